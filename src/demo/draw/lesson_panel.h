/*
 * lesson_panel.h: the open lesson step's panel along the bottom of the
 * window: the step's title, its text, the task and what the right and the
 * naive test say now, laid out to fit and drawn through gfx.h.
 */
#ifndef HD_LESSON_PANEL_H
#define HD_LESSON_PANEL_H

#include <stddef.h>

#include "gfx.h"
#include "lessonfile.h"
#include "scene.h"

/* What the panel draws: the open step and where it is in the lesson. */
typedef struct hd_lesson_view {
    const hd_lesson *l;
    int step, count; /* 1-based */
    const char *file;
    const char *decision; /* with I stepping (. ,): the step's line, or NULL */
    const char *motion;   /* the tunnelling run's answers (per frame, swept), or a peer's (U), or NULL */
    const char *motion_label; /* its label: NULL for the run's ("run"), "peer" for a peer's answer */
} hd_lesson_view;

/* The panel's layout for this frame: its box (drawable pixels, along the
 * bottom, its bottom edge at row `bottom`) and the text size it fits at
 * (it shrinks so as to take at most 45% of the window's height), with
 * what the tests say for s (NULL: no verdicts). */
typedef struct hd_lesson_layout {
    hd_pxbox box;
    double pt; /* the body text's size, UI points */
} hd_lesson_layout;
hd_lesson_layout hd_lesson_panel_layout(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom);
/* Draws it with what the right and the naive test say for s now. */
void hd_lesson_panel_draw(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom);
/* The panel's lines as drawn, for script reports (like snprintf). */
int hd_lesson_panel_report(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom, char *buf,
                           size_t n);

#endif
