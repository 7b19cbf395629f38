/* tunnel.c: the tunnelling run, frame by frame against the sweep (see tunnel.h). */
#include "tunnel.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>

#include "motion.h"
#include "overlay_motion.h"

/* The frame steps Shift+J / Shift+K go through (seconds). */
static const double steps[] = {1.0 / 120, 1.0 / 60, 1.0 / 30, 1.0 / 20, 1.0 / 10};
enum { NSTEPS = sizeof steps / sizeof steps[0], STEP_DEFAULT = 1 };
#define SPEED_DEFAULT 1200.0 /* units per second: 20 a frame at 1/60 s */
#define SPEED_MIN 10.0
#define SPEED_MAX 1e6
#define SHOW_MS 150 /* in a window, the least time a frame is shown */

static struct {
    bool on;             /* a run is set up */
    unsigned seq;        /* the ctx's motion it was set up for */
    double speed;        /* units per second (0: not set yet) */
    int step;            /* index in steps[] */
    hd_vec2 p0;          /* the cursor's position at the start */
    hd_vec2 line_start0; /* a line or capsule cursor's start then */
    hd_shape_buf start;  /* the cursor at the start */
    hd_tunnel_plan plan;
    int k;               /* the frame shown: the cursor is at frame k */
    hd_vec2 at;          /* where the run put the cursor */
    Uint32 shown_at;     /* when frame k was shown (a window) */
    char head[320], per[200], swept[240];
} T;

static double dist_of(hd_vec2 d) { return hypot(d.x, d.y); }

/* The cursor to frame k. */
static void put(hd_ctx *a, int k)
{
    T.k = k;
    hd_vec2 off = hd_tunnel_offset(T.plan.move, T.plan.frames, k);
    T.at = (hd_vec2){T.p0.x + off.x, T.p0.y + off.y};
    hd_cursor_tpl *t = &a->scene.cursors[a->scene.cursor_index];
    if (t->kind == HD_LINE || t->kind == HD_CAPSULE) /* the whole shape moves, its start too */
        t->start = (hd_vec2){T.line_start0.x + off.x, T.line_start0.y + off.y};
    hd_ctx_place_cursor(a, T.at);
    T.shown_at = a->headless ? 0 : SDL_GetTicks();
    if (k == T.plan.frames) hd_ctx_message(a, _("tunnelling: %s; %s"), T.per, T.swept);
}

/* The plan anew for the run's move at the speed and step now, from frame 0. */
static void replan(hd_ctx *a, int frames)
{
    hd_shape start = hd_shape_of(&T.start), base = hd_scene_base(&a->scene);
    if (frames <= 0) frames = hd_tunnel_frames_for(dist_of(T.plan.move), T.speed, steps[T.step]);
    hd_tunnel_plan_make(&start, &base, T.plan.move, frames, &T.plan);
    hd_tunnel_texts(&T.plan, a->show.full_numbers, T.per, sizeof T.per, T.swept, sizeof T.swept);
    put(a, 0);
}

/* Sets the run up from the cursor where it is. */
static bool begin(hd_ctx *a)
{
    const hd_scene *s = &a->scene;
    T.seq = a->motion.seq;
    if (!s->mouse_known) {
        hd_ctx_message(a, "%s", _("tunnelling: place the cursor first (move the mouse into the window)"));
        return false;
    }
    if (T.speed <= 0) {
        T.speed = SPEED_DEFAULT;
        T.step = STEP_DEFAULT;
    }
    hd_vec2 move;
    if (a->motion.has) {
        move = a->motion.move;
    } else { /* through the base's centre to the point opposite */
        hd_shape base = hd_scene_base(s);
        hd_vec2 lo, hi;
        hd_shape_bounds(&base, &lo, &hi);
        move = (hd_vec2){2 * ((lo.x + hi.x) / 2 - s->mouse.x), 2 * ((lo.y + hi.y) / 2 - s->mouse.y)};
    }
    if (dist_of(move) == 0) {
        hd_ctx_message(a, "%s", _("tunnelling: the cursor is on the base's centre; move it away first"));
        return false;
    }
    T.p0 = s->mouse;
    T.line_start0 = s->cursors[s->cursor_index].start;
    hd_shape c = hd_scene_cursor(s);
    hd_shape_buf_set(&T.start, &c);
    T.plan.move = move;
    int frames = 0;
    if (a->motion.has && a->motion.frames > 0) {
        /* the step's frames at the step now: the speed that gives them */
        frames = a->motion.frames;
        T.speed = dist_of(move) / (frames * steps[T.step]);
    }
    T.on = true;
    replan(a, frames);
    return true;
}

static void end(hd_ctx *a)
{
    T.on = false;
    a->show.tunnel = false;
    hd_ctx_dirty(a);
}

