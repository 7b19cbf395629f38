/*
 * handles.h: direct manipulation of a base shape, as pure functions (no
 * SDL; logical units throughout). The window side is drag.c.
 *
 * Handles of each kind (in list order; where two coincide, e.g. at a zero
 * size, the LATER one wins a hit test):
 *   point    the point
 *   circle   centre; radius (at centre + (r, 0))
 *   rect     corners top-left, top-right, bottom-right, bottom-left; edge
 *            midpoints top, right, bottom, left
 *   line     end 1, end 2
 *   capsule  end 1, end 2; radius (beside the middle of the axis, at r
 *            along its normal (-dy, dx)/len, or straight up when a == b)
 *   polygon  vertex 1 .. vertex n
 *   arc      centre; outer radius and inner radius (on the middle ray of the
 *            sweep); start angle and end angle (on their rays at the outer
 *            radius)
 *   wedge    centre; radius (middle ray); start angle, end angle
 *
 * Dragging a handle to a logical point `to` (the dragged handle ends up
 * there wherever the shape allows):
 *   centre / the point    moves the whole shape (exact translation)
 *   vertex, line/capsule end   that point moves to `to`
 *   rect corner / edge    that corner or edge moves, the opposite one stays
 *                         (x + w and y + h are kept); an edge past its
 *                         opposite would make the size negative: REFUSED
 *   radius                r = |to - c| (circle, wedge, arc outer), the
 *                         distance from `to` to the axis (capsule)
 *   inner radius          rin = |to - c| (refused beyond the outer radius)
 *   start / end angle     that angle becomes the direction of to - c, in
 *                         degrees in [0, 360) (hitdemo's convention: 0 along
 *                         +x, growing toward +y; exact at multiples of 45);
 *                         the other angle stays. A direction equal to the
 *                         old angle (mod 360) keeps it (a full ring stays
 *                         full); one that would turn a partial sector into a
 *                         full one by a 360 difference makes it a zero sweep
 *                         instead. On the centre itself: refused.
 * Every result goes through hd_shape_validate(): an edit it rejects (a
 * polygon whose edges would cross, a negative size, inner > outer radius,
 * a number out of range) is refused with its message, and *out is the
 * shape unchanged. A polygon vertex dropped onto a neighbour merges with it
 * (the validator drops consecutive duplicates), as in a spec.
 */
#ifndef HD_HANDLES_H
#define HD_HANDLES_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

typedef enum hd_handle_role {
    HD_HR_POINT,  /* the point itself, or the centre of circle/arc/wedge */
    HD_HR_VERTEX, /* polygon vertex index */
    HD_HR_END,    /* line/capsule end index (0 = a, 1 = b) */
    HD_HR_CORNER, /* rect corner index: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left */
    HD_HR_EDGE,   /* rect edge midpoint index: 0 top, 1 right, 2 bottom, 3 left */
    HD_HR_RADIUS, /* circle, capsule, wedge radius; arc outer radius */
    HD_HR_INNER,  /* arc inner radius */
    HD_HR_START,  /* sector start angle */
    HD_HR_STOP,   /* sector end angle */
} hd_handle_role;

typedef struct hd_handle {
    hd_handle_role role;
    int index;
    hd_vec2 p; /* where it is, logical units */
} hd_handle;

/* At most this many handles (a polygon's vertices). */
#define HD_HANDLES_MAX HD_POLY_MAX

/* Writes the handles of s (at most cap) to out; returns how many s has. */
int hd_handles_list(const hd_shape *s, hd_handle *out, int cap);

/* True for the handles drawn round (sizes and angles) rather than square
 * (points: vertices, ends, corners, edge midpoints, centres). */
bool hd_handle_is_round(const hd_handle *h);

/* "vertex 3", "top-left corner", "radius", "start angle", ... */
int hd_handle_name(const hd_handle *h, char *buf, size_t n);

/* The handle of s nearest to p within tol (distance <= tol), copied to *out
 * if out is not NULL; returns its position in the list, or -1 if none. */
int hd_handles_hit(const hd_shape *s, hd_vec2 p, double tol, hd_handle *out);

/* The edits below write their result to *out with its own vertex storage
 * (s may be out->s itself).
 *
 * Drags handle h of s to `to`: the edited shape in *out (validated), or
 * false with the reason in err and *out = *s. */
bool hd_handles_drag(const hd_shape *s, const hd_handle *h, hd_vec2 to, hd_shape_buf *out, char *err,
                     size_t errlen);

/* The whole shape moved by d (exact for integer coordinates and d);
 * validated (false if a number would leave +-HD_COORD_MAX). */
bool hd_handles_move(const hd_shape *s, hd_vec2 d, hd_shape_buf *out, char *err, size_t errlen);

/* The polygon edge nearest to p within tol: the index i of edge
 * v[i]..v[(i+1) % n], or -1 (also if s is not a polygon). */
int hd_handles_edge_hit(const hd_shape *s, hd_vec2 p, double tol);

/* The point of edge `edge` of polygon s nearest to p (the projection,
 * clamped to the edge; exact on horizontal and vertical edges). */
hd_vec2 hd_handles_edge_point(const hd_shape *s, int edge, hd_vec2 p);

/* Inserts a vertex on edge `edge` of polygon s at the projection of p;
 * *vertex is its index in *out. Refused when s is not a polygon, already
 * has HD_POLY_MAX vertices, the projection falls on an existing vertex, or
 * the validator rejects the result. */
bool hd_handles_insert(const hd_shape *s, int edge, hd_vec2 p, hd_shape_buf *out, int *vertex, char *err,
                       size_t errlen);

/* Deletes vertex `vertex` of polygon s. Refused below 3 vertices or when
 * the result is not simple (the validator's message). */
bool hd_handles_delete(const hd_shape *s, int vertex, hd_shape_buf *out, char *err, size_t errlen);

#endif
