/* ray_internal.h: the piece-by-piece answer of ray.c, for the tests. Not
 * public API. */
#ifndef HD_RAY_INTERNAL_H
#define HD_RAY_INTERNAL_H

#include <hitdemo/ray.h>

/* hd_raycast without the table: every decision from ray.c's own exact
 * pieces, also where P + D is a double. Returns out->hit. */
bool hd__ray_pieces(const hd_shape *s, hd_vec2 p, hd_vec2 d, hd_ray_hit *out);

/* The same for an arc or a wedge s from the start P = p + pe, an exact sum
 * (never rounded): a vertex of a rect, whose x + w need not be a double. */
bool hd__ray_pieces_sector(const hd_shape *s, hd_vec2 p, hd_vec2 pe, hd_vec2 d, hd_ray_hit *out);

#endif
