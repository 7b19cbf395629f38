/* recorder.c: R, the input recorded as a replayable script (see recorder.h). */
#include "recorder.h"
#include "i18n.h"

#include "explain.h"
#include "hud_text.h"
#include "outdir.h"
#include "peer_ui.h"
#include "specedit.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static struct {
    FILE *f;
    char path[HD_OUTDIR_PATH];
    int seq;
    int lines;
    Uint32 last_ms;         /* when the time of the last wait was counted to */
    double zoom;            /* the view as a replay has it at this point */
    hd_vec2 origin;
    bool view_explained;    /* the last event's line replays its view change */
    int win_w, win_h;       /* the window size as a replay has it */
} W;

static void line(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

static void line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(W.f, fmt, ap);
    va_end(ap);
    fputc('\n', W.f);
    W.lines++;
}

static void view_line(double zoom, hd_vec2 o)
{
    char z[40], x[40], y[40];
    hd_format_double(zoom, z, sizeof z);
    hd_format_double(o.x == 0 ? 0 : o.x, x, sizeof x);
    hd_format_double(o.y == 0 ? 0 : o.y, y, sizeof y);
    line("view %s %s %s", z, x, y);
}

static void remember_view(const hd_ctx *a)
{
    W.zoom = a->zoom;
    W.origin = a->origin;
}

/* The view changed since the last line: a `view` line unless the last
 * recorded line (a key) replays the change itself. */
static void sync_view(const hd_ctx *a)
{
    if (a->zoom == W.zoom && a->origin.x == W.origin.x && a->origin.y == W.origin.y) return;
    if (!W.view_explained) view_line(a->zoom, a->origin);
    remember_view(a);
}

static void wait_gap(void)
{
    Uint32 now = SDL_GetTicks();
    Uint32 d = now - W.last_ms;
    if (d >= HD_REC_MIN_WAIT) {
        line("wait %u", (unsigned)d);
        W.last_ms = now;
    }
}

static bool is_modifier(SDL_Keycode k)
{
    switch (k) {
    case SDLK_LSHIFT:
    case SDLK_RSHIFT:
    case SDLK_LCTRL:
    case SDLK_RCTRL:
    case SDLK_LALT:
    case SDLK_RALT:
    case SDLK_LGUI:
    case SDLK_RGUI:
    case SDLK_MODE:
    case SDLK_CAPSLOCK:
    case SDLK_NUMLOCKCLEAR: return true;
    default: return false;
    }
}

