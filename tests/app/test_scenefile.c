/* test_scenefile.c: scene files: parser, writer (round trip bit for bit),
 * error messages, limits, --scene. argv[1] is assets/scenes. */
#define _POSIX_C_SOURCE 200809L /* opendir */
#include <dirent.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "options.h"
#include "scenefile.h"

static const char *scenes_dir = "assets/scenes";

static bool same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }

static bool same_vec(hd_vec2 a, hd_vec2 b) { return same_bits(a.x, b.x) && same_bits(a.y, b.y); }

/* The fields a scene file holds, compared bit for bit. */
static bool same_shape(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case HD_POINT: return same_vec(a->point.p, b->point.p);
    case HD_CIRCLE: return same_vec(a->circle.c, b->circle.c) && same_bits(a->circle.r, b->circle.r);
    case HD_RECT:
        return same_bits(a->rect.x, b->rect.x) && same_bits(a->rect.y, b->rect.y) &&
               same_bits(a->rect.w, b->rect.w) && same_bits(a->rect.h, b->rect.h);
    case HD_LINE: return same_vec(a->line.a, b->line.a) && same_vec(a->line.b, b->line.b);
    case HD_CAPSULE:
        return same_vec(a->capsule.a, b->capsule.a) && same_vec(a->capsule.b, b->capsule.b) &&
               same_bits(a->capsule.r, b->capsule.r);
    case HD_POLYGON:
        if (a->polygon.n != b->polygon.n) return false;
        for (int i = 0; i < a->polygon.n; i++)
            if (!same_vec(a->polygon.v[i], b->polygon.v[i])) return false;
        return true;
    case HD_ARC:
        return same_vec(a->arc.c, b->arc.c) && same_bits(a->arc.rin, b->arc.rin) &&
               same_bits(a->arc.rout, b->arc.rout) && same_bits(a->arc.start, b->arc.start) &&
               same_bits(a->arc.end, b->arc.end);
    case HD_WEDGE:
        return same_vec(a->wedge.c, b->wedge.c) && same_bits(a->wedge.r, b->wedge.r) &&
               same_bits(a->wedge.start, b->wedge.start) && same_bits(a->wedge.end, b->wedge.end);
    default: return false;
    }
}

static bool same_cursor(const hd_cursor_tpl *a, const hd_cursor_tpl *b)
{
    if (a->kind != b->kind || !same_bits(a->r, b->r) || !same_bits(a->w, b->w) ||
        !same_bits(a->h, b->h) || !same_vec(a->start, b->start) || a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (!same_vec(a->off[i], b->off[i])) return false;
    return true;
}

static bool same_shape_buf(const hd_shape_buf *a, const hd_shape_buf *b)
{
    hd_shape x = hd_shape_of(a), y = hd_shape_of(b);
    return same_shape(&x, &y);
}

static bool same_scene(const hd_scenefile *a, const hd_scenefile *b)
{
    return !strcmp(a->description, b->description) && same_shape_buf(&a->base, &b->base) &&
           same_cursor(&a->cursor, &b->cursor) && same_vec(a->mouse, b->mouse) &&
           a->expect_collide == b->expect_collide && a->hits == b->hits &&
           a->has_zoom == b->has_zoom && (!a->has_zoom || same_bits(a->zoom, b->zoom));
}

static hd_scenefile sf1, sf2; /* large: not on the stack */
static char text1[HD_SCENEFILE_MAX_BYTES + 1], text2[HD_SCENEFILE_MAX_BYTES + 1];

/* parse -> write -> parse gives the same values; write again gives the same text */
static bool round_trip(const hd_scenefile *sf)
{
    int n = hd_scenefile_write(sf, text1, sizeof text1);
    if (n <= 0 || (size_t)n >= sizeof text1) return false;
    char err[1024];
    if (!hd_scenefile_parse(text1, (size_t)n, "rt", &sf2, err, sizeof err)) {
        fprintf(stderr, "round trip: %s\n--- text:\n%s", err, text1);
        return false;
    }
    int n2 = hd_scenefile_write(&sf2, text2, sizeof text2);
    bool ok = same_scene(sf, &sf2) && n2 == n && !strcmp(text1, text2);
    if (!ok) fprintf(stderr, "round trip differs:\n%s---\n%s", text1, text2);
    return ok;
}

/* 1. every asset scene round-trips */
static void assets_round_trip(void)
{
    DIR *d = opendir(scenes_dir);
    CHECK(d != NULL);
    if (!d) return;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l < 7 || strcmp(e->d_name + l - 6, ".scene")) continue;
        char path[4096], err[1024];
        snprintf(path, sizeof path, "%s/%s", scenes_dir, e->d_name);
        bool ok = hd_scenefile_load(path, &sf1, err, sizeof err);
        if (!ok) fprintf(stderr, "%s\n", err);
        CHECK(ok);
        bool rt = ok && round_trip(&sf1);
        if (!rt) fprintf(stderr, "round trip failed: %s\n", path);
        CHECK(rt);
        count++;
    }
    closedir(d);
    CHECK(count >= 30);
}

