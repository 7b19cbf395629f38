/*
 * hunt.h: `hitdemo --hunt PEER`, the search for the cases where another
 * implementation of the collision test (a peer, peer.h) disagrees with
 * hitdemo's exact answer (docs/hunt.md). No SDL.
 *
 * The core works through a callback of hd_peer_ask's shape, so tests can
 * plant buggy peers in the same process; the command line wires in a real
 * peer process. The pieces:
 *   hunt_gen.c    the cases: edge-case families per pair of kinds, at
 *                 several scales, one ulp either side, then random pairs
 *   hunt_shrink.c a disagreement made as simple as it goes (same class)
 *   hunt.c        the judge, the search loop, the command line
 *   hunt_out.c    findings.jsonl, one .scene per finding, regression.txt
 */
#ifndef HD_HUNT_H
#define HD_HUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <hitdemo/geom.h>
#include <hitdemo/relation.h>

/* Asks the peer n requests ("A B") and fills answers with 1 (collide), 0
 * (apart), -1 (no answer); false with a message in err on a peer failure.
 * hd_peer_ask has this shape. */
typedef bool (*hd_hunt_ask_fn)(void *ctx, const char *const *req, size_t n, signed char *answers, char *err,
                               size_t errlen);

/* A shape as its spec's numbers (a polygon: x1,y1,x2,y2,...). The hunt's
 * polygons have at most HD_HUNT_POLY_MAX vertices. */
#define HD_HUNT_POLY_MAX 16
#define HD_HUNT_NUM_MAX (2 * HD_HUNT_POLY_MAX)
typedef struct hd_hunt_shape {
    hd_kind kind;
    int n; /* numbers used */
    double v[HD_HUNT_NUM_MAX];
} hd_hunt_shape;

#define HD_HUNT_FAMILY_MAX 64
typedef struct hd_hunt_case {
    hd_hunt_shape a, b;
    char family[HD_HUNT_FAMILY_MAX]; /* "tangent-corner,ulp-out,far-1e9" */
} hd_hunt_case;

/* The classes of disagreement. */
typedef enum hd_hunt_class {
    HD_HUNT_AGREE = -1,
    HD_HUNT_MISSED_TOUCHING = 0, /* relation touching, the peer says apart */
    HD_HUNT_MISSED_CONTAINMENT,  /* one contains the other, the peer says apart */
    HD_HUNT_MISSED_OVERLAP,      /* the interiors meet, the peer says apart */
    HD_HUNT_FALSE_HIT,           /* apart, the peer says collide */
    HD_HUNT_CLASS_COUNT
} hd_hunt_class;

/* "missed_touching", ...; NULL for HD_HUNT_AGREE. */
const char *hd_hunt_class_name(hd_hunt_class c);

/* ---- shapes as numbers (hunt_gen.c) ------------------------------------ */

/* The roles of a kind's numbers: 'x', 'y' (coordinates), 's' (a size:
 * radius, width, height) and 'a' (an angle), for i < n. */
char hd_hunt_role(hd_kind kind, int i);
/* The count of numbers a kind takes (a polygon: -1, any even count >= 6). */
int hd_hunt_count(hd_kind kind);
/* The shape of s into *out (a polygon's vertices into v, room for
 * HD_HUNT_POLY_MAX), validated as the parser would; false if s is not a
 * valid shape (a self-crossing polygon, a number out of range, ...). */
bool hd_hunt_build(const hd_hunt_shape *s, hd_shape *out, hd_vec2 *v);
/* Makes s as the parser reads its spec (-0 as 0, a polygon's repeated
 * vertices dropped); false if it is not a valid shape. */
bool hd_hunt_canon(hd_hunt_shape *s);
/* The spec of s ("circle:0,0,10", the shortest numbers that read back
 * the same), like snprintf. */
int hd_hunt_format(const hd_hunt_shape *s, char *buf, size_t n);
/* Reads a spec into *s (false if it does not parse, or is a polygon of
 * more than HD_HUNT_POLY_MAX vertices). */
bool hd_hunt_parse(const char *spec, hd_hunt_shape *s);

/* ---- the cases (hunt_gen.c) ----------------------------------------------
 * A pair's stream of cases is a fixed sequence: the structured families
 * (hd_hunt_gen_structured: the same for every seed), then random cases
 * drawn from the seed. */
