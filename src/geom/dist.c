/*
 * dist.c: distance and closest points (hd_distance); the push-out vector
 * of a colliding convex pair is pushout.c's.
 *
 * The rule: hd_collide (the exact predicate) decides first. Colliding pairs
 * have distance exactly 0 and, when both shapes are convex, a push vector.
 * Separated pairs have distance > 0 and a closest pair of points: for two
 * disjoint closed sets these lie on the outlines, so the distance is the
 * minimum over pairs of outline pieces (points, segments, circular arcs).
 * Circles and capsules are handled as a core (a point or a segment) grown
 * by a radius: the distance is that of the cores less both radii.
 *
 * Distances here are computed in rounded doubles (no exact arithmetic is
 * needed: the answer is a length, and 0 versus > 0 is already decided).
 * Lengths use hypot and projections divide by lengths, never by squared
 * lengths, so no square overflows or underflows within +-HD_COORD_MAX.
 *
 * Push convention: push is the translation to apply to b (the second
 * argument) that moves it AWAY from a, of least length, after which the two
 * shapes only touch. hd_distance(b, a) gives the opposite vector.
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "etree.h"
#include "geom_internal.h"

static const hd_vec2 origin = {0, 0};



/* ---- a closest pair of points, kept while scanning candidates ------------- */

typedef struct best_pair {
    double d; /* |q - p| */
    hd_vec2 p, q;
    long idx; /* the rank of the kept candidate */
    long cur; /* the rank of the next candidate considered */
} best_pair;

/* THE TIE RULE. The closest pair printed is the candidate of least
 * |q - p| (as hd_len rounds it), and of equals the first in the order of
 * the plain scan: pieces of a in order, for each the pieces of b in order,
 * and for each pair of pieces the candidates in piece_pair's order. Each
 * candidate has a rank in that order (cur, counted up by consider); the
 * plain scan gives each the next rank, the branch and bound over big
 * polygons (big_pairs) visits pairs of pieces in another order and sets the
 * rank of each pair's first candidate, so the kept pair is the same.
 *
 * Keeps (p, q) if |q - p| is below the best so far or equal to it with an
 * earlier rank. The squared length decides first that a candidate cannot
 * win without the hypot: fl(dx^2 + dy^2) is within 3 ulps of the exact
 * square and hypot within one of the exact length, so d2 > bd^2 (1 + 1e-12)
 * means hd_len > bd: the same choice, at less cost. */
static void consider(best_pair *b, hd_vec2 p, hd_vec2 q)
{
    long k = b->cur++;
    hd_vec2 w = hd_sub(q, p);
    if (w.x * w.x + w.y * w.y > b->d * b->d * (1 + 1e-12))
        return;
    double d = hd_len(w);
    if (d < b->d || (d == b->d && k < b->idx)) {
        b->d = d;
        b->p = p;
        b->q = q;
        b->idx = k;
    }
}

/* ---- closest points on pieces -------------------------------------------- */

/* The point of segment a..b nearest to p (vec2.h). The parameter is the
 * projection onto the unit direction divided by the length: no squared
 * length, so nothing overflows within the accepted range. */
hd_vec2 hd_closest_on_segment(hd_vec2 p, hd_vec2 a, hd_vec2 b, double *tp)
{
    hd_vec2 d = hd_sub(b, a);
    double len = hd_len(d);
    double t = len > 0 ? hd_dot(hd_sub(p, a), hd_v(d.x / len, d.y / len)) / len : 0;
    if (!(t > 0)) /* also catches NaN, which cannot happen within range */
        t = 0;
    else if (t >= 1)
        t = 1;
    if (tp)
        *tp = t;
    return t == 0 ? a : t == 1 ? b : hd_add(a, hd_scale(d, t));
}

static hd_vec2 near_on_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b) { return hd_closest_on_segment(p, a, b, NULL); }

/* A circular arc piece, with unit end directions. */
typedef struct darc {
    hd_vec2 c;
    double r;
    hd_range rg;
    hd_vec2 us, ue; /* unit directions of the range's ends */
} darc;

static hd_vec2 arc_at(const darc *a, hd_vec2 u) { return hd_add(a->c, hd_scale(u, a->r)); }

