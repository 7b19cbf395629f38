/*
 * test_geom_table: hand-checked edge cases for all 36 unordered kind pairs.
 *
 * Each row is (spec A, spec B, expected collide, expected hit points). Hit
 * points are written "x,y;x,y" as a set; "" means none (containment without
 * touching outlines, or a miss); NULL means "not pinned down here" (the point
 * set is irrational or the outline convention is not stated in the header).
 * Every row is checked in both argument orders through hd_collide, through
 * hd_collide_reference and through the table cell itself; hit points must be
 * the same set in both orders and lie on both outlines; inputs must not change.
 */
#include "hd_test.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct row {
    const char *a, *b;
    bool hit;
    const char *pts;
} row;

/* Recurring shapes. */
#define C5 "circle:0,0,5"
#define R10 "rect:0,0,10,10"
/* U: notch x in (10,20), y in (10,30], open toward y = 30. */
#define U "polygon:0,0,30,0,30,30,20,30,20,10,10,10,10,30,0,30"
#define UREV "polygon:0,30,10,30,10,10,20,10,20,30,30,30,30,0,0,0"
#define TRI "polygon:0,0,10,0,0,10"
#define K "capsule:0,0,10,0,5"
#define A "arc:0,0,5,10,0,90"
#define W "wedge:0,0,10,0,90"

