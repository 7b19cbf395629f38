/* drag.c: dragging the base and its handles with the mouse (see drag.h). */
#include "drag.h"
#include "i18n.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "handles.h"
#include "palette.h"

/* Grab distance and handle size, window points. */
#define GRAB_PT 6.0
#define HANDLE_PT 4.0
/* The turn handle: this far above the top of the base's box, window points. */
#define TURN_PT 28.0

typedef enum { DRAG_NONE, DRAG_HANDLE, DRAG_BASE, DRAG_TURN } drag_mode;

static struct {
    drag_mode mode;
    hd_shape_buf start; /* the base when the button went down */
    hd_shape_buf last;  /* the base as the drag last set it */
    hd_handle h;    /* DRAG_HANDLE: the handle */
    char name[48];
    hd_vec2 grab;   /* logical mouse when the button went down */
    hd_vec2 offset; /* handle position - grab */
    bool changed;
    char refusal[256]; /* the last refusal of this drag, or "" */
    bool moved;        /* a motion event came: hover is on (not for --mouse alone) */
    hd_vec2 centre;    /* DRAG_TURN: what the base turns about */
    double turn0, angle0; /* DRAG_TURN: the base's turn and the grab's direction at the start */
    int at_x, at_y;       /* the window point the drag last followed (the press, then each motion) */
} D;

static double grab_tol(const hd_view *v)
{
    return GRAB_PT / v->zoom;
}

static hd_vec2 mouse_logical(const hd_ctx *a, int x, int y)
{
    return hd_view_to_logical(&a->view, x, y);
}

/* Within the grab distance of the base itself (lines and points too). */
static bool near_base(const hd_shape *base, hd_vec2 l, double tol)
{
    hd_shape pt;
    memset(&pt, 0, sizeof pt);
    pt.kind = HD_POINT;
    pt.point.p = l;
    if (hd_point_in_shape(base, l)) return true;
    hd_dist d;
    hd_distance(base, &pt, &d);
    return d.distance <= tol;
}

/* The turn handle of a base that turns (not a point or a circle): above
 * the middle of its box; *centre gets what it turns about (as
 * hd_scene_rotate_base turns it). */
static bool turn_handle(const hd_shape *base, const hd_view *v, hd_vec2 *at, hd_vec2 *centre)
{
    if (base->kind == HD_POINT || base->kind == HD_CIRCLE) return false;
    hd_vec2 lo, hi;
    hd_shape_bounds(base, &lo, &hi);
    if (base->kind == HD_ARC) *centre = base->arc.c;
    else if (base->kind == HD_WEDGE) *centre = base->wedge.c;
    else *centre = (hd_vec2){(lo.x + hi.x) / 2, (lo.y + hi.y) / 2};
    *at = (hd_vec2){(lo.x + hi.x) / 2, lo.y - TURN_PT / v->zoom};
    return isfinite(at->x) && isfinite(at->y) && isfinite(centre->x) && isfinite(centre->y);
}

/* The direction of p from c, degrees (0 along +x, growing toward +y). */
static double direction(hd_vec2 c, hd_vec2 p)
{
    return atan2(p.y - c.y, p.x - c.x) * 180 / HD_PI;
}

/* A HUD line that is not printed (it changes with every motion). */
static void status_line(hd_ctx *a, const char *text)
{
    snprintf(a->message, sizeof a->message, "%s", text);
    hd_ctx_dirty(a);
}

/* A refused edit: the validator's message in the HUD and on stdout (also
 * headless, where hd_ctx_message keeps quiet), once per distinct message. */
static void refused(hd_ctx *a, const char *err)
{
    if (strcmp(D.refusal, err) == 0) return;
    snprintf(D.refusal, sizeof D.refusal, "%s", err);
    hd_ctx_message(a, _("edit refused: %s"), err);
    if (a->headless) {
        printf("%s\n", a->message);
        fflush(stdout);
    }
}

