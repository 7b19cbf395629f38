/*
 * test_geom_ray.c: hd_raycast against references that are not
 * ray.c: the hit table (hd_collide of the segment, and of its sub-segments
 * for t, bisected on a grid where every end is an exact double), dense
 * stepping with hd_point_in_shape, and the shape's own membership for the
 * normal. Rays with integer P and D (|D| <= 4096) have exact sub-segment
 * ends P + k D / 2^40, so t is checked to 1e-12 exactly:
 *   P..P+(t - 1e-12)D misses B, P..P+(t + 1e-12)D meets it.
 * The pieces' own hit (ray.c without the table) must equal the table's on
 * every such ray: it is what decides where P + D is not a double.
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hd_test.h"
#include "geom_internal.h"
#include "ray_internal.h"
#include <hitdemo/ray.h>

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
static int irand(int lo, int hi) { return lo + (int)(next() % (uint64_t)(hi - lo + 1)); }

/* Exact double P + s D (s dyadic, checked exact). */
static hd_vec2 at(hd_vec2 p, hd_vec2 d, double s, bool *exact)
{
    double x, xe, y, ye;
    hd_two_sum(p.x, s * d.x, &x, &xe);
    hd_two_sum(p.y, s * d.y, &y, &ye);
    if (xe != 0 || ye != 0 || fma(s, d.x, -(s * d.x)) != 0 || fma(s, d.y, -(s * d.y)) != 0)
        *exact = false;
    return hd_v(x, y);
}

static bool seg_meets(const hd_shape *b, hd_vec2 p, hd_vec2 q)
{
    hd_shape l = {.kind = HD_LINE, .line = {p, q}};
    return hd_collide(&l, b);
}

static long n_rays, n_hits, n_t0, n_corner_checks;

static double shape_scale(const hd_shape *b)
{
    hd_vec2 lo, hi;
    hd_shape_bounds(b, &lo, &hi);
    return fmax(fabs(lo.x), fabs(hi.x)) + fmax(fabs(lo.y), fabs(hi.y)) + (hi.x - lo.x) + (hi.y - lo.y);
}

/* Every check of one integer ray. */
static void check_ray(const hd_shape *b, hd_vec2 p, hd_vec2 d)
{
    TEST_CTX("ray %.17g,%.17g,%.17g,%.17g  b %s", p.x, p.y, d.x, d.y, hd_test_spec(b));
    n_rays++;
    hd_ray_hit h = hd_raycast(b, p, d);
    hd_ray_hit m;
    hd__ray_pieces(b, p, d, &m);
    hd_vec2 q = hd_add(p, d);
    bool table = (d.x == 0 && d.y == 0) ? hd_point_in_shape(b, p) : seg_meets(b, p, q);
    ENSURE(h.hit == table);
    ENSURE(m.hit == table); /* the pieces alone, exact like the table */
    if (!h.hit) {
        ENSURE(h.t == 0 && !h.has_normal);
    } else {
        n_hits++;
        ENSURE(h.t >= 0 && h.t <= 1);
        bool inside = hd_point_in_shape(b, p);
        ENSURE(inside == (h.t == 0 && !h.has_normal));
        if (inside)
            n_t0++;
        ENSURE(h.t == m.t && h.has_normal == m.has_normal);
        /* t by bisection on the table over exact sub-segment ends */
        const double g = 0x1p40;
        bool exact = true;
        if (h.t - 1e-12 > 0) {
            double s = ceil((h.t - 1e-12) * g) / g;
            hd_vec2 e = at(p, d, s, &exact);
            ENSURE(exact);
            ENSURE(!seg_meets(b, p, e));
        }
        if (h.t + 1e-12 < 1) {
            double s = floor((h.t + 1e-12) * g) / g;
            hd_vec2 e = at(p, d, s, &exact);
            ENSURE(exact);
            ENSURE(seg_meets(b, p, e));
        }
        /* the point: on B's outline (within the hit-point bound), at t */
        double S = shape_scale(b);
        hd_shape pt = {.kind = HD_POINT, .point = {h.point}};
        hd_dist dist;
        hd_distance(&pt, b, &dist);
        double mag = fmax(fabs(h.point.x), fabs(h.point.y));
        ENSURE(dist.distance <= 1e-12 * (mag + S));
        hd_vec2 want = hd_add(p, hd_scale(d, h.t));
        ENSURE(hd_vdist(want, h.point) <= 1e-11 * (hd_len(d) + mag + S));
        if (h.has_normal) {
            ENSURE_SMALL(hd_len(h.normal) - 1, 1e-12);
            ENSURE(hd_dot(h.normal, d) <= 1e-12 * hd_len(d));
            /* outward: a step along it leaves B */
            hd_vec2 off = hd_add(h.point, hd_scale(h.normal, 1e-7 * (1 + S)));
            ENSURE(!hd_point_in_shape(b, off));
            n_corner_checks++;
        }
    }
    /* dense stepping: the first of P + k D / 1024 in B bounds t */
    for (int k = 0; k <= 1024; k++) {
        bool exact = true;
        hd_vec2 x = at(p, d, k / 1024.0, &exact);
        if (!exact)
            break;
        if (hd_point_in_shape(b, x)) {
            ENSURE(h.hit);
            ENSURE(h.t <= k / 1024.0 + 1e-12);
            break;
        }
    }
}

