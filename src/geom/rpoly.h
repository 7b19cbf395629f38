/*
 * rpoly.h: exact signs of polynomials built at run time (ray.c, sweep_sector.c,
 * near_sector.c).
 * Not public API.
 *
 * A FACTOR is the exact sum of up to four input doubles (such as
 * A.x - P.x - D.x); a monomial is +-1 times a product of up to RP_DEG
 * factors; a polynomial is a sum of up to RP_MONO monomials. p_sign gives
 * its exact sign: evaluated in doubles with an a-priori error bound, and
 * again with exact expansions (Shewchuk) when the bound cannot decide.
 * p_val gives its value within a few ulps (the rounded exact value where
 * the doubles may have cancelled). No term overflows or underflows for
 * polynomials of degree <= 4 in lengths of the accepted range (see exact.c).
 */
#ifndef HD_RPOLY_H
#define HD_RPOLY_H

#include <assert.h>
#include <math.h>
#include <stdbool.h>
#include <float.h>
#include <stdint.h>
#include <string.h>

#include <hitdemo/vec2.h>

#include "hd_compiler.h"


/* ---- exact expansions ---------------------------------------------------------- */

/* Non-overlapping components in increasing magnitude, no zeros (Shewchuk).
 * Compressed after every product, so a value here (degree <= 4 in lengths)
 * keeps a few dozen components at most; should the buffer ever fill, the
 * smallest component is dropped, never the largest (which has the sign). */
#define EX_CAP 128

typedef struct ex {
    int n;
    double c[EX_CAP];
} ex;

static inline void ex_grow(ex *e, double b)
{
    double q = b;
    int m = 0;
    for (int i = 0; i < e->n; i++) {
        double x = q + e->c[i], bv = x - q, av = x - bv;
        double h = (q - av) + (e->c[i] - bv);
        q = x;
        if (h != 0)
            e->c[m++] = h;
    }
    if (q != 0) {
        if (m == EX_CAP) {
            memmove(e->c, e->c + 1, (size_t)(m - 1) * sizeof e->c[0]);
            m--;
        }
        e->c[m++] = q;
    }
    e->n = m;
}

/* Shewchuk's compress, in place. */
static inline void ex_compress(ex *e)
{
    if (e->n < 2)
        return;
    double *h = e->c;
    int bottom = e->n - 1;
    double Q = h[bottom];
    for (int i = e->n - 2; i >= 0; i--) {
        double enow = h[i], Qn = Q + enow, bv = Qn - Q, q = enow - bv;
        if (q != 0) {
            h[bottom--] = Qn;
            Q = q;
        } else
            Q = Qn;
    }
    int top = 0;
    for (int i = bottom + 1; i < e->n; i++) {
        double hnow = h[i], Qn = hnow + Q, bv = Qn - hnow, q = Q - bv;
        if (q != 0)
            h[top++] = q;
        Q = Qn;
    }
    h[top++] = Q;
    e->n = top;
}

/* out = a * b exactly (out distinct from a and b). */
static inline void ex_mul(ex *out, const ex *a, const ex *b)
{
    out->n = 0;
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            double p = a->c[i] * b->c[j];
            double err = fma(a->c[i], b->c[j], -p);
            ex_grow(out, p);
            ex_grow(out, err);
        }
    ex_compress(out);
}

static inline int ex_sign(const ex *e)
{
    if (e->n == 0)
        return 0;
    double top = e->c[e->n - 1];
    return (top > 0) - (top < 0);
}

static inline double ex_approx(const ex *e)
{
    double s = 0;
    for (int i = 0; i < e->n; i++)
        s += e->c[i];
    return s;
}

/* ---- polynomials over factors --------------------------------------------------- */

/* A factor: the exact sum of up to four doubles. A monomial: +-1 times a
 * product of factors. A polynomial: a sum of monomials. */
#define RP_FAC 64
#define RP_MONO 40
#define RP_DEG 8

