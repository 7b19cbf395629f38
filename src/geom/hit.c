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

static void rect_corners(const hd_rect *r, hd_vec2 c[4])
{
    c[0] = hd_v(r->x, r->y);
    c[1] = hd_v(r->x + r->w, r->y);
    c[2] = hd_v(r->x + r->w, r->y + r->h);
    c[3] = hd_v(r->x, r->y + r->h);
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
static bool chain_within_seg(const hd_vec2 *v, int n, hd_vec2 a, hd_vec2 b, double r)
{
    for (int i = 0; i < n; i++)
        if (hd_sign_dist2_segseg(v[i], v[(i + 1) % n], a, b, r, 0) <= 0)
            return true;
    return false;
}

static bool polygon_convex(const hd_polygon *pg)
{
    int sign = 0;
    for (int i = 0; i < pg->n; i++) {
        int o = hd_orient(pg->v[i], pg->v[(i + 1) % pg->n], pg->v[(i + 2) % pg->n]);
        if (o == 0)
            continue;
        if (sign == 0)
            sign = o;
        else if (o != sign)
            return false;
    }
    return true;
}

/* Index of the vertex of v[0..n) farthest along the normal of edge e0->e1
 * (sign > 0) or least far (sign < 0); comparisons are exact. */
static int extreme(const hd_vec2 *v, int n, hd_vec2 e0, hd_vec2 e1, int sign)
{
    int best = 0;
    for (int j = 1; j < n; j++)
        if (hd_sign_cross_diff(e1, e0, v[j], v[best]) * sign > 0)
            best = j;
    return best;
}

/* Separating axis test for two convex vertex lists. The axes are the edge
 * normals; projections are compared through exact cross products, so the
 * test is closed and exact: the sets are apart only if some axis leaves a
 * strict gap. */
static bool sat_overlap(const hd_vec2 *va, int na, const hd_vec2 *vb, int nb)
{
    for (int pass = 0; pass < 2; pass++) {
        const hd_vec2 *v = pass == 0 ? va : vb;
        int n = pass == 0 ? na : nb;
        for (int i = 0; i < n; i++) {
            hd_vec2 e0 = v[i], e1 = v[(i + 1) % n];
            int maxa = extreme(va, na, e0, e1, 1), minb = extreme(vb, nb, e0, e1, -1);
            if (hd_sign_cross_diff(e1, e0, vb[minb], va[maxa]) > 0)
                return false;
            int maxb = extreme(vb, nb, e0, e1, 1), mina = extreme(va, na, e0, e1, -1);
            if (hd_sign_cross_diff(e1, e0, va[mina], vb[maxb]) > 0)
                return false;
        }
    }
    return true;
}

/* Two closed polygonal regions given by vertex lists (simple, or a
 * degenerate rect): edges meet, or a vertex of one lies in the other. */
static bool regions_meet(const hd_vec2 *va, int na, const hd_shape *sa, const hd_vec2 *vb, int nb,
                         const hd_shape *sb)
{
    for (int i = 0; i < na; i++)
        if (chain_meets_seg(vb, nb, va[i], va[(i + 1) % na]))
            return true;
    return hd_point_in_shape(sb, va[0]) || hd_point_in_shape(sa, vb[0]);
}

/* Circle (c, r) against any shape by its outline: the centre inside, or
 * some outline piece within r. Exact wherever the pieces are. */
static bool disk_meets_outline(hd_vec2 c, double r, const hd_shape *s)
{
    if (hd_point_in_shape(s, c))
        return true;
    hd_prim pr[HD_OUTLINE_MAX];
    int n = hd_outline(s, pr);
    for (int i = 0; i < n; i++)
        if (hd_prim_within(&pr[i], c, r))
            return true;
    return false;
}

/* ---- the dedicated functions (first argument has the lower kind) -------- */

/* point against anything: membership of the point. */
static bool hit_point_any(const hd_shape *a, const hd_shape *b) { return hd_point_in_shape(b, a->point.p); }

static bool hit_circle_circle(const hd_shape *a, const hd_shape *b)
{
    return hd_sign_dist2_pt(b->circle.c, a->circle.c, a->circle.r, b->circle.r) <= 0;
}

/* Clamp the centre into the rect: the closest point; compare squared
 * distances exactly (no sqrt, closed). */
static bool hit_circle_rect(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_sign_dist2_rect(a->circle.c, r->x, r->y, r->w, r->h, a->circle.r) <= 0;
}

static bool hit_circle_line(const hd_shape *a, const hd_shape *b)
{
    return hd_sign_dist2_seg(a->circle.c, b->line.a, b->line.b, a->circle.r, 0) <= 0;
}

static bool hit_circle_polygon(const hd_shape *a, const hd_shape *b)
{
    const hd_polygon *pg = &b->polygon;
    if (hd_point_in_shape(b, a->circle.c))
        return true;
    for (int i = 0; i < pg->n; i++)
        if (hd_sign_dist2_seg(a->circle.c, pg->v[i], pg->v[(i + 1) % pg->n], a->circle.r, 0) <= 0)
            return true;
    return false;
}

static bool hit_circle_capsule(const hd_shape *a, const hd_shape *b)
{
    return hd_sign_dist2_seg(a->circle.c, b->capsule.a, b->capsule.b, a->circle.r, b->capsule.r) <= 0;
}

/* circle against arc or wedge */
static bool hit_circle_sector(const hd_shape *a, const hd_shape *b)
{
    return disk_meets_outline(a->circle.c, a->circle.r, b);
}

static bool hit_rect_rect(const hd_shape *a, const hd_shape *b)
{
    /* closed intervals overlap on both axes; far edges never rounded */
    const hd_rect *p = &a->rect, *q = &b->rect;
    return hd_sign_sub2(p->x, q->x, q->w) <= 0 && hd_sign_sub2(q->x, p->x, p->w) <= 0 &&
           hd_sign_sub2(p->y, q->y, q->h) <= 0 && hd_sign_sub2(q->y, p->y, p->h) <= 0;
}

static bool hit_rect_line(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_rect(&a->rect, b->line.a))
        return true;
    hd_vec2 c[4];
    rect_corners(&a->rect, c);
    return chain_meets_seg(c, 4, b->line.a, b->line.b);
}

