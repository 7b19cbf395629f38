/* lang.c: which language hitdemo speaks (see lang.h, docs/lang.md). */
#define _XOPEN_SOURCE 700 /* realpath, setenv */
#include "lang.h"

#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "mo.h"

#ifndef HD_LOCALE_DIR
#define HD_LOCALE_DIR "/usr/share/locale"
#endif

static hd_lang g_lang = HD_LANG_EN;

static const char *const lang_code[HD_LANG_COUNT] = {
    [HD_LANG_EN] = "en",
    [HD_LANG_FR] = "fr",
    [HD_LANG_ZH_CN] = "zh_CN",
};

const char *hd_lang_code(hd_lang l)
{
    return l >= 0 && l < HD_LANG_COUNT ? lang_code[l] : "en";
}

/* The length of s's language part (before _ . @), and of its territory. */
static size_t part_len(const char *s, const char *stops)
{
    return strcspn(s, stops);
}

bool hd_lang_parse(const char *name, hd_lang *out)
{
    if (!name) return false;
    size_t ln = part_len(name, "_.@");
    const char *terr = name[ln] == '_' ? name + ln + 1 : NULL;
    size_t tn = terr ? part_len(terr, ".@") : 0;
    if (name[ln] != '\0' && name[ln] != '_' && name[ln] != '.' && name[ln] != '@') return false;
    if (ln == 2 && !strncmp(name, "en", 2)) {
        *out = HD_LANG_EN;
        return true;
    }
    if (ln == 2 && !strncmp(name, "fr", 2)) {
        *out = HD_LANG_FR;
        return true;
    }
    if (ln == 2 && !strncmp(name, "zh", 2)) {
        /* simplified Chinese: zh, zh_CN, zh_SG; not zh_TW, zh_HK, zh_MO */
        if (terr && !(tn == 2 && (!strncmp(terr, "CN", 2) || !strncmp(terr, "SG", 2)))) return false;
        *out = HD_LANG_ZH_CN;
        return true;
    }
    return false;
}

static bool nonempty(const char *s)
{
    return s && *s;
}

hd_lang hd_lang_from_env(const char *language, const char *lc_all, const char *lc_messages, const char *lang)
{
    /* the locale of LC_MESSAGES, as setlocale(LC_MESSAGES, "") reads it */
    const char *loc = nonempty(lc_all) ? lc_all : nonempty(lc_messages) ? lc_messages : nonempty(lang) ? lang : NULL;
    /* GNU gettext ignores LANGUAGE when the locale is C (or POSIX, its other
     * name): such a program is meant to speak English */
    bool c_locale = !loc || !strcmp(loc, "C") || !strcmp(loc, "POSIX");
    hd_lang l;
    if (!c_locale && nonempty(language)) {
        for (const char *p = language; *p;) {
            size_t n = strcspn(p, ":");
            char one[64];
            if (n > 0 && n < sizeof one) {
                memcpy(one, p, n);
                one[n] = '\0';
                if (hd_lang_parse(one, &l)) return l;
            }
            p += n;
            if (*p == ':') p++;
        }
    }
    if (!c_locale && hd_lang_parse(loc, &l)) return l;
    return HD_LANG_EN;
}

/* One BCP 47 tag (fr, fr-CA, zh-Hans-CN, zh-TW, en-US), case aside. */
static bool browser_tag(const char *t, size_t n, hd_lang *out)
{
    char sub[4][16];
    int k = 0;
    size_t i = 0;
    while (i <= n && k < 4) {
        size_t j = i;
        while (j < n && t[j] != '-' && t[j] != '_') j++;
        size_t len = j - i;
        if (len == 0 || len >= sizeof sub[0]) return false;
        for (size_t c = 0; c < len; c++) {
            char ch = t[i + c];
            sub[k][c] = ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
        }
        sub[k][len] = '\0';
        k++;
        i = j + 1;
    }
    if (k == 0) return false;
    if (!strcmp(sub[0], "en")) *out = HD_LANG_EN;
    else if (!strcmp(sub[0], "fr")) *out = HD_LANG_FR;
    else if (!strcmp(sub[0], "zh")) {
        /* simplified Chinese: zh, zh-CN, zh-SG, zh-Hans(-...); not zh-TW,
         * zh-HK, zh-MO or zh-Hant(-...) */
        if (k > 1 && strcmp(sub[1], "cn") && strcmp(sub[1], "sg") && strcmp(sub[1], "hans")) return false;
        *out = HD_LANG_ZH_CN;
    } else
        return false;
    return true;
}

