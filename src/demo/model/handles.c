/* handles.c: handles of a base shape, hit tests and edits (see handles.h). */
#include "handles.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Direction of d in degrees in [0, 360), exact at multiples of 45. */
static double angle_of(hd_vec2 d)
{
    if (d.y == 0) return d.x > 0 ? 0 : 180;
    if (d.x == 0) return d.y > 0 ? 90 : 270;
    if (fabs(d.x) == fabs(d.y)) return d.x > 0 ? (d.y > 0 ? 45 : 315) : (d.y > 0 ? 135 : 225);
    double a = atan2(d.y, d.x) * (180.0 / HD_PI);
    if (a < 0) a += 360.0;
    if (a >= 360.0) a = 0;
    return a;
}

static double norm360(double a)
{
    double m = fmod(a, 360.0);
    if (m < 0) m += 360.0;
    return m;
}

/* END - START a non-zero multiple of 360: the full ring / disk. */
static bool is_full(double start, double end)
{
    double d = end - start;
    return d != 0 && fmod(d, 360.0) == 0;
}

/* The sweep in degrees, 0..360. */
static double sweep_of(double start, double end)
{
    if (is_full(start, end)) return 360;
    return norm360(end - start);
}

static hd_vec2 at(hd_vec2 c, double r, double deg)
{
    hd_vec2 u = hd_dir_deg(deg);
    return (hd_vec2){c.x + r * u.x, c.y + r * u.y};
}

static double dist2(hd_vec2 a, hd_vec2 b)
{
    double dx = a.x - b.x, dy = a.y - b.y;
    return dx * dx + dy * dy;
}

/* Distance from p to the segment a..b, and the nearest point in *q. */
static double seg_dist(hd_vec2 a, hd_vec2 b, hd_vec2 p, hd_vec2 *q)
{
    hd_vec2 r;
    double dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy;
    if (l2 == 0) {
        r = a;
    } else if (dy == 0) { /* horizontal: exact */
        double lo = a.x < b.x ? a.x : b.x, hi = a.x < b.x ? b.x : a.x;
        r = (hd_vec2){p.x < lo ? lo : p.x > hi ? hi : p.x, a.y};
    } else if (dx == 0) { /* vertical: exact */
        double lo = a.y < b.y ? a.y : b.y, hi = a.y < b.y ? b.y : a.y;
        r = (hd_vec2){a.x, p.y < lo ? lo : p.y > hi ? hi : p.y};
    } else {
        double t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
        if (t <= 0) r = a;
        else if (t >= 1) r = b;
        else r = (hd_vec2){a.x + t * dx, a.y + t * dy};
    }
    if (q) *q = r;
    return sqrt(dist2(p, r));
}

static hd_vec2 capsule_normal(const hd_capsule *c)
{
    double dx = c->b.x - c->a.x, dy = c->b.y - c->a.y, l = hypot(dx, dy);
    if (!(l > 0) || !isfinite(l)) return (hd_vec2){0, -1};
    if (dy == 0) return (hd_vec2){0, dx > 0 ? 1 : -1};
    if (dx == 0) return (hd_vec2){dy > 0 ? -1 : 1, 0};
    return (hd_vec2){-dy / l, dx / l};
}

