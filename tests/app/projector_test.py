#!/usr/bin/env python3
"""Projector legibility under --present (issue 29, section 5), headless at 1024x768.

1. A washed-out projector, simulated on the colours drawn: the black level
   raised to 25% (ImageMagick's +level 25%,100%), the saturation halved and
   the contrast cut by 30%. The collision map (step 14), the naive
   formula's magenta region (step 14 with N) and the swept band (step 15)
   are found in the screenshots in the colour palette.h's theme table gives
   them under the preset (the projector alphas), in the light and the
   contrast theme, and each keeps a contrast ratio (WCAG's, of relative
   luminances) of at least 1.5 against the background after the simulation.
2. Thin marks: in the SVG figure of steps 10 (I stepped), 11, 12, 14 and 15
   every line is at least 2 points (4 pixels at the preset's UI scale 2)
   wide; the hit points and a point shape are at least 7 points (14 pixels)
   in radius, a fingertip.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngread  # noqa: E402

prog, lessons, palette = sys.argv[1], sys.argv[2], sys.argv[3]
failures = 0
WORK = "/tmp/hitdemo-projector-%d" % os.getpid()
os.makedirs(WORK, exist_ok=True)


def fail(msg):
    global failures
    failures += 1
    print("FAIL " + msg)


def read_png(path):
    """rows[y][x] = (r, g, b), from the shared reader."""
    _, _, rows = pngread.read(path)
    return [[tuple(r[x:x + 3]) for x in range(0, len(r), 3)] for r in rows]


def lin(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lum(rgb):
    r, g, b = (lin(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((lum(a), lum(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def washed(rgb):
    v = [0.25 + 0.75 * c / 255 for c in rgb]                 # the black level at 25%
    y = 0.299 * v[0] + 0.587 * v[1] + 0.114 * v[2]
    v = [y + 0.5 * (c - y) for c in v]                      # half the saturation
    v = [0.5 + 0.7 * (c - 0.5) for c in v]                  # 30% less contrast
    return tuple(round(255 * min(1, max(0, c))) for c in v)


# The palette: HD_PALETTE_TABLE(X)'s rows X(NAME, (light r,g,b,a), (dark ...),
# (contrast ...)) and the projector alphas, which apply under --present in
# every theme.
src = open(palette, encoding="utf-8").read()
table = re.search(r"#define HD_PALETTE_TABLE\(X\)(.*?)\n\n", src, re.S)
if not table:
    sys.exit("projector_test: %s has no HD_PALETTE_TABLE" % palette)
THEMES = ["light", "dark", "contrast"]
rows = {}
for m in re.finditer(r"X\((\w+),\s*(\([^()]*\)),\s*(\([^()]*\)),\s*(\([^()]*\))\)", table.group(1)):
    rows[m.group(1)] = [tuple(int(v, 0) for v in re.findall(r"0x[0-9a-fA-F]+|\d+", t)) for t in m.groups()[1:]]
proj = {m.group(1): int(m.group(2), 0) for m in re.finditer(r"^#define (HD_ALPHA_PROJECTOR_\w+) (0x[0-9a-fA-F]+|\d+)", src, re.M)}
for name in ("BG", "MAP", "NAIVE", "SWEPT"):
    if name not in rows or len(rows[name]) != 3 or any(len(c) != 4 for c in rows[name]):
        sys.exit("projector_test: no r, g, b, a of %s in each theme in %s" % (name, palette))


def run(step, lines, args=()):
    path = os.path.join(WORK, "s%d.txt" % step)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([prog, "--headless", "--window", "1024,768", "--present", "--lessons", lessons, "--lesson",
                          str(step), "--script", path] + list(args), capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        fail("step %d: exit %d: %s" % (step, out.returncode, out.stderr[-800:]))
    return out.stdout


# 1. the regions on a washed-out projector, in every theme: the light theme
# (the default), the contrast theme (the one for a washed-out projector) and
# the dark theme (a dim room: its black level raised to 25% takes away most of
# its background's contrast, so its regions are drawn lighter).
def alpha(name, ti):
    """The alpha a region is drawn at under the preset: its projector alpha, else its colour's."""
    key = "HD_ALPHA_PROJECTOR_" + name
    return proj[key] if key in proj else rows[name][ti][3]


def over(rgb, a, bg):
    return tuple(round(rgb[k] * a / 255 + bg[k] * (1 - a / 255)) for k in range(3))


REQUIRED = ("light", "contrast", "dark")
for ti, theme in enumerate(THEMES):
    bg = rows["BG"][ti][:3]
    regions = [
        ("the collision map", 14, ["key n"], "MAP"),
        ("the naive formula's region", 14, ["key n"], "NAIVE"),
        ("the swept band", 15, ["tick 100"], "SWEPT"),
    ]
    for what, step, keys, name in regions:
        rgb, a = rows[name][ti][:3], alpha(name, ti)
        want = over(rgb, a, bg)
        c0, c1 = contrast(want, bg), contrast(washed(want), washed(bg))
        n = -1
        if theme in REQUIRED:
            png = os.path.join(WORK, "r%d-%s.png" % (step, theme))
            run(step, keys + ["screenshot " + png], ["--theme", theme])
            rows_px = read_png(png)
            n = sum(1 for row in rows_px for p in row if all(abs(p[k] - want[k]) <= 3 for k in range(3)))
        print("%s theme: %s: %s at alpha 0x%02x over %s = %s, %s pixels; contrast %.2f, washed out %.2f%s"
              % (theme, what, "#%02x%02x%02x" % tuple(rgb), a, "#%02x%02x%02x" % tuple(bg), want,
                 n if n >= 0 else "-", c0, c1, "" if theme in REQUIRED else " (not required)"))
        if theme not in REQUIRED:
            continue
        if n < 500:
            fail("%s theme: %s: only %d pixels of its colour %s in step %d" % (theme, what, n, want, step))
        if c1 < 1.5:
            fail("%s theme: %s: contrast %.2f with the background on a washed-out projector (at least 1.5)"
                 % (theme, what, c1))

# 2. thin marks and fingertips, in the SVG figure
for step, keys in ((10, ["key .", "key .", "key ."]), (11, ["key ."]), (12, []), (14, []), (15, ["tick 100"]),
                   (1, []), (9, ["key ."])):
    svg = os.path.join(WORK, "f%d.svg" % step)
    run(step, keys + ["svg " + svg])
    text = open(svg, encoding="utf-8").read()
    widths = [float(w) for w in re.findall(r'<line [^>]*stroke-width="([\d.]+)"', text)]
    thin = [w for w in widths if w < 3.9]
    if thin:
        fail("step %d: %d of %d lines thinner than 2 points (4 px): %s" % (step, len(thin), len(widths),
                                                                          sorted(set(thin))[:6]))
    dots = [float(r) for r in re.findall(r'<circle [^>]*r="([\d.]+)" fill="#ff0000"', text)]
    small = [r for r in dots if r < 14]
    if small:
        fail("step %d: hit points of radius %s px, less than 7 points (14 px)" % (step, small))
    print("step %d: %d lines, the thinnest %s px; %d hit points" % (step, len(widths),
                                                                    min(widths) if widths else "-", len(dots)))
print("%d failures" % failures)
sys.exit(1 if failures else 0)
