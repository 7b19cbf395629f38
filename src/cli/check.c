/*
 * check.c: `hitdemo --check A B` and `hitdemo --check-batch FILE`.
 * Text in, one JSON object per answer out. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_io.h"
#include "i18n.h"
#include <hitdemo/geom.h>
#include <hitdemo/relation.h>
#include <hitdemo/spec.h>
#include "geom_internal.h"
#include "hd_naive.h"
#include "peer.h"
#ifdef HD_CLI_THREADS
#include <pthread.h>
#endif

bool hd_cli_wants(int argc, char **argv)
{
    /* --naive, --peer-must-agree and --line-numbers mean nothing to the
     * window: here they get a message naming the modes they belong to
     * (--peer and --peer-timeout are the window's too) */
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--check") == 0 || strcmp(argv[i], "--check-batch") == 0 ||
            strcmp(argv[i], "--naive") == 0 || strcmp(argv[i], "--peer-must-agree") == 0 ||
            strcmp(argv[i], "--line-numbers") == 0 ||
            strcmp(argv[i], "--sweep") == 0 || strcmp(argv[i], "--sweep-batch") == 0)
            return true;
    return hd_cli_ray_wants(argc, argv);
}


/* Options of --check and --check-batch. */
enum { MAX_PEERS = 16, DISAGREE_LIST = 100 };

typedef struct disagree {
    long line;
    signed char peer, cls;
} disagree;

/* What one worker thread (or the calling thread) keeps: its own peer
 * processes, scratch space, the disagreements it saw. */
typedef struct peer_worker {
    hd_peer *p[MAX_PEERS];
    bool tried;
    wbuf scratch;
    char *req;
    size_t reqcap;
    disagree *d;
    size_t nd, dcap;
    bool nomem;
} peer_worker;

typedef struct check_opts {
    bool naive, line_numbers, must_agree;
    int npeers;
    const char *peer_arg[MAX_PEERS];
    char name[MAX_PEERS][HD_PEER_NAME_MAX + 1];
    double timeout;
    peer_worker *w; /* CLI_MAX_JOBS + 1 of them */
#ifdef HD_CLI_THREADS
    pthread_mutex_t mu;
#endif
    bool failed;
    char fail[2048];
} check_opts;

static const char *const class_name[] = {"missed_touching", "missed_containment", "missed_overlap", "false_hit"};

/* The class of a disagreement of the peer's answer (0 apart, 1 collide)
 * with the exact one, or -1 if they agree. */
static int disagreement(bool collide, hd_relation rel, int peer)
{
    if (peer < 0 || (peer == 1) == collide)
        return -1;
    if (!collide)
        return 3;
    if (rel == HD_TOUCHING)
        return 0;
    if (rel == HD_A_CONTAINS_B || rel == HD_B_CONTAINS_A)
        return 1;
    return 2;
}

/* Prints the answer for a parsed pair without its closing "}\n"; with naive,
 * the articles' answer as a key "naive" where they have a formula for the
 * pair; with lineno > 0, "line":lineno first. Stores the exact answers. */
