/* scenefile.c: scene files (parse, write, apply) and --verify-scenes. */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */
#include "scenefile.h"

#include <hitdemo/sweep.h>

#include "i18n.h"
#include "numtext.h"
#include "view.h"

#include <hitdemo/ray.h>

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { K_DESCRIPTION, K_BASE, K_CURSOR, K_MOUSE, K_EXPECT, K_HITS, K_ZOOM, K_MOVE, K_EXPECT_SWEEP, K_TOI, K_FRAMES,
       K_PEER, K_EXPECT_PEER, K_COUNT };

static const char *const key_names[K_COUNT] = {
    "description", "base", "cursor", "mouse", "expect", "hits", "zoom", "move", "expect-sweep", "toi", "frames",
    "peer", "expect-peer",
};


const char *hd_scenefile_required_text(void)
{
    /* TRANSLATORS: the keys a scene file must have (keywords, as they are) */
    return _("required: description, base, cursor, mouse and expect");
}

/* Length of the well-formed UTF-8 character at p (at most n bytes), or 0
 * (a stray continuation byte, an overlong form, a surrogate, above
 * U+10FFFF, cut short). */
static size_t utf8_char(const unsigned char *p, size_t n)
{
    unsigned c = p[0], lo = 0x80, hi = 0xBF;
    size_t k;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) k = 2;
    else if (c >= 0xE0 && c <= 0xEF) {
        k = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        k = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else
        return 0;
    if (k > n) return 0;
    for (size_t i = 1; i < k; i++)
        if (i == 1 ? (p[i] < lo || p[i] > hi) : (p[i] < 0x80 || p[i] > 0xBF)) return 0;
    return k;
}

void hd_scenefile_escape(const char *s, char *out, size_t n)
{
    if (!n) return;
    const unsigned char *p = (const unsigned char *)s;
    size_t len = strlen(s), o = 0, i = 0;
    while (i < len) {
        size_t k = utf8_char(p + i, len - i);
        if (k == 0 && p[i] >= 0xC2 && p[i] <= 0xF4) {
            /* a character cut short just before "..." (cut() cuts at a byte
             * count) is dropped, as the batch's JSON drops it */
            size_t j = i + 1;
            while (j < len && j < i + 4 && p[j] >= 0x80 && p[j] <= 0xBF) j++;
            if (!strncmp(s + j, "...", 3)) {
                i = j;
                continue;
            }
        }
        bool esc = k == 0 || (k == 1 && ((p[i] < 0x20 && p[i] != '\t') || p[i] == 0x7F));
        size_t w = esc ? 4 : k;
        if (o + w >= n) break;
        if (esc) {
            static const char hex[] = "0123456789ABCDEF";
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[p[i] >> 4];
            out[o++] = hex[p[i] & 15];
            i++;
        } else {
            memcpy(out + o, s + i, k);
            o += k;
            i += k;
        }
    }
    out[o] = '\0';
}

bool hd_scenefile_fail(char *err, size_t errlen, const char *name, int line, const char *fmt, ...)
{
    if (!errlen) return false;
    char raw[2048];
    int at = snprintf(raw, sizeof raw, "%s:%d: ", name, line);
    if (at < 0 || (size_t)at >= sizeof raw) at = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw + at, sizeof raw - (size_t)at, fmt, ap);
    va_end(ap);
    /* bytes of the file that are not UTF-8, and control characters, as
     * \xNN: the messages go to terminals and the window's HUD */
    hd_scenefile_escape(raw, err, errlen);
    return false;
}

const char *hd_scenefile_cut(const char *s, size_t len, char *buf, size_t n)
{
    if (len < n) snprintf(buf, n, "%.*s", (int)len, s);
    else snprintf(buf, n, "%.*s...", (int)(n - 4), s);
    return buf;
}

#define fail hd_scenefile_fail
#define cut hd_scenefile_cut

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

/* The base and cursor as the writer will print them: hd_shape_format and
 * hd_cursor_format print -0 as 0, so the parsed values are passed through
 * them once (only -0 changes), and a written scene reads back bit for bit. */
static char canon[2 * HD_SCENEFILE_MAX_LINE];

static bool canonical_base(hd_shape_buf *b, char *why, size_t n)
{
    hd_shape s = hd_shape_of(b);
    if (hd_shape_format(&s, canon, sizeof canon) >= (int)sizeof canon) {
        snprintf(why, n, _("spec too long"));
        return false;
    }
    return hd_shape_parse_buf_tr(canon, b, why, n, hd_gettext_tr);
}

