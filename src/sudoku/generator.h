/*
 * generator.h - the generator's state, shared by the two ways it makes a
 * puzzle: digging a fresh full grid (generate.c) and walking near known
 * hard puzzles (generate_hard.c).
 */
#ifndef SUDOKU_GENERATOR_H
#define SUDOKU_GENERATOR_H

#include "sudoku.h"
#include "../util/random.h"
#include "unavoidable.h"
#include "units.h"

/* What a uniqueness check found. */
enum verdict { UNIQUE, NOT_UNIQUE, UNKNOWN };

struct sudoku_generator {
	struct sudoku_shape shape;
	struct sudoku_solver *filler;  /* reshuffled before each full grid */
	struct sudoku_solver *checker; /* plain order: uniqueness counts */
	struct rng rng;
	uint64_t fill_node_limit;
	uint64_t check_node_limit;     /* for the puzzle being made */
	int group[SUDOKU_MAX_CELLS];   /* representatives of the groups, in dig order */
	struct units units;
	struct unavoidable sets;       /* of the grid being dug */
	bool use_sets;                 /* for the puzzle being made (see sudoku_generate) */
	uint64_t clues[(SUDOKU_MAX_CELLS + 63) / 64]; /* the puzzle's clues as bits */
	uint8_t (*hard)[81];           /* the hard puzzles walked from, read on first use */
	int hard_count;
};

/*
 * The next puzzle rated within options->rating_min..rating_max, found by
 * a walk from a random hard puzzle (generate_hard.c): see sudoku_generate.
 */
int generate_hard(struct sudoku_generator *gen, const struct sudoku_generate_options *options,
                  struct sudoku_generated *result);

/*
 * Rates a puzzle with one solution on SE's scale (*rating, tenths; -1 when
 * the rater fails) and tells whether it is what the options ask: in the
 * band and the range, its hardest step of the technique (rated.c).
 */
bool rate_as_wanted(const struct sudoku_generate_options *options, const struct sudoku_grid *puzzle,
                    int *rating);

/* Whether the options ask anything of a puzzle's rating (rated.c). */
bool rating_asked(const struct sudoku_generate_options *options);

#endif
