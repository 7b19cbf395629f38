/*
 * test_geom_arcarc: the exact arc/arc crossing predicate
 * (hd_circles_cross_in_ranges, exact.c: wide-exponent expansions of plain
 * doubles) at the ends of the accepted range.
 *
 *  - right_triangles: crossings known by construction. Circles (o1, a) and
 *    (o2, b) with o2 - o1 = (b, a) meet at x = o1 + (0, a) = o2 - (b, 0):
 *    both directions are axis rays, exact whatever a and b (1e-50 next to
 *    1e50 included). Ranges ending exactly there must hold x; ranges one
 *    ray step past it (the next angle whose ray differs), a radius or a
 *    centre one ulp off must not. Under the 8 symmetries of the square,
 *    with centres tiny, huge, mixed and zero; also through hd_collide on
 *    arcs of zero width.
 *  - symmetry_random: swapping the circles (side s becomes -s), scaling
 *    everything by 2^k and mirroring give the same answers on random
 *    crossing circles of mixed magnitudes, and the exact path alone
 *    (hd_circles_cross_in_ranges_exact, no filter in doubles) the same.
 *  - against_long_double (x87 long double only): the same answers, the
 *    filtered ones and the exact path's alone, as the predicate's former
 *    80-bit long-double expansions (arc_ref_ldbl.c) on 100,000 random
 *    crossing pairs of every magnitude mix (one side each; the exact path
 *    alone on a fifth of them).
 */
#include "hd_test.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "arc_ref_ldbl.h"
#include "geom_internal.h"

/* Random pairs per subtest: a quarter in sanitizer builds (Debug, ASan:
 * they look for memory and undefined-behaviour errors, the plain build for
 * answers). */
#if defined(__SANITIZE_ADDRESS__)
#define HD_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HD_SANITIZED 1
#endif
#endif
#ifdef HD_SANITIZED
#define RANDOM_DIV 4
#else
#define RANDOM_DIV 1
#endif

static double urand(hd_rng *r) { return (double)(hd_rng_next(r) >> 11) * 0x1p-53; }

static bool accepted(double v) { return v == 0 || (fabs(v) >= HD_COORD_MIN && fabs(v) <= HD_COORD_MAX); }

static bool accepted_v(hd_vec2 p) { return accepted(p.x) && accepted(p.y); }

/* The predicate's precondition, decided exactly (as arc_arc does). */
static bool cross_properly(hd_vec2 o1, double R1, hd_vec2 o2, double R2)
{
    return !(o1.x == o2.x && o1.y == o2.y) && hd_sign_dist2_pt(o2, o1, R1, R2) < 0 &&
           hd_sign_dist2_pt(o2, o1, R1, -R2) > 0;
}

static bool same_ray(hd_vec2 a, hd_vec2 b) { return a.x == b.x && a.y == b.y; }

/* The nearest angle beyond deg (towards dir, +1 or -1) whose ray differs
 * from deg's: one ray step. */
static double ray_step(double deg, int dir)
{
    hd_vec2 r0 = hd_ray_deg(deg);
    double step = fabs(deg) > 0 ? nextafter(fabs(deg), INFINITY) - fabs(deg) : DBL_TRUE_MIN;
    for (;;) {
        double d = deg + dir * step;
        if (!same_ray(hd_ray_deg(d), r0))
            return d;
        step *= 2;
    }
}

/* x, y -> one of the 8 symmetries of the square (sym 0..7). */
static hd_vec2 sym_apply(int sym, hd_vec2 v)
{
    for (int i = 0; i < (sym & 3); i++)
        v = hd_v(-v.y, v.x);
    if (sym & 4)
        v = hd_v(-v.x, v.y);
    return hd_v(v.x + 0.0, v.y + 0.0);
}

/* The angle in [0, 360) of an axis direction. */
static double axis_deg(hd_vec2 d)
{
    if (d.x > 0) return 0;
    if (d.y > 0) return 90;
    if (d.x < 0) return 180;
    return 270;
}

static hd_shape arc_shape(hd_vec2 c, double r, double start, double end)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_ARC;
    s.arc.c = c;
    s.arc.rin = s.arc.rout = r;
    s.arc.start = start;
    s.arc.end = end;
    return s;
}

/* A zero-width arc of circle (c, r) with an end at direction t (an axis),
 * reaching 30 degrees away from the axis direction h (90 degrees from t,
 * the side where the circles' other crossing lies); with off, that end
 * moved one ray step past t. */
