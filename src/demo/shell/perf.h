/*
 * perf.h: the frame benchmarks, drivers that own the loop for a number of
 * frames and print what they cost (the renderer they run on is chosen by
 * renderer.h).
 */
#ifndef HD_PERF_H
#define HD_PERF_H

#include <SDL.h>

#include "ctx.h"

/* --bench-frames N: N frames of the current scene (or the stress scene)
 * with the mouse moving, drawn and presented; prints per-frame CPU and wall
 * times as JSON. Returns the exit status. */
int hd_perf_bench_frames(hd_ctx *a, int n);

/* --stress N --frames F: F frames of detection (moving the shapes and the
 * mouse, no drawing); prints every frame's figures as JSON. */
int hd_perf_stress_frames(hd_ctx *a, int frames);

#endif