static void set_base(hd_ctx *a, const hd_shape *s)
{
    hd_shape vbase = hd_scene_base(&a->scene);
    if (!hd_shape_equal(s, &vbase)) {
        hd_scene_set_base(&a->scene, s);
        D.changed = true;
    }
    hd_shape_buf_set(&D.last, s);
    hd_ctx_dirty(a);
}

static void begin(hd_ctx *a, drag_mode m, hd_vec2 l)
{
    D.mode = m;
    hd_shape vbase = hd_scene_base(&a->scene);
    hd_shape_buf_set(&D.start, &vbase);
    hd_shape_buf_set(&D.last, &vbase);
    D.grab = l;
    D.changed = false;
    D.refusal[0] = '\0';
    char line[240];
    if (m == DRAG_TURN) {
        snprintf(D.name, sizeof D.name, "%s", _("the base's turn"));
        snprintf(line, sizeof line, "%s", _("turning the base: whole degrees about its centre"));
        D.turn0 = a->scene.base_turn;
        D.angle0 = direction(D.centre, l);
    } else if (m == DRAG_HANDLE) {
        hd_handle_name(&D.h, D.name, sizeof D.name);
        D.offset = (hd_vec2){D.h.p.x - l.x, D.h.p.y - l.y};
        snprintf(line, sizeof line, _("dragging: handle %s"), D.name);
    } else {
        snprintf(D.name, sizeof D.name, "%s", _("the base"));
        snprintf(line, sizeof line, "%s", _("dragging: the base"));
    }
    status_line(a, line);
    /* the cursor stays where it is while the button is down */
    if (a->scene.mouse_known) hd_ctx_place_cursor(a, a->scene.mouse);
}

/* The base for the mouse at logical point l. */
static void follow(hd_ctx *a, hd_vec2 l)
{
    if (D.mode == DRAG_TURN) {
        /* whole degrees, so that a drag back to the start gives the base back */
        double want = D.turn0 + round(direction(D.centre, l) - D.angle0), now = a->scene.base_turn;
        want = fmod(want, 360);
        if (want != now && fmod(want - now, 360) != 0) {
            const char *why = hd_scene_rotate_base(&a->scene, want - now);
            if (why) refused(a, why);
            else D.changed = true;
            hd_ctx_dirty(a);
        }
        return;
    }
    hd_shape vbase = hd_scene_base(&a->scene), last = hd_shape_of(&D.last), start = hd_shape_of(&D.start);
    if (!hd_shape_equal(&vbase, &last)) {
        D.mode = DRAG_NONE; /* the base was replaced (keys 1-8): the drag is over */
        return;
    }
    static hd_shape_buf out;
    char err[256];
    bool ok;
    if (D.mode == DRAG_HANDLE) {
        hd_vec2 to = hd_ctx_snap(a, (hd_vec2){l.x + D.offset.x, l.y + D.offset.y});
        ok = hd_handles_drag(&start, &D.h, to, &out, err, sizeof err);
    } else {
        hd_vec2 d = hd_ctx_snap(a, (hd_vec2){l.x - D.grab.x, l.y - D.grab.y});
        ok = hd_handles_move(&start, d, &out, err, sizeof err);
    }
    if (!ok) {
        refused(a, err);
        return;
    }
    if (D.refusal[0]) {
        D.refusal[0] = '\0';
        char line[240];
        if (D.mode == DRAG_HANDLE) snprintf(line, sizeof line, _("dragging: handle %s"), D.name);
        else snprintf(line, sizeof line, _("dragging: %s"), D.name);
        status_line(a, line);
    }
    hd_shape os = hd_shape_of(&out);
    set_base(a, &os);
}

static void end(hd_ctx *a, int x, int y)
{
    if (D.mode == DRAG_NONE) return;
    D.mode = DRAG_NONE;
    if (!D.refusal[0]) {
        char line[300];
        if (D.changed) snprintf(line, sizeof line, _("edited: %s (the base is fixed now; 1-8 for a default)"), D.name);
        else line[0] = '\0';
        status_line(a, line);
    }
    hd_ctx_mouse(a, x, y); /* the cursor follows the mouse again */
}

