/*
 * pushout.c: convexity (hd_shape_is_convex) and the push-out vector of two
 * colliding convex shapes (hd_fill_push, for hd_distance): the shortest
 * move of b, away from a, after which they only touch, found over the
 * support functions of both shapes (edge normals, the directions between
 * round parts, and for sectors a sampled search refined by golden
 * sections).
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include "etree.h"
#include "geom_internal.h"

static const hd_vec2 origin = {0, 0};

/* Polygons of at most this many vertices take the plain support(). */
enum { SUPPORT_PLAIN_MAX = HD_ET_PLAIN_MAX };


/* ---- convexity --------------------------------------------------------------- */

static bool polygon_is_convex(const hd_polygon *pg) { return hd_poly_convex(pg) != 0; }

/* A sector (rin == 0 for a wedge) is convex when it is a point, a radial
 * segment, or a pie (no hole) of sweep <= 180 or the full disk. */
static bool sector_convex(double rin, double rout, double start, double end)
{
    if (rout == 0)
        return true;
    hd_range rg = hd_range_deg(start, end);
    if (rg.zero)
        return true;
    return rin == 0 && (rg.full || !rg.reflex);
}

static bool shape_convex(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POINT:
    case HD_CIRCLE:
    case HD_RECT:
    case HD_LINE:
    case HD_CAPSULE:
        return true;
    case HD_POLYGON:
        return polygon_is_convex(&s->polygon);
    case HD_ARC:
        return sector_convex(s->arc.rin, s->arc.rout, s->arc.start, s->arc.end);
    case HD_WEDGE:
        return sector_convex(0, s->wedge.r, s->wedge.start, s->wedge.end);
    default:
        return false;
    }
}

bool hd_shape_is_convex(const hd_shape *s) { return shape_convex(s); }

/* ---- push-out: support functions of convex shapes ------------------------------ */

/* A convex shape as the hull of vertices v grown by r, joined (for a pie of
 * sweep <= 180) with the sector of centre c, radius R, range rg. All
 * coordinates relative to a common origin, to keep the numbers small. */
typedef struct conv {
    int n;
    hd_vec2 v[HD_POLY_MAX];
    double r;
    bool sector;
    hd_vec2 c;
    double R;
    hd_range rg;
    /* A big convex polygon's support by climbing (support_climb): */
    const hd_vec2 *src; /* its own vertices (v before the move by -o), or NULL */
    double ex, ey;      /* the largest |x| and |y| of v */
    int hint[2];        /* where the last two climbs ended */
} conv;

static void conv_sector(conv *cv, hd_vec2 c, double rin, double rout, double start, double end)
{
    if (rout == 0) {
        cv->v[cv->n++] = c;
        return;
    }
    hd_range rg = hd_range_deg(start, end);
    if (rg.zero) {
        hd_vec2 u = hd_dir_of_ray(rg.us); /* hd_dir_deg(start) */
        cv->v[cv->n++] = hd_add(c, hd_scale(u, rin));
        cv->v[cv->n++] = hd_add(c, hd_scale(u, rout));
        return;
    }
    /* rin == 0 here (convex) */
    if (rg.full) {
        cv->v[cv->n++] = c;
        cv->r = rout;
        return;
    }
    cv->v[cv->n++] = c;
    cv->v[cv->n++] = hd_add(c, hd_scale(hd_unit(rg.us), rout));
    cv->v[cv->n++] = hd_add(c, hd_scale(hd_unit(rg.ue), rout));
    cv->sector = true;
    cv->c = c;
    cv->R = rout;
    cv->rg = rg;
}

