/*
 * table.c: the hit table and hd_collide. Each unordered pair of kinds is
 * written once (pairs.c); the table's mirror cell carries swap = true and
 * the caller passes the arguments in the other order. The table is a
 * compile-time constant: no set-up call, no state.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hd_compiler.h"
#include "hd_pairs.h"

/* ---- the table ---------------------------------------------------------- */

/* The one list: every unordered pair of kinds exactly once, with its hit
 * function and its distance function (dist.c): SAME(kind, hit, dist, name)
 * for a pair of one kind, PAIR(lower kind, higher kind, hit, dist, name)
 * otherwise. It is expanded twice below, into the cells [a][b] and into
 * their mirrors [b][a] (swap = true; a pair of one kind has no mirror). */
#define HD_PAIR_LIST(SAME, PAIR)                                                              \
    SAME(POINT, hd_hit_point_any, hd_dist_point_any, point_point)                                \
    PAIR(POINT, CIRCLE, hd_hit_point_any, hd_dist_point_circle, point_circle)                    \
    PAIR(POINT, RECT, hd_hit_point_any, hd_dist_point_rect, point_rect)                          \
    PAIR(POINT, LINE, hd_hit_point_any, hd_dist_point_line, point_line)                          \
    PAIR(POINT, POLYGON, hd_hit_point_any, hd_dist_point_any, point_polygon)                     \
    PAIR(POINT, CAPSULE, hd_hit_point_any, hd_dist_point_capsule, point_capsule)                 \
    PAIR(POINT, ARC, hd_hit_point_any, hd_dist_point_any, point_arc)                             \
    PAIR(POINT, WEDGE, hd_hit_point_any, hd_dist_point_any, point_wedge)                         \
    SAME(CIRCLE, hd_hit_circle_circle, hd_dist_circle_circle, circle_circle)                     \
    PAIR(CIRCLE, RECT, hd_hit_circle_rect, hd_dist_circle_rect, circle_rect)                     \
    PAIR(CIRCLE, LINE, hd_hit_circle_line, hd_dist_circle_line, circle_line)                     \
    PAIR(CIRCLE, POLYGON, hd_hit_circle_polygon, hd_dist_generic, circle_polygon)                \
    PAIR(CIRCLE, CAPSULE, hd_hit_circle_capsule, hd_dist_circle_capsule, circle_capsule)         \
    PAIR(CIRCLE, ARC, hd_hit_circle_sector, hd_dist_generic, circle_arc)                         \
    PAIR(CIRCLE, WEDGE, hd_hit_circle_sector, hd_dist_generic, circle_wedge)                     \
    SAME(RECT, hd_hit_rect_rect, hd_dist_rect_rect, rect_rect)                                   \
    PAIR(RECT, LINE, hd_hit_rect_line, hd_dist_generic, rect_line)                               \
    PAIR(RECT, POLYGON, hd_hit_rect_polygon, hd_dist_generic, rect_polygon)                      \
    PAIR(RECT, CAPSULE, hd_hit_rect_capsule, hd_dist_generic, rect_capsule)                      \
    PAIR(RECT, ARC, hd_hit_generic, hd_dist_generic, rect_arc)                                   \
    PAIR(RECT, WEDGE, hd_hit_generic, hd_dist_generic, rect_wedge)                               \
    SAME(LINE, hd_hit_line_line, hd_dist_line_line, line_line)                                   \
    PAIR(LINE, POLYGON, hd_hit_line_polygon, hd_dist_generic, line_polygon)                      \
    PAIR(LINE, CAPSULE, hd_hit_line_capsule, hd_dist_line_capsule, line_capsule)                 \
    PAIR(LINE, ARC, hd_hit_generic, hd_dist_generic, line_arc)                                   \
    PAIR(LINE, WEDGE, hd_hit_generic, hd_dist_generic, line_wedge)                               \
    SAME(POLYGON, hd_hit_polygon_polygon, hd_dist_generic, polygon_polygon)                      \
    PAIR(POLYGON, CAPSULE, hd_hit_polygon_capsule, hd_dist_generic, polygon_capsule)             \
    PAIR(POLYGON, ARC, hd_hit_generic, hd_dist_generic, polygon_arc)                             \
    PAIR(POLYGON, WEDGE, hd_hit_generic, hd_dist_generic, polygon_wedge)                         \
    SAME(CAPSULE, hd_hit_capsule_capsule, hd_dist_capsule_capsule, capsule_capsule)              \
    PAIR(CAPSULE, ARC, hd_hit_capsule_sector, hd_dist_generic, capsule_arc)                             \
    PAIR(CAPSULE, WEDGE, hd_hit_capsule_sector, hd_dist_generic, capsule_wedge)                         \
    SAME(ARC, hd_hit_generic, hd_dist_generic, arc_arc)                                          \
    PAIR(ARC, WEDGE, hd_hit_generic, hd_dist_generic, arc_wedge)                                 \
    SAME(WEDGE, hd_hit_generic, hd_dist_generic, wedge_wedge)

