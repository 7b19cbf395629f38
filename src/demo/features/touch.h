/*
 * touch.h: fingers on a touch screen (the page on a phone or a tablet, a
 * touch monitor at the front of a classroom).
 *
 *   one finger     SDL turns it into the left mouse button: it drags the
 *                  cursor, or the base or a handle when it lands on one,
 *                  and taps the toolbar's buttons
 *   two fingers    pinch: the zoom follows the fingers' spread, about
 *                  their midpoint, and the view pans with the midpoint (the
 *                  logical point under the fingers stays under them); a drag
 *                  in progress ends where it is, and the mouse events SDL
 *                  makes from the first finger are ignored until every
 *                  finger is up, so the cursor does not jump
 *   a pinch on     (either finger or their midpoint on the cursor's box, or
 *   the cursor     within 24 points of it): the cursor's size follows the
 *                  spread instead (a circle's radius, a rect's sides, a
 *                  polygon's scale; a point or a line has none: that zooms)
 *
 * It also notes where the last input came from (a->touch_input): a finger,
 * or the mouse and the keys (the toolbar shows no hover hints under a
 * finger; messages name a key's button as well).
 */
#ifndef HD_TOUCH_H
#define HD_TOUCH_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

/* Finger events, and the mouse events made from a finger during a pinch:
 * true if it took e. */
bool hd_touch_event(hd_ctx *a, const SDL_Event *e);

#endif
