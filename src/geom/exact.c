/*
 * exact.c: sign-exact predicates built on error-free transformations.
 *
 * a*b = p + e exactly with p = fl(a*b), e = fma(a, b, -p) (Dekker/Kahan);
 * a sum of such terms is kept as a non-overlapping expansion (Shewchuk's
 * grow-expansion with zero elimination), whose sign is the sign of its
 * largest component. fma() is the C99 library function: exact by definition,
 * and -ffp-contract=off keeps the compiler from fusing anything else.
 */
#include <math.h>

#include "geom_internal.h"

/* Knuth's two-sum: s + t == a + b exactly. */
static void two_sum(double a, double b, double *s, double *t)
{
    double x = a + b;
    double bv = x - a;
    double av = x - bv;
    *s = x;
    *t = (a - av) + (b - bv);
}

/* Adds b to the expansion e[0..*n) (increasing magnitude), in place. */
static void grow(double *e, int *n, double b)
{
    double q = b;
    int m = 0;
    for (int i = 0; i < *n; i++) {
        double s, h;
        two_sum(q, e[i], &s, &h);
        q = s;
        if (h != 0.0)
            e[m++] = h;
    }
    if (q != 0.0 || m == 0)
        e[m++] = q;
    *n = m;
}

int hd_sign_sum_prods(const double *a, const double *b, int k)
{
    double e[32];
    int n = 0;
    for (int i = 0; i < k; i++) {
        double p = a[i] * b[i];
        double err = fma(a[i], b[i], -p);
        grow(e, &n, p);
        grow(e, &n, err);
    }
    double top = e[n - 1];
    return (top > 0) - (top < 0);
}

int hd_sign_diff_prod(double a, double b, double c, double d)
{
    const double x[2] = {a, -c};
    const double y[2] = {b, d};
    return hd_sign_sum_prods(x, y, 2);
}

int hd_sign_cross(hd_vec2 u, hd_vec2 v) { return hd_sign_diff_prod(u.x, v.y, u.y, v.x); }

int hd_sign_dot(hd_vec2 u, hd_vec2 v) { return hd_sign_diff_prod(u.x, v.x, -u.y, v.y); }

int hd_sign_len2_minus(hd_vec2 v, double r)
{
    const double x[3] = {v.x, v.y, -r};
    const double y[3] = {v.x, v.y, r};
    return hd_sign_sum_prods(x, y, 3);
}

int hd_orient(hd_vec2 a, hd_vec2 b, hd_vec2 c) { return hd_sign_cross(hd_sub(b, a), hd_sub(c, a)); }

int hd_sign_dist2_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b, double r)
{
    hd_vec2 d = hd_sub(b, a);
    hd_vec2 w = hd_sub(p, a);
    if (d.x == 0 && d.y == 0)
        return hd_sign_len2_minus(w, r);
    if (hd_sign_dot(w, d) <= 0)
        return hd_sign_len2_minus(w, r);
    hd_vec2 wb = hd_sub(p, b);
    if (hd_sign_dot(wb, d) >= 0)
        return hd_sign_len2_minus(wb, r);
    /* Foot of the perpendicular inside the segment:
     * dist^2 = cross(d, w)^2 / |d|^2, compare cross^2 with r^2 |d|^2.
     * cross is exact when its two products are (integer data), and
     * the comparison splits r^2 |d|^2 = (r dx)^2 + (r dy)^2. */
    double cr = d.x * w.y - d.y * w.x;
    const double x[3] = {cr, -r * d.x, -r * d.y};
    const double y[3] = {cr, r * d.x, r * d.y};
    return hd_sign_sum_prods(x, y, 3);
}

bool hd_point_on_seg(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    if (p.x < fmin(a.x, b.x) || p.x > fmax(a.x, b.x) || p.y < fmin(a.y, b.y) || p.y > fmax(a.y, b.y))
        return false;
    return hd_orient(a, b, p) == 0;
}

