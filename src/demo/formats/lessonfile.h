/*
 * lessonfile.h: lesson steps (pure C, no SDL).
 *
 * A lesson is a folder of step files (`*.lesson`, taken in name order, so
 * 01-..., 02-... give the teaching order). A step file is a scene file
 * (scenefile.h: base, cursor, mouse, expect, hits, zoom) with the words of
 * the step in place of the description:
 *
 *   # comments, blank lines and CRLF as in scene files
 *   title: Point in a rectangle            one line, at most 80 bytes
 *   text: A point is in a closed rect ...  the explanation; more text:
 *   text: ... lines go on the same paragraph (at most 80 words in all)
 *   right: x <= px <= x+w && y <= py <= y+h   the right test, code-like
 *   naive: x < px < x+w && y < py < y+h    optional: the seed articles' test
 *                                          (in a step that shows the tunnelling
 *                                          run, right: is the sweep and naive:
 *                                          the per-frame test games use; the
 *                                          panel labels it "games" and gives
 *                                          each the run's answer)
 *   task: Put the point on the right edge. what the learner does
 *   show: naive inner                      optional: the overlays the step
 *                                          turns on (dist inner map naive
 *                                          outline tunnel, or none); the others go off
 *   base: rect:0,0,100,60                  \
 *   cursor: point                           | as in a scene file
 *   mouse: 100,30                           |
 *   expect: collide                         |
 *   hits: 1                                 |
 *   zoom: 3                                /  optional
 *   move: 300,0  expect-sweep: hit  toi: 0.45  frames: 12   optional, as in a scene file
 *   naive-expect: clear                    optional: what hd_naive_collide
 *                                          says at the mouse (--verify-lessons
 *                                          checks it; the articles must have
 *                                          a formula for the pair)
 *   peer: box2d  expect-peer: collide      optional, as in a scene file: the
 *                                          step turns the peer overlay (U) on
 *                                          with that peer (not checked by
 *                                          --verify-lessons)
 *
 * Every problem is "FILE:LINE: problem". Keys may appear once, except text.
 * Text lines join with a space, without one between Chinese characters or
 * beside a full-width mark (，。：“”...).
 * The words in other languages: DIR/fr/, DIR/zh_CN/ (langfiles.h).
 */
#ifndef HD_LESSONFILE_H
#define HD_LESSONFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "scenefile.h"

#define HD_LESSON_TITLE_MAX 80
#define HD_LESSON_TEXT_MAX 800   /* bytes of the joined text */
#define HD_LESSON_WORDS_MAX 80
#define HD_LESSON_FORMULA_MAX 200 /* right, naive */
#define HD_LESSON_TASK_MAX 300
#define HD_LESSON_STEPS_MAX 64   /* steps in a lesson folder */

/* The overlays a step turns on (show:). */
enum {
    HD_LESSON_SHOW_DIST = 1,
    HD_LESSON_SHOW_INNER = 2,
    HD_LESSON_SHOW_MAP = 4,
    HD_LESSON_SHOW_NAIVE = 8,
    HD_LESSON_SHOW_OUTLINE = 16,
    HD_LESSON_SHOW_TUNNEL = 32, /* the tunnelling run (Y) over the step's move */
};

typedef struct hd_lesson {
    char title[HD_LESSON_TITLE_MAX + 1];
    char text[HD_LESSON_TEXT_MAX + 1];
    char right[HD_LESSON_FORMULA_MAX + 1];
    char naive[HD_LESSON_FORMULA_MAX + 1]; /* "" when the step has none */
    char task[HD_LESSON_TASK_MAX + 1];
    int show;            /* HD_LESSON_SHOW_* */
    int naive_expect;    /* -1 not given, 0 clear, 1 collide */
    hd_scenefile scene;  /* its description is the title */
} hd_lesson;

/* Parses the text of a step file (len bytes; name is used in messages).
 * On failure writes "NAME:LINE: problem" into err and returns false. */
bool hd_lesson_parse(const char *text, size_t len, const char *name, hd_lesson *out, char *err, size_t errlen);

/* Reads and parses the file at path ("PATH: cannot read: REASON" if it
 * cannot be read). */
bool hd_lesson_load(const char *path, hd_lesson *out, char *err, size_t errlen);

/* The names of the *.lesson files in dir, sorted by name: their count and
 * *names (free with hd_scenefile_list_free), or -1 with "DIR: problem". */
int hd_lesson_list(const char *dir, char ***names, char *err, size_t errlen);

/* What the step's scene gives (the exact answer, the hit points, and the
 * naive formula's answer: -1 where the articles have none). */
typedef struct hd_lesson_answer {
    bool collide;
    int hits;
    int naive;
} hd_lesson_answer;
void hd_lesson_answer_of(const hd_lesson *l, hd_lesson_answer *out);

/* --verify-lessons DIR: every *.lesson in DIR in name order (or the one step file DIR names), one line each
 * to out ("NAME: expected collide, 1 hit point, naive clear; got ...: ok"
 * or ": MISMATCH"), "N passed, N failed" at the end; file problems go to
 * errf as "FILE:LINE: problem". Returns 2 if a file could not be read or
 * parsed (or there is no step), else 1 on a mismatch, else 0. */
int hd_verify_lessons(const char *dir, FILE *out, FILE *errf);

#endif
