/*
 * test_geom_sweep: hd_sweep against references that
 * are not its code:
 *  - dense stepping: A translated by k/64 D (integer data and integer D, so
 *    every translation is exact) tested with hd_collide; a colliding step
 *    implies hit and toi <= its t;
 *  - for convex pairs, bisection on hd_collide of A translated by t D between
 *    the last apart step and the first colliding one (the set of colliding t
 *    is an interval for convex shapes): toi within 1e-12 of it;
 *  - toi itself: A translated by toi D is within 1e-9 of B (hd_distance), and
 *    by toi - 1e-6 it is apart (hd_collide);
 *  - symmetry: hd_sweep(B, A, -D) gives the same hit and the same toi bits;
 *  - exact tangency along a path (a circle grazing a corner or an edge at
 *    exactly r: hit; one ulp farther: miss), also translated by 1e6;
 *  - a move whose end v + D is no double: a point against the vertical line
 *    at the rounded end hits iff the exact end reaches it (two-sum error);
 *  - sweeps that start touching: toi 0, no normal.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/sweep.h>

#define STEPS 64
#ifndef PER_FAMILY
#define PER_FAMILY 1000
#endif

static void fmt_pair(const hd_shape *a, const hd_shape *b, hd_vec2 d)
{
    char sa[1024], sb[1024];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    TEST_CTX("%s %s %.17g,%.17g", sa, sb, d.x, d.y);
}

static bool collide_at(const hd_shape *a, const hd_shape *b, hd_vec2 d, double t)
{
    hd_vec2 v[HD_POLY_MAX];
    hd_shape m = hd_shape_translate(a, hd_scale(d, t), v);
    return hd_collide(&m, b);
}

static double dist_at(const hd_shape *a, const hd_shape *b, hd_vec2 d, double t)
{
    hd_vec2 v[HD_POLY_MAX];
    hd_shape m = hd_shape_translate(a, hd_scale(d, t), v);
    hd_dist r;
    hd_distance(&m, b, &r);
    return r.distance;
}

static long n_hits, n_miss, n_bisect, n_graze;

/* One random sweep, all checks. */
static void check_sweep(const hd_shape *a, const hd_shape *b, hd_vec2 d)
{
    fmt_pair(a, b, d);
    hd_sweep_hit h, m;
    int rc = hd_sweep(a, b, d, &h);
    int rc2 = hd_sweep(b, a, hd_neg(d), &m);
    ENSURE(rc == HD_SWEEP_OK);
    ENSURE(rc2 == HD_SWEEP_OK);
    if (rc || rc2)
        return;
    ENSURE(h.hit == m.hit);
    ENSURE(memcmp(&h.toi, &m.toi, sizeof h.toi) == 0);
    h.hit ? n_hits++ : n_miss++;
    /* dense stepping (exact translations) */
    int first = -1;
    for (int k = 0; k <= STEPS && first < 0; k++)
        if (collide_at(a, b, d, (double)k / STEPS))
            first = k;
    if (first >= 0) {
        ENSURE(h.hit);
        ENSURE(h.toi <= (double)first / STEPS + 1e-12);
        /* (a non-convex pair may touch between two apart steps) */
        if (first > 0 && hd_shape_is_convex(a) && hd_shape_is_convex(b))
            ENSURE(h.toi > (double)(first - 1) / STEPS - 1e-12);
    }
    if (!h.hit) {
        ENSURE(!h.has_normal && h.toi == 0);
        return;
    }
    ENSURE(h.toi >= 0 && h.toi <= 1);
    ENSURE(h.has_normal == (h.toi > 0));
    /* bisection on the exact collide predicate (convex pairs) */
    if (first > 0 && hd_shape_is_convex(a) && hd_shape_is_convex(b)) {
        double lo = (double)(first - 1) / STEPS, hi = (double)first / STEPS;
        while (hi - lo > 1e-14) {
            double mid = lo + (hi - lo) / 2;
            if (collide_at(a, b, d, mid))
                hi = mid;
            else
                lo = mid;
        }
        ENSURE_SMALL(h.toi - hi, 1.5e-12);
        n_bisect++;
    }
    /* at toi they touch; a little before, they are apart */
    double scale = 1 + fabs(d.x) + fabs(d.y);
    ENSURE(dist_at(a, b, d, h.toi) <= 1e-9 * scale);
    if (h.toi > 1e-6)
        ENSURE(!collide_at(a, b, d, h.toi - 1e-6));
    else if (h.toi == 0)
        ENSURE(hd_collide(a, b));
    if (first < 0)
        n_graze++;
    if (h.has_normal) {
        ENSURE_SMALL(hd_len(h.normal) - 1, 1e-12);
        ENSURE(hd_dot(h.normal, d) <= 1e-9 * hd_len(d));
        /* the point is on B (within rounding) and on A moved by toi */
        ENSURE(hd_test_outline_dist(b, h.point) <= 1e-7 * scale);
    }
}

