/*
 * test_feature_help: help.c with the context alone: hd_help_next opens the
 * help at page 1, turns its pages and closes it after the last; a large
 * window takes one page, a small one at UI scale 4 several; hd_help_draw
 * paints the window, each page differently.
 */
#include <stdlib.h>
#include <string.h>

#include "feature_ctx.h"
#include "help.h"

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
    hd_help_next(a);
    FX_CHECK(a->show.help && a->show.help_page == 0, "not open at page 1");
    Uint32 *p;
    long n = draw_page(&p);
    free(p);
    FX_CHECK(n > 20000, "the help drew %ld pixels", n);
    hd_help_next(a);
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
    hd_help_next(a);
    Uint32 *first;
    long n0 = draw_page(&first);
    FX_CHECK(n0 > 1000, "page 1 drew %ld pixels", n0);
    for (int i = 1; i < pages; i++) {
        hd_help_next(a);
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
    hd_help_next(a);
    FX_CHECK(!a->show.help && a->show.help_page == 0, "after the last page: open %d page %d", a->show.help,
             a->show.help_page);
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(one_page_opens_and_closes);
    FX_RUN(pages_turn_then_close);
    return fx_failures ? 1 : 0;
}
