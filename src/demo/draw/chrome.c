/* chrome.c: the frame's bars and the box they leave free (see chrome.h). */
#include "chrome.h"

#include <stdio.h>
#include <string.h>

#include "hud.h"
#include "lesson_panel.h"
#include "palette.h"

static const hd_pxbox NONE = {0, 0, 0, 0};

/* The strip's text: the bar's face and size. */
static int strip_pad(const hd_gfx *g)
{
    return (int)(3 * hd_gfx_pt(g) + 0.5);
}

int hd_chrome_strip_h(const hd_gfx *g)
{
    return hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT) + 2 * strip_pad(g);
}

void hd_chrome_lay_out(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud, bool measure_hud,
                       hd_chrome *out)
{
    int W = g->v->draw_w, bottom = g->v->draw_h;
    *out = (hd_chrome){NONE, NONE, NONE, NONE, NONE, NONE, NONE, 0};
    if (hud->top_px > 0) out->toolbar = (hd_pxbox){0, 0, W, hud->top_px};
    /* along the bottom, from the bottom up */
    if (hud->scene_line) {
        int h = hd_hud_bottom_h(g, hud->scene_line);
        out->scene_line = (hd_pxbox){0, bottom - h, W, bottom};
        bottom -= h;
    }
    out->panel_bottom = bottom;
    if (hud->lesson) {
        out->panel = hd_lesson_panel_layout(g, hud->lesson, s, bottom).box;
        bottom = (int)out->panel.y0;
    }
    int sh = hd_chrome_strip_h(g);
    out->strip = (hd_pxbox){0, bottom - sh, W, bottom};
    /* with the HUD shown, the message is one of its lines */
    if (hud->message && hud->message_bar && !show->hud) out->message = out->strip;
    bottom -= sh;
    int top = hud->top_px > 0 ? hud->top_px : 0;
    if (show->hud && measure_hud) {
        hd_hud with = *hud;
        with.bottom_px = (int)out->strip.y1;
        out->hud = hd_hud_measure(g, s, show, &with);
        /* a HUD in a corner takes its band off the free box where that
         * leaves most of it (else the shapes go beside it) */
        int room = bottom - top;
        if (show->hud_corner < 2 && out->hud.y1 - top <= 0.4 * room) top = (int)out->hud.y1;
        else if (show->hud_corner >= 2 && bottom - out->hud.y0 <= 0.4 * room) bottom = (int)out->hud.y0;
    }
    if (bottom < top) bottom = top;
    out->free = (hd_pxbox){0, top, W, bottom};
}

void hd_chrome_draw_message(const hd_gfx *g, const char *text, hd_pxbox strip)
{
    int pad = strip_pad(g), room = g->v->draw_w - 2 * pad;
    char line[300];
    snprintf(line, sizeof line, "%s", text);
    /* one line: cut at a character boundary, with "..." */
    if (hd_gfx_text_w(g, HD_FACE_MONO, HD_TEXT_PT, line) > room) {
        size_t n = strlen(line);
        while (n > 0) {
            n--;
            while (n > 0 && ((unsigned char)line[n] & 0xC0) == 0x80) n--;
            snprintf(line + n, sizeof line - n, "...");
            if (hd_gfx_text_w(g, HD_FACE_MONO, HD_TEXT_PT, line) <= room) break;
        }
    }
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    int y0 = (int)strip.y0, y1 = (int)strip.y1;
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y1, HD_RGBA(HD_COL_BAR));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + (rule < 1 ? 1 : rule) - 1, HD_RGBA(HD_COL_TEXT));
    hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad, y0 + pad, line, HD_RGBA(HD_COL_ALERT));
}

void hd_chrome_box_text(hd_pxbox b, char *buf, size_t n)
{
    if (b.x1 <= b.x0 || b.y1 <= b.y0) snprintf(buf, n, "none");
    else snprintf(buf, n, "%.0f,%.0f,%.0f,%.0f", b.x0, b.y0, b.x1, b.y1);
}
