/*
 * hunt_gen.c: the hunt's cases (hunt.h). For an ordered pair of kinds the
 * stream of cases is:
 *
 *  - the structured families: each kind has a few prototypes (a plain
 *    shape, zero-size ones, sectors across 0 degrees, full turns, zero
 *    sweeps, polygons of both windings, with collinear vertices, with a
 *    concave notch); on each prototype A the generator finds boundary
 *    points P (edges, corners, caps, arcs, apexes: lattice points on the
 *    outline, the 3-4-5 points of circles) and the directions d leaving A
 *    there, and places a shape B of the other kind touching A at P from
 *    outside along d, and from inside along -d. Besides: B small inside A
 *    and A inside a large B (containment either way), B equal to A (or the
 *    same set as another kind), B on A's edges (shared edges, collinear
 *    segments overlapping or touching at an end). Each is built both ways
 *    (a prototype of the first kind with the second placed on it, and the
 *    other way round) at small integers; then every one is moved to the
 *    other scales (halves, decimals, far from the origin up to 1e15, tiny
 *    down to 1e-6) and each is also nudged one ulp out and one ulp in along
 *    d (nextafter on every coordinate of B).
 *  - random pairs, drawn from the seed: every eighth case of the stream,
 *    and all of it after the structured part.
 *
 * Whether a case is touching, apart or anything else is never taken from
 * its family: the judge decides every case exactly (a family is a label).
 */
#include "hunt.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/spec.h>

/* ---- shapes as numbers --------------------------------------------------- */

static const char *const roles[HD_KIND_COUNT] = {
    [HD_POINT] = "xy", [HD_CIRCLE] = "xys", [HD_RECT] = "xyss", [HD_LINE] = "xyxy",
    [HD_POLYGON] = "", [HD_CAPSULE] = "xyxys", [HD_ARC] = "xyssaa", [HD_WEDGE] = "xysaa",
};

char hd_hunt_role(hd_kind kind, int i)
{
    if (kind == HD_POLYGON) return (i & 1) ? 'y' : 'x';
    return roles[kind][i];
}

int hd_hunt_count(hd_kind kind) { return kind == HD_POLYGON ? -1 : (int)strlen(roles[kind]); }

bool hd_hunt_build(const hd_hunt_shape *s, hd_shape *out, hd_vec2 *v)
{
    const double *x = s->v;
    hd_shape sh;
    memset(&sh, 0, sizeof sh);
    sh.kind = s->kind;
    for (int i = 0; i < s->n; i++)
        if (!isfinite(x[i])) return false;
    switch (s->kind) {
    case HD_POINT: sh.point.p = (hd_vec2){x[0], x[1]}; break;
    case HD_CIRCLE: sh.circle = (hd_circle){{x[0], x[1]}, x[2]}; break;
    case HD_RECT: sh.rect = (hd_rect){x[0], x[1], x[2], x[3]}; break;
    case HD_LINE: sh.line = (hd_line){{x[0], x[1]}, {x[2], x[3]}}; break;
    case HD_CAPSULE: sh.capsule = (hd_capsule){{x[0], x[1]}, {x[2], x[3]}, x[4]}; break;
    case HD_ARC: sh.arc = (hd_arc){{x[0], x[1]}, x[2], x[3], x[4], x[5]}; break;
    case HD_WEDGE: sh.wedge = (hd_wedge){{x[0], x[1]}, x[2], x[3], x[4]}; break;
    case HD_POLYGON: {
        int n = s->n / 2;
        if (n < 3 || n > HD_HUNT_POLY_MAX || (s->n & 1)) return false;
        for (int i = 0; i < n; i++) v[i] = (hd_vec2){x[2 * i], x[2 * i + 1]};
        char err[8];
        return hd_polygon_make(v, n, out, err, sizeof err);
    }
    default: return false;
    }
    char err[8];
    if (!hd_shape_validate(&sh, err, sizeof err)) return false;
    *out = sh;
    return true;
}

int hd_hunt_format(const hd_hunt_shape *s, char *buf, size_t n)
{
    size_t at = 0;
    int len = snprintf(buf, n, "%s:", hd_kind_name(s->kind));
    if (len < 0) return len;
    at = (size_t)len;
    for (int i = 0; i < s->n; i++) {
        char t[40];
        int k = hd_format_double(s->v[i] + 0.0, t, sizeof t);
        if (i) {
            if (at + 1 < n) buf[at] = ',';
            at++;
        }
        if (at < n) snprintf(buf + at, n - at, "%s", t);
        at += (size_t)k;
    }
    if (n) buf[at < n ? at : n - 1] = '\0';
    return (int)at;
}

bool hd_hunt_parse(const char *spec, hd_hunt_shape *s)
{
    static _Thread_local hd_shape_buf b;
    char err[8];
    if (!hd_shape_parse_buf(spec, &b, err, sizeof err)) return false;
    hd_shape sh = hd_shape_of(&b);
    memset(s, 0, sizeof *s);
    s->kind = sh.kind;
    double *x = s->v;
    switch (sh.kind) {
    case HD_POINT: x[0] = sh.point.p.x, x[1] = sh.point.p.y; break;
    case HD_CIRCLE: x[0] = sh.circle.c.x, x[1] = sh.circle.c.y, x[2] = sh.circle.r; break;
    case HD_RECT: x[0] = sh.rect.x, x[1] = sh.rect.y, x[2] = sh.rect.w, x[3] = sh.rect.h; break;
    case HD_LINE: x[0] = sh.line.a.x, x[1] = sh.line.a.y, x[2] = sh.line.b.x, x[3] = sh.line.b.y; break;
    case HD_CAPSULE:
        x[0] = sh.capsule.a.x, x[1] = sh.capsule.a.y, x[2] = sh.capsule.b.x, x[3] = sh.capsule.b.y;
        x[4] = sh.capsule.r;
        break;
    case HD_ARC:
        x[0] = sh.arc.c.x, x[1] = sh.arc.c.y, x[2] = sh.arc.rin, x[3] = sh.arc.rout, x[4] = sh.arc.start;
        x[5] = sh.arc.end;
        break;
    case HD_WEDGE:
        x[0] = sh.wedge.c.x, x[1] = sh.wedge.c.y, x[2] = sh.wedge.r, x[3] = sh.wedge.start, x[4] = sh.wedge.end;
        break;
    case HD_POLYGON:
        if (sh.polygon.n > HD_HUNT_POLY_MAX) return false;
        for (int i = 0; i < sh.polygon.n; i++) x[2 * i] = sh.polygon.v[i].x, x[2 * i + 1] = sh.polygon.v[i].y;
        s->n = 2 * sh.polygon.n;
        return true;
    default: return false;
    }
    s->n = hd_hunt_count(sh.kind);
    return true;
}

