/* test_handles.c: handles.c, the pure side of direct manipulation (no SDL):
 * every kind's handles, a drag of each handle kind, refused edits,
 * inserting and deleting polygon vertices, exact translation. */
#include <string.h>

#include "check.h"
#include "handles.h"

/* Same kind and numbers (a polygon's vertices compared, not its pointer). */
static bool same_shape(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != HD_POLYGON || b->kind != HD_POLYGON) return memcmp(a, b, sizeof *a) == 0;
    return a->polygon.n == b->polygon.n &&
           !memcmp(a->polygon.v, b->polygon.v, (size_t)a->polygon.n * sizeof a->polygon.v[0]);
}

static hd_shape parse(const char *spec)
{
    hd_shape s;
    char err[256];
    if (!check_parse(spec, &s, err, sizeof err)) {
        fprintf(stderr, "bad test spec %s: %s\n", spec, err);
        check_failures++;
        memset(&s, 0, sizeof s);
    }
    return s;
}

static bool spec_is(const hd_shape *s, const char *want)
{
    char got[4096];
    hd_shape_format(s, got, sizeof got);
    if (strcmp(got, want) != 0) {
        fprintf(stderr, "  spec %s, expected %s\n", got, want);
        return false;
    }
    return true;
}

/* The handle of s named `name`. */
static hd_handle handle(const hd_shape *s, const char *name)
{
    hd_handle h[HD_HANDLES_MAX];
    int n = hd_handles_list(s, h, HD_HANDLES_MAX);
    for (int i = 0; i < n; i++) {
        char nm[48];
        hd_handle_name(&h[i], nm, sizeof nm);
        if (!strcmp(nm, name)) return h[i];
    }
    fprintf(stderr, "  no handle '%s'\n", name);
    check_failures++;
    return h[0];
}

/* Drags handle `name` of spec to (x, y): must succeed with spec `want`. */
static bool drag_ok(const char *spec, const char *name, double x, double y, const char *want)
{
    hd_shape s = parse(spec);
    static hd_shape_buf out;
    hd_handle h = handle(&s, name);
    char err[256] = "";
    bool ok = hd_handles_drag(&s, &h, (hd_vec2){x, y}, &out, err, sizeof err);
    if (!ok) fprintf(stderr, "  %s %s -> %g,%g refused: %s\n", spec, name, x, y, err);
    return ok && spec_is(HD_SHAPE_PTR(&out), want);
}

/* Must be refused with a message containing `msg`, the shape unchanged. */
static bool drag_refused(const char *spec, const char *name, double x, double y, const char *msg)
{
    hd_shape s = parse(spec);
    static hd_shape_buf out;
    hd_handle h = handle(&s, name);
    char err[256] = "";
    bool ok = hd_handles_drag(&s, &h, (hd_vec2){x, y}, &out, err, sizeof err);
    if (ok || !strstr(err, msg)) fprintf(stderr, "  %s %s -> %g,%g: ok %d, message '%s'\n", spec, name, x, y, ok, err);
    return !ok && strstr(err, msg) && same_shape(HD_SHAPE_PTR(&out), &s);
}

static bool handles_are(const char *spec, const char *want)
{
    hd_shape s = parse(spec);
    hd_handle h[HD_HANDLES_MAX];
    int n = hd_handles_list(&s, h, HD_HANDLES_MAX);
    char got[4096] = "";
    size_t at = 0;
    for (int i = 0; i < n; i++) {
        char nm[48], x[40], y[40];
        hd_handle_name(&h[i], nm, sizeof nm);
        hd_format_double(h[i].p.x, x, sizeof x);
        hd_format_double(h[i].p.y, y, sizeof y);
        at += (size_t)snprintf(got + at, sizeof got - at, "%s%s%s@%s,%s", i ? "; " : "",
                               hd_handle_is_round(&h[i]) ? "(o)" : "", nm, x, y);
    }
    if (strcmp(got, want) != 0) fprintf(stderr, "  %s handles:\n    %s\n  expected\n    %s\n", spec, got, want);
    return strcmp(got, want) == 0;
}

