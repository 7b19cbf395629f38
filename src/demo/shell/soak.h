/* soak.h: the headless soak. */
#ifndef HD_SOAK_H
#define HD_SOAK_H

#include <stdbool.h>

#include "ctx.h"

/* The soak (--soak N,SEED, headless; after the script, if any): N random
 * events, made up one per loop turn from SEED (moves inside and outside
 * the window, keys, wheel turns, resizes down to 1x1, window events,
 * pixel ratio changes). Twenty times it goes back to the start-up size
 * and ratio and measures the resident set; at the end it prints the
 * counts and the RSS figures after warm-up (the first two checkpoints). */
int hd_soak_init(const hd_ctx *a, long events, unsigned long seed);
bool hd_soak_left(void);
void hd_soak_step(hd_ctx *a);


#endif
