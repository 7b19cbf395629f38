/*
 * gfx_text.h: what gfx_text.c tells beyond gfx.h's text functions: counts
 * for tests and the frame report.
 */
#ifndef HD_GFX_TEXT_H
#define HD_GFX_TEXT_H

/* Characters drawn as '?' since start-up because no font (the face, then
 * the CJK font) has them. */
long hd_gfx_text_missing(void);
/* Glyphs past ASCII whose cell was given to another (the least recently
 * used first) since start-up. */
long hd_gfx_text_evicted(void);

#endif
