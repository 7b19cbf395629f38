#!/usr/bin/env bash
# Throughput of `hitdemo --check-batch`: prints lines per second.
# Usage: bench/bench_batch.sh [build/hitdemo] [N]
set -euo pipefail
exe=${1:-build/hitdemo}
n=${2:-100000}
here=$(dirname "$0")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/gen_pairs.py" "$n" 1 > "$tmp/float.txt"
python3 "$here/gen_pairs.py" "$n" 2 --int > "$tmp/int.txt"
python3 "$here/gen_pairs.py" "$n" 3 --small > "$tmp/small.txt"
python3 "$here/gen_pairs.py" "$n" 4 --circle-rect > "$tmp/circle-rect.txt"
for f in float int small circle-rect; do
  start=$(date +%s.%N)
  "$exe" --check-batch "$tmp/$f.txt" > "$tmp/$f.out" || true  # rounded random polygons may be degenerate
  end=$(date +%s.%N)
  python3 -c "import sys; n=$n; t=$end-$start; print(f'$f: {n} pairs in {t:.3f} s = {n/t:,.0f} pairs/s')"
  echo "  ($(grep -c '"error"' "$tmp/$f.out" || true) lines rejected as bad specs)"
done
