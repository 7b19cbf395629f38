#!/usr/bin/env python3
"""An independent oracle for hitdemo's geometry (written from README.md and
src/geom/hd_geom.h only; it does not follow the C code).

Every input number is a double; it is converted exactly to Decimal and all
work is done with 300 significant digits, so the polynomial predicates on the
inputs (cross products, squared distances, degree 4 at most) are exact and
only square roots and trigonometry round.

    answer(spec_a, spec_b) -> Answer(status, collide, required, optional)

status is "ok", "tie" (the collide decision sits on a contact that the oracle
cannot resolve exactly: the shapes are closer than 1e-25 of the scale without
touching, or a sector ray at an angle that is not a multiple of 45 degrees
decides it, so that the library's rounded sin/cos may legitimately go either
way), or "open" (the spec leaves the answer open, e.g. END-START within 1e-9
of a multiple of 360 without being one).  required are the hit points the
library must list, optional the ones it may list (near-tangent or
near-endpoint intersections, the apex of a half-disk wedge lying inside a
collinear overlap).  hp_skip is set when the outlines share a whole circle
(no endpoints: the answer is left open).
"""
import functools
import math
from decimal import Decimal, getcontext
from fractions import Fraction

getcontext().prec = 300
D0 = Decimal(0)
D1 = Decimal(1)
D2 = Decimal(2)
HALF_SQRT2 = (Decimal(1) / Decimal(2)).sqrt()
PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798214808651328230664709384460955058223172535940812848111745028410270193852110555964462294895493038196442881097566593344612847564823378678316527120190914564856692346034861045432664821339360726024914127372458700660631558817488152092096282925409171536436789259036001133053054882046652138414695194151160943305727036575959195309218611738193261179310511854807446237996274956735188575272489122793818301194912983367336244065664308602139494639522473719070217986094370277053921717629317675238467481846766940513200056812714526356082778577134275778960917363717872146844090122495343014654958537105079227968925892354201995611212902196086403441815981362977477130996051870721134999999837297804995105973173281609631859502445945534690830264252230825334468503526193118817101000313783875288658753320838142061717766914730359825349042875546873115956286388235378759375195778185778053217122680661300192787661119590921642019893809525720106548586327886593615338182796823030195203530185296899577362259941389124972177528347913151557485724245415069595082953311686172785588907509838175463746493931925506040092770167113900984882401285836160356370766010471018194295559619894676783744944825537977472684710404753464620804668425906949129331367702898915210475216205696602405803815019351125338243003558764024749647326391419927260426992279678235478163600934172164121992458631503028618297455570674983850549458858692699569092721079750930295532116534498720275596023648066549911988183479775356636980742654252786255181841757467289097777279380008164706001614524919217321721477235014144197356854816136115735255213347574184946843852332390739414333454776241686251898356948556209921922218427255025425688767179049460165346680498862723279178608578438382796797668145410095388378636095068006422512520511739298489608412848862694560424196528502221066118630674427862203919494504712371378696095636437191728746776465757396241389086583264599581339047802759009946576407895126946839835259570982582262052248940772671947826848260147699090264013639443745530506820349625245174939965143142980919065925093722169646151570985838741059788595977297549893016175392846813826868386894277415599185592524595395943104997252468084598727364469584865383673622262609912460805124388439045124413654976278079771569143599770012961608944169486855584840635342207222582848864815845602850601684273945226746767889525213852254995466672782398645659611635488623057745649803559363456817432411251507606947945109659609402522887971089314566913686722874894056010150330861792868092087476091782493858900971490967598526136554978189312978482168299894872265880485756401427047755513237964145152374623436454285844479526586782105114135473573952311342716610213596953623144295248493718711014576540359027993440374200731057853906219838744780847848968332144571386875194350643021845319104848100537061468067491927819119793995206141966342875444064374512371819217999839101591956181467514269123974894090718649423196")
EPS_DEG = Fraction(1, 10**11)   # angle nudge for the rounding-sensitivity re-runs

KINDS = ("point", "circle", "rect", "line", "polygon", "capsule", "arc", "wedge")
COUNTS = {"point": 2, "circle": 3, "rect": 4, "line": 4, "capsule": 5, "arc": 6, "wedge": 5}


class SpecError(ValueError):
    pass


# ---------------------------------------------------------------- vectors
def sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def add(p, q):
    return (p[0] + q[0], p[1] + q[1])


def mul(p, s):
    return (p[0] * s, p[1] * s)


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def norm2(a):
    return a[0] * a[0] + a[1] * a[1]


def norm(a):
    return norm2(a).sqrt()


def sgn(x):
    return (x > 0) - (x < 0)


# ---------------------------------------------------------------- trig
_trig_cache = {}


def _sincos_rad(x):
    """sin, cos of a Decimal x in [0, pi/4] by Taylor series."""
    getcontext().prec = 320
    x2 = x * x
    s = term = x
    n = 1
    while True:
        term = -term * x2 / ((n + 1) * (n + 2))
        n += 2
        if term == 0 or abs(term) < Decimal("1e-330"):
            break
        s += term
    c = term = D1
    n = 0
    while True:
        term = -term * x2 / ((n + 1) * (n + 2))
        n += 2
        if term == 0 or abs(term) < Decimal("1e-330"):
            break
        c += term
    getcontext().prec = 300
    return +s, +c


