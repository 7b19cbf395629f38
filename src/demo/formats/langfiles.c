/* langfiles.c: the lessons' and the scenes' words in other languages (see
 * langfiles.h). */
#define _POSIX_C_SOURCE 200809L /* stat */
#include "langfiles.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "i18n.h"
#include "lang.h"
#include "scenefile.h"

/* "hitdemo: " + the message (in the chosen language) + a newline. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void say(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("hitdemo: ", f);
    vfprintf(f, fmt, ap);
    fputc('\n', f);
    va_end(ap);
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

static char *join(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + (c ? strlen(c) + 1 : 0) + 2;
    char *p = malloc(n);
    if (!p) return NULL;
    if (c) snprintf(p, n, "%s/%s/%s", a, b, c);
    else snprintf(p, n, "%s/%s", a, b);
    return p;
}

bool hd_lesson_load_lang(const char *dir, const char *name, const char *code, hd_lesson *out, bool *translated,
                         char *err, size_t errlen)
{
    if (translated) *translated = false;
    char *path = join(dir, name, NULL);
    if (!path) {
        snprintf(err, errlen, _("%s: out of memory"), dir);
        return false;
    }
    bool ok = hd_lesson_load(path, out, err, errlen);
    free(path);
    if (!ok || !code || !strcmp(code, "en")) return ok;
    char *tp = join(dir, code, name);
    if (!tp) return true;
    static hd_lesson t; /* large: not on the stack */
    char terr[512];
    struct stat st;
    if (stat(tp, &st) == 0 && S_ISREG(st.st_mode) && hd_lesson_load(tp, &t, terr, sizeof terr)) {
        memcpy(out->title, t.title, sizeof out->title);
        memcpy(out->text, t.text, sizeof out->text);
        memcpy(out->task, t.task, sizeof out->task);
        snprintf(out->scene.description, sizeof out->scene.description, "%s", t.title);
        if (translated) *translated = true;
    }
    free(tp);
    return true;
}

/* ---- the structure check ------------------------------------------------ */

/* Calls fn for each line "KEY: value" of a step file or a words-only file
 * (blank lines and comments skipped): key and value trimmed (the value
 * ends where the trimmed line ends); colon false for a line with no colon,
 * whose key is the whole line. Stops when fn returns false. The one reader
 * of lines here: the structure check, the text: lines and the .desc files. */
typedef bool (*desc_fn)(void *ctx, int line, const char *k, size_t kl, const char *v, size_t vl, bool colon);

static void each_desc(const char *text, size_t len, desc_fn fn, void *ctx)
{
    size_t pos = 0;
    int line = 0;
    while (pos < len) {
        line++;
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t ll = nl ? (size_t)(nl - s) : len - pos;
        pos += ll + (nl ? 1 : 0);
        while (ll > 0 && (is_blank(s[ll - 1]) || s[ll - 1] == '\r')) ll--;
        while (ll > 0 && is_blank(*s)) s++, ll--;
        if (ll == 0 || s[0] == '#') continue;
        const char *colon = memchr(s, ':', ll);
        size_t kl = colon ? (size_t)(colon - s) : ll;
        while (kl > 0 && is_blank(s[kl - 1])) kl--;
        const char *v = colon ? colon + 1 : s + ll;
        size_t vl = (size_t)(s + ll - v);
        while (vl > 0 && is_blank(*v)) v++, vl--;
        if (!fn(ctx, line, s, kl, v, vl, colon != NULL)) return;
    }
}


typedef struct sline {
    int line;
    const char *s; /* the trimmed line */
    size_t len;
    size_t kl;     /* its key's length (up to the colon, trimmed); len if none */
} sline;

static bool is_word_key(const char *k, size_t kl)
{
    static const char *const words[] = {"title", "text", "task"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == kl && !memcmp(words[i], k, kl)) return true;
    return false;
}

/* The lines that must not differ: every one but blanks, comments and the
 * words' keys. A malloc'd array (NULL when out of memory), *n of them;
 * *last the file's last line number. */
typedef struct fixed_ctx {
    sline *v;
    int n;
} fixed_ctx;

static bool fixed_one(void *ctx, int line, const char *k, size_t kl, const char *v, size_t vl, bool colon)
{
    fixed_ctx *c = ctx;
    if (colon && is_word_key(k, kl)) return true;
    c->v[c->n++] = (sline){line, k, (size_t)(v + vl - k), kl};
    return true;
}

