/* scene.c: the scene model: the base, the cursor templates and the mouse
 * as state, their edits (a kind, a spec, the wheel, a rotation), and the
 * per-frame update: the cursor built, collide, hit points, distance, the
 * naive answer and the state in words. */
#include "scene.h"
#include "i18n.h"

#include "hd_naive.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* b = s, where s views b->v (or another shape's storage). */
static void buf_put(hd_shape_buf *b, hd_shape s) { hd_shape_buf_set(b, &s); }

void hd_scene_init(hd_scene *s)
{
    memset(s, 0, sizeof *s);
    for (int i = 0; i < HD_CURSOR_COUNT; i++) hd_cursor_default(hd_cursor_kind(i), &s->cursors[i]);
    s->cursor_index = hd_cursor_index(HD_CIRCLE);
    s->base_kind = HD_CIRCLE;
    s->log_w = 1280;
    s->log_h = 720;
    buf_put(&s->base, hd_base_default(s->base_kind, s->log_w, s->log_h, s->base.v));
}

void hd_scene_set_base_kind(hd_scene *s, hd_kind k)
{
    s->base_turn = 0;
    s->base_kind = k;
    s->base_fixed = false;
    buf_put(&s->base, hd_base_in_frame(k, s->origin, s->log_w, s->log_h, s->base.v));
}

void hd_scene_set_base(hd_scene *s, const hd_shape *base)
{
    s->base_turn = 0;
    s->base_kind = base->kind;
    s->base_fixed = true;
    hd_shape_buf_set(&s->base, base);
}

void hd_scene_set_cursor(hd_scene *s, const hd_cursor_tpl *t)
{
    int i = hd_cursor_index(t->kind);
    if (i < 0) return;
    s->cursors[i] = *t;
    s->cursor_index = i;
}

void hd_scene_cycle_cursor(hd_scene *s, int dir)
{
    s->cursor_index = ((s->cursor_index + (dir < 0 ? -1 : 1)) % HD_CURSOR_COUNT + HD_CURSOR_COUNT)
                      % HD_CURSOR_COUNT;
}

