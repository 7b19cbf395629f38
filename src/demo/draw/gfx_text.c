/*
 * gfx_text.c: text through SDL2_ttf (the only file that includes it), in
 * Debian's DejaVu fonts: DejaVu Sans for prose, DejaVu Sans Bold for
 * headings, DejaVu Sans Mono for numbers, specs and tables. Anti-aliased
 * (blended glyphs) and drawn at device pixels: a size is UI points times
 * hd_gfx_pt (pixel ratio x UI scale), so text is as sharp at pixel ratio 2
 * as at 1 and grows with --ui-scale.
 *
 * Chinese glyphs, and any other a DejaVu face lacks, come glyph by glyph
 * from the CJK font (WenQuanYi Micro Hei, docs/lang.md) on DejaVu's
 * baseline; a Chinese interface without it is a start-up error.
 *
 * Each face is opened once and set to a size when an atlas is made: an
 * atlas is one texture holding a face's glyphs at one pixel size, rendered
 * white when it is made (printable ASCII at once), with their advances,
 * the kerning of the ASCII pairs met and the line height, and a second one
 * of cells for the other glyphs, rendered as they come (see "glyph
 * atlases" below). A line is then one copy a glyph, tinted by the
 * texture's colour mod. The atlases stay within a budget of pixels (the
 * least recently used go first, never one the current frame uses), since a
 * session that changes its pixel ratio and UI scale meets many sizes.
 */
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "gfx_text.h"
#include "i18n.h"
#include "lang.h"
#include "palette.h"
#include "svg.h"

#ifndef HD_CJK_FONT /* CMake sets it (src/demo/CMakeLists.txt) */
#define HD_CJK_FONT "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
#endif

static const char *const face_file[HD_FACE_COUNT] = {
    [HD_FACE_SANS] = "DejaVuSans.ttf",
    [HD_FACE_BOLD] = "DejaVuSans-Bold.ttf",
    [HD_FACE_MONO] = "DejaVuSansMono.ttf",
};

static TTF_Font *g_face[HD_FACE_COUNT];
static int g_face_px[HD_FACE_COUNT];
/* The CJK font, one object a face (its Mono face for mono, synthetic bold
 * for bold); NULL where there is none. */
static TTF_Font *g_cjk[HD_FACE_COUNT];
static int g_cjk_px[HD_FACE_COUNT];
static char g_cjk_path[1200];

/* The CJK font's file: $HD_CJK_FONT if set (empty: none), else
 * DIR/wqy-microhei.ttc if there, else the configured one (HD_CJK_FONT). */
static const char *cjk_path(const char *dir)
{
    const char *env = getenv("HD_CJK_FONT");
    if (env) return env;
    snprintf(g_cjk_path, sizeof g_cjk_path, "%s/wqy-microhei.ttc", dir);
    FILE *f = fopen(g_cjk_path, "rb");
    if (f) {
        fclose(f);
        return g_cjk_path;
    }
    return HD_CJK_FONT;
}

static void cjk_open(const char *path)
{
    if (!*path) return;
    for (int i = 0; i < HD_FACE_COUNT; i++) {
        /* WenQuanYi Micro Hei's second face is its monospaced one */
        g_cjk[i] = TTF_OpenFontIndex(path, 15, i == HD_FACE_MONO ? 1 : 0);
        if (!g_cjk[i] && i == HD_FACE_MONO) g_cjk[i] = TTF_OpenFontIndex(path, 15, 0);
        if (!g_cjk[i]) continue;
        TTF_SetFontHinting(g_cjk[i], TTF_HINTING_LIGHT);
        if (i == HD_FACE_BOLD) TTF_SetFontStyle(g_cjk[i], TTF_STYLE_BOLD);
        g_cjk_px[i] = 15;
    }
}

