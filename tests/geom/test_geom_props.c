/*
 * test_geom_props: properties over seeded random shapes (integer data, so
 * translations are exact), plus the hit table's structure and one-ulp
 * contact flips. Seeds are fixed; every failure prints the specs and seed.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PAIRS_PER_UNORDERED 1500 /* x 36 unordered pairs, both orders each */
#define MAXPTS 64

/* Independent translation (not hd_shape_translate). */
static hd_shape moved(const hd_shape *s, double dx, double dy)
{
    hd_shape t = *s;
    switch (t.kind) {
    case HD_POINT: t.point.p.x += dx; t.point.p.y += dy; break;
    case HD_CIRCLE: t.circle.c.x += dx; t.circle.c.y += dy; break;
    case HD_RECT: t.rect.x += dx; t.rect.y += dy; break;
    case HD_LINE:
        t.line.a.x += dx; t.line.a.y += dy; t.line.b.x += dx; t.line.b.y += dy;
        break;
    case HD_POLYGON: {
        hd_vec2 *v = hd_test_polyw(&t);
        for (int i = 0; i < t.polygon.n; i++) {
            v[i].x += dx;
            v[i].y += dy;
        }
        hd_shape_validate(&t, NULL, 0); /* its flags again, as the library's translate gives */
        break;
    }
    case HD_CAPSULE:
        t.capsule.a.x += dx; t.capsule.a.y += dy; t.capsule.b.x += dx; t.capsule.b.y += dy;
        break;
    case HD_ARC: t.arc.c.x += dx; t.arc.c.y += dy; break;
    case HD_WEDGE: t.wedge.c.x += dx; t.wedge.c.y += dy; break;
    default: break;
    }
    return t;
}

static bool cell_answer(const hd_shape *a, const hd_shape *b)
{
    const hd_hit_cell *c = hd_hit_lookup(a->kind, b->kind);
    if (!c || !c->fn)
        return !hd_collide(a, b);
    return c->swap ? c->fn(b, a) : c->fn(a, b);
}

/* Case 1: the table: 64 cells, none empty, mirror cells agree. */
static void hit_table_structure(void)
{
    for (int a = 0; a < HD_KIND_COUNT; a++)
        for (int b = 0; b < HD_KIND_COUNT; b++) {
            const hd_hit_cell *ab = hd_hit_lookup((hd_kind)a, (hd_kind)b);
            const hd_hit_cell *ba = hd_hit_lookup((hd_kind)b, (hd_kind)a);
            TEST_CTX("cell (%s, %s)", hd_kind_name((hd_kind)a), hd_kind_name((hd_kind)b));
            ENSURE(ab != NULL && ba != NULL);
            if (!ab || !ba)
                continue;
            ENSURE(ab->fn != NULL);
            ENSURE(ab->name != NULL && ab->name[0] != '\0');
            ENSURE(ab->fn == ba->fn);
            ENSURE(ab->name && ba->name && strcmp(ab->name, ba->name) == 0);
            if (a == b)
                ENSURE(!ab->swap);
            else
                ENSURE(ab->swap != ba->swap);
        }
}

/* Polygon variants: reversed winding, and the repeated closing vertex
 * through the parser. */
static void check_polygon_variants(const hd_shape *p, const hd_shape *other, bool want)
{
    hd_shape rev = *p;
    hd_vec2 *rv = hd_test_polyw(&rev);
    for (int i = 0; i < p->polygon.n; i++)
        rv[i] = p->polygon.v[p->polygon.n - 1 - i];
    ENSURE(hd_collide(&rev, other) == want);
    ENSURE(hd_collide(other, &rev) == want);

    char spec[8192], closing[8400];
    hd_shape_format(p, spec, sizeof spec);
    char x0[40], y0[40];
    hd_format_double(p->polygon.v[0].x, x0, sizeof x0);
    hd_format_double(p->polygon.v[0].y, y0, sizeof y0);
    snprintf(closing, sizeof closing, "%s,%s,%s", spec, x0, y0);
    hd_shape c;
    char err[256];
    memset(&c, 0, sizeof c);
    ENSURE(hd_test_parse(closing, &c, err, sizeof err));
    ENSURE(c.polygon.n == p->polygon.n);
    ENSURE(hd_collide(&c, other) == want);
    ENSURE(hd_collide(other, &c) == want);
}

/* A sector whose rays are exact (angles multiples of 90); other angles give
 * irrational rays, so a contact on them is not exact in doubles and the
 * header promises no translation invariance there. */
static bool rays_exact(const hd_shape *s)
{
    if (s->kind == HD_ARC)
        return fmod(s->arc.start, 90) == 0 && fmod(s->arc.end, 90) == 0;
    if (s->kind == HD_WEDGE)
        return fmod(s->wedge.start, 90) == 0 && fmod(s->wedge.end, 90) == 0;
    return true;
}

