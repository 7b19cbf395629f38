#!/usr/bin/env python3
"""exports_test.py LIB SYMBOLS INCLUDE: the face libhitdemo-geom.so shows.

- nm -D --defined-only LIB: the functions the shared library exports
  (names starting with _ are the toolchain's: _init, _fini, sanitizer hooks);
- SYMBOLS (packaging/libhitdemo-geom.symbols): the checked-in list, one
  name a line, # comments;
- INCLUDE: every `HD_API` declaration in include/hitdemo/**/*.h.

The three must be the same set: nothing exported that is not declared with
HD_API in a public header (an internal such as hd_xorient leaking into the
ABI), nothing declared that is not exported (a user's link error), nothing
in either that the checked-in list does not name (an ABI change made without
noticing). Every exported name starts with hd_ (hd__ for the detail/
functions the inline code calls), and no public header outside detail/
declares or defines an hd__ function or a generic helper (hd_min, hd_max,
hd_sgn, hd_two_sum)."""
import pathlib
import re
import subprocess
import sys

lib, symfile, inc = sys.argv[1:4]
out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True, check=True).stdout
exported = set()
for line in out.splitlines():
    f = line.split()
    if len(f) >= 3 and not f[2].startswith("_"):
        exported.add(f[2].split("@")[0])
listed = [l.strip() for l in open(symfile, encoding="utf-8") if l.strip() and not l.startswith("#")]
declared = set()
bad = 0
headers = sorted(pathlib.Path(inc).rglob("*.h"))
for h in headers:
    text = h.read_text(encoding="utf-8")
    for m in re.finditer(r"^HD_API\b[^;{]*?\b(hd_\w+)\s*\(", text, re.M):
        declared.add(m.group(1))
    if h.parent.name != "detail":
        decl = r"^(?:static inline\s+|HD_API\s+)[^;{(]*?\b(hd__\w+|hd_min|hd_max|hd_sgn|hd_two_sum)\s*\("
        for m in re.finditer(decl, text, re.M):
            print(f"FAIL: {h.name} declares {m.group(1)} (internals go to include/hitdemo/detail/)")
            bad = 1
if len(listed) != len(set(listed)):
    print(f"FAIL: {symfile} names a symbol twice")
    bad = 1
if listed != sorted(listed):
    print(f"FAIL: {symfile} is not sorted")
    bad = 1
listed = set(listed)
for s in sorted(exported - declared):
    print(f"FAIL: {s} is exported but not declared with HD_API in include/hitdemo/")
    bad = 1
for s in sorted(declared - exported):
    print(f"FAIL: {s} is declared with HD_API but not exported")
    bad = 1
for s in sorted(exported - listed):
    print(f"FAIL: {s} is exported but not in {symfile}")
    bad = 1
for s in sorted(listed - exported):
    print(f"FAIL: {s} is in {symfile} but not exported")
    bad = 1
for s in sorted(exported):
    if not s.startswith("hd_"):
        print(f"FAIL: exported {s} lacks the hd_ prefix")
        bad = 1
api = sorted(s for s in exported if not s.startswith("hd__") and not re.fullmatch(r"hd_sign_\w+_exact", s))
print(f"{len(exported)} exported functions: {len(api)} API, {len(exported) - len(api)} detail (called by inline code)")
sys.exit(bad)
