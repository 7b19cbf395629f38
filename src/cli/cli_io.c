/*
 * cli_io.c: the check modes' JSON writing and batch line reader (see
 * cli_io.h), moved here from check.c to serve --ray-batch as well.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef HD_CLI_THREADS
#include <pthread.h>
#endif

#include "i18n.h"
#include "cli.h"
#include "cli_io.h"
#include <hitdemo/spec.h>

/* Length of the well-formed UTF-8 sequence at p (1-4), or 0 if p does not
 * start one (a stray continuation byte, an overlong form, a surrogate, a
 * value above U+10FFFF, or a sequence cut short). *prefix is set when the
 * bytes are a correct but incomplete start of a sequence (cut short). */
static int utf8_len(const unsigned char *p, bool *prefix)
{
    *prefix = false;
    unsigned c = p[0];
    int n;
    unsigned lo = 0x80, hi = 0xBF; /* range of the second byte */
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    for (int i = 1; i < n; i++) {
        unsigned b = p[i];
        bool ok = i == 1 ? (b >= lo && b <= hi) : (b >= 0x80 && b <= 0xBF);
        if (!ok) {
            *prefix = i > 1 || b == 0 || b == '.';
            return 0;
        }
    }
    return n;
}

static void w_hex(wbuf *w, const char *pre, unsigned v, int digits)
{
    static const char hex[] = "0123456789ABCDEF", lhex[] = "0123456789abcdef";
    w_s(w, pre);
    for (int i = digits - 1; i >= 0; i--)
        w_c(w, (digits == 4 ? lhex : hex)[(v >> (4 * i)) & 15]);
}

/* A JSON string that is always valid UTF-8: well-formed characters are
 * copied; a character cut short just before "..." (a long spec quoted in
 * a message is cut at a byte count) is dropped; any other byte that is not
 * UTF-8 is written as the four characters \xNN (JSON "\\xNN"). */
void cli_clean_text(wbuf *f, const char *s, bool json)
{
    if (json) w_c(f, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        /* a run of plain printable ASCII (all of a spec, as a rule): one copy */
        const unsigned char *run = p;
        while (*p >= 0x20 && *p < 0x7F && *p != '"' && *p != '\\') p++;
        if (p > run) {
            w_put(f, (const char *)run, (size_t)(p - run));
            continue;
        }
        bool prefix;
        int n = utf8_len(p, &prefix);
        if (n == 0) {
            if (prefix) { /* an incomplete character: cut before "..."? */
                const unsigned char *q = p + 1;
                while (*q >= 0x80 && *q <= 0xBF && q < p + 4) q++;
                if (strncmp((const char *)q, "...", 3) == 0) {
                    p = q;
                    continue;
                }
            }
            w_hex(f, json ? "\\\\x" : "\\x", *p, 2);
            p++;
            continue;
        }
        if (!json)
            w_put(f, (const char *)p, (size_t)n);
        else if (*p == '"' || *p == '\\') {
            w_c(f, '\\');
            w_c(f, (char)*p);
        } else if (*p < 0x20 || *p == 0x7F)
            w_hex(f, "\\u", *p, 4);
        else
            w_put(f, (const char *)p, (size_t)n);
        p += n;
    }
    if (json) w_c(f, '"');
}

void cli_json_string(wbuf *f, const char *s)
{
    cli_clean_text(f, s, true);
}

/* Eight bytes at a time: non-zero if any byte of x is below 0x20, above
 * 0x7E, '"' or '\\' (else 0). The byte tests (Mycroft's): a byte b < 0x80
 * is < n (n <= 0x80) iff b - n borrows into its top bit while ~b has it;
 * zero bytes of x ^ c are bytes equal to c; any byte is > 0x7E iff (b +
 * 1) | b has its top bit. A borrow or carry out of one byte can flag the
 * bytes above it, never hide a byte that qualifies, and only when a lower
 * byte qualified itself: exact as a yes/no for the word. */
