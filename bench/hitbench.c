/*
 * hitbench: ns per call of hitdemo's collision functions, for all 36 kind
 * pairs and for polygons of 4 to 256 vertices.
 *
 * Written against the public API only (hd_geom.h, hd_naive.h): shapes are
 * made from spec text with hd_shape_parse and moved with hd_shape_translate,
 * so the program does not depend on the layout of hd_shape.
 *
 * Per kind pair: the generic hd_collide ("table") streamed and hot, the
 * typed function of <hitdemo/typed.h> where the pair has one ("typed",
 * streamed over arrays of the typed structs, and hot), the reference path
 * (hd_collide_reference), for the small pairs the float shapes of typed.h
 * ("float", streamed and hot: the same pairs with every number rounded to
 * float, so near a contact an answer may differ from the double rows'), for
 * the rect pairs the boxes of typed.h ("box", "boxf": the rects by their
 * corners, x + w rounded), the seed articles' naive formula
 * (hd_naive_collide) where there is one, hd_collide_hits and hd_distance.
 * "Streamed" walks an array of prepared pairs in order (P pairs, repeated
 * until the pass has made its calls); "hot" repeats the first 64 pairs.
 * About half the prepared pairs collide (each slot wants a hit or a miss and
 * the second shape is moved until it gets it). Every figure is the median of
 * --passes passes (default 5). Timings are printed, never checked.
 *
 * P = min(--pairs, 512 MB / (2 sizeof(hd_shape))): with 4 KB shapes about
 * 65,000 pairs, so 10^6 calls walk the 512 MB several times (each call still
 * misses the caches); with 64-byte shapes, 10^6 distinct pairs. Functions
 * slower than 40 ns a call make fewer calls a pass (at least 40 ms' worth,
 * and at least P), so slow reference paths do not take minutes.
 *
 * Usage: hitbench [--json] [--quick] [--polygons] [--sectors] [--only TEXT] [--pairs N] [--calls N]
 *                 [--passes N]
 *                 [--ops table,hot,reference,naive,hits,distance] [--cpu]
 * (--polygons: the polygon table only; --sectors: the kind pairs with an arc
 * or a wedge only; --only TEXT: the rows whose name contains TEXT; --ops:
 * only these columns, the others print "-" (the typed ones go with table);
 * --cpu: timed by the thread's CPU clock, which a busy machine's other
 * processes disturb less than the wall clock)
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include <hitdemo/typed.h>
#include "hd_table.h"
#include "hd_naive.h"

#if defined(__clang__)
#define HB_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define HB_COMPILER "gcc " __VERSION__
#else
#define HB_COMPILER "unknown"
#endif

/* ---- settings ------------------------------------------------------------ */

static size_t g_pairs = 1000000;   /* wanted prepared pairs per kind pair */
static size_t g_calls = 1000000;   /* calls per pass (cheap functions) */
static int g_passes = 5;
static double g_min_pass_s = 0.040; /* slow functions: at least this long a pass */
static size_t g_budget = (size_t)512 << 20;
static volatile size_t g_sink;
static bool g_quick;
static const char *g_only; /* --only: rows whose name contains it */

static const char *g_ops; /* --ops: the columns measured (a comma list; others print "-") */

/* --only TEXT: the names containing TEXT; --only =TEXT: the name TEXT */
static bool row_wanted(const char *name)
{
    return !g_only || (g_only[0] == '=' ? !strcmp(name, g_only + 1) : strstr(name, g_only) != NULL);
}

