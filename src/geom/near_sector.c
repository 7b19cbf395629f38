/*
 * near_sector.c: a point or a segment within a distance r of an arc or a
 * wedge, exactly, standing (the capsule cells of the hit table) and swept
 * (a circle or capsule moving against a sector, sweep.c).
 */
#include <math.h>
#include <string.h>

#include "geom_internal.h"
#include "near_sector.h"

/* A point for the range test: the vector v, or (root) the point v + t e at
 * the root t = (-b + s sqrt(D)) / a (a > 0) of a quadratic. */
typedef struct rpt {
    fvec v;
    bool root;
    fvec e;
    const rpoly *a, *b, *D;
    int s;
} rpt;

/* The sign of L(p) for L(x) = cross(u, x) (kind 0), cross(x, u) (1) or
 * dot(u, x) (2); at a root, that of a L(v) - b L(e) + s L(e) sqrt(D). */
static int lin_sign(rctx *c, const rpt *p, fvec u, int kind)
{
    rpoly L0 = kind == 2 ? p_dot(u, p->v) : kind == 0 ? p_cross(u, p->v) : p_cross(p->v, u);
    if (!p->root)
        return p_sign(c, &L0);
    rpoly L1 = kind == 2 ? p_dot(u, p->e) : kind == 0 ? p_cross(u, p->e) : p_cross(p->e, u);
    rpoly A = p_mul(p->a, &L0), t = p_mul(p->b, &L1);
    A = p_add(A, &t, -1);
    rpoly B = p->s > 0 ? L1 : p_neg(L1);
    return p_sign_aq_big(c, &A, &B, p->D);
}

/* Is the direction of p in the range, as hd_in_range decides it for a
 * point c + p? */
static bool pt_in_range(rctx *c, const hd_range *rg, const rpt *p)
{
    if (rg->full)
        return true;
    fvec us = fv1(c, rg->us), ue = fv1(c, rg->ue);
    int c1 = lin_sign(c, p, us, 0);
    if (rg->zero)
        return c1 == 0 && lin_sign(c, p, us, 2) >= 0;
    int c2 = lin_sign(c, p, ue, 1);
    if (rg->reflex)
        return c1 >= 0 || c2 >= 0;
    if (c1 < 0 || c2 < 0)
        return false;
    return lin_sign(c, p, us, 2) >= 0 || lin_sign(c, p, ue, 2) >= 0;
}

bool hd__dir_in_range(rctx *c, const hd_range *rg, fvec v)
{
    rpt p = {.v = v};
    return pt_in_range(c, rg, &p);
}

/* ---- cores with a radius ---------------------------------------------------------
 *
 * A circle (a point core m) or a capsule (a segment core a..b) of radius r
 * > 0 moved by t d, t in [0, T], against the sector S. It meets S iff the
 * region its core sweeps comes within r of S: the segment m .. m + T d, or
 * the parallelogram a, b, b + T d, a + T d. A segment sg comes within r of
 * S iff it meets S (+) r = {x : dist(x, S) <= r}, which is the union of A'
 * = {rin - r <= |x - c| <= rout + r, x - c in the range} and the capsules
 * of radius r around the two radial edges [c + rin u / |u|, c + rout u /
 * |u|] (for x in the range the distance to S is radial, for x outside it
 * that to the nearer radial edge). If neither end of sg is in S (+) r and
 * sg meets it, its first point there lies on the boundary of A' or of a
 * capsule: on the circle |x - c| = rout + r in the range, on |x - c| = rin
 * - r in the range (rin > r), or in a capsule (A''s straight sides lie in
 * the capsules). So
 *
 *   near(sg)  <=>  an end is within r of S, or sg meets a radial edge's
 *                  capsule (the segments cross, or a corner of S is within
 *                  r of sg's inside), or sg meets one of the two circles
 *                  at a point in the range.
 *
 * The parallelogram comes within r of S iff one of its edges does, or S
 * lies inside it (then so does the outer corner c + rout us / |us|).
 *
 * Each test is the sign of A + B sqrt(Q) with A, B polynomials in the input
 * doubles (Q = |u|^2 for a corner, or the discriminant of the circle's
 * quadratic), of degree at most 8 in lengths; the points m + T d are exact
 * sums (T d as a two-product). The expansions stay exact for non-zero
 * lengths within [2^-100, 2^120] (the degree-8 products of lengths, times
 * up to four ray components, which are 0 or at least 2^-52, stay within
 * 2^-1008 .. 2^970): the pair is scaled by a power of two into that range
 * (exact, and no sign changes) when its non-zero numbers span at most a
 * factor 2^220; for a wider spread rpoly.h evaluates the signs that involve
 * the numbers left below 2^-100 in wide-exponent expansions (exact too).
 */

