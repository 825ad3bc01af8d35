/*
 * bitmask.c - backtracking in the same order as naive.c (first empty cell in
 * reading order, digits 1..9), but each row, column and box keeps a bitmask
 * of the digits it holds, so the free digits of a cell are one OR and one NOT
 * away instead of a scan of 27 cells.
 *
 * Invariant: bit d of rows[r] (and of cols[c], boxes[b]) is set exactly when
 * digit d stands in that row (column, box). fill() is one level per empty
 * cell, at most 81 deep.
 */
#include "baselines.h"

#define ALL_DIGITS 0x3FEu /* bits 1..9 */

struct bitmask {
	uint8_t cells[81];
	uint16_t rows[9], cols[9], boxes[9];
	const struct baseline_limits *limits;
	uint64_t nodes;
	bool stopped;
};

static int box_of(int pos)
{
	return pos / 27 * 3 + pos % 9 / 3;
}

static void place(struct bitmask *s, int pos, int digit)
{
	uint16_t bit = (uint16_t)(1u << digit);
	s->cells[pos] = (uint8_t)digit;
	s->rows[pos / 9] |= bit;
	s->cols[pos % 9] |= bit;
	s->boxes[box_of(pos)] |= bit;
}

static void unplace(struct bitmask *s, int pos, int digit)
{
	uint16_t keep = (uint16_t)~(1u << digit);
	s->cells[pos] = 0;
	s->rows[pos / 9] &= keep;
	s->cols[pos % 9] &= keep;
	s->boxes[box_of(pos)] &= keep;
}

static unsigned free_digits(const struct bitmask *s, int pos)
{
	return ~(unsigned)(s->rows[pos / 9] | s->cols[pos % 9] | s->boxes[box_of(pos)]) & ALL_DIGITS;
}

/* Places the givens; false when two of them share a row, column or box. */
static bool place_givens(struct bitmask *s, const struct sudoku_grid *puzzle)
{
	for (int pos = 0; pos < 81; pos++) {
		int digit = puzzle->cell[pos];
		if (!digit)
			continue;
		if (!(free_digits(s, pos) & (1u << digit)))
			return false;
		place(s, pos, digit);
	}
	return true;
}

static bool fill(struct bitmask *s, int pos)
{
	while (pos < 81 && s->cells[pos])
		pos++;
	if (pos == 81)
		return true;
	unsigned candidates = free_digits(s, pos);
	for (int digit = 1; digit <= 9; digit++) {
		if (!(candidates & (1u << digit)))
			continue;
		if (baseline_over_limit(s->limits, s->nodes)) {
			s->stopped = true;
			return false;
		}
		place(s, pos, digit);
		s->nodes++;
		if (fill(s, pos + 1))
			return true;
		unplace(s, pos, digit);
		if (s->stopped)
			return false;
	}
	return false;
}

int baseline_bitmask(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                     struct sudoku_grid *solution, struct baseline_result *result)
{
	static const struct baseline_limits none = {0};
	int err = baseline_start(puzzle, solution, result);
	if (err)
		return err;
	struct bitmask s = {.limits = limits ? limits : &none};
	if (!place_givens(&s, puzzle))
		return 0;
	result->solved = fill(&s, 0);
	result->timed_out = s.stopped;
	result->nodes = s.nodes;
	if (result->solved) {
		sudoku_grid_clear(solution, 9);
		for (int k = 0; k < 81; k++)
			solution->cell[k] = s.cells[k];
	}
	return 0;
}
