/*
 * test_feature_raytool: raytool.c with the context alone: Y turns the tool
 * on and off; while on, a left press sets the ray's start, the drag aims
 * it and the release keeps it (off, the press is not taken: drag.c has
 * it); the cast and the message line's words for a hit, a start inside
 * and a miss; the ray, the hit dot, the normal and the reflected ray drawn
 * at computed pixels; a scene's ray and a scene without one.
 */
#include <math.h>
#include <string.h>

#include "feature_ctx.h"
#include "overlay_ray.h"
#include "raytool.h"

static fx F;
static const char *OUT;

/* A 200 x 200 rect from (300,150); window 800x500 at zoom 1: logical = window. */
static bool open_rect(void)
{
    const char *args[] = {"--window", "800,500", "--base", "rect:300,150,200,200", "--cursor", "point",
                          "--mouse", "700,450", "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static bool ev(SDL_Event e) { return hd_raytool_event(&F.a, &e); }

static void y_key(void)
{
    SDL_KeyboardEvent k = fx_key(SDLK_v, 0);
    hd_raytool_key(&F.a, &k);
}

static void a_drag_aims_the_ray(void)
{
    if (!open_rect()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 p, d;
    hd_ray_hit h;
    FX_CHECK(!hd_raytool_on(), "on at start");
    FX_CHECK(!ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 100, 1)), "a press taken with the tool off");
    y_key();
    FX_CHECK(hd_raytool_on(), "Y did not turn it on");
    FX_CHECK(strstr(a->message, "press where the ray starts") != NULL, "message '%s'", a->message);
    FX_CHECK(!hd_raytool_cast(a, &p, &d, &h), "a cast before any ray");
    FX_CHECK(!ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, 100, 100, 1)), "a right press taken");
    FX_CHECK(!ev(fx_motion(120, 120, 0)), "a motion without the button taken");
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 100, 1)), "the press not taken");
    FX_CHECK(hd_raytool_cast(a, &p, &d, &h) && p.x == 100 && p.y == 100 && d.x == 0 && d.y == 0,
             "after the press: P %g,%g D %g,%g", p.x, p.y, d.x, d.y);
    FX_CHECK(ev(fx_motion(300, 400, SDL_BUTTON_LMASK)), "the aim's motion not taken");
    FX_CHECK(hd_raytool_cast(a, &p, &d, &h) && d.x == 200 && d.y == 300, "during the aim: D %g,%g", d.x, d.y);
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 500, 400, 1)), "the release not taken");
    FX_CHECK(!ev(fx_motion(600, 100, 0)), "a motion after the release taken");
    FX_CHECK(hd_raytool_cast(a, &p, &d, &h), "no cast after the release");
    /* P + tD on x = 300: t = 200/400 exactly, at (300, 250), the left side's normal */
    FX_CHECK(p.x == 100 && p.y == 100 && d.x == 400 && d.y == 300, "kept: P %g,%g D %g,%g", p.x, p.y, d.x, d.y);
    FX_CHECK(h.hit && h.t == 0.5 && h.point.x == 300 && h.point.y == 250 && h.has_normal && h.normal.x == -1 &&
                 h.normal.y == 0,
             "cast: hit %d t %.17g point %g,%g normal %g,%g", h.hit, h.t, h.point.x, h.point.y, h.normal.x, h.normal.y);
    hd_raytool_prepare(a);
    FX_CHECK(!strcmp(a->message, "ray: hit at t = 0.5, point (300, 250), normal (-1, 0)"), "message '%s'", a->message);
    /* the reflected ray: D' = (-400, 300) for the rest, (1 - 0.5) of it */
    hd_vec2 r = hd_overlay_ray_reflect_end(d, &h);
    FX_CHECK(r.x == 100 && r.y == 400, "reflected end %g,%g", r.x, r.y);
    y_key();
    FX_CHECK(!hd_raytool_on() && !hd_raytool_cast(a, &p, &d, &h), "Y did not turn it off");
    FX_CHECK(!strcmp(a->message, "ray tool off"), "message '%s'", a->message);
    FX_CHECK(!ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 100, 1)), "a press taken after Y");
    y_key(); /* the ray was kept */
    FX_CHECK(hd_raytool_cast(a, &p, &d, &h) && d.x == 400, "the ray was not kept while off");
    fx_close(&F);
}

