/* check.h: minimal test macros for tests/app (failures print the inputs). */
#ifndef HD_APP_CHECK_H
#define HD_APP_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

/* Polygon vertex storage for tests: a ring of buffers reused round-robin
 * (a shape made with one stays valid until 256 more are taken). */
static inline hd_vec2 *check_vstore(void)
{
    static hd_vec2 ring[256][HD_POLY_MAX];
    static int k;
    hd_vec2 *v = ring[k];
    k = (k + 1) % 256;
    return v;
}

/* hd_shape_parse for every kind: a polygon's vertices in a ring buffer. */
static inline bool check_parse(const char *spec, hd_shape *out, char *err, size_t errlen)
{
    static hd_shape_buf b;
    if (!hd_shape_parse_buf(spec, &b, err, errlen)) return false;
    hd_shape_copy(out, check_vstore(), HD_SHAPE_PTR(&b));
    return true;
}

static int check_failures;

#define CHECK(c)                                                                                   \
    do {                                                                                           \
        if (!(c)) {                                                                                \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #c);                  \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                                      \
    do {                                                                                           \
        double a_ = (a), b_ = (b);                                                                 \
        if (!(fabs(a_ - b_) <= (tol))) {                                                           \
            fprintf(stderr, "%s:%d: CHECK_NEAR failed: %s = %.17g, expected %s = %.17g\n",        \
                    __FILE__, __LINE__, #a, a_, #b, b_);                                           \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

/* exact equality of doubles */
#define CHECK_EQ(a, b) CHECK_NEAR(a, b, 0.0)

#define RUN(fn)                                                                                    \
    do {                                                                                           \
        int before_ = check_failures;                                                              \
        fn();                                                                                      \
        printf("%s %s\n", check_failures == before_ ? "ok  " : "FAIL", #fn);                       \
    } while (0)

#endif
