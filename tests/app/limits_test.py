#!/usr/bin/env python3
"""limits_test.py HITDEMO PEAKRSS WORK: inputs over a size limit, numbers of
a thousand digits and millions of script lines get a clear error and
bounded memory. Each run's peak resident set (measured by the small
peakrss helper: wait4's ru_maxrss) must stay under a generous bound,
whatever the size of the input."""
import os
import re
import subprocess
import sys

app, peakrss, work = sys.argv[1], sys.argv[2], sys.argv[3]
SCALE = float(sys.argv[4]) if len(sys.argv) > 4 else 1.0  # bounds x SCALE (3 in the ASan build)
work = os.path.abspath(work)
os.makedirs(work, exist_ok=True)
env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
MIB = 1024  # ru_maxrss is in KiB on Linux
failures = []


def run(name, args, code, err_has="", out_has="", stdin=None, bound_mib=100):
    """Runs hitdemo ARGS (stdin: a file path or None); checks the exit code,
    a text in stderr/stdout and the peak RSS."""
    fin = open(stdin, "rb") if stdin else subprocess.DEVNULL
    p = subprocess.run([peakrss, app] + args, stdin=fin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       env=env, cwd=work)
    out, err = p.stdout, p.stderr
    m = re.search(rb"peakrss: (\d+) KiB", err)
    peak = int(m.group(1)) if m else 1 << 40
    out, err = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
    ok = p.returncode == code and err_has in err and out_has in out and peak <= bound_mib * SCALE * MIB
    print(f"{'ok' if ok else 'FAIL'}: {name}: exit {p.returncode}, peak RSS {peak / MIB:.1f} MiB "
          f"(bound {bound_mib * SCALE:g} MiB)")
    if not ok:
        print(f"  want exit {code}, stderr with {err_has!r}, stdout with {out_has!r}")
        print("  stderr:", err[:600])
        print("  stdout:", out[:600])
        failures.append(name)
    if fin is not subprocess.DEVNULL:
        fin.close()
    return out, err


def write(name, data):
    path = os.path.join(work, name)
    with open(path, "wb") as f:
        if isinstance(data, (bytes, bytearray)):
            f.write(data)
        else:
            for chunk in data:
                f.write(chunk)
    return path


# --check-batch: a line of 50 MB (limit 65536 bytes), then a good line: both
# answered, memory bounded.
p = write("longline.txt", [b"circle:0,0," + b"1" * (50 << 20) + b" point:0,0\n", b"circle:0,0,1 point:1,0\n"])
out, _ = run("batch_50mb_line", ["--check-batch", p], 1, out_has='{"line":1,"error":"line longer than 65536 bytes"}')
if '"collide":true' not in out:
    failures.append("batch_50mb_line: the line after it was not answered")
# a thousand-digit number
run("check_1000_digits", ["--check", "circle:0,0," + "9" * 1000, "point:0,0"], 2, err_has="number 3")
run("batch_1000_digits", ["--check-batch", write("digits.txt", b"point:" + b"7" * 1000 + b",0 point:0,0\n")], 1,
    out_has="number 1")
# two million batch lines (comments and pairs): streamed, memory flat
p = write("manylines.txt", [b"# c\npoint:0,0 point:0,0\n" * 100000 for _ in range(10)])
run("batch_2m_lines", ["--check-batch", p], 0, bound_mib=40)
# specs over the limits: 100 KB on the command line
big = "polygon:" + ",".join(["1"] * 50000)
run("base_spec_100kb", ["--headless", "--base", big], 2, err_has="--base:")
run("cursor_spec_100kb", ["--headless", "--cursor", big], 2, err_has="too many numbers")
run("check_spec_100kb", ["--check", big, "point:0,0"], 2, err_has="hitdemo:")
# scripts: a 20 MB file, two million blank lines, 150000 commands
run("script_20mb", ["--headless", "--script", write("big.txt", [b"# " + b"x" * 1000 + b"\n"] * 20000)], 2,
    err_has="is larger than 8388608 bytes")
run("script_2m_lines", ["--headless", "--script", write("lines.txt", b"\n" * 2000000)], 2,
    err_has="more than 1000000 lines")
run("script_150k_cmds", ["--headless", "--script", write("cmds.txt", b"move 1 1\n" * 150000)], 2,
    err_has="more than 100000 commands")
run("script_line_2kb", ["--headless", "--script", write("longl.txt", b"move " + b"1" * 2000 + b" 1\n")], 2,
    err_has="line longer than 1023 characters")
run("script_1000_digits", ["--headless", "--script", write("digl.txt", b"place " + b"1" * 1000 + b" 1\n")], 2,
    err_has="digl.txt:1:")
# a scene file over 64 KiB and one with a thousand-digit number
run("scene_100kb", ["--headless", "--scene", write("big.scene", b"# " + b"x" * 100000 + b"\n")], 2,
    err_has="file longer than 65536 bytes")
run("scene_1000_digits", ["--headless", "--scene", write("dig.scene", b"mouse: " + b"3" * 1000 + b",1\n")], 2,
    err_has="dig.scene:1: mouse:")

if failures:
    print("FAILED:", ", ".join(failures))
    sys.exit(1)
print("all limits hold")
