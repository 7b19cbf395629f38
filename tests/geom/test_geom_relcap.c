/*
 * test_geom_relcap: hd_relate for a capsule (r > 0, two distinct ends), and
 * for an arc or wedge around the same centre, against arcs and wedges that
 * are not a point, a disk or a segment with double ends (a sweep with area,
 * a curve, a radial edge with inexact ends), in both orders, against
 * references that are not its code:
 *  - constructed cases from integers whose answers are worked out by hand
 *    (tangent to an outer arc, an inner arc, a radial edge, contained with
 *    the capsule tangent inside, the sector inside the capsule reaching it
 *    at a stationary point of the outer arc), each with its radius or a
 *    coordinate moved one ulp either way (nextafter) where that changes the
 *    answer;
 *  - a sector's inexact outer corner (c + k u / |u|, u the rounded ray)
 *    against a horizontal axis placed within a few ulps of tangency above
 *    it: the answer is the sign of Y - r - q.y, computed in long double
 *    where it is clear by far more than its rounding;
 *  - random families of decimal inputs (RELCAP_PAIRS pairs each) against a
 *    long-double reference that shares nothing with the library's
 *    predicates: the distance from a point to the sector by angles (atan2)
 *    and closed forms, minimised along the axis and maximised over the
 *    sector's outline by Lipschitz branch and bound to a margin; pairs it
 *    cannot separate from the threshold by that margin are skipped and
 *    counted;
 *  - sectors with one centre: 4000 pairs on integer degrees and radii
 *    against a grid of half degrees and half units (every boundary is at an
 *    integer, so the grid sees every difference), hd_collide included; 2000
 *    with decimal angles refuted by points (hd_point_in_shape, long-double
 *    distances to the outlines);
 *  - the answer mirrors with the arguments swapped, overlapping and the
 *    containments imply hd_collide, apart is !hd_collide, and scaling every
 *    number by 2^160 or 2^-150 (exact, near both ends of the accepted
 *    range) keeps the answer.
 */
#include "hd_test.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/relation.h>

#include "geom_internal.h"

#ifndef RELCAP_PAIRS
#define RELCAP_PAIRS 1500
#endif

/* The reference's numbers: x87 long doubles where long double is that
 * format; elsewhere (a 64-bit long double, as with -mlong-double-64, where
 * glibc's long double functions would read the wrong format) doubles, and
 * the inexact corners, which need more than a double, are skipped. */
#if LDBL_MANT_DIG == 64
#define HAVE_X87_LD 1
typedef long double ld;
#define LSQRT sqrtl
#define LFMOD fmodl
#define LATAN2 atan2l
#define LCOS cosl
#define LSIN sinl
#define LHYPOT hypotl
#define LFABS fabsl
#define LFMIN fminl
#else
#define HAVE_X87_LD 0
typedef double ld;
#define LSQRT sqrt
#define LFMOD fmod
#define LATAN2 atan2
#define LCOS cos
#define LSIN sin
#define LHYPOT hypot
#define LFABS fabs
#define LFMIN fmin
#endif

static hd_shape parse(const char *spec, hd_shape_buf *b)
{
    char err[256];
    bool ok = hd_shape_parse_buf(spec, b, err, sizeof err);
    ENSURE(ok);
    if (!ok)
        fprintf(stderr, "  %s: %s\n", spec, err);
    return hd_shape_of(b);
}

/* The shape with every number times 2^e (exact). */
static hd_shape scaled(const hd_shape *s, int e)
{
    hd_shape t = *s;
    switch (s->kind) {
    case HD_CAPSULE:
        t.capsule.a = hd_v(ldexp(s->capsule.a.x, e), ldexp(s->capsule.a.y, e));
        t.capsule.b = hd_v(ldexp(s->capsule.b.x, e), ldexp(s->capsule.b.y, e));
        t.capsule.r = ldexp(s->capsule.r, e);
        break;
    case HD_ARC:
        t.arc.c = hd_v(ldexp(s->arc.c.x, e), ldexp(s->arc.c.y, e));
        t.arc.rin = ldexp(s->arc.rin, e);
        t.arc.rout = ldexp(s->arc.rout, e);
        break;
    case HD_WEDGE:
        t.wedge.c = hd_v(ldexp(s->wedge.c.x, e), ldexp(s->wedge.c.y, e));
        t.wedge.r = ldexp(s->wedge.r, e);
        break;
    default:
        break;
    }
    return t;
}

static long n_checked_pairs;

/* The relation of a to b is want, and every invariant holds. */
static void expect(const hd_shape *a, const hd_shape *b, hd_relation want)
{
    hd_test_want_rel(a, b, want);
    hd_relation got = hd_relate(a, b);
    bool hit = hd_collide(a, b);
    ENSURE((got == HD_APART) == !hit);
    ENSURE(hd_relate_known(a, b, hit) == got);
    for (int k = 0; k < 2; k++) {
        int e = k ? -150 : 160; /* every number stays within 1e-50..1e50 */
        hd_shape ta = scaled(a, e), tb = scaled(b, e);
        hd_relation sc = hd_relate(&ta, &tb);
        if (sc != want)
            fprintf(stderr, "  scaled by 2^%d: %s, want %s (the pair is the test context)\n", e, hd_relation_name(sc),
                    hd_relation_name(want));
        ENSURE(sc == want);
    }
    n_checked_pairs++;
}

/* ---- constructed cases ------------------------------------------------------------ */

typedef struct rcase {
    const char *a, *b, *want;
} rcase;

