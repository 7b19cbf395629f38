#!/usr/bin/env python3
"""Checks test_ray_cross's answers exactly (fractions): sign(s - k) for the
crossing of c1 + s r1/|r1| with the line c2 + t r2 is
sign(D) sign(N |r1| - k D), N = cross(c2 - c1, r2), D = cross(r1, r2), the
square root decided by squaring. Usage: ray_cross_oracle.py TEST_BINARY [N]"""
import subprocess
import sys
from fractions import Fraction as F


def sgn(x):
    return (x > 0) - (x < 0)


def want(r1x, r1y, c1x, c1y, r2x, r2y, c2x, c2y, k):
    d = r1x * r2y - r1y * r2x
    if d == 0:
        return None
    n = (c2x - c1x) * r2y - (c2y - c1y) * r2x
    kd = k * d
    if n == 0:
        t = -sgn(kd)
    elif n > 0 and kd <= 0:
        t = 1
    elif n < 0 and kd >= 0:
        t = -1
    else:
        t = sgn(n * n * (r1x * r1x + r1y * r1y) - kd * kd) * sgn(n)
    return sgn(d) * t


def main():
    out = subprocess.run(sys.argv[1:], check=True, capture_output=True, text=True).stdout
    cases = bad = 0
    for line in out.split("\n"):
        if not line:
            continue
        t = line.split()
        v = [F(float.fromhex(x)) for x in t[:11]]
        r1x, r1y, c1x, c1y, r2x, r2y, c2x, c2y, bx, by, k = v
        got_ray, got_seg = int(t[11]), int(t[12])
        for name, got, w in (("ray", got_ray, want(r1x, r1y, c1x, c1y, r2x, r2y, c2x, c2y, k)),
                             ("seg", got_seg, want(r1x, r1y, c1x, c1y, bx - c2x, by - c2y, c2x, c2y, k))):
            if w is None:
                continue
            cases += 1
            if got != w:
                bad += 1
                if bad <= 10:
                    print(f"{name}: got {got}, exact {w}: {line}")
    print(f"{cases} cases, {bad} wrong")
    sys.exit(1 if bad or cases < 1000 else 0)


main()
