/*
 * valid.h - the cheap checks every public call makes on the plain structs a
 * caller hands in, so that a NULL pointer or a size field out of range
 * gives an error code rather than a read past an array. The checks are
 * O(1): region numbers are checked where they are used as indexes.
 */
#ifndef SUDOKU_VALID_H
#define SUDOKU_VALID_H

#include "sudoku.h"

/* Every SUDOKU_VARIANT_* flag: larger flags are none the library knows. */
#define VARIANT_FLAGS_KNOWN 127u

/* The largest divisor of n not above sqrt(n): the default number of rows in a box. */
static inline int default_box_rows(int n)
{
	int best = 1;
	for (int r = 1; r * r <= n; r++)
		if (n % r == 0)
			best = r;
	return best;
}

/* A size in range whose boxes have more than one row (sudoku_size_supported). */
static inline bool size_valid(int size)
{
	return size >= SUDOKU_MIN_SIZE && size <= SUDOKU_MAX_SIZE && default_box_rows(size) > 1;
}

/* A shape whose size has boxes and whose box dimensions multiply to it. */
static inline bool shape_valid(const struct sudoku_shape *shape)
{
	/* each dimension bounded first, so the product cannot overflow */
	return shape && size_valid(shape->size) && shape->box_rows > 0 &&
	       shape->box_rows <= shape->size && shape->box_cols > 0 &&
	       shape->box_cols <= shape->size && shape->box_rows * shape->box_cols == shape->size;
}

/* A grid whose size keeps its n*n cells inside cell[]. */
static inline bool grid_valid(const struct sudoku_grid *grid)
{
	return grid && grid->size >= 0 && grid->size <= SUDOKU_MAX_SIZE;
}

/* Every region number below the size: O(n^2), for the calls that index by region. */
static inline bool regions_valid(const struct sudoku_shape *shape)
{
	if (!shape_valid(shape))
		return false;
	for (int k = 0; k < shape->size * shape->size; k++)
		if (shape->region[k] >= shape->size)
			return false;
	return true;
}

/*
 * No cages (count 0: the cage numbers are not looked at), or every cell of
 * an n x n grid in no cage or in one of cages 0..count-1: O(n^2).
 */
static inline bool cages_valid(const struct sudoku_cages *cages, int n)
{
	if (!cages || cages->count < 0 || cages->count > SUDOKU_MAX_CELLS)
		return false;
	if (cages->count == 0)
		return true;
	for (int k = 0; k < n * n; k++)
		if (cages->cage[k] != SUDOKU_NO_CAGE && (cages->cage[k] < 0 || cages->cage[k] >= cages->count))
			return false;
	return true;
}

#endif
