/*
 * test_sudoku_check.c - searching under pencil marks (sudoku_solve_marks)
 * against a brute-force counter written here, a player's mistakes
 * (sudoku_check), and the logical solver on marks that contradict
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

static struct sudoku_grid grid_of(const char *line)
{
	struct sudoku_grid g;
	sudoku_grid_clear(&g, 9);
	for (int k = 0; k < 81; k++)
		g.cell[k] = line[k] == '.' ? 0 : (uint8_t)(line[k] - '0');
	return g;
}

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
