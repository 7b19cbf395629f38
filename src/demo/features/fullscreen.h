/*
 * fullscreen.h: F11 (the Full screen button, --fullscreen) puts the window
 * on the whole screen (the desktop's size, SDL_WINDOW_FULLSCREEN_DESKTOP)
 * and back; the new size comes back as a window event, as a resize does.
 */
#ifndef HD_FULLSCREEN_H
#define HD_FULLSCREEN_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

/* F11 (keys.c's table). */
bool hd_fullscreen_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* The window full screen (on) or back; false with a message when the
 * window system refuses (or there is no window). */
bool hd_fullscreen_set(hd_ctx *a, bool on);

#endif
