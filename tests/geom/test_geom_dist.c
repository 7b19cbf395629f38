/*
 * test_geom_dist: hd_distance (distance, closest points, push-out) and
 * hd_shape_is_convex.
 *
 * The distance of separated pairs is checked against an independent
 * reference written here: thousands of points sampled densely on each
 * outline (own trigonometry), each measured to the other outline with
 * hd_test_outline_dist (the harness's own double formulas). The reference
 * ref is a distance between real points, so the true distance is <= ref
 * and >= ref - h, h the largest sample spacing.
 *
 * Push vectors are checked by moving b: by push they only touch, by a bit
 * more they are apart, and by 0.99 depth in any sampled direction they
 * still collide (nothing shorter separates them).
 */
#include "hd_test.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define PI 3.14159265358979323846
#define NSAMP 3000 /* boundary samples per shape */
#ifndef RANDOM_SEED
#define RANDOM_SEED 20261130
#endif
#ifndef SEPARATED_PER_ORDER
#define SEPARATED_PER_ORDER 30
#endif
#ifndef COLLIDING_PER_ORDER
#define COLLIDING_PER_ORDER 30
#endif

/* ---- independent helpers ------------------------------------------------- */

/* Sweep in degrees: 0 for a zero sweep, 360 for full, else (0, 360). */
static double sweep_deg(double start, double end)
{
    double d = end - start;
    if (d == 0)
        return 0;
    double m = fmod(d, 360.0);
    if (m < 0)
        m += 360.0;
    return m == 0 ? 360.0 : m;
}

static hd_vec2 at_angle(hd_vec2 c, double r, double deg)
{
    double t = deg * (PI / 180.0);
    return (hd_vec2){c.x + r * cos(t), c.y + r * sin(t)};
}

typedef struct samples {
    hd_vec2 *p;
    int n, cap;
    double h; /* largest spacing between neighbouring samples */
} samples;

static void put_pt(samples *s, hd_vec2 p)
{
    if (s->n < s->cap)
        s->p[s->n++] = p;
}

