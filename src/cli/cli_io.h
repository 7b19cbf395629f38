/* cli_io.h: the check modes' output buffer, JSON writing and batch line
 * reader, shared by --check-batch (check.c), --ray-batch (ray.c) and
 * --sweep-batch (sweep.c). No SDL.
 * Internal to hd_cli. */
#ifndef HD_CLI_IO_H
#define HD_CLI_IO_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <hitdemo/vec2.h>

/* ---- output: one buffer, written in large blocks ---------------------------- */

/* Text is appended to buf and handed to f when full (or on w_flush), so a
 * batch answer costs memcpy calls, not stdio calls.
 *
 * The storage rule, one for every buffer: the writer grows (realloc) and
 * frees only a buffer it owns. There are two kinds, each made by its own
 * function:
 *  - w_file(f, buf, cap): the caller's storage (an array on the stack or a
 *    static one), never grown: when full it is written to f;
 *  - w_memory(): the writer's own storage (malloc), grown as text comes
 *    (the parallel batch reader gives each block of lines one); if it
 *    cannot grow it sets err and drops what it holds; w_free frees it. */
typedef struct wbuf {
    FILE *f;   /* a file buffer's file; NULL for a memory buffer */
    char *buf;
    size_t n, cap;
    bool err;
    bool own; /* buf is the writer's: it may grow it (memory buffers only) */
} wbuf;

static inline wbuf w_file(FILE *f, char *buf, size_t cap)
{
    return (wbuf){.f = f, .buf = buf, .cap = cap, .own = false};
}

static inline wbuf w_memory(void) { return (wbuf){.own = true}; }

/* Grows an owned buffer to hold k more bytes (a buffer the writer does not
 * own is never grown: err is set instead). */
void w_grow(wbuf *w, size_t k);

/* Frees an owned buffer's storage (nothing for a file buffer). */
void w_free(wbuf *w);

static inline void w_flush(wbuf *w)
{
    if (w->own || !w->f)
        return;
    if (w->n && fwrite(w->buf, 1, w->n, w->f) != w->n)
        w->err = true;
    w->n = 0;
}

/* Room for k more bytes (k <= cap for a file buffer). */
static inline char *w_room(wbuf *w, size_t k)
{
    if (w->n + k > w->cap) {
        if (w->own)
            w_grow(w, k);
        else
            w_flush(w);
    }
    return w->buf + w->n;
}

static inline void w_put(wbuf *w, const char *s, size_t k)
{
    if (k > w->cap && !w->own) {
        w_flush(w);
        if (fwrite(s, 1, k, w->f) != k)
            w->err = true;
        return;
    }
    if (w->own && w->n + k > w->cap) {
        w_grow(w, k);
        if (w->n + k > w->cap)
            return; /* no memory: err is set */
    }
    memcpy(w_room(w, k), s, k);
    w->n += k;
}

static inline void w_s(wbuf *w, const char *s) { w_put(w, s, strlen(s)); }

static inline void w_c(wbuf *w, char c)
{
    *w_room(w, 1) = c;
    w->n++;
}

/* A literal string: its length known at compile time. */
#define W_LIT(w, lit) w_put((w), (lit), sizeof(lit) - 1)

/* Text as a JSON string (json) or as plain text, always valid UTF-8 (see
 * cli_io.c). */
void cli_clean_text(wbuf *f, const char *s, bool json);
void cli_json_string(wbuf *f, const char *s);
/* A spec that parsed, as a JSON string. */
void cli_json_spec(wbuf *f, const char *s, size_t len);
/* A number (hd_format_double; null for NaN or infinity). */
void cli_json_number(wbuf *f, double d);
/* [x,y] */
void cli_json_point(wbuf *f, hd_vec2 p);
/* {"line":N,"error":"msg"} and a newline. */
void cli_line_error(wbuf *f, long line, const char *msg);
/* Splits line into white-space separated tokens (in place): the count;
 * at most max are stored. */
int cli_tokens(char *line, char **tok, int max);

/* Handles one line of a batch (not blank, not a comment: p at its first
 * non-space byte): writes its answer or error line to out; false if the
 * line was bad. */
typedef bool (*cli_line_fn)(void *ctx, wbuf *out, long lineno, char *p);

/* Reads in line by line (lines up to HD_CLI_MAX_LINE bytes; a longer one,
 * or one with a NUL byte, gets an error line), skips blank lines and lines
 * starting with #, hands the others to fn. Returns 0 if every line was
 * good, 1 if some line was bad, 2 on a read error (or no memory).
 *
 * With more than one job (cli_set_jobs) the lines are cut into blocks of
 * up to 256 lines that worker threads answer, each into a buffer of its
 * own, and the blocks are written to out in input order: the output is
 * byte for byte the one job's. fn must then be safe to call from several
 * threads at once (no static state; ctx only read), as the geometry is. */
int cli_batch_lines(FILE *in, wbuf *out, cli_line_fn fn, void *ctx);

/* One line of a block (see cli_batch_blocks): its number in the input, its
 * length (-2: too long, -3: holds a NUL byte, answered by
 * cli_line_special) and its text (not blank, not a comment). */
typedef struct cli_line {
    long lineno, len;
    char *text;
} cli_line;

/* Handles a block of lines (up to 256) in order on worker number worker
 * (0 to cli_jobs(): each worker is one thread at a time; the calling thread
 * is number cli_jobs() when it helps, 0 with one job): writes their answer
 * or error lines to out and sets *bad if some line was bad. Returns false
 * to stop the whole batch (its own message kept by the handler): the
 * block's answers and every later one are then dropped. */
typedef bool (*cli_block_fn)(void *ctx, int worker, wbuf *out, cli_line *lines, int n, bool *bad);

/* As cli_batch_lines, a block of lines per call of fn (a caller that asks a
 * peer process sends each block's requests at once); returns 3 if fn asked
 * to stop. */
int cli_batch_blocks(FILE *in, wbuf *out, cli_block_fn fn, void *ctx);

/* For a line of length -2 or -3: writes its error line and returns true;
 * false (nothing written) for any other line. */
bool cli_line_special(wbuf *out, long lineno, long len);

/* The worker threads of the batch modes: 1 answers on the calling thread.
 * Set once, before any batch runs (hd_cli_main reads --jobs). */
enum { CLI_MAX_JOBS = 64 };
void cli_set_jobs(int jobs);
int cli_jobs(void);
/* The default: the processors online, at most 8. */
int cli_default_jobs(void);

/* A batch mode on a file: opens path (- for standard input) unbuffered (the
 * reader takes large blocks of its own), runs stream(in, ctx), and says
 * "hitdemo: MODE: cannot open PATH: ..." or "... error reading PATH" on
 * stderr; returns stream's status (0, 1 some line bad), or 2 on an open,
 * read or write error; 3 (nothing said) if stream returned 3, a stop its
 * caller explains. A folder given as the file is refused, saying so. */
typedef int (*cli_stream_fn)(FILE *in, void *ctx);
/* A one-shot mode's refusal: "hitdemo: " + what + err (cleaned to valid
 * UTF-8) on stderr; returns the exit status 2. */
int cli_refuse(const char *what, const char *err);
int cli_batch_file(const char *mode, const char *path, cli_stream_fn stream, void *ctx);

#endif
