/* test_broad.c: the broad phase (broad.c) and the stress world (stress.c)
 * return exactly what brute force returns: the same overlapping box pairs,
 * the same boxes under a query, and the same colliding shape pairs, on
 * random boxes of several seeds, degenerate boxes and shapes, and shapes
 * that share an edge or touch at one point. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "broad.h"
#include "check.h"
#include "stress.h"

static uint64_t rng = 1;
static double urand(void)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (double)((rng * 2685821657736338717ull) >> 11) * 0x1p-53;
}

static int cmp_pair(const void *x, const void *y)
{
    const hd_pair *a = x, *b = y;
    if (a->a != b->a) return a->a < b->a ? -1 : 1;
    return (a->b > b->b) - (a->b < b->b);
}
static int cmp_int(const void *x, const void *y)
{
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

static bool same_pairs(hd_pairs *a, hd_pairs *b)
{
    if (a->n != b->n) {
        fprintf(stderr, "  pair counts differ: %zu against %zu\n", a->n, b->n);
        return false;
    }
    qsort(a->v, a->n, sizeof *a->v, cmp_pair);
    qsort(b->v, b->n, sizeof *b->v, cmp_pair);
    for (size_t i = 0; i < a->n; i++) {
        if (a->v[i].a >= a->v[i].b) return false; /* a < b, no self pair */
        if (i && !cmp_pair(&a->v[i - 1], &a->v[i])) return false; /* each once */
    }
    return !memcmp(a->v, b->v, a->n * sizeof *a->v);
}

static bool same_indices(hd_indices *a, hd_indices *b)
{
    if (a->n != b->n) return false;
    qsort(a->v, a->n, sizeof *a->v, cmp_int);
    qsort(b->v, b->n, sizeof *b->v, cmp_int);
    return !memcmp(a->v, b->v, a->n * sizeof *a->v);
}

/* grid against brute force on boxes[0..n), with queries */
static void compare_boxes(const hd_box *boxes, int n, double cell)
{
    hd_broad g;
    hd_broad_init(&g);
    hd_pairs pg = {0}, pb = {0};
    hd_indices ig = {0}, ib = {0};
    CHECK(hd_broad_build(&g, boxes, n, cell));
    CHECK(hd_broad_pairs(&g, &pg));
    CHECK(hd_brute_pairs(boxes, n, &pb));
    CHECK(same_pairs(&pg, &pb));
    /* queries: each box itself (touching neighbours included), random boxes */
    for (int k = 0; k < n + 50; k++) {
        hd_box q;
        if (k < n) q = boxes[k];
        else {
            double x = urand() * 120 - 10, y = urand() * 120 - 10;
            q = (hd_box){{x, y}, {x + urand() * 20 * (k & 1), y + urand() * 20}};
        }
        CHECK(hd_broad_query(&g, &q, &ig));
        CHECK(hd_brute_query(boxes, n, &q, &ib));
        CHECK(same_indices(&ig, &ib));
    }
    hd_broad_free(&g);
    hd_pairs_free(&pg);
    hd_pairs_free(&pb);
    hd_indices_free(&ig);
    hd_indices_free(&ib);
}

static void random_boxes(void)
{
    for (uint64_t seed = 1; seed <= 6; seed++) {
        rng = seed * 0x9e3779b97f4a7c15ull;
        int n = 50 + (int)(urand() * 400);
        hd_box *b = malloc((size_t)n * sizeof *b);
        for (int i = 0; i < n; i++) {
            double x = urand() * 100, y = urand() * 100, w = urand() * urand() * 12, h = urand() * urand() * 12;
            if (i % 7 == 0) w = 0;          /* degenerate: a vertical segment */
            if (i % 11 == 0) w = h = 0;     /* a point */
            if (i % 13 == 0) w = 150;       /* big: spans the world */
            b[i] = (hd_box){{x, y}, {x + w, y + h}};
        }
        compare_boxes(b, n, 0);
        compare_boxes(b, n, 0.5);  /* tiny cells: many big boxes */
        compare_boxes(b, n, 1000); /* one cell */
        free(b);
    }
}

/* Boxes on an integer lattice: neighbours share edges and corners exactly,
 * also exactly on cell boundaries (cell size 2 divides the coordinates). */
static void touching_boxes(void)
{
    hd_box b[64];
    int n = 0;
    for (int y = 0; y < 6; y++)
        for (int x = 0; x < 6; x++) b[n++] = (hd_box){{x * 4.0, y * 4.0}, {x * 4.0 + 4, y * 4.0 + 4}};
    b[n++] = (hd_box){{8, 8}, {8, 8}};     /* a point on four corners */
    b[n++] = (hd_box){{24, 0}, {24, 24}};  /* a segment along the right side */
    b[n++] = (hd_box){{24, 0}, {24, 24}};  /* the same again */
    b[n++] = (hd_box){{-4, -4}, {0, 0}};   /* touching one corner */
    compare_boxes(b, n, 2);
    compare_boxes(b, n, 4);
    compare_boxes(b, n, 0);
    /* the corner-touching pair is found */
    hd_broad g;
    hd_broad_init(&g);
    hd_pairs p = {0};
    CHECK(hd_broad_build(&g, b, n, 4) && hd_broad_pairs(&g, &p));
    bool found = false;
    for (size_t i = 0; i < p.n; i++) found |= p.v[i].a == 0 && p.v[i].b == n - 1;
    CHECK(found);
    hd_broad_free(&g);
    hd_pairs_free(&p);
}

