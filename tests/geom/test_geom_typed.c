/*
 * test_geom_typed: the typed pair tests of <hitdemo/typed.h>
 * give the answers of hd_collide (both argument orders) and of
 * the reference path hd_collide_reference:
 *  - random_pairs: random integer shapes of every typed pair, near each
 *    other (coordinates in -R..R), as they are, translated by 1e6, scaled by
 *    2^k over the accepted range, and moved by a random non-integer offset;
 *  - edge_cases: exact contacts built by hand (tangent circles, a circle on
 *    a rect's edge and corner, touching rects, a point on a far edge that
 *    x + w does not round to, segments meeting at an end, collinear
 *    overlaps, a point on a polygon's edge, shared polygon edges and
 *    vertices, tangent capsules, zero radii, widths and lengths) must
 *    collide, and the same contact opened by one ulp (nextafter of one
 *    number) must not; each as it is, translated by 1e6 and scaled by
 *    2^k for k in -150..150 (magnitudes from about 1e-45 to 1e48).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/typed.h>

#include "geom_internal.h"
#include "hd_test.h"

#define PAIR(a, b) ((a) * HD_KIND_COUNT + (b))

/* The typed test for (a, b), in the typed API's argument order (a mirrored
 * pair is passed the other way round); -1 if the pair has none. */
static int typed(const hd_shape *a, const hd_shape *b)
{
    switch (PAIR(a->kind, b->kind)) {
    case PAIR(HD_POINT, HD_POINT): return hd_point_point(&a->point, &b->point);
    case PAIR(HD_POINT, HD_CIRCLE): return hd_point_circle(&a->point, &b->circle);
    case PAIR(HD_POINT, HD_RECT): return hd_point_rect(&a->point, &b->rect);
    case PAIR(HD_POINT, HD_LINE): return hd_point_line(&a->point, &b->line);
    case PAIR(HD_POINT, HD_POLYGON): return hd_point_polygon(&a->point, &b->polygon);
    case PAIR(HD_POINT, HD_CAPSULE): return hd_point_capsule(&a->point, &b->capsule);
    case PAIR(HD_CIRCLE, HD_CIRCLE): return hd_circle_circle(&a->circle, &b->circle);
    case PAIR(HD_CIRCLE, HD_RECT): return hd_circle_rect(&a->circle, &b->rect);
    case PAIR(HD_CIRCLE, HD_LINE): return hd_circle_line(&a->circle, &b->line);
    case PAIR(HD_CIRCLE, HD_POLYGON): return hd_circle_polygon(&a->circle, &b->polygon);
    case PAIR(HD_CIRCLE, HD_CAPSULE): return hd_circle_capsule(&a->circle, &b->capsule);
    case PAIR(HD_RECT, HD_RECT): return hd_rect_rect(&a->rect, &b->rect);
    case PAIR(HD_LINE, HD_LINE): return hd_line_line(&a->line, &b->line);
    case PAIR(HD_LINE, HD_CAPSULE): return hd_line_capsule(&a->line, &b->capsule);
    case PAIR(HD_POLYGON, HD_POLYGON): return hd_polygon_polygon(&a->polygon, &b->polygon);
    case PAIR(HD_CAPSULE, HD_CAPSULE): return hd_capsule_capsule(&a->capsule, &b->capsule);
    default: break;
    }
    if (a->kind > b->kind)
        return typed(b, a);
    return -1;
}

static const hd_kind typed_pairs[][2] = {
    {HD_POINT, HD_POINT},   {HD_POINT, HD_CIRCLE},   {HD_POINT, HD_RECT},      {HD_POINT, HD_LINE},
    {HD_POINT, HD_POLYGON}, {HD_POINT, HD_CAPSULE},  {HD_CIRCLE, HD_CIRCLE},   {HD_CIRCLE, HD_RECT},
    {HD_CIRCLE, HD_LINE},   {HD_CIRCLE, HD_POLYGON}, {HD_CIRCLE, HD_CAPSULE},  {HD_RECT, HD_RECT},
    {HD_LINE, HD_LINE},     {HD_LINE, HD_CAPSULE},   {HD_POLYGON, HD_POLYGON}, {HD_CAPSULE, HD_CAPSULE},
};
#define NTYPED (int)(sizeof typed_pairs / sizeof typed_pairs[0])

static long g_hits, g_pairs;

