/*
 * hitdemo/relation.h: how two shapes lie, not only whether they meet.
 *
 *     #include <hitdemo/relation.h>
 *     hd_shape a = {.kind = HD_CIRCLE, .circle = {{0, 0}, 10}};
 *     hd_shape b = {.kind = HD_LINE, .line = {{-20, 10}, {20, 10}}};
 *     hd_relation r = hd_relate(&a, &b);   // HD_TOUCHING: tangent at (0, 10)
 *     puts(hd_relation_name(r));            // "touching"
 *
 * THE RULES. Shapes are closed sets (geom.h). The relation of a to b is the
 * first of these that holds:
 *
 *   HD_A_CONTAINS_B  b is a subset of a (boundary contact allowed; also
 *                    when the two are the same set)
 *   HD_B_CONTAINS_A  a is a subset of b
 *   HD_OVERLAPPING   the interiors of a and b share a point
 *   HD_TOUCHING      they share a point (hd_collide) but not an interior one
 *   HD_APART         they share no point (!hd_collide)
 *
 * The interior of a shape with area is its topological interior (the set
 * without its outline). A shape with no area is taken as the smaller set it
 * collapses to (geom.h), and its interior is its RELATIVE interior: a
 * point's is the point itself; a segment's (a line, a capsule or a circle
 * of radius 0 drawn out, a rect of width or height 0, a radial edge of a
 * zero-sweep arc or wedge) is the segment without its two ends; a curve's
 * (an arc with rin == rout) is the curve without its ends (a whole ring has
 * none). So a line crossing a circle overlaps it, a line tangent to it
 * touches it, a line inside it is contained; two crossing segments overlap,
 * two collinear segments sharing a piece overlap, two segments meeting at
 * an end (or an end on the other's middle) touch; a point on a circle's
 * outline is contained in it (the circle contains the point, as for any
 * point of a shape: a point is never "touching").
 *
 * So: a_contains_b and b_contains_a are decided first, and both hold only
 * for equal sets (reported as a_contains_b); overlapping and both
 * containments imply hd_collide; apart is exactly !hd_collide.
 *
 * (A curve and a segment that are tangent at a point of both relative
 * interiors share an interior point: overlapping.)
 *
 * Exact, like the rest of the library: filtered predicates with exact
 * fallbacks, no epsilon, for any inputs in the accepted range, every pair
 * decided (two arcs or wedges around different centres whose lengths span
 * more than 310 bits, such as a radius of 1e50 beside a centre at 1e-50,
 * through expansions with a wide exponent). HD_RELATION_UNKNOWN is kept
 * for callers that name it, and is not returned. Apart is decided as
 * !hd_collide.
 *
 * (The relation is decided on top of hd_collide: apart exactly where it
 * reports no contact, touching where it reports one and the interiors do
 * not meet.)
 *
 * No state, no allocation: thread-safe.
 */
#ifndef HITDEMO_RELATION_H
#define HITDEMO_RELATION_H

#include "geom.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hd_relation {
    HD_RELATION_UNKNOWN = -1, /* a pair the exact test does not cover (see above) */
    HD_APART = 0,
    HD_TOUCHING,
    HD_OVERLAPPING,
    HD_A_CONTAINS_B,
    HD_B_CONTAINS_A
} hd_relation;

/* The relation of the valid shapes a and b (the rules above). */
HD_API hd_relation hd_relate(const hd_shape *a, const hd_shape *b);

/* hd_relate for a pair whose collide answer is already known (collide ==
 * hd_collide(a, b), e.g. from hd_collide_hits), as hd_distance_known. */
HD_API hd_relation hd_relate_known(const hd_shape *a, const hd_shape *b, bool collide);

/* "apart", "touching", "overlapping", "a_contains_b", "b_contains_a",
 * "unknown"; NULL for a value outside the enum. */
HD_API const char *hd_relation_name(hd_relation r);

#ifdef __cplusplus
}
#endif
#endif