static bool op_wanted(const char *col)
{
    if (!g_ops)
        return true;
    size_t n = strlen(col);
    for (const char *p = g_ops; (p = strstr(p, col)) != NULL; p += n)
        if ((p == g_ops || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
            return true;
    return false;
}

/* ---- random numbers -------------------------------------------------------- */

static uint64_t g_rng = 0x9e3779b97f4a7c15ull;
static double urand(void) /* [0, 1) */
{
    g_rng ^= g_rng >> 12;
    g_rng ^= g_rng << 25;
    g_rng ^= g_rng >> 27;
    return (double)((g_rng * 2685821657736338717ull) >> 11) * 0x1p-53;
}
/* Coordinates are floats, so exact in float and in double. */
static double F(double x)
{
    return (double)(float)x;
}

static bool g_cpu; /* --cpu: the thread's CPU time, not the wall clock */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(g_cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- shapes from spec text -------------------------------------------------- */

typedef struct spec_buf {
    char s[16384];
    size_t n;
} spec_buf;

static void sb_start(spec_buf *b, const char *kind)
{
    b->n = (size_t)snprintf(b->s, sizeof b->s, "%s:", kind);
}
static void sb_num(spec_buf *b, double x)
{
    if (b->n < sizeof b->s)
        b->n += (size_t)snprintf(b->s + b->n, sizeof b->s - b->n, "%s%.9g", b->s[b->n - 1] == ':' ? "" : ",", x);
}

/* Parses b into out, a polygon's vertices into v (room for the spec's). */
static void parse_or_die(const spec_buf *b, hd_shape *out, hd_vec2 *v)
{
    static hd_shape_buf buf;
    char err[256];
    if (!hd_shape_parse_buf(b->s, &buf, err, sizeof err)) {
        fprintf(stderr, "hitbench: generated a bad spec: %s\n", err);
        exit(3);
    }
    hd_shape_copy(out, v, HD_SHAPE_PTR(&buf));
}

/* Polygon vertices around (0,0), radius r; concave: a star (every other
 * vertex at half the radius). Shifted so vertex 0 is at the origin. */
static void poly_spec(spec_buf *b, int n, bool concave, double r, bool jitter)
{
    double rot = jitter ? urand() * 6.283185307179586 : 0;
    double x0 = 0, y0 = 0;
    sb_start(b, "polygon");
    for (int i = 0; i < n; i++) {
        double t = rot + 6.283185307179586 * (i + (jitter ? 0.3 * (urand() - 0.5) : 0)) / n;
        double rr = concave && (i & 1) ? r * 0.5 : r;
        double x = F(rr * cos(t)), y = F(rr * sin(t));
        if (i == 0) {
            x0 = x;
            y0 = y;
        }
        sb_num(b, F(x - x0));
        sb_num(b, F(y - y0));
    }
}

/* A random shape of kind k with its anchor (a point that belongs to it) at
 * the origin; *ext bounds how far it reaches from the anchor. */
static void gen_shape(hd_kind k, hd_shape *out, hd_vec2 *v, double *ext)
{
    spec_buf b;
    switch (k) {
    case HD_POINT:
        sb_start(&b, "point"), sb_num(&b, 0), sb_num(&b, 0);
        *ext = 0;
        break;
    case HD_CIRCLE: {
        double r = F(4 + 20 * urand());
        sb_start(&b, "circle"), sb_num(&b, 0), sb_num(&b, 0), sb_num(&b, r);
        *ext = r;
        break;
    }
    case HD_RECT: {
        double w = F(4 + 44 * urand()), h = F(4 + 44 * urand());
        sb_start(&b, "rect"), sb_num(&b, 0), sb_num(&b, 0), sb_num(&b, w), sb_num(&b, h);
        *ext = w + h;
        break;
    }
    case HD_LINE: {
        double t = 6.283185307179586 * urand(), len = 8 + 40 * urand();
        sb_start(&b, "line"), sb_num(&b, 0), sb_num(&b, 0), sb_num(&b, F(len * cos(t))), sb_num(&b, F(len * sin(t)));
        *ext = len + 1;
        break;
    }
    case HD_POLYGON: { /* convex 5- to 8-gons, as in the table */
        double r = 6 + 18 * urand();
        poly_spec(&b, 5 + (int)(urand() * 4), false, r, true);
        *ext = 2 * r + 1;
        break;
    }
    case HD_CAPSULE: {
        double t = 6.283185307179586 * urand(), len = 40 * urand(), r = F(2 + 10 * urand());
        sb_start(&b, "capsule"), sb_num(&b, 0), sb_num(&b, 0), sb_num(&b, F(len * cos(t))), sb_num(&b, F(len * sin(t)));
        sb_num(&b, r);
        *ext = len + 2 * r + 1;
        break;
    }
    case HD_ARC: { /* start 0: the anchor (rin, 0) from the centre is exact */
        double rin = F(10 * urand()), rout = F(rin + 4 + 16 * urand());
        sb_start(&b, "arc"), sb_num(&b, -rin), sb_num(&b, 0), sb_num(&b, rin), sb_num(&b, rout), sb_num(&b, 0),
            sb_num(&b, floor(30 + 300 * urand()));
        *ext = rin + rout + 1;
        break;
    }
    case HD_WEDGE: {
        double r = F(8 + 24 * urand()), st = floor(360 * urand());
        sb_start(&b, "wedge"), sb_num(&b, 0), sb_num(&b, 0), sb_num(&b, r), sb_num(&b, st),
            sb_num(&b, st + floor(30 + 270 * urand()));
        *ext = r;
        break;
    }
    default: exit(3);
    }
    parse_or_die(&b, out, v);
}

/* ---- prepared pairs ------------------------------------------------------------ */

/* Prepared pairs; a polygon's vertices live in va / vb, cap a pair. */
typedef struct pairset {
    hd_shape *a, *b;
    hd_vec2 *va, *vb;
    size_t cap;
    size_t n;
    size_t hits;
} pairset;

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        fprintf(stderr, "hitbench: out of memory (%zu bytes)\n", n);
        exit(3);
    }
    return p;
}

static void pairset_alloc(pairset *ps, size_t n, size_t cap)
{
    ps->a = xmalloc(n * sizeof(hd_shape));
    ps->b = xmalloc(n * sizeof(hd_shape));
    ps->cap = cap;
    ps->va = xmalloc(n * cap * sizeof(hd_vec2));
    ps->vb = xmalloc(n * cap * sizeof(hd_vec2));
    ps->n = n;
    ps->hits = 0;
}

static void pairset_free(pairset *ps)
{
    free(ps->a);
    free(ps->b);
    free(ps->va);
    free(ps->vb);
}

/* Slot i wants a hit when i is odd: b (anchored at the origin) is moved to
 * a's anchor plus a random offset until it gets the wanted answer; a hit
 * that random moves do not find (a point on a line) puts the anchors
 * together, a miss moves b clear. */
static void place_pair(hd_shape *a, hd_shape *b, hd_vec2 *vb, const hd_shape *b0, double ext, bool want)
{
    for (int t = 0; t < 200; t++) {
        hd_vec2 d = {F(ext * (2 * urand() - 1)), F(ext * (2 * urand() - 1))};
        *b = hd_shape_translate(b0, d, vb);
        if (hd_collide(a, b) == want) return;
    }
    /* fallback, see above (a's anchor is at the origin here) */
    *b = hd_shape_translate(b0, (hd_vec2){want ? 0 : 3 * ext + 10, 0}, vb);
}

static void prepare_kinds(pairset *ps, hd_kind ka, hd_kind kb)
{
    static hd_vec2 v0[HD_POLY_MAX];
    for (size_t i = 0; i < ps->n; i++) {
        double ea, eb;
        hd_shape b0;
        hd_vec2 *va = ps->va + i * ps->cap, *vb = ps->vb + i * ps->cap;
        gen_shape(ka, &ps->a[i], va, &ea);
        gen_shape(kb, &b0, v0, &eb);
        place_pair(&ps->a[i], &ps->b[i], vb, &b0, ea + eb + 1, i & 1);
        /* spread the pairs over the plane (the same move for both) */
        hd_vec2 d = {F(floor(urand() * 2000)), F(floor(urand() * 2000))};
        ps->a[i] = hd_shape_translate(&ps->a[i], d, va);
        ps->b[i] = hd_shape_translate(&ps->b[i], d, vb);
        ps->hits += hd_collide(&ps->a[i], &ps->b[i]);
    }
}

/* ---- the typed functions ------------------------------------------------------------ */

/* The pairs with a typed function, double (TYPED_PAIRS) and float
 * (TYPEDF_PAIRS): kinds, the struct types, the members of the pairset's
 * shapes and their conversion (a copy, or rounded to float), the function. */
#define same_as(m) (*(m))
#define TYPED_PAIRS(X)                                                                                         \
    X(HD_POINT, HD_POINT, hd_point, point, same_as, hd_point, point, same_as, hd_point_point)                  \
    X(HD_POINT, HD_CIRCLE, hd_point, point, same_as, hd_circle, circle, same_as, hd_point_circle)              \
    X(HD_POINT, HD_RECT, hd_point, point, same_as, hd_rect, rect, same_as, hd_point_rect)                      \
    X(HD_POINT, HD_LINE, hd_point, point, same_as, hd_line, line, same_as, hd_point_line)                      \
    X(HD_POINT, HD_POLYGON, hd_point, point, same_as, hd_polygon, polygon, same_as, hd_point_polygon)          \
    X(HD_POINT, HD_CAPSULE, hd_point, point, same_as, hd_capsule, capsule, same_as, hd_point_capsule)          \
    X(HD_CIRCLE, HD_CIRCLE, hd_circle, circle, same_as, hd_circle, circle, same_as, hd_circle_circle)          \
    X(HD_CIRCLE, HD_RECT, hd_circle, circle, same_as, hd_rect, rect, same_as, hd_circle_rect)                  \
    X(HD_CIRCLE, HD_LINE, hd_circle, circle, same_as, hd_line, line, same_as, hd_circle_line)                  \
    X(HD_CIRCLE, HD_POLYGON, hd_circle, circle, same_as, hd_polygon, polygon, same_as, hd_circle_polygon)      \
    X(HD_CIRCLE, HD_CAPSULE, hd_circle, circle, same_as, hd_capsule, capsule, same_as, hd_circle_capsule)      \
    X(HD_RECT, HD_RECT, hd_rect, rect, same_as, hd_rect, rect, same_as, hd_rect_rect)                          \
    X(HD_LINE, HD_LINE, hd_line, line, same_as, hd_line, line, same_as, hd_line_line)                          \
    X(HD_LINE, HD_CAPSULE, hd_line, line, same_as, hd_capsule, capsule, same_as, hd_line_capsule)              \
    X(HD_POLYGON, HD_POLYGON, hd_polygon, polygon, same_as, hd_polygon, polygon, same_as, hd_polygon_polygon)  \
    X(HD_CAPSULE, HD_CAPSULE, hd_capsule, capsule, same_as, hd_capsule, capsule, same_as, hd_capsule_capsule)

static hd_pointf f_point(const hd_point *p) { return (hd_pointf){(float)p->p.x, (float)p->p.y}; }
static hd_circlef f_circle(const hd_circle *c) { return (hd_circlef){(float)c->c.x, (float)c->c.y, (float)c->r}; }
static hd_rectf f_rect(const hd_rect *r) { return (hd_rectf){(float)r->x, (float)r->y, (float)r->w, (float)r->h}; }
static hd_segf f_line(const hd_line *l) { return (hd_segf){(float)l->a.x, (float)l->a.y, (float)l->b.x, (float)l->b.y}; }

#define TYPEDF_PAIRS(X)                                                                                      \
    X(HD_POINT, HD_CIRCLE, hd_pointf, point, f_point, hd_circlef, circle, f_circle, hd_pointf_circlef)       \
    X(HD_POINT, HD_RECT, hd_pointf, point, f_point, hd_rectf, rect, f_rect, hd_pointf_rectf)                 \
    X(HD_CIRCLE, HD_CIRCLE, hd_circlef, circle, f_circle, hd_circlef, circle, f_circle, hd_circlef_circlef)  \
    X(HD_CIRCLE, HD_RECT, hd_circlef, circle, f_circle, hd_rectf, rect, f_rect, hd_circlef_rectf)            \
    X(HD_CIRCLE, HD_LINE, hd_circlef, circle, f_circle, hd_segf, line, f_line, hd_circlef_segf)              \
    X(HD_RECT, HD_RECT, hd_rectf, rect, f_rect, hd_rectf, rect, f_rect, hd_rectf_rectf)                      \
    X(HD_LINE, HD_LINE, hd_segf, line, f_line, hd_segf, line, f_line, hd_segf_segf)

/* The rect pairs again with the rects as boxes (hd_box, hd_boxf: corners
 * x, y and the rounded x + w, y + h; the same rects wherever those sums are
 * doubles, as they are for the float data here). */
static hd_box b_rect(const hd_rect *r) { return (hd_box){{r->x, r->y}, {r->x + r->w, r->y + r->h}}; }
static hd_boxf bf_rect(const hd_rect *r)
{
    return (hd_boxf){(float)r->x, (float)r->y, (float)(r->x + r->w), (float)(r->y + r->h)};
}

#define TYPEDB_PAIRS(X)                                                                     \
    X(HD_POINT, HD_RECT, hd_point, point, same_as, hd_box, rect, b_rect, hd_point_box)      \
    X(HD_CIRCLE, HD_RECT, hd_circle, circle, same_as, hd_box, rect, b_rect, hd_circle_box)  \
    X(HD_RECT, HD_RECT, hd_box, rect, b_rect, hd_box, rect, b_rect, hd_box_box)

#define TYPEDBF_PAIRS(X)                                                                          \
    X(HD_POINT, HD_RECT, hd_pointf, point, f_point, hd_boxf, rect, bf_rect, hd_pointf_boxf)       \
    X(HD_CIRCLE, HD_RECT, hd_circlef, circle, f_circle, hd_boxf, rect, bf_rect, hd_circlef_boxf)  \
    X(HD_RECT, HD_RECT, hd_boxf, rect, bf_rect, hd_boxf, rect, bf_rect, hd_boxf_boxf)

/* The pairs' typed structs, packed: what a caller of the typed API holds
 * (a polygon still views the pairset's vertices). */
typedef struct typed_set {
    void *a, *b;
} typed_set;

#define X_INDEX(KA, KB, TA, MA, CA, TB, MB, CB, FN) \
    if (ka == KA && kb == KB)                       \
        return i;                                   \
    i++;
#define X_PACK(KA, KB, TA, MA, CA, TB, MB, CB, FN) \
    if (idx == i) {                                \
        TA *a = xmalloc(ps->n * sizeof(TA));       \
        TB *b = xmalloc(ps->n * sizeof(TB));       \
        for (size_t k = 0; k < ps->n; k++) {       \
            a[k] = CA(&ps->a[k].MA);               \
            b[k] = CB(&ps->b[k].MB);               \
        }                                          \
        t->a = a;                                  \
        t->b = b;                                  \
    }                                              \
    i++;
#define X_RUN(KA, KB, TA, MA, CA, TB, MB, CB, FN) \
    if (idx == i) {                               \
        const TA *a = t->a;                       \
        const TB *b = t->b;                       \
        for (size_t c = 0; c < calls; c++) {      \
            acc += FN(&a[k], &b[k]);              \
            if (++k == n)                         \
                k = 0;                            \
        }                                         \
    }                                             \
    i++;

/* For a list: P_index (the list index of (ka, kb), -1 if none), P_pack (the
 * pairset as arrays of the typed structs) and run_P (calls through them). */
#define TYPED_FUNCTIONS(P, LIST)                                              \
    static int P##_index(hd_kind ka, hd_kind kb)                              \
    {                                                                         \
        int i = 0;                                                            \
        LIST(X_INDEX)                                                         \
        return -1;                                                            \
    }                                                                         \
    static void P##_pack(typed_set *t, int idx, const pairset *ps)            \
    {                                                                         \
        int i = 0;                                                            \
        LIST(X_PACK)                                                          \
    }                                                                         \
    static size_t run_##P(int idx, const typed_set *t, size_t n, size_t calls) \
    {                                                                         \
        size_t acc = 0, k = 0;                                                \
        int i = 0;                                                            \
        LIST(X_RUN)                                                           \
        return acc;                                                           \
    }

TYPED_FUNCTIONS(typed, TYPED_PAIRS)
TYPED_FUNCTIONS(typedf, TYPEDF_PAIRS)
TYPED_FUNCTIONS(typedb, TYPEDB_PAIRS)
TYPED_FUNCTIONS(typedbf, TYPEDBF_PAIRS)

/* The typed lists: double, float, box, float box. */
enum { TL_DOUBLE, TL_FLOAT, TL_BOX, TL_BOXF, TL_COUNT };
static int (*const tl_index[TL_COUNT])(hd_kind, hd_kind) = {typed_index, typedf_index, typedb_index, typedbf_index};
static void (*const tl_pack[TL_COUNT])(typed_set *, int, const pairset *) = {typed_pack, typedf_pack, typedb_pack,
                                                                               typedbf_pack};
static size_t (*const tl_run[TL_COUNT])(int, const typed_set *, size_t, size_t) = {run_typed, run_typedf, run_typedb,
                                                                                   run_typedbf};

/* ---- timing ------------------------------------------------------------------------ */

enum { OP_TABLE, OP_REF, OP_NAIVE, OP_HITS, OP_DIST };

static size_t run_op(int op, const hd_shape *A, const hd_shape *B, size_t n, size_t calls)
{
    size_t acc = 0, k = 0;
    hd_vec2 pts[8];
    hd_dist dd;
    switch (op) {
    case OP_TABLE:
        for (size_t i = 0; i < calls; i++) {
            acc += hd_collide(&A[k], &B[k]);
            if (++k == n) k = 0;
        }
        break;
    case OP_REF:
        for (size_t i = 0; i < calls; i++) {
            acc += hd_collide_reference(&A[k], &B[k]);
            if (++k == n) k = 0;
        }
        break;
    case OP_NAIVE:
        for (size_t i = 0; i < calls; i++) {
            bool h = false;
            acc += hd_naive_collide(&A[k], &B[k], &h) + h;
            if (++k == n) k = 0;
        }
        break;
    case OP_HITS:
        for (size_t i = 0; i < calls; i++) {
            int c = 0;
            acc += hd_collide_hits(&A[k], &B[k], pts, 8, &c) + (size_t)c;
            if (++k == n) k = 0;
        }
        break;
    case OP_DIST:
        for (size_t i = 0; i < calls; i++) {
            hd_distance(&A[k], &B[k], &dd);
            acc += dd.collide;
            if (++k == n) k = 0;
        }
        break;
    }
    return acc;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Median ns per call over g_passes passes over the first n pairs. `full`:
 * always g_calls calls a pass (the table function); otherwise fewer for
 * slow functions (at least g_min_pass_s a pass and n calls). */
static double time_op(int op, const pairset *ps, size_t n, bool full)
{
    if (n > ps->n) n = ps->n;
    size_t calls = g_calls;
    if (!full) {
        size_t probe = n < 256 ? n : 256;
        double t0 = now_s();
        g_sink += run_op(op, ps->a, ps->b, n, probe);
        double per = (now_s() - t0) / (double)probe;
        if (per * (double)calls > g_min_pass_s) {
            double c = g_min_pass_s / per;
            calls = c < (double)n && !g_quick ? n : (size_t)c;
            if (calls > g_calls) calls = g_calls;
        }
    }
    if (calls < 1) calls = 1;
    double t[64];
    int passes = g_passes < 64 ? g_passes : 64;
    g_sink += run_op(op, ps->a, ps->b, n, calls < 1000 ? calls : 1000); /* warm up */
    for (int p = 0; p < passes; p++) {
        double t0 = now_s();
        g_sink += run_op(op, ps->a, ps->b, n, calls);
        t[p] = (now_s() - t0) * 1e9 / (double)calls;
    }
    qsort(t, (size_t)passes, sizeof t[0], cmp_double);
    return t[passes / 2];
}

/* Median ns per call of the typed function over the first n pairs, g_calls
 * calls a pass. */
static double time_typed(int idx, const typed_set *t, size_t n, int list)
{
    double tm[64];
    int passes = g_passes < 64 ? g_passes : 64;
    size_t (*run)(int, const typed_set *, size_t, size_t) = tl_run[list];
    g_sink += run(idx, t, n, g_calls < 1000 ? g_calls : 1000); /* warm up */
    for (int p = 0; p < passes; p++) {
        double t0 = now_s();
        g_sink += run(idx, t, n, g_calls);
        tm[p] = (now_s() - t0) * 1e9 / (double)g_calls;
    }
    qsort(tm, (size_t)passes, sizeof tm[0], cmp_double);
    return tm[passes / 2];
}

/* ---- results -------------------------------------------------------------------------- */

typedef struct result {
    char name[64];
    int nverts; /* polygons section: vertices; 0 otherwise */
    bool convex;
    size_t prepared;
    double hit_frac;
    double table, table_hot, ref, naive, naive_hot, hits, dist; /* < 0: none */
    double typed[TL_COUNT], typed_hot[TL_COUNT];                /* the typed lists; < 0: none */
} result;

static void measure(result *r, const pairset *ps, bool has_naive)
{
    r->prepared = ps->n;
    r->hit_frac = ps->n ? (double)ps->hits / (double)ps->n : 0;
    r->table = op_wanted("table") ? time_op(OP_TABLE, ps, ps->n, true) : -1;
    r->table_hot = op_wanted("hot") ? time_op(OP_TABLE, ps, 64, true) : -1;
    for (int l = 0; l < TL_COUNT; l++) {
        r->typed[l] = r->typed_hot[l] = -1;
        int idx = tl_index[l](ps->a[0].kind, ps->b[0].kind);
        if (idx < 0 || !op_wanted("table"))
            continue;
        typed_set t;
        tl_pack[l](&t, idx, ps);
        r->typed[l] = time_typed(idx, &t, ps->n, l);
        r->typed_hot[l] = time_typed(idx, &t, 64, l);
        free(t.a);
        free(t.b);
    }
    r->ref = op_wanted("reference") ? time_op(OP_REF, ps, ps->n, false) : -1;
    r->naive = has_naive && op_wanted("naive") ? time_op(OP_NAIVE, ps, ps->n, true) : -1;
    r->naive_hot = has_naive && op_wanted("naive") ? time_op(OP_NAIVE, ps, 64, true) : -1;
    r->hits = op_wanted("hits") ? time_op(OP_HITS, ps, ps->n, false) : -1;
    r->dist = op_wanted("distance") ? time_op(OP_DIST, ps, ps->n, false) : -1;
}

static void json_num(FILE *f, const char *key, double v)
{
    if (v < 0) fprintf(f, ",\"%s\":null", key);
    else fprintf(f, ",\"%s\":%.3f", key, v);
}

static void json_result(FILE *f, const result *r, bool poly)
{
    fprintf(f, "{\"%s\":\"%s\"", poly ? "case" : "pair", r->name);
    if (poly) fprintf(f, ",\"n\":%d,\"convex\":%s", r->nverts, r->convex ? "true" : "false");
    json_num(f, "table_ns", r->table);
    json_num(f, "table_hot_ns", r->table_hot);
    if (!poly) {
        json_num(f, "typed_ns", r->typed[TL_DOUBLE]);
        json_num(f, "typed_hot_ns", r->typed_hot[TL_DOUBLE]);
        json_num(f, "typed_float_ns", r->typed[TL_FLOAT]);
        json_num(f, "typed_float_hot_ns", r->typed_hot[TL_FLOAT]);
        json_num(f, "typed_box_ns", r->typed[TL_BOX]);
        json_num(f, "typed_box_hot_ns", r->typed_hot[TL_BOX]);
        json_num(f, "typed_boxf_ns", r->typed[TL_BOXF]);
        json_num(f, "typed_boxf_hot_ns", r->typed_hot[TL_BOXF]);
    }
    json_num(f, "reference_ns", r->ref);
    if (!poly) {
        json_num(f, "naive_ns", r->naive);
        json_num(f, "naive_hot_ns", r->naive_hot);
    }
    json_num(f, "hits_ns", r->hits);
    json_num(f, "distance_ns", r->dist);
    fprintf(f, ",\"prepared_pairs\":%zu,\"collide_fraction\":%.3f}", r->prepared, r->hit_frac);
}

/* Human figures: ns below 10^4, else us, else ms. */
static const char *human(double ns, char *buf, size_t n)
{
    if (ns < 0) snprintf(buf, n, "-");
    else if (ns < 1e4) snprintf(buf, n, "%.1f", ns);
    else if (ns < 1e7) snprintf(buf, n, "%.1fu", ns / 1e3);
    else snprintf(buf, n, "%.2fm", ns / 1e6);
    return buf;
}

static void print_row(const result *r)
{
    char b[15][32];
    printf("%-22s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %4.0f%% %8zu\n", r->name,
           human(r->table, b[0], 32), human(r->table_hot, b[1], 32), human(r->typed[0], b[7], 32),
           human(r->typed_hot[0], b[8], 32), human(r->typed[1], b[9], 32), human(r->typed_hot[1], b[10], 32),
           human(r->typed[2], b[11], 32), human(r->typed_hot[2], b[12], 32), human(r->typed[3], b[13], 32),
           human(r->typed_hot[3], b[14], 32),
           human(r->ref, b[2], 32), human(r->naive, b[3], 32), human(r->naive_hot, b[4], 32),
           human(r->hits, b[5], 32), human(r->dist, b[6], 32), 100 * r->hit_frac, r->prepared);
}

static void cpu_name(char *out, size_t n)
{
    snprintf(out, n, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "model name", 10)) {
            char *c = strchr(line, ':');
            if (c) {
                c++;
                while (*c == ' ' || *c == '\t') c++;
                c[strcspn(c, "\n")] = '\0';
                snprintf(out, n, "%s", c);
            }
            break;
        }
    }
    fclose(f);
}

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') fputc('\\', f);
        if ((unsigned char)*s >= 0x20) fputc(*s, f);
    }
    fputc('"', f);
}

