/* stress.c: the stress scene's world and its frame of detection (see stress.h). */
#define _POSIX_C_SOURCE 200809L
#include "stress.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static uint64_t rng_next(uint64_t *r)
{
    *r ^= *r >> 12;
    *r ^= *r << 25;
    *r ^= *r >> 27;
    return *r * 2685821657736338717ull;
}
static double urand(uint64_t *r)
{
    return (double)(rng_next(r) >> 11) * 0x1p-53;
}
/* Template numbers are floats: exact in float and double. */
static double F(double x)
{
    return (double)(float)x;
}

enum { TPL_PER_KIND = 4 };

/* A template of kind k around (0,0), of size about sz. */
static bool make_template(hd_kind k, double sz, uint64_t *r, hd_shape_buf *out)
{
    char spec[512];
    double a = urand(r) * 6.283185307179586, c = F(sz * cos(a) * 0.5), d = F(sz * sin(a) * 0.5);
    switch (k) {
    case HD_POINT: snprintf(spec, sizeof spec, "point:0,0"); break;
    case HD_CIRCLE: snprintf(spec, sizeof spec, "circle:0,0,%.9g", F(sz * 0.5)); break;
    case HD_RECT: snprintf(spec, sizeof spec, "rect:%.9g,%.9g,%.9g,%.9g", F(-sz * 0.5), F(-sz * 0.35), F(sz), F(sz * 0.7)); break;
    case HD_LINE: snprintf(spec, sizeof spec, "line:%.9g,%.9g,%.9g,%.9g", -c, -d, c, d); break;
    case HD_CAPSULE:
        snprintf(spec, sizeof spec, "capsule:%.9g,%.9g,%.9g,%.9g,%.9g", F(-c * 0.6), F(-d * 0.6), F(c * 0.6), F(d * 0.6),
                 F(sz * 0.2));
        break;
    case HD_ARC:
        snprintf(spec, sizeof spec, "arc:0,0,%.9g,%.9g,%d,%d", F(sz * 0.25), F(sz * 0.5), (int)(urand(r) * 360),
                 (int)(urand(r) * 360) + 400);
        break;
    case HD_WEDGE:
        snprintf(spec, sizeof spec, "wedge:0,0,%.9g,%d,%d", F(sz * 0.5), (int)(urand(r) * 360),
                 (int)(urand(r) * 360) + 60);
        break;
    case HD_POLYGON: {
        /* 5- to 8-gons, every other one concave (a star) */
        int n = 5 + (int)(urand(r) * 4);
        bool star = rng_next(r) & 1;
        if (star) n = 8;
        int len = snprintf(spec, sizeof spec, "polygon:");
        for (int i = 0; i < n; i++) {
            double t = a + 6.283185307179586 * i / n, rr = sz * 0.5 * (star && (i & 1) ? 0.45 : 1);
            len += snprintf(spec + len, sizeof spec - (size_t)len, "%s%.9g,%.9g", i ? "," : "", F(rr * cos(t)),
                            F(rr * sin(t)));
        }
        break;
    }
    default: return false;
    }
    char err[256];
    return hd_shape_parse_buf(spec, out, err, sizeof err);
}

void hd_stress_free(hd_stress *s)
{
    free(s->tpl);
    free(s->tpl_box);
    free(s->obj_tpl);
    free(s->pos);
    free(s->vel);
    free(s->box);
    free(s->hit);
    free(s->scratch);
    free(s->scratch_v);
    hd_broad_free(&s->grid);
    hd_pairs_free(&s->pairs);
    hd_indices_free(&s->idx);
    memset(s, 0, sizeof *s);
}

static hd_box moved_box(const hd_box *b, hd_vec2 p)
{
    hd_box r = {{b->lo.x + p.x, b->lo.y + p.y}, {b->hi.x + p.x, b->hi.y + p.y}};
    return hd_box_widen(r);
}

