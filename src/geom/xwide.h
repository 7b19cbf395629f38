/*
 * xwide.h: exact expansions whose components carry their own exponent, for
 * signs whose terms span more than a double's exponent range: exact.c's
 * crossings of two circles against two ranges, and rpoly.h's polynomials
 * when a factor lies outside the range that double expansions are proved
 * on. Not public API.
 */
#ifndef HD_XWIDE_H
#define HD_XWIDE_H

#include <assert.h>
#include <float.h>
#include <math.h>

/* Why: exact.c's signs for two circles' crossings against two ranges
 * reach degree 6 in the inputs times two ray components: with numbers from
 * 1e-50 to 1e50 a non-zero term is a multiple of 2^-1418 (2^-219 per input
 * difference, 2^-52 per ray component) and below 2^1012, a span no double
 * holds whatever the scaling (2^-1074 to 2^1024); near_sector.c's degree-8
 * signs on numbers spanning more than 2^220 likewise. So each component
 * carries its own exponent: xw is the value m 2^(512 k) with m a double,
 * 0 or 2^-256 <= |m| < 2^256. Two such numbers are added at the larger
 * one's scale when their k differ by at most 1 (the other one's m then
 * stays a normal double, above 2^-768, so the two-sum is exact) and are
 * already their own two-sum when the k differ by more (the smaller is
 * below 2^-512 times the larger, far below half its ulp); a product's m
 * lies in [2^-512, 2^512) and its FMA error term is a multiple of 2^-616,
 * both exact. Scaling by 2^+-512 is exact in that band. So every step
 * rounds exactly as binary64 with an unbounded exponent would, and the
 * algorithms are those of xp (grow-expansion with zero elimination, FMA
 * products): the signs are exact. No long double anywhere (its format
 * differs between platforms, and under gcc's -mlong-double-64 libm's long
 * double functions would get the wrong argument format). */
/* The band and the step are worked out for binary64 (2^-768 - 53 bits
 * stays above the smallest normal 2^-1022, 2^512 below the largest). */
_Static_assert(DBL_MANT_DIG == 53 && DBL_MIN_EXP == -1021 && DBL_MAX_EXP == 1024, "xw needs binary64 doubles");
#define XW_STEP 0x1p512
#define XW_STEP_INV 0x1p-512
#define XW_HI 0x1p256
#define XW_LO 0x1p-256

typedef struct xw_num {
    double m;
    int k;
} xw_num;

/* An expansion of cap components at c (scratch of the caller's frame). */
typedef struct xw {
    int n, cap;
    xw_num *c; /* increasing magnitude, non-overlapping, no zeros */
} xw;

/* A scratch expansion named NAME of CAP components, on the stack. */
#define XW_DECL(NAME, CAP)                                                                                       \
    xw_num NAME##_buf[CAP];                                                                                        \
    xw NAME = {0, CAP, NAME##_buf}

/* m 2^(512 k) with m brought into the band (m != 0; at most two steps). */
static inline xw_num xw_norm(double m, int k)
{
    while (fabs(m) >= XW_HI) {
        m *= XW_STEP_INV;
        k++;
    }
    while (fabs(m) < XW_LO) {
        m *= XW_STEP;
        k--;
    }
    return (xw_num){m, k};
}

/* x + h = a + b exactly, x the sum rounded (a, b not zero). */
static inline void xw_two_sum(xw_num a, xw_num b, xw_num *x, xw_num *h)
{
    int d = a.k - b.k;
    if (d > 1 || d < -1) {
        *x = d > 0 ? a : b;
        *h = d > 0 ? b : a;
        return;
    }
    int k = d < 0 ? b.k : a.k;
    double am = d < 0 ? a.m * XW_STEP_INV : a.m, bm = d > 0 ? b.m * XW_STEP_INV : b.m;
    double s = am + bm, bv = s - am, av = s - bv;
    double e = (am - av) + (bm - bv);
    *x = *h = (xw_num){0, 0};
    if (s != 0)
        *x = xw_norm(s, k);
    if (e != 0)
        *h = xw_norm(e, k);
}

/* e with fewer components, same value (Shewchuk's Compress, in place: a
 * sweep down from the largest component, then up; non-overlapping out).
 * Products cost the product of the component counts: compressed first,
 * the degree-6 terms here come from a few components instead of dozens. */
static inline void xw_compress(xw *e)
{
    int m = e->n;
    if (m < 2)
        return;
    xw_num *c = e->c, Q = c[m - 1], x, q;
    int bottom = m - 1;
    for (int i = m - 2; i >= 0; i--) {
        xw_two_sum(Q, c[i], &x, &q);
        if (q.m != 0) {
            c[bottom--] = x;
            Q = q;
        } else
            Q = x;
    }
    c[bottom] = Q;
    int top = 0;
    for (int i = bottom + 1; i < m; i++) {
        xw_two_sum(c[i], Q, &x, &q);
        Q = x;
        if (q.m != 0)
            c[top++] = q;
    }
    c[top++] = Q;
    e->n = top;
}

/* e += b (Shewchuk's grow-expansion with zero elimination). The sum has at
 * most one component more than e, so only a full e can lose one: a full e
 * is compressed first (same value; the many small pieces a sum of products
 * leaves compress into a few). Only if e is still full after that is its
 * smallest component dropped, never the largest. That is not proved
 * impossible: exact.c bounds its small buffers by counting, but sizes its
 * degree-4 and degree-6 ones (256) from the most components seen, and
 * rpoly.c's (512) likewise. Counted over the geometry tests and four 100,000- to
 * 300,000-pair check files, no buffer came within two components of full
 * after a compression; debug builds (the sanitizer tests) assert that none
 * is full. */
static inline void xw_grow(xw *e, xw_num b)
{
    if (b.m == 0)
        return;
    if (e->n == e->cap) {
        xw_compress(e);
        assert(e->n < e->cap);
    }
    xw_num q = b;
    int m = 0;
    for (int i = 0; i < e->n; i++) {
        xw_num x, h;
        if (q.m == 0) {
            x = e->c[i];
            h = (xw_num){0, 0};
        } else
            xw_two_sum(q, e->c[i], &x, &h);
        q = x;
        if (h.m != 0)
            e->c[m++] = h;
    }
    if (q.m != 0) {
        if (m == e->cap) {
            for (int i = 1; i < m; i++)
                e->c[i - 1] = e->c[i];
            m--;
        }
        e->c[m++] = q;
    }
    e->n = m;
}

static inline void xw_grow_d(xw *e, double b)
{
    if (b != 0)
        xw_grow(e, xw_norm(b, 0));
}

/* acc += sign * a * b, exactly (sign +-1, or +-4). */
static inline void xw_mul_add(xw *acc, const xw *a, const xw *b, double sign)
{
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            double am = a->c[i].m, bm = b->c[j].m;
            int k = a->c[i].k + b->c[j].k;
            double p = am * bm, err = fma(am, bm, -p);
            xw_grow(acc, xw_norm(sign * p, k));
            if (err != 0)
                xw_grow(acc, xw_norm(sign * err, k));
        }
}

static inline void xw_copy(xw *dst, const xw *src)
{
    int n = src->n < dst->cap ? src->n : dst->cap; /* the largest ones */
    for (int i = 0; i < n; i++)
        dst->c[i] = src->c[src->n - n + i];
    dst->n = n;
}

static inline int xw_sign(const xw *e)
{
    if (e->n == 0)
        return 0;
    double top = e->c[e->n - 1].m;
    return (top > 0) - (top < 0);
}


#endif
