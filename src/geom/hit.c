/*
 * hit.c: the hit table, its dedicated functions, the generic reference path
 * and hit points. Every function obeys the closed-set rule of hd_geom.h.
 *
 * Each unordered pair of kinds is written once, as a function whose first
 * argument has the lower kind; the table's mirror cell carries swap = true
 * and hd_collide passes the arguments in the other order. Each entry has
 * exactly the hd_hit_fn signature: no function-pointer casts.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "geom_internal.h"

/* ---- small helpers ------------------------------------------------------ */

static bool boxes_overlap(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 alo, ahi, blo, bhi;
    hd_shape_bounds(a, &alo, &ahi);
    hd_shape_bounds(b, &blo, &bhi);
    return !(ahi.x < blo.x || bhi.x < alo.x || ahi.y < blo.y || bhi.y < alo.y);
}

/* x + w as a rounded sum and its exact error: (s, e) with s + e = x + w. */
static void split_sum(double x, double w, double *s, double *e)
{
    double t = x + w, bv = t - x, av = t - bv;
    *s = t;
    *e = (x - av) + (w - bv);
}

/* The rect's four corners exactly, in outline order: (x,y), (x+w,y),
 * (x+w,y+h), (x,y+h), the far coordinates as two-term sums. */
static void rect_xcorners(const hd_rect *r, hd_xpt c[4])
{
    double X, Xe, Y, Ye;
    split_sum(r->x, r->w, &X, &Xe);
    split_sum(r->y, r->h, &Y, &Ye);
    c[0] = (hd_xpt){r->x, 0, r->y, 0};
    c[1] = (hd_xpt){X, Xe, r->y, 0};
    c[2] = (hd_xpt){X, Xe, Y, Ye};
    c[3] = (hd_xpt){r->x, 0, Y, Ye};
}

/* The closed segment a..b meets the closed rect, decided exactly (the far
 * edges x + w, y + h unrounded): an end inside, or the segment's box meets
 * the rect and its line does not leave all four corners strictly on one
 * side (separating axes: x, y and the segment's normal). */
static bool seg_meets_rect(const hd_rect *r, hd_vec2 a, hd_vec2 b)
{
    if (hd_point_in_rect(r, a) || hd_point_in_rect(r, b))
        return true;
    if (hd_max(a.x, b.x) < r->x || hd_max(a.y, b.y) < r->y || hd_sign_sub2(hd_min(a.x, b.x), r->x, r->w) > 0 ||
        hd_sign_sub2(hd_min(a.y, b.y), r->y, r->h) > 0)
        return false;
    hd_xpt c[4];
    rect_xcorners(r, c);
    int pos = 0, neg = 0;
    for (int i = 0; i < 4; i++) {
        int o = hd_xorient(a, b, c[i]);
        pos += o > 0;
        neg += o < 0;
    }
    return pos < 4 && neg < 4;
}

/* A closed chain of n vertices (polygon edges, rect edges) against a
 * segment: true if the segment meets any edge. */
static bool chain_meets_seg(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b)
{
    for (int i = 0; i < n; i++)
        if (hd_segs_meet(v[i], v[(i + 1) % n], a, b))
            return true;
    return false;
}

/* Some edge of the closed chain within r of segment a..b. */
static bool chain_within_seg_exact(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b, double r)
{
    for (int i = 0; i < n; i++)
        if (hd_sign_dist2_segseg(v[i], v[(i + 1) % n], a, b, r, 0) <= 0)
            return true;
    return false;
}

/* Below this many edge pairs, two closed chains are tested pair by pair. */
#define CHAIN_BRUTE 256
/* Buckets over y of the bucketed chain test, and room for its entries (an
 * edge is entered in each bucket it spans; when they do not fit, fewer
 * buckets: the answer is the same, exact either way). */
#define CHAIN_BUCKETS 64
#define CHAIN_ITEMS 2048
_Static_assert(CHAIN_ITEMS >= HD_POLY_MAX && HD_POLY_MAX <= 65535, "one bucket's entries fit items");

/* Some edge of closed chain a meets some edge of closed chain b. Large
 * chains are pruned: an edge outside lo..hi, the common part of the two
 * boxes, meets nothing of the other chain; b's other edges are put into
 * buckets over the common y range (the bucket of a y is a monotone function of y, so
 * two edges whose y-extents share a point share a bucket), and each edge of
 * a is tested only against the edges of its buckets; hd_segs_meet then
 * rejects on the x-extents before any orientation. */
