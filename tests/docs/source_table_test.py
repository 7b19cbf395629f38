#!/usr/bin/env python3
"""source_table_test.py SOURCE_DIR: docs/app.md's source table matches the files.

First the real tree: scripts/source_table.py --check must pass (every .c and
.h of src/naive, src/demo and src/cli listed, each with the first sentence
of its opening comment; nothing listed that does not exist). Then, on a copy
of those folders and docs/app.md, that the check catches each kind of drift
and names the file: a new file not in the table, a listed file removed, an
opening comment changed, a file with no opening comment; and that --write
mends the first three so the check passes again.
"""
import os
import shutil
import subprocess
import sys
import tempfile

src = os.path.abspath(sys.argv[1])
tool = os.path.join(src, "scripts", "source_table.py")
fail = []


def run(*args):
    out = subprocess.run([sys.executable, tool, *args], capture_output=True, text=True)
    return out.returncode, out.stdout + out.stderr


rc, out = run("--root", src)
print(out, end="")
if rc != 0:
    sys.exit("FAIL: docs/app.md's source table does not match the files (the rows above are what it should hold;"
             " scripts/source_table.py --write rewrites it)")

with tempfile.TemporaryDirectory() as tmp:
    for d in ("src/naive", "src/demo", "src/cli"):
        shutil.copytree(os.path.join(src, d), os.path.join(tmp, d))
    os.makedirs(os.path.join(tmp, "docs"))
    shutil.copy(os.path.join(src, "docs", "app.md"), os.path.join(tmp, "docs", "app.md"))

    def expect_fail(what, *needles):
        rc, out = run("--root", tmp)
        missing = [n for n in needles if n not in out]
        if rc != 1 or missing:
            fail.append(f"{what}: exit {rc}, output lacks {missing}:\n{out}")

    def write(rel, text):
        with open(os.path.join(tmp, rel), "w", encoding="utf-8") as f:
            f.write(text)

    write("src/cli/zz_new.c", "/* zz_new.c: a file the table has not met. More words. */\nint zz;\n")
    expect_fail("a new file", "src/cli/zz_new.c is missing", "| `src/cli/zz_new.c` | a file the table has not met. |")
    os.remove(os.path.join(tmp, "src/cli/zz_new.c"))

    os.remove(os.path.join(tmp, "src/cli/check.c"))
    expect_fail("a removed file", "src/cli/check.c: docs/app.md's source table lists a file that does not exist")

    path = os.path.join(tmp, "src/demo/model/view.c")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    write("src/demo/model/view.c", text.replace("/* view.c: ", "/* view.c: the view, said another way. ", 1))
    expect_fail("a changed comment", "src/demo/model/view.c: docs/app.md's source table says",
                "| `src/demo/model/view.c` | the view, said another way. |")

    write("src/demo/shell/zz_bare.c", "#include <stdio.h>\n/* zz_bare.c: too late. */\n")
    expect_fail("no opening comment", "src/demo/shell/zz_bare.c: the file does not start with a comment")
    os.remove(os.path.join(tmp, "src/demo/shell/zz_bare.c"))

    rc, out = run("--write", "--root", tmp)
    rc2, out2 = run("--root", tmp)
    if rc != 0 or rc2 != 0:
        fail.append(f"--write then --check: exits {rc}, {rc2}:\n{out}{out2}")
    with open(os.path.join(tmp, "docs", "app.md"), encoding="utf-8") as f:
        doc = f.read()
    if "`src/cli/check.c`" in doc or "| `src/demo/model/view.c` | the view, said another way. |" not in doc:
        fail.append("--write did not drop the removed file's row or take the changed comment")

for f in fail:
    print("FAIL:", f)
print("source table: the real tree matches; new, removed, changed and comment-less files are caught;",
      "ok" if not fail else "FAILED")
sys.exit(1 if fail else 0)
