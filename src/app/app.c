/*
 * app.c: the window program. One state struct; the loop is
 * events -> update -> draw, and draws only when something changed.
 *
 * Every input takes one path: real SDL events, the start-up mouse position
 * and script lines (turned into real SDL events pushed with the window's
 * id) all end in app_event() / app_mouse().
 */
#include "app.h"

#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "overlay.h"
#include "render.h"
#include "scene.h"
#include "show.h"
#include "view.h"

/* Time for collision map rows per loop turn while the map is incomplete. */
#define MAP_BUDGET_MS 8.0

/* Exit statuses (see --help). */
enum { EXIT_OK = 0, EXIT_EXPECT = 1, EXIT_USAGE = 2, EXIT_RUNTIME = 3 };

typedef struct script_key {
    SDL_Keycode sym;
    SDL_Scancode scan;
} script_key;

static struct {
    const hd_options *opt;
    const hd_script *script;
    script_key *keys; /* per script command, resolved key */

    SDL_Window *win;
    SDL_Renderer *ren;
    SDL_Texture *target;  /* headless: the drawable */
    SDL_Texture *text_tex; /* scratch for text scaled up on HiDPI */
    Uint32 win_id;
    bool headless;

    double zoom;
    hd_view view;
    hd_scene scene;
    bool mouse_known;
    bool mouse_inside;         /* the pointer is over the window */
    double mouse_wx, mouse_wy; /* window coordinates */
    hd_show show;              /* which overlays are on */
    double frame_ms;           /* < 0 until a frame has been drawn */

    bool dirty;    /* something changed: update and redraw */
    bool map_busy; /* the collision map is on and incomplete */
    bool quit;
    int status;

    int script_pos;
    bool waiting;
    Uint32 wait_until;
    char title[160];
    int shot_seq;
} A;

/* ---- view ---------------------------------------------------------------- */

/* Headless drawable: round(W*R) x round(H*R). */
static bool headless_target(int w, int h)
{
    int tw = (int)floor(w * A.opt->pixel_ratio + 0.5), th = (int)floor(h * A.opt->pixel_ratio + 0.5);
    if (tw < 1) tw = 1;
    if (th < 1) th = 1;
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
 * resize, display change, zoom) and re-maps the mouse. */
static void app_refresh_view(void)
{
    int ww, wh, dw, dh;
    SDL_GetWindowSize(A.win, &ww, &wh);
    if (A.headless) {
        if (!headless_target(ww, wh)) {
            A.status = EXIT_RUNTIME;
            A.quit = true;
            return;
        }
        SDL_QueryTexture(A.target, NULL, NULL, &dw, &dh);
    } else if (SDL_GetRendererOutputSize(A.ren, &dw, &dh) != 0) {
        dw = ww;
        dh = wh;
    }
    A.view = hd_view_make(ww, wh, dw, dh, A.zoom);
    if (A.mouse_known) hd_scene_set_mouse(&A.scene, hd_view_to_logical(&A.view, A.mouse_wx, A.mouse_wy));
    A.dirty = true;
}

/* The mouse moved to window point (wx, wy). */
static void app_mouse(double wx, double wy)
{
    A.mouse_known = true;
    A.mouse_inside = wx >= 0 && wy >= 0 && wx < A.view.win_w && wy < A.view.win_h;
    A.mouse_wx = wx;
    A.mouse_wy = wy;
    hd_scene_set_mouse(&A.scene, hd_view_to_logical(&A.view, wx, wy));
    A.dirty = true;
}

/* ---- update / draw ------------------------------------------------------- */

static void app_update(void)
{
    hd_scene_update(&A.scene, A.view.log_w, A.view.log_h);
    char pair[64], title[160];
    hd_scene_pair(&A.scene, pair, sizeof pair);
    snprintf(title, sizeof title, "hitdemo: %s", pair);
    if (strcmp(title, A.title) != 0) {
        snprintf(A.title, sizeof A.title, "%s", title);
        SDL_SetWindowTitle(A.win, A.title);
    }
}

