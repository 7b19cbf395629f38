/* lessons_ui.c: lessons in the window (see lessons_ui.h). */
#include "lessons_ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "assets.h"
#include "explain.h"
#include "hud_text.h"
#include "hud.h"
#include "toolbar_view.h"
#include "tunnel.h"

/* What the framing was made for: when any of it changes (a resize, the UI
 * scale, F5, the toolbar or the HUD shown or hidden), the step is framed
 * again. */
typedef struct frame_key {
    double win_w, win_h, ui;
    int draw_w, draw_h;
    bool present, toolbar, hud;
    bool run; /* the tunnelling run's line in the panel (it makes the panel taller) */
    int toolbar_h;
} frame_key;

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
    double zoom_before;
    hd_vec2 origin_before;
    frame_key framed;
    char decision[400];
    char motion[480]; /* the tunnelling run's answers, for the panel */
} L = {.index = -1};

static void close_lesson(hd_ctx *a);

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

/* The toolbar rows' bottom edge (drawable pixels; 0 when hidden). */
static int toolbar_bottom(const hd_ctx *a, const hd_gfx *g)
{
    hd_toolbar_state st = {&a->show, &a->scene, a->lesson != NULL};
    hd_toolbar_layout tl;
    hd_toolbar_lay_out(g, &st, &tl);
    return tl.n ? tl.bottom : 0;
}

static frame_key key_of(const hd_ctx *a)
{
    hd_gfx g = hd_ctx_gfx(a);
    frame_key k;
    memset(&k, 0, sizeof k); /* compared with memcmp: no stray padding */
    k.win_w = a->view.win_w;
    k.win_h = a->view.win_h;
    k.ui = a->ui_scale;
    k.draw_w = a->view.draw_w;
    k.draw_h = a->view.draw_h;
    k.present = a->show.present;
    k.toolbar = a->show.toolbar;
    k.hud = a->show.hud;
    k.run = L.view.motion != NULL;
    k.toolbar_h = toolbar_bottom(a, &g);
    return k;
}

static void grow(hd_vec2 *lo, hd_vec2 *hi, hd_vec2 p)
{
    if (!isfinite(p.x) || !isfinite(p.y)) return;
    lo->x = fmin(lo->x, p.x);
    lo->y = fmin(lo->y, p.y);
    hi->x = fmax(hi->x, p.x);
    hi->y = fmax(hi->y, p.y);
}

/* Frames the step: the box of what it shows (both shapes; with I, the
 * algorithm's drawings, such as the projection bars beside the shapes;
 * with M, the collision map's region around the base) centred in the free
 * space, below the toolbar and a HUD in a top corner and above the panel,
 * at the step's zoom or less where the box would not fit with a margin. */