static const row rows[] = {
    /* ---- point / point */
    {"point:1,2", "point:1,2", true, "1,2"},
    {"point:1,2", "point:1,3", false, ""},
    {"point:1e6,-3", "point:1000000,-3", true, "1000000,-3"},
    /* ---- point / circle */
    {"point:3,4", C5, true, "3,4"}, /* on the circle: strict `<` misses it */
    {"point:1,1", C5, true, ""},
    {"point:4,4", C5, false, ""},
    {"point:0,0", "circle:0,0,0", true, "0,0"}, /* radius 0 is a point */
    {"point:0,1", "circle:0,0,0", false, ""},
    /* ---- point / rect */
    {"point:10,5", R10, true, "10,5"}, /* on an edge */
    {"point:10,10", R10, true, "10,10"}, /* on a corner */
    {"point:5,5", R10, true, ""},
    {"point:11,5", R10, false, ""},
    {"point:3,4", "rect:3,4,0,0", true, "3,4"}, /* zero-size rect */
    {"point:3,7", "rect:3,4,0,6", true, "3,7"}, /* zero-width rect = segment */
    {"point:4,7", "rect:3,4,0,6", false, ""},
    /* ---- point / line */
    {"point:5,5", "line:0,0,10,10", true, "5,5"},
    {"point:10,10", "line:0,0,10,10", true, "10,10"},
    {"point:11,11", "line:0,0,10,10", false, ""}, /* collinear, past the end */
    {"point:5,6", "line:0,0,10,10", false, ""},
    {"point:2,3", "line:2,3,2,3", true, "2,3"}, /* zero-length line */
    {"point:2,4", "line:2,3,2,3", false, ""},
    /* ---- point / polygon */
    {"point:15,20", U, false, ""}, /* in the notch of a concave polygon */
    {"point:15,20", UREV, false, ""},
    {"point:5,20", U, true, ""},
    {"point:10,20", U, true, "10,20"}, /* on a notch edge */
    {"point:20,10", U, true, "20,10"}, /* on a reflex vertex */
    {"point:5,5", TRI, true, "5,5"}, /* on the hypotenuse */
    {"point:6,5", TRI, false, ""},
    {"point:5,0", "polygon:0,0,10,0,0,10,0,0", true, "5,0"}, /* closing vertex */
    {"point:5,0", "polygon:0,0,5,0,10,0,10,10,0,10", true, "5,0"}, /* collinear */
    {"point:5,-1", "polygon:0,0,5,0,10,0,10,10,0,10", false, ""},
    /* ---- point / capsule */
    {"point:13,4", K, true, "13,4"}, /* on the round cap */
    {"point:-3,-4", K, true, "-3,-4"},
    {"point:5,5", K, true, "5,5"}, /* on the flat side */
    {"point:5,6", K, false, ""},
    {"point:14,4", K, false, ""},
    {"point:5,0", K, true, ""},
    {"point:5,0", "capsule:0,0,10,0,0", true, "5,0"}, /* radius 0 = segment */
    {"point:3,4", "capsule:0,0,0,0,5", true, "3,4"}, /* zero length = disk */
    /* ---- point / arc */
    {"point:7,0", A, true, "7,0"}, /* on the START radial edge */
    {"point:0,5", A, true, "0,5"}, /* inner arc at END */
    {"point:6,8", A, true, "6,8"}, /* outer arc */
    {"point:3,4", A, true, "3,4"}, /* inner arc */
    {"point:2,2", A, false, ""}, /* in the hole */
    {"point:0,-7", A, false, ""},
    {"point:5,5", A, true, ""},
    {"point:11,0", A, false, ""},
    {"point:8,0", "arc:0,0,5,10,300,30", true, ""}, /* wraps past 0 */
    {"point:8,0", "arc:0,0,5,10,-60,30", true, ""},
    {"point:6,-8", "arc:0,0,5,10,300,30", true, "6,-8"},
    {"point:0,8", "arc:0,0,5,10,300,30", false, ""},
    {"point:0,-7", "arc:0,0,5,10,300,30", false, ""},
    {"point:0,-7", "arc:0,0,5,10,0,270", true, "0,-7"}, /* reflex sector */
    {"point:5,-5", "arc:0,0,5,10,0,270", false, ""},
    {"point:-5,-5", "arc:0,0,5,10,0,270", true, ""},
    {"point:3,4", "arc:0,0,5,5,0,90", true, "3,4"}, /* rin == rout */
    {"point:0,4", "arc:0,0,5,5,0,90", false, ""},
    {"point:0,7", "arc:0,0,5,10,90,90", true, "0,7"}, /* zero sweep */
    {"point:1,7", "arc:0,0,5,10,90,90", false, ""},
    {"point:0,4", "arc:0,0,5,10,90,90", false, ""},
    {"point:0,-7", "arc:0,0,5,10,0,360", true, ""}, /* full ring */
    {"point:0,-10", "arc:0,0,5,10,0,360", true, "0,-10"},
    {"point:0,-7", "arc:0,0,5,10,90,450", true, ""},
    {"point:0,0", "arc:0,0,5,10,0,360", false, ""},
    {"point:0,0", "arc:0,0,0,10,0,90", true, "0,0"}, /* rin 0: apex */
    /* ---- point / wedge */
    {"point:0,0", W, true, "0,0"}, /* apex */
    {"point:5,5", W, true, ""},
    {"point:-1,0", W, false, ""},
    {"point:6,8", W, true, "6,8"},
    {"point:5,0", W, true, "5,0"},
    {"point:8,-1", "wedge:0,0,10,300,30", true, ""}, /* wraps past 0 */
    {"point:-8,1", "wedge:0,0,10,300,30", false, ""},
    {"point:-5,-5", "wedge:0,0,10,0,270", true, ""}, /* reflex */
    {"point:5,-5", "wedge:0,0,10,0,270", false, ""},
    {"point:3,0", "wedge:0,0,10,0,0", true, "3,0"}, /* zero sweep */
    {"point:11,0", "wedge:0,0,10,0,0", false, ""},
    {"point:3,1", "wedge:0,0,10,0,0", false, ""},
    {"point:0,-3", "wedge:0,0,10,270,270", true, "0,-3"},
    {"point:-6,-8", "wedge:0,0,10,0,360", true, "-6,-8"}, /* full disk */
    {"point:0,0", "wedge:0,0,10,0,360", true, ""},
    {"point:0,0", "wedge:0,0,0,0,90", true, "0,0"}, /* radius 0 */
    /* ---- circle / circle */
    {C5, "circle:10,0,5", true, "5,0"}, /* tangent: strict `<` misses it */
    {C5, "circle:11,0,5", false, ""},
    {C5, "circle:6,0,5", true, "3,-4;3,4"},
    {"circle:0,0,10", "circle:5,0,5", true, "10,0"}, /* internal tangent */
    {"circle:0,0,10", "circle:1,1,2", true, ""}, /* containment */
    {C5, "circle:0,0,0", true, ""},
    {"circle:5,0,0", C5, true, "5,0"},
    {"circle:0,0,2", "circle:6,8,8", true, NULL}, /* d = 10 = 2 + 8 */
    {"circle:0,0,0", "circle:0,0,0", true, "0,0"},
    {"circle:0,0,0", "circle:0,1,0", false, ""},
    /* ---- circle / rect */
    {C5, "rect:3,4,10,10", true, "3,4"}, /* corner at distance exactly 5 */
    {C5, "rect:5,-10,10,20", true, "5,0"},
    {C5, "rect:6,-10,10,20", false, ""},
    {C5, "rect:3,-10,10,20", true, "3,-4;3,4"},
    {"circle:5,5,2", R10, true, ""},
    {C5, "rect:-1,-1,2,2", true, ""},
    {C5, "rect:4,4,10,10", false, ""},
    {"circle:13,13,4", R10, false, ""}, /* the `dx <= rect.width` slip says yes */
    {C5, "rect:3,4,0,0", true, "3,4"},
    {C5, "rect:5,-3,0,6", true, "5,0"},
    {"circle:10,5,0", R10, true, "10,5"},
    {"circle:5,5,0", R10, true, ""},
    /* ---- circle / line */
    {C5, "line:-10,5,10,5", true, "0,5"}, /* tangent */
    {C5, "line:-1,0,1,0", true, ""},
    {C5, "line:-10,3,10,3", true, "-4,3;4,3"},
    {C5, "line:-10,6,10,6", false, ""},
    {C5, "line:3,4,10,10", true, "3,4"},
    {C5, "line:3,4,3,4", true, "3,4"},
    {"circle:0,0,0", "line:-1,0,1,0", true, "0,0"},
    {C5, "line:6,0,10,0", false, ""},
    {C5, "line:0,-10,0,10", true, "0,-5;0,5"},
    /* ---- circle / polygon */
    {"circle:15,20,4", U, false, ""}, /* in the notch */
    {"circle:15,20,5", U, true, "10,20;20,20"},
    {"circle:15,20,5", UREV, true, "10,20;20,20"},
    {"circle:5,5,2", U, true, ""},
    {"circle:15,15,100", U, true, ""},
    {C5, "polygon:5,-5,15,-5,15,5,5,5", true, "5,0"},
    {C5, "polygon:5,-5,5,5,15,5,15,-5", true, "5,0"},
    {C5, "polygon:6,-5,15,-5,15,5,6,5", false, ""},
    /* ---- circle / capsule */
    {"circle:16,8,5", K, true, "13,4"},
    {"circle:5,10,5", K, true, "5,5"},
    {"circle:5,11,5", K, false, ""},
    {"circle:5,0,1", K, true, ""},
    {"circle:5,0,20", K, true, ""},
    {"circle:0,5,5", "capsule:-10,0,10,0,0", true, "0,0"},
    {C5, "capsule:20,0,20,0,15", true, "5,0"},
    /* ---- circle / arc */
    {"circle:0,0,4", A, false, ""},
    {C5, A, true, "5,0;0,5"}, /* the inner arc lies on the circle */
    {"circle:12,16,10", A, true, "6,8"},
    {"circle:7,-3,3", A, true, "7,0"},
    {"circle:7,-4,3", A, false, ""},
    {"circle:5,5,1", A, true, ""},
    {"circle:0,0,20", A, true, ""},
    {"circle:0,0,4", "arc:0,0,5,10,0,360", false, ""},
    {C5, "arc:0,0,5,10,0,360", true, NULL},
    {"circle:7,-7,1", "arc:0,0,5,10,0,270", false, ""},
    {"circle:7,-3,3", "arc:0,0,5,10,300,30", true, NULL},
    {"circle:3,4,0", "arc:0,0,5,5,0,90", true, "3,4"},
    {"circle:3,7,3", "arc:0,0,5,10,90,90", true, "0,7"},
    {"circle:4,7,3", "arc:0,0,5,10,90,90", false, ""},
    /* ---- circle / wedge */
    {"circle:-3,-4,5", W, true, "0,0"},
    {"circle:-3,-4,4", W, false, ""},
    {"circle:5,-3,3", W, true, "5,0"},
    {"circle:12,16,10", W, true, "6,8"},
    {"circle:-5,0,5", "wedge:0,0,10,300,30", true, "0,0"},
    {"circle:3,5,3", "wedge:0,0,10,90,90", true, "0,5"},
    {"circle:4,5,3", "wedge:0,0,10,90,90", false, ""},
    {"circle:3,3,1", W, true, ""},
    {"circle:0,0,30", W, true, ""},
    {"circle:-5,-5,2", "wedge:0,0,10,0,270", true, ""},
    {"circle:5,-5,2", "wedge:0,0,10,0,270", false, ""},
    /* ---- rect / rect */
    {R10, "rect:10,0,10,10", true, "10,0;10,10"}, /* shared edge */
    {R10, "rect:10,10,5,5", true, "10,10"}, /* corner touch */
    {R10, "rect:2,2,3,3", true, ""},
    {R10, "rect:11,0,5,5", false, ""},
    {R10, "rect:5,-5,0,20", true, "5,0;5,10"},
    {R10, "rect:5,5,0,0", true, ""},
    {R10, "rect:10,5,0,0", true, "10,5"},
    {R10, R10, true, "0,0;10,0;10,10;0,10"},
    {R10, "rect:5,10,10,10", true, "5,10;10,10"},
    {R10, "rect:-5,5,20,1", true, "0,5;0,6;10,5;10,6"},
    /* ---- rect / line */
    {R10, "line:2,2,8,8", true, ""}, /* inside: four-edges-only misses it */
    {R10, "line:0,0,10,0", true, "0,0;10,0"},
    {R10, "line:2,0,5,0", true, "2,0;5,0"},
    {R10, "line:-5,5,15,5", true, "0,5;10,5"},
    {R10, "line:10,10,20,20", true, "10,10"},
    {R10, "line:11,0,20,0", false, ""},
    {R10, "line:-5,11,15,11", false, ""},
    {R10, "line:5,5,5,5", true, ""},
    {R10, "line:10,3,10,3", true, "10,3"},
    {"rect:0,0,0,0", "line:-1,-1,1,1", true, "0,0"},
    {"rect:0,0,10,0", "line:5,-5,5,5", true, "5,0"},
    {R10, "line:5,5,20,5", true, "10,5"},
    /* ---- rect / polygon */
    {"rect:11,11,8,8", U, false, ""},
    {"rect:10,10,10,10", U, true, "10,10;10,20;20,10;20,20"},
    {"rect:1,1,5,5", U, true, ""},
    {"rect:-1,-1,40,40", U, true, ""},
    {"rect:30,0,5,5", U, true, "30,0;30,5"},
    {"rect:31,0,5,5", U, false, ""},
    {R10, "polygon:10,10,20,10,20,20", true, "10,10"},
    {R10, "polygon:20,20,20,10,10,10", true, "10,10"},
    {"rect:15,25,0,0", U, false, ""},
    /* ---- rect / capsule */
    {R10, "capsule:15,-10,15,20,5", true, "10,0;10,10"},
    {R10, "capsule:16,-10,16,20,5", false, ""},
    {R10, "capsule:13,14,20,20,5", true, "10,10"},
    {R10, "capsule:2,5,8,5,1", true, ""},
    {"rect:4,-1,2,2", K, true, ""},
    {R10, "capsule:5,15,5,15,5", true, "5,10"},
    /* ---- rect / arc */
    {"rect:-3,-3,6,6", A, false, ""},
    {"rect:0,0,3,4", A, true, "3,4"},
    {"rect:10,0,5,5", A, true, "10,0"},
    {"rect:5,-5,2,5", A, true, "5,0;7,0"},
    {"rect:5,-5,2,4", A, false, ""},
    {"rect:-20,-20,40,40", A, true, ""},
    {"rect:5,5,1,1", A, true, ""},
    {"rect:-1,-1,2,2", "arc:0,0,5,10,0,360", false, ""},
    {"rect:6,-1,2,2", "arc:0,0,5,10,300,30", true, ""},
    {"rect:0,-9,1,1", "arc:0,0,5,10,0,270", true, "0,-9;0,-8"},
    {"rect:1,-9,1,1", "arc:0,0,5,10,0,270", false, ""},
    /* ---- rect / wedge */
    {"rect:-5,-5,5,5", W, true, "0,0"},
    {"rect:-5,-5,4,4", W, false, ""},
    {"rect:1,1,2,2", W, true, ""},
    {"rect:10,0,5,5", W, true, "10,0"},
    {"rect:6,8,5,5", W, true, "6,8"},
    {"rect:8,-1,1,2", "wedge:0,0,10,300,30", true, ""},
    {"rect:0,0,0,0", "wedge:0,0,10,300,30", true, "0,0"},
    {"rect:-3,-3,2,2", "wedge:0,0,10,0,270", true, ""},
    {"rect:1,-3,2,2", "wedge:0,0,10,0,270", false, ""},
    {"rect:2,-1,3,2", "wedge:0,0,10,0,0", true, "2,0;5,0"},
    /* ---- line / line */
    {"line:0,0,10,10", "line:0,10,10,0", true, "5,5"},
    {"line:0,0,10,0", "line:5,0,15,0", true, "5,0;10,0"}, /* collinear overlap */
    {"line:0,0,4,2", "line:2,1,6,3", true, "2,1;4,2"},
    {"line:0,0,10,0", "line:2,0,4,0", true, "2,0;4,0"},
    {"line:0,0,10,0", "line:10,0,20,0", true, "10,0"},
    {"line:0,0,10,0", "line:11,0,20,0", false, ""},
    {"line:0,0,10,0", "line:0,1,10,1", false, ""},
    {"line:0,0,10,0", "line:5,0,5,10", true, "5,0"},
    {"line:0,0,10,0", "line:5,5,5,5", false, ""},
    {"line:0,0,10,0", "line:5,0,5,0", true, "5,0"},
    {"line:1,1,1,1", "line:1,1,1,1", true, "1,1"},
    /* ---- line / polygon */
    {"line:12,12,18,28", U, false, ""},
    {"line:15,20,15,40", U, false, ""},
    {"line:5,5,25,5", U, true, ""},
    {"line:5,20,25,20", U, true, "10,20;20,20"},
    {"line:-5,5,35,5", U, true, "0,5;30,5"},
    {"line:-5,5,35,5", UREV, true, "0,5;30,5"},
    {"line:10,15,10,25", U, true, "10,15;10,25"},
    {"line:0,0,0,0", TRI, true, "0,0"},
    /* ---- line / capsule */
    {"line:-5,5,15,5", K, true, "0,5;10,5"},
    {"line:-5,6,15,6", K, false, ""},
    {"line:2,0,8,0", K, true, ""},
    {"line:13,4,20,4", K, true, "13,4"},
    {"line:5,5,5,20", K, true, "5,5"},
    {"line:-3,-4,-3,-4", K, true, "-3,-4"},
    {"line:0,10,10,10", "capsule:5,20,5,20,10", true, "5,10"},
    /* ---- line / arc */
    {"line:0,0,3,4", A, true, "3,4"},
    {"line:0,0,2,2", A, false, ""},
    {"line:5,5,6,6", A, true, ""},
    {"line:-5,0,20,0", A, true, "5,0;10,0"},
    {"line:0,-20,0,20", "arc:0,0,5,10,0,360", true, "0,-10;0,-5;0,5;0,10"},
    {"line:0,-4,0,4", "arc:0,0,5,10,0,360", false, ""},
    {"line:8,-1,8,1", "arc:0,0,5,10,300,30", true, ""},
    {"line:0,-9,0,-6", "arc:0,0,5,10,0,270", true, "0,-9;0,-6"},
    {"line:5,-5,6,-6", "arc:0,0,5,10,0,270", false, ""},
    {"line:-20,7,20,7", "arc:0,0,5,10,90,90", true, "0,7"},
    /* ---- line / wedge */
    {"line:-5,0,0,0", W, true, "0,0"},
    {"line:-5,-1,5,-1", W, false, ""},
    {"line:1,1,2,2", W, true, ""},
    {"line:-10,6,20,6", W, true, "0,6;8,6"},
    {"line:8,-1,8,1", "wedge:0,0,10,300,30", true, ""},
    {"line:-5,0,5,0", "wedge:0,0,10,0,0", true, "0,0;5,0"},
    {"line:-3,-3,-1,-1", "wedge:0,0,10,0,270", true, ""},
    {"line:2,-2,3,-3", "wedge:0,0,10,0,270", false, ""},
    /* ---- polygon / polygon */
    {"polygon:0,0,30,0,30,30,0,30", "polygon:10,10,20,10,20,20,10,20", true, ""},
    {U, "polygon:12,12,18,12,18,28,12,28", false, ""}, /* in the notch */
    {U, "polygon:10,12,18,12,18,28", true, "10,12"},
    {TRI, "polygon:10,0,20,0,10,10", true, "10,0"},
    {TRI, "polygon:11,0,20,0,11,10", false, ""},
    {"polygon:0,0,10,0,10,10,0,10", "polygon:10,0,20,0,20,10,10,10", true, "10,0;10,10"},
    {"polygon:0,0,0,10,10,10,10,0", "polygon:10,0,20,0,20,10,10,10", true, "10,0;10,10"},
    {"polygon:0,0,10,0,10,10,0,10,0,0", "polygon:2,2,4,2,4,4", true, ""},
    {"polygon:0,0,10,0,10,0,10,10,0,10", "polygon:10,5,20,5,20,6", true, "10,5"},
    {"polygon:0,0,5,0,10,0,10,10,0,10", "polygon:5,-5,6,-5,5,0", true, "5,0"},
    /* ---- polygon / capsule */
    {U, "capsule:15,15,15,25,5", true, "10,15;10,25;20,15;20,25;15,10"},
    {U, "capsule:15,16,15,25,4", false, ""},
    {TRI, "capsule:20,0,30,0,10", true, "10,0"},
    {TRI, "capsule:2,2,3,2,0", true, ""},
    {"polygon:-50,-50,50,-50,0,50", K, true, ""},
    /* ---- polygon / arc */
    {U, "arc:15,20,3,5,0,360", true, "10,20;20,20"},
    {U, "arc:15,20,3,4,0,360", false, ""},
    {"polygon:0,0,3,0,3,4", A, true, "3,4"},
    {"polygon:6,1,8,1,7,3", A, true, ""},
    {"polygon:-20,-20,20,-20,20,20,-20,20", A, true, ""},
    {"polygon:-2,-2,2,-2,0,2", "arc:0,0,5,10,0,360", false, ""},
    {"polygon:0,-9,1,-9,1,-8,0,-8", "arc:0,0,5,10,0,270", true, "0,-9;0,-8"},
    {"polygon:8,-1,9,0,8,1", "arc:0,0,5,10,300,30", true, ""},
    /* ---- polygon / wedge */
    {U, "wedge:15,20,5,0,180", true, "10,20;20,20"},
    {U, "wedge:15,20,4,0,180", false, ""},
    {"polygon:-5,-5,0,-5,0,0", W, true, "0,0"},
    {"polygon:-5,-5,-1,-5,-1,-1", W, false, ""},
    {"polygon:1,1,3,1,1,3", W, true, ""},
    {"polygon:8,-1,9,0,8,1", "wedge:0,0,10,300,30", true, ""},
    {"polygon:1,-3,3,-3,3,-1", "wedge:0,0,10,0,270", false, ""},
    {"polygon:-3,-3,-1,-3,-1,-1", "wedge:0,0,10,0,270", true, ""},
    /* ---- capsule / capsule */
    {K, "capsule:0,10,10,10,5", true, "0,5;10,5"},
    {K, "capsule:0,11,10,11,5", false, ""},
    {K, "capsule:20,0,30,0,5", true, "15,0"},
    {K, "capsule:13,4,13,4,0", true, "13,4"},
    {K, "capsule:2,0,8,0,1", true, ""},
    {K, "capsule:16,8,20,11,5", true, "13,4"},
    {"capsule:0,0,10,10,1", "capsule:0,10,10,0,1", true, NULL},
    /* ---- capsule / arc */
    {K, "arc:5,20,5,15,0,360", true, "5,5"},
    {K, "arc:5,20,5,14,0,360", false, ""},
    {"capsule:0,0,0,0,4", "arc:0,0,5,10,0,360", false, ""},
    {"capsule:-1,0,1,0,4", "arc:0,0,5,10,0,360", true, "-5,0;5,0"},
    {"capsule:5,5,6,6,1", A, true, ""},
    {"capsule:7,-4,8,-4,3", A, false, ""},
    {"capsule:7,-3,8,-3,3", A, true, "7,0;8,0"},
    {"capsule:-20,8,20,8,0", "arc:0,0,5,10,300,30", false, ""},
    {"capsule:-20,-8,20,-8,0", "arc:0,0,5,10,300,30", true, NULL},
    /* ---- capsule / wedge */
    {K, "wedge:5,10,5,180,360", true, "5,5"},
    {K, "wedge:5,10,5,0,180", false, ""},
    {K, "wedge:20,0,5,90,270", true, "15,0"},
    {K, "wedge:20,0,5,270,90", false, ""}, /* wraps past 0 */
    {"capsule:1,1,2,2,0", W, true, ""},
    {"capsule:-3,-4,-3,-4,5", W, true, "0,0"},
    /* ---- arc / arc */
    {A, "arc:0,0,10,20,0,90", true, "10,0;0,10"},
    {A, "arc:0,0,11,20,0,90", false, ""},
    {A, "arc:0,0,5,10,90,180", true, "0,5;0,10"},
    {A, "arc:0,0,5,10,180,270", false, ""},
    {A, "arc:0,0,5,10,300,30", true, NULL},
    {"arc:0,0,5,10,0,360", "arc:0,0,1,4,0,360", false, ""},
    {"arc:0,0,5,10,0,360", "arc:0,0,1,5,0,90", true, "5,0;0,5"},
    {"arc:20,0,5,10,90,270", A, true, "10,0"},
    {"arc:0,0,5,10,90,90", "arc:0,20,5,15,270,270", true, "0,5;0,10"},
    /* ---- arc / wedge */
    {A, W, true, "5,0;10,0;0,5;0,10"},
    {A, "wedge:0,0,4,0,90", false, ""},
    {A, "wedge:0,0,5,0,90", true, "5,0;0,5"},
    {A, "wedge:0,0,10,180,270", false, ""},
    {A, "wedge:20,0,10,90,270", true, "10,0"},
    {"arc:0,0,5,10,300,30", "wedge:0,0,10,90,180", false, ""},
    {"arc:0,0,0,10,0,90", W, true, NULL},
    /* ---- wedge / wedge */
    {W, "wedge:0,0,10,90,180", true, "0,0;0,10"},
    {W, "wedge:0,0,10,180,270", true, "0,0"},
    {W, "wedge:20,0,10,90,270", true, "10,0"},
    {W, "wedge:21,0,10,90,270", false, ""},
    {"wedge:0,0,10,300,30", "wedge:0,0,10,90,180", true, "0,0"},
    {"wedge:1,0,10,300,30", "wedge:0,0,10,90,180", false, ""},
    {W, "wedge:5,5,1,0,360", true, ""},
    {"wedge:0,0,10,0,270", "wedge:6,-6,2,0,360", false, ""},
    {"wedge:0,0,10,0,270", "wedge:6,-6,6,0,360", true, "0,-6;6,0"},
};

