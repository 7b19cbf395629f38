#!/usr/bin/env python3
"""turn_base_test.py APP: Ctrl+[ and Ctrl+] and the turn handle turn the base.

A rect turned by 90 degrees is the polygon of its corners turned exactly;
four quarter turns give the corners back; Ctrl+Shift turns by 1 degree; an
arc turns its angles; a circle does not change. The verdict follows the
turned base: a point beside the rect's long side is clear before the turn
and on the turned polygon's edge after it."""
import os, subprocess, sys, tempfile

app = sys.argv[1]
env = dict(os.environ, SDL_VIDEODRIVER="dummy")
failed = 0


def run(args, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("".join(l + "\n" for l in lines))
        path = f.name
    try:
        out = subprocess.run([app, "--headless", "--window", "800,600"] + args + ["--script", path],
                             capture_output=True, text=True, env=env, timeout=60)
    finally:
        os.unlink(path)
    last = [l for l in out.stdout.splitlines() if l.startswith(("collide:", "clear:"))]
    if out.returncode != 0 or not last:
        return "exit %d: %s %s" % (out.returncode, out.stdout[-300:], out.stderr[-300:])
    return last[-1]


def check(name, got, *want):
    global failed
    bad = [w for w in want if w not in got]
    print("%s %s" % ("ok  " if not bad else "FAIL", name))
    if bad:
        print("   got:  %s\n   want: %s" % (got, bad))
        failed += 1


rect = ["--base", "rect:100,100,200,100", "--cursor", "point", "--mouse", "250,60"]
check("a point beside the rect is clear", run(rect, []), "clear: pair rect vs point (base rect:100,100,200,100,")
check("Ctrl+] turns the rect 90 degrees clockwise about its centre: its corners exactly",
      run(rect, ["key ctrl+]"] * 6),
      "collide: pair polygon vs point (base polygon:250,50,250,250,150,250,150,50,")
check("Ctrl+[ turns the other way", run(rect, ["key ctrl+["] * 6),
      "(base polygon:150,250,150,50,250,50,250,250,")
check("four quarter turns give the corners back", run(rect, ["key ctrl+]"] * 24),
      "(base rect:100,100,200,100,")
check("Ctrl+Shift turns by 1 degree; six up and six down give the rect back",
      run(rect, ["key ctrl+shift+]"] * 6 + ["key ctrl+shift+["] * 6), "(base rect:100,100,200,100,")
check("an arc turns its angles", run(["--base", "arc:400,300,50,100,0,90", "--cursor", "point", "--mouse", "10,10"],
                                     ["key ctrl+]"]), "(base arc:400,300,50,100,15,105,")
check("a circle looks the same turned", run(["--base", "circle:400,300,80", "--cursor", "point", "--mouse", "10,10"],
                                            ["key ctrl+]"]), "(base circle:400,300,80,")
# The turn handle, 28 points above the middle of the box: dragged a quarter
# turn about the centre (400,250), from straight above to straight right.
drag = ["--base", "rect:300,200,200,100", "--cursor", "point", "--mouse", "100,100"]
check("the turn handle dragged a quarter turn turns the rect exactly",
      run(drag, ["move 390 160", "down 400 172", "move 440 180", "move 470 220", "up 478 250"]),
      "(base polygon:450,150,450,350,350,350,350,150,")
check("dragged back to where it started, the rect is back",
      run(drag, ["down 400 172", "move 478 250", "move 420 175", "up 400 172"]), "(base rect:300,200,200,100,")
check("a press beside the handle is no turn (the base is dragged or nothing happens)",
      run(drag, ["down 440 172", "move 478 250", "up 478 250"]), "(base rect:300,200,200,100,")
sys.exit(1 if failed else 0)
