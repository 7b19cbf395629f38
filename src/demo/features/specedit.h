/*
 * specedit.h: typed specs in the window. E edits the base's spec and C the
 * cursor's (the --cursor form) in a text field (SDL text input): the
 * current spec is shown, Enter applies, Esc cancels, and a bad spec shows
 * the parser's message under the field and changes nothing. Ctrl+V pastes.
 * Ctrl+C copies `hitdemo --check BASE CURSOR` of what is on screen to the
 * clipboard and prints it.
 */
#ifndef HD_SPECEDIT_H
#define HD_SPECEDIT_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"

/* Takes E, C, Ctrl+C, and while the field is open every key and text
 * event; returns true if it took e. */
/* While the field is open it takes every key and the typed text. */
bool hd_specedit_event(hd_ctx *a, const SDL_Event *e);
/* E, C and Ctrl+C (keys.c's table). */
bool hd_specedit_key_base(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_specedit_key_cursor(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_specedit_key_copy(hd_ctx *a, const SDL_KeyboardEvent *k);
/* The field is open (it takes every key). */
bool hd_specedit_open(void);
/* The message drawn under the open field ("" when none): the parser's,
 * in the chosen language. */
const char *hd_specedit_error(void);
/* Draws the field while it is open. */
void hd_specedit_draw(const hd_gfx *g);

#endif
