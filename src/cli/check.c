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
    return false;
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
          "                       (they collide), \"apart\"; null for an arc or wedge\n"
          "                       against a rect, line, polygon, capsule, arc or wedge\n"
          "                       (not decided exactly yet).\n"
          "  --check-batch FILE   Read pairs \"A B\" one per line from FILE (- for stdin);\n"
          "                       blank lines and lines starting with # are skipped.\n"
          "                       Print one JSON line per pair, or {\"line\":N,\"error\":\"...\"}\n"
          "                       for a bad line; exit 1 if any line was bad, else 0.\n"
          "  --naive              With either mode (before or after it): add \"naive\":BOOL\n"
          "                       as the last key, the answer of the seed articles' own\n"
          "                       formula for the pair, flaws and all; the key is left out\n"
          "                       where the articles have no formula for the pair.\n"
          "  --sweep A B DX,DY    Move A by t*(DX,DY), t in [0,1], B still; print one JSON\n"
          "                       line {\"a\":A,\"b\":B,\"move\":[DX,DY],\"hit\":BOOL,\"toi\":T,\n"
          "                        \"point\":[PX,PY],\"normal\":[NX,NY]}: hit exact, toi the\n"
          "                       first t they meet (0 if they already do), point where,\n"
          "                       normal B's outward normal there (null when toi is 0);\n"
          "                       toi, point, normal null on a miss. Arc or wedge against\n"
          "                       arc or wedge is refused (exit 2).\n"
          "  --sweep-batch FILE   Lines \"A B DX,DY\" from FILE (- for stdin), answered as\n"
          "                       --sweep, bad lines as --check-batch's.\n"
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

/* ---- output: one buffer, written in large blocks ---------------------------- */

/* Text is appended to buf and handed to f when full (or on w_flush), so a
 * batch answer costs memcpy calls, not stdio calls. */
typedef struct wbuf {
    FILE *f;
    char *buf;
    size_t n, cap;
    bool err;
} wbuf;

static void w_flush(wbuf *w)
{
    if (w->n && fwrite(w->buf, 1, w->n, w->f) != w->n)
        w->err = true;
    w->n = 0;
}

/* Room for k more bytes (k <= cap). */
static char *w_room(wbuf *w, size_t k)
{
    if (w->n + k > w->cap)
        w_flush(w);
    return w->buf + w->n;
}

static void w_put(wbuf *w, const char *s, size_t k)
{
    if (k > w->cap) {
        w_flush(w);
        if (fwrite(s, 1, k, w->f) != k)
            w->err = true;
        return;
    }
    memcpy(w_room(w, k), s, k);
    w->n += k;
}

static void w_s(wbuf *w, const char *s) { w_put(w, s, strlen(s)); }

static void w_c(wbuf *w, char c)
{
    *w_room(w, 1) = c;
    w->n++;
}

/* A literal string: its length known at compile time. */
#define W_LIT(w, lit) w_put((w), (lit), sizeof(lit) - 1)

static void w_hex(wbuf *w, const char *pre, unsigned v, int digits)
{
    static const char hex[] = "0123456789ABCDEF", lhex[] = "0123456789abcdef";
    w_s(w, pre);
    for (int i = digits - 1; i >= 0; i--)
        w_c(w, (digits == 4 ? lhex : hex)[(v >> (4 * i)) & 15]);
}

/* A JSON string that is always valid UTF-8: well-formed characters are
 * copied; a character cut short just before "..." (a long spec quoted in
 * a message is cut at a byte count) is dropped; any other byte that is not
 * UTF-8 is written as the four characters \xNN (JSON "\\xNN"). */
static void clean_text(wbuf *f, const char *s, bool json)
{
    if (json) w_c(f, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        /* a run of plain printable ASCII (all of a spec, as a rule): one copy */
        const unsigned char *run = p;
        while (*p >= 0x20 && *p < 0x7F && *p != '"' && *p != '\\') p++;
        if (p > run) {
            w_put(f, (const char *)run, (size_t)(p - run));
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
            w_hex(f, json ? "\\\\x" : "\\x", *p, 2);
            p++;
            continue;
        }
        if (!json)
            w_put(f, (const char *)p, (size_t)n);
        else if (*p == '"' || *p == '\\') {
            w_c(f, '\\');
            w_c(f, (char)*p);
        } else if (*p < 0x20 || *p == 0x7F)
            w_hex(f, "\\u", *p, 4);
        else
            w_put(f, (const char *)p, (size_t)n);
        p += n;
    }
    if (json) w_c(f, '"');
}

static void json_string(wbuf *f, const char *s)
{
    clean_text(f, s, true);
}

/* A spec that parsed, as a JSON string: its bytes copied straight into the
 * buffer while each is checked to be one that needs no escape (all of a
 * spec the grammar accepts); clean_text's otherwise. */
