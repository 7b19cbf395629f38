/* scenes_ui.c: scene files in the window (see scenes_ui.h). */
#include "scenes_ui.h"
#include "i18n.h"

#include <stdio.h>
#include <string.h>

#include "assets.h"
#include "lang.h"
#include "langfiles.h"
#include "outdir.h"
#include "peer_ui.h"
#include "raytool.h"
#include "scenefile.h"

static struct {
    char dir[1024];
    char **names;
    int count;
    int index; /* the open scene in names, or -1 */
    bool open; /* a scene is on screen, unchanged */
    hd_scenefile sf;
    hd_shape_buf base; /* what the scene set, to notice a change */
    hd_cursor_tpl cursor;
    char line[1400];
    /* where the description's words in other languages are looked up
     * (WORDS_DIR/CODE.desc: langfiles.h), the name shown, and the
     * language they were read in (hd_ctx.lang_gen) */
    char words_dir[1024], words_name[300], shown[300];
    bool peer_on;
    unsigned lang_gen;
} S;

/* The directory of path ("." if it has none). */
static void dir_of(const char *path, char *out, size_t n)
{
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(out, n, ".");
    else snprintf(out, n, "%.*s", (int)(slash - path), path);
}

static void load_list(const char *dir)
{
    hd_scenefile_list_free(S.names, S.count);
    S.names = NULL;
    S.count = 0;
    snprintf(S.dir, sizeof S.dir, "%s", dir);
    char err[600];
    int n = hd_scenefile_list(dir, &S.names, err, sizeof err);
    S.count = n > 0 ? n : 0;
}

/* The scene line's expected ray answer. */
static void ray_line(const hd_scenefile *sf)
{
    size_t at = strlen(S.line);
    char t[40];
    hd_format_double(sf->ray_t, t, sizeof t);
    if (at + 2 >= sizeof S.line) return;
    at -= 1; /* before the closing parenthesis */
    if (sf->expect_ray_hit) snprintf(S.line + at, sizeof S.line - at, _("; ray: hit at t = %s)"), t);
    else snprintf(S.line + at, sizeof S.line - at, "%s", _("; ray: clear)"));
}

/* A scene that names a peer turns the overlay on with it, if it is there
 * (built in or given with --peer: a scene names a peer, never carries a
 * command); else the message says how to give it. Its expected peer
 * answer goes in the scene line. */
static void peer_line(const hd_scenefile *sf)
{
    if (!sf->has_peer) return;
    bool on = S.peer_on;
    size_t at = strlen(S.line);
    if (at < 2 || at + 2 >= sizeof S.line) return;
    at -= 1; /* before the closing parenthesis */
    if (sf->has_expect_peer)
        /* TRANSLATORS: appended inside the scene bar's "(expected: ...)": the peer's name, its
           expected answer (collide / clear) and ", not running" or nothing */
        snprintf(S.line + at, sizeof S.line - at, _("; %s: %s%s)"), sf->peer,
                 sf->expect_peer_collide ? _("collide") : _("clear"), on ? "" : _(", not running"));
    else if (!on) snprintf(S.line + at, sizeof S.line - at, _("; %s: not running)"), sf->peer);
}

/* The description bar's line: the description in the current language
 * (English where it has none), the scene's pinned answers. */
static void make_line(void)
{
    const hd_scenefile *sf = &S.sf;
    static char words[HD_SCENEFILE_DESC_MAX + 1];
    const char *desc = sf->description;
    if (S.words_name[0] &&
        hd_scene_desc_lookup(S.words_dir, hd_lang_code(hd_lang_current()), S.words_name, words, sizeof words))
        desc = words;
    const char *name = S.shown;
    if (sf->no_hits)
        snprintf(S.line, sizeof S.line, _("scene %s: %s   (expected: %s)"), name, desc,
                 sf->expect_collide ? _("collide") : _("clear"));
    else
        snprintf(S.line, sizeof S.line,
                 ngettext("scene %s: %s   (expected: %s, %d hit point)", "scene %s: %s   (expected: %s, %d hit points)",
                          sf->hits),
                 name, desc, sf->expect_collide ? _("collide") : _("clear"), sf->hits);
    if (sf->has_ray) ray_line(sf);
    peer_line(sf);
}

/* The scene file at path: its folder and name, where its words are. */
static void words_of(const char *path)
{
    dir_of(path, S.words_dir, sizeof S.words_dir);
    const char *base = strrchr(path, '/');
    const char *name = base ? base + 1 : path;
    size_t n = strlen(name);
    if (n >= sizeof S.words_name) n = 0; /* a name that long has no words file line: English */
    memcpy(S.words_name, name, n);
    S.words_name[n] = '\0';
}

