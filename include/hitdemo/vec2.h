/*
 * hitdemo/vec2.h: the 2D vector of hitdemo's geometry and its small math.
 *
 *     #include <hitdemo/vec2.h>
 *     hd_vec2 d = hd_sub(hd_v(3, 4), hd_v(0, 0));
 *     double len = hd_len(d);              // 5
 *     hd_vec2 down = hd_dir_deg(90);       // (0, 1): y grows DOWN the screen
 *
 * Coordinates are logical units, x to the right, y DOWN (screen convention).
 * Angles are degrees, 0 along +x, growing toward +y (clockwise on screen).
 * Everything here is a plain value; no function keeps state, all are
 * thread-safe. The inline functions round like the written formula (no FMA
 * contraction when built with -ffp-contract=off); none of them decides a
 * collision: the exact predicates are in <hitdemo/geom.h>.
 */
#ifndef HITDEMO_VEC2_H
#define HITDEMO_VEC2_H

#include <math.h>
#include <stdbool.h>

#include "export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* pi to double precision (the one copy of the program). */
#define HD_PI 3.14159265358979323846

typedef struct hd_vec2 {
    double x, y;
} hd_vec2;

static inline hd_vec2 hd_v(double x, double y) { hd_vec2 r = {x, y}; return r; }
static inline hd_vec2 hd_add(hd_vec2 a, hd_vec2 b) { return hd_v(a.x + b.x, a.y + b.y); }
static inline hd_vec2 hd_sub(hd_vec2 a, hd_vec2 b) { return hd_v(a.x - b.x, a.y - b.y); }
static inline hd_vec2 hd_scale(hd_vec2 a, double s) { return hd_v(a.x * s, a.y * s); }
static inline hd_vec2 hd_neg(hd_vec2 a) { return hd_v(-a.x, -a.y); }
/* a + t (b - a) */
static inline hd_vec2 hd_lerp(hd_vec2 a, hd_vec2 b, double t) { return hd_v(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)); }
static inline double hd_dot(hd_vec2 a, hd_vec2 b) { return a.x * b.x + a.y * b.y; }
/* a.x b.y - a.y b.x: > 0 when b is clockwise ON SCREEN of a (y down). */
static inline double hd_cross(hd_vec2 a, hd_vec2 b) { return a.x * b.y - a.y * b.x; }
static inline double hd_len2(hd_vec2 a) { return a.x * a.x + a.y * a.y; }
static inline double hd_len(hd_vec2 a) { return hypot(a.x, a.y); }
static inline double hd_vdist2(hd_vec2 a, hd_vec2 b) { return hd_len2(hd_sub(a, b)); }
static inline double hd_vdist(hd_vec2 a, hd_vec2 b) { return hd_len(hd_sub(a, b)); }
/* a / |a|, or (0, 0) for the zero vector. */
static inline hd_vec2 hd_unit(hd_vec2 a)
{
    double l = hd_len(a);
    return l > 0 ? hd_v(a.x / l, a.y / l) : hd_v(0, 0);
}
/* Exact equality of both coordinates. */
static inline bool hd_veq(hd_vec2 a, hd_vec2 b) { return a.x == b.x && a.y == b.y; }
/* a turned +90 degrees on screen (clockwise, y down): (-a.y, a.x). */
static inline hd_vec2 hd_perp(hd_vec2 a) { return hd_v(-a.y, a.x); }

/* The unit vector at angle deg (degrees, 0 along +x, toward +y): exact at
 * multiples of 90 degrees, and the same vector, mirrored, for mirrored
 * angles (cos/sin of the angle reduced exactly to [0, 45]). */
HD_API hd_vec2 hd_dir_deg(double deg);

/* The point of the segment a..b closest to p (a == b allowed: a); *t, if
 * not NULL, gets its parameter in [0, 1] (p = a + t (b - a)). Rounded (for
 * drawing and explaining; the predicates decide exactly elsewhere). */
HD_API hd_vec2 hd_closest_on_segment(hd_vec2 p, hd_vec2 a, hd_vec2 b, double *t);

#ifdef __cplusplus
}
#endif
#endif
