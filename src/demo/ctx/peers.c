/* peers.c: the window's peer service (see peers.h). */
#include "i18n.h"
#include "peers.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/spec.h>
#include "cursor_spec.h"
#include "hd_naive.h"
#include "view.h"

/* The page has neither processes nor (in its build) threads: its one peer
 * is the naive formulas, asked on the main thread. HD_PEERS_INPROC_ONLY
 * builds the same on the desktop (a compile check of the page's path). */
#if defined(__EMSCRIPTEN__) || defined(HD_PEERS_INPROC_ONLY)
#define PEERS_INPROC 1
#else
#define PEERS_INPROC 0
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>
#include "peer.h"
#endif

#if PEERS_INPROC
#define LOCK(s) ((void)(s))
#define UNLOCK(s) ((void)(s))
#define SIGNAL(s) ((void)(s))
#else
#define LOCK(s) SDL_LockMutex((s)->mu)
#define UNLOCK(s) SDL_UnlockMutex((s)->mu)
#define SIGNAL(s) SDL_CondSignal((s)->cv)
#endif

/* Pixels a peer is asked about at once (whole rows, at least one). */
#define MAP_BATCH 1024
/* Room for a shape's spec: HD_POLY_MAX vertices of two shortest
 * round-trip numbers (at most 24 characters each) and their commas. */
#define SPEC_ROOM (HD_POLY_MAX * 2 * 26 + 64)

/* One selected peer and the work it is given. The main thread and the
 * worker share it under mu; when the main thread lets it go (another peer
 * selected, shutdown) it sets quit and never touches it again, and the
 * worker stops the peer and frees it. */
typedef struct session {
    char name[HD_PEERS_NAME_MAX + 1];
#if !PEERS_INPROC
    hd_peer *proc;
    SDL_Thread *thread;
    SDL_mutex *mu;
    SDL_cond *cv;
#endif
    bool quit;
    bool failed;
    bool failure_told;
    char err[1200];
    /* the pair on screen */
    unsigned pair_gen, pair_done;
    hd_shape_buf pa, pb;
    signed char pair_ans; /* -1 none, 0, 1: valid when pair_done == pair_gen */
    /* the map */
    bool map_on;
    unsigned map_gen;
    hd_cmap_key key;
    int w, h, rows_done;
    unsigned char *px;
    size_t cap;
} session;

static struct {
    int count;
    char names[HD_PEERS_MAX][HD_PEERS_NAME_MAX + 1];
    char *args[HD_PEERS_MAX]; /* what starts each: NAME=COMMAND (owned) */
    double timeout;
    int selected;
    session *s;
    char failed_err[1200];
    bool failed;
    hd_shape_buf last_a, last_b; /* the pair last set */
    bool has_last;
    hd_cmap_key last_key;
    bool has_key;
} P = {.selected = -1};

static SDL_atomic_t g_live; /* worker threads not yet ended */

/* ---- asking ---------------------------------------------------------------- */

/* n answers of the session's peer for base against each of cur[0..n) (the
 * shapes, or, for a process, texts[i] "A B"). */
static bool ask(session *s, const hd_shape *base, const hd_shape *cur, const char *const *texts, int n,
                signed char *ans, char *err, size_t errlen)
{
#if PEERS_INPROC
    (void)s;
    (void)texts;
    (void)err;
    (void)errlen;
    for (int i = 0; i < n; i++) {
        bool hit;
        ans[i] = hd_naive_collide(base, &cur[i], &hit) ? (signed char)hit : -1;
    }
    return true;
#else
    (void)base;
    (void)cur;
    return hd_peer_ask(s->proc, texts, (size_t)n, ans, err, errlen);
#endif
}

/* A growing text buffer of requests. */
typedef struct texts {
    char *buf;
    size_t len, cap;
    size_t *at; /* offsets of the requests */
    const char **ptr;
    int n, ncap;
} texts;

#if !PEERS_INPROC
/* Appends the request "A B": sa is a's spec already written (la bytes; a
 * map's batch asks about one base), b is written here. */
