/*
 * test_feature_keys: keys.c with the context alone: the table's own check
 * passes; keys dispatched through hd_keys_dispatch do what the table says
 * (1 .. 8 and the keypad's the base kinds, Tab / Shift+Tab the cursor, the
 * overlay toggles, . and , the algorithm's steps, Ctrl+= the UI scale, F12 a
 * picture request into the output folder, Esc the help then quit);
 * modifiers pick their own rows; the Markdown table lists every row.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "feature_ctx.h"
#include "keys.h"
#include "nav.h"
#include "specedit.h"

static fx F;
static const char *OUT;

static bool open_ctx(void)
{
    const char *args[] = {"--window", "800,600", "--cursor", "circle:20", "--mouse", "420,300", "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static bool press(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k = fx_key(sym, mod);
    return hd_keys_dispatch(&F.a, &k);
}

static void the_table_checks(void)
{
    char err[256] = "";
    FX_CHECK(hd_keys_check(err, sizeof err), "%s", err);
    FX_CHECK(hd_key_count > 40, "%d rows", hd_key_count);
    SDL_KeyboardEvent k = fx_key(SDLK_c, 0);
    FX_CHECK(hd_keys_find(&k) && hd_keys_find(&k)->run == hd_specedit_key_cursor, "C is not the cursor's field");
    k = fx_key(SDLK_c, KMOD_LCTRL);
    FX_CHECK(hd_keys_find(&k) && hd_keys_find(&k)->run == hd_specedit_key_copy, "Ctrl+C is not the copy");
    k = fx_key(SDLK_RIGHT, KMOD_LSHIFT);
    FX_CHECK(hd_keys_find(&k) && hd_keys_find(&k)->run == hd_nav_key_arrow, "Shift+Right is not the arrow");
    k = fx_key(SDLK_RIGHT, KMOD_LCTRL);
    FX_CHECK(hd_keys_find(&k) && hd_keys_find(&k)->run == hd_nav_key_ulp, "Ctrl+Right is not the ulp step");
    k = fx_key(SDLK_d, KMOD_LCTRL);
    FX_CHECK(!hd_keys_find(&k), "Ctrl+D has a binding");
    k = fx_key(SDLK_F3, 0);
    FX_CHECK(!hd_keys_find(&k), "F3 has a binding");
    /* the Markdown table: the header, one line per row with help text, the pointer's actions */
    FILE *f = tmpfile();
    if (!f) { fx_failures++; return; }
    hd_keys_print_markdown(f);
    rewind(f);
    int lines = 0, rows = 0;
    char buf[512];
    while (fgets(buf, sizeof buf, f)) lines++;
    fclose(f);
    for (int i = 0; i < hd_key_count; i++) rows += hd_keys[i].keys != NULL;
    FX_CHECK(lines == 2 + rows + hd_pointer_action_count, "%d lines for %d rows and %d pointer actions", lines, rows,
             hd_pointer_action_count);
}

static void base_and_cursor_keys(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(press(SDLK_3, 0), "3 not taken");
    FX_CHECK(a->scene.base.s.kind == HD_RECT && !a->scene.base_fixed, "3: kind %d", (int)a->scene.base.s.kind);
    FX_CHECK(press(SDLK_KP_5, 0), "keypad 5 not taken");
    FX_CHECK(a->scene.base.s.kind == HD_POLYGON, "keypad 5: kind %d", (int)a->scene.base.s.kind);
    FX_CHECK(press(SDLK_8, 0) && a->scene.base.s.kind == HD_WEDGE, "8: kind %d", (int)a->scene.base.s.kind);
    int c0 = a->scene.cursor_index;
    FX_CHECK(press(SDLK_TAB, 0) && a->scene.cursor_index == (c0 + 1) % HD_CURSOR_COUNT, "Tab: cursor %d",
             a->scene.cursor_index);
    FX_CHECK(press(SDLK_TAB, KMOD_LSHIFT) && a->scene.cursor_index == c0, "Shift+Tab: cursor %d", a->scene.cursor_index);
    fx_close(&F);
}