#define NROWS ((int)(sizeof rows / sizeof rows[0]))
#define MAXPTS 64

/* The answer of the table cell (ka, kb) itself. */
static bool cell_answer(const hd_shape *a, const hd_shape *b)
{
    const hd_hit_cell *c = hd_hit_lookup(a->kind, b->kind);
    if (!c || !c->fn)
        return !hd_collide(a, b); /* forces a mismatch; reported by caller */
    return c->swap ? c->fn(b, a) : c->fn(a, b);
}

static void check_row(const row *r)
{
    hd_shape a = hd_test_shape(r->a), b = hd_test_shape(r->b);
    hd_shape a0 = a, b0 = b;
    TEST_CTX("%s %s (expected %s, hit points %s)", r->a, r->b,
             r->hit ? "hit" : "miss", r->pts ? (*r->pts ? r->pts : "none") : "unchecked");

    ENSURE(hd_collide(&a, &b) == r->hit);
    ENSURE(hd_collide(&b, &a) == r->hit);
    ENSURE(hd_collide_reference(&a, &b) == r->hit);
    ENSURE(hd_collide_reference(&b, &a) == r->hit);
    ENSURE(cell_answer(&a, &b) == r->hit);
    ENSURE(cell_answer(&b, &a) == r->hit);
    if (a.kind == HD_POINT)
        ENSURE(hd_point_in_shape(&b, a.point.p) == r->hit);
    if (b.kind == HD_POINT)
        ENSURE(hd_point_in_shape(&a, b.point.p) == r->hit);

    hd_vec2 p[MAXPTS], q[MAXPTS], e[MAXPTS];
    int np = hd_hit_points(&a, &b, p, MAXPTS);
    int nq = hd_hit_points(&b, &a, q, MAXPTS);
    ENSURE(np >= 0 && np <= MAXPTS && nq >= 0 && nq <= MAXPTS);
    if (np < 0 || np > MAXPTS || nq < 0 || nq > MAXPTS)
        return;
    TEST_CTX("%s %s (expected %s, hit points %s) got hit points %s / reversed %s",
             r->a, r->b, r->hit ? "hit" : "miss",
             r->pts ? (*r->pts ? r->pts : "none") : "unchecked",
             hd_test_points_text(p, np), hd_test_points_text(q, nq));
    ENSURE(hd_test_same_points(p, np, q, nq, 1e-13)); /* order-independent */
    if (!r->hit)
        ENSURE(np == 0);
    if (r->pts) {
        int ne = hd_test_parse_points(r->pts, e, MAXPTS);
        ENSURE(hd_test_same_points(p, np, e, ne, 1e-12));
    }
    for (int i = 0; i < np; i++) {
        double s = 1.0 + fabs(p[i].x) + fabs(p[i].y);
        ENSURE(hd_test_outline_dist(&a, p[i]) <= 1e-9 * s);
        ENSURE(hd_test_outline_dist(&b, p[i]) <= 1e-9 * s);
        if (i > 0) /* sorted by x then y, merged */
            ENSURE(p[i - 1].x < p[i].x || (p[i - 1].x == p[i].x && p[i - 1].y < p[i].y));
    }
    ENSURE(memcmp(&a, &a0, sizeof a) == 0);
    ENSURE(memcmp(&b, &b0, sizeof b) == 0);
}