static void json_spec(wbuf *f, const char *s, size_t len)
{
    if (len + 2 <= f->cap) {
        char *o = w_room(f, len + 2);
        const unsigned char *p = (const unsigned char *)s;
        unsigned bad = 0;
        o[0] = '"';
        for (size_t i = 0; i < len; i++) {
            unsigned c = p[i];
            bad |= (c < 0x20) | (c >= 0x7F) | (c == '"') | (c == '\\');
            o[i + 1] = (char)c;
        }
        if (!bad) {
            o[len + 1] = '"';
            f->n += len + 2;
            return;
        }
    }
    json_string(f, s);
}

/* A number; null for NaN or infinity, which JSON has no words for (the
 * geometry should never give one: the fuzzers check that separately). */
static void json_number(wbuf *f, double d)
{
    if (!isfinite(d)) {
        W_LIT(f, "null");
        return;
    }
    char *dst = w_room(f, 40);
    f->n += (size_t)hd_format_double(d, dst, 40);
}

/* Writes [x,y]. */
static void json_point(wbuf *f, hd_vec2 p)
{
    w_c(f, '[');
    json_number(f, p.x);
    w_c(f, ',');
    json_number(f, p.y);
    w_c(f, ']');
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
    json_spec(f, sa, la);
    W_LIT(f, ",\"b\":");
    json_spec(f, sb, lb);
    if (collide)
        W_LIT(f, ",\"collide\":true,\"relation\":");
    else
        W_LIT(f, ",\"collide\":false,\"relation\":");
    hd_relation rel = hd_relate(a, b);
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
        json_point(f, pts[i]);
    }
    w_c(f, ']');
    hd_dist d;
    hd_distance_known(a, b, collide, &d);
    W_LIT(f, ",\"distance\":");
    json_number(f, d.distance);
    W_LIT(f, ",\"closest\":");
    if (d.has_closest) {
        w_c(f, '[');
        json_point(f, d.pa);
        w_c(f, ',');
        json_point(f, d.pb);
        w_c(f, ']');
    } else
        W_LIT(f, "null");
    W_LIT(f, ",\"push\":");
    if (d.has_push)
        json_point(f, d.push);
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
    static char ebuf[4096], obuf[1 << 16];
    char err[512];
    if (!hd_shape_parse_buf(sa, &a, err, sizeof err) || !hd_shape_parse_buf(sb, &b, err, sizeof err)) {
        wbuf w = {stderr, ebuf, 0, sizeof ebuf, false};
        W_LIT(&w, "hitdemo: ");
        clean_text(&w, err, false);
        w_c(&w, '\n');
        w_flush(&w);
        return 2;
    }
    wbuf w = {stdout, obuf, 0, sizeof obuf, false};
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    print_answer(&w, sa, strlen(sa), sb, strlen(sb), &as, &bs, naive);
    w_flush(&w);
    return !w.err && fflush(stdout) == 0 ? 0 : 2;
}

