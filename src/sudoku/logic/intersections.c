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
 * The cells that base shares with cover, as positions in base, on the row
 * or column (kind 0 or 1) through the cell at 4 i of `box` (cells 0, 4 and
 * 8 of a box span its rows and columns): for a box (pointing) that line's
 * three cells; for a line (claiming) the box's three cells. With `pointing`
 * negated, the same cells as positions in cover. From the box and i alone:
 * the cell's own row and column take divisions, and this runs at every step.
 */
static unsigned shared_cells(bool pointing, int kind, int box, int i)
{
	if (pointing)
		return kind == 0 ? 0x7u << (3 * i) : 0x49u << i;
	int b = box - 18; /* the box's band is b / 3, its stack b % 3 */
	return 0x7u << (3 * (kind == 0 ? b % 3 : b / 3));
}

bool find_intersection(const struct sudoku_pencil *p, const struct places *pl, bool pointing,
                       bool direct, unsigned digits, struct sudoku_step *step)
{
	char base_name[16], cover_name[16];
	enum sudoku_logic_technique technique =
		pointing ? (direct ? SUDOKU_LOGIC_DIRECT_POINTING : SUDOKU_LOGIC_POINTING)
		         : (direct ? SUDOKU_LOGIC_DIRECT_CLAIMING : SUDOKU_LOGIC_CLAIMING);
	int difficulty = pointing ? (direct ? 17 : 26) : (direct ? 19 : 28);
	for (int digit = 1; digit <= 9; digit++)
		for (int box = 18; box < 27 && (digits & BIT(digit)); box++)
			/* base and cover share cells of the box, where both need two places */
			for (int i = 0; i < 3 && bit_count(pl->at[box][digit]) >= 2; i++) {
				int cell = logic_unit_cells[box][4 * i];
				for (int kind = 0; kind < 2; kind++) {
					int line = logic_cell_units[cell][kind];
					int base = pointing ? box : line, cover = pointing ? line : box;
					/* cheap tests first: the digit's places in base all in the shared
					 * cells, and some in cover outside them (else nothing to remove) */
					unsigned places = pl->at[base][digit];
					if (bit_count(places) < 2 || (places & ~shared_cells(pointing, kind, box, i)) ||
					    !(pl->at[cover][digit] & ~shared_cells(!pointing, kind, box, i)))
						continue;
					step_start(step, technique, difficulty); /* text only once found */
					if (try_lock(p, places, base, cover, digit, step) &&
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
