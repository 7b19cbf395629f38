/* lessonfile.c: lesson step files (parse, verify). The scene part of a step
 * is parsed by scenefile.c itself: the step's own lines are blanked out of
 * a copy of the text (the title becomes its description), so every line
 * keeps its number and a scene problem names the step file's line. */
#define _POSIX_C_SOURCE 200809L /* stat */
#include "lessonfile.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "hd_naive.h"
#include "i18n.h"

enum { L_TITLE, L_TEXT, L_RIGHT, L_NAIVE, L_TASK, L_SHOW, L_NAIVE_EXPECT, L_COUNT };

static const char *const lesson_keys[L_COUNT] = {
    "title", "text", "right", "naive", "task", "show", "naive-expect",
};
/* The scene file's keys a step may use (not description: the title is it). */
static const char *const scene_keys[] = {"base",  "cursor",       "mouse", "expect", "hits",
                                         "zoom",  "move", "expect-sweep", "toi",   "frames",
                                         "peer",  "expect-peer"};


#define fail hd_scenefile_fail
#define cut hd_scenefile_cut

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

static int count_words(const char *s)
{
    int n = 0;
    bool in = false;
    for (; *s; s++) {
        bool sp = *s == ' ' || *s == '\t';
        if (!sp && !in) n++;
        in = !sp;
    }
    return n;
}

/* The code point of the UTF-8 character at s (n bytes), or 0. */
static unsigned utf8_at(const unsigned char *s, size_t n)
{
    if (n == 0) return 0;
    if (s[0] < 0x80) return s[0];
    int len = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc0 ? 2 : 0;
    if (len == 0 || (size_t)len > n) return 0;
    unsigned c = s[0] & (0x3fu >> (len - 1));
    for (int i = 1; i < len; i++) c = (c << 6) | (s[i] & 0x3fu);
    return c;
}

/* Chinese (and Japanese) script, and its punctuation (full-width marks,
 * quotes): two lines of such text join without a space, and a full-width
 * mark takes none beside it (docs/lang.md); Chinese beside Latin keeps one. */
static bool is_wide(unsigned c) { return c >= 0x2e80; }
static bool is_wide_mark(unsigned c)
{
    return (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xff65) || c == 0x201c || c == 0x201d;
}
static bool join_with_space(unsigned before, unsigned after)
{
    if (is_wide_mark(before) || is_wide_mark(after)) return false;
    return !(is_wide(before) && is_wide(after));
}

/* The last character of s (len bytes). */
static unsigned utf8_last(const char *s, size_t len)
{
    size_t i = len;
    while (i > 0 && ((unsigned char)s[i - 1] & 0xc0) == 0x80) i--;
    return i > 0 ? utf8_at((const unsigned char *)s + i - 1, len - i + 1) : 0;
}

/* A one-line value of at most max bytes, no control characters: copied
 * into out (appended after a space when append; without one between
 * Chinese characters or beside a full-width mark: join_with_space). */
static bool put_text(const char *v, size_t vl, char *out, size_t max, bool append, const char *key,
                     const char *name, int line, char *err, size_t errlen)
{
    for (size_t i = 0; i < vl; i++)
        if (((unsigned char)v[i] < 0x20 && v[i] != '\t') || v[i] == 0x7f)
            return fail(err, errlen, name, line, _("%s: control character"), key);
    size_t at = append ? strlen(out) : 0;
    bool space = at && join_with_space(utf8_last(out, at), utf8_at((const unsigned char *)v, vl));
    size_t need = at + (space ? 1 : 0) + vl;
    if (need > max) return fail(err, errlen, name, line, _("%s: longer than %zu bytes"), key, max);
    if (space) out[at++] = ' ';
    memcpy(out + at, v, vl);
    out[at + vl] = '\0';
    return true;
}

