/*
 * test_geom_filters: the edges of the typed tests' filters (typed.h): the
 * ulp filters of hd_circle_circle, hd_point_circle and hd_circle_box (and
 * their float forms, filtered in float), and the three-cross bound of
 * hd_line_line and hd_segf_segf. Every case is a known construction with a
 * known answer, checked against the typed test in double and in float
 * (where the numbers are floats), hd_collide and hd_collide_reference:
 *  - ulp_walks: exact contacts (Pythagorean triples: tangent disks, a point
 *    on a circle, a disk on a box's corner and on an edge) moved j ulps
 *    out (a miss) and j ulps in (a hit) for j = 1..160 steps of one
 *    coordinate or of a radius, which walks d across the 64-step window of
 *    the ulp filter and out of it; scaled by 2^k over the accepted range
 *    (doubles) and the float range (subnormals, and sizes whose squares
 *    overflow a float);
 *  - seg_walks: segments touching (an end on the other's interior, on a
 *    slanted line; ends meeting; collinear overlap and end-to-end), the
 *    end moved j ulps to either side of the line (a hit on the side of the
 *    crossing, a miss on the other);
 *  - overflow: float pairs whose differences, squares or radius sums
 *    overflow float (tangent, one ulp out, one ulp in, far apart, deep
 *    inside);
 *  - integer_walks: random integer coordinates (up to 2^60 for doubles,
 *    2^33 for floats: the differences and squares round), a radius walked
 *    160 ulps either side of the contact, and a segment's end walked
 *    across the other's line; the truth from exact integer arithmetic
 *    (__int128), independent of the library.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/typed.h>

#include "geom_internal.h"
#include "hd_test.h"

static long g_cases, g_hits, g_float_cases;

/* x rounded to float through memory (see test_geom_box.c: gcc 12.2's SLP
 * vectorizer drops a visible double -> float -> double round trip). */
static float to_float(double x)
{
    volatile float f = (float)x;
    return f;
}

static bool is_float(double x)
{
    volatile double back = to_float(x);
    return back == x && fabs(x) <= FLT_MAX;
}

static const char *spec(const hd_shape *s)
{
    static char buf[4][200];
    static int k;
    char *b = buf[k++ & 3];
    snprintf(b, 200, "%s", hd_test_spec(s));
    return b;
}

/* hd_collide(a, b) (both orders) and the reference, == want. */
static void judge(const hd_shape *a, const hd_shape *b, bool want)
{
    ENSURE(hd_collide(a, b) == want);
    ENSURE(hd_collide(b, a) == want);
    ENSURE(hd_collide_reference(a, b) == want);
    g_cases++;
    g_hits += want;
}

static void circles(hd_circle a, hd_circle b, bool want)
{
    hd_shape sa = {.kind = HD_CIRCLE, .circle = a}, sb = {.kind = HD_CIRCLE, .circle = b};
    TEST_CTX("circle/circle %s  %s  want %d", spec(&sa), spec(&sb), want);
    ENSURE(hd_circle_circle(&a, &b) == want);
    ENSURE(hd_circle_circle(&b, &a) == want);
    judge(&sa, &sb, want);
    if (is_float(a.c.x) && is_float(a.c.y) && is_float(a.r) && is_float(b.c.x) && is_float(b.c.y) && is_float(b.r)) {
        hd_circlef fa = {to_float(a.c.x), to_float(a.c.y), to_float(a.r)};
        hd_circlef fb = {to_float(b.c.x), to_float(b.c.y), to_float(b.r)};
        ENSURE(hd_circlef_circlef(&fa, &fb) == want);
        ENSURE(hd_circlef_circlef(&fb, &fa) == want);
        ENSURE(hd__circlef_circlef_exact(&fa, &fb) == want);
        g_float_cases++;
    }
}

