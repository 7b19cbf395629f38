/* help.c: the F1 / ? overlay: every key with its action, made from the
 * table that dispatches them (keys.c, through the context), the pointer's actions, and a legend
 * of the colours, on a panel over the whole window (the HUD is hidden
 * while it shows): the keys in one column, the pointer and the colours in
 * the next. Rows flow on into more columns where the window is short; the
 * text takes the largest size (up to 30 points, down to 9 pixels) at which
 * the columns fit. Where they do not fit even at 9 pixels (a small window
 * at a large UI scale), the columns go on pages: F1 (or a click) turns to
 * the next, and after the last one closes the help. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "help.h"

#include "i18n.h"

#include "gfx_text.h"
#include "palette.h"

/* The key table the help is made from (the context's), for this call. */
static const hd_key *K;
static int NK;
static bool PRESENT; /* F5: the buttons' least height is 44 points, not 32 */
static unsigned GEN;  /* the context's lang_gen: the words, and so the fit, change with it */

typedef struct legend {
    int c; /* HD_PAL_*: the current theme's colour */
    const char *what;
} legend;

/* The layout: rows top to bottom, a new column when one is full. */
typedef struct flow {
    const hd_gfx *g;
    double size;
    int pad, row, top, x, y, col_w, key_w;
    int keys_w;  /* the keys' column: key_w + the widest action + a gap */
    int wrap_w;  /* an action wider than this goes on over more lines (0: none does) */
    int right;   /* the right edge of what was laid out */
    bool draw;
    bool stack;  /* the pointer and the colours below the keys, not in a column of their own */
    /* the columns as laid out (their left and right edges), and the page
     * drawn: the columns first..last, moved left by shift */
    int ncol, col_x[32], col_r[32];
    int first, last, shift;
    int bottom;  /* the last row's bottom edge: above the buttons */
    const char *title;
} flow;

/* A new column starts at x. */
static void new_col(flow *f, int x)
{
    if (f->ncol < 32) {
        f->col_x[f->ncol] = x;
        f->col_r[f->ncol] = x;
        f->ncol++;
    }
    f->x = x;
}

/* Whether what is at the current column is on the page drawn (and the
 * right edge r is noted for the column). */
static bool on_page(flow *f, int r)
{
    int c = f->ncol - 1;
    if (c >= 0 && r > f->col_r[c]) f->col_r[c] = r;
    return f->draw && c >= f->first && c <= f->last;
}

static void next_row(flow *f, int rows)
{
    if (f->y + rows * f->row > f->bottom) {
        new_col(f, f->x + f->col_w);
        f->y = f->top;
    }
}

static void heading(flow *f, const char *text)
{
    next_row(f, 2);
    if (on_page(f, f->x + hd_gfx_text_w(f->g, HD_FACE_BOLD, f->size, text)))
        hd_gfx_text(f->g, HD_FACE_BOLD, f->size, f->x - f->shift, f->y, text, HD_RGBA(HD_COL_TEXT));
    f->y += f->row * 3 / 2;
}

static void text_row(flow *f, const char *keys, const char *action)
{
    int aw = hd_gfx_text_w(f->g, HD_FACE_SANS, f->size, action);
    /* a long action (French runs a fifth longer) on as many lines as it takes */
    hd_lb_line ln[4] = {{0, strlen(action)}};
    int nl = 1;
    if (f->wrap_w > 0 && aw > f->wrap_w) {
        nl = hd_gfx_text_wrap(f->g, HD_FACE_SANS, f->size, action, f->wrap_w, ln, 4);
        if (nl > 4) nl = 4;
        if (nl < 1) nl = 1;
        aw = f->wrap_w;
    }
    next_row(f, nl);
    int r = f->x + f->key_w + aw;
    if (r > f->right) f->right = r;
    if (on_page(f, r)) {
        hd_gfx_text(f->g, HD_FACE_MONO, f->size, f->x - f->shift, f->y, keys, HD_RGBA(HD_COL_TEXT));
        for (int i = 0; i < nl; i++) {
            char line[400];
            snprintf(line, sizeof line, "%.*s", (int)ln[i].len, action + ln[i].start);
            hd_gfx_text(f->g, HD_FACE_SANS, f->size, f->x - f->shift + f->key_w, f->y + i * f->row, line,
                        HD_RGBA(HD_COL_TEXT));
        }
    }
    f->y += nl * f->row;
}