static bool parse_show(const char *v, size_t vl, int *out, const char *name, int line, char *err, size_t errlen)
{
    static const struct {
        const char *w;
        int bit;
    } words[] = {
        {"dist", HD_LESSON_SHOW_DIST},   {"inner", HD_LESSON_SHOW_INNER},
        {"map", HD_LESSON_SHOW_MAP},     {"naive", HD_LESSON_SHOW_NAIVE},
        {"outline", HD_LESSON_SHOW_OUTLINE}, {"tunnel", HD_LESSON_SHOW_TUNNEL}, {"none", 0},
    };
    int bits = 0, n = 0;
    bool none = false;
    size_t i = 0;
    while (i < vl) {
        while (i < vl && (is_blank(v[i]) || v[i] == ',')) i++;
        size_t j = i;
        while (j < vl && !is_blank(v[j]) && v[j] != ',') j++;
        if (j == i) break;
        size_t k = 0, nw = sizeof words / sizeof words[0];
        while (k < nw && !(strlen(words[k].w) == j - i && !memcmp(words[k].w, v + i, j - i))) k++;
        char q[64];
        if (k == nw)
            return fail(err, errlen, name, line,
                        _("show: unknown overlay '%s' (expected dist, inner, map, naive, outline, tunnel or none)"),
                        cut(v + i, j - i, q, sizeof q));
        if (words[k].bit == 0) none = true;
        bits |= words[k].bit;
        n++;
        i = j;
    }
    if (none && n > 1) return fail(err, errlen, name, line, _("show: 'none' goes alone"));
    *out = bits;
    return true;
}

