/*
 * prims.c: outlines (a shape's boundary as points, segments and circular
 * arcs), intersections between outline pieces, and point-in-shape tests.
 * All tests are closed: a point on the boundary belongs to the shape.
 */
#include <math.h>

#include "geom_internal.h"
#include "near_sector.h"

static const hd_vec2 origin = {0, 0};

/* ---- outlines ------------------------------------------------------------- */

static hd_prim prim_point(hd_vec2 p)
{
    return (hd_prim){.type = HD_PRIM_POINT, .a = p, .b = p};
}

static hd_prim prim_seg(hd_vec2 a, hd_vec2 b)
{
    if (hd_veq(a, b))
        return prim_point(a);
    return (hd_prim){.type = HD_PRIM_SEG, .a = a, .b = b};
}

/* True iff a + b is a double (no rounding). */
static bool sum_exact(double a, double b)
{
    double s, t;
    hd_two_sum(a, b, &s, &t);
    return t == 0;
}

/* A radial edge of a sector: a SEG along an axis direction when both its
 * ends are doubles (c and the radii make the sums exact), a RAY piece
 * otherwise (decided on c, the exact direction and the radii, so a radial
 * edge far shorter than an ulp of its centre never collapses to a rounded
 * point). */
static hd_prim prim_radial(hd_vec2 c, hd_vec2 ray, hd_vec2 unit, double rin, double rout)
{
    hd_vec2 a = rin == 0 ? c : hd_add(c, hd_scale(unit, rin));
    hd_vec2 b = hd_add(c, hd_scale(unit, rout));
    if ((ray.x == 0 || ray.y == 0) && sum_exact(c.x, unit.x * rin) && sum_exact(c.y, unit.y * rin) &&
        sum_exact(c.x, unit.x * rout) && sum_exact(c.y, unit.y * rout))
        return prim_seg(a, b);
    return (hd_prim){.type = HD_PRIM_RAY, .a = a, .b = b, .c = c, .ray = ray, .rin = rin, .rout = rout};
}

static hd_prim prim_arc(hd_vec2 c, double r, hd_range rg)
{
    if (r == 0)
        return prim_point(c);
    if (rg.zero) /* a zero-sweep arc is the single point at distance r along its ray */
        return prim_radial(c, rg.us, hd_scale(rg.us, 1 / hypot(rg.us.x, rg.us.y)), r, r);
    return (hd_prim){.type = HD_PRIM_ARC, .a = c, .r = r, .rg = rg};
}

/* A capsule side: axis a..b moved by off (rounded), at signed offset k. */
static hd_prim prim_side(hd_vec2 a, hd_vec2 b, hd_vec2 off, double k)
{
    return (hd_prim){.type = HD_PRIM_SIDE, .a = hd_add(a, off), .b = hd_add(b, off), .c = a, .axis_end = b,
                     .ray = hd_sub(b, a), .rin = k};
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
    hd_vec2 us = hd_dir_of_ray(rg.us), ue = hd_dir_of_ray(rg.ue); /* unit (hd_dir_deg), for the radial pieces */
    if (rg.zero) {
        out[0] = prim_radial(c, rg.us, us, rin, rout);
        return 1;
    }
    int n = 0;
    out[n++] = prim_arc(c, rout, rg);
    if (rin == rout) /* a zero-thickness arc: the curve alone */
        return n;
    if (rin > 0)
        out[n++] = prim_arc(c, rin, rg);
    if (!rg.full) {
        out[n++] = prim_radial(c, rg.us, us, rin, rout);
        out[n++] = prim_radial(c, rg.ue, ue, rin, rout);
    }
    return n;
}

static int outline_few(const hd_shape *s, hd_prim *out);

void hd_outline_init(hd_outline_view *o, const hd_shape *s)
{
    o->v = NULL;
    o->n = outline_few(s, o->few);
    if (s->kind != HD_POLYGON)
        return;
    /* Edges between corners: a vertex where the outline runs straight on
     * (collinear with its neighbours) splits no edge, so collinear input
     * vertices change no hit point. A valid polygon has >= 3 corners. */
    const hd_polygon *pg = &s->polygon;
    const hd_vec2 *v = pg->v;
    int n = pg->n, first = -1, k = 0;
    /* (neighbours without a division: i - 1 and i + 1 wrap by a compare) */
    for (int i = 0; i < n && first < 0; i++)
        if (hd_orient(v[i == 0 ? n - 1 : i - 1], v[i], v[i + 1 == n ? 0 : i + 1]) != 0)
            first = i;
    if (first < 0)
        first = 0;
    o->corner[0] = (unsigned short)first;
    for (int j = 1, i = first + 1 == n ? 0 : first + 1; j <= n; j++, i = i + 1 == n ? 0 : i + 1) {
        if (i != first && hd_orient(v[i == 0 ? n - 1 : i - 1], v[i], v[i + 1 == n ? 0 : i + 1]) == 0)
            continue;
        o->corner[++k] = (unsigned short)i;
    }
    o->v = pg->v;
    o->n = k;
    o->edge = (hd_prim){.type = HD_PRIM_POINT};
}