/* The range of magnitudes on which the double filter is proved, per
 * component of a factor: a factor with a non-zero component outside it is
 * WIDE, and every polynomial that uses it is evaluated in expansions with a
 * wide exponent (xwide.h), exact whatever the numbers, with no filter.
 * Otherwise the filter decides where it can, and the exact value comes from
 * double expansions (ex) only where they are exact: every product they form
 * must stay a multiple of the subnormal grain 2^-1074 and below the
 * overflow. Each factor records the exponent of the lowest set bit of its
 * components (grain) and that of its magnitude sum (top); a monomial's
 * product is a multiple of 2^(sum of its grains) and below 2^(sum of its
 * tops + its degree), so p_ex_ok says from those sums (for a square, twice
 * them) whether ex may be used, else the wide expansions are. Decided per
 * factor when it is made, so a context needs no other set-up than nf = 0. */
#define RP_SAFE_LO 0x1p-100
#define RP_SAFE_HI 0x1p120
/* ex's products stay exact from 2^RP_EX_LO to 2^RP_EX_HI */
#define RP_EX_LO (-1074)
#define RP_EX_HI 1000

typedef struct rctx {
    int nf;
    double v[RP_FAC][4];
    int k[RP_FAC];
    double fv[RP_FAC], fm[RP_FAC]; /* rounded value, sum of magnitudes */
    bool wide[RP_FAC];
    short grain[RP_FAC], top[RP_FAC]; /* see RP_SAFE_LO: lowest set bit, and ilogb of fm */
} rctx;

_Static_assert(DBL_MANT_DIG == 53 && DBL_MAX_EXP == 1024 && sizeof(double) == 8, "rp_low_bit reads binary64 bits");

/* The exponent of the lowest set bit of a (a != 0, finite; binary64):
 * from its bits, the significand with its hidden bit (none if subnormal). */
static inline int rp_low_bit(double a)
{
    uint64_t u;
    memcpy(&u, &a, sizeof u);
    int e = (int)((u >> 52) & 0x7ff);
    uint64_t q = u & 0xfffffffffffffull;
    if (e)
        q |= 1ull << 52;
    else
        e = 1;
#if defined(__GNUC__)
    int z = __builtin_ctzll(q);
#else
    int z = 0;
    while (!(q >> z & 1))
        z++;
#endif
    return e - 1075 + z;
}

/* ilogb(a) for a > 0: read from the exponent bits where a is normal (the
 * same value), the library's otherwise (subnormal, infinite). */
static inline int rp_ilogb(double a)
{
    uint64_t u;
    memcpy(&u, &a, sizeof u);
    int e = (int)((u >> 52) & 0x7ff);
    return e != 0 && e != 0x7ff ? e - 1023 : ilogb(a);
}

typedef struct rmono {
    signed char s;
    unsigned char k;
    unsigned char f[RP_DEG];
} rmono;

typedef struct rpoly {
    int n;
    rmono m[RP_MONO];
} rpoly;

typedef struct fvec {
    int x, y;
} fvec;

static inline int fac4(rctx *c, double a, double b, double d, double e, int k)
{
    assert(c->nf < RP_FAC);
    int i = c->nf++;
    c->v[i][0] = a;
    c->v[i][1] = b;
    c->v[i][2] = d;
    c->v[i][3] = e;
    c->k[i] = k;
    double s = 0, m = 0;
    bool wide = false;
    int grain = 0;
    for (int j = 0; j < k; j++) {
        double a = fabs(c->v[i][j]);
        s += c->v[i][j];
        m += a;
        if (a != 0) {
            int g = rp_low_bit(a);
            grain = g < grain ? g : grain;
            wide |= a < RP_SAFE_LO || a > RP_SAFE_HI;
        }
    }
    c->fv[i] = s;
    c->fm[i] = m;
    c->wide[i] = wide;
    c->grain[i] = (short)grain;
    c->top[i] = (short)(m > 0 ? rp_ilogb(m) + 1 : 0);
    return i;
}
static inline int fac3(rctx *c, double a, double b, double d, int k) { return fac4(c, a, b, d, 0, k); }
static inline int fac1(rctx *c, double a) { return fac3(c, a, 0, 0, 1); }
static inline int fac2(rctx *c, double a, double b) { return fac3(c, a, b, 0, 2); }

