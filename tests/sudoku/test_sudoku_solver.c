/*
 * test_sudoku_solver.c - shapes, the encoding, the checks on givens, and the
 * solver against known answers.
 */
#include "sudoku.h"
#include "sudoku/solver.h" /* private: solver_find_other */

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <string.h>

/* Wikipedia's example puzzle and its published solution. */
static const char wiki_puzzle[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char wiki_solution[] =
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

static void grid_from(struct sudoku_grid *grid, int n, const char *text)
{
	sudoku_grid_clear(grid, n);
	for (int k = 0; k < n * n; k++) {
		char ch = text[k];
		grid->cell[k] = (uint8_t)(ch == '.' ? 0 : ch <= '9' ? ch - '0' : ch - 'A' + 10);
	}
}

static struct sudoku_solver *solver_of(int n)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, n, 0), 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	cr_assert_not_null(solver);
	return solver;
}

Test(sudoku_shape, default_boxes)
{
	struct sudoku_shape s;
	int sizes[][3] = {{4, 2, 2}, {6, 2, 3}, {8, 2, 4}, {9, 3, 3}, {12, 3, 4}, {16, 4, 4}, {25, 5, 5}};
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		cr_assert_eq(sudoku_shape_init(&s, sizes[k][0], 0), 0);
		cr_assert_eq(s.box_rows, sizes[k][1]);
		cr_assert_eq(s.box_cols, sizes[k][2]);
	}
	cr_assert_eq(sudoku_shape_init(&s, 7, 0), SUDOKU_ESIZE, "prime sizes have no boxes");
	cr_assert_eq(sudoku_shape_init(&s, 3, 0), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_shape_init(&s, 36, 0), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_shape_init(&s, 64, 0), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_shape_init(&s, 9, 2), SUDOKU_ESIZE);
	/* 6x6 boxes are 2 rows by 3 columns: r2c4 is in box 1, r3c1 in box 2 */
	sudoku_shape_init(&s, 6, 0);
	cr_assert_eq(s.region[1 * 6 + 3], 1);
	cr_assert_eq(s.region[2 * 6 + 0], 2);
}

Test(sudoku_encode, matches_the_worked_example)
{
	struct sudoku_shape s;
	sudoku_shape_init(&s, 9, 0);
	int items[6];
	cr_assert_eq(sudoku_item_count(&s), 324);
	cr_assert_eq(sudoku_option_index(&s, 4, 6, 3), 380);
	cr_assert_eq(sudoku_option_items(&s, 4, 6, 3, items), 4);
	cr_assert_eq(items[0], 42);
	cr_assert_eq(items[1], 119);
	cr_assert_eq(items[2], 218);
	cr_assert_eq(items[3], 290);
	s.diagonals = true;
	cr_assert_eq(sudoku_item_count(&s), 342);
	cr_assert_eq(sudoku_option_items(&s, 4, 4, 1, items), 6, "the centre is on both diagonals");
}

