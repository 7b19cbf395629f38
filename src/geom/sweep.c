/*
 * sweep.c: sweeps and time of impact.
 *
 * A moves by t D (t in [0, 1]), B stands still. Point, circle, rect, line,
 * polygon and capsule are each a CORE (a point, a segment, or a rect or
 * polygon region) grown by a radius r (0 for all but circle and capsule).
 * Two such shapes meet at t iff dist(coreA + t D, coreB) <= rA + rB = R.
 * If they do not meet at t = 0 and do at some t, then at the first such t
 * a vertex of one core is at distance R from an edge (or the point) of the
 * other (the distance of two segments that do not cross is reached at an
 * end of one, and at a first contact no two edges cross properly, as a
 * proper crossing would have begun earlier). So
 *
 *   hit  <=>  collide(A, B)  or  some EVENT holds,
 *
 * an event being: a vertex v of coreA and an edge ab of coreB with
 * dist(v + t D, ab) <= R for some t in [0, 1] (E1), or a vertex w of coreB
 * and an edge ab of coreA with dist(w - t D, ab) <= R (E2). An event is the
 * distance of the segment v .. v + D to the segment ab against R, decided
 * on the input doubles with v + D an exact sum (never rounded): the four
 * end-to-segment distances and the crossing test, each a filtered
 * polynomial sign with an exact expansion path below. Swapping A and B and
 * negating D swaps E1 and E2 with the same numbers: the same hit, and the
 * same toi bit for bit.
 *
 * toi: the events that hold give a plain-double estimate of their entry
 * time (a quadratic for the end disks of the capsule around ab, two linear
 * slabs for its band); the smallest, t*, is then checked with the exact
 * predicate on the sub-move [0, T] (the end v + T D as exact two-products):
 * no event at t* - 4e-13 and one at t* + 4e-13. If either check fails the
 * answer is bisected on that predicate to 2e-13.
 *
 * Arcs and wedges against one of the six, computed with the sector still
 * and the other shape M moving (by D, or by -D when the sector is A: the
 * same numbers either way, so the same hit and toi bits):
 *  - M without a radius (a point, a line, a rect, a polygon; a circle or
 *    capsule of radius 0): sweep_sector.c's exact first-contact events (a
 *    vertex's segment v .. v + D cast against the sector from the exact
 *    vertex, the sector's corners against the moving edges, the outer
 *    arc's tangency with a moving edge); toi is the least event time (a
 *    few ulps each);
 *  - a circle or capsule of radius > 0: near_sector.c's exact test of the
 *    region its core sweeps on [0, T] (a segment or a parallelogram within
 *    r of the sector); toi is the plain-double estimate below (the
 *    smallest entry time over the feature pairs: vertex against the arcs,
 *    radial edges and corners; edge against the outer arc and the
 *    corners), checked and bisected on that test as for the six.
 * Both for any numbers of the accepted range: the signs whose factors lie
 * outside the range the double expansions are proved on (numbers below
 * 2^-120, or spanning more than 2^220) are evaluated in wide-exponent
 * expansions (rpoly.h, xwide.h).
 * Arc or wedge against arc or wedge: refused.
 */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "geom_internal.h"
#include "rpoly.h"
#include "near_sector.h"
#include "sweep_sector.h"
#include <hitdemo/sweep.h>

/* ---- exact sums of a few doubles -------------------------------------------- */

/* A coordinate that is the exact sum of up to 4 doubles (a rect's far edge
 * x + w, a vertex + D, a vertex + T D as a two-product). */
typedef struct xc {
    double t[4];
    int n;
} xc;

typedef struct xq {
    xc x, y;
} xq;

static xc xc_d(double a)
{
    xc r = {{a, 0, 0, 0}, 1};
    return r;
}

static xc xc_2(double a, double b)
{
    xc r = {{a, b, 0, 0}, 2};
    return r;
}

static xq xq_d(hd_vec2 p)
{
    xq r = {xc_d(p.x), xc_d(p.y)};
    return r;
}

static void xc_push(xc *c, double v)
{
    if (v != 0 && c->n < 4)
        c->t[c->n++] = v;
}

static double xc_val(const xc *c)
{
    double s = 0;
    for (int i = 0; i < c->n; i++)
        s += c->t[i];
    return s;
}

static hd_vec2 xq_val(const xq *p) { return hd_v(xc_val(&p->x), xc_val(&p->y)); }

/* p + T d, exactly (T == 1: d itself; otherwise T d as two-products). */
static xq xq_add_td(xq p, double T, hd_vec2 d)
{
    if (T == 1) {
        xc_push(&p.x, d.x);
        xc_push(&p.y, d.y);
        return p;
    }
    double px = T * d.x, py = T * d.y;
    xc_push(&p.x, px);
    xc_push(&p.x, fma(T, d.x, -px));
    xc_push(&p.y, py);
    xc_push(&p.y, fma(T, d.y, -py));
    return p;
}

/* ---- expansions ---------------------------------------------------------------- */

/* rpoly.h's expansions (ex, ex_grow, ex_compress, ex_mul, ex_sign); the
 * sums and differences of the coordinates below. */
static void ex_add_xc(ex *e, const xc *a, double sign)
{
    for (int i = 0; i < a->n; i++)
        ex_grow(e, sign * a->t[i]);
}

static void ex_add(ex *e, const ex *f, double sign)
{
    for (int i = 0; i < f->n; i++)
        ex_grow(e, sign * f->c[i]);
    ex_compress(e);
}

/* e = a - b (coordinates). */
static void ex_diff(ex *e, const xc *a, const xc *b)
{
    e->n = 0;
    ex_add_xc(e, a, 1);
    ex_add_xc(e, b, -1);
    ex_compress(e);
}

/* ---- filtered values -------------------------------------------------------- */

/* A plain-double value with a bound m on the magnitudes met computing it:
 * its rounding error is below (number of operations) * 2^-53 * m, far
 * under FILT * m for the few operations here. */
typedef struct fv {
    double v, m;
} fv;