static hd_shape end_arc(hd_vec2 c, double r, double t, double h, bool off)
{
    if (fmod(t - h + 360, 360) == 90) /* h clockwise of t: reach counter-clockwise */
        return arc_shape(c, r, off ? ray_step(t, 1) : t, t + 30);
    return arc_shape(c, r, t - 30, off ? ray_step(t, -1) : t);
}

static long n_triangles;

/* One construction: circle 1 (o1, a), circle 2 (o1 + M(b, a), b), meeting
 * at x = o1 + M(0, a) = o2 + M(-b, 0), side s = det M. */
static void check_triangle(hd_vec2 o1, double a, double b, int sym)
{
    hd_vec2 d = sym_apply(sym, hd_v(b, a));
    /* o2 exact and accepted, or the construction is skipped */
    hd_vec2 o2;
    double ex, ey;
    hd_two_sum(o1.x, d.x, &o2.x, &ex);
    hd_two_sum(o1.y, d.y, &o2.y, &ey);
    if (ex != 0 || ey != 0 || !accepted_v(o1) || !accepted_v(o2) || !accepted(a) || !accepted(b))
        return;
    n_triangles++;
    int s = (sym & 4) ? -1 : 1;
    double t1 = axis_deg(sym_apply(sym, hd_v(0, 1)));  /* x from o1 */
    double t2 = axis_deg(sym_apply(sym, hd_v(-1, 0))); /* x from o2 */
    double h1 = axis_deg(sym_apply(sym, hd_v(1, 0)));  /* x' from o1 lies strictly on this side */
    TEST_CTX("o1 (%.17g, %.17g) a %.17g, o2 (%.17g, %.17g) b %.17g, sym %d", o1.x, o1.y, a, o2.x, o2.y, b, sym);
    ENSURE(cross_properly(o1, a, o2, b));
    static const double sweeps[] = {0, 30, 90, 179, 180, 200, 359};
    hd_range full2 = hd_range_deg(0, 360);
    for (int i = 0; i < (int)(sizeof sweeps / sizeof sweeps[0]); i++) {
        double sw = sweeps[i];
        hd_range in1[2] = {hd_range_deg(t1, t1 + sw), hd_range_deg(t1 - sw, t1)};
        hd_range in2[2] = {hd_range_deg(t2, t2 + sw), hd_range_deg(t2 - sw, t2)};
        for (int j = 0; j < 2; j++) {
            ENSURE(hd_circles_cross_in_ranges(o1, a, &in1[j], o2, b, &in2[j], s));
            ENSURE(hd_circles_cross_in_ranges_exact(o1, a, &in1[j], o2, b, &in2[j], s));
            ENSURE(hd_circles_cross_in_ranges(o1, a, &in1[j], o2, b, &in2[1 - j], s));
            ENSURE(hd_circles_cross_in_ranges(o1, a, &in1[j], o2, b, &full2, s));
            /* the other argument order: side -s */
            ENSURE(hd_circles_cross_in_ranges(o2, b, &in2[j], o1, a, &in1[j], -s));
        }
    }
    /* one ray step past the end, on either side: x is out */
    double past1[2] = {ray_step(t1, 1), ray_step(t1, -1)};
    double past2[2] = {ray_step(t2, 1), ray_step(t2, -1)};
    hd_range in1 = hd_range_deg(t1, t1), in2 = hd_range_deg(t2, t2);
    for (int j = 0; j < 2; j++) {
        hd_range o1r = j ? hd_range_deg(past1[1] - 30, past1[1]) : hd_range_deg(past1[0], past1[0] + 30);
        hd_range o2r = j ? hd_range_deg(past2[1] - 30, past2[1]) : hd_range_deg(past2[0], past2[0] + 30);
        hd_range z1 = hd_range_deg(past1[j], past1[j]), z2 = hd_range_deg(past2[j], past2[j]);
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &o1r, o2, b, &in2, s));
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &z1, o2, b, &full2, s));
        ENSURE(!hd_circles_cross_in_ranges_exact(o1, a, &z1, o2, b, &full2, s));
        ENSURE(!hd_circles_cross_in_ranges_exact(o1, a, &in1, o2, b, &z2, s));
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2, b, &o2r, s));
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2, b, &z2, s));
        ENSURE(!hd_circles_cross_in_ranges(o2, b, &z2, o1, a, &full2, -s));
    }
    /* the other crossing x' is strictly on h1's side of o1: the closed half
     * plane away from it holds x but not x' */
    hd_range away = hd_range_deg(h1 + 90, h1 + 270);
    ENSURE(hd_circles_cross_in_ranges(o1, a, &away, o2, b, &full2, s));
    ENSURE(!hd_circles_cross_in_ranges(o1, a, &away, o2, b, &full2, -s));
    /* a radius or a centre coordinate one ulp off: x leaves the ray */
    double b_up = nextafter(b, INFINITY), b_dn = nextafter(b, 0), a_up = nextafter(a, INFINITY);
    hd_vec2 o2x = hd_v(nextafter(o2.x, INFINITY), o2.y), o2y = hd_v(o2.x, nextafter(o2.y, -INFINITY));
    if (accepted(b_up) && cross_properly(o1, a, o2, b_up))
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2, b_up, &full2, s));
    if (accepted(b_dn) && cross_properly(o1, a, o2, b_dn))
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2, b_dn, &full2, s));
    if (accepted(a_up) && cross_properly(o1, a_up, o2, b))
        ENSURE(!hd_circles_cross_in_ranges(o1, a_up, &in1, o2, b, &full2, s));
    if (accepted_v(o2x) && cross_properly(o1, a, o2x, b))
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2x, b, &full2, s));
    if (accepted_v(o2y) && cross_properly(o1, a, o2y, b))
        ENSURE(!hd_circles_cross_in_ranges(o1, a, &in1, o2y, b, &full2, s));
    /* the same through hd_collide: zero-width arcs touching at x (an end
     * of each), and apart once an end moves one ray step off x (x' lies
     * outside both). Radii within 2^20 of each other only: beyond, the
     * rounded arc ends that hd_collide_reference's witness test (reference.c,
     * witness_in) samples can lie off the arc by more than the other
     * circle's size, a separate defect (for example arc:-1e-50,1e50,1e-50,
     * 1e-50,7.1054273576010019e-15,30 against arc:0,0,1e50,1e50,60,90
     * collide although the sets are disjoint). */
    if (fabs(log2(a / b)) > 20)
        return;
    double h2 = axis_deg(sym_apply(sym, hd_v(0, -1))); /* x' from o2 lies strictly on this side */
    hd_shape A = end_arc(o1, a, t1, h1, false), B = end_arc(o2, b, t2, h2, false);
    char err[256];
    ENSURE(hd_shape_validate(&A, err, sizeof err) && hd_shape_validate(&B, err, sizeof err));
    ENSURE(hd_collide(&A, &B) && hd_collide(&B, &A));
    hd_shape A2 = end_arc(o1, a, t1, h1, true), B2 = end_arc(o2, b, t2, h2, true);
    ENSURE(hd_shape_validate(&A2, err, sizeof err) && hd_shape_validate(&B2, err, sizeof err));
    ENSURE(!hd_collide(&A2, &B) && !hd_collide(&B, &A2));
    ENSURE(!hd_collide(&A, &B2) && !hd_collide(&B2, &A));
}