typedef struct hd_hunt_gen hd_hunt_gen;
/* The stream of the ordered pair ka, kb; NULL if out of memory. */
hd_hunt_gen *hd_hunt_gen_new(hd_kind ka, hd_kind kb, uint64_t seed);
void hd_hunt_gen_free(hd_hunt_gen *g);
/* The count of structured cases at the head of the stream. */
size_t hd_hunt_gen_structured(const hd_hunt_gen *g);
/* Case k of the stream into *out (every case is valid). */
void hd_hunt_gen_case(const hd_hunt_gen *g, uint64_t k, hd_hunt_case *out);
/* Three small probes of the pair (overlapping, touching, apart). */
void hd_hunt_gen_probes(hd_kind ka, hd_kind kb, hd_hunt_case out[3]);

/* ---- the judge and the shrinker ------------------------------------------ */

/* The exact answer: collide and the relation; then the class of a peer's
 * answer (1 collide, 0 apart, -1 none: HD_HUNT_AGREE, never a finding). */
hd_hunt_class hd_hunt_judge(bool collide, hd_relation rel, int peer);

/* How simple a case is (smaller is simpler): vertices first, then for
 * each number its digits, a decimal above an integer, large and tiny
 * above small. */
double hd_hunt_cost(const hd_hunt_case *c);

/* Shrinks *c (a case of class cls the peer gets wrong) in place: the
 * simplest case of the same class that the peer still gets wrong, asking
 * at most max_rounds batches, and no more requests than *budget (taken
 * off it; the shrinking stops where it runs out). false with err on a
 * peer failure. */
bool hd_hunt_shrink(hd_hunt_case *c, hd_hunt_class cls, hd_hunt_ask_fn ask, void *ctx, int max_rounds,
                    int64_t *budget, char *err, size_t errlen);

/* ---- the search (hunt.c) ------------------------------------------------- */

/* Every number of the case an integer of magnitude at most 1000. */
bool hd_hunt_small_int(const hd_hunt_case *c);

typedef struct hd_hunt_finding {
    hd_hunt_case c;  /* shrunk */
    bool collide;    /* exact */
    hd_relation rel; /* exact */
    bool peer;       /* the peer's answer */
    hd_hunt_class cls;
    double cost;
} hd_hunt_finding;

/* Kept per ordered pair and class: the simplest few. */
#define HD_HUNT_KEEP 3

typedef struct hd_hunt_opts {
    uint64_t seed;
    uint64_t max_cases;      /* the budget: cases checked after the probes */
    double wall_limit_s;     /* stop early after this long (0: no limit) */
    bool pairs[HD_KIND_COUNT][HD_KIND_COUNT]; /* ordered pairs to hunt (both orders) */
    FILE *progress;          /* progress lines (NULL: none) */
    bool progress_tty;       /* update in place with \r */
    double progress_every_s; /* without a tty: a line this often */
} hd_hunt_opts;

typedef struct hd_hunt_result {
    bool answered[HD_KIND_COUNT][HD_KIND_COUNT]; /* the peer answers the pair */
    uint64_t cases;                              /* checked */
    uint64_t disagreements[HD_KIND_COUNT][HD_KIND_COUNT][HD_HUNT_CLASS_COUNT];
    bool stopped_by_clock;
    double seconds;                              /* the search's (not the shrinking's) */
    int nfind;
    hd_hunt_finding *find; /* nfind, by pair then class then cost */
} hd_hunt_result;

/* Runs the hunt. Returns 0 when done (res filled: free with
 * hd_hunt_result_free), 2 on a peer failure (message in err). */
int hd_hunt_run(const hd_hunt_opts *o, hd_hunt_ask_fn ask, void *ctx, hd_hunt_result *res, char *err,
                size_t errlen);
void hd_hunt_result_free(hd_hunt_result *res);

/* The cases of the hunt's sequence for the pairs o->pairs (all of them
 * taken as answered), o->max_cases of them, handed to fn in order (the
 * cases a hunt of the same seed and budget checks, where the peer
 * answers every pair asked): 0, or 2 when out of memory. */
int hd_hunt_each_case(const hd_hunt_opts *o, void (*fn)(void *ctx, const hd_hunt_case *c), void *ctx);

/* Parses "--pairs circle/rect,line/line" into pairs (each named pair in
 * both orders); false with a message. NULL text: every pair. */
bool hd_hunt_parse_pairs(const char *text, bool pairs[HD_KIND_COUNT][HD_KIND_COUNT], char *err, size_t errlen);

/* ---- the command line ---------------------------------------------------- */

/* True if argv asks for --hunt. */
bool hd_hunt_wants(int argc, char **argv);
/* hitdemo --hunt ...: 0 nothing found, 1 findings, 2 bad input or a peer
 * failure. */
int hd_hunt_main(int argc, char **argv);
/* The --hunt part of --help. */
void hd_hunt_print_help(FILE *f);

#endif