/* Exact shape pairs: broad phase + hd_collide against hd_collide on every pair. */
static void compare_shapes(const hd_shape *s, int n)
{
    hd_box *b = malloc((size_t)n * sizeof *b);
    for (int i = 0; i < n; i++) b[i] = hd_box_of_shape(&s[i]);
    hd_broad g;
    hd_broad_init(&g);
    hd_pairs cand = {0}, hg = {0}, hb = {0};
    CHECK(hd_broad_build(&g, b, n, 0) && hd_broad_pairs(&g, &cand));
    for (size_t k = 0; k < cand.n; k++)
        if (hd_collide(&s[cand.v[k].a], &s[cand.v[k].b])) hd_pairs_push(&hg, cand.v[k].a, cand.v[k].b);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (hd_collide(&s[i], &s[j])) hd_pairs_push(&hb, i, j);
    CHECK(same_pairs(&hg, &hb));
    CHECK(hb.n > 0);
    free(b);
    hd_broad_free(&g);
    hd_pairs_free(&cand);
    hd_pairs_free(&hg);
    hd_pairs_free(&hb);
}

static void touching_shapes(void)
{
    static const char *specs[] = {
        "rect:0,0,10,10",      "rect:10,0,10,10",       /* a shared edge */
        "rect:20,10,10,10",                             /* one shared corner with the last */
        "circle:40,5,5",       "circle:50,5,5",         /* tangent */
        "point:60,5",          "line:55,5,60,5",        /* the point ends the line */
        "rect:60,0,0,0",       "point:60,0",            /* a zero-size rect is a point */
        "line:70,0,70,0",      "circle:75,0,5",         /* a zero-length line on a circle */
        "capsule:80,0,90,0,0", "line:90,0,100,0",       /* radius 0, touching ends */
        "polygon:100,0,110,0,110,10", "polygon:110,10,120,10,120,20", /* one shared vertex */
        "wedge:130,0,10,0,90", "point:140,0",           /* the ray's end */
        "arc:150,0,5,10,0,360", "point:160,0",          /* the outer circle */
        "circle:170,0,0",      "point:170,0",           /* radius 0 */
        "point:1000,1000",
    };
    int n = (int)(sizeof specs / sizeof specs[0]);
    hd_shape *s = malloc((size_t)n * sizeof *s);
    hd_shape_buf *bufs = malloc((size_t)n * sizeof *bufs); /* the polygons' vertices */
    char err[256];
    for (int i = 0; i < n; i++) {
        CHECK(hd_shape_parse_buf(specs[i], &bufs[i], err, sizeof err));
        s[i] = hd_shape_of(&bufs[i]);
    }
    compare_shapes(s, n);
    free(bufs);
    free(s);
}

/* The stress world: broad phase and brute force mark the same shapes and
 * count the same hits, in both modes, over a few drift steps. */
static void stress_world(void)
{
    for (uint64_t seed = 1; seed <= 4; seed++) {
        hd_stress a, b;
        int n = 300 + (int)seed * 50;
        CHECK(hd_stress_init(&a, n, (hd_vec2){-50, 20}, 400, 300, seed));
        CHECK(hd_stress_init(&b, n, (hd_vec2){-50, 20}, 400, 300, seed));
        b.broad = false;
        hd_shape cur;
        char err[64];
        CHECK(hd_shape_parse("circle:100,150,40", &cur, err, sizeof err));
        for (int step = 0; step < 4; step++) {
            for (int mode = 0; mode < 2; mode++) {
                a.pairs_mode = b.pairs_mode = mode;
                hd_stress_run(&a, &cur);
                hd_stress_run(&b, &cur);
                CHECK(a.st.hits == b.st.hits);
                CHECK(a.st.hits > 0);
                CHECK(a.st.shapes_hit == b.st.shapes_hit);
                CHECK(!memcmp(a.hit, b.hit, (size_t)n));
                CHECK(a.st.exact_tests < b.st.exact_tests);
            }
            hd_stress_step(&a, 0.5);
            hd_stress_step(&b, 0.5);
        }
        /* the shapes of the world collide as the grid says */
        hd_shape *s = malloc((size_t)n * sizeof *s);
        hd_vec2 *sv = malloc((size_t)n * HD_STRESS_POLY_MAX * sizeof *sv);
        for (int i = 0; i < n; i++) hd_stress_shape(&a, i, &s[i], sv + (size_t)i * HD_STRESS_POLY_MAX);
        compare_shapes(s, n);
        /* the widened boxes hold the shapes */
        for (int i = 0; i < n; i++) {
            hd_box bb = hd_box_of_shape(&s[i]);
            CHECK(a.box[i].lo.x <= bb.lo.x && a.box[i].lo.y <= bb.lo.y && a.box[i].hi.x >= bb.hi.x &&
                  a.box[i].hi.y >= bb.hi.y);
        }
        free(s);
        free(sv);
        hd_stress_free(&a);
        hd_stress_free(&b);
    }
}

int main(void)
{
    RUN(random_boxes);
    RUN(touching_boxes);
    RUN(touching_shapes);
    RUN(stress_world);
    return check_failures ? 1 : 0;
}
