/*
 * peer.c: a peer process and hitdemo's side of the line protocol (see
 * peer.h and docs/peers.md). POSIX: the peer is forked and exec'd with its
 * standard input, output and error on pipes (O_CLOEXEC, so that no other
 * child inherits them); hd_peer_ask writes all its requests while it reads
 * the answers and the peer's standard error with poll(), so full pipes in
 * either direction never deadlock. SIGPIPE is blocked in the calling thread
 * while it writes (and a pending one taken back), so a dead peer gives
 * EPIPE, never the death of hitdemo, and the process' signal handling is
 * left as it was. Nothing is printed: every failure is a message in err.
 */
#define _GNU_SOURCE /* pipe2, F_DUPFD_CLOEXEC */
#include "peer.h"
#include "i18n.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __EMSCRIPTEN__
/* The page has no processes: every peer but the window's own naive one
 * (which does not come here) is refused. */
struct hd_peer {
    char name[HD_PEER_NAME_MAX + 1];
};

hd_peer *hd_peer_start(const char *arg, double timeout_s, char *err, size_t errlen)
{
    (void)timeout_s;
    snprintf(err, errlen, _("peer %.*s: the page cannot start programs"), HD_PEER_NAME_MAX, arg);
    return NULL;
}
const char *hd_peer_name(const hd_peer *p) { return p->name; }
bool hd_peer_is_builtin(const char *name)
{
    (void)name;
    return false;
}
bool hd_peer_ask(hd_peer *p, const char *const *req, size_t n, signed char *answers, char *err, size_t errlen)
{
    (void)req, (void)n, (void)answers;
    snprintf(err, errlen, _("peer %s: the page cannot start programs"), p->name);
    return false;
}
void hd_peer_stop(hd_peer *p) { free(p); }
#else

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

/* The bytes of the peer's standard error kept for messages: the last ones. */
enum { ERR_KEEP = 4096, ERR_LINES = 8, ERR_LINE_CHARS = 200 };
/* The longest answer line read: anything longer is junk. */
enum { ANSWER_MAX = 256 };
/* The longest request or answer quoted in a message, in bytes. */
enum { QUOTE_MAX = 160 };

struct hd_peer {
    char name[HD_PEER_NAME_MAX + 1];
    pid_t pid;               /* 0 once reaped */
    int status;              /* waitpid's status, once reaped */
    int in_fd, out_fd, err_fd; /* -1 once closed */
    double timeout_s;
    bool dead;               /* failed: every later ask repeats msg */
    char msg[2048];
    char *wbuf;              /* the requests being written */
    size_t wcap;
    char line[ANSWER_MAX + 1]; /* the answer being read */
    size_t llen;
    bool line_long;          /* the answer being read is over ANSWER_MAX */
    char ering[ERR_KEEP];    /* the last bytes of its standard error */
    size_t etotal;           /* bytes read from it in all */
};

const char *hd_peer_name(const hd_peer *p) { return p->name; }

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- messages ------------------------------------------------------------- */

/* A small appender: text into a fixed buffer, cut (never overflowing) when
 * full. */
typedef struct sbuf {
    char *s;
    size_t n, cap;
} sbuf;

static void s_put(sbuf *b, const char *t, size_t k)
{
    if (b->cap == 0)
        return;
    size_t room = b->cap - 1 - b->n;
    if (k > room)
        k = room;
    memcpy(b->s + b->n, t, k);
    b->n += k;
    b->s[b->n] = '\0';
}

static void s_str(sbuf *b, const char *t) { s_put(b, t, strlen(t)); }

#if defined(__GNUC__)
static void s_fmt(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#endif
static void s_fmt(sbuf *b, const char *fmt, ...)
{
    char t[2048];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(t, sizeof t, fmt, ap);
    va_end(ap);
    if (k > 0)
        s_put(b, t, (size_t)k < sizeof t ? (size_t)k : sizeof t - 1);
}

/* Length of the well-formed UTF-8 character at p (at most len bytes), or 0. */
static size_t utf8_char(const unsigned char *p, size_t len)
{
    unsigned c = p[0];
    size_t n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else
        return 0;
    if (n > len)
        return 0;
    for (size_t i = 1; i < n; i++) {
        unsigned b = p[i];
        if (i == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF))
            return 0;
    }
    return n;
}

