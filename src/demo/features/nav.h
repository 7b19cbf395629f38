/*
 * nav.h: getting to the exact case. Zoom about the mouse (+, -, 0,
 * Ctrl+wheel), pan (right or middle button dragged) (Home is framing.c's),
 * the cursor moved by arrow keys (1 logical unit; Shift
 * 10; Alt 1/16; Ctrl: one ulp, the next double) until the mouse moves
 * again, and G (snap the cursor to whole logical units, on / off).
 */
#ifndef HD_NAV_H
#define HD_NAV_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

/* Handles the pointer's part (Ctrl+wheel, pan); returns true if it took e. */
bool hd_nav_event(hd_ctx *a, const SDL_Event *e);

/* The keys (keys.c's table): +, -, 0, the arrows (Shift 10, Alt
 * 1/16), Ctrl+arrows (one ulp: the next double), G. */
bool hd_nav_key_zoom_in(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_nav_key_zoom_out(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_nav_key_zoom_one(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_nav_key_arrow(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_nav_key_ulp(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_nav_key_snap(hd_ctx *a, const SDL_KeyboardEvent *k);


#endif