static bool chains_meet(const hd_vec2 *va, int na, const hd_vec2 *vb, int nb, hd_vec2 lo, hd_vec2 hi)
{
    if (na * nb <= CHAIN_BRUTE) {
        for (int i = 0; i < na; i++)
            if (chain_meets_seg(vb, nb, va[i], va[i + 1 < na ? i + 1 : 0]))
                return true;
        return false;
    }
    double ylo = lo.y, yhi = hi.y;
    int nbk = nb < CHAIN_BUCKETS ? nb : CHAIN_BUCKETS;
    int lo_b[HD_POLY_MAX], hi_b[HD_POLY_MAX];
    int start[CHAIN_BUCKETS + 1];
    unsigned short items[CHAIN_ITEMS];
    double scale;
    for (;;) { /* with fewer buckets while the entries do not fit items */
        scale = (yhi > ylo) ? nbk / (yhi - ylo) : 0.0;
        for (int k = 0; k <= nbk; k++)
            start[k] = 0;
        for (int j = 0; j < nb; j++) {
            hd_vec2 p = vb[j], q = vb[j + 1 < nb ? j + 1 : 0];
            double y0 = hd_min(p.y, q.y), y1 = hd_max(p.y, q.y);
            if (y1 < ylo || y0 > yhi || hd_max(p.x, q.x) < lo.x || hd_min(p.x, q.x) > hi.x) {
                lo_b[j] = 1;
                hi_b[j] = 0; /* outside the common range: meets nothing of a */
                continue;
            }
            double f0 = (hd_max(y0, ylo) - ylo) * scale, f1 = (hd_min(y1, yhi) - ylo) * scale;
            int b0 = f0 >= nbk ? nbk - 1 : (int)f0, b1 = f1 >= nbk ? nbk - 1 : (int)f1;
            lo_b[j] = b0;
            hi_b[j] = b1;
            for (int k = b0; k <= b1; k++)
                start[k + 1]++;
        }
        for (int k = 0; k < nbk; k++)
            start[k + 1] += start[k];
        if (start[nbk] <= CHAIN_ITEMS || nbk == 1) /* one bucket: at most nb entries */
            break;
        nbk = (nbk + 1) / 2;
    }
    int fill[CHAIN_BUCKETS];
    for (int k = 0; k < nbk; k++)
        fill[k] = start[k];
    for (int j = 0; j < nb; j++)
        for (int k = lo_b[j]; k <= hi_b[j]; k++)
            items[fill[k]++] = (unsigned short)j;
    int seen[HD_POLY_MAX];
    for (int j = 0; j < nb; j++)
        seen[j] = -1;
    for (int i = 0; i < na; i++) {
        hd_vec2 a = va[i], b = va[i + 1 < na ? i + 1 : 0];
        double y0 = hd_min(a.y, b.y), y1 = hd_max(a.y, b.y);
        if (y1 < ylo || y0 > yhi || hd_max(a.x, b.x) < lo.x || hd_min(a.x, b.x) > hi.x)
            continue;
        double f0 = (hd_max(y0, ylo) - ylo) * scale, f1 = (hd_min(y1, yhi) - ylo) * scale;
        int b0 = f0 >= nbk ? nbk - 1 : (int)f0, b1 = f1 >= nbk ? nbk - 1 : (int)f1;
        for (int k = b0; k <= b1; k++)
            for (int t = start[k]; t < start[k + 1]; t++) {
                int j = items[t];
                if (seen[j] == i)
                    continue;
                seen[j] = i;
                if (hd_segs_meet(a, b, vb[j], vb[j + 1 < nb ? j + 1 : 0]))
                    return true;
            }
    }
    return false;
}

/* Two closed polygonal regions given by vertex lists (simple): edges meet,
 * or a vertex of one lies in the other. lo..hi: the common part of their
 * boxes. */
static bool regions_meet(const hd_vec2 *va, int na, const hd_shape *sa, const hd_vec2 *vb, int nb,
                         const hd_shape *sb, hd_vec2 lo, hd_vec2 hi)
{
    if (chains_meet(va, na, vb, nb, lo, hi))
        return true;
    return hd_point_in_shape(sb, va[0]) || hd_point_in_shape(sa, vb[0]);
}

/* Circle (c, r) against any shape by its outline: the centre inside, or
 * some outline piece within r. Exact wherever the pieces are. */
static bool disk_meets_outline(hd_vec2 c, double r, const hd_shape *s)
{
    if (hd_point_in_shape(s, c))
        return true;
    hd_outline_view ol;
    hd_outline_init(&ol, s);
    for (int i = 0; i < ol.n; i++)
        if (hd_prim_within(hd_outline_piece(&ol, i), c, r))
            return true;
    return false;
}

/* ---- the dedicated functions (first argument has the lower kind) -------- */

/* point against anything: membership of the point. */
static bool hit_point_any(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 p = a->point.p;
    switch (b->kind) { /* the typed tests (typed.h), the rest by hd_point_in_shape */
    case HD_POINT: return hd_point_point(&a->point, &b->point);
    case HD_CIRCLE: return hd_point_circle(&a->point, &b->circle);
    case HD_RECT: return hd_point_rect(&a->point, &b->rect);
    case HD_LINE: return hd_point_line(&a->point, &b->line);
    case HD_POLYGON: return hd_point_polygon(&a->point, &b->polygon);
    case HD_CAPSULE: return hd_point_capsule(&a->point, &b->capsule);
    default: return hd_point_in_shape(b, p);
    }
}

/* The fixed pairs: the typed tests of typed.h (the same code as the typed
 * API, so the two cannot disagree). */
static bool hit_circle_circle(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_circle(&a->circle, &b->circle);
}

static bool hit_circle_rect(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_rect(&a->circle, &b->rect);
}

static bool hit_circle_line(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_line(&a->circle, &b->line);
}

static bool hit_circle_polygon(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_polygon(&a->circle, &b->polygon);
}

/* The general path of hd_circle_polygon: a concave polygon, or one whose
 * flags and bounds were never computed. */
