#!/usr/bin/env python3
"""The built-in peers (docs/peers-builtin.md), fed lines directly: no hitdemo
client in between.

Usage: test_peers.py HITDEMO GEN_PAIRS PEER_DIR NAMES

NAMES is the comma-separated list of the peers this build made (CMake's
HD_PEERS_BUILT); each is PEER_DIR/hitdemo-peer-NAME. Checked, per peer:
  - --info: two lines, NAME<TAB>LIBRARY VERSION and the kind pairs in
    hitdemo's order (for naive: exactly the pairs --naive answers);
  - the protocol: blanks and \\r around a request, a last line without its
    newline, an answer given while the client still holds stdin open (so a
    client with requests in flight is never kept waiting), bad lines (a bad
    spec, one or three specs, a NUL byte) and bad arguments: exit 2 with a
    message naming the line, the answers before it written;
  - the documented differences from the closed-set rule, each on a real
    case where hitdemo --check says the opposite (Box2D's skin, tolerance and
    float rounding; Chipmunk's strict compares; GEOS's buffered circles);
    "-" for the pairs and shapes a library cannot express;
  - naive: the same answer as --check-batch --naive's "naive" key on every
    valid line of a gen_pairs.py --mixed file;
  - agreement: on random pairs that are clearly apart or clearly overlapping
    (apart by at least DELTA, or still colliding with B moved by DELTA in 8
    directions: a twentieth of the scene), every answer equals hitdemo's.
Exit 1 on any failure, each printed.
"""
import json
import math
import os
import random
import re
import select
import subprocess
import sys

HITDEMO, GEN_PAIRS, PEER_DIR, NAMES = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
PEERS = [n for n in NAMES.split(",") if n]
KINDS = ["point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge"]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)
    return cond


def exe(name):
    return os.path.join(PEER_DIR, "hitdemo-peer-" + name)


def ask(name, text, args=()):
    p = subprocess.run([exe(name)] + list(args), input=text.encode() if isinstance(text, str) else text,
                       capture_output=True, timeout=300)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def answers(name, lines):
    rc, out, err = ask(name, "".join(l + "\n" for l in lines))
    got = out.split("\n")[:-1]
    check(rc == 0 and len(got) == len(lines), "%s: %d lines in, %d answers out, exit %d, stderr %r" %
          (name, len(lines), len(got), rc, err[-300:]))
    return got


def exact(lines):
    """hitdemo's collide for each line (True/False)."""
    p = subprocess.run([HITDEMO, "--check-batch", "-"], input="".join(l + "\n" for l in lines).encode(),
                       capture_output=True, timeout=600)
    outs = [json.loads(l) for l in p.stdout.decode().splitlines()]
    assert p.returncode == 0 and len(outs) == len(lines), (p.returncode, p.stderr[-300:])
    return outs


# ---- which peers ----------------------------------------------------------------
for name in ("naive", "box2d", "geos", "chipmunk"):
    if name not in PEERS:
        print("skipped: hitdemo-peer-%s (its library was not found when configuring)" % name)
for name in PEERS:
    check(os.access(exe(name), os.X_OK), "%s: %s is not there" % (name, exe(name)))

# ---- --info ------------------------------------------------------------------------
LIBRARY = {"naive": r"hitdemo-naive \d+\.\d+", "box2d": r"Box2D \d+\.\d+\.\d+( \(b2_version \d+\.\d+\.\d+\))?",
           "geos": r"GEOS \d+\.\d+\.\d+\S*", "chipmunk": r"Chipmunk2D \d+\.\d+\.\d+"}
SOME_SPEC = {"point": "point:1,2", "circle": "circle:0,0,5", "rect": "rect:0,0,4,3", "line": "line:0,0,3,4",
             "polygon": "polygon:0,0,4,0,0,4", "capsule": "capsule:0,0,4,0,1", "arc": "arc:0,0,2,4,0,90",
             "wedge": "wedge:0,0,4,0,90"}
ALL_PAIRS = ["%s/%s" % (a, b) for i, a in enumerate(KINDS) for b in KINDS[i:]]


