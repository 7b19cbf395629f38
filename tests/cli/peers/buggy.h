/* buggy.h: collision tests with the bugs a QA engineer finds in real code
 * (strict compares, a parallel early-out, ray-crossing point-in-polygon,
 * SAT on concave shapes, atan2 sectors without the wrap, a bounding-box
 * false hit), planted on purpose, for the hunt's tests. Each answers its
 * own pairs (in both orders) and '-' for the rest. */
#ifndef HD_TEST_BUGGY_H
#define HD_TEST_BUGGY_H

/* The bug's number from its name ("strict", "parallel", "raycross",
 * "sat", "atan2", "falsehit", "correct"), or -1. */
int buggy_from_name(const char *name);

/* The answer of bug `bug` to a request line "A B": 1 collide, 0 apart,
 * -1 not answered, -2 a line that does not parse. */
int buggy_answer(int bug, const char *line);

#endif