static const rcase CASES[] = {
    /* the outer arc (radius 5) tangent to the capsule's flat side y = 5 at (0,5) */
    {"capsule:-2,8,2,8,3", "arc:0,0,3,5,0,180", "touching"},
    {"capsule:-2,8,2,8,3.5", "arc:0,0,3,5,0,180", "overlapping"},
    {"capsule:-2,8,2,8,2.5", "arc:0,0,3,5,0,180", "apart"},
    {"capsule:-2,8,2,8,3", "arc:0,0,5,5,0,180", "touching"},         /* a curve: the same */
    {"capsule:-2,8,2,8,3", "wedge:0,0,5,0,180", "touching"},
    {"capsule:-2,8,2,8,3", "wedge:0,0,5,100,180", "apart"},          /* the tangent point out of range: corners farther */
    {"capsule:3,4,9,12,5", "wedge:0,0,5,200,250", "touching"},       /* the wedge on the far side: its apex on the cap */
    {"capsule:3,4,9,12,4.5", "wedge:0,0,5,200,250", "apart"},
    {"capsule:6,8,12,16,5", "arc:0,0,2,5,0,90", "touching"},         /* a cap tangent to the outer arc at (3,4) */
    {"capsule:6,8,12,16,5", "arc:0,0,2,5,60,90", "apart"},           /* (3,4) at 53.13 degrees: not in 60..90 */
    /* the inner arc (radius 4) and a capsule in the hole */
    {"capsule:-1,0,1,0,3", "arc:0,0,4,10,0,360", "touching"},        /* in the hole, its caps reaching (+-4,0) */
    {"capsule:-1,0,1,0,2", "arc:0,0,4,10,0,360", "apart"},
    {"capsule:-1,0,1,0,3.5", "arc:0,0,4,10,0,360", "overlapping"},
    {"capsule:-1,0,1,0,3", "arc:0,0,4,10,90,270", "touching"},       /* the left half ring: (-4,0) is on it */
    {"capsule:-1,0,1,0,3", "arc:0,0,4,10,190,350", "apart"},         /* the caps reach the circle only at (+-4,0) */
    /* a radial edge: the wedge's edge along +y from (0,0) to (0,10) */
    {"capsule:-5,2,-3,8,3", "wedge:0,0,10,90,180", "overlapping"},   /* the capsule reaches x = 0 inside the range */
    {"capsule:5,2,3,8,3", "wedge:0,0,10,90,180", "touching"},        /* from the other side: the end (3,8) at 3 from the edge */
    {"capsule:5,2,3,8,2.5", "wedge:0,0,10,90,180", "apart"},
    {"capsule:5,2,3,8,3.5", "wedge:0,0,10,90,180", "overlapping"},
    {"capsule:3,12,3,20,3", "wedge:0,0,10,90,180", "apart"},         /* the corner (0,10) at 3.6 from the end (3,12) */
    {"capsule:3,14,3,20,5", "wedge:0,0,10,90,180", "touching"},      /* the corner (0,10) at 5 from the end (3,14) */
    {"capsule:3,14,3,20,5.25", "wedge:0,0,10,90,180", "overlapping"},
    /* the capsule inside */
    {"capsule:3,3,4,4,3", "wedge:0,0,10,0,90", "b_contains_a"},      /* tangent to both edges at the end (3,3) */
    {"capsule:3,3,4,4,3.25", "wedge:0,0,10,0,90", "overlapping"},
    {"capsule:4,0,4,3,2", "arc:0,0,2,10,0,360", "b_contains_a"},     /* tangent to the inner circle at (2,0) */
    {"capsule:4,0,4,3,2.5", "arc:0,0,2,10,0,360", "overlapping"},
    {"capsule:0,3,0,-3,4", "arc:0,0,1,10,0,360", "overlapping"},     /* covers the hole */
    {"capsule:3,4,6,8,2", "arc:0,0,3,12,0,90", "b_contains_a"},      /* (6,8) at 10 = 12 - 2: tangent outside */
    {"capsule:3,4,6,8,2", "arc:0,0,3,11.5,0,90", "overlapping"},
    {"capsule:-3,-3,3,-3,3", "wedge:0,0,10,90,360", "b_contains_a"}, /* a reflex wedge, the capsule along its +x edge */
    {"capsule:-3,-3,3,-3,3.5", "wedge:0,0,10,90,360", "overlapping"},
    {"capsule:-3,-3,-3,3,3", "wedge:0,0,10,90,360", "b_contains_a"}, /* tangent to the +y edge along (0,0)..(0,3) */
    {"capsule:-4,-4,4,-4,3", "wedge:0,0,10,90,360", "b_contains_a"}, /* 4 below the +x edge, (4,-4) at 5.66 <= 7 */
    {"capsule:-4,-4,4,-4,3", "wedge:0,0,8,90,360", "overlapping"},   /* 5.66 > 8 - 3 */
    {"capsule:1,1,2,2,0.5", "wedge:0,0,8,90,360", "apart"},          /* in the missing quarter */
    {"capsule:1,1,2,2,1", "wedge:0,0,8,90,360", "touching"},         /* (1,1) at 1 from both edges: its cap touches them */
    {"capsule:1,1,2,2,1.25", "wedge:0,0,8,90,360", "overlapping"},
    {"capsule:1,1,3,1,1", "wedge:0,0,8,90,360", "touching"},         /* the side y = 0 on the +x edge */
    {"capsule:3,-3,3,3,2", "arc:0,0,1,10,270,450", "b_contains_a"},  /* a half ring: 3 from the centre = 1 + 2, 3 from x = 0 */
    {"capsule:3,-3,3,3,2", "arc:0,0,1.25,10,270,450", "overlapping"},
    /* the sector inside the capsule */
    {"capsule:-1,0,1,0,5", "wedge:0,0,5,0,90", "a_contains_b"},      /* (0,5) at 5 from the axis: the stationary point over the axis */
    {"capsule:-1,0,1,0,4.75", "wedge:0,0,5,0,90", "overlapping"},
    {"capsule:-10,0,-6,0,9", "arc:0,0,3,3,-45,45", "a_contains_b"},  /* (3,0) at 9 from (-6,0): the farthest point from the end */
    {"capsule:-10,0,-6,0,8.75", "arc:0,0,3,3,-45,45", "overlapping"},
    {"capsule:-10,0,-6,0,9", "arc:0,0,2,3,-45,45", "a_contains_b"},
    {"capsule:0,-10,0,10,6", "arc:0,0,3,6,0,360", "a_contains_b"},   /* a ring inside, tangent at (+-6, 0) */
    {"capsule:0,-10,0,10,5.5", "arc:0,0,3,6,0,360", "overlapping"},
    {"capsule:0,-10,0,10,4", "wedge:0,0,4,20,160", "a_contains_b"},
    {"capsule:0,-10,0,10,4", "wedge:0,0,4.5,20,160", "overlapping"},
    /* radial edges with inexact ends (zero sweep at an angle that is not a multiple of 90) */
    {"capsule:-10,0,10,0,1", "wedge:0,-5,10,45,45", "overlapping"},  /* crossing the axis */
    {"capsule:0,0,10,0,20", "wedge:0,0,10,45,45", "a_contains_b"},
    {"capsule:0,0,10,0,10", "wedge:0,0,10,45,45", "a_contains_b"},   /* the far end at 7.07 above the axis */
    {"capsule:20,0,30,0,5", "wedge:0,0,10,45,45", "apart"},
    {"capsule:-10,-4,10,-4,3", "arc:0,0,2,8,30,30", "apart"},
};

