#!/usr/bin/env bash
# f12_test.sh HITDEMO PIXCHECK SCRIPT_DIR WORK_DIR
# scripts/keys.txt presses Shift+F12 (the whole window) twice: two PNGs, hitdemo-000.png with the
# HUD at ratio 1.5 (1200x900) and hitdemo-001.png after zooming out.
set -u
hitdemo=$1 pixcheck=$2 scripts=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
out=$("$hitdemo" --headless --out-dir . --window 800,600 --pixel-ratio 1.5 --script "$scripts/keys.txt") || {
  echo "FAIL: hitdemo exited $?" >&2; exit 1; }
echo "$out"
grep -qF "screenshot: hitdemo-000.png (1200x900)" <<<"$out" || { echo "FAIL: no F12 line" >&2; exit 1; }
grep -qF "screenshot: hitdemo-001.png (1200x900)" <<<"$out" || { echo "FAIL: no 2nd F12 line" >&2; exit 1; }
# HUD on (H pressed once): its translucent white box covers the top-left
# corner; the circle base is orange under the circle cursor.
"$pixcheck" hitdemo-000.png --size 1200 900 --logical 800 600 412,300=cursor 330,300=orange 700,500=white || exit 1
# zoom 0.75 after "minus": logical 1066.67x800, centre 533,400; mouse 400,300
# is logical 533.3,400: still on the wedge apex
"$pixcheck" hitdemo-001.png --size 1200 900 --logical 1066.6667 800 545,400=cursor 463,400=orange 1000,700=white || exit 1
echo ok