/* The lines that restore the state at the start of the recording. */
static void header(const hd_ctx *a)
{
    const hd_scene *s = &a->scene;
    line("# hitdemo recording (R). Replay it with the same window options:");
    line("#   hitdemo --window %d,%d --script %s", a->view.win_w, a->view.win_h, W.path);
    line("# (add --headless, --pixel-ratio R, --screenshot FILE as needed). Gaps under %d ms",
         HD_REC_MIN_WAIT);
    line("# add up into the next wait. First the state at the start, then the input.");
    const hd_options *o = a->opt;
    if (a->view.win_w != o->win_w || a->view.win_h != o->win_h)
        line("resize %d %d", a->view.win_w, a->view.win_h);
    bool default_view = a->zoom == 1 && a->origin.x == 0 && a->origin.y == 0;
    char buf[8192];
    if (s->base_fixed) {
        if (!default_view) view_line(a->zoom, a->origin);
        hd_shape vbase = hd_scene_base(s);
        hd_shape_format(&vbase, buf, sizeof buf);
        line("base %s", buf);
    } else {
        /* A default base is centred in its frame: the visible space when it
         * was chosen. If zoom or pan changed since, choose it at that view. */
        bool frame_is_view = a->frame_origin.x == a->view.origin.x &&
                             a->frame_origin.y == a->view.origin.y && a->frame_w == a->view.log_w &&
                             a->frame_h == a->view.log_h;
        if (!frame_is_view) {
            double zf = a->view.win_w / a->frame_w;
            hd_view v = hd_view_make(a->view.win_w, a->view.win_h, a->view.win_w, a->view.win_h, zf);
            if (zf < 0.25 || zf > 8 || v.log_w != a->frame_w || v.log_h != a->frame_h)
                line("# note: the default base's frame could not be restored exactly");
            view_line(zf, a->frame_origin);
            line("base %s", hd_kind_name(s->base_kind));
            view_line(a->zoom, a->origin);
        } else {
            if (!default_view) view_line(a->zoom, a->origin);
            line("base %s", hd_kind_name(s->base_kind));
        }
    }
    /* cursor templates that differ from their defaults, the current one last */
    for (int i = 0; i <= HD_CURSOR_COUNT; i++) {
        int k = i < HD_CURSOR_COUNT ? i : s->cursor_index;
        if (i == s->cursor_index) continue;
        hd_cursor_tpl def;
        char d[64] = "";
        hd_cursor_format(&s->cursors[k], buf, sizeof buf);
        if (i < HD_CURSOR_COUNT && hd_cursor_default(s->cursors[k].kind, &def)) {
            hd_cursor_format(&def, d, sizeof d);
            if (!strcmp(d, buf)) continue;
        }
        line("cursor %s", buf);
    }
    /* overlays that differ from this run's defaults, snapping */
    /* (set outright: a replay's defaults may differ, e.g. headless hides the HUD) */
    line("show hud %s", a->show.hud ? "on" : "off");
    if (a->show.dist) line("show dist on");
    if (a->show.inner) line("show inner on");
    if (a->show.map) line("show map on");
    if (a->show.naive) line("show naive on");
    if (a->show.outline) line("show outline on");
    if (a->show.help) line("show help on");
    if (a->snap) line("show snap on");
    if (a->show.full_numbers) line("show numbers on");
    /* the peer by name (a replay needs it given with --peer, or built in) */
    if (hd_peer_ui_selected()) line("show peer %s", hd_peer_ui_selected());
    /* the mouse: a window point as SDL gives it, or the exact logical point */
    if (a->mouse_known || a->nudged) {
        if (!a->nudged && a->mouse_wx == floor(a->mouse_wx) && a->mouse_wy == floor(a->mouse_wy) &&
            fabs(a->mouse_wx) <= 1e6 && fabs(a->mouse_wy) <= 1e6) {
            line("move %d %d", (int)a->mouse_wx, (int)a->mouse_wy);
        } else {
            char x[40], y[40];
            hd_format_double(s->mouse.x, x, sizeof x);
            hd_format_double(s->mouse.y, y, sizeof y);
            line("place %s %s", x, y);
        }
    }
    /* stepping (. ,): as many steps from off */
    for (int i = 0; a->show.inner && i < a->show.step; i++) line("key .");
    line("# input");
}

static void start(hd_ctx *a)
{
    char err[HD_OUTDIR_PATH + 200];
    W.f = hd_outdir_create("hitdemo-rec", "txt", &W.seq, W.path, sizeof W.path, err, sizeof err);
    if (!W.f) {
        hd_ctx_message(a, _("cannot record: %s"), err);
        if (a->headless) printf("%s\n", a->message);
        return;
    }
    W.lines = 0;
    W.last_ms = SDL_GetTicks();
    W.view_explained = true;
    W.win_w = a->view.win_w;
    W.win_h = a->view.win_h;
    remember_view(a);
    header(a);
    hd_ctx_message(a, _("recording to %s (R stops)"), W.path);
    if (a->headless) printf("%s\n", a->message);
    fflush(stdout);
}

static void stop(hd_ctx *a)
{
    sync_view(a);
    line("# end of the recording");
    bool ok = !ferror(W.f);
    ok = fclose(W.f) == 0 && ok;
    W.f = NULL;
    if (ok) {
        hd_ctx_message(a, _("recording saved: %s (%d lines)"), W.path, W.lines);
        hd_ctx_offer_file(a, W.path, "text/plain"); /* the page downloads it */
    } else
        hd_ctx_message(a, _("recording: cannot write %s"), W.path);
    if (a->headless) printf("%s\n", a->message);
    fflush(stdout);
}

static bool ours(const hd_ctx *a, Uint32 id)
{
    return id == a->win_id || id == 0;
}

/* X while recording: `expect` lines for what is on screen now, so that
 * the replay checks it: collide or clear, the hit count, the distance
 * (shortest round-trip decimals; the replay allows 1e-9 relative). */
