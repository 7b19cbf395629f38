/* test_script_commands.c: script.c's table of commands against the table
 * of script lines in docs/app.md (its "QA scripts" section): every command
 * of the parser is a row there, written with the same arguments, and every
 * row is a command of the parser. Also runs each command's words through
 * the parser, so a table entry that the parser does not reach fails. */
#include <stdlib.h>

#include "check.h"
#include "script.h"

#define MAX_FORMS 128

static char forms[MAX_FORMS][128]; /* the docs' first-column code spans */
static int form_line[MAX_FORMS];
static int nforms;

/* The text of file path, NUL-terminated (exits on failure). */
static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) exit(2);
    s[n] = '\0';
    fclose(f);
    return s;
}

/* Collects the code spans of the first cell of every row of the first
 * table after the "## QA scripts" heading ("\|" is a '|'). */
static void read_docs(const char *path)
{
    char *text = slurp(path);
    char *p = strstr(text, "\n## QA scripts\n");
    if (!p) {
        fprintf(stderr, "%s: no '## QA scripts' section\n", path);
        exit(2);
    }
    int line = 1;
    for (char *q = text; q < p + 1; q++) line += *q == '\n';
    p++;
    bool in_table = false;
    while (*p) {
        char *eol = strchr(p, '\n');
        if (!eol) eol = p + strlen(p);
        bool row = p[0] == '|';
        if (in_table && !row) break;
        if (row && !in_table) in_table = true;
        /* the first cell: up to the next '|' that is not "\|" */
        char *c = p + 1;
        while (row && c < eol && !(*c == '|' && c[-1] != '\\')) {
            if (*c == '`') {
                char *end = memchr(c + 1, '`', (size_t)(eol - c - 1));
                if (!end) break;
                char *f = forms[nforms];
                size_t k = 0;
                for (char *s = c + 1; s < end && k + 1 < sizeof forms[0]; s++)
                    if (!(s[0] == '\\' && s[1] == '|')) f[k++] = *s;
                f[k] = '\0';
                if (nforms < MAX_FORMS && strcmp(f, "# ...") != 0) form_line[nforms++] = line;
                c = end + 1;
            } else {
                c++;
            }
        }
        if (!*eol) break;
        p = eol + 1;
        line++;
    }
    free(text);
    /* the header row and the |---| row have no code spans */
    if (nforms < 10) {
        fprintf(stderr, "%s: the script table has %d rows of commands (not found?)\n", path, nforms);
        exit(2);
    }
}

/* "name sub args" of a table entry, as the docs write it. */
static const char *form_of(const hd_script_command *e, char *buf, size_t n)
{
    snprintf(buf, n, "%s%s%s%s%s", e->name, e->sub ? " " : "", e->sub ? e->sub : "", *e->args ? " " : "", e->args);
    return buf;
}

static const char *docs_path;

static void docs_match(void)
{
    size_t n;
    const hd_script_command *t = hd_script_commands(&n);
    CHECK(n > 30);
    char buf[160];
    for (size_t i = 0; i < n; i++) {
        form_of(&t[i], buf, sizeof buf);
        int found = 0;
        for (int j = 0; j < nforms; j++) found += !strcmp(forms[j], buf);
        if (found != 1) {
            fprintf(stderr, "%s: the script table has %d rows for `%s` (script.c's command table), not 1\n",
                    docs_path, found, buf);
            check_failures++;
        }
        CHECK(t[i].parse != NULL && t[i].help != NULL && *t[i].help);
    }
    for (int j = 0; j < nforms; j++) {
        bool known = false;
        for (size_t i = 0; i < n && !known; i++) known = !strcmp(forms[j], form_of(&t[i], buf, sizeof buf));
        if (!known) {
            fprintf(stderr, "%s:%d: `%s` is not a command of script.c's table (name, second word, arguments)\n",
                    docs_path, form_line[j], forms[j]);
            check_failures++;
        }
    }
}

/* Each entry's words reach its parser: without arguments a command that
 * takes none parses to its op; one that takes some is refused with its
 * own message ("expected 'NAME ..."), not as an unknown command. */
static void table_reached(void)
{
    size_t n;
    const hd_script_command *t = hd_script_commands(&n);
    for (size_t i = 0; i < n; i++) {
        char words[64], want[96], err[1024];
        snprintf(words, sizeof words, "%s%s%s", t[i].name, t[i].sub ? " " : "", t[i].sub ? t[i].sub : "");
        hd_script s;
        int rc = hd_script_parse("t.txt", words, &s, err, sizeof err);
        if (!*t[i].args) {
            bool ok = rc == 0 && s.count == 1 && s.cmds[0].op == t[i].op;
            if (!ok) fprintf(stderr, "'%s': rc %d, %s\n", words, rc, rc ? err : "another op");
            CHECK(ok);
            if (rc == 0) hd_script_free(&s);
        } else {
            snprintf(want, sizeof want, "t.txt:1: expected '%s", words);
            bool ok = rc == 2 && !strncmp(err, want, strlen(want));
            if (!ok) fprintf(stderr, "'%s': rc %d, '%s'\n", words, rc, rc ? err : "");
            CHECK(ok);
            if (rc == 0) hd_script_free(&s);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_app_script_commands docs/app.md\n");
        return 2;
    }
    docs_path = argv[1];
    read_docs(docs_path);
    RUN(docs_match);
    RUN(table_reached);
    return check_failures ? 1 : 0;
}
