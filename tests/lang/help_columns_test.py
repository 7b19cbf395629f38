#!/usr/bin/env python3
"""help_columns_test.py HITDEMO: --help in French and Chinese (issue 31,
docs/lang.md), run with the C locale only (env -i), has its columns where
the English help has them, by display width (an East Asian wide or
full-width character is two columns of a terminal, as wcwidth counts it:
computed here with Python's unicodedata, not by the program's own code):

  - each option's description starts in the English help's column for that
    option (24 for the window's options, 23 for the check modes' and the
    hunt's, 34 for the usage lines), or on the next line under that column
    when the option itself is wider;
  - every continuation line of a description starts in that column (a JSON
    line of the check modes one column further, as in English);
  - no line is wider than 80 columns;
  - the options, their metavariables and the spec syntax lines are the
    English ones, and the words are translated (a heading, a description).
"""
import re
import subprocess
import sys
import unicodedata

hitdemo = sys.argv[1]
bad = 0


def fail(msg):
    global bad
    bad = 1
    print("FAIL:", msg)


def cols(s):
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def help_text(lang):
    r = subprocess.run(["env", "-i", "PATH=/usr/bin:/bin", hitdemo, "--lang", lang, "--help"],
                       capture_output=True, timeout=60)
    if r.returncode != 0:
        fail(f"--lang {lang} --help: exit {r.returncode}: {r.stderr!r}")
    return r.stdout.decode("utf-8").split("\n")


OPT = re.compile(r"^(  -\S.*?|usage: hitdemo \[options\]|       hitdemo \S.*?)(  +)(\S.*)?$")
OPT_ALONE = re.compile(r"^(  -\S.*|       hitdemo \S.*)$")


def rows(lines):
    """[(option text, description column or None, [continuation lines])]"""
    out = []
    for ln in lines:
        m = OPT.match(ln)
        if m and not ln.startswith("   " + " " * 20):
            left = m.group(1)
            out.append([left, cols(left + m.group(2)) if m.group(3) else None, []])
            continue
        if OPT_ALONE.match(ln) and not ln.startswith("    "):
            out.append([ln, None, []])
            continue
        if out and ln.startswith(" " * 20):
            out[-1][2].append(ln)
        elif ln.strip():
            out.append([None, None, []])  # a heading or paragraph ends the row
    return [r for r in out if r[0]]


en = help_text("en")
en_rows = rows(en)
for lang, heading, word in (("fr", "Options de la fenêtre\u202f:", "ouvre la fenêtre"),
                            ("zh_CN", "窗口选项：", "打开演示窗口")):
    lines = help_text(lang)
    text = "\n".join(lines)
    if heading not in lines or word not in text:
        fail(f"{lang}: --help is not translated (no {heading!r} or {word!r})")
    for i, ln in enumerate(lines):
        if cols(ln) > 80:
            fail(f"{lang}: line {i + 1} is {cols(ln)} columns wide: {ln!r}")
    got = rows(lines)
    names = [r[0] for r in got]
    if names != [r[0] for r in en_rows]:
        fail(f"{lang}: the options differ from the English help's: {sorted(set(names) ^ set(r[0] for r in en_rows))}")
        continue
    checked = 0
    for (left, col, cont), e in zip(got, en_rows):
        # the table's column: the English continuation lines' (a wide option's
        # first line starts further right), else its first line's
        want = cols(e[2][0]) - cols(e[2][0].lstrip(" ")) if e[2] else e[1]
        if want is None:
            continue
        first = col
        if first is None:  # the description starts under the option
            if not cont:
                fail(f"{lang}: {left.strip()!r} has no description")
                continue
            first = cols(cont[0]) - cols(cont[0].lstrip(" "))
            cont = cont[1:]
        if first != want:
            fail(f"{lang}: {left.strip()!r}: the description starts in column {first}, the English one in {want}")
        for c in cont:
            ind = cols(c) - cols(c.lstrip(" "))
            if ind != want and not (ind == want + 1 and c.lstrip().startswith('"')):
                fail(f"{lang}: {left.strip()!r}: a line starts in column {ind}, not {want}: {c!r}")
        checked += 1
    if checked < 50:
        fail(f"{lang}: only {checked} option rows checked")
    for spec in ("  point:X,Y  circle:CX,CY,R  rect:X,Y,W,H  line:X1,Y1,X2,Y2",
                 "  arc:CX,CY,RIN,ROUT,START,END  wedge:CX,CY,R,START,END"):
        if spec not in lines:
            fail(f"{lang}: the spec syntax line {spec!r} is not as in English")
    if not bad:
        print(f"ok: {lang}: {checked} option rows in the English columns by display width, no line over 80 columns")
sys.exit(bad)