bool hd_tunnel_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (a->show.tunnel && T.on && T.k >= T.plan.frames) { /* at its end: again from the start */
        hd_ctx_place_cursor(a, T.p0);
        hd_cursor_tpl *t = &a->scene.cursors[a->scene.cursor_index];
        if (t->kind == HD_LINE || t->kind == HD_CAPSULE) t->start = T.line_start0;
        put(a, 0);
        hd_ctx_dirty(a);
        return true;
    }
    if (a->show.tunnel) {
        end(a);
        hd_ctx_message(a, "%s", _("tunnelling off"));
        return true;
    }
    a->show.tunnel = true;
    if (!begin(a)) a->show.tunnel = false;
    hd_ctx_dirty(a);
    return true;
}

bool hd_tunnel_key_speed(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    if (!a->show.tunnel || !T.on) {
        hd_ctx_message(a, "%s", _("J K (speed) and Shift+J Shift+K (frame step) change the tunnelling run: Y starts it"));
        return true;
    }
    bool up = k->keysym.sym == SDLK_k;
    if (k->keysym.mod & KMOD_SHIFT) T.step = up ? (T.step + 1 < NSTEPS ? T.step + 1 : T.step) : (T.step > 0 ? T.step - 1 : 0);
    else T.speed = fmin(SPEED_MAX, fmax(SPEED_MIN, up ? T.speed * 1.5 : T.speed / 1.5));
    /* the run from its start again, the cursor with it */
    hd_ctx_place_cursor(a, T.p0);
    hd_cursor_tpl *t = &a->scene.cursors[a->scene.cursor_index];
    if (t->kind == HD_LINE || t->kind == HD_CAPSULE) t->start = T.line_start0;
    replan(a, 0);
    hd_ctx_dirty(a);
    return true;
}

/* The run is still on: shown, for the motion it was set up for, and the
 * cursor where the run put it (the mouse takes it back). */
static bool still_on(hd_ctx *a)
{
    if (!a->show.tunnel) {
        T.on = false;
        return false;
    }
    if (T.on && T.seq != a->motion.seq) T.on = false; /* another scene or step */
    if (T.on && (!a->nudged || a->scene.mouse.x != T.at.x || a->scene.mouse.y != T.at.y)) {
        end(a);
        hd_ctx_message(a, "%s", _("tunnelling stopped: the mouse took the cursor (Y starts it again)"));
        return false;
    }
    if (!T.on && !begin(a)) {
        a->show.tunnel = false;
        return false;
    }
    return true;
}

void hd_tunnel_prepare(hd_ctx *a)
{
    if (a->show.tunnel && (!T.on || T.seq != a->motion.seq)) {
        still_on(a);
        hd_ctx_update(a);
    }
}

void hd_tunnel_tick(hd_ctx *a, int n)
{
    if (!still_on(a)) return;
    int k = T.k + n > T.plan.frames ? T.plan.frames : T.k + n;
    if (k != T.k) put(a, k);
}

void hd_tunnel_update(hd_ctx *a)
{
    bool was = T.on;
    if (!still_on(a)) return;
    if (!was || T.k >= T.plan.frames) return;
    if (a->headless) return; /* a script's tick moves it: pictures do not depend on the clock */
    Uint32 every = (Uint32)fmax(SHOW_MS, steps[T.step] * 1000);
    if (SDL_TICKS_PASSED(SDL_GetTicks(), T.shown_at + every)) put(a, T.k + 1);
}

bool hd_tunnel_animating(void)
{
    return T.on && T.k < T.plan.frames;
}

int hd_tunnel_lines(const hd_ctx *a, const char **lines, int max)
{
    if (!a->show.tunnel || !T.on || max < 3) return 0;
    double step = steps[T.step];
    snprintf(T.head, sizeof T.head, _("tunnelling (Y): frame %d of %d, a frame every 1/%.0f s at %.4g units/s = %.3g units a frame"),
             T.k, T.plan.frames, 1 / step, T.speed, T.speed * step);
    lines[0] = T.head;
    lines[1] = T.per;
    lines[2] = T.swept;
    return 3;
}

void hd_tunnel_draw(const hd_ctx *a, const hd_gfx *g)
{
    if (!a->show.tunnel || !T.on) return;
    hd_shape start = hd_shape_of(&T.start);
    hd_overlay_swept_draw(g, &start, T.plan.move);
    static hd_vec2 v[HD_POLY_MAX];
    for (int k = 0; k < T.k; k++) {
        hd_shape at = hd_shape_translate(&start, hd_tunnel_offset(T.plan.move, T.plan.frames, k), v);
        hd_overlay_frame_ghost_draw(g, &at, T.plan.frame_hit[k]);
    }
    /* the time of impact, once the run has passed it */
    if (T.plan.rc == HD_SWEEP_OK && T.plan.sweep.hit && T.k >= T.plan.hit_frame) {
        double t = T.plan.sweep.toi;
        hd_shape ghost = hd_shape_translate(&start, (hd_vec2){T.plan.move.x * t, T.plan.move.y * t}, v);
        char label[160], ts[40];
        if (a->show.full_numbers) hd_format_double(t, ts, sizeof ts);
        else snprintf(ts, sizeof ts, "%.3g", t);
        snprintf(label, sizeof label, _("swept: t = %s (frame %d)"), ts, T.plan.hit_frame);
        hd_overlay_ghost_draw(g, &ghost, &T.plan.sweep, label);
    }
}
