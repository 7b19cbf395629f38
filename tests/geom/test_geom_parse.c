/*
 * test_geom_parse: the spec parser, the validator, canonical formatting and
 * kind names. Every error must return false AND name the spec in the message.
 */
#include "hd_test.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Field-wise equality (== on doubles, so -0 equals 0). */
static bool same_shape(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case HD_POINT:
        return a->point.p.x == b->point.p.x && a->point.p.y == b->point.p.y;
    case HD_CIRCLE:
        return a->circle.c.x == b->circle.c.x && a->circle.c.y == b->circle.c.y &&
               a->circle.r == b->circle.r;
    case HD_RECT:
        return a->rect.x == b->rect.x && a->rect.y == b->rect.y &&
               a->rect.w == b->rect.w && a->rect.h == b->rect.h;
    case HD_LINE:
        return a->line.a.x == b->line.a.x && a->line.a.y == b->line.a.y &&
               a->line.b.x == b->line.b.x && a->line.b.y == b->line.b.y;
    case HD_POLYGON:
        if (a->polygon.n != b->polygon.n)
            return false;
        for (int i = 0; i < a->polygon.n; i++)
            if (a->polygon.v[i].x != b->polygon.v[i].x ||
                a->polygon.v[i].y != b->polygon.v[i].y)
                return false;
        return true;
    case HD_CAPSULE:
        return a->capsule.a.x == b->capsule.a.x && a->capsule.a.y == b->capsule.a.y &&
               a->capsule.b.x == b->capsule.b.x && a->capsule.b.y == b->capsule.b.y &&
               a->capsule.r == b->capsule.r;
    case HD_ARC:
        return a->arc.c.x == b->arc.c.x && a->arc.c.y == b->arc.c.y &&
               a->arc.rin == b->arc.rin && a->arc.rout == b->arc.rout &&
               a->arc.start == b->arc.start && a->arc.end == b->arc.end;
    case HD_WEDGE:
        return a->wedge.c.x == b->wedge.c.x && a->wedge.c.y == b->wedge.c.y &&
               a->wedge.r == b->wedge.r && a->wedge.start == b->wedge.start &&
               a->wedge.end == b->wedge.end;
    default:
        return false;
    }
}

/* Case 1: one valid spec of every kind, fields read back. */
static void parse_every_kind(void)
{
    hd_shape s;
    char err[256];
    memset(&s, 0, sizeof s);
    TEST_CTX("point:1.5,-2");
    ENSURE(hd_test_parse("point:1.5,-2", &s, err, sizeof err));
    ENSURE(s.kind == HD_POINT && s.point.p.x == 1.5 && s.point.p.y == -2);
    TEST_CTX("circle:0,0,5");
    ENSURE(hd_test_parse("circle:0,0,5", &s, err, sizeof err));
    ENSURE(s.kind == HD_CIRCLE && s.circle.c.x == 0 && s.circle.r == 5);
    TEST_CTX("rect:3,4,10,1e3");
    ENSURE(hd_test_parse("rect:3,4,10,1e3", &s, err, sizeof err));
    ENSURE(s.kind == HD_RECT && s.rect.x == 3 && s.rect.y == 4 && s.rect.w == 10 &&
           s.rect.h == 1000);
    TEST_CTX("line:1,2,3,4");
    ENSURE(hd_test_parse("line:1,2,3,4", &s, err, sizeof err));
    ENSURE(s.kind == HD_LINE && s.line.a.x == 1 && s.line.a.y == 2 && s.line.b.x == 3 &&
           s.line.b.y == 4);
    TEST_CTX("polygon:0,0,10,0,0,10");
    ENSURE(hd_test_parse("polygon:0,0,10,0,0,10", &s, err, sizeof err));
    ENSURE(s.kind == HD_POLYGON && s.polygon.n == 3 && s.polygon.v[1].x == 10 &&
           s.polygon.v[2].y == 10);
    TEST_CTX("capsule:0,0,10,0,2.5");
    ENSURE(hd_test_parse("capsule:0,0,10,0,2.5", &s, err, sizeof err));
    ENSURE(s.kind == HD_CAPSULE && s.capsule.b.x == 10 && s.capsule.r == 2.5);
    TEST_CTX("arc:1,2,5,10,300,30");
    ENSURE(hd_test_parse("arc:1,2,5,10,300,30", &s, err, sizeof err));
    ENSURE(s.kind == HD_ARC && s.arc.c.x == 1 && s.arc.c.y == 2 && s.arc.rin == 5 &&
           s.arc.rout == 10 && s.arc.start == 300 && s.arc.end == 30);
    TEST_CTX("wedge:0,0,10,-90,90");
    ENSURE(hd_test_parse("wedge:0,0,10,-90,90", &s, err, sizeof err));
    ENSURE(s.kind == HD_WEDGE && s.wedge.r == 10 && s.wedge.start == -90 &&
           s.wedge.end == 90);
    /* Degenerate but valid. */
    static const char *const ok[] = {
        "circle:0,0,0", "rect:1,1,0,0", "line:2,2,2,2", "capsule:0,0,0,0,0",
        "arc:0,0,5,5,0,90", "arc:0,0,0,0,10,10", "wedge:0,0,0,0,360",
        "wedge:0,0,5,90,90", "polygon:0,0,5,0,10,0,10,10", "point:-12,3.5",
        "point:.5,5.", "point:+1,-0", "rect:0,0,1E3,2e-3", "point:1e50,-1e50",
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        TEST_CTX("%s (valid)", ok[i]);
        err[0] = '\0';
        ENSURE(hd_test_parse(ok[i], &s, err, sizeof err));
    }
}

