#!/usr/bin/env bash
# copy_command_test.sh HITDEMO SCRIPT_DIR WORK_DIR
# Ctrl+C copies (and prints) the command that checks what is on screen; run
# as pasted into a shell, from another folder, it must work and give the
# answer the window shows.
set -u
hitdemo=$1 scripts=$2 work=$3
rm -rf "$work" && mkdir -p "$work/elsewhere" && cd "$work" || exit 1
fail() { echo "FAIL: $*" >&2; exit 1; }
"$hitdemo" --headless --window 800,600 --script "$scripts/copy.txt" >run.out 2>run.err || { cat run.out run.err; fail "run exited $?"; }
cat run.out
cmd=$(grep -F -- " --check " run.out | grep -v "^copied\|^printed" | head -n 1)
[ -n "$cmd" ] || fail "no command printed"
case "$cmd" in /*) ;; *) fail "the command does not name the program by its path: $cmd" ;; esac
out=$(cd elsewhere && sh -c "$cmd") || fail "the copied command did not run: $cmd"
echo "$out"
grep -qF '"a":"rect:0,0,100,50","b":"circle:103,54,5","collide":true' <<<"$out" || fail "unexpected answer: $out"
echo ok