static void print_body(wbuf *f, long lineno, const char *sa, size_t la, const char *sb, size_t lb,
                       const hd_shape *a, const hd_shape *b, bool naive, bool *collide_out, hd_relation *rel_out)
{
    enum { FIRST = 64 };
    hd_vec2 small[FIRST];
    hd_vec2 *pts = small;
    int n;
    bool collide = hd_collide_hits(a, b, small, FIRST, &n);
    if (n > FIRST) {
        pts = malloc((size_t)n * sizeof *pts);
        if (pts)
            n = hd_hit_points(a, b, pts, n);
        else {
            pts = small;
            n = FIRST;
        }
    }
    if (lineno > 0) {
        char head[40];
        int k = snprintf(head, sizeof head, "{\"line\":%ld,\"a\":", lineno);
        w_put(f, head, (size_t)k);
    } else
        W_LIT(f, "{\"a\":");
    cli_json_spec(f, sa, la);
    W_LIT(f, ",\"b\":");
    cli_json_spec(f, sb, lb);
    if (collide)
        W_LIT(f, ",\"collide\":true,\"relation\":");
    else
        W_LIT(f, ",\"collide\":false,\"relation\":");
    hd_relation rel = hd_relate_known(a, b, collide);
    if (rel == HD_RELATION_UNKNOWN)
        W_LIT(f, "null");
    else {
        w_c(f, '"');
        w_s(f, hd_relation_name(rel));
        w_c(f, '"');
    }
    W_LIT(f, ",\"hit_points\":[");
    for (int i = 0; i < n; i++) {
        if (i)
            w_c(f, ',');
        cli_json_point(f, pts[i]);
    }
    w_c(f, ']');
    hd_dist d;
    hd_distance_known(a, b, collide, &d);
    W_LIT(f, ",\"distance\":");
    cli_json_number(f, d.distance);
    W_LIT(f, ",\"closest\":");
    if (d.has_closest) {
        w_c(f, '[');
        cli_json_point(f, d.pa);
        w_c(f, ',');
        cli_json_point(f, d.pb);
        w_c(f, ']');
    } else
        W_LIT(f, "null");
    W_LIT(f, ",\"push\":");
    if (d.has_push)
        cli_json_point(f, d.push);
    else
        W_LIT(f, "null");
    bool naive_hit;
    if (naive && hd_naive_collide(a, b, &naive_hit)) {
        if (naive_hit)
            W_LIT(f, ",\"naive\":true");
        else
            W_LIT(f, ",\"naive\":false");
    }
    if (pts != small)
        free(pts);
    if (collide_out)
        *collide_out = collide;
    if (rel_out)
        *rel_out = rel;
}

/* The answer line for a parsed pair. */
static void print_answer(wbuf *f, long lineno, const char *sa, size_t la, const char *sb, size_t lb,
                         const hd_shape *a, const hd_shape *b, bool naive)
{
    print_body(f, lineno, sa, la, sb, lb, a, b, naive, NULL, NULL);
    W_LIT(f, "}\n");
}

/* The canonical spec of s (as hd_shape_format writes it: shortest
 * round-trip numbers) and sep appended to *buf at *pos (grown as needed);
 * false if memory ran out. Written here number by number, without
 * hd_shape_format's snprintf calls: a batch with a peer formats every spec. */
static bool append_spec(char **buf, size_t *cap, size_t *pos, const hd_shape *s, char sep)
{
    enum { NUM = 40 };
    double num[2 * HD_POLY_MAX + 8];
    int k = 0;
    const char *kind = hd_kind_name(s->kind);
    if (!kind)
        kind = "?";
    else
        hd_shape_numbers(s, num, &k);
    size_t klen = strlen(kind), want = *pos + klen + 2 + (size_t)k * (NUM + 1);
    if (want > *cap) {
        size_t c = *cap ? *cap : 1 << 16;
        while (c < want)
            c *= 2;
        char *nb = realloc(*buf, c);
        if (!nb)
            return false;
        *buf = nb;
        *cap = c;
    }
    char *o = *buf + *pos;
    memcpy(o, kind, klen);
    o += klen;
    *o++ = ':';
    for (int i = 0; i < k; i++) {
        if (i)
            *o++ = ',';
        o += hd_format_double(num[i], o, NUM);
    }
    *o++ = sep;
    *pos = (size_t)(o - *buf);
    return true;
}

static void opts_fail(check_opts *o, const char *msg)
{
#ifdef HD_CLI_THREADS
    pthread_mutex_lock(&o->mu);
#endif
    if (!o->failed) {
        o->failed = true;
        snprintf(o->fail, sizeof o->fail, "%s", msg);
    }
#ifdef HD_CLI_THREADS
    pthread_mutex_unlock(&o->mu);
#endif
}

/* Starts the peers of worker w if it has none yet; false with the message
 * in o->fail if one could not be started. */
static bool worker_peers(check_opts *o, peer_worker *w)
{
    if (w->tried)
        return w->p[o->npeers - 1] != NULL;
    w->tried = true;
    for (int k = 0; k < o->npeers; k++) {
        char err[2048];
        w->p[k] = hd_peer_start(o->peer_arg[k], o->timeout, err, sizeof err);
        if (!w->p[k]) {
            opts_fail(o, err);
            return false;
        }
    }
    return true;
}

