#!/usr/bin/env python3
"""hitdemo --check-batch against the independent oracle (oracle.py).

Usage: test_oracle.py PATH_TO_HITDEMO [SEED] [SCALE]

1. A seeded mix of about 3000 pairs (random floats, random small integers
   with many exact contacts, the same moved by 1e6, hand-made edge cases:
   tangencies, collinear overlaps, containment, degenerate shapes, wraps),
   each in both argument orders, goes through one `--check-batch -` run and
   is compared with the oracle (collide exactly, hit points as sets, and the
   relation exactly for the straight kinds: oracle.relation).
2. Bad lines: each must give {"line":N,"error":...} naming the spec, exit 1.
3. A few thousand randomly mutated lines: every output line valid JSON,
   exit 0 or 1, never a signal.
Prints every disagreement and a summary; exits 1 on any.
"""
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402

EXE = sys.argv[1]
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 20240611
SCALE = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
rng = random.Random(SEED)
KINDS = oracle.KINDS
failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def fmt(x):
    if isinstance(x, int) or float(x).is_integer() and abs(x) < 1e15:
        return str(int(x))
    return repr(float(x))


def spec(kind, nums):
    return kind + ":" + ",".join(fmt(v) for v in nums)


# ---------------------------------------------------------------- generators
def star_polygon(cx, cy, rmax, k, num):
    """A star-shaped (so simple) polygon, maybe concave; num(x) rounds a coordinate."""
    for _ in range(50):
        angs = sorted(rng.uniform(0, 6.283185307179586) for _ in range(k))
        pts = []
        for a in angs:
            r = rng.uniform(0.3, 1.0) * rmax
            pts += [num(cx + r * oracle.math.cos(a)), num(cy + r * oracle.math.sin(a))]
        if rng.random() < 0.5:  # either winding
            pts = [c for i in range(k - 1, -1, -1) for c in pts[2 * i:2 * i + 2]]
        s = spec("polygon", pts)
        try:
            oracle.parse(s)
            return s
        except oracle.SpecError:
            continue
    return spec("polygon", [cx, cy, cx + 3, cy, cx, cy + 3])


def float_shape(kind):
    u = rng.uniform
    c = [round(u(-30, 30), rng.choice([1, 3, 17])) for _ in range(2)]
    r = lambda: abs(round(u(0, 25), rng.choice([2, 17])))
    ang = lambda: round(u(-360, 720), rng.choice([0, 1, 17]))
    if kind == "point":
        return spec(kind, c)
    if kind == "circle":
        return spec(kind, c + [r()])
    if kind == "rect":
        return spec(kind, c + [r(), r()])
    if kind == "line":
        return spec(kind, c + [round(u(-30, 30), 6), round(u(-30, 30), 17)])
    if kind == "capsule":
        return spec(kind, c + [round(u(-30, 30), 5), round(u(-30, 30), 17), r() / 3])
    if kind == "polygon":
        return star_polygon(c[0], c[1], u(3, 25), rng.randint(3, 8), lambda x: round(x, rng.choice([2, 17])))
    if kind == "arc":
        a, b = sorted([r(), r()])
        return spec(kind, c + [a, b, ang(), ang()])
    return spec(kind, c + [r(), ang(), ang()])


def int_angle():
    x = rng.random()
    if x < 0.7:
        return rng.randint(-8, 16) * 45
    if x < 0.8:
        return rng.randint(-24, 48) * 15
    return rng.randint(-400, 800)


def int_sweep_pair():
    a = int_angle()
    x = rng.random()
    if x < 0.1:
        return a, a                     # zero sweep
    if x < 0.2:
        return a, a + rng.choice([360, 720, -360])   # full
    return a, int_angle()


