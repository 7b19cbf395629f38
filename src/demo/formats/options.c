/* options.c: command-line parsing for the window program. */
#include "options.h"
#include "helptext.h"
#include "i18n.h"
#include "lessonfile.h"

#include "numtext.h"
#include "outdir.h"
#include "view.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* --help's rows (helptext.h): the options as they are, their descriptions
 * translated; the usage lines' descriptions at column 34, the options' at 24 */
static const hd_help_row help_rows[] = {
    {"usage: hitdemo [options]", N_("open the demo window"), 34},
    {"       hitdemo --check ...", N_("check mode (see below)"), 34},
    {"       hitdemo --verify-scenes DIR|FILE [--peer NAME=COMMAND]...", N_("\n"
        "check every *.scene in DIR (name order)\n"
        "against its expect and hits lines (and\n"
        "expect-peer, with the peer its peer line\n"
        "names: built in, or given with --peer;\n"
        "a scene names a peer, never a command);\n"
        "no window; exit 0 all ok, 1 a mismatch,\n"
        "2 a bad scene file or a peer failure"), 34},
    {"       hitdemo --hunt PEER ...", N_("search for PEER's wrong answers (below)"), 34},
    {"       hitdemo --verify-lessons DIR", N_("\n"
        "check every *.lesson step in DIR: its\n"
        "scene against its expect, hits and\n"
        "naive-expect lines (exit as above)"), 34},
    {"       hitdemo --version", N_("print the version (hitdemo X.Y) and exit"), 34},
    {NULL, "\n", -1},
    {NULL, N_("Window options:\n"), 0},
    {"  --window W,H", N_("window size in points (default 1280,720)"), 0},
    {"  --base SPEC", N_("base shape: a full spec in logical units\n"
        "(e.g. rect:100,100,400,200) or a kind alone\n"
        "(point circle rect line polygon capsule arc\n"
        "wedge) for its default, centred shape"), 0},
    {"  --cursor SPEC", N_("cursor shape relative to the mouse: point,\n"
        "circle:R, rect:W,H, line:X0,Y0 (fixed start),\n"
        "capsule:X0,Y0,R, polygon:DX1,DY1,DX2,DY2,..."), 0},
    {"  --zoom Z", N_("logical units to points, 0.125 to 1024 (default 1)"), 0},
    {"  --mouse X,Y", N_("initial mouse position, window coordinates"), 0},
    {"  --toolbar / --no-toolbar", N_("show or hide the toolbar (T; default: shown\n"
        "in a window, hidden headless)"), 0},
    {"  --hud / --no-hud", N_("show or hide the HUD (default: shown in a\n"
        "window, hidden headless)"), 0},
    {"  --headless", N_("render off-screen (SDL_VIDEODRIVER=dummy)"), 0},
    {"  --pixel-ratio R", N_("headless only: drawable = R x window size,\n"
        "0.25 to 8 (default 1), simulates HiDPI"), 0},
    {"  --screenshot FILE", N_("write the frame (drawable size, PNG) and exit\n"
        "(after the script, if there is one)"), 0},
    {"  --svg FILE", N_("the same frame as an SVG figure (shapes, overlays,\n"
        "text as text; with --screenshot, of the same frame)\n"
        "and exit; Ctrl+E in the window"), 0},
    {"  --ui-scale S", N_("text, line widths, dots and handles times S (0.5 to\n"
        "4; Ctrl+= / Ctrl+- / Ctrl+0 in the window)"), 0},
    {"  --present", N_("the presentation preset (F5): UI scale 2, thick\n"
        "outlines, the HUD cut down to the pair, the verdict\n"
        "and the overlays' lines"), 0},
    {"  --fullscreen", N_("the window on the whole screen (F11 in the window)"), 0},
    {"  --debug-hud", N_("the HUD's developer lines: pixel ratio, logical and\n"
        "drawable size, window point, frame time (F3)"), 0},
    {"  --lesson N", N_("open step N of the lesson (L in the window; Space\n"
        "next, Backspace back)"), 0},
    {"  --theme T", N_("the colours: light (default), dark (a dim room) or\n"
        "contrast (a washed-out projector); F9 in the window"), 0},
    {"  --gif FILE", N_("with --script: the frames the script draws (each\n"
        "line that changes the picture, its wait as the\n"
        "delay) as an animated GIF"), 0},
    {"  --lessons DIR", N_("the lesson's *.lesson steps (default: the lessons\n"
        "folder of the installed data, share/hitdemo/lessons,\n"
        "or assets/lessons of the source tree)"), 0},
    {"  --font-dir DIR", N_("where DejaVuSans.ttf, DejaVuSans-Bold.ttf and\n"
        "DejaVuSansMono.ttf are (default: Debian's\n"
        "fonts-dejavu-core folder)"), 0},
    {"  --out-dir DIR", N_("where F12 screenshots, Ctrl+E figures, Ctrl+S scenes\n"
        "and R recordings go (default ~/hitdemo, made when\n"
        "first needed)"), 0},
    {"  --script FILE", N_("replay a QA script (see docs/app.md)"), 0},
    {"  --script-delay MS", N_("wait MS after every script line, to watch it"), 0},
    {"  --exit-after-script", N_("close the window when the script ends (a window\n"
        "stays open until Esc twice or Ctrl+Q otherwise;\n"
        "headless runs end)\n"
        "(overrides the script's 'pace' lines)"), 0},
    {"  --scene FILE", N_("load an edge-case scene file: base, cursor,\n"
        "logical mouse, zoom (--base, --cursor, --zoom,\n"
        "--mouse override it)"), 0},
    {"  --renderer R", N_("a real window's renderer: auto (default: software\n"
        "when OpenGL is a software rasteriser), software,\n"
        "accelerated"), 0},
    {"  --bench-frames N", N_("draw N frames with the mouse moving, print their\n"
        "times (median, 99th percentile) as JSON, exit"), 0},
    {"  --stress N", N_("start in the stress scene (S) with N shapes;\n"
        "--stress-pairs all against each other,\n"
        "--stress-static no drift, --brute no broad phase"), 0},
    {"  --frames F", N_("with --stress: F frames of detection (no drawing),\n"
        "printed as JSON, exit"), 0},
    {"  --peer NAME|'NAME=COMMAND'", N_("a peer for the overlay U cycles through\n"
        "(repeat for several; default: the built-in peers\n"
        "beside the program); docs/peers.md"), 0},
    {"  --peer-timeout S", N_("how long to wait for each peer answer (default 10)"), 0},
    {"  --keys", N_("every key and pointer action of the window (a\n"
        "Markdown table, from the table the keys run by)"), 0},
    {"  -h, --help", N_("this help"), 0},
    {NULL, "\n", -1},
    {NULL, N_("Keys: F1 (or ?) in the window shows them all, as --keys prints them.\n"
              "Exit status (every message starts with 'hitdemo:'):\n"
              "  0 ok\n"
              "  1 a script 'expect' failed (the run goes on to the end; a summary is\n"
              "    printed); --verify-scenes: a scene gave another answer;\n"
              "    --check-batch: a line was bad\n"
              "  2 bad input: an unknown or bad option, a bad spec, a --screenshot\n"
              "    name not ending in .png (--svg: .svg), a missing, unreadable or\n"
              "    malformed --script, --scene or --check-batch file\n"
              "  3 could not run: no display (use --headless), an SDL failure, a\n"
              "    screenshot or figure that could not be written\n"), 0},
};

