/*
 * sudoku_split.c - `sudoku count -j N` on a single puzzle: the
 * puzzle as an exact-cover problem (the encoder's items and options, givens
 * required), counted by the library with N threads (options->jobs). A
 * batch of several puzzles shares out whole puzzles instead (batch.c).
 */
#include "sudoku_split.h"

#include "dlx.h"

/* The puzzle's exact-cover problem with its givens required; NULL when they clash. */
static struct dlx_problem *puzzle_problem(const struct sudoku_shape *shape,
                                          const struct sudoku_grid *puzzle)
{
	int n = shape->size;
	struct dlx_problem *pb = dlx_problem_create(sudoku_item_count(shape), 0);
	for (int r = 0; pb && r < n; r++)
		for (int c = 0; c < n; c++)
			for (int d = 1; d <= n; d++) {
				int items[6];
				int count = sudoku_option_items(shape, r, c, d, items);
				if (dlx_add_option(pb, items, NULL, count) != sudoku_option_index(shape, r, c, d)) {
					dlx_problem_destroy(pb);
					return NULL;
				}
			}
	for (int cell = 0; pb && cell < n * n; cell++) {
		int d = puzzle->cell[cell];
		if (d && dlx_require(pb, sudoku_option_index(shape, cell / n, cell % n, d)) != 0) {
			dlx_problem_destroy(pb);
			return NULL;
		}
	}
	return pb;
}

bool sudoku_count_split(const struct sudoku_grid *puzzle, uint64_t limit, int jobs,
                        struct sudoku_result *result)
{
	struct sudoku_shape shape;
	if (sudoku_shape_init(&shape, puzzle->size, 0) != 0)
		return false;
	struct dlx_problem *pb = puzzle_problem(&shape, puzzle);
	if (!pb)
		return false;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.jobs = jobs;
	opt.solution_limit = limit;
	struct dlx_stats total;
	bool ok = dlx_search(pb, &opt, &total) == 0;
	if (ok)
		*result = (struct sudoku_result){
			.solutions = total.solutions,
			.nodes = total.nodes,
			.complete = total.stop == DLX_STOP_EXHAUSTED,
			.status = total.solutions == 0 ? SUDOKU_NO_SOLUTION
			          : total.solutions == 1 && total.stop == DLX_STOP_EXHAUSTED ? SUDOKU_SOLVED
			                                                                   : SUDOKU_MULTIPLE,
		};
	dlx_problem_destroy(pb);
	return ok;
}
