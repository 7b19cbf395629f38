/*
 * hunt_cli.c: the command line of `hitdemo --hunt PEER` (hunt.h,
 * docs/hunt.md): the options, the peer process (peer.h), the progress
 * line, the table at the end, the files (hunt_out.c), the exit status.
 */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <hitdemo/spec.h>

#include "hunt.h"
#include "helptext.h"
#include "hunt_out.h"
#include "i18n.h"
#include "outdir.h"
#include "peer.h"

/* --seconds S buys S * HUNT_RATE cases: the budget is a count, so the
 * same seed and seconds check the same cases on any machine. */
#define HUNT_RATE 100000.0

bool hd_hunt_wants(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--hunt") || !strcmp(argv[i], "--hunt-cases")) return true;
    return false;
}

static const hd_help_row help_rows[] = {
    {NULL, N_("The hunt (no window; docs/hunt.md):\n"), 0},
    {"  --hunt PEER", N_("Search for the cases where PEER (a built-in peer's NAME,\n"
        "or 'NAME=COMMAND' for your own, docs/peers.md) disagrees\n"
        "with hitdemo's exact answer: edge cases of every pair\n"
        "it answers (tangency and one ulp either side, containment,\n"
        "shared edges, collinear segments, zero sizes, sectors\n"
        "across 0 degrees, concave notches; at small integers,\n"
        "decimals, far out to 1e15 and tiny), then random pairs.\n"
        "Each disagreement is shrunk to the simplest case of its\n"
        "class (missed_touching, missed_containment,\n"
        "missed_overlap, false_hit). Writes findings.jsonl, a\n"
        ".scene per finding and regression.txt (--check-batch\n"
        "lines). Exit 1 if anything was found, 0 if nothing,\n"
        "2 on bad input or a peer failure."), 0},
    {"  --pairs LIST", N_("With --hunt: only these pairs, KIND/KIND,... (each in\n"
        "both orders; default: every pair)."), 0},
    {"  --seconds S", N_("With --hunt: the budget, S x 100,000 cases (default 10);\n"
        "the same seed and seconds give the same findings."), 0},
    {"  --seed N", N_("With --hunt: the seed of the random cases (default 1)."), 0},
    {"  --out-dir DIR", N_("With --hunt: where the files go (default: a new\n"
        "hunt-NAME-NNN folder in the window's output folder)."), 0},
    {"  --peer-timeout S", N_("With --hunt: the longest wait for an answer (default 10)."), 0},
    {"  --hunt-cases N", N_("Print the first N cases of the hunt's sequence (with\n"
        "--pairs and --seed as for --hunt, every pair taken as\n"
        "answered) as --check-batch lines \"A B\": the edge-case\n"
        "generator on its own, for your own tests."), 0},
};

void hd_hunt_print_help(FILE *f)
{
    hd_help_print(f, help_rows, sizeof help_rows / sizeof help_rows[0], 23, 80);
}

static int usage(const char *msg, const char *arg)
{
    if (arg)
        fprintf(stderr, _("hitdemo: --hunt: %s (got \"%.80s\")\n"), msg, arg);
    else
        fprintf(stderr, "hitdemo: --hunt: %s\n", msg);
    fprintf(stderr, "usage: hitdemo --hunt PEER [--pairs KIND/KIND,...] [--seconds S] [--seed N] [--out-dir DIR] "
                    "[--peer-timeout S]\n");
    return 2;
}

static bool read_seconds(const char *t, double lo, double hi, double *out)
{
    double v;
    size_t used = hd_scan_number(t, &v);
    if (used == 0 || t[used] || !(v >= lo) || v > hi) return false;
    *out = v;
    return true;
}

typedef struct peer_ctx {
    hd_peer *p;
} peer_ctx;

static bool ask_peer(void *ctx, const char *const *req, size_t n, signed char *answers, char *err, size_t errlen)
{
    return hd_peer_ask(((peer_ctx *)ctx)->p, req, n, answers, err, errlen);
}

/* The first free DIR/hunt-NAME-NNN. */
static bool default_dir(const char *name, char *out, size_t n)
{
    char base[HD_OUTDIR_PATH];
    hd_outdir_default(getenv("HOME"), base, sizeof base);
    for (int i = 1; i < 1000; i++) {
        if (snprintf(out, n, "%s/hunt-%s-%03d", base, name, i) >= (int)n) return false;
        if (access(out, F_OK) != 0) return true;
    }
    return false;
}

