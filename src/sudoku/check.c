/*
 * check.c - a player's progress against the puzzle's one solution.
 *
 * The solution comes from the exact-cover solver, counting to two so that a
 * puzzle with several solutions is told apart from one with a single
 * solution: only then is there a "right" digit to compare with.
 */
#include "sudoku.h"

#include <string.h>

static bool digits_in_range(const struct sudoku_grid *grid)
{
	for (int cell = 0; cell < grid->size * grid->size; cell++)
		if (grid->cell[cell] > grid->size)
			return false;
	return true;
}

/* The mistake in one cell, if any: false when the cell is right or open. */
static bool cell_mistake(int cell, int placed, const uint16_t *marks, int right,
                         struct sudoku_mistake *m)
{
	if (placed && placed != right) {
		*m = (struct sudoku_mistake){.cell = cell, .digit = placed, .placed = true};
		return true;
	}
	if (!placed && marks && !(marks[cell] & (1u << (right - 1)))) {
		*m = (struct sudoku_mistake){.cell = cell, .digit = right, .placed = false};
		return true;
	}
	return false;
}

static void list_mistakes(const struct sudoku_grid *state, const uint16_t *marks,
                          const struct sudoku_grid *solution, struct sudoku_check_result *result)
{
	int cells = solution->size * solution->size;
	for (int cell = 0; cell < cells; cell++) {
		int placed = state->cell[cell];
		if (marks && marks[cell] && (marks[cell] & (marks[cell] - 1)) == 0)
			placed = __builtin_ctz(marks[cell]) + 1;
		if (cell_mistake(cell, placed, marks, solution->cell[cell],
		                 &result->mistake[result->mistakes]))
			result->mistakes++;
	}
}

/* The arguments both checks share: 0, or the error sudoku_check documents. */
static int check_arguments(const struct sudoku_grid *puzzle, const struct sudoku_grid *state,
                           const uint16_t *marks, const struct sudoku_check_result *result)
{
	if (!puzzle || !state || !result)
		return SUDOKU_EINVAL;
	if (!sudoku_size_supported(puzzle->size))
		return SUDOKU_ESIZE;
	if (state->size != puzzle->size)
		return SUDOKU_EMISMATCH;
	if (!digits_in_range(puzzle) || !digits_in_range(state) || (marks && puzzle->size != 9))
		return SUDOKU_EINVAL;
	return 0;
}

/* The status of the search, and the mistakes when there is one solution to hold them against. */
static void fill_result(const struct sudoku_result *found, const struct sudoku_grid *state,
                        const uint16_t *marks, const struct sudoku_grid *solution,
                        struct sudoku_check_result *result)
{
	result->status = found->status;
	result->mistakes = 0;
	if (found->status == SUDOKU_SOLVED)
		list_mistakes(state, marks, solution, result);
}

int sudoku_check(const struct sudoku_grid *puzzle, const struct sudoku_grid *state,
                 const uint16_t *marks, struct sudoku_check_result *result)
{
	int err = check_arguments(puzzle, state, marks, result);
	if (err)
		return err;
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, puzzle->size, 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	if (!solver)
		return SUDOKU_ENOMEM;
	struct sudoku_grid solution;
	struct sudoku_result found;
	err = sudoku_solve(solver, puzzle, NULL, &solution, &found);
	sudoku_solver_destroy(solver);
	if (err)
		return err;
	fill_result(&found, state, marks, &solution, result);
	return 0;
}

/*
 * The same check under a variant's rules: the solution is the variant
 * solver's, so the diagonals, windows, regions and cages decide what the
 * right digit of each cell is.
 */
int sudoku_variant_check(const struct sudoku_variant_puzzle *puzzle, const struct sudoku_grid *state,
                         const uint16_t *marks, struct sudoku_check_result *result)
{
	int err = check_arguments(puzzle ? &puzzle->grid : NULL, state, marks, result);
	if (err)
		return err;
	if (puzzle->shape.size != puzzle->grid.size)
		return SUDOKU_EMISMATCH;
	struct sudoku_grid solution;
	struct sudoku_result found;
	err = sudoku_variant_puzzle_solve(puzzle, NULL, &solution, &found);
	if (err)
		return err;
	fill_result(&found, state, marks, &solution, result);
	return 0;
}
