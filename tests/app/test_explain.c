/* test_explain.c: the inner values of each algorithm family (explain.c),
 * on cases whose values are known by hand. No SDL. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "explain.h"

static hd_explain X; /* large: not on the stack */

static hd_shape S(const char *spec)
{
    hd_shape s;
    char err[256];
    if (!check_parse(spec, &s, err, sizeof err)) {
        fprintf(stderr, "bad spec in test: %s\n", err);
        exit(2);
    }
    return s;
}

static const hd_explain *ex(const char *base, const char *cursor)
{
    hd_shape a = S(base), b = S(cursor);
    hd_explain_compute(&a, &b, 800, 600, &X);
    return &X;
}

static int count_items(const hd_explain *x, hd_xitem_type t)
{
    int n = 0;
    for (int i = 0; i < x->n; i++) n += x->items[i].type == t;
    return n;
}

static bool has_label(const hd_explain *x, const char *text)
{
    for (int i = 0; i < x->n; i++)
        if (strstr(x->items[i].label, text)) return true;
    return false;
}

static bool has_line(const hd_explain *x, const char *text)
{
    for (int i = 0; i < x->nlines; i++)
        if (strstr(x->lines[i], text)) return true;
    return false;
}

/* circle/rect and its kin: the clamped closest point, d^2 against r^2 */
static void closest_family(void)
{
    const hd_explain *x = ex("circle:0,0,5", "rect:3,4,10,10");
    CHECK(x->family == HD_XF_CLOSEST);
    CHECK(strstr(x->name, "clamp") != NULL);
    CHECK_EQ(x->closest.x, 3);
    CHECK_EQ(x->closest.y, 4);
    CHECK_EQ(x->d2, 25);
    CHECK_EQ(x->r2, 25);
    CHECK(x->decided && x->says_hit && x->collide && !x->disagree);
    CHECK(has_label(x, "q (3,4)"));
    CHECK(has_line(x, "25 <= r\xc2\xb2 = 25"));
    /* the cursor circle is the disk; the base circle gives the closest point */
    x = ex("circle:0,0,10", "circle:20,0,5");
    CHECK(x->family == HD_XF_CLOSEST);
    CHECK_EQ(x->centre.x, 20);
    CHECK_EQ(x->closest.x, 10);
    CHECK_EQ(x->d2, 100);
    CHECK(!x->says_hit && !x->collide);
    /* point in rect: clamped to itself */
    x = ex("rect:0,0,10,10", "point:4,5");
    CHECK(x->family == HD_XF_CLOSEST);
    CHECK_EQ(x->closest.x, 4);
    CHECK_EQ(x->d2, 0);
    CHECK(x->says_hit && x->collide);
    /* circle/polygon: the closest point on an edge */
    x = ex("polygon:0,0,10,0,10,10,0,10", "circle:15,5,4");
    CHECK_EQ(x->closest.x, 10);
    CHECK_EQ(x->closest.y, 5);
    CHECK(!x->collide && !x->says_hit);
}

/* A tangency where the rounded squared distances say hit and the exact
 * predicate says apart: the explanation says so. */
static void closest_disagrees_at_tangency(void)
{
    const hd_explain *x = ex("circle:3.6259999999999999,0,109.00142857142856", "rect:112.62742857142857,-1,5,5");
    CHECK(x->family == HD_XF_CLOSEST);
    CHECK(x->says_hit);
    CHECK(!x->collide);
    CHECK(x->disagree);
    CHECK(has_line(x, "tangency within rounding"));
}

