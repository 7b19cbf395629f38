/*
 * test_ray_cross.c: cases for ray_cross_oracle.py. The sign of s - k where
 * the ray c1 + s r1 / |r1| crosses the line c2 + t r2 (and the line through
 * a and b), with k at, one ulp beside and just beside the rounded crossing,
 * over magnitudes 2^-60..2^60: hd_sign_ray_cross_along and
 * hd_sign_seg_cross_along (their filters in doubles, then the exact path)
 * print their answers; the oracle decides each case exactly with rational
 * numbers and must agree on every one. Usage: test_ray_cross [N]
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "geom_internal.h"

static unsigned long long state = 0x9e3779b97f4a7c15ull;
static double rnd(void) /* [-1, 1) */
{
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(state >> 11) / 4503599627370496.0 - 1.0;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 20000;
    for (long i = 0; i < n; i++) {
        double sc = ldexp(1, (int)(fabs(rnd()) * 120) - 60);
        hd_vec2 r1 = hd_ray_deg(rnd() * 360), c1 = {rnd() * sc, rnd() * sc};
        hd_vec2 r2 = {rnd(), rnd()}, c2 = {rnd() * sc, rnd() * sc}, b = hd_add(c2, r2);
        double D = r1.x * r2.y - r1.y * r2.x;
        if (D == 0)
            continue;
        double s = ((c2.x - c1.x) * r2.y - (c2.y - c1.y) * r2.x) * hypot(r1.x, r1.y) / D;
        double k = s, u = rnd();
        if (u < -0.5)
            k = nextafter(s, INFINITY);
        else if (u < 0)
            k = nextafter(s, -INFINITY);
        else if (u < 0.5)
            k = s * (1 + rnd() * 1e-13);
        printf("%a %a %a %a %a %a %a %a %a %a %a %d %d\n", r1.x, r1.y, c1.x, c1.y, r2.x, r2.y, c2.x, c2.y, b.x, b.y,
               k, hd_sign_ray_cross_along(r1, c1, r2, c2, k), hd_sign_seg_cross_along(r1, c1, c2, b, k));
    }
    return 0;
}
