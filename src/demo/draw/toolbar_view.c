/* toolbar_view.c: the toolbar's buttons, laid out and drawn (see toolbar_view.h). */
#include "toolbar_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "i18n.h"
#include "lang.h"
#include "palette.h"
#include "svg.h"

/* kind, label, key, right-click key, their modifiers, state flag, rank in
 * the collapsed row (0: under More only), first of a group */
#define SH KMOD_SHIFT
#define CT KMOD_CTRL
const hd_tool hd_tools[] = {
    /* the shapes */
    /* back and forth: a finger has no right-click */
    {T_BASE_PREV, "\xe2\x97\x80", 0, 0, 0, 0, F_NONE, 0, false},
    {T_BASE, N_("Base"), 0, 0, 0, 0, F_NONE, 9, false},
    {T_KEY, "\xe2\x97\x80", SDLK_TAB, 0, SH, 0, F_NONE, 0, false},
    {T_CURSOR, N_("Cursor"), SDLK_TAB, SDLK_TAB, 0, SH, F_NONE, 9, false},
    {T_KEY, N_("\xe2\x88\x92 size"), SDLK_z, 0, SH, 0, F_NONE, 0, false},
    {T_KEY, N_("size +"), SDLK_z, 0, 0, 0, F_NONE, 0, false},
    {T_TOGGLE, N_("Pin"), SDLK_f, 0, 0, 0, F_PIN, 8, false},
    /* the overlays */
    {T_TOGGLE, "D", SDLK_d, 0, 0, 0, F_DIST, 5, true},
    {T_TOGGLE, "I", SDLK_i, 0, 0, 0, F_INNER, 5, false},
    {T_TOGGLE, "M", SDLK_m, 0, 0, 0, F_MAP, 7, false},
    {T_TOGGLE, "N", SDLK_n, 0, 0, 0, F_NAIVE, 7, false},
    {T_TOGGLE, "U", SDLK_u, 0, 0, 0, F_PEER, 0, false}, /* the peer overlay: the next peer, then off */
    {T_TOGGLE, "O", SDLK_o, 0, 0, 0, F_OUTLINE, 7, false},
    {T_TOGGLE, "HUD", SDLK_h, 0, 0, 0, F_HUD, 0, false},
    /* moves: the sweep, the tunnelling run (speed, frame step), the ray */
    {T_TOGGLE, N_("Sweep"), SDLK_w, 0, 0, 0, F_SWEEP, 0, true},
    {T_TOGGLE, N_("Tunnel"), SDLK_y, 0, 0, 0, F_TUNNEL, 0, false},
    {T_KEY, N_("slower"), SDLK_j, 0, 0, 0, F_NONE, 0, false},
    {T_KEY, N_("faster"), SDLK_k, 0, 0, 0, F_NONE, 0, false},
    {T_KEY, N_("\xe2\x88\x92 frames"), SDLK_j, 0, SH, 0, F_NONE, 0, false},
    {T_KEY, N_("frames +"), SDLK_k, 0, SH, 0, F_NONE, 0, false},
    {T_KEY, N_("Ray"), SDLK_v, 0, 0, 0, F_NONE, 0, false},
    /* the view */
    {T_KEY, "\xe2\x88\x92", SDLK_MINUS, 0, 0, 0, F_NONE, 4, true},
    {T_KEY, "+", SDLK_EQUALS, 0, 0, 0, F_NONE, 4, false},
    {T_KEY, N_("Home"), SDLK_HOME, 0, 0, 0, F_NONE, 4, false},
    {T_KEY, "A\xe2\x88\x92", SDLK_MINUS, 0, CT, 0, F_NONE, 0, false},
    {T_KEY, "A+", SDLK_EQUALS, 0, CT, 0, F_NONE, 0, false},
    {T_TOGGLE, N_("Present"), SDLK_F5, 0, 0, 0, F_PRESENT, 8, false},
    {T_TOGGLE, N_("Full screen"), SDLK_F11, 0, 0, 0, F_FULL, 0, false},
    /* the scenes, the lesson */
    {T_KEY, N_("\xe2\x97\x80 scene"), SDLK_PAGEUP, 0, 0, 0, F_NONE, 0, true},
    {T_KEY, N_("scene \xe2\x96\xb6"), SDLK_PAGEDOWN, 0, 0, 0, F_NONE, 0, false},
    {T_LESSON, N_("Lesson"), SDLK_l, 0, 0, 0, F_NONE, 1, true},
    {T_TOGGLE, N_("Steps \xe2\x96\xbe"), SDLK_l, 0, SH, 0, F_MENU, 2, false},
    /* files, help, quit */
    {T_KEY, "PNG", SDLK_F12, 0, 0, 0, F_NONE, 0, true},
    {T_KEY, "SVG", SDLK_e, 0, CT, 0, F_NONE, 0, false},
    {T_KEY, N_("Theme"), SDLK_F9, 0, 0, 0, F_NONE, 0, false},
    {T_KEY, "GIF", SDLK_F10, 0, 0, 0, F_NONE, 0, false},
    /* the language, which it names: EN, FR, 中文 (F2) */
    {T_LANG, "EN", SDLK_F2, 0, 0, 0, F_NONE, 3, false},
    {T_TOGGLE, N_("Help"), SDLK_F1, 0, 0, 0, F_HELP, 3, false},
    {T_KEY, N_("Quit"), SDLK_ESCAPE, 0, 0, 0, F_NONE, 2, false},
    /* the buttons that come and go, last: the others never move for them */
    {T_STEP, N_("\xe2\x97\x80 step"), SDLK_BACKSPACE, 0, 0, 0, F_NONE, 1, true},
    {T_STEP, N_("step \xe2\x96\xb6"), SDLK_SPACE, 0, 0, 0, F_NONE, 1, false},
    /* in a lesson, the cursor by one unit and a turn: the tasks' keys */
    {T_NUDGE, "\xe2\x86\x90", SDLK_LEFT, 0, 0, 0, F_NONE, 6, false},
    {T_NUDGE, "\xe2\x86\x92", SDLK_RIGHT, 0, 0, 0, F_NONE, 6, false},
    {T_NUDGE, "\xe2\x86\x91", SDLK_UP, 0, 0, 0, F_NONE, 6, false},
    {T_NUDGE, "\xe2\x86\x93", SDLK_DOWN, 0, 0, 0, F_NONE, 6, false},
    {T_TURN, "\xe2\x9f\xb2", SDLK_LEFTBRACKET, 0, 0, 0, F_NONE, 6, false},
    {T_TURN, "\xe2\x9f\xb3", SDLK_RIGHTBRACKET, 0, 0, 0, F_NONE, 6, false},
    {T_DECISION, N_("\xe2\x97\x80 decision"), SDLK_COMMA, 0, 0, 0, F_NONE, 3, true},
    {T_DECISION, N_("decision \xe2\x96\xb6"), SDLK_PERIOD, 0, 0, 0, F_NONE, 3, false},
    /* the collapsed bar's last button (never in the full bar) */
    {T_MORE, N_("More \xe2\x96\xbe"), 0, 0, 0, 0, F_MORE, 0, false},
};
#undef SH
#undef CT
const int hd_tool_count = (int)(sizeof hd_tools / sizeof hd_tools[0]);
_Static_assert(sizeof hd_tools / sizeof hd_tools[0] <= HD_TOOLS_MAX, "HD_TOOLS_MAX too small");

