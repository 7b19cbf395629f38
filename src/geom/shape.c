/*
 * shape.c: kind names, the spec parser and validator, canonical formatting,
 * translation and bounds.
 *
 * Spec grammar: KIND ':' NUM (',' NUM)*, no spaces; NUM is a plain decimal
 * [+-]?digits[.digits]?([eE][+-]?digits)? (also ".5" and "5."). Hex floats,
 * "inf" and "nan" are not numbers here; a decimal that overflows (1e400) is
 * rejected as not finite.
 */
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "etree.h"
#include "geom_internal.h"

static const char *const kind_names[HD_KIND_COUNT] = {
    "point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge",
};

/* Numbers each kind takes (polygon: even count, checked separately). */
static const int kind_counts[HD_KIND_COUNT] = {2, 3, 4, 4, -1, 5, 6, 5};

static const char *const kind_forms[HD_KIND_COUNT] = {
    "point:X,Y", "circle:CX,CY,R", "rect:X,Y,W,H", "line:X1,Y1,X2,Y2",
    "polygon:X1,Y1,X2,Y2,X3,Y3,...", "capsule:X1,Y1,X2,Y2,R",
    "arc:CX,CY,RIN,ROUT,START,END", "wedge:CX,CY,R,START,END",
};

const char *hd_kind_name(hd_kind kind)
{
    if ((int)kind < 0 || kind >= HD_KIND_COUNT)
        return NULL;
    return kind_names[kind];
}

/* Lengths of kind_names (no strlen per lookup: the spec parser's hot path). */
static const unsigned char kind_name_lens[HD_KIND_COUNT] = {5, 6, 4, 4, 7, 7, 3, 5};

bool hd_kind_from_name(const char *name, size_t len, hd_kind *out)
{
    for (int k = 0; k < HD_KIND_COUNT; k++) {
        if (kind_name_lens[k] == len && memcmp(kind_names[k], name, len) == 0) {
            *out = (hd_kind)k;
            return true;
        }
    }
    return false;
}

/* Whom an error message names: a name ("polygon"), or a spec, which the
 * message quotes as bad spec "SPEC" (built only when there is an error). */
typedef struct who {
    const char *name;
    const char *spec;
    bool checked; /* the numbers are known finite and in range (the parser checked each) */
    hd_tr_fn tr;  /* the caller's translation of formats and words, or NULL (English) */
} who;

/* s through the caller's translation (s itself without one, or when it
 * answers NULL). */
static const char *tr_of(const who *what, const char *s)
{
    const char *t = what->tr ? what->tr(s) : NULL;
    return t ? t : s;
}

/* Writes "<what>: <message>" into err, the prefix and fmt translated (the
 * formats are the HD_MSG-marked literals of this file, and a translation
 * keeps their conversions: msgfmt -c checks it). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static bool fail(char *err, size_t errlen, const who *what, const char *fmt, ...)
{
    if (err && errlen > 0) {
        int n;
        if (what->spec) {
            size_t slen = strlen(what->spec);
            /* TRANSLATORS: the start of every shape spec error: the spec quoted as
               typed (at most 60 bytes, then "..."), then the problem */
            n = snprintf(err, errlen, tr_of(what, HD_MSG("bad spec \"%.*s%s\": ")), 60, what->spec,
                         slen > 60 ? "..." : "");
        } else
            n = snprintf(err, errlen, tr_of(what, HD_MSG("%s: ")), what->name); /* a kind name: never translated */
        if (n >= 0 && (size_t)n < errlen) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(err + n, errlen - (size_t)n, tr_of(what, fmt), ap);
            va_end(ap);
        }
    }
    return false;
}

/* The longest number text read (as in numfmt.c). */
#define NUMBER_TEXT_MAX 511

/* Largest count of numbers the parser reads before giving up. */
#define MAX_NUMBERS (4 * HD_POLY_MAX + 8)

