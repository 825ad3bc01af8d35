/*
 * generate.c - puzzles with exactly one solution, reproducible from a seed.
 *
 * One puzzle is made in two steps:
 *
 *   1. fill:  a random full grid. Up to 9x9 with plain boxes the cells are
 *             filled in reading order with digits drawn from the generator's
 *             RNG (fill.c); other grids come from the engine solving the
 *             empty grid with its option lists shuffled from the same RNG.
 *             Either way each grid is a fresh random one.
 *   2. dig:   the cells are grouped by the symmetry (orbits: 1, 2 or 4
 *             cells), the groups are put in random order, and each group is
 *             emptied in turn unless the puzzle would then have a second
 *             solution (the engine counts to 2). A kept clue never becomes
 *             removable later, since fewer clues only allow more solutions,
 *             so one pass leaves a puzzle from which no group can go: without
 *             symmetry, a minimal puzzle.
 *
 * A target clue count stops the dig early; a target that one grid cannot
 * reach (or a wanted rating not met) sends us back to step 1, a bounded
 * number of times.
 *
 * Two solvers: `filler` is reshuffled before every full grid it makes; `checker`
 * keeps the plain order for the uniqueness checks, which are most of the
 * work. Removing one clue c from a unique puzzle with solution S leaves it
 * unique exactly when no solution puts another digit than S[c] in c (see
 * solver.h), so a single cell costs one search for any solution with that
 * digit ruled out, most often settled by the solver's deductions alone
 * (propagate.h) before the engine is asked. A symmetric group of cells
 * needs the plain count to 2, which the same deductions usually settle too.
 *
 * Each count has a node budget, so the time per puzzle is bounded and the
 * same on every machine (a time limit would not be reproducible). A count
 * that runs out of budget keeps its clues: every puzzle is proven unique,
 * but it is proven minimal only when no count ran out. 16x16 counts have a
 * long tail (median 2,500 nodes, a few over 200,000), which is why the
 * default budget is ten times smaller than the one `minimal` uses.
 */
#include "sudoku_logic.h"
#include "../util/random.h"
#include "fill.h"
#include "generator.h"
#include "solver.h"
#include "unavoidable.h"
#include "valid.h"

#include <stdlib.h>

/* Full grids that fail to come within the node limit are simply redrawn (rare). */
#define FILL_TRIES 100
/* Steps of a cell-by-cell fill (fill.c) before the engine takes over: of 10,000 9x9 walks,
   95 % took under 400 steps and none over 1,600. */
#define FILL_STEPS 20000
/* Node budgets per cell of the grid: 8,100 / 81,000 nodes on 9x9, where counts stay below 1,000. */
#define FILL_NODES_PER_CELL 100
#define CHECK_NODES_PER_CELL 100
#define MINIMAL_CHECK_NODES_PER_CELL 1000


const char *sudoku_symmetry_name(enum sudoku_symmetry symmetry)
{
	static const char *const names[SUDOKU_SYMMETRY_COUNT] = {
		"none", "rot180", "rot90", "mirror", "flip", "diagonal", "random"};
	if ((int)symmetry < 0 || symmetry >= SUDOKU_SYMMETRY_COUNT)
		return "?";
	return names[symmetry];
}

/* Where one symmetry operation sends (r, c). */
static int image(int n, enum sudoku_symmetry symmetry, int cell)
{
	int r = cell / n, c = cell % n;
	switch (symmetry) {
	case SUDOKU_SYMMETRY_ROT180: return (n - 1 - r) * n + (n - 1 - c);
	case SUDOKU_SYMMETRY_ROT90: return c * n + (n - 1 - r);
	case SUDOKU_SYMMETRY_MIRROR: return r * n + (n - 1 - c);
	case SUDOKU_SYMMETRY_FLIP: return (n - 1 - r) * n + c;
	case SUDOKU_SYMMETRY_DIAGONAL: return c * n + r;
	default: return cell;
	}
}

