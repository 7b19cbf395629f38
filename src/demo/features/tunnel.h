/*
 * tunnel.h: the tunnelling lesson (Y). The cursor flies from where it is
 * by a move (the open scene's or lesson step's move:, else through the
 * base's centre to the point opposite) at a set speed, a frame every step
 * (a fixed time step: 1/60 s unless changed); each frame's position is left
 * behind as a ghost, orange where that frame collides. The HUD compares
 * the two answers: "per frame: miss at every frame" and "swept: hit at t =
 * 0.43 (frame 7)", with the ghost at the time of impact drawn as sweep mode
 * draws it. J and K make it slower and faster, Shift+J and Shift+K the
 * frame step shorter and longer (the run starts again). In a window a
 * frame is shown every 0.15 s at least (slowed, to be seen); headless the
 * run moves only by a script's `tick N`, so pictures do not depend on the
 * clock. Moving the mouse ends the run.
 */
#ifndef HD_TUNNEL_H
#define HD_TUNNEL_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"

/* Y: on (from the start) / off, at the run's end again from the start; J K, Shift+J Shift+K: speed and step. */
bool hd_tunnel_key(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_tunnel_key_speed(hd_ctx *a, const SDL_KeyboardEvent *k);
/* Each turn: starts the run (Y, a lesson step with show: tunnel) and
 * moves it on by the frames due. */
void hd_tunnel_update(hd_ctx *a);
/* Before a frame is drawn: the run is set up if it is to be shown. */
void hd_tunnel_prepare(hd_ctx *a);
/* Moves the run on by n frames now (a script's `tick N`). */
void hd_tunnel_tick(hd_ctx *a, int n);
/* The run is on and not at its end (the loop must not block). */
bool hd_tunnel_animating(void);
void hd_tunnel_draw(const hd_ctx *a, const hd_gfx *g);
/* The HUD's lines into lines[0..max) (NULL-ended): how many. */
int hd_tunnel_lines(const hd_ctx *a, const char **lines, int max);

#endif
