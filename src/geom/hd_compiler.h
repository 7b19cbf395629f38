/*
 * hd_compiler.h: the geometry's inlining attributes, in one place (plain
 * static inline / nothing where the compiler has no such attribute). Not
 * public API.
 */
#ifndef HD_COMPILER_H
#define HD_COMPILER_H

#if defined(__GNUC__) || defined(__clang__)
/* For small functions on hot paths whose copies or calls cost as much as
 * their work (exact.c's GROW, rpoly.h's p_mul). */
#define HD_ALWAYS_INLINE static inline __attribute__((always_inline))
/* For functions kept out of a caller on purpose (table.c). */
#define HD_NOINLINE __attribute__((noinline))
#else
#define HD_ALWAYS_INLINE static inline
#define HD_NOINLINE
#endif

#endif
