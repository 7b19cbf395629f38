/*
 * naive.c: the seed articles' own collision formulas, WITH their flaws
 * (hd_naive.h). Each function translates one article's JavaScript: the same
 * comparisons in the same order, the same arithmetic (rounded differences,
 * sqrt, pow), the same shape conventions. Where hitdemo's shape is given
 * differently (a rect by its top-left corner where the article wants its
 * centre, degrees where it wants radians, a radius where it wants a width),
 * the conversion is done the plain way the article's caller would do it.
 *
 * The articles (files in shared/seeds/ and their titles) are listed in
 * hd_naive_formulas.h: 000 (the original demo's series), 002, 003, 004 (the
 * French one).
 *
 * Which formula answers a pair: the original demo's (000) where it has one,
 * then the other Chinese articles (002, then 003), then the French (004).
 * The others for the same pair are kept below and pinned by the tests.
 *
 * Never use these to decide anything: hd_collide is the right answer.
 */
#include <math.h>
#include <stddef.h>

#include "hd_naive.h"
#include "hd_naive_formulas.h"

#define A000 "000_943952177eee9c58.txt \"碰撞检测系列——圆与矩形碰撞/相交\""
#define A002 "002_91a584dc559eb034.txt \"点、圆、矩形之间的简单碰撞检测\""
#define A003 "003_60faabf891ee07a5.txt \"HTML5小游戏碰撞检测技巧：矩形圆形单元解析\""
#define A004 "004_a5f36d5290246fac.txt \"html5-canvas: Collisions et intersections\""


/* JavaScript's Math.min / Math.max for the finite numbers used here. */
static double js_min(double a, double b)
{
    return a < b ? a : b;
}

static double js_max(double a, double b)
{
    return a > b ? a : b;
}

double hd_naive_rad(double deg)
{
    return deg * HD_PI / 180;
}

/* ==== 000: "碰撞检测系列——圆与矩形碰撞/相交" ============================== */

/* circleRect(c, r): clamp the centre to the nearest edges, then
 * `Math.sqrt(distX*distX + distY*distY) <= c.radius`. The demo's own hitFunc.
 * Flaw: the distance is a rounded sqrt of rounded squares of rounded
 * differences, so a gap smaller than that rounding (large coordinates) reads
 * as a touch. (Its doc comment also calls the radius `r` while the code reads
 * `c.radius`; the demo passes `radius`, as here.) */
bool hd_naive_circle_rect_000(double cx, double cy, double cr, double rx, double ry, double rw, double rh)
{
    double testX = cx;
    double testY = cy;
    if (cx < rx)
        testX = rx;
    else if (cx > rx + rw)
        testX = rx + rw;
    if (cy < ry)
        testY = ry;
    else if (cy > ry + rh)
        testY = ry + rh;
    double distX = cx - testX;
    double distY = cy - testY;
    double distance = sqrt((distX * distX) + (distY * distY));
    return distance <= cr;
}

/* ==== 002: "点、圆、矩形之间的简单碰撞检测" (cocos2d, x,y = centre) ========= */

/* Point/circle: `radius > distance`, radius = content width / 2.
 * Flaw: strict, so a point on the circle is a miss. */
bool hd_naive_point_circle_002(double px, double py, double cx, double cy, double cwidth)
{
    double distance = sqrt(pow(px - cx, 2) + pow(py - cy, 2));
    double radius = cwidth / 2;
    if (radius > distance)
        return true;
    else
        return false;
}

/* Point/rect: p1 = top-left, p2 = bottom-right in cocos's y-up frame,
 * `point.x > p1.x && point.x < p2.x && point.y > p2.y && point.y < p1.y`
 * (the same set in y-down coordinates). Flaw: strict, so a point on an edge
 * or a corner is a miss. */
bool hd_naive_point_rect_002(double px, double py, double rx, double ry, double rwidth, double rheight)
{
    double p1x = rx - rwidth / 2, p1y = ry + rheight / 2;
    double p2x = rx + rwidth / 2, p2y = ry - rheight / 2;
    if (px > p1x && px < p2x && py > p2y && py < p1y)
        return true;
    else
        return false;
}

/* Circle/circle: `r1 + r2 > distance`. Flaw: strict, so tangent circles
 * miss. (The French CirclesColliding, `dx*dx+dy*dy <= rSum*rSum`, is closed
 * and right up to rounding: hd_naive_circles_fr.) */
