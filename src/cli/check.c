/*
 * check.c: `hitdemo --check A B` and `hitdemo --check-batch FILE`.
 * Text in, one JSON object per answer out. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_io.h"
#include <hitdemo/geom.h>
#include <hitdemo/relation.h>
#include <hitdemo/spec.h>
#include "hd_naive.h"

bool hd_cli_wants(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--check") == 0 || strcmp(argv[i], "--check-batch") == 0 ||
            strcmp(argv[i], "--sweep") == 0 || strcmp(argv[i], "--sweep-batch") == 0)
            return true;
    return hd_cli_ray_wants(argc, argv);
}

void hd_cli_print_help(FILE *f)
{
    fputs("Check modes (no window, no SDL):\n"
          "  --check A B          Test shape specs A and B; print one JSON line\n"
          "                       {\"a\":A,\"b\":B,\"collide\":BOOL,\"relation\":REL,\n"
          "                        \"hit_points\":[[X,Y],...],\"distance\":D,\n"
          "                        \"closest\":[[AX,AY],[BX,BY]],\"push\":[DX,DY]}\n"
          "                       and exit 0; a bad spec prints a message naming it to\n"
          "                       stderr and exits 2. distance is 0 iff they collide;\n"
          "                       closest (a point on A, a point on B) is null when they\n"
          "                       collide; push, the shortest move of B away from A\n"
          "                       after which they only touch, is null unless they\n"
          "                       collide and both are convex. relation is the first\n"
          "                       that holds of \"a_contains_b\" (B is a subset of A,\n"
          "                       also when equal), \"b_contains_a\", \"overlapping\"\n"
          "                       (the interiors meet; a point, segment or curve is\n"
          "                       its own interior without its ends), \"touching\"\n"
          "                       (they collide), \"apart\"; decided exactly for\n"
          "                       every pair.\n"
          "  --check-batch FILE   Read pairs \"A B\" one per line from FILE (- for stdin);\n"
          "                       blank lines and lines starting with # are skipped.\n"
          "                       Print one JSON line per pair, or {\"line\":N,\"error\":\"...\"}\n"
          "                       for a bad line; exit 1 if any line was bad, else 0.\n"
          "  --naive              With either mode (before or after it): add \"naive\":BOOL\n"
          "                       as the last key, the answer of the seed articles' own\n"
          "                       formula for the pair, flaws and all; the key is left out\n"
          "                       where the articles have no formula for the pair.\n"
          "  --ray X,Y,DX,DY B    Cast the ray P..P+D (P = X,Y; the closed segment, t in\n"
          "                       [0, 1]) against shape spec B; print one JSON line\n"
          "                       {\"ray\":[X,Y,DX,DY],\"b\":B,\"hit\":BOOL,\"t\":T,\n"
          "                        \"point\":[PX,PY],\"normal\":[NX,NY]}: t the first t with\n"
          "                       P + tD in B, point that point, normal B's outward unit\n"
          "                       normal there (null when t is 0: the ray starts in or\n"
          "                       on B); t, point and normal are null on a miss. A bad\n"
          "                       ray or spec prints a message to stderr and exits 2.\n"
          "  --ray-batch FILE     Read \"X,Y,DX,DY B\" lines from FILE (- for stdin), as\n"
          "                       --check-batch reads pairs; one JSON line each, or\n"
          "                       {\"line\":N,\"error\":\"...\"}; exit 1 if any line was bad.\n"
          "  --sweep A B DX,DY    Move A by t*(DX,DY), t in [0,1], B still; print one JSON\n"
          "                       line {\"a\":A,\"b\":B,\"move\":[DX,DY],\"hit\":BOOL,\"toi\":T,\n"
          "                        \"point\":[PX,PY],\"normal\":[NX,NY]}: hit exact, toi the\n"
          "                       first t they meet (0 if they already do), point where,\n"
          "                       normal B's outward normal there (null when toi is 0);\n"
          "                       toi, point, normal null on a miss. Arc or wedge against\n"
          "                       arc or wedge is refused (exit 2).\n"
          "  --sweep-batch FILE   Lines \"A B DX,DY\" from FILE (- for stdin), answered as\n"
          "                       --sweep, bad lines as --check-batch's.\n"
          "  --jobs N             With a batch mode: answer blocks of lines on N worker\n"
          "                       threads (1 to 64; default: the processors online, at\n"
          "                       most 8). The output is the same, byte for byte, in\n"
          "                       input order.\n"
          "Shape specs (logical units, x right, y down, angles in degrees clockwise from +x):\n"
          "  point:X,Y  circle:CX,CY,R  rect:X,Y,W,H  line:X1,Y1,X2,Y2\n"
          "  polygon:X1,Y1,X2,Y2,X3,Y3,...  capsule:X1,Y1,X2,Y2,R\n"
          "  arc:CX,CY,RIN,ROUT,START,END  wedge:CX,CY,R,START,END\n"
          "Every shape is a closed set: touching and containment collide.\n",
          f);
}

/* Prints the answer for a parsed pair; with naive, the articles' answer as
 * a last key "naive" where they have a formula for the pair. */
