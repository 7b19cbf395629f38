/*
 * relation.c: hd_relate, the relation of two shapes (see <hitdemo/relation.h>
 * for the rules). Every answer is a combination of exact signs:
 *
 *  - a shape that is a single point: it is in the other (hd_collide) or not,
 *    and the other is the same point when it is a single point too;
 *  - straight shapes (rect, line, polygon, and every degenerate shape that is
 *    a segment with double ends): the arrangement of the two outlines. The
 *    interiors meet iff two edges cross properly, or a vertex of one lies in
 *    the other's interior, or at a vertex of one that lies on the other's
 *    outline the two open cones of interior directions overlap (the corners
 *    of the common interior are such points). B lies in A (A has no holes)
 *    iff every vertex of B is in A and no edge of B leaves A: crossing an
 *    edge of A properly, or heading into A's exterior cone at one of its
 *    ends or at a vertex of A on it;
 *  - a disk (c, r) against anything: the interiors meet iff dist(c, B) < r;
 *    the disk lies in B iff c is in B and no outline piece of B comes within
 *    less than r of c; B lies in the disk iff every outline piece of B is
 *    within r of c at its farthest point;
 *  - a capsule (the points within r of a segment) likewise with distances
 *    to its axis: against rects, lines, polygons, disks and capsules;
 *  - a capsule K (axis a..b, r > 0) against a sector S (with a sweep, or a
 *    radial edge with inexact ends): the interiors meet iff dist(a..b, S)
 *    < r; in S's angular range the distance to S is radial, outside it the
 *    distance to S's radial edges, so the axis meets the open range within
 *    rin - r < |x - c| < rout + r (two-term radii in the same segment
 *    primitive) or comes within r of a radial edge (its ends c + k u / |u|
 *    against the segment: signs of P + R sqrt(|u|^2) whose square leaves
 *    the range of doubles, finished in big integers). S lies in K iff its
 *    corners and its outer arc do (the arc at its stationary points for the
 *    distance to the segment: farthest from an end, or offset +-r across
 *    the axis). K lies in S iff the axis keeps distance >= r from each open
 *    piece of S's complement (outside rout, inside rin, outside the range:
 *    two half-planes, or a convex cone for a reflex range);
 *  - an annular sector A (arc or wedge with a sweep and rin < rout) against a
 *    straight shape B, through one primitive: does a segment meet an open
 *    set {s_i cross(u_i, x - c) > 0} and {ri < |x - c| < ro}, exactly (the
 *    lines cut the segment at ratios, the circles at roots of a quadratic,
 *    compared by exact signs; rpoly.h). B lies in A iff its vertices are in
 *    A and no edge meets the hole {|x - c| < rin} or, for a reflex range,
 *    the open cone left out, and B does not surround the hole (c not in B).
 *    int A is connected, so when neither contains the other the interiors
 *    meet iff an edge of B meets int A; when no edge does, int A lies in
 *    int B or outside B, and one point of A tells which (the apex, an outer
 *    corner or (c.x + rout, c.y); on B's outline by the two open cones of
 *    interior directions there); a rect by A's extreme points;
 *  - a curve arc against a segment: a root of the quadratic inside both
 *    open pieces; against a region: the arc cut at its start and at the
 *    points where it meets B's outline, each open piece in int B or outside
 *    B, known from how the arc leaves the piece's first point (crossing,
 *    tangent: toward its centre's side, at a vertex: against B's cone);
 *  - a radial edge whose ends are not doubles against a polygon or a segment
 *    with double ends, as two straight shapes, on c, its exact ray vector and
 *    its radii (its ends located by a crossing count along its ray); against
 *    a rect, by the distances along it where it reaches the rect's sides.
 *
 *  - two sectors (or radial edges with inexact ends) with one centre: in
 *    polar coordinates each is a radial interval times a set of directions,
 *    so the relative interiors meet iff the radial ones and the angular
 *    ones do (open direction sets, bounded by the rays +-u, share a
 *    direction iff the directions just past one of those rays are in both)
 *    and one lies in the other iff its interval and its directions do.
 *
 *  - two sectors (or radial edges with inexact ends) with different centres:
 *    their outline pieces (closed arcs, closed radial segments) against open
 *    sets of the other (its interior, its open complement), each piece cut
 *    where it crosses the set's boundary and each open piece known from how
 *    it leaves its first point; exact signs of A + B sqrt(Q) (see "two
 *    sectors around different centres" below).
 *
 * Every pair is decided: where two such sectors' lengths span more than
 * SS_SPAN (310) bits, the signs whose products could leave the range of
 * double expansions are evaluated in wide-exponent ones (rpoly.h's
 * p_ex_ok and wide factors).
 *
 * Rect corners x + w, y + h are kept as exact two-term sums throughout.
 */
#include <hitdemo/relation.h>

#include <limits.h>
#include <stdint.h>

#include "etree.h"
#include "hd_pairs.h"
#include "rpoly.h"

const char *hd_relation_name(hd_relation r)
{
    switch (r) {
    case HD_RELATION_UNKNOWN: return "unknown";
    case HD_APART: return "apart";
    case HD_TOUCHING: return "touching";
    case HD_OVERLAPPING: return "overlapping";
    case HD_A_CONTAINS_B: return "a_contains_b";
    case HD_B_CONTAINS_A: return "b_contains_a";
    }
    return NULL;
}

/* ---- exact sums -------------------------------------------------------------- */

/* The exact sign of t[0] + ... + t[n-1] (n <= 8): a growing expansion of
 * two-sums (Shewchuk), zeros dropped; its last component has the sign. */
static int sum_sign(const double *t, int n)
{
    double e[8];
    int m = 0;
    for (int i = 0; i < n; i++) {
        double q = t[i];
        int k = 0;
        for (int j = 0; j < m; j++) {
            double s, err;
            hd_two_sum(q, e[j], &s, &err);
            if (err != 0)
                e[k++] = err;
            q = s;
        }
        if (q != 0)
            e[k++] = q;
        m = k;
    }
    return m ? hd_sgn(e[m - 1]) : 0;
}

static int sum_sign4(double a, double b, double c, double d) { return sum_sign((const double[4]){a, b, c, d}, 4); }

/* sign((a + ae) - (b + be)). Filtered: fl(a - b) errs by at most half an
 * ulp of |a - b|, so when it exceeds twice |ae| + |be| it has the sign (and
 * two doubles compare exactly). */
static int xcmp(double a, double ae, double b, double be)
{
    if (ae == 0 && be == 0)
        return (a > b) - (a < b);
    double d = a - b;
    if (fabs(d) > 2 * (fabs(ae) + fabs(be)))
        return (d > 0) - (d < 0);
    return sum_sign4(a, ae, -b, -be);
}

static hd_xpt xp(hd_vec2 p) { return (hd_xpt){p.x, 0, p.y, 0}; }
static bool xp_double(hd_xpt p) { return p.xe == 0 && p.ye == 0; }
static hd_vec2 xp_vec(hd_xpt p) { return hd_v(p.x, p.y); }
static int cmpx(hd_xpt a, hd_xpt b) { return xcmp(a.x, a.xe, b.x, b.xe); }
static int cmpy(hd_xpt a, hd_xpt b) { return xcmp(a.y, a.ye, b.y, b.ye); }
static bool xp_eq(hd_xpt a, hd_xpt b) { return cmpx(a, b) == 0 && cmpy(a, b) == 0; }

/* ---- straight shapes: a closed chain (region) or one segment -------------------- */

typedef struct poly {
    bool region;          /* a simple polygon's region; else a segment (n == 2) */
    bool aligned;         /* every edge is axis-aligned (a rect): exact on two-term ends */
    int n;                /* vertices */
    int side;             /* region: orient(v[i], v[i+1], p) has this sign inside */
    const hd_vec2 *v;     /* double vertices, or NULL: see xv */
    hd_xpt xv[4];         /* a rect's corners, a segment's ends */
    const hd_etree *t;    /* a big polygon's edge hierarchy (over v), or NULL */
} poly;

static hd_xpt pv(const poly *P, int i)
{
    i %= P->n;
    return P->v ? xp(P->v[i]) : P->xv[i];
}

static int nedges(const poly *P) { return P->region ? P->n : 1; }

/* orient(p, q, r) for the edge p..q of P (double ends, or axis-aligned). */
static int eorient(const poly *P, hd_xpt p, hd_xpt q, hd_xpt r)
{
    if (!P->aligned || (xp_double(p) && xp_double(q)))
        return hd_xorient(xp_vec(p), xp_vec(q), r);
    if (cmpx(p, q) == 0) /* vertical: cross((0, dy), r - p) = -dy (r.x - p.x) */
        return -cmpy(q, p) * cmpx(r, p);
    return cmpx(q, p) * cmpy(r, p); /* horizontal: dx (r.y - p.y) */
}

/* A direction, as the vector h - t of two doubles (only signs are used). */
typedef struct dir {
    hd_vec2 h, t;
} dir;

static dir dneg(dir d) { return (dir){d.t, d.h}; }
static int dcross(dir a, dir b) { return hd_sign_cross_diff(a.h, a.t, b.h, b.t); }
static int ddot(dir a, dir b) { return hd_sign_dot_diff(a.h, a.t, b.h, b.t); }
static bool dsame(dir a, dir b) { return dcross(a, b) == 0 && ddot(a, b) > 0; }

/* The direction from p to q along an edge of P. */
static dir edir(const poly *P, hd_xpt p, hd_xpt q)
{
    if (xp_double(p) && xp_double(q))
        return (dir){xp_vec(q), xp_vec(p)};
    (void)P; /* an axis-aligned edge with two-term ends: the axis, signed */
    return (dir){hd_v(cmpx(q, p), cmpy(q, p)), hd_v(0, 0)};
}

/* An open set of directions at a point: an angular interval from d1 turning
 * positively (cross(d1, d) > 0) to d2, or up to two single directions. */
typedef struct cone {
    bool arc;
    int nd;
    dir d[2];
} cone;

static bool in_arc(const cone *c, dir d)
{
    int k = dcross(c->d[0], c->d[1]);
    if (k > 0)
        return dcross(c->d[0], d) > 0 && dcross(d, c->d[1]) > 0;
    if (k == 0) /* a half-plane */
        return dcross(c->d[0], d) > 0;
    return dcross(c->d[0], d) > 0 || dcross(d, c->d[1]) > 0;
}

static bool cones_overlap(const cone *a, const cone *b)
{
    if (a->arc && b->arc)
        return in_arc(a, b->d[0]) || in_arc(b, a->d[0]) || dsame(a->d[0], b->d[0]);
    if (!a->arc && b->arc) {
        const cone *t = a;
        a = b;
        b = t;
    }
    for (int j = 0; j < b->nd; j++) {
        if (a->arc) {
            if (in_arc(a, b->d[j]))
                return true;
        } else {
            for (int i = 0; i < a->nd; i++)
                if (dsame(a->d[i], b->d[j]))
                    return true;
        }
    }
    return false;
}

/* Where a point lies against P. */
enum { L_OUT, L_IN, L_VERT, L_EDGE };
typedef struct loc {
    int where, k; /* VERT: vertex k; EDGE: the open edge k..k+1 */
} loc;

static bool on_open_edge(const poly *P, hd_xpt p, hd_xpt q, hd_xpt x)
{
    if (cmpx(x, p) * cmpx(x, q) > 0 || cmpy(x, p) * cmpy(x, q) > 0)
        return false;
    return eorient(P, p, q, x) == 0 && !xp_eq(x, p) && !xp_eq(x, q);
}

/* locate through P's edge hierarchy, for a point with double coordinates:
 * only the edges whose y-extent holds x.y can end at x, hold x, or cross
 * the ray of the crossing number; they are taken in ascending order, in
 * the three passes of the plain loops (whose answer is unique anyway: a
 * simple polygon's vertices are distinct and a point lies on at most one
 * open edge). */
static loc locate_tree(const poly *P, hd_xpt x)
{
    int e[HD_POLY_MAX];
    int ne = hd_et_edges(P->t, hd_v(-INFINITY, x.y), hd_v(INFINITY, x.y), e);
    for (int q = 0; q < ne; q++)
        if (xp_eq(x, pv(P, e[q])))
            return (loc){L_VERT, e[q]};
    for (int q = 0; q < ne; q++)
        if (on_open_edge(P, pv(P, e[q]), pv(P, e[q] + 1), x))
            return (loc){L_EDGE, e[q]};
    bool inside = false;
    for (int q = 0; q < ne; q++) {
        hd_xpt a = pv(P, e[q]), b = pv(P, e[q] + 1);
        if ((cmpy(a, x) > 0) != (cmpy(b, x) > 0)) {
            int dsign = cmpy(b, a) > 0 ? 1 : -1;
            if (eorient(P, a, b, x) == dsign)
                inside = !inside;
        }
    }
    return (loc){inside ? L_IN : L_OUT, 0};
}

static loc locate(const poly *P, hd_xpt x)
{
    if (P->t && xp_double(x))
        return locate_tree(P, x);
    for (int k = 0; k < P->n; k++)
        if (xp_eq(x, pv(P, k)))
            return (loc){L_VERT, k};
    for (int k = 0; k < nedges(P); k++)
        if (on_open_edge(P, pv(P, k), pv(P, k + 1), x))
            return (loc){L_EDGE, k};
    if (!P->region)
        return (loc){L_OUT, 0};
    bool inside = false; /* crossing number (as hd__point_polygon_general) */
    for (int k = 0; k < P->n; k++) {
        hd_xpt a = pv(P, k), b = pv(P, k + 1);
        if ((cmpy(a, x) > 0) != (cmpy(b, x) > 0)) {
            int dsign = cmpy(b, a) > 0 ? 1 : -1;
            if (eorient(P, a, b, x) == dsign)
                inside = !inside;
        }
    }
    return (loc){inside ? L_IN : L_OUT, 0};
}

/* The open cone of P's interior directions at a point of its outline (of the
 * segment's own directions for a segment); the exterior's with outer. */
static cone cone_at(const poly *P, loc l, bool outer)
{
    cone c = {0};
    if (!P->region) {
        dir d = edir(P, pv(P, 0), pv(P, 1));
        if (l.where == L_EDGE) {
            c.nd = 2;
            c.d[0] = d;
            c.d[1] = dneg(d);
        } else {
            c.nd = 1;
            c.d[0] = l.k == 0 ? d : dneg(d);
        }
        return c;
    }
    c.arc = true;
    dir d1, d2;
    if (l.where == L_EDGE) {
        d1 = edir(P, pv(P, l.k), pv(P, l.k + 1));
        d2 = dneg(d1);
    } else {
        hd_xpt v = pv(P, l.k);
        d1 = edir(P, v, pv(P, l.k + 1));           /* out */
        d2 = edir(P, v, pv(P, l.k + P->n - 1));    /* back along the edge in */
    }
    if ((P->side < 0) != outer) {
        dir t = d1;
        d1 = d2;
        d2 = t;
    }
    c.d[0] = d1;
    c.d[1] = d2;
    return c;
}

static bool proper_cross(const poly *A, hd_xpt p, hd_xpt q, const poly *B, hd_xpt r, hd_xpt s)
{
    int o1 = eorient(A, p, q, r), o2 = eorient(A, p, q, s);
    if (o1 * o2 >= 0)
        return false;
    int o3 = eorient(B, r, s, p), o4 = eorient(B, r, s, q);
    return o3 * o4 < 0;
}

/* A quick reject on the rounded boxes of two edges (rounded outward by the
 * two-term parts being tiny: compare with a margin of the next double). */
static bool boxes_apart(hd_xpt p, hd_xpt q, hd_xpt r, hd_xpt s)
{
    double m = 0x1p-50;
    double ax0 = hd_min(p.x, q.x), ax1 = hd_max(p.x, q.x), ay0 = hd_min(p.y, q.y), ay1 = hd_max(p.y, q.y);
    double bx0 = hd_min(r.x, s.x), bx1 = hd_max(r.x, s.x), by0 = hd_min(r.y, s.y), by1 = hd_max(r.y, s.y);
    /* the two-term parts are below an ulp of the leading parts: a margin of
     * 2^-50 relative covers them */
    return ax1 + m * fabs(ax1) < bx0 - m * fabs(bx0) || bx1 + m * fabs(bx1) < ax0 - m * fabs(ax0) ||
           ay1 + m * fabs(ay1) < by0 - m * fabs(by0) || by1 + m * fabs(by1) < ay0 - m * fabs(ay0);
}

/* Calls f(A, i, B, j, arg) for the pairs of edges of two polygons with
 * hierarchies whose boxes meet, until f returns true; returns whether it
 * did. (The pairs skipped have boxes apart: no point in common.) */
static bool tree_pairs(const poly *A, const poly *B, bool (*f)(const poly *, int, const poly *, int, void *), void *arg)
{
    const hd_etree *ta = A->t, *tb = B->t;
    for (int la = 0; la < ta->nleaf; la++) {
        int lv[HD_ET_MAXLEAF];
        int nl = hd_et_leaves(tb, ta->lo[ta->nleaf + la], ta->hi[ta->nleaf + la], lv);
        int i0, i1;
        hd_et_range(ta, la, &i0, &i1);
        for (int i = nl > 0 ? i0 : i1; i < i1; i++) {
            hd_vec2 a = hd_et_a(ta, i), b = hd_et_b(ta, i);
            hd_vec2 lo = hd_v(hd_min(a.x, b.x), hd_min(a.y, b.y)), hi = hd_v(hd_max(a.x, b.x), hd_max(a.y, b.y));
            for (int q = 0; q < nl; q++) {
                int j0, j1;
                hd_et_range(tb, lv[q], &j0, &j1);
                for (int j = j0; j < j1; j++)
                    if (hd_et_edge_meets(tb, j, lo, hi) && f(A, i, B, j, arg))
                        return true;
            }
        }
    }
    return false;
}

