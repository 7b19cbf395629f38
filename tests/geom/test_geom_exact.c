/*
 * test_geom_exact: an independent reference in exact integer arithmetic
 * (int64_t / __int128, no floating point in any decision) for random integer
 * cases, compared with hd_collide.
 *
 * Kinds covered: the polygonal ones (point, rect, line, polygon: convex and
 * concave) and the round ones (circle, capsule), plus arc and wedge with
 * angles that are multiples of 90 degrees (their rays are then exact axis
 * directions). Every pair among them except sector/sector (arc/arc,
 * arc/wedge, wedge/wedge: those need circle/circle crossings inside a cone,
 * not exact in integers) is checked, in both argument orders, at the origin
 * and translated by 1e6.
 *
 * The math:
 *  - polygonal regions: closed sets meet iff their outlines meet (exact
 *    orientations) or a vertex of one lies in the other (crossing number
 *    plus an on-edge test);
 *  - round kinds are a core segment S dilated by R: X meets S+D(R) iff
 *    dist(S, X) <= R; squared point/segment distances are compared as
 *    rationals (cross^2 <= R^2 |d|^2);
 *  - a sector is a union of closed quarter annuli Q (a cone between two axis
 *    rays, rin <= |p - c| <= rout). A segment meets Q iff, on the parameter
 *    interval [lo, hi] (rational) where it is inside the cone, the convex
 *    quadratic f(t) = |p(t) - c|^2 has min <= rout^2 and max >= rin^2. A
 *    region meets Q iff an edge meets Q or a point of Q lies in it. Q dilated
 *    by R is the quarter annulus [rin - R, rout + R] in the same cone plus
 *    the two radial edges dilated by R (the nearest point of Q to anything
 *    outside the cone is on a radial edge), which gives round/sector.
 */
#include "geom_internal.h"
#include "hd_test.h"
#include "rpoly.h"
#include "xwide.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

__extension__ typedef __int128 i128;

typedef struct ip {
    int64_t x, y;
} ip;

static ip isub(ip a, ip b)
{
    return (ip){a.x - b.x, a.y - b.y};
}

static i128 icross(ip a, ip b)
{
    return (i128)a.x * b.y - (i128)a.y * b.x;
}

static i128 idot(ip a, ip b)
{
    return (i128)a.x * b.x + (i128)a.y * b.y;
}

static int sgn(i128 v)
{
    return (v > 0) - (v < 0);
}

static int orient(ip a, ip b, ip c)
{
    return sgn(icross(isub(b, a), isub(c, a)));
}

static int64_t imin(int64_t a, int64_t b)
{
    return a < b ? a : b;
}

static int64_t imax(int64_t a, int64_t b)
{
    return a > b ? a : b;
}

static bool on_seg(ip p, ip a, ip b)
{
    return orient(a, b, p) == 0 && p.x >= imin(a.x, b.x) && p.x <= imax(a.x, b.x) &&
           p.y >= imin(a.y, b.y) && p.y <= imax(a.y, b.y);
}

/* Closed segments ab and cd share a point (either may be a single point). */
static bool segs_meet(ip a, ip b, ip c, ip d)
{
    int o1 = orient(a, b, c), o2 = orient(a, b, d);
    int o3 = orient(c, d, a), o4 = orient(c, d, b);
    bool ab_pt = a.x == b.x && a.y == b.y, cd_pt = c.x == d.x && c.y == d.y;
    if (!ab_pt && !cd_pt && o1 * o2 < 0 && o3 * o4 < 0)
        return true;
    return on_seg(c, a, b) || on_seg(d, a, b) || on_seg(a, c, d) || on_seg(b, c, d);
}

/* dist(p, segment ab) <= R, exactly. */
static bool pt_seg_within(ip p, ip a, ip b, int64_t R)
{
    ip d = isub(b, a), ap = isub(p, a);
    i128 R2 = (i128)R * R;
    i128 t = idot(ap, d), L = idot(d, d);
    if (t <= 0 || L == 0)
        return idot(ap, ap) <= R2;
    if (t >= L) {
        ip bp = isub(p, b);
        return idot(bp, bp) <= R2;
    }
    i128 c = icross(d, ap); /* |c| <= 2^70-ish for our data; c^2 fits below */
    return c * c <= R2 * L;
}

