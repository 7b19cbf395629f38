/*
 * pairs.c: the dedicated hit functions of the table, one per unordered
 * pair of kinds (first argument of the lower kind, the hd_hit_fn
 * signature: the table needs no function-pointer casts), and their
 * helpers. Every function obeys the closed-set rule of geom.h; the fixed
 * pairs call the typed tests of typed.h, so hd_collide, the table and the
 * typed API give one answer.
 */
#include <stddef.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "etree.h"
#include "hd_pairs.h"
#include "near_sector.h"

/* ---- small helpers ------------------------------------------------------ */

static bool boxes_overlap(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 alo, ahi, blo, bhi;
    hd_shape_bounds(a, &alo, &ahi);
    hd_shape_bounds(b, &blo, &bhi);
    return !(ahi.x < blo.x || bhi.x < alo.x || ahi.y < blo.y || bhi.y < alo.y);
}

/* x + w as a rounded sum and its exact error: (s, e) with s + e = x + w. */
void hd_split_sum(double x, double w, double *s, double *e)
{
    double t = x + w, bv = t - x, av = t - bv;
    *s = t;
    *e = (x - av) + (w - bv);
}

/* The rect's four corners exactly, in outline order: (x,y), (x+w,y),
 * (x+w,y+h), (x,y+h), the far coordinates as two-term sums. */
void hd_rect_xcorners(const hd_rect *r, hd_xpt c[4])
{
    double X, Xe, Y, Ye;
    hd_split_sum(r->x, r->w, &X, &Xe);
    hd_split_sum(r->y, r->h, &Y, &Ye);
    c[0] = (hd_xpt){r->x, 0, r->y, 0};
    c[1] = (hd_xpt){X, Xe, r->y, 0};
    c[2] = (hd_xpt){X, Xe, Y, Ye};
    c[3] = (hd_xpt){r->x, 0, Y, Ye};
}

/* The closed segment a..b meets the closed rect, decided exactly (the far
 * edges x + w, y + h unrounded): an end inside, or the segment's box meets
 * the rect and its line does not leave all four corners strictly on one
 * side (separating axes: x, y and the segment's normal). */
