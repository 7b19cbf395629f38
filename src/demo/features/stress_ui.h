/*
 * stress_ui.h: the stress scene in the window (S): the shapes of stress.h
 * drifting, blue, orange when hit; the cursor against all of them or all
 * against each other (A); the broad phase or brute force (B); drift on or
 * off (Space); a HUD panel with candidates, exact tests, hits and both
 * phases' times.
 */
#ifndef HD_STRESS_UI_H
#define HD_STRESS_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"
#include "stress.h"

/* The shapes a new stress scene has when S opens it without --stress N. */
enum { HD_STRESS_DEFAULT_N = 2000 };

/* Opens the stress scene with n shapes over the visible logical space
 * (false, with a message, when out of memory). */
bool hd_stress_ui_start(hd_ctx *a, int n);
bool hd_stress_ui_active(void);
/* S, and while the scene is on B, A and Space; true if it took e. */
/* S, and in the stress scene B, A, Space (keys.c's table). */
bool hd_stress_ui_key_scene(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_stress_ui_key_broad(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_stress_ui_key_pairs(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_stress_ui_key_drift(hd_ctx *a, const SDL_KeyboardEvent *k);
/* In the loop, after the update: moves the shapes by the time since the
 * last call and runs the detection when anything changed. */
void hd_stress_ui_tick(hd_ctx *a);
/* Moves the shapes by dt seconds and runs one frame of detection. */
void hd_stress_ui_frame(hd_ctx *a, double dt);
/* The loop must not block: the shapes are drifting. */
bool hd_stress_ui_animating(void);
/* Draws the stress scene if it is on (returns false otherwise). */
bool hd_stress_ui_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud);
hd_stress *hd_stress_ui_world(void);
void hd_stress_ui_shutdown(void);

#endif
