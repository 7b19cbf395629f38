/*
 * test_geom_typedf: the float shapes of <hitdemo/typed.h> (hd_circlef,
 * hd_rectf, hd_pointf, hd_segf) give the answers of
 * hd_collide on the double shapes with the same values (hd_*f_to), which
 * are exact on those values:
 *  - random_pairs: random float shapes of every float pair near each other,
 *    small integers, integers with a random float offset (inexact
 *    differences), random 24-bit mantissas, and all of them scaled by 2^k
 *    over the float range (about 1e-40 to 1e37, subnormals included);
 *  - contacts: exact contacts written by hand (tangent circles, a circle on
 *    an edge and a corner, touching rects, a point on a far edge, segments
 *    meeting at an end, collinear overlaps) must collide and the same
 *    contact opened by one ulp of a float (nextafterf) must not, scaled by
 *    2^k for k in -140..110;
 *  - bisected: random float pairs with one shape pushed along an axis,
 *    the push bisected to adjacent floats at the contact (with hd_collide
 *    as the judge), and checked a few float ulps either side;
 *  - far_edges: rects whose x + w is not a float nor a double rounding
 *    target, with points and rects a few float ulps around fl(x + w).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/typed.h>

#include "geom_internal.h"
#include "hd_test.h"

enum { F_CC, F_CR, F_RR, F_PR, F_PC, F_SS, F_CS, F_COUNT };
static const char *fname[F_COUNT] = {"circlef/circlef", "circlef/rectf", "rectf/rectf", "pointf/rectf",
                                     "pointf/circlef", "segf/segf", "circlef/segf"};

/* A float shape: up to 5 numbers in the struct's order. */
typedef struct fshape {
    int kind; /* 0 point, 1 circle, 2 rect, 3 seg */
    float v[4];
} fshape;

static const int pair_kinds[F_COUNT][2] = {{1, 1}, {1, 2}, {2, 2}, {0, 2}, {0, 1}, {3, 3}, {1, 3}};
static const int nnum[4] = {2, 3, 4, 4};

static hd_shape to_shape(const fshape *s)
{
    hd_shape d;
    memset(&d, 0, sizeof d);
    switch (s->kind) {
    case 0: d.kind = HD_POINT, d.point = hd_pointf_to(&(hd_pointf){s->v[0], s->v[1]}); break;
    case 1: d.kind = HD_CIRCLE, d.circle = hd_circlef_to(&(hd_circlef){s->v[0], s->v[1], s->v[2]}); break;
    case 2: d.kind = HD_RECT, d.rect = hd_rectf_to(&(hd_rectf){s->v[0], s->v[1], s->v[2], s->v[3]}); break;
    default: d.kind = HD_LINE, d.line = hd_segf_to(&(hd_segf){s->v[0], s->v[1], s->v[2], s->v[3]}); break;
    }
    return d;
}

static int typedf(int pair, const fshape *a, const fshape *b)
{
    const float *x = a->v, *y = b->v;
    switch (pair) {
    case F_CC: return hd_circlef_circlef(&(hd_circlef){x[0], x[1], x[2]}, &(hd_circlef){y[0], y[1], y[2]});
    case F_CR: return hd_circlef_rectf(&(hd_circlef){x[0], x[1], x[2]}, &(hd_rectf){y[0], y[1], y[2], y[3]});
    case F_RR: return hd_rectf_rectf(&(hd_rectf){x[0], x[1], x[2], x[3]}, &(hd_rectf){y[0], y[1], y[2], y[3]});
    case F_PR: return hd_pointf_rectf(&(hd_pointf){x[0], x[1]}, &(hd_rectf){y[0], y[1], y[2], y[3]});
    case F_PC: return hd_pointf_circlef(&(hd_pointf){x[0], x[1]}, &(hd_circlef){y[0], y[1], y[2]});
    case F_SS: return hd_segf_segf(&(hd_segf){x[0], x[1], x[2], x[3]}, &(hd_segf){y[0], y[1], y[2], y[3]});
    default: return hd_circlef_segf(&(hd_circlef){x[0], x[1], x[2]}, &(hd_segf){y[0], y[1], y[2], y[3]});
    }
}

