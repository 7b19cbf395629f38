/*
 * hunt_out.c: what `hitdemo --hunt` writes (hunt_out.h): findings.jsonl,
 * one scene file per finding (the formats layer's writer, with the peer
 * named and its answer pinned), regression.txt. No SDL.
 */
#define _POSIX_C_SOURCE 200809L
#include "hunt_out.h"
#include "i18n.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <hitdemo/spec.h>

#include <math.h>

#include "cursor_spec.h"
#include "scene.h"
#include "scenefile.h"
#include "view.h"

/* A zoom (a power of two within the window's range) at which the pair
 * spans some 400 pixels: the smaller shape at least an eighth of that. */
static double zoom_for(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 lo[2], hi[2];
    hd_shape_bounds(a, &lo[0], &hi[0]);
    hd_shape_bounds(b, &lo[1], &hi[1]);
    double ea = fmax(hi[0].x - lo[0].x, hi[0].y - lo[0].y), eb = fmax(hi[1].x - lo[1].x, hi[1].y - lo[1].y);
    double eu = fmax(fmax(hi[0].x, hi[1].x) - fmin(lo[0].x, lo[1].x), fmax(hi[0].y, hi[1].y) - fmin(lo[0].y, lo[1].y));
    double small = fmin(ea, eb) > 0 ? fmin(ea, eb) : fmax(ea, eb);
    double extent = small > 0 ? fmin(eu, 8 * small) : eu;
    if (!(extent > 0) || !isfinite(extent)) return 8;
    double z = exp2(floor(log2(400 / extent)));
    return fmin(HD_ZOOM_MAX, fmax(HD_ZOOM_MIN, z));
}

/* Makes dir and its parents. */
static bool make_dirs(const char *dir, char *err, size_t errlen)
{
    char p[4200];
    if (snprintf(p, sizeof p, "%s", dir) >= (int)sizeof p) {
        snprintf(err, errlen, _("%s: name too long"), dir);
        return false;
    }
    for (char *s = p + 1;; s++) {
        if (*s == '/' || *s == '\0') {
            char c = *s;
            *s = '\0';
            if (mkdir(p, 0777) != 0 && errno != EEXIST) {
                snprintf(err, errlen, _("cannot make the folder %s: %s"), p, strerror(errno));
                return false;
            }
            *s = c;
            if (!c) break;
        }
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, _("%s is not a folder"), dir);
        return false;
    }
    return true;
}

/* The scene files of an earlier hunt in dir (finding-*.scene) go, so the
 * folder holds this hunt's. */
static void remove_old(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (strncmp(e->d_name, "finding-", 8) || l < 14 || strcmp(e->d_name + l - 6, ".scene")) continue;
        char p[4400];
        if (snprintf(p, sizeof p, "%s/%s", dir, e->d_name) < (int)sizeof p) unlink(p);
    }
    closedir(d);
}

static void spec_of(const hd_hunt_shape *s, char *buf, size_t n) { hd_hunt_format(s, buf, n); }

/* One finding as a scene: base A and cursor B (or, where B cannot be a
 * cursor, base B and cursor A, the peer asked again in that order).
 * 1 written, 0 no scene (why says why), -1 the peer failed (why). */
