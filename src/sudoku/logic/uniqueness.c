/*
 * uniqueness.c - techniques that hold only when the puzzle has exactly one
 * solution (the caller must know it does).
 *
 * Unique rectangle: four unsolved cells on two rows, two columns and two
 * boxes that could all be {a,b} would let a and b swap, giving two
 * solutions; so they cannot all end as {a,b}. Type 1 (4.5): three cells are
 * exactly {a,b}: the fourth loses a and b. Type 2 (4.5): two are {a,b}, the
 * other two {a,b,x}: one of those is x, so x goes from cells seeing both.
 * Type 3 (4.6+): two are {a,b}; the other two, in one unit, hold extra
 * digits X, one of which must be true there, so together they act as one
 * cell with candidates X: with m more cells of the unit they may form a naked
 * subset that clears the rest of the unit (SE: 4.5 + 0.1 per extra cell).
 * Type 4 (4.5): two are {a,b}; in a unit holding the other two, a has no
 * other place: then b would make the deadly pattern, so both lose b.
 *
 * BUG+1 (5.6): every unsolved cell has two candidates but one, which has
 * three; without it the grid would be a "bivalue universal grave" with two
 * solutions, so that cell takes the digit that appears three times in its row.
 */
#include "logic.h"

#include <stdio.h>

static bool try_type1(const struct sudoku_pencil *p, const int *c, unsigned ab,
                      struct sudoku_step *step)
{
	int extra = -1, plain = 0;
	for (int k = 0; k < 4; k++) {
		if (p->cand[c[k]] == ab)
			plain++;
		else
			extra = c[k];
	}
	if (plain != 3 || extra < 0)
		return false;
	for (int d = 1; d <= 9; d++)
		if (ab & BIT(d))
			step_eliminate(step, p, extra, d);
	return step_changes(step);
}

/* Whether exactly two of the corners (the "roof") hold more than {a,b}; they go to roof[]. */
static bool find_roofs(const struct sudoku_pencil *p, const int *c, unsigned ab, int *roof)
{
	int roofs = 0;
	for (int k = 0; k < 4; k++)
		if (p->cand[c[k]] != ab) {
			if (roofs == 2)
				return false;
			roof[roofs++] = c[k];
		}
	return roofs == 2;
}

static bool try_type2(const struct sudoku_pencil *p, const int *c, unsigned ab,
                      struct sudoku_step *step)
{
	int roof[2];
	if (!find_roofs(p, c, ab, roof) || p->cand[roof[0]] != p->cand[roof[1]] || bit_count(p->cand[roof[0]]) != 3 ||
	    !cells_see(roof[0], roof[1]))
		return false;
	eliminate_seeing_all(step, p, lowest_digit(p->cand[roof[0]] & ~ab), roof, 2);
	return step_changes(step);
}

static bool try_type4(const struct sudoku_pencil *p, const int *c, unsigned ab,
                      struct sudoku_step *step)
{
	int roof[2];
	if (!find_roofs(p, c, ab, roof))
		return false;
	for (int u = 0; u < 3; u++) {
		int unit = logic_cell_units[roof[0]][u];
		if (unit != logic_cell_units[roof[1]][u])
			continue;
		for (int d = 1; d <= 9; d++) {
			if (!(ab & BIT(d)) || bit_count(unit_places(p, unit, d)) != 2)
				continue;
			int other = lowest_digit(ab & ~BIT(d));
			step_eliminate(step, p, roof[0], other);
			step_eliminate(step, p, roof[1], other);
			if (step_changes(step))
				return true;
		}
	}
	return false;
}

/* Type 3 in `unit` (holding both roofs): m cells whose candidates with X make m + 1 digits. */
static bool try_type3_in(const struct sudoku_pencil *p, const int *roof, unsigned extra, int unit,
                         struct sudoku_step *step)
{
	unsigned pool = 0;
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[unit][k];
		if (cell != roof[0] && cell != roof[1] && p->cand[cell] && (p->cand[cell] & ~extra) == 0)
			pool |= 1u << k; /* only cells within X can join (a subset's digits are X) */
	}
	int m = bit_count(extra) - 1;
	if (m < 1 || bit_count(pool) != m)
		return false;
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[unit][k];
		if ((pool >> k & 1) || cell == roof[0] || cell == roof[1])
			continue;
		for (int d = 1; d <= 9; d++)
			if (extra & BIT(d))
				step_eliminate(step, p, cell, d);
	}
	step->difficulty = 45 + m;
	return step_changes(step);
}

