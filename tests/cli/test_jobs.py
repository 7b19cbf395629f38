#!/usr/bin/env python3
"""test_jobs.py HITDEMO GEN_PAIRS: the batch modes on worker threads (--jobs N).

--check-batch, --ray-batch and --sweep-batch must print the same bytes, in
input order, and exit with the same status whatever the number of jobs:
mixed inputs with comments, blank lines, bad lines, a line with a NUL byte,
a line over the 65,536-byte limit, and lines long enough (white space
padding) that a block of lines is cut by its text size rather than by its
count. Each answer is also checked to be the one a run of that line alone
gives. --jobs values that are not 1 to 64 are refused with exit 2.
"""
import random
import subprocess
import sys

EXE, GEN = sys.argv[1], sys.argv[2]
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def run(args, data):
    p = subprocess.run([EXE] + args, input=data, capture_output=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


# ---- inputs -----------------------------------------------------------------
mixed = subprocess.run([sys.executable, GEN, "2500", "7", "--mixed"], capture_output=True, check=True).stdout
lines = mixed.split(b"\n")
rng = random.Random(15)
pad = b" " * 60000  # a good line of about 60 KB: blocks fill by text size
extra = [
    b"point:0,0" + pad + b"circle:0,0,1",
    b"point:0,0 \x00point:1,1",                       # a NUL byte
    b"point:0,0 " + b"1" * 70000 + b" point:1,1",      # over the line limit
    b"   # an indented comment",
    b"",
    b"circle:0,0,5 rect:3,4,10,10",
    b"circle:0,0,5",                                   # one item
]
for e in extra:
    for _ in range(6):
        lines.insert(rng.randrange(len(lines) + 1), e)
check_input = b"\n".join(lines) + b"\n"

sweep_lines, ray_lines = [], []
kinds = ["point:0,0", "circle:0,0,2", "rect:-1,-1,2,3", "line:-1,0,1,1", "capsule:0,0,2,1,1",
         "polygon:0,0,3,0,1,2", "arc:0,0,1,3,20,200", "wedge:0,0,3,300,30"]
for i in range(3000):
    a, b = rng.choice(kinds[:6]), rng.choice(kinds)
    dx, dy = rng.randint(-9, 9) * 0.75, rng.randint(-9, 9) * 0.5
    sweep_lines.append(f"{a} {b} {dx},{dy}".encode())
    x, y = rng.uniform(-5, 5), rng.uniform(-5, 5)
    ray_lines.append(f"{x!r},{y!r},{-x * 2!r},{-y * 2!r} {b}".encode())
    if i % 97 == 0:
        sweep_lines.append(b"arc:0,0,1,2,0,90 wedge:5,0,3,0,90 1,0")  # refused kinds: an error line
        ray_lines.append(b"1,2,3 point:0,0")                        # a bad ray
    if i % 131 == 0:
        sweep_lines.append(b"point:0,0" + pad + b"circle:5,0,1 10,0")
        ray_lines.append(b"# a comment")
sweep_input = b"\n".join(sweep_lines) + b"\n"
ray_input = b"\n".join(ray_lines) + b"\n"

# ---- the same bytes, the same status, for every number of jobs ---------------
for mode, data in (("--check-batch", check_input), ("--sweep-batch", sweep_input), ("--ray-batch", ray_input)):
    rc1, out1, err1 = run(["--jobs", "1", mode, "-"], data)
    check(rc1 == 1, f"{mode} --jobs 1 on input with bad lines: exit {rc1}, want 1")
    nout = out1.count(b"\n")
    check(nout > 2500, f"{mode}: only {nout} answer lines")
    check(b'"error"' in out1, f"{mode}: no error line in the output")
    for jobs in ("2", "3", "7", "64"):
        rc, out, err = run(["--jobs", jobs, mode, "-"], data)
        check(rc == rc1, f"{mode} --jobs {jobs}: exit {rc}, --jobs 1 gave {rc1}")
        check(out == out1, f"{mode} --jobs {jobs}: output differs from --jobs 1 "
              f"({len(out)} against {len(out1)} bytes)")
        check(err == err1, f"{mode} --jobs {jobs}: stderr {err[:200]!r}")
    # the default (no --jobs) and --jobs anywhere on the line
    rc, out, _ = run([mode, "-"], data)
    check(rc == rc1 and out == out1, f"{mode} without --jobs: differs from --jobs 1")
    rc, out, _ = run([mode, "-", "--jobs", "2"], data)
    check(rc == rc1 and out == out1, f"{mode} - --jobs 2: differs from --jobs 1")

# Each answer is the one of its line alone, at the line's number: the lines
# answered on threads are not mixed up (a line's answer names its specs, an
# error its line number).
rc, out, _ = run(["--jobs", "3", "--check-batch", "-"], check_input)
answers = out.split(b"\n")[:-1]
expect_ln = 0
k = 0
for ln, line in enumerate(check_input.split(b"\n")[:-1], start=1):
    s = line.strip()
    if not s or s.startswith(b"#") and b"\x00" not in line and len(line) <= 65536:
        continue
    if k >= len(answers):
        check(False, f"answers end before line {ln}")
        break
    got = answers[k]
    k += 1
    if got.startswith(b'{"line":'):
        check(got.startswith(b'{"line":%d,' % ln), f"line {ln}: error line {got[:60]!r} names another line")
    elif k % 50 == 0:  # a sample answered on its own
        toks = s.split()
        one = subprocess.run([EXE, "--check", toks[0].decode(), toks[1].decode()], capture_output=True).stdout
        check(one == got + b"\n", f"line {ln}: batch answer {got[:80]!r} is not --check's {one[:80]!r}")
check(k == len(answers), f"{len(answers) - k} answers left over")

# Empty input, only comments, one line.
for data in (b"", b"# nothing\n\n   \n", b"point:0,0 point:0,0"):
    r1 = run(["--jobs", "1", "--check-batch", "-"], data)
    r4 = run(["--jobs", "4", "--check-batch", "-"], data)
    check(r1 == r4, f"--check-batch on {data!r}: --jobs 4 gave {r4}, --jobs 1 {r1}")
    check(r1[0] == 0, f"--check-batch on {data!r}: exit {r1[0]}")

# ---- bad --jobs ---------------------------------------------------------------
for bad in (["--jobs", "0"], ["--jobs", "65"], ["--jobs", "x"], ["--jobs", "2x"], ["--jobs", "-1"],
            ["--jobs", ""], ["--jobs"]):
    rc, out, err = run(bad + ["--check-batch", "-"] if len(bad) == 2 else ["--check-batch", "-"] + bad,
                       b"point:0,0 point:0,0\n")
    check(rc == 2, f"{bad}: exit {rc}, want 2")
    check(b"--jobs" in err and b"1 to 64" in err, f"{bad}: message {err!r} does not say what --jobs takes")
    check(out == b"", f"{bad}: printed {out!r}")

print(f"{len(failures)} failed" if failures else "all passed")
sys.exit(1 if failures else 0)
