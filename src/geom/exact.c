/*
 * exact.c: sign-exact predicates.
 *
 * Every predicate is a polynomial in DIFFERENCES of input coordinates. Each
 * is first evaluated in plain doubles together with a bound on its rounding
 * error (a static filter, as in Shewchuk's adaptive predicates); only when
 * the value is within that bound of zero is it evaluated again exactly:
 * differences as two-term expansions (two-diff), products as error-free
 * two-products (fma), sums as non-overlapping expansions (grow-expansion with
 * zero elimination). The sign of an expansion is the sign of its largest
 * component. So the answers are exact as long as no product overflows or
 * underflows: inputs are 0 or of magnitude in [HD_COORD_MIN, HD_COORD_MAX]
 * = [1e-50, 1e50], hence multiples of 2^-219, and ray components are 0 or
 * multiples of 2^-52 at most 1; every term (degree <= 4 in input
 * differences, times ray components) then stays a normal double or exactly
 * representable: a contact moved by one ulp is seen as apart.
 *
 * fma() is the C99 library function, exact by definition; -ffp-contract=off
 * keeps the compiler from fusing anything else.
 */
#include <assert.h>
#include <math.h>

#include "geom_internal.h"
#include "hd_compiler.h"
#include "xwide.h"

/* ---- expansions ------------------------------------------------------------- */

/* An expansion of doubles views a buffer on its caller's stack: no static or
 * thread-local scratch anywhere (the library keeps no state). Each predicate
 * sizes its buffers for the most components its operations can build,
 * counted from the operations (grow-expansion adds at most one component,
 * so a sum of expansions has at most the sum of their lengths, and a
 * product of expansions of m and n components, each term a two-product, at
 * most 2 m n): XP_ADD and XP_MUL below, written next to each buffer. Such a
 * buffer cannot fill (asserted in debug builds). Where that count exceeds
 * XP_CAP (the degree-4 values), the buffer has XP_CAP components, as every
 * buffer had before: the non-overlapping components of the values met here
 * number a few dozen, and should a pathological input ever fill it, the
 * smallest component is dropped, never the largest (which carries the
 * sign).
 *
 * Stack use (gcc 12 -O2 -fstack-usage, x86-64): at most about 4.9 KiB a
 * predicate here (hd_sign_dist2_ray_point, sign_len_form: two XP_CAP
 * buffers); the worst query is about 15.5 KiB (see test_geom_threads.c,
 * which runs every query on 64 KiB thread stacks). */
#define XP_CAP 256

typedef struct xp {
    int n;     /* components in use */
    int cap;   /* room in c */
    double *c; /* increasing magnitude, non-overlapping, no zeros */
} xp;

/* Component counts: of a sum of expansions, of a product, and the buffer
 * size for a count (at most XP_CAP). */
#define XP_ADD(a, b) ((a) + (b))
#define XP_MUL(a, b) (2 * (a) * (b))
#define XP_FIT(n) ((n) < XP_CAP ? (n) : XP_CAP)

/* A local expansion NAME with room for N components (N from XP_ADD and
 * XP_MUL, or a plain count), empty. */
