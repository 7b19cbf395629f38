/*
 * test_feature_lessons_ui: lessons_ui.c with the context alone: opening
 * step 1 of assets/lessons sets ctx->lesson, hides the HUD and shows the
 * step's scene and overlays, framed; Space and Backspace step on and back
 * (not outside a lesson); a step past the end is refused; L closes it and
 * gives back the HUD, the overlays, the view and the shapes; F6 folds the
 * panel and Home frames the step again; the frame hook frames
 * again after a resize; --lesson N opens step N at start-up; a language
 * switch keeps the step and shows its words in the new language.
 */
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "lang.h"
#include "lessons_ui.h"

static fx F;
static const char *OUT;

static bool press(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k = fx_key(sym, mod);
    return hd_keys_dispatch(&F.a, &k);
}

/* Both of the step's shapes inside the window (logical). */
static bool framed(void)
{
    const hd_ctx *a = &F.a;
    hd_vec2 lo, hi, clo, chi;
    hd_shape b = hd_scene_base(&a->scene), c = hd_scene_cursor(&a->scene);
    hd_shape_bounds(&b, &lo, &hi);
    hd_shape_bounds(&c, &clo, &chi);
    hd_vec2 o = a->view.origin;
    return lo.x >= o.x && lo.y >= o.y && hi.x <= o.x + a->view.log_w && hi.y <= o.y + a->view.log_h &&
           clo.x >= o.x && clo.y >= o.y && chi.x <= o.x + a->view.log_w && chi.y <= o.y + a->view.log_h;
}

