/*
 * numfmt.c: number text in and out without locale machinery.
 *
 * hd_format_double prints the text that the reference loop
 * (hd_format_double_ref: "%.15g", "%.16g", "%.17g", the first that strtod
 * reads back to d) prints, byte for byte. The fast path finds the same
 * text with exact integer arithmetic:
 *
 *   Integers below 10^15 are printed directly. Otherwise d = f * 2^e2 (f a
 *   53-bit integer) and E = floor(log10 d); the 17-digit scaled value
 *   d * 10^s (s = 16-E) = f * 5^s / 2^sh (sh = -e2-s) is an exact fraction
 *   of 128-bit integers when 0 <= s <= 32 and 0 <= sh <= 100, so its
 *   roundings to 15, 16 and 17 digits q (half to even, as printf rounds)
 *   and their distances to d are exact. A text reads back to d iff it lies
 *   within half an ulp of d (a quarter below a power of two; the bound
 *   included iff f is even, as strtod rounds ties to even):
 *   2 |q * 10^(17-P) * 2^sh - f*5^s| < 5^s.
 *
 * Outside that range (|d| below about 1e-16 or above about 2^52,
 * subnormals, inf, NaN) it calls the reference loop, which is then the
 * answer by definition.
 *
 * hd_scan_number reads short decimals (at most 19 significant digits, the
 * integer at most 2^53, a decimal exponent within +-22) as one correctly
 * rounded multiply or divide by an exact power of ten (Clinger's fast
 * path), which is the value strtod gives; anything else goes to strtod on a
 * copy, as before.
 */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geom_internal.h"

/* The digit arithmetic reads a double's bits through a uint64_t: binary64
 * (asserted in geom_internal.h) stored in the integers' byte order. */
_Static_assert(sizeof(double) == sizeof(uint64_t), "a double's bits are read as a uint64_t");
#if defined(__FLOAT_WORD_ORDER__) && defined(__BYTE_ORDER__) && __FLOAT_WORD_ORDER__ != __BYTE_ORDER__
#error "doubles stored in another word order than integers: numfmt.c reads their bits as a uint64_t"
#endif

/* HD_NUMFMT_PORTABLE_TEST: this file compiled a second time into the test
 * of the portable 128-bit arithmetic (tests/geom), its functions renamed
 * so that both versions live in one program. */
#ifdef HD_NUMFMT_PORTABLE_TEST
#define HD_NO_INT128 1
#define hd_format_double hd_format_double_portable
#define hd_format_double_ref hd_format_double_ref_portable
#define hd_scan_number hd_scan_number_portable
#define hd_scan_number_ref hd_scan_number_ref_portable
int hd_format_double_portable(double d, char *buf, size_t n);
int hd_format_double_ref_portable(double d, char *buf, size_t n);
size_t hd_scan_number_portable(const char *s, double *out);
size_t hd_scan_number_ref_portable(const char *s, double *out);
#endif

/* What the bit-level code assumes of the platform. */
_Static_assert(sizeof(double) == 8 && sizeof(uint64_t) == 8, "double is IEEE 754 binary64");
_Static_assert(DBL_MANT_DIG == 53 && DBL_MAX_EXP == 1024 && FLT_RADIX == 2, "double is IEEE 754 binary64");
_Static_assert(CHAR_BIT == 8, "8-bit bytes");

/* ---- unsigned 128-bit integers: the compiler's, or two 64-bit halves ------
 *
 * Only what the printer needs: products of 64-bit numbers, shifts, sums,
 * differences and compares, all modulo 2^128 (no value here reaches 2^128).
 * HD_NO_INT128 (CMake option HD_PORTABLE_INT128) takes the halves even
 * where the compiler has unsigned __int128. */
