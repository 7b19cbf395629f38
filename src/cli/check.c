/*
 * check.c: `hitdemo --check A B` and `hitdemo --check-batch FILE`.
 * Text in, one JSON object per answer out. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "hd_geom.h"
#include "hd_naive.h"

bool hd_cli_wants(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--check") == 0 || strcmp(argv[i], "--check-batch") == 0)
            return true;
    return false;
}

void hd_cli_print_help(FILE *f)
{
    fputs("Check modes (no window, no SDL):\n"
          "  --check A B          Test shape specs A and B; print one JSON line\n"
          "                       {\"a\":A,\"b\":B,\"collide\":BOOL,\"hit_points\":[[X,Y],...],\n"
          "                        \"distance\":D,\"closest\":[[AX,AY],[BX,BY]],\"push\":[DX,DY]}\n"
          "                       and exit 0; a bad spec prints a message naming it to\n"
          "                       stderr and exits 2. distance is 0 iff they collide;\n"
          "                       closest (a point on A, a point on B) is null when they\n"
          "                       collide; push, the shortest move of B away from A\n"
          "                       after which they only touch, is null unless they\n"
          "                       collide and both are convex.\n"
          "  --check-batch FILE   Read pairs \"A B\" one per line from FILE (- for stdin);\n"
          "                       blank lines and lines starting with # are skipped.\n"
          "                       Print one JSON line per pair, or {\"line\":N,\"error\":\"...\"}\n"
          "                       for a bad line; exit 1 if any line was bad, else 0.\n"
          "  --naive              With either mode (before or after it): add \"naive\":BOOL\n"
          "                       as the last key, the answer of the seed articles' own\n"
          "                       formula for the pair, flaws and all; the key is left out\n"
          "                       where the articles have no formula for the pair.\n"
          "Shape specs (logical units, x right, y down, angles in degrees clockwise from +x):\n"
          "  point:X,Y  circle:CX,CY,R  rect:X,Y,W,H  line:X1,Y1,X2,Y2\n"
          "  polygon:X1,Y1,X2,Y2,X3,Y3,...  capsule:X1,Y1,X2,Y2,R\n"
          "  arc:CX,CY,RIN,ROUT,START,END  wedge:CX,CY,R,START,END\n"
          "Every shape is a closed set: touching and containment collide.\n",
          f);
}

/* Length of the well-formed UTF-8 sequence at p (1-4), or 0 if p does not
 * start one (a stray continuation byte, an overlong form, a surrogate, a
 * value above U+10FFFF, or a sequence cut short). *prefix is set when the
 * bytes are a correct but incomplete start of a sequence (cut short). */
static int utf8_len(const unsigned char *p, bool *prefix)
{
    *prefix = false;
    unsigned c = p[0];
    int n;
    unsigned lo = 0x80, hi = 0xBF; /* range of the second byte */
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    for (int i = 1; i < n; i++) {
        unsigned b = p[i];
        bool ok = i == 1 ? (b >= lo && b <= hi) : (b >= 0x80 && b <= 0xBF);
        if (!ok) {
            *prefix = i > 1 || b == 0 || b == '.';
            return 0;
        }
    }
    return n;
}

/* A JSON string that is always valid UTF-8: well-formed characters are
 * copied; a character cut short just before "..." (a long spec quoted in
 * a message is cut at a byte count) is dropped; any other byte that is not
 * UTF-8 is written as the four characters \xNN (JSON "\\xNN"). */
static void clean_text(FILE *f, const char *s, bool json)
{
    if (json) fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        /* a run of plain printable ASCII (all of a spec, as a rule): one write */
        const unsigned char *run = p;
        while (*p >= 0x20 && *p < 0x7F && *p != '"' && *p != '\\') p++;
        if (p > run) {
            fwrite(run, 1, (size_t)(p - run), f);
            continue;
        }
        bool prefix;
        int n = utf8_len(p, &prefix);
        if (n == 0) {
            if (prefix) { /* an incomplete character: cut before "..."? */
                const unsigned char *q = p + 1;
                while (*q >= 0x80 && *q <= 0xBF && q < p + 4) q++;
                if (strncmp((const char *)q, "...", 3) == 0) {
                    p = q;
                    continue;
                }
            }
            fprintf(f, json ? "\\\\x%02X" : "\\x%02X", *p);
            p++;
            continue;
        }
        if (!json)
            fwrite(p, 1, (size_t)n, f);
        else if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20 || *p == 0x7F)
            fprintf(f, "\\u%04x", *p);
        else
            fwrite(p, 1, (size_t)n, f);
        p += n;
    }
    if (json) fputc('"', f);
}

static void json_string(FILE *f, const char *s)
{
    clean_text(f, s, true);
}

/* A number; null for NaN or infinity, which JSON has no words for (the
 * geometry should never give one: the fuzzers check that separately). */
static void json_number(FILE *f, double d)
{
    if (!isfinite(d)) {
        fputs("null", f);
        return;
    }
    char buf[40];
    hd_format_double(d, buf, sizeof buf);
    fputs(buf, f);
}

/* Writes prefix then [x,y]. */
static void json_point(FILE *f, hd_vec2 p, const char *prefix)
{
    fputs(prefix, f);
    fputc('[', f);
    json_number(f, p.x);
    fputc(',', f);
    json_number(f, p.y);
    fputc(']', f);
}

/* Prints the answer for a parsed pair; with naive, the articles' answer as
 * a last key "naive" where they have a formula for the pair. */