def direction(deg):
    """Unit vector for an angle (Fraction degrees); exact rays at multiples of 45."""
    a = deg % 360
    if a in _trig_cache:
        return _trig_cache[a]
    exact = {0: (D1, D0), 90: (D0, D1), 180: (-D1, D0), 270: (D0, -D1),
             45: (HALF_SQRT2, HALF_SQRT2), 135: (-HALF_SQRT2, HALF_SQRT2),
             225: (-HALF_SQRT2, -HALF_SQRT2), 315: (HALF_SQRT2, -HALF_SQRT2)}
    if a in exact:
        r = exact[a]
    else:
        q, rem = divmod(a, 90)  # quadrant, rem in [0, 90)
        if rem <= 45:
            s, c = _sincos_rad(Decimal(rem.numerator) / Decimal(rem.denominator) * PI / 180)
        else:
            r2 = 90 - rem
            c, s = _sincos_rad(Decimal(r2.numerator) / Decimal(r2.denominator) * PI / 180)
        x, y = c, s
        for _ in range(int(q)):
            x, y = -y, x
        r = (x, y)
    _trig_cache[a] = r
    return r


def pseudo_angle(v):
    """Monotone map of a direction to [0, 4) (diamond angle)."""
    x, y = v
    if y >= 0:
        return 1 - x / (abs(x) + y)
    return 3 + x / (abs(x) - y)


# ---------------------------------------------------------------- parsing
def _num(tok, spec):
    if tok == "" or tok.strip() != tok:
        raise SpecError(f"{spec}: empty or spaced number")
    ok = set("0123456789+-.eE")
    if any(ch not in ok for ch in tok):
        raise SpecError(f"{spec}: bad number {tok!r}")
    try:
        v = float(tok)
    except ValueError:
        raise SpecError(f"{spec}: bad number {tok!r}")
    if not math.isfinite(v) or abs(v) > 1e50:
        raise SpecError(f"{spec}: number out of range {tok!r}")
    if v != 0 and abs(v) < 1e-50:  # README: non-zero magnitudes are at least 1e-50
        raise SpecError(f"{spec}: number too small {tok!r}")
    return v


@functools.lru_cache(maxsize=None)
def parse(spec):
    """spec -> (kind, list of floats); raises SpecError for a bad spec."""
    kind, colon, rest = spec.partition(":")
    if not colon or kind not in KINDS:
        raise SpecError(f"{spec}: unknown kind")
    nums = [_num(t, spec) for t in rest.split(",")]
    if kind == "polygon":
        if len(nums) % 2:
            raise SpecError(f"{spec}: odd count")
        pts = [(nums[i], nums[i + 1]) for i in range(0, len(nums), 2)]
        v = polygon_normalise(pts)
        if v is None:
            raise SpecError(f"{spec}: fewer than 3 distinct vertices")
        if len(v) > 256:
            raise SpecError(f"{spec}: more than 256 vertices")
        if not polygon_simple(v):
            raise SpecError(f"{spec}: edges cross or overlap")
        return kind, nums
    if len(nums) != COUNTS[kind]:
        raise SpecError(f"{spec}: wrong count")
    if kind == "circle" and nums[2] < 0:
        raise SpecError(f"{spec}: negative radius")
    if kind == "rect" and (nums[2] < 0 or nums[3] < 0):
        raise SpecError(f"{spec}: negative size")
    if kind == "capsule" and nums[4] < 0:
        raise SpecError(f"{spec}: negative radius")
    if kind == "arc" and (nums[2] < 0 or nums[3] < nums[2]):
        raise SpecError(f"{spec}: bad radii")
    if kind == "wedge" and nums[2] < 0:
        raise SpecError(f"{spec}: negative radius")
    return kind, nums


def polygon_normalise(pts):
    """Drops consecutive duplicates and a repeated closing vertex (exact)."""
    v = []
    for p in pts:
        if not v or v[-1] != p:
            v.append(p)
    while len(v) > 1 and v[0] == v[-1]:
        v.pop()
    if len(set(v)) < 3:
        return None
    return v


def _seg_touch(p1, q1, p2, q2):
    """Exact closed-segment intersection test on Fractions."""
    d1 = (q1[0] - p1[0], q1[1] - p1[1])
    d2 = (q2[0] - p2[0], q2[1] - p2[1])
    o1 = sgn(cross(d1, sub(p2, p1)))
    o2 = sgn(cross(d1, sub(q2, p1)))
    o3 = sgn(cross(d2, sub(p1, p2)))
    o4 = sgn(cross(d2, sub(q1, p2)))
    if o1 * o2 > 0 or o3 * o4 > 0:
        return False
    if o1 == o2 == 0:  # collinear
        def on(a, b, c):
            return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])
        return on(p1, q1, p2) or on(p1, q1, q2) or on(p2, q2, p1) or on(p2, q2, q1)
    return True


def polygon_simple(v):
    """Exact: non-adjacent edges do not meet, adjacent ones only at their vertex."""
    F = [(Fraction(x), Fraction(y)) for x, y in v]
    n = len(F)
    for i in range(n):
        a, b = F[i], F[(i + 1) % n]
        for j in range(i + 1, n):
            c, d = F[j], F[(j + 1) % n]
            if j == i + 1 or (i == 0 and j == n - 1):
                # adjacent: share one vertex; they must not fold back over each other
                shared = b if j == i + 1 else a
                other1 = a if j == i + 1 else b
                other2 = d if j == i + 1 else c
                e1 = sub(other1, shared)
                e2 = sub(other2, shared)
                if cross(e1, e2) == 0 and dot(e1, e2) > 0:
                    return False
                continue
            if _seg_touch(a, b, c, d):
                return False
    return True


