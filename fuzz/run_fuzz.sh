#!/usr/bin/env bash
# run_fuzz.sh replay TARGET SEEDDIR        run every file in SEEDDIR once
# run_fuzz.sh run TARGET SEEDDIR WORK SECS  fuzz for SECS seconds from the seeds;
#   new inputs go to WORK/corpus, a failing input to WORK/crash-* (kept for
#   the report; copy it into SEEDDIR as a regression file).
set -euo pipefail
mode=$1 target=$2 seeds=$3
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
case $mode in
  replay)
    shopt -s nullglob
    files=("$seeds"/*)
    [ ${#files[@]} -gt 0 ] || { echo "no seed files in $seeds" >&2; exit 1; }
    exec "$target" -rss_limit_mb=2048 "${files[@]}"
    ;;
  run)
    work=$4 secs=$5
    mkdir -p "$work/corpus"
    exec "$target" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
      -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" "$seeds"
    ;;
  *) echo "usage: run_fuzz.sh replay|run TARGET SEEDDIR [WORK SECS]" >&2; exit 2 ;;
esac
