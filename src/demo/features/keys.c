/* keys.c: the table of keys (see keys.h) and the handlers of the keys that
 * belong to no module of their own: the base kinds, the cursor, the
 * overlays (F12, Ctrl+E, F9, F10: figures.c). */
#include "keys.h"

#include <stdio.h>
#include <string.h>

#include "drag.h"
#include "fullscreen.h"
#include "framing.h"
#include "help.h"
#include "i18n.h"
#include "lang_ui.h"
#include "lesson_menu.h"
#include "lessons_ui.h"
#include "explain.h"
#include "figures.h"
#include "nav.h"
#include "pin.h"
#include "quit.h"
#include "peer_ui.h"
#include "raytool.h"
#include "recorder.h"
#include "scenes_ui.h"
#include "specedit.h"
#include "stress_ui.h"
#include "sweep_mode.h"
#include "toolbar.h"
#include "tunnel.h"

static bool key_base(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    SDL_Keycode s = k->keysym.sym;
    int i = s >= SDLK_KP_1 && s <= SDLK_KP_8 ? (int)(s - SDLK_KP_1) : (int)(s - SDLK_1);
    hd_ctx_recentre(a);
    hd_scene_set_base_kind(&a->scene, (hd_kind)i);
    hd_ctx_dirty(a);
    return true;
}

static bool key_cursor(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    hd_scene_cycle_cursor(&a->scene, (k->keysym.mod & KMOD_SHIFT) ? -1 : 1);
    hd_ctx_dirty(a);
    return true;
}

static bool key_turn(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    /* the polygon or rect cursor: 15 degrees, Shift 1 */
    double deg = ((k->keysym.mod & KMOD_SHIFT) ? 1 : 15) * (k->keysym.sym == SDLK_RIGHTBRACKET ? 1 : -1);
    if (hd_scene_rotate_cursor(&a->scene, deg)) hd_ctx_dirty(a);
    else hd_ctx_message(a, "%s", _("only the polygon and rect cursors turn"));
    return true;
}

/* Ctrl+[ ]: the base, 15 degrees (Ctrl+Shift: 1) about its centre. */
static bool key_turn_base(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    double deg = ((k->keysym.mod & KMOD_SHIFT) ? 1 : 15) * (k->keysym.sym == SDLK_RIGHTBRACKET ? 1 : -1);
    const char *why = hd_scene_rotate_base(&a->scene, deg);
    if (why) hd_ctx_message(a, _("the base does not turn: %s"), why);
    else hd_ctx_dirty(a);
    return true;
}

/* The overlay toggles: one key, one flag each. */
static bool key_toggle(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    bool *flag;
    switch (k->keysym.sym) {
    case SDLK_h: flag = &a->show.hud; break;
    case SDLK_d: flag = &a->show.dist; break;
    case SDLK_i: flag = &a->show.inner; break;
    case SDLK_m: flag = &a->show.map; break;
    case SDLK_n: flag = &a->show.naive; break;
    case SDLK_o: flag = &a->show.outline; break;
    case SDLK_p: flag = &a->show.full_numbers; break;
    default: /* F1, ?: the help opens or closes (its pages turn with their own keys) */
        hd_help_toggle(a);
        return true;
    }
    *flag = !*flag;
    hd_ctx_dirty(a);
    return true;
}

/* . and ,: the next / previous step of the algorithm (I's steps). The
 * steps run off -> 1 -> ... -> n -> off with `.`, the other way with `,`
 * (so `,` from off shows the last step, the decision). Without I, the
 * first press turns I on as well: a teacher who presses `.` wants to see
 * the step, not a hint about another key. */