static hd_shape base_of(const hd_scenefile *sf) { return hd_shape_of(&sf->base); }

static bool canonical_cursor(hd_cursor_tpl *t, char *why, size_t n)
{
    if (hd_cursor_format(t, canon, sizeof canon) >= (int)sizeof canon) {
        snprintf(why, n, _("spec too long"));
        return false;
    }
    return hd_cursor_parse(canon, t, why, n);
}

/* ---- the ray keys: ray, expect-ray, t ------------------------------------ */

enum { R_RAY, R_EXPECT, R_T, R_COUNT };
static const char *const ray_key_names[R_COUNT] = {"ray", "expect-ray", "t"};

bool hd_scenefile_read_ray(const char *s, hd_vec2 *p, hd_vec2 *d, char *why, size_t whylen)
{
    double v[4];
    const char *at = s;
    for (int i = 0; i < 4; i++) {
        size_t n = hd_numtext_item(at, &v[i]);
        if (n == 0 || (i < 3 && at[n] != ',') || (i == 3 && at[n] != '\0')) {
            snprintf(why, whylen, _("expected X,Y,DX,DY (four finite decimal numbers)"));
            return false;
        }
        at += n + (i < 3);
    }
    hd_vec2 pp = {v[0] + 0.0, v[1] + 0.0}, dd = {v[2] + 0.0, v[3] + 0.0}; /* -0 reads as 0 */
    char e[200];
    if (!hd_ray_check(pp, dd, e, sizeof e)) {
        snprintf(why, whylen, "%s", e);
        return false;
    }
    *p = pp;
    *d = dd;
    return true;
}

/* A line whose key is one of the ray keys (key: kl bytes at s, value: vl
 * bytes at v): -1 if it is not one, 1 when read into sf, 0 on a problem
 * (in err). lines[]: where each was first seen. */
static int ray_line(const char *s, size_t kl, const char *v, size_t vl, const char *name, int line,
                    int lines[R_COUNT], hd_scenefile *sf, char *err, size_t errlen)
{
    int k = 0;
    while (k < R_COUNT && !(strlen(ray_key_names[k]) == kl && !memcmp(ray_key_names[k], s, kl))) k++;
    if (k == R_COUNT) return -1;
    if (lines[k])
        return fail(err, errlen, name, line, _("duplicate key '%s' (first on line %d)"), ray_key_names[k], lines[k]);
    lines[k] = line;
    while (vl > 0 && is_blank(*v)) v++, vl--;
    if (vl == 0) return fail(err, errlen, name, line, _("%s: empty value"), ray_key_names[k]);
    char val[200], q[64], why[256];
    if (vl >= sizeof val)
        return fail(err, errlen, name, line, _("%s: value too long, got '%s'"), ray_key_names[k], cut(v, vl, q, sizeof q));
    memcpy(val, v, vl);
    val[vl] = '\0';
    switch (k) {
    case R_RAY:
        if (!hd_scenefile_read_ray(val, &sf->ray_p, &sf->ray_d, why, sizeof why))
            return fail(err, errlen, name, line, _("ray: %s, got '%s'"), why, cut(v, vl, q, sizeof q));
        sf->has_ray = true;
        break;
    case R_EXPECT:
        if (!strcmp(val, "hit")) sf->expect_ray_hit = true;
        else if (!strcmp(val, "clear")) sf->expect_ray_hit = false;
        else return fail(err, errlen, name, line, _("expect-ray: expected hit or clear, got '%s'"), cut(v, vl, q, sizeof q));
        break;
    default:
        if (!hd_numtext_read(val, &sf->ray_t) || !(sf->ray_t >= 0 && sf->ray_t <= 1))
            return fail(err, errlen, name, line, _("t: expected a number from 0 to 1, got '%s'"), cut(v, vl, q, sizeof q));
        sf->ray_t += 0.0;
        break;
    }
    return 1;
}

/* After the last line: the ray keys go together (ray and expect-ray; t
 * with expect-ray: hit, and only then). */
