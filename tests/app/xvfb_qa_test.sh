#!/usr/bin/env bash
# xvfb_qa_test.sh HITDEMO WORK_DIR SCENES
# The QA workbench in a real X11 window (Xvfb, xdotool), as a QA engineer
# uses it:
#  - a scene opened with --scene, the pointer resting over the window: the
#    scene's exact cursor holds (read back with Ctrl+C), and so does PgDn's,
#    until the pointer really moves;
# Exit 77 (skipped) only when Xvfb, xdotool or import are missing.
set -u
hitdemo=$1 work=$2 scenes=$3
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_tools_or_skip
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }

# ---- a scene's cursor holds under a resting pointer ----------------------------
# The 800x600 window is centred on the 1280x800 screen (240,100): the pointer
# rests on its centre while it opens. Scene 01's cursor is circle:103,54,5
# (touching); the resting pointer is at logical 100,50 (overlapping).
xvfb_session 640,400 hold.log --window 800,600 --out-dir "$work/out" --scene "$scenes/01-circle-rect-corner-tangent.scene"
sleep 1 # the window's first events (shown, exposed, enter, the resting motion)
xdotool key --window "$wid" ctrl+c
wait_for_line hold.log "rect:0,0,100,50 circle:103,54,5" || fail "--scene: the cursor did not hold"
# the same pointer position reported again (as a raise or a re-enter does) changes nothing
xdotool mousemove 640 400
xdotool key --window "$wid" Next # PgDn: scene 02, one ulp below scene 01
sleep 0.3
xdotool key --window "$wid" ctrl+c
wait_for_line hold.log "rect:0,0,100,50 circle:103,54.00000000000001,5" || fail "PgDn: the cursor did not hold"
# a real move takes the cursor: window 360,200 at zoom 4, panned to (-25,-25+..)
xdotool mousemove 600 300
sleep 0.3
xdotool key --window "$wid" ctrl+c
sleep 0.3
last=$(grep -F -- "--check" hold.log | tail -n 1)
case "$last" in
  *"circle:103,54"*) fail "a real pointer move did not take the cursor: $last" ;;
esac
echo "ok: a scene's cursor holds until the pointer really moves"
xdotool key --window "$wid" Escape 2>/dev/null
xvfb_wait_exit 5 || fail "Escape did not close the window"
echo PASS
