/*
 * mrv.c - bitmask backtracking that picks, at each step, the empty cell with
 * the fewest free digits (minimum remaining values, "most constrained
 * first"; ties go to the first such cell in reading order). A cell with one
 * free digit is a forced move; a cell with none ends the branch at once,
 * before any digit is tried, which is what cuts the tree.
 *
 * Invariant: as in bitmask.c, bit d of rows[r], cols[c], boxes[b] is set
 * exactly when digit d stands there. fill() goes one level per placement, so
 * at most 81 deep.
 */
#include "baselines.h"

#define ALL_DIGITS 0x3FEu /* bits 1..9 */

struct mrv {
	uint8_t cells[81];
	uint16_t rows[9], cols[9], boxes[9];
	int empty;    /* empty cells left */
	const struct baseline_limits *limits;
	uint64_t nodes;
	bool stopped;
};

static int box_of(int pos)
{
	return pos / 27 * 3 + pos % 9 / 3;
}

static int count_bits(unsigned x)
{
#if defined(__GNUC__)
	return __builtin_popcount(x);
#else
	int count = 0;
	for (; x; x &= x - 1)
		count++;
	return count;
#endif
}

static void place(struct mrv *s, int pos, int digit)
{
	uint16_t bit = (uint16_t)(1u << digit);
	s->cells[pos] = (uint8_t)digit;
	s->rows[pos / 9] |= bit;
	s->cols[pos % 9] |= bit;
	s->boxes[box_of(pos)] |= bit;
	s->empty--;
}

static void unplace(struct mrv *s, int pos, int digit)
{
	uint16_t keep = (uint16_t)~(1u << digit);
	s->cells[pos] = 0;
	s->rows[pos / 9] &= keep;
	s->cols[pos % 9] &= keep;
	s->boxes[box_of(pos)] &= keep;
	s->empty++;
}

static unsigned free_digits(const struct mrv *s, int pos)
{
	return ~(unsigned)(s->rows[pos / 9] | s->cols[pos % 9] | s->boxes[box_of(pos)]) & ALL_DIGITS;
}

static bool place_givens(struct mrv *s, const struct sudoku_grid *puzzle)
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

/*
 * The empty cell with the fewest free digits, its digits in *candidates.
 * Stops scanning at a cell with 0 (dead end) or 1 (forced): none is better.
 */
static int most_constrained(const struct mrv *s, unsigned *candidates)
{
	int best = -1, best_count = 10;
	for (int pos = 0; pos < 81 && best_count > 1; pos++) {
		if (s->cells[pos])
			continue;
		unsigned digits = free_digits(s, pos);
		int count = count_bits(digits);
		if (count < best_count) {
			best = pos;
			best_count = count;
			*candidates = digits;
		}
	}
	return best;
}

static bool fill(struct mrv *s)
{
	if (s->empty == 0)
		return true;
	unsigned candidates = 0;
	int pos = most_constrained(s, &candidates);
	for (int digit = 1; digit <= 9; digit++) {
		if (!(candidates & (1u << digit)))
			continue;
		if (baseline_over_limit(s->limits, s->nodes)) {
			s->stopped = true;
			return false;
		}
		place(s, pos, digit);
		s->nodes++;
		if (fill(s))
			return true;
		unplace(s, pos, digit);
		if (s->stopped)
			return false;
	}
	return false;
}

int baseline_mrv(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                 struct sudoku_grid *solution, struct baseline_result *result)
{
	static const struct baseline_limits none = {0};
	int err = baseline_start(puzzle, solution, result);
	if (err)
		return err;
	struct mrv s = {.empty = 81, .limits = limits ? limits : &none};
	if (!place_givens(&s, puzzle))
		return 0;
	result->solved = fill(&s);
	result->timed_out = s.stopped;
	result->nodes = s.nodes;
	if (result->solved) {
		sudoku_grid_clear(solution, 9);
		for (int k = 0; k < 81; k++)
			solution->cell[k] = s.cells[k];
	}
	return 0;
}
