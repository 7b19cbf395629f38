/*
 * sweep_sector.c: a core without a radius (a point, a segment, a polygon
 * region, all with double vertices) moved by t D, t in [0, 1], against an
 * arc or a wedge S that it does not meet at t = 0; exact for any D (the
 * moved vertices v + D are never rounded).
 *
 * At the first contact t* the core and S touch at a point x. Either x is a
 * vertex of the core (event V: the segment v .. v + D meets S, which is
 * hd__ray_pieces, exact on v and D), or x lies inside an edge of the core
 * and on S's outline, where S cannot reach across the edge's line (it would
 * have met the core earlier): x is then a CORNER of S (an end of a radial
 * edge, the wedge's tip; a radial edge lying along the core's edge ends at
 * such a corner or at a core vertex), or the edge's line is TANGENT to the
 * outer arc at x (the inner arc of a ring cannot be touched this way: the
 * ring lies on both sides of any line through its point; a curve's arc, rin
 * = rout, is its outer arc). Every event that holds is a contact, so
 *
 *   hit  <=>  some V, CORNER or TANGENT event holds,   toi = the least time.
 *
 * The sector's corner is c + k u / |u| for its ray vector u (hd_ray_deg,
 * exact) and k = rin or rout: not a double, so each sign below is that of
 * A + B |u| (or A + B |e| for an edge vector e), with A, B polynomials in
 * the input doubles (rpoly.h): the sign of A^2 - B^2 |u|^2 where A and B
 * differ in sign. Times are ratios of values rounded from exact
 * expansions, with A + B |u| taken as (A^2 - B^2 |u|^2) / (A - B |u|) where
 * it would cancel: a few ulps each.
 *
 * Degrees: a corner's signs are of degree 4 in lengths (times ray
 * components); a tangency's foot test squares R dot(D, e) and cross(c - a,
 * D) |e|: degree 6.
 */
#include <math.h>
#include <string.h>

#include "geom_internal.h"
#include "ray_internal.h"
#include "rpoly.h"
#include "near_sector.h"
#include "sweep_sector.h"

/* b - a and x - a (- d), exact. */
static fvec fv_edge(rctx *c, const hd__xv *a, const hd__xv *b)
{
    return (fvec){fac4(c, b->p.x, b->e.x, -a->p.x, -a->e.x, 4), fac4(c, b->p.y, b->e.y, -a->p.y, -a->e.y, 4)};
}

static fvec fv_to(rctx *c, hd_vec2 x, const hd__xv *a, const hd_vec2 *d)
{
    double dx = d ? -d->x : 0, dy = d ? -d->y : 0;
    return (fvec){fac4(c, x.x, -a->p.x, -a->e.x, dx, 4), fac4(c, x.y, -a->p.y, -a->e.y, dy, 4)};
}

typedef struct best {
    bool any;
    hd__sector_contact c;
} best;

static void take(best *b, hd__sector_contact c)
{
    c.t = c.t < 0 ? 0 : c.t > 1 ? 1 : c.t;
    if (!b->any || c.t < b->c.t)
        b->c = c;
    b->any = true;
}

/* The sector: centre, radii, range. */
typedef struct sec {
    hd_vec2 c;
    double rin, rout;
    hd_range rg;
} sec;

/* CORNER: w = c + k u / |u| moving by -t d against the segment a..b (a !=
 * b): the first t in [0, 1] with w - t d on it, or -1. */
