/* test_cmap.c: the collision map (pure, no SDL): every sampled pixel is
 * the live answer at the logical image of its centre; the cache restarts
 * only when its key changes; steps of any size give the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmap.h"
#include "scene.h"
#include "view.h"

static uint32_t rng = 12345;
static int rnd(int n)
{
    rng = rng * 1664525u + 1013904223u;
    return (int)((rng >> 8) % (uint32_t)n);
}

static void full(hd_cmap *m)
{
    while (hd_cmap_step(m, 1000000) > 0) {}
}

/* The live answer for pixel (i,j): the mouse at its centre, mapped with
 * the view's scales written out here (not through the map's code). */
static bool live(const hd_shape *base, const hd_cursor_tpl *t, const hd_view *v, int i, int j)
{
    hd_vec2 l = {(i + 0.5) / v->scale_x, (j + 0.5) / v->scale_y};
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = hd_cursor_build(t, l, cv);
    return hd_collide(base, &c);
}

typedef struct pair {
    const char *name;
    const char *base, *cursor; /* specs in a 160 x 120 logical space */
} pair;

/* Views of the same 160 x 120 logical space: zoom 1; zoom 2.5; pixel
 * ratio 1.5; pixel ratio 0.5 at zoom 2. */
static hd_view views[4];
static const char *view_names[4] = {"r1 z1", "r1 z2.5", "r1.5 z1", "r0.5 z2"};

static void make_views(void)
{
    views[0] = hd_view_make(160, 120, 160, 120, 1.0);
    views[1] = hd_view_make(400, 300, 400, 300, 2.5);
    views[2] = hd_view_make(160, 120, 240, 180, 1.0);
    views[3] = hd_view_make(320, 240, 160, 120, 2.0);
}

static hd_shape shape(const char *spec)
{
    hd_shape s;
    char err[256];
    if (!check_parse(spec, &s, err, sizeof err)) {
        fprintf(stderr, "bad spec %s: %s\n", spec, err);
        exit(2);
    }
    return s;
}

static hd_cursor_tpl cursor(const char *spec)
{
    hd_cursor_tpl t;
    char err[256];
    if (!hd_cursor_parse(spec, &t, err, sizeof err)) {
        fprintf(stderr, "bad cursor %s: %s\n", spec, err);
        exit(2);
    }
    return t;
}

/* 1. the map equals hd_collide at the pixel centres: 2000 random pixels
 * and every pixel of 5 rows through the base */
static void map_is_live_answer(void)
{
    static const pair pairs[] = {
        {"circle cursor vs rect", "rect:50,40,60,40", "circle:10"},
        {"polygon cursor vs concave polygon", "polygon:40,35,120,35,120,85,80,65,40,85",
         "polygon:-5,-5,10,-2.5,15,5,-5,5,-10,0"},
        {"point cursor vs wedge", "wedge:80,60,40,30,330", "point"},
        {"rect cursor vs arc", "arc:80,60,20,40,180,45", "rect:10,6"},
        {"capsule cursor vs circle", "circle:80,60,30", "capsule:10,10,4"},
        {"line cursor vs concave polygon", "polygon:40,35,120,35,120,85,80,65,40,85", "line:80,110"}};
    static hd_cmap m;
    hd_cmap_init(&m);
    for (int vi = 0; vi < 4; vi++) {
        const hd_view *v = &views[vi];
        CHECK(v->log_w == 160 && v->log_h == 120);
        for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
            hd_shape base = shape(pairs[p].base);
            hd_cursor_tpl t = cursor(pairs[p].cursor);
            hd_cmap_key k = hd_cmap_key_make(&base, &t, v, NULL);
            CHECK(hd_cmap_set(&m, &k));
            full(&m);
            CHECK(hd_cmap_complete(&m));
            CHECK(m.w == v->draw_w && m.h == v->draw_h);
            int bad = 0, hits = 0, clears = 0, flips = 0;
            for (int s = 0; s < 2000; s++) {
                int i = rnd(m.w), j = rnd(m.h);
                unsigned char b = m.px[(size_t)j * m.w + i];
                bool want = live(&base, &t, v, i, j);
                if ((b & HD_CMAP_HIT) != (want ? HD_CMAP_HIT : 0) || (b & ~HD_CMAP_HIT)) bad++;
                if (want) hits++;
                else clears++;
            }
            hd_vec2 lo, hi;
            hd_shape_bounds(&base, &lo, &hi);
            for (int r = 0; r < 5; r++) {
                double ly = lo.y + (hi.y - lo.y) * (r + 0.5) / 5;
                int j = (int)(ly * v->scale_y);
                if (j < 0 || j >= m.h) continue;
                for (int i = 0; i < m.w; i++) {
                    unsigned char b = m.px[(size_t)j * m.w + i];
                    bool want = live(&base, &t, v, i, j);
                    if ((b & HD_CMAP_HIT) != (want ? HD_CMAP_HIT : 0)) bad++;
                    if (i > 0 && (b ^ m.px[(size_t)j * m.w + i - 1])) flips++;
                }
            }
            if (bad || hits < 20 || clears < 20 || flips < 2)
                fprintf(stderr, "%s, %s: %d wrong, %d hit, %d clear samples, %d boundary crossings\n",
                        view_names[vi], pairs[p].name, bad, hits, clears, flips);
            CHECK(bad == 0);
            CHECK(hits >= 20 && clears >= 20); /* the sample sees both answers */
            CHECK(flips >= 2);                 /* the rows cross the boundary */
            /* hd_cmap_pixel is the same definition */
            for (int s = 0; s < 200; s++) {
                int i = rnd(m.w), j = rnd(m.h);
                CHECK(hd_cmap_pixel(&k, i, j) == m.px[(size_t)j * m.w + i]);
            }
        }
    }
    hd_cmap_free(&m);
}

