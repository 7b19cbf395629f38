/* test_glyphs.c: Chinese text through gfx_text.c (SDL2_ttf, the software
 * renderer, headless): 3,000 distinct CJK characters each render as
 * themselves, not as the '?' of a missing glyph (the old cache of 128
 * glyphs an atlas turned all but about 33 of them into '?'); a glyph given
 * up by the cache renders the same when it comes back; a mixed line
 * (圆 circle:0,0,5) has one baseline; without the CJK font the glyphs are
 * counted as missing. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <SDL.h>
#include <stdlib.h>

#include "check.h"
#include "gfx.h"
#include "gfx_text.h"
#include "view.h"

enum { W = 64, H = 48 };

static SDL_Surface *g_surf;
static SDL_Renderer *g_r;
static hd_view g_v;
static hd_gfx g_g;

static int utf8(Uint32 c, char *b)
{
    if (c < 0x80) {
        b[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        b[0] = (char)(0xC0 | c >> 6);
        b[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    b[0] = (char)(0xE0 | c >> 12);
    b[1] = (char)(0x80 | (c >> 6 & 0x3F));
    b[2] = (char)(0x80 | (c & 0x3F));
    return 3;
}

/* s drawn alone at (4, 4), white on black: the pixels of the W x H corner. */
static void draw_alone(const char *s, Uint32 *px)
{
    hd_gfx_text_frame();
    SDL_SetRenderDrawColor(g_r, 0, 0, 0, 255);
    SDL_RenderClear(g_r);
    hd_gfx_text(&g_g, HD_FACE_SANS, 18, 4, 4, s, (hd_rgba){255, 255, 255, 255});
    SDL_Rect r = {0, 0, W, H};
    SDL_RenderReadPixels(g_r, &r, SDL_PIXELFORMAT_ARGB8888, px, W * 4);
}

static long ink(const Uint32 *px)
{
    long n = 0;
    for (int i = 0; i < W * H; i++) n += (px[i] & 0xFF) > 96;
    return n;
}

static void three_thousand(void)
{
    static Uint32 q[W * H], first[W * H], px[W * H];
    draw_alone("?", q);
    CHECK(ink(q) > 10);
    long missing0 = hd_gfx_text_missing();
    int as_q = 0, blank = 0;
    for (int i = 0; i < 3000; i++) {
        char s[8];
        s[utf8(0x4E00 + (Uint32)i, s)] = '\0';
        draw_alone(s, px);
        if (!memcmp(px, q, sizeof q)) as_q++;
        if (ink(px) == 0 && i != 0) blank++; /* U+4E00 一 is a thin stroke; the others have ink */
        if (i == 0) memcpy(first, px, sizeof first);
    }
    printf("3000 CJK characters: %d drawn as '?', %d blank, %ld missing, %ld glyphs evicted\n", as_q, blank,
           hd_gfx_text_missing() - missing0, hd_gfx_text_evicted());
    CHECK(as_q == 0);
    CHECK(blank == 0);
    CHECK(hd_gfx_text_missing() == missing0);
    CHECK(hd_gfx_text_evicted() > 0); /* the cache went round: more characters than cells */
    /* the first one, given up long ago, comes back the same */
    draw_alone("\xE4\xB8\x80", px);
    CHECK(!memcmp(px, first, sizeof px));
    /* a line of many distinct characters at once, more than a cell texture
     * holds at this size: each still drawn */
    char line[3 * 1200 + 1];
    int n = 0;
    for (int i = 0; i < 1200; i++) n += utf8(0x5000 + (Uint32)i, line + n);
    line[n] = '\0';
    long m1 = hd_gfx_text_missing();
    hd_gfx_text_frame();
    hd_gfx_text(&g_g, HD_FACE_SANS, 18, 0, 60, line, (hd_rgba){255, 255, 255, 255});
    CHECK(hd_gfx_text_missing() == m1);
}

/* The ink rows of the columns [x0, x1) of the surface: top and bottom. */
static void ink_rows(int x0, int x1, int *top, int *bottom)
{
    static Uint32 px[800 * 80];
    SDL_Rect r = {0, 0, 800, 80};
    SDL_RenderReadPixels(g_r, &r, SDL_PIXELFORMAT_ARGB8888, px, 800 * 4);
    *top = 80;
    *bottom = -1;
    for (int y = 0; y < 80; y++)
        for (int x = x0; x < x1; x++)
            if ((px[y * 800 + x] & 0xFF) > 96) {
                if (y < *top) *top = y;
                if (y > *bottom) *bottom = y;
            }
}

