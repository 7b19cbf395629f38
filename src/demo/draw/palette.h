/*
 * palette.h: every colour of the window's picture, in one place (r, g, b,
 * a; pass to HD_RGBA). The shapes' are those of the original demo.
 */
#ifndef HD_PALETTE_H
#define HD_PALETTE_H

/* Colours (r, g, b, a). The shapes are those of the original demo. */
#define HD_COL_BG 0xff, 0xff, 0xff, 0xff
#define HD_COL_BASE 0x00, 0x95, 0xd9, 0xe0
#define HD_COL_HIT 0xf6, 0xad, 0x49, 0xe0
#define HD_COL_HIT_BG 0xf6, 0xad, 0x49, 0xff
#define HD_COL_CURSOR 0x6a, 0x68, 0x68, 0xe0
#define HD_COL_POINT 0xff, 0x00, 0x00, 0xff
#define HD_COL_CLOSEST 0x1a, 0x7f, 0x37, 0xff  /* closest points, distance line */
#define HD_COL_PUSH 0x8e, 0x24, 0xaa, 0xff     /* push-out arrow */
#define HD_COL_MAP 0x6a, 0x68, 0x68, 0x50      /* collision map: cursor would hit */
#define HD_COL_NAIVE 0xe0, 0x00, 0x7a, 0x90    /* naive and right disagree */
#define HD_COL_INNER 0x00, 0x60, 0x30, 0xff    /* the algorithm's inner values */
#define HD_COL_XBASE 0x00, 0x77, 0xb6, 0xff    /* inner values of the base (I) */
#define HD_COL_XCURSOR 0x50, 0x4e, 0x4e, 0xff  /* inner values of the cursor (I) */
#define HD_COL_TEXT 0x20, 0x20, 0x20, 0xff
#define HD_COL_ALERT 0xc0, 0x00, 0x50, 0xff    /* text that must stand out */
#define HD_COL_RAY 0xc2, 0x18, 0x5b, 0xff      /* the ray tool's ray and its arrow head */
#define HD_COL_RAY_HIT 0x00, 0x00, 0x00, 0xff  /* the ray's first point on the base */
#define HD_COL_RAY_NORMAL 0x00, 0x6d, 0x77, 0xff /* the base's normal there */
#define HD_COL_RAY_REFLECT 0xd0, 0x6a, 0x00, 0xff /* the reflected ray (dashed) */

#endif