#define FILT 1e-12

static fv fv_xc(const xc *a)
{
    fv r = {0, 0};
    for (int i = 0; i < a->n; i++) {
        r.v += a->t[i];
        r.m += fabs(a->t[i]);
    }
    return r;
}

static fv fv_sub(fv a, fv b) { return (fv){a.v - b.v, a.m + b.m}; }
static fv fv_add(fv a, fv b) { return (fv){a.v + b.v, a.m + b.m}; }
static fv fv_mul(fv a, fv b) { return (fv){a.v * b.v, a.m * b.m}; }

/* The sign if the filter decides it, else 2. */
static int fv_sign(fv a)
{
    if (a.m == 0)
        return 0;
    return fabs(a.v) > FILT * a.m ? hd_sgn(a.v) : 2;
}

/* ---- predicates on exact-sum points ----------------------------------------- */

/* sign(a - b). */
static int sg_diff(const xc *a, const xc *b)
{
    int s = fv_sign(fv_sub(fv_xc(a), fv_xc(b)));
    if (s != 2)
        return s;
    ex e;
    ex_diff(&e, a, b);
    return ex_sign(&e);
}

static bool xq_eq(const xq *a, const xq *b) { return sg_diff(&a->x, &b->x) == 0 && sg_diff(&a->y, &b->y) == 0; }

/* sign(cross(p1 - p0, q1 - q0)) (cross) or sign(dot(p1 - p0, q1 - q0)). */
static int sg_pair(const xq *p1, const xq *p0, const xq *q1, const xq *q0, bool cross)
{
    fv ax = fv_sub(fv_xc(&p1->x), fv_xc(&p0->x)), ay = fv_sub(fv_xc(&p1->y), fv_xc(&p0->y));
    fv bx = fv_sub(fv_xc(&q1->x), fv_xc(&q0->x)), by = fv_sub(fv_xc(&q1->y), fv_xc(&q0->y));
    fv v = cross ? fv_sub(fv_mul(ax, by), fv_mul(ay, bx)) : fv_add(fv_mul(ax, bx), fv_mul(ay, by));
    int s = fv_sign(v);
    if (s != 2)
        return s;
    ex AX, AY, BX, BY, l, r;
    ex_diff(&AX, &p1->x, &p0->x);
    ex_diff(&AY, &p1->y, &p0->y);
    ex_diff(&BX, &q1->x, &q0->x);
    ex_diff(&BY, &q1->y, &q0->y);
    if (cross) {
        ex_mul(&l, &AX, &BY);
        ex_mul(&r, &AY, &BX);
        ex_add(&l, &r, -1);
    } else {
        ex_mul(&l, &AX, &BX);
        ex_mul(&r, &AY, &BY);
        ex_add(&l, &r, 1);
    }
    return ex_sign(&l);
}

static int sg_orient(const xq *a, const xq *b, const xq *c) { return sg_pair(b, a, c, a, true); }

/* (r1 + r2)^2 exactly, and its filtered value. */
static void ex_rr(ex *out, double r1, double r2)
{
    ex r = {0};
    ex_grow(&r, r1);
    ex_grow(&r, r2);
    ex_mul(out, &r, &r);
}

static fv fv_rr(double r1, double r2)
{
    fv r = {r1 + r2, fabs(r1) + fabs(r2)};
    return fv_mul(r, r);
}

/* sign(|p - q|^2 - (r1 + r2)^2). */
static int sg_dist2(const xq *p, const xq *q, double r1, double r2)
{
    fv dx = fv_sub(fv_xc(&p->x), fv_xc(&q->x)), dy = fv_sub(fv_xc(&p->y), fv_xc(&q->y));
    int s = fv_sign(fv_sub(fv_add(fv_mul(dx, dx), fv_mul(dy, dy)), fv_rr(r1, r2)));
    if (s != 2)
        return s;
    ex DX, DY, a, b;
    ex_diff(&DX, &p->x, &q->x);
    ex_diff(&DY, &p->y, &q->y);
    ex_mul(&a, &DX, &DX);
    ex_mul(&b, &DY, &DY);
    ex_add(&a, &b, 1);
    ex_rr(&b, r1, r2);
    ex_add(&a, &b, -1);
    return ex_sign(&a);
}

/* sign(cross(b - a, p - a)^2 - (r1 + r2)^2 |b - a|^2). */
static int sg_perp2(const xq *p, const xq *a, const xq *b, double r1, double r2)
{
    fv ex_ = fv_sub(fv_xc(&b->x), fv_xc(&a->x)), ey = fv_sub(fv_xc(&b->y), fv_xc(&a->y));
    fv wx = fv_sub(fv_xc(&p->x), fv_xc(&a->x)), wy = fv_sub(fv_xc(&p->y), fv_xc(&a->y));
    fv cr = fv_sub(fv_mul(ex_, wy), fv_mul(ey, wx));
    fv ll = fv_add(fv_mul(ex_, ex_), fv_mul(ey, ey));
    int s = fv_sign(fv_sub(fv_mul(cr, cr), fv_mul(fv_rr(r1, r2), ll)));
    if (s != 2)
        return s;
    ex EX, EY, WX, WY, t1, t2, C, CC, L, RR;
    ex_diff(&EX, &b->x, &a->x);
    ex_diff(&EY, &b->y, &a->y);
    ex_diff(&WX, &p->x, &a->x);
    ex_diff(&WY, &p->y, &a->y);
    ex_mul(&C, &EX, &WY);
    ex_mul(&t1, &EY, &WX);
    ex_add(&C, &t1, -1);
    ex_mul(&CC, &C, &C);
    ex_mul(&L, &EX, &EX);
    ex_mul(&t2, &EY, &EY);
    ex_add(&L, &t2, 1);
    ex_rr(&RR, r1, r2);
    ex_mul(&t1, &RR, &L);
    ex_add(&CC, &t1, -1);
    return ex_sign(&CC);
}