static bool key_step(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    bool fwd = k->keysym.sym == SDLK_PERIOD;
    bool was_on = a->show.inner;
    a->show.inner = true;
    const hd_scene *s = &a->scene;
    hd_shape vbase = hd_scene_base(s), vcur = hd_scene_cursor(s);
    const hd_explain *x = hd_explain_get(&vbase, &vcur, s->log_w, s->log_h);
    int n = x->nsteps;
    hd_ctx_dirty(a);
    if (n == 0) {
        a->show.step = 0;
        hd_ctx_message(a, _("%s: a single decision, nothing to step through (the I lines show it)"), x->name);
        return true;
    }
    if (a->show.step > n) a->show.step = n;
    if ((int)x->family != a->show.step_family) a->show.step = 0;
    a->show.step_family = (int)x->family;
    a->show.step = fwd ? (a->show.step >= n ? 0 : a->show.step + 1) : (a->show.step == 0 ? n : a->show.step - 1);
    if (!was_on) hd_ctx_message(a, _("I on: step %d of %d (. next, , back)"), a->show.step, n);
    else if (a->show.step == 0) hd_ctx_message(a, "%s", _("steps off: the whole picture (. starts again)"));
    return true;
}

/* Ctrl+= / Ctrl+- / Ctrl+0: the UI scale (text, lines, dots, handles). */
static bool key_ui(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    SDL_Keycode s = k->keysym.sym;
    int dir = s == SDLK_MINUS || s == SDLK_KP_MINUS ? -1 : s == SDLK_0 || s == SDLK_KP_0 ? 0 : 1;
    a->ui_scale = dir ? hd_view_ui_step(a->ui_scale, dir) : 1;
    hd_ctx_message(a, _("UI scale %g"), a->ui_scale);
    return true;
}

/* Shift+H: the HUD compact or full; Ctrl+H: to the next corner. */
static bool key_hud_compact(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->show.hud = true;
    a->show.hud_compact = !a->show.hud_compact;
    hd_ctx_dirty(a);
    return true;
}

static bool key_hud_corner(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    static const char *const names[] = {N_("HUD at the top left"), N_("HUD at the top right"), N_("HUD at the bottom right"),
                                        N_("HUD at the bottom left")};
    a->show.hud = true;
    a->show.hud_corner = (a->show.hud_corner + 1) & 3;
    hd_ctx_message(a, "%s", _(names[a->show.hud_corner]));
    return true;
}

/* F3: the HUD's developer lines (--debug-hud); the HUD comes up with them. */
static bool key_debug_hud(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    a->show.debug_hud = !a->show.debug_hud;
    if (a->show.debug_hud) a->show.hud = true;
    hd_ctx_message(a, "%s", a->show.debug_hud ? _("the HUD's developer lines on") : _("the HUD's developer lines off"));
    return true;
}

/* F5: the presentation preset on / off. */
static bool key_present(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    hd_ctx_present(a, !a->show.present);
    return true;
}

/* S: the stress scene, which a lesson does not go with (its buttons would
 * step a lesson out of sight). */
static bool key_stress(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    hd_lessons_ui_close(a);
    return hd_stress_ui_key_scene(a, k);
}

/* Space: the lesson's next step; in the stress scene, the drift. */
static bool key_space(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    return hd_lessons_ui_key_next(a, k) || hd_stress_ui_key_drift(a, k);
}

/* Backspace: the lesson's previous step; else, as Delete, the vertex. */
static bool key_backspace(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    return hd_lessons_ui_key_prev(a, k) || hd_drag_key_delete(a, k);
}

/* Home: in a lesson, the step framed anew; else framing.c's Home. */
static bool key_home(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    return hd_lessons_ui_key_home(a, k) || hd_framing_key_home(a, k);
}

#define S KMOD_SHIFT
#define C KMOD_CTRL
#define A KMOD_ALT
#define KEY(sym, need, may, keys, action, fn) {sym, sym, need, may, 0, keys, action, fn}
#define MORE(sym, need, may, fn) {sym, sym, need, may, 0, NULL, NULL, fn}

