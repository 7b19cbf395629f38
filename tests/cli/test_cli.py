#!/usr/bin/env python3
"""CLI tests of `hitdemo --check` and `hitdemo --check-batch`.

Usage: test_cli.py PATH_TO_HITDEMO TEST_DIR
Each check prints the command and what was wrong; exit 1 on any failure.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

EXE = sys.argv[1]
HERE = sys.argv[2]
failures = []


def run(args, stdin=None):
    p = subprocess.run([EXE] + args, input=stdin, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def pts_close(a, b, tol=1e-9):
    if len(a) != len(b):
        return False
    return all(abs(p[0] - q[0]) <= tol * (1 + abs(q[0])) and abs(p[1] - q[1]) <= tol * (1 + abs(q[1]))
               for p, q in zip(sorted(a), sorted(b)))


# 1. --check: the example, byte for byte.
rc, out, err = run(["--check", "circle:0,0,5", "rect:3,4,10,10"])
check(rc == 0, f"--check example exit {rc}, stderr {err!r}")
OLD_KEYS = '{"a":"circle:0,0,5","b":"rect:3,4,10,10","collide":true,"relation":"touching","hit_points":[[3,4]]'
check(out.startswith(OLD_KEYS + ","), f"--check example: the old keys changed: {out!r}")
check(out == OLD_KEYS + ',"distance":0,"closest":null,"push":[0,0]}\n',
      f"--check example printed {out!r}")

# 2. --check answers from a table: (a, b, collide, hit points or None to skip).
CASES = [
    ("circle:0,0,5", "rect:5,-10,10,20", True, [[5, 0]]),
    ("circle:0,0,5", "rect:6,-10,10,20", False, []),
    ("line:0,0,10,0", "line:5,0,15,0", True, [[5, 0], [10, 0]]),      # collinear overlap
    ("line:0,0,1,1", "line:0,1,1,0", True, [[0.5, 0.5]]),
    ("rect:0,0,10,10", "line:2,2,8,8", True, []),                     # inside, outlines apart
    ("polygon:0,0,10,0,10,10,0,10", "polygon:2,2,4,2,3,4", True, []),  # containment
    ("polygon:0,0,10,0,10,10,0,10", "point:5,0", True, [[5, 0]]),      # on an edge
    ("point:3,4", "point:3,4", True, [[3, 4]]),
    ("point:3,4", "point:3,4.000000000000001", False, []),
    ("wedge:0,0,10,300,30", "point:5,0", True, []),                    # wraps past 0
    ("wedge:0,0,10,300,30", "point:-5,0", False, []),
    ("arc:0,0,5,10,0,360", "circle:0,0,4", False, []),                 # in the hole
    ("arc:0,0,5,10,0,360", "circle:0,0,5", True, None),                # coincident circle
    ("capsule:0,0,10,0,2", "circle:5,5,3", True, [[5, 2]]),
    ("circle:0,0,1", "line:-2,0.1,2,0.1", True,
     [[-math.sqrt(0.99), 0.1], [math.sqrt(0.99), 0.1]]),
]
for a, b, collide, pts in CASES:
    for x, y in ((a, b), (b, a)):
        rc, out, err = run(["--check", x, y])
        check(rc == 0, f"--check {x} {y}: exit {rc} {err!r}")
        try:
            obj = json.loads(out)
        except ValueError:
            check(False, f"--check {x} {y}: not JSON: {out!r}")
            continue
        check(obj.get("a") == x and obj.get("b") == y, f"--check {x} {y}: echoed {obj.get('a')}, {obj.get('b')}")
        check(obj.get("collide") is collide, f"--check {x} {y}: collide {obj.get('collide')}, expected {collide}")
        if pts is not None:
            check(pts_close(obj.get("hit_points", []), pts),
                  f"--check {x} {y}: hit_points {obj.get('hit_points')}, expected {pts}")

# 3. Numbers round-trip: the printed text reads back to the double computed.
rc, out, _ = run(["--check", "line:0,0,3,1", "line:0,1,3,0"])
obj = json.loads(out)
check(repr(obj["hit_points"][0][0]) == "1.5" and obj["hit_points"][0][1] == 0.5, f"round trip: {out!r}")
rc, out, _ = run(["--check", "line:0,0,1,0", "line:0.1,-1,0.1,1"])
check('[[0.1,0]]' in out, f"shortest digits: {out!r}")

# 4. Bad specs: message on stderr naming the spec, nothing on stdout, exit 2.
BAD = ["circle:0,0,-1", "circle:0,0", "circle:0,0,1,2", "blob:1,2", "circle:0,0,nan", "circle:0,0,inf",
       "circle:0,0,1e400", "circle:0,0,1x", "circle:0,0,0x10", "rect:0,0,-1,1", "arc:0,0,5,4,0,90",
       "polygon:0,0,1,1", "polygon:0,0,1,1,2", "polygon:0,0,10,10,10,0,0,10", "polygon:0,0,1,0,2,0",
       "point:1,2,", "point:,1", "circle", "", "circle:0, 0,1"]
for spec in BAD:
    rc, out, err = run(["--check", spec, "point:0,0"])
    check(rc == 2, f"bad spec {spec!r}: exit {rc}")
    check(out == "", f"bad spec {spec!r}: stdout {out!r}")
    check(spec[:40] in err and len(err.strip()) > len(spec) + 5, f"bad spec {spec!r}: stderr {err!r}")
    rc, out, err = run(["--check", "point:0,0", spec])
    check(rc == 2 and out == "", f"bad spec {spec!r} as B: exit {rc}, stdout {out!r}")

# 5. Usage errors.
for args in (["--check"], ["--check", "point:0,0"], ["--check", "a", "b", "c"], ["--check-batch"],
             ["--check-batch", "/nonexistent/pairs.txt"]):
    rc, out, err = run(args)
    check(rc == 2 and err.strip() != "", f"usage {args}: exit {rc}, stderr {err!r}")

# 6. --check-batch: order, skipping, bad lines reported with their number.
batch = ("# comment\n"
         "circle:0,0,5 rect:3,4,10,10\n"
         "\n"
         "   \n"
         "circle:0,0,-1 point:0,0\n"
         "point:1,1\tpoint:1,1\n"
         "point:1,1 point:1,1 point:2,2\n"
         "wedge:0,0,10,300,30 point:5,0\n")
with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
    f.write(batch)
    path = f.name
for args, stdin in ((["--check-batch", path], None), (["--check-batch", "-"], batch)):
    rc, out, err = run(args, stdin)
    lines = out.splitlines()
    check(rc == 1, f"batch {args}: exit {rc}")
    check(len(lines) == 5, f"batch {args}: {len(lines)} lines: {out!r}")
    objs = [json.loads(l) for l in lines]
    check(objs[0].get("collide") is True and objs[0].get("hit_points") == [[3, 4]], f"batch line 2: {objs[0]}")
    check(objs[1].get("line") == 5 and "circle:0,0,-1" in objs[1].get("error", ""), f"batch bad line: {objs[1]}")
    check(objs[2].get("collide") is True, f"batch tab-separated: {objs[2]}")
    check(objs[3].get("line") == 7 and "error" in objs[3], f"batch three specs: {objs[3]}")
    check(objs[4].get("collide") is True, f"batch wedge: {objs[4]}")
os.unlink(path)

good = "point:0,0 point:0,0\ncircle:0,0,1 circle:3,0,1\n"
rc, out, err = run(["--check-batch", "-"], good)
check(rc == 0 and len(out.splitlines()) == 2, f"all-good batch: exit {rc} {out!r}")
check(json.loads(out.splitlines()[1])["collide"] is False, f"all-good batch answers: {out!r}")

# 6b. distance, closest and push: key order, values, sign of push.
KEYS = ["a", "b", "collide", "relation", "hit_points", "distance", "closest", "push"]
DIST_CASES = [
    # a, b, distance, closest or None, push or None
    ("circle:0,0,5", "rect:6,-10,10,20", 1, [[5, 0], [6, 0]], None),
    ("rect:6,-10,10,20", "circle:0,0,5", 1, [[6, 0], [5, 0]], None),
    ("circle:0,0,5", "circle:8,0,5", 0, None, [2, 0]),     # push moves b away from a
    ("circle:8,0,5", "circle:0,0,5", 0, None, [-2, 0]),
    ("rect:0,0,10,10", "point:5,1", 0, None, [0, -1]),
    ("arc:0,0,5,10,0,360", "circle:0,0,4", 1, None, None),  # in the hole: closest not pinned
    ("polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "circle:15,20,6", 0, None, None),  # concave: no push
    ("wedge:0,0,10,0,270", "point:1,1", 0, None, None),     # sweep > 180: concave
]
for a, b, dist, closest, push in DIST_CASES:
    rc, out, err = run(["--check", a, b])
    try:
        obj = json.loads(out)
    except ValueError:
        check(False, f"--check {a} {b}: not JSON: {out!r}")
        continue
    check(list(obj) == KEYS, f"--check {a} {b}: keys {list(obj)}")
    check(abs(obj["distance"] - dist) <= 1e-12, f"--check {a} {b}: distance {obj['distance']}, want {dist}")
    check((obj["closest"] is None) == obj["collide"], f"--check {a} {b}: closest {obj['closest']} with collide {obj['collide']}")
    if closest is not None:
        check(obj["closest"] is not None and pts_close(obj["closest"], closest),
              f"--check {a} {b}: closest {obj['closest']}, want {closest}")
    if obj["collide"] and "polygon" not in a and "270" not in a:
        check(obj["push"] is not None and pts_close([obj["push"]], [push]),
              f"--check {a} {b}: push {obj['push']}, want {push}")
    else:
        check(obj["push"] is None, f"--check {a} {b}: push {obj['push']}, want null")

# 7. --help names every option.
# The batch reads in large blocks and writes one large buffer. Lines
# across block boundaries, a line longer than a block, a last line without a
# newline, NUL bytes and CR LF give the same answers as line by line.
def run_bytes(args, data):
    p = subprocess.run([EXE] + args, input=data, capture_output=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


pairs = [b"circle:0,0,5 rect:3,4,10,10", b"line:0,0,10,0 line:5,0,15,0", b"point:1.5,2.25 capsule:0,0,10,0,2",
         b"rect:2.0,-12.3,11,8.11 capsule:-0.9,5.6,-14,5,5.21", b"circle:0,0,-1 point:0,0"]
single = []
for pr in pairs:
    _, o, _ = run_bytes(["--check-batch", "-"], pr + b"\n")
    single.append(o)
big = b"".join(pairs[i % len(pairs)] + (b"\r\n" if i % 7 == 3 else b"\n") for i in range(60000))  # > 2 MB
rc, out, err = run_bytes(["--check-batch", "-"], big)
want = b"".join(single[i % len(pairs)].replace(b'"line":1,', b'"line":%d,' % (i + 1)) for i in range(60000))
check(rc == 1 and out == want, f"block-read batch of 60000 lines: exit {rc}, {len(out)} bytes, want {len(want)}")
huge = b"polygon:" + b",".join(b"1" for _ in range(1500000))  # a 3 MB line: more than a block
rc, out, err = run_bytes(["--check-batch", "-"], b"point:0,0 point:0,0\n" + huge + b" point:0,0\n" + pairs[0])
lines = out.splitlines()
check(rc == 1 and len(lines) == 3 and b'"line":2,"error":' in lines[1] and lines[2] + b"\n" == single[0],
      f"batch with a 3 MB line and no final newline: exit {rc}, {out[:300]!r}")
rc, out, err = run_bytes(["--check-batch", "-"], pairs[0] + b"\n" + b"point:0,0 \0point:1,1\n" + pairs[1])
check(rc == 1 and out == single[0] + b'{"line":2,"error":"line contains a NUL byte"}\n' + single[1],
      f"batch with a NUL byte: exit {rc}, {out!r}")
rc, out, err = run(["--help"])
check(rc == 0, f"--help exit {rc}")
for word in ("--check", "--check-batch", "polygon:", "wedge:", "distance", "closest", "push"):
    check(word in out, f"--help lacks {word}")

# 8. The shipped edge-case batch: expected answers in the file's comments.
cases = os.path.join(HERE, "edge_cases.txt")
with open(cases) as f:
    text = f.read()
pairs = []
for n, line in enumerate(text.splitlines(), 1):
    s = line.strip()
    if not s or s.startswith("#"):
        continue
    spec, _, expect = s.partition("=>")
    pairs.append((n, spec.strip(), expect.strip()))
rc, out, err = run(["--check-batch", "-"], "\n".join(p[1] for p in pairs) + "\n")
check(rc == 0, f"edge_cases.txt: exit {rc} {err!r}")
for (n, spec, expect), line in zip(pairs, out.splitlines()):
    obj = json.loads(line)
    want_collide, _, want_pts = expect.partition(" ")
    want_rel, _, want_pts = want_pts.partition(" ")
    check(obj["collide"] is (want_collide == "hit"), f"edge_cases.txt:{n} {spec}: collide {obj['collide']}, want {want_collide}")
    check((obj["relation"] or "unknown") == want_rel,
          f"edge_cases.txt:{n} {spec}: relation {obj['relation']}, want {want_rel}")
    if want_pts:
        check(pts_close(obj["hit_points"], json.loads(want_pts)),
              f"edge_cases.txt:{n} {spec}: hit_points {obj['hit_points']}, want {want_pts}")
check(len(out.splitlines()) == len(pairs), f"edge_cases.txt: {len(out.splitlines())} answers for {len(pairs)} pairs")

# 8b. The accepted range's ends: every kind pair with both shapes at
#     1e-50 scale, at 1e50 scale and one at each: strict JSON, finite numbers.
def scaled_specs(u):
    f = lambda v: repr(float(v) * u)
    return [f"point:{f(1)},{f(2)}", f"circle:{f(1)},{f(1)},{f(3)}", f"rect:{f(-1)},{f(0)},{f(4)},{f(2)}",
            f"line:{f(-3)},{f(-3)},{f(4)},{f(5)}", f"polygon:{f(0)},{f(0)},{f(4)},{f(0)},{f(1)},{f(1)},{f(0)},{f(4)}",
            f"capsule:{f(-2)},{f(1)},{f(3)},{f(2)},{f(1)}", f"arc:{f(1)},{f(0)},{f(1)},{f(3)},30,300",
            f"wedge:{f(0)},{f(1)},{f(3)},200,100"]


def no_constants(name):
    raise ValueError(f"non-finite JSON constant {name}")


ends = [(a, b) for u in (1e-50, 1e50 / 8) for a in scaled_specs(u) for b in scaled_specs(u)]
ends += [(a, b) for a in scaled_specs(1e-50) for b in scaled_specs(1e50 / 8)]
ends += [(b, a) for a, b in ends]
rc, out, err = run(["--check-batch", "-"], "".join(f"{a} {b}\n" for a, b in ends))
check(rc == 0, f"range ends: exit {rc} {err[:300]!r}")
lines = out.splitlines()
check(len(lines) == len(ends), f"range ends: {len(lines)} answers for {len(ends)} pairs")
for line in lines:
    try:
        obj = json.loads(line, parse_constant=no_constants)
        nums = [obj["distance"]] + [v for p in obj["hit_points"] for v in p]
        nums += [v for p in (obj["closest"] or []) for v in p] + list(obj["push"] or [])
        check(all(isinstance(v, (int, float)) and math.isfinite(v) for v in nums), f"range ends: not finite: {line}")
    except ValueError as e:
        check(False, f"range ends: not JSON ({e}): {line[:300]}")

# 9. --naive: the seed articles' answer as the last key "naive", left out where
#    they have no formula for the pair; without --naive the output is unchanged.
rc, out, err = run(["--check", "--naive", "point:10,5", "rect:0,0,10,10"])
check(rc == 0 and out == '{"a":"point:10,5","b":"rect:0,0,10,10","collide":true,"relation":"b_contains_a","hit_points":[[10,5]],'
      '"distance":0,"closest":null,"push":[0,0],"naive":false}\n', f"--check --naive strict point/rect: exit {rc}, {out!r}")
for args in (["--naive", "--check", "line:0,0,10,0", "line:5,0,15,0"],
             ["--check", "line:0,0,10,0", "line:5,0,15,0", "--naive"],
             ["--check", "line:5,0,15,0", "line:0,0,10,0", "--naive"]):
    rc, out, err = run(args)
    obj = json.loads(out) if rc == 0 else {}
    check(rc == 0 and obj.get("collide") is True and obj.get("naive") is False
          and list(obj)[-1] == "naive", f"{args}: exit {rc}, {out!r}")
rc, out, err = run(["--check", "--naive", "circle:13,13,4", "rect:0,0,10,10"])  # half-width slip
check(rc == 0 and json.loads(out).get("naive") is True and json.loads(out)["collide"] is False,
      f"--naive circle/rect apart: {out!r}")
rc, out, err = run(["--check", "--naive", "point:0,0", "capsule:0,0,10,0,2"])   # no formula
check(rc == 0 and out == '{"a":"point:0,0","b":"capsule:0,0,10,0,2","collide":true,"relation":"b_contains_a","hit_points":[],'
      '"distance":0,"closest":null,"push":[0,-2]}\n',
      f"--naive, no formula: {out!r}")
rc, out, err = run(["--check", "--naive", "circle:0,0,-1", "point:0,0"])
check(rc == 2 and out == "", f"--naive bad spec: exit {rc}, {out!r}")
for args in (["--check", "--naive", "point:0,0"], ["--naive", "--check-batch"]):
    rc, out, err = run(args)
    check(rc == 2 and err.strip() != "", f"usage {args}: exit {rc}, stderr {err!r}")
nbatch = ("wedge:0,0,10,300,30 point:5,0\n"      # wraps past 0: naive misses
          "# comment\n"
          "polygon:0,0,30,0,30,30,0,30 polygon:10,10,20,10,20,20,10,20\n"   # containment
          "circle:0,0,-1 point:0,0\n"
          "circle:0,0,5 circle:20,0,5\n"
          "polygon:0,0,10,0,0,10 circle:1,1,1\n")   # no formula
rc, out, err = run(["--check-batch", "--naive", "-"], nbatch)
lines = out.splitlines()
check(rc == 1 and len(lines) == 5, f"--naive batch: exit {rc}, {out!r}")
if len(lines) == 5:
    objs = [json.loads(l) for l in lines]
    check(objs[0].get("collide") is True and objs[0].get("naive") is False, f"--naive batch wedge: {lines[0]}")
    check(objs[1].get("collide") is True and objs[1].get("naive") is False, f"--naive batch polygons: {lines[1]}")
    check(objs[2].get("line") == 4 and "naive" not in objs[2], f"--naive batch bad line: {lines[2]}")
    check(objs[3].get("collide") is False and objs[3].get("naive") is False, f"--naive batch circles: {lines[3]}")
    check("naive" not in objs[4] and objs[4].get("collide") is True, f"--naive batch no formula: {lines[4]}")
    check(all(list(o)[-1] == "naive" for o in objs[:2] + objs[3:4]), f"--naive batch key order: {out!r}")
rc, plain, _ = run(["--check-batch", "-"], nbatch)
rc2, naive_out, _ = run(["--naive", "--check-batch", "-"], nbatch)
stripped = "".join(l.replace(',"naive":false}', "}").replace(',"naive":true}', "}") + "\n"
                   for l in naive_out.splitlines())
check('"naive"' not in plain and stripped == plain, f"--naive adds only the key: {plain!r} vs {naive_out!r}")
rc, out, err = run(["--help"])
check("--naive" in out, "--help lacks --naive")

print(f"{len(failures)} failed" if failures else "all CLI checks passed")
sys.exit(1 if failures else 0)
