/*
 * fuzz_sudoku_solve.c - libFuzzer target: parse, then solve with a node limit.
 *
 * Whatever the givens, the solver must return an answer it can stand by: a
 * solution it reports is a valid completion of the puzzle, a count is never
 * below the solutions it has seen, and the matrix is clean for the next
 * puzzle (the same puzzle solved twice gives the same answer).
 */
#include "sudoku.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void solve_twice(const struct sudoku_grid *puzzle)
{
	struct sudoku_shape shape;
	if (sudoku_shape_init(&shape, puzzle->size, 0) != 0)
		abort();
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	if (!solver)
		abort();
	struct sudoku_solve_options options = {.solution_limit = 2, .node_limit = 20000};
	static struct sudoku_grid first, second;
	struct sudoku_result a, b;
	if (sudoku_solve(solver, puzzle, &options, &first, &a) != 0 ||
	    sudoku_solve(solver, puzzle, &options, &second, &b) != 0)
		abort();
	if (a.status != b.status || a.nodes != b.nodes || a.solutions != b.solutions)
		abort();
	if ((a.status == SUDOKU_SOLVED || a.status == SUDOKU_MULTIPLE) &&
	    (!sudoku_grid_is_solution(&shape, puzzle, &first) ||
	     memcmp(first.cell, second.cell, sizeof first.cell) != 0))
		abort();
	if (a.status == SUDOKU_SOLVED && (!a.complete || a.solutions != 1))
		abort();
	sudoku_solver_destroy(solver);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	static struct sudoku_record record;
	if (sudoku_parse_string(text, &record) == 0 && record.grid.size <= 16)
		solve_twice(&record.grid);
	free(text);
	return 0;
}
