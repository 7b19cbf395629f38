/*
 * peerlist.c: `hitdemo --peers`, the built-in peers found beside hitdemo
 * (the programs hitdemo-peer-NAME in its folder, or in ../libexec/hitdemo
 * from it for an installed copy), each asked `hitdemo-peer-NAME --info`:
 * line 1 "NAME<TAB>LIBRARY VERSION", line 2 the pairs it answers,
 * comma-separated ("circle/circle,circle/rect").
 */
#define _GNU_SOURCE /* pipe2 */
#include "cli.h"
#include "i18n.h"

#ifdef __EMSCRIPTEN__
/* The page has no processes and no programs beside it. */
int hd_cli_list_peers(FILE *out, FILE *err)
{
    (void)err;
    fprintf(out, _("No built-in peers on the page (it cannot start programs).\n"));
    return 0;
}
#else
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "peer.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

enum { MAX_LISTED = 64, INFO_MAX = 4096, INFO_WAIT_MS = 5000, LIB_COL = 32 };

typedef struct found {
    char name[HD_PEER_NAME_MAX + 1];
    char path[PATH_MAX + 320];
} found;

static int cmp_found(const void *a, const void *b) { return strcmp(((const found *)a)->name, ((const found *)b)->name); }

static bool valid_name(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n > HD_PEER_NAME_MAX)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_' || *s == '-'))
            return false;
    return true;
}

/* Runs PATH --info: its output (at most INFO_MAX bytes) in out; false with
 * why in why. */
static bool run_info(const char *path, char *out, size_t cap, char *why, size_t whylen)
{
    int fd[2];
    if (pipe2(fd, O_CLOEXEC) != 0) {
        snprintf(why, whylen, _("cannot make a pipe: %s"), strerror(errno));
        return false;
    }
    pid_t pid = fork();
    if (pid == 0) {
        int devnull = open("/dev/null", O_RDWR);
        if (devnull >= 0) {
            dup2(devnull, 0);
            dup2(devnull, 2);
        }
        dup2(fd[1], 1);
        signal(SIGPIPE, SIG_DFL);
        char *const argv[] = {(char *)path, "--info", NULL};
        execv(path, argv);
        _exit(127);
    }
    close(fd[1]);
    if (pid < 0) {
        close(fd[0]);
        snprintf(why, whylen, _("cannot start it: %s"), strerror(errno));
        return false;
    }
    size_t n = 0;
    bool timeout = false;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        clock_gettime(CLOCK_MONOTONIC, &t1);
        long ms = INFO_WAIT_MS - ((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000);
        struct pollfd f = {fd[0], POLLIN, 0};
        if (ms <= 0 || poll(&f, 1, (int)ms) == 0) {
            timeout = true;
            break;
        }
        char t[1024];
        ssize_t k = read(fd[0], t, sizeof t);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        size_t c = (size_t)k < cap - 1 - n ? (size_t)k : cap - 1 - n;
        memcpy(out + n, t, c);
        n += c;
    }
    out[n] = '\0';
    close(fd[0]);
    if (timeout)
        kill(pid, SIGKILL);
    int st;
    while (waitpid(pid, &st, 0) < 0 && errno == EINTR)
        ;
    if (timeout) {
        snprintf(why, whylen, _("no answer to --info within %d s"), INFO_WAIT_MS / 1000);
        return false;
    }
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
        if (WIFSIGNALED(st))
            snprintf(why, whylen, _("--info: killed by signal %d"), WTERMSIG(st));
        else
            snprintf(why, whylen, _("--info: exited with status %d"), WEXITSTATUS(st));
        return false;
    }
    return true;
}

/* Prints text, with bytes that are not printable ASCII as \xNN. */
static void put_clean(FILE *f, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7F)
            fputc(c, f);
        else
            fprintf(f, "\\x%02X", c);
    }
}

