/* script_run.c: QA scripts turned into real SDL events (see script_run.h). */
#define _POSIX_C_SOURCE 200809L
#include "i18n.h"
#include "overlay.h"
#include "toolbar.h"
#include "lessons_ui.h"
#include "lesson_menu.h"
#include "sweep_mode.h"
#include "tunnel.h"
#include "raytool.h"
#include "peer_ui.h"
#include "scenes_ui.h"
#include "script_run.h"
#include "help.h"
#include "lang_ui.h"
#include "loop.h"
#include "framing.h"
#include "hud.h"

#include "explain.h"
#include "gfx.h"
#include "hud_text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    const hd_script *script;
    script_key *keys; /* per command, the resolved key */
    int pos;
    bool waiting;
    Uint32 wait_until;
    int pace;           /* ms after every line (`pace`) */
    double clock_ms;    /* the script's own time: its waits and delays so far */
    int passed, failed; /* expects */
    Uint32 buttons; /* SDL_BUTTON() mask of the buttons a script holds down */
} R;

bool hd_script_resolve_key(const char *name, script_key *out)
{
    static const struct {
        const char *alias, *sdl;
    } aliases[] = {{"plus", "+"}, {"minus", "-"}, {"equals", "="}, {"esc", "Escape"},
                   {"space", "Space"}, {"enter", "Return"}};
    const char *n = name;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (SDL_strcasecmp(name, aliases[i].alias) == 0) n = aliases[i].sdl;
    SDL_Keycode k = SDL_GetKeyFromName(n);
    if (k == SDLK_UNKNOWN) return false;
    SDL_Scancode sc = SDL_GetScancodeFromName(n);
    if (sc == SDL_SCANCODE_UNKNOWN) sc = SDL_GetScancodeFromKey(k);
    out->sym = k;
    out->scan = sc;
    return true;
}

int hd_script_run_init(const hd_script *s)
{
    R.script = s;
    R.pos = 0;
    R.buttons = 0;
    R.waiting = false;
    R.pace = 0;
    R.clock_ms = 0;
    R.passed = R.failed = 0;
    if (!s || s->count == 0) return HD_EXIT_OK;
    R.keys = calloc((size_t)s->count, sizeof *R.keys);
    if (!R.keys) return HD_EXIT_RUNTIME;
    for (int i = 0; i < s->count; i++) {
        const hd_script_cmd *c = &s->cmds[i];
        if (c->op == HD_SC_KEY && !hd_script_resolve_key(c->text, &R.keys[i])) {
            fprintf(stderr, _("hitdemo: %s:%d: unknown key name '%s' (SDL key names such as Tab, "
                            "F12, 3, h, Escape; or plus, minus)\n"),
                    s->path, c->line, c->text);
            return HD_EXIT_USAGE;
        }
    }
    return HD_EXIT_OK;
}

void hd_script_run_shutdown(void)
{
    free(R.keys);
    R.keys = NULL;
    R.script = NULL;
}

bool hd_script_run_active(void)
{
    return R.script && R.script->count > 0 && (R.pos < R.script->count || R.waiting);
}

double hd_script_run_clock_ms(void)
{
    return R.clock_ms;
}

bool hd_script_run_left(void)
{
    return R.script && R.pos < R.script->count;
}

bool hd_script_run_waiting(int *timeout_ms)
{
    if (!R.waiting) return false;
    Uint32 now = SDL_GetTicks();
    if (SDL_TICKS_PASSED(now, R.wait_until)) {
        R.waiting = false;
        return false;
    }
    *timeout_ms = (int)(R.wait_until - now);
    return true;
}

static void push_key(const hd_ctx *a, const script_key *k, int mods)
{
    Uint16 m = KMOD_NONE;
    if (mods & HD_MOD_SHIFT) m |= KMOD_LSHIFT;
    if (mods & HD_MOD_CTRL) m |= KMOD_LCTRL;
    if (mods & HD_MOD_ALT) m |= KMOD_LALT;
    for (int down = 1; down >= 0; down--) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        e.key.windowID = a->win_id;
        e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.sym = k->sym;
        e.key.keysym.scancode = k->scan;
        e.key.keysym.mod = m;
        SDL_PushEvent(&e);
    }
}

/* down / up / click: a motion to X Y (carrying the buttons held), then the
 * press and/or release there, as real SDL events with the window's id. */