# ---------------------------------------------------------------- shapes
class Arc:
    """A piece of circle: centre c, radius r, from direction us increasing to ue.
    kind: 'full', 'le' (sweep <= 180) or 'gt' (sweep > 180)."""
    __slots__ = ("c", "r", "us", "ue", "kind", "ps", "pe", "circle_id")

    def __init__(self, c, r, us=None, ue=None, kind="full"):
        self.c, self.r, self.us, self.ue, self.kind = c, r, us, ue, kind
        if kind != "full":
            self.ps = add(c, mul(us, r))
            self.pe = add(c, mul(ue, r))

    def in_range(self, v):
        """-> margin (a length): >= 0 iff direction v lies in the angular range."""
        if self.kind == "full":
            return Decimal("1e400")
        a = cross(self.us, v)
        b = cross(v, self.ue)
        return min(a, b) if self.kind == "le" else max(a, b)


class Shape:
    """Closed set: outline pieces, membership, one sample point per outline component."""

    def __init__(self, spec, nudge=0, shift=0):
        kind, nums = parse(spec)
        self.kind = kind
        self.spec = spec
        self.exact_rays = True
        self.open = False
        self.apex = None     # apex of a half-disk (collinear radial edges merged)
        self.shift = shift   # moves a sector with non-45 rays by shift*1e-20*scale (tie probe)
        self.fragile = []    # ends of rays at non-45 angles: contacts there are left to rounding
        X = [Decimal(x) for x in nums]
        self.scale = max([abs(x) for x in (X if kind not in ("arc", "wedge") else X[:-2])] + [Decimal("1e-300")])
        self.pieces = []     # ('pt', P) / ('seg', P, Q) / ('arc', Arc)
        getattr(self, "_" + kind)(X, nums, nudge)
        if not self.exact_rays:
            for pc in self.pieces:
                self.fragile += [p for p in (piece_points(pc) if pc[0] != "pt" else [pc[1]])
                                 if p != (X[0], X[1])]   # the centre/apex stays exact

    # builders
    def _as_point(self, p, polar=None):
        self.pieces = [mkpt(p, polar)]
        self.member = lambda q: q == p
        self.samples = [p]

    def _as_seg(self, p, q):
        if p == q:
            return self._as_point(p)
        self.pieces = [mkseg(p, q)]
        self.member = lambda x: on_segment(x, p, q)
        self.samples = [p]

    def _as_circle(self, c, r):
        if r == 0:
            return self._as_point(c)
        self.pieces = [("arc", Arc(c, r))]
        r2 = r * r
        self.member = lambda q: norm2(sub(q, c)) <= r2
        self.samples = [(c[0] + r, c[1])]

    def _point(self, X, nums, nudge):
        self._as_point((X[0], X[1]))

    def _circle(self, X, nums, nudge):
        self._as_circle((X[0], X[1]), X[2])

    def _line(self, X, nums, nudge):
        self._as_seg((X[0], X[1]), (X[2], X[3]))

    def _rect(self, X, nums, nudge):
        x, y, w, h = X
        x2, y2 = x + w, y + h
        if w == 0 or h == 0:
            return self._as_seg((x, y), (x2, y2))
        c = [(x, y), (x2, y), (x2, y2), (x, y2)]
        self.pieces = [mkseg(c[i], c[(i + 1) % 4]) for i in range(4)]
        self.member = lambda q: x <= q[0] <= x2 and y <= q[1] <= y2
        self.samples = [c[0]]

    def _polygon(self, X, nums, nudge):
        v = polygon_normalise([(X[i], X[i + 1]) for i in range(0, len(X), 2)])
        # drop collinear vertices: they change no answer (README)
        changed = True
        while changed and len(v) > 3:
            changed = False
            for i in range(len(v)):
                a, b, c = v[i - 1], v[i], v[(i + 1) % len(v)]
                if cross(sub(b, a), sub(c, b)) == 0:
                    del v[i]
                    changed = True
                    break
        n = len(v)
        edges = [(v[i], v[(i + 1) % n]) for i in range(n)]
        self.pieces = [mkseg(a, b) for a, b in edges]

        def member(q):
            inside = False
            for a, b in edges:
                if on_segment(q, a, b):
                    return True
                if (a[1] > q[1]) != (b[1] > q[1]):
                    # x of the edge at height q.y compared with q.x, exactly
                    t = cross(sub(b, a), sub(q, a))
                    if (t > 0) == (b[1] > a[1]):
                        inside = not inside
            return inside
        self.member = member
        self.samples = [v[0]]

    def _capsule(self, X, nums, nudge):
        a, b, r = (X[0], X[1]), (X[2], X[3]), X[4]
        if r == 0:
            return self._as_seg(a, b)
        if a == b:
            return self._as_circle(a, r)
        d = sub(b, a)
        L = norm(d)
        u = (d[0] / L, d[1] / L)
        n1 = (u[1], -u[0])
        n2 = (-u[1], u[0])
        self.pieces = [mkseg(add(a, mul(n1, r)), add(b, mul(n1, r))),
                       mkseg(add(a, mul(n2, r)), add(b, mul(n2, r))),
                       ("arc", Arc(b, r, n1, n2, "le")),
                       ("arc", Arc(a, r, n2, n1, "le"))]
        r2 = r * r
        self.member = lambda q: seg_dist2_le(q, a, b, r2)
        self.samples = [self.pieces[0][1]]

    def _wedge(self, X, nums, nudge):
        self._sector((X[0], X[1]), D0, X[2], nums[3], nums[4], nudge)

    def _arc(self, X, nums, nudge):
        self._sector((X[0], X[1]), X[2], X[3], nums[4], nums[5], nudge)

    def _sector(self, c, rin, rout, start, end, nudge):
        S, E = Fraction(start), Fraction(end)
        if self.shift and (S % 45 or E % 45):
            eps = self.scale * Decimal("1e-20") * self.shift
            c = (c[0] + eps, c[1] + eps)
        diff = E - S
        sweep = diff % 360
        if S != E and sweep != 0 and (sweep < Fraction(1, 10**9) or sweep > 360 - Fraction(1, 10**9)):
            self.open = True  # END-START within 1e-9 deg of a multiple of 360 without being one
        if rout == 0:
            return self._as_point(c)
        if S == E:  # radial segment
            if S % 45:
                self.exact_rays = False
                S += nudge * EPS_DEG
            u = direction(S)
            if rin == rout:
                return self._as_point(add(c, mul(u, rout)), (c, u, rout))
            self.pieces = [mkray(c, u, rin, rout)]
            ray = self.pieces[0]
            self.member = lambda x: on_seg_piece(x, ray)
            self.samples = [ray[1]]
            return
        if sweep == 0:  # full ring / disk
            if rin == 0:
                return self._as_circle(c, rout)
            self.pieces = [("arc", Arc(c, rout))]
            if rin < rout:
                self.pieces.append(("arc", Arc(c, rin)))
            ri2, ro2 = rin * rin, rout * rout
            self.member = lambda q: ri2 <= norm2(sub(q, c)) <= ro2
            self.samples = [(c[0] + rout, c[1])] + ([(c[0] + rin, c[1])] if rin < rout else [])
            return
        if S % 45:
            self.exact_rays = False
            S -= nudge * EPS_DEG
        if E % 45:
            self.exact_rays = False
            E += nudge * EPS_DEG
        sweep = (E - S) % 360
        us, ue = direction(S), direction(E)
        kind = "le" if sweep <= 180 else "gt"
        outer = Arc(c, rout, us, ue, kind)
        self.pieces = [("arc", outer)]
        if rin < rout:
            if rin > 0:
                self.pieces.append(("arc", Arc(c, rin, us, ue, kind)))
            if rin == 0 and sweep == 180:
                self.pieces.append(mkray(c, us, -rout, rout))  # the diameter (ue == -us)
                self.apex = c
            else:
                self.pieces.append(mkray(c, us, rin, rout))
                self.pieces.append(mkray(c, ue, rin, rout))
        ri2, ro2 = rin * rin, rout * rout

        def member(q):
            v = sub(q, c)
            n2 = norm2(v)
            if not (ri2 <= n2 <= ro2):
                return False
            if n2 == 0:
                return True
            return outer.in_range(v) >= 0
        self.member = member
        self.samples = [outer.ps]


