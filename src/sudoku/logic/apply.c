/*
 * apply.c - carries out a step on the pencil marks (sudoku_logic_apply),
 * kept apart from the solving loop so that the step finders never call
 * back into it.
 */
#include "logic.h"

/* Entries of a list of `count` candidates (of at most `capacity`) that can be read. */
static int readable(int count, int capacity)
{
	return count < 0 ? 0 : count > capacity ? capacity : count;
}

void sudoku_logic_apply(struct sudoku_pencil *pencil, const struct sudoku_step *step)
{
	if (pencil && step && pencil_valid(pencil))
		step_apply(pencil, step);
}

void step_apply(struct sudoku_pencil *pencil, const struct sudoku_step *step)
{
	int placements = readable(step->placement_count, 81);
	int eliminations = readable(step->elimination_count, 729);
	for (int k = 0; k < placements; k++) {
		if (step->placements[k] >= 729)
			continue;
		int cell = CAND_CELL(step->placements[k]), digit = CAND_DIGIT(step->placements[k]);
		if (pencil->value[cell] == 0)
			pencil_place(pencil, cell, digit);
	}
	for (int k = 0; k < eliminations; k++)
		if (step->eliminations[k] < 729)
			pencil->cand[CAND_CELL(step->eliminations[k])] &=
			(uint16_t)~BIT(CAND_DIGIT(step->eliminations[k]));
}

bool step_keeps(const struct sudoku_step *step, const struct sudoku_grid *solution)
{
	int placements = readable(step->placement_count, 81);
	int eliminations = readable(step->elimination_count, 729);
	for (int k = 0; k < placements; k++) {
		int cand = step->placements[k];
		if (cand < 729 && solution->cell[CAND_CELL(cand)] != CAND_DIGIT(cand))
			return false;
	}
	for (int k = 0; k < eliminations; k++) {
		int cand = step->eliminations[k];
		if (cand < 729 && solution->cell[CAND_CELL(cand)] == CAND_DIGIT(cand))
			return false;
	}
	return true;
}
