#!/usr/bin/env python3
"""test_sweep.py HITDEMO: hitdemo --sweep and --sweep-batch.

The JSON line's exact form, nulls on a miss and at toi 0, refused pairs and
bad moves (message, exit codes), the batch rules shared with --check-batch
(blank and # lines, error lines, NUL bytes, over-long lines, bytes that are
not UTF-8), and an exact rational oracle (fractions.Fraction) for a point
moving against a segment with random doubles, whose end p + D is rarely a
double: hit exactly, toi within 1e-12, and the mirror sweep (the segment
moving by -D against the point) giving the same hit and toi; the same for
a point against a wedge with decimal data (its rays multiples of 90
degrees, so that the oracle is rational but for the disk's roots, which it
compares through the quadratic's sign)."""
import json
import random
import subprocess
import sys
from fractions import Fraction as F

app = sys.argv[1]
fails = []


def check(name, cond, detail=""):
    if not cond:
        print("FAIL: " + name + " " + str(detail))
        fails.append(name)


def run(args, data=None):
    p = subprocess.run([app] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


# ---- the line's form
rc, out, err = run(["--sweep", "circle:0,0,5", "line:50,-20,50,20", "100,0"])
check("form", rc == 0 and out == '{"a":"circle:0,0,5","b":"line:50,-20,50,20","move":[100,0],"hit":true,'
      '"toi":0.45,"point":[50,0],"normal":[-1,0]}\n', out)
rc, out, err = run(["--sweep", "circle:0,0,5", "circle:100,0,1", "1,0"])
check("miss", rc == 0 and out == '{"a":"circle:0,0,5","b":"circle:100,0,1","move":[1,0],"hit":false,'
      '"toi":null,"point":null,"normal":null}\n', out)
rc, out, err = run(["--sweep", "rect:0,0,10,10", "point:10,5", "-3.5,1e-3"])
j = json.loads(out)
check("touching", rc == 0 and j["hit"] and j["toi"] == 0 and j["normal"] is None and j["point"] == [10, 5], out)
check("move numbers", j["move"] == [-3.5, 0.001] and '"move":[-3.5,0.001]' in out, out)
check("keys", list(j.keys()) == ["a", "b", "move", "hit", "toi", "point", "normal"], out)
# a thin wall between two frames
rc, out, err = run(["--sweep", "circle:0,0,1", "rect:50,-20,0.5,40", "100,0"])
j = json.loads(out)
check("tunnel", j["hit"] and j["toi"] == 0.49 and j["normal"] == [-1, 0] and j["point"] == [50, 0], out)
# graze at exactly r and one ulp farther
rc, out, err = run(["--sweep", "circle:-2,-11,5", "rect:-10,0,10,10", "12,16"])
j = json.loads(out)
check("graze", j["hit"] and j["toi"] == 0.5 and j["point"] == [0, 0], out)
rc, out, err = run(["--sweep", "circle:-1.9999999999999998,-11,5", "rect:-10,0,10,10", "12,16"])
check("graze ulp", not json.loads(out)["hit"], out)

# ---- refused and bad input
rc, out, err = run(["--sweep", "arc:0,0,1,2,0,90", "wedge:5,5,1,0,90", "1,1"])
check("refused", rc == 2 and out == "" and "arc or wedge against an arc or wedge" in err, err)
# a circle whose moved centre 0.1 + D is no double: exact. 0.1 + 3.4 is just
# below 3.5 (the doubles 0.1 and 3.4 sum to 3.49999999999999996...), so the
# disk of radius 0.5 stops short of the tip region at x = 4, though the
# rounded sum is 3.5; a move one ulp longer reaches it
rc, out, err = run(["--sweep", "circle:0.1,0,0.5", "wedge:5,0,1,90,270", "0.2,0"])
check("decimal circle miss", rc == 0 and not json.loads(out)["hit"], out + err)
rc, out, err = run(["--sweep", "circle:0.1,0,0.5", "wedge:5,0,1,90,270", "3.4,0"])
check("decimal circle short", rc == 0 and not json.loads(out)["hit"], out + err)
rc, out, err = run(["--sweep", "circle:0.1,0,0.5", "wedge:5,0,1,90,270", "3.4000000000000004,0"])
j = json.loads(out) if rc == 0 else {}
check("decimal circle reaches", rc == 0 and j["hit"] and abs(j["toi"] - 1) < 1e-12 and j["normal"] == [-1, 0], out + err)
rc, out, err = run(["--sweep", "wedge:5,0,1,90,270", "circle:0.1,0,0.5", "-3.4,0"])
check("decimal circle short, mirrored", rc == 0 and not json.loads(out)["hit"], out + err)
rc, out, err = run(["--sweep", "capsule:0.1,-3,0.1,3,0.5", "arc:5,0,0.5,1,90,270", "3.4,0"])
check("decimal capsule short", rc == 0 and not json.loads(out)["hit"], out + err)
rc, out, err = run(["--sweep", "capsule:0.1,-3,0.1,3,0.5", "arc:5,0,0.5,1,90,270", "3.4000000000000004,0"])
check("decimal capsule reaches", rc == 0 and json.loads(out)["hit"], out + err)
# a point whose end 0.1 + 0.2 is no double: exact, a miss; a longer move hits the tip region at x = 4
rc, out, err = run(["--sweep", "point:0.1,0", "wedge:5,0,1,90,270", "0.2,0"])
check("decimal point miss", rc == 0 and not json.loads(out)["hit"], out + err)
rc, out, err = run(["--sweep", "point:0.1,0", "wedge:5,0,1,90,270", "5.2,0"])
j = json.loads(out) if rc == 0 else {}
check("decimal point hit", rc == 0 and j["hit"] and abs(j["toi"] - 3.9 / 5.2) < 1e-12 and j["point"] == [4, 0]
      and j["normal"] == [-1, 0], out + err)
rc, out, err = run(["--sweep", "wedge:5,0,1,90,270", "point:0.1,0", "-5.2,0"])
j2 = json.loads(out) if rc == 0 else {}
check("decimal point mirror", rc == 0 and j2["hit"] and j2["toi"] == j.get("toi"), out + err)
for mv, what in [("1", "expected DX,DY"), ("1,2,3", "unexpected text"), ("x,1", "number 1 does not parse"),
                 ("1,", "number 2 is missing"), ("1e51,0", "outside +-1e50"), ("0,1e-51", "too small"),
                 ("1e999,0", "not finite"), ("nan,0", "does not parse")]:
    rc, out, err = run(["--sweep", "point:0,0", "point:1,1", mv])
    check("bad move " + mv, rc == 2 and out == "" and what in err and "bad move" in err, err)
rc, out, err = run(["--sweep", "point:0,0", "pint:1,1", "1,1"])
check("bad spec", rc == 2 and "pint" in err, err)
for args in (["--sweep", "point:0,0", "point:1,1"], ["--sweep-batch"], ["--sweep-batch", "a", "b"]):
    rc, out, err = run(args)
    check("usage " + " ".join(args), rc == 2 and "usage" in err, err)
rc, out, err = run(["--sweep-batch", "/nonexistent/x"])
check("no file", rc == 2 and "cannot open" in err, err)

# ---- batch
data = (b"circle:0,0,5 line:50,-20,50,20 100,0\n# comment\n\n   \npoint:0,0 point:1,1\n"
        b"arc:0,0,1,2,0,90 wedge:5,5,1,0,90 1,1\npoint:0,0 p\xffint:1 1,1\nnul\x00here\n" +
        b"x" * 70000 + b"\npoint:0,0 point:3,4 6,8")
p = subprocess.run([app, "--sweep-batch", "-"], input=data, stdout=subprocess.PIPE)
lines = [json.loads(x.decode("utf-8")) for x in p.stdout.split(b"\n")[:-1]]
check("batch rc", p.returncode == 1, p.returncode)
check("batch lines", [l.get("line") for l in lines] == [None, 5, 6, 7, 8, 9, None], lines)
check("batch first", lines[0]["toi"] == 0.45)
check("batch items", "got 2 items" in lines[1]["error"])
check("batch refused", "not supported" in lines[2]["error"])
check("batch utf8", "\\xFF" in lines[3]["error"], lines[3])
check("batch nul", "NUL" in lines[4]["error"])
check("batch long", "longer than" in lines[5]["error"])
n = lines[6]["normal"]
check("batch last", lines[6]["toi"] == 0.5 and abs(n[0] + 0.6) < 1e-15 and abs(n[1] + 0.8) < 1e-15, lines[6])
p = subprocess.run([app, "--sweep-batch", "-"], input=b"point:0,0 point:1,0 2,0\n", stdout=subprocess.PIPE)
check("batch ok rc", p.returncode == 0)

# ---- exact oracle: a point moving against a segment
rng = random.Random(18)


def rnd(scale):
    return rng.uniform(-scale, scale)


def oracle(p, d, a, b):
    """(hit, toi) for p + t d, t in [0, 1], meeting segment ab, exactly."""
    p, d, a, b = [(F(x), F(y)) for x, y in (p, d, a, b)]
    cr = lambda u, v: u[0] * v[1] - u[1] * v[0]
    sub = lambda u, v: (u[0] - v[0], u[1] - v[1])
    e = sub(b, a)
    den = cr(d, e)
    w = sub(a, p)
    if den != 0:
        t = cr(w, e) / den
        s = cr(w, d) / den
        return (0 <= t <= 1 and 0 <= s <= 1), t
    if cr(w, d) != 0:
        return False, None
    dd = d[0] * d[0] + d[1] * d[1]
    ta = (w[0] * d[0] + w[1] * d[1]) / dd
    wb = sub(b, p)
    tb = (wb[0] * d[0] + wb[1] * d[1]) / dd
    lo, hi = min(ta, tb), max(ta, tb)
    if hi < 0 or lo > 1:
        return False, None
    return True, max(lo, F(0))


cases = []
for i in range(1500):
    sc = rng.choice([1, 10, 1000, 1e6])
    p = (rnd(sc), rnd(sc))
    d = (rnd(sc), rnd(sc))
    # a segment through a point near p + t0 d (rounded: near-exact contacts)
    t0 = rng.random()
    q = (p[0] + t0 * d[0], p[1] + t0 * d[1])
    k = rng.choice([0.0, 1e-13, 1e-6, 0.5])
    e = (rnd(sc), rnd(sc))
    a = (q[0] + e[0] * k, q[1] + e[1] * k) if rng.random() < 0.5 else q
    if rng.random() < 0.2:  # the segment's end exactly at the path's rounded end
        a = (p[0] + d[0], p[1] + d[1])
    b = (q[0] - e[0], q[1] - e[1])
    cases.append((p, d, a, b))
text = []
for p, d, a, b in cases:
    text.append("point:%r,%r line:%r,%r,%r,%r %r,%r" % (p + a + b + d))
    text.append("line:%r,%r,%r,%r point:%r,%r %r,%r" % (a + b + p + (-d[0], -d[1])))
def run_oracle(name, cases, text, oracle, exact):
    """Each case is two lines of text (A by D, and B by -D against A): both
    must give the oracle's hit, the same toi, and within 1e-12 of its toi
    (exact(toi_json) turns the printed toi into the oracle's number type)."""
    p = subprocess.run([app, "--sweep-batch", "-"], input=("\n".join(text) + "\n").encode(), stdout=subprocess.PIPE)
    out = [json.loads(x) for x in p.stdout.decode().split("\n")[:-1]]
    check(name + " rc", p.returncode == 0 and len(out) == 2 * len(cases), p.returncode)
    nhit = 0
    for i, case in enumerate(cases):
        if 2 * i + 1 >= len(out):
            break
        hit, toi = oracle(*case)
        o1, o2 = out[2 * i], out[2 * i + 1]
        ok = o1.get("hit") == hit and o2.get("hit") == hit and o1.get("toi") == o2.get("toi")
        if ok and hit:
            nhit += 1
            ok = abs(exact(o1["toi"]) - toi) <= exact(1e-12)
        if not ok:
            check(name + " " + text[2 * i], False, (hit, float(toi) if toi is not None else None, o1, o2))
            if len(fails) > 20:
                break
    print("%s: %d cases, %d hits" % (name, len(cases), nhit))
    check(name + " has hits and misses", 0 < nhit < len(cases), nhit)


run_oracle("oracle", cases, text, oracle, F)

# ---- exact oracle: a point moving against a wedge whose rays are multiples
# of 90 degrees (exact ray vectors), decimal data: p + D is rarely a double
# (sweep_oracle.py).
from decimal import Decimal
from sweep_oracle import RAYS, wedge_oracle

rng = random.Random(1202)
wcases = []
for i in range(1500):
    dec = lambda lo, hi: round(rng.uniform(lo, hi), 3)
    c = (dec(-20, 20), dec(-20, 20))
    r = dec(0.5, 10)
    start = rng.choice([0, 90, 180, 270])
    end = start + rng.choice([90, 180, 270, 360])
    pp = (dec(-30, 30), dec(-30, 30))
    d = (dec(-60, 60), dec(-60, 60))
    if rng.random() < 0.3:  # aim at the centre or a corner, so that many hit
        tgt = c if rng.random() < 0.5 else (c[0] + r * RAYS[start][0], c[1] + r * RAYS[start][1])
        d = (round(tgt[0] - pp[0] + rng.uniform(-1, 1), 3), round(tgt[1] - pp[1] + rng.uniform(-1, 1), 3))
    wcases.append((pp, d, c, r, start, end))
text = []
for pp, d, c, r, start, end in wcases:
    text.append("point:%r,%r wedge:%r,%r,%r,%d,%d %r,%r" % (pp + c + (r, start, end) + d))
    text.append("wedge:%r,%r,%r,%d,%d point:%r,%r %r,%r" % (c + (r, start, end) + pp + (-d[0], -d[1])))
run_oracle("wedge oracle", wcases, text, wedge_oracle, lambda v: Decimal(repr(v)))

print("%d failures" % len(fails))
sys.exit(1 if fails else 0)