def mkseg(p, q):
    """A segment piece: ('seg', P, Q, base, dir, t0, t1, unit): P = base + t0 dir, Q = base + t1 dir."""
    return ("seg", p, q, p, sub(q, p), D0, D1, False)


def mkray(c, u, t0, t1):
    """A radial segment c + t u (u a unit vector), t0 <= t <= t1: exact along rays at multiples of 45."""
    return ("seg", add(c, mul(u, t0)), add(c, mul(u, t1)), c, u, t0, t1, True)


def mkpt(p, polar=None):
    """A point piece; polar = (c, u, r) when p = c + r u for a unit ray u."""
    return ("pt", p, polar)


def seg_len2(sg):
    return D1 if sg[7] else norm2(sg[4])


def seg_param(sg, x):
    """dot(dir, x - base) scaled like t*|dir|^2, exact for rational x."""
    return dot(sg[4], sub(x, sg[3]))


def on_seg_piece(x, sg, polar=None):
    base, d, t0, t1 = sg[3], sg[4], sg[5], sg[6]
    if polar is not None and sg[7] and polar[0] == base:
        c, u, r = polar
        if r == 0:
            return t0 == 0
        if cross(d, u) != 0 or dot(d, u) < 0:
            return False
        return t0 <= r <= t1
    if cross(d, sub(x, base)) != 0:
        return False
    t = seg_param(sg, x)
    L = seg_len2(sg)
    return t0 * L <= t <= t1 * L


def on_segment(x, p, q):
    d = sub(q, p)
    w = sub(x, p)
    if cross(d, w) != 0:
        return False
    t = dot(d, w)
    return 0 <= t <= norm2(d)


def seg_dist2_le(x, p, q, r2):
    d = sub(q, p)
    w = sub(x, p)
    t = dot(d, w)
    L = norm2(d)
    if t <= 0:
        return norm2(w) <= r2
    if t >= L:
        return norm2(sub(x, q)) <= r2
    c = cross(d, w)
    return c * c <= r2 * L


# ---------------------------------------------------------------- distances (only for near-tie detection)
def pt_seg_dist(x, p, q):
    d = sub(q, p)
    w = sub(x, p)
    L = norm2(d)
    if L == 0:
        return norm(w)
    t = dot(d, w)
    if t <= 0:
        return norm(w)
    if t >= L:
        return norm(sub(x, q))
    return abs(cross(d, w)) / L.sqrt()


def pt_arc_dist(x, arc):
    v = sub(x, arc.c)
    n = norm(v)
    if n == 0:
        return arc.r
    if arc.in_range(v) >= 0:
        return abs(n - arc.r)
    return min(norm(sub(x, arc.ps)), norm(sub(x, arc.pe)))


def piece_points(pc):
    if pc[0] == "pt":
        return [pc[1]]
    if pc[0] == "seg":
        return [pc[1], pc[2]]
    a = pc[1]
    return [] if a.kind == "full" else [a.ps, a.pe]


def pt_piece_dist(x, pc):
    if pc[0] == "pt":
        return norm(sub(x, pc[1]))
    if pc[0] == "seg":
        return pt_seg_dist(x, pc[1], pc[2])
    return pt_arc_dist(x, pc[1])


