/* user_names.c: compiled (not run) by the test geom_public_names against
 * the public headers alone: a program may use the generic names hd_min,
 * hd_max, hd_sgn and hd_two_sum for its own helpers, because no public
 * header declares them (they live in the library as hd__min ... in
 * <hitdemo/detail/pred_detail.h>, not API). The old pred.h defined all four as
 * static inline functions: this file then failed with conflicting types. */
#include <hitdemo/geom.h>
#include <hitdemo/pred.h>
#include <hitdemo/ray.h>
#include <hitdemo/relation.h>
#include <hitdemo/spec.h>
#include <hitdemo/sweep.h>
#include <hitdemo/typed.h>
#include <hitdemo/vec2.h>

static int hd_min(int a, int b) { return a < b ? a : b; }
static int hd_max(int a, int b) { return a > b ? a : b; }
static long hd_sgn(long v) { return (v > 0) - (v < 0); }
static int hd_two_sum(int a, int b) { return a + b; }

int user_names(void);
int user_names(void)
{
    hd_circle a = {{0, 0}, 5}, b = {{8, 6}, 5};
    return hd_min(1, 2) + hd_max(3, 4) + (int)hd_sgn(-5) + hd_two_sum(1, 1) + hd_circle_circle(&a, &b);
}
