/* ctx.c: the shared state's services (see ctx.h): the view, the cursor,
 * messages, the scene's update and the requests the loop carries out. */
#include "i18n.h"
#include "ctx.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "explain.h"
#include "hud.h"
#include "toolbar_view.h"

bool hd_ctx_cursor_shown(const hd_ctx *a, const char **why)
{
    if (!a->scene.mouse_known) *why = _("no cursor position yet");
    else if (!a->mouse_inside && !a->nudged) *why = _("the cursor is hidden (the mouse is outside the window)");
    else return true;
    return false;
}

void hd_ctx_present(hd_ctx *a, bool on)
{
    if (on == a->show.present) return;
    a->show.present = on;
    if (on) {
        a->present_ui = a->ui_scale;
        a->present_compact = a->show.hud_compact;
        if (a->ui_scale < 2) a->ui_scale = 2;
        a->show.hud_compact = true;
    } else {
        a->ui_scale = a->present_ui;
        a->show.hud_compact = a->present_compact;
    }
    hd_ctx_message(a, on ? _("presentation: F5 leaves it, Shift+H shows the full HUD") : _("presentation off"));
}

hd_gfx hd_ctx_gfx(const hd_ctx *a)
{
    return (hd_gfx){a->ren, &a->view, a->ui_scale, a->show.full_numbers, a->show.present ? 2.5 : 1};
}

void hd_ctx_dirty(hd_ctx *a)
{
    a->dirty = true;
}

hd_vec2 hd_ctx_snap(const hd_ctx *a, hd_vec2 l)
{
    if (!a->snap) return l;
    return (hd_vec2){floor(l.x + 0.5), floor(l.y + 0.5)};
}

void hd_ctx_refresh_view(hd_ctx *a)
{
    a->view = hd_view_at(hd_view_make(a->view.win_w, a->view.win_h, a->view.draw_w, a->view.draw_h, a->zoom),
                         a->origin);
    if (a->mouse_known && !a->nudged)
        hd_scene_set_mouse(&a->scene, hd_ctx_snap(a, hd_view_to_logical(&a->view, a->mouse_wx, a->mouse_wy)));
    a->dirty = true;
}

void hd_ctx_set_view(hd_ctx *a, double zoom, hd_vec2 origin)
{
    a->zoom = hd_view_zoom_step(zoom, 0);
    a->origin.x = isfinite(origin.x) ? origin.x : 0;
    a->origin.y = isfinite(origin.y) ? origin.y : 0;
    hd_ctx_refresh_view(a);
}

void hd_ctx_recentre(hd_ctx *a)
{
    a->frame_origin = a->view.origin;
    a->frame_w = a->view.log_w;
    a->frame_h = a->view.log_h;
    /* The space the toolbar and a HUD in a top corner leave free, where it
     * leaves at least 60% of the height. */
    if (a->ren && a->view.draw_h > 0 && (a->show.toolbar || (a->show.hud && a->show.hud_corner < 2))) {
        hd_gfx g = hd_ctx_gfx(a);
        hd_toolbar_state st = {&a->show, &a->scene, a->lesson != NULL, a->lang_gen};
        hd_toolbar_layout L;
        hd_toolbar_lay_out(&g, &st, &L);
        int top = L.n ? L.bottom : 0;
        if (a->show.hud && a->show.hud_corner < 2) {
            hd_hud hud = {.mouse_inside = a->mouse_inside, .top_px = top, .lesson = a->lesson};
            top = (int)hd_hud_measure(&g, &a->scene, &a->show, &hud).y1;
        }
        double cut = (double)top / a->view.draw_h * a->view.log_h;
        if (cut > 0 && cut <= 0.4 * a->frame_h) {
            a->frame_origin.y += cut;
            a->frame_h -= cut;
        }
    }
    a->scene.origin = a->frame_origin;
    a->dirty = true;
}

void hd_ctx_mouse(hd_ctx *a, double wx, double wy)
{
    a->mouse_inside = wx >= 0 && wy >= 0 && wx < a->view.win_w && wy < a->view.win_h;
    a->mouse_wx = wx;
    a->mouse_wy = wy;
    if (a->show.pin && a->scene.mouse_known) { /* pinned: the cursor stays where it is */
        a->dirty = true;
        return;
    }
    a->mouse_known = true;
    a->nudged = false;
    hd_scene_set_mouse(&a->scene, hd_ctx_snap(a, hd_view_to_logical(&a->view, wx, wy)));
    a->dirty = true;
}

void hd_ctx_place_cursor(hd_ctx *a, hd_vec2 l)
{
    /* The mouse (mouse_wx, mouse_wy) stays where it is: zoom keys still act
     * about it; the cursor shows where it was placed. */
    hd_scene_set_mouse(&a->scene, l);
    a->nudged = true;
    a->hold = true;
    a->dirty = true;
}