static bool ray_keys_complete(const int lines[R_COUNT], const hd_scenefile *sf, const char *name, int last,
                              char *err, size_t errlen)
{
    if (lines[R_RAY] && !lines[R_EXPECT])
        return fail(err, errlen, name, lines[R_RAY], _("ray: missing key 'expect-ray' (hit or clear)"));
    if (!lines[R_RAY] && (lines[R_EXPECT] || lines[R_T]))
        return fail(err, errlen, name, lines[R_EXPECT] ? lines[R_EXPECT] : lines[R_T],
                    "%s without a ray (add 'ray: X,Y,DX,DY')", lines[R_EXPECT] ? "expect-ray" : "t");
    if (lines[R_EXPECT] && sf->expect_ray_hit && !lines[R_T])
        return fail(err, errlen, name, lines[R_EXPECT] > 0 ? lines[R_EXPECT] : last,
                    "expect-ray: hit needs 't: T' (the first t of the hit)");
    if (lines[R_T] && !sf->expect_ray_hit)
        return fail(err, errlen, name, lines[R_T], _("t: only with expect-ray: hit"));
    return true;
}

bool hd_scenefile_parse(const char *text, size_t len, const char *name, hd_scenefile *out,
                        char *err, size_t errlen)
{
    if (errlen) err[0] = '\0';
    hd_scenefile sf;
    memset(&sf, 0, sizeof sf);
    int key_line[K_COUNT] = {0}, ray_lines[R_COUNT] = {0};
    static char val[HD_SCENEFILE_MAX_LINE + 1]; /* NUL-terminated value */
    char q[64];

    if (len > HD_SCENEFILE_MAX_BYTES) {
        int line = 1;
        for (size_t i = 0; i < HD_SCENEFILE_MAX_BYTES; i++) line += text[i] == '\n';
        return fail(err, errlen, name, line, _("file longer than %d bytes"), HD_SCENEFILE_MAX_BYTES);
    }
    int line = 0;
    size_t pos = 0;
    while (pos < len) {
        line++;
        const char *s = text + pos;
        const char *nl = memchr(s, '\n', len - pos);
        size_t ll = nl ? (size_t)(nl - s) : len - pos;
        pos += ll + (nl ? 1 : 0);
        if (ll > 0 && s[ll - 1] == '\r') ll--;
        if (ll > HD_SCENEFILE_MAX_LINE)
            return fail(err, errlen, name, line, _("line longer than %d bytes"), HD_SCENEFILE_MAX_LINE);
        if (memchr(s, '\0', ll)) return fail(err, errlen, name, line, _("NUL byte in the line"));
        /* trim */
        while (ll > 0 && is_blank(*s)) s++, ll--;
        while (ll > 0 && is_blank(s[ll - 1])) ll--;
        if (ll == 0 || s[0] == '#') continue;

        const char *colon = memchr(s, ':', ll);
        if (!colon)
            return fail(err, errlen, name, line, _("expected 'key: value', got '%s'"),
                        cut(s, ll, q, sizeof q));
        size_t kl = (size_t)(colon - s);
        while (kl > 0 && is_blank(s[kl - 1])) kl--;
        int rk = ray_line(s, kl, colon + 1, ll - (size_t)(colon + 1 - s), name, line, ray_lines, &sf, err, errlen);
        if (rk == 0) return false;
        if (rk > 0) continue;
        int k = 0;
        while (k < K_COUNT && !(strlen(key_names[k]) == kl && !memcmp(key_names[k], s, kl))) k++;
        if (k == K_COUNT)
            return fail(err, errlen, name, line, _("unknown key '%s' (expected description, base, cursor, mouse, expect, hits, zoom, move, "
                                                    "expect-sweep, toi, frames, ray, expect-ray, t, peer or expect-peer)"),
                        cut(s, kl, q, sizeof q));
        if (key_line[k])
            return fail(err, errlen, name, line, _("duplicate key '%s' (first on line %d)"),
                        key_names[k], key_line[k]);
        key_line[k] = line;
        const char *v = colon + 1;
        size_t vl = ll - (size_t)(v - s);
        while (vl > 0 && is_blank(*v)) v++, vl--;
        if (vl == 0) return fail(err, errlen, name, line, _("%s: empty value"), key_names[k]);
        memcpy(val, v, vl);
        val[vl] = '\0';

        char why[512];
        switch (k) {
        case K_DESCRIPTION:
            if (vl > HD_SCENEFILE_DESC_MAX)
                return fail(err, errlen, name, line, _("description: longer than %d bytes"),
                            HD_SCENEFILE_DESC_MAX);
            for (size_t i = 0; i < vl; i++)
                if (((unsigned char)val[i] < 0x20 && val[i] != '\t') || val[i] == 0x7f)
                    return fail(err, errlen, name, line, _("description: control character"));
            memcpy(sf.description, val, vl + 1);
            break;
        case K_BASE:
        {
            if (!hd_shape_parse_buf_tr(val, &sf.base, why, sizeof why, hd_gettext_tr))
                return fail(err, errlen, name, line, "base: %s", why);
            if (!canonical_base(&sf.base, why, sizeof why))
                return fail(err, errlen, name, line, "base: %s", why);
            break;
        }
        case K_CURSOR:
            if (!hd_cursor_parse(val, &sf.cursor, why, sizeof why) ||
                !canonical_cursor(&sf.cursor, why, sizeof why))
                return fail(err, errlen, name, line, "cursor: %s", why);
            break;
        case K_MOUSE: {
            if (!hd_numtext_pair(val, &sf.mouse.x, &sf.mouse.y))
                return fail(err, errlen, name, line,
                            _("mouse: expected X,Y (two finite decimal numbers), got '%s'"),
                            cut(val, vl, q, sizeof q));
            if (fabs(sf.mouse.x) > HD_COORD_MAX || fabs(sf.mouse.y) > HD_COORD_MAX)
                return fail(err, errlen, name, line, _("mouse: coordinates beyond +-1e50, got '%s'"),
                            cut(val, vl, q, sizeof q));
            sf.mouse.x += 0.0; /* -0 -> 0, as the writer prints it */
            sf.mouse.y += 0.0;
            break;
        }
        case K_EXPECT:
            if (!strcmp(val, "collide")) sf.expect_collide = true;
            else if (!strcmp(val, "clear")) sf.expect_collide = false;
            else
                return fail(err, errlen, name, line, _("expect: expected collide or clear, got '%s'"),
                            cut(val, vl, q, sizeof q));
            break;
        case K_HITS: {
            double h;
            if (!hd_numtext_whole(val, 0, HD_SCENEFILE_HITS_MAX, &h))
                return fail(err, errlen, name, line,
                            _("hits: expected a whole number from 0 to %d, got '%s'"),
                            HD_SCENEFILE_HITS_MAX, cut(val, vl, q, sizeof q));
            sf.hits = (int)h;
            break;
        }
        case K_ZOOM:
            if (!hd_numtext_read(val, &sf.zoom) || sf.zoom < HD_ZOOM_MIN || sf.zoom > HD_ZOOM_MAX)
                return fail(err, errlen, name, line, _("zoom: expected a number from 0.125 to 1024, got '%s'"),
                            cut(val, vl, q, sizeof q));
            sf.has_zoom = true;
            break;
        case K_MOVE:
            if (!hd_numtext_pair(val, &sf.move.x, &sf.move.y) || fabs(sf.move.x) > HD_COORD_MAX ||
                fabs(sf.move.y) > HD_COORD_MAX)
                return fail(err, errlen, name, line, _("move: expected DX,DY (two finite numbers within +-1e50), got '%s'"),
                            cut(val, vl, q, sizeof q));
            sf.move.x += 0.0;
            sf.move.y += 0.0;
            sf.has_move = true;
            break;
        case K_EXPECT_SWEEP:
            if (!strcmp(val, "hit")) sf.expect_sweep = true;
            else if (!strcmp(val, "clear")) sf.expect_sweep = false;
            else
                return fail(err, errlen, name, line, _("expect-sweep: expected hit or clear, got '%s'"),
                            cut(val, vl, q, sizeof q));
            break;
        case K_TOI:
            if (!hd_numtext_read(val, &sf.toi) || sf.toi < 0 || sf.toi > 1)
                return fail(err, errlen, name, line, _("toi: expected a number from 0 to 1, got '%s'"),
                            cut(val, vl, q, sizeof q));
            sf.toi += 0.0;
            sf.has_toi = true;
            break;
        case K_FRAMES: {
            double f;
            if (!hd_numtext_whole(val, 1, HD_SCENEFILE_FRAMES_MAX, &f))
                return fail(err, errlen, name, line, _("frames: expected a whole number from 1 to %d, got '%s'"),
                            HD_SCENEFILE_FRAMES_MAX, cut(val, vl, q, sizeof q));
            sf.frames = (int)f;
            break;
        }
        case K_PEER: {
            bool ok = vl <= HD_SCENEFILE_PEER_MAX;
            for (size_t i = 0; i < vl && ok; i++) {
                char c = val[i];
                ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
            }
            if (!ok)
                return fail(err, errlen, name, line,
                            _("peer: expected a peer's name (1 to %d characters from a-z, 0-9, _ and -; a scene names "
                            "a peer and never carries a command: give your own with --peer 'NAME=COMMAND' on the "
                            "command line), got '%s'"),
                            HD_SCENEFILE_PEER_MAX, cut(val, vl, q, sizeof q));
            memcpy(sf.peer, val, vl + 1);
            sf.has_peer = true;
            break;
        }
        case K_EXPECT_PEER:
            if (!strcmp(val, "collide")) sf.expect_peer_collide = true;
            else if (!strcmp(val, "clear")) sf.expect_peer_collide = false;
            else
                return fail(err, errlen, name, line, _("expect-peer: expected collide or clear, got '%s'"),
                            cut(val, vl, q, sizeof q));
            sf.has_expect_peer = true;
            break;
        default: break;
        }
    }
    if (key_line[K_EXPECT_PEER] && !key_line[K_PEER])
        return fail(err, errlen, name, key_line[K_EXPECT_PEER], _("expect-peer: only with a peer (add 'peer: NAME')"));
    /* the move's keys go together: expect-sweep with a move, toi with a hit */
    if (key_line[K_MOVE] && !key_line[K_EXPECT_SWEEP])
        return fail(err, errlen, name, key_line[K_MOVE], _("move: needs expect-sweep: hit or clear"));
    for (int k = K_EXPECT_SWEEP; k <= K_FRAMES; k++)
        if (key_line[k] && !key_line[K_MOVE])
            return fail(err, errlen, name, key_line[k], _("%s: only with a move"), key_names[k]);
    if (key_line[K_TOI] && !sf.expect_sweep)
        return fail(err, errlen, name, key_line[K_TOI], _("toi: only with expect-sweep: hit"));
    sf.no_hits = !key_line[K_HITS]; /* hits is optional: expect alone pins the answer */
    for (int k = 0; k < K_MOVE; k++)
        if (k != K_ZOOM && k != K_HITS && !key_line[k])
            return fail(err, errlen, name, line > 0 ? line : 1,
                        _("missing key '%s' (%s)"), key_names[k], hd_scenefile_required_text());
    if (!ray_keys_complete(ray_lines, &sf, name, line, err, errlen)) return false;
    /* The cursor the window would build at this mouse must be a valid shape
     * (a polygon far away can lose vertices to rounding, or overflow). */
    static hd_vec2 cv[HD_POLY_MAX];
    hd_shape c = hd_cursor_build(&sf.cursor, sf.mouse, cv), c0 = c;
    char why[512];
    if (!hd_shape_validate_tr(&c, why, sizeof why, hd_gettext_tr))
        return fail(err, errlen, name, key_line[K_MOUSE], _("mouse: the cursor here is not valid: %s"),
                    why);
    if (c.kind == HD_POLYGON && c.polygon.n != c0.polygon.n)
        return fail(err, errlen, name, key_line[K_MOUSE],
                    _("mouse: cursor polygon vertices coincide at this position"));
    *out = sf;
    return true;
}

