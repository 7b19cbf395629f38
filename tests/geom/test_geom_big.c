/*
 * test_geom_big: the shortcuts for big polygons (issue 32: the edge
 * hierarchies of etree.h in validation, hit points, relation and distance,
 * the support climb and the pruned candidates of the push) give the answers
 * of the plain loops they replace, bit for bit.
 *
 * The same source is built twice: test_geom_big against the library, and
 * test_geom_big_plain against hd_geom_plain, the same library sources
 * compiled with HD_GEOM_PLAIN=1 (every shortcut off: the plain loops of
 * before, kept in the sources for that). With --print a build writes one
 * line per answer; without, test_geom_big runs the plain build given as its
 * argument with --print, compares every line with its own, and also checks
 * outcomes that do not need the reference (the relation of nested polygons,
 * the copy rule, that the families do meet, touch and miss as built).
 *
 * Cases, each in both argument orders and both windings of every polygon:
 * convex and star 256-gons apart, overlapping, interlocking and nested; 64-
 * and 17-gons (just past the plain loops' size); a 256-gon against circles,
 * capsules, wedges, arcs, rects, lines and points; polygons with collinear
 * vertices (midpoints inserted); polygons on an integer grid sharing whole
 * edges, sharing one vertex, and nested touching at a vertex; two combs with
 * their teeth facing 2 apart (closest pairs tied across many pairs of edges:
 * ranking the candidates j-major instead of i-major fails here); each of those
 * moved one ulp apart and one ulp into each other; polygons that are not
 * simple (crossing edges, a fold), whose messages must agree; and convex
 * sectors against every convex kind and 5- to 256-gons, colliding (the
 * sampled push search and its skips), at random, on a wedge's bisector, two
 * copies of a sector, two wedges sharing a side and one ulp apart.
 *
 * Usage: test_geom_big PLAIN_EXE | test_geom_big --print
 */
#define _POSIX_C_SOURCE 200809L /* popen, strdup */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/geom.h>
#include <hitdemo/relation.h>
#include <hitdemo/spec.h>

#define MAXSPEC (HD_POLY_MAX * 2 * 2 * 28 + 64)

static unsigned long long g_rng = 0x2545f4914f6cdd1dull;

static double urand(void)
{
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (double)(g_rng >> 11) * 0x1p-53;
}

/* ---- specs ---------------------------------------------------------------- */

typedef struct spec {
    char s[MAXSPEC];
} spec;

typedef struct pts {
    int n;
    hd_vec2 v[2 * HD_POLY_MAX];
} pts;

static void poly_text(const pts *p, bool reversed, spec *out)
{
    int len = snprintf(out->s, sizeof out->s, "polygon:");
    for (int k = 0; k < p->n; k++) {
        hd_vec2 q = p->v[reversed ? p->n - 1 - k : k];
        len += snprintf(out->s + len, sizeof out->s - (size_t)len, "%s%.17g,%.17g", k ? "," : "", q.x, q.y);
    }
}

/* n vertices at random angles (one in each n-th of the turn) around c,
 * radius r (convex) or in [0.55 r, r] (a star), 6 decimals. */
static void ngon(pts *p, int n, double cx, double cy, double r, bool star)
{
    p->n = n;
    for (int i = 0; i < n; i++) {
        double t = 2 * HD_PI * (i + 0.15 + 0.7 * urand()) / n;
        double rr = star ? r * (0.55 + 0.45 * urand()) : r;
        p->v[i] = hd_v(round((cx + rr * cos(t)) * 1e6) / 1e6, round((cy + rr * sin(t)) * 1e6) / 1e6);
    }
}

/* Midpoints inserted after every other vertex (collinear vertices); the
 * coordinates are integers times 2, so the midpoints are exact. */
static void with_midpoints(const pts *p, pts *out)
{
    out->n = 0;
    for (int i = 0; i < p->n; i++) {
        out->v[out->n++] = p->v[i];
        hd_vec2 b = p->v[(i + 1) % p->n];
        if (i % 2 == 0 && out->n < HD_POLY_MAX)
            out->v[out->n++] = hd_v((p->v[i].x + b.x) / 2, (p->v[i].y + b.y) / 2);
    }
}