const hd_key hd_keys[] = {
    {SDLK_1, SDLK_8, 0, 0, 0, "1 .. 8", N_("base: point circle rect line polygon capsule arc wedge (centred)"), key_base},
    {SDLK_KP_1, SDLK_KP_8, 0, 0, 0, NULL, NULL, key_base},
    KEY(SDLK_TAB, 0, 0, "Tab, Shift+Tab", N_("next / previous cursor: point circle rect line polygon capsule"), key_cursor),
    MORE(SDLK_TAB, S, 0, key_cursor),
    KEY(SDLK_LEFTBRACKET, 0, S, "[ ]", N_("turn the polygon or rect cursor 15 degrees (Shift: 1)"), key_turn),
    MORE(SDLK_RIGHTBRACKET, 0, S, key_turn),
    KEY(SDLK_LEFTBRACKET, C, S, "Ctrl+[ Ctrl+]", N_("turn the base 15 degrees about its centre (Shift: 1)"), key_turn_base),
    MORE(SDLK_RIGHTBRACKET, C, S, key_turn_base),
    KEY(SDLK_PLUS, 0, S, "+ -", N_("zoom in / out about the mouse (1/8 to 1024)"), hd_nav_key_zoom_in),
    MORE(SDLK_EQUALS, 0, S, hd_nav_key_zoom_in),
    MORE(SDLK_KP_PLUS, 0, S, hd_nav_key_zoom_in),
    MORE(SDLK_MINUS, 0, S, hd_nav_key_zoom_out),
    MORE(SDLK_KP_MINUS, 0, S, hd_nav_key_zoom_out),
    KEY(SDLK_0, 0, S, "0", N_("zoom 1, about the mouse"), hd_nav_key_zoom_one),
    MORE(SDLK_KP_0, 0, S, hd_nav_key_zoom_one),
    KEY(SDLK_EQUALS, C, S, "Ctrl+= Ctrl+- Ctrl+0", N_("UI scale up / down / 1: text, lines, dots (0.5 to 4)"), key_ui),
    MORE(SDLK_PLUS, C, S, key_ui),
    MORE(SDLK_KP_PLUS, C, 0, key_ui),
    MORE(SDLK_MINUS, C, 0, key_ui),
    MORE(SDLK_KP_MINUS, C, 0, key_ui),
    MORE(SDLK_0, C, 0, key_ui),
    MORE(SDLK_KP_0, C, 0, key_ui),
    KEY(SDLK_HOME, 0, 0, "Home", N_("reset the view (zoom 1, no pan, the default base centred); framed where that hides the shapes; "
        "in a lesson, the step framed"), key_home),
    KEY(SDLK_LEFT, 0, S | A, "arrows", N_("move the cursor 1 unit (Shift 10, Alt 1/16); it holds till the mouse moves"),
        hd_nav_key_arrow),
    MORE(SDLK_RIGHT, 0, S | A, hd_nav_key_arrow),
    MORE(SDLK_UP, 0, S | A, hd_nav_key_arrow),
    MORE(SDLK_DOWN, 0, S | A, hd_nav_key_arrow),
    KEY(SDLK_LEFT, C, 0, "Ctrl+arrows", N_("move the cursor one ulp: the next double that way"), hd_nav_key_ulp),
    MORE(SDLK_RIGHT, C, 0, hd_nav_key_ulp),
    MORE(SDLK_UP, C, 0, hd_nav_key_ulp),
    MORE(SDLK_DOWN, C, 0, hd_nav_key_ulp),
    KEY(SDLK_g, 0, S, "G", N_("snap the cursor to whole units (on / off)"), hd_nav_key_snap),
    KEY(SDLK_f, 0, 0, "F", N_("pin the cursor where it is: the mouse moves it no more (F again: unpinned)"), hd_pin_key),
    KEY(SDLK_z, 0, S, "Z, Shift+Z", N_("the cursor bigger / smaller (as three notches of the wheel)"), hd_pin_key_size),
    KEY(SDLK_e, 0, S, "E", N_("type the base's spec"), hd_specedit_key_base),
    KEY(SDLK_c, 0, S, "C", N_("type the cursor's spec: relative (circle:20) or full (circle:852,476,20)"),
        hd_specedit_key_cursor),
    KEY(SDLK_c, C, 0, "Ctrl+C", N_("copy the command that checks what is on screen"), hd_specedit_key_copy),
    KEY(SDLK_PAGEDOWN, 0, 0, "PgDn, PgUp", N_("next / previous edge-case scene"), hd_scenes_ui_key_next),
    MORE(SDLK_PAGEUP, 0, 0, hd_scenes_ui_key_prev),
    KEY(SDLK_s, C, 0, "Ctrl+S", N_("save what is on screen as a scene file"), hd_scenes_ui_key_save),
    KEY(SDLK_DELETE, 0, 0, "Delete, Backspace", N_("remove the polygon vertex under the mouse (Backspace in a lesson: back)"),
        hd_drag_key_delete),
    MORE(SDLK_BACKSPACE, 0, 0, key_backspace),
    KEY(SDLK_l, S, 0, "Shift+L", N_("the lesson's steps by title: choose one to go there"), hd_lesson_menu_key),
    KEY(SDLK_l, 0, 0, "L", N_("the lesson: steps in teaching order (Space next, Backspace back, L closes)"),
        hd_lessons_ui_key_toggle),
    KEY(SDLK_F6, 0, 0, "F6", N_("fold the lesson's panel to its title line, or unfold it (its button does too)"),
        hd_lessons_ui_key_fold),
    KEY(SDLK_h, 0, 0, "H", N_("the HUD: the pair, the state, specs, distance, hit points"), key_toggle),
    KEY(SDLK_h, S, 0, "Shift+H", N_("the HUD compact (the pair, the verdict, the overlays' lines) or full"), key_hud_compact),
    KEY(SDLK_h, C, 0, "Ctrl+H", N_("move the HUD to the next corner"), key_hud_corner),
    KEY(SDLK_t, 0, S, "T", N_("the toolbar: every main action with the pointer or a finger (on / off)"), hd_toolbar_key),
    KEY(SDLK_F3, 0, 0, "F3", N_("the HUD's developer lines: pixel ratio, drawable size, frame time (on / off)"),
        key_debug_hud),
    KEY(SDLK_F5, 0, 0, "F5", N_("presentation: UI scale 2, thick outlines, compact HUD (F5 again: back)"), key_present),
    KEY(SDLK_F11, 0, 0, "F11", N_("full screen (F11 again: back to the window)"), hd_fullscreen_key),
    KEY(SDLK_F2, 0, 0, "F2", N_("the language: English, French, Chinese, in turn (its toolbar button names the one spoken)"),
        hd_lang_ui_key),
    KEY(SDLK_d, 0, S, "D", N_("distance: closest points, or the push-out vector"), key_toggle),
    KEY(SDLK_i, 0, S, "I", N_("the algorithm's inner values"), key_toggle),
    KEY(SDLK_PERIOD, 0, 0, ". ,", N_("the algorithm one decision at a time (next / back; turns I on)"),
        key_step),
    MORE(SDLK_COMMA, 0, 0, key_step),
    KEY(SDLK_m, 0, S, "M", N_("collision map: where the cursor would hit"), key_toggle),
    KEY(SDLK_n, 0, S, "N", N_("the seed articles' naive answer beside the right one"), key_toggle),
    KEY(SDLK_u, 0, S, "U", N_("the peer overlay: off, then each --peer (default: the built-in ones) beside the right answer"),
        hd_peer_ui_key),
    KEY(SDLK_o, 0, S, "O", N_("outline only (the base shows under a large cursor)"), key_toggle),
    KEY(SDLK_p, 0, S, "P", N_("numbers on screen: 6 significant digits, or full precision"), key_toggle),
    KEY(SDLK_w, 0, S, "W", N_("sweep mode: each move of the cursor tested as a sweep (on / off)"),
        hd_sweep_mode_key),
    KEY(SDLK_y, 0, S, "Y; J K",
        N_("tunnelling, frame by frame against the sweep; J K: speed, Shift: frame step"),
        hd_tunnel_key),
    MORE(SDLK_j, 0, S, hd_tunnel_key_speed),
    MORE(SDLK_k, 0, S, hd_tunnel_key_speed),
    KEY(SDLK_F1, 0, 0, "F1, ?", N_("this help, open / closed (PgDn PgUp: its pages, where it has more than one)"),
        key_toggle),
    MORE(SDLK_QUESTION, 0, S, key_toggle),
    MORE(SDLK_SLASH, S, 0, key_toggle),
    KEY(SDLK_F12, 0, S, "F12, Ctrl+E", N_("save the figure, PNG / SVG, cropped to the shapes (Shift: the whole window)"),
        hd_figures_key_png),
    MORE(SDLK_e, C, S, hd_figures_key_svg),
    KEY(SDLK_F9, 0, S, "F9; F10", N_("colours: light, dark, high contrast; F10: record 6 s as a GIF"),
        hd_figures_key_theme),
    MORE(SDLK_F10, 0, 0, hd_figures_key_gif),
    {SDLK_r, SDLK_r, 0, S, HD_KEY_NOT_RECORDED, "R", N_("record the input to a script (R again stops)"),
     hd_recorder_key_record},
    {SDLK_x, SDLK_x, 0, S, HD_KEY_NOT_RECORDED, "X", N_("while recording: expect lines for what is on screen"),
     hd_recorder_key_expect},
    KEY(SDLK_v, 0, S, "V", N_("the ray tool: a left drag aims a ray (hit point, t, normal, reflection)"),
        hd_raytool_key),
    KEY(SDLK_s, 0, S, "S", N_("the stress scene: many shapes drifting"), key_stress),
    KEY(SDLK_b, 0, S, "B", N_("in the stress scene: broad phase or brute force"), hd_stress_ui_key_broad),
    KEY(SDLK_a, 0, S, "A", N_("in the stress scene: the cursor against all, or all pairs"), hd_stress_ui_key_pairs),
    KEY(SDLK_SPACE, 0, S, "Space", N_("in a lesson: the next step; in the stress scene: drift on / off"), key_space),
    KEY(SDLK_ESCAPE, 0, S | C | A, "Esc",
        N_("close what is open (a field, More, the help, the steps, the lesson); else Esc twice quits"),
        hd_quit_key_esc),
    KEY(SDLK_q, C, 0, "Ctrl+Q", N_("quit at once"), hd_quit_key_now),
};
const int hd_key_count = (int)(sizeof hd_keys / sizeof hd_keys[0]);