static bool flag_on(const hd_toolbar_state *a, int f)
{
    switch (f) {
    case F_DIST: return a->show->dist;
    case F_INNER: return a->show->inner;
    case F_MAP: return a->show->map;
    case F_NAIVE: return a->show->naive;
    case F_PEER: return a->show->peer;
    case F_OUTLINE: return a->show->outline;
    case F_HELP: return a->show->help;
    case F_PRESENT: return a->show->present;
    case F_HUD: return a->show->hud;
    case F_SWEEP: return a->show->sweep;
    case F_TUNNEL: return a->show->tunnel;
    case F_PIN: return a->show->pin;
    case F_FULL: return a->show->fullscreen;
    case F_MENU: return a->show->lesson_menu;
    case F_MORE: return a->show->toolbar_more;
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

/* Whether tool i shows now (the buttons that come and go; all: as if
 * every one of them did, for the fit). */
static bool shown(const hd_toolbar_state *a, int i, bool all)
{
    const hd_tool *t = &hd_tools[i];
    if (t->kind == T_MORE) return false; /* placed by the collapsed layout */
    if (all) return true;
    bool lesson = a->lesson;
    if ((t->kind == T_STEP || t->kind == T_NUDGE) && !lesson) return false;
    if (t->kind == T_TURN && !(lesson && (a->scene->cursor.s.kind == HD_POLYGON || a->scene->cursor.s.kind == HD_RECT)))
        return false; /* [ ] turn only those */
    if (t->kind == T_DECISION && !(a->show->inner && has_steps(a->scene))) return false; /* stepping is I's */
    return true;
}

/* A kind's name on the Base and Cursor buttons, in the window's language
 * (the spec keywords, circle: ..., never change). */
static const char *kind_word(hd_kind k)
{
    /* TRANSLATORS: the shape kinds as the Base and Cursor buttons name them
       ("Base: circle"); the glossary's words (cercle, 圆 ...) */
    static const char *const words[] = {N_("point"), N_("circle"), N_("rect"), N_("line"),
                                        N_("polygon"), N_("capsule"), N_("arc"), N_("wedge")};
    _Static_assert(sizeof words / sizeof words[0] == HD_KIND_COUNT, "a word for every kind");
    return (int)k >= 0 && (int)k < HD_KIND_COUNT ? _(words[k]) : hd_kind_name(k);
}

/* Button k's label and state for tool i, and its width (drawable pixels). */
static int label(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L, int k, int i, double size)
{
    const hd_tool *t = &hd_tools[i];
    L->idx[k] = i;
    L->on[k] = false;
    switch (t->kind) {
    /* TRANSLATORS: a button's name and the shape kind it shows now: "Base: circle" */
    case T_BASE: snprintf(L->text[k], sizeof L->text[k], _("%s: %s"), _(t->label), kind_word(a->scene->base.s.kind)); break;
    case T_CURSOR:
        snprintf(L->text[k], sizeof L->text[k], _("%s: %s"), _(t->label),
                 kind_word(a->scene->cursors[a->scene->cursor_index].kind));
        break;
    case T_LANG: {
        /* each language's own name for itself, never translated */
        hd_lang l = hd_lang_current();
        snprintf(L->text[k], sizeof L->text[k], "%s",
                 l == HD_LANG_FR ? "FR" : l == HD_LANG_ZH_CN ? "\xe4\xb8\xad\xe6\x96\x87" : "EN");
        break;
    }
    case T_LESSON:
        snprintf(L->text[k], sizeof L->text[k], "%s", _(t->label));
        L->on[k] = a->lesson;
        break;
    case T_TOGGLE:
    case T_MORE:
        snprintf(L->text[k], sizeof L->text[k], "%s", _(t->label));
        L->on[k] = flag_on(a, t->flag);
        break;
    default: snprintf(L->text[k], sizeof L->text[k], "%s", _(t->label)); break;
    }
    /* a toggle as wide as its bold (on) label: it does not grow when on */
    int bw = hd_gfx_text_w(g, t->kind == T_BASE || t->kind == T_CURSOR ? HD_FACE_SANS : HD_FACE_BOLD, size, L->text[k]) +
             2 * L->pad;
    if (t->kind == T_BASE || t->kind == T_CURSOR) {
        /* as wide as the widest kind's label: the buttons after it do
         * not move when the kind changes (under a finger) */
        for (int kk = 0; kk < HD_KIND_COUNT; kk++) {
            char s[sizeof L->text[k]];
            snprintf(s, sizeof s, _("%s: %s"), _(t->label), kind_word((hd_kind)kk));
            int sw = hd_gfx_text_w(g, HD_FACE_SANS, size, s) + 2 * L->pad;
            if (sw > bw) bw = sw;
        }
    }
    if (bw < L->row) bw = L->row; /* at least square: a finger's target */
    return bw;
}

static int gap_of(const hd_gfx *g, double size)
{
    int gap = (int)(3 * hd_gfx_pt(g) * size / HD_TEXT_PT + 0.5);
    return gap < 2 ? 2 : gap;
}

/* The row's height: the text and its padding, and at least a finger's
 * target: 44 window points under the presentation preset, 32 otherwise. */
static void metrics(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L, double size, int *gap)
{
    double pt = hd_gfx_pt(g) * size / HD_TEXT_PT;
    L->pad = (int)(5 * pt + 0.5);
    L->row = hd_gfx_line_h(g, HD_FACE_SANS, size) + 2 * L->pad;
    double ratio = g->v->win_w > 0 ? (double)g->v->draw_w / g->v->win_w : 1;
    int min = (int)ceil((a->show->present ? HD_TOOLBAR_MIN_PRESENT : HD_TOOLBAR_MIN) * ratio);
    if (L->row < min) {
        L->pad += (min - L->row + 1) / 2;
        L->row = min;
    }
    *gap = gap_of(g, size);
}

/* Every button shown, in groups, wrapped onto as many rows as they take. */
/* The next button, bw wide, at *x, *y of a bar w wide: after a group's
 * separator sep, on a new row where need (the button, or its whole group)
 * would pass the bar's right end. */
static void place(hd_toolbar_layout *L, int bw, int need, int sep, int w, int gap, int *x, int *y)
{
    if (*x + sep + need + gap > w && *x > gap) {
        *x = gap;
        *y += L->row + gap;
        sep = 0;
    }
    *x += sep;
    L->box[L->n] = (hd_pxbox){*x, *y, *x + bw, *y + L->row};
    *x += bw + gap;
    L->n++;
}

static void lay_out_full(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L, double size, bool all)
{
    int gap;
    metrics(g, a, L, size, &gap);
    int x = gap, y = gap, w = g->v->draw_w;
    for (int i = 0; i < hd_tool_count; i++) {
        if (!shown(a, i, all)) continue;
        int k = L->n;
        int bw = label(g, a, L, k, i, size);
        int sep = hd_tools[i].group && x > gap ? 3 * gap : 0; /* a group's wider gap */
        int gw = bw; /* a group starts a new row where all of it would not fit */
        if (hd_tools[i].group)
            for (int j = i + 1; j < hd_tool_count && !hd_tools[j].group; j++)
                if (shown(a, j, all)) gw += label(g, a, L, k, j, size) + gap;
        int wrap_w = gw < w - 2 * gap ? gw : bw;
        bw = label(g, a, L, k, i, size);
        place(L, bw, wrap_w, sep, w, gap, &x, &y);
    }
    L->nbar = L->n;
    L->bottom = y + L->row + gap;
}

/* One row: the buttons of the lowest ranks that fit beside More (at the
 * right end), in the table's order; the others under More, in rows of a
 * panel under the bar while it is open. */
static void lay_out_collapsed(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L, double size)
{
    int gap;
    metrics(g, a, L, size, &gap);
    L->collapsed = true;
    int w = g->v->draw_w, more = hd_tool_count - 1;
    int width[HD_TOOLS_MAX];
    bool in_row[HD_TOOLS_MAX] = {false};
    /* chosen as if every button that comes and goes were shown (a lesson's
     * steps, I's decisions), their places kept free while they are not:
     * nothing on the row moves when a lesson opens (under a finger) */
    for (int i = 0; i < hd_tool_count; i++) width[i] = shown(a, i, true) ? label(g, a, L, 0, i, size) : 0;
    int more_w = label(g, a, L, 0, more, size);
    int room = w - 2 * gap - more_w - gap;
    /* rank by rank, the buttons of one rank and kind together or not at
     * all (◀ step with step ▶, − with + and Home); a set that does not
     * fit leaves the room to the next */
    for (int r = 1; r <= 9; r++)
        for (int i = 0; i < hd_tool_count; i++) {
            if (hd_tools[i].rank != r || width[i] <= 0 || in_row[i]) continue;
            int need = 0;
            for (int j = i; j < hd_tool_count; j++)
                if (hd_tools[j].rank == r && hd_tools[j].kind == hd_tools[i].kind && width[j] > 0) need += width[j] + gap;
            bool fits = need <= room;
            for (int j = i; j < hd_tool_count; j++)
                if (hd_tools[j].rank == r && hd_tools[j].kind == hd_tools[i].kind && width[j] > 0) {
                    in_row[j] = fits;
                    if (!fits) width[j] = -width[j]; /* tried: under More */
                }
            if (fits) room -= need;
        }
    for (int i = 0; i < hd_tool_count; i++)
        if (width[i] < 0) width[i] = -width[i];
    int x = gap, y = gap;
    for (int i = 0; i < hd_tool_count; i++) {
        if (!in_row[i]) continue;
        if (!shown(a, i, false)) { /* its place kept */
            x += width[i] + gap;
            continue;
        }
        int k = L->n++;
        int bw = label(g, a, L, k, i, size);
        L->box[k] = (hd_pxbox){x, y, x + bw, y + L->row};
        x += bw + gap;
    }
    int k = L->n++;
    label(g, a, L, k, more, size);
    L->box[k] = (hd_pxbox){w - gap - more_w, y, w - gap, y + L->row};
    L->nbar = L->n;
    L->bottom = y + L->row + gap;
    /* the rest: in the panel when it is open, else listed as hidden */
    x = gap;
    y = L->bottom;
    for (int i = 0; i < hd_tool_count; i++) {
        if (in_row[i] || !shown(a, i, false)) continue;
        if (!a->show->toolbar_more) {
            L->hidden[L->nhidden++] = i;
            continue;
        }
        k = L->n;
        int bw = label(g, a, L, k, i, size);
        int sep = hd_tools[i].group && x > gap ? 3 * gap : 0;
        place(L, bw, bw, sep, w, gap, &x, &y);
    }
    if (a->show->toolbar_more) L->panel_bottom = y + L->row + gap;
    /* the hidden ones' labels and states, after the shown (for the report) */
    for (int h = 0; h < L->nhidden; h++) label(g, a, L, L->n + h, L->hidden[h], size);
}

static void clear(hd_toolbar_layout *L, double size)
{
    L->n = L->nbar = L->nhidden = 0;
    L->bottom = L->panel_bottom = 0;
    L->collapsed = false;
    L->size = size;
}

/* The toolbar at the body text size: every button, in as many rows as it
 * takes, where those rows (with every button that can come and go shown)
 * take at most two rows and a sixth of the window's height; else collapsed to one row
 * and More (a projector's 1024x768 under F5, 1280x720, a small window);
 * at most two rows, so the picture keeps its room. The choice
 * is kept for the drawable, the scale and F5, and does not change as
 * buttons come and go (nothing moves under a finger). */
void hd_toolbar_lay_out(const hd_gfx *g, const hd_toolbar_state *a, hd_toolbar_layout *L)
{
    static struct {
        int w, h, win_w;
        double pt;
        bool present, collapse;
        unsigned lang_gen; /* the labels' words: French runs longer, Chinese shorter */
    } fit;
    clear(L, HD_TEXT_PT);
    if (!a->show->toolbar) return;
    double pt = hd_gfx_pt(g);
    if (!(fit.w == g->v->draw_w && fit.h == g->v->draw_h && fit.win_w == g->v->win_w && fit.pt == pt &&
          fit.present == a->show->present && fit.lang_gen == a->lang_gen)) {
        lay_out_full(g, a, L, HD_TEXT_PT, true);
        /* all of them where they take two rows at most, and a sixth of the height */
        fit.collapse = L->bottom > g->v->draw_h / 6 || L->bottom > 2 * (L->row + gap_of(g, HD_TEXT_PT)) + gap_of(g, HD_TEXT_PT);
        fit.w = g->v->draw_w;
        fit.h = g->v->draw_h;
        fit.win_w = g->v->win_w;
        fit.pt = pt;
        fit.present = a->show->present;
        fit.lang_gen = a->lang_gen;
        clear(L, HD_TEXT_PT);
    }
    if (fit.collapse) lay_out_collapsed(g, a, L, HD_TEXT_PT);
    else lay_out_full(g, a, L, HD_TEXT_PT, false);
}

/* The rows, drawn once into a texture and copied each frame while nothing
 * on them changes (the labels, the states, the hover, the size): twenty
 * buttons' boxes and text cost a software renderer 0.3 ms a frame. */
static struct {
    SDL_Texture *tex;
    int w, h;
    char key[2048];
} C;

static void draw_button(const hd_gfx *g, const hd_toolbar_layout *L, int k, int hovered, int rule)
{
    hd_pxbox b = L->box[k];
    int x0 = (int)b.x0, y0 = (int)b.y0, x1 = (int)b.x1, y1 = (int)b.y1;
    bool hover = L->idx[k] == hovered, on = L->on[k];
    hd_rgba face = on ? HD_RGBA(HD_COL_BUTTON_ON) : hover ? HD_RGBA(HD_COL_BUTTON_HOVER) : HD_RGBA(HD_COL_BUTTON);
    hd_gfx_box_px(g, x0, y0, x1 - 1, y1 - 1, HD_RGBA(HD_COL_BUTTON_EDGE));
    hd_gfx_box_px(g, x0 + rule, y0 + rule, x1 - 1 - rule, y1 - 1 - rule, face);
    hd_face f = on ? HD_FACE_BOLD : HD_FACE_SANS;
    int tw = hd_gfx_text_w(g, f, L->size, L->text[k]);
    int th = hd_gfx_line_h(g, HD_FACE_SANS, L->size);
    hd_gfx_text(g, f, L->size, x0 + (x1 - x0 - tw) / 2, y0 + (y1 - y0 - th) / 2, L->text[k],
                on ? HD_RGBA(HD_COL_BUTTON_ON_TEXT) : HD_RGBA(HD_COL_TEXT));
}

static int rule_px(const hd_gfx *g)
{
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    return rule < 1 ? 1 : rule;
}

static void draw_rows(const hd_gfx *g, const hd_toolbar_layout *L, int hovered)
{
    hd_gfx_box_px(g, 0, 0, g->v->draw_w, L->bottom, HD_RGBA(HD_COL_TOOLBAR)); /* opaque: no blending */
    int rule = rule_px(g);
    for (int k = 0; k < L->nbar; k++) draw_button(g, L, k, hovered, rule);
}

/* The open More panel: under the bar, over the picture, while it is open. */
static void draw_panel(const hd_gfx *g, const hd_toolbar_layout *L, int hovered)
{
    if (L->n <= L->nbar) return;
    int rule = rule_px(g);
    hd_gfx_box_px(g, 0, L->bottom, g->v->draw_w, L->panel_bottom, HD_RGBA(HD_COL_TOOLBAR));
    hd_gfx_box_px(g, 0, L->panel_bottom - rule, g->v->draw_w, L->panel_bottom, HD_RGBA(HD_COL_BUTTON_EDGE));
    for (int k = L->nbar; k < L->n; k++) draw_button(g, L, k, hovered, rule);
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
    int len = snprintf(key, sizeof key, "%d %d %g %d %d|", g->v->draw_w, L.bottom, L.size, hover,
                       (int)hd_palette_theme()); /* the colours are the theme's */
    for (int k = 0; k < L.nbar && len < (int)sizeof key; k++)
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
    draw_panel(g, &L, hover);
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
        int hy = L.panel_bottom > L.bottom ? L.panel_bottom : L.bottom; /* under an open panel */
        hd_gfx_box_px(g, 0, hy, w < g->v->draw_w ? w : g->v->draw_w, hy + lh + L.pad, HD_RGBA(HD_COL_TOOLBAR_HINT));
        hd_gfx_text(g, HD_FACE_SANS, size, L.pad, hy + L.pad / 2, h, HD_RGBA(HD_COL_TEXT));
    }
}

