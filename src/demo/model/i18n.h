/*
 * i18n.h: the marks of translatable text (GNU gettext, text domain
 * "hitdemo"; docs/lang.md).
 *   _("text")          the text in the chosen language, looked up now
 *   N_("text")         marks text for xgettext, left as it is (tables of
 *                      static strings; translate with _() where shown)
 *   ngettext(s, p, n)  the form for the number n (plural forms)
 * The language is chosen once at start-up by hd_lang_start (lang.h); until
 * then, and for English, each returns its English text. Never mark what a
 * machine reads: JSON, spec syntax, file keywords, numbers.
 *
 * On the page (__EMSCRIPTEN__) there is no libintl: the same catalogs
 * (the .mo files msgfmt makes, embedded in the page) are read by mo.c, and
 * _() and ngettext look the text up in the one lang.c loaded.
 */
#ifndef HD_I18N_H
#define HD_I18N_H

#if defined(HD_NO_NLS)
#define _(s) (s)
#define ngettext(s, p, n) ((n) == 1 ? (s) : (p))
#elif defined(__EMSCRIPTEN__)
#include "mo.h"
#define _(s) hd_mo_tr(s)
#define ngettext(s, p, n) hd_mo_ntr((s), (p), (unsigned long)(n))
#else
#include <libintl.h>
#define _(s) gettext(s)
#endif
#define N_(s) s

/* The hd_tr_fn (<hitdemo/geom.h>) that translates the geometry library's
 * messages (hd_shape_parse_buf_tr, hd_shape_validate_tr) for a person;
 * NULL in its place keeps them English (the JSON error lines). */
static inline const char *hd_gettext_tr(const char *msgid) { return _(msgid); }
/* The format s through tr (NULL: s): for formats marked N_() that go both
 * to a machine (English) and to a person (translated). */
#define HD_TR(tr, s) ((tr) ? (tr)(s) : (s))

#endif