/* ---- polygons -------------------------------------------------------------------------- */

static void gen_poly(int n, bool concave, hd_shape *out, hd_vec2 *v, double *ext)
{
    spec_buf b;
    poly_spec(&b, n, concave, 1000, n <= 16);
    parse_or_die(&b, out, v);
    *ext = 2000;
}

static void prepare_polys(pairset *ps, int n, bool concave)
{
    for (size_t i = 0; i < ps->n; i++) {
        double e;
        hd_shape b0;
        static hd_vec2 v0[HD_POLY_MAX];
        gen_poly(n, concave, &ps->a[i], ps->va + i * ps->cap, &e);
        gen_poly(n, concave, &b0, v0, &e);
        place_pair(&ps->a[i], &ps->b[i], ps->vb + i * ps->cap, &b0, 2 * e, i & 1);
        ps->hits += hd_collide(&ps->a[i], &ps->b[i]);
    }
}

/* The worst cases: one polygon inside the other, all of one pair. */
static void prepare_nested(pairset *ps, int n, bool concave)
{
    spec_buf b;
    /* concave: the inner star's outer radius 0.4 < the outer star's inner 0.5 */
    double inner = concave ? 400 : 600;
    for (size_t i = 0; i < ps->n; i++) {
        hd_vec2 *vb = ps->vb + i * ps->cap;
        poly_spec(&b, n, concave, 1000, false);
        parse_or_die(&b, &ps->a[i], ps->va + i * ps->cap);
        poly_spec(&b, n, concave, inner, false);
        parse_or_die(&b, &ps->b[i], vb);
        /* both are shifted so that their vertex 0 (r, 0) is at the origin:
         * the centres are at (-1000, 0) and (-inner, 0); put them together
         * (until issue 32 this moved b the other way, by 1000 - inner, and
         * the "inside" pair was two stars overlapping) */
        ps->b[i] = hd_shape_translate(&ps->b[i], (hd_vec2){inner - 1000, 0}, vb);
        ps->hits += hd_collide(&ps->a[i], &ps->b[i]);
    }
}

