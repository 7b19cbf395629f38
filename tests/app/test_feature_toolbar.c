/*
 * test_feature_toolbar: toolbar.c with the context alone: a click on a
 * button leaves its key in the context's request (hd_ctx.req.key, which
 * the loop runs; the toolbar runs nothing itself), a right-click the
 * button's other key, the zoom buttons about the centre; hovering a
 * button shows the hint line (the box grows) and holds the cursor; T
 * hides the bar; a click with the help open is the help's (it closes);
 * drawing paints the rows at the top and nothing below.
 */
#include <string.h>

#include "feature_ctx.h"
#include "help.h"
#include "keys.h"
#include "toolbar.h"

static fx F;
static const char *OUT;

typedef struct button {
    int x0, y0, x1, y1;
    char label[64];
    bool on;
} button;

/* The button whose label starts with prefix, from the toolbar's report. */
static bool find(const char *prefix, button *b)
{
    static char rep[8192];
    hd_toolbar_report(&F.a, rep, sizeof rep);
    for (char *l = rep; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        int i, n = 0;
        if (sscanf(l, "button %d: %d,%d,%d,%d %n", &i, &b->x0, &b->y0, &b->x1, &b->y1, &n) < 5 || !n) continue;
        const char *t = l + n, *end = strchr(t, '\n');
        size_t len = end ? (size_t)(end - t) : strlen(t);
        snprintf(b->label, sizeof b->label, "%.*s", (int)len, t);
        b->on = strstr(b->label, " [on]") != NULL;
        if (!strncmp(b->label, prefix, strlen(prefix))) return true;
    }
    printf("no button '%s' in:\n%s", prefix, rep);
    return false;
}

static bool click(const button *b, Uint8 which)
{
    int x = (b->x0 + b->x1) / 2, y = (b->y0 + b->y1) / 2;
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, which, x, y, 1), u = fx_button(SDL_MOUSEBUTTONUP, which, x, y, 1);
    bool took = hd_toolbar_event(&F.a, &d);
    return hd_toolbar_event(&F.a, &u) && took;
}