/* A point or vector whose coordinates are exact sums of up to 4 doubles. */
typedef struct q4 {
    double x[4], y[4];
} q4;

static fvec fv_q4(rctx *c, const q4 *q)
{
    return (fvec){fac4(c, q->x[0], q->x[1], q->x[2], q->x[3], 4), fac4(c, q->y[0], q->y[1], q->y[2], q->y[3], 4)};
}

/* p + T d - o, exactly (T d a two-product). */
static q4 q4_at(hd_vec2 p, double T, hd_vec2 d, hd_vec2 o)
{
    double hx = T * d.x, hy = T * d.y;
    q4 q = {{p.x, hx, fma(T, d.x, -hx), -o.x}, {p.y, hy, fma(T, d.y, -hy), -o.y}};
    return q;
}

typedef struct rsec {
    hd_vec2 c;
    double rin, rout, r;
    hd_range rg;
    bool unfiltered; /* the exact signs alone (the reference path) */
} rsec;

/* Filters in plain doubles: a point's coordinates summed (within a few
 * ulps of S, the largest magnitude met) and distances from them (within a
 * few dozen ulps of S, under 1e-14 S), compared with a margin of 4e-12 S,
 * hundreds of times their rounding error: where a distance is that far from r the
 * answer is known; within it the exact signs decide. */
static hd_vec2 q4_val(const q4 *q)
{
    return hd_v(q->x[0] + q->x[1] + q->x[2] + q->x[3], q->y[0] + q->y[1] + q->y[2] + q->y[3]);
}

static double q4_mag(const q4 *q)
{
    double m = 0;
    for (int i = 0; i < 4; i++)
        m = fmax(m, fmax(fabs(q->x[i]), fabs(q->y[i])));
    return m;
}

static double far_margin(const rsec *z, const q4 *w0, const q4 *w1)
{
    if (z->unfiltered)
        return INFINITY; /* no filter decides */
    double S = fmax(fmax(q4_mag(w0), q4_mag(w1)), z->rout + z->r);
    return 4e-12 * S;
}

/* |w - k u / |u|| <= r, w relative to the centre: sign of
 * (|w|^2 + k^2 - r^2) |u| - 2 k dot(w, u). */
static bool near_corner(const rsec *z, const q4 *w, hd_vec2 u, double k)
{
    double m = far_margin(z, w, w), dk = hd_vdist(q4_val(w), hd_scale(u, k / hypot(u.x, u.y)));
    if (dk > z->r + m)
        return false;
    if (dk < z->r - m)
        return true;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec W = fv_q4(c, w), U = fv1(c, u);
    rpoly Q = p_dot(U, U), wu = p_dot(W, U), B = p_dot(W, W);
    rpoly kk = p_k(c, k), rr = p_k(c, z->r);
    kk = p_sq(&kk);
    rr = p_sq(&rr);
    B = p_add(B, &kk, 1);
    B = p_add(B, &rr, -1);
    rpoly A = p_scale(c, -2 * k, &wu);
    return p_sign_aq_big(c, &A, &B, &Q) <= 0;
}

/* The point w within r of the radial edge along u. */
static bool near_radial(const rsec *z, const q4 *w, hd_vec2 u)
{
    if (near_corner(z, w, u, z->rin) || (z->rout != z->rin && near_corner(z, w, u, z->rout)))
        return true;
    if (z->rout == z->rin)
        return false;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec W = fv_q4(c, w), U = fv1(c, u);
    rpoly Q = p_dot(U, U), wu = p_dot(W, U);
    rpoly mi = p_k(c, -z->rin), mo = p_k(c, -z->rout);
    if (p_sign_aq_big(c, &wu, &mi, &Q) < 0 || p_sign_aq_big(c, &wu, &mo, &Q) > 0)
        return false; /* its foot is outside rin .. rout */
    rpoly cr = p_cross(U, W), rr = p_k(c, z->r);
    cr = p_sq(&cr);
    rr = p_sq(&rr);
    rpoly rq = p_mul(&rr, &Q);
    cr = p_add(cr, &rq, -1);
    return p_sign(c, &cr) <= 0;
}

