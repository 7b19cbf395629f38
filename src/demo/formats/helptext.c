/* helptext.c: --help's two columns in any language (see helptext.h). */
#include "helptext.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "i18n.h"
#include "linebreak.h"

/* One code point from s (n bytes left), its length in *len; a broken
 * sequence is one byte of width 1. */
static uint32_t cp_at(const unsigned char *s, size_t n, size_t *len)
{
    unsigned c = s[0];
    size_t k = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if (k > n) k = 1;
    uint32_t cp = k == 1 ? c : k == 2 ? (c & 0x1F) : k == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t i = 1; i < k; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            *len = 1;
            return c;
        }
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    *len = k;
    return cp;
}

/* wcwidth's answer for the characters hitdemo's messages hold (Unicode's
 * East Asian Width W and F ranges, the combining marks of Latin text) */
static int cp_cols(uint32_t c)
{
    if (c == 0 || (c >= 0x300 && c <= 0x36F) || c == 0x200B || (c >= 0xFE00 && c <= 0xFE0F)) return 0;
    if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
        (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
        (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
        (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD))
        return 2;
    return 1;
}

int hd_help_colwidth(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    int w = 0;
    for (size_t i = 0; i < n && p[i];) {
        size_t k;
        w += cp_cols(cp_at(p + i, n - i, &k));
        i += k;
    }
    return w;
}

static int width_fn(const char *s, size_t n, void *user)
{
    (void)user;
    return hd_help_colwidth(s, n);
}

enum { MAX_LINES = 64 };

void hd_help_print(FILE *f, const hd_help_row *rows, size_t n, int col, int width)
{
    for (size_t r = 0; r < n; r++) {
        if (rows[r].col < 0) { /* as it is: spec syntax, a blank line */
            fputs(rows[r].text, f);
            continue;
        }
        const char *text = _(rows[r].text);
        if (!rows[r].left) {
            fputs(text, f);
            continue;
        }
        int c = rows[r].col ? rows[r].col : col;
        hd_lb_line lines[MAX_LINES];
        /* English (the text untranslated) keeps its lines as they are */
        int max = text == rows[r].text ? 1 << 20 : width - c < 20 ? 20 : width - c;
        int nl = hd_lb_wrap(text, max, width_fn, NULL, lines, MAX_LINES);
        if (nl > MAX_LINES) nl = MAX_LINES;
        fputs(rows[r].left, f);
        int at = hd_help_colwidth(rows[r].left, strlen(rows[r].left));
        /* a translation wrapped to the column starts under it when the
         * option is wider than the column (English keeps today's layout) */
        bool under = at + 2 > c && text != rows[r].text;
        if (nl > 0 && lines[0].len > 0 && !under) { /* the first line beside the option */
            if (at + 2 > c) fputs("  ", f);
            for (; at < c; at++) fputc(' ', f);
        }
        if (under && nl > 0 && lines[0].len > 0) fputc('\n', f);
        for (int i = 0; i < nl; i++) {
            if ((i > 0 || under) && lines[i].len > 0)
                for (int k = 0; k < c; k++) fputc(' ', f);
            fwrite(text + lines[i].start, 1, lines[i].len, f);
            fputc('\n', f);
        }
        if (nl == 0) fputc('\n', f);
    }
}
