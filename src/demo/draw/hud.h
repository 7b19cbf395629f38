/* hud.h: the HUD panel, drawn from hud_text's lines. */
#ifndef HD_HUD_H
#define HD_HUD_H

#include <stddef.h>

#include "gfx.h"
#include "scene.h"
#include "show.h"

void hd_hud_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h);
/* The box the HUD panel covers (drawable pixels), as hd_hud_draw lays it
 * out; the next hd_hud_draw draws this layout (call them with the same
 * scene, overlays and HUD facts, in one frame). */
hd_pxbox hd_hud_box(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h);
/* The same box, for planning outside a frame (the next hd_hud_draw lays
 * its lines out anew). */
hd_pxbox hd_hud_measure(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h);
/* The HUD's lines as hd_hud_draw lays them out now (shown or not), one a
 * line after a "hud: shown|hidden, N lines" line, for `report hud` (like
 * snprintf). */
int hd_hud_report(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h, char *buf, size_t n);
/* The height of a bottom bar holding text (hd_hud_draw_bottom). */
int hd_hud_bottom_h(const hd_gfx *g, const char *text);
/* A text panel along the bottom of the window (the open scene's
 * description; with the HUD hidden, the message line), wrapped to the
 * window's width, its bottom edge at pixel row `bottom`. Returns its top
 * row, for the next panel above it. */
int hd_hud_draw_bottom(const hd_gfx *g, const char *text, int bottom, bool alert);

#endif
