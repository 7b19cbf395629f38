/* test_mo.c LOCALE_DIR PO_DIR: the page's .mo reader (src/demo/model/mo.c)
 * against GNU gettext itself, on the real catalogs msgfmt made
 * (build/locale/{fr,zh_CN}/LC_MESSAGES/hitdemo.mo):
 *   - every msgid of the catalog gives the reader the answer glibc's
 *     dgettext gives (LANGUAGE set, LC_MESSAGES C.UTF-8), and every plural
 *     entry the answer of dngettext for n = 0, 1, 2, 3, 5, 11, 21, 100,
 *     1000001; a string the catalog lacks comes back as it is;
 *   - the reader sees every msgid of po/LANG.po (the .mo has as many);
 *   - plural expressions of other languages (Russian, Arabic, Polish);
 *   - bad buffers refused with a message and no read outside them (run
 *     under ASan in the sanitizer build): every truncation of the real
 *     files, every single byte of their header and tables flipped (a
 *     flipped file that is still accepted is then looked up whole),
 *     hand-made broken headers, tables and plural expressions. */
#define _XOPEN_SOURCE 700 /* setenv */
#include <libintl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mo.h"

extern int _nl_msg_cat_cntr;

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc((size_t)len + 1);
    if (b && fread(b, 1, (size_t)len, f) != (size_t)len) {
        free(b);
        b = NULL;
    }
    fclose(f);
    if (b) b[len] = '\0';
    *n = (size_t)len;
    return b;
}

/* msgid lines of a .po file (the header's msgid "" included; obsolete #~
 * entries are not compiled and do not start with "msgid"). */
static unsigned po_msgids(const char *path)
{
    size_t n;
    char *t = (char *)slurp(path, &n);
    if (!t) return 0;
    unsigned k = 0;
    for (char *p = t; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL)
        if (!strncmp(p, "msgid ", 6)) k++;
    free(t);
    return k;
}

static const unsigned long NS[] = {0, 1, 2, 3, 5, 11, 21, 100, 1000001};

