/*
 * main.c: hitdemo's entry point. The check modes (--check, --ray, --sweep
 * and their batch forms) and --verify-scenes go to nowindow.c without
 * touching SDL;
 * everything else opens the demo window (or runs it headless).
 */
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "run.h"
#include "cli.h"
#include "hunt.h"
#include "keys.h"
#include "i18n.h"
#include "lang.h"
#include "nowindow.h"
#include "options.h"
#include "script.h"

int main(int argc, char **argv)
{
    int status;
    if (!hd_lang_start(&argc, argv, &status)) return status; /* --lang, LANGUAGE, LANG... (lang.h) */
    if (hd_nowindow_run(argc, argv, &status)) return status; /* no window, no SDL */

#ifdef __GLIBC__
    /* A fixed mmap threshold: every big block (a drawable, a screenshot's
     * pixels) is its own mapping and goes back to the system when freed.
     * glibc's default raises the threshold after such a free, so later
     * drawables land in the heap and stay resident: a soak's RSS grew in
     * steps (4.5 MiB over 40,000 events) instead of staying flat. */
    mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    static hd_options opt; /* large (holds shapes): not on the stack */
    char err[1024];
    if (hd_options_parse(argc, argv, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "hitdemo: %s\n", err);
        return 2;
    }
    if (opt.keys) {
        if (!hd_keys_check(err, sizeof err)) {
            fprintf(stderr, _("hitdemo: the key table is inconsistent: %s\n"), err);
            return 3;
        }
        hd_keys_print_markdown(stdout);
        return 0;
    }
    if (opt.help) {
        hd_options_print_help(stdout);
        fputs("\n", stdout);
        hd_lang_print_help(stdout);
        fputs("\n", stdout);
        hd_cli_print_help(stdout);
        fputs("\n", stdout);
        hd_hunt_print_help(stdout);
        return 0;
    }
    hd_script script;
    memset(&script, 0, sizeof script);
    if (opt.script && hd_script_load(opt.script, &script, err, sizeof err) != 0) {
        fprintf(stderr, "hitdemo: %s\n", err);
        return 2;
    }
    int rc = hd_run(&opt, opt.script ? &script : NULL);
    hd_script_free(&script);
    return rc;
}