/* dist(segment ab, segment cd) <= R. */
static bool seg_seg_within(ip a, ip b, ip c, ip d, int64_t R)
{
    if (segs_meet(a, b, c, d))
        return true;
    return pt_seg_within(a, c, d, R) || pt_seg_within(b, c, d, R) ||
           pt_seg_within(c, a, b, R) || pt_seg_within(d, a, b, R);
}

/* ---- exact shapes -------------------------------------------------------- */

typedef enum { X_POLY, X_ROUND, X_SECTOR } xkind;

typedef struct xshape {
    xkind k;
    /* X_POLY: n = 1 point, 2 segment, >= 3 closed polygon (may be degenerate) */
    int n;
    ip v[HD_POLY_MAX + 4];
    /* X_ROUND: core segment a..b, radius r */
    ip a, b;
    int64_t r;
    /* X_SECTOR: centre, radii, quarters (bit k: angles 90k..90k+90) */
    ip c;
    int64_t rin, rout;
    unsigned quarters;
} xshape;

static const ip axis_dir[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};

static int64_t as_int(double d)
{
    return (int64_t)d; /* inputs are small integers by construction */
}

static ip as_ip(hd_vec2 v)
{
    return (ip){as_int(v.x), as_int(v.y)};
}

static int mod4(int64_t q)
{
    return (int)(((q % 4) + 4) % 4);
}

/* A sector with START/END multiples of 90. */
static void x_sector(xshape *x, hd_vec2 c, double rin, double rout, double st, double en)
{
    int64_t s = as_int(st) / 90, e = as_int(en) / 90;
    x->c = as_ip(c);
    x->rin = as_int(rin);
    x->rout = as_int(rout);
    if (s == e) { /* zero sweep: the radial segment */
        ip u = axis_dir[mod4(s)];
        x->k = X_POLY;
        x->n = 2;
        x->v[0] = (ip){x->c.x + x->rin * u.x, x->c.y + x->rin * u.y};
        x->v[1] = (ip){x->c.x + x->rout * u.x, x->c.y + x->rout * u.y};
        return;
    }
    int64_t m = ((e - s) % 4 + 4) % 4;
    if (m == 0)
        m = 4; /* non-zero multiple of 360: full */
    x->k = X_SECTOR;
    x->quarters = 0;
    for (int64_t i = 0; i < m; i++)
        x->quarters |= 1u << mod4(s + i);
}

static xshape to_exact(const hd_shape *s)
{
    xshape x;
    memset(&x, 0, sizeof x);
    switch (s->kind) {
    case HD_POINT:
        x.k = X_POLY;
        x.n = 1;
        x.v[0] = as_ip(s->point.p);
        break;
    case HD_LINE:
        x.k = X_POLY;
        x.n = 2;
        x.v[0] = as_ip(s->line.a);
        x.v[1] = as_ip(s->line.b);
        break;
    case HD_RECT: {
        int64_t X = as_int(s->rect.x), Y = as_int(s->rect.y);
        int64_t W = as_int(s->rect.w), H = as_int(s->rect.h);
        x.k = X_POLY;
        x.n = 4;
        x.v[0] = (ip){X, Y};
        x.v[1] = (ip){X + W, Y};
        x.v[2] = (ip){X + W, Y + H};
        x.v[3] = (ip){X, Y + H};
        break;
    }
    case HD_POLYGON:
        x.k = X_POLY;
        x.n = s->polygon.n;
        for (int i = 0; i < x.n; i++)
            x.v[i] = as_ip(s->polygon.v[i]);
        break;
    case HD_CIRCLE:
        x.k = X_ROUND;
        x.a = x.b = as_ip(s->circle.c);
        x.r = as_int(s->circle.r);
        break;
    case HD_CAPSULE:
        x.k = X_ROUND;
        x.a = as_ip(s->capsule.a);
        x.b = as_ip(s->capsule.b);
        x.r = as_int(s->capsule.r);
        break;
    case HD_ARC:
        x_sector(&x, s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end);
        break;
    case HD_WEDGE:
        x_sector(&x, s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end);
        break;
    default:
        break;
    }
    return x;
}

/* Edge i of a polygonal shape (a point is one zero-length edge). */
static int poly_edges(const xshape *x)
{
    return x->n == 1 ? 1 : (x->n == 2 ? 1 : x->n);
}

static void poly_edge(const xshape *x, int i, ip *a, ip *b)
{
    *a = x->v[i];
    *b = x->n == 1 ? x->v[0] : x->v[(i + 1) % x->n];
}