static bool parse_str(const char *text, hd_scenefile *out, char *err, size_t errlen)
{
    return hd_scenefile_parse(text, strlen(text), "t.scene", out, err, errlen);
}

/* 2. awkward numbers, every cursor kind, zoom: bit-for-bit round trip */
static void awkward_round_trip(void)
{
    static const char *const cursors[] = {
        "point", "circle:0", "circle:1e-50", "rect:0.1,0.2", "line:-0,1.0000000000000001e-50",
        "capsule:1e50,-1e50,0.30000000000000004",
        "polygon:-1.5,-1.5,2.5,-1.5,2.5,2.5,-1.5,2.5",
    };
    static const char *const bases[] = {
        "point:-0,0", "circle:0.1,0.2,0.3", "rect:-1e50,-1e50,1e50,1e50", "line:1,2,1,2",
        "polygon:0,0,3,0,3,3,0,3,0,0", "capsule:0,0,0,0,0", "arc:0,0,5,10,300,30",
        "wedge:1.25,2.5,100,-720,720",
    };
    char text[8192], err[1024];
    for (size_t c = 0; c < sizeof cursors / sizeof *cursors; c++)
        for (size_t b = 0; b < sizeof bases / sizeof *bases; b++) {
            snprintf(text, sizeof text,
                     "description:  spaces\taround are trimmed  \r\nbase: %s\ncursor: %s\n"
                     "mouse: 0.1,-0.0000000000000000000001234\nexpect: clear\nhits: 0\nzoom: 0.25",
                     bases[b], cursors[c]);
            bool ok = parse_str(text, &sf1, err, sizeof err);
            if (!ok) fprintf(stderr, "%s: %s\n", cursors[c], err);
            CHECK(ok);
            CHECK(!strcmp(sf1.description, "spaces\taround are trimmed"));
            CHECK(sf1.has_zoom && sf1.zoom == 0.25);
            CHECK(ok && round_trip(&sf1));
        }
    /* -0 reads as 0 (the writer prints both as 0) */
    CHECK(parse_str("description: d\nbase: point:-0,0\ncursor: point\nmouse: -0,0\nexpect: clear\n"
                    "hits: 0\n",
                    &sf1, err, sizeof err));
    CHECK(!signbit(sf1.mouse.x) && !signbit(sf1.base.s.point.p.x));
    CHECK(round_trip(&sf1));
    CHECK(!sf1.has_zoom && strstr(text1, "zoom") == NULL);
    /* the writer's text, exactly */
    CHECK(parse_str("# c\n\n  description: A b  \nbase: rect:0,0,100,50\ncursor: circle:5\n"
                    "mouse: 103,54.00000000000001\nexpect: collide\nhits: 1\nzoom: 4\n",
                    &sf1, err, sizeof err));
    hd_scenefile_write(&sf1, text1, sizeof text1);
    CHECK(!strcmp(text1, "description: A b\nbase: rect:0,0,100,50\ncursor: circle:5\n"
                         "mouse: 103,54.00000000000001\nexpect: collide\nhits: 1\nzoom: 4\n"));
    CHECK(sf1.mouse.y == nextafter(54, 100));
    /* like snprintf: a short buffer is cut and the full length returned */
    char small[10];
    int need = hd_scenefile_write(&sf1, small, sizeof small);
    CHECK(need == (int)strlen(text1));
    CHECK(strlen(small) == 9 && !strncmp(small, text1, 9));
    CHECK(hd_scenefile_write(&sf1, NULL, 0) == need);
}

/* The message for text must be exactly want. */
static void expect_err(const char *text, size_t len, const char *want)
{
    char err[1024];
    bool ok = hd_scenefile_parse(text, len, "t.scene", &sf1, err, sizeof err);
    CHECK(!ok);
    if (ok || strcmp(err, want)) {
        fprintf(stderr, "  got:  %s\n  want: %s\n", ok ? "(no error)" : err, want);
        check_failures++;
    }
}
#define EXPECT_ERR(text, want) expect_err(text, strlen(text), want)

