/*
 * fill.c - a random full grid, cell by cell in reading order (see fill.h).
 *
 * Each cell takes a digit drawn at random from those its units leave; a
 * cell with none left sends the walk back to the cell before, which draws
 * another of its remaining digits. Up to 9x9 this finishes in a few
 * hundred steps, about a twentieth of what shuffling the engine's 729
 * options and solving the empty grid costs, and the grid still depends on
 * the RNG alone. Larger grids, and 9x9 with diagonals, get stuck in long
 * back-ups where the engine's choice of the most constrained item does
 * not, so they keep the engine (generate.c).
 */
#include "fill.h"

#include <string.h>

/* The digits (bits 1..n) that none of the cell's units holds yet. */
static uint64_t free_digits(const struct units *units, const uint64_t *used, int cell,
                            uint64_t all)
{
	uint64_t taken = 0;
	for (int k = 0; k < units->units_of_count[cell]; k++)
		taken |= used[units->units_of[cell][k]];
	return all & ~taken;
}

/* Puts the digit's bit in the cell's units, or takes it out again. */
static void toggle(const struct units *units, uint64_t *used, int cell, int digit)
{
	for (int k = 0; k < units->units_of_count[cell]; k++)
		used[units->units_of[cell][k]] ^= (uint64_t)1 << digit;
}

/* One of the digits of `mask` (not empty), each as likely. */
static int draw(struct rng *rng, uint64_t mask)
{
	uint32_t skip = rng_below(rng, (uint32_t)__builtin_popcountll(mask));
	for (; skip > 0; skip--)
		mask &= mask - 1;
	return __builtin_ctzll(mask);
}

bool fill_by_rows(const struct units *units, int n, struct rng *rng, uint32_t step_limit,
                  struct sudoku_grid *grid)
{
	enum { MAX_CELLS = FILL_BY_ROWS_MAX * FILL_BY_ROWS_MAX };
	uint64_t used[MAX_UNITS] = {0};
	uint64_t left[MAX_CELLS]; /* digits each filled cell has not tried yet */
	const uint64_t all = ((uint64_t)2 << n) - 2;
	const int cells = n * n;
	sudoku_grid_clear(grid, n);
	if (n > FILL_BY_ROWS_MAX)
		return false;
	int cell = 0;
	left[0] = free_digits(units, used, 0, all);
	for (uint32_t steps = 0; cell < cells; steps++) {
		if (steps == step_limit || (left[cell] == 0 && cell == 0))
			break;
		if (left[cell] == 0) { /* nothing fits here: undo the cell before */
			cell--;
			toggle(units, used, cell, grid->cell[cell]);
			grid->cell[cell] = 0;
			continue;
		}
		int digit = draw(rng, left[cell]);
		left[cell] &= ~((uint64_t)1 << digit);
		grid->cell[cell] = (uint8_t)digit;
		toggle(units, used, cell, digit);
		if (++cell < cells)
			left[cell] = free_digits(units, used, cell, all);
	}
	if (cell == cells)
		return true;
	sudoku_grid_clear(grid, n);
	return false;
}