static double clampd(double v, double lo, double hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

bool hd_scene_wheel(hd_scene *s, int notches)
{
    hd_cursor_tpl *t = &s->cursors[s->cursor_index];
    if (notches == 0) return false;
    switch (t->kind) {
    case HD_CIRCLE:
    case HD_CAPSULE: {
        double r = clampd(t->r + 2.0 * notches, 0, 1000);
        if (r == t->r) return false;
        t->r = r;
        return true;
    }
    case HD_RECT: {
        double w = clampd(t->w + 2.0 * notches, 0, 1000), h = clampd(t->h + 2.0 * notches, 0, 1000);
        if (w == t->w && h == t->h) return false;
        t->w = w;
        t->h = h;
        return true;
    }
    case HD_POLYGON: {
        double ext = 0;
        for (int i = 0; i < t->n; i++) ext = fmax(ext, fmax(fabs(t->off[i].x), fabs(t->off[i].y)));
        double k = pow(1.1, notches);
        if (ext * k > 10000) k = 10000 / ext;
        if (ext * k < 1) k = 1 / ext;
        if (!(k > 0) || k == 1) return false;
        /* scaling keeps a simple polygon simple; a rounding that would
         * not is refused */
        hd_cursor_tpl u = *t;
        for (int i = 0; i < u.n; i++) u.off[i] = (hd_vec2){u.off[i].x * k, u.off[i].y * k};
        hd_vec2 pv[HD_POLY_MAX];
        hd_shape p = hd_cursor_build(&u, (hd_vec2){0, 0}, pv);
        char err[200];
        if (!hd_shape_validate_tr(&p, err, sizeof err, hd_gettext_tr)) return false;
        *t = u;
        return true;
    }
    default: return false;
    }
}

/* (x, y) rotated by deg, exactly for multiples of 90 degrees. */
static hd_vec2 rotate(hd_vec2 v, double deg)
{
    double q = fmod(deg, 360);
    if (q < 0) q += 360;
    if (q == 0) return v;
    if (q == 90) return (hd_vec2){-v.y, v.x};
    if (q == 180) return (hd_vec2){-v.x, -v.y};
    if (q == 270) return (hd_vec2){v.y, -v.x};
    double a = q * HD_PI / 180, c = cos(a), sn = sin(a);
    return (hd_vec2){v.x * c - v.y * sn, v.x * sn + v.y * c};
}

bool hd_scene_rotate_cursor(hd_scene *s, double deg)
{
    hd_cursor_tpl *t = &s->cursors[s->cursor_index];
    hd_cursor_tpl u;
    if (t->kind == HD_RECT) {
        hd_cursor_default(HD_POLYGON, &u);
        double w = t->w / 2, h = t->h / 2;
        u.n = 4;
        u.off[0] = (hd_vec2){-w, -h};
        u.off[1] = (hd_vec2){w, -h};
        u.off[2] = (hd_vec2){w, h};
        u.off[3] = (hd_vec2){-w, h};
    } else if (t->kind == HD_POLYGON) {
        u = *t;
    } else {
        return false;
    }
    for (int i = 0; i < u.n; i++) u.off[i] = rotate(u.off[i], deg);
    hd_vec2 pv[HD_POLY_MAX];
    hd_shape p = hd_cursor_build(&u, (hd_vec2){0, 0}, pv);
    char err[200];
    if (!hd_shape_validate_tr(&p, err, sizeof err, hd_gettext_tr)) return false; /* a zero-size rect, or rounding */
    u.n = p.polygon.n;
    for (int i = 0; i < u.n; i++) u.off[i] = p.polygon.v[i];
    hd_scene_set_cursor(s, &u);
    return true;
}

/* p turned by deg about centre c (exact for multiples of 90 degrees about
 * a centre whose differences are exact). */
static hd_vec2 turn_about(hd_vec2 p, hd_vec2 c, double deg)
{
    hd_vec2 r = rotate((hd_vec2){p.x - c.x, p.y - c.y}, deg);
    return (hd_vec2){c.x + r.x, c.y + r.y};
}

const char *hd_scene_rotate_base(hd_scene *s, double deg)
{
    if (s->base_turn == 0) s->base_unturned = s->base;
    double total = fmod(s->base_turn + deg, 360);
    hd_shape b = hd_shape_of(&s->base_unturned), t = b;
    if (total == 0) { /* a whole turn: the base as it was, exactly */
        hd_scene_set_base(s, &b);
        return NULL;
    }
    deg = total;
    hd_vec2 pv[HD_POLY_MAX];
    switch (b.kind) {
    case HD_POINT: return _("a point looks the same turned");
    case HD_CIRCLE: return _("a circle looks the same turned");
    case HD_RECT: {
        /* a turned rect is a polygon (its four corners about its centre) */
        hd_vec2 c = {b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2};
        hd_vec2 q[4] = {{b.rect.x, b.rect.y}, {b.rect.x + b.rect.w, b.rect.y},
                        {b.rect.x + b.rect.w, b.rect.y + b.rect.h}, {b.rect.x, b.rect.y + b.rect.h}};
        for (int i = 0; i < 4; i++) pv[i] = turn_about(q[i], c, deg);
        t.kind = HD_POLYGON;
        t.polygon = (hd_polygon){pv, 4, 0, {0, 0}, {0, 0}};
        break;
    }
    case HD_POLYGON: {
        hd_vec2 c = {(b.polygon.lo.x + b.polygon.hi.x) / 2, (b.polygon.lo.y + b.polygon.hi.y) / 2};
        for (int i = 0; i < b.polygon.n; i++) pv[i] = turn_about(b.polygon.v[i], c, deg);
        t.polygon = (hd_polygon){pv, b.polygon.n, 0, {0, 0}, {0, 0}};
        break;
    }
    case HD_LINE: {
        hd_vec2 c = {(b.line.a.x + b.line.b.x) / 2, (b.line.a.y + b.line.b.y) / 2};
        t.line.a = turn_about(b.line.a, c, deg);
        t.line.b = turn_about(b.line.b, c, deg);
        break;
    }
    case HD_CAPSULE: {
        hd_vec2 c = {(b.capsule.a.x + b.capsule.b.x) / 2, (b.capsule.a.y + b.capsule.b.y) / 2};
        t.capsule.a = turn_about(b.capsule.a, c, deg);
        t.capsule.b = turn_about(b.capsule.b, c, deg);
        break;
    }
    case HD_ARC:
        t.arc.start += deg;
        t.arc.end += deg;
        break;
    case HD_WEDGE:
        t.wedge.start += deg;
        t.wedge.end += deg;
        break;
    default: return _("this base does not turn");
    }
    char err[200];
    if (!hd_shape_validate_tr(&t, err, sizeof err, hd_gettext_tr)) return _("the turned base would not be a valid shape (rounding)");
    hd_scene_set_base(s, &t);
    s->base_turn = total;
    return NULL;
}

void hd_scene_set_mouse(hd_scene *s, hd_vec2 m)
{
    s->mouse = m;
    s->mouse_known = true;
}

static const char *state_of(const hd_scene *s);

void hd_scene_update(hd_scene *s, double log_w, double log_h)
{
    s->log_w = log_w;
    s->log_h = log_h;
    if (!s->base_fixed) buf_put(&s->base, hd_base_in_frame(s->base_kind, s->origin, s->log_w, s->log_h, s->base.v));
    s->collide = false;
    s->hit_count = 0;
    s->naive_known = false;
    s->state = NULL;
    memset(&s->dist, 0, sizeof s->dist);
    if (!s->mouse_known) return;
    buf_put(&s->cursor, hd_cursor_build(&s->cursors[s->cursor_index], s->mouse, s->cursor.v));
    hd_shape base = hd_scene_base(s), cursor = hd_scene_cursor(s);
    s->collide = hd_collide_hits(&base, &cursor, s->hits, HD_SCENE_MAX_HITS, &s->hit_count);
    hd_distance(&base, &cursor, &s->dist);
    s->naive_known = hd_naive_collide(&base, &cursor, &s->naive_hit);
    s->state = state_of(s);
}

int hd_scene_pair(const hd_scene *s, char *buf, size_t n)
{
    return snprintf(buf, n, "%s vs %s", hd_kind_name(s->base.s.kind),
                    hd_kind_name(s->cursors[s->cursor_index].kind));
}

/* p lies inside the closed set s with a margin: p and the 8 points around
 * it at distance m all belong to s. */
static bool inside_by(const hd_shape *s, hd_vec2 p, double m)
{
    static const double d[8][2] = {{1, 0}, {0.7071, 0.7071}, {0, 1}, {-0.7071, 0.7071},
                                   {-1, 0}, {-0.7071, -0.7071}, {0, -1}, {0.7071, -0.7071}};
    if (!hd_point_in_shape(s, p)) return false;
    for (int k = 0; k < 8; k++)
        if (!hd_point_in_shape(s, (hd_vec2){p.x + m * d[k][0], p.y + m * d[k][1]})) return false;
    return true;
}

/* The direction of a shape without area that has one (a segment), or
 * (0,0): points and everything with area. */
static hd_vec2 flat_direction(const hd_shape *s)
{
    hd_vec2 a = {0, 0}, b = {0, 0};
    switch (s->kind) {
    case HD_LINE: a = s->line.a; b = s->line.b; break;
    case HD_CAPSULE:
        if (s->capsule.r > 0) return a;
        a = s->capsule.a;
        b = s->capsule.b;
        break;
    case HD_RECT:
        if (s->rect.w > 0 && s->rect.h > 0) return a;
        a = (hd_vec2){s->rect.x, s->rect.y};
        b = (hd_vec2){s->rect.x + s->rect.w, s->rect.y + s->rect.h};
        break;
    default: return a;
    }
    double len = hypot(b.x - a.x, b.y - a.y);
    if (!(len > 0)) return (hd_vec2){0, 0};
    return (hd_vec2){(b.x - a.x) / len, (b.y - a.y) / len};
}

static bool has_area(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POINT:
    case HD_LINE: return false;
    case HD_CIRCLE: return s->circle.r > 0;
    case HD_RECT: return s->rect.w > 0 && s->rect.h > 0;
    case HD_CAPSULE: return s->capsule.r > 0;
    case HD_ARC: return s->arc.rout > s->arc.rin && s->arc.start != s->arc.end;
    case HD_WEDGE: return s->wedge.r > 0 && s->wedge.start != s->wedge.end;
    default: return true;
    }
}

