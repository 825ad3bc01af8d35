/*
 * reduce.h - the exact-cover problem that is left after the deductions
 * (private).
 *
 * Once propagate() stalls, only the open cells and the digits each unit
 * still misses are in play. reduce_build() writes exactly that problem: an
 * item per open cell and per (unit, missing digit), an option per remaining
 * candidate. Its solutions are the puzzle's, cell for cell, so the engine
 * searches a matrix a third the size of the full one, with no givens to
 * require and release; small enough to stay in the processor's first-level
 * cache, with a shorter scan for the item with fewest options.
 */
#ifndef SUDOKU_REDUCE_H
#define SUDOKU_REDUCE_H

#include "dlx.h"
#include "propagate.h"

struct reduced {
	struct dlx_problem *problem;   /* rebuilt for each puzzle, memory kept */
	int16_t *option_cell;          /* cell of each option (when built `named`) */
	uint8_t *option_digit;         /* digit of each option (likewise) */
	int32_t *unit_item;            /* scratch: item of (unit, digit) for the digits it misses */
	int32_t *cell_item;            /* scratch: item of each open cell */
	uint32_t *order;               /* scratch: the open cells, sorted (see reduce.c) */
	int16_t *open_cell;            /* scratch: the open cells in reading order */
	int *pending;                  /* scratch: options not yet handed to the engine */
	int pending_size, pending_count; /* their size (all the same) and number */
	int added;                     /* options handed to the engine so far */
	bool three_units;              /* every cell has three units (all shapes but X) */
};

/* 0 or SUDOKU_ENOMEM; reduce_finish() frees (also after a failed init). */
int reduce_init(struct reduced *r, const struct propagator *p);
void reduce_finish(struct reduced *r);

/*
 * Builds r->problem from the stalled deductions `w`. With `lead` (a digit
 * per cell, or NULL), each open cell's option for its lead digit comes
 * before its others in every item's list, so the search tries the lead
 * first: a search for a solution near a known one finds it sooner. A search
 * that runs to the end visits the same nodes in any order. `named`: whether
 * option_cell and option_digit are wanted (to read a solution back); a
 * uniqueness check goes without. 0 or SUDOKU_ENOMEM.
 */
int reduce_build(struct reduced *r, const struct propagator *p, const struct propagation *w,
                 const uint8_t *lead, bool named);

#endif
