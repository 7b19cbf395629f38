/* test_hud.c: the HUD's text (pure, no SDL): every line fits the window,
 * the specs are the exact text `hitdemo --check` takes, and the states that
 * used to confuse (containment, touching, the mouse outside) have words. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hud_text.h"
#include "scene.h"

static hd_hud_line lines[HD_HUD_LINES];

/* The HUD of scene s in a win_w x win_h window at pixel ratio k, with the
 * column count hud.c uses. Returns the line count. */
static int hud_of(hd_scene *s, int win_w, int win_h, int k, const hd_show *show, bool inside, int *cols)
{
    hd_view v = hd_view_make(win_w, win_h, win_w * k, win_h * k, 1);
    hd_scene_update(s, v.log_w, v.log_h);
    hd_hud h = {.mouse_inside = inside, .mouse_wx = s->mouse.x, .mouse_wy = s->mouse.y, .frame_ms = -1};
    *cols = (v.draw_w - 8 * k) / (8 * k);
    return hd_hud_text(&v, s, show, &h, *cols, lines, HD_HUD_LINES);
}

static bool any_line_has(int n, const char *text)
{
    for (int i = 0; i < n; i++)
        if (strstr(lines[i].text, text)) return true;
    return false;
}

/* The HUD's text with wrapped lines joined back (continuations start with
 * two spaces). */
static void joined(int n, char *out, size_t cap)
{
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *t = lines[i].text;
        if (i > 0 && strncmp(t, "  ", 2) == 0) t += 2;
        else if (i > 0) strncat(out, "\n", cap - strlen(out) - 1);
        strncat(out, t, cap - strlen(out) - 1);
    }
}

/* 1. In a 640x400 window at ratio 1 and 2, no line is longer than the
 * columns that fit, for every base and cursor kind, also with a long
 * polygon cursor. */
static void lines_fit_640x400(void)
{
    hd_show show = {.hud = true, .naive = true, .dist = true};
    for (int k = 1; k <= 2; k++)
        for (int b = 0; b < HD_KIND_COUNT; b++)
            for (int c = 0; c < HD_CURSOR_COUNT; c++) {
                hd_scene s;
                hd_scene_init(&s);
                hd_scene_set_base_kind(&s, (hd_kind)b);
                s.cursor_index = c;
                hd_scene_set_mouse(&s, (hd_vec2){301.25, 187.5});
                int cols, n = hud_of(&s, 640, 400, k, &show, true, &cols);
                CHECK(n > 5);
                CHECK(n * 11 * k + 8 * k <= 400 * k); /* the panel fits the height */
                for (int i = 0; i < n; i++) CHECK((int)strlen(lines[i].text) <= cols);
            }
    /* a 12-vertex polygon cursor with long numbers wraps, nothing lost */
    hd_scene s;
    hd_scene_init(&s);
    hd_cursor_tpl t;
    char err[256];
    CHECK(hd_cursor_parse("polygon:30.125,0.5,25.5,15.25,15.25,25.5,0.5,30.125,-15.25,25.5,-25.5,15.25,"
                          "-30.125,0.5,-25.5,-15.25,-15.25,-25.5,0.5,-30.125,15.25,-25.5,25.5,-15.25",
                          &t, err, sizeof err));
    hd_scene_set_cursor(&s, &t);
    hd_scene_set_mouse(&s, (hd_vec2){100.5, 100.5});
    int cols, n = hud_of(&s, 640, 400, 1, &show, true, &cols);
    for (int i = 0; i < n; i++) CHECK((int)strlen(lines[i].text) <= cols);
    static char all[8000];
    joined(n, all, sizeof all);
    char spec[2400];
    hd_shape sc = hd_scene_cursor(&s);
    hd_shape_format(&sc, spec, sizeof spec);
    /* wrapping breaks only after a comma or a space, so joining the lines
     * gives the spec back exactly */
    CHECK(strstr(all, spec) != NULL);
}

/* 2. The base and cursor are shown as the specs hitdemo --check takes. */
static void specs_are_check_specs(void)
{
    hd_show show = {.hud = true};
    hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_RECT);
    hd_scene_set_mouse(&s, (hd_vec2){12, 40});
    int cols, n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "base:   rect:440,260,400,200"));
    CHECK(any_line_has(n, "cursor: circle:12,40,20   (radius 20)"));
    CHECK(any_line_has(n, "collide: no   apart"));
    /* for people: the logical point, no window point, no drawable size */
    CHECK(any_line_has(n, "mouse at (12,40)"));
    CHECK(!any_line_has(n, "window") && !any_line_has(n, "drawable") && !any_line_has(n, "pixel ratio"));
    CHECK(!any_line_has(n, "frame")); /* no frame time before the first frame */
    /* F3 / --debug-hud: the developer's lines */
    show.debug_hud = true;
    n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "mouse: window 12,40   logical (12,40)"));
    CHECK(any_line_has(n, "drawable 1280x720"));
}

/* 2b. Numbers on screen: 6 significant digits unless P (full_numbers);
 * words with digits stay as they are. */
