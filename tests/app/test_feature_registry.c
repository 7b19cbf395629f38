/*
 * test_feature_registry: registry.c's list with the context alone: the
 * features in the order the loop offers them events (the recorder and
 * the fingers see every event first, then the text field, the toolbar,
 * nav, drag), each feature's hooks where they belong (an event function
 * exactly where events are asked for; prepare, update, draw_frame, draw
 * for those that have them), names unique, and each draw hook drawing
 * in its own layer only.
 */
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "lang_ui.h"
#include "registry.h"
#include "stress_ui.h"

static fx F;
static const char *OUT;

static const hd_feature *by_name(const char *name)
{
    for (int i = 0; i < hd_feature_count; i++)
        if (!strcmp(hd_features[i].name, name)) return &hd_features[i];
    printf("no feature '%s'\n", name);
    return NULL;
}

static int index_of(const char *name)
{
    const hd_feature *f = by_name(name);
    return f ? (int)(f - hd_features) : -1;
}

static void the_list(void)
{
    static const char *const order[] = {"recorder", "touch", "specedit", "help_input", "toolbar", "lesson_menu", "lesson_panel", "nav",
                                        "raytool", "drag", "tunnel", "sweep", "peer", "lessons", "stress", "help",
                                        "lang"};
    int n = (int)(sizeof order / sizeof order[0]);
    FX_CHECK(hd_feature_count == n, "%d features", hd_feature_count);
    for (int i = 0; i < n && i < hd_feature_count; i++)
        FX_CHECK(!strcmp(hd_features[i].name, order[i]), "feature %d is %s, expected %s", i, hd_features[i].name, order[i]);
    for (int i = 0; i < hd_feature_count; i++) {
        const hd_feature *f = &hd_features[i];
        FX_CHECK(f->name && f->name[0], "feature %d has no name", i);
        for (int j = 0; j < i; j++) FX_CHECK(strcmp(f->name, hd_features[j].name) != 0, "%s twice", f->name);
        FX_CHECK((f->events != 0) == (f->event != NULL), "%s: events %d, event function %s", f->name, f->events,
                 f->event ? "set" : "NULL");
        FX_CHECK((f->events & ~(HD_EV_ALL | HD_EV_INPUT | HD_EV_WINDOW)) == 0, "%s: events %d", f->name, f->events);
        FX_CHECK(f->event || f->update || f->prepare || f->draw_frame || f->draw, "%s has no hook", f->name);
    }
    /* every event first: the recorder (the input as it comes), then the fingers, before anyone */
    int last_all = -1, first_other = hd_feature_count;
    for (int i = 0; i < hd_feature_count; i++) {
        if (hd_features[i].events & HD_EV_ALL) last_all = i;
        else if (hd_features[i].events && i < first_other) first_other = i;
    }
    FX_CHECK(last_all < first_other, "an HD_EV_ALL feature after an input one");
    FX_CHECK(by_name("recorder") && by_name("recorder")->events == HD_EV_ALL, "the recorder does not see all");
    FX_CHECK(by_name("touch") && by_name("touch")->events == HD_EV_ALL, "touch does not see all");
    FX_CHECK(index_of("specedit") < index_of("toolbar") && index_of("toolbar") < index_of("nav") &&
                 index_of("nav") < index_of("drag"), "the text field, the toolbar, nav and drag out of order");
    FX_CHECK(by_name("toolbar") && (by_name("toolbar")->events & HD_EV_WINDOW), "the toolbar misses window events");
    const hd_feature *s = by_name("stress"), *l = by_name("lessons"), *h = by_name("help");
    FX_CHECK(s && s->update == hd_stress_ui_tick && s->draw_frame == hd_stress_ui_draw, "stress's hooks");
    FX_CHECK(l && l->prepare && !l->event, "lessons' hooks");
    FX_CHECK(h && h->draw && !h->event, "help's hooks");
    FX_CHECK(by_name("lang") && by_name("lang")->prepare == hd_lang_ui_prepare, "lang's hook");
    FX_CHECK(by_name("drag") && by_name("drag")->draw && by_name("specedit") && by_name("specedit")->draw &&
                 by_name("toolbar") && by_name("toolbar")->draw, "a draw hook missing");
}

/* The layers a feature's draw hook paints in (bit per hd_layer). */
static int layers_drawn(const hd_feature *f, const hd_hud *hud)
{
    int got = 0;
    hd_gfx g = hd_ctx_gfx(&F.a);
    for (int layer = HD_LAYER_SCENE; layer <= HD_LAYER_BAR; layer++) {
        hd_gfx_text_frame();
        fx_fill(&F, 0x123456);
        f->draw(&F.a, &g, hud, (hd_layer)layer);
        if (fx_changed(&F, 0x123456) > 0) got |= 1 << layer;
    }
    return got;
}

static void each_draws_in_its_layer(void)
{
    const char *args[] = {"--window", "800,600", "--toolbar", "--base", "rect:100,100,200,100", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_hud hud = {.mouse_inside = true, .mouse_wx = 150, .mouse_wy = 150};
    /* drag: its handles, once the mouse has moved over the base */
    SDL_Event m = fx_motion(150, 150, 0);
    for (int i = 0; i < hd_feature_count; i++)
        if (hd_features[i].events & HD_EV_INPUT && hd_features[i].event(a, &m)) break;
    FX_CHECK(layers_drawn(by_name("drag"), &hud) == 1 << HD_LAYER_SCENE, "drag drew in layers %#x",
             layers_drawn(by_name("drag"), &hud));
    FX_CHECK(layers_drawn(by_name("toolbar"), &hud) == 1 << HD_LAYER_BAR, "toolbar drew in layers %#x",
             layers_drawn(by_name("toolbar"), &hud));
    FX_CHECK(layers_drawn(by_name("specedit"), &hud) == 0, "a closed text field drew");
    SDL_KeyboardEvent e = fx_key(SDLK_e, 0);
    hd_keys_dispatch(a, &e);
    FX_CHECK(layers_drawn(by_name("specedit"), &hud) == 1 << HD_LAYER_OVER, "specedit drew in layers %#x",
             layers_drawn(by_name("specedit"), &hud));
    SDL_Event esc = fx_keydown(SDLK_ESCAPE, 0);
    by_name("specedit")->event(a, &esc);
    SDL_KeyboardEvent f1 = fx_key(SDLK_F1, 0);
    hd_keys_dispatch(a, &f1);
    FX_CHECK(layers_drawn(by_name("help"), &hud) == 1 << HD_LAYER_HELP, "help drew in layers %#x",
             layers_drawn(by_name("help"), &hud));
    /* the stress scene draws the whole frame while it is on, and nothing otherwise */
    hd_gfx g = hd_ctx_gfx(a);
    FX_CHECK(!by_name("stress")->draw_frame(a, &g, &hud), "a stress frame with the scene off");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(the_list);
    FX_RUN(each_draws_in_its_layer);
    return fx_failures ? 1 : 0;
}
