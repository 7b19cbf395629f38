#!/usr/bin/env python3
"""svg_cjk_test.py HITDEMO SRC_ROOT: a figure (`svg FILE`) of the window in Chinese:
every <text> with a Chinese character names WenQuanYi Micro Hei after DejaVu
in its font-family (DejaVu has no Chinese glyphs; a viewer then finds a CJK
font) and has no letter-spacing (the raster's advances come from two fonts);
a line without Chinese keeps DejaVu alone. The French figure has no CJK
font named. The Chinese figure shows the fixture lesson
(tests/lang/fixtures/lessons-zh_CN), so its text has Chinese from a file too."""
import os
import re
import subprocess
import sys
import tempfile

prog, root = sys.argv[1], sys.argv[2]
failures = 0


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


def cjk(s):
    return any(0x2E80 <= ord(c) <= 0x9FFF or 0xFF00 <= ord(c) <= 0xFF60 for c in s)


tmp = tempfile.mkdtemp()
for lang in ("zh_CN", "fr"):
    svg = os.path.join(tmp, "fig_%s.svg" % lang)
    script = os.path.join(tmp, "fig_%s.txt" % lang)
    with open(script, "w") as f:
        f.write("show hud on\nshow inner on\nshow dist on\nbase circle:500,300,80\ncursor rect:60,40\n"
                "place 560 340\nsvg %s\n" % svg)
    lesson = ["--lessons", os.path.join(root, "tests/lang/fixtures/lessons-" + lang), "--lesson", "1"]
    out = subprocess.run([prog, "--headless", "--lang", lang, "--window", "1024,768"] + lesson + ["--script", script],
                         capture_output=True, text=True, timeout=120)
    if out.returncode != 0 or not os.path.exists(svg):
        fail("%s: no figure (exit %d): %s" % (lang, out.returncode, out.stderr))
        continue
    doc = open(svg, encoding="utf-8").read()
    texts = re.findall(r"<text ([^>]*)>(.*?)</text>", doc, re.S)
    n_cjk = 0
    for attrs, body in texts:
        fam = re.search(r'font-family="([^"]*)"', attrs).group(1)
        if cjk(body):
            n_cjk += 1
            if not re.match(r"DejaVu Sans( Mono)?, .*WenQuanYi Micro Hei", fam):
                fail("%s: Chinese text without WenQuanYi Micro Hei after DejaVu (%s): %s" % (lang, fam, body))
            if "letter-spacing" in attrs:
                fail("%s: Chinese text with letter-spacing: %s" % (lang, body))
        elif "WenQuanYi" in fam:
            fail("%s: a line without Chinese names WenQuanYi: %s" % (lang, body))
    if lang == "zh_CN" and n_cjk < 5:
        fail("zh_CN: only %d text lines with Chinese in the figure (the HUD in Chinese expected)" % n_cjk)
    if lang == "fr" and n_cjk:
        fail("fr: %d lines with Chinese" % n_cjk)
    print("%s: %d text lines, %d with Chinese" % (lang, len(texts), n_cjk))
sys.exit(1 if failures else 0)