bool hd_naive_circles_002(double x1, double y1, double width1, double x2, double y2, double width2)
{
    double distance = sqrt(pow(x1 - x2, 2) + pow(y1 - y2, 2));
    double r1 = width1 / 2;
    double r2 = width2 / 2;
    if (r1 + r2 > distance)
        return true;
    else
        return false;
}

/* Rect/rect by centres: separated when the centre gap is >= the half-size
 * sum. Flaw: `<=` / `>=` on the gap, so rects that share an edge or a corner
 * are apart. (The listing also never returns `flag`, so as printed it
 * always answers undefined, i.e. never a hit; the flag it computes is what
 * the text describes and what is reproduced here. The French RectsColliding
 * is closed and right: hd_naive_rects_fr.) */
bool hd_naive_rects_002(double x1, double y1, double w1, double h1, double x2, double y2, double w2, double h2)
{
    bool flag;
    if (x1 >= x2 && x2 <= x1 - w1 / 2 - w2 / 2)
        flag = false;
    else if (x1 <= x2 && x2 >= x1 + w1 / 2 + w2 / 2)
        flag = false;
    else if (y1 >= y2 && y2 <= y1 - h1 / 2 - h2 / 2)
        flag = false;
    else if (y1 <= y2 && y2 >= y1 + h1 / 2 + h2 / 2)
        flag = false;
    else
        flag = true;
    return flag;
}

/* Circle/rect: clamp the centre offset to the half-sizes, compare squared
 * distance `<= radius * radius`. Closed and right, except that the offsets
 * are rounded differences from a rounded centre (rect.x + w/2 in hitdemo's
 * terms), so contacts at large or fractional coordinates can flip. */
bool hd_naive_circle_rect_002(double cx, double cy, double cwidth, double rx, double ry, double rw, double rh)
{
    double radius = cwidth / 2;
    double x = cx - rx;
    double y = cy - ry;
    double minX = js_min(x, rw / 2);
    double maxX = js_max(minX, -rw / 2);
    double minY = js_min(y, rh / 2);
    double maxY = js_max(minY, -rh / 2);
    if ((maxX - x) * (maxX - x) + (maxY - y) * (maxY - y) <= radius * radius)
        return true;
    else
        return false;
}

/* ==== 003: "HTML5小游戏碰撞检测技巧：矩形圆形单元解析" ======================== */

/* isRectCircleCollision: clamp with Math.max/Math.min, then squared distance
 * against radius squared. The comparison operator was lost in the page's
 * HTML (`dx * dx + dy * dy <h3>...`); the text says `≤`, used here. Right up
 * to rounding of the differences and squares (a gap of 1 at 1e8 is lost).
 * The article's "optimised" variant (early exit on |dx| > radius) answers
 * the same. */
bool hd_naive_rect_circle_003(double rx, double ry, double rw, double rh, double cx, double cy, double cr)
{
    double closestX = js_max(rx, js_min(cx, rx + rw));
    double closestY = js_max(ry, js_min(cy, ry + rh));
    double dx = cx - closestX;
    double dy = cy - closestY;
    return dx * dx + dy * dy <= cr * cr;
}

/* ==== 004: "html5-canvas: Collisions et intersections" (French) ========== */

/* CirclesColliding: `dx*dx+dy*dy <= rSum*rSum`. Closed; wrong only by
 * rounding (large coordinates). Not the pair's formula (002 is). */
bool hd_naive_circles_fr(double x1, double y1, double r1, double x2, double y2, double r2)
{
    double dx = x2 - x1;
    double dy = y2 - y1;
    double rSum = r1 + r2;
    return dx * dx + dy * dy <= rSum * rSum;
}

/* RectsColliding: !(r1.x > r2.x+r2.width || ...). Closed and right (the
 * far edges are rounded sums). Not the pair's formula (002 is). */
bool hd_naive_rects_fr(double x1, double y1, double w1, double h1, double x2, double y2, double w2, double h2)
{
    return !(x1 > x2 + w2 || x1 + w1 < x2 || y1 > y2 + h2 || y1 + h1 < y2);
}

/* RectCircleColliding: THE HALF-WIDTH SLIP. dx, dy are measured from the
 * rect's centre, yet tested `dx <= rect.width` (not width/2) and the corner
 * step subtracts the full width/height: a circle near a corner, outside it,
 * is a hit. Not the pair's formula (000's circleRect is). */
