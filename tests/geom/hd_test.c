/* hd_test.c: the geometry tests' harness and independent helpers. */
#include "hd_test.h"

#include "geom_internal.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long hd_test_checks;
long hd_test_failures;
char hd_test_ctx[2048];

static int g_argc;
static char **g_argv;
static long g_sub_checks, g_sub_failures;

/* Failures printed in full; the rest only counted. */
#define HD_TEST_MAX_PRINTED 60

void hd_test_init(int argc, char **argv)
{
    g_argc = argc;
    g_argv = argv;
    setvbuf(stdout, NULL, _IOLBF, 0);
}

bool hd_test_selected(const char *name)
{
    if (g_argc <= 1)
        return true;
    for (int i = 1; i < g_argc; i++)
        if (strcmp(g_argv[i], name) == 0)
            return true;
    return false;
}

void hd_test_begin(const char *name)
{
    (void)name;
    g_sub_checks = hd_test_checks;
    g_sub_failures = hd_test_failures;
    hd_test_ctx[0] = '\0';
}

void hd_test_end(const char *name)
{
    long c = hd_test_checks - g_sub_checks;
    long f = hd_test_failures - g_sub_failures;
    printf("%-34s %s  %ld checks, %ld failed\n", name, f ? "FAIL" : "ok  ", c,
           f);
    hd_test_ctx[0] = '\0';
}

int hd_test_finish(void)
{
    printf("TOTAL %ld checks, %ld failed\n", hd_test_checks, hd_test_failures);
    return hd_test_failures ? 1 : 0;
}

void hd_test_fail(const char *file, int line, const char *what)
{
    hd_test_failures++;
    if (hd_test_failures <= HD_TEST_MAX_PRINTED)
        printf("%s:%d: FAILED %s\n    input: %s\n", file, line, what,
               hd_test_ctx[0] ? hd_test_ctx : "(none)");
    else if (hd_test_failures == HD_TEST_MAX_PRINTED + 1)
        printf("... further failures only counted\n");
}

void hd_test_set_ctx(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(hd_test_ctx, sizeof hd_test_ctx, fmt, ap);
    va_end(ap);
}

hd_vec2 *hd_test_vstore(void)
{
    static hd_vec2 ring[HD_TEST_VSTORES][HD_POLY_MAX];
    static int k;
    hd_vec2 *v = ring[k];
    k = (k + 1) % HD_TEST_VSTORES;
    return v;
}

hd_shape hd_test_own(const hd_shape *s)
{
    hd_shape t = *s;
    if (t.kind == HD_POLYGON) {
        hd_vec2 *v = hd_test_vstore();
        memcpy(v, s->polygon.v, (size_t)s->polygon.n * sizeof v[0]);
        t.polygon.v = v;
    }
    return t;
}

bool hd_test_parse(const char *spec, hd_shape *out, char *err, size_t errlen)
{
    static hd_shape_buf b;
    if (!hd_shape_parse_buf(spec, &b, err, errlen))
        return false;
    *out = hd_test_own(HD_SHAPE_PTR(&b));
    return true;
}

hd_shape hd_test_translate(const hd_shape *s, hd_vec2 d)
{
    return hd_shape_translate(s, d, s->kind == HD_POLYGON ? hd_test_vstore() : NULL);
}

hd_vec2 *hd_test_polyw(hd_shape *s)
{
    hd_vec2 *v = hd_test_vstore();
    if (s->polygon.v && s->polygon.n > 0)
        memcpy(v, s->polygon.v, (size_t)(s->polygon.n < HD_POLY_MAX ? s->polygon.n : HD_POLY_MAX) * sizeof v[0]);
    s->polygon.v = v;
    s->polygon.flags = 0;
    return v;
}

bool hd_test_same_shape(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind)
        return false;
    if (a->kind != HD_POLYGON)
        return memcmp(a, b, sizeof *a) == 0;
    return a->polygon.n == b->polygon.n &&
           memcmp(a->polygon.v, b->polygon.v, (size_t)a->polygon.n * sizeof a->polygon.v[0]) == 0;
}

hd_shape hd_test_shape(const char *spec)
{
    hd_shape s;
    char err[256] = "";
    memset(&s, 0, sizeof s);
    if (!hd_test_parse(spec, &s, err, sizeof err)) {
        printf("test data error: cannot parse `%s`: %s\n", spec, err);
        abort();
    }
    return s;
}

