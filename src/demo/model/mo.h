/*
 * mo.h: a reader of GNU gettext's compiled catalogs (.mo files, as msgfmt
 * writes them), for the page, which has no libintl (docs/lang.md, "On the
 * page"). Pure: it parses a byte buffer the caller has read and looks
 * strings up in it; no I/O, no allocation.
 *
 * The file: a header (magic 0x950412de in either byte order, revision 0 or
 * 1, the number of strings N, the offsets of the table of originals and of
 * translations), then two tables of N (length, offset) pairs; every string
 * ends with a NUL byte not counted in its length. msgfmt sorts the originals
 * (strcmp order), so a lookup is a binary search; the hash table is not
 * needed. A plural entry's original is "singular\0plural" and its
 * translation "form0\0form1\0...". The entry of msgid "" is the catalog's
 * header, whose Plural-Forms line ("nplurals=2; plural=(n > 1);") chooses
 * the form for a number: the expression is C's (n, numbers, ! * / % + - <
 * > <= >= == != && || ?: and parentheses), evaluated with unsigned long as
 * GNU gettext does; without the line, English's (n != 1).
 *
 * hd_mo_open checks the whole file once (every table entry and string
 * inside the buffer and NUL-terminated, the originals sorted, the plural
 * expression well formed): after that no lookup reads outside it, and a bad
 * or truncated buffer is refused with a message, never read out of bounds.
 */
#ifndef HD_MO_H
#define HD_MO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct hd_mo {
    const unsigned char *data; /* the caller's buffer; must outlive the catalog */
    size_t size;
    uint32_t count;            /* strings, the header's entry included */
    uint32_t orig, trans;      /* offsets of the two tables */
    bool swap;                 /* written in the other byte order */
    const char *plural;        /* the Plural-Forms expression (NULL: n != 1) */
    size_t plural_len;
    unsigned long nplurals;
} hd_mo;

#if defined(__GNUC__)
#define HD_MO_FMT(i) __attribute__((format_arg(i)))
#else
#define HD_MO_FMT(i)
#endif

/* Reads a catalog from size bytes at data. False, with a message in err
 * (English: it is about a broken file), when it is not a well-formed .mo. */
bool hd_mo_open(hd_mo *mo, const void *data, size_t size, char *err, size_t errlen);

/* The number of strings, and the i-th original (for a plural entry, its
 * singular: the plural follows the first NUL; *len covers both). */
uint32_t hd_mo_count(const hd_mo *mo);
const char *hd_mo_original(const hd_mo *mo, uint32_t i, size_t *len);

/* The translation of msgid, or NULL when the catalog has none. *len (may
 * be NULL) is its length, all plural forms and the NULs between them. */
const char *hd_mo_find(const hd_mo *mo, const char *msgid, size_t *len);

/* The index of the plural form for n (0 to nplurals - 1). */
unsigned long hd_mo_plural(const hd_mo *mo, unsigned long n);

/* As gettext and ngettext: the translation, else the original (for a
 * number, singular when n is 1, else plural). mo may be NULL (English). */
const char *hd_mo_gettext(const hd_mo *mo, const char *msgid) HD_MO_FMT(2);
const char *hd_mo_ngettext(const hd_mo *mo, const char *singular, const char *plural, unsigned long n)
    HD_MO_FMT(2) HD_MO_FMT(3);

/* The process's catalog, as gettext's text domain: what _() and ngettext
 * read where there is no libintl (i18n.h, on the page). lang.c sets it
 * when the language is chosen or switched (NULL: English). */
void hd_mo_use(const hd_mo *mo);
const char *hd_mo_tr(const char *msgid) HD_MO_FMT(1);
const char *hd_mo_ntr(const char *singular, const char *plural, unsigned long n) HD_MO_FMT(1) HD_MO_FMT(2);

#endif