bool hd_seg_meets_rect(const hd_rect *r, hd_vec2 a, hd_vec2 b)
{
    if (hd_point_in_rect(r, a) || hd_point_in_rect(r, b))
        return true;
    if (hd_max(a.x, b.x) < r->x || hd_max(a.y, b.y) < r->y || hd_sign_sub2(hd_min(a.x, b.x), r->x, r->w) > 0 ||
        hd_sign_sub2(hd_min(a.y, b.y), r->y, r->h) > 0)
        return false;
    hd_xpt c[4];
    hd_rect_xcorners(r, c);
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
bool hd_chain_within_seg_exact(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b, double r)
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
/* Some edge under node ka of ta meets some edge under node kb of tb: the
 * pairs of nodes whose boxes meet, down to the pairs of edges (whose boxes
 * meet) tested by hd_segs_meet. */
static bool tree_chains_meet(const hd_etree *ta, int ka, const hd_etree *tb, int kb)
{
    if (!hd_et_boxes_meet(ta->lo[ka], ta->hi[ka], tb->lo[kb], tb->hi[kb]))
        return false;
    bool la = ka >= ta->nleaf, lb = kb >= tb->nleaf;
    if (la && lb) {
        int i0, i1, j0, j1;
        hd_et_range(ta, ka - ta->nleaf, &i0, &i1);
        hd_et_range(tb, kb - tb->nleaf, &j0, &j1);
        for (int i = i0; i < i1; i++) {
            hd_vec2 a = hd_et_a(ta, i), b = hd_et_b(ta, i);
            for (int j = j0; j < j1; j++)
                if (hd_segs_meet(a, b, hd_et_a(tb, j), hd_et_b(tb, j)))
                    return true;
        }
        return false;
    }
    int da = 0, db = 0; /* depths: split the shallower node, never a leaf */
    for (int k = ka; k > 1; k >>= 1)
        da++;
    for (int k = kb; k > 1; k >>= 1)
        db++;
    if (!la && (lb || da <= db))
        return tree_chains_meet(ta, 2 * ka, tb, kb) || tree_chains_meet(ta, 2 * ka + 1, tb, kb);
    return tree_chains_meet(ta, ka, tb, 2 * kb) || tree_chains_meet(ta, ka, tb, 2 * kb + 1);
}

static bool chains_meet(const hd_vec2 *va, int na, const hd_vec2 *vb, int nb, hd_vec2 lo, hd_vec2 hi)
{
    if (!HD_GEOM_PLAIN && na > HD_ET_PLAIN_MAX && nb > HD_ET_PLAIN_MAX) {
        /* two big chains: through their edge hierarchies (etree.h; a
         * pair of edges whose boxes miss does not meet) */
        hd_etree ta, tb;
        hd_et_build(&ta, va, NULL, na);
        hd_et_build(&tb, vb, NULL, nb);
        return tree_chains_meet(&ta, 1, &tb, 1);
    }
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
bool hd_disk_meets_outline(hd_vec2 c, double r, const hd_shape *s)
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
bool hd_hit_point_any(const hd_shape *a, const hd_shape *b)
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
bool hd_hit_circle_circle(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_circle(&a->circle, &b->circle);
}

bool hd_hit_circle_rect(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_rect(&a->circle, &b->rect);
}

bool hd_hit_circle_line(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_line(&a->circle, &b->line);
}

bool hd_hit_circle_polygon(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_polygon(&a->circle, &b->polygon);
}

bool hd__line_line_exact(const hd_line *s, const hd_line *t) { return hd_segs_meet(s->a, s->b, t->a, t->b); }

/* The exact paths of the typed tests' ulp filters (typed.h): called only
 * near a contact. The disks: hd_sign_dist2_pt, its own filter and then
 * exact expansions. */
bool hd__circle_circle_exact(const hd_circle *a, const hd_circle *b)
{
    return hd_sign_dist2_pt(b->c, a->c, a->r, b->r) <= 0;
}

bool hd__point_circle_exact(const hd_point *p, const hd_circle *c) { return hd_sign_dist2_pt(p->p, c->c, c->r, 0) <= 0; }

int hd__orient_exact(hd_vec2 a, hd_vec2 b, hd_vec2 c) { return hd_orient(a, b, c); }

bool hd__point_line_exact(const hd_point *p, const hd_line *l) { return hd_point_on_seg(p->p, l->a, l->b); }

bool hd__disk_seg_exact(hd_vec2 c, double r, hd_vec2 a, hd_vec2 b) { return hd_sign_dist2_seg(c, a, b, r, 0) <= 0; }

bool hd__circle_line_exact(const hd_circle *c, const hd_line *l) { return hd__disk_seg_exact(c->c, c->r, l->a, l->b); }

bool hd__point_capsule_exact(const hd_point *p, const hd_capsule *c) { return hd__disk_seg_exact(p->p, c->r, c->a, c->b); }

bool hd__circle_capsule_exact(const hd_circle *a, const hd_capsule *b)
{
    return hd_sign_dist2_seg(a->c, b->a, b->b, a->r, b->r) <= 0;
}

/* dist(a..b, c..d) <= r1 + r2: the segments meet, or an end of one is
 * within r1 + r2 of the other (disjoint segments are closest at an end). */
bool hd__segs_within_exact(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2)
{
    return hd_segs_meet(a, b, c, d) || hd_sign_dist2_seg(a, c, d, r1, r2) <= 0 ||
           hd_sign_dist2_seg(b, c, d, r1, r2) <= 0 || hd_sign_dist2_seg(c, a, b, r1, r2) <= 0 ||
           hd_sign_dist2_seg(d, a, b, r1, r2) <= 0;
}

/* The SSE2 rect tests of typed.h load (x, y) and (w, h) as pairs. */
_Static_assert(offsetof(hd_rect, y) == offsetof(hd_rect, x) + sizeof(double) &&
                   offsetof(hd_rect, h) == offsetof(hd_rect, w) + sizeof(double) &&
                   offsetof(hd_rect, w) == 2 * sizeof(double) && offsetof(hd_vec2, y) == sizeof(double) &&
                   offsetof(hd_point, p) == 0 && offsetof(hd_circle, c) == 0,
               "rects, points and circles are plain arrays of doubles");
_Static_assert(sizeof(hd_pointf) == 2 * sizeof(float) && offsetof(hd_rectf, w) == 2 * sizeof(float) &&
                   sizeof(hd_rectf) == 4 * sizeof(float) && sizeof(float) == 4 && sizeof(double) == 8,
               "float points and rects are plain arrays of floats");

bool hd__point_rect_exact(const hd_point *p, const hd_rect *r)
{
    return p->p.x >= r->x && p->p.y >= r->y && hd_sign_sub2(p->p.x, r->x, r->w) <= 0 &&
           hd_sign_sub2(p->p.y, r->y, r->h) <= 0;
}

bool hd__rect_rect_exact(const hd_rect *p, const hd_rect *q)
{
    return hd_sign_sub2(p->x, q->x, q->w) <= 0 && hd_sign_sub2(q->x, p->x, p->w) <= 0 &&
           hd_sign_sub2(p->y, q->y, q->h) <= 0 && hd_sign_sub2(q->y, p->y, p->h) <= 0;
}

bool hd__circle_rect_exact(const hd_circle *c, const hd_rect *r)
{
    return hd_sign_dist2_rect_exact(c->c, r->x, r->y, r->w, r->h, c->r) <= 0;
}

bool hd__circle_box_exact_of(const hd_circle *c, const hd_box *b) { return hd__circle_box_exact(c->c, c->r, b->lo, b->hi); }

/* The float shapes: the double test on the same values (a float converts
 * to a double exactly, and every finite float is in the double filters'
 * range). */
bool hd__pointf_circlef_exact(const hd_pointf *p, const hd_circlef *c)
{
    hd_point a = hd_pointf_to(p);
    hd_circle b = hd_circlef_to(c);
    return hd_point_circle(&a, &b);
}

bool hd__circlef_circlef_exact(const hd_circlef *p, const hd_circlef *q)
{
    hd_circle a = hd_circlef_to(p), b = hd_circlef_to(q);
    return hd_circle_circle(&a, &b);
}

bool hd__segf_segf_exact(const hd_segf *s, const hd_segf *t)
{
    hd_line a = hd_segf_to(s), b = hd_segf_to(t);
    return hd_line_line(&a, &b);
}

bool hd__circlef_boxf_exact(const hd_circlef *c, const hd_boxf *b)
{
    hd_circle cd = hd_circlef_to(c);
    hd_box bd = hd_boxf_to(b);
    return hd_circle_box(&cd, &bd);
}

/* The disk against [lo, hi], exactly: inside on both axes, a hit; outside
 * on both, the nearest corner's distance; else the gap on the one axis
 * (a difference of two doubles) against r. */
bool hd__circle_box_exact(hd_vec2 c, double r, hd_vec2 lo, hd_vec2 hi)
{
    int sx = c.x < lo.x ? -1 : c.x > hi.x ? 1 : 0, sy = c.y < lo.y ? -1 : c.y > hi.y ? 1 : 0;
    if (sx && sy)
        return hd_sign_dist2_pt(c, hd_v(sx < 0 ? lo.x : hi.x, sy < 0 ? lo.y : hi.y), r, 0) <= 0;
    if (sx)
        return (sx < 0 ? hd_sign_sub2(lo.x, c.x, r) : hd_sign_sub2(c.x, hi.x, r)) <= 0;
    if (sy)
        return (sy < 0 ? hd_sign_sub2(lo.y, c.y, r) : hd_sign_sub2(c.y, hi.y, r)) <= 0;
    return true;
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
        return hd__circle_convex(c, r, pg->v, pg->n, w); /* convex, never validated */
    }
    if (hd_point_in_shape(&b, c))
        return true;
    for (int i = 0; i < pg->n; i++)
        if (hd_sign_dist2_seg(c, pg->v[i], pg->v[(i + 1) % pg->n], r, 0) <= 0)
            return true;
    return false;
}

bool hd_hit_circle_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_circle_capsule(&a->circle, &b->capsule);
}

