/* view.c: window <-> logical <-> pixel mapping (see view.h). */
#include "view.h"

#include <math.h>

hd_view hd_view_make(int win_w, int win_h, int draw_w, int draw_h, double zoom)
{
    hd_view v;
    v.win_w = win_w < 1 ? 1 : win_w;
    v.win_h = win_h < 1 ? 1 : win_h;
    v.draw_w = draw_w < 1 ? 1 : draw_w;
    v.draw_h = draw_h < 1 ? 1 : draw_h;
    v.zoom = (isfinite(zoom) && zoom > 0) ? zoom : 1.0;
    v.ratio_x = (double)v.draw_w / v.win_w;
    v.ratio_y = (double)v.draw_h / v.win_h;
    v.scale_x = v.ratio_x * v.zoom;
    v.scale_y = v.ratio_y * v.zoom;
    /* draw / (ratio * zoom) = win / zoom: the ratio cancels. One rounding
     * instead of three keeps the logical size (and the centre of the default
     * shapes) the same at every pixel ratio. */
    v.log_w = v.win_w / v.zoom;
    v.log_h = v.win_h / v.zoom;
    v.origin = (hd_vec2){0, 0};
    return v;
}

hd_view hd_view_at(hd_view v, hd_vec2 origin)
{
    v.origin.x = isfinite(origin.x) ? origin.x : 0;
    v.origin.y = isfinite(origin.y) ? origin.y : 0;
    return v;
}

hd_vec2 hd_view_zoom_origin(const hd_view *v, double to, double wx, double wy)
{
    /* origin + w / zoom = origin' + w / to */
    hd_vec2 o = {v->origin.x + wx / v->zoom - wx / to, v->origin.y + wy / v->zoom - wy / to};
    return o;
}

hd_vec2 hd_view_centre(const hd_view *v)
{
    hd_vec2 c = {v->origin.x + v->log_w / 2, v->origin.y + v->log_h / 2};
    return c;
}

hd_vec2 hd_view_to_logical(const hd_view *v, double wx, double wy)
{
    /* w * ratio / (ratio * zoom), with the ratio cancelled: a window point
     * whose logical image is representable lands on it exactly (a mouse
     * exactly on a shape's edge must touch it at every pixel ratio). */
    hd_vec2 l = {v->origin.x + wx / v->zoom, v->origin.y + wy / v->zoom};
    return l;
}

hd_vec2 hd_view_to_pixels(const hd_view *v, hd_vec2 l)
{
    hd_vec2 p = {(l.x - v->origin.x) * v->scale_x, (l.y - v->origin.y) * v->scale_y};
    return p;
}

hd_vec2 hd_view_pixel_to_logical(const hd_view *v, double px, double py)
{
    hd_vec2 l = {v->origin.x + px / v->scale_x, v->origin.y + py / v->scale_y};
    return l;
}

hd_vec2 hd_view_to_window(const hd_view *v, hd_vec2 l)
{
    hd_vec2 w = {(l.x - v->origin.x) * v->zoom, (l.y - v->origin.y) * v->zoom};
    return w;
}

/* The zoom ladder used by the + and - keys. */
static const double zoom_steps[] = {0.125, 0.25, 0.5, 0.75, 1,   1.25, 1.5, 2,   2.5,  3,
                                    4,     5,    6,   8,    10,  12,   16,  24,  32,   48,
                                    64,    96,   128, 192,  256, 384,  512, 768, 1024};
enum { ZOOM_STEP_COUNT = sizeof zoom_steps / sizeof zoom_steps[0] };

double hd_view_zoom_step(double z, int dir)
{
    if (dir > 0) {
        for (int i = 0; i < ZOOM_STEP_COUNT; i++)
            if (zoom_steps[i] > z) return zoom_steps[i];
        return HD_ZOOM_MAX;
    }
    if (dir < 0) {
        for (int i = ZOOM_STEP_COUNT - 1; i >= 0; i--)
            if (zoom_steps[i] < z) return zoom_steps[i];
        return HD_ZOOM_MIN;
    }
    return z < HD_ZOOM_MIN ? HD_ZOOM_MIN : z > HD_ZOOM_MAX ? HD_ZOOM_MAX : z;
}

double hd_view_ui_step(double s, int dir)
{
    static const double steps[] = {0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4};
    int n = (int)(sizeof steps / sizeof steps[0]);
    if (dir > 0) {
        for (int i = 0; i < n; i++)
            if (steps[i] > s) return steps[i];
        return steps[n - 1];
    }
    if (dir < 0) {
        for (int i = n - 1; i >= 0; i--)
            if (steps[i] < s) return steps[i];
        return steps[0];
    }
    return s < steps[0] ? steps[0] : s > steps[n - 1] ? steps[n - 1] : s;
}