#if defined(__SIZEOF_INT128__) && !defined(HD_NO_INT128)
__extension__ typedef unsigned __int128 u128;
static inline u128 u128_of(uint64_t a) { return a; }
static inline u128 u128_mul(uint64_t a, uint64_t b) { return (u128)a * b; }
static inline u128 u128_mul_lo(u128 a, uint64_t b) { return a * b; }
static inline u128 u128_shl(u128 a, int k) { return a << k; }
static inline uint64_t u128_shr64(u128 a, int k) { return (uint64_t)(a >> k); }
static inline u128 u128_add(u128 a, u128 b) { return a + b; }
static inline u128 u128_sub(u128 a, u128 b) { return a - b; }
static inline bool u128_lt(u128 a, u128 b) { return a < b; }
static inline bool u128_eq(u128 a, u128 b) { return a == b; }
#else
typedef struct u128 {
    uint64_t hi, lo;
} u128;
static inline u128 u128_of(uint64_t a) { return (u128){0, a}; }
/* The full product from 32-bit halves (each partial product fits 64 bits). */
static inline u128 u128_mul(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu); /* < 3 * 2^32 */
    return (u128){p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & 0xffffffffu)};
}
static inline u128 u128_mul_lo(u128 a, uint64_t b) /* a * b mod 2^128 */
{
    u128 r = u128_mul(a.lo, b);
    r.hi += a.hi * b;
    return r;
}
static inline u128 u128_shl(u128 a, int k) /* 0 <= k < 128 */
{
    if (k == 0)
        return a;
    if (k >= 64)
        return (u128){a.lo << (k - 64), 0};
    return (u128){(a.hi << k) | (a.lo >> (64 - k)), a.lo << k};
}
static inline uint64_t u128_shr64(u128 a, int k) /* low 64 bits of a >> k, 0 <= k < 128 */
{
    if (k == 0)
        return a.lo;
    if (k >= 64)
        return a.hi >> (k - 64);
    return (a.lo >> k) | (a.hi << (64 - k));
}
static inline u128 u128_add(u128 a, u128 b)
{
    uint64_t lo = a.lo + b.lo;
    return (u128){a.hi + b.hi + (lo < a.lo), lo};
}
static inline u128 u128_sub(u128 a, u128 b)
{
    return (u128){a.hi - b.hi - (a.lo < b.lo), a.lo - b.lo};
}
static inline bool u128_lt(u128 a, u128 b) { return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo); }
static inline bool u128_eq(u128 a, u128 b) { return a.hi == b.hi && a.lo == b.lo; }
#endif

static const uint64_t pow10_u64[20] = {
    1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull, 100000000ull,
    1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull, 10000000000000ull,
    100000000000000ull, 1000000000000000ull, 10000000000000000ull, 100000000000000000ull,
    1000000000000000000ull, 10000000000000000000ull,
};

/* 5^0 .. 5^27 (5^27 < 2^63). */
static const uint64_t pow5_u64[28] = {
    1ull, 5ull, 25ull, 125ull, 625ull, 3125ull, 15625ull, 78125ull, 390625ull, 1953125ull,
    9765625ull, 48828125ull, 244140625ull, 1220703125ull, 6103515625ull, 30517578125ull,
    152587890625ull, 762939453125ull, 3814697265625ull, 19073486328125ull, 95367431640625ull,
    476837158203125ull, 2384185791015625ull, 11920928955078125ull, 59604644775390625ull,
    298023223876953125ull, 1490116119384765625ull, 7450580596923828125ull,
};

static const double pow10_dbl[23] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
};

#define FAST_S_MAX 32

static u128 pow5(int s)
{
    if (s <= 27)
        return u128_of(pow5_u64[s]);
    return u128_mul(pow5_u64[27], pow5_u64[s - 27]);
}

int hd_format_double_ref(double d, char *buf, size_t n)
{
    char tmp[40];
    if (d == 0) /* keep -0 as 0: the sign of zero changes no answer */
        d = 0;
    for (int prec = 15; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, d);
        if (strtod(tmp, NULL) == d)
            break;
    }
    return snprintf(buf, n, "%s", tmp);
}

