/*
 * test_geom_relss: hd_relate for two arcs or wedges (with a sweep, or radial
 * edges with inexact ends) around DIFFERENT centres, against references that
 * are not its code:
 *  - hand-worked cases, each in both orders (the mirrored answer): circles
 *    tangent outside and inside and one ulp either way, a wedge's tip on the
 *    other's arc, radial edges along one line, nested sectors, annuli and
 *    their holes, crossing and tangent curve arcs, radial edges crossing,
 *    collinear and against curves and areas;
 *  - random families (integers, and decimals that are not doubles) for
 *    arc/arc, arc/wedge, wedge/arc, wedge/wedge, with curve arcs (rin ==
 *    rout) and radial edges (start == end) among them: the relation mirrors,
 *    apart is exactly !hd_collide, translating both by 1024 and scaling by
 *    2^40 keeps it, and a sampler refutes: a grid point (exact) in the
 *    interiors of both (hd_point_in_shape and on no outline piece) proves
 *    the interiors meet; a grid point of b outside a proves a does not
 *    contain b; for shapes without area, points computed along the curve or
 *    the edge whose neighbours 1e-7 away in eight directions all agree
 *    (outside a, or in a's interior) prove the same. Counts are printed,
 *    unknown ones among them.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/relation.h>

#include "geom_internal.h"

#ifndef RELSS_PAIRS
#define RELSS_PAIRS 1500
#endif

typedef struct rcase {
    const char *a, *b, *want;
} rcase;

static const rcase CASES[] = {
    /* the former "unknown" of test_geom_relation: (2, 6) is inside both */
    {"arc:0,0,5,10,0,90", "arc:5,0,5,10,90,180", "overlapping"},
    /* outer circles tangent outside at (5, 0), and one ulp either way */
    {"arc:0,0,2,5,-90,90", "arc:10,0,2,5,90,270", "touching"},
    {"arc:0,0,2,5,-90,90", "arc:10.000000000000002,0,2,5,90,270", "apart"},
    {"arc:0,0,2,5,-90,90", "arc:9.999999999999998,0,2,5,90,270", "overlapping"},
    {"wedge:0,0,6,0,90", "wedge:10,0,4,90,180", "touching"}, /* tangent at the two corners (6, 0) */
    {"wedge:0,0,6,0,90", "wedge:10,0,4.000000000000001,90,180", "overlapping"},
    /* B's circle tangent inside A's at (10, 0) */
    {"wedge:0,0,10,-90,90", "wedge:5,0,5,-90,90", "a_contains_b"},
    {"wedge:0,0,10,-90,90", "wedge:5,0,5.000000000000001,-90,90", "overlapping"},
    {"wedge:0,0,10,-90,90", "wedge:5.000000000000001,0,5,-90,90", "overlapping"},
    {"wedge:0,0,10,-90,90", "wedge:4.999999999999999,0,5,-90,90", "a_contains_b"},
    {"arc:0,0,4,10,-90,90", "wedge:5,0,5,-90,90", "a_contains_b"}, /* |x| >= 5 on B */
    {"arc:0,0,4,10,-90,90", "wedge:5,0,5,90,270", "overlapping"}, /* B reaches A's hole */
    {"arc:0,0,4,10,-90,90", "arc:5,0,1,5,-90,90", "a_contains_b"},
    {"arc:0,0,4,10,-90,90", "arc:5,0,1,5.000000000000001,-90,90", "overlapping"},
    /* a wedge's tip on the middle of the other's arc, (5, 0) */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,-30,30", "touching"},   /* pointing away */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,150,210", "a_contains_b"}, /* pointing in */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,80,100", "overlapping"}, /* across the tangent */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,90,120", "overlapping"}, /* from the tangent inward */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,60,90", "touching"},    /* from the tangent outward */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,-90,90", "touching"},   /* the whole outer half-disk */
    {"wedge:0,0,5,-45,45", "wedge:5,0,3,-90.000000000001,90", "overlapping"},
    /* radial edges on one line: centres (0, 0) and (10, 0), rays along +x and 180 degrees */
    {"wedge:0,0,6,0,90", "wedge:10,0,6,180,270", "touching"},   /* above and below the shared [4, 6] */
    {"wedge:0,0,6,0,90", "wedge:10,0,6,90,180", "overlapping"}, /* both above */
    {"wedge:0,0,6,0,90", "wedge:10,0,4,180,270", "touching"},   /* one point (6, 0) */
    {"wedge:0,0,6,0,90", "wedge:10,0,3,180,270", "apart"},
    {"wedge:0,0,6,0,0", "wedge:10,0,6,180,180", "overlapping"}, /* two segments sharing [4, 6] */
    {"wedge:0,0,6,0,0", "wedge:10,0,4,180,180", "touching"},
    {"wedge:0,0,6,0,90", "wedge:10,0,6,180,180", "touching"},   /* a segment along A's edge: ... */
    {"wedge:0,0,6,0,90", "wedge:5,0,1,180,180", "a_contains_b"}, /* ... inside it */
    /* nested with different centres */
    {"wedge:0,0,10,0,90", "wedge:3,3,2,10,80", "a_contains_b"},
    {"wedge:0,0,10,0,90", "wedge:3,3,2,-100,80", "a_contains_b"},
    {"wedge:0,0,10,0,90", "wedge:3,3,4,-100,80", "overlapping"},
    {"wedge:0,0,10,0,90", "arc:3,3,1,2,0,360", "a_contains_b"},
    {"arc:0,0,5,10,0,360", "arc:7,0,0.5,1,0,360", "a_contains_b"},
    {"arc:0,0,1,10,0,360", "arc:0.5,0,3,4,0,360", "a_contains_b"},  /* A's hole in B's hole */
    {"arc:0,0,1,10,0,360", "wedge:3,0,5,90,270", "overlapping"},     /* B's outline in A, B holds A's hole */
    {"arc:0,0,1,10,0,360", "wedge:3,0,5,-90,90", "a_contains_b"},
    {"arc:0,0,3,5,0,360", "arc:6,0,3,5,0,360", "overlapping"},       /* two rings crossing */
    {"arc:0,0,3,5,0,360", "arc:10,0,3,5,0,360", "touching"},
    {"arc:0,0,3,5,0,360", "arc:1,0,0.5,1,0,360", "apart"},           /* in the hole */
    {"arc:0,0,3,5,0,360", "arc:1.5,0,1,1.5,0,360", "touching"},      /* tangent to the hole's circle */
    {"arc:0,0,3,5,0,360", "arc:1.5000000000000002,0,1,1.5,0,360", "overlapping"},
    /* curve arcs */
    {"arc:0,0,5,5,0,90", "arc:5,5,5,5,180,270", "touching"},         /* meet at their ends */
    {"arc:0,0,5,5,-10,100", "arc:5,5,5,5,170,280", "overlapping"},
    {"arc:0,0,5,5,-90,90", "arc:6,0,5,5,90,270", "overlapping"},     /* crossing at (3, +-4) */
    {"arc:0,0,5,5,-90,90", "arc:6,0,5,5,130,270", "overlapping"},    /* (3, -4) inside both */
    {"arc:0,0,5,5,-90,90", "arc:6,0,5,5,127,233", "apart"},          /* B ends just short of both */
    {"arc:0,0,5,5,-90,90", "arc:10,0,5,5,90,270", "overlapping"},    /* tangent in both relative interiors */
    {"arc:0,0,5,5,-90,90", "arc:10.000000000000002,0,5,5,90,270", "apart"},
    {"arc:0,0,5,5,-90,0", "arc:10,0,5,5,90,180", "touching"},        /* tangent at both ends */
    {"arc:0,0,5,5,0,360", "arc:10,0,5,5,0,360", "overlapping"},
    {"arc:0,0,5,5,0,360", "arc:8,0,5,5,0,360", "overlapping"},
    /* curves against areas */
    {"wedge:0,0,10,-90,90", "arc:5,0,5,5,-90,90", "a_contains_b"},   /* tangent inside at (10, 0) */
    {"wedge:0,0,10,-90,90", "arc:5,0,5.000000000000001,5.000000000000001,-90,90", "overlapping"},
    {"wedge:0,0,10,-90,90", "arc:15,0,5,5,90,270", "touching"},      /* tangent outside */
    {"wedge:0,0,10,-90,90", "arc:0,3,3,3,0,360", "overlapping"},     /* a ring through A's apex */
    {"wedge:0,0,10,-90,90", "arc:3,0,3,3,-90,90", "a_contains_b"},   /* its ends (3, +-3) inside */
    {"wedge:0,0,10,-90,90", "arc:3,0,3,3,90,270", "a_contains_b"},   /* the left half touches x = 0 at (0, 0) */
    {"wedge:0,0,10,-90,90", "arc:3,0,3.000000000000001,3.000000000000001,90,270", "overlapping"},
    /* radial edges (not axis-aligned: inexact ends) */
    {"wedge:0,0,10,30,30", "wedge:5,-5,10,120,120", "overlapping"},  /* crossing */
    {"wedge:0,0,10,30,30", "wedge:5,-5,5,120,120", "apart"},
    {"wedge:0,0,10,0,90", "wedge:1,1,5,30,30", "a_contains_b"},
    {"wedge:0,0,10,0,90", "wedge:1,1,20,30,30", "overlapping"},
    {"wedge:0,0,10,0,90", "wedge:-1,1,20,30,30", "overlapping"},
    {"arc:0,0,5,5,0,90", "wedge:1,1,10,30,30", "overlapping"},       /* the edge crosses the curve */
    {"arc:0,0,5,5,0,90", "wedge:1,1,2,30,30", "apart"},
    {"arc:0,0,5,5,0,90", "wedge:-10,-10,10,45,45", "apart"},
    {"arc:0,0,5,5,0,90", "wedge:-10,-10,30,45,45", "overlapping"},   /* through (5 / sqrt 2, 5 / sqrt 2) */
    {"arc:0,0,5,5,0,80", "arc:10,10,3,10,225,225", "overlapping"},   /* an arc-style radial edge */
    {"arc:0,0,5,5,0,80", "arc:10,10,3,9,225,225", "apart"}
};

