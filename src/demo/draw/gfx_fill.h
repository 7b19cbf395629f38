/* gfx_fill.h: anti-aliased fills (gfx.c's shapes), through SDL_RenderGeometry. */
#ifndef HD_GFX_FILL_H
#define HD_GFX_FILL_H

#include <SDL.h>
#include <stdbool.h>

#include "gfx_types.h"

/* Fills the simple loop px[0..n) (drawable pixels, either winding) with
 * anti-aliased edges, clipped to the draw_w x draw_h drawable. False when
 * it does not (fewer than 3 distinct points, no area, too many points, a
 * concave loop of more than 1200, a loop ear clipping cannot cut): the
 * caller fills it another way. */
bool hd_gfx_fill_aa(SDL_Renderer *r, const hd_vec2 *px, int n, int draw_w, int draw_h, hd_rgba c);
/* SDL's software renderer rasterizes triangles slowly (every pixel of
 * each one's bounding box, colours interpolated): the anti-aliased fills
 * cost it 0.5 ms a frame at 1280x720. A window on it (Xvfb, llvmpipe)
 * keeps the integer fills; headless pictures (screenshots, figures, the
 * docs) ask for the anti-aliased ones with on = true. OpenGL and WebGL
 * renderers always get them. */
void hd_gfx_fill_software_too(bool on);

#endif