bool hd__circle_polygon_general(const hd_circle *a, const hd_polygon *pg)
{
    hd_shape b = {.kind = HD_POLYGON, .polygon = *pg};
    hd_vec2 c = a->c, lo, hi;
    double r = a->r;
    hd_shape_bounds(&b, &lo, &hi);
    if (hd__surely_apart(lo.x, c.x, r) || hd__surely_apart(c.x, hi.x, r) || hd__surely_apart(lo.y, c.y, r) ||
        hd__surely_apart(c.y, hi.y, r))
        return false;
    int w = hd_poly_convex(pg);
    if (w) {
        /* convex: as hd_circle_polygon */
        bool outside = false;
        const hd_vec2 *v = pg->v;
        for (int i = 0, n = pg->n; i < n; i++) {
            hd_vec2 e0 = v[i], e1 = v[i + 1 < n ? i + 1 : 0];
            if (hd_orient(e0, e1, c) * w < 0) {
                if (hd_sign_dist2_seg(c, e0, e1, r, 0) <= 0)
                    return true;
                outside = true;
            }
        }
        return !outside;
    }
    if (hd_point_in_shape(&b, c))
        return true;
    for (int i = 0; i < pg->n; i++)
        if (hd_sign_dist2_seg(c, pg->v[i], pg->v[(i + 1) % pg->n], r, 0) <= 0)
            return true;
    return false;
}

static bool hit_circle_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_capsule(&a->circle, &b->capsule);
}

/* circle against arc or wedge */
static bool hit_circle_sector(const hd_shape *a, const hd_shape *b)
{
    return disk_meets_outline(a->circle.c, a->circle.r, b);
}

static bool hit_rect_rect(const hd_shape *a, const hd_shape *b)
{
    return hd_rect_rect(&a->rect, &b->rect);
}

static bool hit_rect_line(const hd_shape *a, const hd_shape *b)
{
    return seg_meets_rect(&a->rect, b->line.a, b->line.b);
}

/* Some edge of the polygon meets the rect, or the rect's corner (x, y) is
 * inside the polygon (the rect inside it). */
static bool hit_rect_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    const hd_polygon *pg = &b->polygon;
    for (int i = 0; i < pg->n; i++)
        if (seg_meets_rect(&a->rect, pg->v[i], pg->v[(i + 1) % pg->n]))
            return true;
    return hd_point_in_shape(b, hd_v(a->rect.x, a->rect.y));
}

/* The axis meets the rect, or the distance between them (at an axis end or
 * at a rect corner, both convex) is at most r; far corners exact. */
static bool hit_rect_capsule(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &a->rect;
    const hd_capsule *c = &b->capsule;
    if (seg_meets_rect(r, c->a, c->b))
        return true;
    if (hd_sign_dist2_rect(c->a, r->x, r->y, r->w, r->h, c->r) <= 0 ||
        hd_sign_dist2_rect(c->b, r->x, r->y, r->w, r->h, c->r) <= 0)
        return true;
    hd_xpt k[4];
    rect_xcorners(r, k);
    for (int i = 0; i < 4; i++)
        if (hd_xsign_dist2_seg(k[i], c->a, c->b, c->r) <= 0)
            return true;
    return false;
}

static bool hit_line_line(const hd_shape *a, const hd_shape *b)
{
    return hd_line_line(&a->line, &b->line);
}

static bool hit_line_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_shape(b, a->line.a))
        return true;
    return chain_meets_seg(b->polygon.v, b->polygon.n, a->line.a, a->line.b);
}

static bool hit_line_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_line_capsule(&a->line, &b->capsule);
}

/* Convex pair: separating axes with early exit. Otherwise edges crossing
 * (pruned by y) plus containment. */
static bool hit_polygon_polygon(const hd_shape *a, const hd_shape *b)
{
    return hd_polygon_polygon(&a->polygon, &b->polygon);
}

/* The general path of hd_polygon_polygon (not both convex with flags). */
bool hd__polygon_polygon_general(const hd_polygon *p, const hd_polygon *q)
{
    hd_shape a = {.kind = HD_POLYGON, .polygon = *p}, b = {.kind = HD_POLYGON, .polygon = *q};
    hd_vec2 alo, ahi, blo, bhi;
    hd_shape_bounds(&a, &alo, &ahi);
    hd_shape_bounds(&b, &blo, &bhi);
    if (ahi.x < blo.x || bhi.x < alo.x || ahi.y < blo.y || bhi.y < alo.y)
        return false;
    int wp = hd_poly_convex(p), wq = wp ? hd_poly_convex(q) : 0;
    if (wp && wq)
        return hd__sat_overlap(p->v, p->n, wp, q->v, q->n, wq);
    return regions_meet(p->v, p->n, &a, q->v, q->n, &b, hd_v(hd_max(alo.x, blo.x), hd_max(alo.y, blo.y)),
                        hd_v(hd_min(ahi.x, bhi.x), hd_min(ahi.y, bhi.y)));
}

/* Some edge of the closed chain v comes within r of the segment a..b
 * (filtered: segs_within). */
static bool chain_within_seg(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b, double r)
{
    for (int i = 0; i < n; i++)
        if (hd__segs_within(v[i], v[(i + 1) % n], a, b, r, 0))
            return true;
    return false;
}

static bool hit_polygon_capsule(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_shape(a, b->capsule.a))
        return true;
    return chain_within_seg(a->polygon.v, a->polygon.n, b->capsule.a, b->capsule.b, b->capsule.r);
}

static bool hit_capsule_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_capsule_capsule(&a->capsule, &b->capsule);
}

/* Pairs with a sector and no simpler closed form: the reference path with
 * a bounding-box early out. */