static void constructed(void)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const rcase *c = &CASES[i];
        hd_shape_buf a, b;
        hd_shape sa, sb;
        hd_test_parse_case(c->a, c->b, &a, &b, &sa, &sb);
        hd_test_want_rel(&sa, &sb, hd_test_rel_named(c->want));
    }
}

/* Radial edges along one exact line at 30 degrees: the second starts at
 * 2u (u the exact ray vector, |u| within an ulp of 1). */
static void collinear_edges(void)
{
    hd_vec2 u = hd_ray_deg(30), c2 = hd_v(2 * u.x, 2 * u.y);
    hd_shape e1 = {.kind = HD_WEDGE, .wedge = {{0, 0}, 10, 30, 30}};
    struct {
        double r, ang;
        hd_relation want;
    } T[] = {
        {5, 30, HD_A_CONTAINS_B},  /* about 2..7 */
        {8, 30, HD_A_CONTAINS_B},  /* about 2..10: the far end within a few ulps of 10 */
        {9, 30, HD_OVERLAPPING},   /* about 2..11 */
        {1, 210, HD_A_CONTAINS_B}, /* about 2..1 */
        {3, 210, HD_OVERLAPPING},  /* about 2..-1 */
    };
    for (size_t i = 0; i < sizeof T / sizeof T[0]; i++) {
        hd_shape e2 = {.kind = HD_WEDGE, .wedge = {c2, T[i].r, T[i].ang, T[i].ang}};
        hd_relation want = T[i].want;
        if (i == 1) { /* 2 |u| + 8 against 10: the sign of |u| - 1 decides */
            double l = hypot(u.x, u.y);
            (void)l;
            hd_relation r = hd_relate(&e1, &e2);
            ENSURE(r == HD_A_CONTAINS_B || r == HD_OVERLAPPING);
            continue;
        }
        hd_test_want_rel(&e1, &e2, want);
    }
    /* crossing the line at an end of one of them: touching */
    hd_shape e4 = {.kind = HD_WEDGE, .wedge = {c2, 5, 120, 120}};  /* starts on e1's open segment */
    hd_test_want_rel(&e1, &e4, HD_TOUCHING);
    hd_shape e5 = {.kind = HD_WEDGE, .wedge = {c2, 5, 300, 300}};
    hd_test_want_rel(&e1, &e5, HD_TOUCHING);
    hd_shape e6 = {.kind = HD_WEDGE, .wedge = {{-3, 3}, 10, 315, 315}}; /* through e1's start (0, 0) */
    hd_test_want_rel(&e1, &e6, HD_TOUCHING);
    hd_shape e7 = {.kind = HD_ARC, .arc = {{-3, 3}, 1, 10, 315, 315}};
    hd_test_want_rel(&e1, &e7, HD_TOUCHING);
    hd_shape e8 = {.kind = HD_WEDGE, .wedge = {{-3, 4}, 10, 315, 315}}; /* just beside it */
    hd_test_want_rel(&e1, &e8, HD_OVERLAPPING);
    /* an area wedge with its edge along the same line */
    hd_shape w = {.kind = HD_WEDGE, .wedge = {{0, 0}, 10, 30, 90}};
    hd_shape e3 = {.kind = HD_WEDGE, .wedge = {c2, 5, 30, 30}};
    hd_test_want_rel(&w, &e3, HD_A_CONTAINS_B);
    hd_shape w2 = {.kind = HD_WEDGE, .wedge = {c2, 5, -60, 30}}; /* on the other side of the line */
    hd_test_want_rel(&w, &w2, HD_TOUCHING);
    hd_shape w3 = {.kind = HD_WEDGE, .wedge = {c2, 5, 30, 60}};
    hd_test_want_rel(&w, &w3, HD_A_CONTAINS_B);
}

