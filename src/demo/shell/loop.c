/*
 * app.c: the window program. One state struct; the loop is
 * events -> update -> draw, and draws only when something changed.
 *
 * Every input takes one path: real SDL events, the start-up mouse position
 * and script lines (turned into real SDL events pushed with the window's
 * id) all end in app_event() / app_mouse().
 */
#include "loop.h"

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctx.h"
#include "explain.h"
#include "drag.h"
#include "keys.h"
#include "lessons_ui.h"
#include "nav.h"
#include "perf.h"
#include "stress_ui.h"
#include "toolbar.h"
#include "touch.h"
#include "scenes_ui.h"
#include "soak.h"
#include "specedit.h"
#include "recorder.h"
#include "script_run.h"

#include "gfx.h"
#include "gfx_fill.h"
#include "hud.h"
#include "outdir.h"
#include "overlay.h"
#include "render.h"
#include "scene.h"
#include "show.h"
#include "svg.h"
#include "view.h"
#ifdef __EMSCRIPTEN__
#include "web.h"
#endif

/* Time for collision map rows per loop turn while the map is incomplete. */
#define MAP_BUDGET_MS 8.0

static hd_app A;

/* ---- view ---------------------------------------------------------------- */

bool hd_app_drawable_fits(int w, int h, double r, double *dw, double *dh)
{
    double tw = floor(w * r + 0.5), th = floor(h * r + 0.5);
    *dw = tw < 1 ? 1 : tw;
    *dh = th < 1 ? 1 : th;
    return *dw <= HD_WINDOW_MAX && *dh <= HD_WINDOW_MAX;
}

/* Headless drawable: round(W*R) x round(H*R), within HD_WINDOW_MAX a side
 * (start-up and scripts refuse more; this is the last guard). */
static bool headless_target(int w, int h)
{
    double dw, dh;
    if (!hd_app_drawable_fits(w, h, A.pixel_ratio, &dw, &dh)) {
        fprintf(stderr, "hitdemo: a %dx%d window at pixel ratio %g needs a drawable over %d pixels a side\n", w,
                h, A.pixel_ratio, HD_WINDOW_MAX);
        return false;
    }
    int tw = (int)dw, th = (int)dh;
    if (A.target) {
        int cw, ch;
        SDL_QueryTexture(A.target, NULL, NULL, &cw, &ch);
        if (cw == tw && ch == th) return true;
        SDL_SetRenderTarget(A.ren, NULL);
        SDL_DestroyTexture(A.target);
    }
    A.target = SDL_CreateTexture(A.ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, tw, th);
    if (!A.target || SDL_SetRenderTarget(A.ren, A.target) != 0) {
        fprintf(stderr, "hitdemo: cannot create a %dx%d render target: %s\n", tw, th, SDL_GetError());
        return false;
    }
    return true;
}

/* Recomputes the view from the window and drawable sizes (on start-up,
 * resize, display change, zoom, pan) and re-maps the mouse. */
static void app_refresh_view(void)
{
    int ww, wh, dw, dh;
    SDL_GetWindowSize(A.win, &ww, &wh);
    if (A.headless) {
        if (!headless_target(ww, wh)) {
            A.status = HD_EXIT_RUNTIME;
            A.quit = true;
            return;
        }
        SDL_QueryTexture(A.target, NULL, NULL, &dw, &dh);
    } else if (SDL_GetRendererOutputSize(A.ren, &dw, &dh) != 0) {
        dw = ww;
        dh = wh;
    }
    A.view = hd_view_at(hd_view_make(ww, wh, dw, dh, A.zoom), A.origin);
    if (A.mouse_known && !A.nudged)
        hd_scene_set_mouse(&A.scene, hd_nav_snap(&A, hd_view_to_logical(&A.view, A.mouse_wx, A.mouse_wy)));
    A.dirty = true;
}

