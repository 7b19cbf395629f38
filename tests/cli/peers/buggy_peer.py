#!/usr/bin/env python3
"""A peer with planted bugs, one per class of disagreement:
circle/circle with a strict compare (missed_touching at tangency),
rect/rect always "1" (false_hit when apart), circle/point always "0"
(missed_containment), rect/circle always "0" (missed_overlap or touching);
"-" for every other pair."""
import sys

for line in sys.stdin:
    a, b = line.split()
    ka, kb = a.split(":")[0], b.split(":")[0]
    if (ka, kb) == ("circle", "circle"):
        x1, y1, r1 = map(float, a[7:].split(","))
        x2, y2, r2 = map(float, b[7:].split(","))
        ans = "1" if (x1 - x2) ** 2 + (y1 - y2) ** 2 < (r1 + r2) ** 2 else "0"
    elif (ka, kb) == ("rect", "rect"):
        ans = "1"
    elif (ka, kb) in (("circle", "point"), ("rect", "circle")):
        ans = "0"
    else:
        ans = "-"
    print(ans, flush=True)