static int write_scene(const char *dir, int idx, const char *peer, const hd_hunt_finding *f, hd_hunt_ask_fn ask,
                        void *ctx, char *path, size_t pathlen, char *why, size_t whylen)
{
    static hd_scenefile sf;
    static hd_scene sc;
    static char text[HD_SCENEFILE_MAX_BYTES];
    hd_shape a, b;
    hd_vec2 va[HD_HUNT_POLY_MAX], vb[HD_HUNT_POLY_MAX];
    hd_hunt_build(&f->c.a, &a, va);
    hd_hunt_build(&f->c.b, &b, vb);
    memset(&sf, 0, sizeof sf);
    char e1[300], e2[300];
    int peer_answer = f->peer;
    const hd_shape *base = &a;
    if (!hd_cursor_from_shape(&b, &sf.cursor, &sf.mouse, e1, sizeof e1)) {
        if (!hd_cursor_from_shape(&a, &sf.cursor, &sf.mouse, e2, sizeof e2)) {
            bool sectors = (a.kind == HD_ARC || a.kind == HD_WEDGE) && (b.kind == HD_ARC || b.kind == HD_WEDGE);
            if (sectors) snprintf(why, whylen, _("two sectors (the window's cursor is never an arc or a wedge)"));
            else snprintf(why, whylen, _("neither shape can be the window's cursor (%.200s; %.200s)"), e1, e2);
            return 0;
        }
        base = &b;
        char sa[1400], sb[1400], req[2900];
        spec_of(&f->c.b, sa, sizeof sa);
        spec_of(&f->c.a, sb, sizeof sb);
        snprintf(req, sizeof req, "%s %s", sa, sb);
        const char *r[1] = {req};
        signed char ans;
        if (!ask(ctx, r, 1, &ans, why, whylen)) return -1;
        if (ans < 0) {
            snprintf(why, whylen, _("the peer does not answer the pair in the window's order (%.200s)"), req);
            return 0;
        }
        peer_answer = ans;
    }
    hd_shape_buf_set(&sf.base, base);
    snprintf(sf.description, sizeof sf.description,
             "hunt: %s says %s where hitdemo says %s (%s): %s, found by the family %s", peer,
             f->peer ? "collide" : "clear", f->collide ? "collide" : "clear", hd_relation_name(f->rel),
             hd_hunt_class_name(f->cls), f->c.family);
    sf.has_zoom = true;
    sf.zoom = zoom_for(&a, &b);
    hd_scenefile_apply(&sf, &sc);
    sf.expect_collide = sc.collide;
    sf.hits = sc.hit_count;
    sf.has_peer = true;
    snprintf(sf.peer, sizeof sf.peer, "%s", peer);
    sf.has_expect_peer = true;
    sf.expect_peer_collide = peer_answer == 1;
    int len = hd_scenefile_write(&sf, text, sizeof text);
    if (len < 0 || len >= (int)sizeof text) {
        snprintf(why, whylen, _("scene text too long"));
        return 0;
    }
    /* it must read back (the window and --verify-scenes read it) */
    static hd_scenefile back;
    char perr[600];
    if (!hd_scenefile_parse(text, (size_t)len, "scene", &back, perr, sizeof perr)) {
        snprintf(why, whylen, _("the scene does not read back: %.400s"), perr);
        return 0;
    }
    snprintf(path, pathlen, "%s/finding-%03d-%s-%s-%s.scene", dir, idx, hd_kind_name(f->c.a.kind),
             hd_kind_name(f->c.b.kind), hd_hunt_class_name(f->cls));
    FILE *o = fopen(path, "w");
    if (!o) {
        snprintf(why, whylen, _("cannot write %.300s: %.100s"), path, strerror(errno));
        return 0;
    }
    fprintf(o, "# written by hitdemo --hunt; hitdemo --scene %s\n", strrchr(path, '/') + 1);
    bool ok = fwrite(text, 1, (size_t)len, o) == (size_t)len;
    ok = fclose(o) == 0 && ok;
    if (!ok) snprintf(why, whylen, _("cannot write %.300s"), path);
    return ok;
}

int hd_hunt_write(const char *dir, const char *peer, const char *command, const hd_hunt_result *r,
                  hd_hunt_ask_fn ask, void *ctx, FILE *msg, char *err, size_t errlen)
{
    if (!make_dirs(dir, err, errlen)) return -1;
    remove_old(dir);
    char path[4400];
    snprintf(path, sizeof path, "%s/findings.jsonl", dir);
    FILE *fj = fopen(path, "w");
    snprintf(path, sizeof path, "%s/regression.txt", dir);
    FILE *fr = fopen(path, "w");
    if (!fj || !fr) {
        snprintf(err, errlen, _("cannot write in %s: %s"), dir, strerror(errno));
        if (fj) fclose(fj);
        if (fr) fclose(fr);
        return -1;
    }
    fprintf(fr, "# %s\n# the cases %s gets wrong, as --check-batch lines (hitdemo --check-batch regression.txt);\n"
                "# each comment gives hitdemo's exact answer and what %s said\n",
            command, peer, peer);
    int scenes = 0;
    for (int i = 0; i < r->nfind; i++) {
        const hd_hunt_finding *f = &r->find[i];
        char sa[1400], sb[1400];
        spec_of(&f->c.a, sa, sizeof sa);
        spec_of(&f->c.b, sb, sizeof sb);
        fprintf(fj,
                "{\"a\":\"%s\",\"b\":\"%s\",\"collide\":%s,\"peer\":%s,\"relation\":\"%s\",\"class\":\"%s\","
                "\"family\":\"%s\"}\n",
                sa, sb, f->collide ? "true" : "false", f->peer ? "true" : "false", hd_relation_name(f->rel),
                hd_hunt_class_name(f->cls), f->c.family);
        fprintf(fr, "# %s/%s %s: collide %s, %s; %s said %s (family %s)\n%s %s\n", hd_kind_name(f->c.a.kind),
                hd_kind_name(f->c.b.kind), hd_hunt_class_name(f->cls), f->collide ? "true" : "false",
                hd_relation_name(f->rel), peer, f->peer ? "collide" : "clear", f->c.family, sa, sb);
        char sp[4400], why[1200];
        int w = write_scene(dir, i + 1, peer, f, ask, ctx, sp, sizeof sp, why, sizeof why);
        if (w > 0) scenes++;
        else if (w < 0) {
            snprintf(err, errlen, "%s", why);
            fclose(fj);
            fclose(fr);
            return -2;
        } else if (msg) fprintf(msg, _("hitdemo: --hunt: no scene for %s %s: %s\n"), sa, sb, why);
    }
    bool ok = !ferror(fj) && !ferror(fr);
    ok = (fclose(fj) == 0) && ok;
    ok = (fclose(fr) == 0) && ok;
    if (!ok) {
        snprintf(err, errlen, _("cannot write in %s"), dir);
        return -1;
    }
    return scenes;
}