static bool hit_generic(const hd_shape *a, const hd_shape *b)
{
    return boxes_overlap(a, b) && hd_collide_reference(a, b);
}

/* ---- the table ---------------------------------------------------------- */

/* The one list: every unordered pair of kinds exactly once, with its hit
 * function and its distance function (dist.c): SAME(kind, hit, dist, name)
 * for a pair of one kind, PAIR(lower kind, higher kind, hit, dist, name)
 * otherwise. It is expanded twice below, into the cells [a][b] and into
 * their mirrors [b][a] (swap = true; a pair of one kind has no mirror). */
#define HD_PAIR_LIST(SAME, PAIR)                                                              \
    SAME(POINT, hit_point_any, hd_dist_point_any, point_point)                                \
    PAIR(POINT, CIRCLE, hit_point_any, hd_dist_point_circle, point_circle)                    \
    PAIR(POINT, RECT, hit_point_any, hd_dist_point_rect, point_rect)                          \
    PAIR(POINT, LINE, hit_point_any, hd_dist_point_line, point_line)                          \
    PAIR(POINT, POLYGON, hit_point_any, hd_dist_point_any, point_polygon)                     \
    PAIR(POINT, CAPSULE, hit_point_any, hd_dist_point_capsule, point_capsule)                 \
    PAIR(POINT, ARC, hit_point_any, hd_dist_point_any, point_arc)                             \
    PAIR(POINT, WEDGE, hit_point_any, hd_dist_point_any, point_wedge)                         \
    SAME(CIRCLE, hit_circle_circle, hd_dist_circle_circle, circle_circle)                     \
    PAIR(CIRCLE, RECT, hit_circle_rect, hd_dist_circle_rect, circle_rect)                     \
    PAIR(CIRCLE, LINE, hit_circle_line, hd_dist_circle_line, circle_line)                     \
    PAIR(CIRCLE, POLYGON, hit_circle_polygon, hd_dist_generic, circle_polygon)                \
    PAIR(CIRCLE, CAPSULE, hit_circle_capsule, hd_dist_circle_capsule, circle_capsule)         \
    PAIR(CIRCLE, ARC, hit_circle_sector, hd_dist_generic, circle_arc)                         \
    PAIR(CIRCLE, WEDGE, hit_circle_sector, hd_dist_generic, circle_wedge)                     \
    SAME(RECT, hit_rect_rect, hd_dist_rect_rect, rect_rect)                                   \
    PAIR(RECT, LINE, hit_rect_line, hd_dist_generic, rect_line)                               \
    PAIR(RECT, POLYGON, hit_rect_polygon, hd_dist_generic, rect_polygon)                      \
    PAIR(RECT, CAPSULE, hit_rect_capsule, hd_dist_generic, rect_capsule)                      \
    PAIR(RECT, ARC, hit_generic, hd_dist_generic, rect_arc)                                   \
    PAIR(RECT, WEDGE, hit_generic, hd_dist_generic, rect_wedge)                               \
    SAME(LINE, hit_line_line, hd_dist_line_line, line_line)                                   \
    PAIR(LINE, POLYGON, hit_line_polygon, hd_dist_generic, line_polygon)                      \
    PAIR(LINE, CAPSULE, hit_line_capsule, hd_dist_line_capsule, line_capsule)                 \
    PAIR(LINE, ARC, hit_generic, hd_dist_generic, line_arc)                                   \
    PAIR(LINE, WEDGE, hit_generic, hd_dist_generic, line_wedge)                               \
    SAME(POLYGON, hit_polygon_polygon, hd_dist_generic, polygon_polygon)                      \
    PAIR(POLYGON, CAPSULE, hit_polygon_capsule, hd_dist_generic, polygon_capsule)             \
    PAIR(POLYGON, ARC, hit_generic, hd_dist_generic, polygon_arc)                             \
    PAIR(POLYGON, WEDGE, hit_generic, hd_dist_generic, polygon_wedge)                         \
    SAME(CAPSULE, hit_capsule_capsule, hd_dist_capsule_capsule, capsule_capsule)              \
    PAIR(CAPSULE, ARC, hit_generic, hd_dist_generic, capsule_arc)                             \
    PAIR(CAPSULE, WEDGE, hit_generic, hd_dist_generic, capsule_wedge)                         \
    SAME(ARC, hit_generic, hd_dist_generic, arc_arc)                                          \
    PAIR(ARC, WEDGE, hit_generic, hd_dist_generic, arc_wedge)                                 \
    SAME(WEDGE, hit_generic, hd_dist_generic, wedge_wedge)

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

#if defined(__GNUC__)
#define HD_NOINLINE __attribute__((noinline))
#else
#define HD_NOINLINE
#endif

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

/* ---- the reference path ---------------------------------------------------- */