static sline *fixed_lines(const char *text, size_t len, int *n, int *last)
{
    size_t cap = 1;
    for (size_t i = 0; i < len; i++) cap += text[i] == '\n';
    fixed_ctx c = {malloc(cap * sizeof *c.v), 0};
    *n = 0;
    /* the lines there are: one per newline, and a last one without */
    *last = (int)cap - (len > 0 && text[len - 1] == '\n' ? 1 : 0);
    if (*last < 1) *last = 1;
    if (!c.v) return NULL;
    each_desc(text, len, fixed_one, &c);
    *n = c.n;
    return c.v;
}

/* The joined value of every text: line (for "not translated"), and the line
 * of the first one. */
typedef struct text_ctx {
    char *out;
    size_t n, at;
    int first;
} text_ctx;

static bool text_one(void *ctx, int line, const char *k, size_t kl, const char *v, size_t vl, bool colon)
{
    text_ctx *c = ctx;
    if (!colon || kl != 4 || memcmp(k, "text", 4) != 0) return true;
    if (!c->first) c->first = line;
    if (c->at && c->at + 1 < c->n) c->out[c->at++] = ' ';
    size_t take = vl < c->n - 1 - c->at ? vl : c->n - 1 - c->at;
    memcpy(c->out + c->at, v, take);
    c->at += take;
    c->out[c->at] = '\0';
    return true;
}

static void text_of(const char *text, size_t len, char *out, size_t n, int *first)
{
    text_ctx c = {out, n, 0, 0};
    out[0] = '\0';
    each_desc(text, len, text_one, &c);
    *first = c.first;
}

static bool same(const sline *a, const sline *b) { return a->len == b->len && !memcmp(a->s, b->s, a->len); }

bool hd_lesson_same_but_words(const char *en, size_t en_len, const char *en_name, const char *tr, size_t tr_len,
                              const char *tr_name, char *err, size_t errlen)
{
    int ne, nt, le, lt;
    sline *e = fixed_lines(en, en_len, &ne, &le);
    sline *t = fixed_lines(tr, tr_len, &nt, &lt);
    bool ok = e && t;
    if (!ok) snprintf(err, errlen, _("%s: out of memory"), tr_name);
    char q1[100], q2[100];
    for (int i = 0; ok && (i < ne || i < nt); i++) {
        if (i < ne && i < nt) {
            if (same(&e[i], &t[i])) continue;
            if (i + 1 < ne && same(&e[i + 1], &t[i])) {
                /* a line left out */
                ok = hd_scenefile_fail(err, errlen, tr_name, t[i].line,
                                       _("'%s' (the English step's line %d, %s) is missing before this line"),
                                       hd_scenefile_cut(e[i].s, e[i].len, q2, sizeof q2), e[i].line, en_name);
                break;
            }
            if (i + 1 < nt && same(&e[i], &t[i + 1])) {
                /* a line put in */
                ok = hd_scenefile_fail(err, errlen, tr_name, t[i].line,
                                       _("'%s' is not in the English step (%s): only title, text and task may differ"),
                                       hd_scenefile_cut(t[i].s, t[i].len, q1, sizeof q1), en_name);
                break;
            }
            ok = hd_scenefile_fail(err, errlen, tr_name, t[i].line,
                                   _("'%s' where the English step has '%s' (%s:%d): only title, text and task may "
                                     "differ"),
                                   hd_scenefile_cut(t[i].s, t[i].len, q1, sizeof q1),
                                   hd_scenefile_cut(e[i].s, e[i].len, q2, sizeof q2), en_name, e[i].line);
        } else if (i < nt) {
            ok = hd_scenefile_fail(err, errlen, tr_name, t[i].line,
                                   _("'%s' is not in the English step (%s): only title, text and task may differ"),
                                   hd_scenefile_cut(t[i].s, t[i].len, q1, sizeof q1), en_name);
        } else {
            ok = hd_scenefile_fail(err, errlen, tr_name, lt, _("'%s' is missing (the English step has it: %s:%d)"),
                                   hd_scenefile_cut(e[i].s, e[i].len, q2, sizeof q2), en_name, e[i].line);
        }
    }
    free(e);
    free(t);
    if (!ok) return false;
    static char te[HD_LESSON_TEXT_MAX + 64], tt[HD_LESSON_TEXT_MAX + 64];
    int fe, ft;
    text_of(en, en_len, te, sizeof te, &fe);
    text_of(tr, tr_len, tt, sizeof tt, &ft);
    if (ft && !strcmp(te, tt))
        return hd_scenefile_fail(err, errlen, tr_name, ft, _("text: the English step's text (%s:%d), not translated"),
                                 en_name, fe);
    return true;
}

/* ---- --verify-lessons in every language --------------------------------- */

static bool is_dir(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool has_name(char *const *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(names[i], name)) return true;
    return false;
}

