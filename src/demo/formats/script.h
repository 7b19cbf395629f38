/*
 * script.h: QA scripts, parsed up front (pure C, no SDL). The app turns
 * each command into real SDL events (see app.c).
 *
 *   move X Y        mouse motion to window coordinates (integers)
 *   key NAME        key press + release; NAME is an SDL key name (Tab, F12,
 *                   3, h, Escape, ...) or plus / minus; prefixes shift+,
 *                   ctrl+, alt+ add modifiers (shift+Tab)
 *   wheel N         mouse wheel, N notches (positive = away from the user)
 *   down X Y [BUTTON]   mouse motion to X Y, then BUTTON (left, right or
 *                   middle; default left) pressed there
 *   up X Y [BUTTON]     motion to X Y (the button held), then released
 *   click X Y [BUTTON] [CLICKS]  motion, press and release; CLICKS (1-255,
 *                   default 1) is SDL's click count: 2 is a double-click
 *   resize W H      set the window size (points)
 *   wait MS         pause the script (the app keeps running)
 *   screenshot FILE save the current frame as PNG
 *   svg FILE        save the current frame as an SVG figure (FILE ends in .svg)
 *   expect collide  check that the shapes collide now
 *   expect clear    check that they do not
 *   expect hits N   check the number of hit points
 *   expect hit X,Y  check that some hit point is within 1e-9 of X,Y
 *   expect distance D  check hd_distance's distance (1e-9 relative)
 *   base SPEC       a fixed base (full spec), or a kind alone (its default,
 *                   centred shape, as keys 1-8)
 *   cursor SPEC     a cursor template (--cursor spec), selected
 *   scene FILE      a scene file (relative to the script's directory):
 *                   base, cursor, exact logical mouse, zoom if it has one
 *   view Z OX OY    zoom Z and the logical point OX,OY at the top-left
 *   place X Y       the cursor at the exact logical point X,Y
 *   pace MS         a delay of MS after every following line
 *   ratio R         headless: the pixel ratio becomes R (0.25 to 8), as when
 *                   a window moves to another display; the drawable must
 *                   stay within 1..HD_WINDOW_MAX pixels a side
 *   window EVENT    a window event: minimize, restore, maximize, hide,
 *                   show, enter, leave (the pointer), focus, blur, expose
 *   expect mouse X,Y  check the cursor's logical position (1e-9)
 *   expect message TEXT  check that the message line the window shows
 *                   (a saved path, a refused edit, ...) contains TEXT
 *   expect step TEXT  check that the step of I shown now (keys . and ,),
 *                   as the HUD writes it ("step 2 of 7: axis 2 of 6 ...",
 *                   numbers rounded unless P is on; "off" when not
 *                   stepping), contains TEXT
 *   report labels   print the label boxes of the frame now on screen and
 *                   the obstacles they keep clear of (drawable pixels)
 *   report lesson   print the open lesson step's panel: its box, its text
 *                   size and its lines as drawn, with their widths
 *   report help     print the help's page shown ("page 1 of 2"), or closed
 *   report toolbar  print the toolbar's buttons: their boxes (window
 *                   points), labels and states
 *   finger down|move|up ID X Y  a touch event (finger ID 0-9) at window
 *                   point X,Y (two fingers down: a pinch zooms and pans)
 *   expect zoom Z   check the view's zoom (1e-9 relative)
 *   report step     print that step's text, and the step count
 *   quit            end the run here, as Esc does (a window with a
 *                   script otherwise stays open when it ends)
 *   # ...           comment; blank lines are ignored
 *
 * A failed expect is reported and the script goes on; the run exits 1 at
 * the end if any failed. A resize or ratio that would make the headless
 * drawable larger than HD_WINDOW_MAX pixels a side stops the run (exit 2),
 * as --window with --pixel-ratio does at start-up.
 *
 * Limits: a script file of at most HD_SCRIPT_MAX_BYTES, HD_SCRIPT_MAX_LINES
 * lines and HD_SCRIPT_MAX_CMDS commands (a clear error past them).
 */
#ifndef HD_SCRIPT_H
#define HD_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include "scene.h"
#include "scenefile.h"

