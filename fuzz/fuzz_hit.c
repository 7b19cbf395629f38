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
 * make_shape keeps every number in the accepted range (0 or a magnitude
 * in [HD_COORD_MIN, HD_COORD_MAX]; others are rejected, as the parser does)
 * and gives a polygon its own vertex storage (one static array per shape).
 * Every check is strict: the known classes C1 and C2 of fuzz/README.md are
 * fixed and their reproducers replayed. */
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

/* The accepted range (hd_geom.h): finite, 0 or a magnitude in [HD_COORD_MIN, HD_COORD_MAX]. */
static bool in_range(double d)
{
    double m = fabs(d);
    return isfinite(d) && (m == 0 || (m >= HD_COORD_MIN && m <= HD_COORD_MAX));
}

/* A shape from the bytes into *s; a polygon's vertices go to verts (room
 * for HD_POLY_MAX; the caller keeps it alive while *s is used). False when
 * a number is outside the accepted range (the parser rejects those too) or
 * hd_shape_validate rejects the shape. */
static bool make_shape(rd *r, hd_shape *s, hd_vec2 *verts, int scale_exp)
{
    memset(s, 0, sizeof *s);
    s->kind = (hd_kind)(byte(r) % HD_KIND_COUNT);
    double v[8];
    bool ok = true;
    for (int i = 0; i < 6; i++) {
        v[i] = number(r, scale_exp, s->kind >= HD_ARC && i >= 3);
        ok &= in_range(v[i]);
    }
    switch (s->kind) {
    case HD_POINT: s->point.p = (hd_vec2){v[0], v[1]}; break;
    case HD_CIRCLE: s->circle = (hd_circle){{v[0], v[1]}, fabs(v[2])}; break;
    case HD_RECT: s->rect = (hd_rect){v[0], v[1], fabs(v[2]), fabs(v[3])}; break;
    case HD_LINE: s->line = (hd_line){{v[0], v[1]}, {v[2], v[3]}}; break;
    case HD_CAPSULE: s->capsule = (hd_capsule){{v[0], v[1]}, {v[2], v[3]}, fabs(v[4])}; break;
    case HD_ARC: {
        double a = fabs(v[2]), b = fabs(number(r, scale_exp, false));
        ok &= in_range(b);
        s->arc = (hd_arc){{v[0], v[1]}, a < b ? a : b, a < b ? b : a, v[4], v[5]};
        break;
    }
    case HD_WEDGE: s->wedge = (hd_wedge){{v[0], v[1]}, fabs(v[2]), v[4], v[5]}; break;
    case HD_POLYGON: {
        int n = 3 + (int)(byte(r) % 10);
        verts[0] = (hd_vec2){v[0], v[1]};
        verts[1] = (hd_vec2){v[2], v[3]};
        verts[2] = (hd_vec2){v[4], v[5]};
        for (int i = 3; i < n; i++) {
            double x = number(r, scale_exp, false), y = number(r, scale_exp, false);
            ok &= in_range(x) && in_range(y);
            verts[i] = (hd_vec2){x, y};
        }
        s->polygon.v = verts;
        s->polygon.n = n;
        break;
    }
    default: return false;
    }
    if (!ok) return false;
    char err[256];
    return hd_shape_validate(s, err, sizeof err);
}

static const char NOT_FINITE[] = "hit point not finite (NaN or inf)";

static void check(bool ok, const hd_shape *a, const hd_shape *b, const char *what)
{
    if (ok) return;
    char sa[16384], sb[16384];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    fz_fail("%s: hitdemo --check %s %s", what, sa, sb);
}

static hd_vec2 pab[256], pba[256];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    rd r = {data, size};
    int scale_exp = (int)(byte(&r) % 200) - 100; /* 2^-100 .. 2^99 for scaled integers */
    static hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX]; /* each shape's own polygon vertices */
    hd_shape a, b;
    if (!make_shape(&r, &a, va, scale_exp) || !make_shape(&r, &b, vb, scale_exp)) return 0;

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
            check(false, &a, &b, NOT_FINITE);
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