/* p in the closed polygonal set x. */
static bool poly_contains(const xshape *x, ip p)
{
    int m = poly_edges(x);
    for (int i = 0; i < m; i++) {
        ip a, b;
        poly_edge(x, i, &a, &b);
        if (on_seg(p, a, b))
            return true;
    }
    if (x->n < 3)
        return false;
    bool in = false; /* crossing number, half-open in y; p is on no edge */
    for (int i = 0; i < x->n; i++) {
        ip a = x->v[i], b = x->v[(i + 1) % x->n];
        if ((a.y > p.y) != (b.y > p.y)) {
            /* x of the crossing > p.x  <=>  sign test on the orientation */
            int o = orient(a, b, p);
            if ((b.y > a.y) ? o > 0 : o < 0)
                in = !in;
        }
    }
    return in;
}

static bool poly_poly(const xshape *A, const xshape *B)
{
    for (int i = 0; i < poly_edges(A); i++)
        for (int j = 0; j < poly_edges(B); j++) {
            ip a, b, c, d;
            poly_edge(A, i, &a, &b);
            poly_edge(B, j, &c, &d);
            if (segs_meet(a, b, c, d))
                return true;
        }
    return poly_contains(B, A->v[0]) || poly_contains(A, B->v[0]);
}

/* dist(segment ab, polygonal set X) <= R. */
static bool seg_poly_within(ip a, ip b, const xshape *X, int64_t R)
{
    if (poly_contains(X, a))
        return true;
    for (int j = 0; j < poly_edges(X); j++) {
        ip c, d;
        poly_edge(X, j, &c, &d);
        if (seg_seg_within(a, b, c, d, R))
            return true;
    }
    return false;
}

/* ---- quarter annuli ------------------------------------------------------ */

typedef struct frac {
    i128 p, q; /* q > 0 */
} frac;

static bool frac_lt(frac a, frac b)
{
    return a.p * b.q < b.p * a.q;
}

/* |q*A + p*D|^2 compared with R2 * q^2: returns sign. */
static int f_cmp(ip A, ip D, frac t, i128 R2)
{
    i128 x = t.q * A.x + t.p * D.x, y = t.q * A.y + t.p * D.y;
    return sgn(x * x + y * y - R2 * t.q * t.q);
}

/* Segment a..b meets {p in cone k of centre c : lo2 <= |p-c|^2 <= hi2}
 * (has_lo false: no lower bound). */
static bool seg_meets_quarter(ip a, ip b, ip c, int k, bool has_lo, i128 lo2, i128 hi2)
{
    int sx = (k == 1 || k == 2) ? -1 : 1, sy = (k >= 2) ? -1 : 1;
    ip A = {sx * (a.x - c.x), sy * (a.y - c.y)};
    ip B = {sx * (b.x - c.x), sy * (b.y - c.y)};
    ip D = isub(B, A);
    frac lo = {0, 1}, hi = {1, 1};
    const int64_t a0[2] = {A.x, A.y}, da[2] = {D.x, D.y};
    for (int i = 0; i < 2; i++) {
        if (da[i] == 0) {
            if (a0[i] < 0)
                return false;
        } else if (da[i] > 0) {
            frac f = {-a0[i], da[i]};
            if (frac_lt(lo, f))
                lo = f;
        } else {
            frac f = {a0[i], -da[i]};
            if (frac_lt(f, hi))
                hi = f;
        }
    }
    if (frac_lt(hi, lo))
        return false;
    /* min of f at the clamped vertex of the parabola */
    frac tm = lo;
    i128 L = idot(D, D);
    if (L > 0) {
        frac ts = {-idot(A, D), L};
        tm = frac_lt(ts, lo) ? lo : (frac_lt(hi, ts) ? hi : ts);
    }
    if (f_cmp(A, D, tm, hi2) > 0)
        return false;
    if (!has_lo)
        return true;
    return f_cmp(A, D, lo, lo2) >= 0 || f_cmp(A, D, hi, lo2) >= 0;
}

/* Radial edge of quarter k at its START (side 0) or END (side 1) ray. */
static void radial(const xshape *S, int k, int side, ip *p, ip *q)
{
    ip u = axis_dir[(k + side) % 4];
    *p = (ip){S->c.x + S->rin * u.x, S->c.y + S->rin * u.y};
    *q = (ip){S->c.x + S->rout * u.x, S->c.y + S->rout * u.y};
}

