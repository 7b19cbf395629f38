/* figures.c: F12, Ctrl+E (with Shift: the whole window), F9 and F10 (see
 * figures.h). */
#include "figures.h"
#include "i18n.h"

#include <stdio.h>

#include "outdir.h"
#include "palette.h"

/* hitdemo-NNN.png or .svg, the first free name in the output folder,
 * taken here; the loop draws the picture into it and says where it went
 * (the page downloads it) or why not. A name that cannot be taken is said,
 * and nothing is left. */
static void save_picture(hd_ctx *a, bool svg, bool figure)
{
    char path[HD_OUTDIR_PATH], err[HD_OUTDIR_PATH + 200];
    FILE *f = hd_outdir_create("hitdemo", svg ? "svg" : "png", svg ? &a->svg_seq : &a->shot_seq, path, sizeof path,
                               err, sizeof err);
    if (!f) {
        hd_ctx_message(a, svg ? _("figure not saved: %s") : _("screenshot not saved: %s"), err);
        if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
        return;
    }
    fclose(f); /* the name is taken; the file is written over it */
    if (figure) hd_ctx_request_figure(a, path, svg);
    else hd_ctx_request_picture(a, path, svg);
}

bool hd_figures_key_png(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    save_picture(a, false, !(k->keysym.mod & KMOD_SHIFT));
    return true;
}

bool hd_figures_key_svg(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    save_picture(a, true, !(k->keysym.mod & KMOD_SHIFT));
    return true;
}

/* The themes' names as a person reads them in the message (--theme's
 * values stay English: they are an option's words). */
static const char *const theme_words[HD_THEME_COUNT] = {
    /* TRANSLATORS: a colour theme's name (F9), as --theme light */
    N_("light"),
    /* TRANSLATORS: a colour theme's name (F9), as --theme dark */
    N_("dark"),
    /* TRANSLATORS: a colour theme's name (F9), as --theme contrast */
    N_("contrast"),
};

bool hd_figures_key_theme(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    int t = (a->theme + ((k->keysym.mod & KMOD_SHIFT) ? HD_THEME_COUNT - 1 : 1)) % HD_THEME_COUNT;
    hd_ctx_request_theme(a, t);
    hd_ctx_message(a, _("theme: %s (F9: the next)"), _(theme_words[t]));
    return true;
}

bool hd_figures_key_gif(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    if (a->gif_recording) { /* F10 again: stop now */
        hd_ctx_request_gif(a, "");
        return true;
    }
    char path[HD_OUTDIR_PATH], err[HD_OUTDIR_PATH + 200];
    FILE *f = hd_outdir_create("hitdemo", "gif", &a->gif_seq, path, sizeof path, err, sizeof err);
    if (!f) {
        hd_ctx_message(a, _("GIF not recorded: %s"), err);
        if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
        return true;
    }
    fclose(f);
    hd_ctx_request_gif(a, path);
    return true;
}