/* The point w (relative to the centre) within r of S. */
static bool point_near(const rsec *z, const q4 *w)
{
    /* S lies in the ring rin <= |x| <= rout */
    double m = far_margin(z, w, w), rho = hd_len(q4_val(w));
    if (rho - z->rout > z->r + m || z->rin - rho > z->r + m)
        return false;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec W = fv_q4(c, w);
    if (hd__dir_in_range(c, &z->rg, W)) {
        rpoly ww = p_dot(W, W), R = p_f(fac2(c, z->rout, z->r));
        R = p_sq(&R);
        rpoly t = p_add(ww, &R, -1);
        if (p_sign(c, &t) > 0)
            return false;
        if (z->rin <= z->r)
            return true;
        rpoly Ri = p_f(fac2(c, z->rin, -z->r));
        Ri = p_sq(&Ri);
        t = p_add(ww, &Ri, -1);
        return p_sign(c, &t) >= 0;
    }
    if (near_radial(z, w, z->rg.us))
        return true;
    return !z->rg.zero && near_radial(z, w, z->rg.ue);
}

/* The segment sg = w0 + t e, t in [0, tau] (its end w1), against the
 * radial edge along u: they cross, or a corner is within r of sg's inside
 * (its ends' distances are point_near's). */
static bool seg_radial(const rsec *z, const q4 *w0, const q4 *e, double tau, const q4 *w1, hd_vec2 u)
{
    /* the two boxes, grown by r and the margin, apart on an axis */
    hd_vec2 p0 = q4_val(w0), p1 = q4_val(w1), un = hd_scale(u, 1 / hypot(u.x, u.y));
    hd_vec2 q0 = hd_scale(un, z->rin), q1 = hd_scale(un, z->rout);
    double g = z->r + far_margin(z, w0, w1);
    if (fmin(p0.x, p1.x) > fmax(q0.x, q1.x) + g || fmin(q0.x, q1.x) > fmax(p0.x, p1.x) + g ||
        fmin(p0.y, p1.y) > fmax(q0.y, q1.y) + g || fmin(q0.y, q1.y) > fmax(p0.y, p1.y) + g)
        return false;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec W0 = fv_q4(c, w0), E = fv_q4(c, e), W1 = fv_q4(c, w1), U = fv1(c, u);
    rpoly Q = p_dot(U, U), eu = p_cross(E, U), ew = p_cross(E, W0);
    rpoly mew = p_neg(ew);
    double ks[2] = {z->rin, z->rout};
    int nk = z->rin == z->rout ? 1 : 2;
    /* crossing: the corners on both sides of sg's line, sg's ends on both
     * sides of the edge's line (cross(e, k u / |u| - w0) has the sign of
     * k cross(e, u) - cross(e, w0) |u|) */
    if (nk == 2) {
        rpoly A0 = p_scale(c, ks[0], &eu), A1 = p_scale(c, ks[1], &eu);
        int o1 = p_sign_aq_big(c, &A0, &mew, &Q), o2 = p_sign_aq_big(c, &A1, &mew, &Q);
        rpoly x0 = p_cross(U, W0), x1 = p_cross(U, W1);
        int o3 = p_sign(c, &x0), o4 = p_sign(c, &x1);
        if (o1 * o2 <= 0 && o3 * o4 <= 0 && (o1 || o2 || o3 || o4))
            return true;
    }
    /* a corner q within r of sg's inside: 0 <= dot(q - w0, e) <= tau |e|^2
     * and cross(e, q - w0)^2 <= r^2 |e|^2, with q - w0 = k u / |u| - w0 */
    rpoly ue = p_dot(U, E), we = p_dot(W0, E), ee = p_dot(E, E);
    rpoly tee = p_scale(c, tau, &ee);
    rpoly lo = p_neg(we), hi = p_add(p_neg(we), &tee, -1);
    rpoly rr = p_k(c, z->r);
    rr = p_sq(&rr);
    rpoly rre = p_mul(&rr, &ee);
    rpoly rreq = p_mul(&rre, &Q);
    rpoly ew2 = p_sq(&ew);
    rpoly b2q = p_mul(&ew2, &Q);
    for (int i = 0; i < nk; i++) {
        rpoly kue = p_scale(c, ks[i], &ue);
        if (p_sign_aq_big(c, &kue, &lo, &Q) < 0 || p_sign_aq_big(c, &kue, &hi, &Q) > 0)
            continue;
        /* alpha = k cross(e, u), beta = cross(e, w0): (alpha - beta |u|)^2
         * <= r^2 |e|^2 |u|^2, i.e. alpha^2 + beta^2 Q - r^2 ee Q - 2 alpha
         * beta |u| <= 0 */
        rpoly al = p_scale(c, ks[i], &eu);
        rpoly A = p_sq(&al);
        A = p_add(A, &b2q, 1);
        A = p_add(A, &rreq, -1);
        rpoly ab = p_mul(&al, &ew);
        rpoly B = p_scale(c, -2, &ab);
        if (p_sign_aq_big(c, &A, &B, &Q) <= 0)
            return true;
    }
    return false;
}

