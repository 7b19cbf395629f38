/*
 * reference.c: the one generic reference path (hd_collide_reference): some
 * piece of a's outline meets some piece of b's, or a witness point of one
 * lies in the other. Slower than the table's functions; the tests check
 * every cell against it.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hd_pairs.h"
#include "near_sector.h"

/* ---- the reference path ---------------------------------------------------- */

/* Witnesses. If the outlines do not meet, each connected component of one
 * outline lies wholly inside or wholly outside the other shape, and the
 * shapes share a point iff some component lies inside. A witness of a
 * component is an exact point of the shape that is inside the other shape
 * whenever the component is (or else a component of the other outline lies
 * inside this shape, and that one's witness shows it): the vertex or start
 * of a point, line, polygon or rect, the axis start of a capsule, the centre
 * of a circle or of a sector without a hole.
 *
 * A sector with a hole has no exact point of its outline in general. When
 * it is not a full ring it is simply connected, and then any double point q
 * of the closed sector itself will do, checked exactly to lie in it: if its
 * outline lies inside the other shape o and the outlines do not meet, the
 * whole sector lies in o (or o's hole lies in the sector, and o's inner
 * circle's witness shows that), and if the outline lies outside o, either
 * the sector and o are apart (q is outside o) or o lies inside the sector
 * (o's witness shows it). Candidates are rounded points of the sector,
 * tried in turn. A full ring has two components, each needing a point on
 * its circle: a rounded point of the circle that no piece of o comes near
 * (within 1e-13 of its size), so that rounding cannot move it across o's
 * outline, else the circle's point at 0 degrees decided exactly where it
 * can be (corner_in). A sector so small against its coordinates that no
 * candidate works falls back to such a robust rounded point, then to its
 * first corner, decided by corner_in. */
static bool robust_sample(hd_vec2 p, double scale, hd_outline_view *po)
{
    double d = 1e-13 * scale;
    for (int i = 0; i < po->n; i++)
        if (hd_prim_within(hd_outline_piece(po, i), p, d))
            return false;
    return true;
}

/* The sector corner q = c + t ray / |ray| (not a double in general) lies in
 * o: exact for a shape without interior (the outlines were compared
 * exactly, so no component can lie inside it), a circle and a rect; for the
 * other kinds its rounded position q0. */
/* sign(q - v) for q = x + xe, exact. */
static int xcmp(double x, double xe, double v) { return hd_sign_sub2(x, v, -xe); }

/* The closed polygon contains the two-term point p (crossing number with
 * exact comparisons; on an edge counts). */
static bool xpoint_in_polygon(const hd_polygon *pg, hd_xpt p)
{
    bool inside = false;
    for (int i = 0, j = pg->n - 1; i < pg->n; j = i++) {
        hd_vec2 a = pg->v[j], b = pg->v[i];
        int o = hd_xorient(a, b, p);
        int ya = xcmp(p.y, p.ye, a.y), yb = xcmp(p.y, p.ye, b.y); /* sign(p.y - a.y), ... */
        if (o == 0 && ya * yb <= 0 && xcmp(p.x, p.xe, a.x) * xcmp(p.x, p.xe, b.x) <= 0)
            return true;
        if ((ya < 0) != (yb < 0)) { /* a.y > p.y differs from b.y > p.y */
            int dsign = b.y > a.y ? 1 : -1;
            if (o == dsign)
                inside = !inside;
        }
    }
    return inside;
}

static bool corner_in(hd_vec2 ray, hd_vec2 c, double t, const hd_shape *o, hd_vec2 q0)
{
    if (ray.x == 0 || ray.y == 0) { /* along an axis: the point is c plus a double, exactly */
        double sx = ray.x > 0 ? t : ray.x < 0 ? -t : 0, sy = ray.y > 0 ? t : ray.y < 0 ? -t : 0;
        hd_xpt p = {c.x, sx, c.y, sy};
        if (o->kind == HD_POLYGON)
            return xpoint_in_polygon(&o->polygon, p);
        if (o->kind == HD_CAPSULE && o->capsule.r > 0)
            return hd_xsign_dist2_seg(p, o->capsule.a, o->capsule.b, o->capsule.r) <= 0;
    }
    switch (o->kind) {
    case HD_POINT:
    case HD_LINE:
        return false;
    case HD_CIRCLE:
        return hd_sign_dist2_ray_point(ray, c, t, o->circle.c, o->circle.r) <= 0;
    case HD_CAPSULE:
        if (o->capsule.r == 0)
            return false;
        break;
    case HD_RECT: {
        const hd_rect *r = &o->rect;
        if (r->w == 0 || r->h == 0)
            return false;
        double X, Xe, Y, Ye;
        hd_split_sum(r->x, r->w, &X, &Xe);
        hd_split_sum(r->y, r->h, &Y, &Ye);
        return hd_xsign_along(ray, c, t, r->x, 0, false) >= 0 && hd_xsign_along(ray, c, t, X, Xe, false) <= 0 &&
               hd_xsign_along(ray, c, t, r->y, 0, true) >= 0 && hd_xsign_along(ray, c, t, Y, Ye, true) <= 0;
    }
    default:
        break;
    }
    return hd_point_in_shape(o, q0);
}