/* A new window size: the view, and the default base centred anew. */
static void app_resized(void)
{
    app_refresh_view();
    hd_app_recentre(&A);
}

void hd_app_present(hd_app *a, bool on)
{
    if (on == a->show.present) return;
    a->show.present = on;
    if (on) {
        a->present_ui = a->ui_scale;
        a->present_compact = a->show.hud_compact;
        if (a->ui_scale < 2) a->ui_scale = 2;
        a->show.hud_compact = true;
    } else {
        a->ui_scale = a->present_ui;
        a->show.hud_compact = a->present_compact;
    }
    hd_app_message(a, on ? "presentation: F5 leaves it, Shift+H shows the full HUD" : "presentation off");
}

bool hd_app_cursor_shown(const hd_app *a, const char **why)
{
    if (!a->scene.mouse_known) *why = "no cursor position yet";
    else if (!a->mouse_inside && !a->nudged) *why = "the cursor is hidden (the mouse is outside the window)";
    else return true;
    return false;
}

void hd_app_help_next(hd_app *a)
{
    hd_gfx g = hd_app_gfx(a);
    if (!a->show.help) {
        a->show.help = true;
        a->show.help_page = 0;
    } else if (a->show.help_page + 1 < hd_help_pages(&g)) {
        a->show.help_page++;
    } else {
        a->show.help = false;
        a->show.help_page = 0;
    }
    a->dirty = true;
}

void hd_app_dirty(hd_app *a)
{
    a->dirty = true;
}

void hd_app_set_ratio(hd_app *a, double r)
{
    a->pixel_ratio = r;
    app_refresh_view();
}

void hd_app_set_view(hd_app *a, double zoom, hd_vec2 origin)
{
    a->zoom = hd_view_zoom_step(zoom, 0);
    a->origin.x = isfinite(origin.x) ? origin.x : 0;
    a->origin.y = isfinite(origin.y) ? origin.y : 0;
    app_refresh_view();
}

void hd_app_recentre(hd_app *a)
{
    a->frame_origin = a->view.origin;
    a->frame_w = a->view.log_w;
    a->frame_h = a->view.log_h;
    /* The space the toolbar and a HUD in a top corner leave free, where it
     * leaves at least 60% of the height. */
    if (a->ren && a->view.draw_h > 0 && (a->show.toolbar || (a->show.hud && a->show.hud_corner < 2))) {
        hd_gfx g = hd_app_gfx(a);
        bool hint = false;
        int top = (int)hd_toolbar_box_plain(&g, a, &hint).y1;
        if (a->show.hud && a->show.hud_corner < 2) {
            hd_hud hud = {.mouse_inside = a->mouse_inside, .top_px = top, .lesson = hd_lessons_ui_view()};
            top = (int)hd_hud_measure(&g, &a->scene, &a->show, &hud).y1;
        }
        double cut = (double)top / a->view.draw_h * a->view.log_h;
        if (cut > 0 && cut <= 0.4 * a->frame_h) {
            a->frame_origin.y += cut;
            a->frame_h -= cut;
        }
    }
    a->scene.origin = a->frame_origin;
    a->dirty = true;
}

void hd_app_mouse(hd_app *a, double wx, double wy)
{
    a->mouse_known = true;
    a->nudged = false;
    a->mouse_inside = wx >= 0 && wy >= 0 && wx < a->view.win_w && wy < a->view.win_h;
    a->mouse_wx = wx;
    a->mouse_wy = wy;
    hd_scene_set_mouse(&a->scene, hd_nav_snap(a, hd_view_to_logical(&a->view, wx, wy)));
    a->dirty = true;
}

void hd_app_place_cursor(hd_app *a, hd_vec2 l)
{
    /* The mouse (mouse_wx, mouse_wy) stays where it is: zoom keys still act
     * about it; the cursor shows where it was placed. */
    hd_scene_set_mouse(&a->scene, l);
    a->nudged = true;
    a->hold = true;
    a->dirty = true;
}