static void print_answer(wbuf *f, const char *sa, size_t la, const char *sb, size_t lb, const hd_shape *a,
                         const hd_shape *b, bool naive)
{
    enum { FIRST = 64 };
    hd_vec2 small[FIRST];
    hd_vec2 *pts = small;
    int n;
    bool collide = hd_collide_hits(a, b, small, FIRST, &n);
    if (n > FIRST) {
        pts = malloc((size_t)n * sizeof *pts);
        if (pts)
            n = hd_hit_points(a, b, pts, n);
        else {
            pts = small;
            n = FIRST;
        }
    }
    W_LIT(f, "{\"a\":");
    cli_json_spec(f, sa, la);
    W_LIT(f, ",\"b\":");
    cli_json_spec(f, sb, lb);
    if (collide)
        W_LIT(f, ",\"collide\":true,\"relation\":");
    else
        W_LIT(f, ",\"collide\":false,\"relation\":");
    hd_relation rel = hd_relate_known(a, b, collide);
    if (rel == HD_RELATION_UNKNOWN)
        W_LIT(f, "null");
    else {
        w_c(f, '"');
        w_s(f, hd_relation_name(rel));
        w_c(f, '"');
    }
    W_LIT(f, ",\"hit_points\":[");
    for (int i = 0; i < n; i++) {
        if (i)
            w_c(f, ',');
        cli_json_point(f, pts[i]);
    }
    w_c(f, ']');
    hd_dist d;
    hd_distance_known(a, b, collide, &d);
    W_LIT(f, ",\"distance\":");
    cli_json_number(f, d.distance);
    W_LIT(f, ",\"closest\":");
    if (d.has_closest) {
        w_c(f, '[');
        cli_json_point(f, d.pa);
        w_c(f, ',');
        cli_json_point(f, d.pb);
        w_c(f, ']');
    } else
        W_LIT(f, "null");
    W_LIT(f, ",\"push\":");
    if (d.has_push)
        cli_json_point(f, d.push);
    else
        W_LIT(f, "null");
    bool naive_hit;
    if (naive && hd_naive_collide(a, b, &naive_hit)) {
        if (naive_hit)
            W_LIT(f, ",\"naive\":true");
        else
            W_LIT(f, ",\"naive\":false");
    }
    W_LIT(f, "}\n");
    if (pts != small)
        free(pts);
}

static int check_one(const char *sa, const char *sb, bool naive)
{
    static hd_shape_buf a, b;
    static char obuf[1 << 16];
    char err[512];
    if (!hd_shape_parse_buf(sa, &a, err, sizeof err) || !hd_shape_parse_buf(sb, &b, err, sizeof err)) {
        return cli_refuse("", err);
    }
    wbuf w = {stdout, obuf, 0, sizeof obuf, false};
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    print_answer(&w, sa, strlen(sa), sb, strlen(sb), &as, &bs, naive);
    w_flush(&w);
    return !w.err && fflush(stdout) == 0 ? 0 : 2;
}

