/*
 * view.h: the one mapping between window coordinates, logical units and
 * drawable pixels. Pure C, no SDL: unit-tested on its own.
 *
 * Three spaces, all with x to the right and y down:
 *  - window:   the coordinates of SDL mouse events and SDL_GetWindowSize
 *              ("points" on HiDPI systems);
 *  - pixels:   the drawable, SDL_GetRendererOutputSize (or the headless
 *              target texture);
 *  - logical:  the units the shapes live in.
 *
 *   ratio     = drawable / window            (per axis)
 *   scale     = ratio * zoom                 (pixels per logical unit)
 *   logical   = drawable / scale             (size of the logical space)
 *   origin    = the logical point at the window's top-left corner (pan)
 *   window -> logical:  l = origin + w * ratio / scale
 *   logical -> pixels:  p = (l - origin) * scale
 *
 * The ratio cancels in the window -> logical map and in the logical size,
 * so both are computed as w / zoom and win / zoom: with a fractional ratio
 * (round(W*R) / W is rarely a representable number) the long form is off
 * by an ulp, which moves a mouse exactly on an edge off it and shifts the
 * rounded centre of the default shapes with the pixel ratio.
 */
#ifndef HD_VIEW_H
#define HD_VIEW_H

#include <stdbool.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

#define HD_ZOOM_MIN 0.125
#define HD_ZOOM_MAX 1024.0

typedef struct hd_view {
    int win_w, win_h;   /* window size, points (>= 1) */
    int draw_w, draw_h; /* drawable size, pixels (>= 1) */
    double zoom;        /* logical -> points */
    double ratio_x, ratio_y; /* drawable pixels per window point */
    double scale_x, scale_y; /* drawable pixels per logical unit */
    double log_w, log_h;     /* logical size of the drawable */
    hd_vec2 origin;          /* logical point at window (0,0); (0,0) unless panned */
} hd_view;

/* Builds the view with its origin at logical (0,0). Sizes below 1 (a
 * minimised window) are taken as 1; a zoom that is not finite and positive
 * is taken as 1. */
hd_view hd_view_make(int win_w, int win_h, int draw_w, int draw_h, double zoom);

/* The same view panned so that logical point `origin` is at the window's
 * top-left corner (non-finite coordinates are taken as 0). */
hd_view hd_view_at(hd_view v, hd_vec2 origin);

/* The origin that puts window point (wx, wy) over the same logical point at
 * zoom `to` as at the view's zoom: zooming about the mouse. */
hd_vec2 hd_view_zoom_origin(const hd_view *v, double to, double wx, double wy);

/* Logical centre of the window. */
hd_vec2 hd_view_centre(const hd_view *v);

/* Window point -> logical units (any point, also outside the window). */
hd_vec2 hd_view_to_logical(const hd_view *v, double wx, double wy);

/* Logical units -> drawable pixels (continuous: pixel (i,j) covers
 * [i,i+1) x [j,j+1)). */
hd_vec2 hd_view_to_pixels(const hd_view *v, hd_vec2 l);

/* Drawable pixel coordinates -> logical units: px / scale_x, py / scale_y.
 * The collision map tests pixel (i,j) at its centre (i+0.5, j+0.5) through
 * this. Where that centre is the image of a window point w (px == w * ratio
 * exactly, e.g. odd w at ratio 1.5 or 0.5) and ratio * zoom is exact, the
 * result is the same double as hd_view_to_logical(w): the map and the live
 * answer test the same mouse position. */
hd_vec2 hd_view_pixel_to_logical(const hd_view *v, double px, double py);

/* Logical units -> window points (inverse of hd_view_to_logical). */
hd_vec2 hd_view_to_window(const hd_view *v, hd_vec2 l);

/* The UI scale steps of Ctrl+= / Ctrl+- (0.5, 0.75, 1, 1.25, 1.5, 1.75, 2,
 * 2.5, 3, 3.5, 4): the next step above s (dir > 0) or below it (dir < 0),
 * staying at the ends; dir 0 clamps s to [0.5, 4]. */
double hd_view_ui_step(double s, int dir);

/* Next zoom step up (dir > 0) or down (dir < 0) from z, clamped to
 * [HD_ZOOM_MIN, HD_ZOOM_MAX]. */
double hd_view_zoom_step(double z, int dir);

#endif
