#!/usr/bin/env bash
# man_render_test.sh MANPAGE: the man page renders clean at 80 columns, as
# `man hitdemo` shows it in a terminal of that width: no troff warning
# (MANWIDTH=80 man --warnings: "cannot adjust line", "can't break line")
# and no rendered line wider than 80 columns.
set -u
page=$1
command -v man >/dev/null || { echo "FAIL: man (man-db) is not installed (./run.sh test installs it)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
MANWIDTH=80 MAN_KEEP_FORMATTING= man --warnings -l "$page" >"$tmp/out" 2>"$tmp/err"
rc=$?
bad=0
[ "$rc" -eq 0 ] || { echo "FAIL: man exited $rc"; bad=1; }
if [ -s "$tmp/err" ]; then echo "FAIL: warnings at 80 columns:"; cat "$tmp/err"; bad=1; fi
lines=$(wc -l <"$tmp/out")
[ "$lines" -gt 100 ] || { echo "FAIL: only $lines lines rendered"; bad=1; }
wide=$(awk 'length > 80' "$tmp/out")
if [ -n "$wide" ]; then echo "FAIL: lines wider than 80 columns:"; echo "$wide"; bad=1; fi
[ "$bad" -eq 0 ] && echo "ok: $lines lines at 80 columns, no warning, none wider"
exit "$bad"