static void app_draw(bool present)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    hd_gfx g = {A.ren, &A.view, A.text_tex, A.target};
    hd_hud hud = {.mouse_inside = A.mouse_inside, .mouse_wx = A.mouse_wx, .mouse_wy = A.mouse_wy,
                  .frame_ms = A.frame_ms, .map_status = hd_overlay_map_status(&A.show)};
    hd_render_frame(&g, &A.scene, &A.show, &hud);
    if (present && !A.headless) SDL_RenderPresent(A.ren);
    A.frame_ms = (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

/* Draws the current state (a collision map that is on completed first,
 * so screenshots are deterministic) and writes the drawable to a PNG. */
static bool app_save_png(const char *path)
{
    app_update();
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

/* F12: hitdemo-NNN.png, the first free name in the current directory. */
static void app_screenshot_key(void)
{
    char path[64];
    for (int i = 0; i < 1000; i++) {
        snprintf(path, sizeof path, "hitdemo-%03d.png", (A.shot_seq + i) % 1000);
        FILE *f = fopen(path, "rb");
        if (!f) {
            A.shot_seq = (A.shot_seq + i + 1) % 1000;
            if (app_save_png(path))
                printf("screenshot: %s (%dx%d)\n", path, A.view.draw_w, A.view.draw_h);
            fflush(stdout);
            return;
        }
        fclose(f);
    }
    fprintf(stderr, "hitdemo: no free hitdemo-NNN.png name left\n");
}

/* ---- events --------------------------------------------------------------- */

static void app_set_zoom(double z)
{
    if (z == A.zoom) return;
    A.zoom = z;
    app_refresh_view();
}

/* The overlay toggles: one key, one flag each. */
static bool *toggle_for(SDL_Keycode sym, bool shift)
{
    switch (sym) {
    case SDLK_h: return &A.show.hud;
    case SDLK_d: return &A.show.dist;
    case SDLK_i: return &A.show.inner;
    case SDLK_m: return &A.show.map;
    case SDLK_n: return &A.show.naive;
    case SDLK_o: return &A.show.outline;
    case SDLK_F1:
    case SDLK_QUESTION: return &A.show.help;
    case SDLK_SLASH: return shift ? &A.show.help : NULL;
    default: return NULL;
    }
}

static void app_key(const SDL_KeyboardEvent *k)
{
    SDL_Keycode sym = k->keysym.sym;
    bool shift = (k->keysym.mod & KMOD_SHIFT) != 0;
    bool *flag = toggle_for(sym, shift);
    if (flag) {
        *flag = !*flag;
        A.dirty = true;
    } else if (sym >= SDLK_1 && sym <= SDLK_8) {
        hd_scene_set_base_kind(&A.scene, (hd_kind)(sym - SDLK_1));
        A.dirty = true;
    } else if (sym >= SDLK_KP_1 && sym <= SDLK_KP_8) {
        hd_scene_set_base_kind(&A.scene, (hd_kind)(sym - SDLK_KP_1));
        A.dirty = true;
    } else if (sym == SDLK_TAB) {
        hd_scene_cycle_cursor(&A.scene, shift ? -1 : 1);
        A.dirty = true;
    } else if (sym == SDLK_PLUS || sym == SDLK_EQUALS || sym == SDLK_KP_PLUS) {
        app_set_zoom(hd_view_zoom_step(A.zoom, +1));
    } else if (sym == SDLK_MINUS || sym == SDLK_KP_MINUS) {
        app_set_zoom(hd_view_zoom_step(A.zoom, -1));
    } else if (sym == SDLK_0 || sym == SDLK_KP_0) {
        app_set_zoom(1.0);
    } else if (sym == SDLK_F12) {
        app_screenshot_key();
    } else if (sym == SDLK_ESCAPE) {
        A.quit = true;
    }
}

static bool for_us(Uint32 window_id)
{
    return window_id == A.win_id || window_id == 0;
}

static void app_event(const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: A.quit = true; break;
    case SDL_WINDOWEVENT:
        if (!for_us(e->window.windowID)) break;
        switch (e->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
        case SDL_WINDOWEVENT_RESIZED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED:
#if SDL_VERSION_ATLEAST(2, 0, 18)
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
#endif
            app_refresh_view();
            break;
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
        if (for_us(e->motion.windowID)) app_mouse(e->motion.x, e->motion.y);
        break;
    case SDL_MOUSEWHEEL:
        if (for_us(e->wheel.windowID)) {
            int y = e->wheel.y;
            if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) y = -y;
            if (hd_scene_wheel(&A.scene, y)) A.dirty = true;
        }
        break;
    case SDL_KEYDOWN:
        if (for_us(e->key.windowID)) app_key(&e->key);
        break;
    default: break;
    }
}

/* ---- scripts --------------------------------------------------------------- */

static bool resolve_key(const char *name, script_key *out)
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

static void push_key(const script_key *k, int mods)
{
    Uint16 m = KMOD_NONE;
    if (mods & HD_MOD_SHIFT) m |= KMOD_LSHIFT;
    if (mods & HD_MOD_CTRL) m |= KMOD_LCTRL;
    if (mods & HD_MOD_ALT) m |= KMOD_LALT;
    for (int down = 1; down >= 0; down--) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        e.key.windowID = A.win_id;
        e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.sym = k->sym;
        e.key.keysym.scancode = k->scan;
        e.key.keysym.mod = m;
        SDL_PushEvent(&e);
    }
}

