/* minkowski.c: the collision map's exact outline (see minkowski.h). */
#include "minkowski.h"

#include <stdlib.h>

static hd_vec2 g_a[HD_TESS_MAX + 2], g_b[HD_TESS_MAX + 2], g_tmp[HD_TESS_MAX + 2];

static double cross3(hd_vec2 o, hd_vec2 a, hd_vec2 b)
{
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static int by_xy(const void *pa, const void *pb)
{
    const hd_vec2 *a = pa, *b = pb;
    return a->x < b->x ? -1 : a->x > b->x ? 1 : a->y < b->y ? -1 : a->y > b->y ? 1 : 0;
}

/* Andrew's monotone chain: the convex hull of p[0..n) in place, one turning
 * direction, no collinear vertices; returns its count (1 or 2 for a point
 * or a segment). */
static int hull(hd_vec2 *p, int n)
{
    if (n <= 1) return n;
    qsort(p, (size_t)n, sizeof *p, by_xy);
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross3(g_tmp[k - 2], g_tmp[k - 1], p[i]) <= 0) k--;
        g_tmp[k++] = p[i];
    }
    for (int i = n - 2, t = k + 1; i >= 0; i--) {
        while (k >= t && cross3(g_tmp[k - 2], g_tmp[k - 1], p[i]) <= 0) k--;
        g_tmp[k++] = p[i];
    }
    k--; /* the first point again */
    if (k < 1) k = 1;
    for (int i = 0; i < k; i++) p[i] = g_tmp[i];
    return k;
}

/* The shape's outline points (its tessellation, or what it collapses to). */
static int points_of(const hd_shape *s, double ppu, hd_vec2 *out, int cap)
{
    switch (s->kind) {
    case HD_POINT: out[0] = s->point.p; return 1;
    case HD_LINE:
        out[0] = s->line.a;
        out[1] = s->line.b;
        return 2;
    default: {
        int hole;
        int n = hd_tess_outline(s, ppu, out, cap, &hole);
        return hole >= 0 ? 0 : n; /* a ring is not convex */
    }
    }
}

/* Rotates p so that it starts at its lowest point (smallest y, then x). */
static void start_low(hd_vec2 *p, int n)
{
    int lo = 0;
    for (int i = 1; i < n; i++)
        if (p[i].y < p[lo].y || (p[i].y == p[lo].y && p[i].x < p[lo].x)) lo = i;
    for (int i = 0; i < n; i++) g_tmp[i] = p[(lo + i) % n];
    for (int i = 0; i < n; i++) p[i] = g_tmp[i];
}

int hd_minkowski_map(const hd_shape *base, const hd_cursor_tpl *cur, double ppu, hd_vec2 *out, int cap)
{
    if (cur->kind != HD_POINT && cur->kind != HD_CIRCLE && cur->kind != HD_RECT && cur->kind != HD_POLYGON) return 0;
    static hd_vec2 cv[HD_POLY_MAX];
    hd_shape c0 = hd_cursor_build(cur, (hd_vec2){0, 0}, cv);
    if (!hd_shape_is_convex(base) || !hd_shape_is_convex(&c0)) return 0;
    int na = points_of(base, ppu, g_a, HD_TESS_MAX);
    int nb = points_of(&c0, ppu, g_b, HD_TESS_MAX);
    if (na < 1 || nb < 1) return 0;
    for (int i = 0; i < nb; i++) g_b[i] = (hd_vec2){-g_b[i].x, -g_b[i].y}; /* reflected about M */
    na = hull(g_a, na);
    nb = hull(g_b, nb);
    if (na + nb < 3 || na + nb > cap) return 0; /* two points: no area */
    start_low(g_a, na);
    start_low(g_b, nb);
    g_a[na] = g_a[0];
    g_a[na + 1] = g_a[1 % na];
    g_b[nb] = g_b[0];
    g_b[nb + 1] = g_b[1 % nb];
    int i = 0, j = 0, n = 0;
    while ((i < na || j < nb) && n < cap) {
        out[n++] = (hd_vec2){g_a[i].x + g_b[j].x, g_a[i].y + g_b[j].y};
        hd_vec2 ea = {g_a[i + 1].x - g_a[i].x, g_a[i + 1].y - g_a[i].y};
        hd_vec2 eb = {g_b[j + 1].x - g_b[j].x, g_b[j + 1].y - g_b[j].y};
        double c = ea.x * eb.y - ea.y * eb.x;
        bool ai = i < na, bj = j < nb;
        if (c >= 0 && ai) i++;
        if (c <= 0 && bj) j++;
        if (!ai && !bj) break;
        if (c > 0 && !ai) j++; /* one side done: the other goes on */
        if (c < 0 && !bj) i++;
    }
    return n >= 3 ? n : 0;
}
