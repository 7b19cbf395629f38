/* touch.c: two-finger pinch and pan, or a pinch on the cursor that sizes
 * it (see touch.h). */
#include "touch.h"
#include "i18n.h"

#include <math.h>

#include "drag.h"

enum { MAX_FINGERS = 2 };

static struct {
    int n;                        /* fingers down (the first two) */
    SDL_FingerID id[MAX_FINGERS];
    double x[MAX_FINGERS], y[MAX_FINGERS]; /* window points */
    bool pinch;                   /* two fingers down */
    bool gesture;                 /* a pinch began and not every finger is up yet */
    double d0, z0;                /* the spread and the zoom when the pinch began */
    hd_vec2 l0;                   /* the logical point under the midpoint then */
    bool sizing;                  /* the pinch began on the cursor: it sizes the cursor */
    hd_cursor_tpl c0;             /* ... the cursor as it was then */
} T;

/* A finger's reach around the cursor, window points: a pinch this near
 * the cursor's box is on it (a small cursor is hard to land two fingers on). */
#define ON_CURSOR_PT 24.0

/* Whether window point (wx, wy) is on the cursor's box or within a
 * finger's reach of it. */
static bool on_cursor(const hd_ctx *a, double wx, double wy)
{
    if (!a->scene.mouse_known) return false;
    hd_shape c = hd_scene_cursor(&a->scene);
    hd_vec2 lo, hi;
    hd_shape_bounds(&c, &lo, &hi);
    hd_vec2 l = hd_view_to_logical(&a->view, wx, wy);
    double m = ON_CURSOR_PT / (a->zoom > 0 ? a->zoom : 1);
    return l.x >= lo.x - m && l.x <= hi.x + m && l.y >= lo.y - m && l.y <= hi.y + m;
}

/* The cursor k times the size it had when the pinch began, within the
 * wheel's limits (a radius, a rect's sides up to 1000 units; a polygon's
 * reach 1 to 10000). A point or a line has no size: false. */
static bool size_cursor(hd_ctx *a, double k)
{
    hd_cursor_tpl *t = &a->scene.cursors[a->scene.cursor_index];
    hd_cursor_tpl u = T.c0;
    if (!(k > 0) || !isfinite(k)) return false;
    switch (u.kind) {
    case HD_CIRCLE:
    case HD_CAPSULE: u.r = fmin(1000, fmax(0, u.r * k)); break;
    case HD_RECT:
        u.w = fmin(1000, fmax(0, u.w * k));
        u.h = fmin(1000, fmax(0, u.h * k));
        break;
    case HD_POLYGON: {
        double ext = 0;
        for (int i = 0; i < u.n; i++) ext = fmax(ext, fmax(fabs(u.off[i].x), fabs(u.off[i].y)));
        if (ext > 0 && ext * k > 10000) k = 10000 / ext;
        if (ext > 0 && ext * k < 1) k = 1 / ext;
        for (int i = 0; i < u.n; i++) u.off[i] = (hd_vec2){u.off[i].x * k, u.off[i].y * k};
        break;
    }
    default: return false;
    }
    *t = u;
    hd_ctx_dirty(a);
    return true;
}

static int slot(SDL_FingerID id)
{
    for (int i = 0; i < T.n; i++)
        if (T.id[i] == id) return i;
    return -1;
}

static void start_pinch(hd_ctx *a)
{
    double mx = (T.x[0] + T.x[1]) / 2, my = (T.y[0] + T.y[1]) / 2;
    T.d0 = hypot(T.x[1] - T.x[0], T.y[1] - T.y[0]);
    if (T.d0 < 1) T.d0 = 1;
    T.z0 = a->zoom;
    T.l0 = hd_view_to_logical(&a->view, mx, my);
    T.pinch = T.gesture = true;
    /* on the cursor (either finger or their midpoint): it sizes the cursor */
    hd_cursor_tpl *c = &a->scene.cursors[a->scene.cursor_index];
    T.sizing = c->kind != HD_POINT && c->kind != HD_LINE &&
               (on_cursor(a, mx, my) || on_cursor(a, T.x[0], T.y[0]) || on_cursor(a, T.x[1], T.y[1]));
    T.c0 = *c;
    /* a drag the first finger began ends where it is (drag.c knows where:
     * its motion events never reach hd_ctx_mouse, so the context's mouse
     * point is still where the drag began) */
    hd_drag_end_here(a);
}

static void pinch_to(hd_ctx *a)
{
    double d = hypot(T.x[1] - T.x[0], T.y[1] - T.y[0]);
    if (T.sizing) {
        if (size_cursor(a, (d < 1 ? 1 : d) / T.d0)) {
            char size[80];
            hd_scene_cursor_size(&a->scene, size, sizeof size);
            hd_ctx_message(a, _("cursor: %s (a pinch on it; Z / Shift+Z or the size buttons too)"), size);
        }
        return;
    }
    double mx = (T.x[0] + T.x[1]) / 2, my = (T.y[0] + T.y[1]) / 2;
    double z = hd_view_zoom_step(T.z0 * (d < 1 ? 1 : d) / T.d0, 0); /* clamped */
    hd_ctx_set_view(a, z, (hd_vec2){T.l0.x - mx / z, T.l0.y - my / z});
    hd_ctx_dirty(a);
}

/* Where the last input came from: a finger, or the mouse and the keys. */
static void note_source(hd_ctx *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP:
    case SDL_MULTIGESTURE: a->touch_input = true; break;
    case SDL_MOUSEMOTION: a->touch_input = e->motion.which == SDL_TOUCH_MOUSEID; break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: a->touch_input = e->button.which == SDL_TOUCH_MOUSEID; break;
    case SDL_KEYDOWN: a->touch_input = false; break;
    default: break;
    }
}

bool hd_touch_event(hd_ctx *a, const SDL_Event *e)
{
    note_source(a, e);
    switch (e->type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        const SDL_TouchFingerEvent *f = &e->tfinger;
        double wx = f->x * a->view.win_w, wy = f->y * a->view.win_h;
        if (!isfinite(wx) || !isfinite(wy)) return true;
        int i = slot(f->fingerId);
        if (e->type == SDL_FINGERDOWN) {
            if (i < 0 && T.n < MAX_FINGERS) {
                i = T.n++;
                T.id[i] = f->fingerId;
            }
            if (i >= 0) {
                T.x[i] = wx;
                T.y[i] = wy;
                if (T.n == 2 && !T.pinch) start_pinch(a);
            }
        } else if (e->type == SDL_FINGERMOTION) {
            if (i >= 0) {
                T.x[i] = wx;
                T.y[i] = wy;
                if (T.pinch) pinch_to(a);
            }
        } else if (i >= 0) {
            /* one of the two lifts: the pinch ends (the other finger moves
             * nothing until it lifts too) */
            T.id[i] = T.id[T.n - 1];
            T.x[i] = T.x[T.n - 1];
            T.y[i] = T.y[T.n - 1];
            T.n--;
            T.pinch = false;
            if (T.n == 0) T.gesture = false;
        }
        return true;
    }
    case SDL_MOUSEMOTION: return T.gesture && e->motion.which == SDL_TOUCH_MOUSEID;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: return T.gesture && e->button.which == SDL_TOUCH_MOUSEID;
    case SDL_MOUSEWHEEL: return T.gesture && e->wheel.which == SDL_TOUCH_MOUSEID;
    default: return false;
    }
}
