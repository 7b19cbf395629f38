#!/usr/bin/env python3
"""page_glyphs_test.py ROOT: every character the page can draw is in the
fonts it embeds. web/CMakeLists.txt cuts DejaVu down to the code points in
its --unicodes list; a character outside it (the toolbar's ▾, the help's ✕)
shows as '?' on the page only, where no other test looks. The characters
drawn are those of the window program's C string literals (as UTF-8 or
\\xNN escapes) and of the lessons and scenes; CJK text is the desktop's
(its font is not on the page: docs/lang.md), so CJK code points and the
line breaker's punctuation tables are left out."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
cm = (root / "web/CMakeLists.txt").read_text(encoding="utf-8")
m = re.search(r'--unicodes=([^"]+)"', cm)
if not m:
    sys.exit("FAIL: no --unicodes list in web/CMakeLists.txt")
ranges = []
for part in m.group(1).split(","):
    a, _, b = part.partition("-")
    lo = int(a[2:], 16)
    ranges.append((lo, int(b, 16) if b else lo))


def covered(c):
    return any(lo <= c <= hi for lo, hi in ranges)


def cjk(c):
    return 0x2E80 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0xFE30 <= c <= 0xFFEF


LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
missing = {}
files = [p for p in (root / "src/demo").rglob("*.c") if p.name != "linebreak.c"]
for p in files:
    for lit in LITERAL.findall(p.read_text(encoding="utf-8")):
        raw = re.sub(rb"\\x([0-9a-fA-F]{2})", lambda h: bytes([int(h.group(1), 16)]), lit.encode("utf-8"))
        for ch in raw.decode("utf-8", errors="ignore"):
            c = ord(ch)
            if c > 0x7E and not cjk(c) and not covered(c):
                missing.setdefault(ch, p.relative_to(root))
for p in list((root / "assets/lessons").glob("*.lesson")) + list((root / "assets/scenes").glob("*.scene")):
    for ch in p.read_text(encoding="utf-8"):
        c = ord(ch)
        if c > 0x7E and not cjk(c) and not covered(c):
            missing.setdefault(ch, p.relative_to(root))
for ch, where in sorted(missing.items()):
    print("FAIL: U+%04X %s (in %s) is not in the page's fonts (web/CMakeLists.txt --unicodes)" % (ord(ch), ch, where))
print("page glyphs: %d files read, %d ranges, %d characters missing" % (len(files), len(ranges), len(missing)))
sys.exit(1 if missing else 0)