#define GOOD_TAIL "cursor: circle:5\nmouse: 103,54\nexpect: collide\nhits: 1\n"
#define GOOD "description: d\nbase: rect:0,0,100,50\n" GOOD_TAIL

/* 3. each error, message exact */
static void errors(void)
{
    char err[1024];
    CHECK(parse_str(GOOD, &sf1, err, sizeof err));
    EXPECT_ERR("# x\ndescription: d\ncolour: red\n",
               "t.scene:3: unknown key 'colour' (expected description, base, cursor, mouse, "
               "expect, hits, zoom, move, expect-sweep, toi, frames, ray, expect-ray, t, peer or expect-peer)");
    /* bytes of the file that are not UTF-8, and control characters, as \xNN
     * (the batch's escape); a character cut by the quote's length is dropped */
    EXPECT_ERR("description: d\nco\xffl\x1b\xc3\xa9: red\n",
               "t.scene:2: unknown key 'co\\xFFl\\x1B\xc3\xa9' (expected description, base, cursor, mouse, "
               "expect, hits, zoom, move, expect-sweep, toi, frames, ray, expect-ray, t, peer or expect-peer)");
    EXPECT_ERR("description: d\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\xc3\xa9\xc3\xa9\xc3\xa9: 1\n",
               "t.scene:2: unknown key 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (expected "
               "description, base, cursor, mouse, expect, hits, zoom, move, expect-sweep, toi, frames, ray, "
               "expect-ray, t, peer or expect-peer)");
    {
        char e2[1024];
        const char *t = "description: d\nbase: rect:0,0,1\xff,1\n" GOOD_TAIL;
        CHECK(!hd_scenefile_parse(t, strlen(t), "t.scene", &sf1, e2, sizeof e2));
        CHECK(strstr(e2, "t.scene:2: base: ") == e2 && strstr(e2, "1\\xFF") && !strchr(e2, '\xff'));
    }
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: 103,54\n"
               "expect: collide\n\n",
               "t.scene:6: missing key 'hits' (required: description, base, cursor, mouse, "
               "expect and hits)");
    EXPECT_ERR("", "t.scene:1: missing key 'description' (required: description, base, cursor, "
                   "mouse, expect and hits)");
    EXPECT_ERR(GOOD "base: rect:0,0,1,1\n", "t.scene:7: duplicate key 'base' (first on line 2)");
    EXPECT_ERR(GOOD "zoom: 2\nzoom: 2\n", "t.scene:8: duplicate key 'zoom' (first on line 7)");
    EXPECT_ERR("description: d\nbase: circle:0,0,-1\n" GOOD_TAIL,
               "t.scene:2: base: bad spec \"circle:0,0,-1\": radius must be >= 0 (got -1)");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: rect:1\nmouse: 1,2\n",
               "t.scene:3: cursor: 'rect:1': expected rect:W,H, got 1 numbers");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: 1e400,54\n",
               "t.scene:4: mouse: expected X,Y (two finite decimal numbers), got '1e400,54'");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: nan,54\n",
               "t.scene:4: mouse: expected X,Y (two finite decimal numbers), got 'nan,54'");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: 1,2,3\n",
               "t.scene:4: mouse: expected X,Y (two finite decimal numbers), got '1,2,3'");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: 1 ,2\n",
               "t.scene:4: mouse: expected X,Y (two finite decimal numbers), got '1 ,2'");
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: circle:5\nmouse: 1e51,2\n",
               "t.scene:4: mouse: coordinates beyond +-1e50, got '1e51,2'");
    EXPECT_ERR(GOOD "zoom: 2000\n", "t.scene:7: zoom: expected a number from 0.125 to 1024, got '2000'");
    EXPECT_ERR(GOOD "zoom: inf\n", "t.scene:7: zoom: expected a number from 0.125 to 1024, got 'inf'");
    EXPECT_ERR("description: d\nhits: -1\n",
               "t.scene:2: hits: expected a whole number from 0 to 1000000, got '-1'");
    EXPECT_ERR("description: d\nhits: 1.5\n",
               "t.scene:2: hits: expected a whole number from 0 to 1000000, got '1.5'");
    EXPECT_ERR("description: d\nexpect: touch\n",
               "t.scene:2: expect: expected collide or clear, got 'touch'");
    EXPECT_ERR("description: d\nhits 1\n", "t.scene:2: expected 'key: value', got 'hits 1'");
    EXPECT_ERR("description:\n", "t.scene:1: description: empty value");
    EXPECT_ERR("description: a\x01z\n", "t.scene:1: description: control character");
    expect_err("description: a\0z\n", 17, "t.scene:1: NUL byte in the line");
    /* the cursor must be a valid shape at the mouse: offsets that coincide
     * once added to a huge mouse position */
    EXPECT_ERR("description: d\nbase: rect:0,0,100,50\ncursor: polygon:0,0,1,0,0,1\n"
               "mouse: 1e20,1e20\nexpect: clear\nhits: 0\n",
               "t.scene:4: mouse: the cursor here is not valid: polygon: a polygon needs at least 3 "
               "distinct vertices (got 1)");
    /* limits: a line, a description, a file */
    static char big[HD_SCENEFILE_MAX_BYTES + 100];
    size_t n = (size_t)snprintf(big, sizeof big, "description: d\nbase: ");
    memset(big + n, '1', HD_SCENEFILE_MAX_LINE);
    big[n + HD_SCENEFILE_MAX_LINE] = '\n';
    expect_err(big, n + HD_SCENEFILE_MAX_LINE + 1, "t.scene:2: line longer than 16384 bytes");
    n = (size_t)snprintf(big, sizeof big, "description: ");
    memset(big + n, 'x', HD_SCENEFILE_DESC_MAX + 1);
    expect_err(big, n + HD_SCENEFILE_DESC_MAX + 1, "t.scene:1: description: longer than 1000 bytes");
    memset(big, '\n', sizeof big);
    expect_err(big, HD_SCENEFILE_MAX_BYTES + 1, "t.scene:65537: file longer than 65536 bytes");
    memset(big, '#', sizeof big);
    expect_err(big, HD_SCENEFILE_MAX_BYTES + 1, "t.scene:1: file longer than 65536 bytes");
    /* a file at the size limit is fine: comments padding a good scene */
    memset(big, '\n', HD_SCENEFILE_MAX_BYTES);
    memcpy(big, GOOD, strlen(GOOD));
    CHECK(hd_scenefile_parse(big, HD_SCENEFILE_MAX_BYTES, "t", &sf1, err, sizeof err));
    /* a 256-vertex polygon of long numbers fits a line */
    n = (size_t)snprintf(big, sizeof big, "description: d\nbase: polygon:");
    for (int i = 0; i < 256; i++) {
        double a = 6.283185307179586 * i / 256;
        n += (size_t)snprintf(big + n, sizeof big - n, "%s%.17g,%.17g", i ? "," : "",
                              -1.234e-40 * (1 + cos(a)) - 1e-40, 1.234e-40 * sin(a) + 3e-40);
    }
    n += (size_t)snprintf(big + n, sizeof big - n, "\n" GOOD_TAIL);
    bool ok = hd_scenefile_parse(big, n, "t", &sf1, err, sizeof err);
    if (!ok) fprintf(stderr, "%s\n", err);
    CHECK(ok && sf1.base.s.polygon.n == 256 && round_trip(&sf1));
    /* a file that cannot be read */
    CHECK(!hd_scenefile_load("/nonexistent/x.scene", &sf1, err, sizeof err));
    CHECK(!strcmp(err, "/nonexistent/x.scene: cannot read: No such file or directory"));
    /* a folder given as the file */
    CHECK(!hd_scenefile_load("/tmp", &sf1, err, sizeof err));
    CHECK(!strcmp(err, "/tmp: is a directory, not a file"));
}

