/*
 * naive.c - textbook backtracking: fill the first empty cell in reading
 * order with the first digit, 1..9, that its row, column and box do not hold
 * yet (found by scanning them), go on to the next empty cell, and when a cell
 * has no digit left, step back and try the previous cell's next digit.
 *
 * Invariant: the digits in cells[] never clash; every cell before `pos` in
 * fill() is filled. The recursion goes one level per empty cell, so it is at
 * most 81 deep.
 */
#include "baselines.h"

struct naive {
	uint8_t cells[81];
	const struct baseline_limits *limits;
	uint64_t nodes;
	bool stopped; /* a limit was hit: unwind without trying anything else */
};

/* Whether `digit` may go in the empty cell `pos`: its row, column and box lack it. */
static bool allowed(const uint8_t *cells, int pos, int digit)
{
	int row = pos / 9, col = pos % 9;
	for (int k = 0; k < 9; k++)
		if (cells[row * 9 + k] == digit || cells[k * 9 + col] == digit)
			return false;
	int top = row - row % 3, left = col - col % 3;
	for (int r = top; r < top + 3; r++)
		for (int c = left; c < left + 3; c++)
			if (cells[r * 9 + c] == digit)
				return false;
	return true;
}

/* Whether two givens clash: each given is checked as if its cell were still empty. */
static bool givens_clash(uint8_t *cells)
{
	for (int pos = 0; pos < 81; pos++) {
		int digit = cells[pos];
		if (!digit)
			continue;
		cells[pos] = 0;
		bool ok = allowed(cells, pos, digit);
		cells[pos] = (uint8_t)digit;
		if (!ok)
			return true;
	}
	return false;
}

/* Fills every empty cell from `pos` on. Returns true when the grid is complete. */
static bool fill(struct naive *s, int pos)
{
	while (pos < 81 && s->cells[pos])
		pos++;
	if (pos == 81)
		return true;
	for (int digit = 1; digit <= 9; digit++) {
		if (!allowed(s->cells, pos, digit))
			continue;
		if (baseline_over_limit(s->limits, s->nodes)) {
			s->stopped = true;
			return false;
		}
		s->cells[pos] = (uint8_t)digit;
		s->nodes++;
		if (fill(s, pos + 1))
			return true;
		s->cells[pos] = 0;
		if (s->stopped)
			return false;
	}
	return false;
}

int baseline_naive(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                   struct sudoku_grid *solution, struct baseline_result *result)
{
	int err = baseline_start(puzzle, solution, result);
	if (err)
		return err;
	struct naive s = {.limits = baseline_limits_or_none(limits)};
	for (int k = 0; k < 81; k++)
		s.cells[k] = puzzle->cell[k];
	if (givens_clash(s.cells))
		return 0;
	bool solved = fill(&s, 0);
	baseline_finish(result, solved, s.stopped, s.nodes, s.cells, solution);
	return 0;
}