void hd_options_print_help(FILE *f)
{
    hd_help_print(f, help_rows, sizeof help_rows / sizeof help_rows[0], 24, 80);
}

#define FAIL(...)                                                                                  \
    do {                                                                                           \
        snprintf(err, errlen, __VA_ARGS__);                                                        \
        return 2;                                                                                  \
    } while (0)

int hd_options_parse(int argc, char **argv, hd_options *o, char *err, size_t errlen)
{
    memset(o, 0, sizeof *o);
    o->win_w = 1280;
    o->win_h = 720;
    o->zoom = 1;
    o->pixel_ratio = 1;
    o->hud = -1;
    o->toolbar = -1;
    o->script_delay = -1;
    o->peer_timeout = 10;
    bool has_ratio = false, has_zoom = false;
    if (errlen) err[0] = '\0';

    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        char name[64];
        const char *val = NULL;
        /* --opt=value is accepted as well as --opt value */
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        if (eq && (size_t)(eq - arg) < sizeof name) {
            memcpy(name, arg, (size_t)(eq - arg));
            name[eq - arg] = '\0';
            val = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", arg);
        }
        char shown[48]; /* val as quoted in messages: long ones are cut */
        bool takes = !strcmp(name, "--window") || !strcmp(name, "--base") ||
                     !strcmp(name, "--cursor") || !strcmp(name, "--zoom") ||
                     !strcmp(name, "--pixel-ratio") || !strcmp(name, "--mouse") ||
                     !strcmp(name, "--screenshot") || !strcmp(name, "--svg") || !strcmp(name, "--script") ||
                     !strcmp(name, "--scene") || !strcmp(name, "--script-delay") ||
                     !strcmp(name, "--out-dir") || !strcmp(name, "--ui-scale") || !strcmp(name, "--font-dir") ||
                     !strcmp(name, "--lesson") || !strcmp(name, "--lessons") ||
                     !strcmp(name, "--peer") || !strcmp(name, "--peer-timeout") ||
                     hd_options_perf_takes(name) || hd_options_figures_takes(name) || !strcmp(name, "--soak");
        if (takes && !val) {
            if (i + 1 >= argc) FAIL(_("%s: missing value"), name);
            val = argv[++i];
        }
        if (val && strlen(val) >= sizeof shown)
        {
            int k = (int)sizeof shown - 4; /* not inside a UTF-8 character */
            while (k > 0 && ((unsigned char)val[k] & 0xC0) == 0x80) k--;
            snprintf(shown, sizeof shown, "%.*s...", k, val);
        }
        else snprintf(shown, sizeof shown, "%s", val ? val : "");
        if (!takes && val) FAIL(_("%s: takes no value (got '%s')"), name, shown);

        if (!strcmp(name, "-h") || !strcmp(name, "--help")) {
            o->help = true;
        } else if (!strcmp(name, "--keys")) {
            o->keys = true;
        } else if (!strcmp(name, "--headless")) {
            o->headless = true;
        } else if (!strcmp(name, "--present")) {
            o->present = true;
        } else if (!strcmp(name, "--fullscreen")) {
            o->fullscreen = true;
        } else if (!strcmp(name, "--debug-hud")) {
            o->debug_hud = true;
        } else if (!strcmp(name, "--exit-after-script")) {
            o->exit_after_script = true;
        } else if (!strcmp(name, "--hud")) {
            o->hud = 1;
        } else if (!strcmp(name, "--no-hud")) {
            o->hud = 0;
        } else if (!strcmp(name, "--toolbar")) {
            o->toolbar = 1;
        } else if (!strcmp(name, "--no-toolbar")) {
            o->toolbar = 0;
        } else if (!strcmp(name, "--window")) {
            double w, h;
            if (!hd_numtext_pair(val, &w, &h))
                FAIL(_("--window: expected W,H (two integers), got '%s'"), shown);
            if (w != floor(w) || h != floor(h) || w < 1 || h < 1 || w > HD_WINDOW_MAX ||
                h > HD_WINDOW_MAX)
                FAIL(_("--window: W and H must be integers from 1 to %d, got '%s'"), HD_WINDOW_MAX,
                     shown);
            o->win_w = (int)w;
            o->win_h = (int)h;
        } else if (!strcmp(name, "--zoom")) {
            double z;
            if (!hd_numtext_read(val, &z)) FAIL(_("--zoom: expected a number, got '%s'"), shown);
            if (!(z >= HD_ZOOM_MIN && z <= HD_ZOOM_MAX)) FAIL(_("--zoom: must be from 0.125 to 1024, got '%s'"), shown);
            o->zoom = z;
            has_zoom = true;
        } else if (!strcmp(name, "--pixel-ratio")) {
            double r;
            if (!hd_numtext_read(val, &r)) FAIL(_("--pixel-ratio: expected a number, got '%s'"), shown);
            if (r < 0.25 || r > 8) FAIL(_("--pixel-ratio: must be from 0.25 to 8, got '%s'"), shown);
            o->pixel_ratio = r;
            has_ratio = true;
        } else if (!strcmp(name, "--mouse")) {
            double x, y;
            if (!hd_numtext_pair(val, &x, &y)) FAIL(_("--mouse: expected X,Y (two numbers), got '%s'"), shown);
            if (fabs(x) > 1e6 || fabs(y) > 1e6)
                FAIL(_("--mouse: coordinates must be within +-1000000, got '%s'"), shown);
            o->has_mouse = true;
            o->mouse_x = x;
            o->mouse_y = y;
        } else if (!strcmp(name, "--base")) {
            hd_kind k;
            char why[512];
            o->has_base = true;
            if (!strchr(val, ':') && hd_kind_from_name(val, strlen(val), &k)) {
                o->base_fixed = false;
                o->base_kind = k;
            } else if (!strchr(val, ':')) {
                FAIL(_("--base: unknown kind '%s' (expected point, circle, rect, line, polygon, "
                     "capsule, arc, wedge or a full spec such as rect:100,100,400,200)"),
                     shown);
            } else if (hd_shape_parse_buf_tr(val, &o->base, why, sizeof why, hd_gettext_tr)) {
                o->base_fixed = true;
                o->base_kind = o->base.s.kind;
            } else {
                FAIL(_("--base: %s"), why);
            }
        } else if (!strcmp(name, "--cursor")) {
            char why[512];
            if (!hd_cursor_parse(val, &o->cursor, why, sizeof why)) FAIL(_("--cursor: %s"), why);
            o->has_cursor = true;
            o->cursor_sized = strchr(val, ':') != NULL;
        } else if (!strcmp(name, "--screenshot")) {
            if (!*val) FAIL(_("--screenshot: empty file name"));
            size_t vl = strlen(val);
            const char *ext = vl >= 4 ? val + vl - 4 : "";
            bool png = ext[0] == '.' && (ext[1] | 0x20) == 'p' && (ext[2] | 0x20) == 'n' && (ext[3] | 0x20) == 'g';
            if (!png)
                FAIL(_("--screenshot: '%s': screenshots are PNG files; give a name ending in .png"), shown);
            o->screenshot = val;
        } else if (!strcmp(name, "--svg")) {
            if (!*val) FAIL(_("--svg: empty file name"));
            size_t vl = strlen(val);
            const char *ext = vl >= 4 ? val + vl - 4 : "";
            bool svg = ext[0] == '.' && (ext[1] | 0x20) == 's' && (ext[2] | 0x20) == 'v' && (ext[3] | 0x20) == 'g';
            if (!svg) FAIL(_("--svg: '%s': figures are SVG files; give a name ending in .svg"), shown);
            o->svg = val;
        } else if (!strcmp(name, "--ui-scale")) {
            double u;
            if (!hd_numtext_read(val, &u)) FAIL(_("--ui-scale: expected a number, got '%s'"), shown);
            if (!(u >= 0.5 && u <= 4)) FAIL(_("--ui-scale: must be from 0.5 to 4, got '%s'"), shown);
            o->ui_scale = u;
        } else if (!strcmp(name, "--lesson")) {
            double n;
            if (!hd_numtext_whole(val, 1, HD_LESSON_STEPS_MAX, &n))
                FAIL(_("--lesson: expected a step number from 1 to %d, got '%s'"), HD_LESSON_STEPS_MAX, shown);
            o->lesson = (int)n;
        } else if (!strcmp(name, "--lessons")) {
            if (!*val) FAIL(_("--lessons: empty folder name"));
            o->lessons = val;
        } else if (!strcmp(name, "--font-dir")) {
            if (!*val) FAIL(_("--font-dir: empty folder name"));
            o->font_dir = val;
        } else if (!strcmp(name, "--out-dir")) {
            if (!*val) FAIL(_("--out-dir: empty folder name"));
            if (strlen(val) > HD_OUTDIR_MAX)
                FAIL(_("--out-dir: the folder name is too long (%zu bytes; at most %d)"), strlen(val), HD_OUTDIR_MAX);
            o->out_dir = val;
        } else if (!strcmp(name, "--scene")) {
            if (!*val) FAIL(_("--scene: empty file name"));
            o->scene = val;
        } else if (!strcmp(name, "--script-delay")) {
            double ms;
            if (!hd_numtext_whole(val, 0, 600000, &ms))
                FAIL(_("--script-delay: expected an integer from 0 to 600000 (milliseconds), got '%s'"),
                     shown);
            o->script_delay = (int)ms;
        } else if (!strcmp(name, "--script")) {
            if (!*val) FAIL(_("--script: empty file name"));
            o->script = val;
        } else if (!strcmp(name, "--peer")) {
            size_t n = strcspn(val, "=");
            bool name_ok = n >= 1 && n <= 32;
            for (size_t k = 0; k < n && name_ok; k++)
                name_ok = (val[k] >= 'a' && val[k] <= 'z') || (val[k] >= '0' && val[k] <= '9') || val[k] == '_' ||
                          val[k] == '-';
            if (!name_ok)
                FAIL(_("--peer: expected NAME or 'NAME=COMMAND' with NAME of 1 to 32 characters a-z 0-9 _ -, got '%s'"),
                     shown);
            if (val[n] == '=' && !val[n + 1]) FAIL(_("--peer: '%s': empty command"), shown);
            for (int k = 0; k < o->peer_count; k++)
                if (strncmp(o->peers[k], val, n) == 0 && strcspn(o->peers[k], "=") == n)
                    FAIL(_("--peer: the name '%.*s' is given twice"), (int)n, val);
            if (o->peer_count >= HD_OPTIONS_PEERS_MAX) FAIL(_("--peer: at most %d peers"), HD_OPTIONS_PEERS_MAX);
            o->peers[o->peer_count++] = val;
        } else if (!strcmp(name, "--peer-timeout")) {
            double t;
            if (!hd_numtext_read(val, &t) || !(t > 0 && t <= 3600))
                FAIL(_("--peer-timeout: expected seconds, more than 0 and at most 3600, got '%s'"), shown);
            o->peer_timeout = t;
        } else if (!strcmp(name, "--soak")) {
            /* hidden (a test tool, docs/app.md): N random events, seed S */
            double n, seed;
            if (!hd_numtext_pair(val, &n, &seed) || n != floor(n) || seed != floor(seed) || n < 1 || n > 100000000 ||
                seed < 0 || seed > 4294967295.0)
                FAIL(_("--soak: expected N,SEED (N events from 1 to 100000000, SEED from 0 to 4294967295), got '%s'"),
                     shown);
            o->soak_events = (long)n;
            o->soak_seed = (unsigned long)seed;
        } else {
            int rc = hd_options_perf(name, val, o, err, errlen); /* options_perf.c */
            if (rc < 0) rc = hd_options_figures(name, val, o, err, errlen); /* options_figures.c */
            if (rc < 0) FAIL(_("%s: unknown option (try --help)"), name);
            if (rc) return 2;
        }
    }
    if (o->scene) {
        static hd_scenefile sf; /* large (holds shapes): not on the stack */
        char why[1024];
        if (!hd_scenefile_load(o->scene, &sf, why, sizeof why)) FAIL(_("--scene: %s"), why);
        if (!o->has_base) {
            o->has_base = true;
            o->base_fixed = true;
            o->base_kind = sf.base.s.kind;
            o->base = sf.base;
        }
        if (!o->has_cursor) {
            o->has_cursor = true;
            o->cursor_sized = true;
            o->cursor = sf.cursor;
        }
        if (sf.has_zoom && !has_zoom) o->zoom = sf.zoom;
        if (!o->has_mouse) {
            o->has_scene_mouse = true;
            o->scene_mouse = sf.mouse;
            o->has_mouse = true;
            o->mouse_x = sf.mouse.x * o->zoom;
            o->mouse_y = sf.mouse.y * o->zoom;
        }
        snprintf(o->scene_description, sizeof o->scene_description, "%s", sf.description);
        o->scene_expect_collide = sf.expect_collide;
        o->scene_hits = sf.hits;
    }
    if (o->soak_events && !o->headless) FAIL(_("--soak: only with --headless"));
    if (o->exit_after_script && !o->script) FAIL(_("--exit-after-script: only with --script FILE"));
    if (has_ratio && !o->headless)
        FAIL(_("--pixel-ratio: only with --headless (a real window's ratio comes from the display)"));
    if (o->headless) {
        double dw = floor(o->win_w * o->pixel_ratio + 0.5), dh = floor(o->win_h * o->pixel_ratio + 0.5);
        if (dw < 1 || dh < 1 || dw > HD_WINDOW_MAX || dh > HD_WINDOW_MAX)
            FAIL(_("--pixel-ratio: drawable %gx%g is outside 1..%d pixels a side"), dw, dh,
                 HD_WINDOW_MAX);
    }
    int rc = hd_options_figures_check(o, err, errlen);
    return rc ? rc : hd_options_perf_check(o, err, errlen);
}
