/* test_core.c: the app's pure parts: default shapes, cursors, scene,
 * options, scripts, tessellation (no SDL). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "labels.h"
#include "options.h"
#include "scene.h"
#include "script.h"
#include "tess.h"
#include "textfield.h"

static hd_vec2 mid(const hd_shape *s)
{
    hd_vec2 lo, hi;
    hd_shape_bounds(s, &lo, &hi);
    return (hd_vec2){(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
}

/* 1. every default base is centred on the rounded centre of the space */
static void defaults_centred(void)
{
    for (int k = 0; k < HD_KIND_COUNT; k++) {
        hd_shape s = hd_base_default((hd_kind)k, 600, 400, check_vstore());
        CHECK(s.kind == (hd_kind)k);
        char err[256];
        CHECK(hd_shape_validate(&s, err, sizeof err));
        if (k == HD_ARC || k == HD_WEDGE || k == HD_POLYGON) continue; /* not symmetric */
        hd_vec2 m = mid(&s);
        CHECK_EQ(m.x, 300);
        CHECK_EQ(m.y, 200);
    }
    hd_shape a = hd_base_default(HD_ARC, 600, 400, check_vstore()),
             w = hd_base_default(HD_WEDGE, 600, 400, check_vstore());
    CHECK_EQ(a.arc.c.x, 300);
    CHECK_EQ(a.arc.c.y, 200);
    CHECK_EQ(w.wedge.c.x, 300);
    CHECK_EQ(w.wedge.c.y, 200);
    hd_shape p = hd_base_default(HD_POLYGON, 600, 400, check_vstore());
    CHECK_EQ(mid(&p).x, 300);
    CHECK_EQ(mid(&p).y, 200);
    /* sizes of the issue: circle r 100, rect 400x200 */
    hd_shape c = hd_base_default(HD_CIRCLE, 1280, 720, check_vstore());
    CHECK_EQ(c.circle.r, 100);
    CHECK_EQ(c.circle.c.x, 640);
    hd_shape r = hd_base_default(HD_RECT, 1280, 720, check_vstore());
    CHECK_EQ(r.rect.w, 400);
    CHECK_EQ(r.rect.h, 200);
    CHECK_EQ(r.rect.x, 440);
    CHECK_EQ(r.rect.y, 260);
    /* odd and fractional sizes: centre rounded half up */
    hd_shape q = hd_base_default(HD_POINT, 601, 401, check_vstore());
    CHECK_EQ(q.point.p.x, 301);
    CHECK_EQ(q.point.p.y, 201);
    q = hd_base_default(HD_POINT, 533.3, 299.9, check_vstore());
    CHECK_EQ(q.point.p.x, 267);
    CHECK_EQ(q.point.p.y, 150);
    /* the concave default polygon: the notch is outside, the middle inside */
    CHECK(hd_point_in_shape(&p, (hd_vec2){300, 200}));
    CHECK(!hd_point_in_shape(&p, (hd_vec2){300, 260}));
}

/* 2. defaults follow resize and zoom; a full spec stays put */
static void recentre(void)
{
    static hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_RECT);
    hd_scene_update(&s, 600, 400);
    CHECK_EQ(s.base.s.rect.x, 100);
    CHECK_EQ(s.base.s.rect.y, 100);
    hd_scene_update(&s, 800, 600);
    CHECK_EQ(s.base.s.rect.x, 200);
    CHECK_EQ(s.base.s.rect.y, 200);
    hd_shape fixed;
    char err[256];
    CHECK(check_parse("rect:100,100,100,50", &fixed, err, sizeof err));
    hd_scene_set_base(&s, &fixed);
    hd_scene_update(&s, 300, 200);
    CHECK_EQ(s.base.s.rect.x, 100);
    CHECK_EQ(s.base.s.rect.w, 100);
    hd_scene_set_base_kind(&s, HD_CIRCLE); /* key 2 returns to a default */
    hd_scene_update(&s, 300, 200);
    CHECK_EQ(s.base.s.circle.c.x, 150);
}