/* 4. the scene built as the window builds it */
static void apply_scene(void)
{
    char err[1024];
    static hd_scene s;
    CHECK(parse_str(GOOD, &sf1, err, sizeof err));
    hd_scenefile_apply(&sf1, &s);
    CHECK(s.base_fixed && s.base.s.kind == HD_RECT && s.mouse_known);
    CHECK(s.cursor.s.kind == HD_CIRCLE && s.cursor.s.circle.c.x == 103 && s.cursor.s.circle.r == 5);
    CHECK(s.collide && s.hit_count == 1 && s.hits[0].x == 100 && s.hits[0].y == 50);
}

/* 5. --scene FILE */
static void scene_option(void)
{
    static hd_options o;
    char err[1024], path[4096];
    snprintf(path, sizeof path, "%s/02-circle-rect-corner-one-ulp-clear.scene", scenes_dir);
    char *argv1[] = {"hitdemo", "--scene", path, NULL};
    CHECK(hd_options_parse(3, argv1, &o, err, sizeof err) == 0);
    CHECK(o.has_base && o.base_fixed && o.base.s.kind == HD_RECT && o.base.s.rect.w == 100);
    CHECK(o.has_cursor && o.cursor.kind == HD_CIRCLE && o.cursor.r == 5);
    CHECK(o.zoom == 4);
    CHECK(o.has_scene_mouse && o.scene_mouse.x == 103 && o.scene_mouse.y == nextafter(54, 100));
    CHECK(o.has_mouse && o.mouse_x == 412 && o.mouse_y == o.scene_mouse.y * 4);
    CHECK(!o.scene_expect_collide && o.scene_hits == 0);
    CHECK(strstr(o.scene_description, "one ulp") != NULL);
    /* explicit options win, before or after --scene */
    char *argv2[] = {"hitdemo", "--zoom", "2", "--scene", path, "--cursor", "point", "--mouse", "5,6",
                     NULL};
    CHECK(hd_options_parse(9, argv2, &o, err, sizeof err) == 0);
    CHECK(o.zoom == 2 && o.cursor.kind == HD_POINT && o.base.s.kind == HD_RECT);
    CHECK(!o.has_scene_mouse && o.mouse_x == 5 && o.mouse_y == 6);
    /* a bad file: exit 2 with the file's message */
    char *argv3[] = {"hitdemo", "--scene", "/nonexistent/x.scene", NULL};
    CHECK(hd_options_parse(3, argv3, &o, err, sizeof err) == 2);
    CHECK(!strcmp(err, "--scene: /nonexistent/x.scene: cannot read: No such file or directory"));
    char *argv4[] = {"hitdemo", "--scene", NULL};
    CHECK(hd_options_parse(2, argv4, &o, err, sizeof err) == 2);
    CHECK(!strcmp(err, "--scene: missing value"));
}