/* ---- random families against a sampler ---------------------------------------- */

static hd_rng rng = {0x2545f4914f6cdd1dull};
static int ri(int lo, int hi) { return hd_rng_int(&rng, lo, hi); }

static const int ANGLES[] = {0, 45, 90, 135, 180, 225, 270, 315, 30, 60, 120, 200};

/* integer (mode 0) or decimal (mode 1) sectors, a tenth curves and a tenth radial edges */
static hd_shape rand_sector(hd_kind k, int mode)
{
    hd_shape s = {.kind = k};
    double cx, cy, st, en, a, b;
    int form = ri(0, 9); /* 0: radial edge, 1: curve (arcs), 2: full */
    if (mode == 0) {
        cx = ri(-6, 6), cy = ri(-6, 6);
        st = ANGLES[ri(0, 11)];
        en = form == 0 ? st : form == 2 ? st + 360 : st + 15 * ri(1, 23);
        a = ri(0, 5), b = a + ri(1, 6);
    } else {
        int w = mode == 2 ? 100 : 400; /* near the axes for the tiny offsets to matter */
        cx = ri(-w, w) / 10.0, cy = ri(-w, w) / 10.0;
        st = ri(-3600, 3600) / (form == 2 && ri(0, 1) ? 1.0 : 10.0); /* exact full turns, and turns off by a rounding */
        en = form == 0 ? st : form == 2 ? st + 360 : st + ri(1, 3590) / 10.0;
        a = ri(0, 300) / 10.0, b = a + ri(1, 400) / 10.0;
    }
    if (mode == 2) { /* a centre coordinate of +-1e-50 (spans near 220 bits) */
        if (ri(0, 1))
            cx = ri(0, 1) ? 1e-50 : -1e-50;
        else
            cy = ri(0, 1) ? 1e-50 : -1e-50;
    }
    if (k == HD_ARC)
        s.arc = (hd_arc){hd_v(cx, cy), form == 1 ? b : a, b, st, en};
    else
        s.wedge = (hd_wedge){hd_v(cx, cy), b, st, en};
    return s;
}

