// hitdemo-peer-box2d: Box2D 2.4's answer, b2TestOverlap, as a Box2D user
// gets it (docs/peers-builtin.md):
//   point    a b2CircleShape of radius 0
//   circle   a b2CircleShape (m_p the centre)
//   rect     a b2PolygonShape, SetAsBox(w/2, h/2, centre, 0)
//   line     a b2EdgeShape, SetTwoSided(a, b)
//   polygon  a b2PolygonShape, Set(vertices, n): convex ones of at most
//            b2_maxPolygonVertices (8) vertices; "-" for the others
//   capsule, arc, wedge: no Box2D 2.4 shape, "-"
// Every number goes through Box2D's float; a number beyond FLT_MAX gets "-".
// Polygons and edges carry Box2D's skin, b2_polygonRadius (0.01): two rects
// 0.01 apart overlap. Shapes sit in one body frame (identity transforms).
#include <box2d/box2d.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "peer_main.h"

namespace {

// Each side of the pair has storage for every shape type it may become.
struct Slot {
    b2CircleShape circle;
    b2PolygonShape polygon;
    b2EdgeShape edge;
};

bool fits(double v) { return std::fabs(v) <= FLT_MAX; }

b2Vec2 fvec(hd_vec2 p) { return b2Vec2(static_cast<float>(p.x), static_cast<float>(p.y)); }

// Whether b2PolygonShape::Set takes the float vertices p[0..n) as they are,
// without one of its assertions (the library is built with them on, and a
// failed one aborts): no two vertices within its weld distance, the hull
// its gift wrapping finds (the same float comparisons, in the same order)
// has 3 to 8 vertices, and the area it computes over that hull is above
// b2_epsilon. Anything else is a polygon Box2D does not build: "-".
bool set_takes(const b2Vec2 *p, int n)
{
    const float weld = 0.5f * b2_linearSlop;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (b2DistanceSquared(p[i], p[j]) < weld * weld)
                return false;
    // gift wrapping from the rightmost vertex (the lowest y among equals)
    int first = 0;
    for (int i = 1; i < n; i++)
        if (p[i].x > p[first].x || (p[i].x == p[first].x && p[i].y < p[first].y))
            first = i;
    int hull[b2_maxPolygonVertices];
    int m = 0;
    for (int cur = first;;) {
        if (m == b2_maxPolygonVertices)
            return false;
        hull[m] = cur;
        int next = 0;
        for (int j = 1; j < n; j++) {
            if (next == cur) {
                next = j;
                continue;
            }
            b2Vec2 r = p[next] - p[hull[m]];
            b2Vec2 v = p[j] - p[hull[m]];
            float c = b2Cross(r, v);
            if (c < 0.0f)
                next = j;
            if (c == 0.0f && v.LengthSquared() > r.LengthSquared())
                next = j;
        }
        m++;
        cur = next;
        if (cur == first)
            break;
    }
    if (m < 3)
        return false;
    for (int i = 0; i < m; i++) {
        b2Vec2 e = p[hull[(i + 1) % m]] - p[hull[i]];
        if (!(e.LengthSquared() > b2_epsilon * b2_epsilon))
            return false;
    }
    // the area as the centroid computation sums it, relative to the first
    // hull vertex; twice the bound it asserts, for safety
    b2Vec2 s = p[hull[0]];
    float area = 0.0f;
    for (int i = 0; i < m; i++) {
        b2Vec2 e1 = p[hull[i]] - s;
        b2Vec2 e2 = p[hull[(i + 1) % m]] - s;
        area += 0.5f * b2Cross(e1, e2);
    }
    return area > 2.0f * b2_epsilon;
}

// The Box2D shape for s in slot, or nullptr where Box2D has none ("-").
const b2Shape *make(const hd_shape *s, Slot *slot)
{
    switch (s->kind) {
    case HD_POINT:
        if (!fits(s->point.p.x) || !fits(s->point.p.y))
            return nullptr;
        slot->circle.m_p = fvec(s->point.p);
        slot->circle.m_radius = 0.0f;
        return &slot->circle;
    case HD_CIRCLE:
        if (!fits(s->circle.c.x) || !fits(s->circle.c.y) || !fits(s->circle.r))
            return nullptr;
        slot->circle.m_p = fvec(s->circle.c);
        slot->circle.m_radius = static_cast<float>(s->circle.r);
        return &slot->circle;
    case HD_RECT: {
        const hd_rect &r = s->rect;
        double cx = r.x + r.w / 2, cy = r.y + r.h / 2;
        if (!fits(cx) || !fits(cy) || !fits(r.w / 2) || !fits(r.h / 2) || !fits(r.x) || !fits(r.y) ||
            !fits(r.x + r.w) || !fits(r.y + r.h))
            return nullptr;
        slot->polygon.SetAsBox(static_cast<float>(r.w / 2), static_cast<float>(r.h / 2),
                               b2Vec2(static_cast<float>(cx), static_cast<float>(cy)), 0.0f);
        return &slot->polygon;
    }
    case HD_LINE:
        if (!fits(s->line.a.x) || !fits(s->line.a.y) || !fits(s->line.b.x) || !fits(s->line.b.y))
            return nullptr;
        slot->edge.SetTwoSided(fvec(s->line.a), fvec(s->line.b));
        return &slot->edge;
    case HD_POLYGON: {
        const hd_polygon &pg = s->polygon;
        if (pg.n > b2_maxPolygonVertices || !(pg.flags & HD_POLY_CONVEX))
            return nullptr;
        b2Vec2 v[b2_maxPolygonVertices];
        for (int i = 0; i < pg.n; i++) {
            if (!fits(pg.v[i].x) || !fits(pg.v[i].y))
                return nullptr;
            v[i] = fvec(pg.v[i]);
        }
        if (!set_takes(v, pg.n))
            return nullptr;
        slot->polygon.Set(v, pg.n);
        return &slot->polygon;
    }
    default: // capsule, arc, wedge: Box2D 2.4 has no such shape
        return nullptr;
    }
}

Slot slot_a, slot_b;

int answer(const hd_shape *a, const hd_shape *b)
{
    const b2Shape *sa = make(a, &slot_a);
    const b2Shape *sb = sa ? make(b, &slot_b) : nullptr;
    if (!sa || !sb)
        return -1;
    b2Transform xf;
    xf.SetIdentity();
    return b2TestOverlap(sa, 0, sb, 0, xf, xf) ? 1 : 0;
}

bool expressible(hd_kind k) { return k == HD_POINT || k == HD_CIRCLE || k == HD_RECT || k == HD_LINE || k == HD_POLYGON; }

bool answers_kinds(hd_kind ka, hd_kind kb) { return expressible(ka) && expressible(kb); }

} // namespace

int main(int argc, char **argv)
{
    // The version of the package built against (its CMake or pkg-config
    // file): the 2.4.1 release left b2_version at {2, 4, 0}, so b2_version
    // is the fallback only, and shown beside it where the two differ.
    char library[96], run[32];
    std::snprintf(run, sizeof run, "%d.%d.%d", static_cast<int>(b2_version.major),
                  static_cast<int>(b2_version.minor), static_cast<int>(b2_version.revision));
#ifdef HD_BOX2D_VERSION
    if (std::strcmp(run, HD_BOX2D_VERSION) == 0)
        std::snprintf(library, sizeof library, "Box2D %s", run);
    else
        std::snprintf(library, sizeof library, "Box2D %s (b2_version %s)", HD_BOX2D_VERSION, run);
#else
    std::snprintf(library, sizeof library, "Box2D %s", run);
#endif
    hd_peer_adapter ad = {"box2d", library, answer, answers_kinds};
    return hd_peer_main(argc, argv, &ad);
}
