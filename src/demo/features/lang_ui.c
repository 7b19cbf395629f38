/* lang_ui.c: the live language, F2 and its toolbar button (see lang_ui.h). */
#include "lang_ui.h"

#include <stdio.h>

#include "gfx_text.h"
#include "i18n.h"

/* The language the context's lang_gen was last bumped for (-1: none yet). */
static int g_seen = -1;

hd_lang hd_lang_ui_next(hd_lang l)
{
    return l == HD_LANG_EN ? HD_LANG_FR : l == HD_LANG_FR ? HD_LANG_ZH_CN : HD_LANG_EN;
}

bool hd_lang_ui_set(hd_ctx *a, hd_lang l, char *why, size_t whylen)
{
    if (l == HD_LANG_ZH_CN && !hd_gfx_text_has_cjk()) {
        /* said in the language the window speaks now: the Chinese glyphs
         * are what is missing */
        snprintf(why, whylen, "%s",
                 _("Chinese needs a CJK font: install Debian's fonts-wqy-microhei (or set HD_CJK_FONT) and "
                   "start again"));
        hd_ctx_message(a, "%s", why);
        return false;
    }
    if (l != hd_lang_current()) {
        hd_lang_switch(l);
        a->lang_gen++;
    }
    g_seen = (int)l;
    /* TRANSLATORS: said when the window switches to this catalog's
       language: write the name of YOUR language here (français, 中文), in
       your language; F2 is the key that goes on to the next one. */
    hd_ctx_message(a, "%s", _("Language: English   (F2: the next language)"));
    hd_ctx_dirty(a);
    return true;
}

bool hd_lang_ui_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    char why[300];
    hd_lang l = hd_lang_ui_next(hd_lang_current());
    if (l == HD_LANG_ZH_CN && !hd_gfx_text_has_cjk()) {
        /* the cycle goes on to English (else it would stay where it is),
         * and says why Chinese was passed over */
        hd_lang_ui_set(a, HD_LANG_EN, why, sizeof why);
        hd_ctx_message(a, "%s", _("Chinese needs a CJK font: install Debian's fonts-wqy-microhei (or set "
                                  "HD_CJK_FONT) and start again. Language: English"));
        return true;
    }
    hd_lang_ui_set(a, l, why, sizeof why);
    return true;
}

void hd_lang_ui_prepare(hd_ctx *a)
{
    int now = (int)hd_lang_current();
    if (g_seen >= 0 && now != g_seen) {
        a->lang_gen++;
        hd_ctx_dirty(a);
    }
    g_seen = now;
}
