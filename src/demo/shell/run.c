/* run.c: the desktop program's driver of the loop (see run.h). */
#include "run.h"

#include <stdio.h>

#include "gif_rec.h"
#include "loop.h"
#include "perf.h"
#include "script_run.h"
#include "soak.h"

int hd_run(const hd_options *o, const hd_script *script)
{
    /* Script key names are checked before anything runs. */
    int rc = hd_script_run_init(script);
    hd_ctx *a = NULL;
    if (rc == HD_EXIT_OK) rc = hd_loop_start(o, &a);
    if (rc != HD_EXIT_OK) {
        hd_script_run_shutdown();
        return rc;
    }
    rc = hd_soak_init(a, o->soak_events, o->soak_seed);
    if (rc == HD_EXIT_OK && !hd_gif_rec_install(a, o)) rc = HD_EXIT_RUNTIME; /* F10, --gif */
    if (rc == HD_EXIT_OK && (o->bench_frames || o->frames)) /* perf.c: print figures and exit */
        rc = o->bench_frames ? hd_perf_bench_frames(a, o->bench_frames) : hd_perf_stress_frames(a, o->frames);
    if (rc != HD_EXIT_OK || o->bench_frames || o->frames) {
        fflush(stdout);
        hd_loop_end();
        hd_script_run_shutdown();
        return rc;
    }
    /* Runs until Esc/close, or, for --headless, --screenshot and
     * --exit-after-script, until the script is done and the last frame is
     * written; a window with a script stays open until Esc. */
    bool finishes = a->headless || o->screenshot || o->svg || (script && o->exit_after_script), finished = false;
    while (!a->quit) {
        int wait_ms = 0;
        bool waiting = hd_script_run_waiting(&wait_ms);
        bool script_left = hd_script_run_left();
        bool soak_left = !script_left && hd_soak_left();
        if ((script_left || soak_left) && !waiting) {
            if (script_left) hd_script_run_step(a);
            else hd_soak_step(a);
            if (a->quit) break;
        } else if (!script_left && !soak_left && finishes && !waiting) {
            hd_loop_finish();
            finished = true;
            break;
        }
        hd_loop_ignore_real_pointer(hd_script_run_active());
        int turn_wait = waiting ? wait_ms : script_left || soak_left || finishes ? 0 : -1;
        hd_gif_rec_tick(a, &turn_wait); /* F10's recording ends on time */
        if (hd_loop_turn(turn_wait, NULL) < 0) break;
    }
    /* Quit (Esc, the window closed) before a finishing run was done: the
     * script says where it stopped, and the screenshot and the final
     * state are still written. */
    if (!finished && a->status == HD_EXIT_OK) {
        hd_script_run_stopped(a);
        if (finishes) hd_loop_finish();
    }
    if (!hd_gif_rec_finish(a) && o->gif && a->status == HD_EXIT_OK) a->status = HD_EXIT_RUNTIME;
    rc = hd_loop_end();
    hd_script_run_shutdown();
    return rc;
}