#define XP_LOCAL(name, N)                                                         \
    double name##_buf[XP_FIT(N)];                                                 \
    xp name = {0, XP_FIT(N), name##_buf}

/* How full a buffer may get, per component type: an xp carries its room; a
 * buffer sized by its exact count never fills (asserted), one cut to XP_CAP
 * may (the smallest component is then dropped). */
#define XP_ROOM_xp(e) ((e)->cap)
#define XP_FULL_xp(e) assert((e)->cap == XP_CAP)

/* GROW always inlined: a call per component added was about a fifth of
 * the cost of the paths that add many (hd_cross_diff_approx above all). */

/* The expansion operations, a macro over the component type (xp of
 * doubles; xw below, whose components carry an exponent, has its own):
 *  GROW(e, b):          adds b to e in place (Shewchuk's grow-expansion with
 *                       zero elimination; should the buffer fill, the
 *                       smallest component is dropped, never the largest);
 *  MUL_ADD(acc, a, b, sign): acc += sign * a * b, exactly (FMA gives each
 *                       product's rounding error);
 *  SUM2(e, a, b):       e = a + b exactly for doubles a, b (b may be negated);
 *  SIGN(e):             the sign of e's value (that of its largest component). */
#define XP_DEFINE_OPS(T, REAL, FMA, GROW, MUL_ADD, SUM2, SIGN)                      \
    HD_ALWAYS_INLINE void GROW(T *e, REAL b)                                       \
    {                                                                              \
        REAL q = b;                                                                \
        int m = 0;                                                                 \
        for (int i = 0; i < e->n; i++) {                                           \
            REAL x = q + e->c[i], bv = x - q, av = x - bv;                         \
            REAL h = (q - av) + (e->c[i] - bv); /* two-sum: x + h = q + c[i] */    \
            q = x;                                                                 \
            if (h != 0)                                                            \
                e->c[m++] = h;                                                     \
        }                                                                          \
        if (q != 0) {                                                              \
            if (m == XP_ROOM_##T(e)) {                                             \
                XP_FULL_##T(e);                                                    \
                for (int i = 1; i < m; i++)                                        \
                    e->c[i - 1] = e->c[i];                                         \
                m--;                                                               \
            }                                                                      \
            e->c[m++] = q;                                                         \
        }                                                                          \
        e->n = m;                                                                  \
    }                                                                              \
    static void MUL_ADD(T *acc, const T *a, const T *b, REAL sign)                 \
    {                                                                              \
        for (int i = 0; i < a->n; i++)                                             \
            for (int j = 0; j < b->n; j++) {                                       \
                REAL p = a->c[i] * b->c[j];                                        \
                REAL err = FMA(a->c[i], b->c[j], -p);                              \
                GROW(acc, sign * p);                                               \
                GROW(acc, sign * err);                                             \
            }                                                                      \
    }                                                                              \
    static void SUM2(T *e, double a, double b)                                     \
    {                                                                              \
        e->n = 0;                                                                  \
        GROW(e, a);                                                                \
        GROW(e, b);                                                                \
    }                                                                              \
    static int SIGN(const T *e)                                                    \
    {                                                                              \
        if (e->n == 0)                                                             \
            return 0;                                                              \
        REAL top = e->c[e->n - 1];                                                 \
        return (top > 0) - (top < 0);                                              \
    }

XP_DEFINE_OPS(xp, double, fma, xp_grow, xp_mul_add, xp_sum2, xp_sign)

/* dst = src (dst's own buffer: room for src's components). */
static void xp_copy(xp *dst, const xp *src)
{
    assert(src->n <= dst->cap);
    int n = src->n < dst->cap ? src->n : dst->cap, skip = src->n - n; /* (never cut: see above) */
    for (int i = 0; i < n; i++)
        dst->c[i] = src->c[skip + i];
    dst->n = n;
}


static int sign_of(double v) { return (v > 0) - (v < 0); }

/* Filter constant: far above the rounding error of any predicate here
 * (a few dozen operations, each off by at most 2^-53 relative). */
#define FILTER 1e-12

/* ---- predicates ------------------------------------------------------------- */

/* Components of cross(u, v) or dot(u, v) for u = p1 - p0, v = q1 - q0. */
#define PAIR_N XP_ADD(XP_MUL(2, 2), XP_MUL(2, 2))

/* acc = cross(u, v) (cross) or dot(u, v) (!cross) for u = p1 - p0,
 * v = q1 - q0, exactly (acc: room for PAIR_N): the slow path of the two
 * functions below. */
static void pair_products(xp *acc, hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0, bool cross)
{
    XP_LOCAL(UX, 2);
    XP_LOCAL(UY, 2);
    XP_LOCAL(VX, 2);
    XP_LOCAL(VY, 2);
    xp_sum2(&UX, p1.x, -p0.x);
    xp_sum2(&UY, p1.y, -p0.y);
    xp_sum2(&VX, q1.x, -q0.x);
    xp_sum2(&VY, q1.y, -q0.y);
    acc->n = 0;
    xp_mul_add(acc, &UX, cross ? &VY : &VX, 1.0);
    xp_mul_add(acc, &UY, cross ? &VX : &VY, cross ? -1.0 : 1.0);
}

static int exact_pair_products(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0, bool cross)
{
    XP_LOCAL(acc, PAIR_N);
    pair_products(&acc, p1, p0, q1, q0, cross);
    return xp_sign(&acc);
}

/* The exact slow paths of the filtered inline predicates in
 * geom_internal.h (called only when the filter there cannot decide). */
int hd_sign_cross_diff_exact(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0)
{
    return exact_pair_products(p1, p0, q1, q0, true);
}

int hd_sign_dot_diff_exact(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0)
{
    return exact_pair_products(p1, p0, q1, q0, false);
}

int hd_sign_dist2_pt_exact(hd_vec2 p, hd_vec2 q, double r1, double r2)
{
    XP_LOCAL(X, 2);
    XP_LOCAL(Y, 2);
    XP_LOCAL(R, 2);
    XP_LOCAL(acc, 3 * XP_MUL(2, 2));
    xp_sum2(&X, p.x, -q.x);
    xp_sum2(&Y, p.y, -q.y);
    xp_sum2(&R, r1, r2);
    acc.n = 0;
    xp_mul_add(&acc, &X, &X, 1.0);
    xp_mul_add(&acc, &Y, &Y, 1.0);
    xp_mul_add(&acc, &R, &R, -1.0);
    return xp_sign(&acc);
}

int hd_sign_perp2_exact(hd_vec2 p, hd_vec2 a, hd_vec2 b, double r1, double r2)
{
    XP_LOCAL(DX, 2);
    XP_LOCAL(DY, 2);
    XP_LOCAL(WX, 2);
    XP_LOCAL(WY, 2);
    XP_LOCAL(R, 2);
    XP_LOCAL(CR, PAIR_N);
    XP_LOCAL(RR, XP_MUL(2, 2));
    XP_LOCAL(DD, PAIR_N);
    XP_LOCAL(acc, XP_ADD(XP_MUL(PAIR_N, PAIR_N), XP_MUL(XP_MUL(2, 2), PAIR_N)));
    xp_sum2(&DX, b.x, -a.x);
    xp_sum2(&DY, b.y, -a.y);
    xp_sum2(&WX, p.x, -a.x);
    xp_sum2(&WY, p.y, -a.y);
    xp_sum2(&R, r1, r2);
    CR.n = 0;
    xp_mul_add(&CR, &DX, &WY, 1.0);
    xp_mul_add(&CR, &DY, &WX, -1.0);
    RR.n = 0;
    xp_mul_add(&RR, &R, &R, 1.0);
    DD.n = 0;
    xp_mul_add(&DD, &DX, &DX, 1.0);
    xp_mul_add(&DD, &DY, &DY, 1.0);
    acc.n = 0;
    xp_mul_add(&acc, &CR, &CR, 1.0);
    xp_mul_add(&acc, &RR, &DD, -1.0);
    return xp_sign(&acc);
}

int hd_sign_sub2_exact(double a, double b, double c)
{
    XP_LOCAL(e, 3);
    xp_grow(&e, a);
    xp_grow(&e, -b);
    xp_grow(&e, -c);
    return xp_sign(&e);
}

/* One axis of the gap from coordinate p to the closed interval
 * [lo, lo + len], as an exact expansion (0 inside; g: room for 3). */
static void axis_gap(xp *g, double p, double lo, double len)
{
    g->n = 0;
    if (p < lo) {
        xp_grow(g, p);
        xp_grow(g, -lo);
    } else if (hd_sign_sub2(p, lo, len) > 0) {
        xp_grow(g, p);
        xp_grow(g, -lo);
        xp_grow(g, -len);
    }
}

int hd_sign_dist2_rect_exact(hd_vec2 p, double x, double y, double w, double h, double r)
{
    XP_LOCAL(GX, 3);
    XP_LOCAL(GY, 3);
    XP_LOCAL(R, 1);
    XP_LOCAL(acc, 2 * XP_MUL(3, 3) + XP_MUL(1, 1));
    axis_gap(&GX, p.x, x, w);
    axis_gap(&GY, p.y, y, h);
    xp_grow(&R, r);
    xp_mul_add(&acc, &GX, &GX, 1.0);
    xp_mul_add(&acc, &GY, &GY, 1.0);
    xp_mul_add(&acc, &R, &R, -1.0);
    return xp_sign(&acc);
}

/* Components of lin_form's DX, DY (a difference) and V (a dot or cross of
 * differences). */
#define LIN_D 2
#define LIN_V PAIR_N

/* sign(V - (k1 + k2) |(DX, DY)|) for expansions V, DX, DY, (DX, DY) != 0
 * (of at most LIN_V, LIN_D, LIN_D components): from the signs of V and
 * k1 + k2, or else from V^2 against (k1 + k2)^2 |(DX, DY)|^2. */
static int sign_lin_minus_len(const xp *V, const xp *DX, const xp *DY, double k1, double k2)
{
    assert(V->n <= LIN_V && DX->n <= LIN_D && DY->n <= LIN_D);
    XP_LOCAL(K, 2);
    XP_LOCAL(KK, XP_MUL(2, 2));
    XP_LOCAL(DD, 2 * XP_MUL(LIN_D, LIN_D));
    XP_LOCAL(acc, XP_ADD(XP_MUL(LIN_V, LIN_V), XP_MUL(XP_MUL(2, 2), 2 * XP_MUL(LIN_D, LIN_D))));
    xp_sum2(&K, k1, k2);
    int sv = xp_sign(V), sk = xp_sign(&K);
    if (sk == 0)
        return sv;
    if (sv != sk)
        return sv > sk ? 1 : -1;
    xp_mul_add(&KK, &K, &K, 1.0);
    xp_mul_add(&DD, DX, DX, 1.0);
    xp_mul_add(&DD, DY, DY, 1.0);
    xp_mul_add(&acc, V, V, 1.0);
    xp_mul_add(&acc, &KK, &DD, -1.0);
    int t = xp_sign(&acc);
    return sv > 0 ? t : -t;
}

/* V = dot (or cross) of (b - a) with (p - c), and (b - a), as expansions
 * (room for LIN_V, LIN_D, LIN_D). */
static void lin_form(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 p, bool cross, xp *V, xp *DX, xp *DY)
{
    XP_LOCAL(WX, 2);
    XP_LOCAL(WY, 2);
    xp_sum2(DX, b.x, -a.x);
    xp_sum2(DY, b.y, -a.y);
    xp_sum2(&WX, p.x, -c.x);
    xp_sum2(&WY, p.y, -c.y);
    V->n = 0;
    if (cross) {
        xp_mul_add(V, DX, &WY, 1.0);
        xp_mul_add(V, DY, &WX, -1.0);
    } else {
        xp_mul_add(V, DX, &WX, 1.0);
        xp_mul_add(V, DY, &WY, 1.0);
    }
}

/* sign(dot-or-cross(b - a, p - c) - (k1 + k2) |b - a|): filtered, then
 * exact. */
static int lin_minus_len(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 p, bool cross, double k1, double k2)
{
    double dx = b.x - a.x, dy = b.y - a.y, wx = p.x - c.x, wy = p.y - c.y;
    double l = cross ? dx * wy : dx * wx, r = cross ? dy * wx : -dy * wy;
    double len = hypot(dx, dy);
    double v = (l - r) - (k1 + k2) * len;
    if (fabs(v) > FILTER * (fabs(l) + fabs(r) + (fabs(k1) + fabs(k2)) * len))
        return sign_of(v);
    XP_LOCAL(V, LIN_V);
    XP_LOCAL(DX, LIN_D);
    XP_LOCAL(DY, LIN_D);
    lin_form(a, b, c, p, cross, &V, &DX, &DY);
    return sign_lin_minus_len(&V, &DX, &DY, k1, k2);
}

int hd_sign_along(hd_vec2 ray, hd_vec2 c, hd_vec2 p, double k1, double k2)
{
    static const hd_vec2 o = {0, 0};
    return lin_minus_len(o, ray, c, p, false, k1, k2);
}

int hd_sign_perp_ray(hd_vec2 ray, hd_vec2 c, hd_vec2 p, double r)
{
    static const hd_vec2 o = {0, 0};
    if (r == 0)
        return hd_sign_cross_diff(ray, o, p, c) != 0;
    /* |cross| - r |ray| is the larger of cross - r|ray| and -cross - r|ray|. */
    int s1 = lin_minus_len(o, ray, c, p, true, r, 0);
    int s2 = -lin_minus_len(o, ray, c, p, true, -r, 0);
    return s1 > s2 ? s1 : s2;
}

int hd_sign_dist2_ray_point(hd_vec2 ray, hd_vec2 c, double t, hd_vec2 p, double r)
{
    if (t == 0)
        return hd_sign_dist2_pt(p, c, r, 0);
    /* q = c + t ray / L, L = |ray|:  |p - q|^2 - r^2 = A - B / L with
     * A = |p - c|^2 + t^2 - r^2 and B = 2 t dot(ray, p - c); its sign is
     * that of A L - B. */
    double wx = p.x - c.x, wy = p.y - c.y, L = hypot(ray.x, ray.y);
    double dot = ray.x * wx + ray.y * wy;
    double A = wx * wx + wy * wy + t * t - r * r, B = 2 * t * dot;
    double v = A * L - B;
    double perm = (wx * wx + wy * wy + t * t + r * r) * L + fabs(2 * t) * (fabs(ray.x * wx) + fabs(ray.y * wy));
    if (fabs(v) > FILTER * perm)
        return sign_of(v);
    /* A = |p - c|^2 + t^2 - r^2, D = dot(ray, p - c), B = 2 t D, L^2 */
    enum { RP_A = 2 * XP_MUL(2, 2) + 2 * XP_MUL(1, 1), RP_D = 2 * XP_MUL(1, 2), RP_B = XP_MUL(1, RP_D),
           RP_L = 2 * XP_MUL(1, 1), RP_AA = XP_FIT(XP_MUL(RP_A, RP_A)) };
    XP_LOCAL(WX, 2);
    XP_LOCAL(WY, 2);
    XP_LOCAL(RX, 1);
    XP_LOCAL(RY, 1);
    XP_LOCAL(T, 1);
    XP_LOCAL(R, 1);
    XP_LOCAL(AA, RP_A);
    XP_LOCAL(BB, RP_B);
    XP_LOCAL(LL, RP_L);
    XP_LOCAL(acc, XP_ADD(XP_MUL(RP_AA, RP_L), XP_MUL(RP_B, RP_B)));
    xp_sum2(&WX, p.x, -c.x);
    xp_sum2(&WY, p.y, -c.y);
    xp_grow(&RX, ray.x);
    xp_grow(&RY, ray.y);
    xp_grow(&T, t);
    xp_grow(&R, r);
    xp_mul_add(&AA, &WX, &WX, 1.0);
    xp_mul_add(&AA, &WY, &WY, 1.0);
    xp_mul_add(&AA, &T, &T, 1.0);
    xp_mul_add(&AA, &R, &R, -1.0);
    XP_LOCAL(D, RP_D);
    XP_LOCAL(T2, 1);
    xp_mul_add(&D, &RX, &WX, 1.0);
    xp_mul_add(&D, &RY, &WY, 1.0);
    xp_grow(&T2, 2 * t);
    xp_mul_add(&BB, &T2, &D, 1.0);
    xp_mul_add(&LL, &RX, &RX, 1.0);
    xp_mul_add(&LL, &RY, &RY, 1.0);
    int sa = xp_sign(&AA), sb = xp_sign(&BB);
    if (sa != sb) /* A L - B with L > 0 */
        return sa > sb ? 1 : -1;
    if (sa == 0)
        return 0;
    /* same sign: compare A^2 L^2 with B^2 */
    XP_LOCAL(AL, RP_AA);
    xp_mul_add(&AL, &AA, &AA, 1.0);
    xp_mul_add(&acc, &AL, &LL, 1.0);
    xp_mul_add(&acc, &BB, &BB, -1.0);
    int t2 = xp_sign(&acc);
    return sa > 0 ? t2 : -t2;
}

int hd_sign_offset(hd_vec2 a, hd_vec2 b, hd_vec2 p, double k1, double k2)
{
    return lin_minus_len(a, b, a, p, true, k1, k2);
}

int hd_sign_dist2_segseg(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2)
{
    if (hd_segs_meet(a, b, c, d))
        return r1 == -r2 ? 0 : -1; /* distance 0 against (r1 + r2)^2 */
    /* Disjoint segments: the closest pair involves an endpoint. */
    int m = hd_sign_dist2_seg(a, c, d, r1, r2);
    int t = hd_sign_dist2_seg(b, c, d, r1, r2);
    if (t < m) m = t;
    t = hd_sign_dist2_seg(c, a, b, r1, r2);
    if (t < m) m = t;
    t = hd_sign_dist2_seg(d, a, b, r1, r2);
    if (t < m) m = t;
    return m;
}

/* The ray vector of angle deg. Its direction is the octant's own: the angle
 * is reduced exactly (fmod, then 360 - a, 180 - a and 90 - a, each exact by
 * Sterbenz's lemma) to b in [0, 45], cos b and sin b are rounded to
 * multiples of 2^-52, and the octant's symmetry (swap and sign changes, all
 * exact) maps them back. So the rays of a and 180 - a are mirror images and
 * those of a and a + 90 are rotations of each other bit for bit, multiples
 * of 45 degrees are exact ((1, 1) for 45), and every component is 0 or at
 * least 2^-52 in magnitude: products with rays never underflow. */
/* fmod(x, 360.0), the same value: fmod returns x itself (sign of a zero
 * included) when |x| < 360, so the library call is needed only beyond. */
static double mod360(double x) { return x > -360.0 && x < 360.0 ? x : fmod(x, 360.0); }

hd_vec2 hd_ray_deg(double deg)
{
    double a = mod360(deg); /* exact */
    if (a < 0)
        a += 360.0;
    if (a >= 360.0) /* a tiny negative angle rounds up to 360 */
        a = 0;
    bool flip_y = false, flip_x = false, swap = false;
    if (a > 180.0) {
        a = 360.0 - a;
        flip_y = true;
    }
    if (a > 90.0) {
        a = 180.0 - a;
        flip_x = true;
    }
    if (a > 45.0) {
        a = 90.0 - a;
        swap = true;
    }
    double x, y;
    if (a == 0.0) {
        x = 1;
        y = 0;
    } else if (a == 45.0) {
        x = y = 1;
    } else {
        const double g = 4503599627370496.0; /* 2^52 */
        double rad = a * (HD_PI / 180.0);
        x = nearbyint(cos(rad) * g) / g;
        y = nearbyint(sin(rad) * g) / g;
    }
    if (swap) {
        double t = x;
        x = y;
        y = t;
    }
    if (flip_x)
        x = -x;
    if (flip_y)
        y = -y;
    return hd_v(x + 0.0, y + 0.0);
}

hd_vec2 hd_dir_of_ray(hd_vec2 r)
{
    if (r.x == 0 || r.y == 0)
        return r; /* axis directions are unit already */
    double l = hypot(r.x, r.y);
    return hd_v(r.x / l, r.y / l);
}

hd_vec2 hd_dir_deg(double deg) { return hd_dir_of_ray(hd_ray_deg(deg)); }

hd_range hd_range_deg(double start, double end)
{
    hd_range rg = {0};
    rg.us = hd_ray_deg(start);
    rg.ue = hd_ray_deg(end);
    if (start == end) {
        rg.zero = true;
        return rg;
    }
    double sweep = end - start;
    if (mod360(sweep) == 0.0) {
        rg.full = true;
        return rg;
    }
    double s = mod360(start), e = mod360(end);
    if (s < 0) s += 360.0;
    if (e < 0) e += 360.0;
    double sw = e - s;
    if (sw <= 0)
        sw += 360.0;
    rg.reflex = sw > 180.0;
    return rg;
}

bool hd_in_range(const hd_range *rg, hd_vec2 p, hd_vec2 c)
{
    if (rg->full)
        return true;
    const hd_vec2 o = {0, 0};
    if (rg->zero)
        return hd_sign_cross_diff(rg->us, o, p, c) == 0 && hd_sign_dot_diff(rg->us, o, p, c) >= 0;
    bool c1 = hd_sign_cross_diff(rg->us, o, p, c) >= 0; /* at or past the start ray */
    bool c2 = hd_sign_cross_diff(p, c, rg->ue, o) >= 0; /* at or before the end ray */
    if (rg->reflex)
        return c1 || c2;
    /* Sweep <= 180: both half-planes, and not the opposite cone (which the
     * two crosses alone admit when the sweep is 0 or 180). */
    return c1 && c2 && (hd_sign_dot_diff(rg->us, o, p, c) >= 0 || hd_sign_dot_diff(rg->ue, o, p, c) >= 0);
}

/* ---- approximations of exact values, exact signs for crossings ---------------- */

/* The expansion's value rounded (summed from the smallest component: within
 * a few ulps of the exact value). */
static double xp_approx(const xp *e)
{
    double s = 0;
    for (int i = 0; i < e->n; i++)
        s += e->c[i];
    return s;
}

/* a - b is exactly the double *d (the two-sum's error is 0): then
 * xp_sum2(e, a, -b) gives the one component *d (none if it is 0). */
static inline bool diff_exact(double a, double b, double *d)
{
    double q = -b, x = q + a, bv = x - q, av = x - bv;
    *d = x;
    return (q - av) + (a - bv) == 0;
}

double hd_cross_diff_approx(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0)
{
    /* The common case, every difference exact (of floats, of numbers with
     * few digits, of nearby coordinates): pair_products' operations on
     * one-component factors, the same grows in the same order (xp_mul_add's
     * p then err, sign applied), without its loops; the same value. */
    double ux, uy, vx, vy;
    if (diff_exact(p1.x, p0.x, &ux) && diff_exact(p1.y, p0.y, &uy) && diff_exact(q1.x, q0.x, &vx) &&
        diff_exact(q1.y, q0.y, &vy)) {
        XP_LOCAL(e, 4);
        if (ux != 0 && vy != 0) {
            double p = ux * vy;
            xp_grow(&e, 1.0 * p);
            xp_grow(&e, 1.0 * fma(ux, vy, -p));
        }
        if (uy != 0 && vx != 0) {
            double p = uy * vx;
            xp_grow(&e, -1.0 * p);
            xp_grow(&e, -1.0 * fma(uy, vx, -p));
        }
        return xp_approx(&e);
    }
    XP_LOCAL(acc, PAIR_N);
    pair_products(&acc, p1, p0, q1, q0, true);
    return xp_approx(&acc);
}

/* The most components of sign_len_form's arguments (its callers:
 * ray_cross_along_x's N and KD, hd_xsign_along's, raypoint_sign's). */
#define LEN_A PAIR_N
#define LEN_R 1
#define LEN_B XP_MUL(1, 2 * XP_MUL(1, 2))

/* sign(A |(RX, RY)| - B) for expansions, (RX, RY) != 0. */
static int sign_len_form(const xp *A, const xp *RX, const xp *RY, const xp *B)
{
    assert(A->n <= LEN_A && RX->n <= LEN_R && RY->n <= LEN_R && B->n <= LEN_B);
    int sa = xp_sign(A), sb = xp_sign(B);
    if (sa == 0)
        return -sb;
    if (sa > 0 && sb <= 0)
        return 1;
    if (sa < 0 && sb >= 0)
        return -1;
    enum { SL_L = 2 * XP_MUL(LEN_R, LEN_R), SL_AA = XP_FIT(XP_MUL(LEN_A, LEN_A)) };
    XP_LOCAL(L, SL_L);
    XP_LOCAL(AA, SL_AA);
    XP_LOCAL(acc, XP_ADD(XP_MUL(SL_AA, SL_L), XP_MUL(LEN_B, LEN_B)));
    xp_mul_add(&L, RX, RX, 1.0);
    xp_mul_add(&L, RY, RY, 1.0);
    xp_mul_add(&AA, A, A, 1.0);
    xp_mul_add(&acc, &AA, &L, 1.0);
    xp_mul_add(&acc, B, B, -1.0);
    int t = xp_sign(&acc);
    return sa > 0 ? t : -t;
}

/* The core of the two functions below: r2 = (R2X, R2Y) as expansions (of
 * at most 2 components each). */
static int ray_cross_along_x(hd_vec2 r1, hd_vec2 c1, const xp *R2X, const xp *R2Y, hd_vec2 c2, double k);

/* The filter of the two functions below: s - k at the crossing of
 * c1 + s r1 / |r1| with c2 + t r2 is N |r1| / D - k, N = cross(c2 - c1, r2),
 * D = cross(r1, r2), so its sign is sign(D) sign(N |r1| - k D). In doubles,
 * r2 and c2 - c1 rounded (each within an ulp), every product and sum
 * rounded once: the bounds below allow 16 ulps of each term's magnitude
 * (counted in units of 2^-49), and an absolute 2^-1000 for underflow.
 * Returns the sign, or 2 when a value does not clear its bound. */
static int ray_cross_filter(hd_vec2 r1, hd_vec2 c1, double r2x, double r2y, hd_vec2 c2, double k)
{
    const double eps = 0x1p-49, tiny = 0x1p-1000;
    double wx = c2.x - c1.x, wy = c2.y - c1.y;
    double d1 = r1.x * r2y, d2 = r1.y * r2x, d = d1 - d2, pd = fabs(d1) + fabs(d2);
    if (!(fabs(d) > eps * pd + tiny))
        return 2;
    double n1 = wx * r2y, n2 = wy * r2x, n = n1 - n2, pn = fabs(n1) + fabs(n2);
    double len = sqrt(r1.x * r1.x + r1.y * r1.y);
    double v = n * len - k * d;
    double err = eps * (pn * len + fabs(k) * pd) + tiny;
    if (!(fabs(v) > err))
        return 2;
    return (d > 0 ? 1 : -1) * (v > 0 ? 1 : -1);
}

int hd_sign_ray_cross_along(hd_vec2 r1, hd_vec2 c1, hd_vec2 r2, hd_vec2 c2, double k)
{
    int f = ray_cross_filter(r1, c1, r2.x, r2.y, c2, k);
    if (f != 2)
        return f;
    XP_LOCAL(R2X, 1);
    XP_LOCAL(R2Y, 1);
    xp_grow(&R2X, r2.x);
    xp_grow(&R2Y, r2.y);
    return ray_cross_along_x(r1, c1, &R2X, &R2Y, c2, k);
}

int hd_sign_seg_cross_along(hd_vec2 r1, hd_vec2 c1, hd_vec2 a, hd_vec2 b, double k)
{
    int f = ray_cross_filter(r1, c1, b.x - a.x, b.y - a.y, a, k);
    if (f != 2)
        return f;
    XP_LOCAL(R2X, 2);
    XP_LOCAL(R2Y, 2);
    xp_sum2(&R2X, b.x, -a.x);
    xp_sum2(&R2Y, b.y, -a.y);
    return ray_cross_along_x(r1, c1, &R2X, &R2Y, a, k);
}

static int ray_cross_along_x(hd_vec2 r1, hd_vec2 c1, const xp *R2X, const xp *R2Y, hd_vec2 c2, double k)
{
    /* X = c1 + s u1 on the line c2 + t r2: s = cross(c2 - c1, r2) |r1| / D,
     * D = cross(r1, r2); sign(s - k) = sign(D) sign(N |r1| - k D). */
    assert(R2X->n <= 2 && R2Y->n <= 2);
    XP_LOCAL(R1X, 1);
    XP_LOCAL(R1Y, 1);
    XP_LOCAL(K, 1);
    XP_LOCAL(WX, 2);
    XP_LOCAL(WY, 2);
    XP_LOCAL(N, PAIR_N);
    XP_LOCAL(D, 2 * XP_MUL(1, 2));
    XP_LOCAL(KD, XP_MUL(1, 2 * XP_MUL(1, 2)));
    xp_grow(&R1X, r1.x);
    xp_grow(&R1Y, r1.y);
    xp_grow(&K, k);
    xp_sum2(&WX, c2.x, -c1.x);
    xp_sum2(&WY, c2.y, -c1.y);
    xp_mul_add(&N, &WX, R2Y, 1.0);
    xp_mul_add(&N, &WY, R2X, -1.0);
    xp_mul_add(&D, &R1X, R2Y, 1.0);
    xp_mul_add(&D, &R1Y, R2X, -1.0);
    int sd = xp_sign(&D);
    if (sd == 0)
        return 0; /* parallel: not used so */
    xp_mul_add(&KD, &K, &D, 1.0);
    return sd * sign_len_form(&N, &R1X, &R1Y, &KD);
}

/* e = x + xe - y, exactly (e: room for 3). */
static void xp_sum3(xp *e, double x, double xe, double y)
{
    e->n = 0;
    xp_grow(e, x);
    xp_grow(e, xe);
    xp_grow(e, -y);
}

int hd_xorient_ray(hd_vec2 ray, hd_vec2 c, hd_xpt p)
{
    {
        /* Filter, as in hd_xorient (the ray's length counts in S) */
        double px = p.x + p.xe, py = p.y + p.ye;
        double v = ray.x * (py - c.y) - ray.y * (px - c.x);
        double S = fabs(ray.x) + fabs(ray.y) + fabs(c.x) + fabs(c.y) + fabs(px) + fabs(py);
        if (fabs(v) > FILTER * S * S)
            return sign_of(v);
    }
    XP_LOCAL(RX, 1);
    XP_LOCAL(RY, 1);
    XP_LOCAL(WX, 3);
    XP_LOCAL(WY, 3);
    XP_LOCAL(acc, 2 * XP_MUL(1, 3));
    xp_grow(&RX, ray.x);
    xp_grow(&RY, ray.y);
    xp_sum3(&WX, p.x, p.xe, c.x);
    xp_sum3(&WY, p.y, p.ye, c.y);
    xp_mul_add(&acc, &RX, &WY, 1.0);
    xp_mul_add(&acc, &RY, &WX, -1.0);
    return xp_sign(&acc);
}

int hd_xorient(hd_vec2 a, hd_vec2 b, hd_xpt p)
{
    {
        /* Filter on the rounded point: rounding it and every step err by a
         * few ulps of S^2, far below the bound. */
        double px = p.x + p.xe, py = p.y + p.ye;
        double v = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
        double S = fabs(a.x) + fabs(a.y) + fabs(b.x) + fabs(b.y) + fabs(px) + fabs(py);
        if (fabs(v) > FILTER * S * S)
            return sign_of(v);
    }
    XP_LOCAL(DX, 2);
    XP_LOCAL(DY, 2);
    XP_LOCAL(WX, 3);
    XP_LOCAL(WY, 3);
    XP_LOCAL(acc, 2 * XP_MUL(2, 3));
    xp_sum2(&DX, b.x, -a.x);
    xp_sum2(&DY, b.y, -a.y);
    xp_sum3(&WX, p.x, p.xe, a.x);
    xp_sum3(&WY, p.y, p.ye, a.y);
    xp_mul_add(&acc, &DX, &WY, 1.0);
    xp_mul_add(&acc, &DY, &WX, -1.0);
    return xp_sign(&acc);
}

int hd_xsign_dist2_seg(hd_xpt p, hd_vec2 a, hd_vec2 b, double r)
{
    if (p.xe == 0 && p.ye == 0) /* p is a double point: the filtered predicate, same exact sign */
        return hd_sign_dist2_seg(hd_v(p.x, p.y), a, b, r, 0);
    {
        /* Filter: the squared distance of the rounded point, plain. Rounding
         * p moves it by an ulp and every step errs by a few ulps of S^2, far
         * below the bound, and the distance is continuous across the
         * segment's ends, so a clear answer here is the exact one. */
        double px = p.x + p.xe, py = p.y + p.ye;
        double dx = b.x - a.x, dy = b.y - a.y, wx = px - a.x, wy = py - a.y;
        double dd = dx * dx + dy * dy, t = dx * wx + dy * wy;
        t = dd > 0 ? (t <= 0 ? 0 : t >= dd ? 1 : t / dd) : 0;
        double ex = wx - t * dx, ey = wy - t * dy;
        double v = ex * ex + ey * ey - r * r;
        double S = fabs(px) + fabs(py) + fabs(a.x) + fabs(a.y) + fabs(b.x) + fabs(b.y) + r;
        if (fabs(v) > FILTER * S * S)
            return sign_of(v);
    }
    /* CR = cross(b - a, p - a); acc: |p - end|^2 - r^2 or CR^2 - r^2 |b - a|^2 */
    enum { XS_CR = 2 * XP_MUL(2, 3), XS_DD = 2 * XP_MUL(2, 2), XS_RR = XP_MUL(1, 1) };
    XP_LOCAL(DX, 2);
    XP_LOCAL(DY, 2);
    XP_LOCAL(WX, 3);
    XP_LOCAL(WY, 3);
    XP_LOCAL(V, 2 * XP_MUL(2, 3));
    XP_LOCAL(R, 1);
    XP_LOCAL(acc, XP_ADD(XP_MUL(XS_CR, XS_CR), XP_MUL(XS_RR, XS_DD))); /* the larger of the two */
    xp_sum2(&DX, b.x, -a.x);
    xp_sum2(&DY, b.y, -a.y);
    xp_grow(&R, r);
    bool at_a = hd_veq(a, b);
    if (!at_a) {
        xp_sum3(&WX, p.x, p.xe, a.x);
        xp_sum3(&WY, p.y, p.ye, a.y);
        V.n = 0;
        xp_mul_add(&V, &DX, &WX, 1.0);
        xp_mul_add(&V, &DY, &WY, 1.0);
        at_a = xp_sign(&V) <= 0;
    }
    hd_vec2 end = a;
    bool at_end = at_a;
    if (!at_end) {
        xp_sum3(&WX, p.x, p.xe, b.x);
        xp_sum3(&WY, p.y, p.ye, b.y);
        V.n = 0;
        xp_mul_add(&V, &DX, &WX, 1.0);
        xp_mul_add(&V, &DY, &WY, 1.0);
        if (xp_sign(&V) >= 0) {
            at_end = true;
            end = b;
        }
    }
    acc.n = 0;
    if (at_end) { /* |p - end|^2 - r^2 */
        xp_sum3(&WX, p.x, p.xe, end.x);
        xp_sum3(&WY, p.y, p.ye, end.y);
        xp_mul_add(&acc, &WX, &WX, 1.0);
        xp_mul_add(&acc, &WY, &WY, 1.0);
        xp_mul_add(&acc, &R, &R, -1.0);
        return xp_sign(&acc);
    }
    /* cross(b - a, p - a)^2 - r^2 |b - a|^2 */
    XP_LOCAL(CR, XS_CR);
    XP_LOCAL(DD, XS_DD);
    XP_LOCAL(RR, XS_RR);
    xp_sum3(&WX, p.x, p.xe, a.x);
    xp_sum3(&WY, p.y, p.ye, a.y);
    xp_mul_add(&CR, &DX, &WY, 1.0);
    xp_mul_add(&CR, &DY, &WX, -1.0);
    xp_mul_add(&DD, &DX, &DX, 1.0);
    xp_mul_add(&DD, &DY, &DY, 1.0);
    xp_mul_add(&RR, &R, &R, 1.0);
    xp_mul_add(&acc, &CR, &CR, 1.0);
    xp_mul_add(&acc, &RR, &DD, -1.0);
    return xp_sign(&acc);
}

int hd_xsign_along(hd_vec2 ray, hd_vec2 c, double s, double X, double Xe, bool y_axis)
{
    /* sign(c.x + s ray.x / |ray| - X) = sign((c.x - X) |ray| + s ray.x) */
    XP_LOCAL(A, 4);
    XP_LOCAL(RX, 1);
    XP_LOCAL(RY, 1);
    XP_LOCAL(B, 2);
    xp_sum3(&A, y_axis ? c.y : c.x, 0.0, X);
    xp_grow(&A, -Xe);
    xp_grow(&RX, ray.x);
    xp_grow(&RY, ray.y);
    double comp = y_axis ? ray.y : ray.x;
    double p = s * comp, e = fma(s, comp, -p);
    xp_grow(&B, -p);
    xp_grow(&B, -e);
    return sign_len_form(&A, &RX, &RY, &B);
}

double hd_power_approx(hd_vec2 p, hd_vec2 q, double r1, double r2)
{
    XP_LOCAL(X, 2);
    XP_LOCAL(Y, 2);
    XP_LOCAL(R1, 1);
    XP_LOCAL(R2, 1);
    XP_LOCAL(acc, 2 * XP_MUL(2, 2) + 2 * XP_MUL(1, 1));
    xp_sum2(&X, p.x, -q.x);
    xp_sum2(&Y, p.y, -q.y);
    xp_grow(&R1, r1);
    xp_grow(&R2, r2);
    xp_mul_add(&acc, &X, &X, 1.0);
    xp_mul_add(&acc, &Y, &Y, 1.0);
    xp_mul_add(&acc, &R1, &R1, 1.0);
    xp_mul_add(&acc, &R2, &R2, -1.0);
    return xp_approx(&acc);
}

/* ---- an arc against a rect, far edges unrounded ------------------------------- */

/* The most components of sign_sqrt_form's alpha and D (arc_meets_edge's D
 * = R^2 - F^2 with F of 3 components, its P and Q, and sqrt_dir_in_range's
 * F times a double). */
#define SQ_F 3
#define SQ_ALPHA XP_MUL(SQ_F, 1)
#define SQ_D XP_ADD(XP_MUL(1, 1), XP_MUL(SQ_F, SQ_F))

/* sign(alpha + beta sqrt(D)) for expansions alpha, D (D >= 0) and a double
 * beta, exact. */
static int sign_sqrt_form(const xp *alpha, double beta, const xp *D)
{
    assert(alpha->n <= SQ_ALPHA && D->n <= SQ_D);
    int sa = xp_sign(alpha), sb = sign_of(beta), sd = xp_sign(D);
    if (sd == 0 || sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sa == 0 ? sb : sa;
    XP_LOCAL(AA, XP_MUL(SQ_ALPHA, SQ_ALPHA));
    XP_LOCAL(B, 1);
    XP_LOCAL(B2, XP_MUL(1, 1));
    XP_LOCAL(acc, XP_ADD(XP_MUL(SQ_ALPHA, SQ_ALPHA), XP_MUL(XP_MUL(1, 1), SQ_D)));
    xp_mul_add(&AA, alpha, alpha, 1.0);
    xp_grow(&B, beta);
    xp_mul_add(&B2, &B, &B, 1.0);
    xp_copy(&acc, &AA);
    xp_mul_add(&acc, &B2, D, -1.0);
    int t = xp_sign(&acc);
    return t > 0 ? sa : t < 0 ? sb : 0;
}

/* acc = k * e (e an expansion, k a double), exactly (acc: room for
 * XP_MUL(e's components, 1)). */
static void xp_scaled(xp *acc, const xp *e, double k)
{
    XP_LOCAL(K, 1);
    xp_grow(&K, k);
    acc->n = 0;
    xp_mul_add(acc, e, &K, 1.0);
}

/* Is the direction v = (vx, vy) in the range, where one coordinate of v is
 * the expansion F and the other s sqrt(D) (vertical: v = (F, s sqrt D);
 * horizontal: v = (s sqrt D, F))? */
static bool sqrt_dir_in_range(const hd_range *rg, const xp *F, double s, const xp *D, bool vertical)
{
    if (rg->full)
        return true;
    XP_LOCAL(A, SQ_ALPHA);
    hd_vec2 us = rg->us, ue = rg->ue;
    int c1, c2, d1, d2;
    if (vertical) { /* v = (F, s r) */
        xp_scaled(&A, F, -us.y); c1 = sign_sqrt_form(&A, s * us.x, D);
        xp_scaled(&A, F, ue.y); c2 = sign_sqrt_form(&A, -s * ue.x, D);
        xp_scaled(&A, F, us.x); d1 = sign_sqrt_form(&A, s * us.y, D);
        xp_scaled(&A, F, ue.x); d2 = sign_sqrt_form(&A, s * ue.y, D);
    } else { /* v = (s r, F) */
        xp_scaled(&A, F, us.x); c1 = sign_sqrt_form(&A, -s * us.y, D);
        xp_scaled(&A, F, -ue.x); c2 = sign_sqrt_form(&A, s * ue.y, D);
        xp_scaled(&A, F, us.y); d1 = sign_sqrt_form(&A, s * us.x, D);
        xp_scaled(&A, F, ue.y); d2 = sign_sqrt_form(&A, s * ue.x, D);
    }
    if (rg->zero)
        return c1 == 0 && d1 >= 0;
    if (rg->reflex)
        return c1 >= 0 || c2 >= 0;
    return c1 >= 0 && c2 >= 0 && (d1 >= 0 || d2 >= 0);
}

/* The circle (c, R) against the line "coordinate = E0 + E1" (x when
 * vertical, y otherwise), between lo and hi0 + hi1 along the other
 * coordinate: a crossing in that span whose direction is in the range. */
static bool arc_meets_edge(hd_vec2 c, double R, const hd_range *rg, double E0, double E1, double lo, double hi0,
                           double hi1, bool vertical)
{
    XP_LOCAL(F, SQ_F);
    XP_LOCAL(R1, 1);
    XP_LOCAL(RR, XP_MUL(1, 1));
    XP_LOCAL(D, SQ_D);
    XP_LOCAL(P, 2);
    XP_LOCAL(Q, 3);
    double cf = vertical ? c.x : c.y, co = vertical ? c.y : c.x;
    /* F = E - cf */
    xp_grow(&F, E0);
    xp_grow(&F, E1);
    xp_grow(&F, -cf);
    xp_grow(&R1, R);
    xp_mul_add(&RR, &R1, &R1, 1.0);
    xp_copy(&D, &RR);
    xp_mul_add(&D, &F, &F, -1.0); /* D = R^2 - F^2 */
    if (xp_sign(&D) < 0)
        return false;
    for (int s = -1; s <= 1; s += 2) {
        /* the crossing's other coordinate is co + s sqrt(D) */
        xp_sum2(&P, co, -lo); /* (co - lo) + s sqrt D >= 0 */
        if (sign_sqrt_form(&P, s, &D) < 0)
            continue;
        Q.n = 0; /* (hi - co) - s sqrt D >= 0 */
        xp_grow(&Q, hi0);
        xp_grow(&Q, hi1);
        xp_grow(&Q, -co);
        if (sign_sqrt_form(&Q, -s, &D) < 0)
            continue;
        if (sqrt_dir_in_range(rg, &F, s, &D, vertical))
            return true;
        if (xp_sign(&D) == 0)
            break; /* one crossing only */
    }
    return false;
}

bool hd_arc_meets_rect(hd_vec2 c, double R, const hd_range *rg, double x, double y, double w, double h)
{
    double X, Xe, Y, Ye;
    hd_two_sum(x, w, &X, &Xe);
    hd_two_sum(y, h, &Y, &Ye);
    /* an end of the arc (any point of a full circle) inside the rect */
    hd_vec2 ends[2] = {rg->full ? hd_v(1, 0) : rg->us, rg->ue};
    for (int i = 0; i < (rg->full ? 1 : 2); i++) {
        hd_vec2 u = ends[i];
        if (hd_xsign_along(u, c, R, x, 0, false) >= 0 && hd_xsign_along(u, c, R, X, Xe, false) <= 0 &&
            hd_xsign_along(u, c, R, y, 0, true) >= 0 && hd_xsign_along(u, c, R, Y, Ye, true) <= 0)
            return true;
    }
    /* or the arc crosses one of the four edges */
    return arc_meets_edge(c, R, rg, x, 0, y, Y, Ye, true) || arc_meets_edge(c, R, rg, X, Xe, y, Y, Ye, true) ||
           arc_meets_edge(c, R, rg, y, 0, x, X, Xe, false) || arc_meets_edge(c, R, rg, Y, Ye, x, X, Xe, false);
}

/* ---- two circles' crossings against two ranges, exact ------------------------ */

/* Scratch sizes. Each grow adds at most one component and a product of
 * expansions of n and m components at most 2 n m, which bounds w's (2),
 * L2 = |w|^2 (16), A = L2 + R1^2 - R2^2 (20), B = A - 2 L2 (36), cross and
 * dot of a ray with w (8) and their products with s (16). The degree-4
 * and degree-6 values have no such small bound; they get 256 components,
 * as the xp expansions and the former long-double ones: the most seen over
 * test_geom_arcarc's random and extreme inputs is 70 for D, 45 for the
 * final difference (a full buffer is compressed before it grows; see
 * xw_grow). */
#define XW_CAP_L2 16
#define XW_CAP_A 20
#define XW_CAP_B 36
#define XW_CAP_CU 8
#define XW_CAP_CUS 16
#define XW_CAP_D 256
#define XW_CAP_FCU 256
#define XW_CAP_BB 256
#define XW_CAP_ACC 256

/* sign(alpha + beta sqrt(D)) for expansions alpha, beta, D (D >= 0). */
static int sign_sqrt_form2(const xw *alpha, const xw *beta, const xw *D)
{
    int sa = xw_sign(alpha), sb = xw_sign(beta), sd = xw_sign(D);
    if (sd == 0 || sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sa == 0 ? sb : sa;
    XW_DECL(BB, XW_CAP_BB);
    XW_DECL(acc, XW_CAP_ACC);
    xw_mul_add(&acc, alpha, alpha, 1.0);
    xw_mul_add(&BB, beta, beta, 1.0);
    xw_compress(&acc);
    xw_compress(&BB);
    xw_mul_add(&acc, &BB, D, -1.0);
    int t = xw_sign(&acc);
    return t > 0 ? sa : t < 0 ? sb : 0;
}

/* For the direction v = F w + s sqrt(D) wp (wp = w turned +90 degrees) and
 * a ray u: the signs of cross(u, v) and dot(u, v), exact. With
 * cu = cross(u, w) and du = dot(u, w): cross(u, v) = F cu + s sqrt(D) du,
 * dot(u, v) = F du - s sqrt(D) cu. */
static void sqrt_dir_signs(hd_vec2 u, const xw *F, int s, const xw *D, const xw *WX, const xw *WY, int *cr, int *dt)
{
    XW_DECL(U, 1);
    XW_DECL(S, 1);
    XW_DECL(CU, XW_CAP_CU);
    XW_DECL(DU, XW_CAP_CU);
    XW_DECL(A, XW_CAP_FCU);
    XW_DECL(B, XW_CAP_CUS);
    xw_grow_d(&U, u.x);
    xw_mul_add(&CU, &U, WY, 1.0);
    xw_mul_add(&DU, &U, WX, 1.0);
    U.n = 0;
    xw_grow_d(&U, u.y);
    xw_mul_add(&CU, &U, WX, -1.0);
    xw_mul_add(&DU, &U, WY, 1.0);
    xw_compress(&CU);
    xw_compress(&DU);
    xw_grow_d(&S, s);
    xw_mul_add(&A, F, &CU, 1.0);
    xw_mul_add(&B, &DU, &S, 1.0);
    xw_compress(&A);
    *cr = sign_sqrt_form2(&A, &B, D);
    A.n = B.n = 0;
    xw_mul_add(&A, F, &DU, 1.0);
    xw_mul_add(&B, &CU, &S, -1.0);
    xw_compress(&A);
    *dt = sign_sqrt_form2(&A, &B, D);
}

/* The same values in doubles, with error bounds: f, d, wx, wy rounded from
 * F, D, w; ef and ed bound their errors; each sign is returned where the
 * rounded value clears its bound, else 2 (undecided). */
typedef struct sqrt_dir_approx {
    double f, ef, d, ed, wx, wy;
} sqrt_dir_approx;

static int approx_sign(double v, double err) { return v > err ? 1 : v < -err ? -1 : 2; }

/* Below this every value counts as undecided: products of the filter may
 * underflow there (an error of 2^-1074 each, far below it). */
#define TINY 0x1p-900

static void sqrt_dir_signs_approx(hd_vec2 u, const sqrt_dir_approx *a, int s, int *cr, int *dt)
{
    const double eps = 0x1p-50; /* a few units of the last place, generously */
    double cu = u.x * a->wy - u.y * a->wx, du = u.x * a->wx + u.y * a->wy;
    double U = (fabs(u.x) + fabs(u.y)) * (fabs(a->wx) + fabs(a->wy)); /* bounds |cu|, |du| */
    double ew = 4 * eps * U;                                             /* their errors (w rounded too) */
    double rd = sqrt(a->d > 0 ? a->d : 0), erd = sqrt(a->ed);          /* |sqrt(D) - rd| <= erd */
    double ea = (a->ef + eps * fabs(a->f)) * U + fabs(a->f) * ew;      /* error of f cu or f du */
    double eb = ew * (rd + erd) + U * erd;                               /* error of cu sqrt D or du sqrt D */
    double v1 = a->f * cu + s * du * rd, v2 = a->f * du - s * cu * rd;
    double slack = eps * (fabs(a->f) * U + U * rd) * 4 + TINY;
    *cr = approx_sign(v1, ea + eb + slack);
    *dt = approx_sign(v2, ea + eb + slack);
}

/* hd_in_range for the direction v = F w + s sqrt(D) wp: each sign from the
 * doubles when they clear their bound, else from the expansions. */
/* The exact values of hd_circles_cross_in_ranges (see there), built on
 * first need: most calls decide every sign from doubles. */
typedef struct cross_exact {
    bool built, filtered; /* filtered: try the doubles first */
    hd_vec2 o1, o2;
    double R1, R2;
    xw WX, WY, A, B, D;
    xw_num wx[2], wy[2], a[XW_CAP_A], b[XW_CAP_B], d[XW_CAP_D];
} cross_exact;

static void cross_exact_build(cross_exact *x)
{
    x->WX = (xw){0, 2, x->wx};
    x->WY = (xw){0, 2, x->wy};
    x->A = (xw){0, XW_CAP_A, x->a};
    x->B = (xw){0, XW_CAP_B, x->b};
    x->D = (xw){0, XW_CAP_D, x->d};
    XW_DECL(L2, XW_CAP_L2);
    XW_DECL(RA, 1);
    XW_DECL(RB, 1);
    XW_DECL(R1R1, 2);
    xw_grow_d(&x->WX, x->o2.x);
    xw_grow_d(&x->WX, -x->o1.x);
    xw_grow_d(&x->WY, x->o2.y);
    xw_grow_d(&x->WY, -x->o1.y);
    xw_mul_add(&L2, &x->WX, &x->WX, 1.0);
    xw_mul_add(&L2, &x->WY, &x->WY, 1.0);
    xw_compress(&L2);
    xw_grow_d(&RA, x->R1);
    xw_grow_d(&RB, x->R2);
    xw_mul_add(&R1R1, &RA, &RA, 1.0);
    xw_copy(&x->A, &L2);
    xw_mul_add(&x->A, &RA, &RA, 1.0);
    xw_mul_add(&x->A, &RB, &RB, -1.0);
    xw_copy(&x->B, &x->A);
    for (int i = 0; i < L2.n; i++)
        xw_grow(&x->B, xw_norm(-2.0 * L2.c[i].m, L2.c[i].k)); /* - 2 L2, exactly */
    xw_compress(&x->A);
    xw_compress(&x->B);
    /* D = 4 L2 R1^2 - A^2 (4 L2 R1^2 as (L2 R1^2) times 4, exact) */
    xw_mul_add(&x->D, &L2, &R1R1, 4.0);
    xw_mul_add(&x->D, &x->A, &x->A, -1.0);
    xw_compress(&x->D);
    x->built = true;
}

/* cross(u, v) and dot(u, v) for v = F w + s sqrt(D) wp (F = A, or B with
 * second): from the doubles when they clear their bounds, else exact. */
static void cross_signs(hd_vec2 u, cross_exact *x, bool second, int s, const sqrt_dir_approx *ap, int *cr,
                        int *dt)
{
    *cr = *dt = 2;
    if (x->filtered)
        sqrt_dir_signs_approx(u, ap, s, cr, dt);
    if (*cr == 2 || *dt == 2) {
        if (!x->built)
            cross_exact_build(x);
        sqrt_dir_signs(u, second ? &x->B : &x->A, s, &x->D, &x->WX, &x->WY, cr, dt);
    }
}

/* hd_in_range for the direction v = F w + s sqrt(D) wp. */
static bool sqrt_dir_in_range2(const hd_range *rg, cross_exact *x, bool second, int s, const sqrt_dir_approx *ap)
{
    if (rg->full)
        return true;
    int c1, d1, c2, d2;
    cross_signs(rg->us, x, second, s, ap, &c1, &d1);
    if (rg->zero)
        return c1 == 0 && d1 >= 0;
    cross_signs(rg->ue, x, second, s, ap, &c2, &d2);
    c2 = -c2; /* cross(v, ue) */
    if (rg->reflex)
        return c1 >= 0 || c2 >= 0;
    return c1 >= 0 && c2 >= 0 && (d1 >= 0 || d2 >= 0);
}

static bool circles_cross(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2, const hd_range *rg2,
                          int s, bool filtered)
{
    if (rg1->full && rg2->full) /* two whole circles: both crossings count */
        return true;
    /* x - o1 = (A w + s sqrt(D) wp) / (2 L2), x - o2 = (B w + s sqrt(D) wp) / (2 L2)
     * with w = o2 - o1, L2 = |w|^2, A = L2 + R1^2 - R2^2, B = A - 2 L2,
     * D = 4 L2 R1^2 - A^2: first in doubles with error bounds, exact (in
     * wide-exponent expansions, see xw) only where a sign is in doubt.
     * Bounds, u = 2^-53: no product here underflows or overflows (accepted
     * inputs: w^2 >= 2^-438, R^2 >= 2^-334, every rounded sum a multiple of
     * 2^-490, so a^2 >= 2^-980 is normal; everything below 2^674), so each
     * operation errs by u relative: |l2 - L2| <= 4u L2, |a - A| <= 6.1u m
     * (m = l2 + q1 + q2), |b - B| <= 7u m + 10u l2 and |d - D| <= 7u 4 l2 q1
     * + |a - A| (2|a| + |a - A|) + u a^2 + 1.01u |d|; the bounds below are
     * about twice those. The sign filter (sqrt_dir_signs_approx) takes them
     * as ef and ed, and w rounded (wx, wy, correctly rounded). */
    double wx = o2.x - o1.x, wy = o2.y - o1.y;
    double l2 = wx * wx + wy * wy, q1 = R1 * R1, q2 = R2 * R2;
    double a = (l2 + q1) - q2, b = a - 2 * l2, m = (l2 + q1) + q2;
    double p = 4 * l2 * q1, d = p - a * a;
    double ea = 0x1p-49 * m, eb = 0x1p-48 * (m + 2 * l2);
    double ed = 0x1p-49 * (p + a * a) + ea * (2 * fabs(a) + ea) + 0x1p-52 * fabs(d);
    cross_exact x;
    x.built = false;
    x.filtered = filtered;
    x.o1 = o1;
    x.o2 = o2;
    x.R1 = R1;
    x.R2 = R2;
    int sd = filtered ? approx_sign(d, ed) : 2;
    if (sd == 2) {
        cross_exact_build(&x);
        sd = xw_sign(&x.D);
    }
    if (sd < 0)
        return false;
    sqrt_dir_approx ap1 = {a, ea + TINY, d, ed + TINY, wx, wy};
    sqrt_dir_approx ap2 = {b, eb + TINY, d, ed + TINY, wx, wy};
    return sqrt_dir_in_range2(rg1, &x, false, s, &ap1) && sqrt_dir_in_range2(rg2, &x, true, s, &ap2);
}

bool hd_circles_cross_in_ranges(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                                const hd_range *rg2, int s)
{
    return circles_cross(o1, R1, rg1, o2, R2, rg2, s, true);
}

bool hd_circles_cross_in_ranges_exact(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                                      const hd_range *rg2, int s)
{
    return circles_cross(o1, R1, rg1, o2, R2, rg2, s, false);
}

/* ---- the point of a ray against a range --------------------------------------- */

/* sign(cross (or dot) of u with v) for v = (c - o) + t ray / |ray|, exact:
 * times |ray| it is A |ray| + B with A = cross(u, c - o), B = t cross(u, ray). */
static int raypoint_sign(hd_vec2 u, hd_vec2 o, hd_vec2 ray, hd_vec2 c, double t, bool cross)
{
    XP_LOCAL(UX, 1);
    XP_LOCAL(UY, 1);
    XP_LOCAL(RX, 1);
    XP_LOCAL(RY, 1);
    XP_LOCAL(T, 1);
    XP_LOCAL(WX, 2);
    XP_LOCAL(WY, 2);
    XP_LOCAL(A, 2 * XP_MUL(1, 2));
    XP_LOCAL(TB, 2 * XP_MUL(1, 1));
    XP_LOCAL(B, XP_MUL(2 * XP_MUL(1, 1), 1));
    xp_grow(&UX, u.x);
    xp_grow(&UY, u.y);
    xp_grow(&RX, ray.x);
    xp_grow(&RY, ray.y);
    xp_grow(&T, t);
    xp_sum2(&WX, c.x, -o.x);
    xp_sum2(&WY, c.y, -o.y);
    if (cross) {
        xp_mul_add(&A, &UX, &WY, 1.0);
        xp_mul_add(&A, &UY, &WX, -1.0);
        xp_mul_add(&TB, &UX, &RY, 1.0);
        xp_mul_add(&TB, &UY, &RX, -1.0);
    } else {
        xp_mul_add(&A, &UX, &WX, 1.0);
        xp_mul_add(&A, &UY, &WY, 1.0);
        xp_mul_add(&TB, &UX, &RX, 1.0);
        xp_mul_add(&TB, &UY, &RY, 1.0);
    }
    xp_mul_add(&B, &TB, &T, -1.0); /* sign_len_form gives sign(A |ray| - B) */
    return sign_len_form(&A, &RX, &RY, &B);
}

bool hd_raypoint_in_range(const hd_range *rg, hd_vec2 o, hd_vec2 ray, hd_vec2 c, double t)
{
    if (rg->full)
        return true;
    int c1 = raypoint_sign(rg->us, o, ray, c, t, true), d1 = raypoint_sign(rg->us, o, ray, c, t, false);
    if (rg->zero)
        return c1 == 0 && d1 >= 0;
    int c2 = -raypoint_sign(rg->ue, o, ray, c, t, true); /* cross(v, ue) */
    if (rg->reflex)
        return c1 >= 0 || c2 >= 0;
    if (c1 < 0 || c2 < 0)
        return false;
    return d1 >= 0 || raypoint_sign(rg->ue, o, ray, c, t, false) >= 0;
}
