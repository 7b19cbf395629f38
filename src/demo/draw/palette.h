/*
 * palette.h: every colour the window draws, in one place (r, g, b, a; pass
 * to HD_RGBA or put in braces), named by what it colours. No other file
 * writes a colour as numbers (scripts/check_layers.py checks that).
 */
#ifndef HD_PALETTE_H
#define HD_PALETTE_H

/* Where one colour shows with more than one alpha, the variants share
 * its r, g, b. */
#define HD_RGB_WHITE 0xff, 0xff, 0xff
#define HD_RGB_HIT 0xf6, 0xad, 0x49
#define HD_RGB_CURSOR 0x6a, 0x68, 0x68
#define HD_RGB_NAIVE 0xe0, 0x00, 0x7a
#define HD_RGB_LESSON 0x10, 0x40, 0x90

/* ---- the picture: the shapes are those of the original demo ---------------- */
#define HD_COL_BG HD_RGB_WHITE, 0xff
#define HD_COL_BASE 0x00, 0x95, 0xd9, 0xe0
#define HD_COL_HIT HD_RGB_HIT, 0xe0    /* the base while it collides */
#define HD_COL_HIT_BG HD_RGB_HIT, 0xff /* the background: point against point collides */
#define HD_COL_CURSOR HD_RGB_CURSOR, 0xe0
#define HD_COL_POINT 0xff, 0x00, 0x00, 0xff     /* hit points */
#define HD_COL_POINT_RING HD_RGB_WHITE, 0xff    /* the ring round a hit point */

/* ---- overlays --------------------------------------------------------------- */
#define HD_COL_MAP HD_RGB_CURSOR, 0x50         /* collision map: cursor would hit */
#define HD_COL_NAIVE HD_RGB_NAIVE, 0x90        /* naive and right disagree */
#define HD_COL_NAIVE_OVER HD_RGB_NAIVE, 0xd0   /* the same, hatched over the shapes */
#define HD_COL_CLOSEST 0x1a, 0x7f, 0x37, 0xff  /* closest points, distance line */
#define HD_COL_PUSH 0x8e, 0x24, 0xaa, 0xff     /* push-out arrow */
#define HD_COL_INNER 0x00, 0x60, 0x30, 0xff    /* the algorithm's inner values */
#define HD_COL_XBASE 0x00, 0x77, 0xb6, 0xff    /* inner values of the base (I) */
#define HD_COL_XCURSOR 0x50, 0x4e, 0x4e, 0xff  /* inner values of the cursor (I) */
#define HD_COL_XPOINT_RING HD_RGB_WHITE, 0xff  /* the ring round an inner point (alpha: the step's) */
#define HD_COL_LABEL_BOX HD_RGB_WHITE, 0xd0    /* behind a label of the picture */
#define HD_ALPHA_LEADER 0xa0                   /* a moved label's leader line: its colour at this alpha */
/* Under the presentation preset (a projector, often washed out: the black
 * level raised, contrast and saturation low) the translucent regions are
 * drawn at these alphas instead, so they keep a contrast of 1.5 with the
 * background there (tests/app/projector_test.py simulates one). */
#define HD_ALPHA_PROJECTOR_MAP 0x80            /* HD_COL_MAP's */
#define HD_ALPHA_PROJECTOR_SWEPT 0x70          /* HD_COL_SWEPT's */

