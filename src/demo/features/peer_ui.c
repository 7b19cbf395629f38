/* peer_ui.c: the peer overlay (see peer_ui.h). */
#include "peer_ui.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "cmap.h"
#include "overlay_peer.h"

/* From the window program's folder to the installed programs' folder
 * (set by CMake; "" in the build tree, where they sit side by side). */
#ifndef HD_BIN_REL
#define HD_BIN_REL ""
#endif

static struct {
    bool ready;
    hd_peer_state shown; /* what the HUD last said */
    int rows_shown;      /* map rows drawn */
    char line[400];
    char map_line[240];
} U;

static void ready(const hd_ctx *a)
{
    if (U.ready) return;
    U.ready = true;
    const hd_options *o = a->opt;
    char *dir = NULL;
#ifndef __EMSCRIPTEN__
    dir = SDL_GetBasePath();
#endif
    char d[4096] = "";
    if (dir) {
        snprintf(d, sizeof d, "%s", dir);
        size_t l = strlen(d);
        if (l > 1 && d[l - 1] == '/') d[l - 1] = '\0';
        SDL_free(dir);
    }
    hd_peers_setup(o ? o->peers : NULL, o ? o->peer_count : 0, o ? o->peer_timeout : 10, d[0] ? d : NULL,
                   HD_BIN_REL);
}

/* Tells a failure: the message on screen (and on stderr headless). */
static bool told_failure(hd_ctx *a)
{
    char err[1300];
    if (!hd_peers_failed(err, sizeof err)) return false;
    for (char *c = err; *c; c++) /* the peer's last lines of stderr, on one line */
        if (*c == '\n' || *c == '\r' || *c == '\t') *c = ' ';
    hd_ctx_message(a, _("%s; the peer overlay is off"), err);
    if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
    a->show.peer = false;
    hd_ctx_dirty(a);
    return true;
}

static bool select_peer(hd_ctx *a, int i)
{
    char err[1300];
    if (!hd_peers_select(i, err, sizeof err)) {
        hd_ctx_message(a, _("%s; the peer overlay is off"), err);
        if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
        hd_ctx_dirty(a);
        return false;
    }
    U.shown = HD_PEER_OFF;
    U.rows_shown = -1;
    a->show.peer = i >= 0;
    hd_ctx_dirty(a);
    return true;
}

bool hd_peer_ui_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    ready(a);
    int n = hd_peers_count();
    if (n == 0) {
        hd_ctx_message(a, "%s", _("no peers: none is built in beside the program; give one with --peer 'NAME=COMMAND'"));
        return true;
    }
    int next = hd_peers_selected() + 1;
    if (next >= n) next = -1;
    if (select_peer(a, next)) {
        if (next < 0) hd_ctx_message(a, "%s", _("peer overlay off"));
        else if (hd_peers_inprocess())
            hd_ctx_message(a, _("peer %s (the page runs no programs: naive is its one peer)"), hd_peers_name(next));
        else if (next + 1 < n) hd_ctx_message(a, _("peer %s (U: the next one)"), hd_peers_name(next));
        else hd_ctx_message(a, _("peer %s (U: off)"), hd_peers_name(next));
    }
    return true;
}

/* The pair and the map handed to the peer. */
static void hand_over(hd_ctx *a)
{
    const hd_scene *s = &a->scene;
    if (s->mouse_known) {
        hd_shape b = hd_scene_base(s), c = hd_scene_cursor(s);
        hd_peers_set_pair(&b, &c);
    }
    if (a->show.map) {
        static hd_cmap_key k; /* large: two shapes' worth of vertices */
        hd_shape b = hd_scene_base(s);
        k = hd_cmap_key_make(&b, &s->cursors[s->cursor_index], &a->view, NULL);
        hd_peers_set_map(&k);
    } else {
        hd_peers_set_map(NULL);
    }
}

void hd_peer_ui_update(hd_ctx *a)
{
    bool on = U.ready && hd_peers_selected() >= 0;
    if (a->show.peer != on) {
        a->show.peer = on; /* the toolbar's U */
        hd_ctx_dirty(a);
    }
    if (!on) return;
    if (told_failure(a)) return;
    hd_peers_pump(8);
    hand_over(a);
    hd_peer_state st = hd_peers_pair();
    int w, h, rows = -1;
    unsigned gen;
    if (!hd_peers_map(&w, &h, &rows, &gen)) rows = -1;
    if (st != U.shown || rows != U.rows_shown) hd_ctx_dirty(a);
    U.shown = st;
    U.rows_shown = rows;
}