/* A scene with a ray is about the ray: its hit point, else its middle. */
static hd_vec2 ray_focus(const hd_ctx *a, const hd_scenefile *sf)
{
    hd_shape b = hd_scene_base(&a->scene);
    hd_ray_hit h = hd_raycast(&b, sf->ray_p, sf->ray_d);
    if (h.hit) return h.point;
    return (hd_vec2){sf->ray_p.x + sf->ray_d.x / 2, sf->ray_p.y + sf->ray_d.y / 2};
}

/* Shows sf: base, cursor, the exact logical mouse at the window's centre. */
static void apply(hd_ctx *a, const hd_scenefile *sf, const char *name)
{
    if (&S.sf != sf) S.sf = *sf;
    sf = &S.sf;
    hd_shape sfb = hd_shape_of(&sf->base);
    hd_scene_set_base(&a->scene, &sfb);
    hd_scene_set_cursor(&a->scene, &sf->cursor);
    double z = sf->has_zoom ? sf->zoom : 1.0;
    hd_ctx_set_view(a, z, a->origin);
    hd_ctx_place_cursor(a, sf->mouse);
    /* Centre the window on what the scene is about: the contact (the first
     * hit point), else the gap (between the closest points), else the
     * mouse. */
    hd_ctx_update(a);
    hd_vec2 f = sf->mouse;
    if (a->scene.hit_count > 0) f = a->scene.hits[0];
    else if (a->scene.dist.has_closest)
        f = (hd_vec2){(a->scene.dist.pa.x + a->scene.dist.pb.x) / 2, (a->scene.dist.pa.y + a->scene.dist.pb.y) / 2};
    hd_raytool_scene(a, sf->has_ray, sf->ray_p, sf->ray_d);
    if (sf->has_ray) f = ray_focus(a, sf);
    hd_ctx_set_view(a, z, (hd_vec2){f.x - a->view.win_w / 2.0 / z, f.y - a->view.win_h / 2.0 / z});
    hd_ctx_place_cursor(a, sf->mouse);
    hd_ctx_set_motion(a, sf->has_move, sf->move, sf->frames);
    S.base = a->scene.base;
    S.cursor = sf->cursor;
    S.open = true;
    snprintf(S.shown, sizeof S.shown, "%s", name);
    S.peer_on = sf->has_peer && hd_peer_ui_show(a, sf->peer, "scene");
    S.lang_gen = a->lang_gen;
    make_line();
    hd_ctx_dirty(a);
}

static void open_index(hd_ctx *a, int i)
{
    if (S.count == 0) {
        hd_ctx_message(a, _("no scene files in %s"), S.dir);
        return;
    }
    i = ((i % S.count) + S.count) % S.count;
    char path[2200], err[700];
    snprintf(path, sizeof path, "%s/%s", S.dir, S.names[i]);
    static hd_scenefile sf; /* large: holds shapes */
    if (!hd_scenefile_load(path, &sf, err, sizeof err)) {
        hd_ctx_message(a, "%s", err);
        S.index = i;
        return;
    }
    S.index = i;
    words_of(path);
    char name[300];
    snprintf(name, sizeof name, "%d/%d %s", i + 1, S.count, S.names[i]);
    apply(a, &sf, name);
}

void hd_scenes_ui_init(hd_ctx *a)
{
    S.index = -1;
    const hd_options *o = a->opt;
    if (o->scene) {
        char dir[1024];
        dir_of(o->scene, dir, sizeof dir);
        load_list(dir);
        const char *base = strrchr(o->scene, '/');
        base = base ? base + 1 : o->scene;
        for (int i = 0; i < S.count; i++)
            if (!strcmp(S.names[i], base)) S.index = i;
        static hd_scenefile sf;
        char err[700];
        /* The options loaded it already; --base, --cursor and --zoom given
         * beside --scene win, as they do there. */
        if (hd_scenefile_load(o->scene, &sf, err, sizeof err)) {
            words_of(o->scene);
            if (o->has_base && o->base_fixed) sf.base = o->base;
            if (o->has_cursor) sf.cursor = o->cursor;
            sf.has_zoom = true;
            sf.zoom = o->zoom;
            apply(a, &sf, base);
        }
    } else {
        char dir[1024];
        snprintf(dir, sizeof dir, "%s/scenes", hd_asset_dir());
        load_list(dir);
    }
}

void hd_scenes_ui_open(hd_ctx *a, const hd_scenefile *sf, const char *name)
{
    words_of(name); /* a script's scene line names the file */
    apply(a, sf, name);
}

void hd_scenes_ui_shutdown(void)
{
    hd_scenefile_list_free(S.names, S.count);
    S.names = NULL;
    S.count = 0;
}