int hd_outline(const hd_shape *s, hd_prim *out)
{
    hd_outline_view o;
    hd_outline_init(&o, s);
    for (int i = 0; i < o.n; i++)
        out[i] = *hd_outline_piece(&o, i);
    return o.n;
}

/* The pieces of a shape other than a polygon (at most HD_OUTLINE_FEW);
 * 0 for a polygon. */
static int outline_few(const hd_shape *s, hd_prim *out)
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
    case HD_POLYGON:
        return 0;
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
        out[2] = prim_side(c->a, c->b, off, -c->r);
        out[3] = prim_side(c->a, c->b, hd_scale(off, -1), c->r);
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

static void put(hd_meet *m, hd_vec2 p)
{
    for (int i = 0; i < m->n; i++)
        if (hd_veq(m->pts[i], p))
            return;
    if (m->n < 4)
        m->pts[m->n++] = p;
}

/* The crossing of the line through p along a1 - a0 with the line through c
 * along c1 - c0 (not parallel), as p + t (a1 - a0). Both crosses come from
 * exact expansions, so t carries no cancellation error: the point is off by
 * a few ulps of |p| + |t (a1 - a0)|. */
static hd_vec2 line_point(hd_vec2 p, hd_vec2 a1, hd_vec2 a0, hd_vec2 c, hd_vec2 c1, hd_vec2 c0)
{
    double den = hd_cross_diff_approx(a1, a0, c1, c0);
    double t = den != 0 ? hd_cross_diff_approx(c, p, c1, c0) / den : 0;
    return hd_add(p, hd_scale(hd_sub(a1, a0), t));
}

/* The crossing of segment a..b with the line through c along c1 - c0,
 * measured from the nearer end of a..b. */
static hd_vec2 seg_line_point(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 c1, hd_vec2 c0)
{
    double den = hd_cross_diff_approx(b, a, c1, c0);
    double t = den != 0 ? hd_cross_diff_approx(c, a, c1, c0) / den : 0;
    if (t <= 0.5)
        return hd_add(a, hd_scale(hd_sub(b, a), fmax(0.0, t)));
    double u = den != 0 ? hd_cross_diff_approx(c, b, c1, c0) / den : 0; /* t - 1 */
    return hd_add(b, hd_scale(hd_sub(b, a), fmin(0.0, u)));
}

static double seg_len(hd_vec2 a, hd_vec2 b) { return hypot(b.x - a.x, b.y - a.y); }

/* seg_len(a, b) <= seg_len(c, d), the same answer, mostly without the
 * hypots: each rounded square is within 3 ulps of the exact squared
 * length, each hypot within one ulp of the exact length, so squares apart
 * by more than a factor 1 + 1e-12 order the two hypots the same way. No
 * square overflows within HD_COORD_MAX; squares below 2^-960 (where an
 * underflow could lose the bound) go to the hypots. */
static bool seg_not_longer(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d)
{
    double ux = b.x - a.x, uy = b.y - a.y, vx = d.x - c.x, vy = d.y - c.y;
    double u2 = ux * ux + uy * uy, v2 = vx * vx + vy * vy;
    if (u2 >= 0x1p-960 && v2 >= 0x1p-960) { /* (derived points, e.g. a capsule's sides: far from underflow) */
        if (u2 < v2 * (1 - 1e-12))
            return true;
        if (u2 > v2 * (1 + 1e-12))
            return false;
    }
    return hypot(ux, uy) <= hypot(vx, vy);
}

/* The point of an arc along one of its (not necessarily unit) rays. */
/* Records p when on is true; returns on. */
static bool hit_at(bool on, hd_vec2 p, hd_meet *m)
{
    if (on)
        put(m, p);
    return on;
}

static hd_vec2 arc_point(const hd_prim *arc, hd_vec2 ray)
{
    return hd_add(arc->a, hd_scale(ray, arc->r / hypot(ray.x, ray.y)));
}

/* Lenient mode only: x, a ROUNDED crossing, lies within 1e-13 (relative)
 * of end e1 or e2 of the piece it was tested against. */
static bool near_end(const hd_meet *m, hd_vec2 x, hd_vec2 e1, hd_vec2 e2, double size)
{
    if (!m->lenient)
        return false;
    double tol = 1e-13 * (fmax(fabs(x.x), fabs(x.y)) + size);
    return (fabs(x.x - e1.x) <= tol && fabs(x.y - e1.y) <= tol) || (fabs(x.x - e2.x) <= tol && fabs(x.y - e2.y) <= tol);
}

/* An arc's range test for a rounded point x with direction dir from the
 * centre, lenient at the arc's ends in lenient mode. */
