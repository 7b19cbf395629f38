/*
 * hitdemo/detail/pred_detail.h: NOT API. What the inline predicates of
 * <hitdemo/pred.h> and the inline tests of <hitdemo/typed.h> are made of:
 * the filter constant, four arithmetic helpers and the out-of-line exact
 * paths. Included by those headers; do not include it or call anything in
 * it yourself: it may change in any release. The hd_sign_*_exact functions
 * are exported by libhitdemo-geom (the inline code of the public headers,
 * compiled into your program, calls them), and are in its symbol list for
 * that reason only.
 */
#ifndef HITDEMO_DETAIL_PRED_DETAIL_H
#define HITDEMO_DETAIL_PRED_DETAIL_H

#include <math.h>
#include <stdbool.h>

#include "../export.h"
#include "../vec2.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The static filter of the predicates: a computed value farther than
 * HD_FILTER times its scale from zero has the sign of the exact one (far
 * above the true rounding error of these few operations). */
#define HD_FILTER 1e-12

/* Knuth's two-sum: *s + *t == a + b exactly, *s = a + b rounded (the one
 * copy; exact.c's expansions and prims.c's exactness tests use it). */
static inline void hd__two_sum(double a, double b, double *s, double *t)
{
    double x = a + b, bv = x - a, av = x - bv;
    *s = x;
    *t = (a - av) + (b - bv);
}

static inline int hd__sgn(double v) { return (v > 0) - (v < 0); }
static inline double hd__min(double a, double b) { return b < a ? b : a; }
static inline double hd__max(double a, double b) { return b > a ? b : a; }

HD_API int hd_sign_cross_diff_exact(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0);
HD_API int hd_sign_dot_diff_exact(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0);
HD_API int hd_sign_dist2_pt_exact(hd_vec2 p, hd_vec2 q, double r1, double r2);
HD_API int hd_sign_perp2_exact(hd_vec2 p, hd_vec2 a, hd_vec2 b, double r1, double r2);
HD_API int hd_sign_sub2_exact(double a, double b, double c);
HD_API int hd_sign_dist2_rect_exact(hd_vec2 p, double x, double y, double w, double h, double r);

/* The quick part of hd_point_on_seg: false where p is surely off the
 * closed segment a..b (outside its box, or off its line by more than
 * hd_sign_cross_diff's bound on the cross), true where the exact test must
 * decide. */
static inline bool hd__maybe_on_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    if (p.x < hd__min(a.x, b.x) || p.x > hd__max(a.x, b.x) || p.y < hd__min(a.y, b.y) || p.y > hd__max(a.y, b.y))
        return false;
    double l = (b.x - a.x) * (p.y - a.y), r = (b.y - a.y) * (p.x - a.x);
    return !(fabs(l - r) > HD_FILTER * (fabs(l) + fabs(r)));
}

#ifdef __cplusplus
}
#endif
#endif
