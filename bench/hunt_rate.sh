#!/usr/bin/env bash
# The hunt's rate: pairs checked per second by `hitdemo --hunt` with a C
# peer (a benchmark, not a test; the issue's target: at least 100,000 a
# second on a 2-core machine). Two peers: tests/cli/peers/buggy_peer.c
# as "correct" (every pair, by the geometry library: the peer's own work
# is as heavy as hitdemo's), and the docs' C example peer (circle/circle
# only, by the distance of the centres).
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
# the best rate of REPEATS runs, from the hunt's own summary line
rate() {
  local best=0
  for _ in $(seq "$reps"); do
    local line
    line=$("$build/hitdemo" --hunt "$@" --seconds "$secs" --out-dir "$tmp/out" 2>/dev/null | head -1) || true
    local r
    r=$(sed -n 's/.*cases checked in [0-9.]* s (\([0-9]*\)\/s).*/\1/p' <<<"$line")
    [ -n "$r" ] && [ "$r" -gt "$best" ] && best=$r
    echo "  $line" >&2
  done
  echo "$best"
}
r1=$(rate "correct=$build/buggy_peer correct")
echo "hunt, every pair, C peer calling the geometry library: $r1 pairs/s (best of $reps, --seconds $secs)"
r2=$(rate "example=$tmp/example_peer" --pairs circle/circle)
echo "hunt, circle/circle, the docs' C example peer: $r2 pairs/s (best of $reps, --seconds $secs)"