static bool arc_takes(const hd_meet *m, const hd_prim *arc, hd_vec2 dir, hd_vec2 x)
{
    if (hd_dir_in_range(&arc->rg, dir))
        return true;
    return !arc->rg.full && near_end(m, x, arc_point(arc, arc->rg.us), arc_point(arc, arc->rg.ue), arc->r);
}

static bool point_on_arc(hd_vec2 p, const hd_prim *arc)
{
    return hd_sign_dist2_pt(p, arc->a, arc->r, 0) == 0 && hd_in_range(&arc->rg, p, arc->a);
}

static bool seg_seg(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, hd_meet *m)
{
    /* a != b and c != d: outline segments are never degenerate. */
    int o[4];
    if (!hd_segs_meet_o(a, b, c, d, o))
        return false;
    if (m->decide)
        return true; /* the rest only finds the point to list */
    if (o[0] == 0 && o[1] == 0 && o[2] == 0 && o[3] == 0) {
        /* Collinear overlap: order c, d along a->b, then the shared piece
         * runs from the later start to the earlier end (exact dots). */
        if (hd_sign_dot_diff(d, c, b, a) < 0) {
            hd_vec2 t = c;
            c = d;
            d = t;
        }
        put(m, hd_sign_dot_diff(c, a, b, a) > 0 ? c : a);
        put(m, hd_sign_dot_diff(d, b, b, a) < 0 ? d : b);
        return true;
    }
    if (o[0] == 0 && hd_point_on_seg(c, a, b)) put(m, c);
    else if (o[1] == 0 && hd_point_on_seg(d, a, b)) put(m, d);
    else if (o[2] == 0 && hd_point_on_seg(a, c, d)) put(m, a);
    else if (o[3] == 0 && hd_point_on_seg(b, c, d)) put(m, b);
    else if (seg_not_longer(a, b, c, d)) /* on the shorter segment */
        put(m, seg_line_point(a, b, c, d, c));
    else
        put(m, seg_line_point(c, d, a, b, a));
    return true;
}

/* Which roots t1 <= t2 of a circle's quadratic along a piece [0, 1] lie
 * on it, and which sit exactly at its start a or its end b: from the signs
 * of f (|x - o|^2 - R^2) at the ends, fa and fb, and whether the vertex of
 * the quadratic is at or past the start (tv0) and at or before the end
 * (tv1). Shared by seg_arc and ray_arc_cross. */
typedef struct roots_on {
    bool in[2], at_a[2], at_b[2];
} roots_on;

static roots_on roots_on_piece(int fa, int fb, bool tv0, bool tv1)
{
    roots_on q;
    q.in[0] = (fa >= 0 && tv0) && (fb <= 0 || tv1);
    q.in[1] = (fa <= 0 || tv0) && (fb >= 0 && tv1);
    q.at_a[0] = fa == 0 && tv0;
    q.at_a[1] = fa == 0 && !tv0;
    q.at_b[0] = fb == 0 && !tv1;
    q.at_b[1] = fb == 0 && tv1;
    return q;
}

/* Segment a..b (a != b) against an arc: roots of |a + t d - o|^2 = R^2 in
 * [0, 1], each kept if its direction from o is in the arc's range. Which
 * roots lie in [0, 1] is decided by exact signs; only the position of a
 * proper crossing is rounded. */
static bool seg_arc(hd_vec2 a, hd_vec2 b, const hd_prim *arc, hd_meet *m)
{
    /* A segment whose ends are one point (a capsule side far shorter than
     * its offset rounds to one) is that point: no direction to divide by. */
    if (hd_veq(a, b))
        return hit_at(point_on_arc(a, arc), a, m);
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
    /* The roots on the segment, from exact signs: the tangent point (one
     * root, s = 1) or t1 < t2 of the two crossings. */
    roots_on q = roots_on_piece(fa, fb, tv0, tv1);
    if (disc == 0) {
        q.in[0] = false;
        q.in[1] = tv0 && tv1;
        q.at_a[1] = fa == 0;
        q.at_b[1] = fb == 0;
    }
    if (!q.in[0] && !q.in[1])
        return false;
    /* Positions are measured from the centre: with u the unit direction of
     * the segment and n across it, o - a = alpha u + beta n, the foot of o on
     * the line is f = o - beta n, and the crossings are f -+ h u with
     * h = sqrt((R - |beta|)(R + |beta|)). beta comes from an exact cross, so
     * nothing cancels, however long the segment. They are computed only
     * where they are listed or where the exact range test of a root cannot
     * decide (m->decide: only the answer is wanted). */
    bool placed = false;
    hd_vec2 u = {0, 0}, foot_dir = {0, 0};
    double h = 0;
    bool hit = false;
    for (int k = 0; k < 2; k++) {
        if (!q.in[k])
            continue;
        int s = k == 0 ? -1 : 1;
        hd_vec2 p = {0, 0};
        /* In the range? At an end, exactly on the end; a proper root,
         * when deciding, exactly on a, b and the arc (near_sector.c) where
         * the numbers allow; else (listing, lenient) on the rounded crossing
         * p (arc_takes). */
        int in = q.at_a[k]   ? hd_in_range(&arc->rg, a, o)
                 : q.at_b[k] ? hd_in_range(&arc->rg, b, o)
                 : m->lenient ? -1
                              : hd__seg_root_in_range(a, b, o, R, &arc->rg, s);
        if (q.at_a[k] || q.at_b[k])
            p = q.at_a[k] ? a : b;
        else if (in < 0 || !m->decide) {
            if (!placed) {
                hd_vec2 d = hd_sub(b, a);
                double len = hypot(d.x, d.y);
                u = hd_v(d.x / len, d.y / len);
                hd_vec2 n = hd_v(-u.y, u.x);
                double beta = hd_cross_diff_approx(b, a, o, a) / len;
                double ab = fmin(fabs(beta), R);
                h = disc == 0 ? 0 : sqrt((R - ab) * (R + ab));
                foot_dir = hd_scale(n, -beta); /* f - o */
                placed = true;
            }
            hd_vec2 dir = disc == 0 ? foot_dir : hd_add(foot_dir, hd_scale(u, s * h)); /* p - o */
            p = hd_add(o, dir);
            if (in < 0)
                in = arc_takes(m, arc, dir, p);
        }
        if (in == 1) {
            if (m->decide)
                return true;
            put(m, p);
            hit = true;
        }
    }
    return hit;
}