/* Records a disagreement seen by worker w. */
static void note_disagreement(peer_worker *w, long line, int peer, int cls)
{
    if (w->nd == w->dcap) {
        size_t cap = w->dcap ? w->dcap * 2 : 256;
        disagree *d = realloc(w->d, cap * sizeof *d);
        if (!d) {
            w->nomem = true;
            return;
        }
        w->d = d;
        w->dcap = cap;
    }
    w->d[w->nd++] = (disagree){line, (signed char)peer, (signed char)cls};
}

/* The exact answers and the peers' of one line, then its closing. */
static void finish_line(wbuf *out, const check_opts *o, peer_worker *w, long lineno, bool collide, hd_relation rel,
                        const signed char *ans, size_t stride, size_t i)
{
    W_LIT(out, ",\"peers\":{");
    for (int k = 0; k < o->npeers; k++) {
        if (k)
            w_c(out, ',');
        w_c(out, '"');
        w_s(out, o->name[k]);
        W_LIT(out, "\":");
        signed char a = ans[(size_t)k * stride + i];
        if (a > 0)
            W_LIT(out, "true");
        else if (a == 0)
            W_LIT(out, "false");
        else
            W_LIT(out, "null");
        if (o->must_agree) {
            int c = disagreement(collide, rel, a);
            if (c >= 0)
                note_disagreement(w, lineno, k, c);
        }
    }
    W_LIT(out, "}}\n");
}

/* One line's state within a block. */
typedef struct lstate {
    size_t beg, end; /* its text in the scratch buffer */
    bool ok, collide;
    hd_relation rel;
} lstate;

/* A block of --check-batch lines with peers: the lines answered into the
 * worker's scratch buffer, the requests of the good ones sent to each peer
 * at once, then each line written with its "peers" key. */
static bool check_block(void *ctx, int worker, wbuf *out, cli_line *L, int n, bool *bad)
{
    check_opts *o = ctx;
    peer_worker *w = &o->w[worker];
    if (!worker_peers(o, w))
        return false;
    lstate st[256];
    size_t reqoff[256];
    const char *req[256];
    signed char ans[MAX_PEERS * 256];
    size_t nreq = 0, rpos = 0;
    w->scratch.n = 0;
    for (int i = 0; i < n; i++) {
        lstate *S = &st[i];
        S->beg = w->scratch.n;
        S->ok = false;
        hd_shape_buf a, b;
        char *tok[3];
        char err[600];
        if (cli_line_special(&w->scratch, L[i].lineno, L[i].len)) {
            *bad = true;
        } else {
            int nt = cli_tokens(L[i].text, tok, 3);
            if (nt != 2) {
                snprintf(err, sizeof err, "expected two shape specs separated by white space, got %d item%s", nt,
                         nt == 1 ? "" : "s");
                cli_line_error(&w->scratch, L[i].lineno, err);
                *bad = true;
            } else if (!hd_shape_parse_buf(tok[0], &a, err, sizeof err) ||
                       !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
                cli_line_error(&w->scratch, L[i].lineno, err);
                *bad = true;
            } else {
                hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
                print_body(&w->scratch, o->line_numbers ? L[i].lineno : 0, tok[0], strlen(tok[0]), tok[1],
                           strlen(tok[1]), &as, &bs, o->naive, &S->collide, &S->rel);
                reqoff[nreq] = rpos;
                if (!append_spec(&w->req, &w->reqcap, &rpos, &as, ' ') ||
                    !append_spec(&w->req, &w->reqcap, &rpos, &bs, '\0')) {
                    opts_fail(o, "out of memory");
                    return false;
                }
                nreq++;
                S->ok = true;
            }
        }
        S->end = w->scratch.n;
    }
    if (w->scratch.err) {
        opts_fail(o, "out of memory");
        return false;
    }
    for (size_t i = 0; i < nreq; i++)
        req[i] = w->req + reqoff[i];
    for (int k = 0; k < o->npeers; k++) {
        char err[2048];
        if (!hd_peer_ask(w->p[k], req, nreq, ans + (size_t)k * 256, err, sizeof err)) {
            opts_fail(o, err);
            return false;
        }
    }
    size_t r = 0;
    for (int i = 0; i < n; i++) {
        w_put(out, w->scratch.buf + st[i].beg, st[i].end - st[i].beg);
        if (st[i].ok)
            finish_line(out, o, w, L[i].lineno, st[i].collide, st[i].rel, ans, 256, r++);
    }
    return true;
}