static bool texts_add(texts *t, const char *sa, int la, const hd_shape *b)
{
    char sb[SPEC_ROOM];
    int lb = hd_shape_format(b, sb, sizeof sb);
    if (la < 0 || lb < 0 || lb >= (int)sizeof sb) return false;
    size_t need = (size_t)la + (size_t)lb + 2;
    if (t->len + need > t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 65536;
        while (nc < t->len + need) nc *= 2;
        char *nb = realloc(t->buf, nc);
        if (!nb) return false;
        t->buf = nb;
        t->cap = nc;
    }
    if (t->n == t->ncap) {
        int nc = t->ncap ? t->ncap * 2 : 1024;
        size_t *na = realloc(t->at, (size_t)nc * sizeof *na);
        if (!na) return false;
        t->at = na;
        const char **np = realloc(t->ptr, (size_t)nc * sizeof *np);
        if (!np) return false;
        t->ptr = np;
        t->ncap = nc;
    }
    t->at[t->n++] = t->len;
    memcpy(t->buf + t->len, sa, (size_t)la);
    t->buf[t->len + (size_t)la] = ' ';
    memcpy(t->buf + t->len + (size_t)la + 1, sb, (size_t)lb + 1);
    t->len += need;
    return true;
}

static void texts_free(texts *t)
{
    free(t->buf);
    free(t->at);
    free(t->ptr);
    memset(t, 0, sizeof *t);
}
#endif

/* The scratch of one worker: a map key's copy, the shapes or texts of a
 * batch, the exact answers and the peer's. */
typedef struct scratch {
    hd_cmap_key key;
    unsigned key_gen;
    bool has_key;
    hd_shape_buf pa, pb; /* the pair */
    char base_spec[SPEC_ROOM]; /* a map batch's base, written once */
    texts t;
    hd_shape *cur;    /* in-process: the cursors (no vertices kept: see below) */
    hd_vec2 *cv;      /* ... their vertices, HD_POLY_MAX each */
    unsigned char *exact;
    signed char *ans;
    int cap;
} scratch;

static bool scratch_room(scratch *x, int n)
{
    if (n <= x->cap) return true;
    unsigned char *e = realloc(x->exact, (size_t)n);
    if (e) x->exact = e;
    signed char *a = realloc(x->ans, (size_t)n);
    if (a) x->ans = a;
    if (!e || !a) return false;
#if PEERS_INPROC
    hd_shape *c = realloc(x->cur, (size_t)n * sizeof *c);
    if (c) x->cur = c;
    hd_vec2 *v = realloc(x->cv, (size_t)n * HD_POLY_MAX * sizeof *v);
    if (v) x->cv = v;
    if (!c || !v) return false;
#endif
    x->cap = n;
    return true;
}

#if !PEERS_INPROC
static void scratch_free(scratch *x)
{
    texts_free(&x->t);
    free(x->cur);
    free(x->cv);
    free(x->exact);
    free(x->ans);
    memset(x, 0, sizeof *x);
}
#endif

static void fail(session *s, const char *err)
{
    if (s->failed) return;
    s->failed = true;
    snprintf(s->err, sizeof s->err, "%s", err);
}

/* One unit of work: the pair, else a batch of map rows. Called with the
 * session locked; returns with it locked. False when there is nothing to
 * do. */
