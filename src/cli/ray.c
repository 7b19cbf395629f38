/*
 * ray.c: `hitdemo --ray X,Y,DX,DY B` and `hitdemo --ray-batch FILE`: ray
 * casts (<hitdemo/ray.h>), text in, one JSON object per answer out. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "cli_io.h"
#include <hitdemo/geom.h>
#include <hitdemo/ray.h>
#include <hitdemo/spec.h>

bool hd_cli_ray_wants(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--ray") == 0 || strcmp(argv[i], "--ray-batch") == 0)
            return true;
    return false;
}

/* Writes "bad ray "TEXT": <message>" into err. */
static bool ray_fail(char *err, size_t errlen, const char *text, const char *msg, hd_tr_fn tr)
{
    size_t len = strlen(text);
    /* TRANSLATORS: the start of a ray error (--ray): the ray as typed, then the problem */
    snprintf(err, errlen, HD_TR(tr, N_("bad ray \"%.*s%s\": %s")), 60, text, len > 60 ? "..." : "", msg);
    return false;
}

bool hd_cli_parse_ray(const char *text, hd_vec2 *p, hd_vec2 *d, char *err, size_t errlen)
{
    return hd_cli_parse_ray_tr(text, p, d, err, errlen, NULL);
}

bool hd_cli_parse_ray_tr(const char *text, hd_vec2 *p, hd_vec2 *d, char *err, size_t errlen, hd_tr_fn tr)
{
    double v[4];
    const char *s = text;
    char msg[200];
    for (int n = 0;; n++) {
        double x;
        size_t len = hd_scan_number(s, &x);
        if (len == 0) {
            if (n == 4)
                snprintf(msg, sizeof msg, HD_TR(tr, N_("unexpected \"%.12s\" after number 4 (expected X,Y,DX,DY)")), s - 1);
            else if (*s == '\0' || *s == ',')
                snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d is missing (expected X,Y,DX,DY)")), n + 1);
            else
                snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d does not parse at \"%.12s\"")), n + 1, s);
            return ray_fail(err, errlen, text, msg, tr);
        }
        if (n == 4)
            return ray_fail(err, errlen, text, HD_TR(tr, N_("too many numbers (expected X,Y,DX,DY)")), tr);
        if (len > 511) {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d is too long")), n + 1);
            return ray_fail(err, errlen, text, msg, tr);
        }
        if (!isfinite(x)) {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d (%.*s) is not finite")), n + 1, (int)(len > 40 ? 40 : len), s);
            return ray_fail(err, errlen, text, msg, tr);
        }
        if (fabs(x) > HD_COORD_MAX) {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d (%.*s) is outside +-1e50")), n + 1, (int)(len > 40 ? 40 : len), s);
            return ray_fail(err, errlen, text, msg, tr);
        }
        if (x != 0 && fabs(x) < HD_COORD_MIN) {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d (%.*s) is too small: a non-zero number needs a magnitude of at least 1e-50")), n + 1,
                     (int)(len > 40 ? 40 : len), s);
            return ray_fail(err, errlen, text, msg, tr);
        }
        v[n] = x;
        s += len;
        if (*s == ',') {
            s++;
            if (n == 3)
                return ray_fail(err, errlen, text, HD_TR(tr, N_("too many numbers (expected X,Y,DX,DY)")), tr);
            continue;
        }
        if (*s != '\0') {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("unexpected \"%.12s\" after number %d")), s, n + 1);
            return ray_fail(err, errlen, text, msg, tr);
        }
        if (n < 3) {
            snprintf(msg, sizeof msg, HD_TR(tr, N_("number %d is missing (expected X,Y,DX,DY)")), n + 2);
            return ray_fail(err, errlen, text, msg, tr);
        }
        break;
    }
    *p = hd_v(v[0], v[1]);
    *d = hd_v(v[2], v[3]);
    return true;
}

