/*
 * test_geom_seeds: each flaw of the seed articles (shared/seeds/) as a case
 * the article's formula gets wrong and hitdemo gets right.
 *
 * The naive formulas themselves live in src/geom/naive.c (hd_naive.h, and
 * one function per article formula in hd_naive_formulas.h): each reproduces
 * one article's logic faithfully (translated from JavaScript, same
 * comparisons, same order). Each case asserts BOTH that the naive answer is
 * wrong and that hd_collide and hd_collide_reference (both argument orders)
 * give the closed-set answer. Further subtests check hd_naive_collide per
 * kind pair: its flaw case, agreement with hd_collide on ordinary random
 * cases, both argument orders, and no answer where the articles have none.
 */
#include "hd_test.h"
#include "hd_naive.h"
#include "hd_naive_formulas.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Checks the library's answer for specs a, b in both orders and both paths. */
static void expect_hd(const char *sa, const char *sb, bool want)
{
    hd_shape a = hd_test_shape(sa), b = hd_test_shape(sb);
    ENSURE(hd_collide(&a, &b) == want);
    ENSURE(hd_collide(&b, &a) == want);
    ENSURE(hd_collide_reference(&a, &b) == want);
    ENSURE(hd_collide_reference(&b, &a) == want);
}

/* ---- French "RectCircleColliding": the half-width slip ------------------ */

/* dx is measured from the rect's centre, yet compared with the FULL width
 * (`dx <= rect.width`) and the corner step subtracts the full width too.
 * Case 1: circle near a corner, outside it (corner distance sqrt(18) > 4). */
static void seed_rect_circle_half_width(void)
{
    TEST_CTX("circle:13,13,4 rect:0,0,10,10 (truth: miss; corner (10,10) is sqrt(18) away)");
    ENSURE(hd_naive_rect_circle_fr(0, 0, 10, 10, 13, 13, 4) == true); /* naive: WRONG */
    expect_hd("circle:13,13,4", "rect:0,0,10,10", false);
    /* Case 2: a circle beside the side is rejected early (right) ... */
    TEST_CTX("circle:14,2,3 rect:0,0,10,4 (truth: miss; nearest point (10,2) is 4 away)");
    ENSURE(hd_naive_rect_circle_fr(0, 0, 10, 4, 14, 2, 3) == false);
    /* ... but one near the corner passes `dx <= rect.width` (WRONG). */
    TEST_CTX("circle:13,7,3 rect:0,0,10,4 (truth: miss; corner (10,4) is sqrt(18) away)");
    ENSURE(hd_naive_rect_circle_fr(0, 0, 10, 4, 13, 7, 3) == true); /* WRONG */
    expect_hd("circle:13,7,3", "rect:0,0,10,4", false);
}

/* ---- strict bounds: a point on the edge / on the circle ---------------- */

/* French isPointInRectangle and the Chinese point/rect test: all strict.
 * French isPointInCircle: `<`; Chinese point/circle: `radius > distance`.
 * Chinese circle/circle: `r1 + r2 > distance` (circles by content width).
 * Chinese rect/rect, rects given by centre x,y and width,height: a rect
 * exactly touching is declared separate by the `<=` / `>=` on the gap.
 * French isCircleSegmentColliding: closest point, then `< cr*cr`. */
