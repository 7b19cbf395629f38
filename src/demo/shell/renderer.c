/* renderer.c: the renderer of a real window, by --renderer (see renderer.h). */
#include "renderer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"

static char g_gl[256];   /* GL_RENDERER of the accelerated renderer tried, or "" */
static char g_why[128];  /* why auto chose what it chose */

/* GL_RENDERER of the current GL context, "" if there is none. */
static void gl_renderer_string(SDL_Renderer *r)
{
    g_gl[0] = '\0';
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r, &info) != 0 || strncmp(info.name, "opengl", 6) != 0) return;
    typedef const unsigned char *(*get_string_fn)(unsigned int);
    void *p = SDL_GL_GetProcAddress("glGetString");
    if (!p) return;
    get_string_fn get;
    memcpy(&get, &p, sizeof get);
    const unsigned char *s = get(0x1F01 /* GL_RENDERER */);
    if (s) snprintf(g_gl, sizeof g_gl, "%s", (const char *)s);
}

static bool software_gl(const char *gl)
{
    static const char *const soft[] = {"llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SWR"};
    for (size_t i = 0; i < sizeof soft / sizeof soft[0]; i++)
        if (strstr(gl, soft[i])) return true;
    return false;
}

SDL_Renderer *hd_renderer_make(SDL_Window *w, int mode)
{
    SDL_Renderer *r = NULL;
    if (mode != HD_RENDERER_SOFTWARE) {
        r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
        if (r) gl_renderer_string(r);
        if (r && mode == HD_RENDERER_AUTO && software_gl(g_gl)) {
            snprintf(g_why, sizeof g_why, "OpenGL is a software rasteriser (%.80s)", g_gl);
            SDL_DestroyRenderer(r);
            r = NULL;
        } else if (r) {
            snprintf(g_why, sizeof g_why, mode == HD_RENDERER_AUTO ? "accelerated" : "--renderer accelerated");
            return r;
        }
    } else {
        snprintf(g_why, sizeof g_why, "--renderer software");
    }
    /* The software renderer draws into the window's surface; by default SDL
     * shows that surface through an accelerated renderer (here OpenGL on
     * llvmpipe, a texture upload a frame: 5 ms at 1280x720). Without that
     * "framebuffer acceleration" it goes to X11 directly (MIT-SHM). */
    if (!getenv("SDL_FRAMEBUFFER_ACCELERATION")) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    r = SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE | SDL_RENDERER_TARGETTEXTURE);
    if (!r) r = SDL_CreateRenderer(w, -1, SDL_RENDERER_TARGETTEXTURE);
    if (!r) r = SDL_CreateRenderer(w, -1, 0);
    return r;
}


const char *hd_renderer_gl(void)
{
    return g_gl;
}

const char *hd_renderer_why(void)
{
    return g_why;
}