static inline uint64_t spec_bad8(uint64_t x)
{
    const uint64_t ones = 0x0101010101010101u, high = 0x8080808080808080u;
    uint64_t lt20 = (x - 0x20 * ones) & ~x;
    uint64_t q = x ^ (0x22 * ones), bs = x ^ (0x5C * ones);
    uint64_t eq = ((q - ones) & ~q) | ((bs - ones) & ~bs);
    uint64_t gt7e = ((x & ~high) + ones) | x; /* per byte: the low seven bits + 1 carry into the top one at 0x7F */
    return (lt20 | eq | gt7e) & high;
}

/* A spec that parsed, as a JSON string: its bytes copied straight into the
 * buffer while checked (eight at a time, spec_bad8) to be ones that need no
 * escape (all of a spec the grammar accepts); clean_text's otherwise. */
void cli_json_spec(wbuf *f, const char *s, size_t len)
{
    if (len + 2 <= f->cap) {
        char *o = w_room(f, len + 2);
        const unsigned char *p = (const unsigned char *)s;
        uint64_t bad = 0;
        o[0] = '"';
        memcpy(o + 1, s, len);
        size_t i = 0;
        for (; i + 8 <= len; i += 8) {
            uint64_t x;
            memcpy(&x, p + i, 8);
            bad |= spec_bad8(x);
        }
        for (; i < len; i++) {
            unsigned c = p[i];
            bad |= (c < 0x20) | (c >= 0x7F) | (c == '"') | (c == '\\');
        }
        if (!bad) {
            o[len + 1] = '"';
            f->n += len + 2;
            return;
        }
    }
    cli_json_string(f, s);
}

/* A number; null for NaN or infinity, which JSON has no words for (the
 * geometry should never give one: the fuzzers check that separately). */
void cli_json_number(wbuf *f, double d)
{
    if (!isfinite(d)) {
        W_LIT(f, "null");
        return;
    }
    char *dst = w_room(f, 40);
    f->n += (size_t)hd_format_double(d, dst, 40);
}

/* Writes [x,y]. */
void cli_json_point(wbuf *f, hd_vec2 p)
{
    w_c(f, '[');
    cli_json_number(f, p.x);
    w_c(f, ',');
    cli_json_number(f, p.y);
    w_c(f, ']');
}

void cli_line_error(wbuf *f, long line, const char *msg)
{
    char head[48];
    int k = snprintf(head, sizeof head, "{\"line\":%ld,\"error\":", line);
    w_put(f, head, (size_t)k);
    cli_json_string(f, msg);
    W_LIT(f, "}\n");
}

/* isspace's set in the "C" locale, the program's (it never calls
 * setlocale): strspn and strcspn over it skip the same bytes as the loops
 * on isspace did, many bytes at a time. */
static const char cli_space[] = " \t\n\v\f\r";

/* Splits line into white-space separated tokens (in place). */
int cli_tokens(char *line, char **tok, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        p += strspn(p, cli_space);
        if (!*p)
            return n;
        if (n < max)
            tok[n] = p;
        n++;
        p += strcspn(p, cli_space);
        if (*p)
            *p++ = '\0';
    }
}

/* ---- input: large blocks, split into lines in place ------------------------ */

/* The reader holds a window of the input; a line is handed out in place
 * (its '\n' replaced by '\0'). The buffer holds one whole line of up to
 * HD_CLI_MAX_LINE bytes plus a block, so memory is bounded whatever the
 * input. */
enum { RBLOCK = 1 << 20 };

typedef struct rbuf {
    FILE *in;
    char *buf;
    size_t cap, beg, end; /* unread bytes are buf[beg, end) */
    bool eof, err;
} rbuf;

/* Refills after moving the unread bytes to the front. */
static void r_fill(rbuf *r)
{
    if (r->beg > 0) {
        memmove(r->buf, r->buf + r->beg, r->end - r->beg);
        r->end -= r->beg;
        r->beg = 0;
    }
    size_t room = r->cap - r->end;
    size_t got = fread(r->buf + r->end, 1, room, r->in);
    r->end += got;
    if (got < room) {
        r->eof = true;
        r->err = ferror(r->in) != 0;
    }
}

