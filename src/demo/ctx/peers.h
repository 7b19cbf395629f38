/*
 * peers.h: the window's peer service (key U, script lines `show peer` and
 * `expect peer`, a scene's `peer:` key). A peer is another implementation
 * of the collision test (docs/peers.md); the window asks the selected one
 * about the pair on screen and, with the collision map on, about every
 * pixel of the map, and shows where it disagrees with the exact answer.
 *
 * On the desktop a peer is a separate process (src/cli/peer.h) that a
 * worker thread of this service talks to, so the frame never waits for it
 * and a peer that crashes, hangs or prints junk never takes the window
 * down: the failure is reported (hd_peers_failed) and the peer is off. The
 * page runs no processes: its one peer is `naive`, the seed articles'
 * formulas (src/naive), asked in-process a time budget at a time
 * (hd_peers_pump).
 *
 * The map's pixels are those of the collision map (cmap.h): pixel (i,j)
 * asks about the base and the cursor built at the logical image of its
 * centre. One byte a pixel, row-major: 0 not asked, HD_PMAP_AGREE,
 * HD_PMAP_DISAGREE, HD_PMAP_NONE (the peer does not do the pair).
 */
#ifndef HD_PEERS_H
#define HD_PEERS_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include "cmap.h"

/* At most this many peers; a name is [a-z0-9_-], 1 to 32 characters. */
enum { HD_PEERS_MAX = 16, HD_PEERS_NAME_MAX = 32 };

/* The peer's answer for the pair on screen. */
typedef enum hd_peer_state {
    HD_PEER_OFF,    /* no peer selected */
    HD_PEER_ASKING, /* asked, no answer yet */
    HD_PEER_HIT,
    HD_PEER_CLEAR,
    HD_PEER_NONE,   /* the peer does not do this pair ('-') */
} hd_peer_state;

enum { HD_PMAP_AGREE = 1, HD_PMAP_DISAGREE = 2, HD_PMAP_NONE = 3 };

/* The peers U cycles through: args (--peer NAME or NAME=COMMAND) in the
 * order given, else the built-in ones, the programs hitdemo-peer-NAME
 * found in dir (the window program's folder) or in dir/bin_rel (the
 * installed programs' folder; may be NULL). timeout_s bounds the wait for
 * each answer. Stops a running peer. */
void hd_peers_setup(const char *const *args, int n, double timeout_s, const char *dir, const char *bin_rel);
int hd_peers_count(void);
/* The name of peer i (0 <= i < count). */
const char *hd_peers_name(int i);
/* The index of the peer called name, or -1. */
int hd_peers_find(const char *name);
/* True when the peers run in-process (the page): naive only. */
bool hd_peers_inprocess(void);

/* Selects peer i (-1: none): the running one is stopped (without
 * waiting for it), i is started. False with a message in err ("peer
 * NAME: ...") if it could not be started; then none is selected. */
bool hd_peers_select(int i, char *err, size_t errlen);
/* The selected peer, or -1. */
int hd_peers_selected(void);

/* The pair on screen: asked anew when it changed. */
void hd_peers_set_pair(const hd_shape *base, const hd_shape *cursor);
hd_peer_state hd_peers_pair(void);

/* The map wanted: its key (the collision map's), or NULL for none. A new
 * key restarts it. */
void hd_peers_set_map(const hd_cmap_key *k);
/* The map's bytes: rows [0, *rows) are answered. NULL when there is no
 * map. *gen changes when the map restarts. */
const unsigned char *hd_peers_map(int *w, int *h, int *rows, unsigned *gen);
/* Rows answered, as a percentage (100 when complete; -1 no map). */
int hd_peers_map_percent(void);

/* Work is waiting for the peer (the loop polls while it is). */
bool hd_peers_busy(void);
/* In-process peers: answers for at most budget_ms (nothing otherwise). */
void hd_peers_pump(double budget_ms);
/* Waits at most ms for the pair's answer and, with map, the map's rows
 * (a script's expect and screenshot). True when all arrived. */
bool hd_peers_settle(bool map, double ms);

/* The selected peer failed (it exited, was killed, answered junk or
 * nothing in time): true once per failure, with the message in err; the
 * peer is then off (hd_peers_selected() is -1). */
bool hd_peers_failed(char *err, size_t errlen);

/* Stops the peer (waits a little for its thread) and forgets the list. */
void hd_peers_shutdown(void);

#endif