static void print_table(FILE *f, const hd_hunt_result *r)
{
    int rows = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++) {
            uint64_t t = 0;
            for (int c = 0; c < HD_HUNT_CLASS_COUNT; c++) t += r->disagreements[i][j][c];
            if (!t) continue;
            if (!rows++)
                fprintf(f, "%-18s %18s %18s %18s %18s\n", "pair (cases)", "missed_touching", "missed_containment",
                        "missed_overlap", "false_hit");
            char pair[40];
            snprintf(pair, sizeof pair, "%s/%s", hd_kind_name(i), hd_kind_name(j));
            fprintf(f, "%-18s", pair);
            for (int c = 0; c < HD_HUNT_CLASS_COUNT; c++) {
                int kept = 0;
                for (int k = 0; k < r->nfind; k++)
                    kept += r->find[k].c.a.kind == (hd_kind)i && r->find[k].c.b.kind == (hd_kind)j &&
                            r->find[k].cls == (hd_hunt_class)c;
                char cell[40];
                if (r->disagreements[i][j][c])
                    snprintf(cell, sizeof cell, "%d (%llu)", kept, (unsigned long long)r->disagreements[i][j][c]);
                else
                    snprintf(cell, sizeof cell, "-");
                fprintf(f, " %18s", cell);
            }
            fputc('\n', f);
        }
    if (rows) fprintf(f, _("(findings kept, shrunk; in brackets the cases that disagreed)\n"));
}

typedef struct print_ctx {
    FILE *f;
    bool err;
} print_ctx;

static void print_case(void *ctx, const hd_hunt_case *c)
{
    print_ctx *p = ctx;
    char a[1400], b[1400];
    hd_hunt_format(&c->a, a, sizeof a);
    hd_hunt_format(&c->b, b, sizeof b);
    if (fprintf(p->f, "%s %s\n", a, b) < 0) p->err = true;
}

