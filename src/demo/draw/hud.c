/* hud.c: the HUD panel at the top left: an opaque box, one text line per
 * row, alert lines in a colour that stands out. The first line (the pair
 * and the verdict) is in DejaVu Sans Bold; the rest, specs and numbers, in
 * DejaVu Sans Mono, wrapped to the window's width by hud_text.c. */
#include "hud.h"

#include <stdio.h>
#include <string.h>

#include "hud_text.h"
#include "lang.h"
#include "linebreak.h"
#include "palette.h"

typedef struct hud_layout {
    int n, pad, row, wmax;
} hud_layout;

static hd_hud_line g_lines[HD_HUD_LINES];
/* The layout hd_hud_box made last: hd_hud_draw uses it once instead of
 * laying the same lines out again in the same frame. */
static hud_layout g_laid;
static bool g_have_laid;

static hud_layout lay_out(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    hud_layout L;
    L.pad = (int)(6 * hd_gfx_pt(g) + 0.5);
    L.row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT);
    int cols = hd_gfx_mono_cols(g, HD_TEXT_PT, g->v->draw_w - 2 * L.pad);
    L.n = hd_hud_text(g->v, s, show, h, cols, g_lines, HD_HUD_LINES);
    L.wmax = 0;
    for (int i = 0; i < L.n; i++) {
        int w = hd_gfx_text_w(g, i == 0 ? HD_FACE_BOLD : HD_FACE_MONO, HD_TEXT_PT, g_lines[i].text);
        if (w > L.wmax) L.wmax = w;
    }
    if (L.wmax > g->v->draw_w - 2 * L.pad) L.wmax = g->v->draw_w - 2 * L.pad;
    return L;
}

/* The panel's top-left corner in its corner of the window (show->hud_corner). */
static void corner_of(const hd_gfx *g, const hd_show *show, const hd_hud *hd, int w, int h, int *x, int *y)
{
    int c = show->hud_corner & 3, bottom = hd->bottom_px > 0 ? hd->bottom_px : g->v->draw_h; /* above the bars */
    *x = c == 1 || c == 2 ? g->v->draw_w - w : 0;
    *y = c == 2 || c == 3 ? bottom - h : hd->top_px; /* below the toolbar */
    if (*x < 0) *x = 0;
    if (*y < 0) *y = 0;
}

hd_pxbox hd_hud_measure(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    hud_layout L = lay_out(g, s, show, h);
    int w = L.wmax + 2 * L.pad + 1, hh = L.n * L.row + 2 * L.pad + 1, x, y;
    corner_of(g, show, h, w, hh, &x, &y);
    return (hd_pxbox){x, y, x + w, y + hh};
}

hd_pxbox hd_hud_box(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    hud_layout L = lay_out(g, s, show, h);
    g_laid = L;
    g_have_laid = true;
    int w = L.wmax + 2 * L.pad + 1, hh = L.n * L.row + 2 * L.pad + 1, x, y;
    corner_of(g, show, h, w, hh, &x, &y);
    return (hd_pxbox){x, y, x + w, y + hh};
}

void hd_hud_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h)
{
    hud_layout L = g_have_laid ? g_laid : lay_out(g, s, show, h);
    g_have_laid = false;
    int w = L.wmax + 2 * L.pad + 1, hh = L.n * L.row + 2 * L.pad + 1, x, y;
    corner_of(g, show, h, w, hh, &x, &y);
    /* opaque: a plain fill, no blending (a translucent panel, letting the
     * shapes under it show, cost 0.2 ms a frame in the software renderer:
     * Shift+H and Ctrl+H make room instead) */
    hd_gfx_box_px(g, x, y, x + w - 1, y + hh - 1, HD_RGBA(HD_COL_HUD_PANEL));
    for (int i = 0; i < L.n; i++)
        hd_gfx_text(g, i == 0 ? HD_FACE_BOLD : HD_FACE_MONO, HD_TEXT_PT, x + L.pad, y + L.pad + i * L.row,
                    g_lines[i].text, g_lines[i].alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT));
}

/* The bar's wrapped lines and its height. */
static int bottom_lines(const hd_gfx *g, const char *text, hd_hud_line *lines, int *row, int *pad)
{
    /* the scene's description comes from a file: in French, its spaces
     * before : ; ? ! become U+202F (hd_hud_wrap then never breaks there) */
    static char fr[2048];
    if (hd_lang_current() == HD_LANG_FR) {
        hd_lb_french_spaces(text, fr, sizeof fr);
        text = fr;
    }
    *pad = (int)(6 * hd_gfx_pt(g) + 0.5);
    *row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT);
    int cols = hd_gfx_mono_cols(g, HD_TEXT_PT, g->v->draw_w - 2 * *pad);
    int n = hd_hud_wrap(text, cols, lines, 8);
    return n * *row + 2 * *pad;
}

int hd_hud_bottom_h(const hd_gfx *g, const char *text)
{
    static hd_hud_line lines[8];
    int row, pad;
    return bottom_lines(g, text, lines, &row, &pad);
}

int hd_hud_draw_bottom(const hd_gfx *g, const char *text, int bottom, bool alert)
{
    static hd_hud_line lines[8];
    int row, pad;
    int h = bottom_lines(g, text, lines, &row, &pad), n = (h - 2 * pad) / row, y0 = bottom - h;
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    hd_rgba ink = alert ? HD_RGBA(HD_COL_ALERT) : HD_RGBA(HD_COL_TEXT);
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, bottom, HD_RGBA(HD_COL_BAR));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + (rule < 1 ? 1 : rule) - 1, HD_RGBA(HD_COL_TEXT));
    for (int i = 0; i < n; i++) hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad, y0 + pad + i * row, lines[i].text, ink);
    return y0;
}

int hd_hud_report(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *h, char *buf, size_t n)
{
    hud_layout L = lay_out(g, s, show, h);
    /* the widest line as drawn (with the panel's padding) against the
     * window: a translated line must fit as the English one does */
    int widest = 0;
    for (int i = 0; i < L.n; i++) {
        int w = hd_gfx_text_w(g, i == 0 ? HD_FACE_BOLD : HD_FACE_MONO, HD_TEXT_PT, g_lines[i].text) + 2 * L.pad;
        if (w > widest) widest = w;
    }
    int len = snprintf(buf, n, "hud: %s, %d line%s, widest %dpx of %dpx%s\n", show->hud ? "shown" : "hidden", L.n,
                       L.n == 1 ? "" : "s", widest, g->v->draw_w, widest > g->v->draw_w ? ", too wide" : "");
    for (int i = 0; i < L.n && len >= 0; i++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        len += snprintf(buf + at, n - at, "%s\n", g_lines[i].text);
    }
    return len;
}
