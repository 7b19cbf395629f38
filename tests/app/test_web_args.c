/* test_web_args.c: the page's URL parameters -> window options (web_args.c,
 * pure C: tested natively; the browser tests run the page itself). */
#include <stdlib.h>

#include "check.h"
#include "options.h"
#include "web_args.h"

static char *names[] = {"01-circle-rect-corner-tangent.scene", "03-circle-circle-tangent.scene",
                        "04-circle-circle-tangent-one-ulp-clear.scene", "10-arc.scene", "10-arc-b.scene"};
enum { NNAMES = 5 };

/* Builds from the pairs; returns the options' exit code (0, or 2 with err). */
static int build(int n, char **pairs, hd_web_args *a, char *err, size_t errlen)
{
    return hd_web_args_build(n, pairs, "/assets/scenes", names, NNAMES, 1024, 768, a, err, errlen);
}

static bool has(const hd_web_args *a, const char *s)
{
    for (int i = 0; i < a->argc; i++)
        if (!strcmp(a->argv[i], s)) return true;
    return false;
}

/* 1. no parameters: the browser window's size */
static void empty(void)
{
    hd_web_args a;
    char err[256];
    CHECK(build(0, NULL, &a, err, sizeof err) == 0);
    CHECK(a.argc == 2 && !strcmp(a.argv[0], "hitdemo") && has(&a, "--window=1024,768"));
    CHECK(!a.has_window && a.argv[a.argc] == NULL);
    hd_web_args_free(&a);
}

/* 2. each parameter becomes its option; the options parse them */
static void mapped(void)
{
    char *p[] = {"base=circle:640,360,100", "cursor=circle:50", "mouse=790,360", "zoom=2", "hud=0",
                 "window=800,600"};
    hd_web_args a;
    char err[256];
    CHECK(build(6, p, &a, err, sizeof err) == 0);
    CHECK(has(&a, "--base=circle:640,360,100") && has(&a, "--cursor=circle:50") && has(&a, "--mouse=790,360"));
    CHECK(has(&a, "--zoom=2") && has(&a, "--no-hud") && has(&a, "--window=800,600") && a.has_window);
    CHECK(!has(&a, "--window=1024,768"));
    static hd_options o;
    char why[512];
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) == 0);
    CHECK(o.base_fixed && o.base.s.kind == HD_CIRCLE && o.has_cursor && o.has_mouse);
    CHECK_EQ(o.mouse_x, 790);
    CHECK_EQ(o.zoom, 2);
    CHECK(o.hud == 0 && o.win_w == 800 && o.win_h == 600);
    hd_web_args_free(&a);
    /* ui= and present= (the presentation preset) */
    char *q[] = {"ui=1.5", "present=1"};
    CHECK(build(2, q, &a, err, sizeof err) == 0);
    CHECK(has(&a, "--ui-scale=1.5") && has(&a, "--present"));
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) == 0);
    CHECK_EQ(o.ui_scale, 1.5);
    CHECK(o.present);
    hd_web_args_free(&a);
    /* lesson=N: --lesson N, checked by the options */
    char *l[] = {"lesson=3"};
    CHECK(build(1, l, &a, err, sizeof err) == 0);
    CHECK(has(&a, "--lesson=3"));
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) == 0);
    CHECK(o.lesson == 3);
    hd_web_args_free(&a);
    char *l0[] = {"lesson=x"};
    CHECK(build(1, l0, &a, err, sizeof err) == 0);
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) != 0 && strstr(why, "--lesson: expected a step number"));
    hd_web_args_free(&a);
    char *r[] = {"ui=9"};
    CHECK(build(1, r, &a, err, sizeof err) == 0);
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) != 0 && strstr(why, "--ui-scale: must be from 0.5 to 4"));
    hd_web_args_free(&a);
}

/* 2b. lang=: the language, kept beside the options (the page switches
 * to it; the options never see it) */
static void lang(void)
{
    const char *in[] = {"fr", "zh_CN", "zh", "en", "zh-CN", "fr-FR"};
    const hd_lang want[] = {HD_LANG_FR, HD_LANG_ZH_CN, HD_LANG_ZH_CN, HD_LANG_EN, HD_LANG_ZH_CN, HD_LANG_FR};
    for (int i = 0; i < 6; i++) {
        char pair[40], err[256];
        snprintf(pair, sizeof pair, "lang=%s", in[i]);
        char *p[] = {pair, "zoom=2"};
        hd_web_args a;
        CHECK(build(2, p, &a, err, sizeof err) == 0 && a.has_lang && a.lang == want[i]);
        CHECK(a.argc == 3 && has(&a, "--zoom=2")); /* hitdemo, --zoom, --window */
        static hd_options o;
        char why[512];
        CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) == 0);
        hd_web_args_free(&a);
    }
    char *p[] = {"zoom=2"};
    hd_web_args a;
    char err[256];
    CHECK(build(1, p, &a, err, sizeof err) == 0 && !a.has_lang);
    hd_web_args_free(&a);
}

