/*
 * last_resort.c - the step past SE's whole scale (10.0), for the puzzles
 * its nested forcing chains do not open: for the cell with the fewest
 * candidates, a complete search (rounds of singles, then trying each
 * candidate of the most constrained cell) shows that all but one
 * candidate lead to no solution.
 */
#include "logic.h"

#include <string.h>

/*
 * One round of singles over the whole grid: every naked single, then every
 * hidden single, placed at once. Returns the placements made, or -1 when the
 * grid broke (a cell without candidates, a digit without a place in a unit,
 * or two singles that clash).
 */
static int singles_round(struct sudoku_pencil *q)
{
	/* a value's bit, 0 for none: no branch on whether a cell is solved (a coin toss) */
	static const uint16_t value_bit[10] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256};
	int made = 0;
	for (int cell = 0; cell < 81; cell++) {
		unsigned c = q->cand[cell];
		if ((c | q->value[cell]) == 0)
			return -1;
		if (bit_count(c) == 1) { /* solved cells have no candidates */
			pencil_place(q, cell, lowest_digit(c));
			made++;
		}
	}
	for (int unit = 0; unit < 27; unit++) {
		unsigned once = 0, twice = 0, placed = 0;
		for (int k = 0; k < 9; k++) {
			int cell = logic_unit_cells[unit][k];
			unsigned c = q->cand[cell];
			twice |= once & c;
			once |= c;
			placed |= value_bit[q->value[cell]];
		}
		if ((once | placed) != ALL_DIGITS)
			return -1;
		unsigned single = once & ~twice;
		for (int k = 0; k < 9 && single; k++) {
			int cell = logic_unit_cells[unit][k];
			unsigned hit = q->cand[cell] & single;
			if (!hit)
				continue;
			if (bit_count(hit) > 1)
				return -1; /* two digits that each have only this cell */
			pencil_place(q, cell, lowest_digit(hit));
			single &= ~hit;
			made++;
		}
	}
	return made;
}

/* The unsolved cell with the fewest candidates (the first on ties), or -1. */
static int tightest_cell(const struct sudoku_pencil *p)
{
	int tight = -1;
	for (int cell = 0; cell < 81; cell++)
		if (p->value[cell] == 0 && (tight < 0 || bit_count(p->cand[cell]) < bit_count(p->cand[tight])))
			tight = cell;
	return tight;
}

/* Whether q (modified) has a solution: singles, then each candidate of the tightest cell. */
static bool solvable(struct sudoku_pencil *q, int depth)
{
	int made;
	while ((made = singles_round(q)) > 0)
		;
	if (made < 0 || pencil_broken(q))
		return false;
	int tight = tightest_cell(q);
	if (tight < 0)
		return true;
	if (depth >= 81)
		return false; /* cannot happen: each level places a digit */
	for (int d = 1; d <= 9; d++)
		if (q->cand[tight] & BIT(d)) {
			struct sudoku_pencil r = *q;
			pencil_place(&r, tight, d);
			if (solvable(&r, depth + 1))
				return true;
		}
	return false;
}

bool find_last_resort(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	int tight = tightest_cell(p);
	if (tight < 0)
		return false;
	step_begin(step, SUDOKU_LOGIC_LAST_RESORT, 100, "every other candidate of r%dc%d leads to no solution",
	           tight / 9 + 1, tight % 9 + 1);
	for (int d = 1; d <= 9; d++) {
		if (!(p->cand[tight] & BIT(d)))
			continue;
		struct sudoku_pencil q = *p;
		pencil_place(&q, tight, d);
		if (!solvable(&q, 0))
			step_eliminate(step, p, tight, d);
		else
			step_cause(step, tight, d);
	}
	return step_changes(step);
}
