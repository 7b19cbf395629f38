/*
 * help.h: the F1 / ? overlay, every key of the context's key table with
 * its action, the pointer's actions and the colours, on pages where the
 * window is too small for them all.
 */
#ifndef HD_HELP_H
#define HD_HELP_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"

/* How many pages the help takes in the window now (1 where it fits). */
int hd_help_pages(const hd_ctx *a, const hd_gfx *g);
/* Draws the help's page a->show.help_page over the whole window. */
void hd_help_draw(const hd_ctx *a, const hd_gfx *g);
/* F1, ?: the help opens (at its first page) or closes, on any page. */
void hd_help_toggle(hd_ctx *a);
/* Closes the help if it is open (Esc); true if it was. */
bool hd_help_close(hd_ctx *a);
/* The next (dir 1) or the previous (-1) page, within the pages. */
void hd_help_turn(hd_ctx *a, int dir);
/* While the help is open: its keys (PgDn / PgUp and the arrows turn the
 * pages, Esc closes it) and every click (its ◀ page, page ▶ and ✕ close
 * buttons; a click elsewhere closes it). True if it took the event. */
bool hd_help_event(hd_ctx *a, const SDL_Event *e);

#endif
