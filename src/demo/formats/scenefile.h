/*
 * scenefile.h: edge-case scene files (pure C, no SDL).
 *
 * One small text file per scene, `key: value` lines; `#` starts a comment
 * line, blank lines are ignored, CRLF line ends are accepted:
 *
 *   # optional comments
 *   description: A circle at distance r from a rect corner touches it
 *   base: rect:0,0,100,50     a full spec, logical units (hd_shape_parse)
 *   cursor: circle:5          a --cursor spec, relative to the mouse
 *   mouse: 103,54             the logical mouse position X,Y
 *   expect: collide           or: clear
 *   hits: 1                   optional: the number of hit points (a scene
 *                             may pin only expect: when hit points are not
 *                             its point)
 *   zoom: 4                   optional, 0.125 to 1024
 *   move: 100,0               optional: the cursor moves by DX,DY (a sweep)
 *   expect-sweep: hit         with a move, required: hit or clear (hd_sweep
 *                             of the cursor by the move against the base)
 *   toi: 0.45                 optional, with expect-sweep: hit: the time of
 *                             impact, checked within 1e-12
 *   frames: 12                optional, with a move: the tunnelling run's
 *                             frames (1 to 240)
 *   ray: 0,0,20,0             optional: a ray X,Y,DX,DY (hd_raycast's P and D)
 *   expect-ray: hit           with ray, required: hit or clear
 *   t: 0.4                    with expect-ray: hit, required: the first t
 *                             (--verify-scenes allows 1e-12)
 *   peer: box2d               optional: a peer's NAME ([a-z0-9_-], at most
 *                             32 characters), whose answer the window shows
 *                             beside the exact one. A name only: a scene
 *                             never carries a command (a peer of your own
 *                             is given on the command line, --peer
 *                             'NAME=COMMAND')
 *   expect-peer: clear        with peer, optional: collide or clear, the
 *                             peer's answer for base and cursor (as
 *                             "BASE CURSOR"), which --verify-scenes checks
 *
 * Keys and values are trimmed of spaces and tabs; a value runs to the end
 * of its line (no comments after a value). Numbers use hd_scan_number's
 * grammar and must be finite (-0 reads as 0). Every key but zoom and the move's is required,
 * and each may appear once. Any problem gives "FILE:LINE: problem".
 */
#ifndef HD_SCENEFILE_H
#define HD_SCENEFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include "scene.h"

/* Limits: bytes in a file, bytes in a line (without its line end; a
 * 256-vertex polygon of 24-character numbers fits), bytes in the
 * description, and the largest hits value. */
#define HD_SCENEFILE_MAX_BYTES 65536
#define HD_SCENEFILE_MAX_LINE 16384
#define HD_SCENEFILE_DESC_MAX 1000
#define HD_SCENEFILE_HITS_MAX 1000000

/* The longest peer name (as HD_PEER_NAME_MAX, src/cli/peer.h). */
#define HD_SCENEFILE_PEER_MAX 32

typedef struct hd_scenefile {
    char description[HD_SCENEFILE_DESC_MAX + 1]; /* non-empty, one line */
    hd_shape_buf base;                           /* valid, fixed (a plain value: hd_shape_of views it) */
    hd_cursor_tpl cursor;                        /* valid at mouse */
    hd_vec2 mouse;                               /* logical units */
    bool expect_collide;
    int hits;          /* 0 .. HD_SCENEFILE_HITS_MAX */
    bool no_hits;      /* the file has no hits: line (hits is then 0 and not checked) */
    bool has_zoom;
    double zoom;       /* HD_ZOOM_MIN .. HD_ZOOM_MAX (view.h) when has_zoom */
    bool has_move;     /* move: the cursor moves by `move` (the keys below go with it) */
    hd_vec2 move;
    bool expect_sweep; /* expect-sweep: hit (true) or clear */
    bool has_toi;
    double toi;        /* toi: 0 .. 1 */
    int frames;        /* frames: 1 .. HD_SCENEFILE_FRAMES_MAX, 0 when not given */
    /* the ray keys: the window shows the ray with the ray tool on */
    bool has_ray;
    hd_vec2 ray_p, ray_d; /* hd_ray_check accepts them */
    bool expect_ray_hit;
    double ray_t;         /* when expect_ray_hit: 0 .. 1 */
    /* the peer keys */
    bool has_peer;
    char peer[HD_SCENEFILE_PEER_MAX + 1]; /* [a-z0-9_-], 1 .. HD_SCENEFILE_PEER_MAX */
    bool has_expect_peer;
    bool expect_peer_collide;
} hd_scenefile;

#define HD_SCENEFILE_FRAMES_MAX 240

/* A ray as scene files and scripts write it, "X,Y,DX,DY": four numbers
 * that hd_ray_check accepts; false with why otherwise. -0 reads as 0. */
bool hd_scenefile_read_ray(const char *s, hd_vec2 *p, hd_vec2 *d, char *why, size_t whylen);


