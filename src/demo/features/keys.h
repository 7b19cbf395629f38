/*
 * keys.h: every key of the window in one table, hd_keys[]: which key (and
 * modifiers) it is, how the help writes it, what it does, and the function
 * that does it. The loop dispatches key presses through this table alone,
 * and the F1 help, `hitdemo --keys` and the docs' key tables are made from
 * it (tests/app checks the docs), so the help cannot drift from what the
 * keys do. The pointer's actions (wheel, drags, double-click), which the
 * modules' event functions handle, are listed in hd_pointer_actions[] for
 * the help.
 */
#ifndef HD_KEYS_H
#define HD_KEYS_H

#include <SDL.h>
#include <stdbool.h>
#include <stdio.h>

#include "ctx.h"
#include "keymap.h"

extern const hd_key hd_keys[];
extern const int hd_key_count;

/* The binding a key press matches (first in table order), or NULL. */
const hd_key *hd_keys_find(const SDL_KeyboardEvent *k);

/* Runs the binding of a key press; true if one took it. */
bool hd_keys_dispatch(hd_ctx *a, const SDL_KeyboardEvent *k);

/* Writes the keys and the pointer's actions as a Markdown table (for
 * `hitdemo --keys` and the docs). */
void hd_keys_print_markdown(FILE *f);

/* The table's own check: every binding is reached by its key (no earlier
 * row takes the same key and modifiers) and every row has a help text and
 * a function. False with the first problem in err. */
bool hd_keys_check(char *err, size_t errlen);

#endif