static bool hit_rect_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    hd_vec2 c[4];
    rect_corners(&a->rect, c);
    return regions_meet(c, 4, a, b->polygon.v, b->polygon.n, b);
}

static bool hit_rect_capsule(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    if (hd_point_in_rect(&a->rect, b->capsule.a))
        return true;
    hd_vec2 c[4];
    rect_corners(&a->rect, c);
    return chain_within_seg(c, 4, b->capsule.a, b->capsule.b, b->capsule.r);
}

static bool hit_line_line(const hd_shape *a, const hd_shape *b)
{
    return hd_segs_meet(a->line.a, a->line.b, b->line.a, b->line.b);
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
    return hd_sign_dist2_segseg(a->line.a, a->line.b, b->capsule.a, b->capsule.b, b->capsule.r, 0) <= 0;
}

/* Convex pair: separating axes. Otherwise edges crossing plus containment. */
static bool hit_polygon_polygon(const hd_shape *a, const hd_shape *b)
{
    if (!boxes_overlap(a, b))
        return false;
    const hd_polygon *p = &a->polygon, *q = &b->polygon;
    if (polygon_convex(p) && polygon_convex(q))
        return sat_overlap(p->v, p->n, q->v, q->n);
    return regions_meet(p->v, p->n, a, q->v, q->n, b);
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
    return hd_sign_dist2_segseg(a->capsule.a, a->capsule.b, b->capsule.a, b->capsule.b, a->capsule.r,
                                b->capsule.r) <= 0;
}

/* Pairs with a sector and no simpler closed form: the reference path with
 * a bounding-box early out. */
static bool hit_generic(const hd_shape *a, const hd_shape *b)
{
    return boxes_overlap(a, b) && hd_collide_reference(a, b);
}

/* ---- the table ---------------------------------------------------------- */

typedef struct pair_entry {
    hd_hit_fn fn;
    hd_dist_fn dist;
    hd_kind a, b;
    const char *name;
} pair_entry;

/* The one list: every unordered pair exactly once, with its hit function
 * and its distance function (dist.c). */
