#!/usr/bin/env python3
"""test_wide.py HITDEMO: exact answers whatever the spread of the numbers.

Every sign of a circle or capsule against an arc or wedge (standing and
swept), and of a point, line, rect or polygon swept against one, is exact
for any numbers of the accepted range: where they span more than 2^220, or
lie below 2^-120, rpoly.h evaluates them in expansions with a wide exponent.
Checked against exact rational arithmetic (fractions), not the same code:

1. a capsule whose side passes one ulp either way of a wedge's tip, its
   numbers near 1e-45 .. 1e-25 and the wedge's radius near 1e25 .. 1e45
   (spans far over 2^220), both orders: --check-batch's collide;
2. a circle swept past the same tip, both roles (the wedge moving by -D):
   hit, and toi within 1e-12 of the exact root, never refused;
3. a point swept against a wedge whose rays are multiples of 90 degrees,
   every number times 1e-45 (below 2^-120): hit and toi against the exact
   oracle of test_sweep.py's kind, never refused;
4. points, lines, rects and polygons swept against arcs and wedges at
   scale 1 and scaled by 2^-150, 2^-130 and 2^140 (exact): the same hit,
   toi within 1e-12.
"""
import json
import math
import random
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction as F

from sweep_oracle import RAYS, check_both_roles, dec, dsqrt, wedge_oracle

APP = sys.argv[1]
fails = []


def check(name, cond, detail=""):
    if not cond:
        fails.append(name)
        print("FAIL:", name, detail)


def batch(mode, lines):
    p = subprocess.run([APP, mode, "-"], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=300)
    out = [json.loads(x) for x in p.stdout.splitlines()]
    check(f"{mode}: exit {p.returncode}, {len(out)} answers for {len(lines)} lines",
          p.returncode == 0 and len(out) == len(lines), p.stderr[:300])
    return out


# Points p = (-a, -h) with h >= 2 |x| lie in the normal cone of the tip of
# wedge:0,0,R,60,120 (its rays point into y > 0), so the tip is the wedge's
# nearest point to them and to segments between them.
def cone_point(rng, s):
    return (-rng.uniform(0.5, 3) * s if rng.random() < 0.5 else rng.uniform(0.5, 3) * s, -rng.uniform(6.5, 9) * s)


# ---- 1. capsule side against the tip ----------------------------------------------
def pt_seg2(p, a, b):
    """Squared distance from p to the segment ab, exactly."""
    d = (b[0] - a[0], b[1] - a[1])
    L2 = d[0] ** 2 + d[1] ** 2
    t = 0 if L2 == 0 else min(max(((p[0] - a[0]) * d[0] + (p[1] - a[1]) * d[1]) / L2, 0), 1)
    x, y = a[0] + t * d[0] - p[0], a[1] + t * d[1] - p[1]
    return x * x + y * y


def seg_seg2(a, b, c, d):
    """Squared distance between segments ab and cd (which do not cross here)."""
    return min(pt_seg2(a, c, d), pt_seg2(b, c, d), pt_seg2(c, a, b), pt_seg2(d, a, b))


# wedge:0,0,R,45,135: its rays run along (1, 1) and (-1, 1) (equal components,
# so exactly the lines y = x and y = -x) into y > 0; a capsule whose axis
# lies in y < 0, nearly level and passing near the tip, has its side (not
# an end cap) nearest the tip. The sides are not made of doubles: this is
# where rounding them went wrong.
rng = random.Random(2026)
lines, want = [], []
for i in range(600):
    s = 10.0 ** rng.uniform(-45, -25)
    p = (-rng.uniform(1, 3) * s, -rng.uniform(0.5, 1.5) * s)
    q = (rng.uniform(1, 3) * s, -rng.uniform(0.5, 1.5) * s)
    P, Q = [F(v) for v in p], [F(v) for v in q]
    far = F(100 * s)
    d2 = min(seg_seg2(P, Q, (F(0), F(0)), (far, far)), seg_seg2(P, Q, (F(0), F(0)), (-far, far)))
    r = float(dsqrt(d2))
    for rr in (r, math.nextafter(r, 0), math.nextafter(r, 1)):
        A = f"capsule:{p[0]!r},{p[1]!r},{q[0]!r},{q[1]!r},{rr!r}"
        B = f"wedge:0,0,{10.0 ** rng.uniform(25, 45)!r},45,135"
        lines.append(f"{A} {B}" if i % 2 else f"{B} {A}")
        want.append(F(rr) ** 2 >= d2)
