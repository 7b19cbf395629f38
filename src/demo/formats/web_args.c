/* web_args.c: URL query parameters -> window options (see web_args.h). */
#include "web_args.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

#define KNOWN "base, cursor, scene, lesson, zoom, mouse, window, hud, toolbar, ui, present, lang"

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        snprintf(err, errlen, __VA_ARGS__);                                                        \
        hd_web_args_free(out);                                                                     \
        return 2;                                                                                  \
    } while (0)

/* Appends "a" or "a=b" (b may be NULL) to out; false when out is full or
 * memory ran out. */
static bool push(hd_web_args *out, const char *a, const char *b)
{
    if (out->argc >= HD_WEB_ARGS_MAX) return false;
    size_t la = strlen(a), lb = b ? strlen(b) : 0;
    char *s = malloc(la + (b ? 1 + lb : 0) + 1);
    if (!s) return false;
    memcpy(s, a, la);
    if (b) {
        s[la] = '=';
        memcpy(s + la + 1, b, lb);
        la += 1 + lb;
    }
    s[la] = '\0';
    out->argv[out->argc++] = s;
    out->argv[out->argc] = NULL;
    return true;
}

/* A value as quoted in messages: long ones are cut (not inside a UTF-8
 * character). */
static void shown(const char *v, char *buf, size_t n)
{
    size_t len = strlen(v);
    if (len < n) {
        snprintf(buf, n, "%s", v);
        return;
    }
    size_t k = n - 4;
    while (k > 0 && ((unsigned char)v[k] & 0xC0) == 0x80) k--;
    snprintf(buf, n, "%.*s...", (int)k, v);
}

/* scene=V: the name itself, V.scene, or the one name that starts "V-". */
static const char *find_scene(const char *v, char *const *names, int count, int *matches)
{
    size_t lv = strlen(v);
    *matches = 0;
    for (int i = 0; i < count; i++) {
        const char *s = names[i];
        if (!strcmp(s, v) || (!strncmp(s, v, lv) && !strcmp(s + lv, ".scene"))) {
            *matches = 1;
            return s;
        }
    }
    const char *found = NULL;
    for (int i = 0; i < count; i++)
        if (!strncmp(names[i], v, lv) && names[i][lv] == '-') {
            found = names[i];
            (*matches)++;
        }
    return *matches == 1 ? found : NULL;
}

int hd_web_args_build(int n, char *const *pairs, const char *scene_dir, char *const *scene_names,
                      int scene_count, int win_w, int win_h, hd_web_args *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if (errlen) err[0] = '\0';
    if (!push(out, "hitdemo", NULL)) FAIL(_("out of memory"));
    for (int i = 0; i < n; i++) {
        const char *p = pairs[i];
        const char *eq = strchr(p, '=');
        char key[32], val[48];
        size_t lk = eq ? (size_t)(eq - p) : strlen(p);
        shown(p, val, sizeof val);
        if (lk == 0 || lk >= sizeof key) FAIL(_("URL parameter '%s': unknown (known: %s)"), val, KNOWN);
        memcpy(key, p, lk);
        key[lk] = '\0';
        const char *v = eq ? eq + 1 : "";
        shown(v, val, sizeof val);
        bool ok;
        if (!strcmp(key, "base") || !strcmp(key, "cursor") || !strcmp(key, "zoom") || !strcmp(key, "mouse") ||
            !strcmp(key, "window") || !strcmp(key, "ui") || !strcmp(key, "lesson")) {
            if (!*v) FAIL(_("URL parameter %s: empty value"), key);
            char opt[40];
            snprintf(opt, sizeof opt, "--%s", !strcmp(key, "ui") ? "ui-scale" : key);
            ok = push(out, opt, v);
            if (!strcmp(key, "window")) out->has_window = true;
        } else if (!strcmp(key, "hud") || !strcmp(key, "present") || !strcmp(key, "toolbar")) {
            bool on = !strcmp(v, "1") || !strcmp(v, "on") || !strcmp(v, "yes") || !strcmp(v, "true");
            bool off = !strcmp(v, "0") || !strcmp(v, "off") || !strcmp(v, "no") || !strcmp(v, "false");
            if (!on && !off) FAIL(_("URL parameter %s: expected 1 or 0 (on or off), got '%s'"), key, val);
            if (!strcmp(key, "hud")) ok = push(out, on ? "--hud" : "--no-hud", NULL);
            else if (!strcmp(key, "toolbar")) ok = push(out, on ? "--toolbar" : "--no-toolbar", NULL);
            else ok = !on || push(out, "--present", NULL);
        } else if (!strcmp(key, "lang")) {
            /* en, fr, zh_CN or zh, as --lang takes them; a browser's own
             * spelling (fr-FR, zh-CN) too */
            char name[48];
            snprintf(name, sizeof name, "%s", v);
            for (char *c = name; *c; c++)
                if (*c == '-') *c = '_';
            if (!*v || strlen(v) >= sizeof name || !hd_lang_parse(name, &out->lang))
                FAIL(_("URL parameter lang: unknown language '%s' (choose en, fr or zh_CN)"), val);
            out->has_lang = true;
            ok = true;
        } else if (!strcmp(key, "scene")) {
            if (!*v || strchr(v, '/') || strchr(v, '\\'))
                FAIL(_("URL parameter scene: expected the name of a bundled scene (e.g. 03 or "
                     "03-circle-circle-tangent), got '%s'"), val);
            int matches;
            const char *name = find_scene(v, scene_names, scene_count, &matches);
            if (!name && matches > 1) FAIL(_("URL parameter scene: '%s' names %d scenes; give more of the name"), val, matches);
            if (!name)
                FAIL(_("URL parameter scene: no bundled scene '%s' (there are %d%s%s%s%s)"), val, scene_count,
                     scene_count ? ": " : "", scene_count ? scene_names[0] : "", scene_count > 1 ? " to " : "",
                     scene_count > 1 ? scene_names[scene_count - 1] : "");
            size_t len = strlen(scene_dir) + 1 + strlen(name) + 1;
            char *path = malloc(len);
            if (!path) FAIL(_("out of memory"));
            snprintf(path, len, "%s/%s", scene_dir, name);
            ok = push(out, "--scene", path);
            free(path);
        } else {
            FAIL(_("URL parameter '%s': unknown (known: %s)"), key, KNOWN);
        }
        if (!ok) FAIL(_("too many URL parameters (at most %d)"), HD_WEB_ARGS_MAX - 2);
    }
    if (!out->has_window) {
        char size[32];
        snprintf(size, sizeof size, "%d,%d", win_w < 1 ? 1 : win_w, win_h < 1 ? 1 : win_h);
        if (!push(out, "--window", size)) FAIL(_("too many URL parameters (at most %d)"), HD_WEB_ARGS_MAX - 2);
    }
    return 0;
}

void hd_web_args_free(hd_web_args *a)
{
    for (int i = 0; i < a->argc; i++) free(a->argv[i]);
    a->argc = 0;
    a->argv[0] = NULL;
}