static bool pair_crosses(const poly *A, int i, const poly *B, int j, void *arg)
{
    (void)arg;
    return proper_cross(A, pv(A, i), pv(A, i + 1), B, pv(B, j), pv(B, j + 1));
}

/* Two edges of polygons with double vertices share a point (exact). */
static bool pair_meets(const poly *A, int i, const poly *B, int j, void *arg)
{
    (void)arg;
    return hd_segs_meet(A->v[i], A->v[(i + 1) % A->n], B->v[j], B->v[(j + 1) % B->n]);
}

static bool poly_interiors_meet(const poly *A, const poly *B)
{
    if (A->t && B->t) {
        if (tree_pairs(A, B, pair_crosses, NULL))
            return true;
    } else
    for (int i = 0; i < nedges(A); i++) {
        hd_xpt p = pv(A, i), q = pv(A, i + 1);
        for (int j = 0; j < nedges(B); j++) {
            hd_xpt r = pv(B, j), s = pv(B, j + 1);
            if (!boxes_apart(p, q, r, s) && proper_cross(A, p, q, B, r, s))
                return true;
        }
    }
    for (int pass = 0; pass < 2; pass++) {
        const poly *P = pass ? B : A, *Q = pass ? A : B;
        for (int i = 0; i < P->n; i++) {
            loc l = locate(Q, pv(P, i));
            if (l.where == L_IN)
                return true;
            if (l.where == L_OUT)
                continue;
            cone cp = cone_at(P, (loc){L_VERT, i}, false), cq = cone_at(Q, l, false);
            if (cones_overlap(&cp, &cq))
                return true;
        }
    }
    return false;
}

/* poly_contains's tests of B's edge j against A's edge i (B's edge leaves
 * A if they cross, or if it runs from A's vertex i out of A). */
static bool edge_leaves(const poly *B, int j, const poly *A, int i, void *arg)
{
    (void)arg;
    hd_xpt r = pv(B, j), s = pv(B, j + 1), p = pv(A, i), q = pv(A, i + 1);
    if (proper_cross(A, p, q, B, r, s))
        return true;
    if (on_open_edge(B, r, s, p)) {
        dir d = edir(B, r, s);
        cone ext = cone_at(A, (loc){L_VERT, i}, true);
        cone e = {.arc = false, .nd = 2, .d = {d, dneg(d)}};
        if (cones_overlap(&ext, &e))
            return true;
    }
    return false;
}

/* poly_contains's test of B's edge j at its ends (located in A: lb): it
 * leaves A from an end on A's outline. */
static bool end_leaves(const poly *A, const poly *B, int j, const loc *lb)
{
    dir d = edir(B, pv(B, j), pv(B, j + 1));
    for (int e = 0; e < 2; e++) {
        loc l = lb[(j + e) % B->n];
        if (l.where == L_IN)
            continue;
        cone ext = cone_at(A, l, true);
        cone c = {.arc = false, .nd = 1, .d = {e == 0 ? d : dneg(d)}};
        if (cones_overlap(&ext, &c))
            return true;
    }
    return false;
}

/* B is a subset of A. */
static bool poly_contains(const poly *A, const poly *B)
{
    if (!A->region) {
        if (B->region)
            return false;
        return locate(A, pv(B, 0)).where != L_OUT && locate(A, pv(B, 1)).where != L_OUT;
    }
    /* Outlines that share no point: B lies wholly on one side of A's
     * outline, that of any of its vertices (every test below then passes
     * but the first vertex's location). */
    if (A->t && B->t) {
        /* a vertex of B outside A's box is outside A (the loop below
         * would return false there) */
        const hd_etree *t = A->t;
        for (int i = 0; i < B->n; i++)
            if (!hd_et_boxes_meet(t->lo[1], t->hi[1], B->v[i], B->v[i]))
                return false;
        if (!tree_pairs(A, B, pair_meets, NULL))
            return locate(A, pv(B, 0)).where == L_IN;
    }
    loc lb[HD_POLY_MAX];
    for (int i = 0; i < B->n; i++)
        if ((lb[i] = locate(A, pv(B, i))).where == L_OUT)
            return false;
    if (A->t && B->t) {
        if (tree_pairs(B, A, edge_leaves, NULL))
            return false;
        for (int j = 0; j < nedges(B); j++)
            if (end_leaves(A, B, j, lb))
                return false;
        return true;
    }
    for (int j = 0; j < nedges(B); j++) {
        hd_xpt r = pv(B, j), s = pv(B, j + 1);
        dir d = edir(B, r, s);
        for (int i = 0; i < A->n; i++) {
            hd_xpt p = pv(A, i), q = pv(A, i + 1);
            if (boxes_apart(p, q, r, s))
                continue;
            if (proper_cross(A, p, q, B, r, s))
                return false;
            /* a vertex of A on the open edge: the edge must not head out */
            if (on_open_edge(B, r, s, p)) {
                cone ext = cone_at(A, (loc){L_VERT, i}, true);
                cone e = {.arc = false, .nd = 2, .d = {d, dneg(d)}};
                if (cones_overlap(&ext, &e))
                    return false;
            }
        }
        /* the edge's ends on A's outline: it must not leave from there */
        if (end_leaves(A, B, j, lb))
            return false;
    }
    return true;
}

/* ---- sectors: a segment against open parts of an annular sector ---------------- */

/* An annular sector {rin <= |x - c| <= rout} within the closed range rg
 * (neither zero nor, with rin == 0, full). */
typedef struct sect {
    hd_vec2 c;
    double rin, rout;
    hd_range rg;
} sect;

/* An open set: the points x with s * cross(u, x - c) > 0 for each of nl
 * lines, |x - c| < ro + roe (with has_ro) and |x - c| > ri + rie (with
 * has_ri): each radius the exact sum of two doubles (a capsule's radius
 * added to or taken from a sector's), ri + rie < ro + roe. */
typedef struct oset {
    hd_vec2 c;
    int nl;
    hd_vec2 u[2];
    int s[2];
    bool has_ro, has_ri;
    double ro, ri, roe, rie;
} oset;

/* The segment p + t (q - p) (two-term ends, p != q) against an oset: every
 * decision is the sign of a polynomial (rpoly.h) in the inputs of degree at
 * most 4 in lengths and 2 in ray components: where a line crosses the
 * segment is a ratio tau = n / d, where a circle does a root of the convex
 * quadratic g(t) = |p + t D - c|^2 - r^2, compared with a ratio through the
 * signs of g(tau) d^2 and of tau against the vertex of g. */
typedef struct segq {
    hd_xpt p, q;
    const oset *U;
} segq;

enum { B_ZERO, B_ONE, B_LIN, B_ROOT };
typedef struct bnd {
    int kind, i, which; /* LIN: line i; ROOT: i 0 (ro) or 1 (ri), which 1 (lower) or 2 (upper) */
} bnd;

typedef struct sqf {
    rctx cx;
    fvec pc, D;
} sqf;

/* (a + ae) - (b + be) as one factor; two two-term values are equal here
 * (a rect's far coordinate x + w, split alike) or one is a double. */
static int fdiff(rctx *c, double a, double ae, double b, double be)
{
    if (be == 0)
        return fac3(c, a, ae, -b, 3);
    if (ae == 0)
        return fac3(c, a, -b, -be, 3);
    return fac1(c, (a == b && ae == be) ? 0.0 : (a - b) + (ae - be)); /* not reached for rects */
}

static void sq_init(sqf *f, const segq *S)
{
    f->cx.nf = 0;
    f->pc.x = fac3(&f->cx, S->p.x, S->p.xe, -S->U->c.x, 3);
    f->pc.y = fac3(&f->cx, S->p.y, S->p.ye, -S->U->c.y, 3);
    f->D.x = fdiff(&f->cx, S->q.x, S->q.xe, S->p.x, S->p.xe);
    f->D.y = fdiff(&f->cx, S->q.y, S->q.ye, S->p.y, S->p.ye);
}

static rpoly p_sqf(int f)
{
    rpoly a = p_f(f);
    return p_mul(&a, &a);
}

static rpoly rp_zero(void)
{
    rpoly z;
    z.n = 0;
    return z;
}

/* h0 = cross(u, p - c) and e = cross(u, D) of line i */
static rpoly lin_h0(sqf *f, const segq *S, int i) { return p_cross(fv1(&f->cx, S->U->u[i]), f->pc); }
static rpoly lin_e(sqf *f, const segq *S, int i) { return p_cross(fv1(&f->cx, S->U->u[i]), f->D); }

static int lin_esign(const segq *S, int i)
{
    sqf f;
    sq_init(&f, S);
    rpoly e = lin_e(&f, S, i);
    return p_sign(&f.cx, &e);
}

static int lin_h0sign(const segq *S, int i)
{
    sqf f;
    sq_init(&f, S);
    rpoly h = lin_h0(&f, S, i);
    return p_sign(&f.cx, &h);
}

/* A ratio bound as n / d with the sign of d. */
static void rat_of(sqf *f, const segq *S, bnd b, rpoly *n, rpoly *d, int *ds)
{
    if (b.kind == B_LIN) {
        *n = lin_h0(f, S, b.i);
        rpoly e = lin_e(f, S, b.i);
        *d = p_add(rp_zero(), &e, -1);
        *ds = -p_sign(&f->cx, &e); /* lin_esign's exact sign, in this context */
        return;
    }
    *n = p_f(fac1(&f->cx, b.kind == B_ONE ? 1.0 : 0.0));
    *d = p_f(fac1(&f->cx, 1.0));
    *ds = 1;
}

/* the radius of a root bound, as one factor */
static int bnd_rf(rctx *c, const segq *S, bnd b)
{
    return b.i == 0 ? fac2(c, S->U->ro, S->U->roe) : fac2(c, S->U->ri, S->U->rie);
}

/* sign(disc) of g for radius r + re: sign((r + re)^2 |D|^2 - cross(D, p - c)^2). */
static int disc_sign(const segq *S, double r, double re)
{
    sqf f;
    sq_init(&f, S);
    rpoly a = p_dot(f.D, f.D), r2 = p_sqf(fac2(&f.cx, r, re)), rr = p_mul(&r2, &a);
    rpoly cr = p_cross(f.D, f.pc), cr2 = p_sq(&cr);
    rpoly v = p_add(rr, &cr2, -1);
    return p_sign(&f.cx, &v);
}

/* sign(tau - alpha) for a ratio tau and a root alpha of g (real roots). */
static int cmp_rat_root(const segq *S, bnd t, bnd r)
{
    sqf f;
    sq_init(&f, S);
    rpoly n, d;
    int ds;
    rat_of(&f, S, t, &n, &d, &ds);
    int two = fac1(&f.cx, 2.0);
    rpoly a = p_dot(f.D, f.D), b2 = p_dot(f.D, f.pc);
    rpoly c0 = p_dot(f.pc, f.pc), r2 = p_sqf(bnd_rf(&f.cx, S, r));
    c0 = p_add(c0, &r2, -1);
    /* g(tau) d^2 = a n^2 + 2 b2 n d + c0 d^2 */
    rpoly n2 = p_sq(&n), d2 = p_sq(&d), tw = p_f(two);
    rpoly g = p_mul(&a, &n2), t2 = p_mul(&tw, &b2), t3 = p_mul3(&t2, &n, &d), t4 = p_mul(&c0, &d2);
    g = p_add(g, &t3, 1);
    g = p_add(g, &t4, 1);
    int gs = p_sign(&f.cx, &g);
    if (gs < 0) /* between the roots: the vertex's side is not needed */
        return r.which == 1 ? 1 : -1;
    /* tau - vertex: sign(a n + b2 d) * sign(d) */
    rpoly an = p_mul(&a, &n), bd = p_mul(&b2, &d);
    rpoly w = p_add(an, &bd, 1);
    int vs = p_sign(&f.cx, &w) * ds;
    if (r.which == 1) { /* tau - alpha1 */
        if (gs < 0)
            return 1;
        if (gs == 0)
            return vs > 0 ? 1 : 0;
        return vs > 0 ? 1 : -1;
    }
    if (gs < 0) /* tau - alpha2 */
        return -1;
    if (gs == 0)
        return vs < 0 ? -1 : 0;
    return vs < 0 ? -1 : 1;
}

/* sign(x - y) of two bounds (roots only of real, distinct radii ri < ro). */
static int cmp_bnd(const segq *S, bnd x, bnd y)
{
    if ((x.kind == B_ZERO || x.kind == B_ONE) && (y.kind == B_ZERO || y.kind == B_ONE)) {
        double tx = x.kind == B_ONE, ty = y.kind == B_ONE; /* the ratios 0 / 1 and 1 / 1 (rat_of) */
        return (tx > ty) - (tx < ty);
    }
    if (x.kind != B_ROOT && y.kind != B_ROOT) {
        sqf f;
        sq_init(&f, S);
        rpoly n1, d1, n2, d2;
        int s1, s2;
        rat_of(&f, S, x, &n1, &d1, &s1);
        rat_of(&f, S, y, &n2, &d2, &s2);
        rpoly l = p_mul(&n1, &d2), r = p_mul(&n2, &d1);
        l = p_add(l, &r, -1);
        return p_sign(&f.cx, &l) * s1 * s2;
    }
    if (x.kind != B_ROOT)
        return cmp_rat_root(S, x, y);
    if (y.kind != B_ROOT)
        return -cmp_rat_root(S, y, x);
    /* alpha1(ro) < alpha1(ri) <= alpha2(ri) < alpha2(ro) */
    int ox = x.i == 0 ? (x.which == 1 ? 0 : 3) : x.which, oy = y.i == 0 ? (y.which == 1 ? 0 : 3) : y.which;
    return (ox > oy) - (ox < oy);
}

/* Every lower bound below every upper one: the pairs without a root first
 * (the cheaper comparisons; the answer, all pairs ordered, is the same in
 * any order). */
static bool feasible(const segq *S, const bnd *lo, int nlo, const bnd *hi, int nhi)
{
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < nlo; i++)
            for (int j = 0; j < nhi; j++)
                if ((lo[i].kind == B_ROOT || hi[j].kind == B_ROOT) == (pass == 1) && cmp_bnd(S, lo[i], hi[j]) >= 0)
                    return false;
    return true;
}

/* The lines' bounds on t; false if a line parallel to the segment excludes it. */
static bool lin_bounds(const segq *S, bnd *lo, int *nlo, bnd *hi, int *nhi)
{
    for (int i = 0; i < S->U->nl; i++) {
        int e = lin_esign(S, i), s = S->U->s[i];
        if (e == 0) {
            if (s * lin_h0sign(S, i) <= 0)
                return false;
            continue;
        }
        bnd b = {B_LIN, i, 0};
        if (s * e > 0)
            lo[(*nlo)++] = b;
        else
            hi[(*nhi)++] = b;
    }
    return true;
}

static bool xpt_same(hd_xpt a, hd_xpt b) { return a.x == b.x && a.xe == b.xe && a.y == b.y && a.ye == b.ye; }

/* The point p is in the open set U. */
static bool xpt_in_oset(hd_xpt p, const oset *U)
{
    rctx cx;
    cx.nf = 0;
    fvec pc = {fac3(&cx, p.x, p.xe, -U->c.x, 3), fac3(&cx, p.y, p.ye, -U->c.y, 3)};
    for (int i = 0; i < U->nl; i++) {
        rpoly h = p_cross(fv1(&cx, U->u[i]), pc);
        if (U->s[i] * p_sign(&cx, &h) <= 0)
            return false;
    }
    for (int k = 0; k < 2; k++) {
        if (!(k ? U->has_ri : U->has_ro))
            continue;
        rpoly d = p_dot(pc, pc), r2 = p_sqf(k ? fac2(&cx, U->ri, U->rie) : fac2(&cx, U->ro, U->roe));
        d = p_add(d, &r2, -1);
        int s = p_sign(&cx, &d);
        if (k ? s <= 0 : s >= 0)
            return false;
    }
    return true;
}

/* The closed segment p..q meets the open set U. */
static bool seg_meets_oset(hd_xpt p, hd_xpt q, const oset *U)
{
    if (xpt_same(p, q) || xp_eq(p, q))
        return xpt_in_oset(p, U);
    segq S = {p, q, U};
    bnd lo[6] = {{B_ZERO, 0, 0}}, hi[6] = {{B_ONE, 0, 0}};
    int nlo = 1, nhi = 1;
    if (!lin_bounds(&S, lo, &nlo, hi, &nhi))
        return false;
    if (U->has_ro) {
        if (disc_sign(&S, U->ro, U->roe) <= 0)
            return false; /* the line misses the open disk */
        lo[nlo++] = (bnd){B_ROOT, 0, 1};
        hi[nhi++] = (bnd){B_ROOT, 0, 2};
    }
    if (U->has_ri && disc_sign(&S, U->ri, U->rie) > 0) { /* outside the hole: before it or after it */
        hi[nhi] = (bnd){B_ROOT, 1, 1};
        if (feasible(&S, lo, nlo, hi, nhi + 1))
            return true;
        lo[nlo] = (bnd){B_ROOT, 1, 2};
        return feasible(&S, lo, nlo + 1, hi, nhi);
    }
    return feasible(&S, lo, nlo, hi, nhi);
}