static void conv_build(const hd_shape *s, hd_vec2 o, conv *cv)
{
    memset(cv, 0, offsetof(conv, v));
    cv->r = 0;
    cv->sector = false;
    cv->src = NULL;
    cv->hint[0] = cv->hint[1] = 0;
    switch (s->kind) {
    case HD_POINT:
        cv->v[cv->n++] = s->point.p;
        break;
    case HD_CIRCLE:
        cv->v[cv->n++] = s->circle.c;
        cv->r = s->circle.r;
        break;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        cv->v[0] = hd_v(r->x, r->y);
        cv->v[1] = hd_v(r->x + r->w, r->y);
        cv->v[2] = hd_v(r->x + r->w, r->y + r->h);
        cv->v[3] = hd_v(r->x, r->y + r->h);
        cv->n = 4;
        break;
    }
    case HD_LINE:
        cv->v[cv->n++] = s->line.a;
        cv->v[cv->n++] = s->line.b;
        break;
    case HD_POLYGON:
        cv->n = s->polygon.n;
        memcpy(cv->v, s->polygon.v, (size_t)cv->n * sizeof cv->v[0]);
        break;
    case HD_CAPSULE:
        cv->v[cv->n++] = s->capsule.a;
        cv->v[cv->n++] = s->capsule.b;
        cv->r = s->capsule.r;
        break;
    case HD_ARC:
        conv_sector(cv, s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end);
        break;
    case HD_WEDGE:
        conv_sector(cv, s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end);
        break;
    default:
        cv->v[cv->n++] = o;
        break;
    }
    cv->ex = cv->ey = 0;
    for (int i = 0; i < cv->n; i++) {
        cv->v[i] = hd_sub(cv->v[i], o);
        cv->ex = hd_max(cv->ex, fabs(cv->v[i].x));
        cv->ey = hd_max(cv->ey, fabs(cv->v[i].y));
    }
    cv->c = hd_sub(cv->c, o);
    if (s->kind == HD_POLYGON && cv->n > SUPPORT_PLAIN_MAX)
        cv->src = s->polygon.v;
}

/* h(d) = max over the shape of dot(x, d), d a unit vector. The maxima by
 * comparison (every value is finite: no NaN for fmax to pass over; where
 * two are equal the kept one may differ from fmax's in the sign of a zero,
 * which no use of h can see: overlaps are only compared, and a push of
 * length 0 is written as +0). The arc's term can only raise h where it
 * exceeds it, so its exact range test is skipped where it does not. */
static double support_climb(conv *cv, hd_vec2 d);

static double support(conv *cv, hd_vec2 d)
{
    if (cv->src)
        return support_climb(cv, d);
    double h = -INFINITY;
    for (int i = 0; i < cv->n; i++) {
        double x = hd_dot(cv->v[i], d);
        if (x > h)
            h = x;
    }
    h += cv->r;
    if (cv->sector) {
        double x = hd_dot(cv->c, d) + cv->R;
        if (x > h && hd_dir_in_range(&cv->rg, d))
            h = x;
    }
    return h;
}

/* support() of a big convex polygon, the same value in O(1) amortised
 * over directions that turn a little at a time (edge normals in order, the
 * samples around a sector) instead of O(n).
 *
 * The exact dot(x, d) over the polygon's own vertices src (d a double
 * vector), and so dot(src[i] - o, d), is unimodal around a convex polygon:
 * from its maximum (a vertex M, or a run of them on an edge perpendicular
 * to d) it falls to its minimum and rises again. support() is the largest
 * ROUNDED dot(v[i], d) over the moved vertices v = src - o (each rounded),
 * and each such value differs from the exact dot(src[i] - o, d) by at most
 * E = 3.01 u (ex |d.x| + ey |d.y|) (the move rounds by u |v|, the dot by
 * 2 u); e4 below is over 4E.
 *
 * From ANY start vertex P (fp its rounded value), walk forward and backward
 * until a vertex rounds below fp - e4. Toward M the exact values do not
 * fall, so no walk stops before M: M is seen. A stop vertex j is exactly
 * below fp - 3E, and so is every vertex the walks do not reach: each lies
 * between a stop vertex and the minimum, where the values only fall away
 * from the stop vertex. Such a vertex rounds below fp: it cannot be the
 * largest. So the largest value the walks saw is the plain maximum's,
 * bit for bit. The start only makes it fast: a climb on the rounded values
 * from where the last climb for a near direction ended. */
/* The climb: from the better of the two hints, up the rounded dot(v[i], d)
 * while a neighbour is strictly higher; that hint moves there. Returns the
 * vertex, its value in *fpo. (Any d, unit or not: it only finds a start.) */