const char *hd_test_spec(const hd_shape *s)
{
    static char bufs[6][4096 * 2];
    static int k;
    char *b = bufs[k];
    k = (k + 1) % 6;
    int n = hd_shape_format(s, b, sizeof bufs[0]);
    if (n < 0)
        snprintf(b, sizeof bufs[0], "(format failed, kind %d)", (int)s->kind);
    return b;
}

int hd_test_hits(const hd_shape *a, const hd_shape *b, hd_vec2 *out, int cap)
{
    return hd_hit_points(a, b, out, cap);
}

static bool near_pt(hd_vec2 a, hd_vec2 b, double tol)
{
    double s = 1.0 + fmax(fmax(fabs(a.x), fabs(a.y)), fmax(fabs(b.x), fabs(b.y)));
    return fabs(a.x - b.x) <= tol * s && fabs(a.y - b.y) <= tol * s;
}

bool hd_test_same_points(const hd_vec2 *p, int np, const hd_vec2 *q, int nq,
                         double tol)
{
    for (int i = 0; i < np; i++) {
        bool found = false;
        for (int j = 0; j < nq && !found; j++)
            found = near_pt(p[i], q[j], tol);
        if (!found)
            return false;
    }
    for (int j = 0; j < nq; j++) {
        bool found = false;
        for (int i = 0; i < np && !found; i++)
            found = near_pt(p[i], q[j], tol);
        if (!found)
            return false;
    }
    return true;
}

int hd_test_parse_points(const char *text, hd_vec2 *out, int cap)
{
    int n = 0;
    const char *s = text;
    while (*s) {
        char *end;
        double x = strtod(s, &end);
        if (*end != ',') {
            printf("test data error: bad point list `%s`\n", text);
            abort();
        }
        double y = strtod(end + 1, &end);
        if (n < cap)
            out[n] = (hd_vec2){x, y};
        n++;
        s = end;
        if (*s == ';')
            s++;
    }
    return n;
}

const char *hd_test_points_text(const hd_vec2 *p, int n)
{
    static char bufs[4][2048];
    static int k;
    char *b = bufs[k];
    k = (k + 1) % 4;
    size_t len = 0;
    b[0] = '[';
    b[1] = '\0';
    len = 1;
    for (int i = 0; i < n && len < sizeof bufs[0] - 64; i++)
        len += (size_t)snprintf(b + len, sizeof bufs[0] - len, "%s(%.17g,%.17g)",
                                i ? " " : "", p[i].x, p[i].y);
    snprintf(b + len, sizeof bufs[0] - len, "]");
    return b;
}

/* ---- independent outline distance (double, tolerance checks only) ------ */