/* The segment p..q (p != q; its ends left out with open_ends) meets the
 * circle |x - c| = U->ro within U's lines. */
static bool seg_meets_circle(hd_xpt p, hd_xpt q, const oset *U, bool open_ends)
{
    segq S = {p, q, U};
    bnd lo[4] = {{B_ZERO, 0, 0}}, hi[4] = {{B_ONE, 0, 0}};
    int nlo = 1, nhi = 1;
    if (!lin_bounds(&S, lo, &nlo, hi, &nhi))
        return false;
    int ds = disc_sign(&S, U->ro, U->roe);
    if (ds < 0)
        return false;
    for (int w = 1; w <= (ds > 0 ? 2 : 1); w++) {
        bnd r = {B_ROOT, 0, w};
        bool ok = true;
        for (int i = 0; i < nlo && ok; i++) {
            int s = cmp_bnd(&S, lo[i], r);
            ok = s < 0 || (s == 0 && !open_ends && lo[i].kind == B_ZERO);
        }
        for (int i = 0; i < nhi && ok; i++) {
            int s = cmp_bnd(&S, r, hi[i]);
            ok = s < 0 || (s == 0 && !open_ends && hi[i].kind == B_ONE);
        }
        if (ok)
            return true;
    }
    return false;
}

/* ---- sectors against straight shapes ---------------------------------------------- */

/* The interior of the sector's range as open sets of lines: one (full or
 * sweep <= 180: both half-planes) or two (reflex: either half-plane). */
static int range_osets(const sect *A, oset out[2])
{
    oset b = {.c = A->c};
    if (A->rg.full) {
        out[0] = b;
        return 1;
    }
    oset s = b, e = b;
    s.nl = e.nl = 1;
    s.u[0] = A->rg.us, s.s[0] = 1;  /* past the start ray */
    e.u[0] = A->rg.ue, e.s[0] = -1; /* before the end ray */
    if (A->rg.reflex) {
        out[0] = s;
        out[1] = e;
        return 2;
    }
    s.nl = 2;
    s.u[1] = A->rg.ue, s.s[1] = -1;
    out[0] = s;
    return 1;
}

/* The segment meets the open sector int A (rin < rout). */
static bool seg_meets_int(const sect *A, hd_xpt p, hd_xpt q)
{
    oset U[2];
    int n = range_osets(A, U);
    for (int i = 0; i < n; i++) {
        U[i].has_ro = true;
        U[i].ro = A->rout;
        U[i].has_ri = A->rin > 0;
        U[i].ri = A->rin;
        if (seg_meets_oset(p, q, &U[i]))
            return true;
    }
    return false;
}

/* The open segment meets the open curve arc (rin == rout). */
static bool seg_meets_curve(const sect *A, hd_xpt p, hd_xpt q)
{
    oset U[2];
    int n = range_osets(A, U);
    for (int i = 0; i < n; i++) {
        U[i].ro = A->rout;
        if (seg_meets_circle(p, q, &U[i], true))
            return true;
    }
    return false;
}

/* The closed segment leaves A through the hole or the outside of a reflex range. */
static bool seg_leaves_low(const sect *A, hd_xpt p, hd_xpt q)
{
    if (A->rin > 0) {
        oset hole = {.c = A->c, .has_ro = true, .ro = A->rin};
        if (seg_meets_oset(p, q, &hole))
            return true;
    }
    if (!A->rg.full && A->rg.reflex) { /* the open convex cone left out */
        oset k = {.c = A->c, .nl = 2, .u = {A->rg.ue, A->rg.us}, .s = {1, -1}};
        if (seg_meets_oset(p, q, &k))
            return true;
    }
    return false;
}

/* The two-term point v is in the closed sector. */
static bool xpt_in_sect(const sect *A, hd_xpt v)
{
    rctx cx;
    cx.nf = 0;
    fvec vc = {fac3(&cx, v.x, v.xe, -A->c.x, 3), fac3(&cx, v.y, v.ye, -A->c.y, 3)};
    rpoly d = p_dot(vc, vc), ro2 = p_sqf(fac1(&cx, A->rout)), ri2 = p_sqf(fac1(&cx, A->rin));
    rpoly o = p_add(d, &ro2, -1), in = p_add(d, &ri2, -1);
    if (p_sign(&cx, &o) > 0 || p_sign(&cx, &in) < 0)
        return false;
    if (A->rg.full)
        return true;
    fvec us = fv1(&cx, A->rg.us), ue = fv1(&cx, A->rg.ue);
    rpoly k1 = p_cross(us, vc), k2 = p_cross(ue, vc);
    bool c1 = p_sign(&cx, &k1) >= 0, c2 = p_sign(&cx, &k2) <= 0;
    if (A->rg.reflex)
        return c1 || c2;
    rpoly t1 = p_dot(us, vc), t2 = p_dot(ue, vc);
    return c1 && c2 && (p_sign(&cx, &t1) >= 0 || p_sign(&cx, &t2) >= 0);
}

/* Where the point c + tau u / |u| (tau > 0) lies against the region P
 * (double vertices): a crossing count along the ray beyond it. */
static loc loc_raypoint(const poly *P, hd_vec2 c, hd_vec2 u, double tau)
{
    const hd_vec2 o = {0, 0};
    for (int k = 0; k < P->n; k++) {
        hd_vec2 a = P->v[k];
        if (hd_sign_cross_diff(u, o, a, c) == 0 && hd_sign_along(u, c, a, tau, 0) == 0)
            return (loc){L_VERT, k};
    }
    bool inside = false;
    for (int k = 0; k < P->n; k++) {
        hd_vec2 a = P->v[k], b = P->v[(k + 1) % P->n];
        int sa = hd_sign_cross_diff(u, o, a, c), sb = hd_sign_cross_diff(u, o, b, c);
        if (sa == 0 && sb == 0) {
            if (hd_sign_along(u, c, a, tau, 0) * hd_sign_along(u, c, b, tau, 0) < 0)
                return (loc){L_EDGE, k};
            continue;
        }
        if (sa * sb < 0 && hd_sign_seg_cross_along(u, c, a, b, tau) == 0)
            return (loc){L_EDGE, k};
        if ((sa > 0) != (sb > 0) && hd_sign_seg_cross_along(u, c, a, b, tau) > 0)
            inside = !inside;
    }
    return (loc){inside ? L_IN : L_OUT, 0};
}

static dir dv(hd_vec2 v) { return (dir){v, hd_v(0, 0)}; }

/* A is in the region P, given that no edge of P meets int A: int A lies
 * then in int P or outside P, and one point y of A tells which (in int P,
 * outside P, or on P's outline where the open cones of interior directions
 * of A and P at y overlap or not). */
static bool sect_in_region(const sect *A, const poly *P)
{
    loc l;
    cone ca = {.arc = true};
    if (A->rg.full) { /* y = c + (rout, 0): inward directions d.x < 0 */
        double s, e;
        hd_two_sum(A->c.x, A->rout, &s, &e);
        l = locate(P, (hd_xpt){s, e, A->c.y, 0});
        ca.d[0] = dv(hd_v(0, 1));
        ca.d[1] = dv(hd_v(0, -1));
    } else if (A->rin == 0) { /* y = c, the apex: the range's open cone */
        l = locate(P, xp(A->c));
        ca.d[0] = dv(A->rg.us);
        ca.d[1] = dv(A->rg.ue);
    } else { /* y = the outer corner on the start ray */
        hd_vec2 u = A->rg.us;
        l = loc_raypoint(P, A->c, u, A->rout);
        ca.d[0] = dv(hd_v(-u.y, u.x));
        ca.d[1] = dv(hd_v(-u.x, -u.y));
    }
    if (l.where == L_IN || l.where == L_OUT)
        return l.where == L_IN;
    cone cp = cone_at(P, l, false);
    return cones_overlap(&ca, &cp);
}

/* A is in the rect: its extreme points in +-x and +-y are within it. */
static bool sect_in_rect(const sect *A, const hd_rect *R)
{
    double X[2], Xe[2], Y[2], Ye[2];
    X[0] = R->x, Xe[0] = 0, Y[0] = R->y, Ye[0] = 0;
    hd_split_sum(R->x, R->w, &X[1], &Xe[1]);
    hd_split_sum(R->y, R->h, &Y[1], &Ye[1]);
    for (int ax = 0; ax < 2; ax++)
        for (int side = 0; side < 2; side++) {
            double L = ax ? Y[side] : X[side], Le = ax ? Ye[side] : Xe[side];
            int want = side ? 1 : -1; /* a point beyond: sign(coord - L) == want */
            hd_vec2 d = ax ? hd_v(0, want) : hd_v(want, 0);
            double cc = ax ? A->c.y : A->c.x;
            if (hd_dir_in_range(&A->rg, d) && sum_sign4(cc, want * A->rout, -L, -Le) == want)
                return false;
            if (A->rg.full)
                continue;
            for (int e = 0; e < 2; e++)
                for (int k = 0; k < 2; k++) {
                    hd_vec2 u = e ? A->rg.ue : A->rg.us;
                    if (hd_xsign_along(u, A->c, k ? A->rout : A->rin, L, Le, ax == 1) == want)
                        return false;
                }
        }
    return true;
}

/* ---- what a shape is, degenerate shapes reduced ------------------------------ */

enum { C_SINGLE, C_DISK, C_CAPSULE, C_POLY, C_SECTOR };

/* The radial edge E = {c + t u / |u| : rin <= t <= rout} (rin < rout), its
 * ends not doubles: every test is on c, the exact vector u and the radii. */
typedef struct radial {
    hd_vec2 c, u;
    double rin, rout;
} radial;

typedef struct canon {
    int cls;
    hd_vec2 c;     /* DISK: centre */
    hd_vec2 a, b;  /* CAPSULE: axis; POLY segment with double ends */
    double r;      /* DISK, CAPSULE */
    poly pg;       /* POLY */
    bool is_rect;  /* POLY from a rect (two-term corners) */
    hd_rect rect;
    bool has_sect; /* SECTOR with a sweep: sc holds it */
    sect sc;
    bool has_radial; /* SECTOR: a radial edge with inexact ends, rd */
    radial rd;
} canon;

static void poly_seg(canon *k, hd_vec2 a, hd_vec2 b)
{
    k->cls = C_POLY;
    k->a = a;
    k->b = b;
    k->pg = (poly){.region = false, .aligned = false, .n = 2, .side = 0, .v = NULL, .xv = {xp(a), xp(b)}};
}

static canon classify(const hd_shape *s)
{
    canon k = {0};
    switch (s->kind) {
    case HD_POINT:
        k.cls = C_SINGLE;
        break;
    case HD_CIRCLE:
        k.cls = s->circle.r == 0 ? C_SINGLE : C_DISK;
        k.c = s->circle.c;
        k.r = s->circle.r;
        break;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        if (r->w == 0 && r->h == 0) {
            k.cls = C_SINGLE;
            break;
        }
        hd_xpt c[4];
        hd_rect_xcorners(r, c);
        k.cls = C_POLY;
        k.is_rect = true;
        k.rect = *r;
        if (r->w == 0 || r->h == 0)
            k.pg = (poly){.region = false, .aligned = true, .n = 2, .xv = {c[0], c[2]}};
        else
            k.pg = (poly){.region = true, .aligned = true, .n = 4, .side = 1, .xv = {c[0], c[1], c[2], c[3]}};
        break;
    }
    case HD_LINE:
        if (hd_veq(s->line.a, s->line.b))
            k.cls = C_SINGLE;
        else
            poly_seg(&k, s->line.a, s->line.b);
        break;
    case HD_POLYGON: {
        const hd_polygon *g = &s->polygon;
        int w = (g->flags & HD_POLY_READY) ? ((g->flags & HD_POLY_CW) ? 1 : -1) : 0;
        if (!w) { /* never validated: the turn at the least vertex */
            hd_polygon t = *g;
            hd_polygon_finish(&t);
            w = (t.flags & HD_POLY_CW) ? 1 : -1;
        }
        k.cls = C_POLY;
        k.pg = (poly){.region = true, .aligned = false, .n = g->n, .side = w, .v = g->v};
        break;
    }
    case HD_CAPSULE: {
        const hd_capsule *c = &s->capsule;
        bool one = hd_veq(c->a, c->b);
        if (c->r == 0) {
            if (one)
                k.cls = C_SINGLE;
            else
                poly_seg(&k, c->a, c->b);
        } else if (one) {
            k.cls = C_DISK;
            k.c = c->a;
            k.r = c->r;
        } else {
            k.cls = C_CAPSULE;
            k.a = c->a;
            k.b = c->b;
            k.r = c->r;
        }
        break;
    }
    case HD_ARC:
    case HD_WEDGE: {
        hd_sector_desc q = hd_sector_of(s);
        hd_vec2 c = q.c;
        double rin = q.rin, rout = q.rout, st = q.start, en = q.end;
        if (rout == 0) {
            k.cls = C_SINGLE;
            break;
        }
        hd_range rg = hd_range_deg(st, en);
        if (rg.full && rin == 0) { /* the whole disk */
            k.cls = C_DISK;
            k.c = c;
            k.r = rout;
            break;
        }
        k.cls = C_SECTOR;
        k.has_sect = !rg.zero;
        k.sc = (sect){c, rin, rout, rg};
        if (rg.zero) {
            hd_outline_view o;
            hd_outline_init(&o, s);
            const hd_prim *p = hd_outline_piece(&o, 0);
            if (p->type == HD_PRIM_POINT || (p->type == HD_PRIM_RAY && rin == rout))
                k.cls = C_SINGLE;
            else if (p->type == HD_PRIM_SEG)
                poly_seg(&k, p->a, p->b);
            else if (p->type == HD_PRIM_RAY) {
                k.has_radial = true;
                k.rd = (radial){c, rg.us, rin, rout};
            }
        }
        break;
    }
    default:
        break;
    }
    return k;
}

/* ---- disks and capsules --------------------------------------------------------- */

/* What is known of a pair: b in a, a in b, interiors meet; unknown if not decided. */
typedef struct facts {
    bool known, a_in_b, b_in_a, meet;
} facts;

static facts mirror(facts f)
{
    bool t = f.a_in_b;
    f.a_in_b = f.b_in_a;
    f.b_in_a = t;
    return f;
}

/* Some point of the piece is at distance < r from p (r > 0), exact. */
static bool piece_within_strict(const hd_prim *pr, hd_vec2 p, double r)
{
    switch (pr->type) {
    case HD_PRIM_POINT:
        return hd_sign_dist2_pt(p, pr->a, r, 0) < 0;
    case HD_PRIM_SEG:
        return hd_sign_dist2_seg(p, pr->a, pr->b, r, 0) < 0;
    case HD_PRIM_RAY: {
        bool past_in = hd_sign_along(pr->ray, pr->c, p, pr->rin, 0) >= 0;
        bool before_out = hd_sign_along(pr->ray, pr->c, p, pr->rout, 0) <= 0;
        if (past_in && before_out)
            return hd_sign_perp_ray(pr->ray, pr->c, p, r) < 0;
        return hd_sign_dist2_ray_point(pr->ray, pr->c, past_in ? pr->rout : pr->rin, p, r) < 0;
    }
    case HD_PRIM_ARC:
        if (hd_in_range(&pr->rg, p, pr->a)) /* the nearest point of the circle is on the arc */
            return hd_sign_dist2_pt(p, pr->a, pr->r, r) < 0 && (pr->r < r || hd_sign_dist2_pt(p, pr->a, pr->r, -r) > 0);
        return hd_sign_dist2_ray_point(pr->rg.us, pr->a, pr->r, p, r) < 0 ||
               hd_sign_dist2_ray_point(pr->rg.ue, pr->a, pr->r, p, r) < 0;
    case HD_PRIM_SIDE: /* capsules are never pieces here */
        break;
    }
    return false;
}

/* Every point of the piece is within r of p, exact. */
static bool piece_inside_disk(const hd_prim *pr, hd_vec2 p, double r)
{
    switch (pr->type) {
    case HD_PRIM_POINT:
        return hd_sign_dist2_pt(pr->a, p, r, 0) <= 0;
    case HD_PRIM_SEG:
        return hd_sign_dist2_pt(pr->a, p, r, 0) <= 0 && hd_sign_dist2_pt(pr->b, p, r, 0) <= 0;
    case HD_PRIM_RAY:
        return hd_sign_dist2_ray_point(pr->ray, pr->c, pr->rin, p, r) <= 0 &&
               hd_sign_dist2_ray_point(pr->ray, pr->c, pr->rout, p, r) <= 0;
    case HD_PRIM_ARC:
        /* The farthest point of the circle from p is along o - p (anywhere
         * when p == o); on an arc without it, the farther end. */
        if (pr->rg.full || hd_in_range(&pr->rg, pr->a, p))
            return pr->r <= r && hd_sign_dist2_pt(pr->a, p, r, -pr->r) <= 0;
        return hd_sign_dist2_ray_point(pr->rg.us, pr->a, pr->r, p, r) <= 0 &&
               hd_sign_dist2_ray_point(pr->rg.ue, pr->a, pr->r, p, r) <= 0;
    case HD_PRIM_SIDE:
        break;
    }
    return false;
}