static void segment_family(void)
{
    const hd_explain *x = ex("line:0,0,10,0", "line:5,-5,5,5");
    CHECK(x->family == HD_XF_SEGMENT);
    CHECK_EQ(x->t, 0.5);
    CHECK_EQ(x->u, 0.5);
    CHECK_EQ(x->cross.x, 5);
    CHECK_EQ(x->cross.y, 0);
    CHECK(x->says_hit && x->collide && !x->collinear);
    CHECK(has_label(x, "t=0.5 u=0.5"));
    /* the lines cross outside the segments: t out of [0, 1], drawn dashed */
    x = ex("line:0,0,10,0", "line:15,-5,15,5");
    CHECK_EQ(x->t, 1.5);
    CHECK(!x->says_hit && !x->collide);
    CHECK(count_items(x, HD_XI_DASHED) == 1);
    /* collinear: the overlap interval on the base */
    x = ex("line:0,0,10,0", "line:5,0,20,0");
    CHECK(x->collinear);
    CHECK_EQ(x->t, 0.5);
    CHECK_EQ(x->u, 1);
    CHECK(x->says_hit && x->collide);
    CHECK(count_items(x, HD_XI_INTERVAL) == 1);
    /* line against rect edges: edge 3 is (0,10)-(0,0) */
    x = ex("rect:0,0,10,10", "line:-5,5,5,5");
    CHECK(x->family == HD_XF_SEGMENT);
    CHECK(x->edge == 3);
    CHECK_EQ(x->t, 0.5);
    CHECK_EQ(x->u, 0.5);
    CHECK_EQ(x->cross.x, 0);
    CHECK_EQ(x->cross.y, 5);
    /* ... and its hit edge is highlighted, the line too */
    CHECK(count_items(x, HD_XI_EDGE) == 2);
    CHECK(x->hit_edges == 2);
}

static void sat_family(void)
{
    /* two squares 5 apart along x: the base's right edge normal separates */
    const hd_explain *x = ex("rect:0,0,10,10", "rect:15,0,10,10");
    CHECK(x->family == HD_XF_SAT);
    CHECK(x->separated);
    CHECK_EQ(x->axis.x, 1);
    CHECK_EQ(x->axis.y, 0);
    CHECK(x->edge == -1); /* rect/rect: the x axis (hit_rect_rect's first), no edge */
    CHECK(has_line(x, "separating axis: x (1 axis tested)"));
    CHECK_EQ(x->gap, 5);
    CHECK_EQ(x->amin, 0);
    CHECK_EQ(x->amax, 10);
    CHECK_EQ(x->bmin, 15);
    CHECK_EQ(x->bmax, 25);
    CHECK(!x->says_hit && !x->collide && !x->disagree);
    CHECK(count_items(x, HD_XI_INTERVAL) == 3); /* two projections and the gap */
    CHECK(has_label(x, "gap 5"));
    /* overlapping: the axis of least overlap */
    x = ex("rect:0,0,10,10", "rect:8,2,10,10");
    CHECK(!x->separated);
    CHECK_EQ(x->gap, -2);
    CHECK_EQ(x->axis.x, 1);
    CHECK(x->says_hit && x->collide);
    CHECK(has_label(x, "overlap 2"));
    /* two convex polygons (triangles) apart */
    x = ex("polygon:100,100,110,100,105,108", "polygon:120,100,130,100,125,108");
    CHECK(x->family == HD_XF_SAT);
    CHECK(x->separated && x->gap > 0);
    CHECK(!x->collide);
    /* the projection bars lie beside the shapes, inside the 800x600 view */
    for (int i = 0; i < x->n; i++)
        if (x->items[i].type == HD_XI_INTERVAL) {
            CHECK(x->items[i].a.x >= 0 && x->items[i].a.y >= 0 && x->items[i].a.x <= 800 && x->items[i].a.y <= 600);
        }
}

static void pip_family(void)
{
    /* a concave polygon with a notch from below at (15,10) */
    const char *m = "polygon:0,0,30,0,30,30,15,10,0,30";
    const hd_explain *x = ex(m, "point:5,20");
    CHECK(x->family == HD_XF_PIP);
    CHECK_EQ(x->ray_from.x, 5);
    CHECK(x->crossings == 3);
    CHECK(x->crossings % 2 == 1);
    CHECK(x->says_hit && x->collide);
    CHECK(has_label(x, "3 crossings: odd, inside"));
    x = ex(m, "point:15,20"); /* in the notch */
    CHECK(x->crossings == 2);
    CHECK(!x->says_hit && !x->collide);
    /* concave containment: a small rect in the left lobe */
    x = ex(m, "rect:3,17,2,2");
    CHECK(x->family == HD_XF_PIP);
    CHECK(x->crossings % 2 == 1);
    CHECK(x->says_hit && x->collide);
    CHECK(has_line(x, "no edges cross"));
    /* the point on the outline: the closed set counts it, the ray alone may not */
    x = ex("polygon:0,0,10,0,10,10,0,10", "point:10,5");
    CHECK(x->collide);
    CHECK(x->disagree == (x->says_hit != x->collide));
}

