/* toolbar_view.c: the toolbar's buttons, laid out and drawn (see toolbar_view.h). */
#include "toolbar_view.h"

#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "palette.h"
#include "svg.h"

const hd_tool hd_tools[] = {
    {T_BASE, "Base", 0, 0, 0, 0, F_NONE},
    {T_CURSOR, "Cursor", SDLK_TAB, SDLK_TAB, 0, KMOD_SHIFT, F_NONE},
    {T_TOGGLE, "D", SDLK_d, 0, 0, 0, F_DIST},
    {T_TOGGLE, "I", SDLK_i, 0, 0, 0, F_INNER},
    {T_TOGGLE, "M", SDLK_m, 0, 0, 0, F_MAP},
    {T_TOGGLE, "N", SDLK_n, 0, 0, 0, F_NAIVE},
    {T_TOGGLE, "O", SDLK_o, 0, 0, 0, F_OUTLINE},
    {T_KEY, "\xe2\x97\x80 scene", SDLK_PAGEUP, 0, 0, 0, F_NONE},
    {T_KEY, "scene \xe2\x96\xb6", SDLK_PAGEDOWN, 0, 0, 0, F_NONE},
    {T_LESSON, "Lesson", SDLK_l, 0, 0, 0, F_NONE},
    {T_KEY, "\xe2\x88\x92", SDLK_MINUS, 0, 0, 0, F_NONE},
    {T_KEY, "+", SDLK_EQUALS, 0, 0, 0, F_NONE},
    {T_TOGGLE, "Present", SDLK_F5, 0, 0, 0, F_PRESENT},
    {T_TOGGLE, "Help", SDLK_F1, 0, 0, 0, F_HELP},
    {T_KEY, "PNG", SDLK_F12, 0, 0, 0, F_NONE},
    {T_KEY, "SVG", SDLK_e, 0, KMOD_CTRL, 0, F_NONE},
    /* the buttons that come and go, last: the others never move for them */
    {T_STEP, "\xe2\x97\x80 step", SDLK_BACKSPACE, 0, 0, 0, F_NONE},
    {T_STEP, "step \xe2\x96\xb6", SDLK_SPACE, 0, 0, 0, F_NONE},
    /* in a lesson, the cursor by one unit and a turn: the tasks' keys */
    {T_NUDGE, "\xe2\x86\x90", SDLK_LEFT, 0, 0, 0, F_NONE},
    {T_NUDGE, "\xe2\x86\x92", SDLK_RIGHT, 0, 0, 0, F_NONE},
    {T_NUDGE, "\xe2\x86\x91", SDLK_UP, 0, 0, 0, F_NONE},
    {T_NUDGE, "\xe2\x86\x93", SDLK_DOWN, 0, 0, 0, F_NONE},
    {T_TURN, "\xe2\x9f\xb2", SDLK_LEFTBRACKET, 0, 0, 0, F_NONE},
    {T_TURN, "\xe2\x9f\xb3", SDLK_RIGHTBRACKET, 0, 0, 0, F_NONE},
    {T_DECISION, "\xe2\x97\x80 decision", SDLK_COMMA, 0, 0, 0, F_NONE},
    {T_DECISION, "decision \xe2\x96\xb6", SDLK_PERIOD, 0, 0, 0, F_NONE},
};
const int hd_tool_count = (int)(sizeof hd_tools / sizeof hd_tools[0]);


static bool flag_on(const hd_toolbar_state *a, int f)
{
    switch (f) {
    case F_DIST: return a->show->dist;
    case F_INNER: return a->show->inner;
    case F_MAP: return a->show->map;
    case F_NAIVE: return a->show->naive;
    case F_OUTLINE: return a->show->outline;
    case F_HELP: return a->show->help;
    case F_PRESENT: return a->show->present;
    default: return false;
    }
}

/* The pair has decisions to step through (. ,): the decision buttons
 * show only then. */
static bool has_steps(const hd_scene *s)
{
    if (!s->mouse_known) return false;
    hd_shape vb = hd_scene_base(s), vc = hd_scene_cursor(s);
    return hd_explain_get(&vb, &vc, s->log_w, s->log_h)->nsteps > 0;
}

