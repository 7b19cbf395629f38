#!/usr/bin/env python3
"""A hitdemo peer: circle/circle by the distance of the centres; "-" for other pairs."""
import sys

for line in sys.stdin:
    a, b = line.split()
    if a.startswith("circle:") and b.startswith("circle:"):
        x1, y1, r1 = map(float, a[7:].split(","))
        x2, y2, r2 = map(float, b[7:].split(","))
        print(1 if (x1 - x2) ** 2 + (y1 - y2) ** 2 <= (r1 + r2) ** 2 else 0, flush=True)
    else:
        print("-", flush=True)
