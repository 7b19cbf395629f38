/*
 * sweep.c: `hitdemo --sweep A B DX,DY` and `hitdemo --sweep-batch FILE`.
 * One JSON object per answer, printed as --check prints (check.c's writer
 * and batch reader). No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "cli.h"
#include "cli_io.h"
#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include <hitdemo/sweep.h>

/* Parses "DX,DY" (the spec grammar's numbers, the same range rules); the
 * message's format through tr (NULL: English). */
static bool parse_move(const char *s, hd_vec2 *out, char *err, size_t errlen, hd_tr_fn tr)
{
    double v[2];
    const char *p = s;
    for (int i = 0; i < 2; i++) {
        size_t len = hd_scan_number(p, &v[i]);
        if (len == 0) {
            if (*p == '\0' || *p == ',')
                snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": number %d is missing (expected DX,DY)")), s, i + 1);
            else
                snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": number %d does not parse at \"%.12s\"")), s, i + 1, p);
            return false;
        }
        if (!isfinite(v[i])) {
            snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": number %d (%.*s) is not finite")), s, i + 1, (int)len, p);
            return false;
        }
        if (fabs(v[i]) > HD_COORD_MAX) {
            snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": number %d (%.*s) is outside +-1e50")), s, i + 1, (int)len, p);
            return false;
        }
        if (v[i] != 0 && fabs(v[i]) < HD_COORD_MIN) {
            snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": number %d (%.*s) is too small: a non-zero number needs a magnitude of at "
                     "least 1e-50")),
                     s, i + 1, (int)len, p);
            return false;
        }
        p += len;
        if (i == 0) {
            if (*p != ',') {
                snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": expected DX,DY (two numbers separated by a comma)")), s);
                return false;
            }
            p++;
        }
    }
    if (*p != '\0') {
        snprintf(err, errlen, HD_TR(tr, N_("bad move \"%.60s\": unexpected text after DY at \"%.12s\"")), s, p);
        return false;
    }
    *out = hd_v(v[0], v[1]);
    return true;
}

typedef struct answer {
    const char *sa, *sb;
    hd_vec2 d;
    hd_sweep_hit h;
} answer;

static void print_answer(void *ctx, wbuf *o)
{
    const answer *a = ctx;
    w_put(o, "{\"a\":", 5);
    cli_json_spec(o, a->sa, strlen(a->sa));
    w_put(o, ",\"b\":", 5);
    cli_json_spec(o, a->sb, strlen(a->sb));
    w_put(o, ",\"move\":", 8);
    cli_json_point(o, a->d);
    if (!a->h.hit) {
        static const char miss[] = ",\"hit\":false,\"toi\":null,\"point\":null,\"normal\":null}\n";
        w_put(o, miss, sizeof miss - 1);
        return;
    }
    w_put(o, ",\"hit\":true,\"toi\":", 18);
    cli_json_number(o, a->h.toi);
    w_put(o, ",\"point\":", 9);
    cli_json_point(o, a->h.point);
    w_put(o, ",\"normal\":", 10);
    if (a->h.has_normal)
        cli_json_point(o, a->h.normal);
    else
        w_put(o, "null", 4);
    w_put(o, "}\n", 2);
}

/* Parses and sweeps; false with a message in err. */
static bool sweep_of(const char *sa, const char *sb, const char *sm, answer *an, char *err, size_t errlen,
                     hd_tr_fn tr)
{
    hd_shape_buf a, b; /* on the stack: lines may be answered on several threads */
    if (!hd_shape_parse_buf_tr(sa, &a, err, errlen, tr) || !hd_shape_parse_buf_tr(sb, &b, err, errlen, tr) ||
        !parse_move(sm, &an->d, err, errlen, tr))
        return false;
    hd_shape as = hd_shape_of(&a), bs = hd_shape_of(&b);
    int rc = hd_sweep(&as, &bs, an->d, &an->h);
    if (rc != HD_SWEEP_OK) {
        snprintf(err, errlen, "%s %s: %s", hd_kind_name(as.kind), hd_kind_name(bs.kind), hd_sweep_error(rc));
        return false;
    }
    an->sa = sa;
    an->sb = sb;
    return true;
}

/* Runs fn with an output buffer on f; 0, or 2 on a write error. */
static int emit(FILE *f, void (*fn)(void *ctx, wbuf *o), void *ctx)
{
    static char obuf[1 << 12];
    wbuf w = w_file(f, obuf, sizeof obuf);
    fn(ctx, &w);
    w_flush(&w);
    return w.err ? 2 : 0;
}

static int sweep_one(const char *sa, const char *sb, const char *sm)
{
    char err[700];
    answer an;
    if (!sweep_of(sa, sb, sm, &an, err, sizeof err, hd_gettext_tr)) { /* stderr: a person's language */
        return cli_refuse("--sweep: ", err);
    }
    int rc = emit(stdout, print_answer, &an);
    return rc == 0 && fflush(stdout) == 0 ? 0 : 2;
}

/* One line of --sweep-batch: "A B DX,DY". */
static bool batch_line(void *ctx, wbuf *o, long lineno, char *p)
{
    (void)ctx;
    char *tok[4], err[700];
    int n = cli_tokens(p, tok, 4);
    answer an;
    if (n != 3) {
        snprintf(err, sizeof err, "expected two shape specs and a move DX,DY separated by white space, got %d item%s",
                 n, n == 1 ? "" : "s");
    } else if (sweep_of(tok[0], tok[1], tok[2], &an, err, sizeof err, NULL)) { /* JSON: English */
        print_answer(&an, o);
        return true;
    }
    cli_line_error(o, lineno, err);
    return false;
}

static int sweep_stream(FILE *in, void *ctx)
{
    static char obuf[1 << 18];
    wbuf w = w_file(stdout, obuf, sizeof obuf);
    int rc = cli_batch_lines(in, &w, batch_line, ctx);
    w_flush(&w); /* a failed write leaves stdout's error flag, which cli_batch_file reads */
    return rc;
}

static int sweep_batch(const char *path)
{
    return cli_batch_file("--sweep-batch", path, sweep_stream, NULL);
}

int hd_cli_sweep_main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "--sweep") == 0) {
        if (argc != 5) {
            fprintf(stderr, _("hitdemo: usage: hitdemo --sweep SPEC_A SPEC_B DX,DY\n"));
            return 2;
        }
        return sweep_one(argv[2], argv[3], argv[4]);
    }
    if (argc >= 2 && strcmp(argv[1], "--sweep-batch") == 0) {
        if (argc != 3) {
            fprintf(stderr, _("hitdemo: usage: hitdemo --sweep-batch FILE (- for stdin)\n"));
            return 2;
        }
        return sweep_batch(argv[2]);
    }
    fprintf(stderr, _("hitdemo: usage: hitdemo --sweep SPEC_A SPEC_B DX,DY | --sweep-batch FILE (the mode first)\n"));
    return 2;
}
