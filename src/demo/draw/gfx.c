/* gfx.c: drawing primitives with SDL2_gfx, logical units mapped straight to
 * drawable pixels by the view. The only file that includes SDL2_gfx. */
#include "gfx.h"

#include <SDL2_gfxPrimitives.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gfx_fill.h"
#include "palette.h"
#include "svg.h"
#include "tess.h"

/* Everything drawn is clipped to the drawable plus this margin (pixels),
 * which keeps coordinates inside SDL2_gfx's Sint16 and puts the clip
 * edges off-screen. */
#define CLIP_MARGIN 8.0

typedef struct clip_box {
    double x0, y0, x1, y1;
} clip_box;

static clip_box box_of(const hd_view *v)
{
    return (clip_box){-CLIP_MARGIN, -CLIP_MARGIN, v->draw_w + CLIP_MARGIN, v->draw_h + CLIP_MARGIN};
}

/* One Sutherland-Hodgman pass against the half-plane of `edge`; writes at
 * most cap vertices (a pathological zigzag could otherwise grow past it). */
static int clip_pass(const hd_vec2 *in, int n, hd_vec2 *out, int cap, int edge, const clip_box *b)
{
    int m = 0;
    for (int i = 0; i < n && m + 2 <= cap; i++) {
        hd_vec2 p = in[i], q = in[(i + 1) % n];
        double dp, dq; /* signed inside distance */
        switch (edge) {
        case 0: dp = p.x - b->x0; dq = q.x - b->x0; break;
        case 1: dp = b->x1 - p.x; dq = b->x1 - q.x; break;
        case 2: dp = p.y - b->y0; dq = q.y - b->y0; break;
        default: dp = b->y1 - p.y; dq = b->y1 - q.y; break;
        }
        if (dp >= 0) out[m++] = p;
        if ((dp >= 0) != (dq >= 0)) {
            double t = dp / (dp - dq);
            out[m++] = (hd_vec2){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
        }
    }
    return m;
}

/* Clips a loop of pixel-space vertices (pts and tmp hold cap each). */
static int clip_loop(hd_vec2 *pts, int n, hd_vec2 *tmp, int cap, const clip_box *b)
{
    for (int e = 0; e < 4 && n > 0; e++) {
        n = clip_pass(pts, n, tmp, cap, e, b);
        for (int i = 0; i < n; i++) pts[i] = tmp[i];
    }
    return n;
}

static Sint16 to_s16(double p)
{
    return (Sint16)lround(p);
}

/* A raster coordinate (a pixel centre, as SDL2_gfx takes it) in the SVG
 * figure, where pixel i spans i to i + 1 (svg.h). */
static double at(Sint16 v)
{
    return v + 0.5;
}

/* The figure's copy of an anti-aliased one-pixel line (it covers both end
 * pixels: square caps). */
static void svg_aaline(Sint16 x0, Sint16 y0, Sint16 x1, Sint16 y1, hd_rgba c)
{
    hd_svg_line(at(x0), at(y0), at(x1), at(y1), 1, true, c);
}

/* Buffers for one loop: logical, then pixels (clipping may grow a loop). */
static hd_vec2 loop_log[HD_TESS_MAX];
static hd_vec2 loop_px[4 * HD_TESS_MAX];
static hd_vec2 loop_tmp[4 * HD_TESS_MAX];
static Sint16 loop_x[4 * HD_TESS_MAX], loop_y[4 * HD_TESS_MAX];

/* The figure's copy of the loop in loop_x/loop_y: filled (width 0) or outlined. */
static void svg_loop(int n, double width, hd_rgba c)
{
    hd_svg_path_begin(width, c);
    for (int i = 0; i < n; i++) hd_svg_path_point(at(loop_x[i]), at(loop_y[i]));
    hd_svg_path_end(true);
}

/* Maps, clips and converts src[0..n) into loop_x/loop_y. */
static int prepare_loop(const hd_view *v, const hd_vec2 *src, int n)
{
    clip_box b = box_of(v);
    if (n > HD_TESS_MAX) n = HD_TESS_MAX;
    for (int i = 0; i < n; i++) loop_px[i] = hd_view_to_pixels(v, src[i]);
    n = clip_loop(loop_px, n, loop_tmp, 4 * HD_TESS_MAX, &b);
    for (int i = 0; i < n; i++) {
        loop_x[i] = to_s16(loop_px[i].x);
        loop_y[i] = to_s16(loop_px[i].y);
    }
    return n;
}

void hd_gfx_fill_loop(const hd_gfx *g, const hd_vec2 *src, int n, hd_rgba c)
{
    n = prepare_loop(g->v, src, n);
    if (n < 3) return;
    filledPolygonRGBA(g->r, loop_x, loop_y, n, c.r, c.g, c.b, c.a);
    if (hd_svg_on) svg_loop(n, 0, c);
}

/* A band w pixels wide along p..q with anti-aliased long edges: a solid
 * core and a one-pixel feather each side that fades to clear (its own
 * coverage edges, through SDL_RenderGeometry). With cap, both ends reach
 * w/2 past p and q, so that the bands of a loop meet at its corners. The
 * band is moved by `shift` pixels along its normal (-dy, dx) / |d|. */
/* Bands are gathered and drawn with one SDL_RenderGeometry call a loop. */
enum { BAND_V = 8 * 1024 };
static struct {
    SDL_Vertex v[BAND_V];
    int i[BAND_V / 8 * 18];
    int nv, ni;
} B;

static void band_flush(const hd_gfx *g)
{
    if (B.ni) SDL_RenderGeometry(g->r, NULL, B.v, B.nv, B.i, B.ni);
    B.nv = B.ni = 0;
}

static void band(const hd_gfx *g, hd_vec2 p, hd_vec2 q, double w, bool cap, double shift, hd_rgba c)
{
    double dx = q.x - p.x, dy = q.y - p.y, len = hypot(dx, dy);
    if (!(len > 0) || !isfinite(len)) return;
    if (cap) {
        double e = (w / 2 - 0.5) / len;
        p = (hd_vec2){p.x - dx * e, p.y - dy * e};
        q = (hd_vec2){q.x + dx * e, q.y + dy * e};
    }
    double nx = -dy / len, ny = dx / len, h = w / 2 - 0.5;
    p = (hd_vec2){p.x + nx * shift, p.y + ny * shift};
    q = (hd_vec2){q.x + nx * shift, q.y + ny * shift};
    if (h < 0) h = 0;
    SDL_Color solid = {c.r, c.g, c.b, c.a}, clear = {c.r, c.g, c.b, 0};
    float o[4] = {(float)-(h + 1), (float)-h, (float)h, (float)(h + 1)};
    SDL_Vertex v[8];
    for (int i = 0; i < 4; i++) {
        SDL_Color col = i == 0 || i == 3 ? clear : solid;
        v[2 * i] = (SDL_Vertex){{(float)(p.x + nx * o[i]), (float)(p.y + ny * o[i])}, col, {0, 0}};
        v[2 * i + 1] = (SDL_Vertex){{(float)(q.x + nx * o[i]), (float)(q.y + ny * o[i])}, col, {0, 0}};
    }
    static const int idx[18] = {0, 1, 2, 1, 3, 2, 2, 3, 4, 3, 5, 4, 4, 5, 6, 5, 7, 6};
    /* the figure: a stroke as wide as core and feathers (SDL_RenderGeometry
     * takes pixel centres at half-integers, as SVG does) */
    if (hd_svg_on) hd_svg_line(p.x, p.y, q.x, q.y, 2 * h + 1, false, c);
    if (B.nv + 8 > BAND_V) band_flush(g);
    for (int i = 0; i < 18; i++) B.i[B.ni++] = B.nv + idx[i];
    memcpy(B.v + B.nv, v, sizeof v);
    B.nv += 8;
}

/* The outline width in pixels (at least 1), and whether it is drawn thick:
 * from 2 UI points (the presentation preset, a UI scale of 2 or more);
 * thinner outlines are SDL2_gfx's one-pixel anti-aliased lines at every
 * pixel ratio, as the screenshots of the edge cases have them. */
static double line_px(const hd_gfx *g)
{
    double w = (g->line_pt > 0 ? g->line_pt : 1) * hd_gfx_pt(g);
    return w < 1 ? 1 : w;
}

static bool thick_lines(const hd_gfx *g)
{
    return (g->line_pt > 0 ? g->line_pt : 1) * (g->ui > 0 ? g->ui : 1) >= 2;
}

/* hole: the loop bounds a hole (a ring's inner circle): its inside is the
 * shape's outside. */
static void outline_loop(const hd_gfx *g, const hd_vec2 *src, int n, bool hole, hd_rgba c)
{
    n = prepare_loop(g->v, src, n);
    double w = line_px(g);
    if (!thick_lines(g)) { /* thin: SDL2_gfx's anti-aliased one-pixel lines */
        if (n >= 3) {
            aapolygonRGBA(g->r, loop_x, loop_y, n, c.r, c.g, c.b, c.a);
            if (hd_svg_on) svg_loop(n, 1, c);
        } else if (n == 2) {
            aalineRGBA(g->r, loop_x[0], loop_y[0], loop_x[1], loop_y[1], c.r, c.g, c.b, c.a);
            if (hd_svg_on) svg_aaline(loop_x[0], loop_y[0], loop_x[1], loop_y[1], c);
        }
        return;
    }
    /* thick: feathered bands, opaque (their overlaps at the joints must
     * not darken), inside the shape: its outline's outer edge stays where
     * the shape ends, so a gap stays as wide as it is */
    c.a = 0xff;
    double area = 0;
    for (int i = 0; i < n; i++) {
        hd_vec2 p = loop_px[i], q = loop_px[(i + 1) % n];
        area += p.x * q.y - q.x * p.y;
    }
    /* (-dy, dx) points inside a loop of positive area (y down). The band's
     * outer feather (a pixel wide, solid to clear) is centred on the
     * outline: half its coverage inside, half outside, so the drawn edge
     * is where the shape ends (a shift of w/2 - 0.5 put it half a pixel
     * out) */
    double shift = n >= 3 ? ((area > 0) != hole ? 1 : -1) * (w / 2) : 0;
    for (int i = 0; i < n && n >= 2; i++) {
        if (n == 2 && i == 1) break;
        hd_vec2 p = loop_px[i], q = loop_px[(i + 1) % n];
        /* no caps: inside the shape the bands of two edges overlap in the
         * corner's square already, and a cap would poke out past it */
        band(g, p, q, w, false, shift, c);
    }
    band_flush(g);
}

/* Liang-Barsky clip of the pixel segment p..q; false if nothing is left. */
static bool clip_segment(hd_vec2 *p, hd_vec2 *q, const clip_box *b)
{
    double t0 = 0, t1 = 1, dx = q->x - p->x, dy = q->y - p->y;
    double pp[4] = {-dx, dx, -dy, dy};
    double qq[4] = {p->x - b->x0, b->x1 - p->x, p->y - b->y0, b->y1 - p->y};
    for (int i = 0; i < 4; i++) {
        if (pp[i] == 0) {
            if (qq[i] < 0) return false;
        } else {
            double t = qq[i] / pp[i];
            if (pp[i] < 0) {
                if (t > t1) return false;
                if (t > t0) t0 = t;
            } else {
                if (t < t0) return false;
                if (t < t1) t1 = t;
            }
        }
    }
    hd_vec2 a = {p->x + t0 * dx, p->y + t0 * dy}, e = {p->x + t1 * dx, p->y + t1 * dy};
    *p = a;
    *q = e;
    return true;
}

/* Maps a logical segment to clipped pixels; false if it is off-screen. */
static bool segment_px(const hd_gfx *g, hd_vec2 a, hd_vec2 b, hd_vec2 *p, hd_vec2 *q)
{
    *p = hd_view_to_pixels(g->v, a);
    *q = hd_view_to_pixels(g->v, b);
    clip_box bx = box_of(g->v);
    return isfinite(p->x) && isfinite(p->y) && isfinite(q->x) && isfinite(q->y) && clip_segment(p, q, &bx);
}

void hd_gfx_number(const hd_gfx *g, double d, char *buf, size_t n)
{
    if (g->full_numbers) hd_format_double(d, buf, n);
    else snprintf(buf, n, "%.6g", d == 0 ? 0.0 : d);
}


void hd_gfx_segment(const hd_gfx *g, hd_vec2 a, hd_vec2 b, hd_rgba c)
{
    if (thick_lines(g)) { /* a shape that is a segment, drawn as wide as outlines */
        hd_vec2 p, q;
        if (segment_px(g, a, b, &p, &q)) {
            c.a = 0xff;
            band(g, p, q, line_px(g), false, 0, c);
            band_flush(g);
        }
        return;
    }
    hd_vec2 p, q;
    if (!segment_px(g, a, b, &p, &q)) return;
    aalineRGBA(g->r, to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c.r, c.g, c.b, c.a);
    if (hd_svg_on) svg_aaline(to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c);
}

void hd_gfx_thick(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double width_pt, hd_rgba c)
{
    hd_vec2 p, q;
    if (!segment_px(g, a, b, &p, &q)) return;
    int w = (int)lround(width_pt * hd_gfx_pt(g));
    if (w < 2) {
        aalineRGBA(g->r, to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c.r, c.g, c.b, c.a);
        if (hd_svg_on) svg_aaline(to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c);
        return;
    }
    if (w > 255) w = 255;
    thickLineRGBA(g->r, to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), (Uint8)w, c.r, c.g, c.b, c.a);
    if (hd_svg_on) {
        /* thickLineRGBA fills a band w - (0.1 + 0.9 |cos 2 angle|) wide,
         * pixel centres on both edges included: about 0.9 pixel wider on a
         * diagonal than along an axis; its pixels land half a pixel up and
         * left of the thin lines' (measured against rsvg-convert,
         * svg_test.sh) */
        Sint16 x0 = to_s16(p.x), y0 = to_s16(p.y), x1 = to_s16(q.x), y1 = to_s16(q.y);
        double dx = x1 - x0, dy = y1 - y0, d2 = dx * dx + dy * dy;
        double diag = d2 > 0 ? 1 - fabs(dx * dx - dy * dy) / d2 : 0;
        hd_svg_line(x0, y0, x1, y1, w + 0.9 * diag, false, c);
    }
}

