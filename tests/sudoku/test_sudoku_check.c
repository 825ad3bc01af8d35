/*
 * test_sudoku_check.c - searching under pencil marks (sudoku_solve_marks)
 * against a brute-force counter written here, a player's mistakes
 * (sudoku_check, and sudoku_variant_check on a 4x4 X puzzle against a
 * second brute force), and the logical solver on marks that contradict
 * themselves.
 */
#include "sudoku.h"
#include "sudoku_logic.h"

#include <criterion/criterion.h>
#include <string.h>

/* Wikipedia's puzzle and its published solution. */
static const char puzzle_line[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char solution_line[] =
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/* a puzzle with several solutions (the first of data/several-solutions-200.txt) */
static const char several_line[] =
	"8.........95.......76.........426798...571243...893165......916....3.487....1.532";

/* An n x n grid (n at most 9) from its one-line form. */
static struct sudoku_grid grid_n(const char *line, int n)
{
	struct sudoku_grid g;
	sudoku_grid_clear(&g, n);
	for (int k = 0; k < n * n; k++)
		g.cell[k] = line[k] == '.' ? 0 : (uint8_t)(line[k] - '0');
	return g;
}

static struct sudoku_grid grid_of(const char *line) { return grid_n(line, 9); }

static bool sees(int a, int b)
{
	int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
	return a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
}

/* Counts the solutions that keep every cell within its marks, by plain recursion. */
static long brute_count(uint8_t *cell, const uint16_t *marks, int from)
{
	while (from < 81 && cell[from])
		from++;
	if (from == 81)
		return 1;
	long count = 0;
	for (int d = 1; d <= 9; d++) {
		if (!(marks[from] & (1u << (d - 1))))
			continue;
		bool free = true;
		for (int other = 0; other < 81 && free; other++)
			free = !(sees(from, other) && cell[other] == d);
		if (!free)
			continue;
		cell[from] = (uint8_t)d;
		count += brute_count(cell, marks, from + 1);
		cell[from] = 0;
	}
	return count;
}

Test(sudoku_check, counts_under_marks_as_brute_force_does)
{
	struct sudoku_grid g = grid_of(several_line);
	uint16_t marks[81];
	for (int k = 0; k < 81; k++)
		marks[k] = g.cell[k] ? (uint16_t)(1u << (g.cell[k] - 1)) : 0x1ff;
	/* take digits away from open cells, one at a time, and compare each count */
	for (int open = 0, taken = 0; open < 81 && taken < 12; open++) {
		if (g.cell[open])
			continue;
		marks[open] &= (uint16_t)~(1u << (taken % 9));
		taken++;
		struct sudoku_grid copy = g;
		long want = brute_count(copy.cell, marks, 0);
		struct sudoku_solve_options all = {0};
		struct sudoku_result result;
		cr_assert_eq(sudoku_solve_marks(&g, marks, &all, NULL, &result), 0);
		cr_assert_eq((long)result.solutions, want, "after %d marks taken", taken);
		cr_assert(result.complete);
		cr_assert_eq(result.status, want == 0   ? SUDOKU_NO_SOLUTION
		                            : want == 1 ? SUDOKU_SOLVED
		                                        : SUDOKU_MULTIPLE);
	}
}

Test(sudoku_check, finds_the_published_solution_under_marks)
{
	struct sudoku_grid g = grid_of(puzzle_line), solution;
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve_marks(&g, NULL, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	for (int k = 0; k < 81; k++)
		cr_assert_eq(solution.cell[k], solution_line[k] - '0');
	cr_assert_eq(sudoku_solve_marks(NULL, NULL, NULL, NULL, &result), SUDOKU_EINVAL);
	struct sudoku_grid small;
	sudoku_grid_clear(&small, 4);
	cr_assert_eq(sudoku_solve_marks(&small, NULL, NULL, NULL, &result), SUDOKU_EMISMATCH);
}

Test(sudoku_check, names_wrong_digits_and_lost_candidates)
{
	struct sudoku_grid puzzle = grid_of(puzzle_line), state = puzzle;
	struct sudoku_check_result *result = malloc(sizeof *result);
	cr_assert_not_null(result);
	cr_assert_eq(sudoku_check(&puzzle, &state, NULL, result), 0);
	cr_assert_eq(result->status, SUDOKU_SOLVED);
	cr_assert_eq(result->mistakes, 0);
	/* r1c3 is 4 in the solution: 2 is a mistake; r1c4 = 6 is right */
	state.cell[2] = 2;
	state.cell[3] = 6;
	cr_assert_eq(sudoku_check(&puzzle, &state, NULL, result), 0);
	cr_assert_eq(result->mistakes, 1);
	cr_assert_eq(result->mistake[0].cell, 2);
	cr_assert_eq(result->mistake[0].digit, 2);
	cr_assert(result->mistake[0].placed);
	/* marks: r1c5's... an open cell (r2c2, solution 7) without its 7 */
	uint16_t marks[81];
	for (int k = 0; k < 81; k++)
		marks[k] = puzzle.cell[k] ? (uint16_t)(1u << (puzzle.cell[k] - 1)) : 0x1ff;
	marks[10] &= (uint16_t)~(1u << 6);
	state = puzzle;
	cr_assert_eq(sudoku_check(&puzzle, &state, marks, result), 0);
	cr_assert_eq(result->mistakes, 1);
	cr_assert_eq(result->mistake[0].cell, 10);
	cr_assert_eq(result->mistake[0].digit, 7);
	cr_assert(!result->mistake[0].placed);
	free(result);
}

Test(sudoku_check, says_when_the_puzzle_has_no_single_solution)
{
	struct sudoku_grid puzzle = grid_of(several_line), state = puzzle;
	struct sudoku_check_result *result = malloc(sizeof *result);
	cr_assert_eq(sudoku_check(&puzzle, &state, NULL, result), 0);
	cr_assert_eq(result->status, SUDOKU_MULTIPLE);
	puzzle = grid_of(puzzle_line);
	puzzle.cell[2] = 5; /* r1c1 holds 5 already */
	state = puzzle;
	cr_assert_eq(sudoku_check(&puzzle, &state, NULL, result), 0);
	cr_assert_eq(result->status, SUDOKU_NO_SOLUTION);
	cr_assert_eq(sudoku_check(NULL, &state, NULL, result), SUDOKU_EINVAL);
	sudoku_grid_clear(&state, 4);
	cr_assert_eq(sudoku_check(&puzzle, &state, NULL, result), SUDOKU_EMISMATCH);
	free(result);
}

Test(sudoku_check, logic_refuses_marks_without_a_solution)
{
	struct sudoku_grid puzzle = grid_of(puzzle_line);
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	struct sudoku_step *step = malloc(sizeof *step);
	cr_assert_eq(sudoku_logic_next(&pencil, 0, step), 1);
	/* every open cell keeps candidates, every unit every digit: only a search sees it */
	for (int cell = 0; cell < 81; cell++)
		if (!pencil.value[cell] && (pencil.cand[cell] & (1u << (solution_line[cell] - '1'))) &&
		    __builtin_popcount(pencil.cand[cell]) > 2) {
			pencil.cand[cell] &= (uint16_t)~(1u << (solution_line[cell] - '1'));
			break;
		}
	cr_assert_eq(sudoku_logic_next(&pencil, 0, step), SUDOKU_ECONFLICT);
	free(step);
}

/*
 * sudoku_variant_check on a 4x4 X puzzle: three givens that leave one grid
 * under the diagonals and six without them (both counted by the brute force
 * below). The grid was checked by hand: rows, columns, 2x2 boxes and both
 * diagonals hold 1-4 once each.
 */
static const char x4_puzzle[] = "12......4.......";
static const char x4_solution[] = "1234341243212143";

static bool sees4(int a, int b, bool x)
{
	int ra = a / 4, ca = a % 4, rb = b / 4, cb = b % 4;
	bool box = ra / 2 == rb / 2 && ca / 2 == cb / 2;
	bool diagonal = x && ((ra == ca && rb == cb) || (ra + ca == 3 && rb + cb == 3));
	return a != b && (ra == rb || ca == cb || box || diagonal);
}

/* Counts the 4x4 grids that complete `cell`, keeping the last one found in `found`. */
static long brute4(uint8_t *cell, bool x, int from, uint8_t *found)
{
	while (from < 16 && cell[from])
		from++;
	if (from == 16) {
		memcpy(found, cell, 16);
		return 1;
	}
	long count = 0;
	for (int d = 1; d <= 4; d++) {
		bool free = true;
		for (int other = 0; other < 16 && free; other++)
			free = !(sees4(from, other, x) && cell[other] == d);
		if (free) {
			cell[from] = (uint8_t)d;
			count += brute4(cell, x, from + 1, found);
			cell[from] = 0;
		}
	}
	return count;
}

static struct sudoku_grid grid4_of(const char *line) { return grid_n(line, 4); }

static struct sudoku_variant_puzzle x4(void)
{
	struct sudoku_variant_puzzle p;
	memset(&p, 0, sizeof p);
	p.flags = SUDOKU_VARIANT_X;
	cr_assert_eq(sudoku_shape_init(&p.shape, 4, 0), 0);
	p.shape.diagonals = true;
	p.grid = grid4_of(x4_puzzle);
	return p;
}

Test(sudoku_check, the_brute_force_agrees_with_the_hand_checked_x_grid)
{
	struct sudoku_grid g = grid4_of(x4_puzzle);
	uint8_t found[16];
	cr_assert_eq(brute4(g.cell, true, 0, found), 1);
	struct sudoku_grid want = grid4_of(x4_solution);
	cr_assert_arr_eq(found, want.cell, 16);
	cr_assert_eq(brute4(g.cell, false, 0, found), 6);
}

Test(sudoku_check, a_variant_is_checked_under_its_rules)
{
	struct sudoku_variant_puzzle p = x4();
	struct sudoku_grid state = grid4_of(x4_solution);
	struct sudoku_check_result result;
	cr_assert_eq(sudoku_variant_check(&p, &state, NULL, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert_eq(result.mistakes, 0);
	state.cell[15] = 1; /* r4c4: the solution has 3 */
	cr_assert_eq(sudoku_variant_check(&p, &state, NULL, &result), 0);
	cr_assert_eq(result.mistakes, 1);
	cr_assert_eq(result.mistake[0].cell, 15);
	cr_assert_eq(result.mistake[0].digit, 1);
	cr_assert(result.mistake[0].placed);
	/* the same givens without the diagonals: six solutions, nothing to check against */
	cr_assert_eq(sudoku_check(&p.grid, &state, NULL, &result), 0);
	cr_assert_eq(result.status, SUDOKU_MULTIPLE);
}

/* The one solution the brute force found, through the call that makes and drops a solver. */
Test(sudoku_check, a_variant_puzzle_is_solved_on_its_own)
{
	struct sudoku_variant_puzzle p = x4();
	struct sudoku_grid solution, want = grid4_of(x4_solution);
	struct sudoku_result result;
	cr_assert_eq(sudoku_variant_puzzle_solve(&p, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert_arr_eq(solution.cell, want.cell, 16);
	p.shape.diagonals = false; /* the brute force's six solutions: counted to 2 */
	cr_assert_eq(sudoku_variant_puzzle_solve(&p, NULL, NULL, &result), 0);
	cr_assert_eq(result.status, SUDOKU_MULTIPLE);
	cr_assert_eq(sudoku_variant_puzzle_solve(NULL, NULL, NULL, &result), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_variant_puzzle_solve(&p, NULL, NULL, NULL), SUDOKU_EINVAL);
}

Test(sudoku_check, variant_check_refuses_bad_arguments)
{
	struct sudoku_variant_puzzle p = x4();
	struct sudoku_grid state = grid4_of(x4_solution), nine;
	struct sudoku_check_result result;
	sudoku_grid_clear(&nine, 9);
	cr_assert_eq(sudoku_variant_check(NULL, &state, NULL, &result), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_variant_check(&p, NULL, NULL, &result), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_variant_check(&p, &nine, NULL, &result), SUDOKU_EMISMATCH);
	p.shape.size = 9; /* a shape that is not the grid's */
	cr_assert_eq(sudoku_variant_check(&p, &state, NULL, &result), SUDOKU_EMISMATCH);
	uint16_t marks[81] = {0};
	p = x4();
	cr_assert_eq(sudoku_variant_check(&p, &state, marks, &result), SUDOKU_EINVAL);
}
