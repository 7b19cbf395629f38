/* script.c: QA script parser: the table of commands (word, arguments,
 * parser, help) and the reading of a script file line by line. */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include "script.h"

#include "i18n.h"
#include "lang.h"
#include "numtext.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define SCRIPT_MAX_LINE 1024

static void cmd_free(hd_script_cmd *c)
{
    free(c->shape);
    free(c->tpl);
    free(c->scene);
    c->shape = NULL;
    c->tpl = NULL;
    c->scene = NULL;
}

/* The words of one line after the command word: toks (the first 4 of them,
 * split at spaces and tabs), nt (how many there are), rest (all of it as
 * written, NULL when there is none) and dir (the script's directory with a
 * trailing '/', or ""). */
struct hd_script_words {
    char *const *toks;
    int nt;
    const char *rest;
    const char *dir;
};

typedef struct hd_script_words words;

/* A window coordinate of move, down, up and click. */
static bool coord_arg(const char *t, int *out) { return hd_numtext_int(t, -1000000, 1000000, out); }

static bool parse_move(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 2 || !coord_arg(w->toks[0], &c->a) || !coord_arg(w->toks[1], &c->b)) {
        snprintf(why, whylen, _("expected 'move X Y' with integer window coordinates"));
        return false;
    }
    return true;
}

/* down X Y [BUTTON], up X Y [BUTTON], click X Y [BUTTON] [CLICKS] (c->op
 * says which) */
static bool parse_button(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    static const char *names[] = {"down", "up", "click"};
    const char *name = names[c->op - HD_SC_DOWN];
    char *const *toks = w->toks;
    c->button = 1;
    c->clicks = 1;
    int most = c->op == HD_SC_CLICK ? 4 : 3;
    bool ok = w->nt >= 2 && w->nt <= most && coord_arg(toks[0], &c->a) && coord_arg(toks[1], &c->b);
    if (ok && w->nt >= 3) {
        if (!strcmp(toks[2], "left")) c->button = 1;
        else if (!strcmp(toks[2], "middle")) c->button = 2;
        else if (!strcmp(toks[2], "right")) c->button = 3;
        else ok = false;
    }
    if (ok && w->nt == 4) ok = hd_numtext_int(toks[3], 1, 255, &c->clicks);
    if (!ok)
        snprintf(why, whylen, _("expected '%s X Y [left|right|middle]%s' with integer window coordinates"), name,
                 c->op == HD_SC_CLICK ? " [CLICKS]" : "");
    return ok;
}

static bool parse_resize(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 2 || !hd_numtext_int(w->toks[0], 1, 16384, &c->a) || !hd_numtext_int(w->toks[1], 1, 16384, &c->b)) {
        snprintf(why, whylen, _("expected 'resize W H' with integers from 1 to 16384"));
        return false;
    }
    return true;
}

static bool parse_wheel(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1 || !hd_numtext_int(w->toks[0], -1000, 1000, &c->a) || c->a == 0) {
        snprintf(why, whylen, _("expected 'wheel N' with a non-zero integer N from -1000 to 1000"));
        return false;
    }
    return true;
}

/* wait MS and pace MS (c->op says which) */
static bool parse_ms(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1 || !hd_numtext_int(w->toks[0], 0, 600000, &c->a)) {
        snprintf(why, whylen, _("expected '%s MS' with an integer from 0 to 600000"), c->op == HD_SC_WAIT ? "wait" : "pace");
        return false;
    }
    return true;
}

/* The message for an expect or report line whose second word is none of
 * the table's. */
static bool sub_usage(const char *name, char *why, size_t whylen)
{
    if (!strcmp(name, "expect"))
        snprintf(why, whylen, _("expected 'expect collide', 'expect clear', 'expect hits N', "
                              "'expect hit X,Y', 'expect distance D', 'expect mouse X,Y', 'expect zoom Z', "
                              "'expect message TEXT', 'expect step TEXT', 'expect sweep hit|clear [T]', "
                              "'expect ray hit|clear [T]' or 'expect peer collide|clear|none'"));
    else
        snprintf(why, whylen,
                 _("expected 'report labels', 'report lesson', 'report toolbar', 'report step', 'report help', "
                 "'report layout' or 'report hud'"));
    return false;
}

