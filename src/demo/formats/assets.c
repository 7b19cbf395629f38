/* assets.c: where the run-time files are (see assets.h). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "assets.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef HD_ASSET_DIR
#define HD_ASSET_DIR "assets"
#endif

#if defined(HD_ASSET_REL) && !defined(__EMSCRIPTEN__)
/* <dir of /proc/self/exe>/HD_ASSET_REL into out, if its scenes/ is a folder
 * and the program is not the one in the build tree (HD_BUILD_DIR), which
 * always takes the source tree's: a build tree inside an install prefix
 * would otherwise pick up installed, maybe older, files. */
static int installed_dir(char *out, size_t n)
{
    char self[4096];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) return 0;
    self[len] = '\0';
    char *slash = strrchr(self, '/');
    if (!slash) return 0;
    *slash = '\0';
#ifdef HD_BUILD_DIR
    char *build = realpath(HD_BUILD_DIR, NULL);
    int in_build = build && !strcmp(build, self);
    free(build);
    if (in_build) return 0;
#endif
    int w = snprintf(out, n, "%s/%s", self, HD_ASSET_REL);
    if (w <= 0 || (size_t)w >= n) return 0;
    char scenes[4200];
    w = snprintf(scenes, sizeof scenes, "%s/scenes", out);
    struct stat st;
    return w > 0 && (size_t)w < sizeof scenes && stat(scenes, &st) == 0 && S_ISDIR(st.st_mode);
}
#endif

const char *hd_asset_dir(void)
{
#if defined(HD_ASSET_REL) && !defined(__EMSCRIPTEN__)
    static char dir[4200];
    static int state; /* 0 not looked yet, 1 installed, 2 the source tree */
    if (state == 0) state = installed_dir(dir, sizeof dir) ? 1 : 2;
    if (state == 1) return dir;
#endif
    return HD_ASSET_DIR;
}
