/*
 * lessons_ui.h: guided lessons in the window. L opens the lesson (the
 * *.lesson steps of assets/lessons, or --lessons DIR, in name order) at its
 * first step, or where it was left; Space goes to the next step, Backspace
 * back, L closes it. --lesson N opens step N at start-up (lesson=N on the
 * page). Each step sets its scene (base, cursor, the exact mouse, zoom),
 * turns on the overlays it names and frames both shapes in the space above
 * its panel; the panel (lesson_panel.c) shows the step's title, text, the
 * right and the naive test with what each says now, and the task.
 */
#ifndef HD_LESSONS_UI_H
#define HD_LESSONS_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"
#include "lesson_panel.h"
#include "lessonfile.h"

/* At start-up: finds the lesson folder; opens --lesson N. Returns
 * HD_EXIT_OK, or HD_EXIT_USAGE with a message on stderr (no such step, a
 * bad step file). */
int hd_lessons_ui_init(hd_ctx *a);
void hd_lessons_ui_shutdown(void);
/* Opens step n (1-based) of the lesson; false with the problem in err. */
bool hd_lessons_ui_open(hd_ctx *a, int n, char *err, size_t errlen);
/* L, Space, Backspace (keys.c's table): false when they do not apply
 * (Space and Backspace outside a lesson), and the key goes on. */
bool hd_lessons_ui_key_toggle(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_lessons_ui_key_next(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_lessons_ui_key_prev(hd_ctx *a, const SDL_KeyboardEvent *k);
/* Before each frame: frames the step again when the window's size, the UI
 * scale, F5, the toolbar or the HUD changed since it was framed, and sets
 * the panel's line of the algorithm's step (I with . ,). */
void hd_lessons_ui_frame(hd_ctx *a);
/* The line of the algorithm's step shown (. ,) for the panel, or NULL. */
void hd_lessons_ui_set_decision(const char *text);
/* Closes the lesson if one is open (as L does). */
void hd_lessons_ui_close(hd_ctx *a);
/* The lesson's step count (0: none found), the step open or last opened
 * (0-based, -1: none), and step i's title (read from its file; false with
 * the problem in buf). For the lesson menu. */
int hd_lessons_ui_count(void);
int hd_lessons_ui_index(void);
bool hd_lessons_ui_title(int i, char *buf, size_t n);
/* The open step, or NULL when no lesson is open. */
const hd_lesson_view *hd_lessons_ui_view(void);

#endif
