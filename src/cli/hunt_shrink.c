/*
 * hunt_shrink.c: a disagreement made as simple as it goes (hunt.h).
 *
 * A loop: from the case at hand, make simpler candidates (a polygon
 * vertex dropped; both shapes moved nearer the origin or scaled by a power
 * of two toward small numbers; every number rounded to an integer or to
 * fewer digits; one number rounded, halved, set to 0, stepped toward 0;
 * an angle brought into [0, 360) or to a multiple of 45), keep those that
 * are simpler (hd_hunt_cost) and of the same class by the exact judge,
 * ask the peer about all of them in one batch, and move to the simplest
 * one it still gets wrong. Stop when none is left, or after max_rounds.
 */
#include "hunt.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/spec.h>

/* ---- how simple a case is ---------------------------------------------------- */

static double num_cost(double x)
{
    if (x == 0) return 0;
    char t[40];
    hd_format_double(x, t, sizeof t);
    int digits = 0;
    for (const char *p = t; *p && *p != 'e' && *p != 'E'; p++) digits += *p >= '0' && *p <= '9';
    double ax = fabs(x), c = digits;
    if (x != floor(x)) c += 8; /* an integer before a decimal */
    if (ax > 1000) c += 4 + log10(ax);
    if (ax < 1) c += 4 - log10(ax) / 4;
    if (x < 0) c += 0.5;
    return c;
}

double hd_hunt_cost(const hd_hunt_case *c)
{
    double cost = 0;
    const hd_hunt_shape *s[2] = {&c->a, &c->b};
    for (int k = 0; k < 2; k++) {
        if (s[k]->kind == HD_POLYGON) cost += 1000.0 * (s[k]->n / 2);
        for (int i = 0; i < s[k]->n; i++) cost += num_cost(s[k]->v[i]);
    }
    return cost;
}

/* ---- candidates -------------------------------------------------------------- */

typedef struct cands {
    hd_hunt_case *c;
    double *cost;
    size_t n, cap;
    double below; /* only candidates cheaper than this */
    hd_hunt_class cls;
} cands;

/* The class the case would have if the peer gave the wrong answer cls
 * stands for. */
static hd_hunt_class class_if_wrong(const hd_hunt_case *c, hd_hunt_class cls, bool *ok)
{
    hd_shape a, b;
    hd_vec2 va[HD_HUNT_POLY_MAX], vb[HD_HUNT_POLY_MAX];
    *ok = hd_hunt_build(&c->a, &a, va) && hd_hunt_build(&c->b, &b, vb);
    if (!*ok) return HD_HUNT_AGREE;
    bool col = hd_collide(&a, &b);
    hd_relation rel = hd_relate_known(&a, &b, col);
    return hd_hunt_judge(col, rel, cls == HD_HUNT_FALSE_HIT ? 1 : 0);
}

static void offer(cands *cs, const hd_hunt_case *c0)
{
    hd_hunt_case cc = *c0, *c = &cc;
    if (!hd_hunt_canon(&cc.a) || !hd_hunt_canon(&cc.b)) return;
    double cost = hd_hunt_cost(c);
    if (!(cost < cs->below - 1e-9)) return;
    for (size_t i = 0; i < cs->n; i++)
        if (!memcmp(&cs->c[i].a, &c->a, sizeof c->a) && !memcmp(&cs->c[i].b, &c->b, sizeof c->b)) return;
    bool ok;
    if (class_if_wrong(c, cs->cls, &ok) != cs->cls || !ok) return;
    if (cs->n == cs->cap) {
        size_t nc = cs->cap ? 2 * cs->cap : 256;
        hd_hunt_case *n1 = realloc(cs->c, nc * sizeof *n1);
        if (!n1) return;
        cs->c = n1;
        double *n2 = realloc(cs->cost, nc * sizeof *n2);
        if (!n2) return;
        cs->cost = n2;
        cs->cap = nc;
    }
    cs->c[cs->n] = *c;
    cs->cost[cs->n] = cost;
    cs->n++;
}

static double round_sig(double x, int k)
{
    char t[48];
    snprintf(t, sizeof t, "%.*e", k - 1, x);
    return strtod(t, NULL) + 0.0;
}

/* Applies f to every number of role in roles (a string of 'x','y','s','a'). */
static void map_all(hd_hunt_case *c, const char *roles, double (*f)(double, double), double arg)
{
    hd_hunt_shape *s[2] = {&c->a, &c->b};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < s[k]->n; i++)
            if (strchr(roles, hd_hunt_role(s[k]->kind, i))) s[k]->v[i] = f(s[k]->v[i], arg) + 0.0;
}

static double f_sub(double x, double t) { return x - t; }
static double f_mul(double x, double t) { return x * t; }
static double f_round(double x, double t) { return round(x / t) * t; }
static double f_sig(double x, double k) { return round_sig(x, (int)k); }
static double f_div(double x, double t) { return x / t; }

