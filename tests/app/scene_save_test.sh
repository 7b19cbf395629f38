#!/usr/bin/env bash
# scene_save_test.sh HITDEMO SCRIPTS WORKDIR: PgDn/PgUp step through the
# scenes (expects in the script) and Ctrl+S saves the screen as a scene
# file; the saved file verifies, and opening it gives the same state line.
set -u
hitdemo=$1 scripts=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
"$hitdemo" --headless --out-dir . --window 800,600 --script "$scripts/scenes_keys.txt" >run.out 2>run.err
rc=$?
cat run.out run.err
[ $rc -eq 0 ] || { echo "FAIL: the script exited $rc"; exit 1; }
grep -q "scenes_keys.txt: 6 passed, 0 failed" run.out || { echo "FAIL: no summary"; exit 1; }
grep -q "^scene saved: hitdemo-scene-000.scene$" run.out || { echo "FAIL: no saved path"; exit 1; }
"$hitdemo" --verify-scenes hitdemo-scene-000.scene || { echo "FAIL: the saved scene does not verify"; exit 1; }
# the scene on screen (01, unchanged) keeps its description
grep -qx "description: A circle at distance r from a rect corner touches it (the corner is the one hit point)" \
  hitdemo-scene-000.scene || { cat hitdemo-scene-000.scene; echo "FAIL: the scene's description was not kept"; exit 1; }
state=$(grep -E "^(collide|clear): " run.out)
"$hitdemo" --headless --window 800,600 --scene hitdemo-scene-000.scene >open.out 2>&1 || { cat open.out; exit 1; }
reopened=$(grep -E "^(collide|clear): " open.out)
[ "$state" = "$reopened" ] || { echo "FAIL: reopened '$reopened', saved from '$state'"; exit 1; }
echo "ok: $reopened"
