#!/usr/bin/env python3
"""Every lesson step's panel fits the window and frames both shapes above it.

For each window (size, UI scale, the presentation preset) one headless run
walks the whole lesson with Space and prints `report lesson` at every step.
Asserted for every step:
  - no line of the panel is wider than the window;
  - the panel takes at most 45% of the window's height (60% in the
    smallest window, where the text is already at its 9-pixel floor);
  - the panel's text is at least 9 pixels, and at least 14 at scale 1 in a
    window with room (the issue's body-text rule);
  - both shapes' box lies in the window, above the panel (2 pixels of slack
    for outlines).
"""
import re
import subprocess
import sys

prog = sys.argv[1]
STEPS = 15

configs = [
    ("1280x720 scale 1", ["--window", "1280,720"], 0.45, 14),
    ("1280x720 present", ["--window", "1280,720", "--present"], 0.45, 9),
    ("1024x768 scale 2", ["--window", "1024,768", "--ui-scale", "2"], 0.45, 9),
    ("800x600 ratio 2", ["--window", "800,600", "--pixel-ratio", "2"], 0.45, 14),
    ("400x300 scale 1", ["--window", "400,300"], 0.60, 9),
    # the toolbar on (as in a window): the shapes go below its rows too
    ("1280x720 toolbar", ["--window", "1280,720", "--toolbar"], 0.45, 14),
    ("1280x720 toolbar present", ["--window", "1280,720", "--toolbar", "--present"], 0.45, 9),
    ("640x400 toolbar scale 2", ["--window", "640,400", "--toolbar", "--ui-scale", "2"], 0.60, 9),
]

script = "/tmp/hitdemo-lessons-test-%d.txt" % id(configs)
with open(script, "w") as f:
    f.write("report lesson\n")
    for _ in range(STEPS - 1):
        f.write("key space\nreport lesson\n")

failures = 0
for name, args, share, min_px in configs:
    out = subprocess.run([prog, "--headless", "--lesson", "1", "--script", script] + args,
                         capture_output=True, text=True, timeout=100)
    if out.returncode != 0:
        print("FAIL %s: exit %d\n%s" % (name, out.returncode, out.stderr))
        failures += 1
        continue
    reports = out.stdout.split("report lesson\n")[1:]
    if len(reports) != STEPS:
        print("FAIL %s: %d reports, expected %d" % (name, len(reports), STEPS))
        failures += 1
        continue
    worst = 0.0
    for i, rep in enumerate(reports, 1):
        m = re.search(r"lesson: step (\d+) of (\d+)", rep)
        p = re.search(r"panel: 0,(\d+),(\d+),(\d+) text ([\d.]+)px", rep)
        sh = re.search(r"shapes: (-?\d+),(-?\d+),(-?\d+),(-?\d+)", rep)
        tb = re.search(r"toolbar: (\d+)", rep)
        top = int(tb.group(1)) if tb else 0
        if not (m and p and sh) or int(m.group(1)) != i:
            print("FAIL %s step %d: report unreadable:\n%s" % (name, i, rep))
            failures += 1
            continue
        y0, w, h, px = int(p.group(1)), int(p.group(2)), int(p.group(3)), float(p.group(4))
        x0s, y0s, x1s, y1s = (int(sh.group(k)) for k in range(1, 5))
        worst = max(worst, (h - y0) / h)
        problems = []
        if "too wide" in rep:
            problems.append("a line wider than the window")
        if h - y0 > share * h:
            problems.append("panel %d of %d px high (more than %d%%)" % (h - y0, h, share * 100))
        if px < min_px:
            problems.append("text %gpx (less than %d)" % (px, min_px))
        if x0s < -2 or y0s < top - 2 or x1s > w + 2 or y1s > y0 + 2:
            problems.append("shapes %d,%d,%d,%d not inside 0,%d,%d,%d" % (x0s, y0s, x1s, y1s, top, w, y0))
        for pr in problems:
            print("FAIL %s step %d: %s" % (name, i, pr))
            failures += 1
    print("%s: %d steps, the panel at most %.0f%% of the height" % (name, len(reports), worst * 100))

# A resize with a lesson open frames the step anew (in the smaller window).
with open(script, "w") as f:
    f.write("report lesson\nresize 500 350\nreport lesson\n")
out = subprocess.run([prog, "--headless", "--toolbar", "--lesson", "6", "--script", script, "--window", "1280,720"],
                     capture_output=True, text=True, timeout=60)
reps = out.stdout.split("report lesson\n")[1:]
if len(reps) == 2:
    p = re.search(r"panel: 0,(\d+),(\d+),(\d+)", reps[1])
    sh = re.search(r"shapes: (-?\d+),(-?\d+),(-?\d+),(-?\d+)", reps[1])
    tb = re.search(r"toolbar: (\d+)", reps[1])
    ok = p and sh and tb and int(sh.group(1)) >= -2 and int(sh.group(3)) <= 502 and \
        int(sh.group(2)) >= int(tb.group(1)) - 2 and int(sh.group(4)) <= int(p.group(1)) + 2
    print("resize to 500x350 with step 6 open: %s" % ("framed anew" if ok else "FAIL\n" + reps[1]))
    failures += 0 if ok else 1
else:
    print("FAIL resize: %d reports\n%s" % (len(reps), out.stderr))
    failures += 1

print("%d failures" % failures)
sys.exit(1 if failures else 0)