static void check_pair(const hd_shape *a, const hd_shape *b, hd_rng *rng)
{
    hd_shape a0 = *a, b0 = *b;
    bool want = hd_collide_reference(a, b);
    ENSURE(hd_collide_reference(b, a) == want);
    ENSURE(hd_collide(a, b) == want);
    ENSURE(hd_collide(b, a) == want);
    ENSURE(cell_answer(a, b) == want);
    ENSURE(cell_answer(b, a) == want);
    if (a->kind == HD_POINT)
        ENSURE(hd_point_in_shape(b, a->point.p) == want);

    /* Exact translations: integer, and by 1e6. */
    bool exact = rays_exact(a) && rays_exact(b);
    double tx = hd_rng_int(rng, -5000, 5000), ty = hd_rng_int(rng, -5000, 5000);
    hd_shape at = moved(a, tx, ty), bt = moved(b, tx, ty);
    hd_shape af = moved(a, 1e6, -1e6), bf = moved(b, 1e6, -1e6);
    if (exact) {
        ENSURE(hd_collide(&at, &bt) == want);
        ENSURE(hd_collide(&af, &bf) == want);
        ENSURE(hd_collide(&bf, &af) == want);
    }
    hd_shape al = hd_test_translate(a, (hd_vec2){1e6, -1e6});
    ENSURE(hd_test_same_shape(&al, &af)); /* library translate is exact */

    if (a->kind == HD_POLYGON)
        check_polygon_variants(a, b, want);
    if (b->kind == HD_POLYGON)
        check_polygon_variants(b, a, want);

    /* Hit points: same set either order, on both outlines, none on a miss. */
    hd_vec2 p[MAXPTS], q[MAXPTS];
    int np = hd_hit_points(a, b, p, MAXPTS);
    int nq = hd_hit_points(b, a, q, MAXPTS);
    ENSURE(np >= 0 && nq == np);
    if (np >= 0 && np <= MAXPTS && nq == np) {
        ENSURE(hd_test_same_points(p, np, q, nq, 1e-12));
        if (!want)
            ENSURE(np == 0);
        for (int i = 0; i < np; i++) {
            double s = 1.0 + fabs(p[i].x) + fabs(p[i].y);
            ENSURE(hd_test_outline_dist(a, p[i]) <= 1e-9 * s);
            ENSURE(hd_test_outline_dist(b, p[i]) <= 1e-9 * s);
        }
        /* The one-pass call gives the same answer and the same points. */
        hd_vec2 h[MAXPTS];
        int nh = -1;
        ENSURE(hd_collide_hits(a, b, h, MAXPTS, &nh) == want);
        ENSURE(nh == np && memcmp(h, p, (size_t)np * sizeof h[0]) == 0);
    }

    ENSURE(memcmp(a, &a0, sizeof a0) == 0);
    ENSURE(memcmp(b, &b0, sizeof b0) == 0);
}

/* Case 2: all 36 unordered pairs (so all 64 ordered cells), small integer
 * data where exact contacts are common. */
static void random_pairs_all_cells(void)
{
    const hd_gen_opts opts_any = {12, 0.0, false}, opts_90 = {12, 0.0, true};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            uint64_t seed = 1000u + (uint64_t)(ka * 8 + kb);
            hd_rng rng = {seed};
            for (int i = 0; i < PAIRS_PER_UNORDERED; i++) {
                const hd_gen_opts *o = (i & 1) ? &opts_90 : &opts_any;
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, o);
                hd_shape b = hd_gen_shape(&rng, (hd_kind)kb, o);
                TEST_CTX("%s %s (seed %llu, pair %d)", hd_test_spec(&a), hd_test_spec(&b),
                         (unsigned long long)seed, i);
                check_pair(&a, &b, &rng);
            }
        }
}

/* Case 3: the same far from the origin (data generated at 1e6). */
static void random_pairs_far(void)
{
    const hd_gen_opts opts = {12, 1e6, true};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            uint64_t seed = 5000u + (uint64_t)(ka * 8 + kb);
            hd_rng rng = {seed};
            for (int i = 0; i < PAIRS_PER_UNORDERED / 5; i++) {
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, &opts);
                hd_shape b = hd_gen_shape(&rng, (hd_kind)kb, &opts);
                TEST_CTX("%s %s (seed %llu, pair %d)", hd_test_spec(&a), hd_test_spec(&b),
                         (unsigned long long)seed, i);
                bool want = hd_collide_reference(a.kind <= b.kind ? &a : &b,
                                                 a.kind <= b.kind ? &b : &a);
                ENSURE(hd_collide(&a, &b) == want);
                ENSURE(hd_collide(&b, &a) == want);
                ENSURE(hd_collide_reference(&b, &a) == want);
                hd_shape an = moved(&a, -1e6, -1e6), bn = moved(&b, -1e6, -1e6);
                ENSURE(hd_collide(&an, &bn) == want);
            }
        }
}

