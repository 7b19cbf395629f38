/* gif_rec.c: animated GIFs of the window with giflib (see gif_rec.h). */
#include "gif_rec.h"

#ifdef __EMSCRIPTEN__
/* The page: no giflib, no recording (the loop says F10 is the desktop's). */
bool hd_gif_rec_install(hd_ctx *a, const hd_options *o)
{
    (void)a;
    (void)o;
    return true;
}

void hd_gif_rec_tick(hd_ctx *a, int *wait_ms)
{
    (void)a;
    (void)wait_ms;
}

bool hd_gif_rec_finish(hd_ctx *a)
{
    (void)a;
    return true;
}
#else

#include <SDL.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loop.h"
#include "script_run.h"

/* One recording: the file, and the last frame taken, which is written when
 * the next one comes (its delay is the time until then). */
static struct {
    GifFileType *gif;
    bool scripted;         /* --gif: the script's clock; else F10's, the real one */
    bool failed;           /* a write failed: the file is removed at the end */
    char path[HD_REQ_PATH];
    int w, h;              /* the first frame's size: every frame's */
    int frames;            /* written */
    Uint8 *rgb;            /* the frame read, RGB24, w x h */
    GifByteType *r, *g, *b;
    GifByteType *idx;      /* the pending frame's colour indices */
    GifColorType map[256]; /* ... and its palette */
    int map_n;
    bool pending;
    double pending_at;     /* when it was taken (ms of its clock) */
    Uint32 started;        /* F10: SDL ticks at the start */
    double last_at;        /* when the last frame was taken */
    bool take_next;        /* F10: a frame was skipped (too soon): take the next one anyway once it is time */
} G;

static double now_ms(void)
{
    return G.scripted ? hd_script_run_clock_ms() : (double)SDL_GetTicks();
}

static void free_buffers(void)
{
    free(G.rgb);
    free(G.r);
    free(G.g);
    free(G.b);
    free(G.idx);
    G.rgb = G.r = G.g = G.b = G.idx = NULL;
}

static bool open_gif(const char *path, int w, int h, char *err, size_t n)
{
    int e = 0;
    G.gif = EGifOpenFileName(path, false, &e);
    if (!G.gif) {
        snprintf(err, n, "cannot write '%s': %s", path, GifErrorString(e));
        return false;
    }
    EGifSetGifVersion(G.gif, true); /* GIF89a: delays and the loop */
    size_t px = (size_t)w * (size_t)h;
    G.rgb = malloc(px * 3);
    G.r = malloc(px);
    G.g = malloc(px);
    G.b = malloc(px);
    G.idx = malloc(px);
    static const GifByteType loop[3] = {1, 0, 0}; /* loop for ever */
    bool ok = G.rgb && G.r && G.g && G.b && G.idx && EGifPutScreenDesc(G.gif, w, h, 8, 0, NULL) == GIF_OK &&
              EGifPutExtensionLeader(G.gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
              EGifPutExtensionBlock(G.gif, 11, "NETSCAPE2.0") == GIF_OK &&
              EGifPutExtensionBlock(G.gif, 3, loop) == GIF_OK && EGifPutExtensionTrailer(G.gif) == GIF_OK;
    if (!ok) {
        snprintf(err, n, "cannot write '%s': %s", path, G.rgb && G.idx ? GifErrorString(G.gif->Error) : "out of memory");
        EGifCloseFile(G.gif, &e);
        G.gif = NULL;
        free_buffers();
        remove(path);
        return false;
    }
    snprintf(G.path, sizeof G.path, "%s", path);
    G.w = w;
    G.h = h;
    G.frames = 0;
    G.pending = G.failed = G.take_next = false;
    G.last_at = -1e300;
    return true;
}

/* Writes the pending frame, shown for delay_ms. */
static void write_pending(double delay_ms)
{
    if (!G.pending || !G.gif) return;
    G.pending = false;
    int cs = (int)(delay_ms / 10 + 0.5);
    GraphicsControlBlock gcb = {DISPOSE_DO_NOT, false, cs < 2 ? 2 : cs > 65535 ? 65535 : cs, NO_TRANSPARENT_COLOR};
    GifByteType ext[4];
    size_t n = EGifGCBToExtension(&gcb, ext);
    ColorMapObject *map = GifMakeMapObject(256, G.map);
    bool ok = map && EGifPutExtension(G.gif, GRAPHICS_EXT_FUNC_CODE, (int)n, ext) == GIF_OK &&
              EGifPutImageDesc(G.gif, 0, 0, G.w, G.h, false, map) == GIF_OK;
    for (int y = 0; ok && y < G.h; y++) ok = EGifPutLine(G.gif, G.idx + (size_t)y * (size_t)G.w, G.w) == GIF_OK;
    GifFreeMapObject(map);
    if (ok) G.frames++;
    else G.failed = true;
}

/* The frame on the renderer now, taken: the one before is written. */
static void take(hd_ctx *a)
{
    int w = a->view.draw_w, h = a->view.draw_h;
    int pitch = w * 3;
    Uint8 *px = malloc((size_t)pitch * (size_t)h);
    if (!px || SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGB24, px, pitch) != 0) {
        free(px);
        G.failed = true;
        return;
    }
    /* a window resized while it records: the first size, cut or padded */
    for (int y = 0; y < G.h; y++)
        for (int x = 0; x < G.w; x++) {
            size_t o = (size_t)y * (size_t)G.w + (size_t)x;
            const Uint8 *p = x < w && y < h ? px + (size_t)y * (size_t)pitch + (size_t)x * 3 : NULL;
            G.r[o] = p ? p[0] : 0;
            G.g[o] = p ? p[1] : 0;
            G.b[o] = p ? p[2] : 0;
        }
    free(px);
    double t = now_ms();
    write_pending(t - G.pending_at);
    int colours = 256;
    if (GifQuantizeBuffer((unsigned)G.w, (unsigned)G.h, &colours, G.r, G.g, G.b, G.idx, G.map) != GIF_OK) {
        G.failed = true;
        return;
    }
    for (int i = colours; i < 256; i++) G.map[i] = (GifColorType){0, 0, 0};
    G.pending = true;
    G.pending_at = G.last_at = t;
}