static void frame(hd_ctx *a)
{
    const hd_scenefile *sf = &L.l.scene;
    double z = sf->has_zoom ? sf->zoom : 1.0;
    hd_ctx_set_view(a, z, a->origin);
    hd_ctx_update(a);
    hd_vec2 lo, hi, clo, chi;
    hd_shape vbase = hd_scene_base(&a->scene);
    hd_shape_bounds(&vbase, &lo, &hi);
    hd_shape vcur = hd_scene_cursor(&a->scene);
    hd_shape_bounds(&vcur, &clo, &chi);
    hd_vec2 blo = lo, bhi = hi;
    grow(&lo, &hi, clo);
    grow(&lo, &hi, chi);
    if (sf->has_move) {
        /* the step's move: the cursor at its start and at its end */
        static hd_vec2 mv[HD_POLY_MAX];
        hd_shape c0 = hd_cursor_build(&sf->cursor, sf->mouse, mv);
        hd_vec2 mlo, mhi;
        hd_shape_bounds(&c0, &mlo, &mhi);
        grow(&lo, &hi, mlo);
        grow(&lo, &hi, mhi);
        grow(&lo, &hi, (hd_vec2){mlo.x + sf->move.x, mlo.y + sf->move.y});
        grow(&lo, &hi, (hd_vec2){mhi.x + sf->move.x, mhi.y + sf->move.y});
    }
    if (a->show.map) {
        /* where the cursor would hit: the base grown by the cursor's
         * reach from the mouse, each way */
        hd_vec2 m = a->scene.mouse;
        grow(&lo, &hi, (hd_vec2){blo.x - (chi.x - m.x), blo.y - (chi.y - m.y)});
        grow(&lo, &hi, (hd_vec2){bhi.x + (m.x - clo.x), bhi.y + (m.y - clo.y)});
    }
    if (a->show.inner) {
        hd_shape vbase = hd_scene_base(&a->scene), vcur = hd_scene_cursor(&a->scene);
        const hd_explain *x = hd_explain_get(&vbase, &vcur, a->view.log_w, a->view.log_h);
        for (int i = 0; i < x->n; i++) {
            grow(&lo, &hi, x->items[i].a);
            if (x->items[i].type != HD_XI_POINT && x->items[i].type != HD_XI_ARC) grow(&lo, &hi, x->items[i].b);
        }
    }
    hd_gfx g = hd_ctx_gfx(a);
    hd_lesson_layout lay = hd_lesson_panel_layout(&g, &L.view, &a->scene, a->view.draw_h);
    double ratio = a->view.draw_h > 0 ? (double)a->view.win_h / a->view.draw_h : 1;
    double top = toolbar_bottom(a, &g) * ratio, bottom = lay.box.y0 * ratio;
    if (a->show.hud && a->show.hud_corner < 2) {
        hd_hud hud = {.lesson = &L.view, .bottom_px = (int)lay.box.y0, .top_px = (int)(top / ratio)};
        top = hd_hud_measure(&g, &a->scene, &a->show, &hud).y1 * ratio;
    }
    if (bottom < top + 40) bottom = top + 40; /* no room at all: keep what is framed in sight below the bars */
    double bw = hi.x - lo.x, bh = hi.y - lo.y, room_w = 0.9 * a->view.win_w, room_h = 0.9 * (bottom - top);
    if (bw > 0 && room_w / bw < z) z = room_w / bw;
    if (bh > 0 && room_h / bh < z) z = room_h / bh;
    z = hd_view_zoom_step(z, 0);
    hd_vec2 c = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
    hd_ctx_set_view(a, z, (hd_vec2){c.x - a->view.win_w / 2.0 / z, c.y - (top + bottom) / 2 / z});
    L.framed = key_of(a);
    hd_ctx_dirty(a);
}

/* The step's scene and overlays in the window, framed. */
static void apply(hd_ctx *a)
{
    const hd_scenefile *sf = &L.l.scene;
    hd_shape sfb = hd_shape_of(&sf->base);
    hd_scene_set_base(&a->scene, &sfb);
    hd_scene_set_cursor(&a->scene, &sf->cursor);
    int sh = L.l.show;
    a->show.dist = sh & HD_LESSON_SHOW_DIST;
    a->show.inner = sh & HD_LESSON_SHOW_INNER;
    a->show.map = sh & HD_LESSON_SHOW_MAP;
    a->show.naive = sh & HD_LESSON_SHOW_NAIVE;
    a->show.outline = sh & HD_LESSON_SHOW_OUTLINE;
    a->show.tunnel = sh & HD_LESSON_SHOW_TUNNEL;
    hd_ctx_set_motion(a, sf->has_move, sf->move, sf->frames);
    a->show.help = false;
    a->show.step = 0;
    hd_ctx_place_cursor(a, sf->mouse);
    frame(a);
    hd_ctx_place_cursor(a, sf->mouse);
}

void hd_lessons_ui_frame(hd_ctx *a)
{
    if (!L.open) return;
    /* the lesson hides the HUD: its panel says the algorithm's step (. ,) */
    char step[400] = "";
    if (a->show.inner && a->show.step > 0) {
        hd_shape vbase = hd_scene_base(&a->scene), vcur = hd_scene_cursor(&a->scene);
        const hd_explain *x = hd_explain_get(&vbase, &vcur, a->scene.log_w, a->scene.log_h);
        char raw[400];
        hd_explain_step_text(x, a->show.step - 1, raw, sizeof raw);
        if (a->show.full_numbers) snprintf(step, sizeof step, "%s", raw);
        else hd_hud_round_numbers(raw, step, sizeof step);
    }
    hd_lessons_ui_set_decision(step);
    const char *run[3];
    if (hd_tunnel_lines(a, run, 3) == 3) {
        snprintf(L.motion, sizeof L.motion, "%s; %s", run[1], run[2]);
        L.view.motion = L.motion;
    } else {
        L.view.motion = NULL;
    }
    frame_key k = key_of(a);
    if (memcmp(&k, &L.framed, sizeof k) != 0) {
        /* the cursor stays where it is (logical), the view is framed anew */
        bool placed = a->nudged;
        hd_vec2 m = a->scene.mouse;
        frame(a);
        if (placed) hd_ctx_place_cursor(a, m);
    }
}