/* Parses the text of a scene file (len bytes; need not end in '\0').
 * name is the file name used in messages. Returns true on success; on
 * failure writes "NAME:LINE: problem" into err and returns false. */
bool hd_scenefile_parse(const char *text, size_t len, const char *name, hd_scenefile *out,
                        char *err, size_t errlen);

/* s copied into out (n bytes, always NUL-terminated, cut if need be) with
 * every byte that is not part of a UTF-8 character, and every control
 * character but tab, written as the four characters \xNN, as the check
 * batch writes such bytes; a character cut short just before "..." is
 * dropped. hd_scenefile_fail passes its message through it. */
void hd_scenefile_escape(const char *s, char *out, size_t n);

/* "NAME:LINE: " + the problem into err (like snprintf); always returns
 * false. For the parsers of files in this format (scene, lesson). */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
bool hd_scenefile_fail(char *err, size_t errlen, const char *name, int line, const char *fmt, ...);

/* "required: description, base, cursor, mouse and expect" in the chosen
 * language: the end of a scene's missing-key message, which a lesson's
 * parser replaces with what a step's scene needs. */
const char *hd_scenefile_required_text(void);
/* Text as quoted in messages: cut where it is long (with "..."), so the
 * message stays short. */
const char *hd_scenefile_cut(const char *s, size_t len, char *buf, size_t n);

/* Reads the file at path, at most HD_SCENEFILE_MAX_BYTES + 1 bytes (one
 * more tells an over-long file): a malloc'd buffer (free it) and its
 * length, or NULL with "PATH: cannot read: REASON" (or "out of memory"). */
char *hd_scenefile_read(const char *path, size_t *len, char *err, size_t errlen);

/* Reads and parses the file at path (messages as above; a file that cannot
 * be read gives "PATH: cannot read: REASON"). */
bool hd_scenefile_load(const char *path, hd_scenefile *out, char *err, size_t errlen);

/* Writes sf as scene-file text (every key, zoom only if has_zoom; numbers
 * as the shortest text that reads back to the same double), so that
 * hd_scenefile_parse gives back the same values bit for bit. Returns the
 * length it needed, like snprintf. */
int hd_scenefile_write(const hd_scenefile *sf, char *buf, size_t n);

/* Sets up s as the window does for this scene: fixed base, cursor, mouse,
 * then hd_scene_update. */
void hd_scenefile_apply(const hd_scenefile *sf, hd_scene *s);

/* A scene's move checked on sc (the scene applied, hd_scenefile_apply):
 * hd_sweep of the cursor by the move against the base, against
 * expect-sweep and toi (within 1e-12). want and got: ", sweep hit at T"
 * for the verify lines ("" without a move, which checks true). */
bool hd_scenefile_sweep_check(const hd_scenefile *sf, const hd_scene *sc, char *want, size_t wn, char *got,
                              size_t gn);

/* --verify-scenes PATH: PATH is a directory (every *.scene in it, in name
 * order) or one scene file. Prints one line per scene to out
 * ("NAME: expected collide, 1 hit point; got collide, 1 hit point: ok" or
 * ": MISMATCH") and "N passed, N failed" at the end; file problems go to
 * errf as "FILE:LINE: problem". Returns 2 if any file could not be read or
 * parsed (or there is no scene), else 1 on any mismatch, else 0. */
int hd_verify_scenes(const char *path, FILE *out, FILE *errf);

/* The peers --verify-scenes may ask (the command line's: nowindow.c):
 * ask returns the answer of peer NAME to "A B" (1 collide, 0 apart, -1 no
 * answer), or HD_SCENE_PEER_MISSING when NAME is neither built in nor
 * given on the command line, or HD_SCENE_PEER_FAILED with a message in
 * err. Files never start programs: this layer only names peers. */
enum { HD_SCENE_PEER_MISSING = -2, HD_SCENE_PEER_FAILED = -3 };
typedef struct hd_scene_peers {
    int (*ask)(void *ctx, const char *name, const char *a, const char *b, char *err, size_t errlen);
    void *ctx;
} hd_scene_peers;

/* hd_verify_scenes, also checking each scene's expect-peer with peers
 * (NULL: none available). A scene naming a missing peer is reported on
 * errf ("scene names peer mine; run with --peer 'mine=...'") and its peer
 * check skipped; the rest of it is verified. A failing peer is a bad file
 * (2). */
int hd_verify_scenes_peers(const char *path, const hd_scene_peers *peers, FILE *out, FILE *errf);

/* The names of the *.scene files in dir, sorted by name (byte order):
 * returns their count and sets *names (free with hd_scenefile_list_free),
 * or returns -1 with "DIR: problem" in err. */
int hd_scenefile_list(const char *dir, char ***names, char *err, size_t errlen);
void hd_scenefile_list_free(char **names, int n);
/* The same for the files whose names end in ext (".lesson"). */
int hd_scenefile_list_ext(const char *dir, const char *ext, char ***names, char *err, size_t errlen);

#endif
