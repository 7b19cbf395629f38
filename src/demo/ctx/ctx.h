/*
 * ctx.h: the state every feature of the window program shares, and its
 * services. The shell (shell/loop.c) owns the one instance, fills in what
 * the window system says (sizes, the pointer) and runs the loop; a feature
 * is handed the context, edits it through the services below, and asks for
 * frame-level work (a key run as if pressed, a picture saved, a file
 * offered to the page) with request flags that the loop carries out when
 * the feature returns. Nothing here calls a feature or the loop.
 */
#ifndef HD_CTX_H
#define HD_CTX_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#include "gfx.h"
#include "keymap.h"
#include "lesson_panel.h"
#include "options.h"
#include "scene.h"
#include "show.h"
#include "view.h"

/* Exit statuses (see --help). */
enum { HD_EXIT_OK = 0, HD_EXIT_EXPECT = 1, HD_EXIT_USAGE = 2, HD_EXIT_RUNTIME = 3 };

/* The `which` of the mouse events a script pushes (SDL_PushEvent, the path
 * of real input). While a script runs, mouse events from the real pointer
 * (and its entering or leaving the window) are ignored: where the pointer
 * happens to be must not change a replay. */
#define HD_SCRIPT_MOUSE_ID 0x5C41u
/* The touch device of a script's `finger` lines. */
#define HD_SCRIPT_TOUCH_ID 0x5C42

/* Files the page downloads and text it copies, at most this many a turn. */
enum { HD_REQ_OFFERS = 4, HD_REQ_PATH = 1100, HD_REQ_COPY = 20000 };

/* What the modules ask the loop to do (see hd_ctx_request_*). */
typedef struct hd_requests {
    bool key;               /* run `key_event` through the key table, as if pressed */
    bool key_centre;        /* ... with the pointer taken as outside (zoom about the centre) */
    SDL_KeyboardEvent key_event;
    bool picture;           /* save the frame to `picture_path` (F12, Ctrl+E) */
    bool picture_svg;       /* ... as an SVG figure, else a PNG */
    bool picture_figure;    /* ... only the figure (shapes, overlays, labels), cropped; else the window */
    char picture_path[HD_REQ_PATH];
    int offers;             /* files written for the page to download */
    char offer_path[HD_REQ_OFFERS][HD_REQ_PATH];
    const char *offer_mime[HD_REQ_OFFERS];
    bool theme;             /* draw in palette.h's theme `theme_to` from now on (F9, --theme) */
    int theme_to;
    bool gif;               /* start (or stop) recording the window into `gif_path` (F10) */
    char gif_path[HD_REQ_PATH];
    bool copy;              /* put `copy_text` on the page's clipboard */
    char copy_text[HD_REQ_COPY];
} hd_requests;

typedef struct hd_ctx {
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
    bool touch_input;          /* the last input came from a finger (touch.c): messages name the buttons
                                  as well as the keys, and the toolbar shows no hover hints */
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
    int gif_seq; /* F10's next hitdemo-NNN.gif */
    int theme;   /* the theme drawn (palette.h's hd_theme), set by the loop */
    bool gif_recording; /* F10's recording runs (set by the loop's driver) */
    /* The program Ctrl+C's command runs: the hitdemo beside this program
     * (its absolute path), else plain `hitdemo` (from PATH; the page). */
    char check_prog[1100];

    /* Set by the modules that own them, read by the others. */
    const hd_key *keys; /* the key table (features/keys.c), set by the shell */
    int key_count;
    const hd_lesson_view *lesson; /* the open lesson step (lessons_ui.c), or NULL */
    /* The move of the open scene or lesson step (its move: and frames:
     * keys), which the tunnelling run takes; seq counts the changes. */
    struct {
        bool has;
        hd_vec2 move;
        int frames; /* 0: not given */
        unsigned seq;
    } motion;

    /* Bumped each time the language changes while running
     * (hd_lang_switch, docs/lang.md): a module that keeps text made from
     * _() (a layout, a loaded lesson's words) makes it again when the
     * number it saw last differs. */
    unsigned lang_gen;

    /* Frame-level work the modules ask for and the loop carries out as
     * soon as the module returns (hd_ctx_request_*). */
    hd_requests req;
} hd_ctx;

