/*
 * hd_pairs.h: the hit functions of the table (pairs.c), one per unordered
 * pair of kinds, first argument of the lower kind, each of the hd_hit_fn
 * signature; and the helpers the reference path (reference.c) shares with
 * them. Internal.
 */
#ifndef HD_PAIRS_H
#define HD_PAIRS_H

#include "geom_internal.h"

/* The far edge x + w of a rect as the exact sum *s + *e. */
void hd_split_sum(double x, double w, double *s, double *e);
/* A rect's corners, the far ones exact (two-term points). */
void hd_rect_xcorners(const hd_rect *r, hd_xpt c[4]);
/* The closed segment a..b meets the closed rect r, exact at far edges. */
bool hd_seg_meets_rect(const hd_rect *r, hd_vec2 a, hd_vec2 b);
/* Some piece of the polygonal chain v[0..n) is within r of a..b, exact. */
bool hd_chain_within_seg_exact(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b, double r);
/* The closed disk (c, r) meets the outline of s. */
bool hd_disk_meets_outline(hd_vec2 c, double r, const hd_shape *s);

/* The hit functions (hd_hit_fn). */
bool hd_hit_capsule_capsule(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_capsule(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_circle(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_line(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_polygon(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_rect(const hd_shape *a, const hd_shape *b);
bool hd_hit_capsule_sector(const hd_shape *a, const hd_shape *b);
bool hd_hit_circle_sector(const hd_shape *a, const hd_shape *b);
bool hd_hit_generic(const hd_shape *a, const hd_shape *b);
bool hd_hit_line_capsule(const hd_shape *a, const hd_shape *b);
bool hd_hit_line_line(const hd_shape *a, const hd_shape *b);
bool hd_hit_line_polygon(const hd_shape *a, const hd_shape *b);
bool hd_hit_point_any(const hd_shape *a, const hd_shape *b);
bool hd_hit_polygon_capsule(const hd_shape *a, const hd_shape *b);
bool hd_hit_polygon_polygon(const hd_shape *a, const hd_shape *b);
bool hd_hit_rect_capsule(const hd_shape *a, const hd_shape *b);
bool hd_hit_rect_line(const hd_shape *a, const hd_shape *b);
bool hd_hit_rect_polygon(const hd_shape *a, const hd_shape *b);
bool hd_hit_rect_rect(const hd_shape *a, const hd_shape *b);

#endif