out = batch("--check-batch", lines)
bad = [l for l, o, w in zip(lines, out, want) if o.get("collide") != w]
check(f"capsule/wedge over a span of 2^220: {len(bad)} of {len(lines)} wrong", not bad, bad[:3])
check("capsule/wedge: hits and misses", 0 < sum(want) < len(want))
print(f"1. capsule side at a wedge tip, spans over 2^220: {len(lines)} pairs, {sum(want)} collide")

# ---- 2. a circle swept past the tip ---------------------------------------------------
lines, cases = [], []
for i in range(600):
    s = 10.0 ** rng.uniform(-45, -25)
    p, q = cone_point(rng, s), cone_point(rng, s)
    d = (q[0] - p[0], q[1] - p[1])  # rounded: p + d is rarely a double
    if d == (0.0, 0.0):
        continue
    P, Dv = [F(v) for v in p], [F(v) for v in d]
    L2 = Dv[0] ** 2 + Dv[1] ** 2
    pd = P[0] * Dv[0] + P[1] * Dv[1]
    pp = P[0] ** 2 + P[1] ** 2
    t = -pd / L2
    d2 = (P[0] * Dv[1] - P[1] * Dv[0]) ** 2 / L2 if 0 <= t <= 1 else min(pp, (P[0] + Dv[0]) ** 2 + (P[1] + Dv[1]) ** 2)
    r = float(dsqrt(d2))
    for rr in (r, math.nextafter(r, 0), math.nextafter(r, 1), r * 1.5):
        R = 10.0 ** rng.uniform(25, 45)
        C, W = f"circle:{p[0]!r},{p[1]!r},{rr!r}", f"wedge:0,0,{R!r},60,120"
        hit = F(rr) ** 2 >= d2
        toi = None
        if pp <= F(rr) ** 2:  # the disk covers the tip from the start
            toi = Decimal(0)
        elif hit:  # the first t with |P + t D| = r
            disc = pd * pd - L2 * (pp - F(rr) ** 2)
            toi = (dec(-pd) - dsqrt(disc)) / dec(L2)
        lines.append(f"{C} {W} {d[0]!r},{d[1]!r}")
        lines.append(f"{W} {C} {-d[0]!r},{-d[1]!r}")
        cases.append((hit, toi))
nhit = check_both_roles(batch("--sweep-batch", lines), cases, lines, "circle/wedge sweeps over a span of 2^220", check)
print(f"2. circle swept past a wedge tip, spans over 2^220: {len(cases)} sweeps, both roles, {nhit} hits")

# ---- 3. a point against a wedge, every number below 2^-120 ------------------------------
lines, cases = [], []
K = 1e-45
for i in range(800):
    v = lambda lo, hi: round(rng.uniform(lo, hi), 3) * K
    c, r = (v(-20, 20), v(-20, 20)), v(0.5, 10)
    start = rng.choice([0, 90, 180, 270])
    end = start + rng.choice([90, 180, 270, 360])
    pp = (v(-30, 30), v(-30, 30))
    d = (v(-60, 60), v(-60, 60))
    if rng.random() < 0.4:  # aim at the centre or a corner
        tgt = c if rng.random() < 0.5 else (c[0] + r * RAYS[start][0], c[1] + r * RAYS[start][1])
        d = (tgt[0] - pp[0] + rng.uniform(-1, 1) * K, tgt[1] - pp[1] + rng.uniform(-1, 1) * K)
    cases.append(wedge_oracle(pp, d, c, r, start, end))
    lines.append("point:%r,%r wedge:%r,%r,%r,%d,%d %r,%r" % (pp + c + (r, start, end) + d))
    lines.append("wedge:%r,%r,%r,%d,%d point:%r,%r %r,%r" % (c + (r, start, end) + pp + (-d[0], -d[1])))
