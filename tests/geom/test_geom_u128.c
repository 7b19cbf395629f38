/*
 * test_geom_u128.c: the number printer on the portable 128-bit arithmetic
 * (two 64-bit halves, products from 32-bit halves) against the one the
 * library is built with (unsigned __int128 where the compiler has it).
 * numfmt.c is compiled a second time into this program with
 * HD_NUMFMT_PORTABLE_TEST, which forces the halves and renames its
 * functions *_portable; both must print the same bytes for every double,
 * and the portable one the bytes of the snprintf/strtod reference.
 *
 * HD_NUMFMT_SCALE=K multiplies the case counts by K.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geom_internal.h"
#include "hd_test.h"

int hd_format_double_portable(double d, char *buf, size_t n);
int hd_format_double_ref_portable(double d, char *buf, size_t n);
size_t hd_scan_number_portable(const char *s, double *out);

static long scale = 1;
static long cases, ref_cases;


/* d printed both ways (and, with ref, by the reference loop too), into a
 * roomy buffer and into one of n bytes (the cut copy). */
static void same(double d, bool ref)
{
    char a[64], b[64], r[64];
    int na = hd_format_double(d, a, sizeof a);
    int nb = hd_format_double_portable(d, b, sizeof b);
    cases++;
    hd_test_checks++;
    if (na != nb || strcmp(a, b) != 0) {
        TEST_CTX("d = %.17g (bits 0x%016llx): built-in 128 `%s` (%d), portable `%s` (%d)", d,
                 (unsigned long long)hd_test_to_bits(d), a, na, b, nb);
        hd_test_fail(__FILE__, __LINE__, "hd_format_double == hd_format_double_portable");
        return;
    }
    char cut[8];
    int nc = hd_format_double_portable(d, cut, sizeof cut);
    hd_test_checks++;
    if (nc != nb || strncmp(cut, b, sizeof cut - 1) != 0 || strlen(cut) != (size_t)(nb < 7 ? nb : 7)) {
        TEST_CTX("d = %.17g: portable into 8 bytes `%s` (%d), roomy `%s` (%d)", d, cut, nc, b, nb);
        hd_test_fail(__FILE__, __LINE__, "the cut copy is a prefix");
    }
    if (ref) {
        int nr = hd_format_double_ref(d, r, sizeof r);
        ref_cases++;
        hd_test_checks++;
        if (nr != nb || strcmp(r, b) != 0) {
            TEST_CTX("d = %.17g (bits 0x%016llx): portable `%s` (%d), reference `%s` (%d)", d,
                     (unsigned long long)hd_test_to_bits(d), b, nb, r, nr);
            hd_test_fail(__FILE__, __LINE__, "hd_format_double_portable == hd_format_double_ref");
        }
    }
    /* the text of a finite d reads back to d through both readers */
    if (!isfinite(d))
        return;
    double x = 0, y = 0;
    size_t lx = hd_scan_number(b, &x), ly = hd_scan_number_portable(b, &y);
    hd_test_checks++;
    if (lx != (size_t)nb || ly != lx || hd_test_to_bits(x) != hd_test_to_bits(y) || (x != d && !(d == 0 && x == 0))) {
        TEST_CTX("`%s` read back: %zu %.17g and %zu %.17g, printed from %.17g", b, lx, x, ly, y, d);
        hd_test_fail(__FILE__, __LINE__, "the text reads back to d");
    }
}

static void both_signs(double d, bool ref)
{
    same(d, ref);
    same(-d, ref);
}

