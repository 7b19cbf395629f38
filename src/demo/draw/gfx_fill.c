/* gfx_fill.c: anti-aliased fills of simple loops (see gfx_fill.h).
 *
 * SDL2_gfx has no anti-aliased fill, and its filledPolygon takes integer
 * vertices: a curve's edge is a staircase. Here a loop is filled through
 * SDL_RenderGeometry at float precision, in two parts that meet without
 * overlapping:
 *   - the inside, the loop moved half a pixel inward, in triangles (slabs
 *     across the longer extent; convex loops only: concave ones are
 *     declined, ear-clipped triangles left seams in the software renderer);
 *   - a fringe one pixel wide around it, from the inset loop (full alpha)
 *     to the loop moved half a pixel outward (clear): a pixel's alpha then
 *     follows how much of it the shape covers, as a coverage rasterizer's
 *     would.
 * Triangles reaching beyond the drawable (a large zoom) are clipped to it
 * first, their alpha carried along the cut. */
#include "gfx_fill.h"

#include <math.h>
#include <string.h>

enum { FILL_MAX = 4096 };


static hd_vec2 P[FILL_MAX], IN[FILL_MAX], OUT[FILL_MAX];
static int TRI[3 * FILL_MAX];

static double cross3(hd_vec2 a, hd_vec2 b, hd_vec2 c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/* ---- output: triangles, clipped to the drawable ---------------------------- */
enum { OUT_V = 6 * 1024 };
static SDL_Vertex V[OUT_V];
static int NV;
static float X0, Y0, X1, Y1;
static float SNAP; /* added to every corner: 0.5 where the renderer truncates them to whole pixels */

/* Every vertex its own index: on the software renderer, SDL_RenderGeometry
 * (SDL 2.0.18 on, SDL_SW_RenderGeometryRaw) looks for two consecutive
 * triangles of one colour sharing two vertices (by index, or without
 * indices by equal values) whose corners make an axis-aligned rectangle,
 * and draws them as SDL_RenderFillRectF instead. That rect's x and w are
 * truncated apart (SW_QueueFillRects), so it can end a column short of
 * where its triangles would have, and its blend rounds otherwise: a
 * rect's or a capsule's inside showed a white column and slabs a shade
 * apart. Triangles that share no index are always drawn as triangles. */
static int IDX[OUT_V];

static void flush(SDL_Renderer *r)
{
    if (NV && IDX[OUT_V - 1] != OUT_V - 1)
        for (int i = 0; i < OUT_V; i++) IDX[i] = i;
    if (NV) SDL_RenderGeometry(r, NULL, V, NV, IDX, NV);
    NV = 0;
}

typedef struct cv {
    float x, y, a;
} cv;

/* Sutherland-Hodgman against one side of the box; alpha interpolated. */
static int clip_side(const cv *in, int n, cv *out, int side)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        cv p = in[i], q = in[(i + 1) % n];
        float dp = side == 0 ? p.x - X0 : side == 1 ? X1 - p.x : side == 2 ? p.y - Y0 : Y1 - p.y;
        float dq = side == 0 ? q.x - X0 : side == 1 ? X1 - q.x : side == 2 ? q.y - Y0 : Y1 - q.y;
        if (dp >= 0) out[m++] = p;
        if ((dp >= 0) != (dq >= 0)) {
            float t = dp / (dp - dq);
            out[m++] = (cv){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.a + (q.a - p.a) * t};
        }
    }
    return m;
}

static void emit(SDL_Renderer *r, cv a, cv b, cv c, hd_rgba col)
{
    cv poly[9], tmp[9];
    int n = 3;
    poly[0] = a;
    poly[1] = b;
    poly[2] = c;
    bool inside = true;
    for (int i = 0; i < 3; i++)
        if (poly[i].x < X0 || poly[i].x > X1 || poly[i].y < Y0 || poly[i].y > Y1) inside = false;
    if (!inside) {
        n = clip_side(poly, n, tmp, 0);
        n = clip_side(tmp, n, poly, 1);
        n = clip_side(poly, n, tmp, 2);
        n = clip_side(tmp, n, poly, 3);
    }
    for (int i = 1; i + 1 < n; i++) {
        if (NV + 3 > OUT_V) flush(r);
        const cv *t[3] = {&poly[0], &poly[i], &poly[i + 1]};
        for (int k = 0; k < 3; k++) {
            float al = t[k]->a < 0 ? 0 : t[k]->a > 1 ? 1 : t[k]->a;
            V[NV++] = (SDL_Vertex){{t[k]->x + SNAP, t[k]->y + SNAP}, {col.r, col.g, col.b, (Uint8)lroundf(al * col.a)},
                                   {0, 0}};
        }
    }
}

