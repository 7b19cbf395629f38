/*
 * test_feature_classroom: the classroom's input (issue 29) with the context
 * alone: Esc closes what is open, one a press (the More panel, the help,
 * the lesson's list of steps, the lesson), then asks, and a second Esc
 * within 3 s quits while a lone one does not; Ctrl+Q quits at once; every
 * toolbar button runs the key `report toolbar` names (key=...), through
 * the key table; the buttons are at least 44 pixels high under --present
 * and 32 otherwise, and all on screen at 1024x768 (collapsed behind More);
 * the pin holds the cursor through mouse motion; the lesson menu goes to
 * the step chosen; touch input shows no hover hints, and messages name
 * the buttons of the keys they name. (F11 needs a window:
 * scripts/fullscreen.txt.)
 */
#include <stdlib.h>
#include <string.h>

#include "feature_ctx.h"
#include "keys.h"
#include "lesson_menu.h"
#include "lessons_ui.h"
#include "toolbar.h"

static fx F;
static const char *OUT;

typedef struct button {
    bool boxed; /* false: under a closed More */
    int x0, y0, x1, y1;
    char label[64], key[40];
    bool on, more;
} button;

/* The buttons of `report toolbar` (at most max): how many. */
static int buttons(button *b, int max)
{
    static char rep[16384];
    hd_toolbar_report(&F.a, rep, sizeof rep);
    int n = 0;
    for (char *l = rep; l && *l && n < max; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        char line[256];
        const char *end = strchr(l, '\n');
        snprintf(line, sizeof line, "%.*s", (int)(end ? end - l : (long)strlen(l)), l);
        int i, at = 0;
        button *t = &b[n];
        memset(t, 0, sizeof *t);
        if (sscanf(line, "button %d: %d,%d,%d,%d %n", &i, &t->x0, &t->y0, &t->x1, &t->y1, &at) >= 5 && at) t->boxed = true;
        else if (sscanf(line, "button %d: none %n", &i, &at) >= 1 && at) t->boxed = false;
        else continue;
        char *rest = line + at, *k = strstr(rest, " key=");
        if (!k) {
            printf("no key= in '%s'\n", line);
            fx_failures++;
            continue;
        }
        *k = '\0';
        sscanf(k + 5, "%39s", t->key);
        t->more = strstr(k + 5, "(More)") != NULL;
        t->on = strstr(rest, " [on]") != NULL;
        if (t->on) *strstr(rest, " [on]") = '\0';
        snprintf(t->label, sizeof t->label, "%s", rest);
        n++;
    }
    return n;
}

static bool find(const char *label, button *out)
{
    button b[80];
    int n = buttons(b, 80);
    for (int i = 0; i < n; i++)
        if (!strcmp(b[i].label, label)) {
            *out = b[i];
            return true;
        }
    return false;
}

static void click_at(int x, int y)
{
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x, y, 1);
    SDL_Event u = fx_button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x, y, 1);
    hd_toolbar_event(&F.a, &d);
    hd_toolbar_event(&F.a, &u);
}

/* A key event as `report toolbar` names it. */
static void name_of(const SDL_KeyboardEvent *k, char *buf, size_t n)
{
    char name[64];
    snprintf(name, sizeof name, "%s", SDL_GetKeyName(k->keysym.sym));
    char *w = name;
    for (const char *r = name; *r; r++)
        if (*r != ' ') *w++ = *r;
    *w = '\0';
    snprintf(buf, n, "%s%s%s", (k->keysym.mod & KMOD_CTRL) ? "Ctrl+" : "", (k->keysym.mod & KMOD_SHIFT) ? "Shift+" : "",
             name);
}

static bool open_win(const char *win, bool present, bool lesson)
{
    const char *args[] = {"--window", win, "--toolbar", "--mouse", "700,500", "--out-dir", OUT,
                          present ? "--present" : "--toolbar", lesson ? "--lesson" : NULL, "1", NULL};
    return fx_open(&F, args);
}

/* Every button, clicked at its centre, requests the key it names (and
 * the key table has a row for it); the More panel, opened, shows the rest. */
