/*
 * test_feature_touch: touch.c with the context alone: two fingers spread
 * to twice their distance zoom in twice about their midpoint (the logical
 * point under it stays under the fingers, also as they move); one finger
 * alone zooms nothing; the mouse events SDL makes of a finger are taken
 * during the pinch and until every finger is up, the real mouse's never;
 * a second finger ends a drag the first one began where the drag had
 * taken the base (not back where it began), and the cursor follows the
 * mouse again from the first finger's point.
 */
#include <math.h>

#include "drag.h"
#include "feature_ctx.h"
#include "touch.h"

static fx F;
static const char *OUT;

static bool ev(SDL_Event e)
{
    return hd_touch_event(&F.a, &e);
}

static bool near(hd_vec2 p, hd_vec2 q)
{
    return fabs(p.x - q.x) <= 1e-3 && fabs(p.y - q.y) <= 1e-3;
}

static SDL_Event touch_mouse(void)
{
    SDL_Event m = fx_motion(300, 300, SDL_BUTTON_LMASK);
    m.motion.which = SDL_TOUCH_MOUSEID;
    return m;
}

static void pinch_zooms_about_the_midpoint(void)
{
    const char *args[] = {"--window", "800,600", "--base", "rect:100,100,100,50", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 mid0 = hd_view_to_logical(&a->view, 400, 300);
    FX_CHECK(ev(fx_finger(SDL_FINGERDOWN, 7, a, 300, 300)), "finger 1 down not taken");
    FX_CHECK(ev(fx_finger(SDL_FINGERMOTION, 7, a, 320, 300)), "finger 1 motion not taken");
    FX_CHECK(a->zoom == 1, "one finger zoomed: %g", a->zoom);
    SDL_Event tm = touch_mouse(), real = fx_motion(300, 300, 0);
    FX_CHECK(!ev(tm), "a finger's mouse taken with one finger (it drags the cursor)");
    ev(fx_finger(SDL_FINGERMOTION, 7, a, 300, 300));
    FX_CHECK(ev(fx_finger(SDL_FINGERDOWN, 9, a, 500, 300)), "finger 2 down not taken");
    FX_CHECK(a->zoom == 1, "zoomed on the second finger's landing: %g", a->zoom);
    FX_CHECK(ev(tm), "a finger's mouse not taken during the pinch");
    FX_CHECK(!ev(real), "the real mouse taken during the pinch");
    /* spread 200 -> 400 about the same midpoint: zoom 2 */
    ev(fx_finger(SDL_FINGERMOTION, 7, a, 200, 300));
    FX_CHECK(ev(fx_finger(SDL_FINGERMOTION, 9, a, 600, 300)), "finger 2 motion not taken");
    FX_CHECK(fabs(a->zoom - 2) < 1e-5, "zoom %.17g after the spread doubled", a->zoom);
    FX_CHECK(near(hd_view_to_logical(&a->view, 400, 300), mid0), "the midpoint's logical point moved");
    /* both fingers move right 100: the view pans with them */
    ev(fx_finger(SDL_FINGERMOTION, 7, a, 300, 300));
    ev(fx_finger(SDL_FINGERMOTION, 9, a, 700, 300));
    FX_CHECK(fabs(a->zoom - 2) < 1e-5, "zoom %g after a pan", a->zoom);
    FX_CHECK(near(hd_view_to_logical(&a->view, 500, 300), mid0), "the logical point did not follow the fingers");
    /* one lifts: the pinch ends, the other moves nothing, the finger's mouse still ignored */
    ev(fx_finger(SDL_FINGERUP, 7, a, 300, 300));
    double z = a->zoom;
    hd_vec2 o = a->origin;
    ev(fx_finger(SDL_FINGERMOTION, 9, a, 100, 100));
    FX_CHECK(a->zoom == z && a->origin.x == o.x && a->origin.y == o.y, "one finger left moved the view");
    FX_CHECK(ev(tm), "a finger's mouse taken before every finger is up");
    ev(fx_finger(SDL_FINGERUP, 9, a, 100, 100));
    FX_CHECK(!ev(tm), "a finger's mouse taken after every finger is up");
    fx_close(&F);
}

static void second_finger_ends_a_drag(void)
{
    const char *args[] = {"--window", "800,600", "--base", "rect:100,100,200,100", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    /* the first finger's mouse press, as SDL makes it, lands on the base */
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 150, 150, 1);
    d.button.which = SDL_TOUCH_MOUSEID;
    ev(fx_finger(SDL_FINGERDOWN, 1, a, 150, 150));
    FX_CHECK(hd_drag_event(a, &d), "the drag did not start");
    hd_ctx_mouse(a, 150, 150);
    hd_shape b0 = hd_scene_base(&a->scene);
    hd_vec2 l0 = hd_view_to_logical(&a->view, 150, 150), l1 = hd_view_to_logical(&a->view, 170, 150);
    /* as SDL sends them: the finger's mouse motion (the drag's), then the finger's */
    SDL_Event m = fx_motion(170, 150, SDL_BUTTON_LMASK);
    m.motion.which = SDL_TOUCH_MOUSEID;
    FX_CHECK(hd_drag_event(a, &m), "the drag's motion not taken");
    ev(fx_finger(SDL_FINGERMOTION, 1, a, 170, 150));
    hd_shape b = hd_scene_base(&a->scene);
    FX_CHECK(b.kind == HD_RECT && b.rect.x == b0.rect.x + (l1.x - l0.x) && b.rect.y == b0.rect.y,
             "the drag did not move the base: %g,%g", b.rect.x, b.rect.y);
    FX_CHECK(a->mouse_wx == 150, "the drag's motion moved the context's mouse (the test's premise): %g", a->mouse_wx);
    ev(fx_finger(SDL_FINGERDOWN, 2, a, 400, 400));
    /* the drag is over where it was: the base stays, the cursor follows
     * the mouse again from the first finger's point */
    b = hd_scene_base(&a->scene);
    FX_CHECK(b.kind == HD_RECT && b.rect.x == b0.rect.x + (l1.x - l0.x) && b.rect.y == b0.rect.y,
             "the second finger moved the base to %g,%g (the drag had it at %g,%g)", b.rect.x, b.rect.y,
             b0.rect.x + (l1.x - l0.x), b0.rect.y);
    FX_CHECK(a->mouse_wx == 170 && a->mouse_wy == 150, "the mouse is at %g,%g after the drag, not the finger's 170,150",
             a->mouse_wx, a->mouse_wy);
    /* a motion is no longer the drag's */
    m.motion.x = 250;
    FX_CHECK(!hd_drag_event(a, &m), "the drag goes on under the pinch");
    b = hd_scene_base(&a->scene);
    FX_CHECK(b.kind == HD_RECT && b.rect.x == b0.rect.x + (l1.x - l0.x), "the base moved under the pinch: x %g",
             b.rect.x);
    ev(fx_finger(SDL_FINGERUP, 1, a, 150, 150));
    ev(fx_finger(SDL_FINGERUP, 2, a, 400, 400));
    fx_close(&F);
}

/* A pinch on the cursor sizes the cursor (the radius follows the spread)
 * and zooms nothing; a pinch elsewhere zooms and sizes nothing. */
static void pinch_on_the_cursor_sizes_it(void)
{
    const char *args[] = {"--window", "800,600", "--base", "rect:100,100,100,50", "--cursor", "circle:20",
                          "--mouse", "600,400", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_cursor_tpl *c = &a->scene.cursors[a->scene.cursor_index];
    FX_CHECK(c->kind == HD_CIRCLE && c->r == 20, "the cursor is not circle:20");
    ev(fx_finger(SDL_FINGERDOWN, 1, a, 590, 400));
    ev(fx_finger(SDL_FINGERDOWN, 2, a, 610, 400));
    ev(fx_finger(SDL_FINGERMOTION, 1, a, 570, 400));
    ev(fx_finger(SDL_FINGERMOTION, 2, a, 630, 400)); /* spread 20 -> 60 */
    FX_CHECK(fabs(c->r - 60) < 1e-6, "a pinch on the cursor: radius %g, not 60", c->r);
    FX_CHECK(a->zoom == 1, "a pinch on the cursor zoomed: %g", a->zoom);
    FX_CHECK(a->touch_input, "a finger is not noted as the input");
    ev(fx_finger(SDL_FINGERUP, 1, a, 570, 400));
    ev(fx_finger(SDL_FINGERUP, 2, a, 630, 400));
    /* elsewhere: a zoom, the cursor's size as it is */
    ev(fx_finger(SDL_FINGERDOWN, 3, a, 100, 500));
    ev(fx_finger(SDL_FINGERDOWN, 4, a, 200, 500));
    ev(fx_finger(SDL_FINGERMOTION, 3, a, 50, 500));
    ev(fx_finger(SDL_FINGERMOTION, 4, a, 250, 500)); /* spread 100 -> 200 */
    FX_CHECK(fabs(a->zoom - 2) < 1e-5, "a pinch elsewhere: zoom %g, not 2", a->zoom);
    FX_CHECK(fabs(c->r - 60) < 1e-6, "a pinch elsewhere sized the cursor: %g", c->r);
    ev(fx_finger(SDL_FINGERUP, 3, a, 50, 500));
    ev(fx_finger(SDL_FINGERUP, 4, a, 250, 500));
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(pinch_zooms_about_the_midpoint);
    FX_RUN(second_finger_ends_a_drag);
    FX_RUN(pinch_on_the_cursor_sizes_it);
    return fx_failures ? 1 : 0;
}
