/*
 * test_feature_recorder: recorder.c with the context alone: R starts a
 * recording into the output folder (hitdemo-rec-NNN.txt); the events it
 * sees (it takes none) become script lines: move, key (not R or X),
 * text, wheel, resize, a zoom by the wheel as a `view`; X writes expect
 * lines for what is on screen; R again closes the file and offers it to
 * the page. Nothing is written while no recording runs.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "feature_ctx.h"
#include "keys.h"
#include "recorder.h"
#include "specedit.h"

static fx F;
static const char *OUT;

static bool see(SDL_Event e)
{
    return hd_recorder_event(&F.a, &e);
}

/* A key as the loop has it: the recorder sees it first, then the table. */
static void key(SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e = fx_keydown(sym, mod);
    FX_CHECK(!see(e), "the recorder took key %d", (int)sym);
    hd_keys_dispatch(&F.a, &e.key);
}

static bool has_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
        if (!strncmp(p, line, n) && (p[n] == '\n' || p[n] == '\0')) return true;
    return false;
}

/* The file a recording goes to, from R's message. */
static bool recording_path(char *path, size_t n)
{
    const char *m = F.a.message, *pre = "recording to ", *post = " (R stops)";
    size_t lp = strlen(pre), lm = strlen(m), lq = strlen(post);
    if (strncmp(m, pre, lp) != 0 || lm < lp + lq || strcmp(m + lm - lq, post) != 0) return false;
    snprintf(path, n, "%.*s", (int)(lm - lp - lq), m + lp);
    return true;
}

static void r_records_a_script(void)
{
    const char *args[] = {"--window", "800,600", "--base", "circle:400,300,50", "--cursor", "point",
                          "--mouse", "100,100", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    hd_ctx *a = &F.a;
    char path[1200], want[1300];
    /* not recording: nothing written, nothing taken */
    snprintf(path, sizeof path, "%s/hitdemo-rec-000.txt", OUT);
    FX_CHECK(!see(fx_motion(10, 10, 0)) && access(path, F_OK) != 0, "written before R");
    key(SDLK_r, 0);
    snprintf(want, sizeof want, "%s/hitdemo-rec-", OUT);
    FX_CHECK(recording_path(path, sizeof path) && strstr(path, want) == path, "message '%s'", a->message);
    FX_CHECK(access(path, F_OK) == 0, "no file %s", path);
    SDL_Event m = fx_motion(390, 300, 0);
    FX_CHECK(!see(m), "the recorder took a motion");
    hd_ctx_mouse(a, 390, 300);
    key(SDLK_d, 0);
    key(SDLK_x, 0); /* expect lines, not a key line */
    FX_CHECK(strstr(a->message, "expect lines recorded: collide") == a->message, "message '%s'", a->message);
    see(fx_wheel(2));
    SDL_SetModState(KMOD_LCTRL);
    see(fx_wheel(1));
    SDL_SetModState(KMOD_NONE);
    hd_ctx_set_view(a, 2, (hd_vec2){200, 150}); /* what nav makes of the Ctrl+wheel */
    SDL_Event r;
    SDL_zero(r);
    r.type = SDL_WINDOWEVENT;
    r.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    r.window.data1 = 640;
    r.window.data2 = 480;
    see(r);
    key(SDLK_e, 0);
    SDL_Event typed = fx_text("point"), esc = fx_keydown(SDLK_ESCAPE, 0);
    see(typed);
    hd_specedit_event(a, &typed);
    see(esc); /* the open field takes it (a key line: the replay's field takes it too) */
    hd_specedit_event(a, &esc);
    FX_CHECK(!hd_specedit_open(), "the field is still open");
    key(SDLK_r, 0);
    snprintf(want, sizeof want, "recording saved: %s (", path);
    FX_CHECK(strstr(a->message, want) == a->message, "message '%s'", a->message);
    FX_CHECK(a->req.offers == 1 && !strcmp(a->req.offer_path[0], path), "offers %d", a->req.offers);
    char *t = fx_slurp(path);
    FX_CHECK(t != NULL, "cannot read %s", path);
    if (t) {
        FX_CHECK(strstr(t, "# hitdemo recording (R).") == t, "no header:\n%s", t);
        FX_CHECK(has_line(t, "base circle:400,300,50"), "no base line:\n%s", t);
        FX_CHECK(has_line(t, "move 100 100"), "no start mouse:\n%s", t);
        FX_CHECK(has_line(t, "move 390 300"), "no move line:\n%s", t);
        FX_CHECK(has_line(t, "key D"), "no key line:\n%s", t);
        FX_CHECK(has_line(t, "expect collide") && has_line(t, "expect hits 0") && strstr(t, "\nexpect distance "),
                 "no expect lines:\n%s", t);
        FX_CHECK(has_line(t, "wheel 2"), "no wheel line:\n%s", t);
        FX_CHECK(has_line(t, "view 2 200 150"), "the Ctrl+wheel zoom not as a view:\n%s", t);
        FX_CHECK(has_line(t, "resize 640 480"), "no resize line:\n%s", t);
        FX_CHECK(has_line(t, "key E") && has_line(t, "text point") && has_line(t, "key Escape"), "no typed text:\n%s", t);
        FX_CHECK(!has_line(t, "key R") && !has_line(t, "key X"), "R or X recorded as keys:\n%s", t);
        const char *end = strstr(t, "# end of the recording\n");
        FX_CHECK(end && end[strlen("# end of the recording\n")] == '\0', "no end line:\n%s", t);
        free(t);
    }
    remove(path);
    /* after the stop: nothing more is written */
    see(fx_motion(1, 1, 0));
    FX_CHECK(access(path, F_OK) != 0, "written after the stop");
    fx_close(&F);
}

static void x_without_a_recording(void)
{
    const char *args[] = {"--window", "800,600", "--out-dir", OUT, NULL};
    if (!fx_open(&F, args)) { fx_failures++; return; }
    SDL_KeyboardEvent x = fx_key(SDLK_x, 0);
    FX_CHECK(hd_recorder_key_expect(&F.a, &x), "X not taken");
    FX_CHECK(strstr(F.a.message, "start one with R") != NULL, "message '%s'", F.a.message);
    /* a recording still running at the shutdown is kept */
    SDL_KeyboardEvent r = fx_key(SDLK_r, 0);
    hd_recorder_key_record(&F.a, &r);
    char path[1200] = "";
    FX_CHECK(recording_path(path, sizeof path), "message '%s'", F.a.message);
    fx_close(&F);
    char *t = fx_slurp(path);
    FX_CHECK(t && strstr(t, "# end of the recording\n"), "the shutdown did not end the file");
    free(t);
    remove(path);
}

int main(int argc, char **argv)
{
    OUT = argc > 1 ? argv[1] : ".";
    FX_RUN(r_records_a_script);
    FX_RUN(x_without_a_recording);
    return fx_failures ? 1 : 0;
}
