/* numfmt.c on the portable 128-bit halves, its functions renamed
 * *_portable, for test_geom_u128 (both versions in one program). */
#define HD_NUMFMT_PORTABLE_TEST 1
#include "numfmt.c"
