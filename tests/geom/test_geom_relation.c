/*
 * test_geom_relation: hd_relate against references
 * that are not its code:
 *  - constructed cases with answers worked out by hand, for every family of
 *    kinds (tangent, nested, equal, crossing, degenerate, concave, holes),
 *    each in both orders (the mirrored answer; equal sets give a_contains_b
 *    both ways);
 *  - random shapes on an integer grid for all 64 kind pairs, against
 *    invariants and sampling, which can only refute: the relation mirrors
 *    (or both contain, and then the two sets agree on every sample point);
 *    containment and overlapping imply hd_collide, apart is !hd_collide;
 *    a_contains_b means no sample point of b outside a; a sample point in
 *    the interiors of both (on neither outline: hd_prim_meet, for shapes
 *    with area) rules out touching and apart; translating both by the same
 *    exact offset (1024, then 1e6) keeps the answer;
 *  - unknown never (the header's one exception, lengths spanning more than
 *    310 bits between two sectors with different centres, is not drawn here);
 *  - arcs and wedges against rects, lines and polygons: SECTOR_PAIRS random
 *    pairs of decimal inputs per family against a sampler whose facts are
 *    proofs (a grid point of b outside a: b is not in a; a grid point inside
 *    both and on neither outline, or an exact point of a line's open
 *    segment in a's interior: the interiors meet); the counts are printed.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hitdemo/relation.h>

#include "geom_internal.h"

#ifndef PER_FAMILY
#define PER_FAMILY 60
#endif

/* ---- constructed cases --------------------------------------------------------- */

typedef struct rcase {
    const char *a, *b, *want;
} rcase;

