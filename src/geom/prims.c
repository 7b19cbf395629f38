/*
 * prims.c: outlines (a shape's boundary as points, segments and circular
 * arcs), intersections between outline pieces, and point-in-shape tests.
 * All tests are closed: a point on the boundary belongs to the shape.
 */
#include <math.h>
#include <string.h>

#include "geom_internal.h"

/* ---- outlines ------------------------------------------------------------- */

static hd_prim prim_point(hd_vec2 p)
{
    hd_prim q;
    memset(&q, 0, sizeof q);
    q.type = HD_PRIM_POINT;
    q.a = q.b = p;
    return q;
}

static hd_prim prim_seg(hd_vec2 a, hd_vec2 b)
{
    if (hd_veq(a, b))
        return prim_point(a);
    hd_prim q;
    memset(&q, 0, sizeof q);
    q.type = HD_PRIM_SEG;
    q.a = a;
    q.b = b;
    return q;
}

static hd_prim prim_arc(hd_vec2 c, double r, hd_range rg)
{
    if (r == 0)
        return prim_point(c);
    hd_prim q;
    memset(&q, 0, sizeof q);
    q.type = HD_PRIM_ARC;
    q.a = c;
    q.r = r;
    q.rg = rg;
    if (rg.zero) /* a zero-sweep arc is the single point at its ray */
        return prim_point(hd_add(c, hd_scale(rg.us, r / hypot(rg.us.x, rg.us.y))));
    return q;
}

static hd_range full_range(void)
{
    hd_range rg = {0};
    rg.full = true;
    rg.us = rg.ue = hd_v(1, 0);
    return rg;
}

/* Annular sector outline (a wedge is rin == 0). */
static int sector_outline(hd_vec2 c, double rin, double rout, double start, double end, hd_prim *out)
{
    if (rout == 0) {
        out[0] = prim_point(c);
        return 1;
    }
    hd_range rg = hd_range_deg(start, end);
    hd_vec2 us = hd_dir_deg(start), ue = hd_dir_deg(end); /* unit, for the radial pieces */
    if (rg.zero) {
        out[0] = prim_seg(hd_add(c, hd_scale(us, rin)), hd_add(c, hd_scale(us, rout)));
        return 1;
    }
    int n = 0;
    out[n++] = prim_arc(c, rout, rg);
    if (rin == rout) /* a zero-thickness arc: the curve alone */
        return n;
    if (rin > 0)
        out[n++] = prim_arc(c, rin, rg);
    if (!rg.full) {
        out[n++] = prim_seg(hd_add(c, hd_scale(us, rin)), hd_add(c, hd_scale(us, rout)));
        out[n++] = prim_seg(hd_add(c, hd_scale(ue, rin)), hd_add(c, hd_scale(ue, rout)));
    }
    return n;
}

