/* toolbar.c: the buttons along the top (see toolbar.h): the hovered and the
 * pressed button, a press run as its key, the hint line's text. Their
 * layout and look are draw/toolbar_view.c's. */
#include "toolbar.h"

#include <stdio.h>
#include <string.h>

#include "framing.h"
#include "help.h"
#include "i18n.h"
#include "toolbar_view.h"

static int g_hover = -1; /* the tool under the pointer, or -1 */
static int g_pressed = -1;

hd_toolbar_state hd_toolbar_state_of(const hd_ctx *a)
{
    return (hd_toolbar_state){&a->show, &a->scene, a->lesson != NULL, a->lang_gen};
}

#define state_of hd_toolbar_state_of

/* The help text of the key a tool runs (the row that writes it). */
static const char *hint_of(const hd_tool *t, const hd_ctx *a, char *buf, size_t n)
{
    if (t->kind == T_MORE) return _("More: the other buttons (again, Esc or a click elsewhere: closed)");
    SDL_KeyboardEvent k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    int nk = HD_KIND_COUNT, cur = (int)a->scene.base.s.kind;
    k.keysym.sym = t->kind == T_BASE        ? SDLK_1 + (cur + 1) % nk
                   : t->kind == T_BASE_PREV ? SDLK_1 + (cur + nk - 1) % nk
                                            : t->sym;
    k.keysym.mod = t->mod;
    const hd_key *b = hd_keymap_find(a->keys, a->key_count, &k);
    if (!b) return "";
    while (b > a->keys && !b->keys) b--;
    snprintf(buf, n, _("%s: %s"), b->keys, _(b->action));
    if (t->kind == T_BASE || t->kind == T_CURSOR) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s", _("   (right-click: back)"));
    }
    return buf;
}

/* No hint under a finger: a touch leaves no pointer over the button, and
 * a hover tooltip would stay up under a resting finger. */
