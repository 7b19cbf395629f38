/*
 * figures.h: pictures for slides and the colours they are drawn in.
 *   F12 / Ctrl+E             the figure (PNG / SVG): the shapes, the overlays
 *                            and their labels, cropped to them with a margin;
 *                            no toolbar, HUD, message line or panel
 *   Shift+F12 / Shift+Ctrl+E the whole window, as it is drawn
 *   F10                      record the next seconds of the window into an
 *                            animated GIF (the desktop; F10 again stops it)
 *   F9                       the next theme: light, dark, contrast
 * Each takes its file's name in the output folder (outdir.h) and asks the
 * loop for the work (ctx.h's requests).
 */
#ifndef HD_FIGURES_H
#define HD_FIGURES_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

bool hd_figures_key_png(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_figures_key_svg(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_figures_key_theme(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_figures_key_gif(hd_ctx *a, const SDL_KeyboardEvent *k);

#endif