/* Witnesses. If the outlines do not meet, each connected component of one
 * outline lies wholly inside or wholly outside the other shape, and the
 * shapes share a point iff some component lies inside. A witness of a
 * component is an exact point of the shape that is inside the other shape
 * whenever the component is (or else a component of the other outline lies
 * inside this shape, and that one's witness shows it): the vertex or start
 * of a point, line, polygon or rect, the axis start of a capsule, the centre
 * of a circle or of a sector without a hole.
 *
 * A sector with a hole has no exact point of its outline in general. When
 * it is not a full ring it is simply connected, and then any double point q
 * of the closed sector itself will do, checked exactly to lie in it: if its
 * outline lies inside the other shape o and the outlines do not meet, the
 * whole sector lies in o (or o's hole lies in the sector, and o's inner
 * circle's witness shows that), and if the outline lies outside o, either
 * the sector and o are apart (q is outside o) or o lies inside the sector
 * (o's witness shows it). Candidates are rounded points of the sector,
 * tried in turn. A full ring has two components, each needing a point on
 * its circle: a rounded point of the circle that no piece of o comes near
 * (within 1e-13 of its size), so that rounding cannot move it across o's
 * outline, else the circle's point at 0 degrees decided exactly where it
 * can be (corner_in). A sector so small against its coordinates that no
 * candidate works falls back to such a robust rounded point, then to its
 * first corner, decided by corner_in. */
static bool robust_sample(hd_vec2 p, double scale, hd_outline_view *po)
{
    double d = 1e-13 * scale;
    for (int i = 0; i < po->n; i++)
        if (hd_prim_within(hd_outline_piece(po, i), p, d))
            return false;
    return true;
}

/* The sector corner q = c + t ray / |ray| (not a double in general) lies in
 * o: exact for a shape without interior (the outlines were compared
 * exactly, so no component can lie inside it), a circle and a rect; for the
 * other kinds its rounded position q0. */
/* sign(q - v) for q = x + xe, exact. */
static int xcmp(double x, double xe, double v) { return hd_sign_sub2(x, v, -xe); }

/* The closed polygon contains the two-term point p (crossing number with
 * exact comparisons; on an edge counts). */
static bool xpoint_in_polygon(const hd_polygon *pg, hd_xpt p)
{
    bool inside = false;
    for (int i = 0, j = pg->n - 1; i < pg->n; j = i++) {
        hd_vec2 a = pg->v[j], b = pg->v[i];
        int o = hd_xorient(a, b, p);
        int ya = xcmp(p.y, p.ye, a.y), yb = xcmp(p.y, p.ye, b.y); /* sign(p.y - a.y), ... */
        if (o == 0 && ya * yb <= 0 && xcmp(p.x, p.xe, a.x) * xcmp(p.x, p.xe, b.x) <= 0)
            return true;
        if ((ya < 0) != (yb < 0)) { /* a.y > p.y differs from b.y > p.y */
            int dsign = b.y > a.y ? 1 : -1;
            if (o == dsign)
                inside = !inside;
        }
    }
    return inside;
}

static bool corner_in(hd_vec2 ray, hd_vec2 c, double t, const hd_shape *o, hd_vec2 q0)
{
    if (ray.x == 0 || ray.y == 0) { /* along an axis: the point is c plus a double, exactly */
        double sx = ray.x > 0 ? t : ray.x < 0 ? -t : 0, sy = ray.y > 0 ? t : ray.y < 0 ? -t : 0;
        hd_xpt p = {c.x, sx, c.y, sy};
        if (o->kind == HD_POLYGON)
            return xpoint_in_polygon(&o->polygon, p);
        if (o->kind == HD_CAPSULE && o->capsule.r > 0)
            return hd_xsign_dist2_seg(p, o->capsule.a, o->capsule.b, o->capsule.r) <= 0;
    }
    switch (o->kind) {
    case HD_POINT:
    case HD_LINE:
        return false;
    case HD_CIRCLE:
        return hd_sign_dist2_ray_point(ray, c, t, o->circle.c, o->circle.r) <= 0;
    case HD_CAPSULE:
        if (o->capsule.r == 0)
            return false;
        break;
    case HD_RECT: {
        const hd_rect *r = &o->rect;
        if (r->w == 0 || r->h == 0)
            return false;
        double X, Xe, Y, Ye;
        split_sum(r->x, r->w, &X, &Xe);
        split_sum(r->y, r->h, &Y, &Ye);
        return hd_xsign_along(ray, c, t, r->x, 0, false) >= 0 && hd_xsign_along(ray, c, t, X, Xe, false) <= 0 &&
               hd_xsign_along(ray, c, t, r->y, 0, true) >= 0 && hd_xsign_along(ray, c, t, Y, Ye, true) <= 0;
    }
    default:
        break;
    }
    return hd_point_in_shape(o, q0);
}

