/*
 * bitmask.c - backtracking in the same order as naive.c (first empty cell in
 * reading order, digits 1..9), but each row, column and box keeps a bitmask
 * of the digits it holds, so the free digits of a cell are one OR and one NOT
 * away instead of a scan of 27 cells.
 *
 * The masks live in digit_masks.h (shared with mrv.c). fill() is one level
 * per empty cell, at most 81 deep.
 */
#include "baselines.h"
#include "digit_masks.h"

struct bitmask {
	struct digit_masks masks;
	const struct baseline_limits *limits;
	uint64_t nodes;
	bool stopped;
};

static bool fill(struct bitmask *s, int pos)
{
	while (pos < 81 && s->masks.cells[pos])
		pos++;
	if (pos == 81)
		return true;
	unsigned candidates = masks_free(&s->masks, pos);
	for (int digit = 1; digit <= 9; digit++) {
		if (!(candidates & (1u << digit)))
			continue;
		if (baseline_over_limit(s->limits, s->nodes)) {
			s->stopped = true;
			return false;
		}
		masks_place(&s->masks, pos, digit);
		s->nodes++;
		if (fill(s, pos + 1))
			return true;
		masks_unplace(&s->masks, pos, digit);
		if (s->stopped)
			return false;
	}
	return false;
}

int baseline_bitmask(const struct sudoku_grid *puzzle, const struct baseline_limits *limits,
                     struct sudoku_grid *solution, struct baseline_result *result)
{
	int err = baseline_start(puzzle, solution, result);
	if (err)
		return err;
	struct bitmask s = {.limits = baseline_limits_or_none(limits)};
	int givens;
	if (!masks_place_givens(&s.masks, puzzle, &givens))
		return 0;
	bool solved = fill(&s, 0);
	baseline_finish(result, solved, s.stopped, s.nodes, s.masks.cells, solution);
	return 0;
}