static void push_button(const hd_ctx *a, const hd_script_cmd *c)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = a->win_id;
    e.motion.x = c->a;
    e.motion.y = c->b;
    e.motion.state = R.buttons;
    e.motion.which = HD_SCRIPT_MOUSE_ID;
    SDL_PushEvent(&e);
    for (int down = 1; down >= 0; down--) {
        if ((down && c->op == HD_SC_UP) || (!down && c->op == HD_SC_DOWN)) continue;
        SDL_zero(e);
        e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        e.button.windowID = a->win_id;
        e.button.button = (Uint8)c->button;
        e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = (Uint8)c->clicks;
        e.button.x = c->a;
        e.button.y = c->b;
        e.button.which = HD_SCRIPT_MOUSE_ID;
        if (down) R.buttons |= SDL_BUTTON(c->button);
        else R.buttons &= ~SDL_BUTTON(c->button);
        SDL_PushEvent(&e);
    }
}

/* The step of I shown now as the HUD writes it: "step k of n: ..." with
 * the numbers rounded unless P is on, or "off". */
static void step_text(const hd_ctx *a, char *buf, size_t n)
{
    const hd_scene *s = &a->scene;
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
    char raw[400];
    hd_explain_step_text(x, a->show.inner ? a->show.step - 1 : -1, raw, sizeof raw);
    if (a->show.full_numbers) snprintf(buf, n, "%s", raw);
    else hd_hud_round_numbers(raw, buf, n);
}

/* report layout: the bars' boxes and the shapes' (as a window draws the
 * frame: the message in its strip); report hud: the HUD's lines. */
static void report_layout_or_hud(hd_ctx *a, const hd_script_cmd *c, const char *name)
{
    hd_loop_update();
    hd_loop_draw(false);
    hd_gfx g = hd_ctx_gfx(a);
    hd_hud hud;
    hd_loop_hud(&hud, true);
    if (c->a == 6) {
        static char rep[16384];
        hd_hud_report(&g, &a->scene, &a->show, &hud, rep, sizeof rep);
        printf("%s:%d: report hud\n%s", name, c->line, rep);
        fflush(stdout);
        return;
    }
    hd_chrome ch;
    hd_chrome_lay_out(&g, &a->scene, &a->show, &hud, true, &ch);
    if (!a->show.hud) ch.hud = (hd_pxbox){0, 0, 0, 0};
    char b[5][80], sh[80], fr[80];
    hd_chrome_box_text(ch.toolbar, b[0], sizeof b[0]);
    hd_chrome_box_text(ch.hud, b[1], sizeof b[1]);
    hd_chrome_box_text(ch.message, b[2], sizeof b[2]);
    hd_chrome_box_text(ch.panel, b[3], sizeof b[3]);
    hd_chrome_box_text(ch.strip, b[4], sizeof b[4]);
    hd_chrome_box_text(hd_framing_shapes_px(a), sh, sizeof sh);
    hd_chrome_box_text(ch.free, fr, sizeof fr);
    printf("%s:%d: report layout\nwindow: %d,%d drawable %d,%d\ntoolbar: %s\nhud: %s\nmessage: %s\npanel: %s\n"
           "strip: %s\nfree: %s\nshapes: %s\n",
           name, c->line, a->view.win_w, a->view.win_h, a->view.draw_w, a->view.draw_h, b[0], b[1], b[2], b[3], b[4],
           fr, sh);
    /* the scene's description bar, in the language it is drawn in */
    if (hud.scene_line) printf("scene line: %s\n", hud.scene_line);
    fflush(stdout);
}

/* An expect: one line with its result; a failure is counted (the run goes
 * on and exits 1 at the end). */
