#!/usr/bin/env bash
# web_deps.sh PREFIX: SDL2, SDL2_gfx, SDL2_image, FreeType and SDL2_ttf built
# for Emscripten from Debian's own source packages, installed as static
# libraries into PREFIX
# (include/, lib/, lib/pkgconfig/). Emscripten's -sUSE_SDL=2 ports download
# from the network, so they are not used.
#
# The sources come from `apt-get source` (after adding a deb-src entry for the
# mirror that serves libsdl2-dev, if none is configured), which checks every
# file against the .dsc and the .dsc against the signed Sources index. When
# apt-get source fails (SDL2_gfx's Debian tarball has been seen to 404), the
# files it names are fetched one by one, each checked against the SHA-256
# that the signed index gives, and the upstream (orig) tarball is used alone.
#
# PREFIX/hitdemo-web-deps.stamp names the recipe, the emcc version and every
# source file with its SHA-256; the build is skipped while the stamp's recipe
# and emcc lines match and the libraries are there. Remove PREFIX to rebuild.
set -euo pipefail

PREFIX=${1:?usage: scripts/web_deps.sh PREFIX}
RECIPE="hitdemo-web-deps recipe 2"
SRCPKGS=(libsdl2 libsdl2-gfx libsdl2-image freetype libsdl2-ttf)
JOBS=${HD_WEB_JOBS:-2}
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}

say() { echo "web_deps: $*" >&2; }
die() { say "error: $*"; exit 1; }

# (all of its output read: cut short, emcc dies of a broken pipe)
EMCC_VERSION=$(emcc --version 2>/dev/null) || die "emcc does not run (apt-get install emscripten)"
EMCC_VERSION=${EMCC_VERSION%%$'\n'*}
STAMP=$PREFIX/hitdemo-web-deps.stamp
LIBS=(lib/libSDL2.a lib/libSDL2_gfx.a lib/libSDL2_image.a lib/libfreetype.a lib/libSDL2_ttf.a)

up_to_date() {
  [ -f "$STAMP" ] || return 1
  [ "$(sed -n 1p "$STAMP")" = "$RECIPE" ] || return 1
  [ "$(sed -n 2p "$STAMP")" = "emcc $EMCC_VERSION" ] || return 1
  local l; for l in "${LIBS[@]}"; do [ -f "$PREFIX/$l" ] || return 1; done
  return 0
}

if up_to_date; then
  say "cached in $PREFIX (built from $(grep -c "^source " "$STAMP") checked source files; stamp $STAMP)"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

# --- a deb-src entry for the mirror that serves libsdl2-dev --------------------
have_src() { apt-cache showsrc libsdl2 2>/dev/null | grep -q '^Package: libsdl2$'; }
add_deb_src() {
  # The sources entry that gives libsdl2-dev's Packages index; copied with
  # its options (Signed-By must match) as a deb-src entry of our own.
  local entry file n uri suite comp
  read -r uri suite comp < <(apt-cache policy libsdl2-dev |
    awk '$2 ~ /^[a-z+]+:\/\// && $NF == "Packages" { split($3, a, "/"); print $2, a[1], a[2]; exit }')
  [ -n "${uri:-}" ] || die "no configured mirror serves libsdl2-dev (apt-cache policy libsdl2-dev)"
  entry=$(apt-get indextargets --format '$(SOURCESENTRY)' 'Created-By: Packages' \
            "Site: ${uri%/}" "Release: $suite" "Component: $comp" | head -1)
  [ -n "$entry" ] || die "cannot find the sources entry for $uri $suite $comp"
  file=${entry%:*}; n=${entry##*:}
  case "$file" in
    *.sources)
      # deb822: the n-th stanza, its Types line made deb-src.
      awk -v n="$n" 'BEGIN { RS = ""; ORS = "\n\n" } NR == n' "$file" |
        sed -E 's/^Types:.*/Types: deb-src/; /^Enabled:/d' |
        $SUDO tee /etc/apt/sources.list.d/hitdemo-deb-src.sources >/dev/null
      say "added /etc/apt/sources.list.d/hitdemo-deb-src.sources (from $file, entry $n)" ;;
    *)
      sed -n "${n}p" "$file" | sed -E 's/^[[:space:]]*deb[[:space:]]/deb-src /' |
        $SUDO tee /etc/apt/sources.list.d/hitdemo-deb-src.list >/dev/null
      say "added /etc/apt/sources.list.d/hitdemo-deb-src.list (from $file:$n)" ;;
  esac
  $SUDO apt-get update -qq
}
if ! have_src; then
  add_deb_src
  have_src || die "apt-cache showsrc libsdl2 finds nothing after adding a deb-src entry"