/* typed == hd_collide both ways == reference; expect (0/1) if >= 0. */
static void check(const hd_shape *a, const hd_shape *b, int expect)
{
    TEST_CTX("a = %s  b = %s", hd_test_spec(a), hd_test_spec(b));
    int t = typed(a, b);
    ENSURE(t >= 0);
    bool g = hd_collide(a, b), gr = hd_collide(b, a), ref = hd_collide_reference(a, b);
    ENSURE(t == (int)g);
    ENSURE(g == gr);
    ENSURE(g == ref);
    if (expect >= 0)
        ENSURE(t == expect);
    g_hits += t == 1;
    g_pairs++;
}

/* ---- shapes as numbers ---------------------------------------------------- */

/* Is number i of a shape of kind k a size (radius, width, height), which a
 * translation leaves alone? */
static bool is_size(hd_kind k, int i)
{
    return (k == HD_CIRCLE && i == 2) || (k == HD_RECT && i >= 2) || (k == HD_CAPSULE && i == 4);
}

/* s rebuilt from its numbers, each x -> ldexp(x, e) + (position ? off : 0),
 * then number `nudge` (if >= 0) moved one ulp toward dir. */
static hd_shape remake(const hd_shape *s, int e, double off, int nudge, double dir)
{
    static double v[2 * HD_POLY_MAX + 8];
    int n = 0;
    hd_shape_numbers(s, v, &n);
    char spec[2 * HD_POLY_MAX * 26 + 32];
    size_t len = (size_t)snprintf(spec, sizeof spec, "%s:", hd_kind_name(s->kind));
    for (int i = 0; i < n; i++) {
        double x = ldexp(v[i], e);
        if (!is_size(s->kind, i))
            x += off;
        if (i == nudge)
            x = nextafter(x, dir);
        len += (size_t)snprintf(spec + len, sizeof spec - len, "%s%.17g", i ? "," : "", x);
    }
    return hd_test_shape(spec);
}

/* ---- random pairs ----------------------------------------------------------- */

static void random_pairs(void)
{
    hd_rng r = {0x7e57ab1e5eedull};
    static const int exps[] = {-150, -100, -40, 40, 100, 150};
    for (int p = 0; p < NTYPED; p++) {
        long hits0 = g_hits, pairs0 = g_pairs;
        for (int i = 0; i < 10000; i++) {
            hd_gen_opts o = {.range = 12, .offset = (i & 3) == 3 ? 1e6 : 0, .angles90 = false};
            hd_shape a = hd_gen_shape(&r, typed_pairs[p][0], &o), b = hd_gen_shape(&r, typed_pairs[p][1], &o);
            check(&a, &b, -1);
            check(&b, &a, -1);
            if (i % 8 == 0) { /* the same pair scaled by 2^k: the same answer */
                int e = exps[hd_rng_int(&r, 0, 5)];
                hd_shape as = remake(&a, e, 0, -1, 0), bs = remake(&b, e, 0, -1, 0);
                TEST_CTX("a = %s  b = %s (scaled by 2^%d)", hd_test_spec(&a), hd_test_spec(&b), e);
                ENSURE(typed(&as, &bs) == typed(&a, &b));
                check(&as, &bs, typed(&a, &b));
            }
            if (i % 4 == 1) { /* moved by a non-integer offset: inexact coordinates */
                hd_vec2 d = {hd_rng_int(&r, -1000, 1000) / 7.0, hd_rng_int(&r, -1000, 1000) / 3.0};
                hd_shape am = hd_test_translate(&a, d), bm = hd_test_translate(&b, d);
                check(&am, &bm, -1);
            }
        }
        /* the data must contain both answers, or the comparison says little */
        long hits = g_hits - hits0, pairs = g_pairs - pairs0;
        TEST_CTX("pair %s/%s: %ld of %ld collide", hd_kind_name(typed_pairs[p][0]), hd_kind_name(typed_pairs[p][1]),
                 hits, pairs);
        ENSURE(hits >= 20 && pairs - hits >= 20);
    }
}

/* ---- contacts bisected to one ulp ------------------------------------------ */

/* s with every number x -> fl(fl(x f) + (position ? d : 0)): inexact
 * coordinates whose differences are as large as they are; false if the
 * rounding made the shape invalid (a polygon no longer simple). */
static bool mapped(const hd_shape *s, double f, double d, hd_shape *out)
{
    static double v[2 * HD_POLY_MAX + 8];
    int n = 0;
    hd_shape_numbers(s, v, &n);
    char spec[2 * HD_POLY_MAX * 26 + 32], err[256];
    size_t len = (size_t)snprintf(spec, sizeof spec, "%s:", hd_kind_name(s->kind));
    for (int i = 0; i < n; i++) {
        double x = v[i] * f;
        if (!is_size(s->kind, i))
            x += d;
        len += (size_t)snprintf(spec + len, sizeof spec - len, "%s%.17g", i ? "," : "", x);
    }
    return hd_test_parse(spec, out, err, sizeof err);
}

