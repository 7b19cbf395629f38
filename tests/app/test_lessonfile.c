/* test_lessonfile.c: lesson step files (lessonfile.h): what a good step
 * gives, the word limit at its edge, line numbers of the scene part, and
 * the bundled lesson's steps (argv[1]) through the parser and the answer. */
#include <stdlib.h>

#include "check.h"
#include "lessonfile.h"

static bool parse(const char *text, hd_lesson *l, char *err, size_t n)
{
    return hd_lesson_parse(text, strlen(text), "t.lesson", l, err, n);
}

static void good(void)
{
    static hd_lesson l;
    char err[600];
    const char *t = "# a step\r\n"
                    "title: Two circles\r\n"
                    "text: One line,\r\n"
                    "\r\n"
                    "text:   and the next.  \r\n"
                    "right: d2 <= (r1 + r2)^2\r\n"
                    "naive: r1 + r2 > d\r\n"
                    "task: Move it.\r\n"
                    "show: naive, dist\r\n"
                    "base: circle:0,0,40\r\n"
                    "cursor: circle:60\r\n"
                    "mouse: 60,80\r\n"
                    "expect: collide\r\n"
                    "hits: 1\r\n"
                    "naive-expect: clear\r\n"
                    "zoom: 2\r\n";
    CHECK(parse(t, &l, err, sizeof err));
    CHECK(!strcmp(l.title, "Two circles") && !strcmp(l.scene.description, "Two circles"));
    CHECK(!strcmp(l.text, "One line, and the next."));
    CHECK(!strcmp(l.right, "d2 <= (r1 + r2)^2") && !strcmp(l.naive, "r1 + r2 > d") && !strcmp(l.task, "Move it."));
    CHECK(l.show == (HD_LESSON_SHOW_NAIVE | HD_LESSON_SHOW_DIST));
    CHECK(l.naive_expect == 0);
    CHECK(l.scene.base.s.kind == HD_CIRCLE && l.scene.base.s.circle.r == 40 && l.scene.mouse.x == 60);
    CHECK(l.scene.expect_collide && l.scene.hits == 1 && l.scene.has_zoom && l.scene.zoom == 2);
    hd_lesson_answer a;
    hd_lesson_answer_of(&l, &a);
    CHECK(a.collide && a.hits == 1 && a.naive == 0); /* tangent: the strict > says miss */
    /* no naive line, no show: none, naive_expect unknown */
    const char *u = "title: T\ntext: x\nright: r\ntask: t\nbase: rect:0,0,10,10\ncursor: point\nmouse: 5,5\n"
                    "expect: collide\nhits: 0\nshow: none\n";
    CHECK(parse(u, &l, err, sizeof err));
    CHECK(l.naive[0] == '\0' && l.show == 0 && l.naive_expect < 0);
}

static void words(void)
{
    static hd_lesson l;
    static char t[4000];
    char err[600];
    /* exactly 80 words over two text lines: fine; 81: refused on the line
     * that passes the limit */
    for (int n = 80; n <= 81; n++) {
        int len = snprintf(t, sizeof t, "title: T\ntext:");
        for (int i = 0; i < 40; i++) len += snprintf(t + len, sizeof t - (size_t)len, " w%d", i);
        len += snprintf(t + len, sizeof t - (size_t)len, "\ntext:");
        for (int i = 40; i < n; i++) len += snprintf(t + len, sizeof t - (size_t)len, " w%d", i);
        snprintf(t + len, sizeof t - (size_t)len,
                 "\nright: r\ntask: t\nbase: rect:0,0,10,10\ncursor: point\nmouse: 5,5\nexpect: collide\nhits: 0\n");
        bool ok = parse(t, &l, err, sizeof err);
        CHECK(ok == (n == 80));
        if (n == 81) CHECK(!strcmp(err, "t.lesson:3: text: more than 80 words (81 so far)"));
    }
}

static void errors(void)
{
    static hd_lesson l;
    char err[600];
    /* a scene problem names the step file's own line, after lesson lines */
    CHECK(!parse("title: T\ntext: x\nright: r\ntask: t\nbase: rect:0,0,10,10\ncursor: point\nmouse: 5,NaN\n"
                 "expect: collide\nhits: 0\n",
                 &l, err, sizeof err));
    CHECK(!strncmp(err, "t.lesson:7: mouse:", 18));
    CHECK(!parse("title: T\ntext: x\nright: r\ntask: t\ntext:\n", &l, err, sizeof err));
    CHECK(!strcmp(err, "t.lesson:5: text: empty value"));
    CHECK(!parse("title: T\x01\n", &l, err, sizeof err));
    CHECK(!strcmp(err, "t.lesson:1: title: control character"));
    CHECK(!parse("title: T\ntext: x\nright: r\ntask: t\nshow: none map\n", &l, err, sizeof err));
    CHECK(!strcmp(err, "t.lesson:5: show: 'none' goes alone"));
    char big[200];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    static char t[600];
    snprintf(t, sizeof t, "title: %s\n", big);
    CHECK(!parse(t, &l, err, sizeof err));
    CHECK(!strcmp(err, "t.lesson:1: title: longer than 80 bytes"));
    CHECK(!parse("", &l, err, sizeof err));
    CHECK(!strncmp(err, "t.lesson:1: missing key 'title'", 31));
}

/* Every bundled step parses and holds its stated answer. */
static void bundled(const char *dir)
{
    char **names = NULL, err[1200];
    int n = hd_lesson_list(dir, &names, err, sizeof err);
    CHECK(n >= 12);
    static hd_lesson l;
    for (int i = 0; i < n; i++) {
        char path[2400];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        bool ok = hd_lesson_load(path, &l, err, sizeof err);
        if (!ok) fprintf(stderr, "%s\n", err);
        CHECK(ok);
        if (!ok) continue;
        hd_lesson_answer a;
        hd_lesson_answer_of(&l, &a);
        CHECK(a.collide == l.scene.expect_collide && a.hits == l.scene.hits);
        CHECK(l.naive_expect < 0 || a.naive == l.naive_expect);
    }
    hd_scenefile_list_free(names, n);
}

/* junk bytes in a lesson's errors are escaped as the batch escapes them */
static void junk(void)
{
    static hd_lesson l;
    char err[600];
    CHECK(!parse("title: t\nti\xfftle\x07: x\n", &l, err, sizeof err));
    CHECK(strstr(err, "t.lesson:2: unknown key 'ti\\xFFtle\\x07'") == err);
    if (strstr(err, "t.lesson:2: unknown key 'ti\\xFFtle\\x07'") != err) fprintf(stderr, "  got: %s\n", err);
}

int main(int argc, char **argv)
{
    junk();
    good();
    words();
    errors();
    if (argc > 1) bundled(argv[1]);
    if (check_failures) fprintf(stderr, "%d checks failed\n", check_failures);
    return check_failures ? 1 : 0;
}
