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
 *   expect collide  fail (exit 1) unless the shapes collide now
 *   expect clear    fail (exit 1) unless they do not
 *   # ...           comment; blank lines are ignored
 */
#ifndef HD_SCRIPT_H
#define HD_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>

typedef enum hd_script_op {
    HD_SC_MOVE,
    HD_SC_KEY,
    HD_SC_WHEEL,
    HD_SC_RESIZE,
    HD_SC_WAIT,
    HD_SC_SCREENSHOT,
    HD_SC_EXPECT,
    HD_SC_DOWN, /* down / up / click X Y [BUTTON] [CLICKS] */
    HD_SC_UP,
    HD_SC_CLICK,
} hd_script_op;

enum { HD_MOD_SHIFT = 1, HD_MOD_CTRL = 2, HD_MOD_ALT = 4 };

typedef struct hd_script_cmd {
    hd_script_op op;
    int line;        /* 1-based line in the file */
    int a, b;        /* move X Y, resize W H, wheel N, wait MS */
    bool collide;    /* expect collide (true) / clear (false) */
    int mods;        /* key: HD_MOD_* */
    int button, clicks; /* down/up/click: 1 left, 2 middle, 3 right (SDL's numbers); clicks */
    char text[256];  /* key name, screenshot file */
} hd_script_cmd;

typedef struct hd_script {
    char path[512];
    int count;
    hd_script_cmd *cmds;
} hd_script;

/* Parses the text of a script (name is used in messages). Returns 0, or 2
 * with "NAME:LINE: problem" in err for a malformed line. */
int hd_script_parse(const char *name, const char *text, hd_script *s, char *err, size_t errlen);

/* Reads and parses a file: 0, or 2 (unreadable file or malformed line). */
int hd_script_load(const char *path, hd_script *s, char *err, size_t errlen);

void hd_script_free(hd_script *s);

#endif