static const legend *legends(int *n)
{
    static const legend leg[] = {
        {HD_PAL_BASE, N_("base shape")},
        {HD_PAL_HIT, N_("base while it collides (point/point: the background)")},
        {HD_PAL_CURSOR, N_("cursor shape")},
        {HD_PAL_POINT, N_("hit points: where the outlines meet")},
        {HD_PAL_HELP_MAP, N_("M: the cursor would hit here")},
        {HD_PAL_NAIVE_OVER, N_("M with N: naive and right disagree")},
        {HD_PAL_PEER, N_("M with U: the peer and right disagree")},
        {HD_PAL_CLOSEST, N_("D: closest points and distance")},
        {HD_PAL_PUSH, N_("D: push-out vector")},
        {HD_PAL_INNER, N_("I: the algorithm's values")},
        {HD_PAL_XBASE, N_("I: the base's values;  grey: the cursor's")},
        {HD_PAL_ALERT, N_("I: an overlap, or a value that does not decide")},
        {HD_PAL_HELP_SWEPT, N_("W, Y: the region a move swept")},
        {HD_PAL_GHOST, N_("W, Y: the cursor where the sweep first touches")},
    };
    *n = (int)(sizeof leg / sizeof leg[0]);
    return leg;
}

/* Lays the help out (and draws it when f->draw); returns the right edge
 * of the last column. */
static int lay_out(flow *f)
{
    const hd_gfx *g = f->g;
    double pt = hd_gfx_pt(g) * f->size / HD_TEXT_PT;
    int nl;
    const legend *leg = legends(&nl);
    f->x = f->y = f->pad;
    f->right = 0;
    f->ncol = 0;
    new_col(f, f->pad);
    f->col_w = f->keys_w;
    if (f->draw)
        hd_gfx_text(g, HD_FACE_BOLD, f->size, f->x, f->y,
                    f->title ? f->title : _("hitdemo: keys   (F1, Esc or a click closes this)"), HD_RGBA(HD_COL_TEXT));
    f->y += f->row * 3 / 2;
    f->top = f->y;
    for (int i = 0; i < NK; i++)
        if (K[i].keys) text_row(f, K[i].keys, _(K[i].action));
    /* the pointer and the colours in a column of their own (or, stacked,
     * on below the keys) */
    if (f->stack) {
        f->y += f->row / 2;
    } else {
        new_col(f, f->right + (int)(24 * pt));
        f->y = f->top;
    }
    heading(f, _("the pointer"));
    for (int i = 0; i < hd_pointer_action_count; i++)
        text_row(f, _(hd_pointer_actions[i].what), _(hd_pointer_actions[i].action));
    f->y += f->row / 2;
    heading(f, _("colours"));
    for (int i = 0; i < nl; i++) {
        next_row(f, 1);
        int sw = (int)(28 * pt), sh = f->row * 3 / 4;
        int r = f->x + sw + (int)(8 * pt) + hd_gfx_text_w(g, HD_FACE_SANS, f->size, _(leg[i].what));
        if (r > f->right) f->right = r;
        if (on_page(f, r)) {
            int x = f->x - f->shift;
            hd_gfx_box_px(g, x, f->y + (f->row - sh) / 2, x + sw, f->y + (f->row - sh) / 2 + sh - 1,
                          HD_RGBA(hd_pal[leg[i].c][0], hd_pal[leg[i].c][1], hd_pal[leg[i].c][2], hd_pal[leg[i].c][3]));
            hd_gfx_text(g, HD_FACE_SANS, f->size, x + sw + (int)(8 * pt), f->y, _(leg[i].what), HD_RGBA(HD_COL_TEXT));
        }
        f->y += f->row;
    }
    return f->right;
}

/* The help's buttons along its bottom right: ◀ page, page ▶ (where it has
 * pages) and ✕ close, each a finger's target (44 points under F5, 32
 * otherwise), in the body text size. */
enum { B_PREV, B_NEXT, B_CLOSE, B_COUNT };
static const char *const button_text[B_COUNT] = {N_("\xe2\x97\x80 page"), N_("page \xe2\x96\xb6"), N_("\xe2\x9c\x95 close")};

/* The buttons' text: a little smaller than the body, so that on a small
 * window the buttons leave the help its room (they keep a finger's height). */
#define BTN_PT (HD_TEXT_PT * 0.75)