int sudoku_symmetry_orbit(int size, enum sudoku_symmetry symmetry, int cell, int *cells)
{
	if (!cells || size < 1 || size > SUDOKU_MAX_SIZE || cell < 0 || cell >= size * size ||
	    (int)symmetry < 0 || symmetry >= SUDOKU_SYMMETRY_RANDOM)
		return SUDOKU_EINVAL;
	/* Each operation, applied again and again, cycles back to the start within 4 steps. */
	int count = 0, next = cell;
	do {
		cells[count++] = next;
		next = image(size, symmetry, next);
	} while (next != cell && count < 4);
	return count;
}

static uint64_t scaled_limit(int n, uint64_t per_cell)
{
	return per_cell * (uint64_t)n * (uint64_t)n;
}

struct sudoku_generator *sudoku_generator_create(const struct sudoku_shape *shape, uint64_t seed)
{
	if (!regions_valid(shape))
		return NULL;
	struct sudoku_generator *gen = calloc(1, sizeof *gen);
	if (!gen)
		return NULL;
	gen->shape = *shape;
	gen->filler = sudoku_solver_create(shape);
	gen->checker = sudoku_solver_create(shape);
	if (!gen->filler || !gen->checker || unavoidable_init(&gen->sets, shape->size) != 0) {
		sudoku_generator_destroy(gen);
		return NULL;
	}
	units_build(&gen->units, shape);
	rng_seed(&gen->rng, seed);
	gen->fill_node_limit = scaled_limit(shape->size, FILL_NODES_PER_CELL);
	return gen;
}

void sudoku_generator_reseed(struct sudoku_generator *gen, uint64_t seed)
{
	if (!gen)
		return;
	/* the filler is reshuffled from the rng before every grid, and a shuffle
	   depends on its seed alone, so the rng is all the history there is */
	rng_seed(&gen->rng, seed);
}

uint64_t sudoku_seed_for(uint64_t seed, uint64_t index)
{
	uint64_t state = seed + index * 0x9e3779b97f4a7c15u; /* splitmix64 steps by this much */
	return splitmix64(&state);
}

void sudoku_generator_destroy(struct sudoku_generator *gen)
{
	if (!gen)
		return;
	sudoku_solver_destroy(gen->filler);
	sudoku_solver_destroy(gen->checker);
	unavoidable_finish(&gen->sets);
	free(gen->hard);
	free(gen);
}

/*
 * Step 1: a random full grid. Returns 0, 1 when no grid came (a shape with
 * none?), or ENOMEM. Small grids with plain boxes are drawn cell by cell
 * (fill.c), the engine taking over if that walk runs out of steps; the
 * others come from the engine.
 */
static int fill(struct sudoku_generator *gen, struct sudoku_grid *grid)
{
	/* plain boxes only: with diagonals two thirds of 9x9 walks need over 20,000
	   steps, and the unit tables leave windoku's windows out */
	bool plain = !gen->shape.diagonals && !gen->shape.windows && !gen->shape.jigsaw;
	if (plain && gen->shape.size <= FILL_BY_ROWS_MAX &&
	    fill_by_rows(&gen->units, gen->shape.size, &gen->rng, FILL_STEPS, grid))
		return 0;
	struct sudoku_grid empty;
	sudoku_grid_clear(&empty, gen->shape.size);
	struct sudoku_solve_options first = {.solution_limit = 1, .node_limit = gen->fill_node_limit};
	for (int k = 0; k < FILL_TRIES; k++) {
		if (sudoku_solver_shuffle(gen->filler, rng_next(&gen->rng)) != 0)
			return SUDOKU_ENOMEM;
		struct sudoku_result result;
		sudoku_solve(gen->filler, &empty, &first, grid, &result);
		if (result.status == SUDOKU_SOLVED)
			return 0;
	}
	return 1;
}

/* What the solver's status says about uniqueness, the question being "is there another?". */
static enum verdict verdict_of_other(const struct sudoku_result *result)
{
	switch (result->status) {
	case SUDOKU_SOLVED: return NOT_UNIQUE;
	case SUDOKU_NO_SOLUTION: return UNIQUE;
	default: return UNKNOWN;
	}
}

/*
 * Whether `puzzle`, dug from the full grid `full` by emptying the `size`
 * cells of `orbit`, still has exactly one solution.
 */
