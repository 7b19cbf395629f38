/* motion.c: swept regions and the tunnelling run's plan (see motion.h). */
#include "motion.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/spec.h>

#define ARC_STEPS 64

static double cross3(hd_vec2 o, hd_vec2 a, hd_vec2 b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/* The polygon turns one way only (collinear vertices allowed). */
static bool poly_convex(const hd_polygon *p)
{
    int pos = 0, neg = 0;
    for (int i = 0; i < p->n; i++) {
        double c = cross3(p->v[i], p->v[(i + 1) % p->n], p->v[(i + 2) % p->n]);
        pos += c > 0;
        neg += c < 0;
    }
    return !(pos && neg);
}

/* Points of an arc of radius r around c from angle a0 through sweep (radians). */
static int arc_pts(hd_vec2 c, double r, double a0, double sweep, int steps, hd_vec2 *out)
{
    for (int i = 0; i <= steps; i++) {
        double t = a0 + sweep * i / steps;
        out[i] = (hd_vec2){c.x + r * cos(t), c.y + r * sin(t)};
    }
    return steps + 1;
}

/* The outline of a convex shape as points whose hull is the shape (round
 * parts sampled). */
static int outline(const hd_shape *s, hd_vec2 *o)
{
    switch (s->kind) {
    case HD_POINT: o[0] = s->point.p; return 1;
    case HD_CIRCLE:
        if (s->circle.r == 0) {
            o[0] = s->circle.c;
            return 1;
        }
        return arc_pts(s->circle.c, s->circle.r, 0, 2 * HD_PI * (ARC_STEPS - 1) / ARC_STEPS, ARC_STEPS - 1, o);
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        o[0] = (hd_vec2){r->x, r->y};
        o[1] = (hd_vec2){r->x + r->w, r->y};
        o[2] = (hd_vec2){r->x + r->w, r->y + r->h};
        o[3] = (hd_vec2){r->x, r->y + r->h};
        return 4;
    }
    case HD_LINE: o[0] = s->line.a; o[1] = s->line.b; return 2;
    case HD_CAPSULE: {
        const hd_capsule *c = &s->capsule;
        if (c->r == 0) {
            o[0] = c->a;
            o[1] = c->b;
            return 2;
        }
        double th = atan2(c->b.y - c->a.y, c->b.x - c->a.x);
        int n = arc_pts(c->b, c->r, th - HD_PI / 2, HD_PI, ARC_STEPS / 2, o);
        return n + arc_pts(c->a, c->r, th + HD_PI / 2, HD_PI, ARC_STEPS / 2, o + n);
    }
    case HD_POLYGON:
        memcpy(o, s->polygon.v, (size_t)s->polygon.n * sizeof *o);
        return s->polygon.n;
    default: return 0; /* arcs and wedges are not cursors */
    }
}

static int by_xy(const void *pa, const void *pb)
{
    const hd_vec2 *a = pa, *b = pb;
    if (a->x != b->x) return a->x < b->x ? -1 : 1;
    return a->y < b->y ? -1 : a->y > b->y;
}