static void constructed(void)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        hd_shape_buf ba, bb;
        hd_shape a = parse(CASES[i].a, &ba), b = parse(CASES[i].b, &bb);
        expect(&a, &b, hd_test_rel_named(CASES[i].want));
    }
}

/* Exact tangencies and the doubles one ulp beside them. */
static void ulp_cases(void)
{
    hd_shape_buf bs;
    /* outer arc radius 5 centred at the origin, axis y = 8, r = 3: tangent at (0,5) */
    hd_shape s = parse("arc:0,0,3,5,0,180", &bs);
    for (int k = -1; k <= 1; k++) {
        double y = k == 0 ? 8 : nextafter(8, k > 0 ? 16 : 0);
        hd_shape c = {.kind = HD_CAPSULE, .capsule = {hd_v(-2, y), hd_v(2, y), 3}};
        expect(&c, &s, k == 0 ? HD_TOUCHING : k > 0 ? HD_APART : HD_OVERLAPPING);
        double r = k == 0 ? 3 : nextafter(3, k > 0 ? 4 : 0);
        hd_shape d = {.kind = HD_CAPSULE, .capsule = {hd_v(-2, 8), hd_v(2, 8), r}};
        expect(&d, &s, k == 0 ? HD_TOUCHING : k > 0 ? HD_OVERLAPPING : HD_APART);
    }
    /* the capsule inside the quarter wedge, tangent to both edges */
    hd_shape w = parse("wedge:0,0,10,0,90", &bs);
    for (int k = -1; k <= 1; k++) {
        double r = k == 0 ? 3 : nextafter(3, k > 0 ? 4 : 0);
        hd_shape c = {.kind = HD_CAPSULE, .capsule = {hd_v(3, 3), hd_v(4, 4), r}};
        expect(&c, &w, k <= 0 ? HD_B_CONTAINS_A : HD_OVERLAPPING);
        /* tangent to the outer arc from inside: (6,8) at 10 = 12 - 2 */
        hd_shape_buf b2;
        hd_shape ring = parse("arc:0,0,3,12,0,90", &b2);
        double r2 = k == 0 ? 2 : nextafter(2, k > 0 ? 3 : 0);
        hd_shape c2 = {.kind = HD_CAPSULE, .capsule = {hd_v(3, 4), hd_v(6, 8), r2}};
        expect(&c2, &ring, k <= 0 ? HD_B_CONTAINS_A : HD_OVERLAPPING);
        /* tangent to the inner circle (radius 2) from the ring */
        hd_shape ring2 = parse("arc:0,0,2,10,0,360", &b2);
        double x = k == 0 ? 4 : nextafter(4, k > 0 ? 5 : 0);
        hd_shape c3 = {.kind = HD_CAPSULE, .capsule = {hd_v(x, 0), hd_v(x, 3), 2}};
        expect(&c3, &ring2, k >= 0 ? HD_B_CONTAINS_A : HD_OVERLAPPING);
        /* the wedge in the capsule: (0,5) on the capsule's side y = 5 */
        hd_shape q = parse("wedge:0,0,5,0,90", &b2);
        double r4 = k == 0 ? 5 : nextafter(5, k > 0 ? 6 : 0);
        hd_shape c4 = {.kind = HD_CAPSULE, .capsule = {hd_v(-1, 0), hd_v(1, 0), r4}};
        expect(&c4, &q, k >= 0 ? HD_A_CONTAINS_B : HD_OVERLAPPING);
        /* the arc's point (3,0) at 9 from the capsule's end (-6,0) */
        hd_shape q2 = parse("arc:0,0,3,3,-45,45", &b2);
        double r5 = k == 0 ? 9 : nextafter(9, k > 0 ? 10 : 0);
        hd_shape c5 = {.kind = HD_CAPSULE, .capsule = {hd_v(-10, 0), hd_v(-6, 0), r5}};
        expect(&c5, &q2, k >= 0 ? HD_A_CONTAINS_B : HD_OVERLAPPING);
        /* touching a radial edge along +y from outside: (3,8) at 3 from x = 0 */
        hd_shape q3 = parse("wedge:0,0,10,90,180", &b2);
        double x6 = k == 0 ? 3 : nextafter(3, k > 0 ? 4 : 0);
        hd_shape c6 = {.kind = HD_CAPSULE, .capsule = {hd_v(5, 2), hd_v(x6, 8), 3}};
        expect(&c6, &q3, k == 0 ? HD_TOUCHING : k > 0 ? HD_APART : HD_OVERLAPPING);
    }
}

