/*
 * hitdemo/typed.h: collision tests for fixed pairs of shape kinds, inline,
 * with the same EXACT answers as hd_collide (which calls this very code for
 * those pairs, so the two cannot disagree).
 *
 *     #include <hitdemo/typed.h>
 *     hd_circle a = {{0, 0}, 5}, b = {{8, 6}, 5};
 *     bool touch = hd_circle_circle(&a, &b);        // true: |ab| = 10 = 5 + 5 exactly
 *     hd_rect r = {10, 0, 4, 4};
 *     bool near = hd_circle_rect(&b, &r);           // true: the disk reaches x = 10 at y = 4
 *
 * The rules of <hitdemo/geom.h> hold: shapes are closed sets (touching and
 * containment collide, a degenerate shape is the smaller set it collapses
 * to), numbers are 0 or of magnitude within [HD_COORD_MIN, HD_COORD_MAX],
 * and every answer is exact on the input doubles (a rect's far edges x + w,
 * y + h are never rounded). The plain formula is evaluated with a bound on
 * its rounding error; only when it lies within that bound of the contact
 * does an out-of-line exact path in the library decide (functions named
 * hd__* and hd_sign_*_exact: called by this code, not meant to be called
 * directly). No state, no allocation: thread-safe.
 *
 * Shapes are passed by const pointer and only read. A polygon views the
 * caller's vertices (hd_polygon.v); its flags, lo and hi should come from
 * hd_polygon_make / hd_shape_validate (HD_POLY_READY): a polygon without
 * them still gets the exact answer, by the slower general path.
 */
#ifndef HITDEMO_TYPED_H
#define HITDEMO_TYPED_H

#include <float.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "geom.h"
#include "pred.h"
#include "detail/typed_detail.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The sign of a vertex list's turns (+1 or -1; collinear vertices allowed)
 * if it is convex, 0 if it turns both ways. Exact. */
HD_API int hd_poly_turns(const hd_vec2 *v, int n);
/* A convex polygon's winding (+1 if its turns are clockwise on screen, -1
 * otherwise), 0 for a concave one: from the flags, or computed when the
 * polygon was never validated. */
static inline int hd_poly_convex(const hd_polygon *pg)
{
    if (pg->flags & HD_POLY_READY)
        return (pg->flags & HD_POLY_CONVEX) ? ((pg->flags & HD_POLY_CW) ? 1 : -1) : 0;
    return hd_poly_turns(pg->v, pg->n);
}

/* ---- the typed tests ---------------------------------------------------- */

static inline bool hd_point_point(const hd_point *a, const hd_point *b)
{
    return a->p.x == b->p.x && a->p.y == b->p.y;
}

/* The ulp filter on d = dx^2 + dy^2 against e = r^2, as hd_circle_circle
 * (e has two roundings, not three). */
static inline bool hd_point_circle(const hd_point *p, const hd_circle *c)
{
    double dx = p->p.x - c->c.x, dy = p->p.y - c->c.y, r = c->r;
    int64_t i = hd__bits(dx * dx + dy * dy) - hd__bits(r * r);
    if (HD__LIKELY(hd__ulps_clear(i)))
        return i < 0;
    return hd__point_circle_exact(p, c);
}

/* x <= p.x <= x + w and y <= p.y <= y + h, the far edges unrounded:
 * fl(p.x - x) has the exact sign of p.x - x, and a rounding is monotone, so
 * fl(p.x - x) < w means p.x - x < w and fl(p.x - x) > w means p.x - x > w
 * (see hd_sign_sub2). So the test with < (lt) implies the exact answer,
 * which implies the test with <= (le): when they agree they are the
 * answer, and only when a rounded difference equals the width (le && !lt)
 * does the exact path decide. Eight ordered compares, one branch that is
 * not taken (no unordered != tests: they cost a parity check each). */
static inline bool hd_point_rect(const hd_point *p, const hd_rect *r)
{
#if HD__SSE2
    /* the same eight compares, two lanes (x, y) at a time; lanes that
     * agree give the answer, else the exact test of both axes */
    __m128d d = _mm_sub_pd(_mm_loadu_pd(&p->p.x), _mm_loadu_pd(&r->x)), wh = _mm_loadu_pd(&r->w);
    __m128d lo = _mm_cmpge_pd(d, _mm_setzero_pd());
    int lt = _mm_movemask_pd(_mm_and_pd(lo, _mm_cmplt_pd(d, wh)));
    int le = _mm_movemask_pd(_mm_and_pd(lo, _mm_cmple_pd(d, wh)));
    if (HD__LIKELY(lt == le))
        return lt == 3;
    return hd__point_rect_exact(p, r);
#else
    double px = p->p.x, py = p->p.y, dx = px - r->x, dy = py - r->y;
    bool lo = (dx >= 0) & (dy >= 0);
    bool lt = lo & (dx < r->w) & (dy < r->h), le = lo & (dx <= r->w) & (dy <= r->h);
    if (le > lt)
        return hd__point_rect_exact(p, r);
    return lt;
#endif
}

