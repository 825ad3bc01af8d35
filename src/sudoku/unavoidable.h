/*
 * unavoidable.h - private: unavoidable sets of a full grid, for the generator.
 *
 * Take two digits a and b and a set T of the cells of the grid that hold
 * them. If every unit has its a cell and its b cell both in T or both out,
 * swapping a and b inside T gives another valid grid, which agrees with the
 * first everywhere outside T. So a puzzle of that grid with no clue in T has
 * at least two solutions: every proper puzzle keeps a clue in each such set.
 * The smallest such sets for a pair of digits are the groups of a-and-b cells
 * that units tie together (a cell's unit partner holds the other digit).
 *
 * The generator keeps them and, before it searches for a second solution,
 * asks whether emptying the cells it wants to empty would leave one of them
 * without a clue: then the answer is "not unique" with no search at all.
 */
#ifndef SUDOKU_UNAVOIDABLE_H
#define SUDOKU_UNAVOIDABLE_H

#include "units.h"

#include <stdbool.h>
#include <stdint.h>

#define CELL_WORDS ((SUDOKU_MAX_CELLS + 63) / 64)
#define UNAVOIDABLE_MAX 256

struct cell_set {
	uint64_t word[CELL_WORDS];
};

struct unavoidable {
	int words; /* words in use: the grid's cells / 64, rounded up */
	int count;
	struct cell_set set[UNAVOIDABLE_MAX];
};

static inline void cell_set_add(struct cell_set *s, int cell)
{
	s->word[cell / 64] |= (uint64_t)1 << (cell % 64);
}

static inline void cell_set_remove(struct cell_set *s, int cell)
{
	s->word[cell / 64] &= ~((uint64_t)1 << (cell % 64));
}

/* The sets of `full` (a solved grid of the units' shape); the smallest UNAVOIDABLE_MAX if more. */
void unavoidable_find(const struct units *units, const struct sudoku_grid *full,
                      struct unavoidable *u);

/* Whether some set has no cell in `clues`. */
bool unavoidable_emptied(const struct unavoidable *u, const struct cell_set *clues);

#endif
