/*
 * minkowski.h: the collision map's exact outline, where it has one (pure
 * C, no SDL). With the cursor a shape C placed at the mouse M (C = C0 + M,
 * C0 the cursor about its reference point), the cursor hits the base B
 * exactly where M lies in the Minkowski sum B + (-C0): the base grown by
 * the cursor reflected about its reference point. For a convex base and a
 * convex cursor that moves with the mouse (point, circle, rect, convex
 * polygon; not the line and capsule cursors, whose start stays put) the
 * sum is convex, and its outline is the two outlines' edges merged by
 * angle. Curves are the tessellation's (tess.h), within HD_TESS_TOL pixels
 * at px_per_unit.
 */
#ifndef HD_MINKOWSKI_H
#define HD_MINKOWSKI_H

#include <hitdemo/geom.h>

#include "cursor_spec.h"
#include "tess.h"

/* The largest outline: both tessellations' vertices. */
#define HD_MINKOWSKI_MAX (2 * HD_TESS_MAX + 2)

/* Writes the outline of the region where the cursor of template cur hits
 * base (a convex loop, logical units, no repeated last vertex) to out
 * (room for cap) and returns its vertex count; 0 where the region is not
 * such a sum (a concave shape, a cursor anchored at a fixed start) or
 * has no area (then a raster is the honest picture). */
int hd_minkowski_map(const hd_shape *base, const hd_cursor_tpl *cur, double px_per_unit, hd_vec2 *out, int cap);

#endif