static void open_step_close(void)
{
    const char *args[] = {"--window", "1000,700", "--hud", "--zoom", "2", "--base", "point", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    SDL_KeyboardEvent sp = fx_key(SDLK_SPACE, 0);
    FX_CHECK(!hd_lessons_ui_key_next(a, &sp) && !hd_lessons_ui_key_prev(a, &sp), "Space / Backspace outside a lesson");
    FX_CHECK(a->show.hud && a->zoom == 2 && !a->lesson, "start: hud %d zoom %g", a->show.hud, a->zoom);
    hd_ctx_set_view(a, 2, (hd_vec2){-30, 40});
    hd_ctx_place_cursor(a, (hd_vec2){250, 150});
    hd_ctx_update(a);
    hd_scene before = a->scene;
    char err[1400] = "";
    FX_CHECK(hd_lessons_ui_open(a, 1, err, sizeof err), "step 1: %s", err);
    const hd_lesson_view *v = hd_lessons_ui_view();
    FX_CHECK(a->lesson && a->lesson == v && v->step == 1 && v->count > 2, "ctx->lesson %p", (const void *)a->lesson);
    FX_CHECK(!a->show.hud, "the HUD shows in the lesson");
    if (v) {
        hd_shape b = hd_scene_base(&a->scene), sb = hd_shape_of(&v->l->scene.base);
        FX_CHECK(hd_shape_equal(&b, &sb), "not the step's base");
        FX_CHECK(a->nudged && a->scene.mouse.x == v->l->scene.mouse.x && a->scene.mouse.y == v->l->scene.mouse.y,
                 "not the step's mouse");
        FX_CHECK(a->show.dist == ((v->l->show & HD_LESSON_SHOW_DIST) != 0), "D not as the step says");
        /* the panel's title says the step: the message line does not repeat it */
        FX_CHECK(a->message[0] == '\0', "message '%s'", a->message);
    }
    FX_CHECK(framed(), "the step's shapes are not in the window");
    FX_CHECK(press(SDLK_SPACE, 0) && hd_lessons_ui_view() && hd_lessons_ui_view()->step == 2, "Space: not step 2");
    FX_CHECK(press(SDLK_BACKSPACE, 0) && hd_lessons_ui_view() && hd_lessons_ui_view()->step == 1, "Backspace: not step 1");
    press(SDLK_BACKSPACE, 0);
    FX_CHECK(strstr(a->message, "this is the first step") == a->message, "message '%s'", a->message);
    int count = v ? v->count : 0;
    FX_CHECK(!hd_lessons_ui_open(a, count + 1, err, sizeof err) && strstr(err, "no lesson step"), "past the end: '%s'", err);
    FX_CHECK(hd_lessons_ui_view() && hd_lessons_ui_view()->step == 1, "a refused step changed the lesson");
    /* a resize: the frame hook frames the step anew */
    a->view.win_w = 600;
    a->view.win_h = 500;
    a->view.draw_w = 600;
    a->view.draw_h = 500;
    hd_ctx_refresh_view(a);
    hd_lessons_ui_frame(a);
    FX_CHECK(framed(), "not framed again after a resize");
    a->view.win_w = 1000;
    a->view.win_h = 700;
    a->view.draw_w = 1000;
    a->view.draw_h = 700;
    hd_ctx_refresh_view(a);
    press(SDLK_SPACE, 0);
    FX_CHECK(press(SDLK_l, 0), "L not taken");
    FX_CHECK(!a->lesson && !hd_lessons_ui_view(), "L did not close the lesson");
    FX_CHECK(a->show.hud, "the HUD not given back");
    FX_CHECK(a->zoom == 2 && a->origin.x == -30 && a->origin.y == 40, "the view not given back: %g at %g,%g", a->zoom,
             a->origin.x, a->origin.y);
    /* and the shapes: the base, the cursor and where it was */
    {
        hd_shape b0 = hd_scene_base(&before), b1 = hd_scene_base(&a->scene);
        hd_shape c0 = hd_scene_cursor(&before), c1 = hd_scene_cursor(&a->scene);
        FX_CHECK(hd_shape_equal(&b0, &b1), "the base not given back");
        FX_CHECK(hd_shape_equal(&c0, &c1) && a->scene.mouse.x == 250 && a->scene.mouse.y == 150,
                 "the cursor not given back: at %g,%g", a->scene.mouse.x, a->scene.mouse.y);
    }
    FX_CHECK(strstr(a->message, "lesson closed (L opens it again at step 2)") == a->message, "message '%s'", a->message);
    /* L again: where it was left */
    FX_CHECK(!press(SDLK_SPACE, 0), "Space taken after the lesson closed");
    FX_CHECK(press(SDLK_l, 0) && hd_lessons_ui_view() && hd_lessons_ui_view()->step == 2, "L did not reopen step 2");
    fx_close(&F);
}

/* F6 folds the panel to its title line and the step is framed in the
 * room it leaves (a larger zoom); F6 again unfolds. Home in a lesson frames
 * the step again after a pan and a zoom. */
static void fold_and_home(void)
{
    const char *args[] = {"--window", "1024,768", "--present", "--lesson", "2", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_lessons_ui_frame(a);
    double z0 = a->zoom;
    hd_vec2 o0 = a->origin;
    FX_CHECK(a->lesson && !a->lesson->folded, "the panel starts folded");
    FX_CHECK(press(SDLK_F6, 0) && a->lesson && a->lesson->folded, "F6 did not fold the panel");
    hd_lessons_ui_frame(a);
    FX_CHECK(a->zoom > z0 * 1.1, "folded: zoom %g, not larger than %g", a->zoom, z0);
    FX_CHECK(framed(), "folded: the shapes are not in the window");
    FX_CHECK(press(SDLK_F6, 0) && a->lesson && !a->lesson->folded, "F6 did not unfold the panel");
    hd_lessons_ui_frame(a);
    FX_CHECK(a->zoom == z0, "unfolded: zoom %g, not %g again", a->zoom, z0);
    hd_ctx_set_view(a, 8, (hd_vec2){-500, -500});
    FX_CHECK(press(SDLK_HOME, 0), "Home not taken");
    FX_CHECK(a->zoom == z0 && a->origin.x == o0.x && a->origin.y == o0.y, "Home: zoom %g at %g,%g, not %g at %g,%g",
             a->zoom, a->origin.x, a->origin.y, z0, o0.x, o0.y);
    fx_close(&F);
}

static void lesson_n_at_start_up(void)
{
    const char *args[] = {"--window", "1000,700", "--lesson", "3", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    FX_CHECK(F.a.lesson && F.a.lesson->step == 3, "--lesson 3 did not open step 3");
    fx_close(&F);
    FX_CHECK(hd_lessons_ui_view() == NULL, "a lesson open after the shutdown");
}

/* A switch of the language with step 2 open (hd_lang_switch and
 * ctx->lang_gen, as the language key does): the frame hook reads the
 * step's words in the new language (assets/lessons/fr, zh_CN), the step,
 * the shapes and the moved cursor stay; every step's words (the panel's
 * one text size) and the step menu's titles follow. */
static void language_switch_keeps_the_step(void)
{
    const char *args[] = {"--window", "1000,700", "--lesson", "2", "--out-dir", OUT, NULL};
    hd_lang_switch(HD_LANG_EN);
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    const hd_lesson_view *v = hd_lessons_ui_view();
    FX_CHECK(v && !strcmp(v->l->title, "Two circles"), "step 2 in English: '%s'", v ? v->l->title : "(none)");
    hd_ctx_place_cursor(a, (hd_vec2){61, 80});
    hd_ctx_update(a);
    hd_scene before = a->scene;
    static const struct {
        hd_lang l;
        const char *title, *text, *menu14;
    } langs[] = {
        {HD_LANG_FR, "Deux cercles", "Deux disques se touchent", "La carte des collisions"},
        {HD_LANG_ZH_CN, "两个圆", "两圆心之间的距离不大于两圆的半径之和时，两个圆就接触了。比较两者的平方", "碰撞图：闵可夫斯基区域"},
        {HD_LANG_EN, "Two circles", "Two disks touch", "The collision map: the Minkowski region"},
    };
    for (size_t i = 0; i < sizeof langs / sizeof langs[0]; i++) {
        hd_lang_switch(langs[i].l);
        a->lang_gen++;
        hd_lessons_ui_frame(a);
        v = hd_lessons_ui_view();
        FX_CHECK(v && v->step == 2 && !strcmp(v->l->title, langs[i].title), "%s: step %d '%s'",
                 hd_lang_code(langs[i].l), v ? v->step : 0, v ? v->l->title : "(none)");
        FX_CHECK(v && strstr(v->l->text, langs[i].text) == v->l->text, "%s: text '%.60s'", hd_lang_code(langs[i].l),
                 v ? v->l->text : "");
        FX_CHECK(v && v->nsteps == 16 && v->steps && strstr(v->steps[13].title, langs[i].menu14) == v->steps[13].title,
                 "%s: every step's words not read again ('%s')", hd_lang_code(langs[i].l),
                 v && v->steps && v->nsteps > 13 ? v->steps[13].title : "");
        char t[200];
        FX_CHECK(hd_lessons_ui_title(13, t, sizeof t) && strstr(t, langs[i].menu14) == t, "%s: the step menu's title '%s'",
                 hd_lang_code(langs[i].l), t);
        hd_shape b0 = hd_scene_base(&before), b1 = hd_scene_base(&a->scene);
        FX_CHECK(hd_shape_equal(&b0, &b1) && a->scene.mouse.x == 61 && a->scene.mouse.y == 80,
                 "%s: the shapes or the cursor moved (mouse %g,%g)", hd_lang_code(langs[i].l), a->scene.mouse.x,
                 a->scene.mouse.y);
    }
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(open_step_close);
    FX_RUN(fold_and_home);
    FX_RUN(lesson_n_at_start_up);
    FX_RUN(language_switch_keeps_the_step);
    return fx_failures ? 1 : 0;
}