/* t[0, len) quoted: "..." with " and \ escaped and every byte that is a
 * control character or not UTF-8 written as \xNN (the four characters, as
 * the batch's JSON writes bytes that are not UTF-8); cut after QUOTE_MAX
 * bytes with "...". */
static void s_quote(sbuf *b, const char *t, size_t len)
{
    const unsigned char *p = (const unsigned char *)t;
    s_put(b, "\"", 1);
    size_t i = 0;
    while (i < len) {
        if (i >= QUOTE_MAX) {
            s_str(b, "...");
            break;
        }
        size_t k = utf8_char(p + i, len - i);
        if (k == 1 && (p[i] == '"' || p[i] == '\\')) {
            s_put(b, "\\", 1);
            s_put(b, t + i, 1);
        } else if (k == 0 || (k == 1 && (p[i] < 0x20 || p[i] == 0x7F))) {
            s_fmt(b, "\\x%02X", p[i]);
            k = 1;
        } else
            s_put(b, t + i, k);
        i += k;
    }
    s_put(b, "\"", 1);
}

/* s_quote into q (QUOTE_BUF bytes): a piece of a whole message */
enum { QUOTE_BUF = 4 * QUOTE_MAX + 16 };
static const char *quoted(char *q, const char *t, size_t len)
{
    sbuf b = {q, 0, QUOTE_BUF};
    q[0] = '\0';
    s_quote(&b, t, len);
    return q;
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGHUP: return "SIGHUP";
    case SIGINT: return "SIGINT";
    case SIGQUIT: return "SIGQUIT";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGKILL: return "SIGKILL";
    case SIGUSR1: return "SIGUSR1";
    case SIGSEGV: return "SIGSEGV";
    case SIGUSR2: return "SIGUSR2";
    case SIGPIPE: return "SIGPIPE";
    case SIGALRM: return "SIGALRM";
    case SIGTERM: return "SIGTERM";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGSYS: return "SIGSYS";
    default: return "a signal";
    }
}

/* The last lines of the peer's standard error, one per line, indented. */
static void s_stderr_tail(sbuf *b, const hd_peer *p)
{
    size_t have = p->etotal < ERR_KEEP ? p->etotal : ERR_KEEP;
    if (have == 0)
        return;
    char t[ERR_KEEP];
    size_t start = p->etotal % ERR_KEEP; /* the oldest kept byte, when full */
    if (p->etotal <= ERR_KEEP)
        memcpy(t, p->ering, have);
    else {
        memcpy(t, p->ering + start, ERR_KEEP - start);
        memcpy(t + ERR_KEEP - start, p->ering, start);
    }
    /* the last ERR_LINES non-empty lines */
    size_t end = have;
    while (end > 0 && (t[end - 1] == '\n' || t[end - 1] == '\r'))
        end--;
    size_t beg = end;
    int lines = 0;
    while (beg > 0 && lines < ERR_LINES) {
        size_t q = beg;
        while (q > 0 && t[q - 1] != '\n')
            q--;
        lines++;
        if (q == 0 && p->etotal > ERR_KEEP && lines > 1) { /* a line cut by the ring: leave it out */
            lines--;
            break;
        }
        beg = q;
        if (beg > 0)
            beg--; /* its '\n' */
        while (beg > 0 && t[beg - 1] == '\n')
            beg--;
    }
    if (beg < end && t[beg] == '\n')
        beg++;
    if (beg >= end)
        return;
    /* TRANSLATORS: after a peer's failure; the peer's own lines follow */
    s_str(b, _("; its last lines on stderr:"));
    size_t i = beg;
    while (i < end) {
        size_t j = i;
        while (j < end && t[j] != '\n')
            j++;
        size_t k = j;
        if (k > i && t[k - 1] == '\r')
            k--;
        if (k > i) {
            s_str(b, "\n    ");
            /* unquoted, but escaped as in s_quote */
            const unsigned char *u = (const unsigned char *)t;
            size_t m = i;
            while (m < k && m - i < ERR_LINE_CHARS) {
                size_t c = utf8_char(u + m, k - m);
                if (c == 0 || (c == 1 && ((u[m] < 0x20 && u[m] != '\t') || u[m] == 0x7F))) {
                    s_fmt(b, "\\x%02X", u[m]);
                    c = 1;
                } else
                    s_put(b, t + m, c);
                m += c;
            }
            if (m < k)
                s_str(b, "...");
        }
        i = j + 1;
    }
}