static void make_candidates(cands *cs, const hd_hunt_case *c)
{
    hd_hunt_case t;
    /* fewer vertices */
    const hd_hunt_shape *sh[2] = {&c->a, &c->b};
    for (int k = 0; k < 2; k++) {
        if (sh[k]->kind != HD_POLYGON || sh[k]->n <= 6) continue;
        for (int i = 0; i < sh[k]->n; i += 2) {
            t = *c;
            hd_hunt_shape *s = k ? &t.b : &t.a;
            memmove(&s->v[i], &s->v[i + 2], (size_t)(s->n - i - 2) * sizeof(double));
            s->n -= 2;
            offer(cs, &t);
        }
    }
    /* nearer the origin: both moved by a round part of a coordinate */
    for (int axis = 0; axis < 2; axis++) {
        const char *role = axis ? "y" : "x";
        double refs[2] = {c->a.v[axis], c->b.v[axis]};
        for (int r = 0; r < 2; r++) {
            double x0 = refs[r];
            if (x0 == 0) continue;
            for (int e = 0; e <= 16; e++) {
                double p = pow(10, e), m = trunc(x0 / p) * p;
                if (m == 0) break;
                t = *c;
                map_all(&t, role, f_sub, m);
                offer(cs, &t);
            }
            t = *c;
            map_all(&t, role, f_sub, x0);
            offer(cs, &t);
        }
    }
    /* scaled by a power of two (exact), or by ten */
    double mx = 0;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < sh[k]->n; i++)
            if (hd_hunt_role(sh[k]->kind, i) != 'a') mx = fmax(mx, fabs(sh[k]->v[i]));
    if (mx > 0) {
        int e = ilogb(mx);
        for (int s = -2; s <= 10; s++) {
            t = *c;
            map_all(&t, "xys", f_mul, ldexp(1, s - e));
            offer(cs, &t);
        }
        for (int s = 1; s <= 20; s++) {
            t = *c;
            map_all(&t, "xys", f_mul, ldexp(1, s));
            offer(cs, &t);
        }
        t = *c;
        map_all(&t, "xys", f_mul, 10);
        offer(cs, &t);
        t = *c;
        map_all(&t, "xys", f_div, 10);
        offer(cs, &t);
    }
    /* every number rounded */
    static const double grid[] = {1, 10, 100, 0.5, 0.1};
    for (size_t g = 0; g < sizeof grid / sizeof grid[0]; g++) {
        t = *c;
        map_all(&t, "xysa", f_round, grid[g]);
        offer(cs, &t);
    }
    for (int k = 1; k <= 16; k++) {
        t = *c;
        map_all(&t, "xysa", f_sig, k);
        offer(cs, &t);
    }
    /* one number at a time */
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < sh[k]->n; i++) {
            double x = sh[k]->v[i];
            char role = hd_hunt_role(sh[k]->kind, i);
            double opts[48];
            int no = 0;
            opts[no++] = 0;
            opts[no++] = round(x);
            opts[no++] = floor(x);
            opts[no++] = ceil(x);
            opts[no++] = trunc(x / 2);
            opts[no++] = x / 2;
            if (x == round(x)) opts[no++] = x > 0 ? x - 1 : x + 1;
            for (int s = 1; s <= 16; s++) opts[no++] = round_sig(x, s);
            if (role == 'a') {
                opts[no++] = fmod(fmod(x, 360) + 360, 360);
                opts[no++] = round(x / 45) * 45;
                opts[no++] = round(x / 90) * 90;
                opts[no++] = x - 360;
                opts[no++] = x + 360;
            }
            for (int j = 0; j < no; j++) {
                if (opts[j] == x || !isfinite(opts[j])) continue;
                t = *c;
                (k ? &t.b : &t.a)->v[i] = opts[j] + 0.0;
                offer(cs, &t);
            }
        }
}

static int by_cost(const void *x, const void *y, const double *cost)
{
    size_t i = *(const size_t *)x, j = *(const size_t *)y;
    return cost[i] < cost[j] ? -1 : cost[i] > cost[j] ? 1 : (i > j) - (i < j);
}

/* qsort has no context: a small insertion sort of the indices */
static void sort_idx(size_t *idx, size_t n, const double *cost)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && by_cost(&idx[j], &idx[j - 1], cost) < 0; j--) {
            size_t t = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = t;
        }
}

enum { BATCH_MAX = 256, REQ_MAX = 2 * 1400 };

bool hd_hunt_shrink(hd_hunt_case *c, hd_hunt_class cls, hd_hunt_ask_fn ask, void *ctx, int max_rounds,
                    int64_t *budget, char *err, size_t errlen)
{
    cands cs = {NULL, NULL, 0, 0, 0, cls};
    size_t *idx = malloc(sizeof *idx * 4096);
    char *text = malloc((size_t)BATCH_MAX * REQ_MAX);
    const char **req = malloc(sizeof *req * BATCH_MAX);
    signed char ans[BATCH_MAX];
    bool ok = true;
    if (!idx || !text || !req) goto done;
    for (int round = 0; round < max_rounds && *budget > 0; round++) {
        cs.n = 0;
        cs.below = hd_hunt_cost(c);
        make_candidates(&cs, c);
        if (cs.n == 0) break;
        size_t n = cs.n < 4096 ? cs.n : 4096;
        for (size_t i = 0; i < n; i++) idx[i] = i;
        sort_idx(idx, n, cs.cost);
        if (n > BATCH_MAX) n = BATCH_MAX;
        if ((int64_t)n > *budget) n = (size_t)*budget;
        *budget -= (int64_t)n;
        for (size_t i = 0; i < n; i++) {
            char *p = text + i * REQ_MAX;
            int la = hd_hunt_format(&cs.c[idx[i]].a, p, REQ_MAX / 2);
            p[la] = ' ';
            hd_hunt_format(&cs.c[idx[i]].b, p + la + 1, REQ_MAX / 2);
            req[i] = p;
        }
        if (!ask(ctx, req, n, ans, err, errlen)) {
            ok = false;
            break;
        }
        int want = cls == HD_HUNT_FALSE_HIT ? 1 : 0;
        size_t found = n;
        for (size_t i = 0; i < n && found == n; i++)
            if (ans[i] == want) found = i;
        if (found == n) break;
        char family[HD_HUNT_FAMILY_MAX];
        memcpy(family, c->family, sizeof family);
        *c = cs.c[idx[found]];
        memcpy(c->family, family, sizeof family);
    }
done:
    free(cs.c);
    free(cs.cost);
    free(idx);
    free(text);
    free(req);
    return ok;
}
