/*
 * test_feature_lang: lang_ui.c (the live language) with the context alone,
 * through the key table as a key press goes: F2 cycles English -> French
 * -> Chinese -> English, bumps lang_gen and says the new language in that
 * language; the key table's descriptions and the toolbar's labels follow;
 * the toolbar's labels fit their buttons in every language at 1024x768
 * and 1920x1080 (no overlap, inside the window, the button as wide as its
 * text); the F1 help is one page at 1024x768 in every language and is
 * laid out anew after a switch, as the toolbar is (their layouts are
 * kept between frames, keyed on lang_gen); a switch made behind the module's back is
 * seen before the next frame; without the CJK font Chinese is passed over
 * with a message. The binary sits beside hitdemo-window (CMake), so the
 * catalogs are the build tree's.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "feature_ctx.h"
#include "gfx_text.h"
#include "help.h"
#include "i18n.h"
#include "keys.h"
#include "lang.h"
#include "lang_ui.h"
#include "specedit.h"
#include "toolbar.h"

static fx F;
static const char *OUT;

static bool open_ctx(const char *size)
{
    const char *args[] = {"--window", size, "--toolbar", "--base", "circle", "--cursor", "circle:20",
                          "--mouse", "500,400", "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static bool press_f2(void)
{
    SDL_KeyboardEvent k = fx_key(SDLK_F2, 0);
    return hd_keys_dispatch(&F.a, &k);
}

/* The description of the key row that writes `keys`, as the help shows it. */
static const char *action_of(const char *keys)
{
    for (int i = 0; i < hd_key_count; i++)
        if (hd_keys[i].keys && !strcmp(hd_keys[i].keys, keys)) return _(hd_keys[i].action);
    return "";
}

/* The label of the toolbar's button that runs key sym (mod), "" if none. */
static const char *label_of(const hd_toolbar_layout *L, SDL_Keycode sym)
{
    for (int k = 0; k < L->n + L->nhidden; k++) {
        int i = k < L->n ? L->idx[k] : L->hidden[k - L->n];
        if (hd_tools[i].sym == sym && hd_tools[i].mod == 0) return L->text[k];
    }
    return "";
}

