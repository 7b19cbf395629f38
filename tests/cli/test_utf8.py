#!/usr/bin/env python3
"""test_utf8.py HITDEMO: error lines of --check-batch are valid UTF-8 JSON:
a long spec with multi-byte characters is never cut inside one (the
message cuts specs at a byte count), and bytes that are not UTF-8 are
written as the text \\xNN. --check's message on stderr likewise. Also the
batch line limit and null for numbers JSON cannot hold."""
import json
import subprocess
import sys

app = sys.argv[1]
fails = []


def batch(data):
    p = subprocess.run([app, "--check-batch", "-"], input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines = p.stdout.split(b"\n")
    assert lines[-1] == b"", "output does not end in a newline"
    out = []
    for raw in lines[:-1]:
        text = raw.decode("utf-8")  # strict: raises on invalid UTF-8
        out.append(json.loads(text))
    return p.returncode, out


def check(name, cond, detail=""):
    print(("ok: " if cond else "FAIL: ") + name + ("" if cond else " " + str(detail)))
    if not cond:
        fails.append(name)


# every cut position of a spec full of 2-, 3- and 4-byte characters
for ch in ["é", "€", "𝄞"]:
    for pre in range(0, 8):
        spec = "rect:" + "x" * pre + ch * 40
        rc, out = batch((spec + " point:0,0\n").encode())
        e = out[0].get("error", "")
        check(f"cut {ch!r} after {pre}", rc == 1 and len(out) == 1 and "..." in e and "\ufffd" not in e, out)
# bytes that are not UTF-8: escaped as \xNN (the text), the rest kept
rc, out = batch(b"circle:0,0,\xff\xfe\xc3 point:0,0\nline:\xe9t\xc3\xa9 point:0,0\n")
check("invalid bytes escaped", len(out) == 2 and "\\xFF\\xFE\\xC3" in out[0]["error"], out)
check("latin-1 e-acute escaped, UTF-8 one kept", "line:\\xE9t\u00e9" in out[1]["error"], out)
# control characters and quotes in a message
rc, out = batch(b'circle:"\x01\x7f point:0,0\n')
check("controls escaped", len(out) == 1 and '"\x01\x7f' in out[0]["error"], out)
# a line over the limit, then a good one
rc, out = batch(b"point:" + b"1" * 70000 + b" point:0,0\ncircle:0,0,1 point:1,0\n")
check("long line", len(out) == 2 and out[0] == {"line": 1, "error": "line longer than 65536 bytes"}
      and out[1]["collide"] is True, out[:1])
# --check: the message on stderr is UTF-8 too
p = subprocess.run([app, "--check", "rect:" + "é" * 50, "point:0,0"], stdout=subprocess.PIPE,
                   stderr=subprocess.PIPE)
try:
    msg = p.stderr.decode("utf-8")
    check("--check stderr UTF-8", p.returncode == 2 and "..." in msg, msg)
except UnicodeDecodeError as ex:
    check("--check stderr UTF-8", False, ex)
# the window program's messages too (no SDL is started: they fail first)
import os
import tempfile
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "u.txt")
    for pre in range(4):
        with open(path, "w", encoding="utf-8") as f:
            f.write("move " + "x" * pre + "é" * 60 + "\n")
        p = subprocess.run([app, "--headless", "--script", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            check(f"script line cut {pre}", p.returncode == 2 and "u.txt:1:" in p.stderr.decode("utf-8"))
        except UnicodeDecodeError as ex:
            check(f"script line cut {pre}", False, ex)
for opt in ["--cursor", "--zoom"]:
    for pre in range(4):
        p = subprocess.run([app, "--headless", opt, "x" * pre + "é" * 60], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
        try:
            check(f"{opt} value cut {pre}", p.returncode == 2 and "..." in p.stderr.decode("utf-8"))
        except UnicodeDecodeError as ex:
            check(f"{opt} value cut {pre}", False, ex)
# one output line per non-blank, non-comment line
rc, out = batch(b"\n# c\n  \t\ncircle:0,0,1 point:1,0\nbad\n\x00\n")
check("line count", [o.get("line") for o in out] == [None, 5, 6], out)
if fails:
    print("FAILED:", ", ".join(fails))
    sys.exit(1)
