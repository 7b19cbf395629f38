/*
 * keymap.h: what a key binding is (the key, its modifiers, the help's
 * words for it, the function that does it) and how a key press finds its
 * binding in a table; the table itself is features/keys.c's, which the
 * shell hands to the context (hd_ctx.keys) for the modules that read it
 * (the help, the toolbar's hints, the recorder). Also the pointer's
 * actions, which the features' event functions handle, as the help lists
 * them.
 */
#ifndef HD_KEYMAP_H
#define HD_KEYMAP_H

#include <SDL.h>
#include <stdbool.h>

struct hd_ctx;

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
    bool (*run)(struct hd_ctx *a, const SDL_KeyboardEvent *k);
} hd_key;

typedef struct hd_pointer_action {
    const char *what, *action;
} hd_pointer_action;

extern const hd_pointer_action hd_pointer_actions[];
extern const int hd_pointer_action_count;

/* The binding of a key press in table t of n rows (the first that matches,
 * in table order), or NULL. */
const hd_key *hd_keymap_find(const hd_key *t, int n, const SDL_KeyboardEvent *k);

#endif