static void mixed_line(void)
{
    const char *s = "\xE5\x9C\x86 circle:0,0,5"; /* 圆 circle:0,0,5 */
    hd_gfx_text_frame();
    SDL_SetRenderDrawColor(g_r, 0, 0, 0, 255);
    SDL_RenderClear(g_r);
    long m = hd_gfx_text_missing();
    int w = hd_gfx_text(&g_g, HD_FACE_SANS, 24, 10, 10, s, (hd_rgba){255, 255, 255, 255});
    CHECK(hd_gfx_text_missing() == m);
    int wc = hd_gfx_text_w(&g_g, HD_FACE_SANS, 24, "\xE5\x9C\x86");
    int wsp = hd_gfx_text_w(&g_g, HD_FACE_SANS, 24, "\xE5\x9C\x86 ");
    int wcirc = hd_gfx_text_w(&g_g, HD_FACE_SANS, 24, "\xE5\x9C\x86 c");
    CHECK(w == wc + hd_gfx_text_w(&g_g, HD_FACE_SANS, 24, " circle:0,0,5")); /* one line, the widths add */
    int t1, b1, t2, b2;
    ink_rows(10, 10 + wc, &t1, &b1);           /* 圆 */
    ink_rows(10 + wsp, 10 + wcirc, &t2, &b2);  /* c: no descender, it sits on the baseline */
    printf("mixed line: width %d; 圆 ink rows %d..%d, c %d..%d\n", w, t1, b1, t2, b2);
    CHECK(b1 >= 0 && b2 >= 0);
    CHECK(abs(b1 - b2) <= 3);  /* the same baseline (a CJK glyph goes a little below it) */
    CHECK(t1 < t2);            /* the character is taller than an x-height letter */
    CHECK(t1 >= 10 - 2 && b1 <= 10 + hd_gfx_line_h(&g_g, HD_FACE_SANS, 24)); /* within the line */
}

/* The window's wrapping: Chinese at pixel widths, never a line starting
 * with ，. */
static void wrapped(void)
{
    const char *s = "分离轴定理：两个凸形状不相交，当且仅当存在一条分离轴。圆 circle:0,0,5 也一样。";
    hd_lb_line lines[16];
    int n = hd_gfx_text_wrap(&g_g, HD_FACE_SANS, 16, s, 120, lines, 16);
    CHECK(n >= 4 && n <= 16);
    for (int i = 0; i < n && i < 16; i++) {
        char b[256];
        snprintf(b, sizeof b, "%.*s", (int)lines[i].len, s + lines[i].start);
        printf("  %s\n", b);
        CHECK(hd_gfx_text_w(&g_g, HD_FACE_SANS, 16, b) <= 120);
        CHECK(strncmp(b, "\xEF\xBC\x8C", 3) && strncmp(b, "\xE3\x80\x82", 3) && strncmp(b, "\xEF\xBC\x9A", 3));
    }
}

int main(void)
{
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    g_surf = SDL_CreateRGBSurfaceWithFormat(0, 800, 120, 32, SDL_PIXELFORMAT_ARGB8888);
    g_r = g_surf ? SDL_CreateSoftwareRenderer(g_surf) : NULL;
    if (!g_r) {
        printf("no software renderer: %s\n", SDL_GetError());
        return 1;
    }
    g_v = hd_view_make(800, 120, 800, 120, 1);
    g_g = (hd_gfx){g_r, &g_v, 1, false, 0};
    char err[1400];
    const char *only = getenv("TEST_NO_CJK");
    if (only) setenv("HD_CJK_FONT", "", 1);
    if (!hd_gfx_text_init(HD_FONT_DIR, err, sizeof err)) {
        printf("hd_gfx_text_init: %s\n", err);
        return 1;
    }
    if (only) {
        /* no CJK font (English UI): Chinese characters are '?', counted */
        static Uint32 q[W * H], px[W * H];
        draw_alone("?", q);
        long m = hd_gfx_text_missing();
        draw_alone("\xE5\x9C\x86", px);
        CHECK(!memcmp(px, q, sizeof q));
        CHECK(hd_gfx_text_missing() == m + 1);
        printf("%s without the CJK font\n", check_failures ? "FAIL" : "ok  ");
    } else {
        RUN(three_thousand);
        RUN(mixed_line);
        RUN(wrapped);
    }
    hd_gfx_text_shutdown();
    SDL_DestroyRenderer(g_r);
    SDL_FreeSurface(g_surf);
    SDL_Quit();
    return check_failures ? 1 : 0;
}