/* Disk (c, r > 0) inside the rect: c.x - r >= x, c.x + r <= x + w, and y. */
static bool disk_in_rect(hd_vec2 c, double r, const hd_rect *R)
{
    return sum_sign4(c.x, -r, -R->x, 0) >= 0 && sum_sign4(R->x, R->w, -c.x, -r) >= 0 &&
           sum_sign4(c.y, -r, -R->y, 0) >= 0 && sum_sign4(R->y, R->h, -c.y, -r) >= 0;
}

/* Every corner of the rect within r of the segment a..b. */
static bool rect_in_capsule(const hd_rect *R, hd_vec2 a, hd_vec2 b, double r)
{
    hd_xpt k[4];
    hd_rect_xcorners(R, k);
    for (int i = 0; i < 4; i++)
        if (hd_xsign_dist2_seg(k[i], a, b, r) > 0)
            return false;
    return true;
}

/* Some corner of the rect at distance < r of the segment a..b. */
static bool rect_corner_near(const hd_rect *R, hd_vec2 a, hd_vec2 b, double r)
{
    hd_xpt k[4];
    hd_rect_xcorners(R, k);
    for (int i = 0; i < 4; i++)
        if (hd_xsign_dist2_seg(k[i], a, b, r) < 0)
            return true;
    return false;
}

/* A disk (c, r > 0) against B (not a single point). */
static facts disk_vs(hd_vec2 c, double r, const canon *B, const hd_shape *sb)
{
    facts f = {.known = true};
    switch (B->cls) {
    case C_DISK:
        f.meet = hd_sign_dist2_pt(c, B->c, r, B->r) < 0;
        f.b_in_a = B->r <= r && hd_sign_dist2_pt(B->c, c, r, -B->r) <= 0;
        f.a_in_b = r <= B->r && hd_sign_dist2_pt(c, B->c, B->r, -r) <= 0;
        return f;
    case C_CAPSULE:
        f.meet = hd_sign_dist2_seg(c, B->a, B->b, r, B->r) < 0;
        f.a_in_b = r <= B->r && hd_sign_dist2_seg(c, B->a, B->b, B->r, -r) <= 0;
        f.b_in_a = B->r <= r && hd_sign_dist2_pt(B->a, c, r, -B->r) <= 0 && hd_sign_dist2_pt(B->b, c, r, -B->r) <= 0;
        return f;
    case C_POLY:
        if (B->is_rect) {
            const hd_rect *R = &B->rect;
            f.meet = hd_sign_dist2_rect(c, R->x, R->y, R->w, R->h, r) < 0;
            f.a_in_b = disk_in_rect(c, r, R);
            f.b_in_a = rect_in_capsule(R, c, c, r);
            return f;
        }
        {
            const poly *P = &B->pg;
            bool cin = hd_point_in_shape(sb, c);
            f.meet = cin;
            f.a_in_b = P->region && cin;
            for (int i = 0; i < nedges(P); i++) {
                int s = hd_sign_dist2_seg(c, xp_vec(pv(P, i)), xp_vec(pv(P, i + 1)), r, 0);
                if (s < 0)
                    f.meet = true, f.a_in_b = false;
            }
            f.b_in_a = true;
            for (int i = 0; i < P->n; i++)
                if (hd_sign_dist2_pt(xp_vec(pv(P, i)), c, r, 0) > 0)
                    f.b_in_a = false;
        }
        return f;
    case C_SECTOR: {
        hd_outline_view o;
        hd_outline_init(&o, sb);
        bool cin = hd_point_in_shape(sb, c);
        f.meet = cin;
        f.a_in_b = cin;
        f.b_in_a = true;
        for (int i = 0; i < o.n; i++) {
            const hd_prim *p = hd_outline_piece(&o, i);
            if (piece_within_strict(p, c, r))
                f.meet = true, f.a_in_b = false;
            if (!piece_inside_disk(p, c, r))
                f.b_in_a = false;
        }
        return f;
    }
    default:
        break;
    }
    f.known = false;
    return f;
}

/* ---- big integers: sign(P^2 - R^2 Q) past the range of doubles ------------------ */

/* A magnitude in 32-bit limbs, least significant first. The values here are
 * the exact expansions of degree 4 in lengths (up to about 2^700, their
 * components multiples of 2^-1126 at the least) squared and multiplied by
 * one more: under 7000 bits. */
#define BN_CAP 320

typedef struct bn {
    int n;
    uint32_t w[BN_CAP];
} bn;

static void bn_trim(bn *a)
{
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

/* a += m 2^sh */
static void bn_add_shifted(bn *a, uint64_t m, int sh)
{
    int i = sh / 32, b = sh % 32;
    uint32_t part[4] = {(uint32_t)(m << b), (uint32_t)((m << b) >> 32), 0, 0};
    if (b)
        part[2] = (uint32_t)(m >> (64 - b));
    assert(i + 4 <= BN_CAP);
    while (a->n < i + 4)
        a->w[a->n++] = 0;
    uint64_t carry = 0;
    for (int k = i; k < a->n; k++) {
        uint64_t s = (uint64_t)a->w[k] + (k - i < 4 ? part[k - i] : 0) + carry;
        a->w[k] = (uint32_t)s;
        carry = s >> 32;
        if (!carry && k - i >= 3)
            break;
    }
    if (carry) {
        assert(a->n < BN_CAP);
        a->w[a->n++] = (uint32_t)carry;
    }
    bn_trim(a);
}

static int bn_cmp(const bn *a, const bn *b)
{
    if (a->n != b->n)
        return a->n > b->n ? 1 : -1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] > b->w[i] ? 1 : -1;
    return 0;
}

/* a -= b (a >= b) */
static void bn_sub(bn *a, const bn *b)
{
    int64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        int64_t s = (int64_t)a->w[i] - (i < b->n ? b->w[i] : 0) - borrow;
        borrow = s < 0;
        a->w[i] = (uint32_t)(s + (borrow ? ((int64_t)1 << 32) : 0));
    }
    bn_trim(a);
}

static void bn_mul(bn *out, const bn *a, const bn *b)
{
    assert(a->n + b->n <= BN_CAP);
    out->n = a->n + b->n;
    memset(out->w, 0, sizeof(uint32_t) * (size_t)out->n);
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n; j++) {
            uint64_t t = (uint64_t)a->w[i] * b->w[j] + out->w[i + j] + carry;
            out->w[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        out->w[i + b->n] = (uint32_t)carry;
    }
    bn_trim(out);
}

static void bn_shl(bn *a, int sh)
{
    if (a->n == 0 || sh == 0)
        return;
    int q = sh / 32, b = sh % 32;
    assert(a->n + q + 1 <= BN_CAP);
    a->w[a->n] = 0;
    for (int i = a->n; i >= 0; i--) {
        uint32_t hi = a->w[i], lo = i > 0 ? a->w[i - 1] : 0;
        a->w[i + q] = b ? (hi << b) | (lo >> (32 - b)) : hi;
    }
    for (int i = 0; i < q; i++)
        a->w[i] = 0;
    a->n += q + 1;
    bn_trim(a);
}

/* |e| = mag 2^*e0; returns the sign of the expansion e. */
static int bn_of_ex(const ex *e, bn *mag, int *e0)
{
    mag->n = 0;
    if (e->n == 0) {
        *e0 = 0;
        return 0;
    }
    int lo = INT_MAX;
    for (int i = 0; i < e->n; i++) {
        int k;
        frexp(e->c[i], &k);
        lo = k - 53 < lo ? k - 53 : lo;
    }
    bn pos = {0}, neg = {0};
    for (int i = 0; i < e->n; i++) {
        int k;
        double m = frexp(e->c[i], &k);
        uint64_t M = (uint64_t)fabs(ldexp(m, 53));
        bn_add_shifted(e->c[i] > 0 ? &pos : &neg, M, k - 53 - lo);
    }
    *e0 = lo;
    int s = bn_cmp(&pos, &neg);
    if (s >= 0) {
        bn_sub(&pos, &neg);
        *mag = pos;
    } else {
        bn_sub(&neg, &pos);
        *mag = neg;
    }
    return s;
}

/* sign(P^2 - R^2 Q) of three exact expansions (Q > 0). */
static int ex_sign_sq_diff(const ex *P, const ex *R, const ex *Q)
{
    bn p, r, q, x, t, y;
    int ep, er, eq;
    bn_of_ex(P, &p, &ep);
    bn_of_ex(R, &r, &er);
    bn_of_ex(Q, &q, &eq);
    bn_mul(&x, &p, &p);
    bn_mul(&t, &r, &r);
    bn_mul(&y, &t, &q);
    int ex_ = 2 * ep, ey = 2 * er + eq;
    if (x.n == 0 || y.n == 0)
        return (x.n > 0) - (y.n > 0);
    if (ex_ > ey)
        bn_shl(&x, ex_ - ey);
    else
        bn_shl(&y, ey - ex_);
    return bn_cmp(&x, &y);
}

/* sign(P + R sqrt(Q)) (Q > 0) where P^2 and R^2 Q may leave the range of
 * doubles (degree 8 in lengths): the doubles first, then big integers. */