int hd_handles_list(const hd_shape *s, hd_handle *out, int cap)
{
    hd_handle h[HD_HANDLES_MAX];
    int n = 0;
#define ADD(R, I, P) (h[n++] = (hd_handle){(R), (I), (P)})
    switch (s->kind) {
    case HD_POINT: ADD(HD_HR_POINT, 0, s->point.p); break;
    case HD_CIRCLE:
        ADD(HD_HR_POINT, 0, s->circle.c);
        ADD(HD_HR_RADIUS, 0, ((hd_vec2){s->circle.c.x + s->circle.r, s->circle.c.y}));
        break;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        double x1 = r->x + r->w, y1 = r->y + r->h, mx = r->x + r->w / 2, my = r->y + r->h / 2;
        ADD(HD_HR_CORNER, 0, ((hd_vec2){r->x, r->y}));
        ADD(HD_HR_CORNER, 1, ((hd_vec2){x1, r->y}));
        ADD(HD_HR_CORNER, 2, ((hd_vec2){x1, y1}));
        ADD(HD_HR_CORNER, 3, ((hd_vec2){r->x, y1}));
        ADD(HD_HR_EDGE, 0, ((hd_vec2){mx, r->y}));
        ADD(HD_HR_EDGE, 1, ((hd_vec2){x1, my}));
        ADD(HD_HR_EDGE, 2, ((hd_vec2){mx, y1}));
        ADD(HD_HR_EDGE, 3, ((hd_vec2){r->x, my}));
        break;
    }
    case HD_LINE:
        ADD(HD_HR_END, 0, s->line.a);
        ADD(HD_HR_END, 1, s->line.b);
        break;
    case HD_CAPSULE: {
        const hd_capsule *c = &s->capsule;
        hd_vec2 nrm = capsule_normal(c);
        hd_vec2 mid = {(c->a.x + c->b.x) / 2, (c->a.y + c->b.y) / 2};
        ADD(HD_HR_END, 0, c->a);
        ADD(HD_HR_END, 1, c->b);
        ADD(HD_HR_RADIUS, 0, ((hd_vec2){mid.x + c->r * nrm.x, mid.y + c->r * nrm.y}));
        break;
    }
    case HD_POLYGON:
        for (int i = 0; i < s->polygon.n && i < HD_HANDLES_MAX; i++) ADD(HD_HR_VERTEX, i, s->polygon.v[i]);
        break;
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double mid = a->start + sweep_of(a->start, a->end) / 2;
        ADD(HD_HR_POINT, 0, a->c);
        ADD(HD_HR_RADIUS, 0, at(a->c, a->rout, mid));
        ADD(HD_HR_INNER, 0, at(a->c, a->rin, mid));
        ADD(HD_HR_START, 0, at(a->c, a->rout, a->start));
        ADD(HD_HR_STOP, 0, at(a->c, a->rout, a->end));
        break;
    }
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        double mid = w->start + sweep_of(w->start, w->end) / 2;
        ADD(HD_HR_POINT, 0, w->c);
        ADD(HD_HR_RADIUS, 0, at(w->c, w->r, mid));
        ADD(HD_HR_START, 0, at(w->c, w->r, w->start));
        ADD(HD_HR_STOP, 0, at(w->c, w->r, w->end));
        break;
    }
    default: break;
    }
#undef ADD
    for (int i = 0; i < n && i < cap; i++) out[i] = h[i];
    return n;
}

bool hd_handle_is_round(const hd_handle *h)
{
    return h->role == HD_HR_RADIUS || h->role == HD_HR_INNER || h->role == HD_HR_START ||
           h->role == HD_HR_STOP;
}

int hd_handle_name(const hd_handle *h, char *buf, size_t n)
{
    static const char *corners[4] = {N_("top-left corner"), N_("top-right corner"), N_("bottom-right corner"),
                                     N_("bottom-left corner")};
    static const char *edges[4] = {N_("top edge"), N_("right edge"), N_("bottom edge"), N_("left edge")};
    int i = h->index;
    switch (h->role) {
    case HD_HR_POINT: return snprintf(buf, n, "%s", _("centre"));
    case HD_HR_VERTEX: return snprintf(buf, n, _("vertex %d"), i + 1);
    case HD_HR_END: return snprintf(buf, n, _("end %d"), i + 1);
    case HD_HR_CORNER: return snprintf(buf, n, "%s", i >= 0 && i < 4 ? _(corners[i]) : _("corner"));
    case HD_HR_EDGE: return snprintf(buf, n, "%s", i >= 0 && i < 4 ? _(edges[i]) : _("edge"));
    case HD_HR_RADIUS: return snprintf(buf, n, "%s", _("radius"));
    case HD_HR_INNER: return snprintf(buf, n, "%s", _("inner radius"));
    case HD_HR_START: return snprintf(buf, n, "%s", _("start angle"));
    case HD_HR_STOP: return snprintf(buf, n, "%s", _("end angle"));
    }
    return snprintf(buf, n, "%s", _("handle"));
}

int hd_handles_hit(const hd_shape *s, hd_vec2 p, double tol, hd_handle *out)
{
    hd_handle h[HD_HANDLES_MAX];
    int n = hd_handles_list(s, h, HD_HANDLES_MAX), best = -1;
    double bd = tol * tol;
    for (int i = 0; i < n; i++) {
        double d = dist2(h[i].p, p);
        if (d <= bd) { /* ties: the later one */
            bd = d;
            best = i;
        }
    }
    if (best >= 0 && out) *out = h[best];
    return best;
}

