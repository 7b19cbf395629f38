/* test_view.c: the window -> logical -> pixel mapping (no SDL). */
#include "check.h"
#include "view.h"

static void check_vec(hd_vec2 v, double x, double y, double tol, int line)
{
    if (!(fabs(v.x - x) <= tol && fabs(v.y - y) <= tol)) {
        fprintf(stderr, "test_view.c:%d: got (%.17g,%.17g), expected (%.17g,%.17g)\n", line, v.x,
                v.y, x, y);
        check_failures++;
    }
}
#define VEC(v, x, y) check_vec((v), (x), (y), 0.0, __LINE__)
#define VEC_NEAR(v, x, y, t) check_vec((v), (x), (y), (t), __LINE__)

/* 1. ratio 1: window, pixels and logical units coincide */
static void ratio_1(void)
{
    hd_view v = hd_view_make(800, 600, 800, 600, 1);
    CHECK_EQ(v.ratio_x, 1);
    CHECK_EQ(v.ratio_y, 1);
    CHECK_EQ(v.log_w, 800);
    CHECK_EQ(v.log_h, 600);
    VEC(hd_view_to_logical(&v, 250, 250), 250, 250);
    VEC(hd_view_to_pixels(&v, (hd_vec2){250, 250}), 250, 250);
}

/* 2. ratio 2 (Retina): logical = window points, drawn at twice the pixels */
static void ratio_2(void)
{
    hd_view v = hd_view_make(800, 600, 1600, 1200, 1);
    CHECK_EQ(v.ratio_x, 2);
    CHECK_EQ(v.ratio_y, 2);
    CHECK_EQ(v.scale_x, 2);
    CHECK_EQ(v.log_w, 800);
    CHECK_EQ(v.log_h, 600);
    VEC(hd_view_to_logical(&v, 250, 250), 250, 250);
    VEC(hd_view_to_pixels(&v, (hd_vec2){100, 50}), 200, 100);
}

/* 3. the example: window 800x600, ratio 2, zoom 2, mouse 250,250 */
static void ratio_2_zoom_2(void)
{
    hd_view v = hd_view_make(800, 600, 1600, 1200, 2);
    CHECK_EQ(v.scale_x, 4);
    CHECK_EQ(v.scale_y, 4);
    CHECK_EQ(v.log_w, 400);
    CHECK_EQ(v.log_h, 300);
    VEC(hd_view_to_logical(&v, 250, 250), 125, 125);
    /* rect:100,100,100,50 covers pixels 400..800 x 400..600 */
    VEC(hd_view_to_pixels(&v, (hd_vec2){100, 100}), 400, 400);
    VEC(hd_view_to_pixels(&v, (hd_vec2){200, 150}), 800, 600);
}

/* 4. fractional ratio 1.5 */
static void ratio_1_5(void)
{
    hd_view v = hd_view_make(1280, 720, 1920, 1080, 1);
    CHECK_EQ(v.ratio_x, 1.5);
    CHECK_EQ(v.ratio_y, 1.5);
    CHECK_EQ(v.log_w, 1280);
    CHECK_EQ(v.log_h, 720);
    VEC(hd_view_to_pixels(&v, (hd_vec2){10, 10}), 15, 15);
    VEC(hd_view_to_logical(&v, 100, 100), 100, 100);
    VEC(hd_view_to_logical(&v, 1279, 719), 1279, 719);
}

/* 5. unequal ratios per axis, with and without zoom */
static void ratio_unequal(void)
{
    hd_view v = hd_view_make(800, 600, 1600, 900, 1);
    CHECK_EQ(v.ratio_x, 2);
    CHECK_EQ(v.ratio_y, 1.5);
    CHECK_EQ(v.log_w, 800);
    CHECK_EQ(v.log_h, 600);
    VEC(hd_view_to_pixels(&v, (hd_vec2){100, 100}), 200, 150);
    VEC(hd_view_to_logical(&v, 400, 300), 400, 300);

    hd_view z = hd_view_make(800, 600, 1600, 900, 2);
    CHECK_EQ(z.scale_x, 4);
    CHECK_EQ(z.scale_y, 3);
    CHECK_EQ(z.log_w, 400);
    CHECK_EQ(z.log_h, 300);
    VEC(hd_view_to_logical(&z, 400, 300), 200, 150);
    VEC(hd_view_to_pixels(&z, (hd_vec2){200, 150}), 800, 450);
}