/* A star on an integer grid (even coordinates): n vertices around c. */
static void grid_star(pts *p, int n, double cx, double cy, double r)
{
    p->n = 0;
    for (int i = 0; i < n; i++) {
        double t = 2 * HD_PI * i / n, rr = r * (i % 2 ? 0.6 : 1.0);
        hd_vec2 q = hd_v(2 * round((cx + rr * cos(t)) / 2), 2 * round((cy + rr * sin(t)) / 2));
        if (p->n == 0 || q.x != p->v[p->n - 1].x || q.y != p->v[p->n - 1].y)
            p->v[p->n++] = q;
    }
}

/* A comb on the integer grid: teeth upward from the segment y = y0,
 * x0 .. x0 + 4 teeth; its bottom edge is one edge from (x0 + w, y0) to
 * (x0, y0). */
static void comb(pts *p, double x0, double y0, int teeth, double h)
{
    p->n = 0;
    for (int k = 0; k < teeth; k++) {
        p->v[p->n++] = hd_v(x0 + 4 * k, y0 - h);
        p->v[p->n++] = hd_v(x0 + 4 * k + 2, y0 - h);
        p->v[p->n++] = hd_v(x0 + 4 * k + 2, y0 - 2);
        p->v[p->n++] = hd_v(x0 + 4 * k + 4, y0 - 2);
    }
    p->v[p->n++] = hd_v(x0 + 4 * teeth, y0);
    p->v[p->n++] = hd_v(x0, y0);
}

static void moved(const pts *p, hd_vec2 d, pts *out)
{
    out->n = p->n;
    for (int i = 0; i < p->n; i++)
        out->v[i] = hd_v(p->v[i].x + d.x, p->v[i].y + d.y);
}

static void mirrored_y(const pts *p, double y, pts *out)
{
    out->n = p->n;
    for (int i = 0; i < p->n; i++)
        out->v[i] = hd_v(p->v[i].x, 2 * y - p->v[i].y);
}

/* every coordinate one ulp toward +x/+y (dir 1) or -x/-y (dir -1) */
static void ulp_moved(const pts *p, int dir, int axis, pts *out)
{
    out->n = p->n;
    for (int i = 0; i < p->n; i++) {
        out->v[i] = p->v[i];
        double *c = axis ? &out->v[i].y : &out->v[i].x;
        *c = nextafter(*c, dir > 0 ? INFINITY : -INFINITY);
    }
}

/* ---- answers -------------------------------------------------------------- */

static int g_pairs, g_fail;
static long g_collide, g_contain, g_touch, g_sector_push;
static FILE *g_out; /* --print: the answers go here */
static char **g_ref; /* otherwise: compared with the plain build's lines */
static long g_nref, g_line;

static void emit(const char *line)
{
    if (g_out) {
        fputs(line, g_out);
        fputc('\n', g_out);
        return;
    }
    if (g_line >= g_nref) {
        if (g_fail++ < 5)
            printf("FAIL: the plain build gave %ld lines, this one more: %.200s\n", g_nref, line);
        g_line++;
        return;
    }
    if (strcmp(g_ref[g_line], line) != 0 && g_fail++ < 5)
        printf("FAIL at answer %ld:\n  plain: %.300s\n  new:   %.300s\n", g_line, g_ref[g_line], line);
    g_line++;
}

static void answer(const char *what, const char *sa, const char *sb)
{
    static hd_shape_buf A, B;
    char err[300], line[8192];
    bool okb = hd_shape_parse_buf(sb, &B, err, sizeof err);
    bool oka = hd_shape_parse_buf(sa, &A, err, sizeof err);
    if (!oka || !okb) {
        hd_shape_buf t;
        if (!hd_shape_parse_buf(sa, &t, err, sizeof err) || !hd_shape_parse_buf(sb, &t, err, sizeof err)) {
            snprintf(line, sizeof line, "%s error %s", what, err);
            emit(line);
        }
        return;
    }
    hd_shape a = hd_shape_of(&A), b = hd_shape_of(&B);
    hd_vec2 h[1024];
    int n;
    bool c = hd_collide_hits(&a, &b, h, 1024, &n);
    hd_relation r = hd_relate_known(&a, &b, c);
    hd_dist d;
    hd_distance_known(&a, &b, c, &d);
    int len = snprintf(line, sizeof line, "%s c%d r%d n%d d%a p%a,%a q%a,%a s%a,%a e%a k%d%d", what, c, (int)r, n,
                       d.distance, d.pa.x, d.pa.y, d.pb.x, d.pb.y, d.push.x, d.push.y, d.depth, d.has_closest,
                       d.has_push);
    for (int i = 0; i < n && i < 1024 && len < (int)sizeof line - 64; i++)
        len += snprintf(line + len, sizeof line - (size_t)len, " %a,%a", h[i].x, h[i].y);
    emit(line);
    g_pairs++;
    g_collide += c;
    g_contain += r == HD_A_CONTAINS_B || r == HD_B_CONTAINS_A;
    g_touch += r == HD_TOUCHING;
    g_sector_push += d.has_push && (a.kind == HD_WEDGE || a.kind == HD_ARC || b.kind == HD_WEDGE || b.kind == HD_ARC);
    /* the copy rule: a copied buf, its original overwritten, answers the same */
    if (!g_out) {
        hd_shape_buf A2 = A;
        memset(&A, 0x5a, sizeof A);
        hd_shape a2 = hd_shape_of(&A2);
        hd_dist d2;
        hd_distance_known(&a2, &b, c, &d2);
        if (memcmp(&d, &d2, sizeof d) != 0 && g_fail++ < 5)
            printf("FAIL: %s: a copied shape gives another distance answer\n", what);
    }
}

