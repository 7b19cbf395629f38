/*
 * drag.h: direct manipulation of the base with the left mouse button (the
 * window side of handles.c).
 *
 *   left button on a handle     drags the handle (handles.h says what each
 *                               does); handles show while the mouse is over
 *                               the base or a handle, the hovered one filled
 *                               (once the mouse has moved: a start-up
 *                               --mouse position alone shows none, so
 *                               screenshots of the plain scene stay as
 *                               they were)
 *   left button on the base     drags the whole base (exact translation)
 *   double-click on a polygon   adds a vertex there (the projection of the
 *   edge                        mouse onto the edge) and drags it on
 *   Delete / Backspace          removes the polygon vertex under the mouse
 *
 * "On" means within 6 window points. An edit the validator rejects is
 * refused with its message (HUD, and stdout) and changes nothing: during a
 * drag the base stays at the last accepted position. An edited base is a
 * fixed base (like --base with a full spec). During a drag the cursor shape
 * stays at the logical point where the button went down (the motion events
 * go to the drag, not to the cursor), so the collide answer, hit points and
 * HUD show the base changing against a still cursor; after the release the
 * cursor follows the mouse again. The HUD shows `dragging: handle NAME`.
 * With snapping on (G), dragged handles and base moves snap to whole units.
 */
#ifndef HD_DRAG_H
#define HD_DRAG_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"

/* Handles e if it is one of the above; returns true if it took it. */
bool hd_drag_event(hd_ctx *a, const SDL_Event *e);
/* Ends a drag in progress where it is: the base stays as the drag last
 * set it, and the cursor follows the mouse again from the window point
 * the drag last followed (as a release there would; touch.c's second
 * finger). Nothing without a drag. */
void hd_drag_end_here(hd_ctx *a);
/* Delete / Backspace (keys.c's table): removes the polygon vertex under
 * the mouse; false for a base that is not a polygon, during a drag or
 * with no mouse yet. */
bool hd_drag_key_delete(hd_ctx *a, const SDL_KeyboardEvent *k);

/* Draws the handles while the mouse (hud's window point) is over the base
 * or a handle, or a drag is on. */
void hd_drag_draw(const hd_gfx *g, const hd_scene *s, const hd_hud *hud);

#endif
