/* specedit.c: typed specs and the copied check command (see specedit.h). */
#include "specedit.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "hud_text.h"
#include "render.h"
#include "textfield.h"

static struct {
    bool open;
    bool base; /* editing the base (else the cursor) */
    bool fresh; /* just opened: the whole text is selected, typing replaces it */
    bool full;  /* the cursor's field holds a full spec as the HUD shows it (Tab), not a relative one */
    hd_textfield f;
    char error[600];
} E;

/* The text the field opens with: the base's spec, the cursor's relative
 * spec, or (Tab) the cursor's full spec as the HUD shows it. */
static void fill(hd_ctx *a)
{
    static char spec[HD_TEXTFIELD_MAX + 1];
    hd_shape vbase = hd_scene_base(&a->scene), vcur = hd_scene_cursor(&a->scene);
    if (E.base) hd_shape_format(&vbase, spec, sizeof spec);
    else if (E.full && a->scene.mouse_known) hd_shape_format(&vcur, spec, sizeof spec);
    else hd_cursor_format(&a->scene.cursors[a->scene.cursor_index], spec, sizeof spec);
    hd_textfield_set(&E.f, spec);
}

static void open_field(hd_ctx *a, bool base)
{
    E.base = base;
    E.full = false;
    hd_ctx_update(a);
    fill(a);
    E.open = true;
    E.fresh = true;
    E.error[0] = '\0';
    SDL_StartTextInput();
    hd_ctx_dirty(a);
}

const char *hd_specedit_error(void) { return E.error; }

static void close_field(hd_ctx *a)
{
    E.open = false;
    SDL_StopTextInput();
    hd_ctx_dirty(a);
}

static void apply(hd_ctx *a)
{
    char err[600];
    hd_vec2 at;
    bool placed = false;
    if (!hd_scene_apply_spec(&a->scene, E.base, E.full, E.f.text, &at, &placed, err, sizeof err)) {
        snprintf(E.error, sizeof E.error, "%s", err); /* the field stays open */
        hd_ctx_dirty(a);
        return;
    }
    if (placed) hd_ctx_place_cursor(a, at); /* a full spec says where */
    hd_ctx_message(a, E.base ? _("base set: %s") : _("cursor set: %s"), E.f.text);
    close_field(a);
}

static void copy_command(hd_ctx *a)
{
    hd_ctx_update(a);
    const char *why;
    if (!hd_ctx_cursor_shown(a, &why)) {
        hd_ctx_message(a, _("nothing to copy: %s"), why);
        return;
    }
    static char cmd[20000];
    hd_scene_check_command(&a->scene, a->check_prog, cmd, sizeof cmd);
    bool ok = SDL_SetClipboardText(cmd) == 0;
    hd_ctx_copy_text(a, cmd); /* the page: SDL 2.26 keeps a browser's clipboard text to itself */
    printf("%s\n", cmd);
    fflush(stdout);
    /* The message shows the command as copied, digit for digit (the HUD
     * does not round it); one too long for the message line is cut and
     * says so: the whole of it is on stdout and the clipboard. */
    size_t len = strlen(cmd), room = sizeof a->message - 80;
    if (len <= room) hd_ctx_message(a, ok ? _("copied: %s") : _("printed (no clipboard): %s"), cmd);
    else
        hd_ctx_message(a, ok ? _("copied (%zu characters, in full on stdout): %.*s...")
                             : _("printed (no clipboard) (%zu characters, in full on stdout): %.*s..."),
                       len, (int)room, cmd);
}

static bool field_key(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    bool ctrl = (k->keysym.mod & KMOD_CTRL) != 0;
    SDL_Keycode sym = k->keysym.sym;
    /* The selection made on opening: Backspace or Delete clears it, a
     * paste replaces it, a caret move drops it. */
    if (E.fresh) {
        if (sym == SDLK_BACKSPACE || sym == SDLK_DELETE) {
            hd_textfield_set(&E.f, "");
            E.fresh = false;
            hd_ctx_dirty(a);
            return true;
        }
        if (ctrl && sym == SDLK_v) hd_textfield_set(&E.f, "");
        if ((ctrl && sym == SDLK_v) || sym == SDLK_LEFT || sym == SDLK_RIGHT || sym == SDLK_HOME || sym == SDLK_END)
            E.fresh = false;
    }
    switch (sym) {
    case SDLK_TAB: /* the cursor's field: relative spec <-> full spec */
        if (!E.base) {
            E.full = !E.full;
            fill(a);
            E.fresh = true;
            E.error[0] = '\0';
        }
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: apply(a); break;
    case SDLK_ESCAPE: close_field(a); break;
    case SDLK_BACKSPACE: hd_textfield_backspace(&E.f); break;
    case SDLK_DELETE: hd_textfield_delete(&E.f); break;
    case SDLK_LEFT: hd_textfield_move(&E.f, -1); break;
    case SDLK_RIGHT: hd_textfield_move(&E.f, +1); break;
    case SDLK_HOME: hd_textfield_home(&E.f); break;
    case SDLK_END: hd_textfield_end(&E.f); break;
    case SDLK_v:
        if (ctrl && SDL_HasClipboardText()) {
            char *t = SDL_GetClipboardText();
            if (t) {
                for (char *p = t; *p; p++)
                    if (*p == '\n' || *p == '\r' || *p == '\t') *p = ' ';
                if (!hd_textfield_insert(&E.f, t)) snprintf(E.error, sizeof E.error, "%s", _("too long to paste"));
                SDL_free(t);
            }
        }
        break;
    default: break;
    }
    hd_ctx_dirty(a);
    return true; /* the field takes every key while it is open */
}

