/*
 * hunt.c: the judge and the search of `hitdemo --hunt` (hunt.h).
 *
 * The search is a fixed sequence, so that the same seed and budget give
 * the same findings whatever the speed: the ordered pairs the peer answers
 * take turns, each giving the next CHUNK cases of its own stream
 * (hunt_gen.c); the cases go to the peer in batches of BATCH; the budget
 * (max_cases) cuts the sequence at an exact case. Every case the peer
 * answers is judged exactly; of each pair and class the HD_HUNT_KEEP
 * simplest disagreements seen (by hd_hunt_cost, the earlier on a tie) are
 * shrunk at the end, and the distinct results kept. Only a wall-clock
 * limit (a slow peer) can cut the sequence elsewhere, and the result says
 * so.
 */
#define _POSIX_C_SOURCE 200809L
#include "hunt.h"
#include "i18n.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hitdemo/spec.h>

const char *hd_hunt_class_name(hd_hunt_class c)
{
    static const char *const names[HD_HUNT_CLASS_COUNT] = {"missed_touching", "missed_containment",
                                                           "missed_overlap", "false_hit"};
    return c >= 0 && c < HD_HUNT_CLASS_COUNT ? names[c] : NULL;
}

hd_hunt_class hd_hunt_judge(bool collide, hd_relation rel, int peer)
{
    if (peer < 0 || (peer == 1) == collide) return HD_HUNT_AGREE;
    if (!collide) return HD_HUNT_FALSE_HIT;
    switch (rel) {
    case HD_TOUCHING: return HD_HUNT_MISSED_TOUCHING;
    case HD_A_CONTAINS_B:
    case HD_B_CONTAINS_A: return HD_HUNT_MISSED_CONTAINMENT;
    default: return HD_HUNT_MISSED_OVERLAP;
    }
}

bool hd_hunt_parse_pairs(const char *text, bool pairs[HD_KIND_COUNT][HD_KIND_COUNT], char *err, size_t errlen)
{
    if (!text) {
        for (int i = 0; i < HD_KIND_COUNT; i++)
            for (int j = 0; j < HD_KIND_COUNT; j++) pairs[i][j] = true;
        return true;
    }
    memset(pairs, 0, sizeof(bool) * HD_KIND_COUNT * HD_KIND_COUNT);
    const char *p = text;
    if (!*p) {
        snprintf(err, errlen, "--pairs: empty list (expected KIND/KIND,... e.g. circle/rect,line/line)");
        return false;
    }
    for (;;) {
        const char *comma = strchr(p, ','), *end = comma ? comma : p + strlen(p);
        const char *slash = memchr(p, '/', (size_t)(end - p));
        hd_kind a, b;
        if (!slash || !hd_kind_from_name(p, (size_t)(slash - p), &a) ||
            !hd_kind_from_name(slash + 1, (size_t)(end - slash - 1), &b)) {
            snprintf(err, errlen,
                     "--pairs: \"%.*s\" is not a pair of kinds (expected KIND/KIND with KIND one of point, circle, "
                     "rect, line, polygon, capsule, arc, wedge)",
                     (int)((end - p) < 60 ? (end - p) : 60), p);
            return false;
        }
        pairs[a][b] = pairs[b][a] = true;
        if (!comma) break;
        p = comma + 1;
    }
    return true;
}

/* ---- the search ------------------------------------------------------------ */

enum { CHUNK = 256, BATCH = 4096, REQ_MAX = 2800 };

typedef struct kept {
    hd_hunt_case c;
    double cost;
    uint64_t seq; /* where in the sequence: the earlier wins a tie */
} kept;

typedef struct search {
    hd_hunt_ask_fn ask;
    void *ctx;
    char *text;        /* BATCH requests of REQ_MAX bytes */
    const char **req;
    signed char *ans;
    hd_hunt_case *cs;  /* the batch's cases */
    bool *col;         /* their exact collide */
    unsigned char *pair; /* their pair: ka * HD_KIND_COUNT + kb */
    uint64_t *seq;
    kept keep[HD_KIND_COUNT][HD_KIND_COUNT][HD_HUNT_CLASS_COUNT][HD_HUNT_KEEP];
    int nkeep[HD_KIND_COUNT][HD_KIND_COUNT][HD_HUNT_CLASS_COUNT];
    /* and the simplest of small integers (|x| <= 1000), whatever its vertices */
    kept ikeep[HD_KIND_COUNT][HD_KIND_COUNT][HD_HUNT_CLASS_COUNT];
    bool has_ikeep[HD_KIND_COUNT][HD_KIND_COUNT][HD_HUNT_CLASS_COUNT];
} search;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