bool hd_naive_rect_circle_fr(double rx, double ry, double rw, double rh, double cx, double cy, double cr)
{
    double dx = fabs(cx - (rx + rw / 2));
    double dy = fabs(cy - (ry + rh / 2));
    if (dx > cr + rw / 2)
        return false;
    if (dy > cr + rh / 2)
        return false;
    if (dx <= rw)
        return true;
    if (dy <= rh)
        return true;
    dx = dx - rw;
    dy = dy - rh;
    return dx * dx + dy * dy <= cr * cr;
}

/* lineSegmentsIntercept: `cross === 0` -> "no intercept". Flaw: parallel
 * means no hit, so collinear overlapping or end-to-end segments miss, and a
 * zero-length segment never hits. The line/line formula. */
bool hd_naive_segments_intercept_fr(hd_vec2 p0, hd_vec2 p1, hd_vec2 p2, hd_vec2 p3)
{
    hd_vec2 v1 = {p1.x - p0.x, p1.y - p0.y};
    hd_vec2 v2 = {p3.x - p2.x, p3.y - p2.y};
    double cross = v1.x * v2.y - v1.y * v2.x;
    if (cross == 0)
        return false;
    hd_vec2 v3 = {p0.x - p2.x, p0.y - p2.y};
    double u2 = (v1.x * v3.y - v1.y * v3.x) / cross;
    if (u2 >= 0 && u2 <= 1) {
        double u1 = (v2.x * v3.y - v2.y * v3.x) / cross;
        return (u1 >= 0 && u1 <= 1);
    }
    return false;
}

/* lineSegmentsCollide (Paul Bourke): coincident or parallel -> null. Same
 * flaw as lineSegmentsIntercept; the helper of lineRectCollide and
 * polygonsCollide. */
bool hd_naive_segments_collide_fr(hd_vec2 p0, hd_vec2 p1, hd_vec2 p2, hd_vec2 p3)
{
    double unknownA = (p3.x - p2.x) * (p0.y - p2.y) - (p3.y - p2.y) * (p0.x - p2.x);
    double unknownB = (p1.x - p0.x) * (p0.y - p2.y) - (p1.y - p0.y) * (p0.x - p2.x);
    double denominator = (p3.y - p2.y) * (p1.x - p0.x) - (p3.x - p2.x) * (p1.y - p0.y);
    if (unknownA == 0 && unknownB == 0 && denominator == 0)
        return false; /* null: "coincident" */
    if (denominator == 0)
        return false; /* null: "parallel" */
    unknownA /= denominator;
    unknownB /= denominator;
    return unknownA >= 0 && unknownA <= 1 && unknownB >= 0 && unknownB <= 1;
}

/* isCircleSegmentColliding: nearest point on the segment, then
 * `< cr*cr`. Flaws: strict, so a tangent segment misses; and a zero-length
 * segment makes t = 0/0 = NaN, the nearest point NaN and the answer a miss
 * even inside the circle. The circle/line formula. */
bool hd_naive_circle_segment_fr(double x0, double y0, double x1, double y1, double cx, double cy, double cr)
{
    double dx = cx - x0;
    double dy = cy - y0;
    double dxx = x1 - x0;
    double dyy = y1 - y0;
    double t = (dx * dxx + dy * dyy) / (dxx * dxx + dyy * dyy);
    double x = x0 + dxx * t;
    double y = y0 + dyy * t;
    if (t < 0) {
        x = x0;
        y = y0;
    }
    if (t > 1) {
        x = x1;
        y = y1;
    }
    return ((cx - x) * (cx - x) + (cy - y) * (cy - y) < cr * cr);
}

/* lineRectCollide: the segment against the four sides (top, right, bottom,
 * left) with lineSegmentsCollide. Flaws: a segment inside the rect touches
 * no side (containment missed), and one lying along a side is "coincident"
 * (null). The line/rect formula. */
bool hd_naive_line_rect_fr(hd_vec2 p, hd_vec2 p2, double rx, double ry, double rw, double rh)
{
    hd_vec2 q = {rx, ry};
    hd_vec2 q2 = {rx + rw, ry};
    if (hd_naive_segments_collide_fr(p, p2, q, q2))
        return true;
    q = q2;
    q2 = (hd_vec2){rx + rw, ry + rh};
    if (hd_naive_segments_collide_fr(p, p2, q, q2))
        return true;
    q = q2;
    q2 = (hd_vec2){rx, ry + rh};
    if (hd_naive_segments_collide_fr(p, p2, q, q2))
        return true;
    q = q2;
    q2 = (hd_vec2){rx, ry};
    if (hd_naive_segments_collide_fr(p, p2, q, q2))
        return true;
    return false;
}