static void check_keys(const char *win, bool present)
{
    if (!open_win(win, present, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    button b[80];
    int n = buttons(b, 80), checked = 0;
    bool collapsed = false;
    for (int i = 0; i < n; i++)
        if (!strcmp(b[i].key, "none")) collapsed = true;
    if (collapsed) {
        button m;
        FX_CHECK(find("More \xe2\x96\xbe", &m), "%s: no More button", win);
        click_at((m.x0 + m.x1) / 2, (m.y0 + m.y1) / 2);
        FX_CHECK(a->show.toolbar_more, "%s: More did not open its panel", win);
        n = buttons(b, 80);
    }
    for (int i = 0; i < n; i++) {
        FX_CHECK(b[i].boxed, "%s: '%s' has no box with More open", win, b[i].label);
        if (!b[i].boxed || !strcmp(b[i].key, "none")) continue;
        a->req.key = false;
        bool more_was = a->show.toolbar_more;
        click_at((b[i].x0 + b[i].x1) / 2, (b[i].y0 + b[i].y1) / 2);
        FX_CHECK(a->req.key, "%s: '%s' requested no key", win, b[i].label);
        char got[96];
        name_of(&a->req.key_event, got, sizeof got);
        if (!strcmp(b[i].key, "1..8"))
            FX_CHECK(a->req.key_event.keysym.sym >= SDLK_1 && a->req.key_event.keysym.sym <= SDLK_8, "%s: Base ran %s",
                     win, got);
        else
            FX_CHECK(!strcmp(got, b[i].key), "%s: '%s' says key=%s and runs %s", win, b[i].label, b[i].key, got);
        FX_CHECK(hd_keys_find(&a->req.key_event) != NULL, "%s: '%s' runs %s, which no row of the key table takes", win,
                 b[i].label, got);
        checked++;
        a->req.key = false;
        if (more_was && !a->show.toolbar_more) { /* a menu: its choice closes it; open it again */
            a->show.toolbar_more = true;
        }
    }
    FX_CHECK(checked >= 30, "%s: %d buttons checked", win, checked);
    fx_close(&F);
}

static void every_button_runs_its_key(void)
{
    check_keys("1920,1080", false);
    check_keys("1024,768", true);
}

/* Sizes: at least 44 high under --present, 32 otherwise; none off the
 * window; at 1024x768 under --present, one row (collapsed) with More. */
static void check_sizes(const char *win, bool present, bool lesson, int min, bool one_row)
{
    if (!open_win(win, present, lesson)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    for (int more = 0; more < 2; more++) {
        a->show.toolbar_more = more;
        button b[80];
        int n = buttons(b, 80), y0 = -1;
        bool rows1 = true;
        for (int i = 0; i < n; i++) {
            if (!b[i].boxed) continue;
            FX_CHECK(b[i].y1 - b[i].y0 >= min, "%s%s: '%s' is %d high (< %d)", win, present ? " --present" : "",
                     b[i].label, b[i].y1 - b[i].y0, min);
            FX_CHECK(b[i].x0 >= 0 && b[i].y0 >= 0 && b[i].x1 <= a->view.win_w && b[i].y1 <= a->view.win_h,
                     "%s: '%s' off the window: %d,%d,%d,%d", win, b[i].label, b[i].x0, b[i].y0, b[i].x1, b[i].y1);
            if (!b[i].more) {
                if (y0 < 0) y0 = b[i].y0;
                if (b[i].y0 != y0) rows1 = false;
            }
        }
        if (one_row) FX_CHECK(rows1, "%s: the bar is not one row", win);
    }
    fx_close(&F);
}

static void buttons_are_fingers_targets(void)
{
    check_sizes("1024,768", true, false, 44, true);
    check_sizes("1024,768", true, true, 44, true);
    check_sizes("1920,1080", true, true, 44, false);
    check_sizes("1280,720", false, false, 32, false);
    check_sizes("1024,768", false, true, 32, false);
}

/* Esc closes what is open, one a press, then asks; two quit. */
static void esc_closes_then_asks(void)
{
    if (!open_win("1024,768", true, true)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    SDL_KeyboardEvent esc = fx_key(SDLK_ESCAPE, 0), shl = fx_key(SDLK_l, KMOD_SHIFT), f1 = fx_key(SDLK_F1, 0);
    FX_CHECK(a->lesson, "--lesson 1 opened no lesson");
    hd_keys_dispatch(a, &shl);
    FX_CHECK(a->show.lesson_menu, "Shift+L did not open the lesson menu");
    hd_keys_dispatch(a, &f1);
    a->show.toolbar_more = true;
    FX_CHECK(a->show.help, "F1 did not open the help");
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->show.toolbar_more && a->show.help && !a->quit, "Esc 1: More %d help %d quit %d", a->show.toolbar_more,
             a->show.help, a->quit);
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->show.help && !a->quit, "Esc 2 did not close the help (or quit)");
    a->show.lesson_menu = true; /* the help hid it: open again */
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->show.lesson_menu && a->lesson && !a->quit, "Esc 3 did not close the lesson menu alone");
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->lesson && !a->quit, "Esc 4 did not close the lesson alone");
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->quit && strstr(a->message, "Esc again to quit"), "Esc 5 quit or did not ask: '%s'", a->message);
    SDL_Delay(3100); /* the question lapses: a lone Esc asks again */
    hd_keys_dispatch(a, &esc);
    FX_CHECK(!a->quit && strstr(a->message, "Esc again to quit"), "a lone Esc after 3 s quit");
    hd_keys_dispatch(a, &esc);
    FX_CHECK(a->quit, "a second Esc within 3 s did not quit");
    fx_close(&F);

    if (!open_win("800,600", false, false)) { fx_failures++; return; }
    SDL_KeyboardEvent cq = fx_key(SDLK_q, KMOD_CTRL);
    FX_CHECK(hd_keys_dispatch(&F.a, &cq) && F.a.quit, "Ctrl+Q did not quit");
    fx_close(&F);

    /* the Quit button asks as Esc does; from a finger the message names the button */
    if (!open_win("1280,720", false, false)) { fx_failures++; return; }
    a = &F.a;
    button q;
    FX_CHECK(find("Quit", &q), "no Quit button");
    SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, (q.x0 + q.x1) / 2, (q.y0 + q.y1) / 2, 1);
    d.button.which = SDL_TOUCH_MOUSEID;
    a->touch_input = true;
    hd_toolbar_event(a, &d);
    FX_CHECK(a->req.key && a->req.key_event.keysym.sym == SDLK_ESCAPE, "Quit requested no Esc");
    hd_keys_dispatch(a, &a->req.key_event);
    FX_CHECK(!a->quit && strstr(a->message, "Quit button"), "the Quit button quit at once or its message '%s'",
             a->message);
    fx_close(&F);
}

