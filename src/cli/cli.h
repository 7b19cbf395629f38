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

/* Writes the help text of the check options to f. */
void hd_cli_print_help(FILE *f);

#endif