/* The cursor is on screen: it has a position, and the mouse is over the
 * window or the cursor was placed. Otherwise there is no case on screen to
 * copy, save or check; *why says which is missing. */
bool hd_ctx_cursor_shown(const hd_ctx *a, const char **why);
/* The presentation preset on or off: UI scale at least 2, thick outlines,
 * the HUD compact; off gives the scale and the HUD back as they were. */
void hd_ctx_present(hd_ctx *a, bool on);
/* The drawing context of the window now (renderer, view, UI scale, the P
 * and F5 settings). */
hd_gfx hd_ctx_gfx(const hd_ctx *a);
/* Something changed: update and redraw before the next wait. */
void hd_ctx_dirty(hd_ctx *a);
/* A logical point snapped to whole units when G is on. */
hd_vec2 hd_ctx_snap(const hd_ctx *a, hd_vec2 l);
/* The view anew from the window and drawable sizes the shell last read
 * (a->view's), the zoom and the pan; the cursor follows the mouse's window
 * point (unless it was placed by keys). */
void hd_ctx_refresh_view(hd_ctx *a);
/* Sets zoom and pan (clamped zoom, finite origin) and refreshes the view. */
void hd_ctx_set_view(hd_ctx *a, double zoom, hd_vec2 origin);
/* Centres the default base in the visible logical space (below the
 * toolbar and a HUD in a top corner, where they leave room). */
void hd_ctx_recentre(hd_ctx *a);
/* The mouse is at window point (wx, wy) (a real or injected event); the
 * cursor follows it unless it is pinned (F). */
void hd_ctx_mouse(hd_ctx *a, double wx, double wy);
/* Places the cursor at an exact logical point (keys, scenes); the mouse
 * takes over again when it moves. */
void hd_ctx_place_cursor(hd_ctx *a, hd_vec2 logical);
/* The move a scene or lesson step gives (has false: none). */
void hd_ctx_set_motion(hd_ctx *a, bool has, hd_vec2 move, int frames);
/* A line for the HUD (also printed on stdout in a window). */
void hd_ctx_message(hd_ctx *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Recomputes the scene and the window title's text (a->title) now. */
void hd_ctx_update(hd_ctx *a);
/* The state in one line, for script reports: pair, specs, mouse. */
void hd_ctx_report_state(const hd_ctx *a, char *buf, size_t n);

/* ---- requests: carried out by the loop when the module returns ---- */

/* Run key k through the key table as if it were pressed (a toolbar
 * button); centre: zoom keys act about the window's centre. */
void hd_ctx_request_key(hd_ctx *a, const SDL_KeyboardEvent *k, bool centre);
/* Save the frame as it is drawn to path (already created): a PNG, or an
 * SVG figure; the loop says where it went or why not. */
void hd_ctx_request_picture(hd_ctx *a, const char *path, bool svg);
/* The same, of the figure alone: the shapes, the overlays and their labels
 * (no toolbar, HUD, message or panel), cropped to them with a margin. */
void hd_ctx_request_figure(hd_ctx *a, const char *path, bool svg);
/* Draw in theme t (palette.h's hd_theme) from the next frame on. */
void hd_ctx_request_theme(hd_ctx *a, int t);
/* Record the next seconds of the window into the animated GIF at path
 * (already created; empty path: stop a recording that runs). */
void hd_ctx_request_gif(hd_ctx *a, const char *path);
/* The page downloads the file just written at path (nothing on the desktop). */
void hd_ctx_offer_file(hd_ctx *a, const char *path, const char *mime);
/* The page puts text on the browser's clipboard (SDL's clipboard is set
 * by the caller; nothing more on the desktop). */
void hd_ctx_copy_text(hd_ctx *a, const char *text);

#endif