static const char two_digits[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

/* Writes the low n digits of v (v < 10^n, zero-padded) ending at end. */
static void put_digits32(char *end, uint32_t v, int n)
{
    while (n >= 2) {
        end -= 2;
        memcpy(end, two_digits + 2 * (v % 100), 2);
        v /= 100;
        n -= 2;
    }
    if (n)
        end[-1] = (char)('0' + v);
}

/* Count of decimal digits of v (> 0). */
static int digit_count(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
    int bits = 64 - __builtin_clzll(v);
#else
    int bits = 0;
    for (uint64_t w = v; w; w >>= 1)
        bits++;
#endif
    int k = (bits * 1233) >> 12; /* floor(log10(2^bits)): k or k - 1 */
    return k + (v >= pow10_u64[k]);
}

/* Writes the L decimal digits of v (10^(L-1) <= v < 10^L, L <= 19) to p. */
static void put_digits(char *p, uint64_t v, int L)
{
    if (L > 16) { /* three independent chunks of at most 8 digits */
        uint64_t hi = v / 100000000u;
        put_digits32(p + L, (uint32_t)(v % 100000000u), 8);
        put_digits32(p + L - 8, (uint32_t)(hi % 100000000u), 8);
        put_digits32(p + L - 16, (uint32_t)(hi / 100000000u), L - 16);
    } else if (L > 8) {
        put_digits32(p + L, (uint32_t)(v % 100000000u), 8);
        put_digits32(p + L - 8, (uint32_t)(v / 100000000u), L - 8);
    } else
        put_digits32(p + L, (uint32_t)v, L);
}

/* Writes the decimal digits of v (> 0) to p; returns their count. */
static int put_u64(char *p, uint64_t v)
{
    int k = digit_count(v);
    put_digits(p, v, k);
    return k;
}

/* Writes q (L digits, no trailing zero) with decimal exponent x in the
 * layout of "%.Pg" to p. The digits are written in place (copying them
 * from a scratch array would stall on store forwarding). */
static int layout(char *p, uint64_t q, int L, int P, int x)
{
    char *o = p;
    if (x < -4 || x >= P) {
        put_digits(o + 1, q, L);
        o[0] = o[1];
        if (L > 1) {
            o[1] = '.';
            o += L + 1;
        } else
            o++;
        *o++ = 'e';
        int ax = x;
        if (ax < 0) {
            *o++ = '-';
            ax = -ax;
        } else
            *o++ = '+';
        if (ax < 10)
            *o++ = '0';
        o += put_u64(o, (uint64_t)ax);
        return (int)(o - p);
    }
    if (x < 0) {
        *o++ = '0';
        *o++ = '.';
        for (int i = 0; i < -x - 1; i++)
            *o++ = '0';
        put_digits(o, q, L);
        return (int)(o - p) + L;
    }
    int ip = x + 1; /* digits before the point */
    if (L <= ip) {
        put_digits(o, q, L);
        for (int i = L; i < ip; i++)
            o[i] = '0';
        return ip;
    }
    put_digits(o + 1, q, L);
    for (int i = 0; i < ip; i++)
        o[i] = o[i + 1];
    o[ip] = '.';
    return L + 1;
}

/* One digit count of format_fast: *q = t / tenk rounded half to even,
 * where t and low (X mod 2^sh) stand for the exact X / 2^sh (see there)
 * and unit = 2^sh; true iff *q reads back to d. No shift here: multiples
 * of unit are products (a variable 128-bit shift costs more). */
static inline bool round_trip(uint64_t t, uint64_t tenk, u128 unit, u128 low, u128 lim, bool even, bool pow2,
                              uint64_t *q)
{
    uint64_t qq = t / tenk;
    u128 R = u128_add(u128_mul_lo(unit, t - qq * tenk), low);
    u128 full = u128_mul_lo(unit, tenk);
    u128 R2 = u128_add(R, R), delta;
    bool above = false;
    if (u128_lt(full, R2) || (u128_eq(R2, full) && (qq & 1))) {
        qq++;
        delta = u128_sub(full, R);
        above = true;
    } else
        delta = R;
    *q = qq;
    u128 twice = u128_add(delta, delta);
    if (!above && pow2)
        twice = u128_add(twice, twice);
    return u128_lt(twice, lim) || (u128_eq(twice, lim) && even);
}

/* The fast path: writes the text of d (finite, non-zero) to p (room for
 * 32) and returns its length, or 0 when d is outside its range. */
static int format_fast(double d, char *p)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int be = (int)((bits >> 52) & 0x7ff);
    if (be == 0 || be == 0x7ff)
        return 0;
    uint64_t f = (bits & ((1ull << 52) - 1)) | (1ull << 52);
    int e2 = be - 1075; /* |d| = f * 2^e2 */
    int x2 = be - 1023; /* floor(log2 |d|) */
    if (x2 > 51 || x2 < -60)
        return 0;
    char *o = p;
    if (bits >> 63)
        *o++ = '-';

    /* Integers below 10^15: "%.15g" prints them exactly. */
    if (e2 >= -52) {
        int sh = -e2;
        if ((f & ((1ull << sh) - 1)) == 0) {
            uint64_t v = f >> sh;
            if (v < pow10_u64[15]) {
                o += put_u64(o, v);
                return (int)(o - p);
            }
        }
    }

    /* E0 = floor(log10 2^x2) (the multiply is exact for |x2| < 1650), so
     * 10^E0 <= |d| < 2^(x2+1) < 2 * 10^(E0+1). The scaled value
     * t = floor(X / 2^sh), X = f * 5^s = |d| * 10^s * 2^sh, s = 16 - E0,
     * has 17 digits (wide = 0) or 18 below 2 * 10^17 (wide = 1, then
     * E = E0 + 1 and every digit count rounds one digit more of t). */
    int E0 = x2 >= 0 ? (x2 * 78913) >> 18 : -((-x2 * 78913 + (1 << 18) - 1) >> 18);
    int s = 16 - E0;
    int sh = -e2 - s;
    if (s < 0 || s > FAST_S_MAX || sh < 0 || sh > 100)
        return 0;
    u128 lim = pow5(s);
    u128 X = u128_mul_lo(lim, f);
    uint64_t t = u128_shr64(X, sh);
    int wide = t >= pow10_u64[17];
    int E = E0 + wide;
    /* P digits: q = X / (10^k 2^sh) rounded half to even, k = 17 + wide - P;
     * R = X - floor(q) 10^k 2^sh = (t mod 10^k) 2^sh + (X mod 2^sh). The
     * text q 10^(E+1-P) reads back to d iff its distance to d, which is
     * |q 10^k 2^sh - X| / (10^s 2^sh), is below half an ulp, 2^(e2-1):
     * 2 delta < 5^s (4 delta below a power of two), equality if f is even. */
    u128 unit = u128_shl(u128_of(1), sh);
    u128 low = u128_sub(X, u128_mul_lo(unit, t));
    bool even = (f & 1) == 0, pow2 = f == (1ull << 52);
    uint64_t q;
    int P;
    /* constant divisors in each branch: a multiply, not a division */
    if (!wide) {
        if (round_trip(t, 100, unit, low, lim, even, pow2, &q))
            P = 15;
        else if (round_trip(t, 10, unit, low, lim, even, pow2, &q))
            P = 16;
        else if (round_trip(t, 1, unit, low, lim, even, pow2, &q))
            P = 17;
        else
            return 0;
    } else {
        if (round_trip(t, 1000, unit, low, lim, even, pow2, &q))
            P = 15;
        else if (round_trip(t, 100, unit, low, lim, even, pow2, &q))
            P = 16;
        else if (round_trip(t, 10, unit, low, lim, even, pow2, &q))
            P = 17;
        else
            return 0;
    }
    int x = E;
    if (q == pow10_u64[P]) { /* rounded up to the next power of ten */
        q = pow10_u64[P - 1];
        x++;
    }
    int L = P; /* %g drops trailing zeros */
    while (q % 100000000u == 0) {
        q /= 100000000u;
        L -= 8;
    }
    if (q % 10000u == 0) {
        q /= 10000u;
        L -= 4;
    }
    if (q % 100u == 0) {
        q /= 100u;
        L -= 2;
    }
    if (q % 10u == 0) {
        q /= 10u;
        L--;
    }
    o += layout(o, q, L, P, x);
    return (int)(o - p);
}

