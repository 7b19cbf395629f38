/*
 * test_feature_drag: drag.c with the context alone: a left press on the
 * base, motion and release move it by the mouse's delta while the cursor
 * holds; a corner handle resizes a rect; an edit the validator refuses
 * leaves the last accepted base and the refusal in the message; a
 * double-click on a polygon edge adds a vertex, Delete removes the one
 * under the mouse; the handles are drawn while the mouse is over the base.
 */
#include <string.h>

#include "drag.h"
#include "feature_ctx.h"
#include "handles.h"

static fx F;
static const char *OUT;

static bool open_base(const char *base)
{
    const char *args[] = {"--window", "800,600", "--base", base, "--cursor", "point", "--mouse", "700,500",
                          "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static bool base_is(const char *spec)
{
    char err[256];
    hd_shape_buf want;
    if (!hd_shape_parse_buf(spec, &want, err, sizeof err)) return false;
    hd_shape b = hd_scene_base(&F.a.scene), w = hd_shape_of(&want);
    return hd_shape_equal(&b, &w);
}

static const char *base_text(void)
{
    static char buf[512];
    hd_shape b = hd_scene_base(&F.a.scene);
    hd_shape_format(&b, buf, sizeof buf);
    return buf;
}

static bool ev(SDL_Event e)
{
    return hd_drag_event(&F.a, &e);
}

static void press_move_release_moves_the_base(void)
{
    if (!open_base("rect:100,100,200,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_shape b = hd_scene_base(&a->scene);
    FX_CHECK(hd_handles_hit(&b, (hd_vec2){150, 170}, 6, NULL) < 0, "150,170 is on a handle");
    FX_CHECK(!ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 500, 400, 1)), "a press off the base taken");
    FX_CHECK(!ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, 150, 170, 1)), "a right press taken");
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 150, 170, 1)), "a press on the base not taken");
    FX_CHECK(!strcmp(a->message, "dragging: the base"), "message '%s'", a->message);
    hd_vec2 held = a->scene.mouse;
    FX_CHECK(ev(fx_motion(180, 190, SDL_BUTTON_LMASK)), "the drag's motion not taken");
    FX_CHECK(base_is("rect:130,120,200,100"), "during the drag: %s", base_text());
    FX_CHECK(a->nudged && a->scene.mouse.x == held.x && a->scene.mouse.y == held.y, "the cursor did not hold");
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 200, 195, 1)), "the release not taken");
    FX_CHECK(base_is("rect:150,125,200,100"), "after the release: %s", base_text());
    FX_CHECK(a->scene.base_fixed, "an edited base is not fixed");
    FX_CHECK(strstr(a->message, "edited: the base") == a->message, "message '%s'", a->message);
    FX_CHECK(!a->nudged && a->scene.mouse.x == 200 && a->scene.mouse.y == 195, "the cursor does not follow the mouse");
    /* the drag is over: motion is not taken */
    FX_CHECK(!ev(fx_motion(250, 250, 0)), "motion after the release taken");
    FX_CHECK(base_is("rect:150,125,200,100"), "moved after the release: %s", base_text());
    fx_close(&F);
}

static void a_corner_handle_resizes(void)
{
    if (!open_base("rect:100,100,200,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 302, 199, 1)), "a press on the corner not taken");
    FX_CHECK(strstr(a->message, "bottom-right corner") != NULL, "message '%s'", a->message);
    ev(fx_motion(342, 229, SDL_BUTTON_LMASK));
    ev(fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 342, 229, 1));
    FX_CHECK(base_is("rect:100,100,240,130"), "after the corner drag: %s", base_text());
    FX_CHECK(strstr(a->message, "edited: bottom-right corner") == a->message, "message '%s'", a->message);
    fx_close(&F);
}

static void a_refused_edit_keeps_the_last_accepted_base(void)
{
    if (!open_base("polygon:100,100,300,100,300,300,100,300")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 300, 100, 1)), "a press on vertex 2 not taken");
    ev(fx_motion(310, 110, SDL_BUTTON_LMASK));
    FX_CHECK(base_is("polygon:100,100,310,110,300,300,100,300"), "accepted: %s", base_text());
    ev(fx_motion(200, 400, SDL_BUTTON_LMASK)); /* the edges would cross */
    FX_CHECK(base_is("polygon:100,100,310,110,300,300,100,300"), "after a refused move: %s", base_text());
    FX_CHECK(strstr(a->message, "edit refused: ") == a->message && strstr(a->message, "not simple"),
             "message '%s'", a->message);
    ev(fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 200, 400, 1));
    FX_CHECK(base_is("polygon:100,100,310,110,300,300,100,300"), "after the release: %s", base_text());
    FX_CHECK(strstr(a->message, "edit refused: ") == a->message, "the refusal is gone: '%s'", a->message);
    fx_close(&F);
}

