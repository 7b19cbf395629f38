/* help.c: the F1 / ? overlay: every key with its action, and a legend of
 * the colours, on a panel in the middle of the window. */
#include <string.h>

#include "overlay.h"
#include "render.h"

static const char *const keys[] = {
    "1 .. 8        base shape: point circle rect line polygon capsule arc wedge",
    "Tab, Shift+Tab  next / previous cursor shape",
    "wheel         grow / shrink the circle or capsule cursor",
    "+ - 0         zoom in / out / back to 1",
    "D             distance: closest points, push-out vector",
    "I             the algorithm's inner values",
    "M             collision map: where the cursor would hit",
    "N             the seed articles' naive answer beside the right one",
    "O             outline only (see the base under a large cursor)",
    "H             HUD          F12  screenshot (PNG)   R  record the input",
    "F1 or ?       this help    Esc  quit",
};

typedef struct legend {
    hd_rgba c;
    const char *what;
} legend;

void hd_help_draw(const hd_gfx *g)
{
    const legend leg[] = {
        {HD_RGBA(HD_COL_BASE), "base shape"},
        {HD_RGBA(HD_COL_HIT), "base shape while it collides"},
        {HD_RGBA(HD_COL_CURSOR), "cursor shape"},
        {HD_RGBA(HD_COL_POINT), "hit points (where the outlines meet)"},
        {HD_RGBA(0x6a, 0x68, 0x68, 0xa0), "collision map (M): the cursor would hit"},
        {HD_RGBA(0xe0, 0x00, 0x7a, 0xd0), "naive and right disagree (M with N)"},
        {HD_RGBA(HD_COL_CLOSEST), "closest points and distance (D)"},
        {HD_RGBA(HD_COL_PUSH), "push-out vector (D)"},
        {HD_RGBA(HD_COL_INNER), "inner values (I)"},
    };
    int nk = (int)(sizeof keys / sizeof keys[0]), nl = (int)(sizeof leg / sizeof leg[0]);
    int k = hd_gfx_text_scale(g), row = 12 * k, pad = 10 * k;
    int cols = 0;
    for (int i = 0; i < nk; i++)
        if ((int)strlen(keys[i]) > cols) cols = (int)strlen(keys[i]);
    int w = cols * 8 * k + 2 * pad;
    int h = (nk + nl + 4) * row + 2 * pad;
    int x0 = (g->v->draw_w - w) / 2, y0 = (g->v->draw_h - h) / 2;
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    hd_gfx_box_px(g, x0, y0, x0 + w, y0 + h, HD_RGBA(0xff, 0xff, 0xff, 0xf0));
    hd_gfx_box_px(g, x0, y0, x0 + w, y0 + k, HD_RGBA(HD_COL_TEXT));
    int x = x0 + pad, y = y0 + pad;
    hd_gfx_text_px(g, x, y, "hitdemo: keys  (F1 or ? to close)", HD_RGBA(HD_COL_TEXT));
    y += row * 3 / 2;
    for (int i = 0; i < nk; i++, y += row) hd_gfx_text_px(g, x, y, keys[i], HD_RGBA(HD_COL_TEXT));
    y += row / 2;
    hd_gfx_text_px(g, x, y, "colours", HD_RGBA(HD_COL_TEXT));
    y += row * 3 / 2;
    for (int i = 0; i < nl; i++, y += row) {
        hd_gfx_box_px(g, x, y, x + 24 * k, y + 8 * k - 1, leg[i].c);
        hd_gfx_text_px(g, x + 32 * k, y, leg[i].what, HD_RGBA(HD_COL_TEXT));
    }
}
