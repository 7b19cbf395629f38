/*
 * quit.h: nothing quits by accident. Esc closes what is open, one thing a
 * press, in this order: the toolbar's More panel, the help, the lesson
 * menu, the lesson (an open text field takes its own Esc first). With
 * nothing open it asks ("Esc again to quit", on the message line) and a
 * second Esc within HD_QUIT_CONFIRM_MS quits; the toolbar's Quit button
 * runs Esc, so it asks the same way. Ctrl+Q quits at once.
 */
#ifndef HD_QUIT_H
#define HD_QUIT_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

/* How long the question stands: a second Esc within it quits. */
#define HD_QUIT_CONFIRM_MS 3000

/* Esc and Ctrl+Q (keys.c's table). */
bool hd_quit_key_esc(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_quit_key_now(hd_ctx *a, const SDL_KeyboardEvent *k);

#endif
