#!/usr/bin/env python3
"""Writes edge_tangent_cases.h for test_geom_edgetan.c: a sector's radial
edge within a few ulps of tangent to another shape's circle, each case at
the origin and translated exactly by powers of two, with the exact answer
decided here in rational arithmetic (fractions), not by the library.

The edge is the ray c + t u, u = hd_ray_deg(theta) (exact doubles, |u| not
exactly 1; the function is replicated below). Each configuration is built
so that the answer depends on the edge's line alone: the sector (sweep at
most 90 degrees) lies on one side of the edge's line, the other shape (a
wedge, an arc with a hole, a circle or a capsule whose end cap is the
circle, its axis pointing away from the line) within its circle (o, R) on
the other side; the foot of o on the line lies inside the edge (at least 1
from either end), and the other shape's range holds the direction from o
to the foot with 10 degrees to spare. So the shapes meet iff
dist(o, line) <= R, that is iff cross(u, o - c)^2 <= R^2 |u|^2, decided
exactly on the doubles.

Usage: edge_tangent_cases.py > edge_tangent_cases.h
"""
import math
import random
from fractions import Fraction as F


def ray_deg(deg):
    """hd_ray_deg (src/geom/exact.c): the components rounded to 2^-52."""
    a = math.fmod(deg, 360.0)
    if a < 0:
        a += 360.0
    if a >= 360.0:
        a = 0.0
    fy = fx = sw = False
    if a > 180:
        a = 360 - a
        fy = True
    if a > 90:
        a = 180 - a
        fx = True
    if a > 45:
        a = 90 - a
        sw = True
    if a == 0:
        x, y = 1.0, 0.0
    elif a == 45:
        x = y = 1.0
    else:
        g = 4503599627370496.0
        rad = a * (math.pi / 180.0)
        x = round(math.cos(rad) * g) / g
        y = round(math.sin(rad) * g) / g
    if sw:
        x, y = y, x
    if fx:
        x = -x
    if fy:
        y = -y
    return x, y


def meets(u, c, o, R):
    """dist(o, line c + t u) <= R, exactly."""
    ux, uy = F(u[0]), F(u[1])
    cr = ux * (F(o[1]) - F(c[1])) - uy * (F(o[0]) - F(c[0]))
    return cr * cr <= F(R) * F(R) * (ux * ux + uy * uy)


def grid(v, q=1024):
    return round(v * q) / q


def num(x):
    return str(int(x)) if x == int(x) and abs(x) < 1e15 else repr(x)


def spec(kind, v, slots, d):
    v = list(v)
    for i in slots:
        t = v[i] + d[i % 2]
        assert F(t) == F(v[i]) + F(d[i % 2])  # the translation is exact
        v[i] = t
    return kind + ":" + ",".join(num(x) for x in v)


SHIFTS = [(0.0, 0.0), (1024.0, -1024.0), (2.0**20, 2.0**20), (-2.0**20, 2.0**10), (2.0**30, -2.0**30)]


def family(rng):
    cx, cy = grid(rng.uniform(-20, 20), 16), grid(rng.uniform(-20, 20), 16)
    theta = float(rng.randint(0, 359)) if rng.random() < 0.5 else round(rng.uniform(0, 360), 3)
    sweep = float(rng.randint(5, 90))
    use_start = rng.random() < 0.5
    start, end = (theta, theta + sweep) if use_start else (theta - sweep, theta)
    u = ray_deg(theta)
    L = math.hypot(*u)
    # the outer side of the edge: right of u for the start edge, left for the end
    nx, ny = (u[1] / L, -u[0] / L) if use_start else (-u[1] / L, u[0] / L)
    rout1 = rng.choice([7.0, 10.0, 12.5, 20.0])
    rin1 = 0.0 if rng.random() < 0.5 else rng.choice([0.5, 1.0, 2.0])
    sf = rng.uniform(rin1 + 1, rout1 - 1)
    r0 = rng.uniform(0.5, 8)
    ox, oy = grid(cx + sf * u[0] / L + r0 * nx), grid(cy + sf * u[1] / L + r0 * ny)
    ux, uy = F(u[0]), F(u[1])
    cr = ux * (F(oy) - F(cy)) - uy * (F(ox) - F(cx))
    R = math.sqrt(float(cr * cr / (ux * ux + uy * uy)))
    k = rng.randint(-3, 3)
    for _ in range(abs(k)):
        R = math.nextafter(R, math.inf if k > 0 else -math.inf)
    expect = meets(u, (cx, cy), (ox, oy), R)
    phi = math.degrees(math.atan2(-ny, -nx))
    kind2 = rng.choice(["wedge", "arc", "circle", "capsule"])
    w = rng.uniform(20, 170)
    s2 = round(phi - rng.uniform(10, w - 10), 2)
    e2 = round(s2 + w, 2)
    if kind2 == "wedge":
        b = ("wedge", [ox, oy, R, s2, e2], [0, 1])
    elif kind2 == "arc":
        b = ("arc", [ox, oy, round(R * rng.uniform(0.1, 0.9), 3), R, s2, e2], [0, 1])
    elif kind2 == "circle":
        b = ("circle", [ox, oy, R], [0, 1])
    else:
        t = rng.uniform(1, 6)
        b = ("capsule", [ox, oy, grid(ox + t * nx), grid(oy + t * ny), R], [0, 1, 2, 3])
    if rin1 == 0:
        a = ("wedge", [cx, cy, rout1, start, end], [0, 1])
    else:
        a = ("arc", [cx, cy, rin1, rout1, start, end], [0, 1])
    return a, b, expect


def main():
    rows = []
    # The reported pair: arc:2,3,2,4,90,405 against wedge:-6,3,7,30,45. The
    # wedge's 30-degree edge from (-6, 3) passes 6e-16 inside the arc's
    # outer circle (o = (2, 3), R = 4) near the foot at t |u| = 8 cos 30 <
    # 7, direction 120 degrees from o (in the arc's range 90..405, the
    # hole's radius 2 far off). Its wedge centre moved outward (left, up)
    # by one ulp of the coordinate, at the origin and translated.
    u30 = ray_deg(30.0)
    for d in SHIFTS[:4]:
        ox, oy = 2.0 + d[0], 3.0 + d[1]
        cx0, cy0 = -6.0 + d[0], 3.0 + d[1]
        for mx, my in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (0, 2)]:
            cx, cy = cx0, cy0
            for _ in range(mx):
                cx = math.nextafter(cx, -math.inf)
            for _ in range(my):
                cy = math.nextafter(cy, math.inf)
            e = meets(u30, (cx, cy), (ox, oy), 4.0)
            rows.append(("arc:%s,%s,2,4,90,405" % (num(ox), num(oy)), "wedge:%s,%s,7,30,45" % (num(cx), num(cy)), e,
                         "reported pair, wedge centre %d,%d ulps out, shift %s" % (mx, my, num(d[0]) + "," + num(d[1]))))
    rng = random.Random(20261205)
    for i in range(240):
        a, b, e = family(rng)
        for d in SHIFTS:
            rows.append((spec(*a, d), spec(*b, d), e, "family %d" % i))
    print("/* Generated by edge_tangent_cases.py (see there): spec a, spec b, the exact")
    print(" * answer from rational arithmetic, a note. Do not edit. */")
    for a, b, e, note in rows:
        print('{"%s", "%s", %s, "%s"},' % (a, b, "true" if e else "false", note))


main()