void hd_app_message(hd_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->message, sizeof a->message, fmt, ap);
    va_end(ap);
    a->message_at = SDL_GetTicks();
    if (!a->headless) {
        printf("%s\n", a->message);
        fflush(stdout);
    }
    a->dirty = true;
}

/* ---- update / draw ------------------------------------------------------- */

void hd_app_update(hd_app *a)
{
    (void)a; /* the one instance, A */
    hd_scene_update(&A.scene, A.frame_w, A.frame_h);
    /* the step (. ,) within the pair's steps as the shapes change; a new
     * family starts again at its first step; I off ends the stepping */
    if (A.show.step > 0) {
        hd_shape vbase = hd_scene_base(&A.scene), vcur = hd_scene_cursor(&A.scene);
        const hd_explain *x = hd_explain_get(&vbase, &vcur, A.scene.log_w, A.scene.log_h);
        if (!A.show.inner || x->nsteps == 0) A.show.step = 0;
        else if ((int)x->family != A.show.step_family) A.show.step = 1;
        else if (A.show.step > x->nsteps) A.show.step = x->nsteps;
        A.show.step_family = (int)x->family;
    }
    char pair[64], title[160];
    hd_scene_pair(&A.scene, pair, sizeof pair);
    snprintf(title, sizeof title, "hitdemo: %s", pair);
    if (strcmp(title, A.title) != 0) {
        snprintf(A.title, sizeof A.title, "%s", title);
        SDL_SetWindowTitle(A.win, A.title);
    }
}

hd_gfx hd_app_gfx(const hd_app *a)
{
    return (hd_gfx){a->ren, &a->view, a->ui_scale, a->show.full_numbers, a->show.present ? 2.5 : 1};
}

static void app_draw(bool present)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    hd_lessons_ui_frame(&A); /* an open lesson: framed anew after a resize, its panel's step line */
    hd_gfx g = hd_app_gfx(&A);
    hd_gfx_text_frame();
    hd_hud hud = {.mouse_inside = A.mouse_inside && A.mouse_known, .cursor_placed = A.nudged,
                  .mouse_wx = A.mouse_wx, .mouse_wy = A.mouse_wy,
                  .frame_ms = A.frame_ms, .map_status = hd_overlay_map_status(&A.show),
                  .message = A.message[0] ? A.message : NULL, .message_bar = !A.headless, .scene_line = hd_scenes_ui_line(&A),
                  .lesson = hd_lessons_ui_view()};
    if (!A.show.help) hud.top_px = (int)hd_toolbar_box(&g, &A).y1;
    if (!hd_stress_ui_draw(&A, &g, &hud)) hd_render_frame(&g, &A.scene, &A.show, &hud);
    if (!A.show.help) hd_toolbar_draw(&g, &A); /* over the frame; the help is closed by a click */
    if (present && !A.headless) SDL_RenderPresent(A.ren);
    /* Headless, the HUD has no frame time line (frame_ms stays < 0): it
     * would differ from run to run, and headless screenshots are
     * byte-identical for the same options and script. */
    if (!A.headless)
        A.frame_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

void hd_app_draw(hd_app *a, bool present)
{
    (void)a;
    app_draw(present);
}

