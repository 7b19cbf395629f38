#!/usr/bin/env python3
"""page_glyphs_test.py ROOT [BUILD_WEB]: every character the page can draw
is in the fonts it embeds.

web/CMakeLists.txt cuts the fonts down at build time: DejaVu to the code
points of its --unicodes list plus the characters of the catalogs and the
bundled files, WenQuanYi Micro Hei (the Chinese glyphs, drawn glyph by
glyph where DejaVu has none) to the characters of the catalogs and the
bundled files (scripts/page_text.py finds them in po/*.po and assets/).
A character missing from them shows as '?' on the page only, where no
other test looks. Checked here:

1. the window program's C string literals (as UTF-8 or \\xNN escapes; CJK
   text there is the line breaker's tables, not drawn) are within the
   --unicodes list (the literals are not scanned at build time);
2. every character of every po/*.po and every file under assets/ (read
   here, not with the build's scripts/page_text.py) is in
   each DejaVu face or, failing that, in the CJK subset: the fonts are
   those of BUILD_WEB/fonts when given, else made here in a temporary
   folder with web/CMakeLists.txt's own pyftsubset command lines (the
   --unicodes list and options read from it), and their character maps
   are read by this script itself (TrueType cmap formats 4 and 12).

Skipped (77) when pyftsubset or the source fonts are missing and no
BUILD_WEB is given."""
import os
import pathlib
import re
import shutil
import struct
import subprocess
import sys
import tempfile

root = pathlib.Path(sys.argv[1])
build_web = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else None
cm = (root / "web/CMakeLists.txt").read_text(encoding="utf-8")
m = re.search(r'"--unicodes=([^"]+)"', cm)
if not m:
    sys.exit("FAIL: no --unicodes list in web/CMakeLists.txt")
unicodes_arg = m.group(1)
ranges = []
for part in unicodes_arg.split(","):
    a, _, b = part.partition("-")
    lo = int(a[2:], 16)
    ranges.append((lo, int(b, 16) if b else lo))


def covered(c):
    return any(lo <= c <= hi for lo, hi in ranges)


def cjk(c):
    return 0x2E80 <= c <= 0x9FFF or 0xF900 <= c <= 0xFAFF or 0xFE30 <= c <= 0xFFEF


# ---- 1. the C literals, within the --unicodes list ------------------------
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
for ch, where in sorted(missing.items()):
    print("FAIL: U+%04X %s (in %s) is not in the page's fonts (web/CMakeLists.txt --unicodes)" % (ord(ch), ch, where))
print("page glyphs: %d source files read, %d ranges, %d characters of the literals missing" % (len(files), len(ranges), len(missing)))
failed = bool(missing)


# ---- 2. the catalogs and the bundled files, in the fonts ------------------
def cmap(path):
    """The code points a TrueType/OpenType font (or a collection's first
    face) maps, from its cmap table (formats 4 and 12)."""
    data = pathlib.Path(path).read_bytes()
    base = 0
    if data[:4] == b"ttcf":
        base = struct.unpack(">I", data[12:16])[0]
    num = struct.unpack(">H", data[base + 4:base + 6])[0]
    table = None
    for i in range(num):
        tag, _, off, _ = struct.unpack(">4sIII", data[base + 12 + 16 * i:base + 28 + 16 * i])
        if tag == b"cmap":
            table = off
    if table is None:
        raise SystemExit("FAIL: %s has no cmap table" % path)
    out = set()
    n = struct.unpack(">H", data[table + 2:table + 4])[0]
    for i in range(n):
        pid, eid, off = struct.unpack(">HHI", data[table + 4 + 8 * i:table + 12 + 8 * i])
        if pid not in (0, 3):
            continue
        s = table + off
        fmt = struct.unpack(">H", data[s:s + 2])[0]
        if fmt == 4:
            segx2 = struct.unpack(">H", data[s + 6:s + 8])[0]
            seg = segx2 // 2
            ends = struct.unpack(">%dH" % seg, data[s + 14:s + 14 + segx2])
            starts = struct.unpack(">%dH" % seg, data[s + 16 + segx2:s + 16 + 2 * segx2])
            deltas = struct.unpack(">%dh" % seg, data[s + 16 + 2 * segx2:s + 16 + 3 * segx2])
            ro_at = s + 16 + 3 * segx2
            ros = struct.unpack(">%dH" % seg, data[ro_at:ro_at + segx2])
            for k in range(seg):
                for c in range(starts[k], ends[k] + 1):
                    if c == 0xFFFF:
                        continue
                    if ros[k] == 0:
                        g = (c + deltas[k]) & 0xFFFF
                    else:
                        ga = ro_at + 2 * k + ros[k] + 2 * (c - starts[k])
                        g = struct.unpack(">H", data[ga:ga + 2])[0]
                        g = (g + deltas[k]) & 0xFFFF if g else 0
                    if g:
                        out.add(c)
        elif fmt == 12:
            groups = struct.unpack(">I", data[s + 12:s + 16])[0]
            for k in range(groups):
                lo, hi, g = struct.unpack(">III", data[s + 16 + 12 * k:s + 28 + 12 * k])
                out.update(range(lo, hi + 1))
    return out