static hd_shape gen(hd_rng *r, hd_kind k, hd_vec2 *store, int range)
{
    hd_gen_opts o = {range, 0, false};
    hd_shape s = hd_gen_shape(r, k, &o);
    hd_shape out;
    hd_shape_copy(&out, store, &s);
    return out;
}

static void random_families(void)
{
    hd_rng r = {20260118};
    static hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            bool sa = ka == HD_ARC || ka == HD_WEDGE, sb = kb == HD_ARC || kb == HD_WEDGE;
            if (sa && sb)
                continue;
            for (int i = 0; i < PER_FAMILY; i++) {
                /* A and B 10..40 apart, D long enough to reach often */
                hd_shape a = gen(&r, (hd_kind)ka, va, 12), b = gen(&r, (hd_kind)kb, vb, 12);
                hd_vec2 off = {hd_rng_int(&r, -30, 30), hd_rng_int(&r, -30, 30)};
                hd_vec2 vt[HD_POLY_MAX];
                b = hd_shape_translate(&b, off, vt);
                memcpy(vb, vt, sizeof vt);
                if (b.kind == HD_POLYGON)
                    b.polygon.v = vb;
                hd_vec2 d = {hd_rng_int(&r, -60, 60), hd_rng_int(&r, -60, 60)};
                if (i % 2)
                    check_sweep(&a, &b, d);
                else
                    check_sweep(&b, &a, d);
            }
        }
    printf("  %ld hits (%ld bisected against hd_collide, %ld found by no step), %ld misses\n", n_hits, n_bisect,
           n_graze, n_miss);
}

static hd_shape circ(double x, double y, double r) { return (hd_shape){.kind = HD_CIRCLE, .circle = {{x, y}, r}}; }

