/*
 * hitdemo/detail/typed_detail.h: NOT API. The parts of the inline tests of
 * <hitdemo/typed.h>: the out-of-line exact paths in the library (exported,
 * because the inline code compiled into your program calls them, and in the
 * library's symbol list for that reason only), the SSE2 switch and the
 * inline helpers (ulp filters, the segment distance, the separating-axis
 * loop). Included by <hitdemo/typed.h>; do not include it or call anything
 * in it yourself: it may change in any release.
 */
#ifndef HITDEMO_DETAIL_TYPED_DETAIL_H
#define HITDEMO_DETAIL_TYPED_DETAIL_H

#include <float.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../export.h"
#include "../geom.h"
#include "pred_detail.h"

/* SSE2 (every x86-64 compiler has it): the rect tests, the distance to a
 * segment and the segment pair take both axes in one register. Define
 * HD_NO_SIMD for the plain C path (the tests build both). The answers are
 * the same; the filtered values need not be bit for bit (the SSE2 segment
 * distance clamps t exactly), so the two paths may hand different
 * near-contact cases to the exact path, which decides them alike. */
#if !defined(HD_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64) || (defined(_M_IX86_FP) && _M_IX86_FP >= 2))
#define HD__SSE2 1
#include <emmintrin.h>
#else
#define HD__SSE2 0
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- out-of-line parts (the library, exported: the inline tests call them) ---- */


/* Point in any simple polygon (crossing number, on the outline counts). */
HD_API bool hd__point_polygon_general(const hd_polygon *pg, hd_vec2 p);
/* Disk against a polygon that is concave or lacks HD_POLY_READY. */
HD_API bool hd__circle_polygon_general(const hd_circle *c, const hd_polygon *pg);
/* Two polygons, not both convex with HD_POLY_READY. */
HD_API bool hd__polygon_polygon_general(const hd_polygon *a, const hd_polygon *b);
/* The exact paths below are called only near a contact: marked cold, so
 * that the compilers lay the inline tests out with the decided case
 * falling through and keep no value alive for the call. */
#if defined(__GNUC__)
#define HD__COLD __attribute__((cold))
#define HD__LIKELY(x) __builtin_expect(!!(x), 1)
#else
#define HD__COLD
#define HD__LIKELY(x) (x)
#endif
/* The exact path of hd_line_line (hd_segs_meet). */
HD_API HD__COLD bool hd__line_line_exact(const hd_line *s, const hd_line *t);
/* The exact path of hd_circle_box (the disk (c, r) against [lo, hi]). */
HD_API bool hd__circle_box_exact(hd_vec2 c, double r, hd_vec2 lo, hd_vec2 hi);
/* The exact paths of hd_circle_circle and hd_point_circle
 * (hd_sign_dist2_pt: its own filter, then exact expansions). */
HD_API HD__COLD bool hd__circle_circle_exact(const hd_circle *a, const hd_circle *b);
HD_API HD__COLD bool hd__point_circle_exact(const hd_point *p, const hd_circle *c);
/* The exact paths of the rect tests (the closed-set answer, both axes). */
HD_API HD__COLD bool hd__point_rect_exact(const hd_point *p, const hd_rect *r);
HD_API HD__COLD bool hd__rect_rect_exact(const hd_rect *p, const hd_rect *q);
HD_API HD__COLD bool hd__circle_rect_exact(const hd_circle *c, const hd_rect *r);
/* More exact paths, out of line so that the inline tests stay small
 * enough to be inlined into the caller's loop (hd_sign_dist2_seg or
 * hd_orient's exact part inline made them too big), and called as tail
 * calls where they can be (then hd_collide needs no stack frame):
 * hd_orient; hd_point_on_seg; dist(c, segment a..b) <= r (a disk
 * against a convex polygon's edge; for the disk against a segment and a
 * point against a capsule the same test takes the shapes' pointers, which
 * keeps the inline callers from copying their points to pass them); the
 * disk against a capsule (radii r1 + r2); two segments within r1 + r2
 * (hd__segs_within). */
