/* lesson_panel.c: the lesson step's panel along the bottom of the window
 * (see lesson_panel.h), drawn through gfx.h. */
#include "lesson_panel.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gfx_text.h"
#include "palette.h"

enum { MAX_LINES = 40, LINE_BYTES = 400 };

typedef struct pline {
    hd_face face;
    char prefix[24];  /* drawn in bold before the text on the first line of a paragraph */
    int indent;       /* pixels: continuation lines start under the text */
    char text[LINE_BYTES];
    hd_rgba col;
} pline;

typedef struct playout {
    pline lines[MAX_LINES];
    int n;
    int row, pad, h;
    double pt;
    bool hint_inline; /* the keys' hint on the title line (else it has its own) */
    char hint[80];
} playout;

/* Wraps text (UTF-8) in face at pt to width pixels less the prefix's,
 * adding lines to L: the same line breaking as the help and the bars
 * (linebreak.h), so Chinese breaks between its characters and never
 * before ，。：；？！） or after （, and a word too long for a line is cut
 * where it fills it. */
static void wrap(const hd_gfx *g, playout *L, hd_face face, double pt, const char *prefix, const char *text, int width,
                 hd_rgba col)
{
    int pre = prefix[0] ? hd_gfx_text_w(g, HD_FACE_BOLD, pt, prefix) : 0;
    int room = width - pre;
    if (room < 1) room = 1;
    while (*text == ' ') text++;
    hd_lb_line lines[MAX_LINES];
    int n = hd_gfx_text_wrap(g, face, pt, text, room, lines, MAX_LINES);
    if (n > MAX_LINES) n = MAX_LINES;
    for (int i = 0; i < n && L->n < MAX_LINES; i++) {
        const char *t = text + lines[i].start;
        size_t len = lines[i].len;
        while (len && *t == ' ') t++, len--;
        if (!len && i > 0) continue;
        if (len >= LINE_BYTES) { /* whole UTF-8 sequences only */
            len = LINE_BYTES - 1;
            while (len && ((unsigned char)t[len] & 0xC0) == 0x80) len--;
        }
        pline *l = &L->lines[L->n++];
        l->face = face;
        snprintf(l->prefix, sizeof l->prefix, "%s", i == 0 ? prefix : "");
        l->indent = pre;
        memcpy(l->text, t, len);
        l->text[len] = '\0';
        l->col = col;
    }
}

/* What a verdict adds to a formula line at its longest (the size is
 * chosen for it), and what the I and run lines take at most (reserved in
 * the steps that show them). */
#define WORST_RIGHT "   \xe2\x86\x92 miss"
#define WORST_NAIVE "   \xe2\x86\x92 miss   (no naive formula for this pair)"
#define WORST_DECISION "step 10 of 10: edge 10 of A against edge 10 of B: t = -0.000123457, u = -0.000123457, " \
                       "crossing at -1234.57,-1234.57: the pair collides"
#define WORST_MOTION "per frame: miss at every frame (14 frames, 123.457 apart); swept: hit at t = 0.123457"

static const char *fold_label(bool folded)
{
    return folded ? "\xe2\x96\xb4 unfold" : "\xe2\x96\xbe fold";
}

/* The panel of step l (numbered step of count) at pt: with what s says
 * (s NULL and worst: the longest verdicts and the reserved I and run
 * lines; s NULL alone: none). */
