/*
 * raytool.h: the ray tool (V): a ray cast against the base, drawn with
 * what hd_raycast says of it (overlay_ray.h: the hit point, t, the normal,
 * the reflected ray).
 *
 *   Y                 the tool on / off (the ray is kept while it is off)
 *   left press        (tool on) the ray's start P at the mouse
 *   drag              aims it: D = mouse - P (both snapped with G)
 *   release           keeps it
 *
 * While the tool is on a left press aims the ray instead of dragging the
 * base (the registry offers events to this feature before drag.c), and
 * the message line says the cast in words: "ray: hit at t = 0.4321,
 * point (x, y), normal (nx, ny)", "ray: starts inside: t = 0, point (x, y)"
 * or "ray: clear". A script's `ray X,Y,DX,DY` and a scene's `ray:` key set
 * the ray exactly and turn the tool on.
 */
#ifndef HD_RAYTOOL_H
#define HD_RAYTOOL_H

#include <SDL.h>
#include <stdbool.h>

#include <hitdemo/ray.h>

#include "ctx.h"
#include "gfx.h"

/* Y (keys.c's table): the tool on or off. */
bool hd_raytool_key(hd_ctx *a, const SDL_KeyboardEvent *k);
/* A left press, the drag's motion and the release while the tool is on. */
bool hd_raytool_event(hd_ctx *a, const SDL_Event *e);
/* Before a frame: the message line follows the cast (the base may have
 * changed). */
void hd_raytool_prepare(hd_ctx *a);
/* The ray and its cast, while the tool is on and there is a ray. */
void hd_raytool_draw(const hd_ctx *a, const hd_gfx *g);

/* The ray P, D exactly (hd_ray_check must accept it), the tool on. */
void hd_raytool_set(hd_ctx *a, hd_vec2 p, hd_vec2 d);
/* A scene was opened: its ray (has_ray) turns the tool on with it; a
 * scene without one turns off a ray the last scene set. */
void hd_raytool_scene(hd_ctx *a, bool has_ray, hd_vec2 p, hd_vec2 d);
/* The tool off, the ray forgotten. */
void hd_raytool_reset(void);
/* Whether the tool is on. */
bool hd_raytool_on(void);
/* The ray and its cast against the base now: false when the tool is off or
 * has no ray yet. */
bool hd_raytool_cast(const hd_ctx *a, hd_vec2 *p, hd_vec2 *d, hd_ray_hit *h);
/* The cast in words, as the message line says it (numbers to 6
 * significant digits, or in full with full_numbers). */
void hd_raytool_text(const hd_ray_hit *h, bool full_numbers, char *buf, size_t n);

#endif
