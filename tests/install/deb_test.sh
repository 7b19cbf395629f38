#!/usr/bin/env bash
# deb_test.sh BUILD VERSION CPACK LANGS SOVERSION
# Makes the .deb of the build tree BUILD as README says (cpack -G DEB, here
# into a temporary folder) and checks it as a packager would, without
# installing it on the machine:
#  - the control fields (dpkg-deb --field): Package, Version, Architecture,
#    Depends (the window's libraries and fonts), Recommends (the CJK font);
#  - the shlibs control file (CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS) naming
#    the library's SONAME;
#  - the contents (dpkg-deb --contents): the program, the window program,
#    the library (shared with its SONAME and symlinks, static), the public
#    headers, hitdemo.pc, the CMake package, the man page, the .desktop
#    entry, the icon, the built-in peers (HD_PEERS in the environment:
#    comma-separated names), the message catalogs (LANGS: comma-separated)
#    and the scenes, lessons and scripts;
#  - unpacked into a scratch root (dpkg-deb -x): the library's SONAME is
#    libhitdemo-geom.so.SOVERSION and the unpacked hitdemo runs.
# CPack's Debian generator needs `file` (./run.sh test installs it): without
# it cpack fails, and so does this test.
set -u
build=$1 version=$2 cpack=$3 langs=$4 soversion=$5
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
ok() { echo "ok: $*"; }

command -v file >/dev/null || fail "the file utility is missing (CPack's Debian generator needs it; ./run.sh test installs it)"
if ! (cd "$build" && "$cpack" -G DEB -B "$tmp/out" --config "$build/CPackConfig.cmake") >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log"
  fail "cpack -G DEB"
  exit 1
