/*
 * solver.c - one solver for every shape and variant: one exact-cover matrix
 * per shape from the encoder, made when a search first needs it (a plain
 * shape's) and reused for every puzzle.
 *
 * A puzzle costs: check its givens, deduce what singles and locked
 * candidates settle (propagate.h), require the option of each settled cell
 * (which covers its items directly, no search step per given), search
 * what is left with a solution limit (2 proves uniqueness), release the
 * requirements newest first. Nothing is allocated per puzzle after the
 * first that needs the matrix.
 *
 * The classic 9x9 shape counts to one or two (solve, solve --unique, count
 * with such a limit, no node or time limit) with its own bit-parallel
 * search instead (bits9.h), which finds the same solutions in another
 * order: a puzzle it finds two solutions of takes the first one to report
 * from the engine, so that the grid printed stays the engine's first. Its
 * root places the givens anyway and sees a clash there, so the separate
 * check runs only on such a grid, to name the clashing pair; the search
 * settles grids of many givens for less than the deductions do too.
 *
 * A variant solver (sudoku_variant_solver_create) searches its encoder's
 * matrix, the variant's items and options included, with the givens
 * required and no deductions (those know rows, columns, regions and
 * diagonals, not windows, cages or pair rules). A killer's matrix depends on its
 * givens (placements that disagree with a cage are left out), so it is
 * built for each puzzle and re-shuffled when a seed was set; its solution
 * decodes from the chosen options' items: each (cell, digit) appears as a
 * cell item followed by its row-digit item.
 */
#include "bits9.h"
#include "encode.h"
#include "pairs.h"
#include "propagate.h"
#include "reduce.h"
#include "solver.h"
#include "valid.h"

#include <stdlib.h>
#include <string.h>

struct sudoku_solver {
	struct sudoku_shape shape;
	struct dlx_problem *problem;
	struct sudoku_grid *capture; /* where the first solution goes, or NULL */
	struct propagator propagator;
	struct propagation *work;    /* the current puzzle's deductions */
	struct propagation *base;    /* givens placed, kept between solver_find_other calls */
	struct sudoku_grid base_grid; /* the puzzle of `base` */
	bool base_ok;                 /* whether `base` holds base_grid */
	struct reduced reduced;      /* what is left of it for the engine */
	const uint8_t *lead;         /* digits the search tries first, or NULL */
	bool shuffled;               /* searches must use the shuffled full matrix */
	uint64_t seed;               /* the last shuffle's, for a killer's next matrix */
	struct variant *variant;     /* a variant solver's own part; NULL for the rest */
	struct bits9 *bits;          /* the classic 9x9 shape's own search, else NULL */
};

/* What a variant solver adds: its cages and room to decode its options. */
struct variant {
	bool killer;
	struct sudoku_cages cages;
	int items[SUDOKU_MAX_SIZE * SUDOKU_OPTION_MAX_ITEMS + 1];
};

struct sudoku_variant_solver {
	struct sudoku_solver *solver;
};

/* Plain 9x9 boxes of 3x3 and no other rule: the bits9 search's shape. */
static bool is_classic(const struct sudoku_shape *shape)
{
	return shape->size == 9 && shape->box_rows == 3 && shape->box_cols == 3 &&
	       !shape->diagonals && !shape->jigsaw && !shape->windows && !shape->anti_knight &&
	       !shape->anti_king && !shape->non_consecutive;
}

struct sudoku_solver *sudoku_solver_create(const struct sudoku_shape *shape)
{
	/* the deductions and the reduced problem know units only, not pair rules */
	if (!regions_valid(shape) || shape_has_pairs(shape))
		return NULL;
	struct sudoku_solver *solver = calloc(1, sizeof *solver);
	if (!solver)
		return NULL;
	solver->shape = *shape;
	solver->work = malloc(sizeof *solver->work);
	solver->base = malloc(sizeof *solver->base);
	if (!solver->work || !solver->base || propagator_init(&solver->propagator, shape) != 0) {
		free(solver->work);
		free(solver->base);
		free(solver);
		return NULL;
	}
	if (is_classic(shape)) {
		solver->bits = malloc(sizeof *solver->bits);
		if (!solver->bits) {
			sudoku_solver_destroy(solver);
			return NULL;
		}
		bits9_init(solver->bits);
	}
	if (reduce_init(&solver->reduced, &solver->propagator) != 0) {
		sudoku_solver_destroy(solver);
		return NULL;
	}
	return solver;
}

