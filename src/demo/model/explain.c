/* explain.c: the inner values of the pair's algorithm family (see
 * explain.h). Doubles throughout; the exact answer is hd_collide's. */
#include "explain.h"
#include "i18n.h"

#include <math.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>


/* ---- small vector helpers --------------------------------------------------- */

static double clampd(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }

/* Closest points c1 on p1..q1 and c2 on p2..q2 (Ericson, Real-Time
 * Collision Detection, 5.1.9). */
static void closest_seg_seg(hd_vec2 p1, hd_vec2 q1, hd_vec2 p2, hd_vec2 q2, hd_vec2 *c1, hd_vec2 *c2)
{
    hd_vec2 d1 = hd_sub(q1, p1), d2 = hd_sub(q2, p2), r = hd_sub(p1, p2);
    double a = hd_dot(d1, d1), e = hd_dot(d2, d2), f = hd_dot(d2, r), s, t;
    if (a <= 0 && e <= 0) {
        s = t = 0;
    } else if (a <= 0) {
        s = 0;
        t = clampd(f / e, 0, 1);
    } else {
        double c = hd_dot(d1, r);
        if (e <= 0) {
            t = 0;
            s = clampd(-c / a, 0, 1);
        } else {
            double b = hd_dot(d1, d2), den = a * e - b * b;
            s = den > 0 ? clampd((b * f - c * e) / den, 0, 1) : 0;
            t = (b * s + f) / e;
            if (t < 0) {
                t = 0;
                s = clampd(-c / a, 0, 1);
            } else if (t > 1) {
                t = 1;
                s = clampd((b - c) / a, 0, 1);
            }
        }
    }
    *c1 = hd_add(p1, hd_scale(d1, s));
    *c2 = hd_add(p2, hd_scale(d2, t));
}

/* Segment p0..p1 against q0..q1 in doubles. */
typedef struct segx {
    enum { SX_CROSS, SX_COLLINEAR, SX_PARALLEL, SX_DEGENERATE } kind;
    double t, u; /* CROSS: the lines' crossing; COLLINEAR: overlap t..u on p (t > u: none) */
    hd_vec2 x;
    bool meet;
} segx;

static segx seg_cross(hd_vec2 p0, hd_vec2 p1, hd_vec2 q0, hd_vec2 q1)
{
    segx r = {0};
    hd_vec2 rv = hd_sub(p1, p0), sv = hd_sub(q1, q0), qp = hd_sub(q0, p0);
    double rr = hd_dot(rv, rv), den = hd_cross(rv, sv);
    if (rr == 0 || hd_dot(sv, sv) == 0) {
        r.kind = SX_DEGENERATE;
        return r;
    }
    if (den != 0) {
        r.kind = SX_CROSS;
        r.t = hd_cross(qp, sv) / den;
        r.u = hd_cross(qp, rv) / den;
        r.x = hd_add(p0, hd_scale(rv, r.t));
        r.meet = r.t >= 0 && r.t <= 1 && r.u >= 0 && r.u <= 1;
    } else if (hd_cross(qp, rv) == 0) {
        r.kind = SX_COLLINEAR;
        double t0 = hd_dot(qp, rv) / rr, t1 = hd_dot(hd_sub(q1, p0), rv) / rr;
        r.t = fmax(0, fmin(t0, t1));
        r.u = fmin(1, fmax(t0, t1));
        r.meet = r.t <= r.u;
        r.x = hd_add(p0, hd_scale(rv, r.t));
    } else {
        r.kind = SX_PARALLEL;
    }
    return r;
}

/* ---- text and items ------------------------------------------------------------ */

/* A number as text: 6 significant digits, no "-0". */
static const char *num(char buf[32], double d)
{
    snprintf(buf, 32, "%g", d + 0.0);
    return buf;
}

static const char *pt(char buf[72], hd_vec2 p)
{
    char a[32], b[32];
    snprintf(buf, 72, "(%s,%s)", num(a, p.x), num(b, p.y));
    return buf;
}

/* A text cut short by vsnprintf ends on a whole UTF-8 character (French
 * and Chinese text have characters of 2 and 3 bytes). */
static void whole_chars(char *buf, size_t n)
{
    size_t len = strlen(buf);
    if (len + 1 < n) return; /* not cut */
    size_t k = len;
    while (k > 0 && ((unsigned char)buf[k - 1] & 0xC0) == 0x80) k--;
    if (k > 0 && (unsigned char)buf[k - 1] >= 0xC0) {
        unsigned char lead = (unsigned char)buf[k - 1];
        size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        if (len - (k - 1) < need) buf[k - 1] = '\0';
    }
}

static void line(hd_explain *x, const char *fmt, ...)
{
    if (x->nlines >= HD_EXPLAIN_LINES) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->lines[x->nlines], HD_EXPLAIN_COLS, fmt, ap);
    va_end(ap);
    whole_chars(x->lines[x->nlines++], HD_EXPLAIN_COLS);
}

/* it, cleared and set to an item of type and role from a to b. */
static hd_xitem *init_item(hd_xitem *it, hd_xitem_type type, hd_xrole role, hd_vec2 a, hd_vec2 b)
{
    memset(it, 0, sizeof *it);
    it->type = type;
    it->role = role;
    it->a = a;
    it->b = b;
    return it;
}

static hd_xitem *item(hd_explain *x, hd_xitem_type type, hd_xrole role, hd_vec2 a, hd_vec2 b)
{
    static hd_xitem spare; /* items beyond the room are dropped into it */
    if (x->n >= HD_EXPLAIN_ITEMS) return init_item(&spare, type, role, a, b);
    return init_item(&x->items[x->n++], type, role, a, b);
}

static void label(hd_xitem *it, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(it->label, sizeof it->label, fmt, ap);
    va_end(ap);
    whole_chars(it->label, sizeof it->label);
}

/* ---- steps ------------------------------------------------------------------ */

/* Where sitem() puts an item: the picture (K_MAIN), nowhere (K_DROP: a
 * step past the room), else step k's items. */
enum { K_MAIN = -1, K_DROP = -2 };

/* A number in full precision for a step's line (the HUD rounds it). */
static const char *fnum(char buf[40], double d)
{
    hd_format_double(d + 0.0, buf, 40);
    return buf;
}

static const char *fpt(char buf[90], hd_vec2 p)
{
    char a[40], b[40];
    snprintf(buf, 90, "(%s, %s)", fnum(a, p.x), fnum(b, p.y));
    return buf;
}

/* Starts a step with its line. An ordinary step past HD_EXPLAIN_STEPS - 3
 * is counted, not kept (K_DROP); a step that must stay (the deciding one,
 * the verdict) first adds the "... N more" step for those. */
static int step_begin(hd_explain *x, bool must, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int step_begin(hd_explain *x, bool must, const char *fmt, ...)
{
    if (!must && (x->nsteps >= HD_EXPLAIN_STEPS - 3 || x->steps_more > 0)) {
        x->steps_more++;
        return K_DROP;
    }
    if (must && x->steps_more > 0 && x->nsteps < HD_EXPLAIN_STEPS &&
        !(x->nsteps > 0 && x->steps[x->nsteps - 1].n == 0 && !strncmp(x->steps[x->nsteps - 1].line, "... ", 4))) {
        hd_xstep *m = &x->steps[x->nsteps++];
        memset(m, 0, sizeof *m);
        m->i0 = x->nsitems;
        /* TRANSLATORS: keep the "... " at the start (the code finds this line by it) */
        snprintf(m->line, sizeof m->line, ngettext("... %d more step like the ones before (the list keeps %d)",
                          "... %d more steps like the ones before (the list keeps %d)", (unsigned long)x->steps_more),
                 x->steps_more, HD_EXPLAIN_STEPS);
    }
    if (x->nsteps >= HD_EXPLAIN_STEPS) {
        x->steps_more++;
        return K_DROP;
    }
    int k = x->nsteps++;
    hd_xstep *st = &x->steps[k];
    memset(st, 0, sizeof *st);
    st->i0 = x->nsitems;
    st->deciding = must;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(st->line, sizeof st->line, fmt, ap);
    va_end(ap);
    whole_chars(st->line, sizeof st->line);
    return k;
}

/* An item of the picture (K_MAIN) or of step k (the last one begun). */
static hd_xitem *sitem(hd_explain *x, int k, hd_xitem_type type, hd_xrole role, hd_vec2 a, hd_vec2 b)
{
    static hd_xitem spare;
    if (k == K_MAIN) return item(x, type, role, a, b);
    if (k < 0 || k != x->nsteps - 1 || x->nsitems >= HD_EXPLAIN_SITEMS) return init_item(&spare, type, role, a, b);
    x->steps[k].n++;
    return init_item(&x->sitems[x->nsitems++], type, role, a, b);
}

void hd_explain_step_text(const hd_explain *x, int k, char *buf, size_t n)
{
    if (k < 0 || k >= x->nsteps) snprintf(buf, n, "off");
    else snprintf(buf, n, _("step %d of %d: %s"), k + 1, x->nsteps, x->steps[k].line);
}

/* ---- shapes ------------------------------------------------------------------- */

static bool is_sector(hd_kind k) { return k == HD_ARC || k == HD_WEDGE; }

/* Vertices of a rect (corners, the order hit.c uses) or a polygon. */
static int verts(const hd_shape *s, hd_vec2 *v)
{
    if (s->kind == HD_RECT) {
        const hd_rect *r = &s->rect;
        v[0] = hd_v(r->x, r->y);
        v[1] = hd_v(r->x + r->w, r->y);
        v[2] = hd_v(r->x + r->w, r->y + r->h);
        v[3] = hd_v(r->x, r->y + r->h);
        return 4;
    }
    memcpy(v, s->polygon.v, (size_t)s->polygon.n * sizeof *v);
    return s->polygon.n;
}

static bool convex(const hd_vec2 *v, int n)
{
    int sign = 0;
    for (int i = 0; i < n; i++) {
        double c = hd_cross(hd_sub(v[(i + 1) % n], v[i]), hd_sub(v[(i + 2) % n], v[(i + 1) % n]));
        int o = (c > 0) - (c < 0);
        if (o == 0) continue;
        if (sign == 0) sign = o;
        else if (o != sign) return false;
    }
    return true;
}

/* The sweep of a sector, 0..360 (360: full). */
static double sweep_of(double start, double end)
{
    double s = end - start;
    if (s != 0 && fmod(s, 360) == 0) return 360;
    s = fmod(s, 360);
    return s < 0 ? s + 360 : s;
}

/* deg within [a0, a0 + sweep] (degrees, with a little slack). */
static bool in_sweep(double deg, double a0, double sweep, double slack)
{
    if (sweep >= 360) return true;
    double rel = fmod(deg - a0, 360);
    if (rel < 0) rel += 360;
    return rel <= sweep + slack || rel >= 360 - slack;
}

static double angle_of(hd_vec2 d)
{
    double a = atan2(d.y, d.x) * (180.0 / HD_PI);
    return a < 0 ? a + 360 : a;
}

/* Closest point of s (not a sector) to p; *inside when p lies in s. */
static hd_vec2 closest_to(const hd_shape *s, hd_vec2 p, bool *inside, int *edge)
{
    *inside = false;
    if (edge) *edge = -1;
    switch (s->kind) {
    case HD_POINT: return s->point.p;
    case HD_CIRCLE: {
        hd_vec2 d = hd_sub(p, s->circle.c);
        double L = hd_len(d);
        if (L <= s->circle.r) {
            *inside = true;
            return p;
        }
        return hd_add(s->circle.c, hd_scale(d, s->circle.r / L));
    }
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        hd_vec2 q = hd_v(clampd(p.x, r->x, r->x + r->w), clampd(p.y, r->y, r->y + r->h));
        *inside = q.x == p.x && q.y == p.y;
        return q;
    }
    case HD_LINE: return hd_closest_on_segment(p, s->line.a, s->line.b, NULL);
    case HD_CAPSULE: {
        hd_vec2 k = hd_closest_on_segment(p, s->capsule.a, s->capsule.b, NULL);
        hd_vec2 d = hd_sub(p, k);
        double L = hd_len(d);
        if (L <= s->capsule.r) {
            *inside = true;
            return p;
        }
        return hd_add(k, hd_scale(d, s->capsule.r / L));
    }
    case HD_POLYGON: {
        if (hd_point_in_shape(s, p)) {
            *inside = true;
            return p;
        }
        const hd_polygon *pg = &s->polygon;
        hd_vec2 best = pg->v[0];
        double bd = INFINITY;
        for (int i = 0; i < pg->n; i++) {
            hd_vec2 q = hd_closest_on_segment(p, pg->v[i], pg->v[(i + 1) % pg->n], NULL);
            double d = hd_vdist2(p, q);
            if (d < bd) {
                bd = d;
                best = q;
                if (edge) *edge = i;
            }
        }
        return best;
    }
    default: return p;
    }
}

