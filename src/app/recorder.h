/*
 * recorder.h: R records the input to a QA script (script.h format) that
 * replays it: hitdemo-rec-NNN.txt, the first free name in the current
 * directory. The file starts with lines that restore the state at the
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

#include "app_state.h"

#define HD_REC_MIN_WAIT 20

/* Sees every event before the other modules: records it while recording;
 * returns true if it took it (the R key). */
bool hd_recorder_event(hd_app *a, const SDL_Event *e);

/* Ends a recording still running (the file is kept). */
void hd_recorder_shutdown(hd_app *a);

#endif
