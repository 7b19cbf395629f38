/* peer_main.c: the line loop of the built-in peers (peer_main.h). */
#define _POSIX_C_SOURCE 200809L

#include "peer_main.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <hitdemo/spec.h>

/* Longest request line taken (hitdemo's own batch lines stop at 64 KiB). */
#define PEER_MAX_LINE (1 << 20)
/* Input: one line of the limit and a read block; output: answers. */
#define PEER_READ_BLOCK (1 << 16)
static char in_buf[PEER_MAX_LINE + PEER_READ_BLOCK];
static char out_buf[1 << 16];
static size_t out_len;
/* The two shapes of the line being answered (4 KiB each: static, not per line). */
static hd_shape_buf shape_a, shape_b;

static bool write_all(int fd, const char *p, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        p += w;
        n -= (size_t)w;
    }
    return true;
}

static bool flush_out(void)
{
    bool ok = write_all(STDOUT_FILENO, out_buf, out_len);
    out_len = 0;
    return ok;
}

/* Writes s[0..n) to stderr with bytes that are not printable ASCII as \xNN. */
static void put_clean(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f)
            fputc(c, stderr);
        else
            fprintf(stderr, "\\x%02x", c);
    }
}

static void protocol_error(const hd_peer_adapter *ad, long lineno, const char *what, const char *line, size_t n)
{
    fprintf(stderr, "hitdemo-peer-%s: line %ld: ", ad->name, lineno);
    put_clean(what, strlen(what));
    if (line) {
        fputs(" in \"", stderr);
        put_clean(line, n > 200 ? 200 : n);
        fputs(n > 200 ? "...\"" : "\"", stderr);
    }
    fputc('\n', stderr);
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

/* Answers one line p[0..n) (no '\n'; p[n] may be written). False after a
 * protocol error (reported). */
static bool answer_line(const hd_peer_adapter *ad, char *p, size_t n, long lineno)
{
    if (memchr(p, '\0', n)) {
        protocol_error(ad, lineno, "a NUL byte in the request", p, n);
        return false;
    }
    char *line = p;
    size_t len = n;
    while (n > 0 && (is_blank(p[n - 1]) || p[n - 1] == '\r'))
        n--;
    p[n] = '\0';
    char *tok[3];
    int k = 0;
    for (char *s = p; *s && k < 3;) {
        while (is_blank(*s))
            s++;
        if (!*s)
            break;
        tok[k++] = s;
        while (*s && !is_blank(*s))
            s++;
        if (*s)
            *s++ = '\0';
    }
    if (k != 2) {
        /* the line as it came (the cuts undone for the message) */
        for (size_t i = 0; i < len; i++)
            if (line[i] == '\0')
                line[i] = ' ';
        char what[96];
        snprintf(what, sizeof what, "expected two shape specs separated by blanks, got %s",
                 k == 0 ? "none" : k == 1 ? "one" : "more");
        protocol_error(ad, lineno, what, line, len);
        return false;
    }
    char err[600];
    if (!hd_shape_parse_buf(tok[0], &shape_a, err, sizeof err) || !hd_shape_parse_buf(tok[1], &shape_b, err, sizeof err)) {
        char what[640];
        snprintf(what, sizeof what, "bad spec %s", err);
        protocol_error(ad, lineno, what, NULL, 0);
        return false;
    }
    hd_shape a = hd_shape_of(&shape_a), b = hd_shape_of(&shape_b);
    int r = ad->answer(&a, &b);
    if (out_len + 2 > sizeof out_buf && !flush_out())
        return false;
    out_buf[out_len++] = r > 0 ? '1' : r == 0 ? '0' : '-';
    out_buf[out_len++] = '\n';
    return true;
}

static int print_info(const hd_peer_adapter *ad)
{
    printf("%s\t%s\n", ad->name, ad->library);
    bool first = true;
    for (int a = 0; a < HD_KIND_COUNT; a++)
        for (int b = a; b < HD_KIND_COUNT; b++)
            if (ad->answers_kinds((hd_kind)a, (hd_kind)b)) {
                printf("%s%s/%s", first ? "" : ",", hd_kind_name((hd_kind)a), hd_kind_name((hd_kind)b));
                first = false;
            }
    putchar('\n');
    return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 2;
}

static int loop(const hd_peer_adapter *ad)
{
    size_t start = 0, end = 0;
    long lineno = 0;
    for (;;) {
        char *nl;
        while ((nl = memchr(in_buf + start, '\n', end - start)) != NULL) {
            size_t n = (size_t)(nl - (in_buf + start));
            if (!answer_line(ad, in_buf + start, n, ++lineno)) {
                flush_out();
                return 2;
            }
            start += n + 1;
        }
        /* No whole line left: what is answered goes out before waiting. */
        if (out_len > 0 && !flush_out()) {
            fprintf(stderr, "hitdemo-peer-%s: cannot write the answers: %s\n", ad->name, strerror(errno));
            return 2;
        }
        memmove(in_buf, in_buf + start, end - start);
        end -= start;
        start = 0;
        if (end >= PEER_MAX_LINE) {
            protocol_error(ad, lineno + 1, "request line longer than 1 MiB", in_buf, end);
            return 2;
        }
        ssize_t r = read(STDIN_FILENO, in_buf + end, sizeof in_buf - 1 - end);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            fprintf(stderr, "hitdemo-peer-%s: cannot read the requests: %s\n", ad->name, strerror(errno));
            return 2;
        }
        if (r == 0) {
            /* the end: a last line without its '\n' is a line too */
            if (end > 0 && !answer_line(ad, in_buf, end, ++lineno)) {
                flush_out();
                return 2;
            }
            if (!flush_out()) {
                fprintf(stderr, "hitdemo-peer-%s: cannot write the answers: %s\n", ad->name, strerror(errno));
                return 2;
            }
            return 0;
        }
        end += (size_t)r;
    }
}

int hd_peer_main(int argc, char **argv, const hd_peer_adapter *ad)
{
    if (argc == 2 && strcmp(argv[1], "--info") == 0)
        return print_info(ad);
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        printf("usage: hitdemo-peer-%s [--info]\n"
               "A hitdemo peer: %s's answer to the collision test. Reads lines \"A B\" (two shape specs)\n"
               "on stdin and answers each with 1 (collide), 0 (apart) or - (no answer) on stdout.\n"
               "--info prints the peer's name, library and version, and the kind pairs it answers.\n"
               "See docs/peers-builtin.md.\n",
               ad->name, ad->library);
        return 0;
    }
    if (argc > 1) {
        fprintf(stderr, "hitdemo-peer-%s: unknown argument \"", ad->name);
        put_clean(argv[1], strlen(argv[1]));
        fprintf(stderr, "\" (usage: hitdemo-peer-%s [--info])\n", ad->name);
        return 2;
    }
    return loop(ad);
}