/* Every string of the catalog at buf, as glibc answers in language lang. */
static void against_gettext(const char *locale_dir, const char *po_dir, const char *lang)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/hitdemo.mo", locale_dir, lang);
    size_t size;
    unsigned char *buf = slurp(path, &size);
    CHECK(buf != NULL);
    if (!buf) {
        fprintf(stderr, "cannot read %s\n", path);
        return;
    }
    hd_mo mo;
    char err[300];
    bool ok = hd_mo_open(&mo, buf, size, err, sizeof err);
    CHECK(ok);
    if (!ok) {
        fprintf(stderr, "%s: %s\n", path, err);
        free(buf);
        return;
    }
    snprintf(path, sizeof path, "%s/%s.po", po_dir, lang);
    unsigned want = po_msgids(path);
    CHECK(want > 30 && hd_mo_count(&mo) == want);
    if (hd_mo_count(&mo) != want) fprintf(stderr, "%s: %u strings in the .mo, %u msgids in the .po\n", lang, hd_mo_count(&mo), want);

    /* glibc in that language, with only the C locales */
    setenv("LANGUAGE", lang, 1);
    if (!setlocale(LC_MESSAGES, "C.UTF-8")) setlocale(LC_MESSAGES, "C.utf8");
    bindtextdomain("hitdemo", locale_dir);
    bind_textdomain_codeset("hitdemo", "UTF-8");
    ++_nl_msg_cat_cntr;

    unsigned singles = 0, plurals = 0, translated = 0;
    for (uint32_t i = 1; i < hd_mo_count(&mo); i++) { /* 0 is the header */
        size_t len;
        const char *id = hd_mo_original(&mo, i, &len);
        if (strlen(id) < len) { /* "singular\0plural" */
            const char *pl = id + strlen(id) + 1;
            plurals++;
            for (size_t k = 0; k < sizeof NS / sizeof NS[0]; k++) {
                const char *g = dngettext("hitdemo", id, pl, NS[k]);
                const char *m = hd_mo_ngettext(&mo, id, pl, NS[k]);
                CHECK(!strcmp(g, m));
                if (strcmp(g, m)) fprintf(stderr, "%s n=%lu '%s': gettext '%s', mo '%s'\n", lang, NS[k], id, g, m);
            }
        } else {
            singles++;
            const char *g = dgettext("hitdemo", id);
            const char *m = hd_mo_gettext(&mo, id);
            CHECK(!strcmp(g, m));
            if (strcmp(g, m)) fprintf(stderr, "%s '%s': gettext '%s', mo '%s'\n", lang, id, g, m);
            translated += strcmp(m, id) != 0;
        }
    }
    printf("%s: %u strings, %u plural entries, the same as gettext's answers\n", lang, singles, plurals);
    CHECK(plurals >= 2 && translated > singles / 2);
    /* what the catalog lacks comes back as it is */
    const char *none = "hitdemo test: no such string";
    CHECK(hd_mo_gettext(&mo, none) == none && !strcmp(dgettext("hitdemo", none), none));
    CHECK(hd_mo_ngettext(&mo, "one %d", "many %d", 1)[0] == 'o' && hd_mo_ngettext(&mo, "one %d", "many %d", 0)[0] == 'm');
    CHECK(hd_mo_gettext(NULL, none) == none);
    /* the process's catalog (what _() reads on the page) */
    hd_mo_use(&mo);
    CHECK(!strcmp(hd_mo_tr("sweep mode off"), dgettext("hitdemo", "sweep mode off")));
    hd_mo_use(NULL);
    CHECK(!strcmp(hd_mo_tr("sweep mode off"), "sweep mode off"));
    /* the plural rules of the two catalogs */
    if (!strcmp(lang, "fr")) CHECK(hd_mo_plural(&mo, 0) == 0 && hd_mo_plural(&mo, 1) == 0 && hd_mo_plural(&mo, 2) == 1);
    else CHECK(hd_mo_plural(&mo, 0) == 0 && hd_mo_plural(&mo, 1) == 0 && hd_mo_plural(&mo, 7) == 0);

    /* every truncation is refused; a lookup in a refused catalog is the msgid */
    size_t refused = 0;
    for (size_t n = 0; n < size; n++) {
        hd_mo t;
        if (!hd_mo_open(&t, buf, n, err, sizeof err)) {
            refused++;
            CHECK(err[0] != '\0');
        } else {
            /* an accepted prefix (a .mo may end with bytes no table names)
             * reads only inside it */
            for (uint32_t i = 0; i < hd_mo_count(&t); i++) (void)hd_mo_gettext(&t, hd_mo_original(&t, i, NULL));
        }
    }
    CHECK(refused == size);
    if (refused != size) fprintf(stderr, "%s: %zu of %zu truncations accepted\n", lang, size - refused, size);

    /* each byte of the header and the two tables flipped: refused, or read
     * without a read outside the buffer (ASan) */
    unsigned char *copy = malloc(size);
    size_t tables_end = 28 + (size_t)hd_mo_count(&mo) * 16;
    if (tables_end > size) tables_end = size;
    size_t flipped_ok = 0;
    for (size_t at = 0; at < tables_end; at++) {
        memcpy(copy, buf, size);
        copy[at] ^= (unsigned char)(0x5a + at);
        hd_mo t;
        if (hd_mo_open(&t, copy, size, err, sizeof err)) {
            flipped_ok++;
            for (uint32_t i = 0; i < hd_mo_count(&t); i++) {
                const char *id = hd_mo_original(&t, i, NULL);
                (void)hd_mo_gettext(&t, id);
                (void)hd_mo_ngettext(&t, id, "x", 5);
            }
        } else {
            CHECK(err[0] != '\0');
        }
    }
    printf("%s: %zu bytes, every truncation refused; %zu of %zu header and table bytes flipped still read\n", lang, size,
           flipped_ok, tables_end);
    free(copy);
    free(buf);
}

