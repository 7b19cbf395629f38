/*
 * renderer.h: the renderer of a real window. --renderer auto (the default)
 * creates the accelerated renderer and keeps it unless OpenGL turns out to
 * be a software rasteriser (llvmpipe, softpipe, swrast: a display without
 * a GPU, such as Xvfb); then it uses SDL's software renderer, which drew
 * the demo's frames several times faster there (docs/performance.md).
 */
#ifndef HD_RENDERER_H
#define HD_RENDERER_H

#include <SDL.h>

/* The renderer of a real window for mode HD_RENDERER_* (NULL: none works). */
SDL_Renderer *hd_renderer_make(SDL_Window *w, int mode);
/* The last accelerated renderer's GL_RENDERER ("" if none was tried or it
 * is not OpenGL), and why the choice was made, for --bench-frames. */
const char *hd_renderer_gl(void);
const char *hd_renderer_why(void);

#endif