static void samp_seg(samples *s, hd_vec2 a, hd_vec2 b, int k)
{
    for (int i = 0; i <= k; i++) {
        double t = (double)i / k;
        put_pt(s, (hd_vec2){a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
    }
    s->h = fmax(s->h, hypot(b.x - a.x, b.y - a.y) / k);
}

static void samp_arc(samples *s, hd_vec2 c, double r, double start, double sweep, int k)
{
    for (int i = 0; i <= k; i++)
        put_pt(s, at_angle(c, r, start + sweep * i / k));
    s->h = fmax(s->h, r * (sweep * PI / 180.0) / k);
}

static void samp_sector(samples *s, hd_vec2 c, double rin, double rout, double start, double end, int k)
{
    double sw = sweep_deg(start, end);
    if (sw == 0) {
        samp_seg(s, at_angle(c, rin, start), at_angle(c, rout, start), k);
        return;
    }
    samp_arc(s, c, rout, start, sw, k);
    if (rin > 0)
        samp_arc(s, c, rin, start, sw, k);
    if (sw < 360) {
        samp_seg(s, at_angle(c, rin, start), at_angle(c, rout, start), k / 4);
        samp_seg(s, at_angle(c, rin, start + sw), at_angle(c, rout, start + sw), k / 4);
    }
}

/* Dense points on the outline of s. */
static void sample_outline(const hd_shape *sh, samples *s)
{
    s->n = 0;
    s->h = 0;
    int k = 600;
    switch (sh->kind) {
    case HD_POINT:
        put_pt(s, sh->point.p);
        break;
    case HD_CIRCLE:
        samp_arc(s, sh->circle.c, sh->circle.r, 0, 360, 4 * k);
        break;
    case HD_RECT: {
        const hd_rect *r = &sh->rect;
        hd_vec2 c[4] = {{r->x, r->y}, {r->x + r->w, r->y}, {r->x + r->w, r->y + r->h}, {r->x, r->y + r->h}};
        for (int i = 0; i < 4; i++)
            samp_seg(s, c[i], c[(i + 1) % 4], k);
        break;
    }
    case HD_LINE:
        samp_seg(s, sh->line.a, sh->line.b, 4 * k);
        break;
    case HD_POLYGON: {
        int n = sh->polygon.n, per = 2400 / n;
        for (int i = 0; i < n; i++)
            samp_seg(s, sh->polygon.v[i], sh->polygon.v[(i + 1) % n], per);
        break;
    }
    case HD_CAPSULE: {
        const hd_capsule *c = &sh->capsule;
        double dx = c->b.x - c->a.x, dy = c->b.y - c->a.y, len = hypot(dx, dy);
        if (len == 0) {
            samp_arc(s, c->a, c->r, 0, 360, 4 * k);
            break;
        }
        double nx = -dy / len * c->r, ny = dx / len * c->r;
        double phi = atan2(dy, dx) * (180.0 / PI);
        samp_seg(s, (hd_vec2){c->a.x + nx, c->a.y + ny}, (hd_vec2){c->b.x + nx, c->b.y + ny}, k);
        samp_seg(s, (hd_vec2){c->a.x - nx, c->a.y - ny}, (hd_vec2){c->b.x - nx, c->b.y - ny}, k);
        samp_arc(s, c->b, c->r, phi - 90, 180, k);
        samp_arc(s, c->a, c->r, phi + 90, 180, k);
        break;
    }
    case HD_ARC:
        samp_sector(s, sh->arc.c, sh->arc.rin, sh->arc.rout, sh->arc.start, sh->arc.end, 2 * k);
        break;
    case HD_WEDGE:
        samp_sector(s, sh->wedge.c, 0, sh->wedge.r, sh->wedge.start, sh->wedge.end, 2 * k);
        break;
    default:
        break;
    }
}

/* Largest magnitude in a shape's bounds, plus 1: the scale of tolerances. */
static double scale_of(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 lo, hi, lo2, hi2;
    hd_shape_bounds(a, &lo, &hi);
    hd_shape_bounds(b, &lo2, &hi2);
    double m = fmax(fmax(fabs(lo.x), fabs(lo.y)), fmax(fabs(hi.x), fabs(hi.y)));
    m = fmax(m, fmax(fmax(fabs(lo2.x), fabs(lo2.y)), fmax(fabs(hi2.x), fabs(hi2.y))));
    return m + 1;
}

/* Own convexity, for the kinds hd_shape_is_convex names. */
static bool convex_ref(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POLYGON: {
        int n = s->polygon.n, pos = 0, neg = 0;
        for (int i = 0; i < n; i++) {
            hd_vec2 p = s->polygon.v[i], q = s->polygon.v[(i + 1) % n], r = s->polygon.v[(i + 2) % n];
            double c = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x); /* exact: small integers */
            pos += c > 0;
            neg += c < 0;
        }
        return pos == 0 || neg == 0;
    }
    case HD_ARC: {
        double sw = sweep_deg(s->arc.start, s->arc.end);
        return s->arc.rout == 0 || sw == 0 || (s->arc.rin == 0 && (sw <= 180 || sw == 360));
    }
    case HD_WEDGE: {
        double sw = sweep_deg(s->wedge.start, s->wedge.end);
        return s->wedge.r == 0 || sw == 0 || sw <= 180 || sw == 360;
    }
    default:
        return true;
    }
}

static bool same_bits(double x, double y) { return memcmp(&x, &y, sizeof x) == 0; }

static hd_vec2 samp_a[NSAMP * 2], samp_b[NSAMP * 2];

/* The independent reference distance and its sampling error. */
static double reference_dist(const hd_shape *a, const hd_shape *b, double *h)
{
    samples sa = {samp_a, 0, NSAMP * 2, 0}, sb = {samp_b, 0, NSAMP * 2, 0};
    sample_outline(a, &sa);
    sample_outline(b, &sb);
    double ref = INFINITY;
    for (int i = 0; i < sa.n; i++)
        ref = fmin(ref, hd_test_outline_dist(b, sa.p[i]));
    for (int j = 0; j < sb.n; j++)
        ref = fmin(ref, hd_test_outline_dist(a, sb.p[j]));
    *h = fmax(sa.h, sb.h);
    return ref;
}