static void sector_family(void)
{
    const hd_explain *x = ex("wedge:0,0,10,0,90", "circle:5,5,1");
    CHECK(x->family == HD_XF_SECTOR);
    CHECK_NEAR(x->angle, 45, 1e-9);
    CHECK(x->in_sweep);
    CHECK_EQ(x->rin, 0);
    CHECK_EQ(x->rout, 10);
    CHECK_NEAR(x->dist, sqrt(50) - 1, 1e-12);
    CHECK(x->decided && x->says_hit && x->collide);
    CHECK(count_items(x, HD_XI_RAY) == 2); /* the bounding rays */
    /* outside the sweep, within rout: the outline pieces decide */
    x = ex("wedge:0,0,10,0,90", "point:-5,5");
    CHECK_NEAR(x->angle, 135, 1e-9);
    CHECK(!x->in_sweep);
    CHECK(!x->decided);
    CHECK(!x->collide);
    /* beyond rout: a miss by the values alone; an arc's hole */
    x = ex("arc:0,0,5,10,0,360", "point:20,0");
    CHECK(x->decided && !x->says_hit && !x->collide);
    CHECK_EQ(x->dist, 20);
    x = ex("arc:0,0,5,10,0,360", "point:7,0");
    CHECK(x->decided && x->says_hit && x->collide);
    CHECK_EQ(x->rin, 5);
}

static void capsule_family(void)
{
    const hd_explain *x = ex("capsule:0,0,10,0,2", "capsule:5,5,5,15,2");
    CHECK(x->family == HD_XF_CAPSULE);
    CHECK_EQ(x->pa.x, 5);
    CHECK_EQ(x->pa.y, 0);
    CHECK_EQ(x->pb.x, 5);
    CHECK_EQ(x->pb.y, 5);
    CHECK_EQ(x->dist, 5);
    CHECK_EQ(x->rsum, 4);
    CHECK(!x->says_hit && !x->collide);
    x = ex("capsule:0,0,10,0,2", "circle:5,3,1"); /* touching */
    CHECK_EQ(x->dist, 3);
    CHECK_EQ(x->rsum, 3);
    CHECK(x->says_hit && x->collide && !x->disagree);
    CHECK(x->hit_edges >= 2); /* the capsule's side and the circle */
}

static void generic_family(void)
{
    const hd_explain *x = ex("point:5,0", "line:0,0,10,0");
    CHECK(x->family == HD_XF_GENERIC);
    CHECK(x->says_hit && x->collide);
    CHECK(count_items(x, HD_XI_EDGE) == 1); /* the line was hit */
    x = ex("arc:0,0,5,10,0,360", "wedge:0,0,2,0,90"); /* in the hole */
    CHECK(x->family == HD_XF_GENERIC);
    CHECK(!x->says_hit && !x->collide);
    CHECK(has_line(x, "is outside"));
}

/* every pair of default shapes: a name, lines, an answer that agrees */
static void every_pair(void)
{
    const char *specs[] = {"point:3,4",       "circle:0,0,5",         "rect:-2,-2,6,5", "line:-5,-5,5,5",
                           "polygon:0,0,8,0,4,6", "capsule:-4,0,4,0,2", "arc:0,0,2,6,0,270", "wedge:1,1,6,30,200"};
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            const hd_explain *x = ex(specs[i], specs[j]);
            CHECK(x->name[0] != 0);
            CHECK(x->nlines >= 1);
            CHECK(!x->disagree);
            CHECK(x->n <= HD_EXPLAIN_ITEMS);
        }
}