static void every_kind_handles(void)
{
    CHECK(handles_are("point:3,4", "centre@3,4"));
    CHECK(handles_are("circle:10,20,5", "centre@10,20; (o)radius@15,20"));
    CHECK(handles_are("rect:0,0,40,20",
                      "top-left corner@0,0; top-right corner@40,0; bottom-right corner@40,20; "
                      "bottom-left corner@0,20; top edge@20,0; right edge@40,10; bottom edge@20,20; "
                      "left edge@0,10"));
    CHECK(handles_are("line:1,2,3,4", "end 1@1,2; end 2@3,4"));
    CHECK(handles_are("capsule:0,0,100,0,10", "end 1@0,0; end 2@100,0; (o)radius@50,10"));
    CHECK(handles_are("capsule:5,5,5,5,3", "end 1@5,5; end 2@5,5; (o)radius@5,2"));
    CHECK(handles_are("polygon:0,0,10,0,0,10", "vertex 1@0,0; vertex 2@10,0; vertex 3@0,10"));
    /* sweep 0 -> 180: the middle ray is 90 (down) */
    CHECK(handles_are("arc:0,0,10,20,0,180",
                      "centre@0,0; (o)radius@0,20; (o)inner radius@0,10; (o)start angle@20,0; "
                      "(o)end angle@-20,0"));
    /* 270 -> 90 wraps through 0: the middle ray is 0 */
    CHECK(handles_are("wedge:0,0,10,270,90",
                      "centre@0,0; (o)radius@10,0; (o)start angle@0,-10; (o)end angle@0,10"));
    /* the full ring: middle ray opposite the start */
    CHECK(handles_are("wedge:0,0,10,0,360",
                      "centre@0,0; (o)radius@-10,0; (o)start angle@10,0; (o)end angle@10,0"));
}

static void hit_test(void)
{
    hd_shape s = parse("rect:0,0,40,20");
    hd_handle h;
    CHECK(hd_handles_hit(&s, (hd_vec2){42, 1}, 3, &h) == 1 && h.role == HD_HR_CORNER && h.index == 1);
    CHECK(hd_handles_hit(&s, (hd_vec2){43, 4}, 5, &h) == 1); /* distance exactly 5 counts */
    CHECK(hd_handles_hit(&s, (hd_vec2){43, 4}, 4.99, &h) == -1);
    CHECK(hd_handles_hit(&s, (hd_vec2){20, 10}, 5, &h) == -1); /* the middle: no handle */
    CHECK(hd_handles_hit(&s, (hd_vec2){21, 1}, 5, &h) == 4);   /* nearest: top edge */
    /* coincident handles (zero radius): the later one, the radius, wins */
    hd_shape c = parse("circle:5,5,0");
    CHECK(hd_handles_hit(&c, (hd_vec2){5, 5}, 1, &h) == 1 && h.role == HD_HR_RADIUS);
    hd_shape p = parse("polygon:0,0,100,0,100,100");
    CHECK(hd_handles_edge_hit(&p, (hd_vec2){50, 3}, 4) == 0);
    CHECK(hd_handles_edge_hit(&p, (hd_vec2){50, 5}, 4) == -1);
    CHECK(hd_handles_edge_hit(&p, (hd_vec2){102, 50}, 4) == 1);
    CHECK(hd_handles_edge_hit(&s, (hd_vec2){0, 0}, 4) == -1); /* not a polygon */
}