HD_API HD__COLD int hd__orient_exact(hd_vec2 a, hd_vec2 b, hd_vec2 c);
HD_API HD__COLD bool hd__point_line_exact(const hd_point *p, const hd_line *l);
HD_API HD__COLD bool hd__disk_seg_exact(hd_vec2 c, double r, hd_vec2 a, hd_vec2 b);
HD_API HD__COLD bool hd__circle_line_exact(const hd_circle *c, const hd_line *l);
HD_API HD__COLD bool hd__point_capsule_exact(const hd_point *p, const hd_capsule *c);
HD_API HD__COLD bool hd__circle_capsule_exact(const hd_circle *a, const hd_capsule *b);
HD_API HD__COLD bool hd__segs_within_exact(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2);

/* The exact paths of the box and float tests (hd_circle_box, hd_pointf_circlef,
 * hd_circlef_circlef, hd_segf_segf, hd_circlef_boxf): the double tests on the
 * values, out of line. Declared with the struct tags; <hitdemo/typed.h>
 * defines the types. */
struct hd_box;
struct hd_pointf;
struct hd_circlef;
struct hd_segf;
struct hd_boxf;
HD_API HD__COLD bool hd__circle_box_exact_of(const hd_circle *c, const struct hd_box *b);
HD_API HD__COLD bool hd__pointf_circlef_exact(const struct hd_pointf *p, const struct hd_circlef *c);
HD_API HD__COLD bool hd__circlef_circlef_exact(const struct hd_circlef *p, const struct hd_circlef *q);
HD_API HD__COLD bool hd__segf_segf_exact(const struct hd_segf *s, const struct hd_segf *t);
HD_API HD__COLD bool hd__circlef_boxf_exact(const struct hd_circlef *c, const struct hd_boxf *b);

/* ---- helpers of the inline tests (not API) ------------------------------ */

/* The ulp filter. For doubles x, y >= 0 (+0 included, +inf allowed, no
 * NaN) the bit patterns read as integers are in the order of the values,
 * and one step of the integer is one step to the next double: so
 * bits(y) - bits(x) = n > 0 means y >= x (1 + 2^-53)^n (an ulp of x is
 * more than 2^-53 x, for subnormal x too) and y >= x + n 2^-1074. The
 * tests below compare a computed square d with a computed square e, each
 * within a few roundings of its exact value, and take the compare as the
 * answer when the two are more than HD__ULPS steps apart: 64 steps are a
 * factor of at least 1 + 2^-47, far above the few roundings (about 2^-51
 * relative). The same for floats (32-bit patterns, 1 + 2^-24 a step,
 * subnormals 2^-149 apart). One integer subtraction and one compare:
 * cheaper than a rounding-error bound in floating point. */
#define HD__ULPS 64
static inline int64_t hd__bits(double x)
{
    int64_t i;
    memcpy(&i, &x, sizeof i);
    return i;
}
static inline int32_t hd__bitsf(float x)
{
    int32_t i;
    memcpy(&i, &x, sizeof i);
    return i;
}
/* i = bits(d) - bits(e): more than HD__ULPS steps either way? */
static inline bool hd__ulps_clear(int64_t i) { return (uint64_t)i + HD__ULPS > 2 * HD__ULPS; }
static inline bool hd__ulpsf_clear(int32_t i) { return (uint32_t)i + HD__ULPS > 2 * HD__ULPS; }

/* Surely lo - hi > r for r >= 0 (r may be a rounded sum of radii): a
 * filtered gap test for early rejection by boxes; false when it cannot tell.
 * The rounding error of (lo - hi) - r is below 2^-52 (|lo - hi| + r), and
 * r < lo - hi whenever the test passes, so the bound 1e-12 |lo - hi| covers
 * it. */
static inline bool hd__surely_apart(double lo, double hi, double r)
{
    double d = lo - hi, v = d - r;
    return v > HD_FILTER * fabs(d);
}

/* Squared distance from p to the segment a..b in plain doubles (clamped
 * projection, no branch; a == b gives t = 0 with SSE2, 0 or 1 without): *S
 * gets the local scale
 * |b - a| + |p - a| (1-norms). The value errs by less than 64 2^-53 S^2:
 * rounding d = b - a and w = p - a moves the true distance by at most
 * 2^-53 S (it is 1-Lipschitz in both), any t in [0, 1] names a point of
 * the segment (t's error there enters squared), the clamp
 * (|t| - |t - 1| + 1) / 2 lands within 2^-51 (|t| + 1) of [0, 1], which
 * moves the point by at most 2^-51 S, and w - t d is rounded within
 * 2^-51 S. */
