#!/usr/bin/env python3
"""Every count of lesson steps and scene files that the docs state matches the assets.

README.md, docs/*.md, docs/hitdemo.1 and web/shell.html are read; a stated
count is "N steps" in a sentence about the lesson ("lesson", "guided
sequence") and "N scenes" / "N scene files" / "N edge-case scenes". They must
equal the number of assets/lessons/*.lesson and assets/scenes/*.scene files.
The lesson table in docs/app.md must have one row per step, numbered 1..N.
Exit 1 with each wrong count as path:line: what.
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
steps = len(list((root / "assets/lessons").glob("*.lesson")))
scenes = len(list((root / "assets/scenes").glob("*.scene")))
files = [root / "README.md", root / "docs/hitdemo.1", root / "web/shell.html"] + sorted((root / "docs").glob("*.md"))

# a lesson's step count: "lesson ... N steps" or "guided sequence of N steps" in one sentence
STEP_RE = re.compile(r"(lesson|guided sequence)[^.;:|]{0,80}?\b(\d+) steps\b", re.I)
SCENE_RE = re.compile(r"\b(\d+) (?:edge-case )?scene(?:s\b| files\b)", re.I)

bad = []
found = {"steps": 0, "scenes": 0}
for f in files:
    if not f.exists():
        continue
    text = f.read_text(encoding="utf-8")
    # a fenced block is a program's output or code, not a count the docs state: blank it out
    # (keeping its line breaks, so the line numbers stay right)
    text = re.sub(r"```.*?```", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    # sentences may run over a line break: match on the text with newlines as spaces, report the line
    flat = text.replace("\n", " ")
    for m in STEP_RE.finditer(flat):
        n = int(m.group(2))
        line = text.count("\n", 0, m.start(2)) + 1
        # "at most 48 steps are kept" (the I stepping's list) is no lesson count: the sentence must
        # name the lesson, which STEP_RE asks for
        found["steps"] += 1
        if n != steps:
            bad.append(f"{f.relative_to(root)}:{line}: says {n} lesson steps; assets/lessons has {steps}")
    for m in SCENE_RE.finditer(flat):
        n = int(m.group(1))
        line = text.count("\n", 0, m.start(1)) + 1
        found["scenes"] += 1
        if n != scenes:
            bad.append(f"{f.relative_to(root)}:{line}: says {n} scenes; assets/scenes has {scenes}")

# docs/app.md's table of the bundled lesson: | step | what it teaches | ... |
app = (root / "docs/app.md").read_text(encoding="utf-8")
# the lesson table is the run of rows numbered from 1 after "The bundled lesson has"
at = app.find("The bundled lesson has")
lesson_rows = [int(r) for r in re.findall(r"^\| (\d+) \|", app[at:at + 6000], re.M)] if at >= 0 else []
if lesson_rows != list(range(1, steps + 1)):
    bad.append(f"docs/app.md: the lesson table's rows are {lesson_rows}; assets/lessons has steps 1 to {steps}")

for b in bad:
    print(b)
print(f"counts: {found['steps']} lesson-step counts and {found['scenes']} scene counts checked "
      f"against {steps} steps and {scenes} scenes; {len(bad)} wrong")
sys.exit(1 if bad else 0)