fi

# --- the sources, checked ---------------------------------------------------------
# 'URI' name size SHA256:hex for each file of each package, from the signed
# Sources index; the unpacked trees in $WORK are reused while this list is
# the same (so an interrupted build resumes where it stopped).
WORK=$PREFIX.src
mkdir -p "$WORK"
want=$(for pkg in "${SRCPKGS[@]}"; do
  apt-get source --print-uris -qq "$pkg" |
    sed -n "s/^'\([^']*\)' \([^ ]*\) \([0-9]*\) SHA256:\([0-9a-f]*\)$/$pkg \1 \2 \3 \4/p"
done)
for pkg in "${SRCPKGS[@]}"; do
  grep -q "^$pkg " <<<"$want" || die "apt-get source --print-uris $pkg gave no SHA-256 lines"
done
if [ "$want" != "$(cat "$WORK/uris.txt" 2>/dev/null)" ]; then
  rm -rf "$WORK"; mkdir -p "$WORK"
  for pkg in "${SRCPKGS[@]}"; do
    d=$WORK/$pkg
    mkdir -p "$d"
    say "fetching $pkg ($(grep -c "^$pkg " <<<"$want") files)"
    if (cd "$d" && apt-get source -qq "$pkg" >"$d/apt-source.log" 2>&1); then
      src=$(find "$d" -mindepth 1 -maxdepth 1 -type d | head -1)
      grep "^$pkg " <<<"$want" | awk '{ print "source", $1, $3, "sha256:" $5, "(apt-get source)" }' > "$d/used.txt"
    else
      say "apt-get source $pkg failed ($(grep -m1 "^E:" "$d/apt-source.log" || tail -1 "$d/apt-source.log")); fetching its files one by one"
      find "$d" -mindepth 1 ! -name apt-source.log -exec rm -rf {} +
      orig=""
      while read -r _ uri name size sha; do
        # apt's own downloader, checking the SHA-256 from the signed index.
        if /usr/lib/apt/apt-helper -qq download-file "$uri" "$d/$name" "SHA256:$sha" >/dev/null 2>&1; then
          echo "source $pkg $name sha256:$sha (apt-helper, checked)" >> "$d/used.txt"
          case "$name" in *.orig.tar.*) orig=$name ;; esac
        else
          echo "missing $pkg $name sha256:$sha (not downloadable: not used)" >> "$d/used.txt"
          say "  $name: not downloadable or not matching its SHA-256 ($uri)"
          rm -f "$d/$name"
        fi
      done < <(grep "^$pkg " <<<"$want")
      [ -n "$orig" ] || die "$pkg: the orig tarball could not be fetched"
      mkdir -p "$d/src"
      tar -xf "$d/$orig" -C "$d/src" --strip-components=1
      src=$d/src
      say "  $pkg: using $orig alone (SHA-256 checked), without the Debian patches"
    fi
    [ -n "$src" ] && [ -d "$src" ] || die "$pkg: no unpacked source tree"
    echo "$src" > "$d/tree.txt"
  done
  echo "$want" > "$WORK/uris.txt"
fi
tree() { cat "$WORK/$1/tree.txt"; }

mkdir -p "$PREFIX/include/SDL2" "$PREFIX/lib/pkgconfig"
rm -f "$STAMP"
CFLAGS_DEPS="-O2 -DNDEBUG"