char *hd_scenefile_read(const char *path, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, _("%s: cannot read: %s"), path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        fclose(f);
        snprintf(err, errlen, _("%s: is a directory, not a file"), path);
        return NULL;
    }
    /* one byte more than allowed, to tell an over-long file */
    char *buf = malloc(HD_SCENEFILE_MAX_BYTES + 1);
    if (!buf) {
        fclose(f);
        snprintf(err, errlen, _("%s: out of memory"), path);
        return NULL;
    }
    *len = fread(buf, 1, HD_SCENEFILE_MAX_BYTES + 1, f);
    bool bad = ferror(f) != 0;
    fclose(f);
    if (bad) {
        free(buf);
        snprintf(err, errlen, _("%s: cannot read: read error"), path);
        return NULL;
    }
    return buf;
}

bool hd_scenefile_load(const char *path, hd_scenefile *out, char *err, size_t errlen)
{
    size_t len;
    char *buf = hd_scenefile_read(path, &len, err, errlen);
    if (!buf) return false;
    bool ok = hd_scenefile_parse(buf, len, path, out, err, errlen);
    free(buf);
    return ok;
}

/* Appends like snprintf at *len into buf[n]. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void put(char *buf, size_t n, int *len, const char *fmt, ...)
{
    size_t at = (size_t)*len < n ? (size_t)*len : n;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(buf + at, n - at, fmt, ap);
    va_end(ap);
    if (w > 0) *len += w;
}

int hd_scenefile_write(const hd_scenefile *sf, char *buf, size_t n)
{
    char a[40], b[40];
    int len = 0;
    if (n) buf[0] = '\0';
    put(buf, n, &len, "description: %s\nbase: ", sf->description);
    size_t at = (size_t)len < n ? (size_t)len : n;
    hd_shape base = base_of(sf);
    len += hd_shape_format(&base, buf + at, n - at);
    put(buf, n, &len, "\ncursor: ");
    at = (size_t)len < n ? (size_t)len : n;
    len += hd_cursor_format(&sf->cursor, buf + at, n - at);
    hd_format_double(sf->mouse.x, a, sizeof a);
    hd_format_double(sf->mouse.y, b, sizeof b);
    put(buf, n, &len, "\nmouse: %s,%s\nexpect: %s\n", a, b, sf->expect_collide ? "collide" : "clear");
    if (!sf->no_hits) put(buf, n, &len, "hits: %d\n", sf->hits);
    if (sf->has_zoom) {
        hd_format_double(sf->zoom, a, sizeof a);
        put(buf, n, &len, "zoom: %s\n", a);
    }
    if (sf->has_move) {
        hd_format_double(sf->move.x, a, sizeof a);
        hd_format_double(sf->move.y, b, sizeof b);
        put(buf, n, &len, "move: %s,%s\nexpect-sweep: %s\n", a, b, sf->expect_sweep ? "hit" : "clear");
        if (sf->has_toi) {
            hd_format_double(sf->toi, a, sizeof a);
            put(buf, n, &len, "toi: %s\n", a);
        }
        if (sf->frames > 0) put(buf, n, &len, "frames: %d\n", sf->frames);
    }
    if (sf->has_ray) {
        char c[40], d[40];
        hd_format_double(sf->ray_p.x, a, sizeof a);
        hd_format_double(sf->ray_p.y, b, sizeof b);
        hd_format_double(sf->ray_d.x, c, sizeof c);
        hd_format_double(sf->ray_d.y, d, sizeof d);
        put(buf, n, &len, "ray: %s,%s,%s,%s\nexpect-ray: %s\n", a, b, c, d, sf->expect_ray_hit ? "hit" : "clear");
        if (sf->expect_ray_hit) {
            hd_format_double(sf->ray_t, a, sizeof a);
            put(buf, n, &len, "t: %s\n", a);
        }
    }
    if (sf->has_peer) {
        put(buf, n, &len, "peer: %s\n", sf->peer);
        if (sf->has_expect_peer) put(buf, n, &len, "expect-peer: %s\n", sf->expect_peer_collide ? "collide" : "clear");
    }
    return len;
}

void hd_scenefile_apply(const hd_scenefile *sf, hd_scene *s)
{
    hd_scene_init(s);
    hd_shape base = base_of(sf);
    hd_scene_set_base(s, &base);
    hd_scene_set_cursor(s, &sf->cursor);
    hd_scene_set_mouse(s, sf->mouse);
    hd_scene_update(s, s->log_w, s->log_h); /* a fixed base ignores the size */
}

