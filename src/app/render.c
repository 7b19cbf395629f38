/* render.c: the scene drawn with SDL2_gfx, logical units mapped straight to
 * drawable pixels by the view. */
#include "render.h"

#include <SDL2_gfxPrimitives.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tess.h"

typedef struct rgba {
    Uint8 r, g, b, a;
} rgba;

#define RGBA(c) ((rgba){c})

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

/* Buffers for one loop: logical, then pixels (clipping may grow a loop). */
static hd_vec2 loop_log[HD_TESS_MAX];
static hd_vec2 loop_px[4 * HD_TESS_MAX];
static hd_vec2 loop_tmp[4 * HD_TESS_MAX];
static Sint16 loop_x[4 * HD_TESS_MAX], loop_y[4 * HD_TESS_MAX];

/* Maps, clips and converts loop_log[0..n) into loop_x/loop_y. */
static int prepare_loop(const hd_view *v, const hd_vec2 *src, int n)
{
    clip_box b = box_of(v);
    for (int i = 0; i < n; i++) loop_px[i] = hd_view_to_pixels(v, src[i]);
    if (n > HD_TESS_MAX) n = HD_TESS_MAX;
    n = clip_loop(loop_px, n, loop_tmp, 4 * HD_TESS_MAX, &b);
    for (int i = 0; i < n; i++) {
        loop_x[i] = to_s16(loop_px[i].x);
        loop_y[i] = to_s16(loop_px[i].y);
    }
    return n;
}

static void fill_loop(SDL_Renderer *r, const hd_view *v, const hd_vec2 *src, int n, rgba c)
{
    n = prepare_loop(v, src, n);
    if (n >= 3) filledPolygonRGBA(r, loop_x, loop_y, n, c.r, c.g, c.b, c.a);
}

