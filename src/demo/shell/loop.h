/*
 * loop.h: the window program's loop (SDL window, events, frames, headless
 * mode, scripts), and what the drivers that own it (main.c, web.c, the
 * script runner, the soak and the frame benches) call.
 */
#ifndef HD_LOOP_H
#define HD_LOOP_H

#include <stdbool.h>
#include <stddef.h>

#include "ctx.h"
#include "options.h"

/* What one turn of the loop leaves for a driver that is not a plain loop
 * (the page): the state of the frame drawn (when one was), and the files
 * to offer and the text to copy that the features asked for. */
typedef struct hd_turn_report {
    char pair[64];
    bool collide;
    int hits;
    int draw_w, draw_h, win_w, win_h;
    double frame_ms, zoom;
    char message[256];
    char toolbar[4096]; /* the buttons, as `report toolbar` prints them */
    char lesson[4096];  /* the open lesson step's panel, as `report lesson` prints it ("" if none) */
    int offers;
    char offer_path[HD_REQ_OFFERS][HD_REQ_PATH];
    const char *offer_mime[HD_REQ_OFFERS];
    bool copy;
    char copy_text[HD_REQ_COPY];
} hd_turn_report;

/* The loop in three parts, for the drivers that own it: main's (run.h:
 * scripts, the soak, the frame benches) and the browser's (web.c).
 * hd_loop_start opens the window and sets the scene up; it returns 0 and
 * the context in *ctx (ctx may be NULL) to go on, else the exit status, all shut down.
 * hd_loop_turn runs one turn: what the driver's step requested, the events
 * (waiting for one at most wait_ms, -1: as long as the loop would when
 * idle), the update, and a frame if something changed; it fills *r (if not
 * NULL) and returns 1 if it drew a frame, 0 if not, -1 when the run is
 * over (quit). hd_loop_end shuts down and returns the exit status. */
int hd_loop_start(const hd_options *o, hd_ctx **ctx);
int hd_loop_turn(int wait_ms, hd_turn_report *r);
int hd_loop_end(void);
/* The end of a finishing run (--headless, --script, --screenshot): the
 * screenshot, the figure, and headless the final state. */
void hd_loop_finish(void);
/* While on, mouse events from the real pointer are not input (a script
 * replays; see HD_SCRIPT_MOUSE_ID). */
void hd_loop_ignore_real_pointer(bool on);

/* Whether the first real pointer motion is the resting pointer reported
 * as the window appears (the desktop: yes; a page reports none). */
void hd_loop_pointer_rests(bool rests);
/* The page's size changed (or the device pixel ratio, `ratio`): the
 * window follows w x h (follow) or keeps its size, backed at the ratio. */
void hd_loop_fit_window(int w, int h, bool follow, double ratio);

/* ---- for the drivers that run inside the loop's turns ---- */

/* Recomputes the scene and the window title now. */
void hd_loop_update(void);
/* Draws the current state (the stress scene if it is on) and presents it
 * in a window (for --bench-frames). */
void hd_loop_draw(bool present);
/* The HUD's facts the next frame is drawn with (the message, the toolbar's
 * bottom, the lesson, the motion lines). window: as in a window, with the
 * message in its strip (a headless frame leaves it out). The motion lines
 * point into the features' own text (valid until they change). */
void hd_loop_hud(hd_hud *out, bool window);
/* Draws the current state (a collision map that is on completed first) and
 * writes the drawable to a PNG; false (with a message) on failure. */
bool hd_loop_save_png(const char *path);
/* The same frame as an SVG figure (svg.h); false with the reason in err. */
bool hd_loop_save_svg(const char *path, char *err, size_t errlen);
/* The figure alone (F12, Ctrl+E): the shapes, the overlays and their
 * labels, without the toolbar, HUD, message line or panel, cropped to what
 * is drawn with a margin; its size in *w, *h. */
bool hd_loop_save_figure_png(const char *path, int *w, int *h);
bool hd_loop_save_figure_svg(const char *path, int *w, int *h, char *err, size_t errlen);
/* The desktop's GIF recorder (run.c; the page has none): fn is called with
 * each frame a turn draws, before it is presented (it may read the
 * renderer's pixels), and with F10's request (path "" : stop). */
void hd_loop_on_frame(void (*fn)(hd_ctx *a));
void hd_loop_on_gif(void (*fn)(hd_ctx *a, const char *path));
/* Headless: would a window of w x h points at pixel ratio r give a
 * drawable within 1..HD_WINDOW_MAX pixels a side (the start-up rule of
 * --window with --pixel-ratio)? Writes the drawable size to *dw, *dh. */
bool hd_loop_drawable_fits(int w, int h, double r, double *dw, double *dh);
/* Headless: the pixel ratio becomes r (the drawable is re-made and the
 * mouse re-mapped, as when a window moves to another display). The caller
 * has checked hd_loop_drawable_fits. */
void hd_loop_set_ratio(double r);

#endif