/* hd_point_on_seg with its exact part out of line and cold (a tail call,
 * so hd_collide needs no stack frame for this pair). */
static inline bool hd_point_line(const hd_point *p, const hd_line *l)
{
    if (HD__LIKELY(!hd__maybe_on_seg(p->p, l->a, l->b)))
        return false;
    return hd__point_line_exact(p, l);
}

/* The plain clamped distance with its local error bound, as
 * hd_circle_line. */
static inline bool hd_point_capsule(const hd_point *p, const hd_capsule *c)
{
    double S, r = c->r, v = hd__d2_seg_local(p->p, c->a, c->b, &S) - r * r;
    S += r;
    if (HD__LIKELY(fabs(v) > HD_FILTER * S * S))
        return v < 0;
    return hd__point_capsule_exact(p, c);
}

/* Point in polygon: a convex one (HD_POLY_READY | HD_POLY_CONVEX) is the
 * closed intersection of its edges' inner half-planes (stop at the first
 * edge with p strictly outside); others by crossing number. */
static inline bool hd_point_polygon(const hd_point *pt, const hd_polygon *pg)
{
    hd_vec2 p = pt->p;
    if (pg->flags & HD_POLY_READY) {
        if (p.x < pg->lo.x || p.x > pg->hi.x || p.y < pg->lo.y || p.y > pg->hi.y)
            return false;
        if (pg->flags & HD_POLY_CONVEX) {
            /* Each edge a->b: w orient(a, b, p) < 0 is strictly outside.
             * The cross l - r is hd_sign_cross_diff's, with its bound: a
             * value beyond HD_FILTER (|l| + |r|) has the exact sign (w is
             * +-1, so det = w fl(l - r) is exact); within it the cold exact
             * orientation decides. */
            double w = (pg->flags & HD_POLY_CW) ? 1 : -1;
            const hd_vec2 *v = pg->v;
            int n = pg->n;
            hd_vec2 a = v[n - 1];
            for (int i = 0; i < n; i++) {
                hd_vec2 b = v[i];
                double l = (b.x - a.x) * (p.y - a.y), r = (b.y - a.y) * (p.x - a.x), det = (l - r) * w;
                double bound = HD_FILTER * (fabs(l) + fabs(r));
                if (det <= bound && (det < -bound || hd__orient_exact(a, b, p) * w < 0))
                    return false;
                a = b;
            }
            return true;
        }
    }
    return hd__point_polygon_general(pg, p);
}

/* |b - a|^2 <= (ra + rb)^2 by the ulp filter (hd__bits). Proof: let D, E
 * be the exact values, d = fl(fl(dx)^2 + fl(dy)^2) and e = fl(fl(r)^2) the
 * computed ones (u = 2^-53). In the accepted range nothing overflows and
 * no non-zero product of two differences is below 2^-438, so every
 * rounding is relative: d = D (1 + t), |t| <= (1 + u)^4 - 1 < 4.01 u
 * (a difference, a square, the sum; an FMA contraction only removes
 * roundings), e = E (1 + t'), |t'| < 3.01 u; d = 0 iff D = 0 and e = 0
 * iff E = 0 (a rounding of a non-zero value in range is not 0). If bits(d)
 * - bits(e) > 64 then d >= e (1 + 64 u): either e = 0 < D, or D >= d /
 * (1 + 4.01 u) >= e (1 + 64 u) / (1 + 4.01 u) >= E (1 - 3.01 u) (1 + 64 u)
 * / (1 + 4.01 u) > E; so D > E, a miss. If bits(e) - bits(d) > 64, the
 * same with d, e exchanged: D < E, a hit. Otherwise (d, e within 64 ulps,
 * touching included) the exact path decides. */
static inline bool hd_circle_circle(const hd_circle *a, const hd_circle *b)
{
    double dx = b->c.x - a->c.x, dy = b->c.y - a->c.y, r = a->r + b->r;
    int64_t i = hd__bits(dx * dx + dy * dy) - hd__bits(r * r);
    if (HD__LIKELY(hd__ulps_clear(i)))
        return i < 0;
    return hd__circle_circle_exact(a, b);
}

