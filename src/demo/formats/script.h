/*
 * script.h: QA scripts, parsed up front (pure C, no SDL). The window
 * program turns each command into real SDL events (see shell/script_run.c).
 *
 * The commands, their arguments and what each does are the table in
 * script.c (hd_script_commands below); docs/app.md's table of script lines
 * lists the same commands (a test checks it). Lines starting with # are
 * comments; blank lines are ignored.
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
    HD_SC_QUIT,   /* quit: end the run here, as Ctrl+Q does */
    HD_SC_REPORT, /* report labels (a 0) / lesson (a 1) / toolbar (a 2) / step (a 3): label boxes, the lesson
                     panel, the buttons, the step of I shown; help (4), layout (5), hud (6), lang (7) */
    HD_SC_FINGER, /* finger down|move|up (b 0|1|2) ID (a) X Y: a touch event */
    HD_SC_SVG,    /* svg FILE: the current frame as an SVG figure (text: the file) */
    HD_SC_TICK,   /* tick N (a): the tunnelling run moves on by N frames */
    HD_SC_RAY,    /* ray X,Y,DX,DY: the ray tool's ray, exactly (ray[]) */
    HD_SC_LESSON, /* lesson N (a): step N of the lesson, as the lesson menu goes there */
    HD_SC_PEER,   /* show peer NAME|off: the peer overlay (text: the name, or "off") */
    HD_SC_LANG,   /* lang en|fr|zh_CN (a: the hd_lang): the window's language, as F2 switches it */
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
    HD_EX_SWEEP,    /* sweep mode's last sweep: hit (collide true) or clear; with a toi x (b 1) within 1e-12 */
    HD_EX_RAY,      /* the ray tool's cast: hit (collide) or clear; with a, t within 1e-12 of x */
    HD_EX_PEER,     /* the peer overlay's answer: a 1 collide, 0 clear, -1 none (no answer, or no peer on) */
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
    double ray[4];   /* ray X,Y,DX,DY */
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

/* The words of a line after its command word (script.c). */
struct hd_script_words;

/* One command of the script language. A line is `name args`, or
 * `name sub args` for the commands with a second word (expect hits N,
 * report step): args is the grammar of the arguments as docs/app.md writes
 * it ("X Y", "X,Y", "NAME on|off"; "" for none). parse fills the command
 * (its op already set) or writes why the line does not fit. */
typedef struct hd_script_command {
    const char *name;
    const char *sub; /* the second word, or NULL */
    const char *args;
    hd_script_op op;
    bool (*parse)(const struct hd_script_words *w, hd_script_cmd *c, char *why, size_t whylen);
    const char *help; /* what it does, in a line */
} hd_script_command;

/* The table of commands (*count of them) the parser runs by. */
const hd_script_command *hd_script_commands(size_t *count);

#endif