static bool check_finite(const double *v, int n, char *err, size_t errlen, const who *what)
{
    if (what->checked)
        return true;
    for (int i = 0; i < n; i++) {
        if (!isfinite(v[i]))
            return fail(err, errlen, what, HD_MSG("number %d is not finite"), i + 1);
        if (fabs(v[i]) > HD_COORD_MAX) {
            char num[40];
            hd_format_double(v[i], num, sizeof num);
            return fail(err, errlen, what, HD_MSG("number %d (%s) is outside +-1e50"), i + 1, num);
        }
        if (v[i] != 0 && fabs(v[i]) < HD_COORD_MIN) {
            char num[40];
            hd_format_double(v[i], num, sizeof num);
            return fail(err, errlen, what, HD_MSG("number %d (%s) is too small: a non-zero number needs a magnitude of at least 1e-50"), i + 1, num);
        }
    }
    return true;
}

static bool check_nonneg(double v, const char *name, char *err, size_t errlen, const who *what)
{
    if (v < 0) {
        char num[40];
        hd_format_double(v, num, sizeof num);
        return fail(err, errlen, what, HD_MSG("%s must be >= 0 (got %s)"), tr_of(what, name), num);
    }
    return true;
}

/* Drops a repeated closing vertex and consecutive duplicates, then checks
 * the vertex count and that no two edges cross or overlap. On success writes
 * the normalised vertices to store (which may be raw itself: it is written
 * only when something was dropped) and points pg at them. */
/* True if the closed chain v (no fold: no edge turns back along the one
 * before) turns one way only and winds once: a convex polygon, which is
 * simple. Turning one way, the edges' direction angle only grows (each turn
 * below 180 degrees), so it passes the vertical once for each change of
 * sign of the edges' dx (the exact signs of the coordinates' differences,
 * vertical edges skipped): two changes are one turn around, four or more
 * a chain that winds twice or more, and crosses itself. */
static bool winds_once_convex(const hd_vec2 *v, int n, int turns)
{
    if (turns == 0) /* hd_poly_turns(v, n) */
        return false;
    int changes = 0, last = 0, first = 0;
    for (int i = 0; i < n; i++) {
        hd_vec2 a = v[i], b = v[i + 1 < n ? i + 1 : 0];
        int sx = (b.x > a.x) - (b.x < a.x);
        if (sx == 0)
            continue;
        if (first == 0)
            first = sx;
        else if (sx != last)
            changes++;
        last = sx;
    }
    if (last != 0 && first != 0 && last != first)
        changes++; /* around through the closing edge */
    return changes == 2;
}

/* The crossings of edges i < j - 1 (not adjacent through the closing
 * vertex either) under nodes ka <= kb of one level of t (t's own edges):
 * lowers *first to the least key i (n + 1) + j + 1 of a pair that meets. */
static void self_crossings(const hd_etree *t, int ka, int kb, long *first)
{
    if (!hd_et_boxes_meet(t->lo[ka], t->hi[ka], t->lo[kb], t->hi[kb]))
        return;
    if (ka < t->nleaf) {
        if (ka == kb) {
            self_crossings(t, 2 * ka, 2 * ka, first);
            self_crossings(t, 2 * ka, 2 * ka + 1, first);
            self_crossings(t, 2 * ka + 1, 2 * ka + 1, first);
        } else
            for (int h = 0; h < 4; h++)
                self_crossings(t, 2 * ka + (h >> 1), 2 * kb + (h & 1), first);
        return;
    }
    int n = t->n, i0, i1, j0, j1;
    long row = n + 1;
    hd_et_range(t, ka - t->nleaf, &i0, &i1);
    hd_et_range(t, kb - t->nleaf, &j0, &j1);
    for (int i = i0; i < i1; i++) {
        hd_vec2 a = hd_et_a(t, i), b = hd_et_b(t, i);
        for (int j = j0 > i + 2 ? j0 : i + 2; j < j1 && (long)i * row + j + 1 < *first; j++)
            if (!(i == 0 && j == n - 1) && hd_segs_meet(a, b, hd_et_a(t, j), hd_et_b(t, j)))
                *first = (long)i * row + j + 1;
    }
}

static void polygon_finish_turns(hd_polygon *pg, int w);

