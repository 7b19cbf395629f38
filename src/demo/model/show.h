/* show.h: which overlays are on and what the HUD knows besides the scene
 * (pure C, no SDL). */
#ifndef HD_SHOW_H
#define HD_SHOW_H

#include <stdbool.h>

/* Which overlays are on (each toggled by a key, see features/keys.c). */
typedef struct hd_show {
    bool hud;     /* H */
    bool dist;    /* D: closest points, distance, push-out vector */
    bool inner;   /* I: the algorithm's inner values */
    bool map;     /* M: collision map */
    bool naive;   /* N: the seed articles' answer beside the right one */
    bool help;    /* F1 / ?: keys and colours */
    int help_page; /* ... its page, where the window is too small for one (help.c) */
    bool outline; /* O: shapes outlined, not filled */
    bool full_numbers; /* P: numbers on screen in full precision (else 6 significant digits) */
    bool hud_compact;  /* Shift+H: the HUD cut down to the pair, the verdict and the overlays' lines */
    int hud_corner;    /* Ctrl+H: 0 top left, 1 top right, 2 bottom right, 3 bottom left */
    bool present;      /* F5, --present: the presentation preset (UI scale 2, thick outlines, compact HUD) */
    bool toolbar;      /* T, --toolbar: the buttons along the top (toolbar.c) */
    bool sweep;        /* W: the cursor's move since the last frame tested as a sweep (sweep_mode.c) */
    bool tunnel;       /* Y: the tunnelling run, frame by frame (tunnel.c) */
    bool pin;          /* F: the cursor pinned where it is, whatever the mouse does (pin.c) */
    bool fullscreen;   /* F11, --fullscreen: the window fills the screen (fullscreen.c) */
    bool toolbar_more; /* the toolbar's "More" panel open (toolbar.c, where the bar is collapsed) */
    bool lesson_menu;  /* Shift+L: the list of the lesson's steps open (lesson_menu.c) */
    /* . and , with I on: the step of the algorithm shown, 1 to the pair's
     * step count, 0 off (the whole picture at once). hd_ctx_update keeps
     * it within the count as the shapes change, and starts again at 1
     * when the pair's family (step_family) changes. */
    int step;
    int step_family;
} hd_show;

/* What the HUD shows besides the scene. */
typedef struct hd_hud {
    bool mouse_inside;         /* the pointer is over the window */
    bool cursor_placed;        /* the cursor was placed by keys, a scene or a script (shown wherever the pointer is) */
    double mouse_wx, mouse_wy; /* window coordinates */
    double frame_ms;           /* time the last frame took to draw; < 0: none yet */
    const char *message;       /* a line to show (e.g. a refused edit), or NULL */
    bool message_bar;          /* with the HUD hidden, the message in a bar at the bottom (a window:
                                  headless, a hidden HUD leaves the picture without text) */
    const char *map_status;    /* the collision map's progress, or NULL */
    const char *scene_line;    /* the open scene's description (bottom of the window), or NULL */
    const char *labels_dropped; /* the labels the placement pass had no room for, or NULL */
    const char *motion[4];     /* sweep mode's and the tunnelling run's lines (NULL-ended; NULL: none) */
    const struct hd_lesson_view *lesson; /* the open lesson step (its panel along the bottom), or NULL */
    int top_px;                /* the drawable row below the toolbar (0: none) */
    int bottom_px;             /* the drawable row the bars along the bottom start at (0: none) */
} hd_hud;

#endif
