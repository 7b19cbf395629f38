/*
 * script_run.h: replays a QA script (script.h) in the window program. Each
 * line becomes real SDL events pushed with the window's id (SDL_PushEvent),
 * so they take the same path as real input; one line runs per loop turn,
 * after the events of the previous one have been handled.
 */
#ifndef HD_SCRIPT_RUN_H
#define HD_SCRIPT_RUN_H

#include <stdbool.h>

#include "ctx.h"
#include "script.h"

/* Checks the script's key names (before anything runs): HD_EXIT_OK, or
 * HD_EXIT_USAGE with a message naming the line. s may be NULL. */
int hd_script_run_init(const hd_script *s);

/* A script is running (lines left, or a wait in progress). */
bool hd_script_run_active(void);
/* Lines are left to run. */
bool hd_script_run_left(void);
/* A `wait` is in progress; *timeout_ms is set to what is left of it. */
bool hd_script_run_waiting(int *timeout_ms);
/* The script's own time so far, in ms: the sum of the waits and of the
 * delays after lines (pace, --script-delay) it has run (--gif's clock). */
double hd_script_run_clock_ms(void);
/* Runs the next line (may set a->quit and a->status). */
void hd_script_run_step(hd_ctx *a);
/* The run was quit (Esc, the window closed) with lines left: prints where
 * it stopped and the expects' summary so far (exit 1 if any failed). */
void hd_script_run_stopped(hd_ctx *a);
void hd_script_run_shutdown(void);

/* A key resolved from its name (an SDL key name or plus, minus, equals,
 * esc, space, enter); false if there is no such key. */
typedef struct script_key {
    SDL_Keycode sym;
    SDL_Scancode scan;
} script_key;
bool hd_script_resolve_key(const char *name, script_key *out);
/* Runs one command as a script line would (key: the resolved key of a key
 * command; name: the source, for messages). */
void hd_script_run_cmd(hd_ctx *a, const hd_script_cmd *c, const script_key *key, const char *name);

#endif