static bool witness_in(const hd_shape *s, const hd_shape *o)
{
    switch (s->kind) {
    case HD_POINT: return hd_point_in_shape(o, s->point.p);
    case HD_CIRCLE: return hd_point_in_shape(o, s->circle.c);
    case HD_RECT: return hd_point_in_shape(o, hd_v(s->rect.x, s->rect.y));
    case HD_LINE: return hd_point_in_shape(o, s->line.a);
    case HD_POLYGON: return hd_point_in_shape(o, s->polygon.v[0]);
    case HD_CAPSULE: return hd_point_in_shape(o, s->capsule.a);
    case HD_WEDGE: return hd_point_in_shape(o, s->wedge.c);
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        if (a->rin == 0 || a->rout == 0)
            return hd_point_in_shape(o, a->c);
        double scale = fabs(a->c.x) + fabs(a->c.y) + a->rout;
        hd_range rg = hd_range_deg(a->start, a->end);
        hd_vec2 cand[12];
        if (!rg.full) {
            /* any double point of the sector, checked exactly */
            hd_vec2 us = hd_dir_of_ray(rg.us), ue = hd_dir_of_ray(rg.ue); /* hd_dir_deg of the ends */
            double sweep = fmod(fmod(a->end - a->start, 360) + 360, 360);
            hd_vec2 um = hd_dir_deg(a->start + sweep / 2);
            double rm = a->rin + (a->rout - a->rin) / 2;
            hd_vec2 dirs[3] = {um, us, ue};
            double radii[3] = {rm, a->rin, a->rout};
            int n = 0;
            for (int i = 0; i < 3; i++)
                for (int k = 0; k < 3; k++)
                    cand[n++] = hd_add(a->c, hd_scale(dirs[i], radii[k]));
            for (int i = 0; i < n; i++)
                if (hd_point_in_shape(s, cand[i]))
                    return hd_point_in_shape(o, cand[i]);
        }
        hd_outline_view po;
        hd_outline_init(&po, o);
        if (rg.full) { /* two circles: a witness for each */
            for (int k = 0; k < 2; k++) {
                double r = k == 0 ? a->rin : a->rout;
                cand[0] = hd_v(a->c.x + r, a->c.y);
                cand[1] = hd_v(a->c.x, a->c.y + r);
                cand[2] = hd_v(a->c.x - r, a->c.y);
                cand[3] = hd_v(a->c.x, a->c.y - r);
                bool in = false, found = false;
                for (int i = 0; i < 4 && !found; i++)
                    if (robust_sample(cand[i], scale, &po)) {
                        found = true;
                        in = hd_point_in_shape(o, cand[i]);
                    }
                if (!found) /* the circle's point at 0 degrees, exactly where it can be */
                    in = corner_in(hd_v(1, 0), a->c, r, o, cand[0]);
                if (in)
                    return true;
            }
            return false;
        }
        hd_vec2 us = hd_dir_of_ray(rg.us), ue = hd_dir_of_ray(rg.ue); /* hd_dir_deg of the ends */
        cand[0] = hd_add(a->c, hd_scale(us, a->rin));
        cand[1] = hd_add(a->c, hd_scale(us, a->rout));
        cand[2] = hd_add(a->c, hd_scale(ue, a->rin));
        cand[3] = hd_add(a->c, hd_scale(ue, a->rout));
        for (int i = 0; i < 4; i++)
            if (robust_sample(cand[i], scale, &po))
                return hd_point_in_shape(o, cand[i]);
        return corner_in(rg.us, a->c, a->rin, o, cand[0]);
    }
    default: return false;
    }
}

/* The ray piece (exact centre and direction, extent rin..rout) meets the
 * closed rect: separating axes x, y and the ray's normal, all exact. */
static bool ray_meets_rect(const hd_prim *p, const hd_rect *r)
{
    double X, Xe, Y, Ye;
    hd_split_sum(r->x, r->w, &X, &Xe);
    hd_split_sum(r->y, r->h, &Y, &Ye);
    for (int ax = 0; ax < 2; ax++) {
        bool y = ax == 1;
        double lo = y ? r->y : r->x, hi = y ? Y : X, hie = y ? Ye : Xe;
        if (hd_xsign_along(p->ray, p->c, p->rin, lo, 0, y) < 0 && hd_xsign_along(p->ray, p->c, p->rout, lo, 0, y) < 0)
            return false;
        if (hd_xsign_along(p->ray, p->c, p->rin, hi, hie, y) > 0 && hd_xsign_along(p->ray, p->c, p->rout, hi, hie, y) > 0)
            return false;
    }
    hd_xpt c[4];
    hd_rect_xcorners(r, c);
    int pos = 0, neg = 0;
    for (int i = 0; i < 4; i++) {
        int o = hd_xorient_ray(p->ray, p->c, c[i]);
        pos += o > 0;
        neg += o < 0;
    }
    return pos < 4 && neg < 4;
}