/* ---- the checks of one ordered pair --------------------------------------- */

static long n_separated, n_push, n_touch_push, n_concave;

/* Mirror symmetry and the 0-iff-collide rule: every case. */
static void check_rule(const hd_shape *a, const hd_shape *b, const hd_dist *d)
{
    ENSURE(d->collide == hd_collide(a, b));
    ENSURE((d->distance == 0) == d->collide);
    ENSURE(d->distance >= 0 && isfinite(d->distance));
    ENSURE(d->has_closest == !d->collide);
    ENSURE(!d->has_push || d->collide);
    hd_dist m;
    hd_distance(b, a, &m);
    ENSURE(m.collide == d->collide && m.has_closest == d->has_closest && m.has_push == d->has_push);
    ENSURE(same_bits(m.distance, d->distance));
    ENSURE(same_bits(m.pa.x, d->pb.x) && same_bits(m.pa.y, d->pb.y));
    ENSURE(same_bits(m.pb.x, d->pa.x) && same_bits(m.pb.y, d->pa.y));
    ENSURE(m.push.x == -d->push.x && m.push.y == -d->push.y);
    ENSURE(same_bits(m.depth, d->depth));
}

static void check_separated(const hd_shape *a, const hd_shape *b, const hd_dist *d)
{
    double S = scale_of(a, b);
    n_separated++;
    ENSURE(d->has_closest && !d->has_push);
    ENSURE(isfinite(d->pa.x) && isfinite(d->pa.y) && isfinite(d->pb.x) && isfinite(d->pb.y));
    /* the points are on their outlines */
    ENSURE_SMALL(hd_test_outline_dist(a, d->pa) / S, 1e-9);
    ENSURE_SMALL(hd_test_outline_dist(b, d->pb) / S, 1e-9);
    /* the distance is that of the points */
    double pd = hypot(d->pb.x - d->pa.x, d->pb.y - d->pa.y);
    ENSURE_SMALL((pd - d->distance) / fmax(d->distance, DBL_MIN), 1e-9);
    /* against the dense sampling */
    double h;
    double ref = reference_dist(a, b, &h);
    double tol = 1e-9 * S;
    ENSURE(d->distance <= ref + tol);
    ENSURE(d->distance >= ref - h - tol);
}

static void check_push(const hd_shape *a, const hd_shape *b, const hd_dist *d, hd_rng *rng)
{
    bool convex = convex_ref(a) && convex_ref(b);
    ENSURE(hd_shape_is_convex(a) == convex_ref(a));
    ENSURE(hd_shape_is_convex(b) == convex_ref(b));
    ENSURE(d->has_push == convex);
    if (!convex) {
        n_concave++;
        ENSURE(d->push.x == 0 && d->push.y == 0 && d->depth == 0);
        return;
    }
    double S = scale_of(a, b);
    ENSURE(isfinite(d->push.x) && isfinite(d->push.y));
    ENSURE_SMALL(d->depth - hypot(d->push.x, d->push.y), 1e-12 * S);
    if (d->depth == 0) {
        n_touch_push++;
        return;
    }
    n_push++;
    /* moved by push: they only touch (within rounding) */
    hd_shape t = hd_test_translate(b, d->push);
    hd_dist after;
    hd_distance(a, &t, &after);
    ENSURE(after.distance <= 1e-9 * S);
    /* moved a little further: apart */
    double k = 1 + 1e-6, extra = 1e-9 * S / d->depth;
    hd_shape far = hd_test_translate(b, (hd_vec2){d->push.x * (k + extra), d->push.y * (k + extra)});
    ENSURE(!hd_collide(a, &far));
    /* nothing shorter: 0.99 depth in sampled directions still collides */
    if (d->depth > 1e-9 * S)
        for (int i = 0; i < 16; i++) {
            double ang = (i * 22.5 + hd_rng_int(rng, 0, 1000) * 0.0225) * (PI / 180.0);
            hd_vec2 mv = {0.99 * d->depth * cos(ang), 0.99 * d->depth * sin(ang)};
            hd_shape sh = hd_test_translate(b, mv);
            ENSURE(hd_collide(a, &sh));
        }
}

