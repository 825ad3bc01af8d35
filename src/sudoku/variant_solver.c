/*
 * variant_solver.c - a solver for any variant (X, windoku, jigsaw, killer),
 * on the matrix of sudoku_variant_encode. It keeps the contract of
 * sudoku_solve but lives apart from solver.c, so the plain path is untouched.
 *
 * Without cages the matrix is built once and givens are required, as in
 * the plain solver. A killer's matrix depends on its givens (placements that
 * disagree are left out), so it is built for each puzzle, and re-shuffled
 * when a seed was set. A solution decodes from the chosen options' items:
 * each (cell, digit) appears as a cell item followed by its row-digit item.
 */
#include "encode.h"
#include "valid.h"

#include <stdlib.h>

struct sudoku_variant_solver {
	struct sudoku_shape shape;
	struct sudoku_cages cages;
	bool killer;
	bool shuffled;
	uint64_t seed;
	struct dlx_problem *problem; /* without cages: built once */
	struct sudoku_grid *capture; /* where the first solution goes, or NULL */
	int items[SUDOKU_MAX_SIZE * SUDOKU_OPTION_MAX_ITEMS + 1]; /* decoding space */
};

struct sudoku_variant_solver *sudoku_variant_solver_create(const struct sudoku_shape *shape,
                                                           const struct sudoku_cages *cages,
                                                           int *error)
{
	int dummy;
	error = error ? error : &dummy;
	*error = SUDOKU_EINVAL;
	if (!regions_valid(shape))
		return NULL;
	struct sudoku_variant_solver *solver = calloc(1, sizeof *solver);
	*error = SUDOKU_ENOMEM;
	if (!solver)
		return NULL;
	solver->shape = *shape;
	solver->killer = cages && cages->count > 0;
	if (solver->killer) {
		solver->cages = *cages;
		*error = sudoku_cages_check(shape, cages, NULL, NULL);
	} else {
		solver->problem = sudoku_variant_encode(shape, NULL, NULL, error);
	}
	if (*error) {
		sudoku_variant_solver_destroy(solver);
		return NULL;
	}
	return solver;
}

void sudoku_variant_solver_destroy(struct sudoku_variant_solver *solver)
{
	if (!solver)
		return;
	dlx_problem_destroy(solver->problem);
	free(solver);
}

int sudoku_variant_solver_shuffle(struct sudoku_variant_solver *solver, uint64_t seed)
{
	if (!solver)
		return SUDOKU_EINVAL;
	solver->shuffled = true;
	solver->seed = seed;
	if (!solver->problem)
		return 0;
	return dlx_problem_shuffle(solver->problem, seed) == 0 ? 0 : SUDOKU_ENOMEM;
}

static int on_solution(void *user, const int *options, int count)
{
	struct sudoku_variant_solver *solver = user;
	int n = solver->shape.size, capacity = (int)(sizeof solver->items / sizeof solver->items[0]);
	if (!solver->capture)
		return 0;
	for (int k = 0; k < count; k++) {
		int size = dlx_option_items(solver->problem, options[k], solver->items, NULL, capacity);
		for (int j = 0; j + 1 < size && j + 1 < capacity; j++)
			if (solver->items[j] < n * n) /* a cell item; its row-digit item follows */
				solver->capture->cell[solver->items[j]] =
				    (uint8_t)((solver->items[j + 1] - n * n) % n + 1);
	}
	solver->capture = NULL;
	return 0;
}

/* A killer's matrix for these givens. 0, or an error (the givens break a cage: no solution). */
static int build_for(struct sudoku_variant_solver *solver, const struct sudoku_grid *puzzle)
{
	int error = 0;
	dlx_problem_destroy(solver->problem);
	solver->problem = sudoku_variant_encode(&solver->shape, &solver->cages, puzzle, &error);
	if (!error && solver->shuffled && dlx_problem_shuffle(solver->problem, solver->seed) != 0)
		error = SUDOKU_ENOMEM;
	return error;
}

int sudoku_variant_solve(struct sudoku_variant_solver *solver, const struct sudoku_grid *puzzle,
                         const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                         struct sudoku_result *result)
{
	static const struct sudoku_solve_options unique = {.solution_limit = 2};
	if (!solver || !puzzle || !result)
		return SUDOKU_EINVAL;
	options = options ? options : &unique;
	*result = (struct sudoku_result){.status = SUDOKU_NO_SOLUTION, .complete = true};
	int err = sudoku_grid_check(&solver->shape, puzzle, &result->conflict);
	if (err == SUDOKU_ECONFLICT)
		return 0;
	if (err)
		return err;
	if (solver->killer) {
		err = build_for(solver, puzzle);
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
	err = search_puzzle(solver->problem, solver->killer ? &none : puzzle, options,
	                        on_solution, solver, result);
	solver->capture = NULL;
	return err;
}
