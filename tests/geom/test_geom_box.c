/*
 * test_geom_box: the boxes of <hitdemo/typed.h> (hd_box, hd_boxf: rects
 * given by their corners) give the answers of hd_collide on the same closed
 * set: a rect {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y} where those
 * differences are doubles, else the polygon of the four corners.
 *  - random: boxes, points and disks of small integers, of integers with
 *    random offsets (inexact widths), of random 53-bit mantissas, scaled by
 *    2^k over the accepted range; the float boxes on the same values
 *    rounded to float;
 *  - contacts: a disk tangent to an edge, a disk through a corner (3-4-5),
 *    a point on an edge and at a corner, boxes sharing an edge or a corner,
 *    each opened by one ulp (nextafter) must miss, and closed by one ulp
 *    must hit, scaled by 2^k;
 *  - degenerate: boxes that are points or segments.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/typed.h>

#include "geom_internal.h"
#include "hd_test.h"

static long g_checks, g_hits;

/* The exact difference hi - lo as a double, if it is one. */
static bool exact_diff(double hi, double lo, double *out)
{
    double s = hi - lo, bb = s - hi, err = (hi - (s - bb)) + (-lo - bb);
    *out = s;
    return err == 0;
}

/* hd_collide's shape for the box (vertex storage from the test kit). */
static hd_shape box_shape(const hd_box *b)
{
    double w, h;
    hd_shape s;
    memset(&s, 0, sizeof s);
    if (exact_diff(b->hi.x, b->lo.x, &w) && exact_diff(b->hi.y, b->lo.y, &h)) {
        s.kind = HD_RECT;
        s.rect = (hd_rect){b->lo.x, b->lo.y, w, h};
        return s;
    }
    if (b->lo.x == b->hi.x || b->lo.y == b->hi.y) { /* a segment */
        s.kind = HD_LINE;
        s.line = (hd_line){b->lo, b->hi};
        return s;
    }
    hd_vec2 v[4] = {b->lo, {b->hi.x, b->lo.y}, b->hi, {b->lo.x, b->hi.y}};
    char err[128];
    bool ok = hd_polygon_make(v, 4, &s, err, sizeof err);
    ENSURE(ok);
    return hd_test_own(&s);
}

static void check_point(hd_vec2 p, const hd_box *b)
{
    hd_point pt = {p};
    hd_shape sp = {.kind = HD_POINT, .point = pt}, sb = box_shape(b);
    bool want = hd_collide(&sp, &sb);
    TEST_CTX("point %.17g,%.17g box %.17g,%.17g,%.17g,%.17g", p.x, p.y, b->lo.x, b->lo.y, b->hi.x, b->hi.y);
    ENSURE(hd_point_box(&pt, b) == want);
    g_checks++;
    g_hits += want;
}

static void check_circle(hd_vec2 c, double r, const hd_box *b)
{
    hd_circle ci = {c, r};
    hd_shape sc = {.kind = HD_CIRCLE, .circle = ci}, sb = box_shape(b);
    bool want = hd_collide(&sc, &sb);
    TEST_CTX("circle %.17g,%.17g,%.17g box %.17g,%.17g,%.17g,%.17g", c.x, c.y, r, b->lo.x, b->lo.y, b->hi.x,
             b->hi.y);
    ENSURE(hd_circle_box(&ci, b) == want);
    ENSURE(hd__circle_box_exact(c, r, b->lo, b->hi) == want);
    g_checks++;
    g_hits += want;
}

static void check_boxes(const hd_box *a, const hd_box *b)
{
    hd_shape sa = box_shape(a), sb = box_shape(b);
    bool want = hd_collide(&sa, &sb);
    TEST_CTX("box %.17g,%.17g,%.17g,%.17g box %.17g,%.17g,%.17g,%.17g", a->lo.x, a->lo.y, a->hi.x, a->hi.y,
             b->lo.x, b->lo.y, b->hi.x, b->hi.y);
    ENSURE(hd_box_box(a, b) == want);
    ENSURE(hd_box_box(b, a) == want);
    g_checks++;
    g_hits += want;
}