/* circle against arc or wedge */
bool hd_hit_circle_sector(const hd_shape *a, const hd_shape *b)
{
    return hd_disk_meets_outline(a->circle.c, a->circle.r, b);
}

/* capsule against arc or wedge: the axis within r of the sector, exactly
 * (near_sector.c, for any numbers); a capsule of radius 0 is its segment,
 * which the reference takes */
bool hd_hit_capsule_sector(const hd_shape *a, const hd_shape *b)
{
    const hd_capsule *c = &a->capsule;
    if (!boxes_overlap(a, b))
        return false;
    if (c->r > 0)
        return hd__capsule_near_sector(c->a, c->b, c->r, b);
    return hd_collide_reference(a, b);
}

bool hd_hit_rect_rect(const hd_shape *a, const hd_shape *b)
{
    return hd_rect_rect(&a->rect, &b->rect);
}

bool hd_hit_rect_line(const hd_shape *a, const hd_shape *b)
{
    return hd_seg_meets_rect(&a->rect, b->line.a, b->line.b);
}

/* Some edge of the polygon meets the rect, or the rect's corner (x, y) is
 * inside the polygon (the rect inside it). */
bool hd_hit_rect_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    const hd_polygon *pg = &b->polygon;
    for (int i = 0; i < pg->n; i++)
        if (hd_seg_meets_rect(&a->rect, pg->v[i], pg->v[(i + 1) % pg->n]))
            return true;
    return hd_point_in_shape(b, hd_v(a->rect.x, a->rect.y));
}

