/* hitdemo-peer-naive: the seed articles' own formulas (src/naive,
 * hd_naive_collide), flaws and all: the answer `hitdemo --check --naive`
 * gives as "naive", and "-" for the pairs the articles have no formula for.
 * docs/peers-builtin.md. */
#include <stdbool.h>

#include "hd_naive.h"
#include "peer_main.h"

#ifndef HD_VERSION
#define HD_VERSION "0"
#endif

static int answer(const hd_shape *a, const hd_shape *b)
{
    bool hit;
    if (!hd_naive_collide(a, b, &hit))
        return -1;
    return hit ? 1 : 0;
}

static bool answers_kinds(hd_kind ka, hd_kind kb) { return hd_naive_lookup(ka, kb) != NULL; }

int main(int argc, char **argv)
{
    static const hd_peer_adapter ad = {"naive", "hitdemo-naive " HD_VERSION, answer, answers_kinds};
    return hd_peer_main(argc, argv, &ad);
}
