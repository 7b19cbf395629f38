/*
 * test_geom_seeds: each flaw of the seed articles (shared/seeds/) as a case
 * the article's formula gets wrong and hitdemo gets right.
 *
 * Every naive_* function below reproduces one article's logic faithfully
 * (translated from JavaScript, same comparisons, same order). Each case
 * asserts BOTH that the naive answer is wrong and that hd_collide and
 * hd_collide_reference (both argument orders) give the closed-set answer.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const double PI2 = 6.283185307179586;

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
 * (`dx <= rect.width`) and the corner step subtracts the full width too. */
static bool naive_rect_circle_fr(double rx, double ry, double rw, double rh,
                                 double cx, double cy, double cr)
{
    double dx = fabs(cx - (rx + rw / 2));
    double dy = fabs(cy - (ry + rh / 2));
    if (dx > cr + rw / 2)
        return false;
    if (dy > cr + rh / 2)
        return false;
    if (dx <= rw)
        return true;
    if (dy <= rh)
        return true;
    dx = dx - rw;
    dy = dy - rh;
    return dx * dx + dy * dy <= cr * cr;
}

/* Case 1: circle near a corner, outside it (corner distance sqrt(18) > 4). */
static void seed_rect_circle_half_width(void)
{
    TEST_CTX("circle:13,13,4 rect:0,0,10,10 (truth: miss; corner (10,10) is sqrt(18) away)");
    ENSURE(naive_rect_circle_fr(0, 0, 10, 10, 13, 13, 4) == true); /* naive: WRONG */
    expect_hd("circle:13,13,4", "rect:0,0,10,10", false);
    /* Case 2: a circle beside the side is rejected early (right) ... */
    TEST_CTX("circle:14,2,3 rect:0,0,10,4 (truth: miss; nearest point (10,2) is 4 away)");
    ENSURE(naive_rect_circle_fr(0, 0, 10, 4, 14, 2, 3) == false);
    /* ... but one near the corner passes `dx <= rect.width` (WRONG). */
    TEST_CTX("circle:13,7,3 rect:0,0,10,4 (truth: miss; corner (10,4) is sqrt(18) away)");
    ENSURE(naive_rect_circle_fr(0, 0, 10, 4, 13, 7, 3) == true); /* WRONG */
    expect_hd("circle:13,7,3", "rect:0,0,10,4", false);
}

/* ---- strict bounds: a point on the edge / on the circle ---------------- */

/* French isPointInRectangle and the Chinese point/rect test: all strict. */
static bool naive_point_in_rect_strict(double x, double y, double rx, double ry,
                                       double rw, double rh)
{
    return x > rx && x < rx + rw && y > ry && y < ry + rh;
}

/* French isPointInCircle: `<`; Chinese point/circle: `radius > distance`. */
static bool naive_point_in_circle_strict(double x, double y, double cx,
                                         double cy, double r)
{
    double dx = x - cx, dy = y - cy;
    return dx * dx + dy * dy < r * r;
}

/* Chinese circle/circle: `r1 + r2 > distance`. */
static bool naive_circles_strict(double x1, double y1, double r1, double x2,
                                 double y2, double r2)
{
    double d = sqrt(pow(x1 - x2, 2) + pow(y1 - y2, 2));
    return r1 + r2 > d;
}

/* Chinese rect/rect, rects given by centre x,y and width,height: a rect
 * exactly touching is declared separate by the `<=` / `>=` on the gap. */
static bool naive_rects_cn(double x1, double y1, double w1, double h1, double x2,
                           double y2, double w2, double h2)
{
    if (x1 >= x2 && x2 <= x1 - w1 / 2 - w2 / 2)
        return false;
    if (x1 <= x2 && x2 >= x1 + w1 / 2 + w2 / 2)
        return false;
    if (y1 >= y2 && y2 <= y1 - h1 / 2 - h2 / 2)
        return false;
    if (y1 <= y2 && y2 >= y1 + h1 / 2 + h2 / 2)
        return false;
    return true;
}

/* French isCircleSegmentColliding: closest point, then `< cr*cr`. */
static bool naive_circle_segment_fr(double x0, double y0, double x1, double y1,
                                    double cx, double cy, double cr)
{
    double dx = cx - x0, dy = cy - y0;
    double dxx = x1 - x0, dyy = y1 - y0;
    double t = (dx * dxx + dy * dyy) / (dxx * dxx + dyy * dyy);
    double x = x0 + dxx * t, y = y0 + dyy * t;
    if (t < 0) {
        x = x0;
        y = y0;
    }
    if (t > 1) {
        x = x1;
        y = y1;
    }
    return (cx - x) * (cx - x) + (cy - y) * (cy - y) < cr * cr;
}

