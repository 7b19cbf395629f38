/* test_peers_inproc.c: the peer service as the page builds it
 * (ctx/peers.c with HD_PEERS_INPROC_ONLY: no processes, no threads; its
 * one peer, naive, asked in-process a time budget at a time). Checks that
 * it offers naive only, that the pair's answer is the naive formula's and
 * that every byte of the map is the naive formula's verdict against the
 * exact one at that pixel. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "cmap.h"
#include "cursor_spec.h"
#include "hd_naive.h"
#include "peers.h"
#include "view.h"

int main(void)
{
    hd_peers_setup(NULL, 0, 10, NULL, NULL);
    CHECK(hd_peers_inprocess());
    CHECK(hd_peers_count() == 1 && !strcmp(hd_peers_name(0), "naive"));
    CHECK(hd_peers_find("box2d") == -1);
    char err[200];
    CHECK(hd_peers_pair() == HD_PEER_OFF);
    CHECK(hd_peers_select(0, err, sizeof err) && hd_peers_selected() == 0);
    /* two circles tangent at (10,0): the seed's strict < says apart */
    hd_shape a, b;
    CHECK(check_parse("circle:0,0,4", &a, err, sizeof err));
    CHECK(check_parse("circle:10,0,6", &b, err, sizeof err));
    hd_peers_set_pair(&a, &b);
    CHECK(hd_peers_busy());
    CHECK(hd_peers_settle(false, 5000));
    CHECK(hd_peers_pair() == HD_PEER_CLEAR);
    /* a pair the articles have no formula for: no answer */
    CHECK(check_parse("wedge:0,0,10,0,90", &a, err, sizeof err));
    CHECK(check_parse("capsule:0,0,5,5,1", &b, err, sizeof err));
    hd_peers_set_pair(&a, &b);
    CHECK(hd_peers_settle(false, 5000) && hd_peers_pair() == HD_PEER_NONE);
    /* the map of a circle cursor r 4 around a 10x10 rect, 120x90 pixels
     * at zoom 4: the half-width slip disagrees near the corners */
    static hd_shape_buf base;
    CHECK(hd_shape_parse_buf("rect:2,2,10,10", &base, err, sizeof err));
    hd_cursor_tpl t;
    CHECK(hd_cursor_parse("circle:4", &t, err, sizeof err));
    hd_view v = hd_view_make(120, 90, 120, 90, 4);
    static hd_cmap_key k;
    hd_shape bs = hd_shape_of(&base);
    k = hd_cmap_key_make(&bs, &t, &v, NULL);
    hd_peers_set_map(&k);
    CHECK(hd_peers_settle(true, 20000));
    int w, h, rows;
    unsigned gen;
    const unsigned char *px = hd_peers_map(&w, &h, &rows, &gen);
    CHECK(px && w == 120 && h == 90 && rows == 90 && hd_peers_map_percent() == 100);
    int disagree = 0, wrong = 0;
    for (int j = 0; px && j < h; j++)
        for (int i = 0; i < w; i++) {
            hd_vec2 m = hd_view_pixel_to_logical(&v, i + 0.5, j + 0.5), cv[HD_POLY_MAX];
            hd_shape c = hd_cursor_build(&t, m, cv);
            bool hit, exact = hd_collide(&bs, &c);
            int want = !hd_naive_collide(&bs, &c, &hit) ? HD_PMAP_NONE : hit != exact ? HD_PMAP_DISAGREE : HD_PMAP_AGREE;
            wrong += px[(size_t)j * (size_t)w + (size_t)i] != want;
            disagree += want == HD_PMAP_DISAGREE;
        }
    CHECK(wrong == 0);
    CHECK(disagree > 0); /* the slip shows */
    if (wrong || !disagree) fprintf(stderr, "  %d wrong bytes, %d disagreements\n", wrong, disagree);
    /* off: no answers, no map */
    CHECK(hd_peers_select(-1, err, sizeof err) && hd_peers_selected() == -1 && hd_peers_pair() == HD_PEER_OFF);
    CHECK(!hd_peers_map(&w, &h, &rows, &gen));
    hd_peers_shutdown();
    if (check_failures) fprintf(stderr, "FAIL test_peers_inproc\n");
    else printf("ok test_peers_inproc\n");
    return check_failures ? 1 : 0;
}