static const pair_entry pair_list[] = {
    {hit_point_any, hd_dist_point_any, HD_POINT, HD_POINT, "point_point"},
    {hit_point_any, hd_dist_point_circle, HD_POINT, HD_CIRCLE, "point_circle"},
    {hit_point_any, hd_dist_point_rect, HD_POINT, HD_RECT, "point_rect"},
    {hit_point_any, hd_dist_point_line, HD_POINT, HD_LINE, "point_line"},
    {hit_point_any, hd_dist_point_any, HD_POINT, HD_POLYGON, "point_polygon"},
    {hit_point_any, hd_dist_point_capsule, HD_POINT, HD_CAPSULE, "point_capsule"},
    {hit_point_any, hd_dist_point_any, HD_POINT, HD_ARC, "point_arc"},
    {hit_point_any, hd_dist_point_any, HD_POINT, HD_WEDGE, "point_wedge"},
    {hit_circle_circle, hd_dist_circle_circle, HD_CIRCLE, HD_CIRCLE, "circle_circle"},
    {hit_circle_rect, hd_dist_circle_rect, HD_CIRCLE, HD_RECT, "circle_rect"},
    {hit_circle_line, hd_dist_circle_line, HD_CIRCLE, HD_LINE, "circle_line"},
    {hit_circle_polygon, hd_dist_generic, HD_CIRCLE, HD_POLYGON, "circle_polygon"},
    {hit_circle_capsule, hd_dist_circle_capsule, HD_CIRCLE, HD_CAPSULE, "circle_capsule"},
    {hit_circle_sector, hd_dist_generic, HD_CIRCLE, HD_ARC, "circle_arc"},
    {hit_circle_sector, hd_dist_generic, HD_CIRCLE, HD_WEDGE, "circle_wedge"},
    {hit_rect_rect, hd_dist_rect_rect, HD_RECT, HD_RECT, "rect_rect"},
    {hit_rect_line, hd_dist_generic, HD_RECT, HD_LINE, "rect_line"},
    {hit_rect_polygon, hd_dist_generic, HD_RECT, HD_POLYGON, "rect_polygon"},
    {hit_rect_capsule, hd_dist_generic, HD_RECT, HD_CAPSULE, "rect_capsule"},
    {hit_generic, hd_dist_generic, HD_RECT, HD_ARC, "rect_arc"},
    {hit_generic, hd_dist_generic, HD_RECT, HD_WEDGE, "rect_wedge"},
    {hit_line_line, hd_dist_line_line, HD_LINE, HD_LINE, "line_line"},
    {hit_line_polygon, hd_dist_generic, HD_LINE, HD_POLYGON, "line_polygon"},
    {hit_line_capsule, hd_dist_line_capsule, HD_LINE, HD_CAPSULE, "line_capsule"},
    {hit_generic, hd_dist_generic, HD_LINE, HD_ARC, "line_arc"},
    {hit_generic, hd_dist_generic, HD_LINE, HD_WEDGE, "line_wedge"},
    {hit_polygon_polygon, hd_dist_generic, HD_POLYGON, HD_POLYGON, "polygon_polygon"},
    {hit_polygon_capsule, hd_dist_generic, HD_POLYGON, HD_CAPSULE, "polygon_capsule"},
    {hit_generic, hd_dist_generic, HD_POLYGON, HD_ARC, "polygon_arc"},
    {hit_generic, hd_dist_generic, HD_POLYGON, HD_WEDGE, "polygon_wedge"},
    {hit_capsule_capsule, hd_dist_capsule_capsule, HD_CAPSULE, HD_CAPSULE, "capsule_capsule"},
    {hit_generic, hd_dist_generic, HD_CAPSULE, HD_ARC, "capsule_arc"},
    {hit_generic, hd_dist_generic, HD_CAPSULE, HD_WEDGE, "capsule_wedge"},
    {hit_generic, hd_dist_generic, HD_ARC, HD_ARC, "arc_arc"},
    {hit_generic, hd_dist_generic, HD_ARC, HD_WEDGE, "arc_wedge"},
    {hit_generic, hd_dist_generic, HD_WEDGE, HD_WEDGE, "wedge_wedge"},
};

_Static_assert(sizeof pair_list / sizeof pair_list[0] == HD_KIND_COUNT * (HD_KIND_COUNT + 1) / 2,
               "every unordered pair of kinds appears once");

static hd_hit_cell table[HD_KIND_COUNT][HD_KIND_COUNT];
static bool table_ready;