static inline fvec fv1(rctx *c, hd_vec2 a) { return (fvec){fac1(c, a.x), fac1(c, a.y)}; }
/* a - b */
static inline fvec fvd(rctx *c, hd_vec2 a, hd_vec2 b) { return (fvec){fac2(c, a.x, -b.x), fac2(c, a.y, -b.y)}; }
/* a + b - e */
static inline fvec fvd3(rctx *c, hd_vec2 a, hd_vec2 b, hd_vec2 e)
{
    return (fvec){fac3(c, a.x, b.x, -e.x, 3), fac3(c, a.y, b.y, -e.y, 3)};
}

static inline rpoly p_f(int f)
{
    rpoly p;
    p.n = 1;
    p.m[0].s = 1;
    p.m[0].k = 1;
    p.m[0].f[0] = (unsigned char)f;
    return p;
}

/* a + s b */
static inline rpoly p_add(rpoly a, const rpoly *b, int s)
{
    assert(a.n + b->n <= RP_MONO);
    for (int i = 0; i < b->n && a.n < RP_MONO; i++) {
        a.m[a.n] = b->m[i];
        a.m[a.n].s = (signed char)(a.m[a.n].s * s);
        a.n++;
    }
    return a;
}

/* Always inlined: gcc builds a returned rpoly (404 bytes) in a local and
 * copies all of it out, a copy that cost as much as the product; inlined,
 * the product is built where the caller keeps it. */
HD_ALWAYS_INLINE rpoly p_mul(const rpoly *a, const rpoly *b)
{
    rpoly p;
    p.n = 0;
    assert(a->n * b->n <= RP_MONO);
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n && p.n < RP_MONO; j++) {
            rmono m;
            m.s = (signed char)(a->m[i].s * b->m[j].s);
            m.k = (unsigned char)(a->m[i].k + b->m[j].k);
            assert(m.k <= RP_DEG);
            for (int q = 0; q < a->m[i].k; q++)
                m.f[q] = a->m[i].f[q];
            for (int q = 0; q < b->m[j].k && a->m[i].k + q < RP_DEG; q++)
                m.f[a->m[i].k + q] = b->m[j].f[q];
            p.m[p.n++] = m;
        }
    return p;
}

static inline rpoly p_mul3(const rpoly *a, const rpoly *b, const rpoly *c)
{
    rpoly ab = p_mul(a, b);
    return p_mul(&ab, c);
}

/* s1 f1 g1 + s2 f2 g2 (two monomials of two factors): p_dot and p_cross,
 * built in place (the monomials p_mul and p_add gave, in their order). */
static inline rpoly p_two(int f1, int g1, int s2, int f2, int g2)
{
    rpoly p;
    p.n = 2;
    p.m[0].s = 1;
    p.m[0].k = 2;
    p.m[0].f[0] = (unsigned char)f1;
    p.m[0].f[1] = (unsigned char)g1;
    p.m[1].s = (signed char)s2;
    p.m[1].k = 2;
    p.m[1].f[0] = (unsigned char)f2;
    p.m[1].f[1] = (unsigned char)g2;
    return p;
}

static inline rpoly p_dot(fvec u, fvec v) { return p_two(u.x, v.x, 1, u.y, v.y); }

static inline rpoly p_cross(fvec u, fvec v) { return p_two(u.x, v.y, -1, u.y, v.x); }

static inline rpoly p_sq(const rpoly *a) { return p_mul(a, a); }

/* In doubles: the value and the sum of the monomials' magnitudes; and, from
 * the same pass, whether p uses a wide factor (then the doubles are not
 * used: they may overflow, and p is evaluated in the wide expansions). */
static inline bool p_eval_w(const rctx *c, const rpoly *p, double *v, double *M)
{
    double s = 0, m = 0;
    bool wide = false;
    for (int i = 0; i < p->n; i++) {
        double x = p->m[i].s, y = 1;
        for (int q = 0; q < p->m[i].k; q++) {
            int f = p->m[i].f[q];
            x *= c->fv[f];
            y *= c->fm[f];
            wide |= c->wide[f];
        }
        s += x;
        m += y;
    }
    *v = s;
    *M = m;
    return wide;
}

static inline void fac_ex(const rctx *c, int f, ex *e)
{
    e->n = 0;
    for (int i = 0; i < c->k[f]; i++)
        ex_grow(e, c->v[f][i]);
}

