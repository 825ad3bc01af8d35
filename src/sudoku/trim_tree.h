/*
 * trim_tree.h - the trimmed searches' trees walked on bit sets (private;
 * used by rate.c, after trim.h).
 *
 * On the 9x9 shapes whose options all have four items (the classic grid,
 * jigsaws) a trimmed search's tree is small, and most of the engine's work
 * on it is the build of each order's problem. This walk needs no build: a
 * state is the set of live options and a key per item, its length above
 * its place in the order's list, so the smallest key is the engine's
 * choice (the fewest options, ties to the first place) and a key of
 * length 0 its dead end. It counts the nodes and guesses the engine's
 * search in that order would, less the givens' forced moves (trim_tree.c
 * has the argument; a test compares both on many puzzles and orders).
 */
#ifndef SUDOKU_TRIM_TREE_H
#define SUDOKU_TRIM_TREE_H

#include "trim.h"

#include <stdbool.h>
#include <stdint.h>

#define TREE_ITEMS 324   /* 4 x 81: the 9x9 shapes' items */
#define TREE_OPTIONS 729 /* 9 x 81 */
#define TREE_KEYS 336    /* the items rounded up to whole vectors; the rest stay at the top */
#define TREE_WORDS 12    /* 64-bit words of a set of options */
#define TREE_LEVELS 82   /* the root and one a cell */

/* A node's state: the live options, and a key per place of the order's list. */
struct tree_state {
	int16_t key[TREE_KEYS];
	uint64_t live[TREE_WORDS];
};

struct trim_tree {
	bool applies;                                    /* false: trim_search as before */
	int orders;
	uint64_t (*conflict)[TREE_WORDS];                /* each option's: the others sharing an item */
	uint16_t (*item_option)[9];                      /* each item's options (item: order 0's place) */
	int32_t (*item_at)[TREE_ITEMS];                  /* orders x places: the item there (32 bits:
	                                                    read by vector gathers) */
	int16_t (*place)[TREE_OPTIONS][4];               /* orders x options: their items' places */
	struct tree_state *state;                        /* one a level */
	struct tree_frame *frame;                        /* one a level: the item tried, the next option */
	uint64_t base_live[TREE_WORDS];                  /* the puzzle's live options */
	int32_t base_key[TREE_ITEMS];                    /* its keys by item, less their places */
	int16_t forced[TREE_LEVELS];                     /* the moves forced from the givens, in the base */
	int forced_moves;                                /* how many */
	int16_t solution[TREE_LEVELS];                   /* the options of order 0's first solution */
	int solution_moves;                              /* how many (-1: none found) */
};

/* Results of trim_tree_count. */
struct tree_count {
	uint64_t nodes, guesses, solutions;
	bool stopped; /* by the node limit or a second solution */
};

/*
 * Reads `t`'s tables (trim_init done). 0, or SUDOKU_ENOMEM; tree->applies
 * false when the shape is not one this walk knows. trim_tree_finish frees
 * (also after a failed init).
 */
int trim_tree_init(struct trim_tree *tree, const struct trim *t);
void trim_tree_finish(struct trim_tree *tree);

/*
 * The live options and the lengths of `puzzle` (9x9, its givens checked and
 * not clashing): the options trim_puzzle would keep, less the givens', and
 * less the moves every order's walk is forced to make first (see
 * take_forced in trim_tree.c).
 */
void trim_tree_puzzle(struct trim_tree *tree, const struct sudoku_grid *puzzle);

/*
 * Counts the kept options' solutions to 2 in the tie-break order of
 * `order`, entering at most node_limit nodes past the givens' (0: no
 * limit). On a tree with one solution, walked to its end, the counts are
 * trim_search's less the givens' nodes; `stopped` when it stops.
 */
struct tree_count trim_tree_count(struct trim_tree *tree, int order, uint64_t node_limit);

/*
 * The solution order 0's walk found, givens and moves, into *solution
 * (9x9); false when that walk found none. Read after the counts say the
 * tree has exactly one.
 */
bool trim_tree_solution(const struct trim_tree *tree, const struct sudoku_grid *puzzle,
                        struct sudoku_grid *solution);

#endif
