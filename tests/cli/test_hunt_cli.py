#!/usr/bin/env python3
"""test_hunt_cli.py HITDEMO BUGGY_PEER PEERS_DIR: `hitdemo --hunt` end to end.

Planted-bug peers as processes, in C (BUGGY_PEER, tests/cli/peers/buggy.c)
and in Python (PEERS_DIR/planted_peer.py): each bug found with its class in
both argument orders, shrunk to a case of small integers; every finding is
a real disagreement by `hitdemo --check`; the scene files pass
--verify-scenes with the peer; a correct peer finds nothing (exit 0);
peers that crash, hang, exit or print junk give exit 2 and a message; the
same seed twice gives the same findings.jsonl; bad options give 2. Scene
files: peer: takes a name only (a shell command in it runs nothing), a
missing peer is reported and skipped, expect-peer is checked."""
import json
import os
import subprocess
import sys
import tempfile

HITDEMO, BUGGY, PEERS = sys.argv[1:4]
PY = sys.executable
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL:", msg)


def run(args, timeout=120):
    return subprocess.run([HITDEMO] + args, capture_output=True, text=True, timeout=timeout)


def hunt(peer, pairs, seconds, out, seed=1, extra=()):
    args = ["--hunt", peer, "--seconds", str(seconds), "--seed", str(seed), "--out-dir", out]
    if pairs:
        args += ["--pairs", pairs]
    return run(args + list(extra))


def findings(out):
    with open(os.path.join(out, "findings.jsonl")) as f:
        return [json.loads(l) for l in f if l.strip()]


def small_int(spec):
    nums = spec.split(":", 1)[1].split(",")
    return all(float(x) == int(float(x)) and abs(float(x)) <= 1000 for x in nums)


def check_bug(label, peer, pairs, ka, kb, cls, seconds, tmp):
    out = os.path.join(tmp, label)
    p = hunt(peer, pairs, seconds, out)
    if p.returncode != 1:
        fail(f"{label}: exit {p.returncode}, wanted 1\n{p.stdout}\n{p.stderr}")
        return
    fs = findings(out)
    for a, b in ((ka, kb), (kb, ka)):
        mine = [f for f in fs if f["a"].startswith(a + ":") and f["b"].startswith(b + ":") and f["class"] == cls]
        if not mine:
            fail(f"{label}: no {cls} finding for {a}/{b}: {fs}")
        elif not any(small_int(f["a"]) and small_int(f["b"]) for f in mine):
            fail(f"{label}: the {cls} findings for {a}/{b} are not of small integers: {mine}")
    # each is a real disagreement, by --check
    for f in fs:
        c = json.loads(run(["--check", f["a"], f["b"]]).stdout)
        if c["collide"] != f["collide"] or c["relation"] != f["relation"] or f["peer"] == f["collide"]:
            fail(f"{label}: {f} against --check {c}")
        for key in ("a", "b", "collide", "peer", "relation", "class", "family"):
            if key not in f:
                fail(f"{label}: key {key} missing in {f}")
    # the regression file: --check-batch reads it, one answer per finding
    r = run(["--check-batch", os.path.join(out, "regression.txt")])
    lines = [json.loads(l) for l in r.stdout.splitlines()]
    if r.returncode != 0 or [(l["a"], l["b"], l["collide"]) for l in lines] != [(f["a"], f["b"], f["collide"]) for f in fs]:
        fail(f"{label}: regression.txt does not give the findings back: {r.stdout[:500]} {r.stderr}")
    # the scenes pass --verify-scenes with the peer, and name it
    scenes = [n for n in os.listdir(out) if n.endswith(".scene")]
    if len(scenes) != len(fs):
        fail(f"{label}: {len(scenes)} scenes for {len(fs)} findings")
    v = run(["--verify-scenes", out, "--peer", peer])
    if v.returncode != 0 or "peer " not in v.stdout:
        fail(f"{label}: --verify-scenes: exit {v.returncode}\n{v.stdout}\n{v.stderr}")
    print(f"{label}: {len(fs)} findings, {len(scenes)} scenes, verified")