/* One line of --check-batch. */
static bool check_line(void *ctx, wbuf *out, long lineno, char *p)
{
    hd_shape_buf a, b; /* on the stack: lines may be answered on several threads */
    bool naive = *(const bool *)ctx;
    char *tok[3];
    int n = cli_tokens(p, tok, 3);
    char err[600];
    if (n != 2) {
        snprintf(err, sizeof err, "expected two shape specs separated by white space, got %d item%s", n,
                 n == 1 ? "" : "s");
        cli_line_error(out, lineno, err);
        return false;
    }
    if (!hd_shape_parse_buf(tok[0], &a, err, sizeof err) || !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
        cli_line_error(out, lineno, err);
        return false;
    }
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    print_answer(out, tok[0], strlen(tok[0]), tok[1], strlen(tok[1]), &as, &bs, naive);
    return true;
}

static int batch_stream(FILE *in, wbuf *out, bool naive)
{
    return cli_batch_lines(in, out, check_line, &naive);
}

int hd_cli_check_batch_stream(FILE *in, FILE *out, bool naive)
{
    static char obuf[1 << 18];
    wbuf w = {out, obuf, 0, sizeof obuf, false};
    int rc = batch_stream(in, &w, naive);
    w_flush(&w);
    return rc;
}

static int check_stream(FILE *in, void *naive)
{
    return hd_cli_check_batch_stream(in, stdout, *(const bool *)naive);
}

static int check_batch(const char *path, bool naive)
{
    return cli_batch_file("--check-batch", path, check_stream, &naive);
}

/* Takes "--jobs N" (anywhere) out of argv: false with a message if N is not
 * a whole number from 1 to CLI_MAX_JOBS. Without it, cli_default_jobs(). */
static bool take_jobs(int *argc, char **argv)
{
    int jobs = cli_default_jobs(), k = 1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--jobs") != 0) {
            argv[k++] = argv[i];
            continue;
        }
        const char *t = i + 1 < *argc ? argv[++i] : "";
        char *end;
        long n = strtol(t, &end, 10);
        if (!isdigit((unsigned char)t[0]) || *end || n < 1 || n > CLI_MAX_JOBS) {
            fprintf(stderr, "hitdemo: --jobs wants a whole number of worker threads from 1 to %d (got \"%.40s\")\n",
                    CLI_MAX_JOBS, t);
            return false;
        }
        jobs = (int)n;
    }
    argv[k] = NULL;
    *argc = k;
    cli_set_jobs(jobs);
    return true;
}

int hd_cli_main(int argc, char **argv)
{
    if (!take_jobs(&argc, argv))
        return 2;
    if (hd_cli_ray_wants(argc, argv))
        return hd_cli_ray_main(argc, argv);
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--sweep") == 0 || strcmp(argv[i], "--sweep-batch") == 0)
            return hd_cli_sweep_main(argc, argv);
    /* --naive may stand anywhere; the rest keeps its fixed shape:
     * MODE ARGS... with MODE first. */
    bool naive = false;
    char *args[4] = {NULL, NULL, NULL, NULL};
    int n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--naive") == 0) {
            naive = true;
            continue;
        }
        if (n < 4)
            args[n] = argv[i];
        n++;
    }
    int k = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--naive") == 0)
            continue;
        if (strcmp(argv[i], "--check") == 0) {
            if (n != 3 || k != 0) {
                fprintf(stderr, "hitdemo: usage: hitdemo --check [--naive] SPEC_A SPEC_B\n");
                return 2;
            }
            return check_one(args[1], args[2], naive);
        }
        if (strcmp(argv[i], "--check-batch") == 0) {
            if (n != 2 || k != 0) {
                fprintf(stderr, "hitdemo: usage: hitdemo --check-batch [--naive] FILE (- for stdin)\n");
                return 2;
            }
            return check_batch(args[1], naive);
        }
        k++;
    }
    fprintf(stderr, "hitdemo: no check mode given\n");
    return 2;
}