/* expect collide / expect clear: the word alone */
static bool parse_expect_state(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1) return sub_usage("expect", why, whylen);
    c->expect = HD_EX_STATE;
    c->collide = !strcmp(w->toks[0], "collide");
    return true;
}

static bool parse_expect_hits(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_HITS;
    if (w->nt != 2 || !hd_numtext_int(w->toks[1], 0, 1000000, &c->a)) {
        snprintf(why, whylen, _("expected 'expect hits N' with an integer N from 0 to 1000000"));
        return false;
    }
    return true;
}

/* expect hit X,Y and expect mouse X,Y */
static bool parse_expect_point(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    bool hit = !strcmp(w->toks[0], "hit");
    c->expect = hit ? HD_EX_HIT : HD_EX_MOUSE;
    if (w->nt != 2 || !hd_numtext_pair(w->toks[1], &c->x, &c->y)) {
        snprintf(why, whylen, _("expected 'expect %s X,Y' with two finite numbers (logical units)"), hit ? "hit" : "mouse");
        return false;
    }
    return true;
}

static bool parse_expect_distance(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_DISTANCE;
    if (w->nt != 2 || !hd_numtext_read(w->toks[1], &c->x) || c->x < 0) {
        snprintf(why, whylen, _("expected 'expect distance D' with a finite number D >= 0"));
        return false;
    }
    return true;
}

static bool parse_expect_zoom(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_ZOOM;
    if (w->nt != 2 || !hd_numtext_read(w->toks[1], &c->x) || c->x <= 0) {
        snprintf(why, whylen, _("expected 'expect zoom Z' with a finite number Z > 0"));
        return false;
    }
    return true;
}

/* expect message TEXT and expect step TEXT: the rest of the line after the
 * second word, without the blanks around it */
static bool parse_expect_text(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    const char *sub = w->toks[0];
    c->expect = !strcmp(sub, "message") ? HD_EX_MESSAGE : HD_EX_STEP;
    const char *t = strstr(w->rest, sub) + strlen(sub);
    t += strspn(t, " \t");
    size_t tl = strlen(t);
    while (tl > 0 && (t[tl - 1] == ' ' || t[tl - 1] == '\t')) tl--;
    if (tl == 0 || tl >= sizeof c->text) {
        snprintf(why, whylen, _("expected 'expect %s TEXT' with 1 to %d bytes of text"), sub, (int)sizeof c->text - 1);
        return false;
    }
    snprintf(c->text, sizeof c->text, "%.*s", (int)tl, t);
    return true;
}

/* expect sweep hit [T] / expect sweep clear */
static bool parse_expect_sweep(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_SWEEP;
    bool hit = w->nt >= 2 && !strcmp(w->toks[1], "hit"), clear = w->nt == 2 && !strcmp(w->toks[1], "clear");
    c->collide = hit;
    c->b = w->nt == 3;
    if (!(hit || clear) || w->nt > 3 || (c->b && (!hd_numtext_read(w->toks[2], &c->x) || c->x < 0 || c->x > 1))) {
        snprintf(why, whylen, _("expected 'expect sweep hit [T]' (T from 0 to 1) or 'expect sweep clear'"));
        return false;
    }
    return true;
}

/* tick N: the tunnelling run's frames */
static bool parse_tick(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1 || !hd_numtext_int(w->toks[0], 1, 100000, &c->a)) {
        snprintf(why, whylen, _("expected 'tick N' with an integer N from 1 to 100000"));
        return false;
    }
    return true;
}

