#!/usr/bin/env bash
# determinism_test.sh HITDEMO SCRIPTS WORK: the same script and options give
# byte-identical screenshots from run to run, with the HUD off and on (the
# headless HUD has no frame time line; docs/app.md), at ratios 1 and 1.5.
set -euo pipefail
app=$1 scripts=$2 work=$3
rm -rf "$work"; mkdir -p "$work"; cd "$work"
for hud in --no-hud --hud; do
  for ratio in 1 1.5; do
    for run in 1 2; do
      "$app" --headless --window 800,600 --pixel-ratio $ratio $hud --base polygon --cursor circle:30 \
        --script "$scripts/determinism.txt" >/dev/null
      mv det.png "det$hud-$ratio-$run.png"
    done
    if ! cmp "det$hud-$ratio-1.png" "det$hud-$ratio-2.png"; then
      echo "FAIL: $hud at ratio $ratio: the two screenshots differ" >&2
      exit 1
    fi
    echo "ok: $hud at ratio $ratio: identical ($(stat -c %s "det$hud-$ratio-1.png") bytes)"
  done
done
if cmp -s "det--no-hud-1-1.png" "det--hud-1-1.png"; then
  echo "FAIL: the HUD changed nothing (is it drawn?)" >&2
  exit 1
fi