static void run_expect(hd_ctx *a, const hd_script_cmd *c, const char *name)
{
    hd_loop_update();
    const hd_scene *sc = &a->scene;
    char label[160], why[256] = "";
    char nx[40], ny[40];
    bool ok = false;
    switch (c->expect) {
    case HD_EX_STATE:
        snprintf(label, sizeof label, "expect %s", c->collide ? "collide" : "clear");
        ok = sc->collide == c->collide;
        if (!ok) snprintf(why, sizeof why, "%s", sc->collide ? _("the shapes collide") : _("the shapes do not collide"));
        break;
    case HD_EX_HITS:
        snprintf(label, sizeof label, "expect hits %d", c->a);
        ok = sc->mouse_known && sc->hit_count == c->a;
        if (!sc->mouse_known) snprintf(why, sizeof why, _("no mouse position yet"));
        else if (!ok)
            snprintf(why, sizeof why, ngettext("%d hit point", "%d hit points", sc->hit_count), sc->hit_count);
        break;
    case HD_EX_HIT: {
        hd_format_double(c->x, nx, sizeof nx);
        hd_format_double(c->y, ny, sizeof ny);
        snprintf(label, sizeof label, "expect hit %s,%s", nx, ny);
        int n = sc->hit_count < HD_SCENE_MAX_HITS ? sc->hit_count : HD_SCENE_MAX_HITS;
        double best = INFINITY;
        int bi = -1;
        for (int i = 0; i < n; i++) {
            double d = hypot(sc->hits[i].x - c->x, sc->hits[i].y - c->y);
            if (d < best) {
                best = d;
                bi = i;
            }
        }
        ok = sc->mouse_known && bi >= 0 && best <= 1e-9;
        if (!sc->mouse_known) snprintf(why, sizeof why, _("no mouse position yet"));
        else if (bi < 0) snprintf(why, sizeof why, _("there are no hit points"));
        else if (!ok) {
            hd_format_double(sc->hits[bi].x, nx, sizeof nx);
            hd_format_double(sc->hits[bi].y, ny, sizeof ny);
            snprintf(why, sizeof why, _("no hit point within 1e-9 (nearest %s,%s at %g, of %d)"), nx, ny,
                     best, sc->hit_count);
        }
        break;
    }
    case HD_EX_MOUSE: {
        hd_format_double(c->x, nx, sizeof nx);
        hd_format_double(c->y, ny, sizeof ny);
        snprintf(label, sizeof label, "expect mouse %s,%s", nx, ny);
        double d = hypot(sc->mouse.x - c->x, sc->mouse.y - c->y);
        ok = sc->mouse_known && d <= 1e-9 * fmax(1, fmax(fabs(c->x), fabs(c->y)));
        if (!sc->mouse_known) snprintf(why, sizeof why, _("no mouse position yet"));
        else if (!ok) {
            hd_format_double(sc->mouse.x, nx, sizeof nx);
            hd_format_double(sc->mouse.y, ny, sizeof ny);
            snprintf(why, sizeof why, _("the cursor is at logical %s,%s"), nx, ny);
        }
        break;
    }
    case HD_EX_ZOOM:
        hd_format_double(c->x, nx, sizeof nx);
        snprintf(label, sizeof label, "expect zoom %s", nx);
        ok = fabs(a->zoom - c->x) <= 1e-9 * c->x;
        if (!ok) {
            hd_format_double(a->zoom, nx, sizeof nx);
            snprintf(why, sizeof why, _("the zoom is %s"), nx);
        }
        break;
    case HD_EX_MESSAGE:
        snprintf(label, sizeof label, "expect message %.140s", c->text);
        ok = strstr(a->message, c->text) != NULL;
        if (!ok) snprintf(why, sizeof why, _("the message is '%.200s'"), a->message);
        break;
    case HD_EX_STEP: {
        char st[400];
        step_text(a, st, sizeof st);
        snprintf(label, sizeof label, "expect step %.140s", c->text);
        ok = strstr(st, c->text) != NULL;
        if (!ok) snprintf(why, sizeof why, _("the step is '%.200s'"), st);
        break;
    }
    case HD_EX_SWEEP: {
        hd_format_double(c->x, nx, sizeof nx);
        snprintf(label, sizeof label, "expect sweep %s%s%s", c->collide ? "hit" : "clear", c->b ? " " : "",
                 c->b ? nx : "");
        int rc;
        hd_sweep_hit h;
        if (!a->show.sweep) snprintf(why, sizeof why, _("sweep mode is off (W)"));
        else if (!hd_sweep_mode_last(&rc, &h)) snprintf(why, sizeof why, _("no sweep yet (the cursor has not moved)"));
        else if (rc != HD_SWEEP_OK) snprintf(why, sizeof why, _("the sweep has no answer: %s"), hd_sweep_error(rc));
        else if (h.hit != c->collide) snprintf(why, sizeof why, "%s", h.hit ? _("the sweep hits") : _("the sweep is clear"));
        else if (c->b && fabs(h.toi - c->x) > 1e-12) {
            hd_format_double(h.toi, ny, sizeof ny);
            snprintf(why, sizeof why, _("toi %s (not within 1e-12)"), ny);
        } else ok = true;
        break;
    }
    case HD_EX_RAY: {
        hd_vec2 p, d;
        hd_ray_hit h;
        hd_format_double(c->x, nx, sizeof nx);
        snprintf(label, sizeof label, "expect ray %s%s%s", c->collide ? "hit" : "clear", c->a ? " " : "",
                 c->a ? nx : "");
        if (!hd_raytool_cast(a, &p, &d, &h)) {
            snprintf(why, sizeof why, _("no ray (the ray tool is off or has none)"));
            break;
        }
        ok = h.hit == c->collide && (!c->a || !h.hit || fabs(h.t - c->x) <= 1e-12);
        if (!ok) hd_raytool_text(&h, true, why, sizeof why);
        break;
    }
    case HD_EX_DISTANCE: {
        hd_format_double(c->x, nx, sizeof nx);
        snprintf(label, sizeof label, "expect distance %s", nx);
        double d = sc->dist.distance, D = c->x;
        if (!sc->mouse_known) snprintf(why, sizeof why, _("no mouse position yet"));
        else if (sc->collide && D > 0) snprintf(why, sizeof why, _("the shapes collide (distance 0)"));
        else {
            ok = fabs(d - D) <= 1e-9 * fmax(fabs(d), fabs(D));
            if (!ok) {
                hd_format_double(d, nx, sizeof nx);
                snprintf(why, sizeof why, _("the distance is %s (not within 1e-9 relative)"), nx);
            }
        }
        break;
    }
    case HD_EX_PEER: {
        static const char *words[] = {"none", "clear", "collide"};
        snprintf(label, sizeof label, "expect peer %s", words[c->a + 1]);
        hd_peer_state st = hd_peer_ui_answer(a);
        int got = st == HD_PEER_HIT ? 1 : st == HD_PEER_CLEAR ? 0 : -1;
        ok = st != HD_PEER_ASKING && got == c->a;
        const char *peer = hd_peer_ui_selected();
        if (st == HD_PEER_ASKING) snprintf(why, sizeof why, _("peer %s gave no answer in time"), peer ? peer : "?");
        else if (!ok && st == HD_PEER_OFF) snprintf(why, sizeof why, _("no peer is on"));
        else if (!ok) snprintf(why, sizeof why, _("peer %s says %s"), peer ? peer : "?", words[got + 1]);
        break;
    }
    }
    if (ok) {
        R.passed++;
        printf("%s:%d: %s: ok\n", name, c->line, label);
        fflush(stdout);
        snprintf(a->message, sizeof a->message, _("line %d: %.200s: ok"), c->line, label);
    } else {
        R.failed++;
        char st[1024];
        hd_ctx_report_state(a, st, sizeof st);
        fflush(stdout);
        fprintf(stderr, _("hitdemo: %s:%d: %s failed: %s; %s\n"), name, c->line, label, why, st);
        snprintf(a->message, sizeof a->message, _("line %d: %.80s FAILED: %.100s"), c->line, label, why);
    }
    hd_ctx_dirty(a);
}

