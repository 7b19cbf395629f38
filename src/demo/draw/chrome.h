/*
 * chrome.h: where the frame's bars go (the toolbar along the top, the HUD
 * in its corner, and along the bottom, from the bottom up: the open
 * scene's line, the lesson's panel and the message strip), and the box
 * they leave free for the shapes. The framing (Home, a lesson step) puts
 * the shapes in that free box, so no bar covers them; the message line
 * has a strip of its own, one line high, that the free box always leaves
 * out, so a message coming and going never covers the shapes.
 */
#ifndef HD_CHROME_H
#define HD_CHROME_H

#include <stdbool.h>

#include "gfx.h"
#include "scene.h"
#include "show.h"

typedef struct hd_chrome {
    /* drawable pixels; a box with x1 <= x0 is none */
    hd_pxbox toolbar;    /* the toolbar's rows (0..hud->top_px) */
    hd_pxbox hud;        /* the HUD, when shown */
    hd_pxbox strip;      /* the message strip (always reserved) */
    hd_pxbox message;    /* the message as drawn in the strip, or none */
    hd_pxbox panel;      /* the lesson's panel, or none */
    hd_pxbox scene_line; /* the open scene's line, or none */
    hd_pxbox free;       /* what the bars leave for the shapes */
    int panel_bottom;    /* the panel's bottom row */
} hd_chrome;

/* The layout of the frame's bars for these facts (hud->top_px: the
 * toolbar's bottom row; hud->message with hud->message_bar: a message
 * drawn in the strip). measure_hud: the HUD's box (when shown) and the
 * free box too (else both are left out: the frame places the HUD itself). */
void hd_chrome_lay_out(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud, bool measure_hud,
                       hd_chrome *out);
/* The height of the message strip (one line of the bar's text). */
int hd_chrome_strip_h(const hd_gfx *g);
/* Draws the message in the strip: one line, cut with "..." where it is
 * longer than the window is wide. */
void hd_chrome_draw_message(const hd_gfx *g, const char *text, hd_pxbox strip);
/* "X0,Y0,X1,Y1" rounded to whole pixels, or "none". */
void hd_chrome_box_text(hd_pxbox b, char *buf, size_t n);

#endif
