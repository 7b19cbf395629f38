/* hud_text.c: the HUD's lines (see hud_text.h). */
#include "hud_text.h"

#include "hd_naive.h"
#include "explain.h"
#include "i18n.h"
#include "linebreak.h"
#include <hitdemo/relation.h>

#include <ctype.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct lines {
    hd_hud_line *out;
    int n, max, cols;
    bool round; /* numbers to 6 significant digits */
} lines;

int hd_hud_round_numbers(const char *in, char *out, size_t n)
{
    size_t k = 0;
    const char *p = in;
    while (*p) {
        bool after_word = p > in && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.');
        bool starts = !after_word && (isdigit((unsigned char)*p) || ((*p == '-' || *p == '+' || *p == '.') &&
                                                                      (isdigit((unsigned char)p[1]) || p[1] == '.')));
        char *end = NULL;
        double d = 0;
        const char *q = p + (*p == '-' || *p == '+');
        if (q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) starts = false; /* no hex: a word */
        if (starts) {
            d = strtod(p, &end);
            /* a number that runs into a letter is a word (2nd, 0x10) */
            if (end && (isalpha((unsigned char)*end) || *end == '_')) end = NULL;
        }
        char num[40];
        const char *piece = p;
        size_t len = 1;
        if (end && end > p && isfinite(d)) {
            snprintf(num, sizeof num, "%.6g", d == 0 ? 0.0 : d);
            piece = num;
            len = strlen(num);
            p = end;
        } else {
            p++;
        }
        for (size_t i = 0; i < len; i++, k++)
            if (k + 1 < n) out[k] = piece[i];
    }
    if (n) out[k < n ? k : n - 1] = '\0';
    return (int)k;
}

/* One UTF-8 character at p: its code point; *len its bytes (a bad byte
 * reads as itself). */
