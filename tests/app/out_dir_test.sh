#!/usr/bin/env bash
# out_dir_test.sh HITDEMO SCRIPT_DIR WORK_DIR
# F12, Ctrl+S and R (scripts/save_all.txt) write into --out-dir, made with
# its parents when missing; without it into $HOME/hitdemo; never into the
# current folder. The window's message line names each saved path.
set -u
hitdemo=$1 scripts=$2 work=$3
rm -rf "$work" && mkdir -p "$work/cwd" && cd "$work/cwd" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }
names="hitdemo-000.png hitdemo-scene-000.scene hitdemo-rec-000.txt"
check_in() { # DIR LOG
  for f in $names; do
    [ -s "$1/$f" ] || fail "$1/$f not written"
    grep -qF "$1/$f" "$2" || fail "the path $1/$f is not printed"
  done
  [ -z "$(ls -A "$work/cwd")" ] || fail "files in the current folder: $(ls -A "$work/cwd")"
  grep -qF "save_all.txt: 4 passed, 0 failed" "$2" || fail "the window's messages did not name the files"
}
# --out-dir with folders that do not exist yet
HOME="$work/home1" "$hitdemo" --headless --window 400,300 --out-dir "$work/out/a/b" --script "$scripts/save_all.txt" >given.log 2>&1 ||
  { cat given.log; fail "--out-dir run exited $?"; }
mv given.log ../ && cat ../given.log
check_in "$work/out/a/b" ../given.log
[ ! -e "$work/home1" ] || fail "--out-dir given, but $work/home1 was made"
# the default: $HOME/hitdemo
HOME="$work/home2" "$hitdemo" --headless --window 400,300 --script "$scripts/save_all.txt" >../default.log 2>&1 ||
  { cat ../default.log; fail "default run exited $?"; }
cat ../default.log
check_in "$work/home2/hitdemo" ../default.log
# a folder that cannot be made: a clear message, nothing written
touch "$work/plainfile"
"$hitdemo" --headless --window 400,300 --out-dir "$work/plainfile/x" --script "$scripts/save_all.txt" >../bad.log 2>&1
cat ../bad.log
grep -qF "$work/plainfile is not a folder" ../bad.log || fail "no message for an out-dir under a file"
echo ok