/* Runs one command (of the script, or made up by the soak). */
void hd_script_run_cmd(hd_ctx *a, const hd_script_cmd *c, const script_key *key, const char *name)
{
    SDL_Event e;
    SDL_zero(e);
    switch (c->op) {
    case HD_SC_MOVE:
        e.type = SDL_MOUSEMOTION;
        e.motion.windowID = a->win_id;
        e.motion.x = c->a;
        e.motion.y = c->b;
        e.motion.xrel = a->mouse_known ? c->a - (int)lround(a->mouse_wx) : 0;
        e.motion.yrel = a->mouse_known ? c->b - (int)lround(a->mouse_wy) : 0;
        e.motion.state = R.buttons; /* a drag: the buttons held by down */
        e.motion.which = HD_SCRIPT_MOUSE_ID;
        SDL_PushEvent(&e);
        break;
    case HD_SC_DOWN:
    case HD_SC_UP:
    case HD_SC_CLICK: push_button(a, c); break;
    case HD_SC_KEY: push_key(a, key, c->mods); break;
    case HD_SC_FINGER:
        /* as a touch screen reports it: normalised to the window */
        e.type = c->b == 0 ? SDL_FINGERDOWN : c->b == 1 ? SDL_FINGERMOTION : SDL_FINGERUP;
        e.tfinger.touchId = HD_SCRIPT_TOUCH_ID;
        e.tfinger.fingerId = c->a;
        e.tfinger.x = (float)(c->x / (a->view.win_w > 0 ? a->view.win_w : 1));
        e.tfinger.y = (float)(c->y / (a->view.win_h > 0 ? a->view.win_h : 1));
        e.tfinger.pressure = c->b == 2 ? 0.0f : 1.0f;
#if SDL_VERSION_ATLEAST(2, 0, 12)
        e.tfinger.windowID = a->win_id;
#endif
        SDL_PushEvent(&e);
        break;
    case HD_SC_WHEEL:
        e.type = SDL_MOUSEWHEEL;
        e.wheel.windowID = a->win_id;
        e.wheel.y = c->a;
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
        e.wheel.which = HD_SCRIPT_MOUSE_ID;
#if SDL_VERSION_ATLEAST(2, 0, 18)
        e.wheel.preciseY = (float)c->a;
#endif
        SDL_PushEvent(&e);
        break;
    case HD_SC_RESIZE: {
        double dw, dh;
        if (a->headless && !hd_loop_drawable_fits(c->a, c->b, a->pixel_ratio, &dw, &dh)) {
            fprintf(stderr, _("hitdemo: %s:%d: resize %d %d: the drawable would be %.0fx%.0f at pixel ratio %g, "
                            "outside 1..%d pixels a side\n"),
                    name, c->line, c->a, c->b, dw, dh, a->pixel_ratio, HD_WINDOW_MAX);
            a->status = HD_EXIT_USAGE;
            a->quit = true;
            break;
        }
        SDL_SetWindowSize(a->win, c->a, c->b);
        /* Some video drivers resize later (or not at all when the size is
         * unchanged); the handler re-reads the real sizes either way. */
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = a->win_id;
        e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
        e.window.data1 = c->a;
        e.window.data2 = c->b;
        SDL_PushEvent(&e);
        break;
    }
    case HD_SC_RATIO: {
        int ww, wh;
        double dw, dh;
        SDL_GetWindowSize(a->win, &ww, &wh);
        if (!a->headless) {
            fprintf(stderr, _("hitdemo: %s:%d: ratio: only with --headless (a real window's ratio comes from "
                            "the display)\n"), name, c->line);
            a->status = HD_EXIT_USAGE;
            a->quit = true;
        } else if (!hd_loop_drawable_fits(ww, wh, c->x, &dw, &dh)) {
            fprintf(stderr, _("hitdemo: %s:%d: ratio %g: the drawable would be %.0fx%.0f, outside 1..%d pixels a side\n"),
                    name, c->line, c->x, dw, dh, HD_WINDOW_MAX);
            a->status = HD_EXIT_USAGE;
            a->quit = true;
        } else
            hd_loop_set_ratio(c->x);
        break;
    }
    case HD_SC_WINDOW: {
        /* the window event, as the window system would send it */
        static const Uint8 events[] = {SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_RESTORED,
                                       SDL_WINDOWEVENT_MAXIMIZED, SDL_WINDOWEVENT_HIDDEN,
                                       SDL_WINDOWEVENT_SHOWN,     SDL_WINDOWEVENT_ENTER,
                                       SDL_WINDOWEVENT_LEAVE,     SDL_WINDOWEVENT_FOCUS_GAINED,
                                       SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_EXPOSED};
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = a->win_id;
        e.window.event = events[c->a];
        SDL_PushEvent(&e);
        break;
    }
    case HD_SC_WAIT:
        R.clock_ms += c->a;
        R.waiting = true;
        R.wait_until = SDL_GetTicks() + (Uint32)c->a;
        break;
    case HD_SC_SCREENSHOT:
        if (hd_loop_save_png(c->text)) {
            printf("screenshot: %s (%dx%d)\n", c->text, a->view.draw_w, a->view.draw_h);
            fflush(stdout);
        } else {
            fprintf(stderr, _("hitdemo: %s:%d: screenshot failed: %s\n"), name, c->line, SDL_GetError());
            a->status = HD_EXIT_RUNTIME;
            a->quit = true;
        }
        break;
    case HD_SC_SVG: {
        char err[1200];
        if (hd_loop_save_svg(c->text, err, sizeof err)) {
            printf("svg: %s (%dx%d)\n", c->text, a->view.draw_w, a->view.draw_h);
            fflush(stdout);
        } else {
            fprintf(stderr, _("hitdemo: %s:%d: svg failed: %s\n"), name, c->line, err);
            a->status = HD_EXIT_RUNTIME;
            a->quit = true;
        }
        break;
    }
    case HD_SC_EXPECT: run_expect(a, c, name); break;
    case HD_SC_BASE:
        if (c->base_default) {
            hd_ctx_recentre(a); /* as keys 1-8 */
            hd_scene_set_base_kind(&a->scene, c->base_kind);
        } else {
            hd_shape cs = hd_shape_of(c->shape);
            hd_scene_set_base(&a->scene, &cs);
        }
        hd_ctx_dirty(a);
        break;
    case HD_SC_CURSOR:
        hd_scene_set_cursor(&a->scene, c->tpl);
        hd_ctx_dirty(a);
        break;
    case HD_SC_SCENE: {
        /* framed as --scene frames it: the zoom of the file (else 1), the
         * contact at the window's centre */
        const hd_scenefile *sf = c->scene;
        hd_scenes_ui_open(a, sf, c->text);
        hd_ctx_message(a, "scene %s: %s", c->text, sf->description);
        break;
    }
    case HD_SC_RAY: hd_raytool_set(a, (hd_vec2){c->ray[0], c->ray[1]}, (hd_vec2){c->ray[2], c->ray[3]}); break;
    case HD_SC_VIEW: hd_ctx_set_view(a, c->z, (hd_vec2){c->x, c->y}); break;
    case HD_SC_PLACE: hd_ctx_place_cursor(a, (hd_vec2){c->x, c->y}); break;
    case HD_SC_PACE: R.pace = c->a; break;
    case HD_SC_TICK: hd_tunnel_tick(a, c->a); break;
    case HD_SC_QUIT: a->quit = true; break;
    case HD_SC_LESSON: {
        char err[600];
        if (!hd_lesson_menu_go(a, c->a, err, sizeof err)) {
            fprintf(stderr, _("hitdemo: %s:%d: lesson %d: %s\n"), name, c->line, c->a, err);
            a->status = HD_EXIT_USAGE;
            a->quit = true;
        }
        break;
    }
    case HD_SC_LANG: {
        char why[300];
        if (!hd_lang_ui_set(a, (hd_lang)c->a, why, sizeof why)) {
            fprintf(stderr, "hitdemo: %s:%d: lang %s: %s\n", name, c->line, hd_lang_code((hd_lang)c->a), why);
            a->status = HD_EXIT_RUNTIME;
            a->quit = true;
        }
        break;
    }
    case HD_SC_REPORT: {
        if (c->a == 7) {
            printf("%s:%d: report lang: %s\n", name, c->line, hd_lang_code(hd_lang_current()));
            fflush(stdout);
            break;
        }
        if (c->a == 5 || c->a == 6) {
            report_layout_or_hud(a, c, name);
            break;
        }
        if (c->a == 4) {
            hd_gfx g = hd_ctx_gfx(a);
            int pages = hd_help_pages(a, &g);
            if (a->show.help) printf("%s:%d: report help: page %d of %d\n", name, c->line, a->show.help_page + 1, pages);
            else printf("%s:%d: report help: closed (%d page%s)\n", name, c->line, pages, pages == 1 ? "" : "s");
            fflush(stdout);
            break;
        }
        if (c->a == 3) {
            char st[400];
            hd_loop_update();
            step_text(a, st, sizeof st);
            printf("%s:%d: report step: %s\n", name, c->line, st);
            fflush(stdout);
            break;
        }
        /* the frame as it is now (the map, if on, completed first) */
        hd_loop_update();
        hd_loop_draw(false);
        static char rep[32768];
        if (c->a == 2) {
            hd_loop_draw(false);
            hd_toolbar_report(a, rep, sizeof rep);
            printf("%s:%d: report toolbar\n%s", name, c->line, rep);
        } else if (c->a == 1) {
            const hd_lesson_view *lv = hd_lessons_ui_view();
            hd_gfx g = hd_ctx_gfx(a);
            if (lv) hd_lesson_panel_report(&g, lv, &a->scene, a->view.draw_h, rep, sizeof rep);
            else snprintf(rep, sizeof rep, "lesson: none open\n");
            printf("%s:%d: report lesson\n%s", name, c->line, rep);
            if (lv) {
                /* where the two shapes are drawn: the framing test checks
                 * they are in the window, above the panel */
                hd_vec2 lo, hi, clo, chi;
                hd_shape vbase = hd_scene_base(&a->scene);
                hd_shape_bounds(&vbase, &lo, &hi);
                hd_shape vcur = hd_scene_cursor(&a->scene);
                hd_shape_bounds(&vcur, &clo, &chi);
                hd_vec2 p0 = hd_view_to_pixels(&a->view, (hd_vec2){fmin(lo.x, clo.x), fmin(lo.y, clo.y)});
                hd_vec2 p1 = hd_view_to_pixels(&a->view, (hd_vec2){fmax(hi.x, chi.x), fmax(hi.y, chi.y)});
                printf("shapes: %.0f,%.0f,%.0f,%.0f\n", p0.x, p0.y, p1.x, p1.y);
                bool hint;
                printf("toolbar: %.0f\n", hd_toolbar_box_plain(&g, a, &hint).y1);
            }
        } else {
            hd_gfx_labels_report(rep, sizeof rep);
            printf("%s:%d: report labels\n%s", name, c->line, rep);
        }
        fflush(stdout);
        break;
    }
    case HD_SC_PEER: hd_peer_ui_show(a, c->text, "script"); break;
    case HD_SC_SHOW: {
        bool *flags[] = {&a->show.hud, &a->show.dist, &a->show.inner, &a->show.map,
                         &a->show.naive, &a->show.outline, &a->show.help, &a->snap, &a->show.full_numbers,
                         &a->show.toolbar, &a->show.sweep};
        *flags[c->a] = c->b == 1;
        hd_ctx_dirty(a);
        break;
    }
    case HD_SC_TEXT: {
        /* SDL_TEXTINPUT events of at most 31 bytes, cut between characters */
        const char *p = c->text;
        while (*p) {
            size_t n = strlen(p);
            if (n > sizeof e.text.text - 1) {
                n = sizeof e.text.text - 1;
                while (n > 0 && ((unsigned char)p[n] & 0xC0) == 0x80) n--;
            }
            SDL_zero(e);
            e.type = SDL_TEXTINPUT;
            e.text.windowID = a->win_id;
            memcpy(e.text.text, p, n);
            e.text.text[n] = '\0';
            SDL_PushEvent(&e);
            p += n;
        }
        break;
    }
    }
}

