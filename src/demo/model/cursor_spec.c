/* cursor_spec.c: the cursor-spec language: cursor templates (a shape
 * relative to the mouse) and their defaults, the --cursor spec parser and
 * writer, the shape a template makes at a mouse position, and the template
 * and mouse position that give a full spec back exactly. */
#include "cursor_spec.h"
#include "i18n.h"

#include "numtext.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const hd_kind cursor_kinds[HD_CURSOR_COUNT] = {
    HD_POINT, HD_CIRCLE, HD_RECT, HD_LINE, HD_POLYGON, HD_CAPSULE,
};

/* The original demo's cursor polygon, offsets from the mouse. */
static const hd_vec2 default_poly[5] = {
    {-20, -20}, {40, -10}, {60, 20}, {-20, 20}, {-40, 0},
};

hd_kind hd_cursor_kind(int i)
{
    return i >= 0 && i < HD_CURSOR_COUNT ? cursor_kinds[i] : HD_POINT;
}

int hd_cursor_index(hd_kind k)
{
    for (int i = 0; i < HD_CURSOR_COUNT; i++)
        if (cursor_kinds[i] == k) return i;
    return -1;
}

bool hd_cursor_default(hd_kind kind, hd_cursor_tpl *out)
{
    if (hd_cursor_index(kind) < 0) return false;
    memset(out, 0, sizeof *out);
    out->kind = kind;
    switch (kind) {
    case HD_CIRCLE: out->r = 20; break;
    case HD_RECT: out->w = 40; out->h = 40; break;
    case HD_LINE: out->start = (hd_vec2){0, 0}; break;
    case HD_CAPSULE: out->start = (hd_vec2){0, 0}; out->r = 15; break;
    case HD_POLYGON:
        out->n = 5;
        memcpy(out->off, default_poly, sizeof default_poly);
        break;
    default: break;
    }
    return true;
}

/* One number of a cursor spec, up to ',' or the end: 0 (read, *pp moved
 * past it), 1 if there is no finite number ending there, 2 if it is
 * outside the range of every spec (numtext.h). */
static int parse_num(const char **pp, double *out)
{
    double d;
    size_t len = hd_numtext_item(*pp, &d);
    if (len == 0) return 1;
    if (!hd_numtext_in_spec_range(d)) return 2;
    *out = d;
    *pp += len;
    return 0;
}

#define CURSOR_FORMS "point, circle:R, rect:W,H, line:X0,Y0, capsule:X0,Y0,R or polygon:DX1,DY1,DX2,DY2,..."

/* The spec as quoted in messages: long ones are cut (the problem, which
 * follows the quote, must not be lost to the message's length limit). */
static const char *quoted(const char *spec, char *buf, size_t n)
{
    if (strlen(spec) < n) return spec;
    size_t k = n - 4;
    /* never cut inside a UTF-8 character: back up over continuation bytes */
    while (k > 0 && ((unsigned char)spec[k] & 0xC0) == 0x80) k--;
    snprintf(buf, n, "%.*s...", (int)k, spec);
    return buf;
}

