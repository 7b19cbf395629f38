/*
 * check.c: `hitdemo --check A B` and `hitdemo --check-batch FILE`.
 * Text in, one JSON object per answer out. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
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

/* ---- output: one large buffer, written with fwrite ----------------------- */

enum { OUT_CAP = 1 << 20, NUM_ROOM = 32 };

typedef struct outbuf {
    FILE *f;
    char *buf; /* OUT_CAP bytes */
    size_t len;
    bool failed; /* an fwrite fell short */
} outbuf;

static void out_flush(outbuf *o)
{
    if (o->len > 0 && fwrite(o->buf, 1, o->len, o->f) != o->len)
        o->failed = true;
    o->len = 0;
}

/* Room for n more bytes (n <= OUT_CAP). */
static char *out_room(outbuf *o, size_t n)
{
    if (OUT_CAP - o->len < n)
        out_flush(o);
    return o->buf + o->len;
}

static void out_put(outbuf *o, const char *s, size_t n)
{
    if (n > OUT_CAP / 2) {
        out_flush(o);
        if (fwrite(s, 1, n, o->f) != n)
            o->failed = true;
        return;
    }
    memcpy(out_room(o, n), s, n);
    o->len += n;
}

#define OUT_LIT(o, lit) out_put((o), (lit), sizeof(lit) - 1)

static void out_char(outbuf *o, char c)
{
    *out_room(o, 1) = c;
    o->len++;
}

/* True iff none of the 8 bytes of w needs escaping (a control byte, '"'
 * or '\\'; the NUL that ends the text is a control byte). Exact: each
 * test is the classic "has a byte less than n" / "has a zero byte". */
static bool plain8(uint64_t w)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    uint64_t q = w ^ (ones * '"'), b = w ^ (ones * '\\');
    uint64_t hit = ((w - ones * 0x20) & ~w) | ((q - ones) & ~q) | ((b - ones) & ~b);
    return (hit & highs) == 0;
}

static void json_string(outbuf *o, const char *s)
{
    out_char(o, '"');
    const unsigned char *p = (const unsigned char *)s;
    size_t left = strlen(s);
    for (;;) {
        const unsigned char *run = p;
        uint64_t w;
        while (left >= 8 && (memcpy(&w, p, 8), plain8(w))) {
            p += 8;
            left -= 8;
        }
        while (*p >= 0x20 && *p != '"' && *p != '\\') {
            p++;
            left--;
        }
        out_put(o, (const char *)run, (size_t)(p - run));
        if (!*p)
            break;
        char *w6 = out_room(o, 6);
        if (*p == '"' || *p == '\\') {
            w6[0] = '\\';
            w6[1] = (char)*p;
            o->len += 2;
        } else {
            static const char hex[] = "0123456789abcdef";
            memcpy(w6, "\\u00", 4);
            w6[4] = hex[*p >> 4];
            w6[5] = hex[*p & 15];
            o->len += 6;
        }
        p++;
        left--;
    }
    out_char(o, '"');
}

static void json_number(outbuf *o, double d)
{
    char *w = out_room(o, NUM_ROOM);
    o->len += (size_t)hd_format_double(d, w, NUM_ROOM);
}

/* Writes prefix then [x,y]. */
static void json_point(outbuf *o, hd_vec2 p, const char *prefix)
{
    out_put(o, prefix, strlen(prefix));
    out_char(o, '[');
    json_number(o, p.x);
    out_char(o, ',');
    json_number(o, p.y);
    out_char(o, ']');
}

/* Prints the answer for a parsed pair; with naive, the articles' answer as
 * a last key "naive" where they have a formula for the pair. */
static void print_answer(outbuf *f, const char *sa, const char *sb, const hd_shape *a, const hd_shape *b,
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
    OUT_LIT(f, "{\"a\":");
    json_string(f, sa);
    OUT_LIT(f, ",\"b\":");
    json_string(f, sb);
    if (collide)
        OUT_LIT(f, ",\"collide\":true,\"hit_points\":[");
    else
        OUT_LIT(f, ",\"collide\":false,\"hit_points\":[");
    for (int i = 0; i < n; i++)
        json_point(f, pts[i], i ? "," : "");
    out_char(f, ']');
    hd_dist d;
    hd_distance_known(a, b, collide, &d);
    OUT_LIT(f, ",\"distance\":");
    json_number(f, d.distance);
    OUT_LIT(f, ",\"closest\":");
    if (d.has_closest) {
        json_point(f, d.pa, "[");
        json_point(f, d.pb, ",");
        out_char(f, ']');
    } else
        OUT_LIT(f, "null");
    OUT_LIT(f, ",\"push\":");
    if (d.has_push)
        json_point(f, d.push, "");
    else
        OUT_LIT(f, "null");
    bool naive_hit;
    if (naive && hd_naive_collide(a, b, &naive_hit)) {
        if (naive_hit)
            OUT_LIT(f, ",\"naive\":true");
        else
            OUT_LIT(f, ",\"naive\":false");
    }
    OUT_LIT(f, "}\n");
    if (pts != small)
        free(pts);
}

static char out_storage[OUT_CAP];