static void seed_strict_bounds(void)
{
    /* Case 3: point on a rect edge, and on a corner. */
    TEST_CTX("point:10,5 rect:0,0,10,10 (truth: hit, on the right edge)");
    ENSURE(naive_point_in_rect_strict(10, 5, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("point:10,5", "rect:0,0,10,10", true);
    TEST_CTX("point:0,0 rect:0,0,10,10 (truth: hit, on a corner)");
    ENSURE(naive_point_in_rect_strict(0, 0, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("point:0,0", "rect:0,0,10,10", true);
    /* Case 4: point on the circle. */
    TEST_CTX("point:3,4 circle:0,0,5 (truth: hit, on the circle)");
    ENSURE(naive_point_in_circle_strict(3, 4, 0, 0, 5) == false); /* WRONG */
    expect_hd("point:3,4", "circle:0,0,5", true);
    /* Case 5: tangent circles (3-4-5 centre distance 10 = 4 + 6). */
    TEST_CTX("circle:0,0,4 circle:6,8,6 (truth: hit, externally tangent)");
    ENSURE(naive_circles_strict(0, 0, 4, 6, 8, 6) == false); /* WRONG */
    expect_hd("circle:0,0,4", "circle:6,8,6", true);
    /* Case 6: rects sharing an edge (centres (5,5) and (15,5)). */
    TEST_CTX("rect:0,0,10,10 rect:10,0,10,10 (truth: hit, shared edge)");
    ENSURE(naive_rects_cn(5, 5, 10, 10, 15, 5, 10, 10) == false); /* WRONG */
    expect_hd("rect:0,0,10,10", "rect:10,0,10,10", true);
    /* Case 7: segment tangent to a circle. */
    TEST_CTX("line:-10,5,10,5 circle:0,0,5 (truth: hit, tangent at (0,5))");
    ENSURE(naive_circle_segment_fr(-10, 5, 10, 5, 0, 0, 5) == false); /* WRONG */
    expect_hd("line:-10,5,10,5", "circle:0,0,5", true);
}

/* ---- segments: parallel means "no hit", even when collinear and overlapping */

typedef struct npt {
    double x, y;
} npt;

/* French lineSegmentsIntercept: cross == 0 -> "no intercept". */
static bool naive_segments_intercept_fr(npt p0, npt p1, npt p2, npt p3)
{
    npt v1 = {p1.x - p0.x, p1.y - p0.y}, v2 = {p3.x - p2.x, p3.y - p2.y};
    double cross = v1.x * v2.y - v1.y * v2.x;
    if (cross == 0)
        return false;
    npt v3 = {p0.x - p2.x, p0.y - p2.y};
    double u2 = (v1.x * v3.y - v1.y * v3.x) / cross;
    if (u2 >= 0 && u2 <= 1) {
        double u1 = (v2.x * v3.y - v2.y * v3.x) / cross;
        return u1 >= 0 && u1 <= 1;
    }
    return false;
}

/* French lineSegmentsCollide (Paul Bourke): denominator == 0 -> null. */
static bool naive_segments_collide_fr(npt p0, npt p1, npt p2, npt p3)
{
    double ua = (p3.x - p2.x) * (p0.y - p2.y) - (p3.y - p2.y) * (p0.x - p2.x);
    double ub = (p1.x - p0.x) * (p0.y - p2.y) - (p1.y - p0.y) * (p0.x - p2.x);
    double den = (p3.y - p2.y) * (p1.x - p0.x) - (p3.x - p2.x) * (p1.y - p0.y);
    if (ua == 0 && ub == 0 && den == 0)
        return false; /* "coincident": null */
    if (den == 0)
        return false; /* "parallel": null */
    ua /= den;
    ub /= den;
    return ua >= 0 && ua <= 1 && ub >= 0 && ub <= 1;
}

static void seed_collinear_segments(void)
{
    /* Case 8: collinear, overlapping on [5,10]. */
    npt a0 = {0, 0}, a1 = {10, 0}, b0 = {5, 0}, b1 = {15, 0};
    TEST_CTX("line:0,0,10,0 line:5,0,15,0 (truth: hit, overlap 5..10)");
    ENSURE(naive_segments_intercept_fr(a0, a1, b0, b1) == false); /* WRONG */
    ENSURE(naive_segments_collide_fr(a0, a1, b0, b1) == false);   /* WRONG */
    expect_hd("line:0,0,10,0", "line:5,0,15,0", true);
    /* Case 9: collinear, touching end to end. */
    npt c0 = {10, 0}, c1 = {20, 0};
    TEST_CTX("line:0,0,10,0 line:10,0,20,0 (truth: hit at (10,0))");
    ENSURE(naive_segments_collide_fr(a0, a1, c0, c1) == false); /* WRONG */
    expect_hd("line:0,0,10,0", "line:10,0,20,0", true);
    /* Case 10: diagonal collinear overlap. */
    npt d0 = {0, 0}, d1 = {4, 2}, e0 = {2, 1}, e1 = {6, 3};
    TEST_CTX("line:0,0,4,2 line:2,1,6,3 (truth: hit, overlap (2,1)..(4,2))");
    ENSURE(naive_segments_intercept_fr(d0, d1, e0, e1) == false); /* WRONG */
    expect_hd("line:0,0,4,2", "line:2,1,6,3", true);
    /* Sanity: the naive code does find a plain crossing. */
    npt f0 = {0, 10}, f1 = {10, 0};
    TEST_CTX("line:0,0,10,0 vs crossing line:0,10,10,0");
    ENSURE(naive_segments_intercept_fr(d0, (npt){10, 10}, f0, f1) == true);
}

/* ---- polygons by edges only, closing the INPUT array -------------------- */

typedef struct npoly {
    int n;
    npt v[16];
} npoly;

/* French verticesToLinePoints: "make sure polys are self-closing" by
 * pushing the first vertex onto the caller's array. */
static int naive_vertices_to_lines(npoly *p, npt lines[][2])
{
    if (!(p->v[0].x == p->v[p->n - 1].x && p->v[0].y == p->v[p->n - 1].y)) {
        p->v[p->n] = p->v[0];
        p->n++;
    }
    int k = 0;
    for (int i = 1; i < p->n; i++) {
        lines[k][0] = p->v[i - 1];
        lines[k][1] = p->v[i];
        k++;
    }
    return k;
}

/* French polygonsCollide: any side crossing any side; nothing else. */
static bool naive_polygons_collide_fr(npoly *p1, npoly *p2)
{
    npt l1[16][2], l2[16][2];
    int n1 = naive_vertices_to_lines(p1, l1);
    int n2 = naive_vertices_to_lines(p2, l2);
    for (int i = 0; i < n1; i++)
        for (int j = 0; j < n2; j++)
            if (naive_segments_collide_fr(l1[i][0], l1[i][1], l2[j][0], l2[j][1]))
                return true;
    return false;
}

static void seed_polygon_edges_only(void)
{
    /* Case 11: a square inside a square: no sides cross. */
    npoly outer = {4, {{0, 0}, {30, 0}, {30, 30}, {0, 30}}};
    npoly inner = {4, {{10, 10}, {20, 10}, {20, 20}, {10, 20}}};
    const char *so = "polygon:0,0,30,0,30,30,0,30";
    const char *si = "polygon:10,10,20,10,20,20,10,20";
    TEST_CTX("%s %s (truth: hit, containment)", so, si);
    ENSURE(naive_polygons_collide_fr(&outer, &inner) == false); /* WRONG */
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
static bool naive_sat_fr(const npoly *a, const npoly *b)
{
    const npoly *polys[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        const npoly *p = polys[i];
        for (int i1 = 0; i1 < p->n; i1++) {
            int i2 = (i1 + 1) % p->n;
            npt nrm = {p->v[i2].y - p->v[i1].y, p->v[i1].x - p->v[i2].x};
            double minA = INFINITY, maxA = -INFINITY, minB = INFINITY, maxB = -INFINITY;
            for (int j = 0; j < a->n; j++) {
                double pr = nrm.x * a->v[j].x + nrm.y * a->v[j].y;
                minA = fmin(minA, pr);
                maxA = fmax(maxA, pr);
            }
            for (int j = 0; j < b->n; j++) {
                double pr = nrm.x * b->v[j].x + nrm.y * b->v[j].y;
                minB = fmin(minB, pr);
                maxB = fmax(maxB, pr);
            }
            if (maxA < minB || maxB < minA)
                return false;
        }
    }
    return true;
}

static void seed_sat_on_concave(void)
{
    /* Case 13: a square in the notch of a U. */
    npoly u = {8, {{0, 0}, {30, 0}, {30, 30}, {20, 30}, {20, 10}, {10, 10}, {10, 30}, {0, 30}}};
    npoly sq = {4, {{12, 12}, {18, 12}, {18, 28}, {12, 28}}};
    const char *su = "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30";
    const char *ss = "polygon:12,12,18,12,18,28,12,28";
    TEST_CTX("%s %s (truth: miss, the square sits in the notch)", su, ss);
    ENSURE(naive_sat_fr(&u, &sq) == true); /* WRONG */
    expect_hd(su, ss, false);
}

/* ---- line/rect by its four sides only ---------------------------------- */

static bool naive_line_rect_fr(npt p, npt p2, double rx, double ry, double rw,
                               double rh)
{
    npt c[4] = {{rx, ry}, {rx + rw, ry}, {rx + rw, ry + rh}, {rx, ry + rh}};
    for (int i = 0; i < 4; i++)
        if (naive_segments_collide_fr(p, p2, c[i], c[(i + 1) % 4]))
            return true;
    return false;
}

static void seed_line_rect_sides_only(void)
{
    /* Case 14: a segment strictly inside the rect. */
    TEST_CTX("line:2,2,8,8 rect:0,0,10,10 (truth: hit, segment inside)");
    ENSURE(naive_line_rect_fr((npt){2, 2}, (npt){8, 8}, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("line:2,2,8,8", "rect:0,0,10,10", true);
    /* Case 15: a segment lying on the top side (collinear -> null). */
    TEST_CTX("line:2,0,5,0 rect:0,0,10,10 (truth: hit, segment on the top side)");
    ENSURE(naive_line_rect_fr((npt){2, 0}, (npt){5, 0}, 0, 0, 10, 10) == false); /* WRONG */
    expect_hd("line:2,0,5,0", "rect:0,0,10,10", true);
}

/* ---- sectors: atan2 + fmod against START/END in [0, 2pi) --------------- */

/* French isPointInWedge (angles in radians). */
static bool naive_point_in_wedge_fr(double x, double y, double cx, double cy,
                                    double r, double start, double end)
{
    double dx = x - cx, dy = y - cy;
    if (dx * dx + dy * dy > r * r)
        return false;
    double angle = fmod(atan2(dy, dx) + PI2, PI2);
    return angle >= start && angle <= end;
}

/* French isPointInArc. */
static bool naive_point_in_arc_fr(double x, double y, double cx, double cy,
                                  double rin, double rout, double start,
                                  double end)
{
    double dx = x - cx, dy = y - cy;
    double dxy = dx * dx + dy * dy;
    if (dxy < rin * rin || dxy > rout * rout)
        return false;
    double angle = fmod(atan2(dy, dx) + PI2, PI2);
    return angle >= start && angle <= end;
}

static double rad(double deg)
{
    return deg * (PI2 / 360.0);
}

static void seed_sector_wrap(void)
{
    /* Case 16: wedge 300..30 contains the +x axis. */
    TEST_CTX("point:8,0 wedge:0,0,10,300,30 (truth: hit)");
    ENSURE(naive_point_in_wedge_fr(8, 0, 0, 0, 10, rad(300), rad(30)) == false); /* WRONG */
    expect_hd("point:8,0", "wedge:0,0,10,300,30", true);
    TEST_CTX("point:8,-1 wedge:0,0,10,300,30 (truth: hit, angle ~352.9)");
    ENSURE(naive_point_in_wedge_fr(8, -1, 0, 0, 10, rad(300), rad(30)) == false); /* WRONG */
    expect_hd("point:8,-1", "wedge:0,0,10,300,30", true);
    /* Case 17: annular sector 300..30. */
    TEST_CTX("point:8,1 arc:0,0,5,10,300,30 (truth: hit, angle ~7.1)");
    ENSURE(naive_point_in_arc_fr(8, 1, 0, 0, 5, 10, rad(300), rad(30)) == false); /* WRONG */
    expect_hd("point:8,1", "arc:0,0,5,10,300,30", true);
    /* Case 18: START given negative (-60..30, the same sector). */
    TEST_CTX("point:8,1 arc:0,0,5,10,-60,30 (truth: hit)");
    ENSURE(naive_point_in_arc_fr(8, 1, 0, 0, 5, 10, rad(-60), rad(30)) == true); /* right */
    TEST_CTX("point:6,-7 arc:0,0,5,10,-60,30 (truth: hit, angle ~310.6)");
    ENSURE(naive_point_in_arc_fr(6, -7, 0, 0, 5, 10, rad(-60), rad(30)) == false); /* WRONG */
    expect_hd("point:6,-7", "arc:0,0,5,10,-60,30", true);
    /* Case 19: a non-point shape in a wrapping sector. */
    TEST_CTX("circle:8,0,1 wedge:0,0,10,300,30 (truth: hit)");
    expect_hd("circle:8,0,1", "wedge:0,0,10,300,30", true);
    expect_hd("rect:6,-1,2,2", "arc:0,0,5,10,300,30", true);
    /* Outside the wrapped sweep stays a miss. */
    expect_hd("point:-8,0", "wedge:0,0,10,300,30", false);
    expect_hd("point:0,8", "arc:0,0,5,10,300,30", false);
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
    return hd_test_finish();
}
