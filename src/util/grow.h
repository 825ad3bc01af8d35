/*
 * grow.h - growing arrays indexed by 32-bit integers, for the engine's
 * builder and its format reader. Private: never exported from libdlx.
 */
#ifndef UTIL_GROW_H
#define UTIL_GROW_H

#include <stddef.h>
#include <stdint.h>

/*
 * Node and option counts stay below this, so every index fits an int32_t with
 * room to spare, and every list length stays below DLX_COVERED (problem.h).
 */
#define MAX_INDEX (INT32_MAX / 2)

/*
 * Grows *array (of `size`-byte entries, *capacity of them) to hold at least
 * `needed`, at least doubling. 0, DLX_ERANGE (beyond 32-bit indices with
 * room to spare) or DLX_ENOMEM (the array is then unchanged).
 */
int grow_array(void **array, int32_t *capacity, int32_t needed, size_t size);

#endif
