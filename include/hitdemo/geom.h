/*
 * hitdemo/geom.h: hitdemo's exact 2D collision geometry. Pure C17, no
 * allocation (hd_hit_points moves its list to the heap only when two long
 * outlines cross more than 256 times), no global or thread-local state:
 * every function may be called from any number of threads at once.
 *
 *     #include <hitdemo/geom.h>
 *     hd_shape a = hd_make_circle(hd_v(0, 0), 10);
 *     hd_shape b = hd_make_rect(10, -5, 20, 10);
 *     bool touch = hd_collide(&a, &b);   // true: they share the point (10, 0)
 *     hd_vec2 pts[8];
 *     int n = hd_hit_points(&a, &b, pts, 8);   // 1: (10, 0)
 *     hd_dist d;
 *     hd_distance(&a, &b, &d);           // d.distance == 0, d.push = (0, 0)
 *
 *     hd_vec2 v[3] = {{0, 0}, {40, 0}, {0, 30}};   // yours, kept alive
 *     hd_shape tri;
 *     char err[160];
 *     if (!hd_polygon_make(v, 3, &tri, err, sizeof err)) puts(err);
 *
 * Shapes come from code (the constructors hd_make_point ... hd_make_wedge,
 * then hd_shape_validate for the numbers; hd_polygon_make for a polygon) or
 * from text (<hitdemo/spec.h>). Link with -lhitdemo-geom
 * -lm (pkg-config hitdemo, or find_package(hitdemo) and hitdemo::geom).
 *
 * Units and conventions (they hold for every function below):
 *  - Coordinates are logical units, x to the right, y DOWN (screen convention).
 *  - Angles are degrees, 0 along +x, growing toward +y (clockwise on screen).
 *    A sector (arc, wedge) sweeps from START increasing to END and wraps
 *    through 360 (300 -> 30 sweeps 90 degrees). END - START a non-zero multiple
 *    of 360 is the full ring/disk; START == END is a zero-sweep radial segment.
 *  - THE CLOSED-SET RULE: every shape is a closed set. Two shapes collide if
 *    and only if they share at least one point: touching counts, containment
 *    either way counts, and a degenerate shape is the smaller set it collapses
 *    to (radius 0 is a point, a rect of width 0 is a segment, a zero-length
 *    line is a point). Predicates carry no epsilon and are exact on the
 *    input doubles (filtered, then exact expansions: see exact.c), so a
 *    contact is found exactly wherever the inputs make it exact (integers
 *    within +-4096, the same translated by 1e6, any doubles in the accepted
 *    range) and one ulp apart is a miss. Sector rays are exact at multiples
 *    of 45 degrees, otherwise cos/sin of the angle reduced exactly to [0, 45]
 *    rounded to multiples of 2^-52 (so mirrored and quarter-turned angles
 *    give mirrored and quarter-turned rays); a rect's far edges x + w and
 *    y + h are never rounded.
 *  - Inputs must be finite and 0 or of magnitude within [HD_COORD_MIN,
 *    HD_COORD_MAX] = [1e-50, 1e50]; the parser and hd_shape_validate()
 *    reject anything else with a message. Functions taking an hd_shape
 *    expect a valid shape.
 */
#ifndef HITDEMO_GEOM_H
#define HITDEMO_GEOM_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "vec2.h"

