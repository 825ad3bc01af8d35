/*
 * wings.c - XY-wing (4.2): a pivot {x,y} sees wings {x,z} and {y,z}; z goes
 * from every cell that sees both wings, since one wing must be z.
 * XYZ-wing (4.4): the pivot is {x,y,z}, so the cells must see it too.
 */
#include "logic.h"

#include <stdio.h>

static void cell_text(int cell, char *buf)
{
	buf[0] = 'r';
	buf[1] = (char)('1' + cell / 9);
	buf[2] = 'c';
	buf[3] = (char)('1' + cell % 9);
	buf[4] = '\0';
}

/* Tries pivot with the two wings a and b (both seeing it); z their shared digit. */
static bool try_wing(const struct sudoku_pencil *p, int pivot, int a, int b, bool xyz,
                     struct sudoku_step *step)
{
	unsigned pm = p->cand[pivot], am = p->cand[a], bm = p->cand[b];
	unsigned z = am & bm;
	if (bit_count(z) != 1 || (am | bm | pm) != (xyz ? pm : (pm | z)))
		return false;
	if (xyz ? (bit_count(pm) != 3 || !(pm & z) || (am & bm & pm) != z)
	        : (bit_count(pm) != 2 || (pm & z) || bit_count(am | bm | pm) != 3))
		return false;
	int digit = lowest_digit(z);
	step_start(step, xyz ? SUDOKU_LOGIC_XYZ_WING : SUDOKU_LOGIC_XY_WING, xyz ? 44 : 42);
	int cells[3] = {a, b, pivot};
	eliminate_seeing_all(step, p, digit, cells, xyz ? 3 : 2);
	if (!step_changes(step))
		return false; /* a wing that removes nothing: no text needed */
	for (int k = 0; k < 3; k++)
		for (int d = 1; d <= 9; d++)
			if (p->cand[cells[k]] & BIT(d))
				step_cause(step, cells[k], d);
	char pc[6], ac[6], bc[6];
	cell_text(pivot, pc);
	cell_text(a, ac);
	cell_text(b, bc);
	snprintf(step->detail, sizeof step->detail, "on %d, pivot %s, wings %s and %s", digit, pc, ac, bc);
	return true;
}

/*
 * Whether cell can be a wing of pivot: two candidates, and for an XY-wing
 * one of them the pivot's (the other is z), for an XYZ-wing both (z is one).
 */
static bool wing_fits(const struct sudoku_pencil *p, int pivot, int cell, bool xyz)
{
	unsigned pm = p->cand[pivot], cm = p->cand[cell];
	if (bit_count(cm) != 2)
		return false;
	return xyz ? (cm & ~pm) == 0 : bit_count(cm & pm) == 1;
}

static bool find_wing(const struct sudoku_pencil *p, bool xyz, struct sudoku_step *step)
{
	for (int pivot = 0; pivot < 81; pivot++) {
		if (bit_count(p->cand[pivot]) != (xyz ? 3 : 2))
			continue;
		int wing[20], wings = 0; /* the peers that fit, in peer order */
		for (int i = 0; i < 20; i++)
			if (wing_fits(p, pivot, logic_peers[pivot][i], xyz))
				wing[wings++] = logic_peers[pivot][i];
		for (int i = 0; i < wings; i++)
			for (int j = i + 1; j < wings; j++)
				if (try_wing(p, pivot, wing[i], wing[j], xyz, step))
					return true;
	}
	return false;
}

bool find_xy_wing(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	return find_wing(p, false, step);
}

bool find_xyz_wing(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	return find_wing(p, true, step);
}
