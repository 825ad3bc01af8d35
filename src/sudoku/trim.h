/*
 * trim.h - the rater's searches on the options the givens leave (private;
 * used by rate.c, which has the argument for why they count as the full
 * matrix's searches do).
 *
 * For each shuffled copy of the full matrix the rater keeps, a trimmed
 * problem holds every item, numbered in that copy's tie-break order, and
 * only the givens' options and the options that share no item with a
 * given. It is rebuilt for each order of each puzzle in one reused
 * problem: far fewer nodes than the full matrix, and nothing to require
 * or release.
 */
#ifndef SUDOKU_TRIM_H
#define SUDOKU_TRIM_H

#include "dlx.h"
#include "sudoku.h"

struct trim {
	struct dlx_problem *problem; /* rebuilt for every search, memory kept */
	int n, items, options, orders;
	int size_max;                /* the most items an option has */
	int *option_item;            /* orders x options x size_max: each option's items,
	                                numbered by their places in each order's list */
	int *option_size;            /* each option's item count */
	int *kept;                   /* the options a puzzle keeps, its givens' first */
	int kept_count, givens;
	int *batch;                  /* the items of options on their way to the engine */
	bool *covered;               /* scratch: the items a puzzle's givens cover */
};

/*
 * Reads the item orders of `problems` (the full matrix, shuffled `orders`
 * ways) and the options' items. 0 or SUDOKU_ENOMEM; trim_finish frees (also
 * after a failed init).
 */
int trim_init(struct trim *t, struct dlx_problem *const *problems, int orders, int n);
void trim_finish(struct trim *t);

/* Keeps the options of `puzzle`, whose givens were checked and do not clash. */
void trim_puzzle(struct trim *t, const struct sudoku_grid *puzzle);

/*
 * Counts the kept options' solutions to 2 in the tie-break order of
 * `order`, entering at most node_limit nodes (0: no limit), into *stats.
 * 0, or SUDOKU_ENOMEM (*stats then says nothing).
 */
int trim_search(struct trim *t, int order, uint64_t node_limit, struct dlx_stats *stats);

#endif
