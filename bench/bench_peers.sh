#!/usr/bin/env bash
# Throughput of the built-in peers (docs/peers-builtin.md): request lines
# piped in, answers out; prints lines per second for each peer built, by
# the wall clock and by the peer's own CPU time (user + system: the figure
# that holds on a busy machine).
# Usage: bench/bench_peers.sh [BUILD_DIR] [N]
set -euo pipefail
build=${1:-build}
n=${2:-200000}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Only lines hitdemo accepts: a peer takes a bad line as a protocol error.
valid() { python3 - "$1" "$2" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1]).read().splitlines() if l.strip() and not l.lstrip().startswith("#")]
outs = open(sys.argv[2]).read().splitlines()
sys.stdout.write("".join(l.strip() + "\n" for l, o in zip(lines, outs) if '"error"' not in o))
PY
}
for mode in float small circle-rect; do
  case $mode in float) flag="" ;; *) flag="--$mode" ;; esac
  python3 "$here/gen_pairs.py" "$n" 5 $flag > "$tmp/raw.txt"
  "$build/hitdemo" --check-batch "$tmp/raw.txt" > "$tmp/raw.json" || true
  valid "$tmp/raw.txt" "$tmp/raw.json" > "$tmp/$mode.txt"
  lines=$(wc -l < "$tmp/$mode.txt")
  for peer in "$build"/hitdemo-peer-*; do
    name=${peer##*hitdemo-peer-}
    /usr/bin/time -f "%e %U %S" -o "$tmp/time" sh -c 'cat "$1" | "$2" > "$3"' sh "$tmp/$mode.txt" "$peer" "$tmp/out"
    read -r wall user sys < "$tmp/time"
    python3 -c "
n, w, c = $lines, $wall, $user + $sys
a = open('$tmp/out').read().split()
print(f'$mode $name: {n} lines in {w:.2f} s wall, {c:.2f} s CPU = {n / max(w, 1e-3):,.0f} lines/s wall, '
      f'{n / max(c, 1e-3):,.0f} lines/s CPU  (answered {n - a.count(\"-\")}, \"-\" {a.count(\"-\")})')"
  done
done