bool hd_stress_init(hd_stress *s, int n, hd_vec2 origin, double w, double h, uint64_t seed)
{
    memset(s, 0, sizeof *s);
    if (n < 1 || n > 1000000 || !(w > 0) || !(h > 0)) return false;
    uint64_t r = seed ? seed : 1;
    s->n = n;
    s->origin = origin;
    s->w = w;
    s->h = h;
    s->ntpl = HD_KIND_COUNT * TPL_PER_KIND;
    s->tpl = malloc((size_t)s->ntpl * sizeof *s->tpl);
    s->tpl_box = malloc((size_t)s->ntpl * sizeof *s->tpl_box);
    s->obj_tpl = malloc((size_t)n * sizeof *s->obj_tpl);
    s->pos = malloc((size_t)n * sizeof *s->pos);
    s->vel = malloc((size_t)n * sizeof *s->vel);
    s->box = malloc((size_t)n * sizeof *s->box);
    s->hit = calloc((size_t)n, 1);
    s->scratch = malloc(2 * sizeof *s->scratch);
    s->scratch_v = malloc(2 * HD_STRESS_POLY_MAX * sizeof *s->scratch_v);
    if (!s->scratch_v || !s->tpl || !s->tpl_box || !s->obj_tpl || !s->pos || !s->vel || !s->box || !s->hit || !s->scratch) {
        hd_stress_free(s);
        return false;
    }
    /* the same density for any n: about one shape per (1.8 size)^2 */
    double size = sqrt(w * h / n) * 0.55;
    if (size < 1.5) size = 1.5;
    if (size > 40) size = 40;
    for (int t = 0; t < s->ntpl; t++) {
        hd_kind k = (hd_kind)(t / TPL_PER_KIND);
        double sz = F(size * (0.6 + 0.8 * urand(&r)));
        if (!make_template(k, sz, &r, &s->tpl[t])) {
            hd_stress_free(s);
            return false;
        }
        hd_shape ts = hd_shape_of(&s->tpl[t]);
        hd_shape_bounds(&ts, &s->tpl_box[t].lo, &s->tpl_box[t].hi);
    }
    for (int i = 0; i < n; i++) {
        s->obj_tpl[i] = (int)(rng_next(&r) % (uint64_t)s->ntpl);
        s->pos[i] = (hd_vec2){origin.x + F(w * urand(&r)), origin.y + F(h * urand(&r))};
        double a = urand(&r) * 6.283185307179586, v = 15 + 45 * urand(&r);
        s->vel[i] = (hd_vec2){v * cos(a), v * sin(a)};
        s->box[i] = moved_box(&s->tpl_box[s->obj_tpl[i]], s->pos[i]);
    }
    s->broad = true;
    s->drift = true;
    return true;
}

void hd_stress_step(hd_stress *s, double dt)
{
    if (!s->drift || !(dt > 0)) return;
    double x0 = s->origin.x, y0 = s->origin.y, x1 = x0 + s->w, y1 = y0 + s->h;
    for (int i = 0; i < s->n; i++) {
        hd_vec2 *p = &s->pos[i], *v = &s->vel[i];
        p->x += v->x * dt;
        p->y += v->y * dt;
        if (p->x < x0) p->x = x0, v->x = fabs(v->x);
        if (p->x > x1) p->x = x1, v->x = -fabs(v->x);
        if (p->y < y0) p->y = y0, v->y = fabs(v->y);
        if (p->y > y1) p->y = y1, v->y = -fabs(v->y);
        s->box[i] = moved_box(&s->tpl_box[s->obj_tpl[i]], *p);
    }
    s->grid_valid = false;
}

void hd_stress_shape(const hd_stress *s, int i, hd_shape *out, hd_vec2 *v)
{
    /* a 56-byte value: the template moved to the shape's position (a
     * polygon's moved vertices go to v) */
    hd_shape ts = hd_shape_of(&s->tpl[s->obj_tpl[i]]);
    *out = hd_shape_translate(&ts, s->pos[i], v);
}