bool hd_cursor_parse(const char *spec, hd_cursor_tpl *out, char *err, size_t errlen)
{
    if (errlen) err[0] = '\0';
    char qbuf[48];
    const char *q = quoted(spec, qbuf, sizeof qbuf);
    const char *colon = strchr(spec, ':');
    size_t klen = colon ? (size_t)(colon - spec) : strlen(spec);
    hd_kind kind;
    if (!hd_kind_from_name(spec, klen, &kind) || hd_cursor_index(kind) < 0) {
        size_t k = klen < 40 ? klen : 40; /* not inside a UTF-8 character */
        while (k > 0 && k < klen && ((unsigned char)q[k] & 0xC0) == 0x80) k--;
        snprintf(err, errlen, _("'%s': unknown cursor kind '%.*s' (expected %s)"), q, (int)k, q, CURSOR_FORMS);
        return false;
    }
    hd_cursor_tpl t;
    hd_cursor_default(kind, &t);
    if (!colon) { *out = t; return true; }

    /* numbers after the colon */
    static double nums[2 * HD_POLY_MAX + 2];
    int cnt = 0;
    const char *p = colon + 1;
    for (;;) {
        if (cnt == (int)(sizeof nums / sizeof nums[0])) {
            snprintf(err, errlen, _("'%s': too many numbers"), q);
            return false;
        }
        int bad = parse_num(&p, &nums[cnt]);
        if (bad) {
            if (bad == 2)
                snprintf(err, errlen, _("'%s': number %d is outside the accepted range (0, or a magnitude from 1e-50 to 1e50)"), q, cnt + 1);
            else
                snprintf(err, errlen, _("'%s': number %d is not a finite decimal number"), q, cnt + 1);
            return false;
        }
        cnt++;
        if (*p == '\0') break;
        p++; /* ',' */
    }
    int want = -1;
    const char *form = "";
    switch (kind) {
    case HD_POINT: want = 0; form = "point"; break;
    case HD_CIRCLE: want = 1; form = "circle:R"; break;
    case HD_RECT: want = 2; form = "rect:W,H"; break;
    case HD_LINE: want = 2; form = "line:X0,Y0"; break;
    case HD_CAPSULE: want = 3; form = "capsule:X0,Y0,R"; break;
    default: form = "polygon:DX1,DY1,DX2,DY2,DX3,DY3,..."; break;
    }
    if (kind == HD_POLYGON) {
        if (cnt % 2 != 0 || cnt < 6) {
            snprintf(err, errlen, _("'%s': expected %s (at least 3 offset pairs), got %d numbers"),
                     q, form, cnt);
            return false;
        }
    } else if (cnt != want) {
        snprintf(err, errlen, _("'%s': expected %s, got %d numbers"), q, form, cnt);
        return false;
    }
    switch (kind) {
    case HD_CIRCLE:
        t.r = nums[0];
        if (t.r < 0) {
            snprintf(err, errlen, _("'%s': radius must be >= 0 (got %g)"), q, t.r);
            return false;
        }
        break;
    case HD_RECT:
        t.w = nums[0];
        t.h = nums[1];
        if (t.w < 0 || t.h < 0) {
            snprintf(err, errlen, _("'%s': width and height must be >= 0 (got %g,%g)"), q, t.w, t.h);
            return false;
        }
        break;
    case HD_LINE: t.start = (hd_vec2){nums[0], nums[1]}; break;
    case HD_CAPSULE:
        t.start = (hd_vec2){nums[0], nums[1]};
        t.r = nums[2];
        if (t.r < 0) {
            snprintf(err, errlen, _("'%s': radius must be >= 0 (got %g)"), q, t.r);
            return false;
        }
        break;
    case HD_POLYGON: {
        int n = cnt / 2;
        if (n > HD_POLY_MAX) {
            snprintf(err, errlen, _("'%s': more than %d vertices"), q, HD_POLY_MAX);
            return false;
        }
        t.n = n;
        for (int i = 0; i < n; i++) t.off[i] = (hd_vec2){nums[2 * i], nums[2 * i + 1]};
        /* Check the shape with the library's rules, placed at the origin. */
        static hd_vec2 pv[HD_POLY_MAX];
        hd_shape s = hd_cursor_build(&t, (hd_vec2){0, 0}, pv);
        char why[256];
        if (!hd_shape_validate_tr(&s, why, sizeof why, hd_gettext_tr)) {
            snprintf(err, errlen, _("'%s': bad %s"), q, why);
            return false;
        }
        /* keep the normalised vertices */
        t.n = s.polygon.n;
        for (int i = 0; i < t.n; i++) t.off[i] = s.polygon.v[i];
        break;
    }
    default: break;
    }
    *out = t;
    return true;
}

hd_shape hd_cursor_build(const hd_cursor_tpl *t, hd_vec2 m, hd_vec2 *v)
{
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = t->kind;
    switch (t->kind) {
    case HD_CIRCLE: s.circle = (hd_circle){m, t->r}; break;
    case HD_RECT: s.rect = (hd_rect){m.x - t->w / 2, m.y - t->h / 2, t->w, t->h}; break;
    case HD_LINE: s.line = (hd_line){t->start, m}; break;
    case HD_CAPSULE: s.capsule = (hd_capsule){t->start, m, t->r}; break;
    case HD_POLYGON:
        s.polygon.n = t->n;
        for (int i = 0; i < t->n; i++)
            v[i] = (hd_vec2){m.x + t->off[i].x, m.y + t->off[i].y};
        s.polygon.v = v;
        break;
    default: s.kind = HD_POINT; s.point.p = m; break;
    }
    return s;
}

int hd_cursor_format(const hd_cursor_tpl *t, char *buf, size_t n)
{
    char a[40], b[40], c[40];
    switch (t->kind) {
    case HD_CIRCLE:
        hd_format_double(t->r, a, sizeof a);
        return snprintf(buf, n, "circle:%s", a);
    case HD_RECT:
        hd_format_double(t->w, a, sizeof a);
        hd_format_double(t->h, b, sizeof b);
        return snprintf(buf, n, "rect:%s,%s", a, b);
    case HD_LINE:
        hd_format_double(t->start.x, a, sizeof a);
        hd_format_double(t->start.y, b, sizeof b);
        return snprintf(buf, n, "line:%s,%s", a, b);
    case HD_CAPSULE:
        hd_format_double(t->start.x, a, sizeof a);
        hd_format_double(t->start.y, b, sizeof b);
        hd_format_double(t->r, c, sizeof c);
        return snprintf(buf, n, "capsule:%s,%s,%s", a, b, c);
    case HD_POLYGON: {
        int len = snprintf(buf, n, "polygon:");
        for (int i = 0; i < t->n; i++) {
            hd_format_double(t->off[i].x, a, sizeof a);
            hd_format_double(t->off[i].y, b, sizeof b);
            size_t at = (size_t)len < n ? (size_t)len : n;
            len += snprintf(buf + at, n - at, "%s%s,%s", i ? "," : "", a, b);
        }
        return len;
    }
    default: return snprintf(buf, n, "point");
    }
}