static int check_one(const char *sa, const char *sb, check_opts *o)
{
    static hd_shape_buf a, b;
    static char obuf[1 << 16];
    char err[2048];
    /* stderr only: in the person's language (--check-batch's JSON error lines stay English) */
    if (!hd_shape_parse_buf_tr(sa, &a, err, sizeof err, hd_gettext_tr) ||
        !hd_shape_parse_buf_tr(sb, &b, err, sizeof err, hd_gettext_tr)) {
        return cli_refuse("", err);
    }
    wbuf w = w_file(stdout, obuf, sizeof obuf);
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    if (o->npeers == 0) {
        print_answer(&w, 0, sa, strlen(sa), sb, strlen(sb), &as, &bs, o->naive);
    } else {
        peer_worker *pw = &o->w[0];
        signed char ans[MAX_PEERS];
        char *rq = NULL;
        size_t cap = 0, pos = 0;
        if (!append_spec(&rq, &cap, &pos, &as, ' ') || !append_spec(&rq, &cap, &pos, &bs, '\0')) {
            free(rq);
            return cli_refuse("", "out of memory");
        }
        const char *req[1] = {rq};
        for (int k = 0; k < o->npeers; k++)
            if (!hd_peer_ask(pw->p[k], req, 1, &ans[k], err, sizeof err)) {
                free(rq);
                return cli_refuse("", err);
            }
        free(rq);
        bool collide;
        hd_relation rel;
        print_body(&w, 0, sa, strlen(sa), sb, strlen(sb), &as, &bs, o->naive, &collide, &rel);
        finish_line(&w, o, pw, 1, collide, rel, ans, 1, 0);
    }
    w_flush(&w);
    return !w.err && fflush(stdout) == 0 ? 0 : 2;
}

/* One line of --check-batch (without peers). */
static bool check_line(void *ctx, wbuf *out, long lineno, char *p)
{
    hd_shape_buf a, b; /* on the stack: lines may be answered on several threads */
    const check_opts *o = ctx;
    char *tok[3];
    int n = cli_tokens(p, tok, 3);
    char err[600];
    if (n != 2) {
        snprintf(err, sizeof err, "expected two shape specs separated by white space, got %d item%s", n,
                 n == 1 ? "" : "s");
        cli_line_error(out, lineno, err);
        return false;
    }
    if (!hd_shape_parse_buf(tok[0], &a, err, sizeof err) || !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
        cli_line_error(out, lineno, err);
        return false;
    }
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    print_answer(out, o->line_numbers ? lineno : 0, tok[0], strlen(tok[0]), tok[1], strlen(tok[1]), &as, &bs,
                 o->naive);
    return true;
}

static int batch_stream(FILE *in, wbuf *out, check_opts *o)
{
    if (o->npeers > 0)
        return cli_batch_blocks(in, out, check_block, o);
    return cli_batch_lines(in, out, check_line, o);
}

int hd_cli_check_batch_stream(FILE *in, FILE *out, bool naive)
{
    static char obuf[1 << 18];
    wbuf w = w_file(out, obuf, sizeof obuf);
    check_opts o = {.naive = naive};
    int rc = batch_stream(in, &w, &o);
    w_flush(&w);
    return rc;
}

static int check_stream(FILE *in, void *ctx)
{
    static char obuf[1 << 18];
    wbuf w = w_file(stdout, obuf, sizeof obuf);
    int rc = batch_stream(in, &w, ctx);
    w_flush(&w);
    return rc;
}

