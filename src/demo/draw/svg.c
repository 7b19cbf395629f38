/* svg.c: the SVG sink (see svg.h): the figure built in memory while a frame
 * is drawn for export, written to a file at the end. */
#include "svg.h"

#include <SDL_image.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool hd_svg_on;

static struct {
    char *buf;
    size_t len, cap;
    bool too_big;   /* past HD_SVG_MAX_BYTES */
    bool no_memory; /* the buffer could not grow */
    bool image_failed; /* an image could not be encoded */
    bool in_text, text_open; /* a <text> element, its start tag still open (no x, y yet) */
    int crop_x, crop_y, crop_w, crop_h; /* hd_svg_crop's box; w 0: the whole */
    int w, h;
} V;

/* Room for n more bytes; false (and the figure marked) if there is none. */
static bool room(size_t n)
{
    if (V.too_big || V.no_memory) return false;
    if (V.len + n + 1 > HD_SVG_MAX_BYTES) {
        V.too_big = true;
        return false;
    }
    if (V.len + n + 1 <= V.cap) return true;
    size_t cap = V.cap ? V.cap : 64 * 1024;
    while (cap < V.len + n + 1) cap *= 2;
    if (cap > HD_SVG_MAX_BYTES) cap = HD_SVG_MAX_BYTES;
    char *b = realloc(V.buf, cap);
    if (!b) {
        V.no_memory = true;
        return false;
    }
    V.buf = b;
    V.cap = cap;
    return true;
}

static void put(const char *s, size_t n)
{
    if (!room(n)) return;
    memcpy(V.buf + V.len, s, n);
    V.len += n;
}

