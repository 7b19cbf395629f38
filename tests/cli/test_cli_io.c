/* test_cli_io: the check modes' output buffer (src/cli/cli_io.h) and its one
 * storage rule: the writer grows and frees only a buffer it owns
 * (w_memory); a buffer in the caller's storage (w_file: a stack or static
 * array) is never handed to realloc, whatever is written through it.
 * Before the rule, w_grow called realloc on whatever buffer it was given
 * (gcc -O3 warned that cli_refuse's static array could reach it). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_io.h"

static int fails;
#define ENSURE(c)                                                                                                      \
    do {                                                                                                               \
        if (!(c)) {                                                                                                    \
            fprintf(stderr, "%s:%d: FAIL: %s\n", __FILE__, __LINE__, #c);                                              \
            fails++;                                                                                                   \
        }                                                                                                              \
    } while (0)

/* The whole of f, from its start, into a malloc'd string; *len its length. */
static char *slurp(FILE *f, size_t *len)
{
    fflush(f);
    long n = ftell(f);
    char *s = malloc((size_t)n + 1);
    rewind(f);
    *len = fread(s, 1, (size_t)n, f);
    s[*len] = '\0';
    return s;
}

/* 1: a buffer the writer does not own is never grown: w_grow sets err and
 * leaves buf and cap as they were (the old w_grow passed the stack array to
 * realloc: glibc aborts, "realloc(): invalid pointer"). */
static void case_not_owned(void)
{
    char stack[64];
    wbuf w = w_file(stdout, stack, sizeof stack);
    ENSURE(!w.own && w.buf == stack && w.cap == sizeof stack && w.n == 0 && !w.err);
    w_grow(&w, 1000);
    ENSURE(w.err);
    ENSURE(w.buf == stack && w.cap == sizeof stack);
    w_free(&w); /* nothing to free: a no-op on the caller's storage */
    ENSURE(w.buf == NULL && w.cap == 0);
}

/* 2: a file buffer much smaller than the text: everything reaches the file
 * in order (flushed when full, a piece longer than the buffer written
 * straight through), the buffer is the caller's array throughout. */
static void case_file(void)
{
    FILE *f = tmpfile();
    ENSURE(f != NULL);
    if (!f)
        return;
    char small[16];
    wbuf w = w_file(f, small, sizeof small);
    char big[100], want[400];
    memset(big, 'b', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    snprintf(want, sizeof want, "abc%sxyz%c%s", big, 'c', "tail");
    W_LIT(&w, "abc");
    w_s(&w, big);
    w_put(&w, "xyz", 3);
    w_c(&w, 'c');
    w_s(&w, "tail");
    ENSURE(w.buf == small && w.cap == sizeof small);
    w_flush(&w);
    size_t n;
    char *got = slurp(f, &n);
    ENSURE(!w.err && n == strlen(want) && strcmp(got, want) == 0);
    free(got);
    fclose(f);
}

/* 3: a memory buffer is the writer's own: it grows to hold what comes,
 * flushing never drops it, and w_free frees it. */
static void case_memory(void)
{
    wbuf w = w_memory();
    ENSURE(w.own && w.buf == NULL && w.cap == 0 && w.f == NULL);
    for (int i = 0; i < 20000; i++)
        w_s(&w, "0123456789");
    w_c(&w, '!');
    w_flush(&w); /* no file: keeps the text */
    ENSURE(!w.err && w.n == 200001 && w.cap >= w.n);
    ENSURE(memcmp(w.buf, "0123456789", 10) == 0 && memcmp(w.buf + 199990, "0123456789!", 11) == 0);
    w_free(&w);
    ENSURE(w.buf == NULL && w.n == 0 && w.cap == 0);
}

/* 4: cli_refuse writes a message far longer than its 4 KiB static buffer
 * whole, through that buffer, to standard error. */
static void case_refuse_long(void)
{
    FILE *f = tmpfile();
    ENSURE(f != NULL);
    if (!f)
        return;
    fflush(stderr);
    int saved = dup(2);
    dup2(fileno(f), 2);
    enum { LONG = 10000 };
    char *msg = malloc(LONG + 1);
    memset(msg, 'm', LONG);
    msg[LONG] = '\0';
    int rc = cli_refuse("--check: ", msg);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    size_t n;
    char *got = slurp(f, &n);
    ENSURE(rc == 2);
    ENSURE(n == strlen("hitdemo: --check: ") + LONG + 1);
    ENSURE(strncmp(got, "hitdemo: --check: mmm", 21) == 0 && got[n - 1] == '\n' && got[n - 2] == 'm');
    free(got);
    free(msg);
    fclose(f);
}

int main(void)
{
    case_not_owned();
    case_file();
    case_memory();
    case_refuse_long();
    if (fails) {
        fprintf(stderr, "%d failed\n", fails);
        return 1;
    }
    puts("cli_io: 4 cases ok");
    return 0;
}