/* The two rays of the range are one vector though the sweep is not 0 or 360
 * (an end off by a rounding, 271.2 to 631.2): a single ray, or every direction. */
static bool rays_equal(const hd_shape *s)
{
    hd_sector_desc q = hd_sector_of(s);
    hd_range rg = hd_range_deg(q.start, q.end);
    return !rg.zero && !rg.full && hd_veq(rg.us, rg.ue);
}

static bool has_area(const hd_shape *s)
{
    if (rays_equal(s) && !hd_range_deg(hd_sector_of(s).start, hd_sector_of(s).end).reflex)
        return false;
    if (s->kind == HD_ARC)
        return s->arc.rout > s->arc.rin && s->arc.start != s->arc.end;
    return s->wedge.r > 0 && s->wedge.start != s->wedge.end;
}

/* p and its eight neighbours at distance h: all outside s (1), all in s's interior (2), else 0. */
static int robust_at(const hd_shape *s, hd_vec2 p, double h)
{
    bool out = true, in = true;
    for (int k = -1; k < 8; k++) {
        hd_vec2 q = k < 0 ? p : hd_v(p.x + h * cos(k * HD_PI / 4), p.y + h * sin(k * HD_PI / 4));
        bool i = hd_point_in_shape(s, q);
        out = out && !i;
        in = in && i && !hd_test_on_outline(s, q);
    }
    return out ? 1 : in ? 2 : 0;
}

