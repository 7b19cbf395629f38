/* overlay_map.c: M, the collision map. (Being written.) */
#include "overlay.h"

void hd_overlay_map_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show)
{
    (void)g;
    (void)s;
    (void)show;
}
