/*
 * pixcheck: asserts colours in a PNG written by hitdemo.
 *
 *   pixcheck FILE.png [--size W H] [--logical LW LH] CHECK...
 *
 * --size      the PNG must be exactly W x H pixels;
 * --logical   CHECK coordinates are logical units of a LW x LH logical
 *             space (pixel = floor(x * W/LW)); without it they are pixels.
 * CHECK       X,Y=CLASS  the pixel at (X,Y) is of CLASS
 *             X,Y~CLASS  some pixel within 2 px of (X,Y) is of CLASS
 *                        (anti-aliased lines, dots at computed points)
 *             X0:X1,Y=CLASS  every pixel of row Y from X0 to X1 (both
 *                        included) is of CLASS, and all of them are one
 *                        colour, exactly (the inside of a fill: no seams)
 * CLASS       white, blue, orange, gray (cursor over white), cursor (over
 *             anything), red, bgorange (the opaque
 *             point-vs-point background), map (the collision map over
 *             white), bluish, orangish (any coverage of the base colours
 *             over white, for thin lines), inner, xbase, xcursor (the I
 *             overlay's colours, opaque), handle (a handle's dark
 *             outline), hot (the hovered handle's yellow fill), bar (a
 *             text bar along the bottom), blueline (the base's opaque
 *             outline), swept (the faint region a move swept), ghost (the
 *             impact ghost's outline and contact dot), frame (a tunnelling
 *             frame's grey ghost).
 *             outline), ray, rayhit, normal, reflect (the ray tool's
 *             ray, hit dot, normal and reflected ray), peer (magenta: a
 *             peer disagrees, U with M).
 *
 * The shape colours are the fills at alpha 0xE0 blended over white:
 * #0095d9 -> (31,162,222), #f6ad49 -> (247,183,95), #6a6868 -> (124,122,122).
 * Exit 0 if every check passes, 1 otherwise (each failure printed), 2 on
 * usage errors.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct px {
    int r, g, b;
} px;

static bool near_rgb(px p, int r, int g, int b, int tol)
{
    return abs(p.r - r) <= tol && abs(p.g - g) <= tol && abs(p.b - b) <= tol;
}

static int classify(const char *cls, px p)
{
    if (!strcmp(cls, "white")) return p.r >= 245 && p.g >= 245 && p.b >= 245;
    if (!strcmp(cls, "blue")) return near_rgb(p, 31, 162, 222, 10); /* 10: over the map's grey too */
    if (!strcmp(cls, "orange")) return near_rgb(p, 247, 183, 95, 8);
    if (!strcmp(cls, "gray")) return near_rgb(p, 124, 122, 122, 8);
    /* the cursor over anything (white, blue or orange) */
    if (!strcmp(cls, "cursor"))
        return p.r < 150 && p.g < 150 && p.b < 150 && abs(p.r - p.g) <= 25 && abs(p.g - p.b) <= 25;
    /* the collision map: #6a6868 at alpha 0x50 over white */
    if (!strcmp(cls, "map")) return near_rgb(p, 208, 208, 208, 6);
    /* a peer's disagreement (U with M): #ff00ff at alpha 0xa0, over white or the map */
    if (!strcmp(cls, "peer")) return p.r >= 225 && p.b >= 225 && p.g <= 110;
    if (!strcmp(cls, "red")) return p.r >= 230 && p.g <= 40 && p.b <= 40;
    /* the region a move swept: #1050d0 at alpha 0x2c over white (palette.h, light) */
    if (!strcmp(cls, "swept")) return near_rgb(p, 214, 225, 247, 5);
    /* the ghost at the time of impact: its #9d8428 outline and contact dot */
    if (!strcmp(cls, "ghost")) return near_rgb(p, 0x9d, 0x84, 0x28, 24);
    /* a frame's ghost in the tunnelling run: #6a6868 at alpha 0xb0 (over white or the swept shading) */
    if (!strcmp(cls, "frame")) return p.r >= 130 && p.r <= 175 && abs(p.r - p.g) <= 16 && abs(p.b - p.g) <= 25;
    if (!strcmp(cls, "bgorange")) return near_rgb(p, 246, 173, 73, 4);
    /* the base's opaque outline (the presentation preset's thick outlines) */
    if (!strcmp(cls, "blueline")) return near_rgb(p, 0x00, 0x95, 0xd9, 6);
    /* a text bar along the bottom (a scene's description, the message
     * with the HUD hidden): #ffffe8 at alpha 0xe8 over white */
    if (!strcmp(cls, "bar")) return near_rgb(p, 255, 255, 233, 4);
    if (!strcmp(cls, "bluish")) return p.b - p.r >= 50 && p.b >= p.g && p.g > p.r;
    if (!strcmp(cls, "orangish")) return p.r - p.b >= 50 && p.r >= p.g && p.g > p.b;
    /* the I overlay: inner values, the base's and the cursor's (render.h) */
    if (!strcmp(cls, "inner")) return near_rgb(p, 0x0e, 0x10, 0x25, 14);
    if (!strcmp(cls, "xbase")) return near_rgb(p, 0x00, 0x77, 0xb6, 14);
    if (!strcmp(cls, "xcursor")) return near_rgb(p, 0x50, 0x4e, 0x4e, 14);
    /* drag.c's handles: the outline, the hovered handle's fill */
    if (!strcmp(cls, "handle")) return near_rgb(p, 0x20, 0x20, 0x20, 14);
    if (!strcmp(cls, "hot")) return near_rgb(p, 0xff, 0xd4, 0x00, 10);
    /* the ray tool (overlay_ray.c): the ray, the hit dot, the normal, the reflected ray */
    if (!strcmp(cls, "ray")) return near_rgb(p, 0xc2, 0x18, 0x5b, 24);
    if (!strcmp(cls, "rayhit")) return near_rgb(p, 0x00, 0x00, 0x00, 10);
    if (!strcmp(cls, "normal")) return near_rgb(p, 0x00, 0x6d, 0x77, 24);
    if (!strcmp(cls, "reflect")) return near_rgb(p, 0xd0, 0x6a, 0x00, 24);
    return -1;
}

