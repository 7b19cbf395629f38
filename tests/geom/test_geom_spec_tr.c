/*
 * test_geom_spec_tr.c: hd_shape_parse_buf_tr and hd_shape_validate_tr, the
 * translatable messages of the spec parser and validator.
 *  1. tr NULL, and a tr answering msgid or NULL, give hd_shape_parse_buf's
 *     (hd_shape_validate's) message byte for byte, for a bad spec of every
 *     kind of problem.
 *  2. A tr that wraps each text in "<<" ">>" (the same conversions) is
 *     called for the prefix, the format and every fixed word: the message
 *     holds one "<<" per call, and without the marks it is the English
 *     message exactly (kind names, the spec and numbers untouched).
 *  3. Every HD_MSG literal of src/geom/shape.c (read from the source, the
 *     path given by CMake) reaches tr over these cases: a new message
 *     without a case here fails, as a message no longer passed through tr
 *     does. The one exception: hd_shape_parse's refusal of a polygon (it
 *     has no _tr variant).
 *  4. Good specs never call tr.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/spec.h>

#include "hd_test.h"

#ifndef HD_SHAPE_C
#error "HD_SHAPE_C: the path of src/geom/shape.c"
#endif

/* ---- the translations the test hands the library ------------------------ */

#define MAX_SEEN 128
static const char *seen[MAX_SEEN]; /* distinct msgids tr was called with */
static int nseen, ncalls;
static char wrapped[MAX_SEEN][512];

static void note(const char *msgid)
{
    ncalls++;
    for (int i = 0; i < nseen; i++)
        if (strcmp(seen[i], msgid) == 0)
            return;
    if (nseen < MAX_SEEN)
        seen[nseen++] = msgid;
}

static const char *tr_same(const char *msgid)
{
    note(msgid);
    return msgid;
}

static const char *tr_null(const char *msgid)
{
    note(msgid);
    return NULL;
}

/* "<<msgid>>": the same printf conversions, marked. */
static const char *tr_mark(const char *msgid)
{
    note(msgid);
    static int next;
    char *w = wrapped[next++ % MAX_SEEN];
    snprintf(w, sizeof wrapped[0], "<<%s>>", msgid);
    return w;
}

/* s without its "<<" and ">>"; the count of "<<" in *opens. */
static void unmark(const char *s, char *out, size_t n, int *opens)
{
    size_t k = 0;
    *opens = 0;
    while (*s && k + 1 < n) {
        if (s[0] == '<' && s[1] == '<') {
            (*opens)++;
            s += 2;
        } else if (s[0] == '>' && s[1] == '>')
            s += 2;
        else
            out[k++] = *s++;
    }
    out[k] = '\0';
}

/* ---- the cases ----------------------------------------------------------- */

static char long_number[700], many_numbers[8000], many_vertices[8000];

static void make_big_specs(void)
{
    strcpy(long_number, "circle:0,0,1");
    memset(long_number + strlen(long_number), '0', 600); /* "10000...": 601 digits */
    long_number[12 + 600] = '\0';
    /* a circle with more numbers than the parser reads */
    size_t k = (size_t)snprintf(many_numbers, sizeof many_numbers, "circle:0");
    for (int i = 0; i < 4 * HD_POLY_MAX + 8; i++)
        k += (size_t)snprintf(many_numbers + k, sizeof many_numbers - k, ",%d", i);
    /* HD_POLY_MAX + 1 distinct vertices on a circle */
    k = (size_t)snprintf(many_vertices, sizeof many_vertices, "polygon:");
    for (int i = 0; i <= HD_POLY_MAX; i++) {
        double a = 2 * 3.141592653589793 * i / (HD_POLY_MAX + 1);
        k += (size_t)snprintf(many_vertices + k, sizeof many_vertices - k, "%s%d,%d", i ? "," : "",
                              (int)lround(1000 * cos(a)), (int)lround(1000 * sin(a)));
    }
}

