#!/usr/bin/env python3
"""figures_test.py HITDEMO WORKDIR: figures for slides, GIFs and themes.

  - F12 / Ctrl+E export the figure: cropped (not the window's size), with
    the shapes' pixels, without the toolbar's, the HUD's or its text's;
    Shift+F12 / Shift+Ctrl+E the whole window (with them);
  - the SVG figure: its size is the crop's; one <text> per label holding
    the whole string, no <tspan>; the collision map as an exact vector
    path where it has one (circle and convex pairs: its vertices on the
    grown circle) and as an embedded <image> otherwise (a concave base);
  - --gif FILE with --script: a GIF89a that loops (NETSCAPE2.0), one frame
    a drawn step of the script, each delayed by the script's wait;
    F10 records the window into the output folder, F10 again stops;
  - --theme: each theme its background, F9 the next one live, --theme bad
    exit 2 naming the option.
"""
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pngread  # noqa: E402

hitdemo, work = sys.argv[1:3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
os.chdir(work)
NS = "{http://www.w3.org/2000/svg}"
failures = []

# palette.h, light theme
BG_LIGHT, BG_DARK, BG_CONTRAST = (0xff, 0xff, 0xff), (0x1c, 0x1f, 0x26), (0xff, 0xff, 0xff)
TOOLBAR = (0xee, 0xf0, 0xf4)  # the toolbar's background
TEXT = (0x20, 0x20, 0x20)     # the HUD's text (the labels are in their overlays' colours)
BASE_OVER_WHITE = (31, 162, 222)  # #0095d9 at alpha 0xe0 over white


def fail(msg):
    print("FAIL: " + msg)
    failures.append(msg)


def run(args, lines=None, expect_rc=0, name="s.txt"):
    if lines is not None:
        with open(name, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        args = args + ["--script", name]
    p = subprocess.run([hitdemo, "--headless"] + args, capture_output=True, text=True, timeout=120)
    if p.returncode != expect_rc:
        fail("%s exited %d, expected %d: %s" % (" ".join(args), p.returncode, expect_rc, p.stderr.strip()))
    return p


def near(c, ref, tol):
    return all(abs(a - b) <= tol for a, b in zip(c, ref))


# ---- F12, Shift+F12, Ctrl+E, Shift+Ctrl+E -----------------------------------------
out = os.path.join(work, "out")
p = run(["--window", "1024,768", "--base", "circle", "--cursor", "circle:40", "--hud", "--toolbar", "--out-dir", out],
        ["show dist on", "move 700 330", "report labels", "key F12", "expect message figure (PNG)", "key shift+F12",
         "key ctrl+e", "expect message figure (SVG)", "key shift+ctrl+e"])
print(p.stdout)
fig_png, win_png = os.path.join(out, "hitdemo-000.png"), os.path.join(out, "hitdemo-001.png")
fig_svg, win_svg = os.path.join(out, "hitdemo-000.svg"), os.path.join(out, "hitdemo-001.svg")
for f in (fig_png, win_png, fig_svg, win_svg):
    if not os.path.exists(f):
        fail("%s was not written" % f)
if not failures:
    w, h, rows = pngread.read(win_png)
    if (w, h) != (1024, 768):
        fail("Shift+F12: %dx%d, expected the whole window 1024x768" % (w, h))
    cw = pngread.colours(rows)
    if TOOLBAR not in cw or TEXT not in cw:
        fail("Shift+F12: the window's picture has no toolbar or HUD text (the check below would prove nothing)")
    w, h, rows = pngread.read(fig_png)
    print("figure PNG: %dx%d" % (w, h))
    if (w, h) == (1024, 768) or w > 600 or h > 400:
        fail("F12: the figure is %dx%d, not cropped to the shapes (base r 100, cursor r 40 at 700,330)" % (w, h))
    cf = pngread.colours(rows)
    if TOOLBAR in cf:
        fail("F12: the figure has the toolbar's colour #eef0f4")
    if TEXT in cf:
        fail("F12: the figure has the HUD's text colour #202020")
    if not any(near(c, BASE_OVER_WHITE, 3) for c in cf):
        fail("F12: the figure has no pixel of the base's colour")
    # a margin of background all round: the shapes are not cut
    if any(rows[0][i:i + 3] != bytes(BG_LIGHT) for i in range(0, 3 * w, 3)) or \
            any(r[0:3] != bytes(BG_LIGHT) for r in rows):
        fail("F12: the figure's edge is not all background (no margin round the shapes)")
    # the SVG figure
    root = ET.parse(fig_svg).getroot()
    sw, sh = root.get("width"), root.get("height")
    if (sw, sh) != (str(w), str(h)):
        fail("Ctrl+E: the SVG figure is %sx%s, the PNG figure %dx%d" % (sw, sh, w, h))
    texts = list(root.iter(NS + "text"))
    if root.iter(NS + "tspan") and list(root.iter(NS + "tspan")):
        fail("Ctrl+E: the SVG has <tspan> elements (%d)" % len(list(root.iter(NS + "tspan"))))
    labels = re.findall(r"^label \d+: [-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+ (.*)$", p.stdout, re.M)
    if not labels:
        fail("report labels printed no label (D is on)")
    for lab in labels:
        n = sum(1 for t in texts if "".join(t.itertext()) == lab)
        if n != 1:
            fail("Ctrl+E: label %r is in %d <text> elements, expected exactly 1" % (lab, n))
    if any("circle vs circle" in "".join(t.itertext()) for t in texts):
        fail("Ctrl+E: the figure has the HUD's text")
    wroot = ET.parse(win_svg).getroot()
    if (wroot.get("width"), wroot.get("height")) != ("1024", "768"):
        fail("Shift+Ctrl+E: the SVG is %sx%s, expected the window" % (wroot.get("width"), wroot.get("height")))
    if not any("circle vs circle" in "".join(t.itertext()) for t in wroot.iter(NS + "text")):
        fail("Shift+Ctrl+E: the window's SVG has no HUD text")

# a lesson step's figure: its shapes, the placed cursor too, and not its panel
lout = os.path.join(work, "lesson_out")
run(["--window", "1024,768", "--present", "--lesson", "14", "--toolbar", "--out-dir", lout], ["key F12"])
lf = os.path.join(lout, "hitdemo-000.png")
if not os.path.exists(lf):
    fail("F12 in lesson step 14 wrote no figure")
else:
    w, h, rows = pngread.read(lf)
    cf = pngread.colours(rows)
    print("lesson 14 figure: %dx%d" % (w, h))
    if not any(near(c, (124, 122, 122), 4) for c in cf):
        fail("F12 in lesson step 14: the placed cursor is not in the figure")
    if (0x10, 0x40, 0x90) in cf or h >= 500:
        fail("F12 in lesson step 14: the lesson's panel is in the figure (%dx%d)" % (w, h))

# ---- the collision map in the SVG: a path where exact, an image otherwise ----------
run(["--window", "800,600", "--base", "circle", "--cursor", "circle:40", "--svg", "map_cc.svg"],
    ["show map on", "move 700 330"])
run(["--window", "800,600", "--base", "rect", "--cursor", "polygon", "--svg", "map_rp.svg"],
    ["show map on", "move 700 330"])
run(["--window", "800,600", "--base", "polygon", "--cursor", "circle:40", "--svg", "map_concave.svg"],
    ["show map on", "move 700 330"])
run(["--window", "800,600", "--base", "circle", "--cursor", "circle:40", "--svg", "map_naive.svg"],
    ["show map on", "show naive on", "move 700 330"])


def map_paths(svg):
    root = ET.parse(svg).getroot()
    paths = [e for e in root.iter(NS + "path") if e.get("fill") == "#6a6868" and e.get("fill-opacity") == "0.3137"]
    return paths, list(root.iter(NS + "image"))


for name in ("map_cc.svg", "map_rp.svg"):
    if os.path.exists(name):
        paths, images = map_paths(name)
        if len(paths) != 1 or images:
            fail("%s: the map should be one vector path and no image (paths %d, images %d)" % (name, len(paths), len(images)))
if os.path.exists("map_cc.svg"):
    paths, _ = map_paths("map_cc.svg")
    if paths:
        pts = [tuple(map(float, m)) for m in re.findall(r"([-\d.]+),([-\d.]+)", paths[0].get("d"))]
        # base circle r 100 centred at 400,300 (logical = pixels at zoom 1), cursor r 40: radius 140
        worst = max(abs(((x - 400) ** 2 + (y - 300) ** 2) ** 0.5 - 140) for x, y in pts)
        print("map_cc.svg: %d vertices, within %.3f px of the circle of radius 140" % (len(pts), worst))
        if len(pts) < 32 or worst > 0.25:
            fail("map_cc.svg: the outline is not the circle of radius 140 about 400,300 (%d points, off by %.3f)"
                 % (len(pts), worst))
for name in ("map_concave.svg", "map_naive.svg"):
    if os.path.exists(name):
        paths, images = map_paths(name)
        if not images or paths:
            fail("%s: the map should be an embedded image (images %d, map paths %d)" % (name, len(images), len(paths)))


# ---- GIF -------------------------------------------------------------------------
def gif_frames(path):
    """(w, h, frames, delays in cs, loops) read from the GIF's blocks."""
    d = open(path, "rb").read()
    if d[:6] != b"GIF89a":
        raise ValueError("%s: header %r, not GIF89a" % (path, d[:6]))
    w, h = int.from_bytes(d[6:8], "little"), int.from_bytes(d[8:10], "little")
    flags, pos = d[10], 13
    if flags & 0x80:
        pos += 3 * (2 << (flags & 7))
    n, delays, loop = 0, [], False
    while True:
        b = d[pos]
        if b == 0x3B:
            break
        if b == 0x21:
            label, pos = d[pos + 1], pos + 2
            blocks = []
            while d[pos]:
                blocks.append(d[pos + 1:pos + 1 + d[pos]])
                pos += 1 + d[pos]
            pos += 1
            if label == 0xF9:
                delays.append(int.from_bytes(blocks[0][1:3], "little"))
            if label == 0xFF and blocks[0] == b"NETSCAPE2.0" and blocks[1][0] == 1:
                loop = True
        elif b == 0x2C:
            f, pos = d[pos + 9], pos + 10
            if f & 0x80:
                pos += 3 * (2 << (f & 7))
            pos += 1
            while d[pos]:
                pos += 1 + d[pos]
            pos += 1
            n += 1
        else:
            raise ValueError("%s: block 0x%02x at %d" % (path, b, pos))
    return w, h, n, delays, loop


moves = [(700, 330, 100), (650, 350, 200), (600, 360, 300), (560, 340, 150)]
lines = []
for x, y, ms in moves:
    lines += ["move %d %d" % (x, y), "wait %d" % ms]
p = run(["--window", "640,480", "--base", "circle", "--cursor", "circle:40", "--gif", "run.gif"], lines)
if not os.path.exists("run.gif"):
    fail("--gif run.gif was not written")
else:
    w, h, n, delays, loop = gif_frames("run.gif")
    print("run.gif: %dx%d, %d frames, delays %s cs, loop %s" % (w, h, n, delays, loop))
    # one frame a move, and the last state once more as the script ends
    if (w, h) != (640, 480) or n != len(moves) + 1 or not loop:
        fail("run.gif: %dx%d, %d frames, loop %s; expected 640x480, %d frames, looping" % (w, h, n, loop, len(moves) + 1))
    if delays[:len(moves)] != [ms // 10 for _, _, ms in moves]:
        fail("run.gif: delays %s cs, expected the script's waits %s" % (delays, [ms // 10 for _, _, ms in moves]))
    if "gif: run.gif (%d frames, 640x480)" % n not in p.stdout:
        fail("--gif: no 'gif: run.gif (N frames, 640x480)' line: %s" % p.stdout)
run(["--gif", "x.gif"], None, 2)
run(["--gif", "x.png", "--script", "/dev/null"], None, 2)
run(["--window", "640,480", "--gif", os.path.join(work, "no", "such", "dir", "x.gif")], ["move 1 1"], 3)

# F10 in the window: the next seconds, into the output folder
gout = os.path.join(work, "gifout")
p = run(["--window", "640,480", "--base", "circle", "--cursor", "circle:40", "--out-dir", gout],
        ["key F10", "move 300 200", "wait 150", "move 350 220", "wait 150", "move 400 240", "wait 150", "key F10",
         "expect message GIF: " + os.path.join(gout, "hitdemo-000.gif")])
g = os.path.join(gout, "hitdemo-000.gif")
if "1 passed, 0 failed" not in p.stdout:
    fail("F10: the message line does not say where the GIF went: %s" % p.stdout)
if not os.path.exists(g):
    fail("F10: %s was not written" % g)
else:
    w, h, n, delays, loop = gif_frames(g)
    print("F10: %dx%d, %d frames, delays %s" % (w, h, n, delays))
    if (w, h) != (640, 480) or n < 3 or not loop:
        fail("F10: %dx%d, %d frames, expected 640x480 and 3 or more" % (w, h, n))

# ---- themes ---------------------------------------------------------------------
for theme, bg in (("light", BG_LIGHT), ("dark", BG_DARK), ("contrast", BG_CONTRAST)):
    run(["--window", "320,240", "--base", "circle", "--theme", theme, "--screenshot", "t_%s.png" % theme])
    if os.path.exists("t_%s.png" % theme):
        w, h, rows = pngread.read("t_%s.png" % theme)
        if rows[2][6:9] != bytes(bg):
            fail("--theme %s: background %s, expected %s" % (theme, tuple(rows[2][6:9]), bg))
run(["--window", "640,240", "--base", "circle", "--toolbar", "--screenshot", "t_f9.png"],
    ["move 300 200", "key F9", "expect message theme: dark"])
if os.path.exists("t_f9.png"):
    _, _, rows = pngread.read("t_f9.png")
    if rows[120][6:9] != bytes(BG_DARK):
        fail("F9: background %s, expected the dark theme's %s" % (tuple(rows[120][6:9]), BG_DARK))
    # the toolbar (drawn once into a texture while nothing on it changes) follows too
    if rows[1][3:6] != bytes((0x2A, 0x2E, 0x38)):
        fail("F9: the toolbar's background %s, expected the dark theme's (42, 46, 56)" % (tuple(rows[1][3:6]),))
w1, w2 = pngread.read("t_light.png")[2], pngread.read("t_contrast.png")[2] if os.path.exists("t_contrast.png") else None
if w2 is not None and w1 == w2:
    fail("--theme contrast draws the same pixels as light")
p = run(["--theme", "bad"], None, 2)
if "--theme" not in p.stderr or "light, dark or contrast" not in p.stderr:
    fail("--theme bad: the message does not name the option and the themes: %r" % p.stderr)

print("figures_test: %s" % ("%d failures" % len(failures) if failures else "ok"))
sys.exit(1 if failures else 0)
