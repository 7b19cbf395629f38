/*
 * langfiles.h: the lessons' and the scenes' words in other languages
 * (pure C, no SDL; docs/lang.md, "Lessons and scenes in other languages").
 *
 * Lessons: a lesson folder DIR may hold a folder per language, DIR/fr and
 * DIR/zh_CN, with a full copy of each step file (DIR/fr/NN-name.lesson)
 * whose title:, text: and task: lines (and comments) are in that language
 * and whose every other line is the English step's, byte for byte and in
 * the same order: the same scene, overlays, formulas and expectations.
 *
 * Scenes: a scene folder DIR may hold one words-only file per language,
 * DIR/fr.desc and DIR/zh_CN.desc: one line per scene,
 *   NN-name.scene: the description in that language
 * (comments and blank lines as in scene files); the geometry stays in the
 * one English scene file.
 *
 * Where a language has no words for a step or a scene, English is shown.
 */
#ifndef HD_LANGFILES_H
#define HD_LANGFILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "lessonfile.h"

/* Loads the step DIR/NAME into out; when code names a language other than
 * "en" and DIR/CODE/NAME reads as a step, its title, text and task replace
 * the English ones (the scene, overlays and formulas stay the English
 * step's). *translated (may be NULL) says whether they did. False (err as
 * hd_lesson_load) only when the English step does not load. */
bool hd_lesson_load_lang(const char *dir, const char *name, const char *code, hd_lesson *out, bool *translated,
                         char *err, size_t errlen);

/* The structure check of one translated step: the text of the English step
 * (en, named en_name in messages) and of its translation (tr, tr_name):
 * every line but title, text, task, comments and blank lines the same, in
 * the same order, and the text not the English text. On a difference,
 * "TR_NAME:LINE: problem" into err and false. */
bool hd_lesson_same_but_words(const char *en, size_t en_len, const char *en_name, const char *tr, size_t tr_len,
                              const char *tr_name, char *err, size_t errlen);

/* --verify-lessons DIR, after the English steps: for each language folder
 * DIR/CODE that exists, every English step has its translation there and
 * nothing else is there; each translation reads as a step and passes
 * hd_lesson_same_but_words. One line per language to out ("fr: 16 steps
 * translated, only the words differ: ok"), problems to errf as "hitdemo:
 * FILE:LINE: problem". Returns 2 if any translation was refused, else 0
 * (also when DIR has no language folder). */
int hd_verify_lessons_langs(const char *dir, FILE *out, FILE *errf);

/* The description of scene NAME in DIR/CODE.desc into out (n bytes):
 * false (out untouched) when code is "en", the file is missing or does
 * not read, or has no line for NAME. */
bool hd_scene_desc_lookup(const char *dir, const char *code, const char *name, char *out, size_t n);

/* Parses a words-only file (text, len; name in messages) against the
 * scene names of its folder (names, count): every scene exactly once, no
 * other name, every description one non-empty line of at most
 * HD_SCENEFILE_DESC_MAX bytes. Problems to errf ("hitdemo: NAME:LINE:
 * problem"); returns their number. */
int hd_scene_desc_check(const char *text, size_t len, const char *name, char *const *names, int count, FILE *errf);

/* --verify-scenes DIR, after the scenes: for each DIR/CODE.desc that
 * exists, hd_scene_desc_check; one line per language to out. Returns 2 if
 * a file has a problem, else 0. */
int hd_verify_scenes_langs(const char *dir, FILE *out, FILE *errf);

#endif