static void lay_out_at(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L, double size, bool all)
{
    L->n = 0;
    L->bottom = 0;
    L->size = size;
    if (!a->show->toolbar) return;
    double pt = hd_gfx_pt(g) * size / HD_TEXT_PT;
    L->pad = (int)(5 * pt + 0.5);
    L->row = hd_gfx_line_h(g, HD_FACE_SANS, size) + 2 * L->pad;
    int gap = (int)(3 * pt + 0.5), x = gap, y = gap, w = g->v->draw_w;
    bool lesson = a->lesson;
    for (int i = 0; i < hd_tool_count; i++) {
        const hd_tool *t = &hd_tools[i];
        if (!all) {
            if ((t->kind == T_STEP || t->kind == T_NUDGE) && !lesson) continue;
            if (t->kind == T_TURN && !(lesson && (a->scene->cursor.s.kind == HD_POLYGON || a->scene->cursor.s.kind == HD_RECT)))
                continue; /* [ ] turn only those */
            if (t->kind == T_DECISION && !(a->show->inner && has_steps(a->scene))) continue; /* stepping is I's */
        }
        int k = L->n;
        L->idx[k] = i;
        L->on[k] = false;
        switch (t->kind) {
        case T_BASE: snprintf(L->text[k], sizeof L->text[k], "%s: %s", t->label, hd_kind_name(a->scene->base.s.kind)); break;
        case T_CURSOR:
            snprintf(L->text[k], sizeof L->text[k], "%s: %s", t->label,
                     hd_kind_name(a->scene->cursors[a->scene->cursor_index].kind));
            break;
        case T_LESSON:
            snprintf(L->text[k], sizeof L->text[k], "%s", t->label);
            L->on[k] = lesson;
            break;
        case T_TOGGLE:
            snprintf(L->text[k], sizeof L->text[k], "%s", t->label);
            L->on[k] = flag_on(a, t->flag);
            break;
        default: snprintf(L->text[k], sizeof L->text[k], "%s", t->label); break;
        }
        int bw = hd_gfx_text_w(g, L->on[k] ? HD_FACE_BOLD : HD_FACE_SANS, size, L->text[k]) + 2 * L->pad;
        if (t->kind == T_BASE || t->kind == T_CURSOR) {
            /* as wide as the widest kind's label: the buttons after it do
             * not move when the kind changes (under a finger) */
            for (int kk = 0; kk < HD_KIND_COUNT; kk++) {
                char s[48];
                snprintf(s, sizeof s, "%s: %s", t->label, hd_kind_name((hd_kind)kk));
                int sw = hd_gfx_text_w(g, HD_FACE_SANS, size, s) + 2 * L->pad;
                if (sw > bw) bw = sw;
            }
        }
        if (bw < L->row) bw = L->row; /* at least square: a finger's target */
        if (x + bw + gap > w && x > gap) {
            x = gap;
            y += L->row + gap;
        }
        L->box[k] = (hd_pxbox){x, y, x + bw, y + L->row};
        x += bw + gap;
        L->n++;
    }
    L->bottom = y + L->row + gap;
}

/* The toolbar at the body text size, or smaller (down to 9 pixels) where
 * its rows, with every button that can come and go shown, would take more
 * than a fifth of the window's height (a small window at a large UI
 * scale): the picture keeps its room, and the size does not change as
 * buttons come and go (nothing moves under a finger). The size found is
 * kept for the drawable and the scale. */
void hd_toolbar_lay_out(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L)
{
    static struct {
        int w, h;
        double pt, size;
    } fit;
    if (!a->show->toolbar) {
        L->n = L->bottom = 0;
        return;
    }
    double pt = hd_gfx_pt(g);
    if (!(fit.w == g->v->draw_w && fit.h == g->v->draw_h && fit.pt == pt)) {
        double lo = 9.0 / pt, hi = HD_TEXT_PT;
        if (lo > hi) lo = hi;
        lay_out_at(g, a, L, HD_TEXT_PT, true);
        if (L->bottom <= g->v->draw_h / 5) {
            lo = HD_TEXT_PT;
        } else {
            for (int i = 0; i < 7; i++) {
                double mid = (lo + hi) / 2;
                lay_out_at(g, a, L, mid, true);
                if (L->bottom <= g->v->draw_h / 5) lo = mid;
                else hi = mid;
            }
        }
        fit.w = g->v->draw_w;
        fit.h = g->v->draw_h;
        fit.pt = pt;
        fit.size = lo;
    }
    lay_out_at(g, a, L, fit.size, false);
}

/* The rows, drawn once into a texture and copied each frame while nothing
 * on them changes (the labels, the states, the hover, the size): twenty
 * buttons' boxes and text cost a software renderer 0.3 ms a frame. */
static struct {
    SDL_Texture *tex;
    int w, h;
    char key[2048];
} C;