/* 6. the peer keys: a name only, never a command; round trip */
static void peer_keys(void)
{
    char err[1024];
    CHECK(parse_str(GOOD "peer: box2d\nexpect-peer: clear\n", &sf1, err, sizeof err));
    CHECK(sf1.has_peer && !strcmp(sf1.peer, "box2d") && sf1.has_expect_peer && !sf1.expect_peer_collide);
    CHECK(round_trip(&sf1));
    CHECK(parse_str(GOOD "peer: my_peer-2\n", &sf1, err, sizeof err));
    CHECK(sf1.has_peer && !sf1.has_expect_peer && round_trip(&sf1));
    CHECK(parse_str(GOOD "peer: abcdefghijklmnopqrstuvwxyz012345\nexpect-peer: collide\n", &sf1, err, sizeof err));
    CHECK(sf1.expect_peer_collide);
    static const char *const bad[] = {"x; touch /tmp/PWNED", "x=./run.sh", "$(id)", "Box2D", "a b",
                                      "abcdefghijklmnopqrstuvwxyz0123456", "../x", "x|y"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[512], want[512];
        snprintf(text, sizeof text, GOOD "peer: %s\n", bad[i]);
        CHECK(!parse_str(text, &sf1, err, sizeof err));
        snprintf(want, sizeof want, "t.scene:7: peer: expected a peer's name (1 to 32 characters");
        if (strncmp(err, want, strlen(want)) || !strstr(err, "never carries a command")) {
            fprintf(stderr, "peer: %s -> %s\n", bad[i], err);
            check_failures++;
        }
    }
    EXPECT_ERR(GOOD "expect-peer: clear\n", "t.scene:7: expect-peer: only with a peer (add 'peer: NAME')");
    EXPECT_ERR(GOOD "peer: a\nexpect-peer: maybe\n", "t.scene:8: expect-peer: expected collide or clear, got 'maybe'");
    EXPECT_ERR(GOOD "peer: a\npeer: b\n", "t.scene:8: duplicate key 'peer' (first on line 7)");
}

int main(int argc, char **argv)
{
    if (argc > 1) scenes_dir = argv[1];
    RUN(assets_round_trip);
    RUN(awkward_round_trip);
    RUN(errors);
    RUN(apply_scene);
    RUN(scene_option);
    RUN(peer_keys);
    if (check_failures) fprintf(stderr, "%d check(s) failed\n", check_failures);
    return check_failures ? 1 : 0;
}