/* The ends of either arc that lie on the other arc (on its circle and in
 * its range), decided exactly on the end rays; each is recorded. For two
 * arcs of one circle these are the ends of their shared pieces. */
static bool arc_ends_on(const hd_prim *p, const hd_prim *q, hd_meet *m)
{
    bool hit = false;
    const hd_prim *arcs[2] = {p, q};
    for (int k = 0; k < 2; k++) {
        const hd_prim *me = arcs[k], *other = arcs[1 - k];
        if (me->rg.full)
            continue;
        hd_vec2 ends[2] = {me->rg.us, me->rg.ue};
        for (int e = 0; e < 2; e++)
            if (hd_sign_dist2_ray_point(ends[e], me->a, me->r, other->a, other->r) == 0 &&
                hd_raypoint_in_range(&other->rg, other->a, ends[e], me->a, me->r)) {
                put(m, arc_point(me, ends[e]));
                hit = true;
            }
    }
    return hit;
}

static bool arc_arc(const hd_prim *p, const hd_prim *q, hd_meet *m)
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
        return arc_ends_on(p, q, m);
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
            put(m, pt);
            return true;
        }
        return false;
    }
    /* An end of either arc that lies exactly on the other circle is a
     * crossing found exactly (the rounded crossings below may fall just
     * outside the range there). */
    bool hit = arc_ends_on(p, q, m);
    /* Proper crossing, measured from the centre of the smaller circle c1
     * (radius r1): with L = |c2 - c1| and K = L^2 + r1^2 - r2^2 (from an
     * exact expansion), the chord is at al = K / (2 L) along c2 - c1 and
     * the points are h = sqrt((r1 - al)(r1 + al)) either side of it. */
    const hd_prim *s1 = p, *s2 = q;
    /* the smaller circle first; equal radii in a fixed order of the
     * centres, so that both argument orders round the same way */
    if (q->r < p->r || (q->r == p->r && (q->a.x < p->a.x || (q->a.x == p->a.x && q->a.y < p->a.y)))) {
        s1 = q;
        s2 = p;
    }
    hd_vec2 w = hd_sub(s2->a, s1->a);
    double L = hypot(w.x, w.y), r1 = s1->r;
    double al = hd_power_approx(s2->a, s1->a, r1, s2->r) / (2 * L);
    al = fmax(-r1, fmin(r1, al));
    double H = sqrt((r1 - al) * (r1 + al));
    hd_vec2 uv = hd_v(w.x / L, w.y / L), nv = hd_v(-uv.y, uv.x);
    for (int sg = -1; sg <= 1; sg += 2) {
        hd_vec2 dir1 = hd_add(hd_scale(uv, al), hd_scale(nv, sg * H)); /* x - c1 */
        hd_vec2 x = hd_add(s1->a, dir1);
        hd_vec2 dir2 = hd_sub(dir1, w); /* x - c2 */
        (void)dir2;
        if (hd_circles_cross_in_ranges(s1->a, s1->r, &s1->rg, s2->a, s2->r, &s2->rg, sg)) {
            put(m, x);
            hit = true;
        }
    }
    return hit;
}

/* ---- radial pieces ---------------------------------------------------------- */

static bool point_on_ray(hd_vec2 p, const hd_prim *r)
{
    return hd_sign_cross_diff(r->ray, origin, p, r->c) == 0 && hd_sign_along(r->ray, r->c, p, r->rin, 0) >= 0 &&
           hd_sign_along(r->ray, r->c, p, r->rout, 0) <= 0;
}