int hd_outline(const hd_shape *s, hd_prim *out)
{
    switch (s->kind) {
    case HD_POINT:
        out[0] = prim_point(s->point.p);
        return 1;
    case HD_CIRCLE:
        out[0] = prim_arc(s->circle.c, s->circle.r, full_range());
        return 1;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        hd_vec2 p0 = hd_v(r->x, r->y), p1 = hd_v(r->x + r->w, r->y);
        hd_vec2 p2 = hd_v(r->x + r->w, r->y + r->h), p3 = hd_v(r->x, r->y + r->h);
        if (r->w == 0 || r->h == 0) {
            out[0] = prim_seg(p0, p2);
            return 1;
        }
        out[0] = prim_seg(p0, p1);
        out[1] = prim_seg(p1, p2);
        out[2] = prim_seg(p2, p3);
        out[3] = prim_seg(p3, p0);
        return 4;
    }
    case HD_LINE:
        out[0] = prim_seg(s->line.a, s->line.b);
        return 1;
    case HD_POLYGON: {
        /* Edges between corners: a vertex where the outline runs straight on
         * (collinear with its neighbours) splits no edge, so collinear input
         * vertices change no hit point. A valid polygon has >= 3 corners. */
        const hd_polygon *pg = &s->polygon;
        int n = pg->n, first = -1, k = 0;
        for (int i = 0; i < n && first < 0; i++)
            if (hd_orient(pg->v[(i + n - 1) % n], pg->v[i], pg->v[(i + 1) % n]) != 0)
                first = i;
        if (first < 0)
            first = 0;
        int prev = first;
        for (int j = 1; j <= n; j++) {
            int i = (first + j) % n;
            if (i != first && hd_orient(pg->v[(i + n - 1) % n], pg->v[i], pg->v[(i + 1) % n]) == 0)
                continue;
            out[k++] = prim_seg(pg->v[prev], pg->v[i]);
            prev = i;
        }
        return k;
    }
    case HD_CAPSULE: {
        const hd_capsule *c = &s->capsule;
        if (c->r == 0) {
            out[0] = prim_seg(c->a, c->b);
            return 1;
        }
        if (hd_veq(c->a, c->b)) {
            out[0] = prim_arc(c->a, c->r, full_range());
            return 1;
        }
        hd_vec2 d = hd_sub(c->b, c->a);
        /* Ray vectors of the caps need not be unit: they are exact. The
         * cap at b sweeps 180 degrees from n = (d.y, -d.x) through d to -n. */
        hd_vec2 n = hd_v(d.y, -d.x);
        hd_vec2 nn = hd_v(-d.y, d.x);
        double len = hypot(d.x, d.y);
        hd_vec2 off = hd_scale(n, c->r / len);
        hd_range cb = {false, false, false, n, nn};
        hd_range ca = {false, false, false, nn, n};
        out[0] = prim_arc(c->b, c->r, cb);
        out[1] = prim_arc(c->a, c->r, ca);
        out[2] = prim_seg(hd_add(c->a, off), hd_add(c->b, off));
        out[3] = prim_seg(hd_sub(c->a, off), hd_sub(c->b, off));
        return 4;
    }
    case HD_ARC:
        return sector_outline(s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end, out);
    case HD_WEDGE:
        return sector_outline(s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end, out);
    default:
        return 0;
    }
}

/* ---- piece against piece ---------------------------------------------------- */

static void put(hd_vec2 *pts, int *np, hd_vec2 p)
{
    for (int i = 0; i < *np; i++)
        if (hd_veq(pts[i], p))
            return;
    if (*np < 4)
        pts[(*np)++] = p;
}

/* The point of an arc along one of its (not necessarily unit) rays. */
static hd_vec2 arc_point(const hd_prim *arc, hd_vec2 ray)
{
    return hd_add(arc->a, hd_scale(ray, arc->r / hypot(ray.x, ray.y)));
}

static bool point_on_arc(hd_vec2 p, const hd_prim *arc)
{
    return hd_sign_dist2_pt(p, arc->a, arc->r, 0) == 0 && hd_in_range(&arc->rg, p, arc->a);
}

static bool seg_seg(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, hd_vec2 *pts, int *np)
{
    if (!hd_segs_meet(a, b, c, d))
        return false;
    int o1 = hd_orient(a, b, c), o2 = hd_orient(a, b, d);
    int o3 = hd_orient(c, d, a), o4 = hd_orient(c, d, b);
    if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
        /* Collinear overlap: the shared piece is [max of mins, min of maxes]
         * along the dominant axis; list its two ends. */
        bool alongx = fabs(b.x - a.x) + fabs(d.x - c.x) >= fabs(b.y - a.y) + fabs(d.y - c.y);
        hd_vec2 lo1 = a, hi1 = b, lo2 = c, hi2 = d, t;
        if (alongx ? (lo1.x > hi1.x || (lo1.x == hi1.x && lo1.y > hi1.y)) : lo1.y > hi1.y) { t = lo1; lo1 = hi1; hi1 = t; }
        if (alongx ? (lo2.x > hi2.x || (lo2.x == hi2.x && lo2.y > hi2.y)) : lo2.y > hi2.y) { t = lo2; lo2 = hi2; hi2 = t; }
        hd_vec2 lo = (alongx ? lo1.x >= lo2.x : lo1.y >= lo2.y) ? lo1 : lo2;
        hd_vec2 hi = (alongx ? hi1.x <= hi2.x : hi1.y <= hi2.y) ? hi1 : hi2;
        put(pts, np, lo);
        put(pts, np, hi);
        return true;
    }
    if (o1 == 0 && hd_point_on_seg(c, a, b)) put(pts, np, c);
    else if (o2 == 0 && hd_point_on_seg(d, a, b)) put(pts, np, d);
    else if (o3 == 0 && hd_point_on_seg(a, c, d)) put(pts, np, a);
    else if (o4 == 0 && hd_point_on_seg(b, c, d)) put(pts, np, b);
    else {
        hd_vec2 r = hd_sub(b, a), s = hd_sub(d, c), w = hd_sub(c, a);
        double t = (w.x * s.y - w.y * s.x) / (r.x * s.y - r.y * s.x);
        put(pts, np, hd_add(a, hd_scale(r, t)));
    }
    return true;
}

