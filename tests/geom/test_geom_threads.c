/*
 * test_geom_threads: the library keeps no state, so 8 threads
 * calling every query at once get exactly the answers of one thread.
 *
 * Shapes of every kind (convex, concave and long polygons, degenerate
 * shapes of each kind, touching pairs, whose exact slow paths run), every
 * ordered pair of them (all 64 cells of the table): hd_collide,
 * hd_collide_reference, hd_collide_hits, hd_hit_points, hd_distance,
 * hd_distance_known and hd_point_in_shape on probe points. One thread
 * computes the answers first; then 8 threads, started together, each
 * compute them all (each from a different start, so that different pairs
 * run at the same time), several passes, and every answer must equal the
 * single-thread one bit for bit.
 *
 * Each thread gets a small stack (HD_THREAD_STACK, 64 KiB in a plain
 * build): every query fits in it. Measured worst cases (gcc 12 -O2,
 * -fstack-usage -fcallgraph-info=su, the deepest call chain; libc and libm
 * frames not counted): hd_distance and hd_distance_known 15.5 KiB (the
 * push search's two 4.2 KiB hulls), hd_collide_hits and hd_hit_points
 * 15.5 KiB (two 1.1 KiB outline views, the 4 KiB hit point buffer, 8 KiB of
 * numbers comparing the shapes), hd_collide and hd_collide_reference
 * 11.0 KiB, hd_point_in_shape 3.1 KiB; hd_shape_parse 30 KiB. (It once kept
 * 675 KiB of thread-local scratch a thread.) Under ThreadSanitizer (the build-tsan tree
 * of run.sh, HD_TSAN) a data race anywhere in the library is reported and
 * halts the test.
 *
 * Usage: test_geom_threads [--passes N] [--threads N]
 */
#define _GNU_SOURCE /* dl_iterate_phdr */
#include <link.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hd_test.h"

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define HD_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define HD_SANITIZED 1
#endif
#endif

/* The usable stack of each thread: 64 KiB, as a small thread's (sanitizers
 * make frames several times larger: then 1 MiB). glibc carves a thread's
 * static thread-local blocks out of its stack, so those are added (see
 * tls_bytes; the library's own are 0 bytes, geom_no_state). */
#ifdef HD_SANITIZED
#define HD_THREAD_STACK (1024 * 1024)
#else
#define HD_THREAD_STACK (64 * 1024)
#endif

/* The thread-local segments (PT_TLS) of everything loaded: the program
 * (with the static geometry library) and the shared libraries. */
static int add_tls(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    for (int i = 0; i < info->dlpi_phnum; i++)
        if (info->dlpi_phdr[i].p_type == PT_TLS)
            *(size_t *)data += info->dlpi_phdr[i].p_memsz;
    return 0;
}

static size_t tls_bytes(void)
{
    size_t n = 0;
    dl_iterate_phdr(add_tls, &n);
    return n;
}

#define NTHREADS_MAX 64
#define HITS_CAP 24  /* hit points kept (hd_collide_hits reports the full count) */
#define PROBES 5

static const char *const specs[] = {
    "point:0,0", "point:10,0", "point:5,5", "point:0.1,0.7",
    "circle:0,0,10", "circle:20,0,10", "circle:3,4,0", "circle:-7,2,5", "circle:0.1,0.2,0.3",
    "rect:-10,-10,20,20", "rect:10,-5,10,10", "rect:0,0,0,8", "rect:0.1,0.2,0.3,0.7", "rect:2,2,0,0",
    "line:-10,-10,10,10", "line:10,0,20,5", "line:3,3,3,3", "line:-20,10,20,10", "line:0.1,0.2,0.3,0.7",
    "polygon:0,0,10,0,10,10,0,10", "polygon:-5,-5,5,-5,0,8", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30",
    "polygon:0,0,5,0,10,0,10,10,0,10", "polygon:10,-10,20,0,10,10,0,0",
    "capsule:0,0,10,10,3", "capsule:-10,0,10,0,0", "capsule:5,5,5,5,4", "capsule:20,-10,20,10,10",
    "arc:0,0,5,10,0,90", "arc:0,0,0,10,30,300", "arc:10,0,5,5,0,90", "arc:0,0,5,10,0,360", "arc:0,0,5,10,45,45",
    "arc:0,0,0,0,0,90",
    "wedge:0,0,10,0,90", "wedge:5,5,10,300,30", "wedge:0,0,0,0,270", "wedge:-10,0,10,0,360", "wedge:0,0,10,0,181",
    "wedge:20,0,10,90,270",
};
#define NSPECS (int)(sizeof specs / sizeof specs[0])
#define NSTARS 2
#define NSHAPES (NSPECS + NSTARS)

static hd_shape shapes[NSHAPES];
static hd_vec2 probes[NSHAPES][PROBES];

