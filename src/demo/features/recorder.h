/*
 * recorder.h: R records the input to a QA script (script.h format) that
 * replays it: hitdemo-rec-NNN.txt, the first free name in the output
 * folder (outdir.h). The file starts with lines that restore the state at the
 * start (view, base, cursor templates, overlays, snapping, the mouse),
 * then one line per input event: move, key, wheel, resize, with `wait`
 * for gaps of HD_REC_MIN_WAIT ms or more (shorter gaps add up into the
 * next wait). A pan or a Ctrl+wheel zoom, which no script line replays,
 * is recorded as the `view` it leads to. The R presses are not recorded.
 */
#ifndef HD_RECORDER_H
#define HD_RECORDER_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

#define HD_REC_MIN_WAIT 20

/* Sees every event before the other modules: records it while recording
 * (all but the keys flagged HD_KEY_NOT_RECORDED); takes none. */
bool hd_recorder_event(hd_ctx *a, const SDL_Event *e);
/* R: start / stop recording. X: while recording, `expect` lines for what
 * is on screen (collide or clear, hits, distance), so the replay checks
 * it (keys.c's table). */
bool hd_recorder_key_record(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_recorder_key_expect(hd_ctx *a, const SDL_KeyboardEvent *k);

/* Ends a recording still running (the file is kept). */
void hd_recorder_shutdown(hd_ctx *a);

#endif
