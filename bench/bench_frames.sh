#!/usr/bin/env bash
# Frame times of a real 1280x720 window (hitdemo --bench-frames) under Xvfb
# (no GPU): the software renderer for every base and cursor kind, the
# accelerated renderer (OpenGL, here llvmpipe) for every base kind with the
# default cursor. Prints the median and 99th percentile CPU and wall ms.
# Usage: bench/bench_frames.sh [build/hitdemo] [FRAMES]
set -euo pipefail
exe=${1:-build/hitdemo}
n=${2:-200}
disp=:$((90 + RANDOM % 9))
Xvfb "$disp" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
trap 'kill $xpid 2>/dev/null || true' EXIT
sleep 1
row() { # renderer base cursor
  DISPLAY=$disp "$exe" --window 1280,720 --renderer "$1" --base "$2" ${3:+--cursor "$3"} --bench-frames "$n" |
    python3 -c "import json,sys; d=json.load(sys.stdin); c=d['cpu_ms']; w=d['wall_ms']
print(f\"{d['renderer']:8} {sys.argv[1]:8} {sys.argv[2]:8} cpu median {c['median']:7.3f} p99 {c['p99']:7.3f}   wall median {w['median']:7.3f} p99 {w['p99']:7.3f}\")" "$2" "${3:-default}"
}
for base in point circle rect line polygon capsule arc wedge; do row accelerated "$base" ""; done
for base in point circle rect line polygon capsule arc wedge; do
  for cur in point circle rect line polygon capsule; do row software "$base" "$cur"; done
done
