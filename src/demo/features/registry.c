/* registry.c: the list of the window's features (see registry.h). */
#include "registry.h"

#include "drag.h"
#include "help.h"
#include "lang_ui.h"
#include "lesson_menu.h"
#include "lessons_ui.h"
#include "nav.h"
#include "peer_ui.h"
#include "raytool.h"
#include "recorder.h"
#include "specedit.h"
#include "stress_ui.h"
#include "sweep_mode.h"
#include "toolbar.h"
#include "touch.h"
#include "tunnel.h"

static void drag_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    if (layer == HD_LAYER_SCENE) hd_drag_draw(g, &a->scene, hud);
}

static void raytool_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_SCENE) hd_raytool_draw(a, g);
}

static void specedit_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)a;
    (void)hud;
    if (layer == HD_LAYER_OVER) hd_specedit_draw(g);
}

static void help_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_HELP) hd_help_draw(a, g);
}

static void lesson_menu_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_OVER) hd_lesson_menu_draw(a, g);
}

static void toolbar_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_BAR) hd_toolbar_draw(g, a);
}

static void sweep_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_SCENE) hd_sweep_mode_draw(a, g);
}

static void tunnel_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_SCENE) hd_tunnel_draw(a, g);
}

static void peer_draw(const hd_ctx *a, const hd_gfx *g, const hd_hud *hud, hd_layer layer)
{
    (void)hud;
    if (layer == HD_LAYER_SCENE) hd_peer_ui_draw(a, g);
}

static int sweep_lines(const hd_ctx *a, const char **lines, int max)
{
    const char *l = hd_sweep_mode_line(a);
    if (!l || max < 1) return 0;
    lines[0] = l;
    return 1;
}

const hd_feature hd_features[] = {
    /* sees every event first (R: the input as it comes) */
    {"recorder", HD_EV_ALL, hd_recorder_event, NULL, NULL, NULL, NULL, NULL, NULL},
    /* fingers: a pinch, and the mouse SDL makes of them meanwhile */
    {"touch", HD_EV_ALL, hd_touch_event, NULL, NULL, NULL, NULL, NULL, NULL},
    /* an open text field takes every key */
    {"specedit", HD_EV_INPUT, hd_specedit_event, NULL, NULL, NULL, specedit_draw, NULL, NULL},
    /* the help, open, covers the window: its page keys and every click */
    {"help_input", HD_EV_INPUT, hd_help_event, NULL, NULL, NULL, NULL, NULL, NULL},
    {"toolbar", HD_EV_INPUT | HD_EV_WINDOW, hd_toolbar_event, NULL, hd_toolbar_touch_words, NULL, toolbar_draw, NULL,
     NULL},
    /* the lesson's steps by title, open: its keys and every click off the toolbar */
    {"lesson_menu", HD_EV_INPUT, hd_lesson_menu_event, NULL, NULL, NULL, lesson_menu_draw, NULL, NULL},
    /* a press on the lesson's panel (its fold button) is not a drag */
    {"lesson_panel", HD_EV_INPUT, hd_lessons_ui_event, NULL, NULL, NULL, NULL, NULL, NULL},
    {"nav", HD_EV_INPUT, hd_nav_event, NULL, NULL, NULL, NULL, NULL, NULL},
    /* the ray tool (V) on: a left drag aims the ray, before drag.c has it */
    {"raytool", HD_EV_INPUT, hd_raytool_event, NULL, hd_raytool_prepare, NULL, raytool_draw, NULL, NULL},
    {"drag", HD_EV_INPUT, hd_drag_event, NULL, NULL, NULL, drag_draw, NULL, NULL},
    /* shapes that move: the run puts the cursor at its next frame, then
     * sweep mode sweeps whatever move the cursor made (before the lesson's
     * panel, which shows the run's answers) */
    {"tunnel", 0, NULL, hd_tunnel_update, hd_tunnel_prepare, NULL, tunnel_draw, hd_tunnel_animating, hd_tunnel_lines},
    {"sweep", 0, NULL, hd_sweep_mode_update, NULL, NULL, sweep_draw, NULL, sweep_lines},
    /* an open lesson: framed anew after a resize, its panel's step line */
    /* the peer overlay (U): its answers as they come, the map's disagreements */
    {"peer", 0, NULL, hd_peer_ui_update, NULL, NULL, peer_draw, hd_peer_ui_animating, hd_peer_ui_lines},
    {"lessons", 0, NULL, NULL, hd_lessons_ui_frame, NULL, NULL, NULL, NULL},
    {"stress", 0, NULL, hd_stress_ui_tick, NULL, hd_stress_ui_draw, NULL, hd_stress_ui_animating, NULL},
    {"help", 0, NULL, NULL, NULL, NULL, help_draw, NULL, NULL},
    /* the live language (F2, its button): a switch made by anyone (the
     * key, a script's lang line, the page) bumps lang_gen before a frame */
    {"lang", 0, NULL, NULL, hd_lang_ui_prepare, NULL, NULL, NULL, NULL},
};
const int hd_feature_count = (int)(sizeof hd_features / sizeof hd_features[0]);
