/*
 * test_geom_numfmt.c: the fast number printer and reader against the
 * reference ones (numfmt.c): hd_format_double must print the same bytes as
 * hd_format_double_ref (the "%.15g/%.16g/%.17g, first that reads back"
 * loop), hd_scan_number must give the same span and the same bits as
 * hd_scan_number_ref (strtod on a copy).
 *
 * The default run takes a few seconds; HD_NUMFMT_SCALE=K multiplies every
 * case count by K (a long run: HD_NUMFMT_SCALE=50).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geom_internal.h"
#include "hd_test.h"

static long scale = 1;
static long cases_fmt, cases_scan;


/* One printer case (d finite); also reads the text back with both readers. */
static void fmt_case(double d)
{
    char fast[64], ref[64];
    memset(fast, 'x', sizeof fast);
    int nf = hd_format_double(d, fast, sizeof fast);
    int nr = hd_format_double_ref(d, ref, sizeof ref);
    cases_fmt++;
    hd_test_checks++;
    if (nf != nr || strcmp(fast, ref) != 0) {
        TEST_CTX("d = %.17g (bits 0x%016llx): fast `%s` (%d), reference `%s` (%d)", d,
                 (unsigned long long)hd_test_to_bits(d), fast, nf, ref, nr);
        hd_test_fail(__FILE__, __LINE__, "hd_format_double == hd_format_double_ref");
    }
}

static void scan_case(const char *s)
{
    double a = 1234.5, b = 1234.5;
    size_t la = hd_scan_number(s, &a);
    size_t lb = hd_scan_number_ref(s, &b);
    cases_scan++;
    hd_test_checks++;
    if (la != lb || (la > 0 && !(hd_test_to_bits(a) == hd_test_to_bits(b) || (isnan(a) && isnan(b))))) {
        TEST_CTX("`%.80s`: fast %zu %.17g (0x%016llx), reference %zu %.17g (0x%016llx)", s, la, a,
                 (unsigned long long)hd_test_to_bits(a), lb, b, (unsigned long long)hd_test_to_bits(b));
        hd_test_fail(__FILE__, __LINE__, "hd_scan_number == hd_scan_number_ref");
    }
}

static double uniform01(hd_rng *r) { return (double)(hd_rng_next(r) >> 11) / 9007199254740992.0; }

static void format_special_values(void)
{
    const double ds[] = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e-300, 5e-324, DBL_MAX,
                         -DBL_MAX, DBL_MIN, DBL_MIN / 2, 1e21, 123456789012345678.0, 1e6 + 0.5, 4096.0,
                         9007199254740993.0, 9007199254740992.0, 999999999999999.0, 1e15, 999999999999999.9,
                         99999999999999.99, 0.00001, 0.0001, 0.000099999999999999999, 1e-5, 1e-16, 1e-17,
                         1e50, -1e50, 1e-50, -1e-50, 2.7755575615628914e-17, 5e-17, 0.1 + 0.2, INFINITY,
                         -INFINITY, NAN};
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++)
        fmt_case(ds[i]);
    /* small buffers: the same truncated text and the same returned length */
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++)
        for (size_t n = 0; n <= 33; n++) {
            char fast[40], ref[40];
            memset(fast, 'x', sizeof fast);
            memset(ref, 'x', sizeof ref);
            int nf = hd_format_double(ds[i], n ? fast : NULL, n);
            int nr = hd_format_double_ref(ds[i], n ? ref : NULL, n);
            TEST_CTX("d = %.17g into %zu bytes: fast %d `%.*s`, reference %d `%.*s`", ds[i], n, nf, (int)n, fast,
                     nr, (int)n, ref);
            ENSURE(nf == nr);
            ENSURE(n == 0 || strcmp(fast, ref) == 0);
        }
    /* powers of two and ten and their neighbours */
    for (int e = -1074; e <= 1023; e++) {
        double p = ldexp(1.0, e);
        fmt_case(p);
        fmt_case(nextafter(p, 0));
        fmt_case(nextafter(p, INFINITY));
        fmt_case(-p);
    }
    for (int e = -323; e <= 308; e++) {
        char t[16];
        snprintf(t, sizeof t, "1e%d", e);
        double p = strtod(t, NULL);
        fmt_case(p);
        fmt_case(nextafter(p, 0));
        fmt_case(nextafter(p, INFINITY));
        for (int k = 2; k <= 9; k++) {
            snprintf(t, sizeof t, "%de%d", k, e);
            fmt_case(strtod(t, NULL));
        }
    }
    /* the integers and short decimals around 10^15..10^17 and 2^53 */
    for (int64_t k = -2000; k <= 2000; k++) {
        fmt_case((double)(1000000000000000ll + k));
        fmt_case((double)(10000000000000000ll + 2 * k));
        fmt_case((double)(9007199254740992ll + 2 * k));
        fmt_case((double)(999999999999999ll + k) / 10);
    }
}

static void format_random_bits(void)
{
    hd_rng r = {0x5eed0001u};
    long n = 200000 * scale;
    for (long i = 0; i < n; i++) {
        double d = hd_test_from_bits(hd_rng_next(&r));
        if (isfinite(d))
            fmt_case(d);
    }
    /* subnormals */
    for (long i = 0; i < n / 20; i++)
        fmt_case(hd_test_from_bits(hd_rng_next(&r) & 0x800fffffffffffffull));
}