bool hd_app_save_png(hd_app *a, const char *path)
{
    (void)a;
    hd_app_update(&A);
    hd_overlay_map_update(&A.view, &A.scene, &A.show, INFINITY);
    app_draw(false);
    int w = A.view.draw_w, h = A.view.draw_h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    bool ok = s && SDL_RenderReadPixels(A.ren, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    if (!ok) fprintf(stderr, "hitdemo: cannot save screenshot '%s': %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    if (!A.headless) SDL_RenderPresent(A.ren); /* show the frame just read */
    return ok;
}

bool hd_app_save_svg(hd_app *a, const char *path, char *err, size_t errlen)
{
    (void)a;
    hd_app_update(&A);
    hd_overlay_map_update(&A.view, &A.scene, &A.show, INFINITY);
    /* the frame drawn once more, every primitive also into the figure */
    hd_svg_begin(A.view.draw_w, A.view.draw_h);
    app_draw(false);
    bool ok = hd_svg_end(path, err, errlen);
    if (!A.headless) SDL_RenderPresent(A.ren);
    return ok;
}

/* ---- events --------------------------------------------------------------- */

static bool for_us(Uint32 window_id)
{
    return window_id == A.win_id || window_id == 0;
}

/* A mouse event from the real pointer (not pushed by a script), or the
 * pointer entering or leaving the window. */
static bool real_pointer(const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION: return e->motion.which != HD_SCRIPT_MOUSE_ID;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: return e->button.which != HD_SCRIPT_MOUSE_ID;
    case SDL_MOUSEWHEEL: return e->wheel.which != HD_SCRIPT_MOUSE_ID;
    case SDL_WINDOWEVENT:
        return e->window.event == SDL_WINDOWEVENT_ENTER || e->window.event == SDL_WINDOWEVENT_LEAVE;
    default: return false;
    }
}

/* The pointer is where it was on the screen when the window was made
 * (where the display cannot tell, it is taken as unmoved). */
static bool pointer_unmoved(void)
{
    int x, y;
    SDL_GetGlobalMouseState(&x, &y);
    return x == A.pointer0_x && y == A.pointer0_y;
}

static void app_event(const SDL_Event *e)
{
    if (hd_script_run_active() && real_pointer(e)) return;
    if (hd_recorder_event(&A, e)) return; /* R; sees every event first */
    if (hd_touch_event(&A, e)) return;    /* fingers: a pinch, and the mouse SDL makes of them meanwhile */
    /* The modules first: each takes the events it handles (an open text
     * field takes every key). */
    if (e->type >= SDL_KEYDOWN && e->type < SDL_JOYAXISMOTION) {
        Uint32 id = e->type == SDL_KEYDOWN || e->type == SDL_KEYUP ? e->key.windowID
                  : e->type == SDL_MOUSEMOTION                     ? e->motion.windowID
                  : e->type == SDL_MOUSEWHEEL                      ? e->wheel.windowID
                  : e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP ? e->button.windowID
                                                                   : A.win_id;
        if (!for_us(id)) return;
        if (hd_specedit_event(&A, e)) return;
        if (hd_toolbar_event(&A, e)) return;
        if (hd_nav_event(&A, e)) return;
        if (hd_drag_event(&A, e)) return;
    }
    switch (e->type) {
    case SDL_QUIT: A.quit = true; break;
    case SDL_WINDOWEVENT:
        if (!for_us(e->window.windowID)) break;
        hd_toolbar_event(&A, e); /* the hovered button forgotten when the pointer leaves or the size changes */
        switch (e->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED: app_resized(); break;
#if SDL_VERSION_ATLEAST(2, 0, 18)
        case SDL_WINDOWEVENT_DISPLAY_CHANGED: app_refresh_view(); break;
#endif
        case SDL_WINDOWEVENT_EXPOSED: A.dirty = true; break;
        case SDL_WINDOWEVENT_ENTER:
            A.mouse_inside = true;
            A.dirty = true;
            break;
        case SDL_WINDOWEVENT_LEAVE:
            A.mouse_inside = false;
            A.dirty = true;
            break;
        case SDL_WINDOWEVENT_CLOSE: A.quit = true; break;
        default: break;
        }
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET: A.dirty = true; break;
    case SDL_MOUSEMOTION:
        if (!for_us(e->motion.windowID)) break;
        if (e->motion.which != HD_SCRIPT_MOUSE_ID) {
            /* the first motion: the resting pointer if it is where it was
             * at start-up (on the screen), else the pointer coming in */
            bool same = A.pointer_known ? e->motion.x == A.pointer_x && e->motion.y == A.pointer_y
                                        : A.first_motion_rests && pointer_unmoved();
            A.pointer_known = true;
            A.pointer_x = e->motion.x;
            A.pointer_y = e->motion.y;
            if (A.hold && same) break; /* not a move: the placed cursor holds */
        }
        A.hold = false;
        hd_app_mouse(&A, e->motion.x, e->motion.y);
        break;
    case SDL_MOUSEWHEEL:
        if (for_us(e->wheel.windowID)) {
            int y = e->wheel.y;
            if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
            if (hd_scene_wheel(&A.scene, y)) A.dirty = true;
        }
        break;
    case SDL_KEYDOWN: /* every key through one table (keys.c), as the help lists them */
        if (for_us(e->key.windowID)) hd_keys_dispatch(&A, &e->key);
        break;
    default: break;
    }
}

void hd_app_report_state(const hd_app *a, char *buf, size_t n)
{
    char pair[64], base[256], cur[256];
    hd_scene_pair(&a->scene, pair, sizeof pair);
    hd_shape vbase = hd_scene_base(&a->scene);
    hd_shape_format(&vbase, base, sizeof base);
    hd_shape vcur = hd_scene_cursor(&a->scene);
    if (a->scene.mouse_known) hd_shape_format(&vcur, cur, sizeof cur);
    else snprintf(cur, sizeof cur, "(none: no mouse position yet)");
    char lx[40], ly[40];
    hd_format_double(a->scene.mouse.x, lx, sizeof lx);
    hd_format_double(a->scene.mouse.y, ly, sizeof ly);
    if (a->nudged)
        snprintf(buf, n, "pair %s (base %s, cursor %s), cursor placed at logical %s,%s", pair, base, cur, lx, ly);
    else if (a->mouse_known)
        snprintf(buf, n, "pair %s (base %s, cursor %s), mouse window %g,%g = logical %s,%s", pair, base, cur,
                 a->mouse_wx, a->mouse_wy, lx, ly);
    else snprintf(buf, n, "pair %s (base %s, cursor %s), mouse unknown", pair, base, cur);
}

/* ---- set-up ---------------------------------------------------------------- */

/* An environment variable that is set and not empty: SDL_VIDEODRIVER= or
 * DISPLAY= (set to nothing) mean the same as unset, for SDL as for us. */
static const char *env_given(const char *name)
{
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}

/* Ctrl+C's program: build/hitdemo (the check modes' launcher, which
 * execs this window program) by its absolute path, so that the copied
 * command runs as pasted from any folder; `hitdemo` where there is none. */
static void check_program(char *buf, size_t n)
{
    snprintf(buf, n, "hitdemo");
#ifndef __EMSCRIPTEN__
    char *dir = SDL_GetBasePath();
    if (!dir) return;
    char path[1100];
    snprintf(path, sizeof path, "%shitdemo", dir);
    SDL_free(dir);
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
        snprintf(buf, n, "%s", path);
    }
#endif
}

