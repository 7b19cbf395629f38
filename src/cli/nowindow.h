/* nowindow.h: the modes that need no window and no SDL (--check, --ray,
 * --sweep and their batch forms, --verify-scenes, --verify-lessons, --hunt,
 * --version), shared by
 * build/hitdemo (launch.c) and the window program (main.c). */
#ifndef HD_NOWINDOW_H
#define HD_NOWINDOW_H

#include <stdbool.h>

/* If argv asks for a no-window mode, runs it, stores its exit status in
 * *status and returns true; else returns false. */
bool hd_nowindow_run(int argc, char **argv, int *status);

#endif