static bool open_ctx(void)
{
    const char *args[] = {"--window", "1920,1000", "--toolbar", "--base", "circle", "--cursor", "point",
                          "--mouse", "500,400", "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

static void a_click_requests_the_buttons_key(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    button b;
    FX_CHECK(find("Base: circle", &b), "no Base button");
    FX_CHECK(!a->req.key, "a request before any click");
    FX_CHECK(click(&b, SDL_BUTTON_LEFT), "the click not taken");
    FX_CHECK(a->req.key && !a->req.key_centre, "no key requested");
    FX_CHECK(a->req.key_event.keysym.sym == SDLK_1 + HD_RECT, "the next kind's key is %d",
             (int)a->req.key_event.keysym.sym);
    FX_CHECK(a->scene.base.s.kind == HD_CIRCLE, "the toolbar changed the base itself");
    /* what the loop does with the request: the key table */
    FX_CHECK(hd_keys_dispatch(a, &a->req.key_event), "the requested key not taken");
    FX_CHECK(a->scene.base.s.kind == HD_RECT, "the key did not set the rect");
    a->req.key = false;
    FX_CHECK(find("Base: rect", &b), "the button does not follow the base");
    FX_CHECK(click(&b, SDL_BUTTON_RIGHT), "the right click not taken");
    FX_CHECK(a->req.key && a->req.key_event.keysym.sym == SDLK_1 + HD_CIRCLE, "right-click: key %d",
             (int)a->req.key_event.keysym.sym);
    a->req.key = false;
    FX_CHECK(find("Cursor", &b), "no Cursor button");
    click(&b, SDL_BUTTON_RIGHT);
    FX_CHECK(a->req.key && a->req.key_event.keysym.sym == SDLK_TAB && (a->req.key_event.keysym.mod & KMOD_SHIFT),
             "Cursor's right-click is not Shift+Tab");
    a->req.key = false;
    FX_CHECK(find("+", &b), "no + button");
    click(&b, SDL_BUTTON_LEFT);
    FX_CHECK(a->req.key && a->req.key_centre && a->req.key_event.keysym.sym == SDLK_EQUALS,
             "+ does not zoom about the centre");
    a->req.key = false;
    FX_CHECK(find("D", &b) && !b.on, "D on before the key");
    click(&b, SDL_BUTTON_LEFT);
    FX_CHECK(a->req.key && a->req.key_event.keysym.sym == SDLK_d, "D's key is %d", (int)a->req.key_event.keysym.sym);
    hd_keys_dispatch(a, &a->req.key_event);
    FX_CHECK(find("D", &b) && b.on, "D does not show its state");
    a->req.key = false;
    /* a press off the buttons is not the toolbar's */
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 500, 400, 1);
    FX_CHECK(!hd_toolbar_event(a, &d) && !a->req.key, "a press under the bar taken");
    fx_close(&F);
}

static void hover_shows_the_hint(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    bool hint;
    hd_pxbox plain = hd_toolbar_box_plain(&g, a, &hint);
    hd_pxbox box = hd_toolbar_box(&g, a);
    FX_CHECK(!hint && plain.y1 > 0 && box.y1 == plain.y1, "a hint before hovering: %g vs %g", box.y1, plain.y1);
    button b;
    FX_CHECK(find("Help", &b), "no Help button");
    SDL_Event m = fx_motion((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, 0);
    FX_CHECK(hd_toolbar_event(a, &m), "motion over a button does not hold the cursor");
    hd_toolbar_box_plain(&g, a, &hint);
    box = hd_toolbar_box(&g, a);
    FX_CHECK(hint && box.y1 > plain.y1, "no hint line: %g vs %g", box.y1, plain.y1);
    /* the hint is drawn under the row: more of the window painted */
    hd_gfx_text_frame();
    fx_fill(&F, 0x123456);
    hd_toolbar_draw(&g, a);
    bool below = false;
    for (int x = 0; x < F.surf->w && !below; x++) below = fx_pixel(&F, x, (int)plain.y1 + 4) != 0x123456;
    FX_CHECK(below, "no hint drawn under the row");
    bool under = false;
    for (int x = 0; x < F.surf->w && !under; x++) under = fx_pixel(&F, x, (int)box.y1 + 4) != 0x123456;
    FX_CHECK(!under, "drawn below the box");
    m = fx_motion(500, 400, 0);
    FX_CHECK(!hd_toolbar_event(a, &m), "motion under the bar taken");
    hd_toolbar_box_plain(&g, a, &hint);
    FX_CHECK(!hint, "the hint stays after the pointer left the buttons");
    fx_close(&F);
}

static void t_hides_and_the_help_takes_clicks(void)
{
    if (!open_ctx()) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    button b;
    FX_CHECK(find("Help", &b), "no Help button");
    SDL_KeyboardEvent f1 = fx_key(SDLK_F1, 0);
    hd_keys_dispatch(a, &f1);
    FX_CHECK(a->show.help, "F1 did not open the help");
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 500, 400, 1);
    FX_CHECK(!hd_toolbar_event(a, &d), "the toolbar took a click on the help");
    FX_CHECK(hd_help_event(a, &d), "a click on the help not taken");
    FX_CHECK(!a->show.help && !a->req.key, "a click did not close the one-page help");
    SDL_KeyboardEvent t = fx_key(SDLK_t, 0);
    FX_CHECK(hd_keys_dispatch(a, &t), "T not taken");
    FX_CHECK(!a->show.toolbar, "T did not hide the bar");
    hd_pxbox box = hd_toolbar_box(&g, a);
    FX_CHECK(box.y1 == 0 && box.x1 == 0, "a hidden bar has a box");
    char rep[64];
    hd_toolbar_report(a, rep, sizeof rep);
    FX_CHECK(!strcmp(rep, "toolbar: hidden\n"), "report '%s'", rep);
    d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, 1);
    FX_CHECK(!hd_toolbar_event(a, &d) && !a->req.key, "a hidden button clicked");
    fx_fill(&F, 0x123456);
    hd_toolbar_draw(&g, a);
    FX_CHECK(fx_changed(&F, 0x123456) == 0, "a hidden bar drew");
    hd_keys_dispatch(a, &t);
    FX_CHECK(a->show.toolbar && hd_toolbar_box(&g, a).y1 > 0, "T did not bring it back");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(a_click_requests_the_buttons_key);
    FX_RUN(hover_shows_the_hint);
    FX_RUN(t_hides_and_the_help_takes_clicks);
    return fx_failures ? 1 : 0;
}
