/*
 * web.c: main() of the browser build (Emscripten). The same window program
 * as on the desktop (loop.c and everything under it); only the driver of
 * the loop is the browser's: emscripten_set_main_loop calls one turn of the
 * loop (hd_loop_turn) per animation frame, and a turn draws only when
 * something changed. The turn's report carries the files to download and
 * the text to copy that the features asked for, and the frame's state.
 *
 * The page (web/shell.html) passes the URL query's parameters as
 * "key=value" arguments (web_args.h maps them to options) and sizes the
 * canvas. A bad parameter is shown on the page and on the console and
 * the program does not start, as a bad option stops the desktop program.
 *
 * The language: lang= in the URL, else the first of the browser's
 * languages (navigator.languages) that hitdemo has, else English; the
 * catalogs are the page's own (lang.c reads them with mo.c). A bad lang=
 * is told in the browser's language.
 *
 * After each drawn frame the page's `hitdemo` object gets the state that
 * frame shows (frame count, collide, hit count, drawable and window size,
 * draw time, zoom, the message line, the toolbar's buttons as `report
 * toolbar` prints them, the open lesson step's panel as `report lesson`
 * prints it, the language, the characters drawn as '?' for want of a
 * glyph so far): the browser tests wait on the frame count and cross-check
 * the pixels they read with it.
 */
#include <emscripten.h>
#include <emscripten/html5.h>
#include <stdio.h>
#include <string.h>

#include "gfx_text.h"
#include "i18n.h"
#include "lang.h"
#include "loop.h"
#include "options.h"
#include "scenefile.h"
#include "web.h"
#include "web_args.h"

#define SCENE_DIR HD_ASSET_DIR "/scenes"

/* The page's functions (web/shell.html); each does nothing if missing. */
EM_JS(void, js_fail, (const char *msg, const char *link), {
    var m = UTF8ToString(msg);
    if (Module.hdFail) Module.hdFail(m, UTF8ToString(link)); else console.error(m);
})
EM_JS(void, js_state, (int frames, int collide, int hits, int draw_w, int draw_h, int win_w, int win_h,
                       double frame_ms, const char *pair, double zoom, const char *message, const char *toolbar,
                       const char *lesson, const char *lang, double missing),
      {
          if (Module.hdState)
              Module.hdState({frames : frames, collide : !!collide, hits : hits, drawW : draw_w, drawH : draw_h,
                              winW : win_w, winH : win_h, frameMs : frame_ms, pair : UTF8ToString(pair),
                              zoom : zoom, message : UTF8ToString(message), toolbar : UTF8ToString(toolbar), lesson : UTF8ToString(lesson),
                              lang : UTF8ToString(lang), glyphsMissing : missing})
      })
EM_JS(void, js_stopped, (int status, const char *note), {
    if (Module.hdStopped) Module.hdStopped(status, UTF8ToString(note));
})
EM_JS(void, js_offer, (const char *cpath, const char *cmime), {
    var path = UTF8ToString(cpath), mime = UTF8ToString(cmime);
    var data = FS.readFile(path);
    var name = path.substring(path.lastIndexOf('/') + 1);
    if (Module.hdOffer) Module.hdOffer(name, data, mime);
})
EM_JS(void, js_copy, (const char *ctext), {
    var text = UTF8ToString(ctext);
    if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(text).catch(function(e) {
            console.warn('hitdemo: the browser refused the clipboard: ' + e.message);
        });
    else
        console.warn('hitdemo: this browser offers no clipboard to the page');
})
/* The browser's languages as BCP 47 tags joined by commas ("fr-FR,en"). */
EM_JS(void, js_languages, (char *buf, int n), {
    var l = Module.hdLanguages ? Module.hdLanguages() : navigator.language;
    stringToUTF8(String(l || ""), buf, n);
})
EM_JS(int, js_viewport_w, (void), { return Module.hdViewport ? Module.hdViewport()[0] : 1280; })
EM_JS(int, js_viewport_h, (void), { return Module.hdViewport ? Module.hdViewport()[1] : 720; })

static hd_options g_opt; /* large (holds shapes): not on the stack */
static unsigned g_frames;
static bool g_follow_viewport; /* no window= given: the canvas follows the browser window */