static void numbers_rounded(void)
{
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"circle:103,54.00000000000001,5", "circle:103,54,5"},
        {"distance 7.105427357601002e-15", "distance 7.10543e-15"},
        {"(0.30000000000000004,-1e+50)", "(0.3,-1e+50)"},
        {"F1 help  1280x720  x2  0x10  2nd", "F1 help  1280x720  x2  0x10  2nd"},
        {"|c - q|\xc2\xb2 = 900  (r = 30.123456789)", "|c - q|\xc2\xb2 = 900  (r = 30.1235)"},
        {"-0 and .5 and 1e-300", "0 and 0.5 and 1e-300"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[200];
        hd_hud_round_numbers(cases[i].in, out, sizeof out);
        CHECK(strcmp(out, cases[i].out) == 0);
        if (strcmp(out, cases[i].out) != 0) fprintf(stderr, "  %s -> %s (want %s)\n", cases[i].in, out, cases[i].out);
    }
    char tiny[6];
    CHECK(hd_hud_round_numbers("circle:1,2,3", tiny, sizeof tiny) == 12 && strcmp(tiny, "circl") == 0);
    /* the HUD: rounded by default, exact with full_numbers */
    hd_show show = {.hud = true};
    hd_scene s;
    hd_scene_init(&s);
    static hd_shape_buf b;
    char err[200];
    CHECK(hd_shape_parse_buf("rect:0,0,100,50", &b, err, sizeof err));
    hd_shape bs = hd_shape_of(&b);
    hd_scene_set_base(&s, &bs);
    hd_scene_set_mouse(&s, (hd_vec2){103, 54.00000000000001});
    int cols, n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "cursor: circle:103,54,20"));
    show.full_numbers = true;
    n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "cursor: circle:103,54.00000000000001,20"));
}

/* 2b. The message line is never rounded: Ctrl+C's `copied: ...` shows the
 * command digit for digit (rounded, 54.00000000000001 would show as 54, a
 * command that gives the other answer), in the full and the compact HUD. */
static void message_exact(void)
{
    hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_mouse(&s, (hd_vec2){103, 54.00000000000001});
    const char *msg = "copied: hitdemo --check rect:0,0,100,50 circle:103,54.00000000000001,5";
    for (int compact = 0; compact <= 1; compact++) {
        hd_show show = {.hud = true, .hud_compact = compact == 1};
        hd_view v = hd_view_make(1280, 720, 1280, 720, 1);
        hd_scene_update(&s, v.log_w, v.log_h);
        hd_hud h = {.mouse_inside = true, .frame_ms = -1, .message = msg};
        int n = hd_hud_text(&v, &s, &show, &h, 150, lines, HD_HUD_LINES);
        CHECK(any_line_has(n, "circle:103,54.00000000000001,5"));
        CHECK(!any_line_has(n, "circle:103,54,5"));
        /* the rest of the HUD stays rounded */
        if (!compact) CHECK(any_line_has(n, "cursor: circle:103,54,20"));
    }
}

/* 2c. The compact HUD (Shift+H, the presentation preset): the verdict and
 * the lines of the overlays that are on, not the specs or the view. */
static void compact_hud(void)
{
    hd_show show = {.hud = true, .hud_compact = true, .dist = true};
    hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_RECT);
    hd_scene_set_mouse(&s, (hd_vec2){12, 40});
    int cols, n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(n == 2);
    CHECK(any_line_has(n, "collide: no   apart"));
    CHECK(any_line_has(n, "distance "));
    CHECK(!any_line_has(n, "base:") && !any_line_has(n, "pixel ratio"));
    /* I: the family and the deciding line, not every value */
    show.inner = true;
    n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(n == 4);
    CHECK(any_line_has(n, "circle/rect: clamp the centre") && any_line_has(n, "r\xc2\xb2"));
    CHECK(!any_line_has(n, "exact answer"));
}

/* 3. Containment reads as containment; hit points are listed (up to 8). */
static void words_for_states(void)
{
    hd_show show = {.hud = true};
    hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, HD_RECT); /* rect:440,260,400,200 at 1280x720 */
    hd_scene_set_mouse(&s, (hd_vec2){640, 360});
    int cols, n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "collide: yes   contains the cursor")); /* hd_relate's words */
    CHECK(any_line_has(n, "hit points: 0"));
    /* a circle across the left edge: two hit points with coordinates */
    hd_scene_set_mouse(&s, (hd_vec2){440, 360});
    n = hud_of(&s, 1280, 720, 1, &show, true, &cols);
    CHECK(any_line_has(n, "hit points: 2  (440,340) (440,380)"));
    CHECK(any_line_has(n, "overlapping"));
    /* the mouse outside the window: said, and no answer is claimed */
    n = hud_of(&s, 1280, 720, 1, &show, false, &cols);
    CHECK(any_line_has(n, "mouse outside the window"));
    CHECK(!any_line_has(n, "collide:"));
    /* before any mouse position */
    hd_scene_init(&s);
    n = hud_of(&s, 1280, 720, 1, &show, false, &cols);
    CHECK(any_line_has(n, "move the mouse into the window"));
}

