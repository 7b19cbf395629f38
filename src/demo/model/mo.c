/* mo.c: GNU .mo catalogs read from a buffer (see mo.h). */
#include "mo.h"

#include <stdio.h>
#include <string.h>

#define MO_MAGIC 0x950412deu
#define MO_HEADER 28 /* magic, revision, N, O, T, S, H: seven 32-bit words */
#define PLURAL_DEPTH 64

static uint32_t word(const unsigned char *p, bool swap)
{
    uint32_t le = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    uint32_t be = (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
    return swap ? be : le;
}

/* entry i of the table at off: (length, offset) */
static void entry(const hd_mo *mo, uint32_t table, uint32_t i, uint32_t *len, uint32_t *at)
{
    const unsigned char *e = mo->data + table + (size_t)i * 8;
    *len = word(e, mo->swap);
    *at = word(e + 4, mo->swap);
}

/* ---- the plural expression ------------------------------------------------- */
/* Recursive descent over [s, end), evaluating as it goes (both arms of ?:
 * are parsed; a division by zero gives 0). bad is set on a syntax error. */
typedef struct {
    const char *s, *end;
    unsigned long n;
    int depth;
    bool bad;
} pl_state;

static unsigned long pl_cond(pl_state *p);

static void pl_space(pl_state *p)
{
    while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r')) p->s++;
}

/* Takes the operator op if it is next (and, for one-character ones, not
 * the start of a longer one given in not_before). */
static bool pl_take(pl_state *p, const char *op, const char *not_before)
{
    pl_space(p);
    size_t k = strlen(op);
    if ((size_t)(p->end - p->s) < k || memcmp(p->s, op, k)) return false;
    if (not_before && p->s + k < p->end && strchr(not_before, p->s[k])) return false;
    p->s += k;
    return true;
}

static unsigned long pl_primary(pl_state *p)
{
    pl_space(p);
    if (p->bad || p->s >= p->end) {
        p->bad = true;
        return 0;
    }
    if (++p->depth > PLURAL_DEPTH) {
        p->bad = true;
        return 0;
    }
    unsigned long v = 0;
    char c = *p->s;
    if (c == '!' && !(p->s + 1 < p->end && p->s[1] == '=')) {
        p->s++;
        v = !pl_primary(p);
    } else if (c == 'n') {
        p->s++;
        v = p->n;
    } else if (c >= '0' && c <= '9') {
        while (p->s < p->end && *p->s >= '0' && *p->s <= '9') v = v * 10 + (unsigned long)(*p->s++ - '0');
    } else if (c == '(') {
        p->s++;
        v = pl_cond(p);
        if (!pl_take(p, ")", NULL)) p->bad = true;
    } else {
        p->bad = true;
    }
    p->depth--;
    return v;
}

static unsigned long pl_mul(pl_state *p)
{
    unsigned long v = pl_primary(p);
    for (;;) {
        if (p->bad) return 0;
        if (pl_take(p, "*", NULL)) v *= pl_primary(p);
        else if (pl_take(p, "/", NULL)) {
            unsigned long d = pl_primary(p);
            v = d ? v / d : 0;
        } else if (pl_take(p, "%", NULL)) {
            unsigned long d = pl_primary(p);
            v = d ? v % d : 0;
        } else return v;
    }
}

static unsigned long pl_add(pl_state *p)
{
    unsigned long v = pl_mul(p);
    for (;;) {
        if (p->bad) return 0;
        if (pl_take(p, "+", NULL)) v += pl_mul(p);
        else if (pl_take(p, "-", NULL)) v -= pl_mul(p);
        else return v;
    }
}

static unsigned long pl_rel(pl_state *p)
{
    unsigned long v = pl_add(p);
    for (;;) {
        if (p->bad) return 0;
        if (pl_take(p, "<=", NULL)) v = v <= pl_add(p);
        else if (pl_take(p, ">=", NULL)) v = v >= pl_add(p);
        else if (pl_take(p, "<", NULL)) v = v < pl_add(p);
        else if (pl_take(p, ">", NULL)) v = v > pl_add(p);
        else return v;
    }
}

static unsigned long pl_eq(pl_state *p)
{
    unsigned long v = pl_rel(p);
    for (;;) {
        if (p->bad) return 0;
        if (pl_take(p, "==", NULL)) v = v == pl_rel(p);
        else if (pl_take(p, "!=", NULL)) v = v != pl_rel(p);
        else return v;
    }
}

static unsigned long pl_and(pl_state *p)
{
    unsigned long v = pl_eq(p);
    while (!p->bad && pl_take(p, "&&", NULL)) {
        unsigned long w = pl_eq(p);
        v = v && w;
    }
    return p->bad ? 0 : v;
}

static unsigned long pl_or(pl_state *p)
{
    unsigned long v = pl_and(p);
    while (!p->bad && pl_take(p, "||", NULL)) {
        unsigned long w = pl_and(p);
        v = v || w;
    }
    return p->bad ? 0 : v;
}

static unsigned long pl_cond(pl_state *p)
{
    if (++p->depth > PLURAL_DEPTH) {
        p->bad = true;
        return 0;
    }
    unsigned long v = pl_or(p);
    if (!p->bad && pl_take(p, "?", NULL)) {
        unsigned long a = pl_cond(p);
        if (!pl_take(p, ":", NULL)) p->bad = true;
        unsigned long b = pl_cond(p);
        v = v ? a : b;
    }
    p->depth--;
    return p->bad ? 0 : v;
}

/* The expression's value for n; false if it is not one whole expression. */
static bool pl_eval(const char *s, size_t len, unsigned long n, unsigned long *out)
{
    pl_state p = {s, s + len, n, 0, false};
    unsigned long v = pl_cond(&p);
    pl_space(&p);
    if (p.bad || p.s != p.end) return false;
    *out = v;
    return true;
}

/* The header's "Plural-Forms: nplurals=N; plural=EXPR;" (header is NUL-
 * terminated inside the buffer). False if the line is there but broken. */
static bool read_plural_forms(hd_mo *mo, const char *header, char *err, size_t errlen)
{
    mo->plural = NULL;
    mo->plural_len = 0;
    mo->nplurals = 2;
    const char *line = header;
    while (line && strncmp(line, "Plural-Forms:", 13)) {
        line = strchr(line, '\n');
        if (line) line++;
    }
    if (!line) return true;
    const char *eol = strchr(line, '\n');
    size_t ll = eol ? (size_t)(eol - line) : strlen(line);
    const char *np = NULL, *pl = NULL;
    for (size_t i = 13; i < ll; i++) {
        if (!np && ll - i >= 9 && !memcmp(line + i, "nplurals=", 9)) np = line + i + 9;
        if (!pl && ll - i >= 7 && !memcmp(line + i, "plural=", 7) && (i == 0 || line[i - 1] != 'n'))
            pl = line + i + 7;
    }
    if (!np || !pl) {
        snprintf(err, errlen, "the header's Plural-Forms line lacks nplurals= or plural=");
        return false;
    }
    unsigned long n = 0;
    int digits = 0;
    while (np < line + ll && *np >= '0' && *np <= '9' && digits < 4) n = n * 10 + (unsigned long)(*np++ - '0'), digits++;
    if (digits == 0 || n < 1 || n > 100 || (np < line + ll && *np >= '0' && *np <= '9')) {
        snprintf(err, errlen, "the header's nplurals is not a number from 1 to 100");
        return false;
    }
    const char *pe = pl;
    while (pe < line + ll && *pe != ';') pe++;
    unsigned long v;
    if (!pl_eval(pl, (size_t)(pe - pl), 1, &v)) {
        snprintf(err, errlen, "the header's plural expression is not well formed: '%.*s'",
                 (int)((size_t)(pe - pl) > 80 ? 80 : (size_t)(pe - pl)), pl);
        return false;
    }
    mo->nplurals = n;
    mo->plural = pl;
    mo->plural_len = (size_t)(pe - pl);
    return true;
}

bool hd_mo_open(hd_mo *mo, const void *data, size_t size, char *err, size_t errlen)
{
    memset(mo, 0, sizeof *mo);
    if (errlen) err[0] = '\0';
    const unsigned char *d = data;
    if (!d || size < MO_HEADER) {
        snprintf(err, errlen, "not a .mo catalog: %zu bytes, shorter than its header", size);
        return false;
    }
    hd_mo m = {.data = d, .size = size};
    if (word(d, false) == MO_MAGIC) m.swap = false;
    else if (word(d, true) == MO_MAGIC) m.swap = true;
    else {
        snprintf(err, errlen, "not a .mo catalog: bad magic number");
        return false;
    }
    uint32_t rev = word(d + 4, m.swap);
    if (rev >> 16 > 1) {
        snprintf(err, errlen, "a .mo catalog of revision %u.%u, not 0 or 1", (unsigned)(rev >> 16), (unsigned)(rev & 0xffff));
        return false;
    }
    m.count = word(d + 8, m.swap);
    m.orig = word(d + 12, m.swap);
    m.trans = word(d + 16, m.swap);
    size_t tbytes = (size_t)m.count * 8;
    if (m.count > size / 8 || m.orig > size || m.trans > size || tbytes > size - m.orig || tbytes > size - m.trans ||
        (m.orig & 3) || (m.trans & 3)) {
        snprintf(err, errlen, "a .mo catalog of %u strings whose tables do not fit in its %zu bytes", (unsigned)m.count,
                 size);
        return false;
    }
    for (uint32_t i = 0; i < m.count; i++) {
        for (int t = 0; t < 2; t++) {
            uint32_t len, at;
            entry(&m, t ? m.trans : m.orig, i, &len, &at);
            if (at > size || len >= size - at || d[at + len] != '\0') {
                snprintf(err, errlen, "string %u of the .mo catalog's %s is outside the file or not NUL-terminated",
                         (unsigned)i, t ? "translations" : "originals");
                return false;
            }
        }
        if (i > 0) {
            uint32_t l0, a0, l1, a1;
            entry(&m, m.orig, i - 1, &l0, &a0);
            entry(&m, m.orig, i, &l1, &a1);
            if (strcmp((const char *)d + a0, (const char *)d + a1) >= 0) {
                snprintf(err, errlen, "the .mo catalog's originals are not sorted (string %u)", (unsigned)i);
                return false;
            }
        }
    }
    /* the header: msgid "", the first string when there is one */
    if (m.count > 0) {
        uint32_t len, at;
        entry(&m, m.orig, 0, &len, &at);
        if (len == 0) {
            entry(&m, m.trans, 0, &len, &at);
            char why[200];
            if (!read_plural_forms(&m, (const char *)d + at, why, sizeof why)) {
                snprintf(err, errlen, "%s", why);
                return false;
            }
        }
    }
    *mo = m;
    return true;
}

uint32_t hd_mo_count(const hd_mo *mo)
{
    return mo ? mo->count : 0;
}

const char *hd_mo_original(const hd_mo *mo, uint32_t i, size_t *len)
{
    if (!mo || i >= mo->count) return NULL;
    uint32_t l, at;
    entry(mo, mo->orig, i, &l, &at);
    if (len) *len = l;
    return (const char *)mo->data + at;
}

const char *hd_mo_find(const hd_mo *mo, const char *msgid, size_t *len)
{
    if (!mo || !msgid || !mo->data) return NULL;
    uint32_t lo = 0, hi = mo->count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        uint32_t l, at;
        entry(mo, mo->orig, mid, &l, &at);
        int c = strcmp(msgid, (const char *)mo->data + at);
        if (c == 0) {
            entry(mo, mo->trans, mid, &l, &at);
            if (len) *len = l;
            return (const char *)mo->data + at;
        }
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}

unsigned long hd_mo_plural(const hd_mo *mo, unsigned long n)
{
    unsigned long v;
    if (!mo || !mo->plural) return n != 1;
    if (!pl_eval(mo->plural, mo->plural_len, n, &v) || v >= mo->nplurals) return 0;
    return v;
}

const char *hd_mo_gettext(const hd_mo *mo, const char *msgid)
{
    const char *t = hd_mo_find(mo, msgid, NULL);
    return t ? t : msgid;
}

const char *hd_mo_ngettext(const hd_mo *mo, const char *singular, const char *plural, unsigned long n)
{
    size_t len;
    const char *t = hd_mo_find(mo, singular, &len);
    if (!t) return n == 1 ? singular : plural;
    /* the form's index among the NUL-separated forms; past the last one
     * (a catalog whose expression and forms disagree), the first */
    unsigned long k = hd_mo_plural(mo, n);
    const char *p = t, *end = t + len;
    for (unsigned long i = 0; i < k; i++) {
        const char *z = memchr(p, '\0', (size_t)(end - p));
        if (!z) return t;
        p = z + 1;
    }
    return p <= end ? p : t;
}

/* ---- the process's catalog ----------------------------------------------- */
static const hd_mo *g_mo;

void hd_mo_use(const hd_mo *mo)
{
    g_mo = mo;
}

const char *hd_mo_tr(const char *msgid)
{
    return hd_mo_gettext(g_mo, msgid);
}

const char *hd_mo_ntr(const char *singular, const char *plural, unsigned long n)
{
    return hd_mo_ngettext(g_mo, singular, plural, n);
}