/* ---- text ------------------------------------------------------------------- */
#define HD_COL_TEXT 0x20, 0x20, 0x20, 0xff
#define HD_RGB_SWEPT 0x5a, 0x3d, 0xc8
#define HD_COL_SWEPT HD_RGB_SWEPT, 0x2c    /* the region a move swept (W, the tunnelling run) */
#define HD_COL_HELP_SWEPT HD_RGB_SWEPT, 0x60 /* its swatch in the help: stronger, to be seen */
#define HD_COL_GHOST 0xd0, 0x3c, 0x00, 0xff    /* the cursor at the time of impact: outline */
#define HD_COL_GHOST_FILL 0xd0, 0x3c, 0x00, 0x38 /* ... and its fill */
#define HD_COL_NORMAL 0x8e, 0x24, 0xaa, 0xff   /* the normal at the contact */
#define HD_COL_FRAME 0x6a, 0x68, 0x68, 0xb0    /* a frame's ghost in the tunnelling run */
#define HD_COL_ALERT 0xc0, 0x00, 0x50, 0xff    /* text that must stand out */
#define HD_COL_TEXT_DIM 0x55, 0x55, 0x55, 0xff /* a hint beside the text */
#define HD_COL_GLYPH HD_RGB_WHITE, 0xff        /* the glyph cache's glyphs, tinted when drawn */
#define HD_COL_NONE 0x00, 0x00, 0x00, 0x00     /* nothing drawn: text measured, an outline's fill */

/* ---- panels and bars -------------------------------------------------------- */
#define HD_COL_HUD_PANEL HD_RGB_WHITE, 0xff            /* the HUD (opaque: no blending) */
#define HD_COL_BAR 0xff, 0xff, 0xe8, 0xe8              /* the message bar along the bottom */
#define HD_COL_LESSON_PANEL 0xf4, 0xf7, 0xff, 0xf4     /* the lesson panel */
#define HD_COL_LESSON_RULE HD_RGB_LESSON, 0xff         /* its rule along the top */
#define HD_COL_LESSON_TASK HD_RGB_LESSON, 0xff         /* its task line */
#define HD_COL_LESSON_DECISION 0x0b, 0x5d, 0x35, 0xff  /* its line of what decides (I) */
#define HD_COL_SPEC_PANEL HD_RGB_WHITE, 0xf4           /* the spec editor */
#define HD_COL_SPEC_FIELD 0xf0, 0xf4, 0xff, 0xff       /* its text field */
#define HD_COL_SPEC_FRESH 0xb8, 0xd4, 0xff, 0xff       /* its text not yet typed over */
#define HD_COL_STRESS_PANEL HD_RGB_WHITE, 0xd8         /* the stress test's counts */
#define HD_COL_HELP_VEIL HD_RGB_WHITE, 0xf0            /* the help, over the whole window */
#define HD_COL_HELP_MAP HD_RGB_CURSOR, 0xa0            /* the help's swatch of HD_COL_MAP, more opaque */

/* ---- the toolbar ------------------------------------------------------------ */
#define HD_COL_TOOLBAR 0xee, 0xf0, 0xf4, 0xff          /* its background (opaque: no blending) */
#define HD_COL_BUTTON_EDGE 0x80, 0x88, 0x98, 0xff
#define HD_COL_BUTTON HD_RGB_WHITE, 0xff
#define HD_COL_BUTTON_HOVER 0xdd, 0xe8, 0xf8, 0xff
#define HD_COL_BUTTON_ON 0x1e, 0x5a, 0xb4, 0xff        /* a button whose setting is on */
#define HD_COL_BUTTON_ON_TEXT HD_RGB_WHITE, 0xff
#define HD_COL_TOOLBAR_HINT 0xff, 0xff, 0xe8, 0xf0     /* the hint under the toolbar */

/* ---- the drag handles ------------------------------------------------------- */
#define HD_COL_HANDLE_LINE 0x20, 0x20, 0x20, 0xff
#define HD_COL_HANDLE_FILL HD_RGB_WHITE, 0xff
#define HD_COL_HANDLE_HOT 0xff, 0xd4, 0x00, 0xff       /* the handle under the pointer */
#define HD_COL_RAY 0xc2, 0x18, 0x5b, 0xff      /* the ray tool's ray and its arrow head */
#define HD_COL_RAY_HIT 0x00, 0x00, 0x00, 0xff  /* the ray's first point on the base */
#define HD_COL_RAY_NORMAL 0x00, 0x6d, 0x77, 0xff /* the base's normal there */
#define HD_COL_RAY_REFLECT 0xd0, 0x6a, 0x00, 0xff /* the reflected ray (dashed) */

#endif