Test(sudoku_solver, solves_the_wikipedia_puzzle)
{
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid puzzle, solution, expected;
	grid_from(&puzzle, 9, wiki_puzzle);
	grid_from(&expected, 9, wiki_solution);
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve(solver, &puzzle, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert_eq(result.solutions, 1);
	cr_assert(result.complete);
	cr_assert_arr_eq(solution.cell, expected.cell, 81);
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, first_row_of_the_anti_backtracking_puzzle)
{
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid puzzle, solution;
	grid_from(&puzzle, 9,
	          "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
	struct sudoku_result result;
	sudoku_solve(solver, &puzzle, NULL, &solution, &result);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	for (int c = 0; c < 9; c++)
		cr_assert_eq(solution.cell[c], 9 - c);
	sudoku_solver_destroy(solver);
}

struct count_case {
	int size;
	int given_first_row; /* 1: the first row is 1..n, which divides the count by n! */
	uint64_t solutions;
};

/*
 * Known totals: 288 4x4 grids and 28,200,960 6x6 grids (2x3 boxes). Renaming
 * digits maps the grids with any first row one-to-one onto those with first
 * row 1..n, so fixing it leaves 288/4! = 12 and 28,200,960/6! = 39,168.
 */
ParameterizedTestParameters(sudoku_solver, counts_grids)
{
	static struct count_case cases[] = {{4, 0, 288}, {4, 1, 12}, {6, 1, 39168}};
	return cr_make_param_array(struct count_case, cases, 3);
}

ParameterizedTest(struct count_case *param, sudoku_solver, counts_grids)
{
	struct sudoku_solver *solver = solver_of(param->size);
	struct sudoku_grid grid;
	sudoku_grid_clear(&grid, param->size);
	for (int c = 0; param->given_first_row && c < param->size; c++)
		grid.cell[c] = (uint8_t)(c + 1);
	struct sudoku_solve_options all = {0};
	struct sudoku_result result;
	sudoku_solve(solver, &grid, &all, NULL, &result);
	cr_assert_eq(result.solutions, param->solutions);
	cr_assert_eq(result.status, SUDOKU_MULTIPLE);
	cr_assert(result.complete);
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, reports_clashing_givens_with_both_cells)
{
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid puzzle;
	grid_from(&puzzle, 9, wiki_puzzle);
	puzzle.cell[6] = 3; /* r1c7 = 3, and r1c2 already holds 3 */
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve(solver, &puzzle, NULL, NULL, &result), 0);
	cr_assert_eq(result.status, SUDOKU_NO_SOLUTION);
	cr_assert_eq(result.conflict.cell_a, 1);
	cr_assert_eq(result.conflict.cell_b, 6);
	cr_assert_eq(result.conflict.digit, 3);
	cr_assert_str_eq(result.conflict.unit, "row");
	/* the matrix is clean afterwards: the real puzzle still solves */
	grid_from(&puzzle, 9, wiki_puzzle);
	sudoku_solve(solver, &puzzle, NULL, NULL, &result);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, finds_no_solution_without_clashing_givens)
{
	/* row 1 needs a 9 at r1c9, but column 9 already has one lower down */
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid puzzle;
	grid_from(&puzzle, 9,
	          "12345678.........9...............................................................");
	struct sudoku_result result;
	sudoku_solve(solver, &puzzle, NULL, NULL, &result);
	cr_assert_eq(result.status, SUDOKU_NO_SOLUTION);
	cr_assert_null(result.conflict.unit);
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, tells_multiple_solutions_and_limits)
{
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid empty;
	sudoku_grid_clear(&empty, 9);
	struct sudoku_result result;
	sudoku_solve(solver, &empty, NULL, NULL, &result);
	cr_assert_eq(result.status, SUDOKU_MULTIPLE);
	struct sudoku_solve_options limited = {.solution_limit = 0, .node_limit = 1000};
	sudoku_solve(solver, &empty, &limited, NULL, &result);
	cr_assert_not(result.complete);
	cr_assert_eq(result.nodes, 1000);
	cr_assert_eq(result.status, SUDOKU_MULTIPLE);
	struct sudoku_solve_options tiny = {.solution_limit = 2, .node_limit = 10};
	sudoku_solve(solver, &empty, &tiny, NULL, &result);
	cr_assert_eq(result.status, SUDOKU_UNFINISHED);
	struct sudoku_grid wrong_size;
	sudoku_grid_clear(&wrong_size, 4);
	cr_assert_eq(sudoku_solve(solver, &wrong_size, NULL, NULL, &result), SUDOKU_EMISMATCH);
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, solves_x_and_jigsaw_variants)
{
	/* X variant, 4x4: 48 of the 288 grids have both diagonals all different (brute force) */
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 4, 0);
	shape.diagonals = true;
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	struct sudoku_grid empty, solution;
	sudoku_grid_clear(&empty, 4);
	struct sudoku_solve_options all = {0};
	struct sudoku_result result;
	sudoku_solve(solver, &empty, &all, NULL, &result);
	cr_assert_eq(result.solutions, 48);
	sudoku_solver_destroy(solver);

	/* a 4x4 jigsaw; brute force over all Latin squares finds 96 fillings */
	static const uint8_t regions[16] = {0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3};
	sudoku_shape_init(&shape, 4, 0);
	cr_assert_eq(sudoku_shape_set_regions(&shape, regions), 0);
	static const uint8_t bad_regions[16] = {0};
	struct sudoku_shape other = shape;
	cr_assert_eq(sudoku_shape_set_regions(&other, bad_regions), SUDOKU_EREGION);
	solver = sudoku_solver_create(&shape);
	sudoku_solve(solver, &empty, &all, NULL, &result);
	cr_assert_eq(result.solutions, 96);
	struct sudoku_solve_options first = {.solution_limit = 1};
	sudoku_solve(solver, &empty, &first, &solution, &result);
	cr_assert(sudoku_grid_is_solution(&shape, &empty, &solution));
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, solves_a_16x16_puzzle_validly)
{
	struct sudoku_solver *solver = solver_of(16);
	struct sudoku_grid puzzle, solution;
	sudoku_grid_clear(&puzzle, 16);
	for (int c = 0; c < 16; c++)
		puzzle.cell[c] = (uint8_t)(c + 1); /* the first row given as 1..G */
	struct sudoku_solve_options first = {.solution_limit = 1};
	struct sudoku_result result;
	sudoku_solve(solver, &puzzle, &first, &solution, &result);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert(sudoku_grid_is_solution(sudoku_solver_shape(solver), &puzzle, &solution));
	sudoku_solver_destroy(solver);
}