void sudoku_solver_destroy(struct sudoku_solver *solver)
{
	if (!solver)
		return;
	dlx_problem_destroy(solver->problem);
	propagator_finish(&solver->propagator);
	reduce_finish(&solver->reduced);
	free(solver->work);
	free(solver->base);
	free(solver->variant);
	free(solver->bits);
	free(solver);
}

const struct sudoku_shape *sudoku_solver_shape(const struct sudoku_solver *solver)
{
	return solver ? &solver->shape : NULL;
}

/*
 * The shape's full matrix, encoded when first needed: most runs search
 * only reduced problems, or none (bits9.h), and the encoding is the larger
 * part of a solver's making. NULL when out of memory, and for a killer's
 * variant solver until a puzzle gives it its cages.
 */
static struct dlx_problem *full_problem(struct sudoku_solver *solver)
{
	if (!solver->problem && !solver->variant)
		solver->problem = encode_problem(&solver->shape);
	return solver->problem;
}

int sudoku_solver_shuffle(struct sudoku_solver *solver, uint64_t seed)
{
	if (!solver)
		return SUDOKU_EINVAL;
	solver->shuffled = true;
	solver->seed = seed;
	if (!full_problem(solver)) /* a killer's is shuffled when it is built */
		return solver->variant ? 0 : SUDOKU_ENOMEM;
	return dlx_problem_shuffle(solver->problem, seed) == 0 ? 0 : SUDOKU_ENOMEM;
}

/*
 * Requires the option of every settled cell (givens and deductions) and
 * excludes the candidates that locked candidates ruled out: the search
 * starts where the deductions stopped. 0, SUDOKU_ECONFLICT, or SUDOKU_ENOMEM
 * when the requirements could not be recorded.
 */
static int require_settled(struct dlx_problem *problem, const struct propagation *work)
{
	int n = work->n;
	for (int cell = 0; cell < n * n; cell++) {
		int err = work->value[cell] ? dlx_require(problem, cell * n + work->value[cell] - 1) : 0;
		if (err)
			return err == DLX_ENOMEM ? SUDOKU_ENOMEM : SUDOKU_ECONFLICT;
	}
	for (int k = 0; k < work->elim_count; k++)
		if (dlx_exclude(problem, work->elim[k].cell * n + work->elim[k].digit - 1) == DLX_ENOMEM)
			return SUDOKU_ENOMEM;
	return 0;
}

/* Decodes the first solution's options into the capture grid (givens are already there). */
static int on_solution(void *user, const int *options, int count)
{
	struct sudoku_solver *solver = user;
	if (solver->capture) {
		int n = solver->shape.size;
		for (int k = 0; k < count; k++)
			solver->capture->cell[options[k] / n] = (uint8_t)(options[k] % n + 1);
		solver->capture = NULL;
	}
	return 0;
}

/* The same for a solution of the reduced problem, whose options have their own numbers. */
static int on_reduced_solution(void *user, const int *options, int count)
{
	struct sudoku_solver *solver = user;
	if (solver->capture) {
		for (int k = 0; k < count; k++)
			solver->capture->cell[solver->reduced.option_cell[options[k]]] =
				solver->reduced.option_digit[options[k]];
		solver->capture = NULL;
	}
	return 0;
}

/*
 * Searches what the deductions left. A shuffled solver (the generator's
 * source of random grids) keeps its full matrix, whose shuffled order is
 * the point; the others search the reduced problem (reduce.h). 0 or
 * SUDOKU_ENOMEM.
 */
static int search_engine(struct sudoku_solver *solver, struct dlx_search_options *search,
                         struct dlx_stats *stats)
{
	if (!solver->shuffled &&
	    reduce_build(&solver->reduced, &solver->propagator, solver->work, solver->lead,
	                 solver->capture != NULL) == 0) {
		/* no grid wanted (a uniqueness check): the engine need not name the options */
		search->on_solution = solver->capture ? on_reduced_solution : NULL;
		dlx_search(solver->reduced.problem, search, stats);
		return 0;
	}
	search->on_solution = solver->capture ? on_solution : NULL;
	if (!full_problem(solver))
		return SUDOKU_ENOMEM;
	int err = require_settled(solver->problem, solver->work);
	if (err == 0)
		dlx_search(solver->problem, search, stats);
	dlx_release_all(solver->problem);
	return err == SUDOKU_ENOMEM ? err : 0;
}

/*
 * Finishes a puzzle whose deductions are in solver->work (`deduced` is what
 * propagate returned): a contradiction or a full grid settles it, anything
 * else goes to the engine from where the deductions stopped. 0 or
 * SUDOKU_ENOMEM.
 */
