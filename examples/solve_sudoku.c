/*
 * solve_sudoku.c - solves a Sudoku given on the command line (81 characters,
 * '.' or '0' for an empty cell) and proves the solution unique.
 *
 *   cc solve_sudoku.c $(pkg-config --cflags --libs libsudoku) -o solve_sudoku
 *   ./solve_sudoku 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
 */
#include <sudoku.h>

#include <stdio.h>

int main(int argc, char **argv)
{
	struct sudoku_record record;
	if (argc != 2 || sudoku_parse_string(argv[1], &record) != 0) {
		fprintf(stderr, "usage: %s PUZZLE (%s)\n", argv[0], argc == 2 ? record.message : "");
		return 2;
	}
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, record.grid.size, 0); /* the usual boxes for the size */
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	if (!solver)
		return 2;
	struct sudoku_solve_options options = {.solution_limit = 2}; /* 2: prove uniqueness */
	struct sudoku_grid solution;
	struct sudoku_result result;
	sudoku_solve(solver, &record.grid, &options, &solution, &result);
	char text[SUDOKU_MAX_CELLS + 2];
	if (result.status == SUDOKU_SOLVED) {
		sudoku_grid_format(&shape, &solution, SUDOKU_OUTPUT_LINE, text, sizeof text);
		printf("%s", text);
	} else {
		printf(result.status == SUDOKU_MULTIPLE ? "several solutions\n" : "no solution\n");
	}
	sudoku_solver_destroy(solver);
	return result.status == SUDOKU_SOLVED ? 0 : 1;
}
