/*
 * hd_table.h: the hit table (one cell per ordered pair of kinds) and the
 * generic reference path the tests check it against. Internal: not
 * installed; tests and the window program reach it through the
 * hd_geom_internal CMake target.
 */
#ifndef HD_TABLE_H
#define HD_TABLE_H

#include <hitdemo/geom.h>

/* Same answer by the one generic reference path: some piece of a's outline
 * meets some piece of b's outline, or a sample point of one lies in the
 * other. Slower; used to check every cell of the table. */
bool hd_collide_reference(const hd_shape *a, const hd_shape *b);

/* A hit function: both arguments valid shapes of the cell's kinds. */
typedef bool (*hd_hit_fn)(const hd_shape *a, const hd_shape *b);

/* A distance function (see hd_distance): both arguments valid shapes of
 * the cell's kinds that do NOT collide, *out zeroed (collide false); fills
 * the distance and the closest pair. hd_distance decides collide (or takes
 * it from hd_distance_known's argument) and fills a colliding pair's
 * answer itself, before any distance function. */
struct hd_dist;
typedef void (*hd_dist_fn)(const hd_shape *a, const hd_shape *b, struct hd_dist *out);

/* The table cell for (ka, kb): the hit and distance functions written once
 * for the unordered pair, and whether the caller must swap the arguments
 * (mirror cell; for dist also swap pa/pb and negate push). */
typedef struct hd_hit_cell {
    hd_hit_fn fn;
    hd_dist_fn dist;
    bool swap;
    const char *name; /* e.g. "circle_rect" */
} hd_hit_cell;

const hd_hit_cell *hd_hit_lookup(hd_kind ka, hd_kind kb);

#endif