static void drag_each_kind(void)
{
    CHECK(drag_ok("point:3,4", "centre", 10, -2, "point:10,-2"));
    CHECK(drag_ok("circle:10,20,5", "centre", 0, 0, "circle:0,0,5"));
    CHECK(drag_ok("circle:10,20,5", "radius", 40, 60, "circle:10,20,50"));
    CHECK(drag_ok("rect:0,0,40,20", "top-left corner", -10, -5, "rect:-10,-5,50,25"));
    CHECK(drag_ok("rect:0,0,40,20", "top-right corner", 50, 5, "rect:0,5,50,15"));
    CHECK(drag_ok("rect:0,0,40,20", "bottom-right corner", 30, 30, "rect:0,0,30,30"));
    CHECK(drag_ok("rect:0,0,40,20", "bottom-left corner", 10, 25, "rect:10,0,30,25"));
    CHECK(drag_ok("rect:0,0,40,20", "top edge", 999, 8, "rect:0,8,40,12"));
    CHECK(drag_ok("rect:0,0,40,20", "right edge", 60, 999, "rect:0,0,60,20"));
    CHECK(drag_ok("rect:0,0,40,20", "bottom edge", 999, 50, "rect:0,0,40,50"));
    CHECK(drag_ok("rect:0,0,40,20", "left edge", 40, 999, "rect:40,0,0,20")); /* onto the right edge: width 0 */
    CHECK(drag_ok("line:1,2,3,4", "end 1", 7, 8, "line:7,8,3,4"));
    CHECK(drag_ok("line:1,2,3,4", "end 2", 1, 2, "line:1,2,1,2"));
    CHECK(drag_ok("capsule:0,0,100,0,10", "end 2", 0, 100, "capsule:0,0,0,100,10"));
    CHECK(drag_ok("capsule:0,0,100,0,10", "radius", 50, -30, "capsule:0,0,100,0,30"));
    CHECK(drag_ok("capsule:0,0,100,0,10", "radius", 130, 40, "capsule:0,0,100,0,50")); /* past the end */
    CHECK(drag_ok("polygon:0,0,10,0,0,10", "vertex 2", 20, 5, "polygon:0,0,20,5,0,10"));
    CHECK(drag_ok("arc:0,0,10,20,0,180", "centre", 5, 5, "arc:5,5,10,20,0,180"));
    CHECK(drag_ok("arc:0,0,10,20,0,180", "radius", 0, 30, "arc:0,0,10,30,0,180"));
    CHECK(drag_ok("arc:0,0,10,20,0,180", "inner radius", 3, 4, "arc:0,0,5,20,0,180"));
    CHECK(drag_ok("arc:0,0,10,20,0,180", "start angle", 0, -20, "arc:0,0,10,20,270,180"));
    CHECK(drag_ok("arc:0,0,10,20,0,180", "end angle", 7, 7, "arc:0,0,10,20,0,45"));
    CHECK(drag_ok("wedge:0,0,10,0,90", "radius", 0, -25, "wedge:0,0,25,0,90"));
    CHECK(drag_ok("wedge:0,0,10,0,90", "start angle", -3, 3, "wedge:0,0,10,135,90"));
    CHECK(drag_ok("wedge:0,0,10,0,90", "end angle", -1, -1, "wedge:0,0,10,0,225"));
    /* a full ring: its angle handle dragged to where it is keeps it full;
     * elsewhere it opens */
    CHECK(drag_ok("wedge:0,0,10,0,360", "end angle", 10, 0, "wedge:0,0,10,0,360"));
    CHECK(drag_ok("wedge:0,0,10,0,360", "end angle", 0, 10, "wedge:0,0,10,0,90"));
    /* a partial sector closed by a 360 difference: a zero sweep, not a ring */
    CHECK(drag_ok("wedge:0,0,10,30,450", "start angle", 0, 10, "wedge:0,0,10,90,90"));
    /* not at a multiple of 45: atan2 */
    hd_shape w = parse("wedge:0,0,10,0,90");
    static hd_shape_buf out;
    hd_handle h = handle(&w, "end angle");
    char err[256];
    CHECK(hd_handles_drag(&w, &h, (hd_vec2){1, 2}, &out, err, sizeof err));
    CHECK_NEAR(out.s.wedge.end, 63.43494882292201, 1e-12);
}

static void refused_edits(void)
{
    /* a vertex dragged across the opposite edges: not simple */
    CHECK(drag_refused("polygon:0,0,100,0,100,100,0,100", "vertex 1", 150, 50, "polygon is not simple"));
    /* a rect's left edge past its right edge, a corner past the opposite one */
    CHECK(drag_refused("rect:0,0,40,20", "left edge", 50, 10, "width must be >= 0 (got -10)"));
    CHECK(drag_refused("rect:0,0,40,20", "top-left corner", 10, 30, "height must be >= 0 (got -10)"));
    CHECK(drag_refused("rect:0,0,40,20", "top edge", 0, 21, "height must be >= 0 (got -1)"));
    /* the inner radius past the outer one */
    CHECK(drag_refused("arc:0,0,10,20,0,180", "inner radius", 0, 25, "inner radius 25 is larger than outer radius 20"));
    CHECK(drag_refused("arc:0,0,10,20,0,180", "radius", 0, 5, "inner radius 10 is larger than outer radius 5"));
    /* an angle handle on the centre has no direction */
    CHECK(drag_refused("wedge:0,0,10,0,90", "start angle", 0, 0, "no direction"));
    /* out of range */
    CHECK(drag_refused("point:0,0", "centre", 2e50, 0, "outside +-1e50"));
}