/* ---- small helpers ------------------------------------------------------- */

typedef struct v2 {
    double x, y;
} v2;

static hd_hunt_shape mk(hd_kind k, int n, const double *x)
{
    hd_hunt_shape s;
    memset(&s, 0, sizeof s);
    s.kind = k;
    s.n = n;
    memcpy(s.v, x, (size_t)n * sizeof *x);
    return s;
}
#define MK(k, ...) mk((k), (int)(sizeof((double[]){__VA_ARGS__}) / sizeof(double)), (double[]){__VA_ARGS__})

bool hd_hunt_canon(hd_hunt_shape *s)
{
    hd_shape sh;
    hd_vec2 v[HD_HUNT_POLY_MAX];
    for (int i = 0; i < s->n; i++) s->v[i] += 0.0; /* -0 is written 0 */
    if (!hd_hunt_build(s, &sh, v)) return false;
    if (s->kind == HD_POLYGON) {
        /* the parser's rules: a repeated vertex dropped */
        s->n = 2 * sh.polygon.n;
        for (int i = 0; i < sh.polygon.n; i++) s->v[2 * i] = v[i].x, s->v[2 * i + 1] = v[i].y;
    }
    return true;
}

static bool valid(hd_hunt_shape *s) { return hd_hunt_canon(s); }

static bool inside(const hd_hunt_shape *s, v2 p)
{
    hd_shape sh;
    hd_vec2 v[HD_HUNT_POLY_MAX];
    if (!hd_hunt_build(s, &sh, v)) return false;
    return hd_point_in_shape(&sh, (hd_vec2){p.x, p.y});
}

/* ---- prototypes ---------------------------------------------------------- */

typedef struct proto {
    const char *label;
    const char *spec;
} proto;

static const proto protos_point[] = {{"point", "point:0,0"}};
static const proto protos_circle[] = {{"circle", "circle:0,0,10"}, {"zero-size", "circle:0,0,0"}};
static const proto protos_rect[] = {
    {"rect", "rect:0,0,20,10"}, {"zero-width", "rect:0,0,0,10"}, {"zero-size", "rect:0,0,0,0"}};
static const proto protos_line[] = {{"line", "line:0,0,20,0"},
                                    {"line-vertical", "line:0,0,0,20"},
                                    {"line-diagonal", "line:0,0,30,40"},
                                    {"zero-size", "line:0,0,0,0"}};
static const proto protos_polygon[] = {
    {"triangle-cw", "polygon:0,0,20,0,0,20"},
    {"triangle-ccw", "polygon:0,0,0,20,20,0"},
    {"collinear-vertices", "polygon:0,0,10,0,20,0,20,20,0,20"},
    {"concave-notch", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30"},
    {"concave-notch-ccw", "polygon:0,30,10,30,10,10,20,10,20,30,30,30,30,0,0,0"},
};
static const proto protos_capsule[] = {{"capsule", "capsule:0,0,20,0,5"},
                                       {"capsule-vertical", "capsule:0,0,0,20,5"},
                                       {"zero-radius", "capsule:0,0,20,0,0"},
                                       {"zero-length", "capsule:0,0,0,0,5"}};
static const proto protos_arc[] = {{"arc", "arc:0,0,5,10,0,90"},
                                   {"sector-across-0", "arc:0,0,5,10,300,30"},
                                   {"full-turn", "arc:0,0,5,10,0,360"},
                                   {"zero-sweep", "arc:0,0,5,10,45,45"},
                                   {"zero-thickness", "arc:0,0,10,10,180,360"},
                                   {"full-disk", "arc:0,0,0,10,90,450"}};
static const proto protos_wedge[] = {{"wedge", "wedge:0,0,10,0,90"},
                                     {"sector-across-0", "wedge:0,0,10,330,30"},
                                     {"full-turn", "wedge:0,0,10,0,360"},
                                     {"zero-sweep", "wedge:0,0,10,90,90"},
                                     {"zero-radius", "wedge:0,0,0,0,90"},
                                     {"negative-angles", "wedge:0,0,10,-90,0"}};

static const proto *protos(hd_kind k, int *n)
{
#define P(a) (*n = (int)(sizeof a / sizeof a[0]), a)
    switch (k) {
    case HD_POINT: return P(protos_point);
    case HD_CIRCLE: return P(protos_circle);
    case HD_RECT: return P(protos_rect);
    case HD_LINE: return P(protos_line);
    case HD_POLYGON: return P(protos_polygon);
    case HD_CAPSULE: return P(protos_capsule);
    case HD_ARC: return P(protos_arc);
    default: return P(protos_wedge);
    }
#undef P
}

static hd_hunt_shape proto_shape(const proto *p)
{
    hd_hunt_shape s;
    if (!hd_hunt_parse(p->spec, &s)) abort(); /* the table above is valid */
    return s;
}

/* ---- boundary points and the directions leaving there --------------------- */

static const v2 dirs[] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {3, 4}, {-4, 3}, {-3, -4}, {4, -3},
                          {4, 3}, {-3, 4}, {-4, -3}, {3, -4}};
enum { NDIRS = sizeof dirs / sizeof dirs[0] };

static v2 add(v2 a, v2 b) { return (v2){a.x + b.x, a.y + b.y}; }
static v2 mul(v2 a, double k) { return (v2){a.x * k, a.y * k}; }
static v2 perp(v2 a) { return (v2){-a.y, a.x}; }
static double len_of(v2 d) { return fabs(d.x) + fabs(d.y) == 1 ? 1 : 5; } /* axis or 3-4-5 */

