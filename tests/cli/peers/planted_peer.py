#!/usr/bin/env python3
"""planted_peer.py BUG: a peer in Python with one planted bug, for the
hunt's tests (the same bugs as buggy.c, written as tutorials write them):
  strict    circle/circle with d^2 < (r1+r2)^2 (tangency missed)
  parallel  line/line: "parallel segments never meet" (collinear missed)
  raycross  point/polygon by even-odd ray crossing (the outline missed)
  sat       polygon/polygon by separating axes, concave or not (false hit)
  atan2     point/wedge: the angle between start and end, no wrap at 360
  falsehit  circle/rect by the circle's bounding box (false hit at corners)
It answers its own pair in both orders and "-" to every other."""
import math
import sys

BUG = sys.argv[1]


def nums(spec):
    kind, _, rest = spec.partition(":")
    return kind, [float(x) for x in rest.split(",")]


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def on_seg(a, b, p):
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def answer(ka, a, kb, b):
    if BUG == "strict" and ka == kb == "circle":
        dx, dy, r = a[0] - b[0], a[1] - b[1], a[2] + b[2]
        return dx * dx + dy * dy < r * r
    if BUG == "parallel" and ka == kb == "line":
        p, q, r, s = a[0:2], a[2:4], b[0:2], b[2:4]
        if (q[0] - p[0]) * (s[1] - r[1]) - (q[1] - p[1]) * (s[0] - r[0]) == 0:
            return False  # the bug
        d1, d2, d3, d4 = cross(r, s, p), cross(r, s, q), cross(p, q, r), cross(p, q, s)
        if d1 * d2 < 0 and d3 * d4 < 0:
            return True
        return ((d1 == 0 and on_seg(r, s, p)) or (d2 == 0 and on_seg(r, s, q)) or
                (d3 == 0 and on_seg(p, q, r)) or (d4 == 0 and on_seg(p, q, s)))
    if BUG == "raycross" and {ka, kb} == {"point", "polygon"}:
        (x, y), v = (a, b) if ka == "point" else (b, a)
        pts = list(zip(v[0::2], v[1::2]))
        inside = False
        j = len(pts) - 1
        for i in range(len(pts)):
            (xi, yi), (xj, yj) = pts[i], pts[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                inside = not inside
            j = i
        return inside
    if BUG == "sat" and ka == kb == "polygon":
        P, Q = list(zip(a[0::2], a[1::2])), list(zip(b[0::2], b[1::2]))
        for poly in (P, Q):
            for i in range(len(poly)):
                ex, ey = poly[(i + 1) % len(poly)][0] - poly[i][0], poly[(i + 1) % len(poly)][1] - poly[i][1]
                ax = (-ey, ex)
                pa = [x * ax[0] + y * ax[1] for x, y in P]
                pb = [x * ax[0] + y * ax[1] for x, y in Q]
                if max(pa) < min(pb) or max(pb) < min(pa):
                    return False
        return True
    if BUG == "atan2" and {ka, kb} == {"point", "wedge"}:
        (x, y), w = (a, b) if ka == "point" else (b, a)
        dx, dy = x - w[0], y - w[1]
        if dx * dx + dy * dy > w[2] * w[2]:
            return False
        if dx == 0 and dy == 0:
            return True
        ang = math.degrees(math.atan2(dy, dx)) % 360
        return w[3] <= ang <= w[4]
    if BUG == "falsehit" and {ka, kb} == {"circle", "rect"}:
        c, r = (a, b) if ka == "circle" else (b, a)
        return (c[0] + c[2] >= r[0] and c[0] - c[2] <= r[0] + r[2] and
                c[1] + c[2] >= r[1] and c[1] - c[2] <= r[1] + r[3])
    return None


for line in sys.stdin:
    sa, sb = line.split()
    (ka, a), (kb, b) = nums(sa), nums(sb)
    r = answer(ka, a, kb, b)
    sys.stdout.write("-\n" if r is None else "1\n" if r else "0\n")
    sys.stdout.flush()
