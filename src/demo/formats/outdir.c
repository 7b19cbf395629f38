/* outdir.c: where saved files go (see outdir.h). */
#include "outdir.h"
#include "i18n.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

static char g_dir[HD_OUTDIR_MAX + 1];

int hd_outdir_default(const char *home, char *buf, size_t n)
{
#ifdef __EMSCRIPTEN__
    (void)home;
    return snprintf(buf, n, ".");
#else
    if (!home || !*home) return snprintf(buf, n, "/tmp/hitdemo");
    size_t len = strlen(home);
    while (len > 1 && home[len - 1] == '/') len--;
    return snprintf(buf, n, "%.*s/hitdemo", (int)len, home);
#endif
}

void hd_outdir_init(const char *dir)
{
    if (dir) snprintf(g_dir, sizeof g_dir, "%s", dir);
    else hd_outdir_default(getenv("HOME"), g_dir, sizeof g_dir);
}

const char *hd_outdir(void)
{
    if (!g_dir[0]) hd_outdir_init(NULL);
    return g_dir;
}

/* mkdir -p: every folder on the way, those that exist left as they are. */
static bool make_dirs(const char *dir, char *err, size_t errlen)
{
    char p[sizeof g_dir];
    snprintf(p, sizeof p, "%s", dir);
    for (char *s = p + 1;; s++) {
        if (*s != '/' && *s != '\0') continue;
        char c = *s;
        *s = '\0';
        struct stat st;
        if (stat(p, &st) != 0) {
            if (mkdir(p, 0777) != 0 && errno != EEXIST) {
                snprintf(err, errlen, _("cannot make the folder %s: %s"), p, strerror(errno));
                return false;
            }
        } else if (!S_ISDIR(st.st_mode)) {
            snprintf(err, errlen, _("%s is not a folder"), p);
            return false;
        }
        *s = c;
        if (!c) return true;
    }
}

FILE *hd_outdir_create(const char *prefix, const char *ext, int *seq, char *path, size_t n, char *err,
                       size_t errlen)
{
    const char *dir = hd_outdir();
    if (!make_dirs(dir, err, errlen)) return NULL;
    int e = 0;
    for (int i = 0; i < 1000; i++) {
        int k = (*seq + i) % 1000;
        if (!strcmp(dir, ".")) snprintf(path, n, "%s-%03d.%s", prefix, k, ext);
        else snprintf(path, n, "%s/%s-%03d.%s", dir, prefix, k, ext);
        FILE *f = fopen(path, "wx"); /* fails if the file exists */
        if (f) {
            *seq = (k + 1) % 1000;
            return f;
        }
        e = errno;
        if (e != EEXIST) break;
    }
    if (e == EEXIST) snprintf(err, errlen, _("no free %s-NNN.%s name left in %s"), prefix, ext, dir);
    else snprintf(err, errlen, _("cannot write %s: %s"), path, strerror(e));
    return NULL;
}