static void format_random_range(void)
{
    hd_rng r = {0x5eed0002u};
    long n = 200000 * scale;
    for (long i = 0; i < n; i++) {
        /* magnitudes spread over 1e-60..1e60 (the accepted 1e-50..1e50 and beyond) */
        double m = 1 + uniform01(&r) * 9;
        double d = m * pow(10.0, hd_rng_int(&r, -60, 60));
        if (hd_rng_next(&r) & 1)
            d = -d;
        fmt_case(d);
        /* a random mantissa in the range of the fast path, 2^-60..2^50 */
        uint64_t b = hd_rng_next(&r) & 0x800fffffffffffffull;
        b |= (uint64_t)(1023 + hd_rng_int(&r, -62, 52)) << 52;
        fmt_case(hd_test_from_bits(b));
    }
}

static void format_random_small(void)
{
    hd_rng r = {0x5eed0003u};
    long n = 100000 * scale;
    for (long i = 0; i < n; i++) {
        int64_t k = (int64_t)(hd_rng_next(&r) % 2000001) - 1000000;
        fmt_case((double)k);                                          /* small integers */
        fmt_case((double)(int64_t)(hd_rng_next(&r) >> hd_rng_int(&r, 10, 63))); /* any integer size */
        fmt_case((double)k / pow(10.0, hd_rng_int(&r, 1, 9)));        /* short decimals */
        char t[40];
        snprintf(t, sizeof t, "%lld.%0*lld", (long long)(k / 1000), hd_rng_int(&r, 1, 6),
                 (long long)(hd_rng_next(&r) % 1000000));
        fmt_case(strtod(t, NULL));
        /* what the geometry makes of small inputs: roots, quotients, sums */
        int a = hd_rng_int(&r, 1, 2000), b = hd_rng_int(&r, 1, 2000);
        fmt_case(sqrt((double)a));
        fmt_case((double)a / b);
        fmt_case(sqrt((double)a * a + (double)b * b) / 7);
        fmt_case(0.1 * a - 0.3 * b);
        fmt_case((double)a / b * 1e-12);
    }
}

/* A random plain decimal: sign, digits, point, digits, exponent. */
static void random_decimal(hd_rng *r, char *t, int small)
{
    char *o = t;
    int pick = hd_rng_int(r, 0, 9);
    if (pick == 0)
        *o++ = '-';
    else if (pick == 1)
        *o++ = '+';
    int ni = hd_rng_int(r, 0, small ? 4 : 25), nf = hd_rng_int(r, 0, small ? 7 : 25);
    if (ni == 0 && nf == 0)
        ni = 1;
    bool lead0 = hd_rng_int(r, 0, 3) == 0;
    for (int i = 0; i < ni; i++)
        *o++ = (char)('0' + (lead0 && i < ni / 2 ? 0 : hd_rng_int(r, 0, 9)));
    if (nf > 0 || hd_rng_int(r, 0, 9) == 0) {
        *o++ = '.';
        for (int i = 0; i < nf; i++)
            *o++ = (char)('0' + hd_rng_int(r, 0, 9));
    }
    if (hd_rng_int(r, 0, small ? 9 : 2) == 0)
        o += sprintf(o, "%c%s%d", hd_rng_int(r, 0, 1) ? 'e' : 'E', hd_rng_int(r, 0, 1) ? "-" : "",
                     hd_rng_int(r, 0, small ? 30 : 400));
    *o++ = hd_rng_int(r, 0, 1) ? ',' : '\0';
    *o = '\0';
}

static void scan_random(void)
{
    static const char *const fixed[] = {
        "0", "-0", "+0", "0.0", "-0.0", ".5", "5.", "-.5e+3", "1e", "1e+", ".", "-", "+", "e5", "00000.000001",
        "9007199254740993", "9007199254740992", "9007199254740991", "1e22", "1e23", "1e-22", "1e-23",
        "123456789012345678901234567890", "0.1234567890123456789", "1234567890123456789", "12345678901234567890",
        "1e99999999999999", "1e-99999999999999", "0e99999999999", "1.7976931348623157e308", "1e400", "4.9e-324",
        "2.2250738585072011e-308", "0x10", "1.5,2", "1.5e3x", "00000000000000000000000000001.5",
    };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        scan_case(fixed[i]);
    char longnum[700];
    memset(longnum, '1', sizeof longnum - 1);
    longnum[sizeof longnum - 1] = '\0';
    scan_case(longnum);
    longnum[511] = '\0';
    scan_case(longnum);
    longnum[510] = '\0';
    scan_case(longnum);
    hd_rng r = {0x5eed0004u};
    long n = 100000 * scale;
    char t[128];
    for (long i = 0; i < n; i++) {
        random_decimal(&r, t, 1);
        scan_case(t);
        random_decimal(&r, t, 0);
        scan_case(t);
        /* printed doubles read back */
        double d = hd_test_from_bits(hd_rng_next(&r));
        if (isfinite(d)) {
            hd_format_double(d, t, sizeof t);
            scan_case(t);
        }
        snprintf(t, sizeof t, "%.*g", hd_rng_int(&r, 1, 17), (double)hd_rng_int(&r, -100000, 100000) / 1000);
        scan_case(t);
    }
}

int main(int argc, char **argv)
{
    const char *sc = getenv("HD_NUMFMT_SCALE");
    if (sc && atol(sc) > 0)
        scale = atol(sc);
    hd_test_init(argc, argv);
    RUN_SUBTEST(format_special_values);
    RUN_SUBTEST(format_random_bits);
    RUN_SUBTEST(format_random_range);
    RUN_SUBTEST(format_random_small);
    RUN_SUBTEST(scan_random);
    printf("numfmt: %ld printer cases, %ld reader cases (scale %ld)\n", cases_fmt, cases_scan, scale);
    return hd_test_finish();
}
