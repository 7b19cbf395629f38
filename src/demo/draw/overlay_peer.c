/* overlay_peer.c: the peer's map (see overlay_peer.h). */
#include "overlay_peer.h"

#include <stdlib.h>

#include "palette.h"
#include "svg.h"

/* The byte of a disagreement (ctx/peers.h's HD_PMAP_DISAGREE; draw sits
 * below ctx and takes it as a number). */
#define DISAGREE 2

static struct {
    SDL_Texture *tex;
    SDL_Renderer *ren;
    int w, h;
    unsigned gen;
    int rows; /* rows uploaded */
} T;

static Uint32 argb(hd_rgba c)
{
    return (Uint32)c.a << 24 | (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
}

static void pixels(const unsigned char *px, int w, int y0, int rows, Uint32 *out, int pitch)
{
    const Uint32 on = argb(HD_RGBA(HD_COL_PEER));
    for (int y = 0; y < rows; y++) {
        Uint32 *o = (Uint32 *)((Uint8 *)out + (size_t)y * (size_t)pitch);
        const unsigned char *in = px + (size_t)(y0 + y) * (size_t)w;
        for (int x = 0; x < w; x++) o[x] = in[x] == DISAGREE ? on : 0;
    }
}

void hd_overlay_peer_draw(const hd_gfx *g, const unsigned char *px, int w, int h, int rows, unsigned gen)
{
    if (!px || rows <= 0 || w != g->v->draw_w || h != g->v->draw_h) return;
    if (!T.tex || T.ren != g->r || T.w != w || T.h != h) {
        if (T.tex) SDL_DestroyTexture(T.tex);
        T.tex = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, w, h);
        if (!T.tex) return;
        SDL_SetTextureBlendMode(T.tex, SDL_BLENDMODE_BLEND);
        T.ren = g->r;
        T.w = w;
        T.h = h;
        T.rows = 0;
    }
    if (T.gen != gen || rows < T.rows) {
        T.gen = gen;
        T.rows = 0;
    }
    if (rows > T.rows) {
        SDL_Rect r = {0, T.rows, w, rows - T.rows};
        void *out;
        int pitch;
        if (SDL_LockTexture(T.tex, &r, &out, &pitch) != 0) return;
        pixels(px, w, r.y, r.h, out, pitch);
        SDL_UnlockTexture(T.tex);
        T.rows = rows;
    }
    SDL_Rect all = {0, 0, w, rows};
    SDL_RenderCopy(g->r, T.tex, &all, &all);
    if (hd_svg_on) {
        Uint32 *buf = malloc((size_t)w * (size_t)rows * sizeof *buf);
        if (buf) pixels(px, w, 0, rows, buf, w * (int)sizeof *buf);
        hd_svg_image_argb(buf, buf ? w : 0, buf ? rows : 0, w * (int)sizeof *buf, 0, 0);
        free(buf);
    }
}

void hd_overlay_peer_shutdown(void)
{
    if (T.tex) SDL_DestroyTexture(T.tex);
    T.tex = NULL;
    T.ren = NULL;
}
