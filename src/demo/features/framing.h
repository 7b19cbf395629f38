/*
 * framing.h: the shapes in the space the bars leave free. The bars'
 * layout (draw/chrome.h) for the frame the loop draws next; Home, which
 * frames what is there; and fitting a logical box into the free space,
 * which a lesson step uses too.
 */
#ifndef HD_FRAMING_H
#define HD_FRAMING_H

#include <SDL.h>
#include <stdbool.h>

#include "chrome.h"
#include "ctx.h"

/* The bars of the next frame (drawable pixels). window: as a window draws
 * them, with the message in its strip (headless frames leave it out). */
void hd_framing_chrome(const hd_ctx *a, bool window, hd_chrome *out);
/* The free box in window points: top and bottom rows, the width. */
void hd_framing_free_win(const hd_ctx *a, double *top, double *bottom);
/* Frames the logical box lo..hi: centred in the free box, at the zoom at
 * which it fills `fill` of it (at most zmax; a box with no size keeps the
 * zoom, at most zmax). */
void hd_framing_fit(hd_ctx *a, hd_vec2 lo, hd_vec2 hi, double fill, double zmax);
/* The box of the base and, when shown, the cursor (logical); false if
 * not finite. */
bool hd_framing_shapes_box(const hd_ctx *a, hd_vec2 *lo, hd_vec2 *hi);
/* The shapes' box in drawable pixels, as drawn (for `report layout`). */
hd_pxbox hd_framing_shapes_px(const hd_ctx *a);
/* Home outside a lesson: the view reset (zoom 1, no pan, a default base
 * centred again); where that leaves the base or the cursor under a bar or
 * out of the window, both framed to fill the free box instead. The cursor
 * stays where it is. */
bool hd_framing_key_home(hd_ctx *a, const SDL_KeyboardEvent *k);

#endif