void hd_peer_ui_draw(const hd_ctx *a, const hd_gfx *g)
{
    if (!a->show.map || hd_peers_selected() < 0) return;
    int w, h, rows;
    unsigned gen;
    const unsigned char *px = hd_peers_map(&w, &h, &rows, &gen);
    if (px) hd_overlay_peer_draw(g, px, w, h, rows, gen);
}

int hd_peer_ui_lines(const hd_ctx *a, const char **lines, int max)
{
    int i = hd_peers_selected();
    if (i < 0 || max < 1) return 0;
    const char *name = hd_peers_name(i);
    hd_peer_state st = hd_peers_pair();
    const char *exact = a->scene.collide ? _("hit") : _("clear");
    char pair[64];
    hd_scene_pair(&a->scene, pair, sizeof pair);
    if (!a->scene.mouse_known) snprintf(U.line, sizeof U.line, _("%s: no cursor yet"), name);
    else if (st == HD_PEER_ASKING) snprintf(U.line, sizeof U.line, _("%s: asking..."), name);
    else if (st == HD_PEER_NONE) snprintf(U.line, sizeof U.line, _("%s: no answer (it does not do %s)"), name, pair);
    else {
        bool hit = st == HD_PEER_HIT;
        if (hit == a->scene.collide)
            snprintf(U.line, sizeof U.line, _("%s: %s \xe2\x80\x94 agrees"), name, hit ? _("hit") : _("clear"));
        else
            snprintf(U.line, sizeof U.line, _("%s: %s \xe2\x80\x94 disagrees (exact: %s)"), name, hit ? _("hit") : _("clear"),
                     exact);
    }
    int n = 0;
    lines[n++] = U.line;
    int p = a->show.map ? hd_peers_map_percent() : -1;
    if (p >= 0 && n < max) {
        if (p >= 100) snprintf(U.map_line, sizeof U.map_line, _("%s map: ready (magenta: %s disagrees)"), name, name);
        else snprintf(U.map_line, sizeof U.map_line, _("%s map: %d%% (magenta: %s disagrees)"), name, p, name);
        lines[n++] = U.map_line;
    }
    return n;
}

bool hd_peer_ui_animating(void)
{
    return hd_peers_busy();
}

bool hd_peer_ui_show(hd_ctx *a, const char *name, const char *what)
{
    ready(a);
    if (!strcmp(name, "off")) return select_peer(a, -1);
    int i = hd_peers_find(name);
    if (i < 0) {
        if (hd_peers_inprocess())
            hd_ctx_message(a, _("%s names peer %s; the page runs no programs: its one peer is naive"), what, name);
        else hd_ctx_message(a, _("%s names peer %s; run with --peer '%s=...'"), what, name, name);
        if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
        return false;
    }
    if (i == hd_peers_selected()) return true;
    return select_peer(a, i);
}

const char *hd_peer_ui_selected(void)
{
    int i = hd_peers_selected();
    return i < 0 ? NULL : hd_peers_name(i);
}

hd_peer_state hd_peer_ui_answer(hd_ctx *a)
{
    if (!U.ready || hd_peers_selected() < 0) return HD_PEER_OFF;
    hd_ctx_update(a);
    hand_over(a);
    hd_peers_settle(false, a->opt ? a->opt->peer_timeout * 1000 + 1000 : 11000);
    hd_peer_state st = hd_peers_pair();
    if (told_failure(a)) return HD_PEER_OFF;
    return st;
}

void hd_peer_ui_settle(hd_ctx *a)
{
    if (!U.ready || hd_peers_selected() < 0) return;
    hand_over(a);
    /* the whole map: each batch within the timeout, and a bound on all */
    hd_peers_settle(true, 600000);
    told_failure(a);
}

void hd_peer_ui_shutdown(void)
{
    hd_overlay_peer_shutdown();
    hd_peers_shutdown();
    U.ready = false;
}