bool hd_hunt_small_int(const hd_hunt_case *c)
{
    const hd_hunt_shape *sh[2] = {&c->a, &c->b};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < sh[k]->n; i++)
            if (sh[k]->v[i] != floor(sh[k]->v[i]) || fabs(sh[k]->v[i]) > 1000) return false;
    return true;
}

static void remember(search *s, int ka, int kb, hd_hunt_class cls, const hd_hunt_case *c, uint64_t seq)
{
    double cost = hd_hunt_cost(c);
    if (hd_hunt_small_int(c) && (!s->has_ikeep[ka][kb][cls] || s->ikeep[ka][kb][cls].cost > cost)) {
        s->ikeep[ka][kb][cls] = (kept){*c, cost, seq};
        s->has_ikeep[ka][kb][cls] = true;
    }
    kept *k = s->keep[ka][kb][cls];
    int *n = &s->nkeep[ka][kb][cls];
    int at = *n;
    while (at > 0 && k[at - 1].cost > cost) at--;
    if (at >= HD_HUNT_KEEP) return;
    if (*n < HD_HUNT_KEEP) (*n)++;
    memmove(&k[at + 1], &k[at], (size_t)(*n - 1 - at) * sizeof *k);
    k[at] = (kept){*c, cost, seq};
}

static void progress(const hd_hunt_opts *o, const hd_hunt_result *r, double t0, bool last)
{
    if (!o->progress) return;
    uint64_t by[HD_HUNT_CLASS_COUNT] = {0};
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++)
            for (int c = 0; c < HD_HUNT_CLASS_COUNT; c++) by[c] += r->disagreements[i][j][c];
    double dt = now_s() - t0;
    /* TRANSLATORS: the hunt's progress line; the class names are keywords */
    fprintf(o->progress, _("%shunt: %llu pairs tried, %.0f/s; disagreements: missed_touching %llu, "
                           "missed_containment %llu, missed_overlap %llu, false_hit %llu%s"),
            o->progress_tty ? "\r" : "", (unsigned long long)r->cases, dt > 0 ? (double)r->cases / dt : 0.0,
            (unsigned long long)by[0], (unsigned long long)by[1], (unsigned long long)by[2],
            (unsigned long long)by[3], o->progress_tty ? (last ? "\033[K\n" : "\033[K") : "\n");
    fflush(o->progress);
}

/* Asks the peer about cases [0, n) of the batch and judges them. */
static bool run_batch(search *s, size_t n, hd_hunt_result *r, char *err, size_t errlen)
{
    if (!n) return true;
    if (!s->ask(s->ctx, s->req, n, s->ans, err, errlen)) return false;
    for (size_t i = 0; i < n; i++) {
        if (s->ans[i] < 0 || (s->ans[i] == 1) == s->col[i]) continue;
        hd_shape a, b;
        hd_vec2 va[HD_HUNT_POLY_MAX], vb[HD_HUNT_POLY_MAX];
        hd_hunt_build(&s->cs[i].a, &a, va);
        hd_hunt_build(&s->cs[i].b, &b, vb);
        hd_relation rel = hd_relate_known(&a, &b, s->col[i]);
        hd_hunt_class cls = hd_hunt_judge(s->col[i], rel, s->ans[i]);
        int ka = s->pair[i] / HD_KIND_COUNT, kb = s->pair[i] % HD_KIND_COUNT;
        r->disagreements[ka][kb][cls]++;
        remember(s, ka, kb, cls, &s->cs[i], s->seq[i]);
    }
    return true;
}

/* Puts case c as request i of the batch; false if its text is too long. */
static bool stage(search *s, size_t i, const hd_hunt_case *c)
{
    char *p = s->text + i * REQ_MAX;
    int la = hd_hunt_format(&c->a, p, REQ_MAX / 2);
    if (la < 0 || la >= REQ_MAX / 2) return false;
    p[la] = ' ';
    int lb = hd_hunt_format(&c->b, p + la + 1, REQ_MAX / 2);
    if (lb < 0 || lb >= REQ_MAX / 2) return false;
    s->req[i] = p;
    s->cs[i] = *c;
    return true;
}

static int by_finding(const void *x, const void *y)
{
    const hd_hunt_finding *a = x, *b = y;
    int pa = a->c.a.kind * HD_KIND_COUNT + a->c.b.kind, pb = b->c.a.kind * HD_KIND_COUNT + b->c.b.kind;
    if (pa != pb) return pa < pb ? -1 : 1;
    if (a->cls != b->cls) return a->cls < b->cls ? -1 : 1;
    return a->cost < b->cost ? -1 : a->cost > b->cost;
}

/* The sequence of cases: the pairs of plist take turns, CHUNK cases of
 * their own streams each (round 0: cases 0..CHUNK-1 of every pair, round
 * 1: CHUNK..2 CHUNK-1, ...). */