/* The point of the ray at distance t from its centre (rounded unless 0). */
static hd_vec2 ray_point(const hd_prim *r, double t)
{
    if (t == r->rin)
        return r->a;
    if (t == r->rout)
        return r->b;
    return hd_add(r->c, hd_scale(r->ray, t / hypot(r->ray.x, r->ray.y)));
}

static bool seg_ray(hd_vec2 a, hd_vec2 b, const hd_prim *r, hd_meet *m)
{
    int sa = hd_sign_cross_diff(r->ray, origin, a, r->c);
    int sb = hd_sign_cross_diff(r->ray, origin, b, r->c);
    if (sa * sb > 0)
        return false;
    if (sa == 0 && sb == 0) {
        /* On the ray's line: overlap [max(lo, rin), min(hi, rout)] along it. */
        hd_vec2 lo = a, hi = b;
        if (hd_sign_dot_diff(r->ray, origin, b, a) < 0) {
            lo = b;
            hi = a;
        }
        if (hd_sign_along(r->ray, r->c, hi, r->rin, 0) < 0 || hd_sign_along(r->ray, r->c, lo, r->rout, 0) > 0)
            return false;
        put(m, hd_sign_along(r->ray, r->c, lo, r->rin, 0) >= 0 ? lo : r->a);
        put(m, hd_sign_along(r->ray, r->c, hi, r->rout, 0) <= 0 ? hi : r->b);
        return true;
    }
    hd_vec2 x;
    if (sa == 0)
        x = a;
    else if (sb == 0)
        x = b;
    else if (hd_orient(a, b, r->c) == 0)
        x = r->c; /* the segment runs through the centre */
    else {
        /* A proper crossing of the line: within the edge's extent decided
         * exactly on the segment's ends; its listed position is rounded
         * (not needed when deciding a crossing off the extent). */
        bool within = hd_sign_seg_cross_along(r->ray, r->c, a, b, r->rin) >= 0 &&
                      hd_sign_seg_cross_along(r->ray, r->c, a, b, r->rout) <= 0;
        if (!within && !m->lenient)
            return false;
        if (within && m->decide)
            return true;
        x = seg_len(a, b) <= r->rout ? seg_line_point(a, b, r->c, r->ray, origin)
                                     : line_point(r->c, r->ray, origin, a, b, a);
        if (within || near_end(m, x, r->a, r->b, r->rout)) {
            put(m, x);
            return true;
        }
        return false;
    }
    if (!point_on_ray(x, r))
        return false;
    put(m, x);
    return true;
}

/* An end of a radial piece: the point at distance t from its centre. */
typedef struct ray_end {
    const hd_prim *pc;
    double t;
} ray_end;

/* sign(s(e) - s(f)) for positions s along p's ray, where q lies on the same
 * line with direction sign sigma: s = t on p, s = s0 + sigma t on q, s0 the
 * position of q's centre. Exact. */
static int end_cmp(const hd_prim *p, int sigma, ray_end e, ray_end f)
{
    if (e.pc == f.pc) {
        int s = (e.t > f.t) - (e.t < f.t);
        return e.pc == p ? s : sigma * s;
    }
    if (e.pc != p)
        return -end_cmp(p, sigma, f, e);
    /* e.t - s0 - sigma f.t = -(s0 - (e.t - sigma f.t)) */
    return -hd_sign_along(p->ray, p->c, f.pc->c, e.t, -sigma * f.t);
}

/* Two radial pieces on one line with different centres: the overlap of
 * their extents, compared exactly along the line. */
static bool rays_collinear(const hd_prim *p, const hd_prim *q, hd_meet *m)
{
    int sigma = hd_sign_dot_diff(p->ray, origin, q->ray, origin) > 0 ? 1 : -1;
    ray_end a1 = {p, p->rin}, b1 = {p, p->rout};
    ray_end a2 = {q, sigma > 0 ? q->rin : q->rout}, b2 = {q, sigma > 0 ? q->rout : q->rin};
    ray_end lo = end_cmp(p, sigma, a1, a2) >= 0 ? a1 : a2;
    ray_end hi = end_cmp(p, sigma, b1, b2) <= 0 ? b1 : b2;
    if (end_cmp(p, sigma, lo, hi) > 0)
        return false;
    put(m, ray_point(lo.pc, lo.t));
    put(m, ray_point(hi.pc, hi.t));
    return true;
}

