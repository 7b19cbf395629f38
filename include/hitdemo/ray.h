/*
 * hitdemo/ray.h: ray casts against hitdemo's shapes, decided exactly like
 * every other answer of the geometry (<hitdemo/geom.h>).
 *
 *     #include <hitdemo/ray.h>
 *     hd_shape b = {.kind = HD_CIRCLE, .circle = {{10, 0}, 2}};
 *     hd_ray_hit h = hd_raycast(&b, hd_v(0, 0), hd_v(20, 0));
 *     // h.hit, h.t == 0.4, h.point == (8, 0), h.normal == (-1, 0)
 *
 * THE RAY is the closed segment from P to P + D: the points P + t D for t
 * in [0, 1] (D = 0 is the single point P). P + D need not be a double: the
 * segment is the exact one, never a rounded end.
 *
 *  - hit: whether the segment shares a point with the closed set B (the
 *    closed-set rule: touching counts), decided exactly. Where P + D is a
 *    double it is hd_collide(line P..P+D, B).
 *  - t: the smallest t in [0, 1] with P + t D in B, within 1e-12 of the exact
 *    value (0 when P is in or on B).
 *  - point: that point, placed on the piece of B's outline it lies on (so it
 *    is within the hit-point bound of hd_hit_points of B's outline); P when
 *    t == 0.
 *  - has_normal, normal: B's outward unit normal at point; none when t == 0
 *    (the ray starts in or on B) or on a miss. The rules:
 *     * a smooth point of the outline: the outward normal there (a ray that
 *       grazes a circle gets the normal at the tangent point, at right
 *       angles to D);
 *     * a corner (a polygon or rect vertex, a sector tip, an arc's end): the
 *       ray's first point lies on two pieces of the outline; of their two
 *       outward normals, those facing the ray (dot(n, D) < 0) are taken:
 *       both: their normalised sum (the bisector of the corner's normal
 *       cone); one: that one (a ray grazing a corner gets the normal of the
 *       face it touches from outside). So dot(normal, D) < 0 at every corner;
 *     * a shape without interior: a point (also a zero-size rect, circle,
 *       arc ...) gets -D / |D| (it faces the ray's start); a line (also a
 *       zero-width rect, a zero-radius capsule, a zero-sweep sector, which
 *       are segments) crossed gets the line's normal on the side of P,
 *       and one met end-on (the ray along the line) gets -D / |D|; an arc
 *       curve (rin == rout) gets the radial normal on the side the ray comes
 *       from.
 *
 * Inputs: B a valid shape; P and D finite, each number 0 or of magnitude in
 * [HD_COORD_MIN, HD_COORD_MAX] (hd_ray_check says why not). No state, no
 * allocation: every function may be called from any number of threads.
 */
#ifndef HITDEMO_RAY_H
#define HITDEMO_RAY_H

#include <stdbool.h>
#include <stddef.h>

#include "geom.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hd_ray_hit {
    bool hit;        /* the segment P..P+D meets B (exact) */
    double t;        /* first t in [0, 1] with P + t D in B; 0 on a miss */
    hd_vec2 point;   /* that point (P when t == 0); (0, 0) on a miss */
    bool has_normal; /* hit and t > 0 */
    hd_vec2 normal;  /* B's outward unit normal at point (rules above) */
} hd_ray_hit;

/* Casts the ray P..P+D against B. */
HD_API hd_ray_hit hd_raycast(const hd_shape *b, hd_vec2 p, hd_vec2 d);

/* True if P and D are an accepted ray (finite numbers, each 0 or of
 * magnitude in [HD_COORD_MIN, HD_COORD_MAX]); otherwise false with a
 * message naming the number and the problem in err (if errlen > 0), e.g.
 * `ray: number 3 (inf) is not finite`. */
HD_API bool hd_ray_check(hd_vec2 p, hd_vec2 d, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif
#endif