/* Points along a shape without area (a curve arc or a radial edge), away from its ends. */
static int curve_points(const hd_shape *s, hd_vec2 *p, int max)
{
    hd_sector_desc q = hd_sector_of(s);
    int n = 0;
    double sw = q.end - q.start;
    if (q.start == q.end || (rays_equal(s) && !hd_range_deg(q.start, q.end).reflex)) { /* a radial edge */
        double a = q.start * HD_PI / 180;
        for (int k = 1; k < max + 1 && n < max; k++) {
            double t = q.rin + (q.rout - q.rin) * k / (max + 1);
            p[n++] = hd_v(q.c.x + t * cos(a), q.c.y + t * sin(a));
        }
        return n;
    }
    if (fmod(sw, 360) == 0)
        sw = 360;
    else {
        sw = fmod(sw, 360);
        if (sw < 0)
            sw += 360;
    }
    for (int k = 1; k < max + 1 && n < max; k++) {
        double a = (q.start + sw * k / (max + 1)) * HD_PI / 180;
        p[n++] = hd_v(q.c.x + q.rout * cos(a), q.c.y + q.rout * sin(a));
    }
    return n;
}

static long st_collide_moved, st_pairs, st_unknown, st_hist[5], st_meet, st_bout, st_aout;

/* sampler facts: b has a point outside a, a has a point outside b, the interiors meet */
static void sample(const hd_shape *a, const hd_shape *b, bool *bout, bool *aout, bool *meet)
{
    *bout = *aout = *meet = false;
    bool area = has_area(a) && has_area(b);
    hd_vec2 alo, ahi, blo, bhi;
    hd_shape_bounds(a, &alo, &ahi);
    hd_shape_bounds(b, &blo, &bhi);
    double x0 = floor(hd_min(alo.x, blo.x)), x1 = ceil(hd_max(ahi.x, bhi.x));
    double y0 = floor(hd_min(alo.y, blo.y)), y1 = ceil(hd_max(ahi.y, bhi.y));
    double step = ldexp(1, (int)ceil(log2(hd_max(x1 - x0, y1 - y0) / 80)));
    for (double y = y0; y <= y1; y += step)
        for (double x = x0; x <= x1; x += step) {
            hd_vec2 p = hd_v(x, y);
            bool ia = hd_point_in_shape(a, p), ib = hd_point_in_shape(b, p);
            *bout |= ib && !ia;
            *aout |= ia && !ib;
            if (area && ia && ib && !*meet)
                *meet = hd_test_in_interior(a, p) && hd_test_in_interior(b, p);
        }
    /* along a shape without area */
    for (int pass = 0; pass < 2; pass++) {
        const hd_shape *s = pass ? a : b, *t = pass ? b : a;
        if (has_area(s))
            continue;
        hd_vec2 p[48];
        int n = curve_points(s, p, 48);
        for (int i = 0; i < n; i++) {
            int w = robust_at(t, p[i], 1e-7);
            if (w == 1)
                *(pass ? aout : bout) = true;
            if (w == 2 && has_area(t))
                *meet = true;
        }
    }
}

