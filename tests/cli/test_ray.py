#!/usr/bin/env python3
"""hitdemo --ray and --ray-batch: the JSON, the errors, and an
exact rational oracle (fractions.Fraction, written from the docs, not from
ray.c) for rays of doubles whose end P + D is in general NOT a double.

For point, circle, rect, line, polygon and capsule the oracle decides
"does the segment P..P+sD meet B" exactly for a rational s, so
  hit      == meets(1),
  t == 0   iff P is in B,
  t        is within 1e-12 of the first contact: meets(t - 1e-12) is false
           and meets(t + 1e-12) is true (clipped to [0, 1]),
  normal   is a unit vector, faces the ray (dot <= 0), and a small step
           along it from the point leaves B (exactly); for a circle it is
           the radial direction.
Arcs and wedges with angles at multiples of 45 degrees (their rays exact,
so the range is rational) are decided exactly too. For every kind `hit`
equals `--check` of the segment
line:X,Y,X+DX,Y+DY wherever P + D is a double.

Usage: test_ray.py PATH_TO_HITDEMO
"""
import json
import random
import subprocess
import sys
from fractions import Fraction as F

EXE = sys.argv[1]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        if len(failures) <= 30:
            print("FAIL:", what)


def run(args, stdin=None):
    p = subprocess.run([EXE] + args, input=stdin, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def fmt(x):
    return repr(float(x))


# ---- the exact oracle --------------------------------------------------------

def cross(ax, ay, bx, by):
    return ax * by - ay * bx


def on_seg(X, A, B):
    if cross(B[0] - A[0], B[1] - A[1], X[0] - A[0], X[1] - A[1]) != 0:
        return False
    return min(A[0], B[0]) <= X[0] <= max(A[0], B[0]) and min(A[1], B[1]) <= X[1] <= max(A[1], B[1])


def orient(A, B, C):
    v = cross(B[0] - A[0], B[1] - A[1], C[0] - A[0], C[1] - A[1])
    return (v > 0) - (v < 0)


def segs_meet(A, B, C, D):
    o1, o2, o3, o4 = orient(A, B, C), orient(A, B, D), orient(C, D, A), orient(C, D, B)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return on_seg(C, A, B) or on_seg(D, A, B) or on_seg(A, C, D) or on_seg(B, C, D)


def dist2_pt_seg(X, A, B):
    ex, ey = B[0] - A[0], B[1] - A[1]
    wx, wy = X[0] - A[0], X[1] - A[1]
    ee = ex * ex + ey * ey
    if ee == 0:
        return wx * wx + wy * wy
    s = (wx * ex + wy * ey) / ee
    s = min(max(s, F(0)), F(1))
    dx, dy = wx - s * ex, wy - s * ey
    return dx * dx + dy * dy


def dist2_seg_seg(A, B, C, D):
    if segs_meet(A, B, C, D):
        return F(0)
    return min(dist2_pt_seg(A, C, D), dist2_pt_seg(B, C, D), dist2_pt_seg(C, A, B), dist2_pt_seg(D, A, B))


def in_polygon(X, V):
    inside = False
    n = len(V)
    for i in range(n):
        A, B = V[i - 1], V[i]
        if on_seg(X, A, B):
            return True
        if (A[1] > X[1]) != (B[1] > X[1]):
            xs = A[0] + (X[1] - A[1]) * (B[0] - A[0]) / (B[1] - A[1])
            if X[0] < xs:
                inside = not inside
    return inside


class Shape:
    def __init__(self, spec):
        self.spec = spec
        kind, nums = spec.split(":")
        self.kind = kind
        v = [F(float(x)) for x in nums.split(",")]
        if kind == "rect":
            x, y, w, h = v
            self.kind, self.V = "polygon", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
            if w == 0 or h == 0:
                self.kind, self.A, self.B = "line", (x, y), (x + w, y + h)
        elif kind == "polygon":
            self.V = [(v[i], v[i + 1]) for i in range(0, len(v), 2)]
        elif kind == "point":
            self.A = (v[0], v[1])
        elif kind == "circle":
            self.c, self.r = (v[0], v[1]), v[2]
        elif kind == "line":
            self.A, self.B = (v[0], v[1]), (v[2], v[3])
        elif kind == "capsule":
            self.A, self.B, self.r = (v[0], v[1]), (v[2], v[3]), v[4]
        elif kind in ("arc", "wedge"):
            # angles at multiples of 45 degrees only: their rays are exact
            # ((1, 1) for 45, as the docs say), so the range is rational
            if kind == "wedge":
                v = [v[0], v[1], F(0), v[2], v[3], v[4]]
            self.kind = "sector"
            self.c, self.rin, self.rout = (v[0], v[1]), v[2], v[3]
            start, end = float(v[4]), float(v[5])
            assert start % 45 == 0 and end % 45 == 0
            self.us, self.ue = ray45(start), ray45(end)
            sw = (end - start)
            self.zero = start == end
            self.full = not self.zero and sw % 360 == 0
            s0, e0 = start % 360, end % 360
            sw = e0 - s0
            if sw <= 0:
                sw += 360
            self.reflex = sw > 180

    def contains(self, X):
        k = self.kind
        if k == "point":
            return X == self.A
        if k == "circle":
            return (X[0] - self.c[0]) ** 2 + (X[1] - self.c[1]) ** 2 <= self.r ** 2
        if k == "line":
            return on_seg(X, self.A, self.B)
        if k == "polygon":
            return in_polygon(X, self.V)
        if k == "capsule":
            return dist2_pt_seg(X, self.A, self.B) <= self.r ** 2
        if k == "sector":
            return sector_meets(self, X, X)

    def meets(self, P, Q):
        """The closed segment P..Q shares a point with the shape."""
        k = self.kind
        if k == "point":
            return on_seg(self.A, P, Q)
        if k == "circle":
            return dist2_pt_seg(self.c, P, Q) <= self.r ** 2
        if k == "line":
            return segs_meet(P, Q, self.A, self.B)
        if k == "polygon":
            if in_polygon(P, self.V):
                return True
            return any(segs_meet(P, Q, self.V[i - 1], self.V[i]) for i in range(len(self.V)))
        if k == "capsule":
            return dist2_seg_seg(P, Q, self.A, self.B) <= self.r ** 2
        if k == "sector":
            return sector_meets(self, P, Q)


def ray45(deg):
    a = int(deg) % 360
    return {0: (1, 0), 45: (1, 1), 90: (0, 1), 135: (-1, 1), 180: (-1, 0), 225: (-1, -1), 270: (0, -1),
            315: (1, -1)}[a]


def sector_meets(b, P, Q):
    """The segment P..Q meets the annular sector b, exactly: the range is a
    union of cones (linear conditions on the segment's parameter u in
    [0, 1]); on each resulting interval the squared distance to the centre,
    a quadratic, takes every value between its least and greatest, which
    must reach [rin^2, rout^2]."""
    D = (Q[0] - P[0], Q[1] - P[1])
    W = (P[0] - b.c[0], P[1] - b.c[1])

    def lin(u, is_cross):  # L(X(u) - c) = l0 + l1 u for cross(u, .) or dot(u, .)
        if is_cross:
            return cross(u[0], u[1], W[0], W[1]), cross(u[0], u[1], D[0], D[1])
        return u[0] * W[0] + u[1] * W[1], u[0] * D[0] + u[1] * D[1]

    def interval(conds):  # {u in [0, 1]: l0 + l1 u >= 0 (or == 0) for all}
        lo, hi = F(0), F(1)
        for l0, l1, eq in conds:
            if l1 == 0:
                if (l0 != 0) if eq else (l0 < 0):
                    return None
                continue
            r = -l0 / l1
            if eq:
                lo, hi = max(lo, r), min(hi, r)
            elif l1 > 0:
                lo = max(lo, r)
            else:
                hi = min(hi, r)
        return (lo, hi) if lo <= hi else None

    cs, ce = lin(b.us, True), lin(b.ue, True)
    ce = (-ce[0], -ce[1])  # cross(v, ue)
    ds, de = lin(b.us, False), lin(b.ue, False)
    if b.full:
        pieces = [interval([])]
    elif b.zero:
        pieces = [interval([(cs[0], cs[1], True), (ds[0], ds[1], False)])]
    elif b.reflex:
        pieces = [interval([(cs[0], cs[1], False)]), interval([(ce[0], ce[1], False)])]
    else:
        pieces = [interval([(cs[0], cs[1], False), (ce[0], ce[1], False), (ds[0], ds[1], False)]),
                  interval([(cs[0], cs[1], False), (ce[0], ce[1], False), (de[0], de[1], False)])]
    a = D[0] ** 2 + D[1] ** 2
    bb = D[0] * W[0] + D[1] * W[1]
    c0 = W[0] ** 2 + W[1] ** 2
    g = lambda u: a * u * u + 2 * bb * u + c0
    for iv in pieces:
        if iv is None:
            continue
        lo, hi = iv
        vals = [g(lo), g(hi)]
        if a != 0:
            tv = -bb / a
            if lo <= tv <= hi:
                vals.append(g(tv))
        if min(vals) <= b.rout ** 2 and max(vals) >= b.rin ** 2:
            return True
    return False


def at(P, D, s):
    return (P[0] + s * D[0], P[1] + s * D[1])


EPS = F(1, 10 ** 12)


def oracle_check(line, ans):
    ray, spec = line.split()
    x, y, dx, dy = (F(float(v)) for v in ray.split(","))
    P, D = (x, y), (dx, dy)
    b = Shape(spec)
    hit = b.meets(P, at(P, D, F(1)))
    check(ans["hit"] == hit, f"{line}: hit {ans['hit']}, exact {hit}")
    if not hit or not ans["hit"]:
        check(ans["t"] is None and ans["point"] is None and ans["normal"] is None, f"{line}: a miss has nulls: {ans}")
        return
    t = F(ans["t"])
    inside = b.contains(P)
    check((t == 0) == inside, f"{line}: t {ans['t']}, P inside {inside}")
    check((ans["normal"] is None) == inside, f"{line}: normal {ans['normal']} with P inside {inside}")
    if inside:
        return
    if t - EPS > 0:
        check(not b.meets(P, at(P, D, t - EPS)), f"{line}: t {ans['t']} too late (meets 1e-12 earlier)")
    check(b.meets(P, at(P, D, min(t + EPS, F(1)))), f"{line}: t {ans['t']} too early (misses 1e-12 later)")
    n = ans["normal"]
    if n is None:
        return
    nx, ny = F(n[0]), F(n[1])
    check(abs(float(nx * nx + ny * ny) - 1) < 1e-14, f"{line}: normal {n} not unit")
    check(nx * D[0] + ny * D[1] <= F(1, 10 ** 12) * (abs(D[0]) + abs(D[1])), f"{line}: normal {n} along the ray")
    X = (F(ans["point"][0]), F(ans["point"][1]))
    scale = max(abs(X[0]), abs(X[1])) + 1
    if b.kind == "circle" and b.r > 0:
        rx, ry = (X[0] - b.c[0]) / b.r, (X[1] - b.c[1]) / b.r
        check(abs(float(rx - nx)) < 1e-9 and abs(float(ry - ny)) < 1e-9, f"{line}: normal {n} not radial")
    step = F(1, 10 ** 6) * scale
    check(not b.contains((X[0] + step * nx, X[1] + step * ny)), f"{line}: a step along the normal {n} stays in B")
    # the point lies at t (within the t bound times |D|, and rounding)
    Xt = at(P, D, t)
    dd = abs(D[0]) + abs(D[1])
    check(abs(Xt[0] - X[0]) + abs(Xt[1] - X[1]) <= F(1, 10 ** 11) * (dd + scale),
          f"{line}: point {ans['point']} is not P + tD")


# ---- random rays of doubles, P + D usually not a double --------------------------

rnd = random.Random(18)


def u(lo, hi):
    return rnd.uniform(lo, hi)


def rand_spec(kind):
    cx, cy = u(1, 2), u(1, 2)
    if kind == "point":
        return f"point:{fmt(cx)},{fmt(cy)}"
    if kind == "circle":
        return f"circle:{fmt(cx)},{fmt(cy)},{fmt(u(0, 0.6))}"
    if kind == "rect":
        return f"rect:{fmt(cx)},{fmt(cy)},{fmt(u(0, 0.7))},{fmt(u(0, 0.7))}"
    if kind == "line":
        return f"line:{fmt(cx)},{fmt(cy)},{fmt(u(1, 2))},{fmt(u(1, 2))}"
    if kind == "capsule":
        return f"capsule:{fmt(cx)},{fmt(cy)},{fmt(u(1, 2))},{fmt(u(1, 2))},{fmt(u(0, 0.3))}"
    if kind in ("arc", "wedge"):
        st = 45 * rnd.randint(-8, 8)
        sw = rnd.choice([0, 45, 90, 135, 180, 225, 270, 315, 360, 90, 180, 270])
        rout = u(0, 0.8)
        rin = rnd.choice([0.0, u(0, rout), rout])
        if kind == "wedge":
            return f"wedge:{fmt(cx)},{fmt(cy)},{fmt(rout)},{st},{st + sw}"
        return f"arc:{fmt(cx)},{fmt(cy)},{fmt(rin)},{fmt(rout)},{st},{st + sw}"
    n = rnd.randint(3, 8)
    import math
    ang = [2 * math.pi * (i + u(0, 0.8)) / n for i in range(n)]  # gaps below pi: simple
    pts = []
    for a in ang:
        r = u(0.1, 0.5)
        pts += [fmt(cx + r * math.cos(a)), fmt(cy + r * math.sin(a))]
    return "polygon:" + ",".join(pts)


def features(spec):
    b = Shape(spec)
    if b.kind == "polygon":
        return list(b.V)
    if b.kind in ("line", "capsule"):
        return [b.A, b.B]
    if b.kind == "point":
        return [b.A]
    if b.kind == "sector":  # the centre and the corners on the axes (rays exact there)
        out = [b.c]
        for r in (b.rin, b.rout):
            for u_ in (b.us, b.ue):
                if u_[0] == 0 or u_[1] == 0:
                    out.append((b.c[0] + r * u_[0], b.c[1] + r * u_[1]))
        return out
    return [b.c]


lines = []
KINDS = ["point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge"]
for kind in KINDS:
    for i in range(120):
        spec = rand_spec(kind)
        # plain random rays
        for _ in range(5):
            lines.append(f"{fmt(u(0, 3))},{fmt(u(0, 3))},{fmt(u(-3, 3))},{fmt(u(-3, 3))} {spec}")
        # through a feature at t = 1/2 exactly (P = V - H, D = 2 H, both exact),
        # and ending there; P + D = V + H is then often not a double
        for V in features(spec)[:4]:
            H = (F(u(-1, 1)), F(u(-1, 1)))
            P = (V[0] - H[0], V[1] - H[1])
            if F(float(P[0])) != P[0] or F(float(P[1])) != P[1]:
                continue
            lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(2 * H[0])},{fmt(2 * H[1])} {spec}")
            lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(H[0])},{fmt(H[1])} {spec}")
            lines.append(f"{fmt(V[0])},{fmt(V[1])},{fmt(H[0])},{fmt(H[1])} {spec}")  # from it
        # along an edge of a polygon: P = A - E, D = 3 E
        b = Shape(spec)
        if b.kind == "polygon":
            A, B = b.V[0], b.V[1]
            E = (B[0] - A[0], B[1] - A[1])
            P = (A[0] - E[0], A[1] - E[1])
            if all(F(float(c)) == c for c in P + E):
                lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(3 * E[0])},{fmt(3 * E[1])} {spec}")
        lines.append(f"{fmt(u(0, 3))},{fmt(u(0, 3))},0,0 {spec}")

