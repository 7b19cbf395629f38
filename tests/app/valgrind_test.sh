#!/usr/bin/env bash
# valgrind_test.sh HITDEMO SCENES SCRIPTS WORK: memcheck on headless runs of
# a few scene presets and of the tour: no invalid reads or writes, no use
# of uninitialised values, no definite or indirect leaks. Skipped (77)
# without valgrind. (Not added to the ASan build: valgrind cannot run it.)
set -euo pipefail
app=$1 scenes=$2 scripts=$3 work=$4
command -v valgrind >/dev/null || { echo "valgrind not installed: skipped"; exit 77; }
rm -rf "$work"; mkdir -p "$work"; cd "$work"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
vg() { # name args...
  local name=$1; shift
  if ! valgrind --tool=memcheck --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
       --errors-for-leak-kinds=definite,indirect --track-origins=yes --log-file="$name.vg" \
       "$app" --headless "$@" >"$name.out" 2>&1; then
    echo "FAIL: $name (valgrind log follows)" >&2
    cat "$name.vg" >&2
    exit 1
  fi
  echo "ok: $name: $(grep -o 'ERROR SUMMARY: [0-9]* errors' "$name.vg")"
}
for s in $(cd "$scenes" && ls *.scene | awk "NR % 8 == 1" | sed "s/\.scene$//"); do
  vg "scene-$s" --window 400,300 --scene "$scenes/$s.scene" --screenshot "$s.png"
done
last=$(ls "$scenes"/*.scene | tail -1)
vg scene-last --window 400,300 --hud --scene "$last" --screenshot last.png
vg tour --window 800,600 --script "$scripts/tour.txt"
