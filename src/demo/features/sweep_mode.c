/* sweep_mode.c: the cursor's move since the last frame as a sweep (see sweep_mode.h). */
#include "sweep_mode.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "motion.h"
#include "overlay_motion.h"

static struct {
    bool have_prev;      /* the cursor at the last turn: */
    hd_cursor_tpl tpl;   /* its template */
    int index;           /* which of the scene's cursors */
    hd_vec2 mouse;       /* where */
    bool has;            /* a sweep to show: */
    hd_shape_buf start;  /* the cursor where it was */
    hd_vec2 d;           /* the move */
    int rc;
    hd_sweep_hit hit;
    bool start_collide, end_collide;
    bool stretch; /* the last move was a line's or capsule's: no sweep */
    char line[300];
} S;

static bool same_tpl(const hd_cursor_tpl *a, const hd_cursor_tpl *b)
{
    if (a->kind != b->kind || a->r != b->r || a->w != b->w || a->h != b->h || a->n != b->n ||
        a->start.x != b->start.x || a->start.y != b->start.y)
        return false;
    for (int i = 0; i < a->n && a->kind == HD_POLYGON; i++)
        if (a->off[i].x != b->off[i].x || a->off[i].y != b->off[i].y) return false;
    return true;
}

bool hd_sweep_mode_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->show.sweep = !a->show.sweep;
    S.have_prev = S.has = S.stretch = false;
    hd_ctx_message(a, a->show.sweep ? _("sweep mode on: each move of the cursor is tested as a sweep (W: off)")
                                    : _("sweep mode off"));
    hd_ctx_dirty(a);
    return true;
}

void hd_sweep_mode_update(hd_ctx *a)
{
    if (!a->show.sweep) {
        S.have_prev = S.has = S.stretch = false;
        return;
    }
    const hd_scene *s = &a->scene;
    if (!s->mouse_known) return;
    const hd_cursor_tpl *t = &s->cursors[s->cursor_index];
    if (S.have_prev && (s->mouse.x != S.mouse.x || s->mouse.y != S.mouse.y)) {
        S.has = S.stretch = false;
        if (t->kind == HD_LINE || t->kind == HD_CAPSULE) {
            S.stretch = true;
        } else if (S.index == s->cursor_index && same_tpl(t, &S.tpl)) {
            static hd_vec2 v[HD_POLY_MAX];
            hd_shape st = hd_cursor_build(t, S.mouse, v);
            hd_shape_buf_set(&S.start, &st);
            S.d = (hd_vec2){s->mouse.x - S.mouse.x, s->mouse.y - S.mouse.y};
            hd_shape base = hd_scene_base(s), start = hd_shape_of(&S.start);
            S.rc = hd_sweep(&start, &base, S.d, &S.hit);
            S.start_collide = hd_collide(&start, &base);
            S.end_collide = s->collide;
            S.has = true;
        }
        hd_ctx_dirty(a);
    }
    S.have_prev = true;
    S.tpl = *t;
    S.index = s->cursor_index;
    S.mouse = s->mouse;
}

bool hd_sweep_mode_last(int *rc, hd_sweep_hit *h)
{
    if (!S.has) return false;
    *rc = S.rc;
    *h = S.hit;
    return true;
}

const char *hd_sweep_mode_line(const hd_ctx *a)
{
    if (!a->show.sweep) return NULL;
    if (S.stretch) {
        snprintf(S.line, sizeof S.line,
                 "%s", _("sweep mode: a line or capsule cursor stretches from its start, it does not move (Tab: another cursor)"));
    } else if (!S.has) {
        snprintf(S.line, sizeof S.line, "%s", _("sweep mode: move the cursor (a fast flick) to test the move as a sweep"));
    } else {
        char sw[200];
        hd_motion_sweep_text(S.rc, &S.hit, a->show.full_numbers, sw, sizeof sw);
        const char *pf = S.start_collide && S.end_collide ? _("hit at the start and the end")
                       : S.start_collide                  ? _("hit at the start, clear at the end")
                       : S.end_collide                    ? _("clear at the start, hit at the end")
                                                          : _("miss at the start and the end");
        /* TRANSLATORS: the first %s is the sweep's result (numbers, never
         * translated), the second one of the "... at the start ... the end"
         * texts; keep them in this order */
        snprintf(S.line, sizeof S.line, _("%s   per frame: %s"), sw, pf);
    }
    return S.line;
}

void hd_sweep_mode_draw(const hd_ctx *a, const hd_gfx *g)
{
    if (!a->show.sweep || !S.has) return;
    hd_shape start = hd_shape_of(&S.start);
    hd_overlay_swept_draw(g, &start, S.d);
    if (S.rc != HD_SWEEP_OK || !S.hit.hit) return;
    static hd_vec2 v[HD_POLY_MAX];
    hd_shape ghost = hd_shape_translate(&start, (hd_vec2){S.d.x * S.hit.toi, S.d.y * S.hit.toi}, v);
    char label[80], t[40];
    if (a->show.full_numbers) hd_format_double(S.hit.toi, t, sizeof t);
    else snprintf(t, sizeof t, "%.3g", S.hit.toi);
    snprintf(label, sizeof label, "t = %s", t);
    hd_overlay_ghost_draw(g, &ghost, &S.hit, label);
}
