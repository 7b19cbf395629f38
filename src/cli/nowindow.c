/* nowindow.c: the modes that need no window (see nowindow.h). */
#include "i18n.h"
#include "nowindow.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hunt.h"
#include "langfiles.h"
#include "lessonfile.h"
#include "peer.h"
#include "scenefile.h"

#include <hitdemo/spec.h>

#ifndef HD_VERSION
#define HD_VERSION "unknown"
#endif

/* ---- --verify-scenes PATH [--peer ARG]... [--peer-timeout S] ------------- */

enum { VERIFY_PEERS = 16 };

typedef struct verify_peers {
    const char *arg[VERIFY_PEERS]; /* the command line's --peer values */
    int nargs;
    double timeout;
    hd_peer *p[VERIFY_PEERS]; /* started when first asked */
    char name[VERIFY_PEERS][HD_PEER_NAME_MAX + 1];
    bool dead[VERIFY_PEERS], missing[VERIFY_PEERS];
    int np;
} verify_peers;

/* A scene's peer: given with --peer NAME=COMMAND (or --peer NAME), else
 * the built-in one of that name, else missing. Started once. */
static int verify_ask(void *ctx, const char *name, const char *a, const char *b, char *err, size_t errlen)
{
    verify_peers *v = ctx;
    int at = -1;
    for (int i = 0; i < v->np && at < 0; i++)
        if (!strcmp(v->name[i], name)) at = i;
    if (at < 0) {
        if (v->np == VERIFY_PEERS) {
            snprintf(err, errlen, _("peer %s: more than %d peers named by the scenes"), name, VERIFY_PEERS);
            return HD_SCENE_PEER_FAILED;
        }
        const char *arg = NULL;
        for (int i = 0; i < v->nargs && !arg; i++) {
            size_t n = strcspn(v->arg[i], "=");
            if (strlen(name) == n && !strncmp(v->arg[i], name, n)) arg = v->arg[i];
        }
        at = v->np++;
        snprintf(v->name[at], sizeof v->name[at], "%s", name);
        /* name is a checked name ([a-z0-9_-]): without --peer it can only
         * start hitdemo-peer-NAME, a program installed beside hitdemo */
        v->p[at] = hd_peer_start(arg ? arg : name, v->timeout, err, errlen);
        if (!v->p[at]) {
            v->dead[at] = true;
            v->missing[at] = !arg && !hd_peer_is_builtin(name);
            return v->missing[at] ? HD_SCENE_PEER_MISSING : HD_SCENE_PEER_FAILED;
        }
    } else if (v->dead[at]) {
        if (v->missing[at]) return HD_SCENE_PEER_MISSING;
        snprintf(err, errlen, _("peer %s: failed on an earlier scene"), name);
        return HD_SCENE_PEER_FAILED;
    }
    size_t la = strlen(a), lb = strlen(b);
    char *req = malloc(la + lb + 2);
    if (!req) {
        snprintf(err, errlen, _("out of memory"));
        return HD_SCENE_PEER_FAILED;
    }
    memcpy(req, a, la);
    req[la] = ' ';
    memcpy(req + la + 1, b, lb + 1);
    signed char ans;
    const char *r[1] = {req};
    bool ok = hd_peer_ask(v->p[at], r, 1, &ans, err, errlen);
    free(req);
    if (!ok) {
        v->dead[at] = true;
        return HD_SCENE_PEER_FAILED;
    }
    return ans;
}

static int verify_scenes(int argc, char **argv)
{
    static verify_peers v;
    memset(&v, 0, sizeof v);
    v.timeout = 10;
    const char *path = NULL;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--peer") || !strcmp(argv[i], "--peer-timeout")) {
            if (i + 1 >= argc) {
                fprintf(stderr, _("hitdemo: --verify-scenes: %s wants a value\n"), argv[i]);
                return 2;
            }
            if (!strcmp(argv[i], "--peer")) {
                if (v.nargs == VERIFY_PEERS) {
                    fprintf(stderr, _("hitdemo: --verify-scenes: at most %d peers\n"), VERIFY_PEERS);
                    return 2;
                }
                v.arg[v.nargs++] = argv[++i];
            } else {
                const char *t = argv[++i];
                size_t used = hd_scan_number(t, &v.timeout);
                if (used == 0 || t[used] || !(v.timeout > 0) || v.timeout > 86400) {
                    fprintf(stderr, _("hitdemo: --peer-timeout wants a number of seconds above 0, at most 86400 "
                                    "(got \"%.40s\")\n"), t);
                    return 2;
                }
            }
        } else if (!path) {
            path = argv[i];
        } else {
            path = NULL;
            break;
        }
    }
    if (!path) {
        fprintf(stderr, _("hitdemo: --verify-scenes: expected one directory or scene file (and --peer "
                        "'NAME=COMMAND' for the peers the scenes name)\n"));
        return 2;
    }
    hd_scene_peers peers = {verify_ask, &v};
    int rc = hd_verify_scenes_peers(path, &peers, stdout, stderr);
    /* the descriptions in every language (fr.desc, zh_CN.desc: langfiles.h) */
    int lrc = hd_verify_scenes_langs(path, stdout, stderr);
    if (lrc > rc) rc = lrc;
    for (int i = 0; i < v.np; i++) hd_peer_stop(v.p[i]);
    return rc;
}

bool hd_nowindow_run(int argc, char **argv, int *status)
{
    if (hd_hunt_wants(argc, argv)) {
        *status = hd_hunt_main(argc, argv);
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--version")) {
        if (argc != 2) {
            fprintf(stderr, _("hitdemo: --version: takes no other options\n"));
            *status = 2;
        } else {
            printf("hitdemo %s\n", HD_VERSION);
            *status = 0;
        }
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--peers")) {
        if (argc != 2) {
            fprintf(stderr, _("hitdemo: --peers: takes no other options\n"));
            *status = 2;
        } else {
            *status = hd_cli_list_peers(stdout, stderr);
        }
        return true;
    }
    if (hd_cli_wants(argc, argv)) {
        *status = hd_cli_main(argc, argv);
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--verify-scenes")) {
        *status = verify_scenes(argc, argv);
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--verify-lessons")) {
        if (argc != 3) {
            fprintf(stderr, _("hitdemo: --verify-lessons: expected one directory of *.lesson files\n"));
            *status = 2;
        } else {
            *status = hd_verify_lessons(argv[2], stdout, stderr);
            /* the steps in every language (fr/, zh_CN/: langfiles.h) */
            int lrc = hd_verify_lessons_langs(argv[2], stdout, stderr);
            if (lrc > *status) *status = lrc;
        }
        return true;
    }
    return false;
}