/* ---- --verify-scenes --------------------------------------------------- */

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool ends_with(const char *s, const char *tail)
{
    size_t ls = strlen(s), lt = strlen(tail);
    return ls > lt && !strcmp(s + ls - lt, tail);
}

static const char *plural_hits(int n) { return n == 1 ? "hit point" : "hit points"; }

bool hd_scenefile_sweep_check(const hd_scenefile *sf, const hd_scene *sc, char *want, size_t wn, char *got,
                              size_t gn)
{
    if (wn) want[0] = '\0';
    if (gn) got[0] = '\0';
    if (!sf->has_move) return true;
    /* the cursor at the mouse, moved by the move, against the base */
    hd_shape vbase = hd_scene_base(sc), vcur = hd_scene_cursor(sc);
    hd_sweep_hit h;
    int rc = hd_sweep(&vcur, &vbase, sf->move, &h);
    char t[40];
    hd_format_double(sf->toi, t, sizeof t);
    snprintf(want, wn, ", sweep %s%s%s", sf->expect_sweep ? "hit" : "clear", sf->has_toi ? " at " : "",
             sf->has_toi ? t : "");
    hd_format_double(h.toi, t, sizeof t);
    if (rc != HD_SWEEP_OK) snprintf(got, gn, ", sweep refused (%s)", hd_sweep_error(rc));
    else snprintf(got, gn, ", sweep %s%s%s", h.hit ? "hit" : "clear", h.hit ? " at " : "", h.hit ? t : "");
    return rc == HD_SWEEP_OK && h.hit == sf->expect_sweep && (!sf->has_toi || fabs(h.toi - sf->toi) <= 1e-12);
}