def int_shape(kind, lo=-8, hi=8):
    ri = rng.randint
    c = [ri(lo, hi), ri(lo, hi)]
    rad = lambda: ri(0, 7) if rng.random() < 0.9 else 0
    if kind == "point":
        return spec(kind, c)
    if kind == "circle":
        return spec(kind, c + [rad()])
    if kind == "rect":
        return spec(kind, c + [rad(), rad()])
    if kind == "line":
        return spec(kind, c + [ri(lo, hi), ri(lo, hi)] if rng.random() < 0.9 else c + c)
    if kind == "capsule":
        return spec(kind, c + ([ri(lo, hi), ri(lo, hi)] if rng.random() < 0.85 else c) + [ri(0, 4)])
    if kind == "polygon":
        return star_polygon(c[0], c[1], ri(2, 8), ri(3, 7), lambda x: int(round(x)))
    s, e = int_sweep_pair()
    if kind == "arc":
        a, b = sorted([rad(), rad()])
        if rng.random() < 0.15:
            a = b
        return spec(kind, c + [a, b, s, e])
    return spec(kind, c + [rad(), s, e])


def moved(s, dx, dy, k=1.0):
    """s moved by (dx,dy) after scaling by k (angles kept)."""
    kind, n = oracle.parse(s)
    n = list(n)
    if kind in ("polygon", "line", "point"):
        idx = range(len(n))
        pos = idx
    elif kind == "capsule":
        idx, pos = range(5), range(4)
    elif kind == "rect":
        idx, pos = range(4), range(2)
    elif kind in ("circle", "wedge"):
        idx, pos = range(3), range(2)
    else:
        idx, pos = range(4), range(2)
    for i in idx:
        n[i] = n[i] * k
    for i in pos:
        n[i] += dx if i % 2 == 0 else dy
    return spec(kind, n)


