/* fuzz_hit: the hit table. Bytes -> two valid shapes (hd_shape_validate
 * decides) -> every table function and the reference path:
 *  - hd_collide(a,b) == hd_collide(b,a) == the table cell called directly
 *    (both orders) == hd_collide_reference(a,b) == hd_collide_reference(b,a);
 *  - hd_collide_hits: the same answer, the same count both ways, no points
 *    when clear, every point finite, the two lists equal (they are sorted);
 *  - hd_distance: the same collide flag, distance finite, >= 0 and 0 iff
 *    collide, the same distance both ways, closest points / push finite.
 * Numbers come from the bytes as small integers (exact contacts), integers
 * scaled by powers of two over the whole accepted range, angles in steps
 * of 15 degrees, or raw doubles.
 *
 * HD_FUZZ_SKIP_KNOWN (environment, not set in CI): when set, failures of
 * the classes listed in fuzz/README.md as known geometry bugs (issue 8
 * sections 1-2, fixed on another branch) are not reported, so that a long
 * campaign can look for other classes. */
#include "fuzz_common.h"

#include <math.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct {
    const uint8_t *p;
    size_t n;
} rd;

static unsigned byte(rd *r)
{
    if (!r->n) return 0;
    r->n--;
    return *r->p++;
}

static double number(rd *r, int scale_exp, bool angle)
{
    unsigned tag = byte(r);
    switch (tag % 5) {
    case 0: return (double)(int8_t)byte(r);
    case 1: {
        int v = (int16_t)(byte(r) | byte(r) << 8);
        return ldexp(v, scale_exp);
    }
    case 2: return angle ? 15.0 * ((int)byte(r) - 128) : (double)(int8_t)byte(r) * 0.5;
    case 3: {
        uint64_t u = 0;
        for (int i = 0; i < 8; i++) u |= (uint64_t)byte(r) << (8 * i);
        double d;
        memcpy(&d, &u, sizeof d);
        return d;
    }
    default: return ldexp((double)(int8_t)byte(r), (int)(byte(r) % 64) - 32 + scale_exp);
    }
}

static bool make_shape(rd *r, hd_shape *s, int scale_exp)
{
    memset(s, 0, sizeof *s);
    s->kind = (hd_kind)(byte(r) % HD_KIND_COUNT);
    double v[8];
    for (int i = 0; i < 6; i++) v[i] = number(r, scale_exp, s->kind >= HD_ARC && i >= 3);
    switch (s->kind) {
    case HD_POINT: s->point.p = (hd_vec2){v[0], v[1]}; break;
    case HD_CIRCLE: s->circle = (hd_circle){{v[0], v[1]}, fabs(v[2])}; break;
    case HD_RECT: s->rect = (hd_rect){v[0], v[1], fabs(v[2]), fabs(v[3])}; break;
    case HD_LINE: s->line = (hd_line){{v[0], v[1]}, {v[2], v[3]}}; break;
    case HD_CAPSULE: s->capsule = (hd_capsule){{v[0], v[1]}, {v[2], v[3]}, fabs(v[4])}; break;
    case HD_ARC: {
        double a = fabs(v[2]), b = fabs(number(r, scale_exp, false));
        s->arc = (hd_arc){{v[0], v[1]}, a < b ? a : b, a < b ? b : a, v[4], v[5]};
        break;
    }
    case HD_WEDGE: s->wedge = (hd_wedge){{v[0], v[1]}, fabs(v[2]), v[4], v[5]}; break;
    case HD_POLYGON: {
        int n = 3 + (int)(byte(r) % 10);
        s->polygon.n = n;
        s->polygon.v[0] = (hd_vec2){v[0], v[1]};
        s->polygon.v[1] = (hd_vec2){v[2], v[3]};
        s->polygon.v[2] = (hd_vec2){v[4], v[5]};
        for (int i = 3; i < n; i++) {
            double x = number(r, scale_exp, false);
            s->polygon.v[i] = (hd_vec2){x, number(r, scale_exp, false)};
        }
        break;
    }
    default: return false;
    }
    char err[256];
    return hd_shape_validate(s, err, sizeof err);
}

static bool skip_known;

/* Known geometry classes (issue 8, sections 1-2, fixed on another branch;
 * see fuzz/README.md): K1 numbers far from 1 (a non-zero magnitude below
 * 1e-15 or above 1e15, or non-zero magnitudes more than 1e9 apart in the
 * pair: underflow, tiny coordinates, small radii, scale invariance),
 * K2 an arc or a wedge (sector rays decided on rounded ends), K3 a rect
 * whose far edge X+W or Y+H is not exact, K4 hit points (NaN, merged,
 * misplaced or order-dependent lists). */
static bool far_from_one(const hd_shape *s)
{
    const double *x = &s->point.p.x;
    int n = 6;
    if (s->kind == HD_POLYGON) {
        x = &s->polygon.v[0].x;
        n = 2 * s->polygon.n;
    }
    for (int i = 0; i < n; i++)
        if (x[i] != 0 && (fabs(x[i]) < 1e-15 || fabs(x[i]) > 1e15)) return true;
    return false;
}

