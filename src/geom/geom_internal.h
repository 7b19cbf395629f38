/*
 * geom_internal.h: helpers shared by the geometry sources. Not public API.
 * The filtered inline predicates are public, in <hitdemo/pred.h>, and the
 * typed pair tests in <hitdemo/typed.h>; both are included here.
 *
 * Exactness: the sign functions below take input coordinates themselves
 * (never rounded differences) and decide exactly, for any inputs in the
 * accepted range (0 or magnitudes in [HD_COORD_MIN, HD_COORD_MAX]; see
 * exact.c).
 */
#ifndef HD_GEOM_INTERNAL_H
#define HD_GEOM_INTERNAL_H

#include <float.h>
#include <math.h>

#include <hitdemo/geom.h>
#include <hitdemo/spec.h>
#include <hitdemo/pred.h>
#include <hitdemo/typed.h>
#include "hd_table.h"

/* HD_MSG("text"): a message format or word a person reads, left as it is;
 * the mark tells xgettext (scripts/make_pot.sh, --keyword=HD_MSG) to put
 * it in the template. geom never translates: a caller's hd_tr_fn does
 * (hd_shape_parse_buf_tr, hd_shape_validate_tr in <hitdemo/spec.h>). */
#define HD_MSG(s) s

/* The library's own short names for the arithmetic helpers of
 * <hitdemo/detail/pred_detail.h>. The public headers use only the hd__ names (no
 * generic name such as hd_min reaches a user's program); these stay inside
 * src/geom and the tests that include this header. */
static inline int hd_sgn(double v) { return hd__sgn(v); }
static inline double hd_min(double a, double b) { return hd__min(a, b); }
static inline double hd_max(double a, double b) { return hd__max(a, b); }
static inline void hd_two_sum(double a, double b, double *s, double *t) { hd__two_sum(a, b, s, t); }

/* What the filters' bounds, two-sum and the exact expansions (exact.c)
 * rely on, checked where the compiler can: IEEE 754 binary64 doubles, each
 * operation rounded to double (FLT_EVAL_METHOD 0: on 32-bit x86 build with
 * SSE2 math, -msse2 -mfpmath=sse, as x87 excess precision breaks two-sum),
 * no fast-math. Round-to-nearest, the default mode, is assumed too (the
 * library never changes it; a caller's fesetround would break the exact
 * paths): C has no compile-time test for it. */
_Static_assert(FLT_RADIX == 2 && DBL_MANT_DIG == 53 && DBL_MIN_EXP == -1021 && DBL_MAX_EXP == 1024,
               "double must be IEEE 754 binary64");
_Static_assert(FLT_EVAL_METHOD == 0, "double operations must round to double (no x87 excess precision)");
#if defined(__FAST_MATH__) || defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "the geometry must not be compiled with -ffast-math (its exact paths need IEEE semantics)"
#endif

/* For a ray from c along the exact vector ray (not unit): the sign of
 * (signed distance of p's projection along the ray) - (k1 + k2), exact. */
int hd_sign_along(hd_vec2 ray, hd_vec2 c, hd_vec2 p, double k1, double k2);
/* sign(|p - q|^2 - r^2) for q = c + t * ray / |ray| (t >= 0), exact: the
 * distance to an end of a radial edge or an arc, never rounded. */
int hd_sign_dist2_ray_point(hd_vec2 ray, hd_vec2 c, double t, hd_vec2 p, double r);
/* sign(dist(p, line through c along ray)^2 - r^2), exact. */
int hd_sign_perp_ray(hd_vec2 ray, hd_vec2 c, hd_vec2 p, double r);
/* sign(cross(b - a, p - a) - (k1 + k2) |b - a|), exact (a != b): p's
 * signed distance from the line a->b, times |b - a|, against k1 + k2. */
int hd_sign_offset(hd_vec2 a, hd_vec2 b, hd_vec2 p, double k1, double k2);

/* sign(dist(seg a..b, seg c..d)^2 - (r1 + r2)^2). */
int hd_sign_dist2_segseg(hd_vec2 a, hd_vec2 b, hd_vec2 c, hd_vec2 d, double r1, double r2);

/* A vector along angle deg, not necessarily unit: exact for multiples of
 * 45 degrees ((1,1) for 45), the unit vector otherwise. For ray tests. */
hd_vec2 hd_ray_deg(double deg);
/* The unit vector along a ray of hd_ray_deg: hd_dir_deg(deg) is
 * hd_dir_of_ray(hd_ray_deg(deg)) (so a range's rays give its ends' unit
 * directions without recomputing the angles). */