/* F pins the cursor: mouse motion moves it no more; F again unpins. */
static void pin_holds_through_motion(void)
{
    if (!open_win("1280,720", false, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_ctx_mouse(a, 700, 500);
    hd_ctx_update(a);
    hd_vec2 m0 = a->scene.mouse;
    SDL_KeyboardEvent f = fx_key(SDLK_f, 0);
    FX_CHECK(hd_keys_dispatch(a, &f) && a->show.pin, "F did not pin");
    hd_ctx_mouse(a, 300, 200);
    hd_ctx_mouse(a, 310, 210);
    SDL_KeyboardEvent plus = fx_key(SDLK_EQUALS, 0);
    hd_keys_dispatch(a, &plus); /* a zoom re-maps the mouse: the pinned cursor stays */
    hd_ctx_update(a);
    FX_CHECK(a->scene.mouse.x == m0.x && a->scene.mouse.y == m0.y, "the pinned cursor moved to %g,%g from %g,%g",
             a->scene.mouse.x, a->scene.mouse.y, m0.x, m0.y);
    hd_keys_dispatch(a, &f);
    FX_CHECK(!a->show.pin, "F again did not unpin");
    hd_ctx_mouse(a, 300, 200);
    FX_CHECK(a->scene.mouse.x != m0.x, "unpinned, the cursor does not follow the mouse");
    /* Z / Shift+Z: the cursor's size */
    hd_cursor_tpl *c = &a->scene.cursors[a->scene.cursor_index];
    double r0 = c->r;
    SDL_KeyboardEvent z = fx_key(SDLK_z, 0), sz = fx_key(SDLK_z, KMOD_SHIFT);
    hd_keys_dispatch(a, &z);
    FX_CHECK(c->r > r0, "Z did not make the cursor bigger: %g", c->r);
    hd_keys_dispatch(a, &sz);
    FX_CHECK(c->r == r0, "Shift+Z did not make it smaller again: %g", c->r);
    fx_close(&F);
}

/* Shift+L lists the steps by title; a click on one goes there. */
static void lesson_menu_goes_to_the_step(void)
{
    if (!open_win("1024,768", true, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    FX_CHECK(hd_lessons_ui_count() >= 10, "%d lesson steps", hd_lessons_ui_count());
    SDL_KeyboardEvent shl = fx_key(SDLK_l, KMOD_SHIFT);
    hd_keys_dispatch(a, &shl);
    static char rep[8192];
    hd_lesson_menu_report(a, rep, sizeof rep);
    int x0, y0, x1, y1;
    char *s4 = strstr(rep, "step 4: ");
    FX_CHECK(s4 && sscanf(s4, "step 4: %d,%d,%d,%d", &x0, &y0, &x1, &y1) == 4, "no step 4 in:\n%s", rep);
    if (s4) {
        FX_CHECK(y1 - y0 >= 44 && y1 <= a->view.win_h && x1 <= a->view.win_w, "step 4's row %d,%d,%d,%d", x0, y0, x1,
                 y1);
        FX_CHECK(strstr(s4, "4. ") != NULL, "step 4 has no title: %.80s", s4);
        SDL_Event d = fx_button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, (x0 + x1) / 2, (y0 + y1) / 2, 1);
        FX_CHECK(hd_lesson_menu_event(a, &d), "the click on the list not taken");
        FX_CHECK(a->lesson && hd_lessons_ui_index() == 3 && !a->show.lesson_menu, "not at step 4: lesson %d index %d",
                 a->lesson != NULL, hd_lessons_ui_index());
    }
    char err[300];
    FX_CHECK(hd_lesson_menu_go(a, 2, err, sizeof err) && hd_lessons_ui_index() == 1, "go 2: %s", err);
    FX_CHECK(!hd_lesson_menu_go(a, 999, err, sizeof err) && strstr(err, "no lesson step 999"), "go 999: '%s'", err);
    fx_close(&F);
}

/* Touch: no hover hint under a finger (the hint shows in the message
 * strip for the mouse only). */
static void no_hover_hint_under_a_finger(void)
{
    if (!open_win("1920,1080", false, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_gfx g = hd_ctx_gfx(a);
    button h;
    FX_CHECK(find("Help", &h), "no Help");
    bool hint = true;
    hd_toolbar_box_plain(&g, a, &hint);
    FX_CHECK(!hint, "a hint with nothing under the pointer");
    SDL_Event m = fx_motion((h.x0 + h.x1) / 2, (h.y0 + h.y1) / 2, 0);
    m.motion.which = SDL_TOUCH_MOUSEID;
    hd_toolbar_event(a, &m);
    hd_toolbar_box_plain(&g, a, &hint);
    FX_CHECK(!hint, "a finger over a button shows a hint");
    m.motion.which = 0;
    hd_toolbar_event(a, &m);
    hd_toolbar_box_plain(&g, a, &hint);
    FX_CHECK(hint, "the mouse over a button shows no hint");
    fx_close(&F);
}

/* After a finger, a message that names keys names their buttons too. */
static void messages_name_buttons_after_touch(void)
{
    if (!open_win("1280,720", false, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    hd_ctx_message(a, "this is the first step (Space goes on, L closes the lesson)");
    hd_toolbar_touch_words(a);
    FX_CHECK(!strstr(a->message, "buttons"), "buttons named after keys: '%s'", a->message);
    a->touch_input = true;
    hd_toolbar_touch_words(a);
    FX_CHECK(strstr(a->message, "Space = step \xe2\x96\xb6") && strstr(a->message, "L = Lesson"), "'%s'", a->message);
    char once[300];
    snprintf(once, sizeof once, "%s", a->message);
    hd_toolbar_touch_words(a);
    FX_CHECK(!strcmp(once, a->message), "annotated twice: '%s'", a->message);
    hd_ctx_message(a, "the lesson's steps (Shift+L)");
    hd_toolbar_touch_words(a);
    FX_CHECK(strstr(a->message, "Shift+L = Steps") && !strstr(a->message, "L = Lesson"), "'%s'", a->message);
    fx_close(&F);
}

/* A message longer than the message line's storage is cut on a whole UTF-8
 * character (a Chinese one is 3 bytes), never inside one. */
static void long_message_cut_whole(void)
{
    if (!open_win("1280,720", false, false)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    for (int shift = 0; shift < 3; shift++) {
        char text[1200];
        size_t o = 0;
        for (int i = 0; i < shift; i++) text[o++] = 'x';
        while (o + 4 < sizeof text) { memcpy(text + o, "\xe5\x9c\x86", 3); o += 3; } /* 圆 */
        text[o] = '\0';
        hd_ctx_message(a, "%s", text);
        size_t n = strlen(a->message);
        FX_CHECK(n + 4 > sizeof a->message && n < sizeof a->message, "shift %d: %zu bytes kept", shift, n);
        FX_CHECK((n - (size_t)shift) % 3 == 0, "shift %d: cut inside a character (%zu bytes)", shift, n);
    }
    fx_close(&F);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(every_button_runs_its_key);
    FX_RUN(buttons_are_fingers_targets);
    FX_RUN(esc_closes_then_asks);
    FX_RUN(pin_holds_through_motion);
    FX_RUN(lesson_menu_goes_to_the_step);
    FX_RUN(no_hover_hint_under_a_finger);
    FX_RUN(messages_name_buttons_after_touch);
    FX_RUN(long_message_cut_whole);
    return fx_failures ? 1 : 0;
}