bool hd_gfx_text_init(const char *dir, char *err, size_t errlen)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        snprintf(err, errlen, _("cannot start SDL2_ttf: %s"), TTF_GetError());
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
                     _("cannot open the font %s: %s (install Debian's fonts-dejavu-core, or give --font-dir DIR)"),
                     path, TTF_GetError());
            hd_gfx_text_shutdown();
            return false;
        }
        TTF_SetFontHinting(g_face[i], TTF_HINTING_LIGHT);
        g_face_px[i] = 15;
    }
    /* Chinese glyphs: wanted in any language (a scene or a name may have
     * them), needed for a Chinese interface, which never shows empty boxes */
    const char *cjk = cjk_path(dir);
    cjk_open(cjk);
    if (hd_lang_current() == HD_LANG_ZH_CN && !g_cjk[HD_FACE_SANS]) {
        snprintf(err, errlen,
                 _("the Chinese interface needs a CJK font: cannot open '%s' (install Debian's fonts-wqy-microhei, "
                   "or set HD_CJK_FONT to a font file with Chinese glyphs)"),
                 cjk);
        hd_gfx_text_shutdown();
        return false;
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

/* The CJK font for face, set to px pixels; NULL if there is none. */
static TTF_Font *cjk_at(hd_face face, int px)
{
    TTF_Font *f = g_cjk[face];
    if (f && g_cjk_px[face] != px && TTF_SetFontSize(f, px) == 0) g_cjk_px[face] = px;
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
/* An atlas holds printable ASCII on shelves of its main texture, made with
 * it, and every other glyph met (accents, « », Chinese) in cells: a grid
 * of same-sized cells on pages, the first a row of cells under the shelves
 * (enough for the accents and arrows of English and French), the others
 * textures of about 64 cells each, a page made when the last one is full,
 * up to the atlas's cell budget; then the
 * least recently used cell is given up for a new glyph (so any text
 * renders, however many distinct characters it has; a frame with more of
 * them than cells draws right, only slower: SDL flushes the copies queued
 * before a cell is overwritten). Memory follows the text: the toolbar's
 * few arrows take one small page, a Chinese lesson several. A glyph the
 * face lacks comes from the CJK font, moved to the face's baseline. */
enum {
    ATLASES = 12,
    ATLAS_W = 512,
    ATLAS_BUDGET_PX = 256 * 1024, /* all atlases' textures when one is made, pixels (1 MiB) */
    CELL_BUDGET_PX = 512 * 1024,       /* one atlas's cells, pixels */
    CELLS_MIN = 64,
    CELLS_MAX = 1024,
    PAGE_CELLS = 64, /* about: whole rows of cells */
    PAGES_MAX = CELLS_MAX / 8 + 1,
    CELL_HASH = 512,
    ASCII = 95,
    KERN_UNKNOWN = -128
};

typedef struct glyph {
    Uint32 cp;
    SDL_Texture *tex; /* the texture it is in */
    int x, y, w, h, advance;
    int dy; /* where its cell's top goes, pixels below the line's top */
} glyph;

typedef struct cell {
    glyph g;
    unsigned used; /* the clock when last drawn */
    int next;      /* the next cell of its hash chain, -1 at the end */
} cell;

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
    glyph g[ASCII];
    signed char kern[ASCII][ASCII]; /* the kerning of ASCII pairs, pixels (KERN_UNKNOWN until asked) */
    /* the cells: made at the first glyph past ASCII */
    SDL_Texture *page[PAGES_MAX]; /* page 0 is tex, from y page0_y, one row */
    int page0_y;
    int npages, page_rows, page_cells; /* pages made; past page 0 each page_rows rows of cell_cols cells */
    int cell_w, cell_h, cell_cols, ncells, cells_used; /* ncells: the most it may have */
    cell *cells;
    int head[CELL_HASH]; /* hash chains, -1 empty */
    unsigned used;
    unsigned frame; /* the frame it was last used in */
} atlas;

static atlas g_atlas[ATLASES];
static unsigned g_atlas_clock, g_frame, g_glyph_clock;
static long g_missing, g_evicted;

void hd_gfx_text_frame(void)
{
    g_frame++;
}

bool hd_gfx_text_has_cjk(void)
{
    return g_cjk[HD_FACE_SANS] != NULL;
}

long hd_gfx_text_missing(void)
{
    return g_missing;
}

long hd_gfx_text_evicted(void)
{
    return g_evicted;
}

static void atlas_free(atlas *a)
{
    if (a->tex) SDL_DestroyTexture(a->tex);
    for (int i = 1; i < a->npages; i++) SDL_DestroyTexture(a->page[i]);
    free(a->cells);
    memset(a, 0, sizeof *a);
}

static long atlas_px(const atlas *a)
{
    long px = a->tex ? (long)ATLAS_W * (a->rows * a->row_h + a->cell_h) : 0;
    if (a->npages > 1) px += (long)(a->npages - 1) * a->cell_cols * a->cell_w * a->page_rows * a->cell_h;
    return px;
}

/* The font that draws cp for face at px: the face's own, else the CJK
 * font's, else NULL. */
static TTF_Font *font_for(hd_face face, int px, Uint32 cp)
{
    TTF_Font *f = face_at(face, px);
    if (f && TTF_GlyphIsProvided32(f, cp)) return f;
    TTF_Font *c = cjk_at(face, px);
    if (c && TTF_GlyphIsProvided32(c, cp)) return c;
    return NULL;
}

/* cp of font f, rendered white (NULL if it cannot be). */
static SDL_Surface *render_glyph(TTF_Font *f, Uint32 cp)
{
    SDL_Surface *s = TTF_RenderGlyph32_Blended(f, cp, (SDL_Color){HD_COL_GLYPH});
    SDL_Surface *c = s ? SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(s);
    return c;
}

/* Copies c into texture t at gl's place, at most maxw x maxh of it. */
static void put_surface(SDL_Texture *t, SDL_Surface *c, glyph *gl, int maxw, int maxh)
{
    gl->w = c->w < maxw ? c->w : maxw;
    gl->h = c->h < maxh ? c->h : maxh;
    SDL_Rect r = {gl->x, gl->y, gl->w, gl->h};
    SDL_UpdateTexture(t, &r, c->pixels, c->pitch);
}

/* The glyph of printable ASCII cp, rendered now on a's shelves if new;
 * NULL if it cannot be. */
static const glyph *ascii_of(atlas *a, Uint32 cp)
{
    int i = (int)(cp - 32);
    if (i < a->n && a->g[i].cp == cp) return &a->g[i];
    if (i != a->n) return NULL; /* filled in order when the atlas is made */
    TTF_Font *f = face_at(a->face, a->px);
    int minx, maxx, miny, maxy, adv;
    if (!f || TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) return NULL;
    glyph *gl = &a->g[a->n++];
    *gl = (glyph){cp, a->tex, 0, 0, 0, 0, adv, 0};
    SDL_Surface *c = cp != ' ' ? render_glyph(f, cp) : NULL;
    if (c && c->w <= ATLAS_W) {
        if (a->pen_x + c->w > ATLAS_W) { /* the next shelf */
            a->pen_x = 0;
            a->pen_y += a->row_h;
        }
        if (a->pen_y + a->row_h <= a->rows * a->row_h) {
            gl->x = a->pen_x;
            gl->y = a->pen_y;
            put_surface(a->tex, c, gl, ATLAS_W, a->row_h);
            a->pen_x += gl->w + 1;
        }
    }
    SDL_FreeSurface(c);
    return gl;
}

/* Sizes a's cells for its face and the CJK font at its size (page 0 is
 * made with the atlas's texture, under the shelves). */
static bool cells_make(atlas *a)
{
    TTF_Font *f = face_at(a->face, a->px);
    TTF_Font *c = cjk_at(a->face, a->px);
    int h = f ? TTF_FontHeight(f) : a->px;
    if (c && TTF_FontHeight(c) > h) h = TTF_FontHeight(c);
    a->cell_h = h + 1;
    a->cell_w = a->px + a->px / 4 + 2; /* a CJK glyph is about 1 em wide */
    a->cell_cols = ATLAS_W / a->cell_w;
    if (a->cell_cols < 1) a->cell_cols = 1;
    a->page_rows = (PAGE_CELLS + a->cell_cols - 1) / a->cell_cols;
    a->page_cells = a->page_rows * a->cell_cols;
    int n = CELL_BUDGET_PX / (a->cell_w * a->cell_h);
    n = n < CELLS_MIN ? CELLS_MIN : n > CELLS_MAX ? CELLS_MAX : n;
    int pages = 1 + (n - a->cell_cols + a->page_cells - 1) / a->page_cells;
    if (pages > PAGES_MAX) pages = PAGES_MAX;
    a->ncells = a->cell_cols + (pages - 1) * a->page_cells;
    a->cells = calloc((size_t)a->ncells, sizeof *a->cells);
    if (!a->cells) return false;
    a->cells_used = 0;
    a->npages = 0;
    for (int i = 0; i < CELL_HASH; i++) a->head[i] = -1;
    return true;
}

/* A new page of cells; false if it cannot be made. */
static bool page_add(atlas *a)
{
    SDL_Texture *t = SDL_CreateTexture(a->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                                       a->cell_cols * a->cell_w, a->page_rows * a->cell_h);
    if (!t) return false;
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    a->page[a->npages++] = t;
    return true;
}

static void cell_unlink(atlas *a, int k)
{
    int *p = &a->head[a->cells[k].g.cp % CELL_HASH];
    while (*p != -1 && *p != k) p = &a->cells[*p].next;
    if (*p == k) *p = a->cells[k].next;
}

/* The glyph of a code point past ASCII, from its cell, rendered into one
 * now if new (the least recently used cell, once all are taken); NULL if
 * no font has it. */
static const glyph *cell_of(atlas *a, Uint32 cp)
{
    if (!a->cells) return NULL;
    for (int k = a->head[cp % CELL_HASH]; k != -1; k = a->cells[k].next)
        if (a->cells[k].g.cp == cp) {
            a->cells[k].used = ++g_glyph_clock;
            return &a->cells[k].g;
        }
    TTF_Font *f = font_for(a->face, a->px, cp);
    int minx, maxx, miny, maxy, adv;
    if (!f || TTF_GlyphMetrics32(f, cp, &minx, &maxx, &miny, &maxy, &adv) != 0) return NULL;
    int k;
    int room = a->npages ? a->cell_cols + (a->npages - 1) * a->page_cells : 0;
    if (a->cells_used == room && a->cells_used < a->ncells && page_add(a)) room += a->page_cells;
    if (a->cells_used < room) {
        k = a->cells_used++;
    } else if (a->cells_used == 0) {
        return NULL; /* not even one page */
    } else { /* the least recently used gives up its cell */
        k = 0;
        for (int i = 1; i < a->cells_used; i++)
            if (a->cells[i].used < a->cells[k].used) k = i;
        cell_unlink(a, k);
        g_evicted++;
    }
    cell *ce = &a->cells[k];
    /* the font's baseline on the face's: a line's top plus its ascent */
    int dy = f == face_at(a->face, a->px) ? 0 : a->ascent - TTF_FontAscent(f);
    int p = k < a->cell_cols ? 0 : 1 + (k - a->cell_cols) / a->page_cells;
    int j = k < a->cell_cols ? k : (k - a->cell_cols) % a->page_cells;
    int y0 = p == 0 ? a->page0_y : 0;
    ce->g = (glyph){cp, a->page[p], j % a->cell_cols * a->cell_w, y0 + j / a->cell_cols * a->cell_h, 0, 0, adv, dy};
    ce->used = ++g_glyph_clock;
    ce->next = a->head[cp % CELL_HASH];
    a->head[cp % CELL_HASH] = k;
    /* (the cell is not cleared: a glyph is drawn from the w x h it wrote,
     * never more, so the last one's pixels beyond it never show) */
    SDL_Surface *sf = render_glyph(f, cp);
    if (sf) put_surface(ce->g.tex, sf, &ce->g, a->cell_w, a->cell_h);
    SDL_FreeSurface(sf);
    return &ce->g;
}

/* The glyph of cp in a; NULL if no font has it. */
static const glyph *glyph_of(atlas *a, Uint32 cp)
{
    if (cp >= 32 && cp < 127) return ascii_of(a, cp);
    if (cp < 32 || (cp >= 127 && cp < 160)) return NULL; /* control characters */
    return cell_of(a, cp);
}

/* Printable ASCII, when the atlas is made: its memory is all there from
 * the first line on. A monospaced face has no kerning; the others' is
 * looked up a pair at a time, as met. */
static void atlas_fill_ascii(atlas *a)
{
    for (Uint32 cp = 32; cp < 127; cp++) ascii_of(a, cp);
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
    /* shelves for ASCII's 95 glyphs of up to 0.7 em on average, and a spare one */
    int rows = (ASCII * (px * 7 / 10 + 2)) / ATLAS_W + 2;
    victim->px = px;
    victim->face = face;
    victim->ascent = TTF_FontAscent(f);
    if (!cells_make(victim)) return NULL;
    long need = (long)ATLAS_W * (rows * row_h + victim->cell_h);
    while (total + need > ATLAS_BUDGET_PX) { /* make room: the oldest first */
        atlas *old = NULL;
        for (int i = 0; i < ATLASES; i++)
            if (g_atlas[i].tex && g_atlas[i].frame != g_frame && (!old || g_atlas[i].used < old->used))
                old = &g_atlas[i];
        if (!old) break;
        total -= atlas_px(old);
        atlas_free(old);
    }
    victim->tex = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, ATLAS_W,
                                    rows * row_h + victim->cell_h);
    if (!victim->tex) {
        atlas_free(victim);
        return NULL;
    }
    victim->page[0] = victim->tex; /* page 0: the row of cells under the shelves */
    victim->page0_y = rows * row_h;
    victim->npages = 1;
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
    if (!f || g_face_px[face] != 1024) return -1;
    /* a glyph from the CJK font: the face cannot measure the line (the
     * SVG renderer lays it out with its own fallback) */
    for (const char *p = s; *p;) {
        Uint32 cp = next_cp(&p);
        if (cp >= 127 && !TTF_GlyphIsProvided32(f, cp)) return -1;
    }
    if (TTF_SizeUTF8(f, s, &w, &h) != 0) return -1;
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
    SDL_Texture *tinted = a->tex;
    int pen = 0, chars = 0;
    Uint32 prev = 0;
    for (const char *p = s; *p;) {
        Uint32 cp = next_cp(&p);
        const glyph *gl = glyph_of(a, cp);
        if (!gl) {
            if (draw) g_missing++;
            gl = glyph_of(a, '?');
        }
        if (!gl) continue;
        if (prev >= 32 && prev < 127 && cp >= 32 && cp < 127) pen += kerning(a, prev, cp);
        if (draw && gl->w > 0) {
            if (gl->tex != tinted) { /* a page of cells: the colour too */
                SDL_SetTextureColorMod(gl->tex, c.r, c.g, c.b);
                SDL_SetTextureAlphaMod(gl->tex, c.a);
                tinted = gl->tex;
            }
            SDL_Rect src = {gl->x, gl->y, gl->w, gl->h};
            SDL_Rect dst = {x + pen, y + gl->dy, gl->w, gl->h};
            SDL_RenderCopy(g->r, gl->tex, &src, &dst);
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
        bool cjk = false;
        for (const char *p = s; *p && !cjk;) cjk = hd_lb_is_cjk(next_cp(&p));
        hd_svg_text_begin(face, a->px, c, cjk);
        if (natural > 0 && !cjk) hd_svg_text_spacing((pen - natural) / chars);
        hd_svg_text_at(x, y + a->ascent);
        for (const char *p = s; *p;) {
            const glyph *gl = glyph_of(a, next_cp(&p));
            if (!gl) gl = glyph_of(a, '?');
            if (gl) hd_svg_text_cp(gl->cp); /* '?' where no font has the glyph, as drawn */
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
    int adv = a && a->n > 'M' - 32 ? a->g['M' - 32].advance : 0;
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

/* hd_gfx_text_wrap's measure: n bytes of text in the face. */
typedef struct wrap_ctx {
    const hd_gfx *g;
    hd_face face;
    double size_pt;
} wrap_ctx;

static int wrap_width(const char *s, size_t n, void *user)
{
    const wrap_ctx *w = user;
    char buf[2048];
    if (n >= sizeof buf) return 1 << 30; /* longer than any line */
    memcpy(buf, s, n);
    buf[n] = '\0';
    return hd_gfx_text_w(w->g, w->face, w->size_pt, buf);
}

int hd_gfx_text_wrap(const hd_gfx *g, hd_face face, double size_pt, const char *s, int max_w, hd_lb_line *lines,
                     int max_lines)
{
    wrap_ctx w = {g, face, size_pt};
    return hd_lb_wrap(s, max_w, wrap_width, &w, lines, max_lines);
}

void hd_gfx_text_shutdown(void)
{
    for (int i = 0; i < ATLASES; i++) atlas_free(&g_atlas[i]);
    for (int i = 0; i < HD_FACE_COUNT; i++) {
        if (g_face[i]) TTF_CloseFont(g_face[i]);
        if (g_cjk[i]) TTF_CloseFont(g_cjk[i]);
        g_face[i] = g_cjk[i] = NULL;
    }
    if (TTF_WasInit()) TTF_Quit();
}
