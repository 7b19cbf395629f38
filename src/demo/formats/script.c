/* script.c: QA script parser. */
#include "script.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCRIPT_MAX_LINE 1024

/* Whole-token integer within [lo, hi]. */
static bool int_tok(const char *t, long lo, long hi, int *out)
{
    if (!t || !*t) return false;
    char *end;
    errno = 0;
    long v = strtol(t, &end, 10);
    if (*end || errno || v < lo || v > hi) return false;
    *out = (int)v;
    return true;
}

/* Whole-token finite decimal number (hd_scan_number's grammar). */
static bool num_tok(const char *t, double *out)
{
    if (!t || !*t) return false;
    double d;
    size_t len = hd_scan_number(t, &d);
    if (len == 0 || t[len] != '\0' || !isfinite(d)) return false;
    *out = d == 0 ? 0 : d; /* -0 reads as 0 */
    return true;
}

/* "X,Y" -> two numbers. */
static bool num_pair(const char *t, double *x, double *y)
{
    if (!t) return false;
    const char *comma = strchr(t, ',');
    if (!comma || strchr(comma + 1, ',')) return false;
    char buf[128];
    size_t la = (size_t)(comma - t);
    if (la >= sizeof buf) return false;
    memcpy(buf, t, la);
    buf[la] = '\0';
    return num_tok(buf, x) && num_tok(comma + 1, y);
}

static void cmd_free(hd_script_cmd *c)
{
    free(c->shape);
    free(c->tpl);
    free(c->scene);
    c->shape = NULL;
    c->tpl = NULL;
    c->scene = NULL;
}

static bool ieq_prefix(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (tolower((unsigned char)*s) != tolower((unsigned char)*prefix)) return false;
    return true;
}

/* down X Y [BUTTON], up X Y [BUTTON], click X Y [BUTTON] [CLICKS] */
static bool parse_button(hd_script_op op, char **toks, int nt, hd_script_cmd *c, char *why, size_t whylen)
{
    static const char *names[] = {"down", "up", "click"};
    const char *name = names[op - HD_SC_DOWN];
    c->op = op;
    c->button = 1;
    c->clicks = 1;
    int most = op == HD_SC_CLICK ? 4 : 3;
    bool ok = nt >= 2 && nt <= most && int_tok(toks[0], -1000000, 1000000, &c->a) &&
              int_tok(toks[1], -1000000, 1000000, &c->b);
    if (ok && nt >= 3) {
        if (!strcmp(toks[2], "left")) c->button = 1;
        else if (!strcmp(toks[2], "middle")) c->button = 2;
        else if (!strcmp(toks[2], "right")) c->button = 3;
        else ok = false;
    }
    if (ok && nt == 4) ok = int_tok(toks[3], 1, 255, &c->clicks);
    if (!ok)
        snprintf(why, whylen, "expected '%s X Y [left|right|middle]%s' with integer window coordinates", name,
                 op == HD_SC_CLICK ? " [CLICKS]" : "");
    return ok;
}

/* One line, already trimmed and not blank/comment. dir: the script's
 * directory with a trailing '/', or "". */
