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
 * Whether a two-candidate cell can be a wing of pivot: for an XY-wing one
 * of its candidates is the pivot's (the other is z), for an XYZ-wing both
 * (z is one).
 */
static bool wing_fits(const struct sudoku_pencil *p, int pivot, int cell, bool xyz)
{
	unsigned pm = p->cand[pivot], cm = p->cand[cell];
	return xyz ? (cm & ~pm) == 0 : bit_count(cm & pm) == 1;
}

/* The cells with `count` candidates, as logic_peer_bits' sets. */
static void cells_with(const struct sudoku_pencil *p, int count, uint64_t *set)
{
	set[0] = set[1] = 0;
	for (int cell = 0; cell < 81; cell++)
		set[cell / 64] |= (uint64_t)(bit_count(p->cand[cell]) == count) << (cell % 64);
}

/*
 * Pivots and wings are taken from sets in cell order, which is the order
 * of logic_peers: the first wing found is the one a scan of the lists finds.
 */
static bool find_wing(const struct sudoku_pencil *p, bool xyz, struct sudoku_step *step)
{
	uint64_t two[2], pivots[2];
	cells_with(p, 2, two);
	if (xyz)
		cells_with(p, 3, pivots);
	else
		pivots[0] = two[0], pivots[1] = two[1];
	for (int w = 0; w < 2; w++)
		for (uint64_t left = pivots[w]; left; left &= left - 1) {
			int pivot = w * 64 + __builtin_ctzll(left);
			int wing[20], wings = 0; /* the peers that fit, in peer order */
			for (int v = 0; v < 2; v++)
				for (uint64_t m = logic_peer_bits[pivot][v] & two[v]; m; m &= m - 1) {
					int cell = v * 64 + __builtin_ctzll(m);
					if (wing_fits(p, pivot, cell, xyz))
						wing[wings++] = cell;
				}
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
