#!/usr/bin/env bash
# docs_shots.sh [HITDEMO]: the pictures in README.md and docs/, made anew
# headless (the dummy video driver and the software renderer), so that they
# show what the program draws today. Run from anywhere; writes docs/*.png.
set -euo pipefail
cd "$(dirname "$0")/.."
app=${1:-build/hitdemo}
export SDL_VIDEODRIVER=dummy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shot() { # NAME SCRIPT-LINES OPTIONS...
  local name=$1 lines=$2; shift 2
  printf '%b' "$lines" >"$tmp/$name.txt"
  "$app" --headless --hud "$@" --script "$tmp/$name.txt" --screenshot "docs/$name.png" >/dev/null
  echo "docs/$name.png"
}
# the concave polygon base, its handles under the mouse, the polygon cursor hitting it at two points
shot screenshot 'move 600 300\n' --window 960,540 --toolbar --base polygon --cursor polygon
# M, N, D and O: the collision map, the naive formula's wrong corners, the distance
shot map-naive 'show map on\nshow naive on\nshow dist on\nshow outline on\nkey shift+h\nmove 683 463\n' \
  --window 960,540 --base rect:330,260,300,150 --cursor circle:60
# I: two convex polygons apart, the first separating axis with both projections
shot inner-values 'show inner on\nkey shift+h\nmove 740 430\n' --window 960,540 \
  --base polygon:400,300,520,280,560,380,440,420 --cursor polygon:0,-40,40,0,20,40,-30,30
# I stepping (. ,): a triangle and a square off its hypotenuse, step 3 of 3: the
# second axis tried is the first that separates
shot inner-step 'show inner on\nkey shift+h\nplace 545 405\nkey .\nkey .\nkey .\n' --window 960,540 \
  --base polygon:400,260,600,260,400,460 --cursor polygon:-20,-20,20,-20,20,20,-20,20
# scene 19 on screen, the description at the bottom
shot scene-description '' --window 960,540 --scene assets/scenes/19-circle-in-notch-touching-both-sides.scene
# scene 01 at zoom 48: the circle on the rect's corner
shot zoomed-tangency '' --window 960,540 --scene assets/scenes/01-circle-rect-corner-tangent.scene --zoom 48
# a lesson step in the presentation preset: the half-width slip
shot lesson '' --window 1280,720 --present --lesson 4
# the presentation preset (F5): the concave polygon and a circle, with D and I
shot present 'show dist on\nshow inner on\nmove 700 560\n' --window 1280,720 --present \
  --base polygon --cursor circle:40
# the tunnelling lesson (step 15) run to its end: every frame misses the thin wall, the sweep hits it
shot tunnelling 'tick 100\n' --window 1280,720 --present --lesson 15