/* Whether the pair only touches: they share points, but no point of one's
 * interior lies in the other (for a segment: no piece of it runs into the
 * other's interior). Looked for next to each hit point (every crossing of
 * the outlines is one): probes at a small distance eps in 64 directions,
 * inside both shapes with a margin eps/64 for an overlap. This decides the
 * words in the HUD only, never the answer. */
static bool only_touching(const hd_scene *s)
{
    hd_shape sa = hd_scene_base(s), sb = hd_scene_cursor(s);
    const hd_shape *a = &sa, *b = &sb;
    hd_vec2 lo1, hi1, lo2, hi2;
    hd_shape_bounds(a, &lo1, &hi1);
    hd_shape_bounds(b, &lo2, &hi2);
    double size = fmax(fmax(hi1.x - lo1.x, hi1.y - lo1.y), fmax(hi2.x - lo2.x, hi2.y - lo2.y));
    bool area_a = has_area(a), area_b = has_area(b);
    if (!area_a && !area_b) return true; /* no interiors at all */
    int n = s->hit_count < HD_SCENE_MAX_HITS ? s->hit_count : HD_SCENE_MAX_HITS;
    for (int i = 0; i < n && i < 16; i++) {
        hd_vec2 h = s->hits[i];
        double eps = 1e-5 * fmax(size, 1e-300) + 1e-12 * fmax(fabs(h.x), fabs(h.y)), m = eps / 64;
        if (area_a && area_b) {
            for (int k = 0; k < 64; k++) {
                double t = (k + 0.5) * 6.283185307179586 / 64;
                hd_vec2 p = {h.x + eps * cos(t), h.y + eps * sin(t)};
                if (inside_by(a, p, m) && inside_by(b, p, m)) return false;
            }
        } else {
            /* a segment (or a point) against a shape with area: does the
             * segment run on into the interior? */
            const hd_shape *flat = area_a ? b : a, *solid = area_a ? a : b;
            hd_vec2 d = flat_direction(flat), e0, e1;
            hd_shape_bounds(flat, &e0, &e1);
            for (int sg = -1; sg <= 1 && (d.x != 0 || d.y != 0); sg += 2) {
                hd_vec2 p = {h.x + sg * eps * d.x, h.y + sg * eps * d.y};
                /* p is on the segment's line; it must not be past its ends */
                bool on = p.x >= e0.x - m && p.x <= e1.x + m && p.y >= e0.y - m && p.y <= e1.y + m;
                if (on && inside_by(solid, p, m)) return false;
            }
        }
    }
    return true;
}

