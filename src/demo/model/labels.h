/*
 * labels.h: one placement pass for the picture's labels (pure C, no SDL).
 * Every label (a distance, an inner value, a push-out depth) asks for a
 * place next to its anchor; the pass takes them in order and gives each
 * the first of its candidate places that overlaps no label placed before
 * it, no obstacle (the HUD, the bars along the bottom, the hit points) and
 * stays inside the drawable: first the place the label asked for, then
 * places in eight directions around the anchor at growing distances (1, 3,
 * 6, ... 45 gaps out). A label whose anchor is outside the drawable or
 * under one of the first nhide obstacles (the HUD, the bars: they hide what
 * is under them) is dropped: it would point at nothing to be seen. A label that moved away
 * from where it asked is drawn with a leader line; one with no free place
 * is dropped from the picture (the HUD lists it). Boxes are in drawable
 * pixels, x to the right, y down; a box is [x0, x1) x [y0, y1).
 */
#ifndef HD_LABELS_H
#define HD_LABELS_H

#include <stdbool.h>

typedef struct hd_pxbox {
    double x0, y0, x1, y1;
} hd_pxbox;

typedef struct hd_label_place {
    /* in */
    double ax, ay; /* the anchor */
    double dx, dy; /* the top-left corner asked for, relative to the anchor */
    double w, h;   /* the box's size (text and padding) */
    /* out */
    bool placed;
    bool moved;    /* placed away from where it asked (draw a leader line) */
    hd_pxbox box;
} hd_label_place;

/* Do two boxes overlap (share more than an edge)? */
bool hd_pxbox_overlap(hd_pxbox a, hd_pxbox b);

/* Places l[0..n) in order (see above) among obstacles[0..nobs) in a
 * drawable of bound_w x bound_h; gap is the distance step of the rings of
 * candidates (pixels). Returns how many were dropped. */
int hd_labels_place(hd_label_place *l, int n, const hd_pxbox *obstacles, int nobs, int nhide, double bound_w,
                    double bound_h, double gap);

#endif
