/*
 * render.h: draws a scene with SDL2_gfx straight to drawable pixels through
 * the view (no SDL_RenderSetScale / SDL_RenderSetLogicalSize). The only
 * file that includes SDL2_gfx.
 */
#ifndef HD_RENDER_H
#define HD_RENDER_H

#include <SDL.h>

#include "scene.h"
#include "view.h"

/* What the HUD shows besides the scene. */
typedef struct hd_hud {
    bool show;
    double mouse_wx, mouse_wy; /* window coordinates */
    double frame_ms;           /* time the last frame took to draw */
} hd_hud;

/* Colours of the original demo (alpha 0xE0 for the shapes). */
#define HD_COL_BG 0xff, 0xff, 0xff, 0xff
#define HD_COL_BASE 0x00, 0x95, 0xd9, 0xe0
#define HD_COL_HIT 0xf6, 0xad, 0x49, 0xe0
#define HD_COL_HIT_BG 0xf6, 0xad, 0x49, 0xff
#define HD_COL_CURSOR 0x6a, 0x68, 0x68, 0xe0
#define HD_COL_POINT 0xff, 0x00, 0x00, 0xff

/* Draws the whole frame onto the renderer's current target, whose size in
 * pixels is v->draw_w x v->draw_h. hud_tex may be NULL (HUD text is then
 * drawn unscaled); restore_target is the target to return to after
 * drawing into hud_tex. */
void hd_render_frame(SDL_Renderer *r, const hd_view *v, const hd_scene *s, const hd_hud *hud,
                     SDL_Texture *hud_tex, SDL_Texture *restore_target);

/* Size of the texture the HUD text needs (8x8 font cells). */
void hd_render_hud_size(int *w, int *h);

/* Frees SDL2_gfx's cached font textures; call before destroying r. */
void hd_render_shutdown(void);

#endif
