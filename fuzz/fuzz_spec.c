/* fuzz_spec: the spec parsers, hd_shape_parse_buf, hd_shape_parse and
 * hd_cursor_parse. Never crash; a message on every rejection; the same
 * answer twice; an accepted shape is valid, formats back, and re-parses to
 * the same value (equal numbers; -0 formats as 0); hd_shape_parse agrees
 * with hd_shape_parse_buf except that it refuses polygons (with a message)
 * (cursor templates likewise, and build a valid shape). */
#include "fuzz_common.h"
#include "scene.h"

static hd_shape_buf a, b, v;
static hd_shape plain;
static hd_cursor_tpl ta, tb;
static hd_vec2 cv0[HD_POLY_MAX], cv1[HD_POLY_MAX]; /* the built cursors' vertices */
static char err[512], err2[512];
static char buf[64 * 1024];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = fz_string(data, size);
    size_t slen = strlen(s);

    double d;
    if (hd_scan_number(s, &d) > slen) fz_fail("hd_scan_number ran past the end");

    bool ok = hd_shape_parse_buf(s, &a, err, sizeof err);
    bool ok2 = hd_shape_parse_buf(s, &b, err2, sizeof err2);
    if (ok != ok2) fz_fail("hd_shape_parse_buf answered differently twice");
    if (!ok) {
        if (err[0] == '\0') fz_fail("hd_shape_parse_buf rejected '%s' without a message", s);
        if (strcmp(err, err2) != 0) fz_fail("hd_shape_parse_buf gave two messages");
    } else {
        if (a.s.kind == HD_POLYGON && (a.s.polygon.v || b.s.polygon.v))
            fz_fail("hd_shape_parse_buf: the buf points somewhere (the copy rule)");
        if (!fz_same_shape(HD_SHAPE_PTR(&a), HD_SHAPE_PTR(&b))) fz_fail("hd_shape_parse_buf gave two values");
        hd_shape_buf_set(&v, HD_SHAPE_PTR(&a)); /* validate may normalise vertices in place: a copy */
        hd_shape vs = hd_shape_of(&v);
        if (!hd_shape_validate(&vs, err, sizeof err)) fz_fail("parsed shape fails validate: %s", err);
        if (!fz_same_shape(&vs, HD_SHAPE_PTR(&a))) fz_fail("validate changed a parsed shape");
        int n = hd_shape_format(HD_SHAPE_PTR(&a), buf, sizeof buf);
        if (n < 0 || (size_t)n >= sizeof buf) fz_fail("hd_shape_format: %d", n);
        if (!hd_shape_parse_buf(buf, &b, err, sizeof err)) fz_fail("formatted '%s' rejected: %s", buf, err);
        if (!fz_same_shape(HD_SHAPE_PTR(&a), HD_SHAPE_PTR(&b))) fz_fail("'%s' -> '%s' re-parses to another value", s, buf);
    }

    /* hd_shape_parse: the same answer for every kind but polygon, which it refuses */
    bool okp = hd_shape_parse(s, &plain, err2, sizeof err2);
    if (okp != (ok && a.s.kind != HD_POLYGON))
        fz_fail("hd_shape_parse %s '%s' (hd_shape_parse_buf: %s)", okp ? "accepted" : "rejected", s,
                ok ? "accepted" : "rejected");
    if (!okp && err2[0] == '\0') fz_fail("hd_shape_parse rejected '%s' without a message", s);
    if (okp && !fz_same_shape(&plain, HD_SHAPE_PTR(&a))) fz_fail("hd_shape_parse and hd_shape_parse_buf differ on '%s'", s);

    ok = hd_cursor_parse(s, &ta, err, sizeof err);
    ok2 = hd_cursor_parse(s, &tb, err2, sizeof err2);
    if (ok != ok2) fz_fail("hd_cursor_parse answered differently twice");
    if (!ok) {
        if (err[0] == '\0') fz_fail("hd_cursor_parse rejected '%s' without a message", s);
    } else {
        hd_shape c0 = hd_cursor_build(&ta, (hd_vec2){0, 0}, cv0);
        hd_shape_buf_set(&v, &c0);
        hd_shape vs = hd_shape_of(&v);
        if (!hd_shape_validate(&vs, err, sizeof err)) fz_fail("cursor '%s' builds a bad shape: %s", s, err);
        int n = hd_cursor_format(&ta, buf, sizeof buf);
        if (n < 0 || (size_t)n >= sizeof buf) fz_fail("hd_cursor_format: %d", n);
        if (!hd_cursor_parse(buf, &tb, err, sizeof err)) fz_fail("formatted cursor '%s' rejected: %s", buf, err);
        hd_shape c1 = hd_cursor_build(&tb, (hd_vec2){0, 0}, cv1);
        if (!fz_same_shape(&c0, &c1)) fz_fail("cursor '%s' -> '%s' re-parses to another value", s, buf);
    }
    free(s);
    return 0;
}
