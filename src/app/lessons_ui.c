/* lessons_ui.c: lessons in the window (see lessons_ui.h). */
#include "lessons_ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hud.h"
#include "toolbar.h"

#ifndef HD_ASSET_DIR
#define HD_ASSET_DIR "assets"
#endif

static struct {
    char dir[1024];
    char **names;
    int count;
    int index;  /* the step last opened (0-based), -1 none */
    bool open;  /* the lesson is on screen */
    hd_lesson l;
    hd_lesson_view view;
    /* what the lesson turned off or changed, given back when it closes */
    hd_show before;
} L = {.index = -1};

static bool load_list(const char *dir, char *err, size_t errlen)
{
    hd_scenefile_list_free(L.names, L.count);
    L.names = NULL;
    L.count = 0;
    snprintf(L.dir, sizeof L.dir, "%s", dir);
    int n = hd_lesson_list(dir, &L.names, err, errlen);
    if (n < 0) return false;
    L.count = n > HD_LESSON_STEPS_MAX ? HD_LESSON_STEPS_MAX : n;
    if (n == 0) snprintf(err, errlen, "%s: no *.lesson files", dir);
    return n > 0;
}

/* The step's scene in the window, both shapes framed in the space above
 * the panel. */
static void apply(hd_app *a)
{
    const hd_scenefile *sf = &L.l.scene;
    hd_scene_set_base(&a->scene, &sf->base);
    hd_scene_set_cursor(&a->scene, &sf->cursor);
    int sh = L.l.show;
    a->show.dist = sh & HD_LESSON_SHOW_DIST;
    a->show.inner = sh & HD_LESSON_SHOW_INNER;
    a->show.map = sh & HD_LESSON_SHOW_MAP;
    a->show.naive = sh & HD_LESSON_SHOW_NAIVE;
    a->show.outline = sh & HD_LESSON_SHOW_OUTLINE;
    a->show.help = false;
    double z = sf->has_zoom ? sf->zoom : 1.0;
    hd_app_set_view(a, z, a->origin);
    hd_app_place_cursor(a, sf->mouse);
    hd_app_update(a);
    hd_vec2 lo, hi, clo, chi;
    hd_shape_bounds(&a->scene.base, &lo, &hi);
    hd_shape_bounds(&a->scene.cursor, &clo, &chi);
    lo = (hd_vec2){fmin(lo.x, clo.x), fmin(lo.y, clo.y)};
    hi = (hd_vec2){fmax(hi.x, chi.x), fmax(hi.y, chi.y)};
    /* The free space, in window points: above the panel, below the HUD
     * (which sits in a top corner unless moved down). */
    hd_gfx g = hd_app_gfx(a);
    hd_lesson_layout lay = hd_lesson_panel_layout(&g, &L.view, &a->scene, a->view.draw_h);
    double ratio = a->view.draw_h > 0 ? (double)a->view.win_h / a->view.draw_h : 1;
    double top = hd_toolbar_box(&g, a).y1 * ratio, bottom = lay.box.y0 * ratio;
    if (a->show.hud && a->show.hud_corner < 2) {
        hd_hud hud = {.lesson = &L.view, .bottom_px = (int)lay.box.y0, .top_px = (int)(top / ratio)};
        top = hd_hud_measure(&g, &a->scene, &a->show, &hud).y1 * ratio;
    }
    if (bottom < top + 80) top = 0;
    if (bottom < 80) bottom = a->view.win_h;
    /* The step's zoom, or less where both shapes would not fit with a
     * margin (a small window, the presentation preset's larger panel). */
    double bw = hi.x - lo.x, bh = hi.y - lo.y, room_w = 0.85 * a->view.win_w, room_h = 0.8 * (bottom - top);
    if (bw > 0 && room_w / bw < z) z = room_w / bw;
    if (bh > 0 && room_h / bh < z) z = room_h / bh;
    z = hd_view_zoom_step(z, 0);
    hd_vec2 c = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
    hd_app_set_view(a, z, (hd_vec2){c.x - a->view.win_w / 2.0 / z, c.y - (top + bottom) / 2 / z});
    hd_app_place_cursor(a, sf->mouse);
    hd_app_dirty(a);
}

bool hd_lessons_ui_open(hd_app *a, int n, char *err, size_t errlen)
{
    if (L.count == 0) {
        snprintf(err, errlen, "%s: no *.lesson files", L.dir);
        return false;
    }
    if (n < 1 || n > L.count) {
        snprintf(err, errlen, "no lesson step %d (the lesson in %s has steps 1 to %d)", n, L.dir, L.count);
        return false;
    }
    char path[2200];
    snprintf(path, sizeof path, "%s/%s", L.dir, L.names[n - 1]);
    if (!hd_lesson_load(path, &L.l, err, errlen)) return false;
    bool was_open = L.open;
    if (!L.open) L.before = a->show;
    L.open = true;
    L.index = n - 1;
    L.view = (hd_lesson_view){&L.l, n, L.count, L.names[n - 1]};
    /* The panel says what the HUD would (the pair's answers), and the
     * picture needs the room: the HUD goes until H brings it back. */
    if (!was_open) a->show.hud = false;
    apply(a);
    hd_app_message(a, "lesson step %d of %d: %s", n, L.count, L.l.title);
    return true;
}

static void close_lesson(hd_app *a)
{
    L.open = false;
    hd_show keep = a->show;
    a->show = L.before;
    a->show.present = keep.present; /* F5 in the lesson stays */
    a->show.hud_corner = keep.hud_corner;
    a->show.full_numbers = keep.full_numbers;
    hd_app_message(a, "lesson closed (L opens it again at step %d)", L.index + 1);
}

int hd_lessons_ui_init(hd_app *a)
{
    const hd_options *o = a->opt;
    char err[1400];
    bool ok = load_list(o->lessons ? o->lessons : HD_ASSET_DIR "/lessons", err, sizeof err);
    if (o->lesson > 0) {
        if (!ok || !hd_lessons_ui_open(a, o->lesson, err, sizeof err)) {
            fprintf(stderr, "hitdemo: --lesson: %s\n", err);
            return HD_EXIT_USAGE;
        }
    } else if (!ok && o->lessons) {
        fprintf(stderr, "hitdemo: --lessons: %s\n", err);
        return HD_EXIT_USAGE;
    }
    return HD_EXIT_OK;
}

void hd_lessons_ui_shutdown(void)
{
    hd_scenefile_list_free(L.names, L.count);
    L.names = NULL;
    L.count = 0;
    L.open = false;
    L.index = -1;
}

static void open_or_say(hd_app *a, int n)
{
    char err[1400];
    if (!hd_lessons_ui_open(a, n, err, sizeof err)) hd_app_message(a, "%s", err);
}

bool hd_lessons_ui_key_toggle(hd_app *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (L.open) close_lesson(a);
    else open_or_say(a, L.index < 0 ? 1 : L.index + 1);
    return true;
}

bool hd_lessons_ui_key_next(hd_app *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    if (L.index + 1 >= L.count) hd_app_message(a, "that was the last step (Backspace goes back, L closes the lesson)");
    else open_or_say(a, L.index + 2);
    return true;
}

bool hd_lessons_ui_key_prev(hd_app *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    if (L.index == 0) hd_app_message(a, "this is the first step (Space goes on, L closes the lesson)");
    else open_or_say(a, L.index);
    return true;
}

const hd_lesson_view *hd_lessons_ui_view(void)
{
    return L.open ? &L.view : NULL;
}
