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

#include "cmap.h"
#include "gfx.h"
#include "scene.h"
#include "show.h"

/* The map under the shapes (over = false), and the naive disagreement
 * alone, hatched, over them (over = true: visible where the base would
 * hide it). */
void hd_overlay_map_draw(const hd_gfx *g, bool over);
/* The collision map's state lives in overlay_map.c. hd_overlay_map_update
 * (a no-op while show->map is off) restarts the map when the scene's key
 * changed and computes rows for about budget_ms (INFINITY: to the end);
 * returns true if the map changed (redraw). busy: on and incomplete, call
 * update again soon. status: the HUD line, or NULL while the map is off;
 * timed: a complete map's line also tells the time it took (the time
 * differs from run to run).
 * While show->naive is on the map also marks where the seed articles'
 * formula (hd_naive_collide) disagrees with the right answer. shutdown: frees the texture and the map, before the renderer
 * is destroyed. */
bool hd_overlay_map_update(const hd_view *v, const hd_scene *s, const hd_show *show, double budget_ms);
bool hd_overlay_map_busy(const hd_show *show);
const char *hd_overlay_map_status(const hd_show *show, bool timed);
void hd_overlay_map_shutdown(void);

void hd_overlay_inner_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show);
void hd_overlay_dist_draw(const hd_gfx *g, const hd_scene *s);

#endif