/* ---- hit pieces: the outline pieces some hit point lies on ------------------- */

typedef struct hits {
    hd_vec2 *p;
    int n;
    double tol;
} hits;

static bool hit_on_seg(const hits *h, hd_vec2 a, hd_vec2 b)
{
    for (int i = 0; i < h->n; i++)
        if (hd_vdist2(h->p[i], hd_closest_on_segment(h->p[i], a, b, NULL)) <= h->tol * h->tol) return true;
    return false;
}

static bool hit_on_arc(const hits *h, hd_vec2 c, double r, double a0, double sweep)
{
    for (int i = 0; i < h->n; i++) {
        hd_vec2 d = hd_sub(h->p[i], c);
        if (fabs(hd_len(d) - r) > h->tol) continue;
        if (hd_len(d) == 0 || in_sweep(angle_of(d), a0, sweep, 1e-6)) return true;
    }
    return false;
}

static void edge_if_hit(hd_explain *x, const hits *h, hd_xrole role, hd_vec2 a, hd_vec2 b)
{
    if (hit_on_seg(h, a, b)) {
        item(x, HD_XI_EDGE, role, a, b);
        x->hit_edges++;
    }
}

static void arc_if_hit(hd_explain *x, const hits *h, hd_xrole role, hd_vec2 c, double r, double a0, double sweep)
{
    if (r > 0 && hit_on_arc(h, c, r, a0, sweep)) {
        hd_xitem *it = item(x, HD_XI_ARC, role, c, c);
        it->r = r;
        it->a0 = a0;
        it->sweep = sweep;
        x->hit_edges++;
    }
}

static void sector_rays(const hd_shape *s, hd_vec2 *c, double *rin, double *rout, double *a0, double *sw)
{
    if (s->kind == HD_ARC) {
        *c = s->arc.c;
        *rin = s->arc.rin;
        *rout = s->arc.rout;
        *a0 = s->arc.start;
        *sw = sweep_of(s->arc.start, s->arc.end);
    } else {
        *c = s->wedge.c;
        *rin = 0;
        *rout = s->wedge.r;
        *a0 = s->wedge.start;
        *sw = sweep_of(s->wedge.start, s->wedge.end);
    }
}

static void highlight(hd_explain *x, const hd_shape *s, hd_xrole role, const hits *h)
{
    if (h->n == 0) return;
    hd_vec2 v[HD_POLY_MAX];
    switch (s->kind) {
    case HD_POINT: break;
    case HD_LINE: edge_if_hit(x, h, role, s->line.a, s->line.b); break;
    case HD_RECT:
    case HD_POLYGON: {
        int n = verts(s, v);
        for (int i = 0; i < n; i++)
            if (!(v[i].x == v[(i + 1) % n].x && v[i].y == v[(i + 1) % n].y))
                edge_if_hit(x, h, role, v[i], v[(i + 1) % n]);
        break;
    }
    case HD_CIRCLE: arc_if_hit(x, h, role, s->circle.c, s->circle.r, 0, 360); break;
    case HD_CAPSULE: {
        const hd_capsule *k = &s->capsule;
        hd_vec2 d = hd_sub(k->b, k->a);
        double L = hd_len(d);
        if (L == 0) {
            arc_if_hit(x, h, role, k->a, k->r, 0, 360);
            break;
        }
        hd_vec2 n = hd_scale(hd_v(-d.y, d.x), k->r / L);
        if (k->r > 0) {
            edge_if_hit(x, h, role, hd_add(k->a, n), hd_add(k->b, n));
            edge_if_hit(x, h, role, hd_sub(k->a, n), hd_sub(k->b, n));
        } else {
            edge_if_hit(x, h, role, k->a, k->b);
        }
        double ang = angle_of(d);
        arc_if_hit(x, h, role, k->a, k->r, ang + 90, 180);
        arc_if_hit(x, h, role, k->b, k->r, ang - 90, 180);
        break;
    }
    case HD_ARC:
    case HD_WEDGE: {
        hd_vec2 c;
        double rin, rout, a0, sw;
        sector_rays(s, &c, &rin, &rout, &a0, &sw);
        arc_if_hit(x, h, role, c, rout, a0, sw);
        arc_if_hit(x, h, role, c, rin, a0, sw);
        if (sw < 360) {
            hd_vec2 u0 = hd_dir_deg(a0), u1 = hd_dir_deg(a0 + sw);
            edge_if_hit(x, h, role, hd_add(c, hd_scale(u0, rin)), hd_add(c, hd_scale(u0, rout)));
            if (sw > 0) edge_if_hit(x, h, role, hd_add(c, hd_scale(u1, rin)), hd_add(c, hd_scale(u1, rout)));
        }
        break;
    }
    default: break;
    }
}

/* ---- the families ------------------------------------------------------------- */

typedef struct pair {
    const hd_shape *s[2]; /* base, cursor */
    hd_xrole role[2];
    double vw, vh;
} pair;

static const char *kn(const hd_shape *s) { return hd_kind_name(s->kind); }

/* circle or point against rect, circle, line or polygon */
static void fam_closest(hd_explain *x, const pair *P)
{
    int di; /* the disk */
    if (P->s[0]->kind == HD_POINT) di = 0;
    else if (P->s[1]->kind == HD_POINT) di = 1;
    else if (P->s[1]->kind == HD_CIRCLE) di = 1;
    else di = 0;
    const hd_shape *D = P->s[di], *T = P->s[1 - di];
    bool pnt = D->kind == HD_POINT;
    hd_vec2 c = pnt ? D->point.p : D->circle.c;
    double r = pnt ? 0 : D->circle.r;
    bool inside;
    int edge;
    hd_vec2 q = closest_to(T, c, &inside, &edge);
    char a[72], b[72], n1[32], n2[32], n3[32];
    x->family = HD_XF_CLOSEST;
    x->centre = c;
    x->closest = q;
    x->r = r;
    x->d2 = hd_vdist2(c, q);
    x->r2 = r * r;
    x->decided = true;
    x->says_hit = x->d2 <= x->r2;
    const char *cn = pnt ? _("the point") : _("the centre");
    switch (T->kind) {
    case HD_RECT:
        snprintf(x->name, sizeof x->name, _("%s/rect: clamp %s to the rect"), kn(D), cn);
        line(x, _("%s c = %s; clamp into x [%s, %s], y [%s, %s]"), pnt ? _("point") : _("centre"), pt(a, c),
             num(n1, T->rect.x), num(n2, T->rect.x + T->rect.w), num(n3, T->rect.y), num(b, T->rect.y + T->rect.h));
        line(x, _("clamped (closest) point q = %s%s"), pt(a, q), inside ? _("  (c lies in the rect)") : "");
        break;
    case HD_CIRCLE: {
        double dc = hd_len(hd_sub(c, T->circle.c));
        snprintf(x->name, sizeof x->name, _("%s/circle: distance of %s to the centre vs the radii"), kn(D), cn);
        line(x, _("|c - c2| = %s vs r + r2 = %s; closest point of the circle q = %s"), num(n1, dc),
             num(n2, r + T->circle.r), pt(a, q));
        break;
    }
    case HD_LINE:
        snprintf(x->name, sizeof x->name, _("%s/line: closest point of the segment to %s"), kn(D), cn);
        line(x, _("centre c = %s; closest point of the segment q = %s"), pt(a, c), pt(b, q));
        break;
    default:
        snprintf(x->name, sizeof x->name, _("%s/polygon: centre inside, or closest point of the edges"), kn(D));
        if (inside) line(x, _("centre c = %s lies inside the polygon"), pt(a, c));
        else line(x, _("centre c = %s outside; closest point q = %s on edge %d"), pt(a, c), pt(b, q), edge);
        break;
    }
    if (!pnt || x->d2 > 0)
        line(x, "|c - q|\xc2\xb2 = %s %s r\xc2\xb2 = %s  (r = %s)", num(n1, x->d2), x->says_hit ? "<=" : ">", num(n2, x->r2),
             num(n3, r));
    else line(x, _("|c - q|\xc2\xb2 = 0: the point lies in the %s"), kn(T));
    /* items */
    hd_xrole dr = P->role[di];
    if (!inside && x->d2 > 0) {
        hd_xitem *it = item(x, HD_XI_SEGMENT, HD_XR_INNER, c, q);
        it->place = 'u';
        label(it, "|c-q|=%s", num(n1, sqrt(x->d2)));
    }
    if (r > 0) {
        hd_vec2 u = x->d2 > 0 ? hd_scale(hd_sub(q, c), 1 / sqrt(x->d2)) : hd_v(0, -1);
        hd_xitem *it = item(x, HD_XI_DASHED, dr, c, hd_add(c, hd_scale(u, r)));
        it->at = 'b';
        it->place = 'd';
        label(it, "r=%s", num(n1, r));
    }
    hd_xitem *ci = item(x, HD_XI_POINT, dr, c, c);
    ci->place = 'l';
    label(ci, pnt ? "p" : "c");
    label(item(x, HD_XI_POINT, HD_XR_INNER, q, q), "q %s", pt(a, q));
}