static void lay_out_at(const hd_gfx *g, const hd_lesson_view *lv, const hd_lesson *l, int step, const hd_scene *s,
                       bool worst, double pt, playout *L)
{
    L->n = 0;
    L->pt = pt;
    L->pad = (int)(8 * hd_gfx_pt(g) * pt / HD_TEXT_PT + 0.5);
    L->row = hd_gfx_line_h(g, HD_FACE_SANS, pt);
    int w = g->v->draw_w - 2 * L->pad;
    hd_rgba ink = HD_RGBA(HD_COL_TEXT), dim = HD_RGBA(HD_COL_TEXT_DIM), alert = HD_RGBA(HD_COL_ALERT);

    char title[200];
    snprintf(title, sizeof title, "Step %d of %d: %s", step, lv->count, l->title);
    snprintf(L->hint, sizeof L->hint, "%s", step < lv->count ? "Space next  Backspace back  L close"
                                                              : "last step  Backspace back  L close");
    /* the fold button at the title line's right end, the keys' hint before it */
    int fw = hd_gfx_text_w(g, HD_FACE_SANS, pt, fold_label(true)) + 2 * L->pad;
    int tw = hd_gfx_text_w(g, HD_FACE_BOLD, pt, title), hw = hd_gfx_text_w(g, HD_FACE_SANS, pt, L->hint);
    L->hint_inline = tw + hw + fw + 4 * L->pad <= w;
    wrap(g, L, HD_FACE_BOLD, pt, "", title, w - fw - L->pad, ink);
    if (lv->folded) {
        L->hint_inline = false;
        L->h = L->n * L->row + 2 * L->pad;
        return;
    }
    if (!L->hint_inline && !lv->keys_on_toolbar) wrap(g, L, HD_FACE_SANS, pt, "", L->hint, w, dim);
    wrap(g, L, HD_FACE_SANS, pt, "", l->text, w, ink);

    bool shown = s && s->mouse_known;
    char buf[LINE_BYTES];
    /* a step with the tunnelling run: the sweep is right, the per-frame
     * test is what games do, and each says what the run found */
    bool run = l->show & HD_LESSON_SHOW_TUNNEL;
    if (run) {
        snprintf(buf, sizeof buf, "%s%s%s", l->right, worst || lv->run_swept ? "   \xe2\x86\x92 " : "",
                 worst ? WORST_MOTION : lv->run_swept ? lv->run_swept : "");
        wrap(g, L, HD_FACE_MONO, pt, "right  ", buf, w, ink);
        if (l->naive[0]) {
            snprintf(buf, sizeof buf, "%s%s%s", l->naive, worst || lv->run_frames ? "   \xe2\x86\x92 " : "",
                     worst ? WORST_MOTION : lv->run_frames ? lv->run_frames : "");
            wrap(g, L, HD_FACE_MONO, pt, "games  ", buf, w, alert);
        }
    } else {
    snprintf(buf, sizeof buf, "%s%s", l->right,
             worst ? WORST_RIGHT : !shown ? "" : s->collide ? "   \xe2\x86\x92 hit" : "   \xe2\x86\x92 miss");
    wrap(g, L, HD_FACE_MONO, pt, "right  ", buf, w, ink);
    }
    if (l->naive[0] && !run) {
        bool differ = shown && s->naive_known && s->naive_hit != s->collide;
        if (worst)
            snprintf(buf, sizeof buf, "%s%s", l->naive, WORST_NAIVE);
        else
            snprintf(buf, sizeof buf, "%s%s%s", l->naive,
                     !shown || !s->naive_known ? "" : s->naive_hit ? "   \xe2\x86\x92 hit" : "   \xe2\x86\x92 miss",
                     differ ? "   (they disagree)" : shown && !s->naive_known ? "   (no naive formula for this pair)" : "");
        wrap(g, L, HD_FACE_MONO, pt, "naive  ", buf, w, differ ? alert : ink);
    }
    const char *decision = worst ? (l->show & HD_LESSON_SHOW_INNER ? WORST_DECISION : NULL) : lv->decision;
    const char *motion = run ? NULL : worst ? (l->show & HD_LESSON_SHOW_TUNNEL ? WORST_MOTION : NULL) : lv->motion;
    if (decision) wrap(g, L, HD_FACE_MONO, pt, "I  ", decision, w, HD_RGBA(HD_COL_LESSON_DECISION));
    if (motion) {
        char label[24];
        snprintf(label, sizeof label, "%s  ", !worst && lv->motion_label ? lv->motion_label : "run");
        wrap(g, L, HD_FACE_MONO, pt, label, motion, w, HD_RGBA(HD_COL_GHOST));
    }
    wrap(g, L, HD_FACE_SANS, pt, "Task  ", l->task, w, HD_RGBA(HD_COL_LESSON_TASK));
    L->h = L->n * L->row + 2 * L->pad;
}

/* The share of the window's height a step's panel may take at most. */
#define PANEL_SHARE 0.40

/* The words of n steps (title, text, task), hashed (FNV-1a): a language
 * switch reads them again into the same memory, so the caches below keep
 * this beside the pointers. */
static unsigned words_hash(const hd_lesson *steps, int n)
{
    unsigned h = 2166136261u;
    for (int i = 0; i < n; i++) {
        const char *parts[3] = {steps[i].title, steps[i].text, steps[i].task};
        for (int p = 0; p < 3; p++) {
            for (const unsigned char *c = (const unsigned char *)parts[p]; *c; c++) h = (h ^ *c) * 16777619u;
            h = (h ^ 0xffu) * 16777619u;
        }
    }
    return h;
}