static void point_circle(hd_vec2 p, hd_circle c, bool want)
{
    hd_shape sa = {.kind = HD_POINT, .point = {p}}, sb = {.kind = HD_CIRCLE, .circle = c};
    TEST_CTX("point/circle %s  %s  want %d", spec(&sa), spec(&sb), want);
    ENSURE(hd_point_circle(&sa.point, &c) == want);
    judge(&sa, &sb, want);
    if (is_float(p.x) && is_float(p.y) && is_float(c.c.x) && is_float(c.c.y) && is_float(c.r)) {
        hd_pointf fp = {to_float(p.x), to_float(p.y)};
        hd_circlef fc = {to_float(c.c.x), to_float(c.c.y), to_float(c.r)};
        ENSURE(hd_pointf_circlef(&fp, &fc) == want);
        ENSURE(hd__pointf_circlef_exact(&fp, &fc) == want);
        g_float_cases++;
    }
}

/* The box as a polygon of its corners for hd_collide (the same closed set;
 * a rect would round x + w for some of these numbers). */
static void circle_box(hd_circle c, hd_box b, bool want)
{
    hd_vec2 v[4] = {b.lo, {b.hi.x, b.lo.y}, b.hi, {b.lo.x, b.hi.y}};
    hd_shape sc = {.kind = HD_CIRCLE, .circle = c}, sp = {.kind = HD_POLYGON};
    char err[128];
    bool ok = b.lo.x < b.hi.x && b.lo.y < b.hi.y && hd_polygon_make(v, 4, &sp, err, sizeof err);
    TEST_CTX("circle/box %s  box %.17g,%.17g,%.17g,%.17g  want %d", spec(&sc), b.lo.x, b.lo.y, b.hi.x, b.hi.y, want);
    ENSURE(hd_circle_box(&c, &b) == want);
    ENSURE(hd__circle_box_exact(c.c, c.r, b.lo, b.hi) == want);
    if (ok)
        judge(&sc, &sp, want);
    if (is_float(c.c.x) && is_float(c.c.y) && is_float(c.r) && is_float(b.lo.x) && is_float(b.lo.y) &&
        is_float(b.hi.x) && is_float(b.hi.y)) {
        hd_circlef fc = {to_float(c.c.x), to_float(c.c.y), to_float(c.r)};
        hd_boxf fb = {to_float(b.lo.x), to_float(b.lo.y), to_float(b.hi.x), to_float(b.hi.y)};
        ENSURE(hd_circlef_boxf(&fc, &fb) == want);
        g_float_cases++;
    }
}

static void segs(hd_line s, hd_line t, bool want)
{
    hd_shape sa = {.kind = HD_LINE, .line = s}, sb = {.kind = HD_LINE, .line = t};
    TEST_CTX("line/line %s  %s  want %d", spec(&sa), spec(&sb), want);
    ENSURE(hd_line_line(&s, &t) == want);
    ENSURE(hd_line_line(&t, &s) == want);
    hd_line rs = {s.b, s.a}, rt = {t.b, t.a}; /* the ends swapped */
    ENSURE(hd_line_line(&rs, &rt) == want);
    judge(&sa, &sb, want);
    if (is_float(s.a.x) && is_float(s.a.y) && is_float(s.b.x) && is_float(s.b.y) && is_float(t.a.x) &&
        is_float(t.a.y) && is_float(t.b.x) && is_float(t.b.y)) {
        hd_segf fs = {to_float(s.a.x), to_float(s.a.y), to_float(s.b.x), to_float(s.b.y)};
        hd_segf ft = {to_float(t.a.x), to_float(t.a.y), to_float(t.b.x), to_float(t.b.y)};
        hd_segf rfs = {fs.bx, fs.by, fs.ax, fs.ay};
        ENSURE(hd_segf_segf(&fs, &ft) == want);
        ENSURE(hd_segf_segf(&ft, &fs) == want);
        ENSURE(hd_segf_segf(&rfs, &ft) == want);
        ENSURE(hd__segf_segf_exact(&fs, &ft) == want);
        g_float_cases++;
    }
}

/* x moved j steps of the doubles (toward +inf for j > 0) or, when fl is
 * set, j steps of the floats. */