/* The bounding boxes, which the exact test compares first for a polygon:
 * a step; true if they are apart (the test stops there). */
static bool box_step(hd_explain *x, const pair *P)
{
    hd_vec2 lo[2], hi[2];
    for (int i = 0; i < 2; i++) hd_shape_bounds(P->s[i], &lo[i], &hi[i]);
    double gx = fmax(lo[1].x - hi[0].x, lo[0].x - hi[1].x), gy = fmax(lo[1].y - hi[0].y, lo[0].y - hi[1].y);
    bool apart = gx > 0 || gy > 0;
    char a[40], b[40], c[40], d[40], e[40];
    int k;
    if (apart) {
        bool onx = gx > 0;
        k = step_begin(x, true, _("bounding boxes: base %s [%s, %s], cursor [%s, %s]: gap %s > 0: apart, stop "
                                "(no axis or edge is tried)"),
                       onx ? "x" : "y", fnum(a, onx ? lo[0].x : lo[0].y), fnum(b, onx ? hi[0].x : hi[0].y),
                       fnum(c, onx ? lo[1].x : lo[1].y), fnum(d, onx ? hi[1].x : hi[1].y), fnum(e, onx ? gx : gy));
    } else {
        k = step_begin(x, false, _("bounding boxes: the gaps in x (%s) and y (%s) are <= 0: they overlap, go on"),
                       fnum(a, gx), fnum(b, gy));
    }
    for (int i = 0; i < 2; i++) {
        hd_vec2 q[4] = {lo[i], hd_v(hi[i].x, lo[i].y), hi[i], hd_v(lo[i].x, hi[i].y)};
        for (int j = 0; j < 4; j++) sitem(x, k, HD_XI_DASHED, P->role[i], q[j], q[(j + 1) % 4]);
    }
    return apart;
}

/* A step for the segment p0..p1 (t) against q0..q1 (u, named who): t and
 * u and whether both are in [0, 1] (or the collinear overlap, or
 * parallel). Must stay if it meets or `final`. Returns whether they meet. */
static bool seg_step(hd_explain *x, int qrole, hd_vec2 p0, hd_vec2 p1, hd_vec2 q0, hd_vec2 q1, const char *who,
                     bool final)
{
    segx r = seg_cross(p0, p1, q0, q1);
    char a[90], b[90], c[90], n1[40], n2[40];
    bool tin = r.t >= 0 && r.t <= 1, uin = r.u >= 0 && r.u <= 1;
    int s;
    switch (r.kind) {
    case SX_CROSS:
        s = step_begin(x, r.meet || final, _("%s %s-%s: lines cross at %s, t = %s %s [0, 1], u = %s %s [0, 1]: %s"), who,
                       fpt(a, q0), fpt(b, q1), fpt(c, r.x), fnum(n1, r.t), tin ? _("in") : _("not in"), fnum(n2, r.u),
                       uin ? _("in") : _("not in"),
                       r.meet ? _("both in: they meet, stop") : final ? _("not both: apart") : _("not both: next"));
        break;
    case SX_COLLINEAR:
        s = step_begin(x, r.meet || final, _("%s %s-%s: collinear (cross products 0); overlap on the line t in [%s, %s]: %s"),
                       who, fpt(a, q0), fpt(b, q1), fnum(n1, r.t), fnum(n2, r.u),
                       r.meet ? _("not empty: they meet, stop") : final ? _("empty: apart") : _("empty: next"));
        break;
    case SX_PARALLEL:
        s = step_begin(x, final, _("%s %s-%s: parallel, not collinear (cross(d1, d2) = 0): no crossing%s"), who,
                       fpt(a, q0), fpt(b, q1), final ? _(": apart") : _(", next"));
        break;
    default:
        s = step_begin(x, final, _("%s: a segment of zero length (a point): the generic path decides"), who);
        return false;
    }
    sitem(x, s, HD_XI_EDGE, (hd_xrole)qrole, q0, q1);
    if (r.kind == SX_CROSS) {
        /* the extensions to a crossing off a segment, when it is near */
        double reach = 4 * (hd_len(hd_sub(p1, p0)) + hd_len(hd_sub(q1, q0)));
        bool near = hd_vdist2(r.x, p0) < reach * reach;
        if (near && !tin) sitem(x, s, HD_XI_DASHED, HD_XR_INNER, r.t < 0 ? p0 : p1, r.x);
        if (near && !uin) sitem(x, s, HD_XI_DASHED, (hd_xrole)qrole, r.u < 0 ? q0 : q1, r.x);
        if (near || r.meet)
            label(sitem(x, s, HD_XI_POINT, r.meet ? HD_XR_INNER : HD_XR_ALERT, r.x, r.x), "t=%s u=%s", num(n1, r.t),
                  num(n2, r.u));
    } else if (r.kind == SX_COLLINEAR && r.meet) {
        hd_vec2 d = hd_sub(p1, p0);
        label(sitem(x, s, HD_XI_INTERVAL, HD_XR_INNER, hd_add(p0, hd_scale(d, r.t)), hd_add(p0, hd_scale(d, r.u))), _("overlap"));
    }
    return r.meet;
}

static void fam_segment(hd_explain *x, const pair *P)
{
    char a[72], b[72], n1[32], n2[32];
    x->family = HD_XF_SEGMENT;
    x->edge = -1;
    x->decided = true;
    if (P->s[0]->kind == HD_LINE && P->s[1]->kind == HD_LINE) {
        const hd_line *p = &P->s[0]->line, *q = &P->s[1]->line;
        snprintf(x->name, sizeof x->name, _("line/line: crossing parameters t, u"));
        segx r = seg_cross(p->a, p->b, q->a, q->b);
        line(x, _("base a + t(b - a), cursor d + u(e - d)"));
        switch (r.kind) {
        case SX_CROSS: {
            x->t = r.t;
            x->u = r.u;
            x->cross = r.x;
            x->says_hit = r.meet;
            line(x, "t = %s, u = %s: %s", num(n1, r.t), num(n2, r.u),
                 r.meet ? _("both in [0, 1], the segments cross") : _("not both in [0, 1], the lines cross elsewhere"));
            line(x, _("crossing point %s"), pt(a, r.x));
            /* extensions from the nearest end to a crossing off a segment */
            double reach = 4 * (hd_len(hd_sub(p->b, p->a)) + hd_len(hd_sub(q->b, q->a)));
            if (!r.meet && hd_vdist2(r.x, p->a) < reach * reach) {
                if (r.t < 0 || r.t > 1) item(x, HD_XI_DASHED, P->role[0], r.t < 0 ? p->a : p->b, r.x);
                if (r.u < 0 || r.u > 1) item(x, HD_XI_DASHED, P->role[1], r.u < 0 ? q->a : q->b, r.x);
            }
            if (r.meet || hd_vdist2(r.x, p->a) < reach * reach)
                label(item(x, HD_XI_POINT, r.meet ? HD_XR_INNER : HD_XR_ALERT, r.x, r.x), "t=%s u=%s",
                      num(n1, r.t), num(n2, r.u));
            break;
        }
        case SX_COLLINEAR:
            x->collinear = true;
            x->t = r.t;
            x->u = r.u;
            x->cross = r.x;
            x->says_hit = r.meet;
            if (r.meet) {
                line(x, _("collinear; overlap t in [%s, %s] on the base"), num(n1, r.t), num(n2, r.u));
                hd_vec2 d = hd_sub(p->b, p->a);
                label(item(x, HD_XI_INTERVAL, HD_XR_INNER, hd_add(p->a, hd_scale(d, r.t)), hd_add(p->a, hd_scale(d, r.u))),
                      _("overlap"));
            } else {
                line(x, _("collinear, no overlap"));
            }
            break;
        case SX_PARALLEL:
            x->says_hit = false;
            line(x, _("parallel (cross(b - a, d - c) = 0), not collinear: no crossing"));
            break;
        default:
            x->decided = false;
            line(x, _("a segment of zero length is a point: the generic path decides"));
            break;
        }
        seg_step(x, P->role[1], p->a, p->b, q->a, q->b, _("cursor segment"), true);
        return;
    }
    int li = P->s[0]->kind == HD_LINE ? 0 : 1;
    const hd_shape *L = P->s[li], *T = P->s[1 - li];
    hd_vec2 v[HD_POLY_MAX];
    int n = verts(T, v), k = 0;
    snprintf(x->name, sizeof x->name, _("line/%s: the line against each edge (t, u), or its start inside"), kn(T));
    bool ins = hd_point_in_shape(T, L->line.a);
    for (int i = 0; i < n; i++) {
        segx r = seg_cross(L->line.a, L->line.b, v[i], v[(i + 1) % n]);
        if (!r.meet) continue;
        if (k++ == 0) {
            x->edge = i;
            x->t = r.t;
            x->u = r.u;
            x->cross = r.x;
            x->collinear = r.kind == SX_COLLINEAR;
        }
        hd_xitem *it = item(x, HD_XI_POINT, HD_XR_INNER, r.x, r.x);
        if (k == 1) label(it, "t=%s u=%s", num(n1, r.t), num(n2, r.u));
    }
    x->says_hit = ins || k > 0;
    line(x, ins ? _("start of the line %s lies inside the %s") : _("start of the line %s is outside the %s"), pt(a, L->line.a),
         kn(T));
    if (k > 0) {
        line(x, _("edges crossed: %d of %d; first: edge %d %s-%s"), k, n, x->edge, pt(a, v[x->edge]),
             pt(b, v[(x->edge + 1) % n]));
        line(x, _("%s t = %s on the line, u = %s on the edge, at %s"), x->collinear ? _("collinear overlap from") : "",
             num(n1, x->t), num(n2, x->u), pt(a, x->cross));
    } else {
        line(x, _("no edge crossed (t, u never both in [0, 1])"));
    }
    if (ins) label(item(x, HD_XI_POINT, P->role[li], L->line.a, L->line.a), _("start inside"));

    /* the steps in the exact test's order (hit.c hit_line_polygon): the
     * boxes, the start inside, then each edge until one meets */
    if (box_step(x, P)) return;
    char b1[90];
    int s = step_begin(x, ins,
                       ins ? _("start of the line %s lies inside the %s: collide, stop")
                           : _("start of the line %s is outside the %s: try the edges"),
                       fpt(b1, L->line.a), kn(T));
    label(sitem(x, s, HD_XI_POINT, P->role[li], L->line.a, L->line.a), _("start"));
    if (ins) return;
    for (int i = 0; i < n; i++) {
        char who[40];
        snprintf(who, sizeof who, _("edge %d"), i);
        if (seg_step(x, P->role[1 - li], L->line.a, L->line.b, v[i], v[(i + 1) % n], who, false)) return;
    }
    step_begin(x, true, _("no edge of the %d meets the line and its start is outside: apart"), n);
}