/* The next line (without its '\n', NUL-terminated, in place): its length;
 * -1 at the end of the input; -2 for a line longer than HD_CLI_MAX_LINE
 * bytes (dropped); -3 for a line with a NUL byte. */
static long r_line(rbuf *r, char **line)
{
    bool too_long = false;
    for (;;) {
        char *s = r->buf + r->beg;
        size_t have = r->end - r->beg;
        char *nl = have ? memchr(s, '\n', have) : NULL;
        if (nl || (r->eof && have)) {
            size_t len = nl ? (size_t)(nl - s) : have;
            r->beg += len + (nl ? 1 : 0);
            if (too_long || len > HD_CLI_MAX_LINE)
                return -2;
            s[len] = '\0'; /* the '\n', or the spare byte past the end */
            *line = s;
            return memchr(s, '\0', len) ? -3 : (long)len;
        }
        if (r->eof)
            return too_long ? -2 : -1;
        if (have > HD_CLI_MAX_LINE) { /* over the limit: drop what is here */
            too_long = true;
            r->beg = r->end;
        }
        r_fill(r);
    }
}

/* ---- the lines of a batch, on one thread or on several -------------------- */

static int jobs_setting = 1;

void cli_set_jobs(int jobs) { jobs_setting = jobs < 1 ? 1 : jobs > CLI_MAX_JOBS ? CLI_MAX_JOBS : jobs; }

int cli_jobs(void) { return jobs_setting; }

int cli_default_jobs(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 8 ? 8 : (int)n;
}

void w_grow(wbuf *w, size_t k)
{
    if (!w->own) { /* never the caller's storage (the storage rule, cli_io.h) */
        w->err = true;
        return;
    }
    size_t cap = w->cap ? w->cap : 1 << 12;
    while (cap < w->n + k)
        cap *= 2;
    char *b = realloc(w->buf, cap);
    if (!b) { /* keep going with what there is: the run ends in an error */
        w->err = true;
        w->n = 0;
        return;
    }
    w->buf = b;
    w->cap = cap;
}

void w_free(wbuf *w)
{
    if (w->own)
        free(w->buf);
    w->buf = NULL;
    w->n = w->cap = 0;
}

/* One line as the reader gives it: its text, or -2 (too long) or -3 (a NUL
 * byte) for a line answered with an error. */
static bool batch_one(wbuf *out, cli_line_fn fn, void *ctx, long lineno, long len, char *line)
{
    if (len == -3) {
        cli_line_error(out, lineno, "line contains a NUL byte");
        return false;
    }
    if (len == -2) {
        char msg[80];
        snprintf(msg, sizeof msg, "line longer than %d bytes", HD_CLI_MAX_LINE);
        cli_line_error(out, lineno, msg);
        return false;
    }
    char *p = line;
    while (*p && isspace((unsigned char)*p))
        p++;
    if (*p == '\0' || *p == '#')
        return true;
    return fn(ctx, out, lineno, p);
}

static int batch_serial(rbuf *r, wbuf *out, cli_line_fn fn, void *ctx)
{
    long lineno = 0, len;
    int bad = 0;
    char *line;
    while ((len = r_line(r, &line)) != -1)
        if (!batch_one(out, fn, ctx, ++lineno, len, line))
            bad = 1;
    return bad;
}

/* ---- blocks of lines ------------------------------------------------------ */

enum { BLOCK_LINES = 256, BLOCK_TEXT = 1 << 18 };

typedef struct bline {
    long lineno, len; /* len -2 / -3: an error line (see r_line) */
    size_t off;       /* where its text starts in the slot's text */
} bline;

typedef struct bslot {
    char *text;
    size_t tlen, tcap;
    bline line[BLOCK_LINES];
    int n;
    wbuf out;
    bool bad, done, stop;
} bslot;