int hd_cli_list_peers(FILE *out, FILE *err)
{
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) {
        fprintf(err, _("hitdemo: --peers: cannot tell where hitdemo is (/proc/self/exe)\n"));
        return 2;
    }
    self[len] = '\0';
    char *slash = strrchr(self, '/');
    if (slash)
        *slash = '\0';
    static const char *const rel[] = {"", "/../libexec/hitdemo"};
    found *list = calloc(MAX_LISTED, sizeof *list);
    if (!list)
        return 2;
    int n = 0;
    for (size_t r = 0; r < sizeof rel / sizeof rel[0]; r++) {
        char dir[PATH_MAX + 32];
        snprintf(dir, sizeof dir, "%s%s", self, rel[r]);
        DIR *d = opendir(dir);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)) != NULL && n < MAX_LISTED) {
            if (strncmp(e->d_name, "hitdemo-peer-", 13) != 0 || !valid_name(e->d_name + 13))
                continue;
            bool dup = false;
            for (int i = 0; i < n; i++)
                dup = dup || strcmp(list[i].name, e->d_name + 13) == 0;
            if (dup)
                continue;
            found *F = &list[n];
            snprintf(F->name, sizeof F->name, "%s", e->d_name + 13);
            int w = snprintf(F->path, sizeof F->path, "%s/%s", dir, e->d_name);
            if (w < 0 || (size_t)w >= sizeof F->path)
                continue;
            struct stat st;
            if (stat(F->path, &st) == 0 && S_ISREG(st.st_mode) && access(F->path, X_OK) == 0)
                n++;
        }
        closedir(d);
    }
    if (n == 0) {
        fprintf(out, _("No built-in peers found beside %s/hitdemo (programs named hitdemo-peer-NAME).\n"
                     "Give your own with --peer 'NAME=COMMAND' (see docs/peers.md).\n"),
                self);
        free(list);
        return 0;
    }
    qsort(list, (size_t)n, sizeof *list, cmp_found);
    fprintf(out, "%-12s %-*s %s\n", "PEER", LIB_COL, "LIBRARY", "PAIRS IT ANSWERS");
    int failed = 0;
    for (int i = 0; i < n; i++) {
        char info[INFO_MAX], why[200];
        if (!run_info(list[i].path, info, sizeof info, why, sizeof why)) {
            fprintf(out, "%-12s (%s: %s)\n", list[i].name, list[i].path, why);
            failed++;
            continue;
        }
        /* line 1: NAME<TAB>LIBRARY VERSION; line 2: the pairs */
        char *l1 = info, *nl = strchr(l1, '\n');
        char *l2 = nl ? nl + 1 : l1 + strlen(l1);
        size_t n1 = nl ? (size_t)(nl - l1) : strlen(l1);
        if (n1 && l1[n1 - 1] == '\r')
            n1--;
        char *tab = memchr(l1, '\t', n1);
        size_t n2 = strcspn(l2, "\r\n");
        if (!tab || n2 == 0) {
            fprintf(out, _("%-12s (%s --info: not \"NAME<TAB>LIBRARY VERSION\" then the pairs: \""), list[i].name,
                    list[i].path);
            put_clean(out, info, strlen(info) > 80 ? 80 : strlen(info));
            fprintf(out, "\")\n");
            failed++;
            continue;
        }
        const char *lib = tab + 1;
        size_t nlib = n1 - (size_t)(lib - l1);
        fprintf(out, "%-12s ", list[i].name);
        put_clean(out, lib, nlib);
        for (size_t pad = nlib; pad < LIB_COL; pad++)
            fputc(' ', out);
        /* the pairs, ", " between them, wrapped under the column */
        int col = 13 + (nlib < LIB_COL ? LIB_COL : (int)nlib) + 1;
        fputc(' ', out);
        int x = col;
        size_t p = 0;
        bool first = true;
        while (p < n2) {
            size_t q = p;
            while (q < n2 && l2[q] != ',')
                q++;
            size_t w = q - p;
            if (w) {
                if (!first) {
                    fputc(',', out);
                    x++;
                    if (x + 1 + (int)w > 100) {
                        fprintf(out, "\n%*s", col, "");
                        x = col;
                    } else {
                        fputc(' ', out);
                        x++;
                    }
                }
                put_clean(out, l2 + p, w);
                x += (int)w;
                first = false;
            }
            p = q + 1;
        }
        fputc('\n', out);
    }
    free(list);
    return failed ? 1 : 0;
}
#endif
