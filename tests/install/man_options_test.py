#!/usr/bin/env python3
"""man_options_test.py HITDEMO MANPAGE VERSION: docs/hitdemo.1 names every
option of `hitdemo --help` and no other, and carries the project's version."""
import re
import subprocess
import sys

hitdemo, manpage, version = sys.argv[1:4]
help_text = subprocess.run([hitdemo, "--help"], capture_output=True, text=True, check=True).stdout
with open(manpage, encoding="utf-8") as f:
    roff = f.read()
# roff writes a hyphen as \- ; comments (.\") are not the page.
text = "\n".join(l for l in roff.splitlines() if not l.startswith('.\\"')).replace("\\-", "-")
opt = re.compile(r"(?<![\w-])--[a-z][a-z-]*[a-z]")
in_help = set(opt.findall(help_text)) | ({"-h"} if re.search(r"(?<![\w-])-h\b", help_text) else set())
in_man = set(opt.findall(text)) | ({"-h"} if re.search(r"(?<![\w-])-h\b", text) else set())
bad = 0
for o in sorted(in_help - in_man):
    print(f"FAIL: {o} is in --help but not in {manpage}")
    bad = 1
for o in sorted(in_man - in_help):
    print(f"FAIL: {o} is in {manpage} but not in --help")
    bad = 1
th = re.search(r'^\.TH HITDEMO 1 "[^"]*" "hitdemo ([^"]*)"', roff, re.M)
if not th or th.group(1) != version:
    print(f"FAIL: the .TH line's version is {th.group(1) if th else None}, the project's {version}")
    bad = 1
for m in re.findall(r"hitdemo (\d+\.\d+(?:\.\d+)?)", text):
    if m != version:
        print(f"FAIL: the page names version {m}, the project's is {version}")
        bad = 1
print(f"{len(in_help)} options in --help, {len(in_man)} in the man page")
sys.exit(bad)