void hd_gfx_dashed(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double dash_pt, hd_rgba c)
{
    hd_vec2 p, q;
    if (!segment_px(g, a, b, &p, &q)) return;
    double dx = q.x - p.x, dy = q.y - p.y, len = hypot(dx, dy);
    double dash = dash_pt * hd_gfx_pt(g);
    if (dash < 1) dash = 1;
    if (len <= dash) {
        aalineRGBA(g->r, to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c.r, c.g, c.b, c.a);
        if (hd_svg_on) svg_aaline(to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c);
        return;
    }
    for (double t = 0; t < len; t += 2 * dash) {
        double t1 = t + dash < len ? t + dash : len;
        Sint16 x0 = to_s16(p.x + dx * t / len), y0 = to_s16(p.y + dy * t / len);
        Sint16 x1 = to_s16(p.x + dx * t1 / len), y1 = to_s16(p.y + dy * t1 / len);
        aalineRGBA(g->r, x0, y0, x1, y1, c.r, c.g, c.b, c.a);
        if (hd_svg_on) svg_aaline(x0, y0, x1, y1, c);
    }
}

void hd_gfx_arrow(const hd_gfx *g, hd_vec2 a, hd_vec2 b, double head_pt, hd_rgba c)
{
    hd_vec2 p = hd_view_to_pixels(g->v, a), q = hd_view_to_pixels(g->v, b);
    double dx = q.x - p.x, dy = q.y - p.y, len = hypot(dx, dy);
    if (!(len > 0) || !isfinite(len)) return;
    hd_gfx_thick(g, a, b, 2, c);
    double head = head_pt * hd_gfx_pt(g);
    if (head > len) head = len;
    double ux = dx / len, uy = dy / len;
    double bx = q.x - ux * head, by = q.y - uy * head, hw = head * 0.45;
    clip_box bx_ = box_of(g->v);
    if (q.x < bx_.x0 || q.x > bx_.x1 || q.y < bx_.y0 || q.y > bx_.y1) return;
    Sint16 tx[3] = {to_s16(q.x), to_s16(bx - uy * hw), to_s16(bx + uy * hw)};
    Sint16 ty[3] = {to_s16(q.y), to_s16(by + ux * hw), to_s16(by - ux * hw)};
    filledTrigonRGBA(g->r, tx[0], ty[0], tx[1], ty[1], tx[2], ty[2], c.r, c.g, c.b, c.a);
    if (hd_svg_on) {
        hd_svg_path_begin(0, c);
        for (int i = 0; i < 3; i++) hd_svg_path_point(at(tx[i]), at(ty[i]));
        hd_svg_path_end(true);
    }
}