static int cmp_disagree(const void *x, const void *y)
{
    const disagree *a = x, *b = y;
    if (a->peer != b->peer)
        return a->peer < b->peer ? -1 : 1;
    return a->line < b->line ? -1 : a->line > b->line;
}

/* --peer-must-agree: the disagreements of every worker on stderr, by peer
 * and line; true if there was one. */
static bool report_disagreements(check_opts *o, bool one)
{
    size_t total = 0;
    for (int i = 0; i <= CLI_MAX_JOBS; i++)
        total += o->w[i].nd;
    if (total == 0)
        return false;
    disagree *all = malloc(total * sizeof *all);
    if (!all) {
        fprintf(stderr,
                ngettext("hitdemo: peers disagree with the exact answer on %zu line (no memory to list them)\n",
                         "hitdemo: peers disagree with the exact answer on %zu lines (no memory to list them)\n", total),
                total);
        return true;
    }
    size_t m = 0;
    for (int i = 0; i <= CLI_MAX_JOBS; i++) {
        if (o->w[i].nd)
            memcpy(all + m, o->w[i].d, o->w[i].nd * sizeof *all);
        m += o->w[i].nd;
    }
    qsort(all, total, sizeof *all, cmp_disagree);
    static const char *const says[] = {"apart", "apart", "apart", "collide"};
    for (size_t i = 0; i < total;) {
        int k = all[i].peer;
        size_t j = i, count[4] = {0, 0, 0, 0};
        while (j < total && all[j].peer == k)
            count[(int)all[j++].cls]++;
        if (one)
            fprintf(stderr, _("hitdemo: peer %s disagrees with the exact answer:"), o->name[k]);
        else
            /* TRANSLATORS: the classes follow (missed_touching...: keywords) */
            fprintf(stderr,
                    ngettext("hitdemo: peer %s disagrees with the exact answer on %zu line:",
                             "hitdemo: peer %s disagrees with the exact answer on %zu lines:", j - i),
                    o->name[k], j - i);
        const char *sep = " ";
        for (int c = 0; c < 4; c++)
            if (count[c]) {
                fprintf(stderr, "%s%zu %s", sep, count[c], class_name[c]);
                sep = ", ";
            }
        fputc('\n', stderr);
        for (size_t q = i; q < j && q < i + DISAGREE_LIST; q++) {
            int c = all[q].cls;
            const char *rel = c == 0 ? "touching" : c == 1 ? "containment" : c == 2 ? "overlapping" : "apart";
            if (one)
                /* TRANSLATORS: a class, the exact relation, a peer's name and its answer (apart or
                 * collide): the class and the words after "exact:" and "says" are keywords */
                fprintf(stderr, _("  %s (exact: %s; %s says %s)\n"), class_name[c], rel, o->name[k], says[c]);
            else
                fprintf(stderr, _("  line %ld: %s (exact: %s; %s says %s)\n"), all[q].line, class_name[c], rel,
                        o->name[k], says[c]);
        }
        if (j - i > DISAGREE_LIST)
            fprintf(stderr, ngettext("  ... and %zu more line\n", "  ... and %zu more lines\n", j - i - DISAGREE_LIST),
                    j - i - DISAGREE_LIST);
        i = j;
    }
    free(all);
    return true;
}

static int check_batch(const char *path, check_opts *o)
{
    int rc = cli_batch_file("--check-batch", path, check_stream, o);
    if (o->failed || rc == 3) {
        cli_refuse("", o->failed ? o->fail : "peer failed");
        return 2;
    }
    bool nomem = false;
    for (int i = 0; i <= CLI_MAX_JOBS && o->w; i++)
        nomem = nomem || o->w[i].nomem;
    if (nomem) {
        fprintf(stderr, _("hitdemo: --peer-must-agree: out of memory listing the disagreements\n"));
        return 2;
    }
    if (o->must_agree && rc != 2 && report_disagreements(o, false))
        return 1;
    return rc;
}
/* Takes "--jobs N" (anywhere) out of argv: false with a message if N is not
 * a whole number from 1 to CLI_MAX_JOBS. Without it, cli_default_jobs(). */
