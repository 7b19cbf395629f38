#!/usr/bin/env bash
# shot.sh HITDEMO PIXCHECK OUT.png [hitdemo args...] -- [pixcheck args...]
# Runs `hitdemo --headless ARGS --screenshot OUT.png` (it must exit 0), then
# checks the pixels of OUT.png with pixcheck.
set -u
hitdemo=$1 pixcheck=$2 out=$3
shift 3
app=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do app+=("$1"); shift; done
[ $# -gt 0 ] && shift
mkdir -p "$(dirname "$out")"
rm -f "$out"
echo "+ hitdemo --headless ${app[*]} --screenshot $out"
"$hitdemo" --headless "${app[@]}" --screenshot "$out"
rc=$?
if [ $rc -ne 0 ]; then
  echo "FAIL: hitdemo exited $rc, expected 0" >&2
  exit 1
fi
echo "+ pixcheck $out $*"
exec "$pixcheck" "$out" "$@"