/* The cells, a compile-time constant (no set-up call, nothing written at
 * run time): each pair's cell, then its mirror. */
#define TABLE_SAME(k, fn, dist, name) [HD_##k][HD_##k] = {fn, dist, false, #name},
#define TABLE_PAIR(ka, kb, fn, dist, name) [HD_##ka][HD_##kb] = {fn, dist, false, #name},
#define TABLE_MIRROR(ka, kb, fn, dist, name) [HD_##kb][HD_##ka] = {fn, dist, true, #name},
#define TABLE_NONE(k, fn, dist, name)

/* A cell written twice would be a compile error, not a silent override. */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic error "-Winitializer-overrides"
#elif defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Woverride-init"
#endif
static const hd_hit_cell table[HD_KIND_COUNT][HD_KIND_COUNT] = {
    HD_PAIR_LIST(TABLE_SAME, TABLE_PAIR)
    HD_PAIR_LIST(TABLE_NONE, TABLE_MIRROR)
};
#if defined(__clang__)
#pragma clang diagnostic pop
#elif defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

/* Every cell filled: the list has each kind's SAME entry once and
 * K (K - 1) / 2 PAIR entries, none written twice (the error above), so the
 * K^2 cells are all written. (tests/geom: hit_table_structure checks each
 * cell's function, name and swap.) */
#define COUNT_SAME(k, fn, dist, name) +1
#define COUNT_PAIR(ka, kb, fn, dist, name) +1
#define COUNT_NONE(...)
_Static_assert(0 HD_PAIR_LIST(COUNT_SAME, COUNT_NONE) == HD_KIND_COUNT, "every kind has its pair of one kind once");
_Static_assert(0 HD_PAIR_LIST(COUNT_NONE, COUNT_PAIR) == HD_KIND_COUNT * (HD_KIND_COUNT - 1) / 2,
               "every pair of two kinds appears once");
/* ...and each PAIR lists its lower kind first (the functions take that
 * order; the mirror cell swaps). */
#define ORDER_PAIR(ka, kb, fn, dist, name) _Static_assert(HD_##ka < HD_##kb, #name ": lower kind first");
HD_PAIR_LIST(COUNT_NONE, ORDER_PAIR)

const hd_hit_cell *hd_hit_lookup(hd_kind ka, hd_kind kb)
{
    if ((int)ka < 0 || ka >= HD_KIND_COUNT || (int)kb < 0 || kb >= HD_KIND_COUNT)
        return NULL;
    return &table[ka][kb];
}

/* One case label per ordered pair of kinds. */
#define PAIR(ka, kb) ((ka) * HD_KIND_COUNT + (kb))

/* The pairs with loops or many live values, kept out of hd_collide so that
 * its short cases need no stack frame (a tail call each). */
static HD_NOINLINE bool collide_point_polygon(const hd_point *p, const hd_polygon *pg) { return hd_point_polygon(p, pg); }
static HD_NOINLINE bool collide_circle_polygon(const hd_circle *c, const hd_polygon *pg) { return hd_circle_polygon(c, pg); }
static HD_NOINLINE bool collide_polygon_polygon(const hd_polygon *p, const hd_polygon *q) { return hd_polygon_polygon(p, q); }
static HD_NOINLINE bool collide_line_line(const hd_line *p, const hd_line *q) { return hd_line_line(p, q); }
static HD_NOINLINE bool collide_line_capsule(const hd_line *p, const hd_capsule *q) { return hd_line_capsule(p, q); }
static HD_NOINLINE bool collide_capsule_capsule(const hd_capsule *p, const hd_capsule *q) { return hd_capsule_capsule(p, q); }

