/*
 * rpoly.c: rpoly.h's polynomials evaluated in expansions with a wide
 * exponent (xwide.h), for those that use a WIDE factor (a component outside
 * [RP_SAFE_LO, RP_SAFE_HI], where the double expansions and filters are not
 * proved): exact whatever the numbers, no filter.
 */
#include <math.h>

#include "rpoly.h"
#include "xwide.h"

/* Expansions of a polynomial's value: RP_XW_CAP components (the most seen
 * is a few dozen; a sum of products that fills one is compressed by
 * xw_grow before it grows further). */
#define RP_XW_CAP 512

/* acc += sign * a * b, then compressed (the products' leftovers are many
 * small pieces). */
static void mul_add_compress(xw *acc, const xw *a, const xw *b, double sign)
{
    xw_mul_add(acc, a, b, sign);
    xw_compress(acc);
}

static inline void fac_xw(const rctx *c, int f, xw *e)
{
    e->n = 0;
    for (int i = 0; i < c->k[f]; i++)
        xw_grow_d(e, c->v[f][i]);
}

/* acc = the exact value of p (acc's cap RP_XW_CAP). */
static inline void p_exact_w(const rctx *c, const rpoly *p, xw *acc)
{
    XW_DECL(a, RP_XW_CAP);
    XW_DECL(b, RP_XW_CAP);
    XW_DECL(f, 8);
    acc->n = 0;
    for (int i = 0; i < p->n; i++) {
        const rmono *m = &p->m[i];
        a.n = 0;
        xw_grow_d(&a, 1);
        for (int q = 0; q < m->k; q++) {
            fac_xw(c, m->f[q], &f);
            b.n = 0;
            mul_add_compress(&b, &a, &f, 1.0);
            xw_copy(&a, &b);
        }
        for (int j = 0; j < a.n; j++)
            xw_grow(acc, (xw_num){m->s * a.c[j].m, a.c[j].k});
        xw_compress(acc);
    }
}

/* A wide expansion's value in doubles (summed from its smallest
 * component: within a few ulps where the value is a double). */
static inline double xw_approx(const xw *e)
{
    double s = 0;
    for (int i = 0; i < e->n; i++)
        s += ldexp(e->c[i].m, 512 * e->c[i].k);
    return s;
}

int hd__p_sign_wide(const rctx *c, const rpoly *p)
{
    XW_DECL(w, RP_XW_CAP);
    p_exact_w(c, p, &w);
    return xw_sign(&w);
}

double hd__p_val_wide(const rctx *c, const rpoly *p)
{
    XW_DECL(w, RP_XW_CAP);
    p_exact_w(c, p, &w);
    return xw_approx(&w);
}

int hd__p_sign_a2_b2q_wide(const rctx *c, const rpoly *A, const rpoly *B, const rpoly *Q)
{
    XW_DECL(WA, RP_XW_CAP);
    XW_DECL(WB, RP_XW_CAP);
    XW_DECL(WQ, RP_XW_CAP);
    XW_DECL(b2, RP_XW_CAP);
    XW_DECL(acc, RP_XW_CAP);
    p_exact_w(c, A, &WA);
    p_exact_w(c, B, &WB);
    p_exact_w(c, Q, &WQ);
    mul_add_compress(&acc, &WA, &WA, 1.0);
    mul_add_compress(&b2, &WB, &WB, 1.0);
    mul_add_compress(&acc, &b2, &WQ, -1.0);
    return xw_sign(&acc);
}