def piece_dist(p1, p2):
    """Distance between two pieces known not to meet (candidates include the minimiser)."""
    cands = [pt_piece_dist(x, p2) for x in piece_points(p1)]
    cands += [pt_piece_dist(x, p1) for x in piece_points(p2)]
    arcs = [p for p in (p1, p2) if p[0] == "arc"]
    segs = [p for p in (p1, p2) if p[0] == "seg"]
    if len(arcs) == 1 and len(segs) == 1:
        a = arcs[0][1]
        p, q = segs[0][1], segs[0][2]
        d = sub(q, p)
        L = norm(d)
        nrm = (-d[1] / L, d[0] / L)
        for s in (1, -1):
            v = mul(nrm, s)
            if a.in_range(v) >= 0:
                cands.append(pt_seg_dist(add(a.c, mul(v, a.r)), p, q))
    elif len(arcs) == 2:
        a, b = arcs[0][1], arcs[1][1]
        dv = sub(b.c, a.c)
        L = norm(dv)
        if L == 0:
            if arcs_overlap_dirs(a, b):
                cands.append(abs(a.r - b.r))
        else:
            u = (dv[0] / L, dv[1] / L)
            for s1 in (1, -1):
                for s2 in (1, -1):
                    v1, v2 = mul(u, s1), mul(u, s2)
                    if a.in_range(v1) >= 0 and b.in_range(v2) >= 0:
                        cands.append(norm(sub(add(a.c, mul(v1, a.r)), add(b.c, mul(v2, b.r)))))
    return min(cands) if cands else Decimal("1e400")


def arc_interval(a):
    s = pseudo_angle(a.us)
    w = pseudo_angle(a.ue) - s
    if w <= 0:
        w += 4
    return s, w


def arcs_overlap_dirs(a, b):
    if a.kind == "full" or b.kind == "full":
        return True
    s1, w1 = arc_interval(a)
    s2, w2 = arc_interval(b)
    return any(max(s1, s2 + k) <= min(s1 + w1, s2 + k + w2) for k in (-4, 0, 4))


# ---------------------------------------------------------------- piece intersections
class Hits:
    def __init__(self, thr):
        self.meet = False
        self.req = []
        self.opt = []
        self.overlaps = []     # (P, Q) endpoints of shared pieces
        self.full_circle = False
        self.thr = thr         # band for optional near-contacts (a length)

    def point(self, p, margin=None):
        """margin: how far inside the closed ranges the point is (>=0 inside)."""
        if margin is None or margin >= 0:
            self.meet = True
            if margin is None or margin == 0 or margin > self.thr:
                self.req.append(p)
            else:
                self.opt.append(p)
        elif margin > -self.thr:
            self.opt.append(p)


def pt_pt(h, p1, p2):
    a, b = p1[2], p2[2]
    if a is not None and b is not None and a[0] == b[0]:
        same = a[2] == b[2] and (a[2] == 0 or a[1] == b[1])
    else:
        same = p1[1] == p2[1]
    if same:
        h.point(p1[1])


def pt_seg(h, p, sg):
    if on_seg_piece(p[1], sg, p[2]):
        h.point(p[1])


def pt_arc(h, p, a):
    x, polar = p[1], p[2]
    if polar is not None and polar[0] == a.c:
        if polar[2] == a.r:
            h.point(x, a.in_range(polar[1]))
        return
    v = sub(x, a.c)
    if norm2(v) == a.r * a.r:
        h.point(x, a.in_range(v))


def seg_seg(h, s1, s2):
    _, P1, Q1, b1, d1, t0, t1, _u1 = s1
    _, P2, Q2, b2, d2, u0, u1, _u2 = s2
    den = cross(d1, d2)
    k = cross(d1, sub(b2, b1))
    if den == 0:
        if k != 0:
            return
        L = seg_len2(s1)
        m = dot(d1, sub(b2, b1))
        if s1[7] and s2[7]:
            g = D1 if d1 == d2 else (-D1 if d1 == mul(d2, -1) else dot(d1, d2))
        else:
            g = dot(d1, d2)
        e = sorted([(m + u0 * g, P2), (m + u1 * g, Q2)], key=lambda z: z[0])
        lo, plo = (t0 * L, P1) if e[0][0] <= t0 * L else e[0]
        hi, phi = (t1 * L, Q1) if e[1][0] >= t1 * L else e[1]
        if lo > hi:
            return
        if lo == hi:
            h.point(plo)
        else:
            h.meet = True
            h.overlaps.append((plo, phi))
        return
    o1, o2 = k + u0 * den, k + u1 * den
    k2 = cross(d2, sub(b1, b2))
    o3, o4 = k2 - t0 * den, k2 - t1 * den
    if _u1 or _u2:
        # Directions at 45 degrees are 300-digit roundings of sqrt(2)/2: an
        # exact contact (an end on the other piece) leaves a residue near
        # 1e-300 of the operands. Nothing of these inputs is that small
        # unless it is zero.
        mag = abs(k) + abs(k2) + abs(den) * (abs(u0) + abs(u1) + abs(t0) + abs(t1)) + D1
        o1, o2, o3, o4 = (D0 if abs(o) <= mag * Decimal("1e-250") else o for o in (o1, o2, o3, o4))
    if sgn(o1) * sgn(o2) > 0 or sgn(o3) * sgn(o4) > 0:
        return
    if o1 == 0:
        h.point(P2)
    elif o2 == 0:
        h.point(Q2)
    elif o3 == 0:
        h.point(P1)
    elif o4 == 0:
        h.point(Q1)
    else:
        t = cross(sub(b2, b1), d2) / den
        h.point(add(b1, mul(d1, t)))