static double seg_dist(hd_vec2 p, hd_vec2 a, hd_vec2 b)
{
    double dx = b.x - a.x, dy = b.y - a.y;
    double L = dx * dx + dy * dy;
    double t = L > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / L : 0.0;
    if (t < 0)
        t = 0;
    if (t > 1)
        t = 1;
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/* Sweep of a sector in degrees: -1 zero-sweep, 360 full, else (0,360). */
static double sweep_of(double start, double end)
{
    double d = end - start;
    if (d == 0)
        return -1;
    double m = fmod(d, 360.0);
    if (m < 0)
        m += 360.0;
    return m == 0 ? 360.0 : m;
}

static hd_vec2 polar(hd_vec2 c, double r, double deg)
{
    double a = deg * (3.14159265358979323846 / 180.0);
    return (hd_vec2){c.x + r * cos(a), c.y + r * sin(a)};
}

/* Distance from p to the circular arc (c, r) swept start..start+sweep. */
static double arc_dist(hd_vec2 p, hd_vec2 c, double r, double start,
                       double sweep)
{
    double d = hypot(p.x - c.x, p.y - c.y);
    double best = fmin(hypot(p.x - polar(c, r, start).x, p.y - polar(c, r, start).y),
                       hypot(p.x - polar(c, r, start + sweep).x,
                             p.y - polar(c, r, start + sweep).y));
    if (d > 0) {
        double ang = atan2(p.y - c.y, p.x - c.x) * (180.0 / 3.14159265358979323846);
        double rel = fmod(ang - start, 360.0);
        if (rel < 0)
            rel += 360.0;
        if (sweep >= 360.0 || rel <= sweep + 1e-9 || rel >= 360.0 - 1e-9)
            best = fmin(best, fabs(d - r));
    } else {
        best = fmin(best, r);
    }
    return best;
}

double hd_test_outline_dist(const hd_shape *s, hd_vec2 p)
{
    switch (s->kind) {
    case HD_POINT:
        return hypot(p.x - s->point.p.x, p.y - s->point.p.y);
    case HD_CIRCLE:
        return fabs(hypot(p.x - s->circle.c.x, p.y - s->circle.c.y) - s->circle.r);
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        hd_vec2 a = {r->x, r->y}, b = {r->x + r->w, r->y},
                c = {r->x + r->w, r->y + r->h}, d = {r->x, r->y + r->h};
        return fmin(fmin(seg_dist(p, a, b), seg_dist(p, b, c)),
                    fmin(seg_dist(p, c, d), seg_dist(p, d, a)));
    }
    case HD_LINE:
        return seg_dist(p, s->line.a, s->line.b);
    case HD_POLYGON: {
        double best = INFINITY;
        for (int i = 0; i < s->polygon.n; i++)
            best = fmin(best, seg_dist(p, s->polygon.v[i],
                                       s->polygon.v[(i + 1) % s->polygon.n]));
        return best;
    }
    case HD_CAPSULE:
        return fabs(seg_dist(p, s->capsule.a, s->capsule.b) - s->capsule.r);
    case HD_ARC:
    case HD_WEDGE: {
        hd_vec2 c;
        double rin, rout, st, en;
        if (s->kind == HD_ARC) {
            c = s->arc.c;
            rin = s->arc.rin;
            rout = s->arc.rout;
            st = s->arc.start;
            en = s->arc.end;
        } else {
            c = s->wedge.c;
            rin = 0;
            rout = s->wedge.r;
            st = s->wedge.start;
            en = s->wedge.end;
        }
        double sw = sweep_of(st, en);
        if (sw < 0)
            return seg_dist(p, polar(c, rin, st), polar(c, rout, st));
        double best = arc_dist(p, c, rout, st, sw);
        if (rin > 0)
            best = fmin(best, arc_dist(p, c, rin, st, sw));
        else if (sw < 360.0)
            best = fmin(best, hypot(p.x - c.x, p.y - c.y));
        if (sw < 360.0) {
            best = fmin(best, seg_dist(p, polar(c, rin, st), polar(c, rout, st)));
            best = fmin(best, seg_dist(p, polar(c, rin, st + sw),
                                       polar(c, rout, st + sw)));
        }
        return best;
    }
    default:
        return INFINITY;
    }
}

/* ---- seeded random (splitmix64) ---------------------------------------- */