/* A scene's ray cast against its base: "; ray: expected hit at t = T; got
 * hit at t = T'" into buf; true if the answer and t (within 1e-12) agree. */
static bool verify_ray(const hd_scenefile *sf, char *buf, size_t n)
{
    hd_shape b = base_of(sf);
    hd_ray_hit h = hd_raycast(&b, sf->ray_p, sf->ray_d);
    char want[80] = "clear", got[80] = "clear", t[40];
    if (sf->expect_ray_hit) {
        hd_format_double(sf->ray_t, t, sizeof t);
        snprintf(want, sizeof want, "hit at t = %s", t);
    }
    if (h.hit) {
        hd_format_double(h.t, t, sizeof t);
        snprintf(got, sizeof got, "hit at t = %s", t);
    }
    snprintf(buf, n, "; ray: expected %s; got %s", want, got);
    return h.hit == sf->expect_ray_hit && (!h.hit || fabs(h.t - sf->ray_t) <= 1e-12);
}

/* A scene's expect-peer asked of its peer: "; peer NAME: expected clear;
 * got clear" into buf. Returns 0 agree (or nothing to check), 1 differs,
 * 2 the peer failed (message on errf), 3 the peer is missing (reported on
 * errf, skipped). */
static int verify_peer(const hd_scenefile *sf, const hd_scene *sc, const hd_scene_peers *peers, const char *shown,
                       char *buf, size_t n, FILE *errf)
{
    if (n) buf[0] = '\0';
    if (!sf->has_peer || !sf->has_expect_peer) return 0;
    static char sa[HD_SCENEFILE_MAX_LINE], sb[HD_SCENEFILE_MAX_LINE];
    hd_shape vbase = hd_scene_base(sc), vcur = hd_scene_cursor(sc);
    hd_shape_format(&vbase, sa, sizeof sa);
    hd_shape_format(&vcur, sb, sizeof sb);
    char err[1024] = "";
    int a = peers && peers->ask ? peers->ask(peers->ctx, sf->peer, sa, sb, err, sizeof err) : HD_SCENE_PEER_MISSING;
    const char *want = sf->expect_peer_collide ? "collide" : "clear";
    if (a == HD_SCENE_PEER_MISSING) {
        fprintf(errf, "hitdemo: %s: scene names peer %s; run with --peer '%s=...' (its check skipped)\n", shown,
                sf->peer, sf->peer);
        snprintf(buf, n, "; peer %s: skipped", sf->peer);
        return 3;
    }
    if (a == HD_SCENE_PEER_FAILED || a < -1) {
        fprintf(errf, "hitdemo: %s: %s\n", shown, err);
        snprintf(buf, n, "; peer %s: failed", sf->peer);
        return 2;
    }
    snprintf(buf, n, "; peer %s: expected %s; got %s", sf->peer, want, a < 0 ? "no answer" : a ? "collide" : "clear");
    return a >= 0 && (a == 1) == sf->expect_peer_collide ? 0 : 1;
}