/* The centre's distance to the rect (clamped), squared, against r^2.
 * With SSE2 both axes at once: t = fl(c - (x, y)) and the gap
 * g = fl(t - clamp(t, 0, (w, h))) per lane. The exact gap G(T) = T -
 * clamp(T, 0, w) is 1-Lipschitz in T = c.x - x, |t - T| <= u |T|, and
 * the subtraction is exact (clamp 0 or t) or rounds once (clamp w), so
 * g is within 1.01 u (2 |t| + w) of G(T) (u = 2^-53): inside the
 * 2^-50 (2 |t| + w) that hd_sign_dist2_rect's proof allows, and the
 * same S, the same bound against HD_FILTER, follow word for word. The
 * bound here leaves out r^2: where rr <= S^2 the rounding of rr = fl(r^2)
 * and of v = fl(d2 - rr) are at most 2^-52 S^2 + 2^-53 |v|, inside the
 * margin of HD_FILTER S^2 over the proved error; where rr > S^2 both v
 * and the exact value are negative whatever the filter says, because
 * each gap is at most |t| (g = t, 0 or fl(t - w) <= t), so d2 <= S^2 / 4
 * (1 + 2^-50) < rr, and the exact distance likewise is below r^2. */
static inline bool hd_circle_rect(const hd_circle *c, const hd_rect *r)
{
#if HD__SSE2
    const __m128d sign = _mm_set1_pd(-0.0);
    __m128d wh = _mm_loadu_pd(&r->w), t = _mm_sub_pd(_mm_loadu_pd(&c->c.x), _mm_loadu_pd(&r->x));
    __m128d g = _mm_sub_pd(t, _mm_min_pd(_mm_max_pd(t, _mm_setzero_pd()), wh));
    __m128d at = _mm_andnot_pd(sign, t), g2 = _mm_mul_pd(g, g), s = _mm_add_pd(_mm_add_pd(at, at), wh);
    __m128d h = _mm_add_pd(_mm_unpacklo_pd(g2, s), _mm_unpackhi_pd(g2, s)); /* (d2, S) */
    double d2 = _mm_cvtsd_f64(h), S = _mm_cvtsd_f64(_mm_unpackhi_pd(h, h)), rr = c->r * c->r, v = d2 - rr;
    if (HD__LIKELY(fabs(v) > HD_FILTER * (S * S)))
        return v < 0;
    return hd__circle_rect_exact(c, r);
#else
    return hd_sign_dist2_rect(c->c, r->x, r->y, r->w, r->h, c->r) <= 0;
#endif
}

/* Circle against segment (circle/line): the plain clamped distance with
 * its local error bound (hd__d2_seg_local; R's rounding is within 2^-53 R),
 * one predictable branch; the exact path when too close to call. */
static inline bool hd_circle_line(const hd_circle *c, const hd_line *l)
{
    double S, r = c->r, v = hd__d2_seg_local(c->c, l->a, l->b, &S) - r * r;
    S += r;
    if (HD__LIKELY(fabs(v) > HD_FILTER * S * S))
        return v < 0;
    return hd__circle_line_exact(c, l);
}

static inline bool hd_circle_capsule(const hd_circle *a, const hd_capsule *b)
{
    double S, R = a->r + b->r, v = hd__d2_seg_local(a->c, b->a, b->b, &S) - R * R;
    S += R;
    if (HD__LIKELY(fabs(v) > HD_FILTER * S * S))
        return v < 0;
    return hd__circle_capsule_exact(a, b);
}

/* Circle against polygon: a convex one by hd__circle_convex, after a box
 * test; the others out of line. */
static inline bool hd_circle_polygon(const hd_circle *a, const hd_polygon *pg)
{
    if ((pg->flags & (HD_POLY_READY | HD_POLY_CONVEX)) != (HD_POLY_READY | HD_POLY_CONVEX))
        return hd__circle_polygon_general(a, pg);
    hd_vec2 c = a->c;
    double r = a->r;
    if (hd__surely_apart(pg->lo.x, c.x, r) || hd__surely_apart(c.x, pg->hi.x, r) ||
        hd__surely_apart(pg->lo.y, c.y, r) || hd__surely_apart(c.y, pg->hi.y, r))
        return false;
    return hd__circle_convex(c, r, pg->v, pg->n, (pg->flags & HD_POLY_CW) ? 1 : -1);
}

/* Closed axis-aligned intervals overlap on both axes; far edges unrounded.
 * The four hd_sign_sub2 tests at once (fl(q.x - p.x) = -fl(p.x - q.x)):
 * as in hd_point_rect, the test with < implies the exact answer, which
 * implies the test with <=; the exact path only when they differ (a
 * rounded difference equal to the width it is compared to). */
