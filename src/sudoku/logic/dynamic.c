/*
 * dynamic.c - the propagation the nested rungs share: assume a candidate
 * true (or false), carry out every single that follows on a copy of the
 * grid, and if the grid breaks the assumption was wrong. With `plus` the
 * propagation also uses locked candidates, pairs and X-wings. The length is
 * the number of deductions the propagation made before it broke. (The 8.5
 * and 9.0 rungs themselves are dynamic_chains.c's.)
 *
 * Last resort (10.0): for the cell with the fewest candidates, a complete
 * search (singles, then trying each candidate of the most constrained cell)
 * shows that all but one candidate lead to no solution.
 */
#include "logic.h"

#include <string.h>

/*
 * One round of singles over the whole grid: every naked single, then every
 * hidden single, placed at once. Returns the placements made, or -1 when the
 * grid broke (a cell without candidates, a digit without a place in a unit,
 * or two singles that clash).
 */
int singles_round(struct sudoku_pencil *q)
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

/* One locked-candidates, pair or X-wing step, for the (+) propagation; whether one applied. */
bool plus_step(struct sudoku_pencil *q)
{
	struct sudoku_step s;
	struct places pl;
	places_fill(q, &pl);
	if (!(find_intersection(q, &pl, true, false, ALL_DIGITS, &s) ||
	      find_intersection(q, &pl, false, false, ALL_DIGITS, &s) ||
	      find_naked_subset(q, 2, ALL_UNITS, &s) || find_hidden_subset(q, &pl, 2, false, ALL_UNITS, &s) ||
	      find_fish(q, &pl, 2, ALL_DIGITS, &s)))
		return false;
	step_apply(q, &s);
	return true;
}

int propagate_until_broken(struct sudoku_pencil *q, bool plus, inner_step_fn *inner, void *ctx,
                           int limit)
{
	int count = 0;
	while (count < limit) {
		int made = singles_round(q);
		if (made < 0)
			return count + 1;
		count += made;
		/* a round that placed nothing checked the unchanged grid for every break
		 * pencil_broken looks for (placements never put a digit twice in a unit) */
		if (made > 0)
			continue;
		if (plus && plus_step(q)) {
			count++;
			continue;
		}
		int more = inner ? inner(q, ctx) : 0;
		if (more == 0)
			return -1;
		count += more;
	}
	return -1;
}

bool shortest_contradiction(const struct sudoku_pencil *p, propagate_fn *spread, void *ctx,
                            int max_length, struct contradiction *best)
{
	best->length = 0;
	for (int cand = 0; cand < 729; cand++) {
		int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
		if (!(p->cand[cell] & BIT(digit)))
			continue;
		for (int on = 1; on >= 0; on--) {
			if (!on && bit_count(p->cand[cell]) == 2)
				continue; /* off in a pair cell is the other one on: already tried */
			struct sudoku_pencil q = *p;
			if (on)
				pencil_place(&q, cell, digit);
			else
				q.cand[cell] &= (uint16_t)~BIT(digit);
			int limit = best->length ? best->length - 1 : max_length;
			int length = spread(&q, limit, ctx);
			if (length > 0 && (!best->length || length < best->length))
				*best = (struct contradiction){length, cand, on};
		}
	}
	return best->length > 0;
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