static const char *ftext(const fshape *s)
{
    static char buf[4][160];
    static int k;
    char *b = buf[k++ & 3];
    hd_shape d = to_shape(s);
    snprintf(b, 160, "%s", hd_test_spec(&d));
    return b;
}

static long g_pairs, g_hits;

/* typed float == hd_collide on the doubles (both orders) == reference;
 * == expect if expect >= 0. Returns the answer. */
static int check(int pair, const fshape *a, const fshape *b, int expect)
{
    TEST_CTX("%s: a = %s  b = %s", fname[pair], ftext(a), ftext(b));
    hd_shape da = to_shape(a), db = to_shape(b);
    int t = typedf(pair, a, b);
    bool g = hd_collide(&da, &db), gr = hd_collide(&db, &da), ref = hd_collide_reference(&da, &db);
    ENSURE(t == (int)g);
    ENSURE(g == gr);
    ENSURE(g == ref);
    if (expect >= 0)
        ENSURE(t == expect);
    g_pairs++;
    g_hits += t == 1;
    return t;
}

/* is number i of kind k a size (radius, width, height)? */
static bool is_size(int k, int i) { return (k == 1 && i == 2) || (k == 2 && i >= 2); }

static float frand_mant(hd_rng *r)
{
    /* a float in [1, 2) with a random 24-bit significand */
    return 1.0f + (float)hd_rng_int(r, 0, (1 << 23) - 1) * 0x1p-23f;
}

/* A random float shape near the origin: style 0 integers in -12..12, 1 the
 * same plus an offset of about 1e3 with random low bits, 2 random
 * significands; every number then scaled by 2^e (exact in float unless
 * below the normal range, where the scaled value is what it is). */
static fshape gen(hd_rng *r, int kind, int style, int e, float off)
{
    fshape s = {kind, {0, 0, 0, 0}};
    for (int i = 0; i < nnum[kind]; i++) {
        float x;
        if (is_size(kind, i))
            x = style == 2 ? frand_mant(r) * (float)hd_rng_int(r, 0, 6) : (float)hd_rng_int(r, 0, 12);
        else
            x = style == 2 ? frand_mant(r) * (float)hd_rng_int(r, -6, 6) : (float)hd_rng_int(r, -12, 12);
        if (style == 1 && !is_size(kind, i))
            x += off;
        s.v[i] = ldexpf(x, e);
    }
    return s;
}

static void random_pairs(void)
{
    hd_rng r = {0xf10a75eedull};
    static const int exps[] = {0, 0, 0, -140, -120, -60, -20, 20, 60, 100, 110};
    for (int p = 0; p < F_COUNT; p++) {
        long h0 = g_hits, n0 = g_pairs;
        for (int i = 0; i < 20000; i++) {
            int style = i % 3, e = exps[hd_rng_int(&r, 0, 10)];
            if (style == 1 && e < -100)
                e = -100; /* keep the offset's low bits normal */
            float off = 1000.0f + (float)hd_rng_int(&r, 0, 1 << 20) / 1024.0f;
            fshape a = gen(&r, pair_kinds[p][0], style, e, off), b = gen(&r, pair_kinds[p][1], style, e, off);
            check(p, &a, &b, -1);
            if (pair_kinds[p][0] == pair_kinds[p][1])
                check(p, &b, &a, -1);
        }
        long hits = g_hits - h0, n = g_pairs - n0;
        TEST_CTX("%s: %ld of %ld collide", fname[p], hits, n);
        ENSURE(hits >= 100 && n - hits >= 100);
    }
}

typedef struct fcase {
    int pair;
    float a[4], b[4];
    int nudge; /* number of b moved one float ulp to open the contact, -1 none */
    float dir;
} fcase;