bool hd_lesson_parse(const char *text, size_t len, const char *name, hd_lesson *out, char *err, size_t errlen)
{
    if (errlen) err[0] = '\0';
    if (len > HD_SCENEFILE_MAX_BYTES) {
        int line = 1;
        for (size_t i = 0; i < HD_SCENEFILE_MAX_BYTES; i++) line += text[i] == '\n';
        return fail(err, errlen, name, line, _("file longer than %d bytes"), HD_SCENEFILE_MAX_BYTES);
    }
    static hd_lesson l;
    memset(&l, 0, sizeof l);
    l.naive_expect = -1;
    int key_line[L_COUNT] = {0};
    /* the scene's copy: at most "description" for "title" longer per file */
    static char copy[HD_SCENEFILE_MAX_BYTES + 64];
    size_t cl = 0;
    int line = 0;
    size_t pos = 0;
    char q[64];
    while (pos < len) {
        line++;
        const char *s0 = text + pos, *s = s0;
        const char *nl = memchr(s, '\n', len - pos);
        size_t raw = nl ? (size_t)(nl - s) : len - pos, ll = raw;
        pos += raw + (nl ? 1 : 0);
        if (ll > 0 && s[ll - 1] == '\r') ll--;
        if (ll > HD_SCENEFILE_MAX_LINE)
            return fail(err, errlen, name, line, _("line longer than %d bytes"), HD_SCENEFILE_MAX_LINE);
        if (memchr(s, '\0', ll)) return fail(err, errlen, name, line, _("NUL byte in the line"));
        while (ll > 0 && is_blank(*s)) s++, ll--;
        while (ll > 0 && is_blank(s[ll - 1])) ll--;
        const char *colon = ll && s[0] != '#' ? memchr(s, ':', ll) : NULL;
        int k = L_COUNT;
        if (colon) {
            size_t kl = (size_t)(colon - s);
            while (kl > 0 && is_blank(s[kl - 1])) kl--;
            k = 0;
            while (k < L_COUNT && !(strlen(lesson_keys[k]) == kl && !memcmp(lesson_keys[k], s, kl))) k++;
            if (k == L_COUNT) {
                size_t j = 0, ns = sizeof scene_keys / sizeof scene_keys[0];
                while (j < ns && !(strlen(scene_keys[j]) == kl && !memcmp(scene_keys[j], s, kl))) j++;
                if (j == ns)
                    return fail(err, errlen, name, line, _("unknown key '%s' (expected title, text, right, naive, task, show, naive-expect, base, cursor, "
                                      "mouse, expect, hits, zoom, move, expect-sweep, toi, frames, peer or expect-peer)"),
                                cut(s, kl, q, sizeof q));
            }
        }
        if (k == L_COUNT) {
            /* a scene line (or a comment, a blank, a line without a colon:
             * the scene parser tells what is wrong with it) */
            memcpy(copy + cl, s0, raw);
            cl += raw;
            copy[cl++] = '\n';
            continue;
        }
        if (key_line[k] && k != L_TEXT)
            return fail(err, errlen, name, line, _("duplicate key '%s' (first on line %d)"), lesson_keys[k],
                        key_line[k]);
        if (!key_line[k]) key_line[k] = line;
        const char *v = colon + 1;
        size_t vl = ll - (size_t)(v - s);
        while (vl > 0 && is_blank(*v)) v++, vl--;
        if (vl == 0) return fail(err, errlen, name, line, _("%s: empty value"), lesson_keys[k]);
        bool ok = true;
        switch (k) {
        case L_TITLE:
            ok = put_text(v, vl, l.title, HD_LESSON_TITLE_MAX, false, "title", name, line, err, errlen);
            if (ok) {
                memcpy(copy + cl, "description: ", 13);
                cl += 13;
                memcpy(copy + cl, v, vl);
                cl += vl;
            }
            break;
        case L_TEXT:
            ok = put_text(v, vl, l.text, HD_LESSON_TEXT_MAX, true, "text", name, line, err, errlen);
            if (ok && count_words(l.text) > HD_LESSON_WORDS_MAX)
                return fail(err, errlen, name, line, _("text: more than %d words (%d so far)"), HD_LESSON_WORDS_MAX,
                            count_words(l.text));
            break;
        case L_RIGHT:
            ok = put_text(v, vl, l.right, HD_LESSON_FORMULA_MAX, false, "right", name, line, err, errlen);
            break;
        case L_NAIVE:
            ok = put_text(v, vl, l.naive, HD_LESSON_FORMULA_MAX, false, "naive", name, line, err, errlen);
            break;
        case L_TASK:
            ok = put_text(v, vl, l.task, HD_LESSON_TASK_MAX, false, "task", name, line, err, errlen);
            break;
        case L_SHOW: ok = parse_show(v, vl, &l.show, name, line, err, errlen); break;
        case L_NAIVE_EXPECT:
            if (vl == 7 && !memcmp(v, "collide", 7)) l.naive_expect = 1;
            else if (vl == 5 && !memcmp(v, "clear", 5)) l.naive_expect = 0;
            else
                return fail(err, errlen, name, line, _("naive-expect: expected collide or clear, got '%s'"),
                            cut(v, vl, q, sizeof q));
            break;
        default: break;
        }
        if (!ok) return false;
        copy[cl++] = '\n';
    }
    static const int required[] = {L_TITLE, L_TEXT, L_RIGHT, L_TASK};
    for (size_t i = 0; i < sizeof required / sizeof required[0]; i++)
        if (!key_line[required[i]])
            return fail(err, errlen, name, line > 0 ? line : 1,
                        _("missing key '%s' (a step needs title, text, right and task, and a scene: base, "
                        "cursor, mouse, expect and hits)"),
                        lesson_keys[required[i]]);
    if (!hd_scenefile_parse(copy, cl, name, &l.scene, err, errlen)) {
        /* the scene parser's list of keys names the description, which a
         * step gives as its title */
        char *req = strstr(err, hd_scenefile_required_text());
        if (req)
            snprintf(req, errlen - (size_t)(req - err), "%s)",
                     _("a step's scene needs base, cursor, mouse, expect and hits"));
        return false;
    }
    /* a scene file may pin expect alone; a lesson step shows its hit
     * points and pins them */
    if (l.scene.no_hits)
        return fail(err, errlen, name, line > 0 ? line : 1,
                    _("missing key 'hits' (a step's scene needs base, cursor, mouse, expect and hits)"));
    *out = l;
    return true;
}

bool hd_lesson_load(const char *path, hd_lesson *out, char *err, size_t errlen)
{
    size_t len;
    char *buf = hd_scenefile_read(path, &len, err, errlen);
    if (!buf) return false;
    bool ok = hd_lesson_parse(buf, len, path, out, err, errlen);
    free(buf);
    return ok;
}

int hd_lesson_list(const char *dir, char ***names, char *err, size_t errlen)
{
    return hd_scenefile_list_ext(dir, ".lesson", names, err, errlen);
}

