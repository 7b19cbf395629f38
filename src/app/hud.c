/* hud.c: the HUD panel at the top left: a translucent box, one text line
 * per row with a little spacing, alert lines in a colour that stands out. */
#include "hud.h"

#include <string.h>

#include "hud_text.h"
#include "render.h"

void hd_hud_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    static hd_hud_line lines[HD_HUD_LINES];
    int k = hd_gfx_text_scale(g);
    int pad = 4 * k, row = 11 * k; /* 8 px glyphs, 3 px between rows */
    int cols = (g->v->draw_w - 2 * pad) / (8 * k);
    int n = hd_hud_text(g->v, s, show, h, cols, lines, HD_HUD_LINES);
    int wmax = 0;
    for (int i = 0; i < n; i++) {
        int len = (int)strlen(lines[i].text);
        if (len > wmax) wmax = len;
    }
    hd_gfx_box_px(g, 0, 0, wmax * 8 * k + 2 * pad, n * row + 2 * pad - 3 * k, HD_RGBA(0xff, 0xff, 0xff, 0xff)); /* opaque: a plain fill, no blending */
    for (int i = 0; i < n; i++)
        hd_gfx_text_px(g, pad, pad + i * row, lines[i].text,
                       lines[i].alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT));
}

int hd_hud_draw_bottom(const hd_gfx *g, const char *text, int bottom, bool alert)
{
    static hd_hud_line lines[8];
    int k = hd_gfx_text_scale(g);
    int pad = 4 * k, row = 11 * k;
    int cols = (g->v->draw_w - 2 * pad) / (8 * k);
    int n = hd_hud_wrap(text, cols, lines, 8);
    int h = n * row + 2 * pad - 3 * k, y0 = bottom - h;
    hd_rgba ink = alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT);
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, bottom, HD_RGBA(0xff, 0xff, 0xe8, 0xe8));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + k - 1, HD_RGBA(HD_COL_TEXT));
    for (int i = 0; i < n; i++) hd_gfx_text_px(g, pad, y0 + pad + i * row, lines[i].text, ink);
    return y0;
}