/* b moved by t along x (axis 0) or y (axis 1). */
static hd_shape moved(const hd_shape *b, int axis, double t)
{
    return hd_test_translate(b, axis ? hd_v(0, t) : hd_v(t, 0));
}

/* Random pairs scaled by about 100 and moved (inexact coordinates whose
 * differences are as large as they are), then b pushed along an axis
 * until the reference answer changes,
 * and the push bisected to adjacent doubles: the contact. Within a few ulps
 * of it the plain formula's sign is often wrong, so every filter must hand
 * those cases to the exact path. (A point against a point or a segment
 * meets it only on a set of measure zero: none is found that way.) */
static void bisected_contacts(void)
{
    hd_rng r = {0xb15ec7ull};
    for (int p = 0; p < NTYPED; p++) {
        hd_kind ka = typed_pairs[p][0], kb = typed_pairs[p][1];
        if (ka == HD_POINT && (kb == HD_POINT || kb == HD_LINE))
            continue;
        int found = 0;
        for (int i = 0; i < 1500; i++) {
            hd_gen_opts o = {.range = 12, .offset = 0, .angles90 = false};
            hd_shape a0 = hd_gen_shape(&r, ka, &o), b0 = hd_gen_shape(&r, kb, &o), a, b;
            double f = 100 + hd_rng_int(&r, 1, 1000) / 7.0, d = hd_rng_int(&r, -3000, 3000) / 3.0;
            if (!mapped(&a0, f, d, &a) || !mapped(&b0, f, d, &b))
                continue;
            int axis = hd_rng_int(&r, 0, 1);
            double lo = 0, hi = hd_rng_int(&r, 0, 1) ? 60 * f : -60 * f;
            bool cl = hd_collide_reference(&a, &b);
            hd_shape bh = moved(&b, axis, hi);
            if (hd_collide_reference(&a, &bh) == cl)
                continue;
            for (int it = 0; it < 200 && nextafter(lo, hi) != hi; it++) {
                double mid = lo + (hi - lo) / 2;
                if (mid == lo || mid == hi)
                    mid = nextafter(lo, hi);
                hd_shape bm = moved(&b, axis, mid);
                if (hd_collide_reference(&a, &bm) == cl)
                    lo = mid;
                else
                    hi = mid;
            }
            found++;
            double x = lo;
            for (int u = 0; u < 3; u++) /* back a few ulps, then across the contact */
                x = nextafter(x, hi > lo ? -INFINITY : INFINITY);
            for (int u = 0; u < 7; u++, x = nextafter(x, hi > lo ? INFINITY : -INFINITY)) {
                hd_shape bx = moved(&b, axis, x);
                check(&a, &bx, -1);
                check(&bx, &a, -1);
            }
        }
        TEST_CTX("pair %s/%s: %d contacts", hd_kind_name(ka), hd_kind_name(kb), found);
        ENSURE(found >= 10);
    }
}

/* ---- far edges that x + w does not round to ------------------------------- */

static hd_shape shape_of(const char *fmt, double a, double b, double c, double d)
{
    char spec[256];
    snprintf(spec, sizeof spec, fmt, a, b, c, d);
    return hd_test_shape(spec);
}

/* A rect whose x and w have different exponents or signs, so that x + w is
 * rarely a double; points, rects and circles placed a few ulps around
 * fl(x + w) (and fl(y + h)), where (x + w) - p rounded often has the
 * wrong sign. */
