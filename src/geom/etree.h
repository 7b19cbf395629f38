/*
 * etree.h (internal): a hierarchy of boxes over the edges of a closed chain
 * (a polygon's edges, or an outline's pieces between corners), for the
 * queries on big polygons (hit points, relation, distance, validation).
 *
 * Built per query on the caller's stack in O(n) (no allocation, nothing
 * kept between calls; a shape stays the 56-byte value of geom.h): edges are
 * grouped HD_ET_LEAF at a time in their order along the chain (neighbouring
 * edges are near each other, so no sorting is needed), and the leaves are
 * the bottom of a complete binary tree (node k has children 2k and 2k + 1;
 * leaf t is node nleaf + t). Every box is the exact min/max of input doubles,
 * so a box test is exact: two closed edges that share a point have boxes
 * that share a point, and the pruning never drops a pair that meets.
 *
 * The queries list leaves (and so edges) in ascending order: a loop over
 * the listed edges visits them in the order of the plain loop over all
 * edges, skipping only edges whose boxes miss; answers that depend on the
 * order (the first of equal candidates, the order hit points are gathered
 * in) come out as before.
 */
#ifndef HD_ETREE_H
#define HD_ETREE_H

#include <math.h>

#include "geom_internal.h"

/* HD_GEOM_PLAIN=1 (hd_geom_plain, the reference build of tests/geom's
 * test_geom_big) turns every shortcut for big polygons off: the plain
 * loops, which the sources keep for the small ones. */
#ifndef HD_GEOM_PLAIN
#define HD_GEOM_PLAIN 0
#endif

/* Chains of at most HD_ET_PLAIN_MAX edges (pairs of at most its square
 * edge pairs) keep the plain loops. */
enum { HD_ET_PLAIN_MAX = HD_GEOM_PLAIN ? HD_POLY_MAX : 16, HD_ET_LEAF = 4, HD_ET_MAXLEAF = (HD_POLY_MAX + HD_ET_LEAF - 1) / HD_ET_LEAF };

typedef struct hd_etree {
    const hd_vec2 *v;
    const unsigned short *corner; /* edge i: v[corner[i]]..v[corner[i + 1]]; NULL: v[i]..v[(i + 1) % n] */
    int n;                        /* edges */
    int nleaf;                    /* leaves: a power of two, >= n / HD_ET_LEAF */
    hd_vec2 lo[2 * HD_ET_MAXLEAF], hi[2 * HD_ET_MAXLEAF]; /* node boxes, nodes 1 .. 2 nleaf - 1 */
} hd_etree;

static inline hd_vec2 hd_et_a(const hd_etree *t, int i) { return t->corner ? t->v[t->corner[i]] : t->v[i]; }

static inline hd_vec2 hd_et_b(const hd_etree *t, int i)
{
    return t->corner ? t->v[t->corner[i + 1]] : t->v[i + 1 < t->n ? i + 1 : 0];
}

/* The edges of leaf k: [*i0, *i1). */
static inline void hd_et_range(const hd_etree *t, int k, int *i0, int *i1)
{
    *i0 = k * HD_ET_LEAF;
    *i1 = *i0 + HD_ET_LEAF < t->n ? *i0 + HD_ET_LEAF : t->n;
}

/* The hierarchy over the n edges of v (corner as in hd_etree). */
static inline void hd_et_build(hd_etree *t, const hd_vec2 *v, const unsigned short *corner, int n)
{
    t->v = v;
    t->corner = corner;
    t->n = n;
    int m = (n + HD_ET_LEAF - 1) / HD_ET_LEAF, p = 1;
    while (p < m)
        p *= 2;
    t->nleaf = p;
    for (int k = 0; k < p; k++) {
        hd_vec2 lo = {INFINITY, INFINITY}, hi = {-INFINITY, -INFINITY}; /* an empty leaf meets nothing */
        for (int i = k * HD_ET_LEAF; i < n && i < (k + 1) * HD_ET_LEAF; i++) {
            hd_vec2 a = hd_et_a(t, i), b = hd_et_b(t, i);
            lo.x = hd_min(lo.x, hd_min(a.x, b.x));
            lo.y = hd_min(lo.y, hd_min(a.y, b.y));
            hi.x = hd_max(hi.x, hd_max(a.x, b.x));
            hi.y = hd_max(hi.y, hd_max(a.y, b.y));
        }
        t->lo[p + k] = lo;
        t->hi[p + k] = hi;
    }
    for (int k = p - 1; k >= 1; k--) {
        t->lo[k] = hd_v(hd_min(t->lo[2 * k].x, t->lo[2 * k + 1].x), hd_min(t->lo[2 * k].y, t->lo[2 * k + 1].y));
        t->hi[k] = hd_v(hd_max(t->hi[2 * k].x, t->hi[2 * k + 1].x), hd_max(t->hi[2 * k].y, t->hi[2 * k + 1].y));
    }
}

static inline bool hd_et_boxes_meet(hd_vec2 lo1, hd_vec2 hi1, hd_vec2 lo2, hd_vec2 hi2)
{
    return !(lo1.x > hi2.x || lo2.x > hi1.x || lo1.y > hi2.y || lo2.y > hi1.y);
}

/* Edge i's closed box meets the closed box [lo, hi]. */
static inline bool hd_et_edge_meets(const hd_etree *t, int i, hd_vec2 lo, hd_vec2 hi)
{
    hd_vec2 a = hd_et_a(t, i), b = hd_et_b(t, i);
    return hd_et_boxes_meet(hd_v(hd_min(a.x, b.x), hd_min(a.y, b.y)), hd_v(hd_max(a.x, b.x), hd_max(a.y, b.y)), lo,
                            hi);
}

/* The leaves whose box meets the closed box [lo, hi], ascending, into out
 * (room for HD_ET_MAXLEAF); returns how many. */
static inline int hd_et_leaves(const hd_etree *t, hd_vec2 lo, hd_vec2 hi, int *out)
{
    int stack[32], sp = 0, n = 0;
    stack[sp++] = 1;
    while (sp > 0) {
        int k = stack[--sp];
        if (!hd_et_boxes_meet(t->lo[k], t->hi[k], lo, hi))
            continue;
        if (k >= t->nleaf) {
            out[n++] = k - t->nleaf;
            continue;
        }
        stack[sp++] = 2 * k + 1; /* the left child is taken first: ascending */
        stack[sp++] = 2 * k;
    }
    return n;
}

/* The edges whose closed box meets [lo, hi], ascending, into out (room for
 * HD_POLY_MAX); returns how many. */
static inline int hd_et_edges(const hd_etree *t, hd_vec2 lo, hd_vec2 hi, int *out)
{
    int lv[HD_ET_MAXLEAF];
    int nl = hd_et_leaves(t, lo, hi, lv), n = 0;
    for (int q = 0; q < nl; q++) {
        int i0, i1;
        hd_et_range(t, lv[q], &i0, &i1);
        for (int i = i0; i < i1; i++)
            if (hd_et_edge_meets(t, i, lo, hi))
                out[n++] = i;
    }
    return n;
}

#endif
