#!/usr/bin/env bash
# soak_test.sh HITDEMO N SEED MAX_GROWTH_KIB: a headless soak of N random
# events (--soak N,SEED; docs/app.md). It must exit 0 (LeakSanitizer runs at
# exit in the ASan build) and, unless MAX_GROWTH_KIB is 0, the resident set
# measured at the checkpoints after warm-up must not grow by more than
# MAX_GROWTH_KIB. (0 in the ASan build: its quarantine holds freed memory
# on purpose.)
set -euo pipefail
app=$1 n=$2 seed=$3 bound=$4
out=$(SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$app" --headless --window 640,480 --hud --soak "$n,$seed")
echo "$out"
growth=$(echo "$out" | sed -n 's/.*; growth \(-*[0-9]*\) KiB$/\1/p')
[ -n "$growth" ] || { echo "FAIL: no RSS figures in the output" >&2; exit 1; }
if [ "$bound" -gt 0 ] && [ "$growth" -gt "$bound" ]; then
  echo "FAIL: resident memory grew by $growth KiB after warm-up (bound $bound KiB)" >&2
  exit 1
fi
echo "ok: growth $growth KiB after warm-up"
