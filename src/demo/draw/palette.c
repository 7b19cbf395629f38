/* palette.c: the themes' tables and the current one (see palette.h). */
#include "palette.h"

#include <string.h>

#define HD_PAL_UNPAREN_(...) {__VA_ARGS__}
#define HD_PAL_LIGHT_(name, l, d, c) HD_PAL_UNPAREN_ l,
#define HD_PAL_DARK_(name, l, d, c) HD_PAL_UNPAREN_ d,
#define HD_PAL_CONTRAST_(name, l, d, c) HD_PAL_UNPAREN_ c,
static const unsigned char g_tables[HD_THEME_COUNT][HD_PAL_COUNT][4] = {
    {HD_PALETTE_TABLE(HD_PAL_LIGHT_)},
    {HD_PALETTE_TABLE(HD_PAL_DARK_)},
    {HD_PALETTE_TABLE(HD_PAL_CONTRAST_)},
};
#undef HD_PAL_UNPAREN_
#undef HD_PAL_LIGHT_
#undef HD_PAL_DARK_
#undef HD_PAL_CONTRAST_

static hd_theme g_theme = HD_THEME_LIGHT;
static const char *const g_names[HD_THEME_COUNT] = {"light", "dark", "contrast"};

const unsigned char (*hd_pal)[4] = g_tables[HD_THEME_LIGHT];

void hd_palette_set(hd_theme t)
{
    if ((int)t < 0 || t >= HD_THEME_COUNT) t = HD_THEME_LIGHT;
    g_theme = t;
    hd_pal = g_tables[t];
}

hd_theme hd_palette_theme(void)
{
    return g_theme;
}

const char *hd_theme_name(hd_theme t)
{
    return (int)t >= 0 && t < HD_THEME_COUNT ? g_names[t] : "?";
}

bool hd_theme_parse(const char *s, hd_theme *out)
{
    for (int t = 0; t < HD_THEME_COUNT; t++)
        if (strcmp(s, g_names[t]) == 0) {
            *out = (hd_theme)t;
            return true;
        }
    return false;
}
