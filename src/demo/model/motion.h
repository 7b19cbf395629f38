/*
 * motion.h: shapes that move, as plain data (pure C, no SDL): the region a
 * shape sweeps over a move, as loops of points to fill, and the tunnelling
 * run's plan (the frames of a move, the answer at each frame's position,
 * and the sweep's answer over the whole move), with the words the HUD
 * writes for them.
 */
#ifndef HD_MOTION_H
#define HD_MOTION_H

#include <stdbool.h>
#include <stddef.h>

#include <hitdemo/geom.h>
#include <hitdemo/sweep.h>

/* The region s sweeps moving by d: one convex loop (the hull of s and
 * s + d, for the convex shapes: point, circle, rect, line, capsule, a
 * convex polygon), or, for a concave polygon, the polygon at the start, at
 * the end and the parallelogram each edge sweeps (their union is the
 * region). A circle's and a capsule's round ends are sampled (64 points a
 * full turn). A loop of 2 points is a segment (a point's move). */
#define HD_MOTION_LOOPS (HD_POLY_MAX + 2)
#define HD_MOTION_PTS (6 * HD_POLY_MAX + 8)
typedef struct hd_motion_region {
    int nloops;
    int len[HD_MOTION_LOOPS]; /* the points of each loop, one after another in pts */
    hd_vec2 pts[HD_MOTION_PTS];
} hd_motion_region;
void hd_motion_region_of(const hd_shape *s, hd_vec2 d, hd_motion_region *out);

/* "swept: hit at t = 0.43", "swept: clear", or why there is no answer
 * (hd_sweep's error); full: t in full precision (P), else 3 digits. */
void hd_motion_sweep_text(int rc, const hd_sweep_hit *h, bool full, char *buf, size_t n);

/* The tunnelling run: a shape moves by `move` in `frames` equal steps;
 * frame k (0..frames) is at start + move * k / frames (the last exactly at
 * start + move). */
#define HD_TUNNEL_MAX_FRAMES 240
typedef struct hd_tunnel_plan {
    int frames;
    hd_vec2 move;
    bool frame_hit[HD_TUNNEL_MAX_FRAMES + 1]; /* hd_collide at frame k's position */
    int frame_hits;                           /* how many frames collide */
    int rc;                                   /* hd_sweep's return code over the whole move */
    hd_sweep_hit sweep;
    int hit_frame; /* the sweep hits between frame k-1 and frame k (0: at the start); -1 on a miss */
} hd_tunnel_plan;

/* Frame k's offset from the start. */
hd_vec2 hd_tunnel_offset(hd_vec2 move, int frames, int k);
/* The frames a move of length dist takes at speed units per second with a
 * frame every step seconds: ceil(dist / (speed * step)), within
 * 1..HD_TUNNEL_MAX_FRAMES. */
int hd_tunnel_frames_for(double dist, double speed, double step);
/* The plan of start moving by move in frames steps against base. */
void hd_tunnel_plan_make(const hd_shape *start, const hd_shape *base, hd_vec2 move, int frames,
                         hd_tunnel_plan *p);
/* The HUD's two lines: "per frame: miss at every frame (13 frames)" (or
 * which frames hit), and "swept: hit at t = 0.43 (frame 7)". */
void hd_tunnel_texts(const hd_tunnel_plan *p, bool full, char *per_frame, size_t n1, char *swept, size_t n2);

#endif