nhit = check_both_roles(batch("--sweep-batch", lines), cases, lines, "point/wedge sweeps below 2^-120", check)
print(f"3. a point against a wedge, numbers near 1e-45: {len(cases)} sweeps, both roles, {nhit} hits")


# ---- 4. the six against sectors, scaled by powers of two ---------------------------------
def q10(x):
    return math.ldexp(round(math.ldexp(x, 10)), -10)  # a multiple of 2^-10


def shape(kind, k, g):
    f = lambda x: repr(math.ldexp(x, k))
    u = lambda lo, hi: q10(g.uniform(lo, hi))
    if kind == "point":
        return "point:%s,%s" % (f(u(-20, 20)), f(u(-20, 20)))
    if kind == "line":
        return "line:" + ",".join(f(u(-20, 20)) for _ in range(4))
    if kind == "rect":
        return "rect:%s,%s,%s,%s" % (f(u(-20, 20)), f(u(-20, 20)), f(u(0.5, 9)), f(u(0.5, 9)))
    if kind == "polygon":
        x, y = u(-20, 20), u(-20, 20)
        return "polygon:" + ",".join(f(t) for t in (x, y, x + u(1, 6), y, x + u(0, 3), y + u(1, 6)))
    ang = lambda: round(g.uniform(0, 360), 3)
    if kind == "arc":
        return "arc:%s,%s,%s,%s,%r,%r" % (f(u(-5, 5)), f(u(-5, 5)), f(u(1, 3)), f(u(3, 8)), ang(), ang())
    return "wedge:%s,%s,%s,%r,%r" % (f(u(-5, 5)), f(u(-5, 5)), f(u(1, 8)), ang(), ang())


scales = (0, -150, -130, 140)
sets = {k: [] for k in scales}
for i in range(1500):
    a, b = rng.choice(["point", "line", "rect", "polygon"]), rng.choice(["arc", "wedge"])
    seed = rng.random()
    dx, dy = q10(rng.uniform(-40, 40)), q10(rng.uniform(-40, 40))
    for k in scales:
        g = random.Random(seed)
        A, B = shape(a, k, g), shape(b, k, g)
        mx, my = math.ldexp(dx, k), math.ldexp(dy, k)
        sets[k].append(f"{A} {B} {mx!r},{my!r}" if i % 2 else f"{B} {A} {-mx!r},{-my!r}")
outs = {k: batch("--sweep-batch", sets[k]) for k in scales}
nbad, nhit = 0, sum(1 for o in outs[0] if o.get("hit") is True)
for k in scales[1:]:
    for i, (o0, o1) in enumerate(zip(outs[0], outs[k])):
        same = "error" not in o0 and "error" not in o1 and o0["hit"] == o1["hit"]
        if same and o0["hit"]:
            same = abs(o0["toi"] - o1["toi"]) <= 1e-12
        if not same:
            nbad += 1
            if nbad <= 3:
                check(f"scaled by 2^{k}: {sets[0][i]}", False, (o0, o1))
check(f"sweeps against sectors scaled by powers of two: {nbad} differ", nbad == 0)
check("scaled sweeps: hits and misses", 0 < nhit < len(sets[0]))
print(f"4. the six against sectors at 2^-150, 2^-130, 2^140 and 1: {len(sets[0])} sweeps each, {nhit} hits")

print(f"{len(fails)} failed" if fails else "all passed")
sys.exit(1 if fails else 0)