/* lesson N: step N of the lesson (the count is the window's to check) */
static bool parse_lesson(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1 || !hd_numtext_int(w->toks[0], 1, 1000, &c->a)) {
        snprintf(why, whylen, _("expected 'lesson N' with a step number N from 1"));
        return false;
    }
    return true;
}

/* typed text, for a text field: the rest of the line, as it is */
static bool parse_text(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (!w->rest || strlen(w->rest) >= sizeof c->text) {
        snprintf(why, whylen, _("expected 'text STRING' with 1 to %d bytes of text"), (int)sizeof c->text - 1);
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", w->rest);
    return true;
}

/* ray X,Y,DX,DY: the ray tool's ray */
static bool parse_ray(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    hd_vec2 p, d;
    char e[200];
    if (w->nt != 1 || !hd_scenefile_read_ray(w->toks[0], &p, &d, e, sizeof e)) {
        snprintf(why, whylen, _("expected 'ray X,Y,DX,DY' (the start and the direction, logical units)%s%s"),
                 w->nt == 1 ? ": " : "", w->nt == 1 ? e : "");
        return false;
    }
    c->ray[0] = p.x;
    c->ray[1] = p.y;
    c->ray[2] = d.x;
    c->ray[3] = d.y;
    return true;
}

/* expect ray hit [T] / expect ray clear */
static bool parse_expect_ray(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_RAY;
    bool hit = w->nt >= 2 && !strcmp(w->toks[1], "hit"), clear = w->nt == 2 && !strcmp(w->toks[1], "clear");
    c->collide = hit;
    c->a = 0;
    if (hit && w->nt == 3) {
        if (!hd_numtext_read(w->toks[2], &c->x) || !(c->x >= 0 && c->x <= 1)) hit = false;
        c->a = 1;
    }
    if (!(clear || (hit && w->nt <= 3))) {
        snprintf(why, whylen, _("expected 'expect ray hit [T]' (T from 0 to 1) or 'expect ray clear'"));
        return false;
    }
    return true;
}

/* expect peer collide|clear|none */
static bool parse_expect_peer(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    c->expect = HD_EX_PEER;
    c->a = w->nt != 2 ? -2 : !strcmp(w->toks[1], "collide") ? 1 : !strcmp(w->toks[1], "clear") ? 0
         : !strcmp(w->toks[1], "none") ? -1 : -2;
    if (c->a == -2) {
        snprintf(why, whylen, _("expected 'expect peer collide', 'expect peer clear' or 'expect peer none'"));
        return false;
    }
    return true;
}

/* show peer NAME|off: the peer overlay on with the peer called NAME (one
 * given with --peer or built in: a script names a peer, it never carries
 * a command), or off */
static bool parse_show_peer(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    bool ok = w->nt == 2 && strlen(w->toks[1]) >= 1 && strlen(w->toks[1]) <= 32;
    for (const char *p = ok ? w->toks[1] : ""; *p && ok; p++)
        ok = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '-';
    if (!ok) {
        snprintf(why, whylen, _("expected 'show peer NAME' (NAME: 1 to 32 of a-z 0-9 _ -) or 'show peer off'"));
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", w->toks[1]);
    return true;
}

/* show NAME on|off: set an overlay outright (a recording's start) */
static bool parse_show(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    static const char *names[] = {"hud", "dist", "inner", "map", "naive", "outline", "help", "snap", "numbers",
                                  "toolbar", "sweep"};
    char *const *toks = w->toks;
    c->a = -1;
    for (int i = 0; w->nt == 2 && i < (int)(sizeof names / sizeof names[0]); i++)
        if (!strcmp(toks[0], names[i])) c->a = i;
    c->b = w->nt == 2 && !strcmp(toks[1], "on") ? 1 : w->nt == 2 && !strcmp(toks[1], "off") ? 0 : -1;
    if (c->a < 0 || c->b < 0) {
        snprintf(why, whylen, _("expected 'show NAME on|off' with NAME hud, dist, inner, map, naive, outline, "
                              "help, snap, numbers, toolbar or sweep"));
        return false;
    }
    return true;
}

static bool parse_view(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    char *const *toks = w->toks;
    if (w->nt != 3 || !hd_numtext_read(toks[0], &c->z) || !hd_numtext_read(toks[1], &c->x) ||
        !hd_numtext_read(toks[2], &c->y) || c->z < 0.125 || c->z > 1024 || fabs(c->x) > 1e9 || fabs(c->y) > 1e9) {
        snprintf(why, whylen, _("expected 'view ZOOM OX OY' with ZOOM from 0.125 to 1024 and the "
                              "logical top-left OX OY (finite numbers within +-1e9)"));
        return false;
    }
    return true;
}

/* A coordinate as specs take it: 0 or of magnitude in [1e-50, 1e50]. */
static bool spec_coord(double v) { return v == 0 || (fabs(v) >= HD_COORD_MIN && fabs(v) <= HD_COORD_MAX); }

static bool parse_place(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 2 || !hd_numtext_read(w->toks[0], &c->x) || !hd_numtext_read(w->toks[1], &c->y) ||
        !spec_coord(c->x) || !spec_coord(c->y)) {
        snprintf(why, whylen, _("expected 'place X Y' with a logical point (numbers as in specs: 0 or of "
                              "magnitude from 1e-50 to 1e50)"));
        return false;
    }
    c->x += 0.0; /* -0 -> 0 */
    c->y += 0.0;
    return true;
}

static bool parse_base(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    const char *spec = w->toks[0];
    if (w->nt != 1) {
        snprintf(why, whylen, _("expected 'base SPEC' (a full spec such as rect:100,100,400,200, "
                              "or a kind alone), no spaces"));
        return false;
    }
    if (!strchr(spec, ':')) {
        if (!hd_kind_from_name(spec, strlen(spec), &c->base_kind)) {
            snprintf(why, whylen, _("base: unknown kind '%.40s' (expected point, circle, rect, line, "
                                  "polygon, capsule, arc, wedge or a full spec)"), spec);
            return false;
        }
        c->base_default = true;
        return true;
    }
    c->shape = malloc(sizeof *c->shape);
    char e2[512];
    if (!c->shape) {
        snprintf(why, whylen, _("out of memory"));
        return false;
    }
    if (!hd_shape_parse_buf_tr(spec, c->shape, e2, sizeof e2, hd_gettext_tr)) {
        snprintf(why, whylen, _("base: %.600s"), e2);
        return false;
    }
    c->base_kind = c->shape->s.kind;
    return true;
}

static bool parse_cursor(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1) {
        snprintf(why, whylen, _("expected 'cursor SPEC' (a --cursor spec such as circle:20), no spaces"));
        return false;
    }
    c->tpl = malloc(sizeof *c->tpl);
    char e2[512];
    if (!c->tpl) {
        snprintf(why, whylen, _("out of memory"));
        return false;
    }
    if (!hd_cursor_parse(w->toks[0], c->tpl, e2, sizeof e2)) {
        snprintf(why, whylen, _("cursor: %.600s"), e2);
        return false;
    }
    return true;
}