static bool button_down(hd_ctx *a, const SDL_MouseButtonEvent *b)
{
    hd_shape vbase = hd_scene_base(&a->scene);
    const hd_shape *base = &vbase;
    hd_vec2 l = mouse_logical(a, b->x, b->y);
    double tol = grab_tol(&a->view);
    hd_handle h;
    hd_vec2 at;
    if (turn_handle(base, &a->view, &at, &D.centre) && hypot(l.x - at.x, l.y - at.y) <= tol) {
        begin(a, DRAG_TURN, l);
        return true;
    }
    int hi = hd_handles_hit(base, l, tol, &h);
    if (b->clicks == 2 && base->kind == HD_POLYGON && (hi < 0 || h.role != HD_HR_VERTEX)) {
        int edge = hd_handles_edge_hit(base, l, tol);
        if (edge >= 0) {
            static hd_shape_buf out;
            int v;
            char err[256];
            if (!hd_handles_insert(base, edge, l, &out, &v, err, sizeof err)) {
                D.refusal[0] = '\0';
                refused(a, err);
                return true;
            }
            hd_shape os = hd_shape_of(&out);
            hd_scene_set_base(&a->scene, &os);
            D.h = (hd_handle){HD_HR_VERTEX, v, out.v[v]};
            begin(a, DRAG_HANDLE, l); /* the new vertex keeps its offset from the mouse */
            D.changed = true;
            return true;
        }
    }
    if (hi >= 0) {
        D.h = h;
        begin(a, DRAG_HANDLE, l);
        return true;
    }
    if (near_base(base, l, tol)) {
        begin(a, DRAG_BASE, l);
        return true;
    }
    return false;
}

bool hd_drag_key_delete(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    hd_shape vbase = hd_scene_base(&a->scene);
    const hd_shape *base = &vbase;
    if (base->kind != HD_POLYGON || D.mode != DRAG_NONE) return false;
    if (!a->mouse_known) return false;
    hd_vec2 l = hd_view_to_logical(&a->view, a->mouse_wx, a->mouse_wy);
    hd_handle h;
    if (hd_handles_hit(base, l, grab_tol(&a->view), &h) < 0 || h.role != HD_HR_VERTEX) {
        hd_ctx_message(a, "%s", _("Delete: no polygon vertex under the mouse"));
        return true;
    }
    static hd_shape_buf out;
    char err[256];
    if (!hd_handles_delete(base, h.index, &out, err, sizeof err)) {
        D.refusal[0] = '\0';
        refused(a, err);
        return true;
    }
    hd_shape os = hd_shape_of(&out);
    hd_scene_set_base(&a->scene, &os);
    hd_ctx_message(a, _("vertex %d deleted"), h.index + 1);
    return true;
}

bool hd_drag_event(hd_ctx *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT) return false;
        if (D.mode != DRAG_NONE) return true;
        if (!button_down(a, &e->button)) return false;
        D.at_x = e->button.x;
        D.at_y = e->button.y;
        return true;
    case SDL_MOUSEMOTION:
        D.moved = true;
        if (D.mode == DRAG_NONE) return false;
        if (!(e->motion.state & SDL_BUTTON_LMASK)) { /* released outside the window */
            end(a, e->motion.x, e->motion.y);
            return false;
        }
        D.at_x = e->motion.x;
        D.at_y = e->motion.y;
        follow(a, mouse_logical(a, e->motion.x, e->motion.y));
        return D.mode != DRAG_NONE;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button != SDL_BUTTON_LEFT || D.mode == DRAG_NONE) return false;
        follow(a, mouse_logical(a, e->button.x, e->button.y));
        end(a, e->button.x, e->button.y);
        return true;
    default: return false;
    }
}