static enum verdict check_unique(struct sudoku_generator *gen, const struct sudoku_grid *puzzle,
                                 const struct sudoku_grid *full, const int *orbit, int size)
{
	struct sudoku_result result;
	if (size == 1) {
		/* out of memory proves nothing: the clue stays */
		if (solver_find_other(gen->checker, puzzle, full, orbit[0], gen->check_node_limit,
		                      &result) != 0)
			return UNKNOWN;
		return verdict_of_other(&result);
	}
	struct sudoku_solve_options two = {.solution_limit = 2, .node_limit = gen->check_node_limit};
	if (sudoku_solve(gen->checker, puzzle, &two, NULL, &result) != 0)
		return UNKNOWN;
	switch (result.status) {
	case SUDOKU_SOLVED: return UNIQUE;
	case SUDOKU_MULTIPLE: return NOT_UNIQUE;
	default: return UNKNOWN;
	}
}

/* The groups' representatives (the smallest cell of each orbit), in random order. */
static int shuffled_groups(struct sudoku_generator *gen, enum sudoku_symmetry symmetry)
{
	int n = gen->shape.size, count = 0, orbit[4];
	for (int cell = 0; cell < n * n; cell++) {
		int size = sudoku_symmetry_orbit(n, symmetry, cell, orbit), smallest = cell;
		for (int k = 1; k < size; k++)
			if (orbit[k] < smallest)
				smallest = orbit[k];
		if (smallest == cell)
			gen->group[count++] = cell;
	}
	rng_shuffle(&gen->rng, gen->group, count);
	return count;
}

static void set_clue(uint64_t *clues, int cell, bool on)
{
	uint64_t bit = (uint64_t)1 << (cell % 64);
	clues[cell / 64] = on ? clues[cell / 64] | bit : clues[cell / 64] & ~bit;
}

/*
 * Whether `puzzle`, with the `size` cells of `orbit` just emptied, is still
 * unique: no when a known unavoidable set of the grid has lost its last
 * clue, else what a check finds.
 */
static enum verdict verdict_after_emptying(struct sudoku_generator *gen,
                                           const struct sudoku_grid *puzzle,
                                           const struct sudoku_grid *full, const int *orbit,
                                           int size)
{
	if (gen->use_sets && unavoidable_uncovered(&gen->sets, gen->clues, orbit, size))
		return NOT_UNIQUE;
	return check_unique(gen, puzzle, full, orbit, size);
}

/*
 * Step 2: empties groups of `puzzle` (a full grid) while it stays unique and
 * above `target` clues. Returns the clues left; *proven tells whether every
 * group was tried and every kept one proven necessary.
 */
static int dig(struct sudoku_generator *gen, struct sudoku_grid *puzzle,
               const struct sudoku_grid *full, enum sudoku_symmetry symmetry, int target,
               bool *proven)
{
	int n = gen->shape.size, clues = n * n, orbit[4];
	int groups = shuffled_groups(gen, symmetry);
	*proven = true;
	if (gen->use_sets)
		unavoidable_find(&gen->sets, &gen->units, full);
	for (int cell = 0; cell < n * n; cell++)
		set_clue(gen->clues, cell, true);
	for (int g = 0; g < groups; g++) {
		int size = sudoku_symmetry_orbit(n, symmetry, gen->group[g], orbit);
		if (clues - size < target) {
			*proven = false; /* not tried: would go below the target */
			continue;
		}
		uint8_t saved[4];
		for (int k = 0; k < size; k++) {
			saved[k] = puzzle->cell[orbit[k]];
			puzzle->cell[orbit[k]] = 0;
			set_clue(gen->clues, orbit[k], false);
		}
		enum verdict verdict = verdict_after_emptying(gen, puzzle, full, orbit, size);
		if (verdict == UNIQUE) {
			clues -= size;
			continue;
		}
		if (verdict == UNKNOWN)
			*proven = false;
		for (int k = 0; k < size; k++) {
			puzzle->cell[orbit[k]] = saved[k];
			set_clue(gen->clues, orbit[k], true);
		}
	}
	return clues;
}

/* Whether the SE-scale rater reads this shape's puzzles: plain 9x9 with 3x3 boxes. */
static bool rateable(const struct sudoku_shape *shape)
{
	return shape->size == 9 && shape->box_rows == 3 && !shape->diagonals && !shape->jigsaw &&
	       !shape->windows;
}