static void tangency(void)
{
    for (int big = 0; big < 2; big++) {
        double o = big ? 1e6 : 0;
        /* a circle of radius 5 grazing the corner (0, 0) of rect x <= 0,
         * y >= 0: centre path (4, -3) + s (3, 4), closest at s = 0 */
        hd_shape rect = {.kind = HD_RECT, .rect = {o - 10, o + 0, 10, 10}};
        hd_vec2 d = {12, 16};
        hd_shape c = circ(o - 2, o - 11, 5);
        fmt_pair(&c, &rect, d);
        hd_sweep_hit h;
        ENSURE(hd_sweep(&c, &rect, d, &h) == 0);
        ENSURE(h.hit && h.toi == 0.5);
        ENSURE(h.has_normal && fabs(h.normal.x - 0.8) < 1e-12 && fabs(h.normal.y + 0.6) < 1e-12);
        ENSURE(h.point.x == o && h.point.y == o);
        /* one ulp farther: the start moved right, or the radius smaller */
        hd_shape c2 = circ(nextafter(o - 2, INFINITY), o - 11, 5), c3 = circ(o - 2, o - 11, nextafter(5, 0));
        ENSURE(hd_sweep(&c2, &rect, d, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(&c3, &rect, d, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(&rect, &c2, hd_neg(d), &h) == 0 && !h.hit);
        /* a circle sliding along a line at exactly r */
        hd_shape line = {.kind = HD_LINE, .line = {{o + 50, o + 5}, {o + 60, o + 5}}};
        hd_shape c4 = circ(o, o, 5);
        /* touches the end (50, 5) when the centre is at (50, 0) */
        ENSURE(hd_sweep(&c4, &line, hd_v(100, 0), &h) == 0 && h.hit && h.toi == 0.5);
        ENSURE(h.normal.x == 0 && h.normal.y == -1);
        hd_shape line2 = {.kind = HD_LINE, .line = {{o + 50, nextafter(o + 5, INFINITY)}, {o + 60, o + 5}}};
        ENSURE(hd_sweep(&c4, &line2, hd_v(100, 0), &h) == 0 && h.hit); /* one end still at r */
        hd_shape line3 = {.kind = HD_LINE,
                          .line = {{o + 50, nextafter(o + 5, INFINITY)}, {o + 60, nextafter(o + 5, INFINITY)}}};
        ENSURE(hd_sweep(&c4, &line3, hd_v(100, 0), &h) == 0 && !h.hit);
        /* the same graze of a wedge's tip, and a capsule against a polygon corner */
        hd_shape w = {.kind = HD_WEDGE, .wedge = {{o - 10, o + 0}, 10, 0, 90}};
        ENSURE(hd_sweep(&c, &w, d, &h) == 0 && h.hit && fabs(h.toi - 0.5) < 1e-12);
        ENSURE(hd_sweep(&w, &c, hd_neg(d), &h) == 0 && h.hit && fabs(h.toi - 0.5) < 1e-12);
        /* (c3, radius one ulp less, against w is not checked: hd_collide of
         * the capsule it sweeps and that wedge says true, a library fault
         * at the ulp level: capsule:-2,-11,10,5,4.9999999999999991 against
         * wedge:-10,0,10,0,90, while the circle at the closest approach,
         * and the same corner as a polygon, are apart) */
        /* c2's start + d is a double only at 1e6; exact either way */
        ENSURE(hd_sweep(&c2, &w, d, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(&w, &c2, hd_neg(d), &h) == 0 && !h.hit);
        ENSURE(hd_sweep(&c3, &w, d, &h) == 0 && !h.hit);
        hd_vec2 pv[3] = {{o, o}, {o - 10, o}, {o, o + 10}};
        hd_shape pg;
        ENSURE(hd_polygon_make(pv, 3, &pg, NULL, 0));
        hd_shape cap = {.kind = HD_CAPSULE, .capsule = {{o - 2, o - 11}, {o - 2, o - 11}, 5}};
        ENSURE(hd_sweep(&cap, &pg, d, &h) == 0 && h.hit && h.toi == 0.5);
        cap.capsule.r = nextafter(5, 0);
        ENSURE(hd_sweep(&cap, &pg, d, &h) == 0 && !h.hit);
    }
}

/* A point moved by d whose end p + d is not a double, against the vertical
 * segment at x = fl(p.x + d.x): it hits iff the exact sum reaches x. */
static void inexact_end(void)
{
    hd_rng r = {77};
    int hits = 0, misses = 0;
    for (int i = 0; i < 3000; i++) {
        double px = (double)(hd_rng_next(&r) >> 11) / 9007199254740992.0 * 1000;
        double dx = (double)(hd_rng_next(&r) >> 11) / 9007199254740992.0 * 10 + 1e-3;
        double s = px + dx, bv = s - px, av = s - bv;
        double e = (px - av) + (dx - bv); /* two-sum error: px + dx == s + e exactly */
        for (int k = -1; k <= 1; k++) {
            double x = k < 0 ? nextafter(s, -INFINITY) : k > 0 ? nextafter(s, INFINITY) : s;
            hd_shape p = {.kind = HD_POINT, .point = {{px, 0.25}}};
            hd_shape l = {.kind = HD_LINE, .line = {{x, -1}, {x, 1}}};
            bool expect = k < 0 || (k == 0 && e >= 0);
            hd_sweep_hit h;
            fmt_pair(&p, &l, hd_v(dx, 0));
            ENSURE(hd_sweep(&p, &l, hd_v(dx, 0), &h) == 0 && h.hit == expect);
            hd_sweep_hit m;
            ENSURE(hd_sweep(&l, &p, hd_v(-dx, 0), &m) == 0 && m.hit == expect && m.toi == h.toi);
            if (h.hit)
                ENSURE(fabs(h.toi - (x - px) / dx) < 1e-12);
            h.hit ? hits++ : misses++;
        }
    }
    printf("  %d hits, %d misses at the rounded end\n", hits, misses);
}

static void start_touching(void)
{
    hd_shape a = circ(0, 0, 5), b = {.kind = HD_RECT, .rect = {5, -1, 3, 2}};
    hd_sweep_hit h;
    ENSURE(hd_sweep(&a, &b, hd_v(-10, 3), &h) == 0 && h.hit && h.toi == 0 && !h.has_normal);
    ENSURE(h.point.x == 5 && h.point.y == 0);
    hd_shape w = {.kind = HD_WEDGE, .wedge = {{10, 0}, 5, 90, 270}};
    ENSURE(hd_sweep(&w, &a, hd_v(7, 7), &h) == 0 && h.hit && h.toi == 0 && !h.has_normal);
    ENSURE(hd_sweep(&a, &a, hd_v(0, 0), &h) == 0 && h.hit && h.toi == 0);
    hd_shape far = circ(100, 0, 1);
    ENSURE(hd_sweep(&a, &far, hd_v(0, 0), &h) == 0 && !h.hit);
    /* refused pairs */
    hd_shape arc = {.kind = HD_ARC, .arc = {{0, 0}, 1, 2, 0, 90}};
    ENSURE(hd_sweep(&arc, &w, hd_v(1, 1), &h) == HD_SWEEP_UNSUPPORTED && !h.hit);
    ENSURE(strlen(hd_sweep_error(HD_SWEEP_UNSUPPORTED)) > 10);
    /* a point whose end 0.1 + 0.2 is no double: exact now (it stops short
     * of the wedge's tip region at x = 5) */
    hd_shape p = {.kind = HD_POINT, .point = {{0.1, 0}}};
    ENSURE(hd_sweep(&p, &w, hd_v(0.2, 0), &h) == HD_SWEEP_OK && !h.hit);
    ENSURE(hd_sweep(&p, &w, hd_v(5.2, 0), &h) == HD_SWEEP_OK && h.hit && fabs(h.toi - 4.9 / 5.2) < 1e-12);
    /* a circle whose moved centre is no double: exact too (0.1 + 3.9 is
     * just below 4: the disk of radius 1 stops short of x = 5) */
    hd_shape cp = circ(0.1, 0, 1);
    ENSURE(hd_sweep(&cp, &w, hd_v(0.2, 0), &h) == HD_SWEEP_OK && !h.hit);
    ENSURE(hd_sweep(&cp, &w, hd_v(3.9, 0), &h) == HD_SWEEP_OK && !h.hit);
    ENSURE(hd_sweep(&cp, &w, hd_v(nextafter(3.9, 4), 0), &h) == HD_SWEEP_OK && h.hit);
    ENSURE(hd_sweep(&cp, &w, hd_v(5.2, 0), &h) == HD_SWEEP_OK && h.hit && fabs(h.toi - 3.9 / 5.2) < 1e-12);
    ENSURE(strcmp(hd_sweep_error((hd_sweep_code)2), "unknown sweep error") == 0); /* HD_SWEEP_INEXACT is gone */
}

/* Random sweeps of each of the six kinds against an arc and a wedge, both
 * roles, with decimal data: B's centre or vertices moved by a random
 * multiple of 0.001 and D a random multiple of 0.001, so that the moved
 * coordinates v + D are (almost always) not doubles. The references are
 * check_sweep's: dense stepping of hd_collide on the translated shape
 * (whose coordinates are the rounded v + t D: a step within an ulp of a
 * contact could disagree, far rarer than these counts), bisection on
 * hd_collide for toi, the symmetry bit for bit. */
static void decimal_sectors(void)
{
    hd_rng r = {20261202};
    static hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    const hd_kind movers[6] = {HD_POINT, HD_CIRCLE, HD_RECT, HD_LINE, HD_POLYGON, HD_CAPSULE};
    const hd_kind sectors[2] = {HD_ARC, HD_WEDGE};
    long before_hits = n_hits, before_miss = n_miss, before_bisect = n_bisect;
    for (int km = 0; km < 6; km++)
        for (int ks = 0; ks < 2; ks++)
            for (int i = 0; i < PER_FAMILY; i++) {
                hd_shape a = gen(&r, movers[km], va, 12), b = gen(&r, sectors[ks], vb, 12);
                hd_vec2 off = {hd_rng_int(&r, -20000, 20000) / 1000.0, hd_rng_int(&r, -20000, 20000) / 1000.0};
                hd_vec2 offa = {hd_rng_int(&r, -999, 999) / 1000.0, hd_rng_int(&r, -999, 999) / 1000.0};
                hd_vec2 vt[HD_POLY_MAX];
                b = hd_shape_translate(&b, off, vt);
                a = hd_shape_translate(&a, offa, va);
                if (a.kind == HD_POLYGON) {
                    memcpy(vt, va, sizeof vt);
                    a.polygon.v = vt;
                    if (!hd_shape_validate(&a, NULL, 0))
                        continue;
                    memcpy(va, vt, sizeof vt);
                    a.polygon.v = va;
                }
                hd_vec2 d = {hd_rng_int(&r, -60000, 60000) / 1000.0, hd_rng_int(&r, -60000, 60000) / 1000.0};
                if (i % 2)
                    check_sweep(&a, &b, d);
                else
                    check_sweep(&b, &a, d);
            }
    printf("  %ld hits (%ld bisected against hd_collide), %ld misses, none refused\n", n_hits - before_hits,
           n_bisect - before_bisect, n_miss - before_miss);
}

/* The region a shape without a radius sweeps (itself at 0 and at 1, its
 * vertices' segments, its edges' parallelograms) against b with hd_collide:
 * an exact reference for hit where every moved coordinate is a double
 * (integer data). */
static bool swept_region_hit(const hd_shape *a, const hd_shape *b, hd_vec2 d)
{
    hd_vec2 v[HD_POLY_MAX], mv[HD_POLY_MAX];
    int n = 0;
    switch (a->kind) {
    case HD_POINT: v[n++] = a->point.p; break;
    case HD_LINE: v[n++] = a->line.a; v[n++] = a->line.b; break;
    case HD_RECT:
        n = hd_test_rect_corners(&a->rect, v);
        break;
    default:
        for (int i = 0; i < a->polygon.n; i++)
            v[n++] = a->polygon.v[i];
    }
    hd_shape m = hd_shape_translate(a, d, mv);
    if (hd_collide(a, b) || hd_collide(&m, b))
        return true;
    for (int i = 0; i < n; i++) {
        hd_shape l = {.kind = HD_LINE, .line = {v[i], hd_add(v[i], d)}};
        if (hd_collide(&l, b))
            return true;
    }
    int ne = n == 1 ? 0 : n == 2 ? 1 : n;
    for (int j = 0; j < ne; j++) {
        hd_vec2 p = v[j], q = v[(j + 1) % n];
        hd_vec2 quad[4] = {p, q, hd_add(q, d), hd_add(p, d)};
        hd_shape pg;
        if (hd_polygon_make(quad, 4, &pg, NULL, 0) && hd_collide(&pg, b))
            return true;
    }
    return false;
}

/* Integer sweeps of a point, line, rect or polygon against an arc or a
 * wedge, both roles: hit as the swept region says. */
static void swept_region_reference(void)
{
    hd_rng r = {1202};
    static hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    const hd_kind movers[4] = {HD_POINT, HD_RECT, HD_LINE, HD_POLYGON};
    long hits = 0, total = 0;
    for (int km = 0; km < 4; km++)
        for (int ks = 0; ks < 2; ks++)
            for (int i = 0; i < PER_FAMILY; i++) {
                hd_shape a = gen(&r, movers[km], va, 12), b = gen(&r, ks ? HD_WEDGE : HD_ARC, vb, 12);
                hd_vec2 off = {hd_rng_int(&r, -20, 20), hd_rng_int(&r, -20, 20)};
                hd_vec2 vt[HD_POLY_MAX];
                b = hd_shape_translate(&b, off, vt);
                hd_vec2 d = {hd_rng_int(&r, -40, 40), hd_rng_int(&r, -40, 40)};
                fmt_pair(&a, &b, d);
                bool want = swept_region_hit(&a, &b, d);
                hd_sweep_hit h, m;
                ENSURE(hd_sweep(&a, &b, d, &h) == 0 && h.hit == want);
                ENSURE(hd_sweep(&b, &a, hd_neg(d), &m) == 0 && m.hit == want);
                hits += want;
                total++;
            }
    printf("  %ld sweeps, %ld hits\n", total, hits);
}

/* The distance from the region a circle's centre or a capsule's axis sweeps
 * (the segment c .. c + d; the parallelogram a, b, b + d, a + d) to b, by
 * hd_distance of lines and of that parallelogram (plain doubles, another
 * code path than the sweep's signs). */
static double round_region_dist(const hd_shape *m, const hd_shape *s, hd_vec2 d)
{
    if (m->kind == HD_CIRCLE) {
        hd_shape l = {.kind = HD_LINE, .line = {m->circle.c, hd_add(m->circle.c, d)}};
        hd_dist r;
        hd_distance(&l, s, &r);
        return r.distance;
    }
    hd_vec2 a = m->capsule.a, b = m->capsule.b, a1 = hd_add(a, d), b1 = hd_add(b, d);
    hd_shape ls[4] = {{.kind = HD_LINE, .line = {a, a1}},
                      {.kind = HD_LINE, .line = {b, b1}},
                      {.kind = HD_LINE, .line = {a1, b1}},
                      {.kind = HD_LINE, .line = {a, b}}};
    double best = INFINITY;
    for (int i = 0; i < 4; i++) {
        hd_dist r;
        hd_distance(&ls[i], s, &r);
        best = fmin(best, r.distance);
    }
    hd_vec2 q[4] = {a, b, b1, a1};
    hd_shape pg;
    if (fabs(hd_cross(hd_sub(b, a), d)) > 1e-6 && hd_polygon_make(q, 4, &pg, NULL, 0)) {
        hd_dist r;
        hd_distance(&pg, s, &r);
        best = fmin(best, r.distance);
    }
    return best;
}

/* The first t on a grid of 2048 steps, then bisected, where the swept
 * distance falls to r (the circle's centre moved by t d against s), by
 * hd_distance; -1 if none. */
static double circle_toi_ref(const hd_shape *m, const hd_shape *s, hd_vec2 d)
{
    double prev = 0;
    for (int k = 0; k <= 2048; k++) {
        double t = k / 2048.0;
        hd_shape l = {.kind = HD_LINE, .line = {m->circle.c, hd_add(m->circle.c, hd_scale(d, t))}};
        hd_dist r;
        hd_distance(&l, s, &r);
        if (r.distance <= m->circle.r) {
            double lo = prev, hi = t;
            while (hi - lo > 1e-15) {
                double mid = lo + (hi - lo) / 2;
                hd_shape p = {.kind = HD_POINT, .point = {hd_add(m->circle.c, hd_scale(d, mid))}};
                hd_distance(&p, s, &r);
                if (r.distance <= m->circle.r)
                    hi = mid;
                else
                    lo = mid;
            }
            return hi;
        }
        prev = t;
    }
    return -1;
}

/* Circles and capsules of radius > 0 against arcs and wedges, both roles,
 * integer and decimal data (moved coordinates mostly no doubles): hit as
 * the swept region's distance says wherever it is 1e-9 or more from r; a
 * circle's toi against the bisected distance wherever the approach is not
 * grazing (the distance falls at 1e-3 |d| or faster there). */
static void round_region_reference(void)
{
    hd_rng r = {1203};
    static hd_vec2 vb[HD_POLY_MAX];
    long decided = 0, hits = 0, tois = 0;
    for (int dec = 0; dec < 2; dec++)
        for (int km = 0; km < 2; km++)
            for (int ks = 0; ks < 2; ks++)
                for (int i = 0; i < PER_FAMILY; i++) {
                    hd_vec2 va[2];
                    hd_shape a = gen(&r, km ? HD_CAPSULE : HD_CIRCLE, va, 12), b = gen(&r, ks ? HD_WEDGE : HD_ARC, vb, 12);
                    double k = dec ? 1000.0 : 1.0;
                    hd_vec2 off = {hd_rng_int(&r, -20000, 20000) / 1000.0, hd_rng_int(&r, -20000, 20000) / 1000.0};
                    if (!dec)
                        off = hd_v(round(off.x), round(off.y));
                    hd_vec2 vt[HD_POLY_MAX];
                    b = hd_shape_translate(&b, off, vt);
                    if (dec) {
                        hd_vec2 offa = {hd_rng_int(&r, -999, 999) / 1000.0, hd_rng_int(&r, -999, 999) / 1000.0};
                        hd_vec2 tv[2];
                        a = hd_shape_translate(&a, offa, tv);
                    }
                    hd_vec2 d = {hd_rng_int(&r, -40 * (int)k, 40 * (int)k) / k, hd_rng_int(&r, -40 * (int)k, 40 * (int)k) / k};
                    double rad = a.kind == HD_CIRCLE ? a.circle.r : a.capsule.r;
                    if (rad == 0 || (d.x == 0 && d.y == 0))
                        continue;
                    fmt_pair(&a, &b, d);
                    double dist = round_region_dist(&a, &b, d);
                    hd_sweep_hit h, m;
                    ENSURE(hd_sweep(&a, &b, d, &h) == 0);
                    ENSURE(hd_sweep(&b, &a, hd_neg(d), &m) == 0);
                    ENSURE(h.hit == m.hit && memcmp(&h.toi, &m.toi, sizeof h.toi) == 0);
                    if (fabs(dist - rad) < 1e-9)
                        continue;
                    decided++;
                    bool want = dist < rad;
                    hits += want;
                    ENSURE(h.hit == want);
                    if (!want || a.kind != HD_CIRCLE || hd_collide(&a, &b))
                        continue;
                    double t = circle_toi_ref(&a, &b, d);
                    ENSURE(t >= 0);
                    if (t <= 1e-6)
                        continue;
                    hd_shape p0 = {.kind = HD_POINT, .point = {hd_add(a.circle.c, hd_scale(d, t - 1e-6))}};
                    hd_dist r0;
                    hd_distance(&p0, &b, &r0);
                    if (r0.distance - rad < 1e-9 * hd_len(d))
                        continue; /* grazing: toi is ill-conditioned in doubles */
                    ENSURE_SMALL(h.toi - t, 1e-10);
                    tois++;
                }
    printf("  %ld sweeps decided by the swept distance, %ld hits, %ld circle tois checked\n", decided, hits, tois);
    ENSURE(decided > 5 * PER_FAMILY && hits > PER_FAMILY && tois > PER_FAMILY / 5);
}

/* Exact grazes of a sector's corner, radial edge and outer arc by shapes
 * without a radius, with decimal data whose contact is exact: hit (toi as
 * built), one ulp short a miss, and the mirror sweep the same. */
static void grazes_at(double k)
{
    /* wedge centre (0.25, 5), radius 4.875, 0..90: the corner of its start
     * ray is (5.125, 5) */
    hd_shape w = {.kind = HD_WEDGE, .wedge = {{0.25 * k, 5 * k}, 4.875 * k, 0, 90}};
    hd_shape arc = {.kind = HD_ARC, .arc = {{0.25 * k, 5 * k}, 2.5 * k, 4.875 * k, 0, 90}};
    hd_sweep_hit h, m;
    for (int s = 0; s < 2; s++) {
        const hd_shape *S = s ? &arc : &w;
        /* a point through the corner at t = 0.5 (p + 0.5 d is the corner
         * exactly: 5.125 - 3.3 and 5 - 4.3 are exact by Sterbenz), leaving
         * the sector's closure at once; p + d is no double */
        hd_vec2 p0 = {3.3 * k, 4.3 * k};
        hd_vec2 d = {2 * (5.125 - 3.3) * k, 2 * (5 - 4.3) * k};
        hd_shape pt = {.kind = HD_POINT, .point = {p0}};
        fmt_pair(&pt, S, d);
        ENSURE(hd_sweep(&pt, S, d, &h) == 0 && h.hit && fabs(h.toi - 0.5) <= 1e-12);
        ENSURE(h.has_normal && hd_dot(h.normal, d) <= 0 && fabs(hd_len(h.normal) - 1) < 1e-12);
        ENSURE(fabs(h.point.x - 5.125 * k) < 1e-12 * k && fabs(h.point.y - 5 * k) < 1e-12 * k);
        ENSURE(hd_sweep(S, &pt, hd_neg(d), &m) == 0 && m.hit && memcmp(&m.toi, &h.toi, sizeof h.toi) == 0);
        pt.point.p.y = nextafter(4.3 * k, 0); /* one ulp lower: passes below the corner */
        ENSURE(hd_sweep(&pt, S, d, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(S, &pt, hd_neg(d), &m) == 0 && !m.hit);
        /* a segment rising onto the start ray's line at t = 1 (4.3 + (5 -
         * 4.3) is 5 exactly), x moved by a decimal: it overlaps the radial
         * edge there; one ulp less rise: a miss */
        hd_shape ln = {.kind = HD_LINE, .line = {{4.1 * k, 4.3 * k}, {6.1 * k, 4.3 * k}}};
        hd_vec2 d2 = {0.37 * k, (5 - 4.3) * k};
        fmt_pair(&ln, S, d2);
        ENSURE(hd_sweep(&ln, S, d2, &h) == 0 && h.hit && h.toi == 1);
        ENSURE(hd_sweep(S, &ln, hd_neg(d2), &m) == 0 && m.hit && m.toi == 1);
        hd_vec2 d3 = {0.37 * k, nextafter((5 - 4.3) * k, 0)};
        ENSURE(hd_sweep(&ln, S, d3, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(S, &ln, hd_neg(d3), &m) == 0 && !m.hit);
        /* the same as a polygon's edge (a triangle below it) */
        hd_vec2 tv[3] = {{4.1 * k, 4.3 * k}, {6.1 * k, 4.3 * k}, {5.1 * k, 3.3 * k}};
        hd_shape tri;
        ENSURE(hd_polygon_make(tv, 3, &tri, NULL, 0));
        ENSURE(hd_sweep(&tri, S, d2, &h) == 0 && h.hit && h.toi == 1);
        ENSURE(hd_sweep(&tri, S, d3, &h) == 0 && !h.hit);
    }
    /* a segment below the wedge (0.3, 5), r 4.875, 200..340 rising until
     * it is tangent to the outer arc at (0.3, 0.125) at t = 1 (0.1 + (0.125
     * - 0.1) is 0.125 exactly); one ulp less: a miss. The tangent point is
     * inside the segment and no vertex comes near the arc. */
    hd_shape w2 = {.kind = HD_WEDGE, .wedge = {{0.3 * k, 5 * k}, 4.875 * k, 200, 340}};
    hd_shape w3 = {.kind = HD_ARC, .arc = {{0.3 * k, 5 * k}, 1.5 * k, 4.875 * k, 200, 340}};
    for (int s = 0; s < 2; s++) {
        const hd_shape *S = s ? &w3 : &w2;
        hd_shape ln = {.kind = HD_LINE, .line = {{-0.83 * k, 0.1 * k}, {1.07 * k, 0.1 * k}}};
        hd_vec2 d = {0.41 * k, (0.125 - 0.1) * k};
        fmt_pair(&ln, S, d);
        ENSURE(hd_sweep(&ln, S, d, &h) == 0 && h.hit && h.toi == 1);
        ENSURE(h.has_normal && fabs(h.normal.x) < 1e-12 && fabs(h.normal.y + 1) < 1e-12);
        ENSURE(fabs(h.point.x - 0.3 * k) < 1e-12 * k && fabs(h.point.y - 0.125 * k) < 1e-12 * k);
        ENSURE(hd_sweep(S, &ln, hd_neg(d), &m) == 0 && m.hit && m.toi == 1);
        hd_vec2 d2 = {0.41 * k, nextafter((0.125 - 0.1) * k, 0)};
        ENSURE(hd_sweep(&ln, S, d2, &h) == 0 && !h.hit);
        ENSURE(hd_sweep(S, &ln, hd_neg(d2), &m) == 0 && !m.hit);
        /* the tangent direction (270 degrees) outside the range: a miss */
        hd_shape w4 = *S;
        if (w4.kind == HD_WEDGE) {
            w4.wedge.start = 280;
            w4.wedge.end = 340;
        } else {
            w4.arc.start = 280;
            w4.arc.end = 340;
        }
        ENSURE(hd_sweep(&ln, &w4, d, &h) == 0 && !h.hit);
    }
}

static void decimal_grazes(void)
{
    /* scaled by powers of two (exact): the same answers near the ends of
     * the accepted range */
    grazes_at(1);
    grazes_at(0x1p-100);
    grazes_at(0x1p150);
    /* below 2^-120 too (rpoly.h's wide expansions): exact, never refused */
    {
        double k = 0x1p-150;
        hd_shape w = {.kind = HD_WEDGE, .wedge = {{0.25 * k, 5 * k}, 4.875 * k, 0, 90}};
        hd_shape pt = {.kind = HD_POINT, .point = {{3.3 * k, 4.3 * k}}};
        hd_vec2 d = {2 * (5.125 - 3.3) * k, 2 * (5 - 4.3) * k};
        hd_sweep_hit h;
        int rc = hd_sweep(&pt, &w, d, &h);
        ENSURE(rc == HD_SWEEP_OK && h.hit && fabs(h.toi - 0.5) <= 1e-12);
    }
    /* a rect whose far x edge -0.1 + 1 is no double: its corner (-0.1 + 1,
     * 0.35) moved by (0.1, -0.35) ends exactly on the tip (1, 0) of a wedge
     * 270..360; the rect reaches x >= 1 and y <= 0 only there. One ulp less
     * in either component: a miss. */
    hd_shape rc = {.kind = HD_RECT, .rect = {-0.1, 0.35, 1, 1}};
    hd_shape wd = {.kind = HD_WEDGE, .wedge = {{1, 0}, 3, 270, 360}};
    hd_vec2 ds[3] = {{0.1, -0.35}, {0.1, nextafter(-0.35, 0)}, {nextafter(0.1, 0), -0.35}};
    for (int i = 0; i < 3; i++) {
        hd_sweep_hit h, m;
        fmt_pair(&rc, &wd, ds[i]);
        ENSURE(hd_sweep(&rc, &wd, ds[i], &h) == 0 && h.hit == (i == 0));
        ENSURE(hd_sweep(&wd, &rc, hd_neg(ds[i]), &m) == 0 && m.hit == h.hit && memcmp(&m.toi, &h.toi, sizeof h.toi) == 0);
        if (i == 0) {
            ENSURE(h.toi == 1 && h.point.x == 1 && h.point.y == 0);
            /* the long move: the corner on the tip at t = 0.5 */
            ENSURE(hd_sweep(&rc, &wd, hd_scale(ds[0], 2), &h) == 0 && h.hit && fabs(h.toi - 0.5) <= 1e-12);
        }
    }
}

/* A thin wall: every step misses, the sweep hits. */
static void tunnelling(void)
{
    hd_shape a = circ(0, 0, 1), wall = {.kind = HD_RECT, .rect = {50, -20, 0.5, 40}};
    hd_vec2 d = {100, 0};
    hd_sweep_hit h;
    ENSURE(!collide_at(&a, &wall, d, 0) && !collide_at(&a, &wall, d, 1));
    ENSURE(hd_sweep(&a, &wall, d, &h) == 0 && h.hit && h.toi == 0.49);
    ENSURE(h.normal.x == -1 && h.normal.y == 0 && h.point.x == 50 && h.point.y == 0);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(tangency);
    RUN_SUBTEST(inexact_end);
    RUN_SUBTEST(start_touching);
    RUN_SUBTEST(tunnelling);
    RUN_SUBTEST(random_families);
    RUN_SUBTEST(decimal_sectors);
    RUN_SUBTEST(decimal_grazes);
    RUN_SUBTEST(swept_region_reference);
    RUN_SUBTEST(round_region_reference);
    return hd_test_finish();
}
