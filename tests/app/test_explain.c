/* test_explain.c: the inner values of each algorithm family (explain.c),
 * on cases whose values are known by hand. No SDL. */
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
    CHECK(has_line(x, "25 <= r^2 = 25"));
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
    CHECK(x->edge == 1);
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
    return check_failures ? 1 : 0;
}