static void double_click_adds_delete_removes(void)
{
    if (!open_base("polygon:100,100,300,100,300,300,100,300")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(ev(fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 200, 101, 2)), "a double-click on an edge not taken");
    hd_shape b = hd_scene_base(&a->scene);
    FX_CHECK(b.kind == HD_POLYGON && b.polygon.n == 5, "vertices %d", b.polygon.n);
    ev(fx_motion(200, 60, SDL_BUTTON_LMASK)); /* the new vertex dragged on */
    ev(fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, 200, 60, 1));
    /* inserted at the mouse's projection onto the edge, 200,100, and kept
     * 1 unit above the mouse as it moves */
    FX_CHECK(base_is("polygon:100,100,200,59,300,100,300,300,100,300"), "after the insert: %s", base_text());
    SDL_KeyboardEvent del = fx_key(SDLK_DELETE, 0);
    hd_ctx_mouse(a, 500, 500);
    FX_CHECK(hd_drag_key_delete(a, &del), "Delete off a vertex not taken");
    FX_CHECK(strstr(a->message, "no polygon vertex") != NULL, "message '%s'", a->message);
    hd_ctx_mouse(a, 300, 300);
    FX_CHECK(hd_drag_key_delete(a, &del), "Delete on a vertex not taken");
    b = hd_scene_base(&a->scene);
    FX_CHECK(b.polygon.n == 4, "vertices %d after Delete", b.polygon.n);
    FX_CHECK(strstr(a->message, "vertex 4 deleted") != NULL, "message '%s'", a->message);
    fx_close(&F);
    /* not a polygon: Delete does not apply */
    if (!open_base("rect:100,100,200,100")) { fx_failures++; return; }
    hd_ctx_mouse(&F.a, 100, 100);
    FX_CHECK(!hd_drag_key_delete(&F.a, &del), "Delete taken for a rect");
    fx_close(&F);
}

static void handles_drawn_while_the_mouse_is_over_the_base(void)
{
    if (!open_base("rect:100,100,200,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    hd_hud hud = {.mouse_inside = true, .mouse_wx = 150, .mouse_wy = 150};
    fx_fill(&F, 0x123456);
    hd_drag_draw(&g, &a->scene, &hud);
    FX_CHECK(fx_changed(&F, 0x123456) == 0, "handles drawn before any motion (a --mouse alone)");
    ev(fx_motion(150, 150, 0));
    hd_drag_draw(&g, &a->scene, &hud);
    long over = fx_changed(&F, 0x123456);
    FX_CHECK(over > 8 * 20, "%ld pixels for 8 handles", over);
    FX_CHECK(fx_pixel(&F, 100, 100) != 0x123456 && fx_pixel(&F, 300, 200) != 0x123456, "no handle at the corners");
    fx_fill(&F, 0x123456);
    hud.mouse_wx = hud.mouse_wy = 500;
    hd_drag_draw(&g, &a->scene, &hud);
    FX_CHECK(fx_changed(&F, 0x123456) == 0, "handles drawn with the mouse off the base");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    /* first: drag.c remembers that a motion came, for the process's life */
    FX_RUN(handles_drawn_while_the_mouse_is_over_the_base);
    FX_RUN(press_move_release_moves_the_base);
    FX_RUN(a_corner_handle_resizes);
    FX_RUN(a_refused_edit_keeps_the_last_accepted_base);
    FX_RUN(double_click_adds_delete_removes);
    return fx_failures ? 1 : 0;
}