/* Fills each cell and its mirror from pair_list. Idempotent. */
static void table_init(void)
{
    for (size_t i = 0; i < sizeof pair_list / sizeof pair_list[0]; i++) {
        const pair_entry *e = &pair_list[i];
        hd_hit_cell cell = {e->fn, e->dist, false, e->name};
        table[e->a][e->b] = cell;
        cell.swap = e->a != e->b;
        table[e->b][e->a] = cell;
    }
    table_ready = true;
}

const hd_hit_cell *hd_hit_lookup(hd_kind ka, hd_kind kb)
{
    if ((int)ka < 0 || ka >= HD_KIND_COUNT || (int)kb < 0 || kb >= HD_KIND_COUNT)
        return NULL;
    if (!table_ready)
        table_init();
    return &table[ka][kb];
}

bool hd_collide(const hd_shape *a, const hd_shape *b)
{
    const hd_hit_cell *cell = hd_hit_lookup(a->kind, b->kind);
    if (!cell)
        return false;
    return cell->swap ? cell->fn(b, a) : cell->fn(a, b);
}

/* ---- the reference path ---------------------------------------------------- */

/* A point on the piece: its start. One per piece covers every connected
 * component of the outline. */
static hd_vec2 prim_sample(const hd_prim *p)
{
    if (p->type != HD_PRIM_ARC)
        return p->a;
    double len = hypot(p->rg.us.x, p->rg.us.y);
    return hd_add(p->a, hd_scale(p->rg.us, p->r / len));
}

/* If the outlines do not meet, every outline component of one lies wholly
 * inside or wholly outside the other; the sets share a point iff some
 * component lies inside, which one sample point per component shows. */
bool hd_collide_reference(const hd_shape *a, const hd_shape *b)
{
    static _Thread_local hd_prim pa[HD_OUTLINE_MAX], pb[HD_OUTLINE_MAX];
    int na = hd_outline(a, pa), nb = hd_outline(b, pb);
    hd_meet m = {.lenient = false};
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (hd_prim_meet(&pa[i], &pb[j], &m))
                return true;
    for (int i = 0; i < na; i++)
        if (hd_point_in_shape(b, prim_sample(&pa[i])))
            return true;
    for (int j = 0; j < nb; j++)
        if (hd_point_in_shape(a, prim_sample(&pb[j])))
            return true;
    return false;
}

/* ---- hit points ------------------------------------------------------------ */

typedef struct point_buf {
    hd_vec2 *v;
    int n, cap;
} point_buf;

static void buf_push(point_buf *b, hd_vec2 p)
{
    if (b->n == b->cap) {
        int cap = b->cap ? 2 * b->cap : 64;
        hd_vec2 *v = realloc(b->v, (size_t)cap * sizeof *v);
        if (!v)
            return; /* out of memory: drop the point rather than crash */
        b->v = v;
        b->cap = cap;
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

/* Points found twice through neighbouring pieces (a crossing at a shared
 * vertex) may differ in the last bits; merge those within 1e-9 relative to
 * the largest coordinate in the list. */
static int merge_sorted(hd_vec2 *v, int count)
{
    double big = 0;
    for (int i = 0; i < count; i++)
        big = fmax(big, fmax(fabs(v[i].x), fabs(v[i].y)));
    double tol = 1e-9 * (1.0 + big);
    int n = 0;
    for (int i = 0; i < count; i++) {
        bool dup = false;
        /* sorted by x: only points within tol in x can be duplicates */
        for (int j = n - 1; j >= 0 && v[i].x - v[j].x <= tol && !dup; j--)
            dup = fabs(v[i].y - v[j].y) <= tol;
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
    static _Thread_local hd_prim pa[HD_OUTLINE_MAX], pb[HD_OUTLINE_MAX];
    int na = hd_outline(a, pa), nb = hd_outline(b, pb);
    point_buf buf = {0};
    hd_meet m = {.lenient = true};
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (hd_prim_meet(&pa[i], &pb[j], &m))
                for (int k = 0; k < m.n; k++)
                    buf_push(&buf, m.pts[k]);
    int n = 0;
    if (buf.n > 0) {
        qsort(buf.v, (size_t)buf.n, sizeof buf.v[0], cmp_xy);
        n = merge_sorted(buf.v, buf.n);
    }
    for (int i = 0; i < n && i < cap; i++)
        out[i] = buf.v[i];
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
