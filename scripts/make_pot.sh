#!/bin/sh
# make_pot.sh SRC_ROOT OUT: the message template of hitdemo, every string
# marked _(), N_(), ngettext() or (in src/geom) HD_MSG() in src/ (docs/lang.md). The header's
# POT-Creation-Date is fixed, so the template only changes when a string
# does. Used by the `pot` target (OUT = po/hitdemo.pot) and lang_pot_test.
set -eu
root=$1
out=$2
cd "$root"
files=$(find src -name '*.[ch]' | LC_ALL=C sort)
# shellcheck disable=SC2086
xgettext --language=C --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=HD_MSG --keyword=ngettext:1,2 \
  --add-comments=TRANSLATORS: --add-location=file --sort-by-file --package-name=hitdemo \
  --msgid-bugs-address= \
  --copyright-holder='the hitdemo authors' -o "$out.tmp" $files
sed -e 's/^"POT-Creation-Date: .*"$/"POT-Creation-Date: 2026-01-01 00:00+0000\\n"/' \
    -e 's/^"Content-Type: text\/plain; charset=CHARSET\\n"$/"Content-Type: text\/plain; charset=UTF-8\\n"/' \
    "$out.tmp" > "$out"
rm -f "$out.tmp"