# --- SDL2 (the slow one: CMake's checks each run emcc) ---------------------------
if [ ! -f "$WORK/sdl2.built" ] || [ ! -f "$PREFIX/lib/libSDL2.a" ]; then
say "building SDL2 ($(basename "$(tree libsdl2)")): 4 minutes on 2 cores"
t0=$(date +%s)
emcmake cmake -S "$(tree libsdl2)" -B "$WORK/build-sdl2" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="$CFLAGS_DEPS" \
  -DCMAKE_INSTALL_PREFIX="$PREFIX" \
  -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
  >"$WORK/sdl2-configure.log" 2>&1 || { tail -30 "$WORK/sdl2-configure.log"; die "SDL2 configure failed ($WORK/sdl2-configure.log)"; }
cmake --build "$WORK/build-sdl2" -j"$JOBS" >"$WORK/sdl2-build.log" 2>&1 || { tail -30 "$WORK/sdl2-build.log"; die "SDL2 build failed"; }
cmake --install "$WORK/build-sdl2" >"$WORK/sdl2-install.log" 2>&1 || die "SDL2 install failed"
say "  SDL2 done in $(( $(date +%s) - t0 )) s"
touch "$WORK/sdl2.built"
fi

# header_version HEADER MAJOR MINOR MICRO: "M.m.p" from the header's #defines.
header_version() {
  local h=$1 out="" d
  for d in "$2" "$3" "$4"; do
    out+=${out:+.}$(sed -n "s/^#define $d[[:space:]]*\([0-9]*\).*/\1/p" "$h")
  done
  echo "$out"
}

# write_pc LIB DESCRIPTION VERSION [MORE_LIBS]: the pkg-config file of a
# library in the prefix (MORE_LIBS: what it links besides, -lfreetype).
write_pc() {
  cat > "$PREFIX/lib/pkgconfig/$1.pc" <<PC
prefix=$PREFIX
libdir=\${prefix}/lib
includedir=\${prefix}/include
Name: $1
Description: $2 built for Emscripten by hitdemo's scripts/web_deps.sh
Version: $3
Requires: sdl2
Libs: -L\${libdir} -l$1 ${4:-}
Cflags: -I\${includedir}/SDL2
PC
}

