/*
 * nav.h: getting to the exact case. Zoom about the mouse (+, -, 0,
 * Ctrl+wheel), pan (right or middle button dragged), Home (zoom 1, no pan,
 * base re-centred), the cursor moved by arrow keys (1 logical unit; Shift
 * 10; Alt 1/16) until the mouse moves again, and G (snap the cursor to
 * whole logical units).
 */
#ifndef HD_NAV_H
#define HD_NAV_H

#include <SDL.h>
#include <stdbool.h>

#include "app_state.h"

/* Handles e if it is one of the above; returns true if it took it. */
bool hd_nav_event(hd_app *a, const SDL_Event *e);

/* The logical position for a mouse at logical point l: l itself, or l
 * rounded to whole units while snapping is on. */
hd_vec2 hd_nav_snap(const hd_app *a, hd_vec2 l);

#endif