static int sign_aq_big(const rctx *cx, const rpoly *P, const rpoly *R, const rpoly *Q)
{
    int sa = p_sign(cx, P), sb = p_sign(cx, R);
    if (sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sb;
    double pv = fabs(p_val(cx, P)), rq = fabs(p_val(cx, R)) * sqrt(p_val(cx, Q));
    if (pv > rq * (1 + 1e-9))
        return sa;
    if (rq > pv * (1 + 1e-9))
        return sb;
    ex e[3];
    p_exact(cx, P, &e[0]);
    p_exact(cx, R, &e[1]);
    p_exact(cx, Q, &e[2]);
    return sa * ex_sign_sq_diff(&e[0], &e[1], &e[2]);
}

/* ---- capsules against sectors ---------------------------------------------------- */

/* sign(dist(q, segment a..b)^2 - r^2) for q = c + k u / |u| (k >= 0), exact.
 * Where q's foot is inside the segment, dist = |alpha s + beta| / (s |d|)
 * with s = |u|, d = b - a, alpha = cross(d, c - a), beta = k cross(d, u):
 * the sign of (alpha s + beta)^2 - r^2 |d|^2 s^2 = P + R s with P =
 * alpha^2 Q + beta^2 - r^2 |d|^2 Q and R = 2 alpha beta (Q = s^2). */
static int raypt_seg_sign(hd_vec2 u, hd_vec2 c, double k, hd_vec2 a, hd_vec2 b, double r)
{
    if (k == 0)
        return hd_sign_dist2_seg(c, a, b, r, 0);
    {
        /* filter: q and its distance in doubles err by a few ulps of the
         * largest magnitude m involved; a margin of 1e-9 m decides */
        double l = hypot(u.x, u.y), qx = c.x + k * (u.x / l), qy = c.y + k * (u.y / l);
        double dx = b.x - a.x, dy = b.y - a.y, t = ((qx - a.x) * dx + (qy - a.y) * dy) / (dx * dx + dy * dy);
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        double d = hypot(a.x + t * dx - qx, a.y + t * dy - qy);
        double m = fabs(c.x) + fabs(c.y) + k + fabs(a.x) + fabs(a.y) + fabs(b.x) + fabs(b.y) + r;
        if (isfinite(d) && isfinite(m)) {
            if (d - r > 1e-9 * m)
                return 1;
            if (r - d > 1e-9 * m)
                return -1;
        }
    }
    rctx cx;
    cx.nf = 0;
    fvec uf = fv1(&cx, u), d = fvd(&cx, b, a), ca = fvd(&cx, c, a), cb = fvd(&cx, c, b);
    rpoly Q = p_dot(uf, uf), K = p_f(fac1(&cx, k));
    rpoly ud = p_dot(uf, d), A = p_mul(&K, &ud);
    rpoly B = p_dot(ca, d);
    if (p_sign_aq(&cx, &A, &B, &Q) <= 0) /* dot(q - a, d) <= 0: a is nearest */
        return hd_sign_dist2_ray_point(u, c, k, a, r);
    rpoly Bb = p_dot(cb, d);
    if (p_sign_aq(&cx, &A, &Bb, &Q) >= 0) /* dot(q - b, d) >= 0: b is nearest */
        return hd_sign_dist2_ray_point(u, c, k, b, r);
    rpoly al = p_cross(d, ca), du = p_cross(d, uf), be = p_mul(&K, &du);
    rpoly al2 = p_sq(&al), t1 = p_mul(&al2, &Q), t2 = p_sq(&be);
    rpoly r2 = p_sqf(fac1(&cx, r)), dd = p_dot(d, d), t3 = p_mul3(&r2, &dd, &Q);
    rpoly P = p_add(t1, &t2, 1);
    P = p_add(P, &t3, -1);
    rpoly two = p_f(fac1(&cx, 2.0)), R = p_mul3(&two, &al, &be);
    return sign_aq_big(&cx, &P, &R, &Q);
}

/* Some point of the radial edge E is at distance < r from the segment a..b:
 * an end of either within r of the other, or the two crossing. */
static bool radial_near(const radial *E, hd_vec2 a, hd_vec2 b, double r)
{
    hd_prim pr = {.type = HD_PRIM_RAY, .c = E->c, .ray = E->u, .rin = E->rin, .rout = E->rout};
    if (piece_within_strict(&pr, a, r) || piece_within_strict(&pr, b, r))
        return true;
    if (raypt_seg_sign(E->u, E->c, E->rin, a, b, r) < 0 || raypt_seg_sign(E->u, E->c, E->rout, a, b, r) < 0)
        return true;
    int sa = hd_sign_cross_diff(E->u, hd_v(0, 0), a, E->c), sb = hd_sign_cross_diff(E->u, hd_v(0, 0), b, E->c);
    return sa * sb < 0 && hd_sign_seg_cross_along(E->u, E->c, a, b, E->rin) >= 0 &&
           hd_sign_seg_cross_along(E->u, E->c, a, b, E->rout) <= 0;
}

/* The arc of circle (c, R) within rg lies in the capsule (a..b, r), given
 * that its ends do. The distance to the segment is C^1 off the segment, so
 * its maximum on the arc is at an end or where it is stationary along the
 * arc: for the part nearest a, the point of the circle farthest from a,
 * c + R (c - a) / |c - a| (there |x - a| = |c - a| + R; its nearest point
 * gives a minimum); the same for b; for the part nearest the segment's
 * inside, c +- R n / |n| with n = rot90(b - a) (offset cross(d, c - a) / |d|
 * +- R). Each in range and in its part must be within r. */
static bool arc_in_capsule(hd_vec2 c, double R, const hd_range *rg, hd_vec2 a, hd_vec2 b, double r)
{
    for (int e = 0; e < 2; e++) {
        hd_vec2 p = e ? b : a, q = e ? a : b;
        if (!hd_veq(c, p) && hd_in_range(rg, c, p) && hd_sign_dot_diff(c, p, q, p) <= 0 &&
            !(R <= r && hd_sign_dist2_pt(c, p, r, -R) <= 0))
            return false;
    }
    if (hd_sign_dot_diff(c, a, b, a) >= 0 && hd_sign_dot_diff(c, b, b, a) <= 0) {
        hd_vec2 p = hd_v(a.y, b.x), q = hd_v(b.y, a.x); /* p - q = rot90(b - a), exactly */
        for (int s = -1; s <= 1; s += 2) {
            if (!(s > 0 ? hd_in_range(rg, p, q) : hd_in_range(rg, q, p)))
                continue;
            if (hd_sign_offset(a, b, c, r, -s * R) > 0 || hd_sign_offset(a, b, c, -r, -s * R) < 0)
                return false;
        }
    }
    return true;
}

/* The capsule (a..b, r) lies in the sector A (with area): every disk of
 * radius r centred on the axis lies in A, i.e. the axis keeps distance >= r
 * from each open piece of A's complement: |x - c| > rout (both ends within
 * rout - r), |x - c| < rin (the axis misses the open disk of radius rin + r)
 * and the directions outside the range (for a range of at most 180 degrees
 * the union of two open half-planes: both ends at least r inside each
 * bounding line; for a reflex range the open convex cone left out: the axis
 * misses it and stays r away from its two bounding rays, taken up to rout). */
static bool capsule_in_sect(const sect *A, hd_vec2 a, hd_vec2 b, double r)
{
    hd_vec2 c = A->c, o = hd_v(0, 0);
    if (A->rout < r || hd_sign_dist2_pt(a, c, A->rout, -r) > 0 || hd_sign_dist2_pt(b, c, A->rout, -r) > 0)
        return false;
    if (A->rin > 0) {
        oset hole = {.c = c, .has_ro = true, .ro = A->rin, .roe = r};
        if (seg_meets_oset(xp(a), xp(b), &hole))
            return false;
    }
    if (A->rg.full)
        return true;
    hd_vec2 us = A->rg.us, ue = A->rg.ue;
    if (!A->rg.reflex) {
        for (int e = 0; e < 2; e++) {
            hd_vec2 p = e ? b : a;
            if (hd_sign_cross_diff(us, o, p, c) <= 0 || hd_sign_perp_ray(us, c, p, r) < 0)
                return false;
            if (hd_sign_cross_diff(ue, o, p, c) >= 0 || hd_sign_perp_ray(ue, c, p, r) < 0)
                return false;
        }
        return true;
    }
    oset k = {.c = c, .nl = 2, .u = {ue, us}, .s = {1, -1}};
    if (seg_meets_oset(xp(a), xp(b), &k))
        return false;
    radial e1 = {c, us, 0, A->rout}, e2 = {c, ue, 0, A->rout};
    return !radial_near(&e1, a, b, r) && !radial_near(&e2, a, b, r);
}

/* A capsule (a..b, r > 0, a != b) against a sector A with a sweep (area or
 * a curve). The interiors meet iff dist(a..b, A) < r. In A's angular range
 * the distance to A is radial, max(0, |x - c| - rout, rin - |x - c|);
 * outside it, the distance to the two radial edges (whose neighbourhoods
 * also cover the range's bounding rays). So: the axis meets the open range
 * within rin - r < |x - c| < rout + r, or comes within r of an edge. A lies
 * in the capsule iff its corners and its outer arc do (the extreme points
 * of its hull; the distance to a segment is convex). */
static facts capsule_vs_sect(hd_vec2 a, hd_vec2 b, double r, const sect *A, const hd_shape *sb)
{
    facts f = {.known = true};
    radial E[2];
    int ne = 0;
    if (!A->rg.full) {
        E[0] = (radial){A->c, A->rg.us, A->rin, A->rout};
        E[1] = (radial){A->c, A->rg.ue, A->rin, A->rout};
        ne = 2;
    }
    /* the facts in the order hd_relate reads them, each only when needed */
    bool s_in = true;
    for (int i = 0; i < ne && s_in; i++)
        s_in = raypt_seg_sign(E[i].u, A->c, A->rin, a, b, r) <= 0 && raypt_seg_sign(E[i].u, A->c, A->rout, a, b, r) <= 0;
    f.b_in_a = s_in && arc_in_capsule(A->c, A->rout, &A->rg, a, b, r);
    if (f.b_in_a)
        return f;
    f.a_in_b = A->rin < A->rout && capsule_in_sect(A, a, b, r);
    if (f.a_in_b)
        return f;
    /* an end of the axis in S: at distance 0 */
    bool meet = hd_point_in_shape(sb, a) || hd_point_in_shape(sb, b);
    oset U[2];
    int n = range_osets(A, U);
    for (int i = 0; i < n && !meet; i++) {
        U[i].has_ro = true;
        U[i].ro = A->rout;
        U[i].roe = r;
        U[i].has_ri = A->rin > r;
        U[i].ri = A->rin;
        U[i].rie = -r;
        meet = seg_meets_oset(xp(a), xp(b), &U[i]);
    }
    for (int i = 0; i < ne && !meet; i++)
        meet = radial_near(&E[i], a, b, r);
    f.meet = meet;
    return f;
}

/* A capsule against a radial edge with inexact ends (no area: never contains
 * the capsule; in it iff both ends are). */
static facts capsule_vs_radial(hd_vec2 a, hd_vec2 b, double r, const radial *E)
{
    facts f = {.known = true};
    f.meet = radial_near(E, a, b, r);
    f.b_in_a = raypt_seg_sign(E->u, E->c, E->rin, a, b, r) <= 0 && raypt_seg_sign(E->u, E->c, E->rout, a, b, r) <= 0;
    return f;
}

/* A capsule (a..b, r > 0, a != b) against B (no single point, no disk). */
static facts capsule_vs(const canon *A, const canon *B, const hd_shape *sb)
{
    facts f = {.known = true};
    hd_vec2 a = A->a, b = A->b;
    double r = A->r;
    switch (B->cls) {
    case C_CAPSULE:
        f.meet = hd_sign_dist2_segseg(a, b, B->a, B->b, r, B->r) < 0;
        f.b_in_a = B->r <= r && hd_sign_dist2_seg(B->a, a, b, r, -B->r) <= 0 && hd_sign_dist2_seg(B->b, a, b, r, -B->r) <= 0;
        f.a_in_b = r <= B->r && hd_sign_dist2_seg(a, B->a, B->b, B->r, -r) <= 0 && hd_sign_dist2_seg(b, B->a, B->b, B->r, -r) <= 0;
        return f;
    case C_POLY:
        if (B->is_rect) {
            const hd_rect *R = &B->rect;
            f.meet = hd_seg_meets_rect(R, a, b) || hd_sign_dist2_rect(a, R->x, R->y, R->w, R->h, r) < 0 ||
                     hd_sign_dist2_rect(b, R->x, R->y, R->w, R->h, r) < 0 || rect_corner_near(R, a, b, r);
            f.a_in_b = disk_in_rect(a, r, R) && disk_in_rect(b, r, R);
            f.b_in_a = rect_in_capsule(R, a, b, r);
            return f;
        }
        {
            const poly *P = &B->pg;
            hd_shape axis = {.kind = HD_LINE, .line = {a, b}};
            f.meet = hd_collide(&axis, sb);
            bool near = false;
            for (int i = 0; i < nedges(P); i++)
                if (hd_sign_dist2_segseg(xp_vec(pv(P, i)), xp_vec(pv(P, i + 1)), a, b, r, 0) < 0)
                    near = true;
            f.meet = f.meet || near;
            f.b_in_a = true;
            for (int i = 0; i < P->n; i++)
                if (hd_sign_dist2_seg(xp_vec(pv(P, i)), a, b, r, 0) > 0)
                    f.b_in_a = false;
            if (P->region && !near) {
                poly ax = {.region = false, .n = 2, .xv = {xp(a), xp(b)}};
                f.a_in_b = poly_contains(P, &ax);
            }
        }
        return f;
    case C_SECTOR:
        if (B->has_sect)
            return capsule_vs_sect(a, b, r, &B->sc, sb);
        if (B->has_radial)
            return capsule_vs_radial(a, b, r, &B->rd);
        break;
    default:
        break;
    }
    f.known = false;
    return f;
}

/* ---- a curve arc against a region ------------------------------------------------ */

/* Where c + tau u / |u| lies against the rect P (its far sides unrounded). */
static loc loc_rect_raypoint(const hd_rect *R, hd_vec2 c, hd_vec2 u, double tau)
{
    double X, Xe, Y, Ye;
    hd_split_sum(R->x, R->w, &X, &Xe);
    hd_split_sum(R->y, R->h, &Y, &Ye);
    int x0 = hd_xsign_along(u, c, tau, R->x, 0, false), x1 = hd_xsign_along(u, c, tau, X, Xe, false);
    int y0 = hd_xsign_along(u, c, tau, R->y, 0, true), y1 = hd_xsign_along(u, c, tau, Y, Ye, true);
    if (x0 < 0 || x1 > 0 || y0 < 0 || y1 > 0)
        return (loc){L_OUT, 0};
    int ex = x0 == 0 ? 3 : x1 == 0 ? 1 : -1, ey = y0 == 0 ? 0 : y1 == 0 ? 2 : -1;
    if (ex >= 0 && ey >= 0) /* corners 0 (x, y), 1 (x + w, y), 2 (x + w, y + h), 3 (x, y + h) */
        return (loc){L_VERT, ey == 0 ? (ex == 3 ? 0 : 1) : (ex == 1 ? 2 : 3)};
    if (ex >= 0 || ey >= 0)
        return (loc){L_EDGE, ex >= 0 ? ex : ey};
    return (loc){L_IN, 0};
}

/* The arc, leaving the point y of P's outline (loc l) along the direction
 * t and turning to its left (toward its centre), runs into P's interior. */
static bool germ_in(const poly *P, loc l, dir t)
{
    cone cb = cone_at(P, l, false);
    if (in_arc(&cb, t))
        return true;
    return dsame(t, cb.d[0]); /* along the side the cone opens from: turning into it */
}

/* A direction for a two-term vector (x, y): exact for a rect's cones,
 * whose sides are axis-aligned (only the components' signs matter). */
static dir xdir_sign(int sx, int sy) { return (dir){hd_v(sx, sy), hd_v(0, 0)}; }

/* The direction of v - c is in the sector's range without its end ray. */
static bool xpt_in_range_open_end(const sect *A, hd_xpt v)
{
    if (A->rg.full)
        return true;
    rctx cx;
    cx.nf = 0;
    fvec vc = {fac3(&cx, v.x, v.xe, -A->c.x, 3), fac3(&cx, v.y, v.ye, -A->c.y, 3)};
    rpoly k1 = p_cross(fv1(&cx, A->rg.us), vc), k2 = p_cross(fv1(&cx, A->rg.ue), vc);
    bool c1 = p_sign(&cx, &k1) >= 0, c2 = p_sign(&cx, &k2) < 0;
    return A->rg.reflex ? c1 || c2 : c1 && c2;
}

/* sign(h(alpha)) for line i at the root alpha of the segment's quadratic. */
static int lin_at_root(const segq *S, int i, bnd root)
{
    int e = lin_esign(S, i);
    if (e == 0)
        return lin_h0sign(S, i);
    return -e * cmp_rat_root(S, (bnd){B_LIN, i, 0}, root); /* sign(e) sign(alpha - tau) */
}

/* A curve arc (rin == rout) against a region P. The points where the arc
 * meets P's outline, with its start, cut it into open pieces, each inside
 * P's interior or outside P; each such piece is known from how the arc
 * leaves its first point. The arc lies in P iff every piece is inside; its
 * open arc meets P's interior iff some piece is inside. */
static facts curve_vs_region(const sect *A, const canon *B)
{
    facts f = {.known = true};
    const poly *P = &B->pg;
    double R = A->rout;
    bool all_in = true, any_in = false;
#define GERM(in)                                                                                                       \
    do {                                                                                                               \
        bool in_ = (in);                                                                                               \
        all_in = all_in && in_;                                                                                        \
        any_in = any_in || in_;                                                                                        \
    } while (0)
    /* the start */
    {
        loc l;
        dir t;
        if (A->rg.full) {
            double s, e;
            hd_two_sum(A->c.x, R, &s, &e);
            l = locate(P, (hd_xpt){s, e, A->c.y, 0});
            t = dv(hd_v(0, 1));
        } else {
            hd_vec2 u = A->rg.us;
            l = B->is_rect ? loc_rect_raypoint(&B->rect, A->c, u, R) : loc_raypoint(P, A->c, u, R);
            t = dv(hd_v(-u.y, u.x));
        }
        GERM(l.where == L_IN || (l.where != L_OUT && germ_in(P, l, t)));
    }
    /* vertices on the arc */
    for (int k = 0; k < P->n; k++) {
        hd_xpt v = pv(P, k);
        rctx cx;
        cx.nf = 0;
        fvec vc = {fac3(&cx, v.x, v.xe, -A->c.x, 3), fac3(&cx, v.y, v.ye, -A->c.y, 3)};
        rpoly d = p_dot(vc, vc), r2 = p_sqf(fac1(&cx, R));
        d = p_add(d, &r2, -1);
        if (p_sign(&cx, &d) != 0 || !xpt_in_range_open_end(A, v))
            continue;
        dir t; /* rot90(v - c) */
        if (xp_double(v))
            t = (dir){hd_v(A->c.y, v.x), hd_v(v.y, A->c.x)};
        else
            t = xdir_sign(-xcmp(v.y, v.ye, A->c.y, 0), xcmp(v.x, v.xe, A->c.x, 0));
        GERM(germ_in(P, (loc){L_VERT, k}, t));
    }
    /* crossings of the open edges */
    oset U = {.c = A->c, .nl = A->rg.full ? 0 : 2, .u = {A->rg.us, A->rg.ue}, .s = {1, -1}, .has_ro = true, .ro = R};
    for (int k = 0; k < P->n; k++) {
        segq S = {pv(P, k), pv(P, k + 1), &U};
        if (xp_eq(S.p, S.q))
            continue;
        int ds = disc_sign(&S, R, 0);
        if (ds < 0)
            continue;
        for (int w = 1; w <= (ds > 0 ? 2 : 1); w++) {
            bnd r = {B_ROOT, 0, w};
            if (cmp_bnd(&S, (bnd){B_ZERO, 0, 0}, r) >= 0 || cmp_bnd(&S, r, (bnd){B_ONE, 0, 0}) >= 0)
                continue; /* not on the open edge */
            if (!A->rg.full) {
                int hs = lin_at_root(&S, 0, r), he = lin_at_root(&S, 1, r);
                bool inr = A->rg.reflex ? (hs >= 0 || he < 0) : (hs >= 0 && he < 0);
                if (!inr)
                    continue;
            }
            /* the arc's direction t = rot90(x - c): cross(D, t) = g'(alpha) / 2, negative at
             * the first root, positive at the second, 0 where the arc is tangent */
            int ct = ds == 0 ? 0 : w == 1 ? -1 : 1;
            if (ct != 0)
                GERM(ct == P->side);
            else /* tangent: the arc bends toward its centre's side of the edge */
                GERM(eorient(P, S.p, S.q, xp(A->c)) == P->side);
        }
    }
#undef GERM
    f.a_in_b = all_in;
    f.meet = any_in;
    return f;
}

/* ---- a radial edge with inexact ends against a polygon or a segment ------------- */

static int rside(const radial *E, hd_vec2 p) { return hd_sign_cross_diff(E->u, hd_v(0, 0), p, E->c); }
/* sign(t(p) - k) for p's distance t(p) along E's line */
static int ralong(const radial *E, hd_vec2 p, double k) { return hd_sign_along(E->u, E->c, p, k, 0); }

/* Where E's end at distance tau lies against the region P. */
static loc rend_loc(const radial *E, const poly *P, double tau)
{
    return tau == 0 ? locate(P, xp(E->c)) : loc_raypoint(P, E->c, E->u, tau);
}

/* A radial edge against a polygon region: P's edges crossing the open E
 * properly, P's vertices on the open E, E's ends, as for two straight
 * shapes (the cones of interior or exterior directions where they meet). */
static facts radial_vs_region(const radial *E, const poly *P)
{
    facts f = {.known = true};
    dir d = dv(E->u), nd = dneg(d);
    bool inside = true, meet = false;
    for (int e = 0; e < 2; e++) {
        loc l = rend_loc(E, P, e ? E->rout : E->rin);
        cone into = {.arc = false, .nd = 1, .d = {e ? nd : d}};
        if (l.where == L_OUT) {
            inside = false;
            continue;
        }
        if (l.where == L_IN) {
            meet = true;
            continue;
        }
        cone ci = cone_at(P, l, false), ce = cone_at(P, l, true);
        meet = meet || cones_overlap(&ci, &into);
        inside = inside && !cones_overlap(&ce, &into);
    }
    cone both = {.arc = false, .nd = 2, .d = {d, nd}};
    for (int k = 0; k < P->n; k++) {
        hd_vec2 a = P->v[k], b = P->v[(k + 1) % P->n];
        int sa = rside(E, a), sb = rside(E, b);
        if (sa * sb < 0 && hd_sign_seg_cross_along(E->u, E->c, a, b, E->rin) > 0 &&
            hd_sign_seg_cross_along(E->u, E->c, a, b, E->rout) < 0)
            meet = true, inside = false; /* a proper crossing */
        if (sa == 0 && ralong(E, a, E->rin) > 0 && ralong(E, a, E->rout) < 0) { /* a vertex on the open E */
            cone ci = cone_at(P, (loc){L_VERT, k}, false), ce = cone_at(P, (loc){L_VERT, k}, true);
            meet = meet || cones_overlap(&ci, &both);
            inside = inside && !cones_overlap(&ce, &both);
        }
    }
    f.a_in_b = inside;
    f.meet = meet || inside;
    return f;
}

/* A radial edge against a segment a..b with double ends. */
static facts radial_vs_seg(const radial *E, hd_vec2 a, hd_vec2 b)
{
    facts f = {.known = true};
    int sa = rside(E, a), sb = rside(E, b);
    if (sa * sb < 0) { /* crossing E's line at one point: inside the open E? */
        f.meet = hd_sign_seg_cross_along(E->u, E->c, a, b, E->rin) > 0 &&
                 hd_sign_seg_cross_along(E->u, E->c, a, b, E->rout) < 0;
        return f;
    }
    if (sa != 0 || sb != 0)
        return f; /* no point of the open segment on E's line */
    /* collinear: the intervals [rin, rout] and [lo, hi] of the ends' distances */
    hd_vec2 lo = a, hi = b;
    if (hd_sign_dot_diff(E->u, hd_v(0, 0), b, a) < 0)
        lo = b, hi = a;
    f.b_in_a = ralong(E, lo, E->rin) >= 0 && ralong(E, hi, E->rout) <= 0;
    f.a_in_b = ralong(E, lo, E->rin) <= 0 && ralong(E, hi, E->rout) >= 0;
    f.meet = ralong(E, lo, E->rout) < 0 && ralong(E, hi, E->rin) > 0;
    return f;
}

/* A distance along a radial edge E: a double k, or where E's line reaches
 * the coordinate L + Le on an axis, (L + Le - c_axis) |u| / u_axis (u_axis != 0). */
typedef struct tb {
    bool box;
    double k, L, Le;
    int axis;
} tb;

static double u_ax(const radial *E, int axis) { return axis ? E->u.y : E->u.x; }

/* sign(x - y) */
static int tb_cmp(const radial *E, tb x, tb y)
{
    if (!x.box && !y.box)
        return (x.k > y.k) - (x.k < y.k);
    if (!x.box) /* the point at distance k against the coordinate, along the axis's sign */
        return hd_xsign_along(E->u, E->c, x.k, y.L, y.Le, y.axis == 1) * hd_sgn(u_ax(E, y.axis));
    if (!y.box)
        return -tb_cmp(E, y, x);
    rctx cx;
    cx.nf = 0;
    int A = fac3(&cx, x.L, x.Le, -(x.axis ? E->c.y : E->c.x), 3), B = fac3(&cx, y.L, y.Le, -(y.axis ? E->c.y : E->c.x), 3);
    int ux = fac1(&cx, u_ax(E, x.axis)), uy = fac1(&cx, u_ax(E, y.axis));
    rpoly pa = p_f(A), pb = p_f(B), qx = p_f(ux), qy = p_f(uy);
    rpoly l = p_mul(&pa, &qy), r = p_mul(&pb, &qx);
    l = p_add(l, &r, -1);
    return p_sign(&cx, &l) * hd_sgn(u_ax(E, x.axis)) * hd_sgn(u_ax(E, y.axis));
}

static tb tbk(double k) { return (tb){false, k, 0, 0, 0}; }
static tb tbl(double L, double Le, int axis) { return (tb){true, 0, L, Le, axis}; }

/* A radial edge with inexact ends against a rect (with area, or a segment). */
static facts radial_vs_rect(const radial *E, const hd_rect *R)
{
    facts f = {.known = true};
    double lo[2] = {R->x, R->y}, hi[2], hie[2], cc[2] = {E->c.x, E->c.y};
    hd_split_sum(R->x, R->w, &hi[0], &hie[0]);
    hd_split_sum(R->y, R->h, &hi[1], &hie[1]);
    if (R->w > 0 && R->h > 0) {
        /* the open E meets the open box: every lower bound on the distance below every upper one */
        tb l[3] = {tbk(E->rin)}, h[3] = {tbk(E->rout)};
        int nl = 1, nh = 1;
        bool ok = true;
        for (int a = 0; a < 2 && ok; a++) {
            int s = hd_sgn(u_ax(E, a));
            if (s == 0) {
                ok = lo[a] < cc[a] && xcmp(cc[a], 0, hi[a], hie[a]) < 0;
                continue;
            }
            l[nl++] = s > 0 ? tbl(lo[a], 0, a) : tbl(hi[a], hie[a], a);
            h[nh++] = s > 0 ? tbl(hi[a], hie[a], a) : tbl(lo[a], 0, a);
        }
        for (int i = 0; i < nl && ok; i++)
            for (int j = 0; j < nh && ok; j++)
                ok = tb_cmp(E, l[i], h[j]) < 0;
        f.meet = ok;
        bool in0 = E->rin == 0 ? hd_point_in_rect(R, E->c) : loc_rect_raypoint(R, E->c, E->u, E->rin).where != L_OUT;
        f.a_in_b = in0 && loc_rect_raypoint(R, E->c, E->u, E->rout).where != L_OUT;
        f.meet = f.meet || f.a_in_b;
        return f;
    }
    /* a segment on the line axis fx = lo[fx], running along g */
    int fx = R->w == 0 ? 0 : 1, g = 1 - fx;
    int sf = hd_sgn(u_ax(E, fx)), sg = hd_sgn(u_ax(E, g));
    if (sf != 0) { /* crossing the segment's line at one distance */
        tb t = tbl(lo[fx], 0, fx);
        bool ok = tb_cmp(E, tbk(E->rin), t) < 0 && tb_cmp(E, t, tbk(E->rout)) < 0;
        if (ok && sg == 0)
            ok = lo[g] < cc[g] && xcmp(cc[g], 0, hi[g], hie[g]) < 0;
        else if (ok)
            ok = tb_cmp(E, t, tbl(lo[g], 0, g)) * sg > 0 && tb_cmp(E, t, tbl(hi[g], hie[g], g)) * sg < 0;
        f.meet = ok;
        return f;
    }
    if (cc[fx] != lo[fx])
        return f; /* parallel, apart or touching at no interior point */
    tb slo = sg > 0 ? tbl(lo[g], 0, g) : tbl(hi[g], hie[g], g), shi = sg > 0 ? tbl(hi[g], hie[g], g) : tbl(lo[g], 0, g);
    tb rin = tbk(E->rin), rout = tbk(E->rout);
    f.meet = tb_cmp(E, rin, shi) < 0 && tb_cmp(E, slo, rout) < 0;
    f.b_in_a = tb_cmp(E, rin, slo) <= 0 && tb_cmp(E, shi, rout) <= 0;
    f.a_in_b = tb_cmp(E, slo, rin) <= 0 && tb_cmp(E, rout, shi) <= 0;
    return f;
}

/* A sector A (with area, or a curve arc) against a straight shape. */
static facts sect_vs_poly(const sect *A, const canon *B)
{
    facts f = {.known = true};
    const poly *P = &B->pg;
    bool curve = A->rin == A->rout;
    if (curve) {
        if (P->region)
            return curve_vs_region(A, B);
        f.meet = seg_meets_curve(A, pv(P, 0), pv(P, 1));
        return f;
    }
    bool edges_meet = false;
    /* A big polygon's edges whose boxes miss the box of A's disk (widened
     * past the rounding of c -+ rout) do not meet A's interior. */
    bool prune = !HD_GEOM_PLAIN && P->v && P->region && P->n > HD_ET_PLAIN_MAX;
    double m = 0x1p-48 * (fabs(A->c.x) + fabs(A->c.y) + A->rout);
    hd_vec2 dlo = hd_v(A->c.x - A->rout - m, A->c.y - A->rout - m), dhi = hd_v(A->c.x + A->rout + m, A->c.y + A->rout + m);
    for (int i = 0; i < nedges(P) && !edges_meet; i++) {
        if (prune) {
            hd_vec2 a = P->v[i], b = P->v[(i + 1) % P->n];
            if (!hd_et_boxes_meet(hd_v(hd_min(a.x, b.x), hd_min(a.y, b.y)), hd_v(hd_max(a.x, b.x), hd_max(a.y, b.y)),
                                  dlo, dhi))
                continue;
        }
        edges_meet = seg_meets_int(A, pv(P, i), pv(P, i + 1));
    }
    f.b_in_a = true;
    for (int i = 0; i < P->n && f.b_in_a; i++)
        f.b_in_a = xpt_in_sect(A, pv(P, i));
    for (int i = 0; i < nedges(P) && f.b_in_a; i++)
        f.b_in_a = !seg_leaves_low(A, pv(P, i), pv(P, i + 1));
    if (f.b_in_a && P->region && A->rin > 0 && locate(P, xp(A->c)).where != L_OUT)
        f.b_in_a = false; /* P surrounds the hole */
    if (P->region && !edges_meet)
        f.a_in_b = B->is_rect ? sect_in_rect(A, &B->rect) : sect_in_region(A, P);
    f.meet = edges_meet || f.a_in_b || (f.b_in_a && P->region);
    return f;
}

/* ---- concentric sectors: radial intervals times angular ranges --------------------- */

/* A set of directions: the directions v with s_i cross(u_i, v) > 0 for all
 * (or, with any, for some) of n half-planes through the origin; every
 * direction with all_dirs, none with n == 0 otherwise. */
typedef struct dset {
    bool all_dirs, any;
    int n;
    hd_vec2 u[2];
    int s[2];
} dset;

/* The directions just past w (w turned by a small positive angle) are in D:
 * per half-plane the sign of s cross(u, w), or where it is 0 of s dot(u, w). */
static bool dset_after(const dset *D, hd_vec2 w)
{
    if (D->all_dirs)
        return true;
    const hd_vec2 o = {0, 0};
    bool acc = !D->any;
    for (int i = 0; i < D->n; i++) {
        int k = hd_sign_cross_diff(D->u[i], o, w, o);
        if (k == 0)
            k = hd_sign_dot_diff(D->u[i], o, w, o);
        bool in = D->s[i] * k > 0;
        acc = D->any ? acc || in : acc && in;
    }
    return acc;
}

static bool dset_has(const dset *D, hd_vec2 v)
{
    if (D->all_dirs)
        return true;
    const hd_vec2 o = {0, 0};
    bool acc = !D->any;
    for (int i = 0; i < D->n; i++) {
        bool in = D->s[i] * hd_sign_cross_diff(D->u[i], o, v, o) > 0;
        acc = D->any ? acc || in : acc && in;
    }
    return acc;
}

/* The open range (the interior of hd_in_range's closed one) and the open
 * complement of the closed range. */
static dset open_range(const hd_range *rg)
{
    dset d = {.all_dirs = rg->full, .any = rg->reflex, .n = 2, .u = {rg->us, rg->ue}, .s = {1, -1}};
    return d;
}

static dset range_complement(const hd_range *rg)
{
    if (rg->full)
        return (dset){.n = 0};
    dset d = {.any = !rg->reflex, .n = 2, .u = {rg->us, rg->ue}, .s = {-1, 1}};
    return d;
}

/* Two open direction sets share a direction: both are unions of open arcs
 * bounded by the directions +-u_i, so a common arc starts at one of them. */
static bool dsets_meet(const dset *A, const dset *B)
{
    if ((!A->all_dirs && A->n == 0) || (!B->all_dirs && B->n == 0))
        return false;
    if (A->all_dirs && B->all_dirs)
        return true;
    const dset *S[2] = {A, B};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < S[k]->n; i++)
            for (int sg = -1; sg <= 1; sg += 2) {
                hd_vec2 w = hd_v(sg * S[k]->u[i].x, sg * S[k]->u[i].y);
                if (dset_after(A, w) && dset_after(B, w))
                    return true;
            }
    return false;
}

