/* textfield.c: a one-line text field (see textfield.h). */
#include "textfield.h"

#include <string.h>

/* A UTF-8 continuation byte. */
static bool cont(unsigned char c)
{
    return (c & 0xC0) == 0x80;
}

void hd_textfield_set(hd_textfield *f, const char *text)
{
    size_t n = strlen(text);
    if (n > HD_TEXTFIELD_MAX) {
        n = HD_TEXTFIELD_MAX;
        while (n > 0 && cont((unsigned char)text[n])) n--;
    }
    memcpy(f->text, text, n);
    f->text[n] = '\0';
    f->len = (int)n;
    f->caret = f->len;
}

bool hd_textfield_insert(hd_textfield *f, const char *s)
{
    size_t n = strlen(s);
    if (n == 0) return true;
    if ((size_t)f->len + n > HD_TEXTFIELD_MAX) return false;
    memmove(f->text + f->caret + n, f->text + f->caret, (size_t)(f->len - f->caret) + 1);
    memcpy(f->text + f->caret, s, n);
    f->len += (int)n;
    f->caret += (int)n;
    return true;
}

/* The start of the character before / after byte offset i. */
static int prev_char(const hd_textfield *f, int i)
{
    if (i <= 0) return 0;
    i--;
    while (i > 0 && cont((unsigned char)f->text[i])) i--;
    return i;
}

static int next_char(const hd_textfield *f, int i)
{
    if (i >= f->len) return f->len;
    i++;
    while (i < f->len && cont((unsigned char)f->text[i])) i++;
    return i;
}

static void cut(hd_textfield *f, int from, int to)
{
    if (to <= from) return;
    memmove(f->text + from, f->text + to, (size_t)(f->len - to) + 1);
    f->len -= to - from;
}

void hd_textfield_backspace(hd_textfield *f)
{
    int p = prev_char(f, f->caret);
    cut(f, p, f->caret);
    f->caret = p;
}

void hd_textfield_delete(hd_textfield *f)
{
    cut(f, f->caret, next_char(f, f->caret));
}

void hd_textfield_move(hd_textfield *f, int dir)
{
    if (dir < 0) f->caret = prev_char(f, f->caret);
    else if (dir > 0) f->caret = next_char(f, f->caret);
}

void hd_textfield_home(hd_textfield *f)
{
    f->caret = 0;
}

void hd_textfield_end(hd_textfield *f)
{
    f->caret = f->len;
}
