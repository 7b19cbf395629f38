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
    /* ... each alone: in a step that shows the run (show: tunnel), right:
     * is the sweep and naive: the per-frame test games use, and these are
     * what each says (NULL: no run yet) */
    const char *run_frames, *run_swept;
    /* The whole lesson (NULL: the step alone): the text is one size for
     * all of its steps, the size at which the longest one fits. */
    const hd_lesson *steps;
    int nsteps;
    bool folded; /* the panel shows only its title line (F6, its fold button) */
    /* The toolbar is shown: its buttons step and close the lesson, so the
     * keys' hint is written only where it fits on the title line (not on a
     * line of its own, which the shapes need at 1024x768: issue 29). */
    bool keys_on_toolbar;
} hd_lesson_view;

/* The panel's layout for this frame: its box (drawable pixels, along the
 * bottom, its bottom edge at row `bottom`), the text size and the fold
 * button's box, with what the tests say for s (NULL: no verdicts).
 *
 * The text size is the lesson's, not the step's: the largest (up to the
 * body text's) at which every step's panel, with the longest verdicts and
 * the room its I and run lines take, fits in 40% of the window's height;
 * so it stays the same from step to step at a given window size and UI
 * scale. A step's panel is as high as that worst case of the step, so the
 * framing above it holds while the verdicts and the I line change. */
typedef struct hd_lesson_layout {
    hd_pxbox box;
    double pt;     /* the body text's size, UI points */
    hd_pxbox fold; /* the fold / unfold button on the title line */
} hd_lesson_layout;
hd_lesson_layout hd_lesson_panel_layout(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom);
/* Draws it with what the right and the naive test say for s now. */
void hd_lesson_panel_draw(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom);
/* The panel's lines as drawn, for script reports (like snprintf). */
int hd_lesson_panel_report(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom, char *buf,
                           size_t n);

#endif
