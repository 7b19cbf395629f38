/* render.c: the order in which the frame's own layers are drawn (see render.h). */
#include "i18n.h"
#include "render.h"

#include <math.h>

#include "chrome.h"
#include "hud.h"
#include "lesson_panel.h"
#include "overlay.h"

/* The drawable box of a shape (false if it is not finite on screen). */
static bool shape_box(const hd_gfx *g, const hd_shape *c, hd_pxbox *out)
{
    hd_vec2 lo, hi;
    hd_shape_bounds(c, &lo, &hi);
    hd_vec2 a = hd_view_to_pixels(g->v, lo), b = hd_view_to_pixels(g->v, hi);
    if (!(isfinite(a.x) && isfinite(a.y) && isfinite(b.x) && isfinite(b.y))) return false;
    double m = 2 * hd_gfx_pt(g);
    *out = (hd_pxbox){a.x - m, a.y - m, b.x + m, b.y + m};
    return true;
}

hd_rgba hd_render_background(const hd_scene *s, const hd_hud *hud)
{
    bool cursor_shown = s->mouse_known && (hud->mouse_inside || hud->cursor_placed);
    /* point against point: the whole background shows the collision */
    bool bg_hit = cursor_shown && s->collide && s->base.s.kind == HD_POINT && s->cursor.s.kind == HD_POINT;
    return bg_hit ? HD_RGBA(HD_COL_HIT_BG) : HD_RGBA(HD_COL_BG);
}

void hd_render_scene(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud)
{
    hd_gfx_labels_begin();
    bool cursor_shown = s->mouse_known && (hud->mouse_inside || hud->cursor_placed);
    bool collide = cursor_shown && s->collide;
    bool bg_hit = collide && s->base.s.kind == HD_POINT && s->cursor.s.kind == HD_POINT;
    hd_gfx_clear(g, hd_render_background(s, hud));

    if (show->map) hd_overlay_map_draw(g, false);

    hd_rgba base_col = collide && !bg_hit ? HD_RGBA(HD_COL_HIT) : HD_RGBA(HD_COL_BASE);
    hd_rgba cur_col = HD_RGBA(HD_COL_CURSOR);
    /* outline mode: no fill, an opaque outline (the base stays visible
     * under a large cursor) */
    hd_rgba base_fill = base_col, cur_fill = cur_col, base_line = base_col, cur_line = cur_col;
    if (show->outline) {
        base_fill.a = cur_fill.a = 0;
        base_line.a = cur_line.a = 0xff;
    }
    /* A base with no area (a point, a line, a zero-size rect, radius or
     * sweep) is a dot or a thin line: drawn under the cursor it would be
     * hidden exactly while it collides, so it goes on top of the cursor. */
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    bool flat = hd_gfx_is_flat(&vbase);
    if (!flat) hd_gfx_shape(g, &vbase, base_fill, base_line);
    if (cursor_shown) hd_gfx_shape(g, &vcur, cur_fill, cur_line);
    if (flat) hd_gfx_shape(g, &vbase, base_fill, base_line);

    if (show->map && show->naive) hd_overlay_map_draw(g, true);
}

void hd_render_marks(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud)
{
    bool cursor_shown = s->mouse_known && (hud->mouse_inside || hud->cursor_placed);
    if (cursor_shown) {
        /* with the map, the cursor's reference point (the mouse): the map
         * colours where it may go, so the picture reads right (named in a
         * lesson) */
        if (show->map) {
            hd_gfx_ring(g, s->mouse, 6.0, HD_RGBA(HD_COL_XPOINT_RING));
            hd_gfx_dot(g, s->mouse, 4.5, HD_RGBA(HD_COL_XCURSOR));
            hd_gfx_keep_clear(g, s->mouse, 6.0);
            if (hud->lesson) hd_gfx_label(g, s->mouse, 10, 8, false, _("reference point"), HD_RGBA(HD_COL_XCURSOR));
        }
        if (show->inner) hd_overlay_inner_draw(g, s, show);
        if (show->dist) hd_overlay_dist_draw(g, s);
        /* hit points on top of both shapes, outlined so they stay visible
         * on any colour */
        int nh = s->hit_count < HD_SCENE_MAX_HITS ? s->hit_count : HD_SCENE_MAX_HITS;
        /* fingertip size on a projector */
        double r = hd_gfx_present(g) ? HD_FINGER_PT : 4.0;
        for (int i = 0; i < nh; i++) {
            hd_gfx_dot(g, s->hits[i], r, HD_RGBA(HD_COL_POINT));
            hd_gfx_ring(g, s->hits[i], r + 1, HD_RGBA(HD_COL_POINT_RING));
        }
    }
}

