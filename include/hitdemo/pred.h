/*
 * hitdemo/pred.h: the filtered exact predicates the geometry is built on,
 * inline so that the typed collision functions (<hitdemo/typed.h>) and the
 * caller's optimiser see them whole.
 *
 *     #include <hitdemo/pred.h>
 *     int o = hd_orient(hd_v(0, 0), hd_v(4, 0), hd_v(2, 3)); // +1: to the right on screen (y down)
 *     bool on = hd_point_on_seg(hd_v(2, 0), hd_v(0, 0), hd_v(4, 0)); // true, exactly
 *
 * Every function takes input coordinates themselves (never rounded
 * differences) and returns the EXACT sign of the written polynomial for
 * inputs that are 0 or of magnitude in [HD_COORD_MIN, HD_COORD_MAX] =
 * [1e-50, 1e50] (see <hitdemo/geom.h>): the plain double formula is
 * evaluated with a bound on its rounding error, and only when the value lies
 * within that bound of zero does an out-of-line exact path decide (the
 * hd_sign_*_exact functions of <hitdemo/detail/pred_detail.h>, exact expansions in
 * the library; they are called by this inline code and are not meant to be
 * called directly). No
 * state, no allocation: thread-safe. Compile callers without -ffast-math
 * (the filters rely on IEEE rounding; FMA contraction is harmless to them).
 */
#ifndef HITDEMO_PRED_H
#define HITDEMO_PRED_H

#include <math.h>
#include <stdbool.h>

#include "export.h"
#include "vec2.h"
#include "detail/pred_detail.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- filtered predicates ---------------------------------------------------
 *
 * Each is the plain double formula plus a bound on its rounding error (a
 * static filter, FILTER relative, far above the true error of these few
 * operations); only when the value is within that bound of zero does the
 * out-of-line exact path (the *_exact function, exact.c) decide. So the
 * answer is always the exact sign; the common case costs a few flops. No
 * libm call (fabs is a bit operation; min/max are plain compares). The filter
 * constant HD_FILTER and the exact paths are in <hitdemo/detail/pred_detail.h>. */

/* sign(cross(p1 - p0, q1 - q0)), exact. */
static inline int hd_sign_cross_diff(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0)
{
    double l = (p1.x - p0.x) * (q1.y - q0.y), r = (p1.y - p0.y) * (q1.x - q0.x);
    double det = l - r;
    if (fabs(det) > HD_FILTER * (fabs(l) + fabs(r)))
        return hd__sgn(det);
    /* A product that is exactly 0 in doubles is exactly 0 (a rounded
     * difference is 0 only if the difference is, and in the accepted range
     * no product of two differences underflows), and a rounded product has
     * the sign of the exact one: then the other product decides, exactly
     * (axis-aligned edges, the common case of an exact zero). */
    if (r == 0)
        return hd__sgn(l);
    if (l == 0)
        return -hd__sgn(r);
    return hd_sign_cross_diff_exact(p1, p0, q1, q0);
}

/* sign(dot(p1 - p0, q1 - q0)), exact. */
static inline int hd_sign_dot_diff(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0)
{
    double l = (p1.x - p0.x) * (q1.x - q0.x), r = (p1.y - p0.y) * (q1.y - q0.y);
    double dot = l + r;
    if (fabs(dot) > HD_FILTER * (fabs(l) + fabs(r)))
        return hd__sgn(dot);
    if (r == 0) /* an exact zero product: see hd_sign_cross_diff */
        return hd__sgn(l);
    if (l == 0)
        return hd__sgn(r);
    return hd_sign_dot_diff_exact(p1, p0, q1, q0);
}

/* Orientation of c relative to the directed line a->b: sign(cross(b-a, c-a)).
 * In y-down screen coordinates +1 means c is clockwise (to the right on
 * screen) of a->b. */
static inline int hd_orient(hd_vec2 a, hd_vec2 b, hd_vec2 c) { return hd_sign_cross_diff(b, a, c, a); }

/* sign(|p - q|^2 - (r1 + r2)^2), exact (r2 may be negative: |r1 - R|). */
static inline int hd_sign_dist2_pt(hd_vec2 p, hd_vec2 q, double r1, double r2)
{
    double dx = p.x - q.x, dy = p.y - q.y, r = r1 + r2;
    double d2 = dx * dx + dy * dy, rr = r * r;
    double v = d2 - rr;
    if (fabs(v) > HD_FILTER * (d2 + rr))
        return hd__sgn(v);
    if (r1 == -r2) /* radius exactly 0: no squaring, so nothing can underflow */
        return !(p.x == q.x && p.y == q.y);
    return hd_sign_dist2_pt_exact(p, q, r1, r2);
}

/* sign(cross(b - a, p - a)^2 - (r1 + r2)^2 |b - a|^2): the squared distance
 * from p to the LINE through a, b against (r1 + r2)^2, scaled; exact. */