/* ---- shapes ---- */

static char specbuf[4096];

static hd_shape rand_shape(int kind)
{
    int cx = irand(-40, 40), cy = irand(-40, 40);
    switch (kind) {
    case HD_POINT: snprintf(specbuf, sizeof specbuf, "point:%d,%d", cx, cy); break;
    case HD_CIRCLE: snprintf(specbuf, sizeof specbuf, "circle:%d,%d,%d", cx, cy, irand(0, 30)); break;
    case HD_RECT: snprintf(specbuf, sizeof specbuf, "rect:%d,%d,%d,%d", cx, cy, irand(0, 40), irand(0, 40)); break;
    case HD_LINE:
        snprintf(specbuf, sizeof specbuf, "line:%d,%d,%d,%d", cx, cy, cx + irand(-30, 30), cy + irand(-30, 30));
        break;
    case HD_CAPSULE:
        snprintf(specbuf, sizeof specbuf, "capsule:%d,%d,%d,%d,%d", cx, cy, cx + irand(-30, 30),
                 cy + irand(-30, 30), irand(0, 15));
        break;
    case HD_ARC: {
        int rin = irand(0, 20), rout = rin + irand(0, 20);
        int st = irand(0, 3) == 0 ? irand(-360, 360) : 15 * irand(-24, 24);
        int sw = irand(0, 5) == 0 ? 0 : irand(0, 5) == 0 ? 360 : irand(1, 359);
        snprintf(specbuf, sizeof specbuf, "arc:%d,%d,%d,%d,%d,%d", cx, cy, rin, rout, st, st + sw);
        break;
    }
    case HD_WEDGE: {
        int st = irand(0, 3) == 0 ? irand(-360, 360) : 45 * irand(-8, 8);
        int sw = irand(0, 6) == 0 ? 0 : irand(0, 6) == 0 ? 360 : irand(1, 359);
        snprintf(specbuf, sizeof specbuf, "wedge:%d,%d,%d,%d,%d", cx, cy, irand(0, 30), st, st + sw);
        break;
    }
    case HD_POLYGON:
    default: {
        /* a star-shaped polygon around (cx, cy): concave in general */
        for (;;) {
            int n = irand(3, 9);
            int len = snprintf(specbuf, sizeof specbuf, "polygon:");
            for (int i = 0; i < n; i++) {
                double a = 2 * HD_PI * (i + 0.3 * (double)(next() % 1000) / 1000) / n;
                double r = irand(3, 30);
                len += snprintf(specbuf + len, sizeof specbuf - (size_t)len, "%s%d,%d", i ? "," : "",
                                cx + (int)lround(r * cos(a)), cy + (int)lround(r * sin(a)));
            }
            hd_shape s;
            char err[200];
            if (hd_test_parse(specbuf, &s, err, sizeof err))
                return s;
        }
    }
    }
    return hd_test_shape(specbuf);
}

/* Feature points of a shape (vertices, centres, corners on the axes),
 * for rays through them. */
