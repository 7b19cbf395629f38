/*
 * test_geom_copy.c: the copy rule of geom.h. An hd_shape (and an
 * hd_shape_buf) is a plain value: `b = a` or memcpy gives a shape that keeps
 * working, with the same answers, after a's memory is overwritten, for every
 * kind, with no fix-up call; no shape or buf points into itself.
 */
#include <string.h>

#include "hd_test.h"

/* One shape of each kind, polygons convex and concave, and degenerate ones. */
static const char *const specs[] = {
    "point:3,4",
    "circle:0,0,10",
    "circle:5,5,0",
    "rect:-10,-5,20,10",
    "rect:0,0,0,8",
    "line:-20,0,20,0",
    "line:2,2,2,2",
    "polygon:0,0,30,0,30,20,0,20",
    "polygon:0,0,40,0,40,40,20,10,0,40",
    "capsule:-10,0,10,0,5",
    "arc:0,0,8,12,300,30",
    "wedge:1,1,15,90,200",
};

/* Probes: shapes around the test shapes, some touching, some apart. */
static const char *const probes[] = {
    "point:0,0", "point:10,0", "circle:12,0,2", "rect:9,-1,4,2", "line:-30,3,30,3",
    "capsule:0,-30,0,30,1", "polygon:5,5,25,5,15,25", "wedge:-5,-5,7,0,90",
    "arc:20,20,3,6,0,360", "circle:100,100,1",
};

#define NP (sizeof probes / sizeof probes[0])

typedef struct answers {
    bool hit[NP];
    int nhits[NP];
    double dist[NP];
    char spec[512];
} answers;

static void answers_of(const hd_shape *s, const hd_shape *pr, answers *out)
{
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < NP; i++) {
        hd_vec2 pts[64];
        out->hit[i] = hd_collide_hits(s, &pr[i], pts, 64, &out->nhits[i]);
        hd_dist d;
        hd_distance(s, &pr[i], &d);
        out->dist[i] = d.distance;
    }
    hd_shape_format(s, out->spec, sizeof out->spec);
}

static bool same_answers(const answers *a, const answers *b)
{
    for (size_t i = 0; i < NP; i++)
        if (a->hit[i] != b->hit[i] || a->nhits[i] != b->nhits[i] || memcmp(&a->dist[i], &b->dist[i], sizeof(double)))
            return false;
    return strcmp(a->spec, b->spec) == 0;
}

/* True iff some pointer-sized word of [p, p + n) holds an address inside
 * [p, p + n): the value points into itself. */
static bool points_into_itself(const void *p, size_t n)
{
    const unsigned char *lo = p, *hi = lo + n;
    for (size_t off = 0; off + sizeof(void *) <= n; off++) {
        const unsigned char *q;
        memcpy(&q, lo + off, sizeof q);
        if (q >= lo && q < hi)
            return true;
    }
    return false;
}

static void shape_copies(void)
{
    static hd_shape pr[NP];
    static hd_shape_buf prb[NP];
    for (size_t i = 0; i < NP; i++) {
        char err[200];
        ENSURE(hd_shape_parse_buf(probes[i], &prb[i], err, sizeof err));
        pr[i] = hd_shape_of(&prb[i]);
    }
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) {
        TEST_CTX("%s", specs[k]);
        char err[200];
        /* A shape whose polygon views caller storage (as hd_polygon_make). */
        static hd_shape_buf owner;
        ENSURE(hd_shape_parse_buf(specs[k], &owner, err, sizeof err));
        hd_shape a = hd_shape_of(&owner);
        answers before, after;
        answers_of(&a, pr, &before);

        hd_shape b = a, c;
        memcpy(&c, &a, sizeof c);
        memset(&a, 0xA5, sizeof a); /* the original's memory overwritten */
        ENSURE(!points_into_itself(&b, sizeof b));
        answers_of(&b, pr, &after);
        ENSURE(same_answers(&before, &after));
        answers_of(&c, pr, &after);
        ENSURE(same_answers(&before, &after));

        /* A buf: copied, the original overwritten, the copy's view works. */
        static hd_shape_buf orig, copy, copy2;
        ENSURE(hd_shape_parse_buf(specs[k], &orig, err, sizeof err));
        ENSURE(!points_into_itself(&orig, sizeof orig));
        copy = orig;
        memcpy(&copy2, &orig, sizeof copy2);
        memset(&orig, 0x5A, sizeof orig);
        hd_shape v1 = hd_shape_of(&copy), v2 = hd_shape_of(&copy2);
        answers_of(&v1, pr, &after);
        ENSURE(same_answers(&before, &after));
        answers_of(&v2, pr, &after);
        ENSURE(same_answers(&before, &after));

        /* hd_shape_buf_set from a view: the buf is its own again. */
        static hd_shape_buf set;
        hd_shape_buf_set(&set, &v1);
        memset(&copy, 0x33, sizeof copy);
        ENSURE(!points_into_itself(&set, sizeof set));
        hd_shape v3 = hd_shape_of(&set);
        answers_of(&v3, pr, &after);
        ENSURE(same_answers(&before, &after));
        ENSURE(hd_shape_equal(&v3, &v2));
    }
}

/* Shapes in an array: copied as a block, the source freed (overwritten). */
static void arrays_of_shapes(void)
{
    enum { N = 64 };
    static hd_shape src[N], dst[N];
    static hd_vec2 verts[N][8];
    for (int i = 0; i < N; i++) {
        if (i % 4 == 3) {
            hd_vec2 *v = verts[i];
            v[0] = hd_v(i, 0);
            v[1] = hd_v(i + 10, 0);
            v[2] = hd_v(i + 5, 8);
            char err[120];
            ENSURE(hd_polygon_make(v, 3, &src[i], err, sizeof err));
        } else {
            src[i].kind = HD_CIRCLE;
            src[i].circle = (hd_circle){{i, 0}, 3};
        }
    }
    memcpy(dst, src, sizeof dst);
    bool want[N];
    hd_shape probe = {.kind = HD_RECT, .rect = {20, -1, 10, 2}};
    for (int i = 0; i < N; i++)
        want[i] = hd_collide(&src[i], &probe);
    memset(src, 0xC3, sizeof src);
    for (int i = 0; i < N; i++) {
        TEST_CTX("array element %d", i);
        ENSURE(hd_collide(&dst[i], &probe) == want[i]);
    }
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(shape_copies);
    RUN_SUBTEST(arrays_of_shapes);
    return hd_test_finish();
}
