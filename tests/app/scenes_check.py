#!/usr/bin/env python3
"""scenes_check.py HITDEMO DIR: checks every DIR/*.scene through --check.

An independent second path to --verify-scenes: the cursor is built here,
in Python (IEEE doubles, the same operations as hd_cursor_build), as an
absolute spec, and `HITDEMO --check BASE CURSOR` must report the scene's
expect and hits. Exit 0 if all agree, 1 otherwise.
"""
import json
import os
import subprocess
import sys


def absolute_cursor(cursor, mx, my):
    kind, _, rest = cursor.partition(":")
    n = [float(t) for t in rest.split(",")] if rest else []
    r = repr
    if kind == "point":
        return f"point:{r(mx)},{r(my)}"
    if kind == "circle":
        return f"circle:{r(mx)},{r(my)},{r(n[0])}"
    if kind == "rect":
        return f"rect:{r(mx - n[0] / 2)},{r(my - n[1] / 2)},{r(n[0])},{r(n[1])}"
    if kind == "line":
        return f"line:{r(n[0])},{r(n[1])},{r(mx)},{r(my)}"
    if kind == "capsule":
        return f"capsule:{r(n[0])},{r(n[1])},{r(mx)},{r(my)},{r(n[2])}"
    if kind == "polygon":
        pts = [f"{r(mx + n[i])},{r(my + n[i + 1])}" for i in range(0, len(n), 2)]
        return "polygon:" + ",".join(pts)
    raise ValueError("unknown cursor kind " + kind)


def main():
    exe, d = sys.argv[1], sys.argv[2]
    bad = 0
    names = sorted(f for f in os.listdir(d) if f.endswith(".scene"))
    for name in names:
        kv = {}
        for line in open(os.path.join(d, name), encoding="utf-8"):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            k, _, v = line.partition(":")
            kv[k.strip()] = v.strip()
        mx, my = (float(t) for t in kv["mouse"].split(","))
        cur = absolute_cursor(kv["cursor"], mx, my)
        out = subprocess.run([exe, "--check", kv["base"], cur], capture_output=True, text=True)
        if out.returncode != 0:
            print(f"{name}: --check failed: {out.stderr.strip()}")
            bad += 1
            continue
        j = json.loads(out.stdout)
        want = (kv["expect"] == "collide", int(kv["hits"]))
        got = (j["collide"], len(j["hit_points"]))
        ok = want == got
        bad += not ok
        print(f"{name}: --check {kv['base']} {cur} -> collide {got[0]}, "
              f"{got[1]} hit points: {'ok' if ok else 'MISMATCH, expected %s' % (want,)}")
    print(f"{len(names) - bad} agree, {bad} disagree")
    return 1 if bad or not names else 0


if __name__ == "__main__":
    sys.exit(main())