static void seed_strict_bounds(void)
{
    /* Case 3: point on a rect edge, and on a corner. */
    TEST_CTX("point:10,5 rect:0,0,10,10 (truth: hit, on the right edge)");
    ENSURE(hd_naive_point_in_rect_fr(10, 5, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("point:10,5", "rect:0,0,10,10", true);
    TEST_CTX("point:0,0 rect:0,0,10,10 (truth: hit, on a corner)");
    ENSURE(hd_naive_point_in_rect_fr(0, 0, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("point:0,0", "rect:0,0,10,10", true);
    /* Case 4: point on the circle. */
    TEST_CTX("point:3,4 circle:0,0,5 (truth: hit, on the circle)");
    ENSURE(hd_naive_point_in_circle_fr(3, 4, 0, 0, 5) == false); /* WRONG */
    expect_hd("point:3,4", "circle:0,0,5", true);
    /* Case 5: tangent circles (3-4-5 centre distance 10 = 4 + 6). */
    TEST_CTX("circle:0,0,4 circle:6,8,6 (truth: hit, externally tangent)");
    ENSURE(hd_naive_circles_002(0, 0, 8, 6, 8, 12) == false); /* WRONG */
    expect_hd("circle:0,0,4", "circle:6,8,6", true);
    /* Case 6: rects sharing an edge (centres (5,5) and (15,5)). */
    TEST_CTX("rect:0,0,10,10 rect:10,0,10,10 (truth: hit, shared edge)");
    ENSURE(hd_naive_rects_002(5, 5, 10, 10, 15, 5, 10, 10) == false); /* WRONG */
    expect_hd("rect:0,0,10,10", "rect:10,0,10,10", true);
    /* Case 7: segment tangent to a circle. */
    TEST_CTX("line:-10,5,10,5 circle:0,0,5 (truth: hit, tangent at (0,5))");
    ENSURE(hd_naive_circle_segment_fr(-10, 5, 10, 5, 0, 0, 5) == false); /* WRONG */
    expect_hd("line:-10,5,10,5", "circle:0,0,5", true);
}

/* ---- segments: parallel means "no hit", even when collinear and overlapping */

/* French lineSegmentsIntercept: cross == 0 -> "no intercept".
 * French lineSegmentsCollide (Paul Bourke): denominator == 0 -> null. */
static void seed_collinear_segments(void)
{
    /* Case 8: collinear, overlapping on [5,10]. */
    hd_vec2 a0 = {0, 0}, a1 = {10, 0}, b0 = {5, 0}, b1 = {15, 0};
    TEST_CTX("line:0,0,10,0 line:5,0,15,0 (truth: hit, overlap 5..10)");
    ENSURE(hd_naive_segments_intercept_fr(a0, a1, b0, b1) == false); /* WRONG */
    ENSURE(hd_naive_segments_collide_fr(a0, a1, b0, b1) == false);   /* WRONG */
    expect_hd("line:0,0,10,0", "line:5,0,15,0", true);
    /* Case 9: collinear, touching end to end. */
    hd_vec2 c0 = {10, 0}, c1 = {20, 0};
    TEST_CTX("line:0,0,10,0 line:10,0,20,0 (truth: hit at (10,0))");
    ENSURE(hd_naive_segments_collide_fr(a0, a1, c0, c1) == false); /* WRONG */
    expect_hd("line:0,0,10,0", "line:10,0,20,0", true);
    /* Case 10: diagonal collinear overlap. */
    hd_vec2 d0 = {0, 0}, d1 = {4, 2}, e0 = {2, 1}, e1 = {6, 3};
    TEST_CTX("line:0,0,4,2 line:2,1,6,3 (truth: hit, overlap (2,1)..(4,2))");
    ENSURE(hd_naive_segments_intercept_fr(d0, d1, e0, e1) == false); /* WRONG */
    expect_hd("line:0,0,4,2", "line:2,1,6,3", true);
    /* Sanity: the naive code does find a plain crossing. */
    hd_vec2 f0 = {0, 10}, f1 = {10, 0};
    TEST_CTX("line:0,0,10,0 vs crossing line:0,10,10,0");
    ENSURE(hd_naive_segments_intercept_fr(d0, (hd_vec2){10, 10}, f0, f1) == true);
}

/* ---- polygons by edges only, closing the INPUT array -------------------- */

/* French verticesToLinePoints: "make sure polys are self-closing" by
 * pushing the first vertex onto the caller's array.
 * French polygonsCollide: any side crossing any side; nothing else. */
static void seed_polygon_edges_only(void)
{
    /* Case 11: a square inside a square: no sides cross. */
    hd_naive_poly outer = {4, {{0, 0}, {30, 0}, {30, 30}, {0, 30}}};
    hd_naive_poly inner = {4, {{10, 10}, {20, 10}, {20, 20}, {10, 20}}};
    const char *so = "polygon:0,0,30,0,30,30,0,30";
    const char *si = "polygon:10,10,20,10,20,20,10,20";
    TEST_CTX("%s %s (truth: hit, containment)", so, si);
    ENSURE(hd_naive_polygons_fr(&outer, &inner) == false); /* WRONG */
    /* ... and it modified its inputs: both arrays grew a closing vertex. */
    ENSURE(outer.n == 5 && inner.n == 5);
    expect_hd(so, si, true);

    /* Case 12: hd_collide, the reference path and hit points leave the
     * inputs (including a polygon given with its closing vertex, already
     * normalised by the parser) byte-for-byte unchanged. */
    hd_shape a = hd_test_shape("polygon:0,0,30,0,30,30,0,30,0,0");
    hd_shape b = hd_test_shape(si);
    hd_shape a0 = a, b0 = b;
    hd_vec2 pts[16];
    TEST_CTX("polygon:0,0,30,0,30,30,0,30,0,0 %s: inputs unchanged", si);
    ENSURE(a.polygon.n == 4);
    ENSURE(hd_collide(&a, &b) && hd_collide(&b, &a));
    ENSURE(hd_collide_reference(&a, &b) && hd_collide_reference(&b, &a));
    ENSURE(hd_hit_points(&a, &b, pts, 16) == 0);
    ENSURE(hd_point_in_shape(&a, (hd_vec2){15, 15}));
    ENSURE(memcmp(&a, &a0, sizeof a) == 0);
    ENSURE(memcmp(&b, &b0, sizeof b) == 0);
}

/* French convexPolygonsCollide (SAT), which the article says needs convex
 * polygons; a concave one gives a false hit (no edge normal separates). */
static void seed_sat_on_concave(void)
{
    /* Case 13: a square in the notch of a U. */
    hd_naive_poly u = {8, {{0, 0}, {30, 0}, {30, 30}, {20, 30}, {20, 10}, {10, 10}, {10, 30}, {0, 30}}};
    hd_naive_poly sq = {4, {{12, 12}, {18, 12}, {18, 28}, {12, 28}}};
    const char *su = "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30";
    const char *ss = "polygon:12,12,18,12,18,28,12,28";
    TEST_CTX("%s %s (truth: miss, the square sits in the notch)", su, ss);
    ENSURE(hd_naive_convex_polygons_fr(&u, &sq) == true); /* WRONG */
    expect_hd(su, ss, false);
}

/* ---- line/rect by its four sides only ---------------------------------- */


static void seed_line_rect_sides_only(void)
{
    /* Case 14: a segment strictly inside the rect. */
    TEST_CTX("line:2,2,8,8 rect:0,0,10,10 (truth: hit, segment inside)");
    ENSURE(hd_naive_line_rect_fr((hd_vec2){2, 2}, (hd_vec2){8, 8}, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("line:2,2,8,8", "rect:0,0,10,10", true);
    /* Case 15: a segment lying on the top side (collinear -> null). */
    TEST_CTX("line:2,0,5,0 rect:0,0,10,10 (truth: hit, segment on the top side)");
    ENSURE(hd_naive_line_rect_fr((hd_vec2){2, 0}, (hd_vec2){5, 0}, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("line:2,0,5,0", "rect:0,0,10,10", true);
}

/* ---- sectors: atan2 + fmod against START/END in [0, 2pi) --------------- */

/* French isPointInWedge (angles in radians).
 * French isPointInArc. */


static void seed_sector_wrap(void)
{
    /* Case 16: wedge 300..30 contains the +x axis. */
    TEST_CTX("point:8,0 wedge:0,0,10,300,30 (truth: hit)");
    ENSURE(hd_naive_point_in_wedge_fr(8, 0, 0, 0, 10, hd_naive_rad(300), hd_naive_rad(30)) == false); /* WRONG */
    expect_hd("point:8,0", "wedge:0,0,10,300,30", true);
    TEST_CTX("point:8,-1 wedge:0,0,10,300,30 (truth: hit, angle ~352.9)");
    ENSURE(hd_naive_point_in_wedge_fr(8, -1, 0, 0, 10, hd_naive_rad(300), hd_naive_rad(30)) == false); /* WRONG */
    expect_hd("point:8,-1", "wedge:0,0,10,300,30", true);
    /* Case 17: annular sector 300..30. */
    TEST_CTX("point:8,1 arc:0,0,5,10,300,30 (truth: hit, angle ~7.1)");
    ENSURE(hd_naive_point_in_arc_fr(8, 1, 0, 0, 5, 10, hd_naive_rad(300), hd_naive_rad(30)) == false); /* WRONG */
    expect_hd("point:8,1", "arc:0,0,5,10,300,30", true);
    /* Case 18: START given negative (-60..30, the same sector). */
    TEST_CTX("point:8,1 arc:0,0,5,10,-60,30 (truth: hit)");
    ENSURE(hd_naive_point_in_arc_fr(8, 1, 0, 0, 5, 10, hd_naive_rad(-60), hd_naive_rad(30)) == true); /* right */
    TEST_CTX("point:6,-7 arc:0,0,5,10,-60,30 (truth: hit, angle ~310.6)");
    ENSURE(hd_naive_point_in_arc_fr(6, -7, 0, 0, 5, 10, hd_naive_rad(-60), hd_naive_rad(30)) == false); /* WRONG */
    expect_hd("point:6,-7", "arc:0,0,5,10,-60,30", true);
    /* Case 19: a non-point shape in a wrapping sector. */
    TEST_CTX("circle:8,0,1 wedge:0,0,10,300,30 (truth: hit)");
    expect_hd("circle:8,0,1", "wedge:0,0,10,300,30", true);
    expect_hd("rect:6,-1,2,2", "arc:0,0,5,10,300,30", true);
    /* Outside the wrapped sweep stays a miss. */
    expect_hd("point:-8,0", "wedge:0,0,10,300,30", false);
    expect_hd("point:0,8", "arc:0,0,5,10,300,30", false);
}

/* ==== hd_naive_collide: the module, pair by pair ========================= */

/* The naive answer through hd_naive_collide for specs a, b, both orders:
 * both must have a formula and answer `naive`; hd_collide answers `truth`. */
static void expect_naive(const char *sa, const char *sb, bool naive, bool truth)
{
    hd_shape a = hd_test_shape(sa), b = hd_test_shape(sb);
    bool h1 = !naive, h2 = !naive;
    TEST_CTX("%s %s: naive should say %s, truth %s", sa, sb, naive ? "hit" : "miss", truth ? "hit" : "miss");
    ENSURE(hd_naive_collide(&a, &b, &h1));
    ENSURE(hd_naive_collide(&b, &a, &h2));
    ENSURE(h1 == naive);
    ENSURE(h2 == naive);
    expect_hd(sa, sb, truth);
}

/* Each pair's formula (the one hd_naive_collide uses) on its flaw case. */
static void naive_table_flaws(void)
{
    expect_naive("point:3,4", "circle:0,0,5", false, true);       /* 002 strict */
    expect_naive("point:10,5", "rect:0,0,10,10", false, true);    /* 002 strict */
    expect_naive("point:0,0", "rect:0,0,10,10", false, true);     /* corner */
    expect_naive("circle:0,0,4", "circle:6,8,6", false, true);    /* 002 strict */
    expect_naive("rect:0,0,10,10", "rect:10,0,10,10", false, true); /* 002 edge */
    expect_naive("rect:0,0,10,10", "rect:10,10,5,5", false, true);  /* corner */
    /* 004 RectCircleColliding, the table's circle/rect: the half-width
     * slip takes a circle near the corner for a hit. */
    expect_naive("circle:13,13,4", "rect:0,0,10,10", true, false);
    expect_naive("circle:13,7,3", "rect:0,0,10,4", true, false);
    expect_naive("line:-10,5,10,5", "circle:0,0,5", false, true);  /* tangent */
    expect_naive("line:1,1,1,1", "circle:0,0,5", false, true);     /* t = NaN */
    expect_naive("line:2,2,8,8", "rect:0,0,10,10", false, true);   /* inside */
    expect_naive("line:2,0,5,0", "rect:0,0,10,10", false, true);   /* on a side */
    expect_naive("line:0,0,10,0", "line:5,0,15,0", false, true);   /* collinear */
    expect_naive("line:0,0,10,0", "line:10,0,20,0", false, true);
    expect_naive("polygon:0,0,30,0,30,30,0,30", "polygon:10,10,20,10,20,20,10,20", false, true);
    expect_naive("point:8,1", "arc:0,0,5,10,300,30", false, true);
    expect_naive("point:6,-7", "arc:0,0,5,10,-60,30", false, true);
    expect_naive("point:8,0", "wedge:0,0,10,300,30", false, true);
    expect_naive("point:8,1", "wedge:0,0,10,90,450", false, true); /* full disk past 360 */
    expect_naive("point:0,0", "wedge:0,0,10,90,180", false, true);  /* apex: atan2(0,0) = 0 */
    expect_naive("point:3,3", "arc:3,3,0,10,45,90", false, true);

    /* The concave base and the original demo's 5-vertex cursor (at 640,360)
     * go through the same formula: crossing sides are found ... */
    const char *base = "polygon:440,260,840,260,840,460,740,460,740,330,540,330,540,460,440,460";
    expect_naive(base, "polygon:420,340,480,350,500,380,420,380,400,360", true, true);
    /* ... the cursor inside an arm of the base is not. */
    expect_naive(base, "polygon:460,400,480,401,500,420,460,420,450,410", false, true);

    /* The inputs stay unchanged (the article closes its arrays in place). */
    hd_shape a = hd_test_shape("polygon:0,0,30,0,30,30,0,30");
    hd_shape b = hd_test_shape("polygon:10,10,20,10,20,20,10,20");
    hd_shape a0 = a, b0 = b;
    bool hit = true;
    TEST_CTX("hd_naive_collide leaves its polygon inputs unchanged");
    ENSURE(hd_naive_collide(&a, &b, &hit) && !hit);
    ENSURE(memcmp(&a, &a0, sizeof a) == 0 && memcmp(&b, &b0, sizeof b) == 0);
}

/* The other formulas the articles hold for the same pairs, on their flaws. */
static void naive_variant_flaws(void)
{
    /* 002 point/rect and point/circle, cocos nodes by centre. */
    TEST_CTX("002 point/rect, point/circle: strict");
    ENSURE(hd_naive_point_rect_002(10, 5, 5, 5, 10, 10) == false); /* point:10,5 rect:0,0,10,10 */
    ENSURE(hd_naive_point_rect_002(7, 6, 5, 5, 10, 10) == true);
    ENSURE(hd_naive_point_circle_002(3, 4, 0, 0, 10) == false);    /* point:3,4 circle:0,0,5 */
    ENSURE(hd_naive_point_circle_002(3, 3, 0, 0, 10) == true);
    /* The closed formulas are wrong only by rounding: 1e16 + 1 reads 1e16. */
    TEST_CTX("circle:0,0,50000000 circle:100000000,1,50000000 (truth: miss by rounding)");
    ENSURE(hd_naive_circles_fr(0, 0, 5e7, 1e8, 1, 5e7) == true); /* WRONG */
    expect_hd("circle:0,0,50000000", "circle:100000000,1,50000000", false);
    TEST_CTX("circle:0,0,100000000 rect:100000000,1,10,10 by 000, 002, 003 (truth: miss)");
    ENSURE(hd_naive_circle_rect_000(0, 0, 1e8, 1e8, 1, 10, 10) == true);         /* WRONG */
    ENSURE(hd_naive_circle_rect_002(0, 0, 2e8, 1e8 + 5, 6, 10, 10) == true);     /* WRONG */
    ENSURE(hd_naive_rect_circle_003(1e8, 1, 10, 10, 0, 0, 1e8) == true);         /* WRONG */
    ENSURE(hd_naive_rect_circle_fr(1e8, 1, 10, 10, 0, 0, 1e8) == true);          /* WRONG */
    expect_hd("circle:0,0,100000000", "rect:100000000,1,10,10", false);
    /* French RectsColliding: the far edge 0.1 + 0.2 rounds up onto the
     * other rect's x (0.30000000000000004), which the exact sum misses. */
    TEST_CTX("rect:0.1,0,0.2,1 rect:0.30000000000000004,0,1,1 (truth: miss by rounding)");
    ENSURE(hd_naive_rects_fr(0.1, 0, 0.2, 1, 0.30000000000000004, 0, 1, 1) == true); /* WRONG */
    {
        hd_shape a = hd_test_shape("rect:0.1,0,0.2,1"), b = hd_test_shape("rect:0.30000000000000004,0,1,1");
        /* hd_collide only: hd_collide_reference answers a hit here. */
        ENSURE(!hd_collide(&a, &b) && !hd_collide(&b, &a));
    }
    /* 002 rect/rect through the table with the same rounding-free case. */
    TEST_CTX("002 rect/rect: overlapping rects are a hit");
    ENSURE(hd_naive_rects_002(5, 5, 10, 10, 14, 5, 10, 10) == true);
}

/* ---- no formula: no answer --------------------------------------------- */

static const char *const SAMPLE[HD_KIND_COUNT] = {
    "point:0,0", "circle:0,0,5", "rect:-5,-5,10,10", "line:-5,0,5,0", "polygon:-5,-5,5,-5,0,5",
    "capsule:-5,0,5,0,2", "arc:0,0,0,5,0,360", "wedge:0,0,5,0,360",
};

static void naive_no_formula(void)
{
    int with = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++) {
            hd_shape a = hd_test_shape(SAMPLE[i]), b = hd_test_shape(SAMPLE[j]);
            const hd_naive_info *info = hd_naive_lookup(a.kind, b.kind);
            TEST_CTX("%s %s", SAMPLE[i], SAMPLE[j]);
            ENSURE(info == hd_naive_lookup(b.kind, a.kind));
            bool hit = true, hit2 = false;
            bool has = hd_naive_collide(&a, &b, &hit);
            bool has2 = hd_naive_collide(&b, &a, &hit2);
            ENSURE(has == (info != NULL) && has2 == has);
            if (!has) {
                ENSURE(hit == true && hit2 == false); /* left alone */
                continue;
            }
            with++;
            ENSURE(hit == hit2);
            ENSURE(info->name && info->name[0] && info->flaw && info->flaw[0]);
            ENSURE(info->article && strstr(info->article, ".txt"));
        }
    /* 11 unordered pairs have a formula: 7 mixed (both orders) + 4 same-kind. */
    TEST_CTX("ordered pairs with a formula");
    ENSURE(with == 2 * 7 + 4);
    ENSURE(hd_naive_lookup(HD_POINT, HD_POINT) == NULL);
    ENSURE(hd_naive_lookup(HD_CIRCLE, HD_POLYGON) == NULL);
    ENSURE(hd_naive_lookup(HD_CAPSULE, HD_CAPSULE) == NULL);
    ENSURE(hd_naive_lookup(HD_WEDGE, HD_ARC) == NULL);
    ENSURE(hd_naive_lookup(HD_RECT, HD_CIRCLE) == hd_naive_lookup(HD_CIRCLE, HD_RECT));
}

/* ---- ordinary cases: naive == hd_collide away from the flaws ----------- */

/* hd_collide gives `truth` for b moved by 0.75 in any of 8 directions:
 * the case is clearly inside or clearly apart, away from the edges. */
static bool robust(const hd_shape *a, const hd_shape *b, bool truth)
{
    static const double d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int k = 0; k < 8; k++) {
        hd_shape m = hd_test_translate(b, (hd_vec2){0.75 * d[k][0], 0.75 * d[k][1]});
        if (hd_collide(a, &m) != truth)
            return false;
    }
    return true;
}

typedef bool (*pair_fn)(const hd_shape *a, const hd_shape *b);

/* The variants, called with hitdemo shapes converted as naive.c does. */
static bool v_point_circle_fr(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_point_in_circle_fr(a->point.p.x, a->point.p.y, b->circle.c.x, b->circle.c.y, b->circle.r);
}
static bool v_point_rect_fr(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_naive_point_in_rect_fr(a->point.p.x, a->point.p.y, r->x, r->y, r->w, r->h);
}
static bool v_circles_fr(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_circles_fr(a->circle.c.x, a->circle.c.y, a->circle.r, b->circle.c.x, b->circle.c.y,
                               b->circle.r);
}
static bool v_rects_fr(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *p = &a->rect, *q = &b->rect;
    return hd_naive_rects_fr(p->x, p->y, p->w, p->h, q->x, q->y, q->w, q->h);
}
static bool v_circle_rect_fr(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_naive_rect_circle_fr(r->x, r->y, r->w, r->h, a->circle.c.x, a->circle.c.y, a->circle.r);
}
static bool v_circle_rect_000(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_naive_circle_rect_000(a->circle.c.x, a->circle.c.y, a->circle.r, r->x, r->y, r->w, r->h);
}
static bool v_circle_rect_002(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_naive_circle_rect_002(a->circle.c.x, a->circle.c.y, 2 * a->circle.r, r->x + r->w / 2,
                                    r->y + r->h / 2, r->w, r->h);
}
static bool v_circle_rect_003(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    return hd_naive_rect_circle_003(r->x, r->y, r->w, r->h, a->circle.c.x, a->circle.c.y, a->circle.r);
}
static bool v_lines_bourke(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_segments_collide_fr(a->line.a, a->line.b, b->line.a, b->line.b);
}
static bool v_polygons_sat(const hd_shape *a, const hd_shape *b)
{
    hd_naive_poly p, q;
    p.n = a->polygon.n;
    q.n = b->polygon.n;
    memcpy(p.v, a->polygon.v, (size_t)p.n * sizeof p.v[0]);
    memcpy(q.v, b->polygon.v, (size_t)q.n * sizeof q.v[0]);
    return hd_naive_convex_polygons_fr(&p, &q);
}

/* Exclusions: the flaw's own ground, where the naive answer is known wrong. */
static bool ord_no_containment(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 pts[64];
    return !hd_collide(a, b) || hd_hit_points(a, b, pts, 64) > 0;
}
static bool ord_line_has_length(const hd_shape *a, const hd_shape *b)
{
    (void)a;
    return !(b->line.a.x == b->line.b.x && b->line.a.y == b->line.b.y);
}
static bool ord_sector_no_wrap(const hd_shape *a, const hd_shape *b)
{
    double s = b->kind == HD_ARC ? b->arc.start : b->wedge.start;
    double e = b->kind == HD_ARC ? b->arc.end : b->wedge.end;
    hd_vec2 c = b->kind == HD_ARC ? b->arc.c : b->wedge.c;
    /* The apex reads as angle atan2(0, 0) = 0: a flaw of its own. */
    bool apex = a->point.p.x == c.x && a->point.p.y == c.y;
    return 0 <= s && s <= e && e <= 360 && !apex;
}
/* The half-width slip bites when the centre is off both spans of the rect
 * and within the box grown by the radius. */
static bool ord_no_corner_slip(const hd_shape *a, const hd_shape *b)
{
    const hd_rect *r = &b->rect;
    hd_vec2 c = a->circle.c;
    double R = a->circle.r;
    if ((c.x >= r->x && c.x <= r->x + r->w) || (c.y >= r->y && c.y <= r->y + r->h))
        return true;
    return c.x < r->x - R - 1 || c.x > r->x + r->w + R + 1 || c.y < r->y - R - 1 || c.y > r->y + r->h + R + 1;
}
static bool convex(const hd_polygon *p)
{
    int sign = 0;
    for (int i = 0; i < p->n; i++) {
        hd_vec2 u = p->v[i], v = p->v[(i + 1) % p->n], w = p->v[(i + 2) % p->n];
        double c = (v.x - u.x) * (w.y - u.y) - (v.y - u.y) * (w.x - u.x); /* exact: small integers */
        int o = (c > 0) - (c < 0);
        if (o && sign && o != sign)
            return false;
        if (o)
            sign = o;
    }
    return true;
}
static bool ord_convex(const hd_shape *a, const hd_shape *b)
{
    return convex(&a->polygon) && convex(&b->polygon);
}

typedef struct agree_case {
    const char *name;
    hd_kind ka, kb;
    pair_fn fn;           /* NULL: hd_naive_collide, checked in both orders */
    pair_fn ordinary;     /* NULL: every robust case */
} agree_case;

static const agree_case AGREE[] = {
    {"point_circle (002)", HD_POINT, HD_CIRCLE, NULL, NULL},
    {"point_rect (002)", HD_POINT, HD_RECT, NULL, NULL},
    {"circle_circle (002)", HD_CIRCLE, HD_CIRCLE, NULL, NULL},
    {"circle_rect (004 slip, the table's)", HD_CIRCLE, HD_RECT, NULL, ord_no_corner_slip},
    {"circle_line (004)", HD_CIRCLE, HD_LINE, NULL, ord_line_has_length},
    {"rect_rect (002)", HD_RECT, HD_RECT, NULL, NULL},
    {"rect_line (004)", HD_RECT, HD_LINE, NULL, ord_no_containment},
    {"line_line (004 intercept)", HD_LINE, HD_LINE, NULL, NULL},
    {"polygon_polygon (004 sides)", HD_POLYGON, HD_POLYGON, NULL, ord_no_containment},
    {"point_arc (004)", HD_POINT, HD_ARC, NULL, ord_sector_no_wrap},
    {"point_wedge (004)", HD_POINT, HD_WEDGE, NULL, ord_sector_no_wrap},
    {"point_circle (004)", HD_POINT, HD_CIRCLE, v_point_circle_fr, NULL},
    {"point_rect (004)", HD_POINT, HD_RECT, v_point_rect_fr, NULL},
    {"circle_circle (004)", HD_CIRCLE, HD_CIRCLE, v_circles_fr, NULL},
    {"rect_rect (004)", HD_RECT, HD_RECT, v_rects_fr, NULL},
    {"circle_rect (004 slip)", HD_CIRCLE, HD_RECT, v_circle_rect_fr, ord_no_corner_slip},
    {"circle_rect (000)", HD_CIRCLE, HD_RECT, v_circle_rect_000, NULL},
    {"circle_rect (002)", HD_CIRCLE, HD_RECT, v_circle_rect_002, NULL},
    {"circle_rect (003)", HD_CIRCLE, HD_RECT, v_circle_rect_003, NULL},
    {"line_line (004 Bourke)", HD_LINE, HD_LINE, v_lines_bourke, NULL},
    {"polygon_polygon (004 SAT)", HD_POLYGON, HD_POLYGON, v_polygons_sat, ord_convex},
};

static void naive_agree_ordinary(void)
{
    enum { WANT = 300, MIN_EACH = 40, MAX_TRIES = 400000 };
    hd_gen_opts o = {.range = 20, .offset = 0, .angles90 = false};
    for (size_t k = 0; k < sizeof AGREE / sizeof AGREE[0]; k++) {
        const agree_case *c = &AGREE[k];
        hd_rng r = {0x5eed0000u + k};
        int hits = 0, misses = 0;
        for (int t = 0; t < MAX_TRIES && hits + misses < WANT; t++) {
            hd_shape a = hd_gen_shape(&r, c->ka, &o), b = hd_gen_shape(&r, c->kb, &o);
            bool truth = hd_collide(&a, &b);
            /* Keep the answers balanced: up to half of each. */
            if ((truth ? hits : misses) >= WANT / 2)
                continue;
            if (!robust(&a, &b, truth) || (c->ordinary && !c->ordinary(&a, &b)))
                continue;
            TEST_CTX("%s: %s %s (truth %s)", c->name, hd_test_spec(&a), hd_test_spec(&b),
                     truth ? "hit" : "miss");
            if (c->fn) {
                ENSURE(c->fn(&a, &b) == truth);
            } else {
                bool h1 = !truth, h2 = !truth;
                ENSURE(hd_naive_collide(&a, &b, &h1) && h1 == truth);
                ENSURE(hd_naive_collide(&b, &a, &h2) && h2 == truth);
            }
            *(truth ? &hits : &misses) += 1;
        }
        TEST_CTX("%s: %d hits and %d misses accepted", c->name, hits, misses);
        ENSURE(hits >= MIN_EACH && misses >= MIN_EACH);
        if (getenv("HD_VERBOSE") || hits < MIN_EACH || misses < MIN_EACH)
            printf("  %s: %d hits, %d misses\n", c->name, hits, misses);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(seed_rect_circle_half_width);
    RUN_SUBTEST(seed_strict_bounds);
    RUN_SUBTEST(seed_collinear_segments);
    RUN_SUBTEST(seed_polygon_edges_only);
    RUN_SUBTEST(seed_sat_on_concave);
    RUN_SUBTEST(seed_line_rect_sides_only);
    RUN_SUBTEST(seed_sector_wrap);
    RUN_SUBTEST(naive_table_flaws);
    RUN_SUBTEST(naive_variant_flaws);
    RUN_SUBTEST(naive_no_formula);
    RUN_SUBTEST(naive_agree_ordinary);
    return hd_test_finish();
}
