/*
 * help.h: the F1 / ? overlay, every key of the context's key table with
 * its action, the pointer's actions and the colours, on pages where the
 * window is too small for them all.
 */
#ifndef HD_HELP_H
#define HD_HELP_H

#include "ctx.h"
#include "gfx.h"

/* How many pages the help takes in the window now (1 where it fits). */
int hd_help_pages(const hd_ctx *a, const hd_gfx *g);
/* Draws the help's page a->show.help_page over the whole window. */
void hd_help_draw(const hd_ctx *a, const hd_gfx *g);
/* F1, ?, a click on the help: the help opens, turns to its next page, or
 * (after its last) closes. */
void hd_help_next(hd_ctx *a);

#endif