static int features(const hd_shape *b, hd_vec2 *out)
{
    int n = 0;
    switch (b->kind) {
    case HD_POINT: out[n++] = b->point.p; break;
    case HD_CIRCLE: {
        hd_vec2 c = b->circle.c;
        double r = b->circle.r;
        out[n++] = c;
        out[n++] = hd_v(c.x + r, c.y);
        out[n++] = hd_v(c.x, c.y - r);
        if (fmod(r, 5) == 0) {
            double k = r / 5;
            out[n++] = hd_v(c.x + 3 * k, c.y + 4 * k);
        }
        break;
    }
    case HD_RECT:
        n += hd_test_rect_corners(&b->rect, out + n);
        break;
    case HD_LINE: out[n++] = b->line.a; out[n++] = b->line.b; break;
    case HD_CAPSULE:
        out[n++] = b->capsule.a;
        out[n++] = b->capsule.b;
        out[n++] = hd_v(b->capsule.a.x + b->capsule.r, b->capsule.a.y);
        break;
    case HD_POLYGON:
        for (int i = 0; i < b->polygon.n && n < 16; i++)
            out[n++] = b->polygon.v[i];
        break;
    case HD_ARC: {
        const hd_arc *a = &b->arc;
        out[n++] = a->c;
        double rs[2] = {a->rin, a->rout};
        for (int k = 0; k < 2; k++) {
            out[n++] = hd_v(a->c.x + rs[k], a->c.y);
            out[n++] = hd_v(a->c.x, a->c.y + rs[k]);
            out[n++] = hd_v(a->c.x - rs[k], a->c.y);
        }
        break;
    }
    case HD_WEDGE:
        out[n++] = b->wedge.c;
        out[n++] = hd_v(b->wedge.c.x + b->wedge.r, b->wedge.c.y);
        out[n++] = hd_v(b->wedge.c.x, b->wedge.c.y - b->wedge.r);
        break;
    default: break;
    }
    return n;
}

static hd_vec2 rand_dir(int m)
{
    for (;;) {
        hd_vec2 d = hd_v(irand(-m, m), irand(-m, m));
        if (d.x != 0 || d.y != 0)
            return d;
    }
}

/* Random rays, rays through features (ending there, passing through,
 * along edges), rays starting at features, point rays. */
static void rays_for(const hd_shape *b)
{
    hd_vec2 f[24];
    int nf = features(b, f);
    for (int i = 0; i < 6; i++)
        check_ray(b, hd_v(irand(-90, 90), irand(-90, 90)), hd_v(irand(-200, 200), irand(-200, 200)));
    for (int i = 0; i < nf; i++) {
        hd_vec2 d0 = rand_dir(6);
        int k = irand(1, 20);
        hd_vec2 p = hd_sub(f[i], hd_scale(d0, k));
        check_ray(b, p, hd_scale(d0, k));              /* ends at the feature */
        check_ray(b, p, hd_scale(d0, 2 * k + irand(0, 3))); /* through it */
        check_ray(b, f[i], hd_scale(d0, k));           /* from it */
        check_ray(b, f[i], hd_v(0, 0));                /* a point ray there */
        int j = (i + 1) % nf;
        hd_vec2 e = hd_sub(f[j], f[i]);
        if (e.x != 0 || e.y != 0) {                    /* along a chord or edge */
            check_ray(b, hd_sub(f[i], e), hd_scale(e, 3));
            check_ray(b, hd_sub(f[i], e), e);
            check_ray(b, hd_add(f[i], hd_scale(e, 2)), hd_scale(e, -3));
        }
    }
    check_ray(b, hd_v(irand(-90, 90), irand(-90, 90)), hd_v(0, 0));
}

static void random_rays_every_kind(void)
{
    for (int kind = 0; kind < HD_KIND_COUNT; kind++)
        for (int i = 0; i < 400; i++) {
            hd_shape b = rand_shape(kind);
            rays_for(&b);
        }
    printf("  %ld rays, %ld hits, %ld starting in or on B, %ld normals checked\n", n_rays, n_hits, n_t0,
           n_corner_checks);
    ENSURE(n_rays > 100000);
}

/* Tangents: a circle, a capsule and an arc grazed at an exact point (the
 * 3-4-5 triangle), and the same ray one unit off. */
