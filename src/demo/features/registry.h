/*
 * registry.h: the window's features in one list, in the order the loop
 * offers them events and draws them. Each is a module of its own that
 * works on the context alone (ctx.h); the loop calls these functions and
 * is never called back.
 */
#ifndef HD_REGISTRY_H
#define HD_REGISTRY_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"
#include "show.h"

/* Which events a feature's event function is offered. */
enum {
    HD_EV_ALL = 1,    /* every event, before anyone (the recorder, fingers) */
    HD_EV_INPUT = 2,  /* keys, text, the mouse, for this window: the first that takes one has it */
    HD_EV_WINDOW = 4, /* window events too (for what they change; they go on to the loop) */
};

/* Where in the frame a feature draws (render.h has the frame's own layers). */
typedef enum hd_layer {
    HD_LAYER_SCENE, /* over the shapes, under the marks: the base's handles */
    HD_LAYER_OVER,  /* over the HUD and the bars, on a normal frame: the spec field */
    HD_LAYER_HELP,  /* the help, over everything and alone */
    HD_LAYER_BAR,   /* last, over any frame, while the help is closed: the toolbar */
} hd_layer;

typedef struct hd_feature {
    const char *name;
    int events; /* HD_EV_* */
    /* An event: true when the feature took it (no one else sees it). */
    bool (*event)(hd_ctx *a, const SDL_Event *e);
    /* Each turn of the loop, after the scene's update. */
    void (*update)(hd_ctx *a);
    /* Before each frame is drawn. */
    void (*prepare)(hd_ctx *a);
    /* Draws the whole frame instead of the scene (true if it did). */
    bool (*draw_frame)(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud);
    /* Draws its part of the frame in `layer`. */
    void (*draw)(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer);
    /* Something of it moves by the clock (drifting shapes, a run): the
     * loop wakes up often (every 10 ms) while it does. */
    bool (*animating)(void);
    /* Its lines for the HUD's motion block (at most max, into lines):
     * how many it wrote. */
    int (*hud_lines)(const hd_ctx *a, const char **lines, int max);
} hd_feature;

extern const hd_feature hd_features[];
extern const int hd_feature_count;

#endif