/* The pixel centre and radius of a dot, or false if it is off-screen. */
static bool dot_px(const hd_gfx *g, hd_vec2 l, double radius_pt, Sint16 *x, Sint16 *y, Sint16 *rr)
{
    hd_vec2 p = hd_view_to_pixels(g->v, l);
    double rad = radius_pt * hd_gfx_pt(g);
    if (!(p.x >= -rad && p.y >= -rad && p.x <= g->v->draw_w + rad && p.y <= g->v->draw_h + rad)) return false;
    *x = to_s16(p.x);
    *y = to_s16(p.y);
    *rr = (Sint16)lround(rad < 1 ? 1 : rad);
    return true;
}

void hd_gfx_dot(const hd_gfx *g, hd_vec2 l, double radius_pt, hd_rgba c)
{
    Sint16 x, y, rr;
    if (!dot_px(g, l, radius_pt, &x, &y, &rr)) return;
    filledCircleRGBA(g->r, x, y, rr, c.r, c.g, c.b, c.a);
    aacircleRGBA(g->r, x, y, rr, c.r, c.g, c.b, c.a);
    /* the disk and its anti-aliased rim: half a pixel past rr */
    if (hd_svg_on) hd_svg_circle(at(x), at(y), rr + 0.5, 0, c);
}