static inline int climb(conv *cv, hd_vec2 d, double *fpo)
{
    int n = cv->n;
    double f0 = hd_dot(cv->v[cv->hint[0]], d), f1 = hd_dot(cv->v[cv->hint[1]], d);
    int k = f1 > f0 ? 1 : 0;
    int i = cv->hint[k];
    double fp = k ? f1 : f0;
    for (int dir = 1; dir >= -1; dir -= 2) /* each step strictly up */
        for (;;) {
            int j = i + dir;
            j = j == n ? 0 : j < 0 ? n - 1 : j;
            double x = hd_dot(cv->v[j], d);
            if (!(x > fp))
                break;
            i = j;
            fp = x;
        }
    cv->hint[k] = i;
    *fpo = fp;
    return i;
}

static double support_climb(conv *cv, hd_vec2 d)
{
    int n = cv->n;
    double fp;
    int i = climb(cv, d, &fp);
    double e4 = 4 * (4 * DBL_EPSILON * (cv->ex * fabs(d.x) + cv->ey * fabs(d.y)) + DBL_MIN);
    double h = fp;
    for (int dir = 1; dir >= -1; dir -= 2) {
        int j = i;
        for (int q = 1; q < n; q++) {
            j += dir;
            j = j == n ? 0 : j < 0 ? n - 1 : j;
            double x = hd_dot(cv->v[j], d);
            if (x > h)
                h = x;
            if (x < fp - e4)
                break;
        }
    }
    return h + cv->r;
}

/* How far b must move along unit d for the shapes to only touch:
 * h_a(d) + h_b(-d) (<= 0 means they are apart along d). */
static double overlap(conv *a, conv *b, hd_vec2 d)
{
    return support(a, d) + support(b, hd_v(-d.x, -d.y));
}

typedef struct push_search {
    conv *a, *b;
    double best;
    hd_vec2 dir;
    double cap; /* the overlap of some candidate (seed_cap), or infinity */
} push_search;

/* A value support(cv, d) cannot be below: the rounded dot of one vertex
 * (a big polygon's: of either place its climbs ended) plus r, rounded as
 * support() rounds (max(x) + r is at least x + r; rounding keeps order). */
static double support_low(const conv *cv, hd_vec2 d)
{
    double x = hd_dot(cv->v[cv->src ? cv->hint[0] : 0], d);
    if (cv->src)
        x = hd_max(x, hd_dot(cv->v[cv->hint[1]], d));
    return x + cv->r;
}

static void try_dir(push_search *ps, hd_vec2 d)
{
    if (d.x == 0 && d.y == 0)
        return;
    /* overlap() rounds its sum of supports as this sum of lower values, so
     * it is at least this: where this is not below the best, neither is the
     * overlap, and the candidate would not be kept */
    if (!HD_GEOM_PLAIN) {
        double low = support_low(ps->a, d) + support_low(ps->b, hd_v(-d.x, -d.y));
        if (low >= ps->best || low > ps->cap)
            return;
    }
    double o = overlap(ps->a, ps->b, d);
    if (o < ps->best) {
        ps->best = o;
        ps->dir = d;
    }
}

/* Both signs of the unit vector along v. */
/* Two big polygons: true if neither candidate along v or -v (v not unit)
 * can be kept, decided without the unit vector. For a sign s, with any
 * vertices x of a and y of b (those of the hints), L = dot(x, s v) +
 * dot(y, -s v) rounded is within 5u M |v| of its exact value (each dot
 * within 2u |v| (|x.x| + |x.y|); M = the largest |x| + |y| over a's
 * vertices plus b's). The candidate's overlap() at d = unit(s v) (each
 * part within 2u of s v / |v|) is at least the rounded dot(x, d) +
 * dot(y, -d) (support() is a maximum of such dots, r = 0), itself at least
 * its exact value less 3u M, which is at least the exact L / |v| - 5u M:
 * so at least L / |v| - 10u M, and with L > 0 and S >= |v| at least
 * L / S - 10u M. So q = L / S rounded, less 16 eps (M + |q|) (over 32u),
 * not below the best means the overlap is not below it either: try_dir
 * would not keep the candidate. */