/* ---- the process ---------------------------------------------------------- */

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

/* Reads what the peer's standard error holds now into the ring; closes it
 * at its end. */
static void drain_stderr(hd_peer *p)
{
    char t[4096];
    while (p->err_fd >= 0) {
        ssize_t k = read(p->err_fd, t, sizeof t);
        if (k > 0) {
            for (ssize_t i = 0; i < k; i++)
                p->ering[(p->etotal + (size_t)i) % ERR_KEEP] = t[i];
            p->etotal += (size_t)k;
            continue;
        }
        if (k < 0 && errno == EINTR)
            continue;
        if (k == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
            close_fd(&p->err_fd);
        return;
    }
}

/* Waits up to wait_s for the peer to exit (reading its standard error
 * meanwhile); then kills its process group. Stores its status. */
static void reap(hd_peer *p, double wait_s)
{
    if (p->pid <= 0)
        return;
    double end = now_s() + wait_s;
    for (;;) {
        int st;
        pid_t r = waitpid(p->pid, &st, WNOHANG);
        if (r == p->pid || (r < 0 && errno != EINTR)) {
            p->status = r == p->pid ? st : 0;
            p->pid = 0;
            drain_stderr(p);
            return;
        }
        double left = end - now_s();
        if (left <= 0)
            break;
        int ms = left > 0.02 ? 20 : 1;
        if (p->err_fd >= 0) {
            struct pollfd f = {p->err_fd, POLLIN, 0};
            if (poll(&f, 1, ms) > 0)
                drain_stderr(p);
        } else {
            struct timespec ts = {0, (long)ms * 1000000L};
            nanosleep(&ts, NULL);
        }
    }
    kill(-p->pid, SIGKILL); /* its process group: the shell and what it started */
    kill(p->pid, SIGKILL);
    int st;
    while (waitpid(p->pid, &st, 0) < 0 && errno == EINTR)
        ;
    p->status = st;
    p->pid = 0;
    drain_stderr(p);
}

/* How the reaped peer ended, e.g. "exited with status 3". */
static void s_status(sbuf *b, int st)
{
    if (WIFEXITED(st))
        /* TRANSLATORS: how a peer process ended: "peer NAME: exited with status 3 before answering ..." */
        s_fmt(b, _("exited with status %d"), WEXITSTATUS(st));
    else if (WIFSIGNALED(st))
        s_fmt(b, _("was killed by signal %d (%s)"), WTERMSIG(st), signal_name(WTERMSIG(st)));
    else
        s_str(b, _("ended"));
}

/* Marks the peer failed with the message in b (also copied to err): kills it
 * and closes its pipes. */
static bool fail(hd_peer *p, sbuf *b, char *err, size_t errlen)
{
    snprintf(p->msg, sizeof p->msg, "%s", b->s);
    if (err && errlen)
        snprintf(err, errlen, "%s", b->s);
    p->dead = true;
    close_fd(&p->in_fd);
    close_fd(&p->out_fd);
    if (p->pid > 0)
        reap(p, 0);
    close_fd(&p->err_fd);
    return false;
}

static bool name_ok(const char *s, size_t n)
{
    if (n < 1 || n > HD_PEER_NAME_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    }
    return true;
}

/* The built-in peer NAME: hitdemo-peer-NAME in the folder of the running
 * executable, or (an installed hitdemo) in ../libexec/hitdemo from it. */
static bool builtin_path(const char *name, char *out, size_t n)
{
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0)
        return false;
    self[len] = '\0';
    char *slash = strrchr(self, '/');
    if (!slash)
        return false;
    *slash = '\0';
    static const char *const rel[] = {"", "/../libexec/hitdemo"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        int w = snprintf(out, n, "%s%s/hitdemo-peer-%s", self, rel[i], name);
        if (w > 0 && (size_t)w < n && access(out, X_OK) == 0)
            return true;
    }
    snprintf(out, n, "%s/hitdemo-peer-%s", self, name);
    return false;
}

