/* perf.c: the frame benchmarks (see perf.h). */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include "perf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "loop.h"
#include "renderer.h"
#include "stress_ui.h"

static double now_ms(clockid_t c)
{
    struct timespec ts;
    clock_gettime(c, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Sorts v[0..n) and prints {"median":..,"p99":..,"max":..}. */
static void print_dist(FILE *f, const char *key, double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int p99 = (int)ceil(0.99 * n) - 1;
    if (p99 < 0) p99 = 0;
    fprintf(f, "\"%s\":{\"min\":%.4f,\"median\":%.4f,\"p99\":%.4f,\"max\":%.4f}", key, n ? v[0] : 0, n ? v[n / 2] : 0, n ? v[p99] : 0,
            n ? v[n - 1] : 0);
}

/* The mouse path: a Lissajous figure over most of the window. */
static void move_mouse(hd_ctx *a, int i)
{
    double wx = a->view.win_w * (0.5 + 0.4 * cos(i * 0.0647)), wy = a->view.win_h * (0.5 + 0.4 * sin(i * 0.1031));
    hd_ctx_mouse(a, floor(wx), floor(wy));
}

static void scene_name(const hd_ctx *a, char *buf, size_t n)
{
    const hd_stress *w = hd_stress_ui_world();
    if (w) snprintf(buf, n, "stress %d %s %s", w->n, w->pairs_mode ? "pairs" : "cursor", w->broad ? "broad" : "brute");
    else hd_scene_pair(&a->scene, buf, n);
}

int hd_perf_bench_frames(hd_ctx *a, int n)
{
    double *cpu = malloc((size_t)n * sizeof *cpu), *wall = malloc((size_t)n * sizeof *wall);
    if (!cpu || !wall) {
        free(cpu);
        free(wall);
        fprintf(stderr, _("hitdemo: --bench-frames: out of memory\n"));
        return HD_EXIT_RUNTIME;
    }
    for (int i = -5; i < n; i++) { /* 5 frames to warm up */
        SDL_PumpEvents();
        SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT); /* the real pointer does not interfere */
        move_mouse(a, i);
        hd_loop_update();
        hd_stress_ui_frame(a, 1.0 / 60);
        double c0 = now_ms(CLOCK_PROCESS_CPUTIME_ID), w0 = now_ms(CLOCK_MONOTONIC);
        hd_loop_draw(true);
        if (i >= 0) {
            cpu[i] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
            wall[i] = now_ms(CLOCK_MONOTONIC) - w0;
        }
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(a->ren, &info) != 0) info.name = "?";
    char scene[96];
    scene_name(a, scene, sizeof scene);
    printf("{\"bench_frames\":%d,\"scene\":\"%s\",\"window\":[%d,%d],\"drawable\":[%d,%d],\"headless\":%s,"
           "\"video_driver\":\"%s\",\"renderer\":\"%s\",\"gl_renderer\":",
           n, scene, a->view.win_w, a->view.win_h, a->view.draw_w, a->view.draw_h, a->headless ? "true" : "false",
           SDL_GetCurrentVideoDriver() ? SDL_GetCurrentVideoDriver() : "?", info.name);
    if (hd_renderer_gl()[0]) printf("\"%s\"", hd_renderer_gl());
    else printf("null");
    printf(",\"choice\":\"%s\",", a->headless ? "headless: software" : hd_renderer_why());
    print_dist(stdout, "cpu_ms", cpu, n);
    printf(",");
    print_dist(stdout, "wall_ms", wall, n);
    printf("}\n");
    free(cpu);
    free(wall);
    return HD_EXIT_OK;
}

int hd_perf_stress_frames(hd_ctx *a, int frames)
{
    hd_stress *w = hd_stress_ui_world();
    if (!w) return HD_EXIT_RUNTIME;
    double *v[4];
    for (int k = 0; k < 4; k++) v[k] = malloc((size_t)frames * sizeof(double));
    if (!v[0] || !v[1] || !v[2] || !v[3]) {
        for (int k = 0; k < 4; k++) free(v[k]);
        fprintf(stderr, _("hitdemo: --frames: out of memory\n"));
        return HD_EXIT_RUNTIME;
    }
    char cur[256] = "null";
    printf("{\"stress\":%d,\"mode\":\"%s\",\"broad\":%s,\"drift\":%s,\"world\":[%.17g,%.17g,%.17g,%.17g],\"frames\":[",
           w->n, w->pairs_mode ? "pairs" : "cursor", w->broad ? "true" : "false", w->drift ? "true" : "false",
           w->origin.x, w->origin.y, w->w, w->h);
    char buf[512];
    for (int i = 0; i < frames; i++) {
        move_mouse(a, i);
        hd_loop_update();
        if (i == 0 && !w->pairs_mode) {
            cur[0] = '"';
            hd_shape vcur = hd_scene_cursor(&a->scene);
            hd_shape_format(&vcur, cur + 1, sizeof cur - 3);
            strcat(cur, "\"");
        }
        hd_stress_ui_frame(a, 1.0 / 60);
        hd_stress_stats_json(w, buf, sizeof buf);
        printf("%s%s", i ? "," : "", buf);
        v[0][i] = w->st.build_ms;
        v[1][i] = w->st.broad_ms;
        v[2][i] = w->st.narrow_ms;
        v[3][i] = w->st.broad_ms + w->st.narrow_ms;
    }
    printf("],\"cursor\":%s,", cur);
    print_dist(stdout, "build_ms", v[0], frames);
    printf(",");
    print_dist(stdout, "broad_ms", v[1], frames);
    printf(",");
    print_dist(stdout, "narrow_ms", v[2], frames);
    printf(",");
    print_dist(stdout, "total_ms", v[3], frames);
    printf("}\n");
    for (int k = 0; k < 4; k++) free(v[k]);
    return HD_EXIT_OK;
}