static double step(double x, int j, bool fl)
{
    for (; j > 0; j--)
        x = fl ? (double)nextafterf(to_float(x), INFINITY) : nextafter(x, INFINITY);
    for (; j < 0; j++)
        x = fl ? (double)nextafterf(to_float(x), -INFINITY) : nextafter(x, -INFINITY);
    return x;
}

static const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {20, 21, 29}, {119, 120, 169}, {0, 7, 7}};

/* The walks at scale s = 2^k and offset o (both exact here). fl: float
 * steps (the numbers stay floats when they start as floats). */
static void walks_at(int k, double o, bool fl)
{
    double s = ldexp(1, k);
    static const int js[] = {1, 2, 3, 5, 8, 16, 31, 32, 33, 47, 63, 64, 65, 66, 90, 127, 128, 129, 160};
    for (size_t t = 0; t < sizeof triples / sizeof triples[0]; t++) {
        double X = triples[t][0] * s, Y = triples[t][1] * s, R = triples[t][2] * s;
        /* tangent disks: radii 2R/7 and 5R/7 are not exact; split R as r1 = R - r2 with r2 = s */
        hd_circle a = {{o, o}, R - s}, b = {{o + X, o + Y}, s};
        circles(a, b, true);
        hd_vec2 p = {o + X, o + Y};
        hd_circle c = {{o, o}, R};
        point_circle(p, c, true);
        /* the disk on a box's corner: box [o - 9s, o] x [o - 9s, o], centre at the corner + (X, Y) */
        hd_box bx = {{o - 9 * s, o - 9 * s}, {o, o}};
        hd_circle cb = {{o + X, o + Y}, R};
        circle_box(cb, bx, true);
        for (size_t ji = 0; ji < sizeof js / sizeof js[0]; ji++) {
            int j = js[ji];
            /* b's centre j steps out along x (X >= 0: away; X == 0 moves sideways,
             * which also leaves the disk) and, for X > 0, j steps in */
            hd_circle bo = b, bi = b;
            bo.c.y = step(b.c.y, j, fl);
            circles(a, bo, false);
            if (X > 0) {
                bi.c.x = step(b.c.x, -j, fl);
                circles(a, bi, true);
            }
            /* the radius: j steps smaller, a miss; larger, a hit */
            hd_circle br = b;
            br.r = step(b.r, -j, fl);
            circles(a, br, false);
            br.r = step(b.r, j, fl);
            circles(a, br, true);
            /* the point */
            hd_vec2 po = {p.x, step(p.y, j, fl)}, pi = {p.x, step(p.y, -j, fl)};
            point_circle(po, c, false);
            point_circle(pi, c, true);
            hd_circle cs = c;
            cs.r = step(c.r, -j, fl);
            point_circle(p, cs, false);
            cs.r = step(c.r, j, fl);
            point_circle(p, cs, true);
            /* the corner disk */
            hd_circle co = cb, ci = cb;
            co.c.y = step(cb.c.y, j, fl);
            circle_box(co, bx, false);
            ci.c.y = step(cb.c.y, -j, fl);
            circle_box(ci, bx, true);
            co = cb;
            co.r = step(cb.r, -j, fl);
            circle_box(co, bx, false);
            /* an edge: the disk's leftmost point on the box's right edge, then j steps off */
            hd_circle ce = {{o + R, o - 4 * s}, R};
            circle_box(ce, bx, true);
            hd_circle ceo = ce;
            ceo.c.x = step(ce.c.x, j, fl);
            circle_box(ceo, bx, false);
            ceo.c.x = step(ce.c.x, -j, fl);
            circle_box(ceo, bx, true);
        }
    }
}

static void ulp_walks(void)
{
    /* doubles: 2^k s over the accepted range (coordinates up to 169 2^k
     * plus the offset), with offsets that make the differences inexact */
    for (int k = -150; k <= 150; k += 15) {
        walks_at(k, 0, false);
        walks_at(k, -ldexp(5, k + 9), false);
        if (k <= 130) /* the offset's 2^(k + 32) stays below HD_COORD_MAX */
            walks_at(k, ldexp(3, k + 30), false);
    }
    /* floats: the float range, subnormal results included, and steps of
     * the floats */
    for (int k = -140; k <= 110; k += 10) {
        walks_at(k, 0, true);
        walks_at(k, ldexp(3, k + 12), true);
    }
}