/* A random number of the accepted range: m 2^e with m of up to 20 bits. */
static double rnum(hd_rng *r, int emin, int emax)
{
    double m = (double)hd_rng_int(r, 1, 1 << 20);
    int e = hd_rng_int(r, emin, emax);
    return ldexp(m, e - 20);
}

static void right_triangles(void)
{
    hd_rng r = {0x5eed0016u};
    /* the extremes themselves, then random magnitudes */
    const double ab[][2] = {{3, 4}, {1, 1}, {1e50, 1e50}, {1e-50, 1e-50}, {1e-50, 1e50}, {1e50, 1e-50},
                            {0x1p-166, 0x1p166}, {0x1p166, 0x1p-166}, {1e-50, 3e-50}, {7e49, 1e50}};
    for (int i = 0; i < (int)(sizeof ab / sizeof ab[0]); i++)
        for (int sym = 0; sym < 8; sym++) {
            check_triangle(hd_v(0, 0), ab[i][0], ab[i][1], sym);
            check_triangle(hd_v(ab[i][1], -ab[i][0]), ab[i][0], ab[i][1], sym);
        }
    for (int it = 0; it < 3000; it++) {
        double a = rnum(&r, -164, 164), b = rnum(&r, -164, 164);
        if (it % 3 == 0)
            b = ldexp(a, hd_rng_int(&r, -3, 3)) * hd_rng_int(&r, 1, 9);
        hd_vec2 o1;
        switch (it % 4) {
        case 0: o1 = hd_v(0, 0); break;
        case 1: /* integer multiples of the legs */
            o1 = hd_v(b * hd_rng_int(&r, -1000, 1000), a * hd_rng_int(&r, -1000, 1000));
            break;
        case 2: /* tiny and huge mixed */
            o1 = hd_v(rnum(&r, -164, 164), -rnum(&r, -164, 164));
            break;
        default: /* integers */
            o1 = hd_v(hd_rng_int(&r, -(1 << 30), 1 << 30), hd_rng_int(&r, -(1 << 30), 1 << 30));
            a = hd_rng_int(&r, 1, 1 << 20);
            b = hd_rng_int(&r, 1, 1 << 20);
            break;
        }
        check_triangle(o1, a, b, hd_rng_int(&r, 0, 7));
    }
    printf("  %ld constructions checked\n", n_triangles);
    ENSURE(n_triangles > 1500);
}