static void insert_delete(void)
{
    hd_shape s = parse("polygon:0,0,100,0,100,100,0,100");
    static hd_shape_buf out;
    char err[256];
    int v = -1;
    /* on the top edge, the point 3 units below it: projected onto it */
    CHECK(hd_handles_insert(&s, 0, (hd_vec2){30, 3}, &out, &v, err, sizeof err));
    CHECK(v == 1);
    CHECK(spec_is(HD_SHAPE_PTR(&out), "polygon:0,0,30,0,100,0,100,100,0,100"));
    /* on the closing edge (3 -> 0), appended */
    CHECK(hd_handles_insert(&s, 3, (hd_vec2){-2, 40}, &out, &v, err, sizeof err));
    CHECK(v == 4 && spec_is(HD_SHAPE_PTR(&out), "polygon:0,0,100,0,100,100,0,100,0,40"));
    /* a slanted edge: the projection */
    hd_shape t = parse("polygon:0,0,100,100,0,100");
    CHECK(hd_handles_insert(&t, 0, (hd_vec2){60, 40}, &out, &v, err, sizeof err));
    CHECK(v == 1 && out.s.polygon.n == 4);
    CHECK_NEAR(out.v[1].x, 50, 1e-12);
    CHECK_NEAR(out.v[1].y, 50, 1e-12);
    /* on an existing vertex: refused */
    CHECK(!hd_handles_insert(&s, 0, (hd_vec2){-5, 0}, &out, &v, err, sizeof err));
    CHECK(strstr(err, "vertex there already") && same_shape(HD_SHAPE_PTR(&out), &s));
    /* not a polygon */
    hd_shape r = parse("rect:0,0,1,1");
    CHECK(!hd_handles_insert(&r, 0, (hd_vec2){0, 0}, &out, &v, err, sizeof err));
    /* delete: 4 -> 3 fine, 3 -> 2 refused with the validator's message */
    CHECK(hd_handles_delete(&s, 1, &out, err, sizeof err));
    CHECK(spec_is(HD_SHAPE_PTR(&out), "polygon:0,0,100,100,0,100"));
    hd_shape tri;
    hd_shape_copy(&tri, check_vstore(), HD_SHAPE_PTR(&out));
    CHECK(!hd_handles_delete(&tri, 0, &out, err, sizeof err));
    CHECK(strstr(err, "polygon: a polygon needs at least 3 distinct vertices (got 2)") != NULL);
    CHECK(same_shape(HD_SHAPE_PTR(&out), &tri));
    /* a deletion that leaves a self-crossing polygon: refused */
    hd_shape z = parse("polygon:0,0,100,0,100,100,50,10,0,100");
    CHECK(!hd_handles_delete(&z, 1, &out, err, sizeof err));
    CHECK(strstr(err, "not simple") != NULL);
    /* HD_POLY_MAX vertices: no more */
    hd_shape big;
    memset(&big, 0, sizeof big);
    big.kind = HD_POLYGON;
    big.polygon.n = HD_POLY_MAX;
    hd_vec2 *bv = check_vstore();
    for (int i = 0; i < HD_POLY_MAX; i++) {
        double a = i * (2 * 3.14159265358979323846 / HD_POLY_MAX);
        bv[i] = (hd_vec2){1000 * cos(a), 1000 * sin(a)};
    }
    big.polygon.v = bv;
    CHECK(hd_shape_validate(&big, err, sizeof err));
    CHECK(!hd_handles_insert(&big, 0, big.polygon.v[0], &out, &v, err, sizeof err));
    CHECK(strstr(err, "at most 256 vertices") != NULL);
}

static void translation_exact(void)
{
    const char *specs[] = {"point:1,2", "circle:1,2,3", "rect:1,2,3,4", "line:1,2,3,4",
                           "polygon:0,0,10,0,0,10", "capsule:1,2,3,4,5", "arc:1,2,3,4,5,6", "wedge:1,2,3,4,5"};
    const char *want[] = {"point:-99,52", "circle:-99,52,3", "rect:-99,52,3,4", "line:-99,52,-97,54",
                          "polygon:-100,50,-90,50,-100,60", "capsule:-99,52,-97,54,5",
                          "arc:-99,52,3,4,5,6", "wedge:-99,52,3,4,5"};
    for (int i = 0; i < 8; i++) {
        hd_shape s = parse(specs[i]);
        static hd_shape_buf out;
        char err[256];
        CHECK(hd_handles_move(&s, (hd_vec2){-100, 50}, &out, err, sizeof err));
        CHECK(spec_is(HD_SHAPE_PTR(&out), want[i]));
    }
    /* exact with fractions too: 0.5 + 0.25 */
    hd_shape s = parse("rect:0.5,0.5,1,1");
    static hd_shape_buf out2;
    char err[256];
    CHECK(hd_handles_move(&s, (hd_vec2){0.25, -0.25}, &out2, err, sizeof err));
    CHECK(spec_is(HD_SHAPE_PTR(&out2), "rect:0.75,0.25,1,1"));
    /* dragging the centre is the same translation */
    CHECK(drag_ok("wedge:1,2,3,4,5", "centre", -99, 52, "wedge:-99,52,3,4,5"));
}

int main(void)
{
    RUN(every_kind_handles);
    RUN(hit_test);
    RUN(drag_each_kind);
    RUN(refused_edits);
    RUN(insert_delete);
    RUN(translation_exact);
    if (check_failures) fprintf(stderr, "%d check(s) failed\n", check_failures);
    return check_failures ? 1 : 0;
}