static inline void p_exact(const rctx *c, const rpoly *p, ex *acc)
{
    ex a, b, f;
    acc->n = 0;
    for (int i = 0; i < p->n; i++) {
        const rmono *m = &p->m[i];
        fac_ex(c, m->f[0], &a);
        for (int q = 1; q < m->k; q++) {
            fac_ex(c, m->f[q], &f);
            ex_mul(&b, &a, &f);
            a = b;
        }
        for (int j = 0; j < a.n; j++)
            ex_grow(acc, m->s * a.c[j]);
        ex_compress(acc);
    }
}

/* ---- wide polynomials ----------------------------------------------------------- */

/* The lowest grain and the highest top over p's monomials (negative grains
 * and positive tops summed: a bound for every partial product too). */
static inline void p_range(const rctx *c, const rpoly *p, int *lo, int *hi)
{
    *lo = 0;
    *hi = 0;
    for (int i = 0; i < p->n; i++) {
        int g = 0, t = 0;
        for (int q = 0; q < p->m[i].k; q++) {
            int f = p->m[i].f[q];
            g += c->grain[f] < 0 ? c->grain[f] : 0;
            t += c->top[f] > 0 ? c->top[f] : 0;
        }
        *lo = g < *lo ? g : *lo;
        *hi = t > *hi ? t : *hi;
    }
}

/* May p's exact value come from double expansions (every product exact)? */
static inline bool p_ex_ok(const rctx *c, const rpoly *p)
{
    int lo, hi;
    p_range(c, p, &lo, &hi);
    return lo >= RP_EX_LO && hi <= RP_EX_HI;
}

/* The wide evaluations (rpoly.c, out of line: their scratch stays off the
 * frames of the common calls): p's sign, p's value within a few ulps, and
 * the sign of A^2 - B^2 Q; exact whatever the numbers. */
int hd__p_sign_wide(const rctx *c, const rpoly *p);
double hd__p_val_wide(const rctx *c, const rpoly *p);
int hd__p_sign_a2_b2q_wide(const rctx *c, const rpoly *A, const rpoly *B, const rpoly *Q);

/* The bound: each factor (a sum of up to four doubles) is within 3 ulps of
 * its magnitude, each product and sum adds one (at most 8 factors and 40
 * monomials: under 8 * 3 + 8 + 40 ulps, 8e-15): below 2e-14 of the sum of
 * magnitudes. Exact expansions stay exact while every product is a
 * multiple of the subnormal grain 2^-1074 and below the overflow: factors
 * whose components lie within [RP_SAFE_LO, RP_SAFE_HI] keep the products
 * of the polynomials here (degree <= 8) inside the range of doubles; a
 * polynomial with a factor outside it is wide and never reaches the
 * filter or these expansions (hd__p_sign_wide and friends, rpoly.c). */
#define RP_BOUND 2e-14

static inline int p_sign(const rctx *c, const rpoly *p)
{
    double v, M;
    if (p_eval_w(c, p, &v, &M))
        return hd__p_sign_wide(c, p);
    if (M == 0) /* every monomial has a zero factor (products of non-zero magnitudes stay normal) */
        return 0;
    if (fabs(v) > RP_BOUND * M)
        return (v > 0) - (v < 0);
    if (!p_ex_ok(c, p))
        return hd__p_sign_wide(c, p);
    ex e;
    p_exact(c, p, &e);
    return ex_sign(&e);
}

/* The value, within about 4e-14 relative (doubles when they cannot have
 * cancelled, else the rounded exact value, within a few ulps). */
static inline double p_val(const rctx *c, const rpoly *p)
{
    double v, M;
    if (p_eval_w(c, p, &v, &M))
        return hd__p_val_wide(c, p);
    if (fabs(v) >= 0.5 * M)
        return v;
    if (!p_ex_ok(c, p))
        return hd__p_val_wide(c, p);
    ex e;
    p_exact(c, p, &e);
    return ex_approx(&e);
}
/* sign(A + B sqrt(Q)) for Q > 0, exact: where A and B differ in sign, that
 * of A^2 - B^2 Q (times sign A). */
