/* stress_ui.c: the stress scene in the window (see stress_ui.h). */
#include "stress_ui.h"

#include <stdio.h>
#include <string.h>

#include "gfx_text.h"
#include "i18n.h"
#include "render.h"

static struct {
    bool on;
    hd_stress w;
    Uint64 last; /* performance counter at the last tick */
    hd_shape *scratch;
    hd_vec2 scratch_v[HD_STRESS_POLY_MAX];
} S;

bool hd_stress_ui_active(void)
{
    return S.on;
}

hd_stress *hd_stress_ui_world(void)
{
    return S.on ? &S.w : NULL;
}

void hd_stress_ui_shutdown(void)
{
    if (S.on) hd_stress_free(&S.w);
    SDL_free(S.scratch);
    memset(&S, 0, sizeof S);
}

/* The cursor into *c when it is shown: c, else NULL. */
static const hd_shape *cursor_of(const hd_ctx *a, hd_shape *c)
{
    if (!(a->scene.mouse_known && a->mouse_inside)) return NULL;
    *c = hd_scene_cursor(&a->scene);
    return c;
}

bool hd_stress_ui_start(hd_ctx *a, int n)
{
    if (S.on) hd_stress_free(&S.w);
    S.on = false;
    if (!S.scratch) S.scratch = SDL_malloc(sizeof *S.scratch);
    if (!S.scratch || !hd_stress_init(&S.w, n, a->frame_origin, a->frame_w, a->frame_h, 12345)) {
        hd_ctx_message(a, ngettext("stress scene: out of memory for %d shape", "stress scene: out of memory for %d shapes", n),
                       n);
        return false;
    }
    S.w.pairs_mode = a->opt->stress_pairs;
    S.w.drift = !a->opt->stress_static;
    S.w.broad = !a->opt->stress_brute;
    S.on = true;
    S.last = SDL_GetPerformanceCounter();
    hd_shape c;
    hd_stress_run(&S.w, cursor_of(a, &c));
    a->dirty = true;
    return true;
}

void hd_stress_ui_frame(hd_ctx *a, double dt)
{
    if (!S.on) return;
    hd_stress_step(&S.w, dt);
    hd_shape c;
    hd_stress_run(&S.w, cursor_of(a, &c));
}

void hd_stress_ui_tick(hd_ctx *a)
{
    if (!S.on) return;
    Uint64 now = SDL_GetPerformanceCounter();
    double dt = (double)(now - S.last) / (double)SDL_GetPerformanceFrequency();
    S.last = now;
    if (dt > 0.1) dt = 0.1; /* after a pause: no jump */
    if (S.w.drift || a->dirty) {
        hd_stress_ui_frame(a, S.w.drift ? dt : 0);
        a->dirty = true;
    }
}

bool hd_stress_ui_animating(void)
{
    return S.on && S.w.drift;
}

bool hd_stress_ui_key_scene(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (S.on) {
        hd_stress_free(&S.w);
        S.on = false;
        a->dirty = true;
    } else {
        hd_stress_ui_start(a, a->opt->stress ? a->opt->stress : HD_STRESS_DEFAULT_N);
    }
    return true;
}

/* B, A, Space: a switch of the stress world, in the stress scene only. */
static bool stress_switch(hd_ctx *a, bool *flag)
{
    if (!S.on) return false;
    *flag = !*flag;
    hd_shape c;
    hd_stress_run(&S.w, cursor_of(a, &c));
    a->dirty = true;
    return true;
}

bool hd_stress_ui_key_broad(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    return stress_switch(a, &S.w.broad);
}

bool hd_stress_ui_key_pairs(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    return stress_switch(a, &S.w.pairs_mode);
}

bool hd_stress_ui_key_drift(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    return stress_switch(a, &S.w.drift);
}

/* Above this many shapes each is drawn as its box (filled shapes cost
 * more than the detection). */
enum { DRAW_SHAPES_MAX = 20000 };

static void draw_boxes(const hd_gfx *g, bool hit, hd_rgba c)
{
    enum { BATCH = 1024 };
    SDL_FRect r[BATCH];
    int k = 0;
    for (int i = 0; i < S.w.n; i++) {
        if ((S.w.hit[i] != 0) != hit) continue;
        hd_vec2 lo = hd_view_to_pixels(g->v, S.w.box[i].lo), hi = hd_view_to_pixels(g->v, S.w.box[i].hi);
        float w = (float)(hi.x - lo.x), h = (float)(hi.y - lo.y);
        r[k++] = (SDL_FRect){(float)lo.x, (float)lo.y, w < 1 ? 1 : w, h < 1 ? 1 : h};
        if (k == BATCH) {
            hd_gfx_rects_px(g, r, k, c);
            k = 0;
        }
    }
    hd_gfx_rects_px(g, r, k, c);
}