/* the cache recomputes only on a change */
static void cache(void)
{
    hd_shape a = S("circle:0,0,5"), b = S("rect:3,4,10,10"), c = S("rect:30,4,10,10");
    const hd_explain *x = hd_explain_get(&a, &b, 800, 600);
    CHECK(x->collide);
    CHECK(hd_explain_get(&a, &b, 800, 600) == x);
    x = hd_explain_get(&a, &c, 800, 600);
    CHECK(!x->collide);
}

/* The step list's lines. */
static bool step_has(const hd_explain *x, int k, const char *text)
{
    return k >= 0 && k < x->nsteps && strstr(x->steps[k].line, text) != NULL;
}

static int deciding_steps(const hd_explain *x)
{
    int n = 0;
    for (int i = 0; i < x->nsteps; i++) n += x->steps[i].deciding;
    return n;
}

/* SAT steps: the boxes, then the axes in the exact test's order (base
 * edges, then cursor edges), stopping at the first that separates. */
static void sat_steps(void)
{
    /* a triangle and a square off its hypotenuse: base edge 0's normal
     * (0,-1) gives cursor min -260 - base max -100 = -160; base edge 1's
     * (1,1)/sqrt(2): (230 + 230)/sqrt(2) - 400/sqrt(2) = 60/sqrt(2) */
    const hd_explain *x = ex("polygon:100,100,300,100,100,300", "polygon:230,230,260,230,260,260,230,260");
    CHECK(x->family == HD_XF_SAT);
    CHECK(x->nsteps == 3);
    CHECK(step_has(x, 0, "bounding boxes") && step_has(x, 0, "overlap, go on") && !x->steps[0].deciding);
    CHECK(step_has(x, 1, "axis 1 of 7 (normal of base edge 0)"));
    CHECK(step_has(x, 1, "= -160 <= 0") && !x->steps[1].deciding);
    CHECK(step_has(x, 2, "axis 2 of 7 (normal of base edge 1)"));
    CHECK(step_has(x, 2, "> 0: a gap: separated, stop"));
    CHECK(x->steps[2].deciding && deciding_steps(x) == 1);
    /* the picture's summary agrees: the same axis, 2 axes tested */
    CHECK(x->separated && x->edge == 1 && has_line(x, "(2 axes tested)"));
    CHECK_NEAR(x->gap, 60 / sqrt(2), 1e-12);
    /* each axis step draws its axis, both bars and the gap */
    for (int k = 1; k < 3; k++) {
        int bars = 0;
        for (int i = 0; i < x->steps[k].n; i++) bars += x->sitems[x->steps[k].i0 + i].type == HD_XI_INTERVAL;
        CHECK(bars == 3);
    }
    /* the cursor's edge decides: a square and a triangle whose edge
     * x + y = 22 faces the square's corner (10,10); no base edge separates
     * (their gaps are -22, -10, -10, -22), cursor edge 0's outward normal
     * -(1,1)/sqrt(2) does: base min - cursor max = (22 - 20)/sqrt(2) */
    x = ex("polygon:0,0,10,0,10,10,0,10", "polygon:22,0,0,22,22,22");
    CHECK(x->nsteps == 1 + 5);
    CHECK(step_has(x, 1, "= -22 <= 0") && step_has(x, 2, "= -10 <= 0") && step_has(x, 3, "= -10 <= 0"));
    CHECK(step_has(x, 4, "= -22 <= 0"));
    CHECK(step_has(x, 5, "axis 5 of 7 (normal of cursor edge 0)") &&
          step_has(x, 5, "base min - cursor max = 1.41421356"));
    CHECK(x->steps[5].deciding && x->collide == false);
    /* overlapping: every axis, then the verdict */
    x = ex("polygon:0,0,10,0,10,10,0,10", "polygon:5,5,15,5,15,15,5,15");
    CHECK(x->nsteps == 1 + 8 + 1);
    CHECK(step_has(x, 9, "no separating axis among the 8: collide") && x->steps[9].deciding);
    CHECK(deciding_steps(x) == 1);
    /* rect/rect: x then y, as hit_rect_rect */
    x = ex("rect:0,0,10,10", "rect:5,15,10,10");
    CHECK(x->nsteps == 2);
    CHECK(step_has(x, 0, "axis 1 of 2 (x axis): base [0, 10], cursor [5, 15]: gap -5 <= 0: overlap, next axis"));
    CHECK(step_has(x, 1, "axis 2 of 2 (y axis): base [0, 10], cursor [15, 25]: gap 5 > 0: separated, stop"));
    /* rect/polygon: the family's axes, and the last step names hit.c's own test */
    x = ex("rect:0,0,10,10", "polygon:5,5,15,5,15,15,5,15");
    CHECK(x->family == HD_XF_SAT && x->nsteps == 1 + 8 + 1);
    CHECK(step_has(x, 9, "no separating axis among the 8: collide (the exact test of rect/polygon"));
    CHECK(!step_has(x, 8, "exact test"));
    /* boxes apart: the test ends there */
    x = ex("polygon:0,0,10,0,5,8", "polygon:30,0,40,0,35,8");
    CHECK(x->nsteps == 1 && step_has(x, 0, "gap 20 > 0: apart, stop") && x->steps[0].deciding);
}

