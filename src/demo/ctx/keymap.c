/* keymap.c: a key press's binding in a table, and the pointer's actions (see keymap.h). */
#include "keymap.h"

#include "i18n.h"

/* both columns marked: the help shows them translated; --keys keeps the
 * first column (the pointer's gesture, as the docs list it) in English */
const hd_pointer_action hd_pointer_actions[] = {
    {N_("wheel"), N_("the cursor's size (circle, capsule radius; rect; polygon scale)")},
    {N_("Ctrl+wheel"), N_("zoom about the mouse")},
    {N_("right or middle drag"), N_("pan")},
    {N_("left drag"), N_("drag the base, or one of its handles")},
    {N_("drag the ring above"), N_("turn the base about its centre (whole degrees)")},
    {N_("double-click"), N_("add a polygon vertex on an edge")},
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