/* One axis the separating-axis test tries, with both projections on it. */
typedef struct satax {
    hd_vec2 n;      /* unit; for an edge normal, pointing out of its owner */
    int owner;      /* 0 base, 1 cursor: whose edge; -1 a coordinate axis (rect/rect) */
    int edge;       /* the owner's edge, or 0 x / 1 y */
    double amin, amax, bmin, bmax;
    int a0, a1, b0, b1; /* vertices at the projections' ends */
    double gap;     /* what the test compares with 0: an edge normal: other's
                       min - owner's max (one-sided, as hit.c's edge_separates:
                       the other lies strictly outside the edge's line); a
                       coordinate axis: the larger of the two gaps */
    double two;     /* the larger of the two gaps (either order) */
    bool sep;       /* gap > 0 */
} satax;

/* Projections of va and vb on n. */
static void sat_project(satax *A, const hd_vec2 *va, int na, const hd_vec2 *vb, int nb)
{
    A->amin = A->bmin = INFINITY;
    A->amax = A->bmax = -INFINITY;
    for (int j = 0; j < na; j++) {
        double d = hd_dot(va[j], A->n);
        if (d < A->amin) A->amin = d, A->a0 = j;
        if (d > A->amax) A->amax = d, A->a1 = j;
    }
    for (int j = 0; j < nb; j++) {
        double d = hd_dot(vb[j], A->n);
        if (d < A->bmin) A->bmin = d, A->b0 = j;
        if (d > A->bmax) A->bmax = d, A->b1 = j;
    }
    A->two = fmax(A->bmin - A->amax, A->amin - A->bmax);
}

/* The axes in the order the exact test tries them: rect/rect x then y
 * (hit_rect_rect); otherwise every edge normal of the base, then of the
 * cursor (sat_overlap: base edges first; zero-length edges cannot separate
 * and are left out). Returns the count. */
static int sat_axes(const pair *P, const hd_vec2 *va, int na, const hd_vec2 *vb, int nb, satax *ax)
{
    int k = 0;
    if (P->s[0]->kind == HD_RECT && P->s[1]->kind == HD_RECT) {
        for (int i = 0; i < 2; i++) {
            satax *A = &ax[k++];
            memset(A, 0, sizeof *A);
            A->n = i ? hd_v(0, 1) : hd_v(1, 0);
            A->owner = -1;
            A->edge = i;
            sat_project(A, va, na, vb, nb);
            A->gap = A->two;
            A->sep = A->gap > 0;
        }
        return k;
    }
    for (int pass = 0; pass < 2; pass++) {
        const hd_vec2 *v = pass ? vb : va;
        int n = pass ? nb : na;
        double area = 0;
        for (int i = 0; i < n; i++) area += hd_cross(v[i], v[(i + 1) % n]);
        double w = area < 0 ? -1 : 1;
        for (int i = 0; i < n; i++) {
            hd_vec2 e = hd_sub(v[(i + 1) % n], v[i]);
            double L = hd_len(e);
            if (L == 0) continue;
            satax *A = &ax[k++];
            memset(A, 0, sizeof *A);
            /* the interior is where cross(e, p - v[i]) has the sign of the
             * area: the outward normal is w * (e.y, -e.x) */
            A->n = hd_v(w * e.y / L, -w * e.x / L);
            A->owner = pass;
            A->edge = i;
            sat_project(A, va, na, vb, nb);
            A->gap = pass ? A->amin - A->bmax : A->bmin - A->amax;
            A->sep = A->gap > 0;
        }
    }
    return k;
}

/* Draws one axis beside the shapes: the axis line, both projections as
 * bars in their own lanes, a projector from each facing extreme vertex and
 * the gap (or overlap) between them. lo: the shape whose bar is the lower
 * along n; [l0, l1] and [h0, h1] the lower and higher bars; il, ih: the
 * facing vertices (lo's at l1, the other's at h0); g: h0 - l1. */
static void sat_draw(hd_explain *x, int k, const pair *P, const hd_vec2 *va, int na, const hd_vec2 *vb, int nb,
                     hd_vec2 n, int lo, double l0, double l1, double h0, double h1, int il, int ih, bool sep,
                     const char *axis_label, const char *gap_label)
{
    hd_vec2 p = hd_v(-n.y, n.x);
    double pmin = INFINITY, pmax = -INFINITY;
    for (int j = 0; j < na; j++) pmin = fmin(pmin, hd_dot(va[j], p)), pmax = fmax(pmax, hd_dot(va[j], p));
    for (int j = 0; j < nb; j++) pmin = fmin(pmin, hd_dot(vb[j], p)), pmax = fmax(pmax, hd_dot(vb[j], p));
    double margin = 28, lane = 10;
    double lo_s = fmin(l0, h0) - 24, hi_s = fmax(l1, h1) + 72; /* room for the labels */
    double side = 1, kk0 = pmax + margin;
    if (P->vw > 0 && P->vh > 0) {
        int score[2] = {0, 0};
        for (int sd = 0; sd < 2; sd++) {
            double kk = sd == 0 ? pmax + margin : pmin - margin, sg = sd == 0 ? 1 : -1;
            for (int e = 0; e < 2; e++) {
                hd_vec2 q = hd_add(hd_scale(p, kk + sg * 2 * lane), hd_scale(n, e ? hi_s : lo_s));
                score[sd] += q.x >= 0 && q.y >= 0 && q.x <= P->vw && q.y <= P->vh;
            }
        }
        if (score[1] > score[0]) side = -1, kk0 = pmin - margin;
    }
    hd_vec2 O0 = hd_scale(p, kk0), Oa = hd_scale(p, kk0 + side * lane), Ob = hd_scale(p, kk0 + side * 2 * lane);
    hd_xitem *it = sitem(x, k, HD_XI_RAY, HD_XR_INNER, hd_add(O0, hd_scale(n, lo_s)), hd_add(O0, hd_scale(n, hi_s)));
    it->at = 'b';
    label(it, "%s", axis_label);
    const hd_vec2 *vl = lo ? vb : va, *vh = lo ? va : vb;
    /* projectors from the extreme vertices facing each other to the bars */
    sitem(x, k, HD_XI_DASHED, P->role[lo], vl[il], hd_add(Oa, hd_scale(n, l1)));
    sitem(x, k, HD_XI_DASHED, P->role[1 - lo], vh[ih], hd_add(Ob, hd_scale(n, h0)));
    /* the bars' labels just beyond their outer ends */
    it = sitem(x, k, HD_XI_INTERVAL, P->role[lo], hd_add(Oa, hd_scale(n, l0)), hd_add(Oa, hd_scale(n, l1)));
    it->at = 'l';
    it->lab = hd_add(Oa, hd_scale(n, l0 - 8));
    it->place = 'l';
    label(it, "%s", lo ? _("cursor") : _("base"));
    it = sitem(x, k, HD_XI_INTERVAL, P->role[1 - lo], hd_add(Ob, hd_scale(n, h0)), hd_add(Ob, hd_scale(n, h1)));
    it->at = 'l';
    it->lab = hd_add(Ob, hd_scale(n, h1 + 8));
    it->place = 'r';
    label(it, "%s", lo ? _("base") : _("cursor"));
    /* gap or overlap on the axis line */
    it = sitem(x, k, HD_XI_INTERVAL, sep ? HD_XR_INNER : HD_XR_ALERT, hd_add(O0, hd_scale(n, fmin(l1, h0))),
               hd_add(O0, hd_scale(n, fmax(l1, h0))));
    label(it, "%s", gap_label);
}

