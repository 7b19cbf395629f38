#!/usr/bin/env bash
# run_expect.sh CODE ERR_TEXT OUT_TEXT -- COMMAND [ARGS...]
# Runs COMMAND; passes if it exits with CODE, its stderr contains ERR_TEXT
# and its stdout contains OUT_TEXT (fixed strings; "" matches anything;
# "A&&B" needs both A and B).
set -u
code=$1 errtext=$2 outtext=$3
shift 3
[ "$1" = "--" ] && shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "+ $*"
"$@" >"$tmp/out" 2>"$tmp/err"
rc=$?
echo "--- stdout:"; cat "$tmp/out"
echo "--- stderr:"; cat "$tmp/err"
fail=0
if [ "$rc" -ne "$code" ]; then echo "FAIL: exit status $rc, expected $code" >&2; fail=1; fi
contains() { # FILE TEXT
  local rest=$2 part
  while [ -n "$rest" ]; do
    part=${rest%%&&*}
    if [ "$part" = "$rest" ]; then rest=""; else rest=${rest#*&&}; fi
    grep -qF -- "$part" "$1" || { echo "FAIL: $(basename "$1") lacks '$part'" >&2; return 1; }
  done
}
contains "$tmp/err" "$errtext" || fail=1
contains "$tmp/out" "$outtext" || fail=1
exit $fail
