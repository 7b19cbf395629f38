#!/bin/sh
# po_test.sh PO POT PLURAL: the catalog PO is complete and clean. msgfmt -c
# (formats, headers) with --statistics showing no fuzzy and no untranslated
# entry; every string of the template POT is in PO (msgcmp); the
# Plural-Forms header is PLURAL; in French, no plain space before : ; ? !
# or inside « » (the narrow no-break space U+202F, docs/lang.md).
set -u
po=$1
pot=$2
plural=$3
bad=0
stats=$(msgfmt -c --statistics -o /dev/null "$po" 2>&1) || { echo "FAIL: msgfmt -c $po: $stats"; bad=1; }
echo "$po: $stats"
case $stats in
*fuzzy* | *untranslated*) echo "FAIL: $po has fuzzy or untranslated entries"; bad=1 ;;
esac
if ! out=$(msgcmp "$po" "$pot" 2>&1); then
  echo "FAIL: a string of $pot is missing from $po (run msgmerge -U $po $pot, then translate):"
  echo "$out"
  bad=1
fi
if ! grep -q "^\"Plural-Forms: $plural\\\\n\"" "$po"; then
  echo "FAIL: $po's Plural-Forms header is not '$plural'"
  bad=1
fi
case $po in
*fr.po)
  # msgstr lines only: the English msgids have their own spacing
  if msgattrib --no-wrap --no-obsolete "$po" | grep '^msgstr' | grep -n -E " [:;?!»]|« "; then
    echo "FAIL: $po has a plain space before : ; ? ! » or after « (use U+202F, the narrow no-break space)"
    bad=1
  fi
  ;;
esac
exit $bad