void hd_render_chrome(const hd_gfx *g, const hd_scene *s, const hd_show *show, const hd_hud *hud)
{
    bool cursor_shown = s->mouse_known && (hud->mouse_inside || hud->cursor_placed);
    /* The labels asked for above, placed in one pass clear of each other,
     * of the HUD, of the bars along the bottom and of the hit points; the
     * HUD lists those with no room (and then grows by that line). */
    enum { OBS = HD_SCENE_MAX_HITS + 6 };
    hd_pxbox obs[OBS];
    int no = 0;
    /* along the bottom, from the bottom up: the scene's line, the lesson's
     * panel (it stays put), the message strip (reserved: the framing keeps
     * the shapes above it) */
    hd_chrome ch;
    hd_chrome_lay_out(g, s, show, hud, false, &ch);
    int bottom = (int)ch.strip.y0;
    bool bar = ch.message.x1 > ch.message.x0;
    if (bottom < g->v->draw_h) obs[no++] = (hd_pxbox){0, bottom, g->v->draw_w, g->v->draw_h};
    if (hud->top_px > 0) obs[no++] = (hd_pxbox){0, 0, g->v->draw_w, hud->top_px}; /* the toolbar */
    int hud_at = no;
    hd_hud with = *hud;
    with.bottom_px = (int)ch.strip.y1;
    if (show->hud) obs[no++] = hd_hud_box(g, s, show, &with);
    int hide = no; /* the bars and the HUD hide what is under them */
    /* small shapes stay in sight: labels keep off their boxes */
    hd_pxbox sb;
    double small = 0.05 * g->v->draw_w * g->v->draw_h;
    hd_shape vb = hd_scene_base(s);
    if (shape_box(g, &vb, &sb) && (sb.x1 - sb.x0) * (sb.y1 - sb.y0) < small) obs[no++] = sb;
    if (cursor_shown) {
        hd_shape vc = hd_scene_cursor(s);
        if (shape_box(g, &vc, &sb) && (sb.x1 - sb.x0) * (sb.y1 - sb.y0) < small) obs[no++] = sb;
        double rr = (hd_gfx_present(g) ? HD_FINGER_PT + 2 : 6) * hd_gfx_pt(g);
        int nh = s->hit_count < HD_SCENE_MAX_HITS ? s->hit_count : HD_SCENE_MAX_HITS;
        for (int i = 0; i < nh && no < OBS; i++) {
            hd_vec2 p = hd_view_to_pixels(g->v, s->hits[i]);
            obs[no++] = (hd_pxbox){p.x - rr, p.y - rr, p.x + rr, p.y + rr};
        }
    }
    static char dropped[1200];
    if (hd_gfx_labels_place(g, obs, no, hide, dropped, sizeof dropped) > 0 && show->hud) {
        with.labels_dropped = dropped;
        obs[hud_at] = hd_hud_box(g, s, show, &with);
        hd_gfx_labels_place(g, obs, no, hide, dropped, sizeof dropped);
    }
    hd_gfx_labels_draw(g);
    if (show->hud) hd_hud_draw(g, s, show, &with);
    if (hud->scene_line) hd_hud_draw_bottom(g, hud->scene_line, g->v->draw_h, false);
    if (hud->lesson) hd_lesson_panel_draw(g, hud->lesson, s, ch.panel_bottom);
    if (bar) hd_chrome_draw_message(g, hud->message, ch.message);
}
