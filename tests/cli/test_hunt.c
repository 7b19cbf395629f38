/* test_hunt.c: the hunt's core (src/cli/hunt.h) against planted bugs in
 * this process (tests/cli/peers/buggy.c): each bug is found with its
 * class, in both argument orders, and shrunk to a case of small integers;
 * a correct peer gives nothing; the same seed and budget give the same
 * findings; the generator's cases are valid and cover the families. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hunt.h"
#include "peers/buggy.h"

#include "cli_check.h"

typedef struct peer {
    int bug;
    long asked;
} peer;

static bool ask(void *ctx, const char *const *req, size_t n, signed char *ans, char *err, size_t errlen)
{
    peer *p = ctx;
    for (size_t i = 0; i < n; i++) {
        int a = buggy_answer(p->bug, req[i]);
        if (a == -2) {
            snprintf(err, errlen, "cannot read %s", req[i]);
            return false;
        }
        ans[i] = (signed char)a;
    }
    p->asked += (long)n;
    return true;
}

static bool small_int(const hd_hunt_shape *s)
{
    for (int i = 0; i < s->n; i++)
        if (s->v[i] != floor(s->v[i]) || fabs(s->v[i]) > 1000) return false;
    return true;
}

static void print_finding(const hd_hunt_finding *f)
{
    char a[1400], b[1400];
    hd_hunt_format(&f->c.a, a, sizeof a);
    hd_hunt_format(&f->c.b, b, sizeof b);
    printf("  %s %s %s (%s) %s\n", a, b, hd_hunt_class_name(f->cls), hd_relation_name(f->rel), f->c.family);
}

static int run(const char *bug, const char *pairs, uint64_t budget, uint64_t seed, hd_hunt_result *r)
{
    hd_hunt_opts o;
    memset(&o, 0, sizeof o);
    o.seed = seed;
    o.max_cases = budget;
    char err[300];
    if (!hd_hunt_parse_pairs(pairs, o.pairs, err, sizeof err)) {
        printf("FAIL: %s\n", err);
        failures++;
        return 2;
    }
    peer p = {buggy_from_name(bug), 0};
    int rc = hd_hunt_run(&o, ask, &p, r, err, sizeof err);
    CHECK(rc == 0, "%s: run failed: %s", bug, err);
    printf("%s on %s: %llu cases, %d findings, %ld asked\n", bug, pairs ? pairs : "every pair",
           (unsigned long long)r->cases, r->nfind, p.asked);
    for (int i = 0; i < r->nfind; i++) print_finding(&r->find[i]);
    return rc;
}

/* A finding of class cls for the ordered pair ka/kb: any (*any), and one of
 * small integers (the return value). */
static bool found(const hd_hunt_result *r, hd_kind ka, hd_kind kb, hd_hunt_class cls, bool *any)
{
    bool si = false;
    *any = false;
    for (int i = 0; i < r->nfind; i++) {
        const hd_hunt_finding *f = &r->find[i];
        if (f->c.a.kind != ka || f->c.b.kind != kb || f->cls != cls) continue;
        *any = true;
        si = si || (small_int(&f->c.a) && small_int(&f->c.b));
    }
    return si;
}

static void expect(const char *bug, const char *pairs, hd_kind ka, hd_kind kb, hd_hunt_class cls)
{
    hd_hunt_result r;
    if (run(bug, pairs, 60000, 1, &r) != 0) return;
    for (int order = 0; order < 2; order++) {
        hd_kind x = order ? kb : ka, y = order ? ka : kb;
        bool any, si = found(&r, x, y, cls, &any);
        CHECK(any, "%s: no %s finding for %s/%s", bug, hd_hunt_class_name(cls), hd_kind_name(x), hd_kind_name(y));
        CHECK(si, "%s: the %s findings for %s/%s are not shrunk to small integers", bug, hd_hunt_class_name(cls),
              hd_kind_name(x), hd_kind_name(y));
    }
    /* the peer's own answers: each finding really is one */
    for (int i = 0; i < r.nfind; i++) {
        char a[1400], b[1400], line[2900];
        hd_hunt_format(&r.find[i].c.a, a, sizeof a);
        hd_hunt_format(&r.find[i].c.b, b, sizeof b);
        snprintf(line, sizeof line, "%s %s", a, b);
        int ans = buggy_answer(buggy_from_name(bug), line);
        CHECK(ans == (int)r.find[i].peer && (ans == 1) != r.find[i].collide, "%s: finding %s is no disagreement", bug,
              line);
    }
    hd_hunt_result_free(&r);
}

