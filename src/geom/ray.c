/*
 * ray.c: hd_raycast (<hitdemo/ray.h>), the ray P..P+D against every kind.
 *
 * The ray is handled as P + t D, t in [0, 1], never through a rounded end
 * point: every decision is the exact sign of a polynomial in the input
 * doubles (P, D, the shape's numbers, a sector's ray vectors), of degree at
 * most 4 in lengths (times at most two ray components), so no term
 * overflows or underflows in the accepted range (see exact.c). The
 * polynomials are built at run time from "factors" (exact sums of up to three
 * doubles, such as A.x - P.x - D.x) by a small term algebra below, evaluated
 * in doubles with an a-priori error bound, and again with exact expansions
 * when the bound cannot decide.
 *
 * The first point: if P is in B, t = 0. Otherwise the segment's first point
 * in the closed set B lies on B's outline, so t is the least t at which the
 * segment touches a piece of the outline (an edge, a side, an arc, a radial
 * edge; for a rect the Liang-Barsky entry, for a capsule its two disks and
 * its middle box). Whether the segment touches a piece, whether it does so at
 * a piece's end (a corner), and whether the piece's outward normal faces the
 * ray are exact signs; t itself is a ratio or a quadratic root of values
 * rounded from exact expansions (a stable root formula), so it carries a few
 * ulps of error, far inside 1e-12. A contact whose normal points along the
 * ray (the ray leaving B through that piece) away from any corner cannot be
 * the first and is not offered.
 *
 * One choice is rounded, not exact: whether a capsule's side entry lies
 * between its two end disks (a few ulps of leeway). Whether the ray touches
 * the capsule is still exact (it crosses the axis, or an end of one segment
 * is within r of the other), and at the side's ends the disk there gives the
 * same point and normal (a capsule's outline is smooth).
 *
 * Where P + D is a double, hd_raycast takes `hit` from the hit table
 * (hd_collide of the segment); the pieces agree with it on every ray of the
 * tests (test_geom_ray.c).
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hd_pairs.h"
#include "ray_internal.h"
#include <hitdemo/ray.h>

#include "rpoly.h"


/* ---- the cast ------------------------------------------------------------------- */

typedef struct rq {
    hd_vec2 p, d;
    hd_vec2 pe; /* the start is p + pe exactly (pe is 0 but for sectors) */
    rctx cx;
    fvec D;    /* D's factors */
    int keep;  /* factors kept from piece to piece (D's) */
    double dd; /* |D|^2, rounded from its exact value */
} rq;

/* Factors with the start P = p + pe: s (P - x) and s (P + D - x), s = +-1. */
static fvec fvP(rctx *c, const rq *q, hd_vec2 x, int s)
{
    return (fvec){fac3(c, s * q->p.x, s * q->pe.x, -s * x.x, 3), fac3(c, s * q->p.y, s * q->pe.y, -s * x.y, 3)};
}

static fvec fvPD(rctx *c, const rq *q, hd_vec2 x, int s)
{
    return (fvec){fac4(c, s * q->p.x, s * q->pe.x, s * q->d.x, -s * x.x, 4),
                  fac4(c, s * q->p.y, s * q->pe.y, s * q->d.y, -s * x.y, 4)};
}

/* sign(cross(u, P - cen)), exact. */
static int side_of(rq *q, hd_vec2 u, hd_vec2 cen)
{
    rctx *c = &q->cx;
    int keep = c->nf;
    fvec U = fv1(c, u), w = fvP(c, q, cen, 1);
    rpoly cr = p_cross(U, w);
    int s = p_sign(c, &cr);
    c->nf = keep;
    return s;
}

/* The line cen + s u / |u| and the ray's line P + t D (not parallel) cross
 * at s = |u| cross(P - cen, D) / cross(u, D): sign(s - k), exact. */
static int ray_cross_along(rq *q, hd_vec2 u, hd_vec2 cen, double k)
{
    rctx *c = &q->cx;
    int keep = c->nf;
    fvec U = fv1(c, u), w = fvP(c, q, cen, 1);
    rpoly ud = p_cross(U, q->D), A = p_f(fac1(c, -k)), B = p_cross(w, q->D), Q = p_dot(U, U);
    A = p_mul(&A, &ud);
    int s = p_sign_aq(c, &A, &B, &Q) * p_sign(c, &ud);
    c->nf = keep;
    return s;
}

/* The best first contact so far, and whether the ray touches B at all. */
typedef struct best {
    bool any;
    bool have;
    double t;
    hd_vec2 point;
    hd_vec2 n1, n2;
    bool two, f1, f2;
} best;

static hd_vec2 unit_or(hd_vec2 v, hd_vec2 fallback)
{
    double l = hypot(v.x, v.y);
    if (!(l > 0) || isnan(l))
        return fallback;
    if (isinf(l) || l < 0x1p-900) { /* scale first (a power of two: exact) */
        double m = fmax(fabs(v.x), fabs(v.y));
        if (isinf(m))
            return fallback;
        double k = ldexp(1.0, -ilogb(m));
        v = hd_v(v.x * k, v.y * k);
        l = hypot(v.x, v.y);
    }
    return hd_v(v.x / l, v.y / l);
}

static hd_vec2 back_dir(const rq *q) { return unit_or(hd_neg(q->d), hd_v(-1, 0)); }

static double clamp01(double t) { return t < 0 ? 0 : t > 1 ? 1 : t; }

/* Offers a contact: n1 the piece's outward normal (facing f1); at a corner
 * also n2, the other piece's (facing f2). */
