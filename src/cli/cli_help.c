/*
 * cli_help.c: the check modes' part of --help (cli.h), in the chosen
 * language: the options and the JSON keys as they are, the words
 * translated (helptext.h aligns the columns). Apart from check.c because
 * the check modes' core (hd_cli) builds without the window program's
 * layers; this file is linked into the programs that print --help.
 */
#include "cli.h"
#include "helptext.h"
#include "i18n.h"

static const hd_help_row rows[] = {
    {NULL, N_("Check modes (no window, no SDL):\n"), 0},
    {"  --check A B", N_("Test shape specs A and B; print one JSON line\n"
        "{\"a\":A,\"b\":B,\"collide\":BOOL,\"relation\":REL,\n"
        " \"hit_points\":[[X,Y],...],\"distance\":D,\n"
        " \"closest\":[[AX,AY],[BX,BY]],\"push\":[DX,DY]}\n"
        "and exit 0; a bad spec prints a message naming it to\n"
        "stderr and exits 2. distance is 0 iff they collide;\n"
        "closest (a point on A, a point on B) is null when they\n"
        "collide; push, the shortest move of B away from A\n"
        "after which they only touch, is null unless they\n"
        "collide and both are convex. relation is the first\n"
        "that holds of \"a_contains_b\" (B is a subset of A,\n"
        "also when equal), \"b_contains_a\", \"overlapping\"\n"
        "(the interiors meet; a point, segment or curve is\n"
        "its own interior without its ends), \"touching\"\n"
        "(they collide), \"apart\"; decided exactly for\n"
        "every pair."), 0},
    {"  --check-batch FILE", N_("Read pairs \"A B\" one per line from FILE (- for stdin);\n"
        "blank lines and lines starting with # are skipped.\n"
        "Print one JSON line per pair, or {\"line\":N,\"error\":\"...\"}\n"
        "for a bad line; exit 1 if any line was bad, else 0."), 0},
    {"  --naive", N_("With either mode (before or after it): add \"naive\":BOOL\n"
        "as the last key (but \"peers\"), the answer of the seed\n"
        "articles' own formula for the pair, flaws and all;\n"
        "the key is left out where the articles have no\n"
        "formula for the pair."), 0},
    {"  --peer P", N_("With --check or --check-batch (anywhere, repeatable):\n"
        "also ask peer P, another implementation of the test\n"
        "run as a process (docs/peers.md): P is NAME for a\n"
        "built-in peer (hitdemo --peers) or 'NAME=COMMAND'\n"
        "(run with /bin/sh -c; requests \"A B\" on its stdin,\n"
        "answers 1/true, 0/false or - on its stdout). Adds\n"
        "\"peers\":{\"NAME\":true|false|null,...} as the last\n"
        "key (null: the peer does not do the pair). A peer\n"
        "that fails (exits, dies, junk, no answer) stops the\n"
        "run: \"hitdemo: peer NAME: ...\", exit 2."), 0},
    {"  --peer-timeout S", N_("Seconds to wait for each answer of a peer (default 10)."), 0},
    {"  --peer-must-agree", N_("Exit 1 if a peer disagrees with the exact collide on\n"
        "any line (a null is no disagreement); stderr lists\n"
        "the lines and classes: missed_touching,\n"
        "missed_containment, missed_overlap, false_hit."), 0},
    {"  --line-numbers", N_("With --check-batch: each answer line starts with\n"
        "\"line\":N, its line number in the input (as error\n"
        "lines do)."), 0},
    {"  --peers", N_("List the built-in peers beside hitdemo: name, library\n"
        "and version, the pairs each answers."), 0},
    {"  --ray X,Y,DX,DY B", N_("Cast the ray P..P+D (P = X,Y; the closed segment, t in\n"
        "[0, 1]) against shape spec B; print one JSON line\n"
        "{\"ray\":[X,Y,DX,DY],\"b\":B,\"hit\":BOOL,\"t\":T,\n"
        " \"point\":[PX,PY],\"normal\":[NX,NY]}: t the first t with\n"
        "P + tD in B, point that point, normal B's outward unit\n"
        "normal there (null when t is 0: the ray starts in or\n"
        "on B); t, point and normal are null on a miss. A bad\n"
        "ray or spec prints a message to stderr and exits 2."), 0},
    {"  --ray-batch FILE", N_("Read \"X,Y,DX,DY B\" lines from FILE (- for stdin), as\n"
        "--check-batch reads pairs; one JSON line each, or\n"
        "{\"line\":N,\"error\":\"...\"}; exit 1 if any line was bad."), 0},
    {"  --sweep A B DX,DY", N_("Move A by t*(DX,DY), t in [0,1], B still; print one JSON\n"
        "line {\"a\":A,\"b\":B,\"move\":[DX,DY],\"hit\":BOOL,\"toi\":T,\n"
        " \"point\":[PX,PY],\"normal\":[NX,NY]}: hit exact, toi the\n"
        "first t they meet (0 if they already do), point where,\n"
        "normal B's outward normal there (null when toi is 0);\n"
        "toi, point, normal null on a miss. Arc or wedge against\n"
        "arc or wedge is refused (exit 2)."), 0},
    {"  --sweep-batch FILE", N_("Lines \"A B DX,DY\" from FILE (- for stdin), answered as\n"
        "--sweep, bad lines as --check-batch's."), 0},
    {"  --jobs N", N_("With a batch mode: answer blocks of lines on N worker\n"
        "threads (1 to 64; default: the processors online, at\n"
        "most 8). The output is the same, byte for byte, in\n"
        "input order."), 0},
    {NULL, N_("Shape specs (logical units, x right, y down, angles in degrees clockwise from +x):\n"), 0},
    {NULL, "  point:X,Y  circle:CX,CY,R  rect:X,Y,W,H  line:X1,Y1,X2,Y2\n"
           "  polygon:X1,Y1,X2,Y2,X3,Y3,...  capsule:X1,Y1,X2,Y2,R\n"
           "  arc:CX,CY,RIN,ROUT,START,END  wedge:CX,CY,R,START,END\n", -1},
    {NULL, N_("Every shape is a closed set: touching and containment collide.\n"), 0},
};

void hd_cli_print_help(FILE *f)
{
    hd_help_print(f, rows, sizeof rows / sizeof rows[0], 23, 80);
}
