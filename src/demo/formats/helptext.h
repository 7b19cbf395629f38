/*
 * helptext.h: --help's two columns in any language (docs/lang.md). A row
 * is an option (with its metavariables, never translated) and its
 * description, a gettext message whose English keeps today's line breaks;
 * the printer pads the option to the description's column by display
 * width (a Chinese character takes two columns of a terminal, counted
 * here, not by the locale) and wraps a translated line that would pass the
 * last column.
 */
#ifndef HD_HELPTEXT_H
#define HD_HELPTEXT_H

#include <stddef.h>
#include <stdio.h>

typedef struct hd_help_row {
    const char *left; /* "  --window W,H" as it is; NULL: text is a whole line (heading, example) */
    const char *text; /* N_() message: the description, '\n' between its lines */
    int col;          /* the description's column (0: the table's default; -1: text printed as it is, untranslated) */
} hd_help_row;

/* The columns a terminal gives n bytes of UTF-8 at s: 2 for East Asian
 * wide and full-width characters, 0 for combining marks, 1 otherwise. */
int hd_help_colwidth(const char *s, size_t n);

/* Prints rows: each text through gettext, its lines at the row's column
 * (col if the row has none); an option wider than its column ends with two
 * spaces and the first line follows it. A line wider than width columns
 * is wrapped (never an English one of today's help). */
void hd_help_print(FILE *f, const hd_help_row *rows, size_t n, int col, int width);

#endif
