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
 *    to its axis: against rects, lines, polygons, disks and capsules.
 *
 * Rect corners x + w, y + h are kept as exact two-term sums throughout.
 */
#include <hitdemo/relation.h>

#include "hd_pairs.h"

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

static loc locate(const poly *P, hd_xpt x)
{
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

static bool poly_interiors_meet(const poly *A, const poly *B)
{
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

/* B is a subset of A. */
static bool poly_contains(const poly *A, const poly *B)
{
    if (!A->region) {
        if (B->region)
            return false;
        return locate(A, pv(B, 0)).where != L_OUT && locate(A, pv(B, 1)).where != L_OUT;
    }
    loc lb[HD_POLY_MAX];
    for (int i = 0; i < B->n; i++)
        if ((lb[i] = locate(A, pv(B, i))).where == L_OUT)
            return false;
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
        for (int e = 0; e < 2; e++) {
            loc l = lb[(j + e) % B->n];
            if (l.where == L_IN)
                continue;
            cone ext = cone_at(A, l, true);
            cone c = {.arc = false, .nd = 1, .d = {e == 0 ? d : dneg(d)}};
            if (cones_overlap(&ext, &c))
                return false;
        }
    }
    return true;
}

/* ---- what a shape is, degenerate shapes reduced ------------------------------ */

enum { C_SINGLE, C_DISK, C_CAPSULE, C_POLY, C_SECTOR };

typedef struct canon {
    int cls;
    hd_vec2 c;     /* DISK: centre */
    hd_vec2 a, b;  /* CAPSULE: axis; POLY segment with double ends */
    double r;      /* DISK, CAPSULE */
    poly pg;       /* POLY */
    bool is_rect;  /* POLY from a rect (two-term corners) */
    hd_rect rect;
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
        hd_vec2 c = s->kind == HD_ARC ? s->arc.c : s->wedge.c;
        double rin = s->kind == HD_ARC ? s->arc.rin : 0, rout = s->kind == HD_ARC ? s->arc.rout : s->wedge.r;
        double st = s->kind == HD_ARC ? s->arc.start : s->wedge.start;
        double en = s->kind == HD_ARC ? s->arc.end : s->wedge.end;
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
        if (rg.zero) {
            hd_outline_view o;
            hd_outline_init(&o, s);
            const hd_prim *p = hd_outline_piece(&o, 0);
            if (p->type == HD_PRIM_POINT || (p->type == HD_PRIM_RAY && rin == rout))
                k.cls = C_SINGLE;
            else if (p->type == HD_PRIM_SEG)
                poly_seg(&k, p->a, p->b);
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
    default:
        break;
    }
    f.known = false;
    return f;
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
            f.b_in_a = poly_contains(&A->pg, &B->pg);
            f.a_in_b = poly_contains(&B->pg, &A->pg);
            f.meet = f.a_in_b || f.b_in_a || poly_interiors_meet(&A->pg, &B->pg);
            return f;
        }
        break;
    default:
        break;
    }
    return f; /* a sector against a straight shape, a capsule or a sector */
}

hd_relation hd_relate(const hd_shape *a, const hd_shape *b)
{
    if (!hd_collide(a, b)) /* no common point: neither contains the other */
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
