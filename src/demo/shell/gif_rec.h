/*
 * gif_rec.h: animated GIFs of the window, with Debian's giflib (desktop
 * only: the page is built without this file).
 *
 *   --gif FILE (with --script)  every frame the script draws, each shown
 *                               for the script's time until the next one
 *                               (its wait and pace lines), looping;
 *   F10 (and its button)        the next HD_GIF_SECONDS of the window, a
 *                               frame at most every HD_GIF_STEP_MS as it
 *                               changes, into hitdemo-NNN.gif in the output
 *                               folder (F10 again stops it early); the
 *                               message line says where it went.
 *
 * Each frame gets its own palette of at most 256 colours, quantised from
 * its pixels by giflib's GifQuantizeBuffer (no encoder of our own).
 */
#ifndef HD_GIF_REC_H
#define HD_GIF_REC_H

#include <stdbool.h>

#include "ctx.h"
#include "options.h"

#define HD_GIF_SECONDS 6
#define HD_GIF_STEP_MS 80

/* Hooks the recorder into the loop (hd_loop_on_frame, hd_loop_on_gif);
 * with --gif, the script's recording starts with the next frame. False
 * (with a message on stderr) if --gif's file cannot be written. */
bool hd_gif_rec_install(hd_ctx *a, const hd_options *o);
/* Between turns: F10's recording ends when its time is up; *wait_ms (the
 * turn's wait, -1: idle) is shortened so that it does. */
void hd_gif_rec_tick(hd_ctx *a, int *wait_ms);
/* The end of the run: a recording still open is written. False if --gif's
 * file could not be written (the run's status is then 3). */
bool hd_gif_rec_finish(hd_ctx *a);

#endif