static bool polygon_normalise(hd_polygon *pg, hd_vec2 *store, const hd_vec2 *raw, int nraw, char *err,
                              size_t errlen, const who *what)
{
    hd_vec2 tmp[MAX_NUMBERS / 2];
    int n = 0;
    for (int i = 0; i < nraw; i++)
        if (n == 0 || !hd_veq(tmp[n - 1], raw[i]))
            tmp[n++] = raw[i];
    while (n > 1 && hd_veq(tmp[n - 1], tmp[0]))
        n--;
    if (n < 3)
        return fail(err, errlen, what, HD_MSG("a polygon needs at least 3 distinct vertices (got %d)"), n);
    if (n > HD_POLY_MAX)
        return fail(err, errlen, what, HD_MSG("a polygon has at most %d vertices (got %d)"), HD_POLY_MAX, n);
    /* The first failure in the order of the plain double loop (for each
     * edge i: its fold onto the next edge, then its crossings with the
     * edges j > i + 1), keyed i (n + 1) + 0 for the fold and i (n + 1) +
     * j + 1 for a crossing. A big polygon finds its crossings through a
     * box hierarchy of its edges (etree.h: edges whose boxes miss do not
     * meet), every pair of leaves whose boxes meet once. */
    long first = LONG_MAX, row = n + 1;
    int turns = 0; /* hd_poly_turns(tmp, n), from the same orientations */
    bool mixed = false;
    for (int i = 0; i < n; i++) {
        hd_vec2 a = tmp[i], b = tmp[(i + 1) % n], c = tmp[(i + 2) % n];
        int o = hd_orient(a, b, c);
        /* adjacent edges a-b and b-c overlap iff c folds back along a-b */
        if (o == 0 && first == LONG_MAX && hd_sign_dot_diff(a, b, c, b) > 0)
            first = i * row;
        if (o != 0 && turns == 0)
            turns = o;
        else if (o != 0 && o != turns)
            mixed = true;
    }
    if (mixed)
        turns = 0;
    if (n > HD_ET_PLAIN_MAX) {
        if (first == LONG_MAX && winds_once_convex(tmp, n, turns))
            ; /* convex and simple: no two edges cross */
        else {
            hd_etree et;
            hd_et_build(&et, tmp, NULL, n);
            self_crossings(&et, 1, 1, &first);
        }
    } else
        for (int i = 0; i < n; i++)
            for (int j = i + 2; j < n && (long)i * row + j + 1 < first; j++)
                if (!(i == 0 && j == n - 1) && hd_segs_meet(tmp[i], tmp[(i + 1) % n], tmp[j], tmp[(j + 1) % n]))
                    first = i * row + j + 1;
    if (first != LONG_MAX) {
        int i = (int)(first / row), j = (int)(first % row) - 1;
        if (j < 0)
            return fail(err, errlen, what, HD_MSG("polygon is not simple: edges %d and %d overlap"), i + 1,
                        (i + 1) % n + 1);
        return fail(err, errlen, what, HD_MSG("polygon is not simple: edges %d and %d cross"), i + 1, j + 1);
    }
    if (n != nraw || store != raw)
        memmove(store, tmp, (size_t)n * sizeof tmp[0]);
    pg->v = store;
    pg->n = n;
    polygon_finish_turns(pg, turns);
    return true;
}

int hd_poly_turns(const hd_vec2 *v, int n)
{
    int sign = 0;
    for (int i = 0; i < n; i++) {
        int i1 = i + 1 < n ? i + 1 : i + 1 - n, i2 = i + 2 < n ? i + 2 : i + 2 - n;
        int o = hd_orient(v[i], v[i1], v[i2]);
        if (o == 0)
            continue;
        if (sign == 0)
            sign = o;
        else if (o != sign)
            return 0;
    }
    return sign;
}

void hd_polygon_finish(hd_polygon *pg) { polygon_finish_turns(pg, hd_poly_turns(pg->v, pg->n)); }