typedef struct seqstate {
    int plist[HD_KIND_COUNT * HD_KIND_COUNT], np;
    hd_hunt_gen **gens; /* HD_KIND_COUNT^2, made when first needed */
    uint64_t seed, round, k;
    int p;
} seqstate;

/* The next case into *c; its pair (ka * HD_KIND_COUNT + kb), or -1 when
 * out of memory. */
static int seq_next(seqstate *q, hd_hunt_case *c)
{
    int pi = q->plist[q->p];
    if (!q->gens[pi] &&
        !(q->gens[pi] = hd_hunt_gen_new((hd_kind)(pi / HD_KIND_COUNT), (hd_kind)(pi % HD_KIND_COUNT), q->seed)))
        return -1;
    hd_hunt_gen_case(q->gens[pi], q->k, c);
    if (++q->k == (q->round + 1) * CHUNK) {
        if (++q->p == q->np) {
            q->p = 0;
            q->round++;
        }
        q->k = q->round * CHUNK;
    }
    return pi;
}

int hd_hunt_each_case(const hd_hunt_opts *o, void (*fn)(void *ctx, const hd_hunt_case *c), void *ctx)
{
    hd_hunt_gen *gens[HD_KIND_COUNT * HD_KIND_COUNT] = {0};
    seqstate q = {.plist = {0}, .np = 0, .gens = gens, .seed = o->seed};
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++)
            if (o->pairs[i][j]) q.plist[q.np++] = i * HD_KIND_COUNT + j;
    int rc = 0;
    for (uint64_t n = 0; q.np && n < o->max_cases; n++) {
        hd_hunt_case c;
        if (seq_next(&q, &c) < 0) {
            rc = 2;
            break;
        }
        fn(ctx, &c);
    }
    for (int i = 0; i < HD_KIND_COUNT * HD_KIND_COUNT; i++) hd_hunt_gen_free(gens[i]);
    return rc;
}

