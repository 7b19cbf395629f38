/*
 * loop.c: the window program's loop: events -> update -> draw, drawing
 * only when something changed. It owns the one context (ctx.h), the window
 * and the renderer; it offers events to the features in the order of their
 * list (registry.h), carries out what they request, and draws the frame's
 * layers with theirs in between. Nothing it calls calls it back.
 *
 * Every input takes one path: real SDL events, the start-up mouse position
 * and script lines (turned into real SDL events pushed with the window's
 * id) all end in app_event() / hd_ctx_mouse().
 */
#include "i18n.h"
#include "loop.h"

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctx.h"
#include "registry.h"
#include "framing.h"
#include "keys.h"
#include "lessons_ui.h"
#include "peer_ui.h"
#include "recorder.h"
#include "scenes_ui.h"
#include "renderer.h"
#include "stress_ui.h"
#include "toolbar.h"

#include "gfx.h"
#include "gfx_fill.h"
#include "hud.h"
#include "lesson_panel.h"
#include "outdir.h"
#include "overlay.h"
#include "palette.h"
#include "render.h"
#include "scene.h"
#include "show.h"
#include "svg.h"
#include "view.h"

/* Time for collision map rows per loop turn while the map is incomplete. */
#define MAP_BUDGET_MS 8.0

static hd_ctx A;
static bool g_figure; /* the frame is drawn as the figure alone (F12, Ctrl+E): no chrome */
static void (*g_on_frame)(hd_ctx *a);                 /* hd_loop_on_frame's */
static void (*g_on_gif)(hd_ctx *a, const char *path); /* hd_loop_on_gif's */
static bool g_ignore_pointer; /* a script runs: the real pointer is not input */
static char g_title[sizeof A.title]; /* the window's title as set */

/* ---- view ---------------------------------------------------------------- */