static int search_rest(struct sudoku_solver *solver, int deduced,
                       const struct sudoku_solve_options *options,
                       struct sudoku_grid *solution, struct sudoku_result *result)
{
	const struct propagation *work = solver->work;
	result->settled = work->settled;
	if (deduced < 0)
		return 0; /* the deductions ran into a contradiction: no solution */
	if (solution) {
		solution->size = solver->shape.size;
		memcpy(solution->cell, work->value, sizeof solution->cell);
	}
	if (deduced > 0) { /* filled by sound deductions alone: the one solution */
		result->status = SUDOKU_SOLVED;
		result->solutions = 1;
		return 0;
	}
	solver->capture = solution;
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	search.solution_limit = options->solution_limit;
	search.node_limit = options->node_limit;
	search.time_limit = options->time_limit;
	search.user = solver;
	struct dlx_stats stats = {0};
	int err = search_engine(solver, &search, &stats);
	solver->capture = NULL;
	if (err)
		return err;

	result->status = status_of_search(&stats);
	result->solutions = stats.solutions;
	result->nodes = stats.nodes;
	result->complete = stats.stop == DLX_STOP_EXHAUSTED;
	return 0;
}

/* ---- variants: the encoder's matrix, searched directly ---- */

/* Decodes the first solution from the chosen options' items into the capture grid. */
static int on_variant_solution(void *user, const int *options, int count)
{
	struct sudoku_solver *solver = user;
	struct variant *v = solver->variant;
	int n = solver->shape.size, capacity = (int)(sizeof v->items / sizeof v->items[0]);
	if (!solver->capture)
		return 0;
	for (int k = 0; k < count; k++) {
		int size = dlx_option_items(solver->problem, options[k], v->items, NULL, capacity);
		for (int j = 0; j + 1 < size && j + 1 < capacity; j++)
			if (v->items[j] < n * n) /* a cell item; its row-digit item follows */
				solver->capture->cell[v->items[j]] = (uint8_t)((v->items[j + 1] - n * n) % n + 1);
	}
	solver->capture = NULL;
	return 0;
}

/* A killer's matrix for these givens. 0, or an error (SUDOKU_ECAGE: no solution). */
static int build_killer(struct sudoku_solver *solver, const struct sudoku_grid *puzzle)
{
	int error = 0;
	dlx_problem_destroy(solver->problem);
	solver->problem = sudoku_variant_encode(&solver->shape, &solver->variant->cages, puzzle, &error);
	if (!error && solver->shuffled && dlx_problem_shuffle(solver->problem, solver->seed) != 0)
		error = SUDOKU_ENOMEM;
	return error;
}

/* sudoku_solve for a variant solver, once the givens are checked. */
static int solve_variant(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                         const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                         struct sudoku_result *result)
{
	bool killer = solver->variant->killer;
	if (killer) {
		int err = build_killer(solver, puzzle);
		if (err == SUDOKU_ECAGE)
			return 0; /* two equal givens in a cage, or givens no digit set fits */
		if (err)
			return err;
	}
	if (solution)
		*solution = *puzzle;
	solver->capture = solution;
	/* a killer's givens are already in its matrix: nothing to require */
	static const struct sudoku_grid none = {0};
	int err = search_puzzle(solver->problem, killer ? &none : puzzle, options, on_variant_solution,
	                        solver, result);
	solver->capture = NULL;
	return err;
}

struct sudoku_variant_solver *sudoku_variant_solver_create(const struct sudoku_shape *shape,
                                                           const struct sudoku_cages *cages,
                                                           int *error)
{
	int dummy;
	error = error ? error : &dummy;
	*error = SUDOKU_EINVAL;
	if (!regions_valid(shape))
		return NULL;
	struct sudoku_variant_solver *wrapper = calloc(1, sizeof *wrapper);
	struct sudoku_solver *solver = calloc(1, sizeof *solver);
	struct variant *v = calloc(1, sizeof *v);
	*error = SUDOKU_ENOMEM;
	if (wrapper && solver && v) {
		solver->shape = *shape;
		solver->variant = v;
		wrapper->solver = solver;
		v->killer = cages && cages->count > 0;
		if (v->killer) {
			v->cages = *cages;
			*error = sudoku_cages_check(shape, cages, NULL, NULL);
		} else {
			solver->problem = sudoku_variant_encode(shape, NULL, NULL, error);
		}
		if (*error == 0)
			return wrapper;
	}
	if (!solver || !solver->variant)
		free(v);
	sudoku_solver_destroy(solver);
	free(wrapper);
	return NULL;
}

void sudoku_variant_solver_destroy(struct sudoku_variant_solver *solver)
{
	if (!solver)
		return;
	sudoku_solver_destroy(solver->solver);
	free(solver);
}

