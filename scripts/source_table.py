#!/usr/bin/env python3
"""source_table.py [--check | --write] [--root DIR]: docs/app.md's source table.

The table lists every source file (*.c, *.h) of the window program, the
seed formulas and the command line (src/naive, src/demo/**, src/cli/**),
one row each: its path and the first sentence of its opening comment, the
text after "name.c: ". It sits in docs/app.md between the two marker
comments below.

--check (the default) compares the table with the files and exits 1 when a
file is missing from it, it lists a file that does not exist, a row's line
differs from the file's opening comment, or the rows are out of order;
each problem names the file and prints the row expected. A file whose
opening comment does not start with "name.c: " is a problem too.
--write rewrites the table from the files (what the check expects).
--root DIR works on another tree (the tests use a copy).
"""
import os
import re
import sys

BEGIN = "<!-- source-table: begin (made by scripts/source_table.py --write; checked by ctest docs_source_table) -->"
END = "<!-- source-table: end -->"
DOC = "docs/app.md"
# The folders, lowest layer first; the table keeps this order, then the
# files of each folder (and of the folders under it) by name.
FOLDERS = ["src/naive", "src/demo/model", "src/demo/formats", "src/demo/draw", "src/demo/ctx",
           "src/demo/features", "src/demo/shell", "src/cli"]
SCANNED = ["src/naive", "src/demo", "src/cli"]
HEADER = ["| File | What |", "|---|---|"]
# Opening comments that name another file (a file renamed, its comment not
# yet): printed, not failed; the line after the name is still checked.
NOTES = []


def sources(root):
    """Every *.c and *.h under SCANNED, as paths relative to root, in table order."""
    found = []
    for top in SCANNED:
        for d, _, names in os.walk(os.path.join(root, top)):
            for n in names:
                if n.endswith((".c", ".h")):
                    found.append(os.path.relpath(os.path.join(d, n), root).replace(os.sep, "/"))

    def key(path):
        folder = os.path.dirname(path)
        rank = next((i for i, f in enumerate(FOLDERS) if folder == f or folder.startswith(f + "/")),
                    len(FOLDERS))
        stem, ext = os.path.splitext(os.path.basename(path))
        return (rank, folder, stem, ext)
    return sorted(found, key=key)


def opening_comment(text):
    """The text of the file's first comment, if the file starts with one (lines joined, '*' gutters cut)."""
    s = text.lstrip()
    if s.startswith("//"):
        lines = []
        for line in s.splitlines():
            if not line.startswith("//"):
                break
            lines.append(line[2:].strip())
        return lines
    if not s.startswith("/*"):
        return None
    end = s.find("*/")
    if end < 0:
        return None
    lines = []
    for line in s[2:end].splitlines():
        line = line.strip()
        if line.startswith("*"):
            line = line[1:].strip()
        lines.append(line)
    return lines


def first_sentence(lines):
    """(name, sentence) from the opening comment's first paragraph "name.c: sentence. More.", or (None, why)."""
    while lines and not lines[0]:
        lines = lines[1:]
    para = []
    for line in lines:
        if not line:
            break
        para.append(line)
    text = " ".join(para)
    m = re.match(r"([A-Za-z0-9_.+-]+\.[ch]): (.*)", text)
    if not m:
        return None, "its opening comment does not start with 'name.c: ' or 'name.h: '"
    name, rest = m.group(1), m.group(2)
    # A sentence ends at a full stop followed by a space, unless the word
    # before it is one letter ("D. Apart") or an abbreviation ("e.g.", "cf.").
    for sm in re.finditer(r"\.(?=\s)", rest):
        word = rest[:sm.start()].split(" ")[-1].strip("`(")
        if len(word) <= 1 or re.fullmatch(r"([A-Za-z]\.)+[A-Za-z]|etc|vs|cf", word):
            continue
        return name, rest[:sm.start() + 1]
    return name, rest


