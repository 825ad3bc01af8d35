/*
 * units.h - private: the units of a shape (rows, columns, regions, and the
 * two diagonals of the X variant) as cell lists, and the units of each cell.
 * The singles shortcut and the unavoidable sets work over these.
 *
 * Numbering: rows 0..n-1, columns n..2n-1, regions 2n..3n-1, then the main
 * diagonal 3n and the anti-diagonal 3n+1 when the shape has diagonals.
 */
#ifndef SUDOKU_UNITS_H
#define SUDOKU_UNITS_H

#include "sudoku.h"

#define MAX_UNITS (3 * SUDOKU_MAX_SIZE + 2)

struct units {
	int unit_count;
	int16_t unit[MAX_UNITS][SUDOKU_MAX_SIZE]; /* cells of each unit */
	uint8_t units_of[SUDOKU_MAX_CELLS][5];    /* units of each cell (at most 5) */
	uint8_t units_of_count[SUDOKU_MAX_CELLS];
};

void units_build(struct units *units, const struct sudoku_shape *shape);

#endif
