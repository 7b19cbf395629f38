/*
 * gfx.h: drawing primitives in logical units, mapped to drawable pixels by
 * the view (no SDL_RenderSetScale / SDL_RenderSetLogicalSize). gfx.c is the
 * only file that includes SDL2_gfx; the frame (render.c) and every overlay
 * draw through these.
 *
 * Sizes given in "points" (dot radius, dash length, line width, text) are
 * window points: multiplied by the pixel ratio, so they look the same on a
 * HiDPI screen.
 */
#ifndef HD_GFX_H
#define HD_GFX_H

#include <SDL.h>
#include <stdbool.h>

#include "hd_geom.h"
#include "view.h"

typedef struct hd_rgba {
    Uint8 r, g, b, a;
} hd_rgba;

#define HD_RGBA(...) ((hd_rgba){__VA_ARGS__})

/* What every drawing call needs: the renderer, the view, and a scratch
 * texture for scaled text (may be NULL: text is then drawn unscaled) with
 * the target to return to after drawing into it. */
typedef struct hd_gfx {
    SDL_Renderer *r;
    const hd_view *v;
    SDL_Texture *text_tex;
    SDL_Texture *restore;
} hd_gfx;

/* Pixels per window point (the mean of the two axes' ratios). */
double hd_gfx_ratio(const hd_gfx *g);
/* Whole font scale for text: round(pixel ratio), at least 1 (1 without a
 * text texture). Text cells are 8x8 pixels times this. */
int hd_gfx_text_scale(const hd_gfx *g);

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

/* A filled box in drawable pixels. */
void hd_gfx_box_px(const hd_gfx *g, int x0, int y0, int x1, int y1, hd_rgba c);
/* Text at drawable pixel (x, y) (top-left), 8x8 cells times
 * hd_gfx_text_scale(); newlines are not interpreted. */
void hd_gfx_text_px(const hd_gfx *g, int x, int y, const char *s, hd_rgba c);
/* Text next to logical point l (offset by dx_pt, dy_pt points), on a
 * translucent white box so it stays readable over shapes. */
void hd_gfx_label(const hd_gfx *g, hd_vec2 l, double dx_pt, double dy_pt, const char *s, hd_rgba c);

/* Frees SDL2_gfx's cached font textures; call before destroying the renderer. */
void hd_gfx_shutdown(void);

#endif
