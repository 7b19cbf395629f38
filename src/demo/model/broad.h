/*
 * broad.h: a broad phase over axis-aligned boxes (pure C, no SDL): a
 * uniform grid, rebuilt from scratch in O(n + cells covered), that lists
 * every pair of boxes that overlap, or every box that overlaps a query box.
 *
 * Boxes are CLOSED: boxes that only touch (lo of one == hi of the other)
 * overlap, so shapes that touch exactly stay candidates for the exact
 * test. Cell indices come from floor((x - origin) * inv_cell), which is
 * monotone in x even with rounding, so two overlapping boxes always share
 * a cell; a pair is reported only from the cell at the larger of their two
 * lower cell corners, so once.
 */
#ifndef HD_BROAD_H
#define HD_BROAD_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

/* A closed box [lo.x, hi.x] x [lo.y, hi.y] (lo <= hi, finite). */
typedef struct hd_box {
    hd_vec2 lo, hi;
} hd_box;

typedef struct hd_pair {
    int a, b; /* a < b */
} hd_pair;

/* A growable list of pairs or of indices (v[0..n)). */
typedef struct hd_pairs {
    hd_pair *v;
    size_t n, cap;
} hd_pairs;
typedef struct hd_indices {
    int *v;
    size_t n, cap;
} hd_indices;

typedef struct hd_broad {
    int n;                 /* boxes */
    const hd_box *boxes;   /* the caller's array, not copied: keep it alive and unchanged */
    hd_vec2 origin;
    double inv_cell;       /* 1 / cell size */
    int gx, gy;            /* cells across, down */
    int *cell_start;       /* gx*gy + 1 offsets into items */
    int *items;            /* box indices, cell by cell */
    int *range;            /* per box: x0, y0, x1, y1 (cells, inclusive) */
    int *big;              /* boxes covering too many cells: tested against all */
    int nbig;
    size_t cap_cells, cap_items, cap_boxes;
    /* counters of the last hd_broad_pairs / hd_broad_query */
    size_t candidates;     /* pairs (or boxes) that shared a cell: box tests */
} hd_broad;

/* Closed box overlap. */
static inline bool hd_box_overlap(const hd_box *a, const hd_box *b)
{
    return a->lo.x <= b->hi.x && b->lo.x <= a->hi.x && a->lo.y <= b->hi.y && b->lo.y <= a->hi.y;
}

void hd_broad_init(hd_broad *g);
void hd_broad_free(hd_broad *g);

/* Builds the grid over boxes[0..n). cell <= 0 picks the cell size from the
 * boxes (about the mean box size, with at most ~4n cells). Returns false
 * only when out of memory. */
bool hd_broad_build(hd_broad *g, const hd_box *boxes, int n, double cell);

/* Replaces *out with every pair (a < b) of built boxes that overlap, each
 * once, in no particular order. False when out of memory. */
bool hd_broad_pairs(hd_broad *g, hd_pairs *out);

/* Replaces *out with every built box that overlaps q, each once. */
bool hd_broad_query(hd_broad *g, const hd_box *q, hd_indices *out);

/* Brute force, for tests and the B toggle: every pair (every box) tested. */
bool hd_brute_pairs(const hd_box *boxes, int n, hd_pairs *out);
bool hd_brute_query(const hd_box *boxes, int n, const hd_box *q, hd_indices *out);

bool hd_pairs_push(hd_pairs *p, int a, int b);
bool hd_indices_push(hd_indices *p, int i);
void hd_pairs_free(hd_pairs *p);
void hd_indices_free(hd_indices *p);

/* The box of a shape (hd_shape_bounds), widened outward by a few ulps so it
 * still holds the shape when the shape is moved by d and the box by the
 * same d with rounding (see stress.c). */
hd_box hd_box_of_shape(const hd_shape *s);
hd_box hd_box_widen(hd_box b);

#endif
