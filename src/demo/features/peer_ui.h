/*
 * peer_ui.h: the peer overlay (U). U cycles off, then each peer given with
 * --peer (by default the built-in ones found beside the program), then
 * off again. The HUD says the peer's answer for the pair on screen beside
 * the exact one ("box2d: hit — disagrees (exact: clear)"); with the
 * collision map (M) on, the pixels where the peer disagrees are shaded
 * magenta, filling in as the answers come. The peer runs as a process of
 * its own behind the peer service (ctx/peers.h): a peer that fails is
 * switched off with its message on screen, and the window goes on.
 */
#ifndef HD_PEER_UI_H
#define HD_PEER_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "gfx.h"
#include "peers.h"

/* U (keys.c's table). */
bool hd_peer_ui_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* Each turn: a failure told, the pair and the map handed to the peer, a
 * redraw when answers arrived. */
void hd_peer_ui_update(hd_ctx *a);
/* Over the shapes: the map's disagreements (with M). */
void hd_peer_ui_draw(const hd_ctx *a, const hd_gfx *g);
/* The HUD's lines: the answer, the map's progress. */
int hd_peer_ui_lines(const hd_ctx *a, const char **lines, int max);
/* Answers are awaited (the loop wakes often). */
bool hd_peer_ui_animating(void);

/* A script's `show peer NAME|off`, a scene's `peer: NAME` (what: "script"
 * or "scene", for the message when the peer is not there): false with a
 * message when NAME is neither built in nor given with --peer, or does
 * not start. */
bool hd_peer_ui_show(hd_ctx *a, const char *name, const char *what);
/* The selected peer's name, or NULL when the overlay is off. */
const char *hd_peer_ui_selected(void);
/* The answer for the pair on screen, waited for (a script's expect): at
 * most the peer timeout and a second. A failure on the way is told as
 * update tells it. */
hd_peer_state hd_peer_ui_answer(hd_ctx *a);
/* Before a headless picture: the answers of the pair and the map waited
 * for, as the collision map is completed. */
void hd_peer_ui_settle(hd_ctx *a);
void hd_peer_ui_shutdown(void);

#endif