static int app_init(const hd_script *script)
{
    const hd_options *o = A.opt;
    hd_outdir_init(o->out_dir);
    if (A.headless && !env_given("SDL_VIDEODRIVER")) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (A.headless) SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
#ifdef SDL_HINT_WINDOWS_DPI_AWARENESS
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
#endif
#ifdef SDL_HINT_WINDOWS_DPI_SCALING
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
#endif
#ifdef __linux__
    /* No display at all: say so before SDL tries its drivers (and their
     * libraries print their own complaints first). */
    if (!A.headless && !env_given("DISPLAY") && !env_given("WAYLAND_DISPLAY") && !env_given("SDL_VIDEODRIVER")) {
        fprintf(stderr, "hitdemo: no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
                        "use --headless to run without one\n");
        return HD_EXIT_RUNTIME;
    }
#endif
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "hitdemo: SDL_Init failed: %s%s\n", SDL_GetError(),
                A.headless ? "" : " (no display? try --headless)");
        return HD_EXIT_RUNTIME;
    }
    /* A window needs a display. Without one SDL falls back to a driver
     * that draws nowhere, and the program would run on unseen. */
    const char *drv = SDL_GetCurrentVideoDriver();
    if (!A.headless && drv && (!strcmp(drv, "offscreen") || !strcmp(drv, "dummy")) &&
        !env_given("SDL_VIDEODRIVER")) {
        fprintf(stderr, "hitdemo: no display to open a window on (SDL fell back to its '%s' video driver); "
                        "use --headless to run without one\n", drv);
        return HD_EXIT_RUNTIME;
    }
    check_program(A.check_prog, sizeof A.check_prog);
    /* Script key names are checked before anything runs. */
    int rc = hd_script_run_init(script);
    if (rc != HD_EXIT_OK) return rc;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (A.headless) flags |= SDL_WINDOW_HIDDEN;