static inline int p_sign_aq(const rctx *c, const rpoly *A, const rpoly *B, const rpoly *Q)
{
    int sa = p_sign(c, A), sb = p_sign(c, B);
    if (sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sb;
    rpoly a2 = p_sq(A), b2 = p_sq(B);
    rpoly b2q = p_mul(&b2, Q);
    a2 = p_add(a2, &b2q, -1);
    return sa * p_sign(c, &a2);
}

/* A + B sqrt(Q) within a few ulps: where it would cancel, (A^2 - B^2 Q) /
 * (A - B sqrt(Q)) with the numerator rounded from its exact value. */
static inline double p_val_aq(const rctx *c, const rpoly *A, const rpoly *B, const rpoly *Q)
{
    double a = p_val(c, A), b = p_val(c, B), q = sqrt(p_val(c, Q));
    double bq = b * q;
    if (a == 0 || bq == 0 || (a > 0) == (bq > 0))
        return a + bq;
    rpoly a2 = p_sq(A), b2 = p_sq(B);
    rpoly b2q = p_mul(&b2, Q);
    a2 = p_add(a2, &b2q, -1);
    return p_val(c, &a2) / (a - bq);
}

/* The constant k (a factor), and k times p. */
static inline rpoly p_k(rctx *c, double k) { return p_f(fac1(c, k)); }

static inline rpoly p_scale(rctx *c, double k, const rpoly *p)
{
    rpoly kk = p_k(c, k);
    return p_mul(&kk, p);
}

/* sign(A + B sqrt(Q)) for Q >= 0 (Q == 0 included), exact, for A and B of any size rpoly
 * allows (p_sign_aq squares them as polynomials, which needs few
 * monomials): where A and B differ in sign, A^2 - B^2 Q is filtered in
 * doubles and else taken from exact expansions. The filter: p_eval's
 * values are within RP_BOUND of their magnitude sums MA, MB, MQ, so
 * A^2 - B^2 Q is within (3.1 RP_BOUND + 2^-50) (MA^2 + MB^2 MQ) of the
 * value in doubles, under 4 RP_BOUND of it. */
static inline int p_sign_aq_big(rctx *c, const rpoly *A, const rpoly *B, const rpoly *Q)
{
    int sb = p_sign(c, B);
    if (sb == 0 || p_sign(c, Q) == 0)
        return p_sign(c, A);
    int sa = p_sign(c, A);
    if (sa == 0 || sa == sb)
        return sb;
    double va, ma, vb, mb, vq, mq;
    bool wa = p_eval_w(c, A, &va, &ma), wb = p_eval_w(c, B, &vb, &mb), wq = p_eval_w(c, Q, &vq, &mq);
    if (wa || wb || wq)
        return sa * hd__p_sign_a2_b2q_wide(c, A, B, Q);
    double v = va * va - vb * vb * vq, bound = 4 * RP_BOUND * (ma * ma + mb * mb * mq);
    if (bound > 0x1p-900 && fabs(v) > bound) /* (a bound near underflow proves nothing) */
        return sa * ((v > 0) - (v < 0));
    int la, ha, lb, hb, lq, hq;
    p_range(c, A, &la, &ha);
    p_range(c, B, &lb, &hb);
    p_range(c, Q, &lq, &hq);
    if (2 * la < RP_EX_LO || 2 * lb + lq < RP_EX_LO || 2 * ha > RP_EX_HI || 2 * hb + hq > RP_EX_HI)
        return sa * hd__p_sign_a2_b2q_wide(c, A, B, Q);
    ex EA, EB, EQ, a2, b2, b2q;
    p_exact(c, A, &EA);
    p_exact(c, B, &EB);
    p_exact(c, Q, &EQ);
    ex_mul(&a2, &EA, &EA);
    ex_mul(&b2, &EB, &EB);
    ex_mul(&b2q, &b2, &EQ);
    for (int i = 0; i < b2q.n; i++)
        ex_grow(&a2, -b2q.c[i]);
    ex_compress(&a2);
    return sa * ex_sign(&a2);
}

static inline rpoly p_neg(rpoly a)
{
    for (int i = 0; i < a.n; i++)
        a.m[i].s = (signed char)-a.m[i].s;
    return a;
}

#endif