static bool parse_line(char *line, const char *dir, hd_script_cmd *c, char *why, size_t whylen)
{
    char *rest = line;
    while (*rest && !isspace((unsigned char)*rest)) rest++;
    size_t cmdlen = (size_t)(rest - line);
    while (isspace((unsigned char)*rest)) rest++;
    if (*rest == '\0') rest = NULL; /* no arguments */
    /* rest: everything after the command word */
    char *toks[4] = {0};
    int nt = 0;
    char argbuf[SCRIPT_MAX_LINE];
    if (rest) {
        snprintf(argbuf, sizeof argbuf, "%s", rest);
        for (char *t = strtok(argbuf, " \t"); t; t = strtok(NULL, " \t")) {
            if (nt < 4) toks[nt] = t;
            nt++;
        }
    }
#define IS(w) (cmdlen == strlen(w) && !strncmp(line, w, cmdlen))
    if (IS("move")) {
        c->op = HD_SC_MOVE;
        if (nt != 2 || !int_tok(toks[0], -1000000, 1000000, &c->a) ||
            !int_tok(toks[1], -1000000, 1000000, &c->b)) {
            snprintf(why, whylen, "expected 'move X Y' with integer window coordinates");
            return false;
        }
    } else if (IS("down") || IS("up") || IS("click")) {
        if (!parse_button(line[0] == 'd' ? HD_SC_DOWN : line[0] == 'u' ? HD_SC_UP : HD_SC_CLICK, toks, nt, c, why,
                          whylen))
            return false;
    } else if (IS("resize")) {
        c->op = HD_SC_RESIZE;
        if (nt != 2 || !int_tok(toks[0], 1, 16384, &c->a) || !int_tok(toks[1], 1, 16384, &c->b)) {
            snprintf(why, whylen, "expected 'resize W H' with integers from 1 to 16384");
            return false;
        }
    } else if (IS("wheel")) {
        c->op = HD_SC_WHEEL;
        if (nt != 1 || !int_tok(toks[0], -1000, 1000, &c->a) || c->a == 0) {
            snprintf(why, whylen, "expected 'wheel N' with a non-zero integer N from -1000 to 1000");
            return false;
        }
    } else if (IS("wait")) {
        c->op = HD_SC_WAIT;
        if (nt != 1 || !int_tok(toks[0], 0, 600000, &c->a)) {
            snprintf(why, whylen, "expected 'wait MS' with an integer from 0 to 600000");
            return false;
        }
    } else if (IS("expect")) {
        c->op = HD_SC_EXPECT;
        const char *w = nt >= 1 ? toks[0] : "";
        if (nt == 1 && !strcmp(w, "collide")) c->collide = true;
        else if (nt == 1 && !strcmp(w, "clear")) c->collide = false;
        else if (!strcmp(w, "hits")) {
            c->expect = HD_EX_HITS;
            if (nt != 2 || !int_tok(toks[1], 0, 1000000, &c->a)) {
                snprintf(why, whylen, "expected 'expect hits N' with an integer N from 0 to 1000000");
                return false;
            }
        } else if (!strcmp(w, "hit")) {
            c->expect = HD_EX_HIT;
            if (nt != 2 || !num_pair(toks[1], &c->x, &c->y)) {
                snprintf(why, whylen, "expected 'expect hit X,Y' with two finite numbers (logical units)");
                return false;
            }
        } else if (!strcmp(w, "distance")) {
            c->expect = HD_EX_DISTANCE;
            if (nt != 2 || !num_tok(toks[1], &c->x) || c->x < 0) {
                snprintf(why, whylen, "expected 'expect distance D' with a finite number D >= 0");
                return false;
            }
        } else if (!strcmp(w, "message") || !strcmp(w, "step")) {
            bool msg = !strcmp(w, "message");
            c->expect = msg ? HD_EX_MESSAGE : HD_EX_STEP;
            const char *t = strstr(rest, w) + strlen(w);
            t += strspn(t, " \t");
            size_t tl = strlen(t);
            while (tl > 0 && (t[tl - 1] == ' ' || t[tl - 1] == '\t')) tl--;
            if (tl == 0 || tl >= sizeof c->text) {
                snprintf(why, whylen, "expected 'expect %s TEXT' with 1 to %d bytes of text", w,
                         (int)sizeof c->text - 1);
                return false;
            }
            snprintf(c->text, sizeof c->text, "%.*s", (int)tl, t);
        } else if (!strcmp(w, "zoom")) {
            c->expect = HD_EX_ZOOM;
            if (nt != 2 || !num_tok(toks[1], &c->x) || c->x <= 0) {
                snprintf(why, whylen, "expected 'expect zoom Z' with a finite number Z > 0");
                return false;
            }
        } else if (!strcmp(w, "mouse")) {
            c->expect = HD_EX_MOUSE;
            if (nt != 2 || !num_pair(toks[1], &c->x, &c->y)) {
                snprintf(why, whylen, "expected 'expect mouse X,Y' with two finite numbers (logical units)");
                return false;
            }
        } else {
            snprintf(why, whylen, "expected 'expect collide', 'expect clear', 'expect hits N', "
                                  "'expect hit X,Y', 'expect distance D', 'expect mouse X,Y', 'expect zoom Z', "
                                  "'expect message TEXT' or 'expect step TEXT'");
            return false;
        }
    } else if (IS("text")) {
        /* typed text, for a text field: the rest of the line, as it is */
        c->op = HD_SC_TEXT;
        if (!rest || strlen(rest) >= sizeof c->text) {
            snprintf(why, whylen, "expected 'text STRING' with 1 to %d bytes of text", (int)sizeof c->text - 1);
            return false;
        }
        snprintf(c->text, sizeof c->text, "%s", rest);
    } else if (IS("show")) {
        /* show NAME on|off: set an overlay outright (a recording's start) */
        static const char *names[] = {"hud", "dist", "inner", "map", "naive", "outline", "help", "snap", "numbers",
                                      "toolbar"};
        c->op = HD_SC_SHOW;
        c->a = -1;
        for (int i = 0; nt == 2 && i < (int)(sizeof names / sizeof names[0]); i++)
            if (!strcmp(toks[0], names[i])) c->a = i;
        c->b = nt == 2 && !strcmp(toks[1], "on") ? 1 : nt == 2 && !strcmp(toks[1], "off") ? 0 : -1;
        if (c->a < 0 || c->b < 0) {
            snprintf(why, whylen, "expected 'show NAME on|off' with NAME hud, dist, inner, map, naive, outline, "
                                  "help, snap, numbers or toolbar");
            return false;
        }
    } else if (IS("pace")) {
        c->op = HD_SC_PACE;
        if (nt != 1 || !int_tok(toks[0], 0, 600000, &c->a)) {
            snprintf(why, whylen, "expected 'pace MS' with an integer from 0 to 600000");
            return false;
        }
    } else if (IS("view")) {
        c->op = HD_SC_VIEW;
        if (nt != 3 || !num_tok(toks[0], &c->z) || !num_tok(toks[1], &c->x) || !num_tok(toks[2], &c->y) ||
            c->z < 0.125 || c->z > 1024 || fabs(c->x) > 1e9 || fabs(c->y) > 1e9) {
            snprintf(why, whylen, "expected 'view ZOOM OX OY' with ZOOM from 0.125 to 1024 and the "
                                  "logical top-left OX OY (finite numbers within +-1e9)");
            return false;
        }
    } else if (IS("place")) {
        c->op = HD_SC_PLACE;
        if (nt != 2 || !num_tok(toks[0], &c->x) || !num_tok(toks[1], &c->y) || fabs(c->x) > 1e9 ||
            fabs(c->y) > 1e9) {
            snprintf(why, whylen, "expected 'place X Y' with a logical point (finite numbers within +-1e9)");
            return false;
        }
    } else if (IS("base")) {
        c->op = HD_SC_BASE;
        if (nt != 1) {
            snprintf(why, whylen, "expected 'base SPEC' (a full spec such as rect:100,100,400,200, "
                                  "or a kind alone), no spaces");
            return false;
        }
        if (!strchr(toks[0], ':')) {
            if (!hd_kind_from_name(toks[0], strlen(toks[0]), &c->base_kind)) {
                snprintf(why, whylen, "base: unknown kind '%.40s' (expected point, circle, rect, line, "
                                      "polygon, capsule, arc, wedge or a full spec)", toks[0]);
                return false;
            }
            c->base_default = true;
        } else {
            c->shape = malloc(sizeof *c->shape);
            char e2[512];
            if (!c->shape) {
                snprintf(why, whylen, "out of memory");
                return false;
            }
            if (!hd_shape_parse_buf(toks[0], c->shape, e2, sizeof e2)) {
                snprintf(why, whylen, "base: %.600s", e2);
                return false;
            }
            c->base_kind = c->shape->s.kind;
        }
    } else if (IS("cursor")) {
        c->op = HD_SC_CURSOR;
        if (nt != 1) {
            snprintf(why, whylen, "expected 'cursor SPEC' (a --cursor spec such as circle:20), no spaces");
            return false;
        }
        c->tpl = malloc(sizeof *c->tpl);
        char e2[512];
        if (!c->tpl) {
            snprintf(why, whylen, "out of memory");
            return false;
        }
        if (!hd_cursor_parse(toks[0], c->tpl, e2, sizeof e2)) {
            snprintf(why, whylen, "cursor: %.600s", e2);
            return false;
        }
    } else if (IS("scene")) {
        c->op = HD_SC_SCENE;
        if (!rest || strlen(rest) >= sizeof c->text) {
            snprintf(why, whylen, "expected 'scene FILE' (relative to the script's directory)");
            return false;
        }
        snprintf(c->text, sizeof c->text, "%s", rest);
        char path[1024];
        snprintf(path, sizeof path, "%s%s", rest[0] == '/' ? "" : dir, rest);
        c->scene = malloc(sizeof *c->scene);
        char e2[1024];
        if (!c->scene) {
            snprintf(why, whylen, "out of memory");
            return false;
        }
        if (!hd_scenefile_load(path, c->scene, e2, sizeof e2)) {
            snprintf(why, whylen, "scene: %.600s", e2);
            return false;
        }
    } else if (IS("screenshot")) {
        c->op = HD_SC_SCREENSHOT;
        if (!rest || strlen(rest) >= sizeof c->text) {
            snprintf(why, whylen, "expected 'screenshot FILE'");
            return false;
        }
        snprintf(c->text, sizeof c->text, "%s", rest);
    } else if (IS("svg")) {
        c->op = HD_SC_SVG;
        size_t n = rest ? strlen(rest) : 0;
        const char *ext = n >= 5 ? rest + n - 4 : "";
        bool dot_svg = ext[0] == '.' && tolower((unsigned char)ext[1]) == 's' &&
                       tolower((unsigned char)ext[2]) == 'v' && tolower((unsigned char)ext[3]) == 'g';
        if (!rest || n >= sizeof c->text || !dot_svg) {
            snprintf(why, whylen, "expected 'svg FILE.svg'");
            return false;
        }
        snprintf(c->text, sizeof c->text, "%s", rest);
    } else if (IS("key")) {
        c->op = HD_SC_KEY;
        if (!rest || strlen(rest) >= sizeof c->text) {
            snprintf(why, whylen, "expected 'key NAME' (e.g. key Tab, key 3, key plus, key shift+Tab)");
            return false;
        }
        const char *k = rest;
        for (;;) {
            if (ieq_prefix(k, "shift+") && k[6]) { c->mods |= HD_MOD_SHIFT; k += 6; }
            else if (ieq_prefix(k, "ctrl+") && k[5]) { c->mods |= HD_MOD_CTRL; k += 5; }
            else if (ieq_prefix(k, "alt+") && k[4]) { c->mods |= HD_MOD_ALT; k += 4; }
            else break;
        }
        snprintf(c->text, sizeof c->text, "%s", k);
    } else if (IS("ratio")) {
        c->op = HD_SC_RATIO;
        if (nt != 1 || !num_tok(toks[0], &c->x) || c->x < 0.25 || c->x > 8) {
            snprintf(why, whylen, "expected 'ratio R' with a number R from 0.25 to 8");
            return false;
        }
    } else if (IS("report")) {
        c->op = HD_SC_REPORT;
        if (nt != 1 || (strcmp(toks[0], "labels") != 0 && strcmp(toks[0], "lesson") != 0 &&
                        strcmp(toks[0], "toolbar") != 0 && strcmp(toks[0], "step") != 0 &&
                        strcmp(toks[0], "help") != 0)) {
            snprintf(why, whylen,
                     "expected 'report labels', 'report lesson', 'report toolbar', 'report step' or 'report help'");
            return false;
        }
        c->a = !strcmp(toks[0], "lesson")  ? 1
             : !strcmp(toks[0], "toolbar") ? 2
             : !strcmp(toks[0], "step")    ? 3
             : !strcmp(toks[0], "help")    ? 4
                                           : 0;
    } else if (IS("finger")) {
        /* finger down|move|up ID X Y: a touch event at window point X,Y */
        c->op = HD_SC_FINGER;
        c->b = nt == 4 && !strcmp(toks[0], "down") ? 0 : nt == 4 && !strcmp(toks[0], "move") ? 1
             : nt == 4 && !strcmp(toks[0], "up")   ? 2 : -1;
        if (c->b < 0 || !int_tok(toks[1], 0, 9, &c->a) || !num_tok(toks[2], &c->x) || !num_tok(toks[3], &c->y)) {
            snprintf(why, whylen, "expected 'finger down|move|up ID X Y' with ID from 0 to 9 and X Y finite window "
                                  "coordinates");
            return false;
        }
    } else if (IS("quit")) {
        c->op = HD_SC_QUIT;
        if (nt != 0) {
            snprintf(why, whylen, "expected 'quit' alone");
            return false;
        }
    } else if (IS("window")) {
        static const char *events[] = {"minimize", "restore", "maximize", "hide", "show",
                                       "enter", "leave", "focus", "blur", "expose"};
        c->op = HD_SC_WINDOW;
        c->a = -1;
        for (int i = 0; nt == 1 && i < (int)(sizeof events / sizeof events[0]); i++)
            if (!strcmp(toks[0], events[i])) c->a = i;
        if (c->a < 0) {
            snprintf(why, whylen, "expected 'window EVENT' with EVENT one of minimize, restore, maximize, "
                                  "hide, show, enter, leave, focus, blur or expose");
            return false;
        }
        snprintf(c->text, sizeof c->text, "%s", toks[0]);
    } else {
        snprintf(why, whylen,
                 "unknown command '%.*s' (expected move, key, wheel, resize, wait, screenshot, svg, "
                 "expect, base, cursor, scene, view, place, pace, down, up, click, text, show, ratio, "
                 "window, report, quit or # comment)",
                 (int)(cmdlen > 40 ? 40 : cmdlen), line);
        return false;
    }
#undef IS
    return true;
}

