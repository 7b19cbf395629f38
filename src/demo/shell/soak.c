/* soak.c: the soak (--soak N,SEED; see soak.h): random events made up
 * one per loop turn, run through the script runner's commands, so they
 * take the same path as a script's (and real) input. */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include "soak.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "loop.h"
#include "script_run.h"

/* ---- the soak (--soak N,SEED) ------------------------------------------------ */

static const char *const soak_key_names[] = {
    "Tab", "1", "2", "3", "4", "5", "6", "7", "8", "h", "d", "i", "n", "o", "F1", "[", "]",
    "plus", "minus", "0", "Home", "Left", "Right", "Up", "Down", "g", "PageDown", "PageUp",
};
enum { SOAK_KEYS = sizeof soak_key_names / sizeof soak_key_names[0], SOAK_CHECKPOINTS = 20, SOAK_WARMUP = 2 };
/* The pixel ratios a soak moves the window between. */
static const double soak_ratios[] = {0.5, 1, 1.25, 1.5, 2};
enum { SOAK_RATIOS = sizeof soak_ratios / sizeof soak_ratios[0] };

static struct {
    long total, done;
    unsigned long seed;
    uint64_t rng;
    int w0, h0;
    double r0;
    long every;
    bool sample_pending, reported;
    int samples;
    long rss_first, rss_min, rss_max, rss_last; /* KiB, at checkpoints after warm-up */
    long moves, keys, wheels, resizes, windows, ratios;
    script_key key[SOAK_KEYS];
} S;

static uint64_t soak_rand(void)
{
    /* xorshift64* */
    S.rng ^= S.rng >> 12;
    S.rng ^= S.rng << 25;
    S.rng ^= S.rng >> 27;
    return S.rng * 2685821657736338717ull;
}

static int soak_int(int lo, int hi)
{
    return lo + (int)(soak_rand() % (uint64_t)(hi - lo + 1));
}

/* Resident memory of the process's own data in KiB: resident pages less
 * the shared (file-backed) ones, so that code paged in the first time a
 * key is pressed does not read as growth (Linux /proc; 0 elsewhere). */
static long soak_rss_kib(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long pages = 0, rss = 0, shared = 0;
    if (!f) return 0;
    if (fscanf(f, "%ld %ld %ld", &pages, &rss, &shared) != 3) rss = shared = 0;
    fclose(f);
    return (rss - shared) * (long)(sysconf(_SC_PAGESIZE) / 1024);
}

int hd_soak_init(const hd_ctx *a, long events, unsigned long seed)
{
    memset(&S, 0, sizeof S);
    if (events <= 0) return HD_EXIT_OK;
    S.total = events;
    S.seed = seed;
    S.rng = 0x9E3779B97F4A7C15ull ^ ((uint64_t)seed * 0xBF58476D1CE4E5B9ull);
    if (S.rng == 0) S.rng = 1;
    SDL_GetWindowSize(a->win, &S.w0, &S.h0);
    S.r0 = a->pixel_ratio;
    S.every = events / SOAK_CHECKPOINTS > 0 ? events / SOAK_CHECKPOINTS : 1;
    for (int i = 0; i < SOAK_KEYS; i++)
        if (!hd_script_resolve_key(soak_key_names[i], &S.key[i])) {
            fprintf(stderr, _("hitdemo: --soak: no key named '%s'\n"), soak_key_names[i]);
            return HD_EXIT_RUNTIME;
        }
    return HD_EXIT_OK;
}

bool hd_soak_left(void)
{
    return S.total > 0 && !S.reported;
}

static void soak_report(void)
{
    S.reported = true;
    printf("soak: %ld events (seed %lu): %ld moves, %ld keys, %ld wheel turns, %ld resizes, %ld window events, "
           "%ld ratio changes\n",
           S.total, S.seed, S.moves, S.keys, S.wheels, S.resizes, S.windows, S.ratios);
    if (S.samples > 0)
        printf("soak: RSS at %d checkpoints after warm-up: first %ld KiB, min %ld KiB, max %ld KiB, last %ld "
               "KiB; growth %ld KiB\n",
               S.samples, S.rss_first, S.rss_min, S.rss_max, S.rss_last, S.rss_max - S.rss_first);
    else
        printf("soak: too few events for RSS checkpoints after warm-up\n");
    fflush(stdout);
}

void hd_soak_step(hd_ctx *a)
{
    if (S.sample_pending) {
        /* the checkpoint's resize has been handled and drawn: measure */
        S.sample_pending = false;
        long cp = S.done / S.every;
        long rss = soak_rss_kib();
        printf("soak: checkpoint %ld: %ld events, RSS %ld KiB%s\n", cp, S.done, rss,
               cp <= SOAK_WARMUP ? " (warm-up)" : "");
        if (cp > SOAK_WARMUP) {
            if (S.samples == 0) S.rss_first = S.rss_min = S.rss_max = rss;
            if (rss < S.rss_min) S.rss_min = rss;
            if (rss > S.rss_max) S.rss_max = rss;
            S.rss_last = rss;
            S.samples++;
        }
        if (S.done == S.total) soak_report();
        return;
    }
    hd_script_cmd c;
    memset(&c, 0, sizeof c);
    S.done++;
    c.line = (int)(S.done > 2000000000 ? 2000000000 : S.done);
    const script_key *key = NULL;
    if (S.done % S.every == 0 || S.done == S.total) {
        /* checkpoint: back to the start-up size and ratio, then measure */
        if (a->pixel_ratio != S.r0) hd_loop_set_ratio(S.r0);
        c.op = HD_SC_RESIZE;
        c.a = S.w0;
        c.b = S.h0;
        hd_script_run_cmd(a, &c, NULL, "soak");
        S.sample_pending = true;
        return;
    }
    int ww, wh;
    SDL_GetWindowSize(a->win, &ww, &wh);
    int r = soak_int(0, 99);
    if (r < 50) {
        c.op = HD_SC_MOVE;
        c.a = soak_int(-50, ww + 50);
        c.b = soak_int(-50, wh + 50);
        S.moves++;
    } else if (r < 72) {
        c.op = HD_SC_KEY;
        key = &S.key[soak_int(0, SOAK_KEYS - 1)];
        c.mods = soak_int(0, 4) == 0 ? HD_MOD_SHIFT : 0;
        S.keys++;
    } else if (r < 85) {
        c.op = HD_SC_WHEEL;
        c.a = soak_int(1, 3) * (soak_int(0, 1) ? 1 : -1);
        S.wheels++;
    } else if (r < 95) {
        c.op = HD_SC_RESIZE;
        bool tiny = soak_int(0, 19) == 0;
        c.a = tiny ? 1 : soak_int(1, 800);
        c.b = tiny ? 1 : soak_int(1, 600);
        S.resizes++;
    } else if (r < 98) {
        c.op = HD_SC_WINDOW;
        static const int ev[] = {0, 1, 3, 4, 5, 6, 7, 8}; /* not maximize, expose */
        c.a = ev[soak_int(0, 7)];
        S.windows++;
    } else {
        double dw, dh;
        double q = soak_ratios[soak_int(0, SOAK_RATIOS - 1)];
        if (hd_loop_drawable_fits(ww, wh, q, &dw, &dh)) hd_loop_set_ratio(q);
        S.ratios++;
        return;
    }
    hd_script_run_cmd(a, &c, key, "soak");
}