/* ---- one ulp: exact contacts flip to a miss ---------------------------- */

/* Two ways to move a coordinate "one ulp":
 *  - NUDGE_DIFF: by the ulp of the largest coordinate in play (|off| + 256),
 *    the smallest move that keeps every coordinate DIFFERENCE an exact
 *    double: a library with sign-exact predicates on those differences
 *    must flip;
 *  - NUDGE_COORD: nextafter() of the coordinate itself; the difference to
 *    the other shape may then need more than 53 bits, and only a library
 *    exact on the raw inputs flips. The closed-set rule still says miss. */
enum { NUDGE_DIFF, NUDGE_COORD };
static int g_nudge;
static double g_delta;

static void set_nudge(int mode, double off)
{
    g_nudge = mode;
    double m = fabs(off) + 256.0;
    g_delta = nextafter(m, INFINITY) - m;
}

static double up(double x)
{
    return g_nudge == NUDGE_COORD ? nextafter(x, INFINITY) : x + g_delta;
}

static double down(double x)
{
    return g_nudge == NUDGE_COORD ? nextafter(x, -INFINITY) : x - g_delta;
}

/* Touching pair must hit; nudged pair must miss; both orders, both paths. */
static void flip(const hd_shape *a, const hd_shape *b, const hd_shape *a2,
                 const hd_shape *b2)
{
    TEST_CTX("touching %s %s; nudged %s %s", hd_test_spec(a), hd_test_spec(b),
             hd_test_spec(a2), hd_test_spec(b2));
    ENSURE(hd_collide(a, b) && hd_collide(b, a));
    ENSURE(hd_collide_reference(a, b) && hd_collide_reference(b, a));
    ENSURE(!hd_collide(a2, b2) && !hd_collide(b2, a2));
    ENSURE(!hd_collide_reference(a2, b2) && !hd_collide_reference(b2, a2));
}