/* hd_polygon_finish with w = hd_poly_turns(pg->v, pg->n) known. */
static void polygon_finish_turns(hd_polygon *pg, int w)
{
    const hd_vec2 *v = pg->v;
    int n = pg->n;
    hd_vec2 lo = v[0], hi = v[0];
    int least = 0;
    for (int i = 1; i < n; i++) {
        lo.x = hd_min(lo.x, v[i].x);
        lo.y = hd_min(lo.y, v[i].y);
        hi.x = hd_max(hi.x, v[i].x);
        hi.y = hd_max(hi.y, v[i].y);
        if (v[i].x < v[least].x || (v[i].x == v[least].x && v[i].y < v[least].y))
            least = i;
    }
    pg->lo = lo;
    pg->hi = hi;
    unsigned f = HD_POLY_READY;
    if (w != 0)
        f |= HD_POLY_CONVEX;
    else /* the winding of a simple polygon is its turn at the least vertex */
        w = hd_orient(v[least > 0 ? least - 1 : n - 1], v[least], v[least + 1 < n ? least + 1 : 0]);
    if (w > 0)
        f |= HD_POLY_CW;
    pg->flags = f;
}

/* Checks the numbers of shape s (already filled) and normalises polygons
 * (from polyraw into store). */
static bool validate(hd_shape *s, hd_vec2 *store, const hd_vec2 *polyraw, int nraw, char *err, size_t errlen,
                     const who *what)
{
    switch (s->kind) {
    case HD_POINT: {
        double v[2] = {s->point.p.x, s->point.p.y};
        return check_finite(v, 2, err, errlen, what);
    }
    case HD_CIRCLE: {
        double v[3] = {s->circle.c.x, s->circle.c.y, s->circle.r};
        return check_finite(v, 3, err, errlen, what) && check_nonneg(s->circle.r, HD_MSG("radius"), err, errlen, what);
    }
    case HD_RECT: {
        double v[4] = {s->rect.x, s->rect.y, s->rect.w, s->rect.h};
        return check_finite(v, 4, err, errlen, what) && check_nonneg(s->rect.w, HD_MSG("width"), err, errlen, what) &&
               check_nonneg(s->rect.h, HD_MSG("height"), err, errlen, what);
    }
    case HD_LINE: {
        double v[4] = {s->line.a.x, s->line.a.y, s->line.b.x, s->line.b.y};
        return check_finite(v, 4, err, errlen, what);
    }
    case HD_POLYGON: {
        for (int i = 0; i < nraw && !what->checked; i++) {
            double v[2] = {polyraw[i].x, polyraw[i].y};
            if (!isfinite(v[0]) || !isfinite(v[1]))
                return fail(err, errlen, what, HD_MSG("vertex %d is not finite"), i + 1);
            if (fabs(v[0]) > HD_COORD_MAX || fabs(v[1]) > HD_COORD_MAX)
                return fail(err, errlen, what, HD_MSG("vertex %d is outside +-1e50"), i + 1);
            if ((v[0] != 0 && fabs(v[0]) < HD_COORD_MIN) || (v[1] != 0 && fabs(v[1]) < HD_COORD_MIN))
                return fail(err, errlen, what,
                            HD_MSG("vertex %d is too small: a non-zero number needs a magnitude of at least 1e-50"), i + 1);
        }
        return polygon_normalise(&s->polygon, store, polyraw, nraw, err, errlen, what);
    }
    case HD_CAPSULE: {
        double v[5] = {s->capsule.a.x, s->capsule.a.y, s->capsule.b.x, s->capsule.b.y, s->capsule.r};
        return check_finite(v, 5, err, errlen, what) && check_nonneg(s->capsule.r, HD_MSG("radius"), err, errlen, what);
    }
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double v[6] = {a->c.x, a->c.y, a->rin, a->rout, a->start, a->end};
        if (!check_finite(v, 6, err, errlen, what) || !check_nonneg(a->rin, HD_MSG("inner radius"), err, errlen, what) ||
            !check_nonneg(a->rout, HD_MSG("outer radius"), err, errlen, what))
            return false;
        if (a->rin > a->rout) {
            char n1[40], n2[40];
            hd_format_double(a->rin, n1, sizeof n1);
            hd_format_double(a->rout, n2, sizeof n2);
            return fail(err, errlen, what, HD_MSG("inner radius %s is larger than outer radius %s"), n1, n2);
        }
        return true;
    }
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        double v[5] = {w->c.x, w->c.y, w->r, w->start, w->end};
        return check_finite(v, 5, err, errlen, what) && check_nonneg(w->r, HD_MSG("radius"), err, errlen, what);
    }
    default:
        return fail(err, errlen, what, HD_MSG("unknown shape kind %d"), (int)s->kind);
    }
}