static void puts_(const char *s)
{
    put(s, strlen(s));
}

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static void putf(const char *fmt, ...)
{
    char tmp[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0) put(tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* A coordinate: at most two decimals, no trailing zeros ("12", "12.5",
 * "-0.25"); not a finite number is written as 0 (the caller clipped it). */
static void num(double v)
{
    if (!isfinite(v)) v = 0;
    if (v > 1e7) v = 1e7;
    if (v < -1e7) v = -1e7;
    char t[40];
    int n = snprintf(t, sizeof t, "%.2f", v);
    while (n > 0 && t[n - 1] == '0') n--;
    if (n > 0 && t[n - 1] == '.') n--;
    if (n == 2 && t[0] == '-' && t[1] == '0') { /* -0 */
        t[0] = '0';
        n = 1;
    }
    put(t, (size_t)n);
}

/* ` ATTR="#rrggbb" ATTR-opacity="0.8784"` (no opacity when opaque). */
static void paint(const char *attr, hd_rgba c)
{
    putf(" %s=\"#%02x%02x%02x\"", attr, c.r, c.g, c.b);
    if (c.a != 0xff) putf(" %s-opacity=\"%.4f\"", attr, c.a / 255.0);
}

void hd_svg_begin(int w, int h)
{
    free(V.buf);
    memset(&V, 0, sizeof V);
    V.w = w < 1 ? 1 : w;
    V.h = h < 1 ? 1 : h;
    hd_svg_on = true; /* the root element is written at the end (its size may be a crop's) */
}

void hd_svg_cancel(void)
{
    hd_svg_on = false;
    free(V.buf);
    memset(&V, 0, sizeof V);
}

void hd_svg_crop(int x, int y, int w, int h)
{
    if (w < 1 || h < 1) return;
    V.crop_x = x;
    V.crop_y = y;
    V.crop_w = w;
    V.crop_h = h;
}

bool hd_svg_end(const char *path, char *err, size_t errlen)
{
    if (V.in_text) hd_svg_text_end();
    puts_("</svg>\n");
    int x0 = 0, y0 = 0, cw = V.w, ch = V.h;
    if (V.crop_w > 0) {
        x0 = V.crop_x;
        y0 = V.crop_y;
        cw = V.crop_w;
        ch = V.crop_h;
    }
    char head[512];
    int hn = snprintf(head, sizeof head,
                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\"\n"
                      "     width=\"%d\" height=\"%d\" viewBox=\"%d %d %d %d\">\n"
                      "<!-- hitdemo: %s, one unit a drawable pixel -->\n",
                      cw, ch, x0, y0, cw, ch, V.crop_w > 0 ? "the figure, cropped from the view as drawn" : "the view as drawn");
    bool ok = false;
    if (V.too_big) {
        snprintf(err, errlen, "the figure would be larger than %u MiB; not written", HD_SVG_MAX_BYTES >> 20);
    } else if (V.no_memory || !V.buf) {
        snprintf(err, errlen, "out of memory while making the figure; not written");
    } else if (V.image_failed) {
        snprintf(err, errlen, "the collision map could not be encoded as PNG (%s); not written", IMG_GetError());
    } else {
        FILE *f = fopen(path, "wb");
        if (!f) {
            snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        } else {
            bool wrote = fwrite(head, 1, (size_t)hn, f) == (size_t)hn && fwrite(V.buf, 1, V.len, f) == V.len;
            int e = errno;
            if (fclose(f) != 0 && wrote) {
                wrote = false;
                e = errno;
            }
            if (!wrote) {
                snprintf(err, errlen, "cannot write '%s': %s", path, strerror(e));
                remove(path);
            }
            ok = wrote;
        }
    }
    hd_svg_cancel();
    return ok;
}

void hd_svg_rect(double x, double y, double w, double h, hd_rgba c)
{
    if (V.in_text) hd_svg_text_end();
    puts_("<rect x=\"");
    num(x);
    puts_("\" y=\"");
    num(y);
    puts_("\" width=\"");
    num(w);
    puts_("\" height=\"");
    num(h);
    puts_("\"");
    paint("fill", c);
    puts_("/>\n");
}

void hd_svg_line(double x0, double y0, double x1, double y1, double width, bool square_caps, hd_rgba c)
{
    if (V.in_text) hd_svg_text_end();
    puts_("<line x1=\"");
    num(x0);
    puts_("\" y1=\"");
    num(y0);
    puts_("\" x2=\"");
    num(x1);
    puts_("\" y2=\"");
    num(y1);
    puts_("\" stroke-width=\"");
    num(width);
    puts_(square_caps ? "\" stroke-linecap=\"square\"" : "\"");
    paint("stroke", c);
    puts_("/>\n");
}

void hd_svg_circle(double cx, double cy, double r, double width, hd_rgba c)
{
    if (V.in_text) hd_svg_text_end();
    puts_("<circle cx=\"");
    num(cx);
    puts_("\" cy=\"");
    num(cy);
    puts_("\" r=\"");
    num(r);
    puts_("\"");
    if (width > 0) {
        puts_(" fill=\"none\" stroke-width=\"");
        num(width);
        puts_("\"");
        paint("stroke", c);
    } else {
        paint("fill", c);
    }
    puts_("/>\n");
}

static int path_points;

void hd_svg_path_begin(double width, hd_rgba c)
{
    if (V.in_text) hd_svg_text_end();
    puts_("<path");
    if (width > 0) {
        puts_(" fill=\"none\" stroke-linejoin=\"miter\" stroke-width=\"");
        num(width);
        puts_("\"");
        paint("stroke", c);
    } else {
        puts_(" fill-rule=\"evenodd\"");
        paint("fill", c);
    }
    puts_(" d=\"");
    path_points = 0;
}

void hd_svg_path_point(double x, double y)
{
    puts_(path_points++ ? " L" : "M");
    num(x);
    puts_(",");
    num(y);
}

void hd_svg_path_end(bool closed)
{
    puts_(closed ? " Z\"/>\n" : "\"/>\n");
}

/* ---- text ---------------------------------------------------------------------------- */

void hd_svg_text_begin(hd_face face, int px, hd_rgba c, bool cjk)
{
    if (V.in_text) hd_svg_text_end();
    /* xml:space: the spaces are the raster's. A line with Chinese names
     * the CJK font the window draws it with after DejaVu (which has no
     * Chinese glyphs), so a viewer finds a CJK font glyph by glyph */
    const char *family = face == HD_FACE_MONO ? (cjk ? "DejaVu Sans Mono, WenQuanYi Micro Hei Mono, WenQuanYi Micro Hei, monospace"
                                                     : "DejaVu Sans Mono, monospace")
                         : cjk ? "DejaVu Sans, WenQuanYi Micro Hei, sans-serif"
                               : "DejaVu Sans, sans-serif";
    putf("<text xml:space=\"preserve\" font-family=\"%s\" font-size=\"%d\"%s", family, px,
         face == HD_FACE_BOLD ? " font-weight=\"bold\"" : "");
    paint("fill", c);
    V.in_text = true;
    V.text_open = true;
}

/* The start tag closed (with no position if none was given). */
static void text_close_tag(void)
{
    if (!V.text_open) return;
    puts_(">");
    V.text_open = false;
}

void hd_svg_text_spacing(double px)
{
    if (!V.in_text || !V.text_open || !(fabs(px) >= 0.005) || !(fabs(px) < 1000)) return;
    puts_(" letter-spacing=\"");
    num(px);
    puts_("\"");
}

void hd_svg_text_at(double x, double baseline)
{
    if (!V.in_text || !V.text_open) return; /* one position a line: the first */
    puts_(" x=\"");
    num(x);
    puts_("\" y=\"");
    num(baseline);
    puts_("\"");
    text_close_tag();
}

void hd_svg_text_cp(Uint32 cp)
{
    if (!V.in_text) return;
    text_close_tag();
    switch (cp) {
    case '&': puts_("&amp;"); return;
    case '<': puts_("&lt;"); return;
    case '>': puts_("&gt;"); return;
    case '"': puts_("&quot;"); return;
    default: break;
    }
    /* XML 1.0 holds no control characters (but tab), surrogates or
     * U+FFFE, U+FFFF */
    if ((cp < 0x20 && cp != '\t') || (cp >= 0x7f && cp < 0xa0) || (cp >= 0xd800 && cp < 0xe000) ||
        cp == 0xfffe || cp == 0xffff || cp > 0x10ffff)
        cp = '?';
    char u[4];
    size_t n;
    if (cp < 0x80) {
        u[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        u[0] = (char)(0xc0 | cp >> 6);
        u[1] = (char)(0x80 | (cp & 0x3f));
        n = 2;
    } else if (cp < 0x10000) {
        u[0] = (char)(0xe0 | cp >> 12);
        u[1] = (char)(0x80 | (cp >> 6 & 0x3f));
        u[2] = (char)(0x80 | (cp & 0x3f));
        n = 3;
    } else {
        u[0] = (char)(0xf0 | cp >> 18);
        u[1] = (char)(0x80 | (cp >> 12 & 0x3f));
        u[2] = (char)(0x80 | (cp >> 6 & 0x3f));
        u[3] = (char)(0x80 | (cp & 0x3f));
        n = 4;
    }
    put(u, n);
}

void hd_svg_text_end(void)
{
    if (!V.in_text) return;
    text_close_tag();
    puts_("</text>\n");
    V.in_text = false;
}

/* ---- images ------------------------------------------------------------------------ */

/* An SDL_RWops that appends to a growing memory block (the PNG). */
typedef struct membuf {
    unsigned char *p;
    size_t len, cap, pos;
    bool failed;
} membuf;

static size_t SDLCALL mem_write(SDL_RWops *rw, const void *src, size_t size, size_t num_)
{
    membuf *m = rw->hidden.unknown.data1;
    if (size && num_ > SIZE_MAX / size) return 0;
    size_t n = size * num_;
    if (m->failed || m->pos + n > HD_SVG_MAX_BYTES) {
        m->failed = true;
        return 0;
    }
    if (m->pos + n > m->cap) {
        size_t cap = m->cap ? m->cap : 64 * 1024;
        while (cap < m->pos + n) cap *= 2;
        unsigned char *p = realloc(m->p, cap);
        if (!p) {
            m->failed = true;
            return 0;
        }
        m->p = p;
        m->cap = cap;
    }
    memcpy(m->p + m->pos, src, n);
    m->pos += n;
    if (m->pos > m->len) m->len = m->pos;
    return num_;
}

static Sint64 SDLCALL mem_seek(SDL_RWops *rw, Sint64 off, int whence)
{
    membuf *m = rw->hidden.unknown.data1;
    Sint64 base = whence == RW_SEEK_SET ? 0 : whence == RW_SEEK_CUR ? (Sint64)m->pos : (Sint64)m->len;
    Sint64 to = base + off;
    if (to < 0 || to > (Sint64)m->len) return -1;
    m->pos = (size_t)to;
    return to;
}

static Sint64 SDLCALL mem_size(SDL_RWops *rw)
{
    return (Sint64)((membuf *)rw->hidden.unknown.data1)->len;
}

static size_t SDLCALL mem_read(SDL_RWops *rw, void *dst, size_t size, size_t num_)
{
    (void)rw;
    (void)dst;
    (void)size;
    (void)num_;
    return 0;
}

static int SDLCALL mem_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

static void base64(const unsigned char *p, size_t n)
{
    static const char tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    char out[4 * 256];
    size_t k = 0;
    for (size_t i = 0; i < n; i += 3) {
        Uint32 v = (Uint32)p[i] << 16 | (i + 1 < n ? (Uint32)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        out[k++] = tab[v >> 18 & 63];
        out[k++] = tab[v >> 12 & 63];
        out[k++] = i + 1 < n ? tab[v >> 6 & 63] : '=';
        out[k++] = i + 2 < n ? tab[v & 63] : '=';
        if (k == sizeof out) {
            put(out, k);
            k = 0;
        }
    }
    put(out, k);
}

bool hd_svg_image_argb(const Uint32 *pixels, int w, int h, int pitch, int x, int y)
{
    if (V.in_text) hd_svg_text_end();
    if (!pixels) { /* the caller had no memory for them */
        V.image_failed = true;
        return false;
    }
    if (w <= 0 || h <= 0) return true;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)pixels, w, h, 32, pitch, SDL_PIXELFORMAT_ARGB8888);
    SDL_RWops *rw = s ? SDL_AllocRW() : NULL;
    membuf m = {0};
    bool ok = false;
    if (rw) {
        rw->type = SDL_RWOPS_UNKNOWN;
        rw->size = mem_size;
        rw->seek = mem_seek;
        rw->read = mem_read;
        rw->write = mem_write;
        rw->close = mem_close;
        rw->hidden.unknown.data1 = &m;
        ok = IMG_SavePNG_RW(s, rw, 1) == 0 && !m.failed; /* frees rw */
    }
    SDL_FreeSurface(s);
    if (ok) {
        puts_("<image x=\"");
        num(x);
        puts_("\" y=\"");
        num(y);
        putf("\" width=\"%d\" height=\"%d\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,", w, h);
        base64(m.p, m.len);
        puts_("\"/>\n");
    } else {
        V.image_failed = true;
    }
    free(m.p);
    return ok;
}
