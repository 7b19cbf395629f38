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
    T_BASE, T_CURSOR, T_TOGGLE, T_KEY, T_LESSON, T_STEP, T_NUDGE, T_TURN, T_DECISION
} hd_tool_kind;

typedef struct hd_tool {
    hd_tool_kind kind;
    const char *label;       /* T_BASE / T_CURSOR: the prefix */
    SDL_Keycode sym, alt_sym; /* alt: a right-click (0: the same) */
    Uint16 mod, alt_mod;
    int flag;                /* T_TOGGLE: which hd_show flag shows it on */
} hd_tool;

enum { F_NONE, F_DIST, F_INNER, F_MAP, F_NAIVE, F_OUTLINE, F_HELP, F_PRESENT, F_PEER };

extern const hd_tool hd_tools[];
extern const int hd_tool_count;
enum { HD_TOOLS_MAX = 32 };

/* What the buttons show: the overlays' states, the kinds, a lesson open. */
typedef struct hd_toolbar_state {
    const hd_show *show;
    const hd_scene *scene;
    bool lesson;
} hd_toolbar_state;

typedef struct hd_toolbar_layout {
    int n;            /* buttons shown */
    int idx[HD_TOOLS_MAX];      /* which tool each is */
    hd_pxbox box[HD_TOOLS_MAX]; /* drawable pixels */
    char text[HD_TOOLS_MAX][48];
    bool on[HD_TOOLS_MAX];
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