bool hd_shape_validate_tr(hd_shape *s, char *err, size_t errlen, hd_tr_fn tr)
{
    const char *name = hd_kind_name(s->kind);
    if (!name)
        return fail(err, errlen, &(who){"shape", NULL, false, tr}, HD_MSG("unknown shape kind %d"), (int)s->kind);
    if (s->kind == HD_POLYGON) {
        int n = s->polygon.n;
        if (n < 0 || n > HD_POLY_MAX || (n > 0 && !s->polygon.v))
            return fail(err, errlen, &(who){name, NULL, false, tr}, HD_MSG("a polygon has 3 to %d vertices (got %d)"),
                        HD_POLY_MAX, n);
        /* the caller's storage: written only if a vertex is dropped */
        hd_vec2 *v = (hd_vec2 *)(size_t)s->polygon.v;
        return validate(s, v, v, n, err, errlen, &(who){name, NULL, false, tr});
    }
    return validate(s, NULL, NULL, 0, err, errlen, &(who){name, NULL, false, tr});
}

bool hd_shape_validate(hd_shape *s, char *err, size_t errlen) { return hd_shape_validate_tr(s, err, errlen, NULL); }

bool hd_polygon_make(hd_vec2 *v, int n, hd_shape *out, char *err, size_t errlen)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = HD_POLYGON;
    if (n < 0 || n > HD_POLY_MAX || (n > 0 && !v))
        return fail(err, errlen, &(who){"polygon", NULL, false, NULL}, HD_MSG("a polygon has 3 to %d vertices (got %d)"), HD_POLY_MAX, n);
    if (!validate(&s, v, v, n, err, errlen, &(who){"polygon", NULL, false, NULL}))
        return false;
    *out = s;
    return true;
}

void hd_shape_copy(hd_shape *dst, hd_vec2 *v, const hd_shape *src)
{
    hd_shape t = *src;
    if (t.kind == HD_POLYGON) {
        if (t.polygon.v != v)
            memmove(v, t.polygon.v, (size_t)t.polygon.n * sizeof v[0]);
        t.polygon.v = v;
    }
    *dst = t;
}

void hd_shape_buf_set(hd_shape_buf *b, const hd_shape *s)
{
    hd_shape_copy(&b->s, b->v, s);
    if (b->s.kind == HD_POLYGON)
        b->s.polygon.v = NULL; /* the copy rule: a buf never points into itself */
}

/* The parser: polygon vertices go to store (room for HD_POLY_MAX), which
 * is written only on success. */