/* Case 2: polygon input variants are normalised by the parser. */
static void parse_polygon_normalisation(void)
{
    hd_shape s;
    char err[256];
    TEST_CTX("polygon:0,0,10,0,10,10,0,0 (closing vertex dropped)");
    ENSURE(hd_test_parse("polygon:0,0,10,0,10,10,0,0", &s, err, sizeof err));
    ENSURE(s.polygon.n == 3);
    TEST_CTX("polygon:0,0,10,0,10,0,10,10,10,10 (consecutive duplicates dropped)");
    ENSURE(hd_test_parse("polygon:0,0,10,0,10,0,10,10,10,10", &s, err, sizeof err));
    ENSURE(s.polygon.n == 3);
    TEST_CTX("polygon:0,0,5,0,10,0,10,10 (collinear vertex kept)");
    ENSURE(hd_test_parse("polygon:0,0,5,0,10,0,10,10", &s, err, sizeof err));
    ENSURE(s.polygon.n == 4);

    /* 256 vertices (a convex arc of the parabola y = x^2) is the maximum;
     * 257 distinct is an error; 256 plus a repeated closing vertex is fine. */
    static char spec[16384];
    for (int count = 256; count <= 257; count++) {
        int len = snprintf(spec, sizeof spec, "polygon:");
        for (int i = 0; i < count; i++)
            len += snprintf(spec + len, sizeof spec - (size_t)len, "%s%d,%d", i ? "," : "",
                            i, i * i);
        TEST_CTX("polygon with %d distinct vertices", count);
        static char big_err[20000];
        ENSURE(hd_test_parse(spec, &s, big_err, sizeof big_err) == (count == 256));
        if (count == 256)
            ENSURE(s.polygon.n == 256);
        else { /* a long spec may be abbreviated, but its start is named */
            char head[48];
            memcpy(head, spec, sizeof head - 1);
            head[sizeof head - 1] = '\0';
            ENSURE(strstr(big_err, head) != NULL);
            ENSURE(strstr(big_err, "256") != NULL);
        }
    }
    int len = snprintf(spec, sizeof spec, "polygon:");
    for (int i = 0; i < 256; i++)
        len += snprintf(spec + len, sizeof spec - (size_t)len, "%d,%d,", i, i * i);
    snprintf(spec + len, sizeof spec - (size_t)len, "0,0");
    TEST_CTX("polygon with 256 vertices plus the repeated closing vertex");
    ENSURE(hd_test_parse(spec, &s, err, sizeof err));
    ENSURE(s.polygon.n == 256);
}