static void check_pair(const hd_shape *a, const hd_shape *b)
{
    char sa[256], sb[256];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    TEST_CTX("%s %s", sa, sb);
    hd_relation r = hd_relate(a, b), back = hd_relate(b, a);
    bool hit = hd_collide(a, b);
    st_pairs++;
    ENSURE((r == HD_RELATION_UNKNOWN) == (back == HD_RELATION_UNKNOWN));
    if (r == HD_RELATION_UNKNOWN) {
        st_unknown++;
        return;
    }
    st_hist[r]++;
    ENSURE(back == hd_test_rel_mirror(r) || (r == HD_A_CONTAINS_B && back == HD_A_CONTAINS_B));
    ENSURE((r == HD_APART) == !hit);
    /* exact translation and scaling keep it */
    hd_vec2 va[4], vb[4];
    hd_shape ta = hd_shape_translate(a, hd_v(1024, -1024), va), tb = hd_shape_translate(b, hd_v(1024, -1024), vb);
    hd_vec2 ca = hd_sector_of(a).c, cb = hd_sector_of(b).c, cta = hd_sector_of(&ta).c, ctb = hd_sector_of(&tb).c;
    bool exact = cta.x - 1024 == ca.x && cta.y + 1024 == ca.y && ctb.x - 1024 == cb.x && ctb.y + 1024 == cb.y;
    if (!exact)
        ; /* 1e-50 + 1024 rounds: not the same pair */
    else if (hd_collide(&ta, &tb) == hit)
        ENSURE(hd_relate(&ta, &tb) == r);
    else { /* hd_collide itself moved (reported apart from hd_relate): the relation of the same contact */
        st_collide_moved++;
        fprintf(stderr, "  note: hd_collide differs after translating by 1024: %s %s\n", sa, sb);
        ENSURE(hd_relate_known(&ta, &tb, hit) == r);
    }
    hd_shape xa = *a, xb = *b;
    double k = 0x1p40;
    if (xa.kind == HD_ARC)
        xa.arc.c = hd_scale(xa.arc.c, k), xa.arc.rin *= k, xa.arc.rout *= k;
    else
        xa.wedge.c = hd_scale(xa.wedge.c, k), xa.wedge.r *= k;
    if (xb.kind == HD_ARC)
        xb.arc.c = hd_scale(xb.arc.c, k), xb.arc.rin *= k, xb.arc.rout *= k;
    else
        xb.wedge.c = hd_scale(xb.wedge.c, k), xb.wedge.r *= k;
    if (hd_collide(&xa, &xb) == hit)
        ENSURE(hd_relate(&xa, &xb) == r);
    else {
        st_collide_moved++;
        fprintf(stderr, "  note: hd_collide differs after scaling by 2^40: %s %s\n", sa, sb);
        ENSURE(hd_relate_known(&xa, &xb, hit) == r);
    }
    bool bout, aout, meet;
    sample(a, b, &bout, &aout, &meet);
    st_meet += meet, st_bout += bout, st_aout += aout;
    if (r == HD_A_CONTAINS_B)
        ENSURE(!bout);
    if (r == HD_B_CONTAINS_A)
        ENSURE(!aout);
    if (meet)
        ENSURE(r == HD_OVERLAPPING || r == HD_A_CONTAINS_B || r == HD_B_CONTAINS_A);
#ifdef RELSS_WITNESS
    if (r == HD_OVERLAPPING && !meet && has_area(a) && has_area(b)) {
        hd_vec2 alo, ahi, blo, bhi;
        hd_shape_bounds(a, &alo, &ahi);
        hd_shape_bounds(b, &blo, &bhi);
        double x0 = hd_max(alo.x, blo.x), x1 = hd_min(ahi.x, bhi.x), y0 = hd_max(alo.y, blo.y), y1 = hd_min(ahi.y, bhi.y);
        bool found = false;
        for (int i = 0; i < 200000 && !found; i++) {
            hd_vec2 p = hd_v(x0 + (x1 - x0) * (ri(0, 1 << 30) / (double)(1 << 30)), y0 + (y1 - y0) * (ri(0, 1 << 30) / (double)(1 << 30)));
            found = hd_test_in_interior(a, p) && hd_test_in_interior(b, p);
        }
        /* near the corners and the crossings of the circles */
        hd_vec2 cand[64];
        int nc = 0;
        const hd_shape *S[2] = {a, b};
        for (int k = 0; k < 2; k++) {
            hd_sector_desc q = hd_sector_of(S[k]);
            for (int e = 0; e < 2; e++)
                for (int w = 0; w < 2; w++) {
                    double ang = (e ? q.end : q.start) * HD_PI / 180, rr = w ? q.rout : q.rin;
                    cand[nc++] = hd_v(q.c.x + rr * cos(ang), q.c.y + rr * sin(ang));
                }
        }
        hd_sector_desc qa = hd_sector_of(a), qb = hd_sector_of(b);
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++) {
                double R1 = i ? qa.rout : qa.rin, R2 = j ? qb.rout : qb.rin;
                double dx = qb.c.x - qa.c.x, dy = qb.c.y - qa.c.y, d2 = dx * dx + dy * dy;
                double pp = (R1 * R1 - R2 * R2 + d2) / (2 * d2), h2 = R1 * R1 / d2 - pp * pp;
                if (h2 < 0)
                    h2 = 0;
                for (int sg = -1; sg <= 1; sg += 2)
                    cand[nc++] = hd_v(qa.c.x + pp * dx - sg * sqrt(h2) * dy, qa.c.y + pp * dy + sg * sqrt(h2) * dx);
            }
        for (int c = 0; c < nc && !found; c++)
            for (int k = 1; k <= 7 && !found; k++)
                for (int i = 0; i < 400 && !found; i++) {
                    double rad = pow(10, -k) * (ri(0, 1000) / 1000.0), th = ri(0, 3600) * HD_PI / 1800;
                    hd_vec2 p = hd_v(cand[c].x + rad * cos(th), cand[c].y + rad * sin(th));
                    found = hd_test_in_interior(a, p) && hd_test_in_interior(b, p);
                }
        if (!found)
            fprintf(stderr, "  unwitnessed overlapping: %s %s\n", sa, sb);
    }
