/* tess.c: shape outlines as vertex loops (see tess.h). */
#include "tess.h"

#include <math.h>


double hd_tess_sweep(double start, double end)
{
    double d = end - start;
    if (d == 0) return 0;
    double m = fmod(d, 360.0);
    if (m == 0) return 360; /* non-zero multiple of 360: full */
    if (m < 0) m += 360;
    return m;
}

int hd_tess_arc(hd_vec2 c, double r, double a0, double sweep, double px_per_unit, hd_vec2 *out,
                int cap)
{
    double rpx = r * px_per_unit;
    /* chord sagitta r(1 - cos(t/2)) <= tol  =>  t <= 2 acos(1 - tol/r);
     * for tol/r below 1e-6, 1 - tol/r loses its digits (acos(1) = 0 past
     * 1e-16): use 2 acos(1 - x) ~ 2 sqrt(2x) there. */
    double x = rpx > HD_TESS_TOL ? HD_TESS_TOL / rpx : 1;
    double step = !(rpx > HD_TESS_TOL) ? HD_PI / 2 : x < 1e-6 ? 2 * sqrt(2 * x) : 2 * acos(1 - x);
    double rad = fabs(sweep) * HD_PI / 180;
    /* counted in double, capped before the conversion (a huge radius or a
     * step that underflows to 0 gives inf or NaN, which no int holds) */
    double nd = ceil(rad / step);
    int n = nd >= 2 && nd <= 2000 ? (int)nd : nd > 2000 ? 2000 : 2; /* huge radii: within HD_TESS_MAX */
    if (n + 1 > cap) n = cap - 1;
    for (int i = 0; i <= n; i++) {
        double a = (a0 + sweep * i / n) * HD_PI / 180;
        out[i] = (hd_vec2){c.x + r * cos(a), c.y + r * sin(a)};
    }
    return n + 1;
}

int hd_tess_outline(const hd_shape *s, double px_per_unit, hd_vec2 *out, int cap, int *hole_at)
{
    *hole_at = -1;
    int n = 0;
    switch (s->kind) {
    case HD_CIRCLE: {
        if (s->circle.r <= 0) return 0;
        n = hd_tess_arc(s->circle.c, s->circle.r, 0, 360, px_per_unit, out, cap);
        return n - 1; /* last == first */
    }
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        if (r->w <= 0 || r->h <= 0 || cap < 4) return 0;
        out[0] = (hd_vec2){r->x, r->y};
        out[1] = (hd_vec2){r->x + r->w, r->y};
        out[2] = (hd_vec2){r->x + r->w, r->y + r->h};
        out[3] = (hd_vec2){r->x, r->y + r->h};
        return 4;
    }
    case HD_POLYGON:
        for (n = 0; n < s->polygon.n && n < cap; n++) out[n] = s->polygon.v[n];
        return n;
    case HD_CAPSULE: {
        const hd_capsule *k = &s->capsule;
        if (k->r <= 0) return 0;
        double dx = k->b.x - k->a.x, dy = k->b.y - k->a.y;
        if (dx == 0 && dy == 0) {
            n = hd_tess_arc(k->a, k->r, 0, 360, px_per_unit, out, cap);
            return n - 1;
        }
        /* direction a->b at angle t; the cap at b spans t-90 .. t+90, the
         * cap at a spans t+90 .. t+270 */
        double t = atan2(dy, dx) * 180 / HD_PI;
        n = hd_tess_arc(k->b, k->r, t - 90, 180, px_per_unit, out, cap / 2);
        n += hd_tess_arc(k->a, k->r, t + 90, 180, px_per_unit, out + n, cap - n);
        return n;
    }
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        double sw = hd_tess_sweep(w->start, w->end);
        if (w->r <= 0 || sw == 0) return 0;
        if (sw == 360) return hd_tess_arc(w->c, w->r, 0, 360, px_per_unit, out, cap) - 1;
        out[0] = w->c;
        return 1 + hd_tess_arc(w->c, w->r, w->start, sw, px_per_unit, out + 1, cap - 1);
    }
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double sw = hd_tess_sweep(a->start, a->end);
        if (a->rout <= 0 || sw == 0 || a->rin == a->rout) return 0;
        if (sw == 360) {
            n = hd_tess_arc(a->c, a->rout, 0, 360, px_per_unit, out, cap / 2);
            if (a->rin <= 0) return n - 1;
            *hole_at = n;
            n += hd_tess_arc(a->c, a->rin, 360, -360, px_per_unit, out + n, cap - n);
            return n;
        }
        n = hd_tess_arc(a->c, a->rout, a->start, sw, px_per_unit, out, cap / 2);
        if (a->rin <= 0) {
            out[n++] = a->c;
            return n;
        }
        n += hd_tess_arc(a->c, a->rin, a->start + sw, -sw, px_per_unit, out + n, cap - n);
        return n;
    }
    default: return 0;
    }
}
