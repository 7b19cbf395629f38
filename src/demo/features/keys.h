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

enum {
    HD_KEY_NOT_RECORDED = 1, /* R and X: a recording does not replay them as keys */
};

typedef struct hd_key {
    SDL_Keycode sym, last; /* the key, or the range sym..last (1 to 8) */
    Uint16 need;           /* modifiers that must be held: KMOD_SHIFT, KMOD_CTRL, KMOD_ALT */
    Uint16 may;            /* modifiers that may be held as well (Shift: a bigger step) */
    int flags;             /* HD_KEY_* */
    /* The help's row: the keys as written ("Ctrl+C") and the action. A
     * row with keys NULL is another key of the row above (Shift+Tab after
     * Tab): the help writes the first row's text for both. */
    const char *keys, *action;
    /* Does it; false when it does not apply now (B outside the stress
     * scene), and the key goes on to no one. */
    bool (*run)(hd_app *a, const SDL_KeyboardEvent *k);
} hd_key;

extern const hd_key hd_keys[];
extern const int hd_key_count;

typedef struct hd_pointer_action {
    const char *what, *action;
} hd_pointer_action;

extern const hd_pointer_action hd_pointer_actions[];
extern const int hd_pointer_action_count;

/* The binding a key press matches (first in table order), or NULL. */
const hd_key *hd_keys_find(const SDL_KeyboardEvent *k);

/* Runs the binding of a key press; true if one took it. */
bool hd_keys_dispatch(hd_app *a, const SDL_KeyboardEvent *k);

/* Writes the keys and the pointer's actions as a Markdown table (for
 * `hitdemo --keys` and the docs). */
void hd_keys_print_markdown(FILE *f);

/* The table's own check: every binding is reached by its key (no earlier
 * row takes the same key and modifiers) and every row has a help text and
 * a function. False with the first problem in err. */
bool hd_keys_check(char *err, size_t errlen);

#endif