static double corner_event(const sec *z, hd_vec2 u, double k, const hd__xv *a, const hd__xv *b, hd_vec2 d)
{
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec E = fv_edge(c, a, b), U = fv1(c, u), D = fv1(c, d);
    rpoly Q = p_dot(U, U);
    rpoly eu = p_cross(E, U), du = p_cross(D, U);
    rpoly A1 = p_scale(c, k, &eu), A3 = p_scale(c, k, &du);
    fvec ca = fv_to(c, z->c, a, NULL), cb = fv_to(c, z->c, b, NULL), cad = fv_to(c, z->c, a, &d);
    rpoly B1 = p_cross(E, ca), B2 = p_cross(E, cad), B3 = p_cross(D, ca), B4 = p_cross(D, cb);
    int o1 = p_sign_aq(c, &A1, &B1, &Q), o2 = p_sign_aq(c, &A1, &B2, &Q);
    if (o1 == 0 && o2 == 0) {
        /* along the edge's line: s_p = dot(d, w - p) against [0, |d|^2] */
        rpoly dd = p_dot(D, U);
        rpoly Ad = p_scale(c, k, &dd);
        rpoly Ba = p_dot(D, ca), Bb = p_dot(D, cb);
        fvec cbd = fv_to(c, z->c, b, &d);
        rpoly Ba1 = p_dot(D, cad), Bb1 = p_dot(D, cbd);
        int sa = p_sign_aq(c, &Ad, &Ba, &Q), sb = p_sign_aq(c, &Ad, &Bb, &Q);
        int sa1 = p_sign_aq(c, &Ad, &Ba1, &Q), sb1 = p_sign_aq(c, &Ad, &Bb1, &Q);
        if ((sa < 0 && sb < 0) || (sa1 > 0 && sb1 > 0))
            return -1;
        double L = sqrt(p_val(c, &Q)), d2 = hd_dot(d, d);
        double ta = p_val_aq(c, &Ad, &Ba, &Q) / L, tb = p_val_aq(c, &Ad, &Bb, &Q) / L;
        double t = fmin(ta, tb) / d2;
        return t < 0 ? 0 : t > 1 ? 1 : t;
    }
    if (o1 * o2 > 0)
        return -1;
    int o3 = p_sign_aq(c, &A3, &B3, &Q), o4 = p_sign_aq(c, &A3, &B4, &Q);
    if (o3 * o4 > 0)
        return -1;
    /* t = cross(e, w - a) / cross(e, d) */
    rpoly ed = p_cross(E, D);
    double L = sqrt(p_val(c, &Q));
    double t = p_val_aq(c, &A1, &B1, &Q) / (L * p_val(c, &ed));
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

/* TANGENT: the segment a..b (a != b) moving by t d touches the outer
 * circle (c, R) from side s of the edge's line at a point inside the
 * segment and in the range. Returns t or -1; *dir is x - c (not unit). */
static double tangent_event(const sec *z, int s, const hd__xv *a, const hd__xv *b, hd_vec2 d, hd_vec2 *dir)
{
    double R = z->rout;
    rctx cx;
    rctx *c = &cx;
    c->nf = 0;
    fvec E = fv_edge(c, a, b), D = fv1(c, d);
    rpoly kD = p_cross(E, D);
    int sk = p_sign(c, &kD);
    if (sk == 0)
        return -1; /* moving along the line: a vertex meets the point first */
    rpoly Q = p_dot(E, E);
    rpoly mR = p_k(c, -s * R);
    fvec ca = fv_to(c, z->c, a, NULL), cb = fv_to(c, z->c, b, NULL), cad = fv_to(c, z->c, a, &d);
    rpoly X = p_cross(E, ca), X1 = p_cross(E, cad);
    /* t >= 0: sign(X - s R |e|) sk >= 0; t <= 1: sign(X - kD - s R |e|) sk <= 0 */
    if (p_sign_aq(c, &X, &mR, &Q) * sk < 0 || p_sign_aq(c, &X1, &mR, &Q) * sk > 0)
        return -1;
    /* the foot: lambda |e| kD = |e| cross(w, d) + s R dot(d, e), w = c - a
     * (>= 0) and the same from b (<= 0) */
    rpoly de = p_dot(D, E);
    rpoly sRde = p_scale(c, s * R, &de);
    rpoly wa = p_cross(ca, D), wb = p_cross(cb, D);
    if (p_sign_aq(c, &sRde, &wa, &Q) * sk < 0 || p_sign_aq(c, &sRde, &wb, &Q) * sk > 0)
        return -1;
    /* x - c = -s perp(e) */
    fvec v = {fac4(c, s * b->p.y, s * b->e.y, -s * a->p.y, -s * a->e.y, 4),
              fac4(c, -s * b->p.x, -s * b->e.x, s * a->p.x, s * a->e.x, 4)};
    if (!hd__dir_in_range(c, &z->rg, v))
        return -1;
    hd_vec2 e = hd_sub(hd_add(b->p, b->e), hd_add(a->p, a->e));
    *dir = hd_v(s * e.y, -s * e.x);
    double t = p_val_aq(c, &X, &mR, &Q) / p_val(c, &kD);
    return t < 0 ? 0 : t > 1 ? 1 : t;
}


bool hd__sweep_sector_core(const hd__xv *v, int nv, bool closed, const hd_shape *s, hd_vec2 d,
                           hd__sector_contact *out)
{
    hd_sector_desc q = hd_sector_of(s);
    sec z = {q.c, q.rin, q.rout, hd_range_deg(q.start, q.end)};
    best b = {0};
    /* V: the vertices' segments */
    for (int i = 0; i < nv; i++) {
        hd_ray_hit h;
        if (!hd__ray_pieces_sector(s, v[i].p, v[i].e, d, &h))
            continue;
        hd__sector_contact k = {h.has_normal ? h.t : 0, h.point, -1, h.normal, {0, 0}, 0, i};
        if (!h.has_normal)
            k.nS = hd_unit_or(hd_neg(d), hd_v(1, 0));
        k.pM = hd_add(hd_add(v[i].p, v[i].e), hd_scale(d, k.t));
        take(&b, k);
    }
    int ne = nv < 2 ? 0 : closed ? nv : 1;
    /* the corners: k = 2 ray + (outer) */
    int corners[4], nc = 0;
    if (z.rout == 0)
        corners[nc++] = 1;
    else if (!z.rg.full) {
        for (int ray = 0; ray < (z.rg.zero ? 1 : 2); ray++) {
            if (!(z.rin == 0 && ray == 1))
                corners[nc++] = 2 * ray;
            if (z.rout != z.rin)
                corners[nc++] = 2 * ray + 1;
        }
    }
    for (int j = 0; j < ne; j++) {
        const hd__xv *a = &v[j], *bb = &v[(j + 1) % nv];
        if (hd_veq(a->p, bb->p) && hd_veq(a->e, bb->e))
            continue; /* normalized sums: equal points */
        for (int q = 0; q < nc; q++) {
            int k = corners[q];
            hd_vec2 u = k >= 2 ? z.rg.ue : z.rg.us;
            double rho = (k & 1) ? z.rout : z.rin;
            double t = corner_event(&z, u, rho, a, bb, d);
            if (t < 0)
                continue;
            hd_vec2 x = hd_add(z.c, hd_scale(u, rho / hypot(u.x, u.y)));
            hd__sector_contact cc = {t, x, k, {0, 0}, x, 1, j};
            take(&b, cc);
        }
        if (z.rout > 0)
            for (int sgn = -1; sgn <= 1; sgn += 2) {
                hd_vec2 dir;
                double t = tangent_event(&z, sgn, a, bb, d, &dir);
                if (t < 0)
                    continue;
                hd_vec2 n = hd_unit_or(dir, hd_unit_or(hd_neg(d), hd_v(1, 0)));
                hd_vec2 x = hd_add(z.c, hd_scale(n, z.rout));
                hd__sector_contact cc = {t, x, -1, n, x, 1, j};
                take(&b, cc);
            }
    }
    if (b.any)
        *out = b.c;
    return b.any;
}
