/* test_lang.c: the pure parts of issue 31's foundation: the choice of the
 * language (lang.c: names, the environment as gettext reads it, --lang
 * taken out of argv) and line breaking (linebreak.c: Chinese, French,
 * English; French spacing). */
#include <stdlib.h>

#include "check.h"
#include "helptext.h"
#include "lang.h"
#include "linebreak.h"

static void names(void)
{
    hd_lang l = HD_LANG_COUNT;
    CHECK(hd_lang_parse("en", &l) && l == HD_LANG_EN);
    CHECK(hd_lang_parse("en_GB.UTF-8", &l) && l == HD_LANG_EN);
    CHECK(hd_lang_parse("fr", &l) && l == HD_LANG_FR);
    CHECK(hd_lang_parse("fr_FR.UTF-8", &l) && l == HD_LANG_FR);
    CHECK(hd_lang_parse("fr_BE@euro", &l) && l == HD_LANG_FR);
    CHECK(hd_lang_parse("zh", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_parse("zh_CN", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_parse("zh_CN.UTF-8", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_parse("zh_SG.GB2312", &l) && l == HD_LANG_ZH_CN);
    l = HD_LANG_COUNT;
    CHECK(!hd_lang_parse("zh_TW", &l) && l == HD_LANG_COUNT); /* traditional characters */
    CHECK(!hd_lang_parse("zh_HK.UTF-8", &l));
    CHECK(!hd_lang_parse("de", &l));
    CHECK(!hd_lang_parse("french", &l));
    CHECK(!hd_lang_parse("f", &l));
    CHECK(!hd_lang_parse("", &l));
    CHECK(!hd_lang_parse("C", &l));
    CHECK(!hd_lang_parse("C.UTF-8", &l));
    CHECK(!hd_lang_parse(NULL, &l));
    CHECK(!strcmp(hd_lang_code(HD_LANG_ZH_CN), "zh_CN") && !strcmp(hd_lang_code(HD_LANG_FR), "fr"));
}

static void environment(void)
{
    /* nothing, or the C locale: English */
    CHECK(hd_lang_from_env(NULL, NULL, NULL, NULL) == HD_LANG_EN);
    CHECK(hd_lang_from_env(NULL, NULL, NULL, "C") == HD_LANG_EN);
    CHECK(hd_lang_from_env(NULL, NULL, NULL, "de_DE.UTF-8") == HD_LANG_EN);
    /* LANG, then LC_MESSAGES over it, LC_ALL over both */
    CHECK(hd_lang_from_env(NULL, NULL, NULL, "fr_FR.UTF-8") == HD_LANG_FR);
    CHECK(hd_lang_from_env(NULL, NULL, "zh_CN.UTF-8", "fr_FR.UTF-8") == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_env(NULL, "en_US.UTF-8", "zh_CN.UTF-8", "fr_FR.UTF-8") == HD_LANG_EN);
    CHECK(hd_lang_from_env("", "", "", "fr_FR.UTF-8") == HD_LANG_FR); /* empty is unset */
    /* LANGUAGE first, its first language hitdemo has */
    CHECK(hd_lang_from_env("zh_CN:fr", NULL, NULL, "fr_FR.UTF-8") == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_env("de:fr:en", NULL, NULL, "de_DE.UTF-8") == HD_LANG_FR);
    CHECK(hd_lang_from_env("de", NULL, NULL, "fr_FR.UTF-8") == HD_LANG_FR);
    CHECK(hd_lang_from_env("fr", NULL, NULL, "C.UTF-8") == HD_LANG_FR);
    /* ... but not with the C locale, as GNU gettext does */
    CHECK(hd_lang_from_env("fr", NULL, NULL, NULL) == HD_LANG_EN);
    CHECK(hd_lang_from_env("fr", "C", NULL, "zh_CN.UTF-8") == HD_LANG_EN);
    CHECK(hd_lang_from_env("zh_CN", "POSIX", NULL, NULL) == HD_LANG_EN);
}

/* --lang taken out of a command line of words separated by spaces. */
static int take(const char *line, char *rest, size_t n, hd_lang *l, char *err)
{
    static char buf[512];
    char *argv[32];
    int argc = 0;
    snprintf(buf, sizeof buf, "%s", line);
    for (char *t = strtok(buf, " "); t && argc < 31; t = strtok(NULL, " ")) argv[argc++] = t;
    argv[argc] = NULL;
    int r = hd_lang_take_option(&argc, argv, l, err, 256);
    rest[0] = '\0';
    for (int i = 0; i < argc; i++) {
        if (i) strncat(rest, " ", n - strlen(rest) - 1);
        strncat(rest, argv[i], n - strlen(rest) - 1);
    }
    CHECK(argv[argc] == NULL);
    return r;
}

static void option(void)
{
    char rest[512], err[256];
    hd_lang l = HD_LANG_COUNT;
    CHECK(take("hitdemo --check a b", rest, sizeof rest, &l, err) == 0 && !strcmp(rest, "hitdemo --check a b"));
    CHECK(l == HD_LANG_COUNT);
    CHECK(take("hitdemo --lang fr --check a b", rest, sizeof rest, &l, err) == 1 && l == HD_LANG_FR);
    CHECK(!strcmp(rest, "hitdemo --check a b"));
    CHECK(take("hitdemo --check-batch f --lang=zh", rest, sizeof rest, &l, err) == 1 && l == HD_LANG_ZH_CN);
    CHECK(!strcmp(rest, "hitdemo --check-batch f"));
    CHECK(take("hitdemo --lang fr --lang en", rest, sizeof rest, &l, err) == 1 && l == HD_LANG_EN); /* the last */
    CHECK(!strcmp(rest, "hitdemo"));
    CHECK(take("hitdemo --language fr", rest, sizeof rest, &l, err) == 0 && !strcmp(rest, "hitdemo --language fr"));
    CHECK(take("hitdemo --lang", rest, sizeof rest, &l, err) == -1 && strstr(err, "--lang"));
    CHECK(take("hitdemo --lang=", rest, sizeof rest, &l, err) == -1 && strstr(err, "expected a language"));
    CHECK(take("hitdemo --lang de", rest, sizeof rest, &l, err) == -1 && strstr(err, "'de'"));
    CHECK(take("hitdemo --lang zh_TW", rest, sizeof rest, &l, err) == -1 && strstr(err, "'zh_TW'"));
}

/* ---- line breaking ---------------------------------------------------------------- */
/* Columns: a Chinese character 2, anything else 1 (a terminal's widths). */
static int cols(const char *s, size_t n, void *user)
{
    (void)user;
    int w = 0;
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)s[i];
        size_t k = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        uint32_t cp = c < 0x80 ? c : c < 0xE0 ? (c & 0x1Fu) : c < 0xF0 ? (c & 0x0Fu) : (c & 0x07u);
        for (size_t j = 1; j < k && i + j < n; j++) cp = cp << 6 | ((unsigned char)s[i + j] & 0x3Fu);
        w += hd_lb_is_cjk(cp) ? 2 : 1;
        i += k;
    }
    return w;
}

/* The lines of text wrapped to w columns, joined by '|'. */
static const char *wrap(const char *text, int w)
{
    static char out[2048];
    hd_lb_line lines[64];
    int n = hd_lb_wrap(text, w, cols, NULL, lines, 64);
    out[0] = '\0';
    for (int i = 0; i < n && i < 64; i++) {
        if (i) strcat(out, "|");
        strncat(out, text + lines[i].start, lines[i].len);
        CHECK(cols(text + lines[i].start, lines[i].len, NULL) <= w || lines[i].len <= 4);
    }
    return out;
}

#define WRAPS(text, w, want)                                                                       \
    do {                                                                                           \
        const char *got_ = wrap(text, w);                                                          \
        if (strcmp(got_, want)) {                                                                  \
            fprintf(stderr, "%s:%d: wrap(\"%s\", %d) = \"%s\", expected \"%s\"\n", __FILE__,     \
                    __LINE__, text, w, got_, want);                                                \
            check_failures++;                                                                      \
        }                                                                                          \
    } while (0)

static void english(void)
{
    WRAPS("the cursor touches the base", 100, "the cursor touches the base");
    WRAPS("the cursor touches the base", 12, "the cursor|touches the|base");
    WRAPS("the cursor touches the base", 10, "the cursor|touches|the base");
    WRAPS("a  b", 1, "a|b");                 /* a run of spaces is one break */
    WRAPS("circle:0,0,5 here", 8, "circle:0|,0,5|here");
    WRAPS("one\ntwo three", 20, "one|two three");
    WRAPS("one\n", 20, "one|");
    WRAPS("", 10, "");
    WRAPS("abcdefghij", 4, "abcd|efgh|ij"); /* a word wider than the line is cut */
    WRAPS("(hit) yes", 5, "(hit)|yes");
}

static void chinese(void)
{
    /* between Chinese characters */
    WRAPS("碰撞检测", 4, "碰撞|检测");
    WRAPS("碰撞检测", 6, "碰撞检|测");
    /* never before ，。：；？！）, never after （ */
    WRAPS("分离轴，闵可", 6, "分离|轴，闵|可");
    WRAPS("检测。好", 4, "检|测。|好");
    WRAPS("看（分离轴）", 6, "看（分|离轴）");
    WRAPS("看（分离轴）", 4, "看|（分|离|轴）");
    WRAPS("轴：一", 4, "轴：|一");
    /* before and after Latin runs, one baseline, the spec whole */
    WRAPS("圆 circle:0,0,5", 16, "圆 circle:0,0,5");
    WRAPS("圆 circle:0,0,5", 12, "圆|circle:0,0,5");
    WRAPS("按W键开始", 6, "按W键|开始");
    WRAPS("移动光标SAT测试", 12, "移动光标SAT|测试");
    CHECK(hd_lb_can_break(0x78B0, 0x649E));  /* 碰|撞 */
    CHECK(!hd_lb_can_break(0x8F74, 0xFF0C)); /* 轴|， */
    CHECK(!hd_lb_can_break(0xFF08, 0x5206)); /* （|分 */
    CHECK(hd_lb_can_break(0xFF0C, 0x95F5));  /* ，|闵 */
    CHECK(hd_lb_can_break('W', 0x952E) && hd_lb_can_break(0x6309, 'W'));
    CHECK(!hd_lb_can_break('a', 'b'));
}

static void french(void)
{
    char out[256];
    /* the narrow no-break space keeps the mark with its word */
    const char *s = "la distance\u202F: 5";
    WRAPS(s, 11, "la|distance\u202F:|5");
    WRAPS("oui\u202F? non\u202F!", 5, "oui\u202F?|non\u202F!");
    WRAPS("le \u00AB\u202Fthéorème\u202F\u00BB ici", 12, "le|\u00AB\u202Fthéorème\u202F\u00BB|ici");
    /* even with a plain space, no line starts with : ; ? ! » */
    WRAPS("la distance : 5", 11, "la|distance :|5");
    WRAPS("vrai ? oui", 6, "vrai ?|oui");
    CHECK(!hd_lb_can_break('e', 0x202F) && !hd_lb_can_break(0x202F, ':') && !hd_lb_can_break(0x00AB, 'm'));
    /* French spacing */
    hd_lb_french_spaces("distance : 5 ; oui ? non !", out, sizeof out);
    CHECK(!strcmp(out, "distance\u202F: 5\u202F; oui\u202F? non\u202F!"));
    hd_lb_french_spaces("le \u00AB mot \u00BB et \u00ABmot\u00BB", out, sizeof out);
    CHECK(!strcmp(out, "le \u00AB\u202Fmot\u202F\u00BB et \u00AB\u202Fmot\u202F\u00BB"));
    hd_lb_french_spaces("circle:0,0,5 \u00e0 12:30", out, sizeof out); /* specs and times stay */
    CHECK(!strcmp(out, "circle:0,0,5 \u00e0 12:30"));
    hd_lb_french_spaces("d\u00e9j\u00e0\u202F: bon", out, sizeof out);
    CHECK(!strcmp(out, "d\u00e9j\u00e0\u202F: bon"));
    CHECK(hd_lb_french_spaces("a : b", out, 3) == strlen("a\u202F: b") && !strcmp(out, "a")); /* cut short, between characters */
}

/* --help's columns: display width as a terminal counts it (helptext.c) */
static void help_columns(void)
{
    CHECK(hd_help_colwidth("--window W,H", 12) == 12);
    CHECK(hd_help_colwidth("\u7a97\u53e3", 6) == 4);            /* 窗口: two wide characters */
    CHECK(hd_help_colwidth("\uff08\u9ed8\u8ba4 1\uff09", 14) == 10); /* （默认 1）: full-width brackets too */
    CHECK(hd_help_colwidth("fen\u00eatre", 7) == 6);             /* é is one column */
    CHECK(hd_help_colwidth("e\u0301", 3) == 1);                  /* a combining accent takes none */
    CHECK(hd_help_colwidth("mot\u202f:", 7) == 5);               /* the narrow no-break space is one */
    CHECK(hd_help_colwidth("\xff", 1) == 1);                     /* a broken byte counts as one */
    CHECK(hd_help_colwidth("ab", 1) == 1);                        /* n bytes only */
}

/* the page without lang=: the browser's languages, the first hitdemo has */
static void browser(void)
{
    hd_lang l = HD_LANG_COUNT;
    CHECK(hd_lang_from_browser("fr-FR", &l) && l == HD_LANG_FR);
    CHECK(hd_lang_from_browser("de-DE,fr,en", &l) && l == HD_LANG_FR);
    CHECK(hd_lang_from_browser("en-US,fr", &l) && l == HD_LANG_EN);
    CHECK(hd_lang_from_browser("zh-CN,zh,en", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_browser("zh", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_browser("zh-Hans-CN", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_browser("ZH-sg", &l) && l == HD_LANG_ZH_CN);
    CHECK(hd_lang_from_browser("zh-TW,zh-Hant,zh-HK,fr-CA", &l) && l == HD_LANG_FR); /* traditional: not zh_CN */
    CHECK(hd_lang_from_browser(" de , fr-BE ", &l) && l == HD_LANG_FR);
    l = HD_LANG_COUNT;
    CHECK(!hd_lang_from_browser("de-DE,ja", &l) && l == HD_LANG_COUNT);
    CHECK(!hd_lang_from_browser("", &l) && !hd_lang_from_browser(NULL, &l) && !hd_lang_from_browser(",,-,fr-", &l));
    CHECK(!hd_lang_from_browser("french,english", &l));
}

int main(void)
{
    RUN(help_columns);
    RUN(browser);
    RUN(names);
    RUN(environment);
    RUN(option);
    RUN(english);
    RUN(chinese);
    RUN(french);
    return check_failures ? 1 : 0;
}
