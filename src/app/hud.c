/* hud.c: the HUD panel at the top left: an opaque box, one text line per
 * row, alert lines in a colour that stands out. The first line (the pair
 * and the verdict) is in DejaVu Sans Bold; the rest, specs and numbers, in
 * DejaVu Sans Mono, wrapped to the window's width by hud_text.c. */
#include "hud.h"

#include <string.h>

#include "hud_text.h"
#include "render.h"

void hd_hud_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    static hd_hud_line lines[HD_HUD_LINES];
    int pad = (int)(6 * hd_gfx_pt(g) + 0.5), row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT);
    int cols = hd_gfx_mono_cols(g, HD_TEXT_PT, g->v->draw_w - 2 * pad);
    int n = hd_hud_text(g->v, s, show, h, cols, lines, HD_HUD_LINES);
    int wmax = 0;
    for (int i = 0; i < n; i++) {
        int w = hd_gfx_text_w(g, i == 0 ? HD_FACE_BOLD : HD_FACE_MONO, HD_TEXT_PT, lines[i].text);
        if (w > wmax) wmax = w;
    }
    if (wmax > g->v->draw_w - 2 * pad) wmax = g->v->draw_w - 2 * pad;
    /* opaque: a plain fill, no blending */
    hd_gfx_box_px(g, 0, 0, wmax + 2 * pad, n * row + 2 * pad, HD_RGBA(0xff, 0xff, 0xff, 0xff));
    for (int i = 0; i < n; i++)
        hd_gfx_text(g, i == 0 ? HD_FACE_BOLD : HD_FACE_MONO, HD_TEXT_PT, pad, pad + i * row, lines[i].text,
                    lines[i].alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT));
}

int hd_hud_draw_bottom(const hd_gfx *g, const char *text, int bottom, bool alert)
{
    static hd_hud_line lines[8];
    double pt = hd_gfx_pt(g);
    int pad = (int)(6 * pt + 0.5), row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT);
    int cols = hd_gfx_mono_cols(g, HD_TEXT_PT, g->v->draw_w - 2 * pad);
    int n = hd_hud_wrap(text, cols, lines, 8);
    int h = n * row + 2 * pad, y0 = bottom - h;
    int rule = (int)(pt + 0.5);
    hd_rgba ink = alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT);
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, bottom, HD_RGBA(0xff, 0xff, 0xe8, 0xe8));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + (rule < 1 ? 1 : rule) - 1, HD_RGBA(HD_COL_TEXT));
    for (int i = 0; i < n; i++) hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad, y0 + pad + i * row, lines[i].text, ink);
    return y0;
}
