/*
 * hitpoints.c: hit points, the points common to both outlines
 * (hd_hit_points, hd_collide_hits), and the total order on shapes that
 * makes symmetric answers independent of the argument order.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "etree.h"
#include "hd_pairs.h"

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

/* Stable insertion sort of v[0..n) by cmp_xy. */
static void insert_xy(hd_vec2 *v, int n)
{
    for (int i = 1; i < n; i++) {
        hd_vec2 t = v[i];
        int j = i;
        for (; j > 0 && cmp_xy(&v[j - 1], &t) > 0; j--)
            v[j] = v[j - 1];
        v[j] = t;
    }
}

/* Sorts by x then y (cmp_xy), stably: insertion sort for the short lists of
 * the common case, beyond that a merge sort (runs of 16 by insertion, then
 * merged bottom up, the left one first of equals). A stable sort's result is
 * unique, so this is the order glibc's qsort (a merge sort) gave before; the
 * only equal points that differ are +0 and -0, and which of them comes first
 * decides the point kept by merge_sorted. */
static void sort_xy(hd_vec2 *v, int n)
{
    enum { RUN = 16 };
    if (n <= 32) {
        insert_xy(v, n);
        return;
    }
    hd_vec2 local[HITS_LOCAL];
    hd_vec2 *tmp = n <= HITS_LOCAL ? local : malloc((size_t)n * sizeof *tmp);
    if (!tmp) {
        qsort(v, (size_t)n, sizeof v[0], cmp_xy);
        return;
    }
    for (int i = 0; i < n; i += RUN)
        insert_xy(v + i, n - i < RUN ? n - i : RUN);
    hd_vec2 *src = v, *dst = tmp;
    for (int w = RUN; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n, i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                dst[k++] = cmp_xy(&src[j], &src[i]) < 0 ? src[j++] : src[i++];
            while (i < mid)
                dst[k++] = src[i++];
            while (j < hi)
                dst[k++] = src[j++];
        }
        hd_vec2 *t = src;
        src = dst;
        dst = t;
    }
    if (src != v)
        memcpy(v, src, (size_t)n * sizeof *v);
    if (tmp != local)
        free(tmp);
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

/* Two polygons' outlines: the pairs of edges (pieces between corners) of
 * the plain double loop, i ascending and j ascending for each i, whose
 * boxes meet (two segments whose boxes miss share no point: hd_prim_meet's
 * own first test), found through a box hierarchy of each outline
 * (etree.h); the points are gathered in the plain loop's order. */
static void big_hits(hd_outline_view *pa, hd_outline_view *pb, point_buf *buf)
{
    hd_etree ta, tb;
    hd_et_build(&ta, pa->v, pa->corner, pa->n);
    hd_et_build(&tb, pb->v, pb->corner, pb->n);
    hd_meet m = {.lenient = true};
    for (int la = 0; la < ta.nleaf; la++) {
        int lv[HD_ET_MAXLEAF];
        int nl = hd_et_leaves(&tb, ta.lo[ta.nleaf + la], ta.hi[ta.nleaf + la], lv);
        if (nl == 0)
            continue;
        int i0, i1;
        hd_et_range(&ta, la, &i0, &i1);
        for (int i = i0; i < i1; i++) {
            hd_prim p = *hd_outline_piece(pa, i);
            hd_vec2 lo = hd_v(hd_min(p.a.x, p.b.x), hd_min(p.a.y, p.b.y));
            hd_vec2 hi = hd_v(hd_max(p.a.x, p.b.x), hd_max(p.a.y, p.b.y));
            for (int q = 0; q < nl; q++) {
                int j0, j1;
                hd_et_range(&tb, lv[q], &j0, &j1);
                for (int j = j0; j < j1; j++)
                    if (hd_et_edge_meets(&tb, j, lo, hi) && hd_prim_meet(&p, hd_outline_piece(pb, j), &m))
                        for (int k = 0; k < m.n; k++)
                            buf_push(buf, m.pts[k]);
            }
        }
    }
}

/* A big polygon's edge e (a SEG, or the POINT of a degenerate edge) against
 * an ARC piece: true if e's box misses the box of the arc's whole circle,
 * widened past the rounding of c -+ r. Then e lies outside the closed disk:
 * hd_prim_meet would find no root on it (decided exactly) and list
 * nothing. */
static bool edge_misses_circle(const hd_prim *e, const hd_prim *arc)
{
    hd_vec2 c = arc->a;
    double r = arc->r, mg = 0x1p-48 * (fabs(c.x) + fabs(c.y) + r);
    hd_vec2 lo = hd_v(hd_min(e->a.x, e->b.x), hd_min(e->a.y, e->b.y)), hi = hd_v(hd_max(e->a.x, e->b.x), hd_max(e->a.y, e->b.y));
    return !hd_et_boxes_meet(lo, hi, hd_v(c.x - r - mg, c.y - r - mg), hd_v(c.x + r + mg, c.y + r + mg));
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
    if (pa.v && pb.v && pa.n * pb.n > HD_ET_PLAIN_MAX * HD_ET_PLAIN_MAX)
        big_hits(&pa, &pb, &buf);
    else
        for (int i = 0; i < pa.n; i++) {
            const hd_prim *p = hd_outline_piece(&pa, i);
            for (int j = 0; j < pb.n; j++) {
                const hd_prim *q = hd_outline_piece(&pb, j);
                if (!HD_GEOM_PLAIN && (pa.v ? pa.n : pb.n) > HD_ET_PLAIN_MAX && (pa.v ? q : p)->type == HD_PRIM_ARC &&
                    edge_misses_circle(pa.v ? p : q, pa.v ? q : p))
                    continue;
                if (hd_prim_meet(p, q, &m))
                    for (int k = 0; k < m.n; k++)
                        buf_push(&buf, m.pts[k]);
            }
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