static const int triples[][3] = {{3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {1, 0, 1}, {0, 1, 1}};

static void ulp_flips_run(int mode)
{
    hd_rng rng = {777};
    for (int it = 0; it < 400; it++) {
        double off = (it & 1) ? 1e6 : 0.0;
        set_nudge(mode, off);
        int k = hd_rng_int(&rng, 1, 6);
        const int *t = triples[hd_rng_int(&rng, 0, 4)];
        double px = t[0] * k, py = t[1] * k, d = t[2] * k; /* |(px,py)| = d */
        double cx = hd_rng_int(&rng, -50, 50) + off, cy = hd_rng_int(&rng, -50, 50) + off;
        if (hd_rng_int(&rng, 0, 1))
            py = -py;
        hd_shape a, b, a2, b2;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);

        /* circle/circle, |c2 - c1| = r1 + r2 */
        double r1 = hd_rng_int(&rng, 0, (int)d);
        a.kind = b.kind = HD_CIRCLE;
        a.circle = (hd_circle){{cx, cy}, r1};
        b.circle = (hd_circle){{cx + px, cy + py}, d - r1};
        a2 = a;
        b2 = b;
        b2.circle.c.x = up(b2.circle.c.x); /* px >= 0: farther */
        if (px == 0)
            b2.circle.c.y = py > 0 ? up(b2.circle.c.y) : down(b2.circle.c.y);
        flip(&a, &b, &a2, &b2);

        /* circle/rect: corner contact (c - corner = (px,py), r = d) and
         * side contact. Rect to the left/up of the circle. */
        double w = hd_rng_int(&rng, 0, 20), h = hd_rng_int(&rng, 0, 20);
        hd_shape rc;
        memset(&rc, 0, sizeof rc);
        rc.kind = HD_RECT;
        rc.rect = (hd_rect){cx, cy, w, h};
        if (py >= 0) { /* corner (cx+w, cy+h) */
            a.circle = (hd_circle){{cx + w + px, cy + h + py}, d};
        } else { /* corner (cx+w, cy) */
            a.circle = (hd_circle){{cx + w + px, cy + py}, d};
        }
        a2 = a;
        if (px > 0)
            a2.circle.c.x = up(a2.circle.c.x);
        else
            a2.circle.c.y = py >= 0 ? up(a2.circle.c.y) : down(a2.circle.c.y);
        flip(&a, &rc, &a2, &rc);
        double sy = cy + hd_rng_int(&rng, 0, (int)h);
        a.circle = (hd_circle){{cx + w + d, sy}, d}; /* side x = cx + w */
        a2 = a;
        a2.circle.c.x = up(a2.circle.c.x);
        flip(&a, &rc, &a2, &rc);

        /* rect/rect side by side and corner to corner */
        b.kind = HD_RECT;
        b.rect = (hd_rect){cx + w, cy + hd_rng_int(&rng, -4, (int)h), 3, 4};
        b2 = b;
        b2.rect.x = up(b2.rect.x);
        flip(&rc, &b, &rc, &b2);
        b.rect = (hd_rect){cx + w, cy + h, 2, 2};
        b2 = b;
        b2.rect.y = up(b2.rect.y);
        flip(&rc, &b, &rc, &b2);

        /* point on a rect edge */
        a.kind = HD_POINT;
        a.point.p = (hd_vec2){cx + hd_rng_int(&rng, 0, (int)w), cy};
        a2 = a;
        a2.point.p.y = down(a2.point.p.y);
        flip(&a, &rc, &a2, &rc);

        /* line/line: end of one is the start of the other, going on in +x */
        a.kind = b.kind = HD_LINE;
        a.line = (hd_line){{cx - hd_rng_int(&rng, 1, 9), cy + hd_rng_int(&rng, -9, 9)}, {cx, cy}};
        b.line = (hd_line){{cx, cy}, {cx + hd_rng_int(&rng, 1, 9), cy + hd_rng_int(&rng, -9, 9)}};
        b2 = b;
        b2.line.a.x = up(b2.line.a.x);
        b2.line.b.x = up(b2.line.b.x);
        flip(&a, &b, &a, &b2);
        /* collinear end to end */
        b.line = (hd_line){{cx, cy}, {cx + (cx - a.line.a.x), cy + (cy - a.line.a.y)}};
        b2 = b;
        b2.line.a.x = up(b2.line.a.x);
        b2.line.b.x = up(b2.line.b.x);
        flip(&a, &b, &a, &b2);

        /* line tangent to a circle (horizontal line at cy - r) */
        a.kind = HD_CIRCLE;
        a.circle = (hd_circle){{cx, cy}, d};
        b.line = (hd_line){{cx - 30, cy - d}, {cx + 30, cy - d}};
        b2 = b;
        b2.line.a.y = down(b2.line.a.y);
        b2.line.b.y = down(b2.line.b.y);
        flip(&a, &b, &a, &b2);

        /* capsule/circle beyond the end cap and beside the flat side */
        double L = hd_rng_int(&rng, 0, 15);
        r1 = hd_rng_int(&rng, 0, (int)d);
        a.kind = HD_CAPSULE;
        a.capsule = (hd_capsule){{cx - L, cy}, {cx, cy}, r1};
        b.kind = HD_CIRCLE;
        b.circle = (hd_circle){{cx + px, cy + py}, d - r1};
        b2 = b;
        if (px > 0)
            b2.circle.c.x = up(b2.circle.c.x);
        else
            b2.circle.c.y = py > 0 ? up(b2.circle.c.y) : down(b2.circle.c.y);
        flip(&a, &b, &a, &b2);
        b.circle = (hd_circle){{cx - hd_rng_int(&rng, 0, (int)L), cy + d}, d - r1};
        b2 = b;
        b2.circle.c.y = up(b2.circle.c.y);
        flip(&a, &b, &a, &b2);

        /* wedge / point on the arc, in a plain and in a wrapping sector;
         * arc / point on the inner arc, pushed into the hole */
        a.kind = HD_WEDGE;
        b.kind = HD_POINT;
        double qx = fabs(px), qy = fabs(py); /* first quadrant */
        a.wedge = (hd_wedge){{cx, cy}, d, 0, 90};
        b.point.p = (hd_vec2){cx + qx, cy + qy};
        b2 = b;
        if (qx > 0)
            b2.point.p.x = up(b2.point.p.x);
        else
            b2.point.p.y = up(b2.point.p.y);
        flip(&a, &b, &a, &b2);
        a.wedge = (hd_wedge){{cx, cy}, d, 270, 90}; /* wraps past 0 */
        b.point.p = (hd_vec2){cx + qx, cy - qy};
        b2 = b;
        if (qx > 0)
            b2.point.p.x = up(b2.point.p.x);
        else
            b2.point.p.y = down(b2.point.p.y);
        flip(&a, &b, &a, &b2);
        a.kind = HD_ARC;
        a.arc = (hd_arc){{cx, cy}, d, d + hd_rng_int(&rng, 0, 5), 0, 90};
        b.point.p = (hd_vec2){cx + qx, cy + qy};
        b2 = b;
        if (qx > 0)
            b2.point.p.x = down(b2.point.p.x);
        else
            b2.point.p.y = down(b2.point.p.y);
        flip(&a, &b, &a, &b2);
        /* point on a radial edge of a wedge, pushed out of the sweep */
        a.kind = HD_WEDGE;
        a.wedge = (hd_wedge){{cx, cy}, d, 0, 90};
        b.point.p = (hd_vec2){cx + hd_rng_int(&rng, 1, (int)d), cy};
        b2 = b;
        b2.point.p.y = down(b2.point.p.y);
        flip(&a, &b, &a, &b2);
    }
}

