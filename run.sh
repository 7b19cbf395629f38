#!/usr/bin/env bash
# hitdemo's two entry points, on a fresh Debian/Ubuntu machine (root or sudo):
#   ./run.sh demo   install what is missing, configure, build, open the window
#   ./run.sh test   install what is missing, build plain and ASan+UBSan, run all tests,
#                   then build the libFuzzer targets (clang) and fuzz each for 30 s
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(build-essential cmake pkg-config libsdl2-dev libsdl2-gfx-dev libsdl2-image-dev
          xvfb xdotool x11-utils imagemagick python3 clang libclang-rt-14-dev valgrind)

setup() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    local SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "run.sh: installing ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

build() { # build DIR [cmake args...]
  local dir=$1; shift
  cmake -S . -B "$dir" "$@" >/dev/null
  cmake --build "$dir" -j"$(nproc)"
}

case "${1:-}" in
  demo)
    setup
    build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_BUILD_APP=ON
    shift
    exec ./build/hitdemo "$@"
    ;;
  test)
    setup
    build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_BUILD_APP=ON
    echo "== tests: RelWithDebInfo build (build/) =="
    ctest --test-dir build --output-on-failure -j2
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DHD_SANITIZE=ON -DHD_BUILD_APP=ON
    echo "== tests: ASan+UBSan build (build-asan/) =="
    ctest --test-dir build-asan --output-on-failure -j2
    # libFuzzer targets in their own tree (clang; fuzz/README.md): replay the
    # seed and regression corpora, then fuzz each target for 30 s, one at a time.
    CC=clang build build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_FUZZ=ON
    echo "== fuzzing: libFuzzer targets, 30 s each (build-fuzz/) =="
    ctest --test-dir build-fuzz --output-on-failure -L fuzz
    ;;
  *)
    echo "usage: ./run.sh demo [hitdemo options] | ./run.sh test" >&2
    exit 2
    ;;
esac