/* 2. where a pixel centre is the image of an integer window point, the
 * map's logical position is exactly the live one (hd_view_to_logical) */
static void pixel_centre_is_window_point(void)
{
    /* ratio 1.5: pixel centre i+0.5 = 1.5 w for odd w = (2i+1)/3 */
    for (int vi = 0; vi < 4; vi++) {
        const hd_view *v = &views[vi];
        int n = 0;
        for (int i = 0; i < v->draw_w; i++) {
            double w = (i + 0.5) / v->ratio_x;
            if (w != (double)(long)w) continue; /* not a whole window point */
            n++;
            hd_vec2 a = hd_view_pixel_to_logical(v, i + 0.5, i + 0.5);
            hd_vec2 b = hd_view_to_logical(v, w, w);
            CHECK_EQ(a.x, b.x);
            CHECK_EQ(a.y, b.y);
        }
        /* ratio 1: centres are at +0.5, never whole points; 1.5 and 0.5: some */
        CHECK(vi < 2 ? n == 0 : n > 50);
    }
    /* an edge exactly on such a centre: rect:100,100,200,100 grown by a
     * circle cursor of radius 21 ends at x = 321; at ratio 0.5, zoom 1 the
     * pixel 160 has centre 160.5 = window 321 (hit), 161 = window 323 (clear) */
    hd_view v = hd_view_make(800, 600, 400, 300, 1.0);
    hd_shape base;
    char err[128];
    CHECK(check_parse("rect:100,100,200,100", &base, err, sizeof err));
    hd_cursor_tpl t;
    CHECK(hd_cursor_parse("circle:21", &t, err, sizeof err));
    hd_cmap_key k = hd_cmap_key_make(&base, &t, &v, NULL);
    CHECK(hd_cmap_pixel(&k, 160, 75) == HD_CMAP_HIT);
    CHECK(hd_cmap_pixel(&k, 161, 75) == 0);
    hd_shape c = hd_cursor_build(&t, hd_view_to_logical(&v, 321, 151), check_vstore());
    CHECK(hd_collide(&base, &c));
    c = hd_cursor_build(&t, hd_view_to_logical(&v, 323, 151), check_vstore());
    CHECK(!hd_collide(&base, &c));
}

/* 3. the cache: no restart while the key is the same; a restart when the
 * base, the cursor, the zoom, the size or the naive function change */
static bool naive_centre(const hd_shape *a, const hd_shape *b, bool *hit);

