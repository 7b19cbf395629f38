#!/usr/bin/env bash
# xvfb_qa_test.sh HITDEMO WORK_DIR SCENES
# The QA workbench in a real X11 window (Xvfb, xdotool), as a QA engineer
# uses it:
#  - a scene opened with --scene, the pointer resting over the window: the
#    scene's exact cursor holds (read back with Ctrl+C), and so does PgDn's,
#    until the pointer really moves;
#  - Ctrl+C's command runs as pasted into a shell;
#  - C takes the full spec the HUD shows and places the cursor there;
#  - F12 writes into --out-dir and, with the HUD hidden, shows the saved
#    path in a bar at the bottom;
#  - a script leaves the window open when it is done, until Esc twice (a
#    lone Esc asks, "Esc again to quit", and closes nothing).
# Exit 77 (skipped) only when Xvfb, xdotool or import are missing.
set -u
hitdemo=$1 pixcheck=$2 work=$3 scenes=$4
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_tools_or_skip
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }

# ---- a scene's cursor holds under a resting pointer ----------------------------
# The 800x600 window is centred on the 1280x800 screen (240,100): the pointer
# rests on its centre while it opens. Scene 01's cursor is circle:103,54,5
# (touching); the resting pointer is at logical 100,50 (overlapping).
xvfb_session 640,400 hold.log --window 800,600 --scene "$scenes/01-circle-rect-corner-tangent.scene"
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

# ---- Ctrl+C's command runs as pasted ----------------------------------------------
cmd=$(grep -F -- " --check " hold.log | grep -v "^copied\|^printed" | head -n 1)
out=$(cd / && sh -c "$cmd") || fail "the copied command does not run: $cmd"
grep -qF '"a":"rect:0,0,100,50","b":"circle:103,54,5","collide":true' <<<"$out" || fail "the copied command said: $out"
echo "ok: Ctrl+C's command runs as pasted"

# ---- C with the full spec the HUD shows -----------------------------------------------
xdotool key --window "$wid" c
sleep 0.2
xdotool type --window "$wid" "circle:101,49,3"
xdotool key --window "$wid" Return
sleep 0.3
xdotool key --window "$wid" ctrl+c
wait_for_line hold.log "rect:0,0,100,50 circle:101,49,3" || fail "C did not take the full spec"
echo "ok: C takes the full spec and places the cursor"
xvfb_escape
xvfb_wait_exit 5 || fail "Escape did not close the window"

# ---- F12 with the HUD hidden: the path in a bar at the bottom --------------------------
xvfb_app f12.log --window 800,600 --out-dir "$work/out"
xdotool mousemove 640 400
sleep 0.5
xdotool key --window "$wid" h
sleep 0.3
import -window "$wid" before.png
"$pixcheck" before.png --size 800 600 400,596=white || fail "a bar at the bottom before F12"
xdotool key --window "$wid" shift+F12
wait_for_line f12.log "screenshot: $work/out/hitdemo-000.png (800x600)" || fail "Shift+F12 printed no path in --out-dir"
[ -s "$work/out/hitdemo-000.png" ] || fail "F12 wrote no $work/out/hitdemo-000.png"
ls hitdemo-*.png 2>/dev/null && fail "F12 wrote into the current folder"
ok=0
for _ in $(seq 25); do
  sleep 0.2
  import -window "$wid" after.png 2>/dev/null || continue
  "$pixcheck" after.png --size 800 600 400,596=bar 2>/dev/null && { ok=1; break; }
done
[ $ok -eq 1 ] || fail "no message bar with the saved path after F12 (HUD hidden)"
echo "ok: F12 saves into --out-dir and shows the path"
xvfb_escape
xvfb_wait_exit 5 || fail "Escape did not close the window"

# ---- a script leaves the window open until Esc --------------------------------------------
printf 'move 400 300\nexpect collide\n' >stay.txt
xvfb_app stay.log --window 800,600 --script stay.txt
wait_for_line stay.log "stay.txt: 1 passed, 0 failed" || fail "the script did not run"
sleep 1
kill -0 "$app_pid" 2>/dev/null || fail "the window closed when the script ended"
# one Esc asks ("Esc again to quit") and quits nothing
xdotool key --window "$wid" Escape
wait_for_line stay.log "Esc again to quit" || fail "a lone Esc did not ask"
sleep 3.5
kill -0 "$app_pid" 2>/dev/null || fail "a lone Esc closed the window"
echo "ok: a lone Esc asks and does not quit"
xvfb_escape
xvfb_wait_exit 5 || fail "Escape did not close the window after the script"
[ "$app_rc" = 0 ] || fail "exit status $app_rc after a passing script"
echo "ok: a script leaves the window open until Esc twice"
echo PASS
