/*
 * inline.h - the one way the library asks for a function to be inlined
 * whatever the optimiser thinks. The search loops pass constants (colours
 * or none, watched or lean, an option size) to their steps; only when each
 * step is inlined do those constants fold, so that each compiled copy of a
 * loop carries no test for what it does not do.
 */
#ifndef UTIL_INLINE_H
#define UTIL_INLINE_H

#define DLX_INLINE static inline __attribute__((always_inline))

#endif