static bool axis_beyond(push_search *ps, hd_vec2 v)
{
    const conv *a = ps->a, *b = ps->b;
    double S = sqrt(v.x * v.x + v.y * v.y) * (1 + 4 * DBL_EPSILON); /* >= |v|: no square over- or underflows in range */
    if (!(S > 0) || !(ps->best < INFINITY || ps->cap < INFINITY))
        return false;
    double M = a->ex + a->ey + b->ex + b->ey, tol = 16 * DBL_EPSILON;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) /* the hints may be far behind: climb them, then once more */
            for (int s = 1; s >= -1; s -= 2) {
                double f;
                climb(ps->a, hd_v(s * v.x, s * v.y), &f);
                climb(ps->b, hd_v(-s * v.x, -s * v.y), &f);
            }
        double a0 = hd_dot(a->v[a->hint[0]], v), a1 = hd_dot(a->v[a->hint[1]], v);
        double b0 = hd_dot(b->v[b->hint[0]], v), b1 = hd_dot(b->v[b->hint[1]], v);
        bool beyond = true;
        for (int s = 1; s >= -1 && beyond; s -= 2) {
            double L = (s > 0 ? hd_max(a0, a1) : hd_max(-a0, -a1)) + (s > 0 ? hd_max(-b0, -b1) : hd_max(b0, b1));
            double q = L / S;
            double low = q - tol * (M + fabs(q));
            beyond = L > 0 && (low >= ps->best || low > ps->cap);
        }
        if (beyond)
            return true;
    }
    return false;
}

/* THE CAP. The kept candidate is the first, in the order of the search,
 * of those of least overlap; a candidate whose overlap is above that of any
 * other candidate is never it. seed_cap computes, before the search, the
 * overlap of a few candidates of two big polygons near the likely answer
 * (the edge normals around each polygon's support vertex toward the
 * other's centre, computed as try_edges computes them); the search then
 * skips the candidates shown to be above that (strictly: a candidate equal
 * to it may come first), besides those not below its best so far. */
static void seed_cap(push_search *ps)
{
    conv *c[2] = {ps->a, ps->b};
    hd_vec2 ca = {0, 0}, cb = {0, 0};
    for (int i = 0; i < c[0]->n; i++)
        ca = hd_add(ca, c[0]->v[i]);
    for (int i = 0; i < c[1]->n; i++)
        cb = hd_add(cb, c[1]->v[i]);
    hd_vec2 t = hd_sub(hd_scale(cb, 1.0 / c[1]->n), hd_scale(ca, 1.0 / c[0]->n));
    if (t.x == 0 && t.y == 0)
        t = hd_v(1, 0);
    for (int k = 0; k < 2; k++) {
        conv *cv = c[k];
        double f;
        int i = climb(cv, k ? hd_v(-t.x, -t.y) : t, &f), n = cv->n;
        for (int e = i - 2; e <= i + 1; e++) {
            int e0 = (e + n) % n, e1 = (e0 + 1) % n;
            hd_vec2 p = cv->v[e0], q = cv->v[e1];
            hd_vec2 u = hd_unit(hd_v(q.y - p.y, p.x - q.x));
            if (u.x == 0 && u.y == 0)
                continue;
            for (int sg = 0; sg < 2; sg++) {
                hd_vec2 d = sg ? hd_v(-u.x, -u.y) : u;
                ps->cap = hd_min(ps->cap, overlap(ps->a, ps->b, d));
            }
        }
    }
}

static void try_axis(push_search *ps, hd_vec2 v)
{
    if (!HD_GEOM_PLAIN && ps->a->src && ps->b->src && axis_beyond(ps, v))
        return;
    hd_vec2 u = hd_unit(v);
    try_dir(ps, u);
    try_dir(ps, hd_v(-u.x, -u.y));
}

static double overlap_at(const push_search *ps, double t) { return overlap(ps->a, ps->b, hd_v(cos(t), sin(t))); }

