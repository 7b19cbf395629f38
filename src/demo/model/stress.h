/*
 * stress.h: the stress scene's world (pure C, no SDL): N shapes of mixed
 * kinds drifting across a rectangle, and one frame of collision detection
 * on them, either the cursor against all of them or all against each other,
 * with the broad phase (broad.h) or by brute force (every pair, or every
 * shape, goes to the exact test hd_collide).
 *
 * Each shape is a template (made once from spec text) plus a position, so
 * N can be 100,000 whatever sizeof(hd_shape) is; hd_stress_shape() builds
 * the shape itself when the exact test needs it.
 */
#ifndef HD_STRESS_H
#define HD_STRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "broad.h"
#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

/* What the last hd_stress_run did. */
typedef struct hd_stress_stats {
    double build_ms;    /* grid rebuilt this frame (0 when it was reused) */
    double broad_ms;    /* build + pair listing or query (0 for brute force) */
    double narrow_ms;   /* exact tests and marking */
    size_t candidates;  /* broad phase: pairs (shapes) that shared a grid cell; brute force: all */
    size_t exact_tests; /* hd_collide calls */
    size_t hits;        /* colliding pairs (pairs mode) or shapes hit by the cursor */
    size_t shapes_hit;  /* shapes drawn orange */
} hd_stress_stats;

typedef struct hd_stress {
    int n;
    hd_vec2 origin; /* the world: origin .. origin + (w, h), logical units */
    double w, h;
    int ntpl;
    hd_shape_buf *tpl; /* templates, each around (0,0), with their vertices */
    hd_box *tpl_box; /* their bounds */
    int *obj_tpl;    /* per shape: template */
    hd_vec2 *pos, *vel;
    hd_box *box;     /* per shape: closed bounds (widened a few ulps, see broad.h) */
    unsigned char *hit;
    bool pairs_mode; /* all against each other (else the cursor against all) */
    bool broad;      /* broad phase (else brute force) */
    bool drift;      /* shapes move in hd_stress_step */
    bool grid_valid; /* the grid matches the boxes */
    hd_broad grid;
    hd_pairs pairs;
    hd_indices idx;
    hd_shape *scratch;   /* two shapes */
    hd_vec2 *scratch_v;  /* their vertices: 2 x HD_STRESS_POLY_MAX */
    hd_stress_stats st;
} hd_stress;

/* n shapes (1..1,000,000) scattered over the rectangle origin + [0,w]x[0,h],
 * sized so that the density is about the same for any n. Starts in cursor
 * mode, broad phase on, drifting. Returns false when out of memory. */
bool hd_stress_init(hd_stress *s, int n, hd_vec2 origin, double w, double h, uint64_t seed);
void hd_stress_free(hd_stress *s);

/* Moves every shape by its velocity times dt seconds (bouncing off the
 * world's sides); nothing while drift is off. */
void hd_stress_step(hd_stress *s, double dt);

/* One frame of detection: the cursor (NULL: none, cursor mode finds
 * nothing) against all shapes, or all pairs; sets hit[] and st. */
void hd_stress_run(hd_stress *s, const hd_shape *cursor);

/* Shape i as a shape value. */
/* Most vertices a stress polygon has. */
#define HD_STRESS_POLY_MAX 8
/* Shape i, built in out; a polygon's vertices go to v (room for
 * HD_STRESS_POLY_MAX). */
void hd_stress_shape(const hd_stress *s, int i, hd_shape *out, hd_vec2 *v);

/* Writes st as one JSON object (no newline). */
int hd_stress_stats_json(const hd_stress *s, char *buf, size_t n);

#endif
