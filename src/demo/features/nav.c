/* nav.c: zoom about the mouse, pan, arrow-key nudges, snapping (see
 * nav.h). The transform itself stays one pure function (view.c). */
#include "nav.h"
#include "i18n.h"

#include <math.h>

static struct {
    bool panning;
    double last_x, last_y; /* window point of the last pan motion */
} N;

/* Zoom to z about window point (wx, wy): the logical point under it stays. */
static void zoom_about(hd_ctx *a, double z, double wx, double wy)
{
    z = hd_view_zoom_step(z, 0); /* clamped */
    if (z == a->zoom) return;
    hd_ctx_set_view(a, z, hd_view_zoom_origin(&a->view, z, wx, wy));
    hd_ctx_message(a, _("zoom %g"), z);
}

/* The point zoom keys act about: the mouse, or the window's centre when the
 * mouse is not over the window. */
static void zoom_point(const hd_ctx *a, double *wx, double *wy)
{
    if (a->mouse_known && a->mouse_inside) {
        *wx = a->mouse_wx;
        *wy = a->mouse_wy;
    } else {
        *wx = a->view.win_w / 2.0;
        *wy = a->view.win_h / 2.0;
    }
}

static void nudge(hd_ctx *a, double dx, double dy)
{
    hd_vec2 m = a->scene.mouse_known ? a->scene.mouse : hd_view_centre(&a->view);
    hd_vec2 to = hd_ctx_snap(a, (hd_vec2){m.x + dx, m.y + dy});
    hd_ctx_place_cursor(a, to);
    if (to.x == m.x && to.y == m.y)
        hd_ctx_message(a, "%s", a->snap ? _("the cursor did not move: snapping rounds the step away (G turns it off)")
                                        : _("the cursor did not move: the step is below the coordinate's precision "
                                            "(Ctrl+arrows step one ulp)"));
}

static void zoom_key(hd_ctx *a, double z)
{
    double wx, wy;
    zoom_point(a, &wx, &wy);
    zoom_about(a, z, wx, wy);
}

bool hd_nav_key_zoom_in(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    zoom_key(a, hd_view_zoom_step(a->zoom, +1));
    return true;
}

bool hd_nav_key_zoom_out(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    zoom_key(a, hd_view_zoom_step(a->zoom, -1));
    return true;
}

bool hd_nav_key_zoom_one(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    zoom_key(a, 1.0);
    return true;
}

/* The unit direction of an arrow key. */
static hd_vec2 arrow_dir(SDL_Keycode sym)
{
    switch (sym) {
    case SDLK_LEFT: return (hd_vec2){-1, 0};
    case SDLK_RIGHT: return (hd_vec2){1, 0};
    case SDLK_UP: return (hd_vec2){0, -1};
    default: return (hd_vec2){0, 1};
    }
}

bool hd_nav_key_arrow(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    Uint16 mod = k->keysym.mod;
    double step = (mod & KMOD_ALT) ? 1.0 / 16 : (mod & KMOD_SHIFT) ? 10 : 1;
    hd_vec2 d = arrow_dir(k->keysym.sym);
    nudge(a, d.x * step, d.y * step);
    return true;
}

bool hd_nav_key_ulp(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    /* the next double in the arrow's direction, for one coordinate: no
     * snapping (it would undo the step) */
    hd_vec2 d = arrow_dir(k->keysym.sym);
    hd_vec2 m = a->scene.mouse_known ? a->scene.mouse : hd_view_centre(&a->view);
    double *c = d.x != 0 ? &m.x : &m.y, was = *c;
    *c = nextafter(*c, (d.x + d.y) > 0 ? INFINITY : -INFINITY);
    if (!(fabs(*c) <= HD_COORD_MAX) || (*c != 0 && fabs(*c) < HD_COORD_MIN)) {
        char next[40];
        hd_format_double(*c, next, sizeof next);
        hd_ctx_message(a, _("no ulp step: the next double, %s, is outside the accepted range (0, or 1e-50 to 1e50)"), next);
        return true;
    }
    hd_ctx_place_cursor(a, m);
    char from[40], to[40];
    hd_format_double(was, from, sizeof from);
    hd_format_double(*c, to, sizeof to);
    hd_ctx_message(a, _("cursor %s %s -> %s (one ulp)"), d.x != 0 ? "x" : "y", from, to);
    return true;
}

bool hd_nav_key_snap(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->snap = !a->snap;
    if (a->snap && a->scene.mouse_known) hd_ctx_place_cursor(a, hd_ctx_snap(a, a->scene.mouse));
    hd_ctx_message(a, "%s", a->snap ? _("snap to whole units on") : _("snap to whole units off"));
    return true;
}

bool hd_nav_event(hd_ctx *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEWHEEL: {
        if (!(SDL_GetModState() & KMOD_CTRL)) return false;
        int y = e->wheel.y;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
        if (y == 0) return true;
        double wx, wy;
        zoom_point(a, &wx, &wy);
        double z = a->zoom;
        for (int i = 0; i < (y > 0 ? y : -y) && i < 64; i++) z = hd_view_zoom_step(z, y > 0 ? +1 : -1);
        zoom_about(a, z, wx, wy);
        return true;
    }
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_RIGHT && e->button.button != SDL_BUTTON_MIDDLE) return false;
        N.panning = true;
        N.last_x = e->button.x;
        N.last_y = e->button.y;
        return true;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button != SDL_BUTTON_RIGHT && e->button.button != SDL_BUTTON_MIDDLE) return false;
        N.panning = false;
        return true;
    case SDL_MOUSEMOTION:
        /* Panning drags the world with the mouse: the logical point under
         * the mouse stays under it, and so does the cursor (the caller
         * goes on to handle the motion as a mouse move). */
        if (N.panning) {
            if (!(e->motion.state & (SDL_BUTTON_RMASK | SDL_BUTTON_MMASK))) {
                N.panning = false; /* the release happened outside the window */
                return false;
            }
            double dx = e->motion.x - N.last_x, dy = e->motion.y - N.last_y;
            N.last_x = e->motion.x;
            N.last_y = e->motion.y;
            hd_vec2 o = {a->origin.x - dx / a->zoom, a->origin.y - dy / a->zoom};
            hd_ctx_set_view(a, a->zoom, o);
        }
        return false;
    default: return false;
    }
}
