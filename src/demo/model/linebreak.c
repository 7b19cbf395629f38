/* linebreak.c: line breaking for English, French and Chinese (see linebreak.h). */
#include "linebreak.h"

#include <string.h>

#define NBSP 0x00A0u
#define NNBSP 0x202Fu

/* The next code point of UTF-8 text at *p (a bad byte reads as itself). */
static uint32_t next_cp(const char *s, size_t *i)
{
    const unsigned char *u = (const unsigned char *)s + *i;
    uint32_t c = u[0];
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : 0;
    if (n > 0) c &= 0x3Fu >> n;
    int k = 1;
    for (; k <= n && (u[k] & 0xC0) == 0x80; k++) c = c << 6 | (u[k] & 0x3F);
    if (k <= n) { /* cut short: the lead byte alone */
        *i += 1;
        return u[0];
    }
    *i += (size_t)n + 1;
    return c;
}

bool hd_lb_is_cjk(uint32_t cp)
{
    return (cp >= 0x2E80 && cp <= 0x303F)     /* radicals, CJK symbols and punctuation */
        || (cp >= 0x3040 && cp <= 0x9FFF)     /* kana, bopomofo, CJK ideographs */
        || (cp >= 0xAC00 && cp <= 0xD7AF)     /* hangul */
        || (cp >= 0xF900 && cp <= 0xFAFF)     /* compatibility ideographs */
        || (cp >= 0xFE30 && cp <= 0xFE4F)     /* CJK compatibility forms */
        || (cp >= 0xFF00 && cp <= 0xFF60)     /* fullwidth forms */
        || (cp >= 0x20000 && cp <= 0x3FFFF); /* the supplementary ideographs */
}

/* No line starts with these. */
static bool is_closing(uint32_t c)
{
    static const uint32_t list[] = {
        0xFF0C, 0x3002, 0x3001, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0xFF09, /* ，。、：；？！） */
        0x300B, 0x300D, 0x300F, 0x3011, 0x201D, 0x2019, 0xFF0E, 0x3009, /* 》」』】”’．〉 */
        ')', ']', '}', ',', '.', ':', ';', '?', '!', '%', 0x00BB, 0x203A, /* » › */
        0x2026,                                                           /* … */
    };
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++)
        if (list[i] == c) return true;
    return false;
}

/* No line ends with these. */
static bool is_opening(uint32_t c)
{
    static const uint32_t list[] = {
        0xFF08, 0x300A, 0x300C, 0x300E, 0x3010, 0x201C, 0x2018, 0x3008, /* （《「『【“‘〈 */
        '(', '[', '{', 0x00AB, 0x2039,                                  /* « ‹ */
    };
    for (size_t i = 0; i < sizeof list / sizeof list[0]; i++)
        if (list[i] == c) return true;
    return false;
}

bool hd_lb_can_break(uint32_t a, uint32_t b)
{
    if (a == NBSP || a == NNBSP || b == NBSP || b == NNBSP) return false;
    if (is_closing(b) || is_opening(a)) return false;
    return hd_lb_is_cjk(a) || hd_lb_is_cjk(b);
}

/* The end of the longest run of whole characters from start that fits in
 * max_w, at least one character (a word wider than the line is cut). */
static size_t cut_word(const char *text, size_t len, size_t start, int max_w, hd_lb_width_fn width, void *user)
{
    size_t j = start, cut = 0;
    while (j < len) {
        size_t k = j;
        uint32_t c = next_cp(text, &k);
        if (c == '\n' || (cut && width(text + start, k - start, user) > max_w)) break;
        cut = k;
        j = k;
    }
    return cut ? cut : start;
}

