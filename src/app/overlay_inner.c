/* overlay_inner.c: I, the algorithm's inner values. (Being written.) */
#include "overlay.h"

void hd_overlay_inner_draw(const hd_gfx *g, const hd_scene *s)
{
    (void)g;
    (void)s;
}