# --- SDL2_gfx: its four .c files ----------------------------------------------------
if [ ! -f "$WORK/gfx.built" ] || [ ! -f "$PREFIX/lib/libSDL2_gfx.a" ]; then
  say "building SDL2_gfx"
  g=$(tree libsdl2-gfx)
  rm -rf "$WORK/build-gfx"; mkdir -p "$WORK/build-gfx"
  for f in SDL2_gfxPrimitives SDL2_rotozoom SDL2_framerate SDL2_imageFilter; do
    emcc $CFLAGS_DEPS -I"$PREFIX/include/SDL2" -c "$g/$f.c" -o "$WORK/build-gfx/$f.o" 2>>"$WORK/gfx-build.log" ||
      { tail -20 "$WORK/gfx-build.log"; die "SDL2_gfx: $f.c failed"; }
  done
  rm -f "$PREFIX/lib/libSDL2_gfx.a"
  emar rcs "$PREFIX/lib/libSDL2_gfx.a" "$WORK"/build-gfx/*.o
  cp "$g"/SDL2_gfxPrimitives.h "$g"/SDL2_gfxPrimitives_font.h "$g"/SDL2_rotozoom.h \
     "$g"/SDL2_framerate.h "$g"/SDL2_imageFilter.h "$PREFIX/include/SDL2/"
  write_pc SDL2_gfx "SDL2_gfx" \
    "$(header_version "$g/SDL2_gfxPrimitives.h" SDL2_GFXPRIMITIVES_MAJOR SDL2_GFXPRIMITIVES_MINOR SDL2_GFXPRIMITIVES_MICRO)"
  touch "$WORK/gfx.built"
fi

# --- SDL2_image: PNG through stb_image, IMG_SavePNG through its bundled miniz --------
if [ ! -f "$WORK/image.built" ] || [ ! -f "$PREFIX/lib/libSDL2_image.a" ]; then
  say "building SDL2_image (PNG: stb_image to load, miniz to save)"
  m=$(tree libsdl2-image)
  rm -rf "$WORK/build-image"; mkdir -p "$WORK/build-image"
  for c in "$m"/IMG*.c; do
    case "$(basename "$c")" in IMG_WIC.c|IMG_xxx.c) continue ;; esac
    emcc $CFLAGS_DEPS -DLOAD_PNG -DUSE_STBIMAGE -DSDL_IMAGE_SAVE_PNG=1 -I"$PREFIX/include/SDL2" -I"$m" \
      -c "$c" -o "$WORK/build-image/$(basename "$c" .c).o" 2>>"$WORK/image-build.log" ||
      { tail -20 "$WORK/image-build.log"; die "SDL2_image: $(basename "$c") failed"; }
  done
  rm -f "$PREFIX/lib/libSDL2_image.a"
  emar rcs "$PREFIX/lib/libSDL2_image.a" "$WORK"/build-image/*.o
  cp "$m/SDL_image.h" "$PREFIX/include/SDL2/"
  write_pc SDL2_image "SDL2_image (PNG only)" \
    "$(header_version "$m/SDL_image.h" SDL_IMAGE_MAJOR_VERSION SDL_IMAGE_MINOR_VERSION SDL_IMAGE_PATCHLEVEL)"
  touch "$WORK/image.built"
fi

# --- FreeType: for SDL2_ttf; no zlib, bzip2, PNG, HarfBuzz or Brotli ---------------
if [ ! -f "$WORK/freetype.built" ] || [ ! -f "$PREFIX/lib/libfreetype.a" ]; then
  say "building FreeType ($(basename "$(tree freetype)"))"
  t0=$(date +%s)
  emcmake cmake -S "$(tree freetype)" -B "$WORK/build-freetype" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="$CFLAGS_DEPS" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
    -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON \
    >"$WORK/freetype-configure.log" 2>&1 || { tail -30 "$WORK/freetype-configure.log"; die "FreeType configure failed ($WORK/freetype-configure.log)"; }
  cmake --build "$WORK/build-freetype" -j"$JOBS" >"$WORK/freetype-build.log" 2>&1 || { tail -30 "$WORK/freetype-build.log"; die "FreeType build failed"; }
  cmake --install "$WORK/build-freetype" >"$WORK/freetype-install.log" 2>&1 || die "FreeType install failed"
  say "  FreeType done in $(( $(date +%s) - t0 )) s"
  touch "$WORK/freetype.built"
fi

# --- SDL2_ttf: SDL_ttf.c over FreeType, without HarfBuzz ------------------------------
if [ ! -f "$WORK/ttf.built" ] || [ ! -f "$PREFIX/lib/libSDL2_ttf.a" ]; then
  say "building SDL2_ttf"
  t=$(tree libsdl2-ttf)
  rm -rf "$WORK/build-ttf"; mkdir -p "$WORK/build-ttf"
  emcc $CFLAGS_DEPS -DTTF_USE_HARFBUZZ=0 -I"$PREFIX/include/SDL2" -I"$PREFIX/include/freetype2" \
    -c "$t/SDL_ttf.c" -o "$WORK/build-ttf/SDL_ttf.o" 2>>"$WORK/ttf-build.log" ||
    { tail -20 "$WORK/ttf-build.log"; die "SDL2_ttf: SDL_ttf.c failed"; }
  rm -f "$PREFIX/lib/libSDL2_ttf.a"
  emar rcs "$PREFIX/lib/libSDL2_ttf.a" "$WORK/build-ttf/SDL_ttf.o"
  cp "$t/SDL_ttf.h" "$PREFIX/include/SDL2/"
  write_pc SDL2_ttf "SDL2_ttf (FreeType, no HarfBuzz)" \
    "$(header_version "$t/SDL_ttf.h" SDL_TTF_MAJOR_VERSION SDL_TTF_MINOR_VERSION SDL_TTF_PATCHLEVEL)" -lfreetype
  touch "$WORK/ttf.built"
fi

# --- the stamp: recipe, compiler, every source file and its SHA-256 ------------------
{
  echo "$RECIPE"
  echo "emcc $EMCC_VERSION"
  for pkg in "${SRCPKGS[@]}"; do cat "$WORK/$pkg/used.txt"; done
  for l in "${LIBS[@]}"; do echo "built $l"; done
} > "$STAMP.tmp"
mv "$STAMP.tmp" "$STAMP"
say "done: $PREFIX (stamp $STAMP)"