/* Case 5: point at the midpoint of a polygon edge (vertices doubled so the
 * midpoint is an integer) is a hit; one ulp along the outward side of x or
 * y is a miss. Convex and concave, both windings. */
static void ulp_polygon_edge_run(int mode)
{
    hd_rng rng = {4242};
    for (int it = 0; it < 600; it++) {
        double off = (it & 1) ? 1e6 : 0.0;
        set_nudge(mode, off);
        hd_shape poly;
        memset(&poly, 0, sizeof poly);
        poly.kind = HD_POLYGON;
        hd_vec2 *pv = hd_test_polyw(&poly);
        int n = (it % 3 == 0) ? hd_gen_convex_polygon(&rng, 0, 0, 15, 10, pv)
                              : hd_gen_star_polygon(&rng, 0, 0, 15, 10, pv);
        poly.polygon.n = n;
        double area2 = 0;
        for (int i = 0; i < n; i++) {
            hd_vec2 u = poly.polygon.v[i], v = poly.polygon.v[(i + 1) % n];
            area2 += u.x * v.y - u.y * v.x; /* exact: small integers */
        }
        for (int i = 0; i < n; i++) {
            pv[i].x = 2 * pv[i].x + off;
            pv[i].y = 2 * pv[i].y + off;
        }
        int e = hd_rng_int(&rng, 0, n - 1);
        hd_vec2 u = poly.polygon.v[e], v = poly.polygon.v[(e + 1) % n];
        hd_vec2 m = {u.x + (v.x - u.x) / 2, u.y + (v.y - u.y) / 2};
        /* outward normal of edge u->v: (dy, -dx) if area2 > 0, else opposite */
        double nx = v.y - u.y, ny = -(v.x - u.x);
        if (area2 < 0) {
            nx = -nx;
            ny = -ny;
        }
        hd_shape pt, pt2;
        memset(&pt, 0, sizeof pt);
        pt.kind = HD_POINT;
        pt.point.p = m;
        pt2 = pt;
        if (nx != 0)
            pt2.point.p.x = nx > 0 ? up(m.x) : down(m.x);
        else
            pt2.point.p.y = ny > 0 ? up(m.y) : down(m.y);
        flip(&pt, &poly, &pt2, &poly);
        /* the same contact as a zero-size rect and a zero-radius circle */
        hd_shape c, c2;
        memset(&c, 0, sizeof c);
        c.kind = HD_CIRCLE;
        c.circle = (hd_circle){m, 0};
        c2 = c;
        c2.circle.c = pt2.point.p;
        flip(&c, &poly, &c2, &poly);
    }
}

/* Case 4 (NUDGE_DIFF) and 6 (NUDGE_COORD): see set_nudge(). */
static void ulp_flips(void)
{
    ulp_flips_run(NUDGE_DIFF);
}

static void ulp_polygon_edge(void)
{
    ulp_polygon_edge_run(NUDGE_DIFF);
}

static void ulp_flips_coordinate_ulp(void)
{
    ulp_flips_run(NUDGE_COORD);
}

static void ulp_polygon_edge_coordinate_ulp(void)
{
    ulp_polygon_edge_run(NUDGE_COORD);
}

/* ---- the fast paths against the reference path ---------------------------- */

/* b moved by t (dx, dy), coordinates rounded; false if the result is no
 * longer a valid shape (rounding can merge polygon vertices). */
static bool shifted(const hd_shape *b, double t, int dx, int dy, hd_shape *out)
{
    *out = hd_test_translate(b, (hd_vec2){t * dx, t * dy});
    hd_shape v = *out;
    char err[256];
    if (!hd_shape_validate(&v, err, sizeof err))
        return false;
    static char s1[8192], s2[8192];
    hd_shape_format(&v, s1, sizeof s1);
    hd_shape_format(out, s2, sizeof s2);
    return strcmp(s1, s2) == 0;
}

/* hd_collide (both orders, the table cell, hd_collide_hits) agrees with
 * hd_collide_reference on (a, b). */