static bool parse(const char *spec, hd_shape *out, hd_vec2 *store, char *err, size_t errlen, hd_tr_fn tr)
{
    if (!spec)
        return fail(err, errlen, &(who){"spec", NULL, false, tr}, HD_MSG("missing"));
    const who *what = &(who){NULL, spec, true, tr};

    const char *colon = strchr(spec, ':');
    size_t klen = colon ? (size_t)(colon - spec) : strlen(spec);
    hd_kind kind;
    if (!hd_kind_from_name(spec, klen, &kind)) {
        return fail(err, errlen, what,
                    HD_MSG("unknown kind \"%.*s\" (expected point, circle, rect, line, polygon, capsule, arc or wedge)"),
                    (int)(klen > 30 ? 30 : klen), spec);
    }
    if (!colon)
        return fail(err, errlen, what, HD_MSG("missing ':' and numbers (expected %s)"), kind_forms[kind]);

    double local[MAX_NUMBERS];
    int n = 0;
    const char *p = colon + 1;
    for (;;) {
        double v;
        size_t len = hd_scan_number(p, &v);
        if (len == 0) {
            if (*p == '\0' || *p == ',')
                return fail(err, errlen, what, HD_MSG("number %d is missing (expected %s)"), n + 1, kind_forms[kind]);
            return fail(err, errlen, what, HD_MSG("number %d does not parse at \"%.12s\""), n + 1, p);
        }
        if (n == MAX_NUMBERS) {
            if (kind == HD_POLYGON)
                return fail(err, errlen, what, HD_MSG("a polygon has at most %d vertices (got more than %d)"), HD_POLY_MAX,
                            MAX_NUMBERS / 2);
            return fail(err, errlen, what, HD_MSG("too many numbers (expected %s)"), kind_forms[kind]);
        }
        if (len > NUMBER_TEXT_MAX)
            return fail(err, errlen, what, HD_MSG("number %d is too long"), n + 1);
        if (!isfinite(v))
            return fail(err, errlen, what, HD_MSG("number %d (%.*s) is not finite"), n + 1, (int)len, p);
        if (fabs(v) > HD_COORD_MAX)
            return fail(err, errlen, what, HD_MSG("number %d (%.*s) is outside +-1e50"), n + 1, (int)len, p);
        if (v != 0 && fabs(v) < HD_COORD_MIN)
            return fail(err, errlen, what,
                        HD_MSG("number %d (%.*s) is too small: a non-zero number needs a magnitude of at least 1e-50"), n + 1,
                        (int)len, p);
        local[n++] = v;
        p += len;
        if (*p == ',') {
            p++;
            continue;
        }
        if (*p == '\0')
            break;
        return fail(err, errlen, what, HD_MSG("unexpected \"%.12s\" after number %d"), p, n);
    }

    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = kind;
    if (kind == HD_POLYGON) {
        if (n % 2 != 0)
            return fail(err, errlen, what, HD_MSG("a polygon needs an even count of coordinates (got %d)"), n);
        hd_vec2 raw[MAX_NUMBERS / 2];
        for (int i = 0; i < n / 2; i++)
            raw[i] = hd_v(local[2 * i], local[2 * i + 1]);
        if (!validate(&s, store, raw, n / 2, err, errlen, what))
            return false;
        *out = s;
        return true;
    }
    if (n != kind_counts[kind])
        return fail(err, errlen, what, HD_MSG("%s takes %d numbers, got %d (expected %s)"), kind_names[kind],
                    kind_counts[kind], n, kind_forms[kind]);
    const double *v = local;
    switch (kind) {
    case HD_POINT: s.point.p = hd_v(v[0], v[1]); break;
    case HD_CIRCLE: s.circle.c = hd_v(v[0], v[1]); s.circle.r = v[2]; break;
    case HD_RECT: s.rect.x = v[0]; s.rect.y = v[1]; s.rect.w = v[2]; s.rect.h = v[3]; break;
    case HD_LINE: s.line.a = hd_v(v[0], v[1]); s.line.b = hd_v(v[2], v[3]); break;
    case HD_CAPSULE: s.capsule.a = hd_v(v[0], v[1]); s.capsule.b = hd_v(v[2], v[3]); s.capsule.r = v[4]; break;
    case HD_ARC:
        s.arc.c = hd_v(v[0], v[1]);
        s.arc.rin = v[2]; s.arc.rout = v[3]; s.arc.start = v[4]; s.arc.end = v[5];
        break;
    case HD_WEDGE: s.wedge.c = hd_v(v[0], v[1]); s.wedge.r = v[2]; s.wedge.start = v[3]; s.wedge.end = v[4]; break;
    default: break;
    }
    if (!validate(&s, NULL, NULL, 0, err, errlen, what))
        return false;
    *out = s;
    return true;
}

bool hd_shape_parse_buf_tr(const char *spec, hd_shape_buf *out, char *err, size_t errlen, hd_tr_fn tr)
{
    hd_shape s;
    if (!parse(spec, &s, out->v, err, errlen, tr))
        return false;
    if (s.kind == HD_POLYGON)
        s.polygon.v = NULL; /* the copy rule: a buf never points into itself */
    out->s = s;
    return true;
}

