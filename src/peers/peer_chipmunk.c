/* hitdemo-peer-chipmunk: Chipmunk2D 7's answer, cpShapesCollide (contacts
 * found: collide), as a Chipmunk user gets it (docs/peers-builtin.md):
 *   point    a cpCircleShape of radius 0
 *   circle   a cpCircleShape
 *   rect     a box, cpBoxShapeInit2 on its bounding box, radius 0
 *   line     a cpSegmentShape of radius 0
 *   capsule  a cpSegmentShape with the capsule's radius
 *   polygon  a cpPolyShape (cpPolyShapeInit: Chipmunk takes the convex hull),
 *            convex ones only; "-" for a concave one
 *   arc, wedge: no Chipmunk shape, "-"
 * Every shape is attached to one static body (cpBodyNewStatic, at the
 * origin, not rotated) and its world data cached with cpShapeUpdate before
 * the test, as a space would; no space is needed for cpShapesCollide.
 * Chipmunk computes in doubles (cpFloat). The shapes live in static storage
 * (Init, not New): no allocation per line but for polygons of more than
 * CP_POLY_SHAPE_INLINE_ALLOC (6) vertices, which Chipmunk allocates and
 * cpShapeDestroy frees. */
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <chipmunk/chipmunk.h>
#include <chipmunk/chipmunk_structs.h>

#include "peer_main.h"

/* Each side of the pair has storage for every shape type it may become. */
typedef struct slot {
    cpCircleShape circle;
    cpSegmentShape segment;
    cpPolyShape poly;
    cpVect v[HD_POLY_MAX];
} slot;

static slot slot_a, slot_b;
static cpBody *body;

static cpVect cv(hd_vec2 p) { return cpv(p.x, p.y); }

/* The Chipmunk shape for s in sl (its world data cached), or NULL where
 * Chipmunk has none ("-"). */
static cpShape *make(const hd_shape *s, slot *sl)
{
    cpShape *shape;
    switch (s->kind) {
    case HD_POINT:
        shape = (cpShape *)cpCircleShapeInit(&sl->circle, body, 0.0, cv(s->point.p));
        break;
    case HD_CIRCLE:
        shape = (cpShape *)cpCircleShapeInit(&sl->circle, body, s->circle.r, cv(s->circle.c));
        break;
    case HD_RECT: {
        const hd_rect *r = &s->rect;
        shape = (cpShape *)cpBoxShapeInit2(&sl->poly, body, cpBBNew(r->x, r->y, r->x + r->w, r->y + r->h), 0.0);
        break;
    }
    case HD_LINE:
        shape = (cpShape *)cpSegmentShapeInit(&sl->segment, body, cv(s->line.a), cv(s->line.b), 0.0);
        break;
    case HD_CAPSULE:
        shape = (cpShape *)cpSegmentShapeInit(&sl->segment, body, cv(s->capsule.a), cv(s->capsule.b), s->capsule.r);
        break;
    case HD_POLYGON: {
        const hd_polygon *pg = &s->polygon;
        if (!(pg->flags & HD_POLY_CONVEX))
            return NULL;
        for (int i = 0; i < pg->n; i++)
            sl->v[i] = cv(pg->v[i]);
        shape = (cpShape *)cpPolyShapeInit(&sl->poly, body, pg->n, sl->v, cpTransformIdentity, 0.0);
        break;
    }
    default: /* arc, wedge: Chipmunk has no such shape */
        return NULL;
    }
    cpShapeUpdate(shape, cpTransformIdentity);
    return shape;
}

/* Frees what Chipmunk allocated for a shape (a polygon's planes beyond the
 * inline ones); the storage itself is static. */
static void unmake(cpShape *shape)
{
    if (shape == (cpShape *)&slot_a.poly || shape == (cpShape *)&slot_b.poly)
        cpShapeDestroy(shape);
}

static int answer(const hd_shape *a, const hd_shape *b)
{
    /* Zeroed first: the shape fields a space would set (hash id, ...) read 0. */
    memset(&slot_a, 0, offsetof(slot, v));
    memset(&slot_b, 0, offsetof(slot, v));
    cpShape *sa = make(a, &slot_a);
    cpShape *sb = sa ? make(b, &slot_b) : NULL;
    int r = -1;
    if (sa && sb)
        r = cpShapesCollide(sa, sb).count > 0 ? 1 : 0;
    if (sa)
        unmake(sa);
    if (sb)
        unmake(sb);
    return r;
}

static bool expressible(hd_kind k) { return k != HD_ARC && k != HD_WEDGE; }

static bool answers_kinds(hd_kind ka, hd_kind kb) { return expressible(ka) && expressible(kb); }

int main(int argc, char **argv)
{
    body = cpBodyNewStatic();
    char library[64];
    snprintf(library, sizeof library, "Chipmunk2D %s", cpVersionString);
    hd_peer_adapter ad = {"chipmunk", library, answer, answers_kinds};
    int rc = hd_peer_main(argc, argv, &ad);
    cpBodyFree(body);
    return rc;
}
