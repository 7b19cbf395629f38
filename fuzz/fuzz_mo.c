/* fuzz_mo: the page's reader of GNU .mo catalogs (src/demo/model/mo.c) on
 * any bytes. Never a crash or a read outside the buffer (ASan); a refusal
 * always says why; an accepted catalog answers every lookup with its own
 * msgid or a string inside the buffer, finds each of its originals, and
 * gives a plural index below nplurals for any n. */
#include "fuzz_common.h"
#include "mo.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool inside(const hd_mo *mo, const char *s)
{
    return (const unsigned char *)s >= mo->data && (const unsigned char *)s < mo->data + mo->size;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a copy of exactly size bytes: ASan sees a read past its end */
    uint8_t *buf = malloc(size ? size : 1);
    if (!buf) abort();
    if (size) memcpy(buf, data, size);
    hd_mo mo;
    char err[300];
    if (!hd_mo_open(&mo, buf, size, err, sizeof err)) {
        if (!err[0]) fz_fail("a .mo refused without a message");
        free(buf);
        return 0;
    }
    static const unsigned long ns[] = {0, 1, 2, 3, 7, 11, 21, 101, 1000000, (unsigned long)-1};
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
        if (hd_mo_plural(&mo, ns[k]) >= (mo.plural ? mo.nplurals : 2)) fz_fail("plural index out of range");
    for (uint32_t i = 0; i < hd_mo_count(&mo); i++) {
        size_t len;
        const char *id = hd_mo_original(&mo, i, &len);
        if (!id || !inside(&mo, id)) fz_fail("original %u outside the buffer", (unsigned)i);
        const char *t = hd_mo_gettext(&mo, id);
        if (!inside(&mo, t)) fz_fail("translation %u outside the buffer", (unsigned)i);
        if (!hd_mo_find(&mo, id, NULL)) fz_fail("original %u not found by its own text", (unsigned)i);
        for (size_t k = 0; k < 4; k++) {
            const char *p = hd_mo_ngettext(&mo, id, "other", ns[k]);
            if (!inside(&mo, p)) fz_fail("plural form outside the buffer");
        }
    }
    const char *none = "\x7f no such msgid";
    if (hd_mo_find(&mo, none, NULL) == NULL && hd_mo_gettext(&mo, none) != none) fz_fail("a missing msgid not returned");
    free(buf);
    return 0;
}