static bool on_boundary(const hd_hunt_shape *s, v2 p)
{
    if (!inside(s, p)) return false;
    static const v2 eps[8] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    for (int i = 0; i < 8; i++)
        if (!inside(s, add(p, mul(eps[i], 1.0 / 64)))) return true;
    return false;
}

typedef struct feature {
    v2 p;
    const char *name; /* corner, edge, end, side, cap, arc, apex, radial-edge, point */
} feature;

static const char *feature_name(const hd_hunt_shape *s, v2 p)
{
    const double *x = s->v;
    switch (s->kind) {
    case HD_POINT: return "point";
    case HD_CIRCLE: return "arc";
    case HD_RECT:
        return ((p.x == x[0] || p.x == x[0] + x[2]) && (p.y == x[1] || p.y == x[1] + x[3])) ? "corner" : "edge";
    case HD_POLYGON:
        for (int i = 0; i + 1 < s->n; i += 2)
            if (p.x == x[i] && p.y == x[i + 1]) return "corner";
        return "edge";
    case HD_LINE: return ((p.x == x[0] && p.y == x[1]) || (p.x == x[2] && p.y == x[3])) ? "end" : "side";
    case HD_CAPSULE: {
        v2 a = {x[0], x[1]}, b = {x[2], x[3]}, ab = {b.x - a.x, b.y - a.y};
        double t = (p.x - a.x) * ab.x + (p.y - a.y) * ab.y, l2 = ab.x * ab.x + ab.y * ab.y;
        return (t > 0 && t < l2) ? "side" : "cap";
    }
    default: {
        double dx = p.x - x[0], dy = p.y - x[1], d2 = dx * dx + dy * dy;
        double ro = s->kind == HD_ARC ? x[3] : x[2], ri = s->kind == HD_ARC ? x[2] : 0;
        if (d2 == 0) return "apex";
        if (d2 == ro * ro || d2 == ri * ri) return "arc";
        return "radial-edge";
    }
    }
}

enum { MAX_FEAT = 10 };

/* The prototype's boundary points: lattice points (multiples of 5, the
 * 3-4-5 and 6-8-10 points, its own defining points) on its outline, at
 * most MAX_FEAT spread over the list. */
static int features(const hd_hunt_shape *s, feature *out)
{
    v2 cand[400];
    int nc = 0;
    for (int i = 0; i + 1 < s->n && nc < 64; i++) {
        char r = hd_hunt_role(s->kind, i);
        if (r == 'x' && hd_hunt_role(s->kind, i + 1) == 'y') cand[nc++] = (v2){s->v[i], s->v[i + 1]};
    }
    static const double q[][2] = {{3, 4}, {4, 3}, {6, 8}, {8, 6}};
    for (int i = 0; i < 4; i++)
        for (int sx = -1; sx <= 1; sx += 2)
            for (int sy = -1; sy <= 1; sy += 2) cand[nc++] = (v2){q[i][0] * sx, q[i][1] * sy};
    for (int y = -10; y <= 40 && nc < 400; y += 5)
        for (int x = -10; x <= 40 && nc < 400; x += 5) cand[nc++] = (v2){x, y};
    feature all[400];
    int na = 0;
    for (int i = 0; i < nc; i++) {
        bool dup = false;
        for (int j = 0; j < na && !dup; j++) dup = all[j].p.x == cand[i].x && all[j].p.y == cand[i].y;
        if (dup || !on_boundary(s, cand[i])) continue;
        all[na].p = cand[i];
        all[na].name = feature_name(s, cand[i]);
        na++;
    }
    if (na <= MAX_FEAT) {
        memcpy(out, all, (size_t)na * sizeof *all);
        return na;
    }
    /* the defining points first (corners, ends, apexes), then spread */
    int k = 0;
    for (int i = 0; i < na && k < MAX_FEAT / 2; i++)
        if (strcmp(all[i].name, "edge") && strcmp(all[i].name, "side")) out[k++] = all[i];
    for (int i = 0; k < MAX_FEAT && i < MAX_FEAT; i++) {
        feature f = all[(size_t)i * (size_t)na / MAX_FEAT];
        bool dup = false;
        for (int j = 0; j < k && !dup; j++) dup = out[j].p.x == f.p.x && out[j].p.y == f.p.y;
        if (!dup) out[k++] = f;
    }
    return k;
}

/* ---- placing B at P along d ------------------------------------------------ */

typedef struct placed {
    hd_hunt_shape s;
    const char *label; /* NULL: the plain placement */
} placed;

/* The angle of d in degrees: exact for the axes, rounded otherwise. */
static double angle_of(v2 d) { return round(atan2(d.y, d.x) * 180.0 / 3.14159265358979323846); }

static double norm_deg(double a) { return fmod(fmod(a, 360) + 360, 360); }

/* Shapes of kind k touching P from the side d points to (lying in the
 * half-plane (X - P).d >= 0 near P): at most 8 into out. */