static inline double hd__d2_seg_local(hd_vec2 p, hd_vec2 a, hd_vec2 b, double *S)
{
#if HD__SSE2
    /* The same operations, the x and y lanes in one register; the clamp by
     * minsd and maxsd (no jump, and t lands in [0, 1] exactly). For inputs
     * in the accepted range a non-zero difference is at least 2^-219, so dd
     * is 0 or at least 2^-438: below 2^-1022 only when d = 0, and then the
     * dot is 0 and t = 0. */
    __m128d A = _mm_loadu_pd(&a.x), D = _mm_sub_pd(_mm_loadu_pd(&b.x), A), W = _mm_sub_pd(_mm_loadu_pd(&p.x), A);
    __m128d DD = _mm_mul_pd(D, D), DW = _mm_mul_pd(D, W);
    __m128d dd = _mm_max_sd(_mm_add_sd(DD, _mm_unpackhi_pd(DD, DD)), _mm_set_sd(0x1p-1022));
    __m128d T = _mm_div_sd(_mm_add_sd(DW, _mm_unpackhi_pd(DW, DW)), dd);
    T = _mm_min_sd(_mm_max_sd(T, _mm_setzero_pd()), _mm_set_sd(1.0));
    __m128d E = _mm_sub_pd(W, _mm_mul_pd(_mm_unpacklo_pd(T, T), D)), EE = _mm_mul_pd(E, E);
    const __m128d neg0 = _mm_set1_pd(-0.0); /* |x| = andnot(-0.0, x) */
    __m128d L = _mm_add_pd(_mm_andnot_pd(neg0, D), _mm_andnot_pd(neg0, W));
    *S = _mm_cvtsd_f64(_mm_add_sd(L, _mm_unpackhi_pd(L, L)));
    return _mm_cvtsd_f64(_mm_add_sd(EE, _mm_unpackhi_pd(EE, EE)));
#else
    double dx = b.x - a.x, dy = b.y - a.y, wx = p.x - a.x, wy = p.y - a.y;
    double dd = dx * dx + dy * dy, t = (dx * wx + dy * wy) / (dd + (dd == 0));
    t = (fabs(t) - fabs(t - 1) + 1) * 0.5; /* t clamped to [0, 1], no jump */
    double ex = wx - t * dx, ey = wy - t * dy;
    *S = fabs(dx) + fabs(dy) + fabs(wx) + fabs(wy);
    return ex * ex + ey * ey;
#endif
}

/* The same value, for filters with a global scale: within a few ulps of
 * S^2, S the sum of the magnitudes. */
static inline double hd__plain_d2_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    double S;
    return hd__d2_seg_local(p, a, b, &S);
}

/* The filter of hd__segs_within: 1 within, 0 apart, -1 too close to call.
 * Two segments that do not cross are as far apart as the nearest end of
 * one to the other segment; every value here errs by a few ulps of S^2,
 * far below the bound, so a clear answer is the exact one. */
static inline int hd__segs_within_filter(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2)
{
    double S = fabs(a.x) + fabs(a.y) + fabs(b.x) + fabs(b.y) + fabs(c.x) + fabs(c.y) + fabs(d.x) + fabs(d.y) + r1 + r2;
    double tol = HD_FILTER * S * S, R = r1 + r2, RR = R * R;
    double m = hd__min(hd__min(hd__plain_d2_seg(a, c, d), hd__plain_d2_seg(b, c, d)),
                      hd__min(hd__plain_d2_seg(c, a, b), hd__plain_d2_seg(d, a, b)));
    if (m - RR < -tol)
        return 1;
    double ux = b.x - a.x, uy = b.y - a.y, vx = d.x - c.x, vy = d.y - c.y;
    double o1 = ux * (c.y - a.y) - uy * (c.x - a.x), o2 = ux * (d.y - a.y) - uy * (d.x - a.x);
    double o3 = vx * (a.y - c.y) - vy * (a.x - c.x), o4 = vx * (b.y - c.y) - vy * (b.x - c.x);
    bool apart = (o1 > tol && o2 > tol) || (o1 < -tol && o2 < -tol) || (o3 > tol && o4 > tol) ||
                 (o3 < -tol && o4 < -tol);
    if (apart && m - RR > tol)
        return 0;
    bool cross = ((o1 > tol && o2 < -tol) || (o1 < -tol && o2 > tol)) &&
                 ((o3 > tol && o4 < -tol) || (o3 < -tol && o4 > tol));
    return cross ? 1 : -1;
}

