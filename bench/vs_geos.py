#!/usr/bin/python3
"""Big shapes, hitdemo against GEOS, side by side in one run (issue 32).

Usage: bench/vs_geos.py HITDEMO [--before HITDEMO2] [--pairs N] [--rounds R] [--seed S] [--write DIR]
                        [--no-geos] [--cpu]

Builds the families below with a fixed seed (random vertex angles, so that no
two candidate pairs tie; every number printed with 6 decimals), then, in R
interleaved rounds (each round: every family once for hitdemo, once for GEOS),
times
  hitdemo: the whole `HITDEMO --check-batch FILE --jobs 1` process on the
           family's N lines, minus the same process on a one-line batch (the
           start: loading, parsing the options), divided by N;
  GEOS:    through shapely (python3-shapely, GEOS 3.11 from Debian): for each
           pair, building both polygons from their coordinates, distance,
           boundary.intersection(boundary) and relate, divided by N.
Prints the median per-pair time over the rounds of each and the ratio
hitdemo / GEOS per family. The sector family (a 256-gon against circles,
capsules and wedges) has no GEOS counterpart (GEOS has no circles): its
ratio is taken against GEOS's figure for the same 256-gon against a 256-gon
(the `convex-apart` family's), and marked so.

With --cpu, both are timed by CPU time instead of the wall clock: the hitdemo
process's user + system time (from wait4), and this process's own CPU time
around GEOS's loop (time.process_time). On a shared machine whose other
processes take most of the processors, the wall clock gives a process a
varying share of a processor; CPU time is disturbed far less.

With --before HITDEMO2 (another build, e.g. of the code before a change),
that build is timed too, in the same rounds, and gets columns of its own.

With --write DIR, writes each family's batch file (both argument orders, both windings) to
DIR/FAMILY.txt and exits: the byte-identity checks (tests/cli) use them.

Must run with the system python (/usr/bin/python3): shapely is Debian's.
"""
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time


def fmt(x):
    return "%.6f" % x


def ngon(rng, cx, cy, n, r0, r1, ccw=True):
    """n vertices at sorted random angles around (cx, cy), radii in [r0, r1]:
    a convex polygon when r0 == r1 (on a circle), a star otherwise."""
    # one random angle in each n-th of the turn (kept apart: simple, and no
    # duplicate vertex after rounding to 6 decimals)
    ang = [2 * math.pi * (i + 0.15 + 0.7 * rng.random()) / n for i in range(n)]
    pts = []
    for a in ang:
        r = r0 if r0 == r1 else rng.uniform(r0, r1)
        pts.append((round(cx + r * math.cos(a), 6), round(cy + r * math.sin(a), 6)))
    if not ccw:
        pts.reverse()
    return pts


def spec(pts):
    return "polygon:" + ",".join(fmt(x) + "," + fmt(y) for x, y in pts)


def star(rng, cx, cy, n, r):
    return ngon(rng, cx, cy, n, 0.55 * r, r)


def convex(rng, cx, cy, n, r):
    return ngon(rng, cx, cy, n, r, r)


def families(seed, npairs):
    rng = random.Random(seed)
    fam = {}

    def add(name, make):
        rows = []
        for i in range(npairs):
            a, b = make(i)
            rows.append((a, b))
        fam[name] = rows

    def rot(i):
        t = rng.uniform(0, 2 * math.pi)
        return math.cos(t), math.sin(t)

    def apart(i, gen, r):
        c, s = rot(i)
        d = 2 * r * rng.uniform(1.05, 1.5)
        return (gen(rng, 0, 0, 256, r, ), gen(rng, d * c, d * s, 256, r))

    add("convex-apart", lambda i: apart(i, convex, 100))
    add("convex-overlap", lambda i: (convex(rng, 0, 0, 256, 100),
                                     convex(rng, *[100 * rng.uniform(0.3, 1.2) * v for v in rot(i)], 256, 100)))
    add("star-apart", lambda i: apart(i, star, 100))
    add("star-interlock", lambda i: (star(rng, 0, 0, 256, 100),
                                     star(rng, *[100 * rng.uniform(0.05, 0.6) * v for v in rot(i)], 256, 100)))
    add("nested-256", lambda i: ((convex if i % 2 else star)(rng, 0, 0, 256, 100),
                                 (star if i % 2 else convex)(rng, *[10 * rng.uniform(0, 1) * v for v in rot(i)], 256, 40)))

    def mixed64(i):
        g1 = convex if i % 2 else star
        g2 = star if i % 3 else convex
        c, s = rot(i)
        d = 100 * rng.uniform(0.2, 2.4)
        return g1(rng, 0, 0, 64, 100), g2(rng, d * c, d * s, 64, 100)

    add("mixed-64", mixed64)
    fam = {k: [(spec(a), spec(b)) for a, b in v] for k, v in fam.items()}

    rows = []
    for i in range(npairs):
        p = spec((convex if i % 2 else star)(rng, 0, 0, 256, 100))
        c, s = rot(i)
        d = 100 * rng.uniform(0.3, 1.6)
        x, y = d * c, d * s
        k = i % 3
        if k == 0:
            o = "circle:%s,%s,%s" % (fmt(x), fmt(y), fmt(rng.uniform(5, 60)))
        elif k == 1:
            c2, s2 = rot(i)
            L = rng.uniform(10, 80)
            o = "capsule:%s,%s,%s,%s,%s" % (fmt(x), fmt(y), fmt(x + L * c2), fmt(y + L * s2), fmt(rng.uniform(2, 20)))
        else:
            st = rng.uniform(-180, 180)
            o = "wedge:%s,%s,%s,%s,%s" % (fmt(x), fmt(y), fmt(rng.uniform(10, 80)), fmt(st), fmt(st + rng.uniform(10, 300)))
        rows.append((p, o))
    fam["sectors-256"] = rows
    return fam


