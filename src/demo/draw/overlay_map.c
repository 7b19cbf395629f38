/*
 * overlay_map.c: M, the collision map. The pure map (cmap.c) is driven from
 * here: hd_overlay_map_update brings its key up to date with the scene and
 * computes rows for a time budget; hd_overlay_map_draw uploads the rows
 * computed since the last frame to a streaming texture at drawable size
 * and draws the computed rows under the shapes, one texel a pixel.
 *
 * Colours: a pixel where the cursor would collide in HD_COL_MAP; where the
 * naive layer (N) disagrees with the right answer in HD_COL_NAIVE; other
 * pixels (and rows not computed yet) transparent.
 */
#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "cmap.h"
#include "hd_naive.h"
#include "minkowski.h"
#include "overlay.h"
#include "render.h"
#include "svg.h"

static struct {
    hd_cmap map;
    SDL_Texture *tex;
    SDL_Texture *tex_over; /* the naive disagreement alone, hatched, drawn over the shapes */
    SDL_Renderer *tex_ren;
    int tex_w, tex_h;
    unsigned tex_start; /* map.starts the texture's rows belong to */
    bool present;       /* the rows are coloured for the presentation preset (a projector) */
    int tex_rows;       /* rows uploaded */
    int tex_theme;      /* the theme (palette.h) they were coloured in */
    double work_ms;     /* time spent computing the current map */
    char status[64];
} M;

bool hd_overlay_map_update(const hd_view *v, const hd_scene *s, const hd_show *show, double budget_ms)
{
    if (!show->map) return false;
    /* static: the key holds two polygons' worth of vertices */
    static hd_cmap_key k;
    hd_shape vbase = hd_scene_base(s);
    k = hd_cmap_key_make(&vbase, &s->cursors[s->cursor_index], v, show->naive ? hd_naive_collide : NULL);
    bool changed = hd_cmap_set(&M.map, &k);
    if (changed) M.work_ms = 0;
    if (hd_cmap_complete(&M.map) || !M.map.px) return changed;
    Uint64 t0 = SDL_GetPerformanceCounter();
    double freq = (double)SDL_GetPerformanceFrequency(), ms = 0;
    while (hd_cmap_step(&M.map, 1) > 0) {
        ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / freq;
        if (ms >= budget_ms) break;
    }
    M.work_ms += ms;
    return true;
}

bool hd_overlay_map_busy(const hd_show *show)
{
    return show->map && M.map.has_key && M.map.px && !hd_cmap_complete(&M.map);
}

const char *hd_overlay_map_status(const hd_show *show, bool timed)
{
    if (!show->map || !M.map.has_key) return NULL;
    if (!M.map.px) snprintf(M.status, sizeof M.status, _("map: no memory for %dx%d"), M.map.w, M.map.h);
    else if (hd_cmap_complete(&M.map) && timed) snprintf(M.status, sizeof M.status, _("map: ready, %.0f ms"), M.work_ms);
    else if (hd_cmap_complete(&M.map)) snprintf(M.status, sizeof M.status, "%s", _("map: ready"));
    else snprintf(M.status, sizeof M.status, _("map: %d%%"), hd_cmap_percent(&M.map));
    return M.status;
}

static Uint32 argb(hd_rgba c)
{
    return (Uint32)c.a << 24 | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
}

/* Rows [y0, y0 + rows) of the map as ARGB pixels, pitch bytes a row: the
 * layer under the shapes, or (over) the hatching over them. */
static void map_pixels(int y0, int rows, bool over, Uint32 *pixels, int pitch)
{
    const hd_cmap *m = &M.map;
    hd_rgba hc = HD_RGBA(HD_COL_MAP);
    if (M.present) hc.a = HD_ALPHA_PROJECTOR_MAP;
    const Uint32 hit = argb(hc), wrong = argb(HD_RGBA(HD_COL_NAIVE));
    /* Over the shapes, where the base would hide it: diagonal hatching, so
     * the shape under it still shows. */
    const Uint32 hatch = argb(HD_RGBA(HD_COL_NAIVE_OVER));
    for (int y = 0; y < rows; y++) {
        Uint32 *out = (Uint32 *)((Uint8 *)pixels + (size_t)y * (size_t)pitch);
        const unsigned char *in = m->px + (size_t)(y0 + y) * (size_t)m->w;
        if (over)
            for (int x = 0; x < m->w; x++) out[x] = (in[x] & HD_CMAP_NAIVE_WRONG) && (x + y0 + y) % 8 < 3 ? hatch : 0;
        else
            for (int x = 0; x < m->w; x++)
                out[x] = (in[x] & HD_CMAP_NAIVE_WRONG) ? wrong : (in[x] & HD_CMAP_HIT) ? hit : 0;
    }
}

/* The figure's copy of the map as a vector path where it has an exact
 * outline (minkowski.h: a convex base and a convex cursor that moves with
 * the mouse, no naive layer); false where it has none. */