/* convexPolygonsCollide (SAT, after Markus Jarderot): "THE POLYGONS MUST BE
 * CONVEX". Flaw on concave input: no edge normal separates a shape sitting
 * in a notch, so it is a false hit. Not the polygon/polygon formula (the
 * article's polygonsCollide takes concave polygons, and hitdemo's are). */
bool hd_naive_convex_polygons_fr(const hd_naive_poly *a, const hd_naive_poly *b)
{
    const hd_naive_poly *polygons[2] = {a, b};
    for (int i = 0; i < 2; i++) {
        const hd_naive_poly *polygon = polygons[i];
        for (int i1 = 0; i1 < polygon->n; i1++) {
            int i2 = (i1 + 1) % polygon->n;
            hd_vec2 p1 = polygon->v[i1];
            hd_vec2 p2 = polygon->v[i2];
            hd_vec2 normal = {p2.y - p1.y, p1.x - p2.x};
            double minA = 0, maxA = 0, minB = 0, maxB = 0;
            bool haveA = false, haveB = false; /* `== undefined` */
            for (int j = 0; j < a->n; j++) {
                double projected = normal.x * a->v[j].x + normal.y * a->v[j].y;
                if (!haveA || projected < minA)
                    minA = projected;
                if (!haveA || projected > maxA)
                    maxA = projected;
                haveA = true;
            }
            for (int j = 0; j < b->n; j++) {
                double projected = normal.x * b->v[j].x + normal.y * b->v[j].y;
                if (!haveB || projected < minB)
                    minB = projected;
                if (!haveB || projected > maxB)
                    maxB = projected;
                haveB = true;
            }
            if (maxA < minB || maxB < minA)
                return false;
        }
    }
    return true;
}

/* verticesToLinePoints: "make sure polys are self-closing" by pushing the
 * first vertex onto the CALLER's array (a side effect), then one line per
 * consecutive pair. */
static int vertices_to_line_points(hd_naive_poly *p, hd_vec2 (*lines)[2])
{
    if (!(p->v[0].x == p->v[p->n - 1].x && p->v[0].y == p->v[p->n - 1].y)) {
        p->v[p->n] = p->v[0];
        p->n++;
    }
    int k = 0;
    for (int i = 1; i < p->n; i++) {
        lines[k][0] = p->v[i - 1];
        lines[k][1] = p->v[i];
        k++;
    }
    return k;
}

/* polygonsCollide ("les polys concaves et convexes sont autorisés"): any
 * side of one crossing any side of the other, by lineSegmentsCollide.
 * Flaws: containment is missed (no side crosses), collinear touching sides
 * are null, and the inputs are modified (a closing vertex is pushed). The
 * polygon/polygon formula. */
bool hd_naive_polygons_fr(hd_naive_poly *p1, hd_naive_poly *p2)
{
    hd_vec2 lines1[HD_POLY_MAX + 1][2], lines2[HD_POLY_MAX + 1][2];
    int n1 = vertices_to_line_points(p1, lines1);
    int n2 = vertices_to_line_points(p2, lines2);
    for (int i = 0; i < n1; i++)
        for (int j = 0; j < n2; j++)
            if (hd_naive_segments_collide_fr(lines1[i][0], lines1[i][1], lines2[j][0], lines2[j][1]))
                return true;
    return false;
}

/* isPointInArc: radii closed, then `angle = (atan2(dy,dx) + PI2) % PI2`
 * in [0, 2pi) against `startAngle <= angle <= endAngle`. Flaw: no wrap, so
 * a sector through 0 degrees (300..30), or one given past 360 or below 0,
 * loses points; the centre itself (rin = 0) reads as atan2(0, 0) = 0, so
 * it is out of any sector that does not hold 0 degrees; and the angle is a
 * rounded atan2 (points on a ray can flip).
 * (The listing uses PI2 without defining it; 2pi is meant.) */
bool hd_naive_point_in_arc_fr(double x, double y, double cx, double cy, double rin, double rout, double start,
                              double end)
{
    const double PI2 = HD_PI * 2;
    double dx = x - cx;
    double dy = y - cy;
    double dxy = dx * dx + dy * dy;
    double rrOuter = rout * rout;
    double rrInner = rin * rin;
    if (dxy < rrInner || dxy > rrOuter)
        return false;
    double angle = fmod(atan2(dy, dx) + PI2, PI2);
    return (angle >= start && angle <= end);
}