/* Segment a..b (a != b) against an arc: roots of |a + t d - o|^2 = R^2 in
 * [0, 1], each kept if its direction from o is in the arc's range. Which
 * roots lie in [0, 1] is decided by exact signs; only the position of a
 * proper crossing is rounded. */
static bool seg_arc(hd_vec2 a, hd_vec2 b, const hd_prim *arc, hd_vec2 *pts, int *np)
{
    static const hd_vec2 zero = {0, 0};
    hd_vec2 o = arc->a;
    double R = arc->r;
    int fa = hd_sign_dist2_pt(a, o, R, 0); /* sign f(0) */
    int fb = hd_sign_dist2_pt(b, o, R, 0); /* sign f(1) */
    if (fa < 0 && fb < 0)
        return false; /* both ends strictly inside the circle */
    /* sign(B^2 - A C) = -sign(cross(d, wa)^2 - R^2 |d|^2) (Lagrange). */
    int disc = -hd_sign_perp2(o, a, b, R, 0);
    if (disc < 0)
        return false;
    bool tv0 = hd_sign_dot_diff(a, o, b, a) <= 0; /* vertex t_v >= 0  <=> B <= 0 */
    bool tv1 = hd_sign_dot_diff(b, o, b, a) >= 0; /* vertex t_v <= 1  <=> A + B >= 0 */
    hd_vec2 d = hd_sub(b, a), wa = hd_sub(a, o);
    double A = d.x * d.x + d.y * d.y;
    double B = d.x * wa.x + d.y * wa.y;
    double C = wa.x * wa.x + wa.y * wa.y - R * R;
    bool hit = false;
    if (disc == 0) {
        /* Tangent at t = -B / A. */
        if (!(tv0 && tv1))
            return false;
        hd_vec2 p;
        bool in;
        if (fa == 0) {
            p = a;
            in = hd_in_range(&arc->rg, a, o);
        } else if (fb == 0) {
            p = b;
            in = hd_in_range(&arc->rg, b, o);
        } else {
            hd_vec2 dir = hd_v(wa.x * A - d.x * B, wa.y * A - d.y * B); /* (foot - o) * A */
            p = hd_add(o, hd_scale(dir, 1.0 / A));
            in = hd_in_range(&arc->rg, dir, zero);
        }
        if (in) {
            put(pts, np, p);
            hit = true;
        }
        return hit;
    }
    /* Two roots t1 < t2; which lie in [0, 1] follows from exact signs. */
    bool t1_in = (fa >= 0 && tv0) && (fb <= 0 || tv1);
    bool t2_in = (fa <= 0 || tv0) && (fb >= 0 && tv1);
    double sq = sqrt(fmax(0.0, B * B - A * C));
    double q = -(B + (B >= 0 ? sq : -sq));
    double r1 = q / A, r2 = q != 0 ? C / q : r1;
    double t1 = fmin(r1, r2), t2 = fmax(r1, r2);
    for (int k = 0; k < 2; k++) {
        if (!(k == 0 ? t1_in : t2_in))
            continue;
        /* exact endpoint roots */
        bool at_a = k == 0 ? (fa == 0 && tv0) : (fa == 0 && !tv0);
        bool at_b = k == 0 ? (fb == 0 && !tv1) : (fb == 0 && tv1);
        hd_vec2 p;
        bool in;
        if (at_a) {
            p = a;
            in = hd_in_range(&arc->rg, a, o);
        } else if (at_b) {
            p = b;
            in = hd_in_range(&arc->rg, b, o);
        } else {
            double t = fmin(1.0, fmax(0.0, k == 0 ? t1 : t2));
            p = hd_add(a, hd_scale(d, t));
            in = hd_in_range(&arc->rg, hd_add(wa, hd_scale(d, t)), zero);
        }
        if (in) {
            put(pts, np, p);
            hit = true;
        }
    }
    return hit;
}

