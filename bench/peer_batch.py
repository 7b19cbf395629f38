#!/usr/bin/env python3
"""Throughput of `hitdemo --check-batch` with and without a peer.

Usage: bench/peer_batch.py [build/hitdemo] [N] [REPEATS]

Prints pairs per second without a peer and with the docs' C example peer
(tests/cli/peers/example_peer.c, compiled here with cc -O2), and the ratio,
for --jobs 1 and the default jobs, on two generated files (bench/gen_pairs.py:
random pairs of every kind, and circle/rect pairs, the cheapest for hitdemo
and so the hardest case for the ratio). Runs without and with the peer
alternate, REPEATS of each, the best of each kept. Two measures:
  wall  elapsed time: what a user waits for (on an idle machine the peer runs
        beside hitdemo on another processor);
  cpu   user + system time of hitdemo and its peer processes together: the
        work, which a machine busy with other jobs does not distort.
The issue's target: with a C peer at least half the throughput (ratio >= 0.5).
"""
import os
import resource
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
exe = sys.argv[1] if len(sys.argv) > 1 else "build/hitdemo"
n = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
reps = int(sys.argv[3]) if len(sys.argv) > 3 else 5


def run(args):
    """Wall and CPU seconds of one run (output to /dev/null)."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with open(os.devnull, "wb") as null:
        subprocess.run([exe] + args, stdout=null, check=False)  # bad random specs exit 1
    t1 = time.monotonic()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return t1 - t0, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


with tempfile.TemporaryDirectory() as tmp:
    peer = os.path.join(tmp, "cpeer")
    subprocess.run(["cc", "-O2", "-o", peer, os.path.join(here, "..", "tests", "cli", "peers", "example_peer.c")],
                   check=True)
    files = {}
    for name, extra in (("float", ["1"]), ("circle-rect", ["4", "--circle-rect"])):
        path = os.path.join(tmp, name + ".txt")
        with open(path, "wb") as f:
            subprocess.run([sys.executable, os.path.join(here, "gen_pairs.py"), str(n)] + extra, stdout=f, check=True)
        files[name] = path
    print(f"{n} pairs a file, best of {reps} alternating runs; {os.cpu_count()} processors, "
          f"load average {os.getloadavg()[0]:.1f}")
    for name, path in files.items():
        for jobs in (["--jobs", "1"], []):
            best = {False: [1e9, 1e9], True: [1e9, 1e9]}
            for _ in range(reps):
                for with_peer in (False, True):
                    args = ["--check-batch", path] + jobs + (["--peer", "c=" + peer] if with_peer else [])
                    w, c = run(args)
                    best[with_peer][0] = min(best[with_peer][0], w)
                    best[with_peer][1] = min(best[with_peer][1], c)
            label = f"{name}, {'jobs 1' if jobs else 'default jobs'}"
            for i, what in ((0, "wall"), (1, "cpu ")):
                a, b = best[False][i], best[True][i]
                print(f"{label:26} {what}: without a peer {n / a:>11,.0f} pairs/s, with the C peer {n / b:>11,.0f} "
                      f"pairs/s, ratio {a / b:.2f}")