static int place(hd_kind k, v2 p, v2 d, placed *out)
{
    double L = len_of(d);
    v2 u5 = mul(d, 5 / L), u10 = mul(d, 10 / L), w = mul(perp(d), 5 / L);
    int n = 0;
#define PUT(lbl, shape) (out[n].label = (lbl), out[n].s = (shape), n++)
    switch (k) {
    case HD_POINT: PUT(NULL, MK(HD_POINT, p.x, p.y)); break;
    case HD_CIRCLE: {
        v2 c = add(p, u5);
        PUT(NULL, MK(HD_CIRCLE, c.x, c.y, 5));
        PUT("zero-size", MK(HD_CIRCLE, p.x, p.y, 0));
        break;
    }
    case HD_RECT: {
        v2 c[4] = {add(p, w), add(p, mul(w, -1)), add(add(p, w), u10), add(add(p, mul(w, -1)), u10)};
        if (L != 1) {
            v2 s = {d.x > 0 ? 10 : -10, d.y > 0 ? 10 : -10};
            c[0] = c[1] = p;
            c[2] = c[3] = add(p, s);
        }
        double x0 = c[0].x, y0 = c[0].y, x1 = x0, y1 = y0;
        for (int i = 1; i < 4; i++)
            x0 = fmin(x0, c[i].x), y0 = fmin(y0, c[i].y), x1 = fmax(x1, c[i].x), y1 = fmax(y1, c[i].y);
        PUT(NULL, MK(HD_RECT, x0, y0, x1 - x0, y1 - y0));
        PUT("zero-size", MK(HD_RECT, p.x, p.y, 0, 0));
        if (L == 1) {
            v2 a = add(p, mul(w, -1));
            PUT("zero-width", MK(HD_RECT, fmin(a.x, a.x + 2 * w.x), fmin(a.y, a.y + 2 * w.y), fabs(2 * w.x),
                                 fabs(2 * w.y)));
        }
        break;
    }
    case HD_LINE: {
        v2 e = add(p, u10), a = add(p, mul(w, -2)), b = add(p, mul(w, 2));
        PUT("end", MK(HD_LINE, p.x, p.y, e.x, e.y));
        PUT("tangent-line", MK(HD_LINE, a.x, a.y, b.x, b.y));
        PUT("zero-size", MK(HD_LINE, p.x, p.y, p.x, p.y));
        break;
    }
    case HD_POLYGON: {
        v2 t1 = add(add(p, u10), w), t2 = add(add(p, u10), mul(w, -1));
        v2 e1 = add(p, w), e2 = add(p, mul(w, -1)), e3 = add(p, u10);
        PUT("vertex", MK(HD_POLYGON, p.x, p.y, t1.x, t1.y, t2.x, t2.y));
        PUT("vertex-other-winding", MK(HD_POLYGON, p.x, p.y, t2.x, t2.y, t1.x, t1.y));
        PUT("edge", MK(HD_POLYGON, e1.x, e1.y, e2.x, e2.y, e3.x, e3.y));
        /* a notch whose two inner corners touch nothing: P sits in its mouth */
        v2 m1 = add(add(p, mul(w, 2)), mul(u10, 2)), m2 = add(add(p, mul(w, -2)), mul(u10, 2));
        v2 n1 = add(p, mul(w, 2)), n2 = add(p, mul(w, -2)), i1 = add(add(p, w), u10), i2 = add(add(p, mul(w, -1)), u10);
        hd_hunt_shape notch = MK(HD_POLYGON, n1.x, n1.y, m1.x, m1.y, m2.x, m2.y, n2.x, n2.y, i2.x, i2.y, i1.x, i1.y);
        PUT("concave-notch", notch);
        break;
    }
    case HD_CAPSULE: {
        v2 a = add(add(p, u5), mul(w, -2)), b = add(add(p, u5), mul(w, 2)), c = add(p, u5), e = add(c, u10);
        PUT("capsule-side", MK(HD_CAPSULE, a.x, a.y, b.x, b.y, 5));
        PUT("cap", MK(HD_CAPSULE, c.x, c.y, e.x, e.y, 5));
        PUT("zero-radius", MK(HD_CAPSULE, p.x, p.y, e.x, e.y, 0));
        break;
    }
    case HD_ARC:
    case HD_WEDGE: {
        v2 c = add(p, u10);
        double ang = angle_of(mul(d, -1)), s = norm_deg(ang - 60), e = s + 120;
        if (e >= 360) e -= 360; /* across 0 degrees: 300 -> 60 */
        double a0 = norm_deg(angle_of(d));
        bool arc = k == HD_ARC;
#define SECT(lbl, cx, cy, st, en)                                                                        \
    PUT(lbl, arc ? MK(HD_ARC, cx, cy, 5, 10, st, en) : MK(HD_WEDGE, cx, cy, 10, st, en))
        SECT(s > e ? "sector-across-0" : NULL, c.x, c.y, s, e);
        SECT("full-turn", c.x, c.y, ang, ang + 360);
        SECT("zero-sweep", c.x, c.y, norm_deg(ang), norm_deg(ang));
        SECT("apex", p.x, p.y, norm_deg(a0 - 45), norm_deg(a0 - 45) + 90);
        if (arc) PUT("zero-thickness", MK(HD_ARC, c.x, c.y, 10, 10, s, e));
#undef SECT
        break;
    }
    default: break;
    }
#undef PUT
    return n;
}

/* B small inside A at q, and A inside a large B around m. */
static int small_at(hd_kind k, v2 q, placed *out)
{
    int n = 0;
    switch (k) {
    case HD_POINT: out[n++].s = MK(HD_POINT, q.x, q.y); break;
    case HD_CIRCLE: out[n++].s = MK(HD_CIRCLE, q.x, q.y, 1); break;
    case HD_RECT: out[n++].s = MK(HD_RECT, q.x - 1, q.y - 1, 2, 2); break;
    case HD_LINE: out[n++].s = MK(HD_LINE, q.x - 1, q.y, q.x + 1, q.y); break;
    case HD_POLYGON: out[n++].s = MK(HD_POLYGON, q.x - 1, q.y - 1, q.x + 1, q.y - 1, q.x, q.y + 1); break;
    case HD_CAPSULE: out[n++].s = MK(HD_CAPSULE, q.x - 0.5, q.y, q.x + 0.5, q.y, 0.5); break;
    case HD_ARC: out[n++].s = MK(HD_ARC, q.x, q.y, 0.5, 1, 0, 360); break;
    default: out[n++].s = MK(HD_WEDGE, q.x, q.y, 1, 330, 30); break;
    }
    out[0].label = NULL;
    return n;
}

static int big_at(hd_kind k, v2 m, placed *out)
{
    int n = 0;
    switch (k) {
    case HD_CIRCLE: out[n++].s = MK(HD_CIRCLE, m.x, m.y, 200); break;
    case HD_RECT: out[n++].s = MK(HD_RECT, m.x - 200, m.y - 200, 400, 400); break;
    case HD_POLYGON:
        out[n++].s = MK(HD_POLYGON, m.x - 200, m.y - 200, m.x + 200, m.y - 200, m.x + 200, m.y + 200, m.x - 200,
                        m.y + 200);
        break;
    case HD_CAPSULE: out[n++].s = MK(HD_CAPSULE, m.x - 10, m.y, m.x + 10, m.y, 200); break;
    case HD_ARC: out[n++].s = MK(HD_ARC, m.x, m.y, 0, 200, 90, 450); break;
    case HD_WEDGE: out[n++].s = MK(HD_WEDGE, m.x, m.y, 200, -180, 180); break;
    default: break;
    }
    for (int i = 0; i < n; i++) out[i].label = NULL;
    return n;
}