static bool take_jobs(int *argc, char **argv)
{
    int jobs = cli_default_jobs(), k = 1;
    for (int i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--jobs") != 0) {
            argv[k++] = argv[i];
            continue;
        }
        const char *t = i + 1 < *argc ? argv[++i] : "";
        char *end;
        long n = strtol(t, &end, 10);
        if (!isdigit((unsigned char)t[0]) || *end || n < 1 || n > CLI_MAX_JOBS) {
            fprintf(stderr, _("hitdemo: --jobs wants a whole number of worker threads from 1 to %d (got \"%.40s\")\n"),
                    CLI_MAX_JOBS, t);
            return false;
        }
        jobs = (int)n;
    }
    argv[k] = NULL;
    *argc = k;
    cli_set_jobs(jobs);
    return true;
}

static bool is_opt(const char *a, const char *name) { return strcmp(a, name) == 0; }

/* Takes the options of --check and --check-batch that may stand anywhere
 * out of argv (--naive, --peer ARG, --peer-timeout S, --peer-must-agree,
 * --line-numbers) into o; false with a message on a bad one. *any is set
 * if one was given. */
static bool take_check_opts(int *argc, char **argv, check_opts *o, const char **first)
{
    int k = 1;
    *first = NULL;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        bool takes = is_opt(a, "--peer") || is_opt(a, "--peer-timeout");
        if (!takes && !is_opt(a, "--naive") && !is_opt(a, "--peer-must-agree") && !is_opt(a, "--line-numbers")) {
            argv[k++] = argv[i];
            continue;
        }
        if (!*first)
            *first = a;
        if (takes && i + 1 >= *argc) {
            fprintf(stderr, _("hitdemo: %s wants a value (%s)\n"), a,
                    is_opt(a, "--peer") ? "--peer NAME or --peer 'NAME=COMMAND'" : "--peer-timeout SECONDS");
            return false;
        }
        if (is_opt(a, "--naive"))
            o->naive = true;
        else if (is_opt(a, "--peer-must-agree"))
            o->must_agree = true;
        else if (is_opt(a, "--line-numbers"))
            o->line_numbers = true;
        else if (is_opt(a, "--peer-timeout")) {
            const char *t = argv[++i];
            double v;
            size_t used = hd_scan_number(t, &v);
            if (used == 0 || t[used] || !(v > 0) || v > 86400) {
                fprintf(stderr, _("hitdemo: --peer-timeout wants a number of seconds above 0, at most 86400 "
                                "(got \"%.40s\")\n"), t);
                return false;
            }
            o->timeout = v;
        } else {
            const char *t = argv[++i];
            if (o->npeers == MAX_PEERS) {
                fprintf(stderr, _("hitdemo: --peer: at most %d peers at once\n"), MAX_PEERS);
                return false;
            }
            o->peer_arg[o->npeers++] = t;
        }
    }
    argv[k] = NULL;
    *argc = k;
    return true;
}

/* Checks the peers' names (unique) and starts one set of them for the
 * calling thread: worker 0 with one job, else number cli_jobs() (the
 * workers start their own when they first need them). */
static bool start_peers(check_opts *o, int worker)
{
    for (int k = 0; k < o->npeers; k++) {
        const char *a = o->peer_arg[k], *eq = strchr(a, '=');
        size_t n = eq ? (size_t)(eq - a) : strlen(a);
        snprintf(o->name[k], sizeof o->name[k], "%.*s", (int)(n > HD_PEER_NAME_MAX ? HD_PEER_NAME_MAX : n), a);
    }
    peer_worker *w = &o->w[worker];
    if (!worker_peers(o, w)) {
        cli_refuse("", o->fail);
        return false;
    }
    for (int k = 0; k < o->npeers; k++)
        for (int j = 0; j < k; j++)
            if (strcmp(o->name[j], o->name[k]) == 0) {
                fprintf(stderr, _("hitdemo: --peer: the name %s is given twice (each peer's answer is the key of its "
                                "name)\n"), o->name[k]);
                return false;
            }
    return true;
}