static void same_as_reference(const hd_shape *a, const hd_shape *b)
{
    bool want = hd_collide_reference(a, b);
    ENSURE(hd_collide(a, b) == want);
    ENSURE(hd_collide(b, a) == want);
    ENSURE(cell_answer(a, b) == want);
    hd_vec2 h[MAXPTS];
    int nh;
    ENSURE(hd_collide_hits(a, b, h, MAXPTS, &nh) == want);
}

/* Random data with fractional parts: integers over 2^k, k random. */
static hd_shape fractional(hd_rng *r, hd_kind kind)
{
    const hd_gen_opts o = {12, 0.0, false};
    hd_shape s = hd_gen_shape(r, kind, &o);
    double k = ldexp(1.0, -hd_rng_int(r, 0, 30));
    if (kind == HD_POLYGON || kind == HD_ARC || kind == HD_WEDGE)
        return s; /* scaling keeps a polygon simple but is exercised elsewhere */
    switch (kind) {
    case HD_POINT: s.point.p.x *= k; s.point.p.y *= k; break;
    case HD_CIRCLE: s.circle.c.x *= k; s.circle.c.y *= k; s.circle.r *= k; break;
    case HD_RECT: s.rect.x *= k; s.rect.y *= k; s.rect.w *= k; s.rect.h *= k; break;
    case HD_LINE: s.line.a.x *= k; s.line.a.y *= k; s.line.b.x *= k; s.line.b.y *= k; break;
    case HD_CAPSULE:
        s.capsule.a.x *= k; s.capsule.a.y *= k; s.capsule.b.x *= k; s.capsule.b.y *= k; s.capsule.r *= k;
        break;
    default: break;
    }
    return s;
}

/* The reference path decides a one-ulp contact exactly with this shape:
 * not a capsule (its end caps are arcs whose ranges start at rounded
 * perpendicular rays) and no sector ray off the multiples of 45 degrees
 * (rounded rays); the table and the reference path may differ there, as
 * they did before the fast paths. */
static bool contact_exact(const hd_shape *s)
{
    if (s->kind == HD_CAPSULE)
        return false;
    if (s->kind == HD_ARC)
        return fmod(s->arc.start, 45) == 0 && fmod(s->arc.end, 45) == 0;
    if (s->kind == HD_WEDGE)
        return fmod(s->wedge.start, 45) == 0 && fmod(s->wedge.end, 45) == 0;
    return true;
}

/* All 36 pairs: random pairs (integer and fractional data), and contact
 * cases: b slid along a random direction, bisected down to adjacent doubles
 * of the offset between the last hit and the first miss of the reference
 * path, where the fast paths' filters are least sure; both sides checked
 * (where the reference path is exact at such a contact: contact_exact). */
static void fast_paths_vs_reference(void)
{
    static const int dirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {2, -1}, {-1, -3}};
    const hd_gen_opts opts = {12, 0.0, false};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = ka; kb < HD_KIND_COUNT; kb++) {
            uint64_t seed = 9000u + (uint64_t)(ka * 8 + kb);
            hd_rng rng = {seed};
            for (int i = 0; i < 300; i++) {
                hd_shape a = (i & 1) ? fractional(&rng, (hd_kind)ka) : hd_gen_shape(&rng, (hd_kind)ka, &opts);
                hd_shape b = (i & 2) ? fractional(&rng, (hd_kind)kb) : hd_gen_shape(&rng, (hd_kind)kb, &opts);
                TEST_CTX("%s %s (seed %llu, pair %d)", hd_test_spec(&a), hd_test_spec(&b), (unsigned long long)seed,
                         i);
                same_as_reference(&a, &b);
                if (!hd_collide_reference(&a, &b) || i % 3 != 0 || !contact_exact(&a) || !contact_exact(&b))
                    continue;
                const int *d = dirs[hd_rng_int(&rng, 0, 7)];
                double lo = 0, hi = 128; /* hit at lo, miss at hi (by the reference path) */
                hd_shape m;
                if (!shifted(&b, hi, d[0], d[1], &m) || hd_collide_reference(&a, &m))
                    continue;
                while (lo < hi && nextafter(lo, hi) < hi) {
                    double mid = lo + (hi - lo) / 2;
                    if (mid <= lo || mid >= hi)
                        break;
                    if (!shifted(&b, mid, d[0], d[1], &m))
                        break;
                    if (hd_collide_reference(&a, &m))
                        lo = mid;
                    else
                        hi = mid;
                }
                hd_shape ml, mh;
                if (shifted(&b, lo, d[0], d[1], &ml)) {
                    TEST_CTX("contact %s %s (seed %llu, pair %d)", hd_test_spec(&a), hd_test_spec(&ml),
                             (unsigned long long)seed, i);
                    same_as_reference(&a, &ml);
                }
                if (shifted(&b, hi, d[0], d[1], &mh)) {
                    TEST_CTX("just apart %s %s (seed %llu, pair %d)", hd_test_spec(&a), hd_test_spec(&mh),
                             (unsigned long long)seed, i);
                    same_as_reference(&a, &mh);
                }
            }
        }
}

