/* fuzz_parsers: the window program's text parsers (pure C, no SDL). The
 * first byte picks one: 0 the script parser (hd_script_parse), 1 the
 * option parser (hd_options_parse; the rest split into arguments at NUL
 * and newline bytes), 2 the scene file parser (hd_scenefile_parse; an
 * accepted scene is written back and re-read to the same values).
 * Never crash, exit codes 0 or 2 only, a message on every rejection, and
 * accepted values within their documented ranges. '/' bytes are turned
 * into '_' for scripts and options so that no `scene`/--scene path can
 * name a real file (such as /dev/stdin, which would block). */
#include "fuzz_common.h"
#include "options.h"
#include "scenefile.h"
#include "script.h"
#include "view.h"

#include <math.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char err[2048];
static hd_shape_buf vb;                             /* a copy to validate (it may normalise in place) */
static hd_vec2 cv1[HD_POLY_MAX], cv2[HD_POLY_MAX]; /* built cursors' vertices */

/* validate a copy of s (with its own vertices), so s is left as it is */
static bool valid_copy(const hd_shape *s)
{
    hd_shape_buf_set(&vb, s);
    hd_shape s2 = hd_shape_of(&vb);
    return hd_shape_validate(&s2, err, sizeof err);
}

static void fuzz_script(char *text)
{
    hd_script s;
    int rc = hd_script_parse("fuzz-no-such-dir/f.txt", text, &s, err, sizeof err);
    if (rc != 0 && rc != 2) fz_fail("script rc %d", rc);
    if (rc == 2) {
        if (!err[0]) fz_fail("script rejected without a message");
        if (s.count != 0 || s.cmds) fz_fail("a rejected script keeps commands");
        return;
    }
    for (int i = 0; i < s.count; i++) {
        const hd_script_cmd *c = &s.cmds[i];
        if (c->line < 1) fz_fail("line %d", c->line);
        if (c->op == HD_SC_RESIZE && (c->a < 1 || c->a > HD_WINDOW_MAX || c->b < 1 || c->b > HD_WINDOW_MAX))
            fz_fail("resize %d %d accepted", c->a, c->b);
        if ((c->op == HD_SC_WAIT || c->op == HD_SC_PACE) && c->a < 0) fz_fail("negative wait");
        if (c->op == HD_SC_BASE && !c->base_default) {
            if (!c->shape) fz_fail("base without a shape");
            if (!valid_copy(HD_SHAPE_PTR(c->shape))) fz_fail("script base invalid: %s", err);
        }
        if (c->op == HD_SC_CURSOR && !c->tpl) fz_fail("cursor without a template");
        if ((c->op == HD_SC_VIEW || c->op == HD_SC_PLACE || c->op == HD_SC_EXPECT) &&
            !(isfinite(c->x) && isfinite(c->y) && isfinite(c->z)))
            fz_fail("a number that is not finite accepted");
        if (memchr(c->text, '\0', sizeof c->text) == NULL) fz_fail("unterminated text");
    }
    hd_script_free(&s);
}