static uint32_t u8_at(const char *p, int *len)
{
    const unsigned char *u = (const unsigned char *)p;
    uint32_t c = u[0];
    int n = c < 0x80 ? 0 : (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : 0;
    if (n > 0) c &= 0x3Fu >> n;
    int k = 1;
    for (; k <= n && (u[k] & 0xC0) == 0x80; k++) c = c << 6 | (u[k] & 0x3F);
    if (k <= n) {
        *len = 1;
        return u[0];
    }
    *len = n + 1;
    return c;
}

/* The columns a character takes in the HUD's mono text: a Chinese
 * character (drawn from the CJK font, about 1.7 of DejaVu Sans Mono's
 * cells) counts two, so a Chinese line never runs past the window. */
static int cols_of(uint32_t cp)
{
    return hd_lb_is_cjk(cp) ? 2 : 1;
}

/* Appends text, wrapped at cols (columns: a Chinese character is two):
 * breaks after a space or a comma where it can, or where linebreak.h
 * allows between Chinese characters (never before ，。：；？！）), never
 * inside a UTF-8 character; continuation lines indented by two spaces. */
static void add(lines *L, const char *text, bool alert)
{
    static char rounded[6000];
    if (L->round) {
        hd_hud_round_numbers(text, rounded, sizeof rounded);
        text = rounded;
    }
    const char *p = text;
    bool first = true;
    do {
        if (L->n >= L->max) return;
        int indent = first ? 0 : 2;
        int room = L->cols - indent;
        /* the characters that fit in room columns: at[i] is the byte
         * offset of character i, cp[i] its code point (one past the last
         * that fits, too) */
        int at[HD_HUD_COLS + 2];
        uint32_t cp[HD_HUD_COLS + 2];
        int nfit = 0, used = 0, b = 0;
        bool all = false;
        for (;;) {
            if (!p[b]) {
                all = true;
                break;
            }
            int len;
            uint32_t c = u8_at(p + b, &len);
            at[nfit] = b;
            cp[nfit] = c;
            if (used + cols_of(c) > room || nfit > HD_HUD_COLS) break;
            used += cols_of(c);
            b += len;
            nfit++;
        }
        int take = b;
        if (!all) {
            if (nfit == 0) { /* one character wider than the room: it alone */
                int len;
                u8_at(p, &len);
                take = len;
            } else {
                at[nfit] = b;
                for (int i = nfit; i > nfit / 2; i--)
                    if (cp[i - 1] == ' ' || cp[i - 1] == ',' ||
                        ((hd_lb_is_cjk(cp[i - 1]) || hd_lb_is_cjk(cp[i])) && cp[i] != ' ' &&
                         hd_lb_can_break(cp[i - 1], cp[i]))) {
                        take = at[i];
                        break;
                    }
            }
        }
        hd_hud_line *o = &L->out[L->n++];
        snprintf(o->text, sizeof o->text, "%*s%.*s", indent, "", take, p);
        o->alert = alert;
        p += take;
        while (!first && *p == ' ') p++;
        first = false;
        while (*p == ' ') p++;
    } while (*p);
}

int hd_hud_wrap(const char *text, int cols, hd_hud_line *out, int max)
{
    if (cols < 2) cols = 2;
    if (cols > HD_HUD_COLS) cols = HD_HUD_COLS;
    lines L = {out, 0, max, cols, false};
    add(&L, text, false);
    return L.n;
}

static void fmt_num(double d, char *buf, size_t n)
{
    hd_format_double(d, buf, n);
}

static void fmt_pt(hd_vec2 p, char *buf, size_t n)
{
    char x[40], y[40];
    fmt_num(p.x, x, sizeof x);
    fmt_num(p.y, y, sizeof y);
    snprintf(buf, n, "(%s,%s)", x, y);
}

/* The lines of the overlays that are on: I's family and values, N's
 * verdict, D's distance (the compact HUD; the full one has them too). */
static void inner_lines(lines *L, const hd_scene *s, const hd_show *show)
{
    char buf[600];
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
    snprintf(buf, sizeof buf, _("inner: %s"), x->name);
    add(L, buf, false);
    if (show->step >= 1 && show->step <= x->nsteps) {
        /* stepping: the step's decision instead of the summary, then the
         * exact answer */
        hd_explain_step_text(x, show->step - 1, buf, sizeof buf);
        add(L, buf, false);
        add(L, _("  (next: .   back: ,   after the last step: the whole picture)"), false);
        if (x->nlines >= 1) add(L, x->lines[x->nlines - 1], x->disagree);
        return;
    }
    for (int i = 0; i < x->nlines; i++) add(L, x->lines[i], x->disagree && i == x->nlines - 1);
    if (x->nsteps > 0) {
        snprintf(buf, sizeof buf, ngettext(". steps through the algorithm: %d step", ". steps through the algorithm: %d steps", (unsigned long)x->nsteps), x->nsteps);
        add(L, buf, false);
    }
}

/* A seed formula's name for people: "circle_rect (RectCircleColliding,
 * half-width slip)" -> "the seed's circle-rect test: half-width slip"
 * (the articles' function names are identifiers: a reader needs what the
 * formula does, and the words in the parentheses that are not names). */
static bool identifier(const char *w, size_t n)
{
    bool lower = false, upper_after_lower = false;
    for (size_t i = 0; i < n; i++) {
        char c = w[i];
        if (c == '_' || c == ' ') return c == '_';
        if (c >= 'a' && c <= 'z') lower = true;
        if (c >= 'A' && c <= 'Z' && lower) upper_after_lower = true;
    }
    return upper_after_lower;
}

static void human_name(const char *name, char *out, size_t n)
{
    char kinds[64] = "";
    size_t k = strcspn(name, " ("), j = 0;
    for (size_t i = 0; i < k && j + 1 < sizeof kinds; i++) kinds[j++] = name[i] == '_' ? '-' : name[i];
    kinds[j] = '\0';
    /* TRANSLATORS: %s is a pair of spec keywords such as circle-rect */
    int len = snprintf(out, n, _("the seed's %s test"), kinds[0] ? kinds : "naive");
    const char *p = strchr(name, '(');
    bool first = true;
    while (p && *p && *p != ')' && len >= 0 && (size_t)len < n) {
        p++;
        while (*p == ' ') p++;
        size_t w = strcspn(p, ",)");
        if (w > 0 && !identifier(p, w)) {
            /* TRANSLATORS: between "the seed's circle-rect test" and the words
             * that say what its formula does (French: U+202F before the colon) */
            char word[120];
            snprintf(word, sizeof word, "%.*s", (int)w, p);
            len += snprintf(out + len, n - (size_t)len, "%s%s", first ? _(": ") : ", ", _(word));
            first = false;
        }
        p += w;
    }
}

/* The seed formulas' words for people (src/naive/naive.c's table: the
 * flaws, and the words in a name's parentheses that are not identifiers),
 * marked here for the catalogs: naive.c is a library of the seed's formulas
 * and stays free of gettext; _() finds a translation by the text, so these
 * copies must read exactly as naive.c's (a changed one shows in English). */
static const char *const naive_words[] = {
    N_("strict: a point on the circle is a miss"),
    N_("strict: a point on an edge or a corner is a miss"),
    N_("strict: tangent circles are a miss"),
    N_("dx from the centre compared with the FULL width: circles near a corner hit when they miss"),
    N_("strict: a tangent segment is a miss; a zero-length segment (t = NaN) always misses"),
    N_("rects sharing an edge or a corner are apart (<= / >= on the gap)"),
    N_("containment missed; a segment along a side is coincident, no hit"),
    N_("parallel is no hit: collinear overlapping or touching segments miss"),
    N_("containment missed: a polygon inside the other crosses no side"),
    N_("angle in [0, 360) not wrapped: a sector through 0 (300..30) loses points; the apex reads as 0 degrees"),
    N_("strict bounds"),
    N_("half-width slip"),
    N_("centre gaps"),
    N_("sides only"),
};

static void naive_lines(lines *L, const hd_scene *s)
{
    char buf[600];
    (void)naive_words; /* there for xgettext */
    if (!s->naive_known) {
        add(L, _("naive: the seed articles have no formula for this pair"), false);
        return;
    }
    bool differ = s->naive_hit != s->collide;
    const hd_naive_info *ni = hd_naive_lookup(s->base.s.kind, s->cursor.s.kind);
    char words[200];
    human_name(ni ? ni->name : "", words, sizeof words);
    snprintf(buf, sizeof buf, _("naive: %s, right: %s   (%s)"), s->naive_hit ? _("hit") : _("miss"),
             s->collide ? _("hit") : _("miss"), words);
    add(L, buf, differ);
    if (differ && ni) {
        snprintf(buf, sizeof buf, _("the seed formula is wrong here: %s"), _(ni->flaw));
        add(L, buf, true);
    }
}

/* The message line, never rounded: it says what was copied, typed or
 * saved, and a rounded number there could show a command that gives
 * another answer. */
static void add_message(lines *L, const char *text)
{
    bool r = L->round;
    L->round = false;
    add(L, text, true);
    L->round = r;
}

/* The distance, and with closest the closest points (the full HUD). */
static void dist_line(lines *L, const hd_scene *s, bool closest)
{
    char buf[600], a[40], pv[90], pa[90], pb[90];
    const hd_dist *d = &s->dist;
    if (d->has_closest) {
        fmt_num(d->distance, a, sizeof a);
        fmt_pt(d->pa, pa, sizeof pa);
        fmt_pt(d->pb, pb, sizeof pb);
        if (closest) snprintf(buf, sizeof buf, _("distance %s   closest %s on base, %s on cursor"), a, pa, pb);
        else snprintf(buf, sizeof buf, _("distance %s"), a);
    } else if (d->has_push) {
        fmt_pt(d->push, pv, sizeof pv);
        fmt_num(d->depth, a, sizeof a);
        snprintf(buf, sizeof buf, _("distance 0   push-out %s   depth %s"), pv, a);
    } else {
        snprintf(buf, sizeof buf, "%s", _("distance 0   push-out: none (a shape is concave)"));
    }
    add(L, buf, false);
}

/* I in the compact HUD: the family and the line that decides (the one
 * before "exact answer: ..."), and that line too where the values and the
 * exact answer disagree. */
static void inner_compact(lines *L, const hd_scene *s, const hd_show *show)
{
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
    add(L, x->name, false);
    if (show->step >= 1 && show->step <= x->nsteps) {
        char buf[600];
        hd_explain_step_text(x, show->step - 1, buf, sizeof buf);
        add(L, buf, false);
        if (x->disagree && x->nlines >= 1) add(L, x->lines[x->nlines - 1], true);
        return;
    }
    if (x->nlines >= 2) add(L, x->lines[x->nlines - 2], false);
    if (x->disagree && x->nlines >= 1) add(L, x->lines[x->nlines - 1], true);
}

static int compact(lines *L, const hd_scene *s, const hd_show *show, const hd_hud *h, bool known)
{
    if (known && show->dist) dist_line(L, s, false);
    if (known && show->inner) inner_compact(L, s, show);
    if (known && show->naive) naive_lines(L, s);
    for (int i = 0; i < 4 && h->motion[i]; i++) add(L, h->motion[i], false);
    if (h->labels_dropped) add(L, _("some labels had no room (Shift+H: the full HUD lists them)"), false);
    if (h->message) add_message(L, h->message);
    return L->n;
}

/* The verdict in words: the exact relation of the base to the cursor
 * (hd_relate), or the scene's sampled words where it is not decided. */
static const char *relation_words(const hd_scene *s)
{
    hd_shape base = hd_scene_base(s), cur = hd_scene_cursor(s);
    switch (hd_relate(&base, &cur)) {
    case HD_APART: return _("apart");
    case HD_TOUCHING: return _("touching (they meet, interiors apart)");
    case HD_OVERLAPPING: return _("overlapping");
    case HD_A_CONTAINS_B: return _("contains the cursor");
    case HD_B_CONTAINS_A: return _("inside the cursor");
    default: return hd_scene_state(s);
    }
}

int hd_hud_text(const hd_view *v, const hd_scene *s, const hd_show *show, const hd_hud *h, int cols,
                hd_hud_line *out, int max)
{
    if (cols < 2) cols = 2;
    if (cols > HD_HUD_COLS) cols = HD_HUD_COLS;
    lines L = {out, 0, max, cols, !show->full_numbers};
    char buf[6000], a[2400], b[2400];
    char pair[96];
    /* TRANSLATORS: the HUD's title: two spec keywords (circle, rect...),
     * the base's and the cursor's kinds */
    snprintf(pair, sizeof pair, _("%s vs %s"), hd_kind_name(s->base.s.kind), hd_kind_name(s->cursors[s->cursor_index].kind));
    bool known = s->mouse_known && (h->mouse_inside || h->cursor_placed);

    if (!known) {
        snprintf(buf, sizeof buf, "%s   %s", pair,
                 s->mouse_known ? _("mouse outside the window") : _("move the mouse into the window"));
        add(&L, buf, false);
    } else {
        snprintf(buf, sizeof buf, s->collide ? _("%s   collide: yes   %s") : _("%s   collide: no   %s"), pair, relation_words(s));
        add(&L, buf, false);
    }
    if (show->hud_compact) return compact(&L, s, show, h, known);
    hd_shape vbase = hd_scene_base(s);
    hd_shape_format(&vbase, a, sizeof a);
    snprintf(buf, sizeof buf, _("base:   %s"), a);
    add(&L, buf, false);
    char size[96];
    hd_scene_cursor_size(s, size, sizeof size);
    if (s->mouse_known && !known) {
        snprintf(buf, sizeof buf, _("cursor: hidden while the mouse is outside   (%s)"), size);
    } else if (s->mouse_known) {
        hd_shape vcur = hd_scene_cursor(s);
        hd_shape_format(&vcur, b, sizeof b);
        snprintf(buf, sizeof buf, _("cursor: %s   (%s)"), b, size);
    } else {
        snprintf(buf, sizeof buf, _("cursor: %s"), size);
    }
    add(&L, buf, false);

    if (known) {
        dist_line(&L, s, true);
        /* ---- I: the algorithm's inner values (explain.c; computed once per
         * change and shared with overlay_inner.c) ---- */
        if (show->inner) inner_lines(&L, s, show);
        /* ---- end of I ---- */
        if (show->naive) naive_lines(&L, s);
        int shown = s->hit_count < 8 ? s->hit_count : 8;
        int at = snprintf(buf, sizeof buf, _("hit points: %d"), s->hit_count);
        for (int i = 0; i < shown && at < (int)sizeof buf - 100; i++) {
            char p[90];
            fmt_pt(s->hits[i], p, sizeof p);
            at += snprintf(buf + at, sizeof buf - (size_t)at, "%s%s", i ? " " : "  ", p);
        }
        if (s->hit_count > shown) snprintf(buf + at, sizeof buf - (size_t)at, " ...");
        add(&L, buf, false);
    }
    char lp[90];
    fmt_pt(s->mouse, lp, sizeof lp);
    if (h->cursor_placed && s->mouse_known)
        snprintf(buf, sizeof buf, _("cursor placed at %s (moving the mouse takes it back)"), lp);
    else if (s->mouse_known && h->mouse_inside && show->debug_hud)
        snprintf(buf, sizeof buf, _("mouse: window %.0f,%.0f   logical %s"), h->mouse_wx, h->mouse_wy, lp);
    else if (s->mouse_known && h->mouse_inside)
        snprintf(buf, sizeof buf, _("mouse at %s"), lp);
    else if (s->mouse_known)
        snprintf(buf, sizeof buf, _("mouse: outside the window (last at logical %s)"), lp);
    else
        snprintf(buf, sizeof buf, "%s", _("mouse: not in the window yet"));
    add(&L, buf, false);
    char org[140] = "";
    if (v->origin.x != 0 || v->origin.y != 0) {
        char o[90];
        fmt_pt(v->origin, o, sizeof o);
        snprintf(org, sizeof org, _("   panned: top left at %s"), o);
    }
    /* for people: the zoom and the pan; the developer's numbers with F3 */
    if (show->debug_hud)
        snprintf(buf, sizeof buf, _("pixel ratio %.3g x %.3g   zoom %g   logical %.4gx%.4g   drawable %dx%d%s"),
                 v->ratio_x, v->ratio_y, v->zoom, v->log_w, v->log_h, v->draw_w, v->draw_h, org);
    else
        snprintf(buf, sizeof buf, _("zoom %g%s"), v->zoom, org);
    add(&L, buf, false);
    if (h->frame_ms >= 0 && show->debug_hud) {
        snprintf(buf, sizeof buf, _("frame %.2f ms"), h->frame_ms);
        add(&L, buf, false);
    }
    if (h->map_status) add(&L, h->map_status, false);
    for (int i = 0; i < 4 && h->motion[i]; i++) add(&L, h->motion[i], false);
    if (h->labels_dropped) {
        snprintf(buf, sizeof buf, _("labels with no room in the picture: %s"), h->labels_dropped);
        add(&L, buf, false);
    }
    if (h->message) add_message(&L, h->message);
    snprintf(buf, sizeof buf, "%s", _("F1 help  D distance  I inner  M map  N naive  U peer  O outline  H hud"));
    add(&L, buf, false);
    return L.n;
}