static bool work_once(session *s, scratch *x)
{
    char err[1200] = "";
    if (s->quit || s->failed) return false;
    if (s->pair_gen != s->pair_done) {
        unsigned g = s->pair_gen;
        x->pa = s->pa;
        x->pb = s->pb;
        UNLOCK(s);
        hd_shape sa = hd_shape_of(&x->pa), sb = hd_shape_of(&x->pb);
        signed char ans = -1;
        bool ok = true;
#if !PEERS_INPROC
        x->t.len = 0;
        x->t.n = 0;
        char spec[SPEC_ROOM];
        int ls = hd_shape_format(&sa, spec, sizeof spec);
        ok = ls >= 0 && ls < (int)sizeof spec && texts_add(&x->t, spec, ls, &sb);
        if (ok) x->t.ptr[0] = x->t.buf;
        else snprintf(err, sizeof err, _("peer %s: out of memory (or a spec too long)"), s->name);
#endif
        if (ok) ok = ask(s, &sa, &sb, x->t.ptr, 1, &ans, err, sizeof err);
        LOCK(s);
        if (!ok) fail(s, err);
        else s->pair_ans = ans;
        s->pair_done = g;
        return true;
    }
    if (s->map_on && s->px && s->rows_done < s->h && s->w > 0) {
        unsigned g = s->map_gen;
        if (!x->has_key || x->key_gen != g) {
            x->key = s->key;
            x->key_gen = g;
            x->has_key = true;
        }
        int w = s->w, row = s->rows_done;
        int rows = MAP_BATCH / w;
        if (rows < 1) rows = 1;
        if (rows > s->h - row) rows = s->h - row;
        UNLOCK(s);
        int n = rows * w;
        bool ok = scratch_room(x, n);
        hd_shape base = hd_shape_of(&x->key.base);
        x->t.len = 0;
        x->t.n = 0;
#if !PEERS_INPROC
        char *spec = x->base_spec;
        int ls = hd_shape_format(&base, spec, sizeof x->base_spec);
        if (ls < 0 || ls >= (int)sizeof x->base_spec) {
            ok = false;
            snprintf(err, sizeof err, _("peer %s: the base's spec is too long"), s->name);
        }
#endif
        for (int k = 0; k < n && ok; k++) {
            int i = k % w, j = row + k / w;
            hd_vec2 l = hd_view_pixel_to_logical(&x->key.view, i + 0.5, j + 0.5);
#if PEERS_INPROC
            hd_shape cur = hd_cursor_build(&x->key.cursor, l, x->cv + (size_t)k * HD_POLY_MAX);
            x->cur[k] = cur;
#else
            hd_vec2 cv[HD_POLY_MAX];
            hd_shape cur = hd_cursor_build(&x->key.cursor, l, cv);
            ok = texts_add(&x->t, spec, ls, &cur);
#endif
            x->exact[k] = hd_collide(&base, &cur);
        }
        if (!ok && !err[0]) snprintf(err, sizeof err, _("peer %s: out of memory for the map"), s->name);
#if !PEERS_INPROC
        for (int k = 0; k < x->t.n && ok; k++) x->t.ptr[k] = x->t.buf + x->t.at[k];
#endif
        if (ok) ok = ask(s, &base, x->cur, x->t.ptr, n, x->ans, err, sizeof err);
        LOCK(s);
        if (!ok) {
            fail(s, err);
            return true;
        }
        if (g == s->map_gen && s->px && s->rows_done == row) {
            unsigned char *out = s->px + (size_t)row * (size_t)w;
            for (int k = 0; k < n; k++)
                out[k] = x->ans[k] < 0                      ? HD_PMAP_NONE
                       : (x->ans[k] != 0) != (x->exact[k] != 0) ? HD_PMAP_DISAGREE
                                                            : HD_PMAP_AGREE;
            s->rows_done = row + rows;
        }
        return true;
    }
    return false;
}

static void session_free(session *s)
{
    free(s->px);
#if !PEERS_INPROC
    if (s->cv) SDL_DestroyCond(s->cv);
    if (s->mu) SDL_DestroyMutex(s->mu);
#endif
    free(s);
}

#if !PEERS_INPROC
static int worker(void *arg)
{
    session *s = arg;
    /* Sessions come and go (U), and one let go may still finish its
     * batch while the next starts: each worker has its own scratch (on the
     * heap: a map key is large). */
    scratch *x = calloc(1, sizeof *x);
    LOCK(s);
    for (;;) {
        if (s->quit) break;
        if (x && work_once(s, x)) continue;
        if (!x && !s->failed) fail(s, _("out of memory"));
        SDL_CondWait(s->cv, s->mu);
    }
    UNLOCK(s);
    if (x) {
        scratch_free(x);
        free(x);
    }
    hd_peer_stop(s->proc);
    session_free(s);
    SDL_AtomicAdd(&g_live, -1);
    return 0;
}
#endif