static void script_report_state(char *buf, size_t n)
{
    char pair[64], base[256], cur[256];
    hd_scene_pair(&A.scene, pair, sizeof pair);
    hd_shape_format(&A.scene.base, base, sizeof base);
    if (A.scene.mouse_known) hd_shape_format(&A.scene.cursor, cur, sizeof cur);
    else snprintf(cur, sizeof cur, "(none: no mouse position yet)");
    if (A.mouse_known)
        snprintf(buf, n, "pair %s (base %s, cursor %s), mouse window %g,%g = logical %g,%g", pair,
                 base, cur, A.mouse_wx, A.mouse_wy, A.scene.mouse.x, A.scene.mouse.y);
    else snprintf(buf, n, "pair %s (base %s, cursor %s), mouse unknown", pair, base, cur);
}

/* Runs one script line. Events it pushes are handled by the loop before
 * the next line, so an expect sees the state after them. */
static void script_step(void)
{
    const hd_script_cmd *c = &A.script->cmds[A.script_pos];
    const char *name = A.script->path;
    A.script_pos++;
    SDL_Event e;
    SDL_zero(e);
    switch (c->op) {
    case HD_SC_MOVE:
        e.type = SDL_MOUSEMOTION;
        e.motion.windowID = A.win_id;
        e.motion.x = c->a;
        e.motion.y = c->b;
        e.motion.xrel = A.mouse_known ? c->a - (int)lround(A.mouse_wx) : 0;
        e.motion.yrel = A.mouse_known ? c->b - (int)lround(A.mouse_wy) : 0;
        SDL_PushEvent(&e);
        break;
    case HD_SC_KEY: push_key(&A.keys[A.script_pos - 1], c->mods); break;
    case HD_SC_WHEEL:
        e.type = SDL_MOUSEWHEEL;
        e.wheel.windowID = A.win_id;
        e.wheel.y = c->a;
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
#if SDL_VERSION_ATLEAST(2, 0, 18)
        e.wheel.preciseY = (float)c->a;
#endif
        SDL_PushEvent(&e);
        break;
    case HD_SC_RESIZE:
        SDL_SetWindowSize(A.win, c->a, c->b);
        /* Some video drivers resize later (or not at all when the size is
         * unchanged); the handler re-reads the real sizes either way. */
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = A.win_id;
        e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
        e.window.data1 = c->a;
        e.window.data2 = c->b;
        SDL_PushEvent(&e);
        break;
    case HD_SC_WAIT:
        A.waiting = true;
        A.wait_until = SDL_GetTicks() + (Uint32)c->a;
        break;
    case HD_SC_SCREENSHOT:
        if (app_save_png(c->text)) {
            printf("screenshot: %s (%dx%d)\n", c->text, A.view.draw_w, A.view.draw_h);
            fflush(stdout);
        } else {
            fprintf(stderr, "%s:%d: screenshot failed\n", name, c->line);
            A.status = EXIT_RUNTIME;
            A.quit = true;
        }
        break;
    case HD_SC_EXPECT:
        app_update();
        if (A.scene.collide != c->collide) {
            char st[1024];
            script_report_state(st, sizeof st);
            fprintf(stderr, "%s:%d: expect %s failed: the shapes %s; %s\n", name, c->line,
                    c->collide ? "collide" : "clear",
                    A.scene.collide ? "collide" : "do not collide", st);
            A.status = EXIT_EXPECT;
            A.quit = true;
        }
        break;
    }
}