static const char *state_of(const hd_scene *s)
{
    if (!s->mouse_known) return N_("no mouse position yet");
    if (!s->collide) return N_("apart");
    /* They share a point but no outline point: one lies inside the other. */
    if (s->hit_count == 0) return N_("contained (no outlines cross)");
    if (s->dist.has_push ? s->dist.depth == 0 : only_touching(s)) return N_("touching (distance 0, interiors apart)");
    return N_("overlapping");
}

const char *hd_scene_state(const hd_scene *s)
{
    /* the state is kept in English (N_) and translated here, so a language
     * switched since the update shows at once */
    return _(s->state ? s->state : state_of(s));
}

int hd_scene_cursor_size(const hd_scene *s, char *buf, size_t n)
{
    const hd_cursor_tpl *t = &s->cursors[s->cursor_index];
    char a[40], b[40];
    switch (t->kind) {
    case HD_CIRCLE:
    case HD_CAPSULE: hd_format_double(t->r, a, sizeof a); return snprintf(buf, n, _("radius %s"), a);
    case HD_RECT:
        hd_format_double(t->w, a, sizeof a);
        hd_format_double(t->h, b, sizeof b);
        return snprintf(buf, n, "%s x %s", a, b);
    case HD_LINE:
        hd_format_double(t->start.x, a, sizeof a);
        hd_format_double(t->start.y, b, sizeof b);
        return snprintf(buf, n, _("from %s,%s to the mouse"), a, b);
    case HD_POLYGON: return snprintf(buf, n, ngettext("%d vertex", "%d vertices", (unsigned long)t->n), t->n);
    default: return snprintf(buf, n, "%s", _("a point"));
    }
}