int hd_lb_wrap(const char *text, int max_w, hd_lb_width_fn width, void *user, hd_lb_line *lines, int max_lines)
{
    int count = 0;
    size_t len = strlen(text), start = 0;
    for (;;) {
        size_t end = 0, next = 0; /* the last break that fits: the line's end, the next line's start */
        bool have = false, done = false, overflow = false, hard = false;
        size_t i = start, tail = start; /* tail: the end of the text before any trailing spaces */
        uint32_t prev = 0;
        while (i < len) {
            size_t at = i;
            uint32_t c = next_cp(text, &i);
            if (c == '\n') { /* a hard break */
                if (width(text + start, tail - start, user) > max_w) {
                    overflow = true;
                } else {
                    end = tail;
                    next = i;
                    have = hard = true;
                }
                break;
            }
            bool can = false;
            size_t after = at;
            if (c == ' ') {
                size_t j = i;
                while (j < len && text[j] == ' ') j++;
                size_t k = j;
                can = prev && (j >= len || !is_closing(next_cp(text, &k)));
                after = j;
                i = j;
            } else {
                can = prev && prev != ' ' && hd_lb_can_break(prev, c);
            }
            if (can) {
                if (width(text + start, tail - start, user) > max_w) {
                    overflow = true;
                    break;
                }
                end = tail;
                next = after;
                have = true;
            }
            if (c != ' ') tail = i;
            prev = c;
        }
        if (!overflow && !hard && i >= len) { /* the rest of the text */
            if (width(text + start, tail - start, user) <= max_w) {
                end = tail;
                next = len;
                have = true;
                done = true;
            } else {
                overflow = true;
            }
        }
        if (overflow && (!have || end == start)) { /* no break fits */
            end = next = cut_word(text, len, start, max_w, width, user);
            have = true;
            done = false;
        }
        if (count < max_lines) lines[count] = (hd_lb_line){start, end - start};
        count++;
        if (done || next >= len) {
            /* a text ending in a newline ends with an empty line */
            if (!done && next == len && next > 0 && text[next - 1] == '\n') {
                if (count < max_lines) lines[count] = (hd_lb_line){len, 0};
                count++;
            }
            break;
        }
        start = next;
    }
    return count;
}

/* Where hd_lb_french_spaces writes: whole characters while they fit, and
 * the length it needs. */
typedef struct sink {
    char *out;
    size_t n, need, kept;
    bool full;
} sink;

static void put_cp(sink *o, uint32_t c)
{
    char b[4];
    size_t k;
    if (c < 0x80) {
        b[0] = (char)c;
        k = 1;
    } else if (c < 0x800) {
        b[0] = (char)(0xC0 | c >> 6);
        b[1] = (char)(0x80 | (c & 0x3F));
        k = 2;
    } else if (c < 0x10000) {
        b[0] = (char)(0xE0 | c >> 12);
        b[1] = (char)(0x80 | (c >> 6 & 0x3F));
        b[2] = (char)(0x80 | (c & 0x3F));
        k = 3;
    } else {
        b[0] = (char)(0xF0 | c >> 18);
        b[1] = (char)(0x80 | (c >> 12 & 0x3F));
        b[2] = (char)(0x80 | (c >> 6 & 0x3F));
        b[3] = (char)(0x80 | (c & 0x3F));
        k = 4;
    }
    if (!o->full && o->n && o->kept + k <= o->n - 1) {
        memcpy(o->out + o->kept, b, k);
        o->kept += k;
    } else {
        o->full = true;
    }
    o->need += k;
}

static bool french_before(uint32_t c)
{
    return c == ':' || c == ';' || c == '?' || c == '!' || c == 0x00BB;
}

size_t hd_lb_french_spaces(const char *in, char *out, size_t n)
{
    sink o = {out, n, 0, 0, false};
    size_t len = strlen(in), i = 0;
    uint32_t prev = 0;
    while (i < len) {
        uint32_t c = next_cp(in, &i);
        size_t k = i;
        uint32_t nx = k < len ? next_cp(in, &k) : 0;
        if ((c == ' ' || c == NBSP) && (french_before(nx) || prev == 0x00AB)) {
            c = NNBSP;
        } else if (c == 0x00BB && prev && prev != ' ' && prev != NBSP && prev != NNBSP) {
            put_cp(&o, NNBSP); /* « mot» */
        }
        put_cp(&o, c);
        if (c == 0x00AB && nx && nx != ' ' && nx != NBSP && nx != NNBSP) put_cp(&o, NNBSP); /* «mot » */
        prev = c;
    }
    if (n) out[o.kept] = '\0';
    return o.need;
}