/* ---- random crossing circles of mixed magnitudes ---------------------------- */

typedef struct pair {
    hd_vec2 o1, o2;
    double R1, R2;
    hd_range rg1, rg2;
} pair;

/* A random angle: often an axis or a diagonal, or one ray step from one. */
static double rangle(hd_rng *r)
{
    switch (hd_rng_int(r, 0, 3)) {
    case 0: return 45.0 * hd_rng_int(r, -8, 16);
    case 1: return ray_step(45.0 * hd_rng_int(r, 0, 7), hd_rng_int(r, 0, 1) ? 1 : -1);
    default: return urand(r) * 720 - 360;
    }
}

static hd_range rrange(hd_rng *r)
{
    double s = rangle(r);
    switch (hd_rng_int(r, 0, 5)) {
    case 0: return hd_range_deg(s, s);
    case 1: return hd_range_deg(s, s + 360);
    case 2: return hd_range_deg(s, rangle(r));
    default: return hd_range_deg(s, s + urand(r) * 360);
    }
}

/* A coordinate of magnitude class cls: 0 plain (integers and fractions
 * near 1..1e3), 1 tiny (near 1e-50), 2 huge (near 1e50), 3 anything. */
static double rcoord(hd_rng *r, int cls)
{
    double v;
    switch (cls) {
    case 0: v = hd_rng_int(r, 0, 1) ? hd_rng_int(r, -1000, 1000) : (urand(r) - 0.5) * 2000; break;
    case 1: v = ldexp(urand(r) - 0.5, -160); break;
    case 2: v = ldexp(urand(r) - 0.5, 160); break;
    default: v = rnum(r, -164, 164) * (hd_rng_int(r, 0, 1) ? 1 : -1); break;
    }
    return accepted(v) ? v : 0;
}

/* A random pair of properly crossing circles with ranges. */
static pair rpair(hd_rng *r)
{
    for (;;) {
        pair p;
        int cls = hd_rng_int(r, 0, 4);
        p.o1 = hd_v(rcoord(r, cls == 4 ? hd_rng_int(r, 0, 3) : cls), rcoord(r, cls == 4 ? hd_rng_int(r, 0, 3) : cls));
        /* o2 near o1 at a random scale; radii so that they cross */
        double L = ldexp(urand(r) + 0.01, cls == 1 ? -160 : cls == 2 ? 160 : hd_rng_int(r, -150, 150));
        double ang = urand(r) * 6.283185307179586;
        p.o2 = hd_v(p.o1.x + L * cos(ang), p.o1.y + L * sin(ang));
        if (hd_rng_int(r, 0, 3) == 0) /* an axis-parallel offset: one coordinate shared */
            p.o2 = hd_rng_int(r, 0, 1) ? hd_v(p.o1.x, p.o2.y) : hd_v(p.o2.x, p.o1.y);
        if (!accepted_v(p.o2))
            continue;
        double dx = p.o2.x - p.o1.x, dy = p.o2.y - p.o1.y, Lr = hypot(dx, dy);
        p.R1 = Lr * (0.05 + 2 * urand(r));
        p.R2 = fabs(Lr - p.R1) + (Lr + p.R1 - fabs(Lr - p.R1)) * urand(r);
        if (hd_rng_int(r, 0, 7) == 0) /* equal radii */
            p.R2 = p.R1;
        if (!accepted(p.R1) || !accepted(p.R2) || p.R1 == 0 || p.R2 == 0 || !cross_properly(p.o1, p.R1, p.o2, p.R2))
            continue;
        p.rg1 = rrange(r);
        p.rg2 = rrange(r);
        return p;
    }
}

static bool pred(const pair *p, int s)
{
    return hd_circles_cross_in_ranges(p->o1, p->R1, &p->rg1, p->o2, p->R2, &p->rg2, s);
}

