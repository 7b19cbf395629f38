/* feature_ctx.c: the features' tests' context, made without the loop or a window (see feature_ctx.h). */
#include "feature_ctx.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gfx.h"
#include "gfx_fill.h"
#include "keys.h"
#include "lessons_ui.h"
#include "outdir.h"
#include "overlay.h"
#include "raytool.h"
#include "recorder.h"
#include "scenes_ui.h"
#include "stress_ui.h"
#include "toolbar.h"

#ifndef HD_FONT_DIR
#define HD_FONT_DIR "/usr/share/fonts/truetype/dejavu"
#endif

int fx_failures;

bool fx_open(fx *f, const char *const *args)
{
    memset(f, 0, sizeof *f);
    int argc = 0;
    f->argv[argc++] = (char *)"hitdemo";
    f->argv[argc++] = (char *)"--headless";
    for (int i = 0; args && args[i] && argc < 63; i++) f->argv[argc++] = (char *)args[i];
    char err[1400];
    if (hd_options_parse(argc, f->argv, &f->opt, err, sizeof err) != 0) {
        printf("fx_open: options: %s\n", err);
        return false;
    }
    const hd_options *o = &f->opt;
    hd_ctx *a = &f->a;
    a->opt = o;
    a->headless = true;
    a->pixel_ratio = o->pixel_ratio;
    hd_outdir_init(o->out_dir);
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("fx_open: SDL_Init: %s\n", SDL_GetError());
        return false;
    }
    snprintf(a->check_prog, sizeof a->check_prog, "hitdemo");
    a->keys = hd_keys;
    a->key_count = hd_key_count;
    SDL_StopTextInput();
    hd_gfx_fill_software_too(true);
    int dw = (int)floor(o->win_w * o->pixel_ratio + 0.5), dh = (int)floor(o->win_h * o->pixel_ratio + 0.5);
    f->surf = SDL_CreateRGBSurfaceWithFormat(0, dw < 1 ? 1 : dw, dh < 1 ? 1 : dh, 32, SDL_PIXELFORMAT_ARGB8888);
    a->ren = f->surf ? SDL_CreateSoftwareRenderer(f->surf) : NULL;
    if (!a->ren) {
        printf("fx_open: no software renderer: %s\n", SDL_GetError());
        return false;
    }
    if (!hd_gfx_text_init(o->font_dir ? o->font_dir : HD_FONT_DIR, err, sizeof err)) {
        printf("fx_open: %s\n", err);
        return false;
    }
    a->ui_scale = o->ui_scale > 0 ? o->ui_scale : 1;
    if (o->present) hd_ctx_present(a, true);
    hd_scene_init(&a->scene);
    if (o->has_base) {
        hd_shape ob = hd_shape_of(&o->base);
        if (o->base_fixed) hd_scene_set_base(&a->scene, &ob);
        else hd_scene_set_base_kind(&a->scene, o->base_kind);
    }
    if (o->has_cursor) hd_scene_set_cursor(&a->scene, &o->cursor);
    a->zoom = hd_view_zoom_step(o->zoom, 0);
    a->show.hud = o->hud == 1;
    a->show.toolbar = o->toolbar == 1;
    a->frame_ms = -1;
    /* the sizes the shell reads from the window, then its resize */
    a->view.win_w = o->win_w;
    a->view.win_h = o->win_h;
    a->view.draw_w = f->surf->w;
    a->view.draw_h = f->surf->h;
    hd_ctx_refresh_view(a);
    hd_ctx_recentre(a);
    for (int i = 0; i < HD_CURSOR_COUNT; i++) {
        hd_cursor_tpl *t = &a->scene.cursors[i];
        bool given = o->has_cursor && o->cursor_sized && o->cursor.kind == t->kind;
        if ((t->kind == HD_LINE || t->kind == HD_CAPSULE) && !given)
            t->start = (hd_vec2){floor(a->frame_origin.x + a->frame_w * 0.1 + 0.5),
                                 floor(a->frame_origin.y + a->frame_h * 0.85 + 0.5)};
    }
    if (o->has_mouse) hd_ctx_mouse(a, o->mouse_x, o->mouse_y);
    hd_scenes_ui_init(a);
    if (hd_lessons_ui_init(a) != HD_EXIT_OK) return false;
    hd_ctx_update(a);
    if (o->stress && !hd_stress_ui_start(a, o->stress)) return false;
    return true;
}

void fx_close(fx *f)
{
    hd_ctx *a = &f->a;
    hd_scenes_ui_shutdown();
    hd_raytool_reset();
    hd_lessons_ui_shutdown();
    hd_stress_ui_shutdown();
    hd_recorder_shutdown(a);
    if (a->ren) {
        hd_gfx_shutdown();
        hd_toolbar_shutdown();
        hd_overlay_map_shutdown();
        SDL_DestroyRenderer(a->ren);
        a->ren = NULL;
    }
    SDL_FreeSurface(f->surf);
    f->surf = NULL;
    SDL_Quit();
}

SDL_KeyboardEvent fx_key(SDL_Keycode sym, Uint16 mod)
{
    SDL_KeyboardEvent k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.state = SDL_PRESSED;
    k.keysym.sym = sym;
    k.keysym.scancode = SDL_GetScancodeFromKey(sym);
    k.keysym.mod = mod;
    return k;
}

SDL_Event fx_keydown(SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e;
    SDL_zero(e);
    e.key = fx_key(sym, mod);
    return e;
}

SDL_Event fx_motion(int x, int y, Uint32 buttons)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    e.motion.state = buttons;
    return e;
}

SDL_Event fx_button(Uint32 type, Uint8 button, int x, int y, Uint8 clicks)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.button.button = button;
    e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = clicks;
    e.button.x = x;
    e.button.y = y;
    return e;
}

SDL_Event fx_wheel(int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = y;
    e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    return e;
}

SDL_Event fx_text(const char *text)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    return e;
}

SDL_Event fx_finger(Uint32 type, SDL_FingerID id, const hd_ctx *a, double wx, double wy)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = (float)(wx / a->view.win_w);
    e.tfinger.y = (float)(wy / a->view.win_h);
    return e;
}

void fx_fill(fx *f, Uint32 rgb)
{
    SDL_FillRect(f->surf, NULL, SDL_MapRGB(f->surf->format, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb));
}

Uint32 fx_pixel(const fx *f, int x, int y)
{
    const Uint32 *row = (const Uint32 *)((const Uint8 *)f->surf->pixels + (size_t)y * (size_t)f->surf->pitch);
    Uint8 r, g, b;
    SDL_GetRGB(row[x], f->surf->format, &r, &g, &b);
    return (Uint32)r << 16 | (Uint32)g << 8 | b;
}

long fx_changed(const fx *f, Uint32 rgb)
{
    long n = 0;
    for (int y = 0; y < f->surf->h; y++)
        for (int x = 0; x < f->surf->w; x++) n += fx_pixel(f, x, y) != rgb;
    return n;
}

char *fx_slurp(const char *path)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *b = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (b && fread(b, 1, (size_t)n, fp) != (size_t)n) n = 0;
    if (b) b[n] = '\0';
    fclose(fp);
    return b;
}
