/*
 * inline.h - the one way the library asks for a function to be inlined
 * whatever the optimiser thinks. The search loops pass constants (colours
 * or none, watched or lean, an option size) to their steps; only when each
 * step is inlined do those constants fold, so that each compiled copy of a
 * loop carries no test for what it does not do.
 */
#ifndef UTIL_INLINE_H
#define UTIL_INLINE_H

/*
 * A fuzzing build (meson -Dfuzz=true) defines DLX_NO_FORCED_INLINE: clang
 * with both sanitizers would spend many minutes of one compile inlining
 * the loops' steps into every copy, and a fuzzer wants the checks, not the
 * speed.
 */
#ifdef DLX_NO_FORCED_INLINE
#define DLX_INLINE static inline
#else
#define DLX_INLINE static inline __attribute__((always_inline))
#endif

#endif