void hd_gfx_ring(const hd_gfx *g, hd_vec2 l, double radius_pt, hd_rgba c)
{
    Sint16 x, y, rr;
    if (!dot_px(g, l, radius_pt, &x, &y, &rr)) return;
    aacircleRGBA(g->r, x, y, rr, c.r, c.g, c.b, c.a);
    if (rr > 2) aacircleRGBA(g->r, x, y, (Sint16)(rr - 1), c.r, c.g, c.b, c.a);
    if (hd_svg_on) { /* one or two one-pixel circles: one stroke as wide */
        if (rr > 2) hd_svg_circle(at(x), at(y), rr - 0.5, 2, c);
        else hd_svg_circle(at(x), at(y), rr, 1, c);
    }
}

static double max_scale(const hd_view *v)
{
    return v->scale_x > v->scale_y ? v->scale_x : v->scale_y;
}

/* The clip box in logical units, a few pixels wider than the pixels'
 * (tess.h: curves fine inside it at any zoom). */
static hd_tess_clip logical_clip(const hd_view *v)
{
    clip_box b = box_of(v);
    hd_vec2 lo = hd_view_pixel_to_logical(v, b.x0 - 8, b.y0 - 8), hi = hd_view_pixel_to_logical(v, b.x1 + 8, b.y1 + 8);
    return (hd_tess_clip){fmin(lo.x, hi.x), fmin(lo.y, hi.y), fmax(lo.x, hi.x), fmax(lo.y, hi.y)};
}