static bool witness_in(const hd_shape *s, const hd_shape *o)
{
    switch (s->kind) {
    case HD_POINT: return hd_point_in_shape(o, s->point.p);
    case HD_CIRCLE: return hd_point_in_shape(o, s->circle.c);
    case HD_RECT: return hd_point_in_shape(o, hd_v(s->rect.x, s->rect.y));
    case HD_LINE: return hd_point_in_shape(o, s->line.a);
    case HD_POLYGON: return hd_point_in_shape(o, s->polygon.v[0]);
    case HD_CAPSULE: return hd_point_in_shape(o, s->capsule.a);
    case HD_WEDGE: return hd_point_in_shape(o, s->wedge.c);
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        if (a->rin == 0 || a->rout == 0)
            return hd_point_in_shape(o, a->c);
        double scale = fabs(a->c.x) + fabs(a->c.y) + a->rout;
        hd_range rg = hd_range_deg(a->start, a->end);
        hd_vec2 cand[12];
        if (!rg.full) {
            /* any double point of the sector, checked exactly */
            hd_vec2 us = hd_dir_deg(a->start), ue = hd_dir_deg(a->end);
            double sweep = fmod(fmod(a->end - a->start, 360) + 360, 360);
            hd_vec2 um = hd_dir_deg(a->start + sweep / 2);
            double rm = a->rin + (a->rout - a->rin) / 2;
            hd_vec2 dirs[3] = {um, us, ue};
            double radii[3] = {rm, a->rin, a->rout};
            int n = 0;
            for (int i = 0; i < 3; i++)
                for (int k = 0; k < 3; k++)
                    cand[n++] = hd_add(a->c, hd_scale(dirs[i], radii[k]));
            for (int i = 0; i < n; i++)
                if (hd_point_in_shape(s, cand[i]))
                    return hd_point_in_shape(o, cand[i]);
        }
        hd_outline_view po;
        hd_outline_init(&po, o);
        if (rg.full) { /* two circles: a witness for each */
            for (int k = 0; k < 2; k++) {
                double r = k == 0 ? a->rin : a->rout;
                cand[0] = hd_v(a->c.x + r, a->c.y);
                cand[1] = hd_v(a->c.x, a->c.y + r);
                cand[2] = hd_v(a->c.x - r, a->c.y);
                cand[3] = hd_v(a->c.x, a->c.y - r);
                bool in = false, found = false;
                for (int i = 0; i < 4 && !found; i++)
                    if (robust_sample(cand[i], scale, &po)) {
                        found = true;
                        in = hd_point_in_shape(o, cand[i]);
                    }
                if (!found) /* the circle's point at 0 degrees, exactly where it can be */
                    in = corner_in(hd_v(1, 0), a->c, r, o, cand[0]);
                if (in)
                    return true;
            }
            return false;
        }
        hd_vec2 us = hd_dir_deg(a->start), ue = hd_dir_deg(a->end);
        cand[0] = hd_add(a->c, hd_scale(us, a->rin));
        cand[1] = hd_add(a->c, hd_scale(us, a->rout));
        cand[2] = hd_add(a->c, hd_scale(ue, a->rin));
        cand[3] = hd_add(a->c, hd_scale(ue, a->rout));
        for (int i = 0; i < 4; i++)
            if (robust_sample(cand[i], scale, &po))
                return hd_point_in_shape(o, cand[i]);
        return corner_in(rg.us, a->c, a->rin, o, cand[0]);
    }
    default: return false;
    }
}

/* The ray piece (exact centre and direction, extent rin..rout) meets the
 * closed rect: separating axes x, y and the ray's normal, all exact. */
static bool ray_meets_rect(const hd_prim *p, const hd_rect *r)
{
    double X, Xe, Y, Ye;
    split_sum(r->x, r->w, &X, &Xe);
    split_sum(r->y, r->h, &Y, &Ye);
    for (int ax = 0; ax < 2; ax++) {
        bool y = ax == 1;
        double lo = y ? r->y : r->x, hi = y ? Y : X, hie = y ? Ye : Xe;
        if (hd_xsign_along(p->ray, p->c, p->rin, lo, 0, y) < 0 && hd_xsign_along(p->ray, p->c, p->rout, lo, 0, y) < 0)
            return false;
        if (hd_xsign_along(p->ray, p->c, p->rin, hi, hie, y) > 0 && hd_xsign_along(p->ray, p->c, p->rout, hi, hie, y) > 0)
            return false;
    }
    hd_xpt c[4];
    rect_xcorners(r, c);
    int pos = 0, neg = 0;
    for (int i = 0; i < 4; i++) {
        int o = hd_xorient_ray(p->ray, p->c, c[i]);
        pos += o > 0;
        neg += o < 0;
    }
    return pos < 4 && neg < 4;
}

/* An outline piece meets the closed rect region, decided exactly with the
 * far edges unrounded (a capsule side on its rounded ends, as elsewhere). */
static bool piece_meets_rect(const hd_prim *p, const hd_shape *rs)
{
    const hd_rect *r = &rs->rect;
    switch (p->type) {
    case HD_PRIM_POINT:
        return hd_point_in_rect(r, p->a);
    case HD_PRIM_SEG:
    case HD_PRIM_SIDE:
        return seg_meets_rect(r, p->a, p->b);
    case HD_PRIM_RAY:
        return ray_meets_rect(p, r);
    case HD_PRIM_ARC:
        return hd_arc_meets_rect(p->a, p->r, &p->rg, r->x, r->y, r->w, r->h);
    }
    return false;
}

/* The reference path with a rect: some piece of the other outline meets the
 * rect region, or the rect's corner (x, y), a double, lies in the other
 * shape. Two rects: their closed intervals overlap on both axes; a capsule:
 * the distance from its axis (the sides' ends are rounded points). */
static bool reference_rect(const hd_shape *rs, const hd_shape *o)
{
    if (o->kind == HD_RECT)
        return hit_rect_rect(rs, o);
    if (o->kind == HD_CAPSULE) /* its sides are rounded pieces: by the axis */
        return hit_rect_capsule(rs, o);
    hd_outline_view po;
    hd_outline_init(&po, o);
    for (int i = 0; i < po.n; i++)
        if (piece_meets_rect(hd_outline_piece(&po, i), rs))
            return true;
    return hd_point_in_shape(o, hd_v(rs->rect.x, rs->rect.y));
}

/* A capsule (r > 0) against a shape without a sector: the sides of its
 * outline are rounded pieces, so, as with a rect, it is decided on the axis:
 * the other shape comes within r of the axis segment, exactly (the
 * exact predicates, not the table's filtered functions, so that the fuzzer
 * still checks those filters). */