/* The end c of t = c..d on the segment s = a..b (a known point of it),
 * then moved j steps in y: toward d's side of the line it misses, away
 * from it it crosses. */
static void seg_walks_at(int k, double o, bool fl)
{
    double s = ldexp(1, k);
    static const int js[] = {1, 2, 3, 7, 16, 64, 65, 100, 1000};
    /* s from (o, o) to (o + 8s, o + 4s); its point (o + 4s, o + 2s); t goes up (+y, d's side is +y
     * in screen terms: orient(a, b, d) < 0) */
    hd_line sl = {{o, o}, {o + 8 * s, o + 4 * s}};
    hd_line th = {{o + 4 * s, o + 2 * s}, {o + 3 * s, o + 9 * s}};
    segs(sl, th, true);
    /* horizontal s, vertical t touching from above */
    hd_line sh = {{o, o}, {o + 8 * s, o}}, tv = {{o + 4 * s, o}, {o + 4 * s, o + 5 * s}};
    segs(sh, tv, true);
    /* ends meeting, collinear overlap, collinear end to end, collinear apart */
    hd_line e1 = {{o + 8 * s, o + 4 * s}, {o + 9 * s, o - 3 * s}};
    segs(sl, e1, true);
    hd_line c1 = {{o + 6 * s, o + 3 * s}, {o + 12 * s, o + 6 * s}};
    segs(sl, c1, true);
    hd_line c2 = {{o + 8 * s, o + 4 * s}, {o + 12 * s, o + 6 * s}};
    segs(sl, c2, true);
    hd_line c3 = {{o + 10 * s, o + 5 * s}, {o + 12 * s, o + 6 * s}};
    segs(sl, c3, false);
    for (size_t ji = 0; ji < sizeof js / sizeof js[0]; ji++) {
        int j = js[ji];
        hd_line up = th, down = th;
        up.a.y = step(th.a.y, j, fl);
        segs(sl, up, false);
        down.a.y = step(th.a.y, -j, fl);
        segs(sl, down, true);
        hd_line vu = tv, vd = tv;
        vu.a.y = step(tv.a.y, j, fl);
        segs(sh, vu, false);
        vd.a.y = step(tv.a.y, -j, fl);
        segs(sh, vd, true);
        /* the meeting end moved off: e1 starts at s's end; moved right past it, a miss */
        hd_line em = e1;
        em.a.x = step(e1.a.x, j, fl);
        segs(sl, em, false);
        /* collinear end to end, pulled apart by j steps */
        hd_line cm = c2;
        cm.a.x = step(c2.a.x, j, fl);
        cm.a.y = step(c2.a.y, j, fl);
        segs(sl, cm, false);
    }
}

static void seg_walks(void)
{
    for (int k = -150; k <= 150; k += 15) {
        seg_walks_at(k, 0, false);
        if (k <= 130)
            seg_walks_at(k, ldexp(3, k + 30), false);
    }
    for (int k = -140; k <= 115; k += 5) {
        seg_walks_at(k, 0, true);
        seg_walks_at(k, ldexp(3, k + 10), true);
    }
}

/* Float pairs where the float arithmetic overflows (the numbers are
 * floats, so well inside the double range). */