static void check_pair(const hd_shape *a, const hd_shape *b, hd_rng *rng)
{
    TEST_CTX("a=%s b=%s", hd_test_spec(a), hd_test_spec(b));
    hd_dist d;
    hd_distance(a, b, &d);
    check_rule(a, b, &d);
    if (d.collide)
        check_push(a, b, &d, rng);
    else
        check_separated(a, b, &d);
}

/* ---- subtests -------------------------------------------------------------- */

/* A random shape, sometimes moved by a non-integer amount. */
static hd_shape gen(hd_rng *r, hd_kind k, int range, bool angles90)
{
    hd_gen_opts o = {range, 0, angles90};
    hd_shape s = hd_gen_shape(r, k, &o);
    if (hd_rng_int(r, 0, 2) == 0)
        s = hd_test_translate(&s, (hd_vec2){hd_rng_int(r, -999, 999) / 1024.0, hd_rng_int(r, -999, 999) / 512.0});
    return s;
}

/* Every kind pair in both orders: separated cases against the reference,
 * colliding cases for the push, all for the rule and the mirror. */
static void random_pairs(void)
{
    hd_rng rng = {RANDOM_SEED};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = 0; kb < HD_KIND_COUNT; kb++) {
            int sep = 0, col = 0;
            for (int tries = 0; tries < 4000 && (sep < SEPARATED_PER_ORDER || col < COLLIDING_PER_ORDER); tries++) {
                int range = hd_rng_int(&rng, 0, 1) ? 12 : 40;
                hd_shape a = gen(&rng, (hd_kind)ka, range, tries % 3 == 0);
                hd_shape b = gen(&rng, (hd_kind)kb, range, tries % 3 == 1);
                bool c = hd_collide(&a, &b);
                if (c ? col >= COLLIDING_PER_ORDER : sep >= SEPARATED_PER_ORDER)
                    continue;
                if (c)
                    col++;
                else
                    sep++;
                check_pair(&a, &b, &rng);
            }
            TEST_CTX("pair %s/%s", hd_kind_name((hd_kind)ka), hd_kind_name((hd_kind)kb));
            ENSURE(sep == SEPARATED_PER_ORDER);
        }
    printf("  separated %ld, pushed %ld (touching %ld), concave %ld\n", n_separated, n_push, n_touch_push,
           n_concave);
}

/* Small integer ranges: many touching pairs (exactly 0) and near misses. */
static void random_touching(void)
{
    hd_rng rng = {77};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = 0; kb < HD_KIND_COUNT; kb++)
            for (int i = 0; i < 40; i++) {
                hd_gen_opts o = {4, 0, i % 2 == 0};
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, &o);
                hd_shape b = hd_gen_shape(&rng, (hd_kind)kb, &o);
                TEST_CTX("a=%s b=%s", hd_test_spec(&a), hd_test_spec(&b));
                hd_dist d;
                hd_distance(&a, &b, &d);
                check_rule(&a, &b, &d);
                if (d.collide && d.has_push)
                    check_push(&a, &b, &d, &rng);
                /* hd_distance_known with the collide answer: the same bits */
                hd_dist k, kr, r;
                memset(&k, 0x5a, sizeof k);
                memset(&kr, 0x5a, sizeof kr);
                hd_distance_known(&a, &b, hd_collide(&a, &b), &k);
                hd_distance_known(&b, &a, hd_collide(&a, &b), &kr);
                hd_distance(&b, &a, &r);
                ENSURE(memcmp(&k, &d, sizeof d) == 0);
                ENSURE(memcmp(&kr, &r, sizeof r) == 0);
            }
}

typedef struct edge_row {
    const char *a, *b;
    int which; /* the number of b to nudge by one ulp toward a miss */
    double away; /* direction of the nudge (+1 or -1) */
} edge_row;

/* Touching pairs (distance exactly 0), and the same with one number of b
 * one ulp away (distance > 0, maybe the smallest positive double). */