static int check_one(const char *sa, const char *sb, bool naive)
{
    static hd_shape_buf a, b;
    char err[512];
    if (!hd_shape_parse_buf(sa, &a, err, sizeof err) || !hd_shape_parse_buf(sb, &b, err, sizeof err)) {
        fprintf(stderr, "hitdemo: %s\n", err);
        return 2;
    }
    outbuf o = {stdout, out_storage, 0, false};
    print_answer(&o, sa, sb, &a.s, &b.s, naive);
    out_flush(&o);
    return fflush(stdout) == 0 && !o.failed ? 0 : 2;
}

static void line_error(outbuf *o, long line, const char *msg)
{
    char head[48];
    int n = snprintf(head, sizeof head, "{\"line\":%ld,\"error\":", line);
    out_put(o, head, (size_t)n);
    json_string(o, msg);
    OUT_LIT(o, "}\n");
}

/* ---- input: large blocks (fread), split into lines in place -------------- */

typedef struct reader {
    FILE *f;
    char *buf;  /* cap + 1 bytes: room for a final line's terminator */
    size_t cap, start, end, scanned;
    bool eof, by_line; /* by_line: a terminal, read a line at a time */
    bool failed;       /* out of memory */
} reader;

/* Reads more into r->buf[r->end..]: a block, or up to a newline. */
static void refill(reader *r)
{
    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->end - r->start);
        r->end -= r->start;
        r->start = 0;
    }
    if (r->end == r->cap) {
        char *nb = realloc(r->buf, 2 * r->cap + 1);
        if (!nb) {
            r->failed = r->eof = true;
            return;
        }
        r->buf = nb;
        r->cap *= 2;
    }
    if (r->by_line) {
        int c = 0;
        while (r->end < r->cap && (c = getc(r->f)) != EOF) {
            r->buf[r->end++] = (char)c;
            if (c == '\n')
                break;
        }
        if (c == EOF)
            r->eof = true;
        return;
    }
    size_t got = fread(r->buf + r->end, 1, r->cap - r->end, r->f);
    r->end += got;
    if (got == 0)
        r->eof = true;
}

/* The next line without its newline, NUL-terminated in place (*len: its
 * length, which may include NUL bytes), or NULL at the end. */
static char *next_line(reader *r, size_t *len)
{
    for (;;) {
        char *s = r->buf + r->start;
        size_t have = r->end - r->start;
        char *nl = memchr(s + r->scanned, '\n', have - r->scanned);
        if (nl) {
            *len = (size_t)(nl - s);
            *nl = '\0';
            r->start += *len + 1;
            r->scanned = 0;
            return s;
        }
        r->scanned = have;
        if (r->eof) {
            if (have == 0)
                return NULL;
            *len = have;
            s[have] = '\0';
            r->start = r->end;
            r->scanned = 0;
            return s;
        }
        refill(r);
    }
}

/* isspace of the "C" locale (the program never sets another), inline. */
static inline bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* Splits line into white-space separated tokens (in place). */
static int tokens(char *line, char **tok, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        while (*p && is_space((unsigned char)*p))
            p++;
        if (!*p)
            return n;
        if (n < max)
            tok[n] = p;
        n++;
        while (*p && !is_space((unsigned char)*p))
            p++;
        if (*p)
            *p++ = '\0';
    }
}

static int check_batch(const char *path, bool naive)
{
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, "hitdemo: --check-batch: cannot open %s: %s\n", path, strerror(errno));
        return 2;
    }
    static hd_shape_buf a, b;
    enum { IN_BLOCK = 1 << 20 };
    reader r = {in, malloc(IN_BLOCK + 1), IN_BLOCK, 0, 0, 0, false, isatty(fileno(in)) == 1, false};
    if (!r.buf)
        r.failed = r.eof = true;
    outbuf o = {stdout, out_storage, 0, false};
    long lineno = 0;
    int bad = 0;
    for (;;) {
        if (r.by_line)
            out_flush(&o); /* at a terminal: each answer before the next line is read */
        size_t len;
        char *line = next_line(&r, &len);
        if (!line)
            break;
        lineno++;
        if (memchr(line, '\0', len)) {
            line_error(&o, lineno, "line contains a NUL byte");
            bad = 1;
            continue;
        }
        char *p = line;
        while (*p && is_space((unsigned char)*p))
            p++;
        if (*p == '\0' || *p == '#')
            continue;
        char *tok[3];
        int n = tokens(p, tok, 3);
        char err[600];
        if (n != 2) {
            snprintf(err, sizeof err, "expected two shape specs separated by white space, got %d item%s", n,
                     n == 1 ? "" : "s");
            line_error(&o, lineno, err);
            bad = 1;
            continue;
        }
        if (!hd_shape_parse_buf(tok[0], &a, err, sizeof err) || !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
            line_error(&o, lineno, err);
            bad = 1;
            continue;
        }
        print_answer(&o, tok[0], tok[1], &a.s, &b.s, naive);
    }
    out_flush(&o);
    bool read_error = ferror(in) || r.failed;
    free(r.buf);
    if (in != stdin)
        fclose(in);
    if (read_error) {
        fprintf(stderr, "hitdemo: --check-batch: error reading %s\n", path);
        return 2;
    }
    if (fflush(stdout) != 0 || o.failed)
        return 2;
    return bad;
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
