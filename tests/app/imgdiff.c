/*
 * imgdiff: compares two images of the same frame pixel by pixel (the
 * screenshot and the SVG figure rendered by rsvg-convert, svg_test.sh).
 *
 *   imgdiff A.png B.png [--max-mean M] [--max-bad F] [--max-solid N] [--shift S]
 *
 * Prints, on one line: the mean absolute channel difference (0..255, over
 * every pixel and the three colour channels), the share of "bad" pixels
 * (some channel differs by more than 96: a colour at the wrong place, not
 * anti-aliasing), the "solid" bad pixels (bad with all 8 neighbours bad:
 * an area of wrong colour, such as a shape lost or moved, where glyphs
 * rasterised a little differently leave thin traces only) and the shift of
 * B against A, within +-S pixels each way (default 3), that gives the
 * smallest mean difference.
 *
 * Exit 0 if the sizes match, the mean is at most M (default 2), the bad
 * share at most F percent (default 1), at most N solid bad pixels (default
 * 0) and the best shift is (0, 0): the layout is the same, not merely
 * close. 1 otherwise (the reason printed), 2 on usage errors or unreadable
 * files.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static SDL_Surface *load(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "imgdiff: cannot read %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(s);
    if (!c) fprintf(stderr, "imgdiff: cannot convert %s: %s\n", path, SDL_GetError());
    return c;
}

/* The pixel (x, y) of s, composited over white (rsvg-convert writes alpha). */
static void rgb(const SDL_Surface *s, int x, int y, int out[3])
{
    const Uint8 *p = (const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch + (size_t)x * 4;
    int a = p[3];
    for (int i = 0; i < 3; i++) out[i] = (p[i] * a + 255 * (255 - a) + 127) / 255;
}

/* How many pixels of the w x h mask are set with all their 8 neighbours. */
static long solid(const unsigned char *m, int w, int h)
{
    long n = 0;
    for (int y = 1; y + 1 < h; y++)
        for (int x = 1; x + 1 < w; x++) {
            bool all = true;
            for (int j = -1; j <= 1 && all; j++)
                for (int i = -1; i <= 1 && all; i++) all = m[(size_t)(y + j) * (size_t)w + (size_t)(x + i)] != 0;
            n += all;
        }
    return n;
}

/* The mean absolute channel difference of B shifted by (dx, dy) against A,
 * over the pixels both cover; *bad gets how many differ by more than 96. */
static double mean_diff(const SDL_Surface *a, const SDL_Surface *b, int dx, int dy, long *bad, long *count,
                        unsigned char *mask)
{
    double sum = 0;
    long nbad = 0, n = 0;
    for (int y = 0; y < a->h; y++) {
        int by = y + dy;
        if (by < 0 || by >= b->h) continue;
        for (int x = 0; x < a->w; x++) {
            int bx = x + dx;
            if (bx < 0 || bx >= b->w) continue;
            int pa[3], pb[3], worst = 0;
            rgb(a, x, y, pa);
            rgb(b, bx, by, pb);
            for (int i = 0; i < 3; i++) {
                int d = abs(pa[i] - pb[i]);
                sum += d;
                if (d > worst) worst = d;
            }
            if (worst > 96) nbad++;
            if (mask) mask[(size_t)y * (size_t)a->w + (size_t)x] = worst > 96;
            n++;
        }
    }
    if (bad) *bad = nbad;
    if (count) *count = n;
    return n ? sum / (3.0 * (double)n) : 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: imgdiff A.png B.png [--max-mean M] [--max-bad PERCENT] [--shift S]\n");
        return 2;
    }
    double max_mean = 2, max_bad = 1;
    long max_solid = 0;
    int shift = 3;
    for (int i = 3; i < argc; i++) {
        if (i + 1 < argc && !strcmp(argv[i], "--max-mean")) max_mean = atof(argv[++i]);
        else if (i + 1 < argc && !strcmp(argv[i], "--max-bad")) max_bad = atof(argv[++i]);
        else if (i + 1 < argc && !strcmp(argv[i], "--shift")) shift = atoi(argv[++i]);
        else if (i + 1 < argc && !strcmp(argv[i], "--max-solid")) max_solid = atol(argv[++i]);
        else {
            fprintf(stderr, "imgdiff: unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    if (shift < 0 || shift > 16) {
        fprintf(stderr, "imgdiff: --shift must be from 0 to 16\n");
        return 2;
    }
    SDL_Surface *a = load(argv[1]), *b = a ? load(argv[2]) : NULL;
    if (!a || !b) return 2;
    int rc = 0;
    if (a->w != b->w || a->h != b->h) {
        printf("FAIL: %s is %dx%d, %s is %dx%d\n", argv[1], a->w, a->h, argv[2], b->w, b->h);
        rc = 1;
    } else {
        long bad, n;
        unsigned char *mask = calloc((size_t)a->w * (size_t)a->h, 1);
        if (!mask) {
            fprintf(stderr, "imgdiff: out of memory\n");
            return 2;
        }
        double mean = mean_diff(a, b, 0, 0, &bad, &n, mask);
        long nsolid = solid(mask, a->w, a->h);
        free(mask);
        double pct = n ? 100.0 * (double)bad / (double)n : 0;
        int bx = 0, by = 0;
        double best = mean;
        for (int dy = -shift; dy <= shift; dy++)
            for (int dx = -shift; dx <= shift; dx++) {
                if (!dx && !dy) continue;
                double m = mean_diff(a, b, dx, dy, NULL, NULL, NULL);
                if (m < best) {
                    best = m;
                    bx = dx;
                    by = dy;
                }
            }
        printf("%dx%d: mean difference %.3f (max %.3f), bad pixels %ld = %.3f%% (max %.3f%%), solid %ld (max %ld), "
               "best shift %d,%d (mean %.3f)\n",
               a->w, a->h, mean, max_mean, bad, pct, max_bad, nsolid, max_solid, bx, by, best);
        if (mean > max_mean) {
            printf("FAIL: the mean difference is over %.3f\n", max_mean);
            rc = 1;
        }
        if (pct > max_bad) {
            printf("FAIL: over %.3f%% of the pixels differ by more than 96\n", max_bad);
            rc = 1;
        }
        if (nsolid > max_solid) {
            printf("FAIL: %ld pixels of wrong colour in solid areas (over %ld): a shape lost or misplaced\n", nsolid,
                   max_solid);
            rc = 1;
        }
        if (bx || by) {
            printf("FAIL: B matches A better shifted by %d,%d pixels\n", bx, by);
            rc = 1;
        }
    }
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return rc;
}
