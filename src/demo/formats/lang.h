/*
 * lang.h: which language hitdemo speaks (docs/lang.md). One choice for the
 * whole process, made at start-up by hd_lang_start, before any _() call:
 *   1. --lang en|fr|zh_CN (also zh, and the long forms fr_FR, zh_CN.UTF-8)
 *      anywhere on the command line, taken out of argv;
 *   2. else the environment as GNU gettext reads it: LANGUAGE (a colon list,
 *      the first language hitdemo has) unless the locale (LC_ALL, else
 *      LC_MESSAGES, else LANG) is C or POSIX or unset; else that locale;
 *   3. else English.
 * No installed locale is needed: the catalogs are read with LC_MESSAGES set
 * to C.UTF-8 and LANGUAGE set to the choice. Only LC_MESSAGES is ever set:
 * LC_NUMERIC and LC_CTYPE stay "C", so numbers keep their dot.
 *
 * The parsing functions are pure (tested in tests/app/test_lang.c); only
 * hd_lang_start touches the process (environment, locale, gettext).
 */
#ifndef HD_LANG_H
#define HD_LANG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum { HD_LANG_EN, HD_LANG_FR, HD_LANG_ZH_CN, HD_LANG_COUNT } hd_lang;

/* "en", "fr", "zh_CN". */
const char *hd_lang_code(hd_lang l);

/* A language name as --lang, LANGUAGE or a locale writes it: en, fr, zh_CN,
 * zh, with a territory, codeset or modifier (fr_BE, zh_CN.UTF-8,
 * fr_FR@euro). zh_TW and zh_HK (traditional script) are not zh_CN. False
 * for any other. */
bool hd_lang_parse(const char *name, hd_lang *out);

/* The language gettext would choose from these variables' values (NULL for
 * unset), English if none of hitdemo's. */
hd_lang hd_lang_from_env(const char *language, const char *lc_all, const char *lc_messages, const char *lang);

/* The page's choice without lang=: the first of the browser's languages
 * (navigator.languages, BCP 47 tags joined by commas: "de-DE,fr,en")
 * that hitdemo has: en, fr, zh (zh-CN, zh-SG, zh-Hans; not zh-TW, zh-HK,
 * zh-Hant). False if none. */
bool hd_lang_from_browser(const char *tags, hd_lang *out);

/* Takes --lang X and --lang=X out of argv (argc shrinks; argv[0] stays).
 * 1: found, *out set; 0: none; -1: a bad or missing value (err says so,
 * in the language of the environment). The last one wins. */
int hd_lang_take_option(int *argc, char **argv, hd_lang *out, char *err, size_t errlen);

/* The start of main(): the option, else the environment; sets up gettext.
 * False on a bad --lang (the message is printed, *status = 2). */
bool hd_lang_start(int *argc, char **argv, int *status);

/* Switches the language of the running program (the window's language key):
 * the next _() answers in l. Text made from _() earlier must be made again
 * (the window bumps hd_ctx.lang_gen). Numbers and the locale's LC_NUMERIC
 * are untouched. */
void hd_lang_switch(hd_lang l);

/* The language chosen by hd_lang_start or hd_lang_switch (English before). */
hd_lang hd_lang_current(void);

/* Where the catalogs are: the build tree's locale/ for a program in the
 * build tree, else <prefix>/share/locale found from the executable's own
 * folder (a moved install keeps working), else the configured one. */
const char *hd_lang_locale_dir(void);

/* The --lang lines of --help. */
void hd_lang_print_help(FILE *f);

#endif
