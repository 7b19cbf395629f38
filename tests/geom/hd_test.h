/*
 * hd_test.h: the geometry tests' tiny harness.
 *
 *  ENSURE(cond)          check; on failure prints file:line, the condition and
 *                        the current input context (the specs under test).
 *  ENSURE_SMALL(x, tol)  |x| <= tol, same report.
 *  TEST_CTX(fmt, ...)    sets the input context printed by a failing ENSURE.
 *  RUN_SUBTEST(fn)       runs `static void fn(void)` unless the command line
 *                        names other subtests; prints its check/failure count.
 *
 * A test program's main() is: hd_test_init(argc, argv); RUN_SUBTEST(...)...;
 * return hd_test_finish();
 */
#ifndef HD_TEST_H
#define HD_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <hitdemo/geom.h>
#include <hitdemo/relation.h>
#include <hitdemo/spec.h>

#include "hd_table.h"

extern long hd_test_checks;
extern long hd_test_failures;
extern char hd_test_ctx[2048];

void hd_test_init(int argc, char **argv);
int hd_test_finish(void);
bool hd_test_selected(const char *name);
void hd_test_begin(const char *name);
void hd_test_end(const char *name);
void hd_test_fail(const char *file, int line, const char *what);
void hd_test_set_ctx(const char *fmt, ...)
    __attribute__((format(printf, 1, 2)));

#define TEST_CTX(...) hd_test_set_ctx(__VA_ARGS__)