/* The answers for one ordered pair (a, b). */
typedef struct answer {
    bool collide, reference, hits_collide;
    int nhits, npoints;
    hd_vec2 hits[HITS_CAP], points[HITS_CAP];
    hd_dist dist, known;
    bool in[PROBES]; /* hd_point_in_shape(b, probe of a) */
} answer;

/* Concave stars of 2 * k vertices (long outlines: the bucketed chain test
 * of two of them, and 64 pieces an outline). */
static hd_shape star(int k, double cx, double cy, double r0, double r1)
{
    char spec[64 * 2 * 2 * 32];
    int len = snprintf(spec, sizeof spec, "polygon:");
    for (int i = 0; i < 2 * k; i++) {
        double t = HD_PI * i / k, r = i % 2 ? r0 : r1;
        len += snprintf(spec + len, sizeof spec - (size_t)len, "%s%.17g,%.17g", i ? "," : "", cx + r * cos(t),
                        cy + r * sin(t));
    }
    return hd_test_shape(spec);
}

static void setup(void)
{
    for (int i = 0; i < NSPECS; i++)
        shapes[i] = hd_test_shape(specs[i]);
    shapes[NSPECS] = star(32, 0, 0, 4, 12);
    shapes[NSPECS + 1] = star(32, 9, 3, 3, 11);
    for (int i = 0; i < NSHAPES; i++) {
        hd_vec2 lo, hi;
        hd_shape_bounds(&shapes[i], &lo, &hi);
        probes[i][0] = lo;
        probes[i][1] = hi;
        probes[i][2] = hd_v(lo.x + (hi.x - lo.x) / 2, lo.y + (hi.y - lo.y) / 2);
        probes[i][3] = hd_v(lo.x, hi.y);
        probes[i][4] = hd_v(hi.x + 1.0 / 3, lo.y - 1.0 / 7);
    }
}

static void compute(int pair, answer *out)
{
    const hd_shape *a = &shapes[pair / NSHAPES], *b = &shapes[pair % NSHAPES];
    memset(out, 0, sizeof *out);
    out->collide = hd_collide(a, b);
    out->reference = hd_collide_reference(a, b);
    out->hits_collide = hd_collide_hits(a, b, out->hits, HITS_CAP, &out->nhits);
    out->npoints = hd_hit_points(a, b, out->points, HITS_CAP);
    hd_distance(a, b, &out->dist);
    hd_distance_known(a, b, out->collide, &out->known);
    for (int k = 0; k < PROBES; k++)
        out->in[k] = hd_point_in_shape(b, probes[pair / NSHAPES][k]);
}

static bool same_bits(const void *x, const void *y, size_t n) { return memcmp(x, y, n) == 0; }

static bool same_dist(const hd_dist *x, const hd_dist *y)
{
    return x->collide == y->collide && same_bits(&x->distance, &y->distance, sizeof x->distance) &&
           x->has_closest == y->has_closest && same_bits(&x->pa, &y->pa, sizeof x->pa) &&
           same_bits(&x->pb, &y->pb, sizeof x->pb) && x->has_push == y->has_push &&
           same_bits(&x->push, &y->push, sizeof x->push) && same_bits(&x->depth, &y->depth, sizeof x->depth);
}

/* Bit for bit (the points and doubles by their bytes). */
static bool same_answer(const answer *x, const answer *y)
{
    if (x->collide != y->collide || x->reference != y->reference || x->hits_collide != y->hits_collide ||
        x->nhits != y->nhits || x->npoints != y->npoints)
        return false;
    int nh = x->nhits < HITS_CAP ? x->nhits : HITS_CAP, np = x->npoints < HITS_CAP ? x->npoints : HITS_CAP;
    if (!same_bits(x->hits, y->hits, (size_t)nh * sizeof x->hits[0]) ||
        !same_bits(x->points, y->points, (size_t)np * sizeof x->points[0]))
        return false;
    if (!same_dist(&x->dist, &y->dist) || !same_dist(&x->known, &y->known))
        return false;
    for (int k = 0; k < PROBES; k++)
        if (x->in[k] != y->in[k])
            return false;
    return true;
}

#define NPAIRS (NSHAPES * NSHAPES)

static answer *reference; /* the single-thread answers */
static int g_passes = 2, g_threads = 8;
static pthread_barrier_t start_all;

typedef struct worker {
    int id;
    answer *got;  /* NPAIRS answers */
    long mismatches;
    int first_bad; /* pair index, or -1 */
} worker;

