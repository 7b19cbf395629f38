/* fuzz_common.h: helpers shared by the libFuzzer targets (see fuzz/README). */
#ifndef HD_FUZZ_COMMON_H
#define HD_FUZZ_COMMON_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

#include "hd_table.h"

/* A property failed: say which, and abort (libFuzzer saves the input). */
static inline void fz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("FUZZ PROPERTY FAILED: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

/* The input as a NUL-terminated string (malloc'd; free it). NUL bytes in
 * the input end the string early, as they would on a command line. */
static inline char *fz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s) abort();
    memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* The same number: equal, -0 and 0 alike (the canonical text of -0 is
 * "0"), or both NaN. */
static inline int fz_same_double(double a, double b)
{
    return a == b || (a != a && b != b);
}

/* Equality (fz_same_double) of two valid shapes (only the fields of their kind). */
static inline int fz_same_shape(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind) return 0;
    const double *x, *y;
    size_t n;
    switch (a->kind) {
    case HD_POINT: x = &a->point.p.x; y = &b->point.p.x; n = 2; break;
    case HD_CIRCLE: x = &a->circle.c.x; y = &b->circle.c.x; n = 3; break;
    case HD_RECT: x = &a->rect.x; y = &b->rect.x; n = 4; break;
    case HD_LINE: x = &a->line.a.x; y = &b->line.a.x; n = 4; break;
    case HD_CAPSULE: x = &a->capsule.a.x; y = &b->capsule.a.x; n = 5; break;
    case HD_ARC: x = &a->arc.c.x; y = &b->arc.c.x; n = 6; break;
    case HD_WEDGE: x = &a->wedge.c.x; y = &b->wedge.c.x; n = 5; break;
    case HD_POLYGON:
        if (a->polygon.n != b->polygon.n) return 0;
        x = &a->polygon.v[0].x;
        y = &b->polygon.v[0].x;
        n = 2 * (size_t)a->polygon.n;
        break;
    default: return 0;
    }
    for (size_t i = 0; i < n; i++)
        if (!fz_same_double(x[i], y[i])) return 0;
    return 1;
}

/* A valid UTF-8 check (RFC 3629: no overlongs, surrogates or > U+10FFFF). */
static inline int fz_utf8_ok(const unsigned char *p, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = p[i];
        size_t k;
        unsigned lo = 0x80, hi = 0xBF;
        if (c < 0x80) { i++; continue; }
        if (c >= 0xC2 && c <= 0xDF) k = 2;
        else if (c >= 0xE0 && c <= 0xEF) { k = 3; if (c == 0xE0) lo = 0xA0; if (c == 0xED) hi = 0x9F; }
        else if (c >= 0xF0 && c <= 0xF4) { k = 4; if (c == 0xF0) lo = 0x90; if (c == 0xF4) hi = 0x8F; }
        else return 0;
        if (i + k > n) return 0;
        if (p[i + 1] < lo || p[i + 1] > hi) return 0;
        for (size_t j = 2; j < k; j++)
            if (p[i + j] < 0x80 || p[i + j] > 0xBF) return 0;
        i += k;
    }
    return 1;
}

#endif
