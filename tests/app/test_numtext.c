/* test_numtext.c: the number readers every text grammar of the window
 * program shares (numtext.c): what each takes and what it refuses. */
#include <stdlib.h>

#include "check.h"
#include "numtext.h"

/* A string of n copies of c after prefix (a static buffer, one at a time). */
static const char *repeat(const char *prefix, char c, size_t n)
{
    static char buf[2048];
    size_t k = strlen(prefix);
    memcpy(buf, prefix, k);
    memset(buf + k, c, n);
    buf[k + n] = '\0';
    return buf;
}

/* s reads as exactly want (the sign of a zero too). */
static bool reads_as(const char *s, double want)
{
    double d = 12345;
    return hd_numtext_read(s, &d) && d == want && signbit(d) == signbit(want);
}

static bool refused(const char *s)
{
    double d = 12345;
    return !hd_numtext_read(s, &d) && d == 12345; /* and *out untouched */
}

static void whole_token(void)
{
    CHECK(reads_as("0", 0));
    CHECK(reads_as("1.5", 1.5));
    CHECK(reads_as("+2", 2));
    CHECK(reads_as("-2.25", -2.25));
    CHECK(reads_as(".5", 0.5));
    CHECK(reads_as("5.", 5));
    CHECK(reads_as("1e3", 1000));
    CHECK(reads_as("1E-3", 1e-3));
    CHECK(reads_as("0.1", 0.1)); /* correctly rounded, as strtod */
    CHECK(reads_as("-0", -0.0)); /* kept: a grammar that prints 0 folds it itself */
    CHECK(reads_as("1e-320", 1e-320)); /* subnormal: finite, taken */
    CHECK(refused(NULL));
    CHECK(refused(""));
    CHECK(refused(" 1"));
    CHECK(refused("1 "));
    CHECK(refused("1x"));
    CHECK(refused("1,2"));
    CHECK(refused("1e"));
    CHECK(refused("1e+"));
    CHECK(refused("."));
    CHECK(refused("-"));
    CHECK(refused("--1"));
    CHECK(refused("1..2"));
    CHECK(refused("0x10"));
    CHECK(refused("inf"));
    CHECK(refused("-inf"));
    CHECK(refused("infinity"));
    CHECK(refused("nan"));
    CHECK(refused("NaN"));
    CHECK(refused("1e999"));  /* overflows to inf */
    CHECK(refused("-1e400"));
    CHECK(reads_as("1e-999", 0)); /* underflows to 0: finite */
    /* 511 characters are read, 512 are not (hd_scan_number's limit) */
    CHECK(reads_as(repeat("", '1', 300), 1.1111111111111111e299));
    CHECK(refused(repeat("0.", '0', 510)));
    CHECK(reads_as(repeat("0.", '0', 509), 0));
}

static void pairs(void)
{
    double x = 7, y = 7;
    CHECK(hd_numtext_pair("1,2", &x, &y) && x == 1 && y == 2);
    CHECK(hd_numtext_pair("-1.5,1e3", &x, &y) && x == -1.5 && y == 1000);
    CHECK(hd_numtext_pair("-0,0", &x, &y) && x == 0 && signbit(x) && y == 0 && !signbit(y));
    x = y = 7;
    CHECK(!hd_numtext_pair("1,2,3", &x, &y));
    CHECK(!hd_numtext_pair("1,", &x, &y));
    CHECK(!hd_numtext_pair(",1", &x, &y));
    CHECK(!hd_numtext_pair(",", &x, &y));
    CHECK(!hd_numtext_pair("", &x, &y));
    CHECK(!hd_numtext_pair(NULL, &x, &y));
    CHECK(!hd_numtext_pair("1", &x, &y));
    CHECK(!hd_numtext_pair("1 ,2", &x, &y));
    CHECK(!hd_numtext_pair("1, 2", &x, &y));
    CHECK(!hd_numtext_pair("1,,2", &x, &y));
    CHECK(!hd_numtext_pair("1;2", &x, &y));
    CHECK(!hd_numtext_pair("1,inf", &x, &y));
    CHECK(!hd_numtext_pair("nan,1", &x, &y));
    CHECK(!hd_numtext_pair("1e999,1", &x, &y));
    CHECK(!hd_numtext_pair("1,-1e999", &x, &y));
    CHECK(!hd_numtext_pair("1,2x", &x, &y));
    CHECK(x == 7 && y == 7); /* a refused pair sets neither */
    /* a long half is read as any number is (up to 511 characters) */
    char buf[1100];
    snprintf(buf, sizeof buf, "%s,3", repeat("0.", '0', 300));
    CHECK(hd_numtext_pair(buf, &x, &y) && x == 0 && y == 3);
    snprintf(buf, sizeof buf, "3,%s", repeat("0.", '0', 600));
    CHECK(!hd_numtext_pair(buf, &x, &y));
}

