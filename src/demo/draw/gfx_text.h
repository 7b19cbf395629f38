/*
 * gfx_text.h: what gfx_text.c tells beyond gfx.h's text functions: counts
 * for tests and the frame report.
 */
#ifndef HD_GFX_TEXT_H
#define HD_GFX_TEXT_H

#include "gfx.h"
#include "linebreak.h"

/* Breaks s into lines no wider than max_w pixels in face at size_pt, by
 * linebreak.h's rules (between Chinese characters, at spaces, never before
 * ，。：；？！） or a French : ; ? ! » after its no-break space); fills up
 * to max_lines of lines, returns how many s needs. */
int hd_gfx_text_wrap(const hd_gfx *g, hd_face face, double size_pt, const char *s, int max_w, hd_lb_line *lines,
                     int max_lines);

/* Characters drawn as '?' since start-up because no font (the face, then
 * the CJK font) has them. */
long hd_gfx_text_missing(void);
/* Glyphs past ASCII whose cell was given to another (the least recently
 * used first) since start-up. */
long hd_gfx_text_evicted(void);
/* The CJK font was opened at start-up: Chinese text draws as Chinese (the
 * live language key refuses Chinese without it). */
bool hd_gfx_text_has_cjk(void);

#endif
