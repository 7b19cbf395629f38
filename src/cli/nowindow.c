/* nowindow.c: the modes that need no window (see nowindow.h). */
#include "nowindow.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "lessonfile.h"
#include "scenefile.h"

#ifndef HD_VERSION
#define HD_VERSION "unknown"
#endif

bool hd_nowindow_run(int argc, char **argv, int *status)
{
    if (argc >= 2 && !strcmp(argv[1], "--version")) {
        if (argc != 2) {
            fprintf(stderr, "hitdemo: --version: takes no other options\n");
            *status = 2;
        } else {
            printf("hitdemo %s\n", HD_VERSION);
            *status = 0;
        }
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--peers")) {
        if (argc != 2) {
            fprintf(stderr, "hitdemo: --peers: takes no other options\n");
            *status = 2;
        } else {
            *status = hd_cli_list_peers(stdout, stderr);
        }
        return true;
    }
    if (hd_cli_wants(argc, argv)) {
        *status = hd_cli_main(argc, argv);
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--verify-scenes")) {
        if (argc != 3) {
            fprintf(stderr, "hitdemo: --verify-scenes: expected one directory or scene file\n");
            *status = 2;
        } else {
            *status = hd_verify_scenes(argv[2], stdout, stderr);
        }
        return true;
    }
    if (argc >= 2 && !strcmp(argv[1], "--verify-lessons")) {
        if (argc != 3) {
            fprintf(stderr, "hitdemo: --verify-lessons: expected one directory of *.lesson files\n");
            *status = 2;
        } else {
            *status = hd_verify_lessons(argv[2], stdout, stderr);
        }
        return true;
    }
    return false;
}
