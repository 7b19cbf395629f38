/*
 * arcbench: ns per call of the arc/arc crossing predicate
 * (hd_circles_cross_in_ranges: a filter in doubles, then wide-exponent
 * expansions of doubles; and those expansions alone) and, where long
 * double is the x87 format, of the former long-double version
 * (tests/geom/arc_ref_ldbl.c), on the same random properly crossing pairs;
 * then ns per hd_collide on arc/arc shapes. Prints numbers, asserts nothing.
 *   arcbench [N]   N pairs (default 20000), each called for both sides
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arc_ref_ldbl.h"
#include "geom_internal.h"

typedef struct pair {
    hd_vec2 o1, o2;
    double R1, R2;
    hd_range rg1, rg2;
} pair;

static uint64_t rng = 0x9e3779b97f4a7c15u;
static double urand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (double)(rng >> 11) * 0x1p-53;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* mode 0: plain (coordinates within +-1000, integer angles);
 * mode 1: exact contacts (crossings on axis rays, range ends there);
 * mode 2: mixed magnitudes (scale 2^-150..2^150 per pair, tiny offsets);
 * mode 3: exact contacts of legs of mixed magnitudes (2^-150..2^150);
 * mode 4: those with the first centre moved by about 2^-160: near contacts. */
static pair make(int mode)
{
    for (;;) {
        pair p;
        if (mode == 1 || mode >= 3) {
            double a = floor(1 + urand() * 1000), b = floor(1 + urand() * 1000);
            p.o1 = hd_v(floor(urand() * 2000 - 1000), floor(urand() * 2000 - 1000));
            if (mode >= 3) { /* legs 2^-150..2^150 apart, o1 at 0 */
                a = ldexp(a, (int)(urand() * 300) - 150);
                b = ldexp(b, (int)(urand() * 300) - 150);
                p.o1 = hd_v(0, 0);
            }
            p.o2 = hd_v(p.o1.x + b, p.o1.y + a);
            p.R1 = a;
            p.R2 = b;
            p.rg1 = hd_range_deg(90, 90 + floor(urand() * 180));
            p.rg2 = hd_range_deg(180 - floor(urand() * 180), 180);
            if (mode == 4) /* near, not exact: centres off by a tiny amount */
                p.o1 = hd_v(ldexp(urand() - 0.5, -160), ldexp(urand() - 0.5, -160));
            return p;
        }
        double k = mode == 2 ? ldexp(1, (int)(urand() * 300) - 150) : 1;
        p.o1 = hd_v(k * (urand() * 2000 - 1000), k * (urand() * 2000 - 1000));
        if (mode == 2)
            p.o1.y = ldexp(urand(), -160);
        double L = k * (1 + urand() * 500), ang = urand() * 6.283185307179586;
        p.o2 = hd_v(p.o1.x + L * cos(ang), p.o1.y + L * sin(ang));
        double dx = p.o2.x - p.o1.x, dy = p.o2.y - p.o1.y, Lr = hypot(dx, dy);
        p.R1 = Lr * (0.05 + 2 * urand());
        p.R2 = fabs(Lr - p.R1) + (Lr + p.R1 - fabs(Lr - p.R1)) * urand();
        if (!(hd_sign_dist2_pt(p.o2, p.o1, p.R1, p.R2) < 0 && hd_sign_dist2_pt(p.o2, p.o1, p.R1, -p.R2) > 0))
            continue;
        double s1 = floor(urand() * 360), s2 = floor(urand() * 360);
        p.rg1 = hd_range_deg(s1, s1 + floor(urand() * 360));
        p.rg2 = hd_range_deg(s2, s2 + floor(urand() * 360));
        return p;
    }
}

typedef bool (*pred_fn)(hd_vec2, double, const hd_range *, hd_vec2, double, const hd_range *, int);

static double time_pred(pred_fn f, const pair *ps, int n, long *yes)
{
    double best = 1e30;
    for (int rep = 0; rep < 5; rep++) {
        long y = 0;
        double t0 = now();
        for (int i = 0; i < n; i++)
            for (int s = -1; s <= 1; s += 2)
                y += f(ps[i].o1, ps[i].R1, &ps[i].rg1, ps[i].o2, ps[i].R2, &ps[i].rg2, s);
        double t = (now() - t0) / (2.0 * n) * 1e9;
        if (t < best)
            best = t;
        *yes = y;
    }
    return best;
}

static hd_shape arc_of(hd_vec2 c, double r, const hd_range *rg, double start, double end)
{
    (void)rg;
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_ARC;
    s.arc.c = c;
    s.arc.rin = r * 0.5;
    s.arc.rout = r;
    s.arc.start = start;
    s.arc.end = end;
    return s;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20000;
    if (n < 1) {
        fprintf(stderr, "arcbench: N must be a positive count\n");
        return 2;
    }
    pair *ps = malloc((size_t)n * sizeof *ps);
    hd_shape *sa = malloc((size_t)n * sizeof *sa), *sb = malloc((size_t)n * sizeof *sb);
    if (!ps || !sa || !sb)
        return 1;
    static const char *names[] = {"plain", "exact contacts", "mixed magnitudes", "mixed contacts", "mixed near"};
    for (int mode = 0; mode < 5; mode++) {
        for (int i = 0; i < n; i++)
            ps[i] = make(mode);
        long y1 = 0, y2 = 0;
        double t1 = time_pred(hd_circles_cross_in_ranges, ps, n, &y1);
        printf("%-17s hd_circles_cross_in_ranges (filtered, exact xw):    %7.1f ns/call (%ld of %d in range)\n",
               names[mode], t1, y1, 2 * n);
        long y3 = 0;
        double t3 = time_pred(hd_circles_cross_in_ranges_exact, ps, n, &y3);
        printf("%-17s the same, exact expansions only (no filter):       %7.1f ns/call (%ld of %d in range)\n",
               names[mode], t3, y3, 2 * n);
#if HD_REF_LDBL
        double t2 = time_pred(hd_ref_circles_cross_ldbl, ps, n, &y2);
        printf("%-17s former long-double version:                      %7.1f ns/call (%ld of %d in range)\n",
               names[mode], t2, y2, 2 * n);
#else
        (void)y2;
#endif
    }
    /* hd_collide on arc/arc shapes whose circles cross (mode 0 pairs) */
    for (int i = 0; i < n; i++) {
        pair p = make(0);
        double s1 = floor(urand() * 360), s2 = floor(urand() * 360);
        sa[i] = arc_of(p.o1, p.R1, &p.rg1, s1, s1 + floor(urand() * 360));
        sb[i] = arc_of(p.o2, p.R2, &p.rg2, s2, s2 + floor(urand() * 360));
    }
    double best = 1e30;
    long y = 0;
    for (int rep = 0; rep < 5; rep++) {
        y = 0;
        double t0 = now();
        for (int i = 0; i < n; i++)
            y += hd_collide(&sa[i], &sb[i]);
        double t = (now() - t0) / n * 1e9;
        if (t < best)
            best = t;
    }
    printf("hd_collide arc/arc (crossing circles):                       %7.1f ns/call (%ld of %d collide)\n", best,
           y, n);
    free(ps);
    free(sa);
    free(sb);
    return 0;
}
