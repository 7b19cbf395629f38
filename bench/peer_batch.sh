#!/usr/bin/env bash
# Throughput of `hitdemo --check-batch` with and without a peer: pairs per
# second without one, with the docs' C example peer (tests/cli/peers/
# example_peer.c, compiled here) and the ratio, for 1 job and the default
# jobs. The issue's target: with a C peer at least half the throughput.
# Usage: bench/peer_batch.sh [build/hitdemo] [N] [REPEATS]
set -euo pipefail
exe=${1:-build/hitdemo}
n=${2:-200000}
reps=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/cpeer" "$here/../tests/cli/peers/example_peer.c"
python3 "$here/gen_pairs.py" "$n" 1 > "$tmp/float.txt"
python3 "$here/gen_pairs.py" "$n" 4 --circle-rect > "$tmp/circle-rect.txt"
# the best of REPEATS runs, in seconds
best() {
  local b=""
  for _ in $(seq "$reps"); do
    local s e
    s=$(date +%s.%N)
    "$@" > "$tmp/out" || true # bad specs among the random ones exit 1
    e=$(date +%s.%N)
    b=$(python3 -c "b='$b'; t=$e-$s; print(t if not b or t < float(b) else b)")
  done
  echo "$b"
}
for f in float circle-rect; do
  for jobs in 1 default; do
    j=()
    [ "$jobs" = 1 ] && j=(--jobs 1)
    t0=$(best "$exe" --check-batch "$tmp/$f.txt" "${j[@]}")
    t1=$(best "$exe" --check-batch "$tmp/$f.txt" "${j[@]}" --peer "c=$tmp/cpeer")
    python3 -c "n=$n; a=$t0; b=$t1; print(f'$f, jobs $jobs: without a peer {n/a:,.0f} pairs/s, with the C peer {n/b:,.0f} pairs/s, ratio {a/b:.2f}')"
  done
done
