#!/usr/bin/env bash
# motion_determinism_test.sh HITDEMO SCRIPTS WORK: the tunnelling lesson step
# and sweep mode give byte-identical screenshots run to run (the run moves by
# `tick`, never by the clock), and a tick changes the picture.
set -euo pipefail
app=$1 scripts=$2 work=$3
rm -rf "$work"; mkdir -p "$work"; cd "$work"
for run in 1 2; do
  "$app" --headless --window 1280,720 --lesson 15 --script "$scripts/tunnel_lesson.txt" --screenshot "tun$run.png" >/dev/null
  "$app" --headless --hud --window 800,600 --base rect:400,200,4,200 --cursor circle:10 \
    --script "$scripts/sweep_flick.txt" --screenshot "sweep$run.png" >/dev/null
done
printf 'tick 3\n' >three.txt
"$app" --headless --window 1280,720 --lesson 15 --script three.txt --screenshot tun3.png >/dev/null
for f in tun sweep; do
  if ! cmp "${f}1.png" "${f}2.png"; then
    echo "FAIL: $f: the two screenshots differ" >&2
    exit 1
  fi
  echo "ok: $f: identical ($(stat -c %s "${f}1.png") bytes)"
done
if cmp -s tun1.png tun3.png; then
  echo "FAIL: 3 frames and the whole run look the same (does tick move it?)" >&2
  exit 1
fi
echo "ok: tick 3 and tick 100 differ"
