/*
 * hitdemo/sweep.h: sweeps and time of impact. Shape A moves by t D for t in
 * [0, 1] while B stands still; does it meet B on the way, and when first?
 *
 *     #include <hitdemo/sweep.h>
 *     hd_shape a = {.kind = HD_CIRCLE, .circle = {{0, 0}, 5}};
 *     hd_shape b = {.kind = HD_LINE, .line = {{50, -20}, {50, 20}}};
 *     hd_sweep_hit h;
 *     hd_sweep(&a, &b, hd_v(100, 0), &h);  // h.hit, h.toi == 0.45,
 *                                          // h.point (50, 0), h.normal (-1, 0)
 *
 * Same conventions as <hitdemo/geom.h> (closed sets, y down, valid shapes).
 */
#ifndef HITDEMO_SWEEP_H
#define HITDEMO_SWEEP_H

#include <stdbool.h>

#include "geom.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The answer of a sweep. */
typedef struct hd_sweep_hit {
    bool hit;        /* A + t D meets B for some t in [0, 1] (closed sets) */
    double toi;      /* the smallest such t (0 when they already collide);
                        within 1e-12 of the exact value; 0 on a miss */
    hd_vec2 point;   /* a point where A + toi D and B meet (within rounding);
                        (0, 0) on a miss */
    bool has_normal; /* hit and toi > 0 */
    hd_vec2 normal;  /* B's outward unit normal at point; at a corner (or a
                        point or segment end of B) a unit vector in the
                        corner's normal cone facing against the motion
                        (dot(normal, D) <= 0): -D / |D| where that lies in
                        the cone, else the cone's edge nearest to it */
} hd_sweep_hit;

/* What hd_sweep returns. (HD_SWEEP_INEXACT, 2, is gone: every pair with
 * one arc or wedge has been exact for any numbers and any D since 0.1, and
 * nothing returned it.) */
typedef enum hd_sweep_code {
    HD_SWEEP_OK = 0,
    HD_SWEEP_UNSUPPORTED = 1 /* both shapes are arcs or wedges: not done yet */
} hd_sweep_code;

/* Sweeps a by d against b: fills *out and returns HD_SWEEP_OK, or returns
 * one of the codes above (and *out says no hit). hit is decided exactly
 * (filtered predicates and exact expansions on the input doubles, A + D
 * never rounded); hd_sweep(a, b, d) and hd_sweep(b, a, -d) give the same
 * hit and the same toi (bit for bit). d == (0, 0) is hd_collide. */
HD_API hd_sweep_code hd_sweep(const hd_shape *a, const hd_shape *b, hd_vec2 d, hd_sweep_hit *out);

/* A message for a return code of hd_sweep ("" for HD_SWEEP_OK, "unknown
 * sweep error" for a value outside the enum). */
HD_API const char *hd_sweep_error(hd_sweep_code code);

#ifdef __cplusplus
}
#endif
#endif