static px get(SDL_Surface *s, int x, int y)
{
    Uint8 r, g, b;
    const Uint8 *row = (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch;
    Uint32 v;
    memcpy(&v, row + (size_t)x * s->format->BytesPerPixel, sizeof v);
    SDL_GetRGB(v, s->format, &r, &g, &b);
    return (px){r, g, b};
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: pixcheck FILE.png [--size W H] [--logical LW LH] X,Y=CLASS|X0:X1,Y=CLASS...\n");
        return 2;
    }
    SDL_Surface *img = IMG_Load(argv[1]);
    if (!img) {
        fprintf(stderr, "pixcheck: cannot load %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    /* 4 bytes a pixel so get() can read a Uint32 */
    SDL_Surface *s = SDL_ConvertSurfaceFormat(img, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(img);
    if (!s) return 1;
    double sx = 1, sy = 1;
    int fails = 0, checks = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--size") && i + 2 < argc) {
            int w = atoi(argv[i + 1]), h = atoi(argv[i + 2]);
            i += 2;
            checks++;
            if (s->w != w || s->h != h) {
                fprintf(stderr, "%s: size %dx%d, expected %dx%d\n", argv[1], s->w, s->h, w, h);
                fails++;
            }
            continue;
        }
        if (!strcmp(argv[i], "--logical") && i + 2 < argc) {
            sx = s->w / atof(argv[i + 1]);
            sy = s->h / atof(argv[i + 2]);
            i += 2;
            continue;
        }
        double x, y, x1;
        char op, cls[32];
        if (sscanf(argv[i], "%lf:%lf,%lf%c%31s", &x, &x1, &y, &op, cls) == 5) {
            if (op != '=') {
                fprintf(stderr, "pixcheck: bad check '%s'\n", argv[i]);
                return 2;
            }
            checks++;
            int c0 = (int)floor(x * sx), c1 = (int)floor(x1 * sx), cy = (int)floor(y * sy);
            if (c0 > c1 || c0 < 0 || c1 >= s->w || cy < 0 || cy >= s->h) {
                fprintf(stderr, "pixcheck: row '%s' (%d..%d at %d) is not in the image\n", argv[i], c0, c1, cy);
                return 2;
            }
            px first = get(s, c0, cy);
            int bad = 0;
            for (int X = c0; X <= c1; X++) {
                px p = get(s, X, cy);
                int c = classify(cls, p);
                if (c < 0) {
                    fprintf(stderr, "pixcheck: unknown class '%s'\n", cls);
                    return 2;
                }
                if (c == 1 && p.r == first.r && p.g == first.g && p.b == first.b) continue;
                if (bad++ < 4)
                    fprintf(stderr, "%s: %s: pixel (%d,%d) is (%d,%d,%d), expected %s (%d,%d,%d) like (%d,%d)\n",
                            argv[1], argv[i], X, cy, p.r, p.g, p.b, cls, first.r, first.g, first.b, c0, cy);
            }
            if (bad) {
                fprintf(stderr, "%s: %s: %d of %d pixels differ\n", argv[1], argv[i], bad, c1 - c0 + 1);
                fails++;
            }
            continue;
        }
        if (sscanf(argv[i], "%lf,%lf%c%31s", &x, &y, &op, cls) != 4 || (op != '=' && op != '~')) {
            fprintf(stderr, "pixcheck: bad check '%s'\n", argv[i]);
            return 2;
        }
        checks++;
        double fx = x * sx, fy = y * sy;
        int cx = (int)floor(fx), cy = (int)floor(fy);
        int rad = op == '~' ? 2 : 0;
        bool ok = false;
        px seen = {-1, -1, -1};
        for (int dy = -rad; dy <= rad && !ok; dy++)
            for (int dx = -rad; dx <= rad && !ok; dx++) {
                int X = cx + dx, Y = cy + dy;
                if (X < 0 || Y < 0 || X >= s->w || Y >= s->h) continue;
                px p = get(s, X, Y);
                if (dx == 0 && dy == 0) seen = p;
                int c = classify(cls, p);
                if (c < 0) {
                    fprintf(stderr, "pixcheck: unknown class '%s'\n", cls);
                    return 2;
                }
                ok = c == 1;
            }
        if (!ok) {
            fprintf(stderr, "%s: %s: pixel (%d,%d) is (%d,%d,%d), expected %s%s\n", argv[1], argv[i],
                    cx, cy, seen.r, seen.g, seen.b, cls, rad ? " within 2 px" : "");
            fails++;
        }
    }
    SDL_FreeSurface(s);
    if (checks == 0) {
        fprintf(stderr, "pixcheck: no checks given\n");
        return 2;
    }
    if (fails) fprintf(stderr, "%s: %d of %d checks failed\n", argv[1], fails, checks);
    return fails ? 1 : 0;
}