static inline bool hd_rect_rect(const hd_rect *p, const hd_rect *q)
{
#if HD__SSE2
    /* (dx, dy) and (-dx, -dy) in two lanes each; when the masks of the
     * strict and the closed tests agree they are the answer */
    __m128d a = _mm_loadu_pd(&p->x), b = _mm_loadu_pd(&q->x), pw = _mm_loadu_pd(&p->w), qw = _mm_loadu_pd(&q->w);
    __m128d d = _mm_sub_pd(a, b), nd = _mm_sub_pd(b, a);
    int lt = _mm_movemask_pd(_mm_and_pd(_mm_cmplt_pd(d, qw), _mm_cmplt_pd(nd, pw)));
    int le = _mm_movemask_pd(_mm_and_pd(_mm_cmple_pd(d, qw), _mm_cmple_pd(nd, pw)));
    if (HD__LIKELY(lt == le))
        return lt == 3;
    return hd__rect_rect_exact(p, q);
#else
    double dx = p->x - q->x, dy = p->y - q->y;
    bool lt = (dx < q->w) & (-dx < p->w) & (dy < q->h) & (-dy < p->h);
    bool le = (dx <= q->w) & (-dx <= p->w) & (dy <= q->h) & (-dy <= p->h);
    if (le > lt)
        return hd__rect_rect_exact(p, q);
    return lt;
#endif
}

/* Segment against segment (line/line). With u = b - a, v = d - c and
 * w = c - a, three cross products give the four orientations:
 * o1 = orient(a, b, c) = cross(u, w), D = cross(u, v), orient(a, b, d) =
 * cross(u, w + v) = o1 + D, m3 = cross(v, w) = -orient(c, d, a) and
 * orient(c, d, b) = cross(v, u - w) = -(D + m3). When the four are
 * surely non-zero the segments meet iff each straddles the other's line:
 * o1 (o1 + D) < 0 and m3 (m3 + D) < 0 (no box test needed). Else
 * hd__line_line_exact (hd_segs_meet, out of line) decides exactly.
 *
 * The bound. W = |ux| + |vx| + |wx| and H = |uy| + |vy| + |wy| (rounded
 * upwards of every rounded x and y difference, and within 1 + 2^-51 of the
 * exact ones' sums) bound every product of the three crosses: each
 * |px qy| <= W H. A cross fl(fl(px qy) - fl(py qx)) of the rounded
 * differences is within (1 + u)^4 - 1 < 4.01 u (u = 2^-53) of each exact
 * product pair, so within 8.02 u W H of the exact cross; o1 + D and
 * m3 + D add the two errors and one rounding of a sum at most 4.1 W H:
 * below 21 u W H < 2.4e-15 W H. So a value beyond 1e-12 W H (1e-12 =
 * HD_FILTER, and the rounding of W H and of the product with it are in
 * that margin) has the sign of the exact orientation. In the accepted
 * range nothing overflows, no rounding is below the normal range, and
 * a product of two values beyond the bound is not 0: the signs of
 * o1 (o1 + D) and m3 (m3 + D) are those of the exact products. */
static inline bool hd_line_line(const hd_line *s, const hd_line *t)
{
#if HD__SSE2
    /* The same operations two lanes at a time: u, v, w as (x, y) pairs;
     * the products (ux vy, uy vx), (ux wy, uy wx), (vx wy, vy wx); the
     * crosses (D, D) and (o1, m3), then (o2, n4) = (o1, m3) + D; (W, H)
     * from the lanes' magnitudes. Both lanes beyond the bound decide. */
    __m128d A = _mm_loadu_pd(&s->a.x), C = _mm_loadu_pd(&t->a.x);
    __m128d U = _mm_sub_pd(_mm_loadu_pd(&s->b.x), A), V = _mm_sub_pd(_mm_loadu_pd(&t->b.x), C), Wv = _mm_sub_pd(C, A);
    __m128d Vs = _mm_shuffle_pd(V, V, 1), Ws = _mm_shuffle_pd(Wv, Wv, 1);
    __m128d P1 = _mm_mul_pd(U, Vs), P2 = _mm_mul_pd(U, Ws), P3 = _mm_mul_pd(V, Ws);
    __m128d DD = _mm_sub_pd(_mm_unpacklo_pd(P1, P1), _mm_unpackhi_pd(P1, P1));
    __m128d O = _mm_sub_pd(_mm_unpacklo_pd(P2, P3), _mm_unpackhi_pd(P2, P3)), O2 = _mm_add_pd(O, DD);
    const __m128d neg0 = _mm_set1_pd(-0.0); /* |x| = andnot(-0.0, x) */
    __m128d L = _mm_add_pd(_mm_add_pd(_mm_andnot_pd(neg0, U), _mm_andnot_pd(neg0, V)), _mm_andnot_pd(neg0, Wv));
    __m128d B = _mm_set1_pd(HD_FILTER * _mm_cvtsd_f64(_mm_mul_sd(L, _mm_unpackhi_pd(L, L))));
    __m128d lo = _mm_min_pd(_mm_andnot_pd(neg0, O), _mm_andnot_pd(neg0, O2));
    if (HD__LIKELY(_mm_movemask_pd(_mm_cmpgt_pd(lo, B)) == 3))
        return _mm_movemask_pd(_mm_cmplt_pd(_mm_mul_pd(O, O2), _mm_setzero_pd())) == 3;
    return hd__line_line_exact(s, t);
#else
    double ux = s->b.x - s->a.x, uy = s->b.y - s->a.y, vx = t->b.x - t->a.x, vy = t->b.y - t->a.y;
    double wx = t->a.x - s->a.x, wy = t->a.y - s->a.y;
    double D = ux * vy - uy * vx, o1 = ux * wy - uy * wx, m3 = vx * wy - vy * wx;
    double o2 = o1 + D, n4 = m3 + D;
    double W = fabs(ux) + fabs(vx) + fabs(wx), H = fabs(uy) + fabs(vy) + fabs(wy);
    double lo = hd__min(hd__min(fabs(o1), fabs(o2)), hd__min(fabs(m3), fabs(n4)));
    if (HD__LIKELY(lo > HD_FILTER * (W * H)))
        return (o1 * o2 < 0) & (m3 * n4 < 0);
    return hd__line_line_exact(s, t);
#endif
}