def main():
    tmp = tempfile.mkdtemp(prefix="hunt_cli_")
    bugs = [
        ("strict", "circle/circle", "circle", "circle", "missed_touching"),
        ("parallel", "line/line", "line", "line", "missed_overlap"),
        ("parallel", "line/line", "line", "line", "missed_touching"),
        ("raycross", "point/polygon", "point", "polygon", "missed_containment"),
        ("sat", "polygon/polygon", "polygon", "polygon", "false_hit"),
        ("atan2", "point/wedge", "point", "wedge", "missed_containment"),
        ("falsehit", "circle/rect", "circle", "rect", "false_hit"),
    ]
    for bug, pairs, ka, kb, cls in bugs:
        check_bug(f"c-{bug}-{cls}", f"{bug}={BUGGY} {bug}", pairs, ka, kb, cls, 0.6, tmp)
        check_bug(f"py-{bug}-{cls}", f"{bug}={PY} {PEERS}/planted_peer.py {bug}", pairs, ka, kb, cls, 0.25, tmp)

    # a correct peer: nothing, exit 0, over every pair
    out = os.path.join(tmp, "correct")
    p = hunt(f"right={BUGGY} correct", None, 1.5, out)
    if p.returncode != 0 or findings(out) or "64 of 64 ordered pairs answered" not in p.stdout:
        fail(f"correct peer: exit {p.returncode}\n{p.stdout}\n{p.stderr}")
    if "pairs tried" not in p.stderr:
        fail(f"no progress line on stderr: {p.stderr!r}")
    # a peer answering '-' to everything: nothing to hunt, nothing found
    out = os.path.join(tmp, "none")
    p = hunt("none=while read l; do echo -; done", None, 0.1, out)
    if p.returncode != 0 or findings(out) or "answers none" not in p.stdout:
        fail(f"'-' peer: exit {p.returncode}\n{p.stdout}\n{p.stderr}")

    # the generator on its own: --hunt-cases N prints N --check-batch lines,
    # the same each time, both orders, every line a good pair
    g1 = run(["--hunt-cases", "3000", "--pairs", "circle/rect", "--seed", "5"])
    g2 = run(["--hunt-cases", "3000", "--pairs", "circle/rect", "--seed", "5"])
    lines = g1.stdout.splitlines()
    if g1.returncode != 0 or g1.stdout != g2.stdout or len(lines) != 3000:
        fail(f"--hunt-cases: exit {g1.returncode}, {len(lines)} lines, same twice: {g1.stdout == g2.stdout}")
    kinds = {tuple(x.split(":")[0] for x in l.split()) for l in lines}
    if kinds != {("circle", "rect"), ("rect", "circle")}:
        fail(f"--hunt-cases: pairs {kinds}")
    cb = subprocess.run([HITDEMO, "--check-batch", "-"], input=g1.stdout, capture_output=True, text=True)
    rels = {json.loads(l)["relation"] for l in cb.stdout.splitlines()}
    if cb.returncode != 0 or not {"touching", "apart", "overlapping", "a_contains_b", "b_contains_a"} <= rels:
        fail(f"--hunt-cases: --check-batch exit {cb.returncode}, relations {rels}")

    # same seed, same findings
    outs = []
    for k in range(2):
        out = os.path.join(tmp, f"seed{k}")
        hunt(f"fh={BUGGY} falsehit", "circle/rect,circle/circle", 0.5, out, seed=7)
        with open(os.path.join(out, "findings.jsonl")) as f:
            outs.append(f.read())
    if outs[0] != outs[1] or not outs[0]:
        fail("same seed, different findings.jsonl")

    # failing peers: exit 2 and a message naming the peer
    failing = [
        ("crash", "crash=read x; kill -SEGV $$", [], "SIGSEGV"),
        ("exit", "gone=sh -c 'exit 3'", [], "gone"),
        ("hang", "hang=sleep 100", ["--peer-timeout", "1"], "no answer within"),
        ("junk", "junk=yes banana", [], "banana"),
    ]
    for label, peer, extra, word in failing:
        p = hunt(peer, "circle/circle", 0.1, os.path.join(tmp, label), extra=extra)
        if p.returncode != 2 or "hitdemo: peer" not in p.stderr or word not in p.stderr:
            fail(f"{label}: exit {p.returncode}, stderr {p.stderr!r}")
    # bad input
    for args, word in (
        (["--hunt", f"x={BUGGY} correct", "--pairs", "circle/blob"], "circle/blob"),
        (["--hunt", f"x={BUGGY} correct", "--seconds", "-1"], "--seconds"),
        (["--hunt", f"x={BUGGY} correct", "--wibble"], "--wibble"),
        (["--hunt", "no_such_peer_xyz"], "no_such_peer_xyz"),
        (["--hunt", "Bad Name=true"], "name"),
    ):
        p = run(args + ["--out-dir", os.path.join(tmp, "bad")])
        if p.returncode != 2 or word not in p.stderr:
            fail(f"{args}: exit {p.returncode}, stderr {p.stderr!r}")

    # scene files name peers, never carry commands
    sdir = os.path.join(tmp, "scenes")
    os.makedirs(sdir)
    base = ("description: d\nbase: circle:0,0,10\ncursor: circle:5\nmouse: 15,0\nexpect: collide\nhits: 1\n")
    pwned = os.path.join(tmp, "PWNED")
    for i, bad in enumerate([f"x; touch {pwned}", f"$(touch {pwned})", f"x=touch {pwned}", f"`touch {pwned}`"]):
        path = os.path.join(sdir, f"bad{i}.scene")
        with open(path, "w") as f:
            f.write(base + f"peer: {bad}\nexpect-peer: clear\n")
        p = run(["--verify-scenes", path, "--peer", f"x={BUGGY} strict"])
        if p.returncode != 2 or "peer: expected a peer's name" not in p.stderr:
            fail(f"scene peer {bad!r}: exit {p.returncode}, {p.stderr!r}")
        if os.path.exists(pwned):
            fail(f"scene peer {bad!r} ran a command")
        os.remove(path)
    # a missing peer: reported, its check skipped, the rest verified
    with open(os.path.join(sdir, "mine.scene"), "w") as f:
        f.write(base + "peer: mine\nexpect-peer: clear\n")
    p = run(["--verify-scenes", sdir])
    if p.returncode != 0 or "scene names peer mine; run with --peer 'mine=...'" not in p.stderr:
        fail(f"missing peer: exit {p.returncode}\n{p.stdout}\n{p.stderr}")
    # given: checked (the strict peer says clear at tangency)
    p = run(["--verify-scenes", sdir, "--peer", f"mine={BUGGY} strict"])
    if p.returncode != 0 or "peer mine: expected clear; got clear: ok" not in p.stdout:
        fail(f"peer given: exit {p.returncode}\n{p.stdout}\n{p.stderr}")
    # and a peer that answers otherwise is a mismatch
    p = run(["--verify-scenes", sdir, "--peer", f"mine={BUGGY} correct"])
    if p.returncode != 1 or "MISMATCH" not in p.stdout:
        fail(f"peer disagreeing with expect-peer: exit {p.returncode}\n{p.stdout}\n{p.stderr}")
    # expect-peer without a peer is an error
    with open(os.path.join(sdir, "mine.scene"), "w") as f:
        f.write(base + "expect-peer: clear\n")
    p = run(["--verify-scenes", sdir])
    if p.returncode != 2 or "expect-peer: only with a peer" not in p.stderr:
        fail(f"expect-peer alone: exit {p.returncode}, {p.stderr!r}")

    print("FAILED" if failures else "all passed")
    return 1 if failures else 0


sys.exit(main())