uint64_t hd_rng_next(hd_rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int hd_rng_int(hd_rng *r, int lo, int hi)
{
    uint64_t span = (uint64_t)((int64_t)hi - lo + 1);
    return lo + (int)(hd_rng_next(r) % span);
}

/* ---- random integer shapes --------------------------------------------- */

typedef struct ipt {
    int64_t x, y;
} ipt;

static int64_t icross(ipt a, ipt b)
{
    return a.x * b.y - a.y * b.x;
}

/* 0 for directions in [0, 180) degrees (math sense), 1 for [180, 360). */
static int ihalf(ipt v)
{
    return (v.y > 0 || (v.y == 0 && v.x > 0)) ? 0 : 1;
}

static int angle_cmp(ipt a, ipt b)
{
    int ha = ihalf(a), hb = ihalf(b);
    if (ha != hb)
        return ha - hb;
    int64_t c = icross(a, b);
    return c > 0 ? -1 : (c < 0 ? 1 : 0);
}

int hd_gen_star_polygon(hd_rng *r, int cx, int cy, int spread, int maxn,
                        hd_vec2 *out)
{
    for (int attempt = 0; attempt < 1000; attempt++) {
        ipt v[64];
        int want = hd_rng_int(r, 3, maxn < 64 ? maxn : 63), n = 0;
        for (int i = 0; i < want; i++) {
            ipt p = {hd_rng_int(r, -spread, spread), hd_rng_int(r, -spread, spread)};
            if (p.x == 0 && p.y == 0)
                continue;
            /* insertion by angle; same direction dropped */
            int j = n;
            bool dup = false;
            for (int k = 0; k < n; k++)
                if (angle_cmp(p, v[k]) == 0)
                    dup = true;
            if (dup)
                continue;
            while (j > 0 && angle_cmp(p, v[j - 1]) < 0) {
                v[j] = v[j - 1];
                j--;
            }
            v[j] = p;
            n++;
        }
        if (n < 3)
            continue;
        bool ok = true; /* every turn around the centre strictly < 180 */
        for (int i = 0; i < n && ok; i++)
            ok = icross(v[i], v[(i + 1) % n]) > 0;
        if (!ok)
            continue;
        bool rev = hd_rng_int(r, 0, 1);
        for (int i = 0; i < n; i++) {
            ipt p = v[rev ? n - 1 - i : i];
            out[i] = (hd_vec2){(double)(cx + p.x), (double)(cy + p.y)};
        }
        return n;
    }
    return 0;
}

int hd_gen_convex_polygon(hd_rng *r, int cx, int cy, int spread, int maxn,
                          hd_vec2 *out)
{
    for (int attempt = 0; attempt < 1000; attempt++) {
        ipt p[64], h[130];
        int m = hd_rng_int(r, 3, maxn < 64 ? maxn : 63);
        for (int i = 0; i < m; i++)
            p[i] = (ipt){hd_rng_int(r, -spread, spread), hd_rng_int(r, -spread, spread)};
        for (int i = 1; i < m; i++) /* sort by x, y */
            for (int j = i; j > 0 && (p[j].x < p[j - 1].x ||
                                      (p[j].x == p[j - 1].x && p[j].y < p[j - 1].y)); j--) {
                ipt t = p[j];
                p[j] = p[j - 1];
                p[j - 1] = t;
            }
        int k = 0; /* Andrew's monotone chain, collinear points dropped */
        for (int i = 0; i < m; i++) {
            while (k >= 2 && icross((ipt){h[k - 1].x - h[k - 2].x, h[k - 1].y - h[k - 2].y},
                                    (ipt){p[i].x - h[k - 2].x, p[i].y - h[k - 2].y}) <= 0)
                k--;
            h[k++] = p[i];
        }
        for (int i = m - 2, t = k + 1; i >= 0; i--) {
            while (k >= t && icross((ipt){h[k - 1].x - h[k - 2].x, h[k - 1].y - h[k - 2].y},
                                    (ipt){p[i].x - h[k - 2].x, p[i].y - h[k - 2].y}) <= 0)
                k--;
            h[k++] = p[i];
        }
        k--; /* last equals first */
        if (k < 3)
            continue;
        bool rev = hd_rng_int(r, 0, 1);
        for (int i = 0; i < k; i++) {
            ipt q = h[rev ? k - 1 - i : i];
            out[i] = (hd_vec2){(double)(cx + q.x), (double)(cy + q.y)};
        }
        return k;
    }
    return 0;
}

static int gen_angle(hd_rng *r, bool angles90)
{
    if (angles90)
        return 90 * hd_rng_int(r, -4, 8);
    static const int nice[] = {0, 30, 45, 90, 180, 270, 300, 360, -60, 450};
    if (hd_rng_int(r, 0, 2) == 0)
        return nice[hd_rng_int(r, 0, 9)];
    return hd_rng_int(r, -360, 720);
}

/* START, END: mostly ordinary sweeps, sometimes zero, full or wrapping. */
static void gen_sweep(hd_rng *r, bool angles90, double *start, double *end)
{
    int s = gen_angle(r, angles90);
    int e;
    switch (hd_rng_int(r, 0, 7)) {
    case 0: e = s; break;                                /* zero sweep */
    case 1: e = s + 360 * hd_rng_int(r, 1, 2); break;    /* full */
    case 2: e = s + (angles90 ? 270 : 200 + hd_rng_int(r, 0, 150)); break; /* reflex */
    default: e = gen_angle(r, angles90); break;          /* anything, wraps */
    }
    *start = s;
    *end = e;
}

hd_shape hd_gen_shape(hd_rng *r, hd_kind kind, const hd_gen_opts *o)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = kind;
    int R = o->range;
    double off = o->offset;
#define RC() ((double)hd_rng_int(r, -R, R) + off)
#define RS() ((double)(hd_rng_int(r, 0, 3) == 0 ? 0 : hd_rng_int(r, 0, R)))
    switch (kind) {
    case HD_POINT:
        s.point.p = (hd_vec2){RC(), RC()};
        break;
    case HD_CIRCLE:
        s.circle = (hd_circle){{RC(), RC()}, RS()};
        break;
    case HD_RECT:
        s.rect = (hd_rect){RC(), RC(), RS(), RS()};
        break;
    case HD_LINE:
        s.line.a = (hd_vec2){RC(), RC()};
        s.line.b = hd_rng_int(r, 0, 7) == 0 ? s.line.a : (hd_vec2){RC(), RC()};
        break;
    case HD_POLYGON: {
        int cx = hd_rng_int(r, -R, R), cy = hd_rng_int(r, -R, R);
        int spread = hd_rng_int(r, 2, R > 2 ? R : 2);
        hd_vec2 *v = hd_test_vstore();
        int n = hd_rng_int(r, 0, 2) == 0
                    ? hd_gen_convex_polygon(r, cx, cy, spread, 12, v)
                    : hd_gen_star_polygon(r, cx, cy, spread, 12, v);
        for (int i = 0; i < n; i++) {
            v[i].x += off;
            v[i].y += off;
        }
        s.polygon.v = v;
        s.polygon.n = n;
        break;
    }
    case HD_CAPSULE:
        s.capsule.a = (hd_vec2){RC(), RC()};
        s.capsule.b = hd_rng_int(r, 0, 7) == 0 ? s.capsule.a : (hd_vec2){RC(), RC()};
        s.capsule.r = RS();
        break;
    case HD_ARC: {
        double a = RS(), b = RS();
        s.arc.c = (hd_vec2){RC(), RC()};
        s.arc.rin = a < b ? a : b;
        s.arc.rout = hd_rng_int(r, 0, 9) == 0 ? s.arc.rin : (a < b ? b : a);
        gen_sweep(r, o->angles90, &s.arc.start, &s.arc.end);
        break;
    }
    case HD_WEDGE:
        s.wedge.c = (hd_vec2){RC(), RC()};
        s.wedge.r = RS();
        gen_sweep(r, o->angles90, &s.wedge.start, &s.wedge.end);
        break;
    default:
        break;
    }
#undef RC
#undef RS
    char err[256] = "";
    hd_shape copy = s;
    if (!hd_shape_validate(&s, err, sizeof err)) {
        TEST_CTX("generated %s rejected by hd_shape_validate: %s", hd_kind_name(kind), err);
        ENSURE(!"hd_shape_validate rejected a valid generated shape");
    }
    /* validate of an already-normal shape changes nothing (but a
     * polygon's flags and bounds, which it computes) */
    ENSURE(hd_test_same_shape(&s, &copy));
    return s;
}

