/* hitdemo-peer-geos: GEOS's answer, GEOSIntersects_r (the C API, one
 * reentrant context), on the shapes as a GEOS user builds them
 * (docs/peers-builtin.md):
 *   point    a Point
 *   line     a LineString of its two ends (both the same for a zero length)
 *   rect     GEOSGeom_createRectangle_r(x, y, x + w, y + h)
 *   polygon  a Polygon of its vertices (any winding; concave ones too)
 *   circle   the centre Point buffered by r with GEOS's default 8 segments
 *            per quadrant (GEOSBuffer_r(point, r, 8): a 32-gon whose
 *            vertices lie on the circle, every 11.25 degrees from 0)
 *   capsule  the segment's LineString buffered by r, 8 segments per quadrant
 *            (round caps, GEOS's default)
 *   wedge    a Polygon: the centre, then points on the circle from START to
 *            END every 11.25 degrees (the buffer's density) and at END
 *   arc      a Polygon: the outer arc so, then the inner arc back; a full
 *            turn is the 32-gon (with the inner 32-gon as a hole)
 * Degenerate shapes are built as written, as a GEOS user's code would
 * build them: a radius of 0 is buffer(0), an empty polygon; a zero-length
 * line a LineString of two equal points and a rect of no width or height
 * a Polygon of no area (GEOS holds both invalid; its answers on them are
 * in docs/peers-builtin.md). The sector polygons are this adapter's own,
 * so a degenerate sector is what it collapses to: a zero sweep the radial
 * LineString, an arc with rin == rout the LineString along the arc, a
 * radius of 0 the centre Point. GEOS computes in doubles. A pair GEOS
 * throws on gets "-". */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>

#define GEOS_USE_ONLY_R_API
#include <geos_c.h>

#include "peer_main.h"

/* GEOS's default quadrant segments (BufferParameters::DEFAULT_QUADRANT_SEGMENTS). */
#define QUADSEGS 8
#define STEP_DEG (90.0 / QUADSEGS)
/* Points of one sector outline at most: a full turn and the closing point. */
#define ARC_MAX (4 * QUADSEGS + 2)

static GEOSContextHandle_t ctx;

static void quiet(const char *message, void *userdata)
{
    (void)message;
    (void)userdata;
}

static GEOSGeometry *point(hd_vec2 p) { return GEOSGeom_createPointFromXY_r(ctx, p.x, p.y); }

/* A LineString of the n points xy[0..2n). */
static GEOSGeometry *linestring(const double *xy, unsigned n)
{
    GEOSCoordSequence *s = GEOSCoordSeq_copyFromBuffer_r(ctx, xy, n, 0, 0);
    return s ? GEOSGeom_createLineString_r(ctx, s) : NULL;
}

/* A closed LinearRing of the n points xy[0..2n) (xy has room for one more
 * point: the ring is closed there). */
static GEOSGeometry *ring(double *xy, unsigned n)
{
    xy[2 * n] = xy[0];
    xy[2 * n + 1] = xy[1];
    GEOSCoordSequence *s = GEOSCoordSeq_copyFromBuffer_r(ctx, xy, n + 1, 0, 0);
    return s ? GEOSGeom_createLinearRing_r(ctx, s) : NULL;
}

/* A Polygon of the shell ring and at most one hole (NULL: none). */
static GEOSGeometry *polygon(GEOSGeometry *shell, GEOSGeometry *hole)
{
    if (!shell) {
        if (hole)
            GEOSGeom_destroy_r(ctx, hole);
        return NULL;
    }
    if (hole)
        return GEOSGeom_createPolygon_r(ctx, shell, &hole, 1);
    return GEOSGeom_createPolygon_r(ctx, shell, NULL, 0);
}

static GEOSGeometry *buffered(GEOSGeometry *g, double r)
{
    if (!g)
        return NULL;
    GEOSGeometry *b = GEOSBuffer_r(ctx, g, r, QUADSEGS);
    GEOSGeom_destroy_r(ctx, g);
    return b;
}

/* Sector sweep in degrees as hitdemo reads START..END: 0 for a zero
 * sweep, 360 for a full turn (END - START a non-zero multiple of 360). */
static double sweep_of(double start, double end)
{
    double d = end - start;
    if (d == 0)
        return 0;
    double s = fmod(d, 360.0);
    if (s < 0)
        s += 360.0;
    return s == 0 ? 360.0 : s;
}

/* The points of the circle (c, r) from start over sweep degrees, every
 * STEP_DEG and at the end, into xy (from its end backward if reverse);
 * returns how many. */
static unsigned arc_points(hd_vec2 c, double r, double start, double sweep, bool reverse, double *xy)
{
    unsigned m = (unsigned)ceil(sweep / STEP_DEG);
    if (m < 1)
        m = 1;
    for (unsigned k = 0; k <= m; k++) {
        double a = k == m ? start + sweep : start + k * STEP_DEG;
        hd_vec2 d = hd_dir_deg(a);
        unsigned i = reverse ? m - k : k;
        xy[2 * i] = c.x + r * d.x;
        xy[2 * i + 1] = c.y + r * d.y;
    }
    return m + 1;
}

/* The closed ring of the circle (c, r): the 32-gon's points, 0 degrees first. */
static unsigned circle_points(hd_vec2 c, double r, double *xy)
{
    unsigned n = 4 * QUADSEGS;
    for (unsigned k = 0; k < n; k++) {
        hd_vec2 d = hd_dir_deg(k * STEP_DEG);
        xy[2 * k] = c.x + r * d.x;
        xy[2 * k + 1] = c.y + r * d.y;
    }
    return n;
}

static GEOSGeometry *segment(hd_vec2 a, hd_vec2 b)
{
    double xy[4] = {a.x, a.y, b.x, b.y};
    return linestring(xy, 2);
}

