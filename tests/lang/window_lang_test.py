#!/usr/bin/env python3
"""window_lang_test.py HITDEMO WORKDIR: the window's words in each language.

1. `hitdemo --keys` in English, French and Chinese (--lang, and the
   environment under env -i): the same rows, the same key column byte for
   byte, every description translated.
2. A headless window driven by a script: `key F2` (an SDL_PushEvent, as a
   key press comes) switches en -> fr -> zh_CN -> en; `report lang`, the
   message line, `report toolbar`'s labels and the F1 help's screenshot
   follow; the toolbar's boxes (window points) stay inside the window and
   apart at 1024x768 and 1920x1080 in every language.
3. The script line `lang`: a bad value is exit 2 naming the line; Chinese
   without the CJK font is exit 3 naming the Debian package.
"""
import os
import subprocess
import sys

hd, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
fails = []
ENV = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": work}


def run(args, env=None, script=None):
    e = dict(ENV)
    e.update(env or {})
    if script is not None:
        path = os.path.join(work, "s.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(script)
        args = args + ["--headless", "--script", path]
    return subprocess.run([hd] + args, capture_output=True, text=True, env=e, timeout=120)


def rows(out):
    r = []
    for line in out.splitlines():
        if line.startswith("| ") and not line.startswith("| Key |"):
            key, _, action = line[2:].partition(" | ")
            r.append((key, action.rstrip(" |")))
    return r


# 1. --keys
en = rows(run(["--keys"]).stdout)
if len(en) < 50:
    fails.append(f"--keys in English: {len(en)} rows")
for how, args, env in [("--lang fr", ["--lang", "fr", "--keys"], None),
                       ("LANG=fr_FR.UTF-8", ["--keys"], {"LANG": "fr_FR.UTF-8"}),
                       ("--lang zh_CN", ["--lang", "zh_CN", "--keys"], None),
                       ("LANGUAGE=zh_CN LANG=C.UTF-8", ["--keys"], {"LANGUAGE": "zh_CN", "LANG": "C.UTF-8"})]:
    p = run(args, env)
    got = rows(p.stdout)
    if p.returncode != 0 or len(got) != len(en):
        fails.append(f"--keys ({how}): exit {p.returncode}, {len(got)} rows, English has {len(en)}")
        continue
    for (k0, a0), (k1, a1) in zip(en, got):
        if k0 != k1:
            fails.append(f"--keys ({how}): the key column says {k1!r} where English says {k0!r}")
        if a0 == a1:
            fails.append(f"--keys ({how}): {k0}: the description is English: {a1!r}")
    if "fr" in how and not any("\u202f:" in a for _, a in got):
        fails.append(f"--keys ({how}): no French colon with its narrow no-break space")
    if "zh" in how and not any("\uff1a" in a for _, a in got):
        fails.append(f"--keys ({how}): no full-width colon")


# 2. the live language, by key, in a headless window
def toolbar(out, mark):
    """The buttons after the report line ending with `mark`: (label, x0, y0, x1, y1)."""
    lines = out.splitlines()
    at = next((i for i, l in enumerate(lines) if l.endswith(mark)), None)
    got = []
    for l in lines[at + 1:] if at is not None else []:
        if not l.startswith("button "):
            break
        rest = l.split(": ", 1)[1]
        if rest.startswith("none "):
            continue
        box, label = rest.split(" ", 1)
        label = label.split(" key=")[0].replace(" [on]", "")
        got.append((label,) + tuple(float(v) for v in box.split(",")))
    return got


shots = {}
script = "move 500 400\nshow toolbar on\n"
for i, lang in enumerate(["en", "fr", "zh_CN", "en"]):
    if i:
        script += "key F2\n"
    shot = os.path.join(work, f"help_{i}_{lang}.png")
    shots[i] = shot
    script += f"report lang\nreport toolbar\nkey F1\nreport help\nscreenshot {shot}\nkey F1\n"
script += "quit\n"
p = run(["--window", "1024,768"], script=script)
out = p.stdout
if p.returncode != 0:
    fails.append(f"the F2 script: exit {p.returncode}: {p.stderr}")
langs = [l.rsplit(": ", 1)[1] for l in out.splitlines() if "report lang: " in l]
if langs != ["en", "fr", "zh_CN", "en"]:
    fails.append(f"F2 three times: report lang says {langs}")
helps = [l.rsplit(": ", 1)[1] for l in out.splitlines() if "report help: " in l]
if helps != ["page 1 of 1"] * 4:
    fails.append(f"the help at 1024x768: {helps} (one page in every language)")
marks = [l for l in out.splitlines() if l.endswith("report toolbar")]
want_help = ["Help", "Aide", "\u5e2e\u52a9", "Help"]
want_lang = ["EN", "FR", "\u4e2d\u6587", "EN"]
for i, m in enumerate(marks):
    labels = [b[0] for b in toolbar(out, m)]
    if want_help[i] not in labels or want_lang[i] not in labels:
        fails.append(f"toolbar {i + 1}: no {want_help[i]!r} and {want_lang[i]!r} in {labels}")
if len(marks) != 4:
    fails.append(f"{len(marks)} toolbar reports")
data = {i: open(s, "rb").read() if os.path.exists(s) else b"" for i, s in shots.items()}
if not data[0] or data[0] == data[1] or data[1] == data[2] or data[0] == data[2]:
    fails.append("the help's screenshots in English, French and Chinese are not three different pictures")
if data[0] != data[3]:
    fails.append("the English help after a round of the languages is not the first one")
# the message line, in the new language
p = run(["--window", "1024,768"], script="key F2\nexpect message Langue\u202f: fran\u00e7ais\nkey F2\n"
        "expect message \u754c\u9762\u8bed\u8a00\uff1a\u4e2d\u6587\nkey F2\nexpect message Language: English\nquit\n")
if p.returncode != 0:
    fails.append(f"the messages of F2: exit {p.returncode}: {p.stdout}{p.stderr}")

# the toolbar's boxes in every language at both sizes
for size in ["1024,768", "1920,1080"]:
    w = int(size.split(",")[0])
    for lang in ["en", "fr", "zh_CN"]:
        p = run(["--window", size, "--lang", lang],
                script="show toolbar on\nreport toolbar\nclick %d 20\nreport toolbar\nquit\n" % (w - 20))
        for mark in [l for l in p.stdout.splitlines() if l.endswith("report toolbar")]:
            b = toolbar(p.stdout, mark)
            if len(b) < 8:
                fails.append(f"{lang} {size}: {len(b)} buttons")
            for j, (lab, x0, y0, x1, y1) in enumerate(b):
                if x0 < 0 or x1 > w or x1 - x0 < 20:
                    fails.append(f"{lang} {size}: {lab!r} at {x0}..{x1}")
                for lab2, a0, b0, a1, b1 in b[:j]:
                    if x0 < a1 and a0 < x1 and y0 < b1 and b0 < y1:
                        fails.append(f"{lang} {size}: {lab!r} over {lab2!r}")

# 3. the script line
p = run(["--window", "800,600"], script="lang xx\n")
if p.returncode != 2 or "s.txt:1" not in p.stderr or "lang fr" not in p.stderr:
    fails.append(f"'lang xx': exit {p.returncode}: {p.stderr!r}")
p = run(["--window", "800,600"], script="lang fr\nreport lang\nlang zh_CN\nquit\n", env={"HD_CJK_FONT": ""})
if p.returncode != 3 or "fonts-wqy-microhei" not in p.stderr or "report lang: fr" not in p.stdout:
    fails.append(f"'lang zh_CN' without the CJK font: exit {p.returncode}: {p.stdout!r} {p.stderr!r}")

for f in fails:
    print("FAIL:", f)
print(f"{len(en)} key rows; {'ok' if not fails else 'FAILED'}")
sys.exit(1 if fails else 0)