#ifdef __cplusplus
extern "C" {
#endif


typedef enum hd_kind {
    HD_POINT = 0,
    HD_CIRCLE,
    HD_RECT,
    HD_LINE,
    HD_POLYGON,
    HD_CAPSULE,
    HD_ARC,
    HD_WEDGE,
    HD_KIND_COUNT
} hd_kind;

/* The accepted range of every number of a shape (coordinates, sizes,
 * radii and angles alike): 0, or a magnitude in [HD_COORD_MIN, HD_COORD_MAX].
 * Inside it no degree-4 product of inputs or of their differences overflows
 * or underflows a double (every accepted number is a multiple of 2^-219, so a
 * non-zero difference is at least 2^-219 and its fourth power 2^-876 is still
 * normal), which is what keeps the predicates exact over the whole range. */
#define HD_COORD_MAX 1e50
#define HD_COORD_MIN 1e-50

/* Largest polygon accepted (vertices, after duplicate removal). */
#define HD_POLY_MAX 256

/* point:X,Y */
typedef struct hd_point {
    hd_vec2 p;
} hd_point;

/* circle:CX,CY,R -- the closed disk, R >= 0. */
typedef struct hd_circle {
    hd_vec2 c;
    double r;
} hd_circle;

/* rect:X,Y,W,H -- axis-aligned, top-left corner (x,y), w,h >= 0. */
typedef struct hd_rect {
    double x, y, w, h;
} hd_rect;

/* line:X1,Y1,X2,Y2 -- the closed segment a..b (a == b allowed). */
typedef struct hd_line {
    hd_vec2 a, b;
} hd_line;

/* polygon:X1,Y1,... -- a simple polygon (closed region), either winding,
 * convex or concave, 3..HD_POLY_MAX vertices. The parser drops a repeated
 * closing vertex and consecutive duplicates; collinear vertices are kept.
 *
 * The vertices live OUTSIDE the shape value: v points at n vertices that the
 * caller owns and keeps alive (and unchanged) while the shape is used; copying
 * an hd_shape copies the pointer, not the vertices. flags, lo and hi are
 * computed once, by hd_shape_validate, hd_polygon_make or the parser: a
 * caller that changes the vertices validates again. (A polygon with flags 0,
 * never validated, still works: what the flags say is then found per call.) */
#define HD_POLY_READY 1u  /* flags, lo and hi are computed */
#define HD_POLY_CONVEX 2u /* convex (collinear vertices allowed) */
#define HD_POLY_CW 4u     /* turns clockwise on screen: orient(v[i], v[i+1], v[i+2]) >= 0 */

typedef struct hd_polygon {
    const hd_vec2 *v; /* the n vertices (caller's storage) */
    int n;
    unsigned flags;   /* HD_POLY_* */
    hd_vec2 lo, hi;   /* the vertices' bounding box */
} hd_polygon;

/* capsule:X1,Y1,X2,Y2,R -- all points within R of the segment a..b. */
typedef struct hd_capsule {
    hd_vec2 a, b;
    double r;
} hd_capsule;

/* arc:CX,CY,RIN,ROUT,START,END -- annular sector, 0 <= rin <= rout. */
typedef struct hd_arc {
    hd_vec2 c;
    double rin, rout, start, end;
} hd_arc;

/* wedge:CX,CY,R,START,END -- pie sector. */
typedef struct hd_wedge {
    hd_vec2 c;
    double r, start, end;
} hd_wedge;

/* A shape is a small plain value (at most 64 bytes; a polygon's vertices
 * are viewed, see hd_polygon and the copy rule below); pass it by const
 * pointer. */
typedef struct hd_shape {
    hd_kind kind;
    union {
        hd_point point;
        hd_circle circle;
        hd_rect rect;
        hd_line line;
        hd_polygon polygon;
        hd_capsule capsule;
        hd_arc arc;
        hd_wedge wedge;
    };
} hd_shape;

#ifndef __cplusplus
_Static_assert(sizeof(hd_shape) <= 64, "a shape value fits in 64 bytes");
#endif

/* THE COPY RULE. An hd_shape is a plain value: `b = a` or memcpy gives a
 * shape equal to a that keeps working after a's memory is overwritten or
 * freed, for every kind, with no fix-up call. No shape ever points into
 * itself; a polygon's vertices are the one thing a shape does not hold: it
 * views the n vertices at polygon.v, storage that its owner keeps alive
 * and unchanged while the shape (or any copy of it) is used.
 *
 * An hd_shape_buf is a shape together with storage for its vertices, a
 * plain value too (about 4 KiB: it holds HD_POLY_MAX vertices): its s
 * never points anywhere (for a polygon s.polygon.v is NULL, n, flags and
 * bounds are set) and hd_shape_of(&b) gives the shape to pass to the
 * queries, viewing b.v. Copy a buf with = or memcpy; the view of the copy
 * is hd_shape_of(&copy). */
typedef struct hd_shape_buf {
    hd_shape s; /* a polygon's s.polygon.v is NULL: see hd_shape_of */
    hd_vec2 v[HD_POLY_MAX];
} hd_shape_buf;

/* The shape of b, a polygon viewing b->v (valid while *b is). */
static inline hd_shape hd_shape_of(const hd_shape_buf *b)
{
    hd_shape s = b->s;
    if (s.kind == HD_POLYGON)
        s.polygon.v = b->v;
    return s;
}

/* A pointer to hd_shape_of(b), for passing a buf straight to a query:
 * hd_collide(HD_SHAPE_PTR(&a), HD_SHAPE_PTR(&b)). The pointee is a compound
 * literal: it lives until the end of the enclosing block. */
#define HD_SHAPE_PTR(b) ((const hd_shape[1]){hd_shape_of(b)})

/* Copies the shape s, with its polygon vertices, into b (s may view b->v). */
HD_API void hd_shape_buf_set(hd_shape_buf *b, const hd_shape *s);

/* *dst = *src with a polygon's vertices copied to v (room for
 * src->polygon.n; may be where src's are) and *dst pointing there; v is
 * unused for the other kinds. */
HD_API void hd_shape_copy(hd_shape *dst, hd_vec2 *v, const hd_shape *src);

/* ---- constructors --------------------------------------------------------
 *
 * One per kind: each fills the member of its own kind and zeroes the rest,
 * so the kind and the numbers cannot disagree (a shape filled by hand,
 * {.kind = HD_RECT, .circle = ...}, compiles and is read as a rect). They
 * take the numbers in the order of the spec grammar and do not check them:
 * hd_shape_validate does, with the parser's rules and messages (a polygon,
 * whose vertices need the simplicity check and the normalisation, comes from
 * hd_polygon_make, which checks). Plain values, inline, thread-safe.
 *
 *     hd_shape c = hd_make_circle(hd_v(0, 0), 10);
 *     hd_shape r = hd_make_rect(10, -5, 20, 10);
 *     bool touch = hd_collide(&c, &r);   // true: they share (10, 0)
 */
static inline hd_shape hd_make_point(hd_vec2 p)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_POINT;
    s.point.p = p;
    return s;
}