/* scene FILE: read and checked now, relative to the script's directory */
static bool parse_scene(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    const char *rest = w->rest;
    if (!rest || strlen(rest) >= sizeof c->text) {
        snprintf(why, whylen, _("expected 'scene FILE' (relative to the script's directory)"));
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", rest);
    char path[1024];
    snprintf(path, sizeof path, "%s%s", rest[0] == '/' ? "" : w->dir, rest);
    c->scene = malloc(sizeof *c->scene);
    char e2[1024];
    if (!c->scene) {
        snprintf(why, whylen, _("out of memory"));
        return false;
    }
    if (!hd_scenefile_load(path, c->scene, e2, sizeof e2)) {
        snprintf(why, whylen, _("scene: %.600s"), e2);
        return false;
    }
    return true;
}

static bool parse_screenshot(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (!w->rest || strlen(w->rest) >= sizeof c->text) {
        snprintf(why, whylen, _("expected 'screenshot FILE'"));
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", w->rest);
    return true;
}

static bool parse_svg(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    const char *rest = w->rest;
    size_t n = rest ? strlen(rest) : 0;
    const char *ext = n >= 5 ? rest + n - 4 : "";
    bool dot_svg = ext[0] == '.' && tolower((unsigned char)ext[1]) == 's' && tolower((unsigned char)ext[2]) == 'v' &&
                   tolower((unsigned char)ext[3]) == 'g';
    if (!rest || n >= sizeof c->text || !dot_svg) {
        snprintf(why, whylen, _("expected 'svg FILE.svg'"));
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", rest);
    return true;
}

static bool ieq_prefix(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (tolower((unsigned char)*s) != tolower((unsigned char)*prefix)) return false;
    return true;
}

/* key NAME: the modifier prefixes taken off into c->mods, the name kept */
static bool parse_key(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (!w->rest || strlen(w->rest) >= sizeof c->text) {
        snprintf(why, whylen, _("expected 'key NAME' (e.g. key Tab, key 3, key plus, key shift+Tab)"));
        return false;
    }
    const char *k = w->rest;
    for (;;) {
        if (ieq_prefix(k, "shift+") && k[6]) { c->mods |= HD_MOD_SHIFT; k += 6; }
        else if (ieq_prefix(k, "ctrl+") && k[5]) { c->mods |= HD_MOD_CTRL; k += 5; }
        else if (ieq_prefix(k, "alt+") && k[4]) { c->mods |= HD_MOD_ALT; k += 4; }
        else break;
    }
    snprintf(c->text, sizeof c->text, "%s", k);
    return true;
}

static bool parse_ratio(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    if (w->nt != 1 || !hd_numtext_read(w->toks[0], &c->x) || c->x < 0.25 || c->x > 8) {
        snprintf(why, whylen, _("expected 'ratio R' with a number R from 0.25 to 8"));
        return false;
    }
    return true;
}

/* lang en|fr|zh_CN: the window's language (the keywords as --lang writes
 * them; zh too), a: the hd_lang */
static bool parse_lang(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    hd_lang l = HD_LANG_EN;
    const char *t = w->nt == 1 ? w->toks[0] : "";
    if (w->nt != 1 || !(!strcmp(t, "en") || !strcmp(t, "fr") || !strcmp(t, "zh_CN") || !strcmp(t, "zh")) ||
        !hd_lang_parse(t, &l)) {
        snprintf(why, whylen, "%s", _("expected 'lang en', 'lang fr' or 'lang zh_CN'"));
        return false;
    }
    c->a = (int)l;
    return true;
}

/* report labels|lesson|toolbar|step|help|layout|hud|lang: the word alone, its index in a */
static bool parse_report(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    static const char *what[] = {"labels", "lesson", "toolbar", "step", "help", "layout", "hud", "lang"};
    if (w->nt != 1) return sub_usage("report", why, whylen);
    for (int i = 0; i < (int)(sizeof what / sizeof what[0]); i++)
        if (!strcmp(w->toks[0], what[i])) c->a = i;
    return true;
}

/* finger down|move|up ID X Y: a touch event at window point X,Y */
static bool parse_finger(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    char *const *toks = w->toks;
    int nt = w->nt;
    c->b = nt == 4 && !strcmp(toks[0], "down") ? 0 : nt == 4 && !strcmp(toks[0], "move") ? 1
         : nt == 4 && !strcmp(toks[0], "up")   ? 2 : -1;
    if (c->b < 0 || !hd_numtext_int(toks[1], 0, 9, &c->a) || !hd_numtext_read(toks[2], &c->x) ||
        !hd_numtext_read(toks[3], &c->y)) {
        snprintf(why, whylen, _("expected 'finger down|move|up ID X Y' with ID from 0 to 9 and X Y finite window "
                              "coordinates"));
        return false;
    }
    return true;
}

static bool parse_quit(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    (void)c;
    if (w->nt != 0) {
        snprintf(why, whylen, _("expected 'quit' alone"));
        return false;
    }
    return true;
}

static bool parse_window(const words *w, hd_script_cmd *c, char *why, size_t whylen)
{
    static const char *events[] = {"minimize", "restore", "maximize", "hide", "show",
                                   "enter", "leave", "focus", "blur", "expose"};
    c->a = -1;
    for (int i = 0; w->nt == 1 && i < (int)(sizeof events / sizeof events[0]); i++)
        if (!strcmp(w->toks[0], events[i])) c->a = i;
    if (c->a < 0) {
        snprintf(why, whylen, _("expected 'window EVENT' with EVENT one of minimize, restore, maximize, "
                              "hide, show, enter, leave, focus, blur or expose"));
        return false;
    }
    snprintf(c->text, sizeof c->text, "%s", w->toks[0]);
    return true;
}

/* Every command: its word (and second word), its arguments as docs/app.md
 * writes them (tests/app/test_script_commands.c checks that the two lists
 * match), the op it makes, its parser and what it does. In the order of
 * docs/app.md's table. */
static const hd_script_command commands[] = {
    {"move", NULL, "X Y", HD_SC_MOVE, parse_move, "mouse motion to window coordinates (integers)"},
    {"key", NULL, "NAME", HD_SC_KEY, parse_key,
     "key press + release; NAME is an SDL key name (Tab, F12, 3, h, Escape, ...) or plus / minus; prefixes "
     "shift+, ctrl+, alt+ add modifiers (shift+Tab)"},
    {"wheel", NULL, "N", HD_SC_WHEEL, parse_wheel, "mouse wheel, N notches (positive = away from the user)"},
    {"down", NULL, "X Y [BUTTON]", HD_SC_DOWN, parse_button,
     "mouse motion to X Y, then BUTTON (left, right or middle; default left) pressed there"},
    {"up", NULL, "X Y [BUTTON]", HD_SC_UP, parse_button, "motion to X Y (the button held), then released"},
    {"click", NULL, "X Y [BUTTON] [CLICKS]", HD_SC_CLICK, parse_button,
     "motion, press and release; CLICKS (1-255, default 1) is SDL's click count: 2 is a double-click"},
    {"resize", NULL, "W H", HD_SC_RESIZE, parse_resize, "set the window size (points)"},
    {"wait", NULL, "MS", HD_SC_WAIT, parse_ms, "pause the script (the app keeps running)"},
    {"screenshot", NULL, "FILE", HD_SC_SCREENSHOT, parse_screenshot, "save the current frame as PNG"},
    {"svg", NULL, "FILE", HD_SC_SVG, parse_svg, "save the current frame as an SVG figure (FILE ends in .svg)"},
    {"base", NULL, "SPEC", HD_SC_BASE, parse_base,
     "a fixed base (full spec), or a kind alone (its default, centred shape, as keys 1-8)"},
    {"cursor", NULL, "SPEC", HD_SC_CURSOR, parse_cursor, "a cursor template (--cursor spec), selected"},
    {"scene", NULL, "FILE", HD_SC_SCENE, parse_scene,
     "a scene file (relative to the script's directory): base, cursor, exact logical mouse, zoom if it has one"},
    {"view", NULL, "ZOOM OX OY", HD_SC_VIEW, parse_view, "zoom ZOOM and the logical point OX,OY at the top-left"},
    {"place", NULL, "X Y", HD_SC_PLACE, parse_place, "the cursor at the exact logical point X,Y"},
    {"pace", NULL, "MS", HD_SC_PACE, parse_ms, "a delay of MS after every following line"},
    {"expect", "collide", "", HD_SC_EXPECT, parse_expect_state, "check that the shapes collide now"},
    {"expect", "clear", "", HD_SC_EXPECT, parse_expect_state, "check that they do not"},
    {"expect", "hits", "N", HD_SC_EXPECT, parse_expect_hits, "check the number of hit points"},
    {"expect", "hit", "X,Y", HD_SC_EXPECT, parse_expect_point, "check that some hit point is within 1e-9 of X,Y"},
    {"expect", "distance", "D", HD_SC_EXPECT, parse_expect_distance, "check hd_distance's distance (1e-9 relative)"},
    {"expect", "mouse", "X,Y", HD_SC_EXPECT, parse_expect_point, "check the cursor's logical position (1e-9)"},
    {"expect", "zoom", "Z", HD_SC_EXPECT, parse_expect_zoom, "check the view's zoom (1e-9 relative)"},
    {"expect", "step", "TEXT", HD_SC_EXPECT, parse_expect_text,
     "check that the step of I shown now (keys . and ,), as the HUD writes it, contains TEXT"},
    {"ray", NULL, "X,Y,DX,DY", HD_SC_RAY, parse_ray,
     "the ray tool on with the ray from X,Y along DX,DY (logical units, exact), as a drag would aim it"},
    {"expect", "ray", "hit|clear [T]", HD_SC_EXPECT, parse_expect_ray,
     "check the ray tool's cast against the base: hit (with T: t within 1e-12) or clear"},
    {"text", NULL, "STRING", HD_SC_TEXT, parse_text, "typed text for an open text field: the rest of the line"},
    {"show", "peer", "NAME|off", HD_SC_PEER, parse_show_peer,
     "the peer overlay (U) with the peer NAME (given with --peer, or built in), or off"},
    {"expect", "peer", "collide|clear|none", HD_SC_EXPECT, parse_expect_peer,
     "check the peer's answer for the pair on screen (none: no answer, or no peer on), waiting for it"},
    {"show", NULL, "NAME on|off", HD_SC_SHOW, parse_show, "an overlay (or snapping) on or off outright"},
    {"expect", "message", "TEXT", HD_SC_EXPECT, parse_expect_text,
     "check that the message line the window shows (a saved path, a refused edit, ...) contains TEXT"},
    {"report", "labels", "", HD_SC_REPORT, parse_report,
     "print the label boxes of the frame on screen and the obstacles they keep clear of (drawable pixels)"},
    {"report", "lesson", "", HD_SC_REPORT, parse_report,
     "print the open lesson step's panel: its box, its text size and its lines as drawn, with their widths"},
    {"report", "toolbar", "", HD_SC_REPORT, parse_report,
     "print the toolbar's buttons: their boxes (window points), labels and states"},
    {"report", "step", "", HD_SC_REPORT, parse_report, "print the step of I shown now, and the step count"},
    {"report", "help", "", HD_SC_REPORT, parse_report, "print the help's page shown (\"page 1 of 2\"), or closed"},
    {"report", "layout", "", HD_SC_REPORT, parse_report,
     "print the boxes of the toolbar, HUD, message strip, lesson panel and shapes (drawable pixels, or none)"},
    {"report", "hud", "", HD_SC_REPORT, parse_report, "print the HUD's lines as it lays them out now (shown or not)"},
    {"finger", NULL, "down|move|up ID X Y", HD_SC_FINGER, parse_finger,
     "a touch event (finger ID 0-9) at window point X,Y (two fingers down: a pinch zooms and pans)"},
    {"quit", NULL, "", HD_SC_QUIT, parse_quit,
     "end the run here, as Ctrl+Q does (a window with a script otherwise stays open when it ends)"},
    {"ratio", NULL, "R", HD_SC_RATIO, parse_ratio,
     "headless: the pixel ratio becomes R (0.25 to 8), as when a window moves to another display"},
    {"window", NULL, "EVENT", HD_SC_WINDOW, parse_window,
     "a window event: minimize, restore, maximize, hide, show, enter, leave, focus, blur or expose"},
    {"expect", "sweep", "hit|clear [T]", HD_SC_EXPECT, parse_expect_sweep,
     "check sweep mode's last sweep (W): a hit, with its toi within 1e-12 of T if given, or clear"},
    {"tick", NULL, "N", HD_SC_TICK, parse_tick,
     "the tunnelling run (Y) moves on by N frames now (headless, the only way it moves)"},
    {"lesson", NULL, "N", HD_SC_LESSON, parse_lesson,
     "go to step N of the lesson, as choosing it in the lesson's list of steps (Shift+L) does; a step the lesson "
     "does not have stops the run (exit 2)"},
    {"lang", NULL, "en|fr|zh_CN", HD_SC_LANG, parse_lang,
     "the window's language, as F2 switches it: the help, the toolbar, the messages ... (Chinese needs the CJK font)"},
    {"report", "lang", "", HD_SC_REPORT, parse_report, "print the window's language (en, fr or zh_CN)"},
};

const hd_script_command *hd_script_commands(size_t *count)
{
    *count = sizeof commands / sizeof commands[0];
    return commands;
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
    const words w = {toks, nt, rest, dir};
    const hd_script_command *named = NULL;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const hd_script_command *e = &commands[i];
        if (strlen(e->name) != cmdlen || strncmp(line, e->name, cmdlen) != 0) continue;
        named = e;
        if (e->sub && !(nt >= 1 && !strcmp(toks[0], e->sub))) continue;
        c->op = e->op;
        if (!e->parse(&w, c, why, whylen)) return false;
        /* -0 reads as 0 in every number of a script */
        c->x = c->x == 0 ? 0 : c->x;
        c->y = c->y == 0 ? 0 : c->y;
        c->z = c->z == 0 ? 0 : c->z;
        return true;
    }
    if (named) return sub_usage(named->name, why, whylen);
    snprintf(why, whylen,
             _("unknown command '%.*s' (expected move, key, wheel, resize, wait, screenshot, svg, "
             "expect, base, cursor, scene, view, place, pace, ray, down, up, click, text, show, ratio, "
             "window, report, quit or # comment)"),
             (int)(cmdlen > 40 ? 40 : cmdlen), line);
    return false;
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
            snprintf(err, errlen, _("%s: more than %d lines (the limit of a script)"), name, HD_SCRIPT_MAX_LINES);
            hd_script_free(s);
            return 2;
        }
        lineno++;
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        char line[SCRIPT_MAX_LINE];
        if (len >= sizeof line) {
            snprintf(err, errlen, _("%s:%d: line longer than %d characters"), name, lineno,
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
            snprintf(err, errlen, _("%s:%d: %s (line: '%.*s')"), name, lineno, why, k, b);
            hd_script_free(s);
            return 2;
        }
        if (s->count == HD_SCRIPT_MAX_CMDS) {
            cmd_free(&c);
            snprintf(err, errlen, _("%s:%d: more than %d commands (the limit of a script)"), name, lineno,
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
                snprintf(err, errlen, _("%s: out of memory"), name);
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
        snprintf(err, errlen, _("--script: cannot read '%s': %s"), path, strerror(errno));
        return 2;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        snprintf(err, errlen, _("--script: '%s' is a directory, not a script file"), path);
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
        snprintf(err, errlen, _("--script: '%s' is larger than %d bytes (the limit of a script)"), path,
                 HD_SCRIPT_MAX_BYTES);
        return 2;
    }
    if (!buf || bad) {
        free(buf);
        snprintf(err, errlen, _("--script: cannot read '%s'"), path);
        return 2;
    }
    buf[len] = '\0';
    if (strlen(buf) != len) {
        free(buf);
        snprintf(err, errlen, _("--script: '%s' contains a NUL byte (not a text file?)"), path);
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