static void words_for_inside_and_miss(void)
{
    if (!open_rect()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_raytool_set(a, (hd_vec2){350, 200}, (hd_vec2){10, 0});
    hd_raytool_prepare(a);
    FX_CHECK(!strcmp(a->message, "ray: starts inside: t = 0, point (350, 200)"), "message '%s'", a->message);
    hd_raytool_set(a, (hd_vec2){100, 100}, (hd_vec2){100, 0});
    hd_raytool_prepare(a);
    FX_CHECK(!strcmp(a->message, "ray: clear (the ray does not meet the base)"), "message '%s'", a->message);
    /* another message stays until the cast's words change */
    snprintf(a->message, sizeof a->message, "scene saved: x");
    hd_raytool_prepare(a);
    FX_CHECK(!strcmp(a->message, "scene saved: x"), "message '%s'", a->message);
    /* full numbers (P): t = 1/3 in full */
    a->show.full_numbers = true;
    hd_raytool_set(a, (hd_vec2){0, 250}, (hd_vec2){900, 0});
    hd_raytool_prepare(a);
    FX_CHECK(!strcmp(a->message, "ray: hit at t = 0.3333333333333333, point (300, 250), normal (-1, 0)"),
             "message '%s'", a->message);
    fx_close(&F);
}

/* Some pixel within r of drawable (x, y) is rgb (within tol a channel). */
static bool near_colour(int x, int y, int r, Uint32 rgb, int tol)
{
    for (int j = -r; j <= r; j++)
        for (int i = -r; i <= r; i++) {
            Uint32 p = fx_pixel(&F, x + i, y + j);
            int dr = (int)((p >> 16) & 255) - (int)((rgb >> 16) & 255), dg = (int)((p >> 8) & 255) - (int)((rgb >> 8) & 255),
                db = (int)(p & 255) - (int)(rgb & 255);
            if (abs(dr) <= tol && abs(dg) <= tol && abs(db) <= tol) return true;
        }
    return false;
}

static void the_picture(void)
{
    if (!open_rect()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    fx_fill(&F, 0xffffff);
    hd_raytool_draw(a, &g);
    FX_CHECK(fx_changed(&F, 0xffffff) == 0, "drawn with the tool off");
    hd_raytool_set(a, (hd_vec2){100, 100}, (hd_vec2){400, 300});
    fx_fill(&F, 0xffffff);
    hd_gfx_labels_begin();
    hd_raytool_draw(a, &g);
    /* the ray (0xc2185b) at t = 0.25 and 0.75; the hit dot (black) at
     * (300, 250); the normal (0x006d77) 20 px left of it; the reflected
     * ray (0xd06a00) at a quarter and three quarters of its way to (100, 400) */
    FX_CHECK(near_colour(200, 175, 1, 0xc2185b, 40), "no ray at 200,175");
    FX_CHECK(near_colour(400, 325, 1, 0xc2185b, 40), "no ray at 400,325");
    FX_CHECK(fx_pixel(&F, 300, 250) == 0x000000, "hit dot: %06x", (unsigned)fx_pixel(&F, 300, 250));
    FX_CHECK(near_colour(280, 250, 1, 0x006d77, 40), "no normal at 280,250");
    FX_CHECK(fx_pixel(&F, 300, 200) == 0xffffff && fx_pixel(&F, 320, 250) == 0xffffff, "the normal points the wrong way");
    bool r1 = false, r2 = false;
    for (int s = -8; s <= 8; s++) { /* a dash or its neighbour along the line */
        r1 = r1 || near_colour(250 + 4 * s / 3, 287 - s, 1, 0xd06a00, 40);
        r2 = r2 || near_colour(150 + 4 * s / 3, 362 - s, 1, 0xd06a00, 40);
    }
    FX_CHECK(r1 && r2, "no reflected ray (%d %d)", r1, r2);
    /* a miss: the ray alone, no dot, no normal */
    hd_raytool_set(a, (hd_vec2){100, 100}, (hd_vec2){100, 0});
    fx_fill(&F, 0xffffff);
    hd_gfx_labels_begin();
    hd_raytool_draw(a, &g);
    FX_CHECK(near_colour(150, 100, 1, 0xc2185b, 40), "no ray on a miss");
    FX_CHECK(!near_colour(150, 100, 6, 0x000000, 30) && !near_colour(200, 100, 40, 0x006d77, 40), "marks on a miss");
    fx_close(&F);
}

static void scenes_set_and_drop_their_ray(void)
{
    if (!open_rect()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_vec2 p, d;
    hd_ray_hit h;
    hd_raytool_scene(a, true, (hd_vec2){0, 250}, (hd_vec2){400, 0});
    FX_CHECK(hd_raytool_on() && hd_raytool_cast(a, &p, &d, &h) && h.hit && h.t == 0.75, "the scene's ray");
    hd_raytool_scene(a, false, (hd_vec2){0, 0}, (hd_vec2){0, 0});
    FX_CHECK(!hd_raytool_on(), "a scene without a ray left the last scene's on");
    hd_raytool_set(a, (hd_vec2){0, 250}, (hd_vec2){400, 0});
    hd_raytool_scene(a, false, (hd_vec2){0, 0}, (hd_vec2){0, 0});
    FX_CHECK(hd_raytool_on(), "a scene without a ray turned off a script's ray");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(a_drag_aims_the_ray);
    FX_RUN(words_for_inside_and_miss);
    FX_RUN(the_picture);
    FX_RUN(scenes_set_and_drop_their_ray);
    return fx_failures ? 1 : 0;
}