void hd_lesson_answer_of(const hd_lesson *l, hd_lesson_answer *out)
{
    static hd_scene sc;
    hd_scenefile_apply(&l->scene, &sc);
    out->collide = sc.collide;
    out->hits = sc.hit_count;
    bool hit = false;
    hd_shape vbase = hd_scene_base(&sc), vcur = hd_scene_cursor(&sc);
    out->naive = hd_naive_collide(&vbase, &vcur, &hit) ? hit : -1;
}

static const char *hits_word(int n) { return n == 1 ? "hit point" : "hit points"; }
static const char *naive_word(int n) { return n < 0 ? "" : n ? ", naive collide" : ", naive clear"; }

int hd_verify_lessons(const char *dir, FILE *out, FILE *errf)
{
    char **names = NULL, why[1200];
    struct stat st;
    if (stat(dir, &st) != 0) {
        fprintf(errf, "hitdemo: %s: cannot read: %s\n", dir, strerror(errno));
        return 2;
    }
    char one[1100], *one_name[1] = {one};
    const char *slash = strrchr(dir, '/');
    int cnt;
    if (!S_ISDIR(st.st_mode)) {
        /* one step file: its folder, its name */
        snprintf(one, sizeof one, "%s", slash ? slash + 1 : dir);
        snprintf(why, sizeof why, "%.*s", slash ? (int)(slash - dir) : 1, slash ? dir : ".");
        names = one_name;
        cnt = 1;
    } else {
        cnt = hd_lesson_list(dir, &names, why, sizeof why);
    }
    char folder[1200];
    snprintf(folder, sizeof folder, "%s", S_ISDIR(st.st_mode) ? dir : why);
    dir = folder;
    if (cnt < 0) {
        fprintf(errf, "hitdemo: %s\n", why);
        return 2;
    }
    if (cnt == 0) {
        fprintf(errf, "hitdemo: %s: no *.lesson files\n", dir);
        return 2;
    }
    int passed = 0, failed = 0, bad = 0;
    static hd_lesson l;
    for (int i = 0; i < cnt; i++) {
        size_t pl = strlen(dir) + strlen(names[i]) + 2;
        char *full = malloc(pl);
        if (!full) {
            fprintf(errf, "hitdemo: %s: out of memory\n", dir);
            bad++;
            continue;
        }
        snprintf(full, pl, "%s/%s", dir, names[i]);
        if (!hd_lesson_load(full, &l, why, sizeof why)) {
            fprintf(errf, "hitdemo: %s\n", why);
            bad++;
            free(full);
            continue;
        }
        free(full);
        hd_lesson_answer got;
        hd_lesson_answer_of(&l, &got);
        const hd_scenefile *sf = &l.scene;
        bool naive_ok = l.naive_expect < 0 || got.naive == l.naive_expect;
        bool ok = got.collide == sf->expect_collide && (sf->no_hits || got.hits == sf->hits) && naive_ok;
        static hd_scene sc;
        char sw_want[160], sw_got[240];
        hd_scenefile_apply(sf, &sc);
        ok = hd_scenefile_sweep_check(sf, &sc, sw_want, sizeof sw_want, sw_got, sizeof sw_got) && ok;
        fprintf(out, "%s: expected %s, %d %s%s%s; got %s, %d %s%s%s: %s\n", names[i],
                sf->expect_collide ? "collide" : "clear", sf->hits, hits_word(sf->hits),
                naive_word(l.naive_expect), sw_want, got.collide ? "collide" : "clear", got.hits, hits_word(got.hits),
                l.naive_expect < 0 ? "" : got.naive < 0 ? ", no naive formula" : naive_word(got.naive), sw_got,
                ok ? "ok" : "MISMATCH");
        passed += ok;
        failed += !ok;
    }
    if (names != one_name) hd_scenefile_list_free(names, cnt);
    if (bad)
        fprintf(out, "%d passed, %d failed, %d bad %s\n", passed, failed, bad, bad == 1 ? "file" : "files");
    else fprintf(out, "%d passed, %d failed\n", passed, failed);
    return bad ? 2 : failed ? 1 : 0;
}
