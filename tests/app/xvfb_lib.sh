#!/usr/bin/env bash
# xvfb_lib.sh: sourced by the tests that need a real X11 window (Xvfb,
# xdotool, ImageMagick's import). Defines:
#   xvfb_tools_or_skip        exit 77 (skipped) unless Xvfb, xdotool, import exist
#   xvfb_session X,Y LOG ARGS...
#                             Xvfb (its own free display), the pointer put at
#                             screen point X,Y, then hitdemo ARGS in a window
#                             (centred: 240,100 for 800x600), its output in
#                             LOG; sets DISPLAY,
#                             xvfb_pid, app_pid, wid. Tried 3 times: on a
#                             loaded machine the server or the window has been
#                             seen not to come up once in a while.
#   xvfb_app LOG ARGS...      another hitdemo window on the same server
#   xvfb_wait_exit SECONDS    wait for app_pid to end; its status in app_rc
#   wait_for_line FILE TEXT   up to 5 s for TEXT (a fixed string) in FILE
# The caller sets `hitdemo` and works in its own directory. An EXIT trap
# ends the window and the server.
xvfb_pid="" app_pid="" wid=""
xvfb_tools_or_skip() {
  for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool not installed"; exit 77; }
  done
}
xvfb_cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  wait 2>/dev/null
}
trap xvfb_cleanup EXIT
trap 'exit 1' INT TERM

# The server picks a free display number itself (-displayfd): choosing one
# from the lock files raced with other Xvfb starting at the same time
# (parallel ctest runs), and two tests then shared one display.
xvfb_server() {
  Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5>displayfd.txt >xvfb.log 2>&1 &
  xvfb_pid=$!
  local disp="" n
  for _ in $(seq 100); do
    n=$(tr -dc 0-9 <displayfd.txt 2>/dev/null)
    [ -n "$n" ] && { disp=":$n"; break; }
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.1
  done
  [ -n "$disp" ] || { echo "Xvfb did not start: $(cat xvfb.log)" >>start.log; return 1; }
  export DISPLAY=$disp
  unset SDL_VIDEODRIVER # a real X11 window, not the dummy driver
  for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
  xdotool getdisplaygeometry >/dev/null 2>&1 || { echo "Xvfb on $disp does not answer: $(cat xvfb.log)" >>start.log; return 1; }
}
xvfb_app() {
  local log=$1; shift
  "$hitdemo" "$@" >"$log" 2>&1 &
  app_pid=$!
  wid=$(timeout 15 xdotool search --sync --pid "$app_pid" --name '^hitdemo' 2>>start.log | head -n 1)
  [ -n "$wid" ] || { echo "no hitdemo window on $DISPLAY: $(cat "$log")" >>start.log; return 1; }
}
xvfb_session() {
  local attempt at=$1; shift
  for attempt in 1 2 3; do
    : >start.log
    if xvfb_server && xdotool mousemove "${at%,*}" "${at#*,}" && xvfb_app "$@"; then return 0; fi
    echo "attempt $attempt: $(cat start.log)" >&2
    xvfb_cleanup
    app_pid="" xvfb_pid=""
  done
  echo "FAIL: no hitdemo window under Xvfb in 3 attempts" >&2
  exit 1
}
# Esc twice to close the window (the first asks "Esc again to quit", the
# second within 3 s quits; nothing may be open: Esc closes that first).
# Of the second, only the key-down is sent to the window. Its key-up, sent
# to a window already destroyed, once raced into a BadWindow error in the
# app's own X connection (the input method forwarding it), which Xlib's
# default handler turns into exit 1; the key-up goes to the focus (XTEST)
# instead.
xvfb_escape() {
  xdotool keydown --window "$wid" Escape 2>/dev/null
  xdotool keyup --window "$wid" Escape 2>/dev/null
  sleep 0.2
  xdotool keydown --window "$wid" Escape 2>/dev/null
  xdotool keyup Escape 2>/dev/null
}
xvfb_wait_exit() {
  local i
  for i in $(seq $(($1 * 10))); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app_pid" 2>/dev/null; then app_rc=""; return 1; fi
  wait "$app_pid"
  app_rc=$?
  app_pid=""
}
wait_for_line() {
  for _ in $(seq 50); do grep -qF -- "$2" "$1" && return 0; sleep 0.1; done
  echo "FAIL: no '$2' in $1:" >&2; cat "$1" >&2
  return 1
}