/* Cases 1..N: every row, both orders, every path. */
static void table_rows(void)
{
    for (int i = 0; i < NROWS; i++)
        check_row(&rows[i]);
}

/* The same rows moved by (1e6, -1e6) (exact for these integer data): same
 * answer, hit points moved by the same amount. */
static void table_rows_translated(void)
{
    const hd_vec2 d = {1e6, -1e6};
    for (int i = 0; i < NROWS; i++) {
        const row *r = &rows[i];
        hd_shape a0 = hd_test_shape(r->a), b0 = hd_test_shape(r->b);
        hd_shape a = hd_test_translate(&a0, d), b = hd_test_translate(&b0, d);
        TEST_CTX("%s %s moved by (1e6,-1e6): %s %s (expected %s)", r->a, r->b,
                 hd_test_spec(&a), hd_test_spec(&b), r->hit ? "hit" : "miss");
        ENSURE(hd_collide(&a, &b) == r->hit);
        ENSURE(hd_collide(&b, &a) == r->hit);
        ENSURE(hd_collide_reference(&a, &b) == r->hit);
        if (r->pts && r->hit) {
            hd_vec2 p[MAXPTS], e[MAXPTS];
            int np = hd_hit_points(&a, &b, p, MAXPTS);
            int ne = hd_test_parse_points(r->pts, e, MAXPTS);
            for (int k = 0; k < ne; k++) {
                e[k].x += d.x;
                e[k].y += d.y;
            }
            ENSURE(np >= 0 && np <= MAXPTS);
            if (np >= 0 && np <= MAXPTS)
                ENSURE(hd_test_same_points(p, np, e, ne, 1e-12));
        }
    }
}