/* The wedge's outer corner q = c + k u / |u| at angle th (not a multiple of
 * 45: u the rounded ray) is its highest point; a horizontal axis above it at
 * Y, radius r: apart iff Y - r > q.y, overlapping iff below (its foot is
 * inside the axis). Y within a few ulps of q.y + r. */
static long corner_pairs, corner_skipped, corner_collide_off;
static void inexact_corners(void)
{
    if (!HAVE_X87_LD) {
        printf("  no x87 long double here (LDBL_MANT_DIG %d): no reference within an ulp, skipped\n", LDBL_MANT_DIG);
        return;
    }
    static const double TH[] = {50, 60, 70, 80, 10, 20, 37, 53};
    static const double C[][2] = {{0, 0}, {1.5, -2.25}, {-3.1, 0.7}};
    for (size_t t = 0; t < sizeof TH / sizeof TH[0]; t++)
        for (size_t ci = 0; ci < 3; ci++)
            for (double k = 3; k <= 12; k += 4.5)
                for (double r = 0.5; r <= 4; r += 1.75) {
                    double th = TH[t];
                    hd_vec2 c = hd_v(C[ci][0], C[ci][1]), u = hd_ray_deg(th);
                    ld s = LSQRT((ld)u.x * u.x + (ld)u.y * u.y);
                    ld qx = c.x + k * (ld)u.x / s, qy = c.y + k * (ld)u.y / s;
                    double y0 = (double)(qy + r);
                    for (int d = -3; d <= 3; d++) {
                        double Y = y0;
                        for (int j = 0; j < (d < 0 ? -d : d); j++)
                            Y = nextafter(Y, d > 0 ? 1e9 : -1e9);
                        ld diff = ((ld)Y - r) - qy;
                        /* long double rounding here is below 1e-17; keep the clear cases */
                        if (LFABS(diff) < 2e-17L) {
                            corner_skipped++;
                            continue;
                        }
                        hd_shape cap = {.kind = HD_CAPSULE,
                                        .capsule = {hd_v((double)qx - 2.5, Y), hd_v((double)qx + 3.25, Y), r}};
                        hd_shape sh[3] = {
                            {.kind = HD_WEDGE, .wedge = {c, k, th - 30, th}},
                            {.kind = HD_ARC, .arc = {c, k / 2, k, th - 30, th}},
                            {.kind = HD_ARC, .arc = {c, k / 3, k, th, th}}, /* the radial edge alone */
                        };
                        for (int i = 0; i < 3; i++) {
                            /* hd_collide is exact here too: a gap of an ulp or
                             * less is apart */
                            bool hit = hd_collide(&cap, &sh[i]);
                            if (diff > 0 && hit)
                                corner_collide_off++;
                            ENSURE(hit == (diff < 0));
                            expect(&cap, &sh[i], diff < 0 ? HD_OVERLAPPING : HD_APART);
                            corner_pairs++;
                        }
                    }
                }
    printf("  inexact corners: %ld pairs within 3 ulps of tangency, %ld too close for the long-double reference;"
           " hd_collide reports a contact across an exact gap in %ld\n",
           corner_pairs, corner_skipped, corner_collide_off);
}

/* ---- the long-double reference ------------------------------------------------------ */

typedef struct rsect {
    ld cx, cy, rin, rout, st, sw; /* start and sweep in degrees, sw in [0, 360] */
} rsect;

typedef struct rcap {
    ld ax, ay, bx, by, r;
} rcap;

static const ld PI_L = (ld)3.141592653589793238462643383279502884L;

static rsect rsect_of(const hd_shape *s)
{
    hd_sector_desc q = hd_sector_of(s);
    rsect z = {q.c.x, q.c.y, q.rin, q.rout, q.start, 0};
    /* the spec's rule for the range (geometry.md): end - start in doubles a
     * multiple of 360 is the full turn, else the sweep from start to end
     * taken mod 360 */
    double sw = q.end - q.start;
    if (q.start == q.end)
        sw = 0;
    else if (fmod(sw, 360.0) == 0)
        sw = 360;
    else {
        double a = fmod(q.start, 360.0), b = fmod(q.end, 360.0);
        if (a < 0)
            a += 360;
        if (b < 0)
            b += 360;
        sw = b - a;
        if (sw <= 0)
            sw += 360;
    }
    z.sw = sw;
    return z;
}

static bool in_range(const rsect *S, ld x, ld y)
{
    if (S->sw >= 360)
        return true;
    ld ang = LATAN2(y - S->cy, x - S->cx) * 180 / PI_L;
    ld d = LFMOD(ang - S->st, 360);
    if (d < 0)
        d += 360;
    return d <= S->sw;
}

static ld pseg(ld px, ld py, ld ax, ld ay, ld bx, ld by)
{
    ld dx = bx - ax, dy = by - ay, l2 = dx * dx + dy * dy;
    ld t = l2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / l2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    ld ex = ax + t * dx - px, ey = ay + t * dy - py;
    return LSQRT(ex * ex + ey * ey);
}

