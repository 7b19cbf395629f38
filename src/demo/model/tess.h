/*
 * tess.h: outlines of shapes as vertex lists in logical units, for drawing
 * (pure C, no SDL). Curves are split finely enough that the chord strays
 * less than HD_TESS_TOL pixels from the true curve at px_per_unit pixels a
 * logical unit.
 */
#ifndef HD_TESS_H
#define HD_TESS_H

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

#define HD_TESS_TOL 0.1
#define HD_TESS_MAX 4200 /* any outline here: at most 2 arcs of <= 2001 points, +1 */

/* Normalised sweep of a sector, degrees: 360 for a full ring/disk (END -
 * START a non-zero multiple of 360), 0 for START == END, else in (0,360). */
double hd_tess_sweep(double start, double end);

/* The box (logical units) a drawing is clipped to: the drawable and a
 * margin. Where a curve would need more than HD_TESS_ARC_MAX chords to stay
 * within HD_TESS_TOL pixels everywhere (a large zoom), the parts of it
 * whose every point lies outside the box are cut into longer chords
 * (invisible: the region between such a chord and its arc lies outside
 * the box too), and the part inside keeps the fine ones: curves are drawn
 * true at every zoom. */
typedef struct hd_tess_clip {
    double x0, y0, x1, y1;
} hd_tess_clip;

#define HD_TESS_ARC_MAX 2000

/* Points of a circular arc of radius r around c, from angle a0 sweeping
 * `sweep` degrees (y down, so clockwise on screen), both ends included.
 * Returns the count (>= 2), at most cap. clip may be NULL (the whole arc
 * fine, up to HD_TESS_ARC_MAX chords). */
int hd_tess_arc(hd_vec2 c, double r, double a0, double sweep, double px_per_unit, hd_vec2 *out,
                int cap);
int hd_tess_arc_clip(hd_vec2 c, double r, double a0, double sweep, double px_per_unit, const hd_tess_clip *clip,
                     hd_vec2 *out, int cap);

/* Closed outline of a circle, rect, polygon, capsule (the stadium), wedge,
 * or arc (annular sector) as one loop (the last vertex is not repeated).
 * A full ring (arc with rin > 0 and a 360 sweep) has a hole: the loop goes
 * round the outer circle and back round the inner one through a
 * zero-width cut, which an even-odd fill draws right; *hole_at is then the
 * index where the inner circle starts (else -1). Returns the vertex count;
 * 0 for kinds drawn otherwise (point, line, and shapes degenerate to a
 * point or a segment). */
int hd_tess_outline(const hd_shape *s, double px_per_unit, hd_vec2 *out, int cap, int *hole_at);
/* The same, true within HD_TESS_TOL pixels inside clip at any zoom. */
int hd_tess_outline_clip(const hd_shape *s, double px_per_unit, const hd_tess_clip *clip, hd_vec2 *out, int cap,
                         int *hole_at);

#endif