/* Long outlines: 256-gons convex and star-shaped, concentric, one inside
 * the other, crossing, touching at a vertex, apart; and random star-shaped
 * and convex polygons of up to 63 vertices (past the brute-force size of
 * the pruned edge test), against each other and the other kinds. */
static void long_outlines_vs_reference(void)
{
    hd_rng gr = {777};
    const hd_gen_opts opts = {40, 0.0, false};
    for (int it = 0; it < 600; it++) {
        hd_shape p, q;
        memset(&p, 0, sizeof p);
        memset(&q, 0, sizeof q);
        p.kind = q.kind = HD_POLYGON;
        hd_vec2 *pv = hd_test_polyw(&p), *qv = hd_test_polyw(&q);
        int c = hd_rng_int(&gr, 0, 30);
        p.polygon.n = hd_gen_star_polygon(&gr, 0, 0, 40, 63, pv);
        q.polygon.n = (it & 1) ? hd_gen_star_polygon(&gr, c, -c / 2, hd_rng_int(&gr, 5, 40), 63, qv)
                               : hd_gen_convex_polygon(&gr, c, -c / 2, hd_rng_int(&gr, 5, 40), 63, qv);
        char err[256];
        if (!hd_shape_validate(&p, err, sizeof err) || !hd_shape_validate(&q, err, sizeof err))
            continue;
        TEST_CTX("%s %s (long outlines, case %d)", hd_test_spec(&p), hd_test_spec(&q), it);
        same_as_reference(&p, &q);
        hd_shape o = hd_gen_shape(&gr, (hd_kind)hd_rng_int(&gr, 0, HD_KIND_COUNT - 1), &opts);
        TEST_CTX("%s %s (long outline and another kind, case %d)", hd_test_spec(&p), hd_test_spec(&o), it);
        same_as_reference(&p, &o);
    }

    hd_rng rng = {4242};
    for (int it = 0; it < 40; it++) {
        hd_shape p, q;
        memset(&p, 0, sizeof p);
        memset(&q, 0, sizeof q);
        p.kind = q.kind = HD_POLYGON;
        hd_vec2 *pv = hd_test_polyw(&p), *qv = hd_test_polyw(&q);
        int n = 256;
        double r1 = 1000, r2 = (it % 4 == 0) ? 999 : (it % 4 == 1) ? 300 : 1000;
        double cx = (it % 4 == 2) ? 1500 + hd_rng_int(&rng, -600, 600) : (it % 4 == 3) ? 4000 : 0;
        bool star = it & 4;
        for (int i = 0; i < n; i++) {
            double t = 6.283185307179586 * i / n, f = (star && (i & 1)) ? 0.5 : 1.0;
            pv[i] = (hd_vec2){nearbyint(r1 * f * cos(t)), nearbyint(r1 * f * sin(t))};
            qv[i] = (hd_vec2){cx + nearbyint(r2 * f * cos(t + 0.01)), nearbyint(r2 * f * sin(t + 0.01))};
        }
        p.polygon.n = q.polygon.n = n;
        char err[256];
        if (!hd_shape_validate(&p, err, sizeof err) || !hd_shape_validate(&q, err, sizeof err))
            continue;
        TEST_CTX("256-gons, case %d", it);
        same_as_reference(&p, &q);
        /* a circle and a point against the long outline too */
        hd_shape c = hd_test_shape("circle:0,0,500"), pt = hd_test_shape("point:1000,0");
        same_as_reference(&c, &p);
        same_as_reference(&pt, &q);
    }
}

/* The fuzzer's class C2 (fuzz/README.md): pairs whose numbers span 2^33 and
 * more, where the reference path once decided on rounded points. Each
 * answer was worked out by hand (in the comment); the table and the
 * reference must give it in both orders. */
