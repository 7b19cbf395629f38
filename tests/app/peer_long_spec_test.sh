#!/usr/bin/env bash
# peer_long_spec_test.sh HITDEMO PEER_PY
# A base of 256 vertices written with 17 digits (a 10 KB spec) goes to a
# peer whole, for the pair and for the map (the window's requests have room
# for the longest spec).
set -u
hitdemo=$1 peer=$2
base=$(python3 -c "
import math
pts = []
for i in range(256):
    a = 2 * math.pi * i / 256
    pts += ['%.17g' % (0.3 + 100.123456789 * math.cos(a)), '%.17g' % (0.7 + 100.123456789 * math.sin(a))]
print('polygon:' + ','.join(pts))")
[ ${#base} -gt 8192 ] || { echo "FAIL: the spec is only ${#base} bytes"; exit 1; }
script=$(mktemp) && trap 'rm -f "$script"' EXIT
printf 'place 150.5 0.1\nshow peer y\nshow map on\nexpect peer collide\nwait 300\nexpect peer collide\n' >"$script"
out=$("$hitdemo" --headless --window 300,200 --base "$base" --cursor polygon --peer "y=python3 $peer yes" \
  --script "$script" 2>&1)
rc=$?
echo "$out" | tail -n 4
[ $rc -eq 0 ] || { echo "FAIL: exit $rc"; exit 1; }
echo "$out" | grep -q ": 2 passed, 0 failed" || { echo "FAIL: the expects did not hold"; exit 1; }
echo "$out" | grep -q "peer overlay is off" && { echo "FAIL: the peer was switched off"; exit 1; }
echo ok