/* sign(dist(p, segment ab)^2 - (r1 + r2)^2). */
static int sg_dist2_seg(const xq *p, const xq *a, const xq *b, double r1, double r2)
{
    if (xq_eq(a, b) || sg_pair(p, a, b, a, false) <= 0)
        return sg_dist2(p, a, r1, r2);
    if (sg_pair(p, b, b, a, false) >= 0)
        return sg_dist2(p, b, r1, r2);
    return sg_perp2(p, a, b, r1, r2);
}

/* Closed segments p0p1 and ab share a point. */
static bool segs_meet(const xq *p0, const xq *p1, const xq *a, const xq *b)
{
    int o1 = sg_orient(p0, p1, a), o2 = sg_orient(p0, p1, b);
    if (o1 * o2 > 0)
        return false;
    int o3 = sg_orient(a, b, p0), o4 = sg_orient(a, b, p1);
    if (o3 * o4 > 0)
        return false;
    if (o1 || o2 || o3 || o4)
        return true;
    /* collinear (or points): their boxes overlap */
    const xc *P[2][2] = {{&p0->x, &p1->x}, {&p0->y, &p1->y}};
    const xc *Q[2][2] = {{&a->x, &b->x}, {&a->y, &b->y}};
    for (int ax = 0; ax < 2; ax++) {
        bool all_below = true, all_above = true;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++) {
                int s = sg_diff(P[ax][i], Q[ax][j]);
                all_below &= s < 0;
                all_above &= s > 0;
            }
        if (all_below || all_above)
            return false;
    }
    return true;
}

/* dist(segment p0p1, segment ab) <= r1 + r2. */
static bool segseg_within(const xq *p0, const xq *p1, const xq *a, const xq *b, double r1, double r2)
{
    return segs_meet(p0, p1, a, b) || sg_dist2_seg(p0, a, b, r1, r2) <= 0 || sg_dist2_seg(p1, a, b, r1, r2) <= 0 ||
           sg_dist2_seg(a, p0, p1, r1, r2) <= 0 || sg_dist2_seg(b, p0, p1, r1, r2) <= 0;
}

/* The event "dist(v + t d, ab) <= r1 + r2 for some t in [0, T]", exact. */
static bool ev_within(const xq *v, hd_vec2 d, double T, const xq *a, const xq *b, double r1, double r2)
{
    if (T <= 0)
        return sg_dist2_seg(v, a, b, r1, r2) <= 0;
    xq p1 = xq_add_td(*v, T, d);
    return segseg_within(v, &p1, a, b, r1, r2);
}

/* Plain-double estimate of the first t in [0, 1] with dist(v + t d, ab) <=
 * R; INFINITY if none is found. */
static double ev_estimate(hd_vec2 v, hd_vec2 d, hd_vec2 a, hd_vec2 b, double R)
{
    double best = INFINITY;
    double A = hd_dot(d, d);
    if (A == 0)
        return best;
    for (int k = 0; k < 2; k++) {
        hd_vec2 w = hd_sub(v, k ? b : a);
        double Bh = hd_dot(w, d), cr = hd_cross(w, d);
        double disc = R * R * A - cr * cr; /* = Bh^2 - A (|w|^2 - R^2) */
        if (disc < 0) {
            if (disc < -1e-9 * (R * R * A + cr * cr))
                continue;
            disc = 0;
        }
        double sq = sqrt(disc);
        double t1 = (-Bh - sq) / A, t2 = (-Bh + sq) / A;
        if (t2 >= 0 && t1 <= 1)
            best = hd_min(best, hd_max(t1, 0));
    }
    hd_vec2 e = hd_sub(b, a), w = hd_sub(v, a);
    double L2 = hd_dot(e, e);
    if (L2 > 0) {
        double lo = 0, hi = 1;
        double s0 = hd_dot(w, e), ds = hd_dot(d, e); /* s(t) |e|^2 in [0, L2] */
        if (ds == 0) {
            if (s0 < 0 || s0 > L2)
                lo = 2;
        } else {
            double t1 = -s0 / ds, t2 = (L2 - s0) / ds;
            lo = hd_max(lo, hd_min(t1, t2));
            hi = hd_min(hi, hd_max(t1, t2));
        }
        double L = sqrt(L2), u0 = hd_cross(e, w) / L, du = hd_cross(e, d) / L;
        if (du == 0) {
            if (fabs(u0) > R)
                lo = 2;
        } else {
            double t1 = (-R - u0) / du, t2 = (R - u0) / du;
            lo = hd_max(lo, hd_min(t1, t2));
            hi = hd_min(hi, hd_max(t1, t2));
        }
        if (lo <= hi + 1e-12)
            best = hd_min(best, lo);
    }
    return best;
}

/* ---- cores ---------------------------------------------------------------------- */

typedef struct core {
    const hd_shape *s;
    int nv, ne;  /* vertices; edges (edge j: vertex j to vertex j + 1 mod nv) */
    bool region; /* rect or polygon */
    double r;
    int orient;  /* region: +1 if the outward normal of edge a->b is (e.y, -e.x), else -1 */
} core;

static bool core_make(const hd_shape *s, core *c)
{
    memset(c, 0, sizeof *c);
    c->s = s;
    switch (s->kind) {
    case HD_POINT: c->nv = c->ne = 1; return true;
    case HD_CIRCLE: c->nv = c->ne = 1; c->r = s->circle.r; return true;
    case HD_LINE: c->nv = 2; c->ne = 1; return true;
    case HD_CAPSULE: c->nv = 2; c->ne = 1; c->r = s->capsule.r; return true;
    case HD_RECT: c->nv = c->ne = 4; c->region = true; c->orient = 1; return true;
    case HD_POLYGON: {
        const hd_polygon *pg = &s->polygon;
        c->nv = c->ne = pg->n;
        c->region = true;
        if (pg->flags & HD_POLY_READY)
            c->orient = (pg->flags & HD_POLY_CW) ? 1 : -1;
        else {
            double a2 = 0;
            for (int i = 0; i < pg->n; i++)
                a2 += hd_cross(pg->v[i], pg->v[(i + 1) % pg->n]);
            c->orient = a2 >= 0 ? 1 : -1;
        }
        return true;
    }
    default: return false;
    }
}