void hd_script_run_step(hd_ctx *a)
{
    const hd_script_cmd *c = &R.script->cmds[R.pos];
    const char *name = R.script->path;
    const script_key *key = &R.keys[R.pos];
    R.pos++;
    hd_script_run_cmd(a, c, key, name);
    /* pace / --script-delay: a delay after the line */
    int delay = a->opt->script_delay >= 0 ? a->opt->script_delay : R.pace;
    if (delay > 0 && c->op != HD_SC_PACE && !a->quit) {
        R.clock_ms += delay;
        Uint32 base = R.waiting ? R.wait_until : SDL_GetTicks();
        R.waiting = true;
        R.wait_until = base + (Uint32)delay;
    }
    if (R.pos == R.script->count && !a->quit) {
        printf("%s: %d passed, %d failed\n", name, R.passed, R.failed);
        fflush(stdout);
        if (R.passed + R.failed > 0)
            snprintf(a->message, sizeof a->message, _("script done: %d passed, %d failed%s"), R.passed, R.failed,
                     a->headless ? "" : "   (Esc quits)");
        else if (!a->headless)
            snprintf(a->message, sizeof a->message, _("script done   (Esc quits)"));
        hd_ctx_dirty(a);
        if (R.failed > 0 && a->status == HD_EXIT_OK) a->status = HD_EXIT_EXPECT;
    }
}

void hd_script_run_stopped(hd_ctx *a)
{
    if (!R.script || R.pos >= R.script->count) return;
    printf("%s: stopped at line %d of %d (quit): %d passed, %d failed\n", R.script->path,
           R.pos > 0 ? R.script->cmds[R.pos - 1].line : 0, R.script->cmds[R.script->count - 1].line, R.passed,
           R.failed);
    fflush(stdout);
    if (R.failed > 0 && a->status == HD_EXIT_OK) a->status = HD_EXIT_EXPECT;
}