/* hd_len(u) <= hd_len(v), the squares deciding where they are far enough
 * apart. Between 2^-900 and 2^900 a square sums within 3 ulps (plus
 * subnormal grains, below 2^-1070) of the exact |u|^2, and hypot is within
 * an ulp of |u|: su < sv (1 - 1e-12) then gives |u| < |v| (1 - 4e-13), so
 * hd_len(u) < hd_len(v), and su > sv (1 + 1e-12) the reverse. */
static bool len_le(hd_vec2 u, hd_vec2 v)
{
    double su = u.x * u.x + u.y * u.y, sv = v.x * v.x + v.y * v.y;
    if (su > 0x1p-900 && sv > 0x1p-900 && su < 0x1p900 && sv < 0x1p900) {
        if (su < sv * (1 - 1e-12))
            return true;
        if (su > sv * (1 + 1e-12))
            return false;
    }
    return hd_len(u) <= hd_len(v);
}

/* The point of the arc nearest to p: radially out from the centre when p's
 * direction is in the range, else the nearer end. (hd_len(w) > 0 iff w is
 * not the zero vector: its length is taken only where it is used.) */
static hd_vec2 near_on_arc(hd_vec2 p, const darc *a)
{
    hd_vec2 w = hd_sub(p, a->c);
    if ((w.x != 0 || w.y != 0) && hd_in_range(&a->rg, p, a->c))
        return hd_add(a->c, hd_scale(w, a->r / hd_len(w)));
    if (a->rg.full)
        return arc_at(a, hd_v(1, 0)); /* p is the centre: every point is nearest */
    hd_vec2 e1 = arc_at(a, a->us), e2 = arc_at(a, a->ue);
    return len_le(hd_sub(e1, p), hd_sub(e2, p)) ? e1 : e2;
}

/* Piece for distances: a point, a segment (SEG, and RAY and SIDE on their
 * rounded ends) or an arc. */
typedef struct dpiece {
    enum { DP_POINT, DP_SEG, DP_ARC } type;
    hd_vec2 a, b;
    darc arc;
    hd_vec2 lo, hi; /* a box holding every point this file computes on the piece */
    bool has_len;   /* SEG: d, u and len are set */
    hd_vec2 d, u;   /* SEG: b - a, and (b - a) / len */
    double len;     /* SEG: |b - a| as hd_len rounds it */
} dpiece;

/* hd_closest_on_segment(p, x->a, x->b) for a SEG piece, the same operations
 * on the same values (so the same bits), with the length and direction
 * computed once per piece. */
static hd_vec2 near_on_piece(hd_vec2 p, const dpiece *x)
{
    if (!x->has_len)
        return near_on_seg(p, x->a, x->b);
    double t = x->len > 0 ? hd_dot(hd_sub(p, x->a), x->u) / x->len : 0;
    if (!(t > 0))
        return x->a;
    if (t >= 1)
        return x->b;
    return hd_add(x->a, hd_scale(x->d, t));
}

/* The box of a piece, widened by a few ulps of its coordinates: the points
 * computed on it (ends, feet a + t (b - a), c + r u on an arc) round by at
 * most that much out of the exact piece. An arc gets its circle's box. */
static void piece_box(dpiece *d)
{
    hd_vec2 lo, hi;
    if (d->type == DP_ARC) {
        lo = hd_v(d->arc.c.x - d->arc.r, d->arc.c.y - d->arc.r);
        hi = hd_v(d->arc.c.x + d->arc.r, d->arc.c.y + d->arc.r);
    } else {
        lo = hd_v(hd_min(d->a.x, d->b.x), hd_min(d->a.y, d->b.y));
        hi = hd_v(hd_max(d->a.x, d->b.x), hd_max(d->a.y, d->b.y));
    }
    double m = 1e-14 * hd_max(hd_max(fabs(lo.x), fabs(hi.x)), hd_max(fabs(lo.y), fabs(hi.y)));
    d->lo = hd_v(lo.x - m, lo.y - m);
    d->hi = hd_v(hi.x + m, hi.y + m);
}

/* A piece kept for many candidates: its box, and a segment's length and
 * direction once (a polygon's edge, made per use, gets its box only: its
 * length is computed where it is needed, by near_on_seg). */
