/* help.c: the F1 / ? overlay: every key with its action, and a legend of
 * the colours, on a panel over the whole window (the HUD is hidden while it
 * shows). Rows shrink to fit a small window. */
#include <stdio.h>
#include <string.h>

#include "overlay.h"
#include "render.h"

typedef struct key_line {
    const char *key, *action;
} key_line;

static const key_line keys[] = {
    {"1 .. 8", "base: point circle rect line polygon capsule arc wedge"},
    {"Tab, Shift+Tab", "next / previous cursor shape"},
    {"wheel", "cursor size (circle, capsule radius)"},
    {"+ - 0, Ctrl+wheel", "zoom in / out / 1, about the mouse"},
    {"right/middle drag", "pan;  Home: zoom 1, no pan"},
    {"arrows", "move the cursor 1 unit (Shift 10, Alt 1/16)"},
    {"G", "snap the cursor to whole units"},
    {"PgDn, PgUp", "next / previous edge-case scene"},
    {"Ctrl+S", "save what is on screen as a scene file"},
    {"D", "distance: closest points, push-out vector"},
    {"I", "the algorithm's inner values"},
    {"M", "collision map: where the cursor would hit"},
    {"N", "the seed articles' naive answer beside the right one"},
    {"O", "outline only (the base shows under a large cursor)"},
    {"H", "HUD;   F12: screenshot (PNG)"},
    {"R", "record the input to a script (hitdemo-rec-NNN.txt)"},
    {"S", "stress scene: B broad phase/brute, A all pairs, Space"},
    {"F1 or ?", "this help;   Esc: quit"},
};

typedef struct legend {
    hd_rgba c;
    const char *what;
} legend;

void hd_help_draw(const hd_gfx *g)
{
    const legend leg[] = {
        {HD_RGBA(HD_COL_BASE), "base shape"},
        {HD_RGBA(HD_COL_HIT), "base while it collides (point/point: the background)"},
        {HD_RGBA(HD_COL_CURSOR), "cursor shape"},
        {HD_RGBA(HD_COL_POINT), "hit points: where the outlines meet"},
        {HD_RGBA(0x6a, 0x68, 0x68, 0xa0), "M: the cursor would hit here"},
        {HD_RGBA(0xe0, 0x00, 0x7a, 0xd0), "M with N: naive and right disagree"},
        {HD_RGBA(HD_COL_CLOSEST), "D: closest points and distance"},
        {HD_RGBA(HD_COL_PUSH), "D: push-out vector"},
        {HD_RGBA(HD_COL_INNER), "I: the algorithm's values"},
        {HD_RGBA(HD_COL_XBASE), "I: the base's values;  dark grey: the cursor's"},
        {HD_RGBA(HD_COL_ALERT), "I: an overlap, or a value that does not decide"},
    };
    int nk = (int)(sizeof keys / sizeof keys[0]), nl = (int)(sizeof leg / sizeof leg[0]);
    int k = hd_gfx_text_scale(g), pad = 8 * k;
    int rows = nk + nl + 4;
    int row = (g->v->draw_h - 2 * pad) / rows;
    if (row > 12 * k) row = 12 * k;
    if (row < 9 * k) row = 9 * k;
    hd_gfx_box_px(g, 0, 0, g->v->draw_w, g->v->draw_h, HD_RGBA(0xff, 0xff, 0xff, 0xf0));
    int x = pad, y = pad;
    hd_gfx_text_px(g, x, y, "hitdemo: keys  (F1 or ? to close)", HD_RGBA(HD_COL_TEXT));
    y += row * 3 / 2;
    char buf[160];
    for (int i = 0; i < nk; i++, y += row) {
        snprintf(buf, sizeof buf, "%-18s %s", keys[i].key, keys[i].action);
        hd_gfx_text_px(g, x, y, buf, HD_RGBA(HD_COL_TEXT));
    }
    y += row / 2;
    hd_gfx_text_px(g, x, y, "colours", HD_RGBA(HD_COL_TEXT));
    y += row * 3 / 2;
    for (int i = 0; i < nl; i++, y += row) {
        hd_gfx_box_px(g, x, y, x + 24 * k, y + 8 * k - 1, leg[i].c);
        hd_gfx_text_px(g, x + 32 * k, y, leg[i].what, HD_RGBA(HD_COL_TEXT));
    }
}