static void line_error(wbuf *f, long line, const char *msg)
{
    char head[48];
    int k = snprintf(head, sizeof head, "{\"line\":%ld,\"error\":", line);
    w_put(f, head, (size_t)k);
    json_string(f, msg);
    W_LIT(f, "}\n");
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

/* ---- input: large blocks, split into lines in place ------------------------ */

/* The reader holds a window of the input; a line is handed out in place
 * (its '\n' replaced by '\0'). The buffer holds one whole line of up to
 * HD_CLI_MAX_LINE bytes plus a block, so memory is bounded whatever the
 * input. */
enum { RBLOCK = 1 << 20 };

typedef struct rbuf {
    FILE *in;
    char *buf;
    size_t cap, beg, end; /* unread bytes are buf[beg, end) */
    bool eof, err;
} rbuf;

/* Refills after moving the unread bytes to the front. */
static void r_fill(rbuf *r)
{
    if (r->beg > 0) {
        memmove(r->buf, r->buf + r->beg, r->end - r->beg);
        r->end -= r->beg;
        r->beg = 0;
    }
    size_t room = r->cap - r->end;
    size_t got = fread(r->buf + r->end, 1, room, r->in);
    r->end += got;
    if (got < room) {
        r->eof = true;
        r->err = ferror(r->in) != 0;
    }
}

/* The next line (without its '\n', NUL-terminated, in place): its length;
 * -1 at the end of the input; -2 for a line longer than HD_CLI_MAX_LINE
 * bytes (dropped); -3 for a line with a NUL byte. */
static long r_line(rbuf *r, char **line)
{
    bool too_long = false;
    for (;;) {
        char *s = r->buf + r->beg;
        size_t have = r->end - r->beg;
        char *nl = have ? memchr(s, '\n', have) : NULL;
        if (nl || (r->eof && have)) {
            size_t len = nl ? (size_t)(nl - s) : have;
            r->beg += len + (nl ? 1 : 0);
            if (too_long || len > HD_CLI_MAX_LINE)
                return -2;
            s[len] = '\0'; /* the '\n', or the spare byte past the end */
            *line = s;
            return memchr(s, '\0', len) ? -3 : (long)len;
        }
        if (r->eof)
            return too_long ? -2 : -1;
        if (have > HD_CLI_MAX_LINE) { /* over the limit: drop what is here */
            too_long = true;
            r->beg = r->end;
        }
        r_fill(r);
    }
}

static int batch_stream(FILE *in, wbuf *out, bool naive)
{
    static hd_shape_buf a, b;
    /* one line of the limit plus a block, and a spare byte for the NUL */
    rbuf r = {in, malloc(HD_CLI_MAX_LINE + RBLOCK + 1), HD_CLI_MAX_LINE + RBLOCK, 0, 0, false, false};
    if (!r.buf)
        return 2;
    long lineno = 0;
    int bad = 0;
    long len;
    char *line;
    while ((len = r_line(&r, &line)) != -1) {
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
        hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
        print_answer(out, tok[0], strlen(tok[0]), tok[1], strlen(tok[1]), &as, &bs, naive);
    }
    free(r.buf);
    return r.err ? 2 : bad;
}

int hd_cli_check_batch_stream(FILE *in, FILE *out, bool naive)
{
    static char obuf[1 << 18];
    wbuf w = {out, obuf, 0, sizeof obuf, false};
    int rc = batch_stream(in, &w, naive);
    w_flush(&w);
    return rc;
}

static int check_batch(const char *path, bool naive)
{
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, "hitdemo: --check-batch: cannot open %s: %s\n", path, strerror(errno));
        return 2;
    }
    /* the reader and writer use their own large blocks */
    setvbuf(in, NULL, _IONBF, 0);
    int rc = hd_cli_check_batch_stream(in, stdout, naive);
    if (in != stdin)
        fclose(in);
    if (rc == 2) {
        fprintf(stderr, "hitdemo: --check-batch: error reading %s\n", path);
        return 2;
    }
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    return rc;
}

/* ---- shared with the sweep mode (sweep.c) ------------------------------------ */

void hd_cli_put(hd_cli_out *o, const char *s, size_t n) { w_put(o, s, n); }
void hd_cli_put_text(hd_cli_out *o, const char *s) { clean_text(o, s, false); }
void hd_cli_put_string(hd_cli_out *o, const char *s) { json_string(o, s); }
void hd_cli_put_spec(hd_cli_out *o, const char *s) { json_spec(o, s, strlen(s)); }
void hd_cli_put_number(hd_cli_out *o, double d) { json_number(o, d); }
void hd_cli_put_point(hd_cli_out *o, hd_vec2 p) { json_point(o, p); }

int hd_cli_emit(FILE *f, void (*fn)(void *ctx, hd_cli_out *o), void *ctx)
{
    static char obuf[1 << 18];
    wbuf w = {f, obuf, 0, sizeof obuf, false};
    fn(ctx, &w);
    w_flush(&w);
    return w.err ? 2 : 0;
}

int hd_cli_batch_lines(FILE *in, FILE *out, hd_cli_line_fn fn, void *ctx)
{
    static char obuf[1 << 18];
    wbuf w = {out, obuf, 0, sizeof obuf, false};
    rbuf r = {in, malloc(HD_CLI_MAX_LINE + RBLOCK + 1), HD_CLI_MAX_LINE + RBLOCK, 0, 0, false, false};
    if (!r.buf)
        return 2;
    long lineno = 0;
    int bad = 0;
    long len;
    char *line;
    while ((len = r_line(&r, &line)) != -1) {
        lineno++;
        if (len == -3) {
            line_error(&w, lineno, "line contains a NUL byte");
            bad = 1;
            continue;
        }
        if (len == -2) {
            char msg[80];
            snprintf(msg, sizeof msg, "line longer than %d bytes", HD_CLI_MAX_LINE);
            line_error(&w, lineno, msg);
            bad = 1;
            continue;
        }
        char *p = line;
        while (*p && isspace((unsigned char)*p))
            p++;
        if (*p == '\0' || *p == '#')
            continue;
        char *tok[HD_CLI_MAX_TOKENS];
        int n = tokens(p, tok, HD_CLI_MAX_TOKENS);
        char err[600];
        if (!fn(ctx, tok, n, &w, err, sizeof err)) {
            line_error(&w, lineno, err);
            bad = 1;
        }
    }
    free(r.buf);
    w_flush(&w);
    if (w.err)
        return 2;
    return r.err ? 2 : bad;
}

int hd_cli_main(int argc, char **argv)
{
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
