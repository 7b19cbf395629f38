/* options.h: the window program's command line (pure C, no SDL). */
#ifndef HD_OPTIONS_H
#define HD_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "hd_geom.h"
#include "scene.h"

#define HD_WINDOW_MAX 16384

typedef struct hd_options {
    bool help;
    bool headless;
    int win_w, win_h;     /* points; default 1280x720 */
    double zoom;          /* default 1 */
    double pixel_ratio;   /* headless drawable / window; default 1 */
    bool has_mouse;
    double mouse_x, mouse_y; /* window coordinates */
    bool has_base;
    bool base_fixed;      /* full spec (else the default of base_kind) */
    hd_kind base_kind;
    hd_shape base;
    bool has_cursor;
    hd_cursor_tpl cursor;
    const char *screenshot; /* write the first frame here and exit */
    const char *script;
    int hud;              /* -1 default (on in a window, off headless) */
} hd_options;

/* Parses argv. Returns 0 on success; on a bad option returns 2 and writes
 * a message naming the option and the problem into err. */
int hd_options_parse(int argc, char **argv, hd_options *o, char *err, size_t errlen);

/* Help text of the window program's options. */
void hd_options_print_help(FILE *f);

#endif