/* Verifies one file; returns 0 ok, 1 mismatch, 2 file error. */
static int verify_one(const char *path, const char *shown, const hd_scene_peers *peers, FILE *out, FILE *errf)
{
    static hd_scenefile sf;
    static hd_scene sc;
    char err[1024];
    if (!hd_scenefile_load(path, &sf, err, sizeof err)) {
        fprintf(errf, "hitdemo: %s\n", err);
        return 2;
    }
    hd_scenefile_apply(&sf, &sc);
    bool expect_ok = sc.collide == sf.expect_collide, hits_ok = sf.no_hits || sc.hit_count == sf.hits;
    bool ok = expect_ok && hits_ok;
    /* which of the two pinned answers differs */
    const char *which = !expect_ok && !hits_ok ? " (expect and hits differ)" : !expect_ok ? " (expect differs)"
                      : !hits_ok               ? " (hits differ)"
                                               : "";
    char pinned[80];
    if (sf.no_hits) snprintf(pinned, sizeof pinned, "%s (hits not pinned)", sf.expect_collide ? "collide" : "clear");
    else snprintf(pinned, sizeof pinned, "%s, %d %s", sf.expect_collide ? "collide" : "clear", sf.hits, plural_hits(sf.hits));
    char want[160] = "", got[240] = "";
    ok = hd_scenefile_sweep_check(&sf, &sc, want, sizeof want, got, sizeof got) && ok;
    char ray[300] = "";
    if (sf.has_ray && !verify_ray(&sf, ray, sizeof ray)) ok = false;
    char peer[200];
    int pr = verify_peer(&sf, &sc, peers, shown, peer, sizeof peer, errf);
    if (pr == 1) ok = false;
    fprintf(out, "%s: expected %s%s; got %s, %d %s%s%s%s: %s%s\n", shown, pinned, want,
            sc.collide ? "collide" : "clear", sc.hit_count, plural_hits(sc.hit_count), got, ray, peer,
            ok ? "ok" : "MISMATCH", which);
    if (pr == 2) return 2;
    if (!ok) {
        static char sa[HD_SCENEFILE_MAX_LINE], sb[HD_SCENEFILE_MAX_LINE];
        hd_shape vbase = hd_scene_base(&sc), vcur = hd_scene_cursor(&sc);
        hd_shape_format(&vbase, sa, sizeof sa);
        hd_shape_format(&vcur, sb, sizeof sb);
        fprintf(out, "  (hitdemo --check %s %s)\n", sa, sb);
        if (sf.has_ray) {
            char n[4][40];
            hd_format_double(sf.ray_p.x, n[0], sizeof n[0]);
            hd_format_double(sf.ray_p.y, n[1], sizeof n[1]);
            hd_format_double(sf.ray_d.x, n[2], sizeof n[2]);
            hd_format_double(sf.ray_d.y, n[3], sizeof n[3]);
            fprintf(out, "  (hitdemo --ray %s,%s,%s,%s %s)\n", n[0], n[1], n[2], n[3], sa);
        }
    }
    return ok ? 0 : 1;
}