static bool has_hint(const hd_ctx *a)
{
    return g_hover >= 0 && a->show.toolbar && !a->touch_input;
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

/* The point is on the bar or the open panel (between the buttons too). */
static bool on_bar(const hd_ctx *a, double wy)
{
    hd_gfx g = hd_ctx_gfx(a);
    hd_toolbar_state st = state_of(a);
    hd_toolbar_layout L;
    hd_toolbar_lay_out(&g, &st, &L);
    double ry = a->view.win_h > 0 ? (double)a->view.draw_h / a->view.win_h : 1;
    int b = L.panel_bottom > L.bottom ? L.panel_bottom : L.bottom;
    return L.n && wy * ry < b;
}

/* The keys a button in the More panel may be pressed again and again for
 * (the panel stays open): zoom, the UI scale, the size, the run's speed. */
static bool repeatable(const hd_tool *t)
{
    SDL_Keycode s = t->sym;
    return s == SDLK_MINUS || s == SDLK_EQUALS || s == SDLK_z || s == SDLK_j || s == SDLK_k;
}

static void run(hd_ctx *a, const hd_tool *t, bool alt)
{
    if (t->kind == T_MORE) {
        a->show.toolbar_more = !a->show.toolbar_more;
        hd_ctx_dirty(a);
        return;
    }
    if (a->show.toolbar_more && !repeatable(t)) a->show.toolbar_more = false; /* a menu: closed by its choice */
    SDL_KeyboardEvent k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.state = SDL_PRESSED;
    k.windowID = a->win_id;
    if (t->kind == T_BASE || t->kind == T_BASE_PREV) {
        int n = HD_KIND_COUNT, cur = (int)a->scene.base.s.kind;
        if (t->kind == T_BASE_PREV) alt = true;
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
    /* the help covers the window and the toolbar: help.c takes its clicks */
    if (a->show.help) return false;
    if (!a->show.toolbar) {
        g_hover = g_pressed = -1;
        return false;
    }
    switch (e->type) {
    case SDL_MOUSEMOTION: {
        int h = tool_at(a, e->motion.x, e->motion.y);
        if (e->motion.which == SDL_TOUCH_MOUSEID || a->touch_input) h = -1; /* no hover under a finger */
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
        if (t < 0 && a->show.toolbar_more) {
            /* a press elsewhere closes the More panel, and is spent on it;
             * one between the panel's buttons is spent on nothing */
            if (!on_bar(a, e->button.y)) a->show.toolbar_more = false;
            g_pressed = hd_tool_count;
            hd_ctx_dirty(a);
            return true;
        }
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
    a->show.toolbar_more = false;
    hd_ctx_dirty(a);
    return true;
}

bool hd_toolbar_close_more(hd_ctx *a)
{
    if (!a->show.toolbar_more) return false;
    a->show.toolbar_more = false;
    hd_ctx_dirty(a);
    return true;
}

/* The key a tool runs as the report names it: "Shift+Z", "Ctrl+E", "F5",
 * "1..8" (the base), "none" (More). */
static void key_name(const hd_tool *t, char *buf, size_t n)
{
    if (t->kind == T_BASE || t->kind == T_BASE_PREV) {
        snprintf(buf, n, "1..8");
        return;
    }
    if (t->kind == T_MORE || !t->sym) {
        snprintf(buf, n, "none");
        return;
    }
    char name[64];
    snprintf(name, sizeof name, "%s", SDL_GetKeyName(t->sym));
    char *w = name;
    for (const char *r = name; *r; r++)
        if (*r != ' ') *w++ = *r; /* "Page Up": one word */
    *w = '\0';
    snprintf(buf, n, "%s%s%s", (t->mod & KMOD_CTRL) ? "Ctrl+" : "", (t->mod & KMOD_SHIFT) ? "Shift+" : "", name);
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
    char kn[80];
    for (int k = 0; k < L.n; k++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        key_name(&hd_tools[L.idx[k]], kn, sizeof kn);
        len += snprintf(buf + at, n - at, "button %d: %.0f,%.0f,%.0f,%.0f %s%s key=%s%s\n", k + 1, L.box[k].x0 * rx,
                        L.box[k].y0 * ry, L.box[k].x1 * rx, L.box[k].y1 * ry, L.text[k], L.on[k] ? " [on]" : "", kn,
                        k >= L.nbar ? " (More)" : "");
    }
    /* the buttons under a closed More: no box */
    for (int h = 0; h < L.nhidden; h++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        const hd_tool *t = &hd_tools[L.hidden[h]];
        key_name(t, kn, sizeof kn);
        len += snprintf(buf + at, n - at, "button %d: none %s%s key=%s (More)\n", L.n + h + 1, L.text[L.n + h],
                        L.on[L.n + h] ? " [on]" : "", kn);
    }
    if (!L.n) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        len += snprintf(buf + at, n - at, "toolbar: hidden\n");
    }
    return len;
}

/* The keys the messages name, as they write them, and the button that
 * runs each: under a finger there is no keyboard, so a message that names
 * a key also names its button. */
static const struct {
    const char *key, *button;
} said_keys[] = {
    {"Space", N_("step \xe2\x96\xb6")}, {"Backspace", N_("\xe2\x97\x80 step")}, {"Esc", N_("Quit")}, {"F11", N_("Full screen")},
    {"F5", N_("Present")}, {"F1", N_("Help")}, {"L", N_("Lesson")}, {"Shift+L", N_("Steps \xe2\x96\xbe")}, {"Y", N_("Tunnel")},
    {"W", N_("Sweep")}, {"V", N_("Ray")}, {"F", N_("Pin")}, {"H", "HUD"}, {"J K", N_("slower / faster")},
    {"Shift+J Shift+K", N_("\xe2\x88\x92 frames / frames +")}, {"Z / Shift+Z", N_("size + / \xe2\x88\x92 size")},
    {"Home", N_("Home")}, {"PgDn", N_("scene \xe2\x96\xb6")}, {"PgUp", N_("\xe2\x97\x80 scene")},
    {". next", N_("decision \xe2\x96\xb6")}, {", back", N_("\xe2\x97\x80 decision")},
    {"F2", N_("the language button")},
};

/* key as a whole word of text (not inside a longer word or key name). */
static bool says(const char *text, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = strstr(text, key); p; p = strstr(p + 1, key)) {
        char before = p > text ? p[-1] : ' ', after = p[n];
        bool word_before = (before >= 'A' && before <= 'Z') || (before >= 'a' && before <= 'z') || before == '+' ||
                           (before >= '0' && before <= '9');
        bool word_after = (after >= 'A' && after <= 'Z') || (after >= 'a' && after <= 'z') || after == '+' ||
                          (after >= '0' && after <= '9');
        if (!word_before && !word_after) return true;
    }
    return false;
}

void hd_toolbar_touch_words(hd_ctx *a)
{
    static char done[sizeof a->message]; /* the message as last annotated */
    /* TRANSLATORS: the word a message uses for a toolbar button; a message
       that has it names its buttons itself and gets no "(buttons: ...)" */
    if (!a->touch_input || !a->message[0] || !strcmp(a->message, done) || strstr(a->message, "button") ||
        strstr(a->message, _("button")))
        return;
    char add[300] = "";
    size_t len = 0;
    int n = 0;
    for (size_t i = 0; i < sizeof said_keys / sizeof said_keys[0]; i++) {
        if (!says(a->message, said_keys[i].key)) continue;
        /* a longer key name that holds this one was named already (Shift+L, L) */
        bool inside = false;
        for (size_t j = 0; j < sizeof said_keys / sizeof said_keys[0]; j++)
            if (j != i && strstr(said_keys[j].key, said_keys[i].key) && says(a->message, said_keys[j].key)) inside = true;
        if (inside) continue;
        int w = snprintf(add + len, sizeof add - len, "%s%s = %s", n ? ", " : "", said_keys[i].key, _(said_keys[i].button));
        if (w < 0 || (size_t)w >= sizeof add - len) break;
        len += (size_t)w;
        n++;
    }
    if (n) {
        char m[sizeof a->message];
        /* TRANSLATORS: a message, then the buttons that do what its keys do: "Space = step ▶" */
        int cut = (int)strlen(a->message);
        if (cut > 150) cut = 150;
        while (cut > 0 && ((unsigned char)a->message[cut] & 0xC0) == 0x80) cut--; /* whole UTF-8 characters */
        snprintf(m, sizeof m, _("%.*s   (buttons: %s)"), cut, a->message, add);
        snprintf(a->message, sizeof a->message, "%s", m);
    }
    snprintf(done, sizeof done, "%s", a->message);
}