static bool svg_map_outline(void)
{
    const hd_cmap *m = &M.map;
    if (m->key.naive) return false;
    static hd_vec2 loop[HD_MINKOWSKI_MAX];
    hd_shape base = hd_shape_of(&m->key.base);
    const hd_view *v = &m->key.view;
    double ppu = v->scale_x > v->scale_y ? v->scale_x : v->scale_y;
    int n = hd_minkowski_map(&base, &m->key.cursor, ppu, loop, HD_MINKOWSKI_MAX);
    if (n < 3) return false;
    hd_svg_path_begin(0, HD_RGBA(HD_COL_MAP));
    for (int i = 0; i < n; i++) {
        hd_vec2 p = hd_view_to_pixels(v, loop[i]); /* pixel i spans i to i + 1, as the map's samples do */
        hd_svg_path_point(p.x, p.y);
    }
    hd_svg_path_end(true);
    return true;
}

/* The figure's copy of the drawn rows: the exact outline where there is
 * one, else PNG strips of at most a few megapixels (the copy in memory
 * stays small however large the map). */
static void svg_map(bool over)
{
    const hd_cmap *m = &M.map;
    if (!over && svg_map_outline()) return;
    int strip = (4 << 20) / m->w;
    if (strip < 1) strip = 1;
    if (strip > m->rows_done) strip = m->rows_done;
    Uint32 *px = malloc((size_t)strip * (size_t)m->w * sizeof *px);
    if (!px) {
        hd_svg_image_argb(NULL, 0, 0, 0, 0, 0); /* marks the figure: not written */
        return;
    }
    for (int y = 0; y < m->rows_done; y += strip) {
        int rows = m->rows_done - y < strip ? m->rows_done - y : strip;
        map_pixels(y, rows, over, px, m->w * (int)sizeof *px);
        if (!hd_svg_image_argb(px, m->w, rows, m->w * (int)sizeof *px, 0, y)) break;
    }
    free(px);
}

/* Uploads rows [M.tex_rows, rows_done) of the map. */
static bool upload(SDL_Renderer *r)
{
    const hd_cmap *m = &M.map;
    if (!M.tex || !M.tex_over || M.tex_ren != r || M.tex_w != m->w || M.tex_h != m->h) {
        if (M.tex) SDL_DestroyTexture(M.tex);
        if (M.tex_over) SDL_DestroyTexture(M.tex_over);
        M.tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, m->w, m->h);
        M.tex_over = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, m->w, m->h);
        if (!M.tex || !M.tex_over) return false;
        SDL_SetTextureBlendMode(M.tex, SDL_BLENDMODE_BLEND);
        SDL_SetTextureBlendMode(M.tex_over, SDL_BLENDMODE_BLEND);
        M.tex_ren = r;
        M.tex_w = m->w;
        M.tex_h = m->h;
        M.tex_rows = 0;
    }
    if (M.tex_start != m->starts || M.tex_theme != (int)hd_palette_theme()) {
        M.tex_theme = (int)hd_palette_theme();
        M.tex_start = m->starts;
        M.tex_rows = 0;
    }
    if (M.tex_rows >= m->rows_done) return true;
    SDL_Rect rect = {0, M.tex_rows, m->w, m->rows_done - M.tex_rows};
    void *pixels;
    int pitch;
    if (SDL_LockTexture(M.tex, &rect, &pixels, &pitch) != 0) return false;
    map_pixels(rect.y, rect.h, false, pixels, pitch);
    SDL_UnlockTexture(M.tex);
    if (SDL_LockTexture(M.tex_over, &rect, &pixels, &pitch) != 0) return false;
    map_pixels(rect.y, rect.h, true, pixels, pitch);
    SDL_UnlockTexture(M.tex_over);
    M.tex_rows = m->rows_done;
    return true;
}

void hd_overlay_map_draw(const hd_gfx *g, bool over)
{
    const hd_cmap *m = &M.map;
    /* only a map made for this drawable (hd_overlay_map_update runs first) */
    if (!m->has_key || !m->px || m->rows_done == 0 || m->w != g->v->draw_w || m->h != g->v->draw_h)
        return;
    if (M.present != hd_gfx_present(g)) {
        M.present = hd_gfx_present(g);
        M.tex_rows = 0; /* coloured anew */
    }
    if (!upload(g->r)) return;
    SDL_Rect rect = {0, 0, m->w, m->rows_done};
    SDL_RenderCopy(g->r, over ? M.tex_over : M.tex, &rect, &rect);
    if (hd_svg_on) svg_map(over);
}

void hd_overlay_map_shutdown(void)
{
    if (M.tex) SDL_DestroyTexture(M.tex);
    if (M.tex_over) SDL_DestroyTexture(M.tex_over);
    M.tex = M.tex_over = NULL;
    M.tex_ren = NULL;
    hd_cmap_free(&M.map);
}