int hd_test_rect_corners(const hd_rect *r, hd_vec2 *out)
{
    out[0] = hd_v(r->x, r->y);
    out[1] = hd_v(r->x + r->w, r->y);
    out[2] = hd_v(r->x + r->w, r->y + r->h);
    out[3] = hd_v(r->x, r->y + r->h);
    return 4;
}

hd_relation hd_test_rel_mirror(hd_relation r)
{
    return r == HD_A_CONTAINS_B ? HD_B_CONTAINS_A : r == HD_B_CONTAINS_A ? HD_A_CONTAINS_B : r;
}

hd_relation hd_test_rel_named(const char *n)
{
    for (int r = HD_RELATION_UNKNOWN; r <= HD_B_CONTAINS_A; r++)
        if (strcmp(hd_relation_name((hd_relation)r), n) == 0)
            return (hd_relation)r;
    return (hd_relation)-2;
}

bool hd_test_on_outline(const hd_shape *s, hd_vec2 p)
{
    hd_outline_view o;
    hd_outline_init(&o, s);
    hd_prim pt = {.type = HD_PRIM_POINT, .a = p, .b = p};
    for (int i = 0; i < o.n; i++) {
        hd_meet m = {.n = 0};
        if (hd_prim_meet(&pt, hd_outline_piece(&o, i), &m))
            return true;
    }
    return false;
}

bool hd_test_in_interior(const hd_shape *s, hd_vec2 p) { return hd_point_in_shape(s, p) && !hd_test_on_outline(s, p); }

void hd_test_parse_case(const char *a, const char *b, hd_shape_buf *ba, hd_shape_buf *bb, hd_shape *sa, hd_shape *sb)
{
    char err[256];
    TEST_CTX("%s %s", a, b);
    ENSURE(hd_shape_parse_buf(a, ba, err, sizeof err));
    ENSURE(hd_shape_parse_buf(b, bb, err, sizeof err));
    *sa = hd_shape_of(ba);
    *sb = hd_shape_of(bb);
}

void hd_test_want_rel(const hd_shape *a, const hd_shape *b, hd_relation want)
{
    char sa[256], sb[256];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    TEST_CTX("%s %s", sa, sb);
    hd_relation got = hd_relate(a, b), back = hd_relate(b, a);
    if (got != want || back != hd_test_rel_mirror(want))
        fprintf(stderr, "  %s %s: %s / %s, want %s\n", sa, sb, hd_relation_name(got), hd_relation_name(back),
                hd_relation_name(want));
    ENSURE(got == want);
    ENSURE(back == hd_test_rel_mirror(want));
}