/* Copies one line into slot S; false if S has no room for it (S not empty). */
static bool slot_add(bslot *S, long lineno, long len, const char *line)
{
    size_t k = len >= 0 ? (size_t)len + 1 : 0;
    if (S->n == BLOCK_LINES || (S->n > 0 && S->tlen + k > S->tcap))
        return false;
    S->line[S->n++] = (bline){lineno, len, S->tlen};
    if (k > 0) /* an error line (-2, -3) has no text to keep */
        memcpy(S->text + S->tlen, line, k);
    S->tlen += k;
    return true;
}

/* Where the reader is between blocks: a line read that did not fit the
 * last block opens the next (line points into the reader's buffer, valid
 * until the next r_line). */
typedef struct rstate {
    long lineno, len;
    char *line;
    bool pending;
} rstate;

/* Fills S with the next lines that are not blank and not comments: their
 * count (0 at the end of the input). st->pending is false after it if the
 * input has ended. */
static int fill_slot(rbuf *r, bslot *S, rstate *st)
{
    S->n = 0;
    S->tlen = 0;
    if (st->pending) {
        slot_add(S, st->lineno, st->len, st->line);
        st->pending = false;
    }
    while ((st->len = r_line(r, &st->line)) != -1) {
        st->lineno++;
        if (st->len >= 0) { /* blank lines and comments need no worker */
            const char *p = st->line;
            while (*p && isspace((unsigned char)*p))
                p++;
            if (*p == '\0' || *p == '#')
                continue;
        }
        if (!slot_add(S, st->lineno, st->len, st->line)) {
            st->pending = true; /* the block is full: this line opens the next */
            break;
        }
    }
    return S->n;
}

bool cli_line_special(wbuf *out, long lineno, long len)
{
    if (len >= 0)
        return false;
    batch_one(out, NULL, NULL, lineno, len, NULL);
    return true;
}

/* Answers block S with the block handler: false if it asked to stop. */
static bool block_call(cli_block_fn bfn, void *ctx, int worker, bslot *S, wbuf *out, bool *bad)
{
    cli_line L[BLOCK_LINES];
    for (int i = 0; i < S->n; i++)
        L[i] = (cli_line){S->line[i].lineno, S->line[i].len, S->text + S->line[i].off};
    return bfn(ctx, worker, out, L, S->n, bad);
}

static int blocks_serial(rbuf *r, wbuf *out, cli_block_fn bfn, void *ctx)
{
    bslot *S = calloc(1, sizeof *S);
    if (!S)
        return 2;
    S->tcap = BLOCK_TEXT + HD_CLI_MAX_LINE + 1;
    S->text = malloc(S->tcap);
    int rc = 2;
    if (S->text) {
        rstate st = {0, 0, NULL, false};
        bool bad = false, stop = false;
        while (!stop && fill_slot(r, S, &st) > 0)
            stop = !block_call(bfn, ctx, 0, S, out, &bad);
        rc = stop ? 3 : bad;
    }
    free(S->text);
    free(S);
    return rc;
}

#ifdef HD_CLI_THREADS
/* Blocks of lines in a ring of slots: the calling thread reads lines into
 * the next free slot and writes the answered slots out in order; workers
 * answer the filled slots in order of filling, each into its slot's own
 * memory buffer. A slot is reused only after its answers are written, so
 * memory is bounded by the ring whatever the input. */
typedef struct bpool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    bslot *slot;
    long nslots, filled, taken; /* blocks filled so far, blocks a worker took */
    bool finished, stop;        /* stop: a block handler asked to stop */
    cli_line_fn fn;
    cli_block_fn bfn;           /* instead of fn, when set */
    void *ctx;
} bpool;

/* Answers the filled block S (taken under the lock) on the worker numbered
 * worker and marks it done. */
static void answer_block(bpool *P, bslot *S, int worker)
{
    bool bad = false, stop = false;
    pthread_mutex_lock(&P->mu);
    bool skip = P->stop;
    pthread_mutex_unlock(&P->mu);
    if (skip)
        stop = true;
    else if (P->bfn)
        stop = !block_call(P->bfn, P->ctx, worker, S, &S->out, &bad);
    else
        for (int i = 0; i < S->n; i++)
            if (!batch_one(&S->out, P->fn, P->ctx, S->line[i].lineno, S->line[i].len, S->text + S->line[i].off))
                bad = true;
    pthread_mutex_lock(&P->mu);
    S->bad = bad;
    S->stop = stop;
    if (stop)
        P->stop = true;
    S->done = true;
    pthread_cond_broadcast(&P->done);
    pthread_mutex_unlock(&P->mu);
}