fi
deb=$(ls "$tmp"/out/*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { cat "$tmp/cpack.log"; fail "cpack made no .deb"; exit 1; }
ok "cpack -G DEB: $(basename "$deb") ($(stat -c %s "$deb") bytes)"

# ---- the control fields ------------------------------------------------------------
field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = hitdemo ] && ok "Package: hitdemo" || fail "Package: '$(field Package)'"
[ "$(field Version)" = "$version" ] && ok "Version: $version" || fail "Version: '$(field Version)', expected $version"
arch=$(dpkg --print-architecture)
[ "$(field Architecture)" = "$arch" ] && ok "Architecture: $arch" || fail "Architecture: '$(field Architecture)', expected $arch"
depends=$(field Depends)
for d in libc6 libsdl2-2.0-0 libsdl2-gfx-1.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 fonts-dejavu-core; do
  case ", $depends," in *", $d"[\ ,]*) ;; *) fail "Depends lacks $d: $depends" ;; esac
done
ok "Depends: $depends"
case "$(field Recommends)" in *fonts-wqy-microhei*) ok "Recommends: $(field Recommends)" ;; *) fail "Recommends: '$(field Recommends)'" ;; esac
[ -n "$(field Description)" ] && ok "Description: $(field Description | head -1)" || fail "no Description"

# ---- the shlibs file ---------------------------------------------------------------
mkdir -p "$tmp/control"
dpkg-deb -e "$deb" "$tmp/control"
if grep -qx "libhitdemo-geom $soversion hitdemo (= $version)" "$tmp/control/shlibs" 2>/dev/null; then
  ok "shlibs: $(cat "$tmp/control/shlibs")"
else
  fail "shlibs: '$(cat "$tmp/control/shlibs" 2>/dev/null)', expected 'libhitdemo-geom $soversion hitdemo (= $version)'"
fi
# ldconfig after installing and after removing the library: a trigger
# (newer CPack) or the maintainer scripts (CMake 3.25's CPack).
if [ -e "$tmp/control/triggers" ] && grep -q ldconfig "$tmp/control/triggers"; then
  ok "the ldconfig trigger"
elif grep -qw ldconfig "$tmp/control/postinst" 2>/dev/null && grep -qw ldconfig "$tmp/control/postrm" 2>/dev/null; then
  ok "ldconfig in postinst and postrm"
else
  fail "ldconfig is run neither by a trigger nor by postinst and postrm: $(ls "$tmp/control" | tr '\n' ' ')"
fi

# ---- the contents ------------------------------------------------------------------
# dpkg-deb --contents prints tar's listing: the path is the 6th field,
# "./usr/...", and a symlink's is followed by " -> TARGET".
dpkg-deb --contents "$deb" | awk '{print $6}' | sed 's|^\./|/|' | sort >"$tmp/paths"
has() { grep -qx -- "$1" "$tmp/paths"; }
libdir=$(grep -m1 '/libhitdemo-geom\.a$' "$tmp/paths" | sed 's|/libhitdemo-geom\.a$||')
[ -n "$libdir" ] || { fail "no libhitdemo-geom.a in the package"; libdir=/usr/lib; }
want=(/usr/bin/hitdemo /usr/libexec/hitdemo/hitdemo-window
      "$libdir/libhitdemo-geom.a" "$libdir/libhitdemo-geom.so" "$libdir/libhitdemo-geom.so.$soversion"
      "$libdir/pkgconfig/hitdemo.pc"
      "$libdir/cmake/hitdemo/hitdemoConfig.cmake" "$libdir/cmake/hitdemo/hitdemoConfigVersion.cmake"
      "$libdir/cmake/hitdemo/hitdemoTargets.cmake"
      /usr/share/man/man1/hitdemo.1.gz /usr/share/applications/hitdemo.desktop
      /usr/share/icons/hicolor/scalable/apps/hitdemo.svg
      /usr/share/hitdemo/scripts/tour.txt /usr/share/doc/hitdemo/README.md)
hd_peers=${HD_PEERS:-}
for name in ${hd_peers//,/ }; do want+=("/usr/bin/hitdemo-peer-$name"); done
for l in ${langs//,/ }; do want+=("/usr/share/locale/$l/LC_MESSAGES/hitdemo.mo"); done
n=0
for f in "${want[@]}"; do
  if has "$f"; then n=$((n + 1)); else fail "not in the package: $f"; fi
done
ok "$n of ${#want[@]} expected paths in the package (peers: ${hd_peers:-none}; catalogs: $langs)"
heads=$(grep -c '^/usr/include/hitdemo/.*\.h$' "$tmp/paths")
[ "$heads" -gt 0 ] && ok "$heads headers under /usr/include/hitdemo" || fail "no headers under /usr/include/hitdemo"
scenes=$(grep -c '^/usr/share/hitdemo/scenes/.*\.scene$' "$tmp/paths")
lessons=$(grep -c '^/usr/share/hitdemo/lessons/.*\.lesson$' "$tmp/paths")
[ "$scenes" -gt 0 ] && [ "$lessons" -gt 0 ] && ok "$scenes scenes, $lessons lesson steps" || fail "$scenes scenes, $lessons lesson steps"
grep -q '^/usr/local' "$tmp/paths" && fail "paths under /usr/local: $(grep -m3 '^/usr/local' "$tmp/paths" | tr '\n' ' ')"

# ---- unpacked into a scratch root ------------------------------------------------------
root=$tmp/root
dpkg-deb -x "$deb" "$root"
soname=$(readelf -d "$root$libdir/libhitdemo-geom.so" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
[ "$soname" = "libhitdemo-geom.so.$soversion" ] && ok "SONAME $soname" || fail "SONAME '$soname', expected libhitdemo-geom.so.$soversion"
[ -L "$root$libdir/libhitdemo-geom.so" ] && [ -L "$root$libdir/libhitdemo-geom.so.$soversion" ] \
  && ok "libhitdemo-geom.so -> $(readlink "$root$libdir/libhitdemo-geom.so")" || fail "the .so symlinks"
grep -q "^Libs: .*-lhitdemo-geom" "$root$libdir/pkgconfig/hitdemo.pc" && grep -q '^prefix=/usr$' "$root$libdir/pkgconfig/hitdemo.pc" \
  && ok "hitdemo.pc: prefix=/usr" || fail "hitdemo.pc: $(cat "$root$libdir/pkgconfig/hitdemo.pc")"
file "$root/usr/bin/hitdemo" | grep -q 'stripped' && ! file "$root/usr/bin/hitdemo" | grep -q 'not stripped' \
  && ok "hitdemo is stripped" || fail "hitdemo: $(file "$root/usr/bin/hitdemo")"
out=$("$root/usr/bin/hitdemo" --version) && [ "$out" = "hitdemo $version" ] && ok "the unpacked hitdemo --version: $out" \
  || fail "the unpacked hitdemo --version: '$out'"
gzip -dc "$root/usr/share/man/man1/hitdemo.1.gz" | grep -q "^\.TH HITDEMO 1 " && ok "the man page unpacks" || fail "the man page"

if [ "$fails" -ne 0 ]; then echo "$fails failed" >&2; exit 1; fi
echo "all ok"