void hd_gfx_arc(const hd_gfx *g, hd_vec2 c, double rad, double a0, double sweep, hd_rgba col)
{
    hd_tess_clip k = logical_clip(g->v);
    int n = hd_tess_arc_clip(c, rad, a0, sweep, max_scale(g->v), &k, loop_log, HD_TESS_MAX);
    for (int i = 0; i + 1 < n; i++) hd_gfx_segment(g, loop_log[i], loop_log[i + 1], col);
}

static hd_vec2 polar(hd_vec2 c, double rad, double deg)
{
    double a = deg * HD_PI / 180;
    return (hd_vec2){c.x + rad * cos(a), c.y + rad * sin(a)};
}

/* Shapes with no area: drawn as what they collapse to. */
static void draw_degenerate(const hd_gfx *g, const hd_shape *s, hd_rgba c)
{
    const double dot = 3.0; /* points */
    switch (s->kind) {
    case HD_POINT: hd_gfx_dot(g, s->point.p, dot, c); break;
    case HD_CIRCLE: hd_gfx_dot(g, s->circle.c, dot, c); break;
    case HD_RECT: {
        hd_rect q = s->rect;
        if (q.w == 0 && q.h == 0) hd_gfx_dot(g, (hd_vec2){q.x, q.y}, dot, c);
        else hd_gfx_segment(g, (hd_vec2){q.x, q.y}, (hd_vec2){q.x + q.w, q.y + q.h}, c);
        break;
    }
    case HD_LINE:
        if (s->line.a.x == s->line.b.x && s->line.a.y == s->line.b.y) hd_gfx_dot(g, s->line.a, dot, c);
        else hd_gfx_segment(g, s->line.a, s->line.b, c);
        break;
    case HD_CAPSULE:
        if (s->capsule.a.x == s->capsule.b.x && s->capsule.a.y == s->capsule.b.y)
            hd_gfx_dot(g, s->capsule.a, dot, c);
        else hd_gfx_segment(g, s->capsule.a, s->capsule.b, c);
        break;
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        if (w->r <= 0) hd_gfx_dot(g, w->c, dot, c);
        else hd_gfx_segment(g, w->c, polar(w->c, w->r, w->start), c); /* zero sweep */
        break;
    }
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double sw = hd_tess_sweep(a->start, a->end);
        if (a->rout <= 0) hd_gfx_dot(g, a->c, dot, c);
        else if (sw == 0) hd_gfx_segment(g, polar(a->c, a->rin, a->start), polar(a->c, a->rout, a->start), c);
        else hd_gfx_arc(g, a->c, a->rout, a->start, sw, c); /* rin == rout */
        break;
    }
    default: break;
    }
}