/* One language's folder; returns the number of refused or missing steps,
 * or -1 when there is no such folder. */
static int verify_lesson_lang(const char *dir, const char *code, char *const *en, int ne, FILE *out, FILE *errf)
{
    char *sub = join(dir, code, NULL);
    if (!sub) return -1;
    if (!is_dir(sub)) {
        free(sub);
        return -1;
    }
    char **tn = NULL, why[1400];
    int nt = hd_lesson_list(sub, &tn, why, sizeof why);
    if (nt < 0) {
        say(errf, "%s", why);
        free(sub);
        return 1;
    }
    int bad = 0, missing = 0, done = 0;
    static hd_lesson l;
    for (int i = 0; i < ne; i++) {
        if (!has_name(tn, nt, en[i])) {
            /* TRANSLATORS: the translated step's path (folder, name), the English step's, the language code */
            say(errf, _("%s/%s: missing (the English step %s/%s has no %s translation)"), sub, en[i], dir, en[i], code);
            missing++;
            continue;
        }
        char *ep = join(dir, en[i], NULL), *tp = join(sub, en[i], NULL);
        size_t el = 0, tl = 0;
        char *eb = ep ? hd_scenefile_read(ep, &el, why, sizeof why) : NULL;
        char *tb = eb && tp ? hd_scenefile_read(tp, &tl, why, sizeof why) : NULL;
        bool ok = eb && tb;
        if (!ok) say(errf, "%s", why);
        /* it reads as a step (the window shows it), then only its words differ */
        if (ok && !(ok = hd_lesson_parse(tb, tl, tp, &l, why, sizeof why))) say(errf, "%s", why);
        if (ok && !(ok = hd_lesson_same_but_words(eb, el, ep, tb, tl, tp, why, sizeof why)))
            say(errf, "%s", why);
        bad += !ok;
        done += ok;
        free(eb);
        free(tb);
        free(ep);
        free(tp);
    }
    int extra = 0;
    for (int i = 0; i < nt; i++)
        if (!has_name(en, ne, tn[i])) {
            say(errf, _("%s/%s: no English step %s/%s (a translation goes with its step)"), sub, tn[i], dir, tn[i]);
            extra++;
        }
    hd_scenefile_list_free(tn, nt);
    free(sub);
    if (!bad && !missing && !extra)
        fprintf(out, "%s: %d %s translated, only the words differ: ok\n", code, done, done == 1 ? "step" : "steps");
    else
        fprintf(out, "%s: %d of %d %s translated (%d refused, %d missing, %d extra): BAD\n", code, done, ne,
                ne == 1 ? "step" : "steps", bad, missing, extra);
    return bad + missing + extra;
}

int hd_verify_lessons_langs(const char *dir, FILE *out, FILE *errf)
{
    if (!is_dir(dir)) return 0; /* one step file: its words are checked where it is */
    char **en = NULL, why[1400];
    int ne = hd_lesson_list(dir, &en, why, sizeof why);
    if (ne <= 0) return 0; /* said already */
    int bad = 0;
    for (int l = 0; l < HD_LANG_COUNT; l++) {
        if (l == HD_LANG_EN) continue;
        int r = verify_lesson_lang(dir, hd_lang_code((hd_lang)l), en, ne, out, errf);
        if (r > 0) bad += r;
    }
    hd_scenefile_list_free(en, ne);
    return bad ? 2 : 0;
}

/* ---- the scenes' descriptions ------------------------------------------- */


typedef struct find_ctx {
    const char *name;
    char *out;
    size_t n;
    bool found;
} find_ctx;

static bool find_one(void *p, int line, const char *k, size_t kl, const char *v, size_t vl, bool colon)
{
    (void)line;
    find_ctx *c = p;
    if (!colon || vl == 0 || strlen(c->name) != kl || memcmp(c->name, k, kl) != 0) return true;
    for (size_t i = 0; i < vl; i++)
        if ((unsigned char)v[i] < 0x20 && v[i] != '\t') return false; /* refused by the check: English */
    snprintf(c->out, c->n, "%.*s", (int)(vl < HD_SCENEFILE_DESC_MAX ? vl : HD_SCENEFILE_DESC_MAX), v);
    c->found = true;
    return false;
}

bool hd_scene_desc_lookup(const char *dir, const char *code, const char *name, char *out, size_t n)
{
    if (!code || !strcmp(code, "en") || !n) return false;
    char file[64];
    snprintf(file, sizeof file, "%s.desc", code);
    char *path = join(dir, file, NULL);
    if (!path) return false;
    size_t len;
    char err[1200];
    char *buf = hd_scenefile_read(path, &len, err, sizeof err);
    free(path);
    if (!buf) return false;
    find_ctx c = {name, out, n, false};
    if (len <= HD_SCENEFILE_MAX_BYTES) each_desc(buf, len, find_one, &c);
    free(buf);
    return c.found;
}

