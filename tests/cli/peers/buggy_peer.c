/* buggy_peer.c: a peer process with a planted bug (buggy.h), speaking
 * hitdemo's line protocol: `buggy_peer BUG`, one request "A B" per line
 * on stdin, one answer (1, 0 or -) per line on stdout. It reads what the
 * pipe holds, answers every whole line of it, and writes those answers at
 * once (so it never sits on answers while it waits for more requests). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buggy.h"

static char in[1 << 20], out[1 << 19];

static int put_all(const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(1, p, n);
        if (w <= 0) return -1;
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int bug = argc == 2 ? buggy_from_name(argv[1]) : -1;
    if (bug < 0) {
        fprintf(stderr, "usage: buggy_peer strict|parallel|raycross|sat|atan2|falsehit|correct\n");
        return 2;
    }
    size_t have = 0;
    for (;;) {
        ssize_t r = read(0, in + have, sizeof in - 1 - have);
        if (r <= 0) return 0;
        have += (size_t)r;
        size_t start = 0, no = 0;
        char *nl;
        while ((nl = memchr(in + start, '\n', have - start)) != NULL) {
            *nl = '\0';
            if (nl > in + start && nl[-1] == '\r') nl[-1] = '\0';
            int a = buggy_answer(bug, in + start);
            if (a == -2) {
                fprintf(stderr, "buggy_peer: cannot read \"%.200s\"\n", in + start);
                return 3;
            }
            out[no++] = a < 0 ? '-' : a ? '1' : '0';
            out[no++] = '\n';
            if (no + 2 > sizeof out) {
                if (put_all(out, no)) return 4;
                no = 0;
            }
            start = (size_t)(nl - in) + 1;
        }
        if (no && put_all(out, no)) return 4;
        memmove(in, in + start, have - start);
        have -= start;
        if (have == sizeof in - 1) return 5;
    }
}
