/* toolbar.c: the buttons along the top (see toolbar.h): the hovered and the
 * pressed button, a press run as its key, the hint line's text. Their
 * layout and look are draw/toolbar_view.c's. */
#include "toolbar.h"

#include <stdio.h>
#include <string.h>

#include "framing.h"
#include "help.h"
#include "toolbar_view.h"

static int g_hover = -1; /* the tool under the pointer, or -1 */
static int g_pressed = -1;

static hd_toolbar_state state_of(const hd_ctx *a)
{
    return (hd_toolbar_state){&a->show, &a->scene, a->lesson != NULL};
}

/* The help text of the key a tool runs (the row that writes it). */
static const char *hint_of(const hd_tool *t, const hd_ctx *a, char *buf, size_t n)
{
    SDL_KeyboardEvent k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.keysym.sym = t->kind == T_BASE ? SDLK_1 + ((int)a->scene.base.s.kind + 1) % HD_KIND_COUNT : t->sym;
    k.keysym.mod = t->mod;
    const hd_key *b = hd_keymap_find(a->keys, a->key_count, &k);
    if (!b) return "";
    while (b > a->keys && !b->keys) b--;
    snprintf(buf, n, "%s: %s%s", b->keys, b->action,
             t->kind == T_BASE || t->kind == T_CURSOR ? "   (right-click: back)" : "");
    return buf;
}

static bool has_hint(const hd_ctx *a)
{
    return g_hover >= 0 && a->show.toolbar;
}

hd_pxbox hd_toolbar_box(const hd_gfx *g, const hd_ctx *a)
{
    hd_toolbar_state st = state_of(a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(g, &st, &L);
    if (!L.n) return (hd_pxbox){0, 0, 0, 0};
    /* the hint shows in the message strip, not under the rows */
    return (hd_pxbox){0, 0, g->v->draw_w, L.bottom};
}

hd_pxbox hd_toolbar_box_plain(const hd_gfx *g, const hd_ctx *a, bool *hint)
{
    hd_toolbar_state st = state_of(a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(g, &st, &L);
    *hint = has_hint(a);
    return L.n ? (hd_pxbox){0, 0, g->v->draw_w, L.bottom} : (hd_pxbox){0, 0, 0, 0};
}

void hd_toolbar_shutdown(void)
{
    hd_toolbar_view_shutdown();
}

void hd_toolbar_draw(const hd_gfx *g, const hd_ctx *a)
{
    hd_toolbar_state st = state_of(a);
    char buf[300];
    hd_toolbar_view_draw(g, &st, g_hover, NULL);
    /* the hovered button's hint in the message strip, which the framing
     * keeps clear of the shapes (under the rows it covered them) */
    if (has_hint(a)) {
        hd_chrome ch;
        hd_framing_chrome(a, true, &ch);
        hd_chrome_draw_message(g, hint_of(&hd_tools[g_hover], a, buf, sizeof buf), ch.strip);
    }
}

/* The tool at window point (wx, wy), or -1. */
static int tool_at(const hd_ctx *a, double wx, double wy)
{
    hd_gfx g = hd_ctx_gfx(a);
    hd_toolbar_state st = state_of(a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(&g, &st, &L);
    double rx = a->view.win_w > 0 ? (double)a->view.draw_w / a->view.win_w : 1;
    double ry = a->view.win_h > 0 ? (double)a->view.draw_h / a->view.win_h : 1;
    double px = wx * rx, py = wy * ry;
    for (int k = 0; k < L.n; k++)
        if (px >= L.box[k].x0 && px < L.box[k].x1 && py >= L.box[k].y0 && py < L.box[k].y1) return L.idx[k];
    return -1;
}

static void run(hd_ctx *a, const hd_tool *t, bool alt)
{
    SDL_KeyboardEvent k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.state = SDL_PRESSED;
    k.windowID = a->win_id;
    if (t->kind == T_BASE) {
        int n = HD_KIND_COUNT, cur = (int)a->scene.base.s.kind;
        k.keysym.sym = SDLK_1 + (alt ? (cur + n - 1) % n : (cur + 1) % n);
    } else {
        k.keysym.sym = alt && t->alt_sym ? t->alt_sym : t->sym;
        k.keysym.mod = alt && t->alt_sym ? t->alt_mod : t->mod; /* a right-click runs the alt key, where there is one */
    }
    /* The zoom buttons zoom about the window's centre (the keys zoom
     * about the mouse, which is on the button). */
    /* a figure or a screenshot shows the picture, not the button's hover */
    if (t->sym == SDLK_F12 || (t->sym == SDLK_e && t->mod == KMOD_CTRL)) g_hover = -1;
    hd_ctx_request_key(a, &k, t->sym == SDLK_MINUS || t->sym == SDLK_EQUALS);
    hd_ctx_dirty(a);
}

bool hd_toolbar_event(hd_ctx *a, const SDL_Event *e)
{
    /* The help covers the window (and the toolbar): a click closes it. */
    if (a->show.help && (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP)) {
        if (e->type == SDL_MOUSEBUTTONDOWN) hd_help_next(a); /* the next page, or closed */
        return true;
    }
    if (!a->show.toolbar) {
        g_hover = g_pressed = -1;
        return false;
    }
    switch (e->type) {
    case SDL_MOUSEMOTION: {
        int h = tool_at(a, e->motion.x, e->motion.y);
        if (h != g_hover) {
            g_hover = h;
            hd_ctx_dirty(a);
        }
        /* Over a button the cursor holds where it was (the case on screen
         * stays what the button acts on); a drag goes on under the row. */
        return h >= 0 && e->motion.state == 0;
    }
    case SDL_MOUSEBUTTONDOWN: {
        int t = tool_at(a, e->button.x, e->button.y);
        if (t < 0) return false;
        g_pressed = t;
        run(a, &hd_tools[t], e->button.button == SDL_BUTTON_RIGHT);
        return true;
    }
    case SDL_MOUSEBUTTONUP:
        if (g_pressed < 0) return false;
        g_pressed = -1;
        return true;
    case SDL_WINDOWEVENT:
        /* the pointer left, or the buttons moved under it (a new size) */
        if ((e->window.event == SDL_WINDOWEVENT_LEAVE || e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) &&
            g_hover >= 0) {
            g_hover = -1;
            hd_ctx_dirty(a);
        }
        return false;
    default: return false;
    }
}

bool hd_toolbar_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->show.toolbar = !a->show.toolbar;
    if (!a->show.toolbar) g_hover = g_pressed = -1;
    hd_ctx_dirty(a);
    return true;
}

int hd_toolbar_report(const hd_ctx *a, char *buf, size_t n)
{
    hd_gfx g = hd_ctx_gfx(a);
    hd_toolbar_state st = state_of(a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(&g, &st, &L);
    double rx = a->view.draw_w > 0 ? (double)a->view.win_w / a->view.draw_w : 1;
    double ry = a->view.draw_h > 0 ? (double)a->view.win_h / a->view.draw_h : 1;
    int len = 0;
    if (n) buf[0] = '\0';
    for (int k = 0; k < L.n; k++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        len += snprintf(buf + at, n - at, "button %d: %.0f,%.0f,%.0f,%.0f %s%s\n", k + 1, L.box[k].x0 * rx,
                        L.box[k].y0 * ry, L.box[k].x1 * rx, L.box[k].y1 * ry, L.text[k], L.on[k] ? " [on]" : "");
    }
    if (!L.n) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        len += snprintf(buf + at, n - at, "toolbar: hidden\n");
    }
    return len;
}
