/*
 * test_geom_invariance: the answers do not depend on the scale, position,
 * orientation or argument order of the data, nothing but finite numbers
 * ever comes out, and hit points keep their stated bound.
 *
 * Over all 36 kind pairs (both orders), with random integer shapes in small
 * ranges (so that exact contacts are frequent) and in larger ones:
 *  - scaled by 2^k for k sampled over every power that keeps all numbers of
 *    both shapes within the accepted range [1e-50, 1e50] (both ends always),
 *    translated by exactly representable offsets, swapped, mirrored (x -> -x,
 *    angles a -> 180 - a with the sweep reversed), rotated by 90 degrees
 *    (a -> a + 90): the same collide answer, the same number of hit points,
 *    and the same hit points (transformed) within the hit-point bound;
 *  - hd_collide_reference agrees with hd_collide;
 *  - no NaN or infinity in hit points, distance, closest points or push,
 *    also with both shapes at the ends of the range and one at each end;
 *  - every hit point lies within HIT_BOUND of both outlines (an exact test:
 *    some outline piece meets the disk of that radius), and constructed
 *    pairs of crossings farther apart than the bound are listed separately.
 * The bound, as in README: 1e-12 * (the point's largest coordinate magnitude
 * + the size of the smaller shape, the longest side of its bounding box).
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../../src/geom/geom_internal.h"

#define HIT_REL 1e-12
#define MAXP 64

/* ---- transforms ------------------------------------------------------------ */

enum { T_SCALE, T_MOVE, T_MIRROR, T_ROT90 };

typedef struct xf {
    int op;
    int k;      /* T_SCALE: 2^k */
    double ox, oy; /* T_MOVE */
} xf;

static hd_vec2 xf_pt(const xf *t, hd_vec2 p)
{
    switch (t->op) {
    case T_SCALE: return hd_v(ldexp(p.x, t->k), ldexp(p.y, t->k));
    case T_MOVE: return hd_v(p.x + t->ox, p.y + t->oy);
    case T_MIRROR: return hd_v(-p.x, p.y);
    default: return hd_v(-p.y, p.x);
    }
}

static double xf_len(const xf *t, double v) { return t->op == T_SCALE ? ldexp(v, t->k) : v; }

static void xf_angles(const xf *t, double *s, double *e)
{
    if (t->op == T_MIRROR) {
        double s2 = 180 - *e, e2 = 180 - *s;
        *s = s2;
        *e = e2;
    } else if (t->op == T_ROT90) {
        *s += 90;
        *e += 90;
    }
}

static hd_shape xf_shape(const xf *t, const hd_shape *s)
{
    hd_shape o = *s;
    switch (s->kind) {
    case HD_POINT: o.point.p = xf_pt(t, s->point.p); break;
    case HD_CIRCLE: o.circle.c = xf_pt(t, s->circle.c); o.circle.r = xf_len(t, s->circle.r); break;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        if (t->op == T_SCALE || t->op == T_MOVE) {
            hd_vec2 p = xf_pt(t, hd_v(r->x, r->y));
            o.rect = (hd_rect){p.x, p.y, xf_len(t, r->w), xf_len(t, r->h)};
        } else if (t->op == T_MIRROR) {
            o.rect = (hd_rect){-(r->x + r->w), r->y, r->w, r->h};
        } else {
            o.rect = (hd_rect){-(r->y + r->h), r->x, r->h, r->w};
        }
        break;
    }
    case HD_LINE: o.line.a = xf_pt(t, s->line.a); o.line.b = xf_pt(t, s->line.b); break;
    case HD_POLYGON: {
        hd_vec2 *v = hd_test_polyw(&o);
        for (int i = 0; i < s->polygon.n; i++)
            v[i] = xf_pt(t, s->polygon.v[i]);
        break;
    }
    case HD_CAPSULE:
        o.capsule.a = xf_pt(t, s->capsule.a);
        o.capsule.b = xf_pt(t, s->capsule.b);
        o.capsule.r = xf_len(t, s->capsule.r);
        break;
    case HD_ARC:
        o.arc.c = xf_pt(t, s->arc.c);
        o.arc.rin = xf_len(t, s->arc.rin);
        o.arc.rout = xf_len(t, s->arc.rout);
        xf_angles(t, &o.arc.start, &o.arc.end);
        break;
    case HD_WEDGE:
        o.wedge.c = xf_pt(t, s->wedge.c);
        o.wedge.r = xf_len(t, s->wedge.r);
        xf_angles(t, &o.wedge.start, &o.wedge.end);
        break;
    default: break;
    }
    return o;
}