static bool ray_ray(const hd_prim *p, const hd_prim *q, hd_meet *m)
{
    if (hd_veq(p->c, q->c)) {
        /* One centre: the same direction overlaps on [max rin, min rout];
         * otherwise the edges can share only the centre. */
        if (hd_sign_cross_diff(p->ray, origin, q->ray, origin) == 0 && hd_sign_dot_diff(p->ray, origin, q->ray, origin) > 0) {
            double lo = fmax(p->rin, q->rin), hi = fmin(p->rout, q->rout);
            if (lo > hi)
                return false;
            put(m, ray_point(lo == p->rin ? p : q, lo));
            put(m, ray_point(hi == p->rout ? p : q, hi));
            return true;
        }
        if (p->rin == 0 && q->rin == 0) {
            put(m, p->c);
            return true;
        }
        return false;
    }
    if (hd_sign_cross_diff(p->ray, origin, q->ray, origin) == 0 && hd_sign_cross_diff(p->ray, origin, q->c, p->c) == 0)
        return rays_collinear(p, q, m);
    if (hd_sign_cross_diff(p->ray, origin, q->ray, origin) == 0)
        return false; /* parallel lines */
    /* Both rays exact: the crossing of their lines lies within both
     * extents, each decided on the centres and directions, so the answer
     * does not depend on which piece comes first. */
    if (hd_sign_ray_cross_along(p->ray, p->c, q->ray, q->c, p->rin) < 0 ||
        hd_sign_ray_cross_along(p->ray, p->c, q->ray, q->c, p->rout) > 0 ||
        hd_sign_ray_cross_along(q->ray, q->c, p->ray, p->c, q->rin) < 0 ||
        hd_sign_ray_cross_along(q->ray, q->c, p->ray, p->c, q->rout) > 0)
        return false;
    const hd_prim *near = p->rout <= q->rout ? p : q, *far = near == p ? q : p;
    put(m, line_point(near->c, near->ray, origin, far->c, far->ray, origin));
    return true;
}

/* The radial edge r against the arc whose circle its line crosses
 * properly: the roots of |c + s u / |u| - o|^2 = R^2 in [rin, rout], each
 * kept if its direction from o is in the arc's range, all decided exactly
 * on the centre, the exact ray and the radii (as seg_arc decides a
 * segment on its ends), never on the edge's rounded ends a, b (rounding
 * c + rout u / |u| moves the line by up to an ulp of c, which can carry a
 * near-tangent line across the circle). Only the listed points are
 * rounded, placed as seg_arc places them on a..b. */
static bool ray_arc_cross(const hd_prim *r, const hd_prim *arc, hd_meet *m)
{
    hd_vec2 o = arc->a;
    double R = arc->r;
    int fa = hd_sign_dist2_ray_point(r->ray, r->c, r->rin, o, R);  /* sign f(rin) */
    int fb = hd_sign_dist2_ray_point(r->ray, r->c, r->rout, o, R); /* sign f(rout) */
    if (fa < 0 && fb < 0)
        return false; /* both ends strictly inside the circle */
    bool tv0 = hd_sign_along(r->ray, r->c, o, r->rin, 0) >= 0;  /* vertex s_v >= rin */
    bool tv1 = hd_sign_along(r->ray, r->c, o, r->rout, 0) <= 0; /* vertex s_v <= rout */
    roots_on q = roots_on_piece(fa, fb, tv0, tv1);
    if (!q.in[0] && !q.in[1])
        return false;
    /* Positions (rounded), as seg_arc's on the rounded ends. */
    hd_vec2 a = r->a, b = r->b, d = hd_sub(b, a);
    double len = hypot(d.x, d.y);
    hd_vec2 u = len > 0 ? hd_v(d.x / len, d.y / len) : hd_v(0, 0), n = hd_v(-u.y, u.x);
    double beta = len > 0 ? hd_cross_diff_approx(b, a, o, a) / len : 0;
    double ab = fmin(fabs(beta), R);
    double h = sqrt((R - ab) * (R + ab));
    hd_vec2 foot_dir = hd_scale(n, -beta); /* f - o */
    bool hit = false;
    for (int k = 0; k < 2; k++) {
        if (!q.in[k])
            continue;
        bool at_a = q.at_a[k], at_b = q.at_b[k];
        hd_vec2 p;
        bool in;
        if (at_a || at_b) {
            p = at_a ? a : b;
            in = hd_raypoint_in_range(&arc->rg, o, r->ray, r->c, at_a ? r->rin : r->rout);
        } else {
            hd_vec2 dir = len > 0 ? hd_add(foot_dir, hd_scale(u, k == 0 ? -h : h)) : hd_sub(a, o); /* p - o */
            p = len > 0 ? hd_add(o, dir) : a;
            int ex = m->lenient ? -1 : hd__ray_root_in_range(r->ray, r->c, o, R, &arc->rg, k == 0 ? -1 : 1);
            in = ex >= 0 ? ex == 1 : arc_takes(m, arc, dir, p);
        }
        if (in) {
            put(m, p);
            hit = true;
        }
    }
    return hit;
}