static inline bool hd_line_capsule(const hd_line *a, const hd_capsule *b)
{
    return hd__segs_within(a->a, a->b, b->a, b->b, b->r, 0);
}

/* Two convex polygons: separating axes with early exit (boxes first);
 * otherwise the general path (edges crossing, then containment). */
static inline bool hd_polygon_polygon(const hd_polygon *a, const hd_polygon *b)
{
    const unsigned both = HD_POLY_READY | HD_POLY_CONVEX;
    if ((a->flags & both) != both || (b->flags & both) != both)
        return hd__polygon_polygon_general(a, b);
    if (a->hi.x < b->lo.x || b->hi.x < a->lo.x || a->hi.y < b->lo.y || b->hi.y < a->lo.y)
        return false;
    return hd__sat_overlap(a->v, a->n, (a->flags & HD_POLY_CW) ? 1 : -1, b->v, b->n, (b->flags & HD_POLY_CW) ? 1 : -1);
}

static inline bool hd_capsule_capsule(const hd_capsule *p, const hd_capsule *q)
{
    double r = p->r + q->r;
    if (hd__surely_apart(hd__min(q->a.x, q->b.x), hd__max(p->a.x, p->b.x), r) ||
        hd__surely_apart(hd__min(p->a.x, p->b.x), hd__max(q->a.x, q->b.x), r) ||
        hd__surely_apart(hd__min(q->a.y, q->b.y), hd__max(p->a.y, p->b.y), r) ||
        hd__surely_apart(hd__min(p->a.y, p->b.y), hd__max(q->a.y, q->b.y), r))
        return false;
    return hd__segs_within(p->a, p->b, q->a, q->b, p->r, q->r);
}

/* ---- boxes: rects given by their corners -------------------------------
 *
 * A box is the closed rect [lo.x, hi.x] x [lo.y, hi.y] given by its two
 * corners (lo <= hi on each axis; lo == hi is a point, one equal axis a
 * segment), as cute_c2's and Box2D's AABBs are. Every edge is an input
 * double, so the box tests need no rounding where the rect's do (a rect's
 * far edge x + w is a sum that is kept exact): a point or a box against a
 * box is four compares, and the disk against a box rounds only its gaps.
 * The answers are those of hd_collide on the same closed set (a rect
 * {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y} wherever those differences are
 * doubles, or the polygon of the four corners).
 *
 *     hd_box b = {{0, 0}, {10, 4}};
 *     hd_circle c = {{13, 8}, 5};
 *     bool hit = hd_circle_box(&c, &b);             // true: (10, 4) is at distance 5
 */
typedef struct hd_box {
    hd_vec2 lo, hi;
} hd_box;

static inline bool hd_point_box(const hd_point *p, const hd_box *b)
{
    return (p->p.x >= b->lo.x) & (p->p.x <= b->hi.x) & (p->p.y >= b->lo.y) & (p->p.y <= b->hi.y);
}

static inline bool hd_box_box(const hd_box *a, const hd_box *b)
{
    return (a->lo.x <= b->hi.x) & (b->lo.x <= a->hi.x) & (a->lo.y <= b->hi.y) & (b->lo.y <= a->hi.y);
}

/* The disk against the box: q, the centre clamped to the box, is an input
 * number on each axis (the centre's own inside, else the nearer edge), so
 * g = fl(c - q) is 0 inside and otherwise the exact gap with one rounding.
 * Then d = gx^2 + gy^2 against e = r^2 by the ulp filter: the proof of
 * hd_circle_circle holds word for word (d is within 4.01 u of the exact
 * squared distance to the box, e within 2.01 u of r^2). */