static void *work(void *arg)
{
    worker *w = arg;
    answer *a = malloc(sizeof *a);
    if (!a)
        return NULL;
    pthread_barrier_wait(&start_all);
    for (int pass = 0; pass < g_passes; pass++) {
        int start = (w->id * NPAIRS / g_threads + pass * 7) % NPAIRS;
        for (int k = 0; k < NPAIRS; k++) {
            int pair = (start + k) % NPAIRS;
            compute(pair, a);
            if (!same_answer(a, &reference[pair])) {
                if (w->mismatches++ == 0)
                    w->first_bad = pair;
            }
            if (pass == g_passes - 1)
                w->got[pair] = *a;
        }
    }
    free(a);
    return NULL;
}

static void cells_covered(void)
{
    bool cell[HD_KIND_COUNT][HD_KIND_COUNT] = {{false}};
    for (int i = 0; i < NSHAPES; i++)
        for (int j = 0; j < NSHAPES; j++)
            cell[shapes[i].kind][shapes[j].kind] = true;
    int n = 0, hits = 0;
    for (int a = 0; a < HD_KIND_COUNT; a++)
        for (int b = 0; b < HD_KIND_COUNT; b++)
            n += cell[a][b];
    ENSURE(n == HD_KIND_COUNT * HD_KIND_COUNT);
    for (int p = 0; p < NPAIRS; p++)
        hits += reference[p].collide;
    /* both answers occur often: a test of real work, not of empty calls */
    ENSURE(hits > NPAIRS / 5 && hits < NPAIRS - NPAIRS / 5);
}

static void threads_agree(void)
{
    /* the same pass twice in one thread agrees (no state carried over) */
    answer *again = malloc(sizeof *again);
    ENSURE(again != NULL);
    if (!again)
        return;
    for (int p = 0; p < NPAIRS; p++) {
        compute(p, again);
        TEST_CTX("one thread, pair %s / %s", specs[p / NSHAPES < NSPECS ? p / NSHAPES : 0],
                 specs[p % NSHAPES < NSPECS ? p % NSHAPES : 0]);
        if (!same_answer(again, &reference[p]))
            ENSURE(!"the second single-thread pass differs");
    }
    free(again);

    pthread_t tid[NTHREADS_MAX];
    worker w[NTHREADS_MAX];
    pthread_attr_t attr;
    ENSURE(pthread_attr_init(&attr) == 0);
    size_t tls = tls_bytes(), page = 4096;
    ENSURE(pthread_attr_setstacksize(&attr, HD_THREAD_STACK + (tls + 2 * page - 1) / page * page) == 0);
    printf("thread stacks: %d KiB usable (+ %zu bytes of thread-local segments, in all loaded objects)\n",
           HD_THREAD_STACK / 1024, tls);
    ENSURE(pthread_barrier_init(&start_all, NULL, (unsigned)g_threads) == 0);
    int started = 0;
    for (int t = 0; t < g_threads; t++) {
        w[t] = (worker){t, calloc(NPAIRS, sizeof(answer)), 0, -1};
        ENSURE(w[t].got != NULL);
        if (!w[t].got)
            break;
        if (pthread_create(&tid[t], &attr, work, &w[t]) != 0) {
            ENSURE(!"pthread_create");
            break;
        }
        started++;
    }
    if (started < g_threads) { /* the barrier would never open: give up loudly */
        printf("could not start %d threads\n", g_threads);
        exit(1);
    }
    for (int t = 0; t < started; t++)
        pthread_join(tid[t], NULL);
    pthread_barrier_destroy(&start_all);
    pthread_attr_destroy(&attr);
    for (int t = 0; t < started; t++) {
        TEST_CTX("thread %d: %ld answers differ from one thread's (first: pair %d)", t, w[t].mismatches, w[t].first_bad);
        ENSURE(w[t].mismatches == 0);
        long same = 0;
        for (int p = 0; p < NPAIRS; p++)
            same += same_answer(&w[t].got[p], &reference[p]);
        ENSURE(same == NPAIRS);
        free(w[t].got);
    }
}

int main(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--passes") == 0)
            g_passes = atoi(argv[++i]);
        else if (strcmp(argv[i], "--threads") == 0)
            g_threads = atoi(argv[++i]);
    }
    if (g_passes < 1 || g_threads < 1 || g_threads > NTHREADS_MAX) {
        fprintf(stderr, "usage: test_geom_threads [--passes N >= 1] [--threads 1..%d]\n", NTHREADS_MAX);
        return 2;
    }
    hd_test_init(1, argv);
    setup();
    reference = calloc(NPAIRS, sizeof *reference);
    if (!reference) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int p = 0; p < NPAIRS; p++)
        compute(p, &reference[p]);
    RUN_SUBTEST(cells_covered);
    RUN_SUBTEST(threads_agree);
    printf("%d shapes, %d ordered pairs, %d threads x %d passes\n", NSHAPES, NPAIRS, g_threads, g_passes);
    free(reference);
    return hd_test_finish();
}