/* The numbers of s that scale (all but angles). */
static int scaled_numbers(const hd_shape *s, double *v)
{
    int n = 0;
    hd_shape_numbers(s, v, &n);
    if (s->kind == HD_ARC || s->kind == HD_WEDGE)
        n -= 2; /* the angles come last */
    return n;
}

/* The powers k for which 2^k * every number stays in range. */
static void scale_range(const hd_shape *a, const hd_shape *b, int *kmin, int *kmax)
{
    double v[2 * HD_POLY_MAX + 8];
    double big = 0, small = INFINITY;
    const hd_shape *ss[2] = {a, b};
    for (int j = 0; j < 2; j++) {
        int n = scaled_numbers(ss[j], v);
        for (int i = 0; i < n; i++) {
            double m = fabs(v[i]);
            if (m == 0)
                continue;
            big = fmax(big, m);
            small = fmin(small, m);
        }
    }
    if (big == 0) {
        *kmin = *kmax = 0;
        return;
    }
    int k = 0;
    while (ldexp(big, k + 1) <= HD_COORD_MAX)
        k++;
    while (ldexp(big, k) > HD_COORD_MAX)
        k--;
    *kmax = k;
    k = 0;
    while (ldexp(small, k - 1) >= HD_COORD_MIN)
        k--;
    while (ldexp(small, k) < HD_COORD_MIN)
        k++;
    *kmin = k;
}

/* ---- checks ---------------------------------------------------------------- */

static double shape_size(const hd_shape *s)
{
    hd_vec2 lo, hi;
    hd_shape_bounds(s, &lo, &hi);
    return fmax(hi.x - lo.x, hi.y - lo.y);
}

static double bound_at(hd_vec2 p, const hd_shape *a, const hd_shape *b)
{
    return HIT_REL * (fmax(fabs(p.x), fabs(p.y)) + fmin(shape_size(a), shape_size(b)));
}

static bool finite_pt(hd_vec2 p) { return isfinite(p.x) && isfinite(p.y); }

/* p within r of the outline of s (exact test against each piece). */
static bool near_outline(const hd_shape *s, hd_vec2 p, double r)
{
    static hd_prim pr[HD_OUTLINE_MAX];
    int n = hd_outline(s, pr);
    for (int i = 0; i < n; i++)
        if (hd_prim_within(&pr[i], p, r))
            return true;
    return false;
}

typedef struct answer {
    bool collide;
    int n;
    hd_vec2 p[MAXP];
} answer;

static void get_answer(const hd_shape *a, const hd_shape *b, answer *an)
{
    int n = 0;
    an->collide = hd_collide_hits(a, b, an->p, MAXP, &n);
    an->n = n;
    ENSURE(n <= MAXP);
    for (int i = 0; i < n && i < MAXP; i++)
        ENSURE(finite_pt(an->p[i]));
}

static void check_outputs_finite(const hd_shape *a, const hd_shape *b)
{
    answer an;
    get_answer(a, b, &an);
    hd_dist d;
    hd_distance(a, b, &d);
    ENSURE(d.collide == an.collide);
    ENSURE(isfinite(d.distance) && d.distance >= 0);
    ENSURE((d.distance == 0) == d.collide);
    if (d.has_closest)
        ENSURE(finite_pt(d.pa) && finite_pt(d.pb));
    if (d.has_push)
        ENSURE(finite_pt(d.push) && isfinite(d.depth));
}

/* Every listed point within the bound of both outlines. */
static void check_bound(const hd_shape *a, const hd_shape *b, const answer *an)
{
    for (int i = 0; i < an->n && i < MAXP; i++) {
        double r = bound_at(an->p[i], a, b);
        ENSURE(near_outline(a, an->p[i], r));
        ENSURE(near_outline(b, an->p[i], r));
    }
}

static bool same_answer(const xf *t, const answer *base, const hd_shape *a2, const hd_shape *b2, const answer *got)
{
    if (base->collide != got->collide || base->n != got->n)
        return false;
    for (int i = 0; i < base->n && i < MAXP; i++) {
        hd_vec2 q = xf_pt(t, base->p[i]);
        double r = 2 * bound_at(q, a2, b2);
        bool found = false;
        for (int j = 0; j < got->n && j < MAXP && !found; j++)
            found = fabs(got->p[j].x - q.x) <= r && fabs(got->p[j].y - q.y) <= r;
        if (!found)
            return false;
    }
    return true;
}