/* ---- the list ----------------------------------------------------------------- */

static void clear_list(void)
{
    for (int i = 0; i < P.count; i++) free(P.args[i]);
    P.count = 0;
}

static void add_peer(const char *name, size_t nlen, const char *arg)
{
    if (P.count >= HD_PEERS_MAX || nlen > HD_PEERS_NAME_MAX) return;
    for (int i = 0; i < P.count; i++)
        if (strlen(P.names[i]) == nlen && !strncmp(P.names[i], name, nlen)) return;
    char *a = malloc(strlen(arg) + 1);
    if (!a) return;
    strcpy(a, arg);
    memcpy(P.names[P.count], name, nlen);
    P.names[P.count][nlen] = '\0';
    P.args[P.count++] = a;
}

#if !PEERS_INPROC
static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The programs hitdemo-peer-NAME in dir, in name order. */
static void find_builtin(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    char *found[HD_PEERS_MAX];
    int n = 0;
    const char *pre = "hitdemo-peer-";
    size_t pl = strlen(pre);
    for (struct dirent *e; (e = readdir(d)) && n < HD_PEERS_MAX;) {
        const char *nm = e->d_name;
        size_t l = strlen(nm);
        if (l <= pl || l - pl > HD_PEERS_NAME_MAX || strncmp(nm, pre, pl) != 0) continue;
        bool ok = true;
        for (size_t k = pl; k < l && ok; k++)
            ok = (nm[k] >= 'a' && nm[k] <= 'z') || (nm[k] >= '0' && nm[k] <= '9') || nm[k] == '_' || nm[k] == '-';
        char path[4200];
        snprintf(path, sizeof path, "%s/%s", dir, nm);
        struct stat st;
        if (!ok || stat(path, &st) != 0 || !S_ISREG(st.st_mode) || access(path, X_OK) != 0) continue;
        found[n] = malloc(l + 1);
        if (found[n]) strcpy(found[n++], nm);
    }
    closedir(d);
    qsort(found, (size_t)n, sizeof found[0], cmp_str);
    for (int i = 0; i < n; i++) {
        /* NAME='DIR/hitdemo-peer-NAME', quoted for /bin/sh */
        char arg[8800];
        size_t at = (size_t)snprintf(arg, sizeof arg, "%s='", found[i] + pl);
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", dir, found[i]);
        for (const char *c = path; *c && at + 6 < sizeof arg; c++) {
            if (*c == '\'') {
                memcpy(arg + at, "'\\''", 4);
                at += 4;
            } else {
                arg[at++] = *c;
            }
        }
        arg[at++] = '\'';
        arg[at] = '\0';
        add_peer(found[i] + pl, strlen(found[i] + pl), arg);
        free(found[i]);
    }
}
#endif

void hd_peers_setup(const char *const *args, int n, double timeout_s, const char *dir, const char *bin_rel)
{
    char e[8];
    hd_peers_select(-1, e, sizeof e);
    clear_list();
    P.timeout = timeout_s > 0 ? timeout_s : 10;
#if PEERS_INPROC
    (void)args;
    (void)n;
    (void)dir;
    (void)bin_rel;
    add_peer("naive", 5, "naive");
#else
    for (int i = 0; i < n; i++) {
        size_t nl = strcspn(args[i], "=");
        if (args[i][nl] == '=') {
            add_peer(args[i], nl, args[i]);
        } else {
            /* a built-in one by name: beside this program, else where the installed programs are */
            int before = P.count;
            char path[4200];
            const char *dirs[2] = {dir, NULL};
            char alt[4200];
            if (dir && bin_rel && *bin_rel) {
                snprintf(alt, sizeof alt, "%s/%s", dir, bin_rel);
                dirs[1] = alt;
            }
            for (int k = 0; k < 2 && P.count == before; k++) {
                if (!dirs[k]) continue;
                snprintf(path, sizeof path, "%s/hitdemo-peer-%s", dirs[k], args[i]);
                if (access(path, X_OK) != 0) continue;
                char arg[8800];
                snprintf(arg, sizeof arg, "%s='%s'", args[i], path); /* a folder with a quote: see below */
                if (strchr(path, '\'')) snprintf(arg, sizeof arg, "%s", args[i]);
                add_peer(args[i], nl, arg);
            }
            if (P.count == before) add_peer(args[i], nl, args[i]); /* hd_peer_start says what is missing */
        }
    }
    if (n == 0 && dir) {
        find_builtin(dir);
        if (P.count == 0 && bin_rel && *bin_rel) {
            char alt[4200];
            snprintf(alt, sizeof alt, "%s/%s", dir, bin_rel);
            find_builtin(alt);
        }
    }
#endif
}