static int buttons_h(const hd_gfx *g)
{
    double ratio = g->v->win_w > 0 ? (double)g->v->draw_w / g->v->win_w : 1;
    int min = (int)ceil((PRESENT ? 44 : 32) * ratio);
    int h = hd_gfx_line_h(g, HD_FACE_SANS, BTN_PT) + (int)(8 * hd_gfx_pt(g) + 0.5);
    return h > min ? h : min;
}

/* The buttons' boxes (drawable pixels); a box with x1 == x0 is not shown. */
static void buttons(const hd_gfx *g, int pages, hd_pxbox box[B_COUNT])
{
    int h = buttons_h(g), gap = (int)(6 * hd_gfx_pt(g) + 0.5), x = g->v->draw_w - gap;
    for (int b = B_COUNT - 1; b >= 0; b--) {
        if (b != B_CLOSE && pages < 2) {
            box[b] = (hd_pxbox){0, 0, 0, 0};
            continue;
        }
        int w = hd_gfx_text_w(g, HD_FACE_SANS, BTN_PT, _(button_text[b])) + (int)(16 * hd_gfx_pt(g) + 0.5);
        if (w < h) w = h;
        box[b] = (hd_pxbox){x - w, g->v->draw_h - gap - h, x, g->v->draw_h - gap};
        x -= w + gap;
    }
}

/* The flow at text size `size`: column widths from the widest key and
 * action; with wrap, the few widest actions (WRAPPED) go on over two lines
 * or more, the column as wide as the next one. */
enum { WRAPPED = 4 };
static flow flow_at(const hd_gfx *g, double size, bool wrap)
{
    double pt = hd_gfx_pt(g) * size / HD_TEXT_PT;
    int key_w = 0, act_w = 0, widest[WRAPPED + 1] = {0};
    for (int i = 0; i < NK; i++) {
        if (!K[i].keys) continue;
        int kw = hd_gfx_text_w(g, HD_FACE_MONO, size, K[i].keys);
        int aw = hd_gfx_text_w(g, HD_FACE_SANS, size, _(K[i].action));
        if (kw > key_w) key_w = kw;
        if (aw > act_w) act_w = aw;
        /* the WRAPPED + 1 widest, widest first */
        for (int j = 0; j <= WRAPPED; j++)
            if (aw > widest[j]) {
                memmove(widest + j + 1, widest + j, (size_t)(WRAPPED - j) * sizeof widest[0]);
                widest[j] = aw;
                break;
            }
    }
    int wrap_w = 0;
    if (wrap && widest[WRAPPED] > 0 && widest[WRAPPED] < act_w) {
        wrap_w = widest[WRAPPED];
        if (wrap_w < act_w / 2) wrap_w = act_w / 2; /* two lines at most for the widest */
        act_w = wrap_w;
    }
    for (int i = 0; i < hd_pointer_action_count; i++) {
        int kw = hd_gfx_text_w(g, HD_FACE_MONO, size, _(hd_pointer_actions[i].what));
        int aw = hd_gfx_text_w(g, HD_FACE_SANS, size, _(hd_pointer_actions[i].action));
        if (kw > key_w) key_w = kw;
        if (aw > act_w) act_w = aw;
    }
    key_w += (int)(12 * pt);
    flow f;
    memset(&f, 0, sizeof f);
    f.g = g;
    f.size = size;
    f.pad = (int)(8 * pt + 0.5);
    f.row = hd_gfx_line_h(g, HD_FACE_SANS, size);
    f.key_w = key_w;
    f.keys_w = key_w + act_w + (int)(24 * pt);
    f.wrap_w = wrap_w;
    f.last = 1 << 30;
    f.bottom = g->v->draw_h - f.pad - buttons_h(g);
    return f;
}

/* The pages of the layout f: the first column of each (pages[0] = 0);
 * returns their count. */
static int paginate(const flow *f, int width, int *pages, int max)
{
    int n = 0, start = 0;
    pages[n++] = 0;
    for (int c = 1; c < f->ncol && n < max; c++)
        if (f->col_r[c] - f->col_x[start] > width) {
            start = c;
            pages[n++] = c;
        }
    return n;
}

typedef struct help_fit {
    int w, h;
    double pt, size;
    bool stack, wrap;
    int npages, pages[32];
    bool present;
    unsigned gen;
} help_fit;
static help_fit fit;
/* The last fits found, for the sizes, scales and languages a window goes
 * back and forth between (a display's pixel ratio, F5, a language): each
 * costs a font atlas a size tried. */