static long transform_checks;

static void check_transform(const xf *t, const hd_shape *a, const hd_shape *b, const answer *base)
{
    hd_shape a2 = xf_shape(t, a), b2 = xf_shape(t, b);
    char err[256];
    hd_shape va = a2, vb = b2;
    ENSURE(hd_shape_validate(&va, err, sizeof err));
    ENSURE(hd_shape_validate(&vb, err, sizeof err));
    answer got, gots;
    get_answer(&a2, &b2, &got);
    get_answer(&b2, &a2, &gots);
    transform_checks++;
    if (!same_answer(t, base, &a2, &b2, &got) || !same_answer(t, base, &a2, &b2, &gots)) {
        TEST_CTX("%s %s -> op %d k %d: %s %s: collide %d/%d, %d/%d points %s vs %s", hd_test_spec(a), hd_test_spec(b),
                 t->op, t->k, hd_test_spec(&a2), hd_test_spec(&b2), base->collide, got.collide, base->n, got.n,
                 hd_test_points_text(base->p, base->n < MAXP ? base->n : MAXP),
                 hd_test_points_text(got.p, got.n < MAXP ? got.n : MAXP));
        ENSURE(!"the same answer after the transform");
    }
    check_bound(&a2, &b2, &got);
}

static void check_pair(hd_rng *rng, const hd_shape *a, const hd_shape *b)
{
    TEST_CTX("%s %s", hd_test_spec(a), hd_test_spec(b));
    answer base, swapped;
    get_answer(a, b, &base);
    get_answer(b, a, &swapped);
    ENSURE(base.collide == swapped.collide && base.n == swapped.n);
    ENSURE(hd_collide_reference(a, b) == base.collide);
    ENSURE(hd_collide_reference(b, a) == base.collide);
    check_bound(a, b, &base);
    check_outputs_finite(a, b);
    check_outputs_finite(b, a);

    int kmin, kmax;
    scale_range(a, b, &kmin, &kmax);
    int ks[6] = {kmin, kmax, hd_rng_int(rng, kmin, kmax), hd_rng_int(rng, kmin, kmax), -1, 7};
    for (int i = 0; i < 6; i++) {
        if (ks[i] < kmin || ks[i] > kmax)
            continue;
        xf t = {T_SCALE, ks[i], 0, 0};
        check_transform(&t, a, b, &base);
        if (i < 2) { /* at the range's ends */
            hd_shape a2 = xf_shape(&t, a), b2 = xf_shape(&t, b);
            check_outputs_finite(&a2, &b2);
            check_outputs_finite(&b2, &a2);
        }
    }
    /* one shape at each end of the range */
    xf lo = {T_SCALE, kmin, 0, 0}, hi = {T_SCALE, kmax, 0, 0};
    hd_shape al = xf_shape(&lo, a), bh = xf_shape(&hi, b);
    check_outputs_finite(&al, &bh);
    check_outputs_finite(&bh, &al);
    static const double offs[][2] = {{1e6, -1e6}, {-3, 17}, {1048576.5, 0}, {0, -4096}};
    for (int i = 0; i < 4; i++) {
        xf t = {T_MOVE, 0, offs[i][0], offs[i][1]};
        check_transform(&t, a, b, &base);
    }
    xf m = {T_MIRROR, 0, 0, 0}, r = {T_ROT90, 0, 0, 0};
    check_transform(&m, a, b, &base);
    check_transform(&r, a, b, &base);
}

static void random_pairs(int range, int per_pair, uint64_t seed)
{
    hd_rng rng = {seed};
    hd_gen_opts o = {range, 0, false};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = 0; kb < HD_KIND_COUNT; kb++)
            for (int i = 0; i < per_pair; i++) {
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, &o);
                hd_shape b = hd_gen_shape(&rng, (hd_kind)kb, &o);
                check_pair(&rng, &a, &b);
            }
}

/* Small ranges: exact contacts (touching, shared edges, tangents) are
 * frequent. */
static void contacts_all_pairs(void) { random_pairs(4, 40, 0x1234abcdULL); }

