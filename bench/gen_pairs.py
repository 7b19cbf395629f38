#!/usr/bin/env python3
"""Writes N random shape pairs (all 8 kinds, both orders) for --check-batch.

Usage: gen_pairs.py N SEED [--int | --small | --circle-rect | --long | --mixed]
  --int:   small integer data, many exact contacts
  --small: small specs only (point, circle, rect, line, capsule), each number
           a small integer or a short decimal ("circle:1,2.5,3 rect:4,5,6.25,7")
  --circle-rect: "circle:CX,CY,R rect:X,Y,W,H" lines of small integers
  --long:  all 8 kinds, every number a full-precision double (up to 17
           significant digits, "-12.345678901234567") or a 15-digit decimal
  --mixed: a bit of everything, for byte-for-byte comparisons of the output:
           all 8 kinds with integer, 6-decimal, long and exponent numbers,
           degenerate shapes (zero radius, size, length or sweep), numbers near
           the +-1e50 and 1e-50 limits, comments, blank lines and malformed
           lines (each answered with an error line)
"""
import math
import random
import sys


def num(r, integer):
    if integer == "long":
        return repr(r) if int(abs(r) * 1000) % 3 else "%.15g" % r
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


KINDS = ["point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge"]

# Lines that are not pairs of good specs: each one gets an error line.
BAD = [
    "circle:0,0,1", "circle:0,0,1 rect:0,0,1,1 point:0,0", "blob:1,2 point:0,0",
    "circle:0,0,-1 point:0,0", "circle:0,0 point:0,0", "rect:0,0,1,1,1 point:0,0",
    "point:1e400,0 point:0,0", "point:1e-60,0 point:0,0", "point:2e50,0 point:0,0",
    "point:0x10,0 point:0,0", "point:nan,0 point:0,0", "point:1,,2 point:0,0",
    "polygon:0,0,1,1,2,2 point:0,0", "polygon:0,0,10,0,0,10,10,10 point:0,0",
    "polygon:0,0,1,0 point:0,0", "polygon:0,0,10,0,5 point:0,0", "arc:0,0,5,3,0,90 point:0,0",
    "wedge:0,0,-1,0,90 point:0,0", "point:1.2.3,0 point:0,0", "circle: point:0,0",
    "point:--1,0 point:0,0", "point:1e,0 point:0,0", "point:" + "9" * 600 + ",0 point:0,0",
]

DEGENERATE = [
    "circle:{x},{y},0", "rect:{x},{y},0,0", "rect:{x},{y},0,5", "line:{x},{y},{x},{y}",
    "capsule:{x},{y},{x},{y},0", "capsule:{x},{y},{x},{y},3", "arc:{x},{y},0,0,0,90",
    "arc:{x},{y},2,2,30,30", "arc:{x},{y},0,5,0,360", "wedge:{x},{y},0,10,20",
    "wedge:{x},{y},5,45,45", "wedge:{x},{y},5,300,30", "polygon:{x},{y},{x},{y},0,0,10,0,0,10,{x},{y}",
    "point:{x},{y}",
]


def mixed_number(rng, lo, hi):
    r = rng.random()
    if r < 0.3:
        return str(rng.randint(int(lo), int(hi)))
    if r < 0.55:
        return repr(round(rng.uniform(lo, hi), 6))
    if r < 0.8:
        return repr(rng.uniform(lo, hi))
    if r < 0.88:
        return "%.15g" % rng.uniform(lo, hi)
    if r < 0.94:  # with an exponent
        m = rng.uniform(lo, hi)
        return "%.*e" % (rng.randint(0, 16), m)
    return rng.choice(["0", "-0", "0.0", "1e-50", "-1e-50", "1e50", "-1e50", "1e-20",
                       "123.456789012345", "0.1", "0.30000000000000004", "9007199254740993",
                       ".5", "5.", "+3", "1E2", "2.5e+1", "00012", "0.000001"])


def mixed_shape(rng):
    r = rng.random()
    if r < 0.08:
        x, y = mixed_number(rng, -20, 20), mixed_number(rng, -20, 20)
        return rng.choice(DEGENERATE).format(x=x, y=y)
    if r < 0.12:  # huge or tiny scales
        sc = rng.choice([1e40, 1e-40, 1e20, 1e-10])
        kind = rng.choice(["point", "circle", "rect", "line", "capsule"])
        vals = [rng.uniform(-5, 5) * sc for _ in range(5)]
        vals = vals[:{"point": 2, "circle": 3, "rect": 4, "line": 4, "capsule": 5}[kind]]
        if kind in ("circle", "capsule"):
            vals[-1] = abs(vals[-1])
        if kind == "rect":
            vals[2], vals[3] = abs(vals[2]), abs(vals[3])
        return kind + ":" + ",".join(rng.choice(["%.6e", "%r", "%.17g"]) % v for v in vals)
    kind = rng.choice(KINDS)
    style = rng.random()
    if style < 0.3:
        return shape(rng, kind, True)
    if style < 0.6:
        return shape(rng, kind, False)
    if style < 0.85:
        return shape(rng, kind, "long")
    # the centre or first point: numbers of every style (the rest keeps the
    # shape valid: radii non-negative, polygons simple)
    head, nums = shape(rng, kind, False).split(":")
    nums = nums.split(",")
    if kind != "polygon":
        nums[0], nums[1] = mixed_number(rng, -20, 20), mixed_number(rng, -20, 20)
    return head + ":" + ",".join(nums)


def mixed(n, rng):
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.01:
            out.append(rng.choice(["", "# a comment", "   ", "\t# indented comment"]))
        elif r < 0.03:
            out.append(rng.choice(BAD))
        else:
            sep = rng.choice([" ", " ", " ", "\t", "  "])
            out.append(mixed_shape(rng) + sep + mixed_shape(rng))
    return out


def main():
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    if "--mixed" in sys.argv:
        sys.stdout.write("\n".join(mixed(n, random.Random(seed))) + "\n")
        return
    if "--circle-rect" in sys.argv:
        rng = random.Random(seed)
        sys.stdout.write("".join("circle:%d,%d,%d rect:%d,%d,%d,%d\n" % (
            rng.randint(-20, 20), rng.randint(-20, 20), rng.randint(0, 10), rng.randint(-20, 20),
            rng.randint(-20, 20), rng.randint(0, 15), rng.randint(0, 15)) for _ in range(n)))
        return
    integer = "small" if "--small" in sys.argv else "long" if "--long" in sys.argv else "--int" in sys.argv
    rng = random.Random(seed)
    kinds = KINDS
    if integer == "small":
        kinds = ["point", "circle", "rect", "line", "capsule"]
    out = []
    for _ in range(n):
        out.append(shape(rng, rng.choice(kinds), integer) + " " + shape(rng, rng.choice(kinds), integer))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