static const rcase CASES[] = {
    /* point */
    {"point:1,2", "point:1,2", "a_contains_b"},
    {"point:1,2", "point:1,3", "apart"},
    {"point:10,0", "circle:0,0,10", "b_contains_a"},       /* on the outline: contained */
    {"point:3,4", "circle:0,0,5", "b_contains_a"},
    {"point:0,0", "circle:0,0,0", "a_contains_b"},         /* the same point */
    {"point:5,1", "polygon:0,0,10,0,10,10,5,2,0,10", "b_contains_a"},
    {"point:5,5", "polygon:0,0,10,0,10,10,5,2,0,10", "apart"}, /* in the notch */
    {"point:0,7", "arc:0,0,5,10,45,135", "b_contains_a"},
    {"point:0,4", "arc:0,0,5,10,45,135", "apart"},         /* in the hole */
    {"point:5,0", "arc:0,0,5,5,0,0", "a_contains_b"},      /* a zero-sweep zero-thickness arc is a point */
    {"point:0,0", "wedge:0,0,0,10,20", "a_contains_b"},
    /* circle */
    {"circle:0,0,5", "circle:10,0,5", "touching"},
    {"circle:0,0,5", "circle:8,0,5", "overlapping"},
    {"circle:0,0,10", "circle:3,4,5", "a_contains_b"},     /* internally tangent at (6,8) */
    {"circle:0,0,10", "circle:0,0,10", "a_contains_b"},    /* equal */
    {"circle:0,0,10", "circle:1,0,2", "a_contains_b"},
    {"circle:0,0,5", "circle:0,0,0", "a_contains_b"},      /* the centre */
    {"circle:0,0,10", "line:-20,10,20,10", "touching"},    /* tangent */
    {"circle:0,0,10", "line:-20,5,20,5", "overlapping"},   /* crossing */
    {"circle:0,0,10", "line:-6,8,6,8", "a_contains_b"},    /* a chord */
    {"circle:0,0,10", "line:0,0,10,0", "a_contains_b"},
    {"circle:0,0,10", "line:10,0,20,0", "touching"},       /* an end on the outline, pointing out */
    {"circle:0,0,5", "rect:5,-10,10,20", "touching"},
    {"circle:0,0,5", "rect:4,-10,10,20", "overlapping"},
    {"circle:0,0,5", "rect:-5,-5,10,10", "b_contains_a"},  /* inscribed */
    {"circle:0,0,5", "rect:-3,-4,6,8", "a_contains_b"},    /* corners on the circle */
    {"circle:0,0,5", "rect:5,0,0,3", "touching"},          /* a zero-width rect is a segment */
    {"circle:15,20,5", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "touching"}, /* in the notch, tangent to three edges */
    {"circle:15,20,6", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "overlapping"},
    {"circle:5,5,5", "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "b_contains_a"},
    {"circle:0,5,3", "capsule:0,0,10,0,2", "touching"},
    {"circle:5,0,2", "capsule:0,0,10,0,2", "b_contains_a"},
    {"circle:5,0,3", "capsule:0,0,10,0,2", "overlapping"},
    {"circle:5,0,20", "capsule:0,0,10,0,2", "a_contains_b"},
    {"circle:0,0,4", "arc:0,0,5,10,0,360", "apart"},       /* in the hole */
    {"circle:0,0,5", "arc:0,0,5,10,0,360", "touching"},    /* fills the hole */
    {"circle:1,0,4", "arc:0,0,5,10,0,360", "touching"},    /* in the hole, tangent */
    {"circle:7.5,0,2.5", "arc:0,0,5,10,0,360", "b_contains_a"}, /* in the ring, tangent to both */
    {"circle:0,0,10", "arc:0,0,5,10,0,360", "a_contains_b"},
    {"circle:0,0,10", "arc:0,0,5,10,30,200", "a_contains_b"},
    {"circle:0,0,7", "arc:0,0,5,10,0,90", "overlapping"},
    {"circle:0,0,7", "arc:0,0,7,7,0,90", "a_contains_b"},  /* a curve on the outline */
    {"circle:0,0,7", "arc:0,0,7,7,0,360", "a_contains_b"},
    {"circle:0,0,6", "arc:0,0,7,7,0,90", "apart"},
    {"circle:14,0,7", "arc:0,0,7,7,-90,90", "touching"},   /* the curve touches from outside */
    {"circle:-3,0,3", "wedge:0,0,10,300,30", "touching"},  /* at the apex only */
    {"circle:-3,0,3.5", "wedge:0,0,10,300,30", "overlapping"},
    {"circle:-3,0,3", "wedge:0,0,10,0,270", "b_contains_a"}, /* a reflex wedge: in its 90..270 part */
    {"circle:-3,-3,3", "wedge:0,0,10,0,270", "b_contains_a"}, /* at 225 degrees: in, tangent to the 270 edge */
    {"circle:3,-3,3", "wedge:0,0,10,0,270", "touching"},   /* in the missing quarter, tangent to both edges */
    {"circle:0,0,10", "wedge:0,0,10,0,360", "a_contains_b"}, /* the whole disk: equal */
    {"circle:0,0,20", "wedge:0,0,10,45,45", "a_contains_b"}, /* a radial segment */
    {"circle:0,0,5", "wedge:0,0,10,45,45", "overlapping"},
    /* rect */
    {"rect:0,0,10,10", "rect:10,10,5,5", "touching"},
    {"rect:0,0,10,10", "rect:10,0,5,5", "touching"},
    {"rect:0,0,10,10", "rect:5,5,10,10", "overlapping"},
    {"rect:0,0,10,10", "rect:0,0,10,10", "a_contains_b"},
    {"rect:0,0,10,10", "rect:0,0,5,10", "a_contains_b"},
    {"rect:0,0,10,0", "line:5,-5,5,5", "overlapping"},     /* two crossing segments */
    {"rect:0,0,10,0", "line:10,0,10,5", "touching"},
    {"rect:0,0,10,0", "line:2,0,12,0", "overlapping"},     /* collinear, sharing a piece */
    {"rect:0,0,10,0", "line:2,0,8,0", "a_contains_b"},
    {"rect:0,0,10,10", "line:10,-5,10,15", "touching"},    /* along an edge */
    {"rect:0,0,10,10", "line:0,0,10,10", "a_contains_b"},  /* a diagonal */
    {"rect:0,0,10,10", "polygon:10,10,20,10,15,20", "touching"},
    {"rect:0,0,10,10", "polygon:0,0,10,0,5,10", "a_contains_b"},
    {"rect:0,0,10,10", "polygon:0,0,10,0,10,10,0,10", "a_contains_b"}, /* equal */
    {"rect:0,0,10,10", "capsule:-5,12,15,12,2", "touching"},
    {"rect:0,0,10,10", "capsule:2,5,8,5,2", "a_contains_b"},
    {"rect:0,0,10,10", "capsule:2,5,8,5,5", "overlapping"},  /* its caps reach x = -3 and 13 */
    {"rect:0,0,10,10", "capsule:3,5,7,5,3", "a_contains_b"}, /* tangent to the left and right edges */
    {"rect:0,0,10,10", "capsule:3,5,7,5,3.5", "overlapping"},
    {"rect:0,0,10,10", "capsule:5,0,5,10,5", "b_contains_a"}, /* the square inside, corners on the caps */
    {"rect:0.1,0,0.2,1", "rect:0.30000000000000004,0,1,1", "apart"}, /* 0.1 + 0.2 < 0.30000000000000004 */
    {"rect:0.1,0,0.2,1", "line:0.3,0,0.3,1", "a_contains_b"},        /* 0.3 < 0.1 + 0.2 */
    {"rect:0.1,0,0.2,1", "circle:0.4,0.5,0.1", "touching"},
    /* line */
    {"line:0,0,10,10", "line:0,10,10,0", "overlapping"},
    {"line:0,0,10,0", "line:10,0,20,5", "touching"},       /* ends meet */
    {"line:0,0,10,0", "line:5,0,5,5", "touching"},         /* an end on the other's middle */
    {"line:0,0,10,0", "line:10,0,20,0", "touching"},       /* collinear, one point */
    {"line:0,0,10,0", "line:5,0,15,0", "overlapping"},
    {"line:0,0,10,0", "line:10,0,0,0", "a_contains_b"},    /* equal, reversed */
    {"line:0,0,10,0", "line:2,0,4,0", "a_contains_b"},
    {"line:0,0,0,0", "line:0,0,5,5", "b_contains_a"},
    {"line:-5,5,15,5", "polygon:0,0,10,0,10,10,5,2,0,10", "overlapping"},
    {"line:1,1,9,1", "polygon:0,0,10,0,10,10,5,2,0,10", "b_contains_a"},
    {"line:1,5,9,5", "polygon:0,0,10,0,10,10,5,2,0,10", "overlapping"}, /* both ends in, across the notch */
    {"line:0,10,10,10", "polygon:0,0,10,0,10,10,5,2,0,10", "touching"},
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:1,4,9,4,9,6,1,6", "overlapping"}, /* every vertex in */
    {"line:0,10,10,10", "polygon:0,0,10,0,10,10,5,2,0,10", "touching"}, /* across the notch's mouth */
    {"line:0,10,5,2", "polygon:0,0,10,0,10,10,5,2,0,10", "b_contains_a"}, /* along an edge */
    {"line:5,2,5,10", "polygon:0,0,10,0,10,10,5,2,0,10", "touching"}, /* from the notch's tip outward */
    {"line:5,0,5,10", "polygon:0,0,10,0,10,10,5,2,0,10", "overlapping"},
    {"line:0,5,10,5", "capsule:0,0,10,0,5", "b_contains_a"}, /* on the outline */
    {"line:0,6,10,6", "capsule:0,0,10,0,5", "apart"},
    {"line:-5,5,15,5", "capsule:0,0,10,0,5", "touching"},
    {"line:0,0,20,0", "arc:0,0,5,10,0,0", "a_contains_b"}, /* a radial segment along the line */
    /* polygon */
    {"polygon:0,0,10,0,10,10,0,10", "polygon:10,0,20,0,20,10,10,10", "touching"},
    {"polygon:0,0,10,0,10,10,0,10", "polygon:0,10,10,10,10,0,0,0", "a_contains_b"}, /* equal, other winding */
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:4,6,6,6,5,8", "apart"},
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:4,6,6,6,5,2", "touching"}, /* a tip in the notch's tip */
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:0,0,10,0,5,2", "a_contains_b"},
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:0,0,10,0,10,10,0,10", "b_contains_a"},
    {"polygon:0,0,10,0,10,10,5,2,0,10", "polygon:2,-1,8,-1,8,12,2,12", "overlapping"},
    {"polygon:0,0,4,0,4,4,0,4", "polygon:4,4,8,4,8,8,4,8", "touching"},       /* a corner */
    {"polygon:0,0,4,0,4,4,0,4", "polygon:2,4,6,4,6,8,2,8", "touching"},       /* part of an edge */
    {"polygon:0,0,10,0,5,10", "capsule:20,0,30,0,10", "touching"},
    {"polygon:-10,-10,20,-10,20,10,-10,10", "capsule:0,0,10,0,10", "a_contains_b"},
    {"polygon:-10,-10,20,-10,20,10,-10,10", "capsule:0,0,10,0,10.5", "overlapping"},
    {"polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "capsule:15,20,15,40,5", "touching"}, /* down the notch */
    {"polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30", "capsule:5,5,25,5,5", "a_contains_b"},
    /* capsule */
    {"capsule:0,0,10,0,2", "capsule:0,4,10,4,2", "touching"},
    {"capsule:0,0,10,0,2", "capsule:0,3,10,3,2", "overlapping"},
    {"capsule:0,0,10,0,2", "capsule:10,0,0,0,2", "a_contains_b"}, /* equal */
    {"capsule:0,0,10,0,3", "capsule:1,0,9,0,2", "a_contains_b"},
    {"capsule:0,0,10,0,3", "capsule:-1,0,11,0,2", "a_contains_b"}, /* its end disks tangent inside */
    {"capsule:0,0,10,0,3", "capsule:-1,0,11,0,2.5", "overlapping"},
    {"capsule:0,0,0,0,3", "circle:6,0,3", "touching"},     /* a capsule with one end is a disk */
    {"capsule:0,0,0,0,3", "circle:0,0,3", "a_contains_b"},
    {"capsule:0,0,10,0,0", "line:0,0,10,0", "a_contains_b"}, /* radius 0: the segment */
    /* arcs and wedges against what they are decided for */
    {"arc:0,0,5,10,300,30", "point:7,-3", "a_contains_b"},
    {"arc:0,0,0,10,0,360", "circle:0,0,10", "a_contains_b"},
    {"wedge:0,0,10,0,90", "circle:3,3,1", "a_contains_b"},
    {"wedge:0,0,10,0,90", "circle:3,3,3", "a_contains_b"}, /* tangent to both radial edges */
    {"wedge:0,0,10,0,90", "circle:-3,3,3", "touching"},
    /* sectors against segments */
    {"arc:0,0,5,10,0,180", "line:-20,10,20,10", "touching"},     /* tangent to the outer arc at (0,10) */
    {"arc:0,0,5,10,0,180", "line:-20,10.000000000000002,20,10.000000000000002", "apart"}, /* one ulp out */
    {"arc:0,0,5,10,0,180", "line:-20,9.999999999999998,20,9.999999999999998", "overlapping"}, /* one ulp in */
    {"arc:0,0,5,10,0,180", "line:-20,7,20,7", "overlapping"},    /* crossing */
    {"arc:0,0,5,10,0,180", "line:0,6,0,9", "a_contains_b"},
    {"arc:0,0,5,10,0,180", "line:6,0,9,0", "a_contains_b"},      /* on a radial edge */
    {"arc:0,0,5,10,0,180", "line:-4,0,4,0", "apart"},            /* in the hole */
    {"arc:0,0,5,10,0,180", "line:-6,0,6,0", "touching"},         /* along both radial edges, across the hole */
    {"arc:0,0,5,10,0,180", "line:-3,5,3,5", "a_contains_b"},     /* tangent to the hole, else inside */
    {"arc:0,0,5,10,0,180", "line:-3,4.999999999999999,3,4.999999999999999", "overlapping"}, /* one ulp into the hole */
    {"arc:0,0,5,10,0,180", "line:-20,-1,20,-1", "apart"},
    {"arc:0,0,5,5,0,180", "line:-20,5,20,5", "overlapping"},     /* a curve arc: tangent, (0,5) in both relative interiors */
    {"arc:0,0,5,5,0,180", "line:-20,5.000000000000001,20,5.000000000000001", "apart"},
    {"arc:0,0,5,5,0,180", "line:-20,3,20,3", "overlapping"},     /* crosses it at (-4,3) and (4,3) */
    {"arc:0,0,5,5,0,180", "line:-20,0,20,0", "touching"},        /* through its two ends */
    {"arc:0,0,5,5,0,180", "line:3,4,10,4", "touching"},          /* an end of the segment on the curve */
    {"arc:0,0,5,5,0,180", "line:0,4,10,4", "overlapping"},       /* crosses it at (3,4) */
    {"arc:0,0,5,5,0,360", "line:0,4,10,4", "overlapping"},       /* a whole circle */
    {"arc:0,0,5,5,90,180", "line:0,4,10,4", "apart"},            /* the crossing is not on this quarter */
    {"wedge:0,0,10,0,90", "line:-5,0,5,0", "touching"},          /* along a radial edge */
    {"wedge:0,0,10,0,90", "line:0,0,5,5", "a_contains_b"},
    {"wedge:0,0,10,0,90", "line:-1,1,1,-1", "touching"},         /* through the apex only */
    {"wedge:0,0,10,0,90", "line:-1,2,2,-1", "overlapping"},      /* cuts the corner */
    {"wedge:0,0,10,0,270", "line:1,-1,1,-5", "apart"},           /* in the missing quarter */
    {"wedge:0,0,10,0,270", "line:-5,-1,5,1", "a_contains_b"},    /* through the apex, both halves in */
    {"wedge:0,0,10,0,270", "line:-1,-5,5,1", "overlapping"},     /* both ends in, crosses the missing quarter */
    {"wedge:0,0,10,0,270", "line:-1,-1,5,-1", "overlapping"},
    {"wedge:0,0,5,0,90", "rect:0,0,3,4", "a_contains_b"},        /* corner (3,4) on the outer arc */
    {"wedge:0,0,5,0,90", "rect:0,0,3,4.000000000000001", "overlapping"}, /* one ulp past it */
    {"wedge:0,0,5,0,90", "rect:5,-2,2,2", "touching"},           /* at (5,0) */
    {"wedge:0,0,5,0,90", "rect:5.000000000000001,-2,2,2", "apart"},
    {"wedge:0,0,10,0,90", "rect:1,1,2,2", "a_contains_b"},
    {"wedge:0,0,10,0,90", "rect:0,0,10,10", "b_contains_a"},    /* the outer arc tangent to two sides */
    {"wedge:0,0,10,0,90", "rect:0,0,10,9.999999999999998", "overlapping"},
    {"wedge:0,0,10,0,90", "rect:-5,-5,5,5", "touching"},         /* at the apex */
    {"wedge:0,0,10,0,90", "rect:10,-5,5,5", "touching"},         /* at the outer corner (10,0) */
    {"wedge:0,0,10,0,90", "rect:10.000000000000002,-5,5,5", "apart"},
    {"arc:0,0,5,10,0,360", "rect:-1,-1,2,2", "apart"},           /* in the hole */
    {"arc:0,0,5,10,0,360", "rect:-5,-5,10,10", "overlapping"},   /* around the hole, tangent to it */
    {"arc:0,0,5,10,0,360", "rect:-20,-20,40,40", "b_contains_a"},
    {"arc:0,0,5,10,0,360", "rect:6,-1,2,2", "a_contains_b"},
    {"arc:0,0,5,10,0,360", "rect:-10,-10,20,20", "b_contains_a"}, /* tangent inside */
    {"arc:0,0,5,10,0,90", "rect:0,0,10,10", "b_contains_a"},
    {"arc:0,0,5,10,0,90", "rect:5,0,5,0", "a_contains_b"},       /* a zero-height rect: the radial edge */
    {"wedge:0,0,5,45,135", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* tip on an edge */
    {"wedge:0,0,5,0,180", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* radial edges on it */
    {"wedge:0,0,5,-10,180", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "overlapping"},
    {"wedge:0,0,5,180,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "touching"}, /* below, along the edge */
    {"wedge:7,6,1.5,0,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* a disk */
    {"wedge:7,7,1,0,180", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* tangent to the notch's floor */
    {"wedge:7,9,1,180,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "touching"}, /* in the notch */
    {"wedge:7,9,1.000000000000001,180,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "overlapping"},
    {"wedge:7,7,1,0,170", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"},
    {"arc:0,0,2,10,0,90", "polygon:0,0,10,0,10,10,0,10", "b_contains_a"}, /* its outer corner a vertex */
    {"arc:0,0,2,10.000000000000002,0,90", "polygon:0,0,10,0,10,10,0,10", "overlapping"},
    {"arc:0,0,2,4,30,60", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"},
    {"arc:7,9,3,4,0,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "overlapping"},
    {"arc:7,9,1.5,2,225,315", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* under the notch */
    {"arc:7,9,1,2,225,315", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "overlapping"},
    {"arc:0,0,5,10,0,90", "polygon:-1,-1,1,-1,0,1", "apart"},    /* in the hole */
    {"arc:0,0,5,10,0,90", "polygon:6,1,8,1,7,3", "a_contains_b"},
    {"arc:0,0,5,10,0,270", "polygon:6,-1,8,-1,7,1", "overlapping"}, /* across the start ray */
    {"arc:0,0,5,10,0,270", "polygon:-3,-9,3,-9,3,9,-3,9", "overlapping"},
    {"wedge:0,0,10,90,90", "line:0,0,0,10", "a_contains_b"},      /* equal sets: a radial segment along +y */
    {"line:0,0,0,10", "wedge:0,0,10,90,90", "a_contains_b"},
    /* curve arcs against regions */
    {"arc:0,0,5,5,0,90", "rect:0,0,10,10", "b_contains_a"},       /* its ends on two sides */
    {"arc:0,0,5,5,0,90", "rect:0,0,4,4", "overlapping"},          /* its piece from (4,3) to (3,4) inside */
    {"arc:0,0,5,5,0,90", "rect:5,-1,2,2", "touching"},            /* at its end (5,0) */
    {"arc:0,0,5,5,-90,90", "rect:5,-1,2,2", "touching"},          /* tangent at (5,0) */
    {"arc:0,0,5,5,-90,90", "rect:4.999999999999999,-1,2,2", "overlapping"},
    {"arc:0,0,5,5,0,360", "rect:-5,-5,10,10", "b_contains_a"},    /* inscribed */
    {"arc:0,0,5,5,0,360", "rect:-5,-5,10,9.999999999999998", "overlapping"},
    {"arc:0,0,5,5,0,360", "rect:-1,-1,2,2", "apart"},
    {"arc:7,9,1,1,180,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "touching"}, /* in the notch */
    {"arc:7,9,1,1,0,360", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "touching"},
    {"arc:7,7,1,1,0,180", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "b_contains_a"}, /* tangent to the floor */
    {"arc:7,7,1.000000000000001,1.000000000000001,0,180", "polygon:-10,0,10,0,10,10,8,10,8,8,6,8,6,10,-10,10", "overlapping"},
    {"arc:0,0,10,10,0,90", "polygon:0,0,10,0,10,10,0,10", "b_contains_a"}, /* from vertex to vertex */
    {"arc:0,0,10.000000000000002,10.000000000000002,0,90", "polygon:0,0,10,0,10,10,0,10", "overlapping"},
    {"arc:0,0,10,10,0,90", "polygon:10,0,20,0,20,10,10,10", "touching"},
    {"arc:0,0,5,5,0,90", "polygon:3,4,10,4,10,10", "touching"},  /* a vertex on it */
    {"arc:0,0,5,5,0,90", "polygon:3,3,10,3,10,10", "overlapping"},
    /* radial edges with inexact ends (the 45 degree edge of length 10 from the origin) */
    {"wedge:0,0,10,45,45", "line:0,0,10,10", "b_contains_a"},      /* along a longer line */
    {"wedge:0,0,10,45,45", "line:0,0,5,5", "a_contains_b"},
    {"wedge:0,0,10,45,45", "line:0,10,10,0", "overlapping"},      /* crossing at (5,5) */
    {"wedge:0,0,10,45,45", "line:0,20,20,0", "apart"},            /* its line, past the end */
    {"wedge:0,0,10,45,45", "line:-5,5,5,-5", "touching"},         /* through the end at the origin */
    {"wedge:0,0,10,45,45", "line:7,7,20,20", "overlapping"},      /* collinear, sharing a piece */
    {"wedge:0,0,10,45,45", "line:8,8,20,20", "apart"},            /* collinear, past its end at 7.07 */
    {"arc:0,0,2,10,45,45", "line:0,0,1,1", "apart"},              /* before its start at 1.41 */
    {"arc:0,0,2,10,45,45", "line:0,0,2,2", "overlapping"},
    {"wedge:0,0,10,45,45", "polygon:0,0,10,0,10,10,0,10", "b_contains_a"}, /* the square's diagonal */
    {"wedge:0,0,10,45,45", "polygon:5,-5,20,-5,20,20,5,20", "overlapping"},
    {"wedge:0,0,10,45,45", "polygon:0,0,10,0,10,10", "b_contains_a"}, /* along an edge */
    {"wedge:0,0,10,45,45", "polygon:-10,-10,-1,-10,-1,-1", "apart"},
    {"wedge:0,0,10,45,45", "polygon:3,3,10,0,10,-5", "touching"}, /* a vertex on it, pointing away */
    {"wedge:0,0,10,45,45", "polygon:3,3,10,0,10,10", "touching"}, /* along an edge from that vertex */
    {"wedge:0,0,10,45,45", "polygon:3,3,10,0,10,12", "overlapping"},
    {"wedge:0,0,10,45,45", "polygon:7,7,8,7,8,8,7,8", "overlapping"}, /* its end inside */
    {"wedge:0,0,10,45,45", "rect:0,0,10,10", "b_contains_a"},
    {"wedge:0,0,10,45,45", "rect:0,0,7,7", "overlapping"},        /* its end at 7.07 outside */
    {"wedge:0,0,10,45,45", "rect:7,7,1,1", "overlapping"},        /* its end inside */
    {"wedge:0,0,10,45,45", "rect:-5,-5,5,5", "touching"},         /* at the origin */
    {"wedge:0,0,10,45,45", "rect:0,5,5,5", "touching"},           /* through the corner (5,5) */
    {"wedge:0,0,10,45,45", "rect:0,5,5.000000000000001,5", "overlapping"},
    {"wedge:0,0,10,45,45", "rect:5,0,0,10", "overlapping"},       /* a zero-width rect crossing it at (5,5) */
    {"wedge:0,0,10,45,45", "rect:5,6,0,10", "apart"},
    {"wedge:0,0,10,45,45", "rect:5,5,0,10", "touching"},          /* its end (5,5) on the edge */
    {"wedge:0.1,0,0.2,0,0", "rect:0.1,0,0.2,0", "a_contains_b"},  /* equal sets: the far end 0.1 + 0.2 unrounded both */
    {"wedge:0.1,0,0.2,0,0", "rect:0.1,0,0.1,0", "a_contains_b"},
    {"wedge:0.1,0,0.2,0,0", "rect:0.2,0,0.2,0", "overlapping"},
    {"wedge:0.1,0,0.2,0,0", "rect:0.3,0,0.2,0", "overlapping"},   /* the double 0.3 is below 0.1 + 0.2 */
    {"wedge:0.1,0,0.2,0,0", "rect:0,0,0.1,0", "touching"},        /* end to end at 0.1 */
    {"wedge:0.1,0,0.2,0,0", "rect:0.30000000000000004,0,0.2,0", "apart"},
    {"capsule:0,0,10,0,2", "wedge:5,-10,8,45,135", "touching"}, /* its outer arc tangent to the side y = -2 at (5,-2) */
    /* two centres: (2, 6) is inside both */
    {"arc:0,0,5,10,0,90", "arc:5,0,5,10,90,180", "overlapping"},
    {"arc:0,0,5,10,0,90", "arc:0,0,5,10,90,180", "touching"},    /* one centre: along the edge at 90 degrees */

};

static void constructed(void)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        const rcase *c = &CASES[i];
        hd_shape_buf a, b;
        hd_shape sa, sb;
        hd_test_parse_case(c->a, c->b, &a, &b, &sa, &sb);
        hd_relation want = hd_test_rel_named(c->want);
        hd_relation got = hd_relate(&sa, &sb), back = hd_relate(&sb, &sa);
        if (got != want)
            fprintf(stderr, "  %s %s: %s, want %s\n", c->a, c->b, hd_relation_name(got), hd_relation_name(want));
        ENSURE(got == want);
        bool equal = want == HD_A_CONTAINS_B && back == HD_A_CONTAINS_B;
        ENSURE(equal || back == hd_test_rel_mirror(want));
    }
}

static void names(void)
{
    ENSURE(strcmp(hd_relation_name(HD_APART), "apart") == 0);
    ENSURE(strcmp(hd_relation_name(HD_TOUCHING), "touching") == 0);
    ENSURE(strcmp(hd_relation_name(HD_OVERLAPPING), "overlapping") == 0);
    ENSURE(strcmp(hd_relation_name(HD_A_CONTAINS_B), "a_contains_b") == 0);
    ENSURE(strcmp(hd_relation_name(HD_B_CONTAINS_A), "b_contains_a") == 0);
    ENSURE(strcmp(hd_relation_name(HD_RELATION_UNKNOWN), "unknown") == 0);
    ENSURE(hd_relation_name((hd_relation)7) == NULL);
}

/* ---- random shapes on an integer grid ------------------------------------------- */

static hd_rng rng = {0x9e3779b97f4a7c15ull};
static int ri(int lo, int hi) { return hd_rng_int(&rng, lo, hi); }

static const int ANGLES[] = {0, 45, 90, 135, 180, 225, 270, 315, 30, 60, 120, 200};

static void rand_sweep(double *s, double *e)
{
    int k = ri(0, 9);
    *s = ANGLES[ri(0, 11)];
    *e = k == 0 ? *s : k == 1 ? *s + 360 : *s + (k <= 5 ? 45 * ri(1, 3) : 45 * ri(4, 7));
}

/* A random valid shape of the kind (small integers, degenerate now and then);
 * a polygon's vertices in v. */
static hd_shape rand_shape(hd_kind k, hd_vec2 *v)
{
    hd_shape s = {.kind = k};
    int cx = ri(-6, 6), cy = ri(-6, 6);
    int rad = ri(0, 9) == 0 ? 0 : ri(1, 7);
    switch (k) {
    case HD_POINT: s.point.p = hd_v(cx, cy); break;
    case HD_CIRCLE: s.circle = (hd_circle){hd_v(cx, cy), rad}; break;
    case HD_RECT: s.rect = (hd_rect){cx, cy, ri(0, 9) == 0 ? 0 : ri(1, 8), ri(0, 9) == 0 ? 0 : ri(1, 8)}; break;
    case HD_LINE: s.line = (hd_line){hd_v(cx, cy), ri(0, 9) == 0 ? hd_v(cx, cy) : hd_v(ri(-6, 6), ri(-6, 6))}; break;
    case HD_CAPSULE:
        s.capsule = (hd_capsule){hd_v(cx, cy), ri(0, 6) == 0 ? hd_v(cx, cy) : hd_v(ri(-6, 6), ri(-6, 6)), ri(0, 4)};
        break;
    case HD_ARC: {
        double a = ri(0, 5), b = a + (ri(0, 5) == 0 ? 0 : ri(1, 5));
        s.arc = (hd_arc){hd_v(cx, cy), a, b, 0, 0};
        rand_sweep(&s.arc.start, &s.arc.end);
        break;
    }
    case HD_WEDGE:
        s.wedge = (hd_wedge){hd_v(cx, cy), rad, 0, 0};
        rand_sweep(&s.wedge.start, &s.wedge.end);
        break;
    case HD_POLYGON:
        for (;;) { /* a star around the centre: convex or not, simple after the check */
            int n = ri(3, 7);
            for (int i = 0; i < n; i++) {
                static const int dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
                int dir = (i * 8) / n, r = ri(1, 6);
                v[i] = hd_v(cx + dx[dir] * r, cy + dy[dir] * r);
            }
            s.polygon = (hd_polygon){v, n, 0, {0, 0}, {0, 0}};
            char err[128];
            if (hd_shape_validate(&s, err, sizeof err))
                break;
        }
        break;
    default: break;
    }
    return s;
}

/* The shape has area (a topological interior of its own). */
static bool has_area(const hd_shape *s)
{
    switch (s->kind) {
    case HD_CIRCLE: return s->circle.r > 0;
    case HD_RECT: return s->rect.w > 0 && s->rect.h > 0;
    case HD_POLYGON: return true;
    case HD_CAPSULE: return s->capsule.r > 0;
    case HD_ARC: return s->arc.rout > s->arc.rin && s->arc.start != s->arc.end;
    case HD_WEDGE: return s->wedge.r > 0 && s->wedge.start != s->wedge.end;
    default: return false;
    }
}

/* The header's exception (two sectors around different centres whose lengths
 * span more than 310 bits) is never drawn by these families: nothing is
 * unknown. */
static bool undecided(const hd_shape *a, const hd_shape *b)
{
    (void)a;
    (void)b;
    return false;
}

static long fam_unknown[8][8], fam_total[8][8];

static void check_pair(const hd_shape *a, const hd_shape *b)
{
    char sa[1024], sb[1024];
    hd_shape_format(a, sa, sizeof sa);
    hd_shape_format(b, sb, sizeof sb);
    TEST_CTX("%s %s", sa, sb);
    hd_relation r = hd_relate(a, b), back = hd_relate(b, a);
    bool hit = hd_collide(a, b);
    fam_total[a->kind][b->kind]++;
    /* unknown exactly where the header says */
    ENSURE(hd_relate_known(a, b, hit) == r);
    bool open = hit && undecided(a, b);
    ENSURE((r == HD_RELATION_UNKNOWN) == open);
    ENSURE((back == HD_RELATION_UNKNOWN) == open);
    if (r == HD_RELATION_UNKNOWN) {
        fam_unknown[a->kind][b->kind]++;
        return;
    }
    bool equal = r == HD_A_CONTAINS_B && back == HD_A_CONTAINS_B;
    ENSURE(equal || back == hd_test_rel_mirror(r));
    ENSURE((r == HD_APART) == !hit);
    /* translation by exact offsets keeps it */
    hd_vec2 va[HD_POLY_MAX], vb[HD_POLY_MAX];
    static const double OFF[2] = {1024, 1e6};
    for (int k = 0; k < 2; k++) {
        hd_shape ta = hd_shape_translate(a, hd_v(OFF[k], -OFF[k]), va);
        hd_shape tb = hd_shape_translate(b, hd_v(OFF[k], -OFF[k]), vb);
        ENSURE(hd_relate(&ta, &tb) == r);
    }
    /* sampling on the quarter grid over the common box: refutes only */
    hd_vec2 alo, ahi, blo, bhi;
    hd_shape_bounds(a, &alo, &ahi);
    hd_shape_bounds(b, &blo, &bhi);
    double x0 = floor(hd_min(alo.x, blo.x)), x1 = ceil(hd_max(ahi.x, bhi.x));
    double y0 = floor(hd_min(alo.y, blo.y)), y1 = ceil(hd_max(ahi.y, bhi.y));
    bool area = has_area(a) && has_area(b);
    bool b_out_a = false, a_out_b = false, both_inner = false, differ = false;
    for (double y = y0; y <= y1; y += 0.25)
        for (double x = x0; x <= x1; x += 0.25) {
            hd_vec2 p = hd_v(x, y);
            bool ia = hd_point_in_shape(a, p), ib = hd_point_in_shape(b, p);
            b_out_a |= ib && !ia;
            a_out_b |= ia && !ib;
            differ |= ia != ib;
            if (area && ia && ib && !both_inner)
                both_inner = !hd_test_on_outline(a, p) && !hd_test_on_outline(b, p);
        }
    if (r == HD_A_CONTAINS_B)
        ENSURE(!b_out_a);
    if (r == HD_B_CONTAINS_A)
        ENSURE(!a_out_b);
    if (equal)
        ENSURE(!differ);
    if (both_inner)
        ENSURE(r == HD_OVERLAPPING || r == HD_A_CONTAINS_B || r == HD_B_CONTAINS_A);
    if (hd_test_failures && hd_test_failures < 5 && !(equal || back == hd_test_rel_mirror(r)))
        fprintf(stderr, "  %s %s: %s / %s\n", sa, sb, hd_relation_name(r), hd_relation_name(back));
}

static void random_pairs(void)
{
    hd_vec2 va[8], vb[8];
    for (int ka = 0; ka < HD_KIND_COUNT; ka++)
        for (int kb = 0; kb < HD_KIND_COUNT; kb++)
            for (int i = 0; i < PER_FAMILY; i++) {
                hd_shape a = rand_shape((hd_kind)ka, va);
                hd_shape b = i % 5 == 0 ? a : rand_shape((hd_kind)kb, vb); /* a fifth: equal shapes */
                if (i % 5 == 0 && ka != kb)
                    b = rand_shape((hd_kind)kb, vb);
                check_pair(&a, &b);
            }
    long dec = 0, all = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            all += fam_total[i][j];
            dec += fam_total[i][j] - fam_unknown[i][j];
        }
    printf("  random: %ld pairs, %ld decided, %ld unknown (open sectors)\n", all, dec, all - dec);
}

/* Nested, tangent and crossing families built so the answer is known. */
static void built(void)
{
    for (int i = 0; i < 200; i++) {
        int cx = ri(-50, 50), cy = ri(-50, 50), r = ri(2, 20), d = ri(0, r - 1);
        hd_shape big = {.kind = HD_CIRCLE, .circle = {hd_v(cx, cy), r}};
        /* a circle inside, tangent inside at distance r - s from the centre */
        int s = ri(1, r);
        hd_shape in = {.kind = HD_CIRCLE, .circle = {hd_v(cx + (r - s), cy), s}};
        TEST_CTX("circle %d,%d,%d in %d", cx, cy, r, s);
        ENSURE(hd_relate(&big, &in) == HD_A_CONTAINS_B);
        hd_shape out = {.kind = HD_CIRCLE, .circle = {hd_v(cx + r + s, cy), s}};
        ENSURE(hd_relate(&big, &out) == HD_TOUCHING);
        hd_shape cross = {.kind = HD_CIRCLE, .circle = {hd_v(cx + r + s - 1, cy), s}};
        ENSURE(hd_relate(&big, &cross) == HD_OVERLAPPING);
        /* horizontal lines at distance d (chord: overlapping), r (tangent), r + 1 (apart) */
        hd_shape chord = {.kind = HD_LINE, .line = {hd_v(cx - 2 * r, cy + d), hd_v(cx + 2 * r, cy + d)}};
        hd_shape tan = {.kind = HD_LINE, .line = {hd_v(cx - 2 * r, cy + r), hd_v(cx + 2 * r, cy + r)}};
        hd_shape far = {.kind = HD_LINE, .line = {hd_v(cx - 2 * r, cy + r + 1), hd_v(cx + 2 * r, cy + r + 1)}};
        ENSURE(hd_relate(&big, &chord) == HD_OVERLAPPING);
        ENSURE(hd_relate(&big, &tan) == HD_TOUCHING);
        ENSURE(hd_relate(&big, &far) == HD_APART);
        /* squares sharing an edge, a corner, nested with a common edge */
        int w = ri(1, 30);
        hd_shape q = {.kind = HD_RECT, .rect = {cx, cy, w, w}};
        hd_shape side = {.kind = HD_RECT, .rect = {cx + w, cy + ri(-w, w), w, w}};
        hd_shape corner = {.kind = HD_RECT, .rect = {cx + w, cy + w, w, w}};
        hd_shape sub = {.kind = HD_RECT, .rect = {cx, cy, ri(1, w), w}};
        ENSURE(hd_relate(&q, &side) == HD_TOUCHING);
        ENSURE(hd_relate(&q, &corner) == HD_TOUCHING);
        ENSURE(hd_relate(&q, &sub) == HD_A_CONTAINS_B);
        ENSURE(hd_relate(&sub, &q) == (sub.rect.w == w ? HD_A_CONTAINS_B : HD_B_CONTAINS_A));
    }
}

/* Segments between two points of a (concave) polygon, or a rect or polygon
 * inside its box: stepping along each edge of b (k/64 of the way) refutes
 * a_contains_b where a step leaves a, and a sample inside both interiors
 * refutes touching. */
static void chords(void)
{
    hd_vec2 va[8], vb[8];
    int refuted = 0;
    for (int i = 0; i < 3000; i++) {
        hd_shape a = rand_shape(HD_POLYGON, va);
        hd_vec2 p[2];
        for (int k = 0; k < 2; k++)
            do
                p[k] = hd_v(a.polygon.lo.x + ri(0, 4 * (int)(a.polygon.hi.x - a.polygon.lo.x)) * 0.25,
                            a.polygon.lo.y + ri(0, 4 * (int)(a.polygon.hi.y - a.polygon.lo.y)) * 0.25);
            while (!hd_point_in_shape(&a, p[k]));
        hd_shape b = {.kind = HD_LINE, .line = {p[0], p[1]}};
        if (i % 2) {
            b = rand_shape(HD_POLYGON, vb);
            hd_vec2 d = hd_sub(p[0], hd_v(round((b.polygon.lo.x + b.polygon.hi.x) / 2), round((b.polygon.lo.y + b.polygon.hi.y) / 2)));
            b = hd_shape_translate(&b, d, vb);
        }
        char sa[1024], sb[1024];
        hd_shape_format(&a, sa, sizeof sa);
        hd_shape_format(&b, sb, sizeof sb);
        TEST_CTX("%s %s", sa, sb);
        hd_relation r = hd_relate(&a, &b);
        bool out = false;
        hd_outline_view o;
        hd_outline_init(&o, &b);
        for (int e = 0; e < o.n && !out; e++) {
            const hd_prim *pc = hd_outline_piece(&o, e);
            for (int k = 0; k <= 64 && !out; k++) {
                hd_vec2 q = hd_add(pc->a, hd_scale(hd_sub(pc->b, pc->a), k / 64.0));
                out = !hd_point_in_shape(&a, q);
            }
        }
        refuted += out;
        if (out)
            ENSURE(r != HD_A_CONTAINS_B);
        ENSURE(r != HD_RELATION_UNKNOWN && (r == HD_APART) == !hd_collide(&a, &b));
    }
    printf("  chords: %d of 3000 leave the polygon somewhere\n", refuted);
}

/* ---- sectors against straight shapes: random decimals against a sampler -------- */

#ifndef SECTOR_PAIRS
#define SECTOR_PAIRS 1000
#endif

/* A decimal in [lo, hi] / 10 (most are not doubles exactly). */
static double dec(int lo, int hi) { return ri(lo, hi) / 10.0; }

static hd_shape rand_sector(hd_kind k)
{
    hd_shape s = {.kind = k};
    hd_vec2 c = hd_v(dec(-40, 40), dec(-40, 40));
    double st = dec(-3600, 3600), sw = ri(0, 7) == 0 ? 360 : dec(1, 3590);
    if (k == HD_ARC) {
        double a = dec(0, 40), b = ri(0, 7) == 0 ? a : a + dec(1, 50);
        s.arc = (hd_arc){c, a, b, st, st + sw};
    } else
        s.wedge = (hd_wedge){c, dec(1, 80), st, st + sw};
    return s;
}

/* A straight shape; lines have ends on the 1/8 grid so that the sampler's
 * points on them are exact. */
static hd_shape rand_straight(hd_kind k, hd_vec2 *v)
{
    hd_shape s = {.kind = k};
    switch (k) {
    case HD_RECT: s.rect = (hd_rect){dec(-60, 60), dec(-60, 60), dec(0, 80), dec(1, 80)}; break;
    case HD_LINE: s.line = (hd_line){hd_v(ri(-64, 64) / 8.0, ri(-64, 64) / 8.0), hd_v(ri(-64, 64) / 8.0, ri(-64, 64) / 8.0)}; break;
    default:
        for (;;) {
            int n = ri(3, 8);
            double cx = dec(-40, 40), cy = dec(-40, 40);
            for (int i = 0; i < n; i++) {
                static const int dx[8] = {1, 1, 0, -1, -1, -1, 0, 1}, dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
                int dir = (i * 8) / n;
                double r = dec(5, 70);
                v[i] = hd_v(cx + dx[dir] * r, cy + dy[dir] * r);
            }
            s.polygon = (hd_polygon){v, n, 0, {0, 0}, {0, 0}};
            char err[128];
            if (hd_shape_validate(&s, err, sizeof err))
                break;
        }
    }
    return s;
}

/* The facts a grid proves for the straight shape b and the sector a: a
 * point of b outside a (b is not in a), a point of a outside b, a point in
 * the interiors of both (for a line: a point of its open segment in a's
 * interior). The answer must never contradict them. */
static void sector_family(hd_kind ks, hd_kind kb)
{
    long n = 0, proven_meet = 0, proven_bout = 0, proven_aout = 0, unknown = 0, hist[5] = {0};
    hd_vec2 v[8];
    for (int i = 0; i < SECTOR_PAIRS; i++) {
        hd_shape a = rand_sector(ks), b = rand_straight(kb, v);
        char sa[256], sb[1024];
        hd_shape_format(&a, sa, sizeof sa);
        hd_shape_format(&b, sb, sizeof sb);
        TEST_CTX("%s %s", sa, sb);
        hd_relation r = hd_relate(&a, &b), back = hd_relate(&b, &a);
        ENSURE((r == HD_RELATION_UNKNOWN) == undecided(&a, &b));
        n++;
        if (r == HD_RELATION_UNKNOWN) {
            unknown++;
            ENSURE(back == HD_RELATION_UNKNOWN);
            continue;
        }
        hist[r]++;
        bool equal = r == HD_A_CONTAINS_B && back == HD_A_CONTAINS_B;
        ENSURE(equal || back == hd_test_rel_mirror(r));
        ENSURE((r == HD_APART) == !hd_collide(&a, &b));
        bool bout = false, aout = false, meet = false;
        bool area = has_area(&a) && has_area(&b);
        if (kb == HD_LINE && !hd_veq(b.line.a, b.line.b)) {
            for (int k = 0; k <= 64; k++) { /* exact points a + (b - a) k / 64 */
                hd_vec2 p = hd_add(b.line.a, hd_scale(hd_sub(b.line.b, b.line.a), k / 64.0));
                bool ia = hd_point_in_shape(&a, p);
                bout |= !ia;
                if (k > 0 && k < 64 && has_area(&a) && ia && !meet)
                    meet = !hd_test_on_outline(&a, p);
            }
        }
        hd_vec2 alo, ahi, blo, bhi;
        hd_shape_bounds(&a, &alo, &ahi);
        hd_shape_bounds(&b, &blo, &bhi);
        double x0 = floor(hd_min(alo.x, blo.x)), x1 = ceil(hd_max(ahi.x, bhi.x));
        double y0 = floor(hd_min(alo.y, blo.y)), y1 = ceil(hd_max(ahi.y, bhi.y));
        double step = ldexp(1, (int)ceil(log2(hd_max(x1 - x0, y1 - y0) / 96))); /* a power of two: exact points */
        for (double y = y0; y <= y1; y += step)
            for (double x = x0; x <= x1; x += step) {
                hd_vec2 p = hd_v(x, y);
                bool ia = hd_point_in_shape(&a, p), ib = hd_point_in_shape(&b, p);
                bout |= ib && !ia;
                aout |= ia && !ib;
                if (area && ia && ib && !meet)
                    meet = hd_test_in_interior(&a, p) && hd_test_in_interior(&b, p);
            }
        proven_meet += meet;
        proven_bout += bout;
        proven_aout += aout;
        if (r == HD_A_CONTAINS_B)
            ENSURE(!bout);
        if (r == HD_B_CONTAINS_A)
            ENSURE(!aout);
        if (meet)
            ENSURE(r == HD_OVERLAPPING || r == HD_A_CONTAINS_B || r == HD_B_CONTAINS_A);
        if (hd_test_failures && hd_test_failures < 8 && ((meet && (r == HD_TOUCHING || r == HD_APART)) ||
                                                         (r == HD_A_CONTAINS_B && bout) || (r == HD_B_CONTAINS_A && aout)))
            fprintf(stderr, "  %s %s: %s\n", sa, sb, hd_relation_name(r));
    }
    printf("  %s/%s: %ld pairs (%ld unknown): %ld apart %ld touching %ld overlapping %ld a_contains_b %ld b_contains_a;"
           " sampler proved %ld interior meetings, %ld b-not-in-a, %ld a-not-in-b\n",
           ks == HD_ARC ? "arc" : "wedge", kb == HD_RECT ? "rect" : kb == HD_LINE ? "line" : "polygon", n, unknown,
           hist[0], hist[1], hist[2], hist[3], hist[4], proven_meet, proven_bout, proven_aout);
}

/* A radial edge along 0 or 90 degrees whose far end c + r rounds is
 * decided by the radial edge code; the zero-height (or zero-width) rect
 * from c with w = r (or h = r) is the same set, decided as a straight
 * segment with a two-term end: the answers must agree. */
static void radial_vs_rect_segment(void)
{
    long rays = 0, hist[5] = {0};
    hd_vec2 v[8];
    for (int i = 0; i < 4 * SECTOR_PAIRS; i++) {
        hd_vec2 c = hd_v(dec(-40, 40), dec(-40, 40));
        double r = dec(1, 80), ang = ri(0, 1) ? 90 : 0;
        double x = dec(0, 10), rin = ri(0, 2) || x >= r ? 0 : x;
        hd_shape e = {.kind = HD_ARC, .arc = {c, rin, r, ang, ang}};
        if (rin == 0)
            e = (hd_shape){.kind = HD_WEDGE, .wedge = {c, r, ang, ang}};
        double s, err;
        hd_two_sum(ang ? c.y : c.x, rin, &s, &err);
        if (err != 0)
            continue; /* the near end must be a double for the rect */
        hd_shape q = {.kind = HD_RECT, .rect = {ang ? c.x : s, ang ? s : c.y, ang ? 0 : r - rin, ang ? r - rin : 0}};
        hd_two_sum(r, -rin, &s, &err);
        if (err != 0)
            continue;
        static const hd_kind K[3] = {HD_LINE, HD_POLYGON, HD_RECT};
        hd_shape b = rand_straight(K[ri(0, 2)], v);
        if (b.kind == HD_RECT && ri(0, 1)) { /* a segment, on the edge's line or across it */
            bool along = ri(0, 1);
            if ((ang != 0) == along)
                b.rect.w = 0, b.rect.x = along ? c.x : b.rect.x;
            else
                b.rect.h = 0, b.rect.y = along ? c.y : b.rect.y;
        }
        if (b.kind == HD_LINE && ri(0, 1)) { /* on the edge's line */
            double t0 = (ang ? c.y : c.x) + dec(-20, 100), t1 = (ang ? c.y : c.x) + dec(-20, 100);
            b.line = ang ? (hd_line){hd_v(c.x, t0), hd_v(c.x, t1)} : (hd_line){hd_v(t0, c.y), hd_v(t1, c.y)};
        }
        char se[256], sb[1024];
        hd_shape_format(&e, se, sizeof se);
        hd_shape_format(&b, sb, sizeof sb);
        TEST_CTX("%s %s", se, sb);
        hd_outline_view o;
        hd_outline_init(&o, &e);
        rays += hd_outline_piece(&o, 0)->type == HD_PRIM_RAY;
        hd_relation got = hd_relate(&e, &b), want = hd_relate(&q, &b);
        ENSURE(want != HD_RELATION_UNKNOWN && got == want);
        ENSURE(hd_relate(&b, &e) == hd_relate(&b, &q));
        if (want >= 0)
            hist[want]++;
    }
    printf("  radial edges against the same segment as a rect: %ld with inexact ends; %ld apart %ld touching %ld overlapping"
           " %ld a_contains_b %ld b_contains_a\n", rays, hist[0], hist[1], hist[2], hist[3], hist[4]);
}

static void sector_families(void)
{
    static const hd_kind S[2] = {HD_ARC, HD_WEDGE}, B[3] = {HD_RECT, HD_LINE, HD_POLYGON};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            sector_family(S[i], B[j]);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    RUN_SUBTEST(names);
    RUN_SUBTEST(constructed);
    RUN_SUBTEST(built);
    RUN_SUBTEST(random_pairs);
    RUN_SUBTEST(chords);
    RUN_SUBTEST(sector_families);
    RUN_SUBTEST(radial_vs_rect_segment);
    return hd_test_finish();
}
