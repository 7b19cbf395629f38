/*
 * scenes_ui.h: edge-case scenes in the window. --scene FILE opens one;
 * PgDn / PgUp step through the *.scene files of its directory (by default
 * assets/scenes); a scene sets the base, the cursor and the exact logical
 * mouse position, centres the contact in the window (the first hit point,
 * else the middle of the gap, else the mouse; at the scene's zoom, else 1),
 * and its description shows at the bottom of the window
 * with the expected answer. Ctrl+S saves what is on screen as a new scene
 * file (hitdemo-scene-NNN.scene in the current directory) that loads back
 * to the same pair and position.
 */
#ifndef HD_SCENES_UI_H
#define HD_SCENES_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "scenefile.h"

/* At start-up: finds the scene directory and applies --scene if given. */
void hd_scenes_ui_init(hd_ctx *a);
/* PgDn, PgUp, Ctrl+S (keys.c's table). */
bool hd_scenes_ui_key_next(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_scenes_ui_key_prev(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_scenes_ui_key_save(hd_ctx *a, const SDL_KeyboardEvent *k);
/* The line shown at the bottom of the window while a scene is open (NULL
 * when none is, or once the base or cursor has been changed). */
const char *hd_scenes_ui_line(const hd_ctx *a);
/* Shows a scene file already read (a script's `scene` line), framed as
 * --scene and PgDn frame it; name is what the scene line calls it. */
void hd_scenes_ui_open(hd_ctx *a, const hd_scenefile *sf, const char *name);
void hd_scenes_ui_shutdown(void);

#endif
