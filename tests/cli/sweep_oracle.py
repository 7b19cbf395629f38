"""sweep_oracle.py: exact references for the sweep tests (test_sweep.py,
test_wide.py), in rational arithmetic: not the library's code.

wedge_oracle(p, d, c, r, start, end): (hit, toi) of the point p + t d,
t in [0, 1], against wedge:c,r,start,end whose rays are multiples of 90
degrees (exact ray vectors). The disk gives t in [t1, t2] (roots of a
quadratic, compared with rational bounds through the quadratic's sign),
each half-plane of the range a rational bound; a reflex range is the union
of its two half-planes. toi is a Decimal (80 digits) or None.

check_both_roles(out, cases, lines, name, check): each case (hit, toi) is
two answer lines (A moved by D, and B moved by -D against A): both must
give hit, the same toi, within 1e-12 of the exact toi. Returns the count
of hits.
"""
from decimal import Decimal, getcontext
from fractions import Fraction as F

getcontext().prec = 80
RAYS = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}


def dec(q):
    return Decimal(q.numerator) / Decimal(q.denominator)


def dsqrt(q):
    return dec(q).sqrt()


def wedge_oracle(p, d, c, r, start, end):
    p, d, c = [(F(x), F(y)) for x, y in (p, d, c)]
    r = F(r)
    w = (p[0] - c[0], p[1] - c[1])
    a = d[0] ** 2 + d[1] ** 2
    b = w[0] * d[0] + w[1] * d[1]
    c0 = w[0] ** 2 + w[1] ** 2 - r * r
    disc = b * b - a * c0
    if a == 0 or disc < 0:
        return (a == 0 and c0 <= 0), (Decimal(0) if a == 0 and c0 <= 0 else None)
    tv = -b / a
    g = lambda q: a * q * q + 2 * b * q + c0
    t1_le = lambda q: q >= tv or g(q) <= 0  # t1 <= q
    le_t2 = lambda q: q <= tv or g(q) <= 0  # q <= t2

    def piece(planes):
        lo, hi = F(0), F(1)
        for u, sgn in planes:  # sgn * cross(u, w + t d) >= 0
            l0 = sgn * (u[0] * w[1] - u[1] * w[0])
            l1 = sgn * (u[0] * d[1] - u[1] * d[0])
            if l1 == 0:
                if l0 < 0:
                    return None
            elif l1 > 0:
                lo = max(lo, -l0 / l1)
            else:
                hi = min(hi, -l0 / l1)
        if lo > hi or not t1_le(hi) or not le_t2(lo):
            return None
        return dec(lo) if t1_le(lo) else (dec(-b) - dsqrt(disc)) / dec(a)

    sweep = (end - start) % 360
    us, ue = RAYS[start % 360], RAYS[end % 360]
    if sweep == 0:
        opts = [piece([])]
    elif sweep <= 180:
        opts = [piece([(us, 1), (ue, -1)])]
    else:
        opts = [piece([(us, 1)]), piece([(ue, -1)])]
    opts = [o for o in opts if o is not None]
    return (True, min(opts)) if opts else (False, None)


def check_both_roles(out, cases, lines, name, check):
    nbad = nhit = 0
    for k, (hit, toi) in enumerate(cases):
        if 2 * k + 1 >= len(out):
            check(f"{name}: answers end at case {k}", False)
            break
        o1, o2 = out[2 * k], out[2 * k + 1]
        ok = "error" not in o1 and "error" not in o2
        ok = ok and o1["hit"] == hit and o2["hit"] == hit and o1["toi"] == o2["toi"]
        if ok and hit:
            nhit += 1
            ok = abs(Decimal(repr(o1["toi"])) - toi) <= Decimal("1e-12")
        if not ok:
            nbad += 1
            if nbad <= 3:
                check(f"{name} {lines[2 * k]}", False, (hit, toi, o1, o2))
    check(f"{name}: {nbad} of {len(cases)} wrong", nbad == 0)
    check(f"{name}: hits and misses", 0 < nhit < len(cases), nhit)
    return nhit