typedef struct check_ctx {
    const char *name;
    char *const *names;
    int count;
    int *seen; /* the line of each scene's description, 0 none */
    FILE *errf;
    int problems;
} check_ctx;

static bool check_one(void *p, int line, const char *k, size_t kl, const char *v, size_t vl, bool colon)
{
    check_ctx *c = p;
    char q[100];
    const char *qk = hd_scenefile_cut(k, kl, q, sizeof q);
    if (!colon) {
        /* TRANSLATORS: NAME.scene: is the file's syntax, keep it as it is */
        say(c->errf, _("%s:%d: expected 'NAME.scene: description', got '%s'"), c->name, line, qk);
        c->problems++;
        return true;
    }
    int at = -1;
    for (int i = 0; i < c->count && at < 0; i++)
        if (strlen(c->names[i]) == kl && !memcmp(c->names[i], k, kl)) at = i;
    if (at < 0) {
        say(c->errf, _("%s:%d: '%s' is not a scene in this folder"), c->name, line, qk);
        c->problems++;
        return true;
    }
    if (c->seen[at]) {
        say(c->errf, _("%s:%d: %s described twice (first on line %d)"), c->name, line, c->names[at], c->seen[at]);
        c->problems++;
        return true;
    }
    c->seen[at] = line;
    if (vl == 0) {
        say(c->errf, _("%s:%d: %s: empty description"), c->name, line, c->names[at]);
        c->problems++;
    } else if (vl > HD_SCENEFILE_DESC_MAX) {
        say(c->errf, _("%s:%d: %s: description longer than %d bytes"), c->name, line, c->names[at],
            HD_SCENEFILE_DESC_MAX);
        c->problems++;
    } else {
        for (size_t i = 0; i < vl; i++)
            if (((unsigned char)v[i] < 0x20 && v[i] != '\t') || v[i] == 0x7f) {
                say(c->errf, _("%s:%d: %s: control character in the description"), c->name, line, c->names[at]);
                c->problems++;
                break;
            }
    }
    return true;
}

int hd_scene_desc_check(const char *text, size_t len, const char *name, char *const *names, int count, FILE *errf)
{
    if (len > HD_SCENEFILE_MAX_BYTES) {
        say(errf, _("%s: file longer than %d bytes"), name, HD_SCENEFILE_MAX_BYTES);
        return 1;
    }
    if (memchr(text, '\0', len)) {
        say(errf, _("%s: NUL byte in the file"), name);
        return 1;
    }
    int *seen = calloc((size_t)(count > 0 ? count : 1), sizeof *seen);
    if (!seen) {
        say(errf, _("%s: out of memory"), name);
        return 1;
    }
    check_ctx c = {name, names, count, seen, errf, 0};
    each_desc(text, len, check_one, &c);
    for (int i = 0; i < count; i++)
        if (!seen[i]) {
            say(errf, _("%s: %s has no description (every scene in the folder needs one line)"), name, names[i]);
            c.problems++;
        }
    free(seen);
    return c.problems;
}

int hd_verify_scenes_langs(const char *dir, FILE *out, FILE *errf)
{
    if (!is_dir(dir)) return 0;
    char **names = NULL, why[1400];
    int n = hd_scenefile_list(dir, &names, why, sizeof why);
    if (n <= 0) return 0; /* said already */
    int bad = 0;
    for (int l = 0; l < HD_LANG_COUNT; l++) {
        if (l == HD_LANG_EN) continue;
        const char *code = hd_lang_code((hd_lang)l);
        char file[64];
        snprintf(file, sizeof file, "%s.desc", code);
        char *path = join(dir, file, NULL);
        if (!path) continue;
        struct stat st;
        if (stat(path, &st) != 0) {
            free(path);
            continue;
        }
        size_t len;
        char *buf = hd_scenefile_read(path, &len, why, sizeof why);
        int p;
        if (!buf) {
            say(errf, "%s", why);
            p = 1;
        } else {
            p = hd_scene_desc_check(buf, len, path, names, n, errf);
        }
        free(buf);
        free(path);
        if (p == 0)
            fprintf(out, "%s: %d scene %s, one each: ok\n", code, n, n == 1 ? "description" : "descriptions");
        else fprintf(out, "%s: %d %s in %s: BAD\n", code, p, p == 1 ? "problem" : "problems", file);
        bad += p;
    }
    hd_scenefile_list_free(names, n);
    return bad ? 2 : 0;
}