FACES = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono"]
CJK_FILE = "wqy-microhei-page.ttf"
tmp = None
if build_web:
    fonts = build_web / "fonts"
    where = str(fonts)
else:
    pyft = shutil.which("pyftsubset")
    src = re.search(r'set\(HD_FONT_SRC "([^"]+)"', cm).group(1)
    cjk_src = re.search(r'set\(HD_CJK_SRC "([^"]+)"', cm).group(1)
    if not pyft or not os.path.exists(cjk_src) or not os.path.exists(src + "/DejaVuSans.ttf"):
        print("SKIP: pyftsubset (Debian's fonttools), %s or %s missing" % (src, cjk_src))
        sys.exit(77 if not failed else 1)
    tmp = tempfile.TemporaryDirectory(prefix="hd-page-glyphs-")
    fonts = pathlib.Path(tmp.name)
    text = fonts / "page-text.txt"
    subprocess.run([sys.executable, str(root / "scripts/page_text.py"), str(root), str(text)], check=True)
    # web/CMakeLists.txt's command lines
    feat = re.search(r'--text-file=\$\{HD_PAGE_TEXT\} (--layout-features=\S*) --output-file=\$\{out\}\n', cm)
    cjk_feat = re.search(r'--font-number=0 --text-file=\$\{HD_PAGE_TEXT\}\s+(--layout-features=\S*)', cm)
    if not feat or not cjk_feat:
        sys.exit("FAIL: web/CMakeLists.txt's pyftsubset command lines are not as this test reads them")
    for face in FACES:
        subprocess.run([pyft, "%s/%s.ttf" % (src, face), "--unicodes=" + unicodes_arg, "--text-file=%s" % text,
                        feat.group(1), "--output-file=%s/%s.ttf" % (fonts, face)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([pyft, cjk_src, "--font-number=0", "--text-file=%s" % text, cjk_feat.group(1),
                    "--output-file=%s/%s" % (fonts, CJK_FILE)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    where = "made here as web/CMakeLists.txt makes them"

maps = {f: cmap(fonts / ("%s.ttf" % f)) for f in FACES}
cjk_map = cmap(fonts / CJK_FILE)
# what the page may draw, read here (not with the build's scan, so a file the
# scan leaves out is caught): every catalog, every file under assets/
sources = sorted((root / "po").glob("*.po")) + sorted(p for p in (root / "assets").rglob("*") if p.is_file())
chars = {}
for p in sources:
    data = p.read_bytes()
    if b"\0" in data:
        continue
    for ch in data.decode("utf-8"):
        if ord(ch) > 0x7E:
            chars.setdefault(ch, p)
absent = 0
for ch, p in sorted(chars.items()):
    c = ord(ch)
    if c in (0x0A, 0x0D, 0x09, 0xFEFF):
        continue
    lacking = [f for f in FACES if c not in maps[f] and c not in cjk_map]
    if lacking:
        absent += 1
        print("FAIL: U+%04X %s (in %s) is in none of the page's fonts for %s" % (c, ch, p.relative_to(root),
                                                                                 ", ".join(lacking)))
n_cjk = sum(1 for ch in chars if cjk(ord(ch)))
sizes = ", ".join("%s %d" % (f.name, f.stat().st_size) for f in sorted(fonts.glob("*.ttf")))
print("page glyphs: %d characters of %d catalogs and bundled files (%d CJK), %d missing; fonts %s: %s bytes" %
      (len(chars), len(sources), n_cjk, absent, where, sizes))
sys.exit(1 if failed or absent else 0)