static void random_all_pairs(void)
{
    random_pairs(30, 25, 0x9e3779b97f4a7c15ULL);
    random_pairs(3000, 10, 0x51ed270bULL);
}

/* ---- constructed crossings: two true crossings, listed separately ---------- */

static void expect_two(const char *sa, const char *sb, hd_vec2 p1, hd_vec2 p2, int k)
{
    hd_shape a0 = hd_test_shape(sa), b0 = hd_test_shape(sb);
    xf t = {T_SCALE, k, 0, 0};
    hd_shape a = xf_shape(&t, &a0), b = xf_shape(&t, &b0);
    p1 = xf_pt(&t, p1);
    p2 = xf_pt(&t, p2);
    TEST_CTX("%s %s (scaled 2^%d)", hd_test_spec(&a), hd_test_spec(&b), k);
    answer an;
    get_answer(&a, &b, &an);
    ENSURE(an.collide);
    ENSURE(an.n == 2);
    check_bound(&a, &b, &an);
    if (an.n == 2) {
        ENSURE(fabs(an.p[0].x - p1.x) <= bound_at(p1, &a, &b) && fabs(an.p[0].y - p1.y) <= bound_at(p1, &a, &b));
        ENSURE(fabs(an.p[1].x - p2.x) <= bound_at(p2, &a, &b) && fabs(an.p[1].y - p2.y) <= bound_at(p2, &a, &b));
    }
}

static void separate_crossings(void)
{
    for (int k = -150; k <= 140; k += 10) {
        /* a rect 0.0005 wide at 1e6, crossed by a line of length 2 */
        expect_two("rect:1000000,0,0.0005,10", "line:999999,5,1000001,5", hd_v(1000000, 5), hd_v(1000000.0005, 5), k);
        /* a circle and a line 1e8 times longer than it */
        expect_two("circle:640,360,100", "line:-1e10,360,1e10,360", hd_v(540, 360), hd_v(740, 360), k);
        /* a thin polygon crossed by a segment */
        expect_two("polygon:1000,0,1000.0009765625,0,1000.0009765625,8,1000,8", "line:990,4,1010,4", hd_v(1000, 4),
                   hd_v(1000.0009765625, 4), k);
        /* two lines crossing two edges of a narrow wedge (45 degree rays) */
        expect_two("rect:0,0,4,4", "line:-1,2,5,2", hd_v(0, 2), hd_v(4, 2), k);
    }
    /* crossings of two circles, 2^-j apart, at 2^k */
    for (int j = 1; j <= 30; j++)
        for (int k = -140; k <= 140; k += 35) {
            /* circles of radius 5 about (0,0) and (d,0): crossings at
             * x = d/2, y = +-sqrt(25 - d^2/4); choose y = 2^-j exactly by
             * x = 0 on circle (0, -c) ... use the line instead: */
            double y = ldexp(1, -j);
            char sb[128];
            snprintf(sb, sizeof sb, "line:-100,%.17g,100,%.17g", y, y);
            /* the line y = 2^-j crosses the rect's left edge and right edge */
            expect_two("rect:0,0,1,1", sb, hd_v(0, y), hd_v(1, y), k);
        }
}

/* ---- worked examples of the range rules ------------------------------------ */

static void hits_of(const char *sa, const char *sb, answer *an)
{
    hd_shape a = hd_test_shape(sa), b = hd_test_shape(sb);
    TEST_CTX("%s %s", sa, sb);
    get_answer(&a, &b, an);
    answer sw;
    get_answer(&b, &a, &sw);
    ENSURE(sw.collide == an->collide && sw.n == an->n);
    ENSURE(hd_collide_reference(&a, &b) == an->collide);
    ENSURE(hd_collide_reference(&b, &a) == an->collide);
}