static void corner(const rsect *S, ld deg, ld k, ld *x, ld *y)
{
    ld a = deg * PI_L / 180;
    *x = S->cx + k * LCOS(a);
    *y = S->cy + k * LSIN(a);
}

/* distance from p to the arc of radius R over S's range */
static ld parc(const rsect *S, ld R, ld px, ld py)
{
    ld rho = LHYPOT(px - S->cx, py - S->cy);
    if (in_range(S, px, py))
        return LFABS(rho - R);
    ld x0, y0, x1, y1;
    corner(S, S->st, R, &x0, &y0);
    corner(S, S->st + S->sw, R, &x1, &y1);
    return LFMIN(LHYPOT(px - x0, py - y0), LHYPOT(px - x1, py - y1));
}

static bool in_sect(const rsect *S, ld px, ld py)
{
    ld rho = LHYPOT(px - S->cx, py - S->cy);
    if (rho > S->rout || rho < S->rin)
        return false;
    return rho == 0 || in_range(S, px, py);
}

/* distance from p to S's outline */
static ld poutline(const rsect *S, ld px, ld py)
{
    ld d = parc(S, S->rout, px, py);
    if (S->rin > 0)
        d = LFMIN(d, parc(S, S->rin, px, py));
    if (S->sw < 360)
        for (int e = 0; e < 2; e++) {
            ld x0, y0, x1, y1, ang = e ? S->st + S->sw : S->st;
            corner(S, ang, S->rin, &x0, &y0);
            corner(S, ang, S->rout, &x1, &y1);
            d = LFMIN(d, pseg(px, py, x0, y0, x1, y1));
        }
    return d;
}

static ld psect(const rsect *S, ld px, ld py) { return in_sect(S, px, py) ? 0 : poutline(S, px, py); }

/* A piece of a curve: the point at t in [0, 1] and the piece's length. */
typedef struct curve {
    int kind; /* 0 a segment, 1 an arc */
    ld x0, y0, x1, y1;          /* segment */
    ld cx, cy, R, a0, a1;       /* arc, angles in radians */
} curve;

static void curve_at(const curve *c, ld t, ld *x, ld *y)
{
    if (c->kind == 0) {
        *x = c->x0 + t * (c->x1 - c->x0);
        *y = c->y0 + t * (c->y1 - c->y0);
    } else {
        ld a = c->a0 + t * (c->a1 - c->a0);
        *x = c->cx + c->R * LCOS(a);
        *y = c->cy + c->R * LSIN(a);
    }
}

static ld curve_len(const curve *c)
{
    return c->kind == 0 ? LHYPOT(c->x1 - c->x0, c->y1 - c->y0) : c->R * LFABS(c->a1 - c->a0);
}

enum { F_DIST_S, F_NEG_DIST_AXIS, F_DEPTH_S };
typedef struct fctx {
    int what;
    const rsect *S;
    const rcap *K;
    const curve *c;
} fctx;

static ld f_eval(const fctx *f, ld t)
{
    ld x, y;
    curve_at(f->c, t, &x, &y);
    switch (f->what) {
    case F_DIST_S: return psect(f->S, x, y);
    case F_NEG_DIST_AXIS: return -pseg(x, y, f->K->ax, f->K->ay, f->K->bx, f->K->by);
    default: return in_sect(f->S, x, y) ? poutline(f->S, x, y) : -psect(f->S, x, y);
    }
}

#define TOL 1e-9L
static long bb_evals;

/* min over t of f (1-Lipschitz in the point, so L = the curve's length in
 * t) against thr: -1 if some value is below thr - TOL, +1 if every value is
 * proven above thr + TOL, 0 if neither within the budget. */
static int bb_min(const fctx *f, ld thr)
{
    ld L = curve_len(f->c);
    enum { CAP = 4096 };
    static ld lo[CAP], hi[CAP];
    int n = 0;
    const int START = 64;
    for (int i = 0; i < START; i++) {
        lo[n] = (ld)i / START;
        hi[n++] = (ld)(i + 1) / START;
    }
    bool unsure = false;
    long budget = 40000;
    while (n > 0) {
        n--;
        ld a = lo[n], b = hi[n], m = (a + b) / 2, v = f_eval(f, m);
        bb_evals++;
        if (v < thr - TOL)
            return -1;
        if (v - L * (b - a) / 2 > thr + TOL)
            continue;
        if (L * (b - a) < TOL || --budget <= 0 || n + 2 > CAP) {
            unsure = true;
            if (budget <= 0)
                return 0;
            continue;
        }
        lo[n] = a, hi[n++] = m;
        lo[n] = m, hi[n++] = b;
    }
    return unsure ? 0 : 1;
}

/* The reference relation of capsule K and sector S (K first), or -2 when the
 * margin cannot separate a needed fact. */