/* The same set as A written as kind k, where there is one. */
static int equal_as(const hd_hunt_shape *a, hd_kind k, placed *out)
{
    const double *x = a->v;
    int n = 0;
    if (a->kind == k) out[n++].s = *a;
    else if (a->kind == HD_RECT && k == HD_POLYGON) {
        double x0 = x[0], y0 = x[1], x1 = x[0] + x[2], y1 = x[1] + x[3];
        out[n++].s = MK(HD_POLYGON, x0, y0, x1, y0, x1, y1, x0, y1);
        out[n++].s = MK(HD_POLYGON, x0, y0, x0, y1, x1, y1, x1, y0);
    } else if (a->kind == HD_POLYGON && k == HD_RECT && a->n == 8) {
        double x0 = fmin(x[0], x[4]), y0 = fmin(x[1], x[5]);
        out[n++].s = MK(HD_RECT, x0, y0, fabs(x[4] - x[0]), fabs(x[5] - x[1]));
    } else if (a->kind == HD_CIRCLE && k == HD_WEDGE) out[n++].s = MK(HD_WEDGE, x[0], x[1], x[2], 0, 360);
    else if (a->kind == HD_CIRCLE && k == HD_ARC) out[n++].s = MK(HD_ARC, x[0], x[1], 0, x[2], 90, 450);
    else if (a->kind == HD_CIRCLE && k == HD_CAPSULE) out[n++].s = MK(HD_CAPSULE, x[0], x[1], x[0], x[1], x[2]);
    else if (a->kind == HD_LINE && k == HD_CAPSULE) out[n++].s = MK(HD_CAPSULE, x[0], x[1], x[2], x[3], 0);
    else if (a->kind == HD_CAPSULE && k == HD_LINE && x[4] == 0) out[n++].s = MK(HD_LINE, x[0], x[1], x[2], x[3]);
    else if (a->kind == HD_LINE && k == HD_RECT && (x[0] == x[2] || x[1] == x[3]))
        out[n++].s = MK(HD_RECT, fmin(x[0], x[2]), fmin(x[1], x[3]), fabs(x[2] - x[0]), fabs(x[3] - x[1]));
    else if (a->kind == HD_POINT) {
        double px = x[0], py = x[1];
        switch (k) {
        case HD_CIRCLE: out[n++].s = MK(HD_CIRCLE, px, py, 0); break;
        case HD_RECT: out[n++].s = MK(HD_RECT, px, py, 0, 0); break;
        case HD_LINE: out[n++].s = MK(HD_LINE, px, py, px, py); break;
        case HD_CAPSULE: out[n++].s = MK(HD_CAPSULE, px, py, px, py, 0); break;
        case HD_ARC: out[n++].s = MK(HD_ARC, px, py, 0, 0, 0, 90); break;
        case HD_WEDGE: out[n++].s = MK(HD_WEDGE, px, py, 0, 0, 90); break;
        default: break;
        }
    } else if (a->kind == HD_WEDGE && k == HD_ARC)
        out[n++].s = MK(HD_ARC, x[0], x[1], 0, x[2], x[3], x[4]);
    else if (a->kind == HD_ARC && k == HD_WEDGE && x[2] == 0)
        out[n++].s = MK(HD_WEDGE, x[0], x[1], x[3], x[4], x[5]);
    for (int i = 0; i < n; i++) out[i].label = NULL;
    return n;
}

/* The edges of A (rect, polygon, line, and a capsule's sides when axis
 * aligned): pairs of points and the outward direction (0 for a line). */
typedef struct edge {
    v2 a, b, out;
} edge;

static int edges(const hd_hunt_shape *s, edge *e)
{
    const double *x = s->v;
    int n = 0;
    if (s->kind == HD_LINE) {
        e[n++] = (edge){{x[0], x[1]}, {x[2], x[3]}, {0, 0}};
    } else if (s->kind == HD_RECT && x[2] > 0 && x[3] > 0) {
        double x0 = x[0], y0 = x[1], x1 = x0 + x[2], y1 = y0 + x[3];
        e[n++] = (edge){{x0, y0}, {x1, y0}, {0, -1}};
        e[n++] = (edge){{x1, y0}, {x1, y1}, {1, 0}};
        e[n++] = (edge){{x1, y1}, {x0, y1}, {0, 1}};
        e[n++] = (edge){{x0, y1}, {x0, y0}, {-1, 0}};
    } else if (s->kind == HD_POLYGON) {
        int m = s->n / 2;
        for (int i = 0; i < m && n < 8; i++) {
            v2 a = {x[2 * i], x[2 * i + 1]}, b = {x[2 * ((i + 1) % m)], x[2 * ((i + 1) % m) + 1]};
            v2 pp = perp((v2){b.x - a.x, b.y - a.y});
            v2 mid = {(a.x + b.x) / 2, (a.y + b.y) / 2};
            double l = fabs(pp.x) + fabs(pp.y);
            v2 probe = add(mid, mul(pp, 1.0 / (64 * l)));
            if (inside(s, probe)) pp = mul(pp, -1);
            e[n++] = (edge){a, b, pp};
        }
    }
    return n;
}

/* ---- the structured configurations -------------------------------------- */

typedef struct config {
    hd_hunt_case c;    /* at small integers */
    signed char nx, ny; /* the nudge direction of B (0, 0: none) */
    bool swap;          /* built as (proto of the second kind, first placed): swap after nudging */
} config;

struct hd_hunt_gen {
    hd_kind ka, kb;
    uint64_t seed;
    config *cfg;
    size_t ncfg, cap;
};

