#!/usr/bin/env bash
# xvfb_peer_test.sh HITDEMO PIXCHECK WORK_DIR SCENES PEER_PY
# The peer overlay in a real X11 window (Xvfb, xdotool): scene 62 (two unit
# squares 0.01 apart, zoom 512) names the peer box2d, here a Python
# stand-in with a 0.05 skin given with --peer; the scene turns the overlay
# on, a click on the toolbar's M turns the map on, and the window shows
# the map's band where the peer disagrees in magenta while the window keeps
# drawing. Exit 77 (skipped) only when Xvfb, xdotool or import are missing.
set -u
hitdemo=$1 pixcheck=$2 work=$3 scenes=$4 peer=$5
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_tools_or_skip
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }
# The 800x600 window is centred on the 1280x800 screen (240,100); the
# pointer rests off the window.
xvfb_session 5,5 app.log --window 800,600 --peer "box2d=python3 $peer skin 0.05" \
  --scene "$scenes/62-peer-box2d-skin-rects-0.01-apart.scene"
sleep 1
# M on; the HUD off and the shapes outlined, so the map shows under them
for k in m h o; do xdotool key --window "$wid" $k; sleep 0.2; done
# the scene frames the gap (1.005,0.5) at the window's centre at zoom 512:
# mouse x 1.5 (the exact map's edge) is window x 653.5, the stand-in's
# skin reaches 1.55 (679); the squares span rows 44 to 556. The mouse
# (1.51,0.5) is at 658.6,300, where the map's reference point (a dot of
# 4.5 points in a ring of 6, render.c) covers the band: the band is read
# on row 330. The peer's map fills in row by row while the window goes on
# drawing: up to 60 s for row 330.
ok=0
for _ in $(seq 60); do
  sleep 1
  import -window "$wid" map.png || fail "no screenshot"
  if "$pixcheck" map.png --size 800 600 660,330=peer 675,330=peer 640,330=map 690,330=white >check.log 2>&1; then
    ok=1; break
  fi
done
[ $ok = 1 ] || { cat check.log; fail "no magenta band"; }
grep -q "peer" app.log && cat app.log
kill -0 "$app_pid" 2>/dev/null || fail "the window is gone"
echo "ok: the peer's map in a real window"