/* A sector or a radial edge around its centre: the radii, and the range (a
 * radial edge: the single direction u). */
typedef struct polar {
    double rin, rout;
    bool edge;
    hd_vec2 u;
    hd_range rg;
} polar;

static polar polar_of(const canon *k)
{
    if (k->has_sect)
        return (polar){k->sc.rin, k->sc.rout, false, {0, 0}, k->sc.rg};
    return (polar){k->rd.rin, k->rd.rout, true, k->rd.u, {0}};
}

/* The relative interiors meet (radial: (rin, rout), or {R} for a curve). */
static bool radial_meet(const polar *a, const polar *b)
{
    bool ca = a->rin == a->rout, cb = b->rin == b->rout;
    if (ca && cb)
        return a->rin == b->rin;
    if (ca)
        return b->rin < a->rin && a->rin < b->rout;
    if (cb)
        return a->rin < b->rin && b->rin < a->rout;
    return hd_max(a->rin, b->rin) < hd_min(a->rout, b->rout);
}

/* The closed angular set of a lies in b's. */
static bool angular_in(const polar *a, const polar *b)
{
    if (a->edge)
        return b->edge ? dsame(dv(a->u), dv(b->u)) : hd_dir_in_range(&b->rg, a->u);
    if (b->edge)
        return false;
    dset oa = open_range(&a->rg), cb = range_complement(&b->rg);
    return !dsets_meet(&oa, &cb); /* the closure of a's open range misses b's open complement */
}

/* Two arcs or wedges (with a sweep, or radial edges with inexact ends) with
 * the same centre: in polar coordinates around it each is a radial interval
 * times a set of directions (the centre, which no relative interior holds,
 * is in both closed sets only with rin == 0 in both, and then in them), so
 * the relative interiors meet iff the radial ones and the angular ones do,
 * and one lies in the other iff its interval and its directions do. */
static facts concentric(const canon *A, const canon *B)
{
    facts f = {.known = true};
    polar a = polar_of(A), b = polar_of(B);
    bool ang_meet;
    if (a.edge && b.edge)
        ang_meet = dsame(dv(a.u), dv(b.u));
    else if (a.edge || b.edge) {
        const polar *e = a.edge ? &a : &b, *s = a.edge ? &b : &a;
        dset o = open_range(&s->rg);
        ang_meet = dset_has(&o, e->u);
    } else {
        dset oa = open_range(&a.rg), ob = open_range(&b.rg);
        ang_meet = dsets_meet(&oa, &ob);
    }
    f.meet = ang_meet && radial_meet(&a, &b);
    f.b_in_a = a.rin <= b.rin && b.rout <= a.rout && angular_in(&b, &a);
    f.a_in_b = b.rin <= a.rin && a.rout <= b.rout && angular_in(&a, &b);
    return f;
}

/* ---- two sectors around different centres ------------------------------------------ */

/*
 * Every piece of a sector's outline is a closed arc of a circle or a closed
 * radial segment. A closed piece meets an open set U (oset: half-planes
 * through U's centre and an open annulus around it) iff one of the open
 * pieces it is cut into by U's boundary lies in U; along an arc each such
 * piece starts at the arc's start or at a crossing of the arc's circle with
 * U's lines or circles (inside the open arc), and lies in U iff the arc,
 * leaving that point counterclockwise, runs into U: per constraint f > 0 of
 * U the sign of f there, else of f', else of f'' (never all 0 for two
 * different centres). On a circle (o, R) every such f is linear in x - o:
 * cross(w, x - c') = cross(w, x - o) + cross(w, o - c'), and |x - c'|^2 =
 * R^2 + 2 (x - o).(o - c') + |o - c'|^2; and every point used is x - o =
 * (X + Y sqrt(Q)) / D with D > 0: a corner (X = 0, Y = R u, Q = D = |u|^2),
 * a crossing with a line p + t w (X = cross(w, p - o) rot90(w), Y = +-w,
 * D = |w|^2, Q = R^2 |w|^2 - cross(w, p - o)^2), a crossing with a circle
 * (p, r) (d = p - o, N = R^2 - r^2 + |d|^2: X = N d, Y = +-rot90(d),
 * D = 2 |d|^2, Q = 4 R^2 |d|^2 - N^2): one sign of A + B sqrt(Q) each.
 * Along a radial segment o + s u, s in [k0 / |u|, k1 / |u|], U's lines cut
 * at ratios and its circles at roots of a quadratic in s; they are
 * compared with each other as for straight segments and with the ends
 * k / |u| through signs of A + B sqrt(|u|^2).
 *
 * The relation then: for a sector with area A, int A = the union of the
 * osets of its range within its annulus, its open complement the union of
 * the osets |x - c| > rout, |x - c| < rin and the directions outside the
 * range. B lies in A iff no outline piece of B meets A's open complement
 * and (an annulus A) B does not hold A's centre (the hole is then in B's
 * interior). When neither contains the other, two sectors with area have
 * meeting interiors iff an outline piece of B meets int A (int A is
 * connected: if none does, int A lies in int B or outside B). A curve arc or
 * a radial edge B against a sector with area: its closed piece meets the
 * open int A iff its relative interior does. Two curves meet at the
 * crossings of their circles, a curve and a radial edge at the roots along
 * the edge, two radial edges at their lines' crossing, or along their
 * common line (positions compared through signs of A + B sqrt(|u|^2)).
 *
 * The degrees reach 6 in lengths (with 2 in ray components; 4 and 4, 2 and
 * 6 elsewhere) for the squares in p_sign_aq_big, so both shapes are first
 * scaled by one power of two: with their lengths (centre coordinates and
 * radii) spanning s bits from the largest magnitude to the lowest set bit
 * of any, the largest below 2^m and the lowest set bit at or above 2^-150
 * (m = max(0, s - 150)). Ray components are multiples of 2^-52 within 1
 * (hd_ray_deg). A monomial of the squares is then a multiple of at least
 * 2^-(6 * 150 + 2 * 52) = 2^-1004 (so the expansions' products are exact
 * and the filters' products normal), and below 2^(6 (m + 2)) times the
 * monomial count, which stays under 2^1000 for m <= 160: s <= SS_SPAN =
 * 310. A pair whose lengths span more (a centre at 1e50 against a radius
 * of 1e-50) is left undecided (HD_RELATION_UNKNOWN).
 */
#define SS_SPAN 310
#define SS_LOW 150

/* A point on the circle (o, R), rebuilt in each context that uses it. */
enum { P_PLAIN, P_CORNER, P_LINEX, P_CIRX };
typedef struct ptspec {
    int kind;
    hd_vec2 o;
    double R;
    hd_vec2 u; /* CORNER: the ray; LINEX: the line's direction */
    hd_vec2 p; /* LINEX: a point of the line; CIRX: the other centre */
    double r;  /* CIRX: the other radius */
    int s;     /* LINEX, CIRX: the root (+-1) */
    int qs;    /* LINEX, CIRX: 1 where the radicand Q is known > 0 (pt_disc), else 0 (not known) */
} ptspec;

typedef struct rpt {
    rpoly X[2], Y[2], Q, D;
    bool rad;
} rpt;