static void stop_peers(check_opts *o)
{
    if (!o->w)
        return;
    for (int i = 0; i <= CLI_MAX_JOBS; i++) {
        peer_worker *w = &o->w[i];
        for (int k = 0; k < o->npeers; k++)
            hd_peer_stop(w->p[k]);
        w_free(&w->scratch);
        free(w->req);
        free(w->d);
    }
    free(o->w);
    o->w = NULL;
}

static int check_mode(check_opts *o, const char *mode, char **args, int n)
{
    bool batch = strcmp(mode, "--check-batch") == 0;
    if ((batch && n != 2) || (!batch && n != 3)) {
        if (batch)
            fprintf(stderr, _("hitdemo: usage: hitdemo --check-batch FILE (- for stdin) [--naive] [--peer P]... "
                            "[--peer-timeout S] [--peer-must-agree] [--line-numbers] [--jobs N]\n"));
        else
            fprintf(stderr, _("hitdemo: usage: hitdemo --check SPEC_A SPEC_B [--naive] [--peer P]... "
                            "[--peer-timeout S] [--peer-must-agree]\n"));
        return 2;
    }
    if (!batch && o->line_numbers) {
        fprintf(stderr, _("hitdemo: --line-numbers: only with --check-batch (--check answers one pair)\n"));
        return 2;
    }
    if (o->must_agree && o->npeers == 0) {
        fprintf(stderr, _("hitdemo: --peer-must-agree: name the peer that must agree with --peer\n"));
        return 2;
    }
    if (o->npeers > 0) {
        o->w = calloc(CLI_MAX_JOBS + 1, sizeof *o->w);
        if (!o->w) {
            fprintf(stderr, _("hitdemo: out of memory\n"));
            return 2;
        }
        for (int i = 0; i <= CLI_MAX_JOBS; i++)
            o->w[i].scratch = w_memory();
        if (!start_peers(o, batch && cli_jobs() > 1 ? cli_jobs() : 0))
            return 2;
    }
    if (!batch) {
        int rc = check_one(args[1], args[2], o);
        if (rc == 0 && o->must_agree && report_disagreements(o, true))
            rc = 1;
        return rc;
    }
    return check_batch(args[1], o);
}

int hd_cli_main(int argc, char **argv)
{
    if (!take_jobs(&argc, argv))
        return 2;
    check_opts o = {.timeout = 10};
#ifdef HD_CLI_THREADS
    pthread_mutex_init(&o.mu, NULL);
#endif
    const char *first = NULL;
    int rc = 2;
    if (!take_check_opts(&argc, argv, &o, &first))
        goto done;
    bool ray = hd_cli_ray_wants(argc, argv), sweep = false;
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--sweep") == 0 || strcmp(argv[i], "--sweep-batch") == 0)
            sweep = true;
    if ((ray || sweep) && first) {
        fprintf(stderr, _("hitdemo: %s: only with --check or --check-batch\n"), first);
        goto done;
    }
    if (ray) {
        rc = hd_cli_ray_main(argc, argv);
        goto done;
    }
    if (sweep) {
        rc = hd_cli_sweep_main(argc, argv);
        goto done;
    }
    /* the rest keeps its fixed shape: MODE ARGS... with MODE first */
    if (argc >= 2 && (strcmp(argv[1], "--check") == 0 || strcmp(argv[1], "--check-batch") == 0)) {
        rc = check_mode(&o, argv[1], argv + 1, argc - 1);
        goto done;
    }
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--check") == 0 || strcmp(argv[i], "--check-batch") == 0) {
            fprintf(stderr, _("hitdemo: usage: %s comes first: hitdemo %s ... (options such as --naive or --peer "
                            "may stand anywhere)\n"), argv[i], argv[i]);
            goto done;
        }
    if (first)
        fprintf(stderr, _("hitdemo: %s: only with --check or --check-batch (e.g. hitdemo --check A B %s)\n"), first,
                first);
    else
        fprintf(stderr, _("hitdemo: no check mode given\n"));
done:
    stop_peers(&o);
#ifdef HD_CLI_THREADS
    pthread_mutex_destroy(&o.mu);
#endif
    return rc;
}