def rewind(specstr):
    """The same shape with a polygon's vertices in the opposite order."""
    kind, nums = specstr.split(":", 1)
    if kind != "polygon":
        return specstr
    t = nums.split(",")
    pts = list(zip(t[0::2], t[1::2]))[::-1]
    return "polygon:" + ",".join(x + "," + y for x, y in pts)


def geos_coords(specstr):
    nums = [float(t) for t in specstr.split(":", 1)[1].split(",")]
    return list(zip(nums[0::2], nums[1::2]))


CLOCK = time.perf_counter  # --cpu: time.process_time
CPU = False


def time_geos(rows):
    from shapely.geometry import Polygon
    coords = [(geos_coords(a), geos_coords(b)) for a, b in rows]
    t0 = CLOCK()
    for ca, cb in coords:
        A = Polygon(ca)
        B = Polygon(cb)
        A.distance(B)
        A.boundary.intersection(B.boundary)
        A.relate(B)
    return (CLOCK() - t0) / len(rows)


def run_hitdemo(exe, path):
    t0 = time.perf_counter()
    with open(os.devnull, "wb") as null:
        p = subprocess.Popen([exe, "--check-batch", path, "--jobs", "1"], stdout=null)
        _, status, ru = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    t = ru.ru_utime + ru.ru_stime if CPU else time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit("hitdemo failed on %s (exit %d)" % (path, p.returncode))
    return t


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    exe = args.pop(0)
    npairs, rounds, seed, write, geos, before = 200, 5, 32, None, True, None
    while args:
        a = args.pop(0)
        if a == "--pairs":
            npairs = int(args.pop(0))
        elif a == "--rounds":
            rounds = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        elif a == "--write":
            write = args.pop(0)
        elif a == "--before":
            before = args.pop(0)
        elif a == "--no-geos":
            geos = False
        elif a == "--cpu":
            global CLOCK, CPU
            CLOCK, CPU = time.process_time, True
        else:
            sys.exit("unknown option " + a)
    fam = families(seed, npairs)
    if write:
        os.makedirs(write, exist_ok=True)
        for name, rows in fam.items():
            with open(os.path.join(write, name + ".txt"), "w") as f:
                for a, b in rows:
                    f.write(a + " " + b + "\n")
                for a, b in rows:
                    f.write(b + " " + a + "\n")
                for a, b in rows:  # the other winding, both orders
                    f.write(rewind(a) + " " + rewind(b) + "\n")
                    f.write(rewind(b) + " " + a + "\n")
        return
    tmp = tempfile.mkdtemp(prefix="vs_geos.")
    paths = {}
    for name, rows in fam.items():
        paths[name] = os.path.join(tmp, name + ".txt")
        with open(paths[name], "w") as f:
            for a, b in rows:
                f.write(a + " " + b + "\n")
    one = os.path.join(tmp, "one.txt")
    with open(one, "w") as f:
        f.write("point:0,0 point:1,1\n")
    hd = {k: [] for k in fam}
    hb = {k: [] for k in fam}
    ge = {k: [] for k in fam}
    start, startb = [], []
    for r in range(rounds):
        for name, rows in fam.items():
            start.append(run_hitdemo(exe, one))
            hd[name].append(run_hitdemo(exe, paths[name]))
            if before:
                startb.append(run_hitdemo(before, one))
                hb[name].append(run_hitdemo(before, paths[name]))
            if geos and name != "sectors-256":
                ge[name].append(time_geos(rows))
    st = statistics.median(start)
    stb = statistics.median(startb) if before else 0
    print("hitdemo %s, %d pairs a family, %d interleaved rounds, seed %d; start of a one-line batch %.2f ms%s"
          % (exe, npairs, rounds, seed, st * 1e3, " (CPU time)" if CPU else ""))
    if before:
        print("before: %s; start of a one-line batch %.2f ms" % (before, stb * 1e3))
    print("%-16s %12s %12s %8s%s" % ("family", "hitdemo us", "GEOS us", "ratio",
                                    "  %12s %8s" % ("before us", "ratio") if before else ""))
    for name in fam:
        h = max(statistics.median(hd[name]) - st, 0) / npairs
        b = max(statistics.median(hb[name]) - stb, 0) / npairs if before else 0
        if geos:
            key = name if name != "sectors-256" else "convex-apart"
            g = statistics.median(ge[key])
            mark = "" if name != "sectors-256" else "  (against convex-apart's GEOS)"
            extra = "  %12.1f %8.3f" % (b * 1e6, b / g) if before else ""
            print("%-16s %12.1f %12.1f %8.3f%s%s" % (name, h * 1e6, g * 1e6, h / g, extra, mark))
        else:
            print("%-16s %12.1f%s" % (name, h * 1e6, "  %12.1f" % (b * 1e6) if before else ""))
    for p in list(paths.values()) + [one]:
        os.unlink(p)
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
