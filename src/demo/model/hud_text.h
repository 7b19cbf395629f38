/*
 * hud_text.h: the HUD's lines as text (pure C, no SDL), wrapped to a given
 * width so that no line is cut off, even in a 640x400 window.
 */
#ifndef HD_HUD_TEXT_H
#define HD_HUD_TEXT_H

#include <stdbool.h>

#include "scene.h"
#include "show.h"
#include "view.h"

enum { HD_HUD_COLS = 160, HD_HUD_LINES = 48 };

typedef struct hd_hud_line {
    char text[HD_HUD_COLS * 3 + 1]; /* UTF-8: a Chinese character is 3 bytes, 2 columns */
    bool alert; /* drawn in a colour that stands out */
} hd_hud_line;

/* Fills out[0..max) with the HUD's lines, each at most cols characters
 * (2 <= cols <= HD_HUD_COLS; long items wrap onto indented lines); returns
 * the count. The base and cursor appear as the specs that `hitdemo
 * --check` takes; numbers are rounded to 6 significant digits unless
 * show->full_numbers (P), which shows them exactly. */
int hd_hud_text(const hd_view *v, const hd_scene *s, const hd_show *show, const hd_hud *h, int cols,
                hd_hud_line *out, int max);

/* Copies in to out (like snprintf) with every number written to 6
 * significant digits, trailing zeros dropped (54.00000000000001 -> 54,
 * 7.105427357601002e-15 -> 7.10543e-15): what a reader needs on screen.
 * A number is a run that strtod reads, starting where no letter or digit
 * stands before it (F1 and x2 stay as they are). */
int hd_hud_round_numbers(const char *in, char *out, size_t n);

/* Wraps text into out[0..max) as the HUD does (at most cols characters a
 * line, breaking after a space or a comma); returns the line count. */
int hd_hud_wrap(const char *text, int cols, hd_hud_line *out, int max);

#endif