/* The SAT of two vertex lists. */
static void fam_sat(hd_explain *x, const pair *P)
{
    hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    static satax ax[2 * HD_POLY_MAX];
    int na = verts(P->s[0], va), nb = verts(P->s[1], vb);
    bool rects = P->s[0]->kind == HD_RECT && P->s[1]->kind == HD_RECT;
    x->family = HD_XF_SAT;
    snprintf(x->name, sizeof x->name, _("%s/%s: separating axes (%s)"), kn(P->s[0]), kn(P->s[1]),
             rects ? _("x and y") : _("edge normals"));
    int nax = sat_axes(P, va, na, vb, nb, ax);
    /* the first that separates, else the least overlap */
    int best = -1, tested = 0;
    for (int i = 0; i < nax; i++) {
        tested++;
        if (ax[i].sep) {
            best = i;
            break;
        }
        if (best < 0 || ax[i].two > ax[best].two) best = i;
    }
    char a[72], n1[32], n2[32], n3[32], n4[32];
    if (best < 0) { /* every edge of zero length: both are points */
        x->decided = false;
        line(x, _("no edge of non-zero length: no axis to test"));
        step_begin(x, true, _("no edge of non-zero length: no axis to test; the generic path decides"));
        return;
    }
    bool sep = ax[best].sep;
    hd_vec2 bestaxis = ax[best].n;
    double bamin = ax[best].amin, bamax = ax[best].amax, bbmin = ax[best].bmin, bbmax = ax[best].bmax;
    int ia_min = ax[best].a0, ia_max = ax[best].a1, ib_min = ax[best].b0, ib_max = ax[best].b1;
    double bestgap = sep ? ax[best].gap : ax[best].two;
    /* the axis pointing from the base towards the cursor reads best */
    if (bbmin + bbmax < bamin + bamax) {
        bestaxis = hd_scale(bestaxis, -1);
        double t0 = bamin, t1 = bbmin;
        bamin = -bamax, bamax = -t0, bbmin = -bbmax, bbmax = -t1;
        int s0 = ia_min, s1 = ib_min;
        ia_min = ia_max, ia_max = s0, ib_min = ib_max, ib_max = s1;
    }
    x->axis = bestaxis;
    x->edge = ax[best].owner < 0 ? -1 : ax[best].edge;
    x->separated = sep;
    x->gap = bestgap;
    x->amin = bamin, x->amax = bamax, x->bmin = bbmin, x->bmax = bbmax;
    x->decided = true;
    x->says_hit = !sep;
    if (ax[best].owner < 0)
        line(x, ngettext("%s axis: %s (%d axis tested)", "%s axis: %s (%d axes tested)", (unsigned long)tested),
             sep ? _("separating") : _("least-overlap"), ax[best].edge ? "y" : "x", tested);
    else
        line(x, ngettext("%s axis n = %s: normal of %s edge %d (%d axis tested)",
                         "%s axis n = %s: normal of %s edge %d (%d axes tested)", (unsigned long)tested),
             sep ? _("separating") : _("least-overlap"), pt(a, bestaxis), ax[best].owner ? _("cursor") : _("base"),
             ax[best].edge, tested);
    line(x, _("projections: base [%s, %s], cursor [%s, %s]"), num(n1, bamin), num(n2, bamax), num(n3, bbmin),
         num(n4, bbmax));
    if (sep) line(x, _("gap %s > 0 on this axis: separated"), num(n1, bestgap));
    else line(x, _("every axis overlaps; least overlap %s here"), num(n1, -bestgap));
    char gl[96];
    snprintf(gl, sizeof gl, sep ? _("gap %s") : _("overlap %s"), num(n1, fabs(bbmin - bamax)));
    sat_draw(x, K_MAIN, P, va, na, vb, nb, bestaxis, 0, bamin, bamax, bbmin, bbmax, ia_max, ib_min, sep, _("axis"), gl);

    /* the steps: the boxes (polygons), then each axis in the test's order
     * up to the first that separates */
    bool withpoly = P->s[0]->kind == HD_POLYGON || P->s[1]->kind == HD_POLYGON;
    if (withpoly && box_step(x, P)) return;
    for (int i = 0; i < nax; i++) {
        const satax *A = &ax[i];
        char s0[40], s1[40], s2[40], s3[40], g[40], who[64], an[40];
        if (A->owner < 0) snprintf(who, sizeof who, _("%s axis"), A->edge ? "y" : "x");
        else snprintf(who, sizeof who, _("normal of %s edge %d"), A->owner ? _("cursor") : _("base"), A->edge);
        int k;
        if (A->owner < 0)
            k = step_begin(x, A->sep,
                           _("axis %d of %d (%s): base [%s, %s], cursor [%s, %s]: gap %s %s 0: %s"), i + 1, nax, who,
                           fnum(s0, A->amin), fnum(s1, A->amax), fnum(s2, A->bmin), fnum(s3, A->bmax),
                           fnum(g, A->gap), A->sep ? ">" : "<=",
                           A->sep ? _("separated, stop") : i + 1 < nax ? _("overlap, next axis") : _("overlap"));
        else
            k = step_begin(x, A->sep, _("axis %d of %d (%s): base [%s, %s], cursor [%s, %s]: %s min - %s max = %s %s 0: %s"),
                           i + 1, nax, who, fnum(s0, A->amin), fnum(s1, A->amax), fnum(s2, A->bmin),
                           fnum(s3, A->bmax), A->owner ? _("base") : _("cursor"), A->owner ? _("cursor") : _("base"),
                           fnum(g, A->gap), A->sep ? ">" : "<=",
                           A->sep ? _("a gap: separated, stop")
                           : A->two > 0 ? _("no gap past this edge (they are apart on its inner side: another "
                                          "axis shows it), next axis")
                           : i + 1 < nax ? _("overlap, next axis")
                                         : _("overlap"));
        if (k < 0) continue;
        /* the owner's bar lowest along its outward normal: the axis arrow
         * leaves the owner's edge; x, y axes: the lower bar first */
        int lo = A->owner == 1 ? 1 : A->owner == 0 ? 0 : (A->bmin + A->bmax < A->amin + A->amax);
        double l0 = lo ? A->bmin : A->amin, l1 = lo ? A->bmax : A->amax;
        double h0 = lo ? A->amin : A->bmin, h1 = lo ? A->amax : A->bmax;
        int il = lo ? A->b1 : A->a1, ih = lo ? A->a0 : A->b0;
        snprintf(an, sizeof an, _("axis %d"), i + 1);
        /* the bar runs from the lower bar's max to the higher's min: its
         * length is |gap|, the number the step compares with 0 */
        char gl[96], gn[32];
        snprintf(gl, sizeof gl, A->sep ? _("gap %s") : _("gap %s <= 0"), num(gn, A->gap));
        sat_draw(x, k, P, va, na, vb, nb, A->n, lo, l0, l1, h0, h1, il, ih, A->sep, an, gl);
        if (A->owner >= 0) {
            const hd_vec2 *v = A->owner ? vb : va;
            int n = A->owner ? nb : na;
            sitem(x, k, HD_XI_EDGE, P->role[A->owner], v[A->edge], v[(A->edge + 1) % n]);
        }
        if (A->sep) return;
    }
    if (x->steps_more > 0 || nax > 0)
        step_begin(x, true, _("no separating axis among the %d: collide"), nax);
}

/* Ray from p along +x against the edges of v: crossings (half-open rule:
 * an edge counts if one end is below p's y and the other not); marked as
 * points when x is given. */
static int cmp_double(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;
    return (a > b) - (a < b);
}

static int ray_cross(hd_explain *x, hd_vec2 p, const hd_vec2 *v, int n)
{
    static double xs[HD_POLY_MAX];
    int k = 0;
    for (int i = 0; i < n; i++) {
        hd_vec2 a = v[i], b = v[(i + 1) % n];
        if ((a.y > p.y) == (b.y > p.y)) continue;
        double cx = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
        if (cx <= p.x) continue;
        xs[k++] = cx;
    }
    /* numbered along the ray, nearest first */
    qsort(xs, (size_t)k, sizeof xs[0], cmp_double);
    for (int i = 0; x && i < k && i < 32; i++)
        label(item(x, HD_XI_POINT, HD_XR_INNER, hd_v(xs[i], p.y), hd_v(xs[i], p.y)), "%d", i + 1);
    return k;
}

/* The same, drawn: the ray, its crossings, the point. */
static int ray_count(hd_explain *x, hd_vec2 p, const hd_vec2 *v, int n, hd_xrole role)
{
    double xmax = p.x;
    for (int i = 0; i < n; i++) xmax = fmax(xmax, v[i].x);
    int k = ray_cross(x, p, v, n);
    hd_xitem *it = item(x, HD_XI_RAY, HD_XR_INNER, p, hd_v(xmax + 30, p.y));
    it->at = 'b';
    label(it, ngettext("%d crossing: %s", "%d crossings: %s", (unsigned long)k), k,
          k % 2 ? _("odd, inside") : _("even, outside"));
    label(item(x, HD_XI_POINT, role, p, p), "p");
    return k;
}

/* A crossing of the ray: where, and which edge. */
typedef struct rayx {
    double x;
    int edge;
} rayx;

static int cmp_rayx(const void *pa, const void *pb)
{
    const rayx *a = pa, *b = pb;
    int c = (a->x > b->x) - (a->x < b->x);
    return c ? c : (a->edge > b->edge) - (a->edge < b->edge);
}

/* The steps of a ray from p (whose vertex or point: `from`) along +x into
 * the polygon v (named `into`): each edge it crosses, nearest first, with
 * the count so far, then the verdict (a step that must stay when final).
 * Returns the crossings. */