void hd_scenefile_list_free(char **names, int n)
{
    for (int i = 0; i < n; i++) free(names[i]);
    free(names);
}

int hd_scenefile_list(const char *dir, char ***out, char *err, size_t errlen)
{
    return hd_scenefile_list_ext(dir, ".scene", out, err, errlen);
}

int hd_scenefile_list_ext(const char *dir, const char *ext, char ***out, char *err, size_t errlen)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, _("%s: cannot read: %s"), dir, strerror(errno));
        return -1;
    }
    char **names = NULL;
    int cnt = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || !ends_with(e->d_name, ext)) continue;
        if (cnt == cap) {
            int nc = cap ? cap * 2 : 64;
            char **nn = realloc(names, (size_t)nc * sizeof *nn);
            if (!nn) break;
            names = nn;
            cap = nc;
        }
        size_t l = strlen(e->d_name);
        names[cnt] = malloc(l + 1);
        if (!names[cnt]) break;
        memcpy(names[cnt++], e->d_name, l + 1);
    }
    bool oom = e != NULL;
    closedir(d);
    if (oom) {
        hd_scenefile_list_free(names, cnt);
        snprintf(err, errlen, _("%s: out of memory"), dir);
        return -1;
    }
    if (cnt) qsort(names, (size_t)cnt, sizeof *names, by_name);
    *out = names;
    return cnt;
}

int hd_verify_scenes(const char *path, FILE *out, FILE *errf) { return hd_verify_scenes_peers(path, NULL, out, errf); }

int hd_verify_scenes_peers(const char *path, const hd_scene_peers *peers, FILE *out, FILE *errf)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(errf, "hitdemo: %s: cannot read: %s\n", path, strerror(errno));
        return 2;
    }
    int passed = 0, failed = 0, bad = 0;
    if (!S_ISDIR(st.st_mode)) {
        const char *slash = strrchr(path, '/');
        int r = verify_one(path, slash ? slash + 1 : path, peers, out, errf);
        passed += r == 0;
        failed += r == 1;
        bad += r == 2;
    } else {
        char **names = NULL, why[600];
        int cnt = hd_scenefile_list(path, &names, why, sizeof why);
        if (cnt < 0) {
            fprintf(errf, "hitdemo: %s\n", why);
            return 2;
        }
        for (int i = 0; i < cnt; i++) {
            size_t pl = strlen(path) + strlen(names[i]) + 2;
            char *full = malloc(pl);
            int r = 2;
            if (full) {
                snprintf(full, pl, "%s/%s", path, names[i]);
                r = verify_one(full, names[i], peers, out, errf);
                free(full);
            } else {
                fprintf(errf, "hitdemo: %s: out of memory\n", path);
            }
            passed += r == 0;
            failed += r == 1;
            bad += r == 2;
        }
        hd_scenefile_list_free(names, cnt);
        if (cnt == 0) {
            fprintf(errf, "hitdemo: %s: no *.scene files\n", path);
            return 2;
        }
    }
    if (bad)
        fprintf(out, "%d passed, %d failed, %d bad %s\n", passed, failed, bad,
                bad == 1 ? "file" : "files");
    else fprintf(out, "%d passed, %d failed\n", passed, failed);
    return bad ? 2 : failed ? 1 : 0;
}
