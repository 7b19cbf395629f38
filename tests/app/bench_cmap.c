/* bench_cmap.c: how long a full collision map takes (not a test; prints
 * times). Usage: bench_cmap [W H [RATIO]] (default 1280 720 1). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cmap.h"

static hd_vec2 base_v[HD_POLY_MAX]; /* a polygon base's vertices */

static double now_ms(void)
{
    struct timespec t;
    timespec_get(&t, TIME_UTC);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
    int w = argc > 2 ? atoi(argv[1]) : 1280, h = argc > 2 ? atoi(argv[2]) : 720;
    double ratio = argc > 3 ? atof(argv[3]) : 1.0;
    if (w < 1 || h < 1 || !(ratio > 0)) {
        fprintf(stderr, "usage: bench_cmap [W H [RATIO]]\n");
        return 2;
    }
    hd_view v = hd_view_make(w, h, (int)(w * ratio + 0.5), (int)(h * ratio + 0.5), 1.0);
    static const struct {
        const char *name;
        hd_kind base, cursor;
    } pairs[] = {{"circle base vs circle cursor (default)", HD_CIRCLE, HD_CIRCLE},
                 {"concave polygon base vs polygon cursor", HD_POLYGON, HD_POLYGON},
                 {"wedge base vs circle cursor", HD_WEDGE, HD_CIRCLE},
                 {"wedge base vs polygon cursor", HD_WEDGE, HD_POLYGON},
                 {"rect base vs rect cursor", HD_RECT, HD_RECT}};
    static hd_cmap m;
    hd_cmap_init(&m);
    for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
        hd_shape base = hd_base_default(pairs[p].base, v.log_w, v.log_h, base_v);
        hd_cursor_tpl t;
        hd_cursor_default(pairs[p].cursor, &t);
        hd_cmap_key k = hd_cmap_key_make(&base, &t, &v, NULL);
        hd_cmap_set(&m, &k);
        double t0 = now_ms();
        while (hd_cmap_step(&m, 1) > 0) {}
        double ms = now_ms() - t0;
        long hits = 0;
        for (size_t i = 0; i < (size_t)m.w * (size_t)m.h; i++) hits += m.px[i] & HD_CMAP_HIT;
        printf("%dx%d px: %-40s %8.1f ms (%ld hit pixels)\n", m.w, m.h, pairs[p].name, ms, hits);
        /* force a restart for the next pair even if the key were equal */
        m.has_key = false;
    }
    hd_cmap_free(&m);
    return 0;
}
