/*
 * cmap.h: the collision map (key M), pure C, no SDL.
 *
 * For every drawable pixel (i,j) the map records whether the cursor, with
 * the mouse at the logical image of the pixel's centre,
 *
 *     m = hd_view_pixel_to_logical(view, i + 0.5, j + 0.5),
 *
 * collides with the base: hd_collide(base, hd_cursor_build(cursor, m)), the
 * same predicate and the same cursor as the live answer. For a circle
 * cursor that region is the base grown by the radius, for a polygon cursor
 * the Minkowski region; the map never builds those, it asks the predicate.
 *
 * One byte per pixel, row-major, width draw_w:
 *
 *   bit 0  HD_CMAP_HIT          hd_collide is true there
 *   bit 1  HD_CMAP_NAIVE_KNOWN  the naive layer is on and has a formula for
 *                               the pair there (the naive function returned
 *                               true)
 *   bit 2  HD_CMAP_NAIVE_WRONG  ... and its answer differs from bit 0
 *
 * So the values are 0 (clear), 1 (hit), 2 (clear, naive agrees), 3 (hit,
 * naive agrees), 6 (clear, naive says hit), 7 (hit, naive says clear).
 * Without a naive function bits 1 and 2 are 0. Rows at and below
 * rows_done are not computed yet (their bytes mean nothing).
 *
 * The map is computed incrementally (hd_cmap_step, a few rows at a time,
 * the caller measures time) and cached: hd_cmap_set restarts it only when
 * the key (base, cursor template, view, naive function) changes.
 */
#ifndef HD_CMAP_H
#define HD_CMAP_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include "scene.h"
#include "view.h"

enum { HD_CMAP_HIT = 1, HD_CMAP_NAIVE_KNOWN = 2, HD_CMAP_NAIVE_WRONG = 4 };

/* A naive answer for (base a, cursor b): returns false when it has no
 * formula for the pair, else true with its answer in *hit. The signature of
 * hd_naive_collide (hd_naive.h), so that can be passed as it is. */
typedef bool (*hd_cmap_naive_fn)(const hd_shape *a, const hd_shape *b, bool *hit);

/* Everything the map's answer depends on. */
typedef struct hd_cmap_key {
    hd_shape_buf base;      /* with its own vertices (read through base.v: a key is copied by value) */
    hd_cursor_tpl cursor;
    hd_view view;           /* sizes, ratios, zoom, scales */
    hd_cmap_naive_fn naive; /* NULL: no naive layer */
} hd_cmap_key;

typedef struct hd_cmap {
    bool has_key;    /* false until the first hd_cmap_set */
    hd_cmap_key key; /* what the bytes are for */
    int w, h;        /* key.view.draw_w, draw_h */
    unsigned char *px; /* w * h bytes (NULL if allocation failed) */
    size_t cap;
    int rows_done;   /* rows 0 .. rows_done-1 are computed */
    unsigned starts; /* how many times the map was (re)started */
} hd_cmap;

/* The key of a scene state (the selected cursor template of s). */
hd_cmap_key hd_cmap_key_make(const hd_shape *base, const hd_cursor_tpl *cursor, const hd_view *v,
                             hd_cmap_naive_fn naive);
/* True if a and b give the same map (fields compared one by one). */
bool hd_cmap_key_equal(const hd_cmap_key *a, const hd_cmap_key *b);

/* An empty map (no key, nothing allocated). */
void hd_cmap_init(hd_cmap *m);
void hd_cmap_free(hd_cmap *m);

/* Makes k the map's key. If it differs from the current key the map
 * restarts at row 0 and this returns true; otherwise nothing changes
 * (a complete map stays complete) and this returns false. */
bool hd_cmap_set(hd_cmap *m, const hd_cmap_key *k);

/* Computes up to max_rows (>= 1) more rows; returns how many it did
 * (0 when complete or when no memory). */
int hd_cmap_step(hd_cmap *m, int max_rows);

/* All rows computed. */
bool hd_cmap_complete(const hd_cmap *m);
/* Percentage of rows computed, 0 to 100, rounded down (100 only when complete). */
int hd_cmap_percent(const hd_cmap *m);

/* The byte of pixel (i,j) for key k, computed on its own: the definition
 * that hd_cmap_step applies to every pixel. */
unsigned char hd_cmap_pixel(const hd_cmap_key *k, int i, int j);

#endif