/* Two specs in both orders. */
static void pair2(const char *what, const char *sa, const char *sb)
{
    char w[128];
    snprintf(w, sizeof w, "%s/ab", what);
    answer(w, sa, sb);
    snprintf(w, sizeof w, "%s/ba", what);
    answer(w, sb, sa);
}

/* A convex sector (the push of a pair with one is searched by samples
 * refined by golden sections, whose skips are checked here): a wedge of
 * sweep <= 180, the full disk, or an arc with rin 0 or of zero sweep. */
static void convex_sector(char *o, size_t n, double x, double y, double r, int k)
{
    double s = 360 * urand() - 180, e = s + 10 + 170 * urand();
    switch (k % 5) {
    case 0: snprintf(o, n, "wedge:%.6f,%.6f,%.6f,%.6f,%.6f", x, y, r, s, e); break;
    case 1: snprintf(o, n, "arc:%.6f,%.6f,0,%.6f,%.6f,%.6f", x, y, r, s, e); break;
    case 2: snprintf(o, n, "wedge:%.6f,%.6f,%.6f,%.6f,%.6f", x, y, r, s, s + 180); break;
    case 3: snprintf(o, n, "arc:%.6f,%.6f,%.6f,%.6f,%.6f,%.6f", x, y, 0.3 * r, r, s, s); break;
    default: snprintf(o, n, "wedge:%.6f,%.6f,%.6f,0,360", x, y, r); break;
    }
}

/* Sectors against every convex kind, colliding (so the push is searched),
 * at random, in symmetric placements (tied local minima: the first of
 * equals is kept) and one ulp apart. */