static hd_vec2 shape_loop[HD_TESS_MAX];

bool hd_gfx_is_flat(const hd_shape *s)
{
    int hole;
    return hd_tess_outline(s, 1.0, shape_loop, HD_TESS_MAX, &hole) < 3;
}

void hd_gfx_shape(const hd_gfx *g, const hd_shape *s, hd_rgba fill, hd_rgba line)
{
    int hole = -1;
    hd_tess_clip k = logical_clip(g->v);
    int n = hd_tess_outline_clip(s, max_scale(g->v), &k, shape_loop, HD_TESS_MAX, &hole);
    if (n < 3) {
        draw_degenerate(g, s, line);
        return;
    }
    bool done = false;
    if (fill.a) {
        /* anti-aliased (gfx_fill.c) where it can; a ring (a loop with a
         * hole) and what it declines the integer way */
        if (hole <= 0) {
            static hd_vec2 px[HD_TESS_MAX];
            int m = n < HD_TESS_MAX ? n : HD_TESS_MAX;
            for (int i = 0; i < m; i++) px[i] = hd_view_to_pixels(g->v, shape_loop[i]);
            done = hd_gfx_fill_aa(g->r, px, m, g->v->draw_w, g->v->draw_h, fill);
            if (done && hd_svg_on) {
                /* the same edge as the raster's: float pixels (clipped), not
                 * the integer polygon's */
                int k = prepare_loop(g->v, shape_loop, n);
                if (k >= 3) {
                    hd_svg_path_begin(0, fill);
                    for (int i = 0; i < k; i++) hd_svg_path_point(loop_px[i].x, loop_px[i].y);
                    hd_svg_path_end(true);
                }
            }
        }
        if (!done) hd_gfx_fill_loop(g, shape_loop, n, fill);
    }
    /* An anti-aliased fill has its edge already: a thin outline in the
     * same colour would only draw SDL2_gfx's integer polyline over it. */
    bool same = line.r == fill.r && line.g == fill.g && line.b == fill.b && line.a == fill.a;
    if (done && same && !thick_lines(g)) return;
    if (hole > 0) {
        /* ring: outer and inner circles outlined separately (not the cut) */
        outline_loop(g, shape_loop, hole, false, line);
        outline_loop(g, shape_loop + hole, n - hole, true, line);
    } else {
        outline_loop(g, shape_loop, n, false, line);
    }
}