static void outline_loop(SDL_Renderer *r, const hd_view *v, const hd_vec2 *src, int n, rgba c)
{
    n = prepare_loop(v, src, n);
    if (n >= 3) aapolygonRGBA(r, loop_x, loop_y, n, c.r, c.g, c.b, c.a);
    else if (n == 2) aalineRGBA(r, loop_x[0], loop_y[0], loop_x[1], loop_y[1], c.r, c.g, c.b, c.a);
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

/* A thin (1 px, anti-aliased) segment between logical points. */
static void draw_segment(SDL_Renderer *r, const hd_view *v, hd_vec2 a, hd_vec2 b, rgba c)
{
    hd_vec2 p = hd_view_to_pixels(v, a), q = hd_view_to_pixels(v, b);
    clip_box bx = box_of(v);
    if (!clip_segment(&p, &q, &bx)) return;
    aalineRGBA(r, to_s16(p.x), to_s16(p.y), to_s16(q.x), to_s16(q.y), c.r, c.g, c.b, c.a);
}

static double avg_ratio(const hd_view *v)
{
    return (v->ratio_x + v->ratio_y) / 2;
}

/* A dot of a fixed size on screen (radius in window points). */
static void draw_dot(SDL_Renderer *r, const hd_view *v, hd_vec2 l, double radius_pt, rgba c)
{
    hd_vec2 p = hd_view_to_pixels(v, l);
    double rad = radius_pt * avg_ratio(v);
    if (p.x < -rad || p.y < -rad || p.x > v->draw_w + rad || p.y > v->draw_h + rad) return;
    Sint16 x = to_s16(p.x), y = to_s16(p.y), rr = (Sint16)lround(rad < 1 ? 1 : rad);
    filledCircleRGBA(r, x, y, rr, c.r, c.g, c.b, c.a);
    aacircleRGBA(r, x, y, rr, c.r, c.g, c.b, c.a);
}

/* A polyline along an arc (zero-width annulus). */
static void draw_arc_curve(SDL_Renderer *r, const hd_view *v, hd_vec2 c, double rad, double a0,
                           double sweep, rgba col)
{
    double ppu = v->scale_x > v->scale_y ? v->scale_x : v->scale_y;
    int n = hd_tess_arc(c, rad, a0, sweep, ppu, loop_log, HD_TESS_MAX);
    for (int i = 0; i + 1 < n; i++) draw_segment(r, v, loop_log[i], loop_log[i + 1], col);
}

static hd_vec2 polar(hd_vec2 c, double rad, double deg)
{
    double a = deg * 3.14159265358979323846 / 180;
    return (hd_vec2){c.x + rad * cos(a), c.y + rad * sin(a)};
}

/* Shapes with no area: drawn as what they collapse to. */
static void draw_degenerate(SDL_Renderer *r, const hd_view *v, const hd_shape *s, rgba c)
{
    const double dot = 3.0; /* points */
    switch (s->kind) {
    case HD_POINT: draw_dot(r, v, s->point.p, dot, c); break;
    case HD_CIRCLE: draw_dot(r, v, s->circle.c, dot, c); break;
    case HD_RECT: {
        hd_rect q = s->rect;
        if (q.w == 0 && q.h == 0) draw_dot(r, v, (hd_vec2){q.x, q.y}, dot, c);
        else draw_segment(r, v, (hd_vec2){q.x, q.y}, (hd_vec2){q.x + q.w, q.y + q.h}, c);
        break;
    }
    case HD_LINE:
        if (s->line.a.x == s->line.b.x && s->line.a.y == s->line.b.y)
            draw_dot(r, v, s->line.a, dot, c);
        else draw_segment(r, v, s->line.a, s->line.b, c);
        break;
    case HD_CAPSULE:
        if (s->capsule.a.x == s->capsule.b.x && s->capsule.a.y == s->capsule.b.y)
            draw_dot(r, v, s->capsule.a, dot, c);
        else draw_segment(r, v, s->capsule.a, s->capsule.b, c);
        break;
    case HD_WEDGE: {
        const hd_wedge *w = &s->wedge;
        if (w->r <= 0) draw_dot(r, v, w->c, dot, c);
        else draw_segment(r, v, w->c, polar(w->c, w->r, w->start), c); /* zero sweep */
        break;
    }
    case HD_ARC: {
        const hd_arc *a = &s->arc;
        double sw = hd_tess_sweep(a->start, a->end);
        if (a->rout <= 0) draw_dot(r, v, a->c, dot, c);
        else if (sw == 0)
            draw_segment(r, v, polar(a->c, a->rin, a->start), polar(a->c, a->rout, a->start), c);
        else draw_arc_curve(r, v, a->c, a->rout, a->start, sw, c); /* rin == rout */
        break;
    }
    default: break;
    }
}

static void draw_shape(SDL_Renderer *r, const hd_view *v, const hd_shape *s, rgba c)
{
    static hd_vec2 outline[HD_TESS_MAX];
    double ppu = v->scale_x > v->scale_y ? v->scale_x : v->scale_y;
    int hole = -1;
    int n = hd_tess_outline(s, ppu, outline, HD_TESS_MAX, &hole);
    if (n < 3) {
        draw_degenerate(r, v, s, c);
        return;
    }
    fill_loop(r, v, outline, n, c);
    if (hole > 0) {
        /* ring: outer and inner circles outlined separately (not the cut) */
        outline_loop(r, v, outline, hole, c);
        outline_loop(r, v, outline + hole, n - hole, c);
    } else {
        outline_loop(r, v, outline, n, c);
    }
}

enum { HUD_COLS = 80, HUD_ROWS = 5, HUD_BUF = 160 };

void hd_render_hud_size(int *w, int *h)
{
    *w = HUD_COLS * 8;
    *h = HUD_ROWS * 8;
}

static void hud_lines(const hd_view *v, const hd_scene *s, const hd_hud *h,
                      char lines[HUD_ROWS][HUD_BUF])
{
    char pair[64];
    hd_scene_pair(s, pair, sizeof pair);
    snprintf(lines[0], HUD_BUF, "%s   collide: %s   hit points: %d", pair,
             s->collide ? "yes" : "no", s->hit_count);
    if (s->mouse_known)
        snprintf(lines[1], HUD_BUF, "mouse: window %.0f,%.0f   logical %.2f,%.2f",
                 h->mouse_wx, h->mouse_wy, s->mouse.x, s->mouse.y);
    else snprintf(lines[1], HUD_BUF, "mouse: not in the window yet");
    snprintf(lines[2], HUD_BUF, "pixel ratio %.3g x %.3g   zoom %.3g   logical %.0fx%.0f",
             v->ratio_x, v->ratio_y, v->zoom, v->log_w, v->log_h);
    snprintf(lines[3], HUD_BUF, "frame %.2f ms   drawable %dx%d", h->frame_ms, v->draw_w,
             v->draw_h);
    snprintf(lines[4], HUD_BUF, "1-8 base  Tab cursor  wheel size  +/-/0 zoom  H  F12  Esc");
}

static void draw_hud(SDL_Renderer *r, const hd_view *v, const hd_scene *s, const hd_hud *h,
                     SDL_Texture *tex, SDL_Texture *restore)
{
    char lines[HUD_ROWS][HUD_BUF];
    hud_lines(v, s, h, lines);
    int cols = 0;
    for (int i = 0; i < HUD_ROWS; i++) {
        lines[i][HUD_COLS] = '\0'; /* what fits the HUD texture */
        int len = (int)strlen(lines[i]);
        if (len > cols) cols = len;
    }
    /* the 8x8 font scaled by the (whole) pixel ratio */
    double rr = v->ratio_x < v->ratio_y ? v->ratio_x : v->ratio_y;
    int k = (int)lround(rr);
    if (k < 1) k = 1;
    if (!tex) k = 1;
    int pad = 4 * k, tw = cols * 8, th = HUD_ROWS * 8;
    boxRGBA(r, 0, 0, (Sint16)(tw * k + 2 * pad), (Sint16)(th * k + 2 * pad), 0xff, 0xff, 0xff, 0xc8);
    if (tex && SDL_SetRenderTarget(r, tex) == 0) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(r, 0, 0, 0, 0);
        SDL_RenderClear(r);
        for (int i = 0; i < HUD_ROWS; i++)
            stringRGBA(r, 0, (Sint16)(i * 8), lines[i], 0x20, 0x20, 0x20, 0xff);
        SDL_SetRenderTarget(r, restore);
        SDL_Rect src = {0, 0, tw, th}, dst = {pad, pad, tw * k, th * k};
        SDL_RenderCopy(r, tex, &src, &dst);
    } else {
        for (int i = 0; i < HUD_ROWS; i++)
            stringRGBA(r, (Sint16)pad, (Sint16)(pad + i * 8), lines[i], 0x20, 0x20, 0x20, 0xff);
    }
}