static void expect_lines(hd_ctx *a)
{
    if (!W.f) {
        hd_ctx_message(a, "%s", _("X writes expect lines into a recording: start one with R"));
        return;
    }
    hd_ctx_update(a);
    const hd_scene *s = &a->scene;
    sync_view(a);
    wait_gap();
    const char *why;
    if (!hd_ctx_cursor_shown(a, &why)) {
        line("# X: %s, no expect lines", why);
        hd_ctx_message(a, _("no expect lines: %s"), why);
        return;
    }
    char d[40];
    hd_format_double(s->dist.distance, d, sizeof d);
    line("expect %s", s->collide ? "collide" : "clear");
    line("expect hits %d", s->hit_count);
    line("expect distance %s", d);
    /* the peer's answer, once it is in (a window does not wait for it) */
    if (hd_peer_ui_selected()) {
        hd_peer_state ps = a->headless ? hd_peer_ui_answer(a) : hd_peers_pair();
        if (ps == HD_PEER_HIT || ps == HD_PEER_CLEAR || ps == HD_PEER_NONE)
            line("expect peer %s", ps == HD_PEER_HIT ? "collide" : ps == HD_PEER_CLEAR ? "clear" : "none");
    }
    if (a->show.inner && a->show.step > 0) {
        /* the step as the HUD writes it (a replay reads it so), cut to
         * what a script line's text holds */
        char raw[400], st[400];
        hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
        const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
        hd_explain_step_text(x, a->show.step - 1, raw, sizeof raw);
        if (a->show.full_numbers) snprintf(st, sizeof st, "%s", raw);
        else hd_hud_round_numbers(raw, st, sizeof st);
        line("expect step %.200s", st);
    }
    /* TRANSLATORS: collide / clear are the expect line's keywords, kept as they are */
    hd_ctx_message(a, ngettext("expect lines recorded: %s, %d hit point, distance %s",
                               "expect lines recorded: %s, %d hit points, distance %s", s->hit_count),
                   s->collide ? "collide" : "clear", s->hit_count, d);
    if (a->headless) printf("%s\n", a->message);
}

bool hd_recorder_event(hd_ctx *a, const SDL_Event *e)
{
    if (!W.f) return false;
    switch (e->type) {
    case SDL_KEYDOWN: {
        if (!ours(a, e->key.windowID) || is_modifier(e->key.keysym.sym)) break;
        /* R and X make the recording; they are not input to replay */
        const hd_key *b = hd_specedit_open() ? NULL : hd_keymap_find(a->keys, a->key_count, &e->key);
        if (b && (b->flags & HD_KEY_NOT_RECORDED)) break;
        sync_view(a);
        SDL_Keycode sym = e->key.keysym.sym;
        Uint16 mod = e->key.keysym.mod;
        const char *name = SDL_GetKeyName(sym);
        wait_gap();
        if (!name[0] || SDL_GetKeyFromName(name) != sym) {
            line("# key %d: no name a script reads back, not recorded", (int)sym);
            W.view_explained = false;
            break;
        }
        line("key %s%s%s%s", (mod & KMOD_SHIFT) ? "shift+" : "", (mod & KMOD_CTRL) ? "ctrl+" : "",
             (mod & KMOD_ALT) ? "alt+" : "", name);
        W.view_explained = true;
        break;
    }
    case SDL_TEXTINPUT:
        /* typed into a text field (E, C): replayed by a `text` line */
        if (!ours(a, e->text.windowID)) break;
        wait_gap();
        if (strspn(e->text.text, " ") == strlen(e->text.text)) line("# text of spaces only: not recorded");
        else line("text %s", e->text.text);
        break;
    case SDL_MOUSEMOTION:
        if (!ours(a, e->motion.windowID)) break;
        sync_view(a);
        wait_gap();
        line("move %d %d", e->motion.x, e->motion.y);
        W.view_explained = false; /* a pan: the view it leads to is recorded */
        break;
    case SDL_MOUSEWHEEL: {
        if (!ours(a, e->wheel.windowID)) break;
        sync_view(a);
        int y = e->wheel.y;
        if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
        if (SDL_GetModState() & KMOD_CTRL) {
            W.view_explained = false; /* Ctrl+wheel zooms: recorded as a view */
        } else if (y != 0) {
            wait_gap();
            line("wheel %d", y);
            W.view_explained = true;
        }
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (!ours(a, e->button.windowID)) break;
        sync_view(a);
        W.view_explained = false;
        break;
    case SDL_WINDOWEVENT:
        if (!ours(a, e->window.windowID) || e->window.event != SDL_WINDOWEVENT_SIZE_CHANGED) break;
        sync_view(a);
        if (e->window.data1 != W.win_w || e->window.data2 != W.win_h) {
            W.win_w = e->window.data1;
            W.win_h = e->window.data2;
            wait_gap();
            line("resize %d %d", W.win_w, W.win_h);
            W.view_explained = true;
        }
        break;
    default: break;
    }
    return false;
}

bool hd_recorder_key_record(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    if (!k->repeat) {
        if (W.f) stop(a);
        else start(a);
    }
    return true;
}

bool hd_recorder_key_expect(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    if (!k->repeat) expect_lines(a);
    return true;
}

void hd_recorder_shutdown(hd_ctx *a)
{
    if (W.f) stop(a);
}
