#!/usr/bin/env python3
"""The themes' colours (src/demo/draw/palette.h), checked by numbers.

For each theme (light, dark, contrast):
  - the colours of the help's legend that mean different things
    (HD_PALETTE_LEGEND), composited over the theme's background as they are
    drawn, and the background itself, stay at least MIN_DE apart in CIELAB
    (CIE76) for normal vision and under simulated protanopia, deuteranopia
    and tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, on
    linear RGB);
  - no two of them differ only by lightness: the chromatic distance
    (a*, b*) of the colours themselves (opaque: a translucent fill has its
    colour's hue) for normal vision is at least MIN_CHROMA (the collision map is
    the cursor's colour by design: the same meaning, "the cursor");
and the contrast theme's text has a WCAG contrast ratio of at least 7:1
on every panel it is written on (the labels too: black on their boxes),
its marks at least 3:1 on its background.

Usage: palette_test.py [PALETTE_H]   (default: the tree's palette.h)
"""
import itertools
import math
import os
import re
import sys

MIN_DE = 10.0
MIN_CHROMA = 15.0
SAME_MEANING = [{"CURSOR", "MAP"}]

MACHADO = {
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    "normal": [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
}
THEMES = ["light", "dark", "contrast"]
# (text, panel) pairs of the contrast theme, each composited over BG
TEXT_ON = [("TEXT", "BG"), ("TEXT", "HUD_PANEL"), ("TEXT", "BAR"), ("TEXT", "LESSON_PANEL"), ("TEXT", "TOOLBAR"),
           ("TEXT", "BUTTON"), ("TEXT", "BUTTON_HOVER"), ("TEXT", "HELP_VEIL"), ("TEXT", "SPEC_FIELD"),
           ("TEXT", "LABEL_BOX"), ("TEXT", "TOOLBAR_HINT"), ("TEXT_DIM", "BG"), ("TEXT_DIM", "LESSON_PANEL"),
           ("ALERT", "HUD_PANEL"), ("ALERT", "BAR"), ("LESSON_TASK", "LESSON_PANEL"),
           ("LESSON_DECISION", "LESSON_PANEL"), ("BUTTON_ON_TEXT", "BUTTON_ON"), ("LABEL_INK", "LABEL_BOX")]
# the contrast theme's marks (dots, lines, arrows) against its background:
# at least 3:1, WCAG's contrast for graphics, so a washed-out projector
# still shows them
MARKS = ["POINT", "CLOSEST", "PUSH", "INNER", "ALERT", "GHOST", "BASE", "CURSOR"]


def parse(path):
    src = open(path, encoding="utf-8").read()
    table = re.search(r"#define HD_PALETTE_TABLE\(X\)(.*?)\n\n", src, re.S)
    legend = re.search(r"#define HD_PALETTE_LEGEND\(X\)(.*?)\n\n", src, re.S)
    if not table or not legend:
        sys.exit("palette_test: %s has no HD_PALETTE_TABLE / HD_PALETTE_LEGEND (no themes)" % path)
    rows = {}
    for m in re.finditer(r"X\((\w+),\s*(\([^()]*\)),\s*(\([^()]*\)),\s*(\([^()]*\))\)", table.group(1)):
        rows[m.group(1)] = [tuple(int(v, 0) for v in re.findall(r"0x[0-9a-fA-F]+|\d+", t)) for t in m.groups()[1:]]
    names = re.findall(r"X\((\w+)\)", legend.group(1))
    return rows, names


def lin(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def unlin(c):
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def over(c, bg):
    a = c[3] / 255.0
    return tuple(c[i] * a + bg[i] * (1 - a) for i in range(3))


def simulate(rgb, m):
    l = [lin(v) for v in rgb]
    return [min(1.0, max(0.0, sum(m[i][j] * l[j] for j in range(3)))) for i in range(3)]


def lab(linrgb):
    r, g, b = linrgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def luminance(rgb):
    l = [lin(v) for v in rgb]
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "src", "demo", "draw", "palette.h")
    rows, legend = parse(path)
    bad = 0
    if len(legend) < 10:
        print("FAIL: the legend names %d colours, expected the help's 10 or more" % len(legend))
        bad += 1
    for ti, theme in enumerate(THEMES):
        bg = rows["BG"][ti][:3]
        cols = {n: over(rows[n][ti], bg) for n in legend}
        cols["BG"] = bg
        worst = None
        for vision, m in MACHADO.items():
            L = {n: lab(simulate(c, m)) for n, c in cols.items()}
            for a, b in itertools.combinations(sorted(L), 2):
                d = math.dist(L[a], L[b])
                if worst is None or d < worst[0]:
                    worst = (d, vision, a, b)
                if d < MIN_DE:
                    print("FAIL: %s theme, %s: %s and %s are %.1f apart in CIELAB (< %g)" % (theme, vision, a, b, d, MIN_DE))
                    bad += 1
        # the hue of a translucent fill is its colour's: compared opaque
        L = {n: lab(simulate(rows[n][ti][:3], MACHADO["normal"])) for n in legend}
        for a, b in itertools.combinations(sorted(L), 2):
            if {a, b} in SAME_MEANING:
                continue
            dc = math.hypot(L[a][1] - L[b][1], L[a][2] - L[b][2])
            if dc < MIN_CHROMA:
                print("FAIL: %s theme: %s and %s differ only by lightness (chroma distance %.1f < %g)"
                      % (theme, a, b, dc, MIN_CHROMA))
                bad += 1
        print("%s: the closest legend pair is %s/%s, %.1f apart (%s)" % (theme, worst[2], worst[3], worst[0], worst[1]))
    ci = THEMES.index("contrast")
    bg = rows["BG"][ci][:3]
    for text, panel in TEXT_ON:
        p = over(rows[panel][ci], bg)
        t = over(rows[text][ci], p)
        r = contrast(t, p)
        if r < 7.0:
            print("FAIL: contrast theme: %s on %s has a contrast ratio of %.2f (< 7)" % (text, panel, r))
            bad += 1
    for n in MARKS:
        r = contrast(over(rows[n][ci], bg), bg)
        if r < 3.0:
            print("FAIL: contrast theme: %s on the background has a contrast ratio of %.2f (< 3)" % (n, r))
            bad += 1
    if rows["LABEL_INK"][ci][3] != 0xFF:
        print("FAIL: contrast theme: the labels' text is not opaque black-on-box (LABEL_INK)")
        bad += 1
    # the other themes' body text stays readable too (WCAG AA, 4.5:1)
    for ti, theme in enumerate(THEMES):
        bg = rows["BG"][ti][:3]
        for panel in ("BG", "HUD_PANEL", "LESSON_PANEL", "TOOLBAR", "BUTTON"):
            p = over(rows[panel][ti], bg)
            r = contrast(over(rows["TEXT"][ti], p), p)
            if r < 4.5:
                print("FAIL: %s theme: TEXT on %s has a contrast ratio of %.2f (< 4.5)" % (theme, panel, r))
                bad += 1
    print("palette_test: %s" % ("%d problems" % bad if bad else "ok"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
