#!/usr/bin/env python3
"""scripts/check_layers.sh on small made-up source trees: what it reports
(every problem line, exactly) and its exit status.

Usage: layers_selftest.py SCRIPT
"""
import os
import subprocess
import sys
import tempfile

SCRIPT = None
FAILED = []

# A tree that keeps every rule, with an include of each kind the rules allow:
# the own folder, lower layers, <hitdemo/...>, SDL where allowed, and
# includes in comments (not includes).
CLEAN = {
    "include/hitdemo/pub.h": '#include "vec.h"\n',
    "include/hitdemo/vec.h": "#include <stdint.h>\n",
    "src/geom/core.c": '#include <hitdemo/pub.h>\n#include "core.h"\n',
    "src/geom/core.h": "#include <hitdemo/vec.h>\n",
    "src/naive/naive.c": '#include "naive.h"\n#include "core.h"\n',
    "src/naive/naive.h": "#include <hitdemo/pub.h>\n",
    "src/demo/model/scene.c": ('#include "scene.h"\n/* #include "loop.h"\n   #include <SDL.h> */\n'
                               '// #include <SDL.h>\n#include <math.h>\nconst char *s = "/* not a comment";\n'
                               '#include "naive.h"\n'),
    "src/demo/model/scene.h": '#include "core.h"\n',
    "src/demo/formats/opts.c": '#include "opts.h"\n#include "scene.h"\n',
    "src/demo/formats/opts.h": "",
    "src/cli/check.c": '#include "opts.h"\n#include "scene.h"\n#include <stdio.h>\n',
    "src/demo/draw/gfx.c": ('#include <SDL.h>\n#include <SDL2_gfxPrimitives.h>\n#include <SDL_ttf.h>\n'
                            '#include <SDL2/SDL_image.h>\n#include "gfx.h"\n'),
    "src/demo/draw/gfx.h": '#include "scene.h"\n',
    "src/demo/ctx/ctx.h": '#include <SDL.h>\n#include "gfx.h"\n',
    "src/demo/features/nav.c": '#include "nav.h"\n#include "ctx.h"\n#include <SDL_image.h>\n',
    "src/demo/features/nav.h": '#include "ctx.h"\n',
    "src/demo/features/drag.c": '#include "drag.h"\n#include "nav.h"\n',
    "src/demo/features/drag.h": "",
    "src/demo/features/leaf.h": "",
    "src/demo/shell/loop.c": ('#include "loop.h"\n#include "nav.h"\n#include "drag.h"\n#include "ctx.h"\n'
                              '#include "gfx.h"\n#include "opts.h"\n#include <SDL.h>\n'),
    "src/demo/shell/loop.h": "",
    "src/demo/shell/main.c": '#include "loop.h"\n#include "opts.h"\n#include "leaf.h"\n',
}


def make(files):
    root = tempfile.mkdtemp(prefix="layers_selftest.")
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    return root


