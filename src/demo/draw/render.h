/*
 * render.h: one frame of the window: the shapes and, on top, the overlays
 * that explain them (collision map, inner values, distance, hit points,
 * HUD, help). Each overlay lives in a file of its own (overlay_*.c, hud.c,
 * help.c) and draws through gfx.h; this file only puts them in order.
 */
#ifndef HD_RENDER_H
#define HD_RENDER_H

#include "gfx.h"
#include "scene.h"
#include "show.h"
#include "view.h"

/* Colours (r, g, b, a). The shapes are those of the original demo. */
#define HD_COL_BG 0xff, 0xff, 0xff, 0xff
#define HD_COL_BASE 0x00, 0x95, 0xd9, 0xe0
#define HD_COL_HIT 0xf6, 0xad, 0x49, 0xe0
#define HD_COL_HIT_BG 0xf6, 0xad, 0x49, 0xff
#define HD_COL_CURSOR 0x6a, 0x68, 0x68, 0xe0
#define HD_COL_POINT 0xff, 0x00, 0x00, 0xff
#define HD_COL_CLOSEST 0x1a, 0x7f, 0x37, 0xff  /* closest points, distance line */
#define HD_COL_PUSH 0x8e, 0x24, 0xaa, 0xff     /* push-out arrow */
#define HD_COL_MAP 0x6a, 0x68, 0x68, 0x50      /* collision map: cursor would hit */
#define HD_COL_NAIVE 0xe0, 0x00, 0x7a, 0x90    /* naive and right disagree */
#define HD_COL_INNER 0x00, 0x60, 0x30, 0xff    /* the algorithm's inner values */
#define HD_COL_XBASE 0x00, 0x77, 0xb6, 0xff    /* inner values of the base (I) */
#define HD_COL_XCURSOR 0x50, 0x4e, 0x4e, 0xff  /* inner values of the cursor (I) */
#define HD_COL_TEXT 0x20, 0x20, 0x20, 0xff
#define HD_COL_ALERT 0xc0, 0x00, 0x50, 0xff    /* text that must stand out */

/* Draws the whole frame onto the renderer's current target (g->v->draw_w x
 * g->v->draw_h pixels). */
void hd_render_frame(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud);

#endif
