#!/usr/bin/env bash
# peer_record_test.sh HITDEMO SCRIPT_DIR PEER_PY WORK_DIR
# A recording made with a peer on names it (show peer NAME: a name, never
# its command) and X writes the peer's answer (expect peer ...); replayed
# with the peer given again, every expect holds.
set -u
hitdemo=$1 scripts=$2 peer=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }
given=(--peer "a=python3 $peer skin 0.05")
"$hitdemo" --headless --out-dir . --window 800,600 "${given[@]}" --script "$scripts/peer_record.txt" >live.out 2>&1 ||
  { cat live.out; fail "live run exited $?"; }
rec=hitdemo-rec-000.txt
[ -f "$rec" ] || { cat live.out; fail "no recording"; }
cat "$rec"
grep -qx "show peer a" "$rec" || fail "the recording does not name the peer"
grep -qx "expect peer collide" "$rec" || fail "X wrote no peer answer"
grep -q "python3\|skin 0.05" "$rec" && fail "the recording carries the peer's command"
"$hitdemo" --headless --window 800,600 "${given[@]}" --script "$rec" >replay.out 2>&1 || { cat replay.out; fail "replay exited $?"; }
grep -q "expect peer collide: ok" replay.out || { cat replay.out; fail "the replay's expect peer did not hold"; }
echo ok