static void offer(best *b, double t, hd_vec2 pt, hd_vec2 n1, bool f1, bool two, hd_vec2 n2, bool f2)
{
    b->any = true;
    t = clamp01(t);
    if (b->have && !(t < b->t))
        return;
    b->have = true;
    b->t = t;
    b->point = pt;
    b->n1 = unit_or(n1, hd_v(0, 0));
    b->n2 = two ? unit_or(n2, hd_v(0, 0)) : hd_v(0, 0);
    b->two = two;
    b->f1 = f1;
    b->f2 = f2;
}

static hd_vec2 final_normal(const best *b)
{
    if (!b->two)
        return b->n1;
    if (b->f1 && b->f2)
        return unit_or(hd_add(b->n1, b->n2), b->n1);
    if (b->f2 && !b->f1)
        return b->n2;
    return b->n1;
}

static double ratio(double n, double d) { return d != 0 ? n / d : 0; }

/* ---- a point ---- */

static void cast_point(rq *q, hd_vec2 x, best *b)
{
    rctx *c = &q->cx;
    fvec w = fvP(c, q, x, -1);
    rpoly cr = p_cross(q->D, w);
    if (p_sign(c, &cr) != 0)
        return;
    rpoly dw = p_dot(w, q->D);
    if (p_sign(c, &dw) < 0)
        return;
    fvec w1 = fvPD(c, q, x, -1); /* x - P - D */
    rpoly d1 = p_dot(w1, q->D);
    if (p_sign(c, &d1) > 0)
        return;
    offer(b, p_val(c, &dw) / q->dd, x, back_dir(q), true, false, hd_v(0, 0), false);
}

/* ---- a circle: g(t) = |P + t D - c|^2 - R^2 = a t^2 + 2 b t + c0 ---- */

typedef struct circ {
    hd_vec2 c;
    double R;
    fvec w;          /* P - c */
    rpoly a, b, c0;  /* |D|^2, dot(D, w), |w|^2 - R^2 */
    int s0, s1, sd;  /* signs of g(0), g(1), the discriminant */
    bool t1_in, t2_in;
    double t1, t2, sq, cr; /* roots, sqrt(disc), cross(D, w) */
} circ;

static void circ_setup(rq *q, hd_vec2 cen, double R, circ *k)
{
    rctx *c = &q->cx;
    k->c = cen;
    k->R = R;
    k->w = fvP(c, q, cen, 1);
    fvec w1 = fvPD(c, q, cen, 1);
    int fr = fac1(c, R);
    rpoly r2 = p_f(fr);
    r2 = p_sq(&r2);
    k->a = p_dot(q->D, q->D);
    k->b = p_dot(q->D, k->w);
    rpoly ww = p_dot(k->w, k->w);
    k->c0 = p_add(ww, &r2, -1);
    rpoly w1w1 = p_dot(w1, w1);
    rpoly c1 = p_add(w1w1, &r2, -1);
    rpoly crp = p_cross(q->D, k->w);
    rpoly cr2 = p_sq(&crp);
    rpoly disc = p_mul(&k->a, &r2);
    disc = p_add(disc, &cr2, -1);
    rpoly ab = p_dot(q->D, w1); /* a + b */
    k->s0 = p_sign(c, &k->c0);
    k->s1 = p_sign(c, &c1);
    k->sd = p_sign(c, &disc);
    bool tv0 = p_sign(c, &k->b) <= 0, tv1 = p_sign(c, &ab) >= 0;
    k->t1_in = k->sd >= 0 && (k->s0 >= 0 && tv0) && (k->s1 <= 0 || tv1);
    k->t2_in = k->sd >= 0 && (k->s0 <= 0 || tv0) && (k->s1 >= 0 && tv1);
    k->t1 = k->t2 = 0;
    k->sq = k->cr = 0;
    if (k->sd < 0)
        return;
    double a = q->dd, bv = p_val(c, &k->b), c0 = p_val(c, &k->c0);
    double sq = k->sd > 0 ? sqrt(fmax(p_val(c, &disc), 0)) : 0;
    k->sq = sq;
    k->cr = p_val(c, &crp);
    if (bv <= 0) {
        double qq = -bv + sq;
        k->t1 = qq > 0 ? c0 / qq : 0;
        k->t2 = qq / a;
    } else {
        double qq = -bv - sq;
        k->t1 = qq / a;
        k->t2 = c0 / qq;
    }
}

/* The direction of X(t_k) - c (k = 1 or 2), from exact-rounded values: the
 * part along D is -+sqrt(disc) / |D|, across it cross(D, w) / |D|. */
static hd_vec2 circ_dir(const rq *q, const circ *k, int which)
{
    double s = which == 1 ? -k->sq : k->sq;
    hd_vec2 v = hd_v(s * q->d.x - k->cr * q->d.y, s * q->d.y + k->cr * q->d.x);
    return unit_or(v, back_dir(q));
}

/* The sign of L(X(t_k) - c) for the linear form L(v) = cross(u, v) (cross)
 * or dot(u, v), exact: L(X(t) - c) = l0 + l1 t vanishes at t_h = -l0 / l1;
 * where t_h lies against the root follows from sign g(t_h) and the side of
 * the vertex t_v = -b / a. */