/* sg = w0 + t e, t in [0, tau], meets the circle |x| = R (R the exact sum
 * R1 + R2) at a point in the range. */
static bool seg_circle(const rsec *z, const q4 *w0, const q4 *e, double tau, const q4 *w1, double R1, double R2)
{
    /* the segment wholly inside the circle, or wholly outside it */
    hd_vec2 p0 = q4_val(w0), p1 = q4_val(w1), f = hd_sub(p1, p0);
    double m = far_margin(z, w0, w1), Rd = R1 + R2;
    if (fmax(hd_len(p0), hd_len(p1)) < Rd - m)
        return false;
    double ff = hd_dot(f, f), s = ff > 0 ? -hd_dot(p0, f) / ff : 0;
    s = s < 0 ? 0 : s > 1 ? 1 : s;
    if (hd_len(hd_add(p0, hd_scale(f, s))) > Rd + m)
        return false;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec W0 = fv_q4(c, w0), E = fv_q4(c, e);
    rpoly a = p_dot(E, E), b = p_dot(W0, E), cc = p_dot(W0, W0);
    rpoly R = p_f(fac2(c, R1, R2));
    R = p_sq(&R);
    cc = p_add(cc, &R, -1);
    rpoly D = p_sq(&b), ac = p_mul(&a, &cc);
    D = p_add(D, &ac, -1);
    int sd = p_sign(c, &D);
    if (sd < 0)
        return false;
    rpoly mb = p_neg(b), ta = p_scale(c, tau, &a);
    rpoly mbt = p_add(mb, &ta, -1);
    for (int s = -1; s <= 1; s += 2) {
        if (sd == 0 && s > 0)
            break;
        rpoly S = p_k(c, s);
        /* 0 <= -b + s sqrt(D) <= tau a */
        if (p_sign_aq_big(c, &mb, &S, &D) < 0 || p_sign_aq_big(c, &mbt, &S, &D) > 0)
            continue;
        rpt p = {W0, true, E, &a, &b, &D, s};
        if (pt_in_range(c, &z->rg, &p))
            return true;
    }
    return false;
}

/* sg = w0 + t e, t in [0, tau] (e != 0), end w1, comes within r of S. */
static bool seg_near(const rsec *z, const q4 *w0, const q4 *e, double tau, const q4 *w1)
{
    if (point_near(z, w0) || point_near(z, w1))
        return true;
    if (!z->rg.full) {
        if (seg_radial(z, w0, e, tau, w1, z->rg.us))
            return true;
        if (!z->rg.zero && seg_radial(z, w0, e, tau, w1, z->rg.ue))
            return true;
    }
    if (seg_circle(z, w0, e, tau, w1, z->rout, z->r))
        return true;
    return z->rin > z->r && seg_circle(z, w0, e, tau, w1, z->rin, -z->r);
}

/* The outer corner c + rout us / |us| inside the parallelogram a, b, b + T
 * d, a + T d (not flat): between the lines along d through a and b, and
 * between the lines along b - a through a and a + T d. */
static bool corner_in_parallelogram(const rsec *z, hd_vec2 a, hd_vec2 b, hd_vec2 d, double T)
{
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec U = fv1(c, z->rg.us), D = fv1(c, d), BA = fvd(c, b, a);
    rpoly Q = p_dot(U, U);
    q4 ca = {{z->c.x, -a.x, 0, 0}, {z->c.y, -a.y, 0, 0}}, cb = {{z->c.x, -b.x, 0, 0}, {z->c.y, -b.y, 0, 0}};
    q4 cat = q4_at(a, T, d, z->c); /* negated below: c - a - T d */
    for (int i = 0; i < 4; i++) {
        cat.x[i] = -cat.x[i];
        cat.y[i] = -cat.y[i];
    }
    fvec CA = fv_q4(c, &ca), CB = fv_q4(c, &cb), CAT = fv_q4(c, &cat);
    /* cross(v, c + rout u / |u| - p) ~ rout cross(v, u) + cross(v, c - p) |u| */
    rpoly du = p_cross(D, U), bu = p_cross(BA, U);
    rpoly Ad = p_scale(c, z->rout, &du), Ab = p_scale(c, z->rout, &bu);
    rpoly d1 = p_cross(D, CA), d2 = p_cross(D, CB), b1 = p_cross(BA, CA), b2 = p_cross(BA, CAT);
    if (p_sign_aq_big(c, &Ad, &d1, &Q) * p_sign_aq_big(c, &Ad, &d2, &Q) > 0)
        return false;
    return p_sign_aq_big(c, &Ab, &b1, &Q) * p_sign_aq_big(c, &Ab, &b2, &Q) <= 0;
}

