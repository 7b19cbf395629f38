/* gif_rec.c: animated GIFs of the window with giflib (see gif_rec.h). */
#include "i18n.h"
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
 * the next one comes (its delay is the time until then). A frame is read
 * from the renderer on the loop's thread and handed to a worker thread,
 * which quantises it and writes the one before (GifQuantizeBuffer takes
 * some 100 ms for 1920x1040: the window stays live meanwhile; F10 skips the
 * frames that come while the worker is busy, --gif waits for it, so that
 * every frame of the script is in the file). While the worker is busy it
 * alone touches the file and the buffers below `job`. */
static struct {
    SDL_Thread *thread;
    SDL_mutex *lock;
    SDL_cond *cond;
    bool busy, quit;       /* a job is being done; the worker should end */
    Uint8 *job;            /* the frame handed over: RGB24, job_w x job_h */
    int job_w, job_h, job_cap_w, job_cap_h;
    double job_at;
    GifFileType *gif;
    bool scripted;         /* --gif: the script's clock; else F10's, the real one */
    bool failed;           /* a write failed: the file is removed at the end */
    char path[HD_REQ_PATH];
    int w, h;              /* the first frame's size: every frame's */
    int frames;            /* written */
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
    free(G.job);
    free(G.r);
    free(G.g);
    free(G.b);
    free(G.idx);
    G.job = NULL;
    G.job_cap_w = G.job_cap_h = 0;
    G.r = G.g = G.b = G.idx = NULL;
}

static void quantise_job(void);

static int SDLCALL worker(void *unused)
{
    (void)unused;
    SDL_LockMutex(G.lock);
    for (;;) {
        while (!G.busy && !G.quit) SDL_CondWait(G.cond, G.lock);
        if (G.quit) break;
        SDL_UnlockMutex(G.lock);
        quantise_job();
        SDL_LockMutex(G.lock);
        G.busy = false;
        SDL_CondBroadcast(G.cond);
    }
    SDL_UnlockMutex(G.lock);
    return 0;
}

/* Waits until the worker has no job (the file and buffers are ours). */
static void wait_idle(void)
{
    if (!G.lock) return;
    SDL_LockMutex(G.lock);
    while (G.busy) SDL_CondWait(G.cond, G.lock);
    SDL_UnlockMutex(G.lock);
}

static bool worker_start(void)
{
    G.busy = G.quit = false;
    G.lock = SDL_CreateMutex();
    G.cond = SDL_CreateCond();
    G.thread = G.lock && G.cond ? SDL_CreateThread(worker, "hitdemo-gif", NULL) : NULL;
    return G.thread != NULL;
}

static void worker_stop(void)
{
    if (G.thread) {
        SDL_LockMutex(G.lock);
        G.quit = true;
        SDL_CondBroadcast(G.cond);
        SDL_UnlockMutex(G.lock);
        SDL_WaitThread(G.thread, NULL);
    }
    if (G.cond) SDL_DestroyCond(G.cond);
    if (G.lock) SDL_DestroyMutex(G.lock);
    G.thread = NULL;
    G.cond = NULL;
    G.lock = NULL;
}

static bool open_gif(const char *path, int w, int h, char *err, size_t n)
{
    int e = 0;
    G.gif = EGifOpenFileName(path, false, &e);
    if (!G.gif) {
        snprintf(err, n, _("cannot write '%s': %s"), path, GifErrorString(e));
        return false;
    }
    EGifSetGifVersion(G.gif, true); /* GIF89a: delays and the loop */
    size_t px = (size_t)w * (size_t)h;
    G.r = malloc(px);
    G.g = malloc(px);
    G.b = malloc(px);
    G.idx = malloc(px);
    static const GifByteType loop[3] = {1, 0, 0}; /* loop for ever */
    bool ok = G.r && G.g && G.b && G.idx && worker_start() && EGifPutScreenDesc(G.gif, w, h, 8, 0, NULL) == GIF_OK &&
              EGifPutExtensionLeader(G.gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
              EGifPutExtensionBlock(G.gif, 11, "NETSCAPE2.0") == GIF_OK &&
              EGifPutExtensionBlock(G.gif, 3, loop) == GIF_OK && EGifPutExtensionTrailer(G.gif) == GIF_OK;
    if (!ok) {
        snprintf(err, n, _("cannot write '%s': %s"), path,
                 !G.idx ? "out of memory" : !G.thread ? "no thread for the encoder" : GifErrorString(G.gif->Error));
        worker_stop();
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

/* The worker's job: the frame handed over in G.job, quantised; the one
 * before it written with its delay. */
static void quantise_job(void)
{
    /* a window resized while it records: the first size, cut or padded */
    int w = G.job_w, h = G.job_h;
    for (int y = 0; y < G.h; y++)
        for (int x = 0; x < G.w; x++) {
            size_t o = (size_t)y * (size_t)G.w + (size_t)x;
            const Uint8 *p = x < w && y < h ? G.job + ((size_t)y * (size_t)w + (size_t)x) * 3 : NULL;
            G.r[o] = p ? p[0] : 0;
            G.g[o] = p ? p[1] : 0;
            G.b[o] = p ? p[2] : 0;
        }
    write_pending(G.job_at - G.pending_at);
    int colours = 256;
    if (GifQuantizeBuffer((unsigned)G.w, (unsigned)G.h, &colours, G.r, G.g, G.b, G.idx, G.map) != GIF_OK) {
        G.failed = true;
        return;
    }
    for (int i = colours; i < 256; i++) G.map[i] = (GifColorType){0, 0, 0};
    G.pending = true;
    G.pending_at = G.job_at;
}

/* The frame on the renderer now, read and handed to the worker (which
 * must be idle). */
static void take(hd_ctx *a)
{
    int w = a->view.draw_w, h = a->view.draw_h;
    if (w > G.job_cap_w || h > G.job_cap_h) {
        Uint8 *j = realloc(G.job, (size_t)w * (size_t)h * 3);
        if (!j) {
            G.failed = true;
            return;
        }
        G.job = j;
        G.job_cap_w = w;
        G.job_cap_h = h;
    }
    if (SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGB24, G.job, w * 3) != 0) {
        G.failed = true;
        return;
    }
    G.job_w = w;
    G.job_h = h;
    G.job_at = G.last_at = now_ms();
    SDL_LockMutex(G.lock);
    G.busy = true;
    SDL_CondBroadcast(G.cond);
    SDL_UnlockMutex(G.lock);
}

/* Closes the recording, the last frame shown until now (at least min_ms);
 * the message line (or stderr) says how it went. */
static bool close_gif(hd_ctx *a, double min_ms)
{
    if (!G.gif) return true;
    wait_idle();
    worker_stop();
    double last = now_ms() - G.pending_at;
    write_pending(last > min_ms ? last : min_ms);
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

/* Whether the worker is busy now. */
static bool worker_busy(void)
{
    SDL_LockMutex(G.lock);
    bool b = G.busy;
    SDL_UnlockMutex(G.lock);
    return b;
}

static void on_frame(hd_ctx *a)
{
    if (!G.gif) return;
    if (G.scripted) {
        wait_idle(); /* every frame of the script */
    } else if (now_ms() - G.last_at < HD_GIF_STEP_MS || worker_busy()) {
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
        close_gif(a, 0);
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
    printf(_("recording %d s of the window into %s (F10 stops)\n"), HD_GIF_SECONDS, path);
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
        close_gif(a, 0);
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
    return close_gif(a, 1000);
}

#endif
