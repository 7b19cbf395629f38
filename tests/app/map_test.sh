#!/usr/bin/env bash
# map_test.sh HITDEMO PIXCHECK SCRIPT_DIR WORK_DIR
# The collision map (M) in screenshots:
#  - scripts/map_edge.txt at pixel ratio 0.5 and 1.5: the pixels whose
#    centres are the window points the script tests (expect collide /
#    expect clear) are map-coloured exactly where the live answer collides;
#  - scripts/map_big.txt: a map that takes many loop turns is complete in
#    the screenshot (its last rows are drawn).
set -u
hitdemo=$1 pixcheck=$2 scripts=$3 work=$4
rm -rf "$work" && mkdir -p "$work/r05" "$work/r15" "$work/big" || exit 1
run() { # DIR hitdemo-args...
  local dir=$1; shift
  (cd "$dir" && "$hitdemo" --headless "$@") || { echo "FAIL: hitdemo exited $? in $dir" >&2; exit 1; }
}
edge=(--window 800,600 --base rect:100,100,200,100 --cursor circle:21 --script "$scripts/map_edge.txt")
run "$work/r05" --pixel-ratio 0.5 "${edge[@]}" || exit 1
run "$work/r15" --pixel-ratio 1.5 "${edge[@]}" || exit 1
# ratio 0.5: pixel i has its centre at window 2i+1
"$pixcheck" "$work/r05/map.png" --size 400 300 \
  160,75=map 161,75=white 39,75=map 38,75=white 100,39=map 100,38=white \
  156,107=map 157,107=white 100,75=blue 10,10=white 390,290=white || exit 1
# ratio 1.5: odd window point w is the centre of pixel (3w-1)/2
"$pixcheck" "$work/r15/map.png" --size 1200 900 \
  481,226=map 482,226=white 118,226=map 117,226=white 301,118=map 301,117=white \
  469,322=map 472,322=white 300,226=blue 10,10=white || exit 1
run "$work/big" --window 1280,720 --base polygon --cursor polygon --script "$scripts/map_big.txt" || exit 1
# the notch and the lowest rows of the map (drawn last)
"$pixcheck" "$work/big/map_big.png" --size 1280 720 \
  640,395=map 500,475=map 820,475=map 640,470=white 500,485=white 430,300=map 410,300=white \
  640,300=blue || exit 1
echo ok
