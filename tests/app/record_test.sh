#!/usr/bin/env bash
# record_test.sh HITDEMO SCRIPT_DIR WORK_DIR
# R records: a headless script presses R, gives input (moves, keys, wheel,
# a resize), presses R again and takes a screenshot; the recording
# (hitdemo-rec-NNN.txt) replayed headless with the same window options must
# give the same final state line and a byte-identical screenshot. Twice:
# from the default state (at pixel ratios 1 and 1.5) and from a changed one.
set -u
hitdemo=$1 scripts=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }
final() { grep -E '^(collide|clear): ' "$1" | tail -1; }

# run NAME LIVE_SCRIPT RECORDING OPTIONS...
run() {
  local name=$1 live=$2 rec=$3
  shift 3
  mkdir -p "$name" && cd "$name" || exit 1
  # an earlier recording takes the first name: this one gets the next
  [ "$rec" = hitdemo-rec-001.txt ] && echo "# taken" > hitdemo-rec-000.txt
  echo "+ hitdemo $* --script $live"
  "$hitdemo" --headless --out-dir . "$@" --script "$live" >live.out 2>live.err || {
    cat live.out live.err; fail "$name: live run exited $?"; }
  cat live.out
  grep -qF "recording to $rec (R stops)" live.out || fail "$name: no 'recording to $rec'"
  grep -qF "recording saved: $rec" live.out || fail "$name: no 'recording saved: $rec'"
  [ -f "$rec" ] || fail "$name: $rec not written"
  echo "--- $rec:"; cat "$rec"
  grep -qiE '^key (shift\+)?r$' "$rec" && fail "$name: the R presses were recorded"
  mkdir -p replay && cp "$rec" replay/ && cd replay || exit 1
  "$hitdemo" --headless "$@" --script "$rec" --screenshot replay.png >replay.out 2>replay.err || {
    cat replay.out replay.err; fail "$name: replay exited $?"; }
  cat replay.out
  cd ..
  [ -n "$(final live.out)" ] || fail "$name: no final state line"
  [ "$(final live.out)" = "$(final replay/replay.out)" ] ||
    fail "$name: final states differ: '$(final live.out)' vs '$(final replay/replay.out)'"
  cmp live.png replay/replay.png || fail "$name: the screenshots differ"
  cd ..
}

run default_r1 "$scripts/record_live.txt" hitdemo-rec-000.txt --window 800,600
for l in 'move 350 250' 'key Tab' 'key 3' 'key +' 'wheel 3' 'wheel -1' 'resize 900 500' 'key Left' 'key D'; do
  grep -qxF "$l" default_r1/hitdemo-rec-000.txt || fail "default_r1: the recording lacks '$l'"
done
grep -qE '^wait [0-9]+$' default_r1/hitdemo-rec-000.txt || fail "default_r1: no wait line for the 60 ms gap"
sed -n "1,/^# input/p" default_r1/hitdemo-rec-000.txt | grep -qxF 'move 300 200' || fail "default_r1: no starting mouse line"
run default_r15 "$scripts/record_live.txt" hitdemo-rec-001.txt --window 800,600 --pixel-ratio 1.5
run state "$scripts/record_state.txt" hitdemo-rec-000.txt --window 800,600
for l in 'cursor circle:28' 'show hud off' 'show dist on' 'show snap on' 'view 1.5 ' 'base rect'; do
  grep -qF "$l" state/hitdemo-rec-000.txt || fail "state: the header lacks '$l'"
done
grep -qE '^place ' state/hitdemo-rec-000.txt || fail "state: the placed cursor is not restored with 'place'"
run typed "$scripts/record_typed.txt" hitdemo-rec-000.txt --window 800,600
for l in 'text point:700,400' 'text rect:30,20'; do
  grep -qxF "$l" typed/hitdemo-rec-000.txt || fail "typed: the recording lacks '$l'"
done
grep -qF "base point:700,400" typed/live.out || fail "typed: the typed base was not applied live"
# X while recording: expect lines for the state at that point, which the
# replay checks (a tangency: collide, 1 hit point, distance 0; then apart)
run verify "$scripts/record_expect.txt" hitdemo-rec-000.txt --window 800,600
for l in 'expect collide' 'expect hits 1' 'expect distance 0' 'expect clear' 'expect hits 0' 'expect distance 5'; do
  grep -qxF "$l" verify/hitdemo-rec-000.txt || fail "verify: the recording lacks '$l'"
done
grep -qF "hitdemo-rec-000.txt: 6 passed, 0 failed" verify/replay/replay.out || fail "verify: the replay did not check the 6 expect lines"
grep -qF "expect lines recorded: collide, 1 hit point, distance 0" verify/live.out || fail "verify: X said nothing"
echo "ok"