static void sector_cases(void)
{
    static pts p;
    char w[96], sa[256];
    static spec sb;
    for (int rep = 0; rep < 40; rep++) {
        double r = 5 + 60 * urand(), t = 2 * HD_PI * urand();
        convex_sector(sa, sizeof sa, 0, 0, r, rep);
        double q = r * urand(), x = q * cos(t), y = q * sin(t);
        for (int k = 0; k < 9; k++) {
            switch (k) {
            case 0: snprintf(sb.s, sizeof sb.s, "point:%.6f,%.6f", x, y); break;
            case 1: snprintf(sb.s, sizeof sb.s, "circle:%.6f,%.6f,%.6f", x, y, 1 + 30 * urand()); break;
            case 2: snprintf(sb.s, sizeof sb.s, "rect:%.6f,%.6f,%.6f,%.6f", x, y, 40 * urand(), 40 * urand()); break;
            case 3: snprintf(sb.s, sizeof sb.s, "line:%.6f,%.6f,%.6f,%.6f", x, y, x + 50 * cos(3 * t), y + 50 * sin(3 * t)); break;
            case 4: snprintf(sb.s, sizeof sb.s, "capsule:%.6f,%.6f,%.6f,%.6f,%.6f", x, y, x - 30 * sin(t), y + 30 * cos(t), 1 + 10 * urand()); break;
            case 5: convex_sector(sb.s, sizeof sb.s, x, y, 5 + 60 * urand(), rep + 1 + (int)(5 * urand())); break;
            case 6: ngon(&p, 5 + rep % 4, x, y, 5 + 30 * urand(), false); poly_text(&p, rep & 1, &sb); break;
            case 7: ngon(&p, 64, x, y, 5 + 60 * urand(), false); poly_text(&p, rep & 1, &sb); break;
            default: ngon(&p, 256, x, y, 30 + 60 * urand(), false); poly_text(&p, rep & 1, &sb); break;
            }
            snprintf(w, sizeof w, "sector%d.%d", rep, k);
            pair2(w, sa, sb.s);
        }
    }
    /* symmetric: a point, a circle or a wedge on the bisector of a wedge,
     * and two copies of one sector (every direction ties with its mirror) */
    for (int rep = 0; rep < 12; rep++) {
        double s = 15 * rep - 90, sweep = 20 + 13 * rep, mid = (s + sweep / 2) * HD_PI / 180, r = 40;
        snprintf(sa, sizeof sa, "wedge:0,0,%.6f,%.6f,%.6f", r, s, s + sweep);
        double px = round(0.5 * r * cos(mid) * 64) / 64, py = round(0.5 * r * sin(mid) * 64) / 64;
        snprintf(sb.s, sizeof sb.s, "point:%.17g,%.17g", px, py);
        snprintf(w, sizeof w, "bisector_point%d", rep);
        pair2(w, sa, sb.s);
        snprintf(sb.s, sizeof sb.s, "circle:%.17g,%.17g,3", px, py);
        snprintf(w, sizeof w, "bisector_circle%d", rep);
        pair2(w, sa, sb.s);
        snprintf(w, sizeof w, "same_sector%d", rep);
        pair2(w, sa, sa);
        snprintf(sb.s, sizeof sb.s, "wedge:0,0,%.6f,%.6f,%.6f", r, s + sweep, s + 2 * sweep);
        snprintf(w, sizeof w, "sector_shared_side%d", rep);
        pair2(w, sa, sb.s);
        for (int dir = -1; dir <= 1; dir += 2) {
            char s1[256];
            snprintf(s1, sizeof s1, "wedge:1,0,%.6f,%.6f,%.6f", r, s, s + sweep);
            snprintf(sb.s, sizeof sb.s, "wedge:%.17g,0,%.6f,%.6f,%.6f", nextafter(1, dir * INFINITY), r, s + sweep,
                     s + 2 * sweep);
            snprintf(w, sizeof w, "sector_ulp%d.%d", rep, dir);
            pair2(w, s1, sb.s);
            snprintf(sb.s, sizeof sb.s, "point:%.17g,%.17g", nextafter(px, dir * INFINITY), py);
            snprintf(w, sizeof w, "bisector_point_ulp%d.%d", rep, dir);
            pair2(w, sa, sb.s);
        }
    }
}

/* Both orders; both windings of each polygon. */
static void pair4(const char *what, const pts *p, bool pp, const pts *q, bool qp, const char *other)
{
    static spec s1, s2;
    char w[128];
    for (int k = 0; k < 4; k++) {
        if (pp)
            poly_text(p, k & 1, &s1);
        else
            snprintf(s1.s, sizeof s1.s, "%s", other);
        if (qp)
            poly_text(q, (k >> 1) & 1, &s2);
        else
            snprintf(s2.s, sizeof s2.s, "%s", other);
        snprintf(w, sizeof w, "%s/w%d", what, k);
        answer(w, s1.s, s2.s);
        snprintf(w, sizeof w, "%s/w%d/ba", what, k);
        answer(w, s2.s, s1.s);
    }
}

static void polys(const char *what, const pts *p, const pts *q) { pair4(what, p, true, q, true, NULL); }

