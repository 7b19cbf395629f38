#!/usr/bin/env bash
# resize_test.sh HITDEMO PIXCHECK SCRIPT_DIR WORK_DIR
# Runs scripts/resize_mid.txt headless at pixel ratio 2 and checks both
# screenshots: 1600x1200 before the resize, 2000x1000 after, with the
# circle re-centred.
set -u
hitdemo=$1 pixcheck=$2 scripts=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$hitdemo" --headless --window 800,600 --pixel-ratio 2 --script "$scripts/resize_mid.txt" || {
  echo "FAIL: hitdemo exited $?" >&2; exit 1; }
"$pixcheck" before.png --size 1600 1200 --logical 800 600 \
  412,300=cursor 330,300=orange 290,300=white 490,300=orange 700,500=white || exit 1
"$pixcheck" after.png --size 2000 1000 --logical 1000 500 \
  500,250=blue 420,250=blue 580,250=blue 400,100=gray 350,300=white 330,300=white || exit 1
echo "ok"