static void piece_finish(dpiece *d)
{
    d->has_len = d->type == DP_SEG;
    if (d->has_len) {
        d->d = hd_sub(d->b, d->a);
        d->len = hd_len(d->d);
        d->u = d->len > 0 ? hd_v(d->d.x / d->len, d->d.y / d->len) : hd_v(0, 0);
    }
    piece_box(d);
}

/* True iff no pair of points computed on x and y can be nearer than bd:
 * the gap between their boxes is larger (with room for the rounding of the
 * gap and of hd_len). Skipping such a pair changes nothing. */
static bool boxes_beyond(const dpiece *x, const dpiece *y, double bd)
{
    double gx = hd_max(0, hd_max(y->lo.x - x->hi.x, x->lo.x - y->hi.x));
    double gy = hd_max(0, hd_max(y->lo.y - x->hi.y, x->lo.y - y->hi.y));
    return (gx * gx + gy * gy) * (1 - 1e-12) > bd * bd;
}

static dpiece piece_of(const hd_prim *p)
{
    dpiece d;
    memset(&d, 0, sizeof d);
    switch (p->type) {
    case HD_PRIM_POINT:
        d.type = DP_POINT;
        d.a = d.b = p->a;
        break;
    case HD_PRIM_SEG:
    case HD_PRIM_RAY:
    case HD_PRIM_SIDE:
        d.type = hd_veq(p->a, p->b) ? DP_POINT : DP_SEG;
        d.a = p->a;
        d.b = p->b;
        break;
    case HD_PRIM_ARC:
        d.type = DP_ARC;
        d.arc.c = p->a;
        d.arc.r = p->r;
        d.arc.rg = p->rg;
        d.arc.us = hd_unit(p->rg.us);
        d.arc.ue = hd_unit(p->rg.ue);
        break;
    }
    piece_finish(&d);
    return d;
}

/* Closest pair between two pieces (p on x, q on y), valid when the pieces
 * do not meet: then a closest pair is an end of one against the other, or
 * an interior pair on a common normal (through an arc's centre). */
static void piece_pair(const dpiece *x, const dpiece *y, best_pair *bp)
{
    if (boxes_beyond(x, y, bp->d))
        return;
    if (x->type > y->type) {
        best_pair t = {bp->d, bp->q, bp->p, bp->idx, bp->cur};
        piece_pair(y, x, &t);
        bp->d = t.d;
        bp->p = t.q;
        bp->q = t.p;
        bp->idx = t.idx;
        bp->cur = t.cur;
        return;
    }
    switch (x->type) {
    case DP_POINT:
        if (y->type == DP_POINT)
            consider(bp, x->a, y->a);
        else if (y->type == DP_SEG)
            consider(bp, x->a, near_on_piece(x->a, y));
        else
            consider(bp, x->a, near_on_arc(x->a, &y->arc));
        return;
    case DP_SEG:
        if (y->type == DP_SEG) {
            consider(bp, x->a, near_on_piece(x->a, y));
            consider(bp, x->b, near_on_piece(x->b, y));
            consider(bp, near_on_piece(y->a, x), y->a);
            consider(bp, near_on_piece(y->b, x), y->b);
        } else {
            const darc *a = &y->arc;
            consider(bp, x->a, near_on_arc(x->a, a));
            consider(bp, x->b, near_on_arc(x->b, a));
            if (!a->rg.full) {
                hd_vec2 e1 = arc_at(a, a->us), e2 = arc_at(a, a->ue);
                consider(bp, near_on_piece(e1, x), e1);
                consider(bp, near_on_piece(e2, x), e2);
            }
            /* the foot of the centre on the segment, radially out */
            hd_vec2 f = near_on_piece(a->c, x);
            hd_vec2 w = hd_sub(f, a->c);
            double l = hd_len(w);
            if (l > 0 && hd_in_range(&a->rg, f, a->c))
                consider(bp, f, hd_add(a->c, hd_scale(w, a->r / l)));
        }
        return;
    case DP_ARC: {
        const darc *a = &x->arc, *b = &y->arc;
        if (!a->rg.full) {
            hd_vec2 e1 = arc_at(a, a->us), e2 = arc_at(a, a->ue);
            consider(bp, e1, near_on_arc(e1, b));
            consider(bp, e2, near_on_arc(e2, b));
        }
        if (!b->rg.full) {
            hd_vec2 e1 = arc_at(b, b->us), e2 = arc_at(b, b->ue);
            consider(bp, near_on_arc(e1, a), e1);
            consider(bp, near_on_arc(e2, a), e2);
        }
        hd_vec2 u = hd_unit(hd_sub(b->c, a->c));
        if (u.x == 0 && u.y == 0) {
            /* concentric: with an end anywhere, the ends above cover it */
            if (a->rg.full && b->rg.full)
                consider(bp, arc_at(a, hd_v(1, 0)), arc_at(b, hd_v(1, 0)));
            return;
        }
        /* the points on the line of centres, both ways from each centre */
        for (int s1 = -1; s1 <= 1; s1 += 2)
            for (int s2 = -1; s2 <= 1; s2 += 2) {
                hd_vec2 u1 = hd_scale(u, s1), u2 = hd_scale(u, s2);
                if (hd_dir_in_range(&a->rg, u1) && hd_dir_in_range(&b->rg, u2))
                    consider(bp, arc_at(a, u1), arc_at(b, u2));
            }
        return;
    }
    }
}