bool hd_segs_meet(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d)
{
    if (fmax(a.x, b.x) < fmin(c.x, d.x) || fmax(c.x, d.x) < fmin(a.x, b.x) ||
        fmax(a.y, b.y) < fmin(c.y, d.y) || fmax(c.y, d.y) < fmin(a.y, b.y))
        return false;
    int o1 = hd_orient(a, b, c), o2 = hd_orient(a, b, d);
    int o3 = hd_orient(c, d, a), o4 = hd_orient(c, d, b);
    if (o1 * o2 > 0 || o3 * o4 > 0)
        return false;
    if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {
        /* Collinear (or degenerate): the bounding boxes already overlap,
         * and for collinear pieces that means the pieces overlap. */
        return true;
    }
    /* Not all zero: a degenerate segment (a point) with orient 0 on one
     * side reaches here only when it lies on the other's line; the box
     * test above then places it on the segment. */
    return true;
}

int hd_sign_dist2_segseg(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r)
{
    if (hd_segs_meet(a, b, c, d))
        return r != 0 ? -1 : 0; /* distance 0 against r^2 */
    /* Disjoint segments: the closest pair involves an endpoint. */
    int s = hd_sign_dist2_seg(a, c, d, r);
    int t = hd_sign_dist2_seg(b, c, d, r);
    int u = hd_sign_dist2_seg(c, a, b, r);
    int v = hd_sign_dist2_seg(d, a, b, r);
    int m = s;
    if (t < m) m = t;
    if (u < m) m = u;
    if (v < m) m = v;
    return m;
}

hd_vec2 hd_dir_deg(double deg)
{
    double a = fmod(deg, 360.0); /* exact */
    if (a < 0)
        a += 360.0;
    if (a == 0.0) return hd_v(1, 0);
    if (a == 90.0) return hd_v(0, 1);
    if (a == 180.0) return hd_v(-1, 0);
    if (a == 270.0) return hd_v(0, -1);
    double rad = a * (3.14159265358979323846 / 180.0);
    return hd_v(cos(rad), sin(rad));
}

hd_vec2 hd_ray_deg(double deg)
{
    double a = fmod(deg, 360.0); /* exact */
    if (a < 0)
        a += 360.0;
    if (fmod(a, 45.0) == 0.0) {
        static const hd_vec2 eighths[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        return eighths[(int)(a / 45.0) % 8];
    }
    return hd_dir_deg(a);
}

hd_range hd_range_deg(double start, double end)
{
    hd_range rg = {0};
    rg.us = hd_ray_deg(start);
    rg.ue = hd_ray_deg(end);
    if (start == end) {
        rg.zero = true;
        return rg;
    }
    double sweep = end - start;
    if (fmod(sweep, 360.0) == 0.0) {
        rg.full = true;
        return rg;
    }
    double s = fmod(start, 360.0), e = fmod(end, 360.0);
    if (s < 0) s += 360.0;
    if (e < 0) e += 360.0;
    double sw = e - s;
    if (sw <= 0)
        sw += 360.0;
    rg.reflex = sw > 180.0;
    return rg;
}

bool hd_in_range(const hd_range *rg, hd_vec2 v)
{
    if (rg->full)
        return true;
    if (rg->zero)
        return hd_sign_cross(rg->us, v) == 0 && hd_sign_dot(rg->us, v) >= 0;
    bool c1 = hd_sign_cross(rg->us, v) >= 0; /* at or past the start ray */
    bool c2 = hd_sign_cross(v, rg->ue) >= 0; /* at or before the end ray */
    if (rg->reflex)
        return c1 || c2;
    /* Sweep <= 180: both half-planes, and not the opposite cone (which the
     * two crosses alone admit when the sweep is 0 or 180). */
    return c1 && c2 && (hd_sign_dot(rg->us, v) >= 0 || hd_sign_dot(rg->ue, v) >= 0);
}