static int ray_steps(hd_explain *x, const pair *P, hd_vec2 p, int prole, const char *from, const hd_vec2 *v, int n,
                     int vrole, const char *into, bool final)
{
    static rayx xs[HD_POLY_MAX];
    int k = 0;
    double xmax = p.x;
    for (int i = 0; i < n; i++) {
        xmax = fmax(xmax, v[i].x);
        hd_vec2 a = v[i], b = v[(i + 1) % n];
        if ((a.y > p.y) == (b.y > p.y)) continue; /* half-open: one end above p's y, the other not */
        double cx = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
        if (cx <= p.x) continue;
        xs[k].x = cx;
        xs[k++].edge = i;
    }
    qsort(xs, (size_t)k, sizeof xs[0], cmp_rayx);
    char a[90], b[90], c[90], n1[40], n2[40];
    for (int i = 0; i < k; i++) {
        int e = xs[i].edge;
        int s = step_begin(x, false, ngettext("ray from %s %s along +x: crosses %s edge %d %s-%s at x = %s > %s: %d crossing so far",
                                              "ray from %s %s along +x: crosses %s edge %d %s-%s at x = %s > %s: %d crossings so far",
                                              (unsigned long)(i + 1)),
                           from, fpt(a, p), into, e, fpt(b, v[e]), fpt(c, v[(e + 1) % n]), fnum(n1, xs[i].x),
                           fnum(n2, p.x), i + 1);
        if (s < 0) continue;
        sitem(x, s, HD_XI_RAY, HD_XR_INNER, p, hd_v(xs[i].x, p.y));
        sitem(x, s, HD_XI_EDGE, (hd_xrole)vrole, v[e], v[(e + 1) % n]);
        label(sitem(x, s, HD_XI_POINT, HD_XR_INNER, hd_v(xs[i].x, p.y), hd_v(xs[i].x, p.y)), "%d", i + 1);
        label(sitem(x, s, HD_XI_POINT, (hd_xrole)prole, p, p), "p");
    }
    bool odd = k % 2 == 1;
    int s = step_begin(x, final || odd,
                       odd ? ngettext("ray from %s: %d crossing in all: odd: %s lies inside the %s",
                                      "ray from %s: %d crossings in all: odd: %s lies inside the %s", (unsigned long)k)
                           : ngettext("ray from %s: %d crossing in all: even: %s is outside the %s",
                                      "ray from %s: %d crossings in all: even: %s is outside the %s", (unsigned long)k),
                       from, k, from, into);
    hd_xitem *it = sitem(x, s, HD_XI_RAY, HD_XR_INNER, p, hd_v(xmax + 30, p.y));
    it->at = 'b';
    label(it, "%d: %s", k, odd ? _("odd, inside") : _("even, outside"));
    for (int i = 0; i < k && i < 32; i++)
        label(sitem(x, s, HD_XI_POINT, HD_XR_INNER, hd_v(xs[i].x, p.y), hd_v(xs[i].x, p.y)), "%d", i + 1);
    label(sitem(x, s, HD_XI_POINT, (hd_xrole)prole, p, p), "p");
    (void)P;
    return k;
}

static void fam_pip(hd_explain *x, const pair *P)
{
    char a[72];
    x->family = HD_XF_PIP;
    x->decided = true;
    hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    int pi = P->s[0]->kind == HD_POINT ? 0 : P->s[1]->kind == HD_POINT ? 1 : -1;
    if (pi >= 0) {
        const hd_shape *T = P->s[1 - pi];
        int n = verts(T, va);
        snprintf(x->name, sizeof x->name, _("point/polygon: ray crossings (even-odd)"));
        x->ray_from = P->s[pi]->point.p;
        x->crossings = ray_count(x, x->ray_from, va, n, P->role[pi]);
        x->says_hit = x->crossings % 2 == 1;
        line(x, ngettext("ray from p = %s along +x crosses %d edge: %s", "ray from p = %s along +x crosses %d edges: %s",
                         (unsigned long)x->crossings),
             pt(a, x->ray_from), x->crossings, x->says_hit ? _("odd, inside") : _("even, outside"));
        ray_steps(x, P, x->ray_from, P->role[pi], "p", va, n, P->role[1 - pi], kn(T), true);
        return;
    }
    int na = verts(P->s[0], va), nb = verts(P->s[1], vb), k = 0, fi = -1, fj = -1;
    snprintf(x->name, sizeof x->name, _("%s/%s (concave): edges crossing, else containment by a ray"),
             kn(P->s[0]), kn(P->s[1]));
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++)
            if (seg_cross(va[i], va[(i + 1) % na], vb[j], vb[(j + 1) % nb]).meet && k++ == 0) fi = i, fj = j;
    int cb = ray_cross(NULL, vb[0], va, na), ca = ray_cross(NULL, va[0], vb, nb);
    x->says_hit = k > 0 || cb % 2 == 1 || ca % 2 == 1;
    /* The whole picture shows what the exact test did, in its order (the
     * steps below): boxes apart stop it, and so does a pair of edges that
     * meet; only then does a containment ray run (base vertex 0 in the
     * cursor, then cursor vertex 0 in the base). */
    hd_vec2 lo[2], hi[2];
    for (int i = 0; i < 2; i++) hd_shape_bounds(P->s[i], &lo[i], &hi[i]);
    bool boxes_apart = fmax(lo[1].x - hi[0].x, lo[0].x - hi[1].x) > 0 || fmax(lo[1].y - hi[0].y, lo[0].y - hi[1].y) > 0;
    if (boxes_apart) {
        line(x, _("bounding boxes apart: no edge pair or ray is tried"));
        for (int i = 0; i < 2; i++) {
            hd_vec2 q[4] = {lo[i], hd_v(hi[i].x, lo[i].y), hi[i], hd_v(lo[i].x, hi[i].y)};
            for (int j = 0; j < 4; j++) item(x, HD_XI_DASHED, P->role[i], q[j], q[(j + 1) % 4]);
        }
    } else if (k > 0) {
        line(x, _("edge pairs crossing: %d (first: base edge %d, cursor edge %d): no ray is needed"), k, fi, fj);
        segx r = seg_cross(va[fi], va[(fi + 1) % na], vb[fj], vb[(fj + 1) % nb]);
        item(x, HD_XI_EDGE, P->role[0], va[fi], va[(fi + 1) % na]);
        item(x, HD_XI_EDGE, P->role[1], vb[fj], vb[(fj + 1) % nb]);
        item(x, HD_XI_POINT, HD_XR_INNER, r.x, r.x);
    } else {
        line(x, _("no edges cross: one contains the other, or they are apart"));
        bool use_b = ca % 2 == 0; /* base vertex 0 outside the cursor: the cursor's vertex 0 decides */
        x->ray_from = use_b ? vb[0] : va[0];
        x->crossings = ray_count(x, x->ray_from, use_b ? va : vb, use_b ? na : nb, use_b ? P->role[1] : P->role[0]);
        line(x, ngettext("ray from %s vertex 0 %s into the %s: %d crossing (%s)",
                         "ray from %s vertex 0 %s into the %s: %d crossings (%s)", (unsigned long)x->crossings),
             use_b ? _("cursor") : _("base"), pt(a, x->ray_from), use_b ? _("base") : _("cursor"), x->crossings,
             x->crossings % 2 ? _("odd: inside") : _("even: outside"));
    }

    /* the steps in the exact test's order (hit.c regions_meet): the boxes,
     * the edge pairs (the first that meets stops it), then base vertex 0
     * in the cursor, then cursor vertex 0 in the base */
    if (box_step(x, P)) return;
    char n1[40], n2[40], b1[90];
    if (k > 0) {
        segx r = seg_cross(va[fi], va[(fi + 1) % na], vb[fj], vb[(fj + 1) % nb]);
        int s = step_begin(x, true, _("edge pairs, base edge by base edge: base edge %d and cursor edge %d meet (%s, "
                                    "t = %s, u = %s, both in [0, 1]) at %s: collide, stop"),
                           fi, fj, r.kind == SX_COLLINEAR ? _("collinear overlap") : _("crossing"), fnum(n1, r.t),
                           fnum(n2, r.u), fpt(b1, r.x));
        sitem(x, s, HD_XI_EDGE, P->role[0], va[fi], va[(fi + 1) % na]);
        sitem(x, s, HD_XI_EDGE, P->role[1], vb[fj], vb[(fj + 1) % nb]);
        label(sitem(x, s, HD_XI_POINT, HD_XR_INNER, r.x, r.x), "t=%s u=%s", num(n1, r.t), num(n2, r.u));
        return;
    }
    step_begin(x, false, _("edge pairs: none of the %d x %d meets: go on to containment"), na, nb);
    if (ray_steps(x, P, va[0], P->role[0], _("base vertex 0"), vb, nb, P->role[1], _("cursor"), false) % 2 == 1) return;
    ray_steps(x, P, vb[0], P->role[1], _("cursor vertex 0"), va, na, P->role[0], _("base"), true);
}

/* The sector's cases as steps: the radius (|q - c| against rin..rout),
 * then the sweep: the wrap (an end past 360), the start ray, the end ray,
 * each with its inequality; then what decides. */
