#!/usr/bin/env python3
"""curve_test.py HITDEMO WORKDIR: curves are drawn true at every zoom.

The base circle:400,300,100 is drawn headless (the anti-aliased fills of
pictures) in a small window centred on a point of its edge, at zooms 1 to
1024, UI scales 0.5 to 4 and pixel ratios 1 and 2. In each column of the
picture that crosses the edge once (inside above, outside below), the
covered area (the sum of the pixels' coverage, from the base's colour over
the white background) is where the drawn edge is; its distance from the
true circle, along the circle's normal, must stay within 1 pixel
everywhere. (Before issue 29 it was up to 1.5 pixels: the tessellation ran
out of chords at large zooms, and the fill's fringe left notches.)
"""
import math
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngread  # noqa: E402

hitdemo, work = sys.argv[1:3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
os.chdir(work)
CX, CY, R = 400.0, 300.0, 100.0
W, H = 240, 180
FULL = 30  # the base's red channel where it covers a pixel: #0095d9 at 0xe0 over white (the outline: 0)


def measure(zoom, ui, ratio, theta):
    ex, ey = CX + R * math.cos(math.radians(theta)), CY + R * math.sin(math.radians(theta))
    ox, oy = ex - W / 2 / zoom, ey - H / 2 / zoom
    with open("c.txt", "w") as f:
        f.write("view %r %r %r\n" % (zoom, ox, oy))
    args = [hitdemo, "--headless", "--window", "%d,%d" % (W, H), "--base", "circle:400,300,100", "--no-hud",
            "--no-toolbar", "--ui-scale", str(ui), "--script", "c.txt", "--screenshot", "c.png"]
    if ratio != 1:
        args += ["--pixel-ratio", str(ratio)]
    p = subprocess.run(args, capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError("%s: %s" % (" ".join(args), p.stderr))
    w, h, rows = pngread.read("c.png")
    scale = zoom * ratio
    worst, cols = 0.0, 0
    for i in range(2, w - 2):
        lx = ox + (i + 0.5) / scale
        dx = lx - CX
        if abs(dx) >= R * 0.999:
            continue
        half = math.sqrt(R * R - dx * dx)
        if CY - half > oy:  # the column's top is outside the circle: not one crossing
            continue
        ty = (CY + half - oy) * scale
        if ty < 3 or ty > h - 3:
            continue
        cov = sum(min(1.0, (255 - rows[y][3 * i]) / (255 - FULL)) for y in range(h))
        err = (cov - ty) * half / R  # along the normal
        worst = max(worst, abs(err))
        cols += 1
    return worst, cols


failures = 0
overall = 0.0
for ratio in (1, 2):
    for ui in (0.5, 1, 2, 4):
        for zoom in (1, 4, 32, 256, 1024):
            if ratio == 2 and zoom not in (1, 1024):
                continue
            for theta in (25, 50, 75):
                worst, cols = measure(zoom, ui, ratio, theta)
                overall = max(overall, worst)
                tag = "zoom %g ui %g ratio %g angle %d: %d columns, worst %.3f px" % (zoom, ui, ratio, theta, cols, worst)
                if cols < 20 or worst > 1.0:
                    print("FAIL: " + tag)
                    failures += 1
                else:
                    print(tag)
print("curve_test: worst %.3f px; %s" % (overall, "%d failures" % failures if failures else "ok"))
sys.exit(1 if failures else 0)
