/*
 * render.h: one frame of the window: the shapes and, on top, the overlays
 * that explain them (collision map, inner values, distance, hit points,
 * HUD). Each overlay lives in a file of its own (overlay_*.c, hud.c) and
 * draws through gfx.h; this file only puts them in order.
 */
#ifndef HD_RENDER_H
#define HD_RENDER_H

#include "gfx.h"
#include "palette.h"
#include "scene.h"
#include "show.h"
#include "view.h"

/* A frame is drawn onto the renderer's current target (g->v->draw_w x
 * g->v->draw_h pixels) in layers, bottom to top, with the features'
 * drawings in between (shell/loop.c puts them in order):
 *   hd_render_scene   the background, the collision map, the two shapes;
 *   (the features' scene layer: the base's handles on hover)
 *   hd_render_marks   the inner values, the distance, the hit points;
 *   (the help, when open, over everything and alone; else:)
 *   hd_render_chrome  the labels (placed clear of each other and of the
 *                     bars), the HUD, the scene's line, the lesson's panel
 *                     and the message bar;
 *   (the features' top layer: the spec field, the toolbar). */
/* The colour hd_render_scene clears the frame to (the theme's background,
 * or the hit colour where point against point collides). */
hd_rgba hd_render_background(const hd_scene *s, const hd_hud *hud);
void hd_render_scene(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud);
void hd_render_marks(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud);
void hd_render_chrome(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud);

#endif
