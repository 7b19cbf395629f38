/* peer.h: a peer, another implementation of the collision test, run as a
 * child process that speaks hitdemo's line protocol (docs/peers.md): one
 * request line "A B" (two specs as --check-batch reads them), one answer
 * line: 1/true (collide), 0/false (apart), - (no answer). No SDL. */
#ifndef HD_PEER_H
#define HD_PEER_H

#include <stdbool.h>
#include <stddef.h>

typedef struct hd_peer hd_peer;

/* Longest peer name: [a-z0-9_-], 1 to 32 characters. */
#define HD_PEER_NAME_MAX 32

/* Starts a peer. arg is "NAME" for a built-in peer (the program
 * hitdemo-peer-NAME in the folder of the running hitdemo executable) or
 * "NAME=COMMAND" (COMMAND run with /bin/sh -c). timeout_s bounds the wait
 * for each answer. Returns NULL with a message (starting "peer NAME: ")
 * in err on failure. */
hd_peer *hd_peer_start(const char *arg, double timeout_s, char *err, size_t errlen);

/* Whether the built-in peer NAME (hitdemo-peer-NAME, as hd_peer_start
 * looks for it) is there: a failed start of a name that is not is a
 * missing peer, whatever language its message is in. */
bool hd_peer_is_builtin(const char *name);

/* The peer's name as given. */
const char *hd_peer_name(const hd_peer *p);

/* Sends n requests (each "A B", no '\n') and fills answers[i] with 1
 * (collide), 0 (apart) or -1 (no answer, '-'), in order; writes and reads
 * concurrently, so it never deadlocks on full pipes. Returns true, or
 * false with a message in err ("peer NAME: exited with status 3 ...",
 * "... answered \"x\" to \"A B\"", "... no answer within 10 s to ...");
 * after a failure the peer is dead and every later call fails. */
bool hd_peer_ask(hd_peer *p, const char *const *req, size_t n, signed char *answers, char *err,
                 size_t errlen);

/* Closes the peer's stdin, waits for it (killing it after the timeout)
 * and frees it. NULL is allowed. */
void hd_peer_stop(hd_peer *p);

#endif
