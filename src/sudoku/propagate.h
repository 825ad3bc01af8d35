/*
 * propagate.h - cheap deductions before the exact-cover search (private).
 *
 * Naked singles, hidden singles and locked candidates (pointing and
 * claiming) are sound: every solution of the puzzle agrees with what they
 * settle. So a puzzle they fill completely has exactly that one solution,
 * and one they stall on keeps all its solutions when the settled cells are
 * required and the eliminated candidates excluded before the search. The
 * solver runs them first because a bitmask step costs a few instructions
 * where the engine covers and uncovers dozens of links for the same forced
 * move; the search then starts from a smaller problem.
 *
 * The tables are built once per shape; the work state belongs to the
 * caller, so one solver holds both and nothing is allocated per puzzle.
 */
#ifndef SUDOKU_PROPAGATE_H
#define SUDOKU_PROPAGATE_H

#include "units.h"

/*
 * Two units sharing two or more cells: a box and a line, say. Its cells are
 * listed in propagator.pair_cells from `first` on: the shared cells, then
 * the cells only in a, then those only in b.
 */
struct unit_pair {
	int32_t first;
	int16_t shared, a_only, b_only; /* how many cells of each kind */
};

/* 64-bit words of a set of cells. */
#define CELL_WORDS ((SUDOKU_MAX_CELLS + 63) / 64)

struct propagator {
	int n, cells;
	int words;    /* words of a set of this shape's cells */
	uint64_t all; /* bits 1..n: every digit */
	struct units units;
	int32_t *peer_start; /* cells + 1 entries: peers of c are peer[peer_start[c] ..] */
	int16_t *peer;
	uint64_t *peer_set;  /* the same peers as a set of cells: peer_set[c * words ..] */
	uint64_t *unit_set;  /* the cells of each unit as a set: unit_set[u * words ..] */
	struct unit_pair *pair;
	int pair_count;
	int16_t *pair_cells;
	bool nine; /* 9x9, rows, columns and regions alone: the deductions' unrolled copy */
};

/* 0, or SUDOKU_ENOMEM. propagator_finish() frees what init allocated. */
int propagator_init(struct propagator *p, const struct sudoku_shape *shape);
void propagator_finish(struct propagator *p);

/* An elimination made by locked candidates: digit `digit` cannot go in `cell`. */
struct elimination {
	int16_t cell;
	uint8_t digit;
};

/* What one puzzle came to. */
struct propagation {
	int n;                              /* the size */
	uint8_t value[SUDOKU_MAX_CELLS];    /* digit of each settled cell, 0 if open */
	uint64_t cand[SUDOKU_MAX_CELLS];    /* candidates (bits 1..n) of each open cell */
	/* the open cells where each digit is still a candidate: cand[] read the other way */
	uint64_t spots[SUDOKU_MAX_SIZE + 1][CELL_WORDS];
	uint64_t placed[MAX_UNITS];         /* digits placed in each unit */
	int open;                           /* cells not settled */
	int settled;                        /* cells settled beyond the givens */
	struct elimination elim[4 * SUDOKU_MAX_CELLS]; /* locked candidates; more are not kept */
	int elim_count;
	/* naked singles waiting to be placed; one more, as a push writes before it counts */
	int queue[SUDOKU_MAX_CELLS + 1];
	int queued;
	/* a base's cells that may have a single candidate (see propagate_from) */
	uint64_t maybe_single[CELL_WORDS];
	/* a base's cells holding each digit as sets, [0] the open ones: kept by
	   propagate_givens and propagate_unplace alone, not in the work state */
	uint64_t holding[SUDOKU_MAX_SIZE + 1][CELL_WORDS];
};

/*
 * Runs the deductions on `puzzle` (givens already checked not to clash).
 * Returns 1 when they fill the grid (the only solution is in w->value), 0
 * when they stall with cells open, -1 when they find a contradiction (no
 * solution). `locked` turns locked candidates on.
 */
int propagate(const struct propagator *p, const struct sudoku_grid *puzzle, bool locked,
              struct propagation *w);

/*
 * The same, with digit `digit` ruled out of the empty cell `cell` from the
 * start (and listed among the eliminations): the puzzle's solutions that do
 * not put that digit there. The generator asks this of a puzzle with one
 * clue removed: any second solution must differ from the first in that cell.
 */
int propagate_excluding(const struct propagator *p, const struct sudoku_grid *puzzle, int cell,
                        int digit, bool locked, struct propagation *w);

/*
 * The generator's checks come one after another on puzzles that differ by
 * a clue or two, so the part of the work that depends on the givens alone
 * (what each unit holds, what each open cell is left) is kept between them
 * instead of redone: a few dozen cells change where the whole grid was
 * recomputed.
 *
 * propagate_givens() places the givens of `puzzle` in `base` and stops
 * there: the number of givens, or -1 when they clash or leave a cell
 * nothing. propagate_unplace() empties the given `cell` of such a base.
 * propagate_from() runs the deductions on the base's puzzle without the
 * given `cell` and with its digit ruled out there, as propagate_excluding()
 * does, from a copy of `base` (which it leaves as it was). The deductions
 * reach the same state in any order, so the results are the same too.
 */
int propagate_givens(const struct propagator *p, const struct sudoku_grid *puzzle,
                     struct propagation *base);
void propagate_unplace(const struct propagator *p, struct propagation *base, int cell);
int propagate_from(const struct propagator *p, const struct propagation *base, int cell,
                   bool locked, struct propagation *w);

#endif
