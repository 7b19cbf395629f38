/*
 * arc_ref_ldbl.c: the arc/arc crossing predicate as it was before the
 * portable wide-exponent expansions (exact.c, xw): expansions of x87
 * 80-bit long doubles (64-bit mantissa, 15-bit exponent) with fmal
 * products, verbatim but for the names. A reference for tests and the
 * bench, compiled only where long double is that format (x86, x86-64
 * without -mlong-double-64); elsewhere HD_REF_LDBL is 0 and it is empty.
 */
#include "arc_ref_ldbl.h"

#if HD_REF_LDBL

#include <math.h>

#define REF_CAP 256

/* The expansion operations, written once for both component types (xp of
 * doubles here, xl of long doubles below):
 *  GROW(e, b):          adds b to e in place (Shewchuk's grow-expansion with
 *                       zero elimination; should the buffer fill, the
 *                       smallest component is dropped, never the largest);
 *  MUL_ADD(acc, a, b, sign): acc += sign * a * b, exactly (FMA gives each
 *                       product's rounding error);
 *  SUM2(e, a, b):       e = a + b exactly for doubles a, b (b may be negated);
 *  SIGN(e):             the sign of e's value (that of its largest component). */
#define XP_DEFINE_OPS(T, REAL, FMA, GROW, MUL_ADD, SUM2, SIGN)                      \
    static void GROW(T *e, REAL b)                                                 \
    {                                                                              \
        REAL q = b;                                                                \
        int m = 0;                                                                 \
        for (int i = 0; i < e->n; i++) {                                           \
            REAL x = q + e->c[i], bv = x - q, av = x - bv;                         \
            REAL h = (q - av) + (e->c[i] - bv); /* two-sum: x + h = q + c[i] */    \
            q = x;                                                                 \
            if (h != 0)                                                            \
                e->c[m++] = h;                                                     \
        }                                                                          \
        if (q != 0) {                                                              \
            if (m == REF_CAP) {                                                     \
                for (int i = 1; i < m; i++)                                        \
                    e->c[i - 1] = e->c[i];                                         \
                m--;                                                               \
            }                                                                      \
            e->c[m++] = q;                                                         \
        }                                                                          \
        e->n = m;                                                                  \
    }                                                                              \
    static void MUL_ADD(T *acc, const T *a, const T *b, REAL sign)                 \
    {                                                                              \
        for (int i = 0; i < a->n; i++)                                             \
            for (int j = 0; j < b->n; j++) {                                       \
                REAL p = a->c[i] * b->c[j];                                        \
                REAL err = FMA(a->c[i], b->c[j], -p);                              \
                GROW(acc, sign * p);                                               \
                GROW(acc, sign * err);                                             \
            }                                                                      \
    }                                                                              \
    static void SUM2(T *e, double a, double b)                                     \
    {                                                                              \
        e->n = 0;                                                                  \
        GROW(e, a);                                                                \
        GROW(e, b);                                                                \
    }                                                                              \
    static int SIGN(const T *e)                                                    \
    {                                                                              \
        if (e->n == 0)                                                             \
            return 0;                                                              \
        REAL top = e->c[e->n - 1];                                                 \
        return (top > 0) - (top < 0);                                              \
    }

typedef struct xl {
    int n;
    long double c[REF_CAP];
} xl;

XP_DEFINE_OPS(xl, long double, fmal, xl_grow, xl_mul_add, xl_set2, xl_sign)


/* The value, summed from the smallest component, as a double (0 or +-inf
 * never arise here: every value is a degree-4 term at most, within range). */
static double xl_approx(const xl *e)
{
    long double s = 0;
    for (int i = 0; i < e->n; i++)
        s += e->c[i];
    return (double)s;
}