/* ---- cores: a shape as pieces grown by a radius --------------------------- */

/* A shape's core: circle: its centre and r; capsule: its axis and r;
 * anything else: its outline and 0. A polygon's edges are made when asked
 * for (core_piece), so no array of HD_POLY_MAX pieces is needed. */
typedef struct dcore {
    int n;                       /* pieces */
    double r;                    /* the radius grown around them */
    hd_outline_view ol;               /* the outline (ol.v: a polygon's) */
    dpiece few[HD_OUTLINE_FEW];  /* the pieces, unless a polygon's */
    dpiece edge;                 /* polygon: the piece last asked for */
} dcore;

static void core_of(const hd_shape *s, dcore *k)
{
    k->r = 0;
    k->ol.v = NULL;
    if (s->kind == HD_CIRCLE) {
        k->few[0] = (dpiece){.type = DP_POINT, .a = s->circle.c, .b = s->circle.c};
        piece_finish(&k->few[0]);
        k->r = s->circle.r;
        k->n = 1;
        return;
    }
    if (s->kind == HD_CAPSULE) {
        const hd_capsule *c = &s->capsule;
        k->few[0] = (dpiece){.type = hd_veq(c->a, c->b) ? DP_POINT : DP_SEG, .a = c->a, .b = c->b};
        piece_finish(&k->few[0]);
        k->r = c->r;
        k->n = 1;
        return;
    }
    hd_outline_init(&k->ol, s);
    k->n = k->ol.n;
    if (!k->ol.v)
        for (int i = 0; i < k->n; i++)
            k->few[i] = piece_of(&k->ol.few[i]);
    else
        memset(&k->edge, 0, sizeof k->edge);
}

/* Piece i of the core: in k->few, or (a polygon's edge) made in k->edge,
 * valid until the next call with k: the piece piece_of makes of the
 * outline's piece. */
static const dpiece *core_piece(dcore *k, int i)
{
    if (!k->ol.v)
        return &k->few[i];
    hd_vec2 a = k->ol.v[k->ol.corner[i]], b = k->ol.v[k->ol.corner[i + 1]]; /* as hd_outline_piece */
    bool point = hd_veq(a, b);
    k->edge.type = point ? DP_POINT : DP_SEG;
    k->edge.a = a;
    k->edge.b = point ? a : b;
    k->edge.has_len = false;
    piece_box(&k->edge);
    return &k->edge;
}

/* ---- filling the answer ----------------------------------------------------- */


/* The common start, before any distance function of the table: zero the
 * answer and decide collide, with the exact predicate unless the caller
 * knows it (known: hd_collide(a, b) as 0 or 1, or -1 unknown); a colliding
 * pair gets distance 0 and, if both are convex, its push. Returns true if
 * the pair collides (then the answer is complete). */
static bool dist_begin(const hd_shape *a, const hd_shape *b, int known, hd_dist *out)
{
    memset(out, 0, sizeof *out);
    out->collide = known >= 0 ? known != 0 : hd_collide(a, b);
    if (!out->collide)
        return false;
    out->distance = 0;
    if (hd_shape_is_convex(a) && hd_shape_is_convex(b))
        hd_fill_push(a, b, out);
    return true;
}

