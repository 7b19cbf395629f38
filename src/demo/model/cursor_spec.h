/*
 * cursor_spec.h: the cursor-spec language (pure C, no SDL). A cursor
 * template is a shape relative to the mouse; the --cursor option, a
 * script's `cursor` line, a scene file's `cursor:` key and the C field
 * write one as a spec (circle:20), parsed and written here, and a full
 * spec (circle:852,476,20, as the HUD shows the cursor) turns back into
 * a template and a mouse position.
 */
#ifndef HD_CURSOR_SPEC_H
#define HD_CURSOR_SPEC_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

/* The cursor kinds, in Tab order. */
enum { HD_CURSOR_COUNT = 6 };

/* The i-th cursor kind of the Tab order (0..HD_CURSOR_COUNT-1; point
 * outside it). */
hd_kind hd_cursor_kind(int i);

/* Index of kind k in the cursor cycle, or -1. */
int hd_cursor_index(hd_kind k);

/* A cursor shape relative to the mouse M (logical units):
 *   point            M
 *   circle:R         disk of radius r around M
 *   rect:W,H         w x h rectangle centred on M
 *   line:X0,Y0       segment from the fixed point start to M
 *   capsule:X0,Y0,R  capsule from the fixed point start to M, radius r
 *   polygon:DX1,DY1,...  vertices M + off[i] */
typedef struct hd_cursor_tpl {
    hd_kind kind;
    double r, w, h;
    hd_vec2 start;
    int n;
    hd_vec2 off[HD_POLY_MAX];
} hd_cursor_tpl;

/* Default template of a cursor kind (point, circle, rect, line, polygon,
 * capsule). Returns false for arc and wedge, which are not cursor kinds. */
bool hd_cursor_default(hd_kind kind, hd_cursor_tpl *out);

/* Parses a --cursor spec (see above; a lone kind is its default).
 * On failure writes a message naming the spec and the problem. */
bool hd_cursor_parse(const char *spec, hd_cursor_tpl *out, char *err, size_t errlen);

/* The cursor shape for mouse position m. A polygon's placed vertices are
 * written to v (room for t->n), which the shape points at; v is unused, and
 * may be NULL, for the other kinds. The polygon is not validated (its flags
 * are 0: the library finds them per call). */
hd_shape hd_cursor_build(const hd_cursor_tpl *t, hd_vec2 m, hd_vec2 *v);

/* Writes the --cursor spec of t into buf (like snprintf). */
int hd_cursor_format(const hd_cursor_tpl *t, char *buf, size_t n);

/* The cursor template and mouse position that build exactly shape c (every
 * coordinate the same double): a full spec as the HUD shows the cursor
 * (circle:852,476,20) turned back into a cursor. Point, circle, line and
 * capsule always; a rect or polygon where its offsets from the mouse are
 * exact (any spec of integers within +-2^52, for example). False with a
 * message for arcs and wedges (not cursor kinds) and for a rect or polygon
 * that no mouse position gives back exactly. */
bool hd_cursor_from_shape(const hd_shape *c, hd_cursor_tpl *t, hd_vec2 *mouse, char *err, size_t errlen);

#endif