static bool options_valid(const struct sudoku_shape *shape,
                          const struct sudoku_generate_options *opt)
{
	int n = shape->size;
	bool range = opt->rating_max > 0;
	return opt->clues >= 0 && opt->clues <= n * n && opt->attempts >= 0 &&
	       (int)opt->symmetry >= 0 && opt->symmetry < SUDOKU_SYMMETRY_COUNT &&
	       (!opt->want_band ||
	        (rateable(shape) && opt->band >= 0 && opt->band < SUDOKU_BAND_COUNT)) &&
	       (!range || (rateable(shape) && opt->rating_min >= 0 && opt->rating_min <= opt->rating_max)) &&
	       (!opt->technique || (rateable(shape) && sudoku_logic_techniques_named(opt->technique)));
}

bool sudoku_generate_walks(const struct sudoku_shape *shape, const struct sudoku_generate_options *opt)
{
	if (!shape || !opt)
		return false;
	bool extreme = (opt->want_band && opt->band == SUDOKU_BAND_EXTREME) ||
	               (opt->rating_max > 0 && opt->rating_min >= 90);
	return extreme && rateable(shape) && opt->symmetry == SUDOKU_SYMMETRY_NONE && !opt->clues &&
	       !opt->minimal;
}


/* Whether a dug puzzle meets what the options ask of its clue count, minimality and rating. */
static bool fits(const struct sudoku_generator *gen, const struct sudoku_generate_options *opt,
                 const struct sudoku_generated *result)
{
	if (opt->clues > 0 && result->clues != opt->clues)
		return false;
	if (opt->minimal && !result->minimal)
		return false;
	int rating;
	return !rating_asked(opt) || rate_as_wanted(opt, &result->puzzle, &rating);
}

static enum sudoku_symmetry pick_symmetry(struct sudoku_generator *gen, enum sudoku_symmetry wanted)
{
	if (wanted != SUDOKU_SYMMETRY_RANDOM)
		return wanted;
	/* the five real symmetries sit between NONE and RANDOM */
	return (enum sudoku_symmetry)(SUDOKU_SYMMETRY_ROT180 + rng_below(&gen->rng, 5));
}

int sudoku_generate(struct sudoku_generator *gen, const struct sudoku_generate_options *options,
                    struct sudoku_generated *result)
{
	static const struct sudoku_generate_options defaults = {0};
	if (!gen || !result)
		return SUDOKU_EINVAL;
	if (!options)
		options = &defaults;
	if (!options_valid(&gen->shape, options))
		return SUDOKU_EINVAL;
	if (sudoku_generate_walks(&gen->shape, options))
		return generate_hard(gen, options, result);
	int attempts = options->attempts ? options->attempts : SUDOKU_GENERATE_ATTEMPTS;
	/* With `minimal` the dig runs to the end; the target is then a condition on the result. */
	int stop_at = options->minimal ? 0 : options->clues;
	gen->check_node_limit = scaled_limit(gen->shape.size, options->minimal
	                                                          ? MINIMAL_CHECK_NODES_PER_CELL
	                                                          : CHECK_NODES_PER_CELL);
	/* A set proves "not unique" where a check might have run out of budget
	   and said "unknown"; that would turn a puzzle `minimal` throws away into
	   one it keeps, changing the output for a seed. 9x9 and smaller checks
	   never come near their budget, so only larger minimal digs go without. */
	gen->use_sets = !options->minimal || gen->shape.size <= 9;
	*result = (struct sudoku_generated){.found = false};
	for (int a = 1; a <= attempts; a++) {
		result->attempts = a;
		result->symmetry = pick_symmetry(gen, options->symmetry);
		int err = fill(gen, &result->solution);
		if (err < 0)
			return err;
		if (err > 0)
			continue;
		result->puzzle = result->solution;
		result->clues = dig(gen, &result->puzzle, &result->solution, result->symmetry, stop_at,
		                    &result->minimal);
		if (fits(gen, options, result)) {
			result->found = true;
			return 0;
		}
	}
	return 0;
}

void sudoku_generate_options_init(struct sudoku_generate_options *options)
{
	if (options)
		*options = (struct sudoku_generate_options){0};
}
