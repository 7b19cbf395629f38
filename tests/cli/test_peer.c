/*
 * test_peer.c: hd_peer (src/cli/peer.c) on its own, without the hitdemo
 * program, so that it also runs in the trees without the window program
 * (ASan+UBSan, ThreadSanitizer): answers in every form, four threads each
 * with its own peer at once, a 6 MB batch through a peer that answers as
 * it reads (no deadlock on full pipes), a peer that exits at once while a
 * large batch is written (EPIPE: the process lives on, no SIGPIPE left
 * pending), a signal named, a timeout that returns in time, a dead peer
 * that stays dead, hd_peer_stop on a peer that ignores the end of its
 * input, bad names.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "peer.h"

#include "cli_check.h"

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Answers by the first letter of the request: y "true", n " 0\r", else "-". */
static const char *const FORMS =
    "forms=while read a b; do case $a in y*) echo true;; n*) printf ' 0\\r\\n';; *) echo ' - ';; esac; done";

/* 1. every form; several batches in a row */
static void *forms_thread(void *arg)
{
    int *bad = arg;
    char err[1024];
    hd_peer *p = hd_peer_start(FORMS, 10, err, sizeof err);
    if (!p) {
        fprintf(stderr, "FAIL start: %s\n", err);
        (*bad)++;
        return NULL;
    }
    enum { N = 300 };
    const char *req[N];
    signed char ans[N];
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N; i++)
            req[i] = (i + round) % 3 == 0 ? "yes point:0,0" : (i + round) % 3 == 1 ? "no point:0,0" : "x point:0,0";
        if (!hd_peer_ask(p, req, N, ans, err, sizeof err)) {
            fprintf(stderr, "FAIL ask: %s\n", err);
            (*bad)++;
            break;
        }
        for (int i = 0; i < N; i++)
            if (ans[i] != ((i + round) % 3 == 0 ? 1 : (i + round) % 3 == 1 ? 0 : -1))
                (*bad)++;
    }
    hd_peer_stop(p);
    return NULL;
}

