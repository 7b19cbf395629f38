#!/usr/bin/env python3
"""The HUD speaks to people (issue 29, section 5): `report hud` over every pair
of kinds with D, I and N on, in the full and the compact HUD.

Asserted on every line: no identifier (a word with an underscore, such as
hd_collide or circle_rect, or a function name in camel case such as
RectCircleColliding), no `^2` (squares are written ², as the lessons do),
no developer data (drawable size, pixel ratio, window point, frame time).
With --debug-hud (F3) the developer line is there.
"""
import re
import subprocess
import sys

prog = sys.argv[1]
kinds = ["point", "circle:40", "rect:80,50", "line:80,40", "polygon:0,0,70,10,30,70", "capsule:80,0,15"]
bases = ["point:500,300", "circle:500,300,80", "rect:420,250,160,100", "line:420,250,580,350",
         "polygon:420,250,580,260,520,380,500,300", "capsule:420,300,580,300,30", "arc:500,300,60,90,0,270",
         "wedge:500,300,90,30,120"]
IDENT = re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Z][a-z]+[A-Z][A-Za-z]*\b")
DEV = re.compile(r"drawable|pixel ratio|mouse: window|\bframe [\d.]+ ms")
failures = 0
lines = []
for b in bases:
    for c in kinds:
        for mouse in ("510,310", "700,500"):
            lines += ["base %s" % b, "cursor %s" % c, "place %s" % mouse.replace(",", " "), "report hud"]
script = "/tmp/hitdemo-hud-words-%d.txt" % id(lines)
checked = 0
for compact in (False, True):
    with open(script, "w") as f:
        f.write("show hud on\nshow dist on\nshow inner on\nshow naive on\n")
        if compact:
            f.write("key shift+h\n")
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([prog, "--headless", "--window", "1280,720", "--script", script], capture_output=True,
                         text=True, timeout=120)
    if out.returncode != 0:
        print("FAIL exit %d: %s" % (out.returncode, out.stderr[-1500:]))
        failures += 1
        continue
    for line in out.stdout.splitlines():
        if re.match(r"^\S+:\d+: report hud$", line) or line.startswith("hud: ") or ": 0 passed" in line:
            continue
        checked += 1
        m = IDENT.search(line)
        if m:
            print("FAIL an identifier (%s): %s" % (m.group(0), line))
            failures += 1
        if "^2" in line:
            print("FAIL ^2 for a square: %s" % line)
            failures += 1
        if DEV.search(line):
            print("FAIL developer data: %s" % line)
            failures += 1
# F3's lines, asked for
with open(script, "w") as f:
    f.write("show hud on\nplace 300 200\nreport hud\n")
out = subprocess.run([prog, "--headless", "--window", "1280,720", "--debug-hud", "--script", script],
                     capture_output=True, text=True, timeout=60)
if "drawable 1280x720" not in out.stdout:
    print("FAIL --debug-hud: no drawable line\n%s" % out.stdout)
    failures += 1
print("%d HUD lines checked; %d failures" % (checked, failures))
sys.exit(1 if failures else 0)