/* isPointInWedge: as isPointInArc without the inner radius; same flaw. */
bool hd_naive_point_in_wedge_fr(double x, double y, double cx, double cy, double r, double start, double end)
{
    const double PI2 = HD_PI * 2;
    double dx = x - cx;
    double dy = y - cy;
    double rr = r * r;
    if (dx * dx + dy * dy > rr)
        return false;
    double angle = fmod(atan2(dy, dx) + PI2, PI2);
    return (angle >= start && angle <= end);
}

/* isPointInCircle: `dx*dx+dy*dy < radius*radius`. Flaw: strict. Not the
 * pair's formula (002's is, with the same flaw). */
bool hd_naive_point_in_circle_fr(double x, double y, double cx, double cy, double r)
{
    double dx = x - cx;
    double dy = y - cy;
    return (dx * dx + dy * dy < r * r);
}

/* isPointInRectangle: `x > rect.x && x < rect.x+rect.width && ...`. Flaw:
 * strict. Not the pair's formula (002's is, with the same flaw). */
bool hd_naive_point_in_rect_fr(double x, double y, double rx, double ry, double rw, double rh)
{
    return (x > rx && x < rx + rw && y > ry && y < ry + rh);
}

/* ==== hitdemo shapes -> the article's arguments ========================== */

/* Each takes the lower kind first (the table swaps for the mirror order). */
typedef bool (*naive_fn)(const hd_shape *a, const hd_shape *b);

/* A cocos2d node's centre from hitdemo's top-left rect. */
static hd_vec2 rect_centre(const hd_rect *r)
{
    return (hd_vec2){r->x + r->w / 2, r->y + r->h / 2};
}

static bool n_point_circle(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_point_circle_002(a->point.p.x, a->point.p.y, b->circle.c.x, b->circle.c.y, 2 * b->circle.r);
}

static bool n_point_rect(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 c = rect_centre(&b->rect);
    return hd_naive_point_rect_002(a->point.p.x, a->point.p.y, c.x, c.y, b->rect.w, b->rect.h);
}

static bool n_circle_circle(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_circles_002(a->circle.c.x, a->circle.c.y, 2 * a->circle.r, b->circle.c.x, b->circle.c.y,
                                2 * b->circle.r);
}

static bool n_rect_rect(const hd_shape *a, const hd_shape *b)
{
    hd_vec2 c1 = rect_centre(&a->rect), c2 = rect_centre(&b->rect);
    return hd_naive_rects_002(c1.x, c1.y, a->rect.w, a->rect.h, c2.x, c2.y, b->rect.w, b->rect.h);
}

/* The window shows the French RectCircleColliding: its half-width slip is
 * a flaw one can see with the mouse. The demo's own circleRect (000) is
 * right but for rounding; it stays in hd_naive_formulas.h with its test. */
static bool n_circle_rect(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_rect_circle_fr(b->rect.x, b->rect.y, b->rect.w, b->rect.h, a->circle.c.x, a->circle.c.y,
                                   a->circle.r);
}

static bool n_circle_line(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_circle_segment_fr(b->line.a.x, b->line.a.y, b->line.b.x, b->line.b.y, a->circle.c.x,
                                      a->circle.c.y, a->circle.r);
}

static bool n_rect_line(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_line_rect_fr(b->line.a, b->line.b, a->rect.x, a->rect.y, a->rect.w, a->rect.h);
}

static bool n_line_line(const hd_shape *a, const hd_shape *b)
{
    return hd_naive_segments_intercept_fr(a->line.a, a->line.b, b->line.a, b->line.b);
}

static void to_naive_poly(const hd_polygon *pg, hd_naive_poly *out)
{
    out->n = pg->n;
    for (int i = 0; i < pg->n; i++)
        out->v[i] = pg->v[i];
}

static bool n_polygon_polygon(const hd_shape *a, const hd_shape *b)
{
    /* Copies: the article's side effect must not reach the caller's shapes. */
    hd_naive_poly p1, p2;
    to_naive_poly(&a->polygon, &p1);
    to_naive_poly(&b->polygon, &p2);
    return hd_naive_polygons_fr(&p1, &p2);
}