/* Bounded: two 256-vertex polygons keep at most HD_EXPLAIN_STEPS steps,
 * the "... N more" one counts the rest, the decision is kept. */
static void steps_bounded(void)
{
    static char a[16384], b[16384];
    int at = snprintf(a, sizeof a, "polygon:"), bt = snprintf(b, sizeof b, "polygon:");
    for (int i = 0; i < 256; i++) {
        double t = 2 * 3.14159265358979323846 * i / 256;
        at += snprintf(a + at, sizeof a - (size_t)at, "%s%.17g,%.17g", i ? "," : "", 100 * cos(t), 100 * sin(t));
        bt += snprintf(b + bt, sizeof b - (size_t)bt, "%s%.17g,%.17g", i ? "," : "", 50 + 100 * cos(t), 100 * sin(t));
    }
    const hd_explain *x = ex(a, b); /* overlapping: no axis separates */
    CHECK(x->family == HD_XF_SAT && x->collide);
    CHECK(x->nsteps == HD_EXPLAIN_STEPS - 1);
    int more = -1;
    for (int i = 0; i < x->nsteps; i++)
        if (step_has(x, i, "... ")) more = i;
    CHECK(more == HD_EXPLAIN_STEPS - 3);
    char want[80];
    /* 512 axes; boxes + 44 axes listed (HD_EXPLAIN_STEPS - 3 - 1) */
    snprintf(want, sizeof want, "... %d more steps", 512 - (HD_EXPLAIN_STEPS - 4));
    CHECK(step_has(x, more, want));
    CHECK(step_has(x, x->nsteps - 1, "no separating axis among the 512: collide"));
    CHECK(x->nsitems <= HD_EXPLAIN_SITEMS);
    /* point in a 256-gon whose ray crosses many edges: a comb */
    int ct = snprintf(a, sizeof a, "polygon:0,0");
    for (int i = 0; i < 126; i++)
        ct += snprintf(a + ct, sizeof a - (size_t)ct, ",%d,%d,%d,%d", 10 * i + 5, i % 2 ? 0 : 100, 10 * i + 10,
                       i % 2 ? 0 : 100);
    snprintf(a + ct, sizeof a - (size_t)ct, ",1265,-50,0,-50");
    x = ex(a, "point:1,50");
    CHECK(x->family == HD_XF_PIP);
    CHECK(x->nsteps <= HD_EXPLAIN_STEPS && x->steps_more > 0);
    CHECK(step_has(x, x->nsteps - 1, "crossings in all") && x->steps[x->nsteps - 1].deciding);
}

/* Point in polygon: each crossing along the ray, nearest first, then the
 * verdict; the crossings listed equal the count. */