static void f2_cycles_the_languages(void)
{
    if (!open_ctx("1024,768")) { fx_failures++; return; }
    hd_lang_switch(HD_LANG_EN);
    hd_lang_ui_prepare(&F.a);
    FX_CHECK(hd_gfx_text_has_cjk(), "no CJK font (fonts-wqy-microhei): the Chinese half cannot run");
    const char *en_help = action_of("F1, ?");
    char en[300];
    snprintf(en, sizeof en, "%s", en_help);
    static const struct {
        hd_lang l;
        const char *says, *help_button;
    } want[] = {{HD_LANG_FR, "Langue\xe2\x80\xaf: fran\xc3\xa7" "ais", "Aide"},
                {HD_LANG_ZH_CN, "\xe7\x95\x8c\xe9\x9d\xa2\xe8\xaf\xad\xe8\xa8\x80\xef\xbc\x9a\xe4\xb8\xad\xe6\x96\x87",
                 "\xe5\xb8\xae\xe5\x8a\xa9"},
                {HD_LANG_EN, "Language: English", "Help"}};
    for (int i = 0; i < 3; i++) {
        unsigned gen = F.a.lang_gen;
        FX_CHECK(press_f2(), "F2 has no binding");
        FX_CHECK(hd_lang_current() == want[i].l, "F2 %d: the language is %s", i + 1, hd_lang_code(hd_lang_current()));
        FX_CHECK(F.a.lang_gen == gen + 1, "F2 %d: lang_gen %u -> %u", i + 1, gen, F.a.lang_gen);
        FX_CHECK(strstr(F.a.message, want[i].says) != NULL, "F2 %d: the message is '%s'", i + 1, F.a.message);
        const char *h = action_of("F1, ?");
        if (want[i].l == HD_LANG_EN) FX_CHECK(!strcmp(h, en), "back in English the help's row is '%s'", h);
        else FX_CHECK(strcmp(h, en) != 0, "in %s the help's row is English: '%s'", hd_lang_code(want[i].l), h);
        hd_gfx g = hd_ctx_gfx(&F.a);
        hd_toolbar_state st = hd_toolbar_state_of(&F.a);
        hd_toolbar_layout L;
        hd_toolbar_lay_out(&g, &st, &L);
        FX_CHECK(!strcmp(label_of(&L, SDLK_F1), want[i].help_button), "%s: the help button says '%s'",
                 hd_lang_code(want[i].l), label_of(&L, SDLK_F1));
        const char *name = want[i].l == HD_LANG_FR ? "FR" : want[i].l == HD_LANG_ZH_CN ? "\xe4\xb8\xad\xe6\x96\x87" : "EN";
        FX_CHECK(!strcmp(label_of(&L, SDLK_F2), name), "%s: the language button says '%s'", hd_lang_code(want[i].l),
                 label_of(&L, SDLK_F2));
    }
    /* a switch behind the module's back (hd_lang_switch alone) is seen before the next frame */
    unsigned gen = F.a.lang_gen;
    hd_lang_switch(HD_LANG_FR);
    hd_lang_ui_prepare(&F.a);
    FX_CHECK(F.a.lang_gen == gen + 1, "a switch outside lang_ui: lang_gen %u -> %u", gen, F.a.lang_gen);
    hd_lang_ui_prepare(&F.a);
    FX_CHECK(F.a.lang_gen == gen + 1, "no switch, yet lang_gen %u -> %u", gen, F.a.lang_gen);
    hd_lang_switch(HD_LANG_EN);
    hd_lang_ui_prepare(&F.a);
    fx_close(&F);
}

/* Every button of the layout as wide as its label and its padding, inside
 * the window, none over another. */
