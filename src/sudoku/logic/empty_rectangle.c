/*
 * empty_rectangle.c - HoDoKu's empty rectangle (5.7): a box whose places
 * for digit d all lie on one row r and one column c of it (an L, a T or a
 * cross; not all on one line, which would be locked candidates), and a
 * strong link for d in a column c2 outside the box's stack, one end on row
 * r at P, the other at Q on a row r2 outside the box's band.
 *
 *        c   c2               If T = r2c held d, Q would not, so P would;
 *      +---+                  then the box would keep d neither on row r
 *   r  |x x|. P               (P sees it) nor on column c (T sees it).
 *      |x  |                  So T loses d. The same holds with rows and
 *      +---+                  columns swapped.
 *   r2   T   Q
 *
 * As a chain: (d)Q=P-(box on row r)=(box on column c), and T sees both
 * ends. The box's two parts are grouped nodes: its cells on row r but not
 * column c, and its cells on column c (the crossing cell with them).
 */
#include "logic.h"

#include <stdio.h>

/* A grouped node of digit d: the cells of `box` with d on line `line`, but not at `skip`. */
static struct sudoku_chain_node box_part(const struct sudoku_pencil *p, int d, int box,
                                         bool by_rows, int line, int skip)
{
	struct sudoku_chain_node node = {.digit = (uint8_t)d};
	for (int pos = 0; pos < 9; pos++) {
		int cell = line_cell(by_rows, line, pos);
		if (pos != skip && box_of(cell) == box && (p->cand[cell] & BIT(d)) && node.cell_count < 3)
			node.cells[node.cell_count++] = (uint8_t)cell;
	}
	return node;
}

/* The step, once T is known to hold d: (d)Q=P-(row part)=(column part) => T<>d. */
static void record(const struct sudoku_pencil *p, int d, int box, bool by_rows, int r, int c,
                   int q, int pc, int t, struct sudoku_step *step)
{
	step_start(step, SUDOKU_LOGIC_EMPTY_RECTANGLE, 57);
	step_eliminate(step, p, t, d);
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[18 + box][k];
		if (p->cand[cell] & BIT(d))
			step_cause(step, cell, d);
	}
	step_cause(step, q, d);
	step_cause(step, pc, d);
	struct sudoku_chain_node line = box_part(p, d, box, by_rows, r, c),
	                         cross = box_part(p, d, box, !by_rows, c, -1);
	if (chain_open(step, 0)) {
		chain_add(step, q, d, SUDOKU_LINK_STRONG);
		chain_add(step, pc, d, SUDOKU_LINK_STRONG);
		chain_add_node(step, &line, SUDOKU_LINK_WEAK);
		chain_add_node(step, &cross, SUDOKU_LINK_STRONG);
	}
	snprintf(step->detail, sizeof step->detail, "on %d in box %d", d, box + 1);
}

/*
 * The box's places (bit k: the box's k-th cell) on line r and cross line c
 * (0-2 inside the box, by_rows: r a row) and nowhere else, on both parts.
 */
static bool box_shape(unsigned places, int r, int c, bool by_rows)
{
	unsigned line = 0, cross = 0;
	for (int k = 0; k < 9; k++) {
		int kr = by_rows ? k / 3 : k % 3, kc = by_rows ? k % 3 : k / 3;
		if (kr == r)
			line |= 1u << k;
		if (kc == c)
			cross |= 1u << k;
	}
	return (places & ~(line | cross)) == 0 && (places & line & ~cross) &&
	       (places & cross & ~line);
}

/* The rectangle in `box` on line r (a row when by_rows) and cross line c, if any. */
static bool try_box(const struct sudoku_pencil *p, const struct places *pl, int d, int box,
                    bool by_rows, int r, int c, struct sudoku_step *step)
{
	int band = by_rows ? box / 3 : box % 3, stack = by_rows ? box % 3 : box / 3;
	/* the strong link runs along a cross line c2 outside the box's stack */
	for (int c2 = 0; c2 < 9; c2++) {
		unsigned ends = pl->at[by_rows ? 9 + c2 : c2][d]; /* positions on that cross line */
		if (c2 / 3 == stack || bit_count(ends) != 2 || !(ends >> r & 1))
			continue;
		int r2 = lowest_digit(ends & ~(1u << r)) - 1;
		int t = line_cell(by_rows, r2, c);
		if (r2 / 3 == band || !(p->cand[t] & BIT(d)))
			continue;
		record(p, d, box, by_rows, r, c, line_cell(by_rows, r2, c2), line_cell(by_rows, r, c2), t, step);
		return true;
	}
	return false;
}

bool find_empty_rectangle(const struct sudoku_pencil *p, const struct places *pl,
                          struct sudoku_step *step)
{
	for (int d = 1; d <= 9; d++)
		for (int box = 0; box < 9; box++) {
			unsigned places = pl->at[18 + box][d];
			if (bit_count(places) < 2)
				continue;
			int band = box / 3, stack = box % 3;
			for (int by_rows = 1; by_rows >= 0; by_rows--)
				for (int i = 0; i < 3; i++)
					for (int j = 0; j < 3; j++) {
						int r = (by_rows ? band : stack) * 3 + i;
						int c = (by_rows ? stack : band) * 3 + j;
						if (box_shape(places, i, j, by_rows) &&
						    try_box(p, pl, d, box, by_rows, r, c, step))
							return true;
					}
		}
	return false;
}
