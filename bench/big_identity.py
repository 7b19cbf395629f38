#!/usr/bin/env python3
"""--check-batch output byte for byte as it was before issue 32's shortcuts
for big polygons (edge hierarchies, branch and bound, the support climb).

Usage: big_identity.py HITDEMO [--record]

Writes the six bench/gen_pairs.py kinds of input (3000 lines each, seed 7:
plain, --int, --small, --circle-rect, --long, --mixed) and the families of
bench/vs_geos.py (--write, 6 pairs a family: each pair in both orders and
both windings), runs `HITDEMO --check-batch FILE --jobs 1` on each, and
compares the SHA-256 of the output with the one recorded below from the
build of the code before the shortcuts (commit 96bd1a0; --record prints the
table from the given build). The full-size comparison (300,000 and 100,000
lines) is in docs/performance.md; this is its small copy for ctest.
"""
import hashlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# sha256 of the output of the build of commit 96bd1a0 (before issue 32).
EXPECTED = {
    "gen_plain": "32a60779539271f74692cd1258260350fa2853fb46505d140ab70266fb714a5d",
    "gen_int": "437ce22bd37d7d6c3a94e5bf05660506ba1b56ea5116917dd6f21156fad797c8",
    "gen_small": "5536adaeb037982e4a30ae3409807638eb0f841aaf7eb0fae1841b843f20bb4f",
    "gen_circle-rect": "e8d18c4b58c0a33bdae401722e06991a770d43a921da949198a43a11cef335eb",
    "gen_long": "3114e204bd3ba8f195a0f5044cfb48d6fec1cbc917a73dce4241f39b49aa2db5",
    "gen_mixed": "97bec86f37d34f9eba1281e93d0f5f78a3f7366d610ded7e82d656e9dea08c47",
    "convex-apart": "e13a07a5997681c5804ec1802d149ab34843cc8098364c1bac3cab605593f9c6",
    "convex-overlap": "9fae83681f12dab236664ba9ab984ee30e6ba6cb6912dd18f90d8f476692c1b4",
    "mixed-64": "206b93cd9e3feee5c19d011d242cd7eada62d5a9a4325c42bfe34fc63c062327",
    "nested-256": "e9b65a3e5372ed8ecac4468a3ff3a83dc8aab1e2b350a854fc90704f661dd716",
    "sectors-256": "db4e0148f61beb9533b958651dfc8df2446bbb13d0cda6125c1438274c256aeb",
    "star-apart": "c197cefecb7e14986b4d1c24643e2000726bb556dc8e06b636263cb3db5aa7e4",
    "star-interlock": "698953067578d1ff18f639523763950e7f9088846987a050b00aa63fbe19eb74",
}


def inputs(tmp):
    files = []
    for mode in ["", "--int", "--small", "--circle-rect", "--long", "--mixed"]:
        name = "gen_" + (mode[2:] or "plain")
        path = os.path.join(tmp, name + ".txt")
        with open(path, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE, "gen_pairs.py"), "3000", "7"] + ([mode] if mode else []),
                           stdout=f, check=True)
        files.append((name, path))
    fam = os.path.join(tmp, "fam")
    subprocess.run([sys.executable, os.path.join(HERE, "vs_geos.py"), "x", "--pairs", "6", "--write", fam], check=True)
    for n in sorted(os.listdir(fam)):
        files.append((n[:-4], os.path.join(fam, n)))
    return files


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    exe, record = sys.argv[1], "--record" in sys.argv[2:]
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in inputs(tmp):
            out = subprocess.run([exe, "--check-batch", path, "--jobs", "1"], stdout=subprocess.PIPE).stdout
            h = hashlib.sha256(out).hexdigest()
            if record:
                print('    "%s": "%s",' % (name, h))
                continue
            want = EXPECTED.get(name)
            if want != h:
                print("FAIL %s: output sha256 %s, before the shortcuts %s (%d lines)" % (name, h, want, out.count(b"\n")))
                bad += 1
            else:
                print("ok %s (%d lines, %d bytes)" % (name, out.count(b"\n"), len(out)))
    if not record and len(EXPECTED) < 13:
        print("FAIL: the table of expected hashes is incomplete")
        bad += 1
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