bool hd_shape_parse_buf(const char *spec, hd_shape_buf *out, char *err, size_t errlen)
{
    return hd_shape_parse_buf_tr(spec, out, err, errlen, NULL);
}

bool hd_shape_parse(const char *spec, hd_shape *out, char *err, size_t errlen)
{
    hd_vec2 scratch[HD_POLY_MAX]; /* the parse needs room; a polygon is declined below */
    hd_shape s;
    if (!parse(spec, &s, scratch, err, errlen, NULL))
        return false;
    if (s.kind == HD_POLYGON) {
        return fail(err, errlen, &(who){NULL, spec, false, NULL}, HD_MSG("a polygon's vertices need storage (hd_shape_parse_buf)"));
    }
    *out = s;
    return true;
}

void hd_shape_numbers(const hd_shape *s, double *v, int *count)
{
    int k = 0;
    switch (s->kind) {
    case HD_POINT: v[k++] = s->point.p.x; v[k++] = s->point.p.y; break;
    case HD_CIRCLE: v[k++] = s->circle.c.x; v[k++] = s->circle.c.y; v[k++] = s->circle.r; break;
    case HD_RECT: v[k++] = s->rect.x; v[k++] = s->rect.y; v[k++] = s->rect.w; v[k++] = s->rect.h; break;
    case HD_LINE: v[k++] = s->line.a.x; v[k++] = s->line.a.y; v[k++] = s->line.b.x; v[k++] = s->line.b.y; break;
    case HD_POLYGON:
        for (int i = 0; i < s->polygon.n && i < HD_POLY_MAX; i++) {
            v[k++] = s->polygon.v[i].x;
            v[k++] = s->polygon.v[i].y;
        }
        break;
    case HD_CAPSULE:
        v[k++] = s->capsule.a.x; v[k++] = s->capsule.a.y; v[k++] = s->capsule.b.x; v[k++] = s->capsule.b.y;
        v[k++] = s->capsule.r;
        break;
    case HD_ARC:
        v[k++] = s->arc.c.x; v[k++] = s->arc.c.y; v[k++] = s->arc.rin; v[k++] = s->arc.rout;
        v[k++] = s->arc.start; v[k++] = s->arc.end;
        break;
    case HD_WEDGE:
        v[k++] = s->wedge.c.x; v[k++] = s->wedge.c.y; v[k++] = s->wedge.r; v[k++] = s->wedge.start;
        v[k++] = s->wedge.end;
        break;
    default: break;
    }
    *count = k;
}

int hd_shape_format(const hd_shape *s, char *buf, size_t n)
{
    double v[2 * HD_POLY_MAX];
    int k = 0;
    if (!hd_kind_name(s->kind))
        return snprintf(buf, n, "?");
    hd_shape_numbers(s, v, &k);
    size_t used = 0;
    int total = snprintf(buf, n, "%s:", kind_names[s->kind]);
    used = (size_t)total;
    for (int i = 0; i < k; i++) {
        char num[40];
        hd_format_double(v[i], num, sizeof num);
        int w = snprintf(used < n ? buf + used : NULL, used < n ? n - used : 0, "%s%s", i ? "," : "", num);
        total += w;
        used += (size_t)w;
    }
    return total;
}

hd_shape hd_shape_translate(const hd_shape *s, hd_vec2 d, hd_vec2 *v)
{
    hd_shape t = *s;
    switch (t.kind) {
    case HD_POINT: t.point.p = hd_add(t.point.p, d); break;
    case HD_CIRCLE: t.circle.c = hd_add(t.circle.c, d); break;
    case HD_RECT: t.rect.x += d.x; t.rect.y += d.y; break;
    case HD_LINE: t.line.a = hd_add(t.line.a, d); t.line.b = hd_add(t.line.b, d); break;
    case HD_POLYGON:
        for (int i = 0; i < t.polygon.n; i++)
            v[i] = hd_add(s->polygon.v[i], d);
        t.polygon.v = v;
        if (t.polygon.flags & HD_POLY_READY) /* rounding may move a vertex across a line */
            hd_polygon_finish(&t.polygon);
        break;
    case HD_CAPSULE: t.capsule.a = hd_add(t.capsule.a, d); t.capsule.b = hd_add(t.capsule.b, d); break;
    case HD_ARC: t.arc.c = hd_add(t.arc.c, d); break;
    case HD_WEDGE: t.wedge.c = hd_add(t.wedge.c, d); break;
    default: break;
    }
    return t;
}