hd_vec2 hd_dir_of_ray(hd_vec2 r);

/* A point whose coordinates are sums of two doubles, (x + xe, y + ye)
 * exactly: a rect's far corner (x + w is not always a double). */
typedef struct hd_xpt {
    double x, xe, y, ye;
} hd_xpt;

/* The rounded value of cross(p1 - p0, q1 - q0), from its exact expansion
 * (within a few ulps of the exact value: no cancellation error). */
double hd_cross_diff_approx(hd_vec2 p1, hd_vec2 p0, hd_vec2 q1, hd_vec2 q0);
/* The rounded value of |p - q|^2 + r1^2 - r2^2, from its exact expansion. */
double hd_power_approx(hd_vec2 p, hd_vec2 q, double r1, double r2);
/* Two non-parallel lines c1 + s r1 / |r1| and c2 + t r2: the sign of s - k
 * at their crossing, exact. */
int hd_sign_ray_cross_along(hd_vec2 r1, hd_vec2 c1, hd_vec2 r2, hd_vec2 c2, double k);
/* The same with the second line through a and b (r2 = b - a, c2 = a, both
 * exact): the crossing of the line ab with the ray's line, at distance s
 * from c1 along r1: sign(s - k), exact. */
int hd_sign_seg_cross_along(hd_vec2 r1, hd_vec2 c1, hd_vec2 a, hd_vec2 b, double k);

/* orient(a, b, p) with a two-term point p, exact. */
int hd_xorient(hd_vec2 a, hd_vec2 b, hd_xpt p);
/* sign(cross(ray, p - c)) with a two-term point p, exact. */
int hd_xorient_ray(hd_vec2 ray, hd_vec2 c, hd_xpt p);
/* sign(dist(p, segment a..b)^2 - r^2) with a two-term point p, exact. */
int hd_xsign_dist2_seg(hd_xpt p, hd_vec2 a, hd_vec2 b, double r);
/* sign(q - (X + Xe)) for the x (or y, with y_axis) coordinate of the point
 * q = c + s ray / |ray|, exact. */
int hd_xsign_along(hd_vec2 ray, hd_vec2 c, double s, double X, double Xe, bool y_axis);

struct hd_range;
/* The arc of circle (c, R) within range rg meets the closed rect [x, x + w]
 * x [y, y + h], exact (far edges unrounded). */
bool hd_arc_meets_rect(hd_vec2 c, double R, const struct hd_range *rg, double x, double y, double w, double h);

/* An angular range around a centre, described by its bounding rays. The ray
 * vectors need not be unit length: only the signs of crosses and dots with
 * them are used, never atan2 or fmod of an angle. */
typedef struct hd_range {
    bool full;   /* every direction */
    bool zero;   /* the single ray us (us == ue) */
    bool reflex; /* sweep > 180 degrees */
    hd_vec2 us, ue;
} hd_range;

hd_range hd_range_deg(double start, double end);

/* v / |v|, or fallback where v is 0 or its length is not finite. */
static inline hd_vec2 hd_unit_or(hd_vec2 v, hd_vec2 fallback)
{
    double l = hd_len(v);
    return l > 0 && isfinite(l) ? hd_scale(v, 1 / l) : fallback;
}

/* An arc or a wedge as one description (a wedge: rin 0, rout its r). */
typedef struct hd_sector_desc {
    hd_vec2 c;
    double rin, rout, start, end;
} hd_sector_desc;

static inline hd_sector_desc hd_sector_of(const hd_shape *s)
{
    hd_sector_desc z;
    if (s->kind == HD_ARC) {
        z.c = s->arc.c, z.rin = s->arc.rin, z.rout = s->arc.rout, z.start = s->arc.start, z.end = s->arc.end;
    } else {
        z.c = s->wedge.c, z.rin = 0, z.rout = s->wedge.r, z.start = s->wedge.start, z.end = s->wedge.end;
    }
    return z;
}
/* True iff the direction p - c (p == c counts as inside) is in the closed
 * range; exact in p and c. */
bool hd_in_range(const hd_range *rg, hd_vec2 p, hd_vec2 c);
/* hd_in_range(rg, d, (0, 0)): the direction d itself in the closed range.
 * Inline for the searches that try many directions: the two crosses are
 * filtered here exactly as hd_sign_cross_diff filters them (the same
 * products, d - 0 being d); where either is too close to call, or the
 * range is a single ray, hd_in_range decides. The same answer. */