/* The power of two s that brings the pair's non-zero numbers within
 * [2^-100, 2^120] where it can (every sign here is homogeneous in lengths,
 * so scaling them all by s changes no sign, and exactly): the largest at
 * most 2^120, and the smallest at least 2^-100 unless that would lift the
 * largest above 2^120. Numbers that span more than 2^220 keep some below
 * 2^-100 after it: rpoly.h then takes the factors that hold them as wide
 * (exact expansions with a wide exponent, no double filter), so every sign
 * stays exact whatever the spread; the plain-double filters here see
 * numbers of at most 2^120 and compare with margins relative to the
 * largest, which the tiny ones cannot upset. */
static double scale_into_range(const double *num, int n)
{
    double lo = INFINITY, hi = 0;
    for (int i = 0; i < n; i++)
        if (num[i] != 0) {
            lo = fmin(lo, fabs(num[i]));
            hi = fmax(hi, fabs(num[i]));
        }
    if (hi == 0)
        return 1;
    int k = 0, top = 119 - ilogb(hi); /* hi * 2^top in [2^119, 2^120) */
    if (hi > 0x1p120)
        k = top;
    else if (lo < 0x1p-100)
        k = -99 - ilogb(lo) < top ? -99 - ilogb(lo) : top;
    return ldexp(1, k);
}

/* round_scale: scale_into_range of the numbers of a round core and a sector. */
static double round_scale(const hd_vec2 *v, int nv, double r, const hd_sector_desc *q, hd_vec2 d)
{
    double num[11] = {q->c.x, q->c.y, q->rin, q->rout, r, d.x, d.y, v[0].x, v[0].y, 0, 0};
    if (nv > 1) {
        num[9] = v[1].x;
        num[10] = v[1].y;
    }
    return scale_into_range(num, 11);
}

/* The scaled copies. */
typedef struct rscaled {
    hd_vec2 v[2];
    hd_vec2 d;
    rsec z;
} rscaled;

static void round_setup(const hd_vec2 *v, int nv, double r, const hd_shape *sh, hd_vec2 d, rscaled *o)
{
    hd_sector_desc q = hd_sector_of(sh);
    double s = round_scale(v, nv, r, &q, d);
    for (int i = 0; i < nv; i++)
        o->v[i] = hd_scale(v[i], s);
    o->d = hd_scale(d, s);
    o->z = (rsec){hd_scale(q.c, s), q.rin * s, q.rout * s, r * s, hd_range_deg(q.start, q.end), false};
}

bool hd__sweep_round(const hd_vec2 *v0, int nv, double r, const hd_shape *s, hd_vec2 d0, double T)
{
    rscaled o;
    round_setup(v0, nv, r, s, d0, &o);
    const hd_vec2 *v = o.v;
    hd_vec2 d = o.d;
    rsec z = o.z;
    q4 e = {{d.x, 0, 0, 0}, {d.y, 0, 0, 0}};
    for (int i = 0; i < nv; i++) {
        q4 w0 = q4_at(v[i], 0, d, z.c), w1 = q4_at(v[i], T, d, z.c);
        if (seg_near(&z, &w0, &e, T, &w1))
            return true;
    }
    if (nv < 2 || hd_veq(v[0], v[1]))
        return false;
    q4 a1 = q4_at(v[0], T, d, z.c), b1 = q4_at(v[1], T, d, z.c);
    q4 ab = {{v[1].x, -v[0].x, 0, 0}, {v[1].y, -v[0].y, 0, 0}};
    if (seg_near(&z, &a1, &ab, 1, &b1))
        return true;
    rctx cx;
    cx.nf = 0;
    rpoly flat = p_cross(fvd(&cx, v[1], v[0]), fv1(&cx, d));
    if (p_sign(&cx, &flat) == 0)
        return false; /* a flat parallelogram: its edges cover it */
    return corner_in_parallelogram(&z, v[0], v[1], d, T);
}