/* Ctrl+S: the first free hitdemo-scene-NNN.scene. */
static void save(hd_ctx *a)
{
    hd_ctx_update(a);
    const char *why;
    if (!hd_ctx_cursor_shown(a, &why)) {
        hd_ctx_message(a, _("nothing to save: %s"), why);
        return;
    }
    static hd_scenefile sf;
    memset(&sf, 0, sizeof sf);
    char pair[64];
    hd_scene_pair(&a->scene, pair, sizeof pair);
    /* A scene still on screen (its base and cursor) keeps its description;
     * if the cursor was moved from the scene's place, the description says so. */
    if (hd_scenes_ui_line(a)) {
        bool moved = a->scene.mouse.x != S.sf.mouse.x || a->scene.mouse.y != S.sf.mouse.y;
        const char *tail = moved ? " (the cursor moved in the window)" : "";
        int room = (int)(sizeof sf.description - 1 - strlen(tail));
        snprintf(sf.description, sizeof sf.description, "%.*s%s", room, S.sf.description, tail);
    } else {
        snprintf(sf.description, sizeof sf.description, "%s, saved from the window", pair);
    }
    sf.base = a->scene.base;
    sf.cursor = a->scene.cursors[a->scene.cursor_index];
    sf.mouse = a->scene.mouse;
    sf.expect_collide = a->scene.collide;
    sf.hits = a->scene.hit_count;
    sf.has_zoom = true;
    sf.zoom = a->zoom;
    hd_ray_hit rh;
    if (hd_raytool_cast(a, &sf.ray_p, &sf.ray_d, &rh)) { /* the ray tool's ray and its answer */
        sf.has_ray = true;
        sf.expect_ray_hit = rh.hit;
        sf.ray_t = rh.t;
    }
    /* the peer on screen, and its answer when it has one */
    const char *peer = hd_peer_ui_selected();
    if (peer && strlen(peer) < sizeof sf.peer) {
        sf.has_peer = true;
        snprintf(sf.peer, sizeof sf.peer, "%s", peer);
        hd_peer_state st = a->headless ? hd_peer_ui_answer(a) : hd_peers_pair(); /* a window does not wait */
        sf.has_expect_peer = st == HD_PEER_HIT || st == HD_PEER_CLEAR;
        sf.expect_peer_collide = st == HD_PEER_HIT;
    }
    static char text[HD_SCENEFILE_MAX_BYTES];
    int len = hd_scenefile_write(&sf, text, sizeof text);
    if (len < 0 || len >= (int)sizeof text) {
        hd_ctx_message(a, "%s", _("cannot save: the scene is too large for a scene file"));
        return;
    }
    static int seq;
    char path[HD_OUTDIR_PATH], err[HD_OUTDIR_PATH + 200];
    FILE *f = hd_outdir_create("hitdemo-scene", "scene", &seq, path, sizeof path, err, sizeof err);
    bool ok = f && fwrite(text, 1, (size_t)len, f) == (size_t)len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) {
        if (f) {
            remove(path);
            snprintf(err, sizeof err, _("cannot write %s"), path);
        }
        hd_ctx_message(a, _("scene not saved: %s"), err);
        if (a->headless) fprintf(stderr, "hitdemo: %s\n", a->message);
        return;
    }
    hd_ctx_message(a, _("scene saved: %s"), path);
    if (a->headless) printf("%s\n", a->message); /* in a window the message prints itself */
    hd_ctx_offer_file(a, path, "text/plain"); /* the page downloads it */
    fflush(stdout);
}

bool hd_scenes_ui_key_next(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    open_index(a, S.index < 0 ? 0 : S.index + 1);
    return true;
}

bool hd_scenes_ui_key_prev(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    open_index(a, S.index < 0 ? -1 : S.index - 1);
    return true;
}

bool hd_scenes_ui_key_save(hd_ctx *a, const SDL_KeyboardEvent *k)
{
    (void)k;
    save(a);
    return true;
}

const char *hd_scenes_ui_line(const hd_ctx *a)
{
    if (!S.open) return NULL;
    if (a->lang_gen != S.lang_gen) {
        /* the language changed: the description in the new one */
        S.lang_gen = a->lang_gen;
        make_line();
    }
    /* Once the base or the cursor changes it is no longer the scene. */
    const hd_cursor_tpl *t = &a->scene.cursors[a->scene.cursor_index];
    hd_shape b = hd_scene_base(&a->scene), sb = hd_shape_of(&S.base);
    bool same_base = hd_shape_equal(&b, &sb);
    if (!same_base || t->kind != S.cursor.kind ||
        memcmp(t, &S.cursor, sizeof *t) != 0)
        return NULL;
    return S.line;
}
