/*
 * variant_solver.c - a solver for any variant (X, windoku, jigsaw, killer),
 * on the matrix of sudoku_variant_encode. It keeps the contract of
 * sudoku_solve but lives apart from solver.c, so the plain path is untouched.
 *
 * Cell options come first, numbered as in the plain encoding, so a solution
 * decodes the same way; the cages' digit-set options (numbers n^3 and up)
 * carry no cell and are skipped.
 */
#include "encode.h"

#include <stdlib.h>

struct sudoku_variant_solver {
	struct sudoku_shape shape;
	struct sudoku_cages cages;
	bool killer;
	struct dlx_problem *problem;
	struct sudoku_grid *capture; /* where the first solution goes, or NULL */
};

struct sudoku_variant_solver *sudoku_variant_solver_create(const struct sudoku_shape *shape,
                                                           const struct sudoku_cages *cages,
                                                           int *error)
{
	int dummy;
	error = error ? error : &dummy;
	*error = SUDOKU_EINVAL;
	if (!shape || !sudoku_size_supported(shape->size))
		return NULL;
	struct sudoku_variant_solver *solver = calloc(1, sizeof *solver);
	*error = SUDOKU_ENOMEM;
	if (!solver)
		return NULL;
	solver->shape = *shape;
	solver->killer = cages && cages->count > 0;
	if (solver->killer)
		solver->cages = *cages;
	solver->problem = sudoku_variant_encode(shape, solver->killer ? cages : NULL, error);
	if (!solver->problem) {
		free(solver);
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
	return dlx_problem_shuffle(solver->problem, seed) == 0 ? 0 : SUDOKU_ENOMEM;
}

static int on_solution(void *user, const int *options, int count)
{
	struct sudoku_variant_solver *solver = user;
	int n = solver->shape.size;
	if (solver->capture) {
		for (int k = 0; k < count; k++)
			if (options[k] < n * n * n)
				solver->capture->cell[options[k] / n] = (uint8_t)(options[k] % n + 1);
		solver->capture = NULL;
	}
	return 0;
}

/* Givens that break a cage (two equal, or no set fits them): no solution, without a search. */
static bool cages_refuse(const struct sudoku_variant_solver *solver,
                         const struct sudoku_grid *puzzle)
{
	return solver->killer && sudoku_cages_check(&solver->shape, &solver->cages, puzzle, NULL) != 0;
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
	if (err == SUDOKU_ECONFLICT || (!err && cages_refuse(solver, puzzle)))
		return 0;
	if (err)
		return err;
	if (solution)
		*solution = *puzzle;
	solver->capture = solution;

	search_puzzle(solver->problem, puzzle, options, on_solution, solver, result);
	solver->capture = NULL;
	return 0;
}