/* sign(alpha + beta sqrt(D)) for expansions alpha, beta, D (D >= 0). */
static int sign_sqrt_form2(const xl *alpha, const xl *beta, const xl *D)
{
    int sa = xl_sign(alpha), sb = xl_sign(beta), sd = xl_sign(D);
    if (sd == 0 || sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sa == 0 ? sb : sa;
    static _Thread_local xl AA, BB, acc;
    AA.n = BB.n = 0;
    xl_mul_add(&AA, alpha, alpha, 1.0L);
    xl_mul_add(&BB, beta, beta, 1.0L);
    acc = AA;
    xl_mul_add(&acc, &BB, D, -1.0L);
    int t = xl_sign(&acc);
    return t > 0 ? sa : t < 0 ? sb : 0;
}

/* For the direction v = F w + s sqrt(D) wp (wp = w turned +90 degrees) and
 * a ray u: the signs of cross(u, v) and dot(u, v), exact. With
 * cu = cross(u, w) and du = dot(u, w): cross(u, v) = F cu + s sqrt(D) du,
 * dot(u, v) = F du - s sqrt(D) cu. */
static void sqrt_dir_signs(hd_vec2 u, const xl *F, int s, const xl *D, const xl *WX, const xl *WY, int *cr, int *dt)
{
    static _Thread_local xl U, CU, DU, A, B;
    CU.n = DU.n = 0;
    U.n = 0;
    xl_grow(&U, u.x);
    xl_mul_add(&CU, &U, WY, 1.0L);
    xl_mul_add(&DU, &U, WX, 1.0L);
    U.n = 0;
    xl_grow(&U, u.y);
    xl_mul_add(&CU, &U, WX, -1.0L);
    xl_mul_add(&DU, &U, WY, 1.0L);
    static _Thread_local xl S;
    S.n = 0;
    xl_grow(&S, (long double)s);
    A.n = B.n = 0;
    xl_mul_add(&A, F, &CU, 1.0L);
    xl_mul_add(&B, &DU, &S, 1.0L);
    *cr = sign_sqrt_form2(&A, &B, D);
    A.n = B.n = 0;
    xl_mul_add(&A, F, &DU, 1.0L);
    xl_mul_add(&B, &CU, &S, -1.0L);
    *dt = sign_sqrt_form2(&A, &B, D);
}

/* The same values in doubles, with error bounds: f, d, wx, wy rounded from
 * F, D, w; ef and ed bound their errors; each sign is returned where the
 * rounded value clears its bound, else 2 (undecided). */
typedef struct sqrt_dir_approx {
    double f, ef, d, ed, wx, wy;
} sqrt_dir_approx;

static int approx_sign(double v, double err) { return v > err ? 1 : v < -err ? -1 : 2; }

/* Below this every value counts as undecided: products of the filter may
 * underflow there (an error of 2^-1074 each, far below it). */
#define TINY 0x1p-900

static void sqrt_dir_signs_approx(hd_vec2 u, const sqrt_dir_approx *a, int s, int *cr, int *dt)
{
    const double eps = 0x1p-50; /* a few units of the last place, generously */
    double cu = u.x * a->wy - u.y * a->wx, du = u.x * a->wx + u.y * a->wy;
    double U = (fabs(u.x) + fabs(u.y)) * (fabs(a->wx) + fabs(a->wy)); /* bounds |cu|, |du| */
    double ew = 4 * eps * U;                                             /* their errors (w rounded too) */
    double rd = sqrt(a->d > 0 ? a->d : 0), erd = sqrt(a->ed);          /* |sqrt(D) - rd| <= erd */
    double ea = (a->ef + eps * fabs(a->f)) * U + fabs(a->f) * ew;      /* error of f cu or f du */
    double eb = ew * (rd + erd) + U * erd;                               /* error of cu sqrt D or du sqrt D */
    double v1 = a->f * cu + s * du * rd, v2 = a->f * du - s * cu * rd;
    double slack = eps * (fabs(a->f) * U + U * rd) * 4 + TINY;
    *cr = approx_sign(v1, ea + eb + slack);
    *dt = approx_sign(v2, ea + eb + slack);
}

/* hd_in_range for the direction v = F w + s sqrt(D) wp: each sign from the
 * doubles when they clear their bound, else from the expansions. */
static bool sqrt_dir_in_range2(const hd_range *rg, const xl *F, int s, const xl *D, const xl *WX, const xl *WY,
                               const sqrt_dir_approx *ap)
{
    if (rg->full)
        return true;
    int c1, d1, c2, d2;
    sqrt_dir_signs_approx(rg->us, ap, s, &c1, &d1);
    if (c1 == 2 || d1 == 2)
        sqrt_dir_signs(rg->us, F, s, D, WX, WY, &c1, &d1);
    if (rg->zero)
        return c1 == 0 && d1 >= 0;
    sqrt_dir_signs_approx(rg->ue, ap, s, &c2, &d2);
    if (c2 == 2 || d2 == 2)
        sqrt_dir_signs(rg->ue, F, s, D, WX, WY, &c2, &d2);
    c2 = -c2; /* cross(v, ue) */
    if (rg->reflex)
        return c1 >= 0 || c2 >= 0;
    return c1 >= 0 && c2 >= 0 && (d1 >= 0 || d2 >= 0);
}

bool hd_ref_circles_cross_ldbl(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                                const hd_range *rg2, int s)
{
    if (rg1->full && rg2->full) /* two whole circles: both crossings count */
        return true;
    /* x - o1 = (A w + s sqrt(D) wp) / (2 L2), x - o2 = (B w + s sqrt(D) wp) / (2 L2)
     * with w = o2 - o1, L2 = |w|^2, A = L2 + R1^2 - R2^2, B = A - 2 L2,
     * D = 4 L2 R1^2 - A^2; all in long-double expansions (see xl). */
    static _Thread_local xl WX, WY, L2, RA, RB, A, B, D, R1R1, four, tmp;
    xl_set2(&WX, o2.x, -o1.x);
    xl_set2(&WY, o2.y, -o1.y);
    L2.n = 0;
    xl_mul_add(&L2, &WX, &WX, 1.0L);
    xl_mul_add(&L2, &WY, &WY, 1.0L);
    RA.n = RB.n = four.n = 0;
    xl_grow(&RA, R1);
    xl_grow(&RB, R2);
    xl_grow(&four, 4.0L);
    R1R1.n = 0;
    xl_mul_add(&R1R1, &RA, &RA, 1.0L);
    A = L2;
    xl_mul_add(&A, &RA, &RA, 1.0L);
    xl_mul_add(&A, &RB, &RB, -1.0L);
    B = A;
    for (int i = 0; i < L2.n; i++)
        xl_grow(&B, -2.0L * L2.c[i]);
    tmp.n = 0;
    xl_mul_add(&tmp, &L2, &four, 1.0L);
    D.n = 0;
    xl_mul_add(&D, &tmp, &R1R1, 1.0L);
    xl_mul_add(&D, &A, &A, -1.0L);
    if (xl_sign(&D) < 0)
        return false;
    /* the doubles of the filter: rounded from the exact values, so each is
     * within an ulp of its value or, if it underflows, within TINY (the
     * bounds allow several ulps and TINY) */
    const double eps = 0x1p-50;
    double a = xl_approx(&A), b = xl_approx(&B), d = xl_approx(&D);
    sqrt_dir_approx ap1 = {a, eps * fabs(a) + TINY, d, eps * fabs(d) + TINY, xl_approx(&WX), xl_approx(&WY)};
    sqrt_dir_approx ap2 = {b, eps * fabs(b) + TINY, d, eps * fabs(d) + TINY, ap1.wx, ap1.wy};
    return sqrt_dir_in_range2(rg1, &A, s, &D, &WX, &WY, &ap1) && sqrt_dir_in_range2(rg2, &B, s, &D, &WX, &WY, &ap2);
}


#endif