static void span_regressions(void)
{
    static const struct {
        const char *a, *b;
        bool want;
    } rows[] = {
        /* the point is the centre, in the sector's hole */
        {"arc:-1,0,5.048709793414476e-29,1.2924697071141057e-26,-5.048709793414476e-29,6", "point:-1,0", false},
        /* the polygon's vertex (0,0) is the capsule's axis end */
        {"capsule:-1.862645149230957e-09,-34,0,0,8.326672684688674e-17", "polygon:12,-65,45,-6,0,0", true},
        /* the line dips 8e-36 into the capsule's cap at x = 0 */
        {"capsule:-1.3896634290890865e-22,0,1.5631940186722204e-13,8.885729236409477e-27,0",
         "capsule:0,1.5631940186722204e-13,1.5631940186722204e-13,1.5631940186722204e-13,1.5631940186722204e-13",
         true},
        /* the wedge's tip (0,-1) is 1.2e-17 outside the cap; its arc bends away */
        {"capsule:4.889443516731262e-09,0,48,0,1", "wedge:-1,-1,1,-1,0", false},
        {"circle:2.973195023514563e-10,0,1", "wedge:-1,-1,1,-1,0", false},
        /* the zero-sweep arc is the one point (15 + 7.8e-25, 15) */
        {"point:15,15", "arc:7.785110501445121e-25,15,15,15,0,0", false},
        /* the sliver's tip is at x <= 0; the line is at x ~ 2e-25 there */
        {"line:6.162975822039155e-33,0,4.1359030627651384e-25,-74",
         "arc:-37,-37,2.455692443516801e-25,37,3.2311742677852644e-27,6.139231108792002e-26", false},
        /* a full ring (the sweep is a multiple of 360) whose hole of radius 90 is below an ulp
         * of its centre: the centre is in the hole */
        {"arc:-9.061324946756412e+32,-9.061324946756412e+32,90,9.061324946756412e+32,-3.565267313141895e+30,-1",
         "point:-9.061324946756412e+32,-9.061324946756412e+32", false},
        /* the same ring against a disk inside its hole, and one reaching past the hole */
        {"arc:-9.061324946756412e+32,-9.061324946756412e+32,90,9.061324946756412e+32,-3.565267313141895e+30,-1",
         "circle:-9.061324946756412e+32,-9.061324946756412e+32,89", false},
        {"arc:-9.061324946756412e+32,-9.061324946756412e+32,90,9.061324946756412e+32,-3.565267313141895e+30,-1",
         "circle:-9.061324946756412e+32,-9.061324946756412e+32,90", true},
        {"arc:-9.061324946756412e+32,-9.061324946756412e+32,90,9.061324946756412e+32,-3.565267313141895e+30,-1",
         "polygon:-9.061324946756412e+32,-9.061324946756412e+32,-9.061324946756411e+32,-9.061324946756412e+32,-9.061324946756412e+32,-9.061324946756411e+32",
         true},
        /* from the review: the zero-sweep arc's point (2^60 + 1, 0) is on the other arc's
         * circle (257^2 + 33024^2 = 33025^2) but just before its start ray; its rounded
         * point (2^60, 0) is just inside */
        {"arc:1152921504606846976,0,1,1,0,0", "arc:1152921504606846720,-33024,33025,33025,89.555,179.555",
         false},
        /* from the review: circles of radius 1e50 whose centres are an ulp of 1e-50 apart
         * cross just clockwise of 90 and just past 270 degrees, outside [90, 180] (degree-6
         * terms far below a double's range) */
        {"arc:1e-50,0,1e50,1e50,90,180", "arc:1.0000000000000001e-50,0,1e50,1e50,0,360", false},
        {"arc:1e-50,0,1e50,1e50,90,180", "circle:1.0000000000000001e-50,0,1e50", false},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        static hd_shape_buf a, b;
        char err[256];
        TEST_CTX("%s %s", rows[i].a, rows[i].b);
        ENSURE(hd_shape_parse_buf(rows[i].a, &a, err, sizeof err));
        ENSURE(hd_shape_parse_buf(rows[i].b, &b, err, sizeof err));
        ENSURE(hd_collide(HD_SHAPE_PTR(&a), HD_SHAPE_PTR(&b)) == rows[i].want);
        ENSURE(hd_collide(HD_SHAPE_PTR(&b), HD_SHAPE_PTR(&a)) == rows[i].want);
        ENSURE(hd_collide_reference(HD_SHAPE_PTR(&a), HD_SHAPE_PTR(&b)) == rows[i].want);
        ENSURE(hd_collide_reference(HD_SHAPE_PTR(&b), HD_SHAPE_PTR(&a)) == rows[i].want);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(hit_table_structure);
    RUN_SUBTEST(random_pairs_all_cells);
    RUN_SUBTEST(random_pairs_far);
    RUN_SUBTEST(ulp_flips);
    RUN_SUBTEST(ulp_polygon_edge);
    RUN_SUBTEST(ulp_flips_coordinate_ulp);
    RUN_SUBTEST(ulp_polygon_edge_coordinate_ulp);
    RUN_SUBTEST(fast_paths_vs_reference);
    RUN_SUBTEST(long_outlines_vs_reference);
    RUN_SUBTEST(span_regressions);
    return hd_test_finish();
}
