#!/usr/bin/env python3
"""A peer for the window's tests (docs/peers.md's protocol): one request
line "A B" in, one answer line out.

  window_peer.py skin D   rects (rect:X,Y,W,H) collide when their gap is at
                          most D (Box2D's polygon skin, roughly); circles
                          and points by their exact distance; other pairs -
  window_peer.py yes      always 1
  window_peer.py none     always -
  window_peer.py junk     always "maybe" (not an answer)
  window_peer.py die N    answers like skin 0.01, then exits with status 3
                          after N requests
"""
import math
import sys


def parse(spec):
    kind, _, nums = spec.partition(":")
    return kind, [float(v) for v in nums.split(",")] if nums else []


def box(kind, v):
    if kind == "rect":
        return v[0], v[1], v[0] + v[2], v[1] + v[3]
    if kind == "point":
        return v[0], v[1], v[0], v[1]
    return None


def skin(a, b, d):
    ka, va = parse(a)
    kb, vb = parse(b)
    ba, bb = box(ka, va), box(kb, vb)
    if ba is None or bb is None:
        return "-"
    gx = max(ba[0] - bb[2], bb[0] - ba[2], 0.0)
    gy = max(ba[1] - bb[3], bb[1] - ba[3], 0.0)
    return "1" if math.hypot(gx, gy) <= d else "0"


def main():
    mode = sys.argv[1]
    limit = int(sys.argv[2]) if mode == "die" else -1
    d = float(sys.argv[2]) if mode == "skin" else 0.01
    n = 0
    for line in sys.stdin:
        if n == limit:
            sys.stderr.write("window_peer: planned crash after %d requests\n" % n)
            sys.exit(3)
        n += 1
        a, b = line.split()
        if mode == "yes":
            out = "1"
        elif mode == "none":
            out = "-"
        elif mode == "junk":
            out = "maybe"
        else:
            out = skin(a, b, d)
        sys.stdout.write(out + "\n")
        sys.stdout.flush()


main()