/* 6. zoom alone, its limits, bad zoom values */
static void zoom(void)
{
    hd_view a = hd_view_make(1000, 500, 1000, 500, 0.25);
    CHECK_EQ(a.log_w, 4000);
    CHECK_EQ(a.log_h, 2000);
    VEC(hd_view_to_logical(&a, 10, 20), 40, 80);
    VEC(hd_view_to_pixels(&a, (hd_vec2){40, 80}), 10, 20);
    hd_view b = hd_view_make(1000, 500, 1000, 500, 8);
    CHECK_EQ(b.log_w, 125);
    CHECK_EQ(b.log_h, 62.5);
    VEC(hd_view_to_logical(&b, 1000, 500), 125, 62.5);
    hd_view c = hd_view_make(1000, 500, 1000, 500, 0);
    CHECK_EQ(c.zoom, 1);
    hd_view d = hd_view_make(1000, 500, 1000, 500, NAN);
    CHECK_EQ(d.zoom, 1);
    hd_view e = hd_view_make(1000, 500, 1000, 500, -2);
    CHECK_EQ(e.zoom, 1);
}

/* 7. a resize changes the logical size; the same window point maps anew */
static void resize(void)
{
    hd_view before = hd_view_make(800, 600, 1600, 1200, 2);
    hd_view after = hd_view_make(1000, 400, 2000, 800, 2);
    CHECK_EQ(before.log_w, 400);
    CHECK_EQ(after.log_w, 500);
    CHECK_EQ(after.log_h, 200);
    VEC(hd_view_to_logical(&after, 1000, 400), 500, 200);
    /* a display change: same window, the ratio goes from 2 to 1 */
    hd_view moved = hd_view_make(1000, 400, 1000, 400, 2);
    CHECK_EQ(moved.ratio_x, 1);
    CHECK_EQ(moved.log_w, 500);
    VEC(hd_view_to_pixels(&moved, (hd_vec2){500, 200}), 1000, 400);
}

/* 8. points outside the window map linearly (no clamping) */
static void outside(void)
{
    hd_view v = hd_view_make(800, 600, 1600, 1200, 2);
    VEC(hd_view_to_logical(&v, -100, 700), -50, 350);
    VEC(hd_view_to_pixels(&v, (hd_vec2){-50, 350}), -200, 1400);
    VEC(hd_view_to_window(&v, (hd_vec2){-50, 350}), -100, 700);
    VEC(hd_view_to_logical(&v, 1e5, -1e5), 5e4, -5e4);
}

/* 9. headless drawable round(W*R): the ratio is the rounded one and the
 *    logical size stays W/zoom */
static void rounded_drawable(void)
{
    hd_view v = hd_view_make(333, 111, 500, 167, 1.5); /* R = 1.5 */
    CHECK_NEAR(v.ratio_x, 500.0 / 333, 0);
    CHECK_NEAR(v.ratio_y, 167.0 / 111, 0);
    CHECK_NEAR(v.log_w, 222, 1e-12);
    CHECK_NEAR(v.log_h, 74, 1e-12);
    VEC_NEAR(hd_view_to_logical(&v, 333, 111), 222, 74, 1e-12);
    VEC_NEAR(hd_view_to_pixels(&v, (hd_vec2){222, 74}), 500, 167, 1e-9);
}

