/*
 * gfx_types.h: the plain types the drawing layer shares: a colour and a
 * text face, for the primitives (gfx.h) and the sinks they draw into
 * (gfx_fill.h, svg.h).
 */
#ifndef HD_GFX_TYPES_H
#define HD_GFX_TYPES_H

#include <SDL.h>

#include <hitdemo/geom.h>

typedef struct hd_rgba {
    Uint8 r, g, b, a;
} hd_rgba;

#define HD_RGBA(...) ((hd_rgba){__VA_ARGS__})

/* The text faces (gfx_text.c): DejaVu Sans, Sans Bold, Sans Mono. */
typedef enum hd_face { HD_FACE_SANS, HD_FACE_BOLD, HD_FACE_MONO, HD_FACE_COUNT } hd_face;

#endif