/* An outline piece meets the closed rect region, decided exactly with the
 * far edges unrounded (a capsule side on its rounded ends, as elsewhere). */
static bool piece_meets_rect(const hd_prim *p, const hd_shape *rs)
{
    const hd_rect *r = &rs->rect;
    switch (p->type) {
    case HD_PRIM_POINT:
        return hd_point_in_rect(r, p->a);
    case HD_PRIM_SEG:
    case HD_PRIM_SIDE:
        return hd_seg_meets_rect(r, p->a, p->b);
    case HD_PRIM_RAY:
        return ray_meets_rect(p, r);
    case HD_PRIM_ARC:
        return hd_arc_meets_rect(p->a, p->r, &p->rg, r->x, r->y, r->w, r->h);
    }
    return false;
}

/* The reference path with a rect: some piece of the other outline meets the
 * rect region, or the rect's corner (x, y), a double, lies in the other
 * shape. Two rects: their closed intervals overlap on both axes; a capsule:
 * the distance from its axis (the sides' ends are rounded points). */
static bool reference_rect(const hd_shape *rs, const hd_shape *o)
{
    if (o->kind == HD_RECT)
        return hd_hit_rect_rect(rs, o);
    if (o->kind == HD_CAPSULE) /* its sides are rounded pieces: by the axis */
        return hd_hit_rect_capsule(rs, o);
    hd_outline_view po;
    hd_outline_init(&po, o);
    for (int i = 0; i < po.n; i++)
        if (piece_meets_rect(hd_outline_piece(&po, i), rs))
            return true;
    return hd_point_in_shape(o, hd_v(rs->rect.x, rs->rect.y));
}

/* A capsule (r > 0): the sides of its outline are rounded pieces, so, as
 * with a rect, it is decided on the axis:
 * the other shape comes within r of the axis segment, exactly (the
 * exact predicates, not the table's filtered functions, so that the fuzzer
 * still checks those filters). */
static bool reference_capsule(const hd_shape *cs, const hd_shape *o)
{
    /* the exact predicates alone, without the table's plain filters */
    const hd_capsule *c = &cs->capsule;
    switch (o->kind) {
    case HD_POINT: return hd_sign_dist2_seg(o->point.p, c->a, c->b, c->r, 0) <= 0;
    case HD_CIRCLE: return hd_sign_dist2_seg(o->circle.c, c->a, c->b, c->r, o->circle.r) <= 0;
    case HD_LINE: return hd_sign_dist2_segseg(o->line.a, o->line.b, c->a, c->b, 0, c->r) <= 0;
    case HD_POLYGON:
        return hd_point_in_shape(o, c->a) || hd_chain_within_seg_exact(o->polygon.v, o->polygon.n, c->a, c->b, c->r);
    case HD_CAPSULE: return hd_sign_dist2_segseg(o->capsule.a, o->capsule.b, c->a, c->b, o->capsule.r, c->r) <= 0;
    case HD_ARC:
    case HD_WEDGE: return hd__capsule_near_sector_unfiltered(c->a, c->b, c->r, o);
    default: return false;
    }
}

/* By the axis: a capsule of radius > 0, against every kind (near_sector.c
 * decides the sectors exactly for any numbers). */
static bool capsule_by_axis(const hd_shape *cs, const hd_shape *o)
{
    (void)o;
    return cs->kind == HD_CAPSULE && cs->capsule.r > 0;
}

/* If the outlines do not meet, every outline component of one lies wholly
 * inside or wholly outside the other; the sets share a point iff some
 * component lies inside, which one sample point per component shows. */
bool hd_collide_reference(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_RECT)
        return reference_rect(a, b);
    if (b->kind == HD_RECT)
        return reference_rect(b, a);
    if (capsule_by_axis(a, b))
        return reference_capsule(a, b);
    if (capsule_by_axis(b, a))
        return reference_capsule(b, a);
    /* A disk meets o iff its centre lies in o or some piece of o's outline
     * comes within r of it, exactly (no crossing is computed) */
    if (a->kind == HD_CIRCLE && a->circle.r > 0)
        return hd_disk_meets_outline(a->circle.c, a->circle.r, b);
    if (b->kind == HD_CIRCLE && b->circle.r > 0)
        return hd_disk_meets_outline(b->circle.c, b->circle.r, a);
    hd_outline_view pa, pb;
    hd_outline_init(&pa, a);
    hd_outline_init(&pb, b);
    hd_meet m = {.lenient = false, .decide = true};
    for (int i = 0; i < pa.n; i++) {
        const hd_prim *p = hd_outline_piece(&pa, i);
        for (int j = 0; j < pb.n; j++)
            if (hd_prim_meet(p, hd_outline_piece(&pb, j), &m))
                return true;
    }
    return witness_in(a, b) || witness_in(b, a);
}