/* ---- main -------------------------------------------------------------------------------- */

static int usage(void)
{
    fprintf(stderr, "usage: hitbench [--json] [--quick] [--polygons] [--sectors] [--only TEXT] [--pairs N] [--calls N] "
                    "[--passes N] [--ops LIST] [--cpu]\n");
    return 2;
}

int main(int argc, char **argv)
{
    bool json = false, quick = false, polygons_only = false, sectors_only = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--json")) json = true;
        else if (!strcmp(a, "--quick")) quick = true;
        else if (!strcmp(a, "--polygons")) polygons_only = true; /* the polygon table only */
        else if (!strcmp(a, "--sectors")) sectors_only = true;   /* the pairs with an arc or a wedge only */
        else if (!strcmp(a, "--only") && i + 1 < argc) g_only = argv[++i];
        else if (!strcmp(a, "--ops") && i + 1 < argc) g_ops = argv[++i];
        else if (!strcmp(a, "--cpu")) g_cpu = true; /* time by the thread's CPU clock (a shared machine) */
        else if ((!strcmp(a, "--pairs") || !strcmp(a, "--calls") || !strcmp(a, "--passes")) && i + 1 < argc) {
            char *end;
            long v = strtol(argv[++i], &end, 10);
            if (*end || v < 1 || v > 100000000) return usage();
            if (!strcmp(a, "--pairs")) g_pairs = (size_t)v;
            else if (!strcmp(a, "--calls")) g_calls = (size_t)v;
            else g_passes = (int)(v < 64 ? v : 64);
        } else return usage();
    }
    if (quick) {
        g_pairs = 128;
        g_calls = 2000;
        g_passes = 5;
        g_min_pass_s = 0.0005;
        g_quick = true;
    }
    size_t P = g_budget / (2 * sizeof(hd_shape));
    if (P > g_pairs) P = g_pairs;
    if (P < 64) P = 64;
    FILE *o = stdout;
    char cpu[256];
    cpu_name(cpu, sizeof cpu);
    if (!json) {
        printf("hitbench: sizeof(hd_shape) = %zu bytes; %zu prepared pairs per kind pair (%.0f MB); "
               "%zu calls a pass, median of %d passes\n",
               sizeof(hd_shape), P, 2.0 * (double)P * (double)sizeof(hd_shape) / 1048576.0, g_calls, g_passes);
        printf("cpu: %s; compiler: %s\n", cpu, HB_COMPILER);
        printf("ns per call (u = us, m = ms); hot = the same 64 pairs repeated\n");
        printf("table = the generic hd_collide; typed = the pair's function of <hitdemo/typed.h> over arrays of "
               "its structs (-: none)\n");
        printf("float = the float shapes' function (hd_circlef etc.) on the pairs rounded to float\n");
        printf("box, boxf = the rects as boxes given by their corners (hd_box, hd_boxf)\n");
        printf("%-22s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %5s %8s\n", "pair", "table", "hot",
               "typed", "typed hot", "float", "float hot", "box", "box hot", "boxf", "boxf hot", "reference", "naive",
               "naive hot", "hits", "distance", "hit", "pairs");
    } else {
        fprintf(o, "{\"sizeof_shape\":%zu,\"prepared_pairs\":%zu,\"calls_per_pass\":%zu,\"passes\":%d,\"pairs\":[",
                sizeof(hd_shape), P, g_calls, g_passes);
    }
    pairset ps;
    pairset_alloc(&ps, P, 8); /* the kind pairs' polygons are 5- to 8-gons */
    int count = 0;
    for (int ka = 0; ka < (polygons_only ? 0 : HD_KIND_COUNT); ka++) {
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            result r;
            memset(&r, 0, sizeof r);
            snprintf(r.name, sizeof r.name, "%s-%s", hd_kind_name((hd_kind)ka), hd_kind_name((hd_kind)kb));
            bool sector = ka == HD_ARC || ka == HD_WEDGE || kb == HD_ARC || kb == HD_WEDGE;
            if ((sectors_only && !sector) || !row_wanted(r.name))
                continue;
            /* each kind pair from its own seed: the same pairs with or without --only */
            g_rng = 0x9e3779b97f4a7c15ull ^ (0x2545f4914f6cdd1dull * (uint64_t)(100 + ka * HD_KIND_COUNT + kb));
            ps.n = P;
            ps.hits = 0;
            prepare_kinds(&ps, (hd_kind)ka, (hd_kind)kb);
            measure(&r, &ps, hd_naive_lookup((hd_kind)ka, (hd_kind)kb) != NULL);
            if (json) {
                if (count) fputc(',', o);
                json_result(o, &r, false);
            } else print_row(&r);
            fflush(o);
            count++;
        }
    }
    pairset_free(&ps);

    /* polygons: n-gon against n-gon, random placement (about half collide),
     * then the nested worst cases */
    static const int sizes[] = {4, 8, 16, 64, 256};
    if (!json) {
        printf("\npolygon pairs (n-gon against n-gon; prepared pairs fewer for big n)\n");
        printf("%-22s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %9s %5s %8s\n", "case", "table", "hot",
               "", "", "", "", "", "", "", "", "reference", "", "", "hits", "distance", "hit", "pairs");
    } else fputs("],\"polygons\":[", o);
    count = 0;
    for (int c = 0; c < (sectors_only ? 0 : 2 * 5 + 2); c++) {
        result r;
        memset(&r, 0, sizeof r);
        bool concave, nested = c >= 10;
        int n;
        if (nested) {
            n = 256;
            concave = c == 11;
        } else {
            n = sizes[c / 2];
            concave = c & 1;
        }
        if (nested)
            snprintf(r.name, sizeof r.name, "%s-256-%s", concave ? "concave" : "convex",
                     concave ? "inside" : "concentric");
        else
            snprintf(r.name, sizeof r.name, "%s-%d", concave ? "concave" : "convex", n);
        if (!row_wanted(r.name))
            continue;
        /* each case from its own seed: the same pairs with or without --only */
        g_rng = 0x9e3779b97f4a7c15ull ^ (0x2545f4914f6cdd1dull * (uint64_t)(c + 1));
        size_t np = nested ? 64 : n <= 16 ? 4096 : n == 64 ? 1024 : 256;
        if (quick) np = n <= 16 ? 64 : 4;
        if (np > P) np = P;
        pairset pp;
        pairset_alloc(&pp, np, (size_t)n);
        if (nested)
            prepare_nested(&pp, n, concave);
        else
            prepare_polys(&pp, n, concave);
        r.nverts = n;
        r.convex = hd_shape_is_convex(&pp.a[0]);
        /* polygons: every function at least 40 ms a pass, at most g_calls */
        r.prepared = pp.n;
        r.hit_frac = (double)pp.hits / (double)pp.n;
        r.table = op_wanted("table") ? time_op(OP_TABLE, &pp, pp.n, false) : -1;
        r.table_hot = nested || pp.n < 64 ? r.table : op_wanted("hot") ? time_op(OP_TABLE, &pp, 64, false) : -1;
        r.ref = op_wanted("reference") ? time_op(OP_REF, &pp, pp.n, false) : -1;
        r.naive = r.naive_hot = -1;
        for (int l = 0; l < TL_COUNT; l++)
            r.typed[l] = r.typed_hot[l] = -1;
        r.hits = op_wanted("hits") ? time_op(OP_HITS, &pp, pp.n, false) : -1;
        r.dist = op_wanted("distance") ? time_op(OP_DIST, &pp, pp.n, false) : -1;
        pairset_free(&pp);
        if (json) {
            if (count) fputc(',', o);
            json_result(o, &r, true);
        } else print_row(&r);
        fflush(o);
        count++;
    }
    if (json) {
        fputs("],\"cpu\":", o);
        json_str(o, cpu);
        fputs(",\"compiler\":", o);
        json_str(o, HB_COMPILER);
        fputs("}\n", o);
    }
    return g_sink == 42 ? 1 : 0;
}
