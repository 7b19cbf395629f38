/*
 * test_feature_stress_ui: stress_ui.c with the context alone: starting
 * with n shapes makes a world of n over the visible space, run once; a
 * frame moves the drifting shapes and runs the detection; the tick moves
 * them by the time since the last; B, A and Space switch the world and do
 * not apply outside the scene; the frame hook draws the whole frame (and
 * the HUD panel) while the scene is on, nothing once S closed it.
 */
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "stress_ui.h"

static fx F;
static const char *OUT;

static bool press(SDL_Keycode sym)
{
    SDL_KeyboardEvent k = fx_key(sym, 0);
    return hd_keys_dispatch(&F.a, &k);
}

static hd_vec2 pos0[64];

static int moved(const hd_stress *w)
{
    int n = 0;
    for (int i = 0; i < w->n && i < 64; i++) n += w->pos[i].x != pos0[i].x || w->pos[i].y != pos0[i].y;
    return n;
}

static void remember(const hd_stress *w)
{
    for (int i = 0; i < w->n && i < 64; i++) pos0[i] = w->pos[i];
}

static void start_frame_tick_keys_draw(void)
{
    const char *args[] = {"--window", "800,600", "--hud", "--mouse", "400,300", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    hd_hud hud = {.mouse_inside = true, .mouse_wx = 400, .mouse_wy = 300, .frame_ms = -1};
    FX_CHECK(!hd_stress_ui_active() && !hd_stress_ui_world(), "on at start");
    FX_CHECK(!press(SDLK_b) && !press(SDLK_a), "B / A taken outside the scene");
    FX_CHECK(!hd_stress_ui_draw(a, &g, &hud), "drew with the scene off");
    FX_CHECK(hd_stress_ui_start(a, 50), "start failed: %s", a->message);
    hd_stress *w = hd_stress_ui_world();
    FX_CHECK(hd_stress_ui_active() && w && w->n == 50, "world %p n %d", (void *)w, w ? w->n : -1);
    if (!w) { fx_close(&F); return; }
    FX_CHECK(w->drift && w->broad && !w->pairs_mode && hd_stress_ui_animating(), "not the defaults");
    for (int i = 0; i < w->n; i++)
        FX_CHECK(w->pos[i].x >= a->frame_origin.x && w->pos[i].x <= a->frame_origin.x + a->frame_w &&
                     w->pos[i].y >= a->frame_origin.y && w->pos[i].y <= a->frame_origin.y + a->frame_h,
                 "shape %d at %g,%g outside the visible space", i, w->pos[i].x, w->pos[i].y);
    remember(w);
    hd_stress_ui_frame(a, 0.25);
    FX_CHECK(moved(w) == 50, "%d of 50 shapes moved in a frame of 0.25 s", moved(w));
    /* the tick: the time since the last (real ticks) */
    remember(w);
    SDL_Delay(15);
    a->dirty = false;
    hd_stress_ui_tick(a);
    FX_CHECK(moved(w) > 0 && a->dirty, "the tick moved %d shapes", moved(w));
    /* Space: the drift off; a tick then moves nothing */
    FX_CHECK(press(SDLK_SPACE) && !w->drift && !hd_stress_ui_animating(), "Space did not stop the drift");
    remember(w);
    SDL_Delay(5);
    a->dirty = false;
    hd_stress_ui_tick(a);
    FX_CHECK(moved(w) == 0 && !a->dirty, "a still world moved");
    FX_CHECK(press(SDLK_b) && !w->broad, "B did not switch to brute force");
    FX_CHECK(w->st.exact_tests == 50, "brute force, the cursor against all: %zu tests", w->st.exact_tests);
    FX_CHECK(press(SDLK_a) && w->pairs_mode, "A did not switch to all pairs");
    FX_CHECK(w->st.exact_tests == 50 * 49 / 2, "brute force, all pairs: %zu tests", w->st.exact_tests);
    /* draw_frame: the whole window, and the panel's text at the top left */
    hd_gfx_text_frame();
    fx_fill(&F, 0x123456);
    FX_CHECK(hd_stress_ui_draw(a, &g, &hud), "no frame drawn with the scene on");
    long changed = fx_changed(&F, 0x123456);
    FX_CHECK(changed > (long)F.surf->w * F.surf->h * 9 / 10, "%ld pixels drawn", changed);
    /* the HUD's panel: the same frame without it has fewer dark (text) pixels */
    long dark_with = 0, dark_without = 0;
    for (int y = 0; y < 60; y++)
        for (int x = 0; x < 300; x++) dark_with += fx_pixel(&F, x, y) < 0x404040;
    a->show.hud = false;
    fx_fill(&F, 0x123456);
    hd_stress_ui_draw(a, &g, &hud);
    for (int y = 0; y < 60; y++)
        for (int x = 0; x < 300; x++) dark_without += fx_pixel(&F, x, y) < 0x404040;
    FX_CHECK(dark_with > dark_without + 100, "no panel text: %ld dark pixels with the HUD, %ld without", dark_with,
             dark_without);
    FX_CHECK(press(SDLK_s) && !hd_stress_ui_active() && !hd_stress_ui_world(), "S did not close the scene");
    FX_CHECK(!hd_stress_ui_draw(a, &g, &hud), "drew after S");
    FX_CHECK(press(SDLK_s) && hd_stress_ui_active() && hd_stress_ui_world()->n == HD_STRESS_DEFAULT_N,
             "S did not open %d shapes", HD_STRESS_DEFAULT_N);
    fx_close(&F);
    FX_CHECK(!hd_stress_ui_active(), "on after the shutdown");
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(start_frame_tick_keys_draw);
    return fx_failures ? 1 : 0;
}