static inline bool hd_circle_box(const hd_circle *c, const hd_box *b)
{
    double px = c->c.x, py = c->c.y, r = c->r;
    double qx = px < b->hi.x ? px : b->hi.x, qy = py < b->hi.y ? py : b->hi.y;
    qx = qx > b->lo.x ? qx : b->lo.x;
    qy = qy > b->lo.y ? qy : b->lo.y;
    double gx = px - qx, gy = py - qy;
    int64_t i = hd__bits(gx * gx + gy * gy) - hd__bits(r * r);
    if (HD__LIKELY(hd__ulps_clear(i)))
        return i < 0;
    return hd__circle_box_exact_of(c, b);
}

/* ---- float shapes --------------------------------------------------------
 *
 * The small pairs again for shapes stored in floats (12-16 bytes a shape,
 * half the memory traffic of the double shapes when many pairs stream
 * through the cache):
 *
 *     hd_circlef a = {0, 0, 5}, b = {8, 6, 5};
 *     bool touch = hd_circlef_circlef(&a, &b);      // true, exactly
 *
 * The answers are EXACT on the values of the floats, with the closed-set
 * rule of the double shapes: each function is the double test on the same
 * numbers. A float converts to a double exactly, and every finite float
 * (subnormals included: the smallest is about 1.4e-45) is 0 or within
 * [HD_COORD_MIN, HD_COORD_MAX] = [1e-50, 1e50], the range the double
 * filters are proved on; so the double filter, and when it cannot decide
 * the exact path, see the floats' exact values. Infinities and NaNs are
 * outside the contract, as for doubles. The disk and segment tests first
 * try a filter in float arithmetic (float operations cost what double
 * ones do, and the conversions are saved); its proofs cover every finite
 * float, subnormal results and overflow to infinity included, and where
 * it cannot decide, the double test decides (out of line). Compilers
 * that evaluate float expressions in a wider type (FLT_EVAL_METHOD != 0,
 * x87) take the double test directly. hd_*f_to() give the double shape with the
 * same values (hd_collide on them gives the same answers). */

typedef struct hd_pointf {
    float x, y;
} hd_pointf;

/* The closed disk of radius r >= 0 about (x, y). */
typedef struct hd_circlef {
    float x, y, r;
} hd_circlef;

/* [x, x + w] x [y, y + h], w, h >= 0; the far edges are the exact sums. */
typedef struct hd_rectf {
    float x, y, w, h;
} hd_rectf;

/* The closed segment (ax, ay)..(bx, by). */
typedef struct hd_segf {
    float ax, ay, bx, by;
} hd_segf;

static inline hd_point hd_pointf_to(const hd_pointf *p)
{
    hd_point q = {{p->x, p->y}};
    return q;
}
static inline hd_circle hd_circlef_to(const hd_circlef *c)
{
    hd_circle q = {{c->x, c->y}, c->r};
    return q;
}
static inline hd_rect hd_rectf_to(const hd_rectf *r)
{
    hd_rect q = {r->x, r->y, r->w, r->h};
    return q;
}
static inline hd_line hd_segf_to(const hd_segf *s)
{
    hd_line q = {{s->ax, s->ay}, {s->bx, s->by}};
    return q;
}

#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
#define HD__FLOAT_FILTERS 1
#else
#define HD__FLOAT_FILTERS 0
#endif

/* The ulp filter in float (hd__bitsf): d = fl(dx)^2 + fl(dy)^2 against
 * e = fl(r)^2, all in float. Proof, for any finite floats (u = 2^-24,
 * h = 2^-150, a float rounding of x is x (1 + t) + g with |t| <= u, |g| <=
 * h, g = 0 for sums and differences, or an overflow to +-inf, which only
 * happens to exact values of magnitude at least O = 2^128 (1 - 2^-25)):
 * neither d nor e is NaN (sums of non-negative values), and they are >= +0.
 * Without overflow |d - D| <= 4.01 u D + 3 h and |e - E| <= 3.01 u E + 2 h
 * (D, E exact; FMA contraction only removes roundings). If bits(d) -
 * bits(e) = n > 64 then d - e >= n ulps of e, so d - e >= 64 u e and
 * d - e >= 64 * 2^-149 = 128 h, together d - e >= 32 u e + 64 h, and
 * D - E >= (d - e) - 4.01 u d - 3.01 u e - 5 h (first order) > 0 (with
 * d <= e + (d - e) the u d term is below 4.01 u e + 4.01 u (d - e)).
 * The same with d, e exchanged for a hit. With overflow: d = +inf means
 * D >= O (1 - 3.01 u) (some step of d overflowed; the steps before it
 * were relative), and bits(inf) - bits(e) > 64 means e <= FLT_MAX (1 +
 * u)^-64, so E <= (e + 2 h) / (1 - 3.01 u) < O (1 - 3.01 u) <= D: a miss,
 * rightly; e = +inf and d 64 steps below it is the hit, the same way;
 * both +inf are 0 steps apart: the exact path. */