def expected(root):
    """([(path, line)], [problem]) from the files."""
    rows, problems = [], []
    for path in sources(root):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            lines = opening_comment(f.read())
        if lines is None:
            problems.append(f"{path}: the file does not start with a comment ('/* {os.path.basename(path)}: ... */')")
            continue
        name, line = first_sentence(lines)
        if name is None:
            problems.append(f"{path}: {line}")
            continue
        if name != os.path.basename(path):
            NOTES.append(f"{path}: its opening comment names it {name!r}")
        rows.append((path, line))
    return rows, problems


def row(path, line):
    return f"| `{path}` | {line.replace('|', chr(92) + '|')} |"


def parse_row(text):
    m = re.match(r"\| `([^`]+)` \| (.*) \|$", text)
    if not m:
        return None
    return m.group(1), m.group(2).replace(chr(92) + "|", "|")


def table_span(doc_lines):
    try:
        b = doc_lines.index(BEGIN)
        e = doc_lines.index(END, b)
    except ValueError:
        return None
    return b, e


def check(root):
    doc = os.path.join(root, DOC)
    with open(doc, encoding="utf-8") as f:
        doc_lines = f.read().split("\n")
    want, problems = expected(root)
    span = table_span(doc_lines)
    if span is None:
        problems.append(f"{DOC}: no source table between the lines '{BEGIN}' and '{END}'")
        return problems, 0
    body = doc_lines[span[0] + 1:span[1]]
    have = []
    for i, text in enumerate(body):
        if text in HEADER:
            continue
        r = parse_row(text)
        if r is None:
            problems.append(f"{DOC}:{span[0] + 2 + i}: not a row of the source table: {text!r}")
        else:
            have.append(r)
    have_map = dict(have)
    want_map = dict(want)
    for path, line in want:
        if path not in have_map:
            problems.append(f"{path} is missing from {DOC}'s source table; the row:\n    {row(path, line)}")
        elif have_map[path] != line:
            problems.append(f"{path}: {DOC}'s source table says {have_map[path]!r}, its opening comment "
                            f"says {line!r}; the row:\n    {row(path, line)}")
    seen = set()
    for path, _ in have:
        if path in seen:
            problems.append(f"{path}: {DOC}'s source table lists it twice")
        seen.add(path)
        if path in want_map:
            continue
        if not os.path.exists(os.path.join(root, path)):
            problems.append(f"{path}: {DOC}'s source table lists a file that does not exist")
        else:
            problems.append(f"{path}: {DOC}'s source table lists a file that is not a .c or .h under "
                            f"{', '.join(SCANNED)}")
    if not problems and [p for p, _ in have] != [p for p, _ in want if p in have_map]:
        problems.append(f"{DOC}'s source table is not in layer order")
    if not problems and body != HEADER + [row(p, l) for p, l in want]:
        problems.append(f"{DOC}'s source table is not written as --write writes it")
    return problems, len(have)


def write(root):
    doc = os.path.join(root, DOC)
    with open(doc, encoding="utf-8") as f:
        doc_lines = f.read().split("\n")
    want, problems = expected(root)
    span = table_span(doc_lines)
    if span is None:
        problems.append(f"{DOC}: no lines '{BEGIN}' and '{END}' to write the table between")
    if problems:
        return problems
    new = doc_lines[:span[0] + 1] + HEADER + [row(p, l) for p, l in want] + doc_lines[span[1]:]
    with open(doc, "w", encoding="utf-8") as f:
        f.write("\n".join(new))
    print(f"{DOC}: {len(want)} rows written")
    return []


def main(argv):
    mode, root = "--check", os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    args = list(argv)
    while args:
        a = args.pop(0)
        if a in ("--check", "--write"):
            mode = a
        elif a == "--root" and args:
            root = args.pop(0)
        else:
            sys.exit(f"usage: source_table.py [--check | --write] [--root DIR] (got {a!r})")
    if mode == "--write":
        problems = write(root)
    else:
        problems, n = check(root)
    for note in sorted(set(NOTES)):
        print("note:", note)
    for p in problems:
        print("FAIL:", p)
    if problems:
        if mode == "--check":
            print("to rewrite the table from the files: scripts/source_table.py --write")
        return 1
    if mode == "--check":
        print(f"{DOC}: the source table lists all {n} files, each with its opening comment's line; ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
