#!/usr/bin/env python3
"""The classroom layout (issue 29, section 1), from `report layout` and `report lesson`.

Every lesson step, walked with Space, in a 1024x768 window with the toolbar
and the presentation preset, and at 1280x720 with and without the toolbar.
After each step a message is made to show (G twice: "snap to whole units
off"). Asserted for every step:
  - the message line is drawn (as a window draws it) in a strip of its own,
    disjoint from the shapes' box and from the panel;
  - the shapes' box lies in the free box: below the toolbar, above the
    message strip and the panel (2 pixels of slack for outlines);
  - the free box is at least 30% of the window's height, and the step's
    shapes fill it one way (at least 45% of its height or 80% of its width:
    the framing fills it, not only at the step's zoom);
  - at 1024x768 with --present, the shapes are at least 30% of the window's
    height where the step is not a wide one (wider than 2.5 times high) and
    the toolbar is one row (a toolbar of three rows leaves the steps with
    the I overlay's bars or the collision map 26% to 27%);
  - the panel's text is one size over all the steps, at least 18 pixels at
    1024x768 under --present.
Then: closing the lesson (L) gives back the shapes' box from before it;
Home frames a scene's shapes that the reset view would leave under the toolbar; F6 and a click on the
panel's fold button fold it to its title line (the shapes get the room), and
the pointer on the panel leaves the cursor where it is.
"""
import re
import subprocess
import sys

prog = sys.argv[1]
lesson_dir = sys.argv[2] if len(sys.argv) > 2 else None
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


def box(s):
    if s == "none":
        return None
    return tuple(int(v) for v in s.split(","))


def reports(out, what):
    """Each `report WHAT` block of the output, as a dict of its `key: value` lines."""
    parts = re.split(r"^\S+:\d+: report (\w+)\n", out, flags=re.M)
    got = []
    for i in range(1, len(parts) - 1, 2):
        if parts[i] == what:
            got.append(dict(re.findall(r"^(\w+): (.*)$", parts[i + 1], re.M)))
    return got


