/* lesson_menu.c: the list of the lesson's steps (see lesson_menu.h). */
#include "lesson_menu.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "lessons_ui.h"
#include "palette.h"
#include "toolbar.h"

enum { MAX_STEPS = 64 };

static struct {
    int count;                  /* titles read (the lesson's step count then) */
    char title[MAX_STEPS][96];  /* "N. Title" */
    int sel;                    /* the row Up / Down chose (0-based) */
} M;

/* The list as laid out: a heading and the rows, in columns where they
 * would not fit one under another below the toolbar. */
typedef struct menu_layout {
    int n;
    hd_pxbox box[MAX_STEPS], panel;
    double size;
    int pad, head_y;
} menu_layout;

static void read_titles(void)
{
    int n = hd_lessons_ui_count();
    if (n > MAX_STEPS) n = MAX_STEPS;
    if (n == M.count) return;
    for (int i = 0; i < n; i++) {
        char t[90];
        if (!hd_lessons_ui_title(i, t, sizeof t)) snprintf(t, sizeof t, "%s", _("(unreadable)"));
        snprintf(M.title[i], sizeof M.title[i], "%d. %s", i + 1, t);
    }
    M.count = n;
}

static void lay_out(const hd_ctx *a, const hd_gfx *g, menu_layout *L)
{
    memset(L, 0, sizeof *L);
    L->n = M.count;
    if (!L->n) return;
    double ratio = a->view.win_w > 0 ? (double)a->view.draw_w / a->view.win_w : 1;
    double pt = hd_gfx_pt(g);
    bool hint;
    int top = (int)hd_toolbar_box_plain(g, a, &hint).y1;
    int gap = (int)(6 * pt + 0.5), w = a->view.draw_w, h = a->view.draw_h;
    int min = (int)ceil((a->show.present ? 44 : 32) * ratio);
    double size = HD_TEXT_PT;
    int lh = hd_gfx_line_h(g, HD_FACE_SANS, size);
    int row = lh + (int)(10 * pt + 0.5);
    if (row < min) row = min;
    int head = lh + 2 * gap;
    int avail = h - top - head - 3 * gap;
    int per_col = avail / (row + gap);
    if (per_col < 1) per_col = 1;
    int ncol = (L->n + per_col - 1) / per_col;
    int rows = (L->n + ncol - 1) / ncol;
    int widest = 0;
    for (int i = 0; i < L->n; i++) {
        int tw = hd_gfx_text_w(g, HD_FACE_SANS, size, M.title[i]);
        if (tw > widest) widest = tw;
    }
    int pad = (int)(10 * pt + 0.5);
    int col_w = widest + 2 * pad;
    int room = (w - 2 * gap - (ncol + 1) * gap) / ncol;
    if (room < 2 * pad + 1) room = 2 * pad + 1; /* a window too small for the list: it overflows, legibly */
    if (col_w > room) {
        /* smaller text where the titles would not fit (down to 9 pixels) */
        double s = size * (room - 2 * pad) / (widest > 0 ? widest : 1);
        double floor_pt = 9.0 / pt;
        size = s < floor_pt ? floor_pt : s;
        col_w = room;
    }
    int pw = ncol * col_w + (ncol + 1) * gap, ph = head + rows * (row + gap) + gap;
    int x0 = (w - pw) / 2, y0 = top + gap;
    if (x0 < 0) x0 = 0;
    L->panel = (hd_pxbox){x0, y0, x0 + pw, y0 + ph};
    L->head_y = y0 + gap;
    L->size = size;
    L->pad = pad;
    for (int i = 0; i < L->n; i++) {
        int c = i / rows, r = i % rows;
        int bx = x0 + gap + c * (col_w + gap), by = y0 + head + r * (row + gap);
        L->box[i] = (hd_pxbox){bx, by, bx + col_w, by + row};
    }
}

bool hd_lesson_menu_close(hd_ctx *a)
{
    if (!a->show.lesson_menu) return false;
    a->show.lesson_menu = false;
    hd_ctx_dirty(a);
    return true;
}

bool hd_lesson_menu_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (hd_lesson_menu_close(a)) return true;
    read_titles();
    if (!M.count) {
        hd_ctx_message(a, "%s", _("no lesson steps found"));
        return true;
    }
    a->show.lesson_menu = true;
    a->show.help = false;
    int cur = hd_lessons_ui_index();
    M.sel = cur >= 0 && cur < M.count ? cur : 0;
    hd_ctx_message(a, "%s", a->touch_input ? _("the lesson's steps: tap one to go there")
                                           : _("the lesson's steps: click one, or Up / Down and Enter (Esc closes)"));
    hd_ctx_dirty(a);
    return true;
}

bool hd_lesson_menu_go(hd_ctx *a, int n, char *err, size_t errlen)
{
    if (!hd_lessons_ui_open(a, n, err, errlen)) return false;
    a->show.lesson_menu = false;
    hd_ctx_dirty(a);
    return true;
}