typedef enum hd_script_op {
    HD_SC_MOVE,
    HD_SC_KEY,
    HD_SC_WHEEL,
    HD_SC_RESIZE,
    HD_SC_WAIT,
    HD_SC_SCREENSHOT,
    HD_SC_EXPECT,
    HD_SC_BASE,
    HD_SC_CURSOR,
    HD_SC_SCENE,
    HD_SC_VIEW,
    HD_SC_PLACE,
    HD_SC_PACE,
    HD_SC_TEXT, /* text STRING: typed into an open text field */
    HD_SC_SHOW, /* show NAME on|off: an overlay (or snapping) on or off */
    HD_SC_DOWN, /* down / up / click X Y [BUTTON] [CLICKS] */
    HD_SC_UP,
    HD_SC_CLICK,
    HD_SC_RATIO,  /* ratio R (x) */
    HD_SC_WINDOW, /* window EVENT (a: index, text: its name) */
    HD_SC_QUIT,   /* quit: end the run here, as Esc does */
    HD_SC_REPORT, /* report labels (a 0) / lesson (a 1) / toolbar (a 2) / step (a 3): label boxes, the lesson
                     panel, the buttons, the step of I shown */
    HD_SC_FINGER, /* finger down|move|up (b 0|1|2) ID (a) X Y: a touch event */
    HD_SC_SVG,    /* svg FILE: the current frame as an SVG figure (text: the file) */
} hd_script_op;

#define HD_SCRIPT_MAX_BYTES (8 * 1024 * 1024)
#define HD_SCRIPT_MAX_LINES 1000000
#define HD_SCRIPT_MAX_CMDS 100000

/* What an expect checks. */
typedef enum hd_expect_kind {
    HD_EX_STATE,    /* collide / clear (the collide flag) */
    HD_EX_HITS,     /* n hit points */
    HD_EX_HIT,      /* a hit point at x,y */
    HD_EX_DISTANCE, /* distance x */
    HD_EX_MOUSE,    /* the cursor's logical position x,y */
    HD_EX_MESSAGE,  /* the window's message line contains text */
    HD_EX_ZOOM,     /* the view's zoom is x */
    HD_EX_STEP,     /* the step of I shown (keys . ,), as the HUD writes it, contains text */
} hd_expect_kind;

enum { HD_MOD_SHIFT = 1, HD_MOD_CTRL = 2, HD_MOD_ALT = 4 };

typedef struct hd_script_cmd {
    hd_script_op op;
    int line;        /* 1-based line in the file */
    int a, b;        /* move X Y, resize W H, wheel N, wait MS, pace MS,
                        expect hits N (a) */
    bool collide;    /* expect collide (true) / clear (false) */
    hd_expect_kind expect;
    double x, y, z;  /* expect hit X,Y; expect distance X; place X Y; view Z X Y */
    int mods;        /* key: HD_MOD_* */
    int button, clicks; /* down/up/click: 1 left, 2 middle, 3 right (SDL's numbers); clicks */
    char text[256];  /* key name, screenshot or svg file, the scene file's path as written */
    /* base: a fixed shape, or (base_default) the default of base_kind */
    bool base_default;
    hd_kind base_kind;
    hd_shape_buf *shape;    /* base (owned, NULL for a default base) */
    hd_cursor_tpl *tpl;     /* cursor (owned) */
    hd_scenefile *scene;    /* scene, loaded when the script is parsed (owned) */
} hd_script_cmd;

typedef struct hd_script {
    char path[512];
    int count;
    hd_script_cmd *cmds;
} hd_script;

/* Parses the text of a script (name is used in messages, and its directory
 * is where `scene` files are looked up). Scene files are read and checked
 * here. Returns 0, or 2 with "NAME:LINE: problem" in err for a malformed
 * line. */
int hd_script_parse(const char *name, const char *text, hd_script *s, char *err, size_t errlen);

/* Reads and parses a file: 0, or 2 (unreadable file or malformed line). */
int hd_script_load(const char *path, hd_script *s, char *err, size_t errlen);

void hd_script_free(hd_script *s);

#endif
