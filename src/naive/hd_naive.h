/*
 * hd_naive.h: the seed articles' own collision formulas, re-implemented
 * WITH their flaws, so that the window and the check mode can show where
 * they go wrong beside the right answer (hd_collide). Pure C, no SDL.
 *
 * Never use these to decide anything: each one is wrong somewhere (half-
 * width slips, centre distances, strict bounds, collinear segments as no
 * hit, containment missed, sectors that do not wrap past 0 degrees, ...).
 * Units and conventions as in hd_geom.h.
 */
#ifndef HD_NAIVE_H
#define HD_NAIVE_H

#include <stdbool.h>

#include <hitdemo/geom.h>

/* What the articles hold for an unordered pair of kinds. */
typedef struct hd_naive_info {
    const char *name;    /* e.g. "circle_rect (RectCircleColliding, half-width slip)" */
    const char *flaw;    /* one line: where it goes wrong */
    const char *article; /* which seed article it comes from */
} hd_naive_info;

/* If the seed articles have a formula for the pair (either order), returns
 * true and stores its answer in *hit; otherwise returns false and leaves
 * *hit alone. */
bool hd_naive_collide(const hd_shape *a, const hd_shape *b, bool *hit);

/* The formula used for the pair (ka, kb) (either order), or NULL where the
 * articles have none. */
const hd_naive_info *hd_naive_lookup(hd_kind ka, hd_kind kb);

#endif
