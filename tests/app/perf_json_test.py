#!/usr/bin/env python3
"""--bench-frames and --stress N --frames F print well-formed JSON, and the
stress scene finds the same hits with the broad phase as by brute force,
frame by frame (the same seeded world and mouse path). Timings are not
checked."""
import json
import subprocess
import sys

exe = sys.argv[1]


def run(*args):
    p = subprocess.run([exe, "--headless", "--window", "640,400", *args], capture_output=True, text=True)
    assert p.returncode == 0, (args, p.returncode, p.stderr)
    return json.loads(p.stdout)


d = run("--bench-frames", "5")
assert d["bench_frames"] == 5 and d["renderer"] == "software" and d["headless"] is True, d
for k in ("cpu_ms", "wall_ms"):
    assert 0 <= d[k]["min"] <= d[k]["median"] <= d[k]["p99"] <= d[k]["max"], d
d = run("--stress", "200", "--bench-frames", "3")
assert d["scene"].startswith("stress 200"), d

for mode in ([], ["--stress-pairs"]):
    for drift in ([], ["--stress-static"]):
        a = run("--stress", "400", "--frames", "6", "--cursor", "circle:30", *mode, *drift)
        b = run("--stress", "400", "--frames", "6", "--cursor", "circle:30", "--brute", *mode, *drift)
        assert a["broad"] is True and b["broad"] is False
        assert len(a["frames"]) == 6 and len(b["frames"]) == 6
        for fa, fb in zip(a["frames"], b["frames"]):
            assert fa["hits"] == fb["hits"] and fa["shapes_hit"] == fb["shapes_hit"], (mode, drift, fa, fb)
            assert fa["exact_tests"] <= fb["exact_tests"]
        assert sum(f["hits"] for f in a["frames"]) > 0, (mode, drift)
        for k in ("build_ms", "broad_ms", "narrow_ms", "total_ms"):
            assert a[k]["median"] >= 0
print("perf JSON: ok")