static const char *bad_specs[] = {
    NULL, /* "missing" */
    "bogus:1,2",
    "circle",
    "circle:1,,2",
    "circle:1,a",
    "circle:1,2x",
    "circle:1,2",
    "circle:0,0,-1",
    "circle:1e400,0,1",
    "circle:1e60,0,1",
    "circle:1e-60,0,1",
    "rect:0,0,-1,1",
    "rect:0,0,1,-1",
    "arc:0,0,-1,2,0,90",
    "arc:0,0,0,-1,0,90",
    "arc:0,0,5,1,0,90",
    "polygon:0,0,1",
    "polygon:0,0,0,0,1,1",
    "polygon:0,0,1,1,1,0,0,1",
    "polygon:0,0,10,0,5,0,5,5",
    long_number,
    many_numbers,
    many_vertices,
    NULL, /* polygon with more numbers than read: set in main */
};
static char too_many_poly[12000];

/* Shapes built in code that hd_shape_validate refuses. */
static int bad_shapes(hd_shape *out, hd_vec2 *store)
{
    int n = 0;
    out[n++] = hd_make_circle(hd_v(NAN, 0), 1);
    out[n++] = hd_make_line(hd_v(0, 0), hd_v(1e60, 0));
    out[n++] = hd_make_point(hd_v(1e-60, 0));
    out[n++] = hd_make_wedge(hd_v(0, 0), -1, 0, 90);
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = (hd_kind)99;
    out[n++] = s;
    memset(&s, 0, sizeof s);
    s.kind = HD_POLYGON;
    s.polygon.n = -1;
    out[n++] = s;
    hd_vec2 vs[3][3] = {{{0, 0}, {NAN, 1}, {1, 0}}, {{0, 0}, {1e60, 1}, {1, 0}}, {{0, 0}, {1e-60, 1}, {1, 0}}};
    for (int i = 0; i < 3; i++) {
        memset(&s, 0, sizeof s);
        s.kind = HD_POLYGON;
        memcpy(store + 3 * i, vs[i], sizeof vs[i]);
        s.polygon.v = store + 3 * i;
        s.polygon.n = 3;
        out[n++] = s;
    }
    return n;
}

/* ---- 1 and 2: each bad spec ------------------------------------------------ */

static void check_message(const char *english, const char *(*parse)(char *err, size_t n, hd_tr_fn tr),
                          const char *label)
{
    char err[1024], plain[1024];
    static const hd_tr_fn same[] = {tr_same, tr_null};
    for (int k = 0; k < 2; k++) {
        ENSURE(parse(err, sizeof err, same[k]) == NULL);
        TEST_CTX("%s: %s / %s", label, english, err);
        ENSURE(strcmp(err, english) == 0);
    }
    int before = ncalls;
    ENSURE(parse(err, sizeof err, tr_mark) == NULL);
    int opens;
    unmark(err, plain, sizeof plain, &opens);
    TEST_CTX("%s: %s / %s", label, english, err);
    ENSURE(strcmp(plain, english) == 0);
    ENSURE(opens == ncalls - before);
    ENSURE(opens >= 2); /* the prefix and the format, at least */
    ENSURE(strncmp(err, "<<", 2) == 0); /* the prefix is translated too */
}

static const char *cur_spec;
static hd_shape_buf buf;
static const char *parse_spec(char *err, size_t n, hd_tr_fn tr)
{
    return hd_shape_parse_buf_tr(cur_spec, &buf, err, n, tr) ? "parsed" : NULL;
}

static hd_shape cur_shape;
static hd_vec2 cur_store[3];
static const char *validate_shape(char *err, size_t n, hd_tr_fn tr)
{
    hd_shape s = cur_shape;
    hd_vec2 v[3];
    if (s.kind == HD_POLYGON && s.polygon.n == 3) {
        memcpy(v, cur_store, sizeof v);
        s.polygon.v = v;
    }
    return hd_shape_validate_tr(&s, err, n, tr) ? "valid" : NULL;
}