void hd_drag_end_here(hd_ctx *a)
{
    if (D.mode != DRAG_NONE) end(a, D.at_x, D.at_y);
}

/* ---- drawing ----------------------------------------------------------------- */

static void draw_handle(const hd_gfx *g, const hd_handle *h, bool hot)
{
    hd_rgba line = HD_RGBA(HD_COL_HANDLE_LINE), fill = hot ? HD_RGBA(HD_COL_HANDLE_HOT) : HD_RGBA(HD_COL_HANDLE_FILL);
    if (hd_handle_is_round(h)) {
        hd_gfx_dot(g, h->p, HANDLE_PT + 0.5, line);
        hd_gfx_dot(g, h->p, HANDLE_PT - 1, fill);
        return;
    }
    hd_vec2 p = hd_view_to_pixels(g->v, h->p);
    if (!(p.x > -1000 && p.x < 31000 && p.y > -1000 && p.y < 31000)) return;
    double r = hd_gfx_pt(g);
    int x = (int)p.x, y = (int)p.y, o = (int)(HANDLE_PT * r + 0.5), i = (int)((HANDLE_PT - 1) * r + 0.5);
    if (i < 1) i = 1;
    hd_gfx_box_px(g, x - o, y - o, x + o, y + o, line);
    hd_gfx_box_px(g, x - i, y - i, x + i, y + i, fill);
}

void hd_drag_draw(const hd_gfx *g, const hd_scene *s, const hd_hud *hud)
{
    hd_shape vbase = hd_scene_base(s);
    const hd_shape *base = &vbase;
    hd_handle hs[HD_HANDLES_MAX];
    int n = hd_handles_list(base, hs, HD_HANDLES_MAX);
    if (n > HD_HANDLES_MAX) n = HD_HANDLES_MAX;
    int hot = -1, edge = -1;
    hd_vec2 l = hd_view_to_logical(g->v, hud->mouse_wx, hud->mouse_wy);
    double tol = grab_tol(g->v);
    hd_vec2 at, centre;
    bool turns = turn_handle(base, g->v, &at, &centre), turn_hot = D.mode == DRAG_TURN;
    if (D.mode == DRAG_HANDLE) {
        for (int i = 0; i < n; i++)
            if (hs[i].role == D.h.role && hs[i].index == D.h.index) hot = i;
    } else if (D.mode == DRAG_NONE) {
        if (!hud->mouse_inside || !D.moved) return;
        turn_hot = turns && hypot(l.x - at.x, l.y - at.y) <= tol;
        hot = turn_hot ? -1 : hd_handles_hit(base, l, tol, NULL);
        if (hot < 0) {
            edge = hd_handles_edge_hit(base, l, tol);
            if (edge < 0 && !turn_hot && !near_base(base, l, tol)) return;
        }
    }
    if (turns) { /* the turn handle: a ring on a stalk above the box */
        hd_vec2 lo, hi;
        hd_shape_bounds(base, &lo, &hi);
        hd_gfx_segment(g, (hd_vec2){at.x, lo.y}, at, HD_RGBA(HD_COL_HANDLE_LINE));
        hd_gfx_dot(g, at, HANDLE_PT + 1.5, HD_RGBA(HD_COL_HANDLE_LINE));
        hd_gfx_dot(g, at, HANDLE_PT, turn_hot ? HD_RGBA(HD_COL_HANDLE_HOT) : HD_RGBA(HD_COL_HANDLE_FILL));
        hd_gfx_ring(g, at, HANDLE_PT - 2, HD_RGBA(HD_COL_HANDLE_LINE));
    }
    for (int i = 0; i < n; i++) draw_handle(g, &hs[i], i == hot);
    /* a polygon edge under the mouse: where a double-click adds a vertex */
    if (edge >= 0) hd_gfx_ring(g, hd_handles_edge_point(base, edge, l), HANDLE_PT - 1, HD_RGBA(HD_COL_HANDLE_LINE));
}
