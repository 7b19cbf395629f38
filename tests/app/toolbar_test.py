#!/usr/bin/env python3
"""toolbar_test.py HITDEMO SCRIPTS_DIR: the toolbar's buttons do what their keys do.

The buttons' boxes come from `report toolbar` (window points); each check
clicks a button's centre with a script's `click` line (a real SDL mouse
event with the window's id, as a person's click) and reads the outcome
back: the button states from `report toolbar`, expects, the message line.
Run at UI scale 1 and 2, where the row wraps onto more rows.
"""
import re
import subprocess
import sys
import tempfile

prog = sys.argv[1]
failures = 0


def run(args, lines):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    out = subprocess.run([prog, "--headless", "--toolbar", "--script", path] + args,
                         capture_output=True, text=True, timeout=60)
    return out


def buttons(text):
    """The last `report toolbar` in text: {label: (cx, cy, on)}; a button
    under a closed More is (None, None, on)."""
    last = text.rsplit("report toolbar\n", 1)[-1]
    got = {}
    for m in re.finditer(r"^button \d+: none (.*?)( \[on\])? key=\S+ \(More\)$", last, re.M):
        got[m.group(1)] = (None, None, bool(m.group(2)))
    for m in re.finditer(r"^button \d+: (-?\d+),(-?\d+),(-?\d+),(-?\d+) (.*?)( \[on\])? key=\S+( \(More\))?$", last, re.M):
        x0, y0, x1, y1 = (int(m.group(k)) for k in range(1, 5))
        got[m.group(5)] = ((x0 + x1) // 2, (y0 + y1) // 2, bool(m.group(6)))
    return got


def check(name, cond, detail=""):
    global failures
    if not cond:
        failures += 1
        print("FAIL %s %s" % (name, detail))
    else:
        print("ok   %s" % name)


for scale in ["1", "2"]:
    args = ["--window", "1280,720", "--ui-scale", scale, "--mouse", "900,500"]
    first = run(args, ["report toolbar"])
    b = buttons(first.stdout)
    check("scale %s: every button is there" % scale,
          all(k in b for k in ["Base: circle", "Cursor: circle", "D", "I", "M", "N", "O", "◀ scene", "scene ▶",
                               "Lesson", "−", "+", "Present", "Help", "PNG", "SVG", "Quit", "Pin", "Sweep",
                               "Tunnel", "Ray", "HUD", "Home", "Full screen", "Steps ▾", "A+", "A−"]), str(sorted(b)))
    more = b.get("More ▾")
    if scale == "2":
        # 36 buttons at UI scale 2 would take over a sixth of 720: one row and More
        rows = {v[1] for v in b.values() if v[1] is not None}
        check("scale 2: collapsed to one row and More", more is not None and len(rows) == 1, str(rows))
    # the panel's buttons, where they are while it is open
    panel = buttons(run(args, ["click %d %d" % more[:2], "report toolbar"]).stdout) if more else {}

    def click(label, button="left"):
        if b.get(label, (None,))[0] is not None:
            return "click %d %d %s" % (b[label][0], b[label][1], button)
        return "click %d %d\nclick %d %d %s" % (more[0], more[1], panel[label][0], panel[label][1], button)

    # D I M N O: each click turns its overlay on, and the key turns it off again
    for t, key in [("D", "d"), ("I", "i"), ("M", "m"), ("N", "n"), ("O", "o")]:
        out = run(args, [click(t), "expect mouse 900,500", "report toolbar", "key " + key, "report toolbar"])
        reps = out.stdout.split("report toolbar\n")
        on1 = buttons("report toolbar\n" + reps[1]).get(t, (0, 0, None))[2]
        on2 = buttons("report toolbar\n" + reps[2]).get(t, (0, 0, None))[2]
        check("scale %s: %s on by a click, off by its key; the cursor held" % (scale, t),
              on1 is True and on2 is False and out.returncode == 0, "(%s, %s) %s" % (on1, on2, out.stderr))

    # I on: the decision buttons step through the algorithm (keys . and ,)
    out = run(args + ["--base", "polygon:300,300,400,300,350,380", "--cursor", "polygon:-20,-20,20,-20,0,20",
                      "--mouse", "410,300"], [click("I"), "report toolbar"])
    ib = buttons(out.stdout)
    check("scale %s: I on shows the decision buttons" % scale, "decision ▶" in ib and "◀ decision" in ib, str(sorted(ib)))
    if "decision ▶" in ib:
        pargs = args + ["--base", "polygon:300,300,400,300,350,380", "--cursor", "polygon:-20,-20,20,-20,0,20",
                        "--mouse", "410,300"]
        if ib["decision ▶"][0] is None:  # under More: open it for each press
            ip = buttons(run(pargs, [click("I"), "click %d %d" % more[:2], "report toolbar"]).stdout)
            dclick = lambda l: "click %d %d\nclick %d %d" % (more[0], more[1], ip[l][0], ip[l][1])
        else:
            dclick = lambda l: "click %d %d" % ib[l][:2]
        out = run(pargs, [click("I"), dclick("decision ▶"), "expect step step 1 of", dclick("decision ▶"),
                          "expect step step 2 of", dclick("◀ decision"), "expect step step 1 of"])
        check("scale %s: decision buttons step forward and back" % scale, out.returncode == 0, out.stderr[-500:])

    # Base: the next kind; a right-click the previous. Cursor: Tab and Shift+Tab.
    out = run(args, [click("Base: circle"), "report toolbar"])
    check("scale %s: Base click: circle -> rect" % scale, "Base: rect" in buttons(out.stdout), out.stdout[-400:])
    out = run(args, [click("Base: circle", "right"), "report toolbar"])
    check("scale %s: Base right-click: circle -> point" % scale, "Base: point" in buttons(out.stdout))
    out = run(args, [click("Cursor: circle"), "report toolbar"])
    check("scale %s: Cursor click: circle -> rect" % scale, "Cursor: rect" in buttons(out.stdout))

    # a click on the toolbar does not move the cursor or drag anything
    out = run(args, ["expect mouse 900,500", "click %d %d" % b["Help"][:2], "click 640 360", "report toolbar"])
    check("scale %s: Help opens the help, a click closes it" % scale,
          "Help" in buttons(out.stdout) and not buttons(out.stdout)["Help"][2] and out.returncode == 0,
          out.stdout[-300:] + out.stderr)

    # Lesson: opens step 1; step > goes on, < back; Lesson again closes it
    out = run(args, [click("Lesson"), "expect message lesson step 1 of", "report toolbar"])
    lb = buttons(out.stdout)
    check("scale %s: Lesson opens the lesson, with step buttons" % scale,
          out.returncode == 0 and lb.get("Lesson", (0, 0, False))[2] and "step ▶" in lb and "◀ step" in lb,
          out.stdout[-400:] + out.stderr)
    if "step ▶" in lb:
        fwd = "click %d %d" % lb["step ▶"][:2]
        back = "click %d %d" % lb["◀ step"][:2]
        out = run(args, [click("Lesson"), fwd, "expect message lesson step 2 of", fwd,
                         "expect message lesson step 3 of", back, "expect message lesson step 2 of"])
        check("scale %s: step buttons go forward and back" % scale, out.returncode == 0, out.stderr)

    # + and - zoom (the steps 1, 1.25, 1, 0.75) about the window's centre (the mouse is on the button)
    out = run(args, [click("+"), "expect zoom 1.25", click("−"), click("−"), "expect zoom 0.75"])
    check("scale %s: + and - zoom" % scale, out.returncode == 0, out.stdout[-300:] + out.stderr)

    # Present: the preset on (the button shows it) and off
    out = run(args, [click("Present"), "report toolbar"])
    check("scale %s: Present turns the preset on" % scale, buttons(out.stdout).get("Present", (0, 0, False))[2])

    # scene >: the first bundled scene
    out = run(args, [click("scene ▶"), "expect mouse 103,54", "expect collide"])
    check("scale %s: scene > opens scene 01" % scale, out.returncode == 0, out.stderr)

    # SVG: a figure in the output folder
    out = run(args, [click("SVG"), "expect message .svg"])
    check("scale %s: SVG saves a figure" % scale, out.returncode == 0, out.stdout[-300:] + out.stderr)

    # PNG: a screenshot in the output folder
    out = run(args, [click("PNG"), "expect message figure (PNG):"])
    check("scale %s: PNG saves a screenshot" % scale, out.returncode == 0 and "hitdemo-" in out.stdout,
          out.stdout[-300:] + out.stderr)

    # Theme: the next theme (F9); GIF: records the window (F10), again: stops
    out = run(args, [click("Theme"), "expect message theme: dark", click("Theme"), "expect message theme: contrast"])
    check("scale %s: Theme cycles the themes" % scale, out.returncode == 0, out.stdout[-300:] + out.stderr)
    out = run(args, [click("GIF"), "move 300 300", "wait 100", "move 320 310", "wait 100", click("GIF"),
                     "expect message GIF: "])
    check("scale %s: GIF records a GIF" % scale, out.returncode == 0 and ".gif (" in out.stdout,
          out.stdout[-300:] + out.stderr)

# T hides the toolbar (and shows it again); hidden, a click there is the scene's
out = run(["--window", "800,500"], ["key t", "report toolbar", "key t", "report toolbar"])
reps = out.stdout.split("report toolbar\n")
check("T hides and shows the toolbar", "toolbar: hidden" in reps[1] and "button 1:" in reps[2])

print("%d failures" % failures)
sys.exit(1 if failures else 0)
