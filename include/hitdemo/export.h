/*
 * hitdemo/export.h: HD_API, the mark on every function that
 * libhitdemo-geom exports. The shared library is built with
 * -fvisibility=hidden, so a function without the mark is the library's own
 * and does not appear in its dynamic symbol table (nm -D): the exported
 * symbols are exactly the HD_API declarations of include/hitdemo/, the list
 * packaging/libhitdemo-geom.symbols that the tests compare with nm.
 * GCC and Clang (ELF); define HD_API yourself before including a hitdemo
 * header to override it.
 */
#ifndef HITDEMO_EXPORT_H
#define HITDEMO_EXPORT_H

#ifndef HD_API
#if defined(__GNUC__) || defined(__clang__)
#define HD_API __attribute__((visibility("default")))
#else
#define HD_API
#endif
#endif

#endif
