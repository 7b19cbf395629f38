#!/usr/bin/env bash
# repeat_shots_test.sh HITDEMO WORK [RUNS]: headless screenshots of frames
# whose work is timed are byte-identical from run to run. The collision map
# (M, with the naive layer N) is computed against the clock (a few ms of
# rows a loop turn, complete at a different turn each run): with the HUD on
# (its map line must not show the time the map took) and off. The still
# stress scene with its HUD panel (which must not show the phases' times).
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
check stress_hud --window 800,600 --stress 300 --stress-static --hud --mouse 400,300
# the map and the stress panel are drawn (the frames without them differ)
"$app" --headless "${hud[@]}" --script nomap.txt --screenshot nomap.png > nomap.out
"$app" --headless --window 800,600 --stress 300 --stress-static --no-hud --mouse 400,300 \
  --screenshot stress_nohud.png > stress_nohud.out
for pair in "nomap map_hud-1" "stress_nohud stress_hud-1"; do
  set -- $pair
  if cmp -s "$1.png" "$2.png"; then
    echo "FAIL: $1.png and $2.png are the same (is the map or the panel drawn?)" >&2
    fails=$((fails + 1))
  fi
done
exit $((fails ? 1 : 0))