static xq core_v(const core *c, int i)
{
    const hd_shape *s = c->s;
    switch (s->kind) {
    case HD_POINT: return xq_d(s->point.p);
    case HD_CIRCLE: return xq_d(s->circle.c);
    case HD_LINE: return xq_d(i ? s->line.b : s->line.a);
    case HD_CAPSULE: return xq_d(i ? s->capsule.b : s->capsule.a);
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        xq q;
        q.x = (i == 1 || i == 2) ? xc_2(r->x, r->w) : xc_d(r->x);
        q.y = (i >= 2) ? xc_2(r->y, r->h) : xc_d(r->y);
        return q;
    }
    default: return xq_d(s->polygon.v[i]);
    }
}

static void core_edge(const core *c, int j, xq *a, xq *b)
{
    *a = core_v(c, j);
    *b = core_v(c, c->nv == 1 ? 0 : (j + 1) % c->nv);
}

/* ---- normals ---------------------------------------------------------------------- */


/* A unit vector in the cone spanned by the unit vectors n1, n2 (the smaller
 * angle between them; convex false: no cone, the corner is reflex) nearest
 * to u (unit). */
static hd_vec2 cone_pick(hd_vec2 n1, hd_vec2 n2, bool convex, hd_vec2 u)
{
    if (!convex)
        return u;
    double c12 = hd_cross(n1, n2);
    if (c12 == 0 && hd_dot(n1, n2) > 0)
        return n1;
    if (hd_cross(n1, u) * c12 >= 0 && hd_cross(u, n2) * c12 >= 0 && hd_dot(u, hd_add(n1, n2)) >= 0)
        return u;
    return hd_dot(n1, u) >= hd_dot(n2, u) ? n1 : n2;
}

static hd_vec2 edge_outward(const core *c, hd_vec2 e)
{
    hd_vec2 n = hd_v(e.y, -e.x);
    if (c->orient < 0)
        n = hd_neg(n);
    return hd_unit_or(n, hd_v(0, 0));
}

/* The corner rule at vertex k of core c for the motion d of the other
 * shape relative to c: a unit vector in c's normal cone there facing
 * against d. */
static hd_vec2 core_cone(const core *c, int k, hd_vec2 d)
{
    hd_vec2 u = hd_unit_or(hd_neg(d), hd_v(1, 0));
    if (c->nv == 1)
        return u;
    xq kq = core_v(c, k);
    hd_vec2 q = xq_val(&kq);
    if (!c->region) {
        xq o = core_v(c, 1 - k);
        hd_vec2 f = hd_sub(xq_val(&o), q);
        double uf = hd_dot(u, f), ff = hd_dot(f, f);
        if (ff == 0 || uf <= 0)
            return u;
        return hd_unit_or(hd_sub(u, hd_scale(f, uf / ff)), hd_unit_or(hd_v(f.y, -f.x), u));
    }
    /* region: the outward normals of the edges before and after k (skipping
     * edges of length 0, as a flat rect has) */
    hd_vec2 ep = {0, 0}, en = {0, 0};
    for (int s = 1; s < c->nv && ep.x == 0 && ep.y == 0; s++) {
        xq p = core_v(c, (k - s + c->nv) % c->nv);
        ep = hd_sub(q, xq_val(&p));
    }
    for (int s = 1; s < c->nv && en.x == 0 && en.y == 0; s++) {
        xq p = core_v(c, (k + s) % c->nv);
        en = hd_sub(xq_val(&p), q);
    }
    if ((ep.x == 0 && ep.y == 0) || (en.x == 0 && en.y == 0))
        return u;
    hd_vec2 n1 = edge_outward(c, ep), n2 = edge_outward(c, en);
    double turn = hd_cross(ep, en) * c->orient;
    if (turn == 0 && hd_dot(ep, en) < 0) /* a flat rect's end: a half-plane */
        return hd_dot(u, ep) >= 0 ? u : hd_unit_or(hd_sub(u, hd_scale(ep, hd_dot(u, ep) / hd_dot(ep, ep))), n1);
    return cone_pick(n1, n2, turn >= 0, u);
}

/* The closest point of segment ab to p, and where: 0 at a, 2 at b, 1 inside. */
static hd_vec2 seg_closest(hd_vec2 p, hd_vec2 a, hd_vec2 b, int *where)
{
    hd_vec2 e = hd_sub(b, a);
    double L2 = hd_dot(e, e);
    double s = L2 > 0 ? hd_dot(hd_sub(p, a), e) / L2 : 0;
    if (s <= 0) {
        *where = 0;
        return a;
    }
    if (s >= 1) {
        *where = 2;
        return b;
    }
    *where = 1;
    return hd_add(a, hd_scale(e, s));
}

/* c's outward normal where the other shape, whose core point nearest the
 * contact is p, touches c at its core point q: on edge j's inside (where
 * 1) or at vertex k. d: the other's motion relative to c. R: the radii. */
static hd_vec2 core_normal(const core *c, int j, int where, int k, hd_vec2 p, hd_vec2 q, double R, hd_vec2 d)
{
    hd_vec2 u = hd_unit_or(hd_neg(d), hd_v(1, 0));
    if (where == 1) {
        xq a, b;
        core_edge(c, j, &a, &b);
        hd_vec2 e = hd_sub(xq_val(&b), xq_val(&a));
        hd_vec2 n = hd_unit_or(hd_v(e.y, -e.x), u);
        if (c->region) { /* outward; a flat rect's edge has both sides */
            n = edge_outward(c, e);
            return hd_dot(n, d) > 0 ? hd_neg(n) : n;
        }
        double s = hd_dot(n, d);
        if (s == 0)
            s = -hd_dot(n, hd_sub(p, q));
        return s > 0 ? hd_neg(n) : n;
    }
    if (R > 0) {
        hd_vec2 n = hd_sub(p, q);
        if (hd_len(n) > 1e-9 * R && hd_dot(n, d) <= 0)
            return hd_unit_or(n, u);
    }
    return core_cone(c, k, d);
}

