#!/usr/bin/env bash
# delay_test.sh HITDEMO SCRIPT_DIR
# pace MS and --script-delay MS: a delay after every line (the option
# overrides the script's pace), measured on headless runs.
set -u
hitdemo=$1 scripts=$2
fail() { echo "FAIL: $*" >&2; exit 1; }
# ms MIN MAX ARGS...: the run exits 0 and takes MIN..MAX ms
ms() {
  local min=$1 max=$2
  shift 2
  local t0 t1 d
  t0=$(date +%s%N)
  "$hitdemo" --headless --window 200,200 "$@" >/dev/null || fail "hitdemo $* exited $?"
  t1=$(date +%s%N)
  d=$(( (t1 - t0) / 1000000 ))
  echo "hitdemo $*: $d ms (want $min..$max)"
  [ "$d" -ge "$min" ] && [ "$d" -le "$max" ] || fail "hitdemo $*: took $d ms, wanted $min..$max"
}
# pace 200, then 4 lines: 800 ms at least
ms 800 4500 --script "$scripts/pace.txt"
# pace 5000, 3 lines: --script-delay 0 and 250 override it
ms 0 3000 --script "$scripts/pace_slow.txt" --script-delay 0
ms 750 4500 --script "$scripts/pace_slow.txt" --script-delay 250
# --script-delay 150 wins over pace 200: 4 lines x 150 ms
ms 600 4500 --script "$scripts/pace.txt" --script-delay 150
echo "ok"