/* Closes the recording; the message line (or stderr) says how it went. */
static bool close_gif(hd_ctx *a, double last_ms)
{
    if (!G.gif) return true;
    write_pending(last_ms);
    int e = 0;
    if (EGifCloseFile(G.gif, &e) != GIF_OK) G.failed = true;
    G.gif = NULL;
    free_buffers();
    a->gif_recording = false;
    if (G.failed || G.frames == 0) {
        remove(G.path);
        hd_ctx_message(a, "GIF not saved: %s", G.frames ? "a frame could not be written" : "no frame was drawn");
        fprintf(stderr, "hitdemo: %s\n", a->message);
        return false;
    }
    hd_ctx_message(a, "GIF: %s (%d frames, %dx%d)", G.path, G.frames, G.w, G.h);
    printf("gif: %s (%d frames, %dx%d)\n", G.path, G.frames, G.w, G.h);
    fflush(stdout);
    return true;
}

static void on_frame(hd_ctx *a)
{
    if (!G.gif) return;
    if (!G.scripted && now_ms() - G.last_at < HD_GIF_STEP_MS) {
        G.take_next = true; /* too soon: the tick takes it when it is time */
        return;
    }
    G.take_next = false;
    take(a);
}

static void on_gif(hd_ctx *a, const char *path)
{
    if (G.gif && G.scripted) { /* --gif runs: F10 has nothing to add */
        if (path[0]) remove(path);
        hd_ctx_message(a, "GIF: --gif is recording already");
        return;
    }
    if (!path[0] || G.gif) { /* F10 again: stop */
        if (path[0]) remove(path);
        close_gif(a, now_ms() - G.pending_at);
        return;
    }
    char err[HD_REQ_PATH + 200];
    G.scripted = false;
    if (!open_gif(path, a->view.draw_w, a->view.draw_h, err, sizeof err)) {
        hd_ctx_message(a, "GIF not recorded: %s", err);
        return;
    }
    G.started = SDL_GetTicks();
    a->gif_recording = true;
    printf("recording %d s of the window into %s (F10 stops)\n", HD_GIF_SECONDS, path);
    fflush(stdout);
    hd_ctx_dirty(a); /* the first frame: the window as it is */
}

bool hd_gif_rec_install(hd_ctx *a, const hd_options *o)
{
    hd_loop_on_frame(on_frame);
    hd_loop_on_gif(on_gif);
    if (!o->gif) return true;
    char err[HD_REQ_PATH + 200];
    G.scripted = true;
    if (!open_gif(o->gif, a->view.draw_w, a->view.draw_h, err, sizeof err)) {
        fprintf(stderr, "hitdemo: --gif: %s\n", err);
        return false;
    }
    hd_ctx_dirty(a);
    return true;
}

void hd_gif_rec_tick(hd_ctx *a, int *wait_ms)
{
    if (!G.gif || G.scripted) return;
    Uint32 now = SDL_GetTicks();
    if (SDL_TICKS_PASSED(now, G.started + HD_GIF_SECONDS * 1000u)) {
        close_gif(a, now_ms() - G.pending_at);
        hd_ctx_dirty(a); /* the message */
        return;
    }
    if (G.take_next && now_ms() - G.last_at >= HD_GIF_STEP_MS) hd_ctx_dirty(a); /* the frame skipped, drawn again */
    if (*wait_ms < 0 || *wait_ms > 20) *wait_ms = 20;
}

bool hd_gif_rec_finish(hd_ctx *a)
{
    if (!G.gif) return true;
    /* the last frame: the rest of the script's time, at least a second */
    double rest = now_ms() - G.pending_at;
    return close_gif(a, rest < 1000 ? 1000 : rest);
}

#endif