void hd_ctx_set_motion(hd_ctx *a, bool has, hd_vec2 move, int frames)
{
    a->motion.has = has;
    a->motion.move = has ? move : (hd_vec2){0, 0};
    a->motion.frames = has ? frames : 0;
    a->motion.seq++;
    a->dirty = true;
}

void hd_ctx_message(hd_ctx *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(a->message, sizeof a->message, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof a->message) { /* cut short: end on a whole UTF-8 character */
        size_t end = sizeof a->message - 1, lead = end - 1;
        while (lead > 0 && ((unsigned char)a->message[lead] & 0xC0) == 0x80) lead--;
        unsigned char c = (unsigned char)a->message[lead];
        size_t need = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
        if (lead + need > end) a->message[lead] = '\0';
    }
    a->message_at = SDL_GetTicks();
    if (!a->headless) {
        printf("%s\n", a->message);
        fflush(stdout);
    }
    a->dirty = true;
}

void hd_ctx_update(hd_ctx *a)
{
    hd_scene_update(&a->scene, a->frame_w, a->frame_h);
    /* the step (. ,) within the pair's steps as the shapes change; a new
     * family starts again at its first step; I off ends the stepping */
    if (a->show.step > 0) {
        hd_shape vbase = hd_scene_base(&a->scene), vcur = hd_scene_cursor(&a->scene);
        const hd_explain *x = hd_explain_get(&vbase, &vcur, a->scene.log_w, a->scene.log_h);
        if (!a->show.inner || x->nsteps == 0) a->show.step = 0;
        else if ((int)x->family != a->show.step_family) a->show.step = 1;
        else if (a->show.step > x->nsteps) a->show.step = x->nsteps;
        a->show.step_family = (int)x->family;
    }
    char pair[64];
    hd_scene_pair(&a->scene, pair, sizeof pair);
    snprintf(a->title, sizeof a->title, "hitdemo: %s", pair);
}

void hd_ctx_report_state(const hd_ctx *a, char *buf, size_t n)
{
    char pair[64], base[256], cur[256];
    hd_scene_pair(&a->scene, pair, sizeof pair);
    hd_shape vbase = hd_scene_base(&a->scene);
    hd_shape_format(&vbase, base, sizeof base);
    hd_shape vcur = hd_scene_cursor(&a->scene);
    if (a->scene.mouse_known) hd_shape_format(&vcur, cur, sizeof cur);
    else snprintf(cur, sizeof cur, "(none: no mouse position yet)");
    char lx[40], ly[40];
    hd_format_double(a->scene.mouse.x, lx, sizeof lx);
    hd_format_double(a->scene.mouse.y, ly, sizeof ly);
    if (a->nudged)
        snprintf(buf, n, "pair %s (base %s, cursor %s), cursor placed at logical %s,%s", pair, base, cur, lx, ly);
    else if (a->mouse_known)
        snprintf(buf, n, "pair %s (base %s, cursor %s), mouse window %g,%g = logical %s,%s", pair, base, cur,
                 a->mouse_wx, a->mouse_wy, lx, ly);
    else snprintf(buf, n, "pair %s (base %s, cursor %s), mouse unknown", pair, base, cur);
}

/* ---- requests ---------------------------------------------------------- */

void hd_ctx_request_key(hd_ctx *a, const SDL_KeyboardEvent *k, bool centre)
{
    a->req.key = true;
    a->req.key_centre = centre;
    a->req.key_event = *k;
}

void hd_ctx_request_picture(hd_ctx *a, const char *path, bool svg)
{
    a->req.picture = true;
    a->req.picture_svg = svg;
    a->req.picture_figure = false;
    snprintf(a->req.picture_path, sizeof a->req.picture_path, "%s", path);
}

void hd_ctx_request_figure(hd_ctx *a, const char *path, bool svg)
{
    hd_ctx_request_picture(a, path, svg);
    a->req.picture_figure = true;
}

void hd_ctx_request_theme(hd_ctx *a, int t)
{
    a->req.theme = true;
    a->req.theme_to = t;
}

void hd_ctx_request_gif(hd_ctx *a, const char *path)
{
    a->req.gif = true;
    snprintf(a->req.gif_path, sizeof a->req.gif_path, "%s", path);
}

void hd_ctx_offer_file(hd_ctx *a, const char *path, const char *mime)
{
    if (a->req.offers >= HD_REQ_OFFERS) return; /* more in one turn than a person makes: the rest stay unoffered */
    snprintf(a->req.offer_path[a->req.offers], sizeof a->req.offer_path[0], "%s", path);
    a->req.offer_mime[a->req.offers] = mime;
    a->req.offers++;
}

void hd_ctx_copy_text(hd_ctx *a, const char *text)
{
    a->req.copy = true;
    snprintf(a->req.copy_text, sizeof a->req.copy_text, "%s", text);
}