static const fcase cases[] = {
    {F_CC, {0, 0, 5}, {8, 6, 5}, 2, -INFINITY},
    {F_CC, {0, 0, 10}, {3, 4, 5}, -1, 0},
    {F_CC, {0, 0, 5}, {3, 4, 0}, 1, INFINITY},
    {F_CC, {1, 2, 0}, {1, 2, 0}, 0, INFINITY},
    {F_PC, {3, 4}, {0, 0, 5}, 2, -INFINITY},
    {F_PC, {-5, 0}, {0, 0, 5}, 2, -INFINITY},
    {F_CR, {-4, 10, 5}, {1, 0, 20, 30}, 0, INFINITY},
    {F_CR, {23, 34, 5}, {0, 0, 20, 30}, 2, -INFINITY},
    {F_CR, {20, 10, 0}, {0, 0, 20, 30}, 2, -INFINITY},
    {F_CR, {10, 35, 5}, {0, 0, 20, 30}, 3, -INFINITY},
    {F_RR, {0, 0, 10, 10}, {10, 3, 5, 5}, 0, INFINITY},
    {F_RR, {0, 0, 10, 10}, {10, 10, 5, 5}, 1, INFINITY},
    {F_RR, {0, 0, 10, 10}, {-5, -5, 5, 5}, 2, -INFINITY},
    {F_RR, {0, 0, 10, 10}, {4, 10, 0, 3}, 1, INFINITY},
    {F_RR, {1, 1, 0, 0}, {1, 1, 0, 0}, 0, INFINITY},
    {F_PR, {10, 5}, {0, 0, 10, 10}, 2, -INFINITY},
    {F_PR, {10, 10}, {0, 0, 10, 10}, 3, -INFINITY},
    {F_PR, {1, 1}, {1, 1, 10, 10}, 0, INFINITY},
    {F_PR, {2, 2}, {2, 2, 0, 0}, 1, INFINITY},
    {F_SS, {0, 1, 10, 1}, {5, 1, 5, 7}, 1, INFINITY},
    {F_SS, {0, 0, 10, 0}, {10, 0, 12, 9}, 0, INFINITY},
    {F_SS, {0, 0, 10, 10}, {5, 5, 20, 20}, -1, 0},
    {F_SS, {0, 0, 10, 10}, {10, 10, 20, 20}, 0, INFINITY},
    {F_SS, {0, 0, 10, 10}, {0, 10, 10, 0}, -1, 0},
    {F_SS, {0, 0, 10, 10}, {4, 4, 4, 4}, -1, 0},
    {F_CS, {0, 6, 5}, {-10, 1, 10, 1}, 1, -INFINITY},
    {F_CS, {0, 0, 5}, {3, 4, 30, 40}, 0, INFINITY},
    {F_CS, {2, 2, 0}, {1, 1, 4, 4}, 0, INFINITY},
};

static void contacts(void)
{
    static const int exps[] = {0, -140, -126, -100, -60, -20, 20, 60, 100, 110};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const fcase *k = &cases[c];
        for (size_t m = 0; m < sizeof exps / sizeof exps[0]; m++) {
            fshape a = {pair_kinds[k->pair][0], {0}}, b = {pair_kinds[k->pair][1], {0}};
            for (int i = 0; i < 4; i++)
                a.v[i] = ldexpf(k->a[i], exps[m]), b.v[i] = ldexpf(k->b[i], exps[m]);
            check(k->pair, &a, &b, 1);
            if (k->nudge >= 0) {
                fshape bn = b;
                bn.v[k->nudge] = nextafterf(bn.v[k->nudge], k->dir);
                check(k->pair, &a, &bn, 0);
            }
        }
    }
}

/* s moved by t along axis (positions only) */
static fshape fmoved(const fshape *s, int axis, float t)
{
    fshape m = *s;
    for (int i = 0; i < nnum[s->kind]; i++)
        if (!is_size(s->kind, i) && (i & 1) == axis)
            m.v[i] = s->v[i] + t;
    return m;
}

