#!/usr/bin/env bash
# install_test.sh BUILD SRC LIBDIR VERSION CMAKE CC [CFLAGS...]
# Installs the build tree BUILD into a temporary prefix and checks it as a
# user of it would:
#  - the layout: programs, libhitdemo-geom.a and .so with its SONAME, the
#    public headers only, hitdemo.pc, the CMake package, the data, the man
#    page, the .desktop entry and the icon;
#  - tests/install/consumer/hit_example.c built through pkg-config (shared)
#    and through find_package(hitdemo) (hitdemo::geom and
#    hitdemo::geom_static), each run: it checks its answers itself;
#  - the installed built-in peers (HD_PEERS in the environment: the names,
#    comma-separated): beside hitdemo, each running from the moved copy;
#  - the installed hitdemo: --version, --check, --verify-scenes on the
#    installed scenes, and the window program (headless), from a copy of
#    the prefix moved elsewhere, opening the scene and the lesson step it
#    finds there (a marker put into the copy, so the source tree's assets
#    cannot pass for them).
# CFLAGS (the sanitizer flags of an ASan tree) go to every compile and link.
set -u
build=$1 src=$2 libdir=$3 version=$4 cmake=$5 cc=$6
shift 6
cflags=("$@")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
ok() { echo "ok: $*"; }
run() { # run LOG CMD...: CMD's output into LOG, shown if it fails
  local log=$1; shift
  if ! "$@" >"$log" 2>&1; then cat "$log"; return 1; fi
}

p=$tmp/prefix
run "$tmp/install.log" "$cmake" --install "$build" --prefix "$p" || { fail "cmake --install"; exit 1; }
ok "cmake --install $build --prefix $p"

# ---- the layout ----------------------------------------------------------------
for f in bin/hitdemo libexec/hitdemo/hitdemo-window \
         "$libdir/libhitdemo-geom.a" "$libdir/libhitdemo-geom.so" "$libdir/libhitdemo-geom.so.0" \
         "$libdir/pkgconfig/hitdemo.pc" "$libdir/cmake/hitdemo/hitdemoConfig.cmake" \
         "$libdir/cmake/hitdemo/hitdemoConfigVersion.cmake" "$libdir/cmake/hitdemo/hitdemoTargets.cmake" \
         include/hitdemo/geom.h include/hitdemo/spec.h include/hitdemo/vec2.h \
         share/hitdemo/scripts/tour.txt share/man/man1/hitdemo.1.gz \
         share/applications/hitdemo.desktop share/icons/hicolor/scalable/apps/hitdemo.svg \
         share/doc/hitdemo/README.md share/doc/hitdemo/examples/hit_example.c; do
  [ -e "$p/$f" ] || fail "not installed: $f"
