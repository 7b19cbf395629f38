/*
 * toolbar.h: every main action with the pointer or a finger: a row of
 * buttons along the top of the window (and the page), wrapped onto more
 * rows where the window is narrow. Each button runs a key of keys.c's
 * table (hd_keys_dispatch, the same path as the key), so a button and its
 * key cannot do different things; toggles show their state, and the
 * hovered button shows its key and what it does in a line under the row.
 * Over a button the cursor holds (the case on screen is what the button
 * acts on); the buttons that come and go (a lesson's steps, I's decisions)
 * are last in the row, so the others never move for them.
 *
 *   Base: KIND    1 .. 8 (click: the next kind; right-click: the previous)
 *   Cursor: KIND  Tab (right-click: Shift+Tab); − size / size + (Shift+Z / Z); Pin (F)
 *   D I M N O HUD the overlays (H: the HUD)
 *   Sweep Tunnel  W, Y; slower / faster (J K), − frames / frames + (Shift+J K); Ray (V)
 *   − + Home      zoom (- +), Home; A− A+ the UI scale (Ctrl+- Ctrl+=); Present F5; Full screen F11
 *   ◀ scene  scene ▶   PgUp / PgDn
 *   Lesson        L; Steps ▾ (Shift+L: the list of steps); while one is open ◀ step (Backspace) and step ▶ (Space)
 *   PNG F12   SVG Ctrl+E   Help F1   Quit (Esc: asks first)
 *   collapsed (a small window, a projector under F5): More ▾, no key
 *   while I is on: ◀ decision (,) and decision ▶ (.)
 *   in a lesson: ← → ↑ ↓ (the arrows: the cursor by one unit) and, for a
 *   polygon or rect cursor, ⟲ ⟳ ([ and ]), the keys the tasks ask for
 *
 * T shows or hides it; --toolbar / --no-toolbar (default: shown in a
 * window and on the page, hidden headless, like the HUD).
 */
#ifndef HD_TOOLBAR_H
#define HD_TOOLBAR_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"
#include "toolbar_view.h"

/* A button press, motion or release over the toolbar: true if it took the
 * event (a press on a button, and its release); motion only tracks the
 * hovered button (the cursor still follows the pointer). */
bool hd_toolbar_event(hd_ctx *a, const SDL_Event *e);
/* What the buttons show for the context (its overlays, kinds, lesson and
 * language): the layout's input wherever the toolbar is laid out. */
hd_toolbar_state hd_toolbar_state_of(const hd_ctx *a);
/* The box the toolbar covers (drawable pixels; empty when hidden). A
 * hovered button's hint line shows in the message strip (framing.h). */
hd_pxbox hd_toolbar_box(const hd_gfx *g, const hd_ctx *a);
/* The row(s) alone, without the hint line (*hint: whether one shows now). */
hd_pxbox hd_toolbar_box_plain(const hd_gfx *g, const hd_ctx *a, bool *hint);
void hd_toolbar_draw(const hd_gfx *g, const hd_ctx *a);
/* Frees the rows' texture; before the renderer is destroyed. */
void hd_toolbar_shutdown(void);
/* Before each frame: after input from a finger, a message that names keys
 * also names their buttons ("Space goes on" gets "(buttons: Space =
 * step ▶)"). */
void hd_toolbar_touch_words(hd_ctx *a);
/* Closes the More panel if it is open (Esc); true if it was. */
bool hd_toolbar_close_more(hd_ctx *a);
/* T (keys.c's table). */
bool hd_toolbar_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* The buttons as laid out now, for script reports: "button I: x0,y0,x1,y1
 * LABEL [on] key=KEY" lines (window points; KEY as SDL names it, with
 * Ctrl+ / Shift+, or none), " (More)" after those in the More panel, and
 * "button I: none LABEL key=KEY (More)" for those under a closed More;
 * like snprintf. */
int hd_toolbar_report(const hd_ctx *a, char *buf, size_t n);

#endif
