#!/usr/bin/env python3
"""labels_test.py HITDEMO SCENE_DIR SCRIPT

Labels never pile up: every edge-case scene, opened with the HUD, D and I on
at UI scale 1 and 2 (and pixel ratio 1 and 2), reports its label boxes
(`report labels`); no placed label may overlap another, the HUD, the bars
along the bottom or a hit point, or leave the drawable. A label with no room
is dropped, and the HUD must say so.
"""
import glob
import os
import re
import subprocess
import sys

hitdemo, scene_dir, script = sys.argv[1:4]
box = re.compile(r"^(obstacle|label) (\d+): ([-0-9.]+),([-0-9.]+),([-0-9.]+),([-0-9.]+) ?(.*)$")
dropped_re = re.compile(r"^label (\d+): dropped (.*)$")
fails, runs, labels, moved_or_dropped = [], 0, 0, 0


def overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


for scene in sorted(glob.glob(os.path.join(scene_dir, "*.scene"))):
    for ui, ratio in ((1, 1), (2, 1), (1, 2)):
        w, h = 1280, 720
        args = [hitdemo, "--headless", "--window", f"{w},{h}", "--ui-scale", str(ui), "--scene", scene,
                "--script", script]
        if ratio != 1:
            args[2:2] = ["--pixel-ratio", str(ratio)]
        out = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy"))
        runs += 1
        name = f"{os.path.basename(scene)} ui {ui} ratio {ratio}"
        if out.returncode != 0:
            fails.append(f"{name}: exit {out.returncode}: {out.stderr.strip()}")
            continue
        obs, labs, drops = [], [], []
        for line in out.stdout.splitlines():
            m = box.match(line)
            if m:
                b = tuple(float(m.group(i)) for i in range(3, 7))
                (obs if m.group(1) == "obstacle" else labs).append((b, m.group(7)))
                continue
            m = dropped_re.match(line)
            if m:
                drops.append(m.group(2))
        if not obs:
            fails.append(f"{name}: no obstacles reported (the HUD is one)")
        labels += len(labs)
        moved_or_dropped += len(drops)
        W, H = w * ratio, h * ratio
        for i, (b, t) in enumerate(labs):
            if b[0] < 0 or b[1] < 0 or b[2] > W or b[3] > H:
                fails.append(f"{name}: label '{t}' {b} leaves the {W}x{H} drawable")
            for (c, u) in labs[i + 1:]:
                if overlap(b, c):
                    fails.append(f"{name}: labels '{t}' {b} and '{u}' {c} overlap")
            for (c, _) in obs:
                if overlap(b, c):
                    fails.append(f"{name}: label '{t}' {b} overlaps obstacle {c}")
for f in fails[:40]:
    print("FAIL:", f)
print(f"{runs} runs, {labels} labels placed, {moved_or_dropped} dropped (listed in the HUD); "
      f"{len(fails)} problems")
sys.exit(1 if fails or runs < 96 else 0)