#endif
    if ((meet && (r == HD_TOUCHING || r == HD_APART)) || (r == HD_A_CONTAINS_B && bout) ||
        (r == HD_B_CONTAINS_A && aout))
        fprintf(stderr, "  refuted: %s %s: %s (meet %d bout %d aout %d)\n", sa, sb, hd_relation_name(r), meet, bout,
                aout);
}

static void family(hd_kind ka, hd_kind kb, int mode)
{
    long p0 = st_pairs, u0 = st_unknown, h0[5], m0 = st_meet;
    memcpy(h0, st_hist, sizeof h0);
    for (int i = 0; i < (mode == 2 ? RELSS_PAIRS / 3 : RELSS_PAIRS); i++) {
        hd_shape a = rand_sector(ka, mode), b = rand_sector(kb, mode);
        if (hd_veq(hd_sector_of(&a).c, hd_sector_of(&b).c))
            continue;
        check_pair(&a, &b);
    }
    printf("  %s/%s %s: %ld pairs, %ld unknown: %ld apart %ld touching %ld overlapping %ld a_contains_b %ld "
           "b_contains_a; sampler proved %ld meetings\n",
           ka == HD_ARC ? "arc" : "wedge", kb == HD_ARC ? "arc" : "wedge", mode == 2 ? "decimal, 1e-50" : mode ? "decimal" : "integer",
           st_pairs - p0, st_unknown - u0, st_hist[0] - h0[0], st_hist[1] - h0[1], st_hist[2] - h0[2],
           st_hist[3] - h0[3], st_hist[4] - h0[4], st_meet - m0);
}

static void families(void)
{
    for (int mode = 0; mode < 3; mode++)
        for (int ka = 0; ka < 2; ka++)
            for (int kb = 0; kb < 2; kb++)
                family(ka ? HD_WEDGE : HD_ARC, kb ? HD_WEDGE : HD_ARC, mode);
    printf("  all: %ld pairs, %ld unknown; sampler: %ld meetings, %ld b-not-in-a, %ld a-not-in-b; hd_collide moved"
           " under translation or scaling: %ld\n",
           st_pairs, st_unknown, st_meet, st_bout, st_aout, st_collide_moved);
    ENSURE(st_unknown == 0);
}

/* Lengths spanning more than 310 bits (a radius of 1e50 beside a centre
 * or radius of 1e-50): decided too (rpoly.h's wide expansions), each
 * answer worked by hand; spans up to that: a centre 1e-50 off the axis,
 * scaled pairs. */
