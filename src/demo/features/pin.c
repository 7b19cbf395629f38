/* pin.c: the cursor pinned, and its size by keys (see pin.h). */
#include "pin.h"
#include "i18n.h"

#include <stdio.h>

bool hd_pin_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    const char *key = a->touch_input ? _("F (the Pin button)") : "F";
    if (a->show.pin) {
        a->show.pin = false;
        hd_ctx_message(a, "%s", _("cursor unpinned: it follows the mouse again"));
        hd_ctx_dirty(a);
        return true;
    }
    const char *why;
    if (!hd_ctx_cursor_shown(a, &why)) {
        hd_ctx_message(a, _("nothing to pin: %s"), why);
        return true;
    }
    a->show.pin = true;
    hd_ctx_place_cursor(a, a->scene.mouse); /* it holds there through zoom and pan too */
    hd_ctx_message(a, _("cursor pinned: the mouse moves it no more (%s again: unpinned)"), key);
    return true;
}

bool hd_pin_key_size(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    int notches = (k->keysym.mod & KMOD_SHIFT) ? -3 : 3;
    if (!hd_scene_wheel(&a->scene, notches)) {
        hd_ctx_message(a, _("the %s cursor has no size to change here"), hd_kind_name(a->scene.cursors[a->scene.cursor_index].kind));
        return true;
    }
    char size[80];
    hd_scene_cursor_size(&a->scene, size, sizeof size);
    hd_ctx_message(a, _("cursor: %s"), size);
    hd_ctx_dirty(a);
    return true;
}