/* The count of numbers after the colon (0 without one). */
static int spec_numbers(const char *text)
{
    const char *colon = strchr(text, ':');
    if (!colon || !colon[1]) return 0;
    int n = 1;
    for (const char *p = colon + 1; *p; p++) n += *p == ',';
    return n;
}

bool hd_scene_apply_spec(hd_scene *s, bool base, bool full, const char *text, hd_vec2 *placed, bool *has_placed,
                         char *err, size_t errlen)
{
    static hd_shape_buf b; /* large: a polygon's worth of vertices */
    if (base) {
        if (!hd_shape_parse_buf_tr(text, &b, err, errlen, hd_gettext_tr)) return false;
        hd_shape bs = hd_shape_of(&b);
        hd_scene_set_base(s, &bs);
        return true;
    }
    static hd_cursor_tpl t;
    /* a full spec: `full` (the field's mode), or the count of numbers of
     * the full form of a kind other than polygon */
    const char *colon = strchr(text, ':');
    hd_kind k;
    bool kind_known = colon && hd_kind_from_name(text, (size_t)(colon - text), &k);
    static const int full_count[] = {[HD_POINT] = 2, [HD_CIRCLE] = 3, [HD_RECT] = 4, [HD_LINE] = 4, [HD_POLYGON] = -1,
                                     [HD_CAPSULE] = 5, [HD_ARC] = 6, [HD_WEDGE] = 5};
    bool as_full = full || (kind_known && spec_numbers(text) == full_count[k]);
    if (as_full) {
        hd_vec2 m;
        if (!hd_shape_parse_buf_tr(text, &b, err, errlen, hd_gettext_tr)) return false;
        hd_shape bs = hd_shape_of(&b);
        if (!hd_cursor_from_shape(&bs, &t, &m, err, errlen)) return false;
        hd_scene_set_cursor(s, &t);
        *placed = m;
        *has_placed = true;
        return true;
    }
    if (!hd_cursor_parse(text, &t, err, errlen)) {
        /* the field takes the full form too: say so */
        static const char *const full_form[] = {[HD_POINT] = "point:X,Y", [HD_CIRCLE] = "circle:X,Y,R",
                                                [HD_RECT] = "rect:X,Y,W,H", [HD_LINE] = "line:X0,Y0,X1,Y1",
                                                [HD_CAPSULE] = "capsule:X0,Y0,X1,Y1,R"};
        size_t len = strlen(err);
        if (kind_known && k != HD_POLYGON && hd_cursor_index(k) >= 0 && len + 80 < errlen)
            snprintf(err + len, errlen - len, "; or the full spec %s, as the HUD shows it", full_form[k]);
        return false;
    }
    hd_scene_set_cursor(s, &t);
    return true;
}

int hd_scene_check_command(const hd_scene *s, const char *prog, char *buf, size_t n)
{
    static char a[8192], b[8192], q[4200];
    hd_shape sa = hd_scene_base(s), sb = hd_scene_cursor(s);
    hd_shape_format(&sa, a, sizeof a);
    hd_shape_format(&sb, b, sizeof b);
    /* a shell word: as it is when plain, else in single quotes (a quote
     * inside written '\'') */
    bool plain = *prog != '\0';
    for (const char *p = prog; *p; p++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_/.,:+-=@%", *p)) plain = false;
    if (plain) {
        snprintf(q, sizeof q, "%s", prog);
    } else {
        size_t k = 0;
        q[k++] = '\'';
        for (const char *p = prog; *p && k + 6 < sizeof q; p++) {
            if (*p == '\'') {
                memcpy(q + k, "'\\''", 4);
                k += 4;
            } else {
                q[k++] = *p;
            }
        }
        q[k++] = '\'';
        q[k] = '\0';
    }
    return snprintf(buf, n, "%s --check %s %s", q, a, b);
}
