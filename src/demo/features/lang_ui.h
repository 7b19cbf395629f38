/*
 * lang_ui.h: the live language (issue 31, docs/lang.md): F2 and the
 * toolbar's language button (EN / FR / 中文) cycle English -> French ->
 * Simplified Chinese -> English while the window runs; the script line
 * `lang en|fr|zh_CN` sets one outright. A switch calls hd_lang_switch
 * (lang.h), bumps hd_ctx.lang_gen (every module that keeps text made from
 * _() makes it again) and says the new language on the message line, in
 * that language. Chinese without the CJK font is refused with a message:
 * never a window of `?`.
 */
#ifndef HD_LANG_UI_H
#define HD_LANG_UI_H

#include <SDL.h>
#include <stdbool.h>

#include "ctx.h"
#include "lang.h"

/* F2 (keys.c's table): the next language. */
bool hd_lang_ui_key(hd_ctx *a, const SDL_KeyboardEvent *k);

/* Switches to l: true when the window speaks l now (also when it already
 * did); false with a message on the message line (and in why) when it
 * cannot (Chinese without the CJK font). */
bool hd_lang_ui_set(hd_ctx *a, hd_lang l, char *why, size_t whylen);

/* Before each frame (registry.c): a language switched by anyone else than
 * hd_lang_ui_set (hd_lang_switch called directly) bumps lang_gen too. */
void hd_lang_ui_prepare(hd_ctx *a);

/* The language after l in the cycle en -> fr -> zh_CN -> en. */
hd_lang hd_lang_ui_next(hd_lang l);

#endif
