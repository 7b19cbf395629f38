/* app.h: the window program (SDL window, loop, headless mode, scripts). */
#ifndef HD_APP_H
#define HD_APP_H

#include "options.h"
#include "script.h"

/* Runs the program; returns the exit status (0 ok, 1 failed expect,
 * 2 bad script key name, 3 SDL or file error). `script` may be NULL. */
int hd_app_run(const hd_options *o, const hd_script *script);

#endif
