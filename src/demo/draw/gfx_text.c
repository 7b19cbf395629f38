/*
 * gfx_text.c: text through SDL2_ttf (the only file that includes it), in
 * Debian's DejaVu fonts: DejaVu Sans for prose, DejaVu Sans Bold for
 * headings, DejaVu Sans Mono for numbers, specs and tables. Anti-aliased
 * (blended glyphs) and drawn at device pixels: a size is UI points times
 * hd_gfx_pt (pixel ratio x UI scale), so text is as sharp at pixel ratio 2
 * as at 1 and grows with --ui-scale.
 *
 * Each face is opened once and set to a size when an atlas is made: an
 * atlas is one texture holding a face's glyphs at one pixel size, rendered
 * white when it is made (printable ASCII at once, others as they come),
 * with their advances, the kerning of the ASCII pairs met and the line
 * height. A line is then one copy a glyph, tinted by the texture's colour
 * mod. The atlases stay within a budget of pixels (the
 * least recently used go first, never one the current frame uses), since a
 * session that changes its pixel ratio and UI scale meets many sizes.
 */
#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "gfx.h"
#include "palette.h"
#include "svg.h"

static const char *const face_file[HD_FACE_COUNT] = {
    [HD_FACE_SANS] = "DejaVuSans.ttf",
    [HD_FACE_BOLD] = "DejaVuSans-Bold.ttf",
    [HD_FACE_MONO] = "DejaVuSansMono.ttf",
};

static TTF_Font *g_face[HD_FACE_COUNT];
static int g_face_px[HD_FACE_COUNT];

bool hd_gfx_text_init(const char *dir, char *err, size_t errlen)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, errlen, "cannot start SDL2_ttf: %s", TTF_GetError());
        return false;
    }
    /* every face opened now: a missing file is an error at start-up,
     * never a blank HUD later */
    for (int i = 0; i < HD_FACE_COUNT; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", dir, face_file[i]);
        g_face[i] = TTF_OpenFont(path, 15);
        if (!g_face[i]) {
            snprintf(err, errlen,
                     "cannot open the font %s: %s (install Debian's fonts-dejavu-core, or give --font-dir DIR)",
                     path, TTF_GetError());
            hd_gfx_text_shutdown();
            return false;
        }
        TTF_SetFontHinting(g_face[i], TTF_HINTING_LIGHT);
        g_face_px[i] = 15;
    }
    return true;
}

/* The face set to px pixels (NULL before hd_gfx_text_init). */
static TTF_Font *face_at(hd_face face, int px)
{
    TTF_Font *f = g_face[face];
    if (f && g_face_px[face] != px && TTF_SetFontSize(f, px) == 0) g_face_px[face] = px;
    return f;
}

double hd_gfx_pt(const hd_gfx *g)
{
    double ui = g->ui > 0 ? g->ui : 1;
    return (g->v->ratio_x + g->v->ratio_y) / 2 * ui;
}

int hd_gfx_font_px(const hd_gfx *g, double size_pt)
{
    int px = (int)(size_pt * hd_gfx_pt(g) + 0.5);
    return px < 4 ? 4 : px > 400 ? 400 : px;
}

/* ---- glyph atlases -------------------------------------------------------------- */
enum { ATLASES = 12, ATLAS_GLYPHS = 128, ATLAS_W = 512, ATLAS_BUDGET_PX = 256 * 1024, ASCII = 95, KERN_UNKNOWN = -128 };

typedef struct glyph {
    Uint32 cp;
    int x, y, w, h, advance;
} glyph;

typedef struct atlas {
    SDL_Renderer *r;
    SDL_Texture *tex;
    hd_face face;
    int px;
    int line_h;        /* the font's line skip */
    int ascent;        /* the baseline, pixels below a line's top */
    int row_h, rows;   /* shelves of row_h pixels */
    int pen_x, pen_y;  /* where the next glyph goes */
    int n;
    glyph g[ATLAS_GLYPHS];
    signed char kern[ASCII][ASCII]; /* the kerning of ASCII pairs, pixels (KERN_UNKNOWN until asked) */
    unsigned used;
    unsigned frame; /* the frame it was last used in */
} atlas;

static atlas g_atlas[ATLASES];
static unsigned g_atlas_clock, g_frame;

void hd_gfx_text_frame(void)
{
    g_frame++;
}

static void atlas_free(atlas *a)
{
    if (a->tex) SDL_DestroyTexture(a->tex);
    memset(a, 0, sizeof *a);
}

static long atlas_px(const atlas *a)
{
    return a->tex ? (long)ATLAS_W * a->rows * a->row_h : 0;
}

/* The index of code point cp in a's texture, rendered now if new; -1 if
 * it cannot be (the atlas is full, or the face has no such glyph). ASCII
 * is at index cp - 32. */
