#!/usr/bin/env python3
"""Writes N random shape pairs (all 8 kinds, both orders) for --check-batch.

Usage: gen_pairs.py N SEED [--int | --small | --circle-rect]
  --int:   small integer data, many exact contacts
  --small: small specs only (point, circle, rect, line, capsule), each number
           a small integer or a short decimal ("circle:1,2.5,3 rect:4,5,6.25,7")
  --circle-rect: "circle:CX,CY,R rect:X,Y,W,H" lines of small integers
"""
import math
import random
import sys


def num(r, integer):
    if integer == "small":
        return str(round(r)) if int(r * 7) % 2 else repr(round(r, int(r * 13) % 2 + 1))
    return str(int(r)) if integer else repr(round(r, 6))


def shape(rng, kind, integer):
    u = (lambda lo, hi: rng.randint(int(lo), int(hi))) if integer is True else rng.uniform
    if kind == "point":
        v = [u(-20, 20), u(-20, 20)]
    elif kind == "circle":
        v = [u(-20, 20), u(-20, 20), u(0, 10)]
    elif kind == "rect":
        v = [u(-20, 20), u(-20, 20), u(0, 15), u(0, 15)]
    elif kind == "line":
        v = [u(-20, 20) for _ in range(4)]
    elif kind == "capsule":
        v = [u(-20, 20) for _ in range(4)] + [u(0, 6)]
    elif kind == "polygon":
        n = rng.randint(3, 9)
        cx, cy = u(-10, 10), u(-10, 10)
        v = []
        for i in range(n):  # star-shaped around (cx, cy): simple
            a = 2 * math.pi * (i + rng.uniform(0.1, 0.9)) / n
            r = rng.uniform(2, 10)
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            v += [round(x), round(y)] if integer else [x, y]
    elif kind == "arc":
        rin = u(0, 8)
        s = rng.choice([0, 45, 90, 180, 270, 300, -90]) if integer else rng.uniform(-360, 360)
        v = [u(-20, 20), u(-20, 20), rin, rin + u(0, 8), s, s + (rng.choice([0, 45, 90, 180, 270, 360]) if integer else rng.uniform(0, 360))]
    else:  # wedge
        s = rng.choice([0, 45, 90, 180, 270, 300, -90]) if integer else rng.uniform(-360, 360)
        v = [u(-20, 20), u(-20, 20), u(0, 12), s, s + (rng.choice([0, 45, 90, 135, 270, 360]) if integer else rng.uniform(0, 360))]
    return kind + ":" + ",".join(num(x, integer) for x in v)


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    if "--circle-rect" in sys.argv:
        rng = random.Random(seed)
        sys.stdout.write("".join("circle:%d,%d,%d rect:%d,%d,%d,%d\n" % (
            rng.randint(-20, 20), rng.randint(-20, 20), rng.randint(0, 10), rng.randint(-20, 20),
            rng.randint(-20, 20), rng.randint(0, 15), rng.randint(0, 15)) for _ in range(n)))
        return
    integer = "small" if "--small" in sys.argv else "--int" in sys.argv
    rng = random.Random(seed)
    kinds = ["point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge"]
    if integer == "small":
        kinds = ["point", "circle", "rect", "line", "capsule"]
    out = []
    for _ in range(n):
        out.append(shape(rng, rng.choice(kinds), integer) + " " + shape(rng, rng.choice(kinds), integer))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