/* The closed disk of radius r >= 0 about c. */
static inline hd_shape hd_make_circle(hd_vec2 c, double r)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_CIRCLE;
    s.circle.c = c;
    s.circle.r = r;
    return s;
}

/* [x, x + w] x [y, y + h], w, h >= 0 (the far edges never rounded). */
static inline hd_shape hd_make_rect(double x, double y, double w, double h)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_RECT;
    s.rect.x = x;
    s.rect.y = y;
    s.rect.w = w;
    s.rect.h = h;
    return s;
}

/* The closed segment a..b (a == b is a point). */
static inline hd_shape hd_make_line(hd_vec2 a, hd_vec2 b)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_LINE;
    s.line.a = a;
    s.line.b = b;
    return s;
}

/* Every point within r >= 0 of the segment a..b. */
static inline hd_shape hd_make_capsule(hd_vec2 a, hd_vec2 b, double r)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_CAPSULE;
    s.capsule.a = a;
    s.capsule.b = b;
    s.capsule.r = r;
    return s;
}

/* The annular sector about c, 0 <= rin <= rout, from start to end degrees. */
static inline hd_shape hd_make_arc(hd_vec2 c, double rin, double rout, double start, double end)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_ARC;
    s.arc.c = c;
    s.arc.rin = rin;
    s.arc.rout = rout;
    s.arc.start = start;
    s.arc.end = end;
    return s;
}

/* The pie sector about c of radius r >= 0, from start to end degrees. */
static inline hd_shape hd_make_wedge(hd_vec2 c, double r, double start, double end)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_WEDGE;
    s.wedge.c = c;
    s.wedge.r = r;
    s.wedge.start = start;
    s.wedge.end = end;
    return s;
}

/* ---- kinds, building and checking shapes -------------------------------- */

/* "point", "circle", ... ; NULL for an out-of-range kind. */
HD_API const char *hd_kind_name(hd_kind kind);
/* Kind from its name; returns false if unknown. */
HD_API bool hd_kind_from_name(const char *name, size_t len, hd_kind *out);

/* A polygon from the caller's vertices v[0..n): checks them with the
 * parser's rules, normalises them IN PLACE (a repeated closing vertex and
 * consecutive duplicates dropped: the count may shrink), and on success sets
 * *out to the polygon over v with its flags and bounds. v must stay alive
 * while *out is used. Message as for hd_shape_validate. */
HD_API bool hd_polygon_make(hd_vec2 *v, int n, hd_shape *out, char *err, size_t errlen);

/* Checks a shape built in code with the same rules as the parser (finite
 * numbers, non-negative sizes, rin <= rout, simple polygon, ...), and
 * computes a polygon's flags and bounds. A polygon's vertices are normalised
 * in place (closing/duplicate vertices dropped) when they need it, through
 * s->polygon.v: its storage must then be writable, as it is for the shapes
 * of hd_shape_parse_buf and hd_polygon_make. Message as for hd_shape_parse,
 * naming the kind. */
HD_API bool hd_shape_validate(hd_shape *s, char *err, size_t errlen);
/* A caller's translation of the library's messages: msgid is an English
 * format or word of them; returns its translation with the same printf
 * conversions in the same order (or msgid, or NULL for msgid). A gettext
 * program passes a function returning gettext(msgid). */
typedef const char *(*hd_tr_fn)(const char *msgid);
/* hd_shape_validate with the message translated by tr, as
 * hd_shape_parse_buf_tr does (<hitdemo/spec.h>); tr NULL is English. */