bool hd_lang_from_browser(const char *tags, hd_lang *out)
{
    for (const char *p = tags; p && *p;) {
        size_t n = strcspn(p, ",");
        const char *t = p;
        while (n > 0 && *t == ' ') t++, n--;
        size_t m = n;
        while (m > 0 && t[m - 1] == ' ') m--;
        if (m > 0 && browser_tag(t, m, out)) return true;
        p = t + n;
        if (*p == ',') p++;
    }
    return false;
}

int hd_lang_take_option(int *argc, char **argv, hd_lang *out, char *err, size_t errlen)
{
    int found = 0, w = 1;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        const char *v = NULL;
        bool two = false;
        if (!strcmp(a, "--lang")) {
            v = i + 1 < *argc ? argv[i + 1] : NULL;
            two = true;
        } else if (!strncmp(a, "--lang=", 7)) {
            v = a + 7;
        } else {
            argv[w++] = argv[i];
            continue;
        }
        if (!v || !*v) {
            snprintf(err, errlen, _("--lang: expected a language (en, fr or zh_CN)"));
            return -1;
        }
        if (!hd_lang_parse(v, out)) {
            snprintf(err, errlen, _("--lang: unknown language '%s' (choose en, fr or zh_CN)"), v);
            return -1;
        }
        found = 1;
        if (two) i++;
    }
    argv[w] = NULL;
    *argc = w;
    return found;
}

/* ---- where the catalogs are ------------------------------------------------ */
#if !defined(__EMSCRIPTEN__)
static bool is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}
#endif

