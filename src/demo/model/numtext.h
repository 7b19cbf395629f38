/*
 * numtext.h: the number readers of the window program's text grammars
 * (options, options_perf, scripts, scene files, cursor specs), pure C.
 * Every one reads hd_scan_number's plain decimals ([+-]digits[.digits]
 * [(e|E)[+-]digits], also ".5" and "5."; no hex, inf or nan, no spaces)
 * and takes only finite values: "1e999" overflows and is refused, as is a
 * number longer than 511 characters. -0 is read as -0: a grammar that
 * writes it as 0 folds it itself (its writer decides).
 *
 * The one exception is hd_numtext_int, for the script's integer
 * arguments: decimal digits only ("5", "-12", "+3"), as strtol reads them.
 */
#ifndef HD_NUMTEXT_H
#define HD_NUMTEXT_H

#include <stdbool.h>
#include <stddef.h>

/* A finite number filling all of s (a NULL or empty s is none). */
bool hd_numtext_read(const char *s, double *out);

/* "X,Y": two such numbers around one comma, and nothing else ("1,2,3",
 * ",1" and "1," are refused). *x and *y are set only on success. */
bool hd_numtext_pair(const char *s, double *x, double *y);

/* A finite number filling all of s whose value is a whole number from lo
 * to hi: "3", "3.0" and "3e0" alike. */
bool hd_numtext_whole(const char *s, double lo, double hi, double *out);

/* An integer filling all of s in [lo, hi], as strtol reads base 10
 * (leading white space, a sign, digits; no '.', no exponent). */
bool hd_numtext_int(const char *s, int lo, int hi, int *out);

/* One number of a comma-separated list at s, ending at ',' or the end of
 * the text: its length, or 0 when there is no finite number ending there. */
size_t hd_numtext_item(const char *s, double *out);

/* The range of every number of a shape spec: 0, or a magnitude from
 * HD_COORD_MIN to HD_COORD_MAX (1e-50 to 1e50). */
bool hd_numtext_in_spec_range(double d);

#endif
