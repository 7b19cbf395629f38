/*
 * test_cli_threads.c: --check-batch, --ray-batch and --sweep-batch on
 * worker threads give the bytes and the status of one job. Built in every
 * tree (no SDL), so the ThreadSanitizer tree (run.sh's build-tsan) runs
 * the batch workers, the geometry calls on several threads and the block
 * hand-over with no race report; tests/cli/test_jobs.py covers the options
 * and the odd lines through the program itself.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_io.h"

#include "cli_check.h"

/* A small deterministic generator (the test must not depend on rand()). */
static unsigned long long rng = 88172645463325252ULL;
static double uni(double lo, double hi)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return lo + (hi - lo) * (double)(rng >> 11) / 9007199254740992.0;
}

static void shape(FILE *f, int kind)
{
    double x = uni(-20, 20), y = uni(-20, 20);
    switch (kind) {
    case 0: fprintf(f, "point:%.3f,%.3f", x, y); break;
    case 1: fprintf(f, "circle:%.3f,%.3f,%.3f", x, y, uni(0, 8)); break;
    case 2: fprintf(f, "rect:%.3f,%.3f,%.3f,%.3f", x, y, uni(0, 12), uni(0, 12)); break;
    case 3: fprintf(f, "line:%.3f,%.3f,%.3f,%.3f", x, y, uni(-20, 20), uni(-20, 20)); break;
    case 4: fprintf(f, "polygon:%.3f,%.3f,%.3f,%.3f,%.3f,%.3f", x, y, x + 5, y, x + 2, y + 4); break;
    case 5: fprintf(f, "capsule:%.3f,%.3f,%.3f,%.3f,%.3f", x, y, uni(-20, 20), uni(-20, 20), uni(0, 4)); break;
    case 6: fprintf(f, "arc:%.3f,%.3f,2,%.3f,%.1f,%.1f", x, y, uni(2, 9), uni(0, 360), uni(0, 360)); break;
    default: fprintf(f, "wedge:%.3f,%.3f,%.3f,%.1f,%.1f", x, y, uni(0, 9), uni(0, 360), uni(0, 360)); break;
    }
}

/* Runs a batch stream function on the text in `in` with `jobs` workers;
 * the output in a malloc'd string (*len bytes), the status in *rc. */
typedef int (*stream_fn)(FILE *in, FILE *out);
static int check_stream(FILE *in, FILE *out) { return hd_cli_check_batch_stream(in, out, false); }
static int ray_stream(FILE *in, FILE *out) { return hd_cli_ray_batch_stream(in, out); }

static char *run(stream_fn fn, const char *in_text, int jobs, int *rc, size_t *len)
{
    FILE *in = tmpfile(), *out = tmpfile();
    if (!in || !out) {
        printf("FAIL: no temporary file\n");
        exit(1);
    }
    fputs(in_text, in);
    rewind(in);
    cli_set_jobs(jobs);
    *rc = fn(in, out);
    fflush(out);
    long n = ftell(out);
    rewind(out);
    char *s = malloc((size_t)n + 1);
    *len = fread(s, 1, (size_t)n, out);
    s[*len] = '\0';
    fclose(in);
    fclose(out);
    return s;
}

static void compare(const char *what, stream_fn fn, const char *text, int min_lines)
{
    int rc1;
    size_t n1;
    char *one = run(fn, text, 1, &rc1, &n1);
    size_t lines = 0;
    for (size_t i = 0; i < n1; i++)
        lines += one[i] == '\n';
    CHECK(lines >= (size_t)min_lines, "%s: %zu answer lines with one job", what, lines);
    CHECK(rc1 == 1, "%s: status %d with one job (the input has bad lines)", what, rc1);
    for (int jobs = 2; jobs <= 8; jobs *= 2) {
        int rc;
        size_t n;
        char *many = run(fn, text, jobs, &rc, &n);
        CHECK(rc == rc1, "%s, %d jobs: status %d, one job %d", what, jobs, rc, rc1);
        CHECK(n == n1 && memcmp(many, one, n) == 0, "%s, %d jobs: %zu bytes differ from one job's %zu", what, jobs,
              n, n1);
        free(many);
    }
    free(one);
}

int main(void)
{
    size_t cap = 0;
    char *text = NULL;
    FILE *f = open_memstream(&text, &cap);
    for (int i = 0; i < 4000; i++) {
        if (i % 301 == 0)
            fputs("# a comment\n\n", f);
        if (i % 397 == 0)
            fputs("circle:0,0,-1 point:0,0\n", f); /* a bad line */
        shape(f, i % 8);
        fputc(' ', f);
        shape(f, (i / 8) % 8);
        fputc('\n', f);
    }
    fclose(f);
    compare("--check-batch", check_stream, text, 4000);
    free(text);

    f = open_memstream(&text, &cap);
    for (int i = 0; i < 3000; i++) {
        if (i % 211 == 0)
            fputs("1,2 point:0,0\n", f); /* a bad ray */
        fprintf(f, "%.3f,%.3f,%.3f,%.3f ", uni(-20, 20), uni(-20, 20), uni(-30, 30), uni(-30, 30));
        shape(f, i % 8);
        fputc('\n', f);
    }
    fclose(f);
    compare("--ray-batch", ray_stream, text, 3000);
    free(text);

    printf("%d failed\n", failures);
    return failures ? 1 : 0;
}