static void check_fit(const char *size, const char *lang)
{
    hd_gfx g = hd_ctx_gfx(&F.a);
    hd_toolbar_state st = hd_toolbar_state_of(&F.a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(&g, &st, &L);
    FX_CHECK(L.n > 5, "%s %s: %d buttons", lang, size, L.n);
    for (int k = 0; k < L.n; k++) {
        hd_pxbox b = L.box[k];
        int tw = hd_gfx_text_w(&g, HD_FACE_BOLD, L.size, L.text[k]);
        int tws = hd_gfx_text_w(&g, HD_FACE_SANS, L.size, L.text[k]);
        if (tws > tw) tw = tws;
        FX_CHECK(b.x1 - b.x0 >= tw + 2 * L.pad, "%s %s: '%s' is %d pixels in a %d pixel button", lang, size, L.text[k],
                 tw, (int)(b.x1 - b.x0));
        FX_CHECK(b.x0 >= 0 && b.x1 <= g.v->draw_w, "%s %s: '%s' at %g..%g outside the window", lang, size, L.text[k],
                 b.x0, b.x1);
        for (int j = 0; j < k; j++) {
            hd_pxbox c = L.box[j];
            bool over = b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1;
            FX_CHECK(!over, "%s %s: '%s' over '%s'", lang, size, L.text[k], L.text[j]);
        }
    }
}

static void the_labels_fit_in_every_language(void)
{
    static const char *const sizes[] = {"1024,768", "1920,1080"};
    for (int s = 0; s < 2; s++) {
        if (!open_ctx(sizes[s])) { fx_failures++; return; }
        for (int l = 0; l < HD_LANG_COUNT; l++) {
            char why[300];
            FX_CHECK(hd_lang_ui_set(&F.a, (hd_lang)l, why, sizeof why), "%s: %s", hd_lang_code((hd_lang)l), why);
            check_fit(sizes[s], hd_lang_code((hd_lang)l));
            F.a.show.toolbar_more = true; /* the panel of the others under More, where collapsed */
            check_fit(sizes[s], hd_lang_code((hd_lang)l));
            F.a.show.toolbar_more = false;
        }
        char why[300];
        hd_lang_ui_set(&F.a, HD_LANG_EN, why, sizeof why);
        fx_close(&F);
    }
}

/* A sum of the surface's pixels: what the help drew. */
static unsigned long picture(void)
{
    unsigned long h = 0;
    for (int y = 0; y < F.surf->h; y += 2)
        for (int x = 0; x < F.surf->w; x++) h = h * 31 + fx_pixel(&F, x, y);
    return h;
}

static void the_help_follows_the_language(void)
{
    if (!open_ctx("1024,768")) { fx_failures++; return; }
    char why[300];
    unsigned long pic[HD_LANG_COUNT];
    F.a.show.help = true;
    for (int l = 0; l < HD_LANG_COUNT; l++) {
        hd_lang_ui_set(&F.a, (hd_lang)l, why, sizeof why);
        hd_gfx g = hd_ctx_gfx(&F.a);
        /* one page, two columns: the French actions run a fifth longer */
        FX_CHECK(hd_help_pages(&F.a, &g) == 1, "%s: the help at 1024x768 takes %d pages", hd_lang_code((hd_lang)l),
                 hd_help_pages(&F.a, &g));
        hd_gfx_text_frame();
        fx_fill(&F, 0x123456);
        hd_help_draw(&F.a, &g);
        pic[l] = picture();
        for (int j = 0; j < l; j++) FX_CHECK(pic[l] != pic[j], "the help in %s is drawn as in %s", hd_lang_code((hd_lang)l),
                                             hd_lang_code((hd_lang)j));
    }
    /* back in English: the picture of the first time (the layout made anew, not kept) */
    hd_lang_ui_set(&F.a, HD_LANG_EN, why, sizeof why);
    hd_gfx g = hd_ctx_gfx(&F.a);
    hd_gfx_text_frame();
    fx_fill(&F, 0x123456);
    hd_help_draw(&F.a, &g);
    FX_CHECK(picture() == pic[0], "the English help differs after a round of the languages");
    F.a.show.help = false;
    fx_close(&F);
}

/* What a switch changes in the layouts kept between frames: at 1500x900
 * the English toolbar takes more than two rows and collapses, the Chinese
 * one fits in two; at 900x650 the English help takes two pages, the
 * Chinese one. Measured on this build's fonts (DejaVu, WenQuanYi): a
 * layout kept from the language before would keep the other answer. */
static void the_kept_layouts_are_made_again(void)
{
    char why[300];
    if (!open_ctx("1500,900")) { fx_failures++; return; }
    hd_gfx g = hd_ctx_gfx(&F.a);
    hd_toolbar_layout L;
    bool collapsed[2];
    for (int i = 0; i < 2; i++) {
        hd_lang_ui_set(&F.a, i ? HD_LANG_ZH_CN : HD_LANG_EN, why, sizeof why);
        hd_toolbar_state st = hd_toolbar_state_of(&F.a);
        hd_toolbar_lay_out(&g, &st, &L);
        collapsed[i] = L.collapsed;
    }
    FX_CHECK(collapsed[0] && !collapsed[1], "1500x900: the toolbar collapsed in English %d, in Chinese %d", collapsed[0],
             collapsed[1]);
    hd_lang_ui_set(&F.a, HD_LANG_EN, why, sizeof why);
    fx_close(&F);
    if (!open_ctx("900,650")) { fx_failures++; return; }
    g = hd_ctx_gfx(&F.a);
    int pages[2];
    for (int i = 0; i < 2; i++) {
        hd_lang_ui_set(&F.a, i ? HD_LANG_ZH_CN : HD_LANG_EN, why, sizeof why);
        pages[i] = hd_help_pages(&F.a, &g);
    }
    FX_CHECK(pages[0] == 2 && pages[1] == 1, "900x650: the help's pages in English %d, in Chinese %d", pages[0], pages[1]);
    hd_lang_ui_set(&F.a, HD_LANG_EN, why, sizeof why);
    fx_close(&F);
}

static void no_cjk_font_no_chinese(void)
{
    setenv("HD_CJK_FONT", "", 1);
    if (!open_ctx("1024,768")) { fx_failures++; return; }
    FX_CHECK(!hd_gfx_text_has_cjk(), "HD_CJK_FONT='' and yet a CJK font");
    char why[300] = "";
    hd_lang_ui_set(&F.a, HD_LANG_FR, why, sizeof why);
    unsigned gen = F.a.lang_gen;
    FX_CHECK(!hd_lang_ui_set(&F.a, HD_LANG_ZH_CN, why, sizeof why), "Chinese taken without the font");
    FX_CHECK(hd_lang_current() == HD_LANG_FR && F.a.lang_gen == gen, "a refused switch switched (%s)",
             hd_lang_code(hd_lang_current()));
    FX_CHECK(strstr(why, "fonts-wqy-microhei") && strstr(F.a.message, "fonts-wqy-microhei"), "the refusal: '%s'", why);
    /* F2 from French passes Chinese over: English, and it says why */
    FX_CHECK(press_f2(), "F2 has no binding");
    FX_CHECK(hd_lang_current() == HD_LANG_EN, "F2 from French without the font: %s", hd_lang_code(hd_lang_current()));
    FX_CHECK(strstr(F.a.message, "CJK") && strstr(F.a.message, "Language: English"), "the message: '%s'", F.a.message);
    fx_close(&F);
    unsetenv("HD_CJK_FONT");
}

/* The spec field's error (E, a bad spec, Enter) is the parser's message in
 * the chosen language: the field is open, the base unchanged. */
static void the_spec_field_error_is_translated(void)
{
    static const struct {
        hd_lang lang;
        const char *want;
    } cases[] = {
        {HD_LANG_FR, "spécification de forme incorrecte «\u202fcircle:0,0,-1\u202f»\u202f: rayon\u202f: doit être >= 0 "
                     "(reçu -1)"},
        {HD_LANG_EN, "bad spec \"circle:0,0,-1\": radius must be >= 0 (got -1)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (!open_ctx("1024,768")) { fx_failures++; return; }
        hd_lang_switch(cases[i].lang);
        SDL_KeyboardEvent e = fx_key(SDLK_e, 0);
        FX_CHECK(hd_specedit_key_base(&F.a, &e), "E not taken");
        SDL_Event k = fx_keydown(SDLK_BACKSPACE, 0), t = fx_text("circle:0,0,-1"), r = fx_keydown(SDLK_RETURN, 0);
        hd_specedit_event(&F.a, &k);
        hd_specedit_event(&F.a, &t);
        hd_specedit_event(&F.a, &r);
        FX_CHECK(hd_specedit_open(), "a bad spec closed the field");
        FX_CHECK(!strcmp(hd_specedit_error(), cases[i].want), "%s: the field's error '%s', not '%s'",
                 hd_lang_code(cases[i].lang), hd_specedit_error(), cases[i].want);
        SDL_Event esc = fx_keydown(SDLK_ESCAPE, 0);
        hd_specedit_event(&F.a, &esc);
        fx_close(&F);
    }
    hd_lang_switch(HD_LANG_EN);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    int status = 0, ac = 1;
    char *av[] = {argv[0], NULL};
    unsetenv("LANGUAGE");
    if (!hd_lang_start(&ac, av, &status)) return 2;
    FX_RUN(f2_cycles_the_languages);
    FX_RUN(the_labels_fit_in_every_language);
    FX_RUN(the_help_follows_the_language);
    FX_RUN(the_kept_layouts_are_made_again);
    FX_RUN(no_cjk_font_no_chinese);
    FX_RUN(the_spec_field_error_is_translated);
    return fx_failures ? 1 : 0;
}
