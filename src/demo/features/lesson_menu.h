/*
 * lesson_menu.h: Shift+L (the toolbar's Steps button) opens the list of
 * the lesson's steps by title, under the toolbar; a click (a tap) on one,
 * or Up / Down and Enter, goes there (the lesson opens at that step);
 * Esc, Shift+L or a click elsewhere closes the list. Script line
 * `lesson N` goes to step N the same way.
 */
#ifndef HD_LESSON_MENU_H
#define HD_LESSON_MENU_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "ctx.h"
#include "gfx.h"

/* Shift+L (keys.c's table): open or close. */
bool hd_lesson_menu_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* Closes the list if it is open (Esc); true if it was. */
bool hd_lesson_menu_close(hd_ctx *a);
/* While open: its keys and every click. */
bool hd_lesson_menu_event(hd_ctx *a, const SDL_Event *e);
void hd_lesson_menu_draw(const hd_ctx *a, const hd_gfx *g);
/* Goes to step n (1-based), closing the list: false with the problem in err. */
bool hd_lesson_menu_go(hd_ctx *a, int n, char *err, size_t errlen);
/* The rows as laid out now, for tests: "step N: x0,y0,x1,y1 TITLE" lines
 * (window points), like snprintf; "lesson menu: closed" when closed. */
int hd_lesson_menu_report(const hd_ctx *a, char *buf, size_t n);

#endif