/* {"ray":[X,Y,DX,DY],"b":B,"hit":BOOL,"t":T,"point":[PX,PY],"normal":[NX,NY]} */
static void print_ray(wbuf *f, hd_vec2 p, hd_vec2 d, const char *sb, size_t lb, const hd_shape *b)
{
    hd_ray_hit h = hd_raycast(b, p, d);
    W_LIT(f, "{\"ray\":[");
    cli_json_number(f, p.x);
    w_c(f, ',');
    cli_json_number(f, p.y);
    w_c(f, ',');
    cli_json_number(f, d.x);
    w_c(f, ',');
    cli_json_number(f, d.y);
    W_LIT(f, "],\"b\":");
    cli_json_spec(f, sb, lb);
    if (!h.hit) {
        W_LIT(f, ",\"hit\":false,\"t\":null,\"point\":null,\"normal\":null}\n");
        return;
    }
    W_LIT(f, ",\"hit\":true,\"t\":");
    cli_json_number(f, h.t);
    W_LIT(f, ",\"point\":");
    cli_json_point(f, h.point);
    W_LIT(f, ",\"normal\":");
    if (h.has_normal)
        cli_json_point(f, h.normal);
    else
        W_LIT(f, "null");
    W_LIT(f, "}\n");
}

static int ray_one(const char *sr, const char *sb)
{
    static hd_shape_buf b;
    static char obuf[1 << 12];
    char err[512];
    hd_vec2 p, d;
    /* stderr: in the person's language (the batch's JSON lines stay English) */
    if (!hd_cli_parse_ray_tr(sr, &p, &d, err, sizeof err, hd_gettext_tr) ||
        !hd_shape_parse_buf_tr(sb, &b, err, sizeof err, hd_gettext_tr)) {
        return cli_refuse("", err);
    }
    wbuf w = w_file(stdout, obuf, sizeof obuf);
    hd_shape bs = hd_shape_of(&b);
    print_ray(&w, p, d, sb, strlen(sb), &bs);
    w_flush(&w);
    return !w.err && fflush(stdout) == 0 ? 0 : 2;
}

/* One line of --ray-batch: "X,Y,DX,DY B". */
static bool ray_line(void *ctx, wbuf *out, long lineno, char *p)
{
    (void)ctx;
    hd_shape_buf b; /* on the stack: lines may be answered on several threads */
    char *tok[3];
    int n = cli_tokens(p, tok, 3);
    char err[600];
    if (n != 2) {
        snprintf(err, sizeof err, "expected a ray X,Y,DX,DY and a shape spec separated by white space, got %d item%s",
                 n, n == 1 ? "" : "s");
        cli_line_error(out, lineno, err);
        return false;
    }
    hd_vec2 rp, rd;
    if (!hd_cli_parse_ray(tok[0], &rp, &rd, err, sizeof err) || !hd_shape_parse_buf(tok[1], &b, err, sizeof err)) {
        cli_line_error(out, lineno, err);
        return false;
    }
    hd_shape bs = hd_shape_of(&b);
    print_ray(out, rp, rd, tok[1], strlen(tok[1]), &bs);
    return true;
}

int hd_cli_ray_batch_stream(FILE *in, FILE *out)
{
    static char obuf[1 << 18];
    wbuf w = w_file(out, obuf, sizeof obuf);
    int rc = cli_batch_lines(in, &w, ray_line, NULL);
    w_flush(&w);
    return rc;
}

static int ray_stream(FILE *in, void *ctx)
{
    (void)ctx;
    return hd_cli_ray_batch_stream(in, stdout);
}

static int ray_batch(const char *path)
{
    return cli_batch_file("--ray-batch", path, ray_stream, NULL);
}

int hd_cli_ray_main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--ray") == 0) {
        if (argc != 4) {
            fprintf(stderr, _("hitdemo: usage: hitdemo --ray X,Y,DX,DY SPEC\n"));
            return 2;
        }
        return ray_one(argv[2], argv[3]);
    }
    if (argc >= 2 && strcmp(argv[1], "--ray-batch") == 0) {
        if (argc != 3) {
            fprintf(stderr, _("hitdemo: usage: hitdemo --ray-batch FILE (- for stdin)\n"));
            return 2;
        }
        return ray_batch(argv[2]);
    }
    fprintf(stderr, _("hitdemo: usage: --ray and --ray-batch come first: hitdemo --ray X,Y,DX,DY SPEC, "
                    "hitdemo --ray-batch FILE\n"));
    return 2;
}
