#!/usr/bin/env bash
# peer_file_test.sh HITDEMO WORK_DIR
# A file never starts a program: scene files and scripts whose peer line
# holds a shell command are refused (exit 2, the message names the line),
# and nothing ran (the command would have made a file); a scene naming a
# peer that is not given opens with the message and skips the peer.
set -u
hitdemo=$1 work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
ran="$work/ran"
fail() { echo "FAIL: $*" >&2; exit 1; }
scene() { # FILE PEER-LINE
  printf 'description: a peer line with a command\nbase: rect:0,0,1,1\ncursor: rect:1,1\nmouse: 1.51,0.5\nexpect: clear\nhits: 0\n%s\n' "$2" >"$1"
}
scene cmd.scene "peer: mine=touch $ran"
scene subst.scene "peer: \$(touch $ran)"
scene semi.scene "peer: x; touch $ran"
for f in cmd subst semi; do
  "$hitdemo" --headless --window 400,300 --scene "$f.scene" --screenshot "$f.png" >"$f.out" 2>"$f.err"
  rc=$?
  cat "$f.err"
  [ $rc -eq 2 ] || fail "--scene $f.scene exited $rc, not 2"
  grep -q "$f.scene:7: peer: expected a peer's name" "$f.err" || fail "no message for $f.scene"
  "$hitdemo" --verify-scenes "$f.scene" >/dev/null 2>&1
  [ $? -eq 2 ] || fail "--verify-scenes $f.scene did not exit 2"
  printf 'scene %s\n' "$f.scene" >"$f.txt"
  "$hitdemo" --headless --window 400,300 --script "$f.txt" >/dev/null 2>&1
  [ $? -eq 2 ] || fail "a script's scene $f.scene did not exit 2"
done
printf 'show peer mine=touch %s\n' "$ran" >show.txt
"$hitdemo" --headless --window 400,300 --script show.txt >show.out 2>show.err
[ $? -eq 2 ] || fail "show peer with a command did not exit 2"
grep -q "show.txt:1: expected 'show peer NAME'" show.err || fail "no message for show peer with a command"
# a name that is not given: the window opens, says so, goes on
scene mine.scene "peer: mine"
"$hitdemo" --headless --window 400,300 --scene mine.scene --screenshot mine.png >mine.out 2>mine.err
rc=$?
cat mine.err
[ $rc -eq 0 ] || fail "--scene mine.scene exited $rc"
grep -q "scene names peer mine; run with --peer 'mine=...'" mine.err || fail "no message for a peer not given"
[ -e "$ran" ] && fail "a command in a file ran"
echo "ok: nothing ran"
