/*
 * multiversion.h - the one way a hot function asks to be compiled twice.
 *
 * On x86-64 with GCC a function marked DLX_MULTIVERSION is compiled for
 * plain x86-64 and for AVX2, and the loader picks the one the processor
 * runs (an ifunc): the engine's search, whose item choice scans eight
 * lengths per instruction, and the rater's tree walk (src/sudoku).
 *
 * Not under ThreadSanitizer: its runtime is not ready when the loader runs
 * the chooser. Not under AddressSanitizer: both copies are the same C, and
 * the second would double the build's longest compiles.
 */
#ifndef UTIL_MULTIVERSION_H
#define UTIL_MULTIVERSION_H

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && defined(__linux__) && \
    !defined(__SANITIZE_THREAD__) && !defined(__SANITIZE_ADDRESS__)
#define DLX_MULTIVERSION __attribute__((target_clones("avx2", "default")))
#else
#define DLX_MULTIVERSION
#endif

#endif
