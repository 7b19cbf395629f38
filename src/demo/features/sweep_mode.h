/*
 * sweep_mode.h: sweep mode (W). Each turn of the loop the cursor's move
 * since the last one is tested as a sweep: hd_sweep of the cursor where it
 * was, moved by the move, against the base. The region it swept is shaded
 * faintly; on a hit a ghost of the cursor is drawn where it first touched,
 * with the contact point and the normal; the HUD says "swept: hit at t =
 * 0.43" (or clear) beside what the frame alone says. So a fast flick
 * across a thin line registers though neither frame touches it. The last
 * sweep stays on screen until the next move. A line or capsule cursor
 * stretches from its fixed start rather than moving: it gets no sweep.
 */
#ifndef HD_SWEEP_MODE_H
#define HD_SWEEP_MODE_H

#include <SDL.h>
#include <stdbool.h>

#include <hitdemo/sweep.h>

#include "ctx.h"
#include "gfx.h"

/* W: on / off (keys.c's table). */
bool hd_sweep_mode_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* Each turn, after the scene's update: a move of the cursor is swept. */
void hd_sweep_mode_update(hd_ctx *a);
/* Over the shapes: the swept region, the ghost, the contact and normal. */
void hd_sweep_mode_draw(const hd_ctx *a, const hd_gfx *g);
/* The HUD's line (NULL while sweep mode is off). */
const char *hd_sweep_mode_line(const hd_ctx *a);
/* The last sweep (false when there is none since W): its return code and answer. */
bool hd_sweep_mode_last(int *rc, hd_sweep_hit *h);

#endif
