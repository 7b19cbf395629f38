/*
 * web_args.h: the page's URL query as the window program's options (pure
 * C, no SDL, no Emscripten: unit-tested natively).
 *
 * The page (web/shell.html) hands main() the query's parameters, decoded,
 * as "key=value" strings; each becomes the option it names, so the options'
 * own checks and messages apply:
 *   base=SPEC     --base SPEC       cursor=SPEC   --cursor SPEC
 *   zoom=Z        --zoom Z          mouse=X,Y     --mouse X,Y
 *   window=W,H    --window W,H (the canvas keeps that size; without it the
 *                 canvas fills the browser window and follows its size)
 *   hud=1|0       --hud / --no-hud   toolbar=1|0   --toolbar / --no-toolbar
 *   lesson=N      --lesson N: the bundled lesson at step N
 *   scene=NAME    --scene DIR/FILE: a bundled scene by its file name, with
 *                 or without .scene, or by the number it starts with (03)
 *   lang=L        --lang L: en, fr, zh_CN or zh (also fr-FR, zh-CN as a
 *                 browser writes them); kept in has_lang/lang, not in argv
 *                 (the page switches the language itself, lang.h)
 * The renderer is not offered: the page draws with WebGL, and SDL 2.26's
 * software path in a browser draws at a device pixel ratio of 1 only.
 */
#ifndef HD_WEB_ARGS_H
#define HD_WEB_ARGS_H

#include <stdbool.h>
#include <stddef.h>

#include "lang.h"

#define HD_WEB_ARGS_MAX 40

typedef struct hd_web_args {
    int argc;
    char *argv[HD_WEB_ARGS_MAX + 1]; /* argv[0] "hitdemo"; each malloc'd; NULL-terminated */
    bool has_window;                 /* the query gave window= */
    bool has_lang;                   /* the query gave lang= ... */
    hd_lang lang;                    /* ... this one */
} hd_web_args;

/* Builds the option list from n "key=value" strings. scene_dir and its
 * scene file names (sorted, as hd_scenefile_list gives them) resolve
 * scene=; win_w x win_h (the browser window's size) is the window size
 * unless window= is given. Returns 0, or 2 with a message naming the
 * parameter and the problem in err (nothing to free then). */
int hd_web_args_build(int n, char *const *pairs, const char *scene_dir, char *const *scene_names,
                      int scene_count, int win_w, int win_h, hd_web_args *out, char *err, size_t errlen);

/* Frees what hd_web_args_build allocated. */
void hd_web_args_free(hd_web_args *a);

#endif