static void cases(void)
{
    static pts p, q, t, u;
    char w[96];
    sector_cases();
    for (int rep = 0; rep < 6; rep++) {
        double ang = 2 * HD_PI * urand(), cs = cos(ang), sn = sin(ang);
        for (int kind = 0; kind < 4; kind++) {
            bool s1 = kind & 1, s2 = kind >> 1;
            double d = 200 * (1.05 + 0.4 * urand());
            ngon(&p, 256, 0, 0, 100, s1);
            ngon(&q, 256, d * cs, d * sn, 100, s2);
            snprintf(w, sizeof w, "apart%d.%d", rep, kind);
            polys(w, &p, &q);
            d = 100 * (0.05 + 1.1 * urand());
            ngon(&q, 256, d * cs, d * sn, 100, s2);
            snprintf(w, sizeof w, "overlap%d.%d", rep, kind);
            polys(w, &p, &q);
            ngon(&q, 256, 5 * cs, 5 * sn, 40, s2);
            snprintf(w, sizeof w, "nested%d.%d", rep, kind);
            polys(w, &p, &q);
            int n1 = rep % 2 ? 64 : 17, n2 = rep % 3 ? 64 : 17;
            ngon(&t, n1, 0, 0, 100, s1);
            ngon(&u, n2, d * cs, d * sn, 100, s2);
            snprintf(w, sizeof w, "small%d.%d", rep, kind);
            polys(w, &t, &u);
        }
        /* a 256-gon against the other kinds */
        ngon(&p, 256, 0, 0, 100, rep % 2);
        static const char *fmt[] = {"circle:%.6f,%.6f,%.6f", "capsule:%.6f,%.6f,%.6f,%.6f,%.6f",
                                    "wedge:%.6f,%.6f,%.6f,%.6f,%.6f", "arc:%.6f,%.6f,%.6f,%.6f,%.6f,%.6f",
                                    "rect:%.6f,%.6f,%.6f,%.6f", "line:%.6f,%.6f,%.6f,%.6f", "point:%.6f,%.6f"};
        for (int k = 0; k < 7; k++)
            for (int m = 0; m < 3; m++) {
                double r = 100 * (0.2 + 1.4 * urand()), x = r * cos(ang + m), y = r * sin(ang + m);
                double s = 360 * urand() - 180, e = s + 300 * urand() + 10;
                char o[256];
                switch (k) {
                case 0: snprintf(o, sizeof o, fmt[k], x, y, 5 + 50 * urand()); break;
                case 1: snprintf(o, sizeof o, fmt[k], x, y, x + 60 * cs, y + 60 * sn, 2 + 20 * urand()); break;
                case 2: snprintf(o, sizeof o, fmt[k], x, y, 10 + 80 * urand(), s, e); break;
                case 3: snprintf(o, sizeof o, fmt[k], x, y, 10 * urand(), 20 + 60 * urand(), s, e); break;
                case 4: snprintf(o, sizeof o, fmt[k], x, y, 80 * urand(), 80 * urand()); break;
                case 5: snprintf(o, sizeof o, fmt[k], x, y, x + 150 * cs, y - 150 * sn); break;
                default: snprintf(o, sizeof o, fmt[k], x, y); break;
                }
                snprintf(w, sizeof w, "kinds%d.%d.%d", rep, k, m);
                pair4(w, &p, true, NULL, false, o);
            }
        /* collinear vertices */
        grid_star(&t, 120, 0, 0, 400 + 40 * rep);
        with_midpoints(&t, &p);
        grid_star(&u, 100, 300 - 60 * rep, 40, 300);
        snprintf(w, sizeof w, "collinear%d", rep);
        polys(w, &p, &u);
        with_midpoints(&u, &q);
        snprintf(w, sizeof w, "collinear2.%d", rep);
        polys(w, &p, &q);
    }
    /* shared edges and vertices on the integer grid, then one ulp apart and
     * one ulp into each other */
    for (int rep = 0; rep < 4; rep++) {
        comb(&p, 100, 100, 20 + 10 * rep, 40 + 8 * rep);
        mirrored_y(&p, 100, &q); /* the same bottom edge, teeth down */
        polys("shared_edge", &p, &q);
        moved(&q, hd_v(4 * (rep + 1), 0), &t); /* shares a stretch of the edge */
        polys("shared_stretch", &p, &t);
        moved(&q, hd_v(4 * (20 + 10 * rep), 0), &t); /* shares the corner (x0 + 4 teeth, y0) */
        polys("shared_vertex", &p, &t);
        for (int dir = -1; dir <= 1; dir += 2)
            for (int axis = 0; axis < 2; axis++) {
                ulp_moved(&q, dir, axis, &t);
                snprintf(w, sizeof w, "ulp%d.%d.%d", rep, dir, axis);
                polys(w, &p, &t);
            }
        /* two combs, teeth facing teeth 2 apart: every tip is at the same
         * distance from the one it faces (ties across many pairs of edges:
         * the printed pair is the first of the plain scan) */
        mirrored_y(&p, 100 - (40 + 8 * rep) - 1, &t);
        polys("teeth_ties", &p, &t);
        moved(&t, hd_v(1, 0), &u);
        polys("teeth_ties_shifted", &p, &u);
        /* a star inside a bigger one, touching it at one vertex */
        grid_star(&t, 200, 0, 0, 1000);
        grid_star(&u, 160 + 8 * rep, -500, 0, 300);
        int left = 0, uleft = 0;
        for (int i = 1; i < t.n; i++)
            if (t.v[i].x < t.v[left].x)
                left = i;
        for (int i = 1; i < u.n; i++)
            if (u.v[i].x < u.v[uleft].x)
                uleft = i;
        u.v[uleft] = t.v[left]; /* u's leftmost vertex pulled out to t's leftmost */
        snprintf(w, sizeof w, "nested_touch%d", rep);
        polys(w, &t, &u);
    }
    /* a convex polygon on the grid and its copy halved toward one vertex:
     * nested, sharing that vertex and half of each edge there */
    for (int rep = 0; rep < 4; rep++) {
        ngon(&p, 24 + 8 * rep, 0, 0, 1000, false);
        for (int i = 0; i < p.n; i++)
            p.v[i] = hd_v(4 * round(p.v[i].x / 4), 4 * round(p.v[i].y / 4));
        int k = rep * 7 % p.n;
        for (int i = 0; i < p.n; i++)
            q.v[i] = hd_v(p.v[k].x + (p.v[i].x - p.v[k].x) / 2, p.v[k].y + (p.v[i].y - p.v[k].y) / 2);
        q.n = p.n;
        snprintf(w, sizeof w, "nested_shared%d", rep);
        polys(w, &p, &q);
    }
    /* not simple: two vertices swapped (crossing edges), a fold */
    for (int rep = 0; rep < 8; rep++) {
        ngon(&p, 200 + rep, 0, 0, 100, rep % 2);
        int i = (int)(urand() * 150) + 10;
        hd_vec2 x = p.v[i];
        p.v[i] = p.v[i + 7 + rep];
        p.v[i + 7 + rep] = x;
        snprintf(w, sizeof w, "crossing%d", rep);
        pair4(w, &p, true, NULL, false, "point:0,0");
        grid_star(&q, 100, 0, 0, 300);
        hd_vec2 fa = q.v[39 + rep], fb = q.v[40 + rep]; /* the edge fa..fb, then back halfway along it */
        q.v[41 + rep] = hd_v(fb.x + (fa.x - fb.x) / 2, fb.y + (fa.y - fb.y) / 2);
        snprintf(w, sizeof w, "fold%d", rep);
        pair4(w, &q, true, NULL, false, "point:0,0");
    }
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--print") == 0) {
        g_out = stdout;
        cases();
        return 0;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: test_geom_big PLAIN_EXE | test_geom_big --print\n");
        return 2;
    }
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "'%s' --print", argv[1]);
    FILE *f = popen(cmd, "r");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    long cap = 1 << 14;
    g_ref = malloc((size_t)cap * sizeof *g_ref);
    static char buf[1 << 16];
    while (g_ref && fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = 0;
        if (g_nref == cap)
            g_ref = realloc(g_ref, (size_t)(cap *= 2) * sizeof *g_ref);
        if (!g_ref)
            break;
        g_ref[g_nref++] = strdup(buf);
    }
    if (pclose(f) != 0 || !g_ref) {
        printf("FAIL: %s --print failed\n", argv[1]);
        return 1;
    }
    cases();
    if (g_line != g_nref && g_fail++ < 5)
        printf("FAIL: the plain build gave %ld answers, this one %ld\n", g_nref, g_line);
    /* the families are what they claim: some pairs collide, some contain,
     * some only touch, and the bad polygons were refused */
    long errors = 0;
    for (long i = 0; i < g_nref; i++)
        errors += strstr(g_ref[i], " error ") != NULL;
    printf("%ld answers (%d pairs: %ld colliding, %ld containing, %ld touching; %ld refused polygons) %s\n", g_line,
           g_pairs, g_collide, g_contain, g_touch, errors,
           g_fail ? "compared with the plain loops': SOME DIFFER (above)" : "the same as the plain loops'");
    printf("%ld answers with a sector have a push\n", g_sector_push);
    if (g_collide == 0 || g_contain == 0 || g_touch == 0 || errors != 128 || g_sector_push < 500) {
        printf("FAIL: a family is not what it should be\n");
        g_fail++;
    }
    return g_fail ? 1 : 0;
}