bool hd_loop_drawable_fits(int w, int h, double r, double *dw, double *dh)
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
    if (!hd_loop_drawable_fits(w, h, A.pixel_ratio, &dw, &dh)) {
        fprintf(stderr, _("hitdemo: a %dx%d window at pixel ratio %g needs a drawable over %d pixels a side\n"), w,
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
        fprintf(stderr, _("hitdemo: cannot create a %dx%d render target: %s\n"), tw, th, SDL_GetError());
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
    A.view.win_w = ww;
    A.view.win_h = wh;
    A.view.draw_w = dw;
    A.view.draw_h = dh;
    hd_ctx_refresh_view(&A);
}

/* A new window size: the view, and the default base centred anew. */
static void app_resized(void)
{
    app_refresh_view();
    hd_ctx_recentre(&A);
}

void hd_loop_set_ratio(double r)
{
    A.pixel_ratio = r;
    app_refresh_view();
}

/* ---- update / draw ------------------------------------------------------- */

/* The scene recomputed, and the window's title following the pair. */
static void app_update(void)
{
    hd_ctx_update(&A);
    if (strcmp(A.title, g_title) != 0) {
        snprintf(g_title, sizeof g_title, "%s", A.title);
        SDL_SetWindowTitle(A.win, A.title);
    }
}

/* The features' drawings in one layer of the frame (the figure has only
 * those over the scene: the ray, the sweep, the run). */
static void draw_layer(const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    if (g_figure && layer != HD_LAYER_SCENE) return;
    for (int i = 0; i < hd_feature_count; i++)
        if (hd_features[i].draw) hd_features[i].draw(&A, g, hud, layer);
}

void hd_loop_hud(hd_hud *out, bool window)
{
    hd_gfx g = hd_ctx_gfx(&A);
    hd_hud hud = {.mouse_inside = A.mouse_inside && A.mouse_known, .cursor_placed = A.nudged,
                  .mouse_wx = A.mouse_wx, .mouse_wy = A.mouse_wy,
                  .frame_ms = A.frame_ms, .map_status = hd_overlay_map_status(&A.show, !A.headless),
                  .message = A.message[0] ? A.message : NULL, .message_bar = window || !A.headless,
                  .scene_line = hd_scenes_ui_line(&A), .lesson = A.lesson};
    if (!A.show.help) hud.top_px = (int)hd_toolbar_box(&g, &A).y1;
    int nm = 0, mmax = (int)(sizeof hud.motion / sizeof hud.motion[0]) - 1; /* NULL-ended */
    for (int i = 0; i < hd_feature_count; i++)
        if (hd_features[i].hud_lines) nm += hd_features[i].hud_lines(&A, hud.motion + nm, mmax - nm);
    *out = hud;
}

static void app_draw(bool present)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    for (int i = 0; i < hd_feature_count; i++)
        if (hd_features[i].prepare) hd_features[i].prepare(&A);
    hd_gfx g = hd_ctx_gfx(&A);
    hd_gfx_text_frame();
    hd_hud hud;
    hd_loop_hud(&hud, false);
    hd_show show = A.show;
    if (g_figure) { /* the picture alone: no HUD, bars, panel, toolbar or handles (the pointer taken as away) */
        show.hud = show.help = false;
        hud.cursor_placed = hud.mouse_inside || hud.cursor_placed; /* the cursor as the window shows it */
        hud.mouse_inside = false;
        hud.message = hud.scene_line = NULL;
        hud.message_bar = false;
        hud.lesson = NULL;
        hud.top_px = 0;
    }
    bool drawn = false;
    for (int i = 0; i < hd_feature_count && !drawn; i++)
        if (hd_features[i].draw_frame) drawn = hd_features[i].draw_frame(&A, &g, &hud);
    if (!drawn) {
        hd_render_scene(&g, &A.scene, &show, &hud);
        draw_layer(&g, &hud, HD_LAYER_SCENE);
        hd_render_marks(&g, &A.scene, &show, &hud);
        if (show.help) {
            draw_layer(&g, &hud, HD_LAYER_HELP);
        } else {
            hd_render_chrome(&g, &A.scene, &show, &hud);
            draw_layer(&g, &hud, HD_LAYER_OVER);
        }
    }
    if (!show.help) draw_layer(&g, &hud, HD_LAYER_BAR); /* over the frame; the help is closed by a click */
    if (present && g_on_frame) g_on_frame(&A); /* the GIF recorder reads it before it is shown */
    if (present && !A.headless) SDL_RenderPresent(A.ren);
    /* Headless, the HUD has no frame time line (frame_ms stays < 0) and
     * its map line no time (hd_overlay_map_status is not timed): they
     * would differ from run to run, and headless screenshots are
     * byte-identical for the same options and script. */
    if (!A.headless)
        A.frame_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

void hd_loop_draw(bool present)
{
    app_draw(present);
}

void hd_loop_update(void)
{
    app_update();
}

bool hd_loop_save_png(const char *path)
{
    app_update();
    hd_overlay_map_update(&A.view, &A.scene, &A.show, INFINITY);
    if (A.headless) hd_peer_ui_settle(&A); /* the peer's answers too, as the map is completed */
    app_draw(false);
    int w = A.view.draw_w, h = A.view.draw_h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    bool ok = s && SDL_RenderReadPixels(A.ren, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    if (!ok) fprintf(stderr, _("hitdemo: cannot save screenshot '%s': %s\n"), path, SDL_GetError());
    SDL_FreeSurface(s);
    if (!A.headless) SDL_RenderPresent(A.ren); /* show the frame just read */
    return ok;
}

/* The box of the figure drawn just now: the pixels not of the background,
 * with a margin (within the drawable; all of it if nothing is drawn). */
static SDL_Rect figure_box(const Uint8 *rgb, int pitch, int w, int h, hd_rgba bg, int margin)
{
    int x0 = w, y0 = h, x1 = -1, y1 = -1;
    for (int y = 0; y < h; y++) {
        const Uint8 *p = rgb + (size_t)y * (size_t)pitch;
        for (int x = 0; x < w; x++, p += 3)
            if (p[0] != bg.r || p[1] != bg.g || p[2] != bg.b) {
                if (x < x0) x0 = x;
                if (x > x1) x1 = x;
                if (y < y0) y0 = y;
                if (y > y1) y1 = y;
            }
    }
    if (x1 < 0) return (SDL_Rect){0, 0, w, h};
    x0 = x0 - margin < 0 ? 0 : x0 - margin;
    y0 = y0 - margin < 0 ? 0 : y0 - margin;
    x1 = x1 + margin >= w ? w - 1 : x1 + margin;
    y1 = y1 + margin >= h ? h - 1 : y1 + margin;
    return (SDL_Rect){x0, y0, x1 - x0 + 1, y1 - y0 + 1};
}

/* Draws the figure alone (g_figure) and reads it back: the pixels (RGB24,
 * freed by the caller) and the box to crop to. NULL if out of memory. */
static SDL_Surface *draw_figure(SDL_Rect *box)
{
    app_update();
    hd_overlay_map_update(&A.view, &A.scene, &A.show, INFINITY);
    g_figure = true;
    app_draw(false);
    g_figure = false;
    int w = A.view.draw_w, h = A.view.draw_h;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 24, SDL_PIXELFORMAT_RGB24);
    if (!s || SDL_RenderReadPixels(A.ren, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) != 0) {
        SDL_FreeSurface(s);
        return NULL;
    }
    hd_gfx g = hd_ctx_gfx(&A);
    hd_hud hud = {.mouse_inside = A.mouse_inside && A.mouse_known, .cursor_placed = A.nudged};
    *box = figure_box(s->pixels, s->pitch, w, h, hd_render_background(&A.scene, &hud), (int)lround(16 * hd_gfx_pt(&g)));
    return s;
}

bool hd_loop_save_figure_png(const char *path, int *out_w, int *out_h)
{
    SDL_Rect b = {0, 0, A.view.draw_w, A.view.draw_h};
    SDL_Surface *s = draw_figure(&b);
    SDL_Surface *c = s ? SDL_CreateRGBSurfaceWithFormat(0, b.w, b.h, 24, SDL_PIXELFORMAT_RGB24) : NULL;
    bool ok = c && SDL_BlitSurface(s, &b, c, NULL) == 0 && IMG_SavePNG(c, path) == 0;
    if (!ok) fprintf(stderr, _("hitdemo: cannot save the figure '%s': %s\n"), path, SDL_GetError());
    *out_w = b.w;
    *out_h = b.h;
    SDL_FreeSurface(c);
    SDL_FreeSurface(s);
    A.dirty = true; /* the window's own frame again */
    return ok;
}

bool hd_loop_save_figure_svg(const char *path, int *out_w, int *out_h, char *err, size_t errlen)
{
    SDL_Rect b;
    SDL_Surface *s = draw_figure(&b); /* for the box */
    if (!s) {
        snprintf(err, errlen, _("out of memory while making the figure"));
        return false;
    }
    SDL_FreeSurface(s);
    hd_svg_begin(A.view.draw_w, A.view.draw_h);
    g_figure = true;
    app_draw(false);
    g_figure = false;
    hd_svg_crop(b.x, b.y, b.w, b.h);
    *out_w = b.w;
    *out_h = b.h;
    A.dirty = true;
    return hd_svg_end(path, err, errlen);
}

bool hd_loop_save_svg(const char *path, char *err, size_t errlen)
{
    app_update();
    hd_overlay_map_update(&A.view, &A.scene, &A.show, INFINITY);
    if (A.headless) hd_peer_ui_settle(&A);
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
    if (g_ignore_pointer && real_pointer(e)) return;
    for (int i = 0; i < hd_feature_count; i++)
        if ((hd_features[i].events & HD_EV_ALL) && hd_features[i].event(&A, e)) return;
    /* The features first: each takes the events it handles (an open text
     * field takes every key). */
    if (e->type >= SDL_KEYDOWN && e->type < SDL_JOYAXISMOTION) {
        Uint32 id = e->type == SDL_KEYDOWN || e->type == SDL_KEYUP ? e->key.windowID
                  : e->type == SDL_MOUSEMOTION                     ? e->motion.windowID
                  : e->type == SDL_MOUSEWHEEL                      ? e->wheel.windowID
                  : e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP ? e->button.windowID
                                                                   : A.win_id;
        if (!for_us(id)) return;
        for (int i = 0; i < hd_feature_count; i++)
            if ((hd_features[i].events & HD_EV_INPUT) && hd_features[i].event(&A, e)) return;
    }
    switch (e->type) {
    case SDL_QUIT: A.quit = true; break;
    case SDL_WINDOWEVENT:
        if (!for_us(e->window.windowID)) break;
        for (int i = 0; i < hd_feature_count; i++) /* what a new size or the pointer leaving changes for them */
            if (hd_features[i].events & HD_EV_WINDOW) hd_features[i].event(&A, e);
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
        hd_ctx_mouse(&A, e->motion.x, e->motion.y);
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

/* ---- requests ---------------------------------------------------------------- */

/* F12 / Ctrl+E's picture, into the file the key took: the frame as drawn,
 * and where it went or why not. */
static void save_picture(const char *path, bool svg, bool figure)
{
    const char *what = figure ? (svg ? "figure (SVG)" : "figure (PNG)") : svg ? "window (SVG)" : "screenshot";
    char err[HD_REQ_PATH + 200];
    int w = A.view.draw_w, h = A.view.draw_h;
    bool ok = figure ? (svg ? hd_loop_save_figure_svg(path, &w, &h, err, sizeof err) : hd_loop_save_figure_png(path, &w, &h))
              : svg  ? hd_loop_save_svg(path, err, sizeof err)
                     : hd_loop_save_png(path);
    if (!ok) {
        remove(path);
        if (!svg) snprintf(err, sizeof err, _("cannot write %s"), path);
        hd_ctx_message(&A, "%s not saved: %s", what, err);
        if (A.headless) fprintf(stderr, "hitdemo: %s\n", A.message);
        return;
    }
    hd_ctx_message(&A, "%s: %s (%dx%d)", what, path, w, h);
    if (A.headless) printf("%s\n", A.message);
    hd_ctx_offer_file(&A, path, svg ? "image/svg+xml" : "image/png");
    fflush(stdout);
}

/* What the features asked for, carried out (a key may ask for a picture). */
static void carry_out(void)
{
    while (A.req.key || A.req.picture || A.req.theme || A.req.gif) {
        if (A.req.theme) {
            A.req.theme = false;
            A.theme = A.req.theme_to >= 0 && A.req.theme_to < HD_THEME_COUNT ? A.req.theme_to : HD_THEME_LIGHT;
            hd_palette_set((hd_theme)A.theme);
            A.dirty = true;
        }
        if (A.req.gif) {
            A.req.gif = false;
            if (g_on_gif) g_on_gif(&A, A.req.gif_path);
            else {
                if (A.req.gif_path[0]) remove(A.req.gif_path);
                hd_ctx_message(&A, "GIF: recording is for the desktop program (not on the page)");
            }
        }
        if (A.req.key) {
            A.req.key = false;
            SDL_KeyboardEvent k = A.req.key_event;
            bool centre = A.req.key_centre, inside = A.mouse_inside;
            if (centre) A.mouse_inside = false;
            hd_keys_dispatch(&A, &k);
            if (centre) A.mouse_inside = inside;
            A.dirty = true;
        }
        if (A.req.picture) {
            A.req.picture = false;
            char path[HD_REQ_PATH];
            snprintf(path, sizeof path, "%s", A.req.picture_path);
            save_picture(path, A.req.picture_svg, A.req.picture_figure);
        }
    }
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

static int app_init(void)
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
        fprintf(stderr, _("hitdemo: no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
                        "use --headless to run without one\n"));
        return HD_EXIT_RUNTIME;
    }
#endif
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        if (A.headless) fprintf(stderr, _("hitdemo: SDL_Init failed: %s\n"), SDL_GetError());
        else fprintf(stderr, _("hitdemo: SDL_Init failed: %s (no display? try --headless)\n"), SDL_GetError());
        return HD_EXIT_RUNTIME;
    }
    /* A window needs a display. Without one SDL falls back to a driver
     * that draws nowhere, and the program would run on unseen. */
    const char *drv = SDL_GetCurrentVideoDriver();
    if (!A.headless && drv && (!strcmp(drv, "offscreen") || !strcmp(drv, "dummy")) &&
        !env_given("SDL_VIDEODRIVER")) {
        fprintf(stderr, _("hitdemo: no display to open a window on (SDL fell back to its '%s' video driver); "
                        "use --headless to run without one\n"), drv);
        return HD_EXIT_RUNTIME;
    }
    check_program(A.check_prog, sizeof A.check_prog);
    A.keys = hd_keys;
    A.key_count = hd_key_count;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (A.headless) flags |= SDL_WINDOW_HIDDEN;
    if (o->fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
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
        fprintf(stderr, _("hitdemo: cannot create the window: %s\n"), SDL_GetError());
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
        A.ren = hd_renderer_make(A.win, o->renderer); /* --renderer, see renderer.h */
    }
    if (!A.ren) {
        fprintf(stderr, _("hitdemo: cannot create a renderer: %s\n"), SDL_GetError());
        return HD_EXIT_RUNTIME;
    }
    char ferr[1400];
    if (!hd_gfx_text_init(o->font_dir ? o->font_dir : HD_FONT_DIR, ferr, sizeof ferr)) {
        fprintf(stderr, "hitdemo: %s\n", ferr);
        return HD_EXIT_RUNTIME;
    }
    A.ui_scale = o->ui_scale > 0 ? o->ui_scale : 1;
    if (o->present) hd_ctx_present(&A, true);
    A.theme = o->theme;
    hd_palette_set((hd_theme)A.theme);
    A.show.debug_hud = o->debug_hud;

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
    A.show.fullscreen = (SDL_GetWindowFlags(A.win) & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP;
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
        hd_ctx_mouse(&A, o->mouse_x, o->mouse_y);
    } else if (!A.headless) {
        hd_ctx_place_cursor(&A, (hd_vec2){floor(A.frame_origin.x + A.frame_w * 0.82 + 0.5),
                                          floor(A.frame_origin.y + A.frame_h * 0.78 + 0.5)});
    }
    hd_scenes_ui_init(&A);
    int lrc = hd_lessons_ui_init(&A);
    if (lrc != HD_EXIT_OK) return lrc;
    /* In a window, whatever start-up put there (--mouse, --scene, the
     * default place) holds until the pointer really moves. */
    A.first_motion_rests = true;
    A.hold = !A.headless;
    app_update();
    if (o->stress && !hd_stress_ui_start(&A, o->stress)) return HD_EXIT_RUNTIME;
    return HD_EXIT_OK;
}

static void app_shutdown(void)
{
    hd_scenes_ui_shutdown();
    hd_lessons_ui_shutdown();
    hd_stress_ui_shutdown();
    hd_recorder_shutdown(&A);
    if (A.ren) {
        hd_gfx_shutdown(); /* the text textures belong to A.ren */
        hd_toolbar_shutdown();
        hd_overlay_map_shutdown(); /* so does the map's texture */
        hd_peer_ui_shutdown();     /* and the peer map's; the peer is stopped */
        if (A.target) SDL_DestroyTexture(A.target);
        SDL_DestroyRenderer(A.ren);
    }
    if (A.win) SDL_DestroyWindow(A.win);
    SDL_Quit();
}

/* ---- loop ------------------------------------------------------------------ */

void hd_loop_finish(void)
{
    const hd_options *o = A.opt;
    if (o->screenshot) {
        if (hd_loop_save_png(o->screenshot)) printf("screenshot: %s (%dx%d)\n", o->screenshot, A.view.draw_w, A.view.draw_h);
        else A.status = HD_EXIT_RUNTIME;
    }
    if (o->svg) { /* the same frame as the screenshot: nothing happens in between */
        char err[1200];
        if (hd_loop_save_svg(o->svg, err, sizeof err)) printf("svg: %s (%dx%d)\n", o->svg, A.view.draw_w, A.view.draw_h);
        else {
            fprintf(stderr, "hitdemo: --svg: %s\n", err);
            A.status = HD_EXIT_RUNTIME;
        }
    }
    if (!o->screenshot && !o->svg) app_update();
    if (A.headless) {
        char st[1024];
        hd_ctx_report_state(&A, st, sizeof st);
        printf("%s: %s\n", A.scene.collide ? "collide" : "clear", st);
    }
}

int hd_loop_start(const hd_options *o, hd_ctx **ctx)
{
    memset(&A, 0, sizeof A);
    g_title[0] = '\0';
    g_ignore_pointer = false;
    A.opt = o;
    A.headless = o->headless;
    A.pixel_ratio = o->pixel_ratio;
    int rc = app_init();
    if (rc != HD_EXIT_OK) {
        app_shutdown();
        return rc;
    }
    if (ctx) *ctx = &A;
    return HD_EXIT_OK;
}

void hd_loop_ignore_real_pointer(bool on)
{
    g_ignore_pointer = on;
}

/* The turn's report: what the frame shows, and what the page is to do. */
static void report(hd_turn_report *r, bool drew)
{
    if (!r) return;
    if (drew) {
        hd_scene_pair(&A.scene, r->pair, sizeof r->pair);
        hd_toolbar_report(&A, r->toolbar, sizeof r->toolbar);
        r->lesson[0] = '\0';
        const hd_lesson_view *lv = hd_lessons_ui_view();
        if (lv) {
            hd_chrome ch;
            hd_framing_chrome(&A, true, &ch);
            hd_gfx g = hd_ctx_gfx(&A);
            hd_lesson_panel_report(&g, lv, &A.scene, ch.panel_bottom, r->lesson, sizeof r->lesson);
        }
        r->collide = A.scene.collide;
        r->hits = A.scene.hit_count;
        r->draw_w = A.view.draw_w;
        r->draw_h = A.view.draw_h;
        r->win_w = A.view.win_w;
        r->win_h = A.view.win_h;
        r->frame_ms = A.frame_ms;
        r->zoom = A.zoom;
        snprintf(r->message, sizeof r->message, "%s", A.message);
    }
    r->offers = A.req.offers;
    for (int i = 0; i < A.req.offers; i++) {
        snprintf(r->offer_path[i], sizeof r->offer_path[i], "%s", A.req.offer_path[i]);
        r->offer_mime[i] = A.req.offer_mime[i];
    }
    A.req.offers = 0;
    r->copy = A.req.copy;
    if (A.req.copy) snprintf(r->copy_text, sizeof r->copy_text, "%s", A.req.copy_text);
    A.req.copy = false;
}

static int turn(int wait_ms);

int hd_loop_turn(int wait_ms, hd_turn_report *r)
{
    int rc = turn(wait_ms);
    report(r, rc > 0);
    return rc;
}

static int turn(int wait_ms)
{
    carry_out(); /* what a driver's step asked for */
    if (A.quit) return -1;
    /* events: no busy loop, block when there is nothing to do */
    int timeout = wait_ms >= 0 ? wait_ms : A.message[0] && !A.headless ? 500 : 1000;
    if (A.map_busy) timeout = 0; /* also during a script's wait */
    bool animating = false;
    for (int i = 0; i < hd_feature_count; i++)
        if (hd_features[i].animating && hd_features[i].animating()) animating = true;
    if (animating && timeout > 10) timeout = 10; /* drifting shapes, a run */
    SDL_Event e;
    if (SDL_WaitEventTimeout(&e, timeout)) {
        app_event(&e);
        carry_out();
        while (!A.quit && SDL_PollEvent(&e)) {
            app_event(&e);
            carry_out();
        }
    }
    /* In a window a message goes after 6 s (headless it stays: the
     * screenshots of a script do not depend on timing). */
    if (!A.headless && A.message[0] && A.message_at && SDL_TICKS_PASSED(SDL_GetTicks(), A.message_at + 6000)) {
        A.message[0] = '\0';
        A.message_at = 0;
        A.dirty = true;
    }
    if (A.dirty && !A.quit) app_update();
    bool dirty = A.dirty;
    A.dirty = false;
    for (int i = 0; i < hd_feature_count && !A.quit; i++)
        if (hd_features[i].update) hd_features[i].update(&A);
    /* a feature's update changed something (the tunnelling run's next
     * frame places the cursor): the scene follows before the frame is drawn */
    if (A.dirty && !A.quit) app_update();
    A.dirty = A.dirty || dirty;
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

int hd_loop_end(void)
{
    fflush(stdout);
    int rc = A.status;
    app_shutdown();
    return rc;
}

void hd_loop_on_frame(void (*fn)(hd_ctx *a))
{
    g_on_frame = fn;
}

void hd_loop_on_gif(void (*fn)(hd_ctx *a, const char *path))
{
    g_on_gif = fn;
}

void hd_loop_pointer_rests(bool rests)
{
    A.first_motion_rests = rests;
}

void hd_loop_fit_window(int w, int h, bool follow, double ratio)
{
    if (!A.win || !A.ren) return;
    int cw, ch, dw, dh;
    SDL_GetWindowSize(A.win, &cw, &ch);
    if (!follow) {
        w = cw;
        h = ch;
    }
    w = w < 1 ? 1 : w > HD_WINDOW_MAX ? HD_WINDOW_MAX : w;
    h = h < 1 ? 1 : h > HD_WINDOW_MAX ? HD_WINDOW_MAX : h;
    bool same_size = w == cw && h == ch;
    bool same_ratio = SDL_GetRendererOutputSize(A.ren, &dw, &dh) == 0 && dw == (int)(w * ratio) && dh == (int)(h * ratio);
    /* SDL_SetWindowSize also takes the device pixel ratio anew. A new size
     * comes back as SDL_WINDOWEVENT_SIZE_CHANGED; a new ratio alone is told
     * as the desktop tells it, SDL_WINDOWEVENT_DISPLAY_CHANGED. */
    if (!same_size || !same_ratio) SDL_SetWindowSize(A.win, w, h);
    if (same_size && !same_ratio) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_WINDOWEVENT;
        e.window.event = SDL_WINDOWEVENT_DISPLAY_CHANGED;
        e.window.windowID = A.win_id;
        SDL_PushEvent(&e);
    }
    /* SDL's own resize handler sets the canvas size on every resize, which
     * clears the canvas: draw again in any case. */
    A.dirty = true;
}
