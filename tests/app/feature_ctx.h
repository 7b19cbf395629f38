/*
 * feature_ctx.h: the context of the window program built by hand for the
 * features' unit tests (test_feature_*.c), as shell/loop.c's app_init
 * builds it, with neither the loop nor a window: SDL's video subsystem on
 * the dummy driver (the ticks, the modifier state, text input), a software
 * renderer on a surface for drawing, the DejaVu fonts. The tests link
 * hd_demo_features and this alone (ctest app_features_alone checks that no
 * symbol of the shell is in them).
 */
#ifndef HD_FEATURE_CTX_H
#define HD_FEATURE_CTX_H

#include <SDL.h>
#include <stdbool.h>
#include <stdio.h>

#include "ctx.h"
#include "options.h"

typedef struct fx {
    hd_options opt;
    hd_ctx a;
    SDL_Surface *surf; /* the drawable: a->ren draws into it */
    char *argv[64];
} fx;

/* Opens the context for the window options in args (NULL-terminated, as
 * on the command line after the program's name; --headless is implied).
 * Prints the problem and returns false when something fails. */
bool fx_open(fx *f, const char *const *args);
/* What app_shutdown frees: the features' state, the fonts, the renderer. */
void fx_close(fx *f);

/* Events as SDL makes them (window id 0: the context's, there is no window). */
SDL_KeyboardEvent fx_key(SDL_Keycode sym, Uint16 mod);
SDL_Event fx_keydown(SDL_Keycode sym, Uint16 mod);
SDL_Event fx_motion(int x, int y, Uint32 buttons);
SDL_Event fx_button(Uint32 type, Uint8 button, int x, int y, Uint8 clicks);
SDL_Event fx_wheel(int y);
SDL_Event fx_text(const char *text);
SDL_Event fx_finger(Uint32 type, SDL_FingerID id, const hd_ctx *a, double wx, double wy);

/* The surface filled with one colour (0xRRGGBB), and how many of its
 * pixels differ from that colour now. */
void fx_fill(fx *f, Uint32 rgb);
long fx_changed(const fx *f, Uint32 rgb);
/* The pixel at drawable (x, y) as 0xRRGGBB. */
Uint32 fx_pixel(const fx *f, int x, int y);

/* The whole text of a file (malloc'd, NULL if it cannot be read). */
char *fx_slurp(const char *path);

/* Failed checks so far (the tests' exit status). */
extern int fx_failures;

#define FX_CHECK(cond, ...)                                                                          \
    do {                                                                                             \
        if (!(cond)) {                                                                               \
            printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                   \
            printf(__VA_ARGS__);                                                                     \
            printf("\n");                                                                            \
            fx_failures++;                                                                           \
        }                                                                                            \
    } while (0)

#define FX_RUN(fn)                                                                                   \
    do {                                                                                             \
        int before_ = fx_failures;                                                                   \
        fn();                                                                                        \
        printf("%s %s\n", fx_failures == before_ ? "ok  " : "FAIL", #fn);                            \
    } while (0)

#endif