static void overflow(void)
{
    double X = 0x1.8p127, Xu = (double)nextafterf((float)X, INFINITY), Xd = (double)nextafterf((float)X, 0);
    /* dx = 2X and r = 2X overflow float: tangent, then opened and closed by one float ulp */
    circles((hd_circle){{-X, 0}, X}, (hd_circle){{X, 0}, X}, true);
    circles((hd_circle){{-X, 0}, X}, (hd_circle){{Xu, 0}, X}, false);
    circles((hd_circle){{-X, 0}, X}, (hd_circle){{X, 0}, Xd}, false);
    circles((hd_circle){{-X, 0}, X}, (hd_circle){{Xd, 0}, X}, true);
    circles((hd_circle){{-X, 0}, X}, (hd_circle){{X, 0}, Xu}, true);
    /* the squared distance overflows, the radius square does not: a miss */
    circles((hd_circle){{-X, 0}, 1}, (hd_circle){{X, 0}, 1}, false);
    circles((hd_circle){{0, -X}, 0x1p60}, (hd_circle){{0, X}, 0x1p60}, false);
    /* the radius square overflows, the distance is small: a hit */
    circles((hd_circle){{0, 0}, X}, (hd_circle){{1, 1}, X}, true);
    circles((hd_circle){{0, 0}, 0x1p64}, (hd_circle){{0x1p60, 0}, 0x1p64}, true);
    /* squares overflow on both sides, near tangency: 3-4-5 at 2^100 */
    double s = 0x1p100;
    circles((hd_circle){{0, 0}, 4 * s}, (hd_circle){{3 * s, 4 * s}, s}, true);
    circles((hd_circle){{0, 0}, 4 * s}, (hd_circle){{3 * s, (double)nextafterf((float)(4 * s), INFINITY)}, s},
            false);
    point_circle((hd_vec2){3 * s, 4 * s}, (hd_circle){{0, 0}, 5 * s}, true);
    point_circle((hd_vec2){3 * s, (double)nextafterf((float)(4 * s), INFINITY)}, (hd_circle){{0, 0}, 5 * s}, false);
    point_circle((hd_vec2){X, 0}, (hd_circle){{-X, 0}, 1}, false);
    point_circle((hd_vec2){1, 0}, (hd_circle){{0, 0}, X}, true);
    /* the disk far right of a box at -X: the gap overflows float */
    circle_box((hd_circle){{X, 0}, 1}, (hd_box){{-X, -1}, {-Xd, 1}}, false);
    circle_box((hd_circle){{X, 0}, X}, (hd_box){{-X, -1}, {-X, 1}}, false); /* gap 2X > X */
    circle_box((hd_circle){{0, 0}, X}, (hd_box){{-X, -X}, {-X, X}}, true);  /* gap X == r */
    circle_box((hd_circle){{0, 0}, Xd}, (hd_box){{-X, -X}, {-X, X}}, false);
    /* segments spanning the float range: crossing, touching, apart */
    segs((hd_line){{-X, -X}, {X, X}}, (hd_line){{-X, X}, {X, -X}}, true);
    segs((hd_line){{-X, 0}, {X, 0}}, (hd_line){{0, 0}, {0, X}}, true);
    segs((hd_line){{-X, 0}, {X, 0}}, (hd_line){{0, 0x1p-149}, {0, X}}, false);
    segs((hd_line){{-X, 0}, {X, 0}}, (hd_line){{0, -0x1p-149}, {0, X}}, true);
    segs((hd_line){{-X, -X}, {X, X}}, (hd_line){{-X, -Xd}, {Xd, X}}, false); /* parallel, one ulp apart */
}

__extension__ typedef __int128 i128;

static int sgn128(i128 v) { return (v > 0) - (v < 0); }

static i128 I(double x) { return (i128)x; } /* x is an integer here (checked by is_int) */

static bool is_int(double x) { return x == floor(x) && fabs(x) < 0x1p100; }

/* A random integer multiple of 2^sh below 2^bits in magnitude (a double,
 * or a float for bits - sh <= 24). */
static double rnd_int(hd_rng *r, int bits, int sh)
{
    int64_t m = (int64_t)(hd_rng_next(r) >> (64 - (bits - sh))) - ((int64_t)1 << (bits - sh - 1));
    return ldexp((double)m, sh);
}