static void test_generator(void)
{
    /* every case of every pair is valid and formats to a spec that reads back the same */
    long total = 0, families[8] = {0};
    static const char *const fam[8] = {"tangent-", "ulp-out", "contain-", "equal", "shared-edge", "collinear-",
                                        "far-1e15", "random"};
    for (int i = 0; i < HD_KIND_COUNT; i++)
        for (int j = 0; j < HD_KIND_COUNT; j++) {
            hd_hunt_gen *g = hd_hunt_gen_new((hd_kind)i, (hd_kind)j, 7);
            CHECK(g && hd_hunt_gen_structured(g) > 0, "%s/%s: no structured cases", hd_kind_name(i), hd_kind_name(j));
            if (!g) continue;
            size_t n = hd_hunt_gen_structured(g);
            for (uint64_t k = 0; k < n + 64; k += 1 + k / 2000) {
                hd_hunt_case c;
                hd_hunt_gen_case(g, k, &c);
                CHECK(c.a.kind == (hd_kind)i && c.b.kind == (hd_kind)j, "case %llu of %s/%s has kinds %s/%s",
                      (unsigned long long)k, hd_kind_name(i), hd_kind_name(j), hd_kind_name(c.a.kind),
                      hd_kind_name(c.b.kind));
                char t[1400];
                hd_hunt_shape back;
                hd_hunt_format(&c.a, t, sizeof t);
                CHECK(hd_hunt_parse(t, &back) && !memcmp(back.v, c.a.v, sizeof(double) * (size_t)c.a.n),
                      "%s does not read back", t);
                for (int f = 0; f < 8; f++) families[f] += strstr(c.family, fam[f]) != NULL;
                total++;
            }
            hd_hunt_case c1, c2;
            hd_hunt_gen_case(g, n + 5, &c1);
            hd_hunt_gen_free(g);
            g = hd_hunt_gen_new((hd_kind)i, (hd_kind)j, 7);
            hd_hunt_gen_case(g, n + 5, &c2);
            CHECK(!memcmp(&c1.a, &c2.a, sizeof c1.a) && !memcmp(&c1.b, &c2.b, sizeof c1.b),
                  "random case not deterministic");
            hd_hunt_gen_free(g);
        }
    printf("generator: %ld cases sampled\n", total);
    for (int f = 0; f < 8; f++) CHECK(families[f] > 0, "no case of family %s", fam[f]);
}

static void test_judge(void)
{
    CHECK(hd_hunt_judge(true, HD_TOUCHING, 0) == HD_HUNT_MISSED_TOUCHING, "touching");
    CHECK(hd_hunt_judge(true, HD_A_CONTAINS_B, 0) == HD_HUNT_MISSED_CONTAINMENT, "contain a");
    CHECK(hd_hunt_judge(true, HD_B_CONTAINS_A, 0) == HD_HUNT_MISSED_CONTAINMENT, "contain b");
    CHECK(hd_hunt_judge(true, HD_OVERLAPPING, 0) == HD_HUNT_MISSED_OVERLAP, "overlap");
    CHECK(hd_hunt_judge(false, HD_APART, 1) == HD_HUNT_FALSE_HIT, "false hit");
    CHECK(hd_hunt_judge(false, HD_APART, -1) == HD_HUNT_AGREE, "a - is never a finding");
    CHECK(hd_hunt_judge(true, HD_TOUCHING, -1) == HD_HUNT_AGREE, "a - is never a finding");
    CHECK(hd_hunt_judge(true, HD_TOUCHING, 1) == HD_HUNT_AGREE, "agree");
}

static bool same(const hd_hunt_result *a, const hd_hunt_result *b)
{
    if (a->nfind != b->nfind || a->cases != b->cases) return false;
    for (int i = 0; i < a->nfind; i++)
        if (memcmp(&a->find[i].c, &b->find[i].c, sizeof a->find[i].c)) return false;
    return true;
}

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    if (!only || !strcmp(only, "judge")) test_judge();
    if (!only || !strcmp(only, "gen")) test_generator();
    if (!only || !strcmp(only, "bugs")) {
        expect("strict", "circle/circle", HD_CIRCLE, HD_CIRCLE, HD_HUNT_MISSED_TOUCHING);
        expect("strict", "rect/rect", HD_RECT, HD_RECT, HD_HUNT_MISSED_TOUCHING);
        expect("parallel", "line/line", HD_LINE, HD_LINE, HD_HUNT_MISSED_OVERLAP);
        expect("parallel", "line/line", HD_LINE, HD_LINE, HD_HUNT_MISSED_TOUCHING);
        expect("raycross", "point/polygon", HD_POINT, HD_POLYGON, HD_HUNT_MISSED_CONTAINMENT);
        expect("sat", "polygon/polygon", HD_POLYGON, HD_POLYGON, HD_HUNT_FALSE_HIT);
        expect("atan2", "point/wedge", HD_POINT, HD_WEDGE, HD_HUNT_MISSED_CONTAINMENT);
        expect("falsehit", "circle/rect", HD_CIRCLE, HD_RECT, HD_HUNT_FALSE_HIT);
    }
    if (!only || !strcmp(only, "correct")) {
        /* a correct peer: nothing, on every pair */
        hd_hunt_result r;
        if (run("correct", NULL, 400000, 3, &r) == 0) {
            CHECK(r.nfind == 0, "the correct peer gave %d findings", r.nfind);
            int np = 0;
            for (int i = 0; i < HD_KIND_COUNT; i++)
                for (int j = 0; j < HD_KIND_COUNT; j++) np += r.answered[i][j];
            CHECK(np == 64, "the correct peer answers %d pairs of 64", np);
            hd_hunt_result_free(&r);
        }
    }
    if (!only || !strcmp(only, "determinism")) {
        hd_hunt_result r1, r2, r3;
        run("falsehit", "circle/rect", 30000, 42, &r1);
        run("falsehit", "circle/rect", 30000, 42, &r2);
        CHECK(same(&r1, &r2), "same seed and budget, different findings");
        /* a '-' is never a finding: the sat peer answers no circle pair */
        run("sat", "circle/rect,circle/circle", 20000, 1, &r3);
        CHECK(r3.nfind == 0 && r3.cases == 0, "pairs answered with - gave %d findings, %llu cases", r3.nfind,
              (unsigned long long)r3.cases);
        hd_hunt_result_free(&r1);
        hd_hunt_result_free(&r2);
        hd_hunt_result_free(&r3);
    }
    printf("%s\n", failures ? "FAILED" : "all passed");
    return failures != 0;
}