static bool arc_arc(const hd_prim *p, const hd_prim *q, hd_vec2 *pts, int *np)
{
    hd_vec2 o1 = p->a, o2 = q->a;
    double R1 = p->r, R2 = q->r;
    hd_vec2 v = hd_sub(o2, o1);
    if (v.x == 0 && v.y == 0) {
        if (R1 != R2)
            return false;
        /* Same circle: the shared pieces end at the range ends that lie in
         * the other range. Two full circles share everything, no ends. */
        if (p->rg.full && q->rg.full)
            return true;
        static const hd_vec2 zero = {0, 0};
        bool hit = false;
        const hd_prim *arcs[2] = {p, q};
        for (int k = 0; k < 2; k++) {
            const hd_prim *me = arcs[k], *other = arcs[1 - k];
            if (me->rg.full)
                continue;
            hd_vec2 ends[2] = {me->rg.us, me->rg.ue};
            for (int e = 0; e < 2; e++) {
                if (hd_in_range(&other->rg, ends[e], zero)) {
                    put(pts, np, arc_point(me, ends[e]));
                    hit = true;
                }
            }
        }
        return hit;
    }
    int s_out = hd_sign_dist2_pt(o2, o1, R1, R2);
    if (s_out > 0)
        return false;
    int s_in = hd_sign_dist2_pt(o2, o1, R1, -R2);
    if (s_in < 0)
        return false;
    if (s_out == 0 || s_in == 0) {
        /* Tangent: one point on the line of centres. */
        /* Directions from each centre, exact: +-(o2 - o1). */
        bool in1, in2;
        hd_vec2 pt;
        if (s_out == 0) {
            in1 = hd_in_range(&p->rg, o2, o1);
            in2 = hd_in_range(&q->rg, o1, o2);
            pt = hd_add(o1, hd_scale(v, R1 / (R1 + R2)));
        } else if (R1 > R2) {
            in1 = hd_in_range(&p->rg, o2, o1);
            in2 = hd_in_range(&q->rg, o2, o1);
            pt = hd_add(o1, hd_scale(v, R1 / (R1 - R2)));
        } else {
            in1 = hd_in_range(&p->rg, o1, o2);
            in2 = hd_in_range(&q->rg, o1, o2);
            pt = hd_sub(o1, hd_scale(v, R1 / (R2 - R1)));
        }
        if (in1 && in2) {
            put(pts, np, pt);
            return true;
        }
        return false;
    }
    /* Proper crossing: with dd = |v|^2 and K = dd + R1^2 - R2^2, the points
     * are o1 + (K v +- H perp(v)) / (2 dd), H = sqrt(4 dd R1^2 - K^2). */
    double dd = v.x * v.x + v.y * v.y;
    double K = dd + R1 * R1 - R2 * R2;
    double H2 = 4 * dd * R1 * R1 - K * K;
    double H = H2 > 0 ? sqrt(H2) : 0;
    hd_vec2 perp = hd_v(-v.y, v.x);
    static const hd_vec2 zero = {0, 0};
    bool hit = false;
    for (int s = -1; s <= 1; s += 2) {
        hd_vec2 dir1 = hd_add(hd_scale(v, K), hd_scale(perp, s * H));
        hd_vec2 dir2 = hd_add(hd_scale(v, K - 2 * dd), hd_scale(perp, s * H));
        if (hd_in_range(&p->rg, dir1, zero) && hd_in_range(&q->rg, dir2, zero)) {
            put(pts, np, hd_add(o1, hd_scale(dir1, 1.0 / (2 * dd))));
            hit = true;
        }
    }
    return hit;
}

