#!/usr/bin/env bash
# map_repeat_test.sh HITDEMO WORK [RUNS]: a headless screenshot of the
# collision map (M, with the naive layer N) is byte-identical from run to run,
# with the HUD on (its map line must not show the time the map took) and
# off, though the map is computed against the clock (a few ms of rows a
# loop turn) and is complete at a different turn each run.
set -euo pipefail
app=$1 work=$2 runs=${3:-8}
rm -rf "$work"; mkdir -p "$work"; cd "$work"
printf 'show map on\nshow naive on\nreport labels\n' > map.txt
printf 'report labels\n' > nomap.txt
fails=0
check() { # NAME OPTIONS...: RUNS screenshots, all the same bytes
  local name=$1; shift
  for ((i = 1; i <= runs; i++)); do
    "$app" --headless "$@" --screenshot "$name-$i.png" > "$name-$i.out"
  done
  local differ=0
  for ((i = 2; i <= runs; i++)); do
    cmp -s "$name-1.png" "$name-$i.png" || differ=$((differ + 1))
  done
  if ((differ)); then
    echo "FAIL: $name: $differ of $((runs - 1)) screenshots differ from the first" >&2
    md5sum "$name"-*.png >&2
    fails=$((fails + 1))
  else
    echo "ok: $name: $runs identical screenshots ($(stat -c %s "$name-1.png") bytes)"
  fi
}
hud=(--window 640,480 --base circle --cursor circle:30 --mouse 200,300 --hud)
check map_hud "${hud[@]}" --script map.txt
check map_hud_ratio_1_5 "${hud[@]}" --pixel-ratio 1.5 --script map.txt
check map_naive --window 640,480 --base wedge --cursor rect:40,40 --mouse 400,300 --script map.txt
# the map is drawn (the frame without it differs)
"$app" --headless "${hud[@]}" --script nomap.txt --screenshot nomap.png > nomap.out
if cmp -s nomap.png map_hud-1.png; then
  echo "FAIL: the map changed nothing (is it drawn?)" >&2
  fails=$((fails + 1))
fi
exit $((fails ? 1 : 0))