static void far_edges(void)
{
    hd_rng r = {0xfa7ed9e5ull};
    for (int i = 0; i < 4000; i++) {
        double x = -(hd_rng_int(&r, 1, 1 << 30) / 1048576.0) / 7.0, w = hd_rng_int(&r, 1, 1 << 30) / 3.0;
        double y = hd_rng_int(&r, -1000, 1000) / 9.0, h = hd_rng_int(&r, 1, 1 << 20) / 11.0;
        hd_shape rect = shape_of("rect:%.17g,%.17g,%.17g,%.17g", x, y, w, h);
        double ex = x + w, ey = y + h;
        for (int k = 0; k < 3; k++)
            ex = nextafter(ex, -INFINITY), ey = nextafter(ey, -INFINITY);
        for (int k = 0; k < 7; k++, ex = nextafter(ex, INFINITY), ey = nextafter(ey, INFINITY)) {
            double my = y + h / 2, mx = x + w / 2, rr = hd_rng_int(&r, 1, 1000) / 13.0;
            hd_shape p1 = shape_of("point:%.17g,%.17g", ex, my, 0, 0), p2 = shape_of("point:%.17g,%.17g", mx, ey, 0, 0);
            hd_shape q1 = shape_of("rect:%.17g,%.17g,%.17g,%.17g", ex, my, w, h);
            hd_shape q2 = shape_of("rect:%.17g,%.17g,%.17g,%.17g", mx, ey, w, h);
            hd_shape c1 = shape_of("circle:%.17g,%.17g,%.17g", ex + rr, my, rr, 0);
            hd_shape c2 = shape_of("circle:%.17g,%.17g,%.17g", mx, ey + rr, rr, 0);
            const hd_shape *o[] = {&p1, &p2, &q1, &q2, &c1, &c2};
            for (int j = 0; j < 6; j++) {
                check(o[j], &rect, -1);
                check(&rect, o[j], -1);
            }
        }
    }
}

/* ---- exact edge cases --------------------------------------------------------- */

typedef struct edge_case {
    const char *a, *b;
    int nudge;  /* number of b moved one ulp to open the contact (-1: none) */
    double dir; /* toward -INFINITY or +INFINITY */
} edge_case;

#define UP INFINITY
#define DOWN (-INFINITY)

/* (No nudged number is 0: its neighbour would be a subnormal, outside the
 * accepted range.) */