static void add_cfg(hd_hunt_gen *g, const hd_hunt_shape *a0, const hd_hunt_shape *b0, const char *what,
                    const char *tag_a, const char *tag_b, v2 nudge, bool swap)
{
    hd_hunt_shape ca = *a0, cb = *b0, *a = &ca, *b = &cb;
    if (!valid(a) || !valid(b)) return;
    if (g->ncfg == g->cap) {
        size_t nc = g->cap ? 2 * g->cap : 1024;
        config *n = realloc(g->cfg, nc * sizeof *n);
        if (!n) return;
        g->cfg = n;
        g->cap = nc;
    }
    config *c = &g->cfg[g->ncfg++];
    memset(c, 0, sizeof *c);
    c->c.a = *a;
    c->c.b = *b;
    snprintf(c->c.family, sizeof c->c.family, "%s%s%s%s%s", what, tag_a ? "," : "", tag_a ? tag_a : "",
             tag_b ? "," : "", tag_b ? tag_b : "");
    c->nx = (signed char)(nudge.x > 0) - (signed char)(nudge.x < 0);
    c->ny = (signed char)(nudge.y > 0) - (signed char)(nudge.y < 0);
    c->swap = swap;
}

static const char *plain(const char *label, hd_kind k)
{
    /* a prototype's label that only repeats its kind adds nothing */
    return strcmp(label, hd_kind_name(k)) == 0 ? NULL : label;
}

/* Every configuration with a prototype of ka and kb placed on it. */
static void build_from(hd_hunt_gen *g, hd_kind ka, hd_kind kb, bool swap)
{
    int np;
    const proto *pr = protos(ka, &np);
    placed pl[16];
    char what[48];
    for (int i = 0; i < np; i++) {
        hd_hunt_shape a = proto_shape(&pr[i]);
        const char *ta = plain(pr[i].label, ka);
        feature f[MAX_FEAT];
        int nf = features(&a, f);
        for (int j = 0; j < nf; j++) {
            int out = 0;
            for (int di = 0; di < NDIRS; di++) {
                v2 d = dirs[di];
                bool leaves = !inside(&a, add(f[j].p, mul(d, 1.0 / 64)));
                bool enters = inside(&a, add(f[j].p, mul(d, -1.0 / 64)));
                if (leaves && out < 2) {
                    out++;
                    int n = place(kb, f[j].p, d, pl);
                    snprintf(what, sizeof what, "tangent-%s", f[j].name);
                    for (int k = 0; k < n; k++) add_cfg(g, &a, &pl[k].s, what, ta, pl[k].label, d, swap);
                }
                if (enters && di < 4 && leaves) {
                    /* from inside: B placed along -d, touching A's outline at P */
                    int n = place(kb, f[j].p, mul(d, -1), pl);
                    snprintf(what, sizeof what, "inside-tangent-%s", f[j].name);
                    for (int k = 0; k < n; k++) add_cfg(g, &a, &pl[k].s, what, ta, pl[k].label, mul(d, -1), swap);
                }
            }
        }
        /* containment either way */
        hd_vec2 v[HD_HUNT_POLY_MAX];
        hd_shape sh;
        if (hd_hunt_build(&a, &sh, v)) {
            hd_vec2 lo, hi;
            hd_shape_bounds(&sh, &lo, &hi);
            v2 m = {round((lo.x + hi.x) / 2), round((lo.y + hi.y) / 2)};
            v2 best = m;
            double bd = -1;
            for (double y = lo.y; y <= hi.y; y += 1)
                for (double x = lo.x; x <= hi.x; x += 1) {
                    v2 q = {x, y};
                    if (!inside(&a, q) || on_boundary(&a, q) || !inside(&a, add(q, (v2){1, 0})) ||
                        !inside(&a, add(q, (v2){-1, 0})) || !inside(&a, add(q, (v2){0, 1})) ||
                        !inside(&a, add(q, (v2){0, -1})))
                        continue;
                    double dd = fabs(x - m.x) + fabs(y - m.y);
                    if (bd < 0 || dd < bd) bd = dd, best = q;
                }
            if (bd >= 0) {
                int n = small_at(kb, best, pl);
                for (int k = 0; k < n; k++) add_cfg(g, &a, &pl[k].s, "contain-b-in-a", ta, NULL, (v2){1, 0}, swap);
            }
            /* in A's bounding box but clear of A: a concave notch, a ring's
             * hole, beside a circle's or a sector's box corner */
            v2 clear = m;
            bd = -1;
            for (double y = lo.y; y <= hi.y; y += 1)
                for (double x = lo.x; x <= hi.x; x += 1) {
                    v2 q = {x, y};
                    bool near = false;
                    for (int dy = -2; dy <= 2 && !near; dy++)
                        for (int dx = -2; dx <= 2 && !near; dx++) near = inside(&a, add(q, (v2){dx, dy}));
                    if (near) continue;
                    double dd = fabs(x - m.x) + fabs(y - m.y);
                    if (bd < 0 || dd < bd) bd = dd, clear = q;
                }
            if (bd >= 0) {
                int nc = small_at(kb, clear, pl);
                for (int k = 0; k < nc; k++) add_cfg(g, &a, &pl[k].s, "in-box-clear", ta, NULL, (v2){1, 0}, swap);
            }
            int n = big_at(kb, m, pl);
            for (int k = 0; k < n; k++) add_cfg(g, &a, &pl[k].s, "contain-a-in-b", ta, NULL, (v2){1, 0}, swap);
        }
        int n = equal_as(&a, kb, pl);
        for (int k = 0; k < n; k++) add_cfg(g, &a, &pl[k].s, "equal", ta, NULL, (v2){1, 0}, swap);
        /* shared edges, collinear segments */
        edge e[8];
        int ne = edges(&a, e);
        for (int k = 0; k < ne; k++) {
            v2 ab = {e[k].b.x - e[k].a.x, e[k].b.y - e[k].a.y}, o = e[k].out;
            v2 a0 = e[k].a, b0 = e[k].b;
            if (kb == HD_LINE || kb == HD_CAPSULE) {
                v2 h = mul(ab, 0.5), t = add(b0, ab);
                hd_hunt_shape s1 = kb == HD_LINE ? MK(HD_LINE, a0.x, a0.y, b0.x, b0.y)
                                                 : MK(HD_CAPSULE, a0.x, a0.y, b0.x, b0.y, 0);
                hd_hunt_shape s2 = kb == HD_LINE ? MK(HD_LINE, a0.x + h.x, a0.y + h.y, b0.x + h.x, b0.y + h.y)
                                                 : MK(HD_CAPSULE, a0.x + h.x, a0.y + h.y, b0.x + h.x, b0.y + h.y, 0);
                hd_hunt_shape s3 = kb == HD_LINE ? MK(HD_LINE, b0.x, b0.y, t.x, t.y)
                                                 : MK(HD_CAPSULE, b0.x, b0.y, t.x, t.y, 0);
                add_cfg(g, &a, &s1, "shared-edge", ta, NULL, o, swap);
                add_cfg(g, &a, &s2, "collinear-overlap", ta, NULL, ab, swap);
                add_cfg(g, &a, &s3, "collinear-touch-at-end", ta, NULL, ab, swap);
            } else if (kb == HD_POLYGON && (o.x != 0 || o.y != 0)) {
                v2 c = add(a0, o);
                hd_hunt_shape s1 = MK(HD_POLYGON, a0.x, a0.y, b0.x, b0.y, c.x, c.y);
                hd_hunt_shape s2 = MK(HD_POLYGON, a0.x, a0.y, c.x, c.y, b0.x, b0.y);
                add_cfg(g, &a, &s1, "shared-edge", ta, NULL, o, swap);
                add_cfg(g, &a, &s2, "shared-edge", ta, "other-winding", o, swap);
            } else if (kb == HD_RECT && (o.x != 0 || o.y != 0) && (ab.x == 0 || ab.y == 0)) {
                v2 c = add(b0, mul(o, 10 / (fabs(o.x) + fabs(o.y))));
                hd_hunt_shape s1 = MK(HD_RECT, fmin(a0.x, c.x), fmin(a0.y, c.y), fabs(c.x - a0.x), fabs(c.y - a0.y));
                add_cfg(g, &a, &s1, "shared-edge", ta, NULL, o, swap);
            }
        }
    }
}

