#!/usr/bin/env python3
"""test_peers.py HITDEMO C_PEER PEERS_DIR GEN_PAIRS: the peer protocol in the
check modes (docs/peers.md).

The answers in every form (1, true, 0, false, -, blanks and \\r around
them); the "peers" key last, in the order the peers were given; the docs'
example peers in Python and C (their answers equal the exact "collide" on
circle pairs with small integers, "-" elsewhere) on a batch of 20,000 lines
(no deadlock on full pipes), the same bytes with --jobs 1 and --jobs 4, and
without --peer the same bytes as before with the key taken off; failures:
a peer that exits (its status and last stderr lines), is killed (the
signal's name), prints junk (request and answer quoted, junk bytes
escaped), hangs (--peer-timeout 1: exit 2 well before the peer's sleep of 100 s ends; the bound is loose, 30 s, for a loaded machine), closes its input
at once (no SIGPIPE death), writes megabytes to stderr; --peer-must-agree's
exit codes and its list of lines and classes; --line-numbers; bad names;
no pipe of one peer leaks into another; hitdemo --peers beside a copy of
hitdemo; --naive alone; a folder as the batch file.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

EXE, CPEER, PDIR, GEN = sys.argv[1:5]
PY = sys.executable
PYPEER = f"{PY} {PDIR}/example_peer.py"
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def run(args, data=None, timeout=120, exe=None):
    t0 = time.monotonic()
    p = subprocess.run([exe or EXE] + args, input=data.encode() if isinstance(data, str) else data,
                       capture_output=True, timeout=timeout)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8"), time.monotonic() - t0


def answers(out):
    return [json.loads(l) for l in out.splitlines()]


def collide_of(out):
    return [o.get("collide") for o in answers(out)]


# ---- 1. the answer forms ------------------------------------------------------
pairs = "".join(f"circle:0,0,{i} point:{i},0\n" for i in range(1, 9))
forms = ["1", "true", "0", "false", "-", "  1\t", "\ttrue \r", "false\r"]
expect = [True, True, False, False, None, True, True, False]
with tempfile.TemporaryDirectory() as tmp:
    af = os.path.join(tmp, "answers.txt")
    with open(af, "w", newline="") as f:
        f.write("\n".join(forms) + "\n")
    for jobs in ("1", "3"):
        rc, out, err, _ = run(["--check-batch", "-", "--peer", f"forms=cat >/dev/null & cat {af}; wait",
                               "--jobs", "1"], pairs)
        got = [o.get("peers") for o in answers(out)] if rc == 0 else None
        check(rc == 0 and got == [{"forms": e} for e in expect], f"answer forms: rc {rc} {got} {err}")
        for o in answers(out) if rc == 0 else []:
            check(list(o)[-1] == "peers", f"peers not the last key: {o}")

# ---- 2. the example peers: 20,000 lines, exact on integer circles ------------
import random
rng = random.Random(30)
lines = []
for i in range(20000):
    if i % 3:
        lines.append(f"circle:{rng.randint(-9, 9)},{rng.randint(-9, 9)},{rng.randint(0, 5)} "
                     f"circle:{rng.randint(-9, 9)},{rng.randint(-9, 9)},{rng.randint(0, 5)}")
    else:
        lines.append(f"rect:{rng.randint(-9, 9)},0,3,4 point:{rng.randint(-9, 9)},2")
    if i % 1000 == 7:
        lines.append("# a comment")
        lines.append("not a pair")
big = "\n".join(lines) + "\n"
plain_rc, plain, _, _ = run(["--check-batch", "-", "--jobs", "1"], big)
check(plain_rc == 1, f"plain batch exit {plain_rc} (the bad lines make it 1)")
outs = {}
for name, cmd in (("c", CPEER), ("py", PYPEER)):
    for jobs in ("1", "4"):
        rc, out, err, secs = run(["--check-batch", "-", "--peer", f"{name}={cmd}", "--jobs", jobs], big, timeout=300)
        outs[(name, jobs)] = out
        check(rc == 1 and err == "", f"{name} --jobs {jobs}: exit {rc}, stderr {err[:300]!r}")
        objs = answers(out)
        good = [o for o in objs if "error" not in o]
        check(len(good) == 20000, f"{name}: {len(good)} answers")
        wrong = [o for o in good if o["peers"][name] != (o["collide"] if o["a"].startswith("circle") else None)]
        check(not wrong, f"{name} --jobs {jobs}: {len(wrong)} answers differ, e.g. {wrong[:1]}")
        check(all("peers" not in o for o in objs if "error" in o), f"{name}: an error line has a peers key")
        stripped = re.sub(r',"peers":\{"' + name + r'":(true|false|null)\}\}$', "}", out, flags=re.M)
        check(stripped == plain, f"{name} --jobs {jobs}: without the peers key the output differs")
check(outs[("c", "1")] == outs[("c", "4")], "C peer: --jobs 1 and --jobs 4 differ")
check(outs[("py", "1")] == outs[("py", "4")], "Python peer: --jobs 1 and --jobs 4 differ")

# ---- 3. several peers at once, in the order given; no fd leaks ---------------
rc, out, err, _ = run(["--check-batch", "-", "--peer", f"c={CPEER}", "--peer", f"py={PYPEER}",
                       "--peer", f"fds={PY} {PDIR}/fd_peer.py", "--jobs", "4"], big)
objs = [o for o in answers(out) if "error" not in o]
check(rc == 1 and len(objs) == 20000 and all(list(o["peers"]) == ["c", "py", "fds"] for o in objs),
      f"three peers: exit {rc}, {err[:300]!r}")
check(all(o["peers"]["fds"] is True and o["peers"]["c"] == o["peers"]["py"] for o in objs),
      "three peers: answers (a peer started with another's pipes answers leak:...)")
rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:2,0,1", "--peer", f"c={CPEER}", "--peer",
                       f"fds={PY} {PDIR}/fd_peer.py", "--peer", f"py={PYPEER}"])
check(rc == 0 and json.loads(out)["peers"] == {"c": True, "fds": True, "py": True}
      and list(json.loads(out))[-1] == "peers", f"--check with three peers: {rc} {out!r} {err!r}")
rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:2,0,1", "--naive", "--peer", f"c={CPEER}"])
check(rc == 0 and list(json.loads(out))[-2:] == ["naive", "peers"], f"--naive then peers: {out!r}")

# ---- 3b. requests: the specs in canonical form (shortest round-trip numbers) --
with tempfile.TemporaryDirectory() as tmp:
    log = os.path.join(tmp, "requests.txt")
    rc, out, err, _ = run(["--check-batch", "-", "--peer", f"log=tee {log} | {CPEER}", "--jobs", "1"],
                          "circle:0.10,00,1e0   point:+1,2.50\nrect:-0,1E-3,.5,5. polygon:0,0,10,0,0,10\n"
                          "capsule:0.1,0.2,0.30000000000000004,1e21,1e-7 wedge:0,0,10,-30,30\n")
    reqs = open(log).read() if os.path.exists(log) else None
    check(rc == 0 and reqs == "circle:0.1,0,1 point:1,2.5\nrect:0,0.001,0.5,5 polygon:0,0,10,0,0,10\n"
          "capsule:0.1,0.2,0.30000000000000004,1e+21,1e-07 wedge:0,0,10,-30,30\n", f"requests: {rc} {reqs!r} {err!r}")

# ---- 4. failures -------------------------------------------------------------
small = "circle:0,0,1 circle:2,0,1\ncircle:0,0,1 circle:5,0,1\nrect:0,0,1,1 point:1,1\n"


def fails(cmd, what, *pats, timeout_opt=None, data=small, jobs="1", limit=60):
    args = ["--check-batch", "-", "--peer", cmd, "--jobs", jobs]
    if timeout_opt:
        args += ["--peer-timeout", timeout_opt]
    rc, out, err, secs = run(args, data)
    check(rc == 2, f"{what}: exit {rc} (want 2), stderr {err!r}")
    check(err.startswith("hitdemo: peer "), f"{what}: message {err!r}")
    for p in pats:
        check(re.search(p, err, re.S) is not None, f"{what}: {p!r} not in {err!r}")
    check(secs < limit, f"{what}: took {secs:.1f} s")
    return err


fails("ex=head -n 1 >/dev/null; echo 1; echo 'the last words' >&2; exit 3", "exit mid-batch",
      r"^hitdemo: peer ex: exited with status 3 before answering \"circle:0,0,1 circle:5,0,1\"",
      r"the last words")
fails("sig=read x; echo 1; kill -SEGV $$", "killed", r"peer sig: was killed by signal 11 \(SIGSEGV\)",
      r"circle:0,0,1 circle:5,0,1")
fails(r'''junk=read x; printf 'ma\033yb\377e "q"\n'; cat >/dev/null''', "junk",
      r'peer junk: answered "ma\\x1Byb\\xFFe \\"q\\"" to "circle:0,0,1 circle:2,0,1"')
fails("two=read x; echo 1 1", "two words", r'answered "1 1" to "circle:0,0,1 circle:2,0,1"')
fails("long=read x; head -c 100000 /dev/zero | tr '\\0' 1; echo", "a long line", r"a line that long")
err = fails("hang=sleep 100", "hang", r"peer hang: no answer within 1 s to \"circle:0,0,1 circle:2,0,1\"",
            timeout_opt="1", limit=30)
err = fails("half=read x; echo 1; sleep 100", "hang after one", r"no answer within 1 s to \"circle:0,0,1 circle:5,0,1\"",
            timeout_opt="1", limit=30)
fails("noisy=for i in $(seq 1 50000); do echo \"noise $i\"; done >&2; exit 4", "stderr flood",
      r"exited with status 4", r"noise 50000", r"noise 49993")
check("noise 49000\n" not in err, "stderr flood: only the last lines")
# a peer that exits at once, before reading: EPIPE on a big batch, never SIGPIPE
fails("quit=exit 0", "exits at once", r"peer quit: exited with status 0 before answering", data=big, jobs="4")
fails("quit=exec 0<&-; sleep 0.2; exit 5", "closes its input", r"exited with status 5", data=big, jobs="1")
# dies in the middle of a large batch, on worker threads
fails(f"mid={PY} -c \"import sys\nfor i, l in enumerate(sys.stdin):\n  print(1, flush=True)\n  if i == 1000: sys.exit(7)\"",
      "exit in a large batch", r"exited with status 7", data=big, jobs="4")
# --check too
rc, out, err, _ = run(["--check", "point:0,0", "point:0,0", "--peer", "x=exit 9"])
check(rc == 2 and out == "" and "peer x: exited with status 9" in err, f"--check, peer fails: {rc} {err!r}")

# ---- 5. names and options -----------------------------------------------------
for bad in ("Bad=cat", "a b=cat", "=cat", "x" * 33 + "=cat", "no_such_builtin", "ok=", "é=cat"):
    rc, out, err, _ = run(["--check", "point:0,0", "point:0,0", "--peer", bad])
    check(rc == 2 and out == "" and err.startswith("hitdemo: peer "), f"bad peer {bad!r}: {rc} {err!r}")
rc, out, err, _ = run(["--check", "point:0,0", "point:0,0", "--peer", "x" * 32 + f"={CPEER}"])
check(rc == 0 and json.loads(out)["peers"] == {"x" * 32: None}, f"32-character name: {rc} {err!r}")
rc, out, err, _ = run(["--check", "point:0,0", "point:0,0", "--peer", f"a={CPEER}", "--peer", f"a={CPEER}"])
check(rc == 2 and "twice" in err, f"a name twice: {rc} {err!r}")
for args in (["--peer-timeout", "0"], ["--peer-timeout", "x"], ["--peer-timeout", "-1"], ["--peer"],
             ["--peer-must-agree"]):
    rc, out, err, _ = run(["--check", "point:0,0", "point:0,0"] + args)
    check(rc == 2 and out == "" and err.startswith("hitdemo: "), f"option {args}: {rc} {err!r}")
rc, out, err, _ = run(["--ray", "0,0,1,1", "point:1,1", "--peer", f"c={CPEER}"])
check(rc == 2 and "only with --check or --check-batch" in err, f"--peer with --ray: {rc} {err!r}")
rc, out, err, _ = run(["--naive"])
check(rc == 2 and "--naive: only with --check or --check-batch" in err and "unknown" not in err,
      f"--naive alone: {rc} {err!r}")
with tempfile.TemporaryDirectory() as tmp:
    rc, out, err, _ = run(["--check-batch", tmp])
    check(rc == 2 and "is a directory" in err, f"a folder as the batch: {rc} {err!r}")

# ---- 6. --line-numbers --------------------------------------------------------
data = "# c\n\ncircle:0,0,1 circle:2,0,1\nbad\n   \ncircle:0,0,1 circle:5,0,1\n"
rc, out, err, _ = run(["--check-batch", "-", "--line-numbers"], data)
objs = answers(out)
check(rc == 1 and [o["line"] for o in objs] == [3, 4, 6] and list(objs[0])[0] == "line"
      and "error" in objs[1], f"--line-numbers: {out!r}")
rc2, out2, _, _ = run(["--check-batch", "-"], data)
check(re.sub(r'^\{"line":\d+,"a"', '{"a"', out, flags=re.M) == out2, "--line-numbers: the rest of the line")
rc, out, err, _ = run(["--check-batch", "-", "--line-numbers", "--peer", f"c={CPEER}", "--jobs", "4"], big)
objs = answers(out)
nonblank = [i + 1 for i, l in enumerate(big.split("\n")[:-1]) if l.strip() and not l.startswith("#")]
check([o["line"] for o in objs] == nonblank, "--line-numbers with a peer and 4 jobs: the line numbers")
rc, out, err, _ = run(["--check", "point:0,0", "point:0,0", "--line-numbers"])
check(rc == 2 and "--check-batch" in err, f"--line-numbers with --check: {rc} {err!r}")

# ---- 7. --peer-must-agree -----------------------------------------------------
agree = ("circle:0,0,1 circle:2,0,1\n"      # 1 touching: buggy says 0 -> missed_touching
         "circle:0,0,1 circle:5,0,1\n"      # 2 apart: agree
         "# comment\n"
         "rect:0,0,1,1 rect:5,5,1,1\n"      # 4 apart, buggy says 1 -> false_hit
         "circle:0,0,5 point:1,1\n"         # 5 containment, buggy 0 -> missed_containment
         "rect:0,0,4,4 circle:2,2,1\n"      # 6 a contains b: buggy 0 -> missed_containment
         "rect:0,0,4,4 circle:5,2,2\n"      # 7 overlapping: buggy 0 -> missed_overlap
         "point:0,0 line:0,0,1,1\n"         # 8 buggy says "-": no disagreement
         "rect:0,0,1,1 rect:0,0,1,1\n")     # 9 equal: buggy 1, agree
BUG = f"bug={PY} {PDIR}/buggy_peer.py"
for jobs in ("1", "4"):
    rc, out, err, _ = run(["--check-batch", "-", "--peer", BUG, "--peer-must-agree", "--jobs", jobs], agree)
    check(rc == 1, f"must-agree, buggy, --jobs {jobs}: exit {rc}")
    want = ["line 1: missed_touching", "line 4: false_hit", "line 5: missed_containment",
            "line 6: missed_containment", "line 7: missed_overlap"]
    got = re.findall(r"line \d+: \w+", err)
    check(got == want, f"must-agree lines: {got} in {err!r}")
    check("peer bug disagrees with the exact answer on 5 lines" in err, f"must-agree summary: {err!r}")
    check(len(answers(out)) == 8, "must-agree still prints every answer")
rc, out, err, _ = run(["--check-batch", "-", "--peer", f"c={CPEER}", "--peer-must-agree"], agree)
check(rc == 0 and err == "", f"must-agree, a right peer: {rc} {err!r}")
rc, out, err, _ = run(["--check-batch", "-", "--peer", f"c={CPEER}", "--peer-must-agree"], agree + "junk\n")
check(rc == 1 and "disagrees" not in err, f"must-agree, a bad line: {rc} {err!r}")
rc, out, err, _ = run(["--check-batch", "-", "--peer", f"c={CPEER}", "--peer", BUG, "--peer-must-agree"], agree)
check(rc == 1 and "peer bug" in err and "peer c " not in err, f"must-agree, two peers: {rc} {err!r}")
rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:2,0,1", "--peer", BUG, "--peer-must-agree"])
check(rc == 1 and json.loads(out)["peers"] == {"bug": False} and "missed_touching" in err,
      f"--check --peer-must-agree: {rc} {out!r} {err!r}")
rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:3,0,1", "--peer", BUG, "--peer-must-agree"])
check(rc == 0 and err == "", f"--check --peer-must-agree, agreeing: {rc} {err!r}")

# ---- 8. built-in peers beside a copy of hitdemo -------------------------------
with tempfile.TemporaryDirectory() as tmp:
    exe = os.path.join(tmp, "hitdemo")
    shutil.copy(EXE, exe)
    rc, out, err, _ = run(["--peers"], exe=exe)
    check(rc == 0 and "No built-in peers found" in out, f"--peers, none: {rc} {out!r} {err!r}")
    fake = os.path.join(tmp, "hitdemo-peer-fake")
    with open(fake, "w") as f:
        f.write("#!/bin/sh\nif [ \"$1\" = --info ]; then printf 'fake\\tFakeLib 1.2\\ncircle/circle,circle/rect\\n'; "
                "exit 0; fi\nexec " + CPEER + "\n")
    os.chmod(fake, 0o755)
    rc, out, err, _ = run(["--peers"], exe=exe)
    check(rc == 0 and re.search(r"^fake +FakeLib 1\.2 +circle/circle, circle/rect$", out, re.M) is not None,
          f"--peers: {rc} {out!r} {err!r}")
    rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:2,0,1", "--peer", "fake"], exe=exe)
    check(rc == 0 and json.loads(out)["peers"] == {"fake": True}, f"built-in peer by name: {rc} {out!r} {err!r}")
    broken = os.path.join(tmp, "hitdemo-peer-broken")
    with open(broken, "w") as f:
        f.write("#!/bin/sh\nexit 3\n")
    os.chmod(broken, 0o755)
    rc, out, err, _ = run(["--peers"], exe=exe)
    check(rc == 1 and re.search(r"^broken +\(.*hitdemo-peer-broken: --info: exited with status 3\)$", out, re.M)
          and re.search(r"^fake +FakeLib 1\.2", out, re.M), f"--peers with a broken one: {rc} {out!r}")
    rc, out, err, _ = run(["--check", "circle:0,0,1", "circle:2,0,1", "--peer", "nothere"], exe=exe)
    check(rc == 2 and "no built-in peer" in err, f"missing built-in: {rc} {err!r}")

# ---- 9. docs/peers.md shows the example peers as they are tested ---------------
with open(os.path.join(PDIR, "..", "..", "..", "docs", "peers.md"), encoding="utf-8") as f:
    doc = f.read()
blocks = re.findall(r"```(python|c)\n(.*?)```", doc, re.S)
with open(os.path.join(PDIR, "example_peer.py")) as f:
    py_src = f.read()
with open(os.path.join(PDIR, "example_peer.c")) as f:
    c_src = f.read()
c_body = c_src[c_src.index("#include"):]
check(("python", py_src) in blocks, "docs/peers.md: the Python peer is not example_peer.py")
check(("c", c_body) in blocks, "docs/peers.md: the C peer is not example_peer.c")
check("\n## The built-in peers\n" in doc, "docs/peers.md: the built-in peers' heading")

if failures:
    print(f"{len(failures)} failure(s)")
    sys.exit(1)
print("peers: all passed")