HD_API bool hd_shape_validate_tr(hd_shape *s, char *err, size_t errlen, hd_tr_fn tr);

/* True iff a and b are the same shape: the same kind and equal numbers
 * (compared with ==, so -0 equals 0), a polygon's vertices compared one by
 * one in order (not their storage address). */
HD_API bool hd_shape_equal(const hd_shape *a, const hd_shape *b);

/* Returns s moved by d (exact when the coordinates and d are integers). A
 * polygon's moved vertices are written to v (room for s->polygon.n; may
 * alias s->polygon.v), which the result points at; v is unused, and may be
 * NULL, for the other kinds. */
HD_API hd_shape hd_shape_translate(const hd_shape *s, hd_vec2 d, hd_vec2 *v);

/* Axis-aligned bounds of s: *lo = min corner, *hi = max corner. For arcs
 * and wedges, the box of the whole outer circle (conservative). */
HD_API void hd_shape_bounds(const hd_shape *s, hd_vec2 *lo, hd_vec2 *hi);

/* ---- queries ------------------------------------------------------------ */

/* True iff p belongs to the closed set s. */
HD_API bool hd_point_in_shape(const hd_shape *s, hd_vec2 p);

/* True iff the closed sets a and b share a point (the closed-set rule).
 * Dispatches through the hit table (dedicated fast functions per pair). */
HD_API bool hd_collide(const hd_shape *a, const hd_shape *b);

/* Hit points: the finite set of points common to both OUTLINES (where the
 * boundaries cross or touch). A line's outline is the segment itself, a
 * point's is the point. Where outlines share a whole piece (collinear edges,
 * coincident arcs) the piece's two endpoints are listed. Containment without
 * touching outlines, and a non-colliding pair, give no points. Each listed
 * point P lies within 1e-12 * (|P| + S) of both outlines (|P| the larger
 * coordinate magnitude, S the longer bounding-box side of the smaller
 * shape); duplicates are merged within a tenth of that, so crossings farther
 * apart than the bound are listed separately. Points are sorted by x then y,
 * so the list does not depend on the argument order. Writes at most cap points to out and returns how many
 * there are in all (call again with a bigger buffer if it exceeds cap). */
HD_API int hd_hit_points(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap);

/* hd_collide and hd_hit_points in one pass (the collide test runs once):
 * returns whether a and b collide, and sets *count as hd_hit_points would
 * return it, writing at most cap points to out. */
HD_API bool hd_collide_hits(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap, int *count);

/* ---- distance, closest points, push-out ---------------------------------- */

/* Why two shapes touch or how far apart they are. Logical units. */
typedef struct hd_dist {
    bool collide;     /* hd_collide(a, b): decided by the exact predicate */
    double distance;  /* Euclidean distance between the two closed sets:
                         exactly 0 iff collide, > 0 otherwise (a gap too small
                         for a double reads as the smallest positive double) */
    bool has_closest; /* true iff !collide */
    hd_vec2 pa, pb;   /* a closest pair: pa on a, pb on b, each on its shape to
                         within rounding, |pb - pa| = distance to 1e-9 relative */
    bool has_push;    /* collide, and both shapes convex (hd_shape_is_convex) */
    hd_vec2 push;     /* the minimum translation vector: the shortest move of b,
                         AWAY from a, after which the shapes only touch (0,0
                         if they only touch already; b moved by a little more
                         no longer collides). hd_distance(b, a) negates it. */
    double depth;     /* |push| */
} hd_dist;

/* Fills *out for the ordered pair (a, b). Dispatches through the same
 * table as hd_collide (one distance function per unordered pair; the
 * mirror cell swaps the arguments, pa/pb and the sign of push). Concave
 * shapes (a concave polygon, an arc with a hole or a sweep over 180
 * degrees, a wedge of sweep over 180 degrees) get no push vector. */
HD_API void hd_distance(const hd_shape *a, const hd_shape *b, hd_dist *out);

/* hd_distance for a pair whose collide answer is already known (collide ==
 * hd_collide(a, b), e.g. from hd_collide_hits): the same result without
 * testing the pair again. */
HD_API void hd_distance_known(const hd_shape *a, const hd_shape *b, bool collide, hd_dist *out);

/* True iff the closed set s is convex: point, circle, rect, line, capsule,
 * a convex polygon (collinear vertices allowed), a wedge of sweep <= 180 or
 * a full disk, an arc with rin == 0 and such a sweep, or a degenerate arc
 * that is a segment or a point. */
HD_API bool hd_shape_is_convex(const hd_shape *s);

#ifdef __cplusplus
}
#endif
#endif