/* 10. a minimised window (size 0) does not divide by zero */
static void zero_size(void)
{
    hd_view v = hd_view_make(0, 0, 0, 0, 1);
    CHECK_EQ(v.win_w, 1);
    CHECK_EQ(v.draw_h, 1);
    CHECK_EQ(v.ratio_x, 1);
    CHECK_EQ(v.log_w, 1);
}

/* 11. the +/- zoom ladder and its limits */
static void zoom_steps(void)
{
    CHECK_EQ(hd_view_zoom_step(1, +1), 1.25);
    CHECK_EQ(hd_view_zoom_step(1, -1), 0.75);
    CHECK_EQ(hd_view_zoom_step(1.1, +1), 1.25);
    CHECK_EQ(hd_view_zoom_step(1.1, -1), 1);
    CHECK_EQ(hd_view_zoom_step(8, +1), 10);
    CHECK_EQ(hd_view_zoom_step(1024, +1), 1024);
    CHECK_EQ(hd_view_zoom_step(0.125, -1), 0.125);
    CHECK_EQ(hd_view_zoom_step(0.25, -1), 0.125);
    CHECK_EQ(hd_view_zoom_step(6, +1), 8);
    CHECK_EQ(hd_view_zoom_step(2000, 0), 1024);
    CHECK_EQ(hd_view_zoom_step(0.01, 0), 0.125);
    /* the whole ladder, up and down, one step at a time */
    int ups = 0;
    for (double z = HD_ZOOM_MIN; z < HD_ZOOM_MAX; z = hd_view_zoom_step(z, +1)) ups++;
    int downs = 0;
    for (double z = HD_ZOOM_MAX; z > HD_ZOOM_MIN; z = hd_view_zoom_step(z, -1)) downs++;
    CHECK(ups == downs && ups == 28);
}

/* 13. zoom about the mouse: the logical point under the mouse stays under
 *     it at every step of the ladder, in and out, at ratios 1, 1.5 and 2;
 *     a one-unit gap fills the window at the top zoom */
static void zoom_at_mouse(void)
{
    static const double ratios[] = {1, 1.5, 2};
    int bad = 0;
    for (int r = 0; r < 3; r++) {
        hd_view v = hd_view_make(800, 600, (int)(800 * ratios[r]), (int)(600 * ratios[r]), 1);
        const double wx = 613, wy = 211; /* the mouse */
        hd_vec2 under = hd_view_to_logical(&v, wx, wy);
        for (int dir = +1; dir >= -1; dir -= 2)
            for (int i = 0; i < 30; i++) {
                double to = hd_view_zoom_step(v.zoom, dir);
                hd_vec2 o = hd_view_zoom_origin(&v, to, wx, wy);
                v = hd_view_at(hd_view_make(v.win_w, v.win_h, v.draw_w, v.draw_h, to), o);
                hd_vec2 now = hd_view_to_logical(&v, wx, wy);
                if (fabs(now.x - under.x) > 1e-9 || fabs(now.y - under.y) > 1e-9) bad++;
                /* and the pixel under the mouse draws that point */
                hd_vec2 px = hd_view_to_pixels(&v, under);
                if (fabs(px.x - wx * v.ratio_x) > 1e-6 || fabs(px.y - wy * v.ratio_y) > 1e-6) bad++;
            }
    }
    CHECK_EQ(bad, 0);
    hd_view top = hd_view_make(800, 600, 800, 600, HD_ZOOM_MAX);
    CHECK(top.log_w < 1); /* one logical unit is wider than the window */
}

/* 14. a panned view: window -> logical -> window and pixels, round trip */
static void panned(void)
{
    hd_view v = hd_view_at(hd_view_make(800, 600, 1600, 1200, 4), (hd_vec2){-37.5, 1000.25});
    VEC(hd_view_to_logical(&v, 0, 0), -37.5, 1000.25);
    VEC(hd_view_to_logical(&v, 400, 300), 62.5, 1075.25);
    VEC(hd_view_to_window(&v, (hd_vec2){62.5, 1075.25}), 400, 300);
    VEC(hd_view_to_pixels(&v, (hd_vec2){62.5, 1075.25}), 800, 600);
    VEC(hd_view_centre(&v), 62.5, 1075.25);
    hd_view n = hd_view_at(v, (hd_vec2){NAN, INFINITY});
    VEC(n.origin, 0, 0);
}