static inline bool hd_dir_in_range(const hd_range *rg, hd_vec2 d)
{
    if (rg->full)
        return true;
    if (!rg->zero) {
        double l1 = rg->us.x * d.y, r1 = rg->us.y * d.x, c1 = l1 - r1;
        double l2 = d.x * rg->ue.y, r2 = d.y * rg->ue.x, c2 = l2 - r2;
        if (fabs(c1) > HD_FILTER * (fabs(l1) + fabs(r1)) && fabs(c2) > HD_FILTER * (fabs(l2) + fabs(r2))) {
            bool in1 = c1 > 0, in2 = c2 > 0; /* at or past the start ray, at or before the end ray */
            if (rg->reflex)
                return in1 || in2;
            const hd_vec2 o = {0, 0};
            return in1 && in2 && (hd_sign_dot_diff(rg->us, o, d, o) >= 0 || hd_sign_dot_diff(rg->ue, o, d, o) >= 0);
        }
    }
    return hd_in_range(rg, d, hd_v(0, 0));
}
/* Two circles (o1, R1) and (o2, R2) that cross properly (centres apart,
 * |R1 - R2| < |o2 - o1| < R1 + R2): does the crossing on side s (+1: to
 * the left of o1 -> o2 turned +90 degrees, i.e. x - o1 has a positive
 * component along (-(o2 - o1).y, (o2 - o1).x); -1 the other) lie in rg1 as
 * seen from o1 and in rg2 as seen from o2? Exact. */
bool hd_circles_cross_in_ranges(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                                const hd_range *rg2, int s);
/* The same answer with no filter: every sign from the exact expansions
 * (for tests of that path). */
bool hd_circles_cross_in_ranges_exact(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                                      const hd_range *rg2, int s);
/* hd_in_range for the point c + t ray / |ray| (t >= 0; ray not zero) as
 * seen from o, exact (the point need not be a double). */
bool hd_raypoint_in_range(const hd_range *rg, hd_vec2 o, hd_vec2 ray, hd_vec2 c, double t);

/* ---- polygons -------------------------------------------------------------- */

/* Computes pg's flags and bounds from its vertices (HD_POLY_READY set). */
void hd_polygon_finish(hd_polygon *pg);
/* (hd_poly_turns and hd_poly_convex are in <hitdemo/typed.h>.) */

/* The numbers of a shape in spec order (room for 2 * HD_POLY_MAX). */
void hd_shape_numbers(const hd_shape *s, double *v, int *count);

/* ---- outlines: a shape's boundary as primitive pieces --------------------- */

/* Piece types, in the order hd_prim_meet dispatches on. A RAY is a radial
 * edge of a sector whose direction is not axis-aligned: the points of the
 * ray from c along the exact vector ray at distances rin..rout from c. Its
 * ends a, b are rounded (c + r * unit), but membership and the meetings
 * with other pieces (but a capsule's rounded side) are decided on c and
 * ray exactly, as the sector's own range test is; a, b only place the
 * listed points and serve the distances (dist.c). */
/* A SIDE is a straight side of a capsule: the axis c..c+ray moved to signed
 * distance rin (cross(ray, p - c) / |ray| = rin on it); its ends a, b are
 * rounded, its line and extent are decided exactly. */
typedef enum { HD_PRIM_POINT, HD_PRIM_SEG, HD_PRIM_RAY, HD_PRIM_SIDE, HD_PRIM_ARC } hd_prim_type;

typedef struct hd_prim {
    hd_prim_type type;
    hd_vec2 a, b;    /* POINT: a; SEG: a..b; ARC: a = centre; RAY: rounded ends */
    double r;        /* ARC: radius > 0 */
    hd_range rg;     /* ARC: angular range */
    hd_vec2 c, ray;  /* RAY: centre, exact direction (not unit); SIDE: axis start, axis vector */
    double rin, rout; /* RAY: distances from c, 0 <= rin <= rout; SIDE: rin = signed offset */
    hd_vec2 axis_end; /* SIDE: the axis end (c + ray without rounding) */
} hd_prim;

/* Closed point-in-rect test, exact at the far edges x + w, y + h. */
bool hd_point_in_rect(const hd_rect *r, hd_vec2 p);

/* Most pieces the outline of a shape other than a polygon has (a capsule's
 * two caps and two sides, a sector's two arcs and two radial edges). */