static bool g_software_too;

void hd_gfx_fill_software_too(bool on)
{
    g_software_too = on;
}

bool hd_gfx_fill_aa(SDL_Renderer *r, const hd_vec2 *px, int n, int draw_w, int draw_h, hd_rgba c)
{
    if (n < 3 || n > FILL_MAX) return false;
    SDL_RendererInfo info;
    bool software = SDL_GetRendererInfo(r, &info) == 0 && info.name && !strcmp(info.name, "software");
    if (software && !g_software_too) return false;
    /* drop repeated points (a zero-length edge has no normal) */
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (!isfinite(px[i].x) || !isfinite(px[i].y) || fabs(px[i].x) > 1e9 || fabs(px[i].y) > 1e9) return false;
        if (m && px[i].x == P[m - 1].x && px[i].y == P[m - 1].y) continue;
        P[m++] = px[i];
    }
    while (m > 1 && P[m - 1].x == P[0].x && P[m - 1].y == P[0].y) m--;
    if (m < 3) return false;
    double area = 0;
    bool pos = false, neg = false;
    for (int i = 0; i < m; i++) {
        hd_vec2 a = P[i], b = P[(i + 1) % m], cc = P[(i + 2) % m];
        area += a.x * b.y - b.x * a.y;
        double cr = cross3(a, b, cc);
        if (cr > 0) pos = true;
        if (cr < 0) neg = true;
    }
    if (!(fabs(area) > 1e-9)) return false;
    double s = area > 0 ? 1 : -1;
    bool convex = !(pos && neg);
    /* Concave loops are declined for now: ear-clipped triangles leave
     * faint seams where SDL's software renderer snaps their corners. */
    if (!convex) return false;
    int nt;
    /* Slabs across the shape's longer extent, not a fan: SDL's
     * software renderer visits every pixel of a triangle's bounding box,
     * and a fan's triangles from one corner each span most of the
     * shape. Long edges are cut into pieces of at most 24 pixels, and
     * the two chains from the first point along the axis to the last
     * are merged in the order of their points along it. */
    /* (only edges that reach into the drawable: the others are clipped
     * away; and none at all where the pieces would not fit) */
    static hd_vec2 Q[FILL_MAX];
    int k = 0;
    bool cut = true;
    for (int pass = 0; pass < 2; pass++) {
        k = 0;
        for (int i = 0; i < m; i++) {
            hd_vec2 a = P[i], b = P[(i + 1) % m];
            double len = hypot(b.x - a.x, b.y - a.y);
            bool seen = fmax(a.x, b.x) >= -2 && fmin(a.x, b.x) <= draw_w + 2 && fmax(a.y, b.y) >= -2 &&
                        fmin(a.y, b.y) <= draw_h + 2;
            int pieces = cut && seen && len > 24 ? (int)fmin(ceil(len / 24), 1024) : 1;
            for (int q = 0; q < pieces; q++, k++)
                if (k < FILL_MAX) Q[k] = (hd_vec2){a.x + (b.x - a.x) * q / pieces, a.y + (b.y - a.y) * q / pieces};
        }
        if (k <= FILL_MAX) break;
        cut = false; /* too many: the loop as it is */
    }
    if (k > FILL_MAX) k = m;
    else {
        m = k;
        memcpy(P, Q, (size_t)m * sizeof P[0]);
    }
    double x0 = P[0].x, x1 = P[0].x, y0 = P[0].y, y1 = P[0].y;
    for (int i = 1; i < m; i++) {
        x0 = fmin(x0, P[i].x), x1 = fmax(x1, P[i].x);
        y0 = fmin(y0, P[i].y), y1 = fmax(y1, P[i].y);
    }
    bool along_x = x1 - x0 >= y1 - y0;