/* Case 3: every error class; false, and the message names the spec. */
static void parse_errors(void)
{
    static const char *const bad[] = {
        /* unknown kind */
        "blob:1,2", "circ:0,0,5", ":1,2", "point", "", "pointt:1,2",
        /* wrong count */
        "point:1", "point:1,2,3", "circle:1,2", "circle:1,2,3,4", "rect:0,0,1",
        "line:0,0,1", "capsule:0,0,1,1", "arc:0,0,1,2,3", "wedge:0,0,1,2",
        "wedge:0,0,1,2,3,4", "point:",
        /* a number that does not parse */
        "circle:1,x,3", "circle:1,,3", "circle:1,2,3,", "circle:,1,2,3",
        "point:1..2,3", "point:1e,2", "point:--1,2", "point:0x10,2", "point:1,2e+",
        /* not finite */
        "circle:nan,0,1", "circle:0,0,inf", "point:1e400,0", "point:-1e400,0",
        "point:-inf,0", "point:infinity,0", "circle:0,0,NaN", "rect:1e308,0,1e308,1",
        /* beyond HD_COORD_MAX (1e50) */
        "point:1e51,0", "circle:0,0,2e50", "wedge:0,0,1,-1e51,0",
        /* trailing junk */
        "circle:0,0,5abc", "circle:0,0,5;", "circle:0,0,5)", "point:1,2\n",
        /* spaces */
        "circle: 0,0,5", "circle:0, 0,5", " circle:0,0,5", "circle:0,0,5 ",
        "circle :0,0,5", "circle:0,0,\t5",
        /* negative radius / size */
        "circle:0,0,-1", "rect:0,0,-1,5", "rect:0,0,5,-1", "capsule:0,0,1,1,-2",
        "arc:0,0,-1,5,0,90", "wedge:0,0,-1,0,90", "circle:0,0,-1e-300",
        /* rin > rout */
        "arc:0,0,6,5,0,90", "arc:0,0,1,0,0,90",
        /* fewer than 3 distinct polygon vertices */
        "polygon:0,0,1,1", "polygon:0,0,1,1,0,0", "polygon:0,0,0,0,1,1",
        "polygon:1,1,1,1,1,1", "polygon:", "polygon:0,0",
        /* odd coordinate count */
        "polygon:0,0,10,0,10", "polygon:0,0,10,0,10,10,0",
        /* self-crossing / not simple */
        "polygon:0,0,10,10,10,0,0,10", "polygon:0,0,10,0,0,10,10,10",
        "polygon:0,0,10,0,5,0,5,5", "polygon:0,0,20,0,20,20,10,0,0,20",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        hd_shape s;
        char err[512];
        memset(err, 0, sizeof err);
        TEST_CTX("`%s` must be rejected", bad[i]);
        bool ok = hd_test_parse(bad[i], &s, err, sizeof err);
        ENSURE(!ok);
        TEST_CTX("`%s` must be rejected with a message naming it; got `%s`", bad[i], err);
        ENSURE(strstr(err, bad[i]) != NULL);
        ENSURE(strlen(err) > strlen(bad[i]) + 2); /* ... and the problem */
        /* No err buffer: still false, no crash. */
        ENSURE(!hd_test_parse(bad[i], &s, NULL, 0));
    }
}

/* Case 4: a short err buffer is truncated, NUL-terminated, never overrun. */
static void parse_error_buffer_bounds(void)
{
    char buf[16];
    memset(buf, 'Z', sizeof buf);
    hd_shape s;
    TEST_CTX("circle:0,0,-1 into an 8-byte buffer");
    ENSURE(!hd_test_parse("circle:0,0,-1", &s, buf, 8));
    ENSURE(memchr(buf, '\0', 8) != NULL);
    for (int i = 8; i < 16; i++)
        ENSURE(buf[i] == 'Z');
    ENSURE(!hd_test_parse("circle:0,0,-1", &s, buf, 1));
    ENSURE(buf[0] == '\0');
}