static void range_examples(void)
{
    answer an;
    hits_of("wedge:10,0,7.071067811865475,135,150", "wedge:0,0,2000,45,60", &an);
    ENSURE(!an.collide);
    hits_of("wedge:1000010,-1000000,7.071067811865475,135,150", "wedge:1000000,-1000000,2000,45,60", &an);
    ENSURE(!an.collide);
    hits_of("circle:0,1e-50,5", "circle:0,0,5", &an);
    ENSURE(an.collide && an.n == 2);
    hits_of("circle:0,0,1e-50", "point:2e-50,0", &an);
    ENSURE(!an.collide);
    hits_of("circle:0,0,1", "point:2,0", &an);
    ENSURE(!an.collide);
    static const char *const rect_far[] = {
        "line:0.30000000000000004,0,0.30000000000000004,1",
        "circle:0.4000000000000001,0.5,0.1",
        "polygon:0.30000000000000004,0,1,0,1,1",
        "capsule:0.4,0,0.4,1,0.09999999999999998",
        "arc:0.30000000000000004,0.5,0,0.25,-90,90",
        "wedge:0.30000000000000004,0.5,0.25,270,450",
        "arc:1.30000000000000004,0.5,0.5,1,90,270",
        "wedge:1.30000000000000004,0,1,135,225",
        "rect:0.30000000000000004,0,1,1",
        "point:0.30000000000000004,0.5",
    };
    for (size_t i = 0; i < sizeof rect_far / sizeof rect_far[0]; i++) {
        hits_of("rect:0.1,0,0.2,1", rect_far[i], &an);
        ENSURE(!an.collide);
    }
    /* exact contacts with the unrounded far edge */
    static const char *const rect_touch[] = {
        "line:0.3,0,0.3,1", "circle:0.40000000000000004,0.5,0.1", "wedge:0.3,0.5,1,0,0",
        "arc:0.3,-1,1,1,90,90", "capsule:0.4,-1,0.4,2,0.1", "polygon:0.3,0.5,2,0,2,1",
    };
    for (size_t i = 0; i < sizeof rect_touch / sizeof rect_touch[0]; i++) {
        hits_of("rect:0.1,0,0.2,1", rect_touch[i], &an);
        ENSURE(an.collide);
    }
    hits_of("rect:1000000,0,0.0005,10", "line:999999,5,1000001,5", &an);
    ENSURE(an.collide && an.n == 2);
    hits_of("circle:640,360,100", "line:-1e10,360,1e10,360", &an);
    ENSURE(an.collide && an.n == 2);
    if (an.n == 2)
        ENSURE(an.p[0].x == 540 && an.p[0].y == 360 && an.p[1].x == 740 && an.p[1].y == 360);
    hits_of("capsule:-8,-1,-8,4,2.0000000000000004", "rect:-10,-1,0,5", &an);
    ENSURE(an.collide && an.n == 0);
    /* the range: out of it is a parse error with a message */
    hd_shape s;
    char err[256];
    ENSURE(!hd_test_parse("circle:0,1e-300,5", &s, err, sizeof err) && strstr(err, "at least 1e-50"));
    ENSURE(!hd_test_parse("point:5e-324,0", &s, err, sizeof err));
    ENSURE(!hd_test_parse("polygon:0,0,1e-51,0,0,1", &s, err, sizeof err));
    ENSURE(!hd_test_parse("wedge:0,0,1,1e-60,90", &s, err, sizeof err));
    ENSURE(hd_test_parse("point:1e-50,-1e-50", &s, err, sizeof err));
    ENSURE(hd_test_parse("point:0,-0", &s, err, sizeof err));
    s.kind = HD_CIRCLE;
    s.circle = (hd_circle){{0, 1e-300}, 5};
    ENSURE(!hd_shape_validate(&s, err, sizeof err));
    /* a polygon accepted at scale 1 is accepted down to the floor */
    hd_shape p = hd_test_shape("polygon:0,0,10,0,10,10,5,2,0,10");
    for (int k = 0; k >= -166; k--) {
        xf t = {T_SCALE, k, 0, 0};
        hd_shape q = xf_shape(&t, &p);
        TEST_CTX("polygon scaled 2^%d", k);
        ENSURE(hd_shape_validate(&q, err, sizeof err));
    }
}

/* Rays of a and 180 - a mirror each other, of a and a + 90 rotate. */
static void ray_symmetry(void)
{
    for (int i = -720; i <= 720; i++) {
        double a = i * 0.5;
        hd_vec2 r = hd_ray_deg(a), m = hd_ray_deg(180 - a), q = hd_ray_deg(a + 90);
        TEST_CTX("angle %g", a);
        ENSURE(m.x == -r.x && m.y == r.y);
        ENSURE(q.x == -r.y && q.y == r.x);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(range_examples);
    RUN_SUBTEST(ray_symmetry);
    RUN_SUBTEST(separate_crossings);
    RUN_SUBTEST(contacts_all_pairs);
    RUN_SUBTEST(random_all_pairs);
    printf("transforms checked: %ld\n", transform_checks);
    return hd_test_finish();
}