bool hd_specedit_event(hd_ctx *a, const SDL_Event *e)
{
    if (E.open) {
        if (e->type == SDL_TEXTINPUT) {
            if (E.fresh) hd_textfield_set(&E.f, "");
            E.fresh = false;
            if (!hd_textfield_insert(&E.f, e->text.text)) snprintf(E.error, sizeof E.error, "%s", _("the spec is too long"));
            hd_ctx_dirty(a);
            return true;
        }
        if (e->type == SDL_KEYDOWN) return field_key(a, &e->key);
        return e->type == SDL_KEYUP;
    }
    return false;
}

bool hd_specedit_key_base(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    open_field(a, true);
    return true;
}

bool hd_specedit_key_cursor(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    open_field(a, false);
    return true;
}

bool hd_specedit_key_copy(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    copy_command(a);
    return true;
}

bool hd_specedit_open(void)
{
    return E.open;
}

void hd_specedit_draw(const hd_gfx *g)
{
    if (!E.open) return;
    double pt = hd_gfx_pt(g);
    int pad = (int)(8 * pt + 0.5), row = hd_gfx_line_h(g, HD_FACE_MONO, HD_TEXT_PT), k = (int)(pt + 0.5);
    if (k < 1) k = 1;
    int cols = hd_gfx_mono_cols(g, HD_TEXT_PT, g->v->draw_w - 2 * pad);
    if (cols < 8) cols = 8;
    /* the error wrapped as the HUD wraps, at most 3 lines */
    static hd_hud_line err[3];
    int ne = E.error[0] ? hd_hud_wrap(E.error, cols, err, 3) : 0;
    int h = 3 * row + 2 * pad + (ne ? ne * row + row / 2 : 0);
    int y0 = g->v->draw_h / 3;
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + h, HD_RGBA(HD_COL_SPEC_PANEL));
    hd_gfx_box_px(g, 0, y0, g->v->draw_w, y0 + k - 1, HD_RGBA(HD_COL_TEXT));
    int y = y0 + pad;
    hd_gfx_text(g, HD_FACE_SANS, HD_TEXT_PT, pad, y,
                E.base ? _("base spec (a full hitdemo spec)   type to replace, Enter apply, Esc cancel, Ctrl+V paste")
                : E.full ? _("cursor: a full spec, as the HUD shows it (it places the cursor)   Tab: relative")
                         : _("cursor relative to the mouse (circle:R, rect:W,H, line:X0,Y0, ...) or a full spec   Tab: full"),
                HD_RGBA(HD_COL_TEXT));
    y += row + row / 2;
    /* the part of the text around the caret that fits */
    int first = 0;
    if (E.f.caret > cols - 2) first = E.f.caret - (cols - 2);
    char shown[HD_TEXTFIELD_MAX + 1], before[HD_TEXTFIELD_MAX + 1];
    snprintf(shown, sizeof shown, "%.*s", cols, E.f.text + first);
    snprintf(before, sizeof before, "%.*s", E.f.caret - first, E.f.text + first);
    hd_gfx_box_px(g, pad - 2 * k, y - 2 * k, g->v->draw_w - pad + 2 * k, y + row + k, HD_RGBA(HD_COL_SPEC_FIELD));
    int tw = hd_gfx_text_w(g, HD_FACE_MONO, HD_TEXT_PT, shown);
    if (E.fresh && tw > 0) hd_gfx_box_px(g, pad, y - k, pad + tw, y + row, HD_RGBA(HD_COL_SPEC_FRESH));
    hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad, y, shown, HD_RGBA(HD_COL_TEXT));
    int cx = pad + hd_gfx_text_w(g, HD_FACE_MONO, HD_TEXT_PT, before);
    hd_gfx_box_px(g, cx - k / 2, y - k, cx + (k > 1 ? k / 2 : 0), y + row, HD_RGBA(HD_COL_ALERT));
    y += row + row / 2;
    for (int i = 0; i < ne; i++, y += row) hd_gfx_text(g, HD_FACE_MONO, HD_TEXT_PT, pad, y, err[i].text, HD_RGBA(HD_COL_ALERT));
}