static void go(hd_ctx *a, int n)
{
    char err[600];
    if (!hd_lesson_menu_go(a, n, err, sizeof err)) hd_ctx_message(a, "%s", err);
}

bool hd_lesson_menu_event(hd_ctx *a, const SDL_Event *e)
{
    if (!a->show.lesson_menu) return false;
    if (e->type == SDL_KEYDOWN) {
        switch (e->key.keysym.sym) {
        case SDLK_UP: M.sel = M.sel > 0 ? M.sel - 1 : 0; break;
        case SDLK_DOWN: M.sel = M.sel + 1 < M.count ? M.sel + 1 : M.sel; break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER: go(a, M.sel + 1); break;
        case SDLK_ESCAPE: hd_lesson_menu_close(a); break;
        default: return false; /* Shift+L closes it through the key table */
        }
        hd_ctx_dirty(a);
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP) return true;
    if (e->type != SDL_MOUSEBUTTONDOWN) return false;
    hd_gfx g = hd_ctx_gfx(a);
    menu_layout L;
    lay_out(a, &g, &L);
    double rx = a->view.win_w > 0 ? (double)a->view.draw_w / a->view.win_w : 1;
    double ry = a->view.win_h > 0 ? (double)a->view.draw_h / a->view.win_h : 1;
    double px = e->button.x * rx, py = e->button.y * ry;
    for (int i = 0; i < L.n; i++)
        if (px >= L.box[i].x0 && px < L.box[i].x1 && py >= L.box[i].y0 && py < L.box[i].y1) {
            go(a, i + 1);
            return true;
        }
    hd_lesson_menu_close(a); /* a click elsewhere: closed, and spent on it */
    return true;
}

void hd_lesson_menu_draw(const hd_ctx *a, const hd_gfx *g)
{
    if (!a->show.lesson_menu) return;
    read_titles();
    menu_layout L;
    lay_out(a, g, &L);
    if (!L.n) return;
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    if (rule < 1) rule = 1;
    hd_pxbox p = L.panel;
    hd_gfx_box_px(g, (int)p.x0, (int)p.y0, (int)p.x1 - 1, (int)p.y1 - 1, HD_RGBA(HD_COL_BUTTON_EDGE));
    hd_gfx_box_px(g, (int)p.x0 + rule, (int)p.y0 + rule, (int)p.x1 - 1 - rule, (int)p.y1 - 1 - rule,
                  HD_RGBA(HD_COL_TOOLBAR));
    hd_gfx_text(g, HD_FACE_BOLD, L.size, (int)p.x0 + L.pad, L.head_y, _("The lesson's steps (Esc closes)"),
                HD_RGBA(HD_COL_TEXT));
    int cur = a->lesson ? hd_lessons_ui_index() : -1;
    int th = hd_gfx_line_h(g, HD_FACE_SANS, L.size);
    for (int i = 0; i < L.n; i++) {
        hd_pxbox b = L.box[i];
        int x0 = (int)b.x0, y0 = (int)b.y0, x1 = (int)b.x1, y1 = (int)b.y1;
        bool on = i == cur, sel = i == M.sel;
        hd_gfx_box_px(g, x0, y0, x1 - 1, y1 - 1, HD_RGBA(HD_COL_BUTTON_EDGE));
        hd_gfx_box_px(g, x0 + rule * (sel ? 2 : 1), y0 + rule * (sel ? 2 : 1), x1 - 1 - rule * (sel ? 2 : 1),
                      y1 - 1 - rule * (sel ? 2 : 1),
                      on ? HD_RGBA(HD_COL_BUTTON_ON) : sel ? HD_RGBA(HD_COL_BUTTON_HOVER) : HD_RGBA(HD_COL_BUTTON));
        hd_gfx_text(g, on ? HD_FACE_BOLD : HD_FACE_SANS, L.size, x0 + L.pad, y0 + (y1 - y0 - th) / 2, M.title[i],
                    on ? HD_RGBA(HD_COL_BUTTON_ON_TEXT) : HD_RGBA(HD_COL_TEXT));
    }
}

int hd_lesson_menu_report(const hd_ctx *a, char *buf, size_t n)
{
    if (n) buf[0] = '\0';
    if (!a->show.lesson_menu) return snprintf(buf, n, "lesson menu: closed\n");
    read_titles();
    hd_gfx g = hd_ctx_gfx(a);
    menu_layout L;
    lay_out(a, &g, &L);
    double rx = a->view.draw_w > 0 ? (double)a->view.win_w / a->view.draw_w : 1;
    double ry = a->view.draw_h > 0 ? (double)a->view.win_h / a->view.draw_h : 1;
    int len = 0;
    for (int i = 0; i < L.n; i++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        len += snprintf(buf + at, n - at, "step %d: %.0f,%.0f,%.0f,%.0f %s\n", i + 1, L.box[i].x0 * rx,
                        L.box[i].y0 * ry, L.box[i].x1 * rx, L.box[i].y1 * ry, M.title[i]);
    }
    return len;
}