# tangents to circles, exactly: c + (3, 4) k / 8 on a circle of radius 5 k / 8,
# grazed along (-4, 3); P + D not a double in general
for i in range(200):
    c = (F(rnd.randint(8, 24), 8) + F(rnd.randint(0, 2 ** 20), 2 ** 40), F(rnd.randint(8, 24), 8))
    k = F(rnd.randint(1, 8), 8)
    T = (c[0] + 3 * k, c[1] + 4 * k)
    s = F(rnd.randint(1, 2 ** 30), 2 ** 30) + F(1, 3 * 2 ** 10)
    s = F(float(s))
    P = (T[0] + 4 * s, T[1] - 3 * s)
    D = (-8 * s, 6 * s)
    if not all(F(float(v)) == v for v in P + D + c + T):
        continue
    spec = f"circle:{fmt(c[0])},{fmt(c[1])},{fmt(5 * k)}"
    lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(D[0])},{fmt(D[1])} {spec}")
    lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(D[0] / 2)},{fmt(D[1] / 2)} {spec}")
    cap = f"capsule:{fmt(c[0])},{fmt(c[1])},{fmt(c[0] - 8 * k)},{fmt(c[1] + 6 * k)},{fmt(5 * k)}"
    lines.append(f"{fmt(P[0])},{fmt(P[1])},{fmt(D[0])},{fmt(D[1])} {cap}")