EDGE = """
circle:0,0,5 rect:3,4,10,10
circle:0,0,5 rect:5,-10,10,20
circle:0,0,5 rect:6,-10,10,20
line:0,0,10,0 line:5,0,15,0
line:0,0,10,0 line:10,0,20,0
line:0,0,10,0 line:10.000000000000002,0,20,0
line:0,0,10,10 line:3,3,5,5
line:0,0,0,0 line:0,0,0,0
line:0,0,1,1 line:0,1,1,0
rect:0,0,10,10 line:2,2,8,8
polygon:0,0,10,0,10,10,0,10 polygon:2,2,4,2,3,4
polygon:0,0,10,0,10,10,0,10 point:5,0
polygon:0,0,10,0,10,10,5,2,0,10 point:5,2
polygon:0,0,10,0,10,10,5,2,0,10 point:5,1.9999999999999998
polygon:0,0,10,0,10,10,5,2,0,10 polygon:4,6,6,6,5,8
polygon:0,0,10,0,10,10,5,2,0,10 polygon:4,6,6,6,5,2
polygon:0,0,5,0,10,0,10,10,0,10 rect:0,-5,10,5
polygon:0,0,5,0,10,0,10,10,0,10 line:-5,0,20,0
polygon:0,0,5,0,10,0,10,10,0,10,0,0 line:5,0,5,-5
polygon:0,0,4,0,8,0,8,8,0,8 capsule:0,-3,8,-3,3
point:3,4 point:3,4
point:3,4 point:3,4.000000000000001
point:7,7 wedge:0,0,10,0,45
point:7,7.000000000000001 wedge:0,0,10,0,45
point:0,-10 wedge:0,0,10,270,360
point:5,0 wedge:0,0,10,300,30
point:-5,0 wedge:0,0,10,300,30
point:0,5 arc:0,0,5,10,45,135
point:0,0 wedge:0,0,10,0,360
point:0,0 arc:0,0,0,10,0,360
point:0,0 arc:0,0,0,10,0,90
point:0,0 wedge:0,0,10,0,180
point:0,0 wedge:0,0,10,0,270
point:0,0 wedge:0,0,0,0,90
point:0,0 circle:0,0,0
point:0,0 rect:0,0,0,0
point:0,0 capsule:0,0,0,0,0
point:1,0 capsule:0,0,2,0,0
point:3,0 arc:0,0,3,3,0,0
point:3,0 arc:0,0,3,3,0,90
point:0,3 arc:0,0,3,3,0,90
point:2.1213203435596424,2.1213203435596424 arc:0,0,3,3,0,90
arc:0,0,5,10,0,360 circle:0,0,4
arc:0,0,5,10,0,360 circle:0,0,5
arc:0,0,5,10,0,360 circle:0,0,10
arc:0,0,5,10,0,360 circle:0,0,11
arc:0,0,5,10,0,360 wedge:0,0,5,0,90
arc:0,0,5,10,0,90 arc:0,0,5,10,90,180
arc:0,0,5,10,0,90 arc:0,0,5,10,180,270
arc:0,0,5,10,300,30 arc:0,0,5,10,0,330
arc:0,0,5,10,0,270 arc:0,0,5,10,180,450
arc:0,0,10,10,0,180 line:-20,10,20,10
arc:0,0,10,10,0,180 line:-20,-10,20,-10
arc:0,0,5,10,0,0 line:0,0,20,0
arc:0,0,5,10,90,90 line:0,0,0,20
arc:0,0,5,5,0,0 point:5,0
arc:0,0,5,5,0,360 circle:0,0,5
arc:0,0,5,5,0,360 circle:10,0,5
arc:0,0,5,5,0,180 arc:0,0,5,5,90,270
arc:0,0,5,5,0,180 arc:0,0,5,5,180,360
wedge:0,0,10,0,90 wedge:0,0,10,180,270
wedge:0,0,10,0,90 wedge:20,0,10,90,180
wedge:0,0,10,0,360 circle:0,0,10
wedge:0,0,10,0,720 circle:0,0,10
wedge:0,0,10,10,370 point:-9,0
wedge:0,0,10,90,0 point:0,-5
wedge:0,0,10,90,0 point:5,5
wedge:0,0,10,-90,0 point:5,-5
wedge:0,0,10,90,90 point:0,5
wedge:0,0,10,90,90 line:0,-5,0,15
wedge:0,0,10,0,180 line:-20,0,20,0
wedge:0,0,10,0,180 line:-5,0,5,0
wedge:0,0,10,0,180 line:0,0,20,0
wedge:0,0,10,0,180 wedge:0,0,10,180,360
wedge:0,0,10,0,180 rect:-20,-5,40,5
wedge:0,0,10,45,225 line:-10,-10,10,10
wedge:0,0,10,315,45 rect:0,-5,20,10
wedge:0,0,10,330,30 point:10,0
wedge:0,0,10,-30,30 point:10,0
wedge:0,0,10,1e20,1e20 point:0,0
wedge:0,0,10,-720,0 point:-3,-3
wedge:5,5,5,0,90 circle:0,0,5
wedge:0,0,5,0,90 circle:5,5,2
wedge:0,0,10,0,90 line:10,-5,10,5
wedge:0,0,10,0,90 line:11,-5,11,5
capsule:0,0,10,0,2 capsule:0,4,10,4,2
capsule:0,0,10,0,2 capsule:0,4.5,10,4.5,2
capsule:0,0,10,0,2 circle:5,5,3
capsule:0,0,10,0,2 circle:14,0,2
capsule:0,0,10,0,2 circle:0,0,2
capsule:0,0,10,0,2 line:-5,2,15,2
capsule:0,0,0,0,3 circle:6,0,3
capsule:0,0,3,4,5 point:-3,4
capsule:0,0,3,4,5 line:-4,3,-1,7
capsule:0,0,10,0,2 rect:-5,2,20,5
capsule:0,0,10,0,2 wedge:5,-10,8,45,135
capsule:0,0,10,0,2 arc:0,0,2,3,0,360
capsule:0,0,10,0,0 line:5,0,15,0
rect:0,0,10,10 rect:10,10,5,5
rect:0,0,10,10 rect:5,-5,10,10
rect:0,0,0,0 rect:0,0,0,0
rect:0,0,10,0 line:5,-5,5,5
rect:0,0,10,0 line:5,0,20,0
rect:0,0,0,10 rect:0,5,0,10
rect:0,0,10,10 line:10,-5,10,15
rect:0,0,10,10 capsule:-5,12,15,12,2
rect:0,0,10,10 capsule:-5,12,15,12,1.9999999999999998
rect:0,0,10,10 arc:5,5,20,30,0,360
rect:0,0,10,10 arc:5,5,5,30,0,360
rect:0,0,10,10 wedge:20,5,10,90,270
rect:0.1,0,0.2,1 point:0.30000000000000004,0.5
rect:0.1,0,0.2,1 point:0.3,0.5
circle:0,0,5 circle:10,0,5
circle:0,0,5 circle:10.000000000000002,0,5
circle:0,0,10 circle:3,4,5
circle:0,0,10 circle:1,0,2
circle:0,0,0 circle:0,0,0
circle:0,0,5 circle:0,0,5
circle:0,0,5 line:-10,5,10,5
circle:0,0,5 line:-10,5.000000000000001,10,5.000000000000001
circle:0,0,1 line:-2,0.1,2,0.1
circle:0,0,5 polygon:5,-5,10,-5,10,5,5,5
circle:0,0,5 arc:8,6,5,10,180,270
circle:15,0,5 wedge:0,0,10,300,30
circle:-3,0,3 wedge:0,0,10,300,30
circle:1000000,1000000,5 rect:1000003,1000004,10,10
circle:1e50,1e50,1e50 point:-1e50,-1e50
circle:-1e50,0,1e50 circle:1e50,0,1e50
line:-1e50,-1e50,1e50,1e50 line:-1e50,1e50,1e50,-1e50
point:1e-50,0 line:0,0,2e-50,0
point:1e-50,1e-50 rect:0,0,2e-50,2e-50
point:1.0000000000000001e-50,0 line:0,0,1e-50,0
circle:0,1e-50,5 circle:0,0,5
circle:0,0,1e-50 point:2e-50,0
rect:0.1,0,0.2,1 line:0.30000000000000004,0,0.30000000000000004,1
rect:0.1,0,0.2,1 rect:0.30000000000000004,0,1,1
wedge:10,0,7.071067811865475,135,150 wedge:0,0,2000,45,60
"""


