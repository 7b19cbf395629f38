/*
 * gfx.h: drawing primitives in logical units, mapped to drawable pixels by
 * the view (no SDL_RenderSetScale / SDL_RenderSetLogicalSize). gfx.c is the
 * only file that includes SDL2_gfx; the frame (render.c) and every overlay
 * draw through these.
 *
 * Sizes given in "points" (dot radius, dash length, line width, text) are
 * UI points: window points times the UI scale (--ui-scale, Ctrl+= / Ctrl+-),
 * multiplied by the pixel ratio, so they look the same on a HiDPI screen
 * and grow together for a projector. Text is TrueType (gfx_text.c).
 *
 * While an SVG figure is being made (svg.h: Ctrl+E, --svg), every
 * primitive also appends its SVG element there.
 */
#ifndef HD_GFX_H
#define HD_GFX_H

#include <SDL.h>
#include <stdbool.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include "gfx_types.h"
#include "labels.h"
#include "view.h"


/* What every drawing call needs: the renderer, the view, the UI scale
 * (0.5 to 4; 0 is taken as 1) and whether numbers are drawn in full
 * precision (P) or to 6 significant digits. */
typedef struct hd_gfx {
    SDL_Renderer *r;
    const hd_view *v;
    double ui;
    bool full_numbers;
    double line_pt; /* shapes' outline width in UI points (0: 1, a thin anti-aliased line) */
} hd_gfx;

/* A number as the picture writes it: 6 significant digits (or, with
 * g->full_numbers, the shortest text that reads back as d). */
void hd_gfx_number(const hd_gfx *g, double d, char *buf, size_t n);

/* Pixels per UI point: the pixel ratio times the UI scale. Every size
 * that is not geometry (text, line widths, dots, arrows, handles) is in
 * UI points. */
double hd_gfx_pt(const hd_gfx *g);

/* The presentation preset is on (thick outlines): thin marks (dashes,
 * leader lines, the I overlay's lines) are drawn at least HD_MARK_PT wide,
 * and the hit points and a point shape at least HD_FINGER_PT in radius, a
 * fingertip on a projected screen. */
bool hd_gfx_present(const hd_gfx *g);
#define HD_MARK_PT 2.0
#define HD_FINGER_PT 7.0

/* Body text and labels, in UI points (pixels at UI scale 1, ratio 1). */
#define HD_TEXT_PT 15.0
#define HD_LABEL_PT 14.0

/* ---- text (gfx_text.c, SDL2_ttf; the faces in gfx_types.h) ---- */
/* Opens the fonts from dir (DejaVuSans.ttf, DejaVuSans-Bold.ttf,
 * DejaVuSansMono.ttf); false with a message naming the missing file. */
bool hd_gfx_text_init(const char *dir, char *err, size_t errlen);
void hd_gfx_text_shutdown(void);
/* A new frame begins (the glyph atlases it uses are kept). */
void hd_gfx_text_frame(void);
/* The pixel size of size_pt UI points. */
int hd_gfx_font_px(const hd_gfx *g, double size_pt);
/* The height of a line of text (the font's line skip), pixels. */
int hd_gfx_line_h(const hd_gfx *g, hd_face face, double size_pt);
/* The width of s in pixels. */
int hd_gfx_text_w(const hd_gfx *g, hd_face face, double size_pt, const char *s);
/* How many monospaced characters fit in width_px pixels. */
int hd_gfx_mono_cols(const hd_gfx *g, double size_pt, int width_px);
/* Draws s (UTF-8, one line) with its top-left at drawable pixel (x, y),
 * anti-aliased; returns its width in pixels. */
int hd_gfx_text(const hd_gfx *g, hd_face face, double size_pt, int x, int y, const char *s, hd_rgba c);

/* A thin anti-aliased segment. */
void hd_gfx_segment(const hd_gfx *g, hd_vec2 a, hd_vec2 b, hd_rgba c);
/* A segment width_pt points wide (butt caps). */
void hd_gfx_thick(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double width_pt, hd_rgba c);
/* A dashed thin segment, dashes and gaps of dash_pt points. */
void hd_gfx_dashed(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double dash_pt, hd_rgba c);
/* An arrow from a to b with a head of head_pt points (nothing if a == b). */
void hd_gfx_arrow(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double head_pt, hd_rgba c);
/* A filled dot of radius_pt points at l. */
void hd_gfx_dot(const hd_gfx *g, hd_vec2 l, double radius_pt, hd_rgba c);
/* A hollow ring of radius_pt points at l. */
void hd_gfx_ring(const hd_gfx *g, hd_vec2 l, double radius_pt, hd_rgba c);
/* A thin circular arc around c of radius rad, from a0 sweeping sweep
 * degrees (y down). */
void hd_gfx_arc(const hd_gfx *g, hd_vec2 c, double rad, double a0, double sweep, hd_rgba col);
/* A shape: filled with fill and outlined with line (outline only when
 * fill.a == 0). Shapes with no area are drawn as the dot or the segment
 * they collapse to, in line's colour. */
void hd_gfx_shape(const hd_gfx *g, const hd_shape *s, hd_rgba fill, hd_rgba line);
/* True if s has no area (drawn as a dot or a segment). */
bool hd_gfx_is_flat(const hd_shape *s);
/* A closed loop of logical points, filled (even-odd). */
void hd_gfx_fill_loop(const hd_gfx *g, const hd_vec2 *pts, int n, hd_rgba c);

/* A filled box in drawable pixels, x0..x1 and y0..y1 inclusive. */
void hd_gfx_box_px(const hd_gfx *g, int x0, int y0, int x1, int y1, hd_rgba c);
/* The whole drawable in c (opaque: no blending), at the start of a frame. */
void hd_gfx_clear(const hd_gfx *g, hd_rgba c);
/* n filled rectangles in drawable pixels (the stress scene's boxes). */
void hd_gfx_rects_px(const hd_gfx *g, const SDL_FRect *r, int n, hd_rgba c);
/* A label next to logical point l: its top-left corner asked for at
 * (dx_pt, dy_pt) UI points from l (dx_pt < 0 and right_align: its right
 * edge there). Labels are not drawn at once: hd_gfx_labels_draw places
 * them all in one pass (labels.h) and draws them, in the monospaced face
 * on a translucent white box so they stay readable over shapes. */
void hd_gfx_label(const hd_gfx *g, hd_vec2 l, double dx_pt, double dy_pt, bool right_align, const char *s, hd_rgba c);
/* A dot at logical point l, radius_pt UI points: labels keep clear of it. */
void hd_gfx_keep_clear(const hd_gfx *g, hd_vec2 l, double radius_pt);
/* Forgets the labels and dots asked for (at the start of a frame). */
void hd_gfx_labels_begin(void);
/* Places the labels asked for since hd_gfx_labels_begin among the
 * obstacles (drawable pixels; the first nhide hide what is under them);
 * returns how many had no room, and lists their texts in dropped (like
 * snprintf). */
int hd_gfx_labels_place(const hd_gfx *g, const hd_pxbox *obstacles, int nobs, int nhide, char *dropped, size_t n);
/* Draws the placed labels, a leader line to those that moved. */
void hd_gfx_labels_draw(const hd_gfx *g);
/* The labels of the last placement, for script reports: "obstacle I:
 * x0,y0,x1,y1" lines, then "label I: x0,y0,x1,y1 TEXT" (or "label I:
 * dropped TEXT"), like snprintf. */
int hd_gfx_labels_report(char *buf, size_t n);

/* Frees the cached text textures and fonts; call before destroying the renderer. */
void hd_gfx_shutdown(void);

#endif