/* Golden-section search for a minimum of the overlap on [lo, hi]. */
static void golden(push_search *ps, double lo, double hi)
{
    const double g = 0.6180339887498949;
    double x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo);
    double f1 = overlap_at(ps, x1), f2 = overlap_at(ps, x2);
    for (int it = 0; it < 80 && hi - lo > 1e-15; it++) {
        if (f1 <= f2) {
            hi = x2;
            x2 = x1;
            f2 = f1;
            x1 = hi - g * (hi - lo);
            f1 = overlap_at(ps, x1);
        } else {
            lo = x1;
            x1 = x2;
            f1 = f2;
            x2 = lo + g * (hi - lo);
            f2 = overlap_at(ps, x2);
        }
    }
    double t = f1 <= f2 ? x1 : x2;
    try_dir(ps, hd_v(cos(t), sin(t)));
}

/* Edge normals of a shape's vertex chain (closed when it has >= 3). */
static void try_edges(push_search *ps, const conv *cv)
{
    if (cv->n == 2)
        try_axis(ps, hd_v(cv->v[1].y - cv->v[0].y, cv->v[0].x - cv->v[1].x));
    if (cv->n >= 3)
        for (int i = 0; i < cv->n; i++) {
            hd_vec2 p = cv->v[i], q = cv->v[(i + 1) % cv->n];
            try_axis(ps, hd_v(q.y - p.y, p.x - q.x));
        }
}

/* Directions from round centres of x (its vertices when r > 0, the sector
 * centre) to the vertices and round centres of y. */
static void try_round(push_search *ps, const conv *x, const conv *y)
{
    if (x->r > 0)
        for (int i = 0; i < x->n; i++)
            for (int j = 0; j < y->n; j++)
                try_axis(ps, hd_sub(y->v[j], x->v[i]));
    if (x->sector) {
        for (int j = 0; j < y->n; j++)
            try_axis(ps, hd_sub(y->v[j], x->c));
        if (y->sector)
            try_axis(ps, hd_sub(y->c, x->c));
    }
}

enum { PUSH_SAMPLES = 720, PUSH_REFINE = 6 };

/* A bound on how far the points of cv's set reach from the origin (the
 * vertices grown by r, and the sector): at least the largest |x| over the
 * set (the rounding of the lengths is covered by 1e-9), so |h(d1) - h(d2)|
 * <= reach |d1 - d2| for its exact support h. */
static double conv_reach(const conv *cv)
{
    double m2 = 0;
    for (int i = 0; i < cv->n; i++)
        m2 = hd_max(m2, cv->v[i].x * cv->v[i].x + cv->v[i].y * cv->v[i].y);
    double L = sqrt(m2) + cv->r;
    if (cv->sector)
        L = hd_max(L, sqrt(cv->c.x * cv->c.x + cv->c.y * cv->c.y) + cv->R);
    return L * (1 + 1e-9);
}

/* THE SKIPS (not in HD_GEOM_PLAIN): the same answer from fewer overlaps.
 * F(t) = overlap_at(t) is the exact support sum H at d(t) = (cos t, sin t)
 * rounded, off by at most E (a few rounding errors of dots of size L =
 * reach(a) + reach(b); E = 1e-12 L is far above them), and H moves by at
 * most L |d(t1) - d(t2)| <= L (|t1 - t2| + 1e-15). So a computed F(t0)
 * bounds every F(t) from below: F(t) >= F(t0) - 2E - L (|t - t0| + 1e-15).
 *
 * - golden() on [t0 - step, t0 + step] ends with try_dir at some t in it:
 *   the overlap kept there is at least f[arg] - 2E - L (step + 1e-15), so
 *   when that is not below the best so far it is not kept: skip it.
 * - So a local minimum of the samples whose value is at least T = B + 2E +
 *   L (step + 1e-15) (B the best before the samples; the best only falls)
 *   is never kept, and it is picked only after every one below T (least
 *   first). The answer therefore depends only on the samples below T that
 *   are local minima: a sample j shown to be at least T (by the bound from
 *   a computed sample i < j) is left out (read as +infinity): it is no such
 *   sample, and as a neighbour of one below T it is above it either way. */
