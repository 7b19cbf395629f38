/* framing.c: the shapes in the space the bars leave free (see framing.h). */
#include "framing.h"
#include "i18n.h"

#include <math.h>

#include "scenes_ui.h"
#include "toolbar_view.h"

void hd_framing_chrome(const hd_ctx *a, bool window, hd_chrome *out)
{
    hd_gfx g = hd_ctx_gfx(a);
    /* the facts the loop draws the frame with (shell/loop.c) */
    hd_hud hud = {.mouse_inside = a->mouse_inside && a->mouse_known, .cursor_placed = a->nudged,
                  .mouse_wx = a->mouse_wx, .mouse_wy = a->mouse_wy, .frame_ms = a->frame_ms,
                  .message = a->message[0] ? a->message : NULL, .message_bar = window || !a->headless,
                  .scene_line = hd_scenes_ui_line(a), .lesson = a->lesson};
    if (!a->show.help) {
        /* the toolbar's rows (its hover hint goes in the message strip) */
        hd_toolbar_state st = {&a->show, &a->scene, a->lesson != NULL, a->lang_gen};
        hd_toolbar_layout tl;
        hd_toolbar_lay_out(&g, &st, &tl);
        hud.top_px = tl.n ? tl.bottom : 0;
    }
    hd_chrome_lay_out(&g, &a->scene, &a->show, &hud, true, out);
}

void hd_framing_free_win(const hd_ctx *a, double *top, double *bottom)
{
    hd_chrome ch;
    hd_framing_chrome(a, false, &ch);
    double ratio = a->view.draw_h > 0 ? (double)a->view.win_h / a->view.draw_h : 1;
    *top = ch.free.y0 * ratio;
    *bottom = ch.free.y1 * ratio;
    /* no room at all (a tiny window): what is framed stays in sight below the bars */
    if (*bottom < *top + 40) *bottom = *top + 40;
}

void hd_framing_fit(hd_ctx *a, hd_vec2 lo, hd_vec2 hi, double fill, double zmax)
{
    double top, bottom;
    hd_framing_free_win(a, &top, &bottom);
    double z = zmax, bw = hi.x - lo.x, bh = hi.y - lo.y;
    double room_w = fill * a->view.win_w, room_h = fill * (bottom - top);
    if (bw > 0 && room_w / bw < z) z = room_w / bw;
    if (bh > 0 && room_h / bh < z) z = room_h / bh;
    if (!(bw > 0) && !(bh > 0) && a->zoom < z) z = a->zoom;
    z = hd_view_zoom_step(z, 0);
    hd_vec2 c = {(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
    hd_ctx_set_view(a, z, (hd_vec2){c.x - a->view.win_w / 2.0 / z, c.y - (top + bottom) / 2 / z});
}

static void grow(hd_vec2 *lo, hd_vec2 *hi, hd_vec2 p, hd_vec2 q)
{
    lo->x = fmin(lo->x, p.x);
    lo->y = fmin(lo->y, p.y);
    hi->x = fmax(hi->x, q.x);
    hi->y = fmax(hi->y, q.y);
}

bool hd_framing_shapes_box(const hd_ctx *a, hd_vec2 *lo, hd_vec2 *hi)
{
    hd_shape vb = hd_scene_base(&a->scene);
    hd_shape_bounds(&vb, lo, hi);
    if (a->scene.mouse_known && (a->mouse_inside || a->nudged)) {
        hd_vec2 clo, chi;
        hd_shape vc = hd_scene_cursor(&a->scene);
        hd_shape_bounds(&vc, &clo, &chi);
        grow(lo, hi, clo, chi);
    }
    return isfinite(lo->x) && isfinite(lo->y) && isfinite(hi->x) && isfinite(hi->y);
}

hd_pxbox hd_framing_shapes_px(const hd_ctx *a)
{
    hd_vec2 lo, hi;
    if (!hd_framing_shapes_box(a, &lo, &hi)) return (hd_pxbox){0, 0, 0, 0};
    hd_vec2 p0 = hd_view_to_pixels(&a->view, lo), p1 = hd_view_to_pixels(&a->view, hi);
    /* a shape with no width or height is drawn as a dot or a line: as wide
     * as the dot */
    hd_gfx g = hd_ctx_gfx(a);
    double r = (hd_gfx_present(&g) ? HD_FINGER_PT : 3.0) * hd_gfx_pt(&g);
    if (p1.x - p0.x < 2 * r) p0.x = (p0.x + p1.x) / 2 - r, p1.x = p0.x + 2 * r;
    if (p1.y - p0.y < 2 * r) p0.y = (p0.y + p1.y) / 2 - r, p1.y = p0.y + 2 * r;
    return (hd_pxbox){floor(p0.x), floor(p0.y), ceil(p1.x), ceil(p1.y)};
}

/* The shapes' box inside the free box (window points), and not empty. */
static bool in_free_box(const hd_ctx *a)
{
    hd_vec2 lo, hi;
    if (!hd_framing_shapes_box(a, &lo, &hi)) return false;
    double top, bottom;
    hd_framing_free_win(a, &top, &bottom);
    hd_vec2 p0 = hd_view_to_window(&a->view, lo), p1 = hd_view_to_window(&a->view, hi);
    return p0.x >= 0 && p1.x <= a->view.win_w && p0.y >= top && p1.y <= bottom;
}

bool hd_framing_key_home(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    bool known = a->scene.mouse_known;
    hd_vec2 m = a->scene.mouse;
    /* the view reset: zoom 1, no pan, a default base centred again */
    hd_ctx_set_view(a, 1.0, (hd_vec2){0, 0});
    if (!a->scene.base_fixed) hd_ctx_recentre(a);
    hd_ctx_update(a);
    hd_vec2 lo, hi;
    if (in_free_box(a) || !hd_framing_shapes_box(a, &lo, &hi)) {
        hd_ctx_message(a, "%s", _("view reset: zoom 1, no pan"));
        return true;
    }
    /* where that leaves them under a bar or out of the window: framed */
    if (known) { /* the cursor stays with the shapes it is framed with */
        hd_ctx_place_cursor(a, m);
        hd_ctx_update(a);
        hd_framing_shapes_box(a, &lo, &hi);
    }
    hd_framing_fit(a, lo, hi, 0.8, HD_ZOOM_MAX);
    if (known) hd_ctx_place_cursor(a, m);
    char z[40];
    hd_format_double(a->zoom, z, sizeof z);
    hd_ctx_message(a, _("view framed: the base and the cursor, zoom %s"), z);
    return true;
}