static void tangents(void)
{
    for (int k = 1; k <= 60; k++) {
        char s[200];
        int r = 5 * k;
        hd_vec2 c = hd_v(irand(-50, 50), irand(-50, 50));
        hd_vec2 tp = hd_v(c.x + 3 * k, c.y + 4 * k), dir = hd_v(-4, 3);
        int m = irand(1, 30);
        hd_vec2 p = hd_sub(tp, hd_scale(dir, m)), d = hd_scale(dir, 2 * m);
        snprintf(s, sizeof s, "circle:%g,%g,%d", c.x, c.y, r);
        hd_shape b = hd_test_shape(s);
        check_ray(&b, p, d);
        hd_ray_hit h = hd_raycast(&b, p, d);
        ENSURE(h.hit && h.t == 0.5 && hd_veq(h.point, tp));
        ENSURE_SMALL(h.normal.x - 0.6, 1e-15);
        ENSURE_SMALL(h.normal.y - 0.8, 1e-15);
        hd_vec2 off = hd_add(p, hd_v(3, 4)); /* one unit outward: apart */
        check_ray(&b, off, d);
        ENSURE(!hd_raycast(&b, off, d).hit);
        snprintf(s, sizeof s, "capsule:%g,%g,%g,%g,%d", c.x, c.y, c.x - 8.0 * k, c.y + 6.0 * k, r);
        b = hd_test_shape(s);
        check_ray(&b, p, d);
        ENSURE(hd_raycast(&b, p, d).hit);
        snprintf(s, sizeof s, "arc:%g,%g,%d,%d,0,90", c.x, c.y, r - 1, r);
        b = hd_test_shape(s);
        check_ray(&b, p, d);
        ENSURE(hd_raycast(&b, p, d).hit);
        snprintf(s, sizeof s, "wedge:%g,%g,%d,60,90", c.x, c.y, r); /* 3-4-5 is at 53 degrees: outside */
        b = hd_test_shape(s);
        check_ray(&b, p, d);
    }
}

/* Corners: a rect's, a polygon's, a wedge's tip, an arc's end, entered
 * head on and grazed; the normal is the bisector or the face's. */