/* ---- the six kinds -------------------------------------------------------------- */

typedef struct event {
    int type; /* 1: vertex i of A, edge j of B; 2: vertex j of B, edge i of A */
    int i, j;
} event;

typedef struct pair {
    core A, B;
    hd_vec2 d;
} pair;

static bool event_at(const pair *P, event e, double T)
{
    xq v, a, b;
    if (e.type == 1) {
        v = core_v(&P->A, e.i);
        core_edge(&P->B, e.j, &a, &b);
        return ev_within(&v, P->d, T, &a, &b, P->A.r, P->B.r);
    }
    v = core_v(&P->B, e.j);
    core_edge(&P->A, e.i, &a, &b);
    return ev_within(&v, hd_neg(P->d), T, &a, &b, P->A.r, P->B.r);
}

static double event_estimate(const pair *P, event e)
{
    xq v, a, b;
    hd_vec2 d = P->d;
    if (e.type == 1) {
        v = core_v(&P->A, e.i);
        core_edge(&P->B, e.j, &a, &b);
    } else {
        v = core_v(&P->B, e.j);
        core_edge(&P->A, e.i, &a, &b);
        d = hd_neg(d);
    }
    return ev_estimate(xq_val(&v), d, xq_val(&a), xq_val(&b), P->A.r + P->B.r);
}

/* The first event (in a fixed order) that holds on [0, T]; false if none. */
static bool first_event(const pair *P, double T, event *out)
{
    for (int i = 0; i < P->A.nv; i++)
        for (int j = 0; j < P->B.ne; j++) {
            event e = {1, i, j};
            if (event_at(P, e, T)) {
                *out = e;
                return true;
            }
        }
    for (int j = 0; j < P->B.nv; j++)
        for (int i = 0; i < P->A.ne; i++) {
            event e = {2, i, j};
            if (event_at(P, e, T)) {
                *out = e;
                return true;
            }
        }
    return false;
}

/* Point and normal of event e at toi. */
static void event_contact(const pair *P, event e, double toi, hd_sweep_hit *out)
{
    const core *A = &P->A, *B = &P->B;
    hd_vec2 td = hd_scale(P->d, toi);
    double R = A->r + B->r;
    hd_vec2 p, q, n;
    if (e.type == 1) {
        xq v = core_v(A, e.i), a, b;
        core_edge(B, e.j, &a, &b);
        hd_vec2 av = xq_val(&a), bv = xq_val(&b);
        p = hd_add(xq_val(&v), td);
        int where;
        q = seg_closest(p, av, bv, &where);
        int k = B->nv == 1 ? 0 : where == 2 ? (e.j + 1) % B->nv : e.j;
        if (hd_veq(av, bv))
            where = 0;
        n = core_normal(B, e.j, where, k, p, q, R, P->d);
    } else {
        xq w = core_v(B, e.j), a, b;
        core_edge(A, e.i, &a, &b);
        q = xq_val(&w);
        int where;
        p = seg_closest(q, hd_add(xq_val(&a), td), hd_add(xq_val(&b), td), &where);
        n = core_normal(B, 0, 0, e.j, p, q, R, P->d);
    }
    out->point = hd_add(q, hd_scale(n, B->r));
    out->normal = n;
    out->has_normal = true;
}

/* Some point common to a and b (which collide). */
static hd_vec2 ref_point(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POINT: return s->point.p;
    case HD_CIRCLE: return s->circle.c;
    case HD_RECT: return hd_v(s->rect.x, s->rect.y);
    case HD_LINE: return s->line.a;
    case HD_POLYGON: return s->polygon.v[0];
    case HD_CAPSULE: return s->capsule.a;
    case HD_ARC: return hd_add(s->arc.c, hd_scale(hd_dir_deg(s->arc.start), s->arc.rout));
    case HD_WEDGE: return s->wedge.c;
    default: return hd_v(0, 0);
    }
}

static hd_vec2 common_point(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 pts[4];
    if (hd_hit_points(a, b, pts, 4) > 0)
        return pts[0];
    hd_vec2 p = ref_point(a);
    if (hd_point_in_shape(b, p))
        return p;
    return ref_point(b);
}

#define TOI_DELTA 4e-13
#define TOI_WIDTH 2e-13

/* A predicate "something is hit on the sub-move [0, T]". */
typedef bool (*hit_on_fn)(const void *ctx, double T);

/* toi from the estimate best of a sweep known to hit: kept when the exact
 * predicates say a contact lies on [0, best + 4e-13] (up, for the event the
 * estimate came from) and none on [0, best - 4e-13] (any); otherwise
 * bisected on any to 2e-13 (the upper end). *kept says which. */
