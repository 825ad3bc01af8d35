/*
 * intersections.c - locked candidates. Pointing (2.6): a box's candidates
 * for a digit all lie on one line, so the rest of the line loses it.
 * Claiming (2.8): a line's candidates for a digit all lie in one box, so the
 * rest of the box loses it. The direct forms (1.7, 1.9) are the same steps
 * when they leave a hidden single, which then counts as part of them.
 */
#include "logic.h"

#include <stdio.h>

/* The digit's candidates in `base` all lie in `cover`: others in cover go. */
static bool try_lock(const struct sudoku_pencil *p, unsigned places, int base, int cover,
                     int digit, struct sudoku_step *step)
{
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[base][k];
		if ((places >> k & 1) &&
		    logic_cell_units[cell][0] != cover && logic_cell_units[cell][1] != cover &&
		    logic_cell_units[cell][2] != cover)
			return false;
	}
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[cover][k];
		if (p->cand[cell] & BIT(digit)) {
			bool in_base = logic_cell_units[cell][0] == base || logic_cell_units[cell][1] == base ||
			               logic_cell_units[cell][2] == base;
			if (in_base)
				step_cause(step, cell, digit);
			else
				step_eliminate(step, p, cell, digit);
		}
	}
	return step_changes(step);
}

/*
 * The line (kind 0 a row, 1 a column) through the box's i-th row or column,
 * and the cells the two share: as positions in the box and in the line.
 */
struct crossing {
	int line;
	unsigned in_box, in_line;
};

static struct crossing crossing_of(int box, int kind, int i)
{
	int band = (box - 18) / 3, stack = (box - 18) % 3;
	if (kind == 0)
		return (struct crossing){band * 3 + i, 0x7u << (3 * i), 0x7u << (3 * stack)};
	return (struct crossing){9 + stack * 3 + i, 0x49u << i, 0x7u << (3 * band)};
}

/*
 * Whether digit's places in cover (the line when pointing, else the box)
 * reach outside the shared cells, so that a lock would remove some: a test
 * on the places alone, before any cell is read. The base's side (its
 * places within the shared cells, two or more) is bases_within's.
 */
static bool cover_reaches_out(const struct places *pl, bool pointing, int box,
                              const struct crossing *x, int digit)
{
	unsigned cover = pointing ? pl->at[x->line][digit] : pl->at[box][digit];
	return (cover & ~(pointing ? x->in_line : x->in_box)) != 0;
}

/*
 * The crossings where digit's places in the base (the box when pointing,
 * else the line) lie within the shared cells, two places or more: bit
 * 6 x (box - 18) + 2 x i + kind for crossing_of(box, kind, i).
 */
static uint64_t bases_within(const struct places *pl, bool pointing, int digit)
{
	/* without a branch on the places: each test a flag, kept where two places or more */
	uint64_t within = 0;
	for (int k = 0; k < 9; k++) {
		if (pointing) { /* box k: within its row i (a mask's complement) or its column i */
			unsigned b = pl->at[18 + k][digit];
			uint64_t bits = (uint64_t)!(b & 0x1f8) | (uint64_t)!(b & 0x1b6) << 1 |
			                (uint64_t)!(b & 0x1c7) << 2 | (uint64_t)!(b & 0x16d) << 3 |
			                (uint64_t)!(b & 0x03f) << 4 | (uint64_t)!(b & 0x0db) << 5;
			within |= (b & (b - 1) ? bits : 0) << 6 * k;
			continue;
		}
		/* row k within stack t (box k / 3 * 3 + t), column k within band t (box t * 3 + k / 3) */
		unsigned r = pl->at[k][digit], c = pl->at[9 + k][digit];
		uint64_t rows = (uint64_t)!(r & 0x1f8) | (uint64_t)!(r & 0x1c7) << 6 |
		                (uint64_t)!(r & 0x03f) << 12;
		uint64_t cols = (uint64_t)!(c & 0x1f8) | (uint64_t)!(c & 0x1c7) << 18 |
		                (uint64_t)!(c & 0x03f) << 36;
		within |= (r & (r - 1) ? rows : 0) << (18 * (k / 3) + 2 * (k % 3));
		within |= (c & (c - 1) ? cols : 0) << (6 * (k / 3) + 2 * (k % 3) + 1);
	}
	return within;
}

bool find_intersection(const struct sudoku_pencil *p, const struct places *pl, bool pointing,
                       bool direct, unsigned digits, struct sudoku_step *step)
{
	char base_name[16], cover_name[16];
	enum sudoku_logic_technique technique =
		pointing ? (direct ? SUDOKU_LOGIC_DIRECT_POINTING : SUDOKU_LOGIC_POINTING)
		         : (direct ? SUDOKU_LOGIC_DIRECT_CLAIMING : SUDOKU_LOGIC_CLAIMING);
	int difficulty = pointing ? (direct ? 17 : 26) : (direct ? 19 : 28);
	for (; digits & ALL_DIGITS; digits &= digits - 1) {
		int digit = lowest_digit(digits);
		/* in the order box, i, kind, as the crossings were once tried one by one */
		for (uint64_t within = bases_within(pl, pointing, digit); within; within &= within - 1) {
			int at = __builtin_ctzll(within), box = 18 + at / 6;
			struct crossing x = crossing_of(box, at % 2, at % 6 / 2);
			if (!cover_reaches_out(pl, pointing, box, &x, digit))
				continue;
			int base = pointing ? box : x.line, cover = pointing ? x.line : box;
			step_start(step, technique, difficulty); /* text only once found */
			if (try_lock(p, pl->at[base][digit], base, cover, digit, step) &&
			    (!direct || add_direct_single(p, pointing ? DIRECT_IN_BOX : DIRECT_IN_LINE, step))) {
				snprintf(step->detail, sizeof step->detail, "%d in %s only in %s", digit,
				         unit_name(base, base_name, sizeof base_name),
				         unit_name(cover, cover_name, sizeof cover_name));
				return true;
			}
		}
	}
	return false;
}