def edge_pairs():
    pairs = [tuple(l.split()) for l in EDGE.strip().splitlines() if l.strip()]
    # families: contacts from integer data, moved by 1e6 and scaled
    extra = []
    for a, b in pairs[:]:
        try:
            if max(abs(v) for s in (a, b) for v in oracle.parse(s)[1]) < 1e4:
                for fam in ((moved(a, 1e6, -1e6), moved(b, 1e6, -1e6)), (moved(a, 0, 0, 0.5), moved(b, 0, 0, 0.5))):
                    try:  # a family member outside the accepted range (below 1e-50) is left out
                        oracle.parse(fam[0]), oracle.parse(fam[1])
                    except oracle.SpecError:
                        continue
                    extra.append(fam)
        except oracle.SpecError:
            pass
    return pairs + extra


def tangent_pairs(n):
    """Exact contacts by construction: Pythagorean triples, shared edges, corner touches."""
    trip = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (0, 5, 5)]
    out = []
    for _ in range(n):
        x, y, d = rng.choice(trip)
        sx, sy = rng.choice([1, -1]), rng.choice([1, -1])
        if rng.random() < 0.5:
            x, y = y, x
        x, y = sx * x, sy * y
        cx, cy = rng.randint(-5, 5), rng.randint(-5, 5)
        r1 = rng.randint(0, d)
        k = rng.random()
        s, e = int_sweep_pair()
        choices = [
            (spec("circle", [cx, cy, r1]), spec("circle", [cx + x, cy + y, d - r1])),        # external
            (spec("circle", [cx, cy, d + r1]), spec("circle", [cx + x, cy + y, r1])),        # internal
            (spec("circle", [cx, cy, d]), spec("point", [cx + x, cy + y])),
            (spec("wedge", [cx, cy, d, s, e]), spec("point", [cx + x, cy + y])),
            (spec("arc", [cx, cy, r1, d, s, e]), spec("circle", [cx + x, cy + y, 0])),
            (spec("wedge", [cx, cy, r1, s, e]), spec("circle", [cx + x, cy + y, d - r1])),
            (spec("arc", [cx, cy, 0, d + r1, s, e]), spec("circle", [cx + x, cy + y, r1])),
            (spec("capsule", [cx, cy, cx, cy + rng.randint(0, 6), r1]), spec("circle", [cx + x, cy + y, d - r1])),
            (spec("circle", [cx, cy, d]), spec("line", [cx + x, cy + y, cx + x + rng.randint(-5, 5), cy + y])),
            (spec("circle", [cx, cy, d]), spec("rect", [cx + x, cy + y, rng.randint(0, 5), rng.randint(0, 5)])),
            (spec("arc", [cx, cy, r1, d, s, e]), spec("rect", [cx + x - rng.randint(0, 5), cy + y, rng.randint(0, 5), 3])),
            (spec("capsule", [cx, cy, cx + rng.randint(-5, 5), cy, d]),
             spec("line", [cx - 10, cy + d, cx + 10, cy + d])),
            (spec("capsule", [0, 0, x, y, rng.randint(0, 4)]), spec("capsule", [x, y, 2 * x, 2 * y, rng.randint(0, 4)])),
            (spec("wedge", [cx, cy, d, s, e]), spec("wedge", [cx, cy, r1, e, e + rng.choice([45, 90, 180, 270])])),
            (spec("arc", [cx, cy, r1, d, s, e]), spec("arc", [cx, cy, rng.randint(0, r1), r1, s, e + 90])),
        ]
        out.append(choices[int(k * len(choices))])
    return out


