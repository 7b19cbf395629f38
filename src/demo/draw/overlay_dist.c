/* overlay_dist.c: D. Apart: the closest points joined by a dashed line,
 * the distance written beside it. Colliding: the push-out arrow (the
 * shortest move of the cursor that leaves the shapes only touching) with
 * its depth, drawn from the deepest point of the cursor. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "overlay.h"
#include "render.h"

void hd_overlay_dist_draw(const hd_gfx *g, const hd_scene *s)
{
    const hd_dist *d = &s->dist;
    char num[40], text[80];
    if (d->has_closest) {
        hd_gfx_dashed(g, d->pa, d->pb, 4, HD_RGBA(HD_COL_CLOSEST));
        hd_gfx_dot(g, d->pa, 3.5, HD_RGBA(HD_COL_CLOSEST));
        hd_gfx_dot(g, d->pb, 3.5, HD_RGBA(HD_COL_CLOSEST));
        hd_gfx_keep_clear(g, d->pa, 5);
        hd_gfx_keep_clear(g, d->pb, 5);
        hd_gfx_number(g, d->distance, num, sizeof num);
        snprintf(text, sizeof text, _("distance %s"), num);
        hd_vec2 mid = {(d->pa.x + d->pb.x) / 2, (d->pa.y + d->pb.y) / 2};
        /* beside the dashed line, on its left, centred: clear of both dots */
        hd_vec2 p = hd_view_to_pixels(g->v, d->pa), q = hd_view_to_pixels(g->v, d->pb);
        double dx = q.x - p.x, dy = q.y - p.y, len = hypot(dx, dy);
        double nx = len > 0 ? dy / len : 0, ny = len > 0 ? -dx / len : -1;
        double pt = hd_gfx_pt(g);
        double w_pt = hd_gfx_text_w(g, HD_FACE_MONO, HD_LABEL_PT, text) / pt,
               h_pt = hd_gfx_line_h(g, HD_FACE_MONO, HD_LABEL_PT) / pt;
        double off = 10 + 0.5 * (fabs(nx) * w_pt + fabs(ny) * h_pt);
        hd_gfx_label(g, mid, nx * off - w_pt / 2, ny * off - h_pt / 2, false, text, HD_RGBA(HD_COL_CLOSEST));
    } else if (d->has_push) {
        /* The arrow starts at the mouse (the cursor's anchor) and shows
         * where it would have to go. */
        hd_vec2 from = s->mouse, to = {s->mouse.x + d->push.x, s->mouse.y + d->push.y};
        hd_gfx_arrow(g, from, to, 10, HD_RGBA(HD_COL_PUSH));
        hd_gfx_number(g, d->depth, num, sizeof num);
        snprintf(text, sizeof text, _("push %s"), num);
        hd_gfx_label(g, to, 8, 4, false, text, HD_RGBA(HD_COL_PUSH));
    } else if (s->collide) {
        hd_gfx_label(g, s->mouse, 12, 12, false, _("no push-out: a shape is concave"), HD_RGBA(HD_COL_PUSH));
    }
}