/* The axis meets the rect, or the distance between them (at an axis end or
 * at a rect corner, both convex) is at most r; far corners exact. */
bool hd_hit_rect_capsule(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &a->rect;
    const hd_capsule *c = &b->capsule;
    if (hd_seg_meets_rect(r, c->a, c->b))
        return true;
    if (hd_sign_dist2_rect(c->a, r->x, r->y, r->w, r->h, c->r) <= 0 ||
        hd_sign_dist2_rect(c->b, r->x, r->y, r->w, r->h, c->r) <= 0)
        return true;
    hd_xpt k[4];
    hd_rect_xcorners(r, k);
    for (int i = 0; i < 4; i++)
        if (hd_xsign_dist2_seg(k[i], c->a, c->b, c->r) <= 0)
            return true;
    return false;
}

bool hd_hit_line_line(const hd_shape *a, const hd_shape *b)
{
    return hd_line_line(&a->line, &b->line);
}

bool hd_hit_line_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_shape(b, a->line.a))
        return true;
    return chain_meets_seg(b->polygon.v, b->polygon.n, a->line.a, a->line.b);
}

bool hd_hit_line_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_line_capsule(&a->line, &b->capsule);
}

/* Convex pair: separating axes with early exit. Otherwise edges crossing
 * (pruned by y) plus containment. */
bool hd_hit_polygon_polygon(const hd_shape *a, const hd_shape *b)
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

bool hd_hit_polygon_capsule(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_shape(a, b->capsule.a))
        return true;
    return chain_within_seg(a->polygon.v, a->polygon.n, b->capsule.a, b->capsule.b, b->capsule.r);
}

bool hd_hit_capsule_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_capsule_capsule(&a->capsule, &b->capsule);
}

/* Pairs with a sector and no simpler closed form: the reference path with
 * a bounding-box early out. */
bool hd_hit_generic(const hd_shape *a, const hd_shape *b)
{
    return boxes_overlap(a, b) && hd_collide_reference(a, b);
}

