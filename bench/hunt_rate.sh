#!/usr/bin/env bash
# The hunt's rate: pairs checked per second by `hitdemo --hunt` with a C
# peer (a benchmark, not a test; the issue's target: at least 100,000 a
# second on a 2-core machine). Two peers: tests/cli/peers/buggy_peer.c
# as "correct" (every pair, by the geometry library: the peer's own work
# is as heavy as hitdemo's), and the docs' C example peer (circle/circle
# only, by the distance of the centres). For each: the best wall-clock
# rate of REPEATS runs (the hunt's own summary line) and the rate per CPU
# second (user + system time of hitdemo and its peer), which a busy
# machine changes less.
# Usage: bench/hunt_rate.sh [BUILD_DIR] [SECONDS] [REPEATS]
#   BUILD_DIR holds hitdemo and buggy_peer (cmake --build BUILD --target
#   hitdemo buggy_peer); SECONDS the --seconds of each run (default 5).
set -euo pipefail
build=${1:-build}
secs=${2:-5}
reps=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/example_peer" "$here/../tests/cli/peers/example_peer.c"
run() { # label, then the --hunt arguments
  local label=$1
  shift
  python3 - "$build/hitdemo" "$secs" "$reps" "$tmp/out" "$label" "$@" <<'PY'
import re, resource, subprocess, sys
exe, secs, reps, out, label, *args = sys.argv[1:]
best_wall = best_cpu = 0.0
for _ in range(int(reps)):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([exe, "--hunt", *args, "--seconds", secs, "--out-dir", out],
                       capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    m = re.search(r"(\d+) cases checked in [\d.]+ s \((\d+)/s\)", p.stdout)
    if not m:
        sys.exit(f"no summary line: {p.stdout} {p.stderr}")
    cases, wall = int(m.group(1)), int(m.group(2))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print("  " + p.stdout.splitlines()[0] + f"; {cpu:.2f} CPU s", file=sys.stderr)
    best_wall = max(best_wall, wall)
    best_cpu = max(best_cpu, cases / cpu)
print(f"{label}: {best_wall:,.0f} pairs/s wall clock, {best_cpu:,.0f} pairs per CPU second "
      f"(best of {reps}, --seconds {secs})")
PY
}
run "hunt, every pair, C peer calling the geometry library" "correct=$build/buggy_peer correct"
run "hunt, circle/circle, the docs' C example peer" "example=$tmp/example_peer" --pairs circle/circle
uptime
