#!/usr/bin/env python3
"""lesson_fit_test.py HITDEMO SRC_ROOT: the lesson panel in French and Chinese
(issue 31 section 4), from `report lesson` and `report hud`.

Over the fixture lessons (tests/lang/fixtures/lessons-fr, lessons-zh_CN: one
long step each, the French written with plain spaces before : ; ? !) and over
assets/lessons/fr/ and assets/lessons/zh_CN/ where they exist (skipped, and
said so, while they do not), at 1280x720, 1280x720 --present and 1024x768
--present, every step:
  - no lesson line wider than the window (`too wide`, or its width in px);
  - the panel's own words in the language (`Étape 1 sur`, `第 1 步`);
  - no line starts with a closing mark (，。、：；？！）》” or : ; ? ! » ) ]);
  - French: the narrow no-break space U+202F before : ; ? ! (no plain space);
  - Chinese: no space between two Chinese characters (lines are joined);
  - the HUD beside the panel no wider than the window.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

prog, root = sys.argv[1], sys.argv[2]
NN = "\u202f"
CLOSING = set("，。、：；？！）》」』】”:;?!»)]}")
TITLE = {"fr": "Étape %d sur %d" + NN + ": ", "zh_CN": "第 %d 步（共 %d 步）："}
# the lines whose text is a formula or a run (mono, never re-spaced)
FORMULA = {"fr": ("exacte  ", "naïve  ", "jeux  ", "I  ", "essai  ", "peer  "),
           "zh_CN": ("正确公式  ", "朴素公式  ", "游戏做法  ", "I  ", "运动  ", "peer  ")}


def cjk(c):
    o = ord(c)
    return 0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFF60


sets = [(os.path.join(root, "tests/lang/fixtures/lessons-" + l), l, True) for l in ("fr", "zh_CN")]
for l in ("fr", "zh_CN"):
    d = os.path.join(root, "assets/lessons", l)
    if glob.glob(os.path.join(d, "*.lesson")):
        sets.append((d, l, False))
    else:
        print("skip: %s has no lessons yet (the translated lessons come with lang-content)" % d)

configs = [["--window", "1280,720"], ["--window", "1280,720", "--present"], ["--window", "1024,768", "--present"]]
failures = 0
checked = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


for d, lang, fixture in sets:
    n = len(glob.glob(os.path.join(d, "*.lesson")))
    script = ["show hud on", "report lesson", "report hud"] + ["key space", "report lesson", "report hud"] * (n - 1)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(script) + "\n")
        path = f.name
    for cfg in configs:
        where = "%s %s" % (os.path.relpath(d, root), " ".join(cfg))
        out = subprocess.run([prog, "--headless", "--lang", lang, "--lessons", d, "--lesson", "1"] + cfg +
                             ["--script", path], capture_output=True, timeout=300)
        try:
            text = out.stdout.decode("utf-8")
        except UnicodeDecodeError as e:
            fail("%s: not UTF-8 (%s): a character cut" % (where, e))
            continue
        if out.returncode != 0:
            fail("%s: exit %d\n%s" % (where, out.returncode, out.stderr.decode("utf-8", "replace")))
            continue
        win_w = int(re.search(r"--window (\d+)", " ".join(cfg)).group(1))
        steps = re.findall(r"^lesson: step (\d+) of (\d+)", text, re.M)
        if len(steps) != n:
            fail("%s: %d steps reported, %d expected" % (where, len(steps), n))
        for m in re.finditer(r"^line (\d+) \((\d+)px(, too wide)?\): (.*)$", text, re.M):
            checked += 1
            no, w, wide, body = int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)
            if wide or w > win_w:
                fail("%s: line %s is %dpx, wider than the window: %s" % (where, no, w, body))
            if no == 1 and not re.match(re.escape(TITLE[lang]).replace("%d", r"\d+").replace("\\%d", r"\d+"), body):
                fail("%s: the title line is not in %s: %s" % (where, lang, body))
            if body[:1] in CLOSING:
                fail("%s: a line starts with a closing mark: %s" % (where, body))
            if body.startswith(FORMULA[lang]):
                continue
            if lang == "fr" and re.search(r" [:;?!»]", body):
                fail("%s: a plain space before a French : ; ? ! » (U+202F expected): %s" % (where, body))
            hint = ("最后一步", "Space 下一步") if lang == "zh_CN" else ("dernière étape", "Space suivante")
            if body.startswith(hint):
                # the keys' hint keeps a space between a key and its action
                if lang == "zh_CN" and "Backspace 上一步" not in body:
                    fail("%s: the hint lost its spaces: %s" % (where, body))
                continue
            if lang == "zh_CN" and any(cjk(a) and b == " " and cjk(c) for a, b, c in zip(body, body[1:], body[2:])):
                fail("%s: a space between two Chinese characters: %s" % (where, body))
        for m in re.finditer(r"^hud: \w+, \d+ lines?, widest (\d+)px of (\d+)px(, too wide)?$", text, re.M):
            checked += 1
            if m.group(3) or int(m.group(1)) > int(m.group(2)):
                fail("%s: the HUD is wider than the window: %s" % (where, m.group(0)))
        if not re.search(r"^hud: ", text, re.M):
            fail("%s: no report hud" % where)
    os.unlink(path)
print("%d lesson and HUD lines checked; %d failures" % (checked, failures))
sys.exit(1 if failures else 0)
