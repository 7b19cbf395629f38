/* fullscreen.c: F11 (see fullscreen.h). */
#include "fullscreen.h"
#include "i18n.h"

bool hd_fullscreen_set(hd_ctx *a, bool on)
{
    if (!a->win) {
        hd_ctx_message(a, "%s", _("full screen: there is no window"));
        return false;
    }
    if (SDL_SetWindowFullscreen(a->win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) != 0) {
        hd_ctx_message(a, _("full screen refused: %s"), SDL_GetError());
        return false;
    }
    /* what the window system made of it: the window's own flag */
    Uint32 fl = SDL_GetWindowFlags(a->win);
    a->show.fullscreen = (fl & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP;
    hd_ctx_message(a, "%s",
                   a->show.fullscreen ? _("full screen (F11 again: back to the window)")
                   : on               ? _("full screen refused by the window system")
                                      : _("back to the window"));
    hd_ctx_dirty(a);
    return true;
}

bool hd_fullscreen_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    hd_fullscreen_set(a, !a->show.fullscreen);
    return true;
}