static const edge_case cases[] = {
    /* circle/circle: outside tangency (3-4-5), inside tangency, radius 0 */
    {"circle:0,0,5", "circle:8,6,5", 2, DOWN},
    {"circle:0,0,10", "circle:3,4,5", -1, 0},
    {"circle:0,0,5", "circle:3,4,0", 1, UP},
    {"circle:1,2,0", "circle:1,2,0", 0, UP},
    /* point/circle, point/point */
    {"point:3,4", "circle:0,0,5", 2, DOWN},
    {"point:-5,0", "circle:0,0,5", 2, DOWN},
    {"point:7,-3", "point:7,-3", 1, DOWN},
    /* circle/rect: on an edge, at a corner (3-4-5), radius 0 on the far edge */
    {"circle:-4,10,5", "rect:1,0,20,30", 0, UP},
    {"circle:23,34,5", "rect:0,0,20,30", 2, DOWN},
    {"circle:20,10,0", "rect:0,0,20,30", 2, DOWN},
    {"circle:10,35,5", "rect:0,0,20,30", 3, DOWN},
    /* rect/rect: sharing an edge, a corner; width 0; both a point */
    {"rect:0,0,10,10", "rect:10,3,5,5", 0, UP},
    {"rect:0,0,10,10", "rect:10,10,5,5", 1, UP},
    {"rect:0,0,10,10", "rect:-5,-5,5,5", 2, DOWN},
    {"rect:0,0,10,10", "rect:4,10,0,3", 1, UP},
    {"rect:1,1,0,0", "rect:1,1,0,0", 0, UP},
    /* point/rect: far edges, corners, a zero-size rect */
    {"point:10,5", "rect:0,0,10,10", 2, DOWN},
    {"point:10,10", "rect:0,0,10,10", 3, DOWN},
    {"point:1,1", "rect:1,1,10,10", 0, UP},
    {"point:2,2", "rect:2,2,0,0", 1, UP},
    /* a far edge x + w that is not a double: p = fl(0.1 + 0.2) lies past it */
    {"point:0.30000000000000004,0", "rect:0.1,0,0.2,1", 2, UP},
    /* point/line: on the segment, at an end, zero-length line */
    {"point:2,1", "line:0,0,4,2", 2, DOWN},
    {"point:4,2", "line:0,0,4,2", 3, UP},
    {"point:3,3", "line:3,3,3,3", -1, 0},
    /* line/line: end on segment (T), ends touching, collinear overlap,
     * collinear ends touching, crossing, zero-length lines */
    {"line:0,1,10,1", "line:5,1,5,7", 1, UP},
    {"line:0,0,10,0", "line:10,0,12,9", 0, UP},
    {"line:0,0,10,10", "line:5,5,20,20", 0, UP},
    {"line:0,0,10,10", "line:10,10,20,20", 0, UP},
    {"line:0,0,10,10", "line:0,10,10,0", -1, 0},
    {"line:0,0,10,10", "line:4,4,4,4", -1, 0},
    {"line:4,4,4,4", "line:4,4,4,4", -1, 0},
    /* circle/line: tangent to the interior, at an end (3-4-5), a point */
    {"circle:0,6,5", "line:-10,1,10,1", 1, DOWN},
    {"circle:0,0,5", "line:3,4,30,40", 0, UP},
    {"circle:0,0,5", "line:5,0,5,0", -1, 0},
    {"circle:2,2,0", "line:1,1,4,4", 0, UP},
    /* point / circle against polygons: edges and vertices, a notch */
    {"point:5,1", "polygon:1,1,11,1,11,11,1,11", 1, UP},
    {"point:10,10", "polygon:0,0,10,0,10,10,0,10", 4, DOWN},
    {"point:2,1", "polygon:0,0,4,2,0,4", 2, DOWN},
    {"point:3,3", "polygon:0,0,6,0,6,6,3,3,0,6", 7, DOWN},
    {"circle:6,-4,5", "polygon:1,1,11,1,11,11,1,11", 1, UP},
    {"circle:13,14,5", "polygon:0,0,10,0,10,10,0,10", 4, DOWN},
    {"circle:0,0,5", "polygon:3,4,13,4,13,14", 0, UP},
    {"circle:5,5,3", "polygon:0,0,10,0,10,10,0,10", -1, 0},
    /* polygon/polygon: shared edge, shared vertex, apexes, nested, a
     * triangle in a notch touching its vertex */
    {"polygon:0,0,10,0,10,10,0,10", "polygon:10,0,20,0,20,10,10,10", -1, 0},
    {"polygon:0,0,10,0,10,10,0,10", "polygon:10,10,20,10,20,20", 0, UP},
    {"polygon:0,0,10,0,5,8", "polygon:5,8,12,12,0,12", 1, UP},
    {"polygon:0,0,10,0,10,10,0,10", "polygon:2,2,4,2,3,3", -1, 0},
    {"polygon:0,0,8,0,8,8,4,2,0,8", "polygon:4,2,6,9,2,9", 1, UP},
    /* capsules: tangent sides, end caps (3-4-5), radius 0, a point axis */
    {"capsule:0,0,10,0,2", "capsule:0,5,10,5,3", 4, DOWN},
    {"capsule:0,0,10,0,2", "capsule:13,4,20,4,3", 0, UP},
    {"capsule:0,1,10,1,0", "capsule:5,1,5,9,0", 1, UP},
    {"capsule:3,3,3,3,1", "capsule:3,5,3,5,1", 4, DOWN},
    {"point:0,-1", "capsule:-4,1,4,1,2", 1, UP},
    {"circle:0,5,2", "capsule:-4,1,4,1,2", 1, DOWN},
    {"line:0,4,8,4", "capsule:-4,0,4,0,4", 4, DOWN},
    {"line:6,0,9,0", "capsule:-4,0,4,0,2", 2, DOWN},
};

static void edge_cases(void)
{
    static const int exps[] = {-150, -120, -80, -30, 0, 30, 80, 120, 150};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const edge_case *k = &cases[c];
        hd_shape a0 = hd_test_shape(k->a), b0 = hd_test_shape(k->b);
        bool inexact = strchr(k->a, '.') != NULL; /* the 0.1 + 0.2 case: only as written */
        for (int m = 0; m < (inexact ? 1 : 1 + 1 + 9); m++) {
            int e = m >= 2 ? exps[m - 2] : 0;
            double off = m == 1 ? 1e6 : 0;
            hd_shape a = remake(&a0, e, off, -1, 0), b = remake(&b0, e, off, -1, 0);
            /* the contact collides (the 0.1 + 0.2 point does not: x + w is
             * below fl(0.1 + 0.2)) */
            check(&a, &b, inexact ? 0 : 1);
            check(&b, &a, inexact ? 0 : 1);
            if (k->nudge >= 0) {
                hd_shape bn = remake(&b0, e, off, k->nudge, k->dir);
                check(&a, &bn, inexact ? -1 : 0);
                check(&bn, &a, inexact ? -1 : 0);
            }
        }
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(random_pairs);
    RUN_SUBTEST(edge_cases);
    RUN_SUBTEST(bisected_contacts);
    RUN_SUBTEST(far_edges);
    printf("typed pairs checked: %ld (%ld collide)\n", g_pairs, g_hits);
    return hd_test_finish();
}
