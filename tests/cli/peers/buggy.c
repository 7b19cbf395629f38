/* buggy.c: the planted bugs (buggy.h). The shapes are read with the
 * library's parser; the tests themselves are the buggy formulas, written
 * as the classic tutorials write them. "correct" asks the library. */
#include "buggy.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

enum { STRICT, PARALLEL, RAYCROSS, SAT, ATAN2, FALSEHIT, CORRECT, NBUGS };
static const char *const names[NBUGS] = {"strict", "parallel", "raycross", "sat", "atan2", "falsehit", "correct"};

int buggy_from_name(const char *name)
{
    for (int i = 0; i < NBUGS; i++)
        if (!strcmp(name, names[i])) return i;
    return -1;
}

/* strict: a < where the closed sets need <= */
static int strict(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_CIRCLE && b->kind == HD_CIRCLE) {
        double dx = a->circle.c.x - b->circle.c.x, dy = a->circle.c.y - b->circle.c.y, r = a->circle.r + b->circle.r;
        return dx * dx + dy * dy < r * r;
    }
    if (a->kind == HD_RECT && b->kind == HD_RECT) {
        const hd_rect *p = &a->rect, *q = &b->rect;
        return p->x < q->x + q->w && q->x < p->x + p->w && p->y < q->y + q->h && q->y < p->y + p->h;
    }
    return -1;
}

static double cross(hd_vec2 o, hd_vec2 a, hd_vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
static bool on_seg(hd_vec2 a, hd_vec2 b, hd_vec2 p)
{
    return fmin(a.x, b.x) <= p.x && p.x <= fmax(a.x, b.x) && fmin(a.y, b.y) <= p.y && p.y <= fmax(a.y, b.y);
}

/* parallel: "parallel lines never meet" */
static int parallel(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != HD_LINE || b->kind != HD_LINE) return -1;
    hd_vec2 p = a->line.a, q = a->line.b, r = b->line.a, s = b->line.b;
    double den = (q.x - p.x) * (s.y - r.y) - (q.y - p.y) * (s.x - r.x);
    if (den == 0) return 0; /* the bug */
    double d1 = cross(r, s, p), d2 = cross(r, s, q), d3 = cross(p, q, r), d4 = cross(p, q, s);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return 1;
    if (d1 == 0 && on_seg(r, s, p)) return 1;
    if (d2 == 0 && on_seg(r, s, q)) return 1;
    if (d3 == 0 && on_seg(p, q, r)) return 1;
    if (d4 == 0 && on_seg(p, q, s)) return 1;
    return 0;
}

/* raycross: the even-odd crossing test, nothing for the outline */
static int raycross(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_POLYGON && b->kind == HD_POINT) {
        const hd_shape *t = a;
        a = b;
        b = t;
    }
    if (a->kind != HD_POINT || b->kind != HD_POLYGON) return -1;
    hd_vec2 p = a->point.p;
    const hd_vec2 *v = b->polygon.v;
    int n = b->polygon.n;
    bool in = false;
    for (int i = 0, j = n - 1; i < n; j = i++)
        if ((v[i].y > p.y) != (v[j].y > p.y) && p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x)
            in = !in;
    return in;
}

/* sat: the separating axis test on the edges' normals, concave or not */
static bool sat_axis(const hd_vec2 *v, int n, const hd_vec2 *w, int m, hd_vec2 ax)
{
    double a0 = INFINITY, a1 = -INFINITY, b0 = INFINITY, b1 = -INFINITY;
    for (int i = 0; i < n; i++) {
        double d = v[i].x * ax.x + v[i].y * ax.y;
        a0 = fmin(a0, d), a1 = fmax(a1, d);
    }
    for (int i = 0; i < m; i++) {
        double d = w[i].x * ax.x + w[i].y * ax.y;
        b0 = fmin(b0, d), b1 = fmax(b1, d);
    }
    return a1 < b0 || b1 < a0;
}

static int sat(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != HD_POLYGON || b->kind != HD_POLYGON) return -1;
    const hd_shape *s[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        const hd_vec2 *v = s[k]->polygon.v;
        int n = s[k]->polygon.n;
        for (int i = 0; i < n; i++) {
            hd_vec2 e = {v[(i + 1) % n].x - v[i].x, v[(i + 1) % n].y - v[i].y};
            if (sat_axis(a->polygon.v, a->polygon.n, b->polygon.v, b->polygon.n, (hd_vec2){-e.y, e.x})) return 0;
        }
    }
    return 1;
}

/* atan2: the point's angle between start and end, no wrap through 360 */
static int atan2_sector(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_WEDGE && b->kind == HD_POINT) {
        const hd_shape *t = a;
        a = b;
        b = t;
    }
    if (a->kind != HD_POINT || b->kind != HD_WEDGE) return -1;
    double dx = a->point.p.x - b->wedge.c.x, dy = a->point.p.y - b->wedge.c.y;
    if (dx * dx + dy * dy > b->wedge.r * b->wedge.r) return 0;
    if (dx == 0 && dy == 0) return 1;
    double ang = atan2(dy, dx) * 180 / 3.14159265358979323846;
    if (ang < 0) ang += 360;
    return b->wedge.start <= ang && ang <= b->wedge.end;
}

/* falsehit: the circle's bounding box against the rect */
static int falsehit(const hd_shape *a, const hd_shape *b)
{
    if (a->kind == HD_RECT && b->kind == HD_CIRCLE) {
        const hd_shape *t = a;
        a = b;
        b = t;
    }
    if (a->kind != HD_CIRCLE || b->kind != HD_RECT) return -1;
    const hd_circle *c = &a->circle;
    const hd_rect *r = &b->rect;
    return c->c.x + c->r >= r->x && c->c.x - c->r <= r->x + r->w && c->c.y + c->r >= r->y &&
           c->c.y - c->r <= r->y + r->h;
}

int buggy_answer(int bug, const char *line)
{
    static _Thread_local hd_shape_buf ba, bb;
    static _Thread_local char t[2 * 65536];
    size_t l = strlen(line);
    if (l >= sizeof t) return -2;
    memcpy(t, line, l + 1);
    char *sp = strchr(t, ' ');
    if (!sp) return -2;
    *sp = '\0';
    char err[256];
    if (!hd_shape_parse_buf(t, &ba, err, sizeof err) || !hd_shape_parse_buf(sp + 1, &bb, err, sizeof err)) return -2;
    hd_shape a = hd_shape_of(&ba), b = hd_shape_of(&bb);
    switch (bug) {
    case STRICT: return strict(&a, &b);
    case PARALLEL: return parallel(&a, &b);
    case RAYCROSS: return raycross(&a, &b);
    case SAT: return sat(&a, &b);
    case ATAN2: return atan2_sector(&a, &b);
    case FALSEHIT: return falsehit(&a, &b);
    case CORRECT: return hd_collide(&a, &b);
    default: return -1;
    }
}
