#!/usr/bin/env bash
# hitdemo's entry points, on a fresh Debian/Ubuntu machine (root or sudo):
#   ./run.sh demo   install what is missing, configure, build, open the window
#   ./run.sh web    install what is missing, build the page (build-web/: Emscripten,
#                   with SDL2, SDL2_gfx and SDL2_image built from Debian's source
#                   packages into a cached prefix) and serve it on 127.0.0.1
#   ./run.sh test   install what is missing, build plain (gcc, -Werror), Release (gcc -O3,
#                   -Werror, built only) and ASan+UBSan,
#                   run all tests, and the geometry's with clang -Werror and a 64-bit
#                   long double, and the geometry and batch thread tests under ThreadSanitizer (clang);
#                   then build the libFuzzer targets (clang) and fuzz each for 30 s,
#                   then build the page and run its tests in headless Chromium
set -euo pipefail
cd "$(dirname "$0")"

# What the window needs (./run.sh demo): the compiler, SDL2 and its libraries,
# the fonts (DejaVu; WenQuanYi Micro Hei for Chinese, docs/lang.md); gettext
# (msgfmt makes the message catalogs); the built-in peers' libraries (Box2D
# 2.4, GEOS, Chipmunk 7) and giflib for animated GIFs.
PACKAGES=(build-essential cmake pkg-config libsdl2-dev libsdl2-gfx-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core
          fonts-wqy-microhei gettext
          libbox2d-dev libgeos-dev libchipmunk-dev libgif-dev)
# What the tests need beyond that (./run.sh test): a real X server and its
# tools, image tools, clang for the sanitizers and fuzzers, valgrind, the
# desktop-file checker, file (CPack's Debian generator), man-db (the man
# page rendered at 80 columns, tests/install), shapely for the
# GEOS benchmark and locales (the sources localedef makes fr_FR and zh_CN
# from, for tests/lang's check-bytes test), fonttools (pyftsubset: the
# page's font subsets, tests/repo/page_glyphs_test.py).
TEST_PACKAGES=(xvfb xdotool x11-utils imagemagick librsvg2-bin python3 clang libclang-rt-14-dev valgrind
               desktop-file-utils file man-db python3-shapely locales fonttools)

# The page (./run.sh web, and the browser tests of ./run.sh test). dpkg-dev
# unpacks the source packages; npm comes with some Node.js builds and is a
# package of its own in Debian's.
WEB_PACKAGES=(emscripten chromium nodejs dpkg-dev python3 cmake pkg-config fonts-dejavu-core fonttools fonts-wqy-microhei
              gettext)
# Where scripts/web_deps.sh keeps SDL2, SDL2_gfx and SDL2_image for Emscripten.
WEB_PREFIX=${HD_WEB_PREFIX:-$HOME/.cache/hitdemo/emscripten-sdl}

setup() { # setup [PACKAGE...]: install those of PACKAGES (or the given) that are missing
  local missing=() want=("${PACKAGES[@]}")
  [ $# -eq 0 ] || want=("$@")
  for p in "${want[@]}"; do
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

# The page: the Emscripten libraries (built once, then cached in WEB_PREFIX)
# and build-web/ (index.html, index.js, index.wasm).
web_build() {
  setup "${WEB_PACKAGES[@]}"
  command -v npm >/dev/null || setup npm
  export NODE_PATH=${NODE_PATH:-/usr/share/nodejs} # emcc on Debian: its JS tools need acorn from there
  scripts/web_deps.sh "$WEB_PREFIX"
  emcmake cmake -S web -B build-web -DHD_WEB_PREFIX="$WEB_PREFIX" >/dev/null
  cmake --build build-web -j"$(nproc)"
  local total=0 f raw gz
  for f in index.html index.js index.wasm; do
    raw=$(stat -c %s "build-web/$f"); gz=$(gzip -9c "build-web/$f" | wc -c); total=$((total + gz))
    echo "page: $f $raw bytes, $gz gzipped"
  done
  echo "page: $total bytes gzipped in all"
}

# The browser tests: puppeteer-core (web/tests/package-lock.json) drives
# Debian's chromium headless against a server on 127.0.0.1.
web_test() {
  (cd web/tests && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  node web/tests/run.mjs build-web
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
    setup "${PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    build build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_BUILD_APP=ON -DHD_WERROR=ON
    echo "== tests: RelWithDebInfo build, gcc, warnings as errors (build/) =="
    ctest --test-dir build --output-on-failure -j2
    # The Release configuration (gcc -O3 on every file) with warnings as
    # errors: the optimiser's own warnings (-Wfree-nonheap-object,
    # -Wstringop-overflow, -Wmaybe-uninitialized, ...) come only from the
    # inlining that -O3 does, so the RelWithDebInfo tree (-O2) would hide
    # them. Built, not run (the same sources run in every tree above and below).
    build build-release -DCMAKE_BUILD_TYPE=Release -DHD_BUILD_APP=ON -DHD_WERROR=ON
    echo "== built: Release, gcc -O3, warnings as errors (build-release/) =="
    # The geometry where long double is a double (as on MSVC and Apple arm64:
    # -mlong-double-64), built by clang with warnings as errors: the library,
    # its tests and the check mode, no window program.
    CC=clang build build-ld64 -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_BUILD_APP=OFF -DHD_LONG_DOUBLE_64=ON \
        -DHD_WERROR=ON
    echo "== tests: geometry, 64-bit long double, clang, warnings as errors (build-ld64/) =="
    ctest --test-dir build-ld64 --output-on-failure -j2 -L geom
    build build-asan -DCMAKE_BUILD_TYPE=Debug -DHD_SANITIZE=ON -DHD_BUILD_APP=ON
    echo "== tests: ASan+UBSan build (build-asan/) =="
    ctest --test-dir build-asan --output-on-failure -j2
    # ThreadSanitizer (clang): the geometry library, its thread test and the batch modes
    # on worker threads; any data race halts it.
    CC=clang cmake -S . -B build-tsan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_TSAN=ON -DHD_BUILD_APP=OFF >/dev/null
    cmake --build build-tsan --target test_geom_threads test_cli_threads -j"$(nproc)"
    echo "== tests: ThreadSanitizer, the geometry from 8 threads, the batch workers (build-tsan/) =="
    TSAN_OPTIONS=halt_on_error=1 ctest --test-dir build-tsan --output-on-failure -R '^(geom_threads|cli_threads)$'
    # libFuzzer targets in their own tree (clang; fuzz/README.md): replay the
    # seed and regression corpora, then fuzz each target for 30 s, one at a time.
    CC=clang build build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHD_FUZZ=ON
    echo "== fuzzing: libFuzzer targets, 30 s each (build-fuzz/) =="
    ctest --test-dir build-fuzz --output-on-failure -L fuzz
    # The page, built with Emscripten, tested in headless Chromium (web/tests/run.mjs).
    web_build
    echo "== tests: the page in headless Chromium (build-web/) =="
    web_test
    ;;
  web)
    web_build
    [ "${2:-}" = "--build-only" ] && exit 0
    port=${HD_WEB_PORT:-8080}
    echo "hitdemo in the browser: http://127.0.0.1:$port/"
    echo "  a case in the URL:    http://127.0.0.1:$port/?base=circle:640,360,100&cursor=circle:50&mouse=790,360"
    echo "  a scene:              http://127.0.0.1:$port/?scene=04"
    echo "(a plain static server on 127.0.0.1; Ctrl+C stops it)"
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory build-web
    ;;
  *)
    echo "usage: ./run.sh demo [hitdemo options] | ./run.sh web [--build-only] | ./run.sh test" >&2
    exit 2
    ;;
esac