/* The float forms on values that are floats: the double test's answer. */
static void check_floats(const hd_boxf *bf, hd_pointf p, hd_circlef c, const hd_boxf *of)
{
    hd_box b = hd_boxf_to(bf), o = hd_boxf_to(of);
    hd_point pd = hd_pointf_to(&p);
    hd_circle cd = hd_circlef_to(&c);
    TEST_CTX("float box %.9g,%.9g,%.9g,%.9g", bf->x0, bf->y0, bf->x1, bf->y1);
    ENSURE(hd_pointf_boxf(&p, bf) == hd_point_box(&pd, &b));
    ENSURE(hd_circlef_boxf(&c, bf) == hd_circle_box(&cd, &b));
    ENSURE(hd_boxf_boxf(bf, of) == hd_box_box(&b, &o));
    check_point(pd.p, &b);
    check_circle(cd.c, cd.r, &b);
    check_boxes(&b, &o);
}

static double rnd_num(hd_rng *r, int mode)
{
    switch (mode) {
    case 0: return hd_rng_int(r, -20, 20);
    case 1: return hd_rng_int(r, -20, 20) + 1e6 + (double)(hd_rng_next(r) >> 11) * 0x1p-53;
    default: {
        double m = (double)(hd_rng_next(r) >> 11) * 0x1p-53; /* 53 random bits */
        return (hd_rng_int(r, 0, 1) ? -1 : 1) * m * 40;
    }
    }
}

static hd_box rnd_box(hd_rng *r, int mode, double k)
{
    double x0 = rnd_num(r, mode), x1 = rnd_num(r, mode), y0 = rnd_num(r, mode), y1 = rnd_num(r, mode);
    if (hd_rng_int(r, 0, 9) == 0)
        x1 = x0; /* a segment or a point now and then */
    if (hd_rng_int(r, 0, 9) == 0)
        y1 = y0;
    hd_box b = {{ldexp(fmin(x0, x1), (int)k), ldexp(fmin(y0, y1), (int)k)},
                {ldexp(fmax(x0, x1), (int)k), ldexp(fmax(y0, y1), (int)k)}};
    return b;
}

/* x rounded to float, through memory. gcc 12.2 at -O2 miscompiles the
 * plain cast here: its SLP vectorizer turns (double)(float)x, with both
 * conversions in view after inlining, back into x (two lanes of a
 * cvtpd2ps/cvtps2pd pair dropped), so the double references of
 * check_floats saw the unrounded numbers (it reproduces in ten lines:
 * {p.x, p.y} of a struct of two floats made from doubles). */
static float to_float(double x)
{
    volatile float f = (float)x;
    return f;
}

static void random_pairs(void)
{
    hd_rng r = {0x5eedb0c5};
    static const int scales[] = {0, -40, 40, -150, 150};
    for (int si = 0; si < 5; si++)
        for (int mode = 0; mode < 3; mode++)
            for (int i = 0; i < 4000; i++) {
                int k = scales[si];
                hd_box b = rnd_box(&r, mode, k), o = rnd_box(&r, mode, k);
                hd_vec2 p = {ldexp(rnd_num(&r, mode), k), ldexp(rnd_num(&r, mode), k)};
                if (hd_rng_int(&r, 0, 3) == 0) /* on an edge line */
                    p.x = hd_rng_int(&r, 0, 1) ? b.lo.x : b.hi.x;
                double rad = ldexp(hd_rng_int(&r, 0, 12), k);
                check_point(p, &b);
                check_circle(p, rad, &b);
                check_boxes(&b, &o);
                if (si < 3) {
                    hd_boxf bf = {to_float(b.lo.x), to_float(b.lo.y), to_float(b.hi.x), to_float(b.hi.y)};
                    hd_boxf of = {to_float(o.lo.x), to_float(o.lo.y), to_float(o.hi.x), to_float(o.hi.y)};
                    check_floats(&bf, (hd_pointf){to_float(p.x), to_float(p.y)},
                                 (hd_circlef){to_float(p.x), to_float(p.y), to_float(rad)}, &of);
                }
            }
}

