/*
 * test_feature_specedit: specedit.c with the context alone: E opens the
 * base's field, typed text replaces the spec shown, Enter sets the base;
 * a bad spec leaves the field open with the parser's message drawn under
 * it and the shape unchanged; Esc cancels; C with a full spec places the
 * cursor; while open the field takes every key; Ctrl+C asks the page to
 * copy `hitdemo --check BASE CURSOR` and puts it on SDL's clipboard.
 */
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "specedit.h"

static fx F;
static const char *OUT;

/* The context with the mouse at window point mouse ("X,Y"), or none yet. */
static bool open_ctx(const char *mouse)
{
    const char *args[] = {"--window", "800,600", "--base", "circle:400,300,50", "--cursor", "point",
                          "--out-dir", OUT, "--mouse", mouse, NULL};
    if (!mouse) args[8] = NULL;
    return fx_open(&F, args);
}

static bool ev(SDL_Event e)
{
    return hd_specedit_event(&F.a, &e);
}

static const char *spec_of(hd_shape s)
{
    static char buf[512];
    hd_shape_format(&s, buf, sizeof buf);
    return buf;
}

/* Pixels the open field draws over a white surface. */
static long field_pixels(void)
{
    hd_gfx g = hd_ctx_gfx(&F.a);
    hd_gfx_text_frame();
    fx_fill(&F, 0xffffff);
    hd_specedit_draw(&g);
    return fx_changed(&F, 0xffffff);
}

static void typed_base_spec_and_enter(void)
{
    if (!open_ctx("100,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(!hd_specedit_open(), "open before E");
    FX_CHECK(!ev(fx_keydown(SDLK_g, 0)), "a key taken with the field closed");
    FX_CHECK(field_pixels() == 0, "a closed field drew");
    SDL_KeyboardEvent e = fx_key(SDLK_e, 0);
    FX_CHECK(hd_keys_dispatch(a, &e), "E not taken");
    FX_CHECK(hd_specedit_open(), "E did not open the field");
    FX_CHECK(field_pixels() > 1000, "the open field drew little");
    /* the whole spec is selected: typing replaces it */
    FX_CHECK(ev(fx_text("rect:10,20,")), "text not taken");
    FX_CHECK(ev(fx_text("30,40")), "text not taken");
    FX_CHECK(ev(fx_keydown(SDLK_g, 0)), "the open field let G through");
    FX_CHECK(!a->snap, "G snapped");
    FX_CHECK(ev(fx_keydown(SDLK_RETURN, 0)), "Enter not taken");
    FX_CHECK(!hd_specedit_open(), "Enter left the field open");
    FX_CHECK(!strcmp(spec_of(hd_scene_base(&a->scene)), "rect:10,20,30,40"), "base %s",
             spec_of(hd_scene_base(&a->scene)));
    FX_CHECK(a->scene.base_fixed, "a typed base is not fixed");
    FX_CHECK(!strcmp(a->message, "base set: rect:10,20,30,40"), "message '%s'", a->message);
    fx_close(&F);
}

static void bad_spec_keeps_the_shape(void)
{
    if (!open_ctx("100,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    SDL_KeyboardEvent e = fx_key(SDLK_e, 0);
    hd_specedit_key_base(a, &e);
    long clean = field_pixels();
    ev(fx_keydown(SDLK_BACKSPACE, 0)); /* clears the selection */
    ev(fx_text("rect:1,2"));
    ev(fx_keydown(SDLK_RETURN, 0));
    FX_CHECK(hd_specedit_open(), "a bad spec closed the field");
    FX_CHECK(!strcmp(spec_of(hd_scene_base(&a->scene)), "circle:400,300,50"), "base changed to %s",
             spec_of(hd_scene_base(&a->scene)));
    long with_error = field_pixels();
    FX_CHECK(with_error > clean, "no message drawn: %ld pixels, %ld without", with_error, clean);
    /* Esc cancels: nothing changes */
    ev(fx_keydown(SDLK_ESCAPE, 0));
    FX_CHECK(!hd_specedit_open(), "Esc left the field open");
    FX_CHECK(!strcmp(spec_of(hd_scene_base(&a->scene)), "circle:400,300,50"), "base %s",
             spec_of(hd_scene_base(&a->scene)));
    fx_close(&F);
}

static void full_cursor_spec_places_the_cursor(void)
{
    if (!open_ctx("100,100")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    SDL_KeyboardEvent c = fx_key(SDLK_c, 0);
    FX_CHECK(hd_keys_dispatch(a, &c), "C not taken");
    FX_CHECK(hd_specedit_open(), "C did not open the field");
    ev(fx_text("circle:420,310,25"));
    ev(fx_keydown(SDLK_KP_ENTER, 0));
    FX_CHECK(!hd_specedit_open(), "Enter left the field open");
    FX_CHECK(a->nudged && a->scene.mouse.x == 420 && a->scene.mouse.y == 310, "cursor at %g,%g", a->scene.mouse.x,
             a->scene.mouse.y);
    hd_ctx_update(a);
    FX_CHECK(!strcmp(spec_of(hd_scene_cursor(&a->scene)), "circle:420,310,25"), "cursor %s",
             spec_of(hd_scene_cursor(&a->scene)));
    FX_CHECK(a->scene.collide, "circle:420,310,25 clear of circle:400,300,50");
    /* a relative spec: the cursor's size, at the mouse */
    hd_specedit_key_cursor(a, &c);
    ev(fx_text("rect:8,6"));
    ev(fx_keydown(SDLK_RETURN, 0));
    hd_ctx_update(a);
    FX_CHECK(hd_scene_cursor(&a->scene).kind == HD_RECT, "cursor %s", spec_of(hd_scene_cursor(&a->scene)));
    FX_CHECK(a->scene.mouse.x == 420 && a->scene.mouse.y == 310, "a relative spec moved the cursor");
    fx_close(&F);
}

static void ctrl_c_copies_the_check_command(void)
{
    if (!open_ctx(NULL)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    SDL_KeyboardEvent k = fx_key(SDLK_c, KMOD_LCTRL);
    FX_CHECK(hd_keys_dispatch(a, &k), "Ctrl+C not taken");
    FX_CHECK(!hd_specedit_open(), "Ctrl+C opened the cursor's field");
    FX_CHECK(!a->req.copy, "a copy with no cursor on screen");
    FX_CHECK(strstr(a->message, "nothing to copy") == a->message, "message '%s'", a->message);
    hd_ctx_mouse(a, 300, 300);
    FX_CHECK(hd_keys_dispatch(a, &k), "Ctrl+C not taken");
    FX_CHECK(a->req.copy, "no copy requested");
    FX_CHECK(!strcmp(a->req.copy_text, "hitdemo --check circle:400,300,50 point:300,300"), "copy '%s'",
             a->req.copy_text);
    char *clip = SDL_GetClipboardText();
    FX_CHECK(clip && !strcmp(clip, a->req.copy_text), "clipboard '%s'", clip ? clip : "(none)");
    SDL_free(clip);
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(typed_base_spec_and_enter);
    FX_RUN(bad_spec_keeps_the_shape);
    FX_RUN(full_cursor_spec_places_the_cursor);
    FX_RUN(ctrl_c_copies_the_check_command);
    return fx_failures ? 1 : 0;
}
