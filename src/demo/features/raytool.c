/* raytool.c: the ray tool: aiming a ray with the mouse, its cast against
 * the base in words and in the picture (see raytool.h). */
#include "raytool.h"

#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "overlay_ray.h"

static struct {
    bool on;
    bool has_ray;
    bool aiming;     /* the left button is down: the drag aims the ray */
    bool from_scene; /* the ray came from a scene */
    hd_vec2 p, d;
    char said[256];  /* the message line as this tool last set it */
} R;

static hd_vec2 mouse_logical(const hd_ctx *a, int x, int y)
{
    return hd_ctx_snap(a, hd_view_to_logical(&a->view, x, y));
}

/* The message line, without printing it (it changes with every motion)
 * and without the time-out of hd_ctx_message: it stays while it is true. */
static void say(hd_ctx *a, const char *text)
{
    snprintf(R.said, sizeof R.said, "%s", text);
    snprintf(a->message, sizeof a->message, "%s", text);
    a->message_at = 0;
    hd_ctx_dirty(a);
}

static void num(double v, bool full, char *buf, size_t n)
{
    if (full) hd_format_double(v, buf, n);
    else snprintf(buf, n, "%.6g", v == 0 ? 0.0 : v);
}

void hd_raytool_text(const hd_ray_hit *h, bool full, char *buf, size_t n)
{
    char t[40], x[40], y[40], nx[40], ny[40];
    if (!h->hit) {
        snprintf(buf, n, "%s", _("ray: clear (the ray does not meet the base)"));
        return;
    }
    num(h->t, full, t, sizeof t);
    num(h->point.x, full, x, sizeof x);
    num(h->point.y, full, y, sizeof y);
    if (!h->has_normal) {
        snprintf(buf, n, _("ray: starts inside: t = 0, point (%s, %s)"), x, y);
        return;
    }
    num(h->normal.x, full, nx, sizeof nx);
    num(h->normal.y, full, ny, sizeof ny);
    snprintf(buf, n, _("ray: hit at t = %s, point (%s, %s), normal (%s, %s)"), t, x, y, nx, ny);
}

bool hd_raytool_cast(const hd_ctx *a, hd_vec2 *p, hd_vec2 *d, hd_ray_hit *h)
{
    if (!R.on || !R.has_ray) return false;
    hd_shape b = hd_scene_base(&a->scene);
    *p = R.p;
    *d = R.d;
    *h = hd_raycast(&b, R.p, R.d);
    return true;
}

bool hd_raytool_on(void) { return R.on; }

void hd_raytool_reset(void) { memset(&R, 0, sizeof R); }

void hd_raytool_set(hd_ctx *a, hd_vec2 p, hd_vec2 d)
{
    R.on = R.has_ray = true;
    R.aiming = R.from_scene = false;
    R.p = p;
    R.d = d;
    R.said[0] = '\0';
    hd_ctx_dirty(a);
}

void hd_raytool_scene(hd_ctx *a, bool has_ray, hd_vec2 p, hd_vec2 d)
{
    if (has_ray) {
        hd_raytool_set(a, p, d);
        R.from_scene = true;
    } else if (R.from_scene) {
        R.on = R.has_ray = R.from_scene = false;
        hd_ctx_dirty(a);
    }
}

bool hd_raytool_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    R.on = !R.on;
    R.aiming = false;
    R.said[0] = '\0';
    if (!R.on) say(a, _("ray tool off"));
    else if (!R.has_ray) say(a, _("ray tool: press where the ray starts and drag to aim it (Y: off)"));
    hd_ctx_dirty(a);
    return true;
}

/* The ray for the mouse at window point (x, y) during the aim. */
static void aim(hd_ctx *a, int x, int y)
{
    hd_vec2 m = mouse_logical(a, x, y), d = {m.x - R.p.x, m.y - R.p.y};
    if (!hd_ray_check(R.p, d, NULL, 0)) return; /* a tiny or huge D: keep the last */
    R.d = d;
    hd_ctx_dirty(a);
}

bool hd_raytool_event(hd_ctx *a, const SDL_Event *e)
{
    if (!R.on) return false;
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN: {
        if (e->button.button != SDL_BUTTON_LEFT) return false;
        hd_vec2 p = mouse_logical(a, e->button.x, e->button.y);
        if (!hd_ray_check(p, (hd_vec2){0, 0}, NULL, 0)) return true;
        R.p = p;
        R.d = (hd_vec2){0, 0};
        R.has_ray = R.aiming = true;
        R.from_scene = false;
        hd_ctx_dirty(a);
        return true;
    }
    case SDL_MOUSEMOTION:
        if (!R.aiming) return false;
        if (!(e->motion.state & SDL_BUTTON_LMASK)) { /* released outside the window */
            R.aiming = false;
            return false;
        }
        aim(a, e->motion.x, e->motion.y);
        return true;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button != SDL_BUTTON_LEFT || !R.aiming) return false;
        aim(a, e->button.x, e->button.y);
        R.aiming = false;
        return true;
    default: return false;
    }
}

void hd_raytool_prepare(hd_ctx *a)
{
    hd_vec2 p, d;
    hd_ray_hit h;
    if (!hd_raytool_cast(a, &p, &d, &h)) return;
    char text[256];
    hd_raytool_text(&h, a->show.full_numbers, text, sizeof text);
    /* only when the cast's words change: another message (a saved file)
     * stays until then */
    if (strcmp(text, R.said) != 0) say(a, text);
}

void hd_raytool_draw(const hd_ctx *a, const hd_gfx *g)
{
    hd_vec2 p, d;
    hd_ray_hit h;
    if (hd_raytool_cast(a, &p, &d, &h)) hd_overlay_ray_draw(g, p, d, &h);
}
