/*
 * singles.h - a quick uniqueness proof for the generator (private).
 *
 * Naked and hidden singles are sound deductions: every solution agrees with
 * them. So when they alone fill a puzzle's grid, that filling is the only
 * possible solution, and no search is needed to know the puzzle is unique.
 * When they stall, nothing is proved and the caller asks the engine.
 */
#ifndef SUDOKU_SINGLES_H
#define SUDOKU_SINGLES_H

#include "units.h"

/* The units of one shape, worked out once. */
struct singles {
	int n;
	uint64_t all; /* bits 1..n */
	struct units units;
};

void singles_init(struct singles *tables, const struct sudoku_shape *shape);

/* Whether naked and hidden singles alone fill `puzzle` (whose givens must not clash). */
bool singles_solve(const struct singles *tables, const struct sudoku_grid *puzzle);

#endif
