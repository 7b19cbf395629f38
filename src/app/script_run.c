/* script_run.c: QA scripts turned into real SDL events (see script_run.h). */
#include "script_run.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct script_key {
    SDL_Keycode sym;
    SDL_Scancode scan;
} script_key;

static struct {
    const hd_script *script;
    script_key *keys; /* per command, the resolved key */
    int pos;
    bool waiting;
    Uint32 wait_until;
    Uint32 buttons; /* SDL_BUTTON() mask of the buttons a script holds down */
} R;

static bool resolve_key(const char *name, script_key *out)
{
    static const struct {
        const char *alias, *sdl;
    } aliases[] = {{"plus", "+"}, {"minus", "-"}, {"equals", "="}, {"esc", "Escape"},
                   {"space", "Space"}, {"enter", "Return"}};
    const char *n = name;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (SDL_strcasecmp(name, aliases[i].alias) == 0) n = aliases[i].sdl;
    SDL_Keycode k = SDL_GetKeyFromName(n);
    if (k == SDLK_UNKNOWN) return false;
    SDL_Scancode sc = SDL_GetScancodeFromName(n);
    if (sc == SDL_SCANCODE_UNKNOWN) sc = SDL_GetScancodeFromKey(k);
    out->sym = k;
    out->scan = sc;
    return true;
}

int hd_script_run_init(const hd_script *s)
{
    R.script = s;
    R.pos = 0;
    R.buttons = 0;
    R.waiting = false;
    if (!s || s->count == 0) return HD_EXIT_OK;
    R.keys = calloc((size_t)s->count, sizeof *R.keys);
    if (!R.keys) return HD_EXIT_RUNTIME;
    for (int i = 0; i < s->count; i++) {
        const hd_script_cmd *c = &s->cmds[i];
        if (c->op == HD_SC_KEY && !resolve_key(c->text, &R.keys[i])) {
            fprintf(stderr, "hitdemo: %s:%d: unknown key name '%s' (SDL key names such as Tab, "
                            "F12, 3, h, Escape; or plus, minus)\n",
                    s->path, c->line, c->text);
            return HD_EXIT_USAGE;
        }
    }
    return HD_EXIT_OK;
}

void hd_script_run_shutdown(void)
{
    free(R.keys);
    R.keys = NULL;
    R.script = NULL;
}

bool hd_script_run_left(void)
{
    return R.script && R.pos < R.script->count;
}

bool hd_script_run_waiting(int *timeout_ms)
{
    if (!R.waiting) return false;
    Uint32 now = SDL_GetTicks();
    if (SDL_TICKS_PASSED(now, R.wait_until)) {
        R.waiting = false;
        return false;
    }
    *timeout_ms = (int)(R.wait_until - now);
    return true;
}

static void push_key(const hd_app *a, const script_key *k, int mods)
{
    Uint16 m = KMOD_NONE;
    if (mods & HD_MOD_SHIFT) m |= KMOD_LSHIFT;
    if (mods & HD_MOD_CTRL) m |= KMOD_LCTRL;
    if (mods & HD_MOD_ALT) m |= KMOD_LALT;
    for (int down = 1; down >= 0; down--) {
        SDL_Event e;
        SDL_zero(e);
        e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        e.key.windowID = a->win_id;
        e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.key.keysym.sym = k->sym;
        e.key.keysym.scancode = k->scan;
        e.key.keysym.mod = m;
        SDL_PushEvent(&e);
    }
}

/* down / up / click: a motion to X Y (carrying the buttons held), then the
 * press and/or release there, as real SDL events with the window's id. */
static void push_button(const hd_app *a, const hd_script_cmd *c)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = a->win_id;
    e.motion.x = c->a;
    e.motion.y = c->b;
    e.motion.state = R.buttons;
    SDL_PushEvent(&e);
    for (int down = 1; down >= 0; down--) {
        if ((down && c->op == HD_SC_UP) || (!down && c->op == HD_SC_DOWN)) continue;
        SDL_zero(e);
        e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
        e.button.windowID = a->win_id;
        e.button.button = (Uint8)c->button;
        e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = (Uint8)c->clicks;
        e.button.x = c->a;
        e.button.y = c->b;
        if (down) R.buttons |= SDL_BUTTON(c->button);
        else R.buttons &= ~SDL_BUTTON(c->button);
        SDL_PushEvent(&e);
    }
}

void hd_script_run_step(hd_app *a)
{
    const hd_script_cmd *c = &R.script->cmds[R.pos];
    const char *name = R.script->path;
    R.pos++;
    SDL_Event e;
    SDL_zero(e);
    switch (c->op) {
    case HD_SC_MOVE:
        e.type = SDL_MOUSEMOTION;
        e.motion.windowID = a->win_id;
        e.motion.x = c->a;
        e.motion.y = c->b;
        e.motion.xrel = a->mouse_known ? c->a - (int)lround(a->mouse_wx) : 0;
        e.motion.yrel = a->mouse_known ? c->b - (int)lround(a->mouse_wy) : 0;
        e.motion.state = R.buttons; /* a drag: the buttons held by down */
        SDL_PushEvent(&e);
        break;
    case HD_SC_DOWN:
    case HD_SC_UP:
    case HD_SC_CLICK: push_button(a, c); break;
    case HD_SC_KEY: push_key(a, &R.keys[R.pos - 1], c->mods); break;
    case HD_SC_WHEEL:
        e.type = SDL_MOUSEWHEEL;
        e.wheel.windowID = a->win_id;
        e.wheel.y = c->a;
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
#if SDL_VERSION_ATLEAST(2, 0, 18)
        e.wheel.preciseY = (float)c->a;
#endif
        SDL_PushEvent(&e);
        break;
    case HD_SC_RESIZE:
        SDL_SetWindowSize(a->win, c->a, c->b);
        /* Some video drivers resize later (or not at all when the size is
         * unchanged); the handler re-reads the real sizes either way. */
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = a->win_id;
        e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
        e.window.data1 = c->a;
        e.window.data2 = c->b;
        SDL_PushEvent(&e);
        break;
    case HD_SC_WAIT:
        R.waiting = true;
        R.wait_until = SDL_GetTicks() + (Uint32)c->a;
        break;
    case HD_SC_SCREENSHOT:
        if (hd_app_save_png(a, c->text)) {
            printf("screenshot: %s (%dx%d)\n", c->text, a->view.draw_w, a->view.draw_h);
            fflush(stdout);
        } else {
            fprintf(stderr, "%s:%d: screenshot failed\n", name, c->line);
            a->status = HD_EXIT_RUNTIME;
            a->quit = true;
        }
        break;
    case HD_SC_EXPECT:
        hd_app_update(a);
        if (a->scene.collide != c->collide) {
            char st[1024];
            hd_app_report_state(a, st, sizeof st);
            fprintf(stderr, "%s:%d: expect %s failed: the shapes %s; %s\n", name, c->line,
                    c->collide ? "collide" : "clear", a->scene.collide ? "collide" : "do not collide", st);
            a->status = HD_EXIT_EXPECT;
            a->quit = true;
        }
        break;
    }
}
