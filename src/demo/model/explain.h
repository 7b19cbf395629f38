/*
 * explain.h: the inner values of the collision algorithm for a pair of
 * shapes, as plain data (pure C, no SDL). The I overlay (overlay_inner.c)
 * draws the items; the HUD (hud_text.c) prints the lines.
 *
 * Everything here is computed in doubles: it is an explanation, the answer
 * stays hd_collide's (exact). Where the rounded values decide differently
 * from the exact predicate (a tangency within rounding), the result says so
 * (disagree) instead of hiding it.
 *
 * Cost: O(n * m) for two polygons of n and m vertices (edge pairs, hit
 * points). The app computes it once per change of the shapes: hd_explain_get
 * keeps the last result and recomputes only when the base or the cursor
 * differs from the last call, so the overlay and the HUD share one result.
 */
#ifndef HD_EXPLAIN_H
#define HD_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

typedef enum hd_xfamily {
    HD_XF_CLOSEST = 0, /* circle or point against rect, circle, line, polygon */
    HD_XF_SEGMENT,     /* line against line, rect or polygon edges */
    HD_XF_SAT,         /* convex polygons, rects: separating axes */
    HD_XF_PIP,         /* point in polygon, concave polygon containment */
    HD_XF_SECTOR,      /* one of the pair is an arc or a wedge */
    HD_XF_CAPSULE,     /* one of the pair is a capsule */
    HD_XF_GENERIC      /* outline pieces and sample points */
} hd_xfamily;

typedef enum hd_xitem_type {
    HD_XI_POINT,    /* a: a dot */
    HD_XI_SEGMENT,  /* a..b: a thin line */
    HD_XI_DASHED,   /* a..b: a dashed line (projections, extensions) */
    HD_XI_RAY,      /* a..b: from a through b, with an arrow head at b */
    HD_XI_INTERVAL, /* a..b: a bar (projection, radial interval) */
    HD_XI_EDGE,     /* a..b: a highlighted edge that was hit (thick) */
    HD_XI_ARC       /* centre a, radius r, from a0 sweeping sweep degrees:
                       a highlighted curved piece that was hit (thick) */
} hd_xitem_type;

/* Whose value an item is: picks its colour. */
typedef enum hd_xrole {
    HD_XR_INNER = 0, /* the algorithm's own value */
    HD_XR_BASE,      /* belongs to the base shape */
    HD_XR_CURSOR,    /* belongs to the cursor shape */
    HD_XR_ALERT      /* an overlap, a disagreement */
} hd_xrole;

typedef struct hd_xitem {
    hd_xitem_type type;
    hd_xrole role;
    hd_vec2 a, b;
    double r, a0, sweep;
    char at;        /* where the label goes: 'a', 'b', 'l' (at lab), or 0:
                       next to a point, the middle of a line */
    hd_vec2 lab;
    char place;     /* the label's side: 0 right (above a point, below a
                       line), 'l' left, 'r' right, 'u' up, 'd' down */
    char label[96]; /* "" for none (UTF-8: room for French and Chinese) */
} hd_xitem;

enum { HD_EXPLAIN_LINES = 6, HD_EXPLAIN_COLS = 300, HD_EXPLAIN_ITEMS = 640 };

/* The steps (keys . and ,): the algorithm's decisions in the order it takes
 * them, one HUD line and a few items each. At most HD_EXPLAIN_STEPS are
 * kept: past HD_EXPLAIN_STEPS - 3, the ordinary steps are counted into one
 * "... N more" step and the deciding step and the verdict are kept, so a
 * 256-vertex pair still ends on the decision. */
enum { HD_EXPLAIN_STEPS = 48, HD_EXPLAIN_SITEMS = 480, HD_EXPLAIN_STEP_COLS = 480 };

typedef struct hd_xstep {
    /* The decision with its inequality and numbers, e.g. "axis 3 of 7
     * (base edge 2): base [12, 80], cursor [85, 120]: gap 85 - 80 = 5 > 0:
     * separated, stop". Numbers in full precision (hd_format_double): the
     * HUD rounds them to 6 digits unless P is on. */
    char line[HD_EXPLAIN_STEP_COLS];
    int i0, n;     /* its items: sitems[i0 .. i0 + n) */
    bool deciding; /* this step decides the answer (the separating axis,
                      the edge that meets, the last crossing's verdict) */
} hd_xstep;

typedef struct hd_explain {
    hd_xfamily family;
    char name[200];  /* e.g. "circle/rect: clamp the centre to the rect" */
    bool collide;    /* the exact answer (hd_collide) */
    bool decided;    /* the values below decide the answer by themselves */
    bool says_hit;   /* ... and this is what they say (rounded) */
    bool disagree;   /* decided, and says_hit != collide */
    int nlines;
    char lines[HD_EXPLAIN_LINES][HD_EXPLAIN_COLS];
    int n;           /* items */
    hd_xitem items[HD_EXPLAIN_ITEMS];
    int hit_edges;   /* how many of the items are highlighted hit pieces */

    /* The values by family, for tests (unused ones are zero). */
    hd_vec2 centre, closest; /* CLOSEST: disk centre, closest point of the
                                other shape; SECTOR: sector centre, q */
    double r, d2, r2;        /* CLOSEST: radius, |c - q|^2, r^2 */
    double t, u;             /* SEGMENT: parameters on the line and the edge */
    hd_vec2 cross;           /* SEGMENT: crossing point */
    bool collinear;          /* SEGMENT: collinear; t..u is the overlap on the line */
    int edge;                /* SEGMENT: crossing edge; SAT: edge of the axis; -1 none */
    hd_vec2 axis;            /* SAT: unit axis */
    bool separated;          /* SAT: the axis leaves a gap */
    double gap;              /* SAT: gap (> 0) or -overlap along the axis */
    double amin, amax, bmin, bmax; /* SAT: projections of base and cursor */
    hd_vec2 ray_from;        /* PIP: start of the test ray (along +x) */
    int crossings;           /* PIP: edges the ray crosses */
    double angle, dist, rin, rout; /* SECTOR: direction of q (degrees), |q - c|, radial interval */
    bool in_sweep;           /* SECTOR */
    hd_vec2 pa, pb;          /* CAPSULE: closest points of the two cores */
    double rsum;             /* CAPSULE: radii sum (dist: |pa - pb|) */

    /* The steps, for SAT, PIP, SEGMENT and SECTOR (0 for the others: the
     * picture has a single decision). */
    int nsteps;
    int steps_more;          /* ordinary steps past the room, summed up in one "... N more" step */
    int nsitems;
    hd_xstep steps[HD_EXPLAIN_STEPS];
    hd_xitem sitems[HD_EXPLAIN_SITEMS];
} hd_explain;

/* Fills *out for base and cursor (both valid shapes). view_w, view_h: the
 * logical size of the view, used to put the projection bars on the side
 * with room (0: unknown). */
void hd_explain_compute(const hd_shape *base, const hd_shape *cursor, double view_w, double view_h,
                        hd_explain *out);

/* The result for base and cursor, recomputed only when they (or the view
 * size) differ from the previous call's. Not thread-safe (the app's one
 * thread). */
const hd_explain *hd_explain_get(const hd_shape *base, const hd_shape *cursor, double view_w, double view_h);

/* The text the HUD shows for step k (0-based) of x: "step k+1 of n: LINE";
 * "off" for k < 0 or when x has no steps. */
void hd_explain_step_text(const hd_explain *x, int k, char *buf, size_t n);

/* The family's short name ("closest point", "separating axis", ...). */
const char *hd_explain_family_name(hd_xfamily f);

#endif