static bool finish(const hd_shape *s, hd_shape *cand, hd_shape_buf *out, char *err, size_t errlen)
{
    if (!hd_shape_validate_tr(cand, err, errlen, hd_gettext_tr)) {
        hd_shape_buf_set(out, s);
        return false;
    }
    hd_shape_buf_set(out, cand);
    return true;
}

static bool refuse(const hd_shape *s, hd_shape_buf *out, char *err, size_t errlen, const char *why)
{
    snprintf(err, errlen, "%s: %s", hd_kind_name(s->kind), why);
    hd_shape_buf_set(out, s);
    return false;
}

/* c = *s with its polygon vertices copied into store (writable). */
static hd_shape copy_into(const hd_shape *s, hd_vec2 *store)
{
    hd_shape c;
    hd_shape_copy(&c, store, s);
    return c;
}

/* New angle for a sector's dragged angle `mine` (the other is `other`);
 * start says which one is dragged. */
static void drag_angle(double *start, double *end, bool dragging_start, double to_deg)
{
    double mine = dragging_start ? *start : *end;
    if (norm360(mine) == to_deg) return; /* unchanged (a full ring stays full) */
    bool full_before = is_full(*start, *end);
    if (dragging_start) *start = to_deg;
    else *end = to_deg;
    if (!full_before && is_full(*start, *end)) {
        /* the other angle congruent mod 360: a zero sweep, not a full ring */
        if (dragging_start) *end = norm360(*end);
        else *start = norm360(*start);
    }
}

bool hd_handles_drag(const hd_shape *s, const hd_handle *h, hd_vec2 to, hd_shape_buf *out, char *err,
                     size_t errlen)
{
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = copy_into(s, cv);
    int i = h->index;
    switch (h->role) {
    case HD_HR_POINT: {
        hd_handle cur[HD_HANDLES_MAX];
        if (hd_handles_list(s, cur, HD_HANDLES_MAX) < 1) return refuse(s, out, err, errlen, _("no handle"));
        return hd_handles_move(s, (hd_vec2){to.x - cur[0].p.x, to.y - cur[0].p.y}, out, err, errlen);
    }
    case HD_HR_VERTEX:
        if (s->kind != HD_POLYGON || i < 0 || i >= s->polygon.n)
            return refuse(s, out, err, errlen, _("no such vertex"));
        cv[i] = to;
        break;
    case HD_HR_END:
        if (s->kind == HD_LINE) {
            if (i == 0) c.line.a = to;
            else c.line.b = to;
        } else if (s->kind == HD_CAPSULE) {
            if (i == 0) c.capsule.a = to;
            else c.capsule.b = to;
        } else {
            return refuse(s, out, err, errlen, _("no such end"));
        }
        break;
    case HD_HR_CORNER:
    case HD_HR_EDGE: {
        if (s->kind != HD_RECT) return refuse(s, out, err, errlen, _("no such corner or edge"));
        const hd_rect *r = &s->rect;
        double x1 = r->x + r->w, y1 = r->y + r->h;
        /* which sides move: corners 0 TL, 1 TR, 2 BR, 3 BL; edges 0 T, 1 R, 2 B, 3 L */
        bool left, right, top, bottom;
        if (h->role == HD_HR_CORNER) {
            left = i == 0 || i == 3;
            right = i == 1 || i == 2;
            top = i == 0 || i == 1;
            bottom = i == 2 || i == 3;
        } else {
            left = i == 3;
            right = i == 1;
            top = i == 0;
            bottom = i == 2;
        }
        if (left) {
            c.rect.x = to.x;
            c.rect.w = x1 - to.x;
        }
        if (right) c.rect.w = to.x - r->x;
        if (top) {
            c.rect.y = to.y;
            c.rect.h = y1 - to.y;
        }
        if (bottom) c.rect.h = to.y - r->y;
        break;
    }
    case HD_HR_RADIUS:
        switch (s->kind) {
        case HD_CIRCLE: c.circle.r = sqrt(dist2(to, s->circle.c)); break;
        case HD_CAPSULE: c.capsule.r = seg_dist(s->capsule.a, s->capsule.b, to, NULL); break;
        case HD_ARC: c.arc.rout = sqrt(dist2(to, s->arc.c)); break;
        case HD_WEDGE: c.wedge.r = sqrt(dist2(to, s->wedge.c)); break;
        default: return refuse(s, out, err, errlen, _("no radius"));
        }
        break;
    case HD_HR_INNER:
        if (s->kind != HD_ARC) return refuse(s, out, err, errlen, _("no inner radius"));
        c.arc.rin = sqrt(dist2(to, s->arc.c));
        break;
    case HD_HR_START:
    case HD_HR_STOP: {
        double *st, *en;
        hd_vec2 ctr;
        if (s->kind == HD_ARC) {
            st = &c.arc.start;
            en = &c.arc.end;
            ctr = s->arc.c;
        } else if (s->kind == HD_WEDGE) {
            st = &c.wedge.start;
            en = &c.wedge.end;
            ctr = s->wedge.c;
        } else {
            return refuse(s, out, err, errlen, _("no angles"));
        }
        hd_vec2 d = {to.x - ctr.x, to.y - ctr.y};
        if (d.x == 0 && d.y == 0)
            return refuse(s, out, err, errlen, _("an angle handle on the centre has no direction"));
        drag_angle(st, en, h->role == HD_HR_START, angle_of(d));
        break;
    }
    }
    return finish(s, &c, out, err, errlen);
}

