/* options.h: the window program's command line (pure C, no SDL). */
#ifndef HD_OPTIONS_H
#define HD_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include "scene.h"
#include "scenefile.h"

#define HD_WINDOW_MAX 16384

typedef struct hd_options {
    bool help;
    bool keys; /* --keys: print the key table (Markdown) and exit */
    bool headless;
    bool exit_after_script; /* --exit-after-script: a window closes when the script ends */
    int win_w, win_h;     /* points; default 1280x720 */
    double zoom;          /* default 1 */
    double pixel_ratio;   /* headless drawable / window; default 1 */
    bool has_mouse;
    double mouse_x, mouse_y; /* window coordinates */
    bool has_base;
    bool base_fixed;      /* full spec (else the default of base_kind) */
    hd_kind base_kind;
    hd_shape_buf base;    /* when base_fixed (a plain value: hd_shape_of views it) */
    bool has_cursor;
    bool cursor_sized;    /* the cursor came with numbers (not a kind alone: its default) */
    hd_cursor_tpl cursor;
    const char *screenshot; /* write the first frame here and exit */
    const char *svg;      /* --svg: the same frame as an SVG figure, then exit */
    const char *script;
    int script_delay;     /* --script-delay MS: a delay after every script
                             line (overrides `pace`); -1 when not given */
    int hud;              /* -1 default (on in a window, off headless) */
    int toolbar;          /* --toolbar / --no-toolbar: -1 default (on in a window, off headless) */
    long soak_events;     /* --soak N,SEED (hidden, headless): N random events after */
    unsigned long soak_seed; /* the script, if any; 0 events: no soak */
    /* --scene FILE: the file is loaded by hd_options_parse. Its base, cursor
     * and zoom fill has_base/base, has_cursor/cursor and zoom unless
     * --base, --cursor or --zoom are given too (those win, in any order).
     * Its mouse is a LOGICAL position: has_scene_mouse/scene_mouse keep it
     * exactly, and (unless --mouse is given) has_mouse/mouse_x,mouse_y are
     * set to scene_mouse * zoom, its window coordinates, for display only.
     * The window (features/scenes_ui.c, which loads the file again and
     * applies it) sets the scene's mouse with hd_scene_set_mouse after the
     * window-coordinate mouse, so that the scene's logical mouse (which may
     * be a non-integer, one ulp from a contact) is used exactly. */
    const char *scene;    /* the path, or NULL */
    double ui_scale;      /* --ui-scale S (0.5 to 4; 0: 1) */
    bool present;         /* --present: the presentation preset (F5) */
    bool fullscreen;      /* --fullscreen: the window on the whole screen (F11) */
    int lesson;           /* --lesson N: open step N of the lesson at start-up (0: none) */
    const char *lessons;  /* --lessons DIR: the lesson's folder (NULL: assets/lessons) */
    const char *font_dir; /* --font-dir: where the DejaVu fonts are (NULL: Debian's folder) */
    const char *out_dir;  /* --out-dir: where F12, Ctrl+S and R save (NULL: the default, outdir.h) */
    bool has_scene_mouse;
    hd_vec2 scene_mouse;  /* logical units */
    char scene_description[HD_SCENEFILE_DESC_MAX + 1]; /* "" without --scene */
    bool scene_expect_collide;
    int scene_hits;
    /* performance (options_perf.c) */
    int bench_frames;     /* --bench-frames N: draw N frames, print their times as JSON */
    int renderer;         /* --renderer: HD_RENDERER_* (a real window; headless is software) */
    int stress;           /* --stress N: start in the stress scene with N shapes (0: no) */
    int frames;           /* --frames F: with --stress, F frames of detection as JSON */
    bool stress_pairs;    /* --stress-pairs: all against each other (else the cursor) */
    bool stress_static;   /* --stress-static: the shapes do not drift */
    bool stress_brute;    /* --brute: start with brute force (else the broad phase) */
    /* figures and themes (options_figures.c) */
    int theme;            /* --theme: 0 light (default), 1 dark, 2 contrast (palette.h's hd_theme) */
    const char *gif;      /* --gif FILE: with --script, the frames it draws as an animated GIF */
} hd_options;

enum { HD_RENDERER_AUTO = 0, HD_RENDERER_SOFTWARE, HD_RENDERER_ACCELERATED };

/* options_perf.c: whether option NAME takes a value; parses it (returns -1
 * if NAME is not one of them, 0 ok, 2 with a message); checks them together. */
bool hd_options_perf_takes(const char *name);
int hd_options_perf(const char *name, const char *val, hd_options *o, char *err, size_t errlen);
int hd_options_perf_check(const hd_options *o, char *err, size_t errlen);

/* options_figures.c: --theme NAME and --gif FILE, the same way. */
bool hd_options_figures_takes(const char *name);
int hd_options_figures(const char *name, const char *val, hd_options *o, char *err, size_t errlen);
int hd_options_figures_check(const hd_options *o, char *err, size_t errlen);
/* The themes' names in --theme's order ("light", "dark", "contrast"). */
extern const char *const hd_theme_names[3];

/* Parses argv. Returns 0 on success; on a bad option returns 2 and writes
 * a message naming the option and the problem into err. */
int hd_options_parse(int argc, char **argv, hd_options *o, char *err, size_t errlen);

/* Help text of the window program's options. */
void hd_options_print_help(FILE *f);

#endif