/* 12. fractional ratios (headless round(W*R) drawables): a window point
 *     maps to exactly w / zoom, whatever the ratio, so a mouse exactly on
 *     an edge is on it; the logical size is exactly W / zoom, so the default
 *     shapes are centred in the same place at every ratio */
static void exact_at_any_ratio(void)
{
    static const double ratios[] = {0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3};
    static const double zooms[] = {0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8};
    static const int wins[] = {1, 277, 333, 601, 801, 999, 1001, 1280, 1919};
    int bad = 0;
    for (size_t r = 0; r < sizeof ratios / sizeof ratios[0]; r++)
        for (size_t z = 0; z < sizeof zooms / sizeof zooms[0]; z++)
            for (size_t w = 0; w < sizeof wins / sizeof wins[0]; w++) {
                int W = wins[w], Hh = wins[(w + 3) % (sizeof wins / sizeof wins[0])];
                int dw = (int)floor(W * ratios[r] + 0.5), dh = (int)floor(Hh * ratios[r] + 0.5);
                hd_view v = hd_view_make(W, Hh, dw, dh, zooms[z]);
                if (v.log_w != W / zooms[z] || v.log_h != Hh / zooms[z]) bad++;
                for (int p = 0; p <= 1600; p += 25) {
                    hd_vec2 l = hd_view_to_logical(&v, p, p);
                    if (l.x != p / zooms[z] || l.y != p / zooms[z]) bad++;
                }
            }
    CHECK_EQ(bad, 0);
    /* the case found by QA: window 333 at ratio 1.5 (drawable 500), mouse
     * 200,150 is the corner of rect:100,100,100,50 */
    hd_view v = hd_view_make(333, 277, 500, 416, 1);
    VEC(hd_view_to_logical(&v, 200, 150), 200, 150);
    hd_view h = hd_view_make(333, 600, 167, 300, 3); /* ratio ~0.5: centre 55.5 */
    CHECK_EQ(h.log_w, 111);
}

/* The UI scale steps: up and down one step, the ends held, between steps
 * to the next one, and dir 0 clamps. */
static void ui_steps(void)
{
    CHECK(hd_view_ui_step(1, +1) == 1.25 && hd_view_ui_step(1, -1) == 0.75);
    CHECK(hd_view_ui_step(2, +1) == 2.5 && hd_view_ui_step(2.5, -1) == 2);
    CHECK(hd_view_ui_step(4, +1) == 4 && hd_view_ui_step(0.5, -1) == 0.5);
    CHECK(hd_view_ui_step(1.1, +1) == 1.25 && hd_view_ui_step(1.1, -1) == 1);
    CHECK(hd_view_ui_step(9, 0) == 4 && hd_view_ui_step(0.1, 0) == 0.5 && hd_view_ui_step(1.3, 0) == 1.3);
    double s = 0.5;
    int ups = 0;
    while (s < 4 && ups < 20) s = hd_view_ui_step(s, +1), ups++;
    CHECK(ups == 10);
}

int main(void)
{
    RUN(ui_steps);
    RUN(ratio_1);
    RUN(ratio_2);
    RUN(ratio_2_zoom_2);
    RUN(ratio_1_5);
    RUN(ratio_unequal);
    RUN(zoom);
    RUN(resize);
    RUN(outside);
    RUN(rounded_drawable);
    RUN(zero_size);
    RUN(zoom_steps);
    RUN(exact_at_any_ratio);
    RUN(zoom_at_mouse);
    RUN(panned);
    return check_failures ? 1 : 0;
}