static bool pred_exact(const pair *p, int s)
{
    return hd_circles_cross_in_ranges_exact(p->o1, p->R1, &p->rg1, p->o2, p->R2, &p->rg2, s);
}

static hd_range range_map(const hd_range *rg, int sym, double k)
{
    hd_range o = *rg;
    o.us = sym_apply(sym, hd_v(rg->us.x * k, rg->us.y * k));
    o.ue = sym_apply(sym, hd_v(rg->ue.x * k, rg->ue.y * k));
    if (sym & 4) { /* a mirror reverses the sweep: start and end swap */
        hd_vec2 t = o.us;
        o.us = o.ue;
        o.ue = t;
    }
    return o;
}

static void symmetry_random(void)
{
    hd_rng r = {0xa4c0a4c0u};
    long yes = 0, checked = 0;
    for (int it = 0; it < 20000 / RANDOM_DIV; it++) {
        pair p = rpair(&r);
        TEST_CTX("o1 (%.17g, %.17g) R1 %.17g, o2 (%.17g, %.17g) R2 %.17g", p.o1.x, p.o1.y, p.R1, p.o2.x, p.o2.y,
                 p.R2);
        for (int s = -1; s <= 1; s += 2) {
            bool v = pred(&p, s);
            yes += v;
            checked++;
            if (it % 4 == 0) /* the filter in doubles against the exact path alone */
                ENSURE(pred_exact(&p, s) == v);
            ENSURE(hd_circles_cross_in_ranges(p.o2, p.R2, &p.rg2, p.o1, p.R1, &p.rg1, -s) == v);
            /* a quarter turn or a mirror, and a power-of-two scale where it
             * keeps every number accepted (rays may be scaled too) */
            int sym = hd_rng_int(&r, 1, 7), k = hd_rng_int(&r, -20, 20);
            pair q = p;
            q.o1 = sym_apply(sym, hd_v(ldexp(p.o1.x, k), ldexp(p.o1.y, k)));
            q.o2 = sym_apply(sym, hd_v(ldexp(p.o2.x, k), ldexp(p.o2.y, k)));
            q.R1 = ldexp(p.R1, k);
            q.R2 = ldexp(p.R2, k);
            q.rg1 = range_map(&p.rg1, sym, 1);
            q.rg2 = range_map(&p.rg2, sym, 1);
            bool ok = accepted_v(q.o1) && accepted_v(q.o2) && accepted(q.R1) && accepted(q.R2) &&
                      ldexp(q.o1.x, -k) == sym_apply(sym, p.o1).x && ldexp(q.o1.y, -k) == sym_apply(sym, p.o1).y &&
                      ldexp(q.o2.x, -k) == sym_apply(sym, p.o2).x && ldexp(q.o2.y, -k) == sym_apply(sym, p.o2).y &&
                      ldexp(q.R1, -k) == p.R1 && ldexp(q.R2, -k) == p.R2;
            if (ok)
                ENSURE(pred(&q, (sym & 4) ? -s : s) == v);
        }
    }
    printf("  %ld answers, %ld in range\n", checked, yes);
    ENSURE(yes > checked / 20 && yes < checked - checked / 20);
}

static void against_long_double(void)
{
#if HD_REF_LDBL
    hd_rng r = {0x80b17u};
    long yes = 0, n = 0;
    for (int it = 0; it < 100000 / RANDOM_DIV; it++) {
        pair p = rpair(&r);
        TEST_CTX("o1 (%.17g, %.17g) R1 %.17g, o2 (%.17g, %.17g) R2 %.17g", p.o1.x, p.o1.y, p.R1, p.o2.x, p.o2.y,
                 p.R2);
        int s = it % 2 ? 1 : -1;
        bool v = pred(&p, s), ref = hd_ref_circles_cross_ldbl(p.o1, p.R1, &p.rg1, p.o2, p.R2, &p.rg2, s);
        ENSURE(v == ref);
        if (it % 5 == 0) /* the expansions alone, no filter */
            ENSURE(pred_exact(&p, s) == ref);
        yes += v;
        n++;
    }
    printf("  %ld answers equal to the long-double reference's, %ld in range\n", n, yes);
    ENSURE(yes > n / 20 && yes < n - n / 20);
#else
    printf("  no x87 long double here (LDBL_MANT_DIG %d): no reference to compare with\n", LDBL_MANT_DIG);
#endif
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(right_triangles);
    RUN_SUBTEST(symmetry_random);
    RUN_SUBTEST(against_long_double);
    return hd_test_finish();
}