static bool n_point_arc(const hd_shape *a, const hd_shape *b)
{
    const hd_arc *s = &b->arc;
    return hd_naive_point_in_arc_fr(a->point.p.x, a->point.p.y, s->c.x, s->c.y, s->rin, s->rout,
                                    hd_naive_rad(s->start), hd_naive_rad(s->end));
}

static bool n_point_wedge(const hd_shape *a, const hd_shape *b)
{
    const hd_wedge *s = &b->wedge;
    return hd_naive_point_in_wedge_fr(a->point.p.x, a->point.p.y, s->c.x, s->c.y, s->r, hd_naive_rad(s->start),
                                      hd_naive_rad(s->end));
}

typedef struct naive_entry {
    hd_kind ka, kb; /* ka <= kb */
    naive_fn fn;
    hd_naive_info info;
} naive_entry;

static const naive_entry ENTRIES[] = {
    {HD_POINT, HD_CIRCLE, n_point_circle,
     {"point_circle (radius > distance)", "strict: a point on the circle is a miss",
      A002 " (also 004 isPointInCircle, same flaw)"}},
    {HD_POINT, HD_RECT, n_point_rect,
     {"point_rect (strict bounds)", "strict: a point on an edge or a corner is a miss",
      A002 " (also 004 isPointInRectangle, same flaw)"}},
    {HD_CIRCLE, HD_CIRCLE, n_circle_circle,
     {"circle_circle (r1 + r2 > distance)", "strict: tangent circles are a miss",
      A002 " (004 CirclesColliding is closed)"}},
    {HD_CIRCLE, HD_RECT, n_circle_rect,
     {"circle_rect (RectCircleColliding, half-width slip)",
      "dx from the centre compared with the FULL width: circles near a corner hit when they miss",
      A004 " (000 circleRect and the 002, 003 clamps are right but for rounding)"}},
    {HD_CIRCLE, HD_LINE, n_circle_line,
     {"circle_line (isCircleSegmentColliding)",
      "strict: a tangent segment is a miss; a zero-length segment (t = NaN) always misses", A004}},
    {HD_RECT, HD_RECT, n_rect_rect,
     {"rect_rect (centre gaps)", "rects sharing an edge or a corner are apart (<= / >= on the gap)",
      A002 " (004 RectsColliding is closed)"}},
    {HD_RECT, HD_LINE, n_rect_line,
     {"line_rect (lineRectCollide, sides only)",
      "containment missed; a segment along a side is coincident, no hit", A004}},
    {HD_LINE, HD_LINE, n_line_line,
     {"line_line (lineSegmentsIntercept)",
      "parallel is no hit: collinear overlapping or touching segments miss", A004 " (also lineSegmentsCollide)"}},
    {HD_POLYGON, HD_POLYGON, n_polygon_polygon,
     {"polygon_polygon (polygonsCollide, sides only)",
      "containment missed: a polygon inside the other crosses no side",
      A004 " (also convexPolygonsCollide, SAT)"}},
    {HD_POINT, HD_ARC, n_point_arc,
     {"point_arc (isPointInArc)",
      "angle in [0, 360) not wrapped: a sector through 0 (300..30) loses points; the apex reads as 0 degrees",
      A004}},
    {HD_POINT, HD_WEDGE, n_point_wedge,
     {"point_wedge (isPointInWedge)",
      "angle in [0, 360) not wrapped: a sector through 0 (300..30) loses points; the apex reads as 0 degrees",
      A004}},
};

static const naive_entry *find(hd_kind ka, hd_kind kb, bool *swap)
{
    for (size_t i = 0; i < sizeof ENTRIES / sizeof ENTRIES[0]; i++) {
        const naive_entry *e = &ENTRIES[i];
        if (e->ka == ka && e->kb == kb) {
            *swap = false;
            return e;
        }
        if (e->ka == kb && e->kb == ka) {
            *swap = true;
            return e;
        }
    }
    return NULL;
}

const hd_naive_info *hd_naive_lookup(hd_kind ka, hd_kind kb)
{
    bool swap;
    const naive_entry *e = find(ka, kb, &swap);
    return e ? &e->info : NULL;
}

bool hd_naive_collide(const hd_shape *a, const hd_shape *b, bool *hit)
{
    bool swap;
    const naive_entry *e = find(a->kind, b->kind, &swap);
    if (!e)
        return false;
    *hit = swap ? e->fn(b, a) : e->fn(a, b);
    return true;
}