void hd_render_frame(SDL_Renderer *r, const hd_view *v, const hd_scene *s, const hd_hud *hud,
                     SDL_Texture *hud_tex, SDL_Texture *restore_target)
{
    /* point against point: the whole background shows the collision */
    bool bg_hit = s->collide && s->base.kind == HD_POINT && s->cursor.kind == HD_POINT;
    rgba bg = bg_hit ? RGBA(HD_COL_HIT_BG) : RGBA(HD_COL_BG);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, bg.r, bg.g, bg.b, bg.a);
    SDL_RenderClear(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);

    rgba base_col = s->collide && !bg_hit ? RGBA(HD_COL_HIT) : RGBA(HD_COL_BASE);
    /* A base with no area (a point, a line, a zero-size rect, radius or
     * sweep) is a dot or a thin line: drawn under the cursor it would be
     * hidden exactly while it collides, so it goes on top of the cursor. */
    static hd_vec2 probe[HD_TESS_MAX];
    int hole;
    bool flat = hd_tess_outline(&s->base, 1.0, probe, HD_TESS_MAX, &hole) < 3;
    if (!flat) draw_shape(r, v, &s->base, base_col);
    if (s->mouse_known) draw_shape(r, v, &s->cursor, RGBA(HD_COL_CURSOR));
    if (flat) draw_shape(r, v, &s->base, base_col);
    /* hit points on top of both shapes */
    int nh = s->hit_count < HD_SCENE_MAX_HITS ? s->hit_count : HD_SCENE_MAX_HITS;
    for (int i = 0; i < nh; i++) draw_dot(r, v, s->hits[i], 4.0, RGBA(HD_COL_POINT));
    if (hud->show) draw_hud(r, v, s, hud, hud_tex, restore_target);
}

void hd_render_shutdown(void)
{
    gfxPrimitivesSetFont(NULL, 0, 0);
}