enum { FITS_KEPT = 8 };
static help_fit kept[FITS_KEPT];
static int kept_next;

static void find_fit(const hd_gfx *g)
{
    /* The largest text size whose columns fit the window's width: widths
     * grow with the size, so one measuring pass at the body size gives it
     * (then a check, a half point smaller while it does not fit). Kept for
     * the window size and scale it was found for: each size tried costs a
     * font atlas. */
    double pt = hd_gfx_pt(g);
    if (fit.w == g->v->draw_w && fit.h == g->v->draw_h && fit.pt == pt && fit.present == PRESENT && fit.gen == GEN &&
        fit.npages)
        return;
    for (int i = 0; i < FITS_KEPT; i++)
        if (kept[i].npages && kept[i].w == g->v->draw_w && kept[i].h == g->v->draw_h && kept[i].pt == pt &&
            kept[i].present == PRESENT && kept[i].gen == GEN) {
            fit = kept[i];
            return;
        }
    fit.npages = 0;
    /* the largest half point size up to 30 whose columns fit the width
     * (a binary search: a smaller size never needs more room), but not
     * below 9 pixels, which any UI scale may need to come down to */
    int floor_hp = (int)ceil(18 / pt), lo = 0, hi = 60; /* half points */
    if (floor_hp < 2) floor_hp = 2;
    if (floor_hp > hi) floor_hp = hi;
    /* side by side first; stacked where that does not fit even at the
     * floor; what still does not fit goes on pages. Then, where that took
     * pages, the same with the few longest actions on two lines, taken
     * where it needs fewer pages (French, a fifth longer than English, is
     * one page at 1024x768 so; English keeps its layout where it had one) */
    for (int wrap = 0; wrap < 2; wrap++) {
        flow t;
        if (wrap) {
            /* first at the floor alone (the size the pages were made at),
             * stacked: where that saves no page, the search is not made */
            t = flow_at(g, floor_hp / 2.0, true);
            t.stack = true;
            int pages[32];
            if (lay_out(&t) > g->v->draw_w - t.pad && paginate(&t, g->v->draw_w - 2 * t.pad, pages, 32) >= fit.npages)
                break;
        }
        int size_hp = floor_hp;
        bool stacked = false;
        for (int stack = 0; stack < 2; stack++) {
            lo = floor_hp;
            hi = 60;
            while (lo < hi) {
                int mid = (lo + hi + 1) / 2;
                t = flow_at(g, mid / 2.0, wrap);
                t.stack = stack;
                if (lay_out(&t) <= g->v->draw_w - t.pad) lo = mid;
                else hi = mid - 1;
            }
            t = flow_at(g, lo / 2.0, wrap);
            t.stack = stack;
            size_hp = lo;
            stacked = stack;
            if (lay_out(&t) <= g->v->draw_w - t.pad) break;
        }
        int pages[32];
        int np = paginate(&t, g->v->draw_w - 2 * t.pad, pages, 32);
        if (wrap && np >= fit.npages) break;
        fit.npages = np;
        memcpy(fit.pages, pages, sizeof pages);
        fit.stack = stacked;
        fit.wrap = wrap;
        fit.size = size_hp / 2.0;
        if (np == 1) break;
    }
    fit.w = g->v->draw_w;
    fit.h = g->v->draw_h;
    fit.pt = pt;
    fit.present = PRESENT;
    fit.gen = GEN;
    kept[kept_next] = fit;
    kept_next = (kept_next + 1) % FITS_KEPT;
}

int hd_help_pages(const hd_ctx *a, const hd_gfx *g)
{
    K = a->keys;
    NK = a->key_count;
    PRESENT = a->show.present;
    GEN = a->lang_gen;
    find_fit(g);
    return fit.npages;
}