/* The state the frame shows, for the page (and its tests). */
static void publish(const hd_turn_report *r)
{
    js_state((int)g_frames, r->collide, r->hits, r->draw_w, r->draw_h, r->win_w, r->win_h, r->frame_ms, r->pair,
             r->zoom, r->message, r->toolbar, r->lesson, hd_lang_code(hd_lang_current()), (double)hd_gfx_text_missing());
}

/* What the features asked the page to do this turn. */
static void carry_out(const hd_turn_report *r)
{
    for (int i = 0; i < r->offers; i++) js_offer(r->offer_path[i], r->offer_mime[i]);
    if (r->copy) js_copy(r->copy_text);
}

static void turn(void)
{
    /* A new device pixel ratio (browser zoom, another display) fires no
     * event of its own in every case: look at it each turn. */
    static double ratio;
    double now = emscripten_get_device_pixel_ratio();
    if (now != ratio) {
        if (ratio != 0) hd_web_resize(js_viewport_w(), js_viewport_h());
        ratio = now;
    }
    static hd_turn_report rep; /* large: not on the stack */
    int r = hd_loop_turn(0, &rep); /* never block: the browser calls again next frame */
    carry_out(&rep);
    if (r > 0) {
        g_frames++;
        publish(&rep);
    } else if (r < 0) {
        emscripten_cancel_main_loop();
        int status = hd_loop_end();
        js_stopped(status, _("hitdemo has stopped (Esc). Reload the page to start it again."));
    }
}

/* The browser window's size or the device pixel ratio changed (the page
 * calls this for both). The window follows the browser window's size
 * unless the URL gave window=; the canvas is backed at the new ratio and
 * the view and the mouse are re-mapped, as when a desktop window moves to
 * another display. */
void hd_web_resize(int w, int h)
{
    hd_loop_fit_window(w, h, g_follow_viewport, emscripten_get_device_pixel_ratio());
}

int main(int argc, char **argv)
{
    /* the browser's language first: a bad URL parameter is told in it */
    static char tags[1024];
    js_languages(tags, (int)sizeof tags);
    hd_lang lang = HD_LANG_EN;
    hd_lang_from_browser(tags, &lang);
    hd_lang_switch(lang);
    char **names = NULL;
    char err[1024];
    int count = hd_scenefile_list(SCENE_DIR, &names, err, sizeof err);
    if (count < 0) {
        fprintf(stderr, "hitdemo: the bundled scenes: %s\n", err);
        count = 0;
        names = NULL;
    }
    int vw = js_viewport_w(), vh = js_viewport_h();
    vw = vw < 1 ? 1 : vw > HD_WINDOW_MAX ? HD_WINDOW_MAX : vw;
    vh = vh < 1 ? 1 : vh > HD_WINDOW_MAX ? HD_WINDOW_MAX : vh;
    static hd_web_args args;
    int rc = hd_web_args_build(argc - 1, argv + 1, SCENE_DIR, names, count, vw, vh, &args, err, sizeof err);
    hd_scenefile_list_free(names, count);
    if (rc == 0) {
        char why[1024];
        rc = hd_options_parse(args.argc, args.argv, &g_opt, why, sizeof why);
        if (rc != 0) snprintf(err, sizeof err, "%s", why);
    }
    if (rc != 0) {
        char msg[1100];
        snprintf(msg, sizeof msg, "hitdemo: %s", err);
        fprintf(stderr, "%s\n", msg);
        /* TRANSLATORS: the link under a bad URL parameter's message on the page */
        js_fail(msg, _("open hitdemo without URL parameters"));
        hd_web_args_free(&args);
        return rc;
    }
    if (args.has_lang && args.lang != lang) hd_lang_switch(args.lang);
    g_follow_viewport = !args.has_window;
    /* args.argv stays: g_opt points into it (--scene's path). */
    rc = hd_loop_start(&g_opt, NULL); /* the page reads the turn report, not the context */
    if (rc != HD_EXIT_OK) {
        js_fail(_("hitdemo could not start (is WebGL or a 2D canvas available?); the console has the details"),
                _("open hitdemo without URL parameters"));
        return rc;
    }
    /* A browser reports no resting pointer position when the page appears
     * (a desktop window does, and the loop waits for the pointer to really
     * move): the first mouse move takes the cursor. */
    hd_loop_pointer_rests(false);
    emscripten_set_main_loop(turn, 0, 1);
    return 0;
}