def build_cases():
    pairs = edge_pairs()
    kp = [(KINDS[i], KINDS[j]) for i in range(8) for j in range(i, 8)]
    n_float, n_int, n_moved = int(700 * SCALE), int(1300 * SCALE), int(300 * SCALE)
    for i in range(n_float):
        ka, kb = kp[i % len(kp)]
        pairs.append((float_shape(ka), float_shape(kb)))
    for i in range(n_int):
        ka, kb = kp[i % len(kp)]
        pairs.append((int_shape(ka), int_shape(kb)))
    for i in range(n_moved):
        ka, kb = kp[i % len(kp)]
        a, b = int_shape(ka), int_shape(kb)
        pairs.append((moved(a, 1e6, 1e6), moved(b, 1e6, 1e6)) if i % 2 else (moved(a, 0, 0, 0.25), moved(b, 0, 0, 0.25)))
    pairs += tangent_pairs(int(400 * SCALE))
    pairs += relation_pairs(int(600 * SCALE))
    return pairs


def relation_pairs(n):
    """Straight shapes on a small grid (shared edges, vertices on edges, equal
    shapes, nested ones) for oracle.relation; a third are a shape against itself moved by
    a grid step or not at all."""
    kinds = ["point", "rect", "line", "polygon"]
    out = []
    for i in range(n):
        ka, kb = kinds[i % 4], kinds[(i // 4) % 4]
        a = int_shape(ka, -4, 4)
        b = int_shape(kb, -4, 4) if i % 3 else moved(a, rng.randint(-1, 1) * 2, rng.randint(-1, 1) * 2)
        out.append((a, b))
    return out


# ---------------------------------------------------------------- 1. answers
def run_batch(text, timeout=600):
    p = subprocess.run([EXE, "--check-batch", "-"], input=text, capture_output=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def check_answers():
    pairs = build_cases()
    lines = []
    for a, b in pairs:
        lines += [f"{a} {b}", f"{b} {a}"]
    t0 = time.time()
    rc, out, err = run_batch(("\n".join(lines) + "\n").encode())
    t_exe = time.time() - t0
    outs = out.decode().splitlines()
    if rc != 0 or len(outs) != len(lines):
        fail(f"answer batch: exit {rc}, {len(outs)} lines for {len(lines)}; stderr {err[:300]!r}")
    stats = {"ok": 0, "tie": 0, "open": 0, "hp_skip": 0, "disagree": 0, "collide": 0, "relation": 0}
    t0 = time.time()
    for i, (a, b) in enumerate(pairs):
        try:
            ans = oracle.answer(a, b)
        except Exception as e:  # an oracle bug is a test failure too
            fail(f"oracle crashed on {a} {b}: {e!r}")
            continue
        stats[ans.status] += 1
        stats["hp_skip"] += ans.status == "ok" and ans.hp_skip
        stats["collide"] += ans.status == "ok" and bool(ans.collide)
        for j, (x, y) in enumerate(((a, b), (b, a))):
            k = 2 * i + j
            if k >= len(outs):
                break
            try:
                got = json.loads(outs[k])
            except ValueError:
                fail(f"{x} {y}: not JSON: {outs[k][:200]!r}")
                continue
            if got.get("a") != x or got.get("b") != y:
                fail(f"{x} {y}: answer is for {got.get('a')} {got.get('b')}")
                continue
            probs = oracle.compare(x, y, ans, got) + dist_problems(got)
            rel = oracle.relation(x, y)  # straight kinds only
            if rel is not None:
                stats["relation"] += 1
                if got.get("relation") != rel:
                    probs.append(f"relation {got.get('relation')}, expected {rel}")
            if probs:
                stats["disagree"] += 1
                fail(f"{x} {y}: " + "; ".join(probs))
    t_or = time.time() - t0
    print(f"answers: {len(pairs)} pairs, {len(lines)} lines; oracle ok {stats['ok']} "
          f"(collide {stats['collide']}, shared full circle so hit points skipped {stats['hp_skip']}), "
          f"tie {stats['tie']}, open {stats['open']}; relation checked {stats['relation']}; "
          f"disagreements {stats['disagree']}; "
          f"hitdemo {t_exe:.2f}s, oracle {t_or:.1f}s")


# The keys of an answer, in order: the old four with the relation after collide, then the
# distance keys.
ANSWER_KEYS = ["a", "b", "collide", "relation", "hit_points", "distance", "closest", "push"]


def dist_problems(got):
    """The distance keys against the rule: 0 iff collide, closest null iff collide,
    |pb - pa| = distance, push only when colliding."""
    if list(got) != ANSWER_KEYS:
        return [f"keys {list(got)}, expected {ANSWER_KEYS}"]
    probs = []
    d, c, p = got["distance"], got["closest"], got["push"]
    if (d == 0) != got["collide"] or d < 0:
        probs.append(f"distance {d} with collide {got['collide']}")
    if (c is None) != got["collide"]:
        probs.append(f"closest {c} with collide {got['collide']}")
    elif c is not None:
        gap = oracle.math.hypot(c[1][0] - c[0][0], c[1][1] - c[0][1])
        if abs(gap - d) > 1e-9 * max(d, 1e-300):
            probs.append(f"closest {c} are {gap} apart, distance {d}")
    if p is not None and not got["collide"]:
        probs.append(f"push {p} for a pair that does not collide")
    return probs


# ---------------------------------------------------------------- 2. bad lines
def bad_lines():
    poly257 = "polygon:" + ",".join(f"{fmt(round(100 * oracle.math.cos(i * 6.283185307179586 / 257), 6))},"
                                    f"{fmt(round(100 * oracle.math.sin(i * 6.283185307179586 / 257), 6))}" for i in range(257))
    poly256 = "polygon:" + ",".join(f"{fmt(round(100 * oracle.math.cos(i * 6.283185307179586 / 256), 6))},"
                                    f"{fmt(round(100 * oracle.math.sin(i * 6.283185307179586 / 256), 6))}" for i in range(256))
    bad_specs = [
        "blob:1,2", "Circle:0,0,1", "circle;0,0,1", "circle0,0,1", ":0,0", "circle:", "circle",
        "circle:0,0", "circle:0,0,1,2", "point:1", "point:1,2,3", "rect:0,0,1", "rect:0,0,1,1,1",
        "line:0,0,1", "line:0,0,1,1,1", "capsule:0,0,1,1", "arc:0,0,1,2,0", "arc:0,0,1,2,0,90,1",
        "wedge:0,0,1,0", "wedge:0,0,1,0,90,0",
        "circle:0,0,nan", "circle:0,0,inf", "circle:0,0,-inf", "circle:0,0,1e400", "circle:0,0,1e51",
        "point:1.1e50,0", "point:0,-2e50", "point:5e-324,0", "circle:0,0,1e-51", "polygon:0,0,1e-300,0,0,1", "circle:0,0,1x", "circle:0,0,0x10", "circle:0,0,1..2", "circle:0,0,--1",
        "circle:0,0,1e", "circle:0,0,e5", "circle:0,0,.", "circle:0,0,+", "point:1,2,", "point:,1", "point:1,,2",
        "circle:0,0,-1", "circle:0,0,-1e-300", "rect:0,0,-1,1", "rect:0,0,1,-0.5", "capsule:0,0,1,1,-1",
        "wedge:0,0,-1,0,90", "arc:0,0,5,4,0,90", "arc:0,0,-1,4,0,90", "arc:0,0,1,-4,0,90",
        "polygon:0,0,1,1", "polygon:0,0,1,1,2", "polygon:0,0,0,0,0,0", "polygon:0,0,1,1,0,0,1,1",
        "polygon:0,0,1,0,2,0", "polygon:0,0,10,10,10,0,0,10", "polygon:0,0,10,0,0,10,10,10",
        "polygon:0,0,10,0,10,10,0,10,5,-5", "polygon:0,0,10,0,10,10,5,0,0,10",  # vertex on a non-adjacent edge
        "polygon:0,0,10,0,5,0,5,5", "polygon:0,0,10,0,10,10,0,10,0,5,0,15", "polygon:0,0,4,0,4,4,2,0,0,4",
        poly257, "circle:0,0," + "1" * 400, "polygon:" + "0," * 600 + "0",
    ]
    lines, expect = [], []   # expect: (substring the error must name) or None for the message only
    for s in bad_specs:
        lines.append(f"{s} point:0,0")
        expect.append(s[:40])
        lines.append(f"point:0,0 {s}")
        expect.append(s[:40])
    for l in ["point:0,0", "point:0,0 point:0,0 point:0,0", "point:0,0,point:0,0", "circle:0,0,1 , point:0,0"]:
        lines.append(l)
        expect.append(None)
    return lines, expect, poly256


def check_bad():
    lines, expect, poly256 = bad_lines()
    good = ["point:0,0 point:0,0", "circle:0,0,1 circle:0,0,1\r", f"{poly256} point:0,0",
            "  circle:0,0,1\t\tpoint:0,0  ", "point:-1e50,1e50 point:1e50,1e50"]
    body = []
    kinds = []   # ('good', None) / ('bad', expect) per non-blank line, in order
    for i, l in enumerate(lines):
        body.append(l.encode())
        kinds.append(("bad", expect[i]))
        if i % 7 == 0:
            g = good[(i // 7) % len(good)]
            body.append(g.encode())
            kinds.append(("good", g))
    body.append(b"point:0,0\x00 point:0,0")
    kinds.append(("bad", None))
    body.append(b"\x00")
    kinds.append(("bad", None))
    body.append(b"circle:0,0,1 circle:0,0,1\r")
    kinds.append(("good", None))
    body.append(b"line:0,0,1," + b"1" * 100000 + b" point:0,0")  # over the 65536-byte line limit:
    kinds.append(("bad", None))                                      # "line longer than 65536 bytes"
    body.append(b"point:0,0 point:0," + b"0" * 200000)   # a valid, very long number: README sets no
    kinds.append(("either", None))                         # length limit, so an answer or an error
    body.append(b"# comment \x01\xff")
    body.append(b"")
    body.append(b"\xff\xfe point:0,0")
    kinds.append(("bad", None))
    text = b"\r\n".join(body[:3]) + b"\r\n" + b"\n".join(body[3:]) + b"\n"
    rc, out, err = run_batch(text)
    if rc != 1:
        fail(f"bad lines: exit {rc}, stderr {err[:300]!r}")
    outs = out.decode("utf-8", "replace").splitlines()
    if len(outs) != len(kinds):
        fail(f"bad lines: {len(outs)} output lines for {len(kinds)} input lines")
    # map outputs to the expected kinds by order
    lineno_of = []
    n = 0
    for raw in text.split(b"\n")[:-1]:
        n += 1
        s = raw.strip()
        if s and not s.startswith(b"#"):
            lineno_of.append(n)
    nbad = 0
    for k, (o, (kind, exp)) in enumerate(zip(outs, kinds)):
        try:
            obj = json.loads(o)
        except ValueError:
            fail(f"bad lines: output {k + 1} not JSON: {o[:200]!r}")
            continue
        if kind == "either" and ("collide" in obj or set(obj) == {"line", "error"}):
            continue
        if kind == "good":
            if "collide" not in obj:
                fail(f"bad lines: good line {lineno_of[k]} ({(exp or '')[:60]!r}) gave {o[:300]}")
            continue
        nbad += kind == "bad"
        if kind == "either":
            fail(f"bad lines: line {lineno_of[k]} gave {o[:300]}")
            continue
        if set(obj) != {"line", "error"} or obj["line"] != lineno_of[k] or not isinstance(obj["error"], str):
            fail(f"bad lines: line {lineno_of[k]} ({lines[k] if k < len(lines) else exp!r:.80}) gave {o[:300]}")
        elif exp is not None and exp not in obj["error"]:
            fail(f"bad lines: line {lineno_of[k]}: error does not name the spec {exp!r}: {o[:300]}")
    print(f"bad lines: {nbad} bad and {len(kinds) - nbad} good lines checked")


# ---------------------------------------------------------------- 3. mutations
def check_mutations(n):
    seeds = [l for a, b in edge_pairs()[:60] for l in (f"{a} {b}",)]
    seeds += [f"{int_shape(k)} {int_shape(rng.choice(KINDS))}" for k in KINDS for _ in range(5)]
    alphabet = b"0123456789,.:-+eE \t#xnaif\x00\r\x7f\xff;" + bytes(range(97, 123))
    lines = []
    for _ in range(n):
        s = bytearray(rng.choice(seeds).encode())
        for _ in range(rng.randint(1, 4)):
            op = rng.random()
            if not s:
                break
            i = rng.randrange(len(s))
            if op < 0.2 and chr(s[i]).isdigit():
                s[i] = rng.choice(b"0123456789")      # mostly still a valid pair
            elif op < 0.35:
                s[i] = rng.choice(alphabet)
            elif op < 0.55:
                del s[i]
            elif op < 0.75:
                s.insert(i, rng.choice(alphabet))
            elif op < 0.85:
                s = s[:i]
            elif op < 0.95:
                s[i:i] = rng.choice(seeds).encode()[:rng.randint(0, 30)]
            else:
                s = s[:i] + bytes([s[i]]) * rng.randint(1, 3000) + s[i:]
        lines.append(bytes(s).replace(b"\n", b" "))
    text = b"\n".join(lines) + b"\n"
    p = subprocess.run([EXE, "--check-batch", "-"], input=text, capture_output=True, timeout=600)
    if p.returncode not in (0, 1):
        fail(f"mutations: exit {p.returncode} (negative = signal); stderr {p.stderr[:300]!r}")
    expected = 0
    for raw in lines:
        if b"\x00" in raw:
            expected += 1
            continue
        st = raw.strip(b" \t\r\v\f")
        if st and not st.startswith(b"#"):
            expected += 1
    outs = p.stdout.decode("utf-8", "replace").splitlines()
    if len(outs) != expected:
        fail(f"mutations: {len(outs)} output lines for {expected} non-blank input lines")
    errors = answers = 0
    checked = 0
    for o in outs:
        try:
            obj = json.loads(o)
        except ValueError:
            fail(f"mutations: not JSON: {o[:300]!r}")
            continue
        if "error" in obj and set(obj) == {"line", "error"}:
            errors += 1
        elif list(obj) == ANSWER_KEYS:
            answers += 1
            # an accepted mutated pair must still be right
            try:
                ans = oracle.answer(obj["a"], obj["b"])
            except oracle.SpecError as e:
                fail(f"mutations: hitdemo accepted a spec the README calls bad: {obj['a']} {obj['b']} ({e})")
                continue
            except Exception as e:
                fail(f"mutations: oracle crashed on {obj['a']} {obj['b']}: {e!r}")
                continue
            checked += 1
            probs = oracle.compare(obj["a"], obj["b"], ans, obj) + dist_problems(obj)
            if probs:
                fail(f"mutations: {obj['a']} {obj['b']}: " + "; ".join(probs))
        else:
            fail(f"mutations: unexpected object {o[:300]}")
    if errors and p.returncode != 1:
        fail(f"mutations: {errors} error lines but exit {p.returncode}")
    print(f"mutations: {n} lines, {answers} answers ({checked} checked by the oracle), {errors} errors, "
          f"exit {p.returncode}")


if __name__ == "__main__":
    t = time.time()
    check_answers()
    check_bad()
    check_mutations(int(3000 * SCALE))
    print(f"{len(failures)} disagreement(s)/failure(s)" if failures else "oracle: all checks agree",
          f"({time.time() - t:.1f}s, seed {SEED})")
    sys.exit(1 if failures else 0)