static bool quarter_poly(const xshape *S, int k, const xshape *X)
{
    i128 lo2 = (i128)S->rin * S->rin, hi2 = (i128)S->rout * S->rout;
    for (int j = 0; j < poly_edges(X); j++) {
        ip c, d;
        poly_edge(X, j, &c, &d);
        if (seg_meets_quarter(c, d, S->c, k, true, lo2, hi2))
            return true;
    }
    ip p, q;
    radial(S, k, 0, &p, &q);
    return poly_contains(X, q); /* a point of the quarter annulus */
}

static bool quarter_round(const xshape *S, int k, const xshape *X)
{
    int64_t lo = S->rin - X->r, hi = S->rout + X->r;
    if (seg_meets_quarter(X->a, X->b, S->c, k, lo > 0, (i128)lo * lo, (i128)hi * hi))
        return true;
    for (int side = 0; side < 2; side++) {
        ip p, q;
        radial(S, k, side, &p, &q);
        if (seg_seg_within(X->a, X->b, p, q, X->r))
            return true;
    }
    return false;
}

/* The exact answer; *supported false for sector/sector. */
static bool exact_collide(const xshape *A, const xshape *B, bool *supported)
{
    *supported = true;
    if (A->k > B->k) {
        const xshape *t = A;
        A = B;
        B = t;
    }
    if (A->k == X_POLY && B->k == X_POLY)
        return poly_poly(A, B);
    if (A->k == X_POLY && B->k == X_ROUND)
        return seg_poly_within(B->a, B->b, A, B->r);
    if (A->k == X_ROUND && B->k == X_ROUND)
        return seg_seg_within(A->a, A->b, B->a, B->b, A->r + B->r);
    if (B->k == X_SECTOR && A->k != X_SECTOR) {
        for (int k = 0; k < 4; k++)
            if ((B->quarters >> k) & 1u) {
                if (A->k == X_POLY ? quarter_poly(B, k, A) : quarter_round(B, k, A))
                    return true;
            }
        return false;
    }
    *supported = false;
    return false;
}

/* ---- tests --------------------------------------------------------------- */

static bool exact_specs(const char *sa, const char *sb, bool *supported)
{
    hd_shape a = hd_test_shape(sa), b = hd_test_shape(sb);
    xshape xa = to_exact(&a), xb = to_exact(&b);
    return exact_collide(&xa, &xb, supported);
}

/* Case 1: the reference itself on hand-checked answers. */
static void reference_sanity(void)
{
    static const struct {
        const char *a, *b;
        bool hit;
    } known[] = {
        {"circle:0,0,5", "rect:3,4,10,10", true},
        {"circle:0,0,5", "rect:5,-10,10,20", true},
        {"circle:0,0,5", "rect:6,-10,10,20", false},
        {"circle:13,13,4", "rect:0,0,10,10", false},
        {"line:0,0,10,0", "line:5,0,15,0", true},
        {"line:0,0,10,0", "line:11,0,20,0", false},
        {"rect:0,0,10,10", "line:2,2,8,8", true},
        {"point:15,20", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", false},
        {"point:10,20", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", true},
        {"polygon:0,0,30,0,30,30,0,30", "polygon:10,10,20,10,20,20,10,20", true},
        {"capsule:0,0,10,0,5", "circle:16,8,5", true},
        {"capsule:0,0,10,0,5", "circle:5,11,5", false},
        {"point:0,-7", "arc:0,0,5,10,0,270", true},
        {"point:5,-5", "arc:0,0,5,10,0,270", false},
        {"point:2,2", "arc:0,0,5,10,0,90", false},
        {"point:3,4", "arc:0,0,5,10,0,90", true},
        {"circle:7,-3,3", "arc:0,0,5,10,0,90", true},
        {"circle:7,-4,3", "arc:0,0,5,10,0,90", false},
        {"circle:0,0,4", "arc:0,0,5,10,0,360", false},
        {"circle:12,16,10", "wedge:0,0,10,0,90", true},
        {"circle:-3,-4,4", "wedge:0,0,10,0,90", false},
        {"rect:-5,-5,5,5", "wedge:0,0,10,0,90", true},
        {"rect:-5,-5,4,4", "wedge:0,0,10,0,90", false},
        {"capsule:0,0,10,0,5", "wedge:20,0,5,270,90", false},
        {"capsule:0,0,10,0,5", "wedge:20,0,5,90,270", true},
        {"line:-20,7,20,7", "arc:0,0,5,10,90,90", true},
        {"line:-20,11,20,11", "arc:0,0,5,10,90,90", false},
        {"polygon:-2,-2,2,-2,0,2", "arc:0,0,5,10,0,360", false},
        {"polygon:-20,-20,20,-20,20,20,-20,20", "arc:0,0,5,10,0,90", true},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        bool sup;
        TEST_CTX("exact reference on %s %s (expected %s)", known[i].a, known[i].b,
                 known[i].hit ? "hit" : "miss");
        ENSURE(exact_specs(known[i].a, known[i].b, &sup) == known[i].hit);
        ENSURE(exact_specs(known[i].b, known[i].a, &sup) == known[i].hit);
        ENSURE(sup);
    }
}

static hd_shape shift(const hd_shape *s, double d)
{
    return hd_test_translate(s, (hd_vec2){d, -d});
}

static long g_hits, g_cases;

/* Cases 2..: random integer pairs, every supported unordered kind pair. */
static void random_pairs(int range, int per_pair, uint64_t seed0)
{
    const hd_gen_opts o = {range, 0.0, true};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            bool sa = ka == HD_ARC || ka == HD_WEDGE, sb = kb == HD_ARC || kb == HD_WEDGE;
            if (sa && sb)
                continue;
            uint64_t seed = seed0 + (uint64_t)(ka * 8 + kb);
            hd_rng rng = {seed};
            for (int i = 0; i < per_pair; i++) {
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, &o);
                hd_shape b = hd_gen_shape(&rng, (hd_kind)kb, &o);
                xshape xa = to_exact(&a), xb = to_exact(&b);
                bool sup;
                bool want = exact_collide(&xa, &xb, &sup);
                TEST_CTX("%s %s (seed %llu, pair %d): exact says %s", hd_test_spec(&a),
                         hd_test_spec(&b), (unsigned long long)seed, i, want ? "hit" : "miss");
                ENSURE(sup);
                ENSURE(hd_collide(&a, &b) == want);
                ENSURE(hd_collide(&b, &a) == want);
                hd_shape af = shift(&a, 1e6), bf = shift(&b, 1e6);
                ENSURE(hd_collide(&af, &bf) == want);
                ENSURE(hd_collide(&bf, &af) == want);
                g_hits += want;
                g_cases++;
            }
        }
}