static int circ_form(rq *q, circ *k, hd_vec2 u, bool cross, int which)
{
    rctx *c = &q->cx;
    fvec U = fv1(c, u);
    rpoly l0 = cross ? p_cross(U, k->w) : p_dot(U, k->w);
    rpoly l1 = cross ? p_cross(U, q->D) : p_dot(U, q->D);
    int s1 = p_sign(c, &l1);
    if (s1 == 0)
        return p_sign(c, &l0);
    rpoly l00 = p_sq(&l0), l11 = p_sq(&l1);
    rpoly g = p_mul(&k->a, &l00);
    rpoly m = p_mul3(&k->b, &l0, &l1);
    g = p_add(g, &m, -1);
    g = p_add(g, &m, -1);
    rpoly m2 = p_mul(&k->c0, &l11);
    g = p_add(g, &m2, 1);
    int G = p_sign(c, &g);
    rpoly vv = p_mul(&k->b, &l1), al = p_mul(&k->a, &l0);
    vv = p_add(vv, &al, -1);
    int V = p_sign(c, &vv) * s1; /* sign(t_h - t_v) */
    int dif;                     /* sign(t_k - t_h) */
    if (which == 1)
        dif = (G > 0 && V < 0) ? 1 : (G == 0 && V <= 0) ? 0 : -1;
    else
        dif = (G > 0 && V > 0) ? -1 : (G == 0 && V >= 0) ? 0 : 1;
    return s1 * dif;
}

/* hd_in_range for X(t_k) (exactly as exact.c decides it for a double);
 * *at is 1 or 2 when the point lies on the start or end ray. */
static bool circ_in_range(rq *q, circ *k, const hd_range *rg, int which, int *at)
{
    *at = 0;
    if (rg->full)
        return true;
    int cs = circ_form(q, k, rg->us, true, which);
    if (rg->zero)
        return cs == 0 && circ_form(q, k, rg->us, false, which) >= 0;
    int ce = -circ_form(q, k, rg->ue, true, which);
    bool c1 = cs >= 0, c2 = ce >= 0, in;
    if (rg->reflex)
        in = c1 || c2;
    else
        in = c1 && c2 && (circ_form(q, k, rg->us, false, which) >= 0 || circ_form(q, k, rg->ue, false, which) >= 0);
    if (in && cs == 0 && circ_form(q, k, rg->us, false, which) > 0)
        *at = 1;
    else if (in && ce == 0 && circ_form(q, k, rg->ue, false, which) > 0)
        *at = 2;
    return in;
}

static void cast_circle(rq *q, hd_vec2 cen, double r, best *b)
{
    if (r == 0) {
        cast_point(q, cen, b);
        return;
    }
    circ k;
    circ_setup(q, cen, r, &k);
    if (!k.t1_in)
        return;
    hd_vec2 n = circ_dir(q, &k, 1);
    offer(b, k.t1, hd_add(cen, hd_scale(n, r)), n, k.sd > 0, false, n, false);
}

/* ---- a segment a..b (a != b): the line and polygon edges ---- */

typedef struct segc {
    bool hit;
    double t;
    hd_vec2 point;
    int at;      /* 0, or 1 / 2: the contact is at a / at b */
    int k1;      /* sign cross(D, E): 0 when collinear */
    int side;    /* sign cross(E, P - a): the side of P */
} segc;

static segc seg_contact(rq *q, hd_vec2 a, hd_vec2 bb)
{
    rctx *c = &q->cx;
    segc s = {0};
    hd_vec2 e = hd_sub(bb, a); /* for rounded positions only */
    fvec E = fvd(c, bb, a);
    rpoly k1 = p_cross(q->D, E);
    s.k1 = p_sign(c, &k1);
    s.side = hd_orient(a, bb, q->p);
    if (s.k1 != 0) {
        fvec w1 = fvd3(c, q->p, q->d, a);
        rpoly o2p = p_cross(E, w1);
        int o2 = p_sign(c, &o2p);
        if (s.side * o2 > 0)
            return s;
        fvec wa = fvd(c, a, q->p), wb = fvd(c, bb, q->p);
        rpoly o3p = p_cross(q->D, wa), o4p = p_cross(q->D, wb);
        int o3 = p_sign(c, &o3p), o4 = p_sign(c, &o4p);
        if (o3 * o4 > 0)
            return s;
        s.hit = true;
        rpoly tn = p_cross(wa, E);
        double den = p_val(c, &k1);
        s.t = ratio(p_val(c, &tn), den);
        if (o3 == 0) {
            s.at = 1;
            s.point = a;
        } else if (o4 == 0) {
            s.at = 2;
            s.point = bb;
        } else {
            /* the edge parameter, measured from the nearer end */
            double sa = ratio(p_val(c, &o3p), -den); /* cross(P - a, D) / cross(E, D) */
            sa = fmin(fmax(sa, 0), 1);
            if (sa <= 0.5)
                s.point = hd_add(a, hd_scale(e, sa));
            else {
                double sb = ratio(p_val(c, &o4p), -den); /* s - 1 = cross(P - b, D) / cross(E, D) */
                s.point = hd_add(bb, hd_scale(e, fmin(sb, 0)));
            }
        }
        return s;
    }
    if (s.side != 0)
        return s; /* parallel, apart */
    /* collinear: the nearer end along D */
    fvec ab = fvd(c, a, bb);
    rpoly o = p_dot(ab, q->D);
    bool a_first = p_sign(c, &o) < 0;
    hd_vec2 n = a_first ? a : bb;
    fvec wn = fvd(c, n, q->p);
    rpoly dn = p_dot(wn, q->D);
    if (p_sign(c, &dn) < 0)
        return s; /* behind P (P itself is not on the segment) */
    fvec wn1 = fvd3(c, n, hd_neg(q->p), q->d);
    rpoly dn1 = p_dot(wn1, q->D);
    if (p_sign(c, &dn1) > 0)
        return s;
    s.hit = true;
    s.t = p_val(c, &dn) / q->dd;
    s.at = a_first ? 1 : 2;
    s.point = n;
    return s;
}