static void print_answer(FILE *f, const char *sa, const char *sb, const hd_shape *a, const hd_shape *b,
                         bool naive)
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
    fputs("{\"a\":", f);
    json_string(f, sa);
    fputs(",\"b\":", f);
    json_string(f, sb);
    fprintf(f, ",\"collide\":%s,\"hit_points\":[", collide ? "true" : "false");
    for (int i = 0; i < n; i++) {
        fputs(i ? ",[" : "[", f);
        json_number(f, pts[i].x);
        fputc(',', f);
        json_number(f, pts[i].y);
        fputc(']', f);
    }
    fputc(']', f);
    hd_dist d;
    hd_distance(a, b, &d);
    fputs(",\"distance\":", f);
    json_number(f, d.distance);
    fputs(",\"closest\":", f);
    if (d.has_closest) {
        json_point(f, d.pa, "[");
        json_point(f, d.pb, ",");
        fputc(']', f);
    } else
        fputs("null", f);
    fputs(",\"push\":", f);
    if (d.has_push)
        json_point(f, d.push, "");
    else
        fputs("null", f);
    bool naive_hit;
    if (naive && hd_naive_collide(a, b, &naive_hit))
        fprintf(f, ",\"naive\":%s", naive_hit ? "true" : "false");
    fputs("}\n", f);
    if (pts != small)
        free(pts);
}

static int check_one(const char *sa, const char *sb, bool naive)
{
    static hd_shape_buf a, b;
    char err[512];
    if (!hd_shape_parse_buf(sa, &a, err, sizeof err) || !hd_shape_parse_buf(sb, &b, err, sizeof err)) {
        fputs("hitdemo: ", stderr);
        clean_text(stderr, err, false);
        fputc('\n', stderr);
        return 2;
    }
    print_answer(stdout, sa, sb, &a.s, &b.s, naive);
    return fflush(stdout) == 0 ? 0 : 2;
}

static void line_error(FILE *f, long line, const char *msg)
{
    fprintf(f, "{\"line\":%ld,\"error\":", line);
    json_string(f, msg);
    fputs("}\n", f);
}

/* Splits line into white-space separated tokens (in place). */
static int tokens(char *line, char **tok, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        while (*p && isspace((unsigned char)*p))
            p++;
        if (!*p)
            return n;
        if (n < max)
            tok[n] = p;
        n++;
        while (*p && !isspace((unsigned char)*p))
            p++;
        if (*p)
            *p++ = '\0';
    }
}

/* Reads one line (without its '\n') into buf (cap bytes, at least 2).
 * Returns its length; -1 at the end of the input; -2 for a line longer
 * than cap - 1 bytes (the rest of it is read and dropped); -3 for a line
 * with a NUL byte (read to its end). */
static long read_line(FILE *in, char *buf, size_t cap)
{
    size_t len = 0;
    bool any = false, too_long = false, nul = false;
    int c;
    while ((c = getc_unlocked(in)) != EOF) { /* one reader: no lock a byte */
        any = true;
        if (c == '\n')
            break;
        if (c == '\0')
            nul = true;
        if (len + 1 < cap)
            buf[len++] = (char)c;
        else
            too_long = true;
    }
    if (!any)
        return -1;
    buf[len] = '\0';
    return too_long ? -2 : nul ? -3 : (long)len;
}

int hd_cli_check_batch_stream(FILE *in, FILE *out, bool naive)
{
    static hd_shape_buf a, b;
    char *line = malloc(HD_CLI_MAX_LINE + 1);
    if (!line)
        return 2;
    long lineno = 0;
    int bad = 0;
    long len;
    while ((len = read_line(in, line, HD_CLI_MAX_LINE + 1)) != -1) {
        lineno++;
        if (len == -3) {
            line_error(out, lineno, "line contains a NUL byte");
            bad = 1;
            continue;
        }
        if (len == -2) {
            char msg[80];
            snprintf(msg, sizeof msg, "line longer than %d bytes", HD_CLI_MAX_LINE);
            line_error(out, lineno, msg);
            bad = 1;
            continue;
        }
        char *p = line;
        while (*p && isspace((unsigned char)*p))
            p++;
        if (*p == '\0' || *p == '#')
            continue;
        char *tok[3];
        int n = tokens(p, tok, 3);
        char err[600];
        if (n != 2) {
            snprintf(err, sizeof err, "expected two shape specs separated by white space, got %d item%s", n,
                     n == 1 ? "" : "s");
            line_error(out, lineno, err);
            bad = 1;
            continue;
        }
        if (!hd_shape_parse_buf(tok[0], &a, err, sizeof err) || !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
            line_error(out, lineno, err);
            bad = 1;
            continue;
        }
        print_answer(out, tok[0], tok[1], &a.s, &b.s, naive);
    }
    free(line);
    return ferror(in) ? 2 : bad;
}

static int check_batch(const char *path, bool naive)
{
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, "hitdemo: --check-batch: cannot open %s: %s\n", path, strerror(errno));
        return 2;
    }
    /* large stdio buffers: a batch is read and written in big blocks */
    static char inbuf[1 << 20], outbuf[1 << 20];
    setvbuf(in, inbuf, _IOFBF, sizeof inbuf);
    if (!isatty(fileno(stdout)))
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    int rc = hd_cli_check_batch_stream(in, stdout, naive);
    if (in != stdin)
        fclose(in);
    if (rc == 2) {
        fprintf(stderr, "hitdemo: --check-batch: error reading %s\n", path);
        return 2;
    }
    if (fflush(stdout) != 0)
        return 2;
    return rc;
}

int hd_cli_main(int argc, char **argv)
{
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