static HD_NOINLINE bool collide_by_table(const hd_shape *a, const hd_shape *b);

bool hd_collide(const hd_shape *a, const hd_shape *b)
{
    /* The fixed pairs go straight to their typed tests (the code the
     * table's cells call too): no lookup, no indirect call; the short ones
     * inlined here. */
    unsigned ka = (unsigned)a->kind, kb = (unsigned)b->kind; /* out of range: the lookup says no */
    switch (ka < HD_KIND_COUNT && kb < HD_KIND_COUNT ? PAIR(ka, kb) : ~0u) {
    case PAIR(HD_POINT, HD_POINT): return hd_point_point(&a->point, &b->point);
    case PAIR(HD_POINT, HD_LINE): return hd_point_line(&a->point, &b->line);
    case PAIR(HD_LINE, HD_POINT): return hd_point_line(&b->point, &a->line);
    case PAIR(HD_POINT, HD_CAPSULE): return hd_point_capsule(&a->point, &b->capsule);
    case PAIR(HD_CAPSULE, HD_POINT): return hd_point_capsule(&b->point, &a->capsule);
    case PAIR(HD_CIRCLE, HD_CAPSULE): return hd_circle_capsule(&a->circle, &b->capsule);
    case PAIR(HD_CAPSULE, HD_CIRCLE): return hd_circle_capsule(&b->circle, &a->capsule);
    case PAIR(HD_POINT, HD_CIRCLE): return hd_point_circle(&a->point, &b->circle);
    case PAIR(HD_CIRCLE, HD_POINT): return hd_point_circle(&b->point, &a->circle);
    case PAIR(HD_POINT, HD_RECT): return hd_point_rect(&a->point, &b->rect);
    case PAIR(HD_RECT, HD_POINT): return hd_point_rect(&b->point, &a->rect);
    case PAIR(HD_CIRCLE, HD_CIRCLE): return hd_circle_circle(&a->circle, &b->circle);
    case PAIR(HD_CIRCLE, HD_RECT): return hd_circle_rect(&a->circle, &b->rect);
    case PAIR(HD_RECT, HD_CIRCLE): return hd_circle_rect(&b->circle, &a->rect);
    case PAIR(HD_CIRCLE, HD_LINE): return hd_circle_line(&a->circle, &b->line);
    case PAIR(HD_LINE, HD_CIRCLE): return hd_circle_line(&b->circle, &a->line);
    case PAIR(HD_RECT, HD_RECT): return hd_rect_rect(&a->rect, &b->rect);
    case PAIR(HD_POINT, HD_POLYGON): return collide_point_polygon(&a->point, &b->polygon);
    case PAIR(HD_POLYGON, HD_POINT): return collide_point_polygon(&b->point, &a->polygon);
    case PAIR(HD_CIRCLE, HD_POLYGON): return collide_circle_polygon(&a->circle, &b->polygon);
    case PAIR(HD_POLYGON, HD_CIRCLE): return collide_circle_polygon(&b->circle, &a->polygon);
    case PAIR(HD_LINE, HD_LINE): return collide_line_line(&a->line, &b->line);
    case PAIR(HD_LINE, HD_CAPSULE): return collide_line_capsule(&a->line, &b->capsule);
    case PAIR(HD_CAPSULE, HD_LINE): return collide_line_capsule(&b->line, &a->capsule);
    case PAIR(HD_POLYGON, HD_POLYGON): return collide_polygon_polygon(&a->polygon, &b->polygon);
    case PAIR(HD_CAPSULE, HD_CAPSULE): return collide_capsule_capsule(&a->capsule, &b->capsule);
    default: break;
    }
    return collide_by_table(a, b);
}

/* The other pairs: through the hit table. */
static HD_NOINLINE bool collide_by_table(const hd_shape *a, const hd_shape *b)
{
    const hd_hit_cell *cell = hd_hit_lookup(a->kind, b->kind);
    if (!cell)
        return false;
    return cell->swap ? cell->fn(b, a) : cell->fn(a, b);
}