void hd_lessons_ui_set_decision(const char *text)
{
    snprintf(L.decision, sizeof L.decision, "%s", text ? text : "");
    L.view.decision = L.decision[0] ? L.decision : NULL;
}

void hd_lessons_ui_close(hd_ctx *a)
{
    if (L.open) close_lesson(a);
}

bool hd_lessons_ui_open(hd_ctx *a, int n, char *err, size_t errlen)
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
    if (!L.open) {
        L.before = a->show;
        L.zoom_before = a->zoom;
        L.origin_before = a->origin;
    }
    L.open = true;
    a->lesson = &L.view;
    L.index = n - 1;
    L.view = (hd_lesson_view){&L.l, n, L.count, L.names[n - 1], NULL, NULL};
    /* The panel says what the HUD would (the pair's answers), and the
     * picture needs the room: the HUD goes until H brings it back. */
    if (!was_open) a->show.hud = false;
    apply(a);
    hd_ctx_message(a, "lesson step %d of %d: %s", n, L.count, L.l.title);
    return true;
}

static void close_lesson(hd_ctx *a)
{
    L.open = false;
    a->lesson = NULL;
    hd_show keep = a->show;
    a->show = L.before;
    a->show.present = keep.present; /* F5 in the lesson stays */
    a->show.fullscreen = keep.fullscreen; /* so do the window, the pin and the menus */
    a->show.pin = keep.pin;
    a->show.toolbar_more = keep.toolbar_more;
    a->show.lesson_menu = false;
    a->show.hud_corner = keep.hud_corner;
    a->show.full_numbers = keep.full_numbers;
    a->show.toolbar = keep.toolbar;
    a->show.tunnel = false; /* the step's run ends with it */
    a->show.sweep = keep.sweep;
    hd_ctx_set_motion(a, false, (hd_vec2){0, 0}, 0);
    hd_ctx_set_view(a, L.zoom_before, L.origin_before); /* the view as it was before the lesson */
    hd_ctx_message(a, "lesson closed (L opens it again at step %d)", L.index + 1);
}

int hd_lessons_ui_init(hd_ctx *a)
{
    const hd_options *o = a->opt;
    char err[1400];
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/lessons", hd_asset_dir());
    bool ok = load_list(o->lessons ? o->lessons : dir, err, sizeof err);
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

static void open_or_say(hd_ctx *a, int n)
{
    char err[1400];
    if (!hd_lessons_ui_open(a, n, err, sizeof err)) hd_ctx_message(a, "%s", err);
}

bool hd_lessons_ui_key_toggle(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (L.open) close_lesson(a);
    else open_or_say(a, L.index < 0 ? 1 : L.index + 1);
    return true;
}

bool hd_lessons_ui_key_next(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    if (L.index + 1 >= L.count) hd_ctx_message(a, "that was the last step (Backspace goes back, L closes the lesson)");
    else open_or_say(a, L.index + 2);
    return true;
}

bool hd_lessons_ui_key_prev(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    if (L.index == 0) hd_ctx_message(a, "this is the first step (Space goes on, L closes the lesson)");
    else open_or_say(a, L.index);
    return true;
}

const hd_lesson_view *hd_lessons_ui_view(void)
{
    return L.open ? &L.view : NULL;
}

int hd_lessons_ui_count(void)
{
    return L.count;
}

int hd_lessons_ui_index(void)
{
    return L.index;
}

bool hd_lessons_ui_title(int i, char *buf, size_t n)
{
    static hd_lesson l; /* large: not on the stack */
    if (i < 0 || i >= L.count) {
        snprintf(buf, n, "no step %d", i + 1);
        return false;
    }
    char path[2200];
    snprintf(path, sizeof path, "%s/%s", L.dir, L.names[i]);
    char err[512];
    if (!hd_lesson_load(path, &l, err, sizeof err)) {
        snprintf(buf, n, "%s", err);
        return false;
    }
    snprintf(buf, n, "%s", l.title);
    return true;
}