/* dist(segment a..b, segment c..d) <= r1 + r2, exact: the filter, else
 * the segments meet or an end of one is within r1 + r2 of the other
 * (disjoint segments are closest at an end). */
static inline bool hd__segs_within(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2)
{
    int f = hd__segs_within_filter(a, b, c, d, r1, r2);
    if (HD__LIKELY(f >= 0))
        return f == 1;
    return hd__segs_within_exact(a, b, c, d, r1, r2);
}

/* Some edge of the convex list p (winding wp: its interior is where
 * orient(edge, x) == wp) leaves every vertex of q strictly outside its line.
 * Each edge's scan of q stops at the first vertex on the inner side or on
 * the line, and starts where the previous edge's scan stopped (neighbouring
 * edges have neighbouring witnesses), so overlapping polygons cost about
 * one orientation per edge. Exact: hd_orient is filtered, then exact. */
static inline bool hd__edge_separates(const hd_vec2 *p, int np, int wp, const hd_vec2 *q, int nq)
{
    int j = 0;
    for (int i = 0; i < np; i++) {
        hd_vec2 e0 = p[i], e1 = p[i + 1 < np ? i + 1 : 0];
        int k = 0;
        for (; k < nq; k++) {
            /* w orient(e0, e1, q[j]) >= 0 stops the scan: the cross
             * filtered in place as in hd_point_polygon */
            double l = (e1.x - e0.x) * (q[j].y - e0.y), r = (e1.y - e0.y) * (q[j].x - e0.x), det = (l - r) * wp;
            double bound = HD_FILTER * (fabs(l) + fabs(r));
            if (det > bound || (det >= -bound && hd__orient_exact(e0, e1, q[j]) * wp >= 0))
                break;
            if (++j == nq)
                j = 0;
        }
        if (k == nq)
            return true;
    }
    return false;
}

/* Separating axis test for two closed convex vertex lists of windings wa,
 * wb. The closed sets are disjoint iff some edge line of one leaves the
 * whole other strictly outside (the edges of the Minkowski difference are
 * the edges of the two), decided with exact orientations. */
static inline bool hd__sat_overlap(const hd_vec2 *va, int na, int wa, const hd_vec2 *vb, int nb, int wb)
{
    return !hd__edge_separates(va, na, wa, vb, nb) && !hd__edge_separates(vb, nb, wb, va, na);
}

/* The disk (c, r) against the convex polygon v[0..n) of winding w (+1 or
 * -1): the centre is inside unless it is strictly outside some edge's line,
 * and then the nearest point of the polygon lies on such an edge (at a
 * vertex, the centre is strictly outside one of the two edges there). One
 * pass, exact predicates. */
static inline bool hd__circle_convex(hd_vec2 c, double r, const hd_vec2 *v, int n, int w)
{
    /* Each edge a->b: its cross filtered in place (hd_sign_cross_diff's
     * bound; w = +-1 keeps it exact), the cold exact orientation within
     * the bound; an edge with c strictly outside its line then takes the
     * disk/segment test of hd_circle_line (filter, then cold exact). */
    bool outside = false;
    double sw = w, rr = r * r;
    hd_vec2 a = v[n - 1];
    for (int i = 0; i < n; i++) {
        hd_vec2 b = v[i];
        double l = (b.x - a.x) * (c.y - a.y), q = (b.y - a.y) * (c.x - a.x), det = (l - q) * sw;
        double bound = HD_FILTER * (fabs(l) + fabs(q));
        if (det <= bound && (det < -bound || hd__orient_exact(a, b, c) * w < 0)) {
            double S, d = hd__d2_seg_local(c, a, b, &S) - rr;
            S += r;
            if (HD__LIKELY(fabs(d) > HD_FILTER * S * S) ? d < 0 : hd__disk_seg_exact(c, r, a, b))
                return true;
            outside = true;
        }
        a = b;
    }
    return !outside;
}

#ifdef __cplusplus
}
#endif
#endif
