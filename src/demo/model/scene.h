/*
 * scene.h: what the demo shows, as plain data and pure functions (no SDL,
 * no drawing). The base shape and the cursor shape live in logical units;
 * the app feeds the logical mouse position and size in, and reads back the
 * shapes, the collide answer and the hit points. The cursor templates and
 * their spec language are cursor_spec.h's, the default bases bases.h's
 * (included here, so a user of the scene needs this header alone).
 */
#ifndef HD_SCENE_H
#define HD_SCENE_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

#include "bases.h"
#include "cursor_spec.h"

#define HD_SCENE_MAX_HITS 64

typedef struct hd_scene {
    hd_kind base_kind;
    bool base_fixed; /* given as a full spec: never re-centred */
    hd_shape_buf base; /* read it with hd_scene_base */
    /* Ctrl+[ ]: the base is base_unturned turned by base_turn degrees (0:
     * not turned); turns add up on the unturned base, so four quarter
     * turns give it back exactly. Setting the base another way ends it. */
    hd_shape_buf base_unturned;
    double base_turn;
    int cursor_index; /* 0..HD_CURSOR_COUNT-1 */
    hd_cursor_tpl cursors[HD_CURSOR_COUNT];
    bool mouse_known; /* false until the first mouse position */
    hd_vec2 mouse;    /* logical */
    double log_w, log_h;
    hd_vec2 origin;   /* default bases are centred in the frame origin + [0,log_w] x [0,log_h] */
    /* results of the last hd_scene_update */
    hd_shape_buf cursor; /* read it with hd_scene_cursor */
    bool collide;
    int hit_count; /* total; at most HD_SCENE_MAX_HITS stored */
    hd_vec2 hits[HD_SCENE_MAX_HITS];
    hd_dist dist;     /* distance, closest points, push-out (base a, cursor b) */
    bool naive_known; /* the seed articles have a formula for the pair */
    bool naive_hit;   /* ... and this is its answer */
    const char *state; /* hd_scene_state's words, computed by the update */
} hd_scene;

/* The base and the cursor, viewing the scene's own vertex storage (valid
 * while *s is unchanged). An hd_scene is a plain value: copy it with =. */
static inline hd_shape hd_scene_base(const hd_scene *s) { return hd_shape_of(&s->base); }
static inline hd_shape hd_scene_cursor(const hd_scene *s) { return hd_shape_of(&s->cursor); }

/* Default scene: circle base, circle cursor, mouse unknown. */
void hd_scene_init(hd_scene *s);

/* Base of kind k at its default (centred) place. */
void hd_scene_set_base_kind(hd_scene *s, hd_kind k);
/* A fixed base shape (from a full spec). */
void hd_scene_set_base(hd_scene *s, const hd_shape *base);
/* Replaces the template of t's kind and selects it. */
void hd_scene_set_cursor(hd_scene *s, const hd_cursor_tpl *t);
/* Tab (dir +1) / Shift+Tab (dir -1). */
void hd_scene_cycle_cursor(hd_scene *s, int dir);
/* Mouse wheel: the cursor's size. A circle or capsule radius and a rect's
 * width and height change by 2 units a notch (within [0, 1000]); a polygon
 * is scaled about the mouse by 1.1 a notch (its extent kept within
 * [1, 10000] units). A point and a line have no size. Returns true if
 * something changed. */
bool hd_scene_wheel(hd_scene *s, int notches);
/* Rotates the polygon or rect cursor about the mouse by deg degrees (y
 * down: clockwise on screen); a rotated rect becomes a polygon cursor
 * (selected in its place). Multiples of 90 degrees rotate exactly. Returns
 * false (nothing changes) for other kinds. */
bool hd_scene_rotate_cursor(hd_scene *s, double deg);
/* Turns the base by deg degrees (clockwise on screen) about its centre: a
 * rect becomes the polygon of its turned corners, a polygon, line or
 * capsule turns about its box's or its ends' midpoint, an arc or a wedge
 * turns its angles; the base is fixed from then on (keys 1-8 give the
 * default bases back). Multiples of 90 degrees turn exactly where the
 * centre's offsets are exact. Returns NULL, or why it did not turn (a
 * point or a circle looks the same turned). */
const char *hd_scene_rotate_base(hd_scene *s, double deg);
/* The mouse, in logical units. */
void hd_scene_set_mouse(hd_scene *s, hd_vec2 m);

/* Recomputes base (re-centred unless fixed), cursor, collide and hits for
 * a logical space log_w x log_h starting at s->origin. */
void hd_scene_update(hd_scene *s, double log_w, double log_h);

/* "rect vs circle" (base vs cursor). */
int hd_scene_pair(const hd_scene *s, char *buf, size_t n);

/* Words for the state of the pair, for the HUD: "apart", "touching
 * (distance 0, interiors apart)", "contained (no outlines cross)",
 * "overlapping", or "no mouse position yet". */
const char *hd_scene_state(const hd_scene *s);

/* The cursor's size in words ("radius 20", "40 x 40", "5 vertices", ...). */
int hd_scene_cursor_size(const hd_scene *s, char *buf, size_t n);

/* Applies a typed spec: a full hitdemo spec for the base (it becomes a
 * fixed base), or for the cursor a --cursor spec (relative to the mouse)
 * or a full spec as the HUD shows it, which also places the cursor: then
 * *placed is set to the mouse position to place it at (else left alone).
 * A relative and a full spec differ in their count of numbers
 * (circle:R / circle:X,Y,R); a polygon's are alike, so `full` says which
 * a polygon is (the C field's Tab). On a bad spec returns false with the
 * parser's message in err and changes nothing. */
bool hd_scene_apply_spec(hd_scene *s, bool base, bool full, const char *text, hd_vec2 *placed, bool *has_placed,
                         char *err, size_t errlen);

/* The command that checks what is on screen: `PROG --check BASE CURSOR`
 * (like snprintf; needs a cursor position). PROG is written as given,
 * single-quoted for a shell if it has characters a shell treats apart. */
int hd_scene_check_command(const hd_scene *s, const char *prog, char *buf, size_t n);

#endif