/* The lesson's text size: the largest, up to the body text's and down to
 * 9 pixels a line, at which every step's worst-case panel fits in
 * PANEL_SHARE of the height. */
static double lesson_pt(const hd_gfx *g, const hd_lesson_view *lv)
{
    static struct {
        int draw_w, draw_h;
        double gpt;
        const hd_lesson *steps, *l;
        int nsteps, count;
        bool keys_on_toolbar;
        unsigned words;
        double pt;
    } c;
    const hd_lesson *steps = lv->steps ? lv->steps : lv->l;
    int n = lv->steps ? lv->nsteps : 1;
    unsigned words = words_hash(steps, n);
    if (c.words == words && c.draw_w == g->v->draw_w && c.draw_h == g->v->draw_h && c.gpt == hd_gfx_pt(g) && c.steps == steps &&
        c.nsteps == n && c.count == lv->count && c.keys_on_toolbar == lv->keys_on_toolbar &&
        (lv->steps || c.l == lv->l))
        return c.pt;
    static playout T;
    hd_lesson_view open = *lv;
    open.folded = false;
    double limit = PANEL_SHARE * g->v->draw_h, floor_pt = 9.0 / hd_gfx_pt(g), pt = HD_TEXT_PT;
    if (floor_pt > pt) floor_pt = pt;
    for (int i = 0; i < n; i++) {
        int step = lv->steps ? i + 1 : lv->step;
        lay_out_at(g, &open, &steps[i], step, NULL, true, pt, &T);
        if (T.h <= limit) continue;
        double lo = floor_pt, hi = pt;
        for (int k = 0; k < 8; k++) {
            double mid = (lo + hi) / 2;
            lay_out_at(g, &open, &steps[i], step, NULL, true, mid, &T);
            if (T.h <= limit) lo = mid;
            else hi = mid;
        }
        pt = lo;
    }
    c.draw_w = g->v->draw_w;
    c.draw_h = g->v->draw_h;
    c.gpt = hd_gfx_pt(g);
    c.steps = steps;
    c.l = lv->l;
    c.nsteps = n;
    c.count = lv->count;
    c.keys_on_toolbar = lv->keys_on_toolbar;
    c.words = words;
    c.pt = pt;
    return pt;
}

/* What a layout depends on: a frame lays the panel out for its box and
 * again to draw it, and most frames change none of this. */
typedef struct pkey {
    int draw_w, draw_h;
    double pt;
    const hd_lesson *l, *steps;
    int step, count, nsteps, folded, keys_on_toolbar;
    unsigned words; /* the step's words: the same memory holds another language's after a switch */
    int verdict; /* -1 no scene; else bits collide, naive known, naive hit, mouse known */
    char decision[400];
    char motion[480];
} pkey;

static void lay_out(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, playout *L)
{
    static pkey last;
    static playout kept;
    static bool have;
    pkey k;
    memset(&k, 0, sizeof k);
    k.draw_w = g->v->draw_w;
    k.draw_h = g->v->draw_h;
    k.pt = hd_gfx_pt(g);
    k.l = lv->l;
    k.steps = lv->steps;
    k.step = lv->step;
    k.count = lv->count;
    k.nsteps = lv->nsteps;
    k.folded = lv->folded;
    k.keys_on_toolbar = lv->keys_on_toolbar;
    k.words = words_hash(lv->l, 1);
    k.verdict = !s ? -1 : (s->collide ? 1 : 0) | (s->naive_known ? 2 : 0) | (s->naive_hit ? 4 : 0) | (s->mouse_known ? 8 : 0);
    snprintf(k.decision, sizeof k.decision, "%s", lv->decision ? lv->decision : "");
    snprintf(k.motion, sizeof k.motion, "%s", lv->motion ? lv->motion : "");
    if (have && !memcmp(&k, &last, sizeof k)) {
        if (L != &kept) *L = kept;
        return;
    }
    double pt = lesson_pt(g, lv);
    lay_out_at(g, lv, lv->l, lv->step, s, false, pt, L);
    if (!lv->folded) {
        /* as high as the step's worst case, so the framing above holds
         * (where that fits: a tiny window at the smallest text has the
         * panel as high as it is now) */
        static playout W;
        lay_out_at(g, lv, lv->l, lv->step, NULL, true, pt, &W);
        if (W.h > L->h && W.h <= PANEL_SHARE * g->v->draw_h) L->h = W.h;
    }
    kept = *L;
    last = k;
    have = true;
}