static void fuzz_options(char *text, size_t len)
{
    enum { MAXARG = 64 };
    char *argv[MAXARG + 1];
    int argc = 0;
    argv[argc++] = "hitdemo";
    size_t i = 0;
    while (i <= len && argc < MAXARG) {
        size_t e = i;
        while (e < len && text[e] != '\0' && text[e] != '\n') e++;
        text[e] = '\0';
        argv[argc++] = text + i;
        i = e + 1;
    }
    argv[argc] = NULL;
    hd_options o;
    int rc = hd_options_parse(argc, argv, &o, err, sizeof err);
    if (rc != 0 && rc != 2) fz_fail("options rc %d", rc);
    if (rc == 2) {
        if (!err[0]) fz_fail("options rejected without a message");
        return;
    }
    if (o.win_w < 1 || o.win_h < 1 || o.win_w > HD_WINDOW_MAX || o.win_h > HD_WINDOW_MAX)
        fz_fail("window %dx%d accepted", o.win_w, o.win_h);
    if (!(o.zoom >= HD_ZOOM_MIN && o.zoom <= HD_ZOOM_MAX)) fz_fail("zoom %g accepted", o.zoom);
    if (!(o.pixel_ratio >= 0.25 && o.pixel_ratio <= 8)) fz_fail("ratio %g accepted", o.pixel_ratio);
    if (o.headless) {
        double dw = floor(o.win_w * o.pixel_ratio + 0.5), dh = floor(o.win_h * o.pixel_ratio + 0.5);
        if (dw < 1 || dh < 1 || dw > HD_WINDOW_MAX || dh > HD_WINDOW_MAX)
            fz_fail("drawable %gx%g accepted", dw, dh);
    }
    if (o.has_mouse && !(isfinite(o.mouse_x) && isfinite(o.mouse_y))) fz_fail("mouse not finite");
    if (o.has_base && o.base_fixed) {
        if (o.base.s.kind == HD_POLYGON && o.base.s.polygon.v) fz_fail("base points somewhere (the copy rule)");
        if (!valid_copy(HD_SHAPE_PTR(&o.base))) fz_fail("base invalid: %s", err);
    }
    if (o.has_cursor) {
        hd_shape v = hd_cursor_build(&o.cursor, (hd_vec2){0, 0}, cv1);
        if (!valid_copy(&v)) fz_fail("cursor builds an invalid shape: %s", err);
    }
}

static hd_scenefile sf, sf2;
static char wbuf[4 * HD_SCENEFILE_MAX_BYTES];

static void fuzz_scene(const char *text, size_t len)
{
    if (!hd_scenefile_parse(text, len, "f.scene", &sf, err, sizeof err)) {
        if (!err[0]) fz_fail("scene rejected without a message");
        return;
    }
    if (sf.base.s.kind == HD_POLYGON && sf.base.s.polygon.v) fz_fail("scene base points somewhere (the copy rule)");
    if (!valid_copy(HD_SHAPE_PTR(&sf.base))) fz_fail("scene base invalid: %s", err);
    if (sf.hits < 0 || sf.hits > HD_SCENEFILE_HITS_MAX) fz_fail("hits %d", sf.hits);
    if (sf.has_zoom && !(sf.zoom >= HD_ZOOM_MIN && sf.zoom <= HD_ZOOM_MAX)) fz_fail("zoom %g", sf.zoom);
    int n = hd_scenefile_write(&sf, wbuf, sizeof wbuf);
    if (n < 0 || (size_t)n >= sizeof wbuf) fz_fail("scenefile_write %d", n);
    if (!hd_scenefile_parse(wbuf, (size_t)n, "w.scene", &sf2, err, sizeof err))
        fz_fail("a written scene is rejected: %s\n%s", err, wbuf);
    if (strcmp(sf.description, sf2.description) || !fz_same_shape(HD_SHAPE_PTR(&sf.base), HD_SHAPE_PTR(&sf2.base)) ||
        !fz_same_double(sf.mouse.x, sf2.mouse.x) || !fz_same_double(sf.mouse.y, sf2.mouse.y) ||
        sf.expect_collide != sf2.expect_collide || sf.hits != sf2.hits || sf.has_zoom != sf2.has_zoom ||
        (sf.has_zoom && !fz_same_double(sf.zoom, sf2.zoom)))
        fz_fail("a written scene reads back different:\n%s", wbuf);
    hd_shape c1 = hd_cursor_build(&sf.cursor, sf.mouse, cv1), c2 = hd_cursor_build(&sf2.cursor, sf2.mouse, cv2);
    if (!fz_same_shape(&c1, &c2)) fz_fail("a written scene's cursor reads back different");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    int which = data[0] % 3;
    data++;
    size--;
    char *s = fz_string(data, size);
    if (which != 2)
        for (size_t i = 0; i < size; i++)
            if (s[i] == '/') s[i] = '_';
    if (which == 0) fuzz_script(s);
    else if (which == 1) fuzz_options(s, size);
    else fuzz_scene(s, size);
    free(s);
    return 0;
}