static inline bool hd_pointf_circlef(const hd_pointf *p, const hd_circlef *c)
{
#if HD__FLOAT_FILTERS
    float dx = p->x - c->x, dy = p->y - c->y, r = c->r;
    int32_t i = hd__bitsf(dx * dx + dy * dy) - hd__bitsf(r * r);
    if (HD__LIKELY(hd__ulpsf_clear(i)))
        return i < 0;
    return hd__pointf_circlef_exact(p, c);
#else
    hd_point a = hd_pointf_to(p);
    hd_circle b = hd_circlef_to(c);
    return hd_point_circle(&a, &b);
#endif
}

/* The monotone-rounding argument of hd_point_rect holds for a rounding
 * to float too (also where a difference overflows to infinity or is
 * subnormal), so this one is computed in float; the double test decides
 * when a rounded difference equals the width. */
static inline bool hd_pointf_rectf(const hd_pointf *p, const hd_rectf *r)
{
#if HD__SSE2
    /* lanes x, y of one register: (p.x, p.y) - (x, y) against (w, h) */
    double pb;
    memcpy(&pb, p, sizeof pb);
    __m128 rv = _mm_loadu_ps(&r->x), d = _mm_sub_ps(_mm_castpd_ps(_mm_set_sd(pb)), rv);
    __m128 wh = _mm_movehl_ps(rv, rv), lo = _mm_cmpge_ps(d, _mm_setzero_ps());
    int lt = _mm_movemask_ps(_mm_and_ps(lo, _mm_cmplt_ps(d, wh))) & 3;
    int le = _mm_movemask_ps(_mm_and_ps(lo, _mm_cmple_ps(d, wh))) & 3;
    if (HD__LIKELY(lt == le))
        return lt == 3;
    hd_point a = hd_pointf_to(p);
    hd_rect b = hd_rectf_to(r);
    return hd__point_rect_exact(&a, &b);
#else
    float dx = p->x - r->x, dy = p->y - r->y;
    bool lo = (dx >= 0) & (dy >= 0);
    bool lt = lo & (dx < r->w) & (dy < r->h), le = lo & (dx <= r->w) & (dy <= r->h);
    if (le > lt) {
        hd_point a = hd_pointf_to(p);
        hd_rect b = hd_rectf_to(r);
        return hd_point_rect(&a, &b);
    }
    return lt;
#endif
}

/* As hd_pointf_circlef (r = fl(p.r + q.r) adds one rounding to e,
 * within the 3.01 u of the proof there). */
static inline bool hd_circlef_circlef(const hd_circlef *p, const hd_circlef *q)
{
#if HD__FLOAT_FILTERS
    float dx = q->x - p->x, dy = q->y - p->y, r = p->r + q->r;
    int32_t i = hd__bitsf(dx * dx + dy * dy) - hd__bitsf(r * r);
    if (HD__LIKELY(hd__ulpsf_clear(i)))
        return i < 0;
    return hd__circlef_circlef_exact(p, q);
#else
    hd_circle a = hd_circlef_to(p), b = hd_circlef_to(q);
    return hd_circle_circle(&a, &b);
#endif
}

static inline bool hd_circlef_rectf(const hd_circlef *c, const hd_rectf *r)
{
#if HD__SSE2
    hd_circle a = hd_circlef_to(c);
    hd_rect b = hd_rectf_to(r);
    return hd_circle_rect(&a, &b);
#else
    return hd_sign_dist2_rect(hd_v(c->x, c->y), r->x, r->y, r->w, r->h, c->r) <= 0;
#endif
}

/* In float, as hd_pointf_rectf (fl(q.x - p.x) = -fl(p.x - q.x) in float
 * too: round to nearest is symmetric). */
static inline bool hd_rectf_rectf(const hd_rectf *p, const hd_rectf *q)
{
#if HD__SSE2
    /* (dx, dy, -dx, -dy) against (q.w, q.h, p.w, p.h) in one register */
    __m128 a = _mm_loadu_ps(&p->x), b = _mm_loadu_ps(&q->x);
    __m128 d = _mm_sub_ps(_mm_movelh_ps(a, b), _mm_movelh_ps(b, a)), wd = _mm_movehl_ps(a, b);
    int lt = _mm_movemask_ps(_mm_cmplt_ps(d, wd)), le = _mm_movemask_ps(_mm_cmple_ps(d, wd));
    if (HD__LIKELY(lt == le))
        return lt == 15;
    hd_rect ra = hd_rectf_to(p), rb = hd_rectf_to(q);
    return hd__rect_rect_exact(&ra, &rb);
#else
    float dx = p->x - q->x, dy = p->y - q->y;
    bool lt = (dx < q->w) & (-dx < p->w) & (dy < q->h) & (-dy < p->h);
    bool le = (dx <= q->w) & (-dx <= p->w) & (dy <= q->h) & (-dy <= p->h);
    if (le > lt) {
        hd_rect a = hd_rectf_to(p), b = hd_rectf_to(q);
        return hd_rect_rect(&a, &b);
    }
    return lt;
#endif
}

