/* options_figures.c: the window program's options for figures and colours
 * (pure C, no SDL): --theme light|dark|contrast, --gif FILE. */
#include <string.h>

#include "i18n.h"
#include "options.h"

const char *const hd_theme_names[3] = {"light", "dark", "contrast"};

bool hd_options_figures_takes(const char *name)
{
    return !strcmp(name, "--theme") || !strcmp(name, "--gif");
}

int hd_options_figures(const char *name, const char *val, hd_options *o, char *err, size_t errlen)
{
    if (!strcmp(name, "--theme")) {
        for (int t = 0; t < 3; t++)
            if (!strcmp(val, hd_theme_names[t])) {
                o->theme = t;
                return 0;
            }
        return snprintf(err, errlen, _("--theme: expected light, dark or contrast, got '%.40s'"), val), 2;
    }
    if (!strcmp(name, "--gif")) {
        size_t n = strlen(val);
        if (n < 5 || strcmp(val + n - 4, ".gif") != 0)
            return snprintf(err, errlen, _("--gif: expected a file name ending in .gif, got '%.40s'"), val), 2;
        o->gif = val;
        return 0;
    }
    return -1;
}

int hd_options_figures_check(const hd_options *o, char *err, size_t errlen)
{
    if (o->gif && !o->script)
        return snprintf(err, errlen, _("--gif: only with --script FILE (the frames are the script's)")), 2;
    return 0;
}
