/* options_perf.c: the window program's performance options (pure C, no
 * SDL): --bench-frames N, --renderer auto|software|accelerated,
 * --stress N, --frames F, --stress-pairs, --stress-static, --brute. */
#include <string.h>

#include "numtext.h"
#include "i18n.h"
#include "options.h"

static const char *const takes_value[] = {"--bench-frames", "--renderer", "--stress", "--frames"};

bool hd_options_perf_takes(const char *name)
{
    for (size_t i = 0; i < sizeof takes_value / sizeof takes_value[0]; i++)
        if (!strcmp(name, takes_value[i])) return true;
    return false;
}

int hd_options_perf(const char *name, const char *val, hd_options *o, char *err, size_t errlen)
{
    double v;
    if (!strcmp(name, "--bench-frames")) {
        if (!hd_numtext_whole(val, 1, 1000000, &v))
            return snprintf(err, errlen, _("--bench-frames: expected a whole number from 1 to 1000000, got '%.40s'"), val), 2;
        o->bench_frames = (int)v;
    } else if (!strcmp(name, "--frames")) {
        if (!hd_numtext_whole(val, 1, 1000000, &v))
            return snprintf(err, errlen, _("--frames: expected a whole number from 1 to 1000000, got '%.40s'"), val), 2;
        o->frames = (int)v;
    } else if (!strcmp(name, "--stress")) {
        if (!hd_numtext_whole(val, 1, 1000000, &v))
            return snprintf(err, errlen, _("--stress: expected a number of shapes from 1 to 1000000, got '%.40s'"), val), 2;
        o->stress = (int)v;
    } else if (!strcmp(name, "--renderer")) {
        if (!strcmp(val, "auto")) o->renderer = HD_RENDERER_AUTO;
        else if (!strcmp(val, "software")) o->renderer = HD_RENDERER_SOFTWARE;
        else if (!strcmp(val, "accelerated")) o->renderer = HD_RENDERER_ACCELERATED;
        else return snprintf(err, errlen, _("--renderer: expected auto, software or accelerated, got '%.40s'"), val), 2;
    } else if (!strcmp(name, "--stress-pairs")) {
        o->stress_pairs = true;
    } else if (!strcmp(name, "--stress-static")) {
        o->stress_static = true;
    } else if (!strcmp(name, "--brute")) {
        o->stress_brute = true;
    } else {
        return -1;
    }
    return 0;
}

int hd_options_perf_check(const hd_options *o, char *err, size_t errlen)
{
    if (o->frames && !o->stress)
        return snprintf(err, errlen, _("--frames: only with --stress N (frames of the stress scene)")), 2;
    if ((o->stress_pairs || o->stress_static || o->stress_brute) && !o->stress)
        return snprintf(err, errlen, _("%s: only with --stress N"),
                        o->stress_pairs ? "--stress-pairs" : o->stress_static ? "--stress-static" : "--brute"), 2;
    if (o->frames && o->bench_frames)
        return snprintf(err, errlen, _("--frames and --bench-frames: give one of them")), 2;
    return 0;
}
