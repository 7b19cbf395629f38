/* broad.c: the uniform-grid broad phase (see broad.h). */
#include "broad.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A box covering more cells than this goes on the "big" list. */
#define BIG_CELLS 64

static bool grow(void **p, size_t *cap, size_t want, size_t elem)
{
    if (want <= *cap) return true;
    size_t c = *cap ? *cap : 64;
    while (c < want) c *= 2;
    void *q = realloc(*p, c * elem);
    if (!q) return false;
    *p = q;
    *cap = c;
    return true;
}

bool hd_pairs_push(hd_pairs *p, int a, int b)
{
    if (p->n == p->cap && !grow((void **)&p->v, &p->cap, p->n + 1, sizeof *p->v)) return false;
    p->v[p->n++] = a < b ? (hd_pair){a, b} : (hd_pair){b, a};
    return true;
}

bool hd_indices_push(hd_indices *p, int i)
{
    if (p->n == p->cap && !grow((void **)&p->v, &p->cap, p->n + 1, sizeof *p->v)) return false;
    p->v[p->n++] = i;
    return true;
}

void hd_pairs_free(hd_pairs *p)
{
    free(p->v);
    memset(p, 0, sizeof *p);
}

void hd_indices_free(hd_indices *p)
{
    free(p->v);
    memset(p, 0, sizeof *p);
}

void hd_broad_init(hd_broad *g)
{
    memset(g, 0, sizeof *g);
}

void hd_broad_free(hd_broad *g)
{
    free(g->cell_start);
    free(g->items);
    free(g->range);
    free(g->big);
    hd_broad_init(g);
}

/* Monotone in x: x <= y implies cell(x) <= cell(y). */
static int cell_of(double x, double origin, double inv, int count)
{
    double f = floor((x - origin) * inv);
    if (!(f >= 0)) return 0;
    if (f >= count - 1) return count - 1;
    return (int)f;
}

bool hd_broad_build(hd_broad *g, const hd_box *boxes, int n, double cell)
{
    g->n = n;
    g->boxes = boxes;
    g->nbig = 0;
    g->candidates = 0;
    hd_vec2 lo = {0, 0}, hi = {0, 0};
    double sum = 0;
    for (int i = 0; i < n; i++) {
        const hd_box *b = &boxes[i];
        if (i == 0 || b->lo.x < lo.x) lo.x = b->lo.x;
        if (i == 0 || b->lo.y < lo.y) lo.y = b->lo.y;
        if (i == 0 || b->hi.x > hi.x) hi.x = b->hi.x;
        if (i == 0 || b->hi.y > hi.y) hi.y = b->hi.y;
        double w = b->hi.x - b->lo.x, h = b->hi.y - b->lo.y;
        sum += w > h ? w : h;
    }
    double W = hi.x - lo.x, H = hi.y - lo.y;
    if (!(cell > 0)) cell = n ? sum / n : 1;
    /* at most ~4n cells (and at least one) */
    double maxcells = 4.0 * (n > 256 ? n : 256);
    if (!(cell > 0) || (W / cell + 1) * (H / cell + 1) > maxcells) {
        double c2 = sqrt((W > 0 ? W : 1) * (H > 0 ? H : 1) / maxcells);
        if (!(cell >= c2)) cell = c2 > 0 ? c2 : 1;
        while ((W / cell + 1) * (H / cell + 1) > maxcells) cell *= 1.25;
    }
    if (!isfinite(cell) || cell <= 0) cell = 1;
    g->origin = lo;
    g->inv_cell = 1.0 / cell;
    double fx = floor(W * g->inv_cell) + 1, fy = floor(H * g->inv_cell) + 1;
    g->gx = fx < 1 ? 1 : fx > 1 << 20 ? 1 << 20 : (int)fx;
    g->gy = fy < 1 ? 1 : fy > 1 << 20 ? 1 << 20 : (int)fy;
    size_t ncells = (size_t)g->gx * (size_t)g->gy;

    if (!grow((void **)&g->cell_start, &g->cap_cells, ncells + 1, sizeof(int)) ||
        !grow((void **)&g->range, &g->cap_boxes, (size_t)n * 4 + 4, sizeof(int)))
        return false;
    free(g->big);
    g->big = NULL;
    memset(g->cell_start, 0, (ncells + 1) * sizeof(int));
    size_t total = 0;
    for (int i = 0; i < n; i++) {
        const hd_box *b = &boxes[i];
        int *r = &g->range[4 * i];
        r[0] = cell_of(b->lo.x, lo.x, g->inv_cell, g->gx);
        r[1] = cell_of(b->lo.y, lo.y, g->inv_cell, g->gy);
        r[2] = cell_of(b->hi.x, lo.x, g->inv_cell, g->gx);
        r[3] = cell_of(b->hi.y, lo.y, g->inv_cell, g->gy);
        size_t cov = (size_t)(r[2] - r[0] + 1) * (size_t)(r[3] - r[1] + 1);
        if (cov > BIG_CELLS) {
            r[0] = -1; /* on the big list */
            g->nbig++;
            continue;
        }
        for (int y = r[1]; y <= r[3]; y++)
            for (int x = r[0]; x <= r[2]; x++) g->cell_start[(size_t)y * g->gx + x + 1]++;
        total += cov;
    }
    if (g->nbig) {
        g->big = malloc((size_t)g->nbig * sizeof(int));
        if (!g->big) return false;
        int k = 0;
        for (int i = 0; i < n; i++)
            if (g->range[4 * i] < 0) g->big[k++] = i;
    }
    if (total > INT32_MAX) return false;
    for (size_t c = 0; c < ncells; c++) g->cell_start[c + 1] += g->cell_start[c];
    if (!grow((void **)&g->items, &g->cap_items, total + 1, sizeof(int))) return false;
    /* fill: cell_start[c] is used as the write cursor, then shifted back */
    for (int i = 0; i < n; i++) {
        const int *r = &g->range[4 * i];
        if (r[0] < 0) continue;
        for (int y = r[1]; y <= r[3]; y++)
            for (int x = r[0]; x <= r[2]; x++) g->items[g->cell_start[(size_t)y * g->gx + x]++] = i;
    }
    for (size_t c = ncells; c > 0; c--) g->cell_start[c] = g->cell_start[c - 1];
    g->cell_start[0] = 0;
    return true;
}