static void random_range20(void)
{
    random_pairs(20, 3000, 90000);
}

/* Small range: exact contacts (touching, shared edges) are frequent. */
static void random_range5(void)
{
    random_pairs(5, 3000, 91000);
}

/* The random data must exercise both answers (guards the generator). */
static void mix_of_answers(void)
{
    TEST_CTX("%ld random cases, %ld hits", g_cases, g_hits);
    ENSURE(g_cases > 0 && g_hits > g_cases / 10 && g_hits < g_cases - g_cases / 10);
}

/* rpoly.h's exact signs where a factor's value is far below its
 * components (a difference that cancels to its last bit): a product of
 * eight such is a multiple of 2^-1200, below the subnormal grain, so double
 * expansions would lose it (the sign came out 0); p_ex_ok sends it to the
 * wide expansions. Worked by hand: d = (2^-98 + 2^-150) - 2^-98 = 2^-150. */
/* xw_grow on a full expansion compresses it first and loses nothing:
 * sums of integers at three scales 2^-60 apart (exactly three doubles
 * wide) grown into an expansion of 4 components, against the same sums in
 * one of 256; the buffer must have been full before some grows. */
static void xw_full_buffer(void)
{
    hd_rng r = {0x5eed0f11ull};
    long full = 0;
    for (int t = 0; t < 3000; t++) {
        TEST_CTX("trial %d", t);
        XW_DECL(small, 4);
        XW_DECL(big, 256);
        for (int i = 0; i < 40; i++) {
            double v = ldexp((double)hd_rng_int(&r, -1000000, 1000000), -60 * hd_rng_int(&r, 0, 2));
            full += small.n == small.cap;
            xw_grow_d(&small, v);
            xw_grow_d(&big, v);
        }
        ENSURE(xw_sign(&small) == xw_sign(&big));
        xw_compress(&small);
        xw_compress(&big);
        ENSURE(small.n == big.n);
        for (int i = 0; i < small.n && i < big.n; i++)
            ENSURE(small.c[i].m == big.c[i].m && small.c[i].k == big.c[i].k);
    }
    TEST_CTX("grows into a full buffer: %ld", full);
    ENSURE(full > 100);
}

