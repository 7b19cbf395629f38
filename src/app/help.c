/* help.c: the F1 / ? overlay: every key with its action, made from the
 * table that dispatches them (keys.c), the pointer's actions, and a legend
 * of the colours, on a panel over the whole window (the HUD is hidden
 * while it shows). Rows flow into columns where the window is too short. */
#include <stdio.h>
#include <string.h>

#include "keys.h"
#include "overlay.h"
#include "render.h"

typedef struct legend {
    hd_rgba c;
    const char *what;
} legend;

/* The layout: rows top to bottom, a new column when one is full. */
typedef struct flow {
    const hd_gfx *g;
    int k, pad, row, top, x, y, col_w;
} flow;

static void next_row(flow *f, int rows)
{
    if (f->y + rows * f->row > f->g->v->draw_h - f->pad) {
        f->x += f->col_w;
        f->y = f->top;
    }
}

static void heading(flow *f, const char *text)
{
    next_row(f, 2);
    hd_gfx_text_px(f->g, f->x, f->y, text, HD_RGBA(HD_COL_TEXT));
    f->y += f->row * 3 / 2;
}

static void text_row(flow *f, const char *keys, const char *action)
{
    char buf[200];
    next_row(f, 1);
    snprintf(buf, sizeof buf, "%-20s %s", keys, action);
    hd_gfx_text_px(f->g, f->x, f->y, buf, HD_RGBA(HD_COL_TEXT));
    f->y += f->row;
}

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
    int nl = (int)(sizeof leg / sizeof leg[0]);
    int rows = 6 + nl + hd_pointer_action_count;
    for (int i = 0; i < hd_key_count; i++) rows += hd_keys[i].keys != NULL;
    int k = hd_gfx_text_scale(g), pad = 8 * k;
    /* the longest row sets the column width */
    int widest = 0;
    for (int i = 0; i < hd_key_count; i++)
        if (hd_keys[i].keys && (int)strlen(hd_keys[i].action) > widest) widest = (int)strlen(hd_keys[i].action);
    flow f = {g, k, pad, 0, pad, pad, pad, (21 + widest + 3) * 8 * k};
    f.row = (g->v->draw_h - 2 * pad) / rows;
    if (f.row > 12 * k) f.row = 12 * k;
    if (f.row < 9 * k) f.row = 9 * k;
    hd_gfx_box_px(g, 0, 0, g->v->draw_w, g->v->draw_h, HD_RGBA(0xff, 0xff, 0xff, 0xf0));
    hd_gfx_text_px(g, f.x, f.y, "hitdemo: keys  (F1 or ? to close)", HD_RGBA(HD_COL_TEXT));
    f.y += f.row * 3 / 2;
    f.top = f.y;
    for (int i = 0; i < hd_key_count; i++)
        if (hd_keys[i].keys) text_row(&f, hd_keys[i].keys, hd_keys[i].action);
    f.y += f.row / 2;
    heading(&f, "the pointer");
    for (int i = 0; i < hd_pointer_action_count; i++)
        text_row(&f, hd_pointer_actions[i].what, hd_pointer_actions[i].action);
    f.y += f.row / 2;
    heading(&f, "colours");
    for (int i = 0; i < nl; i++) {
        next_row(&f, 1);
        hd_gfx_box_px(g, f.x, f.y, f.x + 24 * k, f.y + 8 * k - 1, leg[i].c);
        hd_gfx_text_px(g, f.x + 32 * k, f.y, leg[i].what, HD_RGBA(HD_COL_TEXT));
        f.y += f.row;
    }
}
