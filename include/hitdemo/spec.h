/*
 * hitdemo/spec.h: shapes as text ("circle:0,0,10") and the number text of
 * that grammar, both ways.
 *
 *     #include <hitdemo/spec.h>
 *     hd_shape_buf b;
 *     char err[160];
 *     if (!hd_shape_parse_buf("polygon:0,0,10,0,0,10", &b, err, sizeof err))
 *         fprintf(stderr, "%s\n", err);   // names the spec and the problem
 *     hd_shape s = hd_shape_of(&b);       // the shape, viewing b's vertices
 *     char text[64];
 *     hd_shape_format(&s, text, sizeof text);
 *
 * A spec is "kind:n1,n2,..." with no spaces and plain decimal numbers (no
 * hex, inf or nan); the numbers per kind are in <hitdemo/geom.h>. Every
 * function here is pure and thread-safe; none allocates.
 */
#ifndef HITDEMO_SPEC_H
#define HITDEMO_SPEC_H

#include <stdbool.h>
#include <stddef.h>

#include "geom.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses a spec "kind:n1,n2,..." (no spaces; plain decimal numbers) into
 * out, polygon vertices into out->v (hd_shape_of(out) views them).
 * On success returns true and fills *out. On failure returns false and
 * writes a message naming the spec and the problem into err (if errlen>0),
 * e.g. `circle:0,0,-1: radius must be >= 0 (got -1)`. */
HD_API bool hd_shape_parse_buf(const char *spec, hd_shape_buf *out, char *err, size_t errlen);

/* hd_shape_parse_buf, the message's formats and fixed words ("bad spec",
 * "radius", ...) passed through tr before they are filled in; kind names,
 * the spec, numbers and spec syntax stay as they are. tr NULL: English,
 * byte for byte hd_shape_parse_buf's message. The library keeps no state:
 * tr is called during the call only, on failure only. */
HD_API bool hd_shape_parse_buf_tr(const char *spec, hd_shape_buf *out, char *err, size_t errlen, hd_tr_fn tr);

/* The same into a bare shape, for every kind but polygon (a polygon's
 * vertices need storage: hd_shape_parse_buf); a polygon spec is refused with
 * a message saying so. */
HD_API bool hd_shape_parse(const char *spec, hd_shape *out, char *err, size_t errlen);

/* Reads the plain decimal number at s ([+-]digits[.digits][(e|E)[+-]digits],
 * also ".5" and "5."; no hex, inf or nan): returns how many characters it
 * spans (0 if there is none) and stores its value in *out (+-inf when it
 * overflows, NaN when it is longer than 511 characters). The one number
 * reader of the spec grammar, shared by every parser of the program. */
HD_API size_t hd_scan_number(const char *s, double *out);

/* Writes the canonical spec of s (shortest round-trip numbers) into buf;
 * returns the length it needed, like snprintf. */
HD_API int hd_shape_format(const hd_shape *s, char *buf, size_t n);

/* Shortest "%.17g"-style text of d that reads back to the same double
 * (JSON-compatible for finite d). Returns the length, like snprintf. */
HD_API int hd_format_double(double d, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