static void touching_and_ulp(void)
{
    static const edge_row rows[] = {
        {"circle:0,0,5", "rect:3,4,10,10", 0, 1},
        {"circle:0,0,5", "rect:5,-10,10,20", 0, 1},
        {"point:3,4", "circle:0,0,5", 2, -1},
        {"line:0,0,10,0", "line:10,0,20,5", 0, 1},
        {"rect:0,0,10,10", "rect:10,0,5,5", 0, 1},
        {"capsule:0,0,10,0,5", "point:13,4", 1, 1},
        {"polygon:0,0,10,0,0,10", "point:5,5", 0, 1},
        {"wedge:0,0,10,0,90", "point:10,0", 0, 1},
        {"arc:0,0,5,10,0,90", "circle:0,0,5", 2, -1},
        {"wedge:1,1,10,0,90", "wedge:1,1,10,180,270", 0, -1},
        {"capsule:0,0,10,0,1", "capsule:0,2,10,2,1", 1, 1},
        {"polygon:0,0,10,0,10,10,0,10", "polygon:10,5,20,0,20,10", 0, 1},
        {"arc:0,0,5,10,0,360", "circle:0,0,5", 2, -1},
        {"wedge:0,0,10,0,90", "line:10,0,20,0", 0, 1},
        {"rect:0,0,10,10", "wedge:20,5,10,90,270", 0, 1},
        {"circle:0,0,1", "circle:2,0,1", 0, 1},
        {"rect:0,0,1e6,1e6", "circle:1000005,4,5", 0, 1},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        hd_shape a = hd_test_shape(rows[i].a), b = hd_test_shape(rows[i].b);
        for (int pass = 0; pass < 2; pass++) {
            if (pass == 1) {
                /* nudge number `which` of b by one ulp */
                double *num = NULL;
                switch (b.kind) {
                case HD_POINT: num = rows[i].which == 0 ? &b.point.p.x : &b.point.p.y; break;
                case HD_CIRCLE: num = rows[i].which == 0 ? &b.circle.c.x : rows[i].which == 1 ? &b.circle.c.y : &b.circle.r; break;
                case HD_RECT: num = rows[i].which == 0 ? &b.rect.x : &b.rect.y; break;
                case HD_LINE: num = &b.line.a.x; break;
                case HD_CAPSULE: num = rows[i].which == 0 ? &b.capsule.a.x : &b.capsule.a.y; break;
                case HD_POLYGON: num = &hd_test_polyw(&b)[0].x; break;
                case HD_WEDGE: num = &b.wedge.c.x; break;
                default: break;
                }
                if (!num)
                    continue;
                *num = nextafter(*num, rows[i].away > 0 ? INFINITY : -INFINITY);
                if (b.kind == HD_CAPSULE) /* move the whole axis */
                    b.capsule.b.y = b.capsule.a.y;
            }
            for (int order = 0; order < 2; order++) {
                const hd_shape *x = order ? &b : &a, *y = order ? &a : &b;
                TEST_CTX("%s %s (%s)", hd_test_spec(x), hd_test_spec(y), pass ? "one ulp apart" : "touching");
                hd_dist d;
                hd_distance(x, y, &d);
                ENSURE(d.collide == (pass == 0));
                if (pass == 0) {
                    ENSURE(d.distance == 0 && !d.has_closest);
                } else {
                    ENSURE(d.distance > 0 && d.has_closest);
                    ENSURE(d.distance < 1e-9 * scale_of(x, y));
                }
                check_rule(x, y, &d);
            }
        }
    }
}