int hd_hunt_main(int argc, char **argv)
{
    const char *peer_arg = NULL, *pairs_text = NULL, *out_dir = NULL, *cases_text = NULL;
    double seconds = 10, timeout = 10;
    uint64_t seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool takes = !strcmp(a, "--hunt") || !strcmp(a, "--pairs") || !strcmp(a, "--seconds") ||
                     !strcmp(a, "--seed") || !strcmp(a, "--out-dir") || !strcmp(a, "--peer-timeout") ||
                     !strcmp(a, "--hunt-cases");
        if (!takes) return usage(_("unknown option or stray argument"), a);
        if (i + 1 >= argc) return usage(_("an option wants a value"), a);
        const char *v = argv[++i];
        if (!strcmp(a, "--hunt")) {
            if (peer_arg) return usage(_("one peer at a time"), v);
            peer_arg = v;
        } else if (!strcmp(a, "--pairs")) {
            pairs_text = v;
        } else if (!strcmp(a, "--hunt-cases")) {
            cases_text = v;
        } else if (!strcmp(a, "--seconds")) {
            if (!read_seconds(v, 0.001, 86400, &seconds))
                return usage(_("--seconds wants a number from 0.001 to 86400"), v);
        } else if (!strcmp(a, "--peer-timeout")) {
            if (!read_seconds(v, 1e-9, 86400, &timeout) || !(timeout > 0))
                return usage(_("--peer-timeout wants a number of seconds above 0, at most 86400"), v);
        } else if (!strcmp(a, "--seed")) {
            char *end;
            errno = 0;
            unsigned long long s = strtoull(v, &end, 10);
            if (!isdigit((unsigned char)v[0]) || *end || errno) return usage(_("--seed wants a whole number"), v);
            seed = s;
        } else {
            if (!*v || strlen(v) > HD_OUTDIR_MAX) return usage(_("--out-dir wants a folder name"), v);
            out_dir = v;
        }
    }
    hd_hunt_opts o;
    memset(&o, 0, sizeof o);
    char err[2048];
    if (!hd_hunt_parse_pairs(pairs_text, o.pairs, err, sizeof err)) {
        fprintf(stderr, "hitdemo: --hunt: %s\n", err);
        return 2;
    }
    o.seed = seed;
    if (cases_text) {
        char *end;
        errno = 0;
        unsigned long long n = strtoull(cases_text, &end, 10);
        if (peer_arg || out_dir) return usage(_("--hunt-cases takes --pairs and --seed only"), NULL);
        if (!isdigit((unsigned char)cases_text[0]) || *end || errno || n > 1000000000ull)
            return usage(_("--hunt-cases wants a whole number of cases, at most 1e9"), cases_text);
        o.max_cases = n;
        print_ctx pc = {stdout, false};
        if (hd_hunt_each_case(&o, print_case, &pc) != 0) {
            fprintf(stderr, _("hitdemo: --hunt-cases: out of memory\n"));
            return 2;
        }
        return pc.err || fflush(stdout) != 0 ? 2 : 0;
    }
    if (!peer_arg) return usage(_("which peer? --hunt NAME or --hunt 'NAME=COMMAND'"), NULL);
    o.max_cases = (uint64_t)ceil(seconds * HUNT_RATE);
    o.wall_limit_s = 3 * seconds + 10;
    o.progress = stderr;
    o.progress_tty = isatty(2);
    o.progress_every_s = 3;

    peer_ctx pc = {hd_peer_start(peer_arg, timeout, err, sizeof err)};
    if (!pc.p) {
        fprintf(stderr, "hitdemo: %s\n", err);
        return 2;
    }
    const char *name = hd_peer_name(pc.p);
    char dir[HD_OUTDIR_PATH];
    if (out_dir) snprintf(dir, sizeof dir, "%s", out_dir);
    else if (!default_dir(name, dir, sizeof dir)) {
        fprintf(stderr, _("hitdemo: --hunt: no free hunt-%s-NNN folder in the output folder\n"), name);
        hd_peer_stop(pc.p);
        return 2;
    }
    hd_hunt_result r;
    int rc = hd_hunt_run(&o, ask_peer, &pc, &r, err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "\nhitdemo: %s\n", err);
        hd_peer_stop(pc.p);
        return 2;
    }
    int answered = 0, asked = 0;
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++) answered += r.answered[i][j], asked += o.pairs[i][j];
    printf(_("hunt %s: %d of %d ordered pairs answered; %llu cases checked in %.1f s (%.0f/s), seed %llu\n"), name,
           answered, asked, (unsigned long long)r.cases, r.seconds, r.seconds > 0 ? (double)r.cases / r.seconds : 0.0,
           (unsigned long long)seed);
    if (r.stopped_by_clock)
        printf(_("stopped by the clock after %llu of %llu cases (a slow peer): another run may check a different "
               "number of cases and find different things\n"),
               (unsigned long long)r.cases, (unsigned long long)o.max_cases);
    if (answered == 0) printf(_("the peer answers none of the pairs asked (it said - to every probe)\n"));
    print_table(stdout, &r);
    char command[600];
    snprintf(command, sizeof command, "hitdemo --hunt %s%s%s --seconds %g --seed %llu", name,
             pairs_text ? " --pairs " : "", pairs_text ? pairs_text : "", seconds, (unsigned long long)seed);
    fflush(stdout);
    int scenes = hd_hunt_write(dir, name, command, &r, ask_peer, &pc, stderr, err, sizeof err);
    if (scenes < 0) {
        fprintf(stderr, scenes == -2 ? "hitdemo: %s\n" : "hitdemo: --hunt: %s\n", err);
        hd_hunt_result_free(&r);
        hd_peer_stop(pc.p);
        return 2;
    }
    if (r.nfind)
    {
        char nf[64], ns[64];
        snprintf(nf, sizeof nf, ngettext("%d finding", "%d findings", r.nfind), r.nfind);
        snprintf(ns, sizeof ns, ngettext("%d scene", "%d scenes", scenes), scenes);
        /* TRANSLATORS: "3 findings, 2 scenes: DIR/findings.jsonl, DIR/regression.txt" (file names as they are) */
        printf(_("%s, %s: %s/findings.jsonl, %s/regression.txt\n"), nf, ns, dir, dir);
    }
    else
        printf(_("nothing found; %s/findings.jsonl is empty\n"), dir);
    int status = r.nfind ? 1 : 0;
    hd_hunt_result_free(&r);
    hd_peer_stop(pc.p);
    return status;
}