static void cast_line(rq *q, hd_vec2 a, hd_vec2 bb, best *b)
{
    if (hd_veq(a, bb)) {
        cast_point(q, a, b);
        return;
    }
    segc s = seg_contact(q, a, bb);
    if (!s.hit)
        return;
    hd_vec2 n = s.k1 != 0 ? hd_scale(hd_perp(hd_sub(bb, a)), s.side) : back_dir(q);
    offer(b, s.t, s.point, n, true, false, n, false);
}

/* ---- a polygon ---- */

static int prev_vertex(const hd_vec2 *v, int n, int i)
{
    for (int k = 1; k < n; k++) {
        int j = (i - k + n) % n;
        if (!hd_veq(v[j], v[i]))
            return j;
    }
    return i;
}

static int next_vertex(const hd_vec2 *v, int n, int i)
{
    for (int k = 1; k < n; k++) {
        int j = (i + k) % n;
        if (!hd_veq(v[j], v[i]))
            return j;
    }
    return i;
}

/* The outward normal of edge a->b (not unit) and whether it faces D. */
static hd_vec2 edge_normal(rq *q, hd_vec2 a, hd_vec2 bb, bool cw, bool *facing)
{
    hd_vec2 p = hd_perp(hd_sub(bb, a));
    int k1 = hd_sign_cross_diff(q->d, hd_v(0, 0), bb, a); /* cross(D, E) */
    /* cw: the inside is +perp(E), outward -perp(E); dot(-perp E, D) = cross(D, E) */
    *facing = cw ? k1 < 0 : k1 > 0;
    return cw ? hd_neg(p) : p;
}

static void cast_polygon(rq *q, const hd_polygon *pg0, best *b)
{
    hd_polygon pg = *pg0;
    if (!(pg.flags & HD_POLY_READY))
        hd_polygon_finish(&pg);
    bool cw = (pg.flags & HD_POLY_CW) != 0;
    const hd_vec2 *v = pg.v;
    int n = pg.n;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        if (hd_veq(v[i], v[j]))
            continue;
        q->cx.nf = q->keep; /* D's factors stay, the rest is reused */
        segc s = seg_contact(q, v[i], v[j]);
        if (!s.hit)
            continue;
        bool f;
        hd_vec2 nn = edge_normal(q, v[i], v[j], cw, &f);
        if (s.at) {
            int vi = s.at == 1 ? i : j;
            int o = s.at == 1 ? prev_vertex(v, n, vi) : next_vertex(v, n, vi);
            bool f2;
            hd_vec2 n2 = s.at == 1 ? edge_normal(q, v[o], v[vi], cw, &f2) : edge_normal(q, v[vi], v[o], cw, &f2);
            offer(b, s.t, s.point, nn, f, true, n2, f2);
        } else if (f || s.k1 == 0)
            offer(b, s.t, s.point, nn, f, false, nn, false);
        else
            b->any = true; /* leaving through the edge: not the first point */
    }
}

/* ---- a rect: Liang-Barsky, exact ---- */

/* A root num / den of one slab (num a factor, den a double != 0). */
typedef struct frac {
    int num;
    double den;
} frac;

/* sign(x - y) for x = n1/d1, y = n2/d2. */
static int frac_cmp(rq *q, frac x, frac y)
{
    rctx *c = &q->cx;
    rpoly n1 = p_f(x.num), n2 = p_f(y.num), d1 = p_f(fac1(c, x.den)), d2 = p_f(fac1(c, y.den));
    rpoly l = p_mul(&n1, &d2), r = p_mul(&n2, &d1);
    l = p_add(l, &r, -1);
    int s = p_sign(c, &l);
    return s * ((x.den > 0) == (y.den > 0) ? 1 : -1);
}

static double frac_val(const rq *q, frac x)
{
    const rctx *c = &q->cx;
    rpoly n = p_f(x.num);
    return p_val(c, &n) / x.den;
}