static bool reference_capsule(const hd_shape *cs, const hd_shape *o)
{
    /* the exact predicates alone, without the table's plain filters */
    const hd_capsule *c = &cs->capsule;
    switch (o->kind) {
    case HD_POINT: return hd_sign_dist2_seg(o->point.p, c->a, c->b, c->r, 0) <= 0;
    case HD_CIRCLE: return hd_sign_dist2_seg(o->circle.c, c->a, c->b, c->r, o->circle.r) <= 0;
    case HD_LINE: return hd_sign_dist2_segseg(o->line.a, o->line.b, c->a, c->b, 0, c->r) <= 0;
    case HD_POLYGON:
        return hd_point_in_shape(o, c->a) || chain_within_seg_exact(o->polygon.v, o->polygon.n, c->a, c->b, c->r);
    case HD_CAPSULE: return hd_sign_dist2_segseg(o->capsule.a, o->capsule.b, c->a, c->b, o->capsule.r, c->r) <= 0;
    default: return false;
    }
}

static bool capsule_by_axis(const hd_shape *cs, const hd_shape *o)
{
    return cs->kind == HD_CAPSULE && cs->capsule.r > 0 && o->kind != HD_ARC && o->kind != HD_WEDGE;
}

/* If the outlines do not meet, every outline component of one lies wholly
 * inside or wholly outside the other; the sets share a point iff some
 * component lies inside, which one sample point per component shows. */
bool hd_collide_reference(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_RECT)
        return reference_rect(a, b);
    if (b->kind == HD_RECT)
        return reference_rect(b, a);
    if (capsule_by_axis(a, b))
        return reference_capsule(a, b);
    if (capsule_by_axis(b, a))
        return reference_capsule(b, a);
    /* A disk meets o iff its centre lies in o or some piece of o's outline
     * comes within r of it, exactly (no crossing is computed) */
    if (a->kind == HD_CIRCLE && a->circle.r > 0)
        return disk_meets_outline(a->circle.c, a->circle.r, b);
    if (b->kind == HD_CIRCLE && b->circle.r > 0)
        return disk_meets_outline(b->circle.c, b->circle.r, a);
    hd_outline_view pa, pb;
    hd_outline_init(&pa, a);
    hd_outline_init(&pb, b);
    hd_meet m = {.lenient = false};
    for (int i = 0; i < pa.n; i++) {
        const hd_prim *p = hd_outline_piece(&pa, i);
        for (int j = 0; j < pb.n; j++)
            if (hd_prim_meet(p, hd_outline_piece(&pb, j), &m))
                return true;
    }
    return witness_in(a, b) || witness_in(b, a);
}

/* ---- hit points ------------------------------------------------------------ */

/* Hit points are gathered in a fixed buffer on the stack (room for every
 * point of any pair of fixed-size kinds: at most 4 pieces each, 4 points a
 * meeting); only a pair of long outlines (polygons) that crosses more often
 * than that moves the list to the heap. */
#define HITS_LOCAL 256

typedef struct point_buf {
    hd_vec2 *v;
    int n, cap;
    bool heap;
} point_buf;

static void buf_push(point_buf *b, hd_vec2 p)
{
    if (b->n == b->cap) {
        int cap = 2 * b->cap;
        hd_vec2 *v = b->heap ? realloc(b->v, (size_t)cap * sizeof *v) : malloc((size_t)cap * sizeof *v);
        if (!v)
            return; /* out of memory: drop the point rather than crash */
        if (!b->heap)
            memcpy(v, b->v, (size_t)b->n * sizeof *v);
        b->v = v;
        b->cap = cap;
        b->heap = true;
    }
    b->v[b->n++] = p;
}

static int cmp_xy(const void *pa, const void *pb)
{
    const hd_vec2 *a = pa, *b = pb;
    if (a->x != b->x)
        return a->x < b->x ? -1 : 1;
    if (a->y != b->y)
        return a->y < b->y ? -1 : 1;
    return 0;
}

/* The merge tolerance of hit points, relative: HD_HIT_MERGE times the
 * larger coordinate magnitude of the two points plus the size of the smaller
 * shape (the longest side of its bounding box). A point found twice through
 * neighbouring pieces (a crossing at a shared vertex) differs from itself by
 * a few ulps of that; two true crossings farther apart than the documented
 * bound (HD_HIT_BOUND, 10 times wider) are never merged. */
#define HD_HIT_MERGE 1e-13

static double shape_size(const hd_shape *s)
{
    hd_vec2 lo, hi;
    hd_shape_bounds(s, &lo, &hi);
    return hd_max(hi.x - lo.x, hi.y - lo.y);
}

static double mag(hd_vec2 p) { return hd_max(fabs(p.x), fabs(p.y)); }

/* Sorts by x then y (cmp_xy): insertion sort for the short lists of the
 * common case, qsort beyond. */
static void sort_xy(hd_vec2 *v, int n)
{
    if (n > 32) {
        qsort(v, (size_t)n, sizeof v[0], cmp_xy);
        return;
    }
    for (int i = 1; i < n; i++) {
        hd_vec2 t = v[i];
        int j = i;
        for (; j > 0 && cmp_xy(&v[j - 1], &t) > 0; j--)
            v[j] = v[j - 1];
        v[j] = t;
    }
}

