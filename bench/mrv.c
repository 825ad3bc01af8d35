/*
 * mrv.c - bitmask backtracking that picks, at each step, the empty cell with
 * the fewest free digits (minimum remaining values, "most constrained
 * first"; ties go to the first such cell in reading order). A cell with one
 * free digit is a forced move; a cell with none ends the branch at once,
 * before any digit is tried, which is what cuts the tree.
 *
 * The masks live in digit_masks.h (shared with bitmask.c). fill() goes one
 * level per placement, so at most 81 deep.
 */
#include "baselines.h"
#include "digit_masks.h"

struct mrv {
	struct digit_masks masks;
	int empty; /* empty cells left */
	const struct baseline_limits *limits;
	uint64_t nodes;
	bool stopped;
};

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

/*
 * The empty cell with the fewest free digits, its digits in *candidates.
 * Stops scanning at a cell with 0 (dead end) or 1 (forced): none is better.
 */
static int most_constrained(const struct mrv *s, unsigned *candidates)
{
	int best = -1, best_count = 10;
	for (int pos = 0; pos < 81 && best_count > 1; pos++) {
		if (s->masks.cells[pos])
			continue;
		unsigned digits = masks_free(&s->masks, pos);
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
		masks_place(&s->masks, pos, digit);
		s->empty--;
		s->nodes++;
		if (fill(s))
			return true;
		masks_unplace(&s->masks, pos, digit);
		s->empty++;
		if (s->stopped)
			return false;
	}
	return false;
}

int baseline_mrv(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                 struct sudoku_grid *solution, struct baseline_result *result)
{
	int err = baseline_start(puzzle, solution, result);
	if (err)
		return err;
	struct mrv s = {.limits = baseline_limits_or_none(limits)};
	int givens;
	if (!masks_place_givens(&s.masks, puzzle, &givens))
		return 0;
	s.empty = 81 - givens;
	bool solved = fill(&s);
	baseline_finish(result, solved, s.stopped, s.nodes, s.masks.cells, solution);
	return 0;
}
