/* test_model_lang.c: the model's words under hd_lang_switch (issue 31): the
 * explanations (explain.c) in English, French and Chinese, computed again
 * when the language changes (the one-entry cache), the swept line
 * (motion.c), the scene's state words; and the HUD's wrap (hud_text.c)
 * with Chinese: columns (a Chinese character is two), whole UTF-8
 * characters, no line starting with a closing mark. It runs from the build
 * tree's top folder, where lang.c finds build/locale. No SDL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "explain.h"
#include "hud_text.h"
#include "lang.h"
#include "linebreak.h"
#include "motion.h"


#define EXPECT(c, ...)                                                                                                 \
    do {                                                                                                               \
        if (!(c)) {                                                                                                    \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                                       \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fputc('\n', stderr);                                                                                       \
            check_failures++;                                                                                          \
        }                                                                                                              \
    } while (0)

static hd_shape S(const char *spec)
{
    hd_shape s;
    char err[256];
    if (!check_parse(spec, &s, err, sizeof err)) {
        fprintf(stderr, "bad spec in test: %s\n", err);
        exit(2);
    }
    return s;
}

/* the code point at s[*i], *i past it; 0xFFFD for a broken sequence */
static unsigned cp_at(const char *s, size_t *i)
{
    const unsigned char *u = (const unsigned char *)s + *i;
    unsigned c = u[0];
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : -1;
    if (n < 0) {
        *i += 1;
        return 0xFFFD;
    }
    if (n > 0) c &= 0x3Fu >> n;
    for (int k = 1; k <= n; k++) {
        if ((u[k] & 0xC0) != 0x80) {
            *i += (size_t)k;
            return 0xFFFD;
        }
        c = c << 6 | (u[k] & 0x3F);
    }
    *i += (size_t)n + 1;
    return c;
}

static void wrap_check(const char *text, int cols)
{
    static hd_hud_line out[HD_HUD_LINES];
    int n = hd_hud_wrap(text, cols, out, HD_HUD_LINES);
    EXPECT(n > 1, "'%s' at %d columns: %d line", text, cols, n);
    for (int i = 0; i < n; i++) {
        size_t j = 0;
        int w = 0;
        unsigned first = 0;
        while (out[i].text[j]) {
            unsigned c = cp_at(out[i].text, &j);
            EXPECT(c != 0xFFFD, "line %d cut inside a UTF-8 character: %s", i, out[i].text);
            if (!first && c != ' ') first = c;
            w += hd_lb_is_cjk(c) ? 2 : 1;
        }
        EXPECT(w <= cols, "line %d is %d columns, more than %d: %s", i, w, cols, out[i].text);
        EXPECT(first != 0xFF0C && first != 0x3002 && first != 0xFF1A && first != 0xFF09 && first != 0xFF1F,
               "line %d starts with a closing mark: %s", i, out[i].text);
    }
}

int main(void)
{
    hd_shape base = S("circle:500,300,80"), cur = S("rect:530,320,60,40");
    char en[256];
    const hd_explain *x = hd_explain_get(&base, &cur, 800, 600);
    snprintf(en, sizeof en, "%s", x->name);
    EXPECT(strstr(en, "clamp the centre to the rect"), "English name: %s", en);

    hd_lang_switch(HD_LANG_FR);
    x = hd_explain_get(&base, &cur, 800, 600); /* the same pair: the cache must see the new language */
    EXPECT(strstr(x->name, "borner le centre dans le rectangle"), "French name: %s", x->name);
    EXPECT(x->nlines >= 1 && strstr(x->lines[x->nlines - 1], "réponse exacte"), "French verdict: %s",
           x->nlines ? x->lines[x->nlines - 1] : "");
    char sw[200];
    hd_sweep_hit h = {0};
    hd_motion_sweep_text(HD_SWEEP_OK, &h, false, sw, sizeof sw);
    EXPECT(!strcmp(sw, "balayage\u202f: aucune collision"), "French swept line: %s", sw);

    hd_lang_switch(HD_LANG_ZH_CN);
    x = hd_explain_get(&base, &cur, 800, 600);
    EXPECT(strstr(x->name, "夹到矩形内"), "Chinese name: %s", x->name);
    hd_motion_sweep_text(HD_SWEEP_OK, &h, false, sw, sizeof sw);
    EXPECT(!strcmp(sw, "扫掠：分离"), "Chinese swept line: %s", sw);
    wrap_check("两个圆相切：圆心相距 100（一个 60-80-100 三角形），半径 40 + 60。按一次右方向键：它们分开。", 20);
    wrap_check("原文章的公式在这里出错：严格不等式：相切的圆被判为未碰撞，共 3 个交点。", 17);

    hd_lang_switch(HD_LANG_EN);
    x = hd_explain_get(&base, &cur, 800, 600);
    EXPECT(!strcmp(x->name, en), "English again: %s", x->name);
    hd_motion_sweep_text(HD_SWEEP_OK, &h, false, sw, sizeof sw);
    EXPECT(!strcmp(sw, "swept: clear"), "English swept line: %s", sw);

    if (check_failures) return 1;
    puts("ok: the model's words in en, fr, zh_CN under hd_lang_switch; the HUD wrap with Chinese");
    return 0;
}
