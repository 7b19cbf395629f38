/*
 * launch.c: the `hitdemo` program. The check modes (--check, --check-batch)
 * and --verify-scenes run here, in a process that loads no SDL library at
 * all; everything else (the window, headless runs, --help) is the window
 * program, `hitdemo-window` beside this one, which this process becomes
 * (execv: same process id, same arguments).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "lang.h"
#include "nowindow.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The path of hitdemo-window: in the directory of this executable (from
 * /proc/self/exe, else argv[0]), as in the build tree; else, for an
 * installed copy, HD_WINDOW_REL from it (set by CMake: from the programs'
 * folder to the window program's, e.g. ../libexec/hitdemo). */
static bool window_program(const char *argv0, char *out, size_t n)
{
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len > 0) self[len] = '\0';
    else snprintf(self, sizeof self, "%s", argv0);
    char *slash = strrchr(self, '/');
    int w = slash ? snprintf(out, n, "%.*s/hitdemo-window", (int)(slash - self), self)
                  : snprintf(out, n, "hitdemo-window");
#ifdef HD_WINDOW_REL
    if (slash && w > 0 && (size_t)w < n && access(out, X_OK) != 0) {
        char inst[PATH_MAX + 64];
        int wi = snprintf(inst, sizeof inst, "%.*s/%s/hitdemo-window", (int)(slash - self), self, HD_WINDOW_REL);
        if (wi > 0 && (size_t)wi < sizeof inst && access(inst, X_OK) == 0) w = snprintf(out, n, "%s", inst);
    }
#endif
    return w > 0 && (size_t)w < n;
}

int main(int argc, char **argv)
{
    int status;
    /* --lang is taken out of a copy: the window program gets the
     * command line as it was, and chooses the same language */
    char **args = malloc(((size_t)argc + 1) * sizeof *args);
    if (!args) return 3;
    memcpy(args, argv, ((size_t)argc + 1) * sizeof *args);
    int nargs = argc;
    bool done = !hd_lang_start(&nargs, args, &status) || hd_nowindow_run(nargs, args, &status);
    free(args);
    if (done) return status;
    char path[PATH_MAX + 32];
    if (!window_program(argv[0], path, sizeof path)) {
        fputs("hitdemo: ", stderr);
        fprintf(stderr, _("cannot find the window program beside %s"), argv[0]);
        fputc('\n', stderr);
        return 3;
    }
    execv(path, argv);
    int e = errno;
    fputs("hitdemo: ", stderr);
    fprintf(stderr, _("cannot start the window program %s: %s"), path, strerror(e));
    fputc('\n', stderr);
    return 3;
}