bool hd_prim_meet(const hd_prim *p, const hd_prim *q, hd_vec2 *pts, int *np)
{
    *np = 0;
    if (p->type > q->type) {
        const hd_prim *t = p;
        p = q;
        q = t;
    }
    switch (p->type) {
    case HD_PRIM_POINT: {
        bool on = q->type == HD_PRIM_POINT ? hd_veq(p->a, q->a)
                  : q->type == HD_PRIM_SEG ? hd_point_on_seg(p->a, q->a, q->b)
                                           : point_on_arc(p->a, q);
        if (on)
            put(pts, np, p->a);
        return on;
    }
    case HD_PRIM_SEG:
        if (q->type == HD_PRIM_SEG)
            return seg_seg(p->a, p->b, q->a, q->b, pts, np);
        return seg_arc(p->a, p->b, q, pts, np);
    case HD_PRIM_ARC:
        return arc_arc(p, q, pts, np);
    }
    return false;
}

bool hd_prim_within(const hd_prim *pr, hd_vec2 p, double r)
{
    switch (pr->type) {
    case HD_PRIM_POINT:
        return hd_sign_dist2_pt(p, pr->a, r, 0) <= 0;
    case HD_PRIM_SEG:
        return hd_sign_dist2_seg(p, pr->a, pr->b, r, 0) <= 0;
    case HD_PRIM_ARC: {
        if (hd_in_range(&pr->rg, p, pr->a)) {
            /* distance to the curve is | |p - o| - R |: need (R-r)^2 <= |p - o|^2 <= (R+r)^2 */
            if (hd_sign_dist2_pt(p, pr->a, pr->r, r) > 0)
                return false;
            return pr->r <= r || hd_sign_dist2_pt(p, pr->a, pr->r, -r) >= 0;
        }
        /* Outside the range the nearest point is an end of the arc. */
        hd_vec2 e1 = arc_point(pr, pr->rg.us), e2 = arc_point(pr, pr->rg.ue);
        return hd_sign_dist2_pt(p, e1, r, 0) <= 0 || hd_sign_dist2_pt(p, e2, r, 0) <= 0;
    }
    }
    return false;
}

/* ---- point in shape -------------------------------------------------------- */

static bool point_in_polygon(const hd_polygon *pg, hd_vec2 p)
{
    bool inside = false;
    for (int i = 0, j = pg->n - 1; i < pg->n; j = i++) {
        hd_vec2 a = pg->v[j], b = pg->v[i];
        if (hd_point_on_seg(p, a, b))
            return true;
        if ((a.y > p.y) != (b.y > p.y)) {
            /* The edge crosses the horizontal through p; it is to the right
             * of p iff cross(a - p, b - a) has the sign of (b.y - a.y). */
            int n = hd_sign_cross_diff(a, p, b, a);
            int dsign = b.y > a.y ? 1 : -1;
            if (n == dsign)
                inside = !inside;
        }
    }
    return inside;
}

static bool point_in_sector(hd_vec2 c, double rin, double rout, double start, double end, hd_vec2 p)
{
    if (hd_sign_dist2_pt(p, c, rout, 0) > 0)
        return false;
    if (rin > 0 && hd_sign_dist2_pt(p, c, rin, 0) < 0)
        return false;
    hd_range rg = hd_range_deg(start, end);
    return hd_in_range(&rg, p, c);
}

bool hd_point_in_shape(const hd_shape *s, hd_vec2 p)
{
    switch (s->kind) {
    case HD_POINT:
        return hd_veq(s->point.p, p);
    case HD_CIRCLE:
        return hd_sign_dist2_pt(p, s->circle.c, s->circle.r, 0) <= 0;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        return p.x >= r->x && p.x <= r->x + r->w && p.y >= r->y && p.y <= r->y + r->h;
    }
    case HD_LINE:
        return hd_point_on_seg(p, s->line.a, s->line.b);
    case HD_POLYGON:
        return point_in_polygon(&s->polygon, p);
    case HD_CAPSULE:
        return hd_sign_dist2_seg(p, s->capsule.a, s->capsule.b, s->capsule.r, 0) <= 0;
    case HD_ARC:
        return point_in_sector(s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end, p);
    case HD_WEDGE:
        return point_in_sector(s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end, p);
    default:
        return false;
    }
}