static void wholes(void)
{
    double d = 0;
    CHECK(hd_numtext_whole("3", 0, 10, &d) && d == 3);
    CHECK(hd_numtext_whole("3.0", 0, 10, &d) && d == 3);
    CHECK(hd_numtext_whole("3e0", 0, 10, &d) && d == 3);
    CHECK(hd_numtext_whole("1e6", 1, 1000000, &d) && d == 1e6);
    CHECK(hd_numtext_whole("0", 0, 10, &d) && d == 0);
    CHECK(hd_numtext_whole("10", 0, 10, &d) && d == 10);
    CHECK(!hd_numtext_whole("11", 0, 10, &d));
    CHECK(!hd_numtext_whole("-1", 0, 10, &d));
    CHECK(!hd_numtext_whole("3.5", 0, 10, &d));
    CHECK(!hd_numtext_whole("1e-1", 0, 10, &d));
    CHECK(!hd_numtext_whole("", 0, 10, &d));
    CHECK(!hd_numtext_whole("3 ", 0, 10, &d));
    CHECK(!hd_numtext_whole("inf", 0, INFINITY, &d));
    CHECK(!hd_numtext_whole("1e999", 0, INFINITY, &d));
    CHECK(!hd_numtext_whole("1,2", 0, 10, &d));
    CHECK(hd_numtext_whole("4294967295", 0, 4294967295.0, &d) && d == 4294967295.0);
    CHECK(!hd_numtext_whole("4294967296", 0, 4294967295.0, &d));
}

static void ints(void)
{
    int v = 0;
    CHECK(hd_numtext_int("5", 0, 9, &v) && v == 5);
    CHECK(hd_numtext_int("+5", 0, 9, &v) && v == 5);
    CHECK(hd_numtext_int("-1000000", -1000000, 1000000, &v) && v == -1000000);
    CHECK(hd_numtext_int("007", 0, 9, &v) && v == 7);
    CHECK(hd_numtext_int("-0", 0, 9, &v) && v == 0);
    CHECK(!hd_numtext_int("10", 0, 9, &v));
    CHECK(!hd_numtext_int("-1", 0, 9, &v));
    CHECK(!hd_numtext_int("5.0", 0, 9, &v)); /* digits only: unlike hd_numtext_whole */
    CHECK(!hd_numtext_int("5e0", 0, 9, &v));
    CHECK(!hd_numtext_int("0x5", 0, 9, &v));
    CHECK(!hd_numtext_int("5 ", 0, 9, &v));
    CHECK(!hd_numtext_int("", 0, 9, &v));
    CHECK(!hd_numtext_int(NULL, 0, 9, &v));
    CHECK(!hd_numtext_int("-", 0, 9, &v));
    CHECK(!hd_numtext_int("inf", 0, 9, &v));
    CHECK(!hd_numtext_int("99999999999999999999999", -1000000, 1000000, &v)); /* overflows long */
    CHECK(!hd_numtext_int("2147483648", -1000000, 1000000, &v));
    CHECK(v == 0);
}

static void items(void)
{
    double d = 0;
    CHECK(hd_numtext_item("12,3", &d) == 2 && d == 12);
    CHECK(hd_numtext_item("-1.5", &d) == 4 && d == -1.5);
    CHECK(hd_numtext_item("1e3,", &d) == 3 && d == 1000);
    CHECK(hd_numtext_item("", &d) == 0);
    CHECK(hd_numtext_item(",1", &d) == 0);
    CHECK(hd_numtext_item("1x,2", &d) == 0);
    CHECK(hd_numtext_item("1 ,2", &d) == 0);
    CHECK(hd_numtext_item("inf,2", &d) == 0);
    CHECK(hd_numtext_item("1e999", &d) == 0);
    CHECK(hd_numtext_in_spec_range(0));
    CHECK(hd_numtext_in_spec_range(-0.0));
    CHECK(hd_numtext_in_spec_range(1e50) && hd_numtext_in_spec_range(-1e50));
    CHECK(hd_numtext_in_spec_range(1e-50) && hd_numtext_in_spec_range(-1e-50));
    CHECK(!hd_numtext_in_spec_range(nextafter(1e50, INFINITY)));
    CHECK(!hd_numtext_in_spec_range(nextafter(1e-50, 0)));
    CHECK(!hd_numtext_in_spec_range(-1e-300));
}

int main(void)
{
    RUN(whole_token);
    RUN(pairs);
    RUN(wholes);
    RUN(ints);
    RUN(items);
    return check_failures ? 1 : 0;
}