bool hd_stress_ui_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud)
{
    if (!S.on) return false;
    hd_gfx_clear(g, HD_RGBA(HD_COL_BG));
    hd_rgba base = HD_RGBA(HD_COL_BASE), hitc = HD_RGBA(HD_COL_HIT);
    if (S.w.n > DRAW_SHAPES_MAX) {
        draw_boxes(g, false, base);
        draw_boxes(g, true, hitc);
    } else {
        for (int i = 0; i < S.w.n; i++) {
            hd_stress_shape(&S.w, i, S.scratch, S.scratch_v);
            hd_rgba c = S.w.hit[i] ? hitc : base, fill = c, line = c;
            if (a->show.outline) fill.a = 0, line.a = 0xff;
            hd_gfx_shape(g, S.scratch, fill, line);
        }
    }
    hd_shape c;
    const hd_shape *cur = cursor_of(a, &c);
    if (cur) {
        hd_rgba c = HD_RGBA(HD_COL_CURSOR), fill = c;
        if (a->show.outline) fill.a = 0, c.a = 0xff;
        hd_gfx_shape(g, cur, fill, c);
    }
    if (!a->show.hud) return true;
    const hd_stress_stats *t = &S.w.st;
    char l[5][320]; /* French and Chinese run longer than English */
    /* TRANSLATORS: the stress scene's first HUD line; the first %s is
     * empty or " drawn as boxes", the others the modes A, B and Space */
    snprintf(l[0], sizeof l[0],
             ngettext("stress: %d shape%s, %s (A), %s (B), %s (Space); S leaves",
                      "stress: %d shapes%s, %s (A), %s (B), %s (Space); S leaves", S.w.n),
             S.w.n, S.w.n > DRAW_SHAPES_MAX ? _(" drawn as boxes") : "",
             S.w.pairs_mode ? _("all against each other") : _("the cursor against all"),
             S.w.broad ? _("broad phase: uniform grid") : _("brute force"), S.w.drift ? _("drifting") : _("still"));
    snprintf(l[1], sizeof l[1], _("candidates %zu, exact tests %zu, %s %zu (%zu shapes orange)"), t->candidates,
             t->exact_tests, S.w.pairs_mode ? _("colliding pairs") : _("hits"), t->hits, t->shapes_hit);
    int nl = 2;
    /* (no phase times headless, nor a frame time before the first frame
     * or headless: screenshots must not depend on timing) */
    if (!a->headless)
        snprintf(l[nl++], sizeof l[2], _("broad phase %.3f ms (grid built in %.3f ms), narrow phase %.3f ms"), t->broad_ms,
                 t->build_ms, t->narrow_ms);
    if (hud->frame_ms >= 0) snprintf(l[nl++], sizeof l[3], _("last frame drawn in %.1f ms"), hud->frame_ms);
    if (hud->message) snprintf(l[nl++], sizeof l[0], "%s", hud->message);
    int pad = (int)(6 * hd_gfx_pt(g) + 0.5), row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT), wmax = 0;
    /* each line wrapped to the window (French runs longer than English):
     * at spaces, between Chinese characters, never before ，or a French : */
    enum { ROWS = 16 };
    hd_lb_line rows[ROWS];
    int owner[ROWS], nr = 0;
    for (int i = 0; i < nl && nr < ROWS; i++) {
        int k = hd_gfx_text_wrap(g, HD_FACE_MONO, HD_TEXT_PT, l[i], g->v->draw_w - 2 * pad, rows + nr, ROWS - nr);
        for (int j = 0; j < k && nr < ROWS; j++) owner[nr++] = i;
    }
    char buf[ROWS][320];
    for (int r = 0; r < nr; r++) {
        snprintf(buf[r], sizeof buf[r], "%.*s", (int)rows[r].len, l[owner[r]] + rows[r].start);
        int w = hd_gfx_text_w(g, HD_FACE_MONO, HD_TEXT_PT, buf[r]);
        wmax = w > wmax ? w : wmax;
    }
    hd_gfx_box_px(g, 0, 0, wmax + 2 * pad, nr * row + 2 * pad, HD_RGBA(HD_COL_STRESS_PANEL));
    for (int r = 0; r < nr; r++)
        hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad + (r > 0 && owner[r] == owner[r - 1] ? 2 * pad : 0), pad + r * row,
                    buf[r], HD_RGBA(HD_COL_TEXT));
    return true;
}