def run(*args):
    p = subprocess.run(["sh", SCRIPT] + list(args), capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def check(name, files, want_rc, want_lines, want_summary=None):
    """Runs the script on a tree of files; the problem lines (all but the
    summary) must be want_lines, in order, and the exit status want_rc."""
    root = make(files)
    rc, out, err = run(root)
    lines = out.splitlines()
    got, summary = lines[:-1], lines[-1] if lines else ""
    ok = rc == want_rc and got == want_lines and err == ""
    if want_summary is not None and want_summary not in summary:
        ok = False
    if ok:
        print("ok   %s" % name)
    else:
        FAILED.append(name)
        print("FAIL %s: exit %d (want %d)\n--- got:\n%s--- stderr:\n%s--- want:\n%s" %
              (name, rc, want_rc, out, err, "".join(l + "\n" for l in want_lines)))
        if want_summary is not None:
            print("--- summary should contain: %s" % want_summary)
    subprocess.run(["rm", "-rf", root])


def tree(extra):
    files = dict(CLEAN)
    files.update(extra)
    return files


def main():
    global SCRIPT
    if len(sys.argv) != 2:
        sys.stderr.write("usage: layers_selftest.py SCRIPT\n")
        return 2
    SCRIPT = sys.argv[1]

    check("a clean tree", CLEAN, 0, [], "check_layers: %d files, " % len(CLEAN))

    check("an upward include", tree({
        "src/demo/model/scene.c": '#include "scene.h"\n\n#include "leaf.h"\n',
    }), 1, [
        'src/demo/model/scene.c:3: includes "leaf.h" = src/demo/features/leaf.h (features is above model)',
    ], "1 against the layer order")

    check("upward through a folder name and <hitdemo/...> is geom", tree({
        "src/demo/draw/gfx.h": '#include "features/leaf.h"\n#include <hitdemo/pub.h>\n',
    }), 1, [
        'src/demo/draw/gfx.h:1: includes "features/leaf.h" = src/demo/features/leaf.h (features is above draw)',
    ])

    check("cli and draw side by side", tree({
        "src/cli/check.c": '#include "gfx.h"\n',
        "src/demo/draw/gfx.c": '#include "gfx.h"\n#include "check.h"\n',
        "src/cli/check.h": "",
    }), 1, [
        'src/cli/check.c:1: includes "gfx.h" = src/demo/draw/gfx.h (draw and cli sit side by side: '
        'neither includes the other)',
        'src/demo/draw/gfx.c:2: includes "check.h" = src/cli/check.h (cli and draw sit side by side: '
        'neither includes the other)',
        'src/cli/check.c:1: include cycle of 2 modules: cli/check -> draw/gfx -> cli/check: '
        'src/cli/check.c:1 includes "gfx.h", src/demo/draw/gfx.c:2 includes "check.h"',
    ])

    # The built-in peers: beside cli (neither includes the other), no SDL,
    # and a C++ adapter's includes checked like a .c file's.
    check("peers beside cli, a .cpp adapter checked", tree({
        "src/peers/peer_main.c": '#include "peer_main.h"\n#include "check.h"\n',
        "src/peers/peer_main.h": "",
        "src/peers/peer_box2d.cpp": '#include "peer_main.h"\n#include <SDL.h>\n#include "leaf.h"\n',
        "src/cli/check.h": "",
    }), 1, [
        'src/peers/peer_box2d.cpp:2: includes <SDL.h> (peers includes no SDL header)',
        'src/peers/peer_box2d.cpp:3: includes "leaf.h" = src/demo/features/leaf.h (features is above peers)',
        'src/peers/peer_main.c:2: includes "check.h" = src/cli/check.h (cli and peers sit side by side: '
        'neither includes the other)',
    ])

    # Three modules of one layer: no layer problem, one cycle, reported once
    # from its smallest module, with each include that makes it.
    check("a cycle of 3 modules", tree({
        "src/demo/features/a.c": '#include "a.h"\n#include "b.h"\n',
        "src/demo/features/a.h": "",
        "src/demo/features/b.c": '#include "b.h"\n',
        "src/demo/features/b.h": '#include <stddef.h>\n#include "c.h"\n',
        "src/demo/features/c.c": '#include "c.h"\n\n\n#include "a.h"\n',
        "src/demo/features/c.h": "",
    }), 1, [
        'src/demo/features/a.c:2: include cycle of 3 modules: features/a -> features/b -> features/c -> '
        'features/a: src/demo/features/a.c:2 includes "b.h", src/demo/features/b.h:2 includes "c.h", '
        'src/demo/features/c.c:4 includes "a.h"',
    ], "0 against the layer order, 0 SDL includes, 1 include cycles among 3 modules")

    check("SDL in model", tree({
        "src/demo/model/scene.c": '#include "scene.h"\n#include <SDL.h>\n',
    }), 1, ["src/demo/model/scene.c:2: includes <SDL.h> (model includes no SDL header)"], "1 SDL includes")

    check("SDL where no SDL goes, SDL2_gfx and SDL2_ttf outside draw", tree({
        "src/geom/core.h": "#include <SDL2/SDL_rect.h>\n",
        "src/naive/naive.h": '#include "SDL.h"\n',
        "src/demo/formats/opts.h": "#include <SDL_image.h>\n",
        "src/cli/check.c": "#include <SDL2_gfxPrimitives.h>\n",
        "src/demo/features/drag.h": "#include <SDL2/SDL2_gfxPrimitives.h>\n#include <SDL2_rotozoom.h>\n",
        "src/demo/shell/loop.h": "#include <SDL_ttf.h>\n#include <SDL2/SDL.h>\n",
    }), 1, [
        "src/cli/check.c:1: includes <SDL2_gfxPrimitives.h> (cli includes no SDL header)",
        "src/demo/features/drag.h:1: includes <SDL2/SDL2_gfxPrimitives.h> (only draw includes SDL2_gfx)",
        "src/demo/features/drag.h:2: includes <SDL2_rotozoom.h> (only draw includes SDL2_gfx)",
        "src/demo/formats/opts.h:1: includes <SDL_image.h> (formats includes no SDL header)",
        "src/demo/shell/loop.h:1: includes <SDL_ttf.h> (only draw includes SDL2_ttf)",
        "src/geom/core.h:1: includes <SDL2/SDL_rect.h> (geom includes no SDL header)",
        'src/naive/naive.h:1: includes "SDL.h" (naive includes no SDL header)',
    ], "7 SDL includes")

    check("a header name in two folders, a missing header, a file in no layer", tree({
        "src/demo/model/opts.h": "",
        "src/demo/ctx/ctx.h": '#include "nothere.h"\n#include <hitdemo/nothere.h>\n',
        "src/app/old.c": '#include "drag.h"\n',
    }), 1, [
        "src/app/old.c:1: in no layer's folder (add its folder to LAYERS in scripts/check_layers.py)",
        "src/demo/formats/opts.h:1: header name opts.h is in 2 folders: src/demo/formats/opts.h, "
        "src/demo/model/opts.h (a quoted include of it depends on the search order; rename one)",
        'src/demo/ctx/ctx.h:1: includes "nothere.h": no such file in its folder or any layer\'s',
        "src/demo/ctx/ctx.h:2: includes <hitdemo/nothere.h>: no such file include/hitdemo/nothere.h",
    ], "4 other")

    # The own folder first: shell/loop.c's "util.h" is shell's (which makes
    # a cycle), not geom's, which comes first in the layers' order.
    check("the including file's folder comes first", tree({
        "src/geom/util.h": "",
        "src/demo/shell/util.h": '#include "loop.h"\n',
        "src/demo/shell/loop.c": '#include "loop.h"\n#include "util.h"\n',
    }), 1, [
        "src/demo/shell/util.h:1: header name util.h is in 2 folders: src/demo/shell/util.h, "
        "src/geom/util.h (a quoted include of it depends on the search order; rename one)",
        'src/demo/shell/loop.c:2: include cycle of 2 modules: shell/loop -> shell/util -> shell/loop: '
        'src/demo/shell/loop.c:2 includes "util.h", src/demo/shell/util.h:1 includes "loop.h"',
    ])

    # Colours written as numbers: each form once, outside the palette; the
    # palette itself, names, comments, other hex and the CLI are left alone.
    check("colours outside the palette", tree({
        "src/demo/draw/palette.h": "#define HD_COL_BG 0xff, 0xff, 0xff, 0xff\n",
        "src/demo/draw/gfx.c": ('#include "gfx.h"\nhd_rgba a = HD_RGBA(HD_COL_BG);\n'
                                '/* HD_RGBA(0xff, 0, 0, 0xff) */\nhd_rgba b = HD_RGBA(0x20, 0x20, 0x20, 0xff);\n'
                                'hd_rgba c = HD_RGBA( 0, 0, 0, 0);\nint m = 0xC0, t[] = {0x12, 0x34};\n'),
        "src/demo/features/drag.c": ('#include "drag.h"\n#define COL_HOT 0xff, 0xd4, 0x00, 0xff\n'
                                     'static const legend l[] = {{{0x6a, 0x68, 0x68, 0xa0}, "M"}};\n'
                                     'SDL_Color w = {255, 255, 255, 255};\n'),
        "src/demo/shell/loop.c": ('#include "loop.h"\nf((SDL_Color){HD_COL_BG});\n'
                                  'SDL_SetRenderDrawColor(r, 0, 0, 0, 255);\n'),
        "src/cli/check.c": "int c[] = {0xff, 0xff, 0xff};\n",
    }), 1, [
        "src/demo/draw/gfx.c:4: a colour written as numbers (name it in src/demo/draw/palette.h)",
        "src/demo/draw/gfx.c:5: a colour written as numbers (name it in src/demo/draw/palette.h)",
        "src/demo/features/drag.c:2: a colour written as numbers (name it in src/demo/draw/palette.h)",
        "src/demo/features/drag.c:3: a colour written as numbers (name it in src/demo/draw/palette.h)",
        "src/demo/features/drag.c:4: a colour written as numbers (name it in src/demo/draw/palette.h)",
        "src/demo/shell/loop.c:3: a colour written as numbers (name it in src/demo/draw/palette.h)",
    ], "6 other")

    root = make(CLEAN)
    for args, what in (([root, root], "two trees"), ([os.path.join(root, "src")], "no src/ folder"),
                       (["--bogus"], "an unknown option")):
        rc, out, err = run(*args)
        if rc == 2 and out == "" and "usage: scripts/check_layers.sh [ROOT]" in err:
            print("ok   usage error: %s" % what)
        else:
            FAILED.append("usage error: " + what)
            print("FAIL usage error: %s: exit %d, stdout %r, stderr %r" % (what, rc, out, err))
    subprocess.run(["rm", "-rf", root])

    if FAILED:
        print("%d failed: %s" % (len(FAILED), ", ".join(FAILED)))
        return 1
    print("all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