/* Hand-checked answers, including the sign of push. */
static void known_answers(void)
{
    static const struct {
        const char *a, *b;
        double dist, px, py; /* push (when colliding and convex) */
    } rows[] = {
        {"circle:0,0,5", "rect:6,-10,10,20", 1, 0, 0},
        {"circle:0,0,5", "circle:8,0,5", 0, 2, 0},   /* b moves on to +x */
        {"circle:8,0,5", "circle:0,0,5", 0, -2, 0},  /* b moves on to -x */
        {"rect:0,0,10,10", "rect:8,2,10,10", 0, 2, 0},
        {"rect:0,0,10,10", "point:5,1", 0, 0, -1},   /* out through the nearest edge */
        {"point:0,0", "point:3,4", 5, 0, 0},
        {"line:0,0,10,0", "line:3,4,3,10", 4, 0, 0},
        {"capsule:0,0,10,0,1", "capsule:0,5,10,5,1", 3, 0, 0},
        {"arc:0,0,5,10,0,90", "circle:0,0,4", 1, 0, 0},
        {"wedge:0,0,10,0,90", "point:-3,-4", 5, 0, 0},
        {"polygon:0,0,10,0,5,10", "wedge:5,12,5,180,360", 0, 0, 3},
        {"capsule:0,0,10,0,2", "capsule:5,3,5,13,2", 0, 0, 1},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        hd_shape a = hd_test_shape(rows[i].a), b = hd_test_shape(rows[i].b);
        TEST_CTX("%s %s", rows[i].a, rows[i].b);
        hd_dist d;
        hd_distance(&a, &b, &d);
        ENSURE_SMALL(d.distance - rows[i].dist, 1e-12);
        if (d.collide) {
            ENSURE(d.has_push);
            ENSURE_SMALL(d.push.x - rows[i].px, 1e-9);
            ENSURE_SMALL(d.push.y - rows[i].py, 1e-9);
        }
    }
}

/* Every cell of the table names a distance function; a mirror cell names
 * the same one as its pair. */
static void table_cells(void)
{
    for (int a = 0; a < HD_KIND_COUNT; a++)
        for (int b = 0; b < HD_KIND_COUNT; b++) {
            const hd_hit_cell *ab = hd_hit_lookup((hd_kind)a, (hd_kind)b);
            const hd_hit_cell *ba = hd_hit_lookup((hd_kind)b, (hd_kind)a);
            TEST_CTX("cell (%s, %s)", hd_kind_name((hd_kind)a), hd_kind_name((hd_kind)b));
            ENSURE(ab && ba && ab->dist != NULL);
            if (ab && ba)
                ENSURE(ab->dist == ba->dist && (a == b || ab->swap != ba->swap));
        }
}

static void convexity(void)
{
    static const struct {
        const char *s;
        bool convex;
    } rows[] = {
        {"point:1,2", true}, {"circle:0,0,3", true}, {"rect:0,0,0,5", true}, {"line:0,0,1,1", true},
        {"capsule:0,0,5,5,2", true},
        {"polygon:0,0,10,0,10,10,0,10", true}, {"polygon:0,0,5,0,10,0,10,10,0,10", true},
        {"polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", false},
        {"wedge:0,0,10,0,90", true}, {"wedge:0,0,10,0,180", true}, {"wedge:0,0,10,0,181", false},
        {"wedge:0,0,10,300,30", true}, {"wedge:0,0,10,0,360", true}, {"wedge:0,0,10,45,45", true},
        {"wedge:0,0,0,0,270", true},
        {"arc:0,0,0,10,0,90", true}, {"arc:0,0,5,10,0,90", false}, {"arc:0,0,0,10,0,270", false},
        {"arc:0,0,0,10,0,360", true}, {"arc:0,0,5,10,0,360", false}, {"arc:0,0,5,10,30,30", true},
        {"arc:0,0,5,5,0,90", false}, {"arc:0,0,0,0,0,90", true}, {"arc:0,0,5,5,10,10", true},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        hd_shape s = hd_test_shape(rows[i].s);
        TEST_CTX("%s", rows[i].s);
        ENSURE(hd_shape_is_convex(&s) == rows[i].convex);
    }
}

