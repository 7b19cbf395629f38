#!/usr/bin/env python3
"""The lessons' pictures match their words (issue 29, section 5), headless.

  - step 15: the right line is the sweep, the per-frame test is labelled
    games, and each says what the run found;
  - steps 6 and 7 write the segments a + t(b-a) and d + u(e-d): in every
    step q is the nearest point and c a centre (no q or p as a segment's
    start, no r×s);
  - step 12's I labels use the text's words (cores, a+t(b-a)), not axes or
    pa/pb;
  - step 11's radial bar says what it is (radius 0 to 150), not a bare
    [0, 150];
  - step 14 draws and labels the cursor's reference point;
  - step 6 steps through as many tests as its task says (one);
  - the decision buttons show only where there is something to step.
"""
import glob
import os
import re
import subprocess
import sys

prog, lessons = sys.argv[1], sys.argv[2]
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


def run(step, lines, args=()):
    path = "/tmp/hitdemo-lesson-words-%d.txt" % step
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([prog, "--headless", "--window", "1280,720", "--lessons", lessons, "--lesson", str(step),
                          "--script", path] + list(args), capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        fail("step %d: exit %d: %s" % (step, out.returncode, out.stderr[-800:]))
    return out.stdout


out = run(15, ["tick 100", "report lesson"])
if not re.search(r"^line \d+ \(\d+px\): right  sweep: .*→ swept: hit", out, re.M):
    fail("step 15: the right line is not the sweep with its answer:\n" + out)
if not re.search(r"^line \d+ \(\d+px\): games  per frame.*→ per frame: miss", out, re.M):
    fail("step 15: no games line with the per-frame answer:\n" + out)

for path in sorted(glob.glob(os.path.join(lessons, "*.lesson"))):
    words = " ".join(l.split(":", 1)[1] for l in open(path, encoding="utf-8")
                     if re.match(r"^(text|right|naive|task):", l))
    for bad in ("q + u", "(q-p)", "q-p", "r×s", "p + t·r"):
        if bad in words:
            fail("%s: writes %r (q is the nearest point, c a centre, segments a + t(b-a), d + u(e-d))"
                 % (os.path.basename(path), bad))

out = run(12, ["report labels"])
labels = re.findall(r"^label \d+: \S+ (.*)$", out, re.M)
if not any(l.startswith("cores ") for l in labels) or not any(l == "a+t(b-a)" for l in labels):
    fail("step 12: the labels are not the text's words: %s" % labels)
if any(l.startswith("axes ") or l in ("pa", "pb") for l in labels):
    fail("step 12: labels with words the text does not use: %s" % labels)

out = run(11, ["key .", "report labels"])
labels = re.findall(r"^label \d+: \S+ (.*)$", out, re.M)
if "radius 0 to 150" not in labels or any(re.fullmatch(r"\[[\d.]+, [\d.]+\]", l) for l in labels):
    fail("step 11: the radial bar's label does not say what it is: %s" % labels)

out = run(14, ["report labels"])
if not re.search(r"^label \d+: \S+ reference point$", out, re.M):
    fail("step 14: the cursor's reference point is not labelled:\n" + out)

out = run(6, ["key .", "report step"])
m = re.search(r"report step: step 1 of (\d+)", out)
task = open(os.path.join(lessons, "06-segments-t-u.lesson"), encoding="utf-8").read()
if not m:
    fail("step 6: no step to step through:\n" + out)
elif m.group(1) != "1" or "the one test" not in task:
    fail("step 6: %s steps, and its task says %r" % (m.group(1), re.search(r"task: (.*)", task).group(1)))

for step, want in ((3, False), (12, False), (10, True), (6, True), (14, False)):
    out = run(step, ["report toolbar"], ["--toolbar"])
    got = "decision" in out
    if got != want:
        fail("step %d: decision buttons %s (there is %s to step)" % (step, "shown" if got else "hidden",
                                                                      "something" if want else "nothing"))
print("%d failures" % failures)
sys.exit(1 if failures else 0)
