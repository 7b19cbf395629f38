/* touch.c: two-finger pinch and pan (see touch.h). */
#include "touch.h"

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
} T;

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
    /* a drag the first finger began ends where it is (drag.c knows where:
     * its motion events never reach hd_ctx_mouse, so the context's mouse
     * point is still where the drag began) */
    hd_drag_end_here(a);
}

static void pinch_to(hd_ctx *a)
{
    double d = hypot(T.x[1] - T.x[0], T.y[1] - T.y[0]);
    double mx = (T.x[0] + T.x[1]) / 2, my = (T.y[0] + T.y[1]) / 2;
    double z = hd_view_zoom_step(T.z0 * (d < 1 ? 1 : d) / T.d0, 0); /* clamped */
    hd_ctx_set_view(a, z, (hd_vec2){T.l0.x - mx / z, T.l0.y - my / z});
    hd_ctx_dirty(a);
}

bool hd_touch_event(hd_ctx *a, const SDL_Event *e)
{
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
