/* quit.c: Esc closes what is open, then asks before quitting (see quit.h). */
#include "quit.h"
#include "i18n.h"

#include "help.h"
#include "lesson_menu.h"
#include "lessons_ui.h"
#include "toolbar.h"

static Uint32 g_asked; /* SDL ticks when Esc asked (0: it has not) */

bool hd_quit_key_esc(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (hd_toolbar_close_more(a) || hd_help_close(a) || hd_lesson_menu_close(a)) {
        g_asked = 0;
        return true;
    }
    if (a->lesson) {
        hd_lessons_ui_close(a); /* it says so, and how to open it again */
        g_asked = 0;
        return true;
    }
    Uint32 now = SDL_GetTicks();
    if (g_asked && !SDL_TICKS_PASSED(now, g_asked + HD_QUIT_CONFIRM_MS)) {
        g_asked = 0;
        a->quit = true;
        return true;
    }
    g_asked = now ? now : 1;
    /* a finger has no Esc: the message names the button too */
    if (a->touch_input) hd_ctx_message(a, "%s", _("Esc (the Quit button) again to quit"));
    else hd_ctx_message(a, "%s", _("Esc again to quit   (Ctrl+Q quits at once)"));
    return true;
}

bool hd_quit_key_now(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->quit = true;
    return true;
}
