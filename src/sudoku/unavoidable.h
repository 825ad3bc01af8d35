/*
 * unavoidable.h - unavoidable sets of a full grid (private).
 *
 * A set of cells of a full grid S is unavoidable when another full grid S'
 * differs from S in exactly those cells: a puzzle with no clue in the set
 * has S' as a solution as well as S. The generator finds some sets of each
 * grid it digs and, before a uniqueness check, asks whether the cells it is
 * about to empty would leave one of them without a clue; then the answer is
 * "not unique" with no search.
 *
 * The sets found are the two-digit swaps: for digits a and b, join the cell
 * of a and the cell of b in every unit; swapping a and b in one connected
 * part keeps each unit's pair whole, so it gives another valid grid. The
 * smallest part is the familiar rectangle of four cells in two boxes.
 *
 * Cells are bits, `words` 64-bit words a set, so every size fits. The
 * tables are allocated once per shape; nothing is allocated per grid.
 */
#ifndef SUDOKU_UNAVOIDABLE_H
#define SUDOKU_UNAVOIDABLE_H

#include "units.h"

struct unavoidable {
	int cells, words;      /* cells of the grid; 64-bit words per set */
	int count, capacity;   /* sets found, sets there is room for */
	uint64_t *bits;        /* set k is bits[k * words ...] */
	int per_cell;          /* room for the sets through one cell */
	int32_t *through;      /* how many sets hold each cell */
	int32_t *member;       /* sets holding c: member[c * per_cell ...], through[c] of them */
};

/* 0, or SUDOKU_ENOMEM; unavoidable_finish() frees (also after a failed init). */
int unavoidable_init(struct unavoidable *u, int size);
void unavoidable_finish(struct unavoidable *u);

/* Replaces the sets by the two-digit swaps of the full grid `full`, whose units are `units`. */
void unavoidable_find(struct unavoidable *u, const struct units *units,
                      const struct sudoku_grid *full);

/*
 * Whether some set through one of the `count` cells of `cells`, just
 * emptied, has no clue left among `clues` (the puzzle's clues after the
 * emptying, as bits like a set's). Sets away from those cells are not
 * looked at: the puzzle before, with a single solution, had a clue in each.
 */
bool unavoidable_uncovered(const struct unavoidable *u, const uint64_t *clues, const int *cells,
                           int count);

#endif