#ifdef __EMSCRIPTEN__
    /* The WebGL context from the start. Otherwise SDL 2.26 re-creates the
     * window for its GLES2 renderer and, at a device pixel ratio other than
     * 1, takes the CSS size it gave the first canvas for one set by the page:
     * the canvas would no longer follow SDL_SetWindowSize. */
    if (o->renderer != HD_RENDERER_SOFTWARE) flags |= SDL_WINDOW_OPENGL;
#endif
    A.win = SDL_CreateWindow("hitdemo", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, o->win_w,
                             o->win_h, flags);
    if (!A.win) {
        fprintf(stderr, "hitdemo: cannot create the window: %s\n", SDL_GetError());
        return HD_EXIT_RUNTIME;
    }
    A.win_id = SDL_GetWindowID(A.win);
    SDL_GetGlobalMouseState(&A.pointer0_x, &A.pointer0_y);
    /* Text input only while a text field is open (specedit.c): otherwise
     * the key that opens one would also type itself into it. */
    SDL_StopTextInput();
    hd_gfx_fill_software_too(A.headless); /* pictures: anti-aliased fills; a window on it: fast ones (gfx_fill.h) */
    if (A.headless) {
        A.ren = SDL_CreateRenderer(A.win, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    } else {
        A.ren = hd_perf_renderer(A.win, o->renderer); /* --renderer, see perf.h */
    }
    if (!A.ren) {
        fprintf(stderr, "hitdemo: cannot create a renderer: %s\n", SDL_GetError());
        return HD_EXIT_RUNTIME;
    }
    char ferr[1400];
    if (!hd_gfx_text_init(o->font_dir ? o->font_dir : HD_FONT_DIR, ferr, sizeof ferr)) {
        fprintf(stderr, "hitdemo: %s\n", ferr);
        return HD_EXIT_RUNTIME;
    }
    A.ui_scale = o->ui_scale > 0 ? o->ui_scale : 1;
    if (o->present) hd_app_present(&A, true);

    hd_scene_init(&A.scene);
    if (o->has_base) {
        hd_shape ob = hd_shape_of(&o->base);
        if (o->base_fixed) hd_scene_set_base(&A.scene, &ob);
        else hd_scene_set_base_kind(&A.scene, o->base_kind);
    }
    if (o->has_cursor) hd_scene_set_cursor(&A.scene, &o->cursor);
    A.zoom = hd_view_zoom_step(o->zoom, 0);
    A.show.hud = o->hud < 0 ? !A.headless : o->hud == 1;
    A.show.toolbar = o->toolbar < 0 ? !A.headless : o->toolbar == 1;
    A.frame_ms = -1;
    app_resized();
    if (A.quit) return A.status;

    /* Line and capsule cursors run from a fixed start to the mouse: put a
     * default start where it shows (bottom left, clear of the HUD). */
    for (int i = 0; i < HD_CURSOR_COUNT; i++) {
        hd_cursor_tpl *t = &A.scene.cursors[i];
        bool given = o->has_cursor && o->cursor_sized && o->cursor.kind == t->kind;
        if ((t->kind == HD_LINE || t->kind == HD_CAPSULE) && !given)
            t->start = (hd_vec2){floor(A.frame_origin.x + A.frame_w * 0.1 + 0.5),
                                 floor(A.frame_origin.y + A.frame_h * 0.85 + 0.5)};
    }
    /* Start-up mouse position: --mouse; else, in a window, the cursor
     * starts clear of the default base (lower right) until the mouse moves:
     * not inside the base, where "collide: yes, hit points: 0" would greet
     * a new user unexplained. Headless there is no cursor until a move. */
    if (o->has_mouse) {
        hd_app_mouse(&A, o->mouse_x, o->mouse_y);
    } else if (!A.headless) {
        hd_app_place_cursor(&A, (hd_vec2){floor(A.frame_origin.x + A.frame_w * 0.82 + 0.5),
                                          floor(A.frame_origin.y + A.frame_h * 0.78 + 0.5)});
    }
    hd_scenes_ui_init(&A);
    int lrc = hd_lessons_ui_init(&A);
    if (lrc != HD_EXIT_OK) return lrc;
    /* In a window, whatever start-up put there (--mouse, --scene, the
     * default place) holds until the pointer really moves. */
    A.first_motion_rests = true;
    A.hold = !A.headless;
    hd_app_update(&A);
    if (o->stress && !hd_stress_ui_start(&A, o->stress)) return HD_EXIT_RUNTIME;
    return hd_soak_init(&A, o->soak_events, o->soak_seed);
}

