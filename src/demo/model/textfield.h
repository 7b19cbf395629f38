/*
 * textfield.h: a one-line text field (pure C, no SDL): the text, a caret,
 * insert, delete, caret moves. The window's spec editor (specedit.c) is
 * built on it; the tests drive it directly.
 */
#ifndef HD_TEXTFIELD_H
#define HD_TEXTFIELD_H

#include <stdbool.h>
#include <stddef.h>

#define HD_TEXTFIELD_MAX 8192

typedef struct hd_textfield {
    char text[HD_TEXTFIELD_MAX + 1];
    int len;   /* bytes */
    int caret; /* byte offset, 0..len, never inside a UTF-8 sequence */
} hd_textfield;

/* Sets the text (cut at HD_TEXTFIELD_MAX bytes, on a character boundary)
 * and puts the caret at its end. */
void hd_textfield_set(hd_textfield *f, const char *text);
/* Inserts s at the caret; returns false (and inserts nothing) if the
 * result would be longer than HD_TEXTFIELD_MAX bytes. */
bool hd_textfield_insert(hd_textfield *f, const char *s);
/* Deletes the character before (Backspace) or after (Delete) the caret. */
void hd_textfield_backspace(hd_textfield *f);
void hd_textfield_delete(hd_textfield *f);
/* Moves the caret by whole characters (dir < 0 left, > 0 right), or to the
 * start or the end. */
void hd_textfield_move(hd_textfield *f, int dir);
void hd_textfield_home(hd_textfield *f);
void hd_textfield_end(hd_textfield *f);

#endif