const char *hd_lang_locale_dir(void)
{
    static char dir[PATH_MAX + 64];
    if (dir[0]) return dir;
    snprintf(dir, sizeof dir, "%s", HD_LOCALE_DIR);
#if !defined(__EMSCRIPTEN__)
    char self[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
    if (len <= 0) return dir;
    self[len] = '\0';
    char *slash = strrchr(self, '/');
    if (!slash) return dir;
    *slash = '\0';
#if defined(HD_BUILD_DIR) && defined(HD_BUILD_LOCALE_DIR)
    char *build = realpath(HD_BUILD_DIR, NULL);
    bool in_build = build && !strcmp(build, self);
    free(build);
    if (in_build) {
        snprintf(dir, sizeof dir, "%s", HD_BUILD_LOCALE_DIR);
        return dir;
    }
#endif
    /* installed: from bin/ (hitdemo) or from libexec/hitdemo/ (the window) */
    const char *rels[] = {
#ifdef HD_LOCALE_REL_BIN
        HD_LOCALE_REL_BIN,
#endif
#ifdef HD_LOCALE_REL_WINDOW
        HD_LOCALE_REL_WINDOW,
#endif
        NULL};
    for (int i = 0; rels[i]; i++) {
        char cand[PATH_MAX + 64];
        int n = snprintf(cand, sizeof cand, "%s/%s", self, rels[i]);
        if (n > 0 && (size_t)n < sizeof cand && is_dir(cand)) {
            snprintf(dir, sizeof dir, "%s", cand);
            return dir;
        }
    }
#endif
    return dir;
}

/* ---- the page's catalogs ------------------------------------------------------ */
#if defined(__EMSCRIPTEN__) && !defined(HD_NO_NLS)
/* The page has no libintl: each language's .mo (built by po/CMakeLists.txt,
 * embedded by web/CMakeLists.txt under /locale) is read once, whole, and
 * kept; mo.c looks the text up in it (i18n.h). A missing or broken
 * catalog leaves that language's text English, said once on the console. */
static void use_catalog(hd_lang l)
{
    static unsigned char *buf[HD_LANG_COUNT];
    static hd_mo mo[HD_LANG_COUNT];
    static bool tried[HD_LANG_COUNT];
    if (l == HD_LANG_EN) {
        hd_mo_use(NULL);
        return;
    }
    if (!tried[l]) {
        tried[l] = true;
        char path[PATH_MAX + 64], err[300] = "";
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/hitdemo.mo", hd_lang_locale_dir(), hd_lang_code(l));
        FILE *f = fopen(path, "rb");
        long n = -1;
        if (f && fseek(f, 0, SEEK_END) == 0) n = ftell(f);
        if (n > 0 && n < (64L << 20) && fseek(f, 0, SEEK_SET) == 0 && (buf[l] = malloc((size_t)n)) &&
            fread(buf[l], 1, (size_t)n, f) == (size_t)n) {
            if (!hd_mo_open(&mo[l], buf[l], (size_t)n, err, sizeof err)) {
                free(buf[l]);
                buf[l] = NULL;
            }
        } else {
            free(buf[l]);
            buf[l] = NULL;
            snprintf(err, sizeof err, "cannot read it");
        }
        if (f) fclose(f);
        if (!buf[l]) fprintf(stderr, "hitdemo: the catalog %s: %s (its text stays English)\n", path, err);
    }
    hd_mo_use(buf[l] ? &mo[l] : NULL);
}
#endif

/* ---- start-up ---------------------------------------------------------------- */
static void apply(hd_lang l)
{
    g_lang = l;
#if defined(__EMSCRIPTEN__) && !defined(HD_NO_NLS)
    use_catalog(l);
#endif
#if !defined(HD_NO_NLS) && !defined(__EMSCRIPTEN__)
    static bool set_language; /* LANGUAGE is ours, not the caller's */
    static char *old_language;
    if (l == HD_LANG_EN) {
        /* the English text itself: gettext with the locale "C" */
        setlocale(LC_MESSAGES, "C");
        if (set_language) {
            if (old_language) setenv("LANGUAGE", old_language, 1);
            else unsetenv("LANGUAGE");
            set_language = false;
        }
    } else {
        if (!set_language) {
            const char *o = getenv("LANGUAGE");
            free(old_language);
            old_language = o ? strdup(o) : NULL;
            set_language = true;
        }
        /* gettext takes the language from LANGUAGE, but only when the
         * LC_MESSAGES locale is not "C": C.UTF-8 is built into glibc (2.35
         * on), so this needs no generated fr_FR or zh_CN locale. LC_CTYPE
         * and LC_NUMERIC stay "C" (the dot in numbers, isspace's set). */
        setenv("LANGUAGE", hd_lang_code(l), 1);
        if (!setlocale(LC_MESSAGES, "C.UTF-8") && !setlocale(LC_MESSAGES, "C.utf8")) setlocale(LC_MESSAGES, "");
    }
    bindtextdomain("hitdemo", hd_lang_locale_dir());
    bind_textdomain_codeset("hitdemo", "UTF-8"); /* whatever LC_CTYPE says */
    /* the C library's own messages (strerror in "cannot open F: %s") in
     * the same language and in UTF-8 too: with LC_CTYPE C, glibc would turn
     * their Chinese into '?' */
    bind_textdomain_codeset("libc", "UTF-8");
    textdomain("hitdemo");
#endif
}

bool hd_lang_start(int *argc, char **argv, int *status)
{
    hd_lang env = hd_lang_from_env(getenv("LANGUAGE"), getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"));
    /* the environment's language first, so that a bad --lang is told in it */
    apply(env);
    hd_lang opt;
    char err[512];
    int r = hd_lang_take_option(argc, argv, &opt, err, sizeof err);
    if (r < 0) {
        fprintf(stderr, "hitdemo: %s\n", err);
        *status = 2;
        return false;
    }
    if (r > 0 && opt != env) apply(opt);
    return true;
}

void hd_lang_switch(hd_lang l)
{
    if (l < 0 || l >= HD_LANG_COUNT)
        return;
    apply(l);
#if !defined(HD_NO_NLS) && !defined(__EMSCRIPTEN__) && defined(__GLIBC__)
    /* glibc's gettext keeps what it looked up; this counter tells it the
     * catalogs changed (the way GNU gettext's own manual switches a running
     * program's language). */
    extern int _nl_msg_cat_cntr;
    ++_nl_msg_cat_cntr;
#endif
}

hd_lang hd_lang_current(void)
{
    return g_lang;
}

void hd_lang_print_help(FILE *f)
{
    fputs(_("Language:\n"
            "  --lang L              en, fr or zh_CN (also zh): the language of the\n"
            "                        window and the messages (default: LANGUAGE,\n"
            "                        LC_ALL, LC_MESSAGES, LANG, as gettext reads\n"
            "                        them; else English). Numbers and the check\n"
            "                        modes' output are the same in every language.\n"),
          f);
}