/* The header promises the hit-point list "does not depend on the argument
 * order": the very same doubles, not just close ones (the CLI prints them
 * with round-trip digits, so `--check A B` and `--check B A` must agree). */
static void hit_points_bitwise_order_independent(void)
{
    static const char *const pairs[][2] = {
        {"circle:0,0,2", "circle:6,8,8"},
        {"circle:7,-3,3", "arc:0,0,5,10,300,30"},
        {"capsule:0,0,10,10,1", "capsule:0,10,10,0,1"},
        {"capsule:-20,-8,20,-8,0", "arc:0,0,5,10,300,30"},
        {"circle:0,0,5", "line:-7,1,9,2"},
        {"polygon:0,0,10,1,3,9", "wedge:2,2,7,10,100"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        hd_shape a = hd_test_shape(pairs[i][0]), b = hd_test_shape(pairs[i][1]);
        hd_vec2 p[MAXPTS], q[MAXPTS];
        memset(p, 0, sizeof p);
        memset(q, 0, sizeof q);
        int np = hd_hit_points(&a, &b, p, MAXPTS);
        int nq = hd_hit_points(&b, &a, q, MAXPTS);
        TEST_CTX("%s %s: hit points %s, reversed %s", pairs[i][0], pairs[i][1],
                 hd_test_points_text(p, np < MAXPTS ? np : MAXPTS),
                 hd_test_points_text(q, nq < MAXPTS ? nq : MAXPTS));
        ENSURE(np == nq && np > 0 && np <= MAXPTS);
        if (np == nq && np > 0 && np <= MAXPTS)
            ENSURE(memcmp(p, q, (size_t)np * sizeof p[0]) == 0);
    }
}

/* Every unordered pair of kinds has at least 3 rows, a hit and a miss. */
static void table_covers_all_pairs(void)
{
    int count[HD_KIND_COUNT][HD_KIND_COUNT] = {{0}};
    int hits[HD_KIND_COUNT][HD_KIND_COUNT] = {{0}};
    for (int i = 0; i < NROWS; i++) {
        hd_shape a = hd_test_shape(rows[i].a), b = hd_test_shape(rows[i].b);
        int x = (int)a.kind < (int)b.kind ? (int)a.kind : (int)b.kind;
        int y = (int)a.kind < (int)b.kind ? (int)b.kind : (int)a.kind;
        count[x][y]++;
        hits[x][y] += rows[i].hit;
    }
    for (int x = 0; x < HD_KIND_COUNT; x++)
        for (int y = x; y < HD_KIND_COUNT; y++) {
            TEST_CTX("pair %s/%s: %d rows, %d hits", hd_kind_name((hd_kind)x),
                     hd_kind_name((hd_kind)y), count[x][y], hits[x][y]);
            ENSURE(count[x][y] >= 3);
            ENSURE(hits[x][y] >= 1 && hits[x][y] < count[x][y]);
        }
}

/* The capsule/arc and capsule/wedge cells are exact (the reference path is
 * not: it rounds the capsule's sides). Tangencies built from integers, at
 * the origin and 1e6 away: the axis at exactly r from a corner on an axis
 * ray, from the outer arc, from the inner arc (inside the hole), from a
 * radial edge, and crossing a radial edge: hit at r, apart one ulp below.
 * Then random decimal pairs against the distance of the axis (a line) to
 * the sector, hd_distance's code, wherever it is 1e-9 or more from r. */
static hd_shape parse_or_fail(const char *spec)
{
    hd_shape s = {0};
    char err[256];
    ENSURE(hd_shape_parse(spec, &s, err, sizeof err));
    return s;
}

static void capsule_sector_exact(void)
{
    for (int big = 0; big < 4; big++) {
        /* at the origin, 1e6 away, and scaled by 2^-130 and 2^140 (exact) */
        double o = big == 1 ? 1e6 : 0, sc = big == 2 ? 0x1p-130 : big == 3 ? 0x1p140 : 1;
        struct {
            const char *sector;
            double ax, ay, bx, by, r;
        } t[] = {
            {"wedge:%.17g,%.17g,5,0,90", 8, -4, 8, 4, 3},      /* the corner (5, 0) */
            {"arc:%.17g,%.17g,2,5,0,180", -4, 8, 4, 8, 3},     /* the outer arc at (0, 5) */
            {"arc:%.17g,%.17g,6,9,0,360", -1, 0, 1, 0, 5},     /* the hole's rim at (+-6, 0) */
            {"wedge:%.17g,%.17g,10,0,90", 5, -3, 5, -1, 1},    /* the radial edge y = 0 */
            {"arc:%.17g,%.17g,4,10,-90,0", 7, 2, 9, 5, 2},     /* the radial edge y = 0, from below */
            {"wedge:%.17g,%.17g,10,180,270", 2, -8, 2, -3, 2}, /* the tip (0, 0) of a wedge in x <= 0, y <= 0 */
            /* axes along (3, 4) and (4, -3), whose sides round */
            {"wedge:%.17g,%.17g,10,0,90", 8, -11, 20, 5, 5},   /* its corner (10, 0) */
            {"arc:%.17g,%.17g,10,25,0,90", 20, 35, 28, 29, 15}, /* the outer arc at (15, 20) */
        };
        for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
            char spec[128];
            snprintf(spec, sizeof spec, t[i].sector, o, o);
            hd_shape s = parse_or_fail(spec);
            if (sc != 1) {
                if (s.kind == HD_ARC) {
                    s.arc.rin *= sc;
                    s.arc.rout *= sc;
                } else
                    s.wedge.r *= sc;
            }
            for (int ulp = 0; ulp < 2; ulp++) {
                double r = ulp ? nextafter(t[i].r * sc, 0) : t[i].r * sc;
                hd_shape k = {.kind = HD_CAPSULE,
                              .capsule = {{o + t[i].ax * sc, o + t[i].ay * sc}, {o + t[i].bx * sc, o + t[i].by * sc}, r}};
                TEST_CTX("%s capsule:%.17g,%.17g,%.17g,%.17g,%.17g", spec, k.capsule.a.x, k.capsule.a.y,
                         k.capsule.b.x, k.capsule.b.y, r);
                ENSURE(hd_collide(&k, &s) == !ulp);
                ENSURE(hd_collide(&s, &k) == !ulp);
            }
        }
        /* crossing a radial edge far from its ends, a thin capsule */
        char spec[128];
        snprintf(spec, sizeof spec, "wedge:%.17g,%.17g,10,0,90", o, o);
        hd_shape w = parse_or_fail(spec);
        hd_shape k = {.kind = HD_CAPSULE, .capsule = {{o + 5, o - 3}, {o + 5.5, o + 3}, 1e-3}};
        ENSURE(hd_collide(&k, &w));
    }
    /* A line against an arc's end that is no double: the curve's end c +
     * 7.5 u(50 degrees) is 2.9e-17 below y = 3.495333323392335, where the
     * rounded crossing lies in the range: apart (by the reference path
     * too, which shares the segment/arc test); one ulp lower the line
     * crosses the curve. */
    {
        hd_shape arc = parse_or_fail("arc:1.5,-2.25,7.5,7.5,20,50");
        for (int ulp = 0; ulp < 2; ulp++) {
            double y = ulp ? nextafter(3.495333323392335, 0) : 3.495333323392335;
            hd_shape l = {.kind = HD_LINE, .line = {{3.820907072649045, y}, {9.570907072649046, y}}};
            TEST_CTX("line at y = %.17g against the arc's end", y);
            ENSURE(hd_collide(&l, &arc) == (ulp == 1) && hd_collide(&arc, &l) == (ulp == 1));
            ENSURE(hd_collide_reference(&l, &arc) == (ulp == 1));
        }
    }
    hd_rng rng = {20261202};
    long decided = 0, hits = 0;
    for (int i = 0; i < 4000; i++) {
        char spec[256];
        double cx = hd_rng_int(&rng, -20000, 20000) / 1000.0, cy = hd_rng_int(&rng, -20000, 20000) / 1000.0;
        double rin = hd_rng_int(&rng, 0, 8000) / 1000.0, rout = rin + hd_rng_int(&rng, 0, 8000) / 1000.0;
        double st = hd_rng_int(&rng, -360, 360), sw = hd_rng_int(&rng, 0, 360);
        if (i % 2)
            snprintf(spec, sizeof spec, "arc:%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", cx, cy, rin, rout, st, st + sw);
        else
            snprintf(spec, sizeof spec, "wedge:%.17g,%.17g,%.17g,%.17g,%.17g", cx, cy, rout, st, st + sw);
        hd_shape s = parse_or_fail(spec);
        hd_vec2 a = {hd_rng_int(&rng, -25000, 25000) / 1000.0, hd_rng_int(&rng, -25000, 25000) / 1000.0};
        hd_vec2 b = {a.x + hd_rng_int(&rng, -15000, 15000) / 1000.0, a.y + hd_rng_int(&rng, -15000, 15000) / 1000.0};
        double r = hd_rng_int(&rng, 1, 9000) / 1000.0;
        hd_shape k = {.kind = HD_CAPSULE, .capsule = {a, b, r}};
        hd_shape l = {.kind = HD_LINE, .line = {a, b}};
        hd_dist d;
        hd_distance(&l, &s, &d);
        TEST_CTX("%s capsule:%.17g,%.17g,%.17g,%.17g,%.17g (axis distance %.17g)", spec, a.x, a.y, b.x, b.y, r,
                 d.distance);
        if (fabs(d.distance - r) < 1e-9)
            continue;
        decided++;
        bool want = d.distance < r;
        hits += want;
        ENSURE(hd_collide(&k, &s) == want);
        ENSURE(hd_collide(&s, &k) == want);
    }
    printf("  %ld decimal pairs decided by the axis distance, %ld hits\n", decided, hits);
    ENSURE(decided > 3900 && hits > 500 && hits < decided - 500);
}

int main(int argc, char **argv)
{
    hd_test_init(argc, argv);
    printf("test_geom_table: %d rows\n", NROWS);
    RUN_SUBTEST(table_covers_all_pairs);
    RUN_SUBTEST(table_rows);
    RUN_SUBTEST(table_rows_translated);
    RUN_SUBTEST(hit_points_bitwise_order_independent);
    RUN_SUBTEST(capsule_sector_exact);
    return hd_test_finish();
}