/* 4. N: the naive formula's answer beside the right one, in the alert
 * colour when they disagree (the French half-width slip near a corner). */
static void naive_beside_right(void)
{
    hd_show show = {.hud = true, .naive = true};
    hd_scene s;
    hd_scene_init(&s);
    hd_shape base = {.kind = HD_RECT, .rect = {0, 0, 400, 360}};
    hd_scene_set_base(&s, &base);
    hd_cursor_tpl t;
    char err[256];
    CHECK(hd_cursor_parse("circle:4", &t, err, sizeof err));
    hd_scene_set_cursor(&s, &t);
    hd_scene_set_mouse(&s, (hd_vec2){403, 363}); /* the corner is sqrt(18) > 4 away */
    int cols, n = hud_of(&s, 800, 600, 1, &show, true, &cols);
    bool found = false;
    for (int i = 0; i < n; i++)
        if (strstr(lines[i].text, "naive: hit, right: miss")) found = lines[i].alert;
    CHECK(found);
    CHECK(any_line_has(n, "the seed formula is wrong here"));
    /* far inside: they agree, nothing in the alert colour */
    hd_scene_set_mouse(&s, (hd_vec2){200, 200});
    n = hud_of(&s, 800, 600, 1, &show, true, &cols);
    CHECK(any_line_has(n, "naive: hit, right: hit"));
    for (int i = 0; i < n; i++) CHECK(!lines[i].alert);
    /* a pair the articles have no formula for */
    hd_scene_set_base_kind(&s, HD_CAPSULE);
    n = hud_of(&s, 800, 600, 1, &show, true, &cols);
    CHECK(any_line_has(n, "naive: the seed articles have no formula for this pair"));
    /* N off: no naive line */
    show.naive = false;
    n = hud_of(&s, 800, 600, 1, &show, true, &cols);
    CHECK(!any_line_has(n, "naive:"));
}

/* 5. "touching" also where a shape is concave (no push-out vector there):
 * the default concave polygon at 1280x720 has its top edge at y 260. */
static hd_scene touch_scene(hd_kind base, const char *cursor, hd_vec2 m)
{
    hd_scene s;
    hd_scene_init(&s);
    hd_scene_set_base_kind(&s, base);
    hd_cursor_tpl t;
    char err[256];
    CHECK(hd_cursor_parse(cursor, &t, err, sizeof err));
    hd_scene_set_cursor(&s, &t);
    hd_scene_set_mouse(&s, m);
    hd_scene_update(&s, 1280, 720);
    return s;
}

static void touching_concave(void)
{
    static const struct {
        hd_kind base;
        const char *cursor;
        double x, y;
        const char *want;
    } cases[] = {
        {HD_POLYGON, "circle:20", 640, 240, "touching (distance 0, interiors apart)"}, /* on the top edge */
        {HD_POLYGON, "point", 640, 260, "touching (distance 0, interiors apart)"},
        {HD_POLYGON, "circle:20", 640, 250, "overlapping"},
        {HD_POLYGON, "rect:40,40", 640, 240, "touching (distance 0, interiors apart)"}, /* rect on the edge */
        {HD_POLYGON, "rect:40,40", 640, 241, "overlapping"},
        {HD_POLYGON, "polygon:-20,-20,40,-10,60,20,-20,20,-40,0", 640, 240, "touching (distance 0, interiors apart)"},
        {HD_POLYGON, "line:640,100", 640, 260, "touching (distance 0, interiors apart)"}, /* ends on the edge */
        {HD_POLYGON, "line:640,100", 640, 300, "overlapping"},                          /* runs into it */
        {HD_ARC, "circle:20", 640, 210, "touching (distance 0, interiors apart)"}, /* outer rim, r 130 + 20 */
        {HD_ARC, "circle:20", 640, 215, "overlapping"},
        {HD_ARC, "point", 640, 230, "touching (distance 0, interiors apart)"},
        {HD_WEDGE, "circle:20", 640, 510, "touching (distance 0, interiors apart)"}, /* r 130 + 20 below */
        {HD_POLYGON, "circle:20", 640, 420, "apart"},
        {HD_POLYGON, "circle:20", 640, 400, "overlapping"}, /* pokes up past the notch vertex */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hd_scene s = touch_scene(cases[i].base, cases[i].cursor, (hd_vec2){cases[i].x, cases[i].y});
        /* a copy: an hd_scene is a plain value, no fix-up */
        if (strcmp(hd_scene_state(&s), cases[i].want) != 0) {
            fprintf(stderr, "case %zu: %s vs %s at %g,%g: '%s', want '%s'\n", i, hd_kind_name(cases[i].base),
                    cases[i].cursor, cases[i].x, cases[i].y, hd_scene_state(&s), cases[i].want);
            check_failures++;
        }
    }
}

int main(void)
{
    RUN(lines_fit_640x400);
    RUN(specs_are_check_specs);
    RUN(numbers_rounded);
    RUN(message_exact);
    RUN(compact_hud);
    RUN(words_for_states);
    RUN(naive_beside_right);
    RUN(touching_concave);
    return check_failures ? 1 : 0;
}