def naive_pairs():
    lines = ["%s %s" % (SOME_SPEC[p.split("/")[0]], SOME_SPEC[p.split("/")[1]]) for p in ALL_PAIRS]
    r = subprocess.run([HITDEMO, "--check-batch", "-", "--naive"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    return [p for p, l in zip(ALL_PAIRS, r.stdout.splitlines()) if '"naive":' in l]


WANT_PAIRS = {
    "naive": None,  # what --naive answers, asked below
    "box2d": [p for p in ALL_PAIRS if all(k in ("point", "circle", "rect", "line", "polygon") for k in p.split("/"))],
    "chipmunk": [p for p in ALL_PAIRS if not any(k in ("arc", "wedge") for k in p.split("/"))],
    "geos": ALL_PAIRS,
}
info_pairs = {}
for name in PEERS:
    rc, out, err = ask(name, "", ["--info"])
    lines = out.split("\n")
    if not check(rc == 0 and len(lines) == 3 and lines[2] == "", "%s --info: exit %d, %r" % (name, rc, out)):
        continue
    check(re.fullmatch(re.escape(name) + "\t" + LIBRARY[name], lines[0]) is not None,
          "%s --info line 1 %r is not NAME<TAB>%s" % (name, lines[0], LIBRARY[name]))
    pairs = lines[1].split(",")
    info_pairs[name] = pairs
    want = WANT_PAIRS[name] if WANT_PAIRS[name] is not None else naive_pairs()
    check(pairs == want, "%s --info pairs %r, expected %r" % (name, pairs, want))
    check(pairs == [p for p in ALL_PAIRS if p in pairs], "%s --info pairs not in hitdemo's kind order" % name)
# The version the program was built against, where pkg-config knows it.
for name, pc in (("box2d", "box2d"), ("geos", "geos")):
    if name in info_pairs:
        v = subprocess.run(["pkg-config", "--modversion", pc], capture_output=True, text=True)
        if v.returncode == 0:
            _, out, _ = ask(name, "", ["--info"])
            check((" %s" % v.stdout.strip()) in out.split("\n")[0],
                  "%s --info %r does not name version %s" % (name, out.split("\n")[0], v.stdout.strip()))

# ---- the protocol --------------------------------------------------------------------
for name in PEERS:
    # blanks, tabs and \r around and between; no newline after the last line
    rc, out, err = ask(name, "  point:0,0 \t point:0,0 \r\n\tpoint:0,0 point:0,0")
    check(rc == 0 and len(out.split("\n")) == 3 and out.endswith("\n") and all(a in "01-" for a in out.split()),
          "%s: blanks and \\r around a request, last line without newline: exit %d out %r err %r" %
          (name, rc, out, err))
    check(ask(name, "") == (0, "", ""), "%s: empty input: %r" % (name, ask(name, "")))
    # bad lines: exit 2, a message naming the line, the answers before it written
    for bad, words in (("circle:0,0,-1 point:0,0", ["line 2", "circle:0,0,-1", "radius"]),
                       ("point:0,0", ["line 2", "expected two shape specs", "got one"]),
                       ("point:0,0 point:1,1 point:2,2", ["line 2", "got more"]),
                       ("nonsense:1 point:0,0", ["line 2", "nonsense"]),
                       ("point:0,0 point:0,\0", ["line 2", "NUL"]),
                       ("point:nan,0 point:0,0", ["line 2", "nan"]),
                       ("", ["line 2", "got none"])):
        rc, out, err = ask(name, "point:0,0 point:0,0\n" + bad + "\npoint:5,5 point:5,5\n")
        check(rc == 2 and len(out.split("\n")) == 2 and err.startswith("hitdemo-peer-%s: " % name)
              and all(w in err for w in words) and err.count("\n") == 1,
              "%s: bad line %r: exit %d, out %r, stderr %r (wanted exit 2, one answer, a message with %s)" %
              (name, bad, rc, out, err, words))
    rc, out, err = ask(name, "", ["--bogus"])
    check(rc == 2 and "--bogus" in err and out == "", "%s --bogus: exit %d %r" % (name, rc, err))
    # answers come back while stdin is still open: nothing held back in a buffer
    p = subprocess.Popen([exe(name)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    got = []
    for line in (b"point:0,0 point:0,0\n", b"rect:0,0,4,4 point:1,1\n" * 3):
        p.stdin.write(line)
        p.stdin.flush()
        want = line.count(b"\n")
        buf = b""
        while buf.count(b"\n") < want:
            r, _, _ = select.select([p.stdout], [], [], 10)
            if not r:
                break
            chunk = os.read(p.stdout.fileno(), 4096)
            if not chunk:
                break
            buf += chunk
        got.append(buf)
    p.stdin.close()
    rest = p.stdout.read()
    rc = p.wait(timeout=10)
    check([g.count(b"\n") for g in got] == [1, 3] and rest == b"" and rc == 0,
          "%s: answers while stdin stays open: %r, then %r, exit %d" % (name, got, rest, rc))

# ---- what each library does differently: real cases ------------------------------------
# (peer, A, B, the peer's answer, hitdemo's collide, why)
CASES = [
    ("box2d", "rect:0,0,1,1", "rect:1.01,0,1,1", "1", False, "polygon skin: 0.01 apart, each rect 0.01 fatter"),
    ("box2d", "rect:0,0,1,1", "rect:1.03,0,1,1", "0", False, "polygon skin: 0.03 apart is more than two skins"),
    ("box2d", "line:0,0,10,0", "line:0,0.015,10,0.015", "1", False, "edges carry the skin too"),
    ("box2d", "polygon:0,0,1,0,0,1", "point:0.505,0.505", "1", False, "the skin around a polygon vs a point"),
    ("box2d", "circle:0,0,1", "circle:2,0,1", "1", True, "circles touching: no skin on circles, touching collides"),
    ("box2d", "circle:0,0,1", "circle:2.000001,0,1", "1", False,
     "b2TestOverlap's tolerance: a gap under 10 * FLT_EPSILON counts as overlap"),
    ("box2d", "point:16777217,0", "circle:0,0,16777216", "1", False,
     "float rounding: 16777217 is 16777216 in a float, so the point lands on the circle"),
    ("chipmunk", "circle:0,0,1", "circle:2,0,1", "0", True, "strict compare: circles exactly touching are apart"),
    ("chipmunk", "circle:0,0,1", "circle:1.999,0,1", "1", True, "circles overlapping"),
    ("chipmunk", "point:0,0", "point:0,0", "0", True, "a point is a circle of radius 0: 0 < 0 is false"),
    ("chipmunk", "capsule:0,0,10,0,1", "circle:5,3,2", "0", True, "strict compare: circle on a capsule's side"),
    ("chipmunk", "line:0,0,10,0", "point:5,0", "0", True, "strict compare: a point on a segment"),
    ("chipmunk", "rect:0,0,1,1", "rect:1,0,1,1", "1", True, "polygons touching: the GJK path compares with <="),
    ("chipmunk", "circle:0,0,5", "rect:3,4,10,10", "1", True, "circle touching a box corner: <= again"),
    ("geos", "circle:0,0,5", "rect:3,4,10,10", "0", True,
     "buffered circle: the 32-gon's chord passes inside the corner at (3,4)"),
    ("geos", "circle:0,0,5", "rect:5,-1,2,2", "1", True, "buffered circle: a 32-gon vertex lies at 0 degrees"),
    ("geos", "circle:0,0,10", "point:9.922,0.977", "0", True,
     "buffered circle: a point 9.97 from the centre, between the vertices at 0 and 11.25 degrees, "
     "is outside the chord (9.952 there): 8 segments a quadrant, no more"),
    ("geos", "circle:0,0,10", "point:8.227,4.75", "1", True,
     "buffered circle: 9.5 from the centre at 30 degrees is inside the 32-gon (chord at 9.957): "
     "8 segments a quadrant, no fewer"),
    ("geos", "circle:0,0,1", "circle:2,0,1", "0", True,
     "buffered circles touching: the vertices at (1,0) differ by the rounding of sin(pi)"),
    ("geos", "wedge:0,0,10,0,90", "point:9.93,0.978", "0", True,
     "sector polygon: a point inside the arc between two vertices is outside the chord"),
    ("geos", "arc:0,0,5,10,0,360", "point:0,0", "0", False, "a full ring: the hole is a hole"),
    ("geos", "polygon:0,0,10,0,10,10,5,5,0,10", "point:5,7", "0", False, "concave polygons are GEOS's own"),
    ("geos", "rect:0,0,1,1", "rect:1,0,1,1", "1", True, "rects touching: GEOS's predicates are exact"),
    # degenerate shapes, built as written: what GEOS makes of them
    ("geos", "circle:0,0,0", "point:0,0", "0", True, "buffer(0) of a point is an empty polygon"),
    ("geos", "capsule:0,0,10,0,0", "point:5,0", "0", True, "buffer(0) of a segment is an empty polygon"),
    ("geos", "line:1,1,1,1", "circle:0,0,5", "0", True, "a LineString of two equal points (invalid) in a disk"),
    ("geos", "line:1,1,1,1", "polygon:0,0,5,0,0,5", "0", True, "... and in a polygon"),
    ("geos", "line:1,1,1,1", "point:1,1", "1", True, "... though it meets its own point"),
    ("geos", "rect:0,0,10,0", "line:5,-1,5,1", "0", True, "a rectangle of no height (invalid) crossed"),
    ("chipmunk", "line:0,0,0,0", "line:10,10,10,10", "1", False,
     "two zero-length segments far apart: Chipmunk reports contact"),
    ("chipmunk", "capsule:0,0,0,0,1", "capsule:10,0,10,0,1", "1", False, "the same with a radius"),
    ("chipmunk", "line:0,0,0,0", "point:0,0", "0", True, "strict compare: a point on a zero-length segment"),
    # "-": what a library cannot express
    ("box2d", "capsule:0,0,10,0,1", "point:0,0", "-", True, "Box2D 2.4 has no capsule"),
    ("box2d", "wedge:0,0,10,0,90", "point:1,1", "-", True, "no sectors"),
    ("box2d", "arc:0,0,5,10,0,90", "point:6,1", "-", True, "no sectors"),
    ("box2d", "polygon:0,0,10,0,10,10,5,5,0,10", "point:1,1", "-", True, "a concave polygon"),
    ("box2d", "polygon:0,0,1,0,2,0,3,0,4,0,5,0,6,0,7,0,7,1", "point:7,0.5", "-", True, "9 vertices (at most 8)"),
    ("box2d", "polygon:0,0,0.001,0,0,0.001", "point:0,0", "-", True, "vertices Box2D would weld"),
    ("box2d", "circle:1e39,0,1", "point:1e39,0", "-", True, "a number beyond FLT_MAX"),
    ("chipmunk", "wedge:0,0,10,0,90", "point:1,1", "-", True, "no sectors"),
    ("chipmunk", "polygon:0,0,10,0,10,10,5,5,0,10", "point:1,1", "-", True, "a concave polygon"),
    ("naive", "point:0,0", "point:0,0", "-", True, "the articles have no point/point formula"),
]
by_peer = {}
for c in CASES:
    by_peer.setdefault(c[0], []).append(c)
for name, cases in by_peer.items():
    if name not in PEERS:
        continue
    got = answers(name, ["%s %s" % (c[1], c[2]) for c in cases])
    ex = exact(["%s %s" % (c[1], c[2]) for c in cases])
    for c, g, e in zip(cases, got, ex):
        check(e["collide"] == c[4], "case %s %s: hitdemo says collide %s, the case assumes %s" % (c[1], c[2], e["collide"], c[4]))
        check(g == c[3], "%s: %s %s answered %r, expected %r (%s)" % (name, c[1], c[2], g, c[3], c[5]))
    print("ok: %s, %d documented cases" % (name, len(cases)))

# ---- naive: exactly --naive ----------------------------------------------------------------
if "naive" in PEERS:
    mixed = subprocess.run([sys.executable, GEN_PAIRS, "6000", "30", "--mixed"], capture_output=True,
                           text=True).stdout.splitlines()
    lines = [l.strip() for l in mixed if l.strip() and not l.lstrip().startswith("#")]
    p = subprocess.run([HITDEMO, "--check-batch", "-", "--naive"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True)
    outs = [json.loads(l) for l in p.stdout.splitlines()]
    valid = [(l, o) for l, o in zip(lines, outs) if "error" not in o]
    got = answers("naive", [l for l, _ in valid])
    want = [{True: "1", False: "0", None: "-"}[o.get("naive")] for _, o in valid]
    diff = [(l, g, w) for (l, _), g, w in zip(valid, got, want) if g != w]
    check(len(valid) > 5000 and not diff and len(got) == len(want),
          "naive peer vs --naive on %d mixed lines: %d differ, first %r" % (len(valid), len(diff), diff[:3]))
    print("ok: naive = --naive on %d mixed lines (%d with a formula)" % (len(valid), sum(w != "-" for w in want)))

# ---- agreement where the answer is clear -------------------------------------------------------
DELTA = 1.0  # a twentieth of the scene: coordinates in [-20, 20]
# Degenerate shapes (a radius, size, length or sweep of 0) join the random
# pairs where the library gets them right where clear; Chipmunk's zero-length
# segments and GEOS's invalid and empty geometries are documented cases above.
DEGENERATE_OK = ("box2d",)


def r3(x):
    return round(x, 3)


def convex_polygon(rng, cx, cy, nmax):
    n = rng.randint(3, nmax)
    a, b, rot = rng.uniform(2, 9), rng.uniform(2, 9), rng.uniform(0, math.pi)
    angs = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    # keep the vertices apart: at least 0.3 rad between neighbours
    angs = [angs[0]] + [t for i, t in enumerate(angs[1:]) if t - angs[i] > 0.3]
    if len(angs) < 3 or 2 * math.pi - angs[-1] + angs[0] < 0.3:
        angs = [0, 2.1, 4.2]
    pts = []
    for t in angs:
        x, y = a * math.cos(t), b * math.sin(t)
        pts.append((r3(cx + x * math.cos(rot) - y * math.sin(rot)), r3(cy + x * math.sin(rot) + y * math.cos(rot))))
    if rng.random() < 0.5:
        pts.reverse()
    return pts


def star_polygon(rng, cx, cy):
    n = rng.randint(5, 12)
    return [(r3(cx + r * math.cos(2 * math.pi * (i + rng.uniform(0.2, 0.8)) / n)),
             r3(cy + r * math.sin(2 * math.pi * (i + rng.uniform(0.2, 0.8)) / n)))
            for i, r in enumerate(rng.uniform(2, 10) for _ in range(n))]


def shape(rng, kind, degenerate, polymax, concave):
    u = lambda lo, hi: r3(rng.uniform(lo, hi))
    size = (lambda lo, hi: 0) if degenerate else u
    cx, cy = u(-10, 10), u(-10, 10)
    if kind == "point":
        return (kind, [cx, cy])
    if kind == "circle":
        return (kind, [cx, cy, size(1, 8)])
    if kind == "rect":
        return (kind, [cx, cy, size(1, 12), u(1, 12)] if rng.random() < 0.5 else [cx, cy, u(1, 12), size(1, 12)])
    if kind == "line":
        return (kind, [cx, cy] + ([cx, cy] if degenerate else [u(-15, 15), u(-15, 15)]))
    if kind == "capsule":
        return (kind, [cx, cy] + ([cx, cy] if degenerate else [u(-15, 15), u(-15, 15)]) + [u(0.5, 4)])
    if kind == "polygon":
        pts = star_polygon(rng, cx, cy) if concave and rng.random() < 0.5 else convex_polygon(rng, cx, cy, polymax)
        return (kind, [c for p in pts for c in p])
    if kind == "arc":
        rin = u(0, 6)
        s = u(-360, 360)
        return (kind, [cx, cy, rin, r3(rin + rng.uniform(1, 8)), s, r3(s + (0 if degenerate else rng.uniform(10, 360)))])
    s = u(-360, 360)
    return (kind, [cx, cy, size(2, 12), s, r3(s + (0 if degenerate else rng.uniform(10, 360)))])


def spec(sh, dx=0.0, dy=0.0):
    kind, v = sh
    v = list(v)
    xy = {"point": 1, "circle": 1, "rect": 1, "line": 2, "capsule": 2, "arc": 1, "wedge": 1}.get(kind, len(v) // 2)
    for i in range(xy):
        v[2 * i] += dx
        v[2 * i + 1] += dy
    return kind + ":" + ",".join(repr(x) for x in v)


for name in PEERS:
    if name == "naive":
        continue  # the articles' formulas are wrong on purpose (their cases are above)
    kinds = sorted({k for p in info_pairs.get(name, []) for k in p.split("/")}, key=KINDS.index)
    rng = random.Random(4242 + len(name))
    pairs = []
    for i in range(4000):
        ka, kb = rng.choice(kinds), rng.choice(kinds)
        deg = name in DEGENERATE_OK and rng.random() < 0.1
        a = shape(rng, ka, deg and rng.random() < 0.5, 8, name == "geos")
        b = shape(rng, kb, deg, 8, name == "geos")
        pairs.append((a, b))
    lines = []
    for a, b in pairs:
        lines.append("%s %s" % (spec(a), spec(b)))
        for k in range(8):
            t = k * math.pi / 4
            lines.append("%s %s" % (spec(a), spec(b, r3(DELTA * math.cos(t)), r3(DELTA * math.sin(t)))))
    ex = exact(lines)
    clear, want = [], []
    for i in range(len(pairs)):
        group = ex[9 * i:9 * i + 9]
        if not group[0]["collide"] and group[0]["distance"] >= DELTA:
            clear.append(lines[9 * i])
            want.append("0")
        elif all(g["collide"] for g in group):
            clear.append(lines[9 * i])
            want.append("1")
    got = answers(name, clear)
    wrong = [(l, g, w) for l, g, w in zip(clear, got, want) if g != w]
    n1, n0 = want.count("1"), want.count("0")
    check(n1 > 400 and n0 > 400 and not wrong,
          "%s: %d clearly colliding and %d clearly apart pairs: %d answered otherwise, e.g. %r" %
          (name, n1, n0, len(wrong), wrong[:5]))
    print("ok: %s agrees with hitdemo on %d clearly colliding and %d clearly apart pairs (kinds %s)" %
          (name, n1, n0, ",".join(kinds)))

if failures:
    print("%d failures" % len(failures))
    sys.exit(1)
print("all ok")
