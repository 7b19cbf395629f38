/*
 * arc_ref_ldbl.h: the long-double arc/arc crossing predicate that exact.c
 * used before its portable path (see arc_ref_ldbl.c), for comparison.
 */
#ifndef HD_ARC_REF_LDBL_H
#define HD_ARC_REF_LDBL_H

#include <float.h>
#include <stdbool.h>

#include "geom_internal.h"

/* 1 where long double is the x87 format the reference needs (a 64-bit
 * mantissa and a 15-bit exponent), 0 elsewhere (then there is no
 * reference). */
#if LDBL_MANT_DIG == 64 && LDBL_MAX_EXP == 16384
#define HD_REF_LDBL 1
/* hd_circles_cross_in_ranges as it was, on x87 long doubles. */
bool hd_ref_circles_cross_ldbl(hd_vec2 o1, double R1, const hd_range *rg1, hd_vec2 o2, double R2,
                               const hd_range *rg2, int s);
#else
#define HD_REF_LDBL 0
#endif

#endif