static void cast_rect(rq *q, const hd_rect *r, best *b)
{
    rctx *c = &q->cx;
    if (r->w == 0 && r->h == 0) {
        cast_point(q, hd_v(r->x, r->y), b);
        return;
    }
    double X, Xe, Y, Ye;
    hd_split_sum(r->x, r->w, &X, &Xe);
    hd_split_sum(r->y, r->h, &Y, &Ye);
    double lo[2] = {r->x, r->y}, hi[2] = {X, Y}, hie[2] = {Xe, Ye};
    double pp[2] = {q->p.x, q->p.y}, dd[2] = {q->d.x, q->d.y};
    frac zero = {fac1(c, 0), 1}, one = {fac1(c, 1), 1};
    frac ent = zero, lea = one;
    int ent_axis = -1, tie = 0;
    for (int i = 0; i < 2; i++) {
        int fl = fac2(c, lo[i], -pp[i]), fh = fac3(c, hi[i], hie[i], -pp[i], 3);
        if (dd[i] == 0) {
            rpoly a = p_f(fl), bb = p_f(fh);
            if (p_sign(c, &a) > 0 || p_sign(c, &bb) < 0)
                return; /* outside the slab, moving along it */
            continue;
        }
        frac e = {dd[i] > 0 ? fl : fh, dd[i]}, l = {dd[i] > 0 ? fh : fl, dd[i]};
        int s = frac_cmp(q, e, ent);
        if (s > 0) {
            ent = e;
            ent_axis = i;
            tie = 0;
        } else if (s == 0 && ent_axis >= 0)
            tie = 1;
        if (frac_cmp(q, l, lea) < 0)
            lea = l;
    }
    if (frac_cmp(q, ent, lea) > 0)
        return;
    b->any = true;
    if (ent_axis < 0)
        return; /* P inside: decided before */
    double t = frac_val(q, ent);
    int ax = ent_axis;
    /* a segment (zero width across one axis): its own normal rule */
    bool degenerate = r->w == 0 || r->h == 0;
    int flat = r->w == 0 ? 0 : 1;
    hd_vec2 nx = hd_v(q->d.x > 0 ? -1 : 1, 0), ny = hd_v(0, q->d.y > 0 ? -1 : 1);
    hd_vec2 n1 = ax == 0 ? nx : ny;
    double nearc[2] = {q->d.x > 0 ? r->x : X, q->d.y > 0 ? r->y : Y};
    hd_vec2 pt;
    if (tie) {
        pt = hd_v(nearc[0], nearc[1]);
        if (degenerate) {
            hd_vec2 n = dd[flat] != 0 ? (flat == 0 ? nx : ny) : back_dir(q);
            offer(b, t, pt, n, true, false, n, false);
        } else
            offer(b, t, pt, nx, true, true, ny, true);
        return;
    }
    /* the other coordinate on the entered side, from an exact numerator:
     * o = (P.o D.a + (near - P.a) D.o) / D.a */
    int o = 1 - ax;
    rpoly po = p_f(fac1(c, pp[o])), da = p_f(fac1(c, dd[ax])), nm = p_f(ent.num), dob = p_f(fac1(c, dd[o]));
    rpoly num = p_mul(&po, &da), m2 = p_mul(&nm, &dob);
    num = p_add(num, &m2, 1);
    double oc = p_val(c, &num) / dd[ax];
    oc = fmin(fmax(oc, lo[o]), hi[o]);
    pt = ax == 0 ? hd_v(nearc[0], oc) : hd_v(oc, nearc[1]);
    offer(b, t, pt, n1, true, false, n1, false);
}

/* ---- a capsule ---- */

static void cast_capsule(rq *q, const hd_capsule *cp, best *b)
{
    hd_vec2 a = cp->a, bb = cp->b;
    double r = cp->r;
    if (r == 0) {
        cast_line(q, a, bb, b);
        return;
    }
    if (hd_veq(a, bb)) {
        cast_circle(q, a, r, b);
        return;
    }
    rctx *c = &q->cx;
    /* Touching (exact): the segment P..P+D within r of the axis a..b:
     * it crosses the axis, its far end is within r, or a disk at an axis
     * end meets it (P itself was tested before). */
    segc s = seg_contact(q, a, bb);
    hd_xpt pe;
    hd_split_sum(q->p.x, q->d.x, &pe.x, &pe.xe);
    hd_split_sum(q->p.y, q->d.y, &pe.y, &pe.ye);
    bool touch = s.hit || hd_xsign_dist2_seg(pe, a, bb, r) <= 0;
    /* the first point: the two disks (exact), the middle box's side */
    for (int k = 0; k < 2; k++) {
        c->nf = q->keep;
        circ ck;
        hd_vec2 cen = k == 0 ? a : bb;
        circ_setup(q, cen, r, &ck);
        if (ck.t1_in) {
            touch = true;
            hd_vec2 n = circ_dir(q, &ck, 1);
            offer(b, ck.t1, hd_add(cen, hd_scale(n, r)), n, ck.sd > 0, false, n, false);
        }
    }
    if (!touch)
        return;
    b->any = true;
    c->nf = q->keep;
    /* G(t) = cross(E, X(t) - a)^2 - r^2 |E|^2: the slab's entry root */
    fvec E = fvd(c, bb, a), w = fvd(c, q->p, a), w1 = fvd3(c, q->p, q->d, a);
    rpoly c0 = p_cross(E, w), c1 = p_cross(E, q->D), ce = p_cross(E, w1);
    int s0 = p_sign(c, &c0), s1 = p_sign(c, &c1);
    if (s1 == 0 || s0 * s1 >= 0)
        return; /* parallel to the axis, or not moving toward it */
    rpoly rr = p_f(fac1(c, r));
    rr = p_sq(&rr);
    rpoly ee = p_dot(E, E);
    rpoly rree = p_mul(&rr, &ee);
    rpoly g0 = p_sq(&c0);
    g0 = p_add(g0, &rree, -1);
    if (p_sign(c, &g0) <= 0)
        return; /* P within the slab: it enters through a disk */
    rpoly g1 = p_sq(&ce);
    g1 = p_add(g1, &rree, -1);
    if (!(p_sign(c, &g1) <= 0 || p_sign(c, &ce) * s1 >= 0))
        return; /* the slab is reached after t = 1 */
    double c0v = p_val(c, &c0), c1v = p_val(c, &c1), L = sqrt(p_val(c, &ee));
    double t = p_val(c, &g0) / (fabs(c1v) * (fabs(c0v) + r * L));
    /* the box between the disks: projection of X(t) on E in [0, |E|^2],
     * measured from each end, with a few ulps' leeway (near an end the
     * disk there gives the same point and normal) */
    rpoly pa = p_dot(w, E), de = p_dot(q->D, E);
    fvec wb = fvd(c, q->p, bb);
    rpoly pb = p_dot(wb, E);
    double pav = p_val(c, &pa), dev = p_val(c, &de), pbv = p_val(c, &pb);
    double xa = pav + t * dev, xb = pbv + t * dev;
    const double eps = 0x1p-48;
    if (xa < -eps * (fabs(pav) + fabs(t * dev)) || xb > eps * (fabs(pbv) + fabs(t * dev)))
        return;
    double ee2 = p_val(c, &ee);
    double lam = fmin(fmax(xa / ee2, 0), 1);
    hd_vec2 e = hd_sub(bb, a);
    hd_vec2 n = unit_or(hd_scale(hd_perp(e), s0), back_dir(q));
    hd_vec2 pt = hd_add(hd_add(a, hd_scale(e, lam)), hd_scale(n, r));
    offer(b, t, pt, n, true, false, n, false);
}