/* ---- scales and nudges ---------------------------------------------------- */

typedef struct scale {
    const char *name;
    double mul, div, tx, ty;
} scale;

static const scale scales[] = {
    {"int", 1, 1, 0, 0},
    {"half", 0.5, 1, 0, 0},
    {"decimal", 1, 10, 0, 0},
    {"far-1e6", 1, 1, 1e6, 1e6},
    {"tiny", 0x1p-20, 1, 0, 0},
    {"far-1e9", 1, 1, 1e9, -1e9},
    {"decimal-far", 1, 10, 1234567, -7654321},
    {"tiny-1e-6", 1e-6, 1, 0, 0},
    {"far-1e12", 1, 1, -1e12, 1e12},
    {"far-1e15", 1, 1, 1e15, -1e15},
    {"large", 1024, 1, 0, 0},
};
enum { NSCALES = sizeof scales / sizeof scales[0] };

static void apply_scale(hd_hunt_shape *s, const scale *sc)
{
    for (int i = 0; i < s->n; i++) {
        char r = hd_hunt_role(s->kind, i);
        if (r == 'a') continue;
        double v = s->v[i] * sc->mul / sc->div;
        if (r == 'x') v += sc->tx;
        if (r == 'y') v += sc->ty;
        s->v[i] = v + 0.0;
    }
}

static void nudge(hd_hunt_shape *s, int nx, int ny)
{
    for (int i = 0; i < s->n; i++) {
        char r = hd_hunt_role(s->kind, i);
        if (r == 'x' && nx) s->v[i] = nextafter(s->v[i], nx > 0 ? INFINITY : -INFINITY);
        if (r == 'y' && ny) s->v[i] = nextafter(s->v[i], ny > 0 ? INFINITY : -INFINITY);
    }
}

static void append(char *fam, const char *tag)
{
    size_t l = strlen(fam);
    if (l + 1 + strlen(tag) < HD_HUNT_FAMILY_MAX) snprintf(fam + l, HD_HUNT_FAMILY_MAX - l, ",%s", tag);
}

/* ---- random cases ---------------------------------------------------------- */

static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

typedef struct rng {
    uint64_t s;
} rng;

static uint64_t next(rng *r) { return mix(r->s++); }
static int irand(rng *r, int lo, int hi) { return lo + (int)(next(r) % (uint64_t)(hi - lo + 1)); }

static double rnum(rng *r, int lo, int hi, bool dec)
{
    int v = irand(r, lo * (dec ? 10 : 1), hi * (dec ? 10 : 1));
    return dec ? v / 10.0 : v;
}