static void sector_steps(hd_explain *x, const pair *P, int si, hd_vec2 c, hd_vec2 q, double d, double ang,
                         double rin, double rout, double a0, double sw, int nhits)
{
    char n1[40], n2[40], n3[40], b1[120];
    hd_xrole sr = P->role[si];
    hd_vec2 u = d > 0 ? hd_scale(hd_sub(q, c), 1 / d) : hd_v(1, 0);
    double far = rout * 1.15 + 10;
    /* 1. the radius */
    bool hole = d < rin, out = d > rout;
    int s;
    if (d == 0)
        s = step_begin(x, rin == 0, _("radius: the %s covers the centre (q = c, |q - c| = 0)%s"), kn(P->s[1 - si]),
                       rin == 0 ? _(": hit, stop") : _(" but rin > 0: inside the hole, the outline pieces decide"));
    else
        s = step_begin(x, out, _("radius: |q - c| = %s %s: %s"), fnum(n1, d),
                       out    ? (snprintf(b1, sizeof b1, _("> rout = %s"), fnum(n2, rout)), b1)
                       : hole ? (snprintf(b1, sizeof b1, _("< rin = %s"), fnum(n2, rin)), b1)
                              : (snprintf(b1, sizeof b1, _("in [rin, rout] = [%s, %s]"), fnum(n2, rin), fnum(n3, rout)), b1),
                       out    ? _("every point of the sector is farther: miss, stop")
                       : hole ? _("q is in the hole: the outline pieces decide, go on")
                              : _("within the ring: now the sweep"));
    if (d > 0) {
        sitem(x, s, HD_XI_DASHED, HD_XR_INNER, c, q);
        label(sitem(x, s, HD_XI_INTERVAL, out || hole ? HD_XR_ALERT : HD_XR_INNER, hd_add(c, hd_scale(u, rin)),
                    hd_add(c, hd_scale(u, rout))),
              _("radius %s to %s"), num(n1, rin), num(n2, rout));
    }
    label(sitem(x, s, HD_XI_POINT, HD_XR_INNER, q, q), "|q-c|=%s", num(n1, d));
    sitem(x, s, HD_XI_POINT, sr, c, c);
    if (out || (d == 0 && rin == 0)) return;
    /* 2. the sweep: start s0 in [0, 360), end s0 + sw; past 360 it wraps */
    bool ins;
    if (d == 0) {
        ins = true;
    } else if (sw >= 360) {
        ins = true;
        s = step_begin(x, false, _("sweep: full (a multiple of 360 deg): no bounding rays, every angle is in"));
        label(sitem(x, s, HD_XI_POINT, HD_XR_INNER, q, q), "q");
    } else {
        double st = fmod(a0, 360);
        if (st < 0) st += 360;
        double en = st + sw;
        bool wrap = en >= 360;
        if (wrap) en -= 360;
        char ps[40], pe[40], pa[40];
        fnum(ps, st), fnum(pe, en), fnum(pa, ang);
        if (wrap) {
            s = step_begin(x, false, _("wrap: start %s > end %s: the sweep runs through 360 = 0 deg, so q's angle must be "
                                     ">= start OR <= end (not both)"),
                           ps, pe);
            hd_xitem *it = sitem(x, s, HD_XI_RAY, HD_XR_ALERT, c, hd_add(c, hd_v(far, 0)));
            it->at = 'b';
            label(it, "0 = 360");
            it = sitem(x, s, HD_XI_ARC, sr, c, c);
            it->r = rout * 0.35 + 6;
            it->a0 = st;
            it->sweep = sw;
        }
        bool gs = ang >= st, le = ang <= en;
        s = step_begin(x, false, _("start ray %s deg: q's angle %s >= %s: %s%s"), ps, pa, ps, gs ? _("yes") : _("no"),
                       wrap ? (gs ? _(" (in a wrapped sweep start OR end is enough)") : _(", try the end ray"))
                            : (gs ? _(", now the end ray") : _(": before the start, outside the sweep")));
        hd_xitem *it = sitem(x, s, HD_XI_RAY, HD_XR_INNER, c, hd_add(c, hd_scale(hd_dir_deg(st), far)));
        it->at = 'b';
        label(it, _("start %s"), num(n1, st));
        sitem(x, s, HD_XI_DASHED, HD_XR_INNER, c, q);
        label(sitem(x, s, HD_XI_POINT, gs ? HD_XR_INNER : HD_XR_ALERT, q, q), _("q at %s deg"), num(n1, ang));
        s = step_begin(x, false, _("end ray %s deg: q's angle %s <= %s: %s%s"), pe, pa, pe, le ? _("yes") : _("no"),
                       wrap ? (le ? _(": in the sweep (start OR end)")
                                  : gs ? _(", but the start side held: in the sweep (start OR end)")
                                       : _(": neither side: outside the sweep"))
                            : ((gs && le) ? _(": in the sweep (start AND end)") : _(": outside the sweep")));
        it = sitem(x, s, HD_XI_RAY, HD_XR_INNER, c, hd_add(c, hd_scale(hd_dir_deg(en), far)));
        it->at = 'b';
        label(it, _("end %s"), num(n1, en));
        sitem(x, s, HD_XI_DASHED, HD_XR_INNER, c, q);
        label(sitem(x, s, HD_XI_POINT, le ? HD_XR_INNER : HD_XR_ALERT, q, q), _("q at %s deg"), num(n1, ang));
        ins = wrap ? (gs || le) : (gs && le);
    }
    /* 3. the verdict */
    if (ins && !hole)
        step_begin(x, true, _("q is in the sweep and in [rin, rout]: a point of the %s lies in the sector: hit"),
                   kn(P->s[1 - si]));
    else
        step_begin(x, true,
                   ngettext("q is %s: the closest point does not decide; the outline pieces do: %d hit point (%s)",
                            "q is %s: the closest point does not decide; the outline pieces do: %d hit points (%s)",
                            (unsigned long)nhits),
                   hole ? _("in the hole") : _("outside the sweep"), nhits, x->collide ? _("collide") : _("apart"));
}

static void fam_sector(hd_explain *x, const pair *P, const hits *h)
{
    int si = is_sector(P->s[0]->kind) ? 0 : 1;
    const hd_shape *S = P->s[si], *O = P->s[1 - si];
    hd_vec2 c;
    double rin, rout, a0, sw;
    sector_rays(S, &c, &rin, &rout, &a0, &sw);
    bool inside;
    hd_vec2 q = closest_to(O, c, &inside, NULL);
    double d = hd_len(hd_sub(q, c));
    double ang = d > 0 ? angle_of(hd_sub(q, c)) : 0;
    bool ins = d == 0 || in_sweep(ang, a0, sw, 0);
    char a[72], n1[32], n2[32], n3[32];
    x->family = HD_XF_SECTOR;
    x->centre = c;
    x->closest = q;
    x->angle = ang;
    x->dist = d;
    x->rin = rin;
    x->rout = rout;
    x->in_sweep = ins;
    snprintf(x->name, sizeof x->name, _("%s/%s: bounding rays, direction to the closest point, [rin, rout]"), kn(S),
             kn(O));
    if (sw >= 360) line(x, _("full sweep (no bounding rays); radial interval [%s, %s]"), num(n1, rin), num(n2, rout));
    else {
        char n4[32], n5[32];
        line(x, _("sweep %s -> %s deg (%s deg); radial interval [%s, %s]"), num(n1, a0), num(n2, fmod(a0 + sw, 360)),
             num(n3, sw), num(n4, rin), num(n5, rout));
    }
    if (d > 0)
        line(x, _("closest point of the %s to the centre q = %s: angle %s deg, %s the sweep"), kn(O), pt(a, q),
             num(n1, ang), ins ? _("in") : _("outside"));
    else line(x, _("the %s covers the centre (q = c)"), kn(O));
    line(x, "|q - c| = %s %s", num(n1, d),
         d > rout ? _("> rout: every point is farther, miss")
         : !ins   ? _("but q is outside the sweep: the rays and arcs (outline pieces) decide")
         : d < rin ? _("< rin: inside the hole, the outline pieces decide")
                   : _("within [rin, rout] and in the sweep: hit"));
    if (d > rout) x->decided = true, x->says_hit = false;
    else if (ins && d >= rin) x->decided = true, x->says_hit = true;
    if (!x->decided)
        line(x, ngettext("outline pieces that met: %d hit point", "outline pieces that met: %d hit points", (unsigned long)h->n),
             h->n);
    /* items */
    double far = rout * 1.15 + 10;
    if (sw < 360) {
        hd_xitem *it = item(x, HD_XI_RAY, HD_XR_INNER, c, hd_add(c, hd_scale(hd_dir_deg(a0), far)));
        it->at = 'b';
        label(it, _("start %s"), num(n1, a0));
        it = item(x, HD_XI_RAY, HD_XR_INNER, c, hd_add(c, hd_scale(hd_dir_deg(a0 + sw), far)));
        it->at = 'b';
        label(it, _("end %s"), num(n1, fmod(a0 + sw, 360)));
    }
    if (d > 0) {
        hd_vec2 u = hd_scale(hd_sub(q, c), 1 / d);
        item(x, HD_XI_DASHED, HD_XR_INNER, c, q);
        hd_xitem *it = item(x, HD_XI_INTERVAL, ins ? HD_XR_INNER : HD_XR_ALERT, hd_add(c, hd_scale(u, rin)),
                            hd_add(c, hd_scale(u, rout)));
        label(it, _("radius %s to %s"), num(n1, rin), num(n2, rout));
    }
    label(item(x, HD_XI_POINT, HD_XR_INNER, q, q), "q");
    item(x, HD_XI_POINT, P->role[si], c, c);
    sector_steps(x, P, si, c, q, d, ang, rin, rout, a0, sw, h->n);
}

static void fam_capsule(hd_explain *x, const pair *P)
{
    int ci = P->s[0]->kind == HD_CAPSULE ? 0 : 1;
    const hd_shape *C = P->s[ci], *O = P->s[1 - ci];
    hd_vec2 a = C->capsule.a, b = C->capsule.b, oa, ob;
    double r2 = 0;
    bool region = false, contained = false;
    int edge = -1;
    switch (O->kind) {
    case HD_POINT: oa = ob = O->point.p; break;
    case HD_CIRCLE: oa = ob = O->circle.c, r2 = O->circle.r; break;
    case HD_LINE: oa = O->line.a, ob = O->line.b; break;
    case HD_CAPSULE: oa = O->capsule.a, ob = O->capsule.b, r2 = O->capsule.r; break;
    default: region = true; oa = ob = a; break;
    }
    hd_vec2 pa, pb;
    if (region) {
        hd_vec2 v[HD_POLY_MAX];
        int n = verts(O, v);
        contained = hd_point_in_shape(O, a);
        pa = pb = a;
        double bd = INFINITY;
        for (int i = 0; i < n && !contained; i++) {
            hd_vec2 c1, c2;
            closest_seg_seg(a, b, v[i], v[(i + 1) % n], &c1, &c2);
            if (hd_vdist2(c1, c2) < bd) bd = hd_vdist2(c1, c2), pa = c1, pb = c2, edge = i;
        }
    } else {
        closest_seg_seg(a, b, oa, ob, &pa, &pb);
    }
    x->family = HD_XF_CAPSULE;
    x->pa = pa;
    x->pb = pb;
    x->dist = hd_len(hd_sub(pa, pb));
    x->rsum = C->capsule.r + r2;
    x->decided = true;
    x->says_hit = contained || x->dist <= x->rsum;
    /* the words of the capsules' lesson: each shape's core (a segment, or a
     * point), the distance between the cores against the sum of the radii */
    const char *core = O->kind == HD_POINT ? _("the point") : O->kind == HD_CIRCLE ? _("the centre c")
                       : O->kind == HD_LINE ? _("the segment") : O->kind == HD_CAPSULE ? _("the other core")
                                                                                     : _("the edges");
    snprintf(x->name, sizeof x->name, _("capsule/%s: the distance between the cores vs the sum of the radii"), kn(O));
    char s1[72], s2[72], n1[32], n2[32];
    if (contained) {
        line(x, _("the core's start %s lies inside the %s: hit"), pt(s1, a), kn(O));
    } else {
        line(x, _("closest points: %s on the core, %s on %s%s"), pt(s1, pa), pt(s2, pb), core,
             edge >= 0 ? _(" (edge)") : "");
        if (edge >= 0) line(x, _("nearest edge: %d"), edge);
        line(x, _("distance between the cores %s %s r1 + r2 = %s"), num(n1, x->dist), x->says_hit ? "<=" : ">",
             num(n2, x->rsum));
    }
    item(x, HD_XI_DASHED, P->role[ci], a, b);
    if (!region && (oa.x != ob.x || oa.y != ob.y)) item(x, HD_XI_DASHED, P->role[1 - ci], oa, ob);
    if (x->dist > 0) label(item(x, HD_XI_SEGMENT, HD_XR_INNER, pa, pb), _("cores %s apart"), num(n1, x->dist));
    label(item(x, HD_XI_POINT, P->role[ci], pa, pa), "a+t(b-a)");
    label(item(x, HD_XI_POINT, P->role[1 - ci], pb, pb), "%s", O->kind == HD_CIRCLE ? "c" : _("closest"));
}

