/*
 * overlay_peer.h: the peer's map (U with M): magenta where the selected
 * peer disagrees with the exact answer, over the shapes, one texel a
 * drawable pixel. The peer service (ctx/peers.c) fills the bytes; this
 * only draws them, uploading the rows that arrived since the last frame.
 */
#ifndef HD_OVERLAY_PEER_H
#define HD_OVERLAY_PEER_H

#include "gfx.h"

/* px: w x h bytes (ctx/peers.h's HD_PMAP_*: 2 is a disagreement), rows
 * [0, rows) answered; gen changes when the map starts again. Drawn only
 * when w x h is the drawable's size. */
void hd_overlay_peer_draw(const hd_gfx *g, const unsigned char *px, int w, int h, int rows, unsigned gen);
/* Frees the texture (before the renderer goes). */
void hd_overlay_peer_shutdown(void);

#endif
