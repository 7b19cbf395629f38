/* lessons_ui.c: lessons in the window (see lessons_ui.h). */
#include "lessons_ui.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assets.h"
#include "explain.h"
#include "framing.h"
#include "hud_text.h"
#include "hud.h"
#include "lang.h"
#include "langfiles.h"
#include "toolbar_view.h"
#include "peer_ui.h"
#include "tunnel.h"

/* What the framing was made for: when any of it changes (a resize, the UI
 * scale, F5, the toolbar or the HUD shown or hidden), the step is framed
 * again. */
typedef struct frame_key {
    double win_w, win_h, ui;
    int draw_w, draw_h;
    bool present, toolbar, hud;
    bool run; /* the tunnelling run's line in the panel (it makes the panel taller) */
    bool folded; /* the panel folded to its title */
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
    /* every step's words, for the panel's one text size (NULL: not read) */
    hd_lesson *all;
    int all_n;
    bool folded; /* the panel folded to its title (F6, its button) */
    /* what the lesson turned off or changed, given back when it closes:
     * the overlays, the view and the shapes */
    hd_show before;
    double zoom_before;
    hd_vec2 origin_before;
    hd_scene scene_before;
    bool nudged_before;
    hd_vec2 frame_origin_before;
    double frame_w_before, frame_h_before;
    frame_key framed;
    char decision[400];
    char motion[480]; /* the tunnelling run's answers, for the panel */
    char run_frames[240], run_swept[240];
    unsigned lang_gen; /* hd_ctx.lang_gen when the words were read */
} L = {.index = -1};

/* The step's words in the current language (DIR/CODE/NAME: langfiles.h),
 * English where the language has none. */
static bool load_step(int i, hd_lesson *out, char *err, size_t errlen)
{
    return hd_lesson_load_lang(L.dir, L.names[i], hd_lang_code(hd_lang_current()), out, NULL, err, errlen);
}

static void close_lesson(hd_ctx *a);

static bool load_list(const char *dir, char *err, size_t errlen)
{
    hd_scenefile_list_free(L.names, L.count);
    L.names = NULL;
    L.count = 0;
    free(L.all);
    L.all = NULL;
    L.all_n = 0;
    snprintf(L.dir, sizeof L.dir, "%s", dir);
    int n = hd_lesson_list(dir, &L.names, err, errlen);
    if (n < 0) return false;
    L.count = n > HD_LESSON_STEPS_MAX ? HD_LESSON_STEPS_MAX : n;
    if (n == 0) snprintf(err, errlen, _("%s: no *.lesson files"), dir);
    return n > 0;
}

/* Every step's words, read once, for the panel's text size (the size that
 * fits the longest step). A step that does not read leaves the size to the
 * steps that do (opening it says what is wrong). */
static void load_all(void)
{
    if (L.all || L.count == 0) return;
    L.all = calloc((size_t)L.count, sizeof *L.all);
    if (!L.all) return;
    L.all_n = 0;
    for (int i = 0; i < L.count; i++) {
        char err[1400];
        if (load_step(i, &L.all[L.all_n], err, sizeof err)) L.all_n++;
    }
}