static int merge_sorted(hd_vec2 *v, int count, double size)
{
    double big = 0;
    for (int i = 0; i < count; i++)
        big = hd_max(big, mag(v[i]));
    double tolmax = HD_HIT_MERGE * (big + size);
    int n = 0;
    for (int i = 0; i < count; i++) {
        bool dup = false;
        /* sorted by x: only points within tolmax in x can be duplicates */
        for (int j = n - 1; j >= 0 && v[i].x - v[j].x <= tolmax && !dup; j--) {
            double tol = HD_HIT_MERGE * (hd_max(mag(v[i]), mag(v[j])) + size);
            dup = v[i].x - v[j].x <= tol && fabs(v[i].y - v[j].y) <= tol;
        }
        if (!dup)
            v[n++] = v[i];
    }
    return n;
}

/* A total order on shapes (kind, then parameters), so that hit points are
 * computed with the same argument order whichever order the caller used and
 * come out bit for bit the same. */
int hd_shape_cmp(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind)
        return a->kind < b->kind ? -1 : 1;
    double va[2 * HD_POLY_MAX + 1], vb[2 * HD_POLY_MAX + 1];
    int na = 0, nb = 0;
    hd_shape_numbers(a, va, &na);
    hd_shape_numbers(b, vb, &nb);
    if (na != nb)
        return na < nb ? -1 : 1;
    for (int i = 0; i < na; i++)
        if (va[i] != vb[i])
            return va[i] < vb[i] ? -1 : 1;
    return 0;
}

/* Hit points of two rects that collide, neither of zero width or height:
 * where a vertical edge of one meets a horizontal edge of the other (the
 * ends of a shared stretch of edge are such points too). Each is a pair of
 * the rects' own edge coordinates (the far edges x + w, y + h rounded, as
 * in their outlines), so no crossing is computed. */
static int rect_rect_hits(const hd_rect *p, const hd_rect *q, hd_vec2 *v)
{
    const hd_rect *r[2] = {p, q};
    int n = 0;
    for (int k = 0; k < 2; k++) {
        const hd_rect *u = r[k], *h = r[1 - k]; /* u's vertical edges, h's horizontal ones */
        double ux[2] = {u->x, u->x + u->w}, hy[2] = {h->y, h->y + h->h};
        double uy0 = u->y, uy1 = u->y + u->h, hx0 = h->x, hx1 = h->x + h->w;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                if (ux[i] >= hx0 && ux[i] <= hx1 && hy[j] >= uy0 && hy[j] <= uy1)
                    v[n++] = hd_v(ux[i], hy[j]);
    }
    return n;
}

/* A point that lies in a circle or rect is a hit point iff it is on the
 * outline: 1 (and p) or 0. Exact. */
static int point_hits(hd_vec2 p, const hd_shape *o, hd_vec2 *v)
{
    bool on;
    if (o->kind == HD_CIRCLE)
        on = hd_sign_dist2_pt(p, o->circle.c, o->circle.r, 0) == 0;
    else {
        const hd_rect *r = &o->rect;
        on = p.x == r->x || p.y == r->y || hd_sign_sub2(p.x, r->x, r->w) == 0 || hd_sign_sub2(p.y, r->y, r->h) == 0;
    }
    v[0] = p;
    return on ? 1 : 0;
}

bool hd_collide_hits(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap, int *count)
{
    *count = 0;
    if (!hd_collide(a, b))
        return false;
    if (hd_shape_cmp(a, b) > 0) {
        const hd_shape *t = a;
        a = b;
        b = t;
    }
    /* the common fixed pairs without outlines */
    hd_vec2 few[8];
    int nf = -1;
    if (a->kind == HD_POINT && (b->kind == HD_CIRCLE || b->kind == HD_RECT))
        nf = point_hits(a->point.p, b, few);
    else if (a->kind == HD_RECT && b->kind == HD_RECT && a->rect.w > 0 && a->rect.h > 0 && b->rect.w > 0 &&
             b->rect.h > 0) {
        nf = rect_rect_hits(&a->rect, &b->rect, few);
        if (nf > 1) {
            sort_xy(few, nf);
            nf = merge_sorted(few, nf, hd_min(shape_size(a), shape_size(b)));
        }
    }
    if (nf >= 0) {
        for (int i = 0; i < nf && i < cap; i++)
            out[i] = few[i];
        *count = nf;
        return true;
    }
    hd_outline_view pa, pb;
    hd_outline_init(&pa, a);
    hd_outline_init(&pb, b);
    hd_vec2 local[HITS_LOCAL];
    point_buf buf = {local, 0, HITS_LOCAL, false};
    hd_meet m = {.lenient = true};
    for (int i = 0; i < pa.n; i++) {
        const hd_prim *p = hd_outline_piece(&pa, i);
        for (int j = 0; j < pb.n; j++)
            if (hd_prim_meet(p, hd_outline_piece(&pb, j), &m))
                for (int k = 0; k < m.n; k++)
                    buf_push(&buf, m.pts[k]);
    }
    int n = 0;
    if (buf.n > 0) {
        sort_xy(buf.v, buf.n);
        n = merge_sorted(buf.v, buf.n, hd_min(shape_size(a), shape_size(b)));
    }
    for (int i = 0; i < n && i < cap; i++)
        out[i] = buf.v[i];
    if (buf.heap)
        free(buf.v);
    *count = n;
    return true;
}

int hd_hit_points(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap)
{
    int n;
    hd_collide_hits(a, b, out, cap, &n);
    return n;
}
