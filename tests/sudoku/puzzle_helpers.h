/*
 * puzzle_helpers.h - what the logic tests share: a 9x9 puzzle from its
 * 81-character line, and its solution by the engine (an answer the
 * logical solver does not produce). Static functions: include it in one
 * test file each.
 */
#ifndef PUZZLE_HELPERS_H
#define PUZZLE_HELPERS_H

#include "sudoku.h"

#include <criterion/criterion.h>

static void grid_from(struct sudoku_grid *grid, const char *text)
{
	sudoku_grid_clear(grid, 9);
	for (int k = 0; k < 81; k++)
		grid->cell[k] = (uint8_t)(text[k] == '.' ? 0 : text[k] - '0');
}

static void engine_solution(const struct sudoku_grid *puzzle, struct sudoku_grid *solution)
{
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	cr_assert_not_null(solver);
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve(solver, puzzle, NULL, solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	sudoku_solver_destroy(solver);
}

#endif