/* ---- a sector (arc, wedge) ---- */

/* sign(dot(v, u) - k |u|) for k >= 0, exact. */
static int along_k(rq *q, fvec v, hd_vec2 u, double k)
{
    rctx *c = &q->cx;
    fvec U = fv1(c, u);
    rpoly d = p_dot(v, U);
    int sd = p_sign(c, &d);
    if (k == 0)
        return sd;
    if (sd <= 0)
        return -1;
    rpoly kk = p_f(fac1(c, k));
    kk = p_sq(&kk);
    rpoly uu = p_dot(U, U);
    rpoly r = p_sq(&d), m = p_mul(&kk, &uu);
    r = p_add(r, &m, -1);
    return p_sign(c, &r);
}

/* A radial edge c + s u / |u|, s in [rin, rout]: the crossing with the ray
 * (not parallel). *s_at: -1 at rin, +1 at rout, 0 between. */
static bool radial_cross(rq *q, hd_vec2 cen, hd_vec2 u, double rin, double rout, double *t, hd_vec2 *pt, int *s_at,
                         int *k1)
{
    rctx *c = &q->cx;
    fvec U = fv1(c, u);
    rpoly kp = p_cross(q->D, U);
    *k1 = p_sign(c, &kp);
    if (*k1 == 0)
        return false;
    fvec w = fvP(c, q, cen, -1), w1 = fvPD(c, q, cen, -1);
    rpoly k0 = p_cross(w, U), kk = p_cross(w1, U);
    int s0 = p_sign(c, &k0), sk = p_sign(c, &kk);
    if (s0 * *k1 < 0 || sk * *k1 > 0)
        return false; /* crossing outside t in [0, 1] */
    int si = ray_cross_along(q, u, cen, rin), so = ray_cross_along(q, u, cen, rout);
    if (si < 0 || so > 0)
        return false;
    double den = p_val(c, &kp);
    *t = ratio(p_val(c, &k0), den);
    /* distance along u: s = cross(P - c, D) |u| / cross(u, D) */
    *s_at = si == 0 ? -1 : so == 0 ? 1 : 0;
    double s;
    if (si == 0)
        s = rin;
    else if (so == 0)
        s = rout;
    else {
        fvec wp = fvP(c, q, cen, 1);
        rpoly num = p_cross(wp, q->D);
        s = ratio(p_val(c, &num), -den) * hypot(u.x, u.y);
        s = fmin(fmax(s, rin), rout);
    }
    *pt = hd_add(cen, hd_scale(u, s / hypot(u.x, u.y)));
    return true;
}

/* A zero-sweep sector: the segment c + s u / |u|, s in [rin, rout]. */
static void cast_radial_segment(rq *q, hd_vec2 cen, hd_vec2 u, double rin, double rout, best *b)
{
    rctx *c = &q->cx;
    double t;
    hd_vec2 pt;
    int at, k1;
    if (radial_cross(q, cen, u, rin, rout, &t, &pt, &at, &k1)) {
        int side = side_of(q, u, cen);
        hd_vec2 n = hd_scale(hd_perp(u), side);
        offer(b, t, pt, n, true, false, n, false);
        return;
    }
    if (k1 != 0 || side_of(q, u, cen) != 0)
        return;
    /* along the segment's line */
    c->nf = q->keep;
    fvec U = fv1(c, u);
    rpoly du = p_dot(q->D, U);
    int sd = p_sign(c, &du);
    fvec w = fvP(c, q, cen, 1), w1 = fvPD(c, q, cen, 1);
    double k = sd > 0 ? rin : rout;
    int sp = along_k(q, w, u, k), se = along_k(q, w1, u, k);
    if (sd > 0 ? !(sp < 0 && se >= 0) : !(sp > 0 && se <= 0))
        return;
    /* t = (k |u| - dot(w, u)) / dot(D, u) */
    rpoly dw = p_dot(w, U), uu = p_dot(U, U);
    double dwv = p_val(c, &dw), ul = sqrt(p_val(c, &uu)), num;
    if (dwv > 0 && k > 0) {
        rpoly kk = p_f(fac1(c, k));
        kk = p_sq(&kk);
        rpoly m = p_mul(&kk, &uu), d2 = p_sq(&dw);
        m = p_add(m, &d2, -1);
        num = p_val(c, &m) / (k * ul + dwv);
    } else
        num = k * ul - dwv;
    t = num / p_val(c, &du);
    pt = hd_add(cen, hd_scale(u, k / hypot(u.x, u.y)));
    offer(b, t, pt, back_dir(q), true, false, hd_v(0, 0), false);
}

/* The outward normal of a radial edge (start: +perp(u) is inside) and
 * whether it faces D. */
static hd_vec2 radial_normal(rq *q, hd_vec2 u, bool start, bool *facing)
{
    int s = hd_sign_cross_diff(u, hd_v(0, 0), q->d, hd_v(0, 0)); /* cross(u, D) */
    if (start) {
        *facing = s > 0;
        return hd_v(u.y, -u.x);
    }
    *facing = s < 0;
    return hd_v(-u.y, u.x);
}

