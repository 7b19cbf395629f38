/* numtext.c: the number readers of the window program's text grammars
 * (see numtext.h), all on hd_scan_number. */
#include "numtext.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>

/* The finite number at s: its length, or 0 (none, or not finite). */
static size_t scan_finite(const char *s, double *out)
{
    double d;
    size_t len = hd_scan_number(s, &d);
    if (len == 0 || !isfinite(d)) return 0;
    *out = d;
    return len;
}

bool hd_numtext_read(const char *s, double *out)
{
    if (!s) return false;
    double d;
    size_t len = scan_finite(s, &d);
    if (len == 0 || s[len] != '\0') return false;
    *out = d;
    return true;
}

bool hd_numtext_pair(const char *s, double *x, double *y)
{
    if (!s) return false;
    double a;
    size_t la = scan_finite(s, &a);
    if (la == 0 || s[la] != ',') return false;
    double b;
    if (!hd_numtext_read(s + la + 1, &b)) return false;
    *x = a;
    *y = b;
    return true;
}

bool hd_numtext_whole(const char *s, double lo, double hi, double *out)
{
    double d;
    if (!hd_numtext_read(s, &d) || d != floor(d) || d < lo || d > hi) return false;
    *out = d;
    return true;
}

bool hd_numtext_int(const char *s, int lo, int hi, int *out)
{
    if (!s || !*s) return false;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) return false;
    *out = (int)v;
    return true;
}

size_t hd_numtext_item(const char *s, double *out)
{
    double d;
    size_t len = scan_finite(s, &d);
    if (len == 0 || (s[len] != ',' && s[len] != '\0')) return 0;
    *out = d;
    return len;
}

bool hd_numtext_in_spec_range(double d)
{
    return fabs(d) <= HD_COORD_MAX && (d == 0 || fabs(d) >= HD_COORD_MIN);
}
