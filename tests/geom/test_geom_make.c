/*
 * test_geom_make.c: the constructors of geom.h (hd_make_point ...
 * hd_make_wedge). Each gives the shape its spec gives (hd_shape_equal
 * against hd_shape_parse, and the same collide answers), fills only its
 * own member (the other bytes of the union zero), and leaves the checking
 * of the numbers to hd_shape_validate, which rejects a bad one with the
 * parser's message.
 */
#include <string.h>

#include "hd_test.h"

/* The shape of spec, parsed. */
static hd_shape parsed(const char *spec)
{
    hd_shape s;
    char err[160];
    if (!hd_shape_parse(spec, &s, err, sizeof err)) {
        TEST_CTX("%s: %s", spec, err);
        ENSURE(!"a test spec does not parse");
    }
    return s;
}

/* Case 1: each constructor is its spec, and every byte outside the kind's
 * member is zero (so two shapes made alike compare equal with memcmp). */
static void same_as_spec(void)
{
    struct {
        hd_shape made;
        const char *spec;
        size_t member;
    } cases[] = {
        {hd_make_point(hd_v(3, -4)), "point:3,-4", sizeof(hd_point)},
        {hd_make_circle(hd_v(0, 0.5), 10), "circle:0,0.5,10", sizeof(hd_circle)},
        {hd_make_circle(hd_v(7, 7), 0), "circle:7,7,0", sizeof(hd_circle)},
        {hd_make_rect(10, -5, 20, 10), "rect:10,-5,20,10", sizeof(hd_rect)},
        {hd_make_rect(1, 2, 0, 3), "rect:1,2,0,3", sizeof(hd_rect)},
        {hd_make_line(hd_v(-20, 0), hd_v(20, 1e-3)), "line:-20,0,20,0.001", sizeof(hd_line)},
        {hd_make_capsule(hd_v(-10, 0), hd_v(10, 0), 5), "capsule:-10,0,10,0,5", sizeof(hd_capsule)},
        {hd_make_arc(hd_v(0, 0), 8, 12, 300, 30), "arc:0,0,8,12,300,30", sizeof(hd_arc)},
        {hd_make_wedge(hd_v(1, 1), 15, 90, 200), "wedge:1,1,15,90,200", sizeof(hd_wedge)},
    };
    const char *probes[] = {"point:10,0", "circle:12,0,2", "rect:9,-1,4,2", "line:-30,3,30,3", "wedge:-5,-5,7,0,90"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        TEST_CTX("case %zu: %s", i, cases[i].spec);
        hd_shape p = parsed(cases[i].spec);
        char err[160];
        ENSURE(cases[i].made.kind == p.kind);
        ENSURE(hd_shape_equal(&cases[i].made, &p));
        ENSURE(hd_shape_validate(&cases[i].made, err, sizeof err));
        char text[128];
        hd_shape_format(&cases[i].made, text, sizeof text);
        ENSURE(strcmp(text, cases[i].spec) == 0);
        const unsigned char *bytes = (const unsigned char *)&cases[i].made;
        size_t first = offsetof(hd_shape, point) + cases[i].member;
        for (size_t b = first; b < sizeof(hd_shape); b++)
            ENSURE(bytes[b] == 0);
        for (size_t k = 0; k < sizeof probes / sizeof probes[0]; k++) {
            hd_shape q = parsed(probes[k]);
            ENSURE(hd_collide(&cases[i].made, &q) == hd_collide(&p, &q));
        }
    }
}

/* Case 2: the constructors do not check; hd_shape_validate does, with the
 * parser's message naming the kind and the number. */
static void validate_checks(void)
{
    char err[160];
    hd_shape s = hd_make_circle(hd_v(0, 0), -1);
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "circle") && strstr(err, "radius"));
    s = hd_make_rect(0, 0, 4, -2);
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "rect") && strstr(err, "height"));
    s = hd_make_arc(hd_v(0, 0), 5, 4, 0, 90);
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "inner radius"));
    s = hd_make_line(hd_v(0, 0), hd_v(1e60, 0));
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    s = hd_make_wedge(hd_v(NAN, 0), 1, 0, 90);
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "wedge"));
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(same_as_spec);
    RUN_SUBTEST(validate_checks);
    return hd_test_finish();
}