static void corners(void)
{
    hd_shape r = hd_test_shape("rect:0,0,10,20");
    hd_ray_hit h = hd_raycast(&r, hd_v(-5, -5), hd_v(10, 10));
    check_ray(&r, hd_v(-5, -5), hd_v(10, 10));
    ENSURE(h.hit && h.t == 0.5 && hd_veq(h.point, hd_v(0, 0)));
    ENSURE_SMALL(h.normal.x + sqrt(0.5), 1e-15);
    ENSURE_SMALL(h.normal.y + sqrt(0.5), 1e-15);
    h = hd_raycast(&r, hd_v(-5, 5), hd_v(10, -10)); /* grazes (0, 0): the left face */
    check_ray(&r, hd_v(-5, 5), hd_v(10, -10));
    ENSURE(h.hit && h.t == 0.5 && h.normal.x == -1 && h.normal.y == 0);
    hd_shape w = hd_test_shape("wedge:0,0,10,45,135");
    h = hd_raycast(&w, hd_v(0, -10), hd_v(0, 20)); /* straight into the tip */
    check_ray(&w, hd_v(0, -10), hd_v(0, 20));
    ENSURE(h.hit && h.t == 0.5 && hd_veq(h.point, hd_v(0, 0)));
    ENSURE_SMALL(h.normal.x, 1e-15);
    ENSURE_SMALL(h.normal.y + 1, 1e-15);
    h = hd_raycast(&w, hd_v(-10, 0), hd_v(20, 0)); /* grazes the tip sideways */
    check_ray(&w, hd_v(-10, 0), hd_v(20, 0));
    ENSURE(h.hit && h.t == 0.5 && hd_dot(h.normal, hd_v(20, 0)) < 0);
    hd_shape a = hd_test_shape("arc:0,0,5,10,0,90");
    h = hd_raycast(&a, hd_v(20, -10), hd_v(-10, 10)); /* into the corner (10, 0) */
    check_ray(&a, hd_v(20, -10), hd_v(-10, 10));
    ENSURE(h.hit && h.t == 1 && hd_veq(h.point, hd_v(10, 0)));
    ENSURE_SMALL(h.normal.x - sqrt(0.5), 1e-15);
    ENSURE_SMALL(h.normal.y + sqrt(0.5), 1e-15);
    hd_shape pg = hd_test_shape("polygon:0,0,10,0,10,10,5,3,0,10"); /* concave: reflex vertex (5, 3) */
    h = hd_raycast(&pg, hd_v(5, 20), hd_v(0, -20));
    check_ray(&pg, hd_v(5, 20), hd_v(0, -20));
    ENSURE(h.hit && hd_veq(h.point, hd_v(5, 3)) && h.normal.x == 0 && h.normal.y > 0);
    /* tangent exactly at an arc's end, outer and inner circle, and a curve */
    const char *ends[3] = {"arc:0,0,5,10,0,90", "arc:0,0,10,10,0,90", "arc:0,0,5,10,90,180"};
    hd_vec2 ps[3] = {{-10, 10}, {-10, 10}, {10, 5}}, ds[3] = {{20, 0}, {20, 0}, {-20, 0}}, want[3] = {{0, 10}, {0, 10}, {0, 5}};
    for (int i = 0; i < 3; i++) {
        hd_shape e = hd_test_shape(ends[i]);
        check_ray(&e, ps[i], ds[i]);
        h = hd_raycast(&e, ps[i], ds[i]);
        ENSURE(h.hit && h.t == 0.5 && hd_veq(h.point, want[i]) && hd_dot(h.normal, ds[i]) <= 0);
        hd_ray_hit m;
        ENSURE(hd__ray_pieces(&e, ps[i], ds[i], &m) && m.t == 0.5);
        /* one unit beyond the end's ray: apart */
        hd_vec2 p1 = hd_add(ps[i], hd_v(0, i == 2 ? 0 : -1));
        if (i < 2) {
            check_ray(&e, p1, ds[i]);
            ENSURE(hd_raycast(&e, p1, ds[i]).hit == true); /* y = 9 crosses the arc */
            hd_vec2 p2 = hd_add(ps[i], hd_v(0, 1));
            check_ray(&e, p2, ds[i]);
            ENSURE(!hd_raycast(&e, p2, ds[i]).hit);
        }
    }
    /* points and lines face the start */
    hd_shape pt = hd_test_shape("point:3,4");
    h = hd_raycast(&pt, hd_v(0, 0), hd_v(6, 8));
    ENSURE(h.hit && h.t == 0.5 && hd_veq(h.point, hd_v(3, 4)));
    ENSURE_SMALL(h.normal.x + 0.6, 1e-16);
    ENSURE_SMALL(h.normal.y + 0.8, 1e-16);
    hd_shape ln = hd_test_shape("line:0,0,10,0");
    h = hd_raycast(&ln, hd_v(5, 5), hd_v(0, -10));
    ENSURE(h.hit && h.t == 0.5 && h.normal.x == 0 && h.normal.y == 1);
    h = hd_raycast(&ln, hd_v(5, -5), hd_v(0, 10));
    ENSURE(h.hit && h.t == 0.5 && h.normal.x == 0 && h.normal.y == -1);
    h = hd_raycast(&ln, hd_v(20, 0), hd_v(-20, 0)); /* end-on */
    ENSURE(h.hit && h.t == 0.5 && h.normal.x == 1 && h.normal.y == 0);
    h = hd_raycast(&ln, hd_v(5, 0), hd_v(1, 1)); /* starts on it */
    ENSURE(h.hit && h.t == 0 && !h.has_normal && hd_veq(h.point, hd_v(5, 0)));
}

/* Sectors whose two rays round to one (tiny sweeps), half disks, wraps,
 * nearly full rings: the pieces against the table. */
static void odd_sectors(void)
{
    const char *specs[] = {"wedge:0,0,10,10,10.0000000001", "arc:0,0,3,10,30,30.000000000001",
                           "wedge:0,0,10,45,45.00000000000001", "arc:1,2,5,5,0,359.9999999999",
                           "wedge:0,0,8,0,180", "arc:0,0,4,9,-90,90", "wedge:0,0,10,200,520",
                           "arc:0,0,0,7,10,350", "arc:0,0,6,6,0,360", "wedge:3,3,0,0,90"};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        hd_shape b = hd_test_shape(specs[i]);
        for (int k = 0; k < 3000; k++)
            check_ray(&b, hd_v(irand(-15, 15), irand(-15, 15)), hd_v(irand(-30, 30), irand(-30, 30)));
        rays_for(&b);
    }
}

/* Doubles: P + D not a double. The pieces must still agree with the table
 * on the rounded end wherever the two segments lie on the same side of
 * everything (checked: the table on the segment P..fl(P+D) and on a slightly
 * shortened and lengthened copy all agree). */
