/*
 * test_feature_nav: nav.c with the context alone: Ctrl+wheel and + / - / 0
 * zoom about the mouse (the logical point under it stays), about the
 * window's centre when the mouse is outside; a right-button pan drags the
 * world with the mouse; Home resets; arrows nudge the cursor 1 unit (Shift
 * 10, Alt 1/16); Ctrl+arrows one ulp (nextafter); G snaps to whole units.
 */
#include <math.h>
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "nav.h"

static fx F;
static const char *OUT;

static bool open_at(int mx, int my)
{
    char mouse[40];
    snprintf(mouse, sizeof mouse, "%d,%d", mx, my);
    const char *args[] = {"--window", "800,600", "--base", "rect:100,100,100,50", "--cursor", "point",
                          "--mouse", mouse, "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static hd_shape S_rect(double x, double y, double w, double h)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_RECT;
    s.rect = (hd_rect){x, y, w, h};
    return s;
}

static bool near(hd_vec2 p, hd_vec2 q)
{
    return fabs(p.x - q.x) <= 1e-9 * (1 + fabs(q.x)) && fabs(p.y - q.y) <= 1e-9 * (1 + fabs(q.y));
}

static void key(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k = fx_key(sym, mod);
    FX_CHECK(hd_keys_dispatch(&F.a, &k), "key %d mod %d not taken", (int)sym, mod);
}

static void ctrl_wheel_zooms_about_the_mouse(void)
{
    if (!open_at(200, 150)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 l0 = hd_view_to_logical(&a->view, 200, 150);
    SDL_Event w = fx_wheel(1);
    /* without Ctrl the wheel is the cursor's size, not nav's */
    SDL_SetModState(KMOD_NONE);
    FX_CHECK(!hd_nav_event(a, &w), "a plain wheel taken");
    FX_CHECK(a->zoom == 1, "zoom %g", a->zoom);
    SDL_SetModState(KMOD_LCTRL);
    FX_CHECK(hd_nav_event(a, &w), "Ctrl+wheel not taken");
    FX_CHECK(a->zoom == hd_view_zoom_step(1, +1) && a->zoom > 1, "zoom %g", a->zoom);
    hd_vec2 l1 = hd_view_to_logical(&a->view, 200, 150);
    FX_CHECK(near(l1, l0), "under the mouse %.17g,%.17g, was %.17g,%.17g", l1.x, l1.y, l0.x, l0.y);
    FX_CHECK(near(a->scene.mouse, l0), "the cursor moved to %.17g,%.17g", a->scene.mouse.x, a->scene.mouse.y);
    FX_CHECK(strstr(a->message, "zoom ") == a->message, "message '%s'", a->message);
    /* three notches down: three steps back */
    w = fx_wheel(-3);
    double z = a->zoom;
    for (int i = 0; i < 3; i++) z = hd_view_zoom_step(z, -1);
    FX_CHECK(hd_nav_event(a, &w), "Ctrl+wheel down not taken");
    FX_CHECK(a->zoom == z, "zoom %g, expected %g", a->zoom, z);
    FX_CHECK(near(hd_view_to_logical(&a->view, 200, 150), l0), "the point under the mouse moved");
    SDL_SetModState(KMOD_NONE);
    fx_close(&F);
}

static void keys_zoom_about_the_mouse_or_the_centre(void)
{
    if (!open_at(600, 450)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 l0 = hd_view_to_logical(&a->view, 600, 450);
    key(SDLK_PLUS, 0);
    key(SDLK_EQUALS, 0);
    FX_CHECK(a->zoom == hd_view_zoom_step(hd_view_zoom_step(1, +1), +1), "zoom %g after + =", a->zoom);
    FX_CHECK(near(hd_view_to_logical(&a->view, 600, 450), l0), "+ moved the point under the mouse");
    key(SDLK_MINUS, 0);
    FX_CHECK(a->zoom == hd_view_zoom_step(1, +1), "zoom %g after -", a->zoom);
    key(SDLK_0, 0);
    FX_CHECK(a->zoom == 1, "zoom %g after 0", a->zoom);
    FX_CHECK(near(hd_view_to_logical(&a->view, 600, 450), l0), "0 moved the point under the mouse");
    /* the mouse outside the window: about the centre */
    hd_ctx_mouse(a, -50, -50);
    FX_CHECK(!a->mouse_inside, "the mouse is inside");
    hd_vec2 c0 = hd_view_to_logical(&a->view, 400, 300);
    key(SDLK_PLUS, 0);
    FX_CHECK(a->zoom > 1, "zoom %g", a->zoom);
    FX_CHECK(near(hd_view_to_logical(&a->view, 400, 300), c0), "the centre moved");
    fx_close(&F);
}

static void pan_and_home(void)
{
    if (!open_at(300, 300)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    key(SDLK_PLUS, 0);
    double z = a->zoom;
    SDL_Event down = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, 100, 100, 1);
    FX_CHECK(hd_nav_event(a, &down), "right press not taken");
    hd_vec2 grabbed = hd_view_to_logical(&a->view, 100, 100), o0 = a->origin;
    SDL_Event mv = fx_motion(150, 120, SDL_BUTTON_RMASK);
    FX_CHECK(!hd_nav_event(a, &mv), "a pan motion is taken (it goes on as a mouse move)");
    FX_CHECK(a->origin.x == o0.x - 50 / z && a->origin.y == o0.y - 20 / z, "origin %g,%g from %g,%g", a->origin.x,
             a->origin.y, o0.x, o0.y);
    FX_CHECK(near(hd_view_to_logical(&a->view, 150, 120), grabbed), "the world did not follow the mouse");
    SDL_Event up = fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, 150, 120, 1);
    FX_CHECK(hd_nav_event(a, &up), "right release not taken");
    hd_vec2 o1 = a->origin;
    mv = fx_motion(200, 200, 0);
    hd_nav_event(a, &mv);
    FX_CHECK(a->origin.x == o1.x && a->origin.y == o1.y, "a motion after the release panned");
    /* a left press is not nav's */
    SDL_Event left = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 10, 10, 1);
    FX_CHECK(!hd_nav_event(a, &left), "left press taken");
    /* Home with a base given as a spec, in sight at zoom 1: the view reset */
    key(SDLK_HOME, 0);
    FX_CHECK(a->zoom == 1 && a->origin.x == 0 && a->origin.y == 0, "Home: zoom %g origin %g,%g", a->zoom,
             a->origin.x, a->origin.y);
    FX_CHECK(strstr(a->message, "view reset") != NULL, "message '%s'", a->message);
    /* a base out of the window at zoom 1: the base and the cursor framed,
     * filling the window, the cursor where it was */
    hd_shape far = S_rect(2000, 1500, 300, 100);
    hd_scene_set_base(&a->scene, &far);
    hd_ctx_place_cursor(a, (hd_vec2){2400, 1550});
    hd_vec2 m0 = a->scene.mouse;
    key(SDLK_HOME, 0);
    FX_CHECK(strstr(a->message, "view framed") != NULL, "message '%s'", a->message);
    FX_CHECK(a->scene.mouse.x == m0.x && a->scene.mouse.y == m0.y, "Home moved the cursor");
    hd_vec2 p0 = hd_view_to_window(&a->view, (hd_vec2){2000, 1500}), p1 = hd_view_to_window(&a->view, (hd_vec2){2400, 1600});
    FX_CHECK(p0.x >= 0 && p0.y >= 0 && p1.x <= 800 && p1.y <= 600, "Home: the shapes at %g,%g..%g,%g", p0.x, p0.y,
             p1.x, p1.y);
    FX_CHECK(p1.x - p0.x >= 0.75 * 800, "Home: the shapes do not fill the window: %g wide", p1.x - p0.x);
    fx_close(&F);
    /* a default base: zoom 1, no pan, the base centred */
    const char *args[] = {"--window", "800,600", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    a = &F.a;
    hd_ctx_set_view(a, 4, (hd_vec2){-300, 70});
    key(SDLK_HOME, 0);
    FX_CHECK(a->zoom == 1 && a->origin.x == 0 && a->origin.y == 0, "Home: zoom %g origin %g,%g", a->zoom,
             a->origin.x, a->origin.y);
    FX_CHECK(strstr(a->message, "view reset") != NULL, "message '%s'", a->message);
    fx_close(&F);
}

static void arrows_nudge_the_cursor(void)
{
    if (!open_at(300, 300)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 m = a->scene.mouse;
    key(SDLK_RIGHT, 0);
    FX_CHECK(a->nudged, "not placed by keys");
    FX_CHECK(a->scene.mouse.x == m.x + 1 && a->scene.mouse.y == m.y, "Right: %g,%g from %g,%g", a->scene.mouse.x,
             a->scene.mouse.y, m.x, m.y);
    key(SDLK_DOWN, KMOD_LSHIFT);
    FX_CHECK(a->scene.mouse.x == m.x + 1 && a->scene.mouse.y == m.y + 10, "Shift+Down: %g,%g", a->scene.mouse.x,
             a->scene.mouse.y);
    key(SDLK_LEFT, KMOD_LALT);
    FX_CHECK(a->scene.mouse.x == m.x + 1 - 1.0 / 16, "Alt+Left: %.17g", a->scene.mouse.x);
    key(SDLK_UP, 0);
    FX_CHECK(a->scene.mouse.y == m.y + 9, "Up: %g", a->scene.mouse.y);
    /* the mouse takes over again when it moves */
    hd_ctx_mouse(a, 300, 300);
    FX_CHECK(!a->nudged && a->scene.mouse.x == m.x && a->scene.mouse.y == m.y, "the mouse did not take over");
    /* Ctrl+arrows: the next double, nothing else */
    hd_vec2 p = a->scene.mouse;
    key(SDLK_RIGHT, KMOD_LCTRL);
    FX_CHECK(a->scene.mouse.x == nextafter(p.x, INFINITY) && a->scene.mouse.y == p.y, "Ctrl+Right: %.17g", a->scene.mouse.x);
    key(SDLK_UP, KMOD_LCTRL);
    FX_CHECK(a->scene.mouse.y == nextafter(p.y, -INFINITY), "Ctrl+Up: %.17g", a->scene.mouse.y);
    FX_CHECK(strstr(a->message, "one ulp") != NULL, "message '%s'", a->message);
    /* a step below the coordinate's precision is said, not taken */
    hd_ctx_place_cursor(a, (hd_vec2){1e20, 5});
    key(SDLK_LEFT, KMOD_LALT);
    FX_CHECK(a->scene.mouse.x == 1e20, "x %.17g", a->scene.mouse.x);
    FX_CHECK(strstr(a->message, "did not move") != NULL, "message '%s'", a->message);
    fx_close(&F);
}

static void g_snaps_to_whole_units(void)
{
    if (!open_at(301, 301)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    key(SDLK_PLUS, 0); /* zoom 2 about 301,301: the window points are half units on from it */
    hd_ctx_mouse(a, 302, 302);
    hd_vec2 m = a->scene.mouse;
    FX_CHECK(m.x != floor(m.x), "the mouse is at whole units already: %g", m.x);
    key(SDLK_g, 0);
    FX_CHECK(a->snap, "G did not turn snapping on");
    FX_CHECK(a->scene.mouse.x == floor(m.x + 0.5) && a->scene.mouse.y == floor(m.y + 0.5), "snapped to %g,%g from %g,%g",
             a->scene.mouse.x, a->scene.mouse.y, m.x, m.y);
    hd_ctx_mouse(a, 303, 305);
    FX_CHECK(a->scene.mouse.x == floor(a->scene.mouse.x) && a->scene.mouse.y == floor(a->scene.mouse.y),
             "a mouse move not snapped: %g,%g", a->scene.mouse.x, a->scene.mouse.y);
    key(SDLK_g, 0);
    FX_CHECK(!a->snap, "G did not turn snapping off");
    hd_ctx_mouse(a, 302, 302);
    FX_CHECK(a->scene.mouse.x == m.x, "not the unsnapped point: %g", a->scene.mouse.x);
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(ctrl_wheel_zooms_about_the_mouse);
    FX_RUN(keys_zoom_about_the_mouse_or_the_centre);
    FX_RUN(pan_and_home);
    FX_RUN(arrows_nudge_the_cursor);
    FX_RUN(g_snaps_to_whole_units);
    return fx_failures ? 1 : 0;
}
