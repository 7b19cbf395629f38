/*
 * toolbar_view.h: the toolbar's buttons, their layout and their look: a row
 * of buttons along the top, wrapped onto more rows where the window is
 * narrow, smaller where its rows would take more than a fifth of the
 * height. What a press does is the toolbar feature's (features/toolbar.c).
 */
#ifndef HD_TOOLBAR_VIEW_H
#define HD_TOOLBAR_VIEW_H

#include <SDL.h>
#include <stdbool.h>

#include "gfx.h"
#include "scene.h"
#include "show.h"

/* What a button is: the key it runs (and the one a right-click runs), and
 * where its label and state come from. */
typedef enum hd_tool_kind {
    T_BASE, T_CURSOR, T_TOGGLE, T_KEY, T_LESSON, T_STEP, T_NUDGE, T_TURN, T_DECISION,
    T_MORE, /* the collapsed bar's "More": no key, it opens the panel of the others */
    T_BASE_PREV, /* the base's previous kind (the Base button's right-click, for a finger) */
    T_LANG       /* the language (F2): its label names the one the window speaks */
} hd_tool_kind;

typedef struct hd_tool {
    hd_tool_kind kind;
    const char *label;       /* T_BASE / T_CURSOR: the prefix; words marked N_(), shown through _() */
    SDL_Keycode sym, alt_sym; /* alt: a right-click (0: the same) */
    Uint16 mod, alt_mod;
    int flag;                /* T_TOGGLE: which hd_show flag shows it on */
    int rank;                /* in the collapsed row: 1 first, 2 next ...; 0 only under More */
    bool group;              /* the first of a group: a wider gap before it */
} hd_tool;

enum { F_NONE, F_DIST, F_INNER, F_MAP, F_NAIVE, F_OUTLINE, F_HELP, F_PRESENT, F_HUD, F_SWEEP, F_TUNNEL, F_PIN,
       F_FULL, F_MENU, F_MORE, F_PEER };

extern const hd_tool hd_tools[];
extern const int hd_tool_count;
enum { HD_TOOLS_MAX = 64 };
/* A button's least height, window points: a fingertip's target. */
enum { HD_TOOLBAR_MIN = 32, HD_TOOLBAR_MIN_PRESENT = 44 };

/* What the buttons show: the overlays' states, the kinds, a lesson open. */
typedef struct hd_toolbar_state {
    const hd_show *show;
    const hd_scene *scene;
    bool lesson;
    unsigned lang_gen; /* the context's: the layout is made again when it changes */
} hd_toolbar_state;

typedef struct hd_toolbar_layout {
    int n;            /* buttons shown (those in an open More panel too, after the row's) */
    int idx[HD_TOOLS_MAX];      /* which tool each is */
    hd_pxbox box[HD_TOOLS_MAX]; /* drawable pixels */
    char text[HD_TOOLS_MAX][64];
    bool on[HD_TOOLS_MAX];
    bool collapsed;   /* one row and More; the others are in the panel */
    int nbar;         /* the first nbar of the n are on the bar, the rest in the open panel */
    int hidden[HD_TOOLS_MAX]; /* collapsed, panel closed: the tools under More (their
                                 labels and states at text[n + h], on[n + h]) */
    int nhidden;
    int panel_bottom; /* the open panel's bottom edge (0: closed) */
    int bottom;       /* the row's (rows') bottom edge */
    int pad, row;
    double size;      /* the labels' text size, UI points */
} hd_toolbar_layout;

/* The buttons shown now and their boxes (drawable pixels); none when the
 * toolbar is hidden. */
void hd_toolbar_lay_out(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L);
/* The row(s), with `hover` the hovered tool (-1: none) and, under them,
 * the hint line `hint` (NULL: none). */
void hd_toolbar_view_draw(const hd_gfx *g, const hd_toolbar_state *a, int hover, const char *hint);
/* Frees the rows' texture; before the renderer is destroyed. */
void hd_toolbar_view_shutdown(void);

#endif