typedef struct bworker {
    bpool *P;
    int index;
} bworker;

static void *batch_worker(void *arg)
{
    bpool *P = ((bworker *)arg)->P;
    int index = ((bworker *)arg)->index;
    for (;;) {
        pthread_mutex_lock(&P->mu);
        while (P->taken == P->filled && !P->finished)
            pthread_cond_wait(&P->work, &P->mu);
        if (P->taken == P->filled) {
            pthread_mutex_unlock(&P->mu);
            return NULL;
        }
        bslot *S = &P->slot[P->taken++ % P->nslots];
        pthread_mutex_unlock(&P->mu);
        answer_block(P, S, index);
    }
}

/* Writes the answers of block k (waiting for them; the calling thread
 * answers blocks as worker number jobs meanwhile); false on no memory or
 * when a handler asked to stop (*stop set). */
static bool write_block(bpool *P, long k, wbuf *out, int *bad, bool *nomem, bool *stop, int jobs)
{
    bslot *S = &P->slot[k % P->nslots];
    pthread_mutex_lock(&P->mu);
    while (!S->done) {
        /* rather than wait idle, answer a block no worker has taken yet */
        if (P->taken < P->filled) {
            bslot *T = &P->slot[P->taken++ % P->nslots];
            pthread_mutex_unlock(&P->mu);
            answer_block(P, T, jobs);
            pthread_mutex_lock(&P->mu);
            continue;
        }
        pthread_cond_wait(&P->done, &P->mu);
    }
    pthread_mutex_unlock(&P->mu);
    if (S->stop) {
        *stop = true;
        return false;
    }
    w_put(out, S->out.buf, S->out.n);
    if (S->bad)
        *bad = 1;
    if (S->out.err)
        *nomem = true;
    S->out.n = 0;
    S->out.err = false;
    S->done = false;
    return !*nomem;
}

/* -1 if the workers could not be started (nothing read yet). */
static int batch_parallel(rbuf *r, wbuf *out, cli_line_fn fn, cli_block_fn bfn, void *ctx, int jobs)
{
    bpool P = {.fn = fn, .bfn = bfn, .ctx = ctx, .nslots = 2L * jobs + 2};
    pthread_t tid[CLI_MAX_JOBS];
    bworker wk[CLI_MAX_JOBS];
    int started = 0, bad = 0;
    bool nomem = false, stop = false;
    P.slot = calloc((size_t)P.nslots, sizeof *P.slot);
    if (!P.slot)
        return -1;
    for (long i = 0; i < P.nslots; i++) {
        bslot *S = &P.slot[i];
        S->tcap = BLOCK_TEXT + HD_CLI_MAX_LINE + 1; /* any one line fits */
        S->text = malloc(S->tcap);
        S->out = w_memory();
        w_grow(&S->out, 1 << 16);
        if (!S->text || S->out.err)
            nomem = true;
    }
    pthread_mutex_init(&P.mu, NULL);
    pthread_cond_init(&P.work, NULL);
    pthread_cond_init(&P.done, NULL);
    while (!nomem && started < jobs) {
        wk[started] = (bworker){&P, started};
        if (pthread_create(&tid[started], NULL, batch_worker, &wk[started]) != 0)
            break;
        started++;
    }
    int rc = -1;
    if (started == jobs) {
        long written = 0;
        rstate st = {0, 0, NULL, false};
        for (;;) {
            /* the oldest blocks first, without waiting while there is room */
            while (written < P.filled) {
                pthread_mutex_lock(&P.mu);
                bool ready = P.slot[written % P.nslots].done;
                pthread_mutex_unlock(&P.mu);
                if (!ready && P.filled - written < P.nslots)
                    break;
                if (!write_block(&P, written++, out, &bad, &nomem, &stop, jobs))
                    break;
            }
            if (nomem || stop)
                break;
            bslot *S = &P.slot[P.filled % P.nslots];
            if (fill_slot(r, S, &st) == 0)
                break;
            pthread_mutex_lock(&P.mu);
            P.filled++;
            pthread_cond_signal(&P.work);
            pthread_mutex_unlock(&P.mu);
            if (!st.pending)
                break;
        }
        pthread_mutex_lock(&P.mu);
        P.finished = true;
        pthread_cond_broadcast(&P.work);
        pthread_mutex_unlock(&P.mu);
        while (!nomem && !stop && written < P.filled)
            write_block(&P, written++, out, &bad, &nomem, &stop, jobs);
        rc = stop ? 3 : nomem ? 2 : bad;
    } else {
        pthread_mutex_lock(&P.mu);
        P.finished = true;
        pthread_cond_broadcast(&P.work);
        pthread_mutex_unlock(&P.mu);
    }
    for (int i = 0; i < started; i++)
        pthread_join(tid[i], NULL);
    pthread_cond_destroy(&P.done);
    pthread_cond_destroy(&P.work);
    pthread_mutex_destroy(&P.mu);
    for (long i = 0; i < P.nslots; i++) {
        free(P.slot[i].text);
        w_free(&P.slot[i].out);
    }
    free(P.slot);
    return rc;
}
#endif

