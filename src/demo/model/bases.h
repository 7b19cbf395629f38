/*
 * bases.h: the default base shapes (pure C, no SDL): one per kind, centred
 * in the visible logical space, as keys 1-8, `--base KIND` and a script's
 * `base KIND` put them.
 */
#ifndef HD_BASES_H
#define HD_BASES_H

#include <hitdemo/geom.h>

/* Default base shape of a kind, centred on the (rounded) centre of a
 * logical space log_w x log_h. The polygon's vertices are written to v
 * (room for 5; unused and may be NULL for the other kinds). */
hd_shape hd_base_default(hd_kind kind, double log_w, double log_h, hd_vec2 *v);

/* The same centred in the frame origin + [0,log_w] x [0,log_h]: the centre
 * rounded half up like hd_base_default's, moved to the frame's place. */
hd_shape hd_base_in_frame(hd_kind kind, hd_vec2 origin, double log_w, double log_h, hd_vec2 *v);

#endif