static hd_hunt_shape random_shape(rng *r, hd_kind k, double cx, double cy, bool dec)
{
    for (int tries = 0;; tries++) {
        double x = cx + rnum(r, -15, 15, dec), y = cy + rnum(r, -15, 15, dec);
        hd_hunt_shape s;
        memset(&s, 0, sizeof s);
        switch (k) {
        case HD_POINT: s = MK(HD_POINT, x, y); break;
        case HD_CIRCLE: s = MK(HD_CIRCLE, x, y, rnum(r, 0, 12, dec)); break;
        case HD_RECT: s = MK(HD_RECT, x, y, rnum(r, 0, 20, dec), rnum(r, 0, 20, dec)); break;
        case HD_LINE: s = MK(HD_LINE, x, y, x + rnum(r, -20, 20, dec), y + rnum(r, -20, 20, dec)); break;
        case HD_CAPSULE:
            s = MK(HD_CAPSULE, x, y, x + rnum(r, -20, 20, dec), y + rnum(r, -20, 20, dec), rnum(r, 0, 8, dec));
            break;
        case HD_ARC: {
            double ro = rnum(r, 0, 15, dec), ri = ro * irand(r, 0, 4) / 4, st = irand(r, -360, 720);
            static const double sw[] = {0, 45, 90, 180, 270, 360, 37, 300};
            s = MK(HD_ARC, x, y, ri, ro, st, st + sw[irand(r, 0, 7)]);
            break;
        }
        case HD_WEDGE: {
            double st = irand(r, -360, 720);
            static const double sw[] = {0, 45, 90, 180, 270, 360, 37, 300};
            s = MK(HD_WEDGE, x, y, rnum(r, 0, 15, dec), st, st + sw[irand(r, 0, 7)]);
            break;
        }
        default: {
            /* star-shaped around (x, y): sorted angles, random radii */
            int n = irand(r, 3, 8);
            double a[8];
            for (int i = 0; i < n; i++) a[i] = (double)(next(r) % 3600) / 10.0;
            for (int i = 1; i < n; i++)
                for (int j = i; j > 0 && a[j] < a[j - 1]; j--) {
                    double t = a[j];
                    a[j] = a[j - 1];
                    a[j - 1] = t;
                }
            s.kind = HD_POLYGON;
            s.n = 2 * n;
            bool rev = next(r) & 1;
            for (int i = 0; i < n; i++) {
                double rad = rnum(r, 2, 15, false), t = a[rev ? n - 1 - i : i] * 3.14159265358979323846 / 180;
                s.v[2 * i] = round(x + rad * cos(t));
                s.v[2 * i + 1] = round(y + rad * sin(t));
                if (dec) s.v[2 * i] += irand(r, 0, 9) / 10.0, s.v[2 * i + 1] += irand(r, 0, 9) / 10.0;
            }
            break;
        }
        }
        if (valid(&s)) return s;
        if (tries > 50) {
            int np;
            return proto_shape(&protos(k, &np)[0]);
        }
    }
}

static void random_case(const hd_hunt_gen *g, uint64_t k, hd_hunt_case *out)
{
    rng r = {mix(g->seed ^ mix(k * 64 + (uint64_t)g->ka * 8 + (uint64_t)g->kb))};
    bool dec = next(&r) % 3 == 0;
    out->a = random_shape(&r, g->ka, 0, 0, dec);
    out->b = random_shape(&r, g->kb, rnum(&r, -10, 10, false), rnum(&r, -10, 10, false), dec);
    memset(out->family, 0, sizeof out->family);
    int si = irand(&r, 0, NSCALES - 1);
    if (si % 3 == 0) si = 0; /* a third at small numbers */
    apply_scale(&out->a, &scales[si]);
    apply_scale(&out->b, &scales[si]);
    if (!valid(&out->a) || !valid(&out->b)) {
        out->a = random_shape(&r, g->ka, 0, 0, false);
        out->b = random_shape(&r, g->kb, 0, 0, false);
        si = 0;
    }
    snprintf(out->family, sizeof out->family, "random%s,%s", dec ? ",decimal-digits" : "", scales[si].name);
}

/* ---- the stream ------------------------------------------------------------ */

hd_hunt_gen *hd_hunt_gen_new(hd_kind ka, hd_kind kb, uint64_t seed)
{
    hd_hunt_gen *g = calloc(1, sizeof *g);
    if (!g) return NULL;
    g->ka = ka;
    g->kb = kb;
    g->seed = seed;
    build_from(g, ka, kb, false);
    build_from(g, kb, ka, true);
    return g;
}

void hd_hunt_gen_free(hd_hunt_gen *g)
{
    if (!g) return;
    free(g->cfg);
    free(g);
}

size_t hd_hunt_gen_structured(const hd_hunt_gen *g) { return g->ncfg * NSCALES * 3; }

/* Structured case i: scale-major (every configuration at small integers
 * first), then the configuration, then plain / one ulp out / one ulp in. */
static bool structured_case(const hd_hunt_gen *g, size_t i, hd_hunt_case *out)
{
    size_t per = g->ncfg * 3;
    const scale *sc = &scales[i / per];
    const config *c = &g->cfg[(i % per) / 3];
    int nv = (int)(i % 3);
    *out = c->c;
    apply_scale(&out->a, sc);
    apply_scale(&out->b, sc);
    if (nv) {
        if (!c->nx && !c->ny) return false;
        nudge(&out->b, nv == 1 ? c->nx : -c->nx, nv == 1 ? c->ny : -c->ny);
        append(out->family, nv == 1 ? "ulp-out" : "ulp-in");
    }
    append(out->family, sc->name);
    if (c->swap) {
        hd_hunt_shape t = out->a;
        out->a = out->b;
        out->b = t;
    }
    return valid(&out->a) && valid(&out->b);
}

void hd_hunt_gen_case(const hd_hunt_gen *g, uint64_t k, hd_hunt_case *out)
{
    size_t ns = hd_hunt_gen_structured(g);
    /* every eighth case is random; the structured ones fill the rest */
    uint64_t s = k - (k + 1) / 8;
    if (k % 8 != 7 && s < ns) {
        if (structured_case(g, (size_t)s, out)) return;
    }
    random_case(g, k, out);
}

void hd_hunt_gen_probes(hd_kind ka, hd_kind kb, hd_hunt_case out[3])
{
    int np;
    const proto *pr = protos(ka, &np);
    hd_hunt_shape a = proto_shape(&pr[0]);
    placed pl[16];
    feature f[MAX_FEAT];
    int nf = features(&a, f);
    v2 p = nf ? f[0].p : (v2){a.v[0], a.v[1]};
    v2 d = {1, 0};
    for (int di = 0; di < NDIRS; di++)
        if (!inside(&a, add(p, mul(dirs[di], 1.0 / 64)))) {
            d = dirs[di];
            break;
        }
    int n = place(kb, p, d, pl);
    hd_hunt_shape touch = pl[0].s, far = pl[0].s;
    for (int i = 0; i < far.n; i++)
        if (hd_hunt_role(kb, i) == 'x') far.v[i] += 1000;
    (void)n;
    n = small_at(kb, (v2){a.v[0], a.v[1]}, pl);
    for (int i = 0; i < 3; i++) {
        memset(&out[i], 0, sizeof out[i]);
        out[i].a = a;
        snprintf(out[i].family, sizeof out[i].family, "probe");
    }
    out[0].b = pl[0].s;
    out[1].b = touch;
    out[2].b = far;
}