void hd_gfx_box_px(const hd_gfx *g, int x0, int y0, int x1, int y1, hd_rgba c)
{
    if (x1 < x0 || y1 < y0) return;
    if (x0 < -1) x0 = -1;
    if (y0 < -1) y0 = -1;
    if (x1 > 32000) x1 = 32000;
    if (y1 > 32000) y1 = 32000;
    boxRGBA(g->r, (Sint16)x0, (Sint16)y0, (Sint16)x1, (Sint16)y1, c.r, c.g, c.b, c.a);
    /* inclusive pixel bounds: the box covers x0 .. x1 + 1 */
    if (hd_svg_on) hd_svg_rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, c);
}

void hd_gfx_clear(const hd_gfx *g, hd_rgba c)
{
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_RenderClear(g->r);
    SDL_SetRenderDrawBlendMode(g->r, SDL_BLENDMODE_BLEND);
    if (hd_svg_on) hd_svg_rect(0, 0, g->v->draw_w, g->v->draw_h, c);
}

void hd_gfx_rects_px(const hd_gfx *g, const SDL_FRect *r, int n, hd_rgba c)
{
    if (n <= 0) return;
    SDL_SetRenderDrawColor(g->r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRectsF(g->r, r, n);
    /* the software renderer fills whole pixels: the corner truncated, the
     * sides too and at least 1 (SDL 2.26's SW_QueueFillRects) */
    if (hd_svg_on)
        for (int i = 0; i < n; i++) {
            int w = (int)r[i].w, h = (int)r[i].h;
            hd_svg_rect((int)r[i].x, (int)r[i].y, w > 1 ? w : 1, h > 1 ? h : 1, c);
        }
}

/* ---- labels: asked for while drawing, placed and drawn in one pass ---------------- */
enum { LABELS = 96, LABEL_LEN = 120 };
static struct {
    int n, nobs, nkeep;
    hd_pxbox obs[2 * LABELS];
    hd_pxbox keep[LABELS]; /* the dots labels keep clear of (hd_gfx_keep_clear) */
    hd_label_place at[LABELS];
    char text[LABELS][LABEL_LEN];
    hd_rgba col[LABELS];
} L;

void hd_gfx_labels_begin(void)
{
    L.n = L.nobs = L.nkeep = 0;
}

void hd_gfx_keep_clear(const hd_gfx *g, hd_vec2 l, double radius_pt)
{
    hd_vec2 p = hd_view_to_pixels(g->v, l);
    double r = radius_pt * hd_gfx_pt(g);
    if (L.nkeep < LABELS && isfinite(p.x) && isfinite(p.y)) L.keep[L.nkeep++] = (hd_pxbox){p.x - r, p.y - r, p.x + r, p.y + r};
}

void hd_gfx_label(const hd_gfx *g, hd_vec2 l, double dx_pt, double dy_pt, bool right_align, const char *s, hd_rgba c)
{
    hd_vec2 p = hd_view_to_pixels(g->v, l);
    if (!isfinite(p.x) || !isfinite(p.y) || L.n == LABELS || !*s) return;
    double pt = hd_gfx_pt(g), pad = 2 * pt;
    char text[LABEL_LEN];
    snprintf(text, sizeof text, "%s", s);
    double w = hd_gfx_text_w(g, HD_FACE_MONO, HD_LABEL_PT, text) + 2 * pad;
    double h = hd_gfx_line_h(g, HD_FACE_MONO, HD_LABEL_PT) + 2 * pad;
    double dx = dx_pt * pt - pad, dy = dy_pt * pt - pad;
    if (right_align) dx -= w - 2 * pad;
    /* far outside the drawable: the anchor is pulled to its edge */
    double ax = p.x < -1e6 ? -1e6 : p.x > 1e6 ? 1e6 : p.x, ay = p.y < -1e6 ? -1e6 : p.y > 1e6 ? 1e6 : p.y;
    L.at[L.n] = (hd_label_place){ax, ay, dx, dy, w, h, false, false, {0, 0, 0, 0}};
    memcpy(L.text[L.n], text, sizeof text);
    L.col[L.n] = c;
    L.n++;
}

/* The point of box b nearest to (x, y). */
static hd_vec2 nearest_on(hd_pxbox b, double x, double y)
{
    return (hd_vec2){x < b.x0 ? b.x0 : x > b.x1 ? b.x1 : x, y < b.y0 ? b.y0 : y > b.y1 ? b.y1 : y};
}

int hd_gfx_labels_place(const hd_gfx *g, const hd_pxbox *obstacles, int nobs, int nhide, char *dropped, size_t n)
{
    /* the caller's obstacles, then the dots the overlays asked to keep clear */
    L.nobs = nobs < LABELS ? nobs : LABELS;
    memcpy(L.obs, obstacles, (size_t)L.nobs * sizeof L.obs[0]);
    memcpy(L.obs + L.nobs, L.keep, (size_t)L.nkeep * sizeof L.keep[0]);
    L.nobs += L.nkeep;
    int lost = hd_labels_place(L.at, L.n, L.obs, L.nobs, nhide, g->v->draw_w, g->v->draw_h, 6 * hd_gfx_pt(g));
    size_t k = 0;
    if (n) dropped[0] = '\0';
    for (int i = 0; i < L.n; i++)
        if (!L.at[i].placed && k < n) k += (size_t)snprintf(dropped + k, n - k, "%s%s", k ? ", " : "", L.text[i]);
    return lost;
}

void hd_gfx_labels_draw(const hd_gfx *g)
{
    double pt = hd_gfx_pt(g), pad = 2 * pt;
    for (int i = 0; i < L.n; i++) {
        const hd_label_place *p = &L.at[i];
        if (!p->placed) continue;
        if (p->moved) { /* a leader line to the box, from just off the anchor (its dot stays clear) */
            hd_vec2 q = nearest_on(p->box, p->ax, p->ay);
            double dx = q.x - p->ax, dy = q.y - p->ay, len = hypot(dx, dy), off = 6 * pt;
            hd_rgba lc = L.col[i];
            lc.a = HD_ALPHA_LEADER;
            if (len > off + pt) {
                Sint16 x0 = (Sint16)lround(p->ax + dx / len * off), y0 = (Sint16)lround(p->ay + dy / len * off);
                aalineRGBA(g->r, x0, y0, (Sint16)lround(q.x), (Sint16)lround(q.y), lc.r, lc.g, lc.b, lc.a);
                if (hd_svg_on) svg_aaline(x0, y0, (Sint16)lround(q.x), (Sint16)lround(q.y), lc);
            }
        }
        hd_gfx_box_px(g, (int)lround(p->box.x0), (int)lround(p->box.y0), (int)lround(p->box.x1) - 1,
                      (int)lround(p->box.y1) - 1, HD_RGBA(HD_COL_LABEL_BOX));
        /* the contrast theme writes every label in black (7:1 on its box);
         * its leader line and its marks keep the overlay's colour */
        hd_rgba ink = HD_RGBA(HD_COL_LABEL_INK);
        hd_gfx_text(g, HD_FACE_MONO, HD_LABEL_PT, (int)lround(p->box.x0 + pad), (int)lround(p->box.y0 + pad), L.text[i],
                    ink.a ? ink : L.col[i]);
    }
}

int hd_gfx_labels_report(char *buf, size_t n)
{
    size_t k = 0;
    if (n) buf[0] = '\0';
    for (int i = 0; i < L.nobs && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "obstacle %d: %.1f,%.1f,%.1f,%.1f\n", i + 1, L.obs[i].x0, L.obs[i].y0,
                              L.obs[i].x1, L.obs[i].y1);
    for (int i = 0; i < L.n && k < n; i++) {
        const hd_label_place *p = &L.at[i];
        if (p->placed)
            k += (size_t)snprintf(buf + k, n - k, "label %d: %.1f,%.1f,%.1f,%.1f %s\n", i + 1, p->box.x0, p->box.y0,
                                  p->box.x1, p->box.y1, L.text[i]);
        else
            k += (size_t)snprintf(buf + k, n - k, "label %d: dropped %s\n", i + 1, L.text[i]);
    }
    return (int)k;
}

void hd_gfx_shutdown(void)
{
    hd_gfx_text_shutdown(); /* the cached lines belong to the renderer */
}
