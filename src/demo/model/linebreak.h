/*
 * linebreak.h: where a line of text may break, for the languages hitdemo
 * speaks (docs/lang.md), and greedy wrapping to a width. Pure: the width
 * of a piece of text comes from the caller (the draw layer measures it in
 * its font; tests count characters).
 *
 * The rules (a small part of Unicode's line breaking, UAX #14, the part
 * English, French and Chinese need):
 *   - after a run of spaces (the spaces stay at the end of the line and
 *     are not drawn);
 *   - between two Chinese characters, and between a Chinese character and
 *     a Latin run on either side;
 *   - never before a closing mark: ，。、：；？！）》」』】” and the Latin
 *     ) ] } , . : ; ? ! » % (so no line starts with one), never after an
 *     opening one: （《「『【“ ( [ { «;
 *   - never next to a no-break space (U+00A0) or narrow no-break space
 *     (U+202F): French writes « mot » and « mot : » with them, so the
 *     mark stays with its word;
 *   - always at a newline;
 *   - a word wider than the line is cut where it must (between characters).
 */
#ifndef HD_LINEBREAK_H
#define HD_LINEBREAK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether a line may break between the code points a and b (a first),
 * neither a space nor a newline. */
bool hd_lb_can_break(uint32_t a, uint32_t b);

/* Whether cp is a Chinese (CJK) character or CJK punctuation. */
bool hd_lb_is_cjk(uint32_t cp);

typedef struct hd_lb_line {
    size_t start, len; /* bytes of the text: the line, without the spaces it broke at */
} hd_lb_line;

/* The width of n bytes of text at s (whole UTF-8 characters), in any unit. */
typedef int (*hd_lb_width_fn)(const char *s, size_t n, void *user);

/* Breaks text (UTF-8) into lines no wider than max_w (a line holds at
 * least one character); fills up to max_lines of lines and returns how
 * many the text needs (more than max_lines when they did not all fit). */
int hd_lb_wrap(const char *text, int max_w, hd_lb_width_fn width, void *user, hd_lb_line *lines, int max_lines);

/* French spacing: a plain (or no-break) space before : ; ? ! » and after «
 * becomes the narrow no-break space U+202F, and one is put inside « »
 * where none is («mot» to « mot »); nothing is put before a : that has no
 * space (circle:0,0,5 and 12:30 stay as they are);
 * into out (n bytes, NUL-terminated, cut short if too small). Returns the
 * length it needed. Other text is copied as it is. */
size_t hd_lb_french_spaces(const char *in, char *out, size_t n);

#endif