static void pip_steps(void)
{
    /* a U: the ray from (150,300) crosses edge 5 (x 200), 3 (x 300), 1 (x 400) */
    const char *u = "polygon:100,100,400,100,400,400,300,400,300,200,200,200,200,400,100,400";
    const hd_explain *x = ex(u, "point:150,300");
    CHECK(x->family == HD_XF_PIP && x->crossings == 3);
    CHECK(x->nsteps == x->crossings + 1);
    CHECK(step_has(x, 0, "edge 5 (200, 200)-(200, 400) at x = 200 > 150: 1 crossing so far"));
    CHECK(step_has(x, 1, "edge 3 (300, 400)-(300, 200) at x = 300 > 150: 2 crossings so far"));
    CHECK(step_has(x, 2, "edge 1 (400, 100)-(400, 400) at x = 400 > 150: 3 crossings so far"));
    CHECK(step_has(x, 3, "3 crossings in all: odd: p lies inside") && x->steps[3].deciding);
    CHECK(x->collide);
    /* in the notch: 2 crossings, even, outside */
    x = ex(u, "point:250,300");
    CHECK(x->nsteps == 3 && x->crossings == 2);
    CHECK(step_has(x, 2, "2 crossings in all: even: p is outside"));
    CHECK(!x->collide);
    /* a concave pair apart in a notch: boxes, no edge pair, base vertex 0
     * in the cursor (even), cursor vertex 0 in the base (even) */
    x = ex("polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "polygon:12,12,18,12,18,28,12,28");
    CHECK(x->family == HD_XF_PIP && !x->collide);
    CHECK(step_has(x, 0, "bounding boxes") && step_has(x, 1, "none of the 8 x 4 meets"));
    CHECK(step_has(x, x->nsteps - 1, "ray from cursor vertex 0") && step_has(x, x->nsteps - 1, "even"));
    /* crossing edges: the first pair ends it */
    x = ex("polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "polygon:5,5,15,5,15,15,5,15");
    CHECK(x->collide && x->nsteps == 2 && step_has(x, 1, "meet") && x->steps[1].deciding);
    /* ... and the whole picture shows the edges that met, no containment
     * ray (the test never cast one), as the last step does */
    CHECK(count_items(x, HD_XI_RAY) == 0 && count_items(x, HD_XI_EDGE) >= 2);
    CHECK(!has_line(x, "ray from"));
    /* boxes apart: the boxes, no ray, no edge */
    x = ex("polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "polygon:100,100,110,100,110,110,100,110");
    CHECK(!x->collide && x->nsteps == 1 && step_has(x, 0, "apart, stop"));
    CHECK(count_items(x, HD_XI_RAY) == 0 && count_items(x, HD_XI_EDGE) == 0 && count_items(x, HD_XI_DASHED) == 8);
    CHECK(has_line(x, "bounding boxes apart") && !has_line(x, "ray from"));
    /* in the notch: the ray that decided, from the cursor's vertex 0 (the
     * last step's), and only that one */
    x = ex("polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "polygon:12,12,18,12,18,28,12,28");
    CHECK(count_items(x, HD_XI_RAY) == 1 && x->ray_from.x == 12 && x->ray_from.y == 12);
}

/* Segment steps: t and u per edge, the first that meets ends it. */
static void segment_steps(void)
{
    const hd_explain *x = ex("polygon:300,200,500,200,300,400", "line:150,300,350,300");
    CHECK(x->family == HD_XF_SEGMENT);
    CHECK(x->nsteps == 5);
    CHECK(step_has(x, 1, "start of the line (150, 300) is outside"));
    CHECK(step_has(x, 2, "edge 0") && step_has(x, 2, "parallel"));
    CHECK(step_has(x, 3, "t = 1.25 not in [0, 1], u = 0.5 in [0, 1]: not both: next"));
    CHECK(step_has(x, 4, "t = 0.75 in [0, 1], u = 0.5 in [0, 1]: both in: they meet, stop"));
    CHECK(x->steps[4].deciding && deciding_steps(x) == 1);
    /* collinear with an edge */
    x = ex("polygon:0,0,10,0,10,10,0,10", "line:-5,0,5,0");
    CHECK(step_has(x, 1, "is outside") || step_has(x, 1, "lies inside"));
    x = ex("polygon:0,0,10,0,10,10,0,10", "line:-5,0,-1,0");
    CHECK(x->nsteps == 1 && step_has(x, 0, "apart, stop"));
    x = ex("polygon:0,0,10,0,10,10,0,10", "line:-5,0,2,0");
    /* (-5,0) outside; edge 0 collinear, overlap t in [5/7, 1] */
    CHECK(step_has(x, 2, "edge 0") && step_has(x, 2, "collinear") && step_has(x, 2, "they meet, stop"));
    x = ex("rect:0,0,10,10", "line:8,25,25,8"); /* boxes overlap, x + y = 33 > 20 misses */
    CHECK(step_has(x, x->nsteps - 1, "apart (the exact test of line/rect"));
    /* line/line: one step */
    x = ex("line:0,0,10,0", "line:5,-5,5,5");
    CHECK(x->nsteps == 1 && step_has(x, 0, "t = 0.5 in [0, 1], u = 0.5 in [0, 1]: both in"));
}

/* Sector steps: the radius, the wrap, the start and end rays. */
static void sector_steps_cases(void)
{
    /* a wedge 300 -> 30 (wraps) and a point at atan(20/140) deg */
    const hd_explain *x = ex("wedge:500,350,150,300,30", "point:640,370");
    CHECK(x->family == HD_XF_SECTOR && x->nsteps == 5);
    CHECK(step_has(x, 0, "radius: |q - c| = ") && step_has(x, 0, "in [rin, rout] = [0, 150]"));
    CHECK(step_has(x, 1, "wrap: start 300 > end 30"));
    CHECK(step_has(x, 2, "start ray 300 deg") && step_has(x, 2, ">= 300: no"));
    CHECK(step_has(x, 3, "end ray 30 deg") && step_has(x, 3, "<= 30: yes: in the sweep (start OR end)"));
    CHECK(step_has(x, 4, "hit") && x->collide);
    /* beyond rout: one step, a miss */
    x = ex("wedge:0,0,100,300,30", "point:200,0");
    CHECK(x->nsteps == 1 && step_has(x, 0, "|q - c| = 200 > rout = 100") && x->steps[0].deciding);
    /* no wrap: start AND end; 100 deg is past the end 90 */
    x = ex("wedge:0,0,100,0,90", "point:-10,50");
    CHECK(x->nsteps == 4 && !step_has(x, 1, "wrap"));
    CHECK(step_has(x, 1, ">= 0: yes") && step_has(x, 2, "<= 90: no: outside the sweep"));
    /* a ring: inside the hole */
    x = ex("arc:0,0,50,100,0,360", "point:10,0");
    CHECK(step_has(x, 0, "< rin = 50") && step_has(x, 0, "hole"));
}

/* hd_explain_step_text: "step k of n: ..." or "off". */
static void step_text(void)
{
    const hd_explain *x = ex("rect:0,0,10,10", "rect:5,15,10,10");
    char buf[400];
    hd_explain_step_text(x, 1, buf, sizeof buf);
    CHECK(strncmp(buf, "step 2 of 2: axis 2 of 2", 24) == 0);
    hd_explain_step_text(x, -1, buf, sizeof buf);
    CHECK(!strcmp(buf, "off"));
    hd_explain_step_text(x, 2, buf, sizeof buf);
    CHECK(!strcmp(buf, "off"));
    x = ex("circle:0,0,5", "circle:20,0,5");
    CHECK(x->nsteps == 0);
}

int main(void)
{
    RUN(closest_family);
    RUN(closest_disagrees_at_tangency);
    RUN(segment_family);
    RUN(sat_family);
    RUN(pip_family);
    RUN(sector_family);
    RUN(capsule_family);
    RUN(generic_family);
    RUN(every_pair);
    RUN(cache);
    RUN(sat_steps);
    RUN(steps_bounded);
    RUN(pip_steps);
    RUN(segment_steps);
    RUN(sector_steps_cases);
    RUN(step_text);
    return check_failures ? 1 : 0;
}