/* A separated pair: pa on a, pb on b. The distance is |pb - pa|, computed
 * from the points themselves; a gap that rounds to 0 reads as the smallest
 * positive double (the pair does not collide, so it is not 0). */
static void dist_set(hd_dist *out, hd_vec2 pa, hd_vec2 pb)
{
    out->has_closest = true;
    out->pa = pa;
    out->pb = pb;
    double d = hd_len(hd_sub(pb, pa));
    out->distance = d > 0 ? d : DBL_TRUE_MIN;
}

/* Cores qa (of a) and qb (of b) at their closest, grown by ra and rb: the
 * shapes' closest points lie on the segment qa..qb, ra from qa and rb from
 * qb. Rounding may make them pass each other when the gap is tiny; then
 * both are put at the same point. */
static void dist_set_round(hd_dist *out, hd_vec2 qa, double ra, hd_vec2 qb, double rb)
{
    if (ra == 0 && rb == 0) {
        dist_set(out, qa, qb);
        return;
    }
    hd_vec2 u = hd_unit(hd_sub(qb, qa));
    hd_vec2 pa = ra > 0 ? hd_add(qa, hd_scale(u, ra)) : qa;
    hd_vec2 pb = rb > 0 ? hd_sub(qb, hd_scale(u, rb)) : qb;
    if (hd_dot(hd_sub(pb, pa), u) < 0)
        pb = pa;
    dist_set(out, pa, pb);
}

/* ---- the distance functions of the table ---------------------------------- */

/* ---- branch and bound over big outlines ------------------------------------ */

/* A core seen as a tree of boxes: a polygon's edges through its hierarchy
 * (etree.h), the few pieces of any other core as one leaf. */
typedef struct dside {
    dcore *k;
    bool tree;
    hd_etree t;
    hd_vec2 flo, fhi; /* few pieces: the union of their boxes */
} dside;

static void side_init(dside *s, dcore *k)
{
    s->k = k;
    s->tree = k->ol.v != NULL;
    if (s->tree) {
        hd_et_build(&s->t, k->ol.v, k->ol.corner, k->n);
        return;
    }
    s->flo = hd_v(INFINITY, INFINITY);
    s->fhi = hd_v(-INFINITY, -INFINITY);
    for (int i = 0; i < k->n; i++) {
        s->flo = hd_v(hd_min(s->flo.x, k->few[i].lo.x), hd_min(s->flo.y, k->few[i].lo.y));
        s->fhi = hd_v(hd_max(s->fhi.x, k->few[i].hi.x), hd_max(s->fhi.y, k->few[i].hi.y));
    }
}

static bool side_leaf(const dside *s, int node) { return !s->tree || node >= s->t.nleaf; }

/* Node's box, holding the boxes piece_box gives its pieces: a polygon's
 * node box widened as piece_box widens (by 1e-14 of its largest
 * coordinate, at least any of its pieces' widening). */
static void side_box(const dside *s, int node, hd_vec2 *lo, hd_vec2 *hi)
{
    if (!s->tree) {
        *lo = s->flo;
        *hi = s->fhi;
        return;
    }
    hd_vec2 l = s->t.lo[node], h = s->t.hi[node];
    double m = 1e-14 * hd_max(hd_max(fabs(l.x), fabs(h.x)), hd_max(fabs(l.y), fabs(h.y)));
    *lo = hd_v(l.x - m, l.y - m);
    *hi = hd_v(h.x + m, h.y + m);
}

/* The squared gap between two boxes, as boxes_beyond rounds it. */
static double gap2(hd_vec2 alo, hd_vec2 ahi, hd_vec2 blo, hd_vec2 bhi)
{
    double gx = hd_max(0, hd_max(blo.x - ahi.x, alo.x - bhi.x));
    double gy = hd_max(0, hd_max(blo.y - ahi.y, alo.y - bhi.y));
    return gx * gx + gy * gy;
}

static void side_range(const dside *s, int node, int *i0, int *i1)
{
    if (!s->tree) {
        *i0 = 0;
        *i1 = s->k->n;
        return;
    }
    hd_et_range(&s->t, node - s->t.nleaf, i0, i1);
}