static void stats_fail(hd_stress *s)
{
    /* out of memory: report nothing rather than half */
    memset(&s->st, 0, sizeof s->st);
}

void hd_stress_run(hd_stress *s, const hd_shape *cursor)
{
    hd_stress_stats st;
    memset(&st, 0, sizeof st);
    memset(s->hit, 0, (size_t)s->n);
    hd_shape *sa = &s->scratch[0], *sb = &s->scratch[1];
    hd_vec2 *va = s->scratch_v, *vb = s->scratch_v + HD_STRESS_POLY_MAX;
    double t0 = now_ms();
    if (s->broad && (s->pairs_mode || cursor) && !s->grid_valid) {
        if (!hd_broad_build(&s->grid, s->box, s->n, 0)) {
            stats_fail(s);
            return;
        }
        s->grid_valid = true;
        st.build_ms = now_ms() - t0;
    }
    if (s->pairs_mode) {
        if (s->broad) {
            if (!hd_broad_pairs(&s->grid, &s->pairs)) {
                stats_fail(s);
                return;
            }
            st.candidates = s->grid.candidates;
            double t1 = now_ms();
            st.broad_ms = t1 - t0;
            for (size_t k = 0; k < s->pairs.n; k++) {
                hd_pair pr = s->pairs.v[k];
                hd_stress_shape(s, pr.a, sa, va);
                hd_stress_shape(s, pr.b, sb, vb);
                if (hd_collide(sa, sb)) {
                    st.hits++;
                    s->hit[pr.a] = s->hit[pr.b] = 1;
                }
            }
            st.exact_tests = s->pairs.n;
            st.narrow_ms = now_ms() - t1;
        } else {
            for (int i = 0; i < s->n; i++) {
                hd_stress_shape(s, i, sa, va);
                for (int j = i + 1; j < s->n; j++) {
                    hd_stress_shape(s, j, sb, vb);
                    if (hd_collide(sa, sb)) {
                        st.hits++;
                        s->hit[i] = s->hit[j] = 1;
                    }
                }
            }
            st.candidates = st.exact_tests = (size_t)s->n * (size_t)(s->n - 1) / 2;
            st.narrow_ms = now_ms() - t0;
        }
    } else if (cursor) {
        hd_box q = hd_box_of_shape(cursor);
        if (s->broad) {
            if (!hd_broad_query(&s->grid, &q, &s->idx)) {
                stats_fail(s);
                return;
            }
            st.candidates = s->grid.candidates;
            double t1 = now_ms();
            st.broad_ms = t1 - t0;
            for (size_t k = 0; k < s->idx.n; k++) {
                int i = s->idx.v[k];
                hd_stress_shape(s, i, sa, va);
                if (hd_collide(cursor, sa)) {
                    st.hits++;
                    s->hit[i] = 1;
                }
            }
            st.exact_tests = s->idx.n;
            st.narrow_ms = now_ms() - t1;
        } else {
            for (int i = 0; i < s->n; i++) {
                hd_stress_shape(s, i, sa, va);
                if (hd_collide(cursor, sa)) {
                    st.hits++;
                    s->hit[i] = 1;
                }
            }
            st.candidates = st.exact_tests = (size_t)s->n;
            st.narrow_ms = now_ms() - t0;
        }
    }
    for (int i = 0; i < s->n; i++) st.shapes_hit += s->hit[i];
    s->st = st;
}

int hd_stress_stats_json(const hd_stress *s, char *buf, size_t n)
{
    const hd_stress_stats *t = &s->st;
    return snprintf(buf, n,
                    "{\"build_ms\":%.4f,\"broad_ms\":%.4f,\"narrow_ms\":%.4f,\"candidates\":%zu,"
                    "\"exact_tests\":%zu,\"hits\":%zu,\"shapes_hit\":%zu}",
                    t->build_ms, t->broad_ms, t->narrow_ms, t->candidates, t->exact_tests, t->hits, t->shapes_hit);
}