/* hd_dir_in_range (filtered inline) gives hd_in_range's answer for the
 * origin: ranges of every kind (full, a single ray, reflex, below and at
 * 180 degrees, multiples of 45), directions at random, along the end rays
 * (scaled, so exactly on them), one ulp off them, and opposite them. */
static void dir_in_range_same(void)
{
    hd_rng r = {0xd12ee5ull};
    long in = 0, n = 0;
    for (int t = 0; t < 20000; t++) {
        double s = (t & 3) == 0 ? 45.0 * hd_rng_int(&r, -8, 8) : hd_rng_int(&r, -360000, 360000) / 1000.0;
        double sw = (t & 7) == 1 ? 0 : (t & 7) == 2 ? 360 : (t & 7) == 3 ? 180 : hd_rng_int(&r, 1, 359999) / 1000.0;
        hd_range rg = hd_range_deg(s, s + sw);
        for (int k = 0; k < 12; k++) {
            hd_vec2 e = k & 1 ? rg.ue : rg.us, d;
            double f = ldexp(hd_rng_int(&r, 1, 1000), hd_rng_int(&r, -40, 40));
            switch (k / 2) {
            case 0: d = hd_v(hd_rng_int(&r, -1000, 1000) / 7.0, hd_rng_int(&r, -1000, 1000) / 3.0); break;
            case 1: d = hd_scale(e, f); break;
            case 2: d = hd_v(nextafter(e.x * f, INFINITY), e.y * f); break;
            case 3: d = hd_v(e.x * f, nextafter(e.y * f, -INFINITY)); break;
            case 4: d = hd_scale(e, -f); break;
            default: d = hd_v(e.x * f + e.y, e.y * f - e.x); break;
            }
            TEST_CTX("range %.17g + %.17g, d = (%.17g, %.17g)", s, sw, d.x, d.y);
            bool want = hd_in_range(&rg, d, hd_v(0, 0));
            ENSURE(hd_dir_in_range(&rg, d) == want);
            in += want;
            n++;
        }
    }
    TEST_CTX("%ld of %ld in range", in, n);
    ENSURE(in > n / 5 && in < n - n / 5);
}

static void rpoly_below_grain(void)
{
    const double a = 0x1p-98 + 0x1p-150, b = 0x1p-98;
    for (int deg = 1; deg <= 8; deg++) {
        TEST_CTX("d^%d", deg);
        rctx c;
        c.nf = 0;
        rpoly p = p_f(fac2(&c, a, -b));
        for (int i = 1; i < deg; i++) {
            rpoly f = p_f(fac2(&c, a, -b));
            p = p_mul(&p, &f);
        }
        ENSURE(p_sign(&c, &p) == 1);
        rpoly m = p_neg(p);
        ENSURE(p_sign(&c, &m) == -1);
        ENSURE(p_val(&c, &p) == ldexp(1, -150 * deg) || -150 * deg < -1074); /* 2^-1200 is no double */
    }
    /* A + B sqrt(Q) = d^4 - 2 d^4 sqrt(1) = -2^-600, and d^4 + 2 d^4 (the square's
     * products are multiples of 2^-1200) */
    for (int s = -1; s <= 1; s += 2) {
        TEST_CTX("d^4 %s 2 d^4", s < 0 ? "-" : "+");
        rctx c;
        c.nf = 0;
        rpoly A = p_f(fac2(&c, a, -b)), B = p_f(fac1(&c, 2.0 * s));
        for (int i = 1; i < 4; i++) {
            rpoly f = p_f(fac2(&c, a, -b));
            A = p_mul(&A, &f);
        }
        for (int i = 0; i < 4; i++) {
            rpoly f = p_f(fac2(&c, a, -b));
            B = p_mul(&B, &f);
        }
        rpoly Q = p_f(fac1(&c, 1.0));
        ENSURE(p_sign_aq_big(&c, &A, &B, &Q) == s);
        /* B^2 Q against A^2 with Q = 1/4 exactly: a tie, sign 0 */
        rpoly Q4 = p_f(fac1(&c, 0.25));
        rpoly Bm = p_neg(B);
        ENSURE(p_sign_aq_big(&c, &A, s < 0 ? &B : &Bm, &Q4) == 0);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(xw_full_buffer);
    RUN_SUBTEST(dir_in_range_same);
    RUN_SUBTEST(rpoly_below_grain);
    RUN_SUBTEST(reference_sanity);
    RUN_SUBTEST(random_range20);
    RUN_SUBTEST(random_range5);
    RUN_SUBTEST(mix_of_answers);
    return hd_test_finish();
}