int hd_format_double(double d, char *buf, size_t n)
{
    if (n >= 32) { /* room for any text (at most 24 bytes): no copy */
        int len = 1;
        if (d == 0)
            buf[0] = '0';
        else if ((len = format_fast(d, buf)) == 0)
            return hd_format_double_ref(d, buf, n);
        buf[len] = '\0';
        return len;
    }
    char tmp[32];
    int len = 1;
    if (d == 0)
        tmp[0] = '0';
    else if ((len = format_fast(d, tmp)) == 0)
        return hd_format_double_ref(d, buf, n);
    if (n > 0) {
        size_t k = (size_t)len < n ? (size_t)len : n - 1;
        memcpy(buf, tmp, k);
        buf[k] = '\0';
    }
    return len;
}

/* The longest number text read (digits beyond it are not meaningful). */
#define NUMBER_TEXT_MAX 511

/* Span of the plain decimal at s (0 if none). */
static size_t number_span(const char *s)
{
    size_t i = 0, digits = 0;
    if (s[i] == '+' || s[i] == '-')
        i++;
    while (s[i] >= '0' && s[i] <= '9') { i++; digits++; }
    if (s[i] == '.') {
        i++;
        while (s[i] >= '0' && s[i] <= '9') { i++; digits++; }
    }
    if (digits == 0)
        return 0;
    if (s[i] == 'e' || s[i] == 'E') {
        size_t j = i + 1, ed = 0;
        if (s[j] == '+' || s[j] == '-')
            j++;
        while (s[j] >= '0' && s[j] <= '9') { j++; ed++; }
        if (ed == 0)
            return 0;
        i = j;
    }
    return i;
}

