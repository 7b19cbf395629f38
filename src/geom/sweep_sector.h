/* sweep_sector.h: the first contact of a shape without a radius (its core
 * given by double vertices) swept against an arc or a wedge, decided
 * exactly (sweep_sector.c). Not public API. */
#ifndef HD_SWEEP_SECTOR_H
#define HD_SWEEP_SECTOR_H

#include <stdbool.h>

#include <hitdemo/geom.h>

/* The first contact found. */
typedef struct hd__sector_contact {
    double t;     /* its time, within a few ulps of the exact value */
    hd_vec2 x;    /* the contact point (the moving shape moved by t d) */
    int corner;   /* -1, or the sector's corner there: 0, 1 the start ray at
                     rin, rout; 2, 3 the end ray (a wedge's tip is 0) */
    hd_vec2 nS;   /* the sector's outward normal there when corner < 0 */
    hd_vec2 pM;   /* the moving core's point at the contact (moved) */
    int mwhere;   /* 0: the core's vertex mi; 1: inside its edge mi */
    int mi;
} hd__sector_contact;

/* A vertex: the exact sum p + e (e is 0 but for a rect's far corners,
 * where p = fl(x + w) and e its rounding error). */
typedef struct hd__xv {
    hd_vec2 p, e;
} hd__xv;

/* The core v[0 .. nv - 1] (a point: nv 1; a segment: nv 2; a polygon or
 * rect region: closed, its edges v[i]..v[i + 1 mod nv]) moved by t d, t in
 * [0, 1], against the arc or wedge s, which it does not meet at t = 0
 * (d != 0). Returns whether it meets s, exactly; *out is its first contact.
 */
bool hd__sweep_sector_core(const hd__xv *v, int nv, bool closed, const hd_shape *s, hd_vec2 d,
                           hd__sector_contact *out);

#endif