static void toggles_steps_and_scale(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(press(SDLK_d, 0) && a->show.dist, "D");
    FX_CHECK(press(SDLK_d, KMOD_LSHIFT) && !a->show.dist, "Shift+D (may hold Shift)");
    FX_CHECK(press(SDLK_h, 0) && a->show.hud, "H");
    FX_CHECK(press(SDLK_h, KMOD_LSHIFT) && a->show.hud_compact, "Shift+H is the compact HUD");
    FX_CHECK(press(SDLK_h, KMOD_LCTRL) && a->show.hud_corner == 1, "Ctrl+H: corner %d", a->show.hud_corner);
    FX_CHECK(press(SDLK_o, 0) && a->show.outline, "O");
    FX_CHECK(!a->show.inner, "I on at start");
    /* circle against circle is one decision: nothing to step */
    FX_CHECK(press(SDLK_PERIOD, 0), ". not taken");
    FX_CHECK(a->show.inner && a->show.step == 0 && strstr(a->message, "a single decision"),
             ". : inner %d step %d '%s'", a->show.inner, a->show.step, a->message);

    FX_CHECK(press(SDLK_EQUALS, KMOD_LCTRL) && a->ui_scale == 1.25, "Ctrl+=: %g", a->ui_scale);
    FX_CHECK(press(SDLK_0, KMOD_LCTRL) && a->ui_scale == 1 && a->zoom == 1, "Ctrl+0: %g, zoom %g", a->ui_scale, a->zoom);
    FX_CHECK(press(SDLK_F5, 0) && a->show.present && a->ui_scale == 2, "F5: %g", a->ui_scale);
    FX_CHECK(press(SDLK_F5, 0) && !a->show.present && a->ui_scale == 1, "F5 again: %g", a->ui_scale);
    /* B outside the stress scene does not apply */
    FX_CHECK(!press(SDLK_b, 0), "B taken outside the stress scene");
    fx_close(&F);
}

/* The separating axis test of tests/app/scripts/inner_steps.txt: 3 steps. */
static void period_and_comma_step(void)
{
    const char *args[] = {"--window", "800,600", "--base", "polygon:100,100,300,100,100,300", "--cursor",
                          "polygon:-15,-15,15,-15,15,15,-15,15", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_ctx_place_cursor(a, (hd_vec2){245, 245});
    hd_ctx_update(a);
    FX_CHECK(press(SDLK_PERIOD, 0) && a->show.inner && a->show.step == 1, "step %d", a->show.step);
    FX_CHECK(!strcmp(a->message, "I on: step 1 of 3 (. next, , back)"), "message '%s'", a->message);
    press(SDLK_PERIOD, 0);
    press(SDLK_PERIOD, 0);
    FX_CHECK(a->show.step == 3, "step %d after 3", a->show.step);
    FX_CHECK(press(SDLK_PERIOD, 0) && a->show.step == 0, "past the last: step %d", a->show.step);
    FX_CHECK(press(SDLK_COMMA, 0) && a->show.step == 3, ", from off: step %d", a->show.step);
    FX_CHECK(press(SDLK_COMMA, 0) && a->show.step == 2, ", : step %d", a->show.step);
    fx_close(&F);
}

static void f12_and_esc(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(press(SDLK_F12, 0), "F12 not taken");
    char want[1200];
    snprintf(want, sizeof want, "%s/hitdemo-000.png", OUT);
    FX_CHECK(a->req.picture && !a->req.picture_svg && !strcmp(a->req.picture_path, want), "picture %d '%s'",
             a->req.picture, a->req.picture_path);
    FX_CHECK(access(want, F_OK) == 0, "the name is not taken: %s", want);
    remove(want);
    a->req.picture = false;
    FX_CHECK(press(SDLK_e, KMOD_LCTRL), "Ctrl+E not taken");
    snprintf(want, sizeof want, "%s/hitdemo-000.svg", OUT);
    FX_CHECK(a->req.picture && a->req.picture_svg && !strcmp(a->req.picture_path, want), "figure '%s'",
             a->req.picture_path);
    remove(want);
    FX_CHECK(press(SDLK_F1, 0) && a->show.help, "F1");
    FX_CHECK(press(SDLK_ESCAPE, 0) && !a->show.help && !a->quit, "Esc with the help open");
    FX_CHECK(press(SDLK_ESCAPE, 0) && !a->quit, "a lone Esc quit (it asks first)");
    FX_CHECK(press(SDLK_ESCAPE, 0) && a->quit, "Esc again did not quit");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(the_table_checks);
    FX_RUN(base_and_cursor_keys);
    FX_RUN(toggles_steps_and_scale);
    FX_RUN(period_and_comma_step);
    FX_RUN(f12_and_esc);
    return fx_failures ? 1 : 0;
}