int sudoku_variant_solver_shuffle(struct sudoku_variant_solver *solver, uint64_t seed)
{
	return solver ? sudoku_solver_shuffle(solver->solver, seed) : SUDOKU_EINVAL;
}

int sudoku_variant_solve(struct sudoku_variant_solver *solver, const struct sudoku_grid *puzzle,
                         const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                         struct sudoku_result *result)
{
	return sudoku_solve(solver ? solver->solver : NULL, puzzle, options, solution, result);
}

int sudoku_variant_puzzle_solve(const struct sudoku_variant_puzzle *puzzle,
                                const struct sudoku_solve_options *options,
                                struct sudoku_grid *solution, struct sudoku_result *result)
{
	if (!puzzle || !result)
		return SUDOKU_EINVAL;
	int err = 0;
	struct sudoku_variant_solver *solver =
	    sudoku_variant_solver_create(&puzzle->shape, &puzzle->cages, &err);
	if (!solver)
		return err ? err : SUDOKU_ENOMEM;
	err = sudoku_variant_solve(solver, &puzzle->grid, options, solution, result);
	sudoku_variant_solver_destroy(solver);
	return err;
}

/* ---- solving ---- */

void sudoku_solve_options_init(struct sudoku_solve_options *options)
{
	if (options)
		*options = (struct sudoku_solve_options){.solution_limit = 2};
}

/*
 * sudoku_solve by the bits9 search, which counts to two whatever the limit:
 * one solution is then the engine's first too. With two, the engine finds
 * its first for `solution`. 0 or SUDOKU_ENOMEM.
 */
static int solve_bits(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                      const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                      struct sudoku_result *result)
{
	struct bits9_count count;
	if (bits9_count(solver->bits, puzzle->cell, solution ? solution->cell : NULL, &count) != 0) {
		/* a digit past 9 or a clash: the check names it (a clash is an answer, not an error) */
		int err = sudoku_grid_check(&solver->shape, puzzle, &result->conflict);
		return err == SUDOKU_ECONFLICT ? 0 : err;
	}
	result->settled = count.settled;
	result->nodes = count.nodes;
	result->guesses = count.guesses;
	if (count.solutions == 0)
		return 0;
	if (solution)
		solution->size = 9;
	result->status = SUDOKU_SOLVED;
	result->solutions = 1;
	result->complete = count.solutions == 1;
	if (count.solutions == 2 && options->solution_limit == 2) {
		result->status = SUDOKU_MULTIPLE;
		result->solutions = 2;
	}
	if (count.solutions < 2 || !solution)
		return 0;
	struct sudoku_result engine;
	int deduced = propagate(&solver->propagator, puzzle, true, solver->work);
	return search_rest(solver, deduced, options, solution, &engine);
}

int sudoku_solve(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                 const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                 struct sudoku_result *result)
{
	static const struct sudoku_solve_options unique = {.solution_limit = 2};
	if (!solver || !puzzle || !result)
		return SUDOKU_EINVAL;
	if (!options)
		options = &unique;
	*result = (struct sudoku_result){.status = SUDOKU_NO_SOLUTION, .complete = true};
	if (solver->bits && !solver->shuffled && !options->node_limit && !options->time_limit &&
	    (options->solution_limit == 1 || options->solution_limit == 2) && puzzle->size == 9)
		return solve_bits(solver, puzzle, options, solution, result); /* it checks the givens */
	int err = sudoku_grid_check(&solver->shape, puzzle, &result->conflict);
	if (err == SUDOKU_ECONFLICT)
		return 0;
	if (err)
		return err;
	if (solver->variant)
		return solve_variant(solver, puzzle, options, solution, result);
	int deduced = propagate(&solver->propagator, puzzle, true, solver->work);
	return search_rest(solver, deduced, options, solution, result);
}

/* Whether the givens among the cell's peers rule out every digit but `digit`. */
static bool only_candidate(const struct propagator *p, const struct sudoku_grid *puzzle,
                          int cell, int digit)
{
	uint64_t seen = 0;
	for (int32_t k = p->peer_start[cell]; k < p->peer_start[cell + 1]; k++)
		seen |= (uint64_t)1 << puzzle->cell[p->peer[k]];
	return (p->all & ~seen) == (uint64_t)1 << digit;
}

/*
 * Whether, with the given `cell` of `base` emptied, one of its units has no
 * other open cell that `digit` (the cell's own) could take: the givens then
 * force the digit back (a hidden single), so the puzzle without that clue
 * has the same solutions. An open cell can take the digit unless it sees
 * another given of it, which lies in none of `cell`'s units (`cell` holds
 * the digit), so it still bars all its peers once `cell` is emptied. Done
 * on sets of cells with no branch per cell: the walk over each unit's cells
 * and their units it replaces mispredicted (bench/NOTES.md, generator).
 */
