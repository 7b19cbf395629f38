/* overlay_ray.c: the ray tool's ray, hit point, t, normal and reflected
 * ray (see overlay_ray.h). */
#include "i18n.h"
#include "overlay_ray.h"

#include <math.h>
#include <stdio.h>

#include "palette.h"

/* Sizes, UI points. */
#define RAY_HEAD_PT 11.0
#define NORMAL_PT 34.0
#define NORMAL_HEAD_PT 9.0
#define DASH_PT 7.0
#define LINE_PT 2.0
#define DOT_PT 4.5

hd_vec2 hd_overlay_ray_reflect_end(hd_vec2 d, const hd_ray_hit *h)
{
    hd_vec2 n = h->normal;
    double k = 2 * (d.x * n.x + d.y * n.y), rest = 1 - h->t;
    return (hd_vec2){h->point.x + rest * (d.x - k * n.x), h->point.y + rest * (d.y - k * n.y)};
}

/* Drawable pixels per logical unit along the unit vector u at l. */
static double px_per_unit(const hd_gfx *g, hd_vec2 l, hd_vec2 u)
{
    hd_vec2 a = hd_view_to_pixels(g->v, l), b = hd_view_to_pixels(g->v, (hd_vec2){l.x + u.x, l.y + u.y});
    return hypot(b.x - a.x, b.y - a.y);
}

/* A dashed line LINE_PT wide (hd_gfx_dashed is one pixel: too thin on a
 * projector), dashes and gaps of DASH_PT. */
static void thick_dashed(const hd_gfx *g, hd_vec2 a, hd_vec2 b, hd_rgba c)
{
    hd_vec2 p = hd_view_to_pixels(g->v, a), q = hd_view_to_pixels(g->v, b);
    double len = hypot(q.x - p.x, q.y - p.y), dash = DASH_PT * hd_gfx_pt(g);
    if (!isfinite(len) || !(len > 0)) return;
    if (len > 20000) len = 20000; /* far off screen: enough dashes for any window */
    double total = hypot(q.x - p.x, q.y - p.y);
    for (double s = 0; s < len; s += 2 * dash) {
        double s1 = s + dash < len ? s + dash : len;
        hd_vec2 u = {a.x + (b.x - a.x) * (s / total), a.y + (b.y - a.y) * (s / total)};
        hd_vec2 w = {a.x + (b.x - a.x) * (s1 / total), a.y + (b.y - a.y) * (s1 / total)};
        hd_gfx_thick(g, u, w, LINE_PT, c);
    }
}

/* The point's dot: filled, ringed in white so it shows on any colour. */
static void dot(const hd_gfx *g, hd_vec2 l)
{
    hd_gfx_dot(g, l, DOT_PT + 1.5, HD_RGBA(HD_COL_POINT_RING));
    hd_gfx_dot(g, l, DOT_PT, HD_RGBA(HD_COL_RAY_HIT));
    hd_gfx_keep_clear(g, l, DOT_PT + 3);
}

void hd_overlay_ray_draw(const hd_gfx *g, hd_vec2 p, hd_vec2 d, const hd_ray_hit *h)
{
    hd_rgba ray = HD_RGBA(HD_COL_RAY);
    hd_vec2 end = {p.x + d.x, p.y + d.y};
    /* the start: a ring, so a ray of length 0 shows too */
    hd_gfx_ring(g, p, 3.5, ray);
    hd_gfx_keep_clear(g, p, 5);
    if (d.x != 0 || d.y != 0) hd_gfx_arrow(g, p, end, RAY_HEAD_PT, ray);
    if (!h->hit) return;
    char num[40], text[80];
    if (!h->has_normal) { /* t = 0: P is in or on the base */
        dot(g, p);
        hd_gfx_label(g, p, 10, 8, false, _("starts inside: t = 0"), ray);
        return;
    }
    hd_vec2 n = h->normal, at = h->point, rend = hd_overlay_ray_reflect_end(d, h);
    hd_rgba refl = HD_RGBA(HD_COL_RAY_REFLECT);
    thick_dashed(g, at, rend, refl);
    /* its direction: a head at its end */
    double pt = hd_gfx_pt(g), rs = px_per_unit(g, at, (hd_vec2){rend.x - at.x, rend.y - at.y});
    if (rs > DASH_PT * pt) {
        double f = 1 - DASH_PT * pt / rs;
        hd_gfx_arrow(g, (hd_vec2){at.x + (rend.x - at.x) * f, at.y + (rend.y - at.y) * f}, rend, NORMAL_HEAD_PT, refl);
    }
    double s = px_per_unit(g, at, n);
    hd_vec2 tip = at;
    if (s > 0 && isfinite(s)) {
        double len = NORMAL_PT * pt / s;
        tip = (hd_vec2){at.x + n.x * len, at.y + n.y * len};
        hd_gfx_arrow(g, at, tip, NORMAL_HEAD_PT, HD_RGBA(HD_COL_RAY_NORMAL));
    }
    dot(g, at);
    /* "t = T" where neither ray is: beyond the normal's tip when the ray
     * comes in flat (both rays then leave the point close to the
     * surface), else behind the surface on the side the ray comes from
     * (the incoming and reflected rays are in front of it, the ray goes on
     * behind it the other way); the placement moves it if something is
     * there */
    hd_gfx_number(g, h->t, num, sizeof num);
    snprintf(text, sizeof text, "t = %s", num);
    double w_pt = hd_gfx_text_w(g, HD_FACE_MONO, HD_LABEL_PT, text) / pt,
           h_pt = hd_gfx_line_h(g, HD_FACE_MONO, HD_LABEL_PT) / pt;
    double dl = hypot(d.x, d.y), dn = d.x * n.x + d.y * n.y, steep = dl > 0 ? -dn / dl : 0;
    hd_vec2 from = tip, u = n;
    if (steep > 0.5) {
        /* back along the surface: -(D's part along it), else to the right */
        hd_vec2 back = {-(d.x - dn * n.x), -(d.y - dn * n.y)};
        double bl = hypot(back.x, back.y);
        if (bl > 1e-9 * dl) back = (hd_vec2){back.x / bl, back.y / bl};
        else back = n.y <= 0 ? (hd_vec2){-n.y, n.x} : (hd_vec2){n.y, -n.x};
        double ul = hypot(back.x - 1.2 * n.x, back.y - 1.2 * n.y);
        u = (hd_vec2){(back.x - 1.2 * n.x) / ul, (back.y - 1.2 * n.y) / ul};
        from = at;
    }
    double off = (steep > 0.5 ? 16 : 4) + 0.5 * (fabs(u.x) * w_pt + fabs(u.y) * h_pt);
    hd_gfx_label(g, from, u.x * off - w_pt / 2, u.y * off - h_pt / 2, false, text, ray);
}