static void cast_sector(rq *q, hd_vec2 cen, double rin, double rout, double start, double end, best *b)
{
    rctx *c = &q->cx;
    if (rout == 0) {
        cast_point(q, cen, b);
        return;
    }
    hd_range rg = hd_range_deg(start, end);
    /* A sweep so small (or so near 360) that its two rays round to one
     * direction is, as hd_in_range decides it, that ray (or every
     * direction). */
    const hd_vec2 o = {0, 0};
    if (!rg.full && !rg.zero && hd_sign_cross_diff(rg.us, o, rg.ue, o) == 0 && hd_sign_dot_diff(rg.us, o, rg.ue, o) > 0) {
        if (rg.reflex)
            rg.full = true;
        else
            rg.zero = true;
    }
    if (rg.zero) {
        cast_radial_segment(q, cen, rg.us, rin, rout, b);
        return;
    }
    bool curve = rin == rout;
    /* the outer arc (or the curve) */
    for (int ring = 0; ring < 2; ring++) {
        double R = ring == 0 ? rout : rin;
        if (ring == 1 && (curve || rin == 0))
            break;
        c->nf = q->keep;
        circ k;
        circ_setup(q, cen, R, &k);
        for (int which = 1; which <= 2; which++) {
            if (!(which == 1 ? k.t1_in : k.t2_in))
                continue;
            int at;
            if (!circ_in_range(q, &k, &rg, which, &at))
                continue;
            b->any = true;
            /* entering B: the outer circle's first root, the hole's second */
            bool entering = curve || (ring == 0) == (which == 1);
            hd_vec2 dir = circ_dir(q, &k, which);
            hd_vec2 n = ring == 0 ? dir : hd_neg(dir); /* B's outward normal */
            if (curve)
                n = which == 1 ? dir : hd_neg(dir);
            hd_vec2 pt = hd_add(cen, hd_scale(dir, R));
            double t = which == 1 ? k.t1 : k.t2;
            if (at && !curve) {
                bool f2;
                hd_vec2 u = at == 1 ? rg.us : rg.ue;
                hd_vec2 n2 = radial_normal(q, u, at == 1, &f2);
                pt = hd_add(cen, hd_scale(u, R / hypot(u.x, u.y)));
                offer(b, t, pt, n, entering && k.sd > 0, true, n2, f2);
            } else if (entering)
                offer(b, t, pt, n, k.sd > 0, false, n, false);
        }
    }
    if (rg.full || curve)
        return;
    for (int e = 0; e < 2; e++) {
        c->nf = q->keep;
        hd_vec2 u = e == 0 ? rg.us : rg.ue;
        double t;
        hd_vec2 pt;
        int at, k1;
        if (!radial_cross(q, cen, u, rin, rout, &t, &pt, &at, &k1))
            continue;
        b->any = true;
        bool f;
        hd_vec2 n = radial_normal(q, u, e == 0, &f);
        if (at == 0) {
            if (f)
                offer(b, t, pt, n, f, false, n, false);
            continue;
        }
        /* a corner: with the other edge at the tip, else with an arc */
        bool f2;
        hd_vec2 n2;
        if (at < 0 && rin == 0) {
            n2 = radial_normal(q, e == 0 ? rg.ue : rg.us, e != 0, &f2);
            pt = cen;
        } else {
            hd_vec2 ud = unit_or(u, hd_v(1, 0));
            int du = hd_sign_dot_diff(u, hd_v(0, 0), q->d, hd_v(0, 0));
            n2 = at > 0 ? ud : hd_neg(ud); /* outer arc: outward; the hole's: inward */
            f2 = at > 0 ? du < 0 : du > 0;
        }
        offer(b, t, pt, n, f, true, n2, f2);
    }
}

/* ---- the entry points ------------------------------------------------------------ */

/* A bisection on the table's answer for the rounded sub-segment, for the
 * one case where the table (P + D a double) finds a contact that the
 * pieces above do not (never seen in the tests; kept so that an answer
 * always has a t). */
