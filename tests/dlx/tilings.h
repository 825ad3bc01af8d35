/*
 * tilings.h - tilings of a rectangle as exact cover, which the memo's
 * tests count (OEIS A028469 and A004003 give the domino counts): one
 * primary item a cell, an option a piece. Many orders of placing pieces
 * cover the same cells, which is what the memo finds again. Static
 * functions: include it in one test file each.
 */
#ifndef TESTS_TILINGS_H
#define TESTS_TILINGS_H

#include "dlx.h"

#include <stdbool.h>
#include <stdint.h>

/*
 * Adds a piece on `length` cells; with `coloured`, also the secondary item
 * `shared` with colour 1. The option's number, or a negative error.
 */
static int tilings_add_piece(struct dlx_problem *pb, const int *cells, int length, int shared,
                             bool coloured)
{
	int items[4], colours[4] = {0, 0, 0, 0};
	for (int k = 0; k < length; k++)
		items[k] = cells[k];
	if (coloured) {
		items[length] = shared;
		colours[length++] = 1;
	}
	return dlx_add_option(pb, items, coloured ? colours : NULL, length);
}

/*
 * Tilings of a rows x cols board (at most 64 cells) without the cells in
 * `holes` (a bit a cell): dominoes and, with `trominoes`, straight
 * trominoes, each cell's pieces across before down. A hole is an option
 * of its own, which alone covers it. With `coloured`, every option also
 * takes one secondary item with colour 1: the same tilings, in a coloured
 * problem. NULL when memory runs out.
 */
static struct dlx_problem *tilings_problem(int rows, int cols, uint64_t holes, bool trominoes,
                                           bool coloured)
{
	int cells = rows * cols;
	struct dlx_problem *pb = dlx_problem_create(cells, coloured ? 1 : 0);
	for (int cell = 0; pb && cell < cells; cell++) {
		int r = cell / cols, c = cell % cols;
		int steps[2] = {1, cols}, room[2] = {cols - c, rows - r};
		if (holes >> cell & 1 && tilings_add_piece(pb, &cell, 1, cells, coloured) < 0)
			goto failed;
		for (int d = 0; d < 2; d++)
			for (int length = 2; length <= (trominoes ? 3 : 2) && length <= room[d]; length++) {
				int piece[3];
				bool free_cells = true;
				for (int k = 0; k < length; k++) {
					piece[k] = cell + k * steps[d];
					free_cells = free_cells && !(holes >> piece[k] & 1);
				}
				if (free_cells && tilings_add_piece(pb, piece, length, cells, coloured) < 0)
					goto failed;
			}
	}
	return pb;
failed:
	dlx_problem_destroy(pb);
	return NULL;
}

#endif
