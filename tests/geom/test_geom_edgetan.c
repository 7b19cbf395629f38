/*
 * test_geom_edgetan: a sector's radial edge within a few ulps of tangent
 * to another shape's circle, at the origin and translated exactly by
 * powers of two (an exact translation cannot change the answer).
 *
 * The rows (edge_tangent_cases.h) come from edge_tangent_cases.py, which
 * decides each answer in rational arithmetic on the doubles: the cases are
 * built so that the shapes meet iff the edge's line c + t u (u the exact
 * double vector of hd_ray_deg, |u| != 1) comes within R of the circle's
 * centre. Among them: arc:2,3,2,4,90,405 against wedge:-6,3,7,30,45 (the
 * edge passes 6e-16 inside the circle: overlapping) with the wedge's
 * centre moved outward by one and two ulps, at four placements; and 240
 * random configurations (wedge or arc with the edge, against a wedge, an
 * arc with a hole, a circle or a capsule), each at five placements.
 *
 * Each row is checked in both argument orders through hd_collide and
 * hd_collide_reference. Before the radial edge met a circle on its
 * centre and exact ray (prims.c, ray_arc_cross), the line was taken
 * through the edge's ROUNDED far end, which moves it by up to an ulp of
 * the centre: the sector/sector rows failed by the hundred.
 */
#include "hd_test.h"

#include <stdio.h>

typedef struct row {
    const char *a, *b;
    bool hit;
    const char *note;
} row;

static const row rows[] = {
#include "edge_tangent_cases.h"
};

static void edge_tangencies(void)
{
    int n = (int)(sizeof rows / sizeof rows[0]);
    for (int i = 0; i < n; i++) {
        const row *r = &rows[i];
        hd_shape a = hd_test_shape(r->a), b = hd_test_shape(r->b);
        TEST_CTX("%s %s (%s): expected %s", r->a, r->b, r->note, r->hit ? "contact" : "apart");
        ENSURE(hd_collide(&a, &b) == r->hit);
        ENSURE(hd_collide(&b, &a) == r->hit);
        ENSURE(hd_collide_reference(&a, &b) == r->hit);
        ENSURE(hd_collide_reference(&b, &a) == r->hit);
    }
    ENSURE(n > 1000);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(edge_tangencies);
    return hd_test_finish();
}