static double bisect_table(const hd_shape *s, hd_vec2 p, hd_vec2 d)
{
    double lo = 0, hi = 1;
    for (int i = 0; i < 60; i++) {
        double mid = 0.5 * (lo + hi);
        hd_shape l = {.kind = HD_LINE, .line = {p, hd_add(p, hd_scale(d, mid))}};
        if (hd_collide(&l, s))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

static void cast_pieces(const hd_shape *s, rq *q, best *b)
{
    switch (s->kind) {
    case HD_POINT: cast_point(q, s->point.p, b); break;
    case HD_CIRCLE: cast_circle(q, s->circle.c, s->circle.r, b); break;
    case HD_RECT: cast_rect(q, &s->rect, b); break;
    case HD_LINE: cast_line(q, s->line.a, s->line.b, b); break;
    case HD_POLYGON: cast_polygon(q, &s->polygon, b); break;
    case HD_CAPSULE: cast_capsule(q, &s->capsule, b); break;
    case HD_ARC: cast_sector(q, s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end, b); break;
    case HD_WEDGE: cast_sector(q, s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end, b); break;
    default: break;
    }
}

/* P = p + pe in the arc or wedge s, exact. */
static bool in_sector(const hd_shape *s, hd_vec2 p, hd_vec2 pe)
{
    hd_sector_desc z = hd_sector_of(s);
    hd_vec2 cen = z.c;
    double rin = z.rin, rout = z.rout;
    hd_range rg = hd_range_deg(z.start, z.end);
    rq q;
    q.p = p;
    q.pe = pe;
    q.d = hd_v(0, 0);
    rctx *c = &q.cx;
    c->nf = 0;
    fvec w = fvP(c, &q, cen, 1);
    rpoly ww = p_dot(w, w);
    rpoly ro = p_f(fac1(c, rout));
    ro = p_sq(&ro);
    ro = p_add(ww, &ro, -1);
    if (p_sign(c, &ro) > 0)
        return false;
    if (rin > 0) {
        rpoly ri = p_f(fac1(c, rin));
        ri = p_sq(&ri);
        ri = p_add(ww, &ri, -1);
        if (p_sign(c, &ri) < 0)
            return false;
    }
    if (rg.full)
        return true;
    fvec us = fv1(c, rg.us), ue = fv1(c, rg.ue);
    rpoly cs = p_cross(us, w), ds = p_dot(us, w), ce = p_cross(w, ue), de = p_dot(ue, w);
    int c1 = p_sign(c, &cs);
    if (rg.zero)
        return c1 == 0 && p_sign(c, &ds) >= 0;
    int c2 = p_sign(c, &ce);
    if (rg.reflex)
        return c1 >= 0 || c2 >= 0;
    return c1 >= 0 && c2 >= 0 && (p_sign(c, &ds) >= 0 || p_sign(c, &de) >= 0);
}

static bool ray_pieces(const hd_shape *s, hd_vec2 p, hd_vec2 pe, hd_vec2 d, hd_ray_hit *out)
{
    hd_ray_hit h = {0};
    bool sector = s->kind == HD_ARC || s->kind == HD_WEDGE;
    if (sector ? in_sector(s, p, pe) : hd_point_in_shape(s, p)) {
        h.hit = true;
        h.point = hd_add(p, pe);
        *out = h;
        return true;
    }
    if (d.x == 0 && d.y == 0) {
        *out = h;
        return false;
    }
    rq q;
    q.p = p;
    q.pe = pe;
    q.d = d;
    q.cx.nf = 0;
    q.D = fv1(&q.cx, d);
    q.keep = q.cx.nf;
    rpoly dd = p_dot(q.D, q.D);
    q.dd = p_val(&q.cx, &dd);
    best b = {0};
    cast_pieces(s, &q, &b);
    if (b.have) {
        h.hit = true;
        h.t = b.t;
        h.point = b.point;
        h.has_normal = true;
        h.normal = final_normal(&b);
    }
    h.hit = b.any;
    *out = h;
    return b.any;
}

bool hd__ray_pieces(const hd_shape *s, hd_vec2 p, hd_vec2 d, hd_ray_hit *out)
{
    return ray_pieces(s, p, hd_v(0, 0), d, out);
}

bool hd__ray_pieces_sector(const hd_shape *s, hd_vec2 p, hd_vec2 pe, hd_vec2 d, hd_ray_hit *out)
{
    assert(s->kind == HD_ARC || s->kind == HD_WEDGE);
    return ray_pieces(s, p, pe, d, out);
}

hd_ray_hit hd_raycast(const hd_shape *s, hd_vec2 p, hd_vec2 d)
{
    hd_ray_hit h;
    hd__ray_pieces(s, p, d, &h);
    if (h.hit && h.t == 0 && !h.has_normal)
        return h; /* starts in or on B */
    /* Where P + D is a double, the answer is the table's. */
    double ex_, ey_, qx, qy;
    hd_two_sum(p.x, d.x, &qx, &ex_);
    hd_two_sum(p.y, d.y, &qy, &ey_);
    if (ex_ == 0 && ey_ == 0 && (d.x != 0 || d.y != 0)) {
        hd_shape l = {.kind = HD_LINE, .line = {p, hd_v(qx, qy)}};
        bool th = hd_collide(&l, s);
        if (th && !h.has_normal) {
            double t = bisect_table(s, p, d);
            h.t = t;
            h.point = hd_add(p, hd_scale(d, t));
            h.has_normal = true;
            h.normal = unit_or(hd_neg(d), hd_v(-1, 0));
        }
        if (!th) {
            hd_ray_hit miss = {0};
            return miss;
        }
        h.hit = true;
        return h;
    }
    if (!h.hit) {
        hd_ray_hit miss = {0};
        return miss;
    }
    if (!h.has_normal) { /* touches, but no first piece was offered: cannot happen */
        h.t = 1;
        h.point = hd_add(p, d);
        h.has_normal = true;
        h.normal = unit_or(hd_neg(d), hd_v(-1, 0));
    }
    return h;
}

bool hd_ray_check(hd_vec2 p, hd_vec2 d, char *err, size_t errlen)
{
    double v[4] = {p.x, p.y, d.x, d.y};
    for (int i = 0; i < 4; i++) {
        const char *why = NULL;
        if (!isfinite(v[i]))
            why = "is not finite";
        else if (fabs(v[i]) > HD_COORD_MAX)
            why = "is outside +-1e50";
        else if (v[i] != 0 && fabs(v[i]) < HD_COORD_MIN)
            why = "is too small: a non-zero number needs a magnitude of at least 1e-50";
        if (why) {
            if (err && errlen > 0) {
                char num[40];
                if (isfinite(v[i]))
                    hd_format_double(v[i], num, sizeof num);
                else
                    snprintf(num, sizeof num, "%s", isnan(v[i]) ? "nan" : v[i] > 0 ? "inf" : "-inf");
                snprintf(err, errlen, "ray: number %d (%s) %s", i + 1, num, why);
            }
            return false;
        }
    }
    return true;
}
