/* cli_check.h: the check of the cli layer's C tests (test_cli_threads,
 * test_peer, test_hunt): CHECK(cond, fmt, ...) counts a failure and prints
 * file:line and the message; main returns failures != 0. */
#ifndef HD_CLI_CHECK_H
#define HD_CLI_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond, ...)                                                                                      \
    do {                                                                                                      \
        if (!(cond)) {                                                                                        \
            failures++;                                                                                       \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                       \
            printf(__VA_ARGS__);                                                                              \
            printf("\n");                                                                                     \
        }                                                                                                     \
    } while (0)

#endif