# The end exactly on a rect's far edge x + w (neither a double): the true
# segment touches it, the segment to the rounded end stops short, and the
# other way round (the true end one 2^-52 short of the edge, the rounded end
# on it). The exact answer is the true segment's.
U = F(1, 2 ** 52)
for px, dx, x, w, want in [(4 + 4 * U, -1 - U, F(3, 2) + 3 * U, F(3, 2), True),
                           (4 + 4 * U, -1 - 3 * U, F(3, 2), F(3, 2), False)]:
    assert F(float(px)) == px and F(float(dx)) == dx and F(float(x)) == x and F(float(px + dx)) != px + dx
    spec = f"rect:{fmt(x)},0,{fmt(w)},2"
    ray = f"{fmt(px)},1,{fmt(dx)},0"
    rc, out, err = run(["--ray", ray, spec])
    ans = json.loads(out)
    rc2, cout, _ = run(["--check", f"line:{fmt(px)},1,{fmt(float(px + dx))},1", spec])
    check(ans["hit"] == want and json.loads(cout)["collide"] == (not want),
          f"--ray {ray} {spec}: hit {ans['hit']} (exact {want}); rounded end: {cout.strip()}")
    check(not want or ans["t"] == 1, f"--ray {ray} {spec}: t {ans['t']}")
    lines.append(f"{ray} {spec}")