#define AXIS(i) (along_x ? P[i].x : P[i].y)
    int first = 0;
    for (int i = 1; i < m; i++)
        if (AXIS(i) < AXIS(first)) first = i;
    int a = first, b = first, left = m - 1; /* a: forward chain, b: backward */
    nt = 0;
    int na = (a + 1) % m, nb = (b + m - 1) % m;
    /* each point taken makes a triangle with the two chains' ends (the
     * first point taken makes none: both ends are still the first) */
    while (left > 0) {
        bool take_a = AXIS(na) <= AXIS(nb);
        int next = take_a ? na : nb;
        if (a != b) {
            TRI[3 * nt] = a;
            TRI[3 * nt + 1] = b;
            TRI[3 * nt + 2] = next;
            nt++;
        }
        if (take_a) {
            a = na;
            na = (a + 1) % m;
        } else {
            b = nb;
            nb = (b + m - 1) % m;
        }
        left--;
    }
#undef AXIS
    /* inset and outset by half a pixel, along the mean of the two edges'
     * outward normals */
    /* SDL's software renderer truncates triangle corners to whole pixels
     * (SDL 2.26, SW_QueueGeometry): half a pixel added first makes that a
     * rounding, so edges land within half a pixel of where they are */
    SNAP = software ? 0.5f : 0.0f;
    double half = 0.5;
    for (int i = 0; i < m; i++) {
        hd_vec2 a = P[(i + m - 1) % m], b = P[i], cc = P[(i + 1) % m];
        double e0x = b.x - a.x, e0y = b.y - a.y, e1x = cc.x - b.x, e1y = cc.y - b.y;
        double l0 = hypot(e0x, e0y), l1 = hypot(e1x, e1y);
        /* outward normal of an edge d: s * (dy, -dx) (y down) */
        double n0x = s * e0y / l0, n0y = -s * e0x / l0, n1x = s * e1y / l1, n1y = -s * e1x / l1;
        /* the offset m / |m|^2 is half a pixel from both edges (m = n0 + n1,
         * |m| / 2 the cosine of the half angle), at most 2 pixels long */
        double mx = n0x + n1x, my = n0y + n1y, ml2 = mx * mx + my * my;
        if (ml2 < 0.25) ml2 = 0.25;
        mx /= ml2;
        my /= ml2;
        IN[i] = (hd_vec2){b.x - mx * 2 * half, b.y - my * 2 * half};
        OUT[i] = (hd_vec2){b.x + mx * 2 * half, b.y + my * 2 * half};
    }
    X0 = -2;
    Y0 = -2;
    X1 = (float)draw_w + 2;
    Y1 = (float)draw_h + 2;
    NV = 0;
    for (int t = 0; t < nt; t++) {
        hd_vec2 a = IN[TRI[3 * t]], b = IN[TRI[3 * t + 1]], d = IN[TRI[3 * t + 2]];
        emit(r, (cv){(float)a.x, (float)a.y, 1}, (cv){(float)b.x, (float)b.y, 1}, (cv){(float)d.x, (float)d.y, 1}, c);
    }
    for (int i = 0; i < m; i++) {
        int j = (i + 1) % m;
        /* in pieces of at most 24 pixels: a long slanted edge's fringe would
         * otherwise be two triangles with a bounding box as big as the edge's.
         * The edges that show are that short already (cut above), so the
         * fringe's inner side has the inside's corners and no others: a
         * corner of its own on the inside's edge (a T-junction) left a
         * pixel uncovered where the software renderer rounds the two
         * differently (a notch up to 1.5 pixels deep at zoom 1024) */
        double len = hypot(P[j].x - P[i].x, P[j].y - P[i].y);
        int k = len > 24 ? (int)ceil(len / 24) : 1;
        if (k > 256) k = 256;
        for (int q = 0; q < k; q++) {
            double t0 = (double)q / k, t1 = (double)(q + 1) / k;
            cv i0 = {(float)(IN[i].x + (IN[j].x - IN[i].x) * t0), (float)(IN[i].y + (IN[j].y - IN[i].y) * t0), 1};
            cv i1 = {(float)(IN[i].x + (IN[j].x - IN[i].x) * t1), (float)(IN[i].y + (IN[j].y - IN[i].y) * t1), 1};
            cv o0 = {(float)(OUT[i].x + (OUT[j].x - OUT[i].x) * t0), (float)(OUT[i].y + (OUT[j].y - OUT[i].y) * t0), 0};
            cv o1 = {(float)(OUT[i].x + (OUT[j].x - OUT[i].x) * t1), (float)(OUT[i].y + (OUT[j].y - OUT[i].y) * t1), 0};
            emit(r, i0, i1, o1, c);
            emit(r, i0, o1, o0, c);
        }
    }
    flush(r);
    return true;
}
