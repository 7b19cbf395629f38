/*
 * overlay.h: the overlays that explain a frame, one file each, all drawn
 * through gfx.h on top of (or, for the map, under) the shapes:
 *
 *   overlay_map.c    M  every mouse position at which the cursor would hit
 *   overlay_inner.c  I  the algorithm's inner values for the pair's family
 *   overlay_dist.c   D  closest points, distance, push-out vector
 *   hud.c            H  the text panel
 *   help.c           F1 keys and colours
 */
#ifndef HD_OVERLAY_H
#define HD_OVERLAY_H

#include "gfx.h"
#include "scene.h"
#include "show.h"

void hd_overlay_map_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show);
void hd_overlay_inner_draw(const hd_gfx *g, const hd_scene *s);
void hd_overlay_dist_draw(const hd_gfx *g, const hd_scene *s);
void hd_help_draw(const hd_gfx *g);

#endif