static bool only_place(const struct propagator *p, const struct propagation *base, int cell,
                       int digit)
{
	uint64_t can_take[CELL_WORDS]; /* open cells no other given of the digit bars */
	const uint64_t *holders = base->holding[digit];
	memcpy(can_take, base->holding[0], (size_t)p->words * sizeof can_take[0]);
	for (int k = 0; k < p->words; k++) {
		uint64_t others = holders[k];
		if (k == cell / 64)
			others &= ~((uint64_t)1 << (cell % 64));
		for (; others; others &= others - 1) {
			int q = k * 64 + __builtin_ctzll(others);
			const uint64_t *barred = p->peer_set + (size_t)q * (size_t)p->words;
			for (int j = 0; j < p->words; j++)
				can_take[j] &= ~barred[j];
		}
	}
	const struct units *units = &p->units;
	for (int k = 0; k < units->units_of_count[cell]; k++) {
		const uint64_t *unit = p->unit_set + (size_t)units->units_of[cell][k] * (size_t)p->words;
		uint64_t left = 0;
		for (int j = 0; j < p->words; j++)
			left |= unit[j] & can_take[j];
		if (!left)
			return true;
	}
	return false;
}

/*
 * Brings the kept base to `puzzle` with `digit` back in `cell`: the clues
 * it lost since the last call are emptied, anything else builds it afresh.
 * false when that puzzle's givens clash (the caller then starts from
 * nothing).
 */
static bool sync_base(struct sudoku_solver *solver, const struct sudoku_grid *puzzle, int cell,
                      int digit)
{
	struct sudoku_grid *kept = &solver->base_grid;
	int cells = solver->propagator.cells;
	bool rebuild = !solver->base_ok;
	for (int at = 0; at < cells && !rebuild; at += 8) {
		/* eight cells a compare, `cell` taken as holding `digit`: most of the grid
		   is the same as last time (the last block, when short, goes cell by
		   cell: the bytes past the grid's cells are not the puzzle's and may be
		   unset) */
		if (at + 8 <= cells) {
			uint8_t block[8];
			memcpy(block, puzzle->cell + at, sizeof block);
			if (cell >= at && cell < at + 8)
				block[cell - at] = (uint8_t)digit;
			if (memcmp(block, kept->cell + at, sizeof block) == 0)
				continue;
		}
		for (int q = at; q < at + 8 && q < cells && !rebuild; q++) {
			int want = q == cell ? digit : puzzle->cell[q];
			if (want == kept->cell[q])
				continue;
			rebuild = want != 0; /* a clue added or changed */
			if (!rebuild) {
				propagate_unplace(&solver->propagator, solver->base, q);
				kept->cell[q] = 0;
			}
		}
	}
	if (rebuild) {
		*kept = *puzzle;
		kept->cell[cell] = (uint8_t)digit;
		solver->base_ok = propagate_givens(&solver->propagator, kept, solver->base) >= 0;
	}
	return solver->base_ok;
}

int solver_find_other(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                      const struct sudoku_grid *solution, int cell, uint64_t node_limit,
                      struct sudoku_result *result)
{
	const struct sudoku_solve_options first = {.solution_limit = 1, .node_limit = node_limit};
	int digit = solution->cell[cell];
	*result = (struct sudoku_result){.status = SUDOKU_NO_SOLUTION, .complete = true};
	if (only_candidate(&solver->propagator, puzzle, cell, digit))
		return 0; /* the cell's peers leave it no other digit: nothing to search */
	/*
	 * Locked candidates cost the generator's 9x9 checks more than the
	 * searches they spare; on 16x16 they spare far more (bench/NOTES.md,
	 * generator).
	 */
	bool locked = solver->shape.size > 9;
	bool synced = sync_base(solver, puzzle, cell, digit);
	if (synced && only_place(&solver->propagator, solver->base, cell, digit))
		return 0; /* a unit of the cell has no other place for its digit */
	int deduced = synced ? propagate_from(&solver->propagator, solver->base, cell, locked,
	                                      solver->work)
	                     : propagate_excluding(&solver->propagator, puzzle, cell, digit, locked,
	                                           solver->work);
	/* another solution mostly agrees with the known one: try its digits first */
	solver->lead = solution->cell;
	int err = search_rest(solver, deduced, &first, NULL, result);
	solver->lead = NULL;
	return err;
}