static int reference(const rcap *K, const rsect *S)
{
    fctx f = {0, S, K, NULL};
    /* S in K: max over S's outline of dist(x, axis) <= r (the distance is convex) */
    curve pieces[4];
    int np = 0;
    ld a0 = S->st * PI_L / 180, a1 = (S->st + S->sw) * PI_L / 180;
    if (S->sw > 0) {
        pieces[np++] = (curve){.kind = 1, .cx = S->cx, .cy = S->cy, .R = S->rout, .a0 = a0, .a1 = a1};
        if (S->rin > 0 && S->rin < S->rout)
            pieces[np++] = (curve){.kind = 1, .cx = S->cx, .cy = S->cy, .R = S->rin, .a0 = a0, .a1 = a1};
    }
    if (S->sw < 360)
        for (int e = 0; e < 2; e++) {
            curve c = {.kind = 0};
            corner(S, e ? S->st + S->sw : S->st, S->rin, &c.x0, &c.y0);
            corner(S, e ? S->st + S->sw : S->st, S->rout, &c.x1, &c.y1);
            pieces[np++] = c;
        }
    int s_in = 1;
    f.what = F_NEG_DIST_AXIS;
    for (int i = 0; i < np && s_in != -1; i++) {
        f.c = &pieces[i];
        int v = bb_min(&f, -K->r);
        s_in = v == -1 ? -1 : (v == 0 || s_in == 0) ? 0 : 1;
    }
    if (s_in == 1)
        return HD_A_CONTAINS_B;
    /* K in S: its outline in S (depth >= 0), and for a full ring the hole not inside K */
    ld dx = K->bx - K->ax, dy = K->by - K->ay, l = LHYPOT(dx, dy), nx = -dy / l * K->r, ny = dx / l * K->r;
    ld ang = LATAN2(dy, dx);
    curve kp[4] = {
        {.kind = 0, .x0 = K->ax + nx, .y0 = K->ay + ny, .x1 = K->bx + nx, .y1 = K->by + ny},
        {.kind = 0, .x0 = K->ax - nx, .y0 = K->ay - ny, .x1 = K->bx - nx, .y1 = K->by - ny},
        {.kind = 1, .cx = K->bx, .cy = K->by, .R = K->r, .a0 = ang - PI_L / 2, .a1 = ang + PI_L / 2},
        {.kind = 1, .cx = K->ax, .cy = K->ay, .R = K->r, .a0 = ang + PI_L / 2, .a1 = ang + 3 * PI_L / 2},
    };
    int k_in = S->rin < S->rout && S->sw > 0 ? 1 : -1;
    f.what = F_DEPTH_S;
    for (int i = 0; i < 4 && k_in != -1; i++) {
        f.c = &kp[i];
        int v = bb_min(&f, 0);
        k_in = v == -1 ? -1 : (v == 0 || k_in == 0) ? 0 : 1;
    }
    if (k_in == 1 && S->sw >= 360 && S->rin > 0) {
        ld dc = pseg(S->cx, S->cy, K->ax, K->ay, K->bx, K->by);
        if (LFABS(dc - K->r) < TOL)
            k_in = 0;
        else if (dc < K->r)
            k_in = -1;
    }
    if (s_in == 0 || k_in == 0)
        return -2;
    if (k_in == 1)
        return HD_B_CONTAINS_A;
    /* the interiors meet iff dist(axis, S) < r */
    curve ax = {.kind = 0, .x0 = K->ax, .y0 = K->ay, .x1 = K->bx, .y1 = K->by};
    f.what = F_DIST_S;
    f.c = &ax;
    int m = bb_min(&f, K->r);
    return m == -1 ? HD_OVERLAPPING : m == 1 ? HD_APART : -2;
}

/* ---- random families ------------------------------------------------------------------ */