Test(sudoku_solver, deductions_alone_fill_an_easy_puzzle)
{
	/* Wikipedia's puzzle falls to naked and hidden singles: no search at all */
	struct sudoku_solver *solver = solver_of(9);
	struct sudoku_grid puzzle, solution, expected;
	grid_from(&puzzle, 9, wiki_puzzle);
	grid_from(&expected, 9, wiki_solution);
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve(solver, &puzzle, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert_eq(result.nodes, 0);
	cr_assert_eq(result.settled, 81 - 30);
	cr_assert(memcmp(solution.cell, expected.cell, 81) == 0);
	sudoku_solver_destroy(solver);
}

/* Brute force: solutions of a 4x4 grid (2x2 boxes), counted cell by cell. */
static bool fits_4x4(const uint8_t *g, int cell, int d)
{
	int r = cell / 4, c = cell % 4, br = r / 2 * 2, bc = c / 2 * 2;
	for (int k = 0; k < 4; k++)
		if (g[r * 4 + k] == d || g[k * 4 + c] == d || g[(br + k / 2) * 4 + bc + k % 2] == d)
			return false;
	return true;
}

/* Solutions of g from `cell` on; with avoid_cell >= 0, only those without avoid_digit there. */
static uint64_t brute_4x4(uint8_t *g, int cell, int avoid_cell, int avoid_digit)
{
	if (cell == 16)
		return 1;
	if (g[cell])
		return brute_4x4(g, cell + 1, avoid_cell, avoid_digit);
	uint64_t count = 0;
	for (int d = 1; d <= 4; d++) {
		if ((cell == avoid_cell && d == avoid_digit) || !fits_4x4(g, cell, d))
			continue;
		g[cell] = (uint8_t)d;
		count += brute_4x4(g, cell + 1, avoid_cell, avoid_digit);
		g[cell] = 0;
	}
	return count;
}

/* A random 4x4 puzzle with givens that do not clash (it may have 0, 1 or many solutions). */
static void random_4x4(struct sudoku_grid *grid, uint64_t *seed)
{
	sudoku_grid_clear(grid, 4);
	for (int k = 0; k < 16; k++) {
		*seed = *seed * 6364136223846793005u + 1442695040888963407u;
		int cell = (int)(*seed >> 59 & 15), d = 1 + (int)(*seed >> 40 & 3);
		if (!grid->cell[cell] && (*seed >> 33 & 1) && fits_4x4(grid->cell, cell, d))
			grid->cell[cell] = (uint8_t)d;
	}
}

/* The deductions, the reduced problem and the engine together count what brute force counts. */
Test(sudoku_solver, counts_random_4x4_puzzles_like_brute_force)
{
	struct sudoku_solver *solver = solver_of(4);
	uint64_t seed = 12345;
	for (int round = 0; round < 3000; round++) {
		struct sudoku_grid puzzle;
		random_4x4(&puzzle, &seed);
		struct sudoku_grid copy = puzzle;
		uint64_t expected = brute_4x4(copy.cell, 0, -1, 0);
		struct sudoku_solve_options all = {0};
		struct sudoku_result result;
		cr_assert_eq(sudoku_solve(solver, &puzzle, &all, NULL, &result), 0);
		cr_assert_eq(result.solutions, expected, "round %d", round);
		cr_assert_eq(result.status, expected == 0   ? SUDOKU_NO_SOLUTION
		                            : expected == 1 ? SUDOKU_SOLVED
		                                            : SUDOKU_MULTIPLE);
	}
	sudoku_solver_destroy(solver);
}

/* What the generator asks: is there a solution without the old digit in a cell? */
Test(sudoku_solver, finds_other_solutions_like_brute_force)
{
	struct sudoku_solver *solver = solver_of(4);
	uint64_t seed = 777;
	int tried = 0;
	for (int round = 0; round < 3000; round++) {
		struct sudoku_grid puzzle;
		random_4x4(&puzzle, &seed);
		int cell = (int)(seed >> 20 & 15), digit = 1 + (int)(seed >> 30 & 3);
		if (puzzle.cell[cell])
			continue;
		tried++;
		struct sudoku_grid copy = puzzle;
		bool expected = brute_4x4(copy.cell, 0, cell, digit) > 0;
		/* the digits tried first are any: they may order the search, never change its answer */
		struct sudoku_grid lead = {.size = 4};
		for (int k = 0; k < 16; k++)
			lead.cell[k] = (uint8_t)(1 + (seed >> (2 * k) & 3));
		lead.cell[cell] = (uint8_t)digit;
		struct sudoku_result result;
		cr_assert_eq(solver_find_other(solver, &puzzle, &lead, cell, 0, &result), 0);
		cr_assert_eq(result.status, expected ? SUDOKU_SOLVED : SUDOKU_NO_SOLUTION,
		             "round %d", round);
	}
	cr_assert_gt(tried, 1000);
	sudoku_solver_destroy(solver);
}

/*
 * The generator's pattern: one full grid emptied a cell at a time, each step
 * asking about the cells emptied so far, so the solver's kept givens lose a
 * clue or two between calls (and are rebuilt when a clue comes back).
 */
Test(sudoku_solver, finds_other_solutions_while_a_grid_is_emptied)
{
	static const char full_text[] = "1234341221434321";
	struct sudoku_solver *solver = solver_of(4);
	struct sudoku_grid full;
	grid_from(&full, 4, full_text);
	uint64_t seed = 99;
	int asked = 0;
	for (int round = 0; round < 200; round++) {
		struct sudoku_grid puzzle = full;
		for (int step = 0; step < 16; step++) {
			seed = seed * 6364136223846793005u + 1442695040888963407u;
			puzzle.cell[seed >> 60] = 0;
			int cell = (int)(seed >> 50 & 15);
			if (puzzle.cell[cell])
				continue;
			struct sudoku_grid copy = puzzle;
			bool expected = brute_4x4(copy.cell, 0, cell, full.cell[cell]) > 0;
			struct sudoku_result result;
			cr_assert_eq(solver_find_other(solver, &puzzle, &full, cell, 0, &result), 0);
			cr_assert_eq(result.status, expected ? SUDOKU_SOLVED : SUDOKU_NO_SOLUTION,
			             "round %d step %d", round, step);
			asked++;
		}
	}
	cr_assert_gt(asked, 1000);
	sudoku_solver_destroy(solver);
}
