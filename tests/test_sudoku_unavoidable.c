/*
 * test_sudoku_unavoidable.c - the unavoidable sets the generator uses to
 * skip uniqueness checks, checked against rectangles found by hand in
 * Wikipedia's solved grid and against the solver: every set, emptied, must
 * really leave a second solution.
 */
#include "sudoku.h"
#include "sudoku/unavoidable.h"

#include <criterion/criterion.h>
#include <string.h>

static const char wiki_solution[] =
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

struct fixture {
	struct sudoku_shape shape;
	struct units units;
	struct unavoidable sets;
	struct sudoku_grid full;
};

static void setup(struct fixture *f)
{
	cr_assert_eq(sudoku_shape_init(&f->shape, 9, 0), 0);
	units_build(&f->units, &f->shape);
	cr_assert_eq(unavoidable_init(&f->sets, 9), 0);
	sudoku_grid_clear(&f->full, 9);
	for (int k = 0; k < 81; k++)
		f->full.cell[k] = (uint8_t)(wiki_solution[k] - '0');
	unavoidable_find(&f->sets, &f->units, &f->full);
}

static bool set_has(const struct unavoidable *u, int k, int cell)
{
	return u->bits[k * u->words + cell / 64] >> (cell % 64) & 1;
}

static int set_size(const struct unavoidable *u, int k)
{
	int size = 0;
	for (int cell = 0; cell < u->cells; cell++)
		size += set_has(u, k, cell);
	return size;
}

/* Whether the sets include exactly the cells `cells`. */
static bool found(const struct unavoidable *u, const int *cells, int count)
{
	for (int k = 0; k < u->count; k++) {
		int hits = 0;
		for (int i = 0; i < count; i++)
			hits += set_has(u, k, cells[i]);
		if (hits == count && set_size(u, k) == count)
			return true;
	}
	return false;
}

static void all_clues(uint64_t *clues, int cells)
{
	memset(clues, 0, 2 * sizeof *clues);
	for (int cell = 0; cell < cells; cell++)
		clues[cell / 64] |= (uint64_t)1 << (cell % 64);
}

static void drop(uint64_t *clues, int cell)
{
	clues[cell / 64] &= ~((uint64_t)1 << (cell % 64));
}

Test(sudoku_unavoidable, finds_the_rectangles_in_two_boxes)
{
	struct fixture f;
	setup(&f);
	/* rows 1 and 4, columns 4 and 5 (counting from 1): 6 7 over 7 6 */
	cr_assert(found(&f.sets, (int[]){3, 4, 30, 31}, 4));
	/* rows 2 and 7, columns 8 and 9: 4 8 over 8 4 */
	cr_assert(found(&f.sets, (int[]){16, 17, 61, 62}, 4));
	/* 4 9 over 9 4 in rows 1, 4 and columns 3, 7 lies in four boxes: no swap */
	cr_assert_not(found(&f.sets, (int[]){2, 6, 29, 33}, 4));
	unavoidable_finish(&f.sets);
}

Test(sudoku_unavoidable, finds_the_three_cycles_of_two_rows)
{
	struct fixture f;
	setup(&f);
	/* rows 1 and 2, columns 2, 5, 7: 3 7 9 over 7 9 3 */
	cr_assert(found(&f.sets, (int[]){1, 4, 6, 10, 13, 15}, 6));
	/* rows 4 and 5, columns 1, 4, 7: 8 7 4 over 4 8 7 */
	cr_assert(found(&f.sets, (int[]){27, 30, 33, 36, 39, 42}, 6));
	/* rows 1 and 9, columns 1 to 3: 5 3 4 over 3 4 5, each row's box keeps its digits */
	cr_assert(found(&f.sets, (int[]){0, 1, 2, 72, 73, 74}, 6));
	/* rows 1 and 4, columns 2, 5, 7 hold 3 7 9 over 5 6 4: not the same digits */
	cr_assert_not(found(&f.sets, (int[]){1, 4, 6, 28, 31, 33}, 6));
	unavoidable_finish(&f.sets);
}

/* How many digits the grid has in set k. */
static int digits_in(const struct fixture *f, int k)
{
	uint32_t digits = 0;
	for (int cell = 0; cell < 81; cell++)
		if (set_has(&f->sets, k, cell))
			digits |= 1u << f->full.cell[cell];
	return __builtin_popcount(digits);
}

/* Whether set k lies in two rows or two columns. */
static bool in_two_lines(const struct fixture *f, int k)
{
	uint32_t rows = 0, cols = 0;
	for (int cell = 0; cell < 81; cell++)
		if (set_has(&f->sets, k, cell)) {
			rows |= 1u << (cell / 9);
			cols |= 1u << (cell % 9);
		}
	return __builtin_popcount(rows) == 2 || __builtin_popcount(cols) == 2;
}

Test(sudoku_unavoidable, each_digit_pair_is_split_into_whole_parts)
{
	struct fixture f;
	setup(&f);
	/* the parts of the 36 pairs share out each pair's 18 cells; the line
	   swaps hold three digits or more */
	int total = 0;
	for (int k = 0; k < f.sets.count; k++) {
		int size = set_size(&f.sets, k);
		cr_assert_geq(size, 4);
		if (digits_in(&f, k) == 2)
			total += size;
		else
			cr_assert(in_two_lines(&f, k), "set %d", k);
	}
	cr_assert_eq(total, 36 * 18);
	unavoidable_finish(&f.sets);
}

Test(sudoku_unavoidable, every_set_emptied_leaves_two_solutions)
{
	struct fixture f;
	setup(&f);
	struct sudoku_solver *solver = sudoku_solver_create(&f.shape);
	cr_assert_not_null(solver);
	cr_assert_gt(f.sets.count, 36);
	for (int k = 0; k < f.sets.count; k++) {
		struct sudoku_grid puzzle = f.full;
		for (int cell = 0; cell < 81; cell++)
			if (set_has(&f.sets, k, cell))
				puzzle.cell[cell] = 0;
		struct sudoku_result result;
		cr_assert_eq(sudoku_solve(solver, &puzzle, NULL, NULL, &result), 0);
		cr_assert_eq(result.status, SUDOKU_MULTIPLE, "set %d", k);
	}
	sudoku_solver_destroy(solver);
	unavoidable_finish(&f.sets);
}

Test(sudoku_unavoidable, a_set_is_uncovered_when_its_last_clue_goes)
{
	struct fixture f;
	setup(&f);
	uint64_t clues[2];
	all_clues(clues, 81);
	drop(clues, 3);
	drop(clues, 4);
	drop(clues, 30);
	cr_assert_not(unavoidable_uncovered(&f.sets, clues, (int[]){30}, 1));
	drop(clues, 31);
	cr_assert(unavoidable_uncovered(&f.sets, clues, (int[]){31}, 1));
	/* emptied in one symmetric group: the same */
	all_clues(clues, 81);
	drop(clues, 3);
	drop(clues, 4);
	drop(clues, 30);
	drop(clues, 31);
	cr_assert(unavoidable_uncovered(&f.sets, clues, (int[]){3, 31}, 2));
	/* a full grid minus one cell never is */
	all_clues(clues, 81);
	drop(clues, 40);
	cr_assert_not(unavoidable_uncovered(&f.sets, clues, (int[]){40}, 1));
	unavoidable_finish(&f.sets);
}