static unsigned long long rng = 0x2545f4914f6cdd1dull;
static unsigned long long next_u(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
static int ri(int lo, int hi) { return lo + (int)(next_u() % (unsigned long long)(hi - lo + 1)); }
/* a decimal with two places in [lo, hi] (as parsed from text: the nearest double) */
static double dec(int lo, int hi)
{
    char buf[64];
    int v = ri(lo * 100, hi * 100);
    snprintf(buf, sizeof buf, "%s%d.%02d", v < 0 ? "-" : "", abs(v) / 100, abs(v) % 100);
    return strtod(buf, NULL);
}

static double rand_angle(void)
{
    static const double A[] = {0, 45, 90, 135, 180, 225, 270, 315, 30, 60, 120, 200, 17.5, 333.25, -45, 400};
    return ri(0, 3) == 0 ? dec(-360, 360) : A[ri(0, 15)];
}

enum { FAM_RING, FAM_WEDGE, FAM_CURVE, FAM_EDGE, FAM_INSIDE, FAM_AROUND, FAM_COUNT };
static const char *FAM_NAME[FAM_COUNT] = {"arc with area", "wedge", "curve arc", "radial edge", "capsule near inside",
                                          "sector near inside"};

static hd_shape rand_sector(int fam)
{
    hd_shape s;
    /* one draw a statement: the order of evaluation of arguments is unspecified */
    double cx = dec(-8, 8), cy = dec(-8, 8);
    hd_vec2 c = hd_v(cx, cy);
    double st = rand_angle(), sw;
    int k = ri(0, 9);
    sw = k == 0 ? 360 : k <= 3 ? dec(1, 179) : k <= 5 ? 180 : dec(181, 359);
    if (fam == FAM_EDGE) {
        double a;
        do
            a = rand_angle();
        while (fmod(a, 90) == 0);
        double rin = ri(0, 2) == 0 ? 0 : dec(0, 5);
        s = (hd_shape){.kind = HD_ARC, .arc = {c, rin, rin + dec(1, 8), a, a}};
        return s;
    }
    if (fam == FAM_WEDGE || (fam >= FAM_INSIDE && ri(0, 1))) {
        s = (hd_shape){.kind = HD_WEDGE, .wedge = {c, dec(1, 12), st, st + sw}};
        if (s.wedge.start == s.wedge.end || sw == 360)
            s.wedge.end = st + 90;
        return s;
    }
    double rin = dec(0, 6), rout = fam == FAM_CURVE ? rin : rin + dec(1, 8);
    if (rout == 0)
        rout = rin = 2;
    s = (hd_shape){.kind = HD_ARC, .arc = {c, rin, rout, st, st + sw}};
    return s;
}

static hd_shape rand_capsule(int fam, const rsect *S)
{
    hd_capsule k;
    do {
        if (fam == FAM_INSIDE) { /* a small capsule around a point of the sector */
            ld a = (S->st + S->sw * (ld)ri(0, 1000) / 1000) * PI_L / 180;
            ld rho = S->rin + (S->rout - S->rin) * (ld)ri(0, 1000) / 1000;
            double px = (double)(S->cx + rho * LCOS(a)), py = (double)(S->cy + rho * LSIN(a));
            px = round(px * 100) / 100, py = round(py * 100) / 100;
            double dx = dec(-2, 2), dy = dec(-2, 2), r = dec(0, 3);
            k = (hd_capsule){hd_v(px, py), hd_v(px + dx, py + dy), r};
        } else if (fam == FAM_AROUND) { /* a big capsule near the sector */
            double v[5];
            for (int i = 0; i < 4; i++)
                v[i] = dec(-6, 6);
            v[4] = dec(2, 16);
            k = (hd_capsule){hd_v(S->cx + v[0], S->cy + v[1]), hd_v(S->cx + v[2], S->cy + v[3]), v[4]};
            k.a.x = round(k.a.x * 100) / 100, k.a.y = round(k.a.y * 100) / 100;
            k.b.x = round(k.b.x * 100) / 100, k.b.y = round(k.b.y * 100) / 100;
        } else {
            double v[5];
            for (int i = 0; i < 4; i++)
                v[i] = dec(-14, 14);
            v[4] = dec(0, 5);
            k = (hd_capsule){hd_v(v[0], v[1]), hd_v(v[2], v[3]), v[4]};
        }
    } while (k.r == 0 || hd_veq(k.a, k.b));
    return (hd_shape){.kind = HD_CAPSULE, .capsule = k};
}

static void families(void)
{
    for (int fam = 0; fam < FAM_COUNT; fam++) {
        long hist[5] = {0}, skipped = 0, n = 0;
        while (n < RELCAP_PAIRS) {
            hd_shape s = rand_sector(fam);
            rsect S = rsect_of(&s);
            hd_shape c = rand_capsule(fam, &S);
            rcap K = {c.capsule.a.x, c.capsule.a.y, c.capsule.b.x, c.capsule.b.y, c.capsule.r};
            int want = reference(&K, &S);
            if (want == -2) {
                skipped++;
                continue;
            }
            if (want == HD_APART && hd_collide(&c, &s)) { /* the reference proves a gap: hd_collide must agree */
                char sa[256], sb[256];
                hd_shape_format(&c, sa, sizeof sa);
                hd_shape_format(&s, sb, sizeof sb);
                TEST_CTX("%s %s", sa, sb);
                ENSURE(!"hd_collide reports a pair the reference proves apart");
            }
            expect(&c, &s, (hd_relation)want);
            hist[want]++;
            n++;
        }
        printf("  %s: %ld pairs: %ld apart %ld touching %ld overlapping %ld a_contains_b %ld b_contains_a;"
               " %ld skipped (within 1e-9 of a threshold or past the budget)\n",
               FAM_NAME[fam], n, hist[0], hist[1], hist[2], hist[3], hist[4], skipped);
    }
    printf("  reference evaluations: %ld\n", bb_evals);
}

/* ---- sectors with one centre ------------------------------------------------------------ */

/* A sector around the origin with integer degrees and radii: its closed set
 * and its relative interior on the grid of half degrees and half units of
 * radius (every boundary is at an integer, so two such sets that differ
 * differ on the grid; the relative interiors leave the centre out). */
typedef struct isect {
    int st, sw, rin, rout; /* sw 0: a radial edge; rin == rout: a curve */
} isect;

static bool iang(const isect *S, int h, bool open) /* h half degrees */
{
    if (S->sw >= 360)
        return true;
    int d = ((h - 2 * S->st) % 720 + 720) % 720;
    if (S->sw == 0)
        return d == 0;
    return open ? d > 0 && d < 2 * S->sw : d <= 2 * S->sw;
}

static bool irad(const isect *S, int q, bool open) /* q half units */
{
    if (S->rin == S->rout || !open)
        return 2 * S->rin <= q && q <= 2 * S->rout;
    return 2 * S->rin < q && q < 2 * S->rout;
}

static hd_shape ishape(const isect *S)
{
    if (S->rin == 0 && S->sw > 0)
        return (hd_shape){.kind = HD_WEDGE, .wedge = {hd_v(0, 0), S->rout, S->st, S->st + S->sw}};
    return (hd_shape){.kind = HD_ARC, .arc = {hd_v(0, 0), S->rin, S->rout, S->st, S->st + S->sw}};
}

static isect irand(void)
{
    isect S;
    int k = ri(0, 9);
    S.st = ri(0, 2) ? 45 * ri(-8, 16) : ri(-360, 720);
    S.sw = k == 0 ? 0 : k == 1 ? 360 : k == 2 ? 180 : k <= 5 ? 45 * ri(1, 7) : ri(1, 359);
    S.rout = ri(1, 8);
    S.rin = ri(0, 3) == 0 ? 0 : ri(0, S.rout);
    if (S.sw == 0 && S.rin == S.rout) /* a single point */
        S.rin = 0;
    return S;
}

static long conc_hist[5], conc_collide_checked;
static void concentric_pairs(void)
{
    for (int n = 0; n < 4000; n++) {
        isect A = irand(), B = irand();
        if (n % 7 == 0)
            B = A; /* the same set */
        else if (n % 7 == 1) /* shared boundaries */
            B.st = A.st + (ri(0, 1) ? A.sw : 0), B.rin = ri(0, 1) ? A.rout : B.rin;
        if (B.rin > B.rout)
            B.rin = B.rout;
        if (B.sw == 0 && B.rin == B.rout)
            B.rin = 0;
        bool meet = false, a_in_b = true, b_in_a = true, common = false;
        for (int q = 0; q <= 16; q++)
            for (int h = 0; h < 720; h++) {
                bool ra = irad(&A, q, true) && iang(&A, h, true) && q > 0, rb = irad(&B, q, true) && iang(&B, h, true) && q > 0;
                bool ca = irad(&A, q, false) && (q == 0 || iang(&A, h, false));
                bool cb = irad(&B, q, false) && (q == 0 || iang(&B, h, false));
                meet |= ra && rb;
                common |= ca && cb;
                a_in_b &= !ca || cb;
                b_in_a &= !cb || ca;
            }
        hd_shape a = ishape(&A), b = ishape(&B);
        bool hit = hd_collide(&a, &b);
        char sa[128], sb[128];
        hd_shape_format(&a, sa, sizeof sa);
        hd_shape_format(&b, sb, sizeof sb);
        TEST_CTX("%s %s", sa, sb);
        ENSURE(hit == common); /* hd_collide against the grid */
        conc_collide_checked++;
        hd_relation want = b_in_a ? HD_A_CONTAINS_B : a_in_b ? HD_B_CONTAINS_A : meet ? HD_OVERLAPPING
                           : common ? HD_TOUCHING : HD_APART;
        if (b_in_a && a_in_b) { /* equal sets: a_contains_b both ways */
            ENSURE(hd_relate(&a, &b) == HD_A_CONTAINS_B && hd_relate(&b, &a) == HD_A_CONTAINS_B);
            conc_hist[want]++;
            continue;
        }
        expect(&a, &b, want);
        /* the same pair around another (double) centre, moved exactly */
        hd_vec2 va[1], vb[1];
        hd_shape ta = hd_shape_translate(&a, hd_v(-3.5, 1024), va), tb = hd_shape_translate(&b, hd_v(-3.5, 1024), vb);
        ENSURE(hd_relate(&ta, &tb) == want);
        conc_hist[want]++;
    }
    printf("  concentric: 4000 pairs on integer degrees and radii: %ld apart %ld touching %ld overlapping"
           " %ld a_contains_b %ld b_contains_a\n", conc_hist[0], conc_hist[1], conc_hist[2], conc_hist[3], conc_hist[4]);
}

/* Decimal angles and radii around one centre: refuted by points, which can
 * only disprove (a point of b outside a: a does not contain b; a point in
 * both, 1e-9 clear of both outlines by the long-double distances: the
 * interiors meet), and the invariants of expect(). */
static void concentric_decimal(void)
{
    long proved_meet = 0, proved_out = 0, hist[5] = {0};
    for (int n = 0; n < 2000; n++) {
        double cx = dec(-5, 5), cy = dec(-5, 5);
        hd_vec2 c = hd_v(cx, cy);
        hd_shape sh[2];
        for (int j = 0; j < 2; j++) {
            double st = j && n % 3 == 0 ? sh[0].arc.end : rand_angle(), sw = n % 4 == 0 ? 180 : dec(0, 400);
            double rout = dec(1, 9), rin = ri(0, 2) ? dec(0, 9) : 0;
            if (rin > rout)
                rin = rout;
            if (sw == 0 && rin == rout)
                rin = 0;
            sh[j] = (hd_shape){.kind = HD_ARC, .arc = {c, rin, rout, st, st + sw}};
        }
        const hd_shape *a = &sh[0], *b = &sh[1];
        hd_relation r = hd_relate(a, b);
        expect(a, b, r); /* mirror, collide, scaling */
        hist[r]++;
        rsect A = rsect_of(a), B = rsect_of(b);
        bool b_out_a = false, both_in = false;
        for (int k = 0; k < 400; k++) {
            ld ang = (ld)ri(0, 71999) / 200 * PI_L / 180, rho = (ld)ri(0, 10000) / 1000;
            hd_vec2 p = hd_v((double)(c.x + rho * LCOS(ang)), (double)(c.y + rho * LSIN(ang)));
            bool ia = hd_point_in_shape(a, p), ib = hd_point_in_shape(b, p);
            b_out_a |= ib && !ia;
            if (ia && ib && poutline(&A, p.x, p.y) > TOL && poutline(&B, p.x, p.y) > TOL && A.sw > 0 && B.sw > 0 &&
                A.rin < A.rout && B.rin < B.rout)
                both_in = true;
        }
        if (b_out_a) {
            ENSURE(r != HD_A_CONTAINS_B);
            proved_out++;
        }
        if (both_in) {
            ENSURE(r == HD_OVERLAPPING || r == HD_A_CONTAINS_B || r == HD_B_CONTAINS_A);
            proved_meet++;
        }
    }
    printf("  concentric, decimal: 2000 pairs: %ld apart %ld touching %ld overlapping %ld a_contains_b %ld b_contains_a;"
           " points proved %ld interior meetings and %ld b-not-in-a\n",
           hist[0], hist[1], hist[2], hist[3], hist[4], proved_meet, proved_out);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(constructed);
    RUN_SUBTEST(ulp_cases);
    RUN_SUBTEST(inexact_corners);
    RUN_SUBTEST(families);
    RUN_SUBTEST(concentric_pairs);
    RUN_SUBTEST(concentric_decimal);
    return hd_test_finish();
}