static void cache(void)
{
    static hd_cmap m;
    hd_cmap_init(&m);
    hd_view v = views[0];
    hd_shape base = hd_base_default(HD_CIRCLE, v.log_w, v.log_h, check_vstore());
    hd_cursor_tpl t;
    hd_cursor_default(HD_CIRCLE, &t);
    hd_cmap_key k = hd_cmap_key_make(&base, &t, &v, NULL);
    CHECK(hd_cmap_set(&m, &k));
    CHECK(m.starts == 1);
    CHECK(!hd_cmap_complete(&m) && hd_cmap_percent(&m) == 0);
    CHECK(m.h == 120 && hd_cmap_step(&m, 12) == 12);
    CHECK(hd_cmap_percent(&m) == 10);
    /* same key (a fresh copy): nothing restarts, progress is kept */
    hd_cmap_key k2 = hd_cmap_key_make(&base, &t, &v, NULL);
    CHECK(!hd_cmap_set(&m, &k2));
    CHECK(m.rows_done == 12);
    full(&m);
    CHECK(hd_cmap_complete(&m) && hd_cmap_percent(&m) == 100);
    CHECK(hd_cmap_step(&m, 5) == 0);
    for (int r = 0; r < 5; r++) CHECK(!hd_cmap_set(&m, &k2));
    CHECK(m.starts == 1 && hd_cmap_complete(&m));
    /* a default base re-made for the same logical size is the same key */
    hd_shape base2 = hd_base_default(HD_CIRCLE, v.log_w, v.log_h, check_vstore());
    k2 = hd_cmap_key_make(&base2, &t, &v, NULL);
    CHECK(!hd_cmap_set(&m, &k2));

    unsigned starts = m.starts;
#define RESTARTS(key)                                                                              \
    do {                                                                                           \
        hd_cmap_key kk_ = (key);                                                                   \
        CHECK(hd_cmap_set(&m, &kk_));                                                              \
        CHECK(m.starts == ++starts && m.rows_done == 0);                                           \
        full(&m);                                                                                  \
        CHECK(!hd_cmap_set(&m, &kk_));                                                             \
    } while (0)
    hd_shape moved = hd_shape_translate(&base, (hd_vec2){1, 0}, check_vstore());
    RESTARTS(hd_cmap_key_make(&moved, &t, &v, NULL));
    hd_shape rect = hd_base_default(HD_RECT, v.log_w, v.log_h, check_vstore());
    RESTARTS(hd_cmap_key_make(&rect, &t, &v, NULL));
    hd_cursor_tpl t2 = t;
    t2.r += 2; /* the wheel */
    RESTARTS(hd_cmap_key_make(&rect, &t2, &v, NULL));
    hd_cursor_tpl poly;
    hd_cursor_default(HD_POLYGON, &poly);
    RESTARTS(hd_cmap_key_make(&rect, &poly, &v, NULL));
    poly.off[2].x += 1;
    RESTARTS(hd_cmap_key_make(&rect, &poly, &v, NULL));
    hd_view vz = hd_view_make(400, 300, 400, 300, 1.25);
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vz, NULL));
    hd_view vr = hd_view_make(400, 300, 800, 600, 1.25); /* pixel ratio */
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vr, NULL));
    CHECK(m.w == 800 && m.h == 600);
    hd_view vs = hd_view_make(300, 200, 300, 200, 1.25); /* resize, smaller */
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vs, NULL));
    CHECK(m.w == 300 && m.h == 200);
    /* a pan (right or middle drag) moves the origin alone: the map follows
     * the view, as after a zoom */
    hd_view vp = hd_view_at(vs, (hd_vec2){-30, 12.5});
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vp, NULL));
    {
        /* ... and its pixels are the live answer of the panned view */
        int bad = 0;
        for (int j = 0; j < m.h; j += 7)
            for (int i = 0; i < m.w; i += 7) {
                hd_vec2 l = hd_view_pixel_to_logical(&vp, i + 0.5, j + 0.5);
                hd_vec2 cv[HD_POLY_MAX];
                hd_shape c = hd_cursor_build(&poly, l, cv);
                bool hit = (m.px[(size_t)j * (size_t)m.w + (size_t)i] & HD_CMAP_HIT) != 0;
                if (hit != hd_collide(&rect, &c)) bad++;
            }
        CHECK(bad == 0);
    }
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vs, NULL)); /* and back */
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vs, naive_centre)); /* naive layer on */
    RESTARTS(hd_cmap_key_make(&rect, &poly, &vs, NULL));         /* and off */
#undef RESTARTS
    hd_cmap_free(&m);
}

