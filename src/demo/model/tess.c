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

/* The bounding box of the arc of radius r about c from angle a to b
 * (radians, a < b, b - a <= pi / 2 + a little) misses the clip box. */
static bool arc_outside(hd_vec2 c, double r, double a, double b, const hd_tess_clip *k)
{
    double x0 = cos(a), x1 = cos(b), y0 = sin(a), y1 = sin(b);
    double lx = fmin(x0, x1), hx = fmax(x0, x1), ly = fmin(y0, y1), hy = fmax(y0, y1);
    /* the axis extremes the arc passes (multiples of pi / 2 inside (a, b)) */
    for (double q = ceil(a / (HD_PI / 2)) * (HD_PI / 2); q < b; q += HD_PI / 2) {
        double cx = cos(q), cy = sin(q);
        lx = fmin(lx, cx), hx = fmax(hx, cx), ly = fmin(ly, cy), hy = fmax(hy, cy);
    }
    return c.x + r * hx < k->x0 || c.x + r * lx > k->x1 || c.y + r * hy < k->y0 || c.y + r * ly > k->y1;
}

typedef struct arc_out {
    hd_vec2 c;
    double r, step;
    const hd_tess_clip *clip;
    hd_vec2 *out;
    int n, cap;
} arc_out;

/* Appends the points after angle a up to b: chords of at most `step`
 * where the arc may show, one chord where it cannot. */
static void arc_split(arc_out *o, double a, double b, int depth)
{
    if (b - a <= o->step * 1.000001 || depth > 60 || o->n + 2 > o->cap || arc_outside(o->c, o->r, a, b, o->clip)) {
        if (o->n < o->cap) o->out[o->n++] = (hd_vec2){o->c.x + o->r * cos(b), o->c.y + o->r * sin(b)};
        return;
    }
    /* where the arc may show: even chords, as many as the step asks (the
     * budget allowing), else halves */
    double k = ceil((b - a) / o->step);
    if (k <= 64 && o->n + (int)k + 1 <= o->cap) {
        for (int i = 1; i <= (int)k; i++) {
            double t = i == (int)k ? b : a + (b - a) * i / k;
            o->out[o->n++] = (hd_vec2){o->c.x + o->r * cos(t), o->c.y + o->r * sin(t)};
        }
        return;
    }
    double m = a + (b - a) / 2;
    arc_split(o, a, m, depth + 1);
    arc_split(o, m, b, depth + 1);
}

int hd_tess_arc(hd_vec2 c, double r, double a0, double sweep, double px_per_unit, hd_vec2 *out,
                int cap)
{
    return hd_tess_arc_clip(c, r, a0, sweep, px_per_unit, NULL, out, cap);
}

int hd_tess_arc_clip(hd_vec2 c, double r, double a0, double sweep, double px_per_unit, const hd_tess_clip *clip,
                     hd_vec2 *out, int cap)
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
    if (clip && nd > HD_TESS_ARC_MAX && cap >= 8 && isfinite(r) && isfinite(c.x) && isfinite(c.y)) {
        /* too many chords for the whole arc: fine ones only where it may
         * show, in pieces of at most a quarter turn (their boxes are tight) */
        /* (a backward sweep is made forward, from its end, and reversed) */
        double sw = sweep * HD_PI / 180, from = (sw < 0 ? a0 + sweep : a0) * HD_PI / 180, span = fabs(sw);
        arc_out o = {c, r, step, clip, out, 0, cap};
        out[o.n++] = (hd_vec2){c.x + r * cos(from), c.y + r * sin(from)};
        int pieces = (int)ceil(span / (HD_PI / 2));
        for (int i = 0; i < pieces; i++)
            arc_split(&o, from + span * i / pieces, i + 1 == pieces ? from + span : from + span * (i + 1) / pieces, 0);
        if (sw < 0)
            for (int i = 0, j = o.n - 1; i < j; i++, j--) {
                hd_vec2 t = out[i];
                out[i] = out[j];
                out[j] = t;
            }
        return o.n;
    }
    int n = nd >= 2 && nd <= HD_TESS_ARC_MAX ? (int)nd : nd > HD_TESS_ARC_MAX ? HD_TESS_ARC_MAX : 2; /* huge radii: within HD_TESS_MAX */
    if (n + 1 > cap) n = cap - 1;
    for (int i = 0; i <= n; i++) {
        double a = (a0 + sweep * i / n) * HD_PI / 180;
        out[i] = (hd_vec2){c.x + r * cos(a), c.y + r * sin(a)};
    }
    return n + 1;
}

int hd_tess_outline(const hd_shape *s, double px_per_unit, hd_vec2 *out, int cap, int *hole_at)
{
    return hd_tess_outline_clip(s, px_per_unit, NULL, out, cap, hole_at);
}

int hd_tess_outline_clip(const hd_shape *s, double px_per_unit, const hd_tess_clip *clip, hd_vec2 *out, int cap,
                         int *hole_at)
{
    *hole_at = -1;
    int n = 0;
    switch (s->kind) {
    case HD_CIRCLE: {
        if (s->circle.r <= 0) return 0;
        n = hd_tess_arc_clip(s->circle.c, s->circle.r, 0, 360, px_per_unit, clip, out, cap);
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
            n = hd_tess_arc_clip(k->a, k->r, 0, 360, px_per_unit, clip, out, cap);
            return n - 1;
        }
        /* direction a->b at angle t; the cap at b spans t-90 .. t+90, the
         * cap at a spans t+90 .. t+270 */
        double t = atan2(dy, dx) * 180 / HD_PI;
        n = hd_tess_arc_clip(k->b, k->r, t - 90, 180, px_per_unit, clip, out, cap / 2);
        n += hd_tess_arc_clip(k->a, k->r, t + 90, 180, px_per_unit, clip, out + n, cap - n);
        return n;
    }
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        double sw = hd_tess_sweep(w->start, w->end);
        if (w->r <= 0 || sw == 0) return 0;
        if (sw == 360) return hd_tess_arc_clip(w->c, w->r, 0, 360, px_per_unit, clip, out, cap) - 1;
        out[0] = w->c;
        return 1 + hd_tess_arc_clip(w->c, w->r, w->start, sw, px_per_unit, clip, out + 1, cap - 1);
    }
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double sw = hd_tess_sweep(a->start, a->end);
        if (a->rout <= 0 || sw == 0 || a->rin == a->rout) return 0;
        if (sw == 360) {
            n = hd_tess_arc_clip(a->c, a->rout, 0, 360, px_per_unit, clip, out, cap / 2);
            if (a->rin <= 0) return n - 1;
            *hole_at = n;
            n += hd_tess_arc_clip(a->c, a->rin, 360, -360, px_per_unit, clip, out + n, cap - n);
            return n;
        }
        n = hd_tess_arc_clip(a->c, a->rout, a->start, sw, px_per_unit, clip, out, cap / 2);
        if (a->rin <= 0) {
            out[n++] = a->c;
            return n;
        }
        n += hd_tess_arc_clip(a->c, a->rin, a->start + sw, -sw, px_per_unit, clip, out + n, cap - n);
        return n;
    }
    default: return 0;
    }
}
