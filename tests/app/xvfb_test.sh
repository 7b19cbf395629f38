#!/usr/bin/env bash
# xvfb_test.sh HITDEMO PIXCHECK WORK_DIR ASSET_SCRIPTS
# The real window under Xvfb: real X pointer motion from xdotool over the
# SDL window must recolour the base (checked on a screenshot of the window
# taken with ImageMagick's import), M must show the collision map, the idle
# window (map complete) must use little CPU, and the tour script must pass
# in a real window too.
# Exit 77 (skipped) only when Xvfb, xdotool or import are missing.
set -u
hitdemo=$1 pixcheck=$2 work=$3 scripts=$4
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_tools_or_skip
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1

# the pointer kept off the (centred) window while it opens
# (no toolbar, no HUD: the default base stays at the window's centre, 400,300)
xvfb_session 1275,795 app.log --window 800,600 --out-dir . --no-toolbar --no-hud
echo "window $wid: $(xdotool getwindowname "$wid")"

# shot NAME CHECKS...: screenshot the window until the checks pass (the
# pointer event and the redraw are asynchronous), at most ~5 s.
shot() {
  local name=$1; shift
  for _ in $(seq 25); do
    sleep 0.2
    import -window "$wid" "$name.png" 2>/dev/null || continue
    "$pixcheck" "$name.png" --size ${size:-800 600} "$@" 2>"$name.err" && { echo "ok: $name"; return 0; }
  done
  echo "FAIL: $name" >&2; cat "$name.err" >&2
  return 1
}

# default scene: circle r 100 at 400,300 against a circle cursor r 20
xdotool mousemove --window "$wid" 750 550
shot far 400,300=blue 330,300=blue 750,550=gray 600,300=white || exit 1
xdotool mousemove --window "$wid" 400 300
shot centre 330,300=orange 470,300=orange 412,300=cursor 750,550=white || exit 1
xdotool mousemove --window "$wid" 515 300 # 115 from the centre: touching
shot edge 330,300=orange 530,300=gray || exit 1
xdotool mousemove --window "$wid" 525 300 # 125: clear
shot clear 330,300=blue 540,300=gray || exit 1
# M: the collision map, the base grown by the cursor's radius (120)
xdotool key --window "$wid" m
shot map 330,300=blue 400,415=map 290,300=map 400,425=white 270,300=white 540,300=gray || exit 1

# idle CPU over 2 s (with the map on and complete), from /proc/PID/stat (utime + stime, in clock ticks)
ticks() { sed 's/.*) //' "/proc/$app_pid/stat" | awk '{print $12 + $13}'; }
sleep 0.5
t0=$(ticks)
sleep 2
t1=$(ticks)
hz=$(getconf CLK_TCK)
pct=$(awk -v a="$t0" -v b="$t1" -v hz="$hz" 'BEGIN { printf "%.1f", (b - a) * 100 / (hz * 2) }')
echo "idle CPU: $pct% of one core ($((t1 - t0)) ticks in 2 s at $hz Hz)"
awk -v p="$pct" 'BEGIN { exit !(p < 10) }' || { echo "FAIL: idle window uses $pct% CPU" >&2; exit 1; }

# (the map, complete, left the window idle)
xdotool key --window "$wid" m
shot map_off 400,415=white 290,300=white 330,300=blue || exit 1

# real keys and wheel (xdotool sends them to the window)
xdotool key --window "$wid" 3 # the default rect, 200..600 x 200..400
shot key3 250,250=orange 525,300=cursor 150,300=white || exit 1
xdotool mousemove --window "$wid" 700 300
shot rect_clear 250,250=blue 700,300=gray 650,300=white || exit 1
# 45 notches up: cursor radius 20 + 90 = 110 reaches the rect at x 600
xdotool click --window "$wid" --repeat 45 --delay 10 4
shot wheel 250,250=orange 595,300=cursor 615,300=gray || exit 1
xdotool key --window "$wid" Tab # rect cursor 40x40: 680..720, clear again
shot tab 250,250=blue 700,300=gray 670,300=white || exit 1

# Shift+F12 writes the window as hitdemo-NNN.png in the working directory
# and prints its path; F12 the figure alone, cropped (smaller than the window)
xdotool key --window "$wid" shift+F12
for _ in $(seq 50); do grep -q "screenshot: hitdemo-000.png (800x600)" app.log && break; sleep 0.1; done
grep -q "screenshot: hitdemo-000.png (800x600)" app.log || { echo "FAIL: Shift+F12 printed no path" >&2; cat app.log; exit 1; }
"$pixcheck" hitdemo-000.png --size 800 600 250,250=blue 700,300=gray || exit 1
xdotool key --window "$wid" F12
for _ in $(seq 50); do grep -q "figure (PNG): hitdemo-001.png (" app.log && break; sleep 0.1; done
grep -q "figure (PNG): hitdemo-001.png (" app.log || { echo "FAIL: F12 printed no figure" >&2; cat app.log; exit 1; }
grep -q "figure (PNG): hitdemo-001.png (800x600)" app.log && { echo "FAIL: F12's figure is the whole window" >&2; exit 1; }
echo "ok: Shift+F12, F12"

# a real resize (the pointer stays at window 700,300): the default rect
# re-centres to 300..700 x 150..350 and the stored mouse is re-mapped, so
# the rect cursor (680..720) now touches it
xdotool windowsize --sync "$wid" 1000 500 2>/dev/null || xdotool windowsize "$wid" 1000 500
size="1000 500" shot resized 320,340=orange 690,340=orange 700,300=cursor 290,300=white 850,250=white 310,360=white || exit 1
xdotool mousemove --window "$wid" 800 250 # 780..820: clear
size="1000 500" shot resized_clear 320,340=blue 800,250=gray 500,250=blue || exit 1

# Esc closes the window
xdotool mousemove --window "$wid" 400 300
xdotool windowfocus --sync "$wid" 2>/dev/null
xvfb_escape
for _ in $(seq 50); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app_pid" 2>/dev/null; then echo "FAIL: Escape did not close the window" >&2; exit 1; fi
wait "$app_pid"
rc=$?
app_pid=""
[ $rc -eq 0 ] || { echo "FAIL: hitdemo exited $rc after Escape" >&2; cat app.log; exit 1; }
echo "ok: Escape closed the window"

# the QA tour in a real window, pointer parked outside it
xdotool mousemove 1275 795
"$hitdemo" --window 800,600 --exit-after-script --script "$scripts/tour.txt" >tour.log 2>&1
rc=$?
cat tour.log
[ $rc -eq 0 ] || { echo "FAIL: tour.txt in a real window exited $rc" >&2; exit 1; }
# --screenshot from a real window: the drawable (here = the window) as PNG
xdotool mousemove 1275 795
"$hitdemo" --window 640,480 --base rect --mouse 320,240 --no-hud --screenshot win.png >win.log 2>&1 || {
  echo "FAIL: windowed --screenshot exited $?" >&2; cat win.log; exit 1; }
"$pixcheck" win.png --size 640 480 200,200=orange 332,240=cursor 100,100=white 560,240=white || exit 1
echo "ok: windowed --screenshot"
echo PASS