/* Every pair of pieces under nodes na (of A) and nb (of B) whose boxes can
 * hold a candidate no farther than the best so far, nearer pairs of
 * children first. A pair of nodes whose boxes are farther apart than the
 * best is skipped: every pair of pieces under them would be skipped by
 * piece_pair's own box test (their boxes lie within the nodes'), and none
 * of their candidates can be kept. Each pair of pieces (i, j) ranks its
 * candidates from (i nb + j) 16 (piece_pair considers at most 8): the rank
 * of the plain scan's order (the tie rule above). */
static void big_pairs(dside *A, int na, dside *B, int nb, best_pair *bp)
{
    hd_vec2 alo, ahi, blo, bhi;
    side_box(A, na, &alo, &ahi);
    side_box(B, nb, &blo, &bhi);
    if (gap2(alo, ahi, blo, bhi) * (1 - 1e-12) > bp->d * bp->d)
        return;
    bool la = side_leaf(A, na), lb = side_leaf(B, nb);
    if (la && lb) {
        int i0, i1, j0, j1;
        side_range(A, na, &i0, &i1);
        side_range(B, nb, &j0, &j1);
        long nbk = B->k->n;
        for (int i = i0; i < i1; i++) {
            const dpiece *p = core_piece(A->k, i);
            for (int j = j0; j < j1; j++) {
                bp->cur = ((long)i * nbk + j) * 16;
                piece_pair(p, core_piece(B->k, j), bp);
            }
        }
        return;
    }
    /* split the node with the larger box (a leaf never) */
    bool split_a = lb || (!la && hd_max(ahi.x - alo.x, ahi.y - alo.y) >= hd_max(bhi.x - blo.x, bhi.y - blo.y));
    int c[2][2];
    double g[2];
    for (int h = 0; h < 2; h++) {
        c[h][0] = split_a ? 2 * na + h : na;
        c[h][1] = split_a ? nb : 2 * nb + h;
        hd_vec2 l1, h1, l2, h2;
        side_box(A, c[h][0], &l1, &h1);
        side_box(B, c[h][1], &l2, &h2);
        g[h] = gap2(l1, h1, l2, h2);
    }
    int first = g[1] < g[0] ? 1 : 0;
    big_pairs(A, c[first][0], B, c[first][1], bp);
    big_pairs(A, c[1 - first][0], B, c[1 - first][1], bp);
}

/* Generic: the closest pair over all pairs of core pieces, then the radii
 * (a big polygon's by branch and bound: big_pairs, the same pair). */
void hd_dist_generic(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dcore ka, kb;
    core_of(a, &ka);
    core_of(b, &kb);
    best_pair bp = {INFINITY, origin, origin, 0, 0};
    if ((ka.ol.v || kb.ol.v) && ka.n * kb.n > HD_ET_PLAIN_MAX * HD_ET_PLAIN_MAX) {
        dside sa, sb;
        side_init(&sa, &ka);
        side_init(&sb, &kb);
        big_pairs(&sa, 1, &sb, 1, &bp);
    } else
        for (int i = 0; i < ka.n; i++) {
            const dpiece *p = core_piece(&ka, i);
            for (int j = 0; j < kb.n; j++)
                piece_pair(p, core_piece(&kb, j), &bp);
        }
    dist_set_round(out, bp.p, ka.r, bp.q, kb.r);
}

/* A point against anything: the nearest point of b's core. */
void hd_dist_point_any(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    hd_dist_generic(a, b, out);
}

void hd_dist_point_circle(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dist_set_round(out, a->point.p, 0, b->circle.c, b->circle.r);
}

/* The nearest point of a rect: clamp into it. */
static hd_vec2 clamp_rect(hd_vec2 p, const hd_rect *r)
{
    return hd_v(fmin(fmax(p.x, r->x), r->x + r->w), fmin(fmax(p.y, r->y), r->y + r->h));
}

void hd_dist_point_rect(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dist_set(out, a->point.p, clamp_rect(a->point.p, &b->rect));
}

void hd_dist_point_line(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dist_set(out, a->point.p, near_on_seg(a->point.p, b->line.a, b->line.b));
}

void hd_dist_point_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    const hd_capsule *c = &b->capsule;
    dist_set_round(out, a->point.p, 0, near_on_seg(a->point.p, c->a, c->b), c->r);
}