/* A .mo made here: n strings (originals sorted by the caller), the header
 * first when header is not NULL. Little-endian, or big-endian with be. */
static size_t make_mo(unsigned char *out, size_t cap, const char *const *orig, const size_t *olen,
                      const char *const *trans, const size_t *tlen, unsigned n, bool be)
{
    size_t at = 28 + (size_t)n * 16;
    if (at > cap) return 0;
    memset(out, 0, cap);
    uint32_t w[7] = {0x950412de, 0, n, 28, 28 + n * 8, 0, 28 + n * 16};
    for (int i = 0; i < 7; i++)
        for (int b = 0; b < 4; b++) out[i * 4 + (be ? 3 - b : b)] = (unsigned char)(w[i] >> (8 * b));
    for (int t = 0; t < 2; t++)
        for (unsigned i = 0; i < n; i++) {
            const char *s = t ? trans[i] : orig[i];
            size_t len = t ? tlen[i] : olen[i];
            if (at + len + 1 > cap) return 0;
            memcpy(out + at, s, len);
            out[at + len] = '\0';
            uint32_t e[2] = {(uint32_t)len, (uint32_t)at};
            size_t te = 28 + (t ? n * 8 : 0) + i * 8;
            for (int k = 0; k < 2; k++)
                for (int b = 0; b < 4; b++) out[te + k * 4 + (be ? 3 - b : b)] = (unsigned char)(e[k] >> (8 * b));
            at += len + 1;
        }
    return at;
}

static size_t with_plural_forms(unsigned char *out, size_t cap, const char *forms, bool be)
{
    static char header[512];
    snprintf(header, sizeof header, "Content-Type: text/plain; charset=UTF-8\n%s\n", forms);
    static const char pl[] = "%d file\0%d files"; /* '%' sorts before 'a' */
    const char *orig[] = {"", pl, "apple"};
    size_t olen[] = {0, sizeof pl - 1, 5};
    const char *trans[] = {header, "A\0B\0C\0D\0E\0F", "pomme"};
    size_t tlen[] = {strlen(header), 11, 5};
    return make_mo(out, cap, orig, olen, trans, tlen, 3, be);
}

