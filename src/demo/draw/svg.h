/*
 * svg.h: the SVG sink (Ctrl+E, --svg FILE, the script's `svg FILE`). While
 * a frame is drawn for export, every drawing primitive of gfx.c and
 * gfx_text.c also appends the equivalent SVG element here, so the figure
 * has the frame's layout exactly: the same drawable-pixel coordinates
 * (width, height and viewBox are the drawable's size), the same colours
 * and opacities, text as <text> in the DejaVu faces at the raster's pixel
 * sizes, the collision map as an embedded PNG.
 *
 * Coordinates are SVG user units, one per drawable pixel, with pixel
 * (i, j) the unit square from (i, j) to (i + 1, j + 1): the raster's
 * integer coordinates (SDL2_gfx's, which name pixel centres) are passed
 * here plus 0.5.
 *
 * Off (the normal frame), nothing is recorded and the primitives pay one
 * test of hd_svg_on each. On, the figure is built in memory up to
 * HD_SVG_MAX_BYTES; past that it is refused when written, with a message,
 * and never truncated.
 */
#ifndef HD_SVG_H
#define HD_SVG_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "gfx_types.h"

/* The largest figure written (a stress scene of a million boxes is more). */
#define HD_SVG_MAX_BYTES (128u * 1024u * 1024u)

/* True between hd_svg_begin and hd_svg_end / hd_svg_cancel: the primitives
 * append their elements. */
extern bool hd_svg_on;

/* Starts a figure of w x h drawable pixels (1 to 16384 a side). */
void hd_svg_begin(int w, int h);
/* Closes the figure and writes it to path; false with the reason in err
 * (the figure too large, out of memory, the file not writable). Always
 * ends the recording. */
bool hd_svg_end(const char *path, char *err, size_t errlen);
/* The figure written is the box x, y, w x h of the drawable (its width,
 * height and view box), not the whole: set before hd_svg_end. */
void hd_svg_crop(int x, int y, int w, int h);
/* Ends the recording without writing. */
void hd_svg_cancel(void);

/* A filled rectangle. */
void hd_svg_rect(double x, double y, double w, double h, hd_rgba c);
/* A straight line width units wide; square caps reach width/2 past both
 * ends (as an anti-aliased one-pixel line covers its end pixels), else butt
 * caps. */
void hd_svg_line(double x0, double y0, double x1, double y1, double width, bool square_caps, hd_rgba c);
/* A disk (width 0) or a circle outlined width units wide. */
void hd_svg_circle(double cx, double cy, double r, double width, hd_rgba c);
/* A path of straight pieces: hd_svg_path_begin, its points, then
 * hd_svg_path_end. width 0: filled (even-odd, as SDL2_gfx fills), closed;
 * else outlined width units wide (mitred joins), closed if `closed`. */
void hd_svg_path_begin(double width, hd_rgba c);
void hd_svg_path_point(double x, double y);
void hd_svg_path_end(bool closed);

/* One line of text in face at px pixels (the raster's font size), one
 * <text> element holding the whole string (no <tspan>: it edits as one
 * string in Inkscape or a slide program): hd_svg_text_begin, then
 * hd_svg_text_at (where the raster starts the line: x and the baseline;
 * later calls for the same line are ignored), its characters with
 * hd_svg_text_cp (spaces too), then hd_svg_text_end. Characters are
 * escaped for XML; those XML cannot hold are written as '?'. */
/* cjk: the line has Chinese characters: its font-family names WenQuanYi
 * Micro Hei after DejaVu, and it is written without letter-spacing (the
 * raster's advances come from two fonts; a viewer's CJK font differs). */
void hd_svg_text_begin(hd_face face, int px, hd_rgba c, bool cjk);
void hd_svg_text_at(double x, double baseline);
/* Before hd_svg_text_at: the line's letter-spacing in units (the raster's
 * rounded advances less the font's own, a character). */
void hd_svg_text_spacing(double px);
void hd_svg_text_cp(Uint32 cp);
void hd_svg_text_end(void);

/* An image from 32-bit ARGB pixels (pitch in bytes), at (x, y), one
 * texel a unit, embedded as a PNG data URI. False if it could not be
 * encoded, or pixels is NULL (the caller had none to give): the figure is
 * then refused when written. */
bool hd_svg_image_argb(const Uint32 *pixels, int w, int h, int pitch, int x, int y);

#endif