/* The convex hull of p[0..n) (sorted in place) into h: its vertex count. */
static int hull(hd_vec2 *p, int n, hd_vec2 *h)
{
    qsort(p, (size_t)n, sizeof *p, by_xy);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross3(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    for (int i = n - 2, lo = k + 1; i >= 0; i--) {
        while (k >= lo && cross3(h[k - 2], h[k - 1], p[i]) <= 0) k--;
        h[k++] = p[i];
    }
    return n > 1 ? k - 1 : k;
}

void hd_motion_region_of(const hd_shape *s, hd_vec2 d, hd_motion_region *out)
{
    out->nloops = 0;
    if (s->kind == HD_POLYGON && !poly_convex(&s->polygon)) {
        const hd_polygon *p = &s->polygon;
        hd_vec2 *q = out->pts;
        for (int i = 0; i < p->n; i++) q[i] = p->v[i];
        for (int i = 0; i < p->n; i++) q[p->n + i] = (hd_vec2){p->v[i].x + d.x, p->v[i].y + d.y};
        out->len[0] = out->len[1] = p->n;
        q += 2 * p->n;
        for (int i = 0; i < p->n; i++, q += 4) {
            hd_vec2 a = p->v[i], b = p->v[(i + 1) % p->n];
            q[0] = a;
            q[1] = b;
            q[2] = (hd_vec2){b.x + d.x, b.y + d.y};
            q[3] = (hd_vec2){a.x + d.x, a.y + d.y};
            out->len[2 + i] = 4;
        }
        out->nloops = 2 + p->n;
        return;
    }
    static hd_vec2 pts[2 * (HD_POLY_MAX + ARC_STEPS + 2)];
    int n = outline(s, pts);
    for (int i = 0; i < n; i++) pts[n + i] = (hd_vec2){pts[i].x + d.x, pts[i].y + d.y};
    if (n == 0) return;
    out->len[0] = hull(pts, 2 * n, out->pts);
    out->nloops = 1;
}

static void fmt_t(double t, bool full, char *buf, size_t n)
{
    if (full) hd_format_double(t, buf, n);
    else snprintf(buf, n, "%.3g", t);
}

void hd_motion_sweep_text(int rc, const hd_sweep_hit *h, bool full, char *buf, size_t n)
{
    char t[40];
    if (rc != HD_SWEEP_OK) snprintf(buf, n, _("swept: no answer (%s)"), hd_sweep_error(rc));
    else if (!h->hit) snprintf(buf, n, "%s", _("swept: clear"));
    else if (h->toi == 0) snprintf(buf, n, "%s", _("swept: hit at t = 0 (touching at the start)"));
    else {
        fmt_t(h->toi, full, t, sizeof t);
        snprintf(buf, n, _("swept: hit at t = %s"), t);
    }
}

hd_vec2 hd_tunnel_offset(hd_vec2 move, int frames, int k)
{
    if (k >= frames) return move;
    return (hd_vec2){move.x * k / frames, move.y * k / frames};
}

int hd_tunnel_frames_for(double dist, double speed, double step)
{
    double f = speed > 0 && step > 0 ? ceil(dist / (speed * step) - 1e-9) : 1;
    return f < 1 || !(f == f) ? 1 : f > HD_TUNNEL_MAX_FRAMES ? HD_TUNNEL_MAX_FRAMES : (int)f;
}

void hd_tunnel_plan_make(const hd_shape *start, const hd_shape *base, hd_vec2 move, int frames, hd_tunnel_plan *p)
{
    static hd_vec2 v[HD_POLY_MAX];
    if (frames < 1) frames = 1;
    if (frames > HD_TUNNEL_MAX_FRAMES) frames = HD_TUNNEL_MAX_FRAMES;
    p->frames = frames;
    p->move = move;
    p->frame_hits = 0;
    for (int k = 0; k <= frames; k++) {
        hd_shape at = hd_shape_translate(start, hd_tunnel_offset(move, frames, k), v);
        p->frame_hit[k] = hd_collide(&at, base);
        p->frame_hits += p->frame_hit[k];
    }
    p->rc = hd_sweep(start, base, move, &p->sweep);
    p->hit_frame = -1;
    if (p->rc == HD_SWEEP_OK && p->sweep.hit) {
        double f = ceil(p->sweep.toi * frames);
        p->hit_frame = f < 0 ? 0 : f > frames ? frames : (int)f;
    }
}

void hd_tunnel_texts(const hd_tunnel_plan *p, bool full, char *per_frame, size_t n1, char *swept, size_t n2)
{
    int n = p->frames + 1;
    if (p->frame_hits == 0) snprintf(per_frame, n1, _("per frame: miss at every frame (%d frames)"), n);
    else {
        int first = 0;
        while (!p->frame_hit[first]) first++;
        if (p->frame_hits == 1) snprintf(per_frame, n1, _("per frame: hit at frame %d only (of %d)"), first, n);
        else snprintf(per_frame, n1, _("per frame: hit at %d of %d frames (first: frame %d)"), p->frame_hits, n, first);
    }
    char s[200];
    hd_motion_sweep_text(p->rc, &p->sweep, full, s, sizeof s);
    if (p->hit_frame >= 0) snprintf(swept, n2, _("%s (frame %d)"), s, p->hit_frame);
    else snprintf(swept, n2, "%s", s);
}
