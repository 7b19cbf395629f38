/* labels.c: the label placement pass (see labels.h). */
#include "labels.h"

bool hd_pxbox_overlap(hd_pxbox a, hd_pxbox b)
{
    return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

static bool free_at(hd_pxbox b, const hd_label_place *l, int placed_before, const hd_pxbox *obs, int nobs, double bw,
                    double bh)
{
    if (b.x0 < 0 || b.y0 < 0 || b.x1 > bw || b.y1 > bh) return false;
    for (int i = 0; i < nobs; i++)
        if (hd_pxbox_overlap(b, obs[i])) return false;
    for (int i = 0; i < placed_before; i++)
        if (l[i].placed && hd_pxbox_overlap(b, l[i].box)) return false;
    return true;
}

int hd_labels_place(hd_label_place *l, int n, const hd_pxbox *obstacles, int nobs, int nhide, double bound_w,
                    double bound_h, double gap)
{
    /* the eight directions around the anchor, right first (where labels
     * read best), then the others: the box's near side toward the anchor */
    static const double dirs[8][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}, {1, 1}};
    int dropped = 0;
    for (int i = 0; i < n; i++) {
        hd_label_place *p = &l[i];
        p->placed = p->moved = false;
        /* an anchor under the HUD or a bar: nothing to point at */
        bool hidden = p->ax < 0 || p->ay < 0 || p->ax > bound_w || p->ay > bound_h;
        for (int k = 0; k < nhide && k < nobs && !hidden; k++)
            hidden = p->ax >= obstacles[k].x0 && p->ax < obstacles[k].x1 && p->ay >= obstacles[k].y0 &&
                     p->ay < obstacles[k].y1;
        if (hidden) {
            dropped++;
            continue;
        }
        hd_pxbox want = {p->ax + p->dx, p->ay + p->dy, p->ax + p->dx + p->w, p->ay + p->dy + p->h};
        if (free_at(want, l, i, obstacles, nobs, bound_w, bound_h)) {
            p->placed = true;
            p->box = want;
            continue;
        }
        for (int ring = 1; ring <= 9 && !p->placed; ring++) {
            double r = gap * ring * (ring + 1) / 2; /* 1, 3, 6, 10, ... 45 gaps out */
            for (int d = 0; d < 8 && !p->placed; d++) {
                double ux = dirs[d][0], uy = dirs[d][1];
                /* the box's corner or side nearest the anchor at distance r */
                double x0 = ux > 0 ? p->ax + r : ux < 0 ? p->ax - r - p->w : p->ax - p->w / 2;
                double y0 = uy > 0 ? p->ay + r : uy < 0 ? p->ay - r - p->h : p->ay - p->h / 2;
                hd_pxbox b = {x0, y0, x0 + p->w, y0 + p->h};
                if (free_at(b, l, i, obstacles, nobs, bound_w, bound_h)) {
                    p->placed = p->moved = true;
                    p->box = b;
                }
            }
        }
        if (!p->placed) dropped++;
    }
    return dropped;
}
