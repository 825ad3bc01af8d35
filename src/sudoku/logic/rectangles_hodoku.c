/*
 * rectangles_hodoku.c - HoDoKu's unique rectangle types 5 and 6, which SE's
 * tests (uniqueness.c) do not cover: both are about the rectangle's
 * diagonals, where SE's types need the extra digits in one unit.
 *
 *   type 5    ab  | abx         type 6    ab  | ab+
 *             ----+----                   ----+----
 *             abx | ab  (or abx)          ab+ | ab
 *
 * Type 5 (5.6): every corner not exactly {a,b} is {a,b,x} for one digit x,
 * and those corners are two diagonal ones or three: unless one of them is
 * x, all four end as a or b, the deadly pattern. So x goes from every cell
 * that sees all of them. (Two corners on one side are SE's type 2.)
 *
 * Type 6 (5.6): two diagonal corners are exactly {a,b}, and in both rows
 * (or both columns) digit u of the pair has no place but the rectangle's.
 * Were u in one of the other two corners, the row and column rules would
 * put u in the other of them and the pair's other digit in the bivalue
 * corners: the deadly pattern. So both lose u.
 */
#include "logic.h"

/* Corners: 0 r1c1, 1 r1c2, 2 r2c1, 3 r2c2; the corner across the diagonal from k is 3 - k. */

/* The pair the rectangle is about: a two-digit corner's, held by all four; 0 if none. */
static unsigned corner_pair(const struct sudoku_pencil *p, const int *c)
{
	unsigned common = ALL_DIGITS;
	for (int k = 0; k < 4; k++)
		common &= p->cand[c[k]];
	for (int k = 0; k < 4; k++)
		if (bit_count(p->cand[c[k]]) == 2 && p->cand[c[k]] == common)
			return common;
	return 0;
}

static bool try_type5(const struct sudoku_pencil *p, const int *c, struct sudoku_step *step)
{
	unsigned ab = corner_pair(p, c), x = 0;
	int extra[4], count = 0;
	for (int k = 0; k < 4 && ab; k++) {
		if (p->cand[c[k]] == ab)
			continue;
		unsigned more = p->cand[c[k]] & ~ab;
		if (bit_count(more) != 1 || (x && more != x))
			return false;
		x = more;
		extra[count++] = k;
	}
	/* two corners on one side share a row or column: that is type 2 */
	bool diagonal = count == 3 || (count == 2 && extra[0] + extra[1] == 3);
	if (!ab || !diagonal)
		return false;
	rectangle_begin(step, SUDOKU_LOGIC_UNIQUE_RECTANGLE_5, 56, c, ab);
	int cells[3];
	for (int k = 0; k < count; k++) {
		cells[k] = c[extra[k]];
		step_cause(step, cells[k], lowest_digit(x));
	}
	eliminate_seeing_all(step, p, lowest_digit(x), cells, count);
	if (!step_changes(step))
		return false;
	rectangle_detail(step, c, ab);
	return true;
}

/* Whether u's places in the two lines through the corners are the corners alone. */
static bool only_in_corners(const struct sudoku_pencil *p, const int *c, int u, bool rows)
{
	for (int k = 0; k < 2; k++) {
		int a = c[rows ? 2 * k : k], b = c[rows ? 2 * k + 1 : k + 2];
		int unit = rows ? row_of(a) : 9 + col_of(a);
		unsigned where = unit_places(p, unit, u);
		int at_a = rows ? col_of(a) : row_of(a), at_b = rows ? col_of(b) : row_of(b);
		if (where != (1u << at_a | 1u << at_b))
			return false;
	}
	return true;
}

static bool try_type6(const struct sudoku_pencil *p, const int *c, struct sudoku_step *step)
{
	unsigned ab = corner_pair(p, c);
	if (!ab)
		return false;
	for (int first = 0; first < 2; first++) { /* the bivalue diagonal: corners first, 3 - first */
		int other = 1 - first;
		if (p->cand[c[first]] != ab || p->cand[c[3 - first]] != ab ||
		    p->cand[c[other]] == ab || p->cand[c[3 - other]] == ab)
			continue;
		for (int u = 1; u <= 9; u++) {
			if (!(ab & BIT(u)) ||
			    !(only_in_corners(p, c, u, true) || only_in_corners(p, c, u, false)))
				continue;
			rectangle_begin(step, SUDOKU_LOGIC_UNIQUE_RECTANGLE_6, 56, c, ab);
			step_eliminate(step, p, c[other], u);
			step_eliminate(step, p, c[3 - other], u);
			rectangle_detail(step, c, ab);
			return true; /* the corners hold u, as every corner holds the pair */
		}
	}
	return false;
}

bool find_unique_rectangle_5(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	return each_rectangle(p, try_type5, step);
}

bool find_unique_rectangle_6(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	return each_rectangle(p, try_type6, step);
}
