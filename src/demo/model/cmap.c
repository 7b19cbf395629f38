/* cmap.c: the collision map (see cmap.h). */
#include "cmap.h"

#include <stdlib.h>
#include <string.h>

static bool vec_eq(hd_vec2 a, hd_vec2 b)
{
    return a.x == b.x && a.y == b.y;
}

/* Same template (every field hd_cursor_build may read). */
static bool tpl_eq(const hd_cursor_tpl *a, const hd_cursor_tpl *b)
{
    if (a->kind != b->kind || a->r != b->r || a->w != b->w || a->h != b->h ||
        !vec_eq(a->start, b->start) || a->n != b->n)
        return false;
    for (int i = 0; i < a->n && i < HD_POLY_MAX; i++)
        if (!vec_eq(a->off[i], b->off[i])) return false;
    return true;
}

static bool view_eq(const hd_view *a, const hd_view *b)
{
    return a->win_w == b->win_w && a->win_h == b->win_h && a->draw_w == b->draw_w &&
           a->draw_h == b->draw_h && a->zoom == b->zoom && a->ratio_x == b->ratio_x &&
           a->ratio_y == b->ratio_y && a->scale_x == b->scale_x && a->scale_y == b->scale_y &&
           a->log_w == b->log_w && a->log_h == b->log_h && vec_eq(a->origin, b->origin);
}

hd_cmap_key hd_cmap_key_make(const hd_shape *base, const hd_cursor_tpl *cursor, const hd_view *v,
                             hd_cmap_naive_fn naive)
{
    hd_cmap_key k;
    memset(&k, 0, sizeof k);
    hd_shape_buf_set(&k.base, base);
    k.cursor = *cursor;
    k.view = *v;
    k.naive = naive;
    return k;
}

bool hd_cmap_key_equal(const hd_cmap_key *a, const hd_cmap_key *b)
{
    hd_shape ab = hd_shape_of(&a->base), bb = hd_shape_of(&b->base);
    return a->naive == b->naive && view_eq(&a->view, &b->view) &&
           hd_shape_equal(&ab, &bb) && tpl_eq(&a->cursor, &b->cursor);
}

void hd_cmap_init(hd_cmap *m)
{
    memset(m, 0, sizeof *m);
}

void hd_cmap_free(hd_cmap *m)
{
    free(m->px);
    hd_cmap_init(m);
}

bool hd_cmap_set(hd_cmap *m, const hd_cmap_key *k)
{
    if (m->has_key && hd_cmap_key_equal(&m->key, k)) return false;
    m->key = *k; /* a plain value: no fix-up */
    m->has_key = true;
    m->w = k->view.draw_w;
    m->h = k->view.draw_h;
    size_t need = (size_t)m->w * (size_t)m->h;
    if (need > m->cap) {
        free(m->px);
        m->px = malloc(need);
        m->cap = m->px ? need : 0;
    }
    m->rows_done = 0;
    m->starts++;
    return true;
}

/* The byte of pixel (i,j); cursor built at the logical image of its centre. */
static unsigned char pixel_value(const hd_cmap_key *k, int i, int j)
{
    hd_vec2 l = hd_view_pixel_to_logical(&k->view, i + 0.5, j + 0.5);
    hd_vec2 cv[HD_POLY_MAX];
    hd_shape cur = hd_cursor_build(&k->cursor, l, cv);
    hd_shape base = hd_shape_of(&k->base); /* its vertices are the key's own, wherever the key was copied */
    bool hit = hd_collide(&base, &cur);
    unsigned char b = hit ? HD_CMAP_HIT : 0;
    bool naive_hit = false;
    if (k->naive && k->naive(&base, &cur, &naive_hit)) {
        b |= HD_CMAP_NAIVE_KNOWN;
        if (naive_hit != hit) b |= HD_CMAP_NAIVE_WRONG;
    }
    return b;
}

unsigned char hd_cmap_pixel(const hd_cmap_key *k, int i, int j)
{
    return pixel_value(k, i, j);
}

int hd_cmap_step(hd_cmap *m, int max_rows)
{
    if (!m->has_key || !m->px) return 0;
    int done = 0;
    while (done < max_rows && m->rows_done < m->h) {
        int j = m->rows_done;
        unsigned char *row = m->px + (size_t)j * (size_t)m->w;
        for (int i = 0; i < m->w; i++) row[i] = pixel_value(&m->key, i, j);
        m->rows_done++;
        done++;
    }
    return done;
}

bool hd_cmap_complete(const hd_cmap *m)
{
    return m->has_key && m->px && m->rows_done >= m->h;
}

int hd_cmap_percent(const hd_cmap *m)
{
    if (!m->has_key || m->h <= 0) return 0;
    return (int)((long long)m->rows_done * 100 / m->h);
}
