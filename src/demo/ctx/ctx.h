/*
 * app_state.h: the state the window program's modules share. app.c owns
 * the one instance and runs the loop (events -> update -> draw); each
 * module (nav.c, script_run.c, ...) takes the events it handles and works
 * on this state through the helpers below.
 */
#ifndef HD_APP_STATE_H
#define HD_APP_STATE_H

#include <SDL.h>
#include <stdbool.h>

#include "gfx.h"
#include "options.h"
#include "scene.h"
#include "show.h"
#include "view.h"

/* Exit statuses (see --help). */
enum { HD_EXIT_OK = 0, HD_EXIT_EXPECT = 1, HD_EXIT_USAGE = 2, HD_EXIT_RUNTIME = 3 };

typedef struct hd_app {
    const hd_options *opt;

    SDL_Window *win;
    SDL_Renderer *ren;
    SDL_Texture *target;   /* headless: the drawable */
    Uint32 win_id;
    bool headless;
    double pixel_ratio; /* headless drawable / window (--pixel-ratio, script `ratio`) */

    double ui_scale; /* --ui-scale, Ctrl+= / Ctrl+- / Ctrl+0: text, lines, dots (0.5 to 4) */
    double present_ui;     /* the UI scale before the presentation preset */
    bool present_compact;  /* the HUD's compactness before it */
    double zoom;
    hd_vec2 origin; /* the logical point at the window's top-left corner */
    hd_view view;
    hd_scene scene;
    /* The frame the default base is centred in: the visible logical space
     * when it was last chosen (start-up, keys 1-8, resize, Home); zoom and
     * pan leave the base where it is. */
    hd_vec2 frame_origin;
    double frame_w, frame_h;

    bool mouse_known;
    bool mouse_inside;         /* the pointer is over the window */
    double mouse_wx, mouse_wy; /* window coordinates */
    bool nudged;               /* the cursor was placed by keys: the mouse takes over when it moves */
    bool snap;                 /* G: the cursor snaps to whole logical units */
    /* A placed cursor (start-up, a scene, PgDn, keys, C) holds until the
     * real pointer really moves: a pointer motion reported at the pointer's
     * last known window point (as when the window appears under a resting
     * pointer, or is raised, or the keyboard is used) does not take it. */
    bool hold;
    bool pointer_known;        /* a real pointer motion has been seen */
    double pointer_x, pointer_y; /* ... at this window point */
    bool first_motion_rests;   /* the first real motion is the resting pointer reported as the
                                  window appears (desktop: yes, if the pointer is still where it
                                  was on the screen at start-up; the page reports none) */
    int pointer0_x, pointer0_y; /* the pointer on the screen when the window was made */
    hd_show show;              /* which overlays are on */
    double frame_ms;           /* < 0 until a frame has been drawn */
    char message[256];         /* a line for the HUD (a refused edit, a copied command), or "" */
    Uint32 message_at;         /* when it was set (SDL ticks): in a window it goes after a while */

    bool dirty;    /* something changed: update and redraw */
    bool map_busy; /* the collision map is on and incomplete */
    bool quit;
    int status;
    char title[160];
    int shot_seq;
    int svg_seq; /* Ctrl+E's next hitdemo-NNN.svg */
    /* The program Ctrl+C's command runs: the hitdemo beside this program
     * (its absolute path), else plain `hitdemo` (from PATH; the page). */
    char check_prog[1100];
} hd_app;

/* The one instance (for web.c, which reads it between turns). */
hd_app *hd_app_instance(void);
/* The cursor is on screen: it has a position, and the mouse is over the
 * window or the cursor was placed. Otherwise there is no case on screen to
 * copy, save or check; *why says which is missing. */
bool hd_app_cursor_shown(const hd_app *a, const char **why);
/* The presentation preset on or off: UI scale at least 2, thick outlines,
 * the HUD compact; off gives the scale and the HUD back as they were. */
void hd_app_present(hd_app *a, bool on);
/* The drawing context of the window now (renderer, view, UI scale, the P
 * and F5 settings). */
hd_gfx hd_app_gfx(const hd_app *a);
/* F1, ?, a click on the help: the help opens, turns to its next page, or
 * (after its last) closes. */
void hd_app_help_next(hd_app *a);
/* Something changed: update and redraw before the next wait. */
void hd_app_dirty(hd_app *a);
/* Sets zoom and pan (clamped zoom, finite origin) and re-reads the window
 * and drawable sizes; the cursor follows the mouse's window point (unless
 * it was placed by keys). */
void hd_app_set_view(hd_app *a, double zoom, hd_vec2 origin);
/* Centres the default base in the visible logical space. */
void hd_app_recentre(hd_app *a);
/* The mouse is at window point (wx, wy) (a real or injected event). */
void hd_app_mouse(hd_app *a, double wx, double wy);
/* Places the cursor at an exact logical point (keys, scenes); the mouse
 * takes over again when it moves. */
void hd_app_place_cursor(hd_app *a, hd_vec2 logical);
/* A line for the HUD (also printed on stdout). */
void hd_app_message(hd_app *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Recomputes the scene (and the window title) now. */
void hd_app_update(hd_app *a);
/* Draws the current state (the stress scene if it is on) and presents it
 * in a window (for --bench-frames). */
void hd_app_draw(hd_app *a, bool present);
/* Draws the current state (a collision map that is on completed first) and
 * writes the drawable to a PNG; false (with a message) on failure. */
bool hd_app_save_png(hd_app *a, const char *path);
/* The same frame as an SVG figure (svg.h); false with the reason in err. */
bool hd_app_save_svg(hd_app *a, const char *path, char *err, size_t errlen);
/* Headless: would a window of w x h points at pixel ratio r give a
 * drawable within 1..HD_WINDOW_MAX pixels a side (the start-up rule of
 * --window with --pixel-ratio)? Writes the drawable size to *dw, *dh. */
bool hd_app_drawable_fits(int w, int h, double r, double *dw, double *dh);
/* Headless: the pixel ratio becomes r (the drawable is re-made and the
 * mouse re-mapped, as when a window moves to another display). The caller
 * has checked hd_app_drawable_fits. */
void hd_app_set_ratio(hd_app *a, double r);
/* The state in one line, for script reports: pair, specs, mouse. */
void hd_app_report_state(const hd_app *a, char *buf, size_t n);

#endif