static void bisected(void)
{
    hd_rng r = {0xb15ec7f1ull};
    for (int p = 0; p < F_COUNT; p++) {
        int found = 0;
        for (int i = 0; i < 3000; i++) {
            int e = (int[]){0, -100, -30, 30, 90}[hd_rng_int(&r, 0, 4)];
            fshape a = gen(&r, pair_kinds[p][0], 2, e, 0), b = gen(&r, pair_kinds[p][1], 2, e, 0);
            int axis = hd_rng_int(&r, 0, 1);
            hd_shape da = to_shape(&a), db = to_shape(&b);
            bool cl = hd_collide(&da, &db);
            float lo = 0, hi = ldexpf(hd_rng_int(&r, 0, 1) ? 40.0f : -40.0f, e);
            fshape bh = fmoved(&b, axis, hi);
            hd_shape dbh = to_shape(&bh);
            if (hd_collide(&da, &dbh) == cl)
                continue;
            for (int it = 0; it < 300 && nextafterf(lo, hi) != hi; it++) {
                float mid = lo + (hi - lo) / 2;
                if (mid == lo || mid == hi)
                    mid = nextafterf(lo, hi);
                fshape bm = fmoved(&b, axis, mid);
                hd_shape dbm = to_shape(&bm);
                if (hd_collide(&da, &dbm) == cl)
                    lo = mid;
                else
                    hi = mid;
            }
            found++;
            float x = lo, away = hi > lo ? -INFINITY : INFINITY, toward = -away;
            for (int u = 0; u < 3; u++)
                x = nextafterf(x, away);
            for (int u = 0; u < 7; u++, x = nextafterf(x, toward)) {
                fshape bx = fmoved(&b, axis, x);
                check(p, &a, &bx, -1);
                if (pair_kinds[p][0] == pair_kinds[p][1])
                    check(p, &bx, &a, -1);
            }
        }
        TEST_CTX("%s: %d contacts", fname[p], found);
        ENSURE(found >= 100);
    }
}

/* rects whose x and w differ in exponent and sign, so fl(x + w) in float
 * (and in double) is rarely the exact far edge */
static void far_edges(void)
{
    hd_rng r = {0xfa7edf1ull};
    for (int i = 0; i < 4000; i++) {
        float x = -(float)hd_rng_int(&r, 1, 1 << 24) / 7.0f * 0x1p-10f, w = (float)hd_rng_int(&r, 1, 1 << 24) / 3.0f;
        float y = (float)hd_rng_int(&r, -1000, 1000) / 9.0f, h = (float)hd_rng_int(&r, 1, 1 << 20) / 11.0f;
        fshape rect = {2, {x, y, w, h}};
        float ex = x + w, ey = y + h;
        for (int k = 0; k < 3; k++)
            ex = nextafterf(ex, -INFINITY), ey = nextafterf(ey, -INFINITY);
        for (int k = 0; k < 7; k++, ex = nextafterf(ex, INFINITY), ey = nextafterf(ey, INFINITY)) {
            float mx = x + w / 2, my = y + h / 2, rr = (float)hd_rng_int(&r, 1, 1000) / 13.0f;
            fshape p1 = {0, {ex, my}}, p2 = {0, {mx, ey}};
            fshape q1 = {2, {ex, my, w, h}}, q2 = {2, {mx, ey, w, h}};
            fshape c1 = {1, {ex + rr, my, rr}}, c2 = {1, {mx, ey + rr, rr}};
            check(F_PR, &p1, &rect, -1), check(F_PR, &p2, &rect, -1);
            check(F_RR, &q1, &rect, -1), check(F_RR, &rect, &q1, -1);
            check(F_RR, &q2, &rect, -1), check(F_RR, &rect, &q2, -1);
            check(F_CR, &c1, &rect, -1), check(F_CR, &c2, &rect, -1);
        }
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(random_pairs);
    RUN_SUBTEST(contacts);
    RUN_SUBTEST(bisected);
    RUN_SUBTEST(far_edges);
    printf("float pairs checked: %ld (%ld collide)\n", g_pairs, g_hits);
    return hd_test_finish();
}