int hd_peers_count(void)
{
    return P.count;
}

const char *hd_peers_name(int i)
{
    return i >= 0 && i < P.count ? P.names[i] : "";
}

int hd_peers_find(const char *name)
{
    for (int i = 0; i < P.count; i++)
        if (!strcmp(P.names[i], name)) return i;
    return -1;
}

bool hd_peers_inprocess(void)
{
    return PEERS_INPROC;
}

/* ---- selecting ------------------------------------------------------------------ */

/* Lets the session go: its worker stops the peer and frees it. */
static void release(session *s)
{
    if (!s) return;
#if PEERS_INPROC
    session_free(s);
#else
    SDL_Thread *t = s->thread; /* read first: once unlocked, s may be freed by its worker */
    LOCK(s);
    s->quit = true;
    SIGNAL(s);
    UNLOCK(s);
    SDL_DetachThread(t);
#endif
}

bool hd_peers_select(int i, char *err, size_t errlen)
{
    if (errlen) err[0] = '\0';
    release(P.s);
    P.s = NULL;
    P.selected = -1;
    P.has_last = false;
    P.has_key = false;
    if (i < 0 || i >= P.count) return i < 0;
    session *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, _("peer %s: out of memory"), P.names[i]);
        return false;
    }
    snprintf(s->name, sizeof s->name, "%s", P.names[i]);
#if !PEERS_INPROC
    s->proc = hd_peer_start(P.args[i], P.timeout, err, errlen);
    if (!s->proc) {
        session_free(s);
        return false;
    }
    s->mu = SDL_CreateMutex();
    s->cv = SDL_CreateCond();
    SDL_AtomicAdd(&g_live, 1);
    s->thread = s->mu && s->cv ? SDL_CreateThread(worker, "hitdemo-peer", s) : NULL;
    if (!s->thread) {
        SDL_AtomicAdd(&g_live, -1);
        snprintf(err, errlen, _("peer %s: cannot start a thread for it: %s"), s->name, SDL_GetError());
        hd_peer_stop(s->proc);
        session_free(s);
        return false;
    }
#endif
    P.s = s;
    P.selected = i;
    return true;
}

int hd_peers_selected(void)
{
    return P.selected;
}

/* ---- the pair and the map ------------------------------------------------------------ */

void hd_peers_set_pair(const hd_shape *base, const hd_shape *cursor)
{
    session *s = P.s;
    if (!s) return;
    hd_shape la = hd_shape_of(&P.last_a), lb = hd_shape_of(&P.last_b);
    if (P.has_last && hd_shape_equal(&la, base) && hd_shape_equal(&lb, cursor)) return;
    hd_shape_buf_set(&P.last_a, base);
    hd_shape_buf_set(&P.last_b, cursor);
    P.has_last = true;
    LOCK(s);
    s->pa = P.last_a;
    s->pb = P.last_b;
    s->pair_gen++;
    SIGNAL(s);
    UNLOCK(s);
}

hd_peer_state hd_peers_pair(void)
{
    session *s = P.s;
    if (!s) return HD_PEER_OFF;
    LOCK(s);
    hd_peer_state st = !P.has_last || s->pair_done != s->pair_gen || s->failed ? HD_PEER_ASKING
                     : s->pair_ans < 0                                       ? HD_PEER_NONE
                     : s->pair_ans                                           ? HD_PEER_HIT
                                                                             : HD_PEER_CLEAR;
    UNLOCK(s);
    return st;
}

