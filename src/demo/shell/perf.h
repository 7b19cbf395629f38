/*
 * perf.h: the window's renderer choice and the frame benchmarks.
 *
 * --renderer auto (the default) creates the accelerated renderer and keeps
 * it unless OpenGL turns out to be a software rasteriser (llvmpipe,
 * softpipe, swrast: a display without a GPU, such as Xvfb); then it uses
 * SDL's software renderer, which drew the demo's frames several times
 * faster there (README, Performance).
 */
#ifndef HD_PERF_H
#define HD_PERF_H

#include <SDL.h>

#include "ctx.h"

/* The renderer of a real window for mode HD_RENDERER_* (NULL: none works). */
SDL_Renderer *hd_perf_renderer(SDL_Window *w, int mode);

/* --bench-frames N: N frames of the current scene (or the stress scene)
 * with the mouse moving, drawn and presented; prints per-frame CPU and wall
 * times as JSON. Returns the exit status. */
int hd_perf_bench_frames(hd_ctx *a, int n);

/* --stress N --frames F: F frames of detection (moving the shapes and the
 * mouse, no drawing); prints every frame's figures as JSON. */
int hd_perf_stress_frames(hd_ctx *a, int frames);

#endif
