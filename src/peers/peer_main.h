/*
 * peer_main.h: the line loop every built-in peer shares (hitdemo-peer-box2d,
 * -geos, -chipmunk, -naive; docs/peers-builtin.md). A peer is a program of
 * its own that speaks hitdemo's peer protocol (docs/peers.md) on its
 * standard input and output:
 *
 *     request  "A B"  two specs as --check-batch reads them (blanks around
 *                     and a trailing \r ignored)
 *     answer   "1" (collide), "0" (apart) or "-" (the library cannot say)
 *
 * The specs are read by the geometry library's own parser
 * (<hitdemo/spec.h>), so a peer reads every spec exactly as hitdemo does. A
 * line that is not two valid specs is a protocol error: a message on stderr
 * naming the line, exit 2 (the answers before it are written first).
 * Answers are buffered and written when no more input is waiting, so a
 * client that keeps many requests in flight gets them in large writes and
 * one that asks one at a time gets each answer at once.
 *
 * `PROGRAM --info` prints two lines and exits 0:
 *     NAME<TAB>LIBRARY VERSION       (e.g. "box2d\tBox2D 2.4.1")
 *     the kind pairs answered        (e.g. "point/point,point/circle,...")
 * the pairs in hitdemo's kind order (point circle rect line polygon capsule
 * arc wedge), each "a/b" with a not after b, comma-separated.
 *
 * No SDL, no allocation per line (the loop's buffers are static).
 */
#ifndef HD_PEER_MAIN_H
#define HD_PEER_MAIN_H

#include <stdbool.h>

#include <hitdemo/geom.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hd_peer_adapter {
    const char *name;    /* "box2d": the program is hitdemo-peer-NAME */
    const char *library; /* "Box2D 2.4.1": the library and the version built against */
    /* The library's answer for the pair: 1 collide, 0 apart, -1 no answer. */
    int (*answer)(const hd_shape *a, const hd_shape *b);
    /* Whether the peer answers some pairs of kinds ka and kb (either order):
     * what --info lists. A pair it lists may still get "-" for shapes the
     * library cannot build (docs/peers-builtin.md says which). */
    bool (*answers_kinds)(hd_kind ka, hd_kind kb);
} hd_peer_adapter;

/* Runs the peer: --info, or the line loop on stdin/stdout until end of
 * input. Returns the exit status: 0, or 2 on a protocol error, a usage
 * error or a failed read or write (with a message on stderr). */
int hd_peer_main(int argc, char **argv, const hd_peer_adapter *ad);

#ifdef __cplusplus
}
#endif
#endif
