/*
 * test_feature_help: help.c with the context alone: F1 opens the help at
 * page 1 and F1 again closes it on any page (at 640x400 under F5, where it
 * has two pages, too: the second F1 once turned the page); its pages turn
 * with PgDn / PgUp and its buttons; Esc and a click elsewhere close it; a
 * large window takes one page, a small one at UI scale 4 several;
 * hd_help_draw paints the window, each page differently.
 */
#include <stdlib.h>
#include <string.h>

#include "feature_ctx.h"
#include "help.h"
#include "keys.h"

static fx F;
static const char *OUT;

static bool open_win(const char *win, const char *scale)
{
    const char *args[] = {"--window", win, "--ui-scale", scale, "--out-dir", OUT, NULL};
    return fx_open(&F, args);
}

/* The page drawn on white: how many pixels changed, and a copy of them. */
static long draw_page(Uint32 **copy)
{
    hd_gfx g = hd_ctx_gfx(&F.a);
    hd_gfx_text_frame();
    fx_fill(&F, 0xffffff);
    hd_help_draw(&F.a, &g);
    size_t n = (size_t)F.surf->h * (size_t)F.surf->pitch;
    *copy = malloc(n);
    if (*copy) memcpy(*copy, F.surf->pixels, n);
    return fx_changed(&F, 0xffffff);
}

static void one_page_opens_and_closes(void)
{
    if (!open_win("1600,1000", "1")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    FX_CHECK(hd_help_pages(a, &g) == 1, "%d pages in 1600x1000", hd_help_pages(a, &g));
    FX_CHECK(!a->show.help, "open at start");
    hd_help_toggle(a);
    FX_CHECK(a->show.help && a->show.help_page == 0, "not open at page 1");
    Uint32 *p;
    long n = draw_page(&p);
    free(p);
    FX_CHECK(n > 20000, "the help drew %ld pixels", n);
    hd_help_toggle(a);
    FX_CHECK(!a->show.help && a->show.help_page == 0, "the one page did not close");
    fx_close(&F);
}

static void pages_turn_then_close(void)
{
    if (!open_win("400,300", "4")) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    int pages = hd_help_pages(a, &g);
    FX_CHECK(pages > 1 && pages < 40, "%d pages in 400x300 at scale 4", pages);
    hd_help_toggle(a);
    Uint32 *first;
    long n0 = draw_page(&first);
    FX_CHECK(n0 > 1000, "page 1 drew %ld pixels", n0);
    for (int i = 1; i < pages; i++) {
        SDL_Event pgdn = fx_keydown(SDLK_PAGEDOWN, 0);
        FX_CHECK(hd_help_event(a, &pgdn), "PgDn not taken by the open help");
        FX_CHECK(a->show.help && a->show.help_page == i, "page %d of %d: open %d page %d", i + 1, pages, a->show.help,
                 a->show.help_page);
    }
    Uint32 *last;
    long n1 = draw_page(&last);
    FX_CHECK(n1 > 1000, "the last page drew %ld pixels", n1);
    FX_CHECK(first && last && memcmp(first, last, (size_t)F.surf->h * (size_t)F.surf->pitch) != 0,
             "the first and the last page look the same");
    free(first);
    free(last);
    SDL_Event pgdn = fx_keydown(SDLK_PAGEDOWN, 0), pgup = fx_keydown(SDLK_PAGEUP, 0);
    hd_help_event(a, &pgdn);
    FX_CHECK(a->show.help && a->show.help_page == pages - 1, "PgDn past the last page: open %d page %d", a->show.help,
             a->show.help_page);
    hd_help_event(a, &pgup);
    FX_CHECK(a->show.help && a->show.help_page == pages - 2, "PgUp: page %d", a->show.help_page);
    SDL_Event esc = fx_keydown(SDLK_ESCAPE, 0);
    FX_CHECK(hd_help_event(a, &esc) && !a->show.help, "Esc did not close the help");
    fx_close(&F);
}

/* At 640x400 under F5 the help has two pages: F1 opens it and F1 again
 * closes it (it once turned the page, and the next key landed under the
 * help); the page buttons turn the pages, a click elsewhere closes it. */
static void f1_toggles_at_640x400(void)
{
    const char *args[] = {"--window", "640,400", "--present", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    int pages = hd_help_pages(a, &g);
    FX_CHECK(pages >= 2, "%d pages at 640x400 under F5", pages);
    SDL_KeyboardEvent f1 = fx_key(SDLK_F1, 0);
    FX_CHECK(hd_keys_dispatch(a, &f1) && a->show.help && a->show.help_page == 0, "F1 did not open the help");
    FX_CHECK(hd_keys_dispatch(a, &f1) && !a->show.help, "the second F1 did not close the help (page %d)",
             a->show.help_page + 1);
    hd_keys_dispatch(a, &f1);
    /* page ▶ at the bottom right: found by clicking along the bottom row */
    int y = (int)(a->view.win_h - 12 - 20), turned = -1;
    for (int x = a->view.win_w - 10; x > a->view.win_w / 3 && turned < 0; x -= 8) {
        SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x, y, 1);
        hd_help_event(a, &d);
        if (!a->show.help) {
            hd_keys_dispatch(a, &f1); /* the close button: open again, go on left */
            continue;
        }
        if (a->show.help_page == 1) turned = x;
    }
    FX_CHECK(turned > 0, "no page button turned the page");
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, 100, 100, 1);
    FX_CHECK(hd_help_event(a, &d) && !a->show.help, "a click on the help's text did not close it");
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(one_page_opens_and_closes);
    FX_RUN(pages_turn_then_close);
    FX_RUN(f1_toggles_at_640x400);
    return fx_failures ? 1 : 0;
}