void hd_peers_set_map(const hd_cmap_key *k)
{
    session *s = P.s;
    if (!s) return;
    if (!k) {
        if (!P.has_key) return;
        P.has_key = false;
        LOCK(s);
        s->map_on = false;
        s->map_gen++;
        UNLOCK(s);
        return;
    }
    if (P.has_key && hd_cmap_key_equal(&P.last_key, k)) return;
    P.last_key = *k;
    P.has_key = true;
    LOCK(s);
    s->map_on = true;
    s->map_gen++;
    s->key = *k;
    s->w = k->view.draw_w;
    s->h = k->view.draw_h;
    s->rows_done = 0;
    size_t need = (size_t)s->w * (size_t)s->h;
    if (need > s->cap) {
        free(s->px);
        s->px = malloc(need);
        s->cap = s->px ? need : 0;
    }
    SIGNAL(s);
    UNLOCK(s);
}

const unsigned char *hd_peers_map(int *w, int *h, int *rows, unsigned *gen)
{
    session *s = P.s;
    if (!s || !P.has_key) return NULL;
    LOCK(s);
    const unsigned char *px = s->map_on ? s->px : NULL;
    *w = s->w;
    *h = s->h;
    *rows = s->rows_done;
    *gen = s->map_gen;
    UNLOCK(s);
    return px;
}

int hd_peers_map_percent(void)
{
    session *s = P.s;
    if (!s || !P.has_key) return -1;
    LOCK(s);
    int p = s->h > 0 ? (int)((long long)s->rows_done * 100 / s->h) : 100;
    UNLOCK(s);
    return p;
}

/* Work waiting (with s locked). */
static bool pending(const session *s)
{
    return !s->failed && (s->pair_done != s->pair_gen || (s->map_on && s->px && s->rows_done < s->h));
}

bool hd_peers_busy(void)
{
    session *s = P.s;
    if (!s) return false;
    LOCK(s);
    bool b = pending(s) || (s->failed && !s->failure_told);
    UNLOCK(s);
    return b;
}

void hd_peers_pump(double budget_ms)
{
#if PEERS_INPROC
    session *s = P.s;
    if (!s) return;
    static scratch x;
    Uint64 t0 = SDL_GetPerformanceCounter();
    double f = (double)SDL_GetPerformanceFrequency();
    while (work_once(s, &x))
        if ((double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / f >= budget_ms) break;
#else
    (void)budget_ms;
#endif
}

bool hd_peers_settle(bool map, double ms)
{
    Uint64 t0 = SDL_GetPerformanceCounter();
    double f = (double)SDL_GetPerformanceFrequency();
    for (;;) {
        session *s = P.s;
        if (!s) return true;
        hd_peers_pump(50);
        LOCK(s);
        bool done = s->failed || (s->pair_done == s->pair_gen &&
                                  (!map || !s->map_on || !s->px || s->rows_done >= s->h));
        UNLOCK(s);
        if (done) return true;
        if ((double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / f >= ms) return false;
        SDL_Delay(2);
    }
}

bool hd_peers_failed(char *err, size_t errlen)
{
    session *s = P.s;
    if (!s) return false;
    LOCK(s);
    bool f = s->failed && !s->failure_told;
    if (f) {
        s->failure_told = true;
        snprintf(err, errlen, "%s", s->err);
    }
    UNLOCK(s);
    if (f) {
        char e[8];
        hd_peers_select(-1, e, sizeof e);
    }
    return f;
}

void hd_peers_shutdown(void)
{
    char e[8];
    hd_peers_select(-1, e, sizeof e);
    clear_list();
    /* The workers let go finish their batch, stop their peers and end;
     * a peer that hangs is not waited for past a few seconds (the
     * process ends, and the peer reads end of file). */
    for (int t = 0; t < 300 && SDL_AtomicGet(&g_live) > 0; t++) SDL_Delay(10);
}