static bool capsule_near(hd_vec2 a0, hd_vec2 b0, double r, const hd_shape *s, bool unfiltered)
{
    hd_vec2 ends[2] = {a0, b0};
    rscaled o;
    round_setup(ends, 2, r, s, hd_v(0, 0), &o);
    hd_vec2 a = o.v[0], b = o.v[1];
    rsec z = o.z;
    z.unfiltered = unfiltered;
    q4 w0 = q4_at(a, 0, a, z.c), w1 = q4_at(b, 0, b, z.c);
    if (hd_veq(a, b))
        return point_near(&z, &w0);
    q4 e = {{b.x, -a.x, 0, 0}, {b.y, -a.y, 0, 0}};
    return seg_near(&z, &w0, &e, 1, &w1);
}

bool hd__capsule_near_sector(hd_vec2 a, hd_vec2 b, double r, const hd_shape *s)
{
    return capsule_near(a, b, r, s, false);
}

bool hd__capsule_near_sector_unfiltered(hd_vec2 a, hd_vec2 b, double r, const hd_shape *s)
{
    return capsule_near(a, b, r, s, true);
}

/* The rays of rg scaled so that the larger component of each is in [1, 2)
 * (each sign is linear in each ray); false if a smaller component is
 * non-zero and below 2^-60 of it (a ray that is not a degree ray: a
 * capsule's end cap has the axis's perpendicular), no exact answer here. */
static bool scale_ray(hd_vec2 *u)
{
    double mx = fmax(fabs(u->x), fabs(u->y)), mn = fmin(fabs(u->x), fabs(u->y));
    if (mx == 0)
        return true;
    int e = ilogb(mx);
    *u = hd_scale(*u, ldexp(1, -e));
    return mn == 0 || ldexp(mn, -e) >= 0x1p-60;
}

/* The root s of |w + t e - 0|^2 = R^2 (w = p - o, exact differences of the
 * scaled doubles; e = b - a, or the ray itself): its direction from o in
 * rg (rays already scaled)? */
static int root_dir_in_range(rctx *c, fvec W0, fvec E, double R, const hd_range *rg, int s)
{
    rpoly A = p_dot(E, E), B = p_dot(W0, E), cc = p_dot(W0, W0), RR = p_k(c, R);
    RR = p_sq(&RR);
    cc = p_add(cc, &RR, -1);
    rpoly D = p_sq(&B), ac = p_mul(&A, &cc);
    D = p_add(D, &ac, -1);
    if (p_sign(c, &A) <= 0 || p_sign(c, &D) < 0)
        return 0;
    rpt p = {W0, true, E, &A, &B, &D, s};
    return pt_in_range(c, rg, &p);
}

/* hd__seg_root_in_range: the pair scaled by a power of two as above (the
 * signs are homogeneous in lengths). */
int hd__seg_root_in_range(hd_vec2 a0, hd_vec2 b0, hd_vec2 o0, double R0, const hd_range *rg, int s)
{
    double num[7] = {a0.x, a0.y, b0.x, b0.y, o0.x, o0.y, R0}, sc = scale_into_range(num, 7);
    hd_vec2 a = hd_scale(a0, sc), b = hd_scale(b0, sc), o = hd_scale(o0, sc);
    double R = R0 * sc;
    hd_range r1 = *rg;
    if (!scale_ray(&r1.us) || !scale_ray(&r1.ue))
        return -1;
    rctx cx;
    cx.nf = 0;
    return root_dir_in_range(&cx, fvd(&cx, a, o), fvd(&cx, b, a), R, &r1, s);
}

/* hd__ray_root_in_range: the lengths scaled as above, the edge's ray as
 * the range's rays (the signs are homogeneous in it too). */
int hd__ray_root_in_range(hd_vec2 ray0, hd_vec2 c0, hd_vec2 o0, double R0, const hd_range *rg, int s)
{
    double num[5] = {c0.x, c0.y, o0.x, o0.y, R0}, sc = scale_into_range(num, 5);
    hd_vec2 c = hd_scale(c0, sc), o = hd_scale(o0, sc), ray = ray0;
    double R = R0 * sc;
    hd_range r1 = *rg;
    if (!scale_ray(&ray) || !scale_ray(&r1.us) || !scale_ray(&r1.ue))
        return -1;
    rctx cx;
    cx.nf = 0;
    return root_dir_in_range(&cx, fvd(&cx, c, o), fv1(&cx, ray), R, &r1, s);
}