/* 3. scene=: the file name, without .scene, or the number it starts with */
static void scenes(void)
{
    const char *in[] = {"03-circle-circle-tangent.scene", "03-circle-circle-tangent", "03", "04", "01",
                        "10-arc", "10-arc-b"};
    const char *out[] = {"03-circle-circle-tangent.scene", "03-circle-circle-tangent.scene",
                         "03-circle-circle-tangent.scene", "04-circle-circle-tangent-one-ulp-clear.scene",
                         "01-circle-rect-corner-tangent.scene", "10-arc.scene", "10-arc-b.scene"};
    for (int i = 0; i < 7; i++) {
        char pair[80], want[120], err[256];
        snprintf(pair, sizeof pair, "scene=%s", in[i]);
        snprintf(want, sizeof want, "--scene=/assets/scenes/%s", out[i]);
        char *p[] = {pair};
        hd_web_args a;
        CHECK(build(1, p, &a, err, sizeof err) == 0);
        if (!has(&a, want)) fprintf(stderr, "scene=%s: no %s\n", in[i], want);
        CHECK(has(&a, want));
        hd_web_args_free(&a);
    }
}

/* 4. bad parameters: a message naming the parameter and the problem */
static void bad(void)
{
    struct {
        const char *pair, *msg;
    } cases[] = {
        {"frob=1", "URL parameter 'frob': unknown (known: base, cursor, scene, lesson, zoom, mouse, window, hud, toolbar, ui, present, lang)"},
        {"lang=xx", "URL parameter lang: unknown language 'xx' (choose en, fr or zh_CN)"},
        {"lang=", "URL parameter lang: unknown language '' (choose en, fr or zh_CN)"},
        {"lang=zh_TW", "URL parameter lang: unknown language 'zh_TW' (choose en, fr or zh_CN)"},
        {"lang=zh-Hant", "URL parameter lang: unknown language 'zh-Hant'"},
        {"lang=french", "URL parameter lang: unknown language 'french'"},
        {"present=2", "URL parameter present: expected 1 or 0 (on or off), got '2'"},
        {"=1", "URL parameter '=1': unknown"},
        {"renderer=software", "URL parameter 'renderer': unknown"},
        {"base=", "URL parameter base: empty value"},
        {"base", "URL parameter base: empty value"},
        {"hud=2", "URL parameter hud: expected 1 or 0 (on or off), got '2'"},
        {"scene=../x", "URL parameter scene: expected the name of a bundled scene"},
        {"scene=", "URL parameter scene: expected the name of a bundled scene"},
        {"scene=99", "URL parameter scene: no bundled scene '99' (there are 5: 01-circle-rect-corner-tangent.scene "
                     "to 10-arc-b.scene)"},
        {"scene=10", "URL parameter scene: '10' names 2 scenes; give more of the name"},
        {"averyveryveryverylongparameternamethatgoeson=1", "URL parameter 'averyveryveryverylongparameterna"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *p[] = {(char *)cases[i].pair};
        hd_web_args a;
        char err[256];
        int rc = build(1, p, &a, err, sizeof err);
        bool ok = rc == 2 && !strncmp(err, cases[i].msg, strlen(cases[i].msg)) && a.argc == 0;
        if (!ok) fprintf(stderr, "%s: rc %d, message '%s'\n", cases[i].pair, rc, err);
        CHECK(ok);
    }
    /* a bad value is the options' to report, with their message */
    char *p[] = {"base=circle:1,2"};
    hd_web_args a;
    char err[256], why[512];
    CHECK(build(1, p, &a, err, sizeof err) == 0);
    static hd_options o;
    CHECK(hd_options_parse(a.argc, a.argv, &o, why, sizeof why) == 2 && !strncmp(why, "--base: ", 8));
    hd_web_args_free(&a);
}

/* 5. too many parameters: refused, not cut */
static void too_many(void)
{
    char *p[HD_WEB_ARGS_MAX + 5];
    for (int i = 0; i < HD_WEB_ARGS_MAX + 5; i++) p[i] = "zoom=1";
    hd_web_args a;
    char err[256];
    CHECK(build(HD_WEB_ARGS_MAX + 5, p, &a, err, sizeof err) == 2 && strstr(err, "too many URL parameters"));
    CHECK(build(HD_WEB_ARGS_MAX - 2, p, &a, err, sizeof err) == 0 && a.argc == HD_WEB_ARGS_MAX);
    hd_web_args_free(&a);
}

int main(void)
{
    RUN(empty);
    RUN(mapped);
    RUN(lang);
    RUN(scenes);
    RUN(bad);
    RUN(too_many);
    return check_failures ? 1 : 0;
}
