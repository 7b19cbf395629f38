/* bases.c: the default base shapes, one per kind, centred in the visible
 * logical space (keys 1-8, `--base KIND`, a script's `base KIND`). */
#include "bases.h"

#include <math.h>
#include <string.h>

hd_shape hd_base_default(hd_kind kind, double log_w, double log_h, hd_vec2 *pv)
{
    /* Centre rounded like the original demo (Math.round(width / 2)), so a
     * point can be hit exactly with an integer mouse at zoom 1. */
    const double cx = floor(log_w / 2 + 0.5), cy = floor(log_h / 2 + 0.5);
    hd_shape s;
    memset(&s, 0, sizeof s);
    s.kind = kind;
    switch (kind) {
    case HD_CIRCLE: s.circle = (hd_circle){{cx, cy}, 100}; break;
    case HD_RECT: s.rect = (hd_rect){cx - 200, cy - 100, 400, 200}; break;
    case HD_LINE: s.line = (hd_line){{cx - 200, cy - 100}, {cx + 200, cy + 100}}; break;
    case HD_POLYGON: {
        /* concave: a box with a V notch cut into its bottom edge */
        static const hd_vec2 v[5] = {{-160, -100}, {160, -100}, {160, 100}, {0, 20}, {-160, 100}};
        for (int i = 0; i < 5; i++) pv[i] = (hd_vec2){cx + v[i].x, cy + v[i].y};
        if (!hd_polygon_make(pv, 5, &s, NULL, 0)) { /* cannot fail: a fixed simple polygon */
            s.polygon.v = pv;
            s.polygon.n = 5;
        }
        break;
    }
    case HD_CAPSULE: s.capsule = (hd_capsule){{cx - 150, cy}, {cx + 150, cy}, 60}; break;
    /* angles grow clockwise on screen: 180 -> 45 covers left, top, right */
    case HD_ARC: s.arc = (hd_arc){{cx, cy}, 70, 130, 180, 45}; break;
    /* a pie with its mouth around +x (330 -> 30 left out) */
    case HD_WEDGE: s.wedge = (hd_wedge){{cx, cy}, 130, 30, 330}; break;
    default: s.kind = HD_POINT; s.point.p = (hd_vec2){cx, cy}; break;
    }
    return s;
}

hd_shape hd_base_in_frame(hd_kind k, hd_vec2 origin, double log_w, double log_h, hd_vec2 *v)
{
    hd_shape b = hd_base_default(k, log_w, log_h, v);
    if (origin.x == 0 && origin.y == 0) return b;
    hd_vec2 d = {floor(origin.x + log_w / 2 + 0.5) - floor(log_w / 2 + 0.5),
                 floor(origin.y + log_h / 2 + 0.5) - floor(log_h / 2 + 0.5)};
    return hd_shape_translate(&b, d, v);
}