static bool try_type3(const struct sudoku_pencil *p, const int *c, unsigned ab,
                      struct sudoku_step *step)
{
	int roof[2];
	if (!find_roofs(p, c, ab, roof))
		return false;
	unsigned extra = (p->cand[roof[0]] | p->cand[roof[1]]) & ~ab;
	for (int u = 0; u < 3; u++)
		if (logic_cell_units[roof[0]][u] == logic_cell_units[roof[1]][u] &&
		    try_type3_in(p, roof, extra, logic_cell_units[roof[0]][u], step))
			return true;
	return false;
}

/*
 * The pair {a,b} a rectangle can be about: every type needs two corners or
 * more holding exactly {a,b} (type 1 three, the others two beside two
 * roofs), and all four holding both. So the pair is the candidates of a
 * two-candidate corner that another corner repeats, and the four corners'
 * common candidates are that pair; 0 when there is none.
 */
static unsigned rectangle_pair(const struct sudoku_pencil *p, const int *c)
{
	unsigned common = ALL_DIGITS;
	for (int k = 0; k < 4; k++)
		common &= p->cand[c[k]];
	if (bit_count(common) != 2)
		return 0;
	int exact = 0;
	for (int k = 0; k < 4; k++)
		exact += p->cand[c[k]] == common;
	return exact >= 2 ? common : 0;
}

void rectangle_begin(struct sudoku_step *step, enum sudoku_logic_technique technique,
                     int difficulty, const int *c, unsigned ab)
{
	step_start(step, technique, difficulty);
	for (int k = 0; k < 4; k++)
		for (int d = 1; d <= 9; d++)
			if (ab & BIT(d))
				step_cause(step, c[k], d);
}

void rectangle_detail(struct sudoku_step *step, const int *c, unsigned ab)
{
	int a = lowest_digit(ab), b = lowest_digit(ab & ~BIT(a));
	snprintf(step->detail, sizeof step->detail, "on %d,%d, r%dc%d r%dc%d r%dc%d r%dc%d", a, b,
	         c[0] / 9 + 1, c[0] % 9 + 1, c[1] / 9 + 1, c[1] % 9 + 1, c[2] / 9 + 1, c[2] % 9 + 1,
	         c[3] / 9 + 1, c[3] % 9 + 1);
}

static bool try_rectangle(const struct sudoku_pencil *p, const int *c, struct sudoku_step *step)
{
	unsigned ab = rectangle_pair(p, c);
	if (!ab)
		return false;
	rectangle_begin(step, SUDOKU_LOGIC_UNIQUE_RECTANGLE, 45, c, ab);
	if (!(try_type1(p, c, ab, step) || try_type2(p, c, ab, step) || try_type4(p, c, ab, step) ||
	      try_type3(p, c, ab, step)))
		return false;
	rectangle_detail(step, c, ab);
	return true;
}

bool find_unique_rectangle(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	return each_rectangle(p, try_rectangle, step);
}

bool each_rectangle(const struct sudoku_pencil *p, rectangle_fn *try, struct sudoku_step *step)
{
	for (int r1 = 0; r1 < 9; r1++)
		for (int r2 = r1 + 1; r2 < 9; r2++) {
			/* the columns where both rows' cells share two digits or more: the only sides */
			int col[9], cols = 0;
			for (int c = 0; c < 9; c++)
				if (bit_count(p->cand[r1 * 9 + c] & p->cand[r2 * 9 + c]) >= 2)
					col[cols++] = c;
			for (int i = 0; i < cols; i++)
				for (int j = i + 1; j < cols; j++) {
					int c1 = col[i], c2 = col[j];
					/* two boxes exactly: the rows share a band or the columns a stack, not both */
					if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3))
						continue;
					int c[4] = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
					if (try(p, c, step))
						return true;
				}
		}
	return false;
}

bool find_bug_plus_one(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	int odd = -1;
	for (int cell = 0; cell < 81; cell++) {
		int n = bit_count(p->cand[cell]);
		if (p->value[cell] || n == 2)
			continue;
		if (n != 3 || odd >= 0)
			return false;
		odd = cell;
	}
	if (odd < 0)
		return false;
	for (int d = 1; d <= 9; d++)
		if ((p->cand[odd] & BIT(d)) && bit_count(unit_places(p, row_of(odd), d)) == 3) {
			step_begin(step, SUDOKU_LOGIC_BUG_PLUS_ONE, 56, "%s", "");
			step_place(step, odd, d);
			return true;
		}
	return false;
}