static void float_rays_agree(void)
{
    long agree = 0, tested = 0;
    for (int kind = 0; kind < HD_KIND_COUNT; kind++)
        for (int i = 0; i < 3000; i++) {
            hd_shape b = rand_shape(kind);
            hd_vec2 p = hd_v((double)(next() % 20000) / 97.0 - 100, (double)(next() % 20000) / 89.0 - 100);
            hd_vec2 d = hd_v((double)(next() % 40000) / 83.0 - 240, (double)(next() % 40000) / 79.0 - 240);
            hd_ray_hit h = hd_raycast(&b, p, d);
            hd_vec2 q = hd_add(p, d);
            bool t0 = seg_meets(&b, p, q), t1 = seg_meets(&b, p, hd_add(p, hd_scale(d, 1 - 1e-9))),
                 t2 = seg_meets(&b, p, hd_add(p, hd_scale(d, 1 + 1e-9)));
            if (t0 != t1 || t0 != t2)
                continue; /* the far end is at B's outline: rounding decides */
            tested++;
            TEST_CTX("ray %.17g,%.17g,%.17g,%.17g  b %s", p.x, p.y, d.x, d.y, hd_test_spec(&b));
            ENSURE(h.hit == t0);
            agree += h.hit == t0;
            if (h.hit && h.has_normal) {
                /* t: a sub-segment ending well before it misses */
                if (h.t > 1e-6)
                    ENSURE(!seg_meets(&b, p, hd_add(p, hd_scale(d, h.t - 1e-6))));
                ENSURE_SMALL(hd_len(h.normal) - 1, 1e-12);
            }
        }
    printf("  %ld of %ld float rays agree with the table\n", agree, tested);
    ENSURE(tested > 20000);
}

/* The whole accepted range: B, P and D scaled by 2^k (exact) give the same
 * hit, t within 1e-12, and the same normal; no NaN or infinity. */
static hd_shape scaled(const hd_shape *b, double k, hd_vec2 *v)
{
    hd_shape s = *b;
    switch (s.kind) {
    case HD_POINT: s.point.p = hd_scale(s.point.p, k); break;
    case HD_CIRCLE: s.circle.c = hd_scale(s.circle.c, k); s.circle.r *= k; break;
    case HD_RECT: s.rect.x *= k; s.rect.y *= k; s.rect.w *= k; s.rect.h *= k; break;
    case HD_LINE: s.line.a = hd_scale(s.line.a, k); s.line.b = hd_scale(s.line.b, k); break;
    case HD_CAPSULE:
        s.capsule.a = hd_scale(s.capsule.a, k);
        s.capsule.b = hd_scale(s.capsule.b, k);
        s.capsule.r *= k;
        break;
    case HD_ARC: s.arc.c = hd_scale(s.arc.c, k); s.arc.rin *= k; s.arc.rout *= k; break;
    case HD_WEDGE: s.wedge.c = hd_scale(s.wedge.c, k); s.wedge.r *= k; break;
    case HD_POLYGON:
        for (int i = 0; i < s.polygon.n; i++)
            v[i] = hd_scale(s.polygon.v[i], k);
        s.polygon.v = v;
        s.polygon.lo = hd_scale(s.polygon.lo, k);
        s.polygon.hi = hd_scale(s.polygon.hi, k);
        break;
    default: break;
    }
    return s;
}

static void whole_range(void)
{
    static hd_vec2 v[HD_POLY_MAX];
    const int ks[4] = {-150, -60, 60, 150};
    long n = 0;
    for (int kind = 0; kind < HD_KIND_COUNT; kind++)
        for (int i = 0; i < 300; i++) {
            hd_shape b = rand_shape(kind);
            hd_vec2 f[24];
            int nf = features(&b, f);
            hd_vec2 p, d;
            if (i % 2 && nf) { /* through a feature */
                hd_vec2 d0 = rand_dir(6);
                p = hd_sub(f[i % nf], hd_scale(d0, 3));
                d = hd_scale(d0, 7);
            } else {
                p = hd_v(irand(-90, 90), irand(-90, 90));
                d = hd_v(irand(-200, 200), irand(-200, 200));
            }
            hd_ray_hit h = hd_raycast(&b, p, d);
            for (int j = 0; j < 4; j++) {
                double k = ldexp(1.0, ks[j]);
                hd_shape s = scaled(&b, k, v);
                TEST_CTX("ray %.17g,%.17g,%.17g,%.17g  b %s  scaled 2^%d", p.x, p.y, d.x, d.y, hd_test_spec(&b), ks[j]);
                hd_ray_hit g = hd_raycast(&s, hd_scale(p, k), hd_scale(d, k));
                n++;
                ENSURE(g.hit == h.hit && g.has_normal == h.has_normal);
                ENSURE_SMALL(g.t - h.t, 1e-12);
                ENSURE(isfinite(g.point.x) && isfinite(g.point.y) && isfinite(g.normal.x) && isfinite(g.normal.y));
                if (g.has_normal && h.has_normal) {
                    ENSURE_SMALL(g.normal.x - h.normal.x, 1e-9);
                    ENSURE_SMALL(g.normal.y - h.normal.y, 1e-9);
                }
                if (g.hit && h.hit) {
                    ENSURE_SMALL(g.point.x / k - h.point.x, 1e-9 * (1 + fabs(h.point.x)));
                    ENSURE_SMALL(g.point.y / k - h.point.y, 1e-9 * (1 + fabs(h.point.y)));
                }
            }
        }
    printf("  %ld scaled rays\n", n);
}