bool hd_peer_is_builtin(const char *name)
{
    char path[PATH_MAX + 64];
    return builtin_path(name, path, sizeof path);
}

/* A pipe whose ends are both >= 3 (so that the child's dup2 onto 0, 1, 2
 * never overwrites one of them), close-on-exec. */
static bool pipe_cloexec(int fd[2])
{
    if (pipe2(fd, O_CLOEXEC) != 0)
        return false;
    for (int i = 0; i < 2; i++)
        if (fd[i] < 3) {
            int g = fcntl(fd[i], F_DUPFD_CLOEXEC, 3);
            if (g < 0) {
                close(fd[0]);
                close(fd[1]);
                return false;
            }
            close(fd[i]);
            fd[i] = g;
        }
    return true;
}

static void set_nonblock(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0)
        fcntl(fd, F_SETFL, fl | O_NONBLOCK);
}

hd_peer *hd_peer_start(const char *arg, double timeout_s, char *err, size_t errlen)
{
    char ebuf[1024];
    sbuf b = {ebuf, 0, sizeof ebuf};
    ebuf[0] = '\0';
    const char *eq = strchr(arg, '=');
    size_t nlen = eq ? (size_t)(eq - arg) : strlen(arg);
    if (!name_ok(arg, nlen)) {
        char q[QUOTE_BUF];
        s_fmt(&b, _("peer %s: a peer's name is 1 to %d characters from a-z, 0-9, _ and - (--peer NAME for a built-in "
                    "peer, --peer 'NAME=COMMAND' for your own)"),
              quoted(q, arg, nlen), HD_PEER_NAME_MAX);
        snprintf(err, errlen, "%s", ebuf);
        return NULL;
    }
    char name[HD_PEER_NAME_MAX + 1];
    memcpy(name, arg, nlen);
    name[nlen] = '\0';
    if (eq && eq[1 + strspn(eq + 1, " \t")] == '\0') {
        snprintf(err, errlen, _("peer %s: no command after '=' (--peer 'NAME=COMMAND')"), name);
        return NULL;
    }
    if (!(timeout_s > 0)) {
        snprintf(err, errlen, _("peer %s: the timeout must be more than 0 s"), name);
        return NULL;
    }
    char path[PATH_MAX + 64];
    if (!eq && !builtin_path(name, path, sizeof path)) {
        snprintf(err, errlen,
                 _("peer %s: no built-in peer of that name (%s is not there; hitdemo --peers lists them; "
                 "your own: --peer '%s=COMMAND')"),
                 name, path, name);
        return NULL;
    }
    /* everything the child needs, made before fork (it may only call
     * async-signal-safe functions: other threads may hold malloc's lock) */
    char *const argv_sh[] = {"sh", "-c", (char *)(eq ? eq + 1 : ""), NULL};
    char *const argv_bi[] = {path, NULL};
    const char *exe = eq ? "/bin/sh" : path;
    char *const *argv = eq ? argv_sh : argv_bi;
    char cant[PATH_MAX + 128];
    int cantlen = snprintf(cant, sizeof cant, _("hitdemo: cannot run %s\n"), exe);
    if (cantlen < 0 || (size_t)cantlen >= sizeof cant)
        cantlen = (int)strlen(cant);

    hd_peer *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(err, errlen, _("peer %s: out of memory"), name);
        return NULL;
    }
    memcpy(p->name, name, nlen + 1);
    p->timeout_s = timeout_s;
    p->in_fd = p->out_fd = p->err_fd = -1;
    int in[2] = {-1, -1}, out[2] = {-1, -1}, er[2] = {-1, -1};
    if (!pipe_cloexec(in) || !pipe_cloexec(out) || !pipe_cloexec(er)) {
        snprintf(err, errlen, _("peer %s: cannot make pipes: %s"), name, strerror(errno));
        for (int i = 0; i < 2; i++) {
            if (in[i] >= 0) close(in[i]);
            if (out[i] >= 0) close(out[i]);
            if (er[i] >= 0) close(er[i]);
        }
        free(p);
        return NULL;
    }
    pid_t pid = fork();
    if (pid == 0) {
        /* the child: its own process group (so that a timeout kills what
         * the shell started too), the default signal handling and mask */
        setpgid(0, 0);
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = SIG_DFL;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGPIPE, &sa, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(er[1], 2) < 0)
            _exit(127);
        execv(exe, argv);
        ssize_t ignored = write(2, cant, (size_t)cantlen);
        (void)ignored;
        _exit(127);
    }
    int fork_errno = errno;
    close(in[0]);
    close(out[1]);
    close(er[1]);
    if (pid < 0) {
        snprintf(err, errlen, _("peer %s: cannot start a process: %s"), name, strerror(fork_errno));
        close(in[1]);
        close(out[0]);
        close(er[0]);
        free(p);
        return NULL;
    }
    setpgid(pid, pid); /* also here: no race with a kill before the child ran */
    p->pid = pid;
    p->in_fd = in[1];
    p->out_fd = out[0];
    p->err_fd = er[0];
    set_nonblock(p->in_fd);
    set_nonblock(p->out_fd);
    set_nonblock(p->err_fd);
    return p;
}