int main(void)
{
    char err[1024];

    /* 1. four threads, each with its own peer, at once */
    pthread_t t[4];
    int bad[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], NULL, forms_thread, &bad[i]);
    for (int i = 0; i < 4; i++) {
        pthread_join(t[i], NULL);
        CHECK(bad[i] == 0, "thread %d: %d wrong answers", i, bad[i]);
    }

    /* 2. a 6 MB batch through a peer that answers line by line as it reads */
    {
        enum { N = 60000 };
        static char line[N][100];
        static const char *req[N];
        static signed char ans[N];
        for (int i = 0; i < N; i++) {
            snprintf(line[i], sizeof line[i], "polygon:%d,0,10,0,10,10,0,10,0,5,0,4,0,3,0,2,0,1 circle:%d,%d,%d", i,
                     i % 7, i % 11, i % 5);
            req[i] = line[i];
        }
        hd_peer *p = hd_peer_start("big=sed -u 's/.*/1/'", 10, err, sizeof err);
        CHECK(p != NULL, "start big: %s", err);
        if (p) {
            bool ok = hd_peer_ask(p, req, N, ans, err, sizeof err);
            CHECK(ok, "big batch: %s", err);
            int ones = 0;
            for (int i = 0; ok && i < N; i++)
                ones += ans[i] == 1;
            CHECK(!ok || ones == N, "big batch: %d of %d answers 1", ones, N);
            hd_peer_stop(p);
        }

        /* 3. a peer that exits at once while the batch is written */
        p = hd_peer_start("quit=exit 3", 10, err, sizeof err);
        CHECK(p != NULL, "start quit: %s", err);
        if (p) {
            bool ok = hd_peer_ask(p, req, N, ans, err, sizeof err);
            CHECK(!ok && strstr(err, "peer quit: exited with status 3 before answering \"polygon:0,0,10") != NULL,
                  "quit: %s", err);
            sigset_t pend;
            sigpending(&pend);
            CHECK(!sigismember(&pend, SIGPIPE), "a SIGPIPE is left pending");
            char err2[1024];
            CHECK(!hd_peer_ask(p, req, 1, ans, err2, sizeof err2) && strcmp(err, err2) == 0,
                  "a dead peer stays dead: %s", err2);
            hd_peer_stop(p);
        }
    }

    /* 4. a signal, named */
    hd_peer *p = hd_peer_start("sig=read x; kill -TERM $$", 10, err, sizeof err);
    const char *one[1] = {"point:0,0 point:1,1"};
    signed char a1[1];
    CHECK(p && !hd_peer_ask(p, one, 1, a1, err, sizeof err) && strstr(err, "killed by signal 15 (SIGTERM)"),
          "signal: %s", err);
    hd_peer_stop(p);

    /* 5. a timeout, in time */
    double t0 = now_s();
    p = hd_peer_start("slow=sleep 30", 0.3, err, sizeof err);
    CHECK(p && !hd_peer_ask(p, one, 1, a1, err, sizeof err) && strstr(err, "no answer within 0.3 s to "),
          "timeout: %s", err);
    hd_peer_stop(p);
    CHECK(now_s() - t0 < 3, "timeout took %.1f s", now_s() - t0);

    /* 6. stop: a peer that answers but ignores the end of its input is killed */
    t0 = now_s();
    p = hd_peer_start("stubborn=read x; echo 1; exec sleep 30", 0.3, err, sizeof err);
    CHECK(p && hd_peer_ask(p, one, 1, a1, err, sizeof err) && a1[0] == 1, "stubborn: %s", err);
    hd_peer_stop(p);
    CHECK(now_s() - t0 < 3, "stop took %.1f s", now_s() - t0);

    /* 7. junk, quoted with the request; bytes that are not UTF-8 escaped */
    p = hd_peer_start("junk=read x; printf 'ok\\377\\n'", 10, err, sizeof err);
    CHECK(p && !hd_peer_ask(p, one, 1, a1, err, sizeof err) &&
              strstr(err, "peer junk: answered \"ok\\xFF\" to \"point:0,0 point:1,1\"") != NULL,
          "junk: %s", err);
    hd_peer_stop(p);

    /* 8. a request with a line break is refused; the peer stays usable */
    p = hd_peer_start(FORMS, 10, err, sizeof err);
    const char *two[2] = {"yes point:0,0", "no\npoint:0,0"};
    signed char a2[2];
    CHECK(p && !hd_peer_ask(p, two, 2, a2, err, sizeof err) && strstr(err, "holds a line break"), "newline: %s", err);
    two[1] = "no point:0,0";
    CHECK(p && hd_peer_ask(p, two, 2, a2, err, sizeof err) && a2[0] == 1 && a2[1] == 0, "after newline: %s", err);
    hd_peer_stop(p);

    /* 9. two lines for one request: caught with the answer or before the
     * next batch */
    p = hd_peer_start("twice=read x; echo 1; echo 1; while read l; do echo 0; done", 10, err, sizeof err);
    bool ok1 = p && hd_peer_ask(p, one, 1, a1, err, sizeof err);
    if (ok1) {
        struct timespec ts = {0, 300000000L};
        nanosleep(&ts, NULL);
        ok1 = hd_peer_ask(p, one, 1, a1, err, sizeof err);
    }
    CHECK(!ok1 && (strstr(err, "peer twice: wrote \"1\" when no answer was due (before the request \"point:0,0 point:1,1\")") ||
                   strstr(err, "peer twice: wrote \"1\" after answering every request")),
          "two lines: %s", err);
    hd_peer_stop(p);

    /* 10. names */
    const char *badnames[] = {"", "=cat", "Up=cat", "a.b=cat", "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx=cat", "x="};
    for (size_t i = 0; i < sizeof badnames / sizeof badnames[0]; i++) {
        err[0] = '\0';
        p = hd_peer_start(badnames[i], 10, err, sizeof err);
        CHECK(p == NULL && strncmp(err, "peer ", 5) == 0, "bad name %s: %s", badnames[i], err);
        hd_peer_stop(p);
    }
    p = hd_peer_start("a_b-9=cat", 10, err, sizeof err);
    CHECK(p && strcmp(hd_peer_name(p), "a_b-9") == 0, "good name: %s", err);
    hd_peer_stop(p);

    if (failures) {
        fprintf(stderr, "%d failure(s)\n", failures);
        return 1;
    }
    puts("peer: all passed");
    return 0;
}