/* A point of s's outline (the generic path's sample). */
static hd_vec2 sample_of(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POINT: return s->point.p;
    case HD_CIRCLE: return hd_v(s->circle.c.x + s->circle.r, s->circle.c.y);
    case HD_RECT: return hd_v(s->rect.x, s->rect.y);
    case HD_LINE: return s->line.a;
    case HD_POLYGON: return s->polygon.v[0];
    case HD_CAPSULE: return s->capsule.a;
    case HD_ARC: return hd_add(s->arc.c, hd_scale(hd_dir_deg(s->arc.start), s->arc.rout));
    default: return hd_add(s->wedge.c, hd_scale(hd_dir_deg(s->wedge.start), s->wedge.r));
    }
}

static void fam_generic(hd_explain *x, const pair *P, const hits *h)
{
    char a[72], b[72];
    x->family = HD_XF_GENERIC;
    x->decided = true;
    snprintf(x->name, sizeof x->name, _("%s/%s: generic path (outline pieces, sample points)"), kn(P->s[0]),
             kn(P->s[1]));
    if (h->n > 0) {
        line(x,
             ngettext("the outlines meet: %d hit point; the pieces hit are drawn thick",
                      "the outlines meet: %d hit points; the pieces hit are drawn thick", (unsigned long)h->n),
             h->n);
        x->says_hit = true;
        return;
    }
    hd_vec2 sa = sample_of(P->s[0]), sb = sample_of(P->s[1]);
    bool ina = hd_point_in_shape(P->s[1], sa), inb = hd_point_in_shape(P->s[0], sb);
    line(x, ina ? _("no outline pieces meet; sample %s of the base lies in the cursor")
            : _("no outline pieces meet; sample %s of the base is outside the cursor"),
         pt(a, sa));
    line(x, inb ? _("sample %s of the cursor lies in the base") : _("sample %s of the cursor is outside the base"), pt(b, sb));
    x->says_hit = ina || inb;
    label(item(x, HD_XI_POINT, P->role[0], sa, sa), _("sample"));
    label(item(x, HD_XI_POINT, P->role[1], sb, sb), _("sample"));
}

const char *hd_explain_family_name(hd_xfamily f)
{
    static const char *const names[] = {"closest point", "segment crossing", "separating axis", "point in polygon",
                                        "sector",        "capsule",          "generic"};
    return (int)f >= 0 && f <= HD_XF_GENERIC ? names[f] : "?";
}

void hd_explain_compute(const hd_shape *base, const hd_shape *cursor, double view_w, double view_h, hd_explain *x)
{
    /* everything but the item array */
    memset(x, 0, offsetof(hd_explain, items));
    memset((char *)x + offsetof(hd_explain, hit_edges), 0, offsetof(hd_explain, steps) - offsetof(hd_explain, hit_edges));
    x->edge = -1;
    pair P = {{base, cursor}, {HD_XR_BASE, HD_XR_CURSOR}, view_w, view_h};
    hd_vec2 hp[HD_EXPLAIN_ITEMS / 2];
    int nh = 0;
    x->collide = hd_collide_hits(base, cursor, hp, HD_EXPLAIN_ITEMS / 2, &nh);
    hits h = {hp, nh < HD_EXPLAIN_ITEMS / 2 ? nh : HD_EXPLAIN_ITEMS / 2, 0};
    /* a hit point is on a piece if within this (rounded positions) */
    hd_vec2 lo, hi, lo2, hi2;
    hd_shape_bounds(base, &lo, &hi);
    hd_shape_bounds(cursor, &lo2, &hi2);
    double big = fmax(fmax(fmax(fabs(lo.x), fabs(hi.x)), fmax(fabs(lo.y), fabs(hi.y))),
                      fmax(fmax(fabs(lo2.x), fabs(hi2.x)), fmax(fabs(lo2.y), fabs(hi2.y))));
    h.tol = 1e-7 * (1 + big);

    /* the hit pieces first: drawn under the values */
    highlight(x, base, HD_XR_BASE, &h);
    highlight(x, cursor, HD_XR_CURSOR, &h);

    hd_kind ka = base->kind, kb = cursor->kind;
    bool ra = ka == HD_RECT || ka == HD_POLYGON, rb = kb == HD_RECT || kb == HD_POLYGON;
    if (is_sector(ka) && is_sector(kb)) fam_generic(x, &P, &h);
    else if (is_sector(ka) || is_sector(kb)) fam_sector(x, &P, &h);
    else if (ka == HD_CAPSULE || kb == HD_CAPSULE) fam_capsule(x, &P);
    else if (ka == HD_POINT || kb == HD_POINT) {
        hd_kind o = ka == HD_POINT ? kb : ka;
        if (o == HD_RECT || o == HD_CIRCLE) fam_closest(x, &P);
        else if (o == HD_POLYGON) fam_pip(x, &P);
        else fam_generic(x, &P, &h);
    } else if (ka == HD_CIRCLE || kb == HD_CIRCLE) fam_closest(x, &P);
    else if (ka == HD_LINE || kb == HD_LINE) fam_segment(x, &P);
    else if (ra && rb) {
        hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
        int na = verts(base, va), nb = verts(cursor, vb);
        if (convex(va, na) && convex(vb, nb)) fam_sat(x, &P);
        else fam_pip(x, &P);
    } else fam_generic(x, &P, &h);

    /* A rect against a polygon or a line has a test of its own in hit.c;
     * the steps above are the family's, and the last one says so. */
    bool rect_other = (ka == HD_RECT) != (kb == HD_RECT) && (ka == HD_POLYGON || kb == HD_POLYGON ||
                                                             ka == HD_LINE || kb == HD_LINE);
    if (rect_other && x->nsteps > 0) {
        hd_xstep *st = &x->steps[x->nsteps - 1];
        size_t l = strlen(st->line);
        snprintf(st->line + l, sizeof st->line - l, "%s",
                 ka == HD_LINE || kb == HD_LINE
                     ? _(" (the exact test of line/rect takes the line's ends and the rect's corners against the line; "
                         "the same answer)")
                     : _(" (the exact test of rect/polygon takes each polygon edge against the rect, then the rect's "
                         "corner in the polygon; the same answer)"));
    }

    /* the "... N more" step counts every step left out */
    for (int i = 0; i < x->nsteps; i++)
        if (x->steps[i].n == 0 && !strncmp(x->steps[i].line, "... ", 4))
            snprintf(x->steps[i].line, sizeof x->steps[i].line,
                     /* TRANSLATORS: keep the "... " at the start */
                     ngettext("... %d more step like the ones before, not listed (the list keeps %d)",
                              "... %d more steps like the ones before, not listed (the list keeps %d)",
                              (unsigned long)x->steps_more),
                     x->steps_more, HD_EXPLAIN_STEPS);

    x->disagree = x->decided && x->says_hit != x->collide;
    if (x->disagree && x->nsteps > 0)
        step_begin(x, true, _("exact answer: %s -- the rounded values of these steps say %s (a tangency within "
                            "rounding; the exact predicate decides)"),
                   x->collide ? _("collide") : _("apart"), x->says_hit ? _("hit") : _("miss"));
    if (x->disagree)
        line(x, _("exact answer: %s -- the rounded values above say %s (a tangency within rounding; the exact "
                "predicate decides)"),
             x->collide ? _("collide") : _("apart"), x->says_hit ? _("hit") : _("miss"));
    else
        line(x, _("exact answer: %s%s; hit pieces drawn thick: %d"), x->collide ? _("collide") : _("apart"),
             x->decided ? _(" (the values agree)") : "", x->hit_edges);
}

/* ---- the one-entry cache ----------------------------------------------------------- */


const hd_explain *hd_explain_get(const hd_shape *base, const hd_shape *cursor, double view_w, double view_h)
{
    static hd_explain cache;
    static hd_shape cb, cc; /* with their own vertices: the caller's may change in place */
    static hd_vec2 cbv[HD_POLY_MAX], ccv[HD_POLY_MAX];
    static double cw, ch;
    static bool valid;
    /* the words are the language's: a switched language (another
     * catalog, so another translation of this string) computes again */
    static const char *lang;
    const char *now = _("exact answer: %s%s; hit pieces drawn thick: %d");
    if (!valid || !hd_shape_equal(base, &cb) || !hd_shape_equal(cursor, &cc) || cw != view_w || ch != view_h ||
        lang != now) {
        lang = now;
        hd_explain_compute(base, cursor, view_w, view_h, &cache);
        hd_shape_copy(&cb, cbv, base);
        hd_shape_copy(&cc, ccv, cursor);
        cw = view_w;
        ch = view_h;
        valid = true;
    }
    return &cache;
}