static int glyph_of(atlas *a, Uint32 cp)
{
    if (cp >= 32 && cp < 127 && (int)(cp - 32) < a->n && a->g[cp - 32].cp == cp) return (int)(cp - 32);
    for (int i = ASCII; i < a->n; i++)
        if (a->g[i].cp == cp) return i;
    if (a->n == ATLAS_GLYPHS) return -1;
    TTF_Font *f = face_at(a->face, a->px);
    int minx, maxx, miny, maxy, adv;
    if (!f || TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) return -1;
    glyph *gl = &a->g[a->n];
    *gl = (glyph){cp, 0, 0, 0, 0, adv};
    if (cp != ' ') {
        SDL_Surface *s = TTF_RenderGlyph32_Blended(f, cp, (SDL_Color){HD_COL_GLYPH});
        SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
        if (c && c->w <= ATLAS_W) {
            if (a->pen_x + c->w > ATLAS_W) { /* the next shelf */
                a->pen_x = 0;
                a->pen_y += a->row_h;
            }
            if (a->pen_y + a->row_h <= a->rows * a->row_h) {
                gl->x = a->pen_x;
                gl->y = a->pen_y;
                gl->w = c->w;
                gl->h = c->h < a->row_h ? c->h : a->row_h;
                SDL_Rect cell = {gl->x, gl->y, gl->w, gl->h};
                SDL_UpdateTexture(a->tex, &cell, c->pixels, c->pitch);
                a->pen_x += c->w + 1;
            }
        }
        SDL_FreeSurface(c);
        SDL_FreeSurface(s);
    }
    return a->n++;
}

/* Printable ASCII, when the atlas is made: its memory is all there from
 * the first line on (a few more glyphs may join later). A monospaced face
 * has no kerning; the others' is looked up a pair at a time, as met. */
static void atlas_fill_ascii(atlas *a)
{
    for (Uint32 cp = 32; cp < 127; cp++) glyph_of(a, cp);
    memset(a->kern, a->face == HD_FACE_MONO ? 0 : KERN_UNKNOWN, sizeof a->kern);
}

/* The kerning of the ASCII pair (p, c), in pixels. */
static int kerning(atlas *a, Uint32 p, Uint32 c)
{
    signed char *k = &a->kern[p - 32][c - 32];
    if (*k == KERN_UNKNOWN) {
        TTF_Font *f = face_at(a->face, a->px);
        int v = f ? TTF_GetFontKerningSizeGlyphs32(f, p, c) : 0;
        *k = (signed char)(v < -100 ? -100 : v > 100 ? 100 : v);
    }
    return *k;
}

/* The atlas of a face at a pixel size, made if new. */
static atlas *atlas_for(const hd_gfx *g, hd_face face, int px)
{
    long total = 0;
    for (int i = 0; i < ATLASES; i++) {
        atlas *a = &g_atlas[i];
        if (a->tex && a->r == g->r && a->face == face && a->px == px) {
            a->used = ++g_atlas_clock;
            a->frame = g_frame;
            return a;
        }
        total += atlas_px(a);
    }
    TTF_Font *f = face_at(face, px);
    if (!f) return NULL;
    /* its slot: an empty one, else the least recently used that this frame does not use */
    atlas *victim = NULL;
    for (int i = 0; i < ATLASES && !(victim && !victim->tex); i++) {
        atlas *a = &g_atlas[i];
        if (!a->tex || (a->frame != g_frame && (!victim || a->used < victim->used))) victim = a;
    }
    if (!victim) victim = &g_atlas[0];
    total -= atlas_px(victim);
    atlas_free(victim);
    int row_h = TTF_FontHeight(f) + 1;
    /* shelves for 128 glyphs of up to 0.7 em on average, and a spare one */
    int rows = (ATLAS_GLYPHS * (px * 7 / 10 + 2)) / ATLAS_W + 2;
    long need = (long)ATLAS_W * rows * row_h;
    while (total + need > ATLAS_BUDGET_PX) { /* make room: the oldest first */
        atlas *old = NULL;
        for (int i = 0; i < ATLASES; i++)
            if (g_atlas[i].tex && g_atlas[i].frame != g_frame && (!old || g_atlas[i].used < old->used))
                old = &g_atlas[i];
        if (!old) break;
        total -= atlas_px(old);
        atlas_free(old);
    }
    victim->tex = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, ATLAS_W, rows * row_h);
    if (!victim->tex) return NULL;
    SDL_SetTextureBlendMode(victim->tex, SDL_BLENDMODE_BLEND);
    victim->r = g->r;
    victim->face = face;
    victim->px = px;
    victim->line_h = TTF_FontLineSkip(f);
    victim->ascent = TTF_FontAscent(f);
    victim->row_h = row_h;
    victim->rows = rows;
    victim->used = ++g_atlas_clock;
    victim->frame = g_frame;
    atlas_fill_ascii(victim);
    return victim;
}

