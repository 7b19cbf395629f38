/*
 * run.h: the desktop program's driver of the loop: it runs a script's
 * lines or the soak's events between the loop's turns, ends a finishing
 * run (--headless, --screenshot, --svg, --exit-after-script), or hands
 * the loop to a frame bench.
 */
#ifndef HD_RUN_H
#define HD_RUN_H

#include "options.h"
#include "script.h"

/* Runs the program; returns the exit status (0 ok, 1 failed expect,
 * 2 bad script key name, 3 SDL or file error). `script` may be NULL. */
int hd_run(const hd_options *o, const hd_script *script);

#endif