static int batch_run(FILE *in, wbuf *out, cli_line_fn fn, cli_block_fn bfn, void *ctx)
{
    /* one line of the limit plus a block, and a spare byte for the NUL */
    rbuf r = {in, malloc(HD_CLI_MAX_LINE + RBLOCK + 1), HD_CLI_MAX_LINE + RBLOCK, 0, 0, false, false};
    if (!r.buf)
        return 2;
    int rc = -1;
#ifdef HD_CLI_THREADS
    if (jobs_setting > 1)
        rc = batch_parallel(&r, out, fn, bfn, ctx, jobs_setting);
#endif
    if (rc < 0) /* one job, or no threads to be had */
        rc = bfn ? blocks_serial(&r, out, bfn, ctx) : batch_serial(&r, out, fn, ctx);
    free(r.buf);
    return rc == 3 ? 3 : r.err ? 2 : rc;
}

int cli_batch_lines(FILE *in, wbuf *out, cli_line_fn fn, void *ctx)
{
    return batch_run(in, out, fn, NULL, ctx);
}

int cli_batch_blocks(FILE *in, wbuf *out, cli_block_fn fn, void *ctx)
{
    return batch_run(in, out, NULL, fn, ctx);
}

int cli_batch_file(const char *mode, const char *path, cli_stream_fn stream, void *ctx)
{
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, _("hitdemo: %s: cannot open %s: %s\n"), mode, path, strerror(errno));
        return 2;
    }
    struct stat st;
    if (fstat(fileno(in), &st) == 0 && S_ISDIR(st.st_mode)) {
        fprintf(stderr, _("hitdemo: %s: %s is a directory, not a file\n"), mode, path);
        if (in != stdin)
            fclose(in);
        return 2;
    }
    setvbuf(in, NULL, _IONBF, 0);
    int rc = stream(in, ctx);
    if (in != stdin)
        fclose(in);
    if (rc == 3) /* stopped: the stream's caller says why */
        return 3;
    if (rc == 2) {
        fprintf(stderr, _("hitdemo: %s: error reading %s\n"), mode, path);
        return 2;
    }
    if (fflush(stdout) != 0 || ferror(stdout))
        return 2;
    return rc;
}

int cli_refuse(const char *what, const char *err)
{
    static char ebuf[4096];
    wbuf w = w_file(stderr, ebuf, sizeof ebuf);
    W_LIT(&w, "hitdemo: ");
    w_s(&w, what);
    cli_clean_text(&w, err, false);
    w_c(&w, '\n');
    w_flush(&w);
    return 2;
}
