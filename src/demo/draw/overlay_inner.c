/* overlay_inner.c: I, the algorithm's inner values (explain.c computes
 * them, once per change of the shapes: hd_explain_get keeps the last
 * result, which the HUD's lines share). Drawn in layers: the outline pieces
 * that were hit (thick), then bars, lines and rays, then points, then the
 * labels on top, so no value hides a label. */
#include <math.h>
#include <string.h>

#include "explain.h"
#include "overlay.h"
#include "render.h"

static hd_rgba role_col(hd_xrole r)
{
    switch (r) {
    case HD_XR_BASE: return HD_RGBA(HD_COL_XBASE);
    case HD_XR_CURSOR: return HD_RGBA(HD_COL_XCURSOR);
    case HD_XR_ALERT: return HD_RGBA(HD_COL_ALERT);
    default: return HD_RGBA(HD_COL_INNER);
    }
}

/* A hit curved piece as a thick polyline. */
static void thick_arc(const hd_gfx *g, const hd_xitem *it, double width, hd_rgba c)
{
    int steps = (int)ceil(fabs(it->sweep) / 6) + 1;
    hd_vec2 prev = {0, 0};
    for (int i = 0; i <= steps; i++) {
        double a = (it->a0 + it->sweep * i / steps) * (HD_PI / 180.0);
        hd_vec2 p = {it->a.x + it->r * cos(a), it->a.y + it->r * sin(a)};
        if (i) hd_gfx_thick(g, prev, p, width, c);
        prev = p;
    }
}

/* Draws items[0..n): the hit pieces, then bars, lines and rays, then
 * points, then (labels) their labels. alpha: 0xff, or less for the faint
 * earlier steps; wide: the current step, a little thicker. */
static void draw_items(const hd_gfx *g, const hd_xitem *items, int n, Uint8 alpha, bool labels, bool wide)
{
    double w = wide ? 1.5 : 1;
    for (int i = 0; i < n; i++) {
        const hd_xitem *it = &items[i];
        /* a hit piece in its owner's colour: base and cursor stay apart
         * where both are hit along their whole length (two segments) */
        hd_rgba c = role_col(it->role);
        c.a = alpha;
        if (it->type == HD_XI_EDGE) hd_gfx_thick(g, it->a, it->b, 4 * w, c);
        else if (it->type == HD_XI_ARC) thick_arc(g, it, 3 * w, c);
    }
    for (int i = 0; i < n; i++) {
        const hd_xitem *it = &items[i];
        hd_rgba c = role_col(it->role);
        c.a = alpha;
        switch (it->type) {
        case HD_XI_SEGMENT: hd_gfx_thick(g, it->a, it->b, hd_gfx_present(g) ? fmax(HD_MARK_PT, 1.5 * w) : 1.5 * w, c); break;
        case HD_XI_DASHED: hd_gfx_dashed(g, it->a, it->b, 4, c); break;
        case HD_XI_RAY: hd_gfx_arrow(g, it->a, it->b, 9 * w, c); break;
        case HD_XI_INTERVAL:
            hd_gfx_thick(g, it->a, it->b, 6 * w, c);
            /* end ticks show an interval of length 0 too */
            hd_gfx_dot(g, it->a, 2.5 * w, c);
            hd_gfx_dot(g, it->b, 2.5 * w, c);
            break;
        default: break;
        }
    }
    for (int i = 0; i < n; i++) {
        const hd_xitem *it = &items[i];
        if (it->type != HD_XI_POINT) continue;
        hd_rgba c = role_col(it->role), ring = HD_RGBA(HD_COL_XPOINT_RING);
        c.a = ring.a = alpha;
        hd_gfx_dot(g, it->a, 3.5 * w, c);
        hd_gfx_ring(g, it->a, 4.5 * w, ring);
        if (labels) hd_gfx_keep_clear(g, it->a, 5 * w);
    }
    for (int i = 0; labels && i < n; i++) {
        const hd_xitem *it = &items[i];
        if (!it->label[0]) continue;
        hd_vec2 at = it->at == 'l' ? it->lab
                     : it->at == 'a' ? it->a
                     : it->at == 'b' ? it->b
                                     : it->type == HD_XI_POINT ? it->a
                                                               : (hd_vec2){(it->a.x + it->b.x) / 2, (it->a.y + it->b.y) / 2};
        /* offsets in points (the placement pass moves a label that has no room there) */
        double dx = 7, dy = it->type == HD_XI_POINT ? -20 : 5;
        bool left = it->place == 'l';
        if (left) dx = -7, dy = -8;
        else if (it->place == 'u') dy = -20;
        else if (it->place == 'd') dy = 6;
        else if (it->place == 'r') dy = -8;
        hd_gfx_label(g, at, dx, dy, left, it->label, role_col(it->role));
    }
}

void hd_overlay_inner_draw(const hd_gfx *g, const hd_scene *s, const hd_show *show)
{
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
    int k = show->step;
    if (k < 1 || k > x->nsteps) {
        draw_items(g, x->items, x->n, 0xff, true, false);
        return;
    }
    /* stepping: the earlier steps faint (SAT: hidden, each axis is a
     * picture of its own beside the shapes), the current one emphasised */
    if (x->family != HD_XF_SAT)
        for (int i = 0; i < k - 1; i++) draw_items(g, &x->sitems[x->steps[i].i0], x->steps[i].n, 0x60, false, false);
    draw_items(g, &x->sitems[x->steps[k - 1].i0], x->steps[k - 1].n, 0xff, true, true);
}