/* 4. steps of 1, 3, 7 and 64 rows give the same bytes as one full pass */
static void incremental_equals_full(void)
{
    static hd_cmap a, b;
    hd_cmap_init(&a);
    hd_cmap_init(&b);
    const hd_view *v = &views[2];
    hd_shape base = shape("polygon:40,35,120,35,120,85,80,65,40,85");
    hd_cursor_tpl t = cursor("polygon:-5,-5,10,-2.5,15,5,-5,5,-10,0");
    hd_cmap_key k = hd_cmap_key_make(&base, &t, v, naive_centre);
    hd_cmap_set(&a, &k);
    CHECK(hd_cmap_step(&a, a.h) == a.h);
    CHECK(hd_cmap_complete(&a));
    static const int sizes[] = {1, 3, 7, 64};
    for (int s = 0; s < 4; s++) {
        b.has_key = false;
        hd_cmap_set(&b, &k);
        int total = 0, calls = 0, n;
        while ((n = hd_cmap_step(&b, sizes[s])) > 0) {
            CHECK(n <= sizes[s]);
            total += n;
            calls++;
            CHECK(b.rows_done == total);
        }
        CHECK(total == b.h && calls == (b.h + sizes[s] - 1) / sizes[s]);
        CHECK(memcmp(a.px, b.px, (size_t)a.w * (size_t)a.h) == 0);
    }
    hd_cmap_free(&a);
    hd_cmap_free(&b);
}

/* A stand-in for hd_naive_collide: only circle vs circle, by strict centre
 * distance (so touching counts as clear: it disagrees on the boundary). */
static bool naive_centre(const hd_shape *a, const hd_shape *b, bool *hit)
{
    if (a->kind != HD_CIRCLE || b->kind != HD_CIRCLE) return false;
    double dx = a->circle.c.x - b->circle.c.x, dy = a->circle.c.y - b->circle.c.y;
    double r = a->circle.r + b->circle.r;
    *hit = dx * dx + dy * dy < r * r;
    return true;
}

/* 5. the naive layer: known where the function has a formula, wrong where
 * its answer differs from hd_collide */
static void naive_layer(void)
{
    static hd_cmap m;
    hd_cmap_init(&m);
    /* circle r 100 at 201,151 and a circle cursor r 20 touch at distance
     * 120. At ratio 0.5 pixel i has its centre at window (and logical)
     * point 2i+1: pixel 160 is at 321, exactly touching. */
    hd_view v = hd_view_make(400, 300, 200, 150, 1.0);
    hd_shape base;
    char err[128];
    CHECK(check_parse("circle:201,151,100", &base, err, sizeof err));
    hd_cursor_tpl t;
    CHECK(hd_cursor_parse("circle:20", &t, err, sizeof err));
    hd_cmap_key k = hd_cmap_key_make(&base, &t, &v, naive_centre);
    hd_cmap_set(&m, &k);
    full(&m);
    int wrong = 0;
    for (int j = 0; j < m.h; j++)
        for (int i = 0; i < m.w; i++) {
            unsigned char b = m.px[(size_t)j * m.w + i];
            bool want = live(&base, &t, &v, i, j);
            bool nh = false;
            CHECK(naive_centre(&base, &(hd_shape){.kind = HD_CIRCLE,
                                                  .circle = {hd_view_pixel_to_logical(&v, i + 0.5, j + 0.5), 20}},
                               &nh));
            unsigned char exp = (want ? HD_CMAP_HIT : 0) | HD_CMAP_NAIVE_KNOWN | (nh != want ? HD_CMAP_NAIVE_WRONG : 0);
            if (b != exp) wrong++;
        }
    CHECK(wrong == 0);
    /* pixel (160,75): centre logical 321,151, distance 120 from the base's
     * centre: touching, hd_collide says hit, the strict naive says clear */
    CHECK(m.px[75 * m.w + 160] == (HD_CMAP_HIT | HD_CMAP_NAIVE_KNOWN | HD_CMAP_NAIVE_WRONG));
    CHECK(m.px[75 * m.w + 159] == (HD_CMAP_HIT | HD_CMAP_NAIVE_KNOWN));
    CHECK(m.px[75 * m.w + 161] == HD_CMAP_NAIVE_KNOWN);
    /* no formula for the pair: bits 1 and 2 stay 0 */
    hd_cursor_tpl rt;
    hd_cursor_default(HD_RECT, &rt);
    k = hd_cmap_key_make(&base, &rt, &v, naive_centre);
    hd_cmap_set(&m, &k);
    full(&m);
    int other = 0;
    for (size_t i = 0; i < (size_t)m.w * (size_t)m.h; i++) other += (m.px[i] & ~HD_CMAP_HIT) != 0;
    CHECK(other == 0);
    hd_cmap_free(&m);
}

int main(void)
{
    make_views();
    RUN(map_is_live_answer);
    RUN(pixel_centre_is_window_point);
    RUN(cache);
    RUN(incremental_equals_full);
    RUN(naive_layer);
    return check_failures ? 1 : 0;
}