static bool far_edge_inexact(const hd_shape *s)
{
    if (s->kind != HD_RECT) return false;
    volatile double xw = s->rect.x + s->rect.w, yh = s->rect.y + s->rect.h;
    return xw - s->rect.x != s->rect.w || yh - s->rect.y != s->rect.h;
}

/* The largest and smallest non-zero magnitudes of s, folded into *hi, *lo. */
static void magnitudes(const hd_shape *s, double *lo, double *hi)
{
    const double *x = &s->point.p.x;
    int n = 6;
    if (s->kind == HD_POLYGON) {
        x = &s->polygon.v[0].x;
        n = 2 * s->polygon.n;
    }
    for (int i = 0; i < n; i++) {
        double m = fabs(x[i]);
        if (m == 0) continue;
        if (m < *lo) *lo = m;
        if (m > *hi) *hi = m;
    }
}

static bool known(const hd_shape *a, const hd_shape *b, const char *what)
{
    if (!skip_known) return false;
    if (far_from_one(a) || far_from_one(b)) return true;                  /* K1 */
    double lo = INFINITY, hi = 0;
    magnitudes(a, &lo, &hi);
    magnitudes(b, &lo, &hi);
    if (hi > 1e9 * lo) return true;                                       /* K1 */
    if (a->kind >= HD_ARC || b->kind >= HD_ARC) return true;              /* K2 */
    if (far_edge_inexact(a) || far_edge_inexact(b)) return true;          /* K3 */
    if (strstr(what, "hit point")) return true;                           /* K4 */
    return false;
}

static void check(bool ok, const hd_shape *a, const hd_shape *b, const char *what)
{
    if (ok || known(a, b, what)) return;
    char sa[16384], sb[16384];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    fz_fail("%s: hitdemo --check %s %s", what, sa, sb);
}

static hd_vec2 pab[256], pba[256];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool init;
    if (!init) {
        skip_known = getenv("HD_FUZZ_SKIP_KNOWN") != NULL;
        init = true;
    }
    rd r = {data, size};
    int scale_exp = (int)(byte(&r) % 200) - 100; /* 2^-100 .. 2^99 for scaled integers */
    hd_shape a, b;
    if (!make_shape(&r, &a, scale_exp) || !make_shape(&r, &b, scale_exp)) return 0;

    bool c = hd_collide(&a, &b);
    check(c == hd_collide(&b, &a), &a, &b, "hd_collide is not symmetric");
    const hd_hit_cell *ab = hd_hit_lookup(a.kind, b.kind), *ba = hd_hit_lookup(b.kind, a.kind);
    if (!ab || !ba || !ab->fn || !ab->dist) fz_fail("no table cell");
    bool t1 = ab->swap ? ab->fn(&b, &a) : ab->fn(&a, &b);
    bool t2 = ba->swap ? ba->fn(&a, &b) : ba->fn(&b, &a);
    check(c == t1 && c == t2, &a, &b, "table cell != hd_collide");
    if (a.kind == b.kind) /* the one cell's function, arguments swapped */
        check(ab->fn(&b, &a) == c, &a, &b, "same-kind cell is not symmetric");
    bool ref = hd_collide_reference(&a, &b);
    check(ref == c, &a, &b, "table != reference");
    check(hd_collide_reference(&b, &a) == c, &a, &b, "reference(b,a) != table");

    int nab, nba;
    bool hc = hd_collide_hits(&a, &b, pab, 256, &nab);
    bool hc2 = hd_collide_hits(&b, &a, pba, 256, &nba);
    check(hc == c && hc2 == c, &a, &b, "hd_collide_hits != hd_collide");
    check(nab >= 0 && nab == nba, &a, &b, "hit point count is not symmetric");
    check(c || nab == 0, &a, &b, "hit points for a clear pair");
    int m = nab < 256 ? nab : 256;
    for (int i = 0; i < m; i++) {
        if (!(isfinite(pab[i].x) && isfinite(pab[i].y)))
            check(false, &a, &b, "hit point not finite (NaN or inf)");
        if (nab == nba && !(fz_same_double(pab[i].x, pba[i].x) && fz_same_double(pab[i].y, pba[i].y)))
            check(false, &a, &b, "hit point lists differ by argument order");
    }

    hd_dist d, e;
    hd_distance(&a, &b, &d);
    hd_distance(&b, &a, &e);
    check(d.collide == c && e.collide == c, &a, &b, "hd_distance collide != hd_collide");
    check(isfinite(d.distance) && d.distance >= 0, &a, &b, "distance NaN, inf or negative");
    check((d.distance == 0) == c, &a, &b, "distance 0 iff collide fails");
    check(fz_same_double(d.distance, e.distance) || (a.kind == b.kind && fabs(d.distance - e.distance) <=
                                                                          1e-9 * d.distance),
          &a, &b, "distance is not symmetric");
    if (d.has_closest)
        check(isfinite(d.pa.x) && isfinite(d.pa.y) && isfinite(d.pb.x) && isfinite(d.pb.y), &a, &b,
              "closest points not finite");
    if (d.has_push)
        check(isfinite(d.push.x) && isfinite(d.push.y) && isfinite(d.depth), &a, &b, "push not finite");
    return 0;
}
