/*
 * test_feature_sweep_mode: sweep_mode.c with the context alone: W turns it
 * on and off; a move of the cursor across a thin wall in one step, clear
 * at both ends, is a swept hit at the exact time of impact; a move beside
 * the wall is clear; a line cursor gets no sweep; the swept region and the
 * ghost are drawn where the move went and nowhere else.
 */
#include <math.h>
#include <string.h>

#include "feature_ctx.h"
#include "sweep_mode.h"

static fx F;

/* A wall x 390..410, y 100..400; a circle cursor of radius 10; 800x500 at zoom 1. */
static bool open_wall(const char *cursor)
{
    const char *args[] = {"--window", "800,500", "--base", "rect:390,100,20,300", "--cursor", cursor,
                          "--mouse", "100,250", NULL};
    return fx_open(&F, args);
}

static void w_key(void)
{
    SDL_KeyboardEvent k = fx_key(SDLK_w, 0);
    hd_sweep_mode_key(&F.a, &k);
}

/* The mouse to (x, y) and a turn's updates, as the loop makes them. */
static void move_to(double x, double y)
{
    hd_ctx_mouse(&F.a, x, y);
    hd_ctx_update(&F.a);
    hd_sweep_mode_update(&F.a);
}

static void a_flick_across_the_wall(void)
{
    if (!open_wall("circle:10")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    int rc;
    hd_sweep_hit h;
    FX_CHECK(!a->show.sweep && hd_sweep_mode_line(a) == NULL, "on at start");
    w_key();
    FX_CHECK(a->show.sweep && strstr(a->message, "sweep mode on") != NULL, "W: '%s'", a->message);
    hd_ctx_update(a);
    hd_sweep_mode_update(a); /* the cursor where it is: no move yet */
    FX_CHECK(!hd_sweep_mode_last(&rc, &h), "a sweep before any move");
    move_to(700, 250);
    FX_CHECK(!a->scene.collide, "the end position collides");
    FX_CHECK(hd_sweep_mode_last(&rc, &h) && rc == HD_SWEEP_OK && h.hit, "the flick is not a swept hit");
    /* the disk's edge reaches x = 390 when 100 + 600 t + 10 = 390 */
    FX_CHECK(fabs(h.toi - 280.0 / 600.0) <= 1e-12, "toi %.17g", h.toi);
    FX_CHECK(h.has_normal && h.normal.x == -1 && h.normal.y == 0, "normal %g,%g", h.normal.x, h.normal.y);
    FX_CHECK(fabs(h.point.x - 390) <= 1e-9 && fabs(h.point.y - 250) <= 1e-9, "point %g,%g", h.point.x, h.point.y);
    const char *l = hd_sweep_mode_line(a);
    FX_CHECK(l && strstr(l, "swept: hit at t = 0.467") && strstr(l, "miss at the start and the end"), "line '%s'",
             l ? l : "(none)");
    /* beside the wall, down the far side: clear */
    move_to(700, 450);
    FX_CHECK(hd_sweep_mode_last(&rc, &h) && rc == HD_SWEEP_OK && !h.hit, "a move beside the wall hits");
    l = hd_sweep_mode_line(a);
    FX_CHECK(l && strstr(l, "swept: clear"), "line '%s'", l ? l : "(none)");
    w_key();
    FX_CHECK(!a->show.sweep && hd_sweep_mode_line(a) == NULL && !hd_sweep_mode_last(&rc, &h), "W did not end it");
    fx_close(&F);
}

static void a_line_cursor_gets_no_sweep(void)
{
    if (!open_wall("line")) { fx_failures++; return; }
    int rc;
    hd_sweep_hit h;
    w_key();
    hd_ctx_update(&F.a);
    hd_sweep_mode_update(&F.a);
    move_to(700, 250);
    FX_CHECK(!hd_sweep_mode_last(&rc, &h), "a line cursor got a sweep");
    const char *l = hd_sweep_mode_line(&F.a);
    FX_CHECK(l != NULL, "no line for a stretching cursor");
    fx_close(&F);
}

static void the_picture(void)
{
    if (!open_wall("circle:10")) { fx_failures++; return; }
    w_key();
    hd_ctx_update(&F.a);
    hd_sweep_mode_update(&F.a);
    move_to(700, 250);
    hd_gfx g = hd_ctx_gfx(&F.a);
    fx_fill(&F, 0xffffff);
    hd_sweep_mode_draw(&F.a, &g);
    FX_CHECK(fx_pixel(&F, 250, 250) != 0xffffff, "no shading on the path at 250,250");
    FX_CHECK(fx_pixel(&F, 600, 250) != 0xffffff, "no shading on the path at 600,250");
    FX_CHECK(fx_pixel(&F, 250, 300) == 0xffffff && fx_pixel(&F, 250, 200) == 0xffffff, "shading off the path");
    FX_CHECK(fx_pixel(&F, 50, 250) == 0xffffff && fx_pixel(&F, 760, 250) == 0xffffff, "shading past the ends");
    /* the ghost at the time of impact: its centre at x = 380, its outline at 370 */
    FX_CHECK(fx_pixel(&F, 370, 250) != fx_pixel(&F, 250, 250), "no ghost outline at 370,250");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    FX_RUN(a_flick_across_the_wall);
    FX_RUN(a_line_cursor_gets_no_sweep);
    FX_RUN(the_picture);
    return fx_failures ? 1 : 0;
}