static void sample_and_refine(push_search *ps)
{
    double f[PUSH_SAMPLES];
    const double step = 2 * HD_PI / PUSH_SAMPLES;
    double L = conv_reach(ps->a) + conv_reach(ps->b), E = 1e-12 * L, reach = L * (step * (1 + 1e-9) + 1e-15) + 2 * E;
    double T = ps->best + reach;
    for (int i = 0; i < PUSH_SAMPLES; i++) {
        f[i] = overlap_at(ps, i * step);
        if (HD_GEOM_PLAIN || !(T < INFINITY))
            continue;
        /* samples j = i + m with f[i] - 2E - L (m step (1 + 1e-9) + 1e-15) >= T */
        double room = f[i] - T - 2 * E - L * 1e-15;
        if (!(room > 0))
            continue;
        double m = floor(room / (L * step * (1 + 1e-9)));
        int skip = m < PUSH_SAMPLES ? (int)m : PUSH_SAMPLES;
        for (int k = 0; k < skip && i + 1 < PUSH_SAMPLES; k++)
            f[++i] = INFINITY;
    }
    /* The local minima of the samples (f[i] at most both neighbours), in
     * increasing i, found once (golden reads the shapes, never f); with the
     * skips only those below T (the others' golden() would be skipped). */
    int lm[PUSH_SAMPLES];
    int nlm = 0;
    for (int i = 0; i < PUSH_SAMPLES; i++) {
        double l = f[i == 0 ? PUSH_SAMPLES - 1 : i - 1], r = f[i == PUSH_SAMPLES - 1 ? 0 : i + 1];
        if (f[i] <= l && f[i] <= r && (HD_GEOM_PLAIN || !(f[i] >= T)))
            lm[nlm++] = i;
    }
    /* Up to PUSH_REFINE of them, least first (the lowest i of equals). */
    int picked[PUSH_REFINE];
    int np = 0;
    for (int k = 0; k < PUSH_REFINE; k++) {
        int arg = -1;
        for (int q = 0; q < nlm; q++) {
            int i = lm[q];
            bool used = false;
            for (int j = 0; j < np; j++)
                used = used || picked[j] == i;
            if (!used && (arg < 0 || f[i] < f[arg]))
                arg = i;
        }
        if (arg < 0)
            break;
        picked[np++] = arg;
        if (!HD_GEOM_PLAIN && f[arg] - reach >= ps->best)
            continue; /* its golden() could not be kept (above) */
        golden(ps, (arg - 1) * step, (arg + 1) * step);
    }
}

/* The minimum translation of b, for convex colliding a and b: the unit
 * direction d minimising h_a(d) + h_b(-d), the support function of the
 * Minkowski difference a - b. Without a round sector that difference is a
 * convex polygon (from the vertex hulls) grown by ra + rb, whose boundary
 * point nearest the origin lies along an edge normal of either shape or
 * along a difference of two vertices: those candidates are exact. With a
 * sector, a uniform sampling refined by golden-section search is added. */
void hd_fill_push(const hd_shape *a, const hd_shape *b, hd_dist *out)
{
    conv ca, cb; /* 4.2 KiB each */
    hd_vec2 lo, hi;
    hd_shape_bounds(a, &lo, &hi);
    hd_vec2 o = hd_v(lo.x + (hi.x - lo.x) / 2, lo.y + (hi.y - lo.y) / 2);
    conv_build(a, o, &ca);
    conv_build(b, o, &cb);
    push_search ps = {&ca, &cb, INFINITY, hd_v(1, 0), INFINITY};
    if (!HD_GEOM_PLAIN && ca.src && cb.src)
        seed_cap(&ps);
    try_edges(&ps, &ca);
    try_edges(&ps, &cb);
    try_round(&ps, &ca, &cb);
    try_round(&ps, &cb, &ca);
    /* the axes: a finite answer whatever the candidates (concentric disks
     * have no direction between centres, and there every direction is best) */
    try_axis(&ps, hd_v(1, 0));
    try_axis(&ps, hd_v(0, 1));
    if (ca.sector || cb.sector)
        sample_and_refine(&ps);

    out->has_push = true;
    if (!(ps.best > 0)) { /* they only touch */
        out->push = origin;
        out->depth = 0;
        return;
    }
    out->push = hd_v(ps.dir.x * ps.best + 0.0, ps.dir.y * ps.best + 0.0); /* -0 + 0 is +0 */
    out->depth = hd_len(out->push);
}

