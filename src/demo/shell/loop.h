/* app.h: the window program (SDL window, loop, headless mode, scripts). */
#ifndef HD_APP_H
#define HD_APP_H

#include "options.h"
#include "script.h"

/* Runs the program; returns the exit status (0 ok, 1 failed expect,
 * 2 bad script key name, 3 SDL or file error). `script` may be NULL. */
int hd_app_run(const hd_options *o, const hd_script *script);

/* hd_app_run in three parts, for a loop that is not ours (the browser's,
 * web.c). hd_app_start returns 0 to go on (else the exit status, all shut
 * down); hd_app_turn runs one turn of the loop, waiting at most
 * max_wait_ms for an event (-1: as long as the loop would), and returns 1
 * if it drew a frame, 0 if not, -1 when the run is over; hd_app_end then
 * finishes, shuts down and returns the exit status. */
int hd_app_start(const hd_options *o, const hd_script *script);
int hd_app_turn(int max_wait_ms);
int hd_app_end(void);

#endif
