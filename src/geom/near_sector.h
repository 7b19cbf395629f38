/* near_sector.h: points and segments within a distance r of an arc or a
 * wedge, exactly (near_sector.c). Not public API. */
#ifndef HD_NEAR_SECTOR_H
#define HD_NEAR_SECTOR_H

#include <stdbool.h>

#include <hitdemo/geom.h>

#include "geom_internal.h"
#include "rpoly.h"

/* Is the direction v (an exact vector of factors) in the range, as
 * hd_in_range decides it for a point c + v? */
bool hd__dir_in_range(rctx *c, const hd_range *rg, fvec v);

/* A circle (nv 1: its centre v[0]) or a capsule (nv 2: its ends) of
 * radius r > 0 moved by t d, t in [0, T] (0 < T <= 1, d != 0), against the
 * arc or wedge s: whether it meets s, exactly, whatever the numbers (in the
 * accepted range). */
bool hd__sweep_round(const hd_vec2 *v, int nv, double r, const hd_shape *s, hd_vec2 d, double T);

/* The capsule a..b of radius r >= 0 meets the arc or wedge s (dist(ab, s)
 * <= r), exactly. */
bool hd__capsule_near_sector(hd_vec2 a, hd_vec2 b, double r, const hd_shape *s);
/* The same from the exact signs alone, none of the plain-double filters
 * (the reference path, so that tests comparing the two check those). */
bool hd__capsule_near_sector_unfiltered(hd_vec2 a, hd_vec2 b, double r, const hd_shape *s);

/* The crossing a + t (b - a) of the segment ab (a != b) with the circle
 * (o, R) at t = (-B + s sqrt(Disc)) / A (s = -1 the first, +1 the second;
 * either for a tangency): is its direction from o in rg (closed, as
 * hd_in_range)? 1 or 0, exactly; 0 if the line misses the circle; -1 if
 * a ray that is not a degree ray has a component below 2^-60 of the other
 * (no exact answer here). */
int hd__seg_root_in_range(hd_vec2 a, hd_vec2 b, hd_vec2 o, double R, const hd_range *rg, int s);

/* The same for the crossing c + t ray (t = (-B + s sqrt(Disc)) / A, A =
 * |ray|^2) of a sector's radial edge, on its centre c and its exact ray
 * (never on its rounded ends): 1 or 0, exactly; -1 as above. */
int hd__ray_root_in_range(hd_vec2 ray, hd_vec2 c, hd_vec2 o, double R, const hd_range *rg, int s);

#endif
