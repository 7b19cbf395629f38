/*
 * overlay_motion.h: shapes that move, drawn through gfx.h: the region a
 * move swept (faint), the ghost of the moving shape where it first
 * touches (outlined in its own colour, with the contact point, the normal
 * and a label), and the tunnelling run's frame ghosts. Sweep mode
 * (features/sweep_mode.c) and the tunnelling run (features/tunnel.c) draw
 * with these.
 */
#ifndef HD_OVERLAY_MOTION_H
#define HD_OVERLAY_MOTION_H

#include <stdbool.h>

#include <hitdemo/sweep.h>

#include "gfx.h"

/* The region s sweeps moving by d, shaded faintly. */
void hd_overlay_swept_draw(const hd_gfx *g, const hd_shape *s, hd_vec2 d);
/* The ghost of the moving shape at the time of impact (ghost: the shape
 * moved by toi * d), its contact point and, when h has one, the normal
 * (an arrow out of the base); label beside the contact point, or NULL. */
void hd_overlay_ghost_draw(const hd_gfx *g, const hd_shape *ghost, const hd_sweep_hit *h, const char *label);
/* A frame's ghost in the tunnelling run: outlined grey, or in the hit
 * colour where the frame collides. */
void hd_overlay_frame_ghost_draw(const hd_gfx *g, const hd_shape *at, bool hit);

#endif