static void app_shutdown(void)
{
    hd_script_run_shutdown();
    hd_scenes_ui_shutdown();
    hd_lessons_ui_shutdown();
    hd_stress_ui_shutdown();
    hd_recorder_shutdown(&A);
    if (A.ren) {
        hd_gfx_shutdown(); /* the text textures belong to A.ren */
        hd_toolbar_shutdown();
        hd_overlay_map_shutdown(); /* so does the map's texture */
        if (A.target) SDL_DestroyTexture(A.target);
        SDL_DestroyRenderer(A.ren);
    }
    if (A.win) SDL_DestroyWindow(A.win);
    SDL_Quit();
}

/* ---- loop ------------------------------------------------------------------ */

/* The end of a finishing run (--headless, --script, --screenshot): the
 * screenshot, and headless the final state. */
static void app_finish(void)
{
    const hd_options *o = A.opt;
    if (o->screenshot) {
        if (hd_app_save_png(&A, o->screenshot)) printf("screenshot: %s (%dx%d)\n", o->screenshot, A.view.draw_w, A.view.draw_h);
        else A.status = HD_EXIT_RUNTIME;
    }
    if (o->svg) { /* the same frame as the screenshot: nothing happens in between */
        char err[1200];
        if (hd_app_save_svg(&A, o->svg, err, sizeof err)) printf("svg: %s (%dx%d)\n", o->svg, A.view.draw_w, A.view.draw_h);
        else {
            fprintf(stderr, "hitdemo: --svg: %s\n", err);
            A.status = HD_EXIT_RUNTIME;
        }
    }
    if (!o->screenshot && !o->svg) hd_app_update(&A);
    if (A.headless) {
        char st[1024];
        hd_app_report_state(&A, st, sizeof st);
        printf("%s: %s\n", A.scene.collide ? "collide" : "clear", st);
    }
}

/* The run is split into start, turns and end so that a browser (web.c)
 * can give the turns to emscripten_set_main_loop; hd_app_run is all three. */
static bool g_finishes, g_finished;

