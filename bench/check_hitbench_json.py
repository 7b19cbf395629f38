#!/usr/bin/env python3
"""Runs `hitbench --quick --json` and checks the JSON's shape (not its timings)."""
import json
import subprocess
import sys

out = subprocess.run([sys.argv[1], "--quick", "--json"], check=True, capture_output=True, text=True).stdout
d = json.loads(out)
pairs = d["pairs"]
assert len(pairs) == 36, len(pairs)
names = {p["pair"] for p in pairs}
assert "circle-rect" in names and "polygon-polygon" in names, names
naive = 0
# the pairs with a typed function in <hitdemo/typed.h>
typed = {"point-point", "point-circle", "point-rect", "point-line", "point-polygon", "point-capsule",
         "circle-circle", "circle-rect", "circle-line", "circle-polygon", "circle-capsule", "rect-rect",
         "line-line", "line-capsule", "polygon-polygon", "capsule-capsule"}
# the pairs with a float typed function (hd_circlef, hd_rectf, hd_pointf, hd_segf)
typedf = {"point-circle", "point-rect", "circle-circle", "circle-rect", "circle-line", "rect-rect", "line-line"}
# the rect pairs with a box form (hd_box, hd_boxf)
boxed = {"point-rect", "circle-rect", "rect-rect"}
for p in pairs:
    for k in ("typed_box_ns", "typed_box_hot_ns", "typed_boxf_ns", "typed_boxf_hot_ns"):
        if p["pair"] in boxed:
            assert isinstance(p[k], (int, float)) and p[k] >= 0, (p["pair"], k, p[k])
        else:
            assert p[k] is None, (p["pair"], k, p[k])
    for k in ("typed_float_ns", "typed_float_hot_ns"):
        if p["pair"] in typedf:
            assert isinstance(p[k], (int, float)) and p[k] >= 0, (p["pair"], k, p[k])
        else:
            assert p[k] is None, (p["pair"], k, p[k])
    for k in ("typed_ns", "typed_hot_ns"):
        if p["pair"] in typed:
            assert isinstance(p[k], (int, float)) and p[k] >= 0, (p["pair"], k, p[k])
        else:
            assert p[k] is None, (p["pair"], k, p[k])
    for k in ("table_ns", "table_hot_ns", "reference_ns", "hits_ns", "distance_ns"):
        assert isinstance(p[k], (int, float)) and p[k] >= 0, (p["pair"], k, p[k])
    assert p["naive_ns"] is None or p["naive_ns"] >= 0
    naive += p["naive_ns"] is not None
    assert 0.3 <= p["collide_fraction"] <= 0.7, (p["pair"], p["collide_fraction"])
assert naive == 11, naive  # the seed articles have 11 formulas
cases = {c["case"] for c in d["polygons"]}
for n in (4, 8, 16, 64, 256):
    assert f"convex-{n}" in cases and f"concave-{n}" in cases, cases
assert "convex-256-concentric" in cases and "concave-256-inside" in cases, cases
assert d["cpu"] and d["compiler"] and d["sizeof_shape"] > 0
print(f"hitbench --quick --json: {len(pairs)} pairs ({len(typed)} typed, {len(typedf)} float), {len(cases)} polygon cases, well-formed")