def seg_arc(h, sg, a):
    _, P, Q, base, d, t0, t1, unit = sg
    c, r = a.c, a.r
    if unit and base == c:   # a ray from the arc's centre: meets it at t = r (or -r)
        for t, v in ((r, d), (-r, mul(d, -1))):
            if t0 <= t <= t1:
                h.point(P if t == t0 else (Q if t == t1 else add(c, mul(d, t))), a.in_range(v))
        return
    w = sub(base, c)
    A = seg_len2(sg)
    B = dot(d, w)
    C = norm2(w) - r * r
    disc = B * B - A * C
    snapped = False
    if abs(disc) <= (B * B + abs(A * C)) * Decimal("1e-250"):
        disc = D0  # a tangency on a piece whose direction is a rounded irrational (capsule side, 45-degree ray)
        snapped = True
    # A tangency on a ray at a non-45-degree angle rests on the library's
    # rounded sin/cos: its point may be listed or not.
    fragile_tangent = snapped and unit and d[0] != 0 and d[1] != 0 and abs(d[0]) != abs(d[1])
    r2 = r * r
    exact_end = []
    for e, te in ((P, t0), (Q, t1)):
        if not unit and norm2(sub(e, c)) == r2:
            exact_end.append(te)
            h.point(e, a.in_range(sub(e, c)))
    if disc < 0:
        return
    sq = disc.sqrt()
    L = A.sqrt()
    for t in ((-B - sq) / A, (-B + sq) / A) if disc > 0 else ((-B / A),):
        ms = min(t - t0, t1 - t) * L
        if ms < -h.thr:
            continue
        if any(abs(t - te) * L < h.thr for te in exact_end):
            continue  # an exact endpoint contact, done above
        x = add(base, mul(d, t))
        if fragile_tangent:
            h.opt.append(x)
            continue
        h.point(x, min(ms, a.in_range(sub(x, c))))


def arc_arc(h, a, b):
    dv = sub(b.c, a.c)
    d2 = norm2(dv)
    if d2 == 0:
        if a.r != b.r:
            return
        # the same circle: shared pieces
        if a.kind == "full" and b.kind == "full":
            h.meet = True
            h.full_circle = True
            return
        if a.kind == "full" or b.kind == "full":
            o = b if a.kind == "full" else a
            h.meet = True
            h.overlaps.append((o.ps, o.pe))
            return
        s1, w1 = arc_interval(a)
        s2, w2 = arc_interval(b)
        for k in (-4, 0, 4):
            lo = max(s1, s2 + k)
            hi = min(s1 + w1, s2 + k + w2)
            if lo > hi:
                continue
            plo = a.ps if s1 >= s2 + k else b.ps
            phi = a.pe if s1 + w1 <= s2 + k + w2 else b.pe
            if lo == hi or plo == phi:
                h.point(plo)
            else:
                h.meet = True
                h.overlaps.append((plo, phi))
        return
    ra, rb = a.r, b.r
    if d2 > (ra + rb) ** 2 or d2 < (ra - rb) ** 2:
        return
    K = d2 + ra * ra - rb * rb
    H = 4 * d2 * ra * ra - K * K
    base = add(a.c, mul(dv, K / (2 * d2)))
    perp = (-dv[1], dv[0])
    if H == 0:
        pts = [base]
    else:
        s = H.sqrt() / (2 * d2)
        pts = [add(base, mul(perp, s)), add(base, mul(perp, -s))]
    for x in pts:
        h.point(x, min(a.in_range(sub(x, a.c)), b.in_range(sub(x, b.c))))


def intersect(h, p1, p2):
    t1, t2 = p1[0], p2[0]
    if t1 > t2:   # order: arc < pt < seg
        p1, p2, t1, t2 = p2, p1, t2, t1
    if t1 == "pt" and t2 == "pt":
        pt_pt(h, p1, p2)
    elif t1 == "pt" and t2 == "seg":
        pt_seg(h, p1, p2)
    elif t1 == "seg" and t2 == "seg":
        seg_seg(h, p1, p2)
    elif t1 == "arc" and t2 == "pt":
        pt_arc(h, p2, p1[1])
    elif t1 == "arc" and t2 == "seg":
        seg_arc(h, p2, p1[1])
    else:
        arc_arc(h, p1[1], p2[1])


# ---------------------------------------------------------------- the answer
class Answer:
    def __init__(self, status, collide=None, required=(), optional=(), hp_skip=False, note=""):
        self.status, self.collide = status, collide
        self.required, self.optional, self.hp_skip, self.note = list(required), list(optional), hp_skip, note

    def __repr__(self):
        return (f"Answer({self.status}, collide={self.collide}, req={self.required}, "
                f"opt={self.optional}, hp_skip={self.hp_skip}, {self.note})")


def _dedupe(pts, tol):
    out = []
    for p in pts:
        if all(abs(p[0] - q[0]) > tol or abs(p[1] - q[1]) > tol for q in out):
            out.append(p)
    return out


def _solve(sa, sb, nudge, shift=0):
    A, B = Shape(sa, nudge, shift), Shape(sb, nudge, shift)
    scale = max(A.scale, B.scale)
    h = Hits(scale * Decimal("1e-12"))
    for pa in A.pieces:
        for pb in B.pieces:
            intersect(h, pa, pb)
    collide = h.meet or any(B.member(s) for s in A.samples) or any(A.member(s) for s in B.samples)
    return A, B, scale, h, collide