rc, out, err = run(["--ray-batch", "-"], "\n".join(lines) + "\n")
check(rc == 0, f"--ray-batch exit {rc}, stderr {err[:300]!r}")
answers = out.splitlines()
check(len(answers) == len(lines), f"{len(answers)} answers for {len(lines)} lines")
nhit = ninside = 0
for line, a in zip(lines, answers):
    ans = json.loads(a)
    if "error" in ans:
        check(False, f"{line}: {ans}")
        continue
    nhit += ans["hit"]
    ninside += ans["hit"] and ans["t"] == 0
    oracle_check(line, ans)
print(f"oracle: {len(lines)} rays of doubles, {nhit} hits, {ninside} starting in or on B")
not_double = sum(1 for l in lines
                 if any(F(float(F(float(a)) + F(float(b)))) != F(float(a)) + F(float(b))
                        for a, b in zip(l.split()[0].split(",")[:2], l.split()[0].split(",")[2:])))
print(f"        {not_double} of them with P + D not a double")
check(not_double > len(lines) // 4, "too few rays with an inexact end")

# ---- hit against --check of the segment, every kind, where P + D is a double -------

ALL = ["point:3,4", "circle:0,0,5", "rect:-2,-3,6,4", "line:-5,2,7,-1", "polygon:0,0,10,0,10,10,5,3,0,10",
       "capsule:-3,-3,4,5,2", "arc:0,0,3,6,30,300", "arc:1,1,4,4,0,360", "arc:0,0,2,7,45,45",
       "wedge:0,0,6,-30,100", "wedge:2,-1,5,90,360", "wedge:0,0,4,10,10", "arc:0,0,0,0,0,90"]
pairs = []
for spec in ALL:
    for i in range(150):
        X, Y = rnd.randint(-12, 12), rnd.randint(-12, 12)
        DX, DY = rnd.randint(-20, 20), rnd.randint(-20, 20)
        if i % 3 == 0:
            X, Y = X / 4, Y / 8
        pairs.append((f"{fmt(X)},{fmt(Y)},{fmt(DX)},{fmt(DY)}", spec, f"line:{fmt(X)},{fmt(Y)},{fmt(X + DX)},{fmt(Y + DY)}"))
rc, rout, err = run(["--ray-batch", "-"], "".join(f"{r} {s}\n" for r, s, _ in pairs))
rc2, cout, err2 = run(["--check-batch", "-"], "".join(f"{l} {s}\n" for _, s, l in pairs))
check(rc == 0 and rc2 == 0, f"batches exit {rc} {rc2}")
rs, cs = rout.splitlines(), cout.splitlines()
check(len(rs) == len(pairs) and len(cs) == len(pairs), "batch lengths")
agree = 0
for (r, s, l), ra, ca in zip(pairs, rs, cs):
    ra, ca = json.loads(ra), json.loads(ca)
    check(ra["hit"] == ca["collide"], f"--ray {r} {s}: hit {ra['hit']}, --check {l}: {ca['collide']}")
    agree += ra["hit"] == ca["collide"]
    if ra["hit"] and ra["normal"] is not None:
        nx, ny = ra["normal"]
        check(abs(nx * nx + ny * ny - 1) < 1e-12, f"{r} {s}: normal {ra['normal']} not unit")
print(f"--check agreement: {agree} of {len(pairs)}")

# ---- the JSON, nulls, errors ----------------------------------------------------

rc, out, err = run(["--ray", "0,0,20,0", "circle:10,0,2"])
check(rc == 0 and out == '{"ray":[0,0,20,0],"b":"circle:10,0,2","hit":true,"t":0.4,"point":[8,0],"normal":[-1,0]}\n',
      f"--ray example: {rc} {out!r}")
rc, out, err = run(["--ray", "0,5,10,0", "circle:0,0,2"])
check(rc == 0 and out == '{"ray":[0,5,10,0],"b":"circle:0,0,2","hit":false,"t":null,"point":null,"normal":null}\n',
      f"--ray miss: {out!r}")
rc, out, err = run(["--ray", "1,1,5,5", "rect:0,0,4,4"])
check(rc == 0 and out == '{"ray":[1,1,5,5],"b":"rect:0,0,4,4","hit":true,"t":0,"point":[1,1],"normal":null}\n',
      f"--ray from inside: {out!r}")
rc, out, err = run(["--ray", "1e-3,-0.5,0,0", "point:0.001,-0.5"])
check(rc == 0 and out == '{"ray":[0.001,-0.5,0,0],"b":"point:0.001,-0.5","hit":true,"t":0,"point":[0.001,-0.5],"normal":null}\n',
      f"--ray point ray: {out!r}")
rc, out, err = run(["--ray", "0,0,0,0", "point:1,0"])
check(rc == 0 and '"hit":false' in out, f"--ray point ray miss: {out!r}")

BAD = [
    (["--ray", "1,2,3", "point:0,0"], "number 4 is missing"),
    (["--ray", "1,2,3,4,5", "point:0,0"], "too many numbers"),
    (["--ray", "1,2,,4", "point:0,0"], "number 3 is missing"),
    (["--ray", "1,2,3,nan", "point:0,0"], "number 4 does not parse"),
    (["--ray", "inf,2,3,4", "point:0,0"], "number 1 does not parse"),
    (["--ray", "1e400,2,3,4", "point:0,0"], "number 1 (1e400) is not finite"),
    (["--ray", "1,2e60,3,4", "point:0,0"], "number 2 (2e60) is outside +-1e50"),
    (["--ray", "1,2,1e-60,4", "point:0,0"], "number 3 (1e-60) is too small"),
    (["--ray", "1,2,3,4x", "point:0,0"], 'unexpected "x" after number 4'),
    (["--ray", "1,2,3,4", "circle:0,0,-1"], "radius"),
    (["--ray", "1,2,3,4"], "usage"),
    (["--ray", "1,2,3,4", "point:0,0", "extra"], "usage"),
    (["--ray-batch"], "usage"),
    (["--ray-batch", "/nonexistent/file"], "cannot open"),
]
for args, want in BAD:
    rc, out, err = run(args)
    check(rc == 2 and out == "" and want in err and err.startswith("hitdemo: "),
          f"{args}: exit {rc}, stdout {out!r}, stderr {err!r} (want {want!r})")
check(run(["--ray", "1,2,3", "point:0,0"])[2] == 'hitdemo: bad ray "1,2,3": number 4 is missing (expected X,Y,DX,DY)\n',
      "the message names the ray text")

# batch: blank and comment lines skipped, error lines, exit 1, line numbers
text = "\n# a comment\n0,0,1,0 point:1,0\n  \n1,2,3 point:0,0\n0,0,1,0\n0,0,1,0 circle:0,0,-1\n5,5,1,1 rect:0,0,1,1\n"
rc, out, err = run(["--ray-batch", "-"], text)
got = [json.loads(l) for l in out.splitlines()]
check(rc == 1, f"batch with bad lines exits 1, got {rc}")
check(len(got) == 5, f"batch answers {len(got)}: {out!r}")
if len(got) == 5:
    check(got[0]["hit"] is True and got[0]["t"] == 1, f"batch line 3: {got[0]}")
    check(got[1] == {"line": 5, "error": 'bad ray "1,2,3": number 4 is missing (expected X,Y,DX,DY)'}, f"{got[1]}")
    check(got[2]["line"] == 6 and "got 1 item" in got[2]["error"], f"{got[2]}")
    check(got[3]["line"] == 7 and "radius" in got[3]["error"], f"{got[3]}")
    check(got[4]["hit"] is False and got[4]["t"] is None, f"{got[4]}")
rc, out, err = run(["--ray-batch", "-"], "0,0,1,0 point:1,0\n")
check(rc == 0, f"a good batch exits 0, got {rc}")
rc, out, err = run(["--ray-batch", "-"], "0,0,1,0 point:1,0\x00\n" + "x" * 70000 + "\n")
got = [json.loads(l) for l in out.splitlines()]
check(rc == 1 and got == [{"line": 1, "error": "line contains a NUL byte"},
                          {"line": 2, "error": "line longer than 65536 bytes"}], f"batch limits: {out!r}")
pb = subprocess.run([EXE, "--ray-batch", "-"], input=b"0,0,1,0 point:\xff\n", capture_output=True, timeout=60)
out = pb.stdout.decode("utf-8")
check(pb.returncode == 1 and json.loads(out)["line"] == 1 and "\\xFF" in json.loads(out)["error"], f"non-UTF-8: {out!r}")

# docs/motion.md: every "$ hitdemo --ray ..." example prints the line under it
import os
import shlex
doc = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "motion.md")
with open(doc, encoding="utf-8") as f:
    dl = [l.strip() for l in f]
nex = 0
for i, l in enumerate(dl):
    if l.startswith("$ hitdemo --ray "):
        args = shlex.split(l[2:])[1:]
        rc, out, err = run(args)
        want = dl[i + 1]
        got = (out or err).strip()
        check(got == want, f"docs/motion.md: {l} printed {got!r}, the doc says {want!r}")
        nex += 1
check(nex >= 8, f"docs/motion.md examples found: {nex}")

# --help names both
rc, out, err = run(["--help"])
check("--ray X,Y,DX,DY B" in out and "--ray-batch FILE" in out, "--help names --ray and --ray-batch")

if failures:
    print(f"{len(failures)} failure(s)")
    sys.exit(1)
print("ok")
