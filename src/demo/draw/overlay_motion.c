/* overlay_motion.c: swept regions, impact ghosts and frame ghosts (see overlay_motion.h). */
#include "overlay_motion.h"

#include <math.h>

#include "motion.h"
#include "palette.h"

void hd_overlay_swept_draw(const hd_gfx *g, const hd_shape *s, hd_vec2 d)
{
    static hd_motion_region r;
    hd_motion_region_of(s, d, &r);
    const hd_vec2 *p = r.pts;
    hd_rgba c = HD_RGBA(HD_COL_SWEPT);
    if (hd_gfx_present(g)) c.a = HD_ALPHA_PROJECTOR_SWEPT;
    for (int i = 0; i < r.nloops; p += r.len[i], i++) {
        if (r.len[i] >= 3) hd_gfx_fill_loop(g, p, r.len[i], c);
        else if (r.len[i] == 2) hd_gfx_thick(g, p[0], p[1], 6, c);
    }
}

/* The outline drawn thicker than the shapes', to tell it from the cursor. */
static hd_gfx thick(const hd_gfx *g)
{
    hd_gfx t = *g;
    t.line_pt = fmax(g->line_pt, 1) * 2.5;
    return t;
}

void hd_overlay_ghost_draw(const hd_gfx *g, const hd_shape *ghost, const hd_sweep_hit *h, const char *label)
{
    hd_gfx t = thick(g);
    if (hd_gfx_is_flat(ghost)) {
        if (ghost->kind == HD_POINT) hd_gfx_ring(g, ghost->point.p, 7, HD_RGBA(HD_COL_GHOST));
        else hd_gfx_shape(&t, ghost, HD_RGBA(HD_COL_GHOST_FILL), HD_RGBA(HD_COL_GHOST));
    } else {
        hd_gfx_shape(&t, ghost, HD_RGBA(HD_COL_GHOST_FILL), HD_RGBA(HD_COL_GHOST));
    }
    if (!h->hit) return;
    if (h->has_normal) {
        /* 40 points long on screen, whatever the zoom */
        double len = 40 * hd_gfx_pt(g) / (g->v->scale_x > 0 ? g->v->scale_x : 1);
        hd_vec2 tip = {h->point.x + h->normal.x * len, h->point.y + h->normal.y * len};
        hd_gfx_arrow(g, h->point, tip, 9, HD_RGBA(HD_COL_NORMAL));
        hd_gfx_keep_clear(g, tip, 6);
    }
    hd_gfx_dot(g, h->point, 4.5, HD_RGBA(HD_COL_GHOST));
    hd_gfx_ring(g, h->point, 5.5, HD_RGBA(HD_COL_POINT_RING));
    hd_gfx_keep_clear(g, h->point, 7);
    if (label) {
        /* on the side the normal points to (away from the base) */
        bool left = h->has_normal && h->normal.x < 0;
        hd_gfx_label(g, h->point, left ? -12 : 12, h->has_normal && h->normal.y < 0 ? -26 : 10, left, label,
                     HD_RGBA(HD_COL_GHOST));
    }
}

void hd_overlay_frame_ghost_draw(const hd_gfx *g, const hd_shape *at, bool hit)
{
    if (at->kind == HD_POINT) {
        hd_gfx_ring(g, at->point.p, 4, hit ? HD_RGBA(HD_COL_HIT) : HD_RGBA(HD_COL_FRAME));
        return;
    }
    hd_gfx_shape(g, at, HD_RGBA(HD_COL_NONE), hit ? HD_RGBA(HD_COL_HIT_BG) : HD_RGBA(HD_COL_FRAME));
}
