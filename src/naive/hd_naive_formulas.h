/*
 * hd_naive_formulas.h: the seed articles' formulas one by one, in the
 * articles' own terms (their argument order, their shape conventions),
 * behind hd_naive_collide. Not public API: for naive.c and the tests that
 * pin each flaw. Every function is WRONG somewhere; see naive.c.
 *
 * Articles (in /work/shared/seeds/ when the project started):
 *  000  000_943952177eee9c58.txt  "碰撞检测系列——圆与矩形碰撞/相交"
 *       (the original demo's series: circleRect, the demo's hitFunc)
 *  002  002_91a584dc559eb034.txt  "点、圆、矩形之间的简单碰撞检测"
 *       (cocos2d: x,y is a node's CENTRE; circles by content width)
 *  003  003_60faabf891ee07a5.txt  "HTML5小游戏碰撞检测技巧：矩形圆形单元解析"
 *  004  004_a5f36d5290246fac.txt  "html5-canvas: Collisions et intersections"
 *       (French; rects by top-left corner, angles in radians)
 */
#ifndef HD_NAIVE_FORMULAS_H
#define HD_NAIVE_FORMULAS_H

#include <stdbool.h>

#include <hitdemo/geom.h>

/* A JavaScript vertex array that the French verticesToLinePoints may grow
 * by one (it closes the caller's array in place). */
typedef struct hd_naive_poly {
    int n;
    hd_vec2 v[HD_POLY_MAX + 1];
} hd_naive_poly;

/* ---- 000: circleRect (c top-left rect r) -------------------------------- */
bool hd_naive_circle_rect_000(double cx, double cy, double cr, double rx, double ry, double rw, double rh);

/* ---- 002: cocos2d nodes, x,y = centre ----------------------------------- */
bool hd_naive_point_circle_002(double px, double py, double cx, double cy, double cwidth);
bool hd_naive_point_rect_002(double px, double py, double rx, double ry, double rwidth, double rheight);
bool hd_naive_circles_002(double x1, double y1, double width1, double x2, double y2, double width2);
bool hd_naive_rects_002(double x1, double y1, double w1, double h1, double x2, double y2, double w2, double h2);
bool hd_naive_circle_rect_002(double cx, double cy, double cwidth, double rx, double ry, double rw, double rh);

/* ---- 003: isRectCircleCollision (rect top-left) -------------------------- */
bool hd_naive_rect_circle_003(double rx, double ry, double rw, double rh, double cx, double cy, double cr);

/* ---- 004 (French): rects top-left, angles in radians --------------------- */
bool hd_naive_circles_fr(double x1, double y1, double r1, double x2, double y2, double r2);
bool hd_naive_rects_fr(double x1, double y1, double w1, double h1, double x2, double y2, double w2, double h2);
bool hd_naive_rect_circle_fr(double rx, double ry, double rw, double rh, double cx, double cy, double cr);
bool hd_naive_segments_intercept_fr(hd_vec2 p0, hd_vec2 p1, hd_vec2 p2, hd_vec2 p3);
/* lineSegmentsCollide returns null for coincident/parallel: false here. */
bool hd_naive_segments_collide_fr(hd_vec2 p0, hd_vec2 p1, hd_vec2 p2, hd_vec2 p3);
bool hd_naive_circle_segment_fr(double x0, double y0, double x1, double y1, double cx, double cy, double cr);
bool hd_naive_line_rect_fr(hd_vec2 p, hd_vec2 p2, double rx, double ry, double rw, double rh);
bool hd_naive_convex_polygons_fr(const hd_naive_poly *a, const hd_naive_poly *b);
/* Grows p1 and p2 by a closing vertex when they lack one, as the article. */
bool hd_naive_polygons_fr(hd_naive_poly *p1, hd_naive_poly *p2);
bool hd_naive_point_in_arc_fr(double x, double y, double cx, double cy, double rin, double rout, double start,
                              double end);
bool hd_naive_point_in_wedge_fr(double x, double y, double cx, double cy, double r, double start, double end);
bool hd_naive_point_in_circle_fr(double x, double y, double cx, double cy, double r);
bool hd_naive_point_in_rect_fr(double x, double y, double rx, double ry, double rw, double rh);

/* Degrees (hitdemo) to the radians the French sector tests take. */
double hd_naive_rad(double deg);

#endif
