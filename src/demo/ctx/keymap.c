/* keymap.c: a key press's binding in a table, and the pointer's actions (see keymap.h). */
#include "keymap.h"

const hd_pointer_action hd_pointer_actions[] = {
    {"wheel", "the cursor's size (circle, capsule radius; rect; polygon scale)"},
    {"Ctrl+wheel", "zoom about the mouse"},
    {"right or middle drag", "pan"},
    {"left drag", "drag the base, or one of its handles"},
    {"drag the ring above", "turn the base about its centre (whole degrees)"},
    {"double-click", "add a polygon vertex on an edge"},
};
const int hd_pointer_action_count = (int)(sizeof hd_pointer_actions / sizeof hd_pointer_actions[0]);

/* The modifiers held, as one of each (left or right alike). */
static Uint16 held(Uint16 mod)
{
    Uint16 m = 0;
    if (mod & KMOD_SHIFT) m |= KMOD_SHIFT;
    if (mod & KMOD_CTRL) m |= KMOD_CTRL;
    if (mod & KMOD_ALT) m |= KMOD_ALT;
    if (mod & KMOD_GUI) m |= KMOD_GUI;
    return m;
}

const hd_key *hd_keymap_find(const hd_key *t, int n, const SDL_KeyboardEvent *k)
{
    SDL_Keycode s = k->keysym.sym;
    Uint16 m = held(k->keysym.mod);
    for (int i = 0; i < n; i++) {
        const hd_key *b = &t[i];
        if (s < b->sym || s > b->last) continue;
        if ((m & b->need) != b->need || (m & ~(b->need | b->may)) != 0) continue;
        return b;
    }
    return NULL;
}