/* No hidden state: four threads at once, each on a small stack (64 KiB
 * and room for libc's thread-local blocks; 1 MiB under a sanitizer), cast
 * the same rays and get the single-thread answers bit for bit. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define RAY_STACK (1024 * 1024)
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define RAY_STACK (1024 * 1024)
#endif
#endif
#ifndef RAY_STACK
#define RAY_STACK (64 * 1024)
#endif

enum { TR_SHAPES = 64, TR_RAYS = 64 };
static hd_shape tr_shape[TR_SHAPES];
static hd_vec2 tr_p[TR_RAYS], tr_d[TR_RAYS];
static hd_ray_hit tr_ref[TR_SHAPES][TR_RAYS];

static void *tr_work(void *arg)
{
    long *bad = arg;
    for (int rep = 0; rep < 3; rep++)
        for (int i = 0; i < TR_SHAPES; i++)
            for (int j = 0; j < TR_RAYS; j++) {
                hd_ray_hit h = hd_raycast(&tr_shape[i], tr_p[j], tr_d[j]), *r = &tr_ref[i][j];
                /* field by field, bit for bit (the struct has padding) */
                if (h.hit != r->hit || h.has_normal != r->has_normal ||
                    memcmp(&h.t, &r->t, sizeof h.t) != 0 || memcmp(&h.point, &r->point, sizeof h.point) != 0 ||
                    memcmp(&h.normal, &r->normal, sizeof h.normal) != 0)
                    ++*bad;
            }
    return NULL;
}

static void threads(void)
{
    for (int i = 0; i < TR_SHAPES; i++)
    {
        hd_shape sh = rand_shape(i % HD_KIND_COUNT);
        tr_shape[i] = hd_test_own(&sh);
    }
    for (int j = 0; j < TR_RAYS; j++) {
        tr_p[j] = hd_v(irand(-60, 60) / 4.0, irand(-60, 60) / 3.0);
        tr_d[j] = hd_v(irand(-150, 150) / 7.0, irand(-150, 150) / 5.0);
    }
    for (int i = 0; i < TR_SHAPES; i++)
        for (int j = 0; j < TR_RAYS; j++) {
            tr_ref[i][j] = hd_raycast(&tr_shape[i], tr_p[j], tr_d[j]);
        }
    pthread_attr_t attr;
    ENSURE(pthread_attr_init(&attr) == 0);
    ENSURE(pthread_attr_setstacksize(&attr, RAY_STACK + 64 * 1024) == 0);
    pthread_t tid[4];
    long bad[4] = {0, 0, 0, 0};
    int started = 0;
    for (int t = 0; t < 4; t++)
        if (pthread_create(&tid[t], &attr, tr_work, &bad[t]) == 0)
            started++;
        else
            break;
    ENSURE(started == 4);
    for (int t = 0; t < started; t++)
        pthread_join(tid[t], NULL);
    pthread_attr_destroy(&attr);
    for (int t = 0; t < started; t++)
        ENSURE(bad[t] == 0);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(corners);
    RUN_SUBTEST(tangents);
    RUN_SUBTEST(random_rays_every_kind);
    RUN_SUBTEST(float_rays_agree);
    RUN_SUBTEST(whole_range);
    RUN_SUBTEST(odd_sectors);
    RUN_SUBTEST(threads);
    return hd_test_finish();
}