/* 3. cursor shapes built around the mouse */
static void cursors(void)
{
    hd_cursor_tpl t;
    CHECK(hd_cursor_default(HD_RECT, &t));
    hd_shape s = hd_cursor_build(&t, (hd_vec2){100, 100}, check_vstore());
    CHECK(s.kind == HD_RECT);
    CHECK_EQ(s.rect.x, 80);
    CHECK_EQ(s.rect.y, 80);
    CHECK_EQ(s.rect.w, 40);
    CHECK(hd_cursor_default(HD_CIRCLE, &t));
    CHECK_EQ(t.r, 20);
    CHECK(hd_cursor_default(HD_POLYGON, &t));
    s = hd_cursor_build(&t, (hd_vec2){100, 50}, check_vstore());
    CHECK(s.polygon.n == 5);
    CHECK_EQ(s.polygon.v[0].x, 80);
    CHECK_EQ(s.polygon.v[0].y, 30);
    CHECK_EQ(s.polygon.v[2].x, 160);
    CHECK_EQ(s.polygon.v[2].y, 70);
    CHECK_EQ(s.polygon.v[4].x, 60);
    CHECK_EQ(s.polygon.v[4].y, 50);
    CHECK(!hd_cursor_default(HD_ARC, &t));
    CHECK(!hd_cursor_default(HD_WEDGE, &t));

    char err[256];
    CHECK(hd_cursor_parse("line:10,20", &t, err, sizeof err));
    s = hd_cursor_build(&t, (hd_vec2){5, 6}, check_vstore());
    CHECK(s.kind == HD_LINE);
    CHECK_EQ(s.line.a.x, 10);
    CHECK_EQ(s.line.b.y, 6);
    CHECK(hd_cursor_parse("capsule:1,2,3", &t, err, sizeof err));
    s = hd_cursor_build(&t, (hd_vec2){5, 6}, check_vstore());
    CHECK_EQ(s.capsule.r, 3);
    CHECK_EQ(s.capsule.a.y, 2);
    CHECK_EQ(s.capsule.b.x, 5);
    CHECK(hd_cursor_parse("point", &t, err, sizeof err) && t.kind == HD_POINT);
    CHECK(hd_cursor_parse("circle", &t, err, sizeof err) && t.r == 20);
    CHECK(hd_cursor_parse("circle:7.5", &t, err, sizeof err) && t.r == 7.5);
    CHECK(hd_cursor_parse("polygon:0,0,10,0,0,10", &t, err, sizeof err) && t.n == 3);
    char buf[128];
    hd_cursor_format(&t, buf, sizeof buf);
    CHECK(strcmp(buf, "polygon:0,0,10,0,0,10") == 0);

    /* errors name the spec and the problem */
    const char *bad[] = {"circle:-1", "circle:abc", "circle:1e999", "circle:nan", "circle:1,2",
                         "rect:1", "rect:-1,2", "line:1", "capsule:1,2,-3", "polygon:0,0,1,1",
                         "polygon:0,0,10,10,10,0,0,10", "polygon:0,0,1", "arc", "wedge:1",
                         "blob", "circle:", "circle: 1", "circle:0x10"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        bool ok = hd_cursor_parse(bad[i], &t, err, sizeof err);
        if (ok || strstr(err, bad[i]) == NULL) {
            fprintf(stderr, "cursor spec '%s': ok=%d err='%s'\n", bad[i], ok, err);
            check_failures++;
        }
    }
    CHECK(hd_cursor_parse("circle:-1", &t, err, sizeof err) == false && strstr(err, "radius"));
}

/* 4. the scene: collide, hit points, cursor cycling, wheel */
static void scene(void)
{
    static hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_RECT); /* 100..500 x 100..300 in 600x400 */
    hd_scene_update(&s, 600, 400);
    CHECK(!s.collide); /* no mouse yet: nothing collides */
    hd_scene_set_mouse(&s, (hd_vec2){500, 200});
    hd_scene_update(&s, 600, 400);
    CHECK(s.collide);
    CHECK(s.hit_count == 2);
    CHECK_EQ(s.hits[0].x, 500);
    CHECK_EQ(s.hits[0].y, 180);
    CHECK_EQ(s.hits[1].y, 220);
    hd_scene_set_mouse(&s, (hd_vec2){560, 360});
    hd_scene_update(&s, 600, 400);
    CHECK(!s.collide);
    CHECK(s.hit_count == 0);
    /* circle cursor just touching the rect's right edge: touching counts */
    hd_scene_set_mouse(&s, (hd_vec2){520, 200});
    hd_scene_update(&s, 600, 400);
    CHECK(s.collide);
    CHECK(s.hit_count == 1);

    CHECK(s.cursors[s.cursor_index].kind == HD_CIRCLE);
    hd_scene_cycle_cursor(&s, +1);
    CHECK(s.cursors[s.cursor_index].kind == HD_RECT);
    hd_scene_cycle_cursor(&s, -1);
    hd_scene_cycle_cursor(&s, -1);
    CHECK(s.cursors[s.cursor_index].kind == HD_POINT);
    hd_scene_cycle_cursor(&s, -1);
    CHECK(s.cursors[s.cursor_index].kind == HD_CAPSULE);
    hd_scene_cycle_cursor(&s, +1);
    CHECK(s.cursors[s.cursor_index].kind == HD_POINT);
    CHECK(!hd_scene_wheel(&s, 3)); /* a point has no radius */
    hd_scene_cycle_cursor(&s, +1);
    CHECK(hd_scene_wheel(&s, 3));
    CHECK_EQ(s.cursors[s.cursor_index].r, 26);
    CHECK(hd_scene_wheel(&s, -100));
    CHECK_EQ(s.cursors[s.cursor_index].r, 0);
    CHECK(!hd_scene_wheel(&s, -1));
    /* every cursor with a size: rect w and h, polygon scaled about the mouse */
    hd_scene_cycle_cursor(&s, +1);
    CHECK(s.cursors[s.cursor_index].kind == HD_RECT);
    CHECK(hd_scene_wheel(&s, 5));
    CHECK_EQ(s.cursors[s.cursor_index].w, 50);
    CHECK_EQ(s.cursors[s.cursor_index].h, 50);
    hd_scene_cycle_cursor(&s, +1);
    CHECK(!hd_scene_wheel(&s, 1)); /* a line has no size */
    hd_scene_cycle_cursor(&s, +1);
    CHECK(s.cursors[s.cursor_index].kind == HD_POLYGON);
    double x0 = s.cursors[s.cursor_index].off[1].x; /* 40 */
    CHECK(hd_scene_wheel(&s, 2));
    CHECK_NEAR(s.cursors[s.cursor_index].off[1].x, x0 * 1.21, 1e-9);
    CHECK(hd_scene_wheel(&s, -2));
    CHECK_NEAR(s.cursors[s.cursor_index].off[1].x, x0, 1e-9);
    /* rotation: a quarter turn is exact; a rect cursor becomes a polygon */
    hd_vec2 before = s.cursors[s.cursor_index].off[2];
    CHECK(hd_scene_rotate_cursor(&s, 90));
    CHECK_EQ(s.cursors[s.cursor_index].off[2].x, -before.y);
    CHECK_EQ(s.cursors[s.cursor_index].off[2].y, before.x);
    hd_scene_cycle_cursor(&s, -1);
    hd_scene_cycle_cursor(&s, -1);
    CHECK(s.cursors[s.cursor_index].kind == HD_RECT);
    CHECK(hd_scene_rotate_cursor(&s, 15));
    CHECK(s.cursors[s.cursor_index].kind == HD_POLYGON && s.cursors[s.cursor_index].n == 4);
    /* a 50x50 square turned 15 degrees: its corner (-25,-25) goes to
     * (-25 cos15 + 25 sin15, -25 sin15 - 25 cos15) */
    CHECK_NEAR(s.cursors[s.cursor_index].off[0].x, -25 * cos((3.14159265358979323846 / 12)) + 25 * sin((3.14159265358979323846 / 12)), 1e-12);
    CHECK_NEAR(s.cursors[s.cursor_index].off[0].y, -25 * sin((3.14159265358979323846 / 12)) - 25 * cos((3.14159265358979323846 / 12)), 1e-12);
    hd_scene_cycle_cursor(&s, -1);
    hd_scene_cycle_cursor(&s, -1);
    hd_scene_cycle_cursor(&s, -1);
    CHECK(!hd_scene_rotate_cursor(&s, 15)); /* a circle does not turn */
    char pair[64];
    hd_scene_pair(&s, pair, sizeof pair);
    CHECK(strcmp(pair, "rect vs circle") == 0);
}