static void edge_cases(void)
{
    const double fixed[] = {0.0, 1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 0.1 + 0.2, 123.456789012345,
                            9007199254740992.0, 9007199254740993.0, 4503599627370496.0, 1e15, 1e15 - 1, 1e15 + 1,
                            1e16, 1e17, 999999999999999.9, 99999999999999.99, 1e-5, 1e-4, 9.9999999999999995e-5,
                            1e-16, 1e-17, 1e50, 1e-50, DBL_MAX, DBL_MIN, DBL_TRUE_MIN, 5e-324, 2.2250738585072009e-308,
                            HD_PI, 1.7976931348623157e308, 4.35, 0.15, 2.675, 1.005};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        both_signs(fixed[i], true);
        both_signs(nextafter(fixed[i], 0), true);
        both_signs(nextafter(fixed[i], INFINITY), true);
    }
    /* powers of ten and of two, one ulp either side; 1..9 times 10^e */
    for (int e = -323; e <= 308; e++) {
        char t[16];
        snprintf(t, sizeof t, "1e%d", e);
        double p = strtod(t, NULL);
        both_signs(p, true);
        both_signs(nextafter(p, 0), true);
        both_signs(nextafter(p, INFINITY), true);
        for (int k = 2; k <= 9; k++) {
            snprintf(t, sizeof t, "%de%d", k, e);
            both_signs(strtod(t, NULL), true);
        }
    }
    for (int e = -1074; e <= 1023; e++) {
        double p = ldexp(1, e);
        both_signs(p, true);
        both_signs(nextafter(p, 0), true);
        both_signs(nextafter(p, INFINITY), true);
    }
    /* around the accepted +-1e50 and 1e-50 limits: a thousand ulps each way */
    double lims[] = {1e50, 1e-50};
    for (int l = 0; l < 2; l++) {
        double lo = lims[l], hi = lims[l];
        for (int i = 0; i < 1000; i++) {
            lo = nextafter(lo, 0);
            hi = nextafter(hi, INFINITY);
            both_signs(lo, i % 10 == 0);
            both_signs(hi, i % 10 == 0);
        }
    }
    /* integers where "%.15g" stops printing them exactly, and 2^53 */
    for (int64_t k = -3000; k <= 3000; k++) {
        same((double)(1000000000000000ll + k), k % 7 == 0);
        same((double)(10000000000000000ll + 2 * k), k % 7 == 0);
        same((double)(9007199254740992ll + 2 * k), k % 7 == 0);
        same((double)(999999999999999ll + k) / 10, k % 7 == 0);
    }
}

/* Doubles nearest to decimals with a 5 just past digit 15, 16 or 17: the
 * roundings of the printer are exactly between two texts, or within an
 * ulp of it. */
static void halfway_cases(void)
{
    hd_rng r = {0x5eed0128u};
    long n = 40000 * scale;
    char t[64];
    for (long i = 0; i < n; i++) {
        int digits = hd_rng_int(&r, 15, 17);
        uint64_t m = 1 + hd_rng_next(&r) % 9;
        for (int k = 1; k < digits; k++)
            m = m * 10 + hd_rng_next(&r) % 10;
        int e = hd_rng_int(&r, -60, 60);
        snprintf(t, sizeof t, "%llu5e%d", (unsigned long long)m, e);
        double d = strtod(t, NULL);
        same(d, i % 4 == 0);
        same(nextafter(d, 0), i % 16 == 0);
        same(nextafter(d, INFINITY), i % 16 == 0);
    }
}

/* Random bit patterns (every exponent, subnormals, all 17-digit), and
 * doubles in the range the fast path takes, 2^-60..2^52. */
static void random_cases(void)
{
    hd_rng r = {0x5eed0129u};
    long n = 300000 * scale;
    for (long i = 0; i < n; i++) {
        double d = hd_test_from_bits(hd_rng_next(&r));
        if (isfinite(d))
            same(d, i % 32 == 0);
        uint64_t b = hd_rng_next(&r) & 0x800fffffffffffffull;
        same(hd_test_from_bits(b), i % 64 == 0); /* subnormal */
        b |= (uint64_t)(1023 + hd_rng_int(&r, -62, 53)) << 52;
        same(hd_test_from_bits(b), i % 32 == 0);
        /* what the geometry prints: coordinates, roots and quotients of small numbers */
        int a = hd_rng_int(&r, 1, 100000), c = hd_rng_int(&r, 1, 100000);
        same(sqrt((double)a) * (hd_rng_int(&r, 0, 1) ? 1 : -1), false);
        same((double)a / c, false);
        same((double)a / c * 1e-9, false);
        same((double)a / c * 1e9, false);
    }
}

int main(int argc, char **argv)
{
    const char *sc = getenv("HD_NUMFMT_SCALE");
    if (sc && atol(sc) > 0)
        scale = atol(sc);
    hd_test_init(argc, argv);
    RUN_SUBTEST(edge_cases);
    RUN_SUBTEST(halfway_cases);
    RUN_SUBTEST(random_cases);
#if defined(__SIZEOF_INT128__) && !defined(HD_NO_INT128)
    const char *lib = "unsigned __int128";
#else
    const char *lib = "the portable halves too (no unsigned __int128 here)";
#endif
    printf("u128: %ld doubles printed both ways (library: %s), %ld also against the reference (scale %ld)\n",
           cases, lib, ref_cases, scale);
    return hd_test_finish();
}