def answer(sa, sb):
    A, B, scale, h, collide = _solve(sa, sb, 0)
    if A.open or B.open:
        return Answer("open", note="END-START within 1e-9 deg of a non-zero multiple of 360")
    if not collide:
        dist = min((piece_dist(pa, pb) for pa in A.pieces for pb in B.pieces), default=Decimal(1))
        if dist < scale * Decimal("1e-25"):
            return Answer("tie", False, note=f"clearance {dist:.3e}")
    if not (A.exact_rays and B.exact_rays):
        for nudge, shift in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if _solve(sa, sb, nudge, shift)[4] != collide:
                return Answer("tie", collide, note="a non-45-degree ray decides it")
    if not collide:
        return Answer("ok", False)
    tol = scale * Decimal("1e-40")
    req = list(h.req)
    for p, q in h.overlaps:
        req += [p, q]
    req = _dedupe(req, tol)
    opt = _dedupe([p for p in h.opt if all(norm2(sub(p, q)) > tol * tol for q in req)], tol)
    # a contact at the end of a ray at a non-45 angle rests on the library's rounded sin/cos
    fr = A.fragile + B.fragile
    ftol = scale * Decimal("1e-9")
    if fr:
        weak = [p for p in req if any(abs(p[0] - f[0]) <= ftol and abs(p[1] - f[1]) <= ftol for f in fr)]
        req = [p for p in req if p not in weak]
        opt += weak
    for s, o in ((A, B), (B, A)):
        if s.apex is not None and any(on_piece(s.apex, pc) for pc in o.pieces):
            opt.append(s.apex)
    fl = lambda pts: [(float(x), float(y)) for x, y in pts]
    return Answer("ok", True, fl(req), fl(opt), hp_skip=h.full_circle)


def on_piece(x, pc):
    if pc[0] == "pt":
        return x == pc[1]
    if pc[0] == "seg":
        return on_seg_piece(x, pc)
    a = pc[1]
    v = sub(x, a.c)
    return norm2(v) == a.r * a.r and a.in_range(v) >= 0


def extent(sa, sb):
    """A length scale for the hit-point tolerance: the pair's overall size."""
    xs, ys = [], []
    for s in (sa, sb):
        kind, n = parse(s)
        if kind in ("point",):
            xs += [n[0]]; ys += [n[1]]
        elif kind in ("circle", "wedge"):
            xs += [n[0] - n[2], n[0] + n[2]]; ys += [n[1] - n[2], n[1] + n[2]]
        elif kind == "arc":
            xs += [n[0] - n[3], n[0] + n[3]]; ys += [n[1] - n[3], n[1] + n[3]]
        elif kind == "rect":
            xs += [n[0], n[0] + n[2]]; ys += [n[1], n[1] + n[3]]
        elif kind == "capsule":
            xs += [n[0] - n[4], n[2] + n[4], n[0] + n[4], n[2] - n[4]]
            ys += [n[1] - n[4], n[3] + n[4], n[1] + n[4], n[3] - n[4]]
        else:
            xs += n[0::2]; ys += n[1::2]
    return max(max(xs) - min(xs), max(ys) - min(ys)), max(abs(v) for v in xs + ys)


def compare(sa, sb, ans, got):
    """got: the parsed JSON object from hitdemo. Returns a list of problems (empty if it agrees)."""
    probs = []
    if "collide" not in got:
        return [f"no answer: {got}"]
    if ans.status != "ok":
        return []
    if got["collide"] is not ans.collide:
        probs.append(f"collide {got['collide']}, expected {ans.collide}")
    pts = got.get("hit_points", [])
    if not ans.collide and pts:
        probs.append(f"hit_points {pts} for a pair that does not collide")
    if pts != sorted(pts) or any(pts[i] == pts[i + 1] for i in range(len(pts) - 1)):
        probs.append(f"hit_points not sorted/merged: {pts}")
    if ans.hp_skip or not ans.collide or probs:
        return probs
    ext, mag = extent(sa, sb)
    tol = 1e-7 * ext + 1e-13 * mag + 1e-300
    near = lambda p, q: abs(p[0] - q[0]) <= tol and abs(p[1] - q[1]) <= tol
    missing = [p for p in ans.required if not any(near(p, q) for q in pts)]
    extra = [q for q in pts if not any(near(p, q) for p in ans.required + ans.optional)]
    if missing or extra:
        probs.append(f"hit_points {pts}; expected {sorted(ans.required)}"
                     + (f" (optional {sorted(ans.optional)})" if ans.optional else "")
                     + (f"; missing {missing}" if missing else "") + (f"; extra {extra}" if extra else ""))
    return probs


if __name__ == "__main__":
    import sys
    print(answer(sys.argv[1], sys.argv[2]))


# ---------------------------------------------------------------- relation
# An independent oracle for the "relation" key on the straight kinds (point,
# rect, line, polygon, and a circle or capsule of radius 0), in exact
# fractions. It does not follow the C code (which walks the outlines'
# arrangement with cones of directions): here every edge is cut at every
# point where it meets the other shape's outline, and each open piece is
# classified by its midpoint (a piece lies wholly inside, on or outside the
# other shape); two regions' interiors are compared slab by slab (between
# consecutive x of all vertices and crossings nothing crosses, so the open
# y-intervals at the slab's middle x decide). Rules as docs/geometry.md:
# containment first (a_contains_b also for equal sets), then overlapping
# (relative interiors: a point's is itself, a segment's is it without its
# ends), touching, apart.

def _straight(spec):
    """spec -> ("pt", [p]) / ("seg", [p, q]) / ("region", [v...]) in Fractions, or None."""
    kind, n = parse(spec)
    F = [Fraction(x) for x in n]
    if kind == "point":
        return "pt", [(F[0], F[1])]
    if kind == "circle" and F[2] == 0:
        return "pt", [(F[0], F[1])]
    if kind == "line" or (kind == "capsule" and F[4] == 0):
        p, q = (F[0], F[1]), (F[2], F[3])
        return ("pt", [p]) if p == q else ("seg", [p, q])
    if kind == "rect":
        x, y, w, h = F
        if w == 0 and h == 0:
            return "pt", [(x, y)]
        if w == 0 or h == 0:
            return "seg", [(x, y), (x + w, y + h)]
        return "region", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    if kind == "polygon":
        return "region", polygon_normalise([(F[i], F[i + 1]) for i in range(0, len(F), 2)])
    return None