/* The contact must hit; moved one ulp away it must miss, one ulp in hit. */
static void contacts(void)
{
    for (int k = -150; k <= 150; k += 10) {
        double s = ldexp(1, k);
        hd_box b = {{0, 0}, {10 * s, 4 * s}};
        /* tangent to the right edge */
        double cx = 13 * s;
        hd_circle c = {{cx, 2 * s}, 3 * s};
        TEST_CTX("tangent, 2^%d", k);
        ENSURE(hd_circle_box(&c, &b));
        c.c.x = nextafter(cx, INFINITY);
        ENSURE(!hd_circle_box(&c, &b));
        c.c.x = nextafter(cx, -INFINITY);
        ENSURE(hd_circle_box(&c, &b));
        /* through the corner (10, 4): centre (13, 8), r = 5 */
        hd_circle d = {{13 * s, 8 * s}, 5 * s};
        TEST_CTX("corner, 2^%d", k);
        ENSURE(hd_circle_box(&d, &b));
        d.r = nextafter(5 * s, 0);
        ENSURE(!hd_circle_box(&d, &b));
        check_circle(d.c, d.r, &b);
        d.r = 5 * s;
        d.c.y = nextafter(8 * s, INFINITY);
        ENSURE(!hd_circle_box(&d, &b));
        check_circle(d.c, d.r, &b);
        /* a point on the top edge and at a corner, one ulp out */
        hd_point p = {{5 * s, 4 * s}};
        TEST_CTX("point, 2^%d", k);
        ENSURE(hd_point_box(&p, &b));
        p.p.y = nextafter(4 * s, INFINITY);
        ENSURE(!hd_point_box(&p, &b));
        hd_point q = {{10 * s, 0}};
        ENSURE(hd_point_box(&q, &b));
        q.p.x = nextafter(10 * s, INFINITY);
        ENSURE(!hd_point_box(&q, &b));
        /* boxes sharing an edge, a corner; one ulp apart */
        hd_box e = {{10 * s, 1 * s}, {12 * s, 2 * s}}, f = {{10 * s, 4 * s}, {11 * s, 5 * s}};
        TEST_CTX("boxes, 2^%d", k);
        ENSURE(hd_box_box(&b, &e) && hd_box_box(&e, &b) && hd_box_box(&b, &f));
        e.lo.x = nextafter(10 * s, INFINITY);
        f.lo.y = nextafter(4 * s, INFINITY);
        ENSURE(!hd_box_box(&b, &e) && !hd_box_box(&e, &b) && !hd_box_box(&b, &f));
        check_boxes(&b, &e);
        check_boxes(&b, &f);
        /* a zero disk on the edge; a disk centred inside */
        hd_circle z = {{10 * s, 3 * s}, 0};
        ENSURE(hd_circle_box(&z, &b));
        z.c.x = nextafter(10 * s, INFINITY);
        ENSURE(!hd_circle_box(&z, &b));
        hd_circle in = {{1 * s, 1 * s}, s};
        ENSURE(hd_circle_box(&in, &b));
    }
    /* far from representable widths: hi - lo not a double, contact at hi */
    hd_box w = {{1e-3, 0}, {1e6 + 0.1, 1}};
    hd_circle t = {{1e6 + 0.1 + 2, 0.5}, 2};
    ENSURE(hd_circle_box(&t, &w));
    check_circle(t.c, t.r, &w);
    t.c.x = nextafter(t.c.x, INFINITY);
    ENSURE(!hd_circle_box(&t, &w));
    check_circle(t.c, t.r, &w);
}

static void degenerate(void)
{
    hd_box pt = {{3, 4}, {3, 4}}, seg = {{0, 2}, {10, 2}};
    hd_point p = {{3, 4}};
    ENSURE(hd_point_box(&p, &pt));
    hd_circle c = {{3, 9}, 5}; /* reaches (3, 4) exactly */
    ENSURE(hd_circle_box(&c, &pt));
    c.r = nextafter(5, 0);
    ENSURE(!hd_circle_box(&c, &pt));
    hd_box cross = {{5, 0}, {5, 7}};
    ENSURE(hd_box_box(&seg, &cross));
    check_boxes(&seg, &cross);
    check_boxes(&pt, &seg);
    check_circle(hd_v(5, 2), 0, &seg);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(random_pairs);
    RUN_SUBTEST(contacts);
    RUN_SUBTEST(degenerate);
    printf("box checks against hd_collide: %ld (%ld collide)\n", g_checks, g_hits);
    return hd_test_finish();
}