static bool ray_arc(const hd_prim *r, const hd_prim *arc, hd_meet *m)
{
    if (hd_veq(r->c, arc->a)) {
        /* Concentric: the edge crosses the circle at distance R, exactly. */
        if (r->rin <= arc->r && arc->r <= r->rout && hd_dir_in_range(&arc->rg, r->ray)) {
            put(m, ray_point(r, arc->r));
            return true;
        }
        return false;
    }
    if (r->rin == r->rout) { /* a single point: on the circle decided exactly */
        if (hd_sign_dist2_ray_point(r->ray, r->c, r->rin, arc->a, arc->r) != 0)
            return false;
        return hit_at(hd_raypoint_in_range(&arc->rg, arc->a, r->ray, r->c, r->rin), r->a, m);
    }
    int g = hd_sign_perp_ray(r->ray, r->c, arc->a, arc->r); /* line vs circle, exact */
    if (g > 0)
        return false;
    if (g == 0) {
        /* Tangent: the foot of o on the edge's line, if within the edge;
         * its direction from o is across the ray, exactly. */
        if (hd_sign_along(r->ray, r->c, arc->a, r->rin, 0) < 0 || hd_sign_along(r->ray, r->c, arc->a, r->rout, 0) > 0)
            return false;
        hd_vec2 dir = hd_sign_cross_diff(r->ray, origin, arc->a, r->c) > 0 ? hd_v(r->ray.y, -r->ray.x)
                                                                            : hd_v(-r->ray.y, r->ray.x);
        if (!hd_dir_in_range(&arc->rg, dir))
            return false;
        put(m, hd_add(arc->a, hd_scale(dir, arc->r / hypot(dir.x, dir.y))));
        return true;
    }
    return ray_arc_cross(r, arc, m);
}

/* ---- capsule sides ----------------------------------------------------------- */

/* Is p's projection on the axis within the side's extent? (exact) */
static bool side_spans(const hd_prim *s, hd_vec2 p)
{
    return hd_sign_dot_diff(p, s->c, s->axis_end, s->c) >= 0 && hd_sign_dot_diff(p, s->axis_end, s->axis_end, s->c) <= 0;
}

static bool point_on_side(hd_vec2 p, const hd_prim *s)
{
    return hd_sign_offset(s->c, s->axis_end, p, s->rin, 0) == 0 && side_spans(s, p);
}

static bool seg_side(hd_vec2 a, hd_vec2 b, const hd_prim *s, hd_meet *m)
{
    int ga = hd_sign_offset(s->c, s->axis_end, a, s->rin, 0);
    int gb = hd_sign_offset(s->c, s->axis_end, b, s->rin, 0);
    if (ga * gb > 0)
        return false;
    if (ga == 0 && gb == 0) {
        /* On the side's line: overlap of the two extents along the axis. */
        hd_vec2 lo = a, hi = b;
        if (hd_sign_dot_diff(b, a, s->axis_end, s->c) < 0) {
            lo = b;
            hi = a;
        }
        if (hd_sign_dot_diff(hi, s->c, s->axis_end, s->c) < 0 ||
            hd_sign_dot_diff(lo, s->axis_end, s->axis_end, s->c) > 0)
            return false;
        put(m, hd_sign_dot_diff(lo, s->c, s->axis_end, s->c) >= 0 ? lo : s->a);
        put(m, hd_sign_dot_diff(hi, s->axis_end, s->axis_end, s->c) <= 0 ? hi : s->b);
        return true;
    }
    if (ga == 0 || gb == 0) {
        hd_vec2 x = ga == 0 ? a : b;
        if (!side_spans(s, x))
            return false;
        put(m, x);
        return true;
    }
    /* A proper crossing of the side's line: its position is rounded. */
    hd_vec2 x = seg_len(a, b) <= seg_len(s->a, s->b) ? seg_line_point(a, b, s->a, s->axis_end, s->c)
                                                     : line_point(s->a, s->axis_end, s->c, a, b, a);
    if (!side_spans(s, x) && !near_end(m, x, s->a, s->b, seg_len(s->a, s->b)))
        return false;
    put(m, x);
    return true;
}

static bool side_arc(const hd_prim *s, const hd_prim *arc, hd_meet *m)
{
    /* The circle meets the side's line iff k - R <= f(o) <= k + R, with f
     * the signed distance from the axis: decided exactly. */
    int g1 = hd_sign_offset(s->c, s->axis_end, arc->a, s->rin, -arc->r);
    int g2 = hd_sign_offset(s->c, s->axis_end, arc->a, s->rin, arc->r);
    if (g1 < 0 || g2 > 0)
        return false;
    if (g1 == 0 || g2 == 0) {
        /* Tangent: the point is o moved by R across the axis direction; its
         * direction from o is exact, its position rounded. */
        hd_vec2 dir = g2 == 0 ? hd_v(s->ray.y, -s->ray.x) : hd_v(-s->ray.y, s->ray.x);
        if (!side_spans(s, arc->a) || !hd_dir_in_range(&arc->rg, dir))
            return false;
        put(m, hd_add(arc->a, hd_scale(dir, arc->r / hypot(dir.x, dir.y))));
        return true;
    }
    return seg_arc(s->a, s->b, arc, m);
}