bool hd_handles_move(const hd_shape *s, hd_vec2 d, hd_shape_buf *out, char *err, size_t errlen)
{
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = hd_shape_translate(s, d, cv);
    return finish(s, &c, out, err, errlen);
}

int hd_handles_edge_hit(const hd_shape *s, hd_vec2 p, double tol)
{
    if (s->kind != HD_POLYGON) return -1;
    int n = s->polygon.n, best = -1;
    double bd = tol;
    for (int i = 0; i < n; i++) {
        double d = seg_dist(s->polygon.v[i], s->polygon.v[(i + 1) % n], p, NULL);
        if (d <= bd) {
            bd = d;
            best = i;
        }
    }
    return best;
}

hd_vec2 hd_handles_edge_point(const hd_shape *s, int edge, hd_vec2 p)
{
    int n = s->polygon.n;
    hd_vec2 q = p;
    if (s->kind == HD_POLYGON && edge >= 0 && edge < n)
        seg_dist(s->polygon.v[edge], s->polygon.v[(edge + 1) % n], p, &q);
    return q;
}

bool hd_handles_insert(const hd_shape *s, int edge, hd_vec2 p, hd_shape_buf *out, int *vertex, char *err,
                       size_t errlen)
{
    if (s->kind != HD_POLYGON) return refuse(s, out, err, errlen, _("vertices are added to polygons only"));
    int n = s->polygon.n;
    if (edge < 0 || edge >= n) return refuse(s, out, err, errlen, _("no such edge"));
    if (n >= HD_POLY_MAX) {
        char why[160];
        snprintf(why, sizeof why, _("a polygon has at most %d vertices"), HD_POLY_MAX);
        return refuse(s, out, err, errlen, why);
    }
    hd_vec2 q = hd_handles_edge_point(s, edge, p);
    const hd_vec2 a = s->polygon.v[edge], b = s->polygon.v[(edge + 1) % n];
    if ((q.x == a.x && q.y == a.y) || (q.x == b.x && q.y == b.y))
        return refuse(s, out, err, errlen, _("there is a vertex there already"));
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = copy_into(s, cv);
    int at_i = edge + 1;
    memmove(&cv[at_i + 1], &cv[at_i], (size_t)(n - at_i) * sizeof cv[0]);
    cv[at_i] = q;
    c.polygon.n = n + 1;
    /* s may be out->s: keep it for a refusal after finish */
    hd_vec2 sv[HD_POLY_MAX];
    hd_shape s0 = copy_into(s, sv);
    if (!finish(&s0, &c, out, err, errlen)) return false;
    if (out->s.polygon.n != n + 1) return refuse(&s0, out, err, errlen, _("there is a vertex there already"));
    if (vertex) *vertex = at_i;
    return true;
}

bool hd_handles_delete(const hd_shape *s, int vertex, hd_shape_buf *out, char *err, size_t errlen)
{
    if (s->kind != HD_POLYGON) return refuse(s, out, err, errlen, _("vertices are deleted from polygons only"));
    int n = s->polygon.n;
    if (vertex < 0 || vertex >= n) return refuse(s, out, err, errlen, _("no such vertex"));
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = copy_into(s, cv);
    memmove(&cv[vertex], &cv[vertex + 1], (size_t)(n - vertex - 1) * sizeof cv[0]);
    c.polygon.n = n - 1;
    return finish(s, &c, out, err, errlen);
}