def _edges(t, v):
    if t == "region":
        return [(v[i], v[(i + 1) % len(v)]) for i in range(len(v))]
    if t == "seg":
        return [(v[0], v[1])]
    return []


def _on_closed(x, p, q):
    return cross(sub(q, p), sub(x, p)) == 0 and min(p[0], q[0]) <= x[0] <= max(p[0], q[0]) \
        and min(p[1], q[1]) <= x[1] <= max(p[1], q[1])


def _where(x, t, v):
    """'in' (interior; for a segment: its open part, for a point: the point), 'on' (boundary,
    or a segment's end), 'out'."""
    if t == "pt":
        return "in" if x == v[0] else "out"
    if t == "seg":
        if not _on_closed(x, v[0], v[1]):
            return "out"
        return "on" if x in (v[0], v[1]) else "in"
    if any(_on_closed(x, p, q) for p, q in _edges(t, v)):
        return "on"
    inside = False  # even-odd rule with a ray to +x (x is on no edge)
    for p, q in _edges(t, v):
        if (p[1] > x[1]) != (q[1] > x[1]):
            xc = p[0] + (x[1] - p[1]) * (q[0] - p[0]) / (q[1] - p[1])
            if xc > x[0]:
                inside = not inside
    return "in" if inside else "out"


def _meets(e, f):
    """The points where segments e and f meet: [] , [x], or the two ends of the shared piece."""
    (p, q), (r, s) = e, f
    d1, d2 = sub(q, p), sub(s, r)
    den = cross(d1, d2)
    if den != 0:
        t = cross(sub(r, p), d2) / den
        u = cross(sub(r, p), d1) / den
        return [add(p, mul(d1, t))] if 0 <= t <= 1 and 0 <= u <= 1 else []
    if cross(d1, sub(r, p)) != 0:
        return []
    return [x for x in (p, q, r, s) if _on_closed(x, p, q) and _on_closed(x, r, s)]


def _pieces(t, v, other):
    """The midpoints of the open pieces of t's edges cut at every meeting with the other's
    edges and at the other's vertices."""
    mids = []
    for e in _edges(t, v):
        p, q = e
        d = sub(q, p)
        ts = {Fraction(0), Fraction(1)}
        for f in _edges(*other):
            for x in _meets(e, f):
                ts.add(dot(sub(x, p), d) / dot(d, d))
        for x in other[1]:
            if _on_closed(x, p, q):
                ts.add(dot(sub(x, p), d) / dot(d, d))
        ts = sorted(ts)
        mids += [add(p, mul(d, (a + b) / 2)) for a, b in zip(ts, ts[1:])]
    return mids


def _subset(A, B):
    """B is a subset of A."""
    ta, va = A
    tb, vb = B
    if ta == "pt":
        return tb == "pt" and vb[0] == va[0]
    if ta == "seg" and tb == "region":
        return False
    pts = list(vb) + _pieces(tb, vb, A)
    return all(_where(x, ta, va) != "out" for x in pts)


def _slab_overlap(A, B):
    """Interiors of two regions meet: slab by slab."""
    xs = {p[0] for p in A[1] + B[1]}
    for e in _edges(*A):
        for f in _edges(*B):
            xs.update(x[0] for x in _meets(e, f))
    xs = sorted(xs)
    for x0, x1 in zip(xs, xs[1:]):
        xm = (x0 + x1) / 2

        def intervals(S):
            ys = sorted(p[1] + (xm - p[0]) * (q[1] - p[1]) / (q[0] - p[0])
                        for p, q in _edges(*S) if min(p[0], q[0]) < xm < max(p[0], q[0]))
            return list(zip(ys[0::2], ys[1::2]))
        for lo1, hi1 in intervals(A):
            for lo2, hi2 in intervals(B):
                if max(lo1, lo2) < min(hi1, hi2):
                    return True
    return False


def _interiors_meet(A, B):
    ta, va = A
    tb, vb = B
    if ta == "pt" or tb == "pt":
        P, S = (A, B) if ta == "pt" else (B, A)
        return _where(P[1][0], *S) == "in"
    if ta == "region" and tb == "region":
        return _slab_overlap(A, B)
    if ta == "seg" and tb == "seg":
        (p, q), (r, s) = va, vb
        m = _meets((p, q), (r, s))
        if len(m) == 1:  # one point: interior to both?
            return _where(m[0], *A) == "in" and _where(m[0], *B) == "in"
        return len(m) >= 2 and len(set(m)) >= 2  # a shared piece of positive length
    S, R = (A, B) if ta == "seg" else (B, A)
    return any(_where(x, *R) == "in" for x in _pieces(S[0], S[1], R))


def _collide(A, B):
    if any(_where(x, *B) != "out" for x in A[1]) or any(_where(x, *A) != "out" for x in B[1]):
        return True
    return any(_meets(e, f) for e in _edges(*A) for f in _edges(*B))


def relation(sa, sb):
    """The relation of two straight shapes, or None if either is of another kind."""
    A, B = _straight(sa), _straight(sb)
    if A is None or B is None:
        return None
    if _subset(A, B):
        return "a_contains_b"
    if _subset(B, A):
        return "b_contains_a"
    if _interiors_meet(A, B):
        return "overlapping"
    return "touching" if _collide(A, B) else "apart"