bool hd_prim_meet(const hd_prim *p, const hd_prim *q, hd_meet *m)
{
    m->n = 0;
    if (p->type > q->type) {
        const hd_prim *t = p;
        p = q;
        q = t;
    }
    switch (p->type) {
    case HD_PRIM_POINT: {
        bool on = q->type == HD_PRIM_POINT ? hd_veq(p->a, q->a)
                  : q->type == HD_PRIM_SEG ? hd_point_on_seg(p->a, q->a, q->b)
                  : q->type == HD_PRIM_RAY ? point_on_ray(p->a, q)
                  : q->type == HD_PRIM_SIDE ? point_on_side(p->a, q)
                                            : point_on_arc(p->a, q);
        return hit_at(on, p->a, m);
    }
    case HD_PRIM_SEG:
        if (q->type == HD_PRIM_SEG) {
            /* seg_seg's own first test, read in place: most pairs of pieces
             * end here, without passing four points by value */
            if (hd_max(p->a.x, p->b.x) < hd_min(q->a.x, q->b.x) || hd_max(q->a.x, q->b.x) < hd_min(p->a.x, p->b.x) ||
                hd_max(p->a.y, p->b.y) < hd_min(q->a.y, q->b.y) || hd_max(q->a.y, q->b.y) < hd_min(p->a.y, p->b.y))
                return false;
            return seg_seg(p->a, p->b, q->a, q->b, m);
        }
        if (q->type == HD_PRIM_RAY)
            return seg_ray(p->a, p->b, q, m);
        if (q->type == HD_PRIM_SIDE)
            return seg_side(p->a, p->b, q, m);
        return seg_arc(p->a, p->b, q, m);
    case HD_PRIM_RAY:
        if (q->type == HD_PRIM_RAY)
            return ray_ray(p, q, m);
        if (q->type == HD_PRIM_SIDE) /* rounded side against the exact edge */
            return seg_ray(q->a, q->b, p, m);
        return ray_arc(p, q, m);
    case HD_PRIM_SIDE:
        if (q->type == HD_PRIM_SIDE) /* two sides: on their rounded ends */
            return seg_seg(p->a, p->b, q->a, q->b, m);
        return side_arc(p, q, m);
    case HD_PRIM_ARC:
        return arc_arc(p, q, m);
    }
    return false;
}

bool hd_prim_within(const hd_prim *pr, hd_vec2 p, double r)
{
    switch (pr->type) {
    case HD_PRIM_POINT:
        return hd_sign_dist2_pt(p, pr->a, r, 0) <= 0;
    case HD_PRIM_SEG:
    case HD_PRIM_SIDE: /* a side on its rounded ends (sectors have none) */
        return hd_sign_dist2_seg(p, pr->a, pr->b, r, 0) <= 0;
    case HD_PRIM_RAY: {
        bool past_in = hd_sign_along(pr->ray, pr->c, p, pr->rin, 0) >= 0;
        bool before_out = hd_sign_along(pr->ray, pr->c, p, pr->rout, 0) <= 0;
        if (past_in && before_out) /* the foot is on the edge */
            return hd_sign_perp_ray(pr->ray, pr->c, p, r) <= 0;
        return hd_sign_dist2_ray_point(pr->ray, pr->c, past_in ? pr->rout : pr->rin, p, r) <= 0;
    }
    case HD_PRIM_ARC: {
        if (hd_in_range(&pr->rg, p, pr->a)) {
            /* distance to the curve is | |p - o| - R |: need (R-r)^2 <= |p - o|^2 <= (R+r)^2 */
            if (hd_sign_dist2_pt(p, pr->a, pr->r, r) > 0)
                return false;
            return pr->r <= r || hd_sign_dist2_pt(p, pr->a, pr->r, -r) >= 0;
        }
        /* Outside the range the nearest point is an end of the arc. */
        return hd_sign_dist2_ray_point(pr->rg.us, pr->a, pr->r, p, r) <= 0 ||
               hd_sign_dist2_ray_point(pr->rg.ue, pr->a, pr->r, p, r) <= 0;
    }
    }
    return false;
}

/* ---- point in shape -------------------------------------------------------- */

bool hd_point_in_rect(const hd_rect *r, hd_vec2 p)
{
    return hd_point_rect(&(hd_point){p}, r); /* x <= p.x <= x + w, the far edge never rounded */
}

/* The crossing-number path of hd_point_polygon (typed.h): any simple
 * polygon, on the outline counts. */
bool hd__point_polygon_general(const hd_polygon *pg, hd_vec2 p)
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
    case HD_RECT:
        return hd_point_in_rect(&s->rect, p);
    case HD_LINE:
        return hd_point_on_seg(p, s->line.a, s->line.b);
    case HD_POLYGON:
        return hd_point_polygon(&(hd_point){p}, &s->polygon);
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