/* The toolbar rows' bottom edge (drawable pixels; 0 when hidden). */
static int toolbar_bottom(const hd_ctx *a, const hd_gfx *g)
{
    hd_toolbar_state st = {&a->show, &a->scene, a->lesson != NULL, a->lang_gen};
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
    k.folded = L.folded;
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
 * space (below the toolbar and a HUD in a top corner, above the message
 * strip and the panel: framing.h), at the zoom at which it fills it. */
static void frame(hd_ctx *a)
{
    L.view.keys_on_toolbar = a->show.toolbar;
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
    /* filling the free space (90% of it): the step's zoom is where it
     * starts, not a limit */
    hd_framing_fit(a, lo, hi, 0.9, HD_ZOOM_MAX);
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
    /* a step that names a peer shows its answer (the panel's last line) */
    if (sf->has_peer) hd_peer_ui_show(a, sf->peer, "lesson");
}

/* The language changed while the lesson is open (hd_ctx.lang_gen): the
 * same step, its words in the new language; the scene, the overlays, the
 * mouse and the view stay as they are. */
static void reload_words(hd_ctx *a)
{
    L.lang_gen = a->lang_gen;
    static hd_lesson l; /* large: not on the stack */
    char err[1400];
    if (L.index >= 0 && load_step(L.index, &l, err, sizeof err)) {
        memcpy(L.l.title, l.title, sizeof L.l.title);
        memcpy(L.l.text, l.text, sizeof L.l.text);
        memcpy(L.l.task, l.task, sizeof L.l.task);
        memcpy(L.l.scene.description, l.scene.description, sizeof L.l.scene.description);
    }
    /* every step's words again, for the panel's text size */
    free(L.all);
    L.all = NULL;
    L.all_n = 0;
    load_all();
    L.view.steps = L.all;
    L.view.nsteps = L.all_n;
    /* the panel's height may have changed: framed anew below */
    memset(&L.framed, 0, sizeof L.framed);
    hd_ctx_dirty(a);
}

void hd_lessons_ui_frame(hd_ctx *a)
{
    if (L.open && a->lang_gen != L.lang_gen) reload_words(a);
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
        snprintf(L.run_frames, sizeof L.run_frames, "%s", run[1]);
        snprintf(L.run_swept, sizeof L.run_swept, "%s", run[2]);
        L.view.motion = L.motion;
        L.view.motion_label = NULL;
        L.view.run_frames = L.run_frames;
        L.view.run_swept = L.run_swept;
    } else if (hd_peer_ui_lines(a, run, 1) == 1) {
        snprintf(L.motion, sizeof L.motion, "%s", run[0]); /* the peer's answer beside the exact one */
        L.view.motion = L.motion;
        /* TRANSLATORS: the lesson panel's label of a peer's answer (another library's) */
        L.view.motion_label = _("peer");
        L.view.run_frames = L.view.run_swept = NULL;
    } else {
        L.view.motion = L.view.run_frames = L.view.run_swept = NULL;
    }
    L.view.keys_on_toolbar = a->show.toolbar;
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
        snprintf(err, errlen, _("%s: no *.lesson files"), L.dir);
        return false;
    }
    if (n < 1 || n > L.count) {
        snprintf(err, errlen, _("no lesson step %d (the lesson in %s has steps 1 to %d)"), n, L.dir, L.count);
        return false;
    }
    if (!load_step(n - 1, &L.l, err, errlen)) return false;
    if (L.lang_gen != a->lang_gen) {
        /* the words of every step were read in another language */
        free(L.all);
        L.all = NULL;
        L.all_n = 0;
        L.lang_gen = a->lang_gen;
    }
    bool was_open = L.open;
    if (!L.open) {
        L.before = a->show;
        L.zoom_before = a->zoom;
        L.origin_before = a->origin;
        L.scene_before = a->scene;
        L.nudged_before = a->nudged;
        L.frame_origin_before = a->frame_origin;
        L.frame_w_before = a->frame_w;
        L.frame_h_before = a->frame_h;
    }
    load_all();
    L.open = true;
    a->lesson = &L.view;
    L.index = n - 1;
    L.view = (hd_lesson_view){.l = &L.l, .step = n, .count = L.count, .file = L.names[n - 1], .steps = L.all,
                              .nsteps = L.all_n, .folded = L.folded};
    /* The panel says what the HUD would (the pair's answers), and the
     * picture needs the room: the HUD goes until H brings it back. */
    if (!was_open) a->show.hud = false;
    apply(a);
    /* the panel's title says which step this is: the message line does
     * not repeat it, and an older message goes */
    a->message[0] = '\0';
    a->message_at = 0;
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
    /* the shapes and the view as they were before the lesson; where the
     * bars have changed since and would cover them, the shapes framed */
    hd_vec2 mouse = L.scene_before.mouse;
    bool known = L.scene_before.mouse_known;
    a->scene = L.scene_before;
    a->frame_origin = L.frame_origin_before;
    a->frame_w = L.frame_w_before;
    a->frame_h = L.frame_h_before;
    hd_ctx_set_view(a, L.zoom_before, L.origin_before);
    if (known) hd_ctx_place_cursor(a, mouse);
    hd_ctx_update(a);
    hd_vec2 lo, hi;
    if (hd_framing_shapes_box(a, &lo, &hi)) {
        double top, bottom;
        hd_framing_free_win(a, &top, &bottom);
        hd_vec2 p0 = hd_view_to_window(&a->view, lo), p1 = hd_view_to_window(&a->view, hi);
        if (p0.x < 0 || p1.x > a->view.win_w || p0.y < top || p1.y > bottom) {
            hd_framing_fit(a, lo, hi, 0.8, a->zoom);
            if (known) hd_ctx_place_cursor(a, mouse);
        }
    }
    hd_ctx_message(a, _("lesson closed (L opens it again at step %d)"), L.index + 1);
}