/* ---- asking --------------------------------------------------------------- */

/* The answer in line[0, len), blanks and '\r' around it ignored: 1, 0, -1,
 * or 2 if it is none of the forms. */
static int parse_answer(const char *s, size_t len)
{
    while (len > 0 && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
        len--;
    while (len > 0 && (*s == ' ' || *s == '\t' || *s == '\r'))
        s++, len--;
    if ((len == 1 && *s == '1') || (len == 4 && !memcmp(s, "true", 4)))
        return 1;
    if ((len == 1 && *s == '0') || (len == 5 && !memcmp(s, "false", 5)))
        return 0;
    if (len == 1 && *s == '-')
        return -1;
    return 2;
}

/* The request quoted in a message, with which one it was. */
enum { REQUEST_BUF = QUOTE_BUF + 64 };

/* Request i of n quoted, with which one it was, into rq (REQUEST_BUF). */
static const char *request_text(char *rq, const char *const *req, size_t n, size_t i)
{
    char q[QUOTE_BUF];
    sbuf b = {rq, 0, REQUEST_BUF};
    rq[0] = '\0';
    if (n > 1)
        s_fmt(&b, _("%s (request %zu of %zu in this batch)"), quoted(q, req[i], strlen(req[i])), i + 1, n);
    else
        s_str(&b, quoted(q, req[i], strlen(req[i])));
    return rq;
}

/* The peer ended its output or died while answers were due: the message. */
static bool gone(hd_peer *p, const char *const *req, size_t n, size_t got, char *err, size_t errlen)
{
    char m[2048];
    sbuf b = {m, 0, sizeof m};
    m[0] = '\0';
    close_fd(&p->in_fd);
    close_fd(&p->out_fd);
    reap(p, p->timeout_s < 2 ? p->timeout_s : 2);
    char st[256], rq[REQUEST_BUF];
    sbuf bs = {st, 0, sizeof st};
    st[0] = '\0';
    s_status(&bs, p->status);
    /* TRANSLATORS: a peer's name, how it ended (exited with status 3...), the request */
    s_fmt(&b, _("peer %s: %s before answering %s"), p->name, st, request_text(rq, req, n, got));
    s_stderr_tail(&b, p);
    return fail(p, &b, err, errlen);
}

/* The peer wrote a line (p->line) when every request of the batch had its
 * answer: the message, and the peer is switched off. */
static bool wrote_after(hd_peer *p, sbuf *b, const char *const *req, size_t n, char *err, size_t errlen)
{
    char q[QUOTE_BUF], rq[REQUEST_BUF];
    s_fmt(b, _("peer %s: wrote %s after answering every request, the last %s"), p->name,
          quoted(q, p->line, p->llen), request_text(rq, req, n, n - 1));
    return fail(p, b, err, errlen);
}

bool hd_peer_ask(hd_peer *p, const char *const *req, size_t n, signed char *answers, char *err, size_t errlen)
{
    char m[2048];
    sbuf b = {m, 0, sizeof m};
    m[0] = '\0';
    if (p->dead) {
        snprintf(err, errlen, "%s", p->msg);
        return false;
    }
    if (n == 0)
        return true;
    /* Output that is there before anything was asked is no answer: a
     * banner, or one answer too many to the last batch. */
    if (p->out_fd >= 0) {
        char t[ANSWER_MAX];
        ssize_t k = read(p->out_fd, t, sizeof t);
        if (k > 0) {
            size_t len = (size_t)k;
            while (len > 0 && (t[len - 1] == '\n' || t[len - 1] == '\r'))
                len--;
            char q1[QUOTE_BUF], q2[QUOTE_BUF];
            s_fmt(&b, _("peer %s: wrote %s when no answer was due (before the request %s): one line per request, "
                        "nothing else"),
                  p->name, quoted(q1, t, len), quoted(q2, req[0], strlen(req[0])));
            return fail(p, &b, err, errlen);
        }
    }
    size_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += strlen(req[i]) + 1;
    if (total > p->wcap) {
        char *w = realloc(p->wbuf, total);
        if (!w) {
            s_fmt(&b, _("peer %s: out of memory"), p->name);
            return fail(p, &b, err, errlen);
        }
        p->wbuf = w;
        p->wcap = total;
    }
    for (size_t i = 0, o = 0; i < n; i++) {
        size_t k = strlen(req[i]);
        if (memchr(req[i], '\n', k)) { /* the caller's mistake: one line per request */
            char q[QUOTE_BUF];
            s_fmt(&b, _("peer %s: request %s holds a line break"), p->name, quoted(q, req[i], k));
            snprintf(err, errlen, "%s", m);
            return false;
        }
        memcpy(p->wbuf + o, req[i], k);
        p->wbuf[o + k] = '\n';
        o += k + 1;
    }
    /* SIGPIPE is blocked in this thread while writing: a closed pipe gives
     * EPIPE; a SIGPIPE that comes of it is taken back below. */
    sigset_t pipe_set, old, pending;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
    sigpending(&pending);
    bool was_pending = sigismember(&pending, SIGPIPE);
    bool pipe_hit = false;

    size_t wpos = 0, got = 0;
    bool ok = true;
    double deadline = now_s() + p->timeout_s;
    while (ok && got < n) {
        struct pollfd f[3];
        int nf = 0, iw = -1, io = -1, ie = -1;
        if (p->in_fd >= 0 && wpos < total) {
            f[nf] = (struct pollfd){p->in_fd, POLLOUT, 0};
            iw = nf++;
        }
        f[nf] = (struct pollfd){p->out_fd, POLLIN, 0};
        io = nf++;
        if (p->err_fd >= 0) {
            f[nf] = (struct pollfd){p->err_fd, POLLIN, 0};
            ie = nf++;
        }
        double left = deadline - now_s();
        if (left <= 0) {
            char rq[REQUEST_BUF];
            s_fmt(&b, _("peer %s: no answer within %g s to %s; stopped it"), p->name, p->timeout_s,
                  request_text(rq, req, n, got));
            close_fd(&p->in_fd);
            close_fd(&p->out_fd);
            reap(p, 0);
            s_stderr_tail(&b, p);
            ok = fail(p, &b, err, errlen);
            break;
        }
        int ms = left > 1000.0 ? 1000000 : (int)(left * 1000.0) + 1;
        int r = poll(f, (nfds_t)nf, ms);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            s_fmt(&b, _("peer %s: poll failed: %s"), p->name, strerror(errno));
            ok = fail(p, &b, err, errlen);
            break;
        }
        if (ie >= 0 && f[ie].revents)
            drain_stderr(p);
        if (iw >= 0 && f[iw].revents) {
            size_t chunk = total - wpos;
            if (chunk > 1 << 16)
                chunk = 1 << 16;
            ssize_t k = write(p->in_fd, p->wbuf + wpos, chunk);
            if (k > 0)
                wpos += (size_t)k;
            else if (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                /* it closed its input (or died): read what answers it gave */
                pipe_hit = pipe_hit || errno == EPIPE;
                close_fd(&p->in_fd);
            }
        }
        if (!(f[io].revents & (POLLIN | POLLHUP | POLLERR)))
            continue;
        char t[8192];
        ssize_t k = read(p->out_fd, t, sizeof t);
        if (k < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
                continue;
            ok = gone(p, req, n, got, err, errlen);
            break;
        }
        if (k == 0) {
            if (p->llen > 0 || p->line_long) { /* a last line without its newline */
                char q[QUOTE_BUF], rq[REQUEST_BUF], st[256];
                sbuf bs = {st, 0, sizeof st};
                st[0] = '\0';
                request_text(rq, req, n, got);
                close_fd(&p->in_fd);
                close_fd(&p->out_fd);
                reap(p, p->timeout_s < 2 ? p->timeout_s : 2);
                s_status(&bs, p->status);
                /* TRANSLATORS: a peer's name, its answer, the request, how it ended (exited with status 3...) */
                s_fmt(&b, _("peer %s: answered %s without an end of line, then closed its output, to %s; it %s"),
                      p->name, quoted(q, p->line, p->llen), rq, st);
                s_stderr_tail(&b, p);
                ok = fail(p, &b, err, errlen);
                break;
            }
            ok = gone(p, req, n, got, err, errlen);
            break;
        }
        size_t got_before = got;
        for (ssize_t i = 0; i < k && ok; i++) {
            char c = t[i];
            if (c != '\n') {
                if (p->llen < ANSWER_MAX)
                    p->line[p->llen++] = c;
                else
                    p->line_long = true;
                continue;
            }
            int a = p->line_long ? 2 : parse_answer(p->line, p->llen);
            if (got >= n) {
                ok = wrote_after(p, &b, req, n, err, errlen);
                break;
            }
            if (a == 2) {
                char q[QUOTE_BUF], rq[REQUEST_BUF];
                request_text(rq, req, n, got);
                quoted(q, p->line, p->llen);
                if (p->line_long)
                    s_fmt(&b, _("peer %s: answered %s (a line that long) to %s; an answer is 1 or true, 0 or false, or -"),
                          p->name, q, rq);
                else
                    s_fmt(&b, _("peer %s: answered %s to %s; an answer is 1 or true, 0 or false, or -"), p->name, q, rq);
                ok = fail(p, &b, err, errlen);
                break;
            }
            answers[got++] = (signed char)a;
            p->llen = 0;
            p->line_long = false;
        }
        if (got > got_before) /* the timeout runs from the last answer */
            deadline = now_s() + p->timeout_s;
        if (ok && got == n && p->llen > 0) /* more than was asked */
            ok = wrote_after(p, &b, req, n, err, errlen);
    }
    if (pipe_hit && !was_pending) {
        struct timespec zero = {0, 0};
        while (sigtimedwait(&pipe_set, NULL, &zero) < 0 && errno == EINTR)
            ;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return ok;
}

void hd_peer_stop(hd_peer *p)
{
    if (!p)
        return;
    close_fd(&p->in_fd);
    if (p->pid > 0) {
        /* it should read the end of its input and exit; what it still
         * writes is read and dropped meanwhile */
        double end = now_s() + p->timeout_s;
        while (p->out_fd >= 0) {
            double left = end - now_s();
            if (left <= 0)
                break;
            struct pollfd f[2];
            int nf = 0;
            f[nf++] = (struct pollfd){p->out_fd, POLLIN, 0};
            if (p->err_fd >= 0)
                f[nf++] = (struct pollfd){p->err_fd, POLLIN, 0};
            if (poll(f, (nfds_t)nf, (int)(left * 1000.0) + 1) <= 0)
                continue;
            char t[4096];
            ssize_t k = read(p->out_fd, t, sizeof t);
            if (k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
                close_fd(&p->out_fd);
            drain_stderr(p);
        }
        double left = end - now_s();
        reap(p, left > 0 ? left : 0);
    }
    close_fd(&p->out_fd);
    close_fd(&p->err_fd);
    free(p->wbuf);
    free(p);
}

#endif
