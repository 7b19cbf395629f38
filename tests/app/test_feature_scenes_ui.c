/*
 * test_feature_scenes_ui: scenes_ui.c with the context alone: PgDn opens
 * the first scene of assets/scenes (the source tree's, as a build-tree
 * program finds them) with its base, cursor, exact mouse and answer, and
 * its line; PgDn / PgUp step on and wrap; a changed base ends the line;
 * Ctrl+S writes a scene file into the output folder that loads back to
 * the same pair, mouse and zoom, offered to the page; with no cursor on
 * screen it saves nothing.
 */
#include <string.h>

#include "assets.h"
#include "feature_ctx.h"
#include "keys.h"
#include "lang.h"
#include "scenefile.h"
#include "scenes_ui.h"

static fx F;
static const char *OUT;

static bool open_ctx(void)
{
    const char *args[] = {"--window", "800,600", "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static bool press(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k = fx_key(sym, mod);
    return hd_keys_dispatch(&F.a, &k);
}

static hd_scenefile SF;

/* The scene file NAME of assets/scenes, loaded. */
static bool load(const char *name)
{
    char path[2048], err[700];
    snprintf(path, sizeof path, "%s/scenes/%s", hd_asset_dir(), name);
    if (hd_scenefile_load(path, &SF, err, sizeof err)) return true;
    printf("%s\n", err);
    return false;
}

static bool shows(const hd_scenefile *sf)
{
    hd_shape b = hd_scene_base(&F.a.scene), sb = hd_shape_of(&sf->base);
    return hd_shape_equal(&b, &sb) && F.a.scene.mouse.x == sf->mouse.x && F.a.scene.mouse.y == sf->mouse.y &&
           F.a.scene.cursors[F.a.scene.cursor_index].kind == sf->cursor.kind;
}

static void pgdn_pgup_open_the_scenes(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    char **names = NULL, err[600], dir[2048];
    snprintf(dir, sizeof dir, "%s/scenes", hd_asset_dir());
    int n = hd_scenefile_list(dir, &names, err, sizeof err);
    FX_CHECK(n > 2, "%d scenes in %s", n, dir);
    FX_CHECK(hd_scenes_ui_line(a) == NULL, "a scene line at start");
    FX_CHECK(press(SDLK_PAGEDOWN, 0), "PgDn not taken");
    FX_CHECK(n > 0 && load(names[0]) && shows(&SF), "PgDn did not open %s", n > 0 ? names[0] : "?");
    FX_CHECK(a->nudged, "the scene's mouse is not placed");
    hd_ctx_update(a);
    FX_CHECK(a->scene.collide == SF.expect_collide && a->scene.hit_count == SF.hits, "collide %d hits %d, expected %d %d",
             a->scene.collide, a->scene.hit_count, SF.expect_collide, SF.hits);
    const char *line = hd_scenes_ui_line(a);
    char want[400];
    snprintf(want, sizeof want, "scene 1/%d %s: ", n, n > 0 ? names[0] : "?");
    FX_CHECK(line && strstr(line, want) == line, "line '%s'", line ? line : "(none)");
    FX_CHECK(line && strstr(line, SF.expect_collide ? "(expected: collide" : "(expected: clear"), "line '%s'",
             line ? line : "(none)");
    press(SDLK_PAGEDOWN, 0);
    FX_CHECK(n > 1 && load(names[1]) && shows(&SF), "the second PgDn did not open %s", n > 1 ? names[1] : "?");
    press(SDLK_PAGEUP, 0);
    press(SDLK_PAGEUP, 0);
    FX_CHECK(n > 0 && load(names[n - 1]) && shows(&SF), "PgUp from the first did not wrap to %s",
             n > 0 ? names[n - 1] : "?");
    line = hd_scenes_ui_line(a);
    snprintf(want, sizeof want, "scene %d/%d ", n, n);
    FX_CHECK(line && strstr(line, want) == line, "line '%s'", line ? line : "(none)");
    /* the base changed: no longer the scene */
    press(SDLK_1, 0);
    FX_CHECK(hd_scenes_ui_line(a) == NULL, "the line stays after 1");
    hd_scenefile_list_free(names, n > 0 ? n : 0);
    fx_close(&F);
}

static void ctrl_s_saves_a_scene_that_loads_back(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(press(SDLK_s, KMOD_LCTRL), "Ctrl+S not taken");
    FX_CHECK(strstr(a->message, "nothing to save") == a->message && a->req.offers == 0, "message '%s'", a->message);
    press(SDLK_PAGEDOWN, 0);
    press(SDLK_PLUS, 0);
    FX_CHECK(press(SDLK_s, KMOD_LCTRL), "Ctrl+S not taken");
    char want[1200];
    snprintf(want, sizeof want, "scene saved: %s/hitdemo-scene-", OUT);
    FX_CHECK(strstr(a->message, want) == a->message, "message '%s'", a->message);
    FX_CHECK(a->req.offers == 1 && !strcmp(a->req.offer_mime[0], "text/plain"), "offers %d", a->req.offers);
    hd_scenefile back;
    char err[700];
    bool ok = a->req.offers == 1 && hd_scenefile_load(a->req.offer_path[0], &back, err, sizeof err);
    FX_CHECK(ok, "the saved scene does not load: %s", err);
    if (ok) {
        FX_CHECK(shows(&back), "the saved scene is another pair or mouse");
        FX_CHECK(back.has_zoom && back.zoom == a->zoom && a->zoom > 1, "zoom %g, saved %g", a->zoom, back.zoom);
        hd_ctx_update(a);
        FX_CHECK(back.expect_collide == a->scene.collide && back.hits == a->scene.hit_count, "the answer saved");
    }
    if (a->req.offers == 1) remove(a->req.offer_path[0]);
    fx_close(&F);
}

/* The description bar in the current language (assets/scenes/fr.desc,
 * zh_CN.desc): at opening, and again after a switch (ctx->lang_gen); the
 * scene's own description (saved by Ctrl+S) stays English. */
static void description_in_the_language(void)
{
    hd_lang_switch(HD_LANG_FR);
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    press(SDLK_PAGEDOWN, 0);
    press(SDLK_PAGEDOWN, 0);
    press(SDLK_PAGEDOWN, 0); /* 03-circle-circle-tangent.scene */
    const char *line = hd_scenes_ui_line(a);
    FX_CHECK(line && strstr(line, "03-circle-circle-tangent.scene") && strstr(line, "Deux cercles tangents extérieurement"),
             "fr: line '%s'", line ? line : "(none)");
    hd_lang_switch(HD_LANG_ZH_CN);
    a->lang_gen++;
    line = hd_scenes_ui_line(a);
    FX_CHECK(line && strstr(line, "03-circle-circle-tangent.scene") && strstr(line, "两个外切的圆：半径 30 和 20"), "zh_CN: line '%s'",
             line ? line : "(none)");
    hd_lang_switch(HD_LANG_EN);
    a->lang_gen++;
    line = hd_scenes_ui_line(a);
    FX_CHECK(line && strstr(line, "03-circle-circle-tangent.scene: Two circles externally tangent"), "en: line '%s'",
             line ? line : "(none)");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(pgdn_pgup_open_the_scenes);
    FX_RUN(description_in_the_language);
    FX_RUN(ctrl_s_saves_a_scene_that_loads_back);
    return fx_failures ? 1 : 0;
}