/* Exact sign of orient(a, b, c) for integer coordinates below 2^61. */
static int orient_int(hd_vec2 a, hd_vec2 b, hd_vec2 c)
{
    return sgn128((I(b.x) - I(a.x)) * (I(c.y) - I(a.y)) - (I(b.y) - I(a.y)) * (I(c.x) - I(a.x)));
}

/* Closed segments meet, exactly (integer coordinates). */
static bool segs_meet_int(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d)
{
    int o1 = orient_int(a, b, c), o2 = orient_int(a, b, d), o3 = orient_int(c, d, a), o4 = orient_int(c, d, b);
    if (o1 * o2 > 0 || o3 * o4 > 0)
        return false;
    if (o1 || o2 || o3 || o4)
        return true;
    return fmax(a.x, b.x) >= fmin(c.x, d.x) && fmax(c.x, d.x) >= fmin(a.x, b.x) && fmax(a.y, b.y) >= fmin(c.y, d.y) &&
           fmax(c.y, d.y) >= fmin(a.y, b.y);
}

static void integer_walks(void)
{
    hd_rng r = {0xf11e7e25};
    for (int trial = 0; trial < 1500; trial++) {
        bool fl = trial & 1;
        int bits = fl ? 33 : 60, sh = fl ? 10 : 8; /* floats: 23-bit integers times 2^10 */
        hd_vec2 a = {rnd_int(&r, bits, sh), rnd_int(&r, bits, sh)};
        double dx = fabs(rnd_int(&r, bits - 1, sh)) + ldexp(1, sh), dy = fabs(rnd_int(&r, bits - 1, sh));
        hd_vec2 b = {a.x + dx, a.y + dy}; /* exact: below 2^bits, a multiple of 2^sh */
        if (fl && !(is_float(b.x) && is_float(b.y)))
            continue;
        i128 D = (I(b.x) - I(a.x)) * (I(b.x) - I(a.x)) + (I(b.y) - I(a.y)) * (I(b.y) - I(a.y));
        double R0 = sqrt((double)D), ra = fl ? 0 : rnd_int(&r, 40, 0);
        ra = fabs(ra);
        double rb0 = fl ? (double)to_float(R0) : R0 - ra;
        rb0 = fl ? ldexp(floor(ldexp(rb0, -sh)), sh) : floor(rb0); /* an integer (a float for fl) */
        for (int j = -160; j <= 160; j++) {
            double rb = step(rb0, j, fl);
            if (!is_int(rb))
                continue;
            i128 R = I(ra) + I(rb);
            bool want = sgn128(D - R * R) <= 0;
            circles((hd_circle){a, ra}, (hd_circle){b, rb}, want);
            if (ra == 0) {
                point_circle(b, (hd_circle){a, rb}, want);
                /* the disk about b against the box with corner a (b is right of and below it) */
                hd_box bx = {{a.x - ldexp(1, bits - 2), a.y - ldexp(1, bits - 2)}, a};
                circle_box((hd_circle){b, rb}, bx, want);
            }
        }
        /* segments: s = a..b; t from a point near s's middle (rounded to the
         * grid) to a far point, the near end walked across s's line */
        hd_vec2 m = {ldexp(floor(ldexp(a.x + dx * 0.5, -sh)), sh), ldexp(floor(ldexp(a.y + dy * 0.5, -sh)), sh)};
        hd_vec2 far = {m.x - ldexp(1, bits - 3), m.y + ldexp(1, bits - 3)};
        for (int j = -70; j <= 70; j++) {
            hd_vec2 c = {m.x, step(m.y, j, fl)};
            if (!is_int(c.y))
                c.y = m.y + j; /* an ulp below 1: integer steps (exact below 2^53) */
            hd_line sl = {a, b}, tl = {c, far};
            segs(sl, tl, segs_meet_int(a, b, c, far));
        }
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(ulp_walks);
    RUN_SUBTEST(seg_walks);
    RUN_SUBTEST(overflow);
    RUN_SUBTEST(integer_walks);
    printf("filter edge cases: %ld (%ld collide), %ld of them also as floats\n", g_cases, g_hits, g_float_cases);
    return hd_test_finish();
}