/* Case 5: canonical text is stable, and format -> parse is the identity. */
static void format_round_trip(void)
{
    static const char *const canon[] = {
        "point:1.5,-2", "circle:0,0,5", "rect:3,4,10,10", "line:0,0,10,0",
        "polygon:0,0,10,0,0,10", "capsule:0,0,10,0,5", "arc:0,0,5,10,300,30",
        "wedge:0,0,10,0,90", "point:0.1,0.2", "circle:1000000,-1000000,0.001",
    };
    char buf[8192];
    for (size_t i = 0; i < sizeof canon / sizeof canon[0]; i++) {
        hd_shape s = hd_test_shape(canon[i]);
        int n = hd_shape_format(&s, buf, sizeof buf);
        TEST_CTX("%s formats as `%s`", canon[i], buf);
        ENSURE(n == (int)strlen(canon[i]));
        ENSURE(strcmp(buf, canon[i]) == 0);
    }
    /* The snprintf contract: returns the needed length, truncates safely. */
    hd_shape s = hd_test_shape("rect:3,4,10,10");
    char small[6];
    TEST_CTX("rect:3,4,10,10 into a 6-byte buffer");
    ENSURE(hd_shape_format(&s, small, sizeof small) == 14);
    ENSURE(strlen(small) == 5);

    /* Random shapes of every kind with awkward doubles. */
    hd_rng rng = {20240601u};
    for (int it = 0; it < 4000; it++) {
        double v[12];
        for (int k = 0; k < 12; k++) {
            uint64_t bits = hd_rng_next(&rng);
            double m = (double)(bits >> 11) / 9007199254740992.0; /* [0,1) */
            double e = pow(10.0, hd_rng_int(&rng, -8, 8));
            v[k] = (hd_rng_int(&rng, 0, 1) ? -1 : 1) * m * e;
        }
        hd_kind kind = (hd_kind)(it % HD_KIND_COUNT);
        hd_shape a;
        memset(&a, 0, sizeof a);
        a.kind = kind;
        switch (kind) {
        case HD_POINT: a.point.p = (hd_vec2){v[0], v[1]}; break;
        case HD_CIRCLE: a.circle = (hd_circle){{v[0], v[1]}, fabs(v[2])}; break;
        case HD_RECT: a.rect = (hd_rect){v[0], v[1], fabs(v[2]), fabs(v[3])}; break;
        case HD_LINE: a.line = (hd_line){{v[0], v[1]}, {v[2], v[3]}}; break;
        case HD_POLYGON: /* a triangle with awkward coordinates */
            a.polygon.n = 3;
            hd_test_polyw(&a);
            HD_TEST_PV(a)[0] = (hd_vec2){v[0], v[1]};
            HD_TEST_PV(a)[1] = (hd_vec2){v[0] + fabs(v[2]) + 1, v[1]};
            HD_TEST_PV(a)[2] = (hd_vec2){v[0], v[1] + fabs(v[3]) + 1};
            break;
        case HD_CAPSULE: a.capsule = (hd_capsule){{v[0], v[1]}, {v[2], v[3]}, fabs(v[4])}; break;
        case HD_ARC: {
            double r1 = fabs(v[2]), r2 = fabs(v[3]);
            a.arc = (hd_arc){{v[0], v[1]}, fmin(r1, r2), fmax(r1, r2), v[4], v[5]};
            break;
        }
        case HD_WEDGE: a.wedge = (hd_wedge){{v[0], v[1]}, fabs(v[2]), v[4], v[5]}; break;
        default: break;
        }
        char err[256] = "";
        hd_shape orig = a;
        TEST_CTX("random %s #%d", hd_kind_name(kind), it);
        ENSURE(hd_shape_validate(&a, err, sizeof err));
        ENSURE(same_shape(&a, &orig));
        int n = hd_shape_format(&a, buf, sizeof buf);
        TEST_CTX("random %s #%d: `%s`", hd_kind_name(kind), it, buf);
        ENSURE(n > 0 && n < (int)sizeof buf);
        hd_shape b;
        memset(&b, 0, sizeof b);
        ENSURE(hd_test_parse(buf, &b, err, sizeof err));
        ENSURE(same_shape(&a, &b));
    }
}

/* Case 6: hd_format_double reads back exactly, and is short where it can be. */
static void format_double_round_trip(void)
{
    const double ds[] = {0.0, 1.0, -12.5, 0.1, 0.2, 0.3, 1.0 / 3.0, 2.0 / 3.0,
                         1e-300, 5e-324, DBL_MAX, -DBL_MAX, DBL_MIN, 1e21,
                         123456789012345678.0, 1e6 + 0.5, 4096.0, 9007199254740993.0};
    char buf[64];
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        int n = hd_format_double(ds[i], buf, sizeof buf);
        TEST_CTX("hd_format_double(%.17g) = `%s`", ds[i], buf);
        ENSURE(n == (int)strlen(buf));
        ENSURE(strtod(buf, NULL) == ds[i]);
        ENSURE(strspn(buf, "0123456789+-.e") == strlen(buf)); /* JSON-ish */
    }
    hd_format_double(0.1, buf, sizeof buf);
    TEST_CTX("0.1 -> `%s`", buf);
    ENSURE(strcmp(buf, "0.1") == 0);
    hd_format_double(3.0, buf, sizeof buf);
    TEST_CTX("3 -> `%s`", buf);
    ENSURE(strcmp(buf, "3") == 0);
    hd_format_double(-12.5, buf, sizeof buf);
    ENSURE(strcmp(buf, "-12.5") == 0);
    hd_rng rng = {7};
    for (int it = 0; it < 20000; it++) {
        uint64_t bits = hd_rng_next(&rng);
        double d;
        memcpy(&d, &bits, sizeof d);
        if (!isfinite(d))
            continue;
        hd_format_double(d, buf, sizeof buf);
        TEST_CTX("bits 0x%016llx -> `%s`", (unsigned long long)bits, buf);
        ENSURE(strtod(buf, NULL) == d);
    }
}