static int parse(const char *line, hd_options *o, char *err, size_t n)
{
    static char buf[512]; /* o keeps pointers into argv: outlive this call */
    snprintf(buf, sizeof buf, "hitdemo %s", line);
    char *argv[32];
    int argc = 0;
    for (char *t = strtok(buf, " "); t && argc < 31; t = strtok(NULL, " ")) argv[argc++] = t;
    argv[argc] = NULL;
    return hd_options_parse(argc, argv, o, err, n);
}

/* 5. options: values, defaults, and errors naming the option */
static void options(void)
{
    static hd_options o;
    char err[512];
    CHECK(parse("", &o, err, sizeof err) == 0);
    CHECK(o.win_w == 1280 && o.win_h == 720 && o.zoom == 1 && !o.headless && o.hud == -1);
    CHECK(parse("--headless --window 800,600 --pixel-ratio 2 --zoom 2 --base rect:100,100,100,50 "
                "--cursor point --mouse 250,250 --screenshot s.png",
                &o, err, sizeof err) == 0);
    CHECK(o.headless && o.win_w == 800 && o.win_h == 600 && o.pixel_ratio == 2 && o.zoom == 2);
    CHECK(o.has_base && o.base_fixed && o.base.s.kind == HD_RECT && o.base.s.rect.h == 50);
    CHECK(o.has_cursor && o.cursor.kind == HD_POINT);
    CHECK(o.has_mouse && o.mouse_x == 250 && o.mouse_y == 250);
    CHECK(o.screenshot && strcmp(o.screenshot, "s.png") == 0);
    CHECK(parse("--base wedge --zoom=0.25 --no-hud", &o, err, sizeof err) == 0);
    CHECK(o.has_base && !o.base_fixed && o.base_kind == HD_WEDGE && o.zoom == 0.25 && o.hud == 0);

    const struct {
        const char *args, *needle;
    } bad[] = {
        {"--zoom 2000", "--zoom"},
        {"--zoom abc", "--zoom"},
        {"--zoom 0.1", "--zoom"},
        {"--zoom", "--zoom: missing value"},
        {"--window 0,5", "--window"},
        {"--window 10", "--window"},
        {"--window 10.5,20", "--window"},
        {"--window 100,100000", "--window"},
        {"--pixel-ratio 2", "--pixel-ratio"}, /* needs --headless */
        {"--headless --pixel-ratio 0", "--pixel-ratio"},
        {"--headless --pixel-ratio x", "--pixel-ratio"},
        {"--headless --window 16000,100 --pixel-ratio 2", "--pixel-ratio"},
        {"--mouse 1", "--mouse"},
        {"--mouse 1,inf", "--mouse"},
        {"--base foo", "--base"},
        {"--base circle:0,0,-1", "circle:0,0,-1"},
        {"--base rect:1,2,3", "--base"},
        {"--cursor arc", "--cursor"},
        {"--cursor circle:-5", "circle:-5"},
        {"--frobnicate", "--frobnicate: unknown option"},
        {"--headless=yes", "--headless"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        int rc = parse(bad[i].args, &o, err, sizeof err);
        if (rc != 2 || !strstr(err, bad[i].needle)) {
            fprintf(stderr, "options '%s': rc=%d err='%s' (wanted 2 and '%s')\n", bad[i].args, rc,
                    err, bad[i].needle);
            check_failures++;
        }
    }
}

/* 6. scripts: every command, comments, line numbers in errors */
static void scripts(void)
{
    hd_script s;
    char err[512];
    const char *good = "# QA\n"
                       "\n"
                       "move 10 -20\r\n"
                       "  key shift+Tab\n"
                       "key plus\n"
                       "key Keypad +\n"
                       "wheel -3\n"
                       "resize 640 480\n"
                       "wait 50\n"
                       "screenshot out dir/a b.png\n"
                       "expect collide\n"
                       "expect clear";
    CHECK(hd_script_parse("t.txt", good, &s, err, sizeof err) == 0);
    CHECK(s.count == 10);
    if (s.count == 10) {
        CHECK(s.cmds[0].op == HD_SC_MOVE && s.cmds[0].a == 10 && s.cmds[0].b == -20 && s.cmds[0].line == 3);
        CHECK(s.cmds[1].op == HD_SC_KEY && s.cmds[1].mods == HD_MOD_SHIFT && !strcmp(s.cmds[1].text, "Tab"));
        CHECK(s.cmds[2].op == HD_SC_KEY && s.cmds[2].mods == 0 && !strcmp(s.cmds[2].text, "plus"));
        CHECK(!strcmp(s.cmds[3].text, "Keypad +"));
        CHECK(s.cmds[4].op == HD_SC_WHEEL && s.cmds[4].a == -3);
        CHECK(s.cmds[5].op == HD_SC_RESIZE && s.cmds[5].a == 640 && s.cmds[5].b == 480);
        CHECK(s.cmds[6].op == HD_SC_WAIT && s.cmds[6].a == 50);
        CHECK(s.cmds[7].op == HD_SC_SCREENSHOT && !strcmp(s.cmds[7].text, "out dir/a b.png"));
        CHECK(s.cmds[8].op == HD_SC_EXPECT && s.cmds[8].collide && s.cmds[8].line == 11);
        CHECK(s.cmds[9].op == HD_SC_EXPECT && !s.cmds[9].collide && s.cmds[9].line == 12);
    }
    hd_script_free(&s);

    /* the lines added for scenes, views, pacing and the richer expects */
    const char *more = "base rect:100,100,400,200\n"
                       "base wedge\n"
                       "cursor capsule:1,2,3\n"
                       "view 1.25 -10.5 3\n"
                       "place 0.1 -2e3\n"
                       "pace 400\n"
                       "expect hits 2\n"
                       "expect hit 103.5,-54\n"
                       "expect distance 0.25\n";
    CHECK(hd_script_parse("t.txt", more, &s, err, sizeof err) == 0);
    CHECK(s.count == 9);
    if (s.count == 9) {
        CHECK(s.cmds[0].op == HD_SC_BASE && !s.cmds[0].base_default && s.cmds[0].shape &&
              s.cmds[0].shape->s.kind == HD_RECT);
        CHECK(s.cmds[1].op == HD_SC_BASE && s.cmds[1].base_default && !s.cmds[1].shape &&
              s.cmds[1].base_kind == HD_WEDGE);
        CHECK(s.cmds[2].op == HD_SC_CURSOR && s.cmds[2].tpl && s.cmds[2].tpl->kind == HD_CAPSULE &&
              s.cmds[2].tpl->r == 3);
        CHECK(s.cmds[3].op == HD_SC_VIEW && s.cmds[3].z == 1.25 && s.cmds[3].x == -10.5 && s.cmds[3].y == 3);
        CHECK(s.cmds[4].op == HD_SC_PLACE && s.cmds[4].x == 0.1 && s.cmds[4].y == -2000);
        CHECK(s.cmds[5].op == HD_SC_PACE && s.cmds[5].a == 400);
        CHECK(s.cmds[6].op == HD_SC_EXPECT && s.cmds[6].expect == HD_EX_HITS && s.cmds[6].a == 2);
        CHECK(s.cmds[7].op == HD_SC_EXPECT && s.cmds[7].expect == HD_EX_HIT && s.cmds[7].x == 103.5 &&
              s.cmds[7].y == -54);
        CHECK(s.cmds[8].op == HD_SC_EXPECT && s.cmds[8].expect == HD_EX_DISTANCE && s.cmds[8].x == 0.25);
    }
    hd_script_free(&s);

    const struct {
        const char *text, *needle;
    } bad[] = {
        {"move 1", "t.txt:1: expected 'move X Y'"},
        {"# c\nmove 1 2 3", "t.txt:2:"},
        {"move 1.5 2", "t.txt:1:"},
        {"move a b", "t.txt:1:"},
        {"\n\njump 1 2", "t.txt:3: unknown command 'jump'"},
        {"expect maybe", "t.txt:1: expected 'expect collide', 'expect clear'"},
        {"expect hits", "t.txt:1: expected 'expect hits N'"},
        {"expect hits -1", "t.txt:1: expected 'expect hits N'"},
        {"expect hits 1.5", "t.txt:1: expected 'expect hits N'"},
        {"expect hit 1", "t.txt:1: expected 'expect hit X,Y'"},
        {"expect hit 1,2,3", "t.txt:1: expected 'expect hit X,Y'"},
        {"expect hit 1 2", "t.txt:1: expected 'expect hit X,Y'"},
        {"expect distance", "t.txt:1: expected 'expect distance D'"},
        {"expect distance -1", "t.txt:1: expected 'expect distance D'"},
        {"expect distance nan", "t.txt:1: expected 'expect distance D'"},
        {"base", "t.txt:1: expected 'base SPEC'"},
        {"base blob", "t.txt:1: base: unknown kind 'blob'"},
        {"base circle:0,0,-1", "t.txt:1: base: "},
        {"base rect:0,0,1,1 x", "t.txt:1: expected 'base SPEC'"},
        {"cursor", "t.txt:1: expected 'cursor SPEC'"},
        {"cursor wedge:5", "t.txt:1: cursor: 'wedge:5'"},
        {"scene", "t.txt:1: expected 'scene FILE'"},
        {"scene /nonexistent.scene", "t.txt:1: scene: /nonexistent.scene: cannot read"},
        {"view 1 0", "t.txt:1: expected 'view ZOOM OX OY'"},
        {"view 2000 0 0", "t.txt:1: expected 'view ZOOM OX OY'"},
        {"view 1 a 0", "t.txt:1: expected 'view ZOOM OX OY'"},
        {"place 1", "t.txt:1: expected 'place X Y'"},
        {"place 1 inf", "t.txt:1: expected 'place X Y'"},
        {"place 1e51 0", "t.txt:1: expected 'place X Y'"},
        {"place 0 -1.5e50", "t.txt:1: expected 'place X Y'"},
        {"place 1e-51 0", "t.txt:1: expected 'place X Y'"},
        {"pace", "t.txt:1: expected 'pace MS'"},
        {"pace -5", "t.txt:1: expected 'pace MS'"},
        {"expect", "t.txt:1:"},
        {"wheel 0", "t.txt:1:"},
        {"wheel", "t.txt:1:"},
        {"resize 0 10", "t.txt:1:"},
        {"resize 10", "t.txt:1:"},
        {"wait -1", "t.txt:1:"},
        {"key", "t.txt:1:"},
        {"screenshot", "t.txt:1:"},
        {"MOVE 1 2", "t.txt:1:"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        int rc = hd_script_parse("t.txt", bad[i].text, &s, err, sizeof err);
        if (rc != 2 || !strstr(err, bad[i].needle)) {
            fprintf(stderr, "script '%s': rc=%d err='%s' (wanted 2 and '%s')\n", bad[i].text, rc,
                    err, bad[i].needle);
            check_failures++;
        }
        hd_script_free(&s);
    }
    CHECK(hd_script_load("/nonexistent/x.txt", &s, err, sizeof err) == 2 && strstr(err, "--script"));
    CHECK(hd_script_load("/tmp", &s, err, sizeof err) == 2 && !strcmp(err, "--script: '/tmp' is a directory, not a script file"));
    /* place takes what specs take: 0 or 1e-50 to 1e50 in magnitude (was +-1e9) */
    CHECK(hd_script_parse("t.txt", "place 1e50 -1e-50\nplace -0 1e10\n", &s, err, sizeof err) == 0 && s.count == 2 &&
          s.cmds[0].x == 1e50 && s.cmds[0].y == -1e-50 && s.cmds[1].x == 0 && !signbit(s.cmds[1].x) &&
          s.cmds[1].y == 1e10);
    hd_script_free(&s);
}

static double dist(hd_vec2 a, hd_vec2 b)
{
    return hypot(a.x - b.x, a.y - b.y);
}

/* distance from p to the segment a..b */
static double seg_dist(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    double dx = b.x - a.x, dy = b.y - a.y, t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/* 7b. tessellation at a large zoom (issue 29): where the whole circle
 * would need more than HD_TESS_ARC_MAX chords, the chords that can show
 * (whose circular segment meets the clip box) are still within
 * HD_TESS_TOL pixels of the circle, every vertex is on it, and they go
 * round in order; a backward arc (a ring's hole) too. Before, the circle's
 * 2000 chords strayed up to 0.5 px at 8 px ratio x zoom 1024. */
static void tessellation_zoomed(void)
{
    static hd_vec2 v[HD_TESS_MAX];
    const double ppu = 1024 * 8, r = 100;
    const hd_vec2 c = {400, 300};
    for (int deg = 0; deg < 360; deg += 37) {
        double t = deg * 3.14159265358979323846 / 180;
        hd_vec2 e = {c.x + r * cos(t), c.y + r * sin(t)};
        /* a 1920x1080 drawable about the edge point, in logical units */
        hd_tess_clip k = {e.x - 960 / ppu, e.y - 540 / ppu, e.x + 960 / ppu, e.y + 540 / ppu};
        for (int backward = 0; backward < 2; backward++) {
            int n = backward ? hd_tess_arc_clip(c, r, 360, -360, ppu, &k, v, HD_TESS_MAX)
                             : hd_tess_arc_clip(c, r, 0, 360, ppu, &k, v, HD_TESS_MAX);
            CHECK(n >= 8 && n < HD_TESS_MAX);
            int shown = 0;
            for (int i = 0; i < n; i++) CHECK_NEAR(dist(v[i], c), r, 1e-9);
            for (int i = 0; i + 1 < n; i++) {
                hd_vec2 p = v[i], q = v[i + 1];
                /* the chord's circular segment lies in the box of its two ends
                 * and of the arc's point between them */
                hd_vec2 m = {(p.x + q.x) / 2, (p.y + q.y) / 2};
                double ml = dist(m, c);
                hd_vec2 a = ml > 0 ? (hd_vec2){c.x + (m.x - c.x) * r / ml, c.y + (m.y - c.y) * r / ml} : m;
                double x0 = fmin(fmin(p.x, q.x), a.x), x1 = fmax(fmax(p.x, q.x), a.x);
                double y0 = fmin(fmin(p.y, q.y), a.y), y1 = fmax(fmax(p.y, q.y), a.y);
                bool seen = x1 >= k.x0 && x0 <= k.x1 && y1 >= k.y0 && y0 <= k.y1;
                /* turning one way: the cross of successive radii keeps its sign */
                double cr = (p.x - c.x) * (q.y - c.y) - (p.y - c.y) * (q.x - c.x);
                CHECK(backward ? cr < 0 : cr > 0);
                if (!seen) continue;
                shown++;
                CHECK((r - ml) * ppu <= HD_TESS_TOL * 1.01);
            }
            CHECK(shown >= 2);
        }
    }
}

/* 7. tessellation: vertices lie on the true outline, fine enough */
static void tessellation(void)
{
    CHECK_EQ(hd_tess_sweep(300, 30), 90);
    CHECK_EQ(hd_tess_sweep(0, 360), 360);
    CHECK_EQ(hd_tess_sweep(10, -350), 360);
    CHECK_EQ(hd_tess_sweep(30, 30), 0);
    CHECK_EQ(hd_tess_sweep(180, 45), 225);
    CHECK_EQ(hd_tess_sweep(30, 330), 300);

    static hd_vec2 v[HD_TESS_MAX];
    int hole;
    hd_shape c = hd_base_default(HD_CIRCLE, 600, 400, check_vstore());
    int n = hd_tess_outline(&c, 4.0, v, HD_TESS_MAX, &hole);
    CHECK(n >= 64 && hole == -1);
    for (int i = 0; i < n; i++) CHECK_NEAR(dist(v[i], c.circle.c), 100, 1e-9);
    /* chord error at 4 px a unit stays under HD_TESS_TOL pixels */
    CHECK((100 - 100 * cos(3.14159265358979323846 / n)) * 4.0 <= HD_TESS_TOL + 1e-12);

    hd_shape k = hd_base_default(HD_CAPSULE, 600, 400, check_vstore());
    n = hd_tess_outline(&k, 1.0, v, HD_TESS_MAX, &hole);
    CHECK(n > 8);
    for (int i = 0; i < n; i++) CHECK_NEAR(seg_dist(v[i], k.capsule.a, k.capsule.b), 60, 1e-9);

    hd_shape a = hd_base_default(HD_ARC, 600, 400, check_vstore());
    n = hd_tess_outline(&a, 1.0, v, HD_TESS_MAX, &hole);
    CHECK(n > 8 && hole == -1);
    for (int i = 0; i < n; i++) {
        double d = dist(v[i], a.arc.c);
        CHECK(fabs(d - 70) < 1e-9 || fabs(d - 130) < 1e-9);
    }
    /* full ring: outer loop, then the hole */
    hd_shape ring = {.kind = HD_ARC, .arc = {{0, 0}, 10, 20, 0, 360}};
    n = hd_tess_outline(&ring, 1.0, v, HD_TESS_MAX, &hole);
    CHECK(hole > 0 && hole < n);
    if (hole > 0) {
        CHECK_NEAR(dist(v[0], ring.arc.c), 20, 1e-9);
        CHECK_NEAR(dist(v[hole], ring.arc.c), 10, 1e-9);
    }
    hd_shape w = hd_base_default(HD_WEDGE, 600, 400, check_vstore());
    n = hd_tess_outline(&w, 1.0, v, HD_TESS_MAX, &hole);
    CHECK(n > 8);
    CHECK_EQ(v[0].x, 300);
    CHECK_EQ(v[0].y, 200);
    /* degenerate shapes are drawn otherwise */
    hd_shape z = {.kind = HD_WEDGE, .wedge = {{0, 0}, 10, 30, 30}};
    CHECK(hd_tess_outline(&z, 1.0, v, HD_TESS_MAX, &hole) == 0);
    hd_shape flat = {.kind = HD_RECT, .rect = {0, 0, 10, 0}};
    CHECK(hd_tess_outline(&flat, 1.0, v, HD_TESS_MAX, &hole) == 0);
}

/* The spec editor's text field: insert, delete, caret moves by whole
 * UTF-8 characters, the length limit. */
static void text_field(void)
{
    static hd_textfield f;
    hd_textfield_set(&f, "circle:0,0,5");
    CHECK(f.len == 12 && f.caret == 12);
    hd_textfield_backspace(&f);
    CHECK(strcmp(f.text, "circle:0,0,") == 0);
    CHECK(hd_textfield_insert(&f, "10"));
    CHECK(strcmp(f.text, "circle:0,0,10") == 0);
    hd_textfield_home(&f);
    hd_textfield_delete(&f);
    CHECK(strcmp(f.text, "ircle:0,0,10") == 0 && f.caret == 0);
    hd_textfield_insert(&f, "c");
    hd_textfield_move(&f, +1);
    hd_textfield_move(&f, -1);
    CHECK(f.caret == 1);
    /* a two-byte character is one step and one deletion */
    hd_textfield_set(&f, "a\xc3\xa9" "b");
    hd_textfield_move(&f, -1);
    hd_textfield_move(&f, -1);
    CHECK(f.caret == 1);
    hd_textfield_move(&f, +1);
    CHECK(f.caret == 3);
    hd_textfield_backspace(&f);
    CHECK(strcmp(f.text, "ab") == 0 && f.caret == 1);
    /* too long: refused whole */
    static char big[HD_TEXTFIELD_MAX + 2];
    memset(big, 'x', HD_TEXTFIELD_MAX);
    big[HD_TEXTFIELD_MAX] = '\0';
    CHECK(!hd_textfield_insert(&f, big));
    CHECK(strcmp(f.text, "ab") == 0);
    /* the scene applies a typed spec, or refuses it with the parser's words */
    hd_scene s;
    hd_scene_init(&s);
    char err[300];
    hd_vec2 at = {-1, -1};
    bool placed = false;
    CHECK(hd_scene_apply_spec(&s, true, false, "rect:0,0,10,5", &at, &placed, err, sizeof err));
    CHECK(s.base_fixed && s.base.s.kind == HD_RECT && s.base.s.rect.w == 10);
    CHECK(!hd_scene_apply_spec(&s, true, false, "circle:0,0,-1", &at, &placed, err, sizeof err));
    CHECK(strstr(err, "radius must be >= 0") != NULL);
    CHECK(s.base.s.kind == HD_RECT); /* unchanged */
    CHECK(hd_scene_apply_spec(&s, false, false, "rect:4,2", &at, &placed, err, sizeof err));
    CHECK(s.cursors[s.cursor_index].kind == HD_RECT && s.cursors[s.cursor_index].w == 4);
    CHECK(!placed); /* a relative spec places nothing */
    CHECK(!hd_scene_apply_spec(&s, false, false, "wedge:5", &at, &placed, err, sizeof err));
    hd_scene_set_mouse(&s, (hd_vec2){10, 2.5});
    hd_scene_update(&s, 100, 100);
    char cmd[300];
    hd_scene_check_command(&s, "hitdemo", cmd, sizeof cmd);
    CHECK(strcmp(cmd, "hitdemo --check rect:0,0,10,5 rect:8,1.5,4,2") == 0);
    hd_scene_check_command(&s, "/opt/hit demo/bin/hitdemo", cmd, sizeof cmd);
    CHECK(strcmp(cmd, "'/opt/hit demo/bin/hitdemo' --check rect:0,0,10,5 rect:8,1.5,4,2") == 0);
    hd_scene_check_command(&s, "/tmp/it's/hitdemo", cmd, sizeof cmd);
    CHECK(strcmp(cmd, "'/tmp/it'\\''s/hitdemo' --check rect:0,0,10,5 rect:8,1.5,4,2") == 0);
}

/* C takes the full spec that the HUD shows as well as the relative one:
 * the cursor rebuilt at the placed mouse is that shape, every double the
 * same; a polygon's full form (its count is a relative one's too) with
 * full = true (the field's Tab). */
static void typed_full_cursor(void)
{
    static const struct {
        bool full;
        const char *spec;
    } cases[] = {
        {false, "circle:852,476,20"},
        {false, "point:3.25,-7"},
        {false, "rect:99,47,40,40"},
        {false, "rect:0.1,0.7,0.3,1e-09"},
        {false, "line:10,20,30.5,-4"},
        {false, "capsule:0,0,400,300,15"},
        {false, "circle:103,54.00000000000001,5"},
        {true, "polygon:830,460,870,480,850,520,800,510"},
        {true, "polygon:0.1,0.2,0.7,0.2,0.4,0.9"},
        {true, "circle:1e-30,5,1"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        static hd_scene s;
        hd_scene_init(&s);
        char err[300] = "", spec[400];
        hd_vec2 at = {0, 0};
        bool placed = false;
        bool ok = hd_scene_apply_spec(&s, false, cases[i].full, cases[i].spec, &at, &placed, err, sizeof err);
        CHECK(ok && placed);
        if (!ok) {
            fprintf(stderr, "  %s: %s\n", cases[i].spec, err);
            continue;
        }
        hd_scene_set_mouse(&s, at);
        hd_scene_update(&s, 800, 600);
        hd_shape sc = hd_scene_cursor(&s);
        hd_shape_format(&sc, spec, sizeof spec);
        CHECK(strcmp(spec, cases[i].spec) == 0);
        if (strcmp(spec, cases[i].spec) != 0) fprintf(stderr, "  typed %s, built %s\n", cases[i].spec, spec);
    }
    static hd_scene s;
    hd_scene_init(&s);
    char err[300];
    hd_vec2 at;
    bool placed = false;
    /* not a cursor kind, a bad full spec: a message, nothing changes */
    CHECK(!hd_scene_apply_spec(&s, false, false, "wedge:0,0,5,0,90", &at, &placed, err, sizeof err));
    CHECK(strstr(err, "wedge is not a cursor kind") != NULL && !placed);
    CHECK(!hd_scene_apply_spec(&s, false, false, "circle:0,0,-3", &at, &placed, err, sizeof err));
    CHECK(strstr(err, "radius must be >= 0") != NULL && !placed);
    CHECK(!hd_scene_apply_spec(&s, false, true, "polygon:0,0,10,0,0,10,10,10", &at, &placed, err, sizeof err));
    CHECK(strstr(err, "not simple") != NULL && !placed);
    /* a count that fits neither form names both */
    CHECK(!hd_scene_apply_spec(&s, false, false, "circle:1,2", &at, &placed, err, sizeof err));
    CHECK(strstr(err, "circle:X,Y,R") != NULL && !placed);
    /* without `full` a polygon is relative, as --cursor reads it */
    CHECK(hd_scene_apply_spec(&s, false, false, "polygon:0,-4,4,0,0,4", &at, &placed, err, sizeof err));
    CHECK(!placed && s.cursors[s.cursor_index].off[0].y == -4);
}

/* The label pass (labels.c): a free place is kept, a taken one moves
 * (first to the right), no room drops it, obstacles and the bounds hold. */
static void label_placement(void)
{
    hd_label_place l[3] = {
        {100, 100, 5, -10, 40, 20, false, false, {0, 0, 0, 0}},
        {100, 100, 5, -10, 40, 20, false, false, {0, 0, 0, 0}}, /* the same place: moves */
        {5, 5, 5, 5, 400, 400, false, false, {0, 0, 0, 0}},     /* bigger than any free room: dropped */
    };
    hd_pxbox obs[1] = {{0, 0, 60, 60}};
    int lost = hd_labels_place(l, 3, obs, 1, 0, 300, 200, 6);
    CHECK(lost == 1);
    CHECK(l[0].placed && !l[0].moved && l[0].box.x0 == 105 && l[0].box.y0 == 90);
    CHECK(l[1].placed && l[1].moved && !hd_pxbox_overlap(l[1].box, l[0].box) && !hd_pxbox_overlap(l[1].box, obs[0]));
    CHECK(l[1].box.x0 >= 0 && l[1].box.y0 >= 0 && l[1].box.x1 <= 300 && l[1].box.y1 <= 200);
    CHECK(!l[2].placed);
    /* an anchor under a hiding obstacle (the HUD): dropped, though there is room */
    hd_label_place u = {30, 30, 5, 5, 20, 10, false, false, {0, 0, 0, 0}};
    CHECK(hd_labels_place(&u, 1, obs, 1, 1, 300, 200, 6) == 1 && !u.placed);
    CHECK(hd_labels_place(&u, 1, obs, 1, 0, 300, 200, 6) == 0 && u.placed && u.moved);
    /* touching edges is not overlapping */
    CHECK(!hd_pxbox_overlap((hd_pxbox){0, 0, 10, 10}, (hd_pxbox){10, 0, 20, 10}));
    CHECK(hd_pxbox_overlap((hd_pxbox){0, 0, 10, 10}, (hd_pxbox){9.5, 9.5, 20, 20}));
}

/* An hd_scene is a plain value (the copy rule of geom.h): a copy keeps its
 * polygon base and cursor after the original is overwritten, no fix-up. */
static void scene_copy(void)
{
    static hd_scene s, c;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_POLYGON);
    hd_cursor_tpl t;
    hd_cursor_default(HD_POLYGON, &t);
    hd_scene_set_cursor(&s, &t);
    hd_scene_set_mouse(&s, (hd_vec2){640, 260}); /* on the base's top edge */
    hd_scene_update(&s, 1280, 720);
    bool collide = s.collide;
    int hits = s.hit_count;
    char a[4096], b[4096];
    hd_shape sb = hd_scene_base(&s), sc = hd_scene_cursor(&s);
    hd_shape_format(&sb, a, sizeof a);
    CHECK(sb.kind == HD_POLYGON && sc.kind == HD_POLYGON && hits > 0);
    c = s;
    memset(&s, 0x7F, sizeof s);
    hd_shape cb = hd_scene_base(&c);
    hd_shape_format(&cb, b, sizeof b);
    CHECK(strcmp(a, b) == 0);
    hd_scene_update(&c, 1280, 720);
    CHECK(c.collide == collide && c.hit_count == hits);
}

int main(void)
{
    RUN(tessellation_zoomed);
    RUN(scene_copy);
    RUN(label_placement);
    RUN(typed_full_cursor);
    RUN(defaults_centred);
    RUN(recentre);
    RUN(cursors);
    RUN(scene);
    RUN(options);
    RUN(scripts);
    RUN(tessellation);
    RUN(text_field);
    return check_failures ? 1 : 0;
}