void hd_dist_circle_circle(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dist_set_round(out, a->circle.c, a->circle.r, b->circle.c, b->circle.r);
}

/* The centre clamped into the rect is the rect's nearest point. */
void hd_dist_circle_rect(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    dist_set_round(out, a->circle.c, a->circle.r, clamp_rect(a->circle.c, &b->rect), 0);
}

void hd_dist_circle_line(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    hd_vec2 c = a->circle.c;
    dist_set_round(out, c, a->circle.r, near_on_seg(c, b->line.a, b->line.b), 0);
}

void hd_dist_circle_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    hd_vec2 c = a->circle.c;
    dist_set_round(out, c, a->circle.r, near_on_seg(c, b->capsule.a, b->capsule.b), b->capsule.r);
}

/* Per axis: the facing edges if the intervals are apart, else the middle
 * of their overlap for both points. Separated rects are apart on an axis,
 * so the points are on the outlines. */
static void interval_pair(double a0, double a1, double b0, double b1, double *pa, double *pb)
{
    if (a1 < b0) {
        *pa = a1;
        *pb = b0;
    } else if (b1 < a0) {
        *pa = a0;
        *pb = b1;
    } else {
        double lo = fmax(a0, b0), hi = fmin(a1, b1);
        *pa = *pb = lo + (hi - lo) / 2;
    }
}

void hd_dist_rect_rect(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    const hd_rect *p = &a->rect, *q = &b->rect;
    hd_vec2 pa, pb;
    interval_pair(p->x, p->x + p->w, q->x, q->x + q->w, &pa.x, &pb.x);
    interval_pair(p->y, p->y + p->h, q->y, q->y + q->h, &pa.y, &pb.y);
    dist_set(out, pa, pb);
}

/* Disjoint segments: an end of one against the other. */
static void seg_seg_pair(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, best_pair *bp)
{
    consider(bp, a, near_on_seg(a, c, d));
    consider(bp, b, near_on_seg(b, c, d));
    consider(bp, near_on_seg(c, a, b), c);
    consider(bp, near_on_seg(d, a, b), d);
}

void hd_dist_line_line(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    best_pair bp = {INFINITY, origin, origin, 0, 0};
    seg_seg_pair(a->line.a, a->line.b, b->line.a, b->line.b, &bp);
    dist_set(out, bp.p, bp.q);
}

void hd_dist_line_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    best_pair bp = {INFINITY, origin, origin, 0, 0};
    seg_seg_pair(a->line.a, a->line.b, b->capsule.a, b->capsule.b, &bp);
    dist_set_round(out, bp.p, 0, bp.q, b->capsule.r);
}

void hd_dist_capsule_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    best_pair bp = {INFINITY, origin, origin, 0, 0};
    seg_seg_pair(a->capsule.a, a->capsule.b, b->capsule.a, b->capsule.b, &bp);
    dist_set_round(out, bp.p, a->capsule.r, bp.q, b->capsule.r);
}

/* ---- the entry point ------------------------------------------------------------ */

/* hd_distance with known = hd_collide(a, b) (0 or 1) or -1 (unknown). */
static void distance(const hd_shape *a, const hd_shape *b, int known, hd_dist *out)
{
    const hd_hit_cell *cell = hd_hit_lookup(a->kind, b->kind);
    if (!cell) {
        memset(out, 0, sizeof *out);
        return;
    }
    /* The mirror cell swaps; a pair of one kind is computed in the order
     * of hd_shape_cmp, so that both orders agree bit for bit. */
    bool swap = cell->swap || (a->kind == b->kind && hd_shape_cmp(a, b) > 0);
    if (!swap) {
        if (!dist_begin(a, b, known, out))
            cell->dist(a, b, out);
        return;
    }
    if (!dist_begin(b, a, known, out))
        cell->dist(b, a, out);
    hd_vec2 t = out->pa;
    out->pa = out->pb;
    out->pb = t;
    out->push = hd_v(0.0 - out->push.x, 0.0 - out->push.y); /* 0 - 0 is +0: no -0 */
}

void hd_distance(const hd_shape *a, const hd_shape *b, hd_dist *out) { distance(a, b, -1, out); }

void hd_distance_known(const hd_shape *a, const hd_shape *b, bool collide, hd_dist *out)
{
    distance(a, b, collide ? 1 : 0, out);
}