void hd_help_draw(const hd_ctx *a, const hd_gfx *g)
{
    K = a->keys;
    NK = a->key_count;
    PRESENT = a->show.present;
    GEN = a->lang_gen;
    int page = a->show.help_page;
    find_fit(g);
    flow f = flow_at(g, fit.size, fit.wrap);
    f.stack = fit.stack;
    char title[240];
    if (fit.npages > 1) {
        if (page < 0) page = 0;
        if (page >= fit.npages) page = fit.npages - 1;
        /* the columns of this page, moved to the left edge */
        flow t = f;
        lay_out(&t);
        f.first = fit.pages[page];
        f.last = page + 1 < fit.npages ? fit.pages[page + 1] - 1 : 1 << 30;
        f.shift = t.col_x[f.first] - t.pad;
        snprintf(title, sizeof title, _("hitdemo: keys, page %d of %d   (PgDn PgUp: pages; F1, Esc: close)"), page + 1,
                 fit.npages);
        f.title = title;
    }
    hd_gfx_box_px(g, 0, 0, g->v->draw_w, g->v->draw_h, HD_RGBA(HD_COL_HELP_VEIL));
    f.draw = true;
    lay_out(&f);
    hd_pxbox box[B_COUNT];
    buttons(g, fit.npages, box);
    int rule = (int)(hd_gfx_pt(g) + 0.5), th = hd_gfx_line_h(g, HD_FACE_SANS, BTN_PT);
    if (rule < 1) rule = 1;
    for (int b = 0; b < B_COUNT; b++) {
        if (box[b].x1 <= box[b].x0) continue;
        bool dim = (b == B_PREV && page == 0) || (b == B_NEXT && page + 1 >= fit.npages);
        int x0 = (int)box[b].x0, y0 = (int)box[b].y0, x1 = (int)box[b].x1, y1 = (int)box[b].y1;
        hd_gfx_box_px(g, x0, y0, x1 - 1, y1 - 1, HD_RGBA(HD_COL_BUTTON_EDGE));
        hd_gfx_box_px(g, x0 + rule, y0 + rule, x1 - 1 - rule, y1 - 1 - rule,
                      dim ? HD_RGBA(HD_COL_TOOLBAR) : HD_RGBA(HD_COL_BUTTON));
        int tw = hd_gfx_text_w(g, HD_FACE_SANS, BTN_PT, _(button_text[b]));
        hd_gfx_text(g, HD_FACE_SANS, BTN_PT, x0 + (x1 - x0 - tw) / 2, y0 + (y1 - y0 - th) / 2, _(button_text[b]),
                    HD_RGBA(HD_COL_TEXT));
    }
}

void hd_help_toggle(hd_ctx *a)
{
    a->show.help = !a->show.help;
    a->show.help_page = 0;
    a->dirty = true;
}

bool hd_help_close(hd_ctx *a)
{
    if (!a->show.help) return false;
    hd_help_toggle(a);
    return true;
}

void hd_help_turn(hd_ctx *a, int dir)
{
    hd_gfx g = hd_ctx_gfx(a);
    int pages = hd_help_pages(a, &g), p = a->show.help_page + dir;
    a->show.help_page = p < 0 ? 0 : p >= pages ? pages - 1 : p;
    a->dirty = true;
}

bool hd_help_event(hd_ctx *a, const SDL_Event *e)
{
    if (!a->show.help) return false;
    if (e->type == SDL_KEYDOWN) {
        switch (e->key.keysym.sym) {
        case SDLK_PAGEDOWN:
        case SDLK_RIGHT:
        case SDLK_DOWN: hd_help_turn(a, 1); return true;
        case SDLK_PAGEUP:
        case SDLK_LEFT:
        case SDLK_UP: hd_help_turn(a, -1); return true;
        case SDLK_ESCAPE: hd_help_close(a); return true;
        default: return false; /* F1 and ? close it through the key table; the rest act as ever */
        }
    }
    if (e->type == SDL_MOUSEBUTTONUP) return true;
    if (e->type != SDL_MOUSEBUTTONDOWN) return false;
    /* the help covers the window (and the toolbar): its buttons, or a
     * click elsewhere closes it */
    hd_gfx g = hd_ctx_gfx(a);
    hd_pxbox box[B_COUNT];
    buttons(&g, hd_help_pages(a, &g), box);
    double rx = a->view.win_w > 0 ? (double)a->view.draw_w / a->view.win_w : 1;
    double ry = a->view.win_h > 0 ? (double)a->view.draw_h / a->view.win_h : 1;
    double px = e->button.x * rx, py = e->button.y * ry;
    for (int b = 0; b < B_COUNT; b++)
        if (box[b].x1 > box[b].x0 && px >= box[b].x0 && px < box[b].x1 && py >= box[b].y0 && py < box[b].y1) {
            if (b == B_CLOSE) hd_help_close(a);
            else hd_help_turn(a, b == B_NEXT ? 1 : -1);
            return true;
        }
    hd_help_close(a);
    return true;
}