int hd_hunt_run(const hd_hunt_opts *o, hd_hunt_ask_fn ask, void *ctx, hd_hunt_result *r, char *err,
                size_t errlen)
{
    memset(r, 0, sizeof *r);
    search *s = calloc(1, sizeof *s);
    hd_hunt_gen *gens[HD_KIND_COUNT * HD_KIND_COUNT] = {0};
    int status = 2;
    double t0 = now_s();
    if (!s) goto oom;
    s->ask = ask;
    s->ctx = ctx;
    s->text = malloc((size_t)BATCH * REQ_MAX);
    s->req = malloc(sizeof *s->req * BATCH);
    s->ans = malloc(BATCH);
    s->cs = malloc(sizeof *s->cs * BATCH);
    s->col = malloc(sizeof *s->col * BATCH);
    s->pair = malloc(BATCH);
    s->seq = malloc(sizeof *s->seq * BATCH);
    if (!s->text || !s->req || !s->ans || !s->cs || !s->col || !s->pair || !s->seq) goto oom;

    /* which pairs the peer answers: three probes each */
    size_t n = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++) {
            if (!o->pairs[i][j]) continue;
            hd_hunt_case pr[3];
            hd_hunt_gen_probes((hd_kind)i, (hd_kind)j, pr);
            for (int k = 0; k < 3; k++) {
                stage(s, n, &pr[k]);
                s->pair[n++] = (unsigned char)(i * HD_KIND_COUNT + j);
            }
        }
    if (n && !ask(ctx, s->req, n, s->ans, err, errlen)) goto out;
    for (size_t i = 0; i < n; i++)
        if (s->ans[i] >= 0) r->answered[s->pair[i] / HD_KIND_COUNT][s->pair[i] % HD_KIND_COUNT] = true;
    int plist[HD_KIND_COUNT * HD_KIND_COUNT], np = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++)
            if (r->answered[i][j]) plist[np++] = i * HD_KIND_COUNT + j;

    /* the sequence: the pairs take turns, CHUNK cases each */
    double last = now_s();
    seqstate q = {.plist = {0}, .np = np, .gens = gens, .seed = o->seed};
    memcpy(q.plist, plist, sizeof plist);
    uint64_t seq = 0;
    n = 0;
    while (np && r->cases < o->max_cases) {
        hd_hunt_case c;
        int pi = seq_next(&q, &c);
        if (pi < 0) goto oom;
        seq++;
        if (!stage(s, n, &c)) continue;
        hd_shape a, b;
        hd_vec2 va[HD_HUNT_POLY_MAX], vb[HD_HUNT_POLY_MAX];
        hd_hunt_build(&c.a, &a, va);
        hd_hunt_build(&c.b, &b, vb);
        s->col[n] = hd_collide(&a, &b);
        s->pair[n] = (unsigned char)pi;
        s->seq[n] = seq;
        n++;
        r->cases++;
        if (n == BATCH) {
            if (!run_batch(s, n, r, err, errlen)) goto out;
            n = 0;
            double t = now_s();
            if (o->wall_limit_s > 0 && t - t0 > o->wall_limit_s) {
                r->stopped_by_clock = true;
                break;
            }
            if (t - last >= (o->progress_tty ? 0.2 : o->progress_every_s)) {
                progress(o, r, t0, false);
                last = t;
            }
        }
    }
    if (!run_batch(s, n, r, err, errlen)) goto out;
    progress(o, r, t0, true);
    r->seconds = now_s() - t0; /* the search; the shrinking is apart */

    /* the shrinking's requests: a count too, so that it is deterministic */
    int64_t shrink_budget = (int64_t)(o->max_cases / 2 > 300000 ? o->max_cases / 2 : 300000);
    /* shrink what was kept, drop repeats; of each pair and class the
     * HD_HUNT_KEEP simplest, one of them of small integers where there is one */
    size_t cap = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++)
            for (int c = 0; c < HD_HUNT_CLASS_COUNT; c++) cap += (size_t)s->nkeep[i][j][c] + 1;
    r->find = calloc(cap ? cap : 1, sizeof *r->find);
    if (!r->find) goto oom;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++)
            for (int c = 0; c < HD_HUNT_CLASS_COUNT; c++) {
                int first = r->nfind, nk = s->nkeep[i][j][c];
                for (int k = 0; k <= nk; k++) {
                    if (k == nk && !s->has_ikeep[i][j][c]) break;
                    hd_hunt_case cs = k < nk ? s->keep[i][j][c][k].c : s->ikeep[i][j][c].c;
                    /* a peer so slow that the clock stopped the search
                     * shrinks no longer than the search took again */
                    if (r->stopped_by_clock && now_s() - t0 > 2 * o->wall_limit_s) shrink_budget = 0;
                    if (!hd_hunt_shrink(&cs, (hd_hunt_class)c, ask, ctx, 60, &shrink_budget, err, errlen)) goto out;
                    bool dup = false;
                    for (int f = first; f < r->nfind && !dup; f++)
                        dup = !memcmp(&r->find[f].c.a, &cs.a, sizeof cs.a) && !memcmp(&r->find[f].c.b, &cs.b, sizeof cs.b);
                    if (dup) continue;
                    hd_hunt_finding *f = &r->find[r->nfind++];
                    hd_shape a, b;
                    hd_vec2 va[HD_HUNT_POLY_MAX], vb[HD_HUNT_POLY_MAX];
                    hd_hunt_build(&cs.a, &a, va);
                    hd_hunt_build(&cs.b, &b, vb);
                    f->c = cs;
                    f->collide = hd_collide(&a, &b);
                    f->rel = hd_relate_known(&a, &b, f->collide);
                    f->peer = c == HD_HUNT_FALSE_HIT;
                    f->cls = (hd_hunt_class)c;
                    f->cost = hd_hunt_cost(&cs);
                }
                /* the simplest few, with a small-integer one among them */
                int nf = r->nfind - first;
                qsort(r->find + first, (size_t)nf, sizeof *r->find, by_finding);
                if (nf > HD_HUNT_KEEP) {
                    bool has_int = false;
                    for (int f = first; f < first + HD_HUNT_KEEP; f++) has_int = has_int || hd_hunt_small_int(&r->find[f].c);
                    for (int f = first + HD_HUNT_KEEP; f < r->nfind && !has_int; f++)
                        if (hd_hunt_small_int(&r->find[f].c)) {
                            r->find[first + HD_HUNT_KEEP - 1] = r->find[f];
                            has_int = true;
                        }
                    r->nfind = first + HD_HUNT_KEEP;
                }
            }
    qsort(r->find, (size_t)r->nfind, sizeof *r->find, by_finding);
    status = 0;
    goto out;
oom:
    snprintf(err, errlen, "out of memory");
out:
    if (r->seconds == 0) r->seconds = now_s() - t0;
    for (int i = 0; i < HD_KIND_COUNT * HD_KIND_COUNT; i++) hd_hunt_gen_free(gens[i]);
    if (s) {
        free(s->text);
        free(s->req);
        free(s->ans);
        free(s->cs);
        free(s->col);
        free(s->pair);
        free(s->seq);
        free(s);
    }
    if (status != 0) {
        free(r->find);
        r->find = NULL;
        r->nfind = 0;
    }
    return status;
}

void hd_hunt_result_free(hd_hunt_result *r)
{
    free(r->find);
    r->find = NULL;
    r->nfind = 0;
}
