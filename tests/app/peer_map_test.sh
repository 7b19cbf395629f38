#!/usr/bin/env bash
# peer_map_test.sh HITDEMO PIXCHECK SCRIPT_DIR PEER_PY WORK_DIR
# The peer's map (U with M) in screenshots: two unit squares at zoom 300,
# the map drawn with and without a peer whose skin reaches 0.05 beyond a
# rect (window_peer.py skin 0.05). Along row 300 (logical y 0.5) the exact
# map covers mouse x up to 1.5 (pixel 599); the peer also says collide up
# to 1.55 (pixels 600-614): those are magenta with the peer and white
# without it; everywhere else the two pictures agree.
set -u
hitdemo=$1 pixcheck=$2 scripts=$3 peer=$4 work=$5
rm -rf "$work" && mkdir -p "$work/off" "$work/on" || exit 1
run() { # DIR hitdemo-args...
  local dir=$1; shift
  (cd "$dir" && "$hitdemo" --headless --window 800,600 "$@") || { echo "FAIL: hitdemo exited $? in $dir" >&2; exit 1; }
}
run "$work/off" --script "$scripts/peer_map.txt" || exit 1
run "$work/on" --peer "skin=python3 $peer skin 0.05" --script "$scripts/peer_map_on.txt" || exit 1
# without the peer: the map, then white
"$pixcheck" "$work/off/map.png" --size 800 600 \
  590,300=map 599,300=map 600,300=white 605,300=white 614,300=white 615,300=white 700,300=white \
  300,300=blue 100,300=map || exit 1
# with it: the same, and magenta where the peer says collide and the exact answer clear
"$pixcheck" "$work/on/map.png" --size 800 600 \
  590,300=map 599,300=map 600,300=peer 605,300=peer 614,300=peer 615,300=white 700,300=white \
  300,300=blue 100,300=map || exit 1
echo ok
