#!/usr/bin/env python3
"""`hitdemo --check-batch` output, byte for byte, against text made here.

Usage: test_batch_ref.py PATH_TO_HITDEMO PATH_TO_GEN_PAIRS [N]

A generated file of N mixed lines (bench/gen_pairs.py --mixed: all eight
kinds, integer, decimal, full-precision and exponent numbers, degenerate
shapes, the +-1e50 and 1e-50 limits, comments, blank and malformed lines) is
run through --check-batch, with and without --naive. Every output line is
read as JSON and written again here: the key order and layout of the help
text, each number by the reference rule (Python's correctly rounded "%.15g",
"%.16g", "%.17g", the first that reads back; 0 for -0; null for NaN or
infinity), each string by json.dumps. The program's line must be those
bytes. The specs echoed must be the input's, one answer per pair line in
order, the line numbers of error lines right; and a sample of pairs must
print the same bytes through `--check A B`.
"""
import json
import math
import random
import subprocess
import sys
import tempfile

EXE, GEN = sys.argv[1], sys.argv[2]
N = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
failures = []


def fail(what):
    failures.append(what)
    if len(failures) <= 20:
        print("FAIL:", what)


def ref_number(x):
    if x is None or not math.isfinite(x):
        return "null"
    if x == 0:
        return "0"
    for p in (15, 16, 17):
        t = "%.*g" % (p, x)
        if float(t) == x:
            return t
    return t


def s(text):
    return json.dumps(text, ensure_ascii=False)


def point(p):
    return "[" + ref_number(p[0]) + "," + ref_number(p[1]) + "]"


def rewrite(o, naive):
    """The line the program should print for the answer o (parsed JSON)."""
    if "error" in o:
        return '{"line":%d,"error":%s}' % (o["line"], s(o["error"]))
    out = ['{"a":', s(o["a"]), ',"b":', s(o["b"]), ',"collide":', "true" if o["collide"] else "false",
           ',"relation":', "null" if o["relation"] is None else s(o["relation"]),
           ',"hit_points":[', ",".join(point(p) for p in o["hit_points"]), "]",
           ',"distance":', ref_number(o["distance"]), ',"closest":',
           "null" if o["closest"] is None else "[" + point(o["closest"][0]) + "," + point(o["closest"][1]) + "]",
           ',"push":', "null" if o["push"] is None else point(o["push"])]
    if naive and "naive" in o:
        out.append(',"naive":' + ("true" if o["naive"] else "false"))
    out.append("}")
    keys = ["a", "b", "collide", "relation", "hit_points", "distance", "closest", "push"] + (["naive"] if naive and "naive" in o else [])
    if list(o.keys()) != keys:
        fail(f"keys {list(o.keys())}, expected {keys}")
    return "".join(out)


def number(t):
    return float(t)


with tempfile.TemporaryDirectory() as tmp:
    path = tmp + "/pairs.txt"
    with open(path, "w") as f:
        subprocess.run([sys.executable, GEN, str(N), "20240916", "--mixed"], stdout=f, check=True)
    lines = open(path).read().split("\n")[:-1]
    pairs = [(i + 1, ln) for i, ln in enumerate(lines) if ln.strip() and not ln.strip().startswith("#")]
    for naive in (False, True):
        args = [EXE, "--check-batch", path] + (["--naive"] if naive else [])
        p = subprocess.run(args, capture_output=True, timeout=120)
        out = p.stdout.decode("utf-8").split("\n")
        if out[-1] != "":
            fail(f"{args}: output does not end in a newline")
        out = out[:-1]
        if len(out) != len(pairs):
            fail(f"{args}: {len(out)} answers for {len(pairs)} pair lines")
        errors = 0
        for (lineno, text), got in zip(pairs, out):
            o = json.loads(got, parse_float=number, parse_int=number)
            if "error" in o:
                errors += 1
                if o["line"] != lineno:
                    fail(f"line {lineno} {text!r}: error line says line {o['line']}")
            elif [o["a"], o["b"]] != text.split():
                fail(f"line {lineno}: echoed {o['a']!r} {o['b']!r} for {text!r}")
            want = rewrite(o, naive)
            if got != want:
                fail(f"line {lineno} {text!r}{' --naive' if naive else ''}:\n  printed   {got}\n  reference {want}")
        if p.returncode != (1 if errors else 0):
            fail(f"{args}: exit {p.returncode} with {errors} error lines")
        if errors < N // 100 or errors == len(pairs):
            fail(f"{args}: {errors} error lines of {len(pairs)}: the file is not the mix it should be")
        print(f"{'--naive ' if naive else ''}--check-batch: {len(out)} answers ({errors} error lines) "
              f"equal to the reference text")
    # the batch and the one-pair mode print the same bytes
    rng = random.Random(7)
    good = [(ln, o) for (_, ln), o in zip(pairs, out) if '"error"' not in o]
    for text, want in rng.sample(good, min(60, len(good))):
        a, b = text.split()
        p = subprocess.run([EXE, "--check", "--naive", a, b], capture_output=True, timeout=30)
        if p.stdout.decode() != want + "\n" or p.returncode != 0:
            fail(f"--check {a} {b}: {p.stdout!r} (exit {p.returncode}), batch line {want!r}")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("ok")