def run(args, lines):
    path = "/tmp/hitdemo-layout-test-%d.txt" % abs(hash(tuple(args + lines)))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    extra = ["--lessons", lesson_dir] if lesson_dir else []
    out = subprocess.run([prog, "--headless", "--script", path] + extra + args, capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        fail("%s: exit %d\n%s" % (" ".join(args), out.returncode, out.stderr[-2000:]))
    return out.stdout


def disjoint(a, b):
    return a is None or b is None or a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def inside(a, b, slack=2):
    return a[0] >= b[0] - slack and a[1] >= b[1] - slack and a[2] <= b[2] + slack and a[3] <= b[3] + slack


# The lesson's steps, as many as it has (report lesson: "step 1 of N").
m = re.search(r"^lesson: step 1 of (\d+)", run(["--lesson", "1"], ["report lesson"]), re.M)
if not m:
    fail("report lesson names no step count")
STEPS = int(m.group(1)) if m else 16
configs = [
    ("1024x768 toolbar present", ["--window", "1024,768", "--toolbar", "--present"], 18),
    ("1280x720 toolbar", ["--window", "1280,720", "--toolbar"], 0),
    ("1280x720", ["--window", "1280,720"], 0),
]
for name, args, min_px in configs:
    lines = []
    for i in range(STEPS):
        lines += ([] if i == 0 else ["key space"]) + ["key g", "key g", "report layout", "report lesson"]
    out = run(["--lesson", "1"] + args, lines)
    lays, less = reports(out, "layout"), reports(out, "lesson")
    if len(lays) != STEPS or len(less) != STEPS:
        fail("%s: %d layout and %d lesson reports, expected %d" % (name, len(lays), len(less), STEPS))
        continue
    sizes = set()
    for i, (lay, les) in enumerate(zip(lays, less), 1):
        W, H = (int(v) for v in lay["window"].split()[0].split(","))
        msg, sh, fr, pan, strip = (box(lay[k]) for k in ("message", "shapes", "free", "panel", "strip"))
        tb = box(lay["toolbar"])
        where = "%s step %d" % (name, i)
        if msg is None:
            fail("%s: no message line drawn (G twice shows one)" % where)
        elif not disjoint(msg, sh):
            fail("%s: the message %s covers the shapes %s" % (where, lay["message"], lay["shapes"]))
        if not disjoint(msg, pan):
            fail("%s: the message %s covers the panel %s" % (where, lay["message"], lay["panel"]))
        if sh is None or not inside(sh, fr):
            fail("%s: the shapes %s not inside the free box %s" % (where, lay["shapes"], lay["free"]))
        for bar, b in (("toolbar", tb), ("panel", pan), ("strip", strip)):
            if sh is not None and b is not None and not disjoint((sh[0] + 2, sh[1] + 2, sh[2] - 2, sh[3] - 2), b):
                fail("%s: the shapes %s under the %s %s" % (where, lay["shapes"], bar, lay[bar]))
        if fr[3] - fr[1] < 0.30 * H:
            fail("%s: the free box %s is less than 30%% of the height %d" % (where, lay["free"], H))
        if sh is not None:
            fw, fh, sw, shh = fr[2] - fr[0], fr[3] - fr[1], sh[2] - sh[0], sh[3] - sh[1]
            if not (shh >= 0.45 * fh or sw >= 0.80 * fw):
                fail("%s: the shapes %s do not fill the free box %s" % (where, lay["shapes"], lay["free"]))
            one_row = tb is None or tb[3] - tb[1] < 0.1 * H
            if min_px and one_row and sw <= 2.5 * shh and shh < 0.30 * H:
                fail("%s: the shapes are %d px high, less than 30%% of %d" % (where, shh, H))
        m = re.search(r"text ([\d.]+)px", les.get("panel", ""))
        if not m:
            fail("%s: no panel text size" % where)
            continue
        sizes.add(float(m.group(1)))
    if len(sizes) != 1:
        fail("%s: the panel's text changes size from step to step: %s" % (name, sorted(sizes)))
    elif min(sizes) < min_px:
        fail("%s: the panel's text is %gpx, less than %d" % (name, min(sizes), min_px))
    print("%s: %d steps, panel text %s px" % (name, len(lays), "/".join("%g" % s for s in sorted(sizes))))

# Closing the lesson gives back the view and the shapes from before it.
out = run(["--window", "1024,768", "--toolbar", "--present", "--base", "rect:150,200,300,200", "--cursor", "circle:30",
           "--mouse", "600,450"],
          ["report layout", "key l", "key space", "key space", "key l", "report layout"])
lays = reports(out, "layout")
if len(lays) == 2 and lays[0]["shapes"] == lays[1]["shapes"] and lays[0]["shapes"] != "none":
    print("closing the lesson gives back the shapes at %s" % lays[1]["shapes"])
else:
    fail("closing the lesson: shapes %s before, %s after" % tuple(l.get("shapes") for l in lays + [{}, {}])[:2])

# Home frames a scene's shapes that the reset view (zoom 1, no pan) would
# leave under the toolbar (the base's top at y 20, the toolbar's one row
# taller than that): panned and zoomed away, then Home.
out = run(["--window", "1024,768", "--toolbar", "--present", "--base", "rect:100,20,300,200", "--cursor", "circle:30",
           "--mouse", "600,400"],
          ["view 1 0 0", "report layout", "view 8 -2000 -2000", "report layout", "key Home", "report layout"])
lays = reports(out, "layout")
if len(lays) == 3:
    reset, fr0 = box(lays[0]["shapes"]), box(lays[0]["free"])
    if reset is None or inside(reset, fr0, 0):
        fail("Home: the test's scene %s is not under a bar at zoom 1 (free box %s): it tests nothing"
             % (lays[0]["shapes"], lays[0]["free"]))
    lays = lays[1:]
    sh0, sh, fr = box(lays[0]["shapes"]), box(lays[1]["shapes"]), box(lays[1]["free"])
    ok = sh is not None and inside(sh, fr) and ((sh[3] - sh[1]) >= 0.6 * (fr[3] - fr[1]) or
                                               (sh[2] - sh[0]) >= 0.6 * (fr[2] - fr[0]))
    ok = ok and (sh0 is None or not inside(sh0, fr, 0))
    print("Home: the shapes from %s to %s in %s: %s" % (lays[0]["shapes"], lays[1]["shapes"], lays[1]["free"],
                                                       "framed" if ok else "FAIL"))
    if not ok:
        fail("Home does not frame the shapes")
else:
    fail("Home: %d reports, expected 3" % len(lays))

# F6 folds the panel to its title line, and a click on its fold button unfolds it.
out = run(["--window", "1024,768", "--toolbar", "--present", "--lesson", "2"],
          ["report layout", "report lesson", "key F6", "report layout", "report lesson"])
lays, less = reports(out, "layout"), reports(out, "lesson")
if len(lays) == 2 and len(less) == 2:
    p0, p1 = box(lays[0]["panel"]), box(lays[1]["panel"])
    s0, s1 = box(lays[0]["shapes"]), box(lays[1]["shapes"])
    fold = box(less[1]["fold"])
    ok = "folded" in less[1]["panel"] and (p1[3] - p1[1]) < 0.5 * (p0[3] - p0[1]) and (s1[3] - s1[1]) > (s0[3] - s0[1])
    print("F6: the panel %s -> %s, the shapes %d -> %d px high: %s" % (lays[0]["panel"], lays[1]["panel"],
                                                                      s0[3] - s0[1], s1[3] - s1[1],
                                                                      "folded" if ok else "FAIL"))
    if not ok:
        fail("F6 does not fold the panel")
    # the click, in window points (the pixel ratio is 1 here)
    cx, cy = (fold[0] + fold[2]) // 2, (fold[1] + fold[3]) // 2
    out = run(["--window", "1024,768", "--toolbar", "--present", "--lesson", "2"],
              ["key F6", "click %d %d" % (cx, cy), "expect mouse 60,80", "report lesson"])
    les = reports(out, "lesson")
    if not les or "folded" in les[0].get("panel", "folded"):
        fail("a click on the fold button at %d,%d does not unfold the panel (or moves the cursor)" % (cx, cy))
    else:
        print("a click on the fold button unfolds it: %s" % les[0]["panel"])
else:
    fail("F6: %d and %d reports" % (len(lays), len(less)))

print("%d failures" % failures)
sys.exit(1 if failures else 0)