static void draw_rows(const hd_gfx *g, const hd_toolbar_layout *Lp, int hovered)
{
    const hd_toolbar_layout L = *Lp;
    hd_gfx_box_px(g, 0, 0, g->v->draw_w, L.bottom, HD_RGBA(HD_COL_TOOLBAR)); /* opaque: no blending */
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    if (rule < 1) rule = 1;
    for (int k = 0; k < L.n; k++) {
        hd_pxbox b = L.box[k];
        int x0 = (int)b.x0, y0 = (int)b.y0, x1 = (int)b.x1, y1 = (int)b.y1;
        bool hover = L.idx[k] == hovered, on = L.on[k];
        hd_rgba face = on ? HD_RGBA(HD_COL_BUTTON_ON) : hover ? HD_RGBA(HD_COL_BUTTON_HOVER)
                                                               : HD_RGBA(HD_COL_BUTTON);
        hd_gfx_box_px(g, x0, y0, x1 - 1, y1 - 1, HD_RGBA(HD_COL_BUTTON_EDGE));
        hd_gfx_box_px(g, x0 + rule, y0 + rule, x1 - 1 - rule, y1 - 1 - rule, face);
        int tw = hd_gfx_text_w(g, on ? HD_FACE_BOLD : HD_FACE_SANS, L.size, L.text[k]);
        hd_gfx_text(g, on ? HD_FACE_BOLD : HD_FACE_SANS, L.size, x0 + (x1 - x0 - tw) / 2, y0 + L.pad, L.text[k],
                    on ? HD_RGBA(HD_COL_BUTTON_ON_TEXT) : HD_RGBA(HD_COL_TEXT));
    }
}

void hd_toolbar_view_shutdown(void)
{
    if (C.tex) SDL_DestroyTexture(C.tex);
    C.tex = NULL;
    C.key[0] = '\0';
}

void hd_toolbar_view_draw(const hd_gfx *g, const hd_toolbar_state *a, int hover, const char *hint)
{
    hd_toolbar_layout L;
    hd_toolbar_lay_out(g, a, &L);
    if (!L.n) return;
    char key[sizeof C.key];
    int len = snprintf(key, sizeof key, "%d %d %g %d|", g->v->draw_w, L.bottom, L.size, hover);
    for (int k = 0; k < L.n && len < (int)sizeof key; k++)
        len += snprintf(key + len, sizeof key - (size_t)len, "%s%c", L.text[k], L.on[k] ? '+' : '|');
    bool cached = false;
    if (!hd_svg_on) { /* a figure takes the primitives themselves */
        if (!C.tex || C.w != g->v->draw_w || C.h != L.bottom) {
            if (C.tex) SDL_DestroyTexture(C.tex);
            C.tex = SDL_CreateTexture(g->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, g->v->draw_w, L.bottom);
            C.w = g->v->draw_w;
            C.h = L.bottom;
            C.key[0] = '\0';
        }
        if (C.tex && strcmp(key, C.key) != 0) {
            SDL_Texture *was = SDL_GetRenderTarget(g->r);
            if (SDL_SetRenderTarget(g->r, C.tex) == 0) {
                draw_rows(g, &L, hover);
                snprintf(C.key, sizeof C.key, "%s", key);
            }
            SDL_SetRenderTarget(g->r, was);
        }
        if (C.tex && C.key[0]) {
            SDL_Rect dst = {0, 0, C.w, C.h};
            cached = SDL_RenderCopy(g->r, C.tex, NULL, &dst) == 0;
        }
    }
    if (!cached) draw_rows(g, &L, hover);
    if (hint) {
        const char *h = hint;
        /* one line: smaller where it would not fit (down to 9 pixels) */
        double size = HD_TEXT_PT;
        int room = g->v->draw_w - 2 * L.pad, tw = hd_gfx_text_w(g, HD_FACE_SANS, size, h);
        if (tw > room) {
            size = HD_TEXT_PT * room / tw;
            double floor_pt = 9.0 / hd_gfx_pt(g);
            if (size < floor_pt) size = floor_pt;
        }
        int lh = hd_gfx_line_h(g, HD_FACE_SANS, HD_TEXT_PT);
        int w = hd_gfx_text_w(g, HD_FACE_SANS, size, h) + 2 * L.pad;
        hd_gfx_box_px(g, 0, L.bottom, w < g->v->draw_w ? w : g->v->draw_w, L.bottom + lh + L.pad,
                      HD_RGBA(HD_COL_TOOLBAR_HINT));
        hd_gfx_text(g, HD_FACE_SANS, size, L.pad, L.bottom + L.pad / 2, h, HD_RGBA(HD_COL_TEXT));
    }
}

