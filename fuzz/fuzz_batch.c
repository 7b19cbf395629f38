/* fuzz_batch: --check-batch on a whole file (hd_cli_check_batch_stream,
 * in memory). The output is valid UTF-8, one JSON object per line, one
 * line per non-blank, non-comment input line (an over-long line or one
 * with a NUL byte counts as one line, answered with an error), and no
 * NaN or infinity in it. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "fuzz_common.h"

#include <ctype.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Input lines that must be answered: not blank, not starting with '#'
 * after white space (a line with a NUL byte is always answered). */
static long expected_lines(const uint8_t *d, size_t n)
{
    long want = 0;
    size_t i = 0;
    while (i < n) {
        size_t e = i;
        bool nul = false;
        while (e < n && d[e] != '\n') nul |= d[e++] == 0;
        size_t j = i;
        while (j < e && isspace(d[j])) j++;
        if (nul || e - i > HD_CLI_MAX_LINE || (j < e && d[j] != '#')) want++;
        i = e + 1;
    }
    return want;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char empty[1];
    /* fmemopen needs a size > 0: an empty input is a 1-byte buffer read once */
    FILE *in = size ? fmemopen((void *)data, size, "r") : fmemopen(empty, 1, "r");
    if (!in) abort();
    if (size == 0) getc(in);
    char *out = NULL;
    size_t outlen = 0;
    FILE *o = open_memstream(&out, &outlen);
    if (!o) abort();
    int rc = hd_cli_check_batch_stream(in, o, size % 2 == 1);
    fclose(in);
    fclose(o);
    if (rc != 0 && rc != 1) fz_fail("rc %d", rc);
    if (!fz_utf8_ok((const unsigned char *)out, outlen)) fz_fail("output is not UTF-8");
    long lines = 0;
    for (size_t i = 0; i < outlen; i++) {
        if (out[i] == '\n') lines++;
        else if ((unsigned char)out[i] < 0x20) fz_fail("raw control byte in the output");
    }
    if (outlen && out[outlen - 1] != '\n') fz_fail("output does not end in a newline");
    long want = expected_lines(data, size);
    if (lines != want) fz_fail("%ld output lines for %ld input lines", lines, want);
    /* Each line a JSON object; no nan/inf tokens outside strings. */
    bool in_str = false, esc = false;
    size_t start = 0;
    for (size_t i = 0; i < outlen; i++) {
        char c = out[i];
        if (i == start && c != '{') fz_fail("line does not start with '{'");
        if (in_str) {
            if (esc) esc = false;
            else if (c == '\\') esc = true;
            else if (c == '"') in_str = false;
            continue;
        }
        if (c == '"') in_str = true;
        else if (c == 'n' && i + 2 < outlen && !strncmp(out + i, "nan", 3)) fz_fail("nan in the output");
        else if (c == 'i' && i + 2 < outlen && !strncmp(out + i, "inf", 3)) fz_fail("inf in the output");
        else if (c == '\n') {
            if (i == 0 || out[i - 1] != '}') fz_fail("line does not end with '}'");
            start = i + 1;
        }
    }
    if (in_str) fz_fail("unterminated string");
    free(out);
    return 0;
}