#define ENSURE(cond)                                                          \
    do {                                                                      \
        hd_test_checks++;                                                     \
        if (!(cond))                                                          \
            hd_test_fail(__FILE__, __LINE__, #cond);                          \
    } while (0)

#define ENSURE_SMALL(x, tol)                                                  \
    do {                                                                      \
        hd_test_checks++;                                                     \
        double hd_test_v_ = (x);                                              \
        if (!(hd_test_v_ <= (tol) && hd_test_v_ >= -(tol)))                   \
            hd_test_fail(__FILE__, __LINE__, "|" #x "| <= " #tol);            \
    } while (0)

#define RUN_SUBTEST(fn)                                                       \
    do {                                                                      \
        if (hd_test_selected(#fn)) {                                          \
            hd_test_begin(#fn);                                               \
            fn();                                                             \
            hd_test_end(#fn);                                                 \
        }                                                                     \
    } while (0)

/* A double from its bits and back (memcpy: no aliasing rules broken). */
static inline double hd_test_from_bits(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}
static inline uint64_t hd_test_to_bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

/* ---- shape helpers ------------------------------------------------------ */

/* Parses spec; a spec the test itself got wrong aborts the program. The
 * result is zero-filled first, so memcmp on it is meaningful. */
hd_shape hd_test_shape(const char *spec);

/* Polygon vertex storage for tests: a ring of HD_TEST_VSTORES buffers of
 * HD_POLY_MAX vertices each, reused round-robin (a shape made through it
 * stays valid until as many more buffers have been taken). */
#define HD_TEST_VSTORES 2048
hd_vec2 *hd_test_vstore(void);
/* s with its polygon vertices copied into a fresh ring buffer. */
hd_shape hd_test_own(const hd_shape *s);
/* hd_shape_parse for every kind: polygon vertices go into a ring buffer. */
bool hd_test_parse(const char *spec, hd_shape *out, char *err, size_t errlen);
/* hd_shape_translate with the moved polygon vertices in a ring buffer. */
hd_shape hd_test_translate(const hd_shape *s, hd_vec2 d);
/* Gives polygon s a fresh ring buffer holding a copy of its vertices (none
 * if s->polygon.v is NULL) and returns it, writable; s's flags are cleared,
 * since the caller is about to change the vertices (validate again, or the
 * library finds what the flags say per call). */
hd_vec2 *hd_test_polyw(hd_shape *s);
/* The vertices of polygon shape s, writable (storage from hd_test_polyw). */
#define HD_TEST_PV(s) ((hd_vec2 *)(size_t)(s).polygon.v)
/* Same kind and numbers (a polygon's vertices compared, not its pointer). */
bool hd_test_same_shape(const hd_shape *a, const hd_shape *b);

/* Canonical spec of s (for messages), in a rotating static buffer. */
const char *hd_test_spec(const hd_shape *s);

/* Hit points of a and b (both argument orders checked equal by callers);
 * returns the count, at most cap stored. */
int hd_test_hits(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap);

/* Set equality of two point lists within tol (each point of one has a match
 * in the other). */
bool hd_test_same_points(const hd_vec2 *p, int np, const hd_vec2 *q, int nq,
                         double tol);

/* "x,y;x,y;..." -> points; returns count. "" gives 0. */
int hd_test_parse_points(const char *text, hd_vec2 *out, int cap);

/* "[(x,y) (x,y)]" text of a point list in a rotating static buffer. */
const char *hd_test_points_text(const hd_vec2 *p, int n);

/* A rect's four corners in order from (x, y), the far ones rounded
 * (x + w, y + h); returns 4. */
int hd_test_rect_corners(const hd_rect *r, hd_vec2 *out);

/* The relation with a and b swapped (a_contains_b <-> b_contains_a). */
hd_relation hd_test_rel_mirror(hd_relation r);
/* The relation named n (hd_relation_name), or -2 for no such name. */
hd_relation hd_test_rel_named(const char *n);
/* p on the outline of s (the library's piece membership, not hd_relate). */
bool hd_test_on_outline(const hd_shape *s, hd_vec2 p);
/* p in s and not on its outline. */
bool hd_test_in_interior(const hd_shape *s, hd_vec2 p);
/* hd_relate(a, b) is want and hd_relate(b, a) its mirror (ENSURE on each,
 * with both specs as the test context and on stderr when not). */
void hd_test_want_rel(const hd_shape *a, const hd_shape *b, hd_relation want);
/* Parses the specs a and b of a table case into *ba and *bb (ENSURE on
 * each, with a and b as the test context): the two shapes, viewing them. */
void hd_test_parse_case(const char *a, const char *b, hd_shape_buf *ba, hd_shape_buf *bb, hd_shape *sa, hd_shape *sb);

/* Distance from p to the OUTLINE of s, computed independently of the
 * library (double arithmetic, for tolerance checks only). */
double hd_test_outline_dist(const hd_shape *s, hd_vec2 p);

/* ---- seeded random ------------------------------------------------------ */

typedef struct hd_rng {
    uint64_t s;
} hd_rng;

uint64_t hd_rng_next(hd_rng *r);
/* Uniform integer in lo..hi inclusive. */
int hd_rng_int(hd_rng *r, int lo, int hi);

#endif

/* ---- random integer shapes (shared by the property and exact tests) ---- */

typedef struct hd_gen_opts {
    int range;       /* coordinates in -range..range (before offset) */
    double offset;   /* added to every x and y (exact: 0, 1e6, ...) */
    bool angles90;   /* sector angles only multiples of 90 */
} hd_gen_opts;

/* A random valid shape of the given kind with integer data (angles too).
 * Polygons are star-shaped (concave often) or convex hulls, 3..12 vertices,
 * either winding. The result has passed hd_shape_validate (a rejection of
 * a polygon known to be simple is reported as a test failure). */
hd_shape hd_gen_shape(hd_rng *r, hd_kind kind, const hd_gen_opts *o);

/* Exactly simple-polygon generators (integer vertices around (cx, cy)). */
int hd_gen_star_polygon(hd_rng *r, int cx, int cy, int spread, int maxn,
                        hd_vec2 *out);
int hd_gen_convex_polygon(hd_rng *r, int cx, int cy, int spread, int maxn,
                          hd_vec2 *out);