#define HD_OUTLINE_FEW 4

/* A shape's outline pieces (a point's is the point, a line's the segment)
 * without an array of pieces for a polygon: its edges between corners (see
 * hd_outline_init) are made from its vertices when asked for, so that no
 * query needs HD_POLY_MAX pieces (38 KiB) on its stack; this is about
 * 1.1 KiB. Valid while the shape (and a polygon's vertices) is. */
typedef struct hd_outline_view {
    int n;                                   /* pieces */
    const hd_vec2 *v;                        /* a polygon's vertices, else NULL */
    unsigned short corner[HD_POLY_MAX + 1];  /* polygon: piece i runs v[corner[i]]..v[corner[i + 1]] */
    hd_prim few[HD_OUTLINE_FEW];             /* other kinds: the pieces */
    hd_prim edge;                            /* polygon: the piece last asked for */
} hd_outline_view;
_Static_assert(HD_POLY_MAX <= 65535, "corner indices fit an unsigned short");

void hd_outline_init(hd_outline_view *o, const hd_shape *s);

/* Most pieces any outline has (a polygon's edges). */
#define HD_OUTLINE_MAX HD_POLY_MAX

/* Writes s's outline pieces into out (room for HD_OUTLINE_MAX: 38 KiB, so
 * the library itself uses hd_outline_view); returns the count. */
int hd_outline(const hd_shape *s, hd_prim *out);

/* Piece i of o: in o->few, or (a polygon's edge) made in o->edge, valid
 * until the next call with o. The piece is the one the shape's outline
 * always had: a SEG, or the POINT of an edge of two equal vertices, every
 * other field 0 (hd_outline_init zeroes edge; only these fields change). */
static inline const hd_prim *hd_outline_piece(hd_outline_view *o, int i)
{
    if (!o->v)
        return &o->few[i];
    hd_vec2 a = o->v[o->corner[i]], b = o->v[o->corner[i + 1]];
    bool point = hd_veq(a, b);
    o->edge.type = point ? HD_PRIM_POINT : HD_PRIM_SEG;
    o->edge.a = a;
    o->edge.b = point ? a : b;
    return &o->edge;
}

/* What two outline pieces share: up to 4 representative points (crossing or
 * touching points, or the ends of a shared piece). With lenient set (for
 * listing hit points, never for deciding), a crossing whose ROUNDED position
 * falls just past the end of a closed outline's piece (within 1e-13
 * relative) is kept: the neighbouring piece shares that end, so the true
 * crossing is there. */
typedef struct hd_meet {
    hd_vec2 pts[4];
    int n;
    bool lenient;
    bool decide; /* (never with lenient) only the answer is wanted: the points may be left unlisted */
} hd_meet;

/* Intersects two outline pieces: true if they share a point (decided
 * exactly where the pieces are exact); m->pts lists the points. */
bool hd_prim_meet(const hd_prim *p, const hd_prim *q, hd_meet *m);

/* True iff the closed disk (p, r) meets the piece. */
bool hd_prim_within(const hd_prim *pr, hd_vec2 p, double r);

/* A total order on shapes (kind, then numbers in spec order): -1, 0, 1.
 * Symmetric answers are computed in this order. */
int hd_shape_cmp(const hd_shape *a, const hd_shape *b);

/* ---- distance functions of the hit table (dist.c) ------------------------- */

/* One per unordered pair (first argument of the lower kind), each of type
 * hd_dist_fn (for a pair that does not collide: see hd_table.h); many pairs
 * share hd_dist_generic. */
void hd_dist_point_any(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_point_circle(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_point_rect(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_point_line(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_point_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_circle_circle(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_circle_rect(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_circle_line(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_circle_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_rect_rect(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_line_line(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_line_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_capsule_capsule(const hd_shape *a, const hd_shape *b, hd_dist *out);
void hd_dist_generic(const hd_shape *a, const hd_shape *b, hd_dist *out);

/* pushout.c: out->push and out->depth (has_push set) for a colliding pair
 * of convex shapes. */
void hd_fill_push(const hd_shape *a, const hd_shape *b, hd_dist *out);

/* numfmt.c: the reference number printer and reader (snprintf and strtod,
 * as hd_format_double and hd_scan_number were before their fast paths);
 * the fast paths fall back on them and the tests compare against them. */
int hd_format_double_ref(double d, char *buf, size_t n);
size_t hd_scan_number_ref(const char *s, double *out);

#endif