/* Exact power-of-two scaling of a shape (angles kept). */
static hd_shape scaled(const hd_shape *s, int e)
{
    hd_shape t = *s;
    switch (t.kind) {
    case HD_POINT: t.point.p.x = ldexp(t.point.p.x, e); t.point.p.y = ldexp(t.point.p.y, e); break;
    case HD_CIRCLE:
        t.circle.c.x = ldexp(t.circle.c.x, e); t.circle.c.y = ldexp(t.circle.c.y, e);
        t.circle.r = ldexp(t.circle.r, e);
        break;
    case HD_RECT:
        t.rect.x = ldexp(t.rect.x, e); t.rect.y = ldexp(t.rect.y, e);
        t.rect.w = ldexp(t.rect.w, e); t.rect.h = ldexp(t.rect.h, e);
        break;
    case HD_LINE:
        t.line.a.x = ldexp(t.line.a.x, e); t.line.a.y = ldexp(t.line.a.y, e);
        t.line.b.x = ldexp(t.line.b.x, e); t.line.b.y = ldexp(t.line.b.y, e);
        break;
    case HD_POLYGON: {
        hd_vec2 *v = hd_test_polyw(&t);
        for (int i = 0; i < t.polygon.n; i++) {
            v[i].x = ldexp(v[i].x, e);
            v[i].y = ldexp(v[i].y, e);
        }
        break;
    }
    case HD_CAPSULE:
        t.capsule.a.x = ldexp(t.capsule.a.x, e); t.capsule.a.y = ldexp(t.capsule.a.y, e);
        t.capsule.b.x = ldexp(t.capsule.b.x, e); t.capsule.b.y = ldexp(t.capsule.b.y, e);
        t.capsule.r = ldexp(t.capsule.r, e);
        break;
    case HD_ARC:
        t.arc.c.x = ldexp(t.arc.c.x, e); t.arc.c.y = ldexp(t.arc.c.y, e);
        t.arc.rin = ldexp(t.arc.rin, e); t.arc.rout = ldexp(t.arc.rout, e);
        break;
    case HD_WEDGE:
        t.wedge.c.x = ldexp(t.wedge.c.x, e); t.wedge.c.y = ldexp(t.wedge.c.y, e);
        t.wedge.r = ldexp(t.wedge.r, e);
        break;
    default: break;
    }
    return t;
}

/* Huge (near 1e50) and tiny coordinates: finite answers, the same as the
 * unscaled pair scaled (squares would overflow or underflow). Near 1e-300
 * (2^-1000) only finiteness and the rule are checked: there hd_collide's
 * own degree-2 and degree-4 polynomials underflow, so its answer may
 * differ from the unscaled pair's (a limit of the predicates, not of
 * hd_distance). */
static void extreme_scales(void)
{
    hd_rng rng = {4242};
    static const int exps[] = {160, -200, -1000};
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = 0; kb < HD_KIND_COUNT; kb++)
            for (int i = 0; i < 6; i++) {
                hd_gen_opts o = {20, 0, false};
                hd_shape a = hd_gen_shape(&rng, (hd_kind)ka, &o), b = hd_gen_shape(&rng, (hd_kind)kb, &o);
                hd_dist d0;
                hd_distance(&a, &b, &d0);
                for (int e = 0; e < 3; e++) {
                    hd_shape sa = scaled(&a, exps[e]), sb = scaled(&b, exps[e]);
                    TEST_CTX("%s %s scaled by 2^%d", hd_test_spec(&a), hd_test_spec(&b), exps[e]);
                    hd_dist d;
                    hd_distance(&sa, &sb, &d);
                    ENSURE(d.collide == d0.collide || exps[e] == -1000);
                    ENSURE(isfinite(d.distance) && isfinite(d.pa.x) && isfinite(d.pa.y) && isfinite(d.pb.x) &&
                           isfinite(d.pb.y) && isfinite(d.push.x) && isfinite(d.push.y) && isfinite(d.depth));
                    double S = scale_of(&a, &b);
                    if (exps[e] != -1000) {
                        ENSURE_SMALL(ldexp(d.distance, -exps[e]) - d0.distance, 1e-9 * S);
                        ENSURE_SMALL(ldexp(d.depth, -exps[e]) - d0.depth, 1e-9 * S);
                    }
                    if (exps[e] != -1000)
                        check_rule(&sa, &sb, &d);
                    else
                        ENSURE((d.distance == 0) == d.collide && d.distance >= 0);
                }
            }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(table_cells);
    RUN_SUBTEST(convexity);
    RUN_SUBTEST(known_answers);
    RUN_SUBTEST(touching_and_ulp);
    RUN_SUBTEST(random_touching);
    RUN_SUBTEST(random_pairs);
    RUN_SUBTEST(extreme_scales);
    return hd_test_finish();
}
