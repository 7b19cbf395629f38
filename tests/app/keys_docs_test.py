#!/usr/bin/env python3
"""keys_docs_test.py HITDEMO README DOCS_APP

The keys' docs cannot drift from the table the keys run by (keys.c):
`hitdemo --keys` (which checks the table itself: no row shadowed by
another) must exit 0; README.md must hold its output verbatim; and the
first column of docs/app.md's "## Keys" table must list the same keys and
pointer actions in the same order.
"""
import re
import subprocess
import sys

hitdemo, readme, docs = sys.argv[1:4]
out = subprocess.run([hitdemo, "--keys"], capture_output=True, text=True)
fail = []
if out.returncode != 0:
    sys.exit(f"FAIL: hitdemo --keys exited {out.returncode}: {out.stderr}")
table = out.stdout
rows = [l for l in table.splitlines() if l.startswith("| ") and not l.startswith("| Key |")]
labels = [r.split(" | ")[0][2:] for r in rows]
for must in ["`E`", "`C`", "`Ctrl+C`", "`[ ]`", "`Delete, Backspace`", "`Ctrl+arrows`", "`X`", "left drag",
             "double-click", "`G`"]:
    if must not in labels:
        fail.append(f"--keys lacks {must}")
if table not in open(readme, encoding="utf-8").read():
    fail.append("README.md does not hold the table of `hitdemo --keys` verbatim")
text = open(docs, encoding="utf-8").read()
m = re.search(r"^## Keys\n(.*?)(?=^## )", text, re.S | re.M)
if not m:
    fail.append("docs/app.md has no '## Keys' section")
else:
    first = [l.split(" | ")[0][2:] for l in m.group(1).splitlines()
             if l.startswith("| ") and not l.startswith("| Key |")]
    if first != labels:
        for i, (a, b) in enumerate(zip(first + [None] * len(labels), labels + [None] * len(first))):
            if a != b:
                fail.append(f"docs/app.md's key table row {i + 1} is {a!r}, the key table's is {b!r}")
                break
for f in fail:
    print("FAIL:", f)
print(f"{len(labels)} keys and pointer actions; {'ok' if not fail else 'FAILED'}")
sys.exit(1 if fail else 0)