static void pt_build(rctx *cx, const ptspec *P, rpt *x)
{
    rpoly R = p_f(fac1(cx, P->R)), R2 = p_sq(&R);
    x->rad = true;
    switch (P->kind) {
    case P_PLAIN:
        x->X[0] = R;
        x->X[1] = x->Y[0] = x->Y[1] = x->Q = rp_zero();
        x->D = p_k(cx, 1.0);
        x->rad = false;
        return;
    case P_CORNER: {
        fvec u = fv1(cx, P->u);
        rpoly ux = p_f(u.x), uy = p_f(u.y);
        x->X[0] = x->X[1] = rp_zero();
        x->Y[0] = p_mul(&R, &ux);
        x->Y[1] = p_mul(&R, &uy);
        x->Q = p_dot(u, u);
        x->D = x->Q;
        return;
    }
    case P_LINEX: {
        fvec w = fv1(cx, P->u), e = fvd(cx, P->p, P->o);
        rpoly cr = p_cross(w, e), wx = p_f(w.x), wy = p_f(w.y);
        rpoly ww = p_dot(w, w);
        x->X[0] = p_mul(&cr, &wy);
        x->X[0] = p_neg(x->X[0]);
        x->X[1] = p_mul(&cr, &wx);
        x->Y[0] = P->s > 0 ? wx : p_neg(wx);
        x->Y[1] = P->s > 0 ? wy : p_neg(wy);
        x->D = ww;
        rpoly t = p_mul(&R2, &ww), c2 = p_sq(&cr);
        x->Q = p_add(t, &c2, -1);
        return;
    }
    default: { /* P_CIRX */
        fvec d = fvd(cx, P->p, P->o);
        rpoly dx = p_f(d.x), dy = p_f(d.y), a = p_dot(d, d);
        rpoly r = p_f(fac1(cx, P->r)), r2 = p_sq(&r);
        rpoly N = p_add(R2, &r2, -1);
        N = p_add(N, &a, 1);
        x->X[0] = p_mul(&N, &dx);
        x->X[1] = p_mul(&N, &dy);
        x->Y[0] = P->s > 0 ? p_neg(dy) : dy;
        x->Y[1] = P->s > 0 ? dx : p_neg(dx);
        x->D = p_scale(cx, 2.0, &a);
        rpoly four = p_k(cx, 4.0), t = p_mul3(&four, &R2, &a), n2 = p_sq(&N);
        x->Q = p_add(t, &n2, -1);
        return;
    }
    }
}

/* sign(Q) of the point's radicand (< 0: no such point). */
static int pt_disc(const ptspec *P)
{
    rctx cx;
    cx.nf = 0;
    rpt x;
    pt_build(&cx, P, &x);
    return x.rad ? p_sign(&cx, &x.Q) : 1;
}

/* A linear form of x - o: cross(w, .) or dot(w, .), w = m (a - b) (b NULL: w = a). */
typedef struct lform {
    bool cross;
    hd_vec2 a, b;
    bool diff;
    double m;
} lform;

/* An added constant: none, cross(u, a - b), or R^2 + |a - b|^2 - rho^2. */
typedef struct kform {
    int kind;
    hd_vec2 u, a, b;
    double R, rho;
} kform;

static rpoly lf_apply(rctx *cx, const lform *L, const rpoly v[2])
{
    fvec w = L->diff ? (fvec){fac2(cx, L->m * L->a.x, -L->m * L->b.x), fac2(cx, L->m * L->a.y, -L->m * L->b.y)}
                     : fv1(cx, L->a);
    rpoly wx = p_f(w.x), wy = p_f(w.y);
    rpoly s, t;
    if (L->cross) { /* wx v.y - wy v.x */
        s = p_mul(&wx, &v[1]);
        t = p_mul(&wy, &v[0]);
        return p_add(s, &t, -1);
    }
    s = p_mul(&wx, &v[0]);
    t = p_mul(&wy, &v[1]);
    return p_add(s, &t, 1);
}

/* sign(L(x - o) + k) at the point P. */
static int lin_at(const ptspec *P, lform L, kform K)
{
    rctx cx;
    cx.nf = 0;
    rpt x;
    pt_build(&cx, P, &x);
    rpoly A = lf_apply(&cx, &L, x.X);
    if (K.kind == 1) {
        fvec u = fv1(&cx, K.u), e = fvd(&cx, K.a, K.b);
        rpoly k = p_cross(u, e), kd = p_mul(&k, &x.D);
        A = p_add(A, &kd, 1);
    } else if (K.kind == 2) {
        fvec e = fvd(&cx, K.a, K.b);
        rpoly k = p_dot(e, e), R = p_f(fac1(&cx, K.R)), rho = p_f(fac1(&cx, K.rho));
        rpoly R2 = p_sq(&R), rho2 = p_sq(&rho);
        k = p_add(k, &R2, 1);
        k = p_add(k, &rho2, -1);
        rpoly kd = p_mul(&k, &x.D);
        A = p_add(A, &kd, 1);
    }
    if (!x.rad)
        return p_sign(&cx, &A);
    rpoly B = lf_apply(&cx, &L, x.Y);
    return p_sign_aq_big(&cx, &A, &B, &x.Q);
}

static lform lf_ray(bool cross, hd_vec2 w) { return (lform){cross, w, {0, 0}, false, 1}; }
static lform lf_diff(bool cross, hd_vec2 a, hd_vec2 b, double m) { return (lform){cross, a, b, true, m}; }
static const kform K_NONE = {0, {0, 0}, {0, 0}, {0, 0}, 0, 0};

/* The point (on its circle around P->o) is strictly inside the open arc rg. */
static bool pt_in_open_range(const ptspec *P, const hd_range *rg, hd_vec2 o)
{
    if (rg->full)
        return true;
    kform k0 = K_NONE, k1 = K_NONE;
    if (!hd_veq(o, P->o)) {
        k0 = (kform){1, rg->us, P->o, o, 0, 0};
        k1 = (kform){1, rg->ue, P->o, o, 0, 0};
    }
    bool c1 = lin_at(P, lf_ray(true, rg->us), k0) > 0;
    if (rg->reflex && c1)
        return true;
    if (!rg->reflex && !c1)
        return false;
    return lin_at(P, lf_ray(true, rg->ue), k1) < 0;
}

/* The arc through P, leaving it counterclockwise, runs into the half-plane
 * s cross(u, x - c) > 0 (f, then f' = s u.(x - o), then f'' = -s cross(u, x - o)).
 * A crossing P of its circle with this very line (P_LINEX with w = u, p = c)
 * lies on it: f = 0 exactly, and with x - o = (X + s_P w sqrt(Q)) / |w|^2,
 * X = cross(w, c - o) rot90(w) (pt_build) perpendicular to w, u.(x - o) =
 * s_P |w|^2 sqrt(Q) / |w|^2, of sign s_P when Q > 0. Those are the signs
 * lin_at finds there (exactly, but the doubles cannot tell a zero: f, and
 * the rational part of f', cancel only symbolically), so they are taken
 * directly. */
static bool germ_line(const ptspec *P, hd_vec2 c, hd_vec2 u, int s)
{
    if (P->kind == P_LINEX && P->qs > 0 && hd_veq(P->u, u) && hd_veq(P->p, c))
        return s * P->s > 0;
    int v = lin_at(P, lf_ray(true, u), (kform){1, u, P->o, c, 0, 0});
    if (v == 0)
        v = lin_at(P, lf_ray(false, u), K_NONE);
    if (v == 0)
        v = -lin_at(P, lf_ray(true, u), K_NONE);
    return s * v > 0;
}

/* ... into {want (|x - c|^2 - rho^2) > 0}: f = 2 (o - c).(x - o) + R^2 +
 * |o - c|^2 - rho^2, f' = -2 cross(o - c, x - o), f'' = -2 (o - c).(x - o).
 * A crossing P of its circle with this very circle (P_CIRX with p = c,
 * r = rho) lies on it: f = 0 exactly; with d = c - o and x - o = (N d + s_P
 * rot90(d) sqrt(Q)) / (2 |d|^2) (pt_build), cross(o - c, x - o) =
 * -s_P |d|^2 sqrt(Q) / (2 |d|^2), so f' has the sign s_P when Q > 0: the
 * signs lin_at finds there, taken directly (as in germ_line). */
static bool germ_circle(const ptspec *P, hd_vec2 c, double rho, int want)
{
    if (P->kind == P_CIRX && P->qs > 0 && hd_veq(P->p, c) && P->r == rho)
        return want * P->s > 0;
    int v = lin_at(P, lf_diff(false, P->o, c, 2.0), (kform){2, {0, 0}, P->o, c, P->R, rho});
    if (v == 0)
        v = -lin_at(P, lf_diff(true, P->o, c, 1.0), K_NONE);
    if (v == 0)
        v = -lin_at(P, lf_diff(false, P->o, c, 1.0), K_NONE);
    return want * v > 0;
}

static bool germ_in_oset(const ptspec *P, const oset *U)
{
    for (int i = 0; i < U->nl; i++)
        if (!germ_line(P, U->c, U->u[i], U->s[i]))
            return false;
    if (U->has_ro && !germ_circle(P, U->c, U->ro, -1))
        return false;
    if (U->has_ri && !germ_circle(P, U->c, U->ri, 1))
        return false;
    return true;
}

/* The closed arc of circle (o, R) within rg (R > 0, o != U's centre) meets U. */
static bool arc_meets_oset(hd_vec2 o, double R, const hd_range *rg, const oset *U)
{
    ptspec st = {rg->full ? P_PLAIN : P_CORNER, o, R, rg->us, {0, 0}, 0, 0, 0};
    if (germ_in_oset(&st, U))
        return true;
    ptspec cand[4];
    int nc = 0;
    for (int i = 0; i < U->nl; i++)
        cand[nc++] = (ptspec){P_LINEX, o, R, U->u[i], U->c, 0, 0, 0};
    if (U->has_ro)
        cand[nc++] = (ptspec){P_CIRX, o, R, {0, 0}, U->c, U->ro, 0, 0};
    if (U->has_ri)
        cand[nc++] = (ptspec){P_CIRX, o, R, {0, 0}, U->c, U->ri, 0, 0};
    for (int i = 0; i < nc; i++) {
        ptspec q = cand[i];
        q.s = 1;
        int ds = pt_disc(&q);
        if (ds < 0)
            continue;
        q.qs = ds > 0;
        for (int s = 1; s >= (ds > 0 ? -1 : 1); s -= 2) {
            q.s = s;
            if (pt_in_open_range(&q, rg, o) && germ_in_oset(&q, U))
                return true;
        }
    }
    return false;
}

/* ---- a radial segment o + s u, s in [k0 / |u|, k1 / |u|], against an oset around c */

typedef struct rseg {
    hd_vec2 o, u;
    double k0, k1;
    const oset *U;
} rseg;

enum { RB_END, RB_LIN, RB_ROOT };
typedef struct rbnd {
    int kind, i, which; /* END: k; LIN: line i; ROOT: i 0 (ro) or 1 (ri), which 1 (lower) or 2 (upper) */
    double k;
} rbnd;

/* the line's crossing as n / d: n = -cross(u_i, o - c), d = cross(u_i, u) */
static void rs_lin(rctx *cx, const rseg *S, int i, rpoly *n, rpoly *d)
{
    fvec ui = fv1(cx, S->U->u[i]), e = fvd(cx, S->o, S->U->c), u = fv1(cx, S->u);
    *n = p_cross(ui, e);
    *n = p_neg(*n);
    *d = p_cross(ui, u);
}

static int rs_dsign(const rseg *S, int i)
{
    rctx cx;
    cx.nf = 0;
    rpoly n, d;
    rs_lin(&cx, S, i, &n, &d);
    return p_sign(&cx, &d);
}

static int rs_nsign(const rseg *S, int i)
{
    rctx cx;
    cx.nf = 0;
    rpoly n, d;
    rs_lin(&cx, S, i, &n, &d);
    return p_sign(&cx, &n);
}

/* g(s) = |u|^2 s^2 + 2 b s + c0 with b = u.(o - c), c0 = |o - c|^2 - rho^2 */
static void rs_quad(rctx *cx, const rseg *S, double rho, rpoly *a, rpoly *b, rpoly *c0)
{
    fvec u = fv1(cx, S->u), e = fvd(cx, S->o, S->U->c);
    *a = p_dot(u, u);
    *b = p_dot(u, e);
    *c0 = p_dot(e, e);
    rpoly r = p_f(fac1(cx, rho)), r2 = p_sq(&r);
    *c0 = p_add(*c0, &r2, -1);
}

static double rs_rho(const rseg *S, int i) { return i == 0 ? S->U->ro : S->U->ri; }

/* sign(disc) of g: b^2 - a c0 */
static int rs_disc(const rseg *S, double rho)
{
    rctx cx;
    cx.nf = 0;
    rpoly a, b, c0;
    rs_quad(&cx, S, rho, &a, &b, &c0);
    rpoly b2 = p_sq(&b), ac = p_mul(&a, &c0);
    b2 = p_add(b2, &ac, -1);
    return p_sign(&cx, &b2);
}

/* from sign(g(t)) and sign(t - vertex): sign(t - root) */
static int root_cmp(int gs, int vs, int which)
{
    if (which == 1) {
        if (gs < 0)
            return 1;
        if (gs == 0)
            return vs > 0 ? 1 : 0;
        return vs > 0 ? 1 : -1;
    }
    if (gs < 0)
        return -1;
    if (gs == 0)
        return vs < 0 ? -1 : 0;
    return vs < 0 ? -1 : 1;
}

/* sign(t - root) for a non-root bound t */
static int rs_cmp_root(const rseg *S, rbnd t, rbnd r)
{
    rctx cx;
    cx.nf = 0;
    rpoly a, b, c0;
    rs_quad(&cx, S, rs_rho(S, r.i), &a, &b, &c0);
    int gs, vs;
    if (t.kind == RB_LIN) {
        rpoly n, d;
        rs_lin(&cx, S, t.i, &n, &d);
        int ds = p_sign(&cx, &d);
        /* g(n / d) d^2 = a n^2 + 2 b n d + c0 d^2; n / d - vertex = (a n + b d) / (a d) */
        rpoly n2 = p_sq(&n), d2 = p_sq(&d), two = p_k(&cx, 2.0);
        rpoly g = p_mul(&a, &n2), t2 = p_mul(&two, &b), t3 = p_mul3(&t2, &n, &d), t4 = p_mul(&c0, &d2);
        g = p_add(g, &t3, 1);
        g = p_add(g, &t4, 1);
        gs = p_sign(&cx, &g);
        if (gs < 0) /* between the roots: root_cmp needs no vertex side */
            return root_cmp(gs, 0, r.which);
        rpoly an = p_mul(&a, &n), bd = p_mul(&b, &d);
        an = p_add(an, &bd, 1);
        vs = p_sign(&cx, &an) * ds;
    } else { /* s = k / sqrt(a): g sqrt(a) = 2 b k + (k^2 + c0) sqrt(a); s - vertex ~ b + k sqrt(a) */
        rpoly K = p_f(fac1(&cx, t.k)), two = p_k(&cx, 2.0);
        rpoly A = p_mul3(&two, &b, &K), k2 = p_sq(&K);
        rpoly B = p_add(k2, &c0, 1);
        gs = p_sign_aq_big(&cx, &A, &B, &a);
        if (gs < 0)
            return root_cmp(gs, 0, r.which);
        vs = p_sign_aq_big(&cx, &b, &K, &a);
    }
    return root_cmp(gs, vs, r.which);
}

static int rs_cmp(const rseg *S, rbnd x, rbnd y)
{
    if (x.kind == RB_ROOT && y.kind == RB_ROOT) {
        int ox = x.i == 0 ? (x.which == 1 ? 0 : 3) : x.which, oy = y.i == 0 ? (y.which == 1 ? 0 : 3) : y.which;
        return (ox > oy) - (ox < oy);
    }
    if (y.kind == RB_ROOT)
        return rs_cmp_root(S, x, y);
    if (x.kind == RB_ROOT)
        return -rs_cmp_root(S, y, x);
    if (x.kind == RB_END && y.kind == RB_END)
        return (x.k > y.k) - (x.k < y.k);
    rctx cx;
    cx.nf = 0;
    if (x.kind == RB_LIN && y.kind == RB_LIN) {
        rpoly n1, d1, n2, d2;
        rs_lin(&cx, S, x.i, &n1, &d1);
        rs_lin(&cx, S, y.i, &n2, &d2);
        rpoly l = p_mul(&n1, &d2), r = p_mul(&n2, &d1);
        l = p_add(l, &r, -1);
        return p_sign(&cx, &l) * p_sign(&cx, &d1) * p_sign(&cx, &d2);
    }
    int flip = 1;
    if (x.kind == RB_END) { /* make x the line */
        rbnd t = x;
        x = y;
        y = t;
        flip = -1;
    }
    /* n / d - k / sqrt(a) has the sign of (n sqrt(a) - k d) times sign(d) */
    rpoly n, d;
    rs_lin(&cx, S, x.i, &n, &d);
    fvec u = fv1(&cx, S->u);
    rpoly a = p_dot(u, u), K = p_f(fac1(&cx, y.k)), kd = p_mul(&K, &d);
    kd = p_neg(kd);
    return flip * p_sign(&cx, &d) * p_sign_aq_big(&cx, &kd, &n, &a);
}

static bool rs_feasible(const rseg *S, const rbnd *lo, int nlo, const rbnd *hi, int nhi)
{
    for (int i = 0; i < nlo; i++)
        for (int j = 0; j < nhi; j++)
            if (rs_cmp(S, lo[i], hi[j]) >= 0)
                return false;
    return true;
}