static void english_and_marked(void)
{
    char english[1024];
    for (size_t i = 0; i < sizeof bad_specs / sizeof bad_specs[0]; i++) {
        cur_spec = bad_specs[i];
        if (i == sizeof bad_specs / sizeof bad_specs[0] - 1)
            cur_spec = too_many_poly;
        if (i > 0 && !cur_spec)
            continue;
        ENSURE(!hd_shape_parse_buf(cur_spec, &buf, english, sizeof english));
        check_message(english, parse_spec, cur_spec ? cur_spec : "(null)");
    }
    hd_shape shapes[16];
    hd_vec2 store[9];
    int n = bad_shapes(shapes, store);
    for (int i = 0; i < n; i++) {
        cur_shape = shapes[i];
        if (shapes[i].kind == HD_POLYGON && shapes[i].polygon.n == 3)
            memcpy(cur_store, shapes[i].polygon.v, sizeof cur_store);
        hd_shape s = shapes[i];
        hd_vec2 v[3];
        if (s.kind == HD_POLYGON && s.polygon.n == 3) {
            memcpy(v, cur_store, sizeof v);
            s.polygon.v = v;
        }
        ENSURE(!hd_shape_validate(&s, english, sizeof english));
        check_message(english, validate_shape, "validate");
    }
}

/* ---- 3: every HD_MSG literal reached ----------------------------------------- */

static void every_format(void)
{
    FILE *f = fopen(HD_SHAPE_C, "r");
    ENSURE(f != NULL);
    if (!f)
        return;
    static char src[1 << 17];
    size_t len = fread(src, 1, sizeof src - 1, f);
    fclose(f);
    src[len] = '\0';
    int found = 0;
    for (const char *p = src; (p = strstr(p, "HD_MSG(\"")) != NULL;) {
        p += 8;
        char lit[512];
        size_t k = 0;
        while (*p && *p != '"' && k + 1 < sizeof lit) {
            if (*p == '\\' && p[1])
                p++; /* \" and \\ : the escaped character */
            lit[k++] = *p++;
        }
        lit[k] = '\0';
        found++;
        if (strcmp(lit, "a polygon's vertices need storage (hd_shape_parse_buf)") == 0)
            continue; /* hd_shape_parse: no _tr variant */
        bool hit = false;
        for (int i = 0; i < nseen && !hit; i++)
            hit = strcmp(seen[i], lit) == 0;
        TEST_CTX("HD_MSG(\"%s\") never passed through tr", lit);
        ENSURE(hit);
    }
    TEST_CTX("HD_MSG literals in %s: %d", HD_SHAPE_C, found);
    ENSURE(found >= 40);
}

/* ---- 4: good specs never call tr -------------------------------------------- */

static void good_specs_quiet(void)
{
    static const char *good[] = {"circle:0,0,5", "polygon:0,0,10,0,0,10", "arc:0,0,1,2,0,90", "rect:0,0,0,0"};
    char err[64];
    int before = ncalls;
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        ENSURE(hd_shape_parse_buf_tr(good[i], &buf, err, sizeof err, tr_mark));
    hd_shape s = hd_make_circle(hd_v(0, 0), 1);
    ENSURE(hd_shape_validate_tr(&s, err, sizeof err, tr_mark));
    ENSURE(ncalls == before);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    make_big_specs();
    size_t k = (size_t)snprintf(too_many_poly, sizeof too_many_poly, "polygon:0");
    for (int i = 0; i < 4 * HD_POLY_MAX + 8; i++)
        k += (size_t)snprintf(too_many_poly + k, sizeof too_many_poly - k, ",%d", i);
    RUN_SUBTEST(english_and_marked);
    RUN_SUBTEST(every_format);
    RUN_SUBTEST(good_specs_quiet);
    return hd_test_finish();
}