/* Case 7: hd_shape_validate on shapes built in code. */
static void validate_built_shapes(void)
{
    char err[256];
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_CIRCLE;
    s.circle = (hd_circle){{0, 0}, NAN};
    TEST_CTX("circle with r = NaN");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "circle") != NULL);
    s.circle = (hd_circle){{INFINITY, 0}, 1};
    TEST_CTX("circle with cx = inf");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    s.circle = (hd_circle){{0, 0}, -1};
    TEST_CTX("circle with r = -1");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "circle") != NULL);
    s.kind = HD_ARC;
    s.arc = (hd_arc){{0, 0}, 6, 5, 0, 90};
    TEST_CTX("arc with rin 6 > rout 5");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "arc") != NULL);
    s.kind = HD_WEDGE;
    s.wedge = (hd_wedge){{0, 0}, 5, NAN, 90};
    TEST_CTX("wedge with start NaN");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    s.kind = HD_CIRCLE;
    s.circle = (hd_circle){{0, 0}, HD_COORD_MAX * 10};
    TEST_CTX("circle with r = 10 * HD_COORD_MAX");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    s.kind = (hd_kind)42;
    TEST_CTX("kind 42");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));

    memset(&s, 0, sizeof s);
    s.kind = HD_POLYGON;
    s.polygon.n = 5;
    hd_test_polyw(&s);
    HD_TEST_PV(s)[0] = (hd_vec2){0, 0};
    HD_TEST_PV(s)[1] = (hd_vec2){10, 0};
    HD_TEST_PV(s)[2] = (hd_vec2){10, 0};
    HD_TEST_PV(s)[3] = (hd_vec2){0, 10};
    HD_TEST_PV(s)[4] = (hd_vec2){0, 0};
    TEST_CTX("polygon (0,0) (10,0) (10,0) (0,10) (0,0) built in code");
    ENSURE(hd_shape_validate(&s, err, sizeof err));
    ENSURE(s.polygon.n == 3);
    s.polygon.n = 4;
    HD_TEST_PV(s)[0] = (hd_vec2){0, 0};
    HD_TEST_PV(s)[1] = (hd_vec2){10, 10};
    HD_TEST_PV(s)[2] = (hd_vec2){10, 0};
    HD_TEST_PV(s)[3] = (hd_vec2){0, 10};
    TEST_CTX("bow-tie polygon built in code");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    ENSURE(strstr(err, "polygon") != NULL);
    s.polygon.n = HD_POLY_MAX + 1;
    TEST_CTX("polygon with n = HD_POLY_MAX + 1 built in code");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    s.polygon.n = -1;
    TEST_CTX("polygon with n = -1 built in code");
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
}

/* Case 8: kind names both ways. */
static void kind_names(void)
{
    static const char *const names[HD_KIND_COUNT] = {
        "point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge"};
    for (int k = 0; k < HD_KIND_COUNT; k++) {
        hd_kind out = HD_KIND_COUNT;
        TEST_CTX("kind %d", k);
        ENSURE(hd_kind_name((hd_kind)k) && strcmp(hd_kind_name((hd_kind)k), names[k]) == 0);
        ENSURE(hd_kind_from_name(names[k], strlen(names[k]), &out) && out == (hd_kind)k);
    }
    hd_kind out;
    ENSURE(hd_kind_name(HD_KIND_COUNT) == NULL);
    ENSURE(hd_kind_name((hd_kind)-1) == NULL);
    ENSURE(hd_kind_from_name("circle:0,0,5", 6, &out) && out == HD_CIRCLE);
    ENSURE(!hd_kind_from_name("circ", 4, &out));
    ENSURE(!hd_kind_from_name("circles", 7, &out));
    ENSURE(!hd_kind_from_name("", 0, &out));
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(parse_every_kind);
    RUN_SUBTEST(parse_polygon_normalisation);
    RUN_SUBTEST(parse_errors);
    RUN_SUBTEST(parse_error_buffer_bounds);
    RUN_SUBTEST(format_round_trip);
    RUN_SUBTEST(format_double_round_trip);
    RUN_SUBTEST(validate_built_shapes);
    RUN_SUBTEST(kind_names);
    return hd_test_finish();
}
