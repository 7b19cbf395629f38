/*
 * test_feature_tunnel: tunnel.c with the context alone: Y starts the run
 * through the base (the cursor goes through the base's centre to the point
 * opposite), a tick moves the cursor a frame on, the HUD's lines compare
 * every frame's answer with the sweep's, the run ends at the move's end,
 * J K change the speed and the frames, the mouse ends the run, and the
 * frame ghosts are drawn along the path.
 */
#include <math.h>
#include <string.h>

#include "feature_ctx.h"
#include "tunnel.h"

static fx F;

/* A wall x 390..410, y 100..400; a circle of radius 10 at 100,250. */
static bool open_wall(void)
{
    const char *args[] = {"--window", "800,500", "--base", "rect:390,100,20,300", "--cursor", "circle:10",
                          "--mouse", "100,250", NULL};
    return fx_open(&F, args);
}

static void key(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k = fx_key(sym, mod);
    if (sym == SDLK_y) hd_tunnel_key(&F.a, &k);
    else hd_tunnel_key_speed(&F.a, &k);
    hd_tunnel_prepare(&F.a);
    hd_ctx_update(&F.a);
}

static bool lines_have(const char *what)
{
    const char *l[4] = {NULL};
    int n = hd_tunnel_lines(&F.a, l, 3);
    for (int i = 0; i < n; i++)
        if (l[i] && strstr(l[i], what)) return true;
    return false;
}

static void the_run(void)
{
    if (!open_wall()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(!hd_tunnel_animating(), "a run at start");
    key(SDLK_y, 0);
    FX_CHECK(a->show.tunnel && hd_tunnel_animating(), "Y did not start the run");
    FX_CHECK(a->scene.mouse.x == 100 && a->scene.mouse.y == 250, "frame 0 at %g,%g", a->scene.mouse.x, a->scene.mouse.y);
    hd_tunnel_tick(a, 1);
    hd_ctx_update(a);
    double x1 = a->scene.mouse.x;
    FX_CHECK(x1 > 100 && a->scene.mouse.y == 250, "a tick moved the cursor to %g,%g", x1, a->scene.mouse.y);
    hd_tunnel_tick(a, 100000);
    hd_ctx_update(a);
    FX_CHECK(!hd_tunnel_animating(), "the run goes on past its end");
    /* through the centre (400,250) to the point opposite the start */
    FX_CHECK(fabs(a->scene.mouse.x - 700) <= 1e-9 && a->scene.mouse.y == 250, "the end at %g,%g", a->scene.mouse.x,
             a->scene.mouse.y);
    FX_CHECK(lines_have("swept: hit at t = "), "no swept hit in the HUD's lines");
    FX_CHECK(lines_have("per frame: "), "no per-frame answer in the HUD's lines");
    fx_close(&F);
}

static void speed_and_the_mouse(void)
{
    if (!open_wall()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    key(SDLK_y, 0);
    hd_tunnel_tick(a, 1);
    hd_ctx_update(a);
    double step = a->scene.mouse.x - 100;
    key(SDLK_k, 0); /* faster: the run starts again, a longer step a frame */
    hd_tunnel_tick(a, 1);
    hd_ctx_update(a);
    double faster = a->scene.mouse.x - 100;
    FX_CHECK(faster > step * 1.2, "K: a frame's step %g, before %g", faster, step);
    key(SDLK_j, 0);
    key(SDLK_j, 0);
    hd_tunnel_tick(a, 1);
    hd_ctx_update(a);
    FX_CHECK(a->scene.mouse.x - 100 < step, "J J: a frame's step %g, at first %g", a->scene.mouse.x - 100, step);
    hd_ctx_mouse(a, 300, 300); /* the mouse takes the cursor: the run ends */
    hd_ctx_update(a);
    hd_tunnel_update(a);
    FX_CHECK(!hd_tunnel_animating(), "the run goes on after the mouse moved");
    fx_close(&F);
}

static void the_ghosts(void)
{
    if (!open_wall()) { fx_failures++; return; }
    key(SDLK_y, 0);
    hd_tunnel_tick(&F.a, 100000);
    hd_ctx_update(&F.a);
    hd_gfx g = hd_ctx_gfx(&F.a);
    fx_fill(&F, 0xffffff);
    hd_tunnel_draw(&F.a, &g);
    long drawn = fx_changed(&F, 0xffffff);
    FX_CHECK(drawn > 500, "%ld pixels of ghosts", drawn);
    int on_path = 0, off = 0;
    for (int x = 120; x < 680; x += 20) on_path += fx_pixel(&F, x, 250 - 10) != 0xffffff; /* the outlines' tops */
    for (int x = 120; x < 680; x += 20) off += fx_pixel(&F, x, 150) != 0xffffff;
    FX_CHECK(on_path > 5 && off == 0, "ghost outlines on the path %d, off it %d", on_path, off);
    fx_close(&F);
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    FX_RUN(the_run);
    FX_RUN(speed_and_the_mouse);
    FX_RUN(the_ghosts);
    return fx_failures ? 1 : 0;
}