static inline int hd_sign_perp2(hd_vec2 p, hd_vec2 a, hd_vec2 b, double r1, double r2)
{
    if (r1 == -r2) /* radius exactly 0: on the line or not */
        return hd_orient(a, b, p) != 0;
    double dx = b.x - a.x, dy = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y;
    double l = dx * wy, r = dy * wx, cr = l - r, crp = fabs(l) + fabs(r);
    double rad = r1 + r2, dd = dx * dx + dy * dy;
    double rhs = rad * rad * dd;
    double v = cr * cr - rhs;
    if (fabs(v) > HD_FILTER * (crp * crp + rhs))
        return hd__sgn(v);
    return hd_sign_perp2_exact(p, a, b, r1, r2);
}

/* sign(dist(p, segment a..b)^2 - (r1 + r2)^2), exact. */
static inline int hd_sign_dist2_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b, double r1, double r2)
{
    if ((a.x == b.x && a.y == b.y) || hd_sign_dot_diff(p, a, b, a) <= 0)
        return hd_sign_dist2_pt(p, a, r1, r2);
    if (hd_sign_dot_diff(p, b, b, a) >= 0)
        return hd_sign_dist2_pt(p, b, r1, r2);
    /* The foot of the perpendicular is inside the segment:
     * dist^2 = cross(b-a, p-a)^2 / |b-a|^2. */
    return hd_sign_perp2(p, a, b, r1, r2);
}

/* sign(a - b - c), exact. d = fl(a - b) is a single rounding, which is
 * monotone: a - b <= c implies d <= c and a - b >= c implies d >= c (c is
 * a double). So d < c means a - b < c, d > c means a - b > c, and only
 * d == c needs the exact path. */
static inline int hd_sign_sub2(double a, double b, double c)
{
    double d = a - b;
    if (d != c)
        return (d > c) - (d < c);
    return hd_sign_sub2_exact(a, b, c);
}

/* sign(dist(p, rect [x, x+w] x [y, y+h])^2 - r^2), exact (also the far
 * edges x + w, y + h, which are never rounded). Filter on the rounded
 * clamp, then the exact gaps per axis. */
static inline int hd_sign_dist2_rect(hd_vec2 p, double x, double y, double w, double h, double r)
{
    /* Per axis the gap is max(-t, t - w, 0) = (|t| + |t - w| - w) / 2 for
     * t = p.x - x (no branch: the compilers turn min/max of a sign into
     * jumps); computed from the rounded t and u = fl(t - w) it is off by at
     * most 2^-52 (|t| + |u|) + 2^-52 (|t| + |u| + w) <= 2^-50 (2 |t| + w)
     * (the formula is 1-Lipschitz in t and u). So |d2 - rr| errs by well
     * under 1e-12 (S^2 + rr), S = 2 (|tx| + |ty|) + w + h: a local scale,
     * whatever the translation. */
    double tx = p.x - x, ty = p.y - y, ux = tx - w, uy = ty - h;
    double gx = (fabs(tx) + fabs(ux) - w) * 0.5, gy = (fabs(ty) + fabs(uy) - h) * 0.5;
    double d2 = gx * gx + gy * gy, rr = r * r, v = d2 - rr;
    double S = fabs(tx) + fabs(ty);
    S = S + S + w + h;
    if (fabs(v) > HD_FILTER * (S * S + rr))
        return (v > 0) - (v < 0);
    return hd_sign_dist2_rect_exact(p, x, y, w, h, r);
}

/* Closed point-on-segment test (a == b allowed). */
static inline bool hd_point_on_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    return hd__maybe_on_seg(p, a, b) && hd_orient(a, b, p) == 0;
}

/* Closed segment/segment intersection test, also handing back the
 * orientations when they meet:
 * o = {orient(a,b,c), orient(a,b,d), orient(c,d,a), orient(c,d,b)}. */
static inline bool hd_segs_meet_o(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, int o[4])
{
    if (hd__max(a.x, b.x) < hd__min(c.x, d.x) || hd__max(c.x, d.x) < hd__min(a.x, b.x) ||
        hd__max(a.y, b.y) < hd__min(c.y, d.y) || hd__max(c.y, d.y) < hd__min(a.y, b.y))
        return false;
    o[0] = hd_orient(a, b, c);
    o[1] = hd_orient(a, b, d);
    if (o[0] * o[1] > 0)
        return false;
    o[2] = hd_orient(c, d, a);
    o[3] = hd_orient(c, d, b);
    if (o[2] * o[3] > 0)
        return false;
    /* Straddling both ways, or collinear with overlapping boxes (which for
     * collinear pieces, points included, means they overlap). */
    return true;
}

/* Closed segment/segment intersection test. */
static inline bool hd_segs_meet(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d)
{
    int o[4];
    return hd_segs_meet_o(a, b, c, d, o);
}

#ifdef __cplusplus
}
#endif
#endif