/* The next code point of UTF-8 text at *p (a bad byte reads as '?'). */
static Uint32 next_cp(const char **p)
{
    const unsigned char *s = (const unsigned char *)*p;
    Uint32 c = s[0];
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (n < 0) {
        (*p)++;
        return '?';
    }
    if (n > 0) c &= 0x3Fu >> n;
    for (int i = 1; i <= n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *p += i;
            return '?';
        }
        c = c << 6 | (s[i] & 0x3F);
    }
    *p += n + 1;
    return c;
}

/* The width of s at px pixels as the font lays it out, unrounded (what an
 * SVG renderer does): measured at 1024 pixels and scaled; < 0 if it cannot
 * be. */
static double natural_w(hd_face face, int px, const char *s)
{
    TTF_Font *f = face_at(face, 1024);
    int w = 0, h = 0;
    if (!f || g_face_px[face] != 1024 || TTF_SizeUTF8(f, s, &w, &h) != 0) return -1;
    return w * (double)px / 1024.0;
}

/* Walks s glyph by glyph, drawing each at pen position (x, y) when draw is
 * set; returns the width. */
static int run_line(const hd_gfx *g, hd_face face, double size_pt, int x, int y, const char *s, hd_rgba c, bool draw)
{
    atlas *a = atlas_for(g, face, hd_gfx_font_px(g, size_pt));
    if (!a) return 0;
    /* the figure: the line as one string of text from where the raster
     * starts it (the renderer's own advances differ from these rounded ones
     * by a fraction of a pixel a glyph) */
    bool svg = draw && hd_svg_on;
    if (draw) {
        SDL_SetTextureColorMod(a->tex, c.r, c.g, c.b);
        SDL_SetTextureAlphaMod(a->tex, c.a);
    }
    int pen = 0, chars = 0;
    Uint32 prev = 0;
    for (const char *p = s; *p;) {
        Uint32 cp = next_cp(&p);
        int i = glyph_of(a, cp);
        if (i < 0) i = glyph_of(a, '?');
        if (i < 0) continue;
        if (prev >= 32 && prev < 127 && cp >= 32 && cp < 127) pen += kerning(a, prev, cp);
        const glyph *gl = &a->g[i];
        if (draw && gl->w > 0) {
            SDL_Rect src = {gl->x, gl->y, gl->w, gl->h};
            SDL_Rect dst = {x + pen, y, gl->w, gl->h};
            SDL_RenderCopy(g->r, a->tex, &src, &dst);
        }
        pen += gl->advance;
        prev = cp;
        chars++;
    }
    if (svg && chars) {
        /* one <text> for the line, from where the raster starts it; its
         * letter-spacing spreads the difference between the raster's
         * rounded advances and the font's own (what a renderer lays out)
         * over the characters, so the line ends where the raster's does */
        double natural = natural_w(face, a->px, s);
        hd_svg_text_begin(face, a->px, c);
        if (natural > 0) hd_svg_text_spacing((pen - natural) / chars);
        hd_svg_text_at(x, y + a->ascent);
        for (const char *p = s; *p;) {
            int i = glyph_of(a, next_cp(&p));
            if (i < 0) i = glyph_of(a, '?');
            if (i >= 0) hd_svg_text_cp(a->g[i].cp); /* '?' where the face has no glyph, as drawn */
        }
        hd_svg_text_end();
    }
    return pen;
}

int hd_gfx_line_h(const hd_gfx *g, hd_face face, double size_pt)
{
    atlas *a = atlas_for(g, face, hd_gfx_font_px(g, size_pt));
    return a ? a->line_h : hd_gfx_font_px(g, size_pt);
}

int hd_gfx_mono_cols(const hd_gfx *g, double size_pt, int width_px)
{
    atlas *a = atlas_for(g, HD_FACE_MONO, hd_gfx_font_px(g, size_pt));
    int adv = a ? a->g['M' - 32].advance : 0;
    if (adv < 1) adv = hd_gfx_font_px(g, size_pt) * 6 / 10 + 1;
    return width_px / adv;
}

int hd_gfx_text_w(const hd_gfx *g, hd_face face, double size_pt, const char *s)
{
    return run_line(g, face, size_pt, 0, 0, s, HD_RGBA(HD_COL_NONE), false);
}

int hd_gfx_text(const hd_gfx *g, hd_face face, double size_pt, int x, int y, const char *s, hd_rgba c)
{
    if (!*s || x > 32000 || y > 32000 || x < -32000 || y < -32000) return 0;
    return run_line(g, face, size_pt, x, y, s, c, true);
}

void hd_gfx_text_shutdown(void)
{
    for (int i = 0; i < ATLASES; i++) atlas_free(&g_atlas[i]);
    for (int i = 0; i < HD_FACE_COUNT; i++) {
        if (g_face[i]) TTF_CloseFont(g_face[i]);
        g_face[i] = NULL;
    }
    if (TTF_WasInit()) TTF_Quit();
}