/* strtod on a copy: on s itself it would read past the plain decimal
 * ("0x10" is 0 here, 16 to strtod). */
static double strtod_copy(const char *s, size_t len)
{
    char buf[NUMBER_TEXT_MAX + 1];
    memcpy(buf, s, len);
    buf[len] = '\0';
    return strtod(buf, NULL);
}

size_t hd_scan_number_ref(const char *s, double *out)
{
    size_t i = number_span(s);
    if (i == 0)
        return 0;
    if (i > NUMBER_TEXT_MAX) {
        *out = NAN;
        return i;
    }
    *out = strtod_copy(s, i);
    return i;
}

static size_t scan_general(const char *s, double *out);

/* Appends the digits at s + *i to w (modulo 2^64, as w = 10 w + digit one
 * at a time: 100 w + 10 a + b is the same number), two per step: a digit's
 * successor is in the string (at worst its '\0'). */
static inline uint64_t scan_digits(const char *s, size_t *i, uint64_t w)
{
    size_t k = *i;
    for (;;) {
        unsigned a = (unsigned)(s[k] - '0');
        if (a >= 10u)
            break;
        unsigned b = (unsigned)(s[k + 1] - '0');
        if (b >= 10u) {
            w = w * 10 + a;
            k++;
            break;
        }
        w = w * 100 + (a * 10 + b);
        k += 2;
    }
    *i = k;
    return w;
}

/* The common case first: at most 19 digits in all (no overflow of w, no
 * digit dropped), then the exponent as in scan_general; anything else is
 * scan_general's. */
size_t hd_scan_number(const char *s, double *out)
{
    size_t i = s[0] == '+' || s[0] == '-';
    size_t d0 = i;
    uint64_t w = scan_digits(s, &i, 0);
    size_t ni = i - d0, nf = 0;
    if (s[i] == '.') {
        size_t f0 = ++i;
        w = scan_digits(s, &i, w);
        nf = i - f0;
    }
    if (ni + nf > 19 || ni + nf == 0 || s[i] == 'e' || s[i] == 'E' || w > (1ull << 53))
        return scan_general(s, out);
    double v;
    if (w == 0 || nf == 0)
        v = (double)w;
    else if (nf <= 22)
        v = (double)w / pow10_dbl[nf];
    else
        return scan_general(s, out);
    *out = s[0] == '-' ? -v : v;
    return i;
}

static size_t scan_general(const char *s, double *out)
{
    size_t i = 0;
    bool neg = false;
    if (s[i] == '+' || s[i] == '-') {
        neg = s[i] == '-';
        i++;
    }
    uint64_t w = 0;
    int nd = 0, exp10 = 0;
    size_t digits = 0;
    bool exact = true;
    for (; s[i] >= '0' && s[i] <= '9'; i++, digits++) {
        if (nd < 19) {
            w = w * 10 + (uint64_t)(s[i] - '0');
            nd += w != 0;
        } else
            exact = false;
    }
    if (s[i] == '.') {
        i++;
        for (; s[i] >= '0' && s[i] <= '9'; i++, digits++) {
            if (nd < 19) {
                w = w * 10 + (uint64_t)(s[i] - '0');
                nd += w != 0;
                exp10--;
            } else
                exact = false;
        }
    }
    if (digits == 0)
        return 0;
    if (s[i] == 'e' || s[i] == 'E') {
        size_t j = i + 1, ed = 0;
        bool eneg = false;
        if (s[j] == '+' || s[j] == '-') {
            eneg = s[j] == '-';
            j++;
        }
        int ev = 0;
        for (; s[j] >= '0' && s[j] <= '9'; j++, ed++) {
            if (ev < 100000)
                ev = ev * 10 + (s[j] - '0');
            else
                exact = false;
        }
        if (ed == 0)
            return 0;
        exp10 += eneg ? -ev : ev;
        i = j;
    }
    if (i > NUMBER_TEXT_MAX) {
        *out = NAN;
        return i;
    }
    if (exact && w <= (1ull << 53)) {
        double v;
        if (w == 0)
            v = 0;
        else if (exp10 == 0)
            v = (double)w;
        else if (exp10 > 0 && exp10 <= 22)
            v = (double)w * pow10_dbl[exp10];
        else if (exp10 < 0 && exp10 >= -22)
            v = (double)w / pow10_dbl[-exp10];
        else {
            *out = strtod_copy(s, i);
            return i;
        }
        *out = neg ? -v : v;
        return i;
    }
    *out = strtod_copy(s, i);
    return i;
}
