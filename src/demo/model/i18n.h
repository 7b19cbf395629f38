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
 */
#ifndef HD_I18N_H
#define HD_I18N_H

#if defined(HD_NO_NLS) || defined(__EMSCRIPTEN__)
#define _(s) (s)
#define ngettext(s, p, n) ((n) == 1 ? (s) : (p))
#else
#include <libintl.h>
#define _(s) gettext(s)
#endif
#define N_(s) s

#endif