static void made_by_hand(void)
{
    static unsigned char b[4096];
    char err[300];
    hd_mo mo;
    /* Russian: three forms */
    size_t n = with_plural_forms(b, sizeof b,
                                 "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "
                                 "n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                                 false);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err));
    CHECK(!strcmp(hd_mo_gettext(&mo, "apple"), "pomme"));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 1), "A"));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 21), "A"));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 3), "B"));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 11), "C"));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 122), "B") && !strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 112), "C"));
    /* big-endian, Arabic's six forms */
    n = with_plural_forms(b, sizeof b,
                          "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && "
                          "n%100<=10 ? 3 : n%100>=11 ? 4 : 5;",
                          true);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err) && mo.swap);
    const unsigned long an[] = {0, 1, 2, 5, 99, 100};
    const char *const af[] = {"A", "B", "C", "D", "E", "F"};
    for (int i = 0; i < 6; i++) CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", an[i]), af[i]));
    /* an index past nplurals is form 0, as in GNU gettext */
    n = with_plural_forms(b, sizeof b, "Plural-Forms: nplurals=2; plural=n+5;", false);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err) && hd_mo_plural(&mo, 1) == 0);
    /* division by zero is 0, not a crash; unary ! and != */
    n = with_plural_forms(b, sizeof b, "Plural-Forms: nplurals=2; plural=!(n/0) != 0;", false);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err) && hd_mo_plural(&mo, 4) == 1);
    /* no Plural-Forms: English's rule */
    n = with_plural_forms(b, sizeof b, "X-Nothing: 1", false);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err));
    CHECK(!strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 1), "A") && !strcmp(hd_mo_ngettext(&mo, "%d file", "%d files", 0), "B"));

    /* refused: broken plural expressions and counts */
    const char *bad_forms[] = {
        "Plural-Forms: nplurals=2; plural=(n > 1;",
        "Plural-Forms: nplurals=2; plural=n >;",
        "Plural-Forms: nplurals=2; plural=;",
        "Plural-Forms: nplurals=2; plural=n ? 1;",
        "Plural-Forms: nplurals=2; plural=x;",
        "Plural-Forms: nplurals=2; plural=1 2;",
        "Plural-Forms: nplurals=0; plural=0;",
        "Plural-Forms: nplurals=99999; plural=0;",
        "Plural-Forms: nplurals=; plural=0;",
        "Plural-Forms: plural=0;",
        "Plural-Forms: nplurals=2;",
        "Plural-Forms: nplurals=2; plural=((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((n"
        "))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));",
        "Plural-Forms: nplurals=2; plural=!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!n;",
    };
    for (size_t i = 0; i < sizeof bad_forms / sizeof bad_forms[0]; i++) {
        n = with_plural_forms(b, sizeof b, bad_forms[i], false);
        bool ok = hd_mo_open(&mo, b, n, err, sizeof err);
        CHECK(!ok && err[0]);
        if (ok) fprintf(stderr, "accepted: %s\n", bad_forms[i]);
    }
    /* refused: unsorted originals, a string without its NUL, bad magic,
     * revision 2, a count that overflows the tables */
    {
        const char *o[] = {"b", "a"};
        size_t ol[] = {1, 1};
        const char *t[] = {"B", "A"};
        size_t tl[] = {1, 1};
        n = make_mo(b, sizeof b, o, ol, t, tl, 2, false);
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err) && strstr(err, "sorted"));
        o[0] = "a", o[1] = "b";
        n = make_mo(b, sizeof b, o, ol, t, tl, 2, false);
        CHECK(hd_mo_open(&mo, b, n, err, sizeof err) && !strcmp(hd_mo_gettext(&mo, "b"), "A"));
        CHECK(hd_mo_find(&mo, "c", NULL) == NULL && hd_mo_find(&mo, "", NULL) == NULL);
        b[n - 1] = 'x'; /* the last string's NUL */
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err) && strstr(err, "NUL"));
        b[n - 1] = '\0';
        b[0] ^= 1;
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err) && strstr(err, "magic"));
        b[0] ^= 1;
        b[6] = 2; /* revision 2.0 */
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err) && strstr(err, "revision"));
        b[6] = 0;
        b[8] = b[9] = b[10] = b[11] = 0xff; /* N = 2^32 - 1 */
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err));
        b[8] = 2, b[9] = b[10] = b[11] = 0;
        b[12] = b[13] = b[14] = 0xff, b[15] = 0x7f; /* the originals' table far outside */
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err));
        b[12] = 28, b[13] = b[14] = b[15] = 0;
        b[28] = 0xfe, b[29] = b[30] = b[31] = 0xff; /* a string's length near 2^32 */
        CHECK(!hd_mo_open(&mo, b, n, err, sizeof err));
    }
    CHECK(!hd_mo_open(&mo, NULL, 0, err, sizeof err));
    CHECK(!hd_mo_open(&mo, "\xde\x12\x04\x95", 4, err, sizeof err));
    /* an empty catalog (no strings) is well formed */
    n = make_mo(b, sizeof b, NULL, NULL, NULL, NULL, 0, false);
    CHECK(hd_mo_open(&mo, b, n, err, sizeof err) && !strcmp(hd_mo_gettext(&mo, "a"), "a"));
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: test_mo LOCALE_DIR PO_DIR\n");
        return 2;
    }
    made_by_hand();
    against_gettext(argv[1], argv[2], "fr");
    against_gettext(argv[1], argv[2], "zh_CN");
    return check_failures ? 1 : 0;
}