/* F6 and the panel's button: the panel folded to its title line, or
 * whole again; the step is framed anew in the room it leaves. */
static void fold(hd_ctx *a)
{
    L.folded = !L.folded;
    L.view.folded = L.folded;
    hd_ctx_dirty(a);
}

bool hd_lessons_ui_key_fold(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) {
        hd_ctx_message(a, "%s", _("no lesson open (L opens it; F6 folds its panel)"));
        return true;
    }
    fold(a);
    return true;
}

bool hd_lessons_ui_key_home(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    bool placed = a->nudged;
    hd_vec2 m = a->scene.mouse;
    frame(a);
    if (placed) hd_ctx_place_cursor(a, m);
    hd_ctx_message(a, "%s", _("view framed: the step's shapes"));
    return true;
}

bool hd_lessons_ui_event(hd_ctx *a, const SDL_Event *e)
{
    if (!L.open) return false;
    bool motion = e->type == SDL_MOUSEMOTION;
    if (motion && e->motion.state) return false; /* a drag goes on under the panel */
    if (!motion && ((e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_MOUSEBUTTONUP) || e->button.button != SDL_BUTTON_LEFT))
        return false;
    double ex = motion ? e->motion.x : e->button.x, ey = motion ? e->motion.y : e->button.y;
    /* the panel's box in window points: a press on it is the panel's (no
     * drag starts under it); a click on the fold button folds */
    hd_chrome ch;
    hd_framing_chrome(a, false, &ch);
    double r = a->view.win_h > 0 ? (double)a->view.draw_h / a->view.win_h : 1;
    double x = ex * r, y = ey * r;
    hd_gfx g = hd_ctx_gfx(a);
    hd_lesson_layout lay = hd_lesson_panel_layout(&g, &L.view, &a->scene, ch.panel_bottom);
    if (!(y >= lay.box.y0 && y < lay.box.y1)) return false;
    /* the pointer over the panel (a hand reaching for its button): the
     * cursor stays where it is */
    if (motion) return true;
    if (e->type == SDL_MOUSEBUTTONDOWN && x >= lay.fold.x0 && x < lay.fold.x1 && y >= lay.fold.y0 && y < lay.fold.y1)
        fold(a);
    return true;
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
    free(L.all);
    L.all = NULL;
    L.all_n = 0;
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
    if (L.index + 1 >= L.count) hd_ctx_message(a, "%s", _("that was the last step (Backspace goes back, L closes the lesson)"));
    else open_or_say(a, L.index + 2);
    return true;
}

bool hd_lessons_ui_key_prev(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (!L.open) return false;
    if (L.index == 0) hd_ctx_message(a, "%s", _("this is the first step (Space goes on, L closes the lesson)"));
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
        snprintf(buf, n, _("no step %d"), i + 1);
        return false;
    }
    char err[512];
    if (!load_step(i, &l, err, sizeof err)) {
        snprintf(buf, n, "%s", err);
        return false;
    }
    snprintf(buf, n, "%s", l.title);
    return true;
}