int hd_app_start(const hd_options *o, const hd_script *script)
{
    memset(&A, 0, sizeof A);
    A.opt = o;
    A.headless = o->headless;
    A.pixel_ratio = o->pixel_ratio;
    int rc = app_init(script);
    if (rc != HD_EXIT_OK) {
        app_shutdown();
        return rc;
    }
    /* Runs until Esc/close, or, for --headless, --screenshot and
     * --exit-after-script, until the script is done and the last frame is
     * written. */
    /* Headless runs, --screenshot and --exit-after-script end when the
     * script is done; a window with a script stays open until Esc. */
    g_finishes = A.headless || o->screenshot || o->svg || (script && o->exit_after_script);
    g_finished = false;
    return HD_EXIT_OK;
}

int hd_app_turn(int max_wait_ms)
{
    if (A.quit) return -1;
    int wait_ms = 0;
    bool waiting = hd_script_run_waiting(&wait_ms);
    bool script_left = hd_script_run_left();
    bool soak_left = !script_left && hd_soak_left();
    if ((script_left || soak_left) && !waiting) {
        if (script_left) hd_script_run_step(&A);
        else hd_soak_step(&A);
        if (A.quit) return -1;
    } else if (!script_left && !soak_left && g_finishes && !waiting) {
        app_finish();
        g_finished = true;
        return -1;
    }
    /* events: no busy loop, block when there is nothing to do */
    int timeout = A.message[0] && !A.headless ? 500 : 1000;
    if (waiting) timeout = wait_ms;
    else if (script_left || soak_left || g_finishes) timeout = 0;
    if (A.map_busy) timeout = 0; /* also during a script's wait */
    if (hd_stress_ui_animating() && timeout > 10) timeout = 10; /* drifting shapes */
    if (max_wait_ms >= 0 && timeout > max_wait_ms) timeout = max_wait_ms;
    SDL_Event e;
    if (SDL_WaitEventTimeout(&e, timeout)) {
        app_event(&e);
        while (!A.quit && SDL_PollEvent(&e)) app_event(&e);
    }
    /* In a window a message goes after 6 s (headless it stays: the
     * screenshots of a script do not depend on timing). */
    if (!A.headless && A.message[0] && A.message_at && SDL_TICKS_PASSED(SDL_GetTicks(), A.message_at + 6000)) {
        A.message[0] = '\0';
        A.message_at = 0;
        A.dirty = true;
    }
    if (A.dirty && !A.quit) hd_app_update(&A);
    if (!A.quit) hd_stress_ui_tick(&A);
    /* the collision map fills in between events, redrawn after each step */
    if (!A.quit && (A.dirty || A.map_busy)) {
        if (hd_overlay_map_update(&A.view, &A.scene, &A.show, MAP_BUDGET_MS)) A.dirty = true;
        A.map_busy = hd_overlay_map_busy(&A.show);
    }
    if (A.dirty && !A.quit) {
        app_draw(true);
        A.dirty = false;
        return 1;
    }
    return A.quit ? -1 : 0;
}

int hd_app_end(void)
{
    /* Quit (Esc, the window closed) before a finishing run was done: the
     * script says where it stopped, and the screenshot and the final
     * state are still written. */
    if (!g_finished && A.status == HD_EXIT_OK) {
        hd_script_run_stopped(&A);
        if (g_finishes) app_finish();
    }
    fflush(stdout);
    int rc = A.status;
    app_shutdown();
    return rc;
}

hd_app *hd_app_instance(void)
{
    return &A;
}

int hd_app_run(const hd_options *o, const hd_script *script)
{
    int rc = hd_app_start(o, script);
    if (rc != HD_EXIT_OK) return rc;
    if (o->bench_frames || o->frames) { /* perf.c: print figures and exit */
        rc = o->bench_frames ? hd_perf_bench_frames(&A, o->bench_frames) : hd_perf_stress_frames(&A, o->frames);
        fflush(stdout);
        app_shutdown();
        return rc;
    }
    while (hd_app_turn(-1) >= 0) {
    }
    return hd_app_end();
}