static playout g_L;

/* The fold button's box in a panel whose top is y0: beside the title
 * line, ending where that line ends, so the line under it (wrapped to the
 * full width) is never under the button. */
static hd_pxbox fold_box(const hd_gfx *g, const playout *L, int y0)
{
    int fw = hd_gfx_text_w(g, HD_FACE_SANS, L->pt, fold_label(true)) + 2 * L->pad;
    int x1 = g->v->draw_w - L->pad / 2;
    return (hd_pxbox){x1 - fw, y0 + L->pad / 4, x1, y0 + L->pad + L->row};
}

hd_lesson_layout hd_lesson_panel_layout(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom)
{
    lay_out(g, lv, s, &g_L);
    int y0 = bottom - g_L.h;
    hd_lesson_layout out = {{0, y0, g->v->draw_w, bottom}, g_L.pt, fold_box(g, &g_L, y0)};
    return out;
}

void hd_lesson_panel_draw(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom)
{
    playout *L = &g_L;
    lay_out(g, lv, s, L);
    int y0 = bottom - L->h;
    int rule = (int)(hd_gfx_pt(g) + 0.5);
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, bottom, HD_RGBA(HD_COL_LESSON_PANEL));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + (rule < 1 ? 1 : rule) - 1, HD_RGBA(HD_COL_LESSON_RULE));
    for (int i = 0; i < L->n; i++) {
        const pline *l = &L->lines[i];
        int x = L->pad, y = y0 + L->pad + i * L->row;
        if (l->prefix[0]) hd_gfx_text(g, HD_FACE_BOLD, L->pt, x, y, l->prefix, l->col);
        hd_gfx_text(g, l->face, L->pt, x + l->indent, y, l->text, l->col);
    }
    hd_pxbox fb = fold_box(g, L, y0);
    if (L->hint_inline) {
        int hw = hd_gfx_text_w(g, HD_FACE_SANS, L->pt, L->hint);
        hd_gfx_text(g, HD_FACE_SANS, L->pt, (int)fb.x0 - L->pad - hw, y0 + L->pad, L->hint, HD_RGBA(HD_COL_TEXT_DIM));
    }
    /* the fold button: a framed box, its label centred */
    hd_gfx_box_px(g, (int)fb.x0, (int)fb.y0, (int)fb.x1, (int)fb.y1, HD_RGBA(HD_COL_LESSON_RULE));
    int b = rule < 1 ? 1 : rule;
    hd_gfx_box_px(g, (int)fb.x0 + b, (int)fb.y0 + b, (int)fb.x1 - b, (int)fb.y1 - b, HD_RGBA(HD_COL_LESSON_PANEL));
    const char *fl = fold_label(lv->folded);
    int lw = hd_gfx_text_w(g, HD_FACE_SANS, L->pt, fl);
    hd_gfx_text(g, HD_FACE_SANS, L->pt, (int)(fb.x0 + fb.x1 - lw) / 2, (int)(fb.y0 + fb.y1 - L->row) / 2, fl,
                HD_RGBA(HD_COL_TEXT));
}

int hd_lesson_panel_report(const hd_gfx *g, const hd_lesson_view *lv, const hd_scene *s, int bottom, char *buf,
                           size_t n)
{
    playout *L = &g_L;
    lay_out(g, lv, s, L);
    hd_pxbox fb = fold_box(g, L, bottom - L->h);
    int len = snprintf(buf, n, "lesson: step %d of %d (%s)\npanel: 0,%d,%d,%d text %gpx%s\nfold: %.0f,%.0f,%.0f,%.0f\n",
                       lv->step, lv->count, lv->file, bottom - L->h, g->v->draw_w, bottom,
                       round(hd_gfx_font_px(g, L->pt) * 10) / 10, lv->folded ? " folded" : "", fb.x0, fb.y0, fb.x1,
                       fb.y1);
    for (int i = 0; i < L->n && len >= 0; i++) {
        size_t at = (size_t)len < n ? (size_t)len : n;
        const pline *l = &L->lines[i];
        int w = l->indent + hd_gfx_text_w(g, l->face, L->pt, l->text) + 2 * L->pad;
        len += snprintf(buf + at, n - at, "line %d (%dpx%s): %s%s\n", i + 1, w, w > g->v->draw_w ? ", too wide" : "",
                        l->prefix, l->text);
    }
    return len;
}
