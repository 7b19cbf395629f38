/* cli.h: the command-line check modes of hitdemo (no SDL). */
#ifndef HD_CLI_H
#define HD_CLI_H

#include <stdbool.h>
#include <stdio.h>

/* True if argv asks for a check mode (--check or --check-batch). */
bool hd_cli_wants(int argc, char **argv);

/* Runs the check mode named in argv. Returns the process exit status:
 * --check: 0 ok, 2 bad spec or usage; --check-batch: 0 all lines good,
 * 1 some line bad, 2 usage/unreadable file. */
int hd_cli_main(int argc, char **argv);

/* Longest --check-batch line, in bytes (without its '\n'): two specs of
 * 256-vertex polygons with 24-character numbers fit. A longer line is
 * answered with an error line; memory stays bounded whatever the input. */
#define HD_CLI_MAX_LINE 65536

/* --check-batch on a stream: reads pairs from in, writes one JSON line per
 * non-blank, non-comment line to out (always valid UTF-8). Returns 0 if
 * every line was good, 1 if some line was bad, 2 on a read error. */
int hd_cli_check_batch_stream(FILE *in, FILE *out, bool naive);

/* ---- what the sweep mode (sweep.c) shares with check.c ---- */
#include <hitdemo/vec2.h>
typedef struct wbuf hd_cli_out; /* check.c's output buffer */
void hd_cli_put(hd_cli_out *o, const char *s, size_t n);
void hd_cli_put_text(hd_cli_out *o, const char *s);   /* as messages are cleaned */
void hd_cli_put_string(hd_cli_out *o, const char *s); /* a JSON string (valid UTF-8) */
void hd_cli_put_spec(hd_cli_out *o, const char *s);   /* a parsed spec as a JSON string */
void hd_cli_put_number(hd_cli_out *o, double d);      /* hd_format_double; null if not finite */
void hd_cli_put_point(hd_cli_out *o, hd_vec2 p);      /* [x,y] */
/* Runs fn with an output buffer on f; 0, or 2 on a write error. */
int hd_cli_emit(FILE *f, void (*fn)(void *ctx, hd_cli_out *o), void *ctx);
/* The --check-batch reader (line limit, NUL bytes, blank and # lines) with
 * each line's white-space separated tokens (up to HD_CLI_MAX_TOKENS kept;
 * n counts all) handed to fn, which writes its answer and returns true, or
 * fills err and returns false (an error line is written). Returns 0, 1 if
 * some line was bad, 2 on a read or write error. */
#define HD_CLI_MAX_TOKENS 4
typedef bool (*hd_cli_line_fn)(void *ctx, char **tok, int n, hd_cli_out *o, char *err, size_t errlen);
int hd_cli_batch_lines(FILE *in, FILE *out, hd_cli_line_fn fn, void *ctx);
/* --sweep and --sweep-batch (sweep.c). */
int hd_cli_sweep_main(int argc, char **argv);

/* Writes the help text of the check options to f. */
void hd_cli_print_help(FILE *f);

#endif