#undef S
#undef C
#undef A
#undef KEY
#undef MORE

const hd_key *hd_keys_find(const SDL_KeyboardEvent *k)
{
    return hd_keymap_find(hd_keys, hd_key_count, k);
}

bool hd_keys_dispatch(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    const hd_key *b = hd_keys_find(k);
    return b && b->run(a, k);
}

bool hd_keys_check(char *err, size_t errlen)
{
    if (!hd_keys[0].keys) {
        snprintf(err, errlen, "the first row has no help text");
        return false;
    }
    for (int i = 0; i < hd_key_count; i++) {
        const hd_key *b = &hd_keys[i];
        if (!b->run || (b->keys && !b->action) || b->last < b->sym) {
            snprintf(err, errlen, "row %d is incomplete", i + 1);
            return false;
        }
        for (SDL_Keycode s = b->sym; s <= b->last; s++) {
            SDL_KeyboardEvent k;
            SDL_zero(k);
            k.type = SDL_KEYDOWN;
            k.keysym.sym = s;
            k.keysym.mod = b->need;
            const hd_key *got = hd_keys_find(&k);
            if (got != b) {
                snprintf(err, errlen, "row %d (key %d) is shadowed by row %d", i + 1, (int)s,
                         got ? (int)(got - hd_keys) + 1 : 0);
                return false;
            }
        }
    }
    return true;
}

void hd_keys_print_markdown(FILE *f)
{
    fprintf(f, "| Key | Action |\n|---|---|\n");
    for (int i = 0; i < hd_key_count; i++)
        if (hd_keys[i].keys) fprintf(f, "| `%s` | %s |\n", hd_keys[i].keys, _(hd_keys[i].action));
    for (int i = 0; i < hd_pointer_action_count; i++)
        fprintf(f, "| %s | %s |\n", hd_pointer_actions[i].what, _(hd_pointer_actions[i].action));
}
