/*
 * overlay_ray.h: the ray tool's picture (features/raytool.c holds the ray):
 * the ray P..P+D as a line with an arrow head, and what hd_raycast said of
 * it against the base:
 *
 *   a hit (t > 0)   a dot at the hit point, "t = T" beside it, the base's
 *                   normal there as a short arrow, and the reflected ray
 *                   D' = D - 2 (D.n) n dashed from the point for the rest
 *                   of the ray's length, (1 - t) |D|;
 *   t = 0           a dot at P, "starts inside: t = 0";
 *   a miss          the ray alone.
 *
 * Labels go through the frame's label placement (gfx.h), so they keep
 * clear of each other, of the HUD and of the dots.
 */
#ifndef HD_OVERLAY_RAY_H
#define HD_OVERLAY_RAY_H

#include <hitdemo/ray.h>

#include "gfx.h"

/* The reflected ray's end: point + (1 - t) D', D' = D - 2 (D.n) n (the
 * normal is a unit vector, so |D'| = |D|). */
hd_vec2 hd_overlay_ray_reflect_end(hd_vec2 d, const hd_ray_hit *h);
/* Draws the ray and h (the cast of P, D against the base). */
void hd_overlay_ray_draw(const hd_gfx *g, hd_vec2 p, hd_vec2 d, const hd_ray_hit *h);

#endif
