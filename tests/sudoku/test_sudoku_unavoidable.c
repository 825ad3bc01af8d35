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
	/* rows 1 and 9, columns 1 to 3: 5 3 4 over 3 4 5 is unavoidable too, but rows of
	   two bands are not paired (unavoidable.c: such sets cost more than they saved) */
	cr_assert_not(found(&f.sets, (int[]){0, 1, 2, 72, 73, 74}, 6));
	/* rows 1 and 4, columns 2, 5, 7 hold 3 7 9 over 5 6 4: not the same digits */
	cr_assert_not(found(&f.sets, (int[]){1, 4, 6, 28, 31, 33}, 6));
	unavoidable_finish(&f.sets);
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

/* The two digits of set k, as bits, when it holds two. */
static uint32_t digit_pair(const struct fixture *f, int k)
{
	uint32_t digits = 0;
	for (int cell = 0; cell < 81; cell++)
		if (set_has(&f->sets, k, cell))
			digits |= 1u << f->full.cell[cell];
	return __builtin_popcount(digits) == 2 ? digits : 0;
}

/*
 * Counted apart from unavoidable.c, cell by cell: the cells of digits a and
 * b in the parts of at most six rows, a part being rows linked through
 * columns and boxes that hold a in one row and b in the other.
 */
static int parts_of_six_rows(const struct sudoku_grid *full, int a, int b)
{
	int part[9];
	for (int r = 0; r < 9; r++)
		part[r] = r;
	for (bool merged = true; merged;) {
		merged = false;
		for (int x = 0; x < 81; x++)
			for (int y = 0; y < 81; y++) {
				bool linked = x % 9 == y % 9 || (x / 27 == y / 27 && x % 9 / 3 == y % 9 / 3);
				int px = part[x / 9], py = part[y / 9];
				if (full->cell[x] == a && full->cell[y] == b && linked && px != py) {
					for (int r = 0; r < 9; r++)
						part[r] = part[r] == py ? px : part[r];
					merged = true;
				}
			}
	}
	int cells = 0;
	for (int r = 0; r < 9; r++) {
		int rows = 0;
		for (int q = 0; q < 9; q++)
			rows += part[q] == part[r];
		cells += rows <= 6 ? 2 : 0;
	}
	return cells;
}

Test(sudoku_unavoidable, each_digit_pair_is_split_into_whole_parts)
{
	struct fixture f;
	setup(&f);
	/* the parts of a pair share out its 18 cells, but a part of more than six rows
	   (12 cells) is left out, and there is at most one such: what is kept of a
	   pair is all 18 cells, one part of two rows (4), or nothing. The line swaps
	   hold three digits or more. */
	int kept[10][10] = {{0}};
	for (int k = 0; k < f.sets.count; k++) {
		int size = set_size(&f.sets, k);
		cr_assert_geq(size, 4);
		uint32_t pair = digit_pair(&f, k);
		if (pair) {
			cr_assert_leq(size, 12, "set %d", k);
			kept[__builtin_ctz(pair)][31 - __builtin_clz(pair)] += size;
		} else {
			cr_assert(in_two_lines(&f, k), "set %d", k);
		}
	}
	for (int a = 1; a <= 9; a++)
		for (int b = a + 1; b <= 9; b++) {
			int cells = kept[a][b];
			cr_assert(cells == 18 || cells == 4 || cells == 0, "digits %d %d: %d", a, b, cells);
			cr_assert_eq(cells, parts_of_six_rows(&f.full, a, b), "digits %d %d", a, b);
		}
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