static GEOSGeometry *sector(hd_vec2 c, double rin, double rout, double start, double end)
{
    double sw = sweep_of(start, end);
    if (rout == 0)
        return point(c);
    if (sw == 0) {
        hd_vec2 d = hd_dir_deg(start);
        hd_vec2 p = {c.x + rin * d.x, c.y + rin * d.y}, q = {c.x + rout * d.x, c.y + rout * d.y};
        return rin == rout ? point(q) : segment(p, q);
    }
    static double xy[2 * (2 * ARC_MAX + 2)];
    if (sw == 360) {
        unsigned n = circle_points(c, rout, xy);
        if (rin == rout) { /* the circle's outline: a closed LineString */
            xy[2 * n] = xy[0];
            xy[2 * n + 1] = xy[1];
            return linestring(xy, n + 1);
        }
        GEOSGeometry *shell = ring(xy, n);
        GEOSGeometry *hole = NULL;
        if (rin > 0) {
            unsigned h = circle_points(c, rin, xy);
            /* the hole the other way round, as OGC rings go */
            for (unsigned i = 0, j = h - 1; i < j; i++, j--) {
                double tx = xy[2 * i], ty = xy[2 * i + 1];
                xy[2 * i] = xy[2 * j];
                xy[2 * i + 1] = xy[2 * j + 1];
                xy[2 * j] = tx;
                xy[2 * j + 1] = ty;
            }
            hole = ring(xy, h);
        }
        return polygon(shell, hole);
    }
    if (rin == rout)
        return linestring(xy, arc_points(c, rout, start, sw, false, xy));
    unsigned n = arc_points(c, rout, start, sw, false, xy);
    if (rin == 0) {
        xy[2 * n] = c.x;
        xy[2 * n + 1] = c.y;
        n++;
    } else {
        n += arc_points(c, rin, start, sw, true, xy + 2 * n);
    }
    return polygon(ring(xy, n), NULL);
}

/* The GEOS geometry for s, or NULL if GEOS would not build it. */
static GEOSGeometry *make(const hd_shape *s)
{
    switch (s->kind) {
    case HD_POINT:
        return point(s->point.p);
    case HD_CIRCLE:
        return buffered(point(s->circle.c), s->circle.r);
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        return GEOSGeom_createRectangle_r(ctx, r->x, r->y, r->x + r->w, r->y + r->h);
    }
    case HD_LINE:
        return segment(s->line.a, s->line.b);
    case HD_POLYGON: {
        static double xy[2 * (HD_POLY_MAX + 1)];
        const hd_polygon *pg = &s->polygon;
        for (int i = 0; i < pg->n; i++) {
            xy[2 * i] = pg->v[i].x;
            xy[2 * i + 1] = pg->v[i].y;
        }
        return polygon(ring(xy, (unsigned)pg->n), NULL);
    }
    case HD_CAPSULE:
        return buffered(segment(s->capsule.a, s->capsule.b), s->capsule.r);
    case HD_ARC:
        return sector(s->arc.c, s->arc.rin, s->arc.rout, s->arc.start, s->arc.end);
    case HD_WEDGE:
        return sector(s->wedge.c, 0, s->wedge.r, s->wedge.start, s->wedge.end);
    default:
        return NULL;
    }
}

/* The last geometry built for each side, kept while the next request has
 * the same shape there: a batch against one base shape, or the window's
 * collision map, builds (buffers) the base once. GEOS's buffer is most of
 * this peer's time (about 15 us for a circle, 70 us for a capsule). */
typedef struct side {
    hd_shape_buf shape; /* a copy of the shape (hd_shape_of views its vertices) */
    GEOSGeometry *geom; /* NULL: none kept */
} side;

static side side_a, side_b;

static GEOSGeometry *geometry(side *sd, const hd_shape *s)
{
    if (sd->geom) {
        hd_shape kept = hd_shape_of(&sd->shape);
        if (hd_shape_equal(&kept, s))
            return sd->geom;
        GEOSGeom_destroy_r(ctx, sd->geom);
        sd->geom = NULL;
    }
    GEOSGeometry *g = make(s);
    if (g) {
        hd_shape_buf_set(&sd->shape, s);
        sd->geom = g;
    }
    return g;
}

static int answer(const hd_shape *a, const hd_shape *b)
{
    GEOSGeometry *ga = geometry(&side_a, a);
    GEOSGeometry *gb = ga ? geometry(&side_b, b) : NULL;
    if (!ga || !gb)
        return -1;
    char c = GEOSIntersects_r(ctx, ga, gb);
    return c == 1 ? 1 : c == 0 ? 0 : -1; /* 2: GEOS threw */
}

static bool answers_kinds(hd_kind ka, hd_kind kb)
{
    (void)ka;
    (void)kb;
    return true;
}

int main(int argc, char **argv)
{
    ctx = GEOS_init_r();
    if (!ctx) {
        fprintf(stderr, "hitdemo-peer-geos: GEOS_init_r failed\n");
        return 2;
    }
    GEOSContext_setNoticeMessageHandler_r(ctx, quiet, NULL);
    GEOSContext_setErrorMessageHandler_r(ctx, quiet, NULL);
    char library[96];
    snprintf(library, sizeof library, "GEOS %s", GEOSversion());
    hd_peer_adapter ad = {"geos", library, answer, answers_kinds};
    int rc = hd_peer_main(argc, argv, &ad);
    if (side_a.geom)
        GEOSGeom_destroy_r(ctx, side_a.geom);
    if (side_b.geom)
        GEOSGeom_destroy_r(ctx, side_b.geom);
    GEOS_finish_r(ctx);
    return rc;
}
