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
 * Whether digit's places make base (the box when pointing, else the line)
 * lie within the shared cells, two places or more, while cover has places
 * outside them: cheap tests on the places alone, before any cell is read.
 */
static bool may_lock(const struct places *pl, bool pointing, int box, const struct crossing *x,
                     int digit)
{
	unsigned in_box = pl->at[box][digit], in_line = pl->at[x->line][digit];
	unsigned base = pointing ? in_box : in_line, base_shared = pointing ? x->in_box : x->in_line;
	unsigned cover = pointing ? in_line : in_box, cover_shared = pointing ? x->in_line : x->in_box;
	return bit_count(base) >= 2 && !(base & ~base_shared) && (cover & ~cover_shared);
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
		for (int box = 18; box < 27; box++) {
			unsigned in_box = pl->at[box][digit];
			/* base and cover share cells of the box, where both need two places */
			if (bit_count(in_box) < 2)
				continue;
			for (int i = 0; i < 3; i++)
				for (int kind = 0; kind < 2; kind++) {
					struct crossing x = crossing_of(box, kind, i);
					if (pointing && (in_box & ~x.in_box))
						continue; /* the box's places are not all on this line */
					if (!may_lock(pl, pointing, box, &x, digit))
						continue;
					int base = pointing ? box : x.line, cover = pointing ? x.line : box;
					step_start(step, technique, difficulty); /* text only once found */
					if (try_lock(p, pl->at[base][digit], base, cover, digit, step) &&
					    (!direct ||
					     add_direct_single(p, pointing ? DIRECT_IN_BOX : DIRECT_IN_LINE, step))) {
						snprintf(step->detail, sizeof step->detail, "%d in %s only in %s", digit,
						         unit_name(base, base_name, sizeof base_name),
						         unit_name(cover, cover_name, sizeof cover_name));
						return true;
					}
				}
		}
	}
	return false;
}