static void wide_span(void)
{
    hd_shape a = {.kind = HD_WEDGE, .wedge = {{0, 0}, 1e50, 0, 90}}; /* the quadrant x, y >= 0 */
    hd_shape b = {.kind = HD_WEDGE, .wedge = {{1, 1}, 1e-50, 0, 90}};
    TEST_CTX("wide span");
    ENSURE(hd_collide(&a, &b));
    hd_test_want_rel(&a, &b, HD_A_CONTAINS_B);
    /* a quarter disk of radius 1e-50 whose corner (c.x + r, c.y) is (0, 5) exactly */
    b.wedge.c = hd_v(-1e-50, 5);
    hd_test_want_rel(&a, &b, HD_TOUCHING);
    b.wedge.c = hd_v(-2e-50, 5);
    ENSURE(!hd_collide(&a, &b) && hd_relate(&a, &b) == HD_APART);
    /* the left half disk about (0, 5): it meets the quadrant on x = 0 only */
    b.wedge = (hd_wedge){{0, 5}, 1e-50, 90, 270};
    hd_test_want_rel(&a, &b, HD_TOUCHING);
    b.wedge.c = hd_v(1e-50, 5); /* about (1e-50, 5): inside, touching x = 0 */
    hd_test_want_rel(&a, &b, HD_A_CONTAINS_B);
    b.wedge.c = hd_v(nextafter(1e-50, 0), 5); /* one ulp less: pokes out */
    hd_test_want_rel(&a, &b, HD_OVERLAPPING);
    /* a curve of radius 1e-50 whose end (c.x + r, c.y) is (0, 5) */
    hd_shape cv = {.kind = HD_ARC, .arc = {{-1e-50, 5}, 1e-50, 1e-50, 0, 90}};
    hd_test_want_rel(&a, &cv, HD_TOUCHING);
    /* B's circle inside A's, tangent at (10, 0); B's centre moved 1e-50 up:
     * |c_B| + 5 > 10, B pokes out (at an angle of 2e-51 radians) */
    hd_shape c = {.kind = HD_WEDGE, .wedge = {{0, 0}, 10, -90, 90}};
    hd_shape d = {.kind = HD_WEDGE, .wedge = {{5, 1e-50}, 5, -90, 90}};
    hd_test_want_rel(&c, &d, HD_OVERLAPPING);
    d.wedge.c = hd_v(4.999999999999999, 1e-50);
    hd_test_want_rel(&c, &d, HD_A_CONTAINS_B);
    d.wedge.c = hd_v(4.999999999999999, 1e-20);
    hd_test_want_rel(&c, &d, HD_A_CONTAINS_B);
    hd_shape e = {.kind = HD_ARC, .arc = {{1e-50, 0}, 5, 10, -90, 90}}; /* A's ring moved 1e-50 right */
    hd_shape f = {.kind = HD_ARC, .arc = {{7.5, 0}, 2.5, 2.5, -90, 90}}; /* a curve tangent inside A's outer circle at (10, 0) */
    hd_test_want_rel(&e, &f, HD_A_CONTAINS_B);                                   /* now strictly inside */
    f.arc.c = hd_v(7.5, 1e-50);                                          /* |c_f - c_e| + 2.5 < 10 still */
    hd_test_want_rel(&e, &f, HD_A_CONTAINS_B);
    f.arc.c = hd_v(7.5, 0);
    e.arc.c = hd_v(-1e-50, 0); /* A's outer circle 1e-50 left of (10, 0): the curve crosses it twice */
    hd_test_want_rel(&e, &f, HD_OVERLAPPING);
    f.arc = (hd_arc){{7.5, 0}, 2.5, 2.5, 0, 90}; /* (10, 0) is its end, outside A; the rest inside */
    hd_test_want_rel(&e, &f, HD_OVERLAPPING);
    f.arc = (hd_arc){{7.5, 0}, 2.5, 2.5, -90, 0};
    hd_test_want_rel(&e, &f, HD_OVERLAPPING);
    e.arc.c = hd_v(0, 0); /* tangent inside, exactly */
    hd_test_want_rel(&e, &f, HD_A_CONTAINS_B);
    /* a pair within the range, scaled by 2^150 and 2^-150, decided alike */
    hd_shape g = {.kind = HD_WEDGE, .wedge = {{0, 0}, 10, -90, 90}}, h = {.kind = HD_WEDGE, .wedge = {{5, 0}, 5, -90, 90}};
    for (int k = -150; k <= 150; k += 150) {
        hd_shape g2 = g, h2 = h;
        g2.wedge.c = hd_scale(g.wedge.c, ldexp(1, k)), g2.wedge.r = ldexp(g.wedge.r, k);
        h2.wedge.c = hd_scale(h.wedge.c, ldexp(1, k)), h2.wedge.r = ldexp(h.wedge.r, k);
        hd_test_want_rel(&g2, &h2, HD_A_CONTAINS_B);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(constructed);
    RUN_SUBTEST(collinear_edges);
    RUN_SUBTEST(wide_span);
    RUN_SUBTEST(families);
    return hd_test_finish();
}
