#!/usr/bin/env python3
"""hud_lang_test.py HITDEMO: the HUD in French and Chinese (issue 31), from
`report hud` over every pair of kinds with D, I and N on, the full and the
compact HUD, at 1280x720, 1024x768 and 1024x768 --present:
  - the HUD's words in the language (`collision : oui|non` with U+202F,
    `碰撞：是|否`; `distance`, `距离`...), and English without --lang;
  - every line valid UTF-8 (the wrap never cuts a character) and no wider
    than the window (`widest Npx of Wpx`, never `too wide`);
  - no line (past its indent) starts with a closing mark ，。：；？！）.
"""
import re
import subprocess
import sys
import tempfile

prog = sys.argv[1]
NN = "\u202f"
kinds = ["point", "circle:30", "rect:60,40", "line:-40,-30", "capsule:-30,0,15", "polygon:-30,-30,40,-10,0,40"]
bases = ["point:500,300", "circle:500,300,80", "rect:420,250,160,100", "line:400,250,600,350",
         "polygon:420,250,600,260,560,380,430,360", "arc:500,300,40,90,0,270", "wedge:500,300,90,30,200"]
body = []
for b in bases:
    for c in kinds:
        for mouse in ("510 310", "700 500"):
            body += ["base %s" % b, "cursor %s" % c, "place %s" % mouse, "report hud"]
WORD = {"fr": re.compile("collision" + NN + ": (oui|non)   "), "zh_CN": re.compile("碰撞：(是|否)   "),
        "en": re.compile("collide: (yes|no)   ")}
CLOSING = set("，。、：；？！）》”")
failures = checked = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


for lang in ("fr", "zh_CN", "en"):
    for cfg in (["--window", "1280,720"], ["--window", "1024,768"], ["--window", "1024,768", "--present"]):
        for compact in (False, True):
            if lang == "en" and (compact or cfg[1] != "1280,720"):
                continue
            with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
                f.write("show hud on\nshow dist on\nshow inner on\nshow naive on\n" + ("key shift+h\n" if compact else ""))
                f.write("\n".join(body) + "\n")
                path = f.name
            args = [prog, "--headless"] + (["--lang", lang] if lang != "en" else []) + cfg + ["--script", path]
            out = subprocess.run(args, capture_output=True, timeout=300)
            where = "%s %s%s" % (lang, " ".join(cfg), " compact" if compact else "")
            try:
                text = out.stdout.decode("utf-8")
            except UnicodeDecodeError as e:
                fail("%s: not UTF-8 (%s): a character cut" % (where, e))
                continue
            if out.returncode != 0:
                fail("%s: exit %d" % (where, out.returncode))
                continue
            reports = text.split(": report hud\n")[1:]
            if len(reports) != len(bases) * len(kinds) * 2:
                fail("%s: %d reports" % (where, len(reports)))
            for r in reports:
                lines = r.splitlines()
                m = re.match(r"hud: \w+, (\d+) lines?, widest (\d+)px of (\d+)px(, too wide)?$", lines[0])
                if not m:
                    fail("%s: no hud: header: %s" % (where, lines[0]))
                    continue
                checked += 1
                if m.group(4) or int(m.group(2)) > int(m.group(3)):
                    fail("%s: wider than the window: %s" % (where, lines[0]))
                hud = lines[1:1 + int(m.group(1))]
                first = "\n".join(hud[:3])
                if not WORD[lang].search(first.replace("\n  ", "")) and not WORD[lang].search(first):
                    fail("%s: the verdict is not in %s: %s" % (where, lang, hud[:2]))
                for ln in hud:
                    if ln.lstrip()[:1] in CLOSING:
                        fail("%s: a line starts with a closing mark: %s" % (where, ln))
            print("ok %s: %d reports" % (where, len(reports)))
print("%d HUD reports checked; %d failures" % (checked, failures))
sys.exit(1 if failures else 0)
