#!/bin/sh
# pot_test.sh SRC_ROOT WORKDIR: every string marked _(), N_() or ngettext()
# in the sources is in the checked-in po/hitdemo.pot (remake it with
# `cmake --build build --target pot`, then msgmerge the catalogs).
set -u
root=$1
work=$2
mkdir -p "$work"
"$root/scripts/make_pot.sh" "$root" "$work/hitdemo.pot" 2>/dev/null || { echo "FAIL: xgettext failed"; exit 1; }
n=$(grep -c '^msgid ' "$work/hitdemo.pot")
if ! out=$(msgcmp --use-untranslated "$root/po/hitdemo.pot" "$work/hitdemo.pot" 2>&1); then
  echo "FAIL: source strings missing from po/hitdemo.pot (cmake --build build --target pot):"
  echo "$out"
  exit 1
fi
# the other way: strings no source marks any more (a warning, not a failure:
# msgmerge drops them)
msgcmp --use-untranslated "$work/hitdemo.pot" "$root/po/hitdemo.pot" >/dev/null 2>&1 ||
  echo "note: po/hitdemo.pot has strings no source marks any more (cmake --build build --target pot)"
echo "$((n - 1)) strings marked in the sources, all in po/hitdemo.pot"
