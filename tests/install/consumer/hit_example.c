/* hit_example.c: hitdemo's exact geometry in your own program.
 *   cc hit_example.c $(pkg-config --cflags --libs hitdemo) -o hit_example
 * Prints each answer and exits 1 if one is wrong (tests/install runs it). */
#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

static int wrong;
static void check(int ok, const char *what) { printf("%-46s %s\n", what, ok ? "ok" : "WRONG"); wrong |= !ok; }

int main(void)
{
    hd_shape a, b, far, tri;
    char err[200], text[64];
    if (!hd_shape_parse("circle:0,0,1", &a, err, sizeof err) || !hd_shape_parse("circle:2,0,1", &b, err, sizeof err))
        return fprintf(stderr, "%s\n", err), 2;
    far = b;
    far.circle.c.x = nextafter(2.0, 3.0); /* one ulp farther away */
    hd_vec2 hit[4], tv[3] = {{0, 0}, {10, 0}, {0, 10}};
    hd_dist d;
    hd_distance(&a, &far, &d);
    check(hd_len(hd_sub(b.circle.c, a.circle.c)) == a.circle.r + b.circle.r, "centres r1+r2 apart");
    check(hd_collide(&a, &b), "so the circles touch: collide");
    check(hd_hit_points(&a, &b, hit, 4) == 1 && hit[0].x == 1 && hit[0].y == 0, "at one hit point, 1,0");
    check(!hd_collide(&a, &far), "one ulp farther: clear");
    check(d.distance > 0 && d.distance < 1e-15, "at a distance of about one ulp");
    if (!hd_polygon_make(tv, 3, &tri, err, sizeof err)) return fprintf(stderr, "%s\n", err), 2;
    check(hd_point_in_shape(&tri, hd_v(5, 5)), "a point on the triangle's long edge: in");
    check(!hd_point_in_shape(&tri, hd_v(5, nextafter(5.0, 6.0))), "one ulp beyond it: out");
    hd_shape_format(&far, text, sizeof text);
    check(!strcmp(text, "circle:2.0000000000000004,0,1"), text);
    return wrong;
}