/* ---- set-up ---------------------------------------------------------------- */

static int app_init(void)
{
    const hd_options *o = A.opt;
    if (A.headless && !getenv("SDL_VIDEODRIVER")) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (A.headless) SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
#ifdef SDL_HINT_WINDOWS_DPI_AWARENESS
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2");
#endif
#ifdef SDL_HINT_WINDOWS_DPI_SCALING
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
#endif
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "hitdemo: SDL_Init failed: %s%s\n", SDL_GetError(),
                A.headless ? "" : " (no display? try --headless)");
        return EXIT_RUNTIME;
    }
    /* Script key names are checked before anything runs. */
    if (A.script && A.script->count > 0) {
        A.keys = calloc((size_t)A.script->count, sizeof *A.keys);
        if (!A.keys) return EXIT_RUNTIME;
        for (int i = 0; i < A.script->count; i++) {
            const hd_script_cmd *c = &A.script->cmds[i];
            if (c->op == HD_SC_KEY && !resolve_key(c->text, &A.keys[i])) {
                fprintf(stderr, "hitdemo: %s:%d: unknown key name '%s' (SDL key names such as Tab, "
                                "F12, 3, h, Escape; or plus, minus)\n",
                        A.script->path, c->line, c->text);
                return EXIT_USAGE;
            }
        }
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (A.headless) flags |= SDL_WINDOW_HIDDEN;
    A.win = SDL_CreateWindow("hitdemo", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, o->win_w,
                             o->win_h, flags);
    if (!A.win) {
        fprintf(stderr, "hitdemo: cannot create the window: %s\n", SDL_GetError());
        return EXIT_RUNTIME;
    }
    A.win_id = SDL_GetWindowID(A.win);
    if (A.headless) {
        A.ren = SDL_CreateRenderer(A.win, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    } else {
        A.ren = SDL_CreateRenderer(A.win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
        if (!A.ren) A.ren = SDL_CreateRenderer(A.win, -1, SDL_RENDERER_TARGETTEXTURE);
        if (!A.ren) A.ren = SDL_CreateRenderer(A.win, -1, 0);
    }
    if (!A.ren) {
        fprintf(stderr, "hitdemo: cannot create a renderer: %s\n", SDL_GetError());
        return EXIT_RUNTIME;
    }
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(A.ren, &info) == 0 && (info.flags & SDL_RENDERER_TARGETTEXTURE)) {
        A.text_tex = SDL_CreateTexture(A.ren, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                       HD_TEXT_COLS * 8, 8);
        if (A.text_tex) SDL_SetTextureBlendMode(A.text_tex, SDL_BLENDMODE_BLEND);
    }

    hd_scene_init(&A.scene);
    if (o->has_base) {
        if (o->base_fixed) hd_scene_set_base(&A.scene, &o->base);
        else hd_scene_set_base_kind(&A.scene, o->base_kind);
    }
    if (o->has_cursor) hd_scene_set_cursor(&A.scene, &o->cursor);
    A.zoom = o->zoom;
    A.show.hud = o->hud < 0 ? !A.headless : o->hud == 1;
    A.frame_ms = -1;
    app_refresh_view();
    if (A.quit) return A.status;

    /* Start-up mouse position: --mouse, else where the real pointer is. */
    if (o->has_mouse) {
        app_mouse(o->mouse_x, o->mouse_y);
    } else if (!A.headless) {
        int gx, gy, wx, wy, ww, wh;
        SDL_PumpEvents();
        SDL_GetGlobalMouseState(&gx, &gy);
        SDL_GetWindowPosition(A.win, &wx, &wy);
        SDL_GetWindowSize(A.win, &ww, &wh);
        if (gx >= wx && gy >= wy && gx < wx + ww && gy < wy + wh) app_mouse(gx - wx, gy - wy);
    }
    app_update();
    return EXIT_OK;
}

static void app_shutdown(void)
{
    free(A.keys);
    if (A.ren) {
        hd_gfx_shutdown(); /* SDL2_gfx's font textures belong to A.ren */
        hd_overlay_map_shutdown(); /* so does the map's texture */
        if (A.text_tex) SDL_DestroyTexture(A.text_tex);
        if (A.target) SDL_DestroyTexture(A.target);
        SDL_DestroyRenderer(A.ren);
    }
    if (A.win) SDL_DestroyWindow(A.win);
    SDL_Quit();
}

/* ---- loop ------------------------------------------------------------------ */

int hd_app_run(const hd_options *o, const hd_script *script)
{
    memset(&A, 0, sizeof A);
    A.opt = o;
    A.script = script;
    A.headless = o->headless;
    int rc = app_init();
    if (rc != EXIT_OK) {
        app_shutdown();
        return rc;
    }
    /* Runs until Esc/close, or, for --headless, --script and --screenshot,
     * until the script is done and the last frame is written. */
    bool finishes = A.headless || A.script || o->screenshot;
    while (!A.quit) {
        bool script_left = A.script && A.script_pos < A.script->count;
        if (A.waiting && SDL_TICKS_PASSED(SDL_GetTicks(), A.wait_until)) A.waiting = false;
        if (script_left && !A.waiting) {
            script_step();
            if (A.quit) break;
        } else if (!script_left && finishes && !A.waiting) {
            if (o->screenshot) {
                if (app_save_png(o->screenshot)) {
                    printf("screenshot: %s (%dx%d)\n", o->screenshot, A.view.draw_w, A.view.draw_h);
                } else {
                    A.status = EXIT_RUNTIME;
                }
            } else {
                app_update();
            }
            if (A.headless) {
                char st[1024];
                script_report_state(st, sizeof st);
                printf("%s: %s\n", A.scene.collide ? "collide" : "clear", st);
            }
            break;
        }
        /* events: no busy loop, block when there is nothing to do */
        int timeout = 1000;
        if (A.waiting) {
            Uint32 now = SDL_GetTicks();
            timeout = SDL_TICKS_PASSED(now, A.wait_until) ? 0 : (int)(A.wait_until - now);
        } else if (script_left || finishes) {
            timeout = 0;
        }
        if (A.map_busy) timeout = 0; /* also during a script's wait */
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, timeout)) {
            app_event(&e);
            while (!A.quit && SDL_PollEvent(&e)) app_event(&e);
        }
        if (A.dirty && !A.quit) app_update();
        /* the collision map fills in between events, redrawn after each step */
        if (!A.quit && (A.dirty || A.map_busy)) {
            if (hd_overlay_map_update(&A.view, &A.scene, &A.show, MAP_BUDGET_MS)) A.dirty = true;
            A.map_busy = hd_overlay_map_busy(&A.show);
        }
        if (A.dirty && !A.quit) {
            app_draw(true);
            A.dirty = false;
        }
    }
    fflush(stdout);
    rc = A.status;
    app_shutdown();
    return rc;
}
