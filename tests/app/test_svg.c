/*
 * test_svg: the SVG sink (src/app/svg.c) on its own: the elements it
 * writes, numbers, opacity, escaping, an embedded PNG, and its limits (a
 * figure past HD_SVG_MAX_BYTES and a file that cannot be written are
 * refused with the reason; the recording ends either way).
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "svg.h"

static int failures;

#define CHECK(cond, ...)                                                                                          \
    do {                                                                                                          \
        if (!(cond)) {                                                                                            \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                           \
            printf(__VA_ARGS__);                                                                                  \
            printf("\n");                                                                                         \
            failures++;                                                                                           \
        }                                                                                                         \
    } while (0)

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *b = malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) n = 0;
    if (b) b[n] = '\0';
    fclose(f);
    return b;
}

static void has(const char *text, const char *want)
{
    CHECK(text && strstr(text, want), "the figure lacks %s", want);
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/test_svg.svg", dir);

    CHECK(!hd_svg_on, "on before begin");
    hd_svg_begin(100, 50);
    CHECK(hd_svg_on, "not on after begin");
    hd_svg_rect(1, 2, 3.5, 4, HD_RGBA(0x00, 0x95, 0xd9, 0xe0));
    hd_svg_line(0.5, 0.5, 10.5, -0.001, 1, true, HD_RGBA(0x10, 0x20, 0x30, 0xff));
    hd_svg_circle(5.5, 6.5, 4.5, 2, HD_RGBA(0xff, 0xff, 0xff, 0x80));
    hd_svg_path_begin(0, HD_RGBA(0x6a, 0x68, 0x68, 0xe0));
    hd_svg_path_point(1, 1);
    hd_svg_path_point(9.256, 1);
    hd_svg_path_point(5, 1e300); /* a number no clipped pixel has: held to +-1e7 */
    hd_svg_path_end(true);
    hd_svg_text_begin(HD_FACE_MONO, 15, HD_RGBA(0x20, 0x20, 0x20, 0xff), false);
    hd_svg_text_at(3, 14);
    const Uint32 cps[] = {'a', '<', '&', '>', '"', ' ', 0x01, 0xd800, 0xe9, 0x1f600};
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) hd_svg_text_cp(cps[i]);
    hd_svg_text_at(40, 14);
    hd_svg_text_cp('b');
    hd_svg_text_end();
    hd_svg_text_begin(HD_FACE_BOLD, 30, HD_RGBA(0, 0, 0, 0xff), false);
    hd_svg_text_cp('x'); /* closed by the next element */
    Uint32 px[4] = {0xff0000ffu, 0x80ff0000u, 0, 0xff00ff00u};
    CHECK(hd_svg_image_argb(px, 2, 2, 8, 0, 10), "a 2x2 image not encoded: %s", SDL_GetError());
    CHECK(hd_svg_end(path, err, sizeof err), "not written: %s", err);
    CHECK(!hd_svg_on, "still on after end");
    char *t = slurp(path);
    CHECK(t != NULL, "cannot read %s back", path);
    has(t, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    has(t, "width=\"100\" height=\"50\" viewBox=\"0 0 100 50\"");
    has(t, "<rect x=\"1\" y=\"2\" width=\"3.5\" height=\"4\" fill=\"#0095d9\" fill-opacity=\"0.8784\"/>");
    has(t, "<line x1=\"0.5\" y1=\"0.5\" x2=\"10.5\" y2=\"0\" stroke-width=\"1\" stroke-linecap=\"square\" "
           "stroke=\"#102030\"/>");
    has(t, "<circle cx=\"5.5\" cy=\"6.5\" r=\"4.5\" fill=\"none\" stroke-width=\"2\" stroke=\"#ffffff\" "
           "stroke-opacity=\"0.5020\"/>");
    has(t, "fill-rule=\"evenodd\" fill=\"#6a6868\" fill-opacity=\"0.8784\" d=\"M1,1 L9.26,1 L5,10000000 Z\"/>");
    /* one <text> for the line, placed once (the second position is
     * ignored), no <tspan>: it edits as one string */
    has(t, "font-family=\"DejaVu Sans Mono, monospace\" font-size=\"15\" fill=\"#202020\" x=\"3\" y=\"14\">"
           "a&lt;&amp;&gt;&quot; ??\xc3\xa9\xf0\x9f\x98\x80" "b</text>");
    CHECK(!strstr(t, "<tspan"), "a <tspan> in the figure");
    has(t, "font-family=\"DejaVu Sans, sans-serif\" font-size=\"30\" font-weight=\"bold\" fill=\"#000000\">x</text>");
    has(t, "<image x=\"0\" y=\"10\" width=\"2\" height=\"2\" preserveAspectRatio=\"none\" "
           "xlink:href=\"data:image/png;base64,iVBORw0KGgo");
    has(t, "</svg>\n");
    free(t);

    /* a file that cannot be written */
    hd_svg_begin(10, 10);
    CHECK(!hd_svg_end("/nonexistent-folder/x.svg", err, sizeof err), "written into a missing folder");
    printf("%s\n", err);
    CHECK(strstr(err, "cannot write '/nonexistent-folder/x.svg': No such file or directory") != NULL, "message: %s",
          err);
    CHECK(!hd_svg_on, "still on after a failed end");

    /* past the limit: refused, not truncated, and nothing is written */
    remove(path);
    hd_svg_begin(16384, 16384);
    long n = 0;
    while ((size_t)n * 60 < (size_t)HD_SVG_MAX_BYTES + (1u << 20)) {
        hd_svg_rect(12345.5, 12345.5, 1.25, 1.25, HD_RGBA(1, 2, 3, 4));
        n++;
    }
    CHECK(!hd_svg_end(path, err, sizeof err), "a figure of %ld rects written", n);
    printf("%ld rects: %s\n", n, err);
    CHECK(strstr(err, "the figure would be larger than 128 MiB; not written") != NULL, "message: %s", err);
    FILE *f = fopen(path, "rb");
    CHECK(f == NULL, "a refused figure left a file");
    if (f) fclose(f);

    /* no pixels to give: the figure is refused */
    hd_svg_begin(10, 10);
    CHECK(!hd_svg_image_argb(NULL, 4, 4, 16, 0, 0), "an image of no pixels accepted");
    CHECK(!hd_svg_end(path, err, sizeof err), "a figure with a failed image written");
    CHECK(strstr(err, "could not be encoded") != NULL, "message: %s", err);

    printf("%s (%d failures)\n", failures ? "FAILED" : "ok", failures);
    return failures ? 1 : 0;
}
