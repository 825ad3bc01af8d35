/*
 * witness.c - a solution the marks hold, found by singles, so the rating
 * loop (solve.c) may skip the check for broken marks before each step.
 *
 * Marks that hold a solution (its digit placed or a candidate in every
 * cell) are not broken: each open cell keeps a candidate, each unit sees
 * every digit, and the placed digits, the solution's, never repeat. A step
 * that places only the solution's digits and removes none of its
 * candidates keeps it held: placing one of its digits removes that digit
 * only from cells where the solution has another (step_keeps). The check
 * reads the whole grid and costs more than most steps; the singles that
 * find the witness cost a few of them, once. Whatever the singles did, the
 * grid they fill is checked at the end: a valid grid that the marks hold.
 */
#include "logic.h"

/* One pass of naked singles, then hidden singles unit by unit: the placements, or -1 on a dead cell. */
static int singles_pass(struct sudoku_pencil *q)
{
	int placed = 0;
	for (int cell = 0; cell < 81; cell++) {
		unsigned cand = q->cand[cell];
		if (q->value[cell])
			continue;
		if (cand == 0)
			return -1;
		if (!(cand & (cand - 1))) {
			pencil_place(q, cell, lowest_digit(cand));
			placed++;
		}
	}
	for (int unit = 0; unit < 27; unit++) {
		unsigned once = 0, twice = 0;
		for (int k = 0; k < 9; k++) {
			unsigned cand = q->cand[logic_unit_cells[unit][k]];
			twice |= once & cand;
			once |= cand;
		}
		for (unsigned single = once & ~twice; single; single &= single - 1) {
			int digit = lowest_digit(single);
			for (int k = 0; k < 9; k++) {
				int cell = logic_unit_cells[unit][k];
				if (q->cand[cell] & BIT(digit)) { /* gone if an earlier single took the cell */
					pencil_place(q, cell, digit);
					placed++;
					break;
				}
			}
		}
	}
	return placed;
}

/* Whether the full grid s is valid and the marks p hold it. */
static bool holds(const struct sudoku_pencil *p, const struct sudoku_grid *s)
{
	for (int cell = 0; cell < 81; cell++) {
		int digit = s->cell[cell];
		if (digit < 1 || digit > 9 ||
		    (p->value[cell] ? p->value[cell] != digit : !(p->cand[cell] & BIT(digit))))
			return false;
	}
	for (int unit = 0; unit < 27; unit++) {
		unsigned seen = 0;
		for (int k = 0; k < 9; k++)
			seen |= BIT(s->cell[logic_unit_cells[unit][k]]);
		if (seen != ALL_DIGITS) /* nine cells, nine digits: each once */
			return false;
	}
	return true;
}

bool witness_by_singles(const struct sudoku_pencil *p, struct sudoku_grid *solution)
{
	struct sudoku_pencil q = *p;
	int placed;
	while ((placed = singles_pass(&q)) > 0)
		;
	if (placed < 0)
		return false;
	solution->size = 9;
	for (int cell = 0; cell < 81; cell++) {
		if (!q.value[cell])
			return false;
		solution->cell[cell] = q.value[cell];
	}
	return holds(p, solution);
}

bool witness_given(const struct sudoku_pencil *p, const struct sudoku_grid *given,
                   struct sudoku_grid *solution)
{
	if (!given || given->size != 9 || !holds(p, given))
		return false;
	*solution = *given;
	return true;
}
