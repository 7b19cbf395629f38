/* hunt_out.h: the files `hitdemo --hunt` writes (docs/hunt.md). No SDL. */
#ifndef HD_HUNT_OUT_H
#define HD_HUNT_OUT_H

#include <stdio.h>

#include "hunt.h"

/* Writes into dir (made with its parents; an earlier hunt's
 * finding-*.scene files in it removed): findings.jsonl (one line per
 * finding), finding-NNN-KIND-KIND-CLASS.scene (one per finding that the
 * window can show: one of the two shapes must be a cursor kind; the scene
 * names peer and pins its answer), regression.txt (--check-batch lines,
 * the exact answers in comments; command is its first comment). ask/ctx:
 * the peer, asked again where a scene must put the shapes the other way
 * round. Findings without a scene are said on msg. Returns the count of
 * scene files, or -1 with a message in err (-2: the peer failed). */
int hd_hunt_write(const char *dir, const char *peer, const char *command, const hd_hunt_result *r,
                  hd_hunt_ask_fn ask, void *ctx, FILE *msg, char *err, size_t errlen);

#endif