static double toi_refine(double best, hit_on_fn up_at, hit_on_fn any_at, const void *ctx, bool *kept)
{
    double lo = 0, hi = 1; /* nothing on [0, lo]; something on [0, hi] */
    *kept = false;
    if (isfinite(best)) {
        double tl = best - TOI_DELTA, th = best + TOI_DELTA;
        bool up = th >= 1 || up_at(ctx, th);
        if (up)
            hi = hd_min(hi, th);
        bool down = tl <= 0 || !any_at(ctx, tl);
        if (down)
            lo = hd_max(lo, tl);
        else
            hi = hd_min(hi, tl);
        if (up && down) {
            *kept = true;
            return hd_min(hd_max(best, lo), hi);
        }
    }
    while (hi - lo > TOI_WIDTH) {
        double mid = lo + (hi - lo) * 0.5;
        if (any_at(ctx, mid))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

typedef struct six_ctx {
    const pair *P;
    event be;
} six_ctx;

static bool six_up(const void *ctx, double T)
{
    const six_ctx *k = ctx;
    return event_at(k->P, k->be, T);
}

static bool six_any(const void *ctx, double T)
{
    const six_ctx *k = ctx;
    event tmp;
    return first_event(k->P, T, &tmp);
}

static void sweep_six(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out)
{
    pair P;
    core_make(a, &P.A);
    core_make(b, &P.B);
    P.d = d;
    double best = INFINITY;
    event be = {0, 0, 0};
    bool any = false;
    for (int pass = 1; pass <= 2; pass++) {
        int n1 = pass == 1 ? P.A.nv : P.B.nv, n2 = pass == 1 ? P.B.ne : P.A.ne;
        for (int x = 0; x < n1; x++)
            for (int y = 0; y < n2; y++) {
                event e = pass == 1 ? (event){1, x, y} : (event){2, y, x};
                if (!event_at(&P, e, 1))
                    continue;
                double t = event_estimate(&P, e);
                if (!any || t < best) {
                    best = t;
                    be = e;
                }
                any = true;
            }
    }
    if (!any)
        return;
    out->hit = true;
    six_ctx k = {&P, be};
    bool ok;
    out->toi = toi_refine(best, six_up, six_any, &k, &ok);
    event e = be;
    if (!ok && !first_event(&P, out->toi, &e))
        e = be;
    event_contact(&P, e, out->toi, out);
}

/* ---- arcs and wedges against the six ---------------------------------------------- */

typedef struct scand {
    double t;
    hd_vec2 x;  /* contact point (canonical frame: M moved by t d) */
    hd_vec2 nS; /* S's outward normal there */
    hd_vec2 pM; /* M's core point nearest the contact (moved) */
    int mwhere; /* M's feature: 0 vertex mi, 1 inside edge mi */
    int mi;
} scand;

static void cand_take(scand *best, scand c)
{
    if (c.t >= 0 && c.t <= 1 && c.t < best->t)
        *best = c;
}

/* The sector's description. */
typedef struct sector {
    hd_vec2 c;
    double rin, rout;
    hd_range rg;
    hd_vec2 us, ue; /* unit rays */
} sector;

static sector sector_of(const hd_shape *s)
{
    hd_sector_desc q = hd_sector_of(s);
    sector z = {q.c, q.rin, q.rout, hd_range_deg(q.start, q.end), hd_dir_deg(q.start), hd_dir_deg(q.end)};
    return z;
}

/* Corner k of the sector (0, 1: start ray at rin, rout; 2, 3: end ray) and
 * its cone's generators. */
static hd_vec2 sector_corner(const sector *z, int k, hd_vec2 *n1, hd_vec2 *n2, bool *convex)
{
    bool end = k >= 2, outer = k & 1;
    hd_vec2 u = end ? z->ue : z->us;
    double rho = outer ? z->rout : z->rin;
    hd_vec2 ne = end ? hd_v(-u.y, u.x) : hd_v(u.y, -u.x);
    if (z->rg.zero)
        ne = hd_v(0, 0);
    *convex = true;
    if (z->rout == 0) { /* the sector is a point: every direction */
        *n1 = *n2 = hd_v(1, 0);
        *convex = false;
    } else if (rho == 0) { /* the wedge's centre: between the two radial edges */
        *n1 = hd_v(z->us.y, -z->us.x);
        *n2 = hd_v(-z->ue.y, z->ue.x);
        *convex = !z->rg.reflex && !z->rg.zero;
    } else {
        *n1 = ne;
        *n2 = outer ? u : hd_neg(u);
        if (z->rg.zero)
            *convex = false;
    }
    return hd_add(z->c, hd_scale(u, rho));
}

static void sweep_sector(const core *M, const hd_shape *S, hd_vec2 d, scand *best)
{
    sector z = sector_of(S);
    double rM = M->r;
    double A = hd_dot(d, d);
    memset(best, 0, sizeof *best);
    best->t = INFINITY;
    int ncorner = z.rg.full ? 0 : z.rg.zero ? 2 : 4;
    /* vertices against the arcs, radial edges and corners */
    for (int i = 0; i < M->nv; i++) {
        xq vq = core_v(M, i);
        hd_vec2 v = xq_val(&vq), w = hd_sub(v, z.c);
        double Bh = hd_dot(w, d), cr = hd_cross(w, d);
        for (int side = 0; side < 2; side++) {
            double rho = side ? z.rin - rM : z.rout + rM;
            if (side && (z.rin <= 0 || rho <= 0))
                continue;
            double disc = rho * rho * A - cr * cr;
            if (disc < 0) {
                if (disc < -1e-9 * (rho * rho * A + cr * cr))
                    continue;
                disc = 0;
            }
            double sq = sqrt(disc);
            double t = side ? (-Bh + sq) / A : (-Bh - sq) / A;
            hd_vec2 p = hd_add(v, hd_scale(d, t));
            if (!hd_in_range(&z.rg, p, z.c))
                continue;
            hd_vec2 dir = rho == 0 ? hd_unit_or(hd_neg(d), hd_v(1, 0)) : hd_unit_or(hd_sub(p, z.c), hd_v(1, 0));
            scand c = {t, hd_add(z.c, hd_scale(dir, side ? z.rin : z.rout)), side ? hd_neg(dir) : dir, p, 0, i};
            cand_take(best, c);
        }
        for (int ray = 0; ray < ncorner / 2; ray++) {
            hd_vec2 n1, n2;
            bool cv;
            hd_vec2 e0 = sector_corner(&z, 2 * ray, &n1, &n2, &cv), e1 = sector_corner(&z, 2 * ray + 1, &n1, &n2, &cv);
            double t = ev_estimate(v, d, e0, e1, rM);
            if (!isfinite(t))
                continue;
            hd_vec2 p = hd_add(v, hd_scale(d, t));
            int where;
            hd_vec2 q = seg_closest(p, e0, e1, &where);
            hd_vec2 nS;
            if (where == 1) {
                hd_vec2 u = ray ? z.ue : z.us;
                nS = ray ? hd_v(-u.y, u.x) : hd_v(u.y, -u.x);
                if (z.rg.zero && hd_dot(nS, d) > 0)
                    nS = hd_neg(nS);
            } else {
                sector_corner(&z, 2 * ray + (where == 2), &n1, &n2, &cv);
                hd_vec2 dn = hd_sub(p, q);
                nS = rM > 0 && hd_len(dn) > 1e-9 * rM ? hd_unit_or(dn, n1) : cone_pick(n1, n2, cv, hd_unit_or(hd_neg(d), n1));
            }
            scand c = {t, hd_add(q, hd_scale(nS, 0)), nS, p, 0, i};
            cand_take(best, c);
        }
    }
    /* edges against the outer arc and the corners */
    for (int j = 0; j < M->ne; j++) {
        xq aq, bq;
        core_edge(M, j, &aq, &bq);
        hd_vec2 a = xq_val(&aq), b = xq_val(&bq), e = hd_sub(b, a);
        double L = hd_len(e);
        if (L > 0) {
            double d0 = hd_cross(e, hd_sub(z.c, a)) / L, k = hd_cross(e, d) / L, Rr = z.rout + rM;
            double t = INFINITY;
            if (d0 > Rr && k > 0)
                t = (d0 - Rr) / k;
            else if (d0 < -Rr && k < 0)
                t = (d0 + Rr) / k;
            if (isfinite(t) && t >= 0 && t <= 1) {
                hd_vec2 a1 = hd_add(a, hd_scale(d, t));
                double s = hd_dot(hd_sub(z.c, a1), e) / (L * L);
                if (s >= 0 && s <= 1) {
                    hd_vec2 foot = hd_add(a1, hd_scale(e, s));
                    hd_vec2 dir = Rr == 0 ? hd_unit_or(hd_neg(d), hd_v(1, 0)) : hd_unit_or(hd_sub(foot, z.c), hd_v(1, 0));
                    hd_vec2 x = hd_add(z.c, hd_scale(dir, z.rout));
                    if (hd_in_range(&z.rg, x, z.c)) {
                        scand c = {t, x, dir, foot, 1, j};
                        cand_take(best, c);
                    }
                }
            }
        }
        for (int k = 0; k < ncorner + (ncorner == 0 && z.rout == 0); k++) {
            hd_vec2 n1, n2;
            bool cv;
            hd_vec2 q = ncorner ? sector_corner(&z, k, &n1, &n2, &cv) : z.c;
            if (!ncorner) {
                n1 = n2 = hd_v(1, 0);
                cv = false;
            }
            double t = ev_estimate(q, hd_neg(d), a, b, rM);
            if (!isfinite(t))
                continue;
            int where;
            hd_vec2 pm = seg_closest(q, hd_add(a, hd_scale(d, t)), hd_add(b, hd_scale(d, t)), &where);
            hd_vec2 dn = hd_sub(pm, q);
            hd_vec2 nS = rM > 0 && hd_len(dn) > 1e-9 * rM ? hd_unit_or(dn, n1) : cone_pick(n1, n2, cv, hd_unit_or(hd_neg(d), n1));
            scand c = {t, q, nS, pm, where == 1 ? 1 : 0, where == 1 ? j : where == 2 ? (j + 1) % M->nv : j};
            cand_take(best, c);
        }
    }
}

/* The core's vertices as normalized exact sums when it has no radius (a
 * point, a line, a polygon, a rect; a circle or capsule of radius 0). */
static bool core_vertices(const core *M, hd__xv *v, int *nv, bool *closed)
{
    if (M->r != 0)
        return false;
    for (int i = 0; i < M->nv; i++) {
        xq q = core_v(M, i);
        double ax = q.x.n > 1 ? q.x.t[1] : 0, ay = q.y.n > 1 ? q.y.t[1] : 0;
        hd_two_sum(q.x.t[0], ax, &v[i].p.x, &v[i].e.x);
        hd_two_sum(q.y.t[0], ay, &v[i].p.y, &v[i].e.y);
    }
    *nv = M->nv;
    if (M->s->kind == HD_LINE || M->s->kind == HD_CAPSULE) {
        *closed = false;
        if (hd_veq(v[0].p, v[1].p))
            *nv = 1;
    } else
        *closed = M->region;
    return true;
}

/* The sector corner (as sector_corner numbers them) at p, within rounding,
 * or -1. */
static int corner_at(const sector *z, hd_vec2 p)
{
    int best = -1;
    double bd = 1e-12 * (fabs(z->c.x) + fabs(z->c.y) + z->rout);
    int nk = z->rout == 0 ? 2 : z->rg.full ? 0 : 4;
    for (int k = z->rout == 0 ? 1 : 0; k < nk; k++) {
        hd_vec2 n1, n2;
        bool cv;
        double dk = hd_vdist(sector_corner(z, k, &n1, &n2, &cv), p);
        if (dk <= bd) {
            bd = dk;
            best = k;
        }
    }
    return best;
}

/* The core of a circle or capsule (its centre, or its two ends). */
static int round_core(const core *M, hd_vec2 *v)
{
    xq a = core_v(M, 0);
    v[0] = xq_val(&a);
    if (M->nv < 2)
        return 1;
    xq b = core_v(M, 1);
    v[1] = xq_val(&b);
    return 2;
}

static bool round_hit(const core *M, const hd_shape *S, hd_vec2 d, double T)
{
    hd_vec2 v[2];
    int nv = round_core(M, v);
    return hd__sweep_round(v, nv, M->r, S, d, T);
}

/* The closest point of the sector to p (in doubles) and p's distance to it. */
static hd_vec2 sector_closest(const sector *z, hd_vec2 p)
{
    hd_vec2 w = hd_sub(p, z->c);
    double rho = hd_len(w);
    if (hd_in_range(&z->rg, p, z->c)) {
        double k = rho < z->rin ? z->rin : rho > z->rout ? z->rout : rho;
        return hd_add(z->c, hd_scale(hd_unit_or(w, z->us), k));
    }
    hd_vec2 best = z->c;
    double bd = INFINITY;
    for (int ray = 0; ray < 2; ray++) {
        hd_vec2 u = ray ? z->ue : z->us;
        double k = hd_dot(w, u);
        k = k < z->rin ? z->rin : k > z->rout ? z->rout : k;
        hd_vec2 q = hd_add(z->c, hd_scale(u, k));
        double dq = hd_vdist(q, p);
        if (dq < bd) {
            bd = dq;
            best = q;
        }
    }
    return best;
}

/* toi of a circle or capsule against a sector: the estimate c->t checked
 * with the exact predicate (nothing on [0, t - 4e-13], a contact on [0, t
 * + 4e-13]), else bisected on it to 2e-13. Where the estimate was off, a
 * circle's contact is recomputed at toi (its centre's closest point of S). */
typedef struct round_ctx {
    const core *M;
    const hd_shape *S;
    hd_vec2 d;
} round_ctx;

static bool round_at(const void *ctx, double T)
{
    const round_ctx *k = ctx;
    return round_hit(k->M, k->S, k->d, T);
}

static void round_toi(const core *M, const hd_shape *S, hd_vec2 d, scand *c)
{
    round_ctx k = {M, S, d};
    bool kept;
    double hi = toi_refine(c->t, round_at, round_at, &k, &kept);
    if (kept) {
        c->t = hi;
        return;
    }
    c->t = hi;
    if (M->nv == 1) {
        sector z = sector_of(S);
        xq m = core_v(M, 0);
        hd_vec2 p = hd_add(xq_val(&m), hd_scale(d, hi)), x = sector_closest(&z, p);
        c->x = x;
        c->pM = p;
        c->nS = hd_unit_or(hd_sub(p, x), hd_unit_or(hd_neg(d), hd_v(1, 0)));
        c->mwhere = 0;
        c->mi = 0;
    }
}

static int sweep_sector_pair(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out)
{
    bool mirrored = a->kind == HD_ARC || a->kind == HD_WEDGE;
    const hd_shape *Ms = mirrored ? b : a, *S = mirrored ? a : b;
    hd_vec2 dm = mirrored ? hd_neg(d) : d;
    core M;
    core_make(Ms, &M);
    scand c = {0};
    hd__xv vs[HD_POLY_MAX];
    int nv = 0;
    bool closed = false;
    if (core_vertices(&M, vs, &nv, &closed)) {
        /* no radius: the exact event analysis */
        hd__sector_contact k;
        if (!hd__sweep_sector_core(vs, nv, closed, S, dm, &k))
            return HD_SWEEP_OK;
        out->hit = true;
        sector z = sector_of(S);
        c.t = k.t;
        c.x = k.x;
        c.pM = k.pM;
        c.mwhere = k.mwhere;
        c.mi = k.mi;
        c.nS = k.nS;
        int corner = k.corner;
        if (corner < 0 && k.mwhere == 0)
            corner = corner_at(&z, k.x);
        if (corner >= 0) {
            hd_vec2 n1, n2;
            bool cv;
            c.x = sector_corner(&z, corner, &n1, &n2, &cv);
            c.nS = cone_pick(n1, n2, cv, hd_unit_or(hd_neg(dm), n1));
            if (k.mwhere == 1)
                c.pM = c.x;
        }
    } else {
        /* a circle or capsule (r > 0): the exact predicate on [0, T] */
        if (!round_hit(&M, S, dm, 1))
            return HD_SWEEP_OK;
        out->hit = true;
        sweep_sector(&M, S, dm, &c);
        round_toi(&M, S, dm, &c);
    }
    if (!isfinite(c.t)) { /* the estimates missed a graze: the closest approach */
        c.t = 1;
        c.x = ref_point(S);
        c.nS = hd_unit_or(hd_neg(dm), hd_v(1, 0));
        c.pM = c.x;
        c.mwhere = 0;
        c.mi = 0;
    }
    out->toi = c.t;
    out->has_normal = true;
    if (!mirrored) {
        out->point = c.x;
        out->normal = c.nS;
        return HD_SWEEP_OK;
    }
    /* B is M (still), A the sector moving by d: shift back by -t dm. */
    hd_vec2 back = hd_scale(dm, -c.t);
    out->point = hd_add(c.x, back);
    hd_vec2 pm = hd_add(c.pM, back);
    out->normal = core_normal(&M, c.mi, c.mwhere, c.mi, out->point, pm, M.r, d);
    if (M.r > 0)
        out->normal = hd_unit_or(hd_sub(out->point, pm), out->normal);
    return HD_SWEEP_OK;
}

/* ---- entry ------------------------------------------------------------------------ */

static bool is_sector(hd_kind k) { return k == HD_ARC || k == HD_WEDGE; }

const char *hd_sweep_error(hd_sweep_code code)
{
    switch (code) {
    case HD_SWEEP_OK: return "";
    case HD_SWEEP_UNSUPPORTED: return "sweeps of an arc or wedge against an arc or wedge are not supported yet";
    default: return "unknown sweep error";
    }
}

static int sweep_any(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out);

hd_sweep_code hd_sweep(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out)
{
    int rc = sweep_any(a, b, d, out);
    out->normal = hd_v(out->normal.x + 0.0, out->normal.y + 0.0); /* no -0 */
    out->point = hd_v(out->point.x + 0.0, out->point.y + 0.0);
    return rc;
}

static int sweep_any(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out)
{
    memset(out, 0, sizeof *out);
    bool sa = is_sector(a->kind), sb = is_sector(b->kind);
    if (sa && sb)
        return HD_SWEEP_UNSUPPORTED;
    if (hd_collide(a, b)) {
        out->hit = true;
        out->toi = 0;
        out->point = common_point(a, b);
        return HD_SWEEP_OK;
    }
    if (d.x == 0 && d.y == 0)
        return HD_SWEEP_OK;
    if (sa || sb) {
        int rc = sweep_sector_pair(a, b, d, out);
        if (rc != HD_SWEEP_OK)
            memset(out, 0, sizeof *out);
        return rc;
    }
    sweep_six(a, b, d, out);
    return HD_SWEEP_OK;
}