done
n=$(ls "$src"/assets/scenes/*.scene | wc -l); m=$(ls "$p"/share/hitdemo/scenes/*.scene | wc -l)
[ "$n" -eq "$m" ] && ok "$m scenes installed" || fail "$m scenes installed, $n in assets/scenes"
n=$(ls "$src"/assets/lessons/*.lesson | wc -l); m=$(ls "$p"/share/hitdemo/lessons/*.lesson | wc -l)
[ "$n" -eq "$m" ] && ok "$m lesson steps installed" || fail "$m lesson steps installed, $n in assets/lessons"
# The lessons' and the scenes' words in French and Chinese (docs/lang.md).
for l in fr zh_CN; do
  m=$(ls "$p"/share/hitdemo/lessons/$l/*.lesson 2>/dev/null | wc -l)
  [ "$n" -eq "$m" ] && ok "$m $l lesson steps installed" || fail "$m $l lesson steps installed, $n in assets/lessons"
  [ -s "$p/share/hitdemo/scenes/$l.desc" ] && ok "installed: share/hitdemo/scenes/$l.desc" || fail "not installed: share/hitdemo/scenes/$l.desc"
done
# The message catalogs (po/, docs/lang.md).
for l in fr zh_CN; do
  [ -s "$p/share/locale/$l/LC_MESSAGES/hitdemo.mo" ] && ok "catalog installed: share/locale/$l/LC_MESSAGES/hitdemo.mo" ||
    fail "not installed: share/locale/$l/LC_MESSAGES/hitdemo.mo"
done
# The headers: exactly those of include/hitdemo; nothing of src/geom.
inst=$(cd "$p/include" && find . -type f | sort)
want=$(cd "$src/include" && find . -type f -name '*.h' | sort)
[ "$inst" = "$want" ] && ok "headers: $(echo $inst)" || fail "installed headers: $(echo $inst); expected $(echo $want)"
for h in "$src"/src/geom/*.h; do
  name=$(basename "$h")
  [ -z "$(find "$p" -name "$name")" ] || fail "internal header installed: $name"
done
# The shared library's SONAME, and its symlinks.
soname=$(readelf -d "$p/$libdir/libhitdemo-geom.so" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$soname" = "libhitdemo-geom.so.0" ] && ok "SONAME $soname" || fail "SONAME '$soname', expected libhitdemo-geom.so.0"
[ -L "$p/$libdir/libhitdemo-geom.so" ] && [ -L "$p/$libdir/libhitdemo-geom.so.0" ] \
  && ok "libhitdemo-geom.so -> $(readlink "$p/$libdir/libhitdemo-geom.so.0")" || fail "the .so symlinks"
# The .desktop entry, if desktop-file-validate is there (./run.sh installs
# it): no error, no warning, no hint.
if command -v desktop-file-validate >/dev/null; then
  out=$(desktop-file-validate "$p/share/applications/hitdemo.desktop" 2>&1) && [ -z "$out" ] \
    && ok "desktop-file-validate" || fail "desktop-file-validate: $out"
else
  echo "skipped: desktop-file-validate (desktop-file-utils) not installed"
fi
grep -qx "Exec=hitdemo" "$p/share/applications/hitdemo.desktop" && grep -qx "Icon=hitdemo" "$p/share/applications/hitdemo.desktop" \
  || fail "the .desktop entry's Exec or Icon"

# ---- a program of your own --------------------------------------------------------
# docs/geometry.md shows the example as it is (less its three comment lines).
docs_c=$(awk '/^## Use the geometry in your own code/ {u=1} u && /^```c$/ {c=1; next} c && /^```$/ {exit} c' "$src/docs/geometry.md")
[ "$docs_c" = "$(tail -n +4 "$src/tests/install/consumer/hit_example.c")" ] \
  && ok "docs/geometry.md shows hit_example.c" || fail "docs/geometry.md's example differs from tests/install/consumer/hit_example.c"
work=$tmp/work
mkdir -p "$work"
cp "$src/tests/install/consumer/hit_example.c" "$src/tests/install/consumer/CMakeLists.txt" "$work/"
export PKG_CONFIG_PATH="$p/$libdir/pkgconfig"
pcv=$(pkg-config --modversion hitdemo)
[ "$pcv" = "$version" ] && ok "pkg-config --modversion hitdemo: $pcv" || fail "pkg-config version '$pcv', expected $version"
# shellcheck disable=SC2046
if run "$tmp/cc.log" "$cc" -std=c17 -Wall -Wextra -Wpedantic -Werror "${cflags[@]}" "$work/hit_example.c" \
    $(pkg-config --cflags --libs hitdemo) -o "$work/hit_pc"; then
  ok "cc hit_example.c \$(pkg-config --cflags --libs hitdemo)"
  readelf -d "$work/hit_pc" | grep -q 'NEEDED.*\[libhitdemo-geom.so.0\]' \
    && ok "hit_pc needs libhitdemo-geom.so.0" || fail "hit_pc does not link libhitdemo-geom.so.0"
  LD_LIBRARY_PATH="$p/$libdir" "$work/hit_pc" && ok "hit_pc: every answer right" || fail "hit_pc: a wrong answer"
else
  fail "the pkg-config build"
fi
unset PKG_CONFIG_PATH
if run "$tmp/cmake.log" "$cmake" -S "$work" -B "$work/b" -DCMAKE_PREFIX_PATH="$p" -DCMAKE_C_COMPILER="$cc" \
       -DCMAKE_C_FLAGS="${cflags[*]}" -DCMAKE_EXE_LINKER_FLAGS="${cflags[*]}" -DCMAKE_BUILD_TYPE=Release \
   && run "$tmp/cmake_build.log" "$cmake" --build "$work/b"; then
  ok "find_package(hitdemo): hitdemo::geom, hitdemo::geom_static"
  readelf -d "$work/b/hit_example" | grep -q 'NEEDED.*\[libhitdemo-geom.so.0\]' \
    && ok "hit_example needs libhitdemo-geom.so.0" || fail "hit_example does not link libhitdemo-geom.so.0"
  readelf -d "$work/b/hit_example_static" | grep -q 'libhitdemo-geom' \
    && fail "hit_example_static needs the shared library" || ok "hit_example_static: the static library"
  "$work/b/hit_example" && ok "hit_example (shared): every answer right" || fail "hit_example: a wrong answer"
  "$work/b/hit_example_static" >/dev/null && ok "hit_example_static: every answer right" || fail "hit_example_static: a wrong answer"
else
  fail "the find_package build"
fi

# ---- the installed program ---------------------------------------------------------
# A copy of the prefix somewhere else: the programs find each other and
# their data relative to themselves.
q=$tmp/moved/usr
mkdir -p "$(dirname "$q")"
cp -a "$p" "$q"
hd=$q/bin/hitdemo
out=$("$hd" --version) && [ "$out" = "hitdemo $version" ] && ok "hitdemo --version: $out" || fail "hitdemo --version: '$out'"
out=$("$hd" --check circle:0,0,1 circle:2,0,1)
case $out in *'"collide":true,"relation":"touching","hit_points":[[1,0]]'*) ok "hitdemo --check: $out" ;; *) fail "hitdemo --check: $out" ;; esac
# The built-in peers of this build (HD_PEERS, comma-separated): installed
# beside hitdemo, and each runs from the moved copy: --info names it, and it
# answers a request.
hd_peers=${HD_PEERS:-}
for name in ${hd_peers//,/ }; do
  peer=$q/bin/hitdemo-peer-$name
  if [ ! -x "$peer" ]; then fail "not installed: bin/hitdemo-peer-$name"; continue; fi
  info=$("$peer" --info) && [ "${info%%$'\t'*}" = "$name" ] && ok "hitdemo-peer-$name --info: ${info%%$'\n'*}" \
    || fail "hitdemo-peer-$name --info: '$info'"
  out=$(printf 'rect:0,0,1,1 point:0.5,0.5\n' | "$peer") && [ "$out" = 1 ] && ok "hitdemo-peer-$name answers" \
    || fail "hitdemo-peer-$name: '$out' for a point inside a rect"
done
[ -n "${HD_PEERS:-}" ] || echo "skipped: no built-in peers in this build"
out=$("$hd" --verify-scenes "$q/share/hitdemo/scenes") && ok "--verify-scenes: ${out##*$'\n'}" || fail "--verify-scenes the installed scenes: $out"
case $out in *"zh_CN: "*" scene descriptions, one each: ok"*) ok "--verify-scenes checks the installed descriptions in every language" ;; *) fail "--verify-scenes did not check the installed fr.desc, zh_CN.desc: $out" ;; esac
# the moved copy speaks French and Chinese from its own share/locale, with
# the C locale only: hitdemo (bin/) and the window program (libexec/)
out=$(env -i LANGUAGE=fr LANG=C.UTF-8 "$hd" --lang xx 2>&1)
case $out in *"langue inconnue"*) ok "a moved hitdemo reads its French catalog: $out" ;; *) fail "hitdemo --lang xx under LANGUAGE=fr: $out" ;; esac
out=$(env -i "$hd" --lang zh_CN --help 2>&1)
case $out in *"语言："*) ok "the moved window program reads its Chinese catalog (--help)" ;; *) fail "hitdemo --lang zh_CN --help: $(echo "$out" | tail -3)" ;; esac
out=$("$hd" --verify-lessons "$q/share/hitdemo/lessons") && ok "--verify-lessons: ${out##*$'\n'}" || fail "--verify-lessons the installed lessons: $out"
case $out in *"zh_CN: "*" steps translated, only the words differ: ok"*) ok "--verify-lessons checks the installed steps in every language" ;; *) fail "--verify-lessons did not check the installed lessons/fr, lessons/zh_CN: $out" ;; esac
out=$(env -i SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME="$tmp" "$hd" --lang zh_CN --headless --window 800,600 --lesson 2 --script /dev/stdin 2>&1 <<<'report lesson')
case $out in *"两个圆"*) ok "the moved window program shows the installed Chinese lesson" ;; *) fail "--lang zh_CN --lesson 2 from the moved copy: $out" ;; esac
# Markers, first in name order, only in the copy: PgDn opens the first
# scene, --lesson 1 the first step.
cat >"$q/share/hitdemo/scenes/00-installed-marker.scene" <<'SCENE'
description: the installed copy's marker
base: rect:0,0,123,45
cursor: circle:5
mouse: 128,45
expect: collide
hits: 1
SCENE
sed 's/^base: .*/base: rect:0,0,200,121/' "$q/share/hitdemo/lessons/$(ls "$q/share/hitdemo/lessons" | head -1)" \
  >"$q/share/hitdemo/lessons/00-installed-marker.lesson"
printf 'key PageDown\nexpect collide\n' >"$tmp/pgdn.txt"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy HOME=$tmp/home
out=$("$hd" --headless --window 400,300 --script "$tmp/pgdn.txt" 2>&1)
case $out in *"base rect:0,0,123,45"*) ok "PgDn opens the installed scene: ${out##*$'\n'}" ;; *) fail "PgDn did not open the installed scenes: $out" ;; esac
out=$("$hd" --headless --window 800,600 --lesson 1 --screenshot "$tmp/lesson.png" 2>&1)
case $out in *"base rect:0,0,200,121"*) ok "--lesson 1 opens the installed step" ;; *) fail "--lesson 1 did not open the installed lessons: $out" ;; esac
# The tour, from the installed scripts folder (it loads ../scenes/ files).
out=$("$hd" --headless --window 800,600 --script "$q/share/hitdemo/scripts/tour.txt" 2>&1) \
  && ok "the installed tour: $(echo "$out" | grep -m1 'passed')" || fail "the installed tour: $out"

if [ "$fails" -ne 0 ]; then echo "$fails failed" >&2; exit 1; fi
echo "all ok"
