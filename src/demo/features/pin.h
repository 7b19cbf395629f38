/*
 * pin.h: the cursor for a lesson at a whiteboard. F (the Pin button) pins
 * the cursor where it is: the mouse no longer moves it (a finger resting
 * on the board, a mouse knocked) until F again unpins it; keys, scenes and
 * lesson steps still place it. Z / Shift+Z (the size + and − buttons)
 * make the cursor bigger or smaller, as three notches of the wheel.
 */
#ifndef HD_PIN_H
#define HD_PIN_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"

/* F, Z and Shift+Z (keys.c's table). */
bool hd_pin_key(hd_ctx *a, const SDL_KeyboardEvent *k);
bool hd_pin_key_size(hd_ctx *a, const SDL_KeyboardEvent *k);

#endif