/* hd_line_line's three crosses in float, with the bound
 * 2^-12 W H + 2^-63. Proof (u = 2^-24, h = 2^-150 as in hd_pointf_circlef):
 * if no step overflows, the argument of hd_line_line gives errors below
 * 21 u W H plus 12 h for the products' absolute errors, and 2^-12 > 21 u;
 * the term 2^-63 covers the h terms and keeps every |o| above 2^-63, so the
 * products o1 (o1 + D) and m3 (m3 + D) are at least 2^-126: not 0, not
 * subnormal, and their signs are right (an overflow to inf keeps the
 * sign). Overflow: W and H bound every rounded difference, so W (8 H)
 * bounds 8 times every product; if some difference, product, cross or
 * sum overflowed, W (8 H) (at least 2 |o| for every o) overflows to
 * +inf, or is inf * 0 = NaN, and the test fails (lo > inf and lo > NaN are
 * false): the double test decides. The multiplication by 8 and by 2^-15
 * are exact where W (8 H) is finite and above 2^-100. */
static inline bool hd_segf_segf(const hd_segf *s, const hd_segf *t)
{
#if HD__FLOAT_FILTERS
    float ux = s->bx - s->ax, uy = s->by - s->ay, vx = t->bx - t->ax, vy = t->by - t->ay;
    float wx = t->ax - s->ax, wy = t->ay - s->ay;
    float D = ux * vy - uy * vx, o1 = ux * wy - uy * wx, m3 = vx * wy - vy * wx;
    float o2 = o1 + D, n4 = m3 + D;
    float W = fabsf(ux) + fabsf(vx) + fabsf(wx), H = fabsf(uy) + fabsf(vy) + fabsf(wy);
    float f1 = fabsf(o1), f2 = fabsf(o2), f3 = fabsf(m3), f4 = fabsf(n4);
    float a = f2 < f1 ? f2 : f1, b = f4 < f3 ? f4 : f3, lo = b < a ? b : a;
    if (HD__LIKELY(lo > (W * (H * 8)) * 0x1p-15f + 0x1p-63f))
        return (o1 * o2 < 0) & (m3 * n4 < 0);
    return hd__segf_segf_exact(s, t);
#else
    hd_line a = hd_segf_to(s), b = hd_segf_to(t);
    return hd_line_line(&a, &b);
#endif
}

static inline bool hd_circlef_segf(const hd_circlef *c, const hd_segf *s)
{
    hd_circle a = hd_circlef_to(c);
    hd_line b = hd_segf_to(s);
    return hd_circle_line(&a, &b);
}

/* A box of floats: [x0, x1] x [y0, y1] (x0 <= x1, y0 <= y1). The point
 * and box tests compare the floats (exact); the disk's is hd_circle_box on
 * the same values. */
typedef struct hd_boxf {
    float x0, y0, x1, y1;
} hd_boxf;

static inline hd_box hd_boxf_to(const hd_boxf *b)
{
    hd_box q = {{b->x0, b->y0}, {b->x1, b->y1}};
    return q;
}

static inline bool hd_pointf_boxf(const hd_pointf *p, const hd_boxf *b)
{
    return (p->x >= b->x0) & (p->x <= b->x1) & (p->y >= b->y0) & (p->y <= b->y1);
}

static inline bool hd_boxf_boxf(const hd_boxf *a, const hd_boxf *b)
{
    return (a->x0 <= b->x1) & (b->x0 <= a->x1) & (a->y0 <= b->y1) & (b->y0 <= a->y1);
}

/* hd_circle_box in float: the clamp picks a float, the gap fl(c - q) is 0
 * or the exact gap rounded once (or an overflow), and d = gx^2 + gy^2
 * against e = r^2 by the float ulp filter, proved in hd_pointf_circlef. */
static inline bool hd_circlef_boxf(const hd_circlef *c, const hd_boxf *b)
{
#if HD__FLOAT_FILTERS
    float px = c->x, py = c->y, r = c->r;
    float qx = px < b->x1 ? px : b->x1, qy = py < b->y1 ? py : b->y1;
    qx = qx > b->x0 ? qx : b->x0;
    qy = qy > b->y0 ? qy : b->y0;
    float gx = px - qx, gy = py - qy;
    int32_t i = hd__bitsf(gx * gx + gy * gy) - hd__bitsf(r * r);
    if (HD__LIKELY(hd__ulpsf_clear(i)))
        return i < 0;
    return hd__circlef_boxf_exact(c, b);
#else
    hd_circle cd = hd_circlef_to(c);
    hd_box bd = hd_boxf_to(b);
    return hd_circle_box(&cd, &bd);
#endif
}

#ifdef __cplusplus
}
#endif
#endif