/* The closed radial segment (k0 < k1) meets the open set U. */
static bool rseg_meets_oset(hd_vec2 o, hd_vec2 u, double k0, double k1, const oset *U)
{
    rseg S = {o, u, k0, k1, U};
    rbnd lo[6] = {{RB_END, 0, 0, k0}}, hi[6] = {{RB_END, 0, 0, k1}};
    int nlo = 1, nhi = 1;
    for (int i = 0; i < U->nl; i++) {
        int d = rs_dsign(&S, i), s = U->s[i];
        if (d == 0) { /* parallel: h = cross(u_i, o - c) = -n throughout */
            if (-s * rs_nsign(&S, i) <= 0)
                return false;
            continue;
        }
        rbnd b = {RB_LIN, i, 0, 0};
        if (s * d > 0)
            lo[nlo++] = b;
        else
            hi[nhi++] = b;
    }
    if (U->has_ro) {
        if (rs_disc(&S, U->ro) <= 0)
            return false;
        lo[nlo++] = (rbnd){RB_ROOT, 0, 1, 0};
        hi[nhi++] = (rbnd){RB_ROOT, 0, 2, 0};
    }
    if (U->has_ri && rs_disc(&S, U->ri) > 0) {
        hi[nhi] = (rbnd){RB_ROOT, 1, 1, 0};
        if (rs_feasible(&S, lo, nlo, hi, nhi + 1))
            return true;
        lo[nlo] = (rbnd){RB_ROOT, 1, 2, 0};
        return rs_feasible(&S, lo, nlo + 1, hi, nhi);
    }
    return rs_feasible(&S, lo, nlo, hi, nhi);
}

/* ---- pieces, open sets, facts ------------------------------------------------------ */

typedef struct piece {
    bool arc;
    hd_vec2 o;
    double R;          /* arc */
    hd_range rg;       /* arc */
    hd_vec2 u;         /* segment */
    double k0, k1;     /* segment */
} piece;

static piece pc_arc(hd_vec2 o, double R, hd_range rg) { return (piece){true, o, R, rg, {0, 0}, 0, 0}; }
static piece pc_seg(hd_vec2 o, hd_vec2 u, double k0, double k1) { return (piece){false, o, 0, {0}, u, k0, k1}; }

enum { K_AREA, K_CURVE, K_EDGE };

static int ss_kind(const canon *K)
{
    if (K->has_radial)
        return K_EDGE;
    return K->sc.rin == K->sc.rout ? K_CURVE : K_AREA;
}

static int pieces_of(const canon *K, piece out[4])
{
    if (K->has_radial) {
        out[0] = pc_seg(K->rd.c, K->rd.u, K->rd.rin, K->rd.rout);
        return 1;
    }
    const sect *A = &K->sc;
    int n = 0;
    out[n++] = pc_arc(A->c, A->rout, A->rg);
    if (A->rin == A->rout)
        return n;
    if (A->rin > 0)
        out[n++] = pc_arc(A->c, A->rin, A->rg);
    if (!A->rg.full) {
        out[n++] = pc_seg(A->c, A->rg.us, A->rin, A->rout);
        out[n++] = pc_seg(A->c, A->rg.ue, A->rin, A->rout);
    }
    return n;
}

static bool piece_meets(const piece *p, const oset *U)
{
    return p->arc ? arc_meets_oset(p->o, p->R, &p->rg, U) : rseg_meets_oset(p->o, p->u, p->k0, p->k1, U);
}

/* int A (area) as osets */
static int int_osets(const sect *A, oset out[2])
{
    int n = range_osets(A, out);
    for (int i = 0; i < n; i++) {
        out[i].has_ro = true;
        out[i].ro = A->rout;
        out[i].has_ri = A->rin > 0;
        out[i].ri = A->rin;
    }
    return n;
}

/* the open complement of A (area) as osets */
static int ext_osets(const sect *A, oset out[4])
{
    int n = 0;
    out[n++] = (oset){.c = A->c, .has_ri = true, .ri = A->rout};
    if (A->rin > 0)
        out[n++] = (oset){.c = A->c, .has_ro = true, .ro = A->rin};
    if (A->rg.full)
        return n;
    if (A->rg.reflex)
        out[n++] = (oset){.c = A->c, .nl = 2, .u = {A->rg.ue, A->rg.us}, .s = {1, -1}};
    else {
        out[n++] = (oset){.c = A->c, .nl = 1, .u = {A->rg.us}, .s = {-1}};
        out[n++] = (oset){.c = A->c, .nl = 1, .u = {A->rg.ue}, .s = {1}};
    }
    return n;
}

static bool pieces_meet(const piece *P, int np, const oset *U, int nu)
{
    for (int i = 0; i < np; i++)
        for (int j = 0; j < nu; j++)
            if (piece_meets(&P[i], &U[j]))
                return true;
    return false;
}

/* B's pieces lie in A (area) */
static bool pieces_in(const piece *P, int np, const sect *A)
{
    oset E[4];
    int ne = ext_osets(A, E);
    return !pieces_meet(P, np, E, ne);
}

/* two radial edges (relative interiors meet; containment along a common line) */
static facts edge_edge(const radial *E1, const radial *E2)
{
    facts f = {.known = true};
    hd_vec2 o = {0, 0};
    int k = hd_sign_cross_diff(E1->u, o, E2->u, o);
    if (k != 0) {
        /* x = o1 + s1 u1 = o2 + s2 u2: s1 = cross(d, u2) / k, s2 = cross(d, u1) / k (d = o2 - o1) */
        for (int e = 0; e < 2; e++) {
            const radial *P = e ? E2 : E1, *Q = e ? E1 : E2;
            rctx cx;
            cx.nf = 0;
            fvec d = fvd(&cx, E2->c, E1->c), uq = fv1(&cx, Q->u), up = fv1(&cx, P->u), u1 = fv1(&cx, E1->u),
                 u2 = fv1(&cx, E2->u);
            rpoly n = p_cross(d, uq), kk = p_cross(u1, u2), a = p_dot(up, up);
            int ks = p_sign(&cx, &kk);
            for (int w = 0; w < 2; w++) {
                rpoly K = p_f(fac1(&cx, w ? P->rout : P->rin)), kd = p_mul(&K, &kk);
                kd = p_neg(kd);
                int s = ks * p_sign_aq_big(&cx, &kd, &n, &a); /* sign(s_P - k_w / |u_P|) */
                if (w == 0 ? s <= 0 : s >= 0)
                    return f;
            }
        }
        f.meet = true;
        return f;
    }
    if (hd_sign_cross_diff(E1->u, o, E2->c, E1->c) != 0)
        return f; /* parallel lines apart */
    int sg = hd_sign_dot_diff(E1->u, o, E2->u, o) > 0 ? 1 : -1;
    double tlo = sg > 0 ? E2->rin : E2->rout, thi = sg > 0 ? E2->rout : E2->rin;
    /* positions along E1's line from E1->c, measured in lengths: the difference c2 - c1 is
     * taken exactly by the factors below */
    rctx cx;
    cx.nf = 0;
    fvec u = fv1(&cx, E1->u), dd = fvd(&cx, E2->c, E1->c);
    rpoly A = p_dot(u, dd), Q = p_dot(u, u);
    int c[2][2];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) {
            rpoly B = p_f(fac2(&cx, sg * (i ? thi : tlo), -(j ? E1->rout : E1->rin)));
            c[i][j] = p_sign_aq_big(&cx, &A, &B, &Q); /* pos(E2 end i) - E1 end j */
        }
    f.meet = c[1][0] > 0 && c[0][1] < 0;
    f.b_in_a = c[0][0] >= 0 && c[1][1] <= 0;
    f.a_in_b = c[0][0] <= 0 && c[1][1] >= 0;
    return f;
}

/* two curve arcs: a crossing of their circles inside both open arcs */
static facts curve_curve(const sect *A, const sect *B)
{
    facts f = {.known = true};
    ptspec q = {P_CIRX, B->c, B->rout, {0, 0}, A->c, A->rout, 1, 0};
    int ds = pt_disc(&q);
    for (int s = 1; ds >= 0 && s >= (ds > 0 ? -1 : 1); s -= 2) {
        q.s = s;
        if (pt_in_open_range(&q, &B->rg, B->c) && pt_in_open_range(&q, &A->rg, A->c))
            f.meet = true;
    }
    return f;
}

/* a curve arc A and a radial edge E: a root along E's open segment inside A's open arc */
static facts curve_edge(const sect *A, const radial *E)
{
    facts f = {.known = true};
    oset U = {.c = A->c, .has_ro = true, .ro = A->rout};
    rseg S = {E->c, E->u, E->rin, E->rout, &U};
    int ds = rs_disc(&S, A->rout);
    for (int w = 1; ds >= 0 && w <= (ds > 0 ? 2 : 1); w++) {
        rbnd r = {RB_ROOT, 0, w, 0};
        if (rs_cmp(&S, (rbnd){RB_END, 0, 0, E->rin}, r) >= 0 || rs_cmp(&S, r, (rbnd){RB_END, 0, 0, E->rout}) >= 0)
            continue;
        ptspec q = {P_LINEX, A->c, A->rout, E->u, E->c, 0, w == 1 ? -1 : 1, 0};
        if (pt_in_open_range(&q, &A->rg, A->c))
            f.meet = true;
    }
    return f;
}

/* A sector with area against B (any of the three kinds), different centres. */
static facts area_vs(const canon *A, const canon *B)
{
    facts f = {.known = true};
    const sect *S = &A->sc;
    piece pb[4];
    int nb = pieces_of(B, pb);
    oset I[2];
    int ni = int_osets(S, I);
    if (ss_kind(B) != K_AREA) {
        f.b_in_a = pieces_in(pb, nb, S);
        f.meet = f.b_in_a || pieces_meet(pb, nb, I, ni);
        return f;
    }
    const sect *T = &B->sc;
    f.b_in_a = pieces_in(pb, nb, S) && !(S->rg.full && S->rin > 0 && xpt_in_sect(T, xp(S->c)));
    if (f.b_in_a)
        return f;
    piece pa[4];
    int na = pieces_of(A, pa);
    f.a_in_b = pieces_in(pa, na, T) && !(T->rg.full && T->rin > 0 && xpt_in_sect(S, xp(T->c)));
    f.meet = f.a_in_b || pieces_meet(pb, nb, I, ni);
    return f;
}

/* The lowest set bit's exponent of x != 0, and the exponent e with |x| < 2^e. */
static int low_bit(double x, int *e)
{
    double m = frexp(fabs(x), e);
    uint64_t M = (uint64_t)ldexp(m, 53);
    int tz = 0;
    while (!(M & 1)) {
        M >>= 1;
        tz++;
    }
    return *e - 53 + tz;
}

typedef struct span {
    int hi, lo;
    bool ok;
} span;

static void span_add(span *s, double x)
{
    if (x == 0)
        return;
    int e, l = low_bit(x, &e);
    s->hi = e > s->hi ? e : s->hi;
    s->lo = l < s->lo ? l : s->lo;
}

static void ray_ok(span *s, hd_vec2 u)
{
    for (int k = 0; k < 2; k++) {
        double v = k ? u.y : u.x;
        int e;
        if (v != 0 && (fabs(v) > 1 || low_bit(v, &e) < -52))
            s->ok = false;
    }
}

static void canon_scan(const canon *K, span *s)
{
    if (K->has_radial) {
        span_add(s, K->rd.c.x), span_add(s, K->rd.c.y), span_add(s, K->rd.rin), span_add(s, K->rd.rout);
        ray_ok(s, K->rd.u);
    } else {
        span_add(s, K->sc.c.x), span_add(s, K->sc.c.y), span_add(s, K->sc.rin), span_add(s, K->sc.rout);
        ray_ok(s, K->sc.rg.us);
        ray_ok(s, K->sc.rg.ue);
    }
}

static void canon_scale(canon *K, int k)
{
    if (K->has_radial) {
        K->rd.c = hd_v(ldexp(K->rd.c.x, k), ldexp(K->rd.c.y, k));
        K->rd.rin = ldexp(K->rd.rin, k), K->rd.rout = ldexp(K->rd.rout, k);
    } else {
        K->sc.c = hd_v(ldexp(K->sc.c.x, k), ldexp(K->sc.c.y, k));
        K->sc.rin = ldexp(K->sc.rin, k), K->sc.rout = ldexp(K->sc.rout, k);
    }
}

/* A range whose two rays are the same double vector though its sweep is
 * neither 0 nor 360 (an end off by a rounding of a multiple of 360): the
 * closed range (hd_in_range) is then every direction when reflex, else the
 * single ray. Rewritten so (full; or a radial edge); true where the sector
 * is then a single point (a curve along one ray). */
static bool ss_rays_equal(canon *K)
{
    if (!K->has_sect || K->sc.rg.full)
        return false;
    const hd_vec2 o = {0, 0};
    hd_range *rg = &K->sc.rg;
    if (hd_sign_cross_diff(rg->us, o, rg->ue, o) != 0 || hd_sign_dot_diff(rg->us, o, rg->ue, o) <= 0)
        return false;
    if (rg->reflex) {
        rg->full = true;
        rg->reflex = false;
        return false;
    }
    if (K->sc.rin == K->sc.rout)
        return true;
    K->has_sect = false;
    K->has_radial = true;
    K->rd = (radial){K->sc.c, rg->us, K->sc.rin, K->sc.rout};
    return false;
}

/* Two sectors (with a sweep, or radial edges with inexact ends) with
 * different centres. Lengths spanning more than SS_SPAN bits keep bits
 * below 2^-150 after the scaling (the largest at 2^160): rpoly.h evaluates
 * every sign whose products could leave the range of double expansions in
 * wide-exponent ones (factors above 2^120 are wide; p_ex_ok checks the
 * grains), so those signs are exact too. */
static facts apart_centres(const canon *A0, const canon *B0)
{
    facts f = {0};
    span s = {INT_MIN, INT_MAX, true};
    canon_scan(A0, &s);
    canon_scan(B0, &s);
    if (!s.ok)
        return f;
    canon A = *A0, B = *B0;
    int m = s.hi - s.lo > SS_LOW ? s.hi - s.lo - SS_LOW : 0;
    m = m > SS_SPAN - SS_LOW ? SS_SPAN - SS_LOW : m;
    canon_scale(&A, m - s.hi);
    canon_scale(&B, m - s.hi);
    bool pa = ss_rays_equal(&A), pb = ss_rays_equal(&B);
    if (pa || pb) { /* a single point (irrational), in the other since the two collide */
        f.known = true;
        f.a_in_b = pa;
        f.b_in_a = pb;
        return f;
    }
    int ka = ss_kind(&A), kb = ss_kind(&B);
    if (ka == K_AREA)
        return area_vs(&A, &B);
    if (kb == K_AREA)
        return mirror(area_vs(&B, &A));
    if (ka == K_CURVE && kb == K_CURVE)
        return curve_curve(&A.sc, &B.sc);
    if (ka == K_CURVE)
        return curve_edge(&A.sc, &B.rd);
    if (kb == K_CURVE)
        return mirror(curve_edge(&B.sc, &A.rd));
    return edge_edge(&A.rd, &B.rd);
}

/* ---- the relation ---------------------------------------------------------------- */

static facts decide(const canon *A, const hd_shape *sa, const canon *B, const hd_shape *sb)
{
    facts f = {0};
    if (A->cls > B->cls)
        return mirror(decide(B, sb, A, sa));
    switch (A->cls) {
    case C_SINGLE: {
        /* a single point: in b or not; b the same point if b is one too */
        bool hit = hd_collide(sa, sb);
        f.known = true;
        f.a_in_b = hit;
        f.b_in_a = hit && B->cls == C_SINGLE;
        return f;
    }
    case C_DISK:
        return disk_vs(A->c, A->r, B, sb);
    case C_CAPSULE:
        return capsule_vs(A, B, sb);
    case C_POLY:
        if (B->cls == C_POLY) {
            f.known = true;
            poly pa = A->pg, pb = B->pg;
            hd_etree ta, tb; /* two big polygons: through their edge hierarchies */
            if (pa.v && pb.v && pa.n * pb.n > HD_ET_PLAIN_MAX * HD_ET_PLAIN_MAX) {
                hd_et_build(&ta, pa.v, NULL, pa.n);
                hd_et_build(&tb, pb.v, NULL, pb.n);
                pa.t = &ta;
                pb.t = &tb;
            }
            f.b_in_a = poly_contains(&pa, &pb);
            f.a_in_b = poly_contains(&pb, &pa);
            f.meet = f.a_in_b || f.b_in_a || poly_interiors_meet(&pa, &pb);
            return f;
        }
        if (B->cls == C_SECTOR && B->has_sect)
            return mirror(sect_vs_poly(&B->sc, A));
        if (B->cls == C_SECTOR && B->has_radial) {
            if (A->is_rect)
                return mirror(radial_vs_rect(&B->rd, &A->rect));
            if (A->pg.region)
                return mirror(radial_vs_region(&B->rd, &A->pg));
            return mirror(radial_vs_seg(&B->rd, A->a, A->b));
        }
        break;
    case C_SECTOR: /* against a sector: polar coordinates around one centre, else the outlines */
        if (hd_veq(A->has_sect ? A->sc.c : A->rd.c, B->has_sect ? B->sc.c : B->rd.c))
            return concentric(A, B);
        return apart_centres(A, B);
    default:
        break;
    }
    return f;
}

hd_relation hd_relate(const hd_shape *a, const hd_shape *b) { return hd_relate_known(a, b, hd_collide(a, b)); }

hd_relation hd_relate_known(const hd_shape *a, const hd_shape *b, bool collide)
{
    if (!collide) /* no common point: neither contains the other */
        return HD_APART;
    canon A = classify(a), B = classify(b);
    facts f = decide(&A, a, &B, b);
    if (!f.known)
        return HD_RELATION_UNKNOWN;
    if (f.b_in_a)
        return HD_A_CONTAINS_B;
    if (f.a_in_b)
        return HD_B_CONTAINS_A;
    return f.meet ? HD_OVERLAPPING : HD_TOUCHING;
}
