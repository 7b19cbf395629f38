/* cli.h: the command-line check modes of hitdemo (no SDL). */
#ifndef HD_CLI_H
#define HD_CLI_H

#include <stdbool.h>
#include <stdio.h>

/* True if argv asks for a check mode (--check, --check-batch, --ray or
 * --ray-batch). */
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

/* The ray modes (ray.c): true if argv holds --ray or --ray-batch; the
 * mode's exit status (0 ok, 1 some batch line bad, 2 usage, bad ray or
 * spec, unreadable file). hd_cli_main dispatches to them. */
bool hd_cli_ray_wants(int argc, char **argv);
int hd_cli_ray_main(int argc, char **argv);

/* --ray-batch on a stream, as hd_cli_check_batch_stream. */
int hd_cli_ray_batch_stream(FILE *in, FILE *out);

/* Parses ray text "X,Y,DX,DY" (numbers as in specs, each 0 or of
 * magnitude in [1e-50, 1e50]) into P and D; false with a message naming
 * the text and the problem otherwise. */
struct hd_vec2;
bool hd_cli_parse_ray(const char *text, struct hd_vec2 *p, struct hd_vec2 *d, char *err, size_t errlen);
/* The same, the message's formats through tr (hd_tr_fn; NULL: English). */
bool hd_cli_parse_ray_tr(const char *text, struct hd_vec2 *p, struct hd_vec2 *d, char *err, size_t errlen,
                         const char *(*tr)(const char *msgid));

/* --sweep and --sweep-batch (sweep.c): the mode's exit status. */
int hd_cli_sweep_main(int argc, char **argv);

/* --peers (peerlist.c): lists the built-in peers beside hitdemo (each
 * asked --info) on out; 0, or 1 if one of them did not answer --info
 * properly, 2 if hitdemo cannot tell where it is. */
int hd_cli_list_peers(FILE *out, FILE *err);

/* Writes the help text of the check options to f. */
void hd_cli_print_help(FILE *f);

#endif