static void grow_box(hd_vec2 *lo, hd_vec2 *hi, hd_vec2 p)
{
    lo->x = hd_min(lo->x, p.x);
    lo->y = hd_min(lo->y, p.y);
    hi->x = hd_max(hi->x, p.x);
    hi->y = hd_max(hi->y, p.y);
}

void hd_shape_bounds(const hd_shape *s, hd_vec2 *lo, hd_vec2 *hi)
{
    switch (s->kind) {
    case HD_POINT: *lo = *hi = s->point.p; return;
    case HD_CIRCLE:
        *lo = hd_v(s->circle.c.x - s->circle.r, s->circle.c.y - s->circle.r);
        *hi = hd_v(s->circle.c.x + s->circle.r, s->circle.c.y + s->circle.r);
        return;
    case HD_RECT:
        *lo = hd_v(s->rect.x, s->rect.y);
        *hi = hd_v(s->rect.x + s->rect.w, s->rect.y + s->rect.h);
        return;
    case HD_LINE:
        *lo = *hi = s->line.a;
        grow_box(lo, hi, s->line.b);
        return;
    case HD_POLYGON:
        if (s->polygon.flags & HD_POLY_READY) {
            *lo = s->polygon.lo;
            *hi = s->polygon.hi;
            return;
        }
        *lo = *hi = s->polygon.v[0];
        for (int i = 1; i < s->polygon.n; i++)
            grow_box(lo, hi, s->polygon.v[i]);
        return;
    case HD_CAPSULE: {
        double r = s->capsule.r;
        *lo = *hi = s->capsule.a;
        grow_box(lo, hi, s->capsule.b);
        lo->x -= r; lo->y -= r; hi->x += r; hi->y += r;
        return;
    }
    case HD_ARC:
    case HD_WEDGE: {
        /* Conservative: the full disk of the outer radius. */
        hd_vec2 c = s->kind == HD_ARC ? s->arc.c : s->wedge.c;
        double r = s->kind == HD_ARC ? s->arc.rout : s->wedge.r;
        *lo = hd_v(c.x - r, c.y - r);
        *hi = hd_v(c.x + r, c.y + r);
        return;
    }
    default: *lo = *hi = hd_v(0, 0); return;
    }
}

bool hd_shape_equal(const hd_shape *a, const hd_shape *b)
{
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case HD_POINT: return hd_veq(a->point.p, b->point.p);
    case HD_CIRCLE: return hd_veq(a->circle.c, b->circle.c) && a->circle.r == b->circle.r;
    case HD_RECT:
        return a->rect.x == b->rect.x && a->rect.y == b->rect.y && a->rect.w == b->rect.w && a->rect.h == b->rect.h;
    case HD_LINE: return hd_veq(a->line.a, b->line.a) && hd_veq(a->line.b, b->line.b);
    case HD_CAPSULE:
        return hd_veq(a->capsule.a, b->capsule.a) && hd_veq(a->capsule.b, b->capsule.b) && a->capsule.r == b->capsule.r;
    case HD_ARC:
        return hd_veq(a->arc.c, b->arc.c) && a->arc.rin == b->arc.rin && a->arc.rout == b->arc.rout &&
               a->arc.start == b->arc.start && a->arc.end == b->arc.end;
    case HD_WEDGE:
        return hd_veq(a->wedge.c, b->wedge.c) && a->wedge.r == b->wedge.r && a->wedge.start == b->wedge.start &&
               a->wedge.end == b->wedge.end;
    case HD_POLYGON:
        if (a->polygon.n != b->polygon.n)
            return false;
        for (int i = 0; i < a->polygon.n; i++)
            if (!hd_veq(a->polygon.v[i], b->polygon.v[i]))
                return false;
        return true;
    default: return false;
    }
}