static inline int imax(int a, int b)
{
    return a > b ? a : b;
}

bool hd_broad_pairs(hd_broad *g, hd_pairs *out)
{
    out->n = 0;
    size_t cand = 0;
    const hd_box *B = g->boxes;
    for (int cy = 0; cy < g->gy; cy++) {
        for (int cx = 0; cx < g->gx; cx++) {
            size_t c = (size_t)cy * g->gx + cx;
            int s = g->cell_start[c], e = g->cell_start[c + 1];
            for (int p = s; p < e; p++) {
                int i = g->items[p];
                const int *ri = &g->range[4 * i];
                for (int q = p + 1; q < e; q++) {
                    int j = g->items[q];
                    const int *rj = &g->range[4 * j];
                    /* report from one cell only: the larger lower corner */
                    if (imax(ri[0], rj[0]) != cx || imax(ri[1], rj[1]) != cy) continue;
                    cand++;
                    if (hd_box_overlap(&B[i], &B[j]) && !hd_pairs_push(out, i, j)) return false;
                }
            }
        }
    }
    /* big boxes against every box (a big pair once: from the lower index) */
    for (int k = 0; k < g->nbig; k++) {
        int i = g->big[k];
        for (int j = 0; j < g->n; j++) {
            if (j == i || (g->range[4 * j] < 0 && j < i)) continue;
            cand++;
            if (hd_box_overlap(&B[i], &B[j]) && !hd_pairs_push(out, i, j)) return false;
        }
    }
    g->candidates = cand;
    return true;
}

bool hd_broad_query(hd_broad *g, const hd_box *qb, hd_indices *out)
{
    out->n = 0;
    size_t cand = 0;
    const hd_box *B = g->boxes;
    if (g->n > 0) {
        int x0 = cell_of(qb->lo.x, g->origin.x, g->inv_cell, g->gx);
        int y0 = cell_of(qb->lo.y, g->origin.y, g->inv_cell, g->gy);
        int x1 = cell_of(qb->hi.x, g->origin.x, g->inv_cell, g->gx);
        int y1 = cell_of(qb->hi.y, g->origin.y, g->inv_cell, g->gy);
        for (int cy = y0; cy <= y1; cy++) {
            for (int cx = x0; cx <= x1; cx++) {
                size_t c = (size_t)cy * g->gx + cx;
                for (int p = g->cell_start[c]; p < g->cell_start[c + 1]; p++) {
                    int i = g->items[p];
                    const int *ri = &g->range[4 * i];
                    if (imax(ri[0], x0) != cx || imax(ri[1], y0) != cy) continue;
                    cand++;
                    if (hd_box_overlap(&B[i], qb) && !hd_indices_push(out, i)) return false;
                }
            }
        }
    }
    for (int k = 0; k < g->nbig; k++) {
        cand++;
        if (hd_box_overlap(&B[g->big[k]], qb) && !hd_indices_push(out, g->big[k])) return false;
    }
    g->candidates = cand;
    return true;
}

bool hd_brute_pairs(const hd_box *boxes, int n, hd_pairs *out)
{
    out->n = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (hd_box_overlap(&boxes[i], &boxes[j]) && !hd_pairs_push(out, i, j)) return false;
    return true;
}

bool hd_brute_query(const hd_box *boxes, int n, const hd_box *q, hd_indices *out)
{
    out->n = 0;
    for (int i = 0; i < n; i++)
        if (hd_box_overlap(&boxes[i], q) && !hd_indices_push(out, i)) return false;
    return true;
}

hd_box hd_box_of_shape(const hd_shape *s)
{
    hd_box b;
    hd_shape_bounds(s, &b.lo, &b.hi);
    return b;
}

/* Outward by 4 ulps of the largest magnitude involved (plus the smallest
 * normal): a box moved by d with rounding still holds the shape moved by d. */
hd_box hd_box_widen(hd_box b)
{
    double m = fmax(fmax(fabs(b.lo.x), fabs(b.hi.x)), fmax(fabs(b.lo.y), fabs(b.hi.y)));
    double e = m * 0x1p-50 + 0x1p-1022;
    b.lo.x -= e;
    b.lo.y -= e;
    b.hi.x += e;
    b.hi.y += e;
    return b;
}