/* The i-th candidate near `want`: want, then 1 ulp above, 1 below, 2
 * above, 2 below, ... */
static double near_candidate(double want, int i)
{
    double c = want, to = i % 2 ? INFINITY : -INFINITY;
    for (int k = 0; k < (i + 1) / 2; k++) c = nextafter(c, to);
    return c;
}

/* A mouse coordinate m near `want` with m + (v[i] - m) == v[i] exactly for
 * every i (the cursor's offsets give the vertices back). */
static bool exact_anchor(double want, const double *v, int n, double *m)
{
    for (int j = 0; j < 9; j++) {
        double c = near_candidate(want, j);
        bool ok = true;
        for (int i = 0; i < n && ok; i++) ok = c + (v[i] - c) == v[i];
        if (ok) {
            *m = c;
            return true;
        }
    }
    return false;
}

/* A centre coordinate m near x + w/2 with m - w/2 == x exactly (a rect
 * cursor is centred on the mouse). */
static bool exact_centre(double x, double w, double *m)
{
    for (int j = 0; j < 9; j++) {
        double c = near_candidate(x + w / 2, j);
        if (c - w / 2 == x) {
            *m = c;
            return true;
        }
    }
    return false;
}

bool hd_cursor_from_shape(const hd_shape *c, hd_cursor_tpl *t, hd_vec2 *mouse, char *err, size_t errlen)
{
    if (hd_cursor_index(c->kind) < 0 || !hd_cursor_default(c->kind, t)) {
        snprintf(err, errlen, "%s is not a cursor kind (expected point, circle, rect, line, polygon or capsule)",
                 hd_kind_name(c->kind));
        return false;
    }
    switch (c->kind) {
    case HD_CIRCLE: t->r = c->circle.r; *mouse = c->circle.c; break;
    case HD_LINE: t->start = c->line.a; *mouse = c->line.b; break;
    case HD_CAPSULE: t->start = c->capsule.a; t->r = c->capsule.r; *mouse = c->capsule.b; break;
    case HD_RECT: {
        /* centred on the mouse: m - w/2 must give back x exactly */
        const hd_rect *r = &c->rect;
        t->w = r->w;
        t->h = r->h;
        double mx, my;
        if (!exact_centre(r->x, r->w, &mx) || !exact_centre(r->y, r->h, &my)) {
            snprintf(err, errlen, "%s", _("no mouse position gives this rect exactly as a cursor (centred on the mouse)"));
            return false;
        }
        *mouse = (hd_vec2){mx, my};
        break;
    }
    case HD_POLYGON: {
        const hd_polygon *p = &c->polygon;
        static double xs[HD_POLY_MAX], ys[HD_POLY_MAX];
        double x0 = p->v[0].x, x1 = x0, y0 = p->v[0].y, y1 = y0;
        for (int i = 0; i < p->n; i++) {
            xs[i] = p->v[i].x;
            ys[i] = p->v[i].y;
            x0 = fmin(x0, xs[i]);
            x1 = fmax(x1, xs[i]);
            y0 = fmin(y0, ys[i]);
            y1 = fmax(y1, ys[i]);
        }
        /* the mouse at the box's centre (whole units when the box is), else at the first vertex */
        double mx, my;
        bool ok = exact_anchor(floor((x0 + x1) / 2), xs, p->n, &mx) && exact_anchor(floor((y0 + y1) / 2), ys, p->n, &my);
        if (!ok) ok = exact_anchor(xs[0], xs, p->n, &mx) && exact_anchor(ys[0], ys, p->n, &my);
        if (!ok) {
            snprintf(err, errlen, "%s", _("no mouse position gives this polygon exactly as a cursor (its offsets round)"));
            return false;
        }
        t->n = p->n;
        for (int i = 0; i < p->n; i++) t->off[i] = (hd_vec2){xs[i] - mx, ys[i] - my};
        *mouse = (hd_vec2){mx, my};
        break;
    }
    default: *mouse = c->point.p; break;
    }
    return true;
}