int hd_script_parse(const char *name, const char *text, hd_script *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    snprintf(s->path, sizeof s->path, "%s", name);
    char dir[512] = "";
    const char *slash = strrchr(name, '/');
    if (slash && (size_t)(slash - name) + 2 <= sizeof dir) {
        memcpy(dir, name, (size_t)(slash - name) + 1);
        dir[slash - name + 1] = '\0';
    }
    int cap = 0;
    int lineno = 0;
    const char *p = text;
    while (*p) {
        if (lineno == HD_SCRIPT_MAX_LINES) {
            snprintf(err, errlen, "%s: more than %d lines (the limit of a script)", name, HD_SCRIPT_MAX_LINES);
            hd_script_free(s);
            return 2;
        }
        lineno++;
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        char line[SCRIPT_MAX_LINE];
        if (len >= sizeof line) {
            snprintf(err, errlen, "%s:%d: line longer than %d characters", name, lineno,
                     SCRIPT_MAX_LINE - 1);
            hd_script_free(s);
            return 2;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        p = eol ? eol + 1 : p + len;
        /* trim (also a CR from CRLF files) */
        char *b = line;
        while (isspace((unsigned char)*b)) b++;
        char *e = b + strlen(b);
        while (e > b && isspace((unsigned char)e[-1])) *--e = '\0';
        if (*b == '\0' || *b == '#') continue;

        hd_script_cmd c;
        memset(&c, 0, sizeof c);
        c.line = lineno;
        char why[768];
        if (!parse_line(b, dir, &c, why, sizeof why)) {
            cmd_free(&c);
            int k = (int)strlen(b); /* the line, cut at 80 bytes but not inside a UTF-8 character */
            if (k > 80) {
                k = 80;
                while (k > 0 && ((unsigned char)b[k] & 0xC0) == 0x80) k--;
            }
            snprintf(err, errlen, "%s:%d: %s (line: '%.*s')", name, lineno, why, k, b);
            hd_script_free(s);
            return 2;
        }
        if (s->count == HD_SCRIPT_MAX_CMDS) {
            cmd_free(&c);
            snprintf(err, errlen, "%s:%d: more than %d commands (the limit of a script)", name, lineno,
                     HD_SCRIPT_MAX_CMDS);
            hd_script_free(s);
            return 2;
        }
        if (s->count == cap) {
            cap = cap ? cap * 2 : 32;
            if (cap > HD_SCRIPT_MAX_CMDS) cap = HD_SCRIPT_MAX_CMDS;
            hd_script_cmd *n = realloc(s->cmds, (size_t)cap * sizeof *n);
            if (!n) {
                cmd_free(&c);
                snprintf(err, errlen, "%s: out of memory", name);
                hd_script_free(s);
                return 2;
            }
            s->cmds = n;
        }
        s->cmds[s->count++] = c;
    }
    return 0;
}

int hd_script_load(const char *path, hd_script *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "--script: cannot read '%s': %s", path, strerror(errno));
        return 2;
    }
    /* At most HD_SCRIPT_MAX_BYTES: one byte more says the file is too big. */
    size_t cap = 4096, len = 0;
    char *buf = malloc(cap);
    size_t got;
    bool too_big = false;
    while (buf && (got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len > HD_SCRIPT_MAX_BYTES) {
            too_big = true;
            break;
        }
        if (len + 1 == cap) {
            size_t ncap = cap * 2 > HD_SCRIPT_MAX_BYTES + 2 ? HD_SCRIPT_MAX_BYTES + 2 : cap * 2;
            char *n = realloc(buf, ncap);
            if (!n) { free(buf); buf = NULL; break; }
            buf = n;
            cap = ncap;
        }
    }
    bool bad = ferror(f) != 0;
    fclose(f);
    if (too_big) {
        free(buf);
        snprintf(err, errlen, "--script: '%s' is larger than %d bytes (the limit of a script)", path,
                 HD_SCRIPT_MAX_BYTES);
        return 2;
    }
    if (!buf || bad) {
        free(buf);
        snprintf(err, errlen, "--script: cannot read '%s'", path);
        return 2;
    }
    buf[len] = '\0';
    if (strlen(buf) != len) {
        free(buf);
        snprintf(err, errlen, "--script: '%s' contains a NUL byte (not a text file?)", path);
        return 2;
    }
    int rc = hd_script_parse(path, buf, s, err, errlen);
    free(buf);
    return rc;
}

void hd_script_free(hd_script *s)
{
    for (int i = 0; i < s->count; i++) cmd_free(&s->cmds[i]);
    free(s->cmds);
    s->cmds = NULL;
    s->count = 0;
}
